"""Utility of a protected file: the chosen measures between an original and a masked
file of the same rows in the same order (issue 18; ``sdcsql utility``).

The two files are compared record by record (``sql/utility/measures/paired.sql``, a
positional join after ``row_counts.sql`` checked that both hold as many records):
the continuous measures of :mod:`sdcsql.utility.continuous` over ``numeric``, the
categories and suppressions of :mod:`sdcsql.utility.categories` over ``keys``, and the
estimates by domain of :mod:`sdcsql.utility.estimates`.  The options are declared once
in :data:`UTILITY_STEP` (the CLI's flags).  docs/utility/measures.md.

>>> import duckdb
>>> from sdcsql.utility.measures import utility
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TABLE a AS SELECT * FROM (VALUES (1.0), (2.0), (3.0), (4.0)) t(x)")
>>> _ = con.execute("CREATE TABLE b AS SELECT * FROM (VALUES (1.0), (2.0), (3.0), (6.0)) t(x)")
>>> round(utility("a", "b", numeric=["x"], con=con, measures=["il1"]).to_json()["il1s"], 6)
1.095445
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import Any

from ..data import Result
from ..errors import InputError
from ..options import (
    Option,
    StepOptions,
    check_bool,
    check_choice,
    check_column,
    check_names,
    check_subset,
    name_list,
)
from ..pairing import check_pairing
from .categories import CategoriesResult, categories
from .continuous import ContinuousResult, continuous
from .ctbil import CtbilResult, ctbil
from .ebil import EBIL_MODELS, EBIL_UNITS, EbilResult, ebil
from .estimates import EstimatesResult, estimates
from .mlodak import LAMBDA_CONVENTIONS, LambdaResult, mlodak_lambda

__all__ = ["MEASURES", "UTILITY_STEP", "UtilityResult", "utility"]

#: the measures ``measures`` may name: the continuous ones need ``numeric``, the
#: estimates need ``targets``, the categories ``keys``
MEASURES = ("il1", "matrix", "eigen", "gamma", "estimates", "categories", "ctbil", "ebil",
            "lambda")
CONTINUOUS = ("il1", "matrix", "eigen", "gamma")


#: the measures named by a list (each once, in the order given)
check_measures = check_subset(MEASURES, "measure")


def check_dimension(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InputError(f"{where}: must be an integer >= 1, got {value!r}")
    return value


def check_cap(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or value <= 0:
        raise InputError(f"{where}: must be a number > 0, got {value!r}")
    return float(value)


UTILITY_STEP = StepOptions("utility", own=(
    Option("domains", check_names,
           "domain variables: estimates for each combination of their values (NA a value) "
           "and for the whole file", cli={"type": name_list, "metavar": "COL1,..."}),
    Option("targets", check_names,
           "variables to estimate: numeric ones (--numeric) give totals and means, the "
           "others totals and proportions per category",
           cli={"type": name_list, "metavar": "COL1,..."}),
    Option("measures", check_measures,
           "measures to compute, some of " + ", ".join(MEASURES) + " (default: every one "
           "that applies: the continuous ones with --numeric, estimates with --targets, "
           "categories, ctbil and ebil with --keys, lambda with either)",
           cli={"type": name_list, "metavar": "NAME1,..."}),
    Option("mean_variation_cap", check_cap,
           "cap of each relative difference in the bounded mean variation (default 1)",
           default=1.0, cli={"type": float}),
    Option("ctbil_dimension", check_dimension,
           "CTBIL over every combination of at most this many --keys (default 2)",
           default=2, cli={"type": int}),
    Option("ctbil_weighted", check_bool,
           "CTBIL over sums of weights instead of counts", default=False,
           cli={"action": "store_true"}),
    Option("ebil_model", check_choice(EBIL_MODELS, "an EBIL model"),
           "EBIL's P(original | released): empirical (the joint table of the two files) or "
           "independent (suppression independent of the value)", default="empirical",
           choices=EBIL_MODELS),
    Option("ebil_unit", check_choice(EBIL_UNITS, "a unit"), "EBIL in bits or nats",
           default="bits", choices=EBIL_UNITS),
    Option("ordinal", check_names,
           "keys compared as ordered categories in lambda (their order: the sorted values "
           "of the original)", cli={"type": name_list, "metavar": "COL1,..."}),
    Option("lambda_convention", check_choice(LAMBDA_CONVENTIONS, "a lambda convention"),
           "distance of a suppressed value in lambda: seed (seed 003 section 3.5.4) or "
           "sdcmicro (sdcMicro's IL_variables)", default="seed", choices=LAMBDA_CONVENTIONS),
    Option("person_id", check_column,
           "id column of both files: the records are paired by it, in any order (needed "
           "on Spark, which keeps no record order); default: by position"),
    Option("strata", check_names,
           "stratum variables (equal in both files): IL1, IL1s, eigen and the estimates "
           "also within each combination of their values (by_stratum)",
           cli={"type": name_list, "metavar": "COL1,..."}),
))


@dataclass(frozen=True)
class UtilityResult(Result):
    """The measures of one comparison; absent parts are None."""

    n_records: int
    continuous: ContinuousResult | None = None
    estimates: EstimatesResult | None = None
    categories: CategoriesResult | None = None
    ctbil: CtbilResult | None = None
    ebil: EbilResult | None = None
    mlodak: LambdaResult | None = None
    measures: list[str] = field(default_factory=list)
    #: per stratum (``strata``): {"stratum": {variable: value}, "n_records", "il1",
    #: "il1s", "eigen" (with numeric variables), "estimates" (with targets)}
    by_stratum: list[dict[str, Any]] | None = None

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        out: dict[str, Any] = {"n_records": self.n_records, "measures": self.measures}
        c = self.continuous
        if c is not None:
            out["variables"] = c.variables
            out["n_complete"] = c.n_complete
            if "il1" in self.measures:
                out.update(il1=c.il1, il1_by_variable=c.il1_by_variable, il1s=c.il1s,
                           sdcmicro_il1=c.sdcmicro_il1)
            if "matrix" in self.measures:
                out["matrix"] = c.matrix
            if "eigen" in self.measures:
                out.update(eigen=c.eigen, eigenvalues=c.eigenvalues,
                           eigenvalues_masked=c.eigenvalues_masked)
            if "gamma" in self.measures:
                out["gamma"] = c.gamma
            out["warnings"] = c.warnings
        if self.estimates is not None:
            out["domains"] = self.estimates.domains
            out["estimates"] = self.estimates.rows
        k = self.categories
        if k is not None:
            out["keys"] = k.variables
            out["categories"] = {v: {n: c[n] for n in ("categories_before", "categories_after",
                                                        "categories_lost")}
                                 for v, c in k.by_variable.items()}
            out["suppressions"] = {
                "by_variable": {v: c["suppressed"] for v, c in k.by_variable.items()},
                "by_record": k.by_record, "total": k.suppressed,
                "records_changed": k.records_changed}
        if self.ctbil is not None:
            out["ctbil"] = self.ctbil.to_json()
        if self.ebil is not None:
            out["ebil"] = self.ebil.to_json()
        if self.mlodak is not None:
            out["lambda"] = self.mlodak.to_json()
        if self.by_stratum is not None:
            out["by_stratum"] = self.by_stratum
        return json_ready(out)

    def table(self) -> str:
        parts = [f"records compared: {self.n_records:,}"]
        if self.continuous is not None:
            parts.append(self.continuous.table())
        if self.categories is not None:
            parts.append(self.categories.table())
        if self.ctbil is not None:
            parts.append(self.ctbil.table())
        if self.ebil is not None:
            parts.append(self.ebil.table())
        if self.mlodak is not None:
            parts.append(self.mlodak.table())
        if self.estimates is not None:
            parts.append(self.estimates.table())
        return "\n\n".join(parts)


def utility(original: Any, masked: Any, *, numeric: list[str] | None = None,
            keys: list[str] | None = None, weight: str | None = None,
            domains: list[str] | None = None,
            targets: list[str] | None = None, measures: list[str] | None = None,
            mean_variation_cap: float = 1.0, ctbil_dimension: int = 2,
            ctbil_weighted: bool = False, ebil_model: str = "empirical",
            ebil_unit: str = "bits", ordinal: list[str] | None = None,
            lambda_convention: str = "seed", strata: list[str] | None = None,
            con: Any = None, person_id: str | None = None) -> UtilityResult:
    """Compare ``original`` and ``masked`` (paths, queries, tables or relations of
    ``con``: the same rows in the same order, or with ``person_id`` the same ids in any
    order) by ``measures`` (default: each that
    applies).  Refuses, before any measure, files of different lengths, missing or
    non-numeric columns, a domain without targets and weights that are missing or not
    positive.  ``con``: a DuckDB connection (default a new one), a SparkSession or an
    engine (sdcsql.engines); on Spark the two files are paired by ``person_id`` (an id
    column of both, each id once), never brought to the driver."""
    from ..engines import engine_of

    numeric = check_names(numeric, "numeric") if numeric else []
    keys = check_names(keys, "keys") if keys else []
    domains = check_names(domains, "domains") if domains else []
    targets = check_names(targets, "targets") if targets else []
    cap = check_cap(mean_variation_cap, "mean_variation_cap")
    if measures is None:
        # what an analyst reads first: without --targets, the estimates of the numeric
        # variables (their totals and means over the whole file and the domains)
        targets = targets or list(numeric or [])
        measures = (([*CONTINUOUS] if numeric else []) + (["estimates"] if targets else [])
                    + (["categories", "ctbil", "ebil"] if keys else [])
                    + (["lambda"] if keys or numeric else []))
    measures = check_measures(list(measures), "measures")
    if not measures:
        raise InputError("utility: nothing to measure; give numeric variables (--numeric), "
                         "targets (--targets) or keys (--keys)")
    if any(m in CONTINUOUS for m in measures) and not numeric:
        raise InputError("measures: the continuous measures need numeric variables (--numeric)")
    if "estimates" in measures and not targets:
        raise InputError("measures: estimates need targets (--targets)")
    for m in ("categories", "ctbil", "ebil"):
        if m in measures and not keys:
            raise InputError(f"measures: {m} needs categorical variables (--keys)")
    ctbil_dimension = check_dimension(ctbil_dimension, "ctbil_dimension")
    ebil_model = check_choice(EBIL_MODELS, "an EBIL model")(ebil_model, "ebil_model")
    ebil_unit = check_choice(EBIL_UNITS, "a unit")(ebil_unit, "ebil_unit")
    ordinal = check_names(ordinal, "ordinal") if ordinal else []
    lambda_convention = check_choice(LAMBDA_CONVENTIONS, "a lambda convention")(
        lambda_convention, "lambda_convention")
    if "lambda" in measures and not (keys or numeric):
        raise InputError("measures: lambda needs --keys or --numeric")
    stray = [v for v in ordinal if v not in keys]
    if stray:
        raise InputError(f"ordinal: {stray[0]!r} is not one of the keys (--keys)")
    if check_bool(ctbil_weighted, "ctbil_weighted") and not weight:
        raise InputError("ctbil_weighted: give the weight (--weight)")
    if domains and not targets:
        raise InputError("domains: give the targets to estimate (--targets)")
    strata = check_names(strata, "strata") if strata else []
    person_id = check_column(person_id, "person_id") if person_id is not None else None
    clash = [v for v in strata if v in numeric or v in targets or v == weight]
    if clash:
        raise InputError(f"strata: {clash[0]!r} is also a numeric variable, a target or the "
                         "weight")
    engine = engine_of(con)
    try:
        a, schema_a = engine.read(original)
        b, schema_b = engine.read(masked)
        return _compare(engine, (a, schema_a), (b, schema_b), numeric=numeric, keys=keys,
                        domains=domains, targets=targets, weight=weight, measures=measures,
                        cap=cap, ctbil_dimension=ctbil_dimension,
                        ctbil_weighted=ctbil_weighted, ebil_model=ebil_model,
                        ebil_unit=ebil_unit, ordinal=ordinal,
                        lambda_convention=lambda_convention, strata=strata, person_id=person_id)
    finally:
        engine.close()


def _compare(engine: Any, a_: tuple[str, dict[str, str]], b_: tuple[str, dict[str, str]],
             *, numeric: list[str], keys: list[str], domains: list[str], targets: list[str],
             weight: str | None, measures: list[str], cap: float, ctbil_dimension: int,
             ctbil_weighted: bool, ebil_model: str, ebil_unit: str, ordinal: list[str],
             lambda_convention: str, strata: list[str] | None = None,
             person_id: str | None = None) -> UtilityResult:
    """The checks on the two files read by ``engine`` (name, schema), then the measures."""
    (a, schema_a), (b, schema_b) = a_, b_
    strata = strata or []
    needed = list(dict.fromkeys(numeric + keys + domains + targets + strata
                                + [c for c in (weight, person_id) if c]))
    for which, schema in (("original", schema_a), ("masked", schema_b)):
        absent = [c for c in needed if c not in schema]
        if absent:
            raise InputError(f"the {which} file has no column {absent[0]!r}")
    for c in numeric + ([weight] if weight else []):
        for which, schema in (("original", schema_a), ("masked", schema_b)):
            if not _is_numeric(schema[c]):
                raise InputError(f"column {c!r} of the {which} file is {schema[c]}, not numeric")
    if engine.dialect != "duckdb" and person_id is None:
        raise InputError("utility: on Spark the files are paired by an id column of both "
                         "(person_id, --person-id): Spark keeps no record order")
    n_a, n_b = engine.query(engine.render("utility/measures/row_counts.sql", original=a,
                                          masked=b))[0].values()
    if n_a != n_b:
        raise InputError(f"the original file has {n_a:,} records and the masked file "
                         f"{n_b:,}: compare the same rows in the same order")
    if weight:
        for which, rel in (("original", a), ("masked", b)):
            bad = next(iter(engine.query(engine.render(
                "utility/measures/bad_weights.sql", source=rel, weight=weight))[0].values()))
            if bad:
                raise InputError(f"weight {weight!r} of the {which} file is missing or not "
                                 f"positive in {bad:,} record(s)")
    if person_id is not None:     # every id once in both files, the same ids
        check_pairing(engine, b, a, person_id, names=("masked", "original"), noun="id")

    def paired(columns: list[str]) -> str:
        return str(engine.create(engine.reread_kind,
                                 f"__sdc_paired_{id(engine):x}_{next(_PAIRED)}",
                                 engine.render("utility/measures/paired.sql", original=a,
                                               masked=b, columns=columns, by=person_id)))

    cont = est = cats = table_loss = entropy_loss = lam = None
    if "lambda" in measures:
        scales = {**{k: "ordinal" if k in ordinal else "nominal" for k in keys},
                  **{v: "continuous" for v in numeric if v not in keys}}
        lam = mlodak_lambda(engine, paired(list(scales)), scales, convention=lambda_convention)
    if "ctbil" in measures:
        table_loss = ctbil(engine, a, b, keys, dimension=ctbil_dimension,
                           weight=weight if ctbil_weighted else None)
    if any(m in CONTINUOUS for m in measures):
        cont = continuous(engine, paired(numeric), numeric, mean_variation_cap=cap)
    if "categories" in measures or "ebil" in measures:
        by_keys = paired(keys)
        if "categories" in measures:
            cats = categories(engine, by_keys, keys)
        if "ebil" in measures:
            entropy_loss = ebil(engine, by_keys, keys, model=ebil_model, unit=ebil_unit)
    if "estimates" in measures:
        est = estimates(engine, a, b, domains=domains, targets=targets, numeric=numeric,
                        weight=weight)
    by_stratum = (_by_stratum(engine, a, b, strata, numeric=numeric, domains=domains,
                              targets=targets, weight=weight, measures=measures, cap=cap,
                              person_id=person_id)
                  if strata else None)
    return UtilityResult(n_records=int(n_a), continuous=cont, estimates=est, categories=cats,
                         ctbil=table_loss, ebil=entropy_loss, mlodak=lam, measures=list(measures),
                         by_stratum=by_stratum)


#: numbers the paired views of one comparison
_PAIRED = itertools.count(1)


def _by_stratum(engine: Any, a: str, b: str, strata: list[str], *, numeric: list[str],
                domains: list[str], targets: list[str], weight: str | None,
                measures: list[str], cap: float,
                person_id: str | None = None) -> list[dict[str, Any]]:
    """IL1, IL1s and eigen (with numeric variables) and the estimates (with targets) within
    each stratum of the original (docs/utility/measures.md, "Per stratum").  The stratum
    variables must be equal in both files, record by record: then the stratum's pairs
    are the rows of the paired relation with its values, and each file's estimates are
    those of its own records of the stratum."""
    found = engine.fetch_arrow(engine.render(
        "utility/measures/strata_values.sql", original=a, masked=b, strata=strata,
        by=person_id))
    rows = list(zip(*(c.to_pylist() for c in found.columns), strict=True))
    differ = int(rows[0][-1]) if rows else 0
    if differ:
        raise InputError(f"strata: the stratum variables differ between the two files in "
                         f"{differ:,} record(s); a stratum must be the same in both")
    uid = f"{id(engine):x}_{len(strata)}"

    def table(name: str, source: str, columns: list[str], values: tuple) -> str:
        return str(engine.create("TABLE", name, engine.render(
            "utility/measures/stratum.sql", source=source, strata=columns),
            {f"s{i}": v for i, v in enumerate(values)}))

    out: list[dict[str, Any]] = []
    cont_wanted = numeric and any(m in CONTINUOUS for m in measures)
    paired = None
    if cont_wanted:
        paired = engine.create(engine.reread_kind, f"__sdc_paired_strata_{uid}", engine.render(
            "utility/measures/paired.sql", original=a, masked=b, columns=numeric + strata,
            by=person_id))
    for row in rows:
        values = tuple(row[:len(strata)])
        entry: dict[str, Any] = {"stratum": dict(zip(strata, values, strict=True)),
                                 "n_records": int(row[len(strata)])}
        if paired is not None:
            cols = [f"__sdc_o{len(numeric) + j}" for j in range(len(strata))]
            ps = table(f"__sdc_paired_s_{uid}", paired, cols, values)
            c = continuous(engine, ps, numeric, mean_variation_cap=cap)
            entry.update(il1=c.il1, il1_by_variable=c.il1_by_variable, il1s=c.il1s,
                         eigen=c.eigen)
        if "estimates" in measures and targets:
            sa = table(f"__sdc_stratum_a_{uid}", a, strata, values)
            sb = table(f"__sdc_stratum_b_{uid}", b, strata, values)
            entry["estimates"] = estimates(engine, sa, sb, domains=domains, targets=targets,
                                           numeric=numeric, weight=weight).rows
        out.append(entry)
    return out


def _is_numeric(sql_type: str) -> bool:
    t = sql_type.upper()
    return t.startswith(("DECIMAL", "NUMERIC")) or t in {
        "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT",
        "UINTEGER", "UBIGINT", "UHUGEINT", "FLOAT", "REAL", "DOUBLE"}
