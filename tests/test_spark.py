"""What is about Spark itself: the session, reading inputs (CSV, partitioned Parquet),
exact DECIMAL sums (the whole pipeline on the demo survey gives DuckDB's numbers to
1e-12 relative), identifiers quoted for Spark, the templates' Spark translation of the
input checks, and the steps Spark refuses.

The steps themselves run on both engines from their own test modules (the ``engine``
fixture of tests/conftest.py: tests/risk/test_individual.py, test_threshold.py,
test_core.py, tests/test_frequencies.py, tests/test_engines.py).  One SparkSession
(conftest ``spark``).
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

import sdcsql
from sdcsql.engines.spark import read_spark
from sdcsql.risk.core import core_risk_table
from sdcsql.risk.threshold import set_household_threshold, set_threshold, unsafe_records

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"
DEMO_KEYS = ["region", "sex", "age", "marital_status", "citizenship", "education"]
REL = 1e-12


def close(a, b, rel=REL):
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, float) or isinstance(b, float):
        return a == b or math.isclose(a, b, rel_tol=rel, abs_tol=0.0)
    return a == b


def assert_same_figures(spark_obj, duck_obj):
    a, b = vars(spark_obj), vars(duck_obj)
    assert a.keys() == b.keys()
    for k in a:
        if isinstance(a[k], dict):
            assert a[k] == b[k], k
        else:
            assert close(a[k], b[k]), (k, a[k], b[k])


def assert_same_rows(spark_df, duck_rel, key_columns, value_columns):
    """Same rows in the same order: keys equal, values within 1e-12 relative."""
    s = spark_df.toArrow()
    d = duck_rel.to_arrow_table()
    assert s.num_rows == d.num_rows
    for c in key_columns:
        assert s.column(c).to_pylist() == d.column(c).to_pylist(), c
    for c in value_columns:
        for x, y in zip(s.column(c).to_pylist(), d.column(c).to_pylist(), strict=True):
            assert close(float(x) if x is not None else None,
                         float(y) if y is not None else None), (c, x, y)


def compare(spark, data_duck, data_spark, spec, *, reid_rate, household_risk=None, method="exact",
            every_way=True):
    """Risk, thresholds and unsafe records on both engines, compared step by step."""
    with sdcsql.Problem(data_duck, spec) as p, \
            sdcsql.Problem(data_spark, spec, engine="spark", spark=spark) as sp:
        rd, rs = p.risk(method), sp.risk(method)
        assert_same_figures(rs.summary, rd.summary)
        assert_same_rows(rs.cells, rd.cells, list(spec.keys) + ["records"],
                         ["fk", "Fk_hat", "risk"])
        values = ["fk", "Fk_hat", "risk"] + (["household_risk"] if spec.household else [])
        assert_same_rows(rs.records, rd.records, spec.keys, values)
        if spec.household:
            assert_same_rows(rs.households, rd.households,
                             [spec.household, "members", "household_size"], ["household_risk"])
        ways = [{"reid_rate": reid_rate}]
        if every_way:
            ways += [{"unsafe_records": 25, "rule": ">"}, {"risk": 0.05}]
        for kwargs in ways:
            td = set_threshold(p, method=method, **kwargs)
            ts = set_threshold(sp, method=method, **kwargs)
            assert_same_figures(ts, td)
        hd = hs = None
        if household_risk is not None:
            hd = set_household_threshold(p, household_risk=household_risk, method=method)
            hs = set_household_threshold(sp, household_risk=household_risk, method=method)
            assert_same_figures(hs, hd)
            assert core_risk_table(sp, None, method) == core_risk_table(p, None, method)
        ud = unsafe_records(p, td, household_threshold=hd, method=method)
        us = unsafe_records(sp, ts, household_threshold=hs, method=method)
        assert_same_rows(us, ud, list(spec.keys) + ["unsafe_reason"], ["risk", "threshold"])
        return rd.summary


def test_demo_survey_households_from_csv(spark):
    spec = sdcsql.Spec(keys=DEMO_KEYS, weight="weight", household="household_id")
    summary = compare(spark, DEMO, str(DEMO), spec, reid_rate=0.01, household_risk=0.1)
    assert summary.household_expected_reidentifications is not None


def _arrow(path: Path) -> pa.Table:
    return duckdb.sql(f"SELECT * FROM read_csv('{path}')").to_arrow_table()


def test_partitioned_parquet_dataset_is_read_with_its_partition_column(spark, tmp_path):
    table = _arrow(DEMO).select(["household_id", "region", "sex", "age", "weight"])
    out = tmp_path / "survey"
    duckdb.from_arrow(table).write_parquet(str(out), partition_by=["region"])
    df = read_spark(spark, str(out))
    assert sorted(df.columns) == sorted(table.column_names)
    assert df.count() == table.num_rows


@pytest.mark.parametrize("options", [
    {"method": "noise", "numeric": ["income"], "noise": 0.1, "seed": 5, "keep_sign": True},
    {"method": "mdav", "numeric": ["income"], "k": 3},     # its result a DataFrame
], ids=["noise", "mdav"])
def test_a_perturbation_runs_through_run_step_on_spark(spark, options):
    """The protect stage is checked against its method's templates, not every
    method's: noise and MDAV run on Spark (local suppression still refused, above) and
    give DuckDB's values (draws keyed by person_id)."""
    from sdcsql.pipeline.etl import run_step

    spec = sdcsql.Spec(keys=["region", "sex"], weight="weight", person_id="person_id")
    table = _arrow(DEMO).select(["person_id", "region", "sex", "weight", "income"])
    with run_step(spark.createDataFrame(table), spec, step="protect", **options) as on_spark, \
            run_step(table, spec, step="protect", **options) as on_duckdb:
        got = on_spark.relation.toArrow().sort_by("person_id")
        expected = on_duckdb.relation.to_arrow_table().sort_by("person_id")
        assert got.column("income").to_pylist() == expected.column("income").to_pylist()
        assert got.column("income") != table.sort_by("person_id").column("income")
        # the measures after the method, on Spark: the risk, and the utility as
        # aggregations over the two files paired by person_id -- DuckDB's figures
        # (1e-12: sums in another order)
        spark_report, duck_report = on_spark.report, on_duckdb.report
        assert spark_report["utility"] is not None
        assert_same_json(spark_report["utility"], duck_report["utility"])
        assert_same_json(spark_report["risk_after"], duck_report["risk_after"])


def assert_same_json(a, b):
    """Two JSON values equal, numbers to 1e-12 relative, or within 1e-12 of each other
    where a figure is zero but for rounding (gamma of two variables: 0 or 2e-16)."""
    if isinstance(a, dict):
        assert a.keys() == b.keys()
        for k in a:
            assert_same_json(a[k], b[k])
    elif isinstance(a, list):
        assert len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            assert_same_json(x, y)
    elif isinstance(a, float) and isinstance(b, (int, float)):
        assert close(a, b) or abs(a - b) <= 1e-12, (a, b)
    else:
        assert a == b


#: a number as a report prints it (6 significant digits)
NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?(?:e[-+]\d+)?")


def assert_same_text(a: str, b: str) -> None:
    """Two reports equal, their printed numbers to their 6 digits (figures equal to
    1e-12 print alike) or within 1e-12 (a figure zero but for rounding: 0 or 2.2e-16)."""
    assert NUMBER.split(a) == NUMBER.split(b)
    for x, y in zip(NUMBER.findall(a), NUMBER.findall(b), strict=True):
        u, v = float(x.replace(",", "")), float(y.replace(",", ""))
        assert x == y or math.isclose(u, v, rel_tol=5e-6, abs_tol=1e-12), (x, y)


@pytest.mark.extended
def test_cli_protect_on_spark_writes_duckdb_s_file(spark, tmp_path):
    """``sdcsql protect --engine spark`` runs the method on Spark (it used to open the
    problem on DuckDB whatever --engine said): the same bytes as --engine duckdb; a
    random method without --person-id is refused in one line."""
    from tests.test_cli import sdcsql as cli

    args = ["protect", str(DEMO), "--keys", "region,sex", "--method", "noise", "--numeric",
            "income", "--noise", "0.1", "--seed", "5"]
    outs = {}
    for engine in ("duckdb", "spark"):
        outs[engine] = tmp_path / f"{engine}.csv"
        res = cli(*args, "--person-id", "person_id", "--engine", engine,
                  "--out", str(outs[engine]))
        assert res.returncode == 0, res.stderr
    assert outs["spark"].read_bytes() == outs["duckdb"].read_bytes()
    res = cli(*args, "--engine", "spark", "--out", str(tmp_path / "x.csv"))
    assert res.returncode == 1 and "person_id" in res.stderr.splitlines()[-1]
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.extended
def test_problem_file_with_a_perturbation_runs_on_spark(spark, tmp_path):
    """``sdcsql run --engine spark`` of a problem file whose protection is a
    perturbation (the risk after used to open a DuckDB problem on the Spark engine):
    DuckDB's file byte for byte, and the same report (the utility included: figures
    equal to their printed digits, computed on Spark)."""
    outs, texts = run_on_both_engines(
        tmp_path, lambda out: f'[input]\npath = "{DEMO}"\n[spec]\nkeys = ["region", "sex"]\n'
                              f'weight = "weight"\nperson_id = "person_id"\n'
                              f'numeric = ["income"]\n[protection]\nmethod = "noise"\n'
                              f'noise = 0.1\nseed = 3\n[output]\ndata = "{out}"\n')
    assert outs["spark"].read_bytes() == outs["duckdb"].read_bytes()
    assert "utility (original against protected)" in texts["spark"]
    assert_same_text(texts["spark"], texts["duckdb"])


def test_spark_problem_refuses_what_duckdb_refuses(spark):
    df = spark.createDataFrame(pa.table({"a": [1, 2], "w": [1.0, 0.0]}))
    with pytest.raises(sdcsql.InputError, match="weight column 'w': 1 record"):
        sdcsql.Problem(df, sdcsql.Spec(keys=["a"], weight="w"), engine="spark", spark=spark)
    with pytest.raises(sdcsql.InputError, match="key column 'b' is not in the input"):
        sdcsql.Problem(df, sdcsql.Spec(keys=["b"]), engine="spark", spark=spark)


def test_hostile_column_names_on_spark(spark):
    """Backticks, quotes, semicolons, unicode and reserved words are names, not SQL."""
    names = {"region": "reg`ion\"; DROP TABLE x; --", "sex": "select", "age": "âge ключ",
             "weight": "W`eight"}
    table = _arrow(DEMO).select(list(names)).rename_columns(list(names.values()))
    spec = sdcsql.Spec(keys=[names["region"], names["sex"], names["age"]], weight=names["weight"])
    compare(spark, table, spark.createDataFrame(table), spec, reid_rate=0.05, every_way=False)


def test_spark_bench_times_every_spark_step_against_its_baseline_and_duckdb(spark):
    """Each step timed on Spark and on DuckDB in the one run: its ratio to the Spark
    baseline and to DuckDB's time (issue 28 item 4), both printed."""
    from sdcsql.tools.spark_bench import SPARK_BENCH_STEPS, run_spark_bench

    result = run_spark_bench(rows=3000, repeat=1, spark=spark)
    assert result.engine == "spark" and result.baseline_seconds > 0
    assert [s["name"] for s in result.steps] == list(SPARK_BENCH_STEPS)
    for s in result.steps:
        assert s["ratio"] == pytest.approx(s["seconds"] / result.baseline_seconds)
        assert s["duckdb_seconds"] > 0
        assert s["duckdb_ratio"] == pytest.approx(s["seconds"] / s["duckdb_seconds"])
        assert s["peak_rss_mb"] > 0
    table = result.table()
    assert "suppress" not in table
    assert all(f"duckdb_ratio={s['duckdb_ratio']:,.2f}" in table for s in result.steps)


def test_input_checks_template_counts_on_both_engines(spark):
    """sql/frequencies/input_checks.sql rendered for each engine gives the counts
    worked out by hand (isinf, NaN, whole numbers and FILTER translated for Spark)."""
    from sdcsql.dialects import render_sql

    inf = float("inf")
    table = pa.table({
        "k": [1.5, 2.0, 2.0, None, -3.25, float("nan"), 4.0],
        "s": ["x", "y", None, "x", "x", "y", "x"],
        "h": [1, 1, 2, None, 3, 3, 4],
        "w": [inf, -inf, float("nan"), 0.0, 0.5, 1e12, None],
    })
    keyed = ("SELECT k AS __sdc_k0, s AS __sdc_k1, h AS __sdc_hh, w AS __sdc_w, "
             "CAST(k IS NULL AS INTEGER) + 2 * CAST(s IS NULL AS INTEGER) AS __sdc_mask FROM t")
    params = {"keyed": "keyed_t", "n_keys": 2, "household": True,
              "numeric": [{"i": 0, "integer": False}], "nan_columns": ["__sdc_k0"]}
    # by hand: 7 records; k: 6 non-NULL, distinct {1.5, 2, -3.25, NaN, 4} = 5, fractional
    # 1.5 and -3.25 (NaN is not counted: NaN equals NaN on both engines); s: 6 non-NULL;
    # weights: 1 NULL, 1 NaN, 2 infinite, 2 <= 0 (-inf, 0), 3 < 1 (-inf, 0, 0.5),
    # 3 >= 1e12 (inf, NaN, 1e12: NaN sorts above every number); masks: 2 rows
    expected = {"n": 7, "k0_values": 6, "k1_values": 6, "w_null": 1, "w_nan": 1, "w_inf": 2,
                "w_nonpos": 2, "w_below1": 3, "w_huge": 3, "hh_null": 1, "k0_distinct": 5,
                "k0_fractional": 2, "__sdc_k0_nan": 1, "with_null_keys": 2}
    con = duckdb.connect()
    con.register("t", table)
    con.execute(f"CREATE VIEW keyed_t AS {keyed}")
    cur = con.execute(render_sql("frequencies/input_checks.sql", "duckdb", **params))
    assert dict(zip([d[0] for d in cur.description], cur.fetchall()[0], strict=True)) == expected
    spark.createDataFrame(table).createOrReplaceTempView("t")
    spark.sql(keyed).createOrReplaceTempView("keyed_t")
    try:
        row = spark.sql(render_sql("frequencies/input_checks.sql", "spark", **params)).collect()
        assert row[0].asDict() == expected
    finally:
        spark.catalog.dropTempView("keyed_t")
        spark.catalog.dropTempView("t")


@pytest.mark.parametrize("columns, spec", [
    ({"a": [1, 2], "w": [1.0, float("inf")]}, dict(keys=["a"], weight="w")),
    ({"a": [1, 2], "w": [1.0, float("nan")]}, dict(keys=["a"], weight="w")),
    ({"a": [1, 2], "w": [1.0, 2e12]}, dict(keys=["a"], weight="w")),
    ({"a": [None, None], "w": [1.0, 2.0]}, dict(keys=["a"], weight="w")),
    ({"a": [1, 2], "s": ["x", None]}, dict(keys=["a"], strata=["s"])),
    ({"a": [1.0, float("nan")]}, dict(keys=["a"])),
    ({"a": [1, 2], "h": [1.0, float("nan")]}, dict(keys=["a"], household="h")),
    ({"a": [1, 2], "h": [1, None]}, dict(keys=["a"], household="h")),
    ({"a": [1, 2], "h": [1, 1], "n": [2, 3]},
     dict(keys=["a"], household="h", household_size="n")),
    ({"a": [1, 2], "h": [1, 1], "n": [1, 1]},
     dict(keys=["a"], household="h", household_size="n")),
    ({"a": [1, 2], "p": [7, 7]}, dict(keys=["a"], person_id="p")),
    ({"a": [1, 2], "p": [7, None]}, dict(keys=["a"], person_id="p")),
], ids=["w-inf", "w-nan", "w-huge", "key-all-null", "strata-null", "key-nan", "hh-nan",
        "hh-null", "hsize-differ", "hsize-small", "pid-repeat", "pid-null"])
def test_spark_input_checks_raise_duckdb_messages(spark, columns, spec):
    table = pa.table(columns)
    spec = sdcsql.Spec(**spec)
    with pytest.raises(sdcsql.InputError) as duck:
        sdcsql.Problem(table, spec)
    with pytest.raises(sdcsql.InputError) as spk:
        sdcsql.Problem(spark.createDataFrame(table), spec, engine="spark", spark=spark)
    assert str(spk.value) == str(duck.value)


def test_spark_input_checks_warn_as_duckdb(spark):
    """Weights below 1 and a key that looks continuous: the same warnings on both engines."""
    table = pa.table({"a": [i + 0.5 for i in range(30)], "w": [0.5] * 30})
    spec = sdcsql.Spec(keys=["a"], weight="w")
    with pytest.warns(sdcsql.SdcsqlWarning) as duck:
        sdcsql.Problem(table, spec).close()
    with pytest.warns(sdcsql.SdcsqlWarning) as spk:
        sdcsql.Problem(spark.createDataFrame(table), spec, engine="spark", spark=spark).close()
    messages = [str(w.message) for w in duck]
    assert len(messages) == 2 and "looks continuous" in messages[1]
    assert [str(w.message) for w in spk] == messages


def run_on_both_engines(tmp_path, problem_text):
    """``sdcsql run`` of ``problem_text(output path)`` on DuckDB and on Spark: the two
    outputs' paths and the two runs' standard outputs (the output path as ``OUT``)."""
    from tests.test_cli import sdcsql as cli

    outs, texts = {}, {}
    for engine in ("duckdb", "spark"):
        outs[engine] = tmp_path / f"{engine}.csv"
        problem = tmp_path / f"{engine}.toml"
        problem.write_text(problem_text(outs[engine]))
        res = cli("run", str(problem), "--engine", engine)
        assert res.returncode == 0, res.stderr
        texts[engine] = res.stdout.replace(str(outs[engine]), "OUT")
    return outs, texts


def test_the_exact_integer_of_a_double_is_its_value_on_spark(spark):
    """``_exact.sql``'s ``fixed`` on Spark gives the double's own value rounded half away
    from zero (Fraction arithmetic as the reference), for magnitudes up to 2^114 and
    either sign; Spark's plain cast to DECIMAL(38, 0) goes through the double's shortest
    decimal text and misses it (1234.567 * 2^52 by 32 units), which is why the fixed-point
    sums of docs/decisions/0003-spark-exact-sums.md use the macro.  ``_exact.sql``'s
    ``whole`` gives the same rounding as a double, which is Spark's round()."""
    from sdcsql._sql import _environment
    from sdcsql.dialects import to_spark

    values = _values_to_round()
    rows = ", ".join(f"({i}, CAST({v!r} AS DOUBLE))" for i, v in enumerate(values))
    fixed = _environment().get_template("_exact.sql").module.fixed
    for cast, exact in ((fixed("x", "spark"), True), ("CAST(x AS HUGEINT)", False)):
        got = spark.sql(to_spark(f"SELECT i, {cast} AS y FROM (VALUES {rows}) AS t(i, x)"))
        wrong = [i for i, y in got.collect() if int(y) != _rounded(values[i])]
        assert (wrong == []) if exact else (0 in wrong)
    whole = _environment().get_template("_exact.sql").module.whole
    got = spark.sql(to_spark(f"SELECT i, {whole('x')} AS y, round(x) AS r "
                             f"FROM (VALUES {rows}) AS t(i, x)")).collect()
    expected = [(i, float(_rounded(v))) for i, v in enumerate(values)]
    assert sorted((i, y) for i, y, _ in got) == expected
    assert all(y == r for _, y, r in got)        # round()'s value, without its decimal


def _values_to_round() -> list[float]:
    """Doubles to round: whole ones up to 2^114, ties (k + 1/2) and their neighbours one
    ulp away (0.49999999999999994 must give 0, where adding 1/2 in doubles gives 1),
    either sign, and random ones at every scale with and without a fraction."""
    import random

    rng = random.Random(3)
    values = [1234.567 * 2.0**52, -98765.4321 * 2.0**52, 0.5, -2.5, 2.0**109 * 1.2345,
              -(2.0**110) * 0.999, 2.0**53 + 2, 0.0, -0.0, 1.5, -1.5, 2.5,
              0.49999999999999994, -0.49999999999999994, 0.5000000000000001,
              2.0**51 + 0.5, -(2.0**51 + 0.5), 2.0**52 - 0.5, 2.0**52 - 1, 2.0**52 + 1,
              2.0**53 - 1, 2.0**53 + 2.0**53 / 2, 2.0**63 + 2.0**11, -(2.0**64) - 2.0**12]
    values += [rng.uniform(-1, 1) * 2.0 ** rng.randint(0, 114) for _ in range(100)]
    values += [rng.uniform(-1, 1) * 2.0 ** rng.randint(-3, 56) for _ in range(100)]
    values += [math.nextafter(k + 0.5, d) * s for k in (0, 1, 7, 2**40)
               for d in (0, math.inf) for s in (1, -1)]
    return values


def _rounded(v: float) -> int:
    """v rounded half away from zero, in exact rational arithmetic."""
    from fractions import Fraction

    n = math.floor(abs(Fraction(v)) + Fraction(1, 2))
    return n if v >= 0 else -n


def test_the_exact_integer_of_a_double_is_its_value_on_duckdb():
    """``_exact.sql``'s ``integer`` (the sampling templates use it on DuckDB too) gives
    the double's value rounded half away from zero, as on Spark (the test above); so
    does ``_exact.sql``'s ``whole``, as a double, which is DuckDB's round()."""
    import duckdb

    from sdcsql._sql import _environment

    values = _values_to_round()
    integer = _environment().get_template("_exact.sql").module.integer
    con = duckdb.connect()
    con.execute("CREATE TABLE t (i INTEGER, x DOUBLE)")
    con.executemany("INSERT INTO t VALUES (?, ?)", list(enumerate(values)))
    got = con.execute(f"SELECT i, CAST({integer('x')} AS VARCHAR) FROM t ORDER BY i").fetchall()
    assert [(i, int(y)) for i, y in got] == [(i, _rounded(v)) for i, v in enumerate(values)]
    whole = _environment().get_template("_exact.sql").module.whole
    got = con.execute(f"SELECT i, {whole('x')}, round(x) FROM t ORDER BY i").fetchall()
    assert [(i, y) for i, y, _ in got] == [(i, float(_rounded(v))) for i, v in enumerate(values)]
    assert all(y == r for _, y, r in got)
