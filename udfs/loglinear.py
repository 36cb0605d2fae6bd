"""Fitters of the log-linear model risk (sdcsql.risk.loglinear; seed 004 3.7-3.9).

* :func:`fit_ipf`: the Poisson MLE of a hierarchical log-linear model (given by its
  generating margins) by iterative proportional fitting on a dense array over the
  full grid of the keys' observed levels, with an optional offset (the log of the
  starting table) and real-valued responses (pseudo-ML).  It returns the extended
  MLE when a margin is zero (where no finite coefficients exist).
* :func:`fit_irls`: Poisson IRLS with a sparse treatment-coded design (:func:`design`),
  for the weighted method (a numeric covariate); it refuses a boundary MLE.
* :func:`taus`: tau1 = sum_{f=1} exp(-v), tau2 = sum_{f=1} (1 - exp(-v)) / v,
  v = (1 - pi_k) lambda_k (seed 004 (3.22), (3.23)).

>>> import numpy as np
>>> f = np.array([[1.0, 2.0], [3.0, 4.0]])
>>> bool(np.allclose(fit_ipf(f, [(0,), (1,)])[0], np.outer(f.sum(1), f.sum(0)) / 10))
True
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import scipy.linalg
import scipy.sparse as sp

from sdcsql.errors import InputError

__all__ = ["design", "fit_ipf", "fit_irls", "taus"]


def fit_ipf(y: np.ndarray, margins: Sequence[tuple[int, ...]],
            offset: np.ndarray | None = None, tol: float = 1e-13,
            max_iter: int = 10_000) -> tuple[np.ndarray, int]:
    """Fitted values and iterations of the hierarchical model with generating class
    ``margins`` (tuples of axes) to ``y``; ``offset``: log of the starting table."""
    fit = np.ones_like(y, dtype=float) if offset is None else np.exp(offset).astype(float)
    targets = []
    for m in margins:
        other = tuple(a for a in range(y.ndim) if a not in m)
        targets.append((other, y.sum(axis=other, keepdims=True)))
    scale = max(1.0, float(y.sum()))
    for it in range(1, max_iter + 1):
        worst = 0.0
        for other, target in targets:
            cur = fit.sum(axis=other, keepdims=True)
            with np.errstate(invalid="ignore", divide="ignore"):
                ratio = np.where(cur > 0, target / np.where(cur > 0, cur, 1.0), 0.0)
            worst = max(worst, float(np.max(np.abs(target - cur))))
            fit = fit * ratio
        if worst <= tol * scale:
            return fit, it
    raise InputError(f"loglinear_model: IPF did not converge in {max_iter} iterations")


def design(dims: tuple[int, ...], terms: Sequence[tuple[int, ...]],
           covariates: Sequence[np.ndarray] = ()) -> sp.csr_matrix:
    """Treatment-coded design over the full grid (C-order cells): intercept, one block
    per term (first level of each axis the reference), then numeric covariates."""
    cells = np.indices(dims).reshape(len(dims), -1).T
    c = len(cells)
    cols = [sp.csr_matrix(np.ones((c, 1)))]
    for term in terms:
        sub = [dims[a] - 1 for a in term]
        ok = np.all(cells[:, list(term)] > 0, axis=1)
        idx = np.ravel_multi_index(tuple((cells[ok][:, a] - 1) for a in term), sub) \
            if ok.any() else np.zeros(0, dtype=int)
        cols.append(sp.csr_matrix((np.ones(int(ok.sum())), (np.nonzero(ok)[0], idx)),
                                  shape=(c, int(np.prod(sub)))))
    for cov in covariates:
        cols.append(sp.csr_matrix(np.asarray(cov, float).reshape(c, 1)))
    return sp.hstack(cols, format="csr")


def fit_irls(y: np.ndarray, X: sp.csr_matrix, offset: np.ndarray | None = None,
             tol: float = 1e-13, max_iter: int = 100) -> tuple[np.ndarray, int]:
    """Fitted values and iterations of the Poisson GLM (log link) by IRLS."""
    y = np.asarray(y, float).ravel()
    off = np.zeros_like(y) if offset is None else np.asarray(offset, float).ravel()
    mu = y + 0.5 * max(float(y.mean()), 1e-3)
    eta = np.log(mu)
    dev_old = np.inf
    boundary = InputError("loglinear_model: the maximum-likelihood fit does not exist "
                          "(a margin of the model is zero); drop an interaction")
    for it in range(1, max_iter + 1):
        z = eta - off + (y - mu) / mu
        xtw = X.T.multiply(mu).tocsr()
        try:
            beta = scipy.linalg.cho_solve(scipy.linalg.cho_factor((xtw @ X).toarray()),
                                          xtw @ z)
        except np.linalg.LinAlgError:
            raise boundary from None
        eta = X @ beta + off
        if not np.all(np.isfinite(eta)) or eta.max() > 700:
            raise boundary
        mu = np.exp(eta)
        with np.errstate(divide="ignore", invalid="ignore"):
            dev = 2 * float(np.sum(np.where(y > 0, y * np.log(np.where(y > 0, y, 1) / mu),
                                            0.0) - (y - mu)))
        if abs(dev_old - dev) <= tol * (abs(dev) + 1):
            if mu.min() < 1e-10 * max(float(mu.max()), 1.0):
                raise boundary
            return mu, it
        dev_old = dev
    raise boundary


def taus(f: np.ndarray, lam: np.ndarray, pi: np.ndarray | float) -> tuple[float, float]:
    """tau1, tau2 over the sample uniques (f == 1) (seed 004 (3.22), (3.23))."""
    su = np.asarray(f).ravel() == 1
    v = (1 - np.broadcast_to(pi, np.shape(f)).ravel()[su]) * np.asarray(lam).ravel()[su]
    with np.errstate(divide="ignore", invalid="ignore"):
        t2 = np.where(v > 0, -np.expm1(-v) / np.where(v > 0, v, 1.0), 1.0)
    return float(np.sum(np.exp(-v))), float(np.sum(t2))


