"""Local suppression on Spark (issue 28 item 1): the protected file and the summary of
a Spark problem are DuckDB's -- the same suppressed values in every record, the same
counts, the same risk figures (to 1e-12 relative: the risk step's own tolerance
between the engines, docs/scaling_out.md) and the same leak check.  One SparkSession
(conftest ``spark``)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.csv as pacsv
import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.pipeline.etl import run_step
from sdcsql.protect.local_suppression import protect
from tests.conftest import shared_file

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "marital_status", "education"]

pytestmark = pytest.mark.spark


def assert_same(spark_value: Any, duck_value: Any, where: str = "summary") -> None:
    """The same structure and values; floats to 1e-12 relative (the risk figures are
    sums of doubles, which the engines add in their own order)."""
    if isinstance(duck_value, dict):
        assert isinstance(spark_value, dict) and spark_value.keys() == duck_value.keys(), where
        for key, value in duck_value.items():
            assert_same(spark_value[key], value, f"{where}.{key}")
    elif isinstance(duck_value, list):
        assert isinstance(spark_value, list) and len(spark_value) == len(duck_value), where
        for i, (s, d) in enumerate(zip(spark_value, duck_value, strict=True)):
            assert_same(s, d, f"{where}[{i}]")
    elif isinstance(duck_value, float) and not isinstance(spark_value, bool):
        assert math.isclose(spark_value, duck_value, rel_tol=1e-12, abs_tol=0), where
    else:
        assert spark_value == duck_value, where


def arrow_of(relation: Any) -> pa.Table:
    return relation.toArrow() if hasattr(relation, "toArrow") else relation.to_arrow_table()


def assert_same_values(spark_table: pa.Table, duck_table: pa.Table) -> None:
    assert spark_table.column_names == duck_table.column_names
    for name in duck_table.column_names:
        assert spark_table.column(name).to_pylist() == duck_table.column(name).to_pylist(), name


@pytest.mark.extended
def test_cli_protect_k3_on_spark_writes_duckdb_s_file_and_summary(spark, tmp_path):
    """``sdcsql protect --engine spark --k 3`` on the demo survey: DuckDB's CSV file
    byte for byte, and its summary."""
    out: dict[str, tuple[bytes, dict[str, Any]]] = {}
    for engine in ("duckdb", "spark"):
        data, summary = tmp_path / f"{engine}.csv", tmp_path / f"{engine}.json"
        code = main(["protect", str(DEMO), "--keys", ",".join(KEYS), "--weight", "weight",
                     "--k", "3", "--accept-leaks", "--engine", engine, "--out", str(data),
                     "--summary-json", str(summary)])
        assert code == 0
        out[engine] = (data.read_bytes(), json.loads(summary.read_text()))
    (s_file, s_summary), (d_file, d_summary) = out["spark"], out["duckdb"]
    assert s_file == d_file
    assert d_summary["suppressions_total"] > 1000 and d_summary["unsafe_records_after"] == 0
    assert_same(s_summary, d_summary)


@pytest.mark.extended
def test_run_step_protect_on_spark_gives_duckdb_s_file_on_testdata(spark):
    """``run_step(spark_df, spec, step="protect", k=3)`` on testdata (households as
    the ../shared README names them): DuckDB's file value for value, and its report."""
    path = shared_file("data", "testdata.csv")
    spec = sdcsql.Spec(keys=["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"],
                       weight="sampling_weight", household="ori_hid")
    df = spark.read.csv(str(path), header=True, inferSchema=True)
    with run_step(df, spec, step="protect", k=3, accept_leaks=True) as s_out:
        s_table, s_report = arrow_of(s_out.relation), s_out.to_json()
    with run_step(path, spec, step="protect", k=3, accept_leaks=True) as d_out:
        d_table, d_report = arrow_of(d_out.relation), d_out.to_json()
    assert d_table.num_rows == 4580
    assert_same_values(s_table.cast(d_table.schema), d_table)
    assert_same(s_report, d_report)


#: each mode of local suppression (issue 28 item 1), on the first 400 demo records
#: (the keys, household, stratum and weight: a short leak check)
MODES = {
    "risk": ({}, {"risk": 0.05}),
    # k-anonymity with household variables (suppressions cost one value per member);
    # the risk model with them: "derived" below
    "households": ({"household": "household_id", "household_variables": ["region"]},
                   {"k": 3}),
    "household_check": ({"household": "household_id"},
                        {"risk": 0.05, "household_check": True}),
    "strata": ({"keys": ["sex", "age", "marital_status", "education"], "strata": ["region"]},
               {"k": 3}),
    "kanon_dimension": ({}, {"k": 3, "kanon_dimension": 2}),
    "argus_rule": ({}, {"k": 2, "kanon_dimension": 2, "kanon_rule": "argus"}),
    "derived": ({"household": "household_id", "household_variables": ["region"],
                 "derived": {"stratum": ["region", "age"]}}, {"risk": 0.05}),
}


@pytest.fixture(scope="module")
def demo_400(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("spark_ls") / "demo_400.csv"
    columns = ["household_id", "region", "stratum", "weight", *KEYS[1:]]
    pacsv.write_csv(pacsv.read_csv(DEMO).select(columns).slice(0, 400), path)
    return path


#: the risk model alone runs in CI's suite on the standalone cluster (the chained
#: release's local suppression to its threshold): extended here
@pytest.mark.parametrize("mode", [pytest.param(m, marks=pytest.mark.extended)
                                  if m == "risk" else m for m in MODES], ids=list(MODES))
def test_each_mode_on_spark_gives_duckdb_s_file_and_summary(spark, demo_400, mode):
    spec_options, options = MODES[mode]
    spec = sdcsql.Spec(**{"keys": KEYS, "weight": "weight", **spec_options})
    out = {}
    for engine in ("duckdb", "spark"):
        with sdcsql.Problem(str(demo_400), spec, engine=engine,
                            spark=spark if engine == "spark" else None) as p:
            result = protect(p, accept_leaks=True, **options)
            out[engine] = (arrow_of(result.data), result.summary.to_json())
    (s_table, s_summary), (d_table, d_summary) = out["spark"], out["duckdb"]
    assert d_summary["suppressions_total"] > 0
    assert_same_values(s_table, d_table)
    assert_same(s_summary, d_summary)


@pytest.fixture(scope="module")
def survey_400(tmp_path_factory) -> Path:
    """The first 400 demo records with the ids a release replaces."""
    path = tmp_path_factory.mktemp("spark_ls") / "survey_400.csv"
    columns = ["person_id", "household_id", "region", "stratum", "weight", *KEYS[1:]]
    pacsv.write_csv(pacsv.read_csv(DEMO).select(columns).slice(0, 400), path)
    return path


@pytest.mark.extended
def test_a_problem_file_with_a_suppression_and_a_release_runs_on_spark(spark, survey_400,
                                                                      tmp_path):
    """``sdcsql run --engine spark`` of a recode, a local suppression and the release:
    DuckDB's bytes and the same report (the suppression's summary and the release's
    verification, its leak check included)."""
    from tests.test_spark import run_on_both_engines

    steps = ('[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
             'breaks = [0, 20, 40, 60]\n'
             '[[step]]\nmethod = "local_suppression"\nk = 3\naccept_leaks = true\n'
             '[[step]]\nmethod = "release"\nseed = 9\nsuppression_codes = {age = "-1"}\n'
             'accept_leaks = true\n')
    outs, texts = run_on_both_engines(
        tmp_path, lambda out: f'[input]\npath = "{survey_400}"\n[spec]\nkeys = ["region", '
                              f'"sex", "age", "marital_status", "education"]\n'
                              f'weight = "weight"\nhousehold = "household_id"\n'
                              f'person_id = "person_id"\n{steps}[output]\ndata = "{out}"\n')
    assert outs["spark"].read_bytes() == outs["duckdb"].read_bytes()
    assert texts["spark"] == texts["duckdb"]
    assert "-1" in outs["duckdb"].read_text() and "leak check" in texts["spark"]


def test_the_leak_check_follows_a_suppression_on_spark_as_on_duckdb(spark, survey_400):
    """A recode (of a column that is no key) after a local suppression, no release: the
    run's final leak check on Spark (it was left out there) gives DuckDB's figures."""
    from sdcsql.pipeline.chain import Step
    from sdcsql.pipeline.runner import run_chain
    from sdcsql.protect.recode import Recode

    spec = sdcsql.Spec(keys=KEYS, weight="weight", household="household_id")
    steps = [Step("local_suppression", (("k", 3), ("accept_leaks", True))),
             Step("recode", recode=Recode("stratum", "truncate", keep=1, width=3))]
    out = {}
    for engine in ("duckdb", "spark"):
        with run_chain(str(survey_400), spec, steps, engine=engine,
                       spark=spark if engine == "spark" else None) as run:
            out[engine] = (arrow_of(run.released()), run.results["leak_check"])
    assert_same_values(out["spark"][0], out["duckdb"][0])
    assert out["duckdb"][1]["suppressed_values"] > 0
    assert_same(out["spark"][1], out["duckdb"][1])
