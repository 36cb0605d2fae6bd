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
weighted method by IRLS (refused when the MLE is on the boundary).  Risks of the
sample uniques (f_k = 1), v = (1 - pi_k) lambda_k with pi_k = pi (standard) or the
record's 1/w: tau1 = sum exp(-v) (expected population uniques among sample uniques,
(3.22)), tau2 = sum (1 - exp(-v)) / v (expected correct matches, (3.23)).

``loglinear_compat = "sdcmicro"`` gives sdcMicro's modRisk figures instead: the
sample-scale fitted value as lambda, pi_k = the cell's sum of 1/w, its offsets
(log(f/F + 0.1) for clogg-eliason; round(F n / N) as the pml response), cells with
0 < f_k <= ``loglinear_bound`` kept and tau divided by their number (shares).

The model-choice criterion (Skinner and Shlomo 2008) is not implemented.

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
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_choice

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["LOGLINEAR_OPTIONS", "LoglinearResult", "loglinear", "loglinear_arrays",
           "parse_model"]

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
                "main effects)", cli={"metavar": "TERMS"}),
    Option("loglinear_method", check_choice(METHODS, "a log-linear estimation method"),
           default="standard", choices=METHODS,
           help="estimation: standard, clogg-eliason (offset), pml (pseudo-ML on the "
                "weights) or weighted (weights as covariate)"),
    Option("loglinear_compat", check_choice(("none", "sdcmicro"), "a compatibility mode"),
           default="none", choices=("none", "sdcmicro"),
           help="none (tau as expected counts) or sdcmicro (modRisk's shares)"),
    Option("loglinear_bound", _check_bound, default=math.inf,
           help="sdcmicro compatibility: cells with 0 < f <= bound are kept (default inf; "
                "no effect without it)",
           cli={"type": float}),
    Option("loglinear_max_cells", _check_max_cells, default=50_000_000,
           help="largest grid (product of the keys' level counts) fitted",
           cli={"type": int}),
), templates=("risk/loglinear/cells.sql",))


@dataclass
class LoglinearResult(Result):
    """tau1, tau2 and the fit's description (``summary``); ``cells``: per observed
    cell the keys, f, F and the risks r1 = exp(-v), r2 = (1 - exp(-v)) / v (of the
    sample-unique cells; None elsewhere), as a list of dicts."""

    summary: dict[str, Any]
    cells: list[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        return json_ready({"summary": self.summary})

    def table(self) -> str:
        s = self.summary
        lines = [f"log-linear model risk ({s['method']}, model {s['model']}, "
                 f"compat {s['compat']})",
                 f"cells in grid {s['n_cells']:,}, sample uniques {s['sample_uniques']:,}, "
                 f"iterations {s['iterations']}",
                 f"tau1 {s['tau1']:.6g}   tau2 {s['tau2']:.6g}"]
        return "\n".join(lines)


def parse_model(text: str | None, keys: list[str], where: str = "loglinear_model"
                ) -> list[tuple[int, ...]]:
    """The hierarchical closure of the model's terms, as sorted tuples of key indexes."""
    if text is None:
        return [(i,) for i in range(len(keys))]
    terms: set[tuple[int, ...]] = set()
    for raw in text.split("+"):
        names = [n.strip() for n in raw.split(":")]
        if not all(names):
            raise InputError(f"{where}: empty term in {text!r}")
        for n in names:
            if n not in keys:
                raise InputError(f"{where}: {n!r} is not a key (keys: {', '.join(keys)})")
        t = tuple(sorted({keys.index(n) for n in names}))
        for k in range(1, len(t) + 1):
            terms.update(combinations(t, k))
    return sorted(terms, key=lambda t: (len(t), t))


def _generating_class(terms: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    sets = [set(t) for t in terms]
    return [t for t, s in zip(terms, sets, strict=True) if not any(s < o for o in sets)]


def _describe(terms: list[tuple[int, ...]], keys: list[str]) -> str:
    return " + ".join(":".join(keys[i] for i in t) for t in terms)


def loglinear_arrays(f: np.ndarray, F: np.ndarray, incl: np.ndarray,
                     terms: list[tuple[int, ...]], method: str = "standard",
                     compat: str = "none", bound: float = math.inf) -> dict[str, Any]:
    """The fit and tau on the full grid (arrays of the grid's shape): ``f`` sample
    counts, ``F`` weight sums, ``incl`` sums of 1/w.  Returns tau1, tau2, lambda
    (the value plugged in), pi (per cell), iterations."""
    from ..udfs.loglinear import design, fit_ipf, fit_irls, taus

    dims = f.shape
    n, N = float(f.sum()), float(F.sum())
    pi = n / N
    margins = _generating_class(terms)
    if compat == "sdcmicro":
        off = None
        if method == "clogg-eliason":
            ec = np.where(F > 0, f / np.where(F > 0, F, 1.0), 0.0)
            off = np.log(ec + 0.1)
        y = np.round(F * n / N) if method == "pml" else f
        if method == "weighted":
            mu, it = fit_irls(f, design(dims, terms, [F]))
            mu = mu.reshape(dims)
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
        mu, it = fit_irls(f, design(dims, terms, [F]))
        lam = mu.reshape(dims) / pi_cell
    pi_su = np.full(dims, pi) if method == "standard" else np.where(f == 1, incl, pi)
    t1, t2 = taus(f, lam, pi_su)
    return {"tau1": t1, "tau2": t2, "lambda": lam, "pi": pi_su, "iterations": it}


def loglinear(problem: ProblemInterface, **options: Any) -> LoglinearResult:
    """tau1 and tau2 of a Poisson log-linear model on the keys' cell table (seed 004
    sections 3.7-3.9).  Options: :data:`LOGLINEAR_OPTIONS`.  See docs/risk/loglinear.md.
    """
    from ..options import check_keywords

    given = check_keywords(options, LOGLINEAR_OPTIONS.own, "loglinear")
    opts = {o.name: o.default for o in LOGLINEAR_OPTIONS.own}
    for name, value in given.items():
        opts[name] = LOGLINEAR_OPTIONS.get(name).check(value, name)
    names = list(problem.spec.keys)
    terms = parse_model(opts["loglinear_model"], names)
    method, compat = opts["loglinear_method"], opts["loglinear_compat"]
    engine = problem.engine
    keys = [f"__sdc_k{i}" for i in range(problem.n_keys)]
    rows = engine.query(engine.render("risk/loglinear/cells.sql", keyed=problem.keyed,
                                      keys=keys))
    levels = []
    for i in range(len(keys)):
        vals = {r[f"__sdc_g{i}"] for r in rows}
        levels.append(sorted(vals, key=lambda v: (v is not None, str(type(v)), v
                                                  if v is not None else 0)))
    dims = tuple(len(lv) for lv in levels)
    size = math.prod(dims)
    if size > opts["loglinear_max_cells"]:
        raise InputError(f"loglinear_max_cells: the grid has {size:,} cells "
                         f"({' x '.join(map(str, dims))} levels), above "
                         f"{opts['loglinear_max_cells']:,}")
    index = [{v: j for j, v in enumerate(lv)} for lv in levels]
    f, F, incl = np.zeros(dims), np.zeros(dims), np.zeros(dims)
    for r in rows:
        at = tuple(index[i][r[f"__sdc_g{i}"]] for i in range(len(keys)))
        f[at], F[at], incl[at] = r["fk"], r["Fk"], r["incl"]
    fit = loglinear_arrays(f, F, incl, terms, method, compat, opts["loglinear_bound"])
    summary: dict[str, Any] = {
        "method": method, "model": _describe(terms, names), "compat": compat,
        "n_cells": size, "sample_uniques": int((f == 1).sum()),
        "iterations": fit["iterations"], "tau1": fit["tau1"], "tau2": fit["tau2"]}
    if compat == "sdcmicro":
        summary["tau1_share"], summary["tau2_share"] = fit["tau1_share"], fit["tau2_share"]
    cells = []
    for r in rows:
        at = tuple(index[i][r[f"__sdc_g{i}"]] for i in range(len(keys)))
        v = (1 - float(fit["pi"][at])) * float(fit["lambda"][at])
        su = r["fk"] == 1
        cells.append({**{names[i]: r[f"__sdc_g{i}"] for i in range(len(keys))},
                      "fk": r["fk"], "Fk": r["Fk"],
                      "r1": math.exp(-v) if su else None,
                      "r2": (-math.expm1(-v) / v if v > 0 else 1.0) if su else None})
    return LoglinearResult(summary=summary, cells=cells)
