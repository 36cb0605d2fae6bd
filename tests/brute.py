"""Brute-force (all pairs) reference for fk and Fk, straight from the definitions.

seed 002 section 4: two patterns are compatible when they agree on every key that
is non-missing in both.  seed 004 section 3.2.2 (alpha): another record that has a
missing key contributes alpha, one without missing keys contributes 1, and a
record always counts itself (and its own weight) fully.
"""

from __future__ import annotations


def compatible(a, b) -> bool:
    return all(x is None or y is None or x == y for x, y in zip(a, b))


def brute_frequencies(rows, weights, mode="wildcard", alpha=1.0):
    if mode == "wildcard":
        alpha = 1.0
    if mode == "conservative":
        alpha = 0.0
    fk, Fk = [], []
    for i, a in enumerate(rows):
        f = F = 0.0
        for j, b in enumerate(rows):
            if mode == "category":
                match = tuple(a) == tuple(b)
                g = 1.0
            else:
                match = compatible(a, b)
                g = 1.0 if (i == j or all(v is not None for v in b)) else alpha
            if match:
                f += g
                F += g * weights[j]
        fk.append(f)
        Fk.append(F)
    return fk, Fk
