"""Issue 28 item 2: on Spark nothing proportional to the records reaches the driver.

Every result a step brings to the driver goes through a DataFrame's ``collect``,
``toArrow``, ``toPandas``, ``take`` or ``tail``; the test counts the rows of each and
runs the step on the demo survey (5,000 records) with two keys (at most 2 x 8 cells and
a few strata): cells, margins, moments and strata are fine, records are not.  The bound,
200 rows, is far below the 5,000 records and above every aggregate of these steps.

Covered: the steps that keep records on the executors.  Not yet: the perturbation
methods' summary (``sdcsql.protect.draws.finish`` fetches the treated columns of every
record to count the changed values and the moments), MASSC's calibration (one row per
sampled record): docs/scaling_out.md, "What reaches the driver".
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

import sdcsql
from sdcsql.errors import SdcsqlWarning
from sdcsql.pipeline.etl import run_step

DEMO = Path(__file__).resolve().parents[1] / "data" / "demo_survey.csv"
#: the most rows one fetch may bring to the driver here (5,000 records)
MOST_ROWS = 200
FETCHES = ("collect", "toArrow", "toPandas", "take", "tail")

pytestmark = pytest.mark.spark


@pytest.fixture
def driver_rows(monkeypatch):
    """The row counts of every fetch to the driver while the test runs."""
    from pyspark.sql.classic.dataframe import DataFrame

    seen: list[int] = []
    for name in FETCHES:
        fetch = getattr(DataFrame, name)

        def counted(self, *args, _fetch=fetch, **kwargs):
            out = _fetch(self, *args, **kwargs)
            seen.append(out.num_rows if hasattr(out, "num_rows") else len(out))
            return out
        monkeypatch.setattr(DataFrame, name, counted)
    return seen


SPEC = sdcsql.Spec(keys=["region", "sex"], weight="weight", household="household_id",
                   person_id="person_id", numeric=["income", "expenditure"])


@pytest.mark.parametrize("step, options", [
    ("risk", {}),
    ("threshold", {"reid_rate": 0.01}),
    ("protect", {"method": "mdav", "numeric": ["income", "expenditure"], "k": 3}),
    ("protect", {"method": "sampling", "fraction": 0.5, "seed": 1}),
], ids=["risk", "threshold", "mdav", "sampling"])
def test_a_step_on_spark_brings_no_record_to_the_driver(spark, driver_rows, step, options):
    df = spark.read.csv(str(DEMO), header=True, inferSchema=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        result = run_step(df, SPEC, step=step, **options)
        assert result.relation.count() > 0       # the step's records, counted on Spark
    assert driver_rows and max(driver_rows) <= MOST_ROWS


def test_the_count_sees_a_fetch_of_the_records(spark, driver_rows):
    """The check is able to fail: fetching the records is seen."""
    spark.read.csv(str(DEMO), header=True, inferSchema=True).toArrow()
    assert max(driver_rows) == 5000
