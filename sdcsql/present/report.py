"""The release report of a problem file: HTML for people, JSON for programs.

Seed 000 section 7.5 (mu-Argus's report on making the safe file: original and
protected files, the key variables with their number of categories and missings,
the recodes, the risk thresholds, the suppressions per variable) and seed 003
section 3.6.2 (sdcMicro's two reports: internal, with everything, for the people
who decide on the release; external, for the users of the released file).

``sdcsql report PROBLEM.toml --audience internal|external --out REPORT.html`` runs
the problem file (as ``sdcsql run`` does: the outputs are written again, byte for
byte the same) and writes ``REPORT.html`` and ``REPORT.json``.

* ``internal``: input and output files (name, rows, columns, sha256), key variables
  (categories and missing values in the original input, after the recodes, and in
  the output), recodes with their parameters,
  the risk model, method, pi and missing-value convention, the thresholds (individual,
  re-identification rate, household), global risk before and after, suppressions per
  variable and per household size, core-risk warnings, information-loss figures, the
  software version, the problem file itself, and the risk charts before and after; with
  ``[[candidate]]`` tables the risk-utility table of the candidates and the R-U map.
* ``external``: only what describes the released file and can be recomputed from it:
  the output files, the key variables after protection, which methods were applied
  (recode kinds, local suppression) without parameters, the risk model's name, the
  global risk of the released file, suppressions per variable and per household size,
  the number of records the core-risk screen flagged (no risk values), the software
  version and the chart of the released file.  No threshold, no target, no pi, no
  recode parameter, nothing about the unprotected input.

A release is a chain of steps (docs/pipeline/problem_file.md, "Steps"): both reports list
every step in its order (``steps``: its method; internally also its parameters without
seeds, what it changed, the risk of the file after it and its utility against the
original input); every other figure is of the file actually released against the
original input.  ``figures_from`` says whether the figures come from this run or were
reused from a run of the same inputs and steps (docs/pipeline/problem_file.md,
"Reuse").

Neither report holds a record value: figures are counts and risk summaries; key
variables are described by their names and numbers of categories.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb
import jinja2

from ..data import atomic_path, json_ready, json_text, sha256_of
from ..errors import InputError
from ..utility.information_loss import information_loss

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface
    from ..pipeline.problem_file import ProblemFile, RunResult

__all__ = ["AUDIENCES", "build_report", "report_html", "report_is_current", "write_report",
           "write_run_report"]

AUDIENCES = ("internal", "external")


# --------------------------------------------------------------------- facts
def _file(path: Path, rows: int | None, columns: int | None) -> dict[str, Any]:
    return {"name": path.name, "rows": rows, "columns": columns, "sha256": sha256_of(path)}


def _recode_json(r: Any, audience: str) -> dict[str, Any]:
    if audience == "external":
        return {"variable": r.variable, "kind": r.kind}
    out = {"variable": r.variable, "kind": r.kind}
    for name in ("groups", "breaks", "labels", "value", "quantile", "replacement", "keep",
                 "width", "n", "method", "right", "weighted"):
        v = getattr(r, name)
        if v is not None and v is not False and v != ():
            out[name] = [[to, list(frm)] for to, frm in v] if name == "groups" else (
                list(v) if isinstance(v, tuple) else v)
    return out


def _risk_json(summary: Any, audience: str) -> dict[str, Any]:
    out = {
        "records": summary.n,
        "cells": summary.n_cells,
        "sample_uniques": summary.sample_uniques,
        "expected_reidentifications": summary.expected_reidentifications,
        "reidentification_rate": summary.reidentification_rate,
        "k_anonymity_violations": dict(summary.k_anonymity_violations),
        "household_expected_reidentifications": summary.household_expected_reidentifications,
        "household_reidentification_rate": summary.household_reidentification_rate,
    }
    if audience == "internal":
        out["max_risk"] = summary.max_risk
        out["max_household_risk"] = summary.max_household_risk
        out["benchmark_high_risk"] = summary.benchmark_high_risk
    return out


def _flatten(value: Any, prefix: str = "") -> list[list[Any]]:
    """A measure's JSON as rows [figure, value] (nested keys joined by spaces)."""
    if isinstance(value, dict):
        return [row for k, v in value.items()
                for row in _flatten(v, f"{prefix} {k}".strip())]
    if isinstance(value, list):
        value = ", ".join(str(v) for v in value)
    return [[prefix.replace("_", " "), value]]


def _measures_json(summary: Any) -> dict[str, list[list[Any]]]:
    """The other risk measures of a risk summary (sdcsql.risk.measures), by name."""
    return {name: _flatten(r.to_json()) for name, r in getattr(summary, "measures", {}).items()}


def _method_json(summary: Any, audience: str) -> dict[str, Any]:
    """A protection method other than local suppression: its name, the risk of the keys
    on the protected file and (internal report only: they compare with the input) the
    utility measures and the estimates of the whole file."""
    utility = summary.utility.to_json() if getattr(summary, "utility", None) else {}
    rows: list[list[Any]] = []
    if audience == "internal":     # utility compares with the input: not for users
        rows = _flatten({k: v for k, v in utility.items()
                         if k in ("n_records", "variables", "il1", "il1s", "eigen")})
        rows += [[" ".join(str(x) for x in (e["target"], e["category"], e["statistic"])
                           if x is not None), f"{e['before']} -> {e['after']}"]
                 for e in utility.get("estimates", []) if e["domain"] == ["__all__"]]
        linked = getattr(summary, "continuous_risk", None)
        if linked is not None:      # shares of records, against the input
            linked = linked.to_json() if hasattr(linked, "to_json") else linked
            rows += _flatten({f"continuous risk {k}": v for k, v in linked.items()
                              if k in ("linkage", "interval", "not_computed")})
    risk = getattr(summary, "risk_after", None)
    return {"method": getattr(summary, "method", None),
            "risk_after": _risk_json(risk, audience) if risk is not None else None,
            "utility": rows}


def _step_json(record: Any, audience: str) -> dict[str, Any]:
    """One step of the release (docs/present/report.md, "Steps"): its method; for the
    internal report also its parameters (seeds left out), what it changed, the risk of
    the file after it and its utility against the original input (they describe files
    that are not released)."""
    out: dict[str, Any] = {"index": record.index, "method": record.step.method}
    if record.step.recode is not None:
        out["variable"] = record.step.recode.variable
    if audience != "internal":
        return out
    risk = record.risk.summary if record.risk is not None else None
    out.update(parameters=record.step.public(), changed=record.changed(),
               risk_after=_risk_json(risk, audience) if risk is not None else None,
               utility_after=record.utility)
    if record.not_computed:
        out["risk_not_computed"] = record.not_computed
    return out


def _outputs_json(result: RunResult, data_out: Path | None,
                  audience: str) -> list[dict[str, Any]]:
    """The files the run wrote (the summary holds the thresholds: not for users)."""
    outputs = []
    for path in result.paths:
        if data_out is not None and path == data_out:
            outputs.append({**_file(path, result.after.n, len(result.data.columns)),
                            "kind": "data"})
        elif audience == "internal":
            outputs.append({**_file(path, None, None), "kind": "summary"})
    return outputs


def _leak_json(check: dict[str, Any], checked_on: str) -> dict[str, Any]:
    return {"recoverable_suppressions": check["recoverable_suppressions"],
            "by_variable": {k: c["recoverable"] for k, c in check["by_variable"].items()},
            "by_channel": check.get("by_channel", {}),
            "household_variables": check["household_variables"],
            "size_variables": check["size_variables"],
            "leaks_accepted": check["leaks_accepted"], "checked_on": checked_on}


def _protection_json(prot: Any, rel: Any, final: dict[str, Any] | None = None) -> dict[str, Any]:
    """The suppressions of the release's local suppression (``prot``, its summary) and
    the leak check and preparation of the release ``rel`` (docs/protect/release.md):
    the file actually published.  ``final``: the leak check of the final file when
    steps after the suppression changed it (no release step)."""
    report: dict[str, Any] = {}
    if prot is not None:
        report["suppressions"] = {
            "by_variable": dict(prot.suppressions),
            "total": prot.suppressions_total,
            "by_household_size": dict(prot.suppressions_by_household_size)
            if prot.suppressions_by_household_size is not None else None,
            "records_changed": prot.records_changed,
        }
        v = prot.verification
        if v:   # the leak check of the protected file (docs/utility/leak_check.md)
            report["leak_check"] = _leak_json(v, "the suppressed file")
    if final is not None:
        report["leak_check"] = _leak_json(final, final["checked_on"])
    if rel is not None and rel.verification is not None:
        # the release (docs/protect/release.md): the leak check and the risk of the
        # file actually published (new household ids, marks, dropped columns)
        v = rel.verification
        if v["leak_check"] is not None:
            report["leak_check"] = _leak_json(v["leak_check"], "the release")
        risk = v["risk"] or {}
        report["release_preparation"] = {
            "records": rel.n_records, "dropped": rel.dropped,
            "household_ids_replaced": rel.household is not None,
            "person_ids_replaced": rel.person_id is not None, "shuffled": rel.shuffled,
            "suppression_marks": {c: m["count"] for c, m in rel.marks.items()},
            "suppression_flags": dict(rel.flags),
            "household_size": v["household_size"]["handling"],
            "max_risk": risk.get("max_risk"),
            "expected_reidentifications": risk.get("expected_reidentifications"),
            "max_household_risk": risk.get("max_household_risk")}
    return report


@contextlib.contextmanager
def _before_recodes(pf: ProblemFile, recoded: ProblemInterface) -> Iterator[ProblemInterface]:
    """The problem over the problem file's input before its recodes, on ``recoded``'s
    connection: ``recoded`` itself when the file recodes no key (the keys are the same)."""
    if not {r.variable for r in pf.recodes} & set(pf.spec.keys):
        yield recoded
        return
    from ..pipeline.runner import open_problem

    spark = recoded.engine.dialect == "spark"
    with open_problem(str(pf.input_path()) if spark else pf.input_path(), pf.spec,
                      engine=recoded.engine.dialect, con=None if spark else recoded.con,
                      spark=recoded.con if spark else None) as original:
        yield original


def build_report(pf: ProblemFile, result: RunResult, audience: str,
                 problem_text: str | None = None) -> dict[str, Any]:
    """The report as a JSON-ready dict (see the module docstring for what each holds)."""
    from .. import __version__
    from ..risk.core import core_risk_table

    if audience not in AUDIENCES:
        raise InputError(f"--audience {audience!r}: use internal or external")
    before_p, after_p = result.problems()
    internal = audience == "internal"
    suppression = next((r.result.summary for r in reversed(result.steps)
                        if r.step.method == "local_suppression"), None)
    spec = pf.spec
    data_out = pf.output_path("data")
    report: dict[str, Any] = {
        "audience": audience,
        "release": dict(pf.report),
        "software": {"name": "sdcsql", "version": __version__},
        "output_files": _outputs_json(result, data_out, audience),
        "risk_model": {
            "model": "individual risk (negative-binomial model; Benedetti & Franconi 1998, "
                     "Polettini 2004)"
                     + (", household risk (Polettini 2004)" if spec.household else ""),
            "method": pf.method,
        },
        "recodes": [_recode_json(r, audience) for r in pf.recodes],
        "local_suppression": suppression is not None,
        "global_risk_after": _risk_json(result.after, audience),
        "steps": [_step_json(r, audience) for r in result.steps],
        "figures_from": result.source,
    }
    others = [r.result.summary for r in result.steps if r.step.kind == "protect"
              and r.step.method != "local_suppression"]
    if others:
        # another protection method: its risk and utility after (issue 17 item 9)
        report["protection_method"] = _method_json(others[-1], audience)
    prot = suppression
    report.update(_protection_json(prot, result.release, result.leak_check))
    if internal:
        with _before_recodes(pf, before_p) as original:
            loss = information_loss(after_p, records=result.after.n, protection=prot,
                                    original=original, recoded=before_p)
    else:
        loss = information_loss(after_p, records=result.after.n, protection=prot)
    core = None
    if spec.household and result.threshold is not None \
            and math.isfinite(result.threshold.threshold):
        core = core_risk_table(before_p, result.threshold.threshold, pf.method)
    if internal:
        report["input_file"] = _file(pf.input_path(), result.before.n, len(before_p.schema))
        report["key_variables"] = loss.key_variables()
        report["risk_model"].update(missing=str(spec.missing), pi=spec.pi,
                                    weight=spec.weight, household=spec.household)
        report["thresholds"] = {
            "individual": result.threshold.to_json() if result.threshold else None,
            "household": (result.household_threshold.to_json()
                          if result.household_threshold else None),
            "protection": prot.to_json() if prot is not None else None,
        }
        report["global_risk_before"] = _risk_json(result.before, audience)
        report["risk_measures_before"] = _measures_json(result.before)
        report["core_risk_warnings"] = core
        report["problem_file"] = problem_text
        if result.release is not None:      # record by record: the file the release
            # prepares (the same values, in input order; its dropped columns left out)
            report["utility"] = utility_figures(pf, after_p.source, before_p.con,
                                                dropped=result.release.dropped)
        elif data_out is not None:
            report["utility"] = utility_figures(pf, data_out, before_p.con)
        if result.candidates is not None:
            # candidate settings and their thresholds: for the people who decide only
            report["candidates"] = candidate_rows(result.candidates)
    else:
        report["key_variables"] = loss.key_variables()
        report["core_risk_warnings"] = None if core is None else {
            "individuals": sum(r["individuals"] for r in core),
            "households": sum(r["households"] for r in core)}
    report["information_loss"] = loss.figures()
    return json_ready(report)


def utility_figures(pf: ProblemFile, released: Any, con: Any,
                    dropped: Sequence[str] = ()) -> dict[str, Any]:
    """The internal report's utility measures (docs/utility/measures.md): the input
    (before recodes) against the released file (a path, or with a release step the
    relation the release prepares, in input order, ``dropped`` its columns the release
    leaves out), for the methods a problem file uses
    (recodes and suppression of the keys: categories lost, suppressions, CTBIL, EBIL,
    lambda; numeric variables: IL1, the measures of table 3.7, eigen, gamma, lambda),
    with the ``[utility]`` table's options.  No estimates: their domains and categories
    are record values, which the report never holds (they are in ``output.utility``)."""
    from ..utility.measures import CONTINUOUS, utility

    spec = pf.spec
    keys = [k for k in spec.keys if k not in dropped]
    numeric = [v for v in spec.numeric if v not in dropped]
    options = {k: v for k, v in pf.utility.items()
               if k not in ("targets", "domains", "measures", "strata")}
    asked = [m for m in pf.utility.get("measures") or () if m != "estimates"]
    measures = asked or (["categories", "ctbil", "ebil", "lambda"]
                         + (list(CONTINUOUS) if numeric else []))
    spark = not isinstance(con, duckdb.DuckDBPyConnection)
    try:        # on Spark the files are paired by the spec's person_id
        measured = utility(str(pf.input_path()) if spark else pf.input_path(),
                       str(released) if spark and isinstance(released, Path) else released,
                           keys=keys or None, numeric=numeric or None, weight=spec.weight,
                           measures=measures, con=con,
                           person_id=spec.person_id if spark else None, **options)
    except InputError as exc:
        if not spark:
            raise
        return {"not_computed": str(exc)}
    return {k: v for k, v in measured.to_json().items() if k not in ("estimates", "domains")}


def candidate_rows(table: Any) -> list[dict[str, Any]]:
    """The internal report's risk-utility table (docs/utility/ru_table.md): per candidate
    its setting, where the figures come from, and the figures (a run's when it ran)."""
    rows = []
    for r in table.rows:
        run, target = r["run"] or {}, r["target"] or {}
        setting = [f"{len(r['recodes'])} recode(s)"] if r["recodes"] else []
        for t in ("k", "threshold", "reid_rate", "method"):
            if r.get(t) is not None:
                setting.append(f"{t} {r[t]}")
        rows.append({
            "name": r["name"], "setting": ", ".join(setting) or "as is",
            "source": r["source"],
            "sample_uniques": r["sample_uniques"],
            "expected_reidentifications": r["expected_reidentifications"],
            "unsafe_records": target.get("unsafe_records"),
            "categories_lost": r["categories_lost"], "marginal_loss": r["marginal_loss"],
            "suppressions_after": run.get("suppressions_total"),
            "expected_reidentifications_after": run.get("expected_reidentifications"),
            "marginal_loss_after": run.get("marginal_loss"),
            "il1_after": run.get("il1"),
        })
    return rows


# --------------------------------------------------------------------- HTML
def _charts(pf: ProblemFile, result: RunResult, audience: str) -> list[dict[str, str]]:
    from .charts import chart_png, risk_chart, risk_histogram

    before_p, after_p = result.problems()
    protected = after_p is not before_p
    kinds = ["individual"] + (["household"] if pf.spec.household else [])
    rows = []
    for kind in kinds:
        if audience == "internal":
            row = [risk_histogram(before_p, pf.method, kind, label="before")]
            if protected:
                row.append(risk_histogram(after_p, pf.method, kind, label="after"))
        else:
            row = [risk_histogram(after_p, pf.method, kind, label="released file")]
        rows.append(row)
    lines: dict[str, float] | None = None
    if audience == "internal":
        lines = {}
        if result.threshold is not None:
            lines["individual"] = result.threshold.threshold
        if result.household_threshold is not None:
            lines["household"] = result.household_threshold.threshold
    fig = risk_chart(rows, threshold=lines)
    caption = ("Risk before (bars) and after protection (line), log scale; dashed: thresholds"
               if audience == "internal" else "Risk of the released file, log scale")
    charts = [{"src": chart_png(fig), "caption": caption}]
    if audience == "internal" and result.candidates is not None:
        from ..utility.ru_table import ru_figure

        o = pf.ru_table
        charts.append({"src": chart_png(ru_figure(
            result.candidates, risk=o.get("ru_risk", "expected_reidentifications"),
            loss=o.get("ru_loss", "marginal_loss"), chosen=o.get("chosen"))),
            "caption": "Risk-utility map of the candidates (after protection where a run "
                       "gave the figures, else from cells)", "id": "ru-map"})
    return charts


def _html(name: str) -> str:
    return resources.files("sdcsql.present").joinpath("html", name).read_text(encoding="utf-8")


def _fmt(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def _figure(value: Any, key: str) -> str:
    """A figure of the page: a rate (a fraction in the JSON) as a percent."""
    if isinstance(value, float) and key.endswith(("_rate", "_rate_bound")):
        return f"{100 * value:.4f} %"
    return _fmt(value)


def report_html(report: dict[str, Any], charts: list[dict[str, str]]) -> str:
    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    env.filters["fmt"] = _fmt
    env.filters["figure"] = _figure
    return env.from_string(_html("report.html")).render(r=report, charts=charts)


def write_report(problem_path: str | Path, out: str | Path, audience: str,
                 threads: int | None = None, con: Any = None,
                 page: str | Path | None = None,
                 memory_limit: str | None = None, engine: str = "duckdb",
                 spark: Any = None) -> tuple[Path, Path]:
    """Run the problem file and write the report: ``out`` (.html) and its ``.json``.

    ``con``: the DuckDB connection to run on (default: a new one).  ``page``: also
    write the threshold page of the recoded input there (sdcsql.present.page.write_run_page).
    ``memory_limit`` overrides the file's (see
    :func:`~sdcsql.pipeline.problem_file.run_problem_file`).  ``engine="spark"``: the
    file's steps and the report's figures on Spark (in ``spark``, default a local
    session: :func:`sdcsql.pipeline.etl.run_file`), the same figures as DuckDB's, and
    the same threshold page."""
    from ..engines import check_engine
    from ..pipeline.problem_file import load_problem_file, run_problem_file

    if audience not in AUDIENCES:
        raise InputError(f"--audience {audience!r}: use internal or external")
    out = Path(out)
    if out.suffix.lower() not in (".html", ".htm"):
        raise InputError(f"--out {str(out)!r}: the report's name must end in .html "
                         "(the JSON is written beside it)")
    json_path = out.with_suffix(".json")
    if page is not None and Path(page).suffix.lower() not in (".html", ".htm"):
        raise InputError(f"--html {str(page)!r}: the page's name must end in .html")
    if check_engine(engine) == "spark" and (con is not None or memory_limit is not None):
        raise InputError("--engine spark: a DuckDB connection and --memory-limit are "
                         "DuckDB's; drop them")
    from .charts import require_matplotlib

    require_matplotlib()
    pf = load_problem_file(problem_path)
    pf.check_outputs(**{"--out": out, "--out (its JSON)": json_path, "--html": page})
    text = Path(problem_path).read_text(encoding="utf-8") if audience == "internal" else None
    if engine == "spark":
        from ..engines.spark import spark_session
        from ..pipeline.etl import check_file_engine, run_file

        check_file_engine(pf, engine)
        with run_file(pf, engine="spark", spark=spark or spark_session(threads),
                      threads=threads, reporter=write_run_report) as step:
            return _report_and_page(pf, step.problem, out, audience, text, page)
    with run_problem_file(pf, threads=threads, con=con, memory_limit=memory_limit,
                          reporter=write_run_report) as result:
        return _report_and_page(pf, result, out, audience, text, page)


def _report_and_page(pf: ProblemFile, result: RunResult, out: Path, audience: str,
                     text: str | None, page: str | Path | None) -> tuple[Path, Path]:
    """The report of a run, and its threshold page when asked (either engine)."""
    written = write_run_report(pf, result, out, audience, problem_text=text)
    if page is not None:
        from .page import write_run_page

        write_run_page(pf, result, page)
    return written


def report_is_current(problem_path: str | Path, out: str | Path, audience: str) -> bool:
    """Whether ``out`` (and its .json) is the ``audience`` report of the same inputs and
    steps as the problem file's (its run key, :func:`sdcsql.pipeline.problem_file.run_key`):
    then ``sdcsql report`` reuses it instead of running the file again."""
    import json

    from ..pipeline.problem_file import load_problem_file, run_key

    out = Path(out)
    json_path = out.with_suffix(".json")
    if not (out.is_file() and json_path.is_file()):
        return False
    try:
        report = json.loads(json_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    pf = load_problem_file(problem_path)
    return isinstance(report, dict) and report.get("audience") == audience \
        and report.get("run_key") == run_key(pf)


def write_run_report(pf: ProblemFile, result: RunResult, out: str | Path, audience: str,
                     problem_text: str | None = None) -> tuple[Path, Path]:
    """Write the report of a run (``out``, .html, and its .json beside it), atomically:
    ``sdcsql report`` and the release step's ``output.report``."""
    out = Path(out)
    json_path = out.with_suffix(".json")
    from ..pipeline.problem_file import run_key

    report = build_report(pf, result, audience, problem_text=problem_text)
    if result.source == "run" and pf.input_path().exists():
        report["run_key"] = run_key(pf)
    html = report_html(report, _charts(pf, result, audience))
    with atomic_path(out) as html_tmp, atomic_path(json_path) as json_tmp:
        html_tmp.write_text(html, encoding="utf-8")
        json_tmp.write_text(json_text(report), encoding="utf-8")
    return out, json_path
