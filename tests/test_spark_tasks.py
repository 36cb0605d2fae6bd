"""Issue 28 item 2: without strata no Python task on Spark holds the whole file when the
function is row-wise.

``Engine.map_groups(..., split=column)`` declares a function row-wise within a group:
Spark then groups by the group columns and ``pmod(xxhash64(column), B)`` (B: the
session's ``spark.sql.shuffle.partitions``), DuckDB calls it once per group as before.
The perturbations whose kernels are row-wise (PRAM, rounding, multiplicative noise
without ``keep_bounds``) split by a hash of the record id, or of the household id for
household-level variables, and write DuckDB's file byte for byte (the draws are
functions of the ids); the kernel still gets its stratum's tuple, and its records in
id order.  Which kernels are declared row-wise is checked on DuckDB in
tests/protect/test_draws.py.
"""

from __future__ import annotations

import warnings
from collections import Counter

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest

import sdcsql
from sdcsql.engines.duckdb import DuckDBEngine
from sdcsql.engines.spark import SparkEngine
from sdcsql.errors import SdcsqlWarning
from sdcsql.pipeline.etl import write_output
from sdcsql.protect.draws import perturb
from sdcsql.protect.methods import protect

from .test_spark import DEMO, _arrow

pytestmark = pytest.mark.spark

N = 5000
CALLS = pa.schema([("i", pa.int64()), ("first", pa.int64()), ("rows", pa.int64())])


def _sizes(t: pa.Table) -> pa.Table:
    """Each row with its call's first id and its call's row count."""
    n = t.num_rows
    first = pc.min(t["i"]).as_py()
    return pa.table({"i": t["i"], "first": pa.array([first] * n, pa.int64()),
                     "rows": pa.array([n] * n, pa.int64())})


def _calls(engine, split: str | None) -> list[int]:
    """The row counts of the calls of ``_sizes`` over ``N`` rows, no group columns."""
    src = engine.create_from_arrow(f"__sdc_test_tasks_{split}",
                                   pa.table({"i": pa.array(range(N), pa.int64())}))
    out = engine.map_groups(f"SELECT * FROM {engine.quote(src)}", [], _sizes, CALLS,
                            split=split)
    rows = engine.query(f"SELECT first, max(rows) AS n, count(*) AS seen FROM "
                        f"{engine.quote(out)} GROUP BY first")
    assert all(r["n"] == r["seen"] for r in rows)     # each call's rows, all of them
    return sorted(r["n"] for r in rows)


def test_a_split_group_is_run_in_parts_on_spark(spark):
    """One group of 5,000 rows: without ``split`` one call of 5,000 (one task holds the
    file); with it one call per bucket, B of them (B = the session's shuffle
    partitions, 4 on the tests' local[2]), every row in exactly one; DuckDB makes one
    call either way."""
    engine = SparkEngine(spark)
    try:
        assert _calls(engine, None) == [N]
        split = _calls(engine, "i")
        buckets = engine.buckets()
        assert buckets == int(spark.conf.get("spark.sql.shuffle.partitions")) > 1
        assert len(split) == buckets and sum(split) == N
        assert max(split) <= N // 2
    finally:
        engine.close()
    duck = DuckDBEngine()
    try:
        assert _calls(duck, "i") == [N]
    finally:
        duck.close()


def test_the_bucket_count_follows_the_session(spark):
    """B is read when the run is planned: one shuffle partition, one call."""
    engine = SparkEngine(spark)
    key = "spark.sql.shuffle.partitions"
    saved = spark.conf.get(key)
    try:
        spark.conf.set(key, "1")
        assert engine.buckets() == 1
        assert _calls(engine, "i") == [N]
    finally:
        spark.conf.set(key, saved)
        engine.close()


def test_a_row_wise_kernel_gets_its_stratum_and_its_records_in_id_order(spark):
    """``perturb(..., rowwise=True)`` with strata on Spark: every call sees the records
    of one stratum, in ascending id, and the stratum's tuple; the strata are split (a
    call holds fewer records than its stratum).  The kernel writes, for each record,
    stratum * 10^6 + call size * 10 + (1 if its ids ascend), read back per record and
    checked against the record's own stratum."""
    n = 600
    ids = (np.arange(n) * 7919) % 10007            # ids not in row order
    t = pa.table({"pid": ids, "k": np.arange(n) % 2, "s": np.arange(n) % 3,
                  "x": np.arange(n, dtype=float)})
    spec = sdcsql.Spec(keys=["k"], person_id="pid", strata=["s"], numeric=["x"])
    by_id = dict(zip(ids.tolist(), (np.arange(n) % 3).tolist(), strict=True))

    def kernel(values, ids, stratum):
        ok = bool(np.all(np.diff(ids) > 0))
        return {"x": np.full(len(ids), stratum[0] * 10**6 + len(ids) * 10 + int(ok),
                             dtype=float)}

    with sdcsql.Problem(spark.createDataFrame(t), spec, engine="spark", spark=spark) as p:
        out = perturb(p, "test", ["x"], kernel, seed=None, numeric_out=True, rowwise=True)
        got = out.data.select("pid", "s", "x").toArrow().to_pylist()
    sizes = {}
    for row in got:
        code = int(row["x"])
        assert code // 10**6 == row["s"] == by_id[row["pid"]]      # its stratum's tuple
        assert code % 10 == 1                                      # ids ascending
        sizes.setdefault(row["s"], []).append(code % 10**6 // 10)
    assert sorted(sizes) == [0, 1, 2]
    for s, calls in sizes.items():
        assert max(calls) < n // 3, s          # split: no call holds the whole stratum
        # a call of m records is seen by m records
        assert all(count % m == 0 for m, count in Counter(calls).items()), s


#: the row-wise methods, with a household-level variable and without: the variables
#: (the second one household-level: household_type and expenditure are constant within
#: the demo survey's households) and the options
ROWWISE = {
    "pram": ({"pram_variables": ["marital_status", "household_type"], "seed": 3,
              "retention": 0.6}, "household_type"),
    "rounding": ({"numeric": ["income", "expenditure"], "base": 250.0}, "expenditure"),
    "multiplicative_noise": ({"method": "noise", "noise_method": "multiplicative",
                              "numeric": ["income", "expenditure"], "noise": 0.2,
                              "seed": 3, "keep_sign": True}, "expenditure"),
}


@pytest.mark.parametrize("households", [False, True], ids=["records", "households"])
@pytest.mark.parametrize("method", sorted(ROWWISE))
def test_a_row_wise_method_without_strata_is_split_and_writes_duckdb_s_file(
        spark, tmp_path, monkeypatch, method, households):
    """No strata: the run is split by a hash of the id on Spark (records, then the
    household rows of a household-level variable) and the CSV written from Spark is
    DuckDB's, byte for byte."""
    options, household_variable = ROWWISE[method]
    options = {"method": method, **options}
    spec = sdcsql.Spec(keys=["region", "sex"], person_id="person_id",
                       household="household_id",
                       household_variables=[household_variable] if households else [])
    table = _arrow(DEMO).slice(0, 400)
    splits: list[str | None] = []
    original = SparkEngine.map_groups

    def spied(self, *args, **kwargs):
        splits.append(kwargs.get("split"))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(SparkEngine, "map_groups", spied)
    outs = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)     # values crossing zero
        for engine, data in (("spark", spark.createDataFrame(table)), ("duckdb", table)):
            with sdcsql.Problem(data, spec, engine=engine, spark=spark
                                if engine == "spark" else None) as p:
                out = protect(p, **options)
                outs[engine] = write_output(out.data, tmp_path / f"{engine}.csv").read_bytes()
    assert splits == ["__sdc_id"] * (2 if households else 1)
    assert outs["spark"] == outs["duckdb"]
