"""The core-risk screen (seed 002 sections 6.4 and 7): the risk with household size as
the only key, a lower bound of every member's risk.

A household size whose core risk reaches the threshold r* cannot be made safe by
suppressing the other keys: :func:`sdcsql.risk.threshold.unsafe_records` flags its
members ``'core'``, and the threshold step prints :func:`core_risk_warning`.
Template: ``sql/risk/core/core_risk.sql``; docs/risk/core.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import InputError
from ..udfs.individual import risk_udf
from .individual import check_method, households_table

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["core_table", "core_risk_table", "core_risk_warning"]


def core_table(problem: ProblemInterface, method: str) -> str:
    """Temp table of the core risk per household size (sql/risk/core/core_risk.sql).

    The risk of (fk, Fk) per household size runs in the engine through the risk
    function of :mod:`sdcsql.udfs.individual`, registered as a vectorised function.
    """
    key = f"core_{method}"
    if key not in problem.cache:
        check_method(method)
        households = households_table(problem, method)
        function = "sdc_risk_udf" if method == "exact" else f"sdc_risk_udf_{method}"
        problem.engine.register_function(function, risk_udf(method), ["DOUBLE", "DOUBLE"],
                                         "DOUBLE")
        problem.cache[key] = problem.create("TABLE", problem.name(key), problem.engine.render(
            "risk/core/core_risk.sql", keyed=problem.keyed, households=households,
            risk_function=function), {"pi": problem.spec.pi})
    return problem.cache[key]


def core_risk_table(problem: ProblemInterface, threshold: float | None = None,
                    method: str = "exact") -> list[dict[str, Any]]:
    """The core-risk screen (seed 002 sections 6.4 and 7).

    The risk with household size as the only key is a lower bound of every
    member's risk.  Returns one row per household size ``s`` with
    ``pi * r(s) > threshold`` (every size when ``threshold`` is None): size,
    core risk, individuals and households in counts and percent of the file.
    """
    if not problem.spec.household:
        raise InputError("the core-risk screen needs a household id (household=...)")
    engine = problem.engine
    rows = engine.query(f"SELECT * FROM {engine.quote(core_table(problem, method))}")
    n = sum(r["individuals"] for r in rows)
    n_households = sum(r["households"] for r in rows)
    out = []
    for r in rows:
        if threshold is not None and not r["core_risk"] > threshold:
            continue
        out.append({
            "household_size": int(r["household_size"]),
            "core_risk": float(r["core_risk"]),
            "individuals": int(r["individuals"]),
            "individuals_percent": 100.0 * r["individuals"] / n,
            "households": int(r["households"]),
            "households_percent": 100.0 * r["households"] / n_households,
        })
    return sorted(out, key=lambda r: -r["household_size"])


def core_risk_warning(rows: list[dict[str, Any]], threshold: float) -> str | None:
    """The warning text of seed 002 section 7, or None when no size exceeds the threshold."""
    if not rows:
        return None
    lines = [f"Warning: the identification risk of {sum(r['individuals'] for r in rows):,} "
             f"individual(s) in {sum(r['households'] for r in rows):,} household(s) cannot be "
             f"reduced below the threshold {threshold:g}: household size alone puts them above it.",
             f"{'size':>5} {'core risk':>12} {'individuals':>12} {'%':>8} "
             f"{'households':>11} {'%':>8}"]
    for r in rows:
        lines.append(f"{r['household_size']:>5} {r['core_risk']:>12.6g} {r['individuals']:>12,} "
                     f"{r['individuals_percent']:>8.4f} {r['households']:>11,} "
                     f"{r['households_percent']:>8.4f}")
    return "\n".join(lines)
