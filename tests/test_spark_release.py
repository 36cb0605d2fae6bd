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


def test_a_problem_file_with_recode_steps_runs_on_spark(spark, tmp_path):
    """``sdcsql run --engine spark`` of a problem file of ``[[step]]`` recodes and a
    perturbation (the recodes were refused on Spark): DuckDB's bytes and report."""
    from tests.test_cli import sdcsql as cli

    steps = ('[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
             'breaks = [0, 20, 40, 60]\n'
             '[[step]]\nmethod = "recode"\nvariable = "income"\nkind = "top"\n'
             'quantile = 0.9\n'
             '[[step]]\nmethod = "recode"\nvariable = "marital_status"\nkind = "map"\n'
             'groups = [{to = 1, from = [1, 2]}]\n'
             '[[step]]\nmethod = "noise"\nnumeric = ["expenditure"]\nnoise = 0.1\nseed = 3\n')
    outs, texts = {}, {}
    for engine in ("duckdb", "spark"):
        outs[engine] = tmp_path / f"{engine}.csv"
        problem = tmp_path / f"{engine}.toml"
        problem.write_text(
            f'[input]\npath = "{DEMO}"\n[spec]\nkeys = ["region", "sex", "age", '
            f'"marital_status"]\nweight = "weight"\nperson_id = "person_id"\n'
            f'numeric = ["income", "expenditure"]\n{steps}'
            f'[output]\ndata = "{outs[engine]}"\n')
        res = cli("run", str(problem), "--engine", engine)
        assert res.returncode == 0, res.stderr
        texts[engine] = res.stdout.replace(str(outs[engine]), "OUT")
    assert outs["spark"].read_bytes() == outs["duckdb"].read_bytes()
    before = texts["duckdb"].split("\n\n")[0]
    assert before.startswith("risk before") and texts["spark"].startswith(before)


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
