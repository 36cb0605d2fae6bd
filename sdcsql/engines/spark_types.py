"""Spark column types as DuckDB names them, and a CSV file's types as DuckDB reads them
(the Spark engine's input side: sdcsql.engines.spark)."""

from __future__ import annotations

from typing import Any

__all__ = ["as_duckdb_reads_csv", "rows_of", "spark_schema"]

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
