"""Rank swapping with a p% window (seed 003 section 3.4.2.4), one stratum per call."""

from __future__ import annotations

import numpy as np

from .draws import uniform

__all__ = ["rank_swap", "coarsen_tails"]


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
              top_percent: float = 0.0, bottom_percent: float = 0.0) -> np.ndarray:
    """Sort by (value, id); W = floor(percent * n / 100).  For rank i = 1..n ascending,
    if i is not yet swapped, pick uniformly (the draw u of the record at rank i) one of
    the unswapped ranks in (i, i + W] and exchange the two values; none free: i keeps
    its value.  The output is a permutation of the (tail-coarsened) values, each value
    moving at most W ranks."""
    v = np.asarray(v, float)
    ids = np.asarray(ids, np.int64)
    n = len(v)
    order = np.lexsort((ids, v))
    if top_percent or bottom_percent:
        v = coarsen_tails(v, order, top_percent, bottom_percent)
    w = int(np.floor(percent * n / 100 + 1e-9))
    s = v[order].copy()
    u = uniform(seed, ids[order], "rank_swap", name)
    swapped = np.zeros(n, bool)
    for i in range(n):
        if swapped[i]:
            continue
        free = np.flatnonzero(~swapped[i + 1:min(i + w, n - 1) + 1]) + i + 1
        if not len(free):
            continue
        j = int(free[int(u[i] * len(free))])
        s[i], s[j] = s[j], s[i]
        swapped[i] = swapped[j] = True
    out = np.empty(n)
    out[order] = s
    return out
