"""Microaggregation (seed 003 sections 3.4.2.3 and 3.4.5): the records are put in
groups of at least ``k`` and each treated value is replaced by its group's value.

Five grouping algorithms, each a protection method (``[protection] method``):

* ``mdav`` -- MDAV on all the treated variables at once, standardised (003 section
  3.4.5.4);
* ``vmdav`` -- V-MDAV, MDAV with variable group sizes k..2k-1 (003 section 3.4.5.1);
* ``categorical_microaggregation`` -- MDAV on ordinal and nominal variables, the group
  median (ordinal) or plurality (nominal) category as the value (003 section 3.4.5.5);
* ``hansen_mukherjee`` -- the optimal univariate partition (groups of k..2k-1, the
  least sum of squared errors), each variable on its own (003 section 3.4.5.3);
* ``individual_ranking`` -- each variable on its own, sorted, in consecutive groups
  of k (003 section 3.4.5.2).

The group value is the mean (weighted by the spec's weight when there is one and
``weighted`` is true), the median or a trimmed mean.  Strata (``spec.strata``) are
microaggregated each on its own, through the engine's ``map_groups`` (Spark runs the
strata with the same kernels, ``udfs/microaggregation.py``).  The result keeps every
row and every other column; the treated columns become DOUBLE.  docs/protect/
microaggregation.md.

>>> import duckdb, sdcsql
>>> from sdcsql.protect.microaggregation import microaggregate
>>> con = duckdb.connect()
>>> rel = con.sql("SELECT * FROM (VALUES ('a', 1.0), ('a', 2.0), ('b', 3.0), ('b', 10.0)) t(g, x)")
>>> with sdcsql.Problem(rel, sdcsql.Spec(keys=["g"]), con=con) as p:
...     r = microaggregate(p, algorithm="individual_ranking", numeric=["x"], k=2)
...     [row[1] for row in r.data.fetchall()]
[1.5, 1.5, 6.5, 6.5]
"""

from __future__ import annotations

import argparse
import itertools
import math
import numbers
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa

from ..data import Result
from ..errors import InputError
from ..options import (
    Option,
    StepOptions,
    check_bool,
    check_choice,
    check_names,
    name_list,
    split_names,
)
from ..spec import is_numeric_type
from .draws import check_values

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["ALGORITHMS", "CATEGORICAL_STEP", "GROUP_VALUES", "MICROAGGREGATION_STEP",
           "MicroaggregationResult", "MicroaggregationSummary", "VMDAV_STEP",
           "categorical_microaggregation", "hansen_mukherjee", "individual_ranking", "mdav",
           "microaggregate", "vmdav"]

#: The grouping algorithms; each is a protection method of the same name.
ALGORITHMS = ("mdav", "hansen_mukherjee", "individual_ranking", "vmdav",
              "categorical_microaggregation")
#: The values that replace a group's values.
GROUP_VALUES = ("mean", "median", "trimmed")
_runs = itertools.count(1)


def check_group_size(value: Any, where: str) -> int:
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < 2:
        raise InputError(f"{where}: the group size must be an integer >= 2, got {value!r}")
    return int(value)


def check_trim(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not 0 <= value < 0.5:
        raise InputError(f"{where}: the share trimmed at each end must be in [0, 0.5), "
                         f"got {value!r}")
    return float(value)


def check_gamma(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not (0 < value and math.isfinite(value)):
        raise InputError(f"{where}: the V-MDAV extension factor must be a number > 0, "
                         f"got {value!r}")
    return float(value)


#: The options of the microaggregation methods (each of ALGORITHMS), declared once: the
#: CLI flags of ``sdcsql protect --method mdav``, the ``[protection]`` keys, run_step's
#: and Session.protect's keywords are derived from them (sdcsql.options).
MICROAGGREGATION_STEP = StepOptions("protect", own=(
    Option("k", check_group_size, required=True,
           help="minimum group size: every group has at least k records (microaggregation: "
                ">= 2)", cli={"type": int}),
    Option("numeric", check_names,
           help="the numeric variables to microaggregate (default: the spec's numeric role)",
           cli={"type": split_names, "metavar": "V1,V2,..."}),
    Option("group_value", check_choice(GROUP_VALUES, "a group value"), default="mean",
           choices=GROUP_VALUES,
           help="the value that replaces a group's values: mean (default; weighted by the "
                "spec's weight unless --no-weighted), median or trimmed (mean)"),
    Option("trim", check_trim, default=0.1,
           help="trimmed group value: the share of a group's values dropped at each end "
                "(default 0.1)", cli={"type": float}),
    Option("standardise", check_bool, default=True,
           help="MDAV: distances on the variables scaled to mean 0 and sd 1 (default)",
           cli={"action": argparse.BooleanOptionalAction}),
    Option("weighted", check_bool, default=True,
           help="group means and medians weighted by the spec's weight when it has one "
                "(default)", cli={"action": argparse.BooleanOptionalAction}),
), templates=("protect/microaggregation/checks.sql", "protect/microaggregation/values.sql",
              "protect/microaggregation/protected.sql", "protect/microaggregation/summary.sql",
              "protect/microaggregation/moments.sql",
              "protect/microaggregation/households.sql",
              "protect/microaggregation/household_checks.sql",
              "protect/microaggregation/patterns.sql"))

#: V-MDAV's options: microaggregation's and ``gamma``.
VMDAV_STEP = StepOptions("protect", own=(*MICROAGGREGATION_STEP.own, Option(
    "gamma", check_gamma, default=0.2,
    help="V-MDAV: a group of k grows (to at most 2k-1) by the nearest record left while its "
         "distance to the group is below gamma times its distance to the nearest other "
         "record left (default 0.2)", cli={"type": float}),
), templates=MICROAGGREGATION_STEP.templates)

#: Categorical microaggregation's options: k, the ordinal and nominal variables, weighted.
CATEGORICAL_STEP = StepOptions("protect", own=(
    MICROAGGREGATION_STEP.own[0],
    Option("ordinal", check_names,
           help="categorical microaggregation: ordinal variables (categories ordered as "
                "they sort), each replaced by its group's median category",
           cli={"type": name_list, "metavar": "V1,V2,..."}),
    Option("nominal", check_names,
           help="categorical microaggregation: nominal variables, each replaced by its "
                "group's most frequent category (ties: the first in sort order)",
           cli={"type": split_names, "metavar": "V1,V2,..."}),
    next(o for o in MICROAGGREGATION_STEP.own if o.name == "weighted"),
), templates=(*MICROAGGREGATION_STEP.templates, "protect/microaggregation/categories.sql"))


@dataclass(frozen=True)
class MicroaggregationSummary(Result):
    """What microaggregation did: the method, the variables, and per variable the
    records, changes, moments before and after, SSE/SST and group sizes."""

    method: str                        #: one of ALGORITHMS
    k: int                             #: the minimum group size
    group_value: str                   #: mean, median or trimmed
    weighted: bool                     #: group values weighted by the spec's weight
    standardised: bool                 #: MDAV on standardised variables
    strata: int                        #: the number of strata (1 without strata)
    n: int                             #: records
    variables: list[dict[str, Any]] = field(default_factory=list)  #: one dict per variable
    gamma: float | None = None         #: vmdav's extension factor
    #: categorical microaggregation: variable -> "ordinal" or "nominal" (their figures
    #: in ``variables`` are on the category codes 0.. in sort order)
    categorical: dict[str, str] = field(default_factory=dict)
    #: the household-level variables (the spec's household_variables among the treated):
    #: grouped among households, one row per household (their figures in ``variables``,
    #: ``unit`` = "household", count households), the group value in every member
    household_variables: list[str] = field(default_factory=list)

    @property
    def il(self) -> float:
        """Information loss: the SSE over the SST of all treated variables (each
        variable's SST about its stratum's mean)."""
        sst = sum(v["sst"] or 0.0 for v in self.variables)
        return sum(v["sse"] or 0.0 for v in self.variables) / sst if sst > 0 else math.nan

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        out = super().to_json()
        out["il"] = json_ready(self.il)
        return out

    def table(self) -> str:
        lines = [f"microaggregation ({self.method}, k = {self.k}, group value {self.group_value}"
                 f"{', weighted' if self.weighted else ''}): {self.n:,} records, "
                 f"{self.strata:,} strata, SSE/SST = {self.il:.4g}"]
        head = ("variable", "changed", "mean before", "mean after", "sd before", "sd after",
                "groups", "sizes")
        rows = [head] + [(v["variable"], f"{v['n_changed']:,}", _g(v["mean_before"]),
                          _g(v["mean_after"]), _g(v["sd_before"]), _g(v["sd_after"]),
                          f"{v['n_groups']:,}",
                          f"{v['group_size_min']}..{v['group_size_max']}")
                         for v in self.variables]
        width = [max(len(str(r[i])) for r in rows) for i in range(len(head))]
        lines += ["  ".join(str(c).rjust(w) for c, w in zip(r, width, strict=True))
                  for r in rows]
        if self.household_variables:
            lines.append("household-level, grouped among households (one row per "
                         f"household, the group value in every member): "
                         f"{', '.join(self.household_variables)}")
        return "\n".join(lines)


def _g(x: Any) -> str:
    return "" if x is None or (isinstance(x, float) and not math.isfinite(x)) else f"{x:.6g}"


@dataclass
class MicroaggregationResult(Result):
    """The microaggregated file (every input row and column, the treated variables
    replaced, input order) and its summary (``to_json``/``table``: the summary's)."""

    data: Any                          #: the protected relation (engine-native)
    summary: MicroaggregationSummary

    def to_json(self) -> dict[str, Any]:
        return self.summary.to_json()

    def table(self) -> str:
        return self.summary.table()


def _kernel(algorithm: str, k: int, n_vars: int, how: str, trim: float, standardise: bool,
            weighted: bool, strata: list[str], gamma: float = 0.2,
            ordinal: tuple[bool, ...] = ()) -> Any:
    """The per-stratum function: Arrow table (values.sql's rows of one stratum) ->
    Arrow table (id, strata, values before, group values, group labels)."""
    from ..udfs import microaggregation as kernels

    def run(table: pa.Table) -> pa.Table:
        ids = table.column("__sdcm_id").to_numpy()
        x = np.column_stack([table.column(f"__sdcm_v{j}").to_numpy(zero_copy_only=False)
                             .astype(np.float64) for j in range(n_vars)])
        w = table.column("__sdcm_w").to_numpy(zero_copy_only=False).astype(np.float64) \
            if weighted else None
        values, labels = [], []
        if algorithm == "categorical_microaggregation":
            codes = x.astype(np.int64)
            z = np.column_stack([kernels.categorical_embedding(codes[:, j], ordinal[j])
                                 for j in range(n_vars)])
            group = kernels.mdav(z, k, ids, standardise_first=False)
            for j in range(n_vars):
                fn = kernels.ordinal_median if ordinal[j] else kernels.nominal_plurality
                values.append(fn(codes[:, j], group, w).astype(np.float64))
                labels.append(group)
        elif algorithm in ("mdav", "vmdav"):
            group, present = _by_pattern(x, ids, lambda xs, ids_: (
                kernels.mdav(xs, k, ids_, standardise_first=standardise)
                if algorithm == "mdav" else
                kernels.vmdav(xs, k, ids_, gamma=gamma, standardise_first=standardise)))
            for j in range(n_vars):
                values.append(kernels.group_values(x[:, j], group, how, w, trim))
                labels.append(np.where(present[:, j], group, -1))
        else:
            fn = getattr(kernels, algorithm)
            for j in range(n_vars):
                ok = ~np.isnan(x[:, j])
                group = np.full(len(ids), -1, dtype=np.int64)
                if ok.any():
                    group[ok] = fn(x[ok, j], k, ids[ok])
                values.append(kernels.group_values(x[:, j], group, how, w, trim))
                labels.append(np.where(ok, group, -1))
        cols: dict[str, Any] = {"__sdcm_id": table.column("__sdcm_id")}
        for s in strata:
            cols[s] = table.column(s)
        for j in range(n_vars):
            # before (summary.sql), NaN as NULL: missing, as the methods read it
            cols[f"__sdcm_x{j}"] = pa.array(x[:, j], pa.float64(), from_pandas=True)
            cols[f"__sdcm_v{j}"] = pa.array(values[j], pa.float64(), from_pandas=True)
            cols[f"__sdcm_g{j}"] = pa.array(labels[j], pa.int64())
        return pa.table(cols)

    return run


def _by_pattern(x: np.ndarray, ids: np.ndarray, grouping: Any) -> tuple[np.ndarray, np.ndarray]:
    """MDAV and V-MDAV with missing values: the records are split by their pattern of
    missingness (which variables they have; NaN is missing) and each pattern's records
    are grouped on their variables by ``grouping(values, ids)``, as if they were the
    whole stratum; patterns in lexicographic order, labels numbered on across them.
    Records missing every variable get label -1.  Complete records: one call, as
    before.  Returns the labels and the present mask."""
    present = ~np.isnan(x)
    if present.all():
        return grouping(x, ids), present
    group = np.full(len(ids), -1, dtype=np.int64)
    patterns, inverse = np.unique(present, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    offset = 0
    for p, cols in enumerate(patterns):
        rows = np.flatnonzero(inverse == p)
        if not cols.any():
            continue
        g = np.asarray(grouping(np.ascontiguousarray(x[np.ix_(rows, np.flatnonzero(cols))]),
                                ids[rows]), dtype=np.int64)
        group[rows] = g + offset
        offset += int(g.max()) + 1
    return group, present


def microaggregate(problem: ProblemInterface, *, algorithm: str, k: int,
                   numeric: list[str] | None = None, group_value: str = "mean",
                   trim: float = 0.1, standardise: bool = True,
                   weighted: bool = True, gamma: float = 0.2,
                   ordinal: list[str] | None = None,
                   nominal: list[str] | None = None) -> MicroaggregationResult:
    """Microaggregate the ``numeric`` variables (default: the spec's numeric role) with
    ``algorithm`` (one of :data:`ALGORITHMS`) into groups of at least ``k`` records,
    within each stratum; each value becomes its group's ``group_value`` (``mean``,
    weighted by the spec's weight when ``weighted``; ``median``; ``trimmed`` mean
    dropping ``trim`` of the values at each end).  NULL (and NaN) values stay NULL:
    univariate methods group each variable's values; MDAV and V-MDAV group the records
    within their pattern of missingness (the records with the same treated variables
    present, on those variables), refusing a pattern of fewer than k records in a
    stratum.  ``vmdav`` grows groups up
    to 2k-1 records by ``gamma``.  ``categorical_microaggregation`` treats the
    ``ordinal`` and ``nominal`` variables instead (any column type, no NULLs): MDAV on
    their category codes, each replaced by its group's median or plurality category.

    Refused before any work: k < 2, no variable, a variable that is not a numeric
    column or is a key, stratum, weight or household; NaN or infinite values; a stratum
    with fewer than k values; MDAV or V-MDAV where a pattern of missingness has fewer
    than k records."""
    check_choice(ALGORITHMS, "a microaggregation method")(algorithm, "method")
    k = check_group_size(k, "k")
    check_choice(GROUP_VALUES, "a group value")(group_value, "group_value")
    trim = check_trim(trim, "trim")
    gamma = check_gamma(gamma, "gamma")
    categorical = algorithm == "categorical_microaggregation"
    variables, kinds = _checked_columns(problem, *_given_variables(
        problem, algorithm, numeric, ordinal, nominal), categorical)
    if not categorical:     # the one check of every numeric method (NaN: missing)
        check_values(problem, variables, "numeric")
    spec, engine = problem.spec, problem.engine
    strata = list(spec.strata)
    weighted = bool(weighted) and spec.weight is not None
    household_level = {c.lower() for c in spec.household_variables}
    at_home = [v for v in variables if v.lower() in household_level]
    person = [v for v in variables if v.lower() not in household_level]
    homes = None
    if at_home:
        homes = _household_relation(problem, at_home, strata)
    run = next(_runs)
    settings = {"algorithm": algorithm, "k": k, "group_value": group_value, "trim": trim,
                "standardise": standardise, "weighted": weighted, "gamma": gamma,
                "kinds": kinds, "strata": strata, "run": run}
    counts = engine.query(engine.render("protect/microaggregation/checks.sql",
                                        keyed=problem.keyed, strata=strata, variables=person,
                                        categorical=[v for v in person if v in kinds]))
    _check_counts(counts, person, settings, "record")
    _check_patterns(problem, problem.keyed, person, settings, "record")
    passes = []
    if homes is not None:
        home_counts = engine.query(engine.render(
            "protect/microaggregation/checks.sql", keyed=homes, strata=strata,
            variables=at_home, categorical=[v for v in at_home if v in kinds]))
        _check_counts(home_counts, at_home, settings, "household")
        _check_patterns(problem, homes, at_home, settings, "household")
        passes.append(("household", _run_pass(problem, homes, at_home, settings, "h")))
    if person:
        passes.append(("record", _run_pass(problem, problem.keyed, person, settings, "")))
    protected = _protected_table(problem, run, dict(passes), homes)
    order = {v: j for j, v in enumerate(variables)}
    per_variable = sorted((r for _, p in passes for r in p["rows"]),
                          key=lambda r: order[r["variable"]])
    summary = MicroaggregationSummary(
        method=algorithm, k=k,
        group_value="median (ordinal), plurality (nominal)" if categorical else group_value,
        weighted=weighted, standardised=bool(standardise) and not categorical,
        strata=max(len(counts), 1), n=sum(int(r["n"]) for r in counts),
        variables=per_variable, gamma=gamma if algorithm == "vmdav" else None,
        categorical=kinds, household_variables=at_home)
    return MicroaggregationResult(data=engine.relation(engine.render(
        "protect/table.sql", table=protected)), summary=summary)


def _given_variables(problem: ProblemInterface, algorithm: str, numeric: list[str] | None,
                     ordinal: list[str] | None,
                     nominal: list[str] | None) -> tuple[list[str], dict[str, str]]:
    """The variables to treat as given (numeric ones, default the spec's numeric role;
    or the ordinal and nominal ones of categorical microaggregation) and the kind of
    each categorical one; refuses an option of the other kind of method."""
    kinds: dict[str, str] = {}
    if algorithm == "categorical_microaggregation":
        if numeric:
            raise InputError("numeric: categorical microaggregation treats --ordinal and "
                             "--nominal variables; use mdav for numeric ones")
        for name, given in (("ordinal", ordinal), ("nominal", nominal)):
            for v in check_names(list(given), name) if given else []:
                if v.lower() in {c.lower() for c in kinds}:
                    raise InputError(f"{name}: variable {v!r} is given twice")
                kinds[v] = name
        variables = list(kinds)
        if not variables:
            raise InputError("ordinal: give the categorical variables to microaggregate "
                             "(--ordinal and/or --nominal)")
        return variables, kinds
    for name, given in (("ordinal", ordinal), ("nominal", nominal)):
        if given:
            raise InputError(f"{name}: an option of categorical_microaggregation, not "
                             f"of {algorithm}")
    return list(check_names(list(numeric), "numeric") if numeric
                else problem.spec.numeric), kinds


def _checked_columns(problem: ProblemInterface, variables: list[str], kinds: dict[str, str],
                     categorical: bool) -> tuple[list[str], dict[str, str]]:
    """The variables checked against the input (columns of it, numeric unless
    categorical, no key, stratum, weight or household id), under the input's spelling
    of their names."""
    spec = problem.spec
    if not variables:
        raise InputError("numeric: give the variables to microaggregate (--numeric, or the "
                         "spec's numeric role)")
    if len(set(variables)) < len(variables):
        raise InputError("numeric: a variable is given twice")
    schema = {c.lower(): (c, t) for c, t in problem.schema.items()}
    roles = {*(c.lower() for c in spec.keys), *(c.lower() for c in spec.strata),
             *(c.lower() for c in (spec.weight, spec.household) if c)}
    for v in variables:
        where = kinds.get(v, "numeric")
        if v.lower() not in schema:
            raise InputError(f"{where}: column {v!r} is not in the input")
        if not categorical and not is_numeric_type(schema[v.lower()][1]):
            raise InputError(f"numeric: column {v!r} is not numeric "
                             f"({schema[v.lower()][1]})")
        if v.lower() in roles:
            raise InputError(f"{where}: column {v!r} is a key, stratum, weight or household "
                             "id; microaggregation treats other columns")
    return ([schema[v.lower()][0] for v in variables],
            {schema[v.lower()][0]: kind for v, kind in kinds.items()})


def _protected_table(problem: ProblemInterface, run: int, passes: dict[str, Any],
                     homes: str | None) -> str:
    """The protected file: every input column, the treated values of the record pass
    and of the household pass (household-level variables, joined by household)."""
    spec, engine = problem.spec, problem.engine
    record_pass, home_pass = passes.get("record"), passes.get("household")
    return problem.create("TABLE", problem.name(f"microaggregation_{run}"), engine.render(
        "protect/microaggregation/protected.sql", keyed=problem.keyed,
        grouped=record_pass["grouped"] if record_pass else None,
        columns=list(problem.schema),
        treated=record_pass["treated"] if record_pass else {},
        categories=record_pass["categories"] if record_pass else {},
        **({"household": spec.household, "households": homes,
            "grouped_households": home_pass["grouped"],
            "household_treated": home_pass["treated"],
            "household_categories": home_pass["categories"]} if home_pass else {})))


def _household_relation(problem: ProblemInterface, variables: list[str],
                        strata: list[str]) -> str:
    """households.sql's table (one row per household: its value of each household-level
    variable), after household_checks.sql's refusals."""
    engine = problem.engine
    hh = problem.spec.household
    assert hh is not None       # household_variables need a household (Spec checks)
    homes = problem.create("TABLE", problem.name("microaggregation_households"),
                           engine.render("protect/microaggregation/households.sql",
                                         keyed=problem.keyed, household=hh, strata=strata,
                                         variables=variables))
    bad = engine.query(engine.render("protect/microaggregation/household_checks.sql",
                                     households=homes, variables=variables))[0]
    if bad["missing"]:
        raise InputError(f"household {hh!r}: records without a household id; a "
                         "household-level variable is microaggregated once per household")
    if bad["split"]:
        raise InputError(f"household_variables: {bad['split']:,} household(s) are in more "
                         "than one stratum; a household-level variable is microaggregated "
                         "once per household, in one stratum")
    for j, v in enumerate(variables):
        if bad[f"mixed{j}"]:
            raise InputError(f"household_variables: column {v!r}: the members of "
                             f"{bad[f'mixed{j}']:,} household(s) disagree; a household-level "
                             "variable has one value per household")
    return homes


def _check_counts(counts: list[dict[str, Any]], variables: list[str],
                  settings: dict[str, Any], unit: str) -> None:
    """checks.sql's refusals: NULLs where categorical microaggregation needs complete
    records, a stratum with fewer than k values (records, or households for the
    household-level variables)."""
    k, kinds = settings["k"], settings["kinds"]
    for row in counts:
        for j, v in enumerate(variables):
            if v in kinds and row[f"c{j}"] < row["n"]:
                raise InputError(f"{kinds[v]}: column {v!r} has missing values; categorical "
                                 "microaggregation needs complete records")
            if 0 < row[f"c{j}"] < k:
                what = "household value(s)" if unit == "household" else "value(s)"
                raise InputError(f"k: a {'stratum' if settings['strata'] else 'file'} has "
                                 f"{row[f'c{j}']} {what} of {v!r}, fewer than k = {k}; "
                                 "merge strata or lower k")


def _check_patterns(problem: ProblemInterface, keyed: str, variables: list[str],
                    settings: dict[str, Any], unit: str) -> None:
    """patterns.sql's refusal (MDAV, V-MDAV): a pattern of missingness with fewer than
    k records (or households) in a stratum, named by the variables it has."""
    if settings["algorithm"] not in ("mdav", "vmdav") or not variables:
        return
    engine = problem.engine
    small = engine.query(engine.render("protect/microaggregation/patterns.sql", keyed=keyed,
                                       strata=settings["strata"], variables=variables),
                         {"k": settings["k"]})
    if small:
        row = small[0]
        has = [v for j, v in enumerate(variables) if row[f"p{j}"]]
        what = "household(s)" if unit == "household" else "record(s)"
        raise InputError(f"numeric: {int(row['n']):,} {what} have values of only "
                         f"{', '.join(repr(v) for v in has)} among the treated variables"
                         f"{' in a stratum' if settings['strata'] else ''}, fewer than "
                         f"k = {settings['k']}; {settings['algorithm']} aggregates records "
                         "with the same variables present: impute, drop a variable, "
                         "merge strata or lower k")


def _run_pass(problem: ProblemInterface, keyed: str, variables: list[str],
              settings: dict[str, Any], tag: str) -> dict[str, Any]:
    """One microaggregation pass over ``keyed`` (the records, or households.sql's one
    row per household): values.sql, the kernel per stratum (map_groups), the
    categories and the per-variable summary rows."""
    engine = problem.engine
    kinds, strata, run = settings["kinds"], settings["strata"], settings["run"]
    unit = "household" if tag else "record"
    values = problem.create("VIEW", problem.name(f"microaggregation_values_{run}{tag}"),
                            engine.render("protect/microaggregation/values.sql",
                                          keyed=keyed, strata=strata,
                                          variables=variables,
                                          categorical=[v for v in variables if v in kinds],
                                          weighted=settings["weighted"]))
    values_sql = engine.render("protect/table.sql", table=values)
    fields = [pa.field("__sdcm_id", pa.int64())]
    types = engine.fetch_arrow(engine.render("protect/table.sql",
                                             table=values, empty=True)).schema
    fields += [types.field(s) for s in strata]
    for j in range(len(variables)):
        fields += [pa.field(f"__sdcm_x{j}", pa.float64()), pa.field(f"__sdcm_v{j}", pa.float64()),
                   pa.field(f"__sdcm_g{j}", pa.int64())]
    grouped = engine.map_groups(
        values_sql, strata, _kernel(settings["algorithm"], settings["k"], len(variables),
                                    settings["group_value"], settings["trim"],
                                    settings["standardise"], settings["weighted"], strata,
                                    settings["gamma"],
                                    tuple(kinds.get(v) == "ordinal" for v in variables)),
        pa.schema(fields), name=problem.name(f"microaggregation_groups_{run}{tag}"))
    categories = {v: problem.create("TABLE", problem.name(f"microaggregation_categories_"
                                                          f"{run}{tag}_{j}"),
                                    engine.render("protect/microaggregation/categories.sql",
                                                  keyed=keyed, variable=v))
                  for j, v in enumerate(variables) if v in kinds}
    rows = engine.query(engine.render("protect/microaggregation/summary.sql",
                                      grouped=grouped, one_grouping=(
                                          settings["algorithm"] == "categorical_microaggregation"),
                                      variables=variables, strata=strata),
                        {f"variable{j}": v for j, v in enumerate(variables)})
    strata_sums = engine.query(engine.render("protect/microaggregation/moments.sql",
                                             grouped=grouped, variables=variables,
                                             strata=strata))
    out = []
    for i, r in enumerate(dict(x) for x in rows):
        for key in ("n", "n_missing", "n_changed", "n_groups", "group_size_min",
                    "group_size_max"):
            r[key] = None if r[key] is None else int(r[key])
        r.update(_figures(strata_sums, i))
        r["unit"] = unit
        out.append(r)
    return {"grouped": grouped, "rows": out, "categories": categories,
            "treated": {v: j for j, v in enumerate(variables)}}


def _figures(strata_sums: list[Any], i: int) -> dict[str, float | None]:
    """Variable ``i``'s mean and sample sd before and after, SSE (the sum of the squared
    changes) and SST (the sum of the squares of the values before about their stratum's
    mean) from the strata's exact sums (moments.sql): integers added up, the figures
    in rational arithmetic, each rounded once (draws.moments); None where no value."""
    from fractions import Fraction

    from .draws import moments

    def total(p: str) -> dict[str, Any]:
        keys = (f"n{p}", f"sh{p}", f"sl{p}", f"hh{p}", f"hl{p}", f"ll{p}")
        row: dict[str, Any] = {k: sum(int(r[k] or 0) for r in strata_sums) for k in keys}
        row[f"k{p}"] = next((r[f"k{p}"] for r in strata_sums), 1.0)
        return row

    def squares(r: Any, p: str) -> tuple[int, int]:
        s1 = (int(r[f"sh{p}"] or 0) << 44) + int(r[f"sl{p}"] or 0)
        s2 = ((int(r[f"hh{p}"] or 0) << 88) + (int(r[f"hl{p}"] or 0) << 45)
              + int(r[f"ll{p}"] or 0))
        return s1, s2

    x, v, d = (total(f"{p}{i}") for p in "xvd")
    mean_before, sd_before = moments(x, f"x{i}")
    mean_after, sd_after = moments(v, f"v{i}")
    sse = sst = None
    if d[f"nd{i}"]:
        sse = float(Fraction(squares(d, f"d{i}")[1]) / Fraction(d[f"kd{i}"]) ** 2)
    if x[f"nx{i}"]:
        about = Fraction(0)
        for r in strata_sums:
            n = int(r[f"nx{i}"] or 0)
            if n:
                s1, s2 = squares(r, f"x{i}")
                about += s2 - Fraction(s1 * s1, n)
        sst = float(about / Fraction(x[f"kx{i}"]) ** 2)
    return {"mean_before": mean_before, "mean_after": mean_after, "sd_before": sd_before,
            "sd_after": sd_after, "sse": sse, "sst": sst}


def mdav(problem: ProblemInterface, **options: Any) -> MicroaggregationResult:
    """MDAV microaggregation (seed 003 section 3.4.5.4): :func:`microaggregate`."""
    return microaggregate(problem, algorithm="mdav", **options)


def hansen_mukherjee(problem: ProblemInterface, **options: Any) -> MicroaggregationResult:
    """Optimal univariate microaggregation (seed 003 section 3.4.5.3): :func:`microaggregate`."""
    return microaggregate(problem, algorithm="hansen_mukherjee", **options)


def vmdav(problem: ProblemInterface, **options: Any) -> MicroaggregationResult:
    """V-MDAV, groups of k..2k-1 (seed 003 section 3.4.5.1): :func:`microaggregate`."""
    return microaggregate(problem, algorithm="vmdav", **options)


def categorical_microaggregation(problem: ProblemInterface,
                                 **options: Any) -> MicroaggregationResult:
    """Categorical microaggregation (seed 003 section 3.4.5.5): :func:`microaggregate`."""
    return microaggregate(problem, algorithm="categorical_microaggregation", **options)


def individual_ranking(problem: ProblemInterface, **options: Any) -> MicroaggregationResult:
    """Individual ranking (seed 003 section 3.4.5.2): :func:`microaggregate`."""
    return microaggregate(problem, algorithm="individual_ranking", **options)
