"""SPSS (.sav, .zsav), Stata (.dta) and SAS (.sas7bdat, .xpt) files with their labels,
through pyreadstat (the optional extra ``sdcsql[formats]``; docs/formats.md).

Reading (:func:`read_labelled`): the file is read in chunks of 100,000 records
(``pyreadstat.read_file_in_chunks``), each chunk converted to Arrow and appended to a
Parquet file of the process's private directory; numeric columns whose declared format
shows no decimals and that hold whole numbers only become BIGINT
(``sql/formats/integral.sql``, ``sql/formats/typed.sql``).  SPSS user-missing codes
stay values of the relation (``user_missing=True``) and are listed in the metadata
(they become the spec's ``na_codes``); Stata's and SAS's special missing values
(``.a``-``.z``, ``._``) are read as missing (NULL).  A SAS ``.sas7bdat`` takes its value
labels from a ``.sas7bcat`` catalog of the same name beside it.

Writing (:func:`write_labelled`, ``.sav``, ``.zsav``, ``.dta``): variable labels, value
labels and user-missing codes of the output's :class:`~sdcsql.formats.metadata.Metadata`;
the suppression code of a variable (``Metadata.marks``) is labelled
:data:`~sdcsql.formats.metadata.SUPPRESSED_LABEL` and, in SPSS, declared user-missing;
in Stata a numeric variable's suppressed values are written as the extended missing
value ``.s`` (labelled), a text variable's as the code.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from .._sql import quote_ident, render
from ..errors import InputError
from .metadata import SUPPRESSED_LABEL, Metadata, need_pyreadstat, store

__all__ = ["CHUNK_ROWS", "converted_file", "read_labelled", "read_metadata", "write_labelled"]

#: records per chunk read from the file
CHUNK_ROWS = 100_000
_KIND = {".sav": "spss", ".zsav": "spss", ".dta": "stata", ".sas7bdat": "sas", ".xpt": "sas"}
_converted: dict[str, tuple[tuple[int, int, int], str]] = {}
_counter = iter(range(1, 1 << 62))
#: formats without decimals: SPSS F8.0 / F8 / N4, Stata %8.0g / %9.0f / %10.0fc
_WHOLE = re.compile(r"^([FN]\d+(\.0)?|%-?\d+\.0[gf]c?)$", re.IGNORECASE)
_INT_TYPES = ("int8", "int16", "int32")


def _reader(path: Path) -> tuple[Any, dict[str, Any]]:
    pyreadstat = need_pyreadstat()
    ext = path.suffix.lower()
    if ext in (".sav", ".zsav"):
        return pyreadstat.read_sav, {"user_missing": True}
    if ext == ".dta":
        return pyreadstat.read_dta, {}
    if ext == ".xpt":
        return pyreadstat.read_xport, {}
    catalog = path.with_suffix(".sas7bcat")
    return pyreadstat.read_sas7bdat, ({"catalog_file": str(catalog)} if catalog.is_file()
                                      else {})


def _num(x: Any) -> Any:
    """A code as the relation holds it: an integral float as int."""
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return x


def _read_error(path: Path, exc: Exception) -> InputError:
    return InputError(f"input file {str(path)!r} cannot be read as {_KIND[path.suffix.lower()]}"
                      f" file ({type(exc).__name__}): check that it is one")


def _metadata(path: Path, meta: Any) -> Metadata:
    kind = _KIND[path.suffix.lower()]
    labels: dict[str, dict[Any, str]] = {}
    for col, vl in (meta.variable_value_labels or {}).items():
        labels[col] = {_num(c): str(t) for c, t in vl.items()
                       if not (isinstance(c, str) and kind != "spss"
                               and meta.readstat_variable_types.get(col) != "string")}
    missing: dict[str, list[Any]] = {}
    for col, ranges in (getattr(meta, "missing_ranges", None) or {}).items():
        codes = []
        for r in ranges:
            if r["lo"] != r["hi"]:
                raise InputError(f"input file {str(path)!r}: column {col!r} declares a range of "
                                 "missing values; sdcsql takes discrete missing codes: recode "
                                 "the range to codes first")
            codes.append(_num(r["lo"]))
        if codes:
            missing[col] = codes
    return Metadata(
        path=str(path), kind=kind,
        variable_labels={k: str(v) for k, v in (meta.column_names_to_labels or {}).items() if v},
        value_labels={k: v for k, v in labels.items() if v}, user_missing=missing,
        formats={k: str(v) for k, v in (meta.original_variable_types or {}).items()})


def read_metadata(path: Path) -> Metadata:
    """The labels and missing codes of ``path`` (no records read)."""
    read, kw = _reader(path)
    try:
        _, meta = read(str(path), metadataonly=True, **kw)
    except Exception as exc:  # noqa: BLE001 - pyreadstat's own errors: one line
        raise _read_error(path, exc) from None
    return _metadata(path, meta)


def _chunk_table(df: Any, types: dict[str, str], schema: Any) -> Any:
    """One chunk as an Arrow table: numeric columns float64 (special missing letters as
    null), text columns string; the first chunk's schema for the others."""
    import pyarrow as pa

    arrays = []
    for col in df.columns:
        s = df[col]
        if types.get(col) == "string":
            arrays.append(pa.array(s.astype(object).where(s.notna(), None), type=pa.string(),
                                   from_pandas=True))
        elif s.dtype == object:      # special missing values arrive as letters
            arrays.append(pa.array([None if isinstance(v, str) or v is None else float(v)
                                    for v in s], type=pa.float64()))
        else:
            arrays.append(pa.array(s, from_pandas=True))
    table = pa.Table.from_arrays(arrays, names=list(df.columns))
    return table if schema is None else table.cast(schema)


def converted_file(path: Path) -> str | None:
    """The private Parquet file the labelled ``path`` was converted to (None: not yet)."""
    known = _converted.get(os.path.realpath(path))
    return known[1] if known is not None else None


def read_labelled(con: Any, path: Path, directory: Path) -> Any:
    """The relation of the labelled file ``path`` (a Parquet file of ``directory``,
    converted once per process and file version); its metadata kept by path."""
    import pyarrow.parquet as pq

    key = os.path.realpath(path)
    st = os.stat(key)
    stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
    known = _converted.get(key)
    if known is not None and known[0] == stamp and os.path.exists(known[1]):
        return con.read_parquet(known[1])
    pyreadstat = need_pyreadstat()
    read, kw = _reader(path)
    tag = next(_counter)
    raw, final = directory / f"labelled-{tag}-raw.parquet", directory / f"labelled-{tag}.parquet"
    writer = meta = None
    try:
        for df, meta in pyreadstat.read_file_in_chunks(read, str(path), chunksize=CHUNK_ROWS,
                                                       **kw):
            table = _chunk_table(df, meta.readstat_variable_types,
                                 writer.schema if writer is not None else None)
            if writer is None:
                writer = pq.ParquetWriter(str(raw), table.schema)
            writer.write_table(table)
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - pyreadstat's own errors: one line
        raise _read_error(path, exc) from None
    finally:
        if writer is not None:
            writer.close()
    if writer is None or meta is None:
        raise InputError(f"input file {str(path)!r} has no records: there is nothing to protect")
    labels = _metadata(path, meta)
    view = f"__sdc_labelled_{os.getpid()}_{tag}"
    con.read_parquet(str(raw)).to_view(view)
    try:
        types = meta.readstat_variable_types
        columns = list(meta.column_names)
        candidates = [c for c in columns if types.get(c) != "string"
                      and (types.get(c) in _INT_TYPES
                           or _WHOLE.match(labels.formats.get(c, "") or ""))]
        row = con.execute(render("formats/integral.sql", source=view,
                                 columns=candidates)).fetchall()[0]
        integral = [c for c, ok in zip(candidates, row[1:], strict=True) if ok]
        con.sql(render("formats/typed.sql", source=view, columns=columns,
                       integral=integral)).to_parquet(str(final))
    finally:
        con.execute(f"DROP VIEW IF EXISTS {quote_ident(view)}")
        raw.unlink(missing_ok=True)
    _converted[key] = (stamp, str(final))
    store(path, labels)
    return con.read_parquet(str(final))


# --------------------------------------------------------------------------- writing
def _as_code(code: Any, is_text: bool) -> Any:
    """A suppression code as the column holds it (a number given as text: a number)."""
    if is_text or not isinstance(code, str):
        return str(code) if is_text else code
    try:
        return _num(float(code))
    except ValueError:
        raise InputError(f"suppression code {code!r}: the column is numeric, give a "
                         "number") from None


def _fits(code: Any, is_text: bool) -> bool:
    return isinstance(code, str) == is_text


def write_labelled(rel: Any, tmp: Path, path: Path, meta: Metadata | None) -> None:
    """Write the relation ``rel`` to ``tmp`` as the SPSS or Stata file ``path`` names
    (``.sav``, ``.zsav``, ``.dta``), with the labels of ``meta`` (see the module
    docstring)."""
    pyreadstat = need_pyreadstat()
    ext = path.suffix.lower()
    if ext not in (".sav", ".zsav", ".dta"):
        raise InputError(f"output {str(path)!r}: sdcsql writes .sav, .zsav, .dta, .asc, .csv "
                         "or .parquet (SAS files are read only)")
    meta = meta or Metadata(path=str(path), kind="spss")
    df = rel.arrow().read_all().to_pandas() if hasattr(rel, "arrow") else rel.to_df()
    columns = list(df.columns)
    text = {c: df[c].dtype == object or str(df[c].dtype).startswith(("str", "string"))
            for c in columns}
    value_labels: dict[str, dict[Any, str]] = {}
    for c in columns:
        vl = {k: v for k, v in meta.value_labels.get(c, {}).items() if _fits(k, text[c])}
        if vl:
            value_labels[c] = vl
    missing = {c: [m for m in meta.user_missing.get(c, []) if _fits(m, text[c])]
               for c in columns}
    var_labels = {c: meta.variable_labels[c] for c in columns if c in meta.variable_labels}
    try:
        if ext in (".sav", ".zsav"):
            for c, code in meta.marks.items():
                if c not in columns:
                    continue
                code = _as_code(code, text[c])
                value_labels.setdefault(c, {})[code] = SUPPRESSED_LABEL
                if code not in missing[c]:
                    missing[c].append(code)
            for c, codes in missing.items():
                if len(codes) > 3:
                    raise InputError(f"output {str(path)!r}: column {c!r} has {len(codes)} "
                                     "missing codes (with its suppression code); SPSS takes 3: "
                                     "give a suppression code among its missing codes")
            formats = {c: "F8.0" for c in columns
                       if df[c].dtype.kind in "iu" or str(df[c].dtype) in ("Int64", "Int32")
                       or (df[c].dtype.kind == "f" and _WHOLE.match(meta.formats.get(c, ""))
                           and bool((df[c].dropna() % 1 == 0).all()))}
            pyreadstat.write_sav(df, str(tmp), compress=ext == ".zsav",
                                 column_labels=var_labels or None,
                                 variable_value_labels=value_labels or None,
                                 missing_ranges={c: v for c, v in missing.items() if v} or None,
                                 variable_format=formats or None)
        else:
            user: dict[str, list[str]] = {}
            for c, code in meta.marks.items():
                if c not in columns:
                    continue
                if text[c]:
                    continue             # Stata labels numbers only: the code is the mark
                marked = df[c] == _as_code(code, False)
                df[c] = df[c].astype(object).where(~marked, "s")
                user[c] = ["s"]
                value_labels.setdefault(c, {})["s"] = SUPPRESSED_LABEL
            value_labels = {c: v for c, v in value_labels.items() if not text[c]}
            pyreadstat.write_dta(df, str(tmp), column_labels=var_labels or None,
                                 variable_value_labels=value_labels or None,
                                 missing_user_values=user or None)
    except InputError:
        raise
    except Exception as exc:  # noqa: BLE001 - pyreadstat's own errors: one line
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise InputError(f"output {str(path)!r} cannot be written: {first}") from None
