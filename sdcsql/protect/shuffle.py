"""Shuffling: a random permutation of each variable's values within each stratum.

Not sdcMicro's ``shuffle()`` (a regression-based method of Muralidhar and Sarathy):
here every variable's non-NULL values are permuted among the stratum's records, keeping
each variable's distribution per stratum exactly and breaking its link to the record.
Per stratum through ``map_groups`` with :mod:`udfs.shuffle` (templates
``sql/protect/draws/records.sql``, ``sql/protect/draws/replaced.sql``); any column type.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..interface import ProblemInterface
from ..options import StepOptions, check_keywords
from ..udfs.shuffle import shuffle as shuffle_kernel
from .draws import NUMERIC_OPTION, SEED_OPTION, Perturbed, check_seed, perturb, variables_of

__all__ = ["SHUFFLE_STEP", "shuffle"]

SHUFFLE_STEP = StepOptions("shuffle", own=(NUMERIC_OPTION, SEED_OPTION),
                           templates=("protect/draws/records.sql",
                                      "protect/draws/replaced.sql"))


def shuffle(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
            seed: int | None = None) -> Perturbed:
    """Permute the values of each of the ``numeric`` variables within each stratum."""
    opts = check_keywords({"numeric": numeric, "seed": seed}, SHUFFLE_STEP.own, "shuffle")
    seed_ = check_seed(opts.get("seed"))
    names = variables_of(problem, opts.get("numeric"), "shuffle: numeric", numeric=False)

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        out = {v: values[v].copy() for v in names}
        for v in names:
            ok = np.array([x is not None for x in values[v]], dtype=bool)
            out[v][ok] = shuffle_kernel(values[v][ok], seed_, ids[ok], v)
        return out

    return perturb(problem, "shuffle", names, kernel, seed=seed_, numeric_out=False)
