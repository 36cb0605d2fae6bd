"""Brute-force (all pairs) reference for fk and Fk, straight from the definitions.

seed 002 section 4: two patterns are compatible when they agree on every key that
is non-missing in both.  seed 004 section 3.2.2 (alpha): for record i, every
record j compatible with it contributes

* 1 when j has the same key pattern as i (same values, missing in the same
  places: i itself and its identical copies, which an intruder cannot tell apart);
* 1 when j has no missing key;
* alpha otherwise (another pattern with a missing key);

to fk, and the same factor times j's weight to Fk.
"""

from __future__ import annotations


def compatible(a, b) -> bool:
    return all(x is None or y is None or x == y for x, y in zip(a, b, strict=True))


def factor(a, b, alpha: float) -> float:
    """What record b contributes to record a (compatible with it)."""
    if tuple(a) == tuple(b):
        return 1.0
    if all(v is not None for v in b):
        return 1.0
    return alpha


def brute_frequencies(rows, weights, mode="wildcard", alpha=1.0):
    if mode == "wildcard":
        alpha = 1.0
    if mode == "conservative":
        alpha = 0.0
    fk, Fk = [], []
    for a in rows:
        f = F = 0.0
        for b, w in zip(rows, weights, strict=True):
            if mode == "category":
                g = 1.0 if tuple(a) == tuple(b) else 0.0
            else:
                g = factor(a, b, alpha) if compatible(a, b) else 0.0
            f += g
            F += g * w
        fk.append(f)
        Fk.append(F)
    return fk, Fk


# ------------------------------------------------------------------ microaggregation
def mdav_reference(x, k, ids=None):
    """MDAV (seed 003 section 3.4.5.4, steps 1-6) by a full scan of the records left at
    every step, O(n^2/k): the reference udfs.microaggregation.mdav must equal.  Rows of
    ``x`` are already standardised; ties: farthest = largest squared distance then
    smallest id, nearest = ascending (squared distance, id); the centroid is the running
    column sum of the records left over their count (as the fast version keeps it: the
column sum minus each grouped record in the order taken); squared distances summed
over the columns in order."""
    import numpy as np

    x = np.asarray(x, dtype=np.float64).reshape(len(x), -1)
    n = len(x)
    ids = np.arange(n) if ids is None else np.asarray(ids)
    group = np.full(n, -1)
    alive = np.ones(n, bool)
    total, left, g = x.sum(axis=0), n, 0

    def farthest(q):
        idx = np.flatnonzero(alive)
        d = sum((x[idx, t] - q[t]) * (x[idx, t] - q[t]) for t in range(x.shape[1]))
        best = idx[d == d.max()]
        return int(best[np.argmin(ids[best])])

    def nearest(i):
        idx = np.flatnonzero(alive)
        d = sum((x[idx, t] - x[i, t]) * (x[idx, t] - x[i, t]) for t in range(x.shape[1]))
        return idx[np.lexsort((ids[idx], d))[:k]]

    def take(members):
        nonlocal total, left, g
        group[members] = g
        alive[members] = False
        for i in members:          # one record at a time, in the order taken
            total = total - x[i]
        left -= len(members)
        g += 1

    if n < 2 * k:
        return np.zeros(n, dtype=int)
    while left >= 3 * k:
        r = farthest(total / left)
        s = farthest(x[r])
        take(nearest(r))
        take(nearest(s))
    if left >= 2 * k:
        take(nearest(farthest(total / left)))
    if left:
        group[alive] = g
    return group


def optimal_partition_sse(values, k):
    """The least within-group sum of squared errors over every partition of ``values``
    into groups of at least k (all set partitions, for n <= 10): the brute-force
    optimum of univariate microaggregation."""
    values = list(values)

    def partitions(items):
        if not items:
            yield []
            return
        first, rest = items[0], items[1:]
        for part in partitions(rest):
            for i in range(len(part)):
                yield part[:i] + [[first, *part[i]]] + part[i + 1:]
            yield [[first], *part]

    def sse(group):
        vals = [values[i] for i in group]
        mean = sum(vals) / len(vals)
        return sum((v - mean) ** 2 for v in vals)

    return min(sum(sse(g) for g in part) for part in partitions(list(range(len(values))))
               if all(len(g) >= k for g in part))


def assert_weighted_totals_kept(original, released, variables, weight, rel):
    """The weighted total of every category of each of ``variables`` (Arrow tables,
    summed here in Python) is the same in ``released`` as in ``original`` to ``rel``,
    and no category is lost or added."""
    import pytest

    for v in variables:
        totals = []
        for t in (original, released):
            sums: dict = {}
            for c, w in zip(t[v].to_pylist(), t[weight].to_pylist(), strict=True):
                sums[c] = sums.get(c, 0.0) + w
            totals.append(sums)
        before, after = totals
        assert after.keys() == before.keys(), v
        assert all(after[c] == pytest.approx(before[c], rel=rel) for c in before), v


def households_whole(released, original, column="hh") -> bool:
    """Every household of ``released`` (an Arrow table) has all its members of
    ``original``: counted here in Python."""
    size: dict = {}
    for h in original[column].to_pylist():
        size[h] = size.get(h, 0) + 1
    kept: dict = {}
    for h in released[column].to_pylist():
        kept[h] = kept.get(h, 0) + 1
    return all(kept[h] == size[h] for h in kept)
