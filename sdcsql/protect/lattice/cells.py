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

__all__ = ["CellTable", "Classes", "read_cells"]

Node = tuple[int, ...]


@dataclass(eq=False)
class Classes:
    """The equivalence classes of one node: ``inv`` (cell -> class), per class ``size``
    (records), ``weight`` (weight sum), ``first`` (smallest row number: the class's
    representative) and ``head`` (its first cell); sensitive-value counts on demand
    (:meth:`hist`)."""

    table: CellTable
    node: Node
    inv: np.ndarray
    size: np.ndarray
    weight: np.ndarray
    first: np.ndarray
    head: np.ndarray
    _hist: dict[str, np.ndarray] = field(default_factory=dict, repr=False)

    @property
    def n_classes(self) -> int:
        return int(self.size.size)

    def hist(self, attribute: str) -> np.ndarray:
        """Records per (class, value of the sensitive ``attribute``): shape (K, S)."""
        if attribute not in self._hist:
            codes, labels = self.table.sensitive[attribute]
            s = len(labels)
            flat = np.bincount(self.inv * s + codes, weights=self.table.count,
                               minlength=self.n_classes * s)
            self._hist[attribute] = flat.astype(np.int64).reshape(self.n_classes, s)
        return self._hist[attribute]

    def level_codes(self, j: int) -> np.ndarray:
        """Each class's code of key j at the node's level."""
        return self.table.gen[j][self.node[j]][self.head]


@dataclass(eq=False)
class CellTable:
    """The distinct cells: ``rows[j]`` the hierarchy row of key j per cell, ``count``,
    ``weight``, ``first``; ``sensitive[name] = (codes per cell, labels)``."""

    keys: tuple[str, ...]
    hierarchies: tuple[Hierarchy, ...]
    rows: list[np.ndarray]
    count: np.ndarray
    weight: np.ndarray
    first: np.ndarray
    sensitive: dict[str, tuple[np.ndarray, list[str]]]
    gen: list[list[np.ndarray]] = field(init=False, repr=False)
    strides: list[list[int]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
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

    def classes(self, node: Node) -> Classes:
        """The equivalence classes of ``node`` (one level per key)."""
        key = np.zeros(self.count.size, dtype=np.int64)
        span = 1
        for j, level in enumerate(node):
            size = self.strides[j][level]
            if span * size >= 2 ** 62:         # keep the combined key in int64
                _, key = np.unique(key, return_inverse=True)
                key = key.astype(np.int64)
                span = int(key.max()) + 1 if key.size else 1
            key = key * size + self.gen[j][level]
            span *= size
        n = key.size
        if span <= 4 * n + 65536:           # dense: one bincount, no sort
            present = np.bincount(key, minlength=span) > 0
            inv = (np.cumsum(present) - 1)[key]
        else:                               # hashed: codes in order of first appearance
            inv = pc.dictionary_encode(pa.array(key)).indices.to_numpy().astype(np.int64)
        k = int(inv.max()) + 1 if n else 0
        head = np.full(k, n, dtype=np.int64)
        np.minimum.at(head, inv, np.arange(n, dtype=np.int64))
        size_ = np.bincount(inv, weights=self.count, minlength=k).astype(np.int64)
        weight = np.bincount(inv, weights=self.weight, minlength=k)
        # cells are in order of first row: a class's first cell holds its first row
        return Classes(self, tuple(node), inv, size_, weight, self.first[head], head)


def read_cells(problem: Any, keys: Sequence[str], hierarchies: Sequence[Hierarchy],
               sensitive: Sequence[str]) -> CellTable:
    """The distinct-cell table of ``problem``'s keyed view (its keys must be ``keys``),
    every key value checked against its hierarchy; sensitive variables as text."""
    sql = problem.engine.render("protect/search/distinct_cells.sql", keyed=problem.keyed,
                                n_keys=len(keys), sensitive=list(sensitive))
    table = problem.engine.fetch_arrow(sql)
    return cells_from_arrow(table, keys, hierarchies, sensitive)


def _encode(column: pa.ChunkedArray) -> tuple[np.ndarray, list[Any]]:
    enc = pc.dictionary_encode(column).combine_chunks()
    return (enc.indices.to_numpy(zero_copy_only=False).astype(np.int64),
            enc.dictionary.to_pylist())


def cells_from_arrow(table: pa.Table, keys: Sequence[str], hierarchies: Sequence[Hierarchy],
                     sensitive: Sequence[str]) -> CellTable:
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
    return CellTable(tuple(keys), tuple(hierarchies), rows,
                     table.column("n").to_numpy().astype(np.int64),
                     table.column("w").to_numpy().astype(np.float64),
                     table.column("first").to_numpy().astype(np.int64), sens)
