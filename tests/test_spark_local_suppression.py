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
    "households": ({"household": "household_id", "household_variables": ["region"]},
                   {"risk": 0.05}),
    "household_check": ({"household": "household_id"},
                        {"risk": 0.05, "household_check": True}),
    "strata": ({"keys": ["sex", "age", "marital_status", "education"], "strata": ["region"]},
               {"k": 3}),
    "kanon_dimension": ({}, {"k": 3, "kanon_dimension": 2}),
    "argus_rule": ({}, {"k": 2, "kanon_dimension": 2, "kanon_rule": "argus"}),
    "derived": ({"household": "household_id", "household_variables": ["region"],
                 "derived": {"stratum": ["region"]}}, {"k": 3}),
}


@pytest.fixture(scope="module")
def demo_400(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("spark_ls") / "demo_400.csv"
    columns = ["household_id", "region", "stratum", "weight", *KEYS[1:]]
    pacsv.write_csv(pacsv.read_csv(DEMO).select(columns).slice(0, 400), path)
    return path


@pytest.mark.parametrize("mode", MODES, ids=list(MODES))
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
