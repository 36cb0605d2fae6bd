"""One long-lived SparkSession (a notebook's) holding many problems: a problem's relations
are its own, and generated row ids do not change between reads.  The conftest ``spark``
session, shared with every other Spark test of the run."""

from __future__ import annotations

import itertools
from pathlib import Path

import duckdb
import pytest

import sdcsql
import sdcsql.engines.spark as spark_engine
import sdcsql.problem as problem_module
from sdcsql.dialects import to_spark
from sdcsql.engines.spark import SparkEngine
from sdcsql.errors import SdcsqlError

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"

pytestmark = pytest.mark.spark


def demo_fk(keys: list[str]) -> dict[int, int]:
    """Each person's cell size under ``keys``, counted by DuckDB's window (no sdcsql)."""
    cols = ", ".join(keys)
    return dict(duckdb.sql(f"SELECT person_id, count(*) OVER (PARTITION BY {cols}) "
                           f"FROM read_csv('{DEMO}')").fetchall())


def spark_fk(problem: sdcsql.Problem) -> dict[int, int]:
    return {r["person_id"]: r["fk"] for r in problem.records().select("person_id", "fk")
            .collect()}


def restart_counters(monkeypatch: pytest.MonkeyPatch) -> None:
    """The name counters back at one start, as a reload of the modules (a notebook's
    autoreload) leaves them."""
    start = 10 ** 9     # beyond what the rest of the run reaches
    monkeypatch.setattr(problem_module, "_ids", itertools.count(start))
    monkeypatch.setattr(spark_engine, "_ids", itertools.count(start))


def test_a_second_problem_never_takes_over_an_open_problem_s_views(spark, monkeypatch):
    """A name another problem holds in the session is refused, not replaced: the open
    problem keeps its own numbers (before, the second problem's keyed view answered
    the first problem's queries: every fk of the first was the second's)."""
    keys = ["region", "sex", "age"]
    restart_counters(monkeypatch)
    with sdcsql.Problem(str(DEMO), sdcsql.Spec(keys=keys, weight="weight"), engine="spark",
                        spark=spark) as first:
        restart_counters(monkeypatch)
        with pytest.raises(SdcsqlError, match="already holds a temporary view '__sdc_src_"):
            sdcsql.Problem(str(DEMO), sdcsql.Spec(keys=["region", "sex"]), engine="spark",
                           spark=spark)
        assert spark_fk(first) == demo_fk(keys)
    # closed: its names are free again, for a problem of its own
    restart_counters(monkeypatch)
    with sdcsql.Problem(str(DEMO), sdcsql.Spec(keys=["region", "sex"]), engine="spark",
                        spark=spark) as second:
        assert spark_fk(second) == demo_fk(["region", "sex"])


def test_problems_one_after_another_in_one_session_give_duckdb_s_fk(spark):
    """Two different problems, then the first again, in the one session (shuffle
    partitions changed in between): every record's fk is DuckDB's."""
    key = "spark.sql.shuffle.partitions"
    before = spark.conf.get(key)
    try:
        for keys, partitions in ((["region", "sex", "age"], "4"), (["region", "urban"], "1"),
                                 (["region", "sex", "age"], "7")):
            spark.conf.set(key, partitions)
            with sdcsql.Problem(str(DEMO), sdcsql.Spec(keys=keys, weight="weight"),
                                engine="spark", spark=spark) as p:
                assert spark_fk(p) == demo_fk(keys), (keys, partitions)
    finally:
        spark.conf.set(key, before)


def test_a_view_that_numbers_its_rows_keeps_its_ids_between_reads(spark):
    """``row_number() OVER ()`` is ``monotonically_increasing_id()`` on Spark: ids
    that follow the partitioning of the moment.  A relation that carries them is
    materialised even when created as a view, so a read with other shuffle
    partitions sees the same ids (before, each read numbered the cells anew)."""
    conf = {"spark.sql.shuffle.partitions": None,
            "spark.sql.adaptive.coalescePartitions.enabled": "false"}
    saved = {k: spark.conf.get(k) for k in conf}
    engine = SparkEngine(spark)
    try:
        for k, v in conf.items():
            if v is not None:
                spark.conf.set(k, v)
        spark.conf.set("spark.sql.shuffle.partitions", "1")
        source, _ = engine.read(spark.range(0, 3000, 1, 3).selectExpr("id % 97 AS k"))
        view = engine.create("VIEW", f"__sdc_numbered_{id(engine)}", to_spark(
            f"SELECT row_number() OVER () AS n, k FROM (SELECT k FROM {source} GROUP BY k)"))
        reads = []
        for partitions in ("1", "5"):
            spark.conf.set("spark.sql.shuffle.partitions", partitions)
            reads.append({r["k"]: r["n"] for r in engine.query(f"SELECT n, k FROM {view}")})
        assert len(reads[0]) == 97
        assert reads[1] == reads[0]
    finally:
        engine.close()
        for k, v in saved.items():
            spark.conf.set(k, v)


def test_relative_paths_after_a_change_of_directory_are_python_s(spark, tmp_path, monkeypatch):
    """A session's JVM resolves a relative path against the directory it started in;
    the engine reads and writes the files that Python's current directory names (a
    notebook's ``os.chdir``): the input here, the dataset written here, fk as DuckDB's
    (before, Spark looked for the input beside the JVM's start directory)."""
    from sdcsql.cli import main

    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    rows = [(1, 1, "a"), (2, 1, "a"), (3, 2, "a"), (4, 2, "b"), (5, 2, "b"), (6, 1, "b")]
    Path("in.csv").write_text("pid,x,g\n" + "".join(f"{p},{x},{g}\n" for p, x, g in rows))
    assert main(["risk", "in.csv", "--keys", "x,g", "--engine", "spark", "--out", "out",
                 "--partition-by", "g"]) == 0
    got = {r["pid"]: r["fk"] for r in spark.read.parquet(str(work / "out")).collect()}
    assert got == {1: 2, 2: 2, 3: 1, 4: 2, 5: 2, 6: 1}
    assert sorted(p.name for p in work.iterdir()) == ["in.csv", "out"]


def test_a_plain_python_process_gets_the_local_session_it_asks_for(spark):
    """Without a master named at launch (pyspark's own launch defaults to ``local[*]``,
    which is no choice of the user's) the session is ``local[threads]`` with the local
    settings: few shuffle partitions, no web UI, no progress bars on the terminal."""
    import os

    assert "--master" not in os.environ.get("PYSPARK_SUBMIT_ARGS", "")
    conf = spark.sparkContext.getConf()
    assert spark.sparkContext.master == "local[2]"
    assert spark.conf.get("spark.sql.shuffle.partitions") == "4"
    assert conf.get("spark.ui.showConsoleProgress") == "false"
    assert conf.get("spark.ui.enabled") == "false"


def test_the_local_session_has_two_gigabytes_a_core_unless_the_launch_names_memory():
    """sdcsql's local session asks for GB_PER_CORE of heap a core (Spark's default, 1 GB
    for the whole JVM, ran the bench's 5M records out of memory on local[2]); a memory
    named at launch is kept.  Each case a new Python process: the JVM's heap is fixed
    when it starts."""
    import os
    import subprocess
    import sys

    probe = ("from sdcsql.engines.spark_session import spark_session\n"
             "s = spark_session(threads=2)\n"
             "print(s.sparkContext._jvm.java.lang.Runtime.getRuntime().maxMemory())\n"
             "s.stop()\n")
    heaps = []
    for args in (None, "--driver-memory 1g pyspark-shell"):
        env = {k: v for k, v in os.environ.items() if k != "PYSPARK_SUBMIT_ARGS"}
        if args:
            env["PYSPARK_SUBMIT_ARGS"] = args
        run = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                             text=True, check=True)
        heaps.append(int(run.stdout.split()[-1]) / 2**30)
    # the JVM reports a little less than -Xmx (a survivor space is not counted)
    assert 3.5 < heaps[0] <= 4 and 0.8 < heaps[1] <= 1
