"""The Spark engine: :class:`sdcsql.engines.Engine` over a SparkSession.

Templates rendered for Spark SQL (:func:`sdcsql.dialects.render_sql`) run with
``spark.sql(sql, args=params)``; a relation is a temporary view of the problem's own, a
``TABLE`` or a relation numbering its rows is materialised (``localCheckpoint``: its ids
stay put).  List variables are named parameters; Python functions are Arrow UDFs,
``mapInArrow`` and ``applyInArrow``.  Same numbers as DuckDB (tests run on both).

Needs the optional extra: ``pip install 'sdcsql[spark]'`` (pyspark, sqlglot; Java 17).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa

from .._sql import quote_ident
from ..dialects import render_sql, spark_args
from ..errors import InputError, SdcsqlError
from .spark_session import REQUIRED_CONF, arrow_only, check_spark_session, spark_session
from .spark_types import as_duckdb_reads_csv, rows_of, spark_schema

__all__ = ["SparkEngine", "spark_session", "check_spark_session", "read_spark", "spark_schema",
           "quote_spark", "REQUIRED_CONF"]

_ids = itertools.count(1)
#: the bucket column :meth:`SparkEngine.map_groups` adds to split a group (dropped
#: before the function sees the rows)
SPLIT_COLUMN = "__sdc_split_bucket"


def read_spark(spark: Any, data: Any) -> Any:
    """A Spark DataFrame from a DataFrame, an Arrow table, a table name, or a CSV/Parquet
    file or directory.

    A Parquet directory may be partitioned (``key=value`` subdirectories): the
    partition columns are read as columns.  A relative path is the one Python sees (from
    the current directory), whatever directory the session's JVM started in.  CSV:
    header row, types inferred, integers as BIGINT (as DuckDB reads them).
    """
    if hasattr(data, "sparkSession") and hasattr(data, "schema"):
        return data
    if isinstance(data, pa.Table):
        from pyspark.sql.pandas.types import from_arrow_schema

        return spark.createDataFrame(data, schema=from_arrow_schema(data.schema))
    if isinstance(data, str) and not os.path.exists(data) and spark.catalog.tableExists(data):
        return spark.table(data)
    path = Path(data)
    if not path.exists():
        raise InputError(f"input {str(path)!r} does not exist")
    located = str(path.absolute())      # Spark's relative paths are the JVM's start dir
    if path.is_dir():
        files = [p for p in path.rglob("*") if p.is_file() and not p.name.startswith((".", "_"))]
        if files and all(p.suffix.lower() == ".csv" for p in files):
            return as_duckdb_reads_csv(spark.read.csv(located, header=True, inferSchema=True,
                                                       recursiveFileLookup=True))
        return spark.read.parquet(located)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return as_duckdb_reads_csv(spark.read.csv(located, header=True, inferSchema=True))
    if suffix == ".parquet":
        return spark.read.parquet(located)
    raise InputError(f"input {str(path)!r}: use a .csv or .parquet file, or a Parquet directory")


class SparkEngine:
    """An :class:`~sdcsql.engines.Engine` on ``spark`` (default: the active session,
    else a new ``local[threads]`` one)."""

    dialect = "spark"
    reread_kind = "TABLE"

    def __init__(self, spark: Any = None, *, threads: int | None = None) -> None:
        self._spark = spark if spark is not None else spark_session(threads)
        check_spark_session(self._spark)
        self._views: list[str] = []
        self._frames: list[Any] = []
        self._lists: dict[str, list] = {}

    @property
    def con(self) -> Any:
        return self._spark

    def render(self, template: str, **params: Any) -> str:
        return render_sql(template, self.dialect, **params)

    def quote(self, name: str) -> str:
        return quote_spark(name)

    def _register(self, name: str, df: Any, materialise: bool) -> str:
        """``df`` as the view ``name`` (materialised if asked); never another owner's."""
        if materialise:
            self._frames.append(df.localCheckpoint(eager=True))
            df = rows_of(self._spark, self._frames[-1])
        if name in self._views:
            df.createOrReplaceTempView(name)
            return name
        from pyspark.errors import AnalysisException

        try:
            df.createTempView(name)
        except AnalysisException as exc:
            if exc.getCondition() != "TEMP_TABLE_OR_VIEW_ALREADY_EXISTS":
                raise
            raise SdcsqlError(f"the SparkSession already holds a temporary view {name!r} "
                              "that this problem did not create: close the problem that "
                              "made it, or start a new session") from None
        self._views.append(name)
        return name

    def read(self, data: Any) -> tuple[str, dict[str, str]]:
        df = read_spark(self._spark, data)
        name = self._register(f"__sdc_src_{os.getpid()}_{next(_ids)}", df, False)
        return name, spark_schema(df)

    def relation(self, sql: str, params: dict | None = None) -> Any:
        # the bound lists a statement reads (getvariable('x') renders as :x)
        args = {k: v for k, v in self._lists.items() if f":{k}" in sql} | spark_args(params)
        return self._spark.sql(sql, args=args or None)

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """A ``TABLE`` is materialised, and so is a relation numbering its rows with
        ``monotonically_increasing_id`` (partition-dependent ids): every read sees one."""
        return self._register(name, self.relation(sql, params), kind == "TABLE"
                              or "monotonically_increasing_id" in sql.lower())

    def create_from_arrow(self, name: str, table: pa.Table) -> str:
        return self._register(name, read_spark(self._spark, table), True)

    def drop(self, names: set[str]) -> None:
        for name in reversed([v for v in self._views if v in names]):
            with contextlib.suppress(Exception):   # session already stopped
                self._spark.catalog.dropTempView(name)
            self._views.remove(name)

    def query(self, sql: str, params: dict | None = None) -> list[dict[str, Any]]:
        return [row.asDict() for row in self.relation(sql, params).collect()]

    def fetch_arrow(self, sql: str, params: dict | None = None) -> pa.Table:
        return self.relation(sql, params).toArrow()

    def columns(self, name: str) -> list[str]:
        return list(self._spark.table(name).columns)

    def register_function(self, name: str, fn: Callable[..., pa.Array],
                          arg_types: Sequence[str], return_type: str) -> None:
        from pyspark.sql.functions import ArrowUDFType, arrow_udf

        with warnings.catch_warnings():   # fn has no type hints: the type is given instead
            warnings.filterwarnings("ignore", "It is preferred to specify type hints", UserWarning)
            udf = arrow_udf(fn, return_type.lower(), ArrowUDFType.SCALAR)
        self._spark.udf.register(name, udf)

    def bind_list(self, name: str, values: list) -> None:
        self._lists[name] = list(values)

    @contextlib.contextmanager
    def without_optimizer(self, rule: str) -> Iterator[None]:
        yield   # no rule to switch off (DuckDB's optimizer rules)

    def map_batches(self, sql: str, fn: Callable[[pa.Table], pa.Table], schema: pa.Schema,
                    *, name: str | None = None, params: dict | None = None) -> str:
        """``mapInArrow`` (on the executors); see :meth:`sdcsql.engines.Engine.map_batches`."""
        def apply(batches: Any) -> Any:
            for batch in batches:
                yield from fn(pa.Table.from_batches([batch])).select(schema.names) \
                    .cast(schema).to_batches()

        return self._mapped(name, self.relation(sql, params).mapInArrow, apply, schema)

    def map_groups(self, sql: str, by: Sequence[str], fn: Callable[[pa.Table], pa.Table],
                   schema: pa.Schema, *, name: str | None = None, params: Any = None,
                   split: str | None = None) -> str:
        """``groupBy(by).applyInArrow``; with ``split``, grouped by ``by`` and the bucket
        ``pmod(xxhash64(split), B)`` as well (B: :meth:`buckets`), a column the
        function never sees; see :meth:`sdcsql.engines.Engine.map_groups`."""
        df = self.relation(sql, params)
        keys = list(by)
        if split is not None:
            from pyspark.sql import functions as F

            df = df.withColumn(SPLIT_COLUMN, F.expr(
                f"pmod(xxhash64({quote_spark(split)}), {self.buckets()})"))
            keys.append(SPLIT_COLUMN)

        def call(t: pa.Table) -> pa.Table:
            if split is not None:
                t = t.drop_columns([SPLIT_COLUMN])
            return fn(t).select(schema.names).cast(schema)

        return self._mapped(name, df.groupBy(*keys).applyInArrow, call, schema)

    def buckets(self) -> int:
        """The parts a split group is hashed into (:meth:`map_groups`): the session's
        ``spark.sql.shuffle.partitions`` (Spark's default, 200, when it is not a
        number), at least 1."""
        value = str(self._spark.conf.get("spark.sql.shuffle.partitions", "200")).strip()
        return max(1, int(value)) if value.isdigit() else 200

    def _mapped(self, name: str | None, method: Any, fn: Any, schema: pa.Schema) -> str:
        from pyspark.sql.pandas.types import from_arrow_schema

        name = name or f"__sdc_mapped_{os.getpid()}_{next(_ids)}"
        with arrow_only():
            mapped = method(fn, from_arrow_schema(schema))
        return self._register(name, mapped, True)

    def close(self) -> None:
        self.drop(set(self._views))
        for df in self._frames:
            with contextlib.suppress(Exception):
                df.unpersist()
        self._frames.clear()
        self._lists.clear()


def quote_spark(name: str) -> str:
    """A Spark identifier (backticks, embedded backticks doubled)."""
    quote_ident(name)  # the same checks as every identifier
    return "`" + name.replace("`", "``") + "`"
