"""The SparkSession the Spark engine runs on: the active one, a cluster's (the master
that ``spark-submit`` or ``PYSPARK_SUBMIT_ARGS`` names), or a new local one.

Needs the optional extra: ``pip install 'sdcsql[spark]'`` (pyspark; Java 17).
"""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from collections.abc import Iterator
from typing import Any

from ..errors import InputError

__all__ = ["spark_session", "check_spark_session", "submitted_master", "arrow_only",
           "spark_failure", "REQUIRED_CONF"]

#: Spark settings the templates rely on (exact DECIMAL sums keep their scale).
REQUIRED_CONF = {"spark.sql.decimalOperations.allowPrecisionLoss": "false"}
#: the JVM heap sdcsql's local session gives each of its cores (Spark's default, 1 GB
#: for the whole local JVM, ran the bench's 5M records out of memory on ``local[2]``);
#: a launch that names its own (``--driver-memory`` or ``--conf spark.driver.memory=``
#: in ``PYSPARK_SUBMIT_ARGS``) keeps it
GB_PER_CORE = 2


def spark_session(threads: int | None = None) -> Any:
    """The active SparkSession; else one on the master the launch names (``spark-submit
    --master URL``, or ``PYSPARK_SUBMIT_ARGS="--master URL pyspark-shell"`` for a plain
    Python process: a standalone, YARN or Kubernetes cluster, whose settings are then
    the cluster's); else a new local one (``local[threads]``, default 2, with
    :data:`GB_PER_CORE` of heap a core unless the launch names the driver's memory).

    From Python, a session built as the cluster wants it (``SparkSession.builder...``)
    and passed as ``spark=`` is used as it is: nothing else changes.
    """
    try:
        from pyspark.sql import SparkSession as session_cls
    except ImportError:  # pragma: no cover - core install
        raise InputError("--engine spark needs pyspark: pip install 'sdcsql[spark]'") from None
    active = session_cls.getActiveSession()
    if active is not None:
        check_spark_session(active)
        return active
    if threads is not None and (not isinstance(threads, int) or threads < 1):
        raise InputError(f"threads must be a positive integer, got {threads!r}")
    # executors start PYSPARK_PYTHON, else the system python3 (maybe without pyarrow)
    for var in ("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON"):
        os.environ.setdefault(var, sys.executable)
    builder = session_cls.builder.appName("sdcsql").config("spark.sql.session.timeZone", "UTC")
    if submitted_master() is None:
        builder = (builder.master(f"local[{threads or 2}]")
                   .config("spark.ui.enabled", "false")
                   .config("spark.ui.showConsoleProgress", "false")
                   .config("spark.sql.shuffle.partitions", str(2 * (threads or 2)))
                   .config("spark.driver.memory", f"{GB_PER_CORE * (threads or 2)}g"))
    for key, value in REQUIRED_CONF.items():
        builder = builder.config(key, value)
    with arrow_only():
        spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    check_spark_session(spark)
    return spark


@contextlib.contextmanager
def arrow_only() -> Iterator[None]:
    """pyspark 4.3's warning that it is untested with pandas 3, raised when a session or
    an Arrow function (``mapInArrow``, ``applyInArrow``) is made, silenced: sdcsql's
    functions get and return Arrow, never pandas objects."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="PySpark does not yet fully support pandas",
                                category=FutureWarning)
        yield


def submitted_master() -> str | None:
    """The master URL the launch names (``spark-submit --master``, or ``--master`` /
    ``--conf spark.master=`` in ``PYSPARK_SUBMIT_ARGS``), or None: a plain Python
    process without one, whose JVM pyspark launches with its default ``local[*]``
    (that default is no choice of the user's, so the local settings apply).  Starts
    the JVM gateway as pyspark does for any session, with the same launch settings."""
    import shlex

    from pyspark import SparkConf, SparkContext

    by_submit = "PYSPARK_GATEWAY_PORT" in os.environ     # a script spark-submit runs
    named = any(a == "--master" or a.startswith(("--master=", "spark.master="))
                for a in shlex.split(os.environ.get("PYSPARK_SUBMIT_ARGS", "")))
    if not (by_submit or named):
        return None
    SparkContext._ensure_initialized()     # the gateway, launched with those settings
    conf = SparkConf()
    return str(conf.get("spark.master")) if conf.contains("spark.master") else None


def check_spark_session(spark: Any) -> None:
    """Set the session settings the templates need (runtime SQL settings)."""
    for key, value in REQUIRED_CONF.items():
        spark.conf.set(key, value)


def spark_failure(exc: BaseException) -> tuple[int, str] | None:
    """The exit code and one line for a Spark job's failure carried by ``exc`` (a
    ``Py4JJavaError``, or an exception wrapping its text, such as DuckDB reading a
    stream of Spark's batches), or None: the JVM's page of stack traces is not a
    message.  Running out of memory is the user's to raise (1, as DuckDB's limit);
    any other failed job is an internal error (2), named by its cause."""
    import re

    text = str(exc)
    if any(oom in text for oom in ("java.lang.OutOfMemoryError", "SparkOutOfMemoryError")):
        return 1, ("Spark ran out of memory; give it more "
                   "(PYSPARK_SUBMIT_ARGS=\"--driver-memory 8g pyspark-shell\" for the local "
                   "session, spark.executor.memory on a cluster) or write a dataset "
                   "directory (--out DIR) rather than one file")
    failure = re.search(r"most recent failure: ([^\n]*)", text)
    if "Job aborted" in text and failure is not None:
        return 2, f"a Spark job failed: {failure.group(1).strip()}"
    return None
