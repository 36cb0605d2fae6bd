// sdcsql threshold page: the slider of the risk chart (seed 000 section 7.3.3).
// Everything is computed here from the cell table embedded as JSON (risk levels and
// record counts, no key value, no record); the figures are those of
// sdcsql.risk.threshold.set_threshold / set_household_threshold for the same threshold.
// The chart's helpers (the slider's log scale, the threshold lines, the figures at a
// threshold) are the global SdcThreshold, which the workbench's page reuses too
// (sdcsql/workbench/static/workbench.js); the page's own wiring runs where the page's
// data is embedded.
"use strict";
const SdcThreshold = (function () {
  // Distinct levels ascending with prefix sums of records and of records * risk.
  function prepare(levelsIn, recordsIn, unitsIn) {
    const byLevel = new Map();
    for (let i = 0; i < levelsIn.length; i++) {
      const entry = byLevel.get(levelsIn[i]) || { records: 0, units: 0 };
      entry.records += recordsIn[i];
      entry.units += unitsIn[i];
      byLevel.set(levelsIn[i], entry);
    }
    const levels = Array.from(byLevel.keys()).sort((a, b) => a - b);
    const records = levels.map((l) => byLevel.get(l).records);
    const units = levels.map((l) => byLevel.get(l).units);
    const recBelow = [0], erBelow = [0], unitsBelow = [0];
    for (let i = 0; i < levels.length; i++) {
      recBelow.push(recBelow[i] + records[i]);
      erBelow.push(erBelow[i] + records[i] * levels[i]);
      unitsBelow.push(unitsBelow[i] + units[i]);
    }
    return { levels, records, units, recBelow, erBelow, unitsBelow,
             n: recBelow[levels.length], nUnits: unitsBelow[levels.length] };
  }

  // First index with levels[i] >= t (levels.length when none).
  function lowerBound(levels, t) {
    let lo = 0, hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (levels[mid] < t) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  // The threshold snapped to its observed level and the figures it implies
  // (sql/risk/threshold/risk_levels.sql and threshold_choice.sql, chosen_by 'risk').
  function figures(p, t, rule) {
    const L = p.levels;
    if (rule === ">=") {
      const i = lowerBound(L, t);
      if (i === L.length) {
        return { threshold: Infinity, unsafeRecords: 0, unsafeUnits: 0,
                 erBound: p.erBelow[L.length], idx: i };
      }
      const unsafe = p.n - p.recBelow[i];
      return { threshold: L[i], unsafeRecords: unsafe, unsafeUnits: p.nUnits - p.unitsBelow[i],
               erBound: p.erBelow[i] + L[i] * unsafe, idx: i };
    }
    // rule '>': the largest level <= t; below every level every unit is unsafe
    let j = lowerBound(L, t);
    if (!(j < L.length && L[j] === t)) j -= 1;
    if (j < 0) {
      return { threshold: t, unsafeRecords: p.n, unsafeUnits: p.nUnits, erBound: t * p.n, idx: 0 };
    }
    return { threshold: L[j], unsafeRecords: p.n - p.recBelow[j + 1],
             unsafeUnits: p.nUnits - p.unitsBelow[j + 1],
             erBound: p.erBelow[j] + L[j] * (p.n - p.recBelow[j]), idx: j };
  }

  function reaches(v, t, rule) { return rule === ">=" ? v >= t : v > t; }

  function fmt(x, digits) {
    if (x === Infinity) return "\u221e (no record unsafe)";
    return Number(x).toPrecision(digits || 6).replace(/(\.\d*?)0+(e|$)/, "$1$2").replace(/\.(e|$)/, "$1");
  }
  function fmtInt(x) { return Number(x).toLocaleString("en-US"); }

  function setFigure(id, value, text) {
    const el = document.getElementById(id);
    if (!el) return;
    el.dataset.value = String(value);
    el.textContent = text;
  }

  // layout: the chart's axes of this kind (sdcsql.present.charts.axes_layout)
  function placeLines(layout, kind, t) {
    for (const line of document.querySelectorAll(`.sdc-line[data-kind="${kind}"]`)) {
      const ax = layout[Number(line.dataset.axes)];
      if (!isFinite(t) || t <= 0) { line.style.display = "none"; continue; }
      const f = (Math.log10(t) - ax.log_lo) / (ax.log_hi - ax.log_lo);
      if (f < 0 || f > 1) { line.style.display = "none"; continue; }
      line.style.display = "block";
      line.style.left = (100 * (ax.left + f * (ax.right - ax.left))) + "%";
      line.style.top = (100 * ax.top) + "%";
      line.style.height = (100 * (ax.bottom - ax.top)) + "%";
    }
  }

  function sliderToRisk(layout, slider) {
    const ax = layout[0];
    const f = Number(slider.value) / Number(slider.max);
    return Math.pow(10, ax.log_lo + f * (ax.log_hi - ax.log_lo));
  }

  function riskToSlider(layout, slider, t) {
    const ax = layout[0];
    const f = (Math.log10(t) - ax.log_lo) / (ax.log_hi - ax.log_lo);
    return Math.round(Math.min(1, Math.max(0, f)) * Number(slider.max));
  }

  return { prepare, lowerBound, figures, reaches, fmt, fmtInt, setFigure, placeLines,
           sliderToRisk, riskToSlider };
})();

if (document.getElementById("sdc-data")) (function () {
  const data = JSON.parse(document.getElementById("sdc-data").textContent);
  const { prepare, figures, reaches, fmt, fmtInt, setFigure } = SdcThreshold;
  const placeLines = (kind, t) => SdcThreshold.placeLines(data.layout[kind], kind, t);
  const sliderToRisk = (slider, kind) => SdcThreshold.sliderToRisk(data.layout[kind], slider);
  const riskToSlider = (slider, kind, t) => SdcThreshold.riskToSlider(data.layout[kind], slider, t);

  // the embedded tables are columns: {name: [values]}
  const individual = prepare(data.cells.risk, data.cells.records, data.cells.cells);
  const maxRisk = data.households_by_max_risk ? data.households_by_max_risk.max_risk : [];
  const hhCounts = data.households_by_max_risk ? data.households_by_max_risk.households : [];

  function updateIndividual(t) {
    const f = figures(individual, t, data.rule);
    setFigure("raw-threshold", t, fmt(t));
    setFigure("threshold", f.threshold, fmt(f.threshold));
    setFigure("unsafe-records", f.unsafeRecords, fmtInt(f.unsafeRecords));
    setFigure("unsafe-cells", f.unsafeUnits, fmtInt(f.unsafeUnits));
    const rate = f.erBound / individual.n;
    setFigure("rate-bound", rate, fmt(100 * rate, 4) + " %");
    setFigure("er-bound", f.erBound, fmt(f.erBound));
    if (data.households_by_max_risk) {
      let hh = 0;
      for (let i = 0; i < maxRisk.length; i++) if (reaches(maxRisk[i], f.threshold, data.rule)) hh += hhCounts[i];
      setFigure("unsafe-households", hh, fmtInt(hh));
    }
    placeLines("individual", f.threshold === Infinity ? NaN : f.threshold);
    updateCore(f.threshold);
  }

  function updateCore(threshold) {
    const box = document.getElementById("core");
    if (!box || !data.core) return;
    // seed 002 section 7: sizes whose core risk pi r(s) exceeds the threshold
    const rows = data.core.filter((r) => r.core_risk > threshold);
    const body = document.getElementById("core-rows");
    body.replaceChildren();
    let people = 0, hhs = 0;
    for (const r of rows) {
      people += r.individuals; hhs += r.households;
      const tr = document.createElement("tr");
      for (const v of [String(r.household_size), fmt(r.core_risk), fmtInt(r.individuals),
                       fmt(r.individuals_percent, 4), fmtInt(r.households), fmt(r.households_percent, 4)]) {
        const td = document.createElement("td");
        td.textContent = v;
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
    box.hidden = rows.length === 0;
    box.dataset.rows = String(rows.length);
    setFigure("core-individuals", people, fmtInt(people));
    setFigure("core-households", hhs, fmtInt(hhs));
  }

  const hhPrep = data.households
    ? prepare(data.households.household_risk, data.households.members, data.households.households)
    : null;

  function updateHousehold(t) {
    const f = figures(hhPrep, t, data.rule);
    setFigure("hh-raw-threshold", t, fmt(t));
    setFigure("hh-threshold", f.threshold, fmt(f.threshold));
    setFigure("hh-unsafe-households", f.unsafeUnits, fmtInt(f.unsafeUnits));
    setFigure("hh-records-in-unsafe", f.unsafeRecords, fmtInt(f.unsafeRecords));
    const rate = f.erBound / hhPrep.n;
    setFigure("hh-rate-bound", rate, fmt(100 * rate, 4) + " %");
    placeLines("household", f.threshold === Infinity ? NaN : f.threshold);
  }

  // A typed threshold the page cannot use (not a number, negative, infinite) is refused
  // with a message beside the box; the figures stay those of the last valid threshold.
  function refuse(message, text) {
    message.textContent = text;
    message.hidden = false;
  }

  function wire(kind, sliderId, inputId, messageId, update) {
    const slider = document.getElementById(sliderId);
    const input = document.getElementById(inputId);
    const message = document.getElementById(messageId);
    if (!slider) return;
    slider.addEventListener("input", () => {
      const t = sliderToRisk(slider, kind);
      input.value = fmt(t);
      message.hidden = true;
      update(t);
    });
    input.addEventListener("change", () => {
      const text = input.value.trim();
      const t = Number(text);
      if (text === "" || !Number.isFinite(t) || t < 0) {
        refuse(message, `"${text}" is not a risk threshold: type a number >= 0 ` +
                        "(a decimal point, e.g. 0.05); the figures below are unchanged.");
        return;
      }
      message.hidden = true;
      if (t > 0) slider.value = String(riskToSlider(slider, kind, t));
      update(t);
    });
    // open on the threshold the command line chose, exactly (not a slider position)
    const given = data.start && data.start[kind] !== null ? Number(data.start[kind]) : null;
    if (given) slider.value = String(riskToSlider(slider, kind, given));
    const start = given || sliderToRisk(slider, kind);
    input.value = fmt(start);
    update(start);
  }

  wire("individual", "slider", "risk-input", "risk-message", updateIndividual);
  if (hhPrep) wire("household", "hh-slider", "hh-risk-input", "hh-risk-message", updateHousehold);
  document.body.dataset.ready = "true";
})();
