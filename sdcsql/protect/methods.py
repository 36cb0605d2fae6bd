"""The protection methods: the values of the protect step's ``method`` option.

Each method is registered once, here, with its function, its options (a
:class:`~sdcsql.options.StepOptions` declared beside the function) and what it treats
(the spec's ``keys``, its ``numeric`` variables or ``categorical`` ones).  The protect
step's options (:data:`PROTECT_STEP`: the CLI flags of ``sdcsql protect``, the
``[protection]`` keys, ``run_step(step="protect", ...)`` and ``Session.protect``) are
``method`` and every method's options; :func:`protect` dispatches to the method and
refuses the options of another method.

Registering a method is one line in :data:`METHODS` below::

    ProtectionMethod("noise", noise.add_noise, noise.NOISE_STEP, "numeric"),

The function takes the problem and the method's own options (``uses`` too) as
keywords and returns a :class:`~sdcsql.data.Result` with ``data`` (the protected
relation: every row, every untreated column) and ``summary``.  This module has no SQL
of its own: each method renders its templates (``sql/protect/local_suppression/``,
``sql/protect/microaggregation/``).
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..data import Result
from ..errors import InputError, SdcsqlWarning
from ..options import Option, StepOptions, check_bool, check_choice, check_support
from . import (
    draws,
    local_suppression,
    massc,
    microaggregation,
    noise,
    pram,
    rank_swap,
    resampling,
    rounding,
    sampling,
    shuffle,
    synthetic,
)

__all__ = ["METHODS", "PROTECT_STEP", "ProtectionMethod", "MeasuredSummary", "protect",
           "measure_after"]

#: What a method treats: the spec's keys, its numeric role, categorical variables, or
#: the records themselves (which are released: sampling, MASSC).
TREATS = ("keys", "numeric", "categorical", "records")


@dataclass(frozen=True)
class ProtectionMethod:
    """One protection method: ``name`` (the ``method`` value), ``function(problem,
    **options)``, ``options`` (its declared options: ``own`` and ``uses``), ``treats``
    (one of :data:`TREATS`)."""

    name: str
    function: Callable[..., Any]
    options: StepOptions
    treats: str

    def __post_init__(self) -> None:
        if self.treats not in TREATS:
            raise ValueError(f"{self.name}: treats must be one of {TREATS}")


_LOCAL_SUPPRESSION = StepOptions(
    "protect", own=tuple(o for o in local_suppression.PROTECT_STEP.own if o.name != "method"),
    uses=local_suppression.PROTECT_STEP.uses, templates=local_suppression.PROTECT_STEP.templates)

def _local_suppression(problem: Any, **options: Any) -> Any:
    """:func:`sdcsql.protect.local_suppression.protect` (looked up at each call)."""
    return local_suppression.protect(problem, **options)


#: The protection methods by name, the default first.
METHODS: dict[str, ProtectionMethod] = {m.name: m for m in (
    ProtectionMethod("local_suppression", _local_suppression, _LOCAL_SUPPRESSION, "keys"),
    ProtectionMethod("mdav", microaggregation.mdav, microaggregation.MICROAGGREGATION_STEP,
                     "numeric"),
    ProtectionMethod("hansen_mukherjee", microaggregation.hansen_mukherjee,
                     microaggregation.MICROAGGREGATION_STEP, "numeric"),
    ProtectionMethod("individual_ranking", microaggregation.individual_ranking,
                     microaggregation.MICROAGGREGATION_STEP, "numeric"),
    ProtectionMethod("noise", noise.noise, noise.NOISE_STEP, "numeric"),
    ProtectionMethod("rank_swap", rank_swap.rank_swap, rank_swap.RANK_SWAP_STEP, "numeric"),
    ProtectionMethod("rounding", rounding.rounding, rounding.ROUNDING_STEP, "numeric"),
    ProtectionMethod("shuffle", shuffle.shuffle, shuffle.SHUFFLE_STEP, "numeric"),
    ProtectionMethod("pram", pram.pram, pram.PRAM_STEP, "categorical"),
    ProtectionMethod("resampling", resampling.resampling, resampling.RESAMPLING_STEP,
                     "numeric"),
    ProtectionMethod("ipso", synthetic.ipso, synthetic.IPSO_STEP, "numeric"),
    ProtectionMethod("cholesky_synthetic", synthetic.cholesky_synthetic,
                     synthetic.CHOLESKY_STEP, "numeric"),
    ProtectionMethod("ms_hybrid", synthetic.ms_hybrid, synthetic.MS_STEP, "numeric"),
    ProtectionMethod("microhybrid", synthetic.microhybrid, synthetic.MICROHYBRID_STEP,
                     "numeric"),
    ProtectionMethod("sampling", sampling.sampling, sampling.SAMPLING_STEP, "records"),
    ProtectionMethod("massc", massc.massc, massc.MASSC_STEP, "records"),
    ProtectionMethod("vmdav", microaggregation.vmdav, microaggregation.VMDAV_STEP, "numeric"),
    ProtectionMethod("categorical_microaggregation", microaggregation.categorical_microaggregation,
                     microaggregation.CATEGORICAL_STEP, "categorical"),
)}


def _union(options: list[Option]) -> tuple[Option, ...]:
    """Each name once (the first declaration), none required: which options a method
    needs is checked by :func:`protect` for the method chosen."""
    out: dict[str, Option] = {}
    for o in options:
        out.setdefault(o.name, replace(o, required=False))
    return tuple(out.values())


def _step() -> StepOptions:
    names = tuple(METHODS)
    method = Option("method", check_choice(names, "a protection method"), default=names[0],
                    choices=names,
                    help="the protection method: " + ", ".join(
                        f"{m.name} ({m.treats})" for m in METHODS.values())
                    + f"; default {names[0]}")
    own = tuple(draws.NUMERIC_OPTION if o.name == "numeric" else o   # one help for all
                for o in _union([o for m in METHODS.values() for o in m.options.own]))
    uses = tuple(o for o in _union([o for m in METHODS.values() for o in m.options.uses])
                 if o.name not in {x.name for x in own})
    return StepOptions("protect", own=(method, *own, CONTINUOUS_RISK), uses=uses,
                       templates=METHODS[names[0]].options.templates)


#: After a method that treats numeric variables, also their continuous-variable
#: disclosure risk (issue 17 item 9; off by default: seconds per million records).
CONTINUOUS_RISK = Option(
    "continuous_risk", check_bool,
    "after a method on numeric variables, also measure their disclosure risk: "
    "distance-based record linkage and interval disclosure of the protected against the "
    "original values (docs/risk/linkage.md; on Spark paired by the spec's person_id)",
    default=False,
    cli={"action": "store_true"})


#: The protect step's options: ``method`` and the options of every method.
PROTECT_STEP = _step()


def method_step(name: str) -> StepOptions:
    """The protect step's options as one method has them (its own help texts): what
    ``sdcsql protect --method NAME --help`` shows."""
    method = next(o for o in PROTECT_STEP.own if o.name == "method")
    chosen = METHODS[name].options
    own = tuple(draws.NUMERIC_OPTION if o.name == "numeric" else o for o in chosen.own)
    uses = tuple(o for o in chosen.uses if o.name not in {x.name for x in own})
    return StepOptions("protect", own=(method, *own, CONTINUOUS_RISK), uses=uses,
                       templates=chosen.templates)


def protect(problem: Any, *, method: str = "local_suppression", **options: Any) -> Any:
    """Protect ``problem`` with the protection ``method`` (a name of :data:`METHODS`)
    and its ``options``.  An option of another method is refused (unless it is
    None or its declared default: the CLI passes every flag), as is a method's
    required option left out; the method's templates must render on the problem's
    engine.  Returns the method's result (``data``, ``summary``)."""
    from ..risk.individual import METHODS as RISK_METHODS

    if method in RISK_METHODS:   # the former meaning of method: local suppression reads it
        return local_suppression.protect(problem, method=method, **_own(
            METHODS["local_suppression"], options, "local_suppression"))
    if method not in METHODS:
        raise InputError(f"method: {method!r} is not a protection method; give one of "
                         f"{', '.join(METHODS)}")
    chosen = METHODS[method]
    continuous = bool(options.pop("continuous_risk", None))
    given = _own(chosen, options, method)
    for o in chosen.options.own:
        if o.required and o.group is None and given.get(o.name) is None:
            raise InputError(f"{o.name}: the protection method {method} needs {o.flag} "
                             f"({o.help})")
    check_support(chosen.options, problem.engine.dialect)
    if continuous and chosen.treats == "keys":
        raise InputError("continuous_risk: local suppression treats the keys; the "
                         "continuous-variable risk follows a method on numeric variables")
    if continuous and problem.engine.dialect != "duckdb" and problem.spec.person_id is None:
        raise InputError("continuous_risk: on Spark the original and the protected file are "
                         "paired by the spec's person_id (Spark keeps no record order)")
    if method == "local_suppression":
        given["method"] = method
    result = chosen.function(problem, **given)
    if chosen.treats != "keys":     # local suppression verifies its risk itself
        result.summary = measure_after(problem, result, chosen, continuous=continuous)
    return result


@dataclass
class MeasuredSummary(Result):
    """A protection method's summary with the measures recomputed on its output (issue
    17 item 9): ``risk_after`` (the individual risk of the keys on the protected file,
    :func:`sdcsql.risk.individual.compute_risk`) and ``utility`` (the
    :mod:`sdcsql.utility` measures of the original against the protected file).  The
    method's own summary is ``method_summary``; its fields read through this one."""

    method_summary: Any
    risk_after: Any = None
    utility: Any = None
    #: with ``continuous_risk``: the ContinuousRiskResult of the treated numeric
    #: variables (sdcsql.risk.linkage), or ``{"not_computed": reason}``
    continuous_risk: Any = None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "method_summary":
            raise AttributeError(name)
        return getattr(self.method_summary, name)

    def to_json(self) -> dict[str, Any]:
        out = dict(self.method_summary.to_json())
        out["risk_after"] = self.risk_after.to_json() if self.risk_after is not None else None
        out["utility"] = self.utility.to_json() if self.utility is not None else None
        if self.continuous_risk is not None:
            out["continuous_risk"] = (self.continuous_risk.to_json()
                                      if isinstance(self.continuous_risk, Result)
                                      else self.continuous_risk)
        return out

    def table(self) -> str:
        parts = [self.method_summary.table()]
        if self.risk_after is not None:
            parts.append("risk after protection\n" + self.risk_after.table())
        if self.utility is not None:
            parts.append("utility (original against protected)\n" + self.utility.table())
        if isinstance(self.continuous_risk, Result):
            parts.append("continuous-variable risk (protected against original)\n"
                         + self.continuous_risk.table())
        elif self.continuous_risk is not None:
            parts.append("continuous-variable risk: not computed: "
                         + self.continuous_risk["not_computed"])
        return "\n\n".join(parts)


def measure_after(problem: Any, result: Any, chosen: ProtectionMethod, *,
                  continuous: bool = False) -> MeasuredSummary:
    """The risk and utility measures of ``result`` (a method's output on ``problem``):
    the individual risk of the keys on the protected file, and the utility measures
    that apply -- IL1/IL1s, eigen and the estimates of the treated numeric variables;
    the categories and estimates of treated categorical ones; for a subsample (fewer
    records) the weighted estimates of the numeric variables and the keys.  With
    ``continuous``, the continuous-variable risk of the treated numeric variables
    (distance-based record linkage and interval disclosure, sdcsql.risk.linkage; on Spark
    the files paired by the spec's person_id, which :func:`protect` checks before the
    method); data it cannot measure (a missing value, a constant variable) gives the
    reason instead."""
    engine = problem.engine
    summary = result.summary
    weight, after_spec = _after_spec(problem.spec, summary, chosen)
    protected = getattr(result, "name", None) or result.data
    risk_after = _risk_after(problem, protected, after_spec, _keeps_the_risk(
        problem.spec, after_spec, summary, chosen))
    compared = _Compared.of(problem, summary, chosen, weight)
    person_id = None
    if engine.dialect != "duckdb" and chosen.treats != "records":
        if problem.spec.person_id is None:
            # no record id to pair the files by (microaggregation runs on Spark without
            # one): the risk only
            return MeasuredSummary(summary, risk_after, None)
        person_id = problem.spec.person_id     # Spark keeps no record order
    if engine.dialect != "duckdb" and not isinstance(protected, str):
        protected = engine.read(protected)[0]       # a method's DataFrame: a view of it
    measured = _utility_after(engine, compared.original, protected, compared, chosen, weight,
                              problem.spec.weight, risk_after.n, compared.unordered, person_id)
    linked: Any = None
    if continuous:
        linked = _continuous_risk(problem, compared.original, protected, chosen, summary)
    return MeasuredSummary(summary, risk_after, measured, linked)


def _after_spec(spec: Any, summary: Any, chosen: ProtectionMethod) -> tuple[Any, Any]:
    """The weight of the protected file (a subsample's own weight after a method on the
    records) and the spec its risk is measured with."""
    weight = getattr(summary, "weight", None) if chosen.treats == "records" else spec.weight
    if chosen.treats == "records" and getattr(summary, "sample", None) is not None:
        weight = summary.sample.weight      # MASSC: its subsample's weight
    after_spec = spec if weight == spec.weight else spec.replace(weight=weight)
    return weight, after_spec


def _keeps_the_risk(spec: Any, after_spec: Any, summary: Any, chosen: ProtectionMethod) -> bool:
    """Whether the method left every column the risk reads as it was: the same records
    and weight, and no treated variable among the keys, strata, weight, household
    columns or derived keys (a method on numeric variables that are not keys)."""
    treated = set(_treated(summary))
    if chosen.treats in ("records", "keys") or after_spec != spec or not treated:
        return False
    read = {c for role, c in spec.columns() if role not in ("numeric", "sensitive")}
    return not read & treated


def _risk_after(problem: Any, protected: Any, after_spec: Any, kept: bool) -> Any:
    """The individual risk of the keys on the protected file (its summary); ``kept``:
    the method changed nothing the risk reads, so it is the original's risk, computed
    on the problem's own keyed table (the same records, cells and weights: the same
    exact sums) instead of keying the protected file again."""
    from ..problem import Problem
    from ..risk.individual import compute_risk

    # raked weights may fall below 1: the re-run's warning about it is no news here
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        if kept:
            return compute_risk(problem, ordered=False).summary
        with Problem(protected, after_spec, con=problem.con, engine=problem.engine) as after:
            return compute_risk(after).summary


@dataclass(frozen=True)
class _Compared:
    """What the utility after a method compares: the original's view (``original``,
    with the subsample's weight after a method on the records), the treated numeric
    and other variables, every variable they read (``needed``) and the targets of
    the estimates (``variables``: the treated ones)."""

    original: str
    numeric: list[str]
    others: list[str]
    needed: list[Any]           #: a subsample's weight may be None
    variables: list[str]
    #: the original's view without the input order, for the estimates (exact sums, the
    #: same in any order: sorting a million records for each of them cost 0.04 CPU s)
    unordered: str = ""

    @classmethod
    def of(cls, problem: Any, summary: Any, chosen: ProtectionMethod,
           weight: str | None) -> _Compared:
        from ..spec import is_numeric_type

        engine, spec = problem.engine, problem.spec
        columns = [c for c in engine.columns(problem.keyed) if c in problem.schema]
        original, unordered = (problem.create("VIEW", problem.name(name), engine.render(
            "protect/methods/original.sql", keyed=problem.keyed, columns=columns,
            weight_out=weight if weight != spec.weight else None, ordered=ordered))
            for name, ordered in (("protect_original", True),
                                  ("protect_original_unordered", False)))
        if chosen.treats == "records":
            numeric = list(spec.numeric)
            others = [k for k in spec.keys if k not in numeric]
            return cls(original, numeric, others, [*numeric, *others, weight], [],
                       unordered)
        variables = _treated(summary)
        numeric = [v for v in variables if chosen.treats == "numeric"
                   and is_numeric_type(problem.schema[v])]
        others = [v for v in variables if v not in numeric]
        return cls(original, numeric, others,
                   [*variables, *([spec.weight] if spec.weight else [])], variables,
                   unordered)


def _utility_after(con: Any, original: Any, protected: Any, compared: _Compared,
                   chosen: ProtectionMethod, weight: str | None, spec_weight: str | None,
                   n: int, unordered: str, person_id: str | None = None) -> Any:
    """The utility measures of the original against the protected file, on the
    problem's engine (``con``; on Spark as aggregations, the files paired by
    ``person_id``: nothing record-sized reaches the driver); their warnings, an infinite
    mean variation..., are in their results.  The estimates of a protected table read
    ``unordered``, the original in any order: their sums are exact
    (sql/utility/estimates/domain_estimates.sql), the same figures as from
    ``original``."""
    from dataclasses import replace

    from ..utility.estimates import estimates
    from ..utility.measures import UtilityResult, utility

    numeric, others = compared.numeric, compared.others
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        if chosen.treats == "records":
            est = estimates(con, unordered, protected, domains=[],
                            targets=[*numeric, *others], numeric=numeric, weight=weight)
            return UtilityResult(n_records=n, estimates=est, measures=["estimates"])
        measures = ((["il1", "eigen"] if numeric else [])
                    + (["categories"] if others else []) + ["estimates"])
        if not isinstance(protected, str) or len(measures) == 1:  # utility registers a relation
            return utility(original, protected, numeric=numeric, keys=others,
                           weight=spec_weight, targets=compared.variables,
                           measures=measures, con=con, person_id=person_id)
        measured = utility(original, protected, numeric=numeric, keys=others,
                           weight=spec_weight, measures=measures[:-1], con=con,
                           person_id=person_id)
        est = estimates(con, unordered, protected, domains=[], targets=compared.variables,
                        numeric=numeric, weight=spec_weight)
        return replace(measured, estimates=est, measures=measures)


def _continuous_risk(problem: Any, original: str, protected: str, chosen: ProtectionMethod,
                     summary: Any) -> Any:
    """The continuous-variable risk of the treated numeric variables (docs/risk/linkage.md),
    or ``{"not_computed": reason}``."""
    from ..risk.linkage import continuous_risk
    from ..spec import is_numeric_type

    numeric = [v for v in _treated(summary) if chosen.treats == "numeric"
               and is_numeric_type(problem.schema[v])]
    if chosen.treats == "records" or not numeric:
        return {"not_computed": "the method treats no numeric variable record by record"}
    try:
        return continuous_risk(original, protected, numeric=numeric,
                               measures=["linkage", "interval"], engine=problem.engine,
                               person_id=problem.spec.person_id
                               if problem.engine.dialect != "duckdb" else None)
    except InputError as exc:
        return {"not_computed": str(exc)}


def _treated(summary: Any) -> list[str]:
    """The variables a method's summary says it treated (names, or rows with one)."""
    return [v["variable"] if isinstance(v, dict) else v
            for v in getattr(summary, "variables", None) or []]


def _own(chosen: ProtectionMethod, options: dict[str, Any], method: str) -> dict[str, Any]:
    """``options`` that are ``chosen``'s; another method's option is an InputError."""
    mine = {o.name for o in chosen.options.all}
    out: dict[str, Any] = {}
    for name, value in options.items():
        if name in mine:
            if value is not None:       # None: not given (the function's default)
                out[name] = value
            continue
        declared = next((o for o in PROTECT_STEP.all if o.name == name), None)
        if declared is None:
            raise InputError(f"protect: unknown option {name!r}")
        if value is None or value == declared.default:
            continue
        owners = [m.name for m in METHODS.values() if name in m.options.names()]
        raise InputError(f"{declared.flag}: an option of {', '.join(owners)}, not of the "
                         f"protection method {method}")
    return out
