"""MASSC: micro agglomeration, substitution, subsampling and calibration (seed 003
section 3.4.2.8; Singh, Yu and Dunteman 2003), built from sdcsql's pieces.

1. **Micro agglomeration**: the records are put in risk strata by their individual risk
   (:mod:`sdcsql.risk.individual`, method exact): stratum h is the number of cuts
   ``massc_risk_cuts`` at or below the record's risk (0 below the first cut); a
   household goes to the stratum of its riskiest member, so it stays whole
   (``sql/protect/massc/strata.sql``).
2. **Probabilistic substitution**: the keys of each stratum's records are PRAM-ed
   (:func:`sdcsql.protect.pram.pram`, called on the stratum's records with the
   retention theta_h of ``massc_retention``; theta_h = 1 leaves the stratum alone).
   The PRAM draws are keyed by the record id of the whole file (and by the household id
   for the spec's household-level keys), so a stratum's run does not depend on the
   others (``sql/protect/massc/stratum.sql``, ``substituted.sql``).
3. **Probabilistic subsampling**: each stratum (crossed with the spec's strata) is
   subsampled with its fraction ``massc_keep`` by :func:`sdcsql.protect.sampling.subsample`
   (households whole; weights w N_h / m_h), the draws of step "massc_sample".
4. **Calibration**: the weights are raked to the original file's weighted totals of each
   category of ``calibrate`` (default: the total weight only), so the released weighted
   totals of those variables equal the original ones (:mod:`udfs.raking`, to 1e-10
   relative).

Defaults: one cut at 0.05 (two strata), retention 1 in the lowest stratum and 0.8
above, fraction kept 1 in the lowest stratum and 0.5 above.  The same steps on DuckDB
and Spark (each stratum's PRAM run a problem on the same engine; the record id the
spec's ``person_id`` on Spark), the same file for the same seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..data import Result
from ..errors import InputError
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_keywords
from ..risk.individual import cell_risk_table
from ..spec import Spec
from .draws import SEED_OPTION, check_seed, record_id
from .pram import pram
from .sampling import SAMPLING_STEP, Sampled, SamplingSummary, check_calibrate, subsample

__all__ = ["MASSC_STEP", "MasscSummary", "massc", "ID_COLUMN"]

#: the record id of the whole file, under this name in each stratum's PRAM run
ID_COLUMN = "sdcsql_massc_id"
DEFAULT_CUTS = (0.05,)


def _numbers(text: str) -> list[float]:
    """A command line's ``0.1,0.5`` (the CLI ``type`` of a list of numbers)."""
    return [float(x) for x in text.split(",") if x.strip()]


def _check_list(low: float, high: float, low_open: bool) -> Any:
    def check(value: Any, where: str) -> list[float]:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = [value]
        if not isinstance(value, (list, tuple)) or not value or any(
                isinstance(x, bool) or not isinstance(x, (int, float))
                or not (low < x if low_open else low <= x) or not x <= high for x in value):
            raise InputError(f"{where}: must be a list of numbers in "
                             f"{'(' if low_open else '['}{low:g}, {high:g}], got {value!r}")
        return [float(x) for x in value]

    return check


def _check_cuts(value: Any, where: str) -> list[float]:
    cuts = _check_list(0.0, 1.0, True)(value, where)
    if any(b <= a for a, b in zip(cuts, cuts[1:], strict=False)):
        raise InputError(f"{where}: the cuts must be increasing")
    return cuts


_CALIBRATE = SAMPLING_STEP.get("calibrate")

MASSC_STEP = StepOptions("massc", own=(
    SEED_OPTION,
    Option("massc_risk_cuts", _check_cuts, "massc: increasing individual-risk cuts in (0, "
           "1] that make the risk strata (default 0.05: two strata)",
           cli={"type": _numbers, "metavar": "R1,R2,..."}),
    Option("massc_retention", _check_list(0.0, 1.0, True), "massc: per risk stratum, the "
           "PRAM retention probability of the keys (1: unchanged; default 1 in the lowest "
           "stratum, 0.8 above)", cli={"type": _numbers, "metavar": "T0,T1,..."}),
    Option("massc_keep", _check_list(0.0, 1.0, True), "massc: per risk stratum, the "
           "fraction of units (households, else records) kept (default 1 in the lowest "
           "stratum, 0.5 above)", cli={"type": _numbers, "metavar": "F0,F1,..."}),
    _CALIBRATE,
), templates=("protect/massc/strata.sql", "protect/massc/counts.sql",
              "protect/massc/stratum.sql",
              "protect/massc/substituted.sql", *SAMPLING_STEP.templates))


@dataclass
class MasscSummary(Result):
    """What MASSC did per risk stratum (records, retention, keys changed by PRAM,
    fraction kept) and the subsample's summary (weights, calibration)."""

    method: str
    seed: int
    keys: list[str]
    risk_cuts: list[float]
    strata: list[dict[str, Any]]
    sample: SamplingSummary
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def n_after(self) -> int:
        return self.sample.n_after

    def table(self) -> str:
        lines = [f"massc: risk strata by the individual risk (cuts "
                 f"{', '.join(f'{c:g}' for c in self.risk_cuts)}), seed {self.seed}",
                 f"{'stratum':<8} {'risk':<18} {'records':>9} {'retention':>10} "
                 f"{'keys changed':>13} {'kept':>6}"]
        for s in self.strata:
            lines.append(f"{s['stratum']:<8} {s['risk']:<18} {s['records']:>9,} "
                         f"{s['retention']:>10.4g} {sum(s['changed'].values()):>13,} "
                         f"{s['keep']:>6.4g}")
        return "\n".join(lines) + "\n" + self.sample.table()


def _spec(spec: Spec, person_id: str) -> Spec:
    """``spec`` with ``person_id`` as the record id."""
    return spec.replace(person_id=person_id)


def _per_stratum(value: list[float] | None, n: int, default: tuple[float, float],
                 where: str) -> list[float]:
    if value is None:
        return [default[0]] + [default[1]] * (n - 1)
    if len(value) != n:
        raise InputError(f"{where}: give one value per risk stratum ({n}: the cuts plus "
                         f"one), got {len(value)}")
    return value


def massc(problem: ProblemInterface, *, seed: int | None = None,
          massc_risk_cuts: Sequence[float] | None = None,
          massc_retention: Sequence[float] | None = None,
          massc_keep: Sequence[float] | None = None,
          calibrate: Sequence[str] | None = None) -> Sampled:
    """MASSC of ``problem``'s file: risk strata, PRAM of the keys per stratum,
    subsampling per stratum, raking of the weights to the original totals."""
    from ..problem import Problem

    opts = check_keywords({"seed": seed, "massc_risk_cuts": massc_risk_cuts,
                           "massc_retention": massc_retention, "massc_keep": massc_keep,
                           "calibrate": calibrate}, MASSC_STEP.own, "massc")
    for name, value in opts.items():
        opts[name] = MASSC_STEP.get(name).check(value, name)
    seed_ = check_seed(opts.get("seed"))
    cuts = opts.get("massc_risk_cuts", list(DEFAULT_CUTS))
    n = len(cuts) + 1
    retention = _per_stratum(opts.get("massc_retention"), n, (1.0, 0.8), "massc_retention")
    keep = _per_stratum(opts.get("massc_keep"), n, (1.0, 0.5), "massc_keep")
    keys = list(problem.spec.keys)
    targets = check_calibrate(problem, opts.get("calibrate", []))
    if ID_COLUMN in problem.schema:
        raise InputError(f"massc: the input has a column {ID_COLUMN!r}, the name MASSC "
                         f"gives the record id in its PRAM runs; rename it")
    engine = problem.engine
    rid = record_id(problem)
    columns = [c for c in engine.columns(problem.keyed) if c in problem.schema]
    risk = problem.create("VIEW", problem.name("massc_risk"), problem.records_sql(
        cell_risk_table(problem, "exact"), ["risk"], ordered=False, keep_internal=True))
    strata = problem.create(
        "TABLE", problem.name("massc_strata"),
        engine.render("protect/massc/strata.sql", records=risk, columns=columns, id=rid,
                      household=problem.spec.household, n_cuts=len(cuts), n_strata=n),
        {**{f"cut{i}": c for i, c in enumerate(cuts)},
         **{f"keep{i}": f for i, f in enumerate(keep)}})
    counts = {r["h"]: int(r["n"]) for r in engine.query(
        engine.render("protect/massc/counts.sql", strata=strata))}
    pramed: list[str] = []
    per: list[dict[str, Any]] = []
    bounds = [0.0, *cuts, None]
    for h in range(n):
        changed: dict[str, int] = {k: 0 for k in keys}
        if retention[h] < 1 and counts.get(h):
            sub_sql = engine.render("protect/massc/stratum.sql", strata=strata,
                                    columns=columns, id_name=ID_COLUMN)
            part = problem.create("TABLE", problem.name(f"massc_stratum{h}"), sub_sql,
                                  {"h": h})
            with Problem(part, _spec(problem.spec, ID_COLUMN), engine=engine) as sub:
                out = pram(sub, pram_variables=keys, seed=seed_, retention=retention[h])
                pramed.append(problem.create(
                    "TABLE", problem.name(f"massc_pram{h}"),
                    engine.render("protect/table.sql", table=out.name)))
                changed = dict(out.summary.n_changed)
        hi = bounds[h + 1]
        per.append({"stratum": h,
                    "risk": f"[{bounds[h]:g}, {hi:g})" if hi is not None
                    else f"[{bounds[h]:g}, 1]",
                    "records": counts.get(h, 0), "retention": retention[h],
                    "changed": changed, "keep": keep[h]})
    substituted = problem.create("TABLE", problem.name("massc_substituted"), engine.render(
        "protect/massc/substituted.sql", strata=strata, pramed=pramed, id_name=ID_COLUMN,
        columns=columns, keys=keys))
    sampled = subsample(problem, source=substituted, columns=columns, order="__sdc_row",
                        strata=[*problem.spec.strata, "__sdc_h"], seed=seed_,
                        step="massc_sample", fraction_column="__sdc_f", calibrate=targets,
                        method="massc")
    assert isinstance(sampled.summary, SamplingSummary)
    summary = MasscSummary(method="massc", seed=seed_, keys=keys, risk_cuts=cuts,
                           strata=per, sample=sampled.summary)
    return Sampled(data=sampled.data, name=sampled.name, summary=summary)
