"""EBIL: entropy-based information loss (seed 003 section 3.5.2, formula 3.8).

EBIL = sum over the records r of H(V | V' = j_r): the uncertainty left about a
record's original value V once its released value V' = j_r is known.  The model of
P(V = i | V' = j):

* ``empirical`` (default): the transition estimated from the data, n_ij / n_.j from
  the joint table of (original, released) values -- the seed's construction (Bayes
  with the transition matrix of the data); per variable and for the tuple of all the
  variables (``joint``);
* ``independent``: suppression independent of the value: a released missing value
  carries the entropy of the original's marginal, (values suppressed) x H(marginal).

In bits (log2, default) or nats.  Templates ``sql/utility/ebil/empirical.sql`` and
``independent.sql`` over the paired relation (docs/utility/ebil.md).

>>> import duckdb
>>> from sdcsql.utility.ebil import ebil
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW p AS SELECT * FROM (VALUES ('a', NULL), ('b', NULL), "
...                 "('c', 'c')) t(__sdc_o0, __sdc_m0)")
>>> ebil(con, "p", ["k"]).by_variable          # two records: H = 1 bit each
{'k': 2.0}
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .._sql import render
from ..data import Result
from ..errors import InputError

__all__ = ["EBIL_MODELS", "EBIL_UNITS", "EbilResult", "ebil"]

EBIL_MODELS = ("empirical", "independent")
EBIL_UNITS = ("bits", "nats")


@dataclass(frozen=True)
class EbilResult(Result):
    """EBIL per variable and (empirical model) of all the variables together."""

    by_variable: dict[str, float]
    joint: float | None
    model: str
    unit: str

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [(f"EBIL {v} ({self.unit})", f"{x:.6g}") for v, x in self.by_variable.items()]
        if self.joint is not None:
            rows.append((f"EBIL joint ({self.unit})", f"{self.joint:.6g}"))
        return two_columns(rows)


def ebil(con: Any, paired: str, variables: list[str], *, model: str = "empirical",
         unit: str = "bits") -> EbilResult:
    """EBIL over ``paired`` (``__sdc_o{i}``, ``__sdc_m{i}`` for variable i)."""
    if model not in EBIL_MODELS:
        raise InputError(f"ebil_model: {model!r} is not a model; give one of "
                         f"{', '.join(EBIL_MODELS)}")
    if unit not in EBIL_UNITS:
        raise InputError(f"ebil_unit: {unit!r} is not a unit; give one of {', '.join(EBIL_UNITS)}")
    scale = 1 / math.log(2) if unit == "bits" else 1.0

    def one(template: str, **params: Any) -> float:
        value = con.execute(render(template, paired=paired, **params)).fetchall()[0][0]
        return max(0.0, float(value or 0.0)) * scale

    if model == "empirical":
        by = {v: one("utility/ebil/empirical.sql", cols=[i]) for i, v in enumerate(variables)}
        joint: float | None = one("utility/ebil/empirical.sql", cols=list(range(len(variables))))
    else:
        by = {v: one("utility/ebil/independent.sql", var=i) for i, v in enumerate(variables)}
        joint = None
    return EbilResult(by_variable=by, joint=joint, model=model, unit=unit)
