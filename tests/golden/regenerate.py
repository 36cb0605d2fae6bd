"""Golden SQL: the rendered SQL of every template, for DuckDB and for Spark.

``cases.json`` holds the parameters of each case (recorded from real runs of the
DuckDB pipeline on the demo survey, relation names made deterministic);
``duckdb/<case>.sql`` and ``spark/<case>.sql`` hold the rendered SQL, compared by
tests/test_dialects.py.  A case's id is its template's path (the tree of ``sql/``) and
the situation it renders, named by the parameters that set it apart from the template's
other cases (``risk/threshold/risk_levels__households_ge``: the household levels, rule
``>=``; see :func:`situation`).  After a reviewed template change, regenerate with

    python -m tests.golden.regenerate            # re-render every case
    python -m tests.golden.regenerate --record   # re-record the cases too

and review the diff of tests/golden/ before committing it.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases.json"
UNSUPPORTED = "-- no spark rendering: "


def rendered(case: dict[str, Any], dialect: str) -> str:
    """The SQL of ``case`` for ``dialect``, or a marker when the dialect has no rendering."""
    from sdcsql.dialects import has_rendering, render_sql

    if not has_rendering(case["template"], dialect):
        return UNSUPPORTED + case["template"] + "\n"
    return render_sql(case["template"], dialect, **case["params"]) + "\n"


def load_cases() -> list[dict[str, Any]]:
    return json.loads(CASES.read_text())


def write_golden() -> None:
    cases = load_cases()
    for dialect in ("duckdb", "spark"):
        folder = HERE / dialect
        folder.mkdir(exist_ok=True)
        for old in folder.rglob("*.sql"):
            old.unlink()
        for case in cases:
            target = folder / f"{case['id']}.sql"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rendered(case, dialect))


def _normalise(value: Any, pid: str) -> Any:
    """Relation and variable names carry the process id and a counter: make them stable."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _normalise(dataclasses.asdict(value), pid)
    if isinstance(value, str):
        return re.sub(rf"_{pid}_\d+", "_p", value)
    if isinstance(value, dict):
        return {k: _normalise(v, pid) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_normalise(v, pid) for v in value]
    return value


def record() -> None:
    """Run the DuckDB pipeline on the demo survey under several problems; keep every render."""
    import warnings

    import sdcsql
    from sdcsql import _sql, dialects
    from sdcsql.protect.local_suppression import protect
    from sdcsql.risk.core import core_risk_table
    from sdcsql.risk.threshold import set_household_threshold, set_threshold, unsafe_records
    from sdcsql.tools.demo import DEMO_HOUSEHOLD, DEMO_KEYS, DEMO_WEIGHT, demo_relation

    seen: dict[str, dict[str, Any]] = {}
    original = _sql.render
    pid = str(os.getpid())

    def recording(template: str, **params: Any) -> str:
        params = {k: v for k, v in params.items() if k != "dialect"}
        if template not in ("tools/demo/demo_survey.sql",):
            clean = _normalise(params, pid)
            key = template + json.dumps(clean, sort_keys=True, default=str)
            seen.setdefault(key, {"template": template, "params": clean})
        return original(template, **params)

    modules = [m for m in list(sys.modules.values())
               if getattr(m, "__name__", "").startswith("sdcsql")
               and getattr(m, "render", None) is original]
    for m in modules:
        m.render = recording
    dialects.render = recording
    import duckdb

    con = duckdb.connect()
    demo_relation(con, 3000, seed=7, null_rate=0.02, null_masks=4).create("demo")
    con.execute("CREATE TABLE demo_codes AS SELECT * REPLACE (coalesce(age, 99) AS age, "
                "coalesce(CAST(education AS VARCHAR), 'x') AS education) FROM demo")
    keys = list(DEMO_KEYS)
    problems = [
        ("demo", dict(keys=keys, weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD)),
        ("demo", dict(keys=keys, weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD,
                      household_size="household_size", missing="alpha:0.5")),
        ("demo_codes", dict(keys=keys, weight=DEMO_WEIGHT, missing="conservative",
                            na_codes={"age": [99], "education": ["x"]})),
        ("demo", dict(keys=keys[:3], missing="category")),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for table, kwargs in problems:
            with sdcsql.Problem(table, sdcsql.Spec(**kwargs), con=con) as p:
                def attempt(fn: Any, *a: Any, **k: Any) -> Any:
                    try:
                        return fn(*a, **k)
                    except sdcsql.InputError:
                        return None
                p.risk().records.fetchall()
                t = attempt(set_threshold, p, reid_rate=0.02) or set_threshold(p, risk=0.5)
                set_threshold(p, unsafe_records=10, rule=">")
                set_threshold(p, risk=0.1, method="sdcmicro")
                h = None
                if kwargs.get("household"):
                    h = set_household_threshold(p, household_risk=0.2)
                    core_risk_table(p, 0.1)
                    from sdcsql.present.charts import risk_histogram
                    from sdcsql.present.page import page_data

                    risk_histogram(p, what="household")
                    page_data(p)
                    from sdcsql.utility.information_loss import key_counts

                    key_counts(p)
                unsafe_records(p, t, household_threshold=h).fetchall()
                from sdcsql.risk.argus_rule import argus_rule

                attempt(argus_rule, p, dimension=2, threshold=3)
                attempt(protect, p, k=3)
                attempt(protect, p, k=2, suppression_weights="entropy")
                attempt(protect, p, reid_rate=0.02)
        # a problem file with recodes (bands, map, top quantile), and a regroup from cells
        import tempfile

        from sdcsql.pipeline.problem_file import (
            load_problem_file,
            run_problem_file,
            write_demo_problem,
        )
        from sdcsql.protect.recode import Recode
        from sdcsql.protect.regroup import regroup

        with tempfile.TemporaryDirectory() as tmp:
            write_demo_problem(tmp, rows=2000)
            with run_problem_file(load_problem_file(Path(tmp) / "problem.toml")):
                pass
            from sdcsql.present.report import write_report

            try:
                write_report(Path(tmp) / "problem.toml", Path(tmp) / "report.html", "internal")
            except sdcsql.InputError:   # no matplotlib: the report's charts cannot be drawn
                pass
        with sdcsql.Problem("demo", sdcsql.Spec(keys=keys[:3], weight=DEMO_WEIGHT),
                            con=con) as p:
            view = regroup(p, [Recode("age", "bands", breaks=(0, 20, 40, 60))])
            view.cells().fetchall()
            view.close()
    for m in modules:
        m.render = original
    dialects.render = original
    # the Spark engine counts compatible cells with cell_table.sql's 'grouped' plan
    for case in list(seen.values()):
        if case["template"] == "frequencies/cell_table.sql" and not case["params"]["category"]:
            grouped = {"template": case["template"],
                       "params": {**case["params"], "method": "grouped"}}
            seen[json.dumps(grouped, sort_keys=True, default=str)] = grouped
    # one case per template and shape (the scalar parameters, and which lists are empty):
    # the smallest, so that the files stay reviewable
    def shape(case: dict[str, Any]) -> str:
        sig = {k: (v if isinstance(v, (bool, int, float, str)) or v is None else bool(v))
               for k, v in case["params"].items()}
        return case["template"] + json.dumps(sig, sort_keys=True)

    smallest: dict[str, dict[str, Any]] = {}
    for case in seen.values():
        key = shape(case)
        size = len(json.dumps(case["params"]))
        if key not in smallest or size < len(json.dumps(smallest[key]["params"])):
            smallest[key] = case
    by_template: dict[str, list[dict[str, Any]]] = {}
    for case in sorted(smallest.values(), key=lambda c: (c["template"], shape(c))):
        by_template.setdefault(case["template"], []).append(case)
    cases = [{"id": case_id, **case} for group in by_template.values()
             for case_id, case in zip(situation(group), group, strict=True)]
    CASES.write_text(json.dumps(sorted(cases, key=lambda c: c["id"]), indent=1, sort_keys=True)
                     + "\n")


#: Parameters that name a situation, in the order they appear in a case id.
_NAMING = ("method", "mode", "weighting", "category", "code", "households", "household",
           "household_size", "household_size_given", "household_rule", "core", "weight",
           "relation", "levels", "chosen_by", "rule", "risk_values", "base", "source", "kept",
           "frequencies", "suppressed", "keep_row", "ranked", "nan_columns", "internal",
           "ordered", "n_keys", "keys", "row_column")


def _words(name: str, value: Any) -> list[str]:
    """The words naming one parameter's value in a case id."""
    def number(text: str) -> str:
        found = re.search(r"_(\d+)_p$", text)
        return found.group(1) if found else ""

    if name in ("n_keys",):
        return [f"{value}keys"]
    if name == "keys":
        return [f"{len(value)}keys"]
    if name in ("method", "mode", "weighting", "chosen_by"):
        return [str(value)]
    if name == "rule":
        return ["ge" if value == ">=" else "gt"]
    if name == "code":
        return ["int_code" if value else "key_join"]
    if name in ("households", "household"):
        return ["households" if value else "no_households"]
    if name == "weight":
        return [] if value else ["unweighted"]
    if name == "ordered":
        return ["ordered" if value else "unordered"]
    if name == "nan_columns":
        return ["nan_checks"] if value else []
    if name == "internal":
        return ["household_size"] if "__sdc_hsize" in value else []
    if name == "kept":
        return [f"level{number(value)}"]
    if name == "suppressed":
        return [f"round{number(value)}"]
    if name == "frequencies":
        return [f"run{number(value)}"]
    if name in ("levels", "relation"):
        found = [w for w in value.split("_") if w in ("cells", "households", "sdcmicro")]
        return found or ["cells"]
    if name == "source":
        return ["input"] if "_src_" in value else [f"after_recode{int(value[-1]) + 1}"]
    if name == "risk_values":
        return [value.split("_")[5]]
    if name == "base":
        return ["regrouped"] if "_rg" in value else []
    if name == "row_column":
        return ["protect_row"] if value == "__sdcp_row" else ["row"]
    return [name] if value else []


def situation(group: list[dict[str, Any]]) -> list[str]:
    """Ids of the cases of one template: ``<template path>__<situation>``, the situation
    named by the parameters whose values differ between the cases (no suffix for a
    template's only case)."""
    stem = group[0]["template"][:-4]
    if len(group) == 1:
        return [stem]
    differ = [k for k in _NAMING
              if len({json.dumps(c["params"].get(k), sort_keys=True) for c in group}) > 1]
    ids = [f"{stem}__" + "_".join(w for k in differ for w in _words(k, c["params"].get(k)))
           for c in group]
    if len(set(ids)) < len(ids):
        raise SystemExit(f"{stem}: two cases with one name {ids}; extend _NAMING")
    return ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.golden.regenerate",
                                     description="Regenerate the golden SQL of every template.")
    parser.add_argument("--record", action="store_true",
                        help="re-record the cases from runs of the pipeline first")
    args = parser.parse_args(argv)
    if args.record:
        record()
    write_golden()
    print(f"wrote {len(load_cases())} cases x 2 dialects under {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
