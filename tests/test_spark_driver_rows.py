"""Issue 28 item 2: on Spark nothing proportional to the records reaches the driver.

Every result a step brings to the driver goes through a DataFrame's ``collect``,
``toArrow``, ``toPandas``, ``take`` or ``tail``; the test counts the rows of each and
runs the step on the demo survey (5,000 records) with two keys (at most 2 x 8 cells and
a few strata): cells, margins, moments and strata are fine, records are not.  The bound,
200 rows, is far below the 5,000 records and above every aggregate of these steps.

Covered: the risk, the thresholds, local suppression, the release, the protection search
(its household-risk target too: the households grouped by composition),
microaggregation, sampling and MASSC (their
calibration too: with records as units the raking runs on the sample's cells; with
households, on the households grouped by their shares of the calibration categories,
one row per distinct vector of shares -- here sex and urban, about 100 groups; with
sex and region, 215 for MASSC's 2,000 households: bounded by the households'
compositions, not by the records, yet above this test's bound), and the perturbation
methods through the shared code (noise, PRAM, shuffling, rounding, rank swapping,
resampling: their summary is one aggregation, ``sql/protect/draws/summary.sql``), and
the continuous-variable disclosure risk after one (each stratum's measures in one task,
its summary an aggregation, its fitted parameters one row a stratum): docs/scaling_out.md,
"What reaches the driver".
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
#: records as the sampling units (no household): calibration raked on the sample's cells
RECORDS = SPEC.replace(household=None)


NUMERIC = ["income", "expenditure"]


@pytest.mark.parametrize("step, options", [
    ("risk", {}),
    ("threshold", {"reid_rate": 0.01}),
    ("protect", {"k": 3, "accept_leaks": True}),
    ("release", {"seed": 1}),
    ("protect", {"method": "mdav", "numeric": NUMERIC, "k": 3}),
    ("protect", {"method": "sampling", "fraction": 0.5, "seed": 1}),
    ("protect", {"method": "sampling", "fraction": 0.5, "seed": 1,
                 "calibrate": ["sex", "marital_status"], "spec": RECORDS}),
    ("protect", {"method": "sampling", "fraction": 0.5, "seed": 1,
                 "calibrate": ["sex", "urban"]}),
    ("protect", {"method": "massc", "seed": 1, "massc_risk_cuts": [0.002],
                 "calibrate": ["sex", "region"], "spec": RECORDS}),
    ("protect", {"method": "massc", "seed": 1, "massc_risk_cuts": [0.002],
                 "calibrate": ["sex", "urban"]}),
    ("protect", {"method": "noise", "numeric": NUMERIC, "seed": 1}),
    ("protect", {"method": "noise", "numeric": NUMERIC, "seed": 1, "continuous_risk": True}),
    ("protect", {"method": "pram", "pram_variables": ["marital_status"], "seed": 1}),
    ("protect", {"method": "shuffle", "numeric": NUMERIC, "seed": 1}),
    ("protect", {"method": "rounding", "numeric": NUMERIC, "base": 100}),
    ("protect", {"method": "rank_swap", "numeric": NUMERIC, "seed": 1, "swap_percent": 5}),
    ("protect", {"method": "resampling", "numeric": NUMERIC, "seed": 1}),
], ids=["risk", "threshold", "local_suppression", "release", "mdav", "sampling",
        "sampling_calibrated_records", "sampling_calibrated_households", "massc_records",
        "massc_households", "noise", "noise_with_its_disclosure_risk", "pram", "shuffle",
        "rounding", "rank_swap", "resampling"])
def test_a_step_on_spark_brings_no_record_to_the_driver(spark, driver_rows, step, options):
    df = spark.read.csv(str(DEMO), header=True, inferSchema=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        options = dict(options)
        result = run_step(df, options.pop("spec", SPEC), step=step, **options)
        assert result.relation.count() > 0       # the step's records, counted on Spark
    assert driver_rows and max(driver_rows) <= MOST_ROWS


def test_the_search_on_spark_brings_its_cells_to_the_driver_not_the_records(spark,
                                                                           driver_rows,
                                                                           tmp_path):
    """The protection search on Spark: the distinct cells (region x sex: at most 16)
    reach the driver, the protected file stays a Spark relation; with the household-risk
    target the households too, grouped by composition (the same cells, members per
    cell and size: one row per composition and cell; with urban x sex 122 rows for the
    2,000 households, 3,341 before they were grouped), and the members it suppresses
    are found again on Spark."""
    from sdcsql.protect.search import protected_relation

    spec = SPEC.replace(keys=["region", "sex"], numeric=[])
    with sdcsql.Problem(str(DEMO), spec, engine="spark", spark=spark) as p:
        result = p.search(bands={"region": [3], "sex": [2]}, k=3, suppression_limit=0.05)
        assert protected_relation(p, result).count() == 5000
    with sdcsql.Problem(str(DEMO), spec.replace(keys=["urban", "sex"]), engine="spark",
                        spark=spark) as p:
        result = p.search(bands={"urban": [2], "sex": [2]}, household_risk=1e-5,
                          suppression_limit=0.5)
        assert result.suppressed_records > 0
        assert protected_relation(p, result).count() == 5000
    assert driver_rows and max(driver_rows) <= MOST_ROWS


PRAM = {"method": "pram", "pram_variables": ["marital_status"], "seed": 1}


def _same_files_as_duckdb(spark, tmp_path):
    """Write the PRAM'd demo as one ``.csv`` and one ``.parquet`` file from Spark and
    from DuckDB: the same bytes, and the Spark writing warns of nothing (pyspark's
    warning about pandas 3 on a new Arrow function is not the user's)."""
    from sdcsql.pipeline import etl

    for suffix in (".csv", ".parquet"):
        with run_step(str(DEMO), SPEC, step="protect", engine="spark", **PRAM) as out, \
                warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")     # what a user would see: nothing
            etl.write_output(out.relation, tmp_path / f"spark{suffix}")
        assert [str(w.message) for w in seen] == []
        with run_step(str(DEMO), SPEC, step="protect", **PRAM) as out:
            etl.write_output(out.relation, tmp_path / f"duckdb{suffix}")
        assert (tmp_path / f"spark{suffix}").read_bytes() == \
            (tmp_path / f"duckdb{suffix}").read_bytes()


def test_one_file_written_from_local_spark_is_read_from_the_executors_files(
        spark, driver_rows, tmp_path, monkeypatch):
    """Writing one ``.csv`` or ``.parquet`` file from a local Spark (``write_output``):
    the executors write the records as Parquet into the private directory (a file or
    more a partition), and the driver reads them in the partitions' order,
    a batch at a time (at 50M records on ``local[2]`` the fetched parts' task results
    ran the one JVM out of heap; ``toArrow`` of the records, before, the driver); the
    files are the bytes DuckDB writes, and the directory is gone after."""
    import pyarrow.parquet as pq

    from sdcsql.data import private_dir

    files: list[Path] = []
    read = pq.ParquetFile.__init__

    def opened(self, source, *args, **kwargs):
        files.append(Path(source))
        read(self, source, *args, **kwargs)
    monkeypatch.setattr(pq.ParquetFile, "__init__", opened)
    _same_files_as_duckdb(spark, tmp_path)
    written = [f for f in files if f.name.startswith("part-")]
    assert len(written) >= 2 and all(private_dir() in f.parents for f in written)
    assert not any(f.exists() for f in written)
    assert max(driver_rows) <= MOST_ROWS


def test_the_executors_files_are_read_in_the_dataframe_s_order(spark):
    """Twelve partitions, each written as several files (``maxRecordsPerFile``): the
    driver's table has the rows in the DataFrame's order, with its types."""
    from sdcsql.pipeline.etl import spark_rows_on_driver

    df = spark.range(0, 20_000, numPartitions=12).selectExpr(
        "id", "CAST(id AS INT) % 7 AS k", "CAST(id AS DOUBLE) / 2 AS x", "CAST(id AS STRING) AS s")
    before = spark.conf.get("spark.sql.files.maxRecordsPerFile")
    spark.conf.set("spark.sql.files.maxRecordsPerFile", "700")
    try:
        with spark_rows_on_driver(df) as rel:
            assert [str(t) for t in rel.types] == ["BIGINT", "INTEGER", "DOUBLE", "VARCHAR"]
            assert rel.fetchall() == [(i, i % 7, i * 0.5, str(i)) for i in range(20_000)]
    finally:
        spark.conf.set("spark.sql.files.maxRecordsPerFile", before)


def test_one_file_written_from_a_cluster_reaches_the_driver_in_parts(spark, driver_rows,
                                                                    tmp_path, monkeypatch):
    """Writing one file from a cluster's Spark (the executors' disks are not the
    driver's; here forced on the local session): the records reach the driver as
    serialised Arrow batches (here of at most 100 records, the session's
    ``maxRecordsPerBatch``, or fewer where a batch is above ``BLOB_BYTES``, here 2,000
    bytes), in parts of about ``PART_BYTES`` (here 40,000: a job a part), never the
    DataFrame whole nor one of its partitions (12.5M records in one ran a 4 GB driver
    out of memory at 50M records); the same bytes as DuckDB's."""
    import pyarrow as pa
    from pyspark.sql.classic.dataframe import DataFrame

    from sdcsql.pipeline import etl

    monkeypatch.setattr(etl, "_local_master", lambda df: False)
    monkeypatch.setattr(etl, "PART_BYTES", 40_000)
    monkeypatch.setattr(etl, "BLOB_BYTES", 2_000)
    received: list[int] = []
    blob_bytes: list[int] = []
    parts: list[int] = []
    iterate = DataFrame.toLocalIterator

    def counted(self, *args, **kwargs):
        parts.append(self.rdd.getNumPartitions())
        for row in iterate(self, *args, **kwargs):
            received.append(pa.ipc.open_stream(row["ipc"]).read_all().num_rows)
            blob_bytes.append(len(row["ipc"]))
            yield row
    monkeypatch.setattr(DataFrame, "toLocalIterator", counted)
    before = spark.conf.get("spark.sql.execution.arrow.maxRecordsPerBatch")
    spark.conf.set("spark.sql.execution.arrow.maxRecordsPerBatch", "100")
    try:
        _same_files_as_duckdb(spark, tmp_path)
    finally:
        spark.conf.set("spark.sql.execution.arrow.maxRecordsPerBatch", before)
    assert sum(received) == 2 * 5000 and max(received) < 100     # batches were sliced
    # a blob is at most BLOB_BYTES of Arrow buffers (plus the stream's framing)
    assert max(blob_bytes) < 2 * 2_000
    # the blobs re-cut into parts of about PART_BYTES (a job a part), whatever the
    # step's partitions: each write's parts
    half = len(blob_bytes) // 2
    assert parts == [-(-sum(blob_bytes[:half]) // 40_000),
                     -(-sum(blob_bytes[half:]) // 40_000)] and min(parts) >= 4
    assert max(driver_rows) <= MOST_ROWS


def test_the_count_sees_a_fetch_of_the_records(spark, driver_rows):
    """The check is able to fail: fetching the records is seen."""
    spark.read.csv(str(DEMO), header=True, inferSchema=True).toArrow()
    assert max(driver_rows) == 5000
