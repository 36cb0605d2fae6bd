"""Warehouse ETL: one SDC step of a pipeline, from a relation or DataFrame to a relation.

:func:`run_step` is the function an orchestrator (Airflow, Dagster, a cron job, a
notebook) calls: it takes the data where it is -- a DuckDB relation or table of a
connection, an Arrow table, a pandas/polars DataFrame, or a Spark DataFrame --
and a problem (a :class:`~sdcsql.spec.Spec` and the step's options), and returns
the output relation and the report as plain data (JSON-ready).  Nothing is
written anywhere unless asked: :func:`write_output` writes a ``.csv``/``.parquet``
file or a (partitioned) Parquet dataset directory, atomically, and
:func:`from_adbc` / :func:`to_adbc` move Arrow tables from and to any database
with an ADBC driver (PostgreSQL: ``adbc-driver-postgresql``).  docs/pipeline/etl.md has
the worked examples, PostgreSQL included.

>>> import duckdb, sdcsql
>>> con = duckdb.connect()
>>> rel = con.sql("SELECT * FROM (VALUES (1, 'a'), (1, 'a'), (2, 'b')) t(x, y)")
>>> with run_step(rel, sdcsql.Spec(keys=["x", "y"]), step="risk", con=con) as out:
...     out.report["sample_uniques"], out.relation.columns[-1]
(1, 'risk')
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..data import Result, json_ready
from ..errors import InputError
from ..formats import OUTPUT_SUFFIXES
from ..options import PIPELINE
from ..spec import Spec
from .runner import is_spark_dataframe, run_stages, step_options

__all__ = ["STEPS", "StepResult", "run_step", "run_file", "step_options", "write_output",
           "from_adbc", "check_dataset_output", "check_file_engine",
           "to_adbc", "is_spark_dataframe"]

#: The steps :func:`run_step` runs with a Spec: ``risk`` (every record with fk, Fk,
#: risk and household risk), ``threshold`` (every record with its threshold and
#: unsafe_reason), ``protect`` (local suppression by default) and ``release`` (the
#: data as the release of itself: new ids, seeded order), on both engines.  With a
#: problem file: ``run`` (the file's steps).
STEPS = PIPELINE[PIPELINE.index("risk"):PIPELINE.index("protect") + 1] + ("release",)


@dataclass
class StepResult(Result):
    """The output of one step: ``relation`` (a DuckDB relation or a Spark DataFrame,
    every input row and column plus the step's columns) and ``report`` (a dict).

    The relation reads temporary tables of the problem: use it inside a ``with``
    block (or call :meth:`close` once it has been written or copied).
    """

    relation: Any
    report: dict[str, Any]
    engine: str
    problem: Any = dataclasses.field(repr=False, default=None)

    def to_json(self) -> dict[str, Any]:
        """The report (what the CLI writes as the step's JSON)."""
        return json_ready(self.report)

    def table(self) -> str:
        return report_text(self.report)

    def close(self) -> None:
        if self.problem is not None:
            self.problem.close()
            self.problem = None

    def __enter__(self) -> StepResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def report_text(report: dict[str, Any], indent: str = "") -> str:
    """A step's report as text: one figure a line, nested parts indented."""
    width = max(len(k) for k in report)
    lines = []
    for k, v in report.items():
        if isinstance(v, dict) and v:
            lines += [f"{indent}{k}", report_text(v, indent + "  ")]
        else:
            lines.append(f"{indent}{k.replace('_', ' '):<{width}}  {_figure(k, v, report)}")
    return "\n".join(lines)


def _figure(key: str, value: Any, row: dict[str, Any]) -> str:
    """A printed figure: a rate (a fraction everywhere else) as a percent."""
    is_rate = key.endswith(("_rate", "_rate_bound")) or (
        key == "target" and row.get("chosen_by") == "reid_rate")
    if is_rate and isinstance(value, (int, float)) and not isinstance(value, bool):
        return f"{100 * value:.4f} %"
    return f"{value:.6g}" if isinstance(value, float) else str(value)


def run_step(data: Any, problem: Any, *, step: str | None = None, con: Any = None,
             spark: Any = None, engine: str | None = None, threads: int | None = None,
             **options: Any) -> StepResult:
    """Run one step of the methodology on ``data`` and return its relation and report.

    ``data``: a DuckDB relation, a table/view name or query of ``con``, an Arrow
    table, a pandas/polars DataFrame, a CSV/Parquet path -- or a Spark DataFrame
    (then the step runs on Spark, in the DataFrame's session).  ``problem``: a
    :class:`~sdcsql.spec.Spec` (or any object with a ``spec`` attribute holding
    one, such as a problem file).  ``engine`` forces ``duckdb`` or ``spark``
    (default: ``spark`` for a Spark DataFrame, else ``duckdb``).

    With a :class:`~sdcsql.pipeline.problem_file.ProblemFile` (``load_problem_file``) the
    file's own steps run on ``data`` instead of its input (``step="run"``, the
    default then): recodes, risk, thresholds, protection; nothing is written (the
    file's ``[output]`` is the CLI's business).  The relation is the output file
    (with fk, Fk, risk when ``output.risk_columns``), the report the summary of
    ``sdcsql run``.  On Spark a file with recodes or protection raises
    :class:`~sdcsql.dialects.DialectError` naming the template that has no Spark
    rendering.

    Either way the steps run through the one run loop
    (:func:`sdcsql.pipeline.runner.run_stages`), in the order of
    :data:`sdcsql.options.PIPELINE`.  The options of each step are its declared
    ones (:mod:`sdcsql.options`: ``step_options(step).all``), the same as the
    CLI's flags and the problem file's:

    * ``risk``: ``method`` -- report: the global risk summary (seed 000 section 3.5);
    * ``threshold``: one of ``risk``, ``reid_rate``, ``unsafe_records``; optionally
      ``household_risk`` (formerly ``household_threshold``, still read, with a
      deprecation warning) or ``household_reid_rate``; ``rule``, ``method`` (the
      risk method) -- report: the threshold figures (seed 000 section 4.1); the
      relation lists every record with its threshold and ``unsafe_reason``;
    * ``protect``: ``method`` (the protection method: ``local_suppression``), one
      of ``k``, ``risk``, ``reid_rate``, ``unsafe_records``; ``suppression_weights``,
      ``importance``, ``household_check``, ``scan``, ``rule``, ``risk_method`` --
      report: the suppression summary (seed 002 section 8.2).  Both engines (Spark
      gives DuckDB's file: docs/protect/local_suppression.md, "Engines");
    * ``release``: ``seed`` and the release's options (:data:`sdcsql.protect.release.
      RELEASE_STEP`; the spec's household and person id are replaced) -- the data
      released as it is (nothing suppressed); relation: the released records;
      report: what the release did and its verification.  Both engines (Spark gives
      DuckDB's file: docs/protect/release.md, "Engines").
    """
    from .problem_file import ProblemFile, run_problem_file

    step, engine = _checked_call(data, problem, step, engine, con, options)
    if isinstance(problem, ProblemFile):
        quiet = dataclasses.replace(problem, output={k: v for k, v in problem.output.items()
                                                     if k == "risk_columns"})
        res = run_problem_file(quiet, threads=threads, con=con, data=data, engine=engine,
                               spark=spark)
        return StepResult(relation=res.data, report=res.to_json(), engine=engine, problem=res)
    run = run_stages(data, problem, (step,), {step: options}, engine=engine, con=con,
                     spark=spark, threads=threads)
    try:
        relation, report = _step_output(run, step)
    except BaseException:
        run.close()
        raise
    return StepResult(relation=relation, report=report, engine=engine, problem=run)


def run_file(pf: Any, *, engine: str = "duckdb", spark: Any = None, con: Any = None,
             threads: int | None = None, partition_by: list[str] | None = None,
             reporter: Any = None) -> StepResult:
    """A problem file run on ``engine`` through :func:`run_step`, with its outputs
    written: the data output by :func:`write_output` (a Spark DataFrame streamed
    to the driver in parts, or a Parquet dataset partitioned by ``partition_by`` written
    from the executors), with the input's labels for a labelled output, then
    the summary; the release's own report (``output.report``) by ``reporter``
    (:func:`sdcsql.present.report.write_run_report`).  What ``sdcsql run``,
    ``sdcsql report`` and a session's :meth:`~sdcsql.pipeline.session.Session.write`
    do with ``--engine spark`` (or ``--partition-by``); the result's ``problem`` (the
    :class:`~sdcsql.pipeline.problem_file.RunResult`) lists the files in ``paths``."""
    from .. import formats
    from ..data import write_json
    from .problem_file import reuse_record, write_output_utility

    data_out, summary = pf.output_path("data"), pf.output_path("summary")
    check_file_engine(pf, engine)
    check_dataset_output(data_out, partition_by)
    labelled = data_out is not None and not partition_by \
        and Path(data_out).suffix.lower() in OUTPUT_SUFFIXES
    data = str(pf.input_path()) if engine == "spark" else pf.input_path()
    result = run_step(data, pf, engine=engine, spark=spark, con=con, threads=threads)
    try:
        run = result.problem
        if data_out is not None:
            meta = formats.output_metadata(result.relation, data_out, pf.input_path(),
                                           pf.spec, pf.recodes) if labelled else None
            run.paths.append(write_output(result.relation, data_out, partition_by,
                                          inputs=[pf.input_path()], metadata=meta))
        if pf.output_path("utility") is not None:
            run.paths.append(write_output_utility(
                pf, result.relation, run.con,
                person_id=pf.spec.person_id if engine == "spark" else None))
        report = pf.output_path("report")
        if report is not None and reporter is not None:
            audience = pf.output.get("audience", "internal")
            run.paths += reporter(pf, run, report, audience,
                                  problem_text=pf.to_toml() if audience == "internal"
                                  else None)
        if summary is not None:     # with the run key, as a DuckDB run's (reusable)
            payload = result.to_json()
            reuse = reuse_record(pf) if not partition_by else None
            if reuse is not None:
                payload["reuse"] = reuse
            write_json(summary, payload)
            run.paths.append(summary)
    except BaseException:
        result.close()
        raise
    return result


def check_file_engine(pf: Any, engine: str) -> None:
    """Refuse, before any work (and before Spark starts), a problem file's
    ``memory_limit`` on Spark (it sets DuckDB's memory, and is refused rather than
    ignored), and its ``output.utility`` on Spark without an id to pair the input and
    the output by (Spark keeps no record order)."""
    if engine != "spark":
        return
    if pf.memory_limit is not None:
        raise InputError(f"{pf.origin}: memory_limit sets DuckDB's memory; size the Spark "
                         "session's memory in its own configuration, or run on duckdb")
    if pf.output_path("utility") is not None and not (pf.utility.get("person_id")
                                                       or pf.spec.person_id):
        raise InputError(f"{pf.origin}: output.utility: on Spark the input and the output "
                         "are paired by an id; give spec.person_id (or utility.person_id)")


def _checked_call(data: Any, problem: Any, step: str | None, engine: str | None, con: Any,
                  options: dict[str, Any]) -> tuple[str, str]:
    """The step (default: ``protect`` for a Spec, ``run`` for a problem file) and the
    engine of a :func:`run_step` call, refusing a call that does not fit them."""
    from ..engines import check_engine
    from .problem_file import ProblemFile

    if step is None:
        step = "protect" if isinstance(problem, Spec) else "run"
    engine = check_engine(engine or ("spark" if is_spark_dataframe(data) else "duckdb"))
    if not isinstance(problem, (ProblemFile, Spec)):
        raise InputError("problem: give an sdcsql.Spec or a ProblemFile")
    if isinstance(problem, ProblemFile):
        if step != "run":
            raise InputError(f"step {step!r}: a problem file runs as a whole (step='run')")
        if options:
            raise InputError(f"options {', '.join(sorted(options))}: a problem file carries "
                             "its own options")
    elif step not in STEPS:
        raise InputError(f"step {step!r}: use one of {', '.join(STEPS)}")
    if engine == "duckdb":
        import duckdb

        if is_spark_dataframe(data):
            raise InputError("data is a Spark DataFrame: run it with engine='spark'")
        if isinstance(data, duckdb.DuckDBPyRelation) and con is None:
            raise InputError("data is a DuckDB relation: pass its connection as con=")
    return step, engine


def _step_output(run: Any, step: str) -> tuple[Any, dict[str, Any]]:
    """The relation and the report of one step's result: a threshold's unsafe records
    and figures, the released records, or the risk's records and the protected file
    with their summaries."""
    result = run.results[step]
    if step == "threshold":
        from ..risk.threshold import unsafe_records

        individual, household = result
        given = individual or household    # neither: unsafe_records says what to give
        relation = unsafe_records(
            run.problem, individual, household_threshold=household,
            method=given.method if given else "exact")
        return relation, {"individual": individual.to_json() if individual else None,
                          "household": household.to_json() if household else None}
    if step == "release":     # a ReleaseResult
        return result.relation, result.to_json()
    # a RiskResult or a ProtectResult
    return result.records if step == "risk" else result.data, result.summary.to_json()


# --------------------------------------------------------------------- outputs
def write_output(relation: Any, out: str | Path, partition_by: list[str] | None = None,
                 inputs: list[str | Path] | tuple = (), metadata: Any = None) -> Path:
    """Write a step's relation (DuckDB or Spark) to a file or a Parquet dataset, atomically.

    ``out`` ending in ``.csv`` or ``.parquet`` (and no ``partition_by``): one file
    (a Spark DataFrame brought to the driver a batch at a time:
    :func:`spark_rows_on_driver`).  Otherwise
    ``out`` is a Parquet dataset directory, partitioned by the ``partition_by``
    columns (``col=value`` subdirectories) when given; Spark writes it from the
    executors.  The directory is written beside ``out`` under a temporary name
    and renamed when complete; an existing ``out`` is refused, and so is an ``out``
    that is one of the ``inputs`` paths or lies inside one
    (:func:`sdcsql.data.check_outputs`).  A partition column's name becomes a
    directory name: one that is not a plain name (a path separator, a leading dot,
    an ``=``) is refused.  A dataset, like every Parquet file, keeps the column
    ``Fk_hat`` (only a CSV file says ``Fk``: docs/decisions/0001-fk-column-names.md).
    The same relation gives the same
    bytes whatever the number of threads.
    """
    from ..data import check_outputs, interrupts_deferred, temp_beside, write

    path = Path(out)
    check_dataset_output(path, partition_by)
    columns = list(relation.columns)
    for col in partition_by or []:
        if col not in columns:
            raise InputError(f"--partition-by {col!r} is not an output column")
        check_partition_name(col)
    check_outputs(inputs, {"output": path})
    if path.suffix.lower() in (".csv", ".parquet") + OUTPUT_SUFFIXES and not partition_by:
        if is_spark_dataframe(relation):
            with spark_rows_on_driver(relation) as rel:
                return write(rel, path, metadata)
        return write(relation, path, metadata)
    if path.exists():
        raise InputError(f"output {str(path)!r} exists: remove it or choose another directory")
    tmp: Path | None = None
    try:
        with interrupts_deferred():      # a Ctrl-C as it is made finds it to remove
            tmp = Path(temp_beside(path, directory=True))
        target = tmp / "data"
        if is_spark_dataframe(relation):
            _write_spark_dataset(relation, target, partition_by or [])
        else:
            _write_arrow_dataset(relation, target, partition_by or [])
        os.replace(target, path)
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return path


#: the suffixes of single-file formats: an output so named cannot be a partitioned
#: dataset (a directory of Parquet files)
SINGLE_FILE_SUFFIXES = (".csv", ".tsv", ".txt", ".gz", ".json", ".html", ".htm", ".svg",
                        ".png", ".sas7bdat", ".xpt", *OUTPUT_SUFFIXES)


def check_dataset_output(out: str | Path | None, partition_by: list[str] | None) -> None:
    """Refuse, before any work, ``partition_by`` with an output named as one file
    (``.csv``, ``.sav``, ``.zsav``, ``.dta``, ``.asc``, ...): a partitioned output is a
    directory of Parquet files (``col=value`` subdirectories), and a directory named
    ``s.sav`` would be neither what the name says nor what was asked for."""
    if out is None or not partition_by:
        return
    suffix = Path(out).suffix.lower()
    if suffix in SINGLE_FILE_SUFFIXES:
        raise InputError(f"--partition-by: output {str(out)!r} is one {suffix} file, and a "
                         "partitioned output is a directory of Parquet files; drop "
                         "--partition-by or write a .parquet dataset")


def check_partition_name(column: str) -> None:
    """Refuse a partition column whose name is not a plain directory name: the
    dataset's subdirectories are ``column=value``, and a name such as ``../x``
    would write outside the output (values are percent-encoded, names are not)."""
    if (not column or column.startswith(".") or any(c in column for c in "/\\=\0")
            or column != column.strip()):
        raise InputError(f"--partition-by {column!r}: the column name is not a plain "
                         "directory name (no '/', '\\', '=', leading '.' or surrounding "
                         "spaces); rename the column first")


#: the bytes of one part the driver fetches from a cluster's executors (one job of
#: :func:`spark_rows_on_driver`): a part above the cluster's
#: ``spark.task.maxDirectResultSize`` waits in an executor's block manager until the
#: driver fetches it, as every large task result on a cluster
PART_BYTES = 16 * 2**20
#: the most bytes of one serialised Arrow batch (a record batch is sliced below it), so
#: that a part of wide records is still a part
BLOB_BYTES = PART_BYTES // 16


@contextlib.contextmanager
def spark_rows_on_driver(df: Any) -> Any:
    """A Spark DataFrame's rows, in its order, as a DuckDB table of the driver's (the
    relation given to the file writers), never the DataFrame whole in one place nor in
    one task's result.  With a local master the executors write the DataFrame as
    Parquet into the private directory (the driver's disk is theirs) and the driver
    reads the files in the partitions' order (:func:`_parts_written`); on a cluster the
    executors' disks are not the driver's, so the driver fetches the rows in parts
    (:func:`_parts_fetched`).  Either way each Arrow batch is cast to the types
    ``toArrow`` gives (so the same file) and appended to a DuckDB table capped at the
    default memory limit, spilling to the private directory."""
    import duckdb
    import pyarrow as pa

    from ..data import set_memory_limit

    schema = df.limit(0).toArrow().schema
    con = duckdb.connect()
    try:
        with (_parts_written if _local_master(df) else _parts_fetched)(df) as batches:
            set_memory_limit(con)
            cast = (batch.cast(schema) for batch in batches)
            con.from_arrow(pa.RecordBatchReader.from_batches(schema, cast)) \
                .create("__sdc_spark_rows")
        yield con.table("__sdc_spark_rows")
    finally:
        con.close()


def _local_master(df: Any) -> bool:
    """Whether ``df``'s executors run in the driver's JVM (``local[...]``): their disk is
    the driver's."""
    return bool(df.sparkSession.sparkContext.master.startswith("local"))


@contextlib.contextmanager
def _parts_written(df: Any) -> Any:
    """The DataFrame's Arrow batches in its order, written by the executors as Parquet
    (``part-<partition>-...``, a file or more per partition, in order) into a directory
    of the private directory that is removed after: a local master's executors share
    the driver's disk.  The driver holds one batch at a time (at 50M records on
    ``local[2]`` the fetched route's task results ran the one JVM out of heap)."""
    import tempfile

    import pyarrow.parquet as pq

    from ..data import private_dir

    scratch = Path(tempfile.mkdtemp(prefix="spark-rows-", dir=private_dir()))
    try:
        _write_spark_dataset(df, scratch / "parts", [])
        files = sorted((scratch / "parts").glob("part-*"),
                       key=lambda f: (int(f.name.split("-")[1]), f.name))
        yield (batch for f in files for batch in pq.ParquetFile(f).iter_batches())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


@contextlib.contextmanager
def _parts_fetched(df: Any) -> Any:
    """The DataFrame's Arrow batches in its order, brought to the driver from a
    cluster's executors: they serialise each partition's Arrow batches (``mapInArrow``;
    a batch above :data:`BLOB_BYTES` sliced), numbered in the DataFrame's order
    (``monotonically_increasing_id``: the partition, then the place in it) and kept on
    their disks (``localCheckpoint``, ``DISK_ONLY``); re-cut by that number into parts
    of about :data:`PART_BYTES` (``repartitionByRange``, whatever the DataFrame's
    partitions: 12.5M records in one of them ran a 4 GB driver out of memory), and
    brought one part a job (``toLocalIterator``)."""
    import pyarrow as pa
    from pyspark import StorageLevel
    from pyspark.sql import functions as F

    from ..engines.spark_session import arrow_only

    def serialised(batches: Any) -> Any:
        for batch in batches:
            rows = max(1, batch.num_rows * BLOB_BYTES // max(batch.nbytes, 1))
            for start in range(0, batch.num_rows, rows):
                sink = pa.BufferOutputStream()
                with pa.ipc.new_stream(sink, batch.schema) as stream:
                    stream.write_batch(batch.slice(start, rows))
                blob = pa.array([sink.getvalue().to_pybytes()], pa.binary())
                yield pa.RecordBatch.from_arrays([blob], names=["ipc"])

    with arrow_only():
        blobs = df.mapInArrow(serialised, "ipc binary") \
            .withColumn("seq", F.monotonically_increasing_id()) \
            .localCheckpoint(eager=True, storageLevel=StorageLevel.DISK_ONLY)
    try:
        size = blobs.agg(F.sum(F.length("ipc"))).first()[0] or 0
        ordered = blobs.repartitionByRange(max(1, -(-size // PART_BYTES)), "seq") \
            .sortWithinPartitions("seq")
        yield (batch for row in ordered.toLocalIterator()
               for batch in pa.ipc.open_stream(row["ipc"]).read_all().to_batches())
    finally:
        blobs.unpersist()


def _write_arrow_dataset(rel: Any, target: Path, partition_by: list[str]) -> None:
    import pyarrow.dataset as ds

    from ..data import ROW_GROUP_ROWS, arrow_reader, bigint_counts, fixed_batches

    reader = arrow_reader(bigint_counts(rel))
    schema = reader.schema
    # one thread and the input's order: the same bytes whatever DuckDB's threads
    ds.write_dataset(fixed_batches(reader, schema), str(target), schema=schema,
                     format="parquet", partitioning=partition_by or None,
                     partitioning_flavor="hive" if partition_by else None,
                     basename_template="part-{i}.parquet", use_threads=False,
                     preserve_order=True, max_rows_per_group=ROW_GROUP_ROWS)


def _write_spark_dataset(df: Any, target: Path, partition_by: list[str]) -> None:
    writer = df.write.mode("errorifexists")
    if partition_by:
        writer = writer.partitionBy(*partition_by)
    writer.parquet(str(target.absolute()))   # not the JVM's directory: Python's
    # the job's marker and the local file system's checksum files are not data
    for marker in [*target.rglob("_SUCCESS"), *target.rglob(".*.crc")]:
        marker.unlink()


# --------------------------------------------------------------------- databases
def from_adbc(conn: Any, query: str) -> Any:
    """Run ``query`` on an ADBC (DB-API) connection and return an Arrow table.

    >>> # import adbc_driver_postgresql.dbapi as pg
    >>> # table = from_adbc(pg.connect(uri), 'SELECT * FROM survey')
    """
    with contextlib.closing(conn.cursor()) as cur:
        cur.execute(query)
        return cur.fetch_arrow_table()


def to_adbc(conn: Any, relation: Any, table: str, mode: str = "create") -> int:
    """Write a relation (DuckDB, Spark or Arrow) into ``table`` through ADBC, in one transaction.

    ``mode``: ``create`` (fails if the table exists), ``replace``, ``append``.
    The column ``Fk_hat`` keeps its name, as in every output but a CSV file (a
    database's identifiers ignore case: ``Fk`` would be ``fk``;
    docs/decisions/0001-fk-column-names.md).  Returns the rows written.  A DuckDB or
    Spark relation is streamed in Arrow batches (a Spark DataFrame through
    :func:`spark_rows_on_driver`), never held whole.
    """
    import pyarrow as pa

    from ..data import arrow_reader

    if is_spark_dataframe(relation):
        with spark_rows_on_driver(relation) as rel:
            return to_adbc(conn, rel, table, mode)
    if isinstance(relation, pa.Table):
        data, count = relation, (lambda: relation.num_rows)
    else:
        data = arrow_reader(relation)
        count = lambda: relation.aggregate("count(*)").fetchall()[0][0]  # noqa: E731
    with contextlib.closing(conn.cursor()) as cur:
        rows = cur.adbc_ingest(table, data, mode=mode)
    conn.commit()
    return int(rows if rows is not None and rows >= 0 else count())
