"""Raking: iterative proportional fitting of weights to margins (calibration of the
weights of a sample to known totals; Deming and Stephan 1940).

Each margin is a categorical variable given as integer codes 0..K-1 per record, and
its targets are the totals of the weights per code.  One pass multiplies the weights
of the records of each code by target / current total, margin after margin; the
passes repeat until every margin's total is within ``tolerance`` (relative) of its
target.  The weights stay positive (a product of positive factors) and a single margin
converges in one pass.  Numpy arrays in, numpy arrays out; no engine.

:func:`rake_units` rakes with one factor per *unit* (a household), so that the members
of a unit keep their weights' ratios (equal weights stay equal): the record weights
w_i g_u nearest to w_i in the raking distance sum_i w_i (g log g - g + 1) under the
margins, with g constant within units.  Its solution is g_u = exp(xbar_u' lambda),
xbar_u the unit's weighted mean of its members' category indicators (Lagrange; the
household-level "integrated" weighting of Lemaitre and Dufour 1987 with the raking
distance), and lambda is found by Newton's method on the margins.  With one record
per unit it is the raking of :func:`rake` (the same distance, the same solution).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

__all__ = ["rake", "rake_factors", "rake_units", "unit_factors", "newton",
           "check_margin", "RakingError", "TOLERANCE", "MAX_ITERATIONS", "MAX_EXPONENT"]

#: the relative distance of every margin's total to its target when raking stops
TOLERANCE = 1e-10
MAX_ITERATIONS = 1000


class RakingError(ValueError):
    """Raking cannot reach the margins (a code with a target but no record, or no
    convergence within the iterations)."""


def rake(weights: np.ndarray, codes: Sequence[np.ndarray], targets: Sequence[np.ndarray],
         *, tolerance: float = TOLERANCE, max_iterations: int = MAX_ITERATIONS
         ) -> tuple[np.ndarray, int]:
    """The raked weights and the number of passes.

    ``codes[j]`` (int array, one per record, in 0..len(targets[j])-1) and ``targets[j]``
    (the wanted total of the weights per code, > 0 exactly where a record has the
    code) are
    margin j.  Raises :class:`RakingError` naming the margin (its index) when a code
    has a positive target and no record of positive weight (or records and no
    target), or when the passes do not
    bring every margin within ``tolerance``."""
    w, _, passes = _rake(weights, codes, targets, tolerance, max_iterations)
    return w, passes


def rake_factors(weights: np.ndarray, codes: Sequence[np.ndarray],
                 targets: Sequence[np.ndarray], *, tolerance: float = TOLERANCE,
                 max_iterations: int = MAX_ITERATIONS) -> tuple[np.ndarray, int]:
    """The raking of :func:`rake` as factors (the product of each row's factors over the
    passes: raked weight = weight x factor) and the number of passes.  Every record of
    a cell (one combination of the margins' codes) gets the same factors, so the raking
    of a file is that of its cells' weight totals, each record's weight times its
    cell's factor (``sdcsql.protect.sampling``: the cells raked on the driver, the
    factors joined back to the records in the engine)."""
    _, g, passes = _rake(weights, codes, targets, tolerance, max_iterations)
    return g, passes


def _rake(weights: np.ndarray, codes: Sequence[np.ndarray], targets: Sequence[np.ndarray],
          tolerance: float, max_iterations: int) -> tuple[np.ndarray, np.ndarray, int]:
    """Iterative proportional fitting: the raked weights, the factors, the passes."""
    w = np.asarray(weights, dtype=np.float64).copy()
    g = np.ones_like(w)
    margins = _margins(w, codes, targets)
    for passes in range(1, max_iterations + 1):
        for c, t in margins:
            current = np.bincount(c, weights=w, minlength=len(t))
            factor = np.divide(t, current, out=np.ones_like(t), where=current > 0)
            w *= factor[c]
            g *= factor[c]
        worst = 0.0
        for c, t in margins:
            current = np.bincount(c, weights=w, minlength=len(t))
            scale = np.where(t > 0, t, 1.0)
            worst = max(worst, float(np.max(np.abs(current - t) / scale, initial=0.0)))
        if worst <= tolerance:
            return w, g, passes
    raise RakingError(f"raking did not reach the margins within {tolerance:g} in "
                      f"{max_iterations} passes: on this sample the margins contradict "
                      f"each other")


def _margins(w: np.ndarray, codes: Sequence[np.ndarray], targets: Sequence[np.ndarray]
             ) -> list[tuple[np.ndarray, np.ndarray]]:
    """The margins as (codes, targets) arrays, checked (:func:`check_margin`)."""
    margins = []
    for j, (c, t) in enumerate(zip(codes, targets, strict=True)):
        c = np.asarray(c, dtype=np.int64)
        t = np.asarray(t, dtype=np.float64)
        check_margin(j, np.bincount(c, weights=w, minlength=len(t)), t)
        margins.append((c, t))
    return margins


def check_margin(j: int, current: np.ndarray, target: np.ndarray) -> None:
    """Margin ``j`` (0-based) can be raked: every category with a target has weight in
    the sample (``current``, its weight totals), and the reverse."""
    if ((current <= 0) & (target > 0)).any():
        raise RakingError(f"margin {j + 1}: a category with a total has no record "
                          f"in the sample")
    if ((current > 0) & (target <= 0)).any():
        raise RakingError(f"margin {j + 1}: a category of the sample has no total")


def rake_units(weights: np.ndarray, units: np.ndarray, codes: Sequence[np.ndarray],
               targets: Sequence[np.ndarray], *, tolerance: float = TOLERANCE,
               max_iterations: int = 100) -> tuple[np.ndarray, int]:
    """The raked weights, one factor per unit, and the number of Newton steps.

    ``units``: per record, its unit's index in 0..U-1 (a household); ``codes`` and
    ``targets`` as :func:`rake`.  The units' weighted category counts and weight sums
    are raked by :func:`unit_factors`.  Raises :class:`RakingError` as :func:`rake`
    does, and when the margins cannot be met with one factor per unit."""
    w = np.asarray(weights, dtype=np.float64)
    units = np.asarray(units, dtype=np.int64)
    n_units = int(units.max(initial=-1)) + 1
    margins = _margins(w, codes, targets)
    columns = []
    for c, t in margins:                    # A: the unit x category weighted counts
        columns.append(np.bincount(units * len(t) + c, weights=w,
                                   minlength=n_units * len(t)).reshape(n_units, len(t)))
    a = np.hstack(columns) if columns else np.zeros((n_units, 0))
    size = np.bincount(units, weights=w, minlength=n_units)
    g, steps = unit_factors(a, size, [t for _, t in margins], tolerance=tolerance,
                            max_iterations=max_iterations)
    return w * g[units], steps


def unit_factors(a: np.ndarray, size: np.ndarray, targets: Sequence[np.ndarray], *,
                 tolerance: float = TOLERANCE, max_iterations: int = 100
                 ) -> tuple[np.ndarray, int]:
    """One raking factor per unit and the number of Newton steps, from the units'
    weighted category counts ``a`` (units x categories, the margins side by side) and
    weight sums ``size``: g_u = exp(A_u lambda / W_u), lambda found by :func:`newton`
    (its sums here numpy's matrix products).  A unit's factor depends on its shares
    A_u / W_u alone."""
    target = np.concatenate(list(targets)) if len(targets) else np.zeros(0)
    live = target > 0                       # categories of no unit take no part
    a, target = a[:, live], target[live]
    mean = np.divide(a, size[:, None], out=np.zeros_like(a), where=size[:, None] > 0)
    weight = np.where(size > 0, size, 1.0)

    def evaluate(lam: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
        exponent = mean @ lam
        if exponent.max(initial=0.0) > MAX_EXPONENT:
            return None
        g = np.exp(exponent)
        return a.T @ g, (a * (g / weight)[:, None]).T @ a

    lam, steps = newton(evaluate, target, tolerance=tolerance,
                        max_iterations=max_iterations)
    return np.exp(mean @ lam), steps


#: the largest exponent of a unit's factor exp(x' lambda) a Newton trial may reach (a
#: factor of e^600 is no calibration): a trial beyond it is rejected, as one whose
#: error is not finite
MAX_EXPONENT = 600.0


def newton(evaluate: Callable[[np.ndarray], tuple[np.ndarray, np.ndarray] | None],
           target: np.ndarray, *, tolerance: float = TOLERANCE,
           max_iterations: int = 100) -> tuple[np.ndarray, int]:
    """The lambda of the raking with one factor per unit, g_u = exp(xbar_u' lambda), and
    the number of Newton steps.  ``evaluate(lambda)`` returns the raked category totals
    A' g and the Jacobian J = A' diag(g / W) A (A the units' weighted category counts,
    W their weight sums), or None when a factor would exceed e^:data:`MAX_EXPONENT`;
    ``target`` the category totals T (all positive).  Newton's step solves
    J d = A' g - T (a least-squares solution, since the margins of several variables
    share their sum), halved while it does not reduce the largest relative error.  The
    sums come from :func:`unit_factors`.  Raises :class:`RakingError` when the margins
    cannot be met with one factor per unit."""
    lam = np.zeros(len(target))

    def error(lam: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
        sums = evaluate(lam)
        if sums is None:
            return np.inf, np.zeros(len(target)), np.zeros((len(target), len(target)))
        with np.errstate(over="ignore", invalid="ignore"):
            worst = float(np.max(np.abs(sums[0] - target) / target, initial=0.0))
        return worst, sums[0], sums[1]

    worst, current, jacobian = error(lam)
    for steps in range(max_iterations + 1):
        if worst <= tolerance:
            return lam, steps
        step = np.linalg.lstsq(jacobian, current - target, rcond=None)[0]
        scale = 1.0
        while scale > 1e-12:
            trial = lam - scale * step
            trial_worst, trial_current, trial_jacobian = error(trial)
            if np.isfinite(trial_worst) and trial_worst < worst:
                lam, worst, current, jacobian = (trial, trial_worst, trial_current,
                                                 trial_jacobian)
                break
            scale /= 2
        else:
            break
    raise RakingError(f"raking with one factor per household did not reach the margins "
                      f"within {tolerance:g}: on this sample the margins cannot be met "
                      f"with the members of a household weighted alike")
