"""Threshold setting and unsafe records (the individual risk methodology).

A threshold r* on the individual risk splits the records into safe and unsafe
ones (seed 000 section 4; seed 002 section 8).  It is set one of three ways, as
the Calc buttons of mu-Argus's risk chart do (seed 000 section 7.3.3), and each
way reports the other two figures:

* directly, ``risk=r*``;
* from a target re-identification rate ``reid_rate=xi*`` by the search of seed 000
  section 4.1 (formulas 16-17): the largest observed risk level whose bound on the
  re-identification rate of the protected file is below xi*;
* from a target number of unsafe records ``unsafe_records=N``: the smallest
  observed risk level that makes at most N records unsafe.

Households (seed 000 sections 5.2 and 7.4.1): a threshold r_h* on the household
risk, set directly or from a target household rate xi_h*, turned into per-record
thresholds delta_g = r_h* / |g|.

The search is one window-function template over the cells (or households):
``sql/risk/threshold/risk_levels.sql``; no Python loop runs over cells or records.
See docs/risk/threshold.md for the definitions and every edge-case choice.

>>> import sdcsql
>>> from sdcsql.risk.threshold import set_threshold
>>> sql = "SELECT * FROM (VALUES (1), (1), (1), (1), (2), (2), (3)) t(a)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a"])) as p:   # weight 1: r = 1 / fk
...     t = set_threshold(p, reid_rate=0.4)
>>> t.threshold, t.unsafe_records, round(t.reidentification_rate_bound, 4)
(0.5, 3, 0.3571)
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions
from .core import core_table
from .individual import RISK_STEP, cell_risk_table, check_method, households_table

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource, ProblemInterface

__all__ = ["ThresholdResult", "HouseholdThresholdResult", "set_threshold", "two_columns",
           "set_household_threshold", "unsafe_records", "parse_rate", "RULES",
           "THRESHOLD_STEP"]

#: The unsafe rules: ``">="`` (seed 000: unsafe when r >= r*) or ``">"`` (seed 002: r > alpha).
RULES = (">=", ">")


def two_columns(rows: list[tuple[str, str]]) -> str:
    """A printed summary: labels, two spaces, values aligned."""
    width = max(len(k) for k, _ in rows)
    return "\n".join(f"{k:<{width}}  {v}" for k, v in rows)


def _number(v: float) -> str:
    return "none" if math.isinf(v) else f"{v:.6g}"


def _target(chosen_by: str, target: float) -> str:
    """A threshold's target as printed: a re-identification rate as a percent."""
    return f"{100 * target:.4f} %" if chosen_by == "reid_rate" else f"{target:g}"


@dataclass(frozen=True)
class ThresholdResult(Result):
    """An individual risk threshold and the figures it implies (seed 000 sections 4.1, 7.3.3).

    ``threshold`` is r*, snapped to the observed risk level of its set of unsafe
    records (``math.inf`` when, under the rule ``">="``, no record is unsafe);
    ``unsafe_records`` and ``unsafe_cells`` count records and cells with
    ``risk >= r*`` (rule ``">="``) or ``risk > r*`` (rule ``">"``);
    ``expected_reidentifications_bound`` is formula (17) times n, the bound on the
    expected re-identifications once every unsafe record is protected down to
    r*, i.e. sum over records of min(r_i, r*); ``reidentification_rate_bound``
    is that over n.  ``chosen_by`` is ``"risk"``, ``"reid_rate"`` or
    ``"unsafe_records"``, ``target`` the value asked for.  ``n``,
    ``reidentification_rate`` and ``max_risk`` describe the file before
    protection (the left-hand panel of mu-Argus's risk chart).
    """

    threshold: float
    unsafe_records: int
    unsafe_cells: int
    reidentification_rate_bound: float
    expected_reidentifications_bound: float
    rule: str
    chosen_by: str
    target: float
    method: str
    n: int
    reidentification_rate: float
    max_risk: float

    @property
    def already_safe(self) -> bool:
        """Whether no record is unsafe at this threshold."""
        return self.unsafe_records == 0

    @property
    def unsafe_rule(self) -> str:
        """Which rule counted :attr:`unsafe_records` (protect with households counts
        by the household rule, r_i against r* / household size: a larger count)."""
        return (f"the individual rule: risk {self.rule} r* (each record on its own; "
                "with households, protect counts risk against r* / household size)")

    def table(self) -> str:
        return two_columns([
            ("threshold r*", _number(self.threshold)),
            ("chosen by", f"{self.chosen_by} = {_target(self.chosen_by, self.target)}"),
            ("rule / method", f"{self.rule} / {self.method}"),
            ("unsafe records", f"{self.unsafe_records:,}"),
            ("counted by", self.unsafe_rule),
            ("unsafe cells", f"{self.unsafe_cells:,}"),
            ("re-identification rate bound", f"{100 * self.reidentification_rate_bound:.4f} %"),
            ("expected re-identifications bound", f"{self.expected_reidentifications_bound:.6g}"),
            ("records", f"{self.n:,}"),
            ("re-identification rate", f"{100 * self.reidentification_rate:.4f} %"),
            ("max individual risk", f"{self.max_risk:.6g}"),
        ])


@dataclass(frozen=True)
class HouseholdThresholdResult(Result):
    """A household risk threshold r_h* and the figures it implies (seed 000 sections 5.2, 7.4.1).

    ``unsafe_households`` counts households whose risk reaches r_h* (``>=`` or
    ``>``, by ``rule``); ``records_in_unsafe_households`` their members;
    ``unsafe_records`` the records that the household rule flags, i.e. members
    of unsafe households whose individual risk reaches delta_g = r_h* / |g|
    (only a subset of the members of unsafe households, seed 000 section 7.4.1).
    The bounds are those of formula (17) over households weighted by their
    members: sum over records of min(r_g, r_h*), and that over n.
    """

    threshold: float
    unsafe_households: int
    records_in_unsafe_households: int
    unsafe_records: int
    reidentification_rate_bound: float
    expected_reidentifications_bound: float
    rule: str
    chosen_by: str
    target: float
    method: str
    n: int
    reidentification_rate: float
    max_risk: float

    @property
    def unsafe_rule(self) -> str:
        """Which rule counted :attr:`unsafe_records`."""
        return (f"the household rule: members of unsafe households (r_h {self.rule} r_h*) "
                f"whose risk {self.rule} r_h* / household size")

    def table(self) -> str:
        return two_columns([
            ("household threshold r_h*", _number(self.threshold)),
            ("chosen by", f"{self.chosen_by} = {_target(self.chosen_by, self.target)}"),
            ("rule / method", f"{self.rule} / {self.method}"),
            ("unsafe households", f"{self.unsafe_households:,}"),
            ("records in unsafe households", f"{self.records_in_unsafe_households:,}"),
            ("unsafe records", f"{self.unsafe_records:,}"),
            ("counted by", self.unsafe_rule),
            ("household re-identification rate bound",
             f"{100 * self.reidentification_rate_bound:.4f} %"),
            ("expected re-identifications bound", f"{self.expected_reidentifications_bound:.6g}"),
            ("records", f"{self.n:,}"),
            ("household re-identification rate", f"{100 * self.reidentification_rate:.4f} %"),
            ("max household risk", f"{self.max_risk:.6g}"),
        ])


# --------------------------------------------------------------------- validation
def check_rule(rule: Any, name: str = "rule") -> str:
    if not isinstance(rule, str) or rule not in RULES:
        raise InputError(f"{name}: must be '>=' (seed 000: unsafe when r >= r*) or '>' "
                         f"(seed 002: unsafe when r > r*), got {rule!r}")
    return rule


def _is_real(value: Any) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_risk(name: str, value: Any) -> float:
    if not _is_real(value) or math.isnan(value) or value < 0:
        raise InputError(f"{name}: a risk threshold must be a number >= 0 (math.inf makes no "
                         f"record unsafe), got {value!r}")
    return float(value)


def parse_rate(value: Any, name: str = "reid_rate") -> float:
    """A re-identification rate as a fraction in (0, 1): the one reading of a rate for
    the CLI, problem files and the Python API.

    A number (or its text) is a fraction; text ending in ``%`` is a percent.
    Anything outside (0, 1) is refused rather than guessed (is 5 five percent?).

    >>> parse_rate(0.005), parse_rate("0.005"), parse_rate("0.5%")
    (0.005, 0.005, 0.005)
    >>> parse_rate(5)
    Traceback (most recent call last):
    ...
    sdcsql.errors.InputError: reid_rate: must be in (0, 1) (a fraction: 0.005, or a percent: '0.5%'), got 5
    """  # noqa: E501 (a doctest's expected error line cannot be wrapped)
    rate: Any = value
    if isinstance(value, str):
        text = value.strip()
        scale = 100.0 if text.endswith("%") else 1.0
        try:
            rate = float(text.removesuffix("%").strip()) / scale
        except ValueError:
            rate = None
    if not _is_real(rate) or not 0 < rate < 1:
        raise InputError(f"{name}: must be in (0, 1) (a fraction: 0.005, or a percent: "
                         f"'0.5%'), got {value!r}")
    return float(rate)


def _check_rate(name: str, value: Any) -> float:
    return parse_rate(value, name)


def _check_count(name: str, value: Any) -> int:
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < 0:
        raise InputError(f"{name}: a target number of unsafe records must be an integer >= 0, "
                         f"got {value!r}")
    return int(value)


def exactly_one(ways: dict[str, Any]) -> tuple[str, Any]:
    given = [(k, v) for k, v in ways.items() if v is not None]
    if len(given) != 1:
        names = ", ".join(f"{k}=" for k in ways)
        got = ", ".join(f"{k}={v!r}" for k, v in given) or "none"
        raise InputError(f"give exactly one of {names} (got {got})")
    return given[0]


def _risk_option(value: Any, where: str) -> float:
    return check_risk(where, value)


def _count_option(value: Any, where: str) -> int:
    return _check_count(where, value)


_RATE_HELP = "a fraction in (0, 1) (0.005) or a percent (0.5%%)"
#: The threshold step's options (sdcsql.options): one of the three ways, a household
#: threshold, the rule; it reads the risk step's method.
THRESHOLD_STEP = StepOptions("threshold", own=(
    Option("risk", _risk_option, group="target", required=True, aliases=("risk_threshold",),
           help="the threshold r* itself", cli={"type": float}),
    Option("reid_rate", parse_rate, group="target", required=True,
           help=f"target re-identification rate xi*: {_RATE_HELP}", cli={"metavar": "RATE"}),
    Option("unsafe_records", _count_option, group="target", required=True,
           help="target number of unsafe records", cli={"type": int}),
    Option("household_risk", _risk_option, group="household",
           aliases=("household_threshold",), help="household risk threshold r_h*",
           cli={"type": float}),
    Option("household_reid_rate", parse_rate, group="household",
           help="target household rate xi_h*, as --reid-rate", cli={"metavar": "RATE"}),
    Option("rule", check_rule, default=">=", choices=RULES,
           help="unsafe when risk >= r* (default, seed 000) or > r* (seed 002)"),
), uses=(RISK_STEP.get("method"),), templates=("risk/threshold/risk_levels.sql",
                                  "risk/threshold/threshold_choice.sql",
                                  "risk/threshold/unsafe_records.sql", "risk/core/core_risk.sql"))


# --------------------------------------------------------------------- the search
def levels_table(problem: CellSource, what: str, method: str, rule: str) -> str:
    """Temp table of risk_levels.sql over cells (``what="cells"``) or households."""
    key = f"threshold_levels_{what}_{method}_{'ge' if rule == '>=' else 'gt'}"
    if key not in problem.cache:
        relation: str | None
        if what == "cells":
            relation, value, weight = cell_risk_table(problem, method), "risk", "__sdc_c"
        else:
            # households need the records: only a problem over records asks for them
            relation = households_table(cast("ProblemInterface", problem), method)
            assert relation is not None
            value, weight = "household_risk", "members"
        problem.cache[key] = problem.create("TABLE", problem.name(key), problem.engine.render(
            "risk/threshold/risk_levels.sql", relation=relation, value=value, weight=weight,
            rule=rule))
    return problem.cache[key]


def _choose(problem: CellSource, levels: str, chosen_by: str, rule: str,
            target: float) -> dict[str, Any]:
    engine = problem.engine
    return engine.query(engine.render("risk/threshold/threshold_choice.sql", levels=levels,
                                      chosen_by=chosen_by, rule=rule), {"target": float(target)})[0]


def _unreachable(name: str, target: float, row: dict[str, Any], unit: str) -> InputError:
    return InputError(
        f"{name}={target!r} cannot be reached: even with every {unit} unsafe the bound of "
        f"formula (17) is the smallest observed risk {row['min_level']:.6g}; ask for a rate "
        f"above it (the file's rate is {row['reidentification_rate']:.6g}), or set the risk "
        "threshold directly"
    )


def set_threshold(problem: CellSource, *, risk: float | None = None,
                  reid_rate: float | None = None, unsafe_records: int | None = None,
                  method: str = "exact", rule: str = ">=") -> ThresholdResult:
    """Set the individual risk threshold r* one of three ways (exactly one argument).

    * ``risk=r*``: the threshold itself (seed 000 section 7.3.3, box 2).  It is
      snapped to the observed risk level with the same unsafe records: the
      smallest level >= r* under ``rule=">="`` (``math.inf`` when r* is above
      every risk), the largest level <= r* under ``rule=">"`` (r* is kept when it
      is below every risk: then every record is unsafe).
    * ``reid_rate=xi*``: a target re-identification rate, as a fraction (seed 000
      section 4.1, formulas 16-17).  r* is the largest candidate level t with
      xi_bound(t) = (sum over cells with r < t of c r + t sum over cells with
      r >= t of c) / n < xi*.  When the file already meets the target (xi < xi*)
      that is the level making no record unsafe (``math.inf`` under ``">="``, the
      largest risk under ``">"``).  When no level meets it (xi* <= smallest
      risk) an :class:`~sdcsql.InputError` names ``reid_rate``.
    * ``unsafe_records=N``: a target maximum number of unsafe records (box 3).
      r* is the smallest candidate level with at most N unsafe records, which
      gives the lowest rate bound within N; ``math.inf`` under ``">="`` when even
      the highest risk level holds more than N records.

    ``rule``: ``">="`` (seed 000: unsafe when r >= r*, default) or ``">"`` (seed
    002: r > r*).  ``method`` as in :func:`sdcsql.risk.individual.compute_risk`.

    >>> import sdcsql
    >>> sql = "SELECT * FROM (VALUES (1), (1), (1), (1), (2), (2), (3)) t(a)"
    >>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a"])) as p:
    ...     t = set_threshold(p, unsafe_records=3)
    >>> t.threshold, t.unsafe_records, t.unsafe_cells
    (0.5, 3, 2)
    """
    rule, chosen_by, target = threshold_target(risk, reid_rate, unsafe_records, method, rule)
    row = _choose(problem, levels_table(problem, "cells", method, rule), chosen_by, rule, target)
    return threshold_result(row, rule, chosen_by, target, method)


def threshold_target(risk: Any, reid_rate: Any, unsafe_records: Any, method: str,
                      rule: str) -> tuple[str, str, float]:
    """Check :func:`set_threshold`'s arguments (every engine): (rule, chosen_by, target)."""
    rule = check_rule(rule)
    check_method(method)
    chosen_by, target = exactly_one({"risk": risk, "reid_rate": reid_rate,
                                      "unsafe_records": unsafe_records})
    target = {"risk": check_risk, "reid_rate": _check_rate,
              "unsafe_records": _check_count}[chosen_by](chosen_by, target)
    return rule, chosen_by, target


def threshold_result(row: dict[str, Any], rule: str, chosen_by: str, target: float,
                      method: str) -> ThresholdResult:
    """The result of threshold_choice.sql's row (every engine)."""
    if not row["found"] and chosen_by == "reid_rate":
        # the other ways always have a threshold: unsafe_records a candidate level,
        # risk under '>' below every level the value given (every record unsafe)
        raise _unreachable("reid_rate", target, row, "record")
    return ThresholdResult(
        threshold=float(row["threshold"]), unsafe_records=int(row["unsafe_records"]),
        unsafe_cells=int(row["unsafe_units"]),
        reidentification_rate_bound=float(row["reidentification_rate_bound"]),
        expected_reidentifications_bound=float(row["expected_reidentifications_bound"]),
        rule=rule, chosen_by=chosen_by, target=target, method=method, n=int(row["n"]),
        reidentification_rate=float(row["reidentification_rate"]),
        max_risk=float(row["max_level"]),
    )


def set_household_threshold(problem: ProblemInterface, *, household_risk: float | None = None,
                            reid_rate: float | None = None, method: str = "exact",
                            rule: str = ">=") -> HouseholdThresholdResult:
    """Set the household risk threshold r_h* (seed 000 sections 5.2 and 7.4.1).

    ``household_risk=r_h*`` directly, or ``reid_rate=xi_h*``: a target household
    re-identification rate xi_h = (1/n) sum over households of |g| r_g, by the
    search of :func:`set_threshold` over households (levels: household risk;
    weights: the members in the file).  Snapping and edge cases are those of
    :func:`set_threshold`.  Each record then gets the threshold
    delta_g = r_h* / |g| (|g| = household size): a member of an unsafe household
    (r_g reaching r_h*) is unsafe when r_i reaches delta_g, which suffices for
    the household to be safe after protection since r_g <= sum of r_i.

    The result counts unsafe households, their members, and the records the
    household rule flags (one pass over the records in the engine).
    """
    rule, chosen_by, target = household_target(problem.spec, household_risk, reid_rate,
                                                method, rule)
    levels = levels_table(problem, "households", method, rule)
    row = _choose(problem, levels, "risk" if chosen_by == "household_risk" else "reid_rate",
                  rule, target)

    def flagged(threshold: float) -> int:
        sql, params = _unsafe_sql(problem, math.inf, threshold, rule, method, ordered=False,
                                  template="risk/threshold/unsafe_count.sql")
        return problem.engine.query(sql, params)[0]["unsafe"]

    return household_result(row, rule, chosen_by, target, method, flagged)


def household_target(spec: Any, household_risk: Any, reid_rate: Any, method: str,
                      rule: str) -> tuple[str, str, float]:
    """Check :func:`set_household_threshold`'s arguments (every engine)."""
    if not spec.household:
        raise InputError("a household threshold needs a household id (Spec(household=...))")
    rule = check_rule(rule)
    check_method(method)
    chosen_by, target = exactly_one({"household_risk": household_risk, "reid_rate": reid_rate})
    target = (check_risk if chosen_by == "household_risk" else _check_rate)(chosen_by, target)
    return rule, chosen_by, target


def household_result(row: dict[str, Any], rule: str, chosen_by: str, target: float,
                      method: str, flagged: Any) -> HouseholdThresholdResult:
    """The result of threshold_choice.sql's row over households (every engine);
    ``flagged(r_h*)`` counts the records the household rule flags."""
    if not row["found"] and chosen_by == "reid_rate":
        raise _unreachable("reid_rate", target, row, "household")
    threshold = float(row["threshold"])
    return HouseholdThresholdResult(
        threshold=threshold, unsafe_households=int(row["unsafe_units"]),
        records_in_unsafe_households=int(row["unsafe_records"]),
        unsafe_records=int(flagged(threshold)),
        reidentification_rate_bound=float(row["reidentification_rate_bound"]),
        expected_reidentifications_bound=float(row["expected_reidentifications_bound"]),
        rule=rule, chosen_by=chosen_by, target=target, method=method, n=int(row["n"]),
        reidentification_rate=float(row["reidentification_rate"]),
        max_risk=float(row["max_level"]),
    )


# --------------------------------------------------------------------- unsafe records
def _unsafe_sql(problem: ProblemInterface, threshold: float, household_threshold: float | None,
                rule: str, method: str, ordered: bool,
                template: str = "risk/threshold/unsafe_records.sql") -> tuple[str, dict[str, Any]]:
    cell_risk = cell_risk_table(problem, method)
    households = households_table(problem, method)
    core = core_table(problem, method) if households and math.isfinite(threshold) else None
    internal = problem.internal_columns
    sql = problem.engine.render(
        template, keyed=problem.keyed, cell_risk=cell_risk,
        n_keys=problem.n_keys,
        null_safe=problem.has_null_keys, code=problem.cell_code, internal=internal,
        households=households,
        household_rule=household_threshold is not None, core=core, rule=rule, ordered=ordered)
    params: dict[str, Any] = {"threshold": float(threshold)}
    if household_threshold is not None:
        params["household_threshold"] = float(household_threshold)
    return sql, params


def unsafe_records(problem: ProblemInterface, threshold: ThresholdResult | float | None,
                   household_threshold: HouseholdThresholdResult | float | None = None,
                   method: str = "exact", rule: str | None = None) -> Any:
    """Every input row and column with its risk, threshold and ``unsafe_reason``, in input
    order: a relation of the problem's engine (DuckDB relation, Spark DataFrame).

    Columns added: ``risk``, ``household_risk`` (with households), ``threshold``
    (the record's own threshold: r*, or min(r*, delta_g) when its household is
    unsafe) and ``unsafe_reason``, NULL for a safe record, else by precedence:

    * ``'core'``: the core risk pi r(S) of its household size reaches r* (seed
      002 sections 6.4 and 7): no suppression of the other keys can make the
      record safe;
    * ``'individual'``: r_i reaches r* (seed 000 sections 4.1 and 7.3.3);
    * ``'household'``: its household is unsafe (r_g reaches r_h*) and r_i reaches
      delta_g = r_h* / |g| (seed 000 sections 5.2 and 7.4.1).

    "Reaches" is ``>=`` or ``>`` by the rule.  ``threshold`` is a
    :class:`ThresholdResult` or a number (used as given: snapping never changes
    the unsafe records), or None for the household rule alone (then
    ``household_threshold`` is required).  ``household_threshold`` is a
    :class:`HouseholdThresholdResult` or a number.  ``rule`` applies to numbers
    (default ``">="``); the rule of a result object wins, and two different
    rules are refused.  ``method`` must match the results' method.
    """
    value, hh_value, the_rule = unsafe_arguments(problem.spec, problem.schema, threshold,
                                                  household_threshold, method, rule)
    return problem.engine.relation(*_unsafe_sql(problem, value, hh_value, the_rule, method,
                                                ordered=True))


def unsafe_arguments(spec: Any, schema: Any, threshold: Any, household_threshold: Any,
                      method: str, rule: str | None) -> tuple[float, float | None, str]:
    """Check the arguments of :func:`unsafe_records` (every engine): (r*, r_h* or None, rule)."""
    check_method(method)
    rules = set()
    if rule is not None:
        rules.add(check_rule(rule))
    value: float
    if isinstance(threshold, ThresholdResult):
        rules.add(threshold.rule)
        value = threshold.threshold
        if threshold.method != method:
            raise InputError(f"threshold: computed with method {threshold.method!r}, but "
                             f"method={method!r}; use the same risk method")
    elif threshold is None:
        if household_threshold is None:
            raise InputError("threshold: give an individual threshold, a household threshold, "
                             "or both")
        value = math.inf
    else:
        value = check_risk("threshold", threshold)
    hh_value: float | None = None
    if household_threshold is not None:
        if not spec.household:
            raise InputError("household_threshold: the problem has no household id "
                             "(Spec(household=...))")
        if isinstance(household_threshold, HouseholdThresholdResult):
            rules.add(household_threshold.rule)
            hh_value = household_threshold.threshold
            if household_threshold.method != method:
                raise InputError(f"household_threshold: computed with method "
                                 f"{household_threshold.method!r}, but method={method!r}; use "
                                 "the same risk method")
        else:
            hh_value = check_risk("household_threshold", household_threshold)
    if len(rules) > 1:
        raise InputError(f"rule: the thresholds use different rules ({', '.join(sorted(rules))}); "
                         "set both with the same rule")
    the_rule = rules.pop() if rules else ">="
    for col in schema:  # DuckDB identifiers are case-insensitive
        if col.lower() in ("threshold", "unsafe_reason"):
            raise InputError(f"input column {col!r} has the name of an output column of "
                             "unsafe_records; rename it (e.g. a SELECT ... AS)")
    return value, hh_value, the_rule
