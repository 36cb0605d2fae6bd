"""PRAM (seed 003 sections 3.4.2.7, 3.4.6): categories are codes 0..K-1 and
P[k, l] = P(published l | original k); rows sum to 1."""

from __future__ import annotations

from typing import Any

import numpy as np

from sdcsql.errors import InputError

from .draws import uniform

__all__ = ["check_matrix", "apply", "retention_matrix", "invariant", "estimate_1d", "estimate_2d"]


#: how far a row of a transition matrix may sum from 1
TOLERANCE = 1e-12


def check_matrix(p: Any, where: str) -> np.ndarray:
    """A square matrix of probabilities whose rows sum to 1 (within 1e-12)."""
    try:
        m = np.asarray(p, dtype=float)
    except (TypeError, ValueError):
        raise InputError(f"{where}: must be a square matrix of probabilities") from None
    if m.ndim != 2 or m.shape[0] != m.shape[1] or not np.isfinite(m).all():
        raise InputError(f"{where}: must be a square matrix of probabilities")
    if (m < 0).any() or np.abs(m.sum(axis=1) - 1).max() > TOLERANCE:
        raise InputError(f"{where}: every row must be probabilities >= 0 summing to 1")
    return m


def apply(codes: np.ndarray, p: np.ndarray, seed: int, ids: np.ndarray,
          name: str) -> np.ndarray:
    """Each record draws its category from row ``codes[i]`` of ``p``: the first l with
    u < cumsum(P[k])[l], u = uniform(seed, id, "pram", name); the last bound is 1."""
    cum = np.cumsum(np.asarray(p, float), axis=1)
    cum[:, -1] = 1.0
    u = uniform(seed, ids, "pram", name)
    return (u[:, None] >= cum[np.asarray(codes, np.int64)]).sum(axis=1)


def retention_matrix(freq: np.ndarray, theta: float) -> np.ndarray:
    """P = theta I + (1 - theta) 1 pi^t (keep with probability theta, else redraw from
    the observed proportions pi): pi^t P = pi^t, invariant by construction."""
    freq = np.asarray(freq, float)
    pi = freq / freq.sum()
    return theta * np.eye(len(pi)) + (1 - theta) * np.outer(np.ones(len(pi)), pi)


def invariant(p: np.ndarray, freq: np.ndarray) -> np.ndarray:
    """Invariant PRAM (Gouweleeuw et al. 1998): Q[l, k] = P[k, l] pi_k / sum_j P[j, l]
    pi_j, R = P Q; then pi^t R = pi^t for the observed proportions pi."""
    p = np.asarray(p, float)
    pi = np.asarray(freq, float) / np.sum(freq)
    joint = p * pi[:, None]
    col = joint.sum(0)
    q = np.divide(joint.T, col[:, None], out=np.zeros_like(joint.T), where=col[:, None] > 0)
    for target in np.flatnonzero(col == 0):
        q[target, target] = 1.0
    return np.asarray(p @ q)


def estimate_1d(t_x: np.ndarray, p: np.ndarray) -> np.ndarray:
    """The unbiased estimator of the original frequencies: T_hat = (P^-1)^t T_X (3.4.6.1)."""
    return np.asarray(np.linalg.solve(np.asarray(p, float).T, np.asarray(t_x, float)))


def estimate_2d(t_xy: np.ndarray, px: np.ndarray, py: np.ndarray) -> np.ndarray:
    """T_hat = (P_X^-1)^t T_XY P_Y^-1 (3.4.6.1)."""
    return np.asarray(np.linalg.solve(np.asarray(px, float).T, np.asarray(t_xy, float))
                      @ np.linalg.inv(np.asarray(py, float)))
