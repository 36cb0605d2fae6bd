"""Resampling (seed 003 section 3.4.2.6), one variable of one stratum per call.

t bootstrap samples of the n values (with replacement), each sorted; the j-th masked
value is the mean of the j-th order statistics of the t samples, and goes to the record
of rank j in the original (ranks by value, then record id).  Draw m of sample s is the
uniform of (seed, id of the record of rank m, "resampling", variable, draw s): it picks
the value of rank floor(u n).
"""

from __future__ import annotations

import numpy as np

from .draws import uniform

__all__ = ["resample", "resample_from_uniforms"]

STEP = "resampling"


def resample_from_uniforms(v: np.ndarray, ids: np.ndarray, u: np.ndarray) -> np.ndarray:
    """The resampled values of ``v`` given the uniforms ``u`` (t x n: row s holds the
    draws of sample s, column m the draw of the record of rank m).  O(t n) after the
    sort: a sample's sorted values are the sorted originals repeated by their counts."""
    v = np.asarray(v, float)
    n = len(v)
    order = np.lexsort((np.asarray(ids, np.int64), v))
    ranked = v[order]
    u = np.asarray(u, float).reshape(-1, n)
    total = np.zeros(n)
    for row in u:
        picks = np.minimum((row * n).astype(np.int64), n - 1)
        total += np.repeat(ranked, np.bincount(picks, minlength=n))
    out = np.empty(n)
    out[order] = total / len(u)
    return out


def resample(v: np.ndarray, t: int, seed: int, ids: np.ndarray, name: str) -> np.ndarray:
    """:func:`resample_from_uniforms` with the draws of (seed, record id, variable)."""
    v = np.asarray(v, float)
    ids = np.asarray(ids, np.int64)
    ranked_ids = ids[np.lexsort((ids, v))]
    u = np.vstack([uniform(seed, ranked_ids, STEP, name, draw=s) for s in range(t)]) \
        if len(v) else np.zeros((t, 0))
    return resample_from_uniforms(v, ids, u)
