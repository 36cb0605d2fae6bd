"""Reproducible draws and the per-stratum run shared by the perturbation methods.

Every random method of ``sdcsql.protect`` (``noise``, ``rank_swap``, ``shuffle``,
``pram``) draws through :mod:`udfs.draws`: a draw is a function of (seed, record id,
step, variable) only, so the same seed gives the same bytes for any thread count and
any order of the records.  This module holds what those methods share:

* :func:`check_seed` -- a random method without a seed is refused;
* :func:`record_id` -- the record id of the draws: the spec's ``person_id`` (an integer
  column) when given, else ``__sdc_row``, the input row number of the keyed view.  On
  DuckDB that is the position of the row in the file as read; on Spark the keyed view's
  ``__sdc_row`` is ``monotonically_increasing_id`` and depends on the partitioning, so
  the random methods refuse Spark without ``person_id`` (with it, Spark gives DuckDB's
  values; the pure-SQL uniform ``sql/protect/draws/uniform.sql`` is DuckDB only);
* :func:`perturb` -- reads the records (``sql/protect/draws/records.sql``), runs a
  vectorised kernel once per stratum through the engine's ``map_groups`` and builds the
  protected relation (``sql/protect/draws/replaced.sql``): every record and column, the
  treated variables replaced;
* :class:`PerturbSummary` -- the summary every method returns; :func:`uniform_sql`
  renders the pure-SQL uniform (``sql/protect/draws/uniform.sql``).
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np
import pyarrow as pa

from ..data import Result
from ..errors import InputError
from ..interface import ProblemInterface
from ..options import Option, check_names, split_names
from ..spec import is_float_type, is_integer_type, is_numeric_type
from ..udfs.draws import SPLITMIX, stream_key

__all__ = ["PerturbSummary", "Perturbed", "check_seed", "SEED_RANGE", "record_id", "perturb",
           "uniform_sql", "key", "SEED_OPTION", "NUMERIC_OPTION", "variables_of",
           "check_ids", "finish", "uniforms_table", "check_values", "MAX_MAGNITUDE",
           "check_single_value_strata"]

Kernel = Callable[[dict[str, np.ndarray], np.ndarray, tuple], dict[str, np.ndarray]]


#: The seeds the draws take: 0 to 2^64 - 1, the splitmix64 state (udfs.draws); a larger
#: seed would be taken modulo 2^64, the same draws as a smaller one.
SEED_RANGE = (0, 2**64 - 1)


def check_seed(value: Any, where: str = "seed", *,
               bounds: tuple[int, int] = SEED_RANGE) -> int:
    """The seed, an integer within ``bounds`` (default :data:`SEED_RANGE`); a random
    method without one is refused.  The one check of every seed sdcsql takes (the
    random methods, the release, the demo generator's 64-bit signed seed)."""
    low, high = bounds
    text = f"an integer from {_power(low)} to {_power(high)}"
    if value is None:
        raise InputError(f"{where}: a random method needs a seed ({text}), so that the "
                         f"same seed gives the same file")
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) \
            or not low <= int(value) <= high:
        raise InputError(f"{where}: must be {text}, got {value!r}")
    return int(value)


_BOUNDS_TEXT = {2**64 - 1: "2^64 - 1", 2**63 - 1: "2^63 - 1", -(2**63): "-2^63"}


def _power(x: int) -> str:
    """0, 2^64 - 1, -2^63: a bound of a seed as people write it."""
    return _BOUNDS_TEXT.get(x, str(x))


SEED_OPTION = Option("seed", check_seed, "seed of the random draws (required); the same "
                     "seed gives the same file on any thread count", cli={"type": int})
#: The variables a numeric method treats: one option, ``numeric`` (``--numeric``), as
#: microaggregation's (default: the spec's numeric role).
NUMERIC_OPTION = Option("numeric", check_names, "the numeric variables to treat (default: the "
                        "spec's numeric role)",
                        cli={"type": split_names, "metavar": "V1,V2,..."})


def record_id(problem: ProblemInterface) -> str:
    """The keyed view's column the draws are keyed by: ``person_id`` (integer) or
    ``__sdc_row``."""
    pid = problem.spec.person_id
    if pid is None:
        if problem.engine.dialect == "spark":
            raise InputError("person_id: random draws on Spark need a person_id column (an "
                             "integer record id; --person-id on the command line): Spark's "
                             "row numbers depend on the partitioning")
        return "__sdc_row"
    kind = problem.schema[pid].upper()
    if not kind.startswith(("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "UTINYINT",
                            "USMALLINT", "UINTEGER", "HUGEINT", "UBIGINT")):
        raise InputError(f"person_id {pid!r}: the record id of the random draws must be "
                         f"an integer column, it is {kind}")
    return pid


def variables_of(problem: ProblemInterface, variables: Sequence[str] | None, where: str,
                 *, numeric: bool = True, complete: bool = False) -> list[str]:
    """The variables to treat: given, else the spec's numeric ones; checked, their
    values too (:func:`check_values`; ``complete``: the method needs complete records,
    so a NaN is refused rather than read as missing)."""
    names = list(variables) if variables else list(problem.spec.numeric)
    if not names:
        raise InputError(f"{where}: no variables to treat; give --numeric or the spec's "
                         f"numeric role")
    if len(set(names)) != len(names):
        raise InputError(f"{where}: a variable is named twice")
    for v in names:
        if v not in problem.schema:
            raise InputError(f"{where}: no column {v!r} in the input")
        if v in problem.spec.strata:
            raise InputError(f"{where}: {v!r} is a stratum; a stratum is never treated")
        if numeric and not is_numeric_type(problem.schema[v]):
            raise InputError(f"{where}: column {v!r} is {problem.schema[v]}, not numeric")
    check_values(problem, names, where, complete=complete)
    return names


#: The smallest magnitude a numeric method refuses: the methods and their summaries
#: square values and multiply pairs of them (variances, covariances, regressions, the
#: utility measures' eigenvalues), summed over the records; below 1e100 a square is
#: below 1e200 and a sum over any number of records stays far from the largest double
#: (1.8e308), at 1e155 a single square overflows.
MAX_MAGNITUDE = 1e100
_MAGNITUDE_TEXT = "1e100"


def check_values(problem: ProblemInterface, variables: Sequence[str], where: str, *,
                 complete: bool = False) -> None:
    """Refuse, before any work, the ``variables`` and values that no numeric method can
    use (one scan, ``sql/protect/draws/value_checks.sql``): a variable with no value
    (missing in every record), an infinite value, a finite value of magnitude
    :data:`MAX_MAGNITUDE` or more, and NaN when the method needs ``complete`` records
    (otherwise NaN is read as missing, as NULL is: the method leaves it missing).
    The message names the column and the count, never a value.  Every numeric method
    checks its variables here (through :func:`variables_of`, microaggregation
    directly)."""
    variables = list(variables)
    floats = [v for v in variables if is_float_type(problem.schema[v])]
    row = problem.engine.query(problem.engine.render(
        "protect/draws/value_checks.sql", keyed=problem.keyed, variables=variables,
        floats=floats), {"limit": MAX_MAGNITUDE} if floats else None)[0]
    for i, v in enumerate(variables):
        if not row[f"n{i}"] and not (complete and row[f"nan{i}"]):
            raise InputError(f"{where}: column {v!r} has no value (missing in every "
                             f"record): nothing to treat; leave it out")
        if row[f"inf{i}"]:
            raise InputError(f"{where}: column {v!r} has {row[f'inf{i}']:,} infinite "
                             f"value(s); make them NULL (missing) or finite")
        if row[f"big{i}"]:
            raise InputError(f"{where}: column {v!r} has {row[f'big{i}']:,} value(s) of "
                             f"magnitude {_MAGNITUDE_TEXT} or more, whose squares and "
                             f"products overflow the method's arithmetic; rescale the "
                             f"column (a unit of thousands or millions)")
        if complete and row[f"nan{i}"]:
            raise InputError(f"{where}: column {v!r} has {row[f'nan{i}']:,} NaN value(s), "
                             f"missing values this method cannot treat (it needs complete "
                             f"records); impute them")


def check_single_value_strata(problem: ProblemInterface, variables: Sequence[str],
                              where: str, why: str) -> None:
    """Refuse, before any work, a stratum (or a file) holding a single value of one of
    ``variables`` (``sql/protect/draws/single_value_strata.sql``), for a method whose
    parameters are the stratum's own (``why``: what it would do): that value would be
    released unchanged.  The message counts such strata, never a value."""
    strata = list(problem.spec.strata)
    row = problem.engine.query(problem.engine.render(
        "protect/draws/single_value_strata.sql", keyed=problem.keyed, strata=strata,
        variables=list(variables)))[0]
    for i, v in enumerate(variables):
        if row[f"single{i}"]:
            if strata:
                raise InputError(f"{where}: {row[f'single{i}']:,} stratum(s) hold a single "
                                 f"value of {v!r}, which {why} would leave unchanged; "
                                 f"merge strata or treat the variable without strata")
            raise InputError(f"{where}: the file holds a single value of {v!r}, which {why} "
                             f"would leave unchanged")


def uniform_sql(problem: ProblemInterface, source: str, id_column: str, key: int) -> Any:
    """The uniform draws of ``source``'s records (pure SQL; equal to udfs.draws)."""
    sql = problem.engine.render("protect/draws/uniform.sql", source=source, id=id_column,
                                gamma=SPLITMIX[0], c1=SPLITMIX[1], c2=SPLITMIX[2])
    return problem.engine.fetch_arrow(sql, {"key": key})


@dataclass
class PerturbSummary(Result):
    """What a perturbation did: per variable records changed, mean and sd before/after."""

    method: str
    variables: list[str]
    seed: int | None
    record_id: str
    strata: int
    n: int
    n_changed: dict[str, int]
    mean_before: dict[str, float | None]
    mean_after: dict[str, float | None]
    sd_before: dict[str, float | None]
    sd_after: dict[str, float | None]
    details: dict[str, Any] = field(default_factory=dict)

    def table(self) -> str:
        lines = [f"{self.method}: {self.n} records, {self.strata} strata, seed {self.seed}, "
                 f"draws keyed by {self.record_id}",
                 f"{'variable':<20} {'changed':>8} {'mean before':>14} {'mean after':>14} "
                 f"{'sd before':>12} {'sd after':>12}"]

        def f(x: float | None, w: int) -> str:
            return f"{x:>{w}.6g}" if x is not None else f"{'-':>{w}}"

        for v in self.variables:
            before, after = self.mean_before.get(v), self.mean_after.get(v)
            lines.append(f"{v:<20} {self.n_changed[v]:>8} {f(before, 14)} {f(after, 14)} "
                         f"{f(self.sd_before.get(v), 12)} {f(self.sd_after.get(v), 12)}")
        lines += [f"{k}: {v}" for k, v in self.details.items()]
        return "\n".join(lines)


@dataclass
class Perturbed:
    """A perturbation's output: ``data`` (every row and column, the treated ones replaced:
    a DuckDB relation), ``name`` (its temp table) and ``summary``."""

    data: Any
    name: str
    summary: PerturbSummary


def moments(row: Mapping[str, Any], p: str) -> tuple[float | None, float | None]:
    """The mean and the sample sd (n - 1) of the values summed in ``row`` under the
    suffix ``p`` (``sql/protect/draws/summary.sql``: n, the scale k, the fixed-point sums
    of the parts of X = round(x k) and of its square), in exact rational arithmetic from the
    integers, each rounded once to the nearest double (the sd: the variance rounded,
    then its square root): the same figures for any order of addition or engine.
    None where there is no value (the sd: fewer than two)."""
    n = int(row[f"n{p}"] or 0)
    if not n:
        return None, None
    scale = Fraction(row[f"k{p}"])
    s1 = (int(row[f"sh{p}"]) << 44) + int(row[f"sl{p}"])
    s2 = (int(row[f"hh{p}"]) << 88) + (int(row[f"hl{p}"]) << 45) + int(row[f"ll{p}"])
    mean = float(Fraction(s1) / (n * scale))
    if n < 2:
        return mean, None
    variance = Fraction(n * s2 - s1 * s1, n * (n - 1)) / (scale * scale)
    return mean, math.sqrt(float(variance))


def perturb(problem: ProblemInterface, method: str, variables: list[str], kernel: Kernel,
            *, seed: int | None, numeric_out: bool, details: Mapping[str, Any] | None = None,
            inputs: Sequence[str] = (), ranges: bool = False,
            rowwise: bool = False) -> Perturbed:
    """Run ``kernel`` once per stratum and build the protected relation.

    ``kernel(values, ids, stratum)`` gets one stratum's records: ``values`` by variable
    (float arrays with NaN for NULL when ``numeric_out``, else object arrays with None),
    ``ids`` (int64 record ids, ascending) and ``stratum`` (the tuple of the stratum's
    values, ``()`` without strata); it returns the new values by variable.  It must be a
    pure function (on Spark it runs on the executors).  The treated columns are DOUBLE
    when ``numeric_out``, else keep their type.  ``inputs``: more columns the kernel
    reads (in ``values``, as floats) but does not change.

    ``rowwise``: a record's new values depend on its values, its id and constants of its
    stratum fixed before (PRAM's matrices, a rounding base) only, so the engine may run
    the kernel on parts of a stratum split by a hash of the id (``map_groups``'s
    ``split``; the household id for household-level variables): the same draws.
    """
    engine = problem.engine
    rid = record_id(problem)
    strata = list(problem.spec.strata)
    extra = [c for c in inputs if c not in variables]
    counts = check_ids(problem)
    household = [v for v in variables if v in problem.spec.household_variables]
    single = [v for v in variables if v not in household]
    _check_household_mix(method, household, single, extra, details)

    def run_on(source: str, names: list[str], what: str, reads: Sequence[str] = ()) -> str:
        """``kernel`` once per stratum of ``source`` (``__sdc_id``, strata, ``names``, and
        ``reads``: columns the kernel reads as floats but does not change); ``rowwise``:
        on parts of a stratum split by a hash of ``__sdc_id``."""
        probe = engine.fetch_arrow(source + "\nLIMIT 0")
        out_fields = [pa.field("__sdc_id", pa.int64())] + [
            pa.field(v, pa.float64() if numeric_out else probe.schema.field(v).type)
            for v in names]
        schema = pa.schema(out_fields)

        def run(table: pa.Table) -> pa.Table:
            ids = np.asarray(table.column("__sdc_id").to_numpy(), dtype=np.int64)
            order = np.argsort(ids, kind="stable")
            ids = ids[order]
            stratum = (tuple(table.column(s)[0].as_py() for s in strata) if table.num_rows
                       else ())
            values = {}
            for v in [*names, *reads]:
                col = table.column(v)
                if numeric_out or v in reads:
                    arr = np.asarray(col.cast(pa.float64()).to_numpy(zero_copy_only=False),
                                     dtype=np.float64)
                else:
                    arr = np.asarray(col.to_pylist(), dtype=object)
                values[v] = arr[order]
            for v in variables:     # the kernel sees every variable; the others absent
                if v not in values:
                    values[v] = (np.full(len(ids), np.nan) if numeric_out
                                 else np.full(len(ids), None, dtype=object))
            new = kernel(values, ids, stratum)
            cols = [pa.array(ids, pa.int64())] + [
                pa.array(np.asarray(new[v], np.float64), type=f.type,
                         mask=np.isnan(np.asarray(new[v], np.float64)))
                if numeric_out else pa.array(list(new[v]), type=f.type)
                for v, f in zip(names, out_fields[1:], strict=True)]
            return pa.Table.from_arrays(cols, schema=schema)

        return engine.map_groups(source, strata, run, schema,
                                 name=problem.name(f"{method}_{what}"),
                                 split="__sdc_id" if rowwise else None)

    treated = None
    if single:
        treated = run_on(engine.render("protect/draws/records.sql", keyed=problem.keyed,
                                       id=rid, strata=strata, variables=single + extra),
                         single, "treated", extra)
    if household:
        treated = _households(problem, household, variables, treated, rid, run_on,
                              method)
    assert treated is not None
    return finish(problem, method, variables, treated, seed=seed, numeric_out=numeric_out,
                  details=details, counts=counts, ranges=ranges)


#: the methods through :func:`perturb` that treat their variables jointly (one model of
#: them all): household-level and record-level variables cannot share a run
JOINT_METHODS = ("ipso", "cholesky_synthetic", "ms_hybrid", "microhybrid")


def _check_household_mix(method: str, household: list[str], single: list[str],
                         extra: list[str], details: Mapping[str, Any] | None) -> None:
    """Household-level variables run once per household: refused beside columns the
    kernel only reads, or beside record-level ones that a joint method (correlated or
    Kim's noise, the synthetic methods) models together."""
    if household and extra:
        raise InputError(f"household_variables: {household[0]!r} is a household-level "
                         f"variable and {method} also reads {extra[0]!r}: treat it in a "
                         f"run of its own")
    noise = (details or {}).get("noise_method")
    joint = (f"{noise} noise" if noise in ("correlated", "kim")
             else method if method in JOINT_METHODS else None)
    if household and single and joint:
        raise InputError(f"household_variables: {household[0]!r} is a household-level "
                         f"variable and {single[0]!r} is not; {joint} treats its "
                         f"variables jointly: treat them in separate runs")


def streamed(problem: ProblemInterface, variables: Sequence[str]) -> bool:
    """Whether a method may take its streamed or pure-SQL path (DuckDB) for
    ``variables``: not for household-level variables, which :func:`perturb` treats once
    per household."""
    return problem.engine.dialect == "duckdb" and not any(
        v in problem.spec.household_variables for v in variables)


def check_ids(problem: ProblemInterface) -> dict[str, Any]:
    """The record id's counts (``sql/protect/draws/counts.sql``); ids not unique or
    missing are refused.  ``__sdc_row`` (a row number) is unique by construction: only
    the records are counted."""
    rid = record_id(problem)
    counts = problem.engine.query(problem.engine.render(
        "protect/draws/counts.sql", keyed=problem.keyed, id=rid,
        unique=rid == "__sdc_row"))[0]
    if counts["n"] != counts["ids"]:
        raise InputError(f"person_id {rid!r}: the record ids of the random draws must be "
                         f"unique and not missing")
    return counts


#: the name :func:`register_uniform` gives the draws' uniform function in SQL
UNIFORM_FUNCTION = "sdc_uniform"


def register_uniform(engine: Any) -> str:
    """Register :func:`udfs.draws.uniform_arrow` (the uniform of a stream key and an
    id, bit for bit the pure-SQL one) on ``engine``; returns its SQL name."""
    from ..udfs.draws import uniform_arrow

    engine.register_function(UNIFORM_FUNCTION, uniform_arrow, ["UBIGINT", "BIGINT"], "DOUBLE")
    return UNIFORM_FUNCTION


def uniforms_table(problem: ProblemInterface, method: str, variables: list[str],
                   keys: Sequence[int]) -> str:
    """A temp table of every record's id, strata, ``variables`` and uniform draws
    ``__sdc_u<i>`` (stream key ``keys[i]``) in one pass, the draws by
    :func:`udfs.draws.uniform_arrow` registered as a SQL function
    (``sql/protect/draws/uniforms.sql``; DuckDB)."""
    engine = problem.engine
    return problem.create("TABLE", problem.name(f"{method}_uniforms"), engine.render(
        "protect/draws/uniforms.sql", keyed=problem.keyed, id=record_id(problem),
        strata=list(problem.spec.strata), variables=variables,
        function=register_uniform(engine)),
        {f"key{i}": k for i, k in enumerate(keys)})


def finish(problem: ProblemInterface, method: str, variables: list[str], treated: str, *,
           seed: int | None, numeric_out: bool, details: Mapping[str, Any] | None = None,
           counts: Mapping[str, Any] | None = None, ranges: bool = False) -> Perturbed:
    """The protected relation and the summary from ``treated`` (a relation of
    ``__sdc_id`` and the new values of ``variables``, one row per record, every record):
    ``sql/protect/draws/replaced.sql`` and ``sql/protect/draws/summary.sql`` (one
    aggregation of ``paired.sql``: the driver gets one row, never the records).
    ``ranges`` (numeric methods): the summary's details count, per variable, the values
    that crossed zero (``crossed_zero``: positive became negative or the reverse) and the
    values outside the original's [min, max] of their stratum (``outside_range``), and
    among them those of a sign their stratum's original never had (``new_sign``: a
    negative value of a variable with none, or the reverse)."""
    engine = problem.engine
    rid = record_id(problem)
    strata = list(problem.spec.strata)
    if counts is None:
        counts = check_ids(problem)
    household = [v for v in variables if v in problem.spec.household_variables]
    columns = [c for c in engine.columns(problem.keyed) if c in problem.schema]
    name = problem.create("TABLE", problem.name(f"{method}_protected"),
                          engine.render("protect/draws/replaced.sql", keyed=problem.keyed,
                                        id=rid, treated=treated, columns=columns,
                                        variables=variables))
    paired = problem.create("TABLE", problem.name(f"{method}_paired"),
                            engine.render("protect/draws/paired.sql", keyed=problem.keyed,
                                          id=rid, treated=treated, strata=strata,
                                          variables=variables, numeric=numeric_out))
    row = engine.query(engine.render(
        "protect/draws/summary.sql", paired=paired, strata=strata, variables=variables,
        numeric=numeric_out, ranges=ranges and numeric_out))[0]
    changed = {v: int(row[f"changed{i}"]) for i, v in enumerate(variables)}
    means: dict[str, dict[str, float | None]] = {"before": {}, "after": {}}
    sds: dict[str, dict[str, float | None]] = {"before": {}, "after": {}}
    if numeric_out:
        for i, v in enumerate(variables):
            for side, p in (("before", "b"), ("after", "a")):
                means[side][v], sds[side][v] = moments(row, f"{p}{i}")
    if ranges and numeric_out:
        details = {**(details or {}), **{
            what: {v: int(row[f"{what}{i}"]) for i, v in enumerate(variables)}
            for what in ("crossed_zero", "outside_range", "new_sign")}}
    n_strata = int(row["strata"])
    summary = PerturbSummary(method=method, variables=variables, seed=seed, record_id=rid,
                             strata=n_strata, n=int(counts["n"]), n_changed=changed,
                             mean_before=means["before"], mean_after=means["after"],
                             sd_before=sds["before"], sd_after=sds["after"],
                             details=dict(details or {}))
    if household:
        summary.details["household_level"] = household
    return Perturbed(data=engine.relation(engine.render("protect/table.sql",
                                                        table=name)),
                     name=name, summary=summary)


def _households(problem: ProblemInterface, household: list[str], variables: list[str],
                treated: str | None, rid: str, run_on: Callable[[str, list[str], str], str],
                method: str) -> str:
    """The household-level ``household`` variables run once per household (draws keyed
    by the household id), joined back to the records beside ``treated`` (the
    record-level variables' run); returns the relation of every record's new values."""
    engine = problem.engine
    hh = problem.spec.household
    assert hh is not None       # household_variables need a household (Spec checks)
    strata = list(problem.spec.strata)
    rank = not is_integer_type(problem.schema[hh])
    homes = problem.create("TABLE", problem.name(f"{method}_households"), engine.render(
        "protect/draws/households.sql", keyed=problem.keyed, household=hh, rank=rank,
        strata=strata, variables=household))
    bad = engine.query(engine.render("protect/draws/household_checks.sql",
                                     households=homes))[0]
    if bad["missing"]:
        raise InputError(f"household {hh!r}: records without a household id; a "
                         f"household-level variable is perturbed once per household")
    if bad["split"]:
        raise InputError(f"household_variables: {bad['split']:,} household(s) are in more "
                         f"than one stratum; a household-level variable is perturbed once "
                         f"per household, in one stratum")
    if bad["mixed"]:
        raise InputError(f"household_variables: {', '.join(household)}: the members of "
                         f"{bad['mixed']:,} household(s) disagree; a household-level "
                         f"variable has one value per household")
    treated_hh = run_on(engine.render("protect/draws/records.sql", keyed=homes,
                                      id="__sdc_id", strata=strata, variables=household),
                        household, "treated_households")
    return problem.create("TABLE", problem.name(f"{method}_treated_members"), engine.render(
        "protect/draws/members.sql", keyed=problem.keyed, id=rid, household=hh,
        households=homes, treated_hh=treated_hh, treated=treated, variables=variables,
        household_variables=household))


def key(seed: int, step: str, variable: str = "", draw: int = 0) -> int:
    """The stream key of (seed, step, variable, draw) (udfs.draws.stream_key)."""
    return stream_key(seed, step, variable, draw)


def number_rows(engine: Any, relation: str, name: str, order: list[str] | None = None, *,
                column: str = "__sdc_n", columns: list[str] | None = None) -> str:
    """The temp table ``name``: ``relation``'s rows with ``column``, their number 1..n in
    ``order`` (none: the order read), without a window over every row (one task on
    Spark): a distributed sort, ``monotonically_increasing_id`` (materialised), the
    partitions' counts (one row per partition on the driver), a join.  The same numbers
    as ``row_number() OVER (ORDER BY order)`` where ``order`` has no ties.  ``columns``:
    the columns kept, in order (a column named ``column`` replaced by the number);
    default every column and the id ``__sdc_m``.  The release keys its record draws by
    these numbers (docs/protect/release.md, "Engines")."""
    ids = engine.create("TABLE", name + "_m", engine.render(
        "protect/release/numbered.sql", relation=relation, order=order or None))
    counts = sorted((int(r["part"]), int(r["n"])) for r in engine.query(engine.render(
        "protect/release/partition_counts.sql", numbered=ids)))
    starts, total = [], 0
    for _, n in counts:
        starts.append(total)
        total += n
    engine.create_from_arrow(name + "_starts", pa.table({
        "part": pa.array([p for p, _ in counts], pa.int64()),
        "start": pa.array(starts, pa.int64())}))
    return engine.create("TABLE", name, engine.render(
        "protect/release/row_numbers.sql", numbered=ids, starts=name + "_starts",
        column=column, columns=columns))
