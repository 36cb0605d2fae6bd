"""Inputs and outputs.

Inputs (a DuckDB table or view name, a SQL query, a CSV or Parquet path or
partitioned Parquet directory, a DuckDB relation, a pyarrow Table, a pandas or
polars DataFrame) are registered as a temporary view of the connection; Arrow
and DataFrames are scanned in place by DuckDB (no copy).  A CSV input is read once:
converted to a Parquet file in this process's private temporary directory (never
beside the input), which every step then scans; DuckDB would re-scan the CSV for
every statement.  A caller that reads the records in one scan only (a search
without a protected file: its distinct cells and the input checks, one ``GROUP BY``)
asks for no conversion (``convert_csv=False``): writing the Parquet copy of a
10M-row CSV costs more CPU than parsing it.  Outputs are written atomically: to a
temporary file beside the target, then renamed.

Temporary files and directories carry ``.sdcsql-<pid>-`` in their hidden names; those
of a process that no longer runs (a killed run) are removed by the next run that
writes the same output or opens a private directory.
"""

from __future__ import annotations

import atexit
import contextlib
import csv
import fnmatch
import glob as globlib
import gzip
import io
import itertools
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import duckdb

from . import formats
from ._sql import quote_ident
from .errors import InputError, engine_error

__all__ = ["register_source", "schema_of", "read_error", "write", "write_relation",
           "OUTPUT_FORMATS", "check_outputs", "write_json", "json_text", "Result", "RESULT_CLASSES",
           "ROW_GROUP_ROWS", "DEFAULT_MEMORY_LIMIT", "set_memory_limit", "private_dir"]

#: DuckDB's memory limit when sdcsql opens the connection (CLI, problem files, a
#: Problem without ``con``): a 50M-row risk run stays under 2.5 GB resident.
DEFAULT_MEMORY_LIMIT = "2GB"

OUTPUT_FORMATS = (".csv", ".parquet")
#: Rows per Parquet row group (and per dataset batch): fixed, so that a file does not
#: depend on the engine's batch sizes (which follow its thread count).
ROW_GROUP_ROWS = 1 << 17
_counter = itertools.count(1)
CSV_SUFFIXES = (".csv", ".tsv", ".txt", ".gz")
_DELIMITERS = ",;\t|"
_GLOB_CHARS = re.compile(r"[*?\[]")
_QUERY_START = re.compile(r"^\s*(select|with|from|values|table|\()", re.IGNORECASE)


_TEMP_MARK = ".sdcsql-"
_TEMP_PID = re.compile(r"\.sdcsql-(\d+)-")
_private: dict[int, Path] = {}                          # pid -> this process's directory
#: CSV files -> (their stamp, the Parquet file, the SQL that reads the CSV files)
_converted: dict[tuple, tuple[tuple, str, str]] = {}


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # pragma: no cover - another user's process
        return True
    return True


def remove_stale(directory: Path, pattern: str) -> None:
    """Remove the temporary files and directories matching ``pattern`` in ``directory``
    that a process no longer running left behind (``.sdcsql-<pid>-`` in the name)."""
    for path in directory.glob(pattern):
        match = _TEMP_PID.search(path.name)
        if match is None or int(match.group(1)) == os.getpid() or _pid_alive(int(match.group(1))):
            continue
        try:
            if path.lstat().st_uid != os.getuid():  # pragma: no cover - not ours
                continue
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink()
        except OSError:  # pragma: no cover - removed meanwhile
            pass


def temp_beside(path: Path, directory: bool = False) -> str:
    """A new hidden temporary file (or directory) beside the output ``path``, named
    ``.NAME.sdcsql-<pid>-XXXX.tmp``; what killed runs left there for the same output
    is removed first."""
    remove_stale(path.parent, f".{globlib.escape(path.name)}{_TEMP_MARK}*")
    prefix, where = f".{path.name}{_TEMP_MARK}{os.getpid()}-", str(path.parent)
    if directory:
        return tempfile.mkdtemp(prefix=prefix, suffix=".tmp", dir=where)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=where)
    os.close(fd)
    return tmp


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside ``path`` (:func:`temp_beside`) for the block to write;
    renamed to ``path`` when the block ends, removed when it fails: a killed or failed
    write leaves the previous file or none, and its hidden temporary file is removed by
    the next write of the same output.  Every file sdcsql writes goes through here."""
    path = Path(path)
    tmp: Path | None = None
    try:
        with interrupts_deferred():     # a Ctrl-C as it is made finds it to remove
            tmp = Path(temp_beside(path))
        yield tmp
        os.chmod(tmp, _file_mode(path))
        os.replace(tmp, path)
    except BaseException:
        if tmp is not None:
            tmp.unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def interrupts_deferred() -> Iterator[None]:
    """SIGINT and SIGTERM held back for the block, then raised again for the handlers
    that were in place: a temporary output made inside it is assigned before a Ctrl-C
    can interrupt, so the cleanup around it finds it.  Python runs signal handlers in
    the main thread whichever thread the signal reached (DuckDB's own threads too), so
    the handlers, not the thread's signal mask, are what holds them; off the main
    thread (where no handler runs) nothing is held."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held: list[Any] = []
    kinds = [s for s in (signal.SIGINT, signal.SIGTERM) if signal.getsignal(s) is not None]
    previous = {s: signal.signal(s, lambda signum, _: held.append(signum)) for s in kinds}
    try:
        yield
    finally:
        for kind, handler in previous.items():
            signal.signal(kind, handler)
        for kind in held:
            signal.raise_signal(kind)


def write_text(path: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically (:func:`atomic_path`)."""
    with atomic_path(path) as tmp:
        tmp.write_text(text, encoding="utf-8")
    return Path(path)


def private_dir() -> Path:
    """This process's private temporary directory, created on first use in the
    system's temporary directory (``TMPDIR``) and removed at exit: the CSV inputs
    converted to Parquet and DuckDB's spill files live there, never beside an input.
    Its name is hidden and carries the process id (``.sdcsql-<pid>-...``); directories
    left by processes that no longer run are removed when it is created."""
    pid = os.getpid()
    path = _private.get(pid)
    if path is None or not path.is_dir():
        base = Path(tempfile.gettempdir())
        remove_stale(base, f"{_TEMP_MARK}*")
        path = Path(tempfile.mkdtemp(prefix=f"{_TEMP_MARK}{pid}-", dir=base))
        _private[pid] = path
        atexit.register(shutil.rmtree, path, True)
    return path


_SIZE = re.compile(r"^\s*\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KIB|MIB|GIB|TIB)\s*$", re.IGNORECASE)


def check_memory_limit(value: Any, option: str = "memory_limit") -> str:
    """``value`` if it is a size DuckDB takes (``2GB``, ``500MB``), else an InputError
    naming ``option``."""
    if not isinstance(value, str) or not _SIZE.match(value):
        raise InputError(f"{option} {value!r}: give a size such as 2GB or 500MB")
    return value.strip()


def set_memory_limit(con: duckdb.DuckDBPyConnection, memory_limit: str | None = None,
                     option: str = "memory_limit") -> None:
    """Cap DuckDB's memory (``DEFAULT_MEMORY_LIMIT`` when None) and point its spill
    files at :func:`private_dir` when they would go to DuckDB's default, ``.tmp`` in
    the working directory (which may be beside the input).  ``option`` names the
    setting in the error message (``--memory-limit``, ``memory_limit``)."""
    limit = check_memory_limit(DEFAULT_MEMORY_LIMIT if memory_limit is None else memory_limit,
                               option)
    con.execute("SET memory_limit = $m", {"m": limit})
    current = con.execute("SELECT current_setting('temp_directory')").fetchall()[0][0]
    if current in ("", ".tmp"):
        try:
            con.execute("SET temp_directory = $d", {"d": str(private_dir() / "spill")})
        except duckdb.Error:  # pragma: no cover - DuckDB has spilled already: keep it
            pass


def _unique(prefix: str) -> str:
    return f"__sdc_{prefix}_{os.getpid()}_{next(_counter)}"


def schema_of(con: duckdb.DuckDBPyConnection, relation_name: str) -> dict[str, str]:
    """``{column: type}`` of a table or view, in column order."""
    rel = con.sql(f"SELECT * FROM {quote_ident(relation_name)} LIMIT 0")
    return {name: str(typ) for name, typ in zip(rel.columns, rel.types, strict=True)}


def _is_dataframe(obj: Any) -> bool:
    mod = type(obj).__module__
    return mod.startswith(("pandas", "polars", "pyarrow"))


def _read_path(con: duckdb.DuckDBPyConnection, path: Path, convert_csv: bool = True
               ) -> duckdb.DuckDBPyRelation:
    if not path.exists() and _GLOB_CHARS.search(str(path)):
        return _read_glob(con, str(path), convert_csv)
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
        _check_names(str(path), _parquet_names(str(path)))
        return con.read_parquet(str(path))
    if suffix in CSV_SUFFIXES:
        _check_names(str(path), _csv_header(con, str(path)))
        return _load_csv(con, [str(path)], convert_csv)
    if suffix in formats.SUFFIXES:          # SPSS, Stata, SAS, mu-Argus (docs/formats.md)
        return formats.read(con, path, private_dir())
    raise InputError(
        f"input file {str(path)!r}: unknown format {suffix!r}; use .csv, .tsv, .parquet, "
        ".sav, .zsav, .dta, .sas7bdat, .xpt or .asc (or a directory of Parquet files)"
    )


def _read_csv(con: duckdb.DuckDBPyConnection, files: str | list[str], **options: Any
              ) -> duckdb.DuckDBPyRelation:
    try:
        # some versions of DuckDB's stub omit the list of files that read_csv accepts
        return con.read_csv(cast(Any, files), **options)
    except duckdb.Error as exc:
        raise csv_error(exc, [files] if isinstance(files, str) else files) from None


def csv_error(exc: duckdb.Error, files: list[str]) -> Exception:
    """An :class:`InputError` for a DuckDB error met while reading the text files
    ``files`` (CSV, or a mu-Argus ``.asc``): a byte that is not UTF-8 or a row that
    made DuckDB's dialect detection give up is found by reading the file here, and
    named by its line (DuckDB's own messages print a whole record, or the sniffer's
    settings); other errors as :func:`read_error`.  Never a record value."""
    text = str(exc)
    if "Invalid unicode" in text or "not utf-8 encoded" in text:
        for f in files:
            bad = _first_non_utf8(f)
            if bad is not None:
                how = (", or read it in a query over read_csv(..., encoding = '...')"
                       if f.lower().endswith(CSV_SUFFIXES) else "")
                return InputError(f"input file {f!r}: line {bad[0]} is not UTF-8 text (byte "
                                  f"{bad[1]:,} of the file): save the file as UTF-8{how}")
    if "Error when sniffing file" in text or "not possible to automatically detect" in text:
        for f in files:
            if f.lower().endswith(CSV_SUFFIXES):
                _refuse_ragged(f)
        return InputError(
            f"input file {files[0]!r}: its delimiter, quoting and columns could not be "
            "detected; read it with explicit options in a query over read_csv(...)")
    return read_error(exc)


def _first_non_utf8(path: str) -> tuple[int, int] | None:
    """(line, byte offset) of the first byte of ``path`` that is not UTF-8 (a ``.gz``
    file decompressed), or None."""
    import codecs

    opener: Any = gzip.open if path.lower().endswith(".gz") else open
    decoder = codecs.getincrementaldecoder("utf-8")("strict")
    offset, lines = 0, 1
    with opener(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            held = len(decoder.getstate()[0])      # the end of the last chunk, undecoded
            try:
                decoder.decode(chunk)
            except UnicodeDecodeError as err:
                at = err.start - held               # in this chunk (< 0: in the last one)
                return lines + chunk.count(b"\n", 0, max(at, 0)), offset + at + 1
            offset += len(chunk)
            lines += chunk.count(b"\n")
        try:
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            return lines, offset + 1 - len(decoder.getstate()[0])
    return None


def _load_csv(con: duckdb.DuckDBPyConnection, files: list[str], convert: bool = True
              ) -> duckdb.DuckDBPyRelation:
    """The CSV files (by column name when several), read once into a Parquet file of
    :func:`private_dir` that every step scans.  The conversion is kept for the
    process, keyed by the files' identity, size and modification time.  ``convert``
    False: the files as DuckDB reads them, for a caller that scans them once (the
    header and the first record read here; a read error of that scan is
    :func:`csv_error`'s)."""
    options = {"union_by_name": True} if len(files) > 1 else {}
    if not convert:
        rel = _read_csv(con, files, **options)
        try:
            empty = not rel.limit(1).aggregate("count(*)").fetchall()[0][0]
        except duckdb.Error as exc:
            raise csv_error(exc, files) from None
        _refuse_empty(files, empty)
        return rel
    key = tuple(os.path.realpath(f) for f in files)
    stamp = tuple((st.st_ino, st.st_size, st.st_mtime_ns) for st in map(os.stat, key))
    known = _converted.get(key)
    if known is None or known[0] != stamp or not os.path.exists(known[1]):
        target = str(private_dir() / f"input-{next(_counter)}.parquet")
        rel = _read_csv(con, files, **options)
        try:
            rel.to_parquet(target)
        except duckdb.Error as exc:
            if os.path.exists(target):
                os.unlink(target)
            raise csv_error(exc, files) from None
        _converted[key] = known = (stamp, target, rel.sql_query())
    rel = con.read_parquet(known[1])
    _refuse_empty(files, not rel.aggregate("count(*)").fetchall()[0][0])
    return rel


def _refuse_empty(files: list[str], empty: bool) -> None:
    if empty:
        what = f"input file {files[0]!r} has" if len(files) == 1 else "the input files have"
        raise InputError(f"{what} a header but no rows: there is nothing to protect")


def source_sql(con: duckdb.DuckDBPyConnection, name: str) -> str | None:
    """The query of the temporary view ``name`` as it reads the user's input (a CSV
    read once is shown read from the CSV, not from its private Parquet file), or
    None when the view has no SQL text."""
    row = con.execute("SELECT sql FROM duckdb_views() WHERE view_name = $n",
                      {"n": name}).fetchall()
    if not row or not row[0][0]:
        return None
    text = re.sub(r"^CREATE (?:TEMP |TEMPORARY )?VIEW \S+ AS ", "",
                  row[0][0].strip().rstrip(";"), count=1)
    return next((original for _, target, original in _converted.values() if target in text),
                text)


def forget_csv_conversions() -> None:
    """Delete this process's Parquet conversions of CSV inputs (the bench converts
    anew for each timed run); problems still reading one must be closed first."""
    for _, target, _ in _converted.values():
        if os.path.exists(target):
            os.unlink(target)
    _converted.clear()


def _csv_header(con: duckdb.DuckDBPyConnection, path: str) -> list[str]:
    """The column names of a CSV file as written in its first record.

    DuckDB renames repeated names silently (``a``, ``a_1``), and a row with another
    number of fields than the header among the rows it samples makes it fall back to
    one column: the header read here shows both.  Refuses an empty file, and a file
    whose sampled rows do not have the header's number of fields (naming the line).
    """
    opener: Any = gzip.open if path.lower().endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8-sig", errors="replace", newline="") as fh:
        sample = fh.read(1 << 16)
    if not sample.strip():
        raise InputError(f"input file {path!r} is empty: it has no header and no rows")
    try:
        sniffed = con.execute("SELECT Delimiter, Quote, len(Columns) FROM sniff_csv($p)",
                              {"p": path}).fetchall()[0]
    except duckdb.Error as exc:
        raise csv_error(exc, [path]) from None
    delimiter, quote, n_sniffed = sniffed
    first_line = sample.splitlines()[0]
    if n_sniffed == 1 and any(d in first_line for d in _DELIMITERS):
        delimiter = max(_DELIMITERS, key=first_line.count)
    quote = quote if quote and len(quote) == 1 else '"'
    names = next(csv.reader(io.StringIO(sample), delimiter=delimiter[:1], quotechar=quote))
    if n_sniffed != len(names) and len(names) > 1:
        # a row with another number of fields among the sampled rows: DuckDB gives one
        # column, or as many as that row has
        _refuse_ragged(path, delimiter[:1], quote, len(names))
        if n_sniffed == 1:
            raise InputError(
                f"input file {path!r}: the columns of the header (delimiter {delimiter!r}) "
                "are not found in the rows; read the file with explicit options in a query "
                "over read_csv(...)")
    return names


def _refuse_ragged(path: str, delimiter: str | None = None, quote: str = '"',
                   width: int | None = None) -> None:
    """Name the first line (within DuckDB's sample of 20,480 rows) whose number of
    fields differs from the header's: it made DuckDB's CSV detection give up.
    ``delimiter`` None: the one of :data:`_DELIMITERS` the header has most of."""
    opener: Any = gzip.open if path.lower().endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8-sig", errors="replace", newline="") as fh:
        if delimiter is None:
            first = fh.readline()
            delimiter = max(_DELIMITERS, key=first.count)
            fh.seek(0)
        reader = csv.reader(fh, delimiter=delimiter, quotechar=quote)
        for i, row in enumerate(reader):
            if i == 0 and width is None:
                width = len(row)
            if i > 20_480 + 1:
                break
            if row and len(row) != width:
                raise InputError(
                    f"input file {path!r}: line {reader.line_num} has {len(row)} fields where "
                    f"the header has {width} (delimiter {delimiter!r}): fix that row, or read "
                    "the file with explicit options in a query over read_csv(...)")


def _parquet_names(path: str) -> list[str]:
    """The column names of a Parquet file as stored (DuckDB renames repeated names)."""
    import pyarrow.parquet as pq

    try:
        return list(pq.read_schema(path).names)
    except Exception:  # noqa: BLE001 - not a Parquet file: DuckDB's reader says why
        return []


def _check_names(path: str, names: list[str]) -> None:
    """Refuse two columns whose names are equal up to case: SQL names are
    case-insensitive, and DuckDB would silently rename the second (``age_1``)."""
    seen: dict[str, str] = {}
    for name in names:
        other = seen.get(name.casefold())
        seen[name.casefold()] = name
        if other is not None:
            raise InputError(
                f"input file {path!r}: columns {other!r} and {name!r} have the same name, ignoring "
                "case (SQL names are case-insensitive): rename one of them")


def _read_glob(con: duckdb.DuckDBPyConnection, pattern: str, convert_csv: bool = True
               ) -> duckdb.DuckDBPyRelation:
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
    if len(suffixes) != 1 or not suffixes <= {".parquet", *CSV_SUFFIXES}:
        raise InputError(
            f"input pattern {pattern!r} matches files of formats {sorted(suffixes)}: "
            "match only .csv/.tsv or only .parquet files"
        )
    suffix = suffixes.pop()
    _check_same_columns(con, files, suffix)
    if suffix == ".parquet":
        return con.read_parquet(files, union_by_name=True)
    return _load_csv(con, files, convert_csv)


def _check_same_columns(con: duckdb.DuckDBPyConnection, files: list[str], suffix: str) -> None:
    first = None
    for f in files:
        if suffix == ".parquet":
            _check_names(f, _parquet_names(f))
            rel = con.read_parquet(f)
        else:
            _check_names(f, _csv_header(con, f))
            rel = _read_csv(con, f)
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
    line number.  A recode's refusal raised inside the engine (an input that is a
    recoded view) is the :class:`InputError` it states.  Errors that are not about
    reading the input are returned as is.
    """
    recoded = engine_error(exc)
    if recoded is not None:
        return recoded
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


def register_source(con: duckdb.DuckDBPyConnection, data: Any, convert_csv: bool = True) -> str:
    """Register ``data`` as a temporary view and return the view's name.  A CSV path is
    converted to Parquet once (the module's docstring), unless ``convert_csv`` is
    False: then the view reads the CSV, each statement anew (for one scan)."""
    name = _unique("src")
    if isinstance(data, duckdb.DuckDBPyRelation):
        rel = data
    elif isinstance(data, Path):
        rel = _read_path(con, data, convert_csv)
        formats.remember(name, data)
    elif isinstance(data, str):
        if _QUERY_START.match(data):
            try:
                rel = con.sql(data)
            except duckdb.Error as exc:
                raise InputError(f"the input query failed: {exc}") from None
        elif _table_exists(con, data):
            con.execute(f"CREATE TEMP VIEW {quote_ident(name)} AS "
                        f"SELECT * FROM {quote_ident(data)}")
            return name
        elif Path(data).suffix or os.sep in data:
            rel = _read_path(con, Path(data), convert_csv)
            formats.remember(name, data)
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


def write(rel: duckdb.DuckDBPyRelation, path: str | Path, metadata: Any = None) -> Path:
    r"""Write a relation to CSV or Parquet (by suffix), atomically, in one call.

    In a CSV file the column ``Fk_hat`` is written as ``Fk`` (the header ``fk``, ``Fk``);
    every other file keeps ``Fk_hat``, so that DuckDB reads a Parquet output without
    renaming ``Fk`` to ``Fk_1`` (docs/decisions/0001-fk-column-names.md).

    >>> import sdcsql, tempfile, pathlib
    >>> p = sdcsql.Problem("SELECT 1 AS a", sdcsql.Spec(keys=["a"]))
    >>> out = sdcsql.write(p.records(), pathlib.Path(tempfile.mkdtemp()) / "fk.csv")
    >>> out.read_text()
    'a,fk,Fk\n1,1,1.0\n'
    """
    if Path(path).suffix.lower() != ".csv":     # Parquet, labelled: names as they are
        return write_relation(rel, path, metadata=metadata)
    return write_relation(rel, path, header=csv_header(list(rel.columns)))


def csv_header(columns: list[str]) -> list[str]:
    """The header of a CSV output: ``Fk_hat`` as ``Fk`` (the CLI's CSV contract; a CSV has
    no types and no case-insensitive names, DuckDB's reader renames the second to
    ``Fk_1``: docs/decisions/0001-fk-column-names.md)."""
    return ["Fk" if c == "Fk_hat" else c for c in columns]


def write_relation(
    rel: duckdb.DuckDBPyRelation,
    path: str | Path,
    header: list[str] | None = None,
    metadata: Any = None,
) -> Path:
    """Write ``rel`` to CSV or Parquet (by suffix), atomically.

    ``header`` gives the column names to write when they differ from the
    relation's (DuckDB identifiers are case-insensitive, so the relation cannot
    carry both ``fk`` and ``Fk``; the file can).  An ``.sav``, ``.zsav``, ``.dta`` or
    ``.asc`` path is written by :func:`sdcsql.formats.write` with ``metadata`` (the
    output's labels; an ``.asc`` gets its ``.rda`` beside it).
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in formats.OUTPUT_SUFFIXES:
        check_outputs([], {"output": path})
        with atomic_path(path) as target:
            side = formats.write(rel, target, path, metadata)
        for other, text in side.items():
            write_text(other, text)
        return path
    if suffix not in OUTPUT_FORMATS:
        raise InputError(f"output {str(path)!r}: use a .csv or .parquet file name (or .sav, "
                         ".zsav, .dta, .asc: labelled, docs/formats.md)")
    check_outputs([], {"output": path})
    names = header or list(rel.columns)
    if len(names) != len(rel.columns):
        raise ValueError("header must name every column")
    rel = bigint_counts(rel)
    with atomic_path(path) as tmp:
        (_write_csv if suffix == ".csv" else _write_parquet)(rel, str(tmp), names)
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
    """Row groups of exactly :data:`ROW_GROUP_ROWS` rows, whatever DuckDB's batches."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    reader = arrow_reader(rel)
    schema = reader.schema
    new_schema = pa.schema([pa.field(n, f.type, f.nullable)
                            for n, f in zip(names, schema, strict=True)])
    with pq.ParquetWriter(tmp, new_schema) as writer:
        for batch in fixed_batches(reader, new_schema):
            writer.write_batch(batch)       # one row group per batch


def fixed_batches(reader: Any, schema: Any, rows: int = ROW_GROUP_ROWS) -> Any:
    """The batches of ``reader`` (renamed to ``schema``) re-cut to exactly ``rows`` rows
    (the last one fewer), one contiguous chunk each: DuckDB's batch sizes follow its
    thread count, the written files must not."""
    import pyarrow as pa

    pending: list[Any] = []
    count = 0
    for batch in reader:
        pending.append(pa.RecordBatch.from_arrays(batch.columns, schema=schema))
        count += batch.num_rows
        while count >= rows:
            table = pa.Table.from_batches(pending, schema)
            yield table.slice(0, rows).combine_chunks().to_batches()[0]
            rest = table.slice(rows)
            pending, count = rest.to_batches(), rest.num_rows
    if count:
        yield pa.Table.from_batches(pending, schema).combine_chunks().to_batches()[0]


_COUNTS = ("fk", "records")


def bigint_counts(rel: duckdb.DuckDBPyRelation) -> duckdb.DuckDBPyRelation:
    """``rel`` with the counts sdcsql adds (``fk``, ``records``) as BIGINT where the
    engine made them HUGEINT (sums of counts, e.g. fk with missing keys), so that a
    count has one type in every file (int64, not decimal128)."""
    cast = {c for c, t in zip(rel.columns, rel.types, strict=True)
            if c in _COUNTS and str(t) == "HUGEINT"}
    if not cast:
        return rel
    return rel.project(", ".join(
        f"CAST({quote_ident(c)} AS BIGINT) AS {quote_ident(c)}" if c in cast
        else quote_ident(c) for c in rel.columns))


# --------------------------------------------------------------------- output checks
def _input_paths(inputs: Any) -> list[Path]:
    """The resolved files and directories that ``inputs`` name (globs expanded), and
    the files reading them also reads (:func:`sdcsql.formats.read_beside`: an ``.asc``'s
    ``.rda`` and codelists)."""
    out = []
    for item in inputs:
        if isinstance(item, (str, Path)):
            text = str(item)
            matched = ([text] if Path(text).exists() or not _GLOB_CHARS.search(text)
                       else globlib.glob(text, recursive=True))
            for m in matched:
                out += [Path(m).resolve()] + [f.resolve() for f in formats.read_beside(Path(m))]
    return out


def check_outputs(inputs: Any, outputs: dict[str, str | Path | None]) -> None:
    """Refuse, before any work, outputs that cannot be written safely.

    ``inputs``: every path the command reads (data files, Parquet directories, globs,
    metadata, candidates, problem files; other inputs such as table names are
    ignored); the files an input brings with it are added (an ``.asc``'s ``.rda``).
    ``outputs``: ``{option: path}`` for every output of the command (``None`` for one
    not asked); the files an output brings with it are added (an ``.asc``'s ``.rda``
    and ``.grc`` files, :func:`sdcsql.formats.written_beside`).  An
    :class:`~sdcsql.errors.InputError` naming the option when an output is an
    input, lies inside an input directory, matches an input pattern (glob), is an
    existing directory, lies in a directory that does not exist, or is another
    output too.

    >>> check_outputs(["survey.csv"], {"--out": "./survey.csv"})
    Traceback (most recent call last):
    ...
    sdcsql.errors.InputError: --out './survey.csv' is the input 'survey.csv': write the output to another file
    """  # noqa: E501 (a doctest's expected error line cannot be wrapped)
    ins = _input_paths(inputs)
    globs = [os.path.abspath(i) for i in inputs if isinstance(i, (str, Path))
             and not Path(i).exists() and _GLOB_CHARS.search(str(i))]
    seen: dict[Path, str] = {}
    for option, given in outputs.items():
        if given is None:
            continue
        sides, patterns = formats.written_beside(Path(given))
        shown = f"{option} {str(given)!r}"       # as the user wrote it
        targets = [(shown, option, Path(given))] + [
            (f"{shown} ({what} {str(side)!r})", f"{option} ({what})", side)
            for what, side in sides]
        for where, name, path in targets:
            _check_output(where, path, inputs, ins, globs, seen)
            seen[path.resolve()] = name
        for pattern in patterns:
            full = os.path.join(str(Path(pattern).parent.resolve()), Path(pattern).name)
            for inp in ins:
                if fnmatch.fnmatchcase(str(inp).casefold(), full.casefold()):
                    raise InputError(f"{shown} would write {Path(pattern).name!r} beside it, "
                                     f"and the input {_shown(inputs, inp)!r} is one: give "
                                     "the output another name")


def _check_output(where: str, path: Path, inputs: Any, ins: list[Path], globs: list[str],
                  seen: dict[Path, str]) -> None:
    """Refuse the output ``path`` (shown as ``where``) for the reasons of
    :func:`check_outputs`."""
    if path.is_dir():
        raise InputError(f"{where} exists and is a directory: give a new name")
    if not path.parent.is_dir():
        raise InputError(f"{where}: the directory {str(path.parent)!r} does not exist")
    full = path.resolve()
    for inp in ins:
        same = full.exists() and inp.exists() and os.path.samefile(full, inp)
        if same or full == inp:
            raise InputError(f"{where} is the input {_shown(inputs, inp)!r}: write the "
                             "output to another file")
        if full.is_relative_to(inp):
            raise InputError(f"{where} lies inside the input directory "
                             f"{_shown(inputs, inp)!r}: write the output elsewhere")
    for pattern in globs:
        if fnmatch.fnmatchcase(os.path.abspath(path), pattern) \
                or fnmatch.fnmatchcase(str(full), pattern):
            raise InputError(f"{where} matches the input pattern {pattern!r}: write the "
                             "output elsewhere")
    if full in seen:
        raise InputError(f"{where} is also the output of {seen[full]}: give each output "
                         "its own name")


def _shown(inputs: Any, resolved: Path) -> str:
    """The input as the user wrote it (the glob's file when it came from a glob)."""
    for item in inputs:
        if isinstance(item, (str, Path)) and Path(item).resolve() == resolved:
            return str(item)
    return str(resolved)


# --------------------------------------------------------------------- JSON outputs
def json_ready(value: Any) -> Any:
    """``value`` with every non-finite float as None (JSON ``null``: an infinite
    threshold means that no threshold is needed), dict keys as text, tuples as lists."""
    import math

    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(k): json_ready(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_ready(v) for v in value]
    return value


#: Every result class (a subclass of :class:`Result`), in definition order.
RESULT_CLASSES: list[type] = []


class Result:
    """A result users hold: :meth:`to_json` (a dict of plain JSON values, every
    non-finite float as None) and :meth:`table` (readable text; ``str()`` gives it).

    The default :meth:`to_json` is the dataclass's fields in order.  Every subclass
    is listed in :data:`RESULT_CLASSES` (tests/test_results.py checks each).
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        RESULT_CLASSES.append(cls)

    def to_json(self) -> dict[str, Any]:
        import dataclasses

        return json_ready(dataclasses.asdict(self))  # type: ignore[call-overload]

    def table(self) -> str:
        raise NotImplementedError(f"{type(self).__name__}.table")

    def __str__(self) -> str:
        return self.table()


def _json_default(value: Any) -> Any:
    import decimal
    import numbers

    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, (numbers.Real, decimal.Decimal)):
        return json_ready(float(value))
    if isinstance(value, Path):
        return str(value)
    raise TypeError(f"cannot write {type(value).__name__} to JSON")


def json_text(payload: Any) -> str:
    """Strict JSON text (RFC 8259: no NaN or Infinity; non-finite numbers are ``null``)."""
    import json

    return json.dumps(json_ready(payload), indent=2, allow_nan=False, default=_json_default) + "\n"


def write_json(path: str | Path, payload: Any) -> Path:
    """Write ``payload`` as strict JSON (:func:`json_text`), atomically: to a temporary
    file beside ``path``, then renamed; a failed write leaves the old file or none.

    Every JSON file sdcsql writes goes through here.
    """
    path = Path(path)
    check_outputs([], {"output": path})
    text = json_text(payload)          # before the file is opened: an error writes nothing
    return write_text(path, text)


def sha256_of(path: Path) -> str:
    """sha256 of a file; of a directory: of the sorted list of its files' paths and hashes."""
    import hashlib

    if path.is_dir():
        h = hashlib.sha256()
        for f in sorted(p for p in path.rglob("*") if p.is_file()):
            h.update(f"{f.relative_to(path).as_posix()}\0{sha256_of(f)}\n".encode())
        return h.hexdigest()
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
