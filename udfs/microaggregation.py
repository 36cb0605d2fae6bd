"""Numeric kernels of microaggregation (seed 003 sections 3.4.2.3 and 3.4.5): the
grouping functions and the group values.  Pure numpy/scipy, no engine: the step
(:mod:`sdcsql.protect.microaggregation`) calls them once per stratum through the
engine's ``map_groups``.

A grouping function takes one stratum's values (``x``: n x p, or n for univariate) and
the record ids (``ids``: the tie breaker, never the memory order) and returns an int
array of group labels 0..g-1 in input order.  Ties are broken by the record id:

* MDAV, the record farthest from a point: largest squared distance, then smallest id;
* MDAV, a record's k-1 nearest: ascending (squared distance, id);
* univariate methods: values sorted by (value, id);
* Hansen-Mukherjee: among equal-cost partitions, the one whose last group is shortest.

The squared distance is summed over the columns in order, ``(x_0 - q_0)^2 + (x_1 -
q_1)^2 + ...``; the centroid of the records not yet grouped is the column sum
(``x.sum(axis=0)``) minus each grouped record in the order it was taken, divided by
their count.  ``tests/brute.py`` and the compiled kernels
(:mod:`udfs.microaggregation_fast`, numba, the extra ``sdcsql[fast]``) compute both the
same way, so all three agree decision by decision, bit for bit: the compiled kernels
are used when numba is installed (``compiled=None``), the numpy ones otherwise, with the
same groups.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np

from ._compiled import load

__all__ = ["GROUP_VALUES", "categorical_embedding", "compiled_available", "group_values",
           "hansen_mukherjee", "individual_ranking", "mdav", "nominal_plurality",
           "ordinal_median", "sqdist", "standardise", "vmdav"]

_FAST = "sdcsql.udfs.microaggregation_fast"


def __getattr__(name: str) -> Any:
    """``compiled_kernels``: the compiled kernels (None without numba), imported when
    first used (udfs/_compiled.py)."""
    if name == "compiled_kernels":
        return load(globals(), _FAST)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _kernels() -> ModuleType:
    """The compiled kernels' module (only after :func:`_use_compiled` said yes)."""
    compiled_kernels = load(globals(), _FAST)
    assert compiled_kernels is not None
    return compiled_kernels


def compiled_available() -> bool:
    """Whether the compiled kernels (numba, ``pip install 'sdcsql[fast]'``) load."""
    return load(globals(), _FAST) is not None


def _use_compiled(compiled: bool | None) -> bool:
    if compiled is not None and not compiled:
        return False
    if compiled and load(globals(), _FAST) is None:
        raise ImportError("the compiled microaggregation kernels need numba: "
                          "pip install 'sdcsql[fast]'")
    return load(globals(), _FAST) is not None


def _check_finite(x: np.ndarray, name: str) -> None:
    """Distances of NaN or infinite values decide nothing: refuse them."""
    if not np.isfinite(np.asarray(x, dtype=np.float64)).all():
        raise ValueError(f"{name}: the values must be finite (no NaN or infinity)")


def sqdist(rows: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Squared Euclidean distances of ``rows`` (m x p) to ``q``, summed over the columns
    in order (the one definition every MDAV kernel uses, so they round alike)."""
    d = (rows[:, 0] - q[0]) * (rows[:, 0] - q[0])
    for t in range(1, rows.shape[1]):
        d = d + (rows[:, t] - q[t]) * (rows[:, t] - q[t])
    return d

#: The values that replace a group's members' values.
GROUP_VALUES = ("mean", "median", "trimmed")


def standardise(x: np.ndarray) -> np.ndarray:
    """Columns to mean 0, sd 1 (sample sd).  Dividing by n instead of n-1 would scale
    every column by one factor, which changes no MDAV decision; a constant column (sd 0)
    stays at 0: it adds nothing to any distance."""
    x = np.asarray(x, dtype=np.float64)
    if x.ndim == 1:
        x = x[:, None]
    if len(x) < 2:
        return np.zeros_like(x)
    sd = x.std(axis=0, ddof=1)
    sd = np.where(sd > 0, sd, 1.0)
    return (x - x.mean(axis=0)) / sd


# ----------------------------------------------------------------------------- MDAV
class _Farthest:
    """The alive record farthest from a query point, by a bound on a sorted list.

    The alive records are sorted by their distance to a reference point ``c0``
    (descending).  By the triangle inequality ``d(x, q) <= d(x, c0) + d(q, c0)``, so once
    some record is at ``L`` from ``q``, only records with ``d(x, c0) >= L - d(q, c0)``
    can be farther: a prefix of the list.  MDAV removes the outermost records first, so
    the prefix stays short; the list is rebuilt around the current centroid when the
    scanned prefix grows too long.  The decision itself is the exact one: squared
    distances computed as the reference computes them, largest first, then smallest id.
    """

    def __init__(self, x: np.ndarray, ids: np.ndarray, alive: np.ndarray) -> None:
        self.x, self.ids, self.alive = x, ids, alive
        self.limit = 64 + 4 * int(np.sqrt(len(x)))

    def rebuild(self, c0: np.ndarray) -> None:
        """Sort the alive records by their distance to ``c0``."""
        idx = np.flatnonzero(self.alive)
        d = np.sqrt(((self.x[idx] - c0) ** 2).sum(axis=1))
        order = np.argsort(-d, kind="stable")
        self.c0, self.order, self.neg = c0, idx[order], -d[order]

    def trim(self) -> None:
        """Drop the grouped records from the list."""
        keep = self.alive[self.order]
        self.order, self.neg = self.order[keep], self.neg[keep]

    def prefix(self, q: np.ndarray) -> int:
        """The length of the list's prefix that holds every candidate for ``q``."""
        x, alive, order = self.x, self.alive, self.order
        slack = float(np.sqrt(((q - self.c0) ** 2).sum())) * (1 + 1e-9) + 1e-12
        m = min(len(order), 64)
        while True:
            head = order[:m][alive[order[:m]]]
            if len(head):
                lower = float(np.sqrt(((x[head] - q) ** 2).sum(axis=1).max()))
                # candidates: d(x, c0) >= lower - slack (bounds loosened by 1e-9, so
                # rounding can only lengthen the scan)
                cut = int(np.searchsorted(self.neg, -(lower * (1 - 1e-9) - slack),
                                          side="right"))
                if cut <= m:
                    return m
                m = cut
            elif m == len(order):
                return m
            else:
                m = min(2 * m, len(order))

    def __call__(self, q: np.ndarray, centroid: np.ndarray | None = None) -> int:
        """The farthest alive record from ``q``; ``centroid``: ``q`` is the centroid,
        and the list is re-sorted around it when its prefix has grown long (a query
        from a record far out scans a longer prefix whatever the reference)."""
        m = self.prefix(q)
        if centroid is not None and m > self.limit:   # the reference point is stale
            self.rebuild(centroid)
            m = self.prefix(q)
        cand = self.order[:m][self.alive[self.order[:m]]]
        d = sqdist(self.x[cand], q)
        best = cand[d == d.max()]
        return int(best[np.argmin(self.ids[best])])


class _Nearest:
    """A record and its m-1 nearest alive records, by (squared distance, id): a k-d tree
    gives the radius of the m-th alive neighbour, a ball query all records within it
    (ties included), and the exact squared distances decide.  The tree is rebuilt on the
    alive records when half of its records have been removed."""

    def __init__(self, x: np.ndarray, ids: np.ndarray, alive: np.ndarray) -> None:
        self.x, self.ids, self.alive = x, ids, alive
        self.build()

    def build(self) -> None:
        self.index = np.flatnonzero(self.alive)
        from scipy.spatial import cKDTree  # imported where used (0.3 CPU s)

        self.tree = cKDTree(self.x[self.index], leafsize=16)

    def __call__(self, i: int, m: int) -> np.ndarray:
        x, alive, ids = self.x, self.alive, self.ids
        if 2 * int(alive[self.index].sum()) < len(self.index):
            self.build()
        n_tree = len(self.index)
        want = min(n_tree, 2 * m)
        while True:
            dist, pos = self.tree.query(x[i], k=want)
            dist, pos = np.atleast_1d(dist), np.atleast_1d(pos)
            live = alive[self.index[pos]]
            if live.sum() >= m or want == n_tree:
                break
            want = min(n_tree, 4 * want)
        radius = float(dist[live][m - 1]) if live.sum() >= m else float(dist[live][-1])
        near = self.index[np.asarray(self.tree.query_ball_point(
            x[i], radius * (1 + 1e-9) + 1e-12), dtype=np.int64)]
        near = near[alive[near]]
        d = sqdist(x[near], x[i])
        return near[np.lexsort((ids[near], d))[:m]]


def mdav(x: np.ndarray, k: int, ids: np.ndarray | None = None,
         standardise_first: bool = True, compiled: bool | None = None) -> np.ndarray:
    """MDAV (maximum distance to average vector), seed 003 section 3.4.5.4.

    While at least 3k records are left: the record r farthest from the centroid, the
    record s farthest from r; r and its k-1 nearest form a group, then s and its k-1
    nearest among the rest.  With 2k..3k-1 left: one more group around the record
    farthest from the centroid, the rest the last group; fewer than 2k: one group.
    Every group has k records except the last (k..2k-1).  Distances are Euclidean on
    the standardised variables (``standardise_first``).  ``compiled``: the numba
    kernel (True), the numpy one (False), or the numba one when installed (None); both
    give the same groups.  Values must be finite (ValueError)."""
    _check_finite(x, "mdav")
    x = standardise(x) if standardise_first else np.asarray(x, np.float64).reshape(len(x), -1)
    n = len(x)
    if k < 1 or n < k:
        raise ValueError(f"mdav: {n} records, fewer than k = {k}")
    ids = np.arange(n) if ids is None else np.asarray(ids)
    if _use_compiled(compiled):
        return _kernels().mdav(x, k, ids, x.sum(axis=0))
    group = np.full(n, -1, dtype=np.int64)
    alive = np.ones(n, dtype=bool)
    total, left, g = x.sum(axis=0), n, 0
    if n < 2 * k:
        group[:] = 0
        return group
    far, near = _Farthest(x, ids, alive), _Nearest(x, ids, alive)
    far.rebuild(total / left)
    removed = 0

    def take(members: np.ndarray) -> None:
        nonlocal total, left, g, removed
        group[members] = g
        alive[members] = False
        for i in members:                    # one at a time, in the order taken
            total = total - x[i]
        left -= len(members)
        g += 1
        removed += len(members)
        if 2 * removed > len(far.order):
            far.trim()
            removed = 0

    while left >= 3 * k:
        c = total / left
        r = far(c, centroid=c)
        s = far(x[r])
        take(near(r, k))
        take(near(s, k))
    if left >= 2 * k:
        c = total / left
        r = far(c, centroid=c)
        take(near(r, k))
    if left:
        group[alive] = g
    return group


# --------------------------------------------------------------------------- V-MDAV
def vmdav(x: np.ndarray, k: int, ids: np.ndarray | None = None, gamma: float = 0.2,
          standardise_first: bool = True, compiled: bool | None = None) -> np.ndarray:
    """V-MDAV, variable group size (seed 003 section 3.4.5.1; Solanas and
    Martinez-Balleste 2006), groups of k..2k-1 records.

    While at least 2k records are left: the record r farthest from the centroid of the
    records left, and its k-1 nearest (as MDAV), form a group; the group then grows, one
    record at a time while it has fewer than 2k-1 records and more than k records are
    left outside it, by the record e left that is nearest to the group (least squared
    distance to a member, then smallest id) when d(e, group) < gamma * d(e, e's nearest
    other record left); otherwise it stops.  The k..2k-1 records left at the end form
    the last group (the published algorithm gives each of fewer than k leftovers to the
    nearest group, which can pass 2k-1; here no group does).  Distances, ties and the
    centroid as :func:`mdav`.  Here a full scan per decision, O(n^2 / k); the compiled
    kernel (``compiled`` as :func:`mdav`) takes the same decisions with the k-d tree."""
    _check_finite(x, "vmdav")
    x = standardise(x) if standardise_first else np.asarray(x, np.float64).reshape(len(x), -1)
    n = len(x)
    if k < 1 or n < k:
        raise ValueError(f"vmdav: {n} records, fewer than k = {k}")
    if not gamma > 0:
        raise ValueError(f"vmdav: gamma must be > 0, got {gamma!r}")
    ids = np.arange(n) if ids is None else np.asarray(ids)
    group = np.full(n, -1, dtype=np.int64)
    if n < 2 * k:
        group[:] = 0
        return group
    g2 = gamma * gamma
    if _use_compiled(compiled):
        return _kernels().vmdav(x, k, ids, x.sum(axis=0), g2)
    alive = np.ones(n, dtype=bool)
    total, left, g = x.sum(axis=0), n, 0

    def first(idx: np.ndarray, d: np.ndarray) -> int:
        """The record of ``idx`` with the least ``d``, then the smallest id."""
        best = idx[d == d.min()]
        return int(best[np.argmin(ids[best])])

    while left >= 2 * k:
        idx = np.flatnonzero(alive)
        d = sqdist(x[idx], total / left)
        best = idx[d == d.max()]
        r = int(best[np.argmin(ids[best])])
        d = sqdist(x[idx], x[r])
        members = idx[np.lexsort((ids[idx], d))[:k]]
        near = np.full(n, np.inf)               # squared distance to the group
        for i in members:
            alive[i] = False
            total = total - x[i]
            near = np.minimum(near, sqdist(x, x[i]))
        left -= k
        size = k
        while size < 2 * k - 1 and left - 1 >= k:
            idx = np.flatnonzero(alive)
            e = first(idx, near[idx])
            others = idx[idx != e]
            d_out = sqdist(x[others], x[e]).min()
            if not near[e] < g2 * d_out:
                break
            alive[e] = False
            total = total - x[e]
            near = np.minimum(near, sqdist(x, x[e]))
            members = np.append(members, e)
            left -= 1
            size += 1
        group[members] = g
        g += 1
    group[alive] = g
    return group


# ------------------------------------------------------------------------ univariate
def hansen_mukherjee(v: np.ndarray, k: int, ids: np.ndarray | None = None,
                     compiled: bool | None = None) -> np.ndarray:
    """The optimal univariate k-partition, seed 003 section 3.4.5.3 (Hansen and
    Mukherjee 2003): the shortest path from node 0 to node n of the graph whose arc
    (i, j), i + k <= j < i + 2k, is the group of the sorted values i+1..j with length
    its sum of squared errors.  SSE from (centred) prefix sums is O(1) per arc, so the
    path costs O(k n) after sorting; the nodes are computed k at a time (node j
    depends on nodes j-2k+1..j-k only), so numpy does the inner loop."""
    v = np.asarray(v, dtype=np.float64)
    n = len(v)
    if k < 1 or n < k:
        raise ValueError(f"hansen_mukherjee: {n} values, fewer than k = {k}")
    ids = np.arange(n) if ids is None else np.asarray(ids)
    order = _value_order(v, ids)
    s = v[order]
    s0 = s - s.mean()                      # centred: no cancellation when |mean| >> sd
    c1 = np.concatenate(([0.0], np.cumsum(s0)))
    c2 = np.concatenate(([0.0], np.cumsum(s0 * s0)))
    if _use_compiled(compiled):
        out = np.empty(n, dtype=np.int64)
        out[order] = _kernels().path_labels(_kernels().hm_path(c1, c2, k))
        return out
    best = np.full(n + 1, np.inf)
    prev = np.full(n + 1, -1, dtype=np.int64)
    best[0] = 0.0
    sizes = np.arange(k, 2 * k)             # shortest group first: ties go to it
    for start in range(k, n + 1, k):
        j = np.arange(start, min(start + k, n + 1))[:, None]
        i = j - sizes[None, :]
        ok = i >= 0
        ic = np.where(ok, i, 0)
        m = sizes[None, :].astype(np.float64)
        sse = (c2[j] - c2[ic]) - (c1[j] - c1[ic]) ** 2 / m
        cost = np.where(ok, best[ic] + np.maximum(sse, 0.0), np.inf)
        t = np.argmin(cost, axis=1)
        rows = np.arange(len(j))
        best[j[:, 0]] = cost[rows, t]
        prev[j[:, 0]] = i[rows, t]
    return _labels(prev, order)


def _value_order(v: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """The positions sorted by (value, id): one stable sort of the values when the ids
    already ascend (the usual case: the record ids in file order), else both keys."""
    if len(ids) < 2 or bool(np.all(ids[1:] > ids[:-1])):
        return np.argsort(v, kind="stable")
    return np.lexsort((ids, v))


def _labels(prev: np.ndarray, order: np.ndarray) -> np.ndarray:
    """Group labels in input order from the shortest path's predecessors."""
    n = len(order)
    cuts = [n]
    while cuts[-1] > 0:
        cuts.append(int(prev[cuts[-1]]))
    bounds = np.array(cuts[::-1])
    labels_sorted = np.repeat(np.arange(len(bounds) - 1), np.diff(bounds))
    out = np.empty(n, dtype=np.int64)
    out[order] = labels_sorted
    return out


def individual_ranking(v: np.ndarray, k: int, ids: np.ndarray | None = None) -> np.ndarray:
    """Individual ranking, seed 003 section 3.4.5.2: the values sorted by (value, id) in
    consecutive groups of k; the top group takes the n mod k remainder (k..2k-1)."""
    v = np.asarray(v, dtype=np.float64)
    n = len(v)
    ids = np.arange(n) if ids is None else np.asarray(ids)
    order = _value_order(v, ids)
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n)
    return np.minimum(rank // k, max(n // k - 1, 0))


# ---------------------------------------------------------------------- group values
def group_values(values: np.ndarray, group: np.ndarray, how: str = "mean",
                 weights: np.ndarray | None = None, trim: float = 0.1) -> np.ndarray:
    """The value each record takes: its group's

    * ``mean``: sum x / m, or sum w x / sum w with ``weights`` (the group's weighted
      total is kept);
    * ``median``: the middle value, the mean of the two middle ones in an even group;
      with weights the smallest value whose cumulative weight reaches half the group's;
    * ``trimmed``: the mean after dropping floor(trim m) values at each end.

    A group whose values (those the mean takes) are all equal takes exactly their
    value, whatever the weights: sum w x / sum w rounds each product and the sum, and a
    constant 5 became 4.999999999999999 or 5.000000000000001.  Other groups keep the
    formulas above, bit for bit.

    NaN values (NULL) take no part and stay NaN."""
    values = np.asarray(values, dtype=np.float64)
    group = np.asarray(group, dtype=np.int64)
    out = np.full(len(values), np.nan)
    ok = ~np.isnan(values)
    if not ok.any():
        return out
    x, gr = values[ok], group[ok]
    w = None if weights is None else np.asarray(weights, dtype=np.float64)[ok]
    if len(gr) and gr.min() >= 0 and np.bincount(gr).all():
        gi = gr                          # labels already 0..g-1, every one used
    else:
        gi = np.unique(gr, return_inverse=True)[1]
    if how == "mean":
        if w is None:
            val = np.bincount(gi, x) / np.bincount(gi)
        else:
            val = np.bincount(gi, w * x) / np.bincount(gi, w)
        low, high = _group_range(x, gi)
        val = np.where(low == high, low, val)       # equal values: their value, exactly
    else:
        order = np.lexsort((x, gi))
        xs, gs = x[order], gi[order]
        size = np.bincount(gi)
        first = np.concatenate(([0], np.cumsum(size)[:-1]))
        if how == "median" and w is None:
            val = (xs[first + (size - 1) // 2] + xs[first + size // 2]) / 2
        elif how == "median":
            assert w is not None
            ws = w[order]
            cw = np.cumsum(ws)
            before = np.repeat(np.concatenate(([0.0], cw))[first], size)
            half = np.repeat(np.bincount(gs, ws, minlength=len(size)) / 2, size)
            val = xs[_first_per_group(gs, cw - before >= half, len(size))]
        elif how == "trimmed":
            t = np.floor(trim * size).astype(np.int64)
            keep = size - 2 * t
            rank = np.arange(len(xs)) - np.repeat(first, size)
            inside = (rank >= np.repeat(t, size)) & (rank < np.repeat(t + keep, size))
            val = np.bincount(gs[inside], xs[inside], minlength=len(size)) / keep
            low, high = xs[first + t], xs[first + t + keep - 1]     # the values kept
            val = np.where(low == high, low, val)
        else:
            raise ValueError(f"unknown group value {how!r}; use one of {GROUP_VALUES}")
    out[np.flatnonzero(ok)] = val[gi]
    return out


def _group_range(x: np.ndarray, gi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The smallest and the largest value of each group (labels 0..g-1, each used)."""
    low = np.full(int(gi.max()) + 1, np.inf)
    high = np.full(len(low), -np.inf)
    np.minimum.at(low, gi, x)
    np.maximum.at(high, gi, x)
    return low, high


# ---------------------------------------------------------------------- categorical
def categorical_embedding(codes: np.ndarray, ordinal: bool) -> np.ndarray:
    """The coordinates a categorical variable gives MDAV (seed 003 section 3.4.5.5):
    an ordinal variable's category codes 0..m-1 (its categories in sort order) scaled to
    [0, 1]; a nominal variable one indicator column per category, each divided by
    sqrt(2), so that two different categories are at squared distance 1 and the
    squared distance over nominal variables is the number that differ (Hamming)."""
    codes = np.asarray(codes, dtype=np.int64)
    m = int(codes.max()) + 1 if len(codes) else 1
    if ordinal:
        return (codes / max(m - 1, 1)).astype(np.float64)[:, None]
    out = np.zeros((len(codes), m))
    out[np.arange(len(codes)), codes] = 1 / np.sqrt(2)
    return out


def ordinal_median(codes: np.ndarray, group: np.ndarray,
                   weights: np.ndarray | None = None) -> np.ndarray:
    """Each record's group median category (codes in category order): the lower median,
    the ceil(m/2)-th smallest code of a group of m, so the value is always a category of
    the group; with ``weights``, the smallest code whose cumulative weight reaches half
    the group's weight."""
    codes = np.asarray(codes, dtype=np.int64)
    gi = np.unique(np.asarray(group), return_inverse=True)[1]
    order = np.lexsort((codes, gi))
    cs, gs = codes[order], gi[order]
    size = np.bincount(gi)
    first = np.concatenate(([0], np.cumsum(size)[:-1]))
    if weights is None:
        val = cs[first + (size - 1) // 2]
    else:
        ws = np.asarray(weights, dtype=np.float64)[order]
        cw = np.cumsum(ws)
        before = np.repeat(np.concatenate(([0.0], cw))[first], size)
        half = np.repeat(np.bincount(gs, ws, minlength=len(size)) / 2, size)
        val = cs[_first_per_group(gs, cw - before >= half, len(size))]
    return val[gi]


def nominal_plurality(codes: np.ndarray, group: np.ndarray,
                      weights: np.ndarray | None = None) -> np.ndarray:
    """Each record's group plurality category (the most frequent; with ``weights`` the
    largest weight total); a tie goes to the category that sorts first (the least
    code), so the result depends on no record order."""
    codes = np.asarray(codes, dtype=np.int64)
    gi = np.unique(np.asarray(group), return_inverse=True)[1]
    w = np.ones(len(codes)) if weights is None else np.asarray(weights, dtype=np.float64)
    pair, inv = np.unique(np.column_stack([gi, codes]), axis=0, return_inverse=True)
    tot = np.bincount(inv.ravel(), w)
    # per group: the largest total, then the least code (pairs sorted by group, code)
    order = np.lexsort((pair[:, 1], -tot, pair[:, 0]))
    firsts = order[np.concatenate(([True], np.diff(pair[order, 0]) != 0))]
    val = np.empty(int(gi.max()) + 1 if len(gi) else 0, dtype=np.int64)
    val[pair[firsts, 0]] = pair[firsts, 1]
    return val[gi]


def _first_per_group(gs: np.ndarray, flag: np.ndarray, n_groups: int) -> np.ndarray:
    """The first position of each group (``gs`` sorted) where ``flag`` holds."""
    pos = np.flatnonzero(flag)
    first = np.searchsorted(gs[pos], np.arange(n_groups), side="left")
    return pos[first]
