"""The labels of a protected file written as ``.sav``, ``.zsav``, ``.dta`` or ``.asc``
(docs/formats.md, "Writing").

:func:`prepare` takes the released relation, the relation it was protected from (the
same records in the same order) and the input's metadata, and gives the relation to
write (each suppressed value replaced by its column's suppression code,
``sql/formats/marked.sql``) and the output's :class:`Metadata`:

* variable labels, value labels and user-missing codes of the input, for the columns
  the output keeps;
* recoded variables: labels for their new categories (:func:`recoded_labels`);
* the suppression code of every column with suppressed values (``Metadata.marks``):
  the user's (``codes``), else the first of -9, -99, -999, -9999, -99999 (numbers) or
  ``*``, ``**``, ``***`` (texts) that the column never takes and that is no missing
  code or labelled code of it; mu-Argus (.asc): the variable's first missing code.
  A user's code the column takes is refused.
"""

from __future__ import annotations

import itertools
import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .._sql import quote_ident, render
from ..errors import InputError
from .metadata import ARGUS_SUFFIXES, SUPPRESSED_LABEL, Metadata

__all__ = ["DEFAULT_NUMBER_CODES", "DEFAULT_TEXT_CODES", "SUPPRESSED_LABEL", "choose_codes",
           "prepare", "recoded_labels"]

DEFAULT_NUMBER_CODES = (-9, -99, -999, -9999, -99999)
DEFAULT_TEXT_CODES = ("*", "**", "***")
_NUMBER = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT",
           "UINTEGER", "UBIGINT", "FLOAT", "DOUBLE", "REAL")
_ids = itertools.count(1)


def _family(duckdb_type: str) -> str | None:
    t = duckdb_type.upper()
    if t in _NUMBER or t.startswith("DECIMAL"):
        return "number"
    if t == "VARCHAR":
        return "text"
    return None


def _text(x: Any) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def recoded_labels(labels: dict[Any, str], recode: Any) -> dict[Any, str] | None:
    """The value labels of a variable after the recode ``recode``
    (:class:`sdcsql.protect.recode.Recode`), from its labels before; None when the
    recode drops them (truncation, bands whose breaks come from the data).

    * ``map``: a new code is labelled with the labels (or codes) it merges, joined by
      " / "; codes not listed keep their labels;
    * ``bands`` (given breaks): a numeric band value is labelled with its interval,
      ``[15, 65)`` (``(15, 65]`` with ``right``), the last ``[65, inf)``; text band
      labels are values in their own right (no value label);
    * ``top`` / ``bottom`` with a ``value`` v: the replacement r is labelled ``v or more``
      (``v or less``) when r = v, else ``more than v`` (``less than v``); the labels
      of the codes it replaced are dropped."""
    kind = recode.kind
    if kind == "map":
        out = dict(labels)
        for to, frm in recode.groups:
            for code in frm:
                out.pop(code, None)
            if list(frm) == [to] and to in labels:
                out[to] = labels[to]
            else:
                out[to] = " / ".join(labels.get(c, _text(c)) for c in frm)
        return out
    if kind == "bands":
        if recode.n is not None:
            return None
        b = list(recode.breaks)
        values = list(recode.labels) or b
        if any(isinstance(v, str) for v in values):
            return {}
        out = {}
        for i, v in enumerate(values):
            lo, hi = _text(b[i]), (_text(b[i + 1]) if i + 1 < len(b) else "inf")
            if recode.right:
                out[v] = (f"[{lo}, {hi}]" if i == 0 else f"({lo}, {hi}]") if hi != "inf" \
                    else f"({lo}, inf)"
            else:
                out[v] = f"[{lo}, {hi})"
        return out
    if kind in ("top", "bottom"):
        if recode.value is None:
            return None
        v = recode.value
        r = recode.replacement if recode.replacement is not None else v
        top = kind == "top"
        out = {k: t for k, t in labels.items()
               if not (isinstance(k, (int, float)) and (k > v if top else k < v))}
        if r == v:
            out[r] = f"{_text(v)} or {'more' if top else 'less'}"
        else:
            out[r] = f"{'more' if top else 'less'} than {_text(v)}"
        return out
    return None


def choose_codes(con: Any, protected: str, original: str, types: dict[str, str],
                 meta: Metadata | None, given: dict[str, Any] | None, kind: str,
                 skip: Sequence[str] = ()) -> tuple[dict[str, Any], dict[str, int]]:
    """({column: suppression code}, {column: suppressed values}) for the columns of the
    table ``protected`` with suppressed values (against the table ``original``, rows
    matched by rowid); ``given`` codes first, then the defaults (module docstring).
    Columns in ``skip`` are not marked."""
    meta = meta or Metadata(path="", kind=kind)
    given = dict(given or {})
    columns = [c for c in types if c not in skip]
    candidates: list[tuple[str, Any]] = []
    for c in columns:
        fam = _family(types[c])
        if c in given:
            candidates.append((c, given[c]))
        elif fam == "number":
            candidates += [(c, v) for v in DEFAULT_NUMBER_CODES]
        elif fam == "text":
            candidates += [(c, v) for v in DEFAULT_TEXT_CODES]
    params = {f"c{i}": _text(v) for i, (_, v) in enumerate(candidates)}
    row = con.execute(render("formats/suppressed.sql", protected=protected, original=original,
                             columns=columns,
                             candidates=[(c, types[c]) for c, _ in candidates]),
                      params).fetchall()[0]
    suppressed = {c: int(n) for c, n in zip(columns, row[1:1 + len(columns)], strict=True)
                  if n}
    taken = row[1 + len(columns):]
    codes: dict[str, Any] = {}
    for c in suppressed:
        if c in given:
            i = next(j for j, (col, _) in enumerate(candidates) if col == c)
            if taken[i]:
                raise InputError(f"suppression code of {c!r}: {taken[i]} records hold it; "
                                 "choose a code the column never takes")
            codes[c] = given[c]
            continue
        if kind == "argus":
            missing = (meta.layout or {}).get("missing", {}).get(c) or meta.user_missing.get(c)
            if missing:
                codes[c] = missing[0]
                continue
        reserved = {_text(x) for x in meta.user_missing.get(c, [])} | \
            {_text(x) for x in meta.value_labels.get(c, {})}
        free = [v for j, (col, v) in enumerate(candidates)
                if col == c and not taken[j] and _text(v) not in reserved]
        if not free:
            if _family(types[c]) is None:
                continue            # a date or boolean column: its suppressions stay missing
            raise InputError(f"suppression code of {c!r}: the column takes every default code; "
                             "give one (suppression_codes)")
        codes[c] = free[0]
    return codes, suppressed


def _materialise(con: Any, rel: Any) -> str:
    name = f"__sdc_out_{os.getpid()}_{next(_ids)}"
    view = name + "_v"
    rel.to_view(view)
    con.execute(f"CREATE OR REPLACE TEMP TABLE {quote_ident(name)} AS "
                + render("protect/table.sql", table=view))
    con.execute(f"DROP VIEW IF EXISTS {quote_ident(view)}")
    return name


def prepare(con: Any, released: Any, path: str | Path, *, original: Any = None,
            source: Metadata | None = None, recodes: Sequence[Any] = (),
            codes: dict[str, Any] | None = None, spec: Any = None) -> tuple[Any, Metadata]:
    """(relation to write, its metadata) for the output ``path`` (module docstring).
    ``released`` and ``original`` are DuckDB relations of ``con`` with the same records
    in the same order (``original`` None: nothing was suppressed)."""
    kind = "argus" if Path(path).suffix.lower() in ARGUS_SUFFIXES else (
        "stata" if Path(path).suffix.lower() == ".dta" else "spss")
    src = source or Metadata(path="", kind=kind)
    columns = list(released.columns)
    types = {c: str(t) for c, t in zip(columns, released.types, strict=True)}
    value_labels = {c: dict(v) for c, v in src.value_labels.items() if c in types}
    for rc in recodes:
        if rc.variable in types:
            new = recoded_labels(value_labels.get(rc.variable, {}), rc)
            if new:
                value_labels[rc.variable] = new
            else:
                value_labels.pop(rc.variable, None)
    for c, labels in list(value_labels.items()):      # keys of the column's type only
        text = _family(types[c]) == "text"
        value_labels[c] = {k: v for k, v in labels.items() if isinstance(k, str) == text
                           and (text or not (isinstance(k, float) and math.isnan(k)))}
    out = Metadata(path=str(path), kind=kind,
                   variable_labels={c: t for c, t in src.variable_labels.items() if c in types},
                   value_labels={c: v for c, v in value_labels.items() if v},
                   user_missing={c: list(v) for c, v in src.user_missing.items() if c in types},
                   formats={c: f for c, f in src.formats.items() if c in types},
                   layout=src.layout, roles=_roles(spec) if spec is not None else src.roles)
    if original is None:
        return released, out
    prot, orig = _materialise(con, released), _materialise(con, original)
    common = {c: t for c, t in types.items() if c in original.columns}
    marks, _ = choose_codes(con, prot, orig, common, src, codes, kind)
    out.marks = marks
    index = {c: i for i, c in enumerate(marks)}
    rel = con.sql(render("formats/marked.sql", protected=prot, original=orig, columns=columns,
                         marks=index, types=types),
                  params={f"m{i}": _text(marks[c]) for c, i in index.items()})
    return rel, out


def _roles(spec: Any) -> dict[str, Any]:
    return {"keys": list(spec.keys), "weight": spec.weight, "household": spec.household,
            "household_variables": list(spec.household_variables),
            "numeric": list(spec.numeric)}
