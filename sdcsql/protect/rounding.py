"""Rounding to a base (seed 003 section 3.4.2.5): x -> b * floor(x / b + 1/2).

The rounding set of p_i = b i is [p_i - b/2, p_i + b/2) (halves go up, also below
zero).  Deterministic (no seed); a record's rounding needs no other record, so strata
change nothing.  On DuckDB it is pure SQL (``sql/protect/rounding/rounded.sql``: the
same IEEE operations as :func:`round_to_base`, so the same bits), streamed; on Spark
the per-stratum run of the other perturbations (``sql/protect/draws/records.sql``),
split by a hash of the record id (row-wise: ``perturb(..., rowwise=True)``).
The protected relation is ``sql/protect/draws/replaced.sql``; the treated columns
become DOUBLE.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import InputError
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_keywords
from .draws import (
    NUMERIC_OPTION,
    Perturbed,
    finish,
    perturb,
    record_id,
    streamed,
    variables_of,
)

__all__ = ["ROUNDING_STEP", "rounding", "round_to_base"]


def _check_base(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0 \
            or not np.isfinite(value):
        raise InputError(f"{where}: must be a number > 0, got {value!r}")
    return float(value)


ROUNDING_STEP = StepOptions("rounding", own=(
    NUMERIC_OPTION,
    Option("base", _check_base, "the rounding base b: values become multiples of b "
           "(halves rounded up)", required=True, cli={"type": float}),
), templates=("protect/draws/records.sql", "protect/draws/replaced.sql"))


def round_to_base(v: np.ndarray, base: float) -> np.ndarray:
    """b * floor(x / b + 1/2); NaN stays NaN."""
    return np.asarray(base * np.floor(np.asarray(v, float) / base + 0.5))


def rounding(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
             base: float | None = None) -> Perturbed:
    """Round the ``numeric`` variables (default: the spec's numeric ones) to multiples
    of ``base``."""
    opts = check_keywords({"numeric": numeric, "base": base}, ROUNDING_STEP.own,
                          "rounding")
    if "base" not in opts:
        raise InputError("base: rounding needs a base (a number > 0)")
    b = _check_base(opts["base"], "base")
    names = variables_of(problem, opts.get("numeric"), "rounding: numeric")

    # DuckDB's DECIMAL -> DOUBLE differs from Arrow's in the last bit: those columns
    # (and HUGEINT) keep the per-stratum run, whose kernel reads Arrow's floats
    if streamed(problem, names) and not any(
            problem.schema[v].upper().startswith(("DECIMAL", "HUGEINT", "UHUGEINT"))
            for v in names):
        treated = problem.create("TABLE", problem.name("rounding_treated"),
                                 problem.engine.render("protect/rounding/rounded.sql",
                                                       keyed=problem.keyed,
                                                       id=record_id(problem),
                                                       variables=names),
                                 {"base": b})
        return finish(problem, "rounding", names, treated, seed=None, numeric_out=True,
                      details={"base": b})

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        return {v: round_to_base(values[v], b) for v in names}

    return perturb(problem, "rounding", names, kernel, seed=None, numeric_out=True,
                   details={"base": b}, rowwise=True)
