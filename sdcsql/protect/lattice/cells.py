"""The distinct-cell table of the protection search and one node's classes on it.

The records are read once (``sql/protect/search/distinct_cells.sql``: a GROUP BY over
the keyed view): one row per distinct combination of the keys and of the sensitive
variables, with its record count, weight sum and first row.  Every lattice node is then
evaluated on that table in numpy, never on the records: a node ``t = (L_1..L_d)`` maps
each cell's value of key j to its level-``L_j`` code (a small array per level), the
codes are combined into one int64 key, and the equivalence classes are its distinct
values (``np.unique``); counts, weight sums and sensitive-value counts per class are
``np.bincount`` over the cells (ARCHITECTURE principle 1, "cells, not records").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from ...errors import InputError
from .hierarchy import Hierarchy

__all__ = ["CellTable", "Classes", "Households", "cell_classes", "read_cells"]

Node = tuple[int, ...]


@dataclass(eq=False)
class Classes:
    """The equivalence classes of one node: ``inv`` (cell, or class of the finer node it
    was rolled up from, -> class), per class ``size`` (records), ``weight`` (weight sum),
    ``first`` (smallest row number: the class's representative) and ``codes`` (its code
    of each key at the node's level); sensitive-value counts on demand (:meth:`hist`)."""

    table: CellTable
    node: Node
    inv: np.ndarray | None
    size: np.ndarray
    weight: np.ndarray
    first: np.ndarray
    codes: list[np.ndarray]
    base: Classes | None = field(default=None, repr=False)
    _hist: dict[str, np.ndarray] = field(default_factory=dict, repr=False)

    @property
    def n_classes(self) -> int:
        return int(self.size.size)

    def hist(self, attribute: str) -> np.ndarray:
        """Records per (class, value of the sensitive ``attribute``): shape (K, S)."""
        if attribute not in self._hist:
            assert self.inv is not None, "a kept summary has every histogram"
            codes, labels = self.table.sensitive[attribute]
            s = len(labels)
            if self.base is None:
                flat = np.bincount(self.inv * s + codes, weights=self.table.count,
                                   minlength=self.n_classes * s)
            else:
                below = self.base.hist(attribute)
                index = (self.inv[:, None] * s + np.arange(s)).ravel()
                flat = np.bincount(index, weights=below.ravel(), minlength=self.n_classes * s)
            self._hist[attribute] = flat.astype(np.int64).reshape(self.n_classes, s)
        return self._hist[attribute]

    def level_codes(self, j: int) -> np.ndarray:
        """Each class's code of key j at the node's level."""
        return self.codes[j]

    def summary(self) -> Classes:
        """The classes without their link to what they were rolled up from (every
        histogram computed first): kept to roll coarser nodes up from."""
        for name in self.table.sensitive:
            self.hist(name)
        return Classes(self.table, self.node, None, self.size, self.weight, self.first,
                       self.codes, None, self._hist)


@dataclass(eq=False)
class Households:
    """The household structure (``sql/protect/search/household_cells.sql``), households
    grouped by their composition (the same cells, the same members in each, the same
    size: alike at every node).  Per (composition, cell) pair its composition's index
    ``household``, its ``cell`` (an index of the cell table) and a household's records
    ``n`` in that cell; per composition its ``size`` (the given household size, or the
    number of members), ``households`` (how many have it) and ``ids`` (its number in
    household_cells.sql: to find its members again in the protected file)."""

    household: np.ndarray
    cell: np.ndarray
    n: np.ndarray
    size: np.ndarray
    households: np.ndarray
    ids: np.ndarray

    @property
    def count(self) -> int:
        """The compositions."""
        return int(self.size.size)

    @property
    def records(self) -> np.ndarray:
        """Per pair, the records of every household of its composition in its cell."""
        return self.n * self.households[self.household]


@dataclass(eq=False)
class CellTable:
    """The distinct cells: ``rows[j]`` the hierarchy row of key j per cell, ``count``,
    ``weight``, ``first``; ``sensitive[name] = (codes per cell, labels)``; the
    ``households`` when a target reads them; ``pi`` the risk model's factor (seed 002
    formulas (7)-(8): every individual risk is pi times r(fk, Fk))."""

    keys: tuple[str, ...]
    hierarchies: tuple[Hierarchy, ...]
    rows: list[np.ndarray]
    count: np.ndarray
    weight: np.ndarray
    first: np.ndarray
    sensitive: dict[str, tuple[np.ndarray, list[str]]]
    households: Households | None = None
    pi: float = 1.0
    gen: list[list[np.ndarray]] = field(init=False, repr=False)
    strides: list[list[int]] = field(init=False, repr=False)
    _up: dict[int, dict[tuple[int, int], np.ndarray]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._up = {}
        self.gen = [[h.codes[level][r] for level in range(h.levels)]
                    for h, r in zip(self.hierarchies, self.rows, strict=True)]
        self.strides = [[len(lab) for lab in h.labels] for h in self.hierarchies]

    @property
    def n_records(self) -> int:
        return int(self.count.sum())

    @property
    def heights(self) -> tuple[int, ...]:
        """The number of levels of each key (the lattice is their product)."""
        return tuple(h.levels for h in self.hierarchies)

    def up(self, j: int, lower: int, upper: int) -> np.ndarray:
        """Key j's code at level ``lower`` -> its code at level ``upper``."""
        cache = self._up.setdefault(j, {})
        if (lower, upper) not in cache:
            cache[(lower, upper)] = self.hierarchies[j].up(lower, upper)
        return cache[(lower, upper)]

    def classes(self, node: Node, base: Classes | None = None) -> Classes:
        """The equivalence classes of ``node`` (one level per key), from the cells or
        rolled up from the classes ``base`` of a finer node."""
        if base is None:
            codes = [self.gen[j][level] for j, level in enumerate(node)]
            count, weight, first = self.count, self.weight, self.first
        else:
            codes = [self.up(j, base.node[j], level)[base.codes[j]]
                     for j, level in enumerate(node)]
            count, weight, first = base.size, base.weight, base.first
        n = count.size
        key = np.zeros(n, dtype=np.int64)
        span = 1
        for j, level in enumerate(node):
            size = self.strides[j][level]
            if span * size >= 2 ** 62:         # keep the combined key in int64
                _, key = np.unique(key, return_inverse=True)
                key = key.astype(np.int64)
                span = int(key.max()) + 1 if key.size else 1
            key = key * size + codes[j]
            span *= size
        if span <= 4 * n + 65536:           # dense: one bincount, no sort
            present = np.bincount(key, minlength=span) > 0
            inv = (np.cumsum(present) - 1)[key]
        else:                               # hashed: codes in order of first appearance
            inv = _numpy(pc.dictionary_encode(_arrow(key)).indices).astype(np.int64)
        k = int(inv.max()) + 1 if n else 0
        head = np.full(k, n, dtype=np.int64)
        np.minimum.at(head, inv, np.arange(n, dtype=np.int64))
        first_ = np.full(k, np.iinfo(np.int64).max, dtype=np.int64)
        np.minimum.at(first_, inv, first)
        return Classes(self, tuple(node), inv,
                       np.bincount(inv, weights=count, minlength=k).astype(np.int64),
                       np.bincount(inv, weights=weight, minlength=k),
                       first_, [c[head] for c in codes], base)


def cell_classes(cls: Classes) -> np.ndarray:
    """The class of ``cls`` each cell of its table falls in (``cls.inv`` when the classes
    were computed from the cells; else matched by the codes at the node's levels)."""
    if cls.base is None and cls.inv is not None:
        return cls.inv
    table = cls.table
    cells = np.stack([table.gen[j][level] for j, level in enumerate(cls.node)], axis=1)
    classes = np.stack(cls.codes, axis=1)
    _, ids = np.unique(np.concatenate([classes, cells]), axis=0, return_inverse=True)
    ids = ids.ravel()
    k = cls.n_classes
    lookup = np.empty(int(ids.max()) + 1, dtype=np.int64)
    lookup[ids[:k]] = np.arange(k, dtype=np.int64)
    return lookup[ids[k:]]


def read_cells(problem: Any, keys: Sequence[str], hierarchies: Sequence[Hierarchy],
               sensitive: Sequence[str], households: bool = False) -> CellTable:
    """The distinct-cell table of ``problem``'s keyed view (its keys must be ``keys``),
    every key value checked against its hierarchy; sensitive variables as text; the
    household structure when ``households`` (``sql/protect/search/household_cells.sql``).
    A problem opened ``cells_only`` gives them from its grouped records."""
    grouped = getattr(problem, "grouped", None)   # the one scan of a CSV (Problem cells_only)
    sql = problem.engine.render("protect/search/distinct_cells.sql",
                                keyed=grouped or problem.keyed, n_keys=len(keys),
                                sensitive=list(sensitive), counted=grouped is not None)
    table = problem.engine.fetch_arrow(sql)
    hh = None
    if households:
        hh = problem.engine.fetch_arrow(problem.engine.render(
            "protect/search/household_cells.sql", keyed=problem.keyed, n_keys=len(keys),
            sensitive=list(sensitive),
            household_size_given=problem.spec.household_size is not None))
    return cells_from_arrow(table, keys, hierarchies, sensitive, hh, float(problem.spec.pi))


def _numpy(column: pa.Array | pa.ChunkedArray) -> np.ndarray:
    """A numeric Arrow column as a numpy array (read-only), read from its data buffer
    when it has no nulls: pyarrow's ``to_numpy`` imports pandas, half a second of CPU
    in a search's process."""
    arr = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    t = arr.type
    if arr.null_count == 0 and len(arr) and (pa.types.is_integer(t) or pa.types.is_floating(t)):
        kind = "f" if pa.types.is_floating(t) else "i" if pa.types.is_signed_integer(t) else "u"
        width = t.bit_width // 8
        return np.frombuffer(arr.buffers()[1], dtype=f"{kind}{width}", count=len(arr),
                             offset=arr.offset * width)
    return arr.to_numpy(zero_copy_only=False)


def _arrow(values: np.ndarray) -> pa.Array:
    """An int64 numpy array as an Arrow array over the same memory (``pa.array`` of a
    numpy array imports pandas)."""
    values = np.ascontiguousarray(values, dtype=np.int64)
    return pa.Array.from_buffers(pa.int64(), len(values), [None, pa.py_buffer(values)])


def _encode(column: pa.ChunkedArray) -> tuple[np.ndarray, list[Any]]:
    enc = pc.dictionary_encode(column).combine_chunks()
    return (_numpy(enc.indices).astype(np.int64),
            enc.dictionary.to_pylist())


def households_from_arrow(households: pa.Table, first: np.ndarray) -> Households:
    """:class:`Households` from household_cells.sql's rows; ``first`` the cells' first
    rows (ascending, as distinct_cells.sql orders them)."""
    cell_first = _numpy(households.column("cell")).astype(np.int64)
    cell = np.searchsorted(first, cell_first)
    assert np.array_equal(first[cell], cell_first), "household cells match the cells"
    ids, hh = np.unique(_numpy(households.column("household")).astype(np.int64),
                        return_inverse=True)
    hh = hh.ravel().astype(np.int64)
    size = np.zeros(ids.size, dtype=np.int64)
    np.maximum.at(size, hh, _numpy(households.column("household_size")).astype(np.int64))
    count = np.zeros(ids.size, dtype=np.int64)
    np.maximum.at(count, hh, _numpy(households.column("households")).astype(np.int64))
    return Households(hh, cell, _numpy(households.column("n")).astype(np.int64), size,
                      count, ids)


def cells_from_arrow(table: pa.Table, keys: Sequence[str], hierarchies: Sequence[Hierarchy],
                     sensitive: Sequence[str], households: pa.Table | None = None,
                     pi: float = 1.0) -> CellTable:
    if table.num_rows == 0:
        raise InputError("the input has no records: nothing to search")
    rows = []
    for i, (key, h) in enumerate(zip(keys, hierarchies, strict=True)):
        col = table.column(f"k{i}")
        if col.null_count:
            missing = int(pc.sum(pc.if_else(pc.is_null(col), table.column("n"), 0)).as_py())
            raise InputError(f"key {key!r}: {missing} record(s) have a missing value; the "
                             "search needs a value its hierarchy lists (recode the missing "
                             "values to a code first)")
        idx, values = _encode(col)
        rows.append(h.row_of(values)[idx])
    sens = {}
    for i, name in enumerate(sensitive):
        col = table.column(f"s{i}")
        if col.null_count:
            raise InputError(f"sensitive variable {name!r}: {col.null_count} combination(s) "
                             "have a missing value; give it a code")
        idx, values = _encode(col)
        sens[name] = (idx, [str(v) for v in values])
    first = _numpy(table.column("first")).astype(np.int64)
    hh = None if households is None else households_from_arrow(households, first)
    return CellTable(tuple(keys), tuple(hierarchies), rows,
                     _numpy(table.column("n")).astype(np.int64),
                     _numpy(table.column("w")).astype(np.float64), first, sens, hh, pi)
