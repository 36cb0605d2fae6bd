"""Disclosure risk of continuous variables on an (original, masked) pair (seed 004
sections 3.11-3.12; seed 003 section 3.3.8; issue 16 item 4).

Four measures, each the share of masked records an intruder holding the original
file would re-identify or nearly so:

* ``linkage`` -- distance-based record linkage: the masked record's nearest original
  (and its 2 nearest) is its own record; standardised Euclidean and Mahalanobis
  distances, nearest neighbours from a kd-tree;
* ``probabilistic`` -- Fellegi-Sunter linkage: agreement patterns per variable on the
  candidate pairs (each masked record's K nearest originals), m/u probabilities by EM,
  the share of masked records whose own pair is linked;
* ``interval`` -- interval disclosure: the share of original values inside a rank-based
  and an sd-based interval around the masked value, and sdcMicro's ``dRisk``;
* ``robust`` -- the robust Mahalanobis weighted interval measure (RMDID1, RMDID1w,
  RMDID2; MCD scatter from scikit-learn, the ``robust`` extra).

Two files with the same rows in the same order (``sql/risk/linkage/pairs.sql``: a
positional join), or with ``person_id`` the same ids in any order (a join on the id:
Spark's pairing, which keeps no record order), or two column sets of one file
(``masked_numeric``).  With strata, every measure is that of each stratum on its own
(standardisation, trees, EM, MCD), run per stratum by the engine's ``map_groups``
(``udfs/linkage.py``; on Spark one Python task a stratum, its fitted parameters back as
one JSON row, ``params.sql``); the summary adds the strata up (``summary.sql``).
docs/risk/linkage.md.

>>> import duckdb
>>> from sdcsql.risk.linkage import continuous_risk
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TABLE f AS SELECT * FROM (VALUES (1.0, 1.1), (2.0, 2.1), "
...                 "(3.0, 2.4), (4.0, 4.0)) t(x, x_masked)")
>>> r = continuous_risk("f", numeric=["x"], masked_numeric=["x_masked"], con=con,
...                     measures=["linkage"], distance="euclidean")
>>> r.to_json()["linkage"]["euclidean"]["nearest"]
0.75
"""

from __future__ import annotations

import itertools
import json
import math
import numbers
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

from ..data import Result
from ..engines import Engine, check_engine, engine_of, make_engine
from ..errors import InputError, SdcsqlWarning
from ..options import (
    Option,
    StepOptions,
    check_choice,
    check_column,
    check_names,
    check_subset,
    name_list,
    split_names,
)
from ..pairing import check_pairing

__all__ = ["DISCLOSURE_STEP", "DISTANCES", "DRISK_RULES", "MEASURES", "ContinuousRiskResult",
           "continuous_risk"]

#: the measures ``measures`` may name
MEASURES = ("linkage", "probabilistic", "interval", "robust")
#: the distances of the distance-based linkage
DISTANCES = ("euclidean", "mahalanobis", "both")
DEFAULT_MEASURES = ("linkage", "probabilistic", "interval")
#: sdcMicro's dRisk rules: a record counts when its original lies inside the interval on
#: every variable (sdcMicro since its fix of 2020, the default), or outside on at most
#: one (sdcMicro before 2020)
DRISK_RULES = ("all_inside", "at_most_one_outside")
_runs = itertools.count(1)


#: the measures named by a list (each once, in the order given)
check_measures = check_subset(MEASURES, "measure")


def _check_number(low: float, high: float, *, low_open: bool = True, high_open: bool = False,
                  what: str = "a number") -> Any:
    def check(value: Any, where: str) -> float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value) \
            and (value > low if low_open else value >= low) \
            and (value < high if high_open else value <= high)
        if not ok:
            lb, hb = "(" if low_open else "[", ")" if high_open else "]"
            raise InputError(f"{where}: must be {what} in {lb}{low:g}, {high:g}{hb}, "
                             f"got {value!r}")
        return float(value)

    return check


def check_count(value: Any, where: str) -> int:
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < 1:
        raise InputError(f"{where}: must be an integer >= 1, got {value!r}")
    return int(value)


#: The options of ``sdcsql disclosure`` and :func:`continuous_risk`, declared once.
DISCLOSURE_STEP = StepOptions("disclosure", own=(
    Option("numeric", check_names,
           "the continuous variables compared (in the original file; in the masked file "
           "too unless --masked-numeric names them there)",
           cli={"type": split_names, "metavar": "V1,V2,..."}),
    Option("masked_numeric", check_names,
           "the masked variables, position by position with --numeric (default: the same "
           "names); without a MASKED file, these columns of ORIGINAL are the masked file",
           cli={"type": split_names, "metavar": "V1,V2,..."}),
    Option("measures", check_measures,
           "measures to compute, some of " + ", ".join(MEASURES) + " (default: "
           + ",".join(DEFAULT_MEASURES) + "; robust needs sdcsql[robust])",
           cli={"type": name_list, "metavar": "NAME1,..."}),
    Option("strata", check_names,
           "stratum columns of the original: every measure is computed in each stratum on "
           "its own (the intruder knows the stratum)",
           cli={"type": split_names, "metavar": "S1,..."}),
    Option("person_id", check_column,
           "id column of both files: the records are paired by it, in any order, and each "
           "stratum's records taken in its order (needed on Spark, which keeps no record "
           "order); default: by position"),
    Option("distance", check_choice(DISTANCES, "a distance"),
           "distance of the record linkage: euclidean (variables divided by the original's "
           "sd), mahalanobis (the original's covariance) or both (default)",
           default="both", choices=DISTANCES),
    Option("candidates", check_count,
           "probabilistic linkage: the candidate pairs of a masked record are its K nearest "
           "originals (standardised Euclidean; default 5)", default=5, cli={"type": int}),
    Option("agreement", _check_number(0, math.inf, what="a share of the sd"),
           "probabilistic linkage: a variable agrees when |masked - original| <= this share "
           "of the original's sd (default 0.1)", default=0.1, cli={"type": float}),
    Option("link_threshold", _check_number(0, 1, what="a probability"),
           "probabilistic linkage: a pair is linked when its posterior match probability "
           "is at least this (default 0.5)", default=0.5, cli={"type": float}),
    Option("interval_percent", _check_number(0, 100, what="a percentage"),
           "interval disclosure: the interval's width, in percent of the original's sd "
           "(sd-based) and of the records' ranks (rank-based), centred on the masked value "
           "(default 10)", default=10.0, cli={"type": float}),
    Option("drisk_k", _check_number(0, math.inf, what="a share of the sd"),
           "sdcMicro's dRisk: the interval is masked +- k x sd(masked) (default 0.05, "
           "sdcMicro's)", default=0.05, cli={"type": float}),
    Option("drisk_rule", check_choice(DRISK_RULES, "a dRisk rule"),
           "sdcMicro's dRisk: a record counts when its original is inside the interval on "
           "every variable (all_inside, default: sdcMicro since 2020) or outside on at most "
           "one (at_most_one_outside: sdcMicro before 2020)", default="all_inside",
           choices=DRISK_RULES),
    Option("robust_k", _check_number(0, math.inf, what="a number"),
           "robust measure: the interval around an original value is +- k x its robust "
           "Mahalanobis distance, in sd units (default 0.05)", default=0.05,
           cli={"type": float}),
    Option("robust_k2", _check_number(0, math.inf, what="a distance"),
           "robust measure (RMDID2): the radius, in sd units, within which other masked "
           "records make an unsafe record safe (default 0.05)", default=0.05,
           cli={"type": float}),
    Option("robust_neighbours", check_count,
           "robust measure (RMDID2): other masked records needed within the radius "
           "(default 1, sdcMicro's)", default=1, cli={"type": int}),
), templates=("risk/linkage/pairs.sql", "risk/linkage/checks.sql", "risk/linkage/summary.sql",
                    "risk/linkage/params.sql"))


def _share(total: float | None, n: int | None) -> float | None:
    return None if total is None or not n else total / n


@dataclass(frozen=True)
class ContinuousRiskResult(Result):
    """The continuous-variable risk measures of one (original, masked) pair: shares of
    the masked records (None: not computed or not defined; see ``warnings``)."""

    variables: list[str]
    masked_variables: list[str]
    n_records: int
    measures: list[str]
    strata: list[str]
    n_strata: int
    linkage: dict[str, Any] | None = None
    probabilistic: dict[str, Any] | None = None
    interval: dict[str, Any] | None = None
    robust: dict[str, Any] | None = None
    by_stratum: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def table(self) -> str:
        from .threshold import two_columns

        def pct(x: Any) -> str:
            return "null" if x is None else f"{100 * x:.3f} %"

        rows = [("measure (share of masked records)", "value")]
        if self.linkage:
            for d, v in self.linkage.items():
                rows += [(f"{d}: nearest is own record", pct(v["nearest"])),
                         (f"{d}: own record among 2 nearest", pct(v["nearest_or_second"]))]
        if self.probabilistic:
            rows += [("probabilistic: own pair linked", pct(self.probabilistic["share"])),
                     ("probabilistic: some pair linked", pct(self.probabilistic["linked_share"]))]
        if self.interval:
            rows += [("interval (sd): values inside, mean", pct(self.interval["sd"]["mean"])),
                     ("interval (sd): records all inside",
                      pct(self.interval["sd"]["all_variables"])),
                     ("interval (rank): values inside, mean", pct(self.interval["rank"]["mean"])),
                     ("interval (rank): records all inside",
                      pct(self.interval["rank"]["all_variables"])),
                     ("dRisk (sdcMicro)", pct(self.interval["drisk"]))]
        if self.robust:
            rows += [("robust RMDID1: unsafe", pct(self.robust["rmdid1"])),
                     ("robust RMDID1w: weighted by RMD", pct(self.robust["rmdid1_weighted"])),
                     ("robust RMDID2: unsafe", pct(self.robust["rmdid2"]))]
        head = (f"continuous-variable risk: {self.n_records:,} records, variables "
                f"{', '.join(self.variables)}"
                + (f", {self.n_strata:,} strata" if self.strata else ""))
        return head + "\n" + two_columns(rows)


def continuous_risk(original: Any, masked: Any = None, *, numeric: list[str] | None = None,
                    masked_numeric: list[str] | None = None,
                    measures: list[str] | None = None, strata: list[str] | None = None,
                    distance: str = "both", candidates: int = 5, agreement: float = 0.1,
                    link_threshold: float = 0.5, interval_percent: float = 10.0,
                    drisk_k: float = 0.05, drisk_rule: str = "all_inside",
                    robust_k: float = 0.05, robust_k2: float = 0.05,
                    robust_neighbours: int = 1, person_id: str | None = None,
                    engine: str | Engine = "duckdb", con: Any = None) -> ContinuousRiskResult:
    """The continuous-variable disclosure risk of ``masked`` against ``original`` (the
    same rows in the same order, or with ``person_id`` the same ids in any order), over
    ``numeric`` (and ``masked_numeric`` in the masked file, position by position).
    ``masked`` None: ``masked_numeric`` are columns of ``original``.
    ``original``/``masked``: what the engine reads (a path, a query, a table or view
    name of its connection, a relation).  ``con``: a DuckDB connection or a
    SparkSession (on Spark ``person_id`` is needed: it pairs the files and orders each
    stratum's records, which Spark does not keep); ``engine`` an
    :class:`~sdcsql.engines.Engine` (a problem's ``problem.engine``): the two relations
    of that engine, and what this function creates is dropped on return.  Refuses,
    before any work, unknown options, absent or non-numeric columns, files of
    different lengths, ids absent, repeated or unmatched, and missing or non-finite
    values."""
    if not numeric:
        raise InputError("numeric: give the continuous variables to compare (--numeric)")
    numeric = check_names(numeric, "numeric")
    masked_numeric = check_names(masked_numeric, "masked_numeric") if masked_numeric \
        else list(numeric)
    if len(masked_numeric) != len(numeric):
        raise InputError(f"masked_numeric: names {len(masked_numeric)} variables and numeric "
                         f"{len(numeric)}; give one masked variable per variable")
    if masked is None and masked_numeric == numeric:
        raise InputError("masked_numeric: without a masked file, name the masked columns of "
                         "the original file (--masked-numeric)")
    measures = check_measures(list(measures) if measures is not None else list(DEFAULT_MEASURES),
                              "measures")
    if not measures:
        raise InputError("measures: give at least one of " + ", ".join(MEASURES))
    strata = check_names(strata, "strata") if strata else []
    person_id = check_column(person_id, "person_id") if person_id is not None else None
    given = {"distance": distance, "candidates": candidates, "agreement": agreement,
             "link_threshold": link_threshold, "interval_percent": interval_percent,
             "drisk_k": drisk_k, "drisk_rule": drisk_rule, "robust_k": robust_k,
             "robust_k2": robust_k2, "robust_neighbours": robust_neighbours}
    opts = {name: DISCLOSURE_STEP.get(name).check(v, name) for name, v in given.items()}
    if "robust" in measures:
        try:
            import sklearn.covariance  # noqa: F401
        except ImportError:
            raise InputError("measures: robust needs scikit-learn's MinCovDet; install the "
                             "extra: pip install 'sdcsql[robust]'") from None
    if isinstance(engine, Engine):
        eng, own = engine, False
    else:
        check_engine(engine)
        eng, own = (engine_of(con) if con is not None else make_engine(engine)), True
    if eng.dialect != "duckdb" and person_id is None:
        raise InputError("person_id: on Spark the records are paired and ordered by an id "
                         "column of both files (--person-id): Spark keeps no record order")
    made: set[str] = set()
    try:
        a, schema_a = eng.read(Path(original) if isinstance(original, Path) else original)
        made.add(a)
        if masked is None:
            b, schema_b = a, schema_a
        else:
            b, schema_b = eng.read(Path(masked) if isinstance(masked, Path) else masked)
            made.add(b)
        return _run(eng, made, a, b, masked is None, schema_a, schema_b, numeric,
                    masked_numeric, measures, strata, person_id, opts)
    finally:
        eng.drop(made)
        if own:
            eng.close()


def _is_numeric(sql_type: str) -> bool:
    from ..spec import is_numeric_type

    return is_numeric_type(sql_type)


def _run(eng: Engine, made: set[str], a: str, b: str, same: bool, schema_a: dict[str, str],
         schema_b: dict[str, str], numeric: list[str], masked_numeric: list[str],
         measures: list[str], strata: list[str], person_id: str | None,
         opts: dict[str, Any]) -> ContinuousRiskResult:
    n = _check_files(eng, a, b, same, schema_a, schema_b, numeric, masked_numeric, strata,
                     person_id)
    run = next(_runs)
    pairs = eng.create("VIEW", f"__sdc_linkage_pairs_{run}", eng.render(
        "risk/linkage/pairs.sql", original=a, masked=b, same=same, original_columns=numeric,
        masked_columns=masked_numeric, strata=strata, by=person_id))
    made.add(pairs)
    mset = tuple(measures)
    dist = ("euclidean", "mahalanobis") if opts["distance"] == "both" else (opts["distance"],)
    columns = _output_columns(mset, dist, len(numeric))
    sample = eng.fetch_arrow(f"SELECT * FROM {eng.quote(pairs)} LIMIT 0")
    by = [f"__sdc_s{j}" for j in range(len(strata))]
    schema = pa.schema([("__sdc_id", sample.schema.field("__sdc_id").type)]
                       + [(s, sample.schema.field(s).type) for s in by] + columns
                       + [("__sdc_params", pa.string())])
    kernel = _stratum_kernel(len(numeric), mset, dist, opts, strata, columns)
    records = eng.map_groups(f"SELECT * FROM {eng.quote(pairs)}", by, kernel, schema,
                             name=f"__sdc_linkage_records_{run}")
    made.add(records)
    names = [c for c, _ in columns]
    rows = eng.query(eng.render("risk/linkage/summary.sql", records=records,
                                n_strata=len(strata), columns=names))
    params = [json.loads(r["__sdc_params"]) for r in eng.query(
        eng.render("risk/linkage/params.sql", records=records))]
    return _result(rows, params, numeric, masked_numeric, measures, strata, dist, opts, n)


def _check_files(eng: Engine, a: str, b: str, same: bool, schema_a: dict[str, str],
                 schema_b: dict[str, str], numeric: list[str], masked_numeric: list[str],
                 strata: list[str], person_id: str | None) -> int:
    """Refuse files without the columns, with a column that is not numeric, of other
    lengths, with ids absent, repeated or unmatched, or with a missing or infinite value
    (checks.sql); returns the records."""
    which_b = "original" if same else "masked"
    ids = [person_id] if person_id else []
    for cols, schema, which in ((numeric + strata + ids, schema_a, "original"),
                                (masked_numeric + ids, schema_b, which_b)):
        absent = [c for c in cols if c not in schema]
        if absent:
            raise InputError(f"the {which} file has no column {absent[0]!r}")
    for cols, schema, which in ((numeric, schema_a, "original"),
                                (masked_numeric, schema_b, which_b)):
        for c in cols:
            if not _is_numeric(schema[c]):
                raise InputError(f"column {c!r} of the {which} file is {schema[c]}, not numeric")
    row = eng.query(eng.render("risk/linkage/checks.sql", original=a, masked=b,
                               original_columns=numeric, masked_columns=masked_numeric))[0]
    if row["n_original"] != row["n_masked"]:
        raise InputError(f"the original file has {row['n_original']:,} records and the masked "
                         f"file {row['n_masked']:,}: compare the same rows in the same order")
    if person_id is not None:       # every id once in both files, the same ids
        check_pairing(eng, b, a, person_id, names=(which_b, "original"), noun="id")
    for i, c in enumerate(numeric):
        if row[f"bad_o{i}"]:
            raise InputError(f"column {c!r} of the original file is missing or not finite in "
                             f"{row[f'bad_o{i}']:,} record(s); the measures need complete records")
    for i, c in enumerate(masked_numeric):
        if row[f"bad_m{i}"]:
            raise InputError(f"column {c!r} of the {which_b} file is missing or not finite in "
                             f"{row[f'bad_m{i}']:,} record(s); the measures need complete records")
    n = int(row["n_original"])
    if n == 0:
        raise InputError("the original file has no records")
    return n


def _output_columns(mset: tuple[str, ...], dist: tuple[str, ...],
                    p: int) -> list[tuple[str, pa.DataType]]:
    """The record columns of the measures asked (``p`` variables)."""
    columns: list[tuple[str, pa.DataType]] = []
    if "linkage" in mset:
        for d in dist:
            columns += [(f"{d}_nearest", pa.float64()), (f"{d}_second", pa.float64())]
    if "probabilistic" in mset:
        columns += [("prob_own_linked", pa.int8()), ("prob_linked", pa.int8())]
    if "interval" in mset:
        for v in range(p):
            columns += [(f"sd_in_{v}", pa.int8()), (f"rank_in_{v}", pa.int8())]
        columns += [("sd_in_all", pa.int8()), ("rank_in_all", pa.int8()), ("drisk", pa.int8())]
    if "robust" in mset:
        columns += [("rmd", pa.float64()), ("robust_unsafe1", pa.int8()),
                    ("robust_unsafe2", pa.int8()), ("robust_w1", pa.float64()),
                    ("robust_w2", pa.float64())]
    return columns


def _stratum_kernel(p: int, mset: tuple[str, ...], dist: tuple[str, ...], opts: dict[str, Any],
                    strata: list[str], columns: list[tuple[str, pa.DataType]],
                    ) -> Callable[[pa.Table], pa.Table]:
    """The measures of one stratum's pairs (:func:`sdcsql.udfs.linkage.analyse`) as a
    group function, its records taken in the order of ``__sdc_id``; the stratum's fitted
    parameters go out as JSON in ``__sdc_params`` of its first record (NULL in the
    others), so that they reach the caller from an executor too."""
    by = [f"__sdc_s{j}" for j in range(len(strata))]

    def kernel(table: pa.Table) -> pa.Table:
        from ..udfs.linkage import analyse

        table = table.sort_by("__sdc_id")
        o = np.column_stack([table.column(f"__sdc_o{i}").to_numpy() for i in range(p)])
        m = np.column_stack([table.column(f"__sdc_m{i}").to_numpy() for i in range(p)])
        res = analyse(o, m, measures=mset, distance=dist, candidates=opts["candidates"],
                      agreement=opts["agreement"], threshold=opts["link_threshold"],
                      percent=opts["interval_percent"], drisk_k=opts["drisk_k"],
                      drisk_rule=opts["drisk_rule"],
                      robust_k=opts["robust_k"], robust_k2=opts["robust_k2"],
                      robust_neighbours=opts["robust_neighbours"])
        cols = res["columns"]
        if "robust" in mset:
            rmd = np.nan_to_num(cols["rmd"], nan=0.0)
            cols["robust_w1"] = rmd * cols["robust_unsafe1"]
            cols["robust_w2"] = rmd * cols["robust_unsafe2"]
            if res["params"].get("robust_undefined"):
                cols["robust_w1"] = cols["robust_w2"] = np.full(len(rmd), np.nan)
        out: dict[str, Any] = {"__sdc_id": table.column("__sdc_id")}
        for s in by:
            out[s] = table.column(s)
        for name, typ in columns:
            values = cols[name]
            if typ == pa.int8():
                values = np.asarray(values).astype(np.int8)
            out[name] = pa.array(values, typ, from_pandas=True)
        stratum = {s: table.column(f"__sdc_s{j}")[0].as_py() for j, s in enumerate(strata)}
        fitted = json.dumps({"stratum": stratum, **res["params"]}, default=_plain)
        out["__sdc_params"] = pa.array([fitted] + [None] * (table.num_rows - 1), pa.string())
        return pa.table(out)

    return kernel


def _plain(value: Any) -> Any:
    """A numpy array or scalar of the fitted parameters as JSON's own values."""
    if isinstance(value, (np.ndarray, np.generic)):
        return value.tolist()
    raise TypeError(f"not JSON: {type(value).__name__}")


def _section(r: dict[str, Any], measures: list[str], dist: tuple[str, ...], numeric: list[str],
             opts: dict[str, Any]) -> dict[str, Any]:
    """The shares of one summary row (the whole file or a stratum)."""
    def share(col: str) -> float | None:
        return _share(r.get(f"sum_{col}"), r.get(f"n_{col}"))

    out: dict[str, Any] = {}
    if "linkage" in measures:
        out["linkage"] = {}
        for d in dist:
            near, both = share(f"{d}_nearest"), share(f"{d}_second")
            out["linkage"][d] = {"nearest": near, "nearest_or_second": both,
                                 "second": None if near is None or both is None else both - near,
                                 "records": r.get(f"n_{d}_nearest")}
    if "probabilistic" in measures:
        out["probabilistic"] = {"share": share("prob_own_linked"),
                                "linked_share": share("prob_linked")}
    if "interval" in measures:
        sd = {v: share(f"sd_in_{i}") for i, v in enumerate(numeric)}
        rank = {v: share(f"rank_in_{i}") for i, v in enumerate(numeric)}

        def mean(d: dict[str, float | None]) -> float | None:
            vals = list(d.values())
            return None if any(x is None for x in vals) else math.fsum(vals) / len(vals)  # type: ignore[arg-type]

        out["interval"] = {"percent": opts["interval_percent"],
                           "sd": {"by_variable": sd, "mean": mean(sd),
                                  "all_variables": share("sd_in_all")},
                           "rank": {"by_variable": rank, "mean": mean(rank),
                                    "all_variables": share("rank_in_all")},
                           "drisk": share("drisk"), "drisk_k": opts["drisk_k"],
                           "drisk_rule": opts["drisk_rule"]}
    if "robust" in measures:
        total = r.get("sum_rmd")
        out["robust"] = {"k": opts["robust_k"], "k2": opts["robust_k2"],
                         "neighbours": opts["robust_neighbours"],
                         "rmdid1": share("robust_unsafe1"), "rmdid2": share("robust_unsafe2"),
                         "rmdid1_weighted": _share(r.get("sum_robust_w1"), total)
                         if r.get("n_robust_w1") else None,
                         "rmdid2_weighted": _share(r.get("sum_robust_w2"), total)
                         if r.get("n_robust_w2") else None,
                         "mean_rmd": share("rmd"), "records": r.get("n_rmd")}
    return out


def _result(rows: list[dict[str, Any]], params: list[dict[str, Any]], numeric: list[str],
            masked_numeric: list[str], measures: list[str], strata: list[str],
            dist: tuple[str, ...], opts: dict[str, Any], n: int) -> ContinuousRiskResult:
    whole = next(r for r in rows if r["whole"] == 1)
    main = _section(whole, measures, dist, numeric, opts)
    warn: list[str] = []
    if "probabilistic" in measures:
        fits = []
        for prm in params:
            pl = prm.get("probabilistic")
            if pl is None:
                continue
            fits.append({**({"stratum": prm["stratum"]} if strata else {}),
                         "records": prm["n"], "p": pl["p"],
                         "m": dict(zip(numeric, pl["m"], strict=True)),
                         "u": dict(zip(numeric, pl["u"], strict=True)),
                         "iterations": pl["iterations"], "converged": pl["converged"],
                         "pairs": pl["pairs"], "linked_pairs": pl["linked_pairs"],
                         "true_linked_pairs": pl["true_linked_pairs"],
                         "own_candidates": pl["own_candidates"]})
            if not pl["converged"]:
                warn.append("probabilistic: EM did not converge in a stratum of "
                            f"{prm['n']:,} records")
        main["probabilistic"].update(
            candidates=opts["candidates"], agreement=opts["agreement"],
            link_threshold=opts["link_threshold"],
            pairs=sum(f["pairs"] for f in fits),
            linked_pairs=sum(f["linked_pairs"] for f in fits),
            true_linked_pairs=sum(f["true_linked_pairs"] for f in fits),
            own_candidates=sum(f["own_candidates"] for f in fits), fits=fits)
    if any(p.get("mahalanobis_undefined") for p in params) and "mahalanobis" in dist \
            and "linkage" in measures:
        bad = [p["n"] for p in params if p.get("mahalanobis_undefined")]
        warn.append(f"mahalanobis: the original's covariance is singular in {len(bad):,} "
                    f"stratum(s) ({sum(bad):,} records): their Mahalanobis linkage is "
                    "undefined and left out")
    if any(p.get("robust_undefined") for p in params) and "robust" in measures:
        bad = [p["n"] for p in params if p.get("robust_undefined")]
        warn.append(f"robust: no MCD estimate in {len(bad):,} stratum(s) ({sum(bad):,} "
                    "records; it needs more records than variables + 1 and a regular "
                    "scatter): left out")
    by_stratum = []
    if strata:
        for r in rows:
            if r["whole"] == 1:
                continue
            by_stratum.append({"stratum": {s: r[f"__sdc_s{j}"] for j, s in enumerate(strata)},
                               "records": r["n"],
                               **_section(r, measures, dist, numeric, opts)})
    for message in warn:
        warnings.warn(message, SdcsqlWarning, stacklevel=3)
    return ContinuousRiskResult(
        variables=list(numeric), masked_variables=list(masked_numeric), n_records=n,
        measures=list(measures), strata=list(strata), n_strata=max(len(params), 1),
        linkage=main.get("linkage"), probabilistic=main.get("probabilistic"),
        interval=main.get("interval"), robust=main.get("robust"), by_stratum=by_stratum,
        warnings=warn)
