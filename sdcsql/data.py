"""Inputs and outputs.

Inputs (a DuckDB table or view name, a SQL query, a CSV or Parquet path or
partitioned Parquet directory, a DuckDB relation, a pyarrow Table, a pandas or
polars DataFrame) are registered as a temporary view of the connection; Arrow
and DataFrames are scanned in place by DuckDB (no copy).  Outputs are written
atomically: to a temporary file beside the target, then renamed.
"""

from __future__ import annotations

import glob as globlib
import itertools
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import duckdb

from ._sql import quote_ident
from .errors import InputError

__all__ = ["register_source", "schema_of", "read_error", "write", "write_relation", "OUTPUT_FORMATS"]

OUTPUT_FORMATS = (".csv", ".parquet")
_counter = itertools.count(1)
_CSV_SUFFIXES = (".csv", ".tsv", ".txt", ".gz")
_GLOB_CHARS = re.compile(r"[*?\[]")
_QUERY_START = re.compile(r"^\s*(select|with|from|values|table|\()", re.IGNORECASE)


def _unique(prefix: str) -> str:
    return f"__sdc_{prefix}_{os.getpid()}_{next(_counter)}"


def schema_of(con: duckdb.DuckDBPyConnection, relation_name: str) -> dict[str, str]:
    """``{column: type}`` of a table or view, in column order."""
    rel = con.sql(f"SELECT * FROM {quote_ident(relation_name)} LIMIT 0")
    return {name: str(typ) for name, typ in zip(rel.columns, rel.types)}


def _is_dataframe(obj: Any) -> bool:
    mod = type(obj).__module__
    return mod.startswith(("pandas", "polars", "pyarrow"))


def _read_path(con: duckdb.DuckDBPyConnection, path: Path) -> duckdb.DuckDBPyRelation:
    if not path.exists() and _GLOB_CHARS.search(str(path)):
        return _read_glob(con, str(path))
    if not path.exists():
        raise InputError(f"input file {str(path)!r} does not exist")
    if path.is_dir():
        files = sorted(str(f) for f in path.rglob("*.parquet"))
        if not files:
            raise InputError(f"input directory {str(path)!r} holds no .parquet files")
        _check_same_columns(con, files, ".parquet")
        return con.read_parquet(str(path / "**" / "*.parquet"), hive_partitioning=True,
                                union_by_name=True)
    suffix = path.suffix.lower()
    if suffix == ".parquet":
        return con.read_parquet(str(path))
    if suffix in _CSV_SUFFIXES:
        return _read_csv(con, str(path))
    raise InputError(
        f"input file {str(path)!r}: unknown format {suffix!r}; use .csv, .tsv or .parquet "
        "(or a directory of Parquet files)"
    )


def _read_csv(con: duckdb.DuckDBPyConnection, files: str | list[str], **options: Any
              ) -> duckdb.DuckDBPyRelation:
    try:
        return con.read_csv(files, **options)
    except duckdb.Error as exc:
        raise read_error(exc) from None


def _read_glob(con: duckdb.DuckDBPyConnection, pattern: str) -> duckdb.DuckDBPyRelation:
    """Files matching a glob, matched by column name (``union_by_name``).

    A column whose type differs between files gets DuckDB's common type: INTEGER in
    one CSV and VARCHAR in another is read as VARCHAR in all, so the integer 1 and
    the text '1' are one category, '01' another.  Files must have the same column
    names, otherwise the missing columns would become NULL keys or weights.
    """
    files = sorted(globlib.glob(pattern, recursive=True))
    if not files:
        raise InputError(f"input pattern {pattern!r} matches no file")
    suffixes = {Path(f).suffix.lower() for f in files}
    if len(suffixes) != 1 or not suffixes <= {".parquet", *_CSV_SUFFIXES}:
        raise InputError(
            f"input pattern {pattern!r} matches files of formats {sorted(suffixes)}: "
            "match only .csv/.tsv or only .parquet files"
        )
    suffix = suffixes.pop()
    _check_same_columns(con, files, suffix)
    if suffix == ".parquet":
        return con.read_parquet(files, union_by_name=True)
    return _read_csv(con, files, union_by_name=True)


def _check_same_columns(con: duckdb.DuckDBPyConnection, files: list[str], suffix: str) -> None:
    first = None
    for f in files:
        rel = con.read_parquet(f) if suffix == ".parquet" else _read_csv(con, f)
        cols = sorted(rel.columns)
        if first is None:
            first = cols
        elif cols != first:
            extra = sorted(set(cols) ^ set(first))
            raise InputError(
                f"input files {files[0]!r} and {f!r} do not have the same columns "
                f"(column {extra[0]!r} is in one only); give files with the same columns"
            )


_CSV_LINE = re.compile(r"CSV Error on Line: (\d+)")
_COLUMN = re.compile(r'(?:converting|cast) column "([^"]+)"')
_TARGET = re.compile(r"to '?([A-Z0-9_]+)'?\s*$", re.MULTILINE)


def read_error(exc: duckdb.Error) -> Exception:
    """An :class:`InputError` for a DuckDB error met while reading the input.

    DuckDB's messages quote the offending line or value, which may be confidential
    (a record's key values): the message keeps only the column, the type and the
    line number.  Errors that are not about reading the input are returned as is.
    """
    text = str(exc)
    line = _CSV_LINE.search(text)
    column = _COLUMN.search(text)
    if line is None and not isinstance(exc, duckdb.ConversionException):
        return exc
    where = f" at line {line.group(1)}" if line else ""
    if column:
        target = _TARGET.search(text.split("\n\n")[0])
        as_type = f" as {target.group(1)}" if target else ""
        return InputError(
            f"input column {column.group(1)!r} cannot be read{as_type}{where}: a value does not "
            "fit the type detected from the first rows or files; read the input with explicit "
            "types (e.g. a query over read_csv(..., types={...})) or fix the value"
        )
    return InputError(
        f"the input cannot be read{where}: check the file's delimiter, quoting and number of "
        "columns, or read it with explicit options in a query over read_csv(...)"
    )


def register_source(con: duckdb.DuckDBPyConnection, data: Any) -> str:
    """Register ``data`` as a temporary view and return the view's name."""
    name = _unique("src")
    if isinstance(data, duckdb.DuckDBPyRelation):
        rel = data
    elif isinstance(data, Path):
        rel = _read_path(con, data)
    elif isinstance(data, str):
        if _QUERY_START.match(data):
            try:
                rel = con.sql(data)
            except duckdb.Error as exc:
                raise InputError(f"the input query failed: {exc}") from None
        elif _table_exists(con, data):
            con.execute(f"CREATE TEMP VIEW {quote_ident(name)} AS SELECT * FROM {quote_ident(data)}")
            return name
        elif Path(data).suffix or os.sep in data:
            rel = _read_path(con, Path(data))
        else:
            raise InputError(
                f"input {data!r} is neither a table or view of the connection, a query, "
                "nor an existing file"
            )
    elif _is_dataframe(data):
        con.register(name, data)
        return name
    else:
        raise InputError(
            f"cannot read input of type {type(data).__name__}: give a table name, a query, a "
            "CSV/Parquet path, a DuckDB relation, a pyarrow Table or a pandas/polars DataFrame"
        )
    rel.to_view(name)
    return name


def _table_exists(con: duckdb.DuckDBPyConnection, name: str) -> bool:
    row = con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE table_name = $n "
        "UNION ALL SELECT count(*) FROM duckdb_views() WHERE view_name = $n",
        {"n": name},
    ).fetchall()
    return any(r[0] for r in row)


def write(rel: duckdb.DuckDBPyRelation, path: "str | Path") -> Path:
    r"""Write a relation to CSV or Parquet (by suffix), atomically, in one call.

    The column ``Fk_hat`` is written as ``Fk`` (docs/decisions/0001-fk-column-names.md).

    >>> import sdcsql, tempfile, pathlib
    >>> p = sdcsql.Problem("SELECT 1 AS a", sdcsql.Spec(keys=["a"]))
    >>> out = sdcsql.write(p.records(), pathlib.Path(tempfile.mkdtemp()) / "fk.csv")
    >>> out.read_text()
    'a,fk,Fk\n1,1,1.0\n'
    """
    header = ["Fk" if c == "Fk_hat" else c for c in rel.columns]
    return write_relation(rel, path, header=header)


def write_relation(
    rel: duckdb.DuckDBPyRelation,
    path: "str | Path",
    header: "list[str] | None" = None,
) -> Path:
    """Write ``rel`` to CSV or Parquet (by suffix), atomically.

    ``header`` gives the column names to write when they differ from the
    relation's (DuckDB identifiers are case-insensitive, so the relation cannot
    carry both ``fk`` and ``Fk``; the file can).
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in OUTPUT_FORMATS:
        raise InputError(f"output {str(path)!r}: use a .csv or .parquet file name")
    if not path.parent.exists():
        raise InputError(f"output directory {str(path.parent)!r} does not exist")
    names = header or list(rel.columns)
    if len(names) != len(rel.columns):
        raise ValueError("header must name every column")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    os.close(fd)
    try:
        if suffix == ".csv":
            _write_csv(rel, tmp, names)
        else:
            _write_parquet(rel, tmp, names)
        os.chmod(tmp, _file_mode(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    return path


def _file_mode(path: Path) -> int:
    """The mode a new file gets (0666 less the umask), or the replaced file's mode.

    mkstemp creates 0600 files; the output should look like any other file the
    user writes.
    """
    if path.exists():
        return path.stat().st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _write_csv(rel: duckdb.DuckDBPyRelation, tmp: str, names: list[str]) -> None:
    import csv
    import io

    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerow(names)
    body = tmp + ".body"
    try:
        rel.to_csv(body, header=False)
        with open(tmp, "wb") as out, open(body, "rb") as inp:
            out.write(buf.getvalue().encode())
            while chunk := inp.read(1 << 22):
                out.write(chunk)
    finally:
        if os.path.exists(body):
            os.unlink(body)


def arrow_reader(rel: duckdb.DuckDBPyRelation, batch_rows: int = 1 << 17) -> Any:
    """A streaming Arrow reader of ``rel`` (``to_arrow_reader`` from DuckDB 2.0 on,
    where ``fetch_record_batch`` is deprecated)."""
    if hasattr(rel, "to_arrow_reader"):
        return rel.to_arrow_reader(batch_rows)
    return rel.fetch_record_batch(batch_rows)  # pragma: no cover - DuckDB < 2.0


def _write_parquet(rel: duckdb.DuckDBPyRelation, tmp: str, names: list[str]) -> None:
    if names == list(rel.columns) and len({n.lower() for n in names}) == len(names):
        rel.to_parquet(tmp)
        return
    import pyarrow as pa
    import pyarrow.parquet as pq

    reader = arrow_reader(rel)
    schema = reader.schema
    new_schema = pa.schema([pa.field(n, f.type, f.nullable) for n, f in zip(names, schema)])
    with pq.ParquetWriter(tmp, new_schema) as writer:
        for batch in reader:
            writer.write_batch(pa.RecordBatch.from_arrays(batch.columns, schema=new_schema))
