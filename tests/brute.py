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
