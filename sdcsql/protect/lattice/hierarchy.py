"""Generalisation hierarchies of the protection search (docs/protect/search.md).

A hierarchy of a key maps each of its values (level 0) to a value at each level
1..h-1, every level coarser than or equal to the one below: two values equal at level
L are equal at level L+1 (a recode of the level below, seed 003 section 3.4.3.2
global recoding).  Level h-1 is usually one value (``*``: the key left out).

Sources:

* a CSV file in the layout of the reference tool ARX: ``;``-separated, no header, one
  row per value, column L the value at level L (:func:`read_csv_hierarchy`);
* mu-Argus global recode files, one ``.grc`` a level (:func:`grc_hierarchy`);
* numeric bands generated from a list of widths (:func:`bands_hierarchy`): level i
  groups the values into bands ``[a*w_i, (a+1)*w_i)`` labelled ``lo-hi``; each width a
  multiple of the one below it, so that bands nest; a last level ``*``.

Every hierarchy is checked against the data before any search
(:meth:`Hierarchy.row_of`): a value of the data that the hierarchy does not list
is refused, naming the key and how many values are missing (never the values).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ...errors import InputError

__all__ = ["Hierarchy", "bands_hierarchy", "find_hierarchy_file", "grc_hierarchy",
           "read_csv_hierarchy"]


@dataclass(frozen=True, eq=False)
class Hierarchy:
    """The hierarchy of one key: ``values[r][L]`` is row r's value at level L.

    ``levels``: the number of levels h (level 0 the original values).  Derived arrays
    (built once): ``codes[L]`` maps a row to its value's code at level L (codes
    numbered in order of first appearance), ``labels[L]`` the values of those codes,
    ``rows[L]`` how many rows each code covers (the domain share of seed-free ARX's
    Loss is ``rows / len(values)``).
    """

    key: str
    values: tuple[tuple[str, ...], ...]
    codes: list[np.ndarray] = field(init=False, repr=False)
    labels: list[list[str]] = field(init=False, repr=False)
    rows: list[np.ndarray] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        where = f"hierarchy of {self.key!r}"
        if not self.values:
            raise InputError(f"{where}: has no rows")
        widths = {len(r) for r in self.values}
        if len(widths) != 1:
            raise InputError(f"{where}: rows have different numbers of levels "
                             f"({min(widths)} to {max(widths)}); give every row every level")
        firsts = [r[0] for r in self.values]
        if len(set(firsts)) != len(firsts):
            raise InputError(f"{where}: {len(firsts) - len(set(firsts))} value(s) have more "
                             "than one row; give one row per value")
        codes, labels, rows = [], [], []
        for level in range(self.levels):
            index: dict[str, int] = {}
            col = np.array([index.setdefault(r[level], len(index)) for r in self.values],
                           dtype=np.int64)
            codes.append(col)
            labels.append(list(index))
            rows.append(np.bincount(col, minlength=len(index)).astype(np.int64))
        for level in range(1, self.levels):
            # coarser or equal: each code at level-1 has one code at level
            up = np.full(len(labels[level - 1]), -1, dtype=np.int64)
            up[codes[level - 1]] = codes[level]
            if not np.array_equal(up[codes[level - 1]], codes[level]):
                bad = len(set(zip(codes[level - 1].tolist(), codes[level].tolist(),
                                  strict=True))) - len(labels[level - 1])
                raise InputError(f"{where}: level {level} is not coarser than or equal to "
                                 f"level {level - 1} ({bad} value(s) of level {level - 1} "
                                 f"map to two values of level {level}); fix the file")
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "labels", labels)
        object.__setattr__(self, "rows", rows)

    @property
    def levels(self) -> int:
        return len(self.values[0])

    @property
    def size(self) -> int:
        """The domain size: the number of rows (values listed, in the data or not)."""
        return len(self.values)

    def row_of(self, data_values: Sequence[str]) -> np.ndarray:
        """The row of each data value; a value the hierarchy does not list is refused,
        naming the key and how many values are missing, never the values."""
        index = {r[0]: i for i, r in enumerate(self.values)}
        out = np.array([index.get(v, -1) for v in data_values], dtype=np.int64)
        missing = int(np.count_nonzero(out < 0))
        if missing:
            raise InputError(f"key {self.key!r}: {missing} value(s) of the data are not in "
                             "its hierarchy; add a row for each")
        return out

    def up(self, lower: int, upper: int) -> np.ndarray:
        """Code at level ``lower`` -> code at level ``upper`` (``lower <= upper``)."""
        out = np.zeros(len(self.labels[lower]), dtype=np.int64)
        out[self.codes[lower]] = self.codes[upper]
        return out


def read_csv_hierarchy(path: str | Path, key: str) -> Hierarchy:
    """A hierarchy from an ARX-layout CSV file (``;``-separated, no header)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"hierarchy of {key!r}: file {str(path)!r} not found") from None
    except UnicodeDecodeError:
        raise InputError(f"hierarchy of {key!r}: file {str(path)!r} is not UTF-8 text") \
            from None
    rows = [tuple(r) for r in csv.reader(text.splitlines(), delimiter=";") if r]
    return Hierarchy(key, tuple(rows))


def find_hierarchy_file(directory: str | Path, key: str) -> Path:
    """``<key>.csv`` or ``<prefix>_hierarchy_<key>.csv`` in ``directory`` (one of them)."""
    d = Path(directory)
    if not d.is_dir():
        raise InputError(f"--hierarchies {str(d)!r}: not a directory")
    found = sorted({p for p in [d / f"{key}.csv", *d.glob(f"*_hierarchy_{key}.csv")]
                    if p.is_file()})
    if not found:
        raise InputError(f"key {key!r}: no hierarchy in {str(d)!r} (give {key}.csv or "
                         f"<prefix>_hierarchy_{key}.csv, or --hierarchy {key}=FILE)")
    if len(found) > 1:
        raise InputError(f"key {key!r}: {len(found)} hierarchy files in {str(d)!r}; keep one "
                         f"or give --hierarchy {key}=FILE")
    return found[0]


def _label(lo: float, hi: float) -> str:
    def fmt(x: float) -> str:
        return str(int(x)) if float(x).is_integer() else repr(float(x))

    return f"{fmt(lo)}-{fmt(hi)}"


def bands_hierarchy(key: str, data_values: Sequence[str], widths: Sequence[float]) -> Hierarchy:
    """Numeric bands of widths ``w_1 < w_2 < ...`` (each a multiple of the one below),
    then ``*``: the value x falls in ``[floor(x / w) * w, floor(x / w) * w + w)``,
    labelled ``lo-hi`` (upper end excluded)."""
    where = f"key {key!r}"
    ws = [float(w) for w in widths]
    if not ws or any(not math.isfinite(w) or w <= 0 for w in ws):
        raise InputError(f"{where}: band widths must be positive numbers, got {list(widths)}")
    for a, b in zip(ws, ws[1:], strict=False):
        if b <= a or abs(b / a - round(b / a)) > 1e-9:
            raise InputError(f"{where}: each band width must be a multiple of the one before "
                             f"(got {a:g} then {b:g}), so that the bands nest")
    values = sorted(set(data_values))
    rows = []
    bad = 0
    for v in values:
        try:
            x = float(v)
        except ValueError:
            bad += 1
            continue
        if not math.isfinite(x):
            bad += 1
            continue
        row = [v]
        for w in ws:
            lo = math.floor(x / w) * w
            row.append(_label(lo, lo + w))
        row.append("*")
        rows.append(tuple(row))
    if bad:
        raise InputError(f"{where}: {bad} value(s) are not finite numbers; bands need a "
                         "numeric key")
    return Hierarchy(key, tuple(rows))


def grc_hierarchy(key: str, data_values: Sequence[str], files: Sequence[str | Path]) -> Hierarchy:
    """Levels from mu-Argus global recode files (``.grc``, docs/formats.md), one file a
    level, each applied to the key's original codes (a code no line covers keeps its
    value), then ``*``; the levels must nest, as every hierarchy's."""
    from ...formats.grc import read_grc, resolve

    if not files:
        raise InputError(f"key {key!r}: give at least one .grc file")
    values = sorted(set(data_values))
    rows = {v: [v] for v in values}
    for f in files:
        recode = resolve(read_grc(f), key, values, text=True)
        mapping = {} if recode is None else {
            str(old): str(new) for new, olds in recode.groups for old in olds}
        for v in values:
            rows[v].append(mapping.get(v, v))
    return Hierarchy(key, tuple(tuple(r) + ("*",) for r in rows.values()))
