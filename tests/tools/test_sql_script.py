"""`sdcsql sql`: the printed script of each step runs in a fresh DuckDB (with the macro
kit loaded) and gives what the Python API computes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

import sdcsql
from sdcsql.tools.sql_script import STEPS, macro_kit, step_script
from tests.cli_run import sdcsql as run_cli

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "data" / "demo_survey.csv"


def _spec(**extra):
    return sdcsql.Spec(keys=["region", "sex", "age"], weight="weight", household="household_id",
                       na_codes={"age": [98, 99]}, **extra)


def _run(script: str) -> list[tuple]:
    con = duckdb.connect()
    try:
        con.execute(macro_kit())
        return con.execute(script).fetchall()
    finally:
        con.close()


@pytest.mark.parametrize("missing", ["wildcard", "alpha:0.5", "category"])
def test_global_risk_script_reproduces_the_api(missing, tmp_path):
    # a copy of the demo with some ages missing (code 99), so NULL patterns occur
    src = tmp_path / "survey.parquet"
    duckdb.sql(f"COPY (SELECT * REPLACE (CASE WHEN person_id % 7 = 0 THEN 99 ELSE age END AS age)"
               f" FROM read_csv('{DEMO}')) TO '{src}'")
    with sdcsql.Problem(src, _spec(missing=missing, pi=0.9)) as p:
        script = step_script(p, "global_risk")
    with sdcsql.Problem(src, _spec(missing=missing, pi=0.9)) as p:
        expected = p.risk().summary
    (row,) = _run(script)
    assert row[0] == expected.n and row[1] == expected.n_cells
    assert row[2] == pytest.approx(expected.expected_reidentifications, rel=1e-9)
    assert "$" not in script and "__sdc_src_" not in script


def test_record_risk_script_gives_every_record_in_order():
    with sdcsql.Problem(DEMO, _spec()) as p:
        script = step_script(p, "record_risk")
    with sdcsql.Problem(DEMO, _spec()) as p:
        expected = p.risk().records.project("person_id, risk, household_risk").fetchall()
    rows = _run(script)
    assert len(rows) == len(expected) == 5000
    got = [(r[0], r[-2], r[-1]) for r in rows]
    assert [g[0] for g in got] == [e[0] for e in expected]
    for g, e in zip(got, expected, strict=True):
        assert g[1] == pytest.approx(e[1], rel=1e-9) and g[2] == pytest.approx(e[2], rel=1e-9)


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_the_script_is_the_same_text_from_run_to_run(suffix, tmp_path):
    """DuckDB ends its query of a relation read from a file with an alias drawn at
    random for each read (``AS "unnamed_relation_<hex>"`` for a CSV, unquoted for
    Parquet): dropped, so two runs print the same text, which still runs."""
    from sdcsql.data import forget_csv_conversions

    src = tmp_path / f"survey{suffix}"
    duckdb.sql(f"COPY (SELECT * FROM read_csv('{DEMO}')) TO '{src}'")
    scripts = []
    for _ in range(2):
        forget_csv_conversions()          # each run reads the CSV anew, as a new process
        with sdcsql.Problem(src, _spec()) as p:
            scripts.append(step_script(p, "record_risk"))
    assert scripts[0] == scripts[1] and "unnamed_relation" not in scripts[0]
    assert len(_run(scripts[0])) == 5000


@pytest.mark.parametrize("step", list(STEPS))
def test_every_step_prints_and_runs(step):
    with sdcsql.Problem(DEMO, _spec()) as p:
        script = step_script(p, step, threshold={"reid_rate": 0.01})
    assert script.startswith(f"-- sdcsql: step {step}:")
    rows = _run(script)
    assert rows


def test_script_runs_in_the_duckdb_shell(tmp_path):
    """The DuckDB shell (duckdb-cli) reads the shell kit and a printed script."""
    with sdcsql.Problem(DEMO, _spec()) as p:
        script = step_script(p, "cell_risk")
    (tmp_path / "risk.sql").write_text(macro_kit())
    (tmp_path / "step.sql").write_text(script)
    duckdb_cli = Path(sys.executable).with_name("duckdb")
    res = subprocess.run([str(duckdb_cli), "-csv", "-c", ".read risk.sql", "-c", ".read step.sql"],
                         capture_output=True, text=True, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.strip().splitlines()
    assert "risk" in lines[0].split(",")
    with sdcsql.Problem(DEMO, _spec()) as p:
        assert len(lines) - 1 == p.risk().summary.n_cells


def test_unknown_method_and_missing_households():
    with sdcsql.Problem(DEMO, _spec()) as p:
        with pytest.raises(sdcsql.InputError, match="shell kit has no function"):
            step_script(p, "cell_risk", method="argus2002")
    with sdcsql.Problem(DEMO, sdcsql.Spec(keys=["region"])) as p:
        with pytest.raises(sdcsql.InputError, match="needs --household"):
            step_script(p, "household_risk")


@pytest.mark.parametrize("way, value", [("risk", 0.05), ("reid_rate", 0.01),
                                        ("unsafe_records", 300)])
def test_threshold_choice_script_gives_set_threshold(way, value):
    from sdcsql.risk.threshold import set_threshold

    with sdcsql.Problem(DEMO, _spec()) as p:
        script = step_script(p, "threshold_choice", threshold={way: value})
        expected = set_threshold(p, **{way: value})
    con = duckdb.connect()
    con.execute(macro_kit())
    rel = con.execute(script)
    row = dict(zip([d[0] for d in rel.description], rel.fetchall()[0], strict=True))
    con.close()
    assert row["threshold"] == pytest.approx(expected.threshold, rel=1e-9)
    assert row["unsafe_records"] == expected.unsafe_records
    assert row["reidentification_rate_bound"] == pytest.approx(
        expected.reidentification_rate_bound, rel=1e-9)


def test_threshold_choice_needs_one_way():
    with sdcsql.Problem(DEMO, _spec()) as p:
        with pytest.raises(sdcsql.InputError, match="needs one of --risk"):
            step_script(p, "threshold_choice")


@pytest.mark.parametrize("name", ["x__sdc_keyed_1_2", "a sdc_na_1_2_3", "sdc_keyed_9_9", "x$pi"])
def test_user_identifiers_are_printed_as_they_are(name, tmp_path):
    """Only the problem's own object names become stable names: a key whose name looks
    like an internal one is printed unchanged, and the script runs."""
    src = tmp_path / "odd.parquet"
    duckdb.sql(f"COPY (SELECT region AS \"{name}\", sex, weight FROM read_csv('{DEMO}')) "
               f"TO '{src}'")
    spec = sdcsql.Spec(keys=[name, "sex"], weight="weight")
    with sdcsql.Problem(src, spec) as p:
        script = step_script(p, "cell_table")
    assert f'"{name}"' in script
    con = duckdb.connect()
    con.execute(macro_kit())
    cur = con.execute(script)
    fk = [r[[d[0] for d in cur.description].index("fk")] for r in cur.fetchall()]
    # fk per cell from a plain GROUP BY over the file
    expected = duckdb.sql(f"SELECT count(*) FROM read_parquet('{src}') "
                          f"GROUP BY \"{name}\", sex").fetchall()
    assert sorted(fk) == sorted(r[0] for r in expected)


@pytest.mark.parametrize("flag", ["--shell-kit", "--macros"])
def test_shell_kit_flag_and_its_old_name_print_the_kit(flag):
    """``--shell-kit`` prints sql/shell_kit/risk.sql; ``--macros``, its old name, still does."""
    kit = (ROOT / "sql" / "shell_kit" / "risk.sql").read_text()
    res = run_cli("sql", flag)
    assert res.returncode == 0, res.stderr
    assert res.stdout == kit


def test_risk_values_template_calls_the_shell_kit_function_of_each_method():
    from sdcsql._sql import render
    from sdcsql.tools.sql_script import MACRO_FUNCTIONS

    for method, function in MACRO_FUNCTIONS.items():
        sql = render("tools/sql_script/risk_values.sql", cells="c", method=method)
        assert f" {function}(CAST(fk AS DOUBLE), Fk_hat) AS r " in sql
