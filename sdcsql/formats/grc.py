"""mu-Argus global recode files (.grc): read into sdcsql recodes, written for the
recodes a run applied (issue #15 item 4; docs/formats.md, "mu-Argus recode files").

A ``.grc`` file recodes one variable; its layout as sdcsql reads it (our description of
the documented mu-Argus convention, seed 000 section 7.5's report of the recodings):

* a recode line ``NEW: ITEM, ITEM, ...``: the codes the items cover become ``NEW``;
  an item is a code (``7``, ``A``), a closed range ``LO-HI`` (both ends included), a
  range open below ``-HI`` (every code up to HI) or open above ``LO-`` (every code from
  LO); range ends are numbers and compare with the codes as numbers;
* ``<MISSING> M1 [M2]``: the variable's missing codes after the recode; sdcsql keeps a
  variable's missing codes through a recode, so they must be its missing codes (those
  of the .rda);
* ``<CODELIST> FILE``: the codelist of the new codes; accepted, not read (the labels of
  new codes come from the codes they merge, as for any map recode);
* blank lines are skipped.

A code no line covers keeps its value; a missing code passes unchanged.  A code two
lines would cover (an explicit code twice, overlapping ranges), a new code on two
lines, a line that is none of the above: refused, naming the file and the line.

Resolved against the codes of the data (``sql/formats/grc_codes.sql``) a ``.grc`` is a
``map`` recode (:class:`sdcsql.protect.recode.Recode`) listing, per new code, the codes
of the data it covers (:func:`resolve`).  Written (:func:`grc_text`): one line per new
code, its old codes in ascending order, runs of three or more consecutive integers as a
range; identity groups left out.
"""

from __future__ import annotations

import math
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._sql import quote_ident, render
from ..errors import InputError
from ..spec import Spec

__all__ = ["Grc", "GrcLine", "argus_recodes", "grc_files", "grc_recodes", "grc_text",
           "input_recodes", "parse_grc", "read_grc", "recode_pairs", "resolve",
           "write_recode_files"]


@dataclass(frozen=True)
class GrcLine:
    """One recode line: ``new`` and its items, each ``("code", text)`` or
    ``("range", lo, hi)`` (lo or hi None: open)."""

    lineno: int
    new: str
    items: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Grc:
    """A parsed .grc file."""

    where: str
    lines: tuple[GrcLine, ...]
    missing: tuple[str, ...] = ()
    codelist: str | None = None


def _number(text: str) -> float | None:
    try:
        x = float(text)
    except ValueError:
        return None
    return x if math.isfinite(x) else None


def _item(text: str, at: str) -> tuple[Any, ...]:
    if not text:
        raise InputError(f"{at}: an empty item (two commas, or a comma at the end)")
    if text.startswith("-"):
        lo_text, hi_text = "", text[1:]
    elif text.endswith("-"):
        lo_text, hi_text = text[:-1], ""
    elif "-" in text:
        lo_text, _, hi_text = text.partition("-")
    else:
        return ("code", text)
    lo_text, hi_text = lo_text.strip(), hi_text.strip()
    lo = _number(lo_text) if lo_text else None
    hi = _number(hi_text) if hi_text else None
    if (lo_text and lo is None) or (hi_text and hi is None) or (lo is None and hi is None):
        raise InputError(f"{at}: range {text!r}: give numbers, LO-HI, -HI or LO-")
    if lo is not None and hi is not None and lo > hi:
        raise InputError(f"{at}: range {text!r}: its low end is above its high end")
    return ("range", lo, hi)


def parse_grc(text: str, where: str = "recode file") -> Grc:
    """The recode of a .grc text (module docstring); refuses a bad line naming it."""
    lines: list[GrcLine] = []
    missing: tuple[str, ...] = ()
    codelist = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        at = f"{where}, line {lineno}"
        if line.startswith("<"):
            try:
                tok = shlex.split(line, posix=True)
            except ValueError:
                raise InputError(f"{at}: unbalanced quotes") from None
            tag = tok[0].upper()
            if tag == "<MISSING>" and 2 <= len(tok) <= 3:
                missing = tuple(tok[1:])
            elif tag == "<CODELIST>" and len(tok) == 2:
                codelist = tok[1]
            elif tag in ("<MISSING>", "<CODELIST>"):
                raise InputError(f"{at}: {tok[0]} takes "
                                 + ("one or two codes" if tag == "<MISSING>" else "one file"))
            else:
                raise InputError(f"{at}: unknown keyword {tok[0]}")
            continue
        new, colon, rest = line.partition(":")
        if not colon:
            raise InputError(f"{at}: give NEW: OLD, LO-HI, ... (no ':' on the line)")
        new = new.strip()
        if not new or any(ch.isspace() or ch == "," for ch in new):
            raise InputError(f"{at}: the new code before ':' must be one code")
        items = tuple(_item(t.strip(), at) for t in rest.split(","))
        lines.append(GrcLine(lineno, new, items))
    if not lines:
        raise InputError(f"{where}: no recode line (NEW: OLD, LO-HI, ...)")
    _verify(lines, where)
    return Grc(where=where, lines=tuple(lines), missing=missing, codelist=codelist)


def _verify(lines: list[GrcLine], where: str) -> None:
    """Refuse a new code on two lines and a code two lines cover."""
    first: dict[str, int] = {}
    for ln in lines:
        if ln.new in first:
            raise InputError(f"{where}, line {ln.lineno}: new code {ln.new!r} is also on line "
                             f"{first[ln.new]}: give its codes on one line")
        first[ln.new] = ln.lineno
    spans: list[tuple[float, float, int]] = []      # numeric items as intervals
    texts: dict[str, int] = {}
    for ln in lines:
        for item in ln.items:
            if item[0] == "range":
                lo, hi = item[1], item[2]
                spans.append((-math.inf if lo is None else lo, math.inf if hi is None else hi,
                              ln.lineno))
                continue
            x = _number(item[1])
            if x is not None:
                spans.append((x, x, ln.lineno))
            elif texts.setdefault(item[1], ln.lineno) != ln.lineno:
                raise InputError(f"{where}, line {ln.lineno}: code {item[1]!r} is also on line "
                                 f"{texts[item[1]]}")
    spans.sort()
    reach = None
    for lo, hi, lineno in spans:
        if reach is not None and lo <= reach[0] and lineno != reach[1]:
            raise InputError(f"{where}, line {lineno}: its codes overlap those of line "
                             f"{reach[1]}")
        if reach is None or hi > reach[0]:
            reach = (hi, lineno)


def read_grc(path: str | Path) -> Grc:
    """The parsed .grc file ``path``."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"recode file {str(p)!r} does not exist")
    return parse_grc(p.read_text(encoding="utf-8", errors="replace"), str(p))


def _covers(item: tuple[Any, ...], code: Any) -> bool:
    text = _plain(code)
    x = code if isinstance(code, (int, float)) else _number(text)
    if item[0] == "code":
        y = _number(item[1])
        return item[1] == text or (x is not None and y is not None and x == y)
    return x is not None and (item[1] is None or x >= item[1]) \
        and (item[2] is None or x <= item[2])


def resolve(grc: Grc, variable: str, codes: Sequence[Any], text: bool,
            missing: Sequence[Any] = ()) -> Any:
    """The ``map`` recode of ``variable`` that ``grc`` makes of the data's ``codes``
    (a text or numeric column): per line, the codes it covers, in the order of its
    items (ascending within a range); a line covering none is left out; None when no
    line covers any code.  ``missing``: the variable's missing codes (never recoded);
    ``<MISSING>`` codes must be among them.

    >>> grc = parse_grc("1: 1-10\\n2: 11-, 0\\n")
    >>> resolve(grc, "region", ["01", "07", "12", "00", "x"], text=True).groups
    (('1', ('01', '07')), ('2', ('12', '00')))
    """
    from ..protect.recode import Recode

    kept = {_plain(m) for m in missing}
    stray = [m for m in grc.missing if _plain(_number(m) if _number(m) is not None else m)
             not in kept]
    if stray:
        raise InputError(f"{grc.where}: <MISSING> {stray[0]!r} is not a missing code of "
                         f"variable {variable!r}: sdcsql keeps missing codes through a recode")
    groups = []
    for ln in grc.lines:
        if text:
            new: Any = ln.new
        else:
            x = _number(ln.new)
            if x is None:
                raise InputError(f"{grc.where}, line {ln.lineno}: new code {ln.new!r} is not "
                                 f"a number; variable {variable!r} is numeric")
            new = int(x) if x.is_integer() else x
        olds: list[Any] = []
        for item in ln.items:
            olds += [c for c in codes if c not in olds and _covers(item, c)
                     and _plain(c) not in kept]
        if olds:
            groups.append((new, tuple(olds)))
    if not groups:
        return None
    return Recode(variable, "map", groups=tuple(groups), where=grc.where)


def grc_files(rda: Path, variables: Sequence[str]) -> dict[str, Path]:
    """The .grc files beside the .rda ``rda``: ``<variable>.grc`` or
    ``<stem>.<variable>.grc`` (any case) for each of ``variables``."""
    by_name = {p.name.casefold(): p for p in rda.parent.iterdir() if p.is_file()}
    found: dict[str, Path] = {}
    for v in variables:
        hits = [by_name[n] for n in (f"{v}.grc".casefold(), f"{rda.stem}.{v}.grc".casefold())
                if n in by_name]
        if len(hits) > 1:
            raise InputError(f"variable {v!r}: two recode files beside {str(rda)!r}: "
                             f"{hits[0].name!r} and {hits[1].name!r}; name one in "
                             "input.recode_files")
        if hits:
            found[v] = hits[0]
    return found


def grc_recodes(con: Any, source: str, files: Mapping[str, str | Path],
                spec: Spec | None = None) -> list[Any]:
    """The recodes of the .grc ``files`` (``{variable: path}``) over the relation
    ``source`` of ``con`` (its codes, ``sql/formats/grc_codes.sql``); a file that covers
    no code of the data gives none."""
    from ..data import schema_of
    from ..spec import is_numeric_type

    schema = schema_of(con, source)
    na = spec.na_codes_map if spec is not None else {}
    out = []
    for variable, path in files.items():
        grc = read_grc(path)
        if variable not in schema:
            raise InputError(f"{grc.where}: variable {variable!r} is not in the input")
        codes = [r[0] for r in con.execute(render("formats/grc_codes.sql", source=source,
                                                  column=variable)).fetchall()]
        rc = resolve(grc, variable, codes, not is_numeric_type(schema[variable]),
                     na.get(variable, ()))
        if rc is not None:
            out.append(rc)
    return out


def _plain(x: Any) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x).strip()


def _items(olds: list[Any]) -> list[str]:
    """Old codes in ascending order, runs of three or more consecutive integers (of
    the same text width, so that codes keep their form) as LO-HI."""
    ints = all(isinstance(o, int) or (isinstance(o, float) and o.is_integer())
               or (isinstance(o, str) and o.strip().isdigit()
                                      and (o.strip() == "0" or not o.strip().startswith("0")))
               for o in olds)
    if not ints:
        return [_plain(o) for o in sorted(olds, key=lambda o: (_number(_plain(o)) is None,
                                                               _number(_plain(o)) or 0,
                                                               _plain(o)))]
    values = sorted(int(_plain(o)) for o in olds)
    out: list[str] = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{values[i]}-{values[j]}")
        else:
            out += [str(v) for v in values[i:j + 1]]
        i = j + 1
    return out


def grc_text(pairs: Sequence[tuple[Any, Any]], missing: Sequence[Any] = ()) -> str:
    """The .grc of the (old, new) code ``pairs`` of one variable (module docstring);
    ``missing``: its missing codes (a ``<MISSING>`` line)."""
    groups: dict[str, list[Any]] = {}
    for old, new in pairs:
        groups.setdefault(_plain(new), []).append(old)
    lines = []
    if missing:
        lines.append("<MISSING> " + " ".join(_plain(m) for m in missing[:2]))
    for new in sorted(groups, key=lambda n: (_number(n) is None, _number(n) or 0, n)):
        olds = groups[new]
        if all(_plain(o) == new for o in olds):
            continue
        lines.append(f"{new}: {', '.join(_items(olds))}")
    return "\n".join(lines) + "\n"


def recode_pairs(con: Any, source: str, recoded: str, variable: str) -> list[tuple[Any, Any]]:
    """The distinct (old, new) pairs of ``variable`` between the relation ``source`` and
    its recoded view ``recoded`` (``sql/formats/grc_pairs.sql``)."""
    return [(r[0], r[1]) for r in con.execute(render(
        "formats/grc_pairs.sql", source=source, recoded=recoded, column=variable)).fetchall()]


def input_recodes(con: Any, data: Any, files: bool | Mapping[str, str | Path],
                  spec: Spec | None = None) -> list[Any]:
    """The recodes of the .grc ``files`` over the input ``data`` (anything
    :func:`sdcsql.data.register_source` reads): ``True``, those beside the .rda of
    an .asc input (:func:`grc_files`); ``{variable: path}``, those files."""
    from ..data import register_source
    from .metadata import metadata_of, rda_of

    if files is True:
        meta = metadata_of(data) if isinstance(data, (str, Path)) else None
        if meta is None or meta.kind != "argus" or meta.layout is None:
            raise InputError("input.recode_files = true reads the .grc files beside the .rda "
                             "of a mu-Argus .asc input; name the files instead")
        files = grc_files(rda_of(data), [v["name"] for v in meta.layout["variables"]])
    if not files:
        return []
    source = register_source(con, data)
    try:
        return grc_recodes(con, source, dict(files), spec)
    finally:
        con.execute(f"DROP VIEW IF EXISTS {quote_ident(source)}")


def argus_recodes(path: str | Path, con: Any = None) -> list[Any]:
    """The recodes of the .grc files beside the .rda of the mu-Argus data file
    ``path`` (:func:`sdcsql.formats.argus.read_argus` gives its relation and spec)."""
    import duckdb

    from .argus import spec_of
    from .metadata import metadata_of

    own = con is None
    con = con if con is not None else duckdb.connect()
    try:
        meta = metadata_of(Path(path))
        return input_recodes(con, Path(path), True, spec_of(meta) if meta else None)
    finally:
        if own:
            con.close()


def write_recode_files(con: Any, source: str, recoded: str, recodes: Sequence[Any],
                       out: Path, missing: Mapping[str, Sequence[Any]]) -> list[Path]:
    """Write ``<out stem>.<variable>.grc`` beside the .asc output ``out`` for each
    variable ``recodes`` recoded (its code pairs between ``source`` and its recoded
    view ``recoded``; ``missing``: its missing codes); returns the paths written."""
    from ..data import write_text

    written = []
    for variable in dict.fromkeys(rc.variable for rc in recodes):
        pairs = recode_pairs(con, source, recoded, variable)
        target = out.with_name(f"{out.stem}.{variable}.grc")
        written.append(write_text(target, grc_text(pairs, missing.get(variable, ()))))
    return written
