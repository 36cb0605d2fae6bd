"""SUDA2: the minimal sample uniques (MSUs) of a cell table by a depth-first search.

The numeric kernel of :mod:`sdcsql.risk.suda2` (seed 004 section 3.4.1): a search over
the *cells* (distinct key patterns with their record counts), never the records.

**Partition refinement over the prefix tree of key subsets.**  The keys are numbered
(by decreasing number of values, so that the last keys of a subset split least); a
subset S = {i1 < ... < id} is a node whose parent is S - {id}.  A node holds the cells
in groups of equal values on S, only the groups of two cells or more: the cells of the
child S + {v} (v > id) are its groups, each split by the values of key v.  A group of
one cell after the split is held by that cell's records alone; when that is one
record (count 1), S + {v} is *detected* for the cell, and the cell leaves the subtree
(its supersets there are unique too).  A cell with a missing value on v has no
pattern on any set with v (``missing="ignore"``: code -1) and leaves the child as well;
a caller that treats missing as a category gives it a code of its own.

**Minimality.**  Uniqueness is inherited by supersets, and every unique set of a cell
has a prefix (in key order) that is detected -- its shortest unique prefix, whose
proper prefixes all hold the cell in a group of two records or more.  So the unique
sets of a cell are the supersets of its detected sets, and its MSUs are the minimal
detected sets (:func:`minimal_msus`).  With a maximum size M the tree stops at depth
M, and the minimal detected sets are the MSUs of at most M keys.

Work is one pass over the cells of a node per child, with a counting sort per group
(an insertion sort for small groups).  The subtrees of the first two keys of a subset
are independent *tasks*: :func:`search_function` runs them on several threads (the
compiled kernels release the GIL) and sorts the result, so it does not depend on the
thread count.  :func:`msu_search` (with the kernels it calls) and :func:`minimal_msus`
are plain Python that numba compiles (:mod:`udfs.suda2_fast`, the extra
``sdcsql[fast]``); without numba the same functions run as Python, with the same
result, far slower.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from ._compiled import load

__all__ = ["MSU_SCHEMA", "compiled_available", "minimal_msus", "msu_search", "msus",
           "search_function", "tasks"]

#: the kernel's output: one row per (cell, MSU key mask)
MSU_SCHEMA = pa.schema([("__sdc_cell", pa.int64()), ("mask", pa.int64()),
                        ("size", pa.int32())])
#: groups of at most this many cells are split by an insertion sort
SMALL = 16


def _grown(out_cell: np.ndarray, out_mask: np.ndarray, n_out: int,
           need: int) -> tuple[np.ndarray, np.ndarray]:
    """The output buffers with room for ``need`` pairs (doubled at least), the first
    ``n_out`` kept."""
    grown = max(2 * len(out_cell), need)
    new_cell = np.empty(grown, np.int64)
    new_mask = np.empty(grown, np.int64)
    new_cell[:n_out] = out_cell[:n_out]
    new_mask[:n_out] = out_mask[:n_out]
    return new_cell, new_mask


def _count_codes(cells: np.ndarray, d: int, s: int, e: int, col: np.ndarray,
                 hist: np.ndarray, part: np.ndarray, part_code: np.ndarray, copy: bool) -> int:
    """Counting sort, first pass: the codes of the group ``cells[d, s:e]`` counted in
    ``hist`` (cells with a code copied to ``part`` when ``copy``); returns how many
    cells have a code."""
    m = 0
    for r in range(s, e):
        c = cells[d, r]
        x = col[c]
        if x >= 0:
            hist[x] += 1
            if copy:
                part[m] = c
                part_code[m] = x
            m += 1
    return m


def _emit_leaf(cells: np.ndarray, d: int, s: int, e: int, col: np.ndarray, card: int,
               hist: np.ndarray, counts: np.ndarray, out_cell: np.ndarray,
               out_mask: np.ndarray, n_out: int, new_mask: np.int64) -> int:
    """A leaf child of a counted group: its single cells of one record emitted (no
    groups placed); returns the new output count."""
    single = False
    for k in range(card):
        if hist[k] == 1:
            single = True
    if single:
        for r in range(s, e):
            c = cells[d, r]
            x = col[c]
            if x >= 0 and hist[x] == 1 and counts[c] == 1:
                out_cell[n_out] = c
                out_mask[n_out] = new_mask
                n_out += 1
    return n_out


def _place_counted(cells: np.ndarray, starts: np.ndarray, d: int, g_out: int, pos: int,
                   card: int, hist: np.ndarray, part: np.ndarray, part_code: np.ndarray,
                   m: int, counts: np.ndarray, emit: bool, out_cell: np.ndarray,
                   out_mask: np.ndarray, n_out: int,
                   new_mask: np.int64) -> tuple[int, int, int]:
    """Counting sort, second pass: the groups of two cells or more placed in the child
    at depth ``d + 1`` (from ``pos``, group starts from ``g_out``), the single cells of
    one record emitted.  Returns the new (pos, g_out, n_out)."""
    end = pos
    for k in range(card):
        h = hist[k]
        if h >= 2:
            hist[k] = end
            starts[d + 1, g_out] = end
            g_out += 1
            end += h
        elif h == 1:
            hist[k] = -1
    for i in range(m):
        k = part_code[i]
        at = hist[k]
        if at >= 0:
            cells[d + 1, at] = part[i]
            hist[k] = at + 1
        elif emit and counts[part[i]] == 1:
            out_cell[n_out] = part[i]
            out_mask[n_out] = new_mask
            n_out += 1
    return end, g_out, n_out


def _split_counted(cells: np.ndarray, starts: np.ndarray, d: int, s: int,
                   e: int, col: np.ndarray, card: int, hist: np.ndarray, part: np.ndarray,
                   part_code: np.ndarray, counts: np.ndarray, leaf: bool, emit: bool,
                   out_cell: np.ndarray, out_mask: np.ndarray, n_out: int, new_mask: np.int64,
                   pos: int, g_out: int) -> tuple[int, int, int]:
    """A group ``cells[d, s:e]`` split by a counting sort of its codes: one pass counts
    them (and copies the cells unless the child is a leaf), the second emits the single
    cells and places the groups (:func:`_place_counted`; a leaf's: :func:`_emit_leaf`).
    Returns the new (pos, g_out, n_out); ``hist`` is left zero."""
    m = _count_codes(cells, d, s, e, col, hist, part, part_code, not leaf)
    if leaf and emit:
        n_out = _emit_leaf(cells, d, s, e, col, card, hist, counts, out_cell, out_mask, n_out,
                           new_mask)
    elif not leaf:
        pos, g_out, n_out = _place_counted(cells, starts, d, g_out, pos, card, hist, part,
                                           part_code, m, counts, emit, out_cell, out_mask,
                                           n_out, new_mask)
    for k in range(card):
        hist[k] = 0
    return pos, g_out, n_out


def _split_node(cells: np.ndarray, starts: np.ndarray, n_groups: int, d: int,
                col: np.ndarray, card: int, leaf: bool, emit: bool, new_mask: np.int64,
                counts: np.ndarray, hist: np.ndarray, part: np.ndarray, part_code: np.ndarray,
                out_cell: np.ndarray, out_mask: np.ndarray,
                n_out: int) -> tuple[int, int, int, np.ndarray, np.ndarray]:
    """The child of node ``d`` by key ``col``: each of the node's groups split by its
    codes (a counting sort for a large group, :func:`_split_counted`; an insertion sort
    for a small one), the single cells of one record emitted, the groups of two cells
    or more placed at depth ``d + 1`` (unless the child is a leaf).  Returns the
    child's cells placed, its groups, the output count and the output buffers."""
    pos = 0
    g_out = 0
    for g in range(n_groups):
        s = starts[d, g]
        e = starts[d, g + 1]
        if n_out + e - s > len(out_cell):
            out_cell, out_mask = _grown(out_cell, out_mask, n_out, n_out + e - s)
        if e - s > SMALL and card <= 2 * (e - s):
            pos, g_out, n_out = _split_counted(
                cells, starts, d, s, e, col, card, hist, part, part_code, counts, leaf, emit,
                out_cell, out_mask, n_out, new_mask, pos, g_out)
            continue
        m = 0                               # insertion sort by code
        for r in range(s, e):
            c = cells[d, r]
            x = col[c]
            if x >= 0:
                part[m] = c
                part_code[m] = x
                m += 1
        for i in range(1, m):
            c = part[i]
            x = part_code[i]
            j = i - 1
            while j >= 0 and part_code[j] > x:
                part[j + 1] = part[j]
                part_code[j + 1] = part_code[j]
                j -= 1
            part[j + 1] = c
            part_code[j + 1] = x
        a = 0
        while a < m:
            b = a + 1
            while b < m and part_code[b] == part_code[a]:
                b += 1
            if b - a == 1:
                if emit and counts[part[a]] == 1:
                    out_cell[n_out] = part[a]
                    out_mask[n_out] = new_mask
                    n_out += 1
            elif not leaf:
                starts[d + 1, g_out] = pos
                g_out += 1
                for i in range(a, b):
                    cells[d + 1, pos] = part[i]
                    pos += 1
            a = b
    return pos, g_out, n_out, out_cell, out_mask


def msu_search(codes: np.ndarray, counts: np.ndarray, cards: np.ndarray, max_size: int,
               firsts: np.ndarray, seconds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The detected (cell, key mask) pairs of the tasks ``(firsts[t], seconds[t])``.

    ``codes``: (q, n) integer codes of the keys (row v: key v of every cell), -1 for a
    value that joins no set; ``counts``: records per cell; ``cards``: per key, one
    more than its largest code.  Task (i, -1) is the node {i}; task (i, j) the node
    {i, j} and its subtree (sets whose two first keys are i < j), up to ``max_size``
    keys.  Plain Python that numba compiles with the kernels it calls (udfs.suda2_fast)."""
    q, n = codes.shape
    width = max(n, 1)
    depth = max(max_size, 2) + 1
    cells = np.empty((depth, width), np.int32)
    starts = np.empty((depth, width // 2 + 2), np.int32)
    n_groups = np.zeros(depth, np.int64)
    next_key = np.zeros(depth, np.int64)
    last_key = np.zeros(depth, np.int64)
    masks = np.zeros(depth, np.int64)
    top = 1
    for v in range(q):
        top = max(top, cards[v])
    hist = np.zeros(top + 1, np.int32)
    part = np.empty(width, np.int32)
    part_code = np.empty(width, np.int32)
    out_cell = np.empty(1024, np.int64)
    out_mask = np.empty(1024, np.int64)
    n_out = 0
    for i in range(n):
        cells[0, i] = i
    starts[0, 0] = 0
    starts[0, 1] = n
    for t in range(len(firsts)):
        # the task's path: depth 0 takes key firsts[t] only, depth 1 seconds[t] only
        n_groups[0] = 1 if n > 0 else 0
        next_key[0] = firsts[t]
        last_key[0] = firsts[t]
        stop = max_size
        emit_from = 1
        if seconds[t] < 0:
            stop = 1
        else:
            next_key[1] = seconds[t]
            last_key[1] = seconds[t]
            emit_from = 2
        d = 0
        while d >= 0:
            v = next_key[d]
            if v > last_key[d] or d >= stop:
                d -= 1
                continue
            next_key[d] = v + 1
            new_mask = masks[d] | (np.int64(1) << v)
            emit = d + 1 >= emit_from
            # a leaf child (no key after v, or at the depth limit) is never searched:
            # its single cells are emitted, its groups not placed
            leaf = d + 1 >= stop or (d + 1 >= emit_from and v == q - 1)
            pos, g_out, n_out, out_cell, out_mask = _split_node(
                cells, starts, n_groups[d], d, codes[v], cards[v], leaf, emit, new_mask,
                counts, hist, part, part_code, out_cell, out_mask, n_out)
            if g_out > 0 and d + 1 < stop:
                starts[d + 1, g_out] = pos
                n_groups[d + 1] = g_out
                masks[d + 1] = new_mask
                if d + 1 >= emit_from:
                    next_key[d + 1] = v + 1
                    last_key[d + 1] = q - 1
                d += 1
    return out_cell[:n_out].copy(), out_mask[:n_out].copy()


def minimal_msus(cell: np.ndarray, mask: np.ndarray, n_cells: int) -> np.ndarray:
    """The positions of the minimal detected (cell, mask) pairs -- no other detected
    set of the same cell is a proper subset -- ordered by (cell, size, mask), whatever
    the order of detection.  Plain Python that numba compiles."""
    n = len(cell)
    size = np.empty(n, np.int64)
    for i in range(n):
        x = mask[i]
        k = 0
        while x:
            x &= x - 1
            k += 1
        size[i] = k
    first = np.zeros(n_cells + 1, np.int64)       # pairs bucketed by cell
    for i in range(n):
        first[cell[i] + 1] += 1
    for c in range(n_cells):
        first[c + 1] += first[c]
    at = first[:-1].copy()
    order = np.empty(n, np.int64)
    for i in range(n):
        order[at[cell[i]]] = i
        at[cell[i]] += 1
    keep = np.zeros(n, np.bool_)
    for c in range(n_cells):
        s, e = first[c], first[c + 1]
        for i in range(s + 1, e):                   # by (size, mask)
            x = order[i]
            j = i - 1
            while j >= s and (size[order[j]] > size[x] or (
                    size[order[j]] == size[x] and mask[order[j]] > mask[x])):
                order[j + 1] = order[j]
                j -= 1
            order[j + 1] = x
        for i in range(s, e):                       # no smaller kept set inside
            mi = mask[order[i]]
            ok = True
            for j in range(s, i):
                mj = mask[order[j]]
                if keep[order[j]] and mj & mi == mj:
                    ok = False
                    break
            keep[order[i]] = ok
    return order[keep[order]]


_FAST = "sdcsql.udfs.suda2_fast"


def __getattr__(name: str) -> Any:
    """``compiled_kernels``: the compiled kernels (None without numba), imported when
    first used (udfs/_compiled.py)."""
    if name == "compiled_kernels":
        return load(globals(), _FAST)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def compiled_available() -> bool:
    """Whether the compiled kernels (numba, ``pip install 'sdcsql[fast]'``) load."""
    return load(globals(), _FAST) is not None


def tasks(q: int, max_size: int) -> list[tuple[int, int]]:
    """The tasks (first key, second key or -1) of a search over ``q`` keys, largest
    first (a task (i, j) holds 2^(q-1-j) subsets), so that threads taking the next
    task when free share the work evenly."""
    work = [(1, i, -1) for i in range(q)]
    if max_size >= 2:
        work += [(2 ** (q - 1 - j), i, j) for i in range(q) for j in range(i + 1, q)]
    work.sort(key=lambda w: (-w[0], w[1], w[2]))
    return [(i, j) for _, i, j in work]


def msus(codes: np.ndarray, counts: np.ndarray, max_size: int | None = None, *,
         threads: int | None = None, compiled: bool | None = None) -> np.ndarray:
    """Every MSU of a cell table: (cell index, key mask) rows, by cell, then size, then
    mask in the kernel's key order (a function of the input alone).

    ``codes``: (cells x q) integer codes, -1 for a value that joins no set; ``counts``:
    records per cell; MSUs of at most ``max_size`` keys (default q).  ``threads``: the
    tasks run on this many threads (default: the CPUs; 1 without the compiled
    kernels); the result does not depend on it.  ``compiled``: force (True) or avoid
    (False) the compiled kernels."""
    n, q = codes.shape
    top = q if max_size is None else max_size
    compiled_kernels = load(globals(), _FAST) if compiled is None or compiled else None
    use = compiled_kernels is not None if compiled is None else compiled
    if use and compiled_kernels is None:
        raise ImportError("the compiled SUDA2 kernels need numba: pip install 'sdcsql[fast]'")
    search: Callable = compiled_kernels.msu_search if use else msu_search  # type: ignore[union-attr]
    minimal: Callable = compiled_kernels.minimal_msus if use else minimal_msus  # type: ignore[union-attr]
    if n == 0 or q == 0 or top == 0:
        return np.zeros((0, 2), np.int64)
    cards = np.maximum(codes.max(axis=0) + 1, 1).astype(np.int64)
    perm = np.argsort(-cards, kind="stable")            # most values first
    dtype = next(t for t in (np.int8, np.int16, np.int32) if cards.max() <= np.iinfo(t).max)
    table = np.ascontiguousarray(codes[:, perm].T, dtype=dtype)
    weights = np.ascontiguousarray(counts, dtype=np.int64)
    n_threads = (threads or os.cpu_count() or 1) if use else 1
    todo = tasks(q, top)
    if n_threads == 1:
        found = [search(table, weights, cards[perm], top,
                        np.array([i for i, _ in todo]), np.array([j for _, j in todo]))]
    else:           # one call per task, each taken by the next free thread
        with ThreadPoolExecutor(n_threads) as pool:
            found = list(pool.map(lambda t: search(table, weights, cards[perm], top,
                                                   np.array([t[0]]), np.array([t[1]])),
                                  todo))
    cell = np.concatenate([f[0] for f in found])
    mask = np.concatenate([f[1] for f in found])
    if n_threads == 1:
        kept = minimal(cell, mask, n)
    else:           # the minimal filter per range of cells, the ranges in order
        bounds = np.linspace(0, n, n_threads + 1).astype(np.int64)

        def part(k: int) -> np.ndarray:
            lo, hi = bounds[k], bounds[k + 1]
            at = np.flatnonzero((cell >= lo) & (cell < hi))
            return at[minimal(cell[at] - lo, mask[at], int(hi - lo))]

        with ThreadPoolExecutor(n_threads) as pool:
            kept = np.concatenate(list(pool.map(part, range(n_threads))))
    cell, mask = cell[kept], mask[kept]
    original = np.zeros(len(mask), np.int64)
    for b in range(q):
        original |= ((mask >> b) & 1) << perm[b]
    return np.column_stack([cell, original])


def _codes(column: pa.ChunkedArray | pa.Array, missing_is_value: bool) -> np.ndarray:
    """Integer codes of one key column: -1 for NULL, or a code of its own when
    ``missing_is_value``."""
    encoded = pc.dictionary_encode(column)
    if isinstance(encoded, pa.ChunkedArray):
        encoded = encoded.combine_chunks()
    indices = encoded.indices
    null_code = len(encoded.dictionary) if missing_is_value else -1
    return np.asarray(pc.fill_null(indices.cast(pa.int64()), null_code), dtype=np.int64)


def search_function(q: int, max_size: int | None, missing_is_value: bool,
                    threads: int | None = None) -> Callable[[pa.Table], pa.Table]:
    """The per-stratum function for ``map_groups``: a cell table (``__sdc_cell``,
    ``__sdc_k0..__sdc_k{q-1}``, ``__sdc_c``) to its MSUs (:data:`MSU_SCHEMA`)."""

    def run(table: pa.Table) -> pa.Table:
        codes = np.column_stack([_codes(table.column(f"__sdc_k{i}"), missing_is_value)
                                 for i in range(q)]) if table.num_rows else \
            np.zeros((0, q), dtype=np.int64)
        counts = np.asarray(table.column("__sdc_c").to_numpy(), dtype=np.int64)
        found = msus(codes, counts, max_size, threads=threads)
        cells = np.asarray(table.column("__sdc_cell").to_numpy(), dtype=np.int64)
        sizes = np.zeros(len(found), np.int32)
        for b in range(q):
            sizes += ((found[:, 1] >> b) & 1).astype(np.int32)
        return pa.table({"__sdc_cell": pa.array(cells[found[:, 0]], pa.int64()),
                         "mask": pa.array(found[:, 1], pa.int64()),
                         "size": pa.array(sizes, pa.int32())}, schema=MSU_SCHEMA)

    return run
