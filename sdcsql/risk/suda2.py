"""SUDA2 and DIS-SUDA: minimal sample uniques per record (seed 004 section 3.4; seed
003 section 3.3.7).

A record is a *sample unique* on a set S of keys when no other record has its values
on S; S is a *minimal sample unique* (MSU) when no proper subset of S is.  Every MSU
of every record with at most ``suda2_max_size`` keys is found, exactly, over the cell
table (distinct key patterns), never the records:

* ``search`` (the default with the compiled kernels, ``sdcsql[fast]``; without them
  for more than 10 keys): partition refinement over the prefix tree of key subsets,
  the numeric kernel :mod:`sdcsql.udfs.suda2`, run once per stratum through the
  engine's ``map_groups``;
* ``sets`` (the default for up to 10 keys without the compiled kernels): one GROUPING
  SETS aggregate over every key subset finds the (cell, subset) pairs held by one
  record, and a bitmap per cell (an anti-join beyond 10 keys) keeps the minimal ones
  (``sql/risk/suda2/unique_subsets.sql``, ``msu_bitmap.sql``, ``msu.sql``).

Scores weigh each MSU by its size k (q keys, max size M), in one of two conventions:
``factorial`` w_k = prod_{i=k}^{min(M, q-1)} (q - i) (= (q - k)! when M >= q - 1;
sdcMicro's default) and ``normalised`` w_k = (2^(q-k) - 1) k! (q-k)! / q! (the scores
printed in seed 004 table 3.3).  DIS-SUDA (``dis_suda2_score``) turns the scores into
a probability of correct match with the disclosure fraction f; ``single`` precision
reproduces sdcMicro's float32 figures.  Contributions per key and per key level are in
the result.  Missing values never join an MSU (``suda2_missing="ignore"``) or are a
value (``"category"``); exact duplicates share a cell of two or more records, so they
have no MSU and score 0.  docs/risk/suda2.md.

>>> import sdcsql
>>> sql = ("SELECT * FROM (VALUES ('a', 'x'), ('a', 'y'), ('b', 'y'), ('a', 'x')) "
...        "t(u, v)")
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["u", "v"])) as p:
...     r = suda2(p)
...     [row[-4] for row in r.records.fetchall()], r.msu_by_size
([0.0, 1.0, 1.0, 0.0], {1: 1, 2: 1})
"""

from __future__ import annotations

import itertools
import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_bool, check_choice, check_keywords
from ..udfs.suda2 import MSU_SCHEMA, compiled_available, search_function

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["SUDA2_OPTIONS", "Suda2Result", "msu_weights", "suda2"]

#: Keys the exact integer weights fit for (HUGEINT sums of (q-1)! and q! 2^q).
MAX_KEYS = 30
#: Without the compiled kernels, the set-based search runs when it has at most this
#: many key subsets (q <= 10: one GROUPING SETS of 511 sets took 4 s on 1M demo rows,
#: the search as plain Python is far slower); with them the search always runs (0.8 s
#: for the same 511 sets, docs/benchmarks.md).
MAX_SETS = 1023
#: Up to this many keys the MSUs are found among the unique subsets by a bitmap per
#: cell (msu_bitmap.sql: 2^(q-5) words of 32 bits); the anti-join of msu.sql beyond
#: (9 keys, 1M demo rows: 2.2 s against 4.9 s, the same 695,641 MSUs).
BITMAP_KEYS = 10
#: The level name of a missing value in the level contributions (``suda2_missing =
#: "category"``).
MISSING_LEVEL = "<missing>"
#: DIS-SUDA bands as sdcMicro prints them.
DIS_BANDS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)


def _check_max_size(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise InputError(f"{where}: must be a whole number >= 1, got {value!r}")
    return int(value)


def _check_fraction(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real) \
            or not 0 < float(value) < 1:
        raise InputError(f"{where}: must be a number in (0, 1), got {value!r}")
    return float(value)


SUDA2_OPTIONS = StepOptions("suda2", own=(
    Option("suda2_max_size", _check_max_size, default=None,
           help="largest MSU size searched (default: all keys)",
           cli={"type": int, "metavar": "K"}),
    Option("suda2_weights", check_choice(("factorial", "normalised"), "a SUDA2 weighting"),
           default="factorial", choices=("factorial", "normalised"),
           help="MSU weights: factorial ((q-k)!, sdcMicro's default) or normalised "
                "(seed 004 table 3.3)"),
    Option("suda2_dis_fraction", _check_fraction, default=0.01,
           help="DIS-SUDA disclosure (sampling) fraction f", cli={"type": float}),
    Option("suda2_dis_precision", check_choice(("double", "single"), "a precision"),
           default="double", choices=("double", "single"),
           help="DIS-SUDA arithmetic: double (exact) or single (sdcMicro's float32)"),
    Option("suda2_missing", check_choice(("ignore", "category"), "a missing-value rule"),
           default="ignore", choices=("ignore", "category"),
           help="missing key values: ignore (never in an MSU) or category (a value)"),
    Option("suda2_algorithm", check_choice(("auto", "sets", "search"), "a SUDA2 algorithm"),
           default="auto", choices=("auto", "sets", "search"),
           help="MSU search: search (partition refinement; compiled with sdcsql[fast]), "
                "sets (GROUPING SETS, few keys) or auto (search when compiled, else sets "
                "up to 10 keys)"),
    Option("suda2_record_contributions", check_bool, default=False,
           help="add suda2_contribution_<key> per record (share of its score)",
           cli={"action": "store_true"}),
), templates=("risk/suda2/unique_subsets.sql", "risk/suda2/msu.sql",
              "risk/suda2/cell_scores.sql", "risk/suda2/file_counts.sql",
              "risk/suda2/score_counts.sql", "risk/suda2/dis_suda.sql",
              "risk/suda2/contributions.sql", "risk/suda2/summary.sql",
              "risk/suda2/msu_sizes.sql", "risk/suda2/msu_list.sql",
              "risk/suda2/msu_input.sql"))


def msu_weights(q: int, max_size: int, weights: str) -> tuple[list[int], int]:
    """Integer numerators of the weight of an MSU of size 1..q, and their common
    denominator (seed 004 formula (3.3), both conventions; docs/risk/suda2.md)."""
    if weights == "factorial":
        top = min(max_size, q - 1)
        return [math.prod(q - i for i in range(k, top + 1)) for k in range(1, q + 1)], 1
    return ([(2 ** (q - k) - 1) * math.factorial(k) * math.factorial(q - k)
             for k in range(1, q + 1)], math.factorial(q))


@dataclass
class Suda2Result(Result):
    """SUDA2 MSUs, scores and DIS-SUDA (seed 004 section 3.4)."""

    keys: tuple[str, ...]
    max_size: int
    weights: str
    dis_fraction: float
    dis_precision: str
    missing: str
    algorithm: str                               #: the search that ran: sets or search
    records: Any                                 #: every input row + the score columns
    msus: Any                                    #: key values, variables, size per MSU
    n_msu: int
    msu_by_size: dict[int, int]
    records_with_msu: int
    attribute_contributions: dict[str, float]    #: percent of the total score
    level_contributions: dict[str, dict[str, float]] = field(default_factory=dict)
    dis_table: dict[str, int] = field(default_factory=dict)
    sample_uniques: int = 0                      #: U: records unique on all keys
    pairs: int = 0                               #: P: records in cells of two
    #: the engine relation of ``__sdc_row`` and :attr:`record_columns` (joined into
    #: the risk step's records)
    record_relation: str | None = None
    record_columns: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Every figure but the relations ``records`` and ``msus``."""
        from ..data import json_ready

        return json_ready({
            "keys": list(self.keys), "max_size": self.max_size, "weights": self.weights,
            "dis_fraction": self.dis_fraction, "dis_precision": self.dis_precision,
            "missing": self.missing, "algorithm": self.algorithm, "n_msu": self.n_msu,
            "msu_by_size": {str(k): n for k, n in self.msu_by_size.items()},
            "records_with_msu": self.records_with_msu,
            "sample_uniques": self.sample_uniques, "pairs": self.pairs,
            "attribute_contributions": self.attribute_contributions,
            "level_contributions": self.level_contributions,
            "dis_table": self.dis_table})

    def table(self) -> str:
        lines = [f"SUDA2: {self.n_msu:,} MSUs of {self.records_with_msu:,} records "
                 f"(sizes <= {self.max_size}, {self.weights} weights, {self.algorithm})",
                 f"{'size':>5} {'MSUs':>10}"]
        lines += [f"{k:>5} {n:>10,}" for k, n in sorted(self.msu_by_size.items())]
        lines.append(f"{'key':<20} {'contribution %':>15}")
        lines += [f"{k:<20} {v:>15.4f}" for k, v in self.attribute_contributions.items()]
        lines.append(f"DIS-SUDA (f = {self.dis_fraction:g}, {self.dis_precision}):")
        lines += [f"{band:<12} {n:>10,}" for band, n in self.dis_table.items()]
        return "\n".join(lines)


def _single(x: Fraction) -> np.float32:
    """The IEEE single nearest to ``x`` (ties to even): one rounding, where going
    through a double could round twice."""
    c = np.float32(float(x))
    best = c
    for n in (np.nextafter(c, np.float32(-np.inf)), np.nextafter(c, np.float32(np.inf))):
        d_best, d_n = abs(Fraction(float(best)) - x), abs(Fraction(float(n)) - x)
        if d_n < d_best or (d_n == d_best and int(n.view(np.int32)) % 2 == 0):
            best = n
    return np.float32(best)


def _dis_figures(u: int, p: int, q: int, fraction: float, precision: str,
                 score_counts: list[tuple[float, int]]) -> tuple[float, float, float]:
    """(Q, U/dis - U, A) of DIS-SUDA; ``single``: f, dis, Q and U/dis - U in IEEE single
    precision as sdcMicro keeps them, in its order of rounding: U f rounded, the
    denominator U f + P (1 - f) rounded once (the product P (1 - f) fused into the sum,
    as sdcMicro's compiled code evaluates it), dis = U f / denominator rounded, then
    U / dis and its difference with U each rounded.  In exact arithmetic U/dis - U =
    P (1 - f) / f; eusilc's six keys (U = 4,109, P = 2,838) give sdcMicro's 280962 this
    way and 280962.03125 with the denominator's two products rounded apart.  A is
    summed exactly rounded (math.fsum over the distinct scores): no figure depends on
    an order of addition."""
    if u == 0:
        return 1.0, 0.0, 0.0
    if precision == "single":
        f32 = np.float32
        f = f32(fraction)
        uf = f32(u) * f
        # one rounding of P (1 - f) + U f: Fractions hold the exact sum of the two floats
        denominator = _single(Fraction(float(f32(p))) * Fraction(float(f32(1) - f))
                              + Fraction(float(uf)))
        dis = uf / denominator
        q_exp = float(f32(1) + (f32(8) - f32(q)) / f32(20))
        excess = float(f32(f32(u) / dis) - f32(u))
    else:
        dis_d = u * fraction / (u * fraction + p * (1 - fraction))
        q_exp = 1 + (8 - q) / 20
        excess = u / dis_d - u
    adj = math.fsum(n * s ** -q_exp for s, n in score_counts if s > 0)
    return q_exp, excess, adj


def _options(problem: ProblemInterface, sdcmicro: bool,
             options: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The options checked (:data:`SUDA2_OPTIONS`, defaults filled in) and the largest
    MSU size searched (every size with ``sdcmicro``, which also sets single precision)."""
    given = check_keywords(options, SUDA2_OPTIONS.own, "suda2")
    opts = {o.name: o.default for o in SUDA2_OPTIONS.own}
    for name, value in given.items():
        opts[name] = SUDA2_OPTIONS.get(name).check(value, name)
    q = len(problem.spec.keys)
    if q > MAX_KEYS:
        raise InputError(f"suda2: {q} keys; SUDA2 takes at most {MAX_KEYS} keys")
    max_size = q if opts["suda2_max_size"] is None else opts["suda2_max_size"]
    if max_size > q:
        raise InputError(f"suda2_max_size: {max_size} is more than the {q} keys")
    if sdcmicro:
        if max_size < q:
            import warnings

            from ..errors import SdcsqlWarning
            warnings.warn(f"suda2_max_size {max_size} is ignored with the risk method "
                          f"sdcmicro: sdcMicro searches MSUs of every size (up to {q})",
                          SdcsqlWarning, stacklevel=3)
        max_size = q
        opts["suda2_dis_precision"] = "single"
    return opts, max_size


def _outputs(problem: ProblemInterface, contributions: bool) -> list[str]:
    """The record columns SUDA2 adds; refuses an input column of one of their names."""
    outputs = ["suda2_score", "dis_suda2_score", "suda2_msu_count", "suda2_min_msu_size"]
    if contributions:
        outputs += [f"suda2_contribution_{k}" for k in problem.spec.keys]
    taken = {c.lower(): c for c in problem.schema}
    for name in outputs:
        if name.lower() in taken:
            raise InputError(f"input column {taken[name.lower()]!r} has the name of the SUDA2 "
                             f"output column {name!r}: rename it")
    return outputs


def _msu_table(problem: ProblemInterface, cells: str, max_size: int, algorithm: str,
               ignore: bool) -> str:
    """The MSUs of every pattern cell (one row per cell and MSU): by the sets of keys
    in SQL, or by the search (:func:`sdcsql.udfs.suda2.search_function`) per stratum."""
    q, engine = len(problem.spec.keys), problem.engine
    strata = list(range(q, problem.n_keys))
    if algorithm == "sets":
        sets = [list(s) for k in range(1, max_size + 1) for s in combinations(range(q), k)]
        unique = problem.create("TABLE", problem.name("suda2_unique"), engine.render(
            "risk/suda2/unique_subsets.sql", cells=cells, q=q, strata=strata, sets=sets,
            ignore_missing=ignore, null_keys=problem.has_null_keys))
        # minimality by a bitmap of each cell's unique subsets (2^q bits) up to
        # BITMAP_KEYS keys; beyond, the anti-join on (cell, subset - one key)
        return problem.create("TABLE", problem.name("suda2_msu"), engine.render(
            "risk/suda2/msu_bitmap.sql" if q <= BITMAP_KEYS else "risk/suda2/msu.sql",
            unique=unique, q=q))
    # the search's tasks on DuckDB's threads; on Spark one per worker (the strata
    # are the parallelism there)
    threads = int(engine.query("SELECT current_setting('threads') AS t")[0]["t"]) \
        if engine.dialect == "duckdb" else 1
    return engine.map_groups(
        engine.render("risk/suda2/msu_input.sql", cells=cells, n_keys=problem.n_keys),
        [f"__sdc_k{i}" for i in strata],
        search_function(q, max_size, not ignore, threads), MSU_SCHEMA,
        name=problem.name("suda2_msu"))


def _contributions(problem: ProblemInterface, scored: str,
                   total: int) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """Each key's contribution to the scores, and each of its levels', in percent of
    the total score (seed 004 section 3.4)."""
    keys = tuple(problem.spec.keys)
    q, engine = len(keys), problem.engine
    levels_rows = engine.query(engine.render("risk/suda2/contributions.sql",
                                             scored=scored, q=q))
    attribute = {k: 0.0 for k in keys}
    levels: dict[str, dict[str, float]] = {k: {} for k in keys}
    sums = [0] * q
    for row in levels_rows:
        i = int(row["key_index"])
        sums[i] += int(row["num"])
        level = MISSING_LEVEL if row["level"] is None else str(row["level"])
        levels[keys[i]][level] = \
            float(Fraction(100 * int(row["num"]), total)) if total else 0.0
    for i, k in enumerate(keys):
        attribute[k] = float(Fraction(100 * sums[i], total)) if total else 0.0
        levels[k] = dict(sorted(levels[k].items()))
    return attribute, levels


def _dis_table(problem: ProblemInterface, scored: str) -> dict[str, int]:
    """The records by band of DIS-SUDA score (:data:`DIS_BANDS`)."""
    engine = problem.engine
    summary = engine.query(engine.render("risk/suda2/summary.sql", scored=scored,
                                         n_bands=len(DIS_BANDS) - 1),
                           {f"b{i}": b for i, b in enumerate(DIS_BANDS[1:], 1)})[0]
    names = ["== 0", *(f"({lo:g}, {hi:g}]" for lo, hi in itertools.pairwise(DIS_BANDS)),
             f"> {DIS_BANDS[-1]:g}"]
    return {name: int(summary[f"dis_band_{i}"]) for i, name in enumerate(names)}


def suda2(problem: ProblemInterface, *, sdcmicro: bool = False,
          **options: Any) -> Suda2Result:
    """SUDA2 MSUs, scores and DIS-SUDA of every record (seed 004 section 3.4).

    Options (:data:`SUDA2_OPTIONS`): ``suda2_max_size``, ``suda2_weights``,
    ``suda2_dis_fraction``, ``suda2_dis_precision``, ``suda2_missing``,
    ``suda2_algorithm``, ``suda2_record_contributions``.  With strata, uniqueness is
    within a stratum; U, P and A of DIS-SUDA are over the file.  Weights and
    households are not used (SUDA is sample based); the spec's missing-value convention
    is not either (``suda2_missing`` says how missing values count).

    ``sdcmicro`` (the risk method ``sdcmicro``): sdcMicro's suda2 figures -- DIS-SUDA
    in single precision, and MSUs of every size (sdcMicro ignores a maximum size: a
    ``suda2_max_size`` below the number of keys is overridden with a warning).
    """
    opts, max_size = _options(problem, sdcmicro, options)
    keys = tuple(problem.spec.keys)
    q = len(keys)
    outputs = _outputs(problem, opts["suda2_record_contributions"])
    n_sets = sum(math.comb(q, k) for k in range(1, max_size + 1))
    algorithm = opts["suda2_algorithm"]
    if algorithm == "auto":
        algorithm = "search" if compiled_available() or n_sets > MAX_SETS else "sets"
    engine = problem.engine
    cells = problem.pattern_cells()
    msu = _msu_table(problem, cells, max_size, algorithm, opts["suda2_missing"] == "ignore")
    numerators, denominator = msu_weights(q, max_size, opts["suda2_weights"])
    wparams = {f"w{k}": str(w) for k, w in enumerate(numerators, 1)}
    scores = problem.create("TABLE", problem.name("suda2_scores"), engine.render(
        "risk/suda2/cell_scores.sql", msu=msu, q=q), wparams)
    figures = engine.query(engine.render("risk/suda2/file_counts.sql", cells=cells,
                                         scores=scores))[0]
    u, p, total = int(figures["u"]), int(figures["p"]), int(figures["total"])
    counts = [(int(x["num"]) / denominator, int(x["n"])) for x in engine.query(
        engine.render("risk/suda2/score_counts.sql", scores=scores))]
    q_exp, excess, adj = _dis_figures(u, p, q, opts["suda2_dis_fraction"],
                                      opts["suda2_dis_precision"], counts)
    scored = problem.create("TABLE", problem.name("suda2_cells"), engine.render(
        "risk/suda2/dis_suda.sql", cells=cells, scores=scores, q=q,
        contributions=opts["suda2_record_contributions"], key_names=list(keys)),
        {"denominator": float(denominator), "q_exp": q_exp, "excess": excess, "adj": adj})
    records = engine.relation(problem.records_sql(scored, outputs, ordered=True))
    record_view = problem.create("VIEW", problem.name("suda2_records"), problem.records_sql(
        scored, outputs, ordered=False, keep_internal=True))
    attribute, levels = _contributions(problem, scored, total)
    bands = _dis_table(problem, scored)
    by_size = {int(r["size"]): int(r["n"]) for r in sorted(engine.query(engine.render(
        "risk/suda2/msu_sizes.sql", msu=msu)), key=lambda r: int(r["size"]))}
    msus = engine.relation(engine.render(
        "risk/suda2/msu_list.sql", msu=msu, cells=cells, keys=list(problem.spec.cell_keys),
        q=q), {f"n{i}": k for i, k in enumerate(keys, 1)})
    return Suda2Result(
        keys=keys, max_size=max_size, weights=opts["suda2_weights"],
        dis_fraction=opts["suda2_dis_fraction"], dis_precision=opts["suda2_dis_precision"],
        missing=opts["suda2_missing"], algorithm=algorithm, records=records, msus=msus,
        n_msu=sum(by_size.values()), msu_by_size=by_size,
        records_with_msu=sum(n for _, n in counts),
        attribute_contributions=attribute, level_contributions=levels, dis_table=bands,
        sample_uniques=u, pairs=p, record_relation=record_view,
        record_columns=tuple(outputs))
