"""Fitters of the log-linear model risk (sdcsql.risk.loglinear; seed 004 3.7-3.9).

* :func:`fit_ipf`: the Poisson MLE of a hierarchical log-linear model (given by its
  generating margins) by iterative proportional fitting on a dense array over the
  full grid of the keys' observed levels, with an optional offset (the log of the
  starting table) and real-valued responses (pseudo-ML).  It returns the extended
  MLE when a margin is zero (where no finite coefficients exist).
* :func:`fit_irls`: Poisson IRLS with a sparse treatment-coded design (:func:`design`),
  for the weighted method (a numeric covariate) and sdcMicro's GLM (numeric keys as
  linear covariates); :func:`fit_glm` gives the extended MLE (0 in the cells of a
  zero margin of a factor term, the rest by IRLS) and refuses a boundary it cannot
  place.
* :func:`taus`: tau1 = sum_{f=1} exp(-v), tau2 = sum_{f=1} (1 - exp(-v)) / v,
  v = (1 - pi_k) lambda_k (seed 004 (3.22), (3.23)).

>>> import numpy as np
>>> f = np.array([[1.0, 2.0], [3.0, 4.0]])
>>> bool(np.allclose(fit_ipf(f, [(0,), (1,)])[0], np.outer(f.sum(1), f.sum(0)) / 10))
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
import scipy.linalg
import scipy.sparse as sp

from sdcsql.errors import InputError

__all__ = ["design", "fit_glm", "fit_ipf", "fit_irls", "taus", "zero_margin_cells"]


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
           covariates: Sequence[np.ndarray] = (),
           numeric: Mapping[int, np.ndarray] | None = None) -> sp.csr_matrix:
    """Treatment-coded design over the full grid (C-order cells): intercept, one block
    per term (first level of each factor axis the reference), then numeric covariates.
    ``numeric``: axes that enter as linear covariates, with the value of each of their
    levels (a term's block is then its factor axes' dummies times the product of its
    numeric axes' values; a term of numeric axes only is one column), as R's model
    matrix codes a numeric variable."""
    numeric = dict(numeric or {})
    cells = np.indices(dims).reshape(len(dims), -1).T
    c = len(cells)
    cols = [sp.csr_matrix(np.ones((c, 1)))]
    for term in terms:
        factors = [a for a in term if a not in numeric]
        scale = np.ones(c)
        for a in term:
            if a in numeric:
                scale = scale * np.asarray(numeric[a], float)[cells[:, a]]
        sub = [dims[a] - 1 for a in factors]
        ok = np.all(cells[:, factors] > 0, axis=1) if factors else np.ones(c, dtype=bool)
        idx = np.ravel_multi_index(tuple((cells[ok][:, a] - 1) for a in factors), sub) \
            if ok.any() and factors else np.zeros(int(ok.sum()), dtype=int)
        cols.append(sp.csr_matrix((scale[ok], (np.nonzero(ok)[0], idx)),
                                  shape=(c, int(np.prod(sub)))))
    for cov in covariates:
        cols.append(sp.csr_matrix(np.asarray(cov, float).reshape(c, 1)))
    return sp.hstack(cols, format="csr")


def zero_margin_cells(y: np.ndarray, terms: Sequence[tuple[int, ...]],
                      numeric: Mapping[int, np.ndarray] | None = None) -> np.ndarray:
    """The cells (a mask of ``y``'s shape) in a zero margin of a term of factor axes:
    the Poisson MLE does not exist there (a coefficient goes to -inf), and the extended
    MLE -- the limit of the likelihood's maximising sequence, what IPF returns -- has
    fitted value 0 in each of them."""
    numeric = dict(numeric or {})
    out = np.zeros(y.shape, dtype=bool)
    for term in terms:
        if any(a in numeric for a in term):
            continue
        other = tuple(a for a in range(y.ndim) if a not in term)
        out |= np.broadcast_to(y.sum(axis=other, keepdims=True) == 0, y.shape)
    return out


def fit_glm(y: np.ndarray, terms: Sequence[tuple[int, ...]],
            covariates: Sequence[np.ndarray] = (),
            numeric: Mapping[int, np.ndarray] | None = None,
            offset: np.ndarray | None = None) -> tuple[np.ndarray, int]:
    """The Poisson GLM (log link) of ``y`` over its grid with the design of
    :func:`design`, by IRLS: its extended MLE -- cells in a zero margin of a factor
    term get 0 (:func:`zero_margin_cells`), the rest is fitted without them and
    without the design's columns that vanish there.  Fitted values of ``y``'s shape."""
    dims = y.shape
    X = design(dims, terms, covariates, numeric)
    zero = zero_margin_cells(y, terms, numeric).ravel()
    keep = np.nonzero(~zero)[0]
    Xk = X[keep]
    used = np.nonzero(np.asarray(abs(Xk).sum(axis=0)).ravel() > 0)[0]
    if zero.any():
        # without the zero-margin cells some columns repeat others (a level seen in one
        # stratum of an interaction only): keep a basis, by a pivoted QR of X'X with the
        # columns scaled to a largest |value| of 1 (the fitted values do not change)
        Xu = Xk[:, used]
        size = np.asarray(abs(Xu).max(axis=0).todense()).ravel()
        Xs = Xu @ sp.diags(1.0 / size)
        _, r, piv = scipy.linalg.qr((Xs.T @ Xs).toarray(), pivoting=True)
        diag = np.abs(np.diag(r))
        rank = int(np.sum(diag > 1e-10 * diag[0]))
        used = used[np.sort(piv[:rank])]
    mu = np.zeros(y.size)
    fitted, it = fit_irls(y.ravel()[keep], Xk[:, used].tocsr(),
                          None if offset is None else np.asarray(offset, float).ravel()[keep])
    mu[keep] = fitted
    return mu.reshape(dims), it


def fit_irls(y: np.ndarray, X: sp.csr_matrix, offset: np.ndarray | None = None,
             tol: float = 1e-13, max_iter: int = 100) -> tuple[np.ndarray, int]:
    """Fitted values and iterations of the Poisson GLM (log link) by IRLS."""
    y = np.asarray(y, float).ravel()
    off = np.zeros_like(y) if offset is None else np.asarray(offset, float).ravel()
    # each column scaled to a largest |value| of 1: the fitted values do not change, and
    # a covariate in the hundreds of thousands (a cell's sum of weights) no longer makes
    # X'WX numerically indefinite next to the 0/1 dummies
    size = np.asarray(abs(X).max(axis=0).todense()).ravel()
    X = (X @ sp.diags(1.0 / np.where(size > 0, size, 1.0))).tocsr()
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
            raise InputError("loglinear_model: the model's design is singular (a term or "
                             "the weight covariate is determined by the others); drop a "
                             "term") from None
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


