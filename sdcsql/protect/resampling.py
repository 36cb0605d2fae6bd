"""Resampling (seed 003 section 3.4.2.6): each numeric variable replaced, per stratum, by
the rank-wise means of t bootstrap samples of its values.

Per stratum and per variable through the engine's ``map_groups``, with the kernel
:mod:`udfs.resampling`; the records and the protected relation are the templates
``sql/protect/draws/records.sql`` and ``sql/protect/draws/replaced.sql``.  NULLs stay
NULL and take no part.  The masked values keep the order of the originals (the record
of rank j gets the j-th mean); ties are ranked by record id.

>>> import sdcsql
>>> from sdcsql.protect.resampling import resampling
>>> p = sdcsql.Problem("SELECT * FROM (VALUES (1, 10.0), (1, 20.0), (2, 30.0)) t(a, x)",
...                    sdcsql.Spec(keys=["a"], numeric=["x"]))
>>> out = resampling(p, seed=1, resamples=5)
>>> out.summary.n
3
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import InputError
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_keywords
from ..udfs.resampling import resample
from .draws import (
    NUMERIC_OPTION,
    SEED_OPTION,
    Perturbed,
    check_seed,
    check_single_value_strata,
    perturb,
    variables_of,
)

__all__ = ["RESAMPLING_STEP", "resampling"]


def _check_resamples(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise InputError(f"{where}: the number of bootstrap samples must be an integer "
                         f">= 1, got {value!r}")
    return int(value)


RESAMPLING_STEP = StepOptions("resampling", own=(
    NUMERIC_OPTION,
    SEED_OPTION,
    Option("resamples", _check_resamples, "resampling: the number t of bootstrap samples "
           "averaged by rank", default=10, cli={"type": int}),
), templates=("protect/draws/records.sql", "protect/draws/replaced.sql"))


def resampling(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
               seed: int | None = None, resamples: int = 10) -> Perturbed:
    """Replace the ``numeric`` variables (default: the spec's numeric role) by the
    rank-wise means of ``resamples`` bootstrap samples, per stratum."""
    opts = check_keywords({"numeric": numeric, "seed": seed, "resamples": resamples},
                          RESAMPLING_STEP.own, "resampling")
    seed_ = check_seed(opts.get("seed"))
    t = _check_resamples(opts.get("resamples", 10), "resamples")
    names = variables_of(problem, opts.get("numeric"), "resampling: numeric")
    check_single_value_strata(problem, names, "resampling",
                              "resampling (bootstrap samples of the stratum's values)")

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        out = {v: values[v].copy() for v in names}
        for v in names:     # a run without v's values (a household-level run) skips it
            ok = ~np.isnan(values[v])
            if ok.any():
                out[v][ok] = resample(values[v][ok], t, seed_, ids[ok], v)
        return out

    return perturb(problem, "resampling", names, kernel, seed=seed_, numeric_out=True,
                   details={"resamples": t})
