"""Noise addition kernels (seed 003 sections 3.4.2.2, 3.4.4), one stratum per call.

``x`` is an n x p float array (complete records), ``ids`` the records' ids, ``noise``
the noise standard deviation as a share of each variable's sd: the seed's
alpha = noise**2 (section 3.4.4.1: Sigma_eps = alpha diag(sigma^2)).  Draws come from
:mod:`udfs.draws` keyed by (seed, record id, "noise", variable).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .draws import normal

__all__ = ["additive", "correlated", "kim", "multiplicative", "ordered_sum",
           "ordered_sum_factors", "whiten_against"]

STEP = "noise"


def _draws(seed: int, ids: np.ndarray, names: Sequence[str]) -> np.ndarray:
    return np.column_stack([normal(seed, ids, STEP, v) for v in names])


def additive(x: np.ndarray, noise: float, seed: int, ids: np.ndarray,
             names: Sequence[str], keep_zeros: bool = False) -> np.ndarray:
    """Uncorrelated noise (3.4.4.1): z_ij = x_ij + noise * sd_j * e_ij, so that
    Var(eps_j) = alpha Var(X_j).  ``keep_zeros``: zeros stay 0."""
    x = np.asarray(x, float)
    sd = x.std(axis=0, ddof=1) if len(x) > 1 else np.zeros(x.shape[1])
    z = x + noise * sd * _draws(seed, ids, names)
    return np.where(keep_zeros & (x == 0), 0.0, z)


def whiten_against(e: np.ndarray, x: np.ndarray) -> np.ndarray:
    """``e`` made centred, orthogonal to the columns of ``x`` and of sample covariance I
    (needs n > 2p)."""
    n = len(e)
    a = np.column_stack([np.ones(n), x - x.mean(0)])
    q, _ = np.linalg.qr(a)
    e = e - q @ (q.T @ e)
    c = np.cov(e, rowvar=False).reshape(e.shape[1], e.shape[1])
    return e @ np.linalg.inv(np.linalg.cholesky(c)).T


def correlated(x: np.ndarray, noise: float, seed: int, ids: np.ndarray,
               names: Sequence[str], exact: bool = False) -> np.ndarray:
    """Correlated noise (3.4.4.2): eps ~ N(0, alpha S) through the Cholesky factor of the
    sample covariance S.  ``exact``: the draws are whitened against the data first, so
    Cov(Z) = (1 + alpha) S and every correlation is kept exactly (to rounding)."""
    x = np.asarray(x, float)
    p = x.shape[1]
    s = np.cov(x, rowvar=False).reshape(p, p)
    e = _draws(seed, ids, names)
    if exact:
        e = whiten_against(e, x)
    return x + noise * e @ np.linalg.cholesky(s).T


def kim(x: np.ndarray, noise: float, seed: int, ids: np.ndarray, names: Sequence[str],
        exact: bool = True) -> np.ndarray:
    """Kim's linear transformation (3.4.4.3): Z = X + eps (correlated), G = c Z + (1 - c)
    mean(X), c = 1 / sqrt(1 + alpha).  With ``exact`` the mean and covariance of G equal
    those of X on the sample, not only in expectation."""
    x = np.asarray(x, float)
    z = correlated(x, noise, seed, ids, names, exact=exact)
    c = 1.0 / np.sqrt(1.0 + noise ** 2)
    return c * z + (1.0 - c) * x.mean(axis=0)


def multiplicative(x: np.ndarray, noise: float, seed: int, ids: np.ndarray,
                   names: Sequence[str]) -> np.ndarray:
    """Multiplicative noise (3.4.2.2): x_ij (1 + noise e_ij); zeros stay 0."""
    x = np.asarray(x, float)
    return x * (1.0 + noise * _draws(seed, ids, names))


def ordered_sum(v: np.ndarray, w: np.ndarray, ids: np.ndarray,
                keep_zeros: bool = False) -> np.ndarray:
    """Hoehne's ordered, sum-preserving multiplicative noise (3.4.2.2), one variable:
    the values sorted in descending order (ties: ascending record id); the first
    becomes (1 - w) x; each next one (1 - w) x while the perturbed running sum exceeds
    the original one, else (1 + w) x; the last takes the residual, so the sum is exact.
    ``w`` holds each record's factor W_i (positive).  ``keep_zeros``: zeros stay 0 and
    take no part (the last non-zero value takes the residual)."""
    v = np.asarray(v, float)
    out = v.copy()
    part = np.flatnonzero(v != 0) if keep_zeros else np.arange(len(v))
    if not len(part):
        return out
    order = part[np.lexsort((np.asarray(ids)[part], -v[part]))]
    xs, ws = v[order].tolist(), np.asarray(w, float)[order].tolist()
    new = [0.0] * len(xs)
    diff = 0.0                        # sum over k < i of (X^a_k - X_k)
    last = len(xs) - 1
    for i, (x, wi) in enumerate(zip(xs, ws, strict=True)):
        if i == last:
            new[i] = x - diff
        elif i == 0 or diff > 0:
            new[i] = (1.0 - wi) * x
        else:
            new[i] = (1.0 + wi) * x
        diff += new[i] - x
    out[order] = new
    return out


def ordered_sum_factors(noise: float, sd: float, seed: int, ids: np.ndarray,
                        name: str) -> np.ndarray:
    """The factors W_i = |N(noise, sd^2)| of :func:`ordered_sum`, keyed by (seed, record
    id, "noise_ordered_sum", variable)."""
    return np.abs(noise + sd * normal(seed, ids, "noise_ordered_sum", name))
