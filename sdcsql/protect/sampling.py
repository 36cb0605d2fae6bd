"""Sampling: release a stratified simple random subsample, households kept whole, with
the weights divided by the inclusion probabilities (seed 003 section 3.4.3.1).

The units are the households when the spec has a household id (every member of a
selected household is released, none of the others), else the records.  In each
sampling stratum h (``sample_strata``, default the spec's strata) of N_h units, the
m_h = max(1, floor(f N_h + 1/2)) units of smallest (u, unit id) are kept, u the unit's
draw of (seed, unit id, "sampling") (:mod:`udfs.draws`: the same draw for any thread
count and record order).  This is simple random sampling without replacement of m_h
of the N_h units, so every unit of h has inclusion probability pi_h = m_h / N_h and a
released record's weight is w / pi_h = w N_h / m_h (the Horvitz-Thompson weight: the
weighted total of a variable over the sample is an unbiased estimator of its
weighted total over the file).  Without a weight in the spec, every weight is 1 and
the new weight is a column appended to the file (``sample_weight``).

``calibrate`` (categorical variables) rakes the sample's weights to the file's
weighted totals of each category of each variable (:mod:`udfs.raking`, to a relative
1e-10), so those totals are exactly the original's: iterative proportional fitting of
the record weights, or, when households are the units, one raking factor per household
(``unit_factors``: the members keep equal weights, as a household sample's weights
should).  No record reaches the driver: the raking runs there over the sample's cells
(or its households grouped by their shares of the categories) and the factors are
joined back (:func:`calibrate_weights`).

The selection is SQL (``sql/protect/sampling/``: units.sql, checks.sql,
draws.sql (the registered draw function), selected.sql, sample.sql, coded.sql,
calibration_cells.sql, unit_shares.sql, unit_profiles.sql, calibrated.sql,
weight_range.sql, margins.sql, released.sql, per_stratum.sql, totals.sql), the same
templates on DuckDB and Spark, with the same file for the same seed: the draw is one numpy function
registered on either engine (:func:`.draws.register_uniform`), the calibration targets,
cells and weight totals are exact fixed-point sums (:func:`fixed`), the raking's
inputs in a fixed order, and the released table is in input
order (materialised sorted; DuckDB reads it by rowid, Spark in its partitions' order).
On Spark, records as units need the spec's ``person_id`` (:func:`.draws.record_id`);
households need none (a text household id is ranked in byte order on both engines).

>>> import sdcsql
>>> from sdcsql.protect.sampling import sampling
>>> p = sdcsql.Problem("SELECT * FROM range(10) t(a)", sdcsql.Spec(keys=["a"]))
>>> out = sampling(p, seed=1, fraction=0.3)
>>> out.summary.n_after, out.summary.strata[0]["inclusion_probability"]
(3, 0.3)
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa

from ..data import Result
from ..errors import InputError, SdcsqlWarning
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_keywords, check_names, split_names
from ..spec import is_integer_type
from ..udfs.raking import RakingError, check_margin, rake_factors, unit_factors
from .draws import SEED_OPTION, check_seed, key, record_id, register_uniform

__all__ = ["SAMPLING_STEP", "SamplingSummary", "Sampled", "sampling", "subsample",
           "calibrate_weights", "check_fraction", "NEW_WEIGHT", "ESTIMATOR"]

#: the weight column appended when the spec has no weight
NEW_WEIGHT = "sample_weight"
#: the estimator the adjusted weights serve (stated in every summary)
ESTIMATOR = ("Horvitz-Thompson: w' = w / pi_h, pi_h = m_h / N_h (units of stratum h "
             "selected by simple random sampling without replacement); the weighted "
             "total over the sample estimates the weighted total over the file without "
             "bias")


def check_fraction(value: Any, where: str) -> float:
    """A sampling fraction in (0, 1]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not 0 < value <= 1:
        raise InputError(f"{where}: must be a number in (0, 1], got {value!r}")
    return float(value)


SAMPLING_STEP = StepOptions("sampling", own=(
    SEED_OPTION,
    Option("fraction", check_fraction, "sampling: the share of units (households, else "
           "records) released in each sampling stratum, in (0, 1]", required=True,
           cli={"type": float}),
    Option("sample_strata", check_names, "sampling: the strata of the stratified sample "
           "(default: the spec's strata)", cli={"type": split_names, "metavar": "V1,..."}),
    Option("calibrate", check_names, "sampling, massc: categorical variables whose "
           "weighted totals per category the released weights are raked to (the "
           "original file's)", cli={"type": split_names, "metavar": "V1,..."}),
), templates=("protect/sampling/units.sql", "protect/sampling/checks.sql",
              "protect/sampling/draws.sql", "protect/sampling/selected.sql",
              "protect/sampling/sample.sql", "protect/sampling/coded.sql",
              "protect/sampling/calibration_cells.sql", "protect/sampling/unit_shares.sql",
              "protect/sampling/unit_profiles.sql", "protect/sampling/calibrated.sql",
              "protect/sampling/weight_range.sql",
              "protect/sampling/margins.sql", "protect/sampling/released.sql",
              "protect/sampling/per_stratum.sql", "protect/sampling/totals.sql"))


@dataclass
class SamplingSummary(Result):
    """What a subsample kept: records and units before and after, each stratum's N_h,
    m_h and inclusion probability, the weight column, the calibration."""

    method: str
    seed: int
    units: str                      #: "households" or "records"
    unit_column: str
    weight: str                     #: the released weight column
    n_before: int
    n_after: int
    units_before: int
    units_after: int
    weight_total_before: float
    weight_total_after: float
    strata: list[dict[str, Any]]    #: per stratum: stratum, units, selected, probability
    estimator: str = ESTIMATOR
    calibration: dict[str, Any] | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def table(self) -> str:
        lines = [f"{self.method}: {self.n_after:,} of {self.n_before:,} records "
                 f"({self.units_after:,} of {self.units_before:,} {self.units}), seed "
                 f"{self.seed}; weight {self.weight!r}: total {self.weight_total_before:.6g} "
                 f"before, {self.weight_total_after:.6g} after",
                 f"{'stratum':<30} {'units':>9} {'selected':>9} {'probability':>12}"]
        for s in self.strata[:20]:
            label = ", ".join(str(x) for x in s["stratum"]) or "(all)"
            lines.append(f"{label:<30} {s['units']:>9,} {s['selected']:>9,} "
                         f"{s['inclusion_probability']:>12.6g}")
        if len(self.strata) > 20:
            lines.append(f"... {len(self.strata) - 20} more strata (see the JSON summary)")
        if self.calibration:
            c = self.calibration
            how, steps = (("raking, one factor per household", "Newton steps")
                          if c.get("per_household") else ("raking", "passes"))
            lines.append(f"calibrated ({how}) to the totals of {', '.join(c['variables'])}: "
                         f"{c['passes']} {steps}, largest relative margin error "
                         f"{c['max_relative_error']:.3g}")
        lines += [f"{k}: {v}" for k, v in self.details.items()]
        return "\n".join(lines)


@dataclass
class Sampled:
    """A subsample: ``data`` (the released records, every column, input order: a
    relation), ``name`` (its temp table) and ``summary``."""

    data: Any
    name: str
    summary: Result     #: a SamplingSummary (or MASSC's summary)


def _unit(problem: ProblemInterface) -> tuple[str, bool, str]:
    """(unit column of the keyed view, whether it is ranked, "households"/"records")."""
    hh = problem.spec.household
    if hh is not None:
        return hh, not is_integer_type(problem.schema[hh]), "households"
    return record_id(problem), False, "records"


def check_strata(problem: ProblemInterface, names: Sequence[str], where: str) -> list[str]:
    """Sampling strata (or ``where``'s variables): columns of the input, not the weight."""
    out = list(names)
    for s in out:
        if s not in problem.schema:
            raise InputError(f"{where}: no column {s!r} in the input")
        if s == problem.spec.weight:
            raise InputError(f"{where}: {s!r} is the weight")
    return out


def calibrate_weights(problem: ProblemInterface, sample: str, weight: str,
                      variables: Sequence[str], unit: str | None = None
                      ) -> tuple[str, dict[str, Any]]:
    """Rake ``sample``'s ``weight`` (a relation with ``__sdc_order``) to the original
    file's weighted totals of each category of ``variables`` (none: to the file's total
    weight, one ratio); with ``unit`` (the household column), one factor per household
    (:func:`udfs.raking.unit_factors`: members keep equal weights).  Nothing per record
    reaches the driver: the margins (one row per category) and the sample's cells (one
    row per combination of categories, ``calibration_cells.sql``), or its households
    grouped by their shares of the categories (``unit_profiles.sql``), are raked there
    and the factors joined back (``calibrated.sql``).  Returns the temp table
    (``__sdc_order``, ``__sdc_w``) and the calibration's summary."""
    engine = problem.engine
    targets, categories = _margins(problem, variables)
    coded = problem.create("TABLE", problem.name("sampling_coded"), engine.render(
        "protect/sampling/coded.sql", sample=sample, weight=weight,
        variables=list(variables), categories=categories, unit=unit))
    cells = engine.fetch_arrow(engine.render("protect/sampling/calibration_cells.sql",
                                             coded=coded, n_vars=len(variables)))
    for j, v in enumerate(variables):
        if cells.column(f"__sdc_c{j}").null_count:
            raise InputError(f"calibrate: {v!r}: the sample has a category the original "
                             f"file has not")
    per_household = unit is not None
    what = ", ".join(variables) or "the total weight"
    try:
        if per_household and variables:
            try:
                sql, params, summary = _rake_households(problem, coded, targets)
            except RakingError:
                # some margins no positive household factors reach (a category only in
                # households whose other members are too many): the record weights are
                # raked, with a warning, rather than no calibration
                per_household = False
                warnings.warn(
                    f"calibrate: {what}: on this sample the margins cannot be met with one "
                    f"factor per household; the record weights are raked instead, so "
                    f"members of a household may have different weights", SdcsqlWarning,
                    stacklevel=2)
        if not (per_household and variables):    # the total weight: one factor for all
            sql, params, summary = _rake_cells(problem, coded, cells, targets)
    except RakingError as exc:
        raise InputError(f"calibrate: {what}: {exc}") from None
    name = problem.create("TABLE", problem.name("sampling_calibrated"), sql, params)
    low, high = engine.query(engine.render("protect/sampling/weight_range.sql",
                                           calibrated=name))[0].values()
    return name, {"variables": list(variables) or ["(total weight)"],
                  "per_household": per_household, **summary,
                  "min_weight": float(low or 0.0), "max_weight": float(high or 0.0)}


def _margins(problem: ProblemInterface, variables: Sequence[str]
             ) -> tuple[list[np.ndarray], list[str]]:
    """The calibration's targets (per variable, the original's weighted total of each
    category, in a fixed order, NULL last; the total weight without variables) and,
    per variable, a temp table of its categories and their codes 0..K-1."""
    engine = problem.engine
    targets: list[np.ndarray] = []
    categories: list[str] = []
    for j, v in enumerate([*variables] or [None]):
        margin = engine.fetch_arrow(engine.render(
            "protect/sampling/margins.sql", source=problem.keyed, variable=v,
            weight="__sdc_w"))
        rows = margin.to_pylist()
        order = sorted(range(len(rows)), key=lambda i: _category_order(rows[i]))
        targets.append(np.array([fixed(rows[i]["total_fixed"]) for i in order], float))
        if v is not None:
            categories.append(problem.create_from_arrow(
                problem.name(f"sampling_categories{j}"),
                pa.table({"category": margin.column("category").take(order),
                          "__sdc_code": pa.array(range(len(order)), pa.int64())})))
    return targets, categories


def _rake_cells(problem: ProblemInterface, coded: str, cells: pa.Table,
                targets: list[np.ndarray]) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """The record weights raked (:func:`udfs.raking.rake_factors`) on the sample's
    ``cells``; returns the calibrated weights' SQL, its parameters and the figures."""
    keys = [c for c in cells.column_names if c.startswith("__sdc_c")]
    weights = np.array([fixed(x) for x in cells.column("w_fixed").to_pylist()], float)
    codes = ([np.asarray(cells.column(k).to_numpy(), np.int64) for k in keys]
             or [np.zeros(cells.num_rows, np.int64)])
    g, passes = rake_factors(weights, codes, targets)
    worst = max(float(np.max(np.abs(np.bincount(c, weights=weights * g, minlength=len(t))
                                    - t) / t)) for c, t in zip(codes, targets, strict=True))
    factors = problem.create_from_arrow(problem.name("sampling_factors"), pa.table(
        {**{k: cells.column(k) for k in keys}, "__sdc_g": pa.array(g, pa.float64())}))
    return (problem.engine.render("protect/sampling/calibrated.sql", coded=coded,
                                  factors=factors, keys=keys),
            {}, {"passes": passes, "max_relative_error": worst})


def _rake_households(problem: ProblemInterface, coded: str, targets: list[np.ndarray]
                     ) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """One factor per household (:func:`udfs.raking.unit_factors`), raked on the
    sample's households grouped by their shares of the categories (``unit_shares.sql``,
    ``unit_profiles.sql``: a household's factor exp(p' lambda) depends on its shares p
    alone); returns the calibrated weights' SQL (the factors joined back by the shares),
    no parameters and the figures."""
    engine = problem.engine
    sizes = [len(t) for t in targets]
    shares = problem.create("TABLE", problem.name("sampling_unit_shares"), engine.render(
        "protect/sampling/unit_shares.sql", coded=coded, sizes=sizes))
    groups = engine.fetch_arrow(engine.render("protect/sampling/unit_profiles.sql",
                                              shares=shares, sizes=sizes))
    keys = [f"p{j}_{k}" for j, n in enumerate(sizes) for k in range(n)]
    size = np.array([fixed(x) for x in groups.column("size_fixed").to_pylist()], float)
    a = np.array([[fixed(x) for x in groups.column(f"a{k[1:]}").to_pylist()]
                  for k in keys], float).reshape(len(keys), groups.num_rows).T
    start = 0
    for j, t in enumerate(targets):
        check_margin(j, a[:, start:start + len(t)].sum(axis=0), t)
        start += len(t)
    g, steps = unit_factors(a, size, targets)
    target = np.concatenate(targets)
    live = target > 0
    worst = float(np.max(np.abs((a.T @ g)[live] - target[live]) / target[live],
                         initial=0.0))
    factors = problem.create_from_arrow(problem.name("sampling_factors"), pa.table(
        {**{k: groups.column(k) for k in keys}, "__sdc_g": pa.array(g, pa.float64())}))
    return (engine.render("protect/sampling/calibrated.sql", coded=coded, factors=factors,
                          keys=keys, shares=shares),
            {}, {"passes": steps, "max_relative_error": worst})


def fixed(total: Any) -> float:
    """A fixed-point weight sum (units of 2^-52: margins.sql, totals.sql) as the nearest
    double (Python's correctly rounded integer division: the same on either engine)."""
    return int(total or 0) / 2 ** 52


def _category_order(row: dict[str, Any]) -> tuple[bool, str, str]:
    """A margin's categories in a fixed order (NULL last; by type name then value)."""
    return (row["category"] is None, type(row["category"]).__name__, repr(row["category"]))


def subsample(problem: ProblemInterface, *, source: str, columns: list[str], order: str,
              strata: list[str], seed: int, step: str, fraction: float | None = None,
              fraction_column: str | None = None, calibrate: Sequence[str] | None = None,
              method: str = "sampling") -> Sampled:
    """The stratified subsample of ``source`` (records with ``columns``, the strata, the
    unit column and ``order``, the input order): the units of each stratum selected by
    their draw of (seed, unit, ``step``), the fraction ``fraction`` or each record's
    ``fraction_column``; the weight adjusted, then raked to ``calibrate``'s totals
    (``[]``: to the total weight; None: not calibrated)."""
    engine = problem.engine
    unit, ranked, kind = _unit(problem)
    units = problem.create("TABLE", problem.name(f"{method}_units"), engine.render(
        "protect/sampling/units.sql", source=source, unit=unit, rank_unit=ranked,
        strata=strata, fraction_column=fraction_column),
        None if fraction_column else {"fraction": fraction})
    bad = engine.query(engine.render("protect/sampling/checks.sql", units=units,
                                     source=source, unit=unit,
                                     fraction_column=fraction_column))[0]
    if bad["missing_units"]:
        raise InputError(f"household {unit!r}: {bad['missing_units']:,} record(s) have no "
                         f"household id; sampling keeps households whole")
    if bad["split_units"]:
        raise InputError(f"sample_strata: {bad['split_units']:,} household(s) are in more "
                         f"than one sampling stratum; a household is sampled whole, in one "
                         f"stratum")
    if bad["mixed_fractions"]:
        raise InputError(f"household {unit!r}: a household's members are in strata with "
                         f"different fractions; a household is sampled whole")
    draws = problem.create("TABLE", problem.name(f"{method}_draws"), engine.render(
        "protect/sampling/draws.sql", units=units, function=register_uniform(engine)),
        {"key": key(seed, step)})
    selected = problem.create("TABLE", problem.name(f"{method}_selected"), engine.render(
        "protect/sampling/selected.sql", units=units, draws=draws, strata=strata))
    weight = problem.spec.weight
    weight_out = weight or NEW_WEIGHT
    if weight is None and NEW_WEIGHT in problem.schema:
        raise InputError(f"weight: the input has a column {NEW_WEIGHT!r} but the spec no "
                         f"weight; declare it as the weight or rename it")
    sample = problem.create("TABLE", problem.name(f"{method}_sample"), engine.render(
        "protect/sampling/sample.sql", source=source, selected=selected, unit=unit,
        strata=strata, columns=columns, weight=weight, weight_out=weight_out, order=order))
    out_columns = columns + ([] if weight else [weight_out])
    calibrated = calibration = None
    if calibrate is not None:
        calibrated, calibration = calibrate_weights(
            problem, sample, weight_out, list(calibrate),
            unit if kind == "households" else None)
    name = problem.create("TABLE", problem.name(f"{method}_released"), engine.render(
        "protect/sampling/released.sql", sample=sample, columns=out_columns,
        weight_out=weight_out, calibrated=calibrated))
    per = engine.fetch_arrow(engine.render("protect/sampling/per_stratum.sql",
                                           selected=selected, strata=strata)).to_pylist()
    per_stratum: list[dict[str, Any]] = sorted(
        ({"stratum": [r[s] for s in strata], "units": int(r["n"]), "selected": int(r["k"]),
          "inclusion_probability": int(r["m"]) / int(r["n"])} for r in per if r["n"]),
        key=lambda s: [(x is None, str(x)) for x in s["stratum"]])
    totals = engine.query(engine.render("protect/sampling/totals.sql", source=source,
                                        keyed=problem.keyed, released=name,
                                        weight_out=weight_out))[0]
    summary = SamplingSummary(
        method=method, seed=seed, units=kind, unit_column=unit, weight=weight_out,
        n_before=int(totals["n_before"]), n_after=int(totals["n_after"]),
        units_before=sum(s["units"] for s in per_stratum),
        units_after=sum(s["selected"] for s in per_stratum),
        weight_total_before=fixed(totals["w_before_fixed"]),
        weight_total_after=fixed(totals["w_after_fixed"]),
        strata=per_stratum, calibration=calibration)
    return Sampled(data=engine.relation(engine.render("protect/table.sql", table=name,
                                                      ordered=True)),
                   name=name, summary=summary)


def sampling(problem: ProblemInterface, *, seed: int | None = None,
             fraction: float | None = None, sample_strata: Sequence[str] | None = None,
             calibrate: Sequence[str] | None = None) -> Sampled:
    """Release a stratified simple random subsample of ``fraction`` of the units
    (households kept whole) per stratum, the weights divided by the inclusion
    probabilities and, with ``calibrate``, raked to the original totals."""
    opts = check_keywords({"seed": seed, "fraction": fraction, "sample_strata": sample_strata,
                           "calibrate": calibrate}, SAMPLING_STEP.own, "sampling")
    for name, value in opts.items():
        opts[name] = SAMPLING_STEP.get(name).check(value, name)
    seed_ = check_seed(opts.get("seed"))
    if opts.get("fraction") is None:
        raise InputError("fraction: sampling needs the share of units to release, in (0, 1]")
    given = opts.get("sample_strata")
    strata = check_strata(problem, list(problem.spec.strata) if given is None else given,
                          "sample_strata")
    targets = (check_calibrate(problem, opts["calibrate"]) if opts.get("calibrate")
               else None)
    columns = [c for c in problem.engine.columns(problem.keyed) if c in problem.schema]
    return subsample(problem, source=problem.keyed, columns=columns, order="__sdc_row",
                     strata=strata, seed=seed_, step="sampling",
                     fraction=opts["fraction"], calibrate=targets)


def check_calibrate(problem: ProblemInterface, names: Sequence[str]) -> list[str]:
    """Calibration variables: columns of the input, named once, not the weight."""
    if len(set(names)) != len(names):
        raise InputError("calibrate: a variable is named twice")
    return check_strata(problem, names, "calibrate")
