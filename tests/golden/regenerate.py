"""Golden SQL: the rendered SQL of every template, for DuckDB and for Spark.

``cases.json`` holds the parameters of each case (recorded from real runs of the
DuckDB pipeline on the demo survey, relation names made deterministic);
``duckdb/<case>.sql`` and ``spark/<case>.sql`` hold the rendered SQL, compared by
tests/test_dialects.py.  After a reviewed template change, regenerate with

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
        for old in folder.glob("*.sql"):
            old.unlink()
        for case in cases:
            (folder / f"{case['id']}.sql").write_text(rendered(case, dialect))


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
    from sdcsql.demo import DEMO_HOUSEHOLD, DEMO_KEYS, DEMO_WEIGHT, demo_relation
    from sdcsql.protect import protect
    from sdcsql.risk import core_risk_table
    from sdcsql.threshold import set_household_threshold, set_threshold, unsafe_records

    seen: dict[str, dict[str, Any]] = {}
    original = _sql.render
    pid = str(os.getpid())

    def recording(template: str, **params: Any) -> str:
        params = {k: v for k, v in params.items() if k != "dialect"}
        if template not in ("demo/demo_survey.sql",):
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
                    from sdcsql.charts import risk_histogram
                    from sdcsql.page import page_data

                    risk_histogram(p, what="household")
                    page_data(p)
                    from sdcsql.report import _key_summary

                    _key_summary(p)
                unsafe_records(p, t, household_threshold=h).fetchall()
                from sdcsql.argus_rule import argus_rule

                attempt(argus_rule, p, dimension=2, threshold=3)
                attempt(protect, p, k=3)
                attempt(protect, p, k=2, suppression_weights="entropy")
                attempt(protect, p, reid_rate=0.02)
        # a problem file with recodes (bands, map, top quantile), and a regroup from cells
        import tempfile

        from sdcsql.problem_file import load_problem_file, run_problem_file, write_demo_problem
        from sdcsql.recode import Recode
        from sdcsql.regroup import regroup

        with tempfile.TemporaryDirectory() as tmp:
            write_demo_problem(tmp, rows=2000)
            with run_problem_file(load_problem_file(Path(tmp) / "problem.toml")):
                pass
            from sdcsql.report import write_report

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
    cases = []
    counts: dict[str, int] = {}
    for case in sorted(smallest.values(), key=lambda c: (c["template"], shape(c))):
        stem = case["template"][:-4].replace("/", "__")
        counts[stem] = counts.get(stem, 0) + 1
        cases.append({"id": f"{stem}__{counts[stem]}", **case})
    CASES.write_text(json.dumps(cases, indent=1, sort_keys=True) + "\n")


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
