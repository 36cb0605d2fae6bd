"""Log-linear model risk (seed 004 sections 3.7-3.9; seed 003 section 3.3.6).

A Poisson log-linear model is fitted on the full cross-classification of the keys'
observed levels (empty cells included, as zeros: a fit on the non-empty cells alone
is biased), from the cell table (f_k records, F_k sum of weights, sum of 1/w) of
sql/risk/loglinear/cells.sql: the cost grows with the grid, never with the records.
A key's NULL is one more level.  The model is a list of terms ``"a + b + a:b"`` over
the key names (default: main effects), read as the hierarchical model they generate
(``a:b`` brings ``a`` and ``b``).

Estimation methods (pi = n / N; pi_k = f_k / F_k in non-empty cells, pi in empty ones):

* ``standard``: fit f_k; lambda_k = mu_k / pi;
* ``clogg-eliason``: fit f_k with offset log pi_k; lambda_k = mu_k / pi_k;
* ``pml`` (pseudo-maximum-likelihood): fit F_k; lambda_k = fitted F_k;
* ``weighted``: fit f_k with F_k as a numeric covariate; lambda_k = mu_k / pi_k.

The first three are fitted by IPF (exact extended MLE, also at zero margins); the
weighted method by IRLS, to the extended MLE too (0 in a zero margin's cells).  Risks of the
sample uniques (f_k = 1), v = (1 - pi_k) lambda_k with pi_k = pi (standard) or the
record's 1/w: tau1 = sum exp(-v) (expected population uniques among sample uniques,
(3.22)), tau2 = sum (1 - exp(-v)) / v (expected correct matches, (3.23)).

Each record's ``loglinear_risk`` is its cell's (1 - exp(-v)) / v when f_k = 1
(the expected 1 / F of a sample unique, (3.15)), NULL otherwise
(sql/risk/loglinear/records.sql).

The risk method ``sdcmicro`` (``sdcmicro=True``) gives sdcMicro's modRisk figures
instead: its Poisson GLM -- keys whose values are numbers are linear covariates, text
keys factors, records with a missing key left out (R's na.omit) -- the sample-scale
fitted value as lambda, pi_k = the cell's sum of 1/w, its offsets (log(f/F + 0.1) for
clogg-eliason; round(F n / N) as the pml response), cells with 0 < f_k <=
``loglinear_bound`` kept and tau divided by their number (shares).

Model choice: ``loglinear_model = "auto"`` runs a forward search over two-way
interactions by the Skinner-Shlomo goodness-of-fit criterion
(:func:`skinner_shlomo`, :func:`search_interactions`).

>>> import sdcsql
>>> sql = "SELECT * FROM (VALUES ('m', 'a'), ('m', 'b'), ('f', 'a'), ('f', 'a')) t(sex, s)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["sex", "s"])) as p:
...     r = loglinear(p)
...     r.summary["sample_uniques"], r.summary["n_cells"]
(2, 4)
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_choice

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["LOGLINEAR_OPTIONS", "LoglinearResult", "loglinear", "loglinear_arrays",
           "parse_model", "search_interactions", "skinner_shlomo"]

METHODS = ("standard", "clogg-eliason", "pml", "weighted")


def _check_model(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"{where}: must be terms like 'a + b + a:b', got {value!r}")
    return value


def _check_bound(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real) \
            or math.isnan(value) or not float(value) > 0:
        raise InputError(f"{where}: must be a number > 0, got {value!r}")
    return float(value)


def _check_max_cells(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise InputError(f"{where}: must be a whole number >= 1, got {value!r}")
    return int(value)


#: The options of the log-linear model risk (``sdcsql risk --measures loglinear``;
#: problem file ``[risk.loglinear]``).
LOGLINEAR_OPTIONS = StepOptions("loglinear", own=(
    Option("loglinear_model", _check_model, default=None,
           help="log-linear model terms over the keys, e.g. 'a + b + a:b' (default: "
                "main effects), or auto (a forward search over two-way interactions "
                "by the Skinner-Shlomo criterion)", cli={"metavar": "TERMS"}),
    Option("loglinear_method", check_choice(METHODS, "a log-linear estimation method"),
           default="standard", choices=METHODS,
           help="estimation: standard, clogg-eliason (offset), pml (pseudo-ML on the "
                "weights) or weighted (weights as covariate)"),
    Option("loglinear_bound", _check_bound, default=math.inf,
           help="with the risk method sdcmicro: cells with 0 < f <= N are kept and tau "
                "divided by their number (default inf; no effect in other methods)",
           cli={"type": float, "metavar": "N"}),
    Option("loglinear_search_z", _check_bound, default=1.96,
           help="with --loglinear-model auto: the forward search stops when the "
                "Skinner-Shlomo criterion for tau1 is at most this (default 1.96)",
           cli={"type": float, "metavar": "Z"}),
    Option("loglinear_max_cells", _check_max_cells, default=50_000_000,
           help="largest grid (product of the keys' level counts) fitted",
           cli={"type": int}),
), templates=("risk/loglinear/cells.sql", "risk/loglinear/cell_rows.sql",
              "risk/loglinear/records.sql"))


@dataclass
class LoglinearResult(Result):
    """tau1, tau2 and the fit's description (``summary``); ``cells``: per observed
    cell the keys, f, F and the risks r1 = exp(-v), r2 = (1 - exp(-v)) / v (of the
    sample-unique cells; None elsewhere), as a list of dicts."""

    summary: dict[str, Any]
    cells: list[dict[str, Any]]
    #: the engine relation of ``__sdc_row`` and :attr:`record_columns` (the records'
    #: risks, joined into the risk step's records)
    record_relation: str | None = None
    record_columns: tuple[str, ...] = ("loglinear_risk",)

    def to_json(self) -> dict[str, Any]:
        """The summary's figures (``tau1``, ``tau2``, ...), at the top level."""
        from ..data import json_ready

        return json_ready(dict(self.summary))

    def table(self) -> str:
        s = self.summary
        lines = [f"log-linear model risk ({s['method']}, model {s['model']}, "
                 f"compat {s['compat']})"]
        lines += [f"  search: {st['model']}  z1 {st['z1']:.4g}  z2 {st['z2']:.4g}"
                  for st in s.get("search", [])]
        lines += [
                 f"cells in grid {s['n_cells']:,}, sample uniques {s['sample_uniques']:,}, "
                 f"iterations {s['iterations']}",
                 f"tau1 {s['tau1']:.6g}   tau2 {s['tau2']:.6g}"]
        return "\n".join(lines)


def parse_model(text: str | None, keys: list[str], where: str = "loglinear_model"
                ) -> list[tuple[int, ...]]:
    """The hierarchical closure of the model's terms, as sorted tuples of key indexes.

    ``text``: terms joined by ``+``, each a key or keys joined by ``:`` (an
    interaction); anything else (a name that is not a key, ``*``, a number, a
    repeated key in a term) is refused with one line naming the term."""
    if text is None:
        return [(i,) for i in range(len(keys))]
    terms: set[tuple[int, ...]] = set()
    for raw in text.split("+"):
        names = [n.strip() for n in raw.split(":")]
        if not all(names):
            raise InputError(f"{where}: empty term in {text!r}")
        for n in names:
            if n not in keys:
                raise InputError(f"{where}: {n!r} is not a key (keys: {', '.join(keys)}); "
                                 "terms are keys joined by ':' and separated by '+'")
        if len(set(names)) < len(names):
            raise InputError(f"{where}: the term {raw.strip()!r} names a key twice")
        t = tuple(sorted({keys.index(n) for n in names}))
        for k in range(1, len(t) + 1):
            terms.update(combinations(t, k))
    return sorted(terms, key=lambda t: (len(t), t))


def skinner_shlomo(f: np.ndarray, mu: np.ndarray, pi: float) -> tuple[float, float]:
    """The Skinner-Shlomo goodness-of-fit criteria (z1, z2) of a fit ``mu`` to the
    sample counts ``f`` (arrays over the grid) with sampling fraction ``pi``: a
    standardised score statistic for overdispersion, each cell weighted by how much
    overdispersion there biases tau1 (z1) or tau2 (z2).  Large positive values say
    the model under-fits and over-states the risk.  docs/risk/loglinear.md gives the
    derivation:

        z = sum_k h_k [(f_k - mu_k)^2 - f_k] / sqrt(2 sum_k h_k^2 mu_k^2),

    lambda_k = mu_k / pi, h1_k = (2 - lambda_k) exp(-lambda_k) and
    h2_k = (exp(-lambda_k) - pi^2 exp(-pi lambda_k)) / (1 - pi) (h1 when pi = 1): minus
    the second derivative in lambda of the cell's expected contribution to tau1
    (pi lambda e^-lambda) and tau2 (pi (e^-pi lambda - e^-lambda) / (1 - pi)), up to
    a constant factor, which z does not depend on.
    """
    f = np.asarray(f, float).ravel()
    mu = np.asarray(mu, float).ravel()
    lam = mu / pi
    d = (f - mu) ** 2 - f
    h1 = (2 - lam) * np.exp(-lam)
    h2 = h1 if pi >= 1 else (np.exp(-lam) - pi * pi * np.exp(-pi * lam)) / (1 - pi)
    out = []
    for h in (h1, h2):
        den = math.sqrt(2 * math.fsum(h * h * mu * mu))
        out.append(math.fsum(h * d) / den if den > 0 else 0.0)
    return out[0], out[1]


def search_interactions(f: np.ndarray, F: np.ndarray, keys: list[str],
                        base: list[tuple[int, ...]] | None = None, z: float = 1.96
                        ) -> tuple[list[tuple[int, ...]], list[dict[str, Any]]]:
    """Forward search over two-way interactions by the Skinner-Shlomo criterion for
    tau1 (:func:`skinner_shlomo`), on the standard fit (IPF) of the sample counts
    ``f`` (pi = sum f / sum F): from ``base`` (default main effects), add the two-way
    interaction whose model has the smallest |z1|, while the current |z1| is above
    ``z`` and the addition lowers it.  Returns the chosen terms and the steps
    ``[{"model", "added", "z1", "z2"}]`` (the first step: the base model).

    >>> f = 3 * np.eye(3)
    >>> terms, steps = search_interactions(f, f, ["a", "b"])
    >>> [(s["model"], round(s["z1"], 4)) for s in steps]
    [('a + b', 2.1213), ('a + b + a:b', 1.2247)]
    """
    from ..udfs.loglinear import fit_ipf

    pi = float(f.sum()) / float(F.sum())
    terms: list[tuple[int, ...]] = list(base) if base is not None else \
        [(i,) for i in range(f.ndim)]

    def z_of(t: list[tuple[int, ...]]) -> tuple[float, float]:
        mu, _ = fit_ipf(f, _generating_class(t))
        return skinner_shlomo(f, mu, pi)

    current = z_of(terms)
    steps: list[dict[str, Any]] = [{"model": _describe(terms, keys), "added": None,
                                    "z1": current[0],
              "z2": current[1]}]
    while abs(current[0]) > z:
        candidates = [p for p in combinations(range(f.ndim), 2) if p not in terms]
        if not candidates:
            break
        scored = []
        for pair in candidates:
            t = sorted(set(terms) | {pair}, key=lambda x: (len(x), x))
            scored.append((z_of(t), pair, t))
        best = min(scored, key=lambda s: (abs(s[0][0]), s[1]))
        if not abs(best[0][0]) < abs(current[0]):
            break
        current, terms = best[0], best[2]
        steps.append({"model": _describe(terms, keys),
                      "added": ":".join(keys[i] for i in best[1]),
                      "z1": current[0], "z2": current[1]})
    return terms, steps


def _generating_class(terms: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    sets = [set(t) for t in terms]
    return [t for t, s in zip(terms, sets, strict=True) if not any(s < o for o in sets)]


def _describe(terms: list[tuple[int, ...]], keys: list[str]) -> str:
    return " + ".join(":".join(keys[i] for i in t) for t in terms)


def loglinear_arrays(f: np.ndarray, F: np.ndarray, incl: np.ndarray,
                     terms: list[tuple[int, ...]], method: str = "standard",
                     compat: str = "none", bound: float = math.inf,
                     numeric: dict[int, np.ndarray] | None = None,
                     totals: tuple[float, float] | None = None) -> dict[str, Any]:
    """The fit and tau on the full grid (arrays of the grid's shape): ``f`` sample
    counts, ``F`` weight sums, ``incl`` sums of 1/w.  Returns tau1, tau2, lambda
    (the value plugged in), pi (per cell), iterations.

    ``compat = "sdcmicro"``: sdcMicro's modRisk, a Poisson GLM in which the axes of
    ``numeric`` (axis -> the value of each level) are linear covariates and the others
    factors (IPF when there is no numeric axis and no weight covariate: the same MLE);
    ``totals`` = (n, N) of every record (records with a missing key included), for the
    PML response round(F n / N)."""
    from ..udfs.loglinear import fit_glm, fit_ipf, taus

    dims = f.shape
    n, N = float(f.sum()), float(F.sum())
    pi = n / N
    margins = _generating_class(terms)
    if compat == "sdcmicro":
        off = None
        if method == "clogg-eliason":
            ec = np.where(F > 0, f / np.where(F > 0, F, 1.0), 0.0)
            off = np.log(ec + 0.1)
        n_all, N_all = totals if totals is not None else (n, N)
        y = np.round(F * n_all / N_all) if method == "pml" else f
        covariates = [F] if method == "weighted" else []
        if numeric or covariates:
            mu, it = fit_glm(y, terms, covariates, numeric, off)
        else:
            mu, it = fit_ipf(y, margins, off)
        keep = (f > 0) & (f <= bound) & ~((mu == 0) & (f > 0))
        m = int(keep.sum())
        t1, t2 = taus(np.where(keep, f, 0), mu, incl)
        return {"tau1": t1, "tau2": t2, "tau1_share": t1 / m if m else None,
                "tau2_share": t2 / m if m else None, "lambda": mu, "pi": incl,
                "iterations": it}
    pi_cell = np.where(f > 0, f / np.where(F > 0, F, 1.0), pi)
    if method == "standard":
        mu, it = fit_ipf(f, margins)
        lam = mu / pi
    elif method == "clogg-eliason":
        mu, it = fit_ipf(f, margins, np.log(pi_cell))
        lam = mu / pi_cell
    elif method == "pml":
        lam, it = fit_ipf(F, margins)
    else:
        mu, it = fit_glm(f, terms, [F])
        lam = mu / pi_cell
    pi_su = np.full(dims, pi) if method == "standard" else np.where(f == 1, incl, pi)
    t1, t2 = taus(f, lam, pi_su)
    return {"tau1": t1, "tau2": t2, "lambda": lam, "pi": pi_su, "iterations": it}


def loglinear(problem: ProblemInterface, *, sdcmicro: bool = False,
              **options: Any) -> LoglinearResult:
    """tau1 and tau2 of a Poisson log-linear model on the keys' cell table (seed 004
    sections 3.7-3.9), and each record's risk ``loglinear_risk``.  Options:
    :data:`LOGLINEAR_OPTIONS`; ``loglinear_model = "auto"`` chooses the model by the
    forward search of :func:`search_interactions`.  ``sdcmicro``: sdcMicro's modRisk
    figures (the risk step passes it with ``method = "sdcmicro"``).  See
    docs/risk/loglinear.md.
    """
    opts, auto, terms = _options(problem, options)
    names = list(problem.spec.keys)
    method = opts["loglinear_method"]
    compat = "sdcmicro" if sdcmicro else "none"
    engine = problem.engine
    keys = [f"__sdc_k{i}" for i in range(len(names))]
    cells_table = problem.create("TABLE", problem.name("loglinear_cells"), engine.render(
        "risk/loglinear/cells.sql", keyed=problem.keyed, keys=keys))
    rows = engine.query(engine.render("risk/loglinear/cell_rows.sql", cells=cells_table))
    grid = _Grid.of(rows, len(keys), sdcmicro)
    size = math.prod(grid.dims)
    if size > opts["loglinear_max_cells"]:
        raise InputError(f"loglinear_max_cells: the grid has {size:,} cells "
                         f"({' x '.join(map(str, grid.dims))} levels), above "
                         f"{opts['loglinear_max_cells']:,}")
    f, F, incl = grid.arrays(rows)
    totals = (math.fsum(r["fk"] for r in rows), math.fsum(r["wsum"] for r in rows))
    if sdcmicro and not f.any():
        raise InputError("loglinear: every record has a missing key, and the risk method "
                         "sdcmicro leaves such records out of the model")
    steps = None
    if auto:
        terms, steps = search_interactions(f, F, names, z=opts["loglinear_search_z"])
    fit = loglinear_arrays(f, F, incl, terms, method, compat, opts["loglinear_bound"],
                           grid.numeric, totals)
    summary: dict[str, Any] = {
        "method": method, "model": _describe(terms, names), "compat": compat,
        "n_cells": size, "sample_uniques": int((f == 1).sum()),
        "iterations": fit["iterations"], "tau1": fit["tau1"], "tau2": fit["tau2"]}
    if compat == "sdcmicro":
        summary["numeric_keys"] = [names[i] for i in sorted(grid.numeric)]
        summary["records_left_out"] = int(totals[0] - f.sum())
        summary["bound"] = opts["loglinear_bound"]
        summary["tau1_share"], summary["tau2_share"] = fit["tau1_share"], fit["tau2_share"]
    if steps is not None:
        summary["search"] = steps
    cells, values = _cell_risks(problem, rows, grid, fit)
    record_view = problem.create("VIEW", problem.name("loglinear_records"), engine.render(
        "risk/loglinear/records.sql", keyed=problem.keyed, keys=keys, cells=cells_table,
        values=values))
    return LoglinearResult(summary=summary, cells=cells, record_relation=record_view)


def _options(problem: ProblemInterface,
             options: dict[str, Any]) -> tuple[dict[str, Any], bool, list[tuple[int, ...]]]:
    """The options checked (:data:`LOGLINEAR_OPTIONS`, defaults filled in), whether the
    model is searched (``"auto"``) and the model's terms otherwise."""
    from ..options import check_keywords

    given = check_keywords(options, LOGLINEAR_OPTIONS.own, "loglinear")
    opts = {o.name: o.default for o in LOGLINEAR_OPTIONS.own}
    for name, value in given.items():
        opts[name] = LOGLINEAR_OPTIONS.get(name).check(value, name)
    names = list(problem.spec.keys)
    auto = isinstance(opts["loglinear_model"], str) and opts["loglinear_model"].strip() == "auto"
    terms = parse_model(None if auto else opts["loglinear_model"], names)
    if not auto and opts["loglinear_search_z"] != LOGLINEAR_OPTIONS.get(
            "loglinear_search_z").default:
        raise InputError("loglinear_search_z: given, but loglinear_model is not 'auto' "
                         "(the criterion's bound is for the forward search)")
    if "loglinear_risk" in {c.lower() for c in problem.schema}:
        raise InputError("input column 'loglinear_risk' has the name of the log-linear "
                         "output column: rename it")
    return opts, auto, terms


@dataclass(frozen=True)
class _Grid:
    """The full grid of the keys' observed levels: a cell per combination of levels."""

    levels: list[list[Any]]
    #: sdcMicro's model: cells with a missing key left out, numeric keys as covariates
    sdcmicro: bool

    @classmethod
    def of(cls, rows: list[dict[str, Any]], n_keys: int, sdcmicro: bool) -> _Grid:
        levels = []
        for i in range(n_keys):
            vals = {r[f"__sdc_g{i}"] for r in rows}
            if sdcmicro:
                # sdcMicro's GLM drops the cells with a missing key (R's na.omit): their
                # records are in no fitted cell; the levels are every observed value
                vals.discard(None)
            levels.append(sorted(vals, key=lambda v: (v is not None, str(type(v)), v
                                                      if v is not None else 0)))
        return cls(levels=levels, sdcmicro=sdcmicro)

    @property
    def dims(self) -> tuple[int, ...]:
        return tuple(len(lv) for lv in self.levels)

    @property
    def numeric(self) -> dict[int, np.ndarray]:
        """sdcMicro's model: a key whose values are all numbers is a linear covariate."""
        return {i: np.array([float(v) for v in lv]) for i, lv in enumerate(self.levels)
                if self.sdcmicro and lv and all(isinstance(v, (numbers.Real, Decimal))
                                                and not isinstance(v, bool) for v in lv)}

    def cell(self, r: dict[str, Any], index: list[dict[Any, int]]) -> tuple[int, ...] | None:
        """The grid cell of a row of cell_rows.sql (None: left out of the model)."""
        values = [r[f"__sdc_g{i}"] for i in range(len(self.levels))]
        if self.sdcmicro and any(v is None for v in values):
            return None
        return tuple(index[i][v] for i, v in enumerate(values))

    def index(self) -> list[dict[Any, int]]:
        return [{v: j for j, v in enumerate(lv)} for lv in self.levels]

    def arrays(self, rows: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """fk, the weight sums and the sums of 1/w on the grid."""
        index = self.index()
        f, F, incl = np.zeros(self.dims), np.zeros(self.dims), np.zeros(self.dims)
        for r in rows:
            at = self.cell(r, index)
            if at is not None:
                f[at], F[at], incl[at] = r["fk"], r["wsum"], r["incl"]
        return f, F, incl


def _cell_risks(problem: ProblemInterface, rows: list[dict[str, Any]], grid: _Grid,
                fit: dict[str, Any]) -> tuple[list[dict[str, Any]], str]:
    """The figures of each observed cell (r1, r2 of a sample unique) and the table of
    each cell's record risk, r2 (``loglinear_risk``)."""
    import pyarrow as pa

    names = list(problem.spec.keys)
    index = grid.index()
    cells = []
    risks = []
    for r in rows:
        at = grid.cell(r, index)
        v = (1 - float(fit["pi"][at])) * float(fit["lambda"][at]) if at is not None else 0.0
        su = r["fk"] == 1 and at is not None
        r2 = (-math.expm1(-v) / v if v > 0 else 1.0) if su else None
        cells.append({**{names[i]: r[f"__sdc_g{i}"] for i in range(len(names))},
                      "fk": r["fk"], "Fk": r["wsum"],
                      "r1": math.exp(-v) if su else None, "r2": r2})
        risks.append((int(r["__sdc_lcell"]), r2))
    values = problem.create_from_arrow(problem.name("loglinear_values"), pa.table({
        "__sdc_lcell": pa.array([c for c, _ in risks], pa.int64()),
        "loglinear_risk": pa.array([v for _, v in risks], pa.float64())}))
    return cells, values
