"""Warehouse ETL: run_step on relations and DataFrames, dataset outputs, and a PostgreSQL
round trip through Arrow (a real server from Debian's packages, started here)."""

from __future__ import annotations

import contextlib
import glob
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.dataset as ds
import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.pipeline.etl import from_adbc, run_step, to_adbc, write_output
from tests.brute import brute_frequencies

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age"]


def _sample(rows: int = 600) -> pa.Table:
    return duckdb.sql(f"SELECT person_id, household_id, region, sex, age, weight, income "
                      f"FROM read_csv('{DEMO}') ORDER BY person_id LIMIT {rows}").to_arrow_table()


def _assert_k_anonymous(table: pa.Table, original: pa.Table, k: int) -> None:
    """Brute force (all pairs, NULL as wildcard): every record has fk >= k; only keys changed."""
    rows = list(zip(*(table.column(c).to_pylist() for c in KEYS), strict=True))
    fk, _ = brute_frequencies(rows, [1.0] * len(rows))
    assert min(fk) >= k
    for c in original.column_names:
        new, old = table.column(c).to_pylist(), original.column(c).to_pylist()
        if c in KEYS:
            assert all(n is None or n == o for n, o in zip(new, old, strict=True)), c
        else:
            assert new == old, c


def test_run_step_on_a_duckdb_relation_protects_it():
    con = duckdb.connect()
    table = _sample()
    rel = con.from_arrow(table)
    # (the demo's weights and household ids give suppressed values back: accepted here,
    # refused by default -- tests/utility/test_leak_check_channels.py)
    with run_step(rel, sdcsql.Spec(keys=KEYS, weight="weight"), step="protect", k=3,
                  accept_leaks=True,
                  con=con) as out:
        assert out.engine == "duckdb"
        protected = out.relation.to_arrow_table()
        assert out.report["unsafe_records_after"] == 0
        assert out.report["suppressions_total"] > 0
    _assert_k_anonymous(protected, table, 3)


def test_run_step_refuses_unknown_steps_and_options():
    con = duckdb.connect()
    rel = con.from_arrow(_sample(50))
    spec = sdcsql.Spec(keys=KEYS)
    with pytest.raises(sdcsql.InputError, match="pass its connection as con="):
        run_step(rel, spec, step="risk")
    with pytest.raises(sdcsql.InputError, match="step 'suppress'"):
        run_step(rel, spec, step="suppress", con=con)
    with pytest.raises(sdcsql.InputError, match="unknown option.*alpha"):
        run_step(rel, spec, step="risk", alpha=0.5, con=con)
    with pytest.raises(sdcsql.InputError, match="problem: give an sdcsql.Spec"):
        run_step(rel, {"keys": KEYS}, con=con)


def test_run_step_on_a_spark_dataframe_matches_duckdb(spark):
    table = _sample(2000)
    spec = sdcsql.Spec(keys=KEYS, weight="weight", household="household_id")
    opts = dict(step="threshold", reid_rate=0.05, household_risk=0.2)
    with (run_step(table, spec, **opts) as d,
          run_step(spark.createDataFrame(table), spec, **opts) as s):
        assert s.engine == "spark"
        for part in ("individual", "household"):
            for k, v in d.report[part].items():
                w = s.report[part][k]
                assert w == v or w == pytest.approx(v, rel=1e-12, abs=0), (part, k)
        reasons_d = d.relation.to_arrow_table().column("unsafe_reason").to_pylist()
        reasons_s = s.relation.toArrow().column("unsafe_reason").to_pylist()
        assert reasons_s == reasons_d
        assert any(reasons_d)


@pytest.mark.parametrize("engine", ["duckdb", "spark"])
def test_partitioned_dataset_output_round_trips(engine, tmp_path, request):
    table = _sample(300)
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    # the DuckDB half starts no Spark session
    data = request.getfixturevalue("spark").createDataFrame(table) if engine == "spark" \
        else table
    out = tmp_path / "risk"
    with run_step(data, spec, step="risk") as res:
        write_output(res.relation, out, partition_by=["region"])
        with pytest.raises(sdcsql.InputError, match="exists"):
            write_output(res.relation, out, partition_by=["region"])
    assert sorted(p.name for p in out.iterdir()) == sorted(
        f"region={r}" for r in set(table.column("region").to_pylist()))
    back = ds.dataset(out, format="parquet", partitioning="hive").to_table()
    assert back.num_rows == table.num_rows
    assert {"fk", "Fk_hat", "risk"} <= set(back.column_names)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]   # no temp dir left
    # fk by brute force (complete keys: plain counts)
    rows = list(zip(*(back.column(c).to_pylist() for c in KEYS), strict=True))
    fk, Fk = brute_frequencies(rows, back.column("weight").to_pylist())
    assert back.column("fk").to_pylist() == [int(f) for f in fk]
    assert back.column("Fk_hat").to_pylist() == pytest.approx(Fk, rel=1e-12)


def test_cli_reads_and_writes_partitioned_parquet_on_both_engines(tmp_path, spark, capsys):
    src = tmp_path / "survey"
    duckdb.from_arrow(_sample(400)).write_parquet(str(src), partition_by=["region"])
    outs = {}
    for engine in ("duckdb", "spark"):
        outs[engine] = tmp_path / f"out_{engine}"
        code = main(["risk", str(src), "--keys", ",".join(KEYS), "--weight", "weight",
                     "--engine", engine, "--out", str(outs[engine]), "--partition-by", "sex",
                     "--summary-json", str(tmp_path / f"{engine}.json")])
        assert code == 0, capsys.readouterr().err
    tables = [ds.dataset(outs[e], partitioning="hive").to_table()
              .sort_by([("person_id", "ascending")]) for e in ("duckdb", "spark")]
    assert tables[0].num_rows == tables[1].num_rows == 400
    for c in ("fk", "Fk_hat", "risk"):
        assert tables[1].column(c).to_pylist() == pytest.approx(tables[0].column(c).to_pylist(),
                                                                rel=1e-12)


def test_core_install_does_not_import_spark():
    code = ("import sys, sdcsql, sdcsql.pipeline.etl, sdcsql.dialects, sdcsql.engines, sdcsql.cli; "
            "assert not {'pyspark', 'sqlglot', 'adbc_driver_postgresql'} & set(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)


# --------------------------------------------------------------------- PostgreSQL
def _pg_bin(name: str) -> str:
    """A PostgreSQL server binary: on PATH, else Debian's /usr/lib/postgresql/<version>/bin."""
    found = shutil.which(name)
    if found:
        return found
    candidates = glob.glob(f"/usr/lib/postgresql/*/bin/{name}")
    assert candidates, (f"{name} not found: install Debian's postgresql package "
                        "(sh .ci/system-deps.sh)")
    return max(candidates, key=lambda p: [int(x) for x in re.findall(r"\d+", p)])


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def postgres():
    """A throwaway PostgreSQL server (initdb in a temp dir, a free port); its URI."""
    as_user: list[str] = []
    base = Path(tempfile.mkdtemp(prefix="sdcsql-pg-"))
    if os.geteuid() == 0:   # initdb refuses to run as root
        as_user = ["runuser", "-u", "postgres", "--"]
        shutil.chown(base, "postgres")
    data, port = base / "data", _free_port()
    run = lambda *cmd: subprocess.run([*as_user, *cmd], check=True, capture_output=True)  # noqa: E731
    run(_pg_bin("initdb"), "-D", str(data), "-A", "trust", "-U", "sdc", "--no-sync")
    run(_pg_bin("pg_ctl"), "-D", str(data), "-l", str(base / "log"), "-w", "start", "-o",
        f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off")
    try:
        yield f"postgresql://sdc@127.0.0.1:{port}/postgres"
    finally:
        run(_pg_bin("pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(base, ignore_errors=True)


def test_postgres_round_trip_table_in_protected_table_out(postgres):
    import adbc_driver_postgresql.dbapi as pg

    table = _sample()
    with contextlib.closing(pg.connect(postgres)) as conn:
        to_adbc(conn, table, "survey")
        before = from_adbc(conn, "SELECT * FROM survey ORDER BY person_id")
        source = from_adbc(conn, "SELECT * FROM survey")
        with run_step(source, sdcsql.Spec(keys=KEYS, weight="weight"), step="protect",
                      k=3, accept_leaks=True) as out:
            written = to_adbc(conn, out.relation, "survey_protected")
            report = out.report
        after = from_adbc(conn, "SELECT * FROM survey ORDER BY person_id")
        protected = from_adbc(conn, "SELECT * FROM survey_protected ORDER BY person_id")
    assert after.equals(before)                       # the input table is unchanged
    assert before.to_pylist() == table.to_pylist()    # and holds what was loaded
    assert written == protected.num_rows == table.num_rows
    assert report["unsafe_records_after"] == 0 and report["suppressions_total"] > 0
    _assert_k_anonymous(protected, table, 3)


# --------------------------------------------------------------------- problem files
def test_run_step_runs_a_problem_file_on_a_relation_as_sdcsql_run_does(tmp_path):
    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file, write_demo_problem

    write_demo_problem(tmp_path, rows=1500)
    pf = load_problem_file(tmp_path / "problem.toml")
    with run_problem_file(pf) as ref:            # the file's own input and outputs
        expected_rows = ref.data.fetchall()
        expected_report = ref.to_json()
    con = duckdb.connect()
    rel = con.read_csv(str(tmp_path / "demo_survey.csv"))
    before = {p.name for p in tmp_path.iterdir()}
    with run_step(rel, pf, con=con) as out:
        assert out.relation.fetchall() == expected_rows
        assert out.report == expected_report
        assert out.report["protection"]["unsafe_records_after"] == 0
    assert {p.name for p in tmp_path.iterdir()} == before     # run_step writes nothing


def test_cli_run_on_spark_matches_duckdb_with_and_without_recodes(tmp_path, spark, capsys):
    shutil.copy(DEMO, tmp_path / "survey.csv")
    text = """
[input]
path = "survey.csv"
[spec]
keys = ["region", "sex", "age", "marital_status"]
weight = "weight"
household = "household_id"
[threshold]
reid_rate = 0.01
household_risk = 0.2
[output]
data = "{engine}/out.csv"
summary = "{engine}/summary.json"
risk_columns = true
"""
    import json

    outs = {}
    for engine in ("duckdb", "spark"):
        (tmp_path / engine).mkdir()
        toml = tmp_path / f"{engine}.toml"
        toml.write_text(text.format(engine=engine))
        assert main(["run", str(toml), "--engine", engine]) == 0, capsys.readouterr().err
        outs[engine] = duckdb.read_csv(str(tmp_path / engine / "out.csv")).fetchall()
        outs[engine + ".json"] = json.loads((tmp_path / engine / "summary.json").read_text())
    assert len(outs["spark"]) == len(outs["duckdb"]) == 5000
    for a, b in zip(outs["spark"], outs["duckdb"], strict=True):
        assert a[:-3] == b[:-3]
        assert a[-3:] == pytest.approx(b[-3:], rel=1e-12)
    for part in ("before", "threshold", "household_threshold"):
        for k, v in outs["duckdb.json"][part].items():
            w = outs["spark.json"][part][k]
            assert w == v or w == pytest.approx(v, rel=1e-12), (part, k)
    # a recode runs on Spark too (issue 28 item 1): DuckDB's recoded file and risks
    recoded = {}
    for engine in ("duckdb", "spark"):
        (tmp_path / f"r{engine}").mkdir()
        toml = tmp_path / f"recode_{engine}.toml"
        toml.write_text(text.format(engine=f"r{engine}") + """
[[recode]]
variable = "age"
kind = "bands"
breaks = [0, 20, 40, 60]
""")
        assert main(["run", str(toml), "--engine", engine]) == 0, capsys.readouterr().err
        recoded[engine] = duckdb.read_csv(str(tmp_path / f"r{engine}" / "out.csv")).fetchall()
    assert len(recoded["spark"]) == len(recoded["duckdb"]) == 5000
    for a, b in zip(recoded["spark"], recoded["duckdb"], strict=True):
        assert a[:-3] == b[:-3]
        assert a[-3:] == pytest.approx(b[-3:], rel=1e-12)
