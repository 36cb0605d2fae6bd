"""Information loss of continuous variables between an original and a masked file.

Seed 003 section 3.5.3: IL1 (Yancey, Winkler and Creecy), the measures of table 3.7
(Domingo-Ferrer, Mateo-Sanz and Torra 2001: mean square error, mean absolute error and
mean variation between the data, means, covariances, variances, correlations, the
principal components' loadings and communalities, and quantiles), their bounded forms,
sdcMicro's ``IL1s`` and ``eigen``, and Młodak's gamma (3.9).  The record-level sums of
every variable and the number of records are one scan
(``sql/utility/continuous/record_differences.sql``); the moments one more
(``covariance.sql``, once per file) and the quantiles one (``quantiles.sql``); the
p x p matrices (correlations, eigen-decomposition, inverse) are numpy on p x p arrays.
docs/utility/continuous.md states every definition the seed leaves open.

>>> import duckdb
>>> from sdcsql.utility.continuous import continuous
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW p AS SELECT * FROM (VALUES (1.0, 1.0), (2.0, 2.0), "
...                 "(3.0, 3.0), (4.0, 6.0)) t(__sdc_o0, __sdc_m0)")
>>> round(continuous(con, "p", ["x"]).il1, 6)
0.273861
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..data import Result
from ..engines import engine_of
from ..errors import SdcsqlWarning

__all__ = ["ContinuousResult", "continuous", "matrix_measures", "three_measures"]

#: the quantiles of the Q row: l / 20, l = 1..19 (fixed in quantiles.sql)
QUANTILE_LEVELS = 20

#: the per-variable sums of record_differences.sql (column ``<name>_<i>`` for variable i)
_RECORD_SUMS = ("n_pairs", "n_orig", "sd_orig", "sum_abs", "sum_sq", "sum_rel", "n_rel_inf",
                "sum_rel_capped")


def three_measures(a: Any, b: Any, cells: float, cap: float = 1.0,
                   weights: Any = None) -> dict[str, float]:
    """mse, mae, mv and the bounded mv of one row of table 3.7: ``a`` original, ``b``
    masked; sums over the cells divided by ``cells``; ``weights`` (one per column)
    multiply the terms of the RF and F rows.  mv's term where a = 0: 0 if b = 0, else
    +inf (the bounded form counts the cap)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    w = np.ones_like(a) if weights is None else np.broadcast_to(weights, a.shape)
    d = np.abs(a - b)
    with np.errstate(divide="ignore", invalid="ignore"):
        rel = np.where(a != 0, d / np.abs(a), np.where(d == 0, 0.0, np.inf))
    return {"mse": float((w * d ** 2).sum() / cells), "mae": float((w * d).sum() / cells),
            "mv": float((w * rel).sum() / cells) if np.isfinite(rel).all() else math.inf,
            "mv_bounded": float((w * np.minimum(rel, cap)).sum() / cells / cap)}


def _pca(r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    lam, vec = np.linalg.eigh(r)
    order = np.argsort(-lam, kind="stable")
    return lam[order], vec[:, order]


def _correlation(v: np.ndarray) -> np.ndarray:
    s = np.sqrt(np.diag(v))
    with np.errstate(divide="ignore", invalid="ignore"):
        return v / np.outer(s, s)


def matrix_measures(mean_o: Any, cov_o: Any, mean_m: Any, cov_m: Any,
                    cap: float = 1.0, warn: list[str] | None = None) -> dict[str, Any]:
    """The rows Xbar, V, S, R, RF, C, F of table 3.7, eigen, the eigenvalues and gamma,
    from the means and covariance matrices of the original and the masked file.

    PCA of the correlation matrix; RF_ij = f_ij sqrt(lambda_j); C_i = RF_i1^2; RF and F
    weigh column j by w_j = lambda_j / p (original); the masked eigenvector j is turned
    to point like the original's.  Messages of measures that cannot be computed are
    appended to ``warn`` (the measure is then None)."""
    warn = [] if warn is None else warn
    mu, v = np.asarray(mean_o, float), np.asarray(cov_o, float)
    mum, vm = np.asarray(mean_m, float), np.asarray(cov_m, float)
    p = len(mu)
    iu, iu1 = np.triu_indices(p), np.triu_indices(p, 1)
    out: dict[str, Any] = {
        "Xbar": three_measures(mu, mum, p, cap),
        "V": three_measures(v[iu], vm[iu], p * (p + 1) / 2, cap),
        "S": three_measures(np.diag(v), np.diag(vm), p, cap),
    }
    if not (np.diag(v) > 0).all() or not (np.diag(vm) > 0).all():
        warn.append("the correlation measures (R, RF, C, F, eigen, gamma) need every "
                    "variable to vary in both files")
        out.update({"eigen": None, "eigenvalues": None, "eigenvalues_masked": None,
                    "gamma": None})
        return out
    r, rm = _correlation(v), _correlation(vm)
    lam, f = _pca(r)
    lamm, fm = _pca(rm)
    sign = np.sign((f * fm).sum(axis=0))
    sign[sign == 0] = 1
    fm = fm * sign[None, :]
    rf, rfm = f * np.sqrt(np.clip(lam, 0, None)), fm * np.sqrt(np.clip(lamm, 0, None))
    w = lam / p
    if p > 1:
        out["R"] = three_measures(r[iu1], rm[iu1], p * (p - 1) / 2, cap)
        out["R"]["mae_bounded"] = out["R"]["mae"] / 2
        out["R"]["mse_bounded"] = out["R"]["mse"] / 4
    out["RF"] = three_measures(rf, rfm, p * p, cap, w[None, :])
    out["C"] = three_measures(rf[:, 0] ** 2, rfm[:, 0] ** 2, p, cap)
    out["F"] = three_measures(f, fm, p * p, cap, w[None, :])
    if p > 1 and np.any(np.diff(-lam) < 1e-9 * lam[0]):
        warn.append("tied eigenvalues: the components (RF, C, F) are not unique")
    out["eigenvalues"], out["eigenvalues_masked"] = lam.tolist(), lamm.tolist()
    out["eigen"] = float(np.sum(np.abs(lam - lamm) / lam)) if (lam > 0).all() else None
    if out["eigen"] is None:
        warn.append("eigen: an eigenvalue of the original correlation matrix is 0")
    try:
        if min(np.linalg.cond(r), np.linalg.cond(rm)) > 1e12:
            raise np.linalg.LinAlgError
        d, dm = np.diag(np.linalg.inv(r)), np.diag(np.linalg.inv(rm))
        out["gamma"] = float(np.linalg.norm(d / np.linalg.norm(d) - dm / np.linalg.norm(dm))
                             / math.sqrt(2))
    except np.linalg.LinAlgError:
        out["gamma"] = None
        warn.append("gamma needs an invertible correlation matrix in both files; drop a "
                    "variable that is a linear combination of the others")
    return out


@dataclass(frozen=True)
class ContinuousResult(Result):
    """The continuous measures of one comparison (None: not computable, see warnings)."""

    variables: list[str]
    n_records: int
    n_complete: int                         #: records complete in both files (matrices)
    il1: float | None                       #: seed 003 (3.5.3), normalised
    il1_by_variable: dict[str, float | None]
    il1s: float | None                      #: sdcMicro's dUtility(method = "IL1s")
    sdcmicro_il1: float                     #: sdcMicro's "IL1": 100 sum |x - x'| / |x|
    matrix: dict[str, dict[str, float]]     #: table 3.7: row -> {mse, mae, mv, ...}
    eigen: float | None
    eigenvalues: list[float] | None
    eigenvalues_masked: list[float] | None
    gamma: float | None
    warnings: list[str] = field(default_factory=list)

    def table(self) -> str:
        from ..risk.threshold import two_columns

        def num(x: float | None) -> str:
            return "null" if x is None or not math.isfinite(x) else f"{x:.6g}"

        rows = [("measure", "value"), ("IL1", num(self.il1)), ("IL1s (sdcMicro)", num(self.il1s)),
                ("eigen", num(self.eigen)), ("gamma", num(self.gamma))]
        rows += [(f"{name} mse / mae / mv", " / ".join(num(m.get(k)) for k in ("mse", "mae", "mv")))
                 for name, m in self.matrix.items()]
        return two_columns(rows)


def continuous(con: Any, paired: str, variables: list[str], *,
               mean_variation_cap: float = 1.0) -> ContinuousResult:
    """Every continuous measure over ``paired`` (a relation of
    ``sql/utility/measures/paired.sql``: ``__sdc_o{i}``, ``__sdc_m{i}`` for variable i
    of ``variables``)."""
    cap = float(mean_variation_cap)
    n_vars = len(variables)
    warn: list[str] = []
    engine = engine_of(con)
    sums = engine.query(engine.render("utility/continuous/record_differences.sql",
                                      paired=paired, n_vars=n_vars), {"cap": cap})[0]
    rows = [{name: sums[f"{name}_{i}"] for name in _RECORD_SUMS} for i in range(n_vars)]
    by_var: dict[str, float | None] = {}
    il1s_terms = []
    for v, r in zip(variables, rows, strict=True):
        s, n = r["sd_orig"], r["n_pairs"]
        if not s or not n:
            by_var[v] = None
            warn.append(f"IL1: {v!r} has no spread in the original (sd 0) or no pair of "
                        "values: its IL1 is infinite or undefined")
            continue
        by_var[v] = (r["sum_abs"] or 0.0) / (math.sqrt(2) * s * n)
        il1s_terms.append((r["sum_abs"] or 0.0) / (math.sqrt(2) * s))
    complete = all(x is not None for x in by_var.values())
    il1 = sum(x for x in by_var.values() if x is not None) / n_vars if complete else None
    il1s = math.fsum(il1s_terms) if complete else None
    pairs = sum(r["n_pairs"] for r in rows)
    matrix: dict[str, dict[str, float]] = {}
    if pairs:
        matrix["X"] = {
            "mse": sum(r["sum_sq"] or 0.0 for r in rows) / pairs,
            "mae": sum(r["sum_abs"] or 0.0 for r in rows) / pairs,
            "mv": (math.inf if any(r["n_rel_inf"] for r in rows)
                   else sum(r["sum_rel"] or 0.0 for r in rows) / pairs),
            "mv_bounded": sum(r["sum_rel_capped"] or 0.0 for r in rows) / pairs / cap}
    sdcmicro_il1 = 100 * sum(r["sum_rel"] or 0.0 for r in rows)
    sides = []
    for side in ("o", "m"):
        row = list(engine.query(engine.render("utility/continuous/covariance.sql",
                                              paired=paired, n_vars=n_vars,
                                              side=side))[0].values())
        n_complete = int(row[0])
        mean = np.array(row[1:1 + n_vars], dtype=float)
        cov = np.zeros((n_vars, n_vars))
        k = 1 + n_vars
        for i in range(n_vars):
            for j in range(i, n_vars):
                cov[i, j] = cov[j, i] = np.nan if row[k] is None else row[k]
                k += 1
        sides.append((mean, cov))
    extra: dict[str, Any] = {"eigen": None, "eigenvalues": None, "eigenvalues_masked": None,
                             "gamma": None}
    if n_complete >= 2:
        m = matrix_measures(sides[0][0], sides[0][1], sides[1][0], sides[1][1], cap, warn)
        for key in extra:
            extra[key] = m.pop(key)
        matrix.update(m)
    else:
        warn.append("the matrix measures need at least 2 records complete in both files")
    qrow = list(engine.query(engine.render("utility/continuous/quantiles.sql", paired=paired,
                                           n_vars=n_vars))[0].values())
    q_o = [x for i in range(n_vars) for x in (qrow[2 * i] or [])]
    q_m = [x for i in range(n_vars) for x in (qrow[2 * i + 1] or [])]
    if q_o and len(q_o) == len(q_m) and None not in q_o + q_m:
        matrix["Q"] = three_measures(q_o, q_m, len(q_o), cap)
    for name, measures in matrix.items():
        if any(isinstance(x, float) and not math.isfinite(x) for x in measures.values()):
            warn.append(f"{name}: the mean variation is infinite (an original value 0 "
                        "changed): null in JSON")
    result = ContinuousResult(
        variables=list(variables), n_records=int(sums["n_records"]),
        n_complete=n_complete, il1=il1, il1_by_variable=by_var, il1s=il1s,
        sdcmicro_il1=sdcmicro_il1, matrix=matrix, warnings=warn, **extra)
    for message in warn:
        warnings.warn(message, SdcsqlWarning, stacklevel=2)
    return result
