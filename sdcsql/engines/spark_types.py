"""Spark column types as DuckDB names them, and a CSV file's types as DuckDB reads them
(the Spark engine's input side: sdcsql.engines.spark)."""

from __future__ import annotations

from typing import Any

__all__ = ["arrow_batches", "as_duckdb_reads_csv", "rows_of", "spark_schema"]

_SPARK_TYPES = {"ByteType": "TINYINT", "ShortType": "SMALLINT", "IntegerType": "INTEGER",
                "LongType": "BIGINT", "FloatType": "FLOAT", "DoubleType": "DOUBLE",
                "StringType": "VARCHAR", "BooleanType": "BOOLEAN", "DateType": "DATE",
                "TimestampType": "TIMESTAMP", "TimestampNTZType": "TIMESTAMP",
                "BinaryType": "BLOB"}


def _type_name(dtype: Any) -> str:
    """A Spark data type as the DuckDB type name the spec checks understand."""
    name = type(dtype).__name__
    if name == "DecimalType":
        return f"DECIMAL({dtype.precision},{dtype.scale})"
    if name == "ArrayType":
        return _type_name(dtype.elementType) + "[]"
    if name in ("StructType", "MapType"):
        return name[:-4].upper()
    return _SPARK_TYPES.get(name, name.upper())


def spark_schema(df: Any) -> dict[str, str]:
    """``{column: type}`` of a Spark DataFrame, types named as DuckDB names them."""
    return {f.name: _type_name(f.dataType) for f in df.schema.fields}


def as_duckdb_reads_csv(df: Any) -> Any:
    """A CSV file's integer columns as BIGINT, the type DuckDB's reader gives them (Spark
    infers INT for values that fit 32 bits): the outputs of the two engines then have the
    same column types (docs/scaling_out.md, "Output")."""
    from pyspark.sql.functions import col

    small = {"ByteType", "ShortType", "IntegerType"}
    if not any(type(f.dataType).__name__ in small for f in df.schema.fields):
        return df
    def column(name: str) -> Any:
        return col("`" + name.replace("`", "``") + "`")

    return df.select(*(column(f.name).cast("bigint").alias(f.name)
                       if type(f.dataType).__name__ in small else column(f.name)
                       for f in df.schema.fields))


def rows_of(spark: Any, df: Any) -> Any:
    """A materialised ``df`` (``localCheckpoint``) as a relation of its rows alone, the
    size estimate and constraints of the plan that made it dropped.  Spark keeps them on
    a checkpoint, and a join's size estimate is the product of its inputs': a loop
    joining its own materialised results (local suppression's rounds) grew them to
    numbers of millions of digits (minutes per statement, then an OutOfMemoryError)."""
    from pyspark.sql import DataFrame

    jdf = df._jdf
    return DataFrame(spark._jsparkSession.internalCreateDataFrame(
        jdf.queryExecution().toRdd(), jdf.schema(), False), spark)


def arrow_batches(df: Any) -> Any:
    """The records of ``df`` as a ``pyarrow.RecordBatchReader`` that fetches one partition
    at a time, in the partitions' order, with the types ``df.toArrow()`` gives.  A
    single output file (or a database table) takes every record through the driver;
    ``toArrow`` would hold them all there at once, this holds one partition (Spark's
    ``toLocalIterator``, one job per partition, over the partition's Arrow batches
    serialised as one binary value each by ``mapInArrow``)."""
    import pyarrow as pa
    from pyspark.sql.pandas.types import to_arrow_schema

    large = df.sparkSession.conf.get("spark.sql.execution.arrow.useLargeVarTypes",
                                     "false") == "true"
    schema = to_arrow_schema(df.schema, error_on_duplicated_field_names_in_struct=True,
                             timezone="UTC", prefers_large_types=large)

    def encode(batches: Any) -> Any:
        for batch in batches:
            if batch.num_rows:
                sink = pa.BufferOutputStream()
                with pa.ipc.new_stream(sink, batch.schema) as writer:
                    writer.write_batch(batch)
                yield pa.RecordBatch.from_pydict({"ipc": [sink.getvalue().to_pybytes()]},
                                                 schema=pa.schema([("ipc", pa.binary())]))

    encoded = df.mapInArrow(encode, "ipc binary")

    def batches() -> Any:
        for row in encoded.toLocalIterator(prefetchPartitions=False):
            with pa.ipc.open_stream(row["ipc"]) as reader:
                for batch in reader:
                    yield batch.cast(schema)

    return pa.RecordBatchReader.from_batches(schema, batches())
