"""Every call of the workbench into :class:`~sdcsql.pipeline.session.Session`, in one place.

The workbench is a view of one session (docs/present/workbench.md): each action of the
page is one public method of the session (``recode``, ``risk``, ``what_if``,
``set_threshold``, ``protect``, ``release``, ``undo``, ``to_problem_file``, ``save``,
``write``, ``Session.open``), and every figure shown of the current file is computed by
the one run loop (:func:`sdcsql.pipeline.runner.run_chain`) on the session's steps
(:attr:`Session.steps`), so nothing here is a second
implementation of a method.  When the session changes shape, this module is the one
to adapt.

The functions return JSON-ready dicts (:func:`sdcsql.data.json_ready`).

A session on Spark (``engine="spark"``, ``sdcsql workbench --engine spark``) runs every
step and figure of the current file on Spark through the session's engine, as
``sdcsql run --engine spark`` does; the Data screen's first look at a file, before its
roles are chosen (:class:`FileView`: columns, labels, a page of rows), reads it on a
DuckDB connection of the workbench's own.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from typing import Any

from ..data import json_ready, register_source, schema_of
from ..errors import InputError, SdcsqlWarning
from ..pipeline.session import Session
from ..protect.recode import Recode

__all__ = ["FileView", "categories", "close", "current_run", "describe", "inspect", "measure",
           "open_problem_file", "open_session", "prepare", "preview", "protect", "recode",
           "release", "riskiest_cells", "risk", "risk_chart", "save", "set_threshold", "steps",
           "threshold_figures", "back_to", "redo",
           "to_problem_text", "undo", "utility", "what_if", "write", "write_report"]

#: rows of a preview page, and of a page of the riskiest cells
PAGE_ROWS = 20
#: categories of a variable sent to the recode form at most (the answer stays small:
#: docs/present/workbench.md)
CATEGORY_ROWS = 1000
#: a variable of the recode form (a key or a numeric variable) with more distinct values
#: than this (approximately) has its categories counted by the background action that
#: made the file (:func:`prepare`): grouping 4M distinct incomes of 10M records takes a
#: second or more, a quick answer must not (docs/present/workbench.md)
COUNT_AHEAD_FROM = 50_000
#: the roles of a spec the Data screen sets (sdcsql.spec.Spec's arguments)
ROLES = ("keys", "weight", "household", "household_size", "person_id", "numeric",
         "sensitive", "strata", "household_variables")
_SINGLE = ("weight", "household", "household_size", "person_id")
_QUOTED = re.compile(r"'([^']+)'")


def _caught(function: Any, *args: Any, **kwargs: Any) -> tuple[Any, list[str]]:
    """Call ``function``; return its value and the messages of the sdcsql warnings it gave
    (shown in the page beside the variable they name, never in a log)."""
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", SdcsqlWarning)
        value = function(*args, **kwargs)
    return value, [str(w.message) for w in seen if issubclass(w.category, SdcsqlWarning)]


def _fetch(engine: Any, template: str, params: dict[str, Any] | None = None, **names: Any
           ) -> tuple[list[str], list[list[Any]]]:
    """The columns and rows of a small query rendered from ``template`` on ``engine``
    (an :class:`~sdcsql.engines.Engine`: a problem's, or :func:`_duckdb`'s)."""
    sql = engine.render(template, **names)
    if engine.dialect == "duckdb":
        cur = engine.con.execute(sql, params or {})
        columns = [d[0] for d in cur.description]
        return columns, [[_cell(v) for v in r] for r in cur.fetchall()]
    table = engine.fetch_arrow(sql, params)
    return table.column_names, [[_cell(v) for v in r.values()] for r in table.to_pylist()]


def _duckdb(con: Any) -> Any:
    """A DuckDB connection as an :class:`~sdcsql.engines.Engine` (for :func:`_fetch`)."""
    from ..engines.duckdb import DuckDBEngine

    return DuckDBEngine(con)


def _cell(value: Any) -> Any:
    """A value as the page shows it: decimals as numbers, dates and times in ISO form,
    anything else JSON has no type for as text."""
    import datetime
    import decimal

    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, (datetime.date, datetime.time, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def warnings_by_variable(messages: list[str], columns: list[str]) -> dict[str, list[str]]:
    """Each warning under the first column its message names (``'age'``), else under ``""``."""
    out: dict[str, list[str]] = {}
    for text in messages:
        named = [c for c in _QUOTED.findall(text) if c in columns]
        out.setdefault(named[0] if named else "", []).append(text)
    return out


# ------------------------------------------------------------------ before a session
class FileView:
    """A data file opened for the Data screen before its roles are chosen: its columns,
    types, record count, labels (SPSS, Stata, SAS, mu-Argus) and pages of rows."""

    def __init__(self, con: Any, path: str | Path) -> None:
        self.path = Path(path).expanduser()
        if not self.path.exists():
            raise InputError(f"{str(self.path)!r}: no such file")
        self.con = con
        self.engine = _duckdb(con)
        self.view = register_source(con, self.path)
        self.types = schema_of(con, self.view)

    def close(self) -> None:
        self.con.execute(f"DROP VIEW IF EXISTS {_q(self.view)}")

    def describe(self) -> dict[str, Any]:
        from ..formats import metadata_of

        meta = metadata_of(self.view)
        _, rows = _fetch(self.engine, "present/workbench/counts.sql", source=self.view,
                         household=None)
        roles: dict[str, Any] = {}
        if meta is not None and meta.roles:
            roles = {k: v for k, v in meta.roles.items() if k in ROLES and v}
        return json_ready({
            "path": str(self.path), "records": rows[0][0],
            "variables": [{"name": c, "type": t,
                           "label": meta.variable_labels.get(c) if meta else None,
                           "value_labels": {str(k): v for k, v in
                                            (meta.value_labels.get(c) or {}).items()}
                           if meta else {},
                           "missing": list(meta.user_missing.get(c) or []) if meta else []}
                          for c, t in self.types.items()],
            "roles": roles})


def inspect(con: Any, path: str | Path) -> tuple[FileView, dict[str, Any]]:
    view = FileView(con, path)
    try:
        return view, {**view.describe(), "preview": preview(view.engine, view.view, 0)}
    except BaseException:
        view.close()
        raise


def preview(engine: Any, source: str, offset: int) -> dict[str, Any]:
    """One page of rows of ``source`` on ``engine`` (the local user's own file: shown,
    never logged; on Spark in the order its scan gives, as Spark keeps no file order)."""
    offset = max(0, int(offset))
    columns, rows = _fetch(engine, "present/workbench/preview.sql",
                           {"limit": PAGE_ROWS, "offset": offset}, source=source)
    return json_ready({"columns": columns, "rows": rows, "offset": offset,
                       "page_rows": PAGE_ROWS})


def _spec(roles: dict[str, Any]) -> Any:
    from ..spec import Spec

    given = {k: v for k, v in roles.items() if v not in (None, "", [], ())}
    unknown = sorted(set(given) - set(ROLES) - {"na_codes", "pi"})
    if unknown:
        raise InputError(f"roles: unknown role {unknown[0]!r}; give some of {', '.join(ROLES)}")
    if not given.get("keys"):
        raise InputError("keys: choose at least one key variable")
    return Spec(**given)


def open_session(path: str | Path, roles: dict[str, Any], method: str = "exact", *,
                 threads: int | None = None, memory_limit: str | None = None,
                 engine: str = "duckdb") -> tuple[Session, list[str]]:
    """A new session on a data file with the roles chosen (the warnings it gave), on
    ``engine`` (``spark``: the active or a local session, ``threads`` its cores)."""
    return _caught(Session, Path(path).expanduser(), _spec(roles), method=method,
                   threads=threads, memory_limit=memory_limit, engine=engine)


#: connections opened here for a reopened session (closed after it, by :func:`close`)
_CONNECTIONS: dict[int, Any] = {}


def open_problem_file(path: str | Path, *, threads: int | None = None,
                      memory_limit: str | None = None, engine: str = "duckdb"
                      ) -> tuple[Session, list[str]]:
    """Reopen a problem file or a saved session (``Session.open``) on ``engine``;
    ``memory_limit`` overrides the file's (as ``sdcsql run --memory-limit`` does)."""
    if engine == "spark" and memory_limit is not None:
        from ..engines import SPARK_MEMORY_LIMIT

        raise InputError(SPARK_MEMORY_LIMIT)
    if memory_limit is None:
        return _caught(Session.open, Path(path).expanduser(), threads=threads,
                       engine=engine)
    import duckdb

    from ..data import set_memory_limit

    con = duckdb.connect()
    try:
        set_memory_limit(con, memory_limit)
        opened = _caught(Session.open, Path(path).expanduser(), con=con, threads=threads)
    except BaseException:
        con.close()
        raise
    _CONNECTIONS[id(opened[0])] = con
    return opened


def close(session: Session) -> None:
    """Close ``session``, its kept runs first and the connection opened for it last."""
    forget(session)
    session.close()
    con = _CONNECTIONS.pop(id(session), None)
    if con is not None:
        con.close()


# ------------------------------------------------------------------ the session
def describe(session: Session) -> dict[str, Any]:
    spec = session.spec
    return json_ready({
        "input": str(session.input), "method": session.method,
        "roles": {r: getattr(spec, r) for r in ROLES},
        "columns": sorted({c for r in ROLES for c in
                           ((getattr(spec, r),) if r in _SINGLE else getattr(spec, r)) if c}),
        "na_codes": {c: list(v) for c, v in spec.na_codes},
        "outputs": {k: str(v) for k, v in session.outputs.items()},
        "steps": steps(session),
        "redoable": [s.describe() for s in session.redoable]})


def steps(session: Session) -> list[dict[str, Any]]:
    return [json_ready({"index": i, "kind": s.kind, "text": s.describe(),
                        "recode": s.recode.to_dict() if s.recode is not None else None,
                        "params": dict(s.params)})
            for i, s in enumerate(session.steps)]


def history_key(session: Session) -> str:
    """What identifies the current file: the session's problem file without its outputs."""
    return session.to_problem_file(data=None, summary=None).to_toml()


def risk(session: Session) -> dict[str, Any]:
    households = bool(session.spec.household)
    return session.risk(households=households).to_json()


def recode(session: Session, doc: dict[str, Any]) -> dict[str, Any]:
    return session.recode(Recode.from_dict(doc, where="recode")).to_json()


def what_if(session: Session, doc: dict[str, Any], threshold: float | None = None
            ) -> dict[str, Any]:
    result = session.what_if(Recode.from_dict(doc, where="recode"), threshold=threshold)
    return {**result.to_json(), "table": result.table()}


def set_threshold(session: Session, options: dict[str, Any]) -> dict[str, Any]:
    result = session.set_threshold(**options)
    return {**result.to_json(), "table": result.table()}


def protect(session: Session, options: dict[str, Any]) -> dict[str, Any]:
    summary = session.protect(**options)
    return {**summary.to_json(), "table": summary.table()}


def release(session: Session, options: dict[str, Any]) -> dict[str, Any]:
    result = session.release(**options)
    return {**result.to_json(), "table": result.table()}


def undo(session: Session, index: int | None = None, count: int = 1) -> list[str]:
    """Undo step ``index`` (one step), or the last ``count`` steps; their descriptions."""
    if index is not None:
        return [session.undo(int(index)).describe()]
    if not 1 <= count <= len(session.steps):
        raise InputError(f"undo: {count} step(s) asked, the session has {len(session.steps)}")
    return [session.undo().describe() for _ in range(count)]


def redo(session: Session, count: int = 1) -> list[str]:
    """Put back the last ``count`` undone steps (``Session.redo``, one at a time); their
    descriptions."""
    undone = len(session.redoable)
    if not 1 <= count <= max(undone, 1) or not undone:
        raise InputError(f"redo: {count} step(s) asked, {undone} can be redone")
    return [session.redo().describe() for _ in range(count)]


def back_to(session: Session, keep: int) -> list[str]:
    """Jump back to step ``keep`` (0: the input): undo every later step, last first, so
    that redo puts them back; their descriptions."""
    if not 0 <= keep < len(session.steps):
        raise InputError(f"back to step {keep}: give 0 (the input) to "
                         f"{len(session.steps) - 1}, a step before the last")
    return undo(session, count=len(session.steps) - keep)


def to_problem_text(session: Session, base: str | Path | None = None) -> str:
    return session.to_problem_file(base=base).to_toml()


def save(session: Session, path: str | Path, data: str | None = None) -> str:
    return str(session.save(Path(path).expanduser(),
                            data=Path(data).expanduser() if data else None))


def write(session: Session, data: str | Path, summary: str | Path | None = None
          ) -> dict[str, Any]:
    """Write the final file: what :meth:`Session.write` does (run the session's
    problem file from the original input), on the session's connection, so that the
    page's Cancel interrupts it and its progress shows (``Session.write`` opens a
    connection of its own on DuckDB); on Spark in the session's SparkSession, as
    ``sdcsql run --engine spark`` writes (sdcsql.pipeline.etl.run_file)."""
    from ..pipeline.etl import run_file
    from ..pipeline.problem_file import run_problem_file

    pf = session.to_problem_file(data=Path(data).expanduser(),
                                 summary=Path(summary).expanduser() if summary else None)
    if session.engine == "spark":
        with run_file(pf, engine="spark", spark=session.con,
                      threads=session.threads) as step:
            result = step.problem
            return {"paths": [str(p) for p in result.paths], "table": _run_text(result)}
    with run_problem_file(pf, threads=session.threads, con=session.con) as result:
        return {"paths": [str(p) for p in result.paths], "table": _run_text(result)}


def _run_text(result: Any) -> str:
    parts = [("risk before", result.before), ("threshold", result.threshold),
             ("protection", result.protection), ("risk after", result.after),
             ("release", result.release)]
    return "\n\n".join(f"{title}\n{part.table()}" for title, part in parts if part is not None)


def write_report(session: Session, problem: str | Path, data: str | Path, out: str | Path,
                 audience: str) -> list[str]:
    """Save the session as the problem file ``problem`` (its output ``data``) and write
    the report of its run (``sdcsql report``): ``out`` and its ``.json`` beside it."""
    from ..present.report import write_report as report

    problem = Path(problem).expanduser()
    saved = session.save(problem, data=Path(data).expanduser())
    html, js = report(saved, Path(out).expanduser(), audience, threads=session.threads,
                      **_engine_of(session))
    return [str(saved), str(html), str(js)]


def _engine_of(session: Session) -> dict[str, Any]:
    """The keywords that run a problem file or a chain where ``session`` runs: its
    DuckDB connection, or its SparkSession."""
    if session.engine == "spark":
        return {"engine": "spark", "spark": session.con}
    return {"con": session.con}


# ------------------------------------------------------------------ the current file
class _Runs:
    """The run of the session's exported problem file, kept while the file is unchanged."""

    key: tuple[int, str] | None = None
    run: Any = None


_RUNS: dict[int, _Runs] = {}


def current_run(session: Session, upto: str = "recode") -> Any:
    """The :class:`~sdcsql.pipeline.runner.Run` of the session's steps up to ``upto``
    (``recode``: its recodes, the recoded input; ``protect``: every step but the
    release, the protected file), on the session's connection, by the one run loop
    (:func:`~sdcsql.pipeline.runner.run_chain`); kept until the steps change, closed by
    :func:`forget`."""
    from ..pipeline.runner import run_chain

    kinds = ("recode",) if upto == "recode" else ("recode", "threshold", "protect")
    steps = [s for s in session.steps if s.kind in kinds]
    key = (id(session), upto + "\n" + repr(steps))
    slot = _RUNS.setdefault(id(session) * 2 + (upto == "protect"), _Runs())
    if slot.key != key:
        if slot.run is not None:
            slot.run.close()
            slot.key = slot.run = None
        slot.run = run_chain(session.input, session.spec, steps, method=session.method,
                             threads=session.threads, figures=False, summaries=True,
                             **_engine_of(session))
        slot.key = key
    return slot.run


def prepare(session: Session) -> None:
    """Make, in the background action that changed the session, what the quick actions
    of the current file read: its run (:func:`current_run`: the recodes run again,
    a problem and its cell table), its record and household counts (a preview page) and
    its cells' ranking (a page of the riskiest cells), so that the next quick action
    reads them instead of making them (on 10M records: seconds, docs/present/workbench.md).
    The figures are those the quick actions would make; an error is left to the quick
    action that needs the figure (it shows it), the step itself was applied."""
    try:
        file_preview(session, 0)
        riskiest_cells(session, 0)
        _count_wide_categories(session)
    except Exception:  # noqa: BLE001 - shown by the quick action that reads it
        pass


def _count_wide_categories(session: Session) -> None:
    """Count the categories of the recode form's variables that have more than
    :data:`COUNT_AHEAD_FROM` distinct values (one approximate pass tells which); those
    with fewer are counted by the quick action itself, at once."""
    problem = current_run(session).problem
    offered = list(dict.fromkeys([*session.spec.keys, *session.spec.numeric]))
    if not offered:
        return
    _, (approximate,) = _fetch(problem.engine, "present/workbench/distinct_values.sql",
                               source=problem.source, variables=offered)
    for variable, distinct in zip(offered, approximate, strict=True):
        if distinct > COUNT_AHEAD_FROM:
            categories(session, variable)


def forget(session: Session) -> None:
    """Close the kept runs of ``session`` (before the session closes)."""
    for slot_id in (id(session) * 2, id(session) * 2 + 1):
        slot = _RUNS.pop(slot_id, None)
        if slot is not None and slot.run is not None:
            slot.run.close()


def _threshold_step(session: Session) -> dict[str, Any]:
    step = next((s for s in session.steps if s.kind == "threshold"), None)
    return dict(step.params) if step else {}


def risk_chart(session: Session) -> dict[str, Any]:
    """The risk charts of the current recoded file (those of the threshold page,
    :func:`sdcsql.present.page.page_charts`): SVG text and axes by kind, the rule and
    the session's thresholds (where the sliders start)."""
    from ..present.page import page_charts

    svgs, layout = page_charts(current_run(session).problem, session.method)
    params = _threshold_step(session)
    return {"svg": svgs, "layout": layout, "rule": params.get("rule", ">="),
            "start": {"individual": params.get("risk"),
                      "household": params.get("household_risk")}}


def threshold_figures(session: Session, kind: str, risk: float) -> dict[str, Any]:
    """What a risk threshold at the chart's slider implies on the current recoded file:
    :func:`sdcsql.risk.threshold.set_threshold` (``risk=``) or, for ``kind``
    household, :func:`~sdcsql.risk.threshold.set_household_threshold`
    (``household_risk=``), with the session's rule and method; nothing is applied."""
    from ..risk.threshold import set_household_threshold, set_threshold

    problem = current_run(session).problem
    rule = _threshold_step(session).get("rule", ">=")
    if kind == "household":
        if not session.spec.household:
            raise InputError("household: the spec has no household id")
        return set_household_threshold(problem, household_risk=risk, rule=rule,
                                       method=session.method).to_json()
    if kind != "individual":
        raise InputError(f"kind {kind!r}: use individual or household")
    return set_threshold(problem, risk=risk, rule=rule, method=session.method).to_json()


def measure(session: Session, name: str, options: dict[str, Any]) -> dict[str, Any]:
    """A risk measure of the risk step (SUDA2, l-diversity, k-anonymity on subsets,
    log-linear risk: sdcsql.risk.measures) on the current recoded file."""
    from ..risk.measures import run_measures

    problem = current_run(session).problem
    part = run_measures(problem, (name,), options,
                        sdcmicro=session.method == "sdcmicro")[name]
    return {"name": name, "figures": part.to_json(), "table": part.table()}


def riskiest_cells(session: Session, offset: int) -> dict[str, Any]:
    """A page of the cells of the current recoded file by decreasing risk: counts only
    (sample frequency, estimated population frequency, risk), no key value.  The
    ranking is made once per file (a table of the file's problem)."""
    from ..risk.individual import cell_risk_table

    problem = current_run(session).problem
    key = f"workbench_riskiest_{session.method}"
    if key not in problem.cache:
        table = problem.create("TABLE", problem.name(key), problem.engine.render(
            "present/workbench/riskiest_cells.sql",
            cell_risk=cell_risk_table(problem, session.method)))
        _, ((cells, _),) = _fetch(problem.engine, "present/workbench/counts.sql",
                                  source=table, household=None)
        problem.cache[key] = (table, cells)
    table, cells = problem.cache[key]
    return {**preview(problem.engine, table, offset), "cells": cells}


def _q(name: str) -> str:
    from .._sql import quote_ident

    return quote_ident(name)



def categories(session: Session, variable: str) -> dict[str, Any]:
    """The categories of ``variable`` in the current recoded file with their record
    counts (and weights), for the recode form: the first :data:`CATEGORY_ROWS` in value
    order and their number (``categories``; a numeric variable can have as many as the
    file has records); counted once per file and variable (a pass over the records: kept
    with the file's problem)."""
    run = current_run(session)
    problem = run.problem
    key = f"workbench_categories\n{variable}"
    if key not in problem.cache:
        if variable not in dict(problem.schema):
            raise InputError(f"variable {variable!r}: not a column of the input")
        columns, rows = _fetch(problem.engine, "present/workbench/categories.sql",
                               {"limit": CATEGORY_ROWS}, source=problem.source,
                               variable=variable, weight=session.spec.weight)
        problem.cache[key] = json_ready({"variable": variable, "columns": columns[:-1],
                                         "rows": [r[:-1] for r in rows],
                                         "categories": rows[0][-1] if rows else 0})
    return problem.cache[key]


def file_preview(session: Session, offset: int) -> dict[str, Any]:
    """A page of the current recoded file and its record and household counts."""
    problem = current_run(session).problem
    if "workbench_counts" not in problem.cache:     # once per file
        _, (counts,) = _fetch(problem.engine, "present/workbench/counts.sql",
                              source=problem.source, household=session.spec.household)
        problem.cache["workbench_counts"] = (counts, dict(problem.schema))
    counts, types = problem.cache["workbench_counts"]
    return {**preview(problem.engine, problem.source, offset), "types": types,
            "records": counts[0], "households": counts[1] if session.spec.household else None}


def utility(session: Session, options: dict[str, Any]) -> dict[str, Any]:
    """The information loss of the current file (after recodes and protection) against
    the original input (sdcsql.utility.measures.utility), the spec's keys, numeric
    variables and weight; on Spark the files paired by the spec's person id."""
    from ..utility.measures import utility as measure_utility

    run = current_run(session, "protect")
    spec = session.spec
    masked = run.released()
    result = measure_utility(session.input, masked, keys=list(spec.keys),
                             numeric=list(spec.numeric) or None, weight=spec.weight,
                             con=session.con, **options,
                             person_id=spec.person_id if session.engine == "spark" else None)
    return {**result.to_json(), "table": result.table()}


# ------------------------------------------------------------------ the protection search
def search(session: Session, options: dict[str, Any], progress: Any = None) -> Any:
    """The protection search (``Problem.search``, sdcsql.protect.search) on the current
    recoded file, with the session's risk method unless the form names one; the
    :class:`~sdcsql.protect.search.SearchResult` (its ``front``: the risk-utility front)."""
    later = [s.describe() for s in session.steps if s.kind != "recode"]
    if later:
        raise InputError(f"search: the session has a step after its recodes ({later[0]}); "
                         "go back to the last recode first (History)")
    problem = current_run(session).problem
    return problem.search(progress=progress, **{"method": session.method, **options})


def search_steps(session: Session, result: Any, options: dict[str, Any],
                 node: Any = None) -> list[Any]:
    """The steps replaying a node of the search (default its optimum): its recodes, then
    local suppression of values to the target (sdcsql.pipeline.search_file.node_steps,
    what ``sdcsql search --write-problem`` writes)."""
    from ..pipeline.search_file import node_steps

    return node_steps(current_run(session).problem, result,
                      {"method": session.method, **options}, node)


def add_step(session: Session, step: Any) -> tuple[str, dict[str, Any]]:
    """Apply one step (sdcsql.pipeline.chain.Step) by the session's method of its kind;
    its kind and the JSON of what the method returned."""
    options = dict(step.options)
    if step.kind == "recode":
        return "recode", session.recode(step.recode).to_json()
    if step.kind == "threshold":
        return "threshold", set_threshold(session, options)
    if step.kind == "protect":
        return "protect", protect(session, {"method": step.method, **options})
    return "release", release(session, options)


def grc_recodes(session: Session, variable: str, path: str | Path) -> list[Any]:
    """The recodes of a mu-Argus ``.grc`` file (sdcsql.formats.grc, what the problem
    file's ``[input] recode_files`` reads) for ``variable`` over the current recoded
    file's codes; refused when it recodes nothing."""
    from ..formats.grc import grc_recodes as read

    if session.engine == "spark":
        raise InputError("grc: a mu-Argus .grc file is read against the file's codes on "
                         "DuckDB; on Spark give its recodes in the recode form")
    problem = current_run(session).problem
    path = Path(path).expanduser()
    if not path.exists():
        raise InputError(f"{str(path)!r}: no such file")
    found = read(problem.con, problem.source, {variable: path}, session.spec)
    if not found:
        raise InputError(f"{path.name}: recodes no code of {variable!r} in the current file")
    return found


def python_script(session: Session, data: str | Path) -> str:
    """A Python script that replays the session by the Session API (one call per step),
    on the session's engine (``engine="spark"``: the active or a local SparkSession),
    and writes the file to ``data`` (or to the path given as its first argument): the
    bytes the workbench writes."""
    from ..pipeline.problem_file import spec_table

    if session.problem_file is not None and session.problem_file.recode_files:
        raise InputError("script: the session's problem file has [input] recode_files, "
                         "which Session calls do not replay; import the .grc files in "
                         "Protect instead, or run the problem file (sdcsql run)")

    def lit(value: Any) -> str:
        return repr(json_ready(value))

    lines = ['"""The workbench session replayed by the sdcsql Python API."""', "",
             "import sys", "from pathlib import Path", "",
             "from sdcsql import Spec", "from sdcsql.pipeline.session import Session",
             "from sdcsql.protect.recode import Recode", "",
             f"INPUT = Path({str(session.input.resolve())!r})",
             f"OUTPUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path({str(data)!r})", "",
             f"spec = Spec(**{lit(spec_table(session.spec))})"]
    extra = ""
    if session.measures != ("individual",):
        extra += f", measures={lit(list(session.measures))}"
    for name, value in session.measure_options.items():
        extra += f", {name}={lit(value)}"
    if session.memory_limit is not None:
        extra += f", memory_limit={session.memory_limit!r}"
    if session.engine != "duckdb":
        extra += f", engine={session.engine!r}"
    lines.append(f"with Session(INPUT, spec, method={session.method!r}{extra}) as s:")
    for step in session.steps:
        options = {k: json_ready(v) for k, v in step.options}
        if step.kind == "recode":
            assert step.recode is not None
            lines.append(f"    s.recode(Recode.from_dict({lit(step.recode.to_dict())}))")
        elif step.kind == "threshold":
            lines.append(f"    s.set_threshold(**{options!r})")
        elif step.kind == "protect":
            lines.append(f"    s.protect(**{ {'method': step.method, **options}!r})")
        else:
            lines.append(f"    s.release(**{options!r})")
    lines.append("    s.write(OUTPUT)")
    return "\n".join(lines) + "\n"


def candidates(session: Session, path: str | Path, options: dict[str, Any]
               ) -> tuple[dict[str, Any], str]:
    """The risk-utility table of the candidate settings of a JSON file (what ``sdcsql
    utility candidates`` computes: sdcsql.utility.ru_table) over the current recoded
    file, and its R-U map as SVG text (:func:`~sdcsql.utility.ru_table.ru_figure`)."""
    import io

    from ..utility.ru_table import read_candidates, ru_figure, ru_table

    found = read_candidates(Path(path).expanduser())
    chosen = options.get("chosen")
    if chosen is not None and chosen not in [c.name for c in found]:
        raise InputError(f"chosen {chosen!r}: not a candidate name")
    problem = current_run(session).problem
    result = ru_table(problem, found, method=session.method,
                      cells_only=bool(options.get("cells_only")))
    figure = ru_figure(result, risk=options.get("ru_risk") or "expected_reidentifications",
                       loss=options.get("ru_loss") or "marginal_loss", chosen=chosen)
    svg = io.BytesIO()
    figure.savefig(svg, format="svg", metadata={"Date": None})
    return {**result.to_json(), "table": result.table()}, svg.getvalue().decode("utf-8")
