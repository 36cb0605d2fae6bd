"""Rank swapping with a p% window (seed 003 section 3.4.2.4), one stratum per call.

The partners are chosen rank by rank (:func:`swap_partners`); the free ranks of the
window are counted and the chosen one found in a Fenwick tree (binary indexed tree) of
the free ranks, O(log n) per rank, O(n log n) in all.  With numba (the extra
``sdcsql[fast]``) the loop is compiled (:mod:`udfs.rank_swap_fast`); without it the same
function runs as Python, with the same partners.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np

from ._compiled import load
from .draws import uniform

__all__ = ["rank_swap", "coarsen_tails", "swap_partners", "compiled_available"]


def swap_partners(u: np.ndarray, w: int) -> np.ndarray:
    """The partner of each rank 0..n-1 (itself when it keeps its value).  For rank i
    ascending, if i is still free: c = the free ranks in (i, min(i + w, n - 1)]; none:
    i keeps its value; else the m-th of them (0-based), m = floor(u[i] * c), becomes
    i's partner and both are taken.  The free ranks live in a Fenwick tree: counting
    them and finding the m-th is O(log n).  Plain Python that numba compiles as is
    (:mod:`udfs.rank_swap_fast`)."""
    n = len(u)
    tree = np.zeros(n + 1, np.int64)
    for k in range(1, n + 1):
        tree[k] = k & (-k)                       # every rank free
    free = np.ones(n, np.bool_)
    partner = np.arange(n)
    top = 1
    while top * 2 <= n:
        top *= 2
    for i in range(n):
        if not free[i]:
            continue
        hi = min(i + w, n - 1)
        if hi <= i:
            continue
        below = 0                                # free ranks in 0..i
        k = i + 1
        while k > 0:
            below += tree[k]
            k -= k & (-k)
        upto = 0                                 # free ranks in 0..hi
        k = hi + 1
        while k > 0:
            upto += tree[k]
            k -= k & (-k)
        c = upto - below
        if c == 0:
            continue
        want = below + int(u[i] * c) + 1         # the want-th free rank overall
        pos = 0
        step = top
        while step > 0:
            if pos + step <= n and tree[pos + step] < want:
                pos += step
                want -= tree[pos]
            step //= 2
        j = pos                                  # 0-based rank
        partner[i] = j
        partner[j] = i
        free[i] = False
        free[j] = False
        for r in (i, j):
            k = r + 1
            while k <= n:
                tree[k] -= 1
                k += k & (-k)
    return partner


_FAST = "sdcsql.udfs.rank_swap_fast"


def __getattr__(name: str) -> Any:
    """``compiled_kernels``: the compiled partner loop (None without numba), imported
    when first used (udfs/_compiled.py)."""
    if name == "compiled_kernels":
        return _compiled()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _compiled() -> ModuleType | None:
    return load(globals(), _FAST)


def compiled_available() -> bool:
    """Whether the compiled partner loop (numba, ``pip install 'sdcsql[fast]'``) loads."""
    return _compiled() is not None


def partners(u: np.ndarray, w: int, compiled: bool | None = None) -> np.ndarray:
    """:func:`swap_partners`, compiled (True), as Python (False) or compiled when numba
    is installed (None)."""
    compiled_kernels = _compiled() if compiled is None or compiled else None
    if compiled and compiled_kernels is None:
        raise ImportError("the compiled rank-swap loop needs numba: pip install "
                          "'sdcsql[fast]'")
    use = compiled_kernels is not None if compiled is None else bool(compiled)
    u = np.ascontiguousarray(u, dtype=np.float64)
    if use and compiled_kernels is not None:
        return np.asarray(compiled_kernels.partners(u, int(w)))
    return swap_partners(u, int(w))


def coarsen_tails(v: np.ndarray, order: np.ndarray, top_percent: float,
                  bottom_percent: float) -> np.ndarray:
    """sdcMicro compatibility: the values in the top and bottom percent (by rank) are
    replaced by their mean before swapping (an implicit top/bottom coding)."""
    v = v.copy()
    n = len(v)
    nt, nb = int(np.floor(n * top_percent / 100)), int(np.floor(n * bottom_percent / 100))
    if nt:
        v[order[n - nt:]] = v[order[n - nt:]].mean()
    if nb:
        v[order[:nb]] = v[order[:nb]].mean()
    return v


def rank_swap(v: np.ndarray, percent: float, seed: int, ids: np.ndarray, name: str,
              top_percent: float = 0.0, bottom_percent: float = 0.0,
              compiled: bool | None = None) -> np.ndarray:
    """Sort by (value, id); W = floor(percent * n / 100).  For rank i = 1..n ascending,
    if i is not yet swapped, pick uniformly (the draw u of the record at rank i) one of
    the unswapped ranks in (i, i + W] and exchange the two values; none free: i keeps
    its value.  The output is a permutation of the (tail-coarsened) values, each value
    moving at most W ranks.  The partners: :func:`swap_partners` (``compiled``: see
    :func:`partners`)."""
    v = np.asarray(v, float)
    ids = np.asarray(ids, np.int64)
    n = len(v)
    order = np.lexsort((ids, v))
    if top_percent or bottom_percent:
        v = coarsen_tails(v, order, top_percent, bottom_percent)
    w = int(np.floor(percent * n / 100 + 1e-9))
    u = uniform(seed, ids[order], "rank_swap", name)
    out = np.empty(n)
    out[order] = v[order][partners(u, w, compiled)]
    return out
