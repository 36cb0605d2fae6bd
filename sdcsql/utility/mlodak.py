"""Młodak's information loss lambda (seed 003 section 3.5.4, formulas 3.15 and 3.16).

lambda_j = (1/n) sum_i d(x'_ij, x_ij) per variable, lambda = the mean of the lambda_j,
with a distance d in [0, 1] by the variable's scale: nominal (3.10: 0 if equal, else
1 -- the seed prints the cases the wrong way round), ordinal (3.11: the rank distance
over the number of categories less one), continuous (3.14: (2 / pi) arctan |x' - x|,
on the raw scale as the seed).  A suppressed value follows the seed's convention (the
far end of the scale) or sdcMicro's (``IL_variables``).  One scan per variable:
``sql/utility/mlodak/distance_sums.sql`` (docs/utility/mlodak.md).

>>> import duckdb
>>> from sdcsql.utility.mlodak import mlodak_lambda
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW p AS SELECT * FROM (VALUES ('a', 'a'), ('b', NULL)) "
...                 "t(__sdc_o0, __sdc_m0)")
>>> mlodak_lambda(con, "p", {"k": "nominal"}).value
0.5
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..data import Result
from ..engines import engine_of
from ..errors import InputError

__all__ = ["LAMBDA_CONVENTIONS", "LambdaResult", "mlodak_lambda"]

LAMBDA_CONVENTIONS = ("seed", "sdcmicro")
SCALES = ("nominal", "ordinal", "continuous")


@dataclass(frozen=True)
class LambdaResult(Result):
    """lambda and each variable's lambda_j, with the scale used for each."""

    value: float | None
    by_variable: dict[str, float]
    scales: dict[str, str]
    convention: str

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [(f"lambda {v} ({self.scales[v]})", f"{x:.6g}")
                for v, x in self.by_variable.items()]
        rows.append(("lambda", "-" if self.value is None else f"{self.value:.6g}"))
        return two_columns(rows)


def mlodak_lambda(con: Any, paired: str, scales: dict[str, str], *,
                  convention: str = "seed") -> LambdaResult:
    """lambda over ``paired`` (``__sdc_o{i}``, ``__sdc_m{i}`` for the i-th variable of
    ``scales``: variable -> nominal, ordinal or continuous)."""
    if convention not in LAMBDA_CONVENTIONS:
        raise InputError(f"lambda_convention: {convention!r} is not a convention; give one "
                         f"of {', '.join(LAMBDA_CONVENTIONS)}")
    by: dict[str, float] = {}
    engine = engine_of(con)
    for i, (variable, kind) in enumerate(scales.items()):
        if kind not in SCALES:
            raise InputError(f"{variable!r}: scale {kind!r} is not one of {', '.join(SCALES)}")
        s, n = engine.query(engine.render("utility/mlodak/distance_sums.sql", paired=paired,
                                          var=i, kind=kind, convention=convention))[0].values()
        by[variable] = float(s or 0.0) / n if n else 0.0
    value = sum(by.values()) / len(by) if by else None
    return LambdaResult(value=value, by_variable=by, scales=dict(scales), convention=convention)
