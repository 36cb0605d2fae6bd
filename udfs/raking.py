"""Raking: iterative proportional fitting of weights to margins (calibration of the
weights of a sample to known totals; Deming and Stephan 1940).

Each margin is a categorical variable given as integer codes 0..K-1 per record, and
its targets are the totals of the weights per code.  One pass multiplies the weights
of the records of each code by target / current total, margin after margin; the
passes repeat until every margin's total is within ``tolerance`` (relative) of its
target.  The weights stay positive (a product of positive factors) and a single margin
converges in one pass.  Numpy arrays in, numpy arrays out; no engine.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = ["rake", "RakingError", "TOLERANCE", "MAX_ITERATIONS"]

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
    w = np.asarray(weights, dtype=np.float64).copy()
    margins = []
    for j, (c, t) in enumerate(zip(codes, targets, strict=True)):
        c = np.asarray(c, dtype=np.int64)
        t = np.asarray(t, dtype=np.float64)
        current = np.bincount(c, weights=w, minlength=len(t))
        if ((current <= 0) & (t > 0)).any():
            raise RakingError(f"margin {j + 1}: a category with a total has no record "
                              f"in the sample")
        if ((current > 0) & (t <= 0)).any():
            raise RakingError(f"margin {j + 1}: a category of the sample has no total")
        margins.append((c, t))
    for passes in range(1, max_iterations + 1):
        for c, t in margins:
            current = np.bincount(c, weights=w, minlength=len(t))
            factor = np.divide(t, current, out=np.ones_like(t), where=current > 0)
            w *= factor[c]
        worst = 0.0
        for c, t in margins:
            current = np.bincount(c, weights=w, minlength=len(t))
            scale = np.where(t > 0, t, 1.0)
            worst = max(worst, float(np.max(np.abs(current - t) / scale, initial=0.0)))
        if worst <= tolerance:
            return w, passes
    raise RakingError(f"raking did not reach the margins within {tolerance:g} in "
                      f"{max_iterations} passes: on this sample the margins contradict "
                      f"each other")
