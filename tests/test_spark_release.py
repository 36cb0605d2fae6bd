"""What a release needs, on Spark (issue 28): recodes, release preparation and its
verification, output that the warehouse reads back -- each against DuckDB on the same
input (the same values, bit for bit where the step is exact).  One SparkSession
(conftest ``spark``)."""

from __future__ import annotations

import math
from pathlib import Path

import pyarrow as pa
import pytest

import sdcsql
from sdcsql.pipeline.chain import Step
from sdcsql.pipeline.runner import run_chain
from sdcsql.protect.recode import Recode, apply_recodes

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"

pytestmark = pytest.mark.spark

SPEC = sdcsql.Spec(keys=["region", "sex", "age", "marital_status", "education"],
                   weight="weight", household="household_id", person_id="person_id",
                   numeric=["income"], na_codes={"education": [9]})
#: every kind of recode, breaks and thresholds drawn from the data (weighted quantiles)
RECODES = [
    Recode("age", "bands", breaks=(0, 15, 30, 45, 65),
           labels=("0-14", "15-29", "30-44", "45-64", "65+")),
    Recode("marital_status", "map", groups=((1, (1, 2)), (3, (3, 4)))),
    Recode("income", "top", quantile=0.95, weighted=True),
    Recode("expenditure", "bands", n=4, method="equal_frequency", weighted=True),
    Recode("region", "map", groups=(("north", (1, 2, 3)),)),
    Recode("stratum", "truncate", keep=1, width=3),
    Recode("household_type", "bottom", value=2, replacement=0),
    Recode("education", "bands", n=3, method="equal_width", right=True),
    Recode("region", "truncate", keep=2),
]


def arrow_of(relation) -> pa.Table:
    """A DuckDB relation or a Spark DataFrame as Arrow."""
    return relation.toArrow() if hasattr(relation, "toArrow") else relation.to_arrow_table()


def assert_same_values(spark_table: pa.Table, duck_table: pa.Table) -> None:
    """The same columns and values in the same order (integers of any width compare
    as integers)."""
    assert spark_table.column_names == duck_table.column_names
    for name in duck_table.column_names:
        assert spark_table.column(name).to_pylist() == duck_table.column(name).to_pylist(), name


@pytest.mark.extended
def test_a_chain_of_recodes_on_spark_gives_duckdb_s_file_and_risk(spark):
    steps = [Step("recode", recode=r) for r in RECODES]
    out = {}
    for engine in ("duckdb", "spark"):
        with run_chain(str(DEMO), SPEC, steps, engine=engine,
                       spark=spark if engine == "spark" else None) as run:
            out[engine] = (arrow_of(run.released()), run.results["risk"].summary.to_json(),
                           [r.risk.summary.to_json() for r in run.steps])
    (s_file, s_risk, s_steps), (d_file, d_risk, d_steps) = out["spark"], out["duckdb"]
    assert_same_values(s_file, d_file)
    assert s_file.column("age").to_pylist()[:3] == ["45-64", "45-64", "45-64"]
    assert s_risk == d_risk and s_steps == d_steps


def test_a_recode_refusal_inside_spark_is_duckdb_s_message(spark):
    df = spark.createDataFrame(pa.table({"age": [3, 17, 40], "sex": [1, 2, 1]}))
    view = apply_recodes(spark, df, [Recode("age", "bands", breaks=(10, 50))])
    try:
        with pytest.raises(sdcsql.InputError) as err:
            sdcsql.Problem(view.relation, sdcsql.Spec(keys=["age", "sex"]), engine="spark",
                           spark=spark)
        assert str(err.value) == ("recode: a value of 'age' is below the first break 10; add "
                                  "a lower break")
    finally:
        view.close()
    assert not any(t.name == view.name for t in spark.catalog.listTables())


@pytest.mark.extended
def test_a_problem_file_with_recodes_and_a_release_runs_on_spark(spark, tmp_path):
    """``sdcsql run --engine spark`` of a problem file of ``[[step]]`` recodes, a
    perturbation and the release (recodes and the release were refused on Spark):
    DuckDB's bytes and the same report (the release's verification included)."""
    from tests.test_spark import assert_same_text, run_on_both_engines

    steps = ('[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
             'breaks = [0, 20, 40, 60]\n'
             '[[step]]\nmethod = "recode"\nvariable = "income"\nkind = "top"\n'
             'quantile = 0.9\n'
             '[[step]]\nmethod = "recode"\nvariable = "marital_status"\nkind = "map"\n'
             'groups = [{to = 1, from = [1, 2]}]\n'
             '[[step]]\nmethod = "noise"\nnumeric = ["expenditure"]\nnoise = 0.1\nseed = 3\n'
             'keep_sign = true\n'
             '[[step]]\nmethod = "release"\nseed = 9\ndrop = ["person_number"]\n'
             'suppression_codes = {age = "-1"}\n')
    outs, texts = run_on_both_engines(
        tmp_path, lambda out: f'[input]\npath = "{DEMO}"\n[spec]\nkeys = ["region", "sex", '
                              f'"age", "marital_status"]\nweight = "weight"\n'
                              f'household = "household_id"\nperson_id = "person_id"\n'
                              f'numeric = ["income", "expenditure"]\n{steps}'
                              f'[output]\ndata = "{out}"\n')
    assert outs["spark"].read_bytes() == outs["duckdb"].read_bytes()
    assert_same_text(texts["spark"], texts["duckdb"])     # the utility computed on Spark
    assert "leak check" in texts["spark"]


OUTPUTS = {
    # name: (command line, output); every output of a command that takes --engine
    "risk_dataset": (["risk", str(DEMO), "--keys", "region,sex,age", "--weight", "weight",
                      "--household", "household_id", "--partition-by", "region"], "risk"),
    "risk_file": (["risk", str(DEMO), "--keys", "region,sex,age", "--weight", "weight"],
                  "risk.parquet"),
    "threshold": (["threshold", str(DEMO), "--keys", "region,sex,age", "--weight", "weight",
                   "--reid-rate", "0.01"], "unsafe.parquet"),
    "protect_dataset": (["protect", str(DEMO), "--keys", "region,sex", "--method", "noise",
                         "--numeric", "income", "--noise", "0.1", "--seed", "5",
                         "--person-id", "person_id", "--partition-by", "sex"], "noise"),
}


@pytest.mark.parametrize("name", list(OUTPUTS))
def test_spark_reads_back_every_output_with_duckdb_s_types_and_values(spark, tmp_path, name):
    """Issue 28 item 3: ``spark.read.parquet`` (default settings: names compared without
    case) reads back what each engine wrote -- no two columns differ only by case
    (``Fk_hat``, docs/decisions/0001) -- with the same column types (a CSV input's
    integers are BIGINT on both engines) and the same values."""
    from tests.test_cli import sdcsql as cli

    args, out = OUTPUTS[name]
    read = {}
    for engine in ("duckdb", "spark"):
        target = tmp_path / engine / out
        target.parent.mkdir()
        res = cli(*args, "--engine", engine, "--out", str(target))
        assert res.returncode == 0, res.stderr
        df = spark.read.parquet(str(target))
        names = [c.lower() for c in df.columns]
        assert len(set(names)) == len(names)
        read[engine] = df
    d, s = read["duckdb"], read["spark"]
    assert [(f.name, f.dataType) for f in s.schema.fields] == \
        [(f.name, f.dataType) for f in d.schema.fields]
    # the same values (risks to 1e-12 relative: sums in another order, tests/test_spark.py)
    for x, y in zip(s.orderBy("person_id").collect(), d.orderBy("person_id").collect(),
                    strict=True):
        for a, b in zip(x, y, strict=True):
            assert a == b or (isinstance(a, float) and math.isclose(a, b, rel_tol=1e-12)), \
                (x, y)


# --------------------------------------------------------------------- release
def demo_table() -> pa.Table:
    import duckdb

    return duckdb.sql(f"SELECT * FROM read_csv('{DEMO}')").to_arrow_table()


@pytest.fixture
def partitions(spark):
    """Small data in several partitions: adaptive execution would coalesce a sort's
    partitions into one."""
    key = "spark.sql.adaptive.coalescePartitions.enabled"
    before = spark.conf.get(key)
    spark.conf.set(key, "false")
    yield spark
    spark.conf.set(key, before)


def in_partitions(df, column: str):
    """``df`` (ordered by ``column``) in 3 partitions, in the same order."""
    return df.repartitionByRange(3, column).sortWithinPartitions(column)


def test_rows_are_numbered_in_order_across_partitions_without_a_global_window(partitions):
    spark = partitions
    """number_rows: a distributed sort and the partitions' counts give the numbers of
    ``row_number() OVER (ORDER BY ...)`` (several partitions), and with no order the
    order read."""
    import numpy as np

    from sdcsql.engines.spark import SparkEngine
    from sdcsql.protect.draws import number_rows

    u = np.random.default_rng(3).random(3000)
    df = spark.createDataFrame(pa.table({"k": np.arange(3000), "u": u})).repartition(3, "k")
    engine = SparkEngine(spark)
    try:
        name, _ = engine.read(df)
        got = engine.query(f"SELECT k, __sdc_n FROM {number_rows(engine, name, 'n1', ['u'])}")
        expected = {int(k): i + 1 for i, k in enumerate(np.argsort(u, kind="stable"))}
        assert {r["k"]: r["__sdc_n"] for r in got} == expected
        parts = engine.query("SELECT count(DISTINCT __sdc_m DIV 8589934592) AS p FROM n1_m")
        assert parts[0]["p"] > 1
        read = spark.range(0, 3000, 1, 3).withColumnRenamed("id", "k")
        name2, _ = engine.read(read)
        got = engine.query(f"SELECT k, __sdc_n FROM {number_rows(engine, name2, 'n2')}")
        assert all(r["__sdc_n"] == r["k"] + 1 for r in got)
    finally:
        engine.close()


@pytest.mark.parametrize("options", [
    {"household": "household_id", "person_id": "person_id",
     "suppression_codes": {"age": -1}, "suppression_flags": ["region"]},
    {"household": "household_id", "drop": ["person_number"]},
    {"person_id": "person_id", "shuffle": False, "suppression_codes": {"region": 99}},
], ids=["ids_code_flag", "household_by_position", "input_order"])
def test_the_release_on_spark_is_duckdb_s_file(partitions, options):
    spark = partitions
    """prepare_release on Spark (several partitions, suppressed values): the same
    records, ids, order, codes and flags as DuckDB (the draws are functions of (seed,
    id), the row numbers counted as DuckDB counts them)."""
    import duckdb
    import numpy as np

    from sdcsql.protect.release import prepare_release

    original = demo_table()
    n = original.num_rows
    rng = np.random.default_rng(1)
    protected = original
    for column in ("age", "region"):
        values = protected.column(column).to_pylist()
        for i in rng.choice(n, 200, replace=False):
            values[i] = None
        protected = protected.set_column(protected.schema.get_field_index(column), column,
                                         pa.array(values, protected.schema.field(column).type))
    with prepare_release(original, protected, seed=9, con=duckdb.connect(), verify=False,
                         **options) as on_duckdb:
        expected, expected_json = arrow_of(on_duckdb.relation), on_duckdb.to_json()
    # several partitions, read in the input order (person_id is 1..n in that order)
    df_o, df_p = (in_partitions(spark.createDataFrame(t), "person_id")
                  for t in (original, protected))
    assert df_o.rdd.getNumPartitions() == 3
    with prepare_release(df_o, df_p, seed=9, con=spark, verify=False, **options) as on_spark:
        got = arrow_of(on_spark.relation)
        assert on_spark.to_json() == expected_json
    assert_same_values(got, expected)
    assert not spark.catalog.tableExists(on_spark.name)


def test_the_leak_check_on_spark_counts_as_on_duckdb(spark):
    """check_relations on Spark (the leak-check templates rendered for Spark, each
    channel's hits a table of their own): the hand-worked household file of
    tests/utility/test_leak_check.py with a shuffled position, every channel."""
    import duckdb

    from sdcsql.utility.leak_check import check_relations
    from tests.utility.test_leak_check import ORIGINAL, RELEASED

    names = ["row", "hh", "region", "hsize", "sex", "age"]
    orig = pa.Table.from_pylist([dict(zip(names, r, strict=True)) for r in ORIGINAL])
    rel = pa.Table.from_pylist([{**dict(zip(names, r, strict=True)), "pos": 9 - r[0],
                                 "code": f"c{r[0]}"} for r in RELEASED])
    args = dict(original_row="row", row_column="row", variables=["region", "hsize", "sex",
                                                                   "age"],
                original_household="hh", household_column="hh", position_column="pos",
                marks={"region": "-9"}, max_columns=3)
    con = duckdb.connect()
    con.register("orig", orig)
    con.register("rel", rel)
    expected = check_relations(con, "orig", "rel", **args).to_json()
    spark.createDataFrame(orig).createOrReplaceTempView("leak_orig")
    spark.createDataFrame(rel).createOrReplaceTempView("leak_rel")
    try:
        got = check_relations(spark, "leak_orig", "leak_rel", **args).to_json()
    finally:
        for view in ("leak_orig", "leak_rel"):
            spark.catalog.dropTempView(view)
    assert got == expected
    assert expected["recoverable_suppressions"] > 0 and expected["order"]["id_columns"]


def test_a_chained_release_on_spark_gives_duckdb_s_file_and_verification(spark):
    """A run of recode, noise and release on Spark: the released file and the release's
    summary -- its verification (the leak check on Spark, the risk of the released file)
    included -- are DuckDB's."""
    spec = sdcsql.Spec(keys=["region", "sex", "age", "marital_status"], weight="weight",
                       household="household_id", person_id="person_id", numeric=["income"])
    steps = [Step("recode", recode=Recode("age", "bands", breaks=(0, 15, 30, 45, 65))),
             Step("noise", (("numeric", ["income"]), ("noise", 0.1), ("seed", 5),
                            ("keep_sign", True))),
             Step("release", (("seed", 9), ("drop", ["person_number"])))]
    out = {}
    for engine in ("duckdb", "spark"):
        with run_chain(str(DEMO), spec, steps, engine=engine,
                       spark=spark if engine == "spark" else None) as run:
            out[engine] = (arrow_of(run.released()), run.results["release"].to_json())
    assert_same_values(out["spark"][0], out["duckdb"][0])
    assert out["spark"][1] == out["duckdb"][1]
    verification = out["spark"][1]["verification"]
    assert verification["leak_check"] is not None and verification["risk"] is not None
