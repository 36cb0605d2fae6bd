"""SUDA2: the minimal sample uniques (MSUs) of a cell table by a depth-first search.

The numeric kernel of :mod:`sdcsql.risk.suda2` for many keys (where one GROUPING SETS
aggregate over all 2^q key subsets is too large): a search over items (key, value) in
key order over the *cells* (distinct key patterns with their record counts), never the
records.  It recurses only into itemsets held by two or more records and reports a
one-record extension T = P + (v, x) when every immediate subset T - j (j a key of P)
is held by two or more records -- uniqueness is inherited by supersets, so that is
minimality (seed 004 section 3.4.1).  Support counts per key subset are computed once
per subset, lazily.

Codes: integers per key, ``-1`` for a missing value, which never joins an itemset
(``missing="ignore"``); a caller that treats missing as a category gives it a code of
its own.  Pure numpy; run once per stratum through the engine's ``map_groups``.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

__all__ = ["MSU_SCHEMA", "msus_search", "search_function"]

#: the kernel's output: one row per (cell, MSU key mask)
MSU_SCHEMA = pa.schema([("__sdc_cell", pa.int64()), ("mask", pa.int64()),
                        ("size", pa.int32())])


def msus_search(codes: np.ndarray, counts: np.ndarray,
                max_size: int | None = None) -> list[tuple[int, int]]:
    """All (cell index, key mask) MSUs of a cell table given as integer ``codes``
    (cells x q, -1 = missing) and record ``counts``; MSUs of at most ``max_size`` keys."""
    n_cells, q = codes.shape
    top = q if max_size is None else max_size
    support: dict[int, dict[tuple[int, ...], int]] = {}

    def count_of(mask: int, cell: int) -> int:
        cols = [i for i in range(q) if (mask >> i) & 1]
        table = support.get(mask)
        if table is None:
            sub = codes[:, cols]
            ok = np.all(sub >= 0, axis=1)
            keys, inv = np.unique(sub[ok], axis=0, return_inverse=True)
            tot = np.bincount(inv.ravel(), weights=counts[ok], minlength=len(keys))
            table = {tuple(k): int(t) for k, t in zip(keys.tolist(), tot.tolist(), strict=True)}
            support[mask] = table
        return table.get(tuple(codes[cell, cols].tolist()), 0)

    out: list[tuple[int, int]] = []

    def search(idx: np.ndarray, mask: int, size: int, first: int) -> None:
        # one cell left: its count is >= 2 (else the parent was unique), so every
        # extension is held by the same >= 2 records or has a missing value
        if size == top or (size and len(idx) < 2):
            return
        for v in range(first, q):
            vals = codes[idx, v]
            ok = vals >= 0
            if not ok.any():
                continue
            sub_idx, sub_vals = idx[ok], vals[ok]
            uniq, inv = np.unique(sub_vals, return_inverse=True)
            tot = np.bincount(inv, weights=counts[sub_idx], minlength=len(uniq))
            new_mask = mask | (1 << v)
            for g in np.flatnonzero(tot == 1):
                cell = int(sub_idx[inv == g][0])
                if all(count_of(new_mask & ~(1 << j), cell) >= 2
                       for j in range(q) if (mask >> j) & 1):
                    out.append((cell, new_mask))
            for g in np.flatnonzero(tot >= 2):
                search(sub_idx[inv == g], new_mask, size + 1, v + 1)

    search(np.arange(n_cells), 0, 0, 0)
    return out


def _codes(column: pa.ChunkedArray | pa.Array, missing_is_value: bool) -> np.ndarray:
    """Integer codes of one key column: -1 for NULL, or a code of its own when
    ``missing_is_value``."""
    encoded = pc.dictionary_encode(column)
    if isinstance(encoded, pa.ChunkedArray):
        encoded = encoded.combine_chunks()
    indices = encoded.indices
    null_code = len(encoded.dictionary) if missing_is_value else -1
    return np.asarray(pc.fill_null(indices.cast(pa.int64()), null_code), dtype=np.int64)


def search_function(q: int, max_size: int | None,
                    missing_is_value: bool) -> Callable[[pa.Table], pa.Table]:
    """The per-stratum function for ``map_groups``: a cell table (``__sdc_cell``,
    ``__sdc_k0..__sdc_k{q-1}``, ``__sdc_c``) to its MSUs (:data:`MSU_SCHEMA`)."""

    def run(table: pa.Table) -> pa.Table:
        codes = np.column_stack([_codes(table.column(f"__sdc_k{i}"), missing_is_value)
                                 for i in range(q)]) if table.num_rows else \
            np.zeros((0, q), dtype=np.int64)
        counts = np.asarray(table.column("__sdc_c").to_numpy(), dtype=np.float64)
        pairs = msus_search(codes, counts, max_size)
        cells = np.asarray(table.column("__sdc_cell").to_numpy(), dtype=np.int64)
        return pa.table({
            "__sdc_cell": pa.array([int(cells[c]) for c, _ in pairs], pa.int64()),
            "mask": pa.array([m for _, m in pairs], pa.int64()),
            "size": pa.array([bin(m).count("1") for _, m in pairs], pa.int32())},
            schema=MSU_SCHEMA)

    return run
