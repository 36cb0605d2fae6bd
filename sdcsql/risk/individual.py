"""Individual, household and global risk (the individual risk methodology).

Data flow (docs/methods.md): cell table -> cell risk (one UDF call per cell) ->
record risk (joined back) -> household risk -> global figures.  References:
seed 000 sections 3.3-3.5 and 5; seed 002 sections 5-7; seed 004 sections 3.5-3.7.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from ..data import Result, json_ready, write, write_json
from ..errors import InputError, SdcsqlWarning
from ..options import Option, StepOptions, name_list
from ..udfs.individual import individual_risk
from .measures import (
    check_measures,
    known_measures,
    measure_options,
    missing_conventions,
    record_parts,
    run_measures,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource, ProblemInterface

__all__ = ["RiskResult", "RiskSummary", "compute_risk", "write_risk_outputs",
           "METHODS", "K_ANONYMITY_LEVELS", "RISK_STEP"]

METHODS = ("exact", "argus", "argus2002", "sdcmicro")
K_ANONYMITY_LEVELS = (2, 3, 5)


def check_method(method: str) -> None:
    if method not in METHODS:
        raise InputError(f"unknown risk method {method!r}: use one of {', '.join(METHODS)}")


def _method_option(value: Any, where: str) -> str:
    if value not in METHODS:
        raise InputError(f"{where}: unknown risk method {value!r}: use one of {', '.join(METHODS)}")
    return value


#: The risk step's options (sdcsql.options): the risk method.  The factor pi is a
#: role of the problem (``Spec.pi``), not a step option.
RISK_STEP = StepOptions("risk", own=(
    Option("method", _method_option, default="exact", choices=METHODS,
           help="the risk method: exact (default), argus, argus2002 or sdcmicro"),
    Option("measures", check_measures, default=("individual",),
           help="risk measures to compute, comma-separated: "
                f"{', '.join(known_measures())} (individual: always)",
           cli={"type": name_list, "metavar": "NAME,..."}),
    *measure_options(),
), templates=("risk/individual/cell_risk.sql", "risk/individual/household_risk.sql",
              "risk/individual/global_risk.sql"))


@dataclass(frozen=True)
class RiskSummary(Result):
    """Global risk figures of a file (seed 000 section 3.5; seed 004 section 3.7)."""

    n: int
    n_cells: int
    method: str
    missing: str
    pi: float
    sample_uniques: int
    expected_reidentifications: float
    reidentification_rate: float
    max_risk: float
    benchmark_high_risk: int
    k_anonymity_violations: dict[str, int]
    household_expected_reidentifications: float | None = None
    household_reidentification_rate: float | None = None
    max_household_risk: float | None = None
    clamped_cells: int = 0
    #: method sdcmicro: sdcMicro's "higher risk than the main part" counts
    #: {median, mad, above_2mad, above_3mad} (sql/risk/individual/mad_counts.sql)
    sdcmicro_higher_risk: dict[str, float] | None = None
    #: the other chosen risk measures' results by name (sdcsql.risk.measures)
    measures: dict[str, Any] = field(default_factory=dict, compare=False)

    @classmethod
    def from_figures(cls, figures: dict[str, Any], *, method: str, spec: Any,
                     clamped_cells: int) -> RiskSummary:
        """The summary from the row of risk/individual/global_risk.sql (on any engine)."""
        def opt(name: str) -> float | None:
            value = figures.get(name)
            return None if value is None else float(value)

        return cls(
            n=int(figures["n"]), n_cells=int(figures["n_cells"]), method=method,
            missing=str(spec.missing), pi=spec.pi,
            sample_uniques=int(figures["sample_uniques"]),
            expected_reidentifications=float(figures["expected_reidentifications"]),
            reidentification_rate=float(figures["reidentification_rate"]),
            max_risk=float(figures["max_risk"]),
            benchmark_high_risk=int(figures["benchmark_high_risk"]),
            k_anonymity_violations={str(k): int(figures[f"k{k}_violations"])
                                    for k in K_ANONYMITY_LEVELS},
            household_expected_reidentifications=opt("household_expected_reidentifications"),
            household_reidentification_rate=opt("household_reidentification_rate"),
            max_household_risk=opt("max_household_risk"),
            clamped_cells=clamped_cells)

    @property
    def reidentification_rate_percent(self) -> float:
        """psi = 100 xi (seed 000 section 3.5)."""
        return 100.0 * self.reidentification_rate

    def to_json(self) -> dict[str, Any]:
        out = json_ready({f.name: getattr(self, f.name) for f in fields(self)
                          if f.name != "measures" and not (
                              f.name == "sdcmicro_higher_risk" and self.sdcmicro_higher_risk
                              is None)})
        out["reidentification_rate_percent"] = self.reidentification_rate_percent
        out["missing_conventions"] = self.missing_conventions
        if self.measures:
            out["measures"] = {name: r.to_json() for name, r in self.measures.items()}
        return out

    @property
    def missing_conventions(self) -> dict[str, str]:
        """How each figure counts a missing key value, by measure (``individual``: the
        spec's convention; the other measures their own): sample uniques under the
        risk model and records below k on key subsets are not counted alike."""
        return missing_conventions(self.missing, self.measures)

    def table(self) -> str:
        rows = [
            ("records", f"{self.n:,}"),
            ("cells (distinct key patterns)", f"{self.n_cells:,}"),
            ("method / missing values / pi", f"{self.method} / {self.missing} / {self.pi:g}"),
            ("sample uniques (fk = 1)", f"{self.sample_uniques:,}"),
            ("expected re-identifications", f"{self.expected_reidentifications:.6g}"),
            ("re-identification rate", f"{self.reidentification_rate_percent:.4f} %"),
            ("max individual risk", f"{self.max_risk:.6g}"),
            ("benchmark high-risk records", f"{self.benchmark_high_risk:,}"),
        ]
        rows += [(f"records with fk < {k}", f"{v:,}")
                 for k, v in self.k_anonymity_violations.items()]
        if self.sdcmicro_higher_risk is not None:
            h = self.sdcmicro_higher_risk
            rows += [("sdcMicro: risk > median + 2 MAD and > 0.1", f"{int(h['above_2mad']):,}"),
                     ("sdcMicro: risk > median + 3 MAD and > 0.1", f"{int(h['above_3mad']):,}")]
        if self.household_expected_reidentifications is not None:
            rows += [
                ("household expected re-identifications",
                 f"{self.household_expected_reidentifications:.6g}"),
                ("household re-identification rate",
                 f"{100 * (self.household_reidentification_rate or 0):.4f} %"),
            ]
        conventions = self.missing_conventions
        rows.append(("missing key values", conventions["individual"]))
        width = max(len(k) for k, _ in rows)
        text = "\n".join(f"{k:<{width}}  {v}" for k, v in rows)
        return "\n\n".join([text, *(f"{r.table()}\nmissing key values: {conventions[name]}"
                                     for name, r in self.measures.items())])


@dataclass
class RiskResult(Result):
    """Relations of one risk computation and its summary (``to_json``/``table``: the
    summary's).  The relations are the engine's: DuckDB relations or Spark DataFrames."""

    cells: Any        #: keys, records, fk, Fk_hat, risk
    records: Any      #: input columns + fk, Fk_hat, risk[, household_risk]
    households: Any   #: one row per household, or None
    summary: RiskSummary
    #: the ``measures`` and measure options this result was computed with (the
    #: verification re-runs them on the protected file)
    measure_options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return self.summary.to_json()

    def table(self) -> str:
        return self.summary.table()


#: The risk values of the cells (sql/risk/individual/cell_risk.sql reads them).
RISK_VALUES_SCHEMA = pa.schema([("__sdc_cell", pa.int64()), ("r", pa.float64())])


def risk_values(problem: CellSource, cells: str, method: str, what: str) -> tuple[str, int]:
    """Temp table (__sdc_cell, r): the individual risk of every cell with fk > 0.

    The risk function runs over the cell arrays in Arrow batches (the engine's
    ``map_batches``): on DuckDB one vectorised call over every cell instead of DuckDB's
    2,048-row UDF chunks, which hold the GIL; on Spark one call per batch where the
    cells live.  The same kernel on every engine.  Returns the table's name and the
    number of cells with p = fk / Fk > 1 (counted in SQL with the kernel's division).
    """
    engine = problem.engine

    def kernel(arrays: pa.Table) -> pa.Table:
        r, _ = individual_risk(arrays.column("fk").to_numpy(),
                               arrays.column("Fk_hat").to_numpy(), method)
        return pa.table({"__sdc_cell": arrays.column("__sdc_cell").cast(pa.int64()),
                         "r": pa.array(r, pa.float64())})

    name = problem.map_batches(
        problem.name(what), engine.render("risk/individual/risk_inputs.sql", cells=cells),
        kernel, RISK_VALUES_SCHEMA)
    clamped = engine.query(engine.render("risk/individual/clamped_cells.sql",
                                         cells=cells))[0]["clamped"]
    return name, int(clamped)


def cell_risk_sql(problem: CellSource, method: str) -> str:
    """cell_risk.sql over the problem's cells and their risk values (a table made
    here, once per method; param ``$pi``)."""
    check_method(method)
    mode = problem.spec.missing
    if method in ("argus", "argus2002") and mode.compatible and 0.0 < mode.alpha < 1.0:
        raise InputError(
            f"risk method {method!r} needs whole-number fk, but missing-value mode {mode} "
            "gives fractional fk: use method 'exact' (or missing 'wildcard'/'conservative')"
        )
    key = f"risk_values_{method}"
    cells = problem.cells_table()
    if key not in problem.cache:
        values_name, clamped = risk_values(problem, cells, method, key)
        if clamped and method != "sdcmicro":
            warnings.warn(
                f"{clamped} cell(s) have Fk < fk (weights below 1), so the sampling fraction "
                "p = fk / Fk exceeds 1; it is clamped to 1 (risk 1 / fk)",
                SdcsqlWarning, stacklevel=5,
            )
        problem.clamped_cells = clamped
        problem.cache[key] = values_name
    return problem.engine.render("risk/individual/cell_risk.sql", cells=cells,
                                 risk_values=problem.cache[key])


def cell_risk_table(problem: CellSource, method: str) -> str:
    key = f"cell_risk_{method}"
    if key not in problem.cache:
        problem.cache[key] = problem.create("TABLE", problem.name(key),
                                              cell_risk_sql(problem, method),
                                              {"pi": problem.spec.pi})
    return problem.cache[key]


def households_table(problem: ProblemInterface, method: str) -> str | None:
    """Temp table: one row per household with its risk (None without households)."""
    if not problem.spec.household:
        return None
    key = f"households_{method}"
    if key not in problem.cache:
        cell_risk = cell_risk_table(problem, method)
        sql = problem.engine.render(
            "risk/individual/household_risk.sql", keyed=problem.keyed, cell_risk=cell_risk,
            n_keys=problem.n_keys,
            null_safe=problem.has_null_keys, code=problem.cell_code,
            household_size_given=problem.spec.household_size is not None)
        with problem.without_optimizer("partial_aggregate_pushdown"):
            problem.cache[key] = problem.create("TABLE", problem.name(key), sql)
    return problem.cache[key]


#: R's mad() constant: the MAD scaled to the normal's standard deviation.
MAD_SCALE = 1.4826


def _check_part_columns(problem: ProblemInterface, parts: list[dict[str, Any]]) -> None:
    """Refuse a measure's per-record column whose name an input column (or fk, Fk_hat,
    risk, household_risk) already has."""
    taken = {c.lower(): c for c in problem.schema}
    taken.update({c.lower(): c for c in ("fk", "Fk_hat", "risk", "household_risk")})
    for p in parts:
        for c in p["columns"]:
            if c.lower() in taken:
                raise InputError(f"column {taken[c.lower()]!r} has the name of the risk "
                                 f"measure output column {c!r}: rename it")


def compute_risk(problem: ProblemInterface, method: str = "exact",
                 ordered: bool = True, measures: Any = ("individual",),
                 **measure_options: Any) -> RiskResult:
    """Individual, household and global risk of ``problem``'s file.

    ``method``: ``exact`` (the negative-binomial expectation, default), or a peer's
    numbers: ``argus`` (mu-Argus), ``argus2002`` (seed 002 formulas as printed),
    ``sdcmicro`` (sdcMicro's default approximation).  See docs/risk/individual.md.

    Only cells and households are materialised; ``records`` is a lazy relation
    (the records joined to their cell and household), in input order unless
    ``ordered`` is false.

    ``measures``: the risk measures to compute besides (sdcsql.risk.measures, e.g.
    ``("individual", "ldiversity")``), with their options (``ldiversity_c=3``); their
    results are the summary's ``measures``, and their per-record columns
    (``suda2_score``, ``dis_suda2_score``, ``ldiversity_<measure>_<S>``,
    ``loglinear_risk``, ...) follow fk, Fk_hat, risk in ``records``
    (sql/risk/individual/measure_records.sql).  ``method = "sdcmicro"`` reaches every
    measure with an sdcMicro mode and adds sdcMicro's "higher risk than the main
    part" counts to the summary (``sdcmicro_higher_risk``).
    """
    engine = problem.engine
    chosen = check_measures(measures, "measures")
    check_method(method)
    others = run_measures(problem, chosen, measure_options, sdcmicro=method == "sdcmicro")
    parts = record_parts(others)
    _check_part_columns(problem, parts)
    cell_risk = cell_risk_table(problem, method)
    households = households_table(problem, method)
    figures = engine.query(engine.render("risk/individual/global_risk.sql",
                                         cell_risk=cell_risk, households=households,
                                         ks=list(K_ANONYMITY_LEVELS)))[0]
    summary = RiskSummary.from_figures(figures, method=method, spec=problem.spec,
                                       clamped_cells=problem.clamped_cells)
    higher = None
    if method == "sdcmicro":
        row = engine.query(engine.render("risk/individual/mad_counts.sql",
                                         cell_risk=cell_risk), {"scale": MAD_SCALE})[0]
        higher = {"median": float(row["med"]), "mad": float(row["mad"]),
                  "above_2mad": int(row["above_2mad"]), "above_3mad": int(row["above_3mad"])}
    if others or higher is not None:
        summary = RiskSummary(**{f.name: getattr(summary, f.name) for f in fields(summary)
                                 if f.name not in ("measures", "sdcmicro_higher_risk")},
                              sdcmicro_higher_risk=higher, measures=others)
    cells_rel = engine.relation(problem.cells_sql(cell_risk, ["risk"]))
    hh_columns = ["household_risk"] if households else []
    if parts:
        base = problem.create("VIEW", problem.name("risk_records_base"), problem.records_sql(
            cell_risk, ["fk", "Fk_hat", "risk"], ordered=False, keep_internal=True,
            households=households, household_columns=hh_columns))
        records_rel = engine.relation(engine.render(
            "risk/individual/measure_records.sql", base=base, parts=parts,
            internal=problem.internal_columns, ordered=ordered))
    else:
        records_rel = engine.relation(problem.records_sql(
            cell_risk, ["fk", "Fk_hat", "risk"], ordered=ordered, households=households,
            household_columns=hh_columns))
    households_rel = None
    if households:
        households_rel = engine.relation(engine.render(
            "risk/individual/households.sql", households=households,
            household=problem.spec.household))
    return RiskResult(cells=cells_rel, records=records_rel, households=households_rel,
                      summary=summary,
                      measure_options={"measures": chosen, **measure_options}
                      if others else {})


def write_risk_outputs(problem: ProblemInterface, method: str, out: str | Path,
                       summary_json: str | Path | None = None,
                       **measures: Any) -> RiskSummary:
    """Write every input row and column plus fk, Fk, risk[, household_risk] (CLI
    ``risk``); ``measures``: the option ``measures`` and the measures' options."""
    result = compute_risk(problem, method, **measures)
    write(result.records, out)
    if summary_json:
        write_json(summary_json, result.summary.to_json())
    return result.summary
