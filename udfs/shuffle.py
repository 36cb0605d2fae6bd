"""Shuffling: a random permutation of a variable's values within a stratum."""

from __future__ import annotations

import numpy as np

from .draws import uniform

__all__ = ["shuffle"]


def shuffle(v: np.ndarray, seed: int, ids: np.ndarray, name: str) -> np.ndarray:
    """The value of the record at position m in (u, id) order goes to the record at
    position m in id order (u = uniform(seed, id, "shuffle", name))."""
    ids = np.asarray(ids, np.int64)
    u = uniform(seed, ids, "shuffle", name)
    by_u = np.lexsort((ids, u))
    by_id = np.argsort(ids, kind="stable")
    v = np.asarray(v)
    out = np.empty(len(v), dtype=v.dtype)
    out[by_id] = v[by_u]
    return out
