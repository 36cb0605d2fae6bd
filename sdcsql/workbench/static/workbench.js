// sdcsql workbench: the page of one session (docs/present/workbench.md).  Plain
// JavaScript, no third-party code, no request but to the server that served it.  Every
// figure shown comes from the server's API; the risk chart is the threshold page of
// sdcsql.present.page (its own slider logic), shown in a frame.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let state = null;           // the server's /api/state
  let fileView = null;        // the file being opened (before a session)
  let previewOffset = 0, cellsOffset = 0;
  let busy = false;

  // ------------------------------------------------------------------ requests
  async function api(method, path, body) {
    const init = { method, credentials: "same-origin", headers: {} };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(path, init);
    const text = await response.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch (e) { data = { error: text }; }
    if (!response.ok) throw new Error((data && data.error) || `${response.status}`);
    return data;
  }

  function showError(text) {
    const box = $("message");
    box.textContent = text;
    box.hidden = false;
  }
  function clearError() { $("message").hidden = true; }

  // A background action: start it, follow its progress, resolve with its result.
  async function run(action, body) {
    clearError();
    if (busy) throw new Error("sdcsql: error: busy: wait for the running action or cancel it");
    busy = true;
    document.body.dataset.busy = "true";
    try {
      const started = await api("POST", `/api/do/${action}`, body || {});
      for (;;) {
        const job = await api("GET", "/api/job");
        if (job && job.id === started.job && job.status !== "running") {
          $("job").hidden = true;
          if (job.status === "done") return job.result;
          throw new Error(job.error);
        }
        if (job) {
          $("job").hidden = false;
          $("job-label").textContent = job.detail ? `${job.label}: ${job.detail}` : job.label;
          $("job-seconds").textContent = `${job.seconds.toFixed(1)} s`;
          const bar = $("job-progress");
          if (job.progress === null) bar.removeAttribute("value"); else bar.value = job.progress;
        }
        await new Promise((r) => setTimeout(r, 120));
      }
    } finally {
      busy = false;
      document.body.dataset.busy = "false";
    }
  }

  // Run a handler; show its error as the one-line message.  data-pending counts the
  // handlers still running (0: the page shows the outcome of everything asked).
  let pending = 0;
  function guarded(handler) {
    return async (event) => {
      if (event && event.type === "submit") event.preventDefault();
      document.body.dataset.pending = String(++pending);
      try { await handler(event); } catch (e) { showError(String(e.message || e)); }
      finally { document.body.dataset.pending = String(--pending); }
    };
  }

  // ------------------------------------------------------------------ drawing helpers
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "dataset") Object.assign(node.dataset, v);
      else if (k in node && typeof v !== "string") node[k] = v;
      else node.setAttribute(k, v);
    }
    for (const c of children) node.append(c instanceof Node ? c : String(c));
    return node;
  }

  function fmt(x) {
    if (x === null || x === undefined) return "";
    if (typeof x === "number") {
      if (Number.isInteger(x)) return x.toLocaleString("en-US");
      return Number(x.toPrecision(6)).toString();
    }
    if (typeof x === "object") return JSON.stringify(x);
    return String(x);
  }

  function table(node, columns, rows, raw) {
    node.replaceChildren();
    node.append(el("tr", {}, ...columns.map((c) => el("th", {}, c))));
    rows.forEach((row) => {
      node.append(el("tr", {}, ...row.map((v, j) => el("td", {
        class: typeof v === "number" ? "" : "text",
        dataset: { value: v === null ? "" : String(v), column: columns[j] },
      }, raw ? (v === null ? "" : String(v)) : fmt(v)))));
    });
  }

  // Scalar figures of a result, one a row: the cell's data-value is the API's number.
  function figures(node, result, prefix) {
    node.replaceChildren();
    for (const [k, v] of Object.entries(result || {})) {
      if (v === null || typeof v === "object" || k === "table") continue;
      node.append(el("tr", {}, el("th", {}, k.replaceAll("_", " ")),
        el("td", { id: `${prefix}-${k}`, dataset: { value: String(v) } }, fmt(v))));
    }
  }

  // A form drawn from the options' declarations (/api/form/NAME).
  async function drawForm(node, name) {
    const fields = await api("GET", `/api/form/${name}`);
    node.replaceChildren();
    node.dataset.form = name;
    for (const f of fields) {
      let input;
      const id = `${node.id}-${f.name}`;
      if (f.kind === "switch") {
        input = el("input", { type: "checkbox", id, name: f.name });
      } else if (f.kind === "yes_no" || f.kind === "choice") {
        input = el("select", { id, name: f.name });
        input.append(el("option", { value: "" }, `(default${f.default !== null ? ": " + fmt(f.default) : ""})`));
        for (const c of (f.kind === "yes_no" ? ["yes", "no"] : f.choices)) input.append(el("option", { value: c }, c));
      } else {
        input = el("input", { id, name: f.name, size: "24",
          placeholder: f.default !== null && f.default !== undefined && !(Array.isArray(f.default) && !f.default.length)
            ? String(f.default) : (f.metavar || "") });
      }
      // * marks an option the step needs (one of a group is shown by its help)
      node.append(el("label", { title: f.help }, el("span", {}, f.name + (f.required && !f.group ? " *" : "")), input,
        el("span", { class: "help" }, f.help)));
    }
  }

  function formValues(node) {
    const out = {};
    for (const input of node.querySelectorAll("input, select")) {
      if (input.type === "checkbox") { if (input.checked) out[input.name] = true; continue; }
      if (input.value === "") continue;
      out[input.name] = input.value === "yes" && input.tagName === "SELECT" ? true
        : input.value === "no" && input.tagName === "SELECT" ? false : input.value;
    }
    return out;
  }

  // ------------------------------------------------------------------ screens
  const screens = {};
  let current = "data";

  async function show(name) {
    current = name;
    for (const b of document.querySelectorAll("#nav button")) b.classList.toggle("current", b.dataset.screen === name);
    for (const s of document.querySelectorAll(".screen")) s.hidden = s.id !== `screen-${name}`;
    document.body.dataset.screen = name;
    document.body.dataset.ready = "false";
    try { await screens[name](); } catch (e) { showError(String(e.message || e)); }
    document.body.dataset.ready = "true";
  }

  async function refreshState() {
    state = await api("GET", "/api/state");
    const s = state.session;
    $("session-name").textContent = s ? `${s.input} · ${s.steps.length} step(s)` : "no session";
    return state;
  }

  function needSession() {
    if (!state || !state.session) throw new Error("sdcsql: error: no session: open a data file or a problem file first (Data)");
    return state.session;
  }

  // Data ------------------------------------------------------------------
  const ROLE_TICKS = ["keys", "numeric", "sensitive", "strata", "household_variables"];
  const ROLE_ONE = ["weight", "household", "household_size", "person_id"];

  function drawRoles(view) {
    const node = $("roles");
    node.replaceChildren();
    node.append(el("tr", {}, ...["variable", "type", "label", ...ROLE_TICKS, ...ROLE_ONE, "missing codes"].map(
      (c) => el("th", {}, c.replaceAll("_", " ")))));
    for (const v of view.variables) {
      const given = view.roles || {};
      // the file's labels (SPSS, Stata, SAS, mu-Argus): the variable's, and its codes' on hover
      const codes = Object.entries(v.value_labels || {});
      const label = el("td", { class: "text" }, (v.label || "") + (codes.length ? ` (${codes.length} value labels)` : ""));
      if (codes.length) label.title = codes.slice(0, 20).map(([c, l]) => `${c} = ${l}`).join("\n");
      const cells = [el("td", { class: "name" }, v.name), el("td", { class: "text" }, v.type), label];
      for (const r of ROLE_TICKS) {
        const on = (given[r] || []).includes(v.name);
        cells.push(el("td", {}, el("input", { type: "checkbox", checked: on, dataset: { role: r, variable: v.name },
                                              "aria-label": `${v.name} ${r}` })));
      }
      for (const r of ROLE_ONE) {
        cells.push(el("td", {}, el("input", { type: "radio", name: `role-${r}`, checked: given[r] === v.name,
                                              dataset: { role: r, variable: v.name }, "aria-label": `${v.name} ${r}` })));
      }
      cells.push(el("td", {}, el("input", { size: "8", value: (v.missing || []).join(","), dataset: { missing: v.name },
                                            "aria-label": `${v.name} missing codes` })));
      node.append(el("tr", { dataset: { variable: v.name } }, ...cells));
    }
  }

  function chosenRoles() {
    const roles = {};
    for (const r of ROLE_TICKS) {
      roles[r] = [...document.querySelectorAll(`#roles input[data-role="${r}"]:checked`)].map((i) => i.dataset.variable);
    }
    for (const r of ROLE_ONE) {
      const on = document.querySelector(`#roles input[data-role="${r}"]:checked`);
      roles[r] = on ? on.dataset.variable : null;
    }
    const na = {};
    for (const input of document.querySelectorAll("#roles input[data-missing]")) {
      const codes = input.value.split(",").map((x) => x.trim()).filter((x) => x);
      if (codes.length) na[input.dataset.missing] = codes.map((x) => (x !== "" && !isNaN(Number(x)) ? Number(x) : x));
    }
    if (Object.keys(na).length) roles.na_codes = na;
    return roles;
  }

  async function drawPreview() {
    const page = await api("GET", `/api/preview?offset=${previewOffset}`);
    $("preview-box").hidden = false;
    table($("preview"), page.columns, page.rows, true);
    const end = previewOffset + page.rows.length;
    $("preview-range").textContent = page.rows.length ? `rows ${previewOffset + 1}–${end}` : "no rows";
    $("preview-next").disabled = page.rows.length < page.page_rows;
    $("preview-prev").disabled = previewOffset === 0;
    return page;
  }

  screens.data = async function () {
    await refreshState();
    const s = state.session;
    $("session-box").hidden = !s;
    $("roles-box").hidden = !!s || !fileView;
    if (!s && !fileView) { $("preview-box").hidden = true; return; }
    const page = await drawPreview();
    if (!s) return;
    $("data-input").textContent = s.input;
    $("data-method").textContent = s.method;
    $("data-records").textContent = fmt(page.records);
    $("data-records").dataset.value = String(page.records);
    $("data-households").textContent = page.households === null ? "(no household id)" : fmt(page.households);
    $("data-households").dataset.value = String(page.households);
    const node = $("variables");
    node.replaceChildren(el("tr", {}, ...["variable", "type", "roles", "missing codes", "warnings"].map((c) => el("th", {}, c))));
    for (const name of page.columns) {
      const roles = Object.entries(s.roles).filter(([, v]) => v === name || (Array.isArray(v) && v.includes(name)))
        .map(([r]) => r.replaceAll("_", " "));
      const warns = (s.warnings[name] || []);
      node.append(el("tr", { dataset: { variable: name } }, el("td", { class: "name" }, name),
        el("td", { class: "text" }, (page.types || {})[name] || ""),
        el("td", { class: "text" }, roles.join(", ")),
        el("td", { class: "text" }, (s.na_codes[name] || []).join(", ")),
        el("td", { class: "warning" }, warns.join(" "))));
    }
    if ((s.warnings[""] || []).length) {
      node.append(el("tr", {}, el("td", { class: "warning", colspan: "5" }, s.warnings[""].join(" "))));
    }
  };

  // A new session: the forms and results of the last one are cleared.
  function resetScreens() {
    for (const form of document.querySelectorAll("form.form")) form.reset();
    for (const pre of document.querySelectorAll("main pre")) pre.textContent = "";
    for (const t of ["what-if", "risk-figures", "cells", "estimates", "ru-table", "search-front"]) $(t).replaceChildren();
    $("search-box").hidden = true;
    $("estimates-box").hidden = true;
    $("ru-map").hidden = true;
    searched = null;
    chosen = null;
    $("release-verdict").textContent = "";
    $("report-view").hidden = true;
  }

  $("open-button").addEventListener("click", guarded(async () => {
    const result = await run("inspect", { path: $("open-path").value });
    previewOffset = 0;
    if (result.opened) { fileView = null; resetScreens(); await show("data"); return; }   // a session
    fileView = result;
    if (state && state.session) state.session = null;
    $("file-records").textContent = fmt(result.records);
    drawRoles(result);
    $("session-box").hidden = true;
    $("roles-box").hidden = false;
    await drawPreview();
  }));

  $("start-session").addEventListener("click", guarded(async () => {
    await run("open", { path: fileView.path, roles: chosenRoles(), method: $("risk-method").value });
    fileView = null;
    resetScreens();
    previewOffset = 0;
    await show("data");
  }));
  $("preview-next").addEventListener("click", guarded(async () => { previewOffset += 20; await drawPreview(); }));
  $("preview-prev").addEventListener("click", guarded(async () => { previewOffset = Math.max(0, previewOffset - 20); await drawPreview(); }));

  // Risk ------------------------------------------------------------------
  async function drawCells() {
    const page = await api("GET", `/api/cells?offset=${cellsOffset}`);
    table($("cells"), page.columns, page.rows);
    $("cells-range").textContent = `cells ${page.rows.length ? cellsOffset + 1 : 0}–${cellsOffset + page.rows.length} of ${fmt(page.cells)}`;
    $("cells-next").disabled = cellsOffset + page.rows.length >= page.cells;
    $("cells-prev").disabled = cellsOffset === 0;
  }

  screens.risk = async function () {
    await refreshState();
    needSession();
    const risk = await run("risk");
    figures($("risk-figures"), risk, "risk");
    if (!$("threshold-form").dataset.form) await drawForm($("threshold-form"), "threshold");
    if (!$("measure").options.length) {
      const m = await api("GET", "/api/methods");
      for (const name of m.measures) $("measure").append(el("option", { value: name }, name));
      await drawForm($("measure-form"), `measure:${$("measure").value}`);
    }
    const chart = await run("chart");
    for (const kind of ["individual", "household"]) {
      const box = document.querySelector(`.chart-box[data-kind="${kind}"]`);
      box.hidden = !chart.layout[kind];
      if (box.hidden) continue;
      charts[kind] = chart;
      await new Promise((resolve) => {
        $(`chart-${kind}`).addEventListener("load", resolve, { once: true });
        $(`chart-${kind}`).src = `/api/document/chart_${kind}?v=${Date.now()}`;
      });
      const slider = $(`slider-${kind}`);
      const start = chart.start[kind];
      if (start) slider.value = String(SdcThreshold.riskToSlider(chart.layout[kind], slider, start));
      await chartThreshold(kind, start || SdcThreshold.sliderToRisk(chart.layout[kind], slider));
    }
    cellsOffset = 0;
    await drawCells();
  };

  // The charts: the threshold page's slider and lines (SdcThreshold, threshold_page.js),
  // the figures at the threshold from the server (set_threshold on the current file).
  const charts = {};
  let chartSeq = 0;
  // The household figures read the records (the household rule's unsafe records): a
  // background action; positions reached while it runs are taken in turn, the last one last.
  let householdWanted = null, householdRunning = false;
  async function householdFigures(t) {
    householdWanted = t;
    if (householdRunning) return null;
    householdRunning = true;
    let f = null;
    try {
      while (householdWanted !== null) {
        const v = householdWanted;
        householdWanted = null;
        f = await run("household_threshold", { risk: v });
      }
    } finally { householdRunning = false; }
    return f;
  }

  async function chartThreshold(kind, t) {
    const layout = charts[kind].layout[kind];
    $(`input-${kind}`).value = SdcThreshold.fmt(t);
    const seq = kind === "individual" ? ++chartSeq : 0;
    const f = kind === "household" ? await householdFigures(t)
      : await api("GET", `/api/threshold?kind=${kind}&risk=${encodeURIComponent(t)}`);
    if (f === null || (kind === "individual" && seq !== chartSeq)) return;   // a later one comes
    for (const [k, v] of Object.entries(f)) {
      const cell = $(`${kind}-${k}`);
      if (!cell) continue;
      const text = k === "threshold" ? SdcThreshold.fmt(v === null ? Infinity : v)
        : k.endsWith("rate_bound") ? SdcThreshold.fmt(100 * v, 4) + " %"
        : Number.isInteger(v) ? SdcThreshold.fmtInt(v) : SdcThreshold.fmt(v);
      SdcThreshold.setFigure(`${kind}-${k}`, v === null ? "" : v, text);
    }
    SdcThreshold.placeLines(layout, kind, f.threshold === null ? NaN : f.threshold);
  }
  for (const kind of ["individual", "household"]) {
    $(`slider-${kind}`).addEventListener("input", guarded(async () => {
      await chartThreshold(kind, SdcThreshold.sliderToRisk(charts[kind].layout[kind], $(`slider-${kind}`)));
    }));
    $(`input-${kind}`).addEventListener("change", guarded(async () => {
      const text = $(`input-${kind}`).value.trim(), t = Number(text);
      if (text === "" || !Number.isFinite(t) || t < 0) {
        throw new Error(`sdcsql: error: "${text}" is not a risk threshold: type a number >= 0`);
      }
      if (t > 0) $(`slider-${kind}`).value = String(SdcThreshold.riskToSlider(charts[kind].layout[kind], $(`slider-${kind}`), t));
      await chartThreshold(kind, t);
    }));
  }

  $("take-threshold").addEventListener("click", guarded(async () => {
    const value = $("individual-threshold").dataset.value;
    if (!value) throw new Error("sdcsql: error: the risk chart is not shown yet");
    $("threshold-form-risk").value = value;
  }));
  $("set-threshold").addEventListener("click", guarded(async () => {
    const result = await run("threshold", { options: formValues($("threshold-form")) });
    $("threshold-result").textContent = result.table;
    await refreshState();
  }));
  $("measure").addEventListener("change", guarded(async () => {
    await drawForm($("measure-form"), `measure:${$("measure").value}`);
  }));
  $("measure-run").addEventListener("click", guarded(async () => {
    const result = await run("measure", { name: $("measure").value, options: formValues($("measure-form")) });
    $("measure-result").textContent = result.table;
  }));
  $("cells-next").addEventListener("click", guarded(async () => { cellsOffset += 20; await drawCells(); }));
  $("cells-prev").addEventListener("click", guarded(async () => { cellsOffset = Math.max(0, cellsOffset - 20); await drawCells(); }));

  // Protect ---------------------------------------------------------------
  function numbers(text) {
    return text.split(",").map((x) => x.trim()).filter((x) => x).map(Number);
  }
  function code(text) { return text !== "" && !isNaN(Number(text)) ? Number(text) : text; }

  function currentRecode() {
    const variable = $("recode-variable").value, kind = $("recode-kind").value;
    const doc = { variable, kind };
    if (kind === "map") {
      const from = [...document.querySelectorAll("#categories input:checked")].map((i) => JSON.parse(i.dataset.code));
      if (!from.length) return null;
      const to = $("recode-to").value.trim();
      doc.groups = [{ to: to === "" ? from[0] : code(to), from }];
    } else if (kind === "bands") {
      if ($("recode-breaks").value.trim()) doc.breaks = numbers($("recode-breaks").value);
      if ($("recode-n").value.trim()) { doc.n = Number($("recode-n").value); doc.method = $("recode-method").value || "equal_width"; }
      if (!doc.breaks && !doc.n) return null;
    } else if (kind === "top" || kind === "bottom") {
      if ($("recode-value").value.trim()) doc.value = Number($("recode-value").value);
      if ($("recode-quantile").value.trim()) doc.quantile = Number($("recode-quantile").value);
      if ($("recode-replacement").value.trim()) doc.replacement = code($("recode-replacement").value.trim());
      if (doc.value === undefined && doc.quantile === undefined) return null;
    } else {
      if ($("recode-keep").value.trim()) doc.keep = Number($("recode-keep").value);
      if ($("recode-width").value.trim()) doc.width = Number($("recode-width").value);
      if (doc.keep === undefined) return null;
    }
    return doc;
  }

  function showKindFields() {
    const kind = $("recode-kind").value;
    for (const label of document.querySelectorAll("#recode-fields label")) {
      label.hidden = !label.dataset.kind.split(" ").includes(kind);
    }
  }

  async function drawCategories() {
    const variable = $("recode-variable").value;
    const page = await api("GET", `/api/categories?variable=${encodeURIComponent(variable)}`);
    const node = $("categories");
    node.replaceChildren(el("tr", {}, el("th", {}, ""), el("th", {}, "category"), el("th", {}, "records"), el("th", {}, "weight")));
    for (const [value, records, weight] of page.rows) {
      node.append(el("tr", {}, el("td", {}, el("input", { type: "checkbox", dataset: { code: JSON.stringify(value) },
                                                          "aria-label": `category ${value}` })),
        el("td", { class: "text" }, value === null ? "(missing)" : String(value)),
        el("td", { dataset: { value: String(records) } }, fmt(records)),
        el("td", { dataset: { value: String(weight) } }, fmt(weight))));
    }
    const note = $("categories-note");
    note.hidden = page.categories <= page.rows.length;
    note.textContent = note.hidden ? "" : `the first ${fmt(page.rows.length)} of ${fmt(page.categories)} categories`;
    $("what-if").replaceChildren();
  }

  let whatIfSeq = 0;
  async function whatIf() {
    const doc = currentRecode();
    if (!doc) { $("what-if").replaceChildren(); return; }
    const seq = ++whatIfSeq;
    const result = await api("POST", "/api/what_if", { recode: doc });
    if (seq !== whatIfSeq) return;     // a later change is on its way
    figures($("what-if"), result, "whatif");
  }

  screens.protect = async function () {
    await refreshState();
    const s = needSession();
    const select = $("recode-variable");
    const keep = select.value;
    select.replaceChildren(...[...s.roles.keys, ...s.roles.numeric].map((v) => el("option", { value: v }, v)));
    if (keep && [...select.options].some((o) => o.value === keep)) select.value = keep;
    showKindFields();
    const grc = $("grc-variable"), kept = grc.value;
    grc.replaceChildren(...s.roles.keys.map((v) => el("option", { value: v }, v)));
    if (kept && s.roles.keys.includes(kept)) grc.value = kept;
    await drawCategories();
    if (!$("protect-method").options.length) {
      const m = await api("GET", "/api/methods");
      for (const p of m.protect) $("protect-method").append(el("option", { value: p.name }, `${p.name} (${p.treats})`));
      await drawForm($("protect-form"), `protect:${$("protect-method").value}`);
    }
  };

  $("recode-variable").addEventListener("change", guarded(drawCategories));
  $("recode-kind").addEventListener("change", guarded(async () => { showKindFields(); await whatIf(); }));
  $("categories").addEventListener("change", guarded(whatIf));
  $("recode-fields").addEventListener("input", guarded(whatIf));
  $("recode-apply").addEventListener("click", guarded(async () => {
    const doc = currentRecode();
    if (!doc) throw new Error("sdcsql: error: recode: tick categories or fill in the fields first");
    await run("recode", { recode: doc });
    for (const id of ["recode-to", "recode-breaks", "recode-n", "recode-value", "recode-quantile",
                      "recode-replacement", "recode-keep", "recode-width"]) $(id).value = "";
    await show("protect");
  }));
  $("grc-apply").addEventListener("click", guarded(async () => {
    const result = await run("grc", { variable: $("grc-variable").value, path: $("grc-path").value });
    $("grc-result").textContent = result.steps.map((t) => `applied: ${t}`).join("\n");
    await show("protect");
  }));
  $("protect-method").addEventListener("change", guarded(async () => {
    await drawForm($("protect-form"), `protect:${$("protect-method").value}`);
  }));
  $("protect-apply").addEventListener("click", guarded(async () => {
    const result = await run("protect", { method: $("protect-method").value, options: formValues($("protect-form")) });
    $("protect-result").textContent = result.table;
    await refreshState();
  }));

  // Search ----------------------------------------------------------------
  // The search's result (the API's SearchResult): its front drawn as SVG points, the
  // optimum ringed; a point clicked is the one Apply sends back.
  let searched = null, chosen = null;
  const SVG = $("search-front").namespaceURI;      // the SVG namespace, from the page's own svg
  function svg(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    return node;
  }
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  function setCell(id, v) {
    const cell = $(id);
    cell.dataset.value = Array.isArray(v) ? JSON.stringify(v) : String(v);
    cell.textContent = Array.isArray(v) ? v.join(", ") : fmt(v);
  }

  function choosePoint(i) {
    chosen = searched.front[i];
    for (const c of $("search-front").querySelectorAll("circle[data-index]")) {
      c.setAttribute("class", Number(c.dataset.index) === i ? "point chosen" : "point");
    }
    for (const k of ["transformation", "loss", "risk", "classes", "suppressed_records"]) setCell(`search-point-${k}`, chosen[k]);
  }

  function drawFront(result) {
    const node = $("search-front");
    node.replaceChildren();
    const W = 520, H = 340, L = 64, R = 16, T = 16, B = 44;
    const pts = result.front;
    if (!pts.length) return;
    const xs = pts.map((p) => p.risk), ys = pts.map((p) => p.loss === null ? 0 : p.loss);
    const x0 = Math.min(...xs, 0), x1 = Math.max(...xs) || 1, y0 = Math.min(...ys, 0), y1 = Math.max(...ys) || 1;
    const X = (x) => L + (W - L - R) * (x - x0) / ((x1 - x0) || 1);
    const Y = (y) => H - B - (H - T - B) * (y - y0) / ((y1 - y0) || 1);
    node.append(svg("line", { x1: L, y1: H - B, x2: W - R, y2: H - B, class: "axis" }),
                svg("line", { x1: L, y1: T, x2: L, y2: H - B, class: "axis" }));
    for (const t of [0, 0.5, 1]) {
      node.append(svg("text", { x: X(x0 + t * (x1 - x0)), y: H - B + 16, "text-anchor": "middle" }, fmt(x0 + t * (x1 - x0))),
                  svg("text", { x: L - 6, y: Y(y0 + t * (y1 - y0)) + 4, "text-anchor": "end" }, fmt(y0 + t * (y1 - y0))));
    }
    node.append(svg("text", { x: (L + W - R) / 2, y: H - 6, "text-anchor": "middle" }, "risk (the targets' measure)"),
                svg("text", { x: 14, y: (T + H - B) / 2, transform: `rotate(-90 14 ${(T + H - B) / 2})`, "text-anchor": "middle" }, result.quality));
    node.append(svg("polyline", { points: pts.map((p, i) => `${X(xs[i])},${Y(ys[i])}`).join(" "), class: "front" }));
    pts.forEach((p, i) => {
      if (same(p.transformation, result.transformation)) {
        node.append(svg("circle", { cx: X(xs[i]), cy: Y(ys[i]), r: 10, class: "optimum", "data-optimum": "true" }));
      }
      const dot = svg("circle", { cx: X(xs[i]), cy: Y(ys[i]), r: 6, class: "point", "data-index": i,
                                  "data-transformation": JSON.stringify(p.transformation) });
      dot.append(svg("title", {}, `${p.transformation.join(",")}: risk ${fmt(p.risk)}, loss ${fmt(p.loss)}`));
      node.append(dot);
    });
  }

  screens.search = async function () {
    await refreshState();
    needSession();
    if (!$("search-form").dataset.form) await drawForm($("search-form"), "search");
  };
  $("search-run").addEventListener("click", guarded(async () => {
    $("search-box").hidden = true;
    $("search-applied").textContent = "";
    searched = null;
    const result = await run("search", { options: formValues($("search-form")) });
    searched = result;
    $("search-result").textContent = result.table;
    $("search-box").hidden = false;
    for (const k of ["transformation", "loss", "optimal", "suppressed_records"]) setCell(`search-optimum-${k}`, result[k]);
    drawFront(result);
    choosePoint(result.front.findIndex((p) => same(p.transformation, result.transformation)));
  }));
  $("search-front").addEventListener("click", guarded(async (event) => {
    const dot = event.target.closest("circle[data-index]");
    if (dot) choosePoint(Number(dot.dataset.index));
  }));
  $("search-apply").addEventListener("click", guarded(async () => {
    if (!chosen) throw new Error("sdcsql: error: apply: run the search and choose a point first");
    const result = await run("search_apply", { transformation: chosen.transformation });
    $("search-applied").textContent = result.steps.map((t) => `applied: ${t}`).join("\n");
    await refreshState();
  }));

  // Utility ---------------------------------------------------------------
  screens.utility = async function () {
    await refreshState();
    needSession();
    if (!$("utility-form").dataset.form) await drawForm($("utility-form"), "utility");
    if (!$("ru-form").dataset.form) await drawForm($("ru-form"), "ru_table");
  };
  $("utility-run").addEventListener("click", guarded(async () => {
    const result = await run("utility", { options: formValues($("utility-form")) });
    $("utility-result").textContent = result.table;
    const rows = result.estimates || [];
    $("estimates-box").hidden = !rows.length;
    const columns = ["domain", "target", "category", "statistic", "before", "after", "difference", "relative_difference"];
    table($("estimates"), columns.map((c) => c.replaceAll("_", " ")), rows.map((r) => columns.map((c) =>
      c === "domain" ? r.domain.map((v) => (v === null ? "NA" : String(v))).join(" × ") : r[c])));
  }));
  $("ru-run").addEventListener("click", guarded(async () => {
    const result = await run("candidates", { path: $("ru-path").value, options: formValues($("ru-form")) });
    const columns = ["name", "source", "n_cells", "sample_uniques", "expected_reidentifications", "max_risk",
                     "categories_lost", "marginal_loss"];
    // after the protection run of a candidate with k, a threshold or a method (none: empty)
    const after = ["suppressions_total", "expected_reidentifications", "il1"];
    table($("ru-table"), [...columns, ...after.map((c) => `${c} after`)].map((c) => c.replaceAll("_", " ")),
          result.rows.map((r) => [...columns.map((c) => r[c]),
                                  ...after.map((c) => (r.run && r.run[c] !== undefined ? r.run[c] : null))]));
    $("ru-result").textContent = result.table;
    const map = $("ru-map");
    map.hidden = false;
    await new Promise((resolve) => {
      map.addEventListener("load", resolve, { once: true });
      map.src = `/api/document/chart_ru?v=${Date.now()}`;
    });
  }));

  // Release ---------------------------------------------------------------
  screens.release = async function () {
    await refreshState();
    needSession();
    if (!$("release-form").dataset.form) await drawForm($("release-form"), "release");
  };
  $("release-apply").addEventListener("click", guarded(async () => {
    const result = await run("release", { options: formValues($("release-form")) });
    $("release-result").textContent = result.table;
    const leak = result.verification && result.verification.leak_check;
    const verdict = $("release-verdict");
    if (leak) {
      const n = leak.recoverable_suppressions;
      verdict.textContent = n === 0
        ? `leak check: no suppressed value can be recovered (${fmt(leak.suppressed_values)} suppressed)`
        : `leak check: ${fmt(n)} of ${fmt(leak.suppressed_values)} suppressed values can be recovered` +
          (leak.leaks_accepted ? " (accepted)" : "");
      verdict.dataset.value = String(n);
    } else {
      verdict.textContent = "";
      verdict.dataset.value = "";
    }
    await refreshState();
  }));
  $("write-apply").addEventListener("click", guarded(async () => {
    const result = await run("write", { data: $("write-data").value, summary: $("write-summary").value });
    $("write-result").textContent = result.paths.map((p) => `wrote ${p}`).join("\n") + "\n\n" + result.table;
  }));
  $("report-apply").addEventListener("click", guarded(async () => {
    const audience = $("report-audience").value;
    const result = await run("report", { problem: $("report-problem").value, data: $("write-data").value,
                                         out: $("report-out").value, audience });
    $("report-result").textContent = result.paths.map((p) => `wrote ${p}`).join("\n");
    const frame = $("report-view");
    frame.hidden = false;
    await new Promise((resolve) => {
      frame.addEventListener("load", resolve, { once: true });
      frame.src = `/api/document/report_${audience}?v=${Date.now()}`;
    });
  }));

  // History ---------------------------------------------------------------
  screens.history = async function () {
    await refreshState();
    const s = needSession();
    const node = $("history");
    const columns = [s.start, ...s.figures];
    const keys = [];
    for (const f of columns) for (const k of Object.keys(f || {})) if (!keys.includes(k)) keys.push(k);
    node.replaceChildren(el("tr", {}, el("th", {}, ""), el("th", { class: "text" }, "0. input"),
      ...s.steps.map((st) => el("th", { class: "text" }, `${st.index + 1}. ${st.text}`))));
    node.append(el("tr", {}, el("th", {}, ""), el("td", {}, ""), ...s.steps.map((st) => el("td", {},
      el("button", { dataset: { undo: String(st.index) } }, "Undo this step")))));
    // jump back: keep the steps up to this column, undo the later ones (redo puts them back)
    node.append(el("tr", {}, el("th", {}, ""), ...[{ index: -1 }, ...s.steps].map((st) => el("td", {},
      st.index + 1 < s.steps.length
        ? el("button", { dataset: { back: String(st.index + 1) } }, "Go back to here") : ""))));
    for (const k of keys) {
      node.append(el("tr", {}, el("th", { class: "text" }, k.replaceAll("_", " ")), ...columns.map((f, i) =>
        el("td", { id: `history-${i - 1}-${k}`, dataset: { value: f && f[k] !== undefined ? String(f[k]) : "" } },
           f && f[k] !== undefined ? fmt(f[k]) : "—"))));
    }
    if (!s.steps.length) node.append(el("tr", {}, el("td", { class: "text" }, "(no step yet)")));
    // the undone steps redo puts back, the next one first
    const undone = $("redo-list");
    undone.replaceChildren(...s.redoable.map((text, i) => el("li", { dataset: { redo: String(i + 1) } }, text)));
    $("redo-box").hidden = !s.redoable.length;
    $("redo-count").value = String(Math.min(Math.max(1, Number($("redo-count").value) || 1), s.redoable.length || 1));
  };
  $("redo-apply").addEventListener("click", guarded(async () => {
    await run("redo", { count: Number($("redo-count").value) });
    await show("history");
  }));
  $("redo-all").addEventListener("click", guarded(async () => {
    await run("redo", { count: state.session.redoable.length });
    await show("history");
  }));
  $("history").addEventListener("click", guarded(async (event) => {
    const back = event.target.closest("button[data-back]");
    if (back) {
      await run("back", { to: Number(back.dataset.back) });
      await show("history");
      return;
    }
    const button = event.target.closest("button[data-undo]");
    if (!button) return;
    await run("undo", { index: Number(button.dataset.undo) });
    await show("history");
  }));
  $("undo-apply").addEventListener("click", guarded(async () => {
    await run("undo", { count: Number($("undo-count").value) });
    await show("history");
  }));
  $("problem-show").addEventListener("click", guarded(async () => {
    $("problem-text").textContent = (await api("GET", "/api/problem_file")).toml;
  }));
  $("script-apply").addEventListener("click", guarded(async () => {
    const result = await run("script", { path: $("script-path").value, data: $("script-data").value });
    $("script-text").textContent = result.python;
  }));
  $("save-apply").addEventListener("click", guarded(async () => {
    const result = await run("save", { path: $("save-path").value, data: $("save-data").value });
    $("save-result").textContent = result.paths.map((p) => `wrote ${p}`).join("\n");
  }));

  // ------------------------------------------------------------------ start
  // Enter in a form's field sends nothing anywhere (the buttons act)
  for (const form of document.querySelectorAll("form")) form.addEventListener("submit", (e) => e.preventDefault());
  $("job-cancel").addEventListener("click", guarded(async () => { await api("POST", "/api/job/cancel", {}); }));
  for (const b of document.querySelectorAll("#nav button")) {
    b.addEventListener("click", guarded(async () => { clearError(); await show(b.dataset.screen); }));
  }
  (async () => {
    try {
      await refreshState();
      const job = state.job;
      if (!state.session && job && job.status === "done" && job.result && job.result.variables) {
        fileView = job.result;              // the file given on the command line
        $("open-path").value = fileView.path;
        $("file-records").textContent = fmt(fileView.records);
        drawRoles(fileView);
      }
      if (!state.session && job && job.status === "failed") showError(job.error);
    } catch (e) { showError(String(e.message || e)); }
    await guarded(() => show("data"))();
  })();
})();
