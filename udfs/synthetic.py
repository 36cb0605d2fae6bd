"""Synthetic and hybrid data kernels (seed 003 section 3.4.7), one stratum per call.

Arrays are n x p floats of complete records; ``ids`` the records' ids; ``names`` the
names of the generated variables (the draws of variable j are the normals of (seed,
record id, step, names[j]), :mod:`udfs.draws`).

* :func:`ipso` -- IPSO methods A, B and C (3.4.7.5, Burridge 2004): the confidential
  block y regressed on the non-confidential x (with an intercept);
* :func:`cholesky_synthetic` -- fully synthetic data with the means and the covariance
  of the original exactly (3.4.7.5, Mateo-Sanz et al. 2004);
* :func:`ms_hybrid` -- the Muralidhar-Sarathy hybrid generator (3.4.7.7);
* :func:`microhybrid` -- microaggregation-based hybrid data (3.4.7.8): MDAV clusters,
  each replaced by its Cholesky synthetic version.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .draws import normal
from .microaggregation import mdav
from .noise import whiten_against

__all__ = ["cholesky_synthetic", "ipso", "microhybrid", "ms_hybrid", "ms_coefficients",
           "right_root"]


def _normals(seed: int, ids: np.ndarray, step: str, names: Sequence[str]) -> np.ndarray:
    return np.column_stack([normal(seed, ids, step, v) for v in names]) if len(names) \
        else np.zeros((len(ids), 0))


def right_root(c: np.ndarray) -> np.ndarray:
    """U with U^t U = c: the upper Cholesky factor when c is positive definite, else the
    symmetric square root (c positive semidefinite: a constant variable, collinear
    variables)."""
    c = np.asarray(c, float)
    try:
        return np.linalg.cholesky(c).T
    except np.linalg.LinAlgError:
        vals, vecs = np.linalg.eigh((c + c.T) / 2)
        return vecs @ np.diag(np.sqrt(np.clip(vals, 0, None))) @ vecs.T


def _design(x: np.ndarray, n: int) -> np.ndarray:
    return np.column_stack([np.ones(n), np.asarray(x, float).reshape(n, -1)])


def ipso(y: np.ndarray, x: np.ndarray, method: str, seed: int, ids: np.ndarray,
         names: Sequence[str]) -> np.ndarray:
    """IPSO: B_hat = OLS of y on [1, x], fitted mu = [1, x] B_hat.  A: mu.  B: mu + r~,
    r~ the residuals of random normal y~ on [1, x] (B_hat kept).  C: mu + r~', r~' =
    r~ (L_O^-1)^t L^t with n Sigma_hat = r^t r = L L^t and r~^t r~ = L_O L_O^t, so that
    B_hat and Sigma_hat = r^t r / n are kept exactly."""
    y = np.asarray(y, float)
    n = len(y)
    xd = _design(x, n)
    b_hat, *_ = np.linalg.lstsq(xd, y, rcond=None)
    mu = xd @ b_hat
    if method == "A":
        return mu
    yt = _normals(seed, ids, "ipso", names)
    bt, *_ = np.linalg.lstsq(xd, yt, rcond=None)
    rt = yt - xd @ bt
    if method == "B":
        return mu + rt
    r = y - mu
    lt = right_root(r.T @ r)                       # L^t: L L^t = n Sigma_hat
    lo = np.linalg.cholesky(rt.T @ rt)             # r~^t r~ = L_O L_O^t
    return mu + np.linalg.solve(lo, rt.T).T @ lt   # r~ (L_O^-1)^t L^t


def cholesky_synthetic(x: np.ndarray, seed: int, ids: np.ndarray, names: Sequence[str],
                       step: str = "cholesky_synthetic") -> np.ndarray:
    """Z = A U + mean(x): A normal draws centred and whitened to sample covariance I
    exactly, U^t U = C the sample covariance of x (n - 1).  Means and covariance of x
    exactly (needs n > p)."""
    x = np.asarray(x, float)
    n, p = x.shape
    a = whiten_against(_normals(seed, ids, step, names), np.zeros((n, 0)))
    c = np.cov(x, rowvar=False).reshape(p, p)
    return a @ right_root(c) + x.mean(axis=0)


def ms_coefficients(sxx: np.ndarray, sxy: np.ndarray, syy: np.ndarray, mean_x: np.ndarray,
                    mean_y: np.ndarray, alpha: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The MS generator's (beta^t, gamma, Sigma_ee), row form of 3.4.7.7:
    beta^t = Syy^-1 Syx (I - alpha^t), gamma = mean_x (I - alpha^t) - mean_y beta^t,
    Sigma_ee = C - alpha C alpha^t with C = Sxx - Sxy Syy^-1 Syx."""
    eye = np.eye(len(sxx))
    syx = sxy.T
    bt = np.linalg.solve(syy, syx) @ (eye - alpha.T)
    gamma = mean_x @ (eye - alpha.T) - mean_y @ bt
    c = sxx - sxy @ np.linalg.solve(syy, syx)
    return bt, gamma, c - alpha @ c @ alpha.T


def ms_hybrid(xc: np.ndarray, yn: np.ndarray, alpha: np.ndarray, seed: int,
              ids: np.ndarray, names: Sequence[str]) -> np.ndarray:
    """X' = gamma + X alpha^t + Y beta^t + e (3.4.7.7), e normal draws centred, made
    orthogonal to [1, X, Y] and given the sample covariance Sigma_ee exactly: mean(X') =
    mean(X), Cov(X') = Sxx and Cov(X', Y) = Sxy hold exactly on the sample (needs
    n > 2L + M + 1).  Raises ValueError when Sigma_ee is not positive semidefinite."""
    xc, yn = np.asarray(xc, float), np.asarray(yn, float)
    n, nx = xc.shape
    s = np.cov(np.column_stack([xc, yn]), rowvar=False).reshape(nx + yn.shape[1], -1)
    bt, gamma, see = ms_coefficients(s[:nx, :nx], s[:nx, nx:], s[nx:, nx:], xc.mean(0),
                                     yn.mean(0), alpha)
    vals = np.linalg.eigvalsh((see + see.T) / 2)
    if vals.min() < -1e-10 * max(1.0, float(np.abs(vals).max())):
        raise ValueError("Sigma_ee is not positive semidefinite")
    e = whiten_against(_normals(seed, ids, "ms_hybrid", names), np.column_stack([xc, yn]))
    return gamma + xc @ alpha.T + yn @ bt + e @ right_root(see)


def microhybrid(x: np.ndarray, k: int, seed: int, ids: np.ndarray,
                names: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """MDAV clusters of k..2k-1 records (on standardised variables), each replaced by a
    Cholesky synthetic version of itself: every cluster's mean and covariance exactly
    (needs k > p).  Returns (the values, the cluster of each record)."""
    x = np.asarray(x, float)
    ids = np.asarray(ids, np.int64)
    group = mdav(x, k, ids, standardise_first=True)
    out = np.empty_like(x)
    for g in np.unique(group):
        m = group == g
        out[m] = cholesky_synthetic(x[m], seed, ids[m], names, step="microhybrid")
    return out, group
