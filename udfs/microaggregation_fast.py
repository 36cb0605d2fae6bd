"""Compiled kernels of microaggregation (numba; the optional extra ``sdcsql[fast]``,
docs/decisions/0012-compiled-microaggregation.md).  Importing this module without numba
raises ImportError; :mod:`udfs.microaggregation` then uses its numpy versions, which
take the same decisions (the same groups: tested on random, rounded and duplicated
data).

* :func:`mdav` -- MDAV (seed 003 section 3.4.5.4) with a k-d tree whose nodes carry a
  live count and a bounding box tightened on every deletion (MDAV groups the outermost
  records first: static boxes would keep the dead extremes and stop pruning).  The
  farthest record from a record and the k nearest of a record are found by depth-first
  branch and bound over the live records; the farthest record from the centroid by
  temporal coherence: the live records sorted by their distance to a reference point
  c0, scanned while ``d(x, c0) + |c - c0|`` can still beat the best (the triangle
  inequality), the list rebuilt around the current centroid when a scan grows long.
* :func:`hm_path` -- Hansen-Mukherjee's shortest path over sorted values, O(k n).

The decisions are the numpy kernels' bit for bit: the same squared distance (summed
over the columns in order), the same centroid (a column sum given by the caller minus
each grouped record in the order it was taken, over the count), the same tie rules
(farthest: largest squared distance, then smallest id; nearest: ascending (squared
distance, id)).  Bounds are loosened by a relative 1e-9, so float rounding in a bound
can only lengthen a scan, never skip a record.  ``cache=True``: a process compiles once
per machine, later processes load the cached machine code.  Import it only as
``sdcsql.udfs.microaggregation_fast`` (as :mod:`udfs.microaggregation` does): numba's
cache holds the module name, and an entry written under another name breaks the load.
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["hm_path", "mdav", "path_labels", "vmdav"]

#: Records per k-d tree leaf.
LEAF = 24


def _build(x: np.ndarray) -> tuple[np.ndarray, ...]:
    """A static k-d tree over the rows of ``x``: node arrays (box lo/hi, children,
    record range of ``perm``, parent) and each record's leaf."""
    n, p = x.shape
    return _build_tree(np.ascontiguousarray(x), LEAF)


@njit(cache=True)
def _build_tree(x, leaf):
    n, p = x.shape
    cap = 2 * (n // max(leaf // 2, 1) + 1) + 1
    perm = np.arange(n)
    lo = np.empty((cap, p))
    hi = np.empty((cap, p))
    left = np.full(cap, -1, np.int64)
    right = np.full(cap, -1, np.int64)
    start = np.zeros(cap, np.int64)
    end = np.zeros(cap, np.int64)
    parent = np.full(cap, -1, np.int64)
    stack = np.empty((128, 2), np.int64)      # (node, depth) to split
    nodes = 1
    start[0] = 0
    end[0] = n
    sp = 0
    stack[sp, 0] = 0
    sp += 1
    while sp:
        sp -= 1
        nd = stack[sp, 0]
        s, e = start[nd], end[nd]
        for t in range(p):
            lo[nd, t] = np.inf
            hi[nd, t] = -np.inf
        for r in range(s, e):
            i = perm[r]
            for t in range(p):
                v = x[i, t]
                if v < lo[nd, t]:
                    lo[nd, t] = v
                if v > hi[nd, t]:
                    hi[nd, t] = v
        if e - s > leaf:
            d = 0
            for t in range(1, p):
                if hi[nd, t] - lo[nd, t] > hi[nd, d] - lo[nd, d]:
                    d = t
            sub = perm[s:e].copy()
            order = np.argsort(x[sub, d], kind="mergesort")
            perm[s:e] = sub[order]
            m = (s + e) // 2
            a, b = nodes, nodes + 1
            nodes += 2
            start[a], end[a], parent[a] = s, m, nd
            start[b], end[b], parent[b] = m, e, nd
            left[nd], right[nd] = a, b
            stack[sp, 0] = b
            sp += 1
            stack[sp, 0] = a
            sp += 1
    leaf_node = np.empty(n, np.int64)
    for j in range(nodes):
        if left[j] == -1:
            for r in range(start[j], end[j]):
                leaf_node[perm[r]] = j
    return (perm, lo[:nodes].copy(), hi[:nodes].copy(), left[:nodes].copy(),
            right[:nodes].copy(), start[:nodes].copy(), end[:nodes].copy(),
            parent[:nodes].copy(), leaf_node)


@njit(cache=True, inline="always")
def _d2(x, i, q):
    s = 0.0
    for t in range(x.shape[1]):
        v = x[i, t] - q[t]
        s += v * v
    return s


@njit(cache=True, inline="always")
def _ub(lo, hi, nd, q):
    ub = 0.0
    for t in range(q.shape[0]):
        a = abs(lo[nd, t] - q[t])
        b = abs(hi[nd, t] - q[t])
        m = a if a > b else b
        ub += m * m
    return ub


@njit(cache=True, inline="always")
def _lb(lo, hi, nd, q):
    lb = 0.0
    for t in range(q.shape[0]):
        v = 0.0
        if q[t] < lo[nd, t]:
            v = lo[nd, t] - q[t]
        elif q[t] > hi[nd, t]:
            v = q[t] - hi[nd, t]
        lb += v * v
    return lb


@njit(cache=True)
def _farthest(x, ids, alive, q, perm, lo, hi, left, right, start, end, cnt, stack, bound):
    best_d = -1.0
    best_i = -1
    sp = 0
    if cnt[0] == 0:
        return best_i
    stack[sp] = 0
    bound[sp] = _ub(lo, hi, 0, q)
    sp += 1
    while sp:
        sp -= 1
        nd = stack[sp]
        if bound[sp] * (1 + 1e-9) < best_d:
            continue
        if left[nd] == -1:
            for r in range(start[nd], end[nd]):
                i = perm[r]
                if alive[i]:
                    d = _d2(x, i, q)
                    if d > best_d or (d == best_d and ids[i] < ids[best_i]):
                        best_d = d
                        best_i = i
        else:                                    # the larger bound is searched first
            a, b = left[nd], right[nd]
            ua = _ub(lo, hi, a, q) if cnt[a] else -1.0
            ub = _ub(lo, hi, b, q) if cnt[b] else -1.0
            if ua < ub:
                a, b, ua, ub = b, a, ub, ua
            if ub >= 0.0 and ub * (1 + 1e-9) >= best_d:
                stack[sp] = b
                bound[sp] = ub
                sp += 1
            if ua >= 0.0 and ua * (1 + 1e-9) >= best_d:
                stack[sp] = a
                bound[sp] = ua
                sp += 1
    return best_i


@njit(cache=True)
def _nearest(x, ids, alive, i0, m, perm, lo, hi, left, right, start, end, cnt, out_d, out_i,
             stack, bound):
    """Record ``i0``'s m nearest live records (itself included when live), ascending
    (squared distance, id), into out_d/out_i; returns how many were found."""
    q = x[i0]                      # a view: x is never written
    nb = 0
    sp = 0
    if cnt[0] == 0:
        return nb
    stack[sp] = 0
    bound[sp] = 0.0
    sp += 1
    while sp:
        sp -= 1
        nd = stack[sp]
        if nb == m and bound[sp] * (1 - 1e-9) > out_d[m - 1]:
            continue
        if left[nd] == -1:
            for r in range(start[nd], end[nd]):
                i = perm[r]
                if not alive[i]:
                    continue
                d = _d2(x, i, q)
                if nb == m and (d > out_d[m - 1]
                                or (d == out_d[m - 1] and ids[i] > ids[out_i[m - 1]])):
                    continue
                pos = nb if nb < m else m - 1        # insertion into the sorted top m
                while pos > 0 and (out_d[pos - 1] > d
                                   or (out_d[pos - 1] == d and ids[out_i[pos - 1]] > ids[i])):
                    if pos < m:
                        out_d[pos] = out_d[pos - 1]
                        out_i[pos] = out_i[pos - 1]
                    pos -= 1
                out_d[pos] = d
                out_i[pos] = i
                if nb < m:
                    nb += 1
        else:                                    # the nearer box is searched first
            a, b = left[nd], right[nd]
            la = _lb(lo, hi, a, q) if cnt[a] else -1.0
            lb = _lb(lo, hi, b, q) if cnt[b] else -1.0
            if lb >= 0.0 and la >= 0.0 and lb < la:
                a, b, la, lb = b, a, lb, la
            if lb >= 0.0 and not (nb == m and lb * (1 - 1e-9) > out_d[m - 1]):
                stack[sp] = b
                bound[sp] = lb
                sp += 1
            if la >= 0.0 and not (nb == m and la * (1 - 1e-9) > out_d[m - 1]):
                stack[sp] = a
                bound[sp] = la
                sp += 1
    return nb


@njit(cache=True)
def _remove(x, alive, i, leaf_node, perm, lo, hi, left, right, start, end, parent, cnt):
    """Record ``i`` leaves the tree: live counts down to the root, its leaf's box
    recomputed from the leaf's live records, each ancestor's box the union of its live
    children's."""
    alive[i] = False
    p = x.shape[1]
    nd = leaf_node[i]
    while nd >= 0:
        cnt[nd] -= 1
        nd = parent[nd]
    nd = leaf_node[i]
    if cnt[nd] > 0:
        for t in range(p):
            lo[nd, t] = np.inf
            hi[nd, t] = -np.inf
        for r in range(start[nd], end[nd]):
            j = perm[r]
            if alive[j]:
                for t in range(p):
                    if x[j, t] < lo[nd, t]:
                        lo[nd, t] = x[j, t]
                    if x[j, t] > hi[nd, t]:
                        hi[nd, t] = x[j, t]
    nd = parent[nd]
    while nd >= 0:
        a, b = left[nd], right[nd]
        for t in range(p):
            if cnt[a] > 0 and cnt[b] > 0:
                lo[nd, t] = min(lo[a, t], lo[b, t])
                hi[nd, t] = max(hi[a, t], hi[b, t])
            elif cnt[a] > 0:
                lo[nd, t] = lo[a, t]
                hi[nd, t] = hi[a, t]
            elif cnt[b] > 0:
                lo[nd, t] = lo[b, t]
                hi[nd, t] = hi[b, t]
        nd = parent[nd]


@njit(cache=True)
def _rebase(x, alive, c0):
    """The live records sorted by descending distance to the reference point c0."""
    idx = np.flatnonzero(alive)
    d0 = np.empty(len(idx))
    for j in range(len(idx)):
        d0[j] = np.sqrt(_d2(x, idx[j], c0))
    o = np.argsort(-d0, kind="mergesort")
    return idx[o], d0[o]


@njit(cache=True)
def _farthest_coherent(x, ids, alive, q, order, d0, c0):
    """The farthest live record from q, scanning the records in descending d(x, c0)
    and stopping once d(x, c0) + |q - c0| (>= d(x, q)) cannot reach the best.  Returns
    the record and the number of records scanned."""
    s = 0.0
    for t in range(q.shape[0]):
        v = q[t] - c0[t]
        s += v * v
    delta = np.sqrt(s)
    best_d = -1.0
    best_s = -1.0
    best_i = -1
    scanned = 0
    for j in range(len(order)):
        i = order[j]
        if not alive[i]:
            continue
        if best_i >= 0 and (d0[j] + delta) * (1 + 1e-9) + 1e-300 < best_s:
            break
        scanned += 1
        d = _d2(x, i, q)
        if d > best_d or (d == best_d and ids[i] < ids[best_i]):
            best_d = d
            best_s = np.sqrt(d)
            best_i = i
    return best_i, scanned


@njit(cache=True)
def _compact(order, d0, alive):
    keep = np.empty(len(order), np.bool_)
    for j in range(len(order)):
        keep[j] = alive[order[j]]
    return order[keep], d0[keep]


@njit(cache=True)
def _mdav(x, ids, k, total, perm, lo, hi, left, right, start, end, parent, leaf_node):
    n, p = x.shape
    alive = np.ones(n, np.bool_)
    cnt = (end - start).astype(np.int64)
    group = np.full(n, -1, np.int64)
    stack = np.empty(256, np.int64)
    bound = np.empty(256)                     # the stacked nodes' bounds
    od = np.empty(k)
    oi = np.empty(k, np.int64)
    left_n = n
    g = 0
    if n < 2 * k:
        group[:] = 0
        return group
    c0 = total / left_n
    order, d0 = _rebase(x, alive, c0)
    removed = 0
    limit = 64 + 2 * np.sqrt(n)
    while left_n >= 2 * k:
        q = total / left_n
        r, scanned = _farthest_coherent(x, ids, alive, q, order, d0, c0)
        if scanned > limit:                       # the centroid has moved: new reference
            c0 = q.copy()
            order, d0 = _rebase(x, alive, c0)
            removed = 0
        two = left_n >= 3 * k
        s = -1
        if two:
            s = _farthest(x, ids, alive, x[r], perm, lo, hi, left, right, start, end,
                          cnt, stack, bound)
        for c in (r, s):
            if c < 0:
                continue
            _nearest(x, ids, alive, c, k, perm, lo, hi, left, right, start, end, cnt, od, oi,
                     stack, bound)
            for j in range(k):
                i = oi[j]
                group[i] = g
                _remove(x, alive, i, leaf_node, perm, lo, hi, left, right, start, end, parent,
                        cnt)
                for t in range(p):
                    total[t] -= x[i, t]
            left_n -= k
            g += 1
            removed += k
        if 2 * removed > len(order):
            order, d0 = _compact(order, d0, alive)
            removed = 0
        if not two:
            break
    for i in range(n):
        if alive[i]:
            group[i] = g
    return group


def mdav(x: np.ndarray, k: int, ids: np.ndarray, total: np.ndarray) -> np.ndarray:
    """MDAV group labels of the rows of ``x`` (already standardised, n x p float64),
    ``ids`` the tie breaker, ``total`` the column sum of ``x`` (the caller's: the
    centroid starts from it)."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    tree = _build(x)
    return _mdav(x, np.ascontiguousarray(ids, dtype=np.int64), int(k),
                 np.array(total, dtype=np.float64), *tree)


@njit(cache=True)
def _vmdav(x, ids, k, g2, total, perm, lo, hi, left, right, start, end, parent, leaf_node):
    n, p = x.shape
    alive = np.ones(n, np.bool_)
    cnt = (end - start).astype(np.int64)
    group = np.full(n, -1, np.int64)
    stack = np.empty(256, np.int64)
    bound = np.empty(256)                     # the stacked nodes' bounds
    od = np.empty(k)
    oi = np.empty(k, np.int64)
    d1 = np.empty(2)
    i1 = np.empty(2, np.int64)
    members = np.empty(2 * k, np.int64)
    left_n = n
    g = 0
    if n < 2 * k:
        group[:] = 0
        return group
    c0 = total / left_n
    order, d0 = _rebase(x, alive, c0)
    removed = 0
    limit = 64 + 4 * np.sqrt(n)
    while left_n >= 2 * k:
        q = total / left_n
        r, scanned = _farthest_coherent(x, ids, alive, q, order, d0, c0)
        if scanned > limit:
            c0 = q.copy()
            order, d0 = _rebase(x, alive, c0)
            removed = 0
        _nearest(x, ids, alive, r, k, perm, lo, hi, left, right, start, end, cnt, od, oi,
                 stack, bound)
        for j in range(k):
            i = oi[j]
            members[j] = i
            group[i] = g
            _remove(x, alive, i, leaf_node, perm, lo, hi, left, right, start, end, parent, cnt)
            for t in range(p):
                total[t] -= x[i, t]
        left_n -= k
        size = k
        while size < 2 * k - 1 and left_n - 1 >= k:
            # the record left nearest to the group: each member's nearest live record,
            # the least (squared distance, id) of them
            best_d = np.inf
            e = -1
            for j in range(size):
                _nearest(x, ids, alive, members[j], 1, perm, lo, hi, left, right, start, end,
                         cnt, d1, i1, stack, bound)
                if d1[0] < best_d or (d1[0] == best_d and ids[i1[0]] < ids[e]):
                    best_d = d1[0]
                    e = i1[0]
            # e's nearest other record left: of its two nearest live records, the one
            # that is not e (e itself is at 0, but a duplicate may come first)
            _nearest(x, ids, alive, e, 2, perm, lo, hi, left, right, start, end, cnt, d1, i1,
                     stack, bound)
            d_out = d1[1] if i1[0] == e else d1[0]
            if not best_d < g2 * d_out:
                break
            members[size] = e
            group[e] = g
            _remove(x, alive, e, leaf_node, perm, lo, hi, left, right, start, end, parent, cnt)
            for t in range(p):
                total[t] -= x[e, t]
            left_n -= 1
            size += 1
        g += 1
        removed += size
        if 2 * removed > len(order):
            order, d0 = _compact(order, d0, alive)
            removed = 0
    for i in range(n):
        if alive[i]:
            group[i] = g
    return group


def vmdav(x: np.ndarray, k: int, ids: np.ndarray, total: np.ndarray,
          gamma2: float) -> np.ndarray:
    """V-MDAV group labels (as :func:`udfs.microaggregation.vmdav`, the same decisions):
    the group's first k records as MDAV's, its growth by each member's nearest live
    record from the tree; ``gamma2`` the square of gamma."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    tree = _build(x)
    return _vmdav(x, np.ascontiguousarray(ids, dtype=np.int64), int(k), float(gamma2),
                  np.array(total, dtype=np.float64), *tree)


@njit(cache=True)
def hm_path(c1, c2, k):
    """Hansen-Mukherjee: ``c1``/``c2`` the prefix sums (length n+1) of the sorted,
    centred values and of their squares; returns ``prev`` of the shortest path from
    node 0 to node n (arc (i, j), i + k <= j < i + 2k, length the SSE of values
    i+1..j).  Among equal costs the shortest last group wins (i = j - k first)."""
    n = len(c1) - 1
    best = np.full(n + 1, np.inf)
    prev = np.full(n + 1, -1, np.int64)
    best[0] = 0.0
    for j in range(k, n + 1):
        for size in range(k, 2 * k):
            i = j - size
            if i < 0:
                break
            a = c1[j] - c1[i]
            e = (c2[j] - c2[i]) - a * a / size
            if e < 0.0:
                e = 0.0
            c = best[i] + e
            if c < best[j]:
                best[j] = c
                prev[j] = i
    return prev


@njit(cache=True)
def path_labels(prev):
    """Group labels 0.. of the sorted values from the shortest path's predecessors
    (``prev[n]``, ``prev[prev[n]]``, ... down to node 0)."""
    n = len(prev) - 1
    g = 0
    j = n
    while j > 0:
        g += 1
        j = prev[j]
    out = np.empty(n, np.int64)
    j = n
    while j > 0:
        g -= 1
        for h in range(prev[j], j):
            out[h] = g
        j = prev[j]
    return out
