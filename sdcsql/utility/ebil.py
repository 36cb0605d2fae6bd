"""EBIL: entropy-based information loss (seed 003 section 3.5.2, formula 3.8).

EBIL = sum over the records r of H(V | V' = j_r): the uncertainty left about a
record's original value V once its released value V' = j_r is known.  The model of
P(V = i | V' = j):

* ``empirical`` (default): the transition estimated from the data, n_ij / n_.j from
  the joint table of (original, released) values -- the seed's construction (Bayes
  with the transition matrix of the data); per variable and for the tuple of all the
  variables (``joint``);
* ``independent``: suppression independent of the value: a released missing value
  carries the entropy of the original's marginal, (values suppressed) x H(marginal).

In bits (log2, default) or nats.  Templates ``sql/utility/ebil/empirical.sql`` and
``independent.sql`` over the paired relation (docs/utility/ebil.md).

For PRAM the seed's own form: P(V = i | V' = j) by Bayes from the PRAM matrix
P(V' = j | V = i) and the original's marginal (:func:`ebil_pram`), fed by the matrices
the PRAM method reports (:func:`pram_ebil`, ``sql/utility/ebil/pram_counts.sql``).

>>> import duckdb
>>> from sdcsql.utility.ebil import ebil
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW p AS SELECT * FROM (VALUES ('a', NULL), ('b', NULL), "
...                 "('c', 'c')) t(__sdc_o0, __sdc_m0)")
>>> ebil(con, "p", ["k"]).by_variable          # two records: H = 1 bit each
{'k': 2.0}
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..data import Result
from ..engines import engine_of
from ..errors import InputError

__all__ = ["EBIL_MODELS", "EBIL_UNITS", "EbilResult", "ebil", "ebil_pram", "pram_ebil"]

EBIL_MODELS = ("empirical", "independent")
EBIL_UNITS = ("bits", "nats")


@dataclass(frozen=True)
class EbilResult(Result):
    """EBIL per variable and (empirical model) of all the variables together."""

    by_variable: dict[str, float]
    joint: float | None
    model: str
    unit: str

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [(f"EBIL {v} ({self.unit})", f"{x:.6g}") for v, x in self.by_variable.items()]
        if self.joint is not None:
            rows.append((f"EBIL joint ({self.unit})", f"{self.joint:.6g}"))
        return two_columns(rows)


def ebil(con: Any, paired: str, variables: list[str], *, model: str = "empirical",
         unit: str = "bits") -> EbilResult:
    """EBIL over ``paired`` (``__sdc_o{i}``, ``__sdc_m{i}`` for variable i)."""
    if model not in EBIL_MODELS:
        raise InputError(f"ebil_model: {model!r} is not a model; give one of "
                         f"{', '.join(EBIL_MODELS)}")
    if unit not in EBIL_UNITS:
        raise InputError(f"ebil_unit: {unit!r} is not a unit; give one of {', '.join(EBIL_UNITS)}")
    scale = 1 / math.log(2) if unit == "bits" else 1.0
    engine = engine_of(con)

    def one(template: str, **params: Any) -> float:
        value = engine.query(engine.render(template, paired=paired, **params))[0]["ebil"]
        return max(0.0, float(value or 0.0)) * scale

    if model == "empirical":
        by = {v: one("utility/ebil/empirical.sql", cols=[i]) for i, v in enumerate(variables)}
        joint: float | None = one("utility/ebil/empirical.sql", cols=list(range(len(variables))))
    else:
        by = {v: one("utility/ebil/independent.sql", var=i) for i, v in enumerate(variables)}
        joint = None
    return EbilResult(by_variable=by, joint=joint, model=model, unit=unit)


def ebil_pram(matrix: Any, prior: Sequence[float], released: Sequence[float],
              unit: str = "bits") -> float:
    """EBIL of PRAM from its matrix (seed 003 section 3.5.2.3, formula 3.8).

    ``matrix[i][j]`` = P(V' = j | V = i) (rows sum to 1), ``prior[i]`` the original's
    marginal of category i (counts or shares), ``released[j]`` the records released as
    j.  Bayes: P(V = i | V' = j) = p_ij pi_i / sum_k p_kj pi_k; EBIL = sum_j n'_j
    H(V | V' = j).  A category released although the matrix and the prior cannot give
    it is refused.

    >>> round(ebil_pram([[0.8, 0.2], [0.3, 0.7]], [6, 4], [5, 5]), 6)
    8.016095
    """
    import numpy as np

    from ..udfs.pram import check_matrix

    if unit not in EBIL_UNITS:
        raise InputError(f"ebil_unit: {unit!r} is not a unit; give one of {', '.join(EBIL_UNITS)}")
    p = check_matrix(matrix, "ebil_pram: matrix")
    pi = np.asarray(prior, dtype=float)
    n = np.asarray(released, dtype=float)
    if pi.shape != (p.shape[0],) or n.shape != (p.shape[0],):
        raise InputError("ebil_pram: prior and released need one entry per category of "
                         "the matrix")
    if (pi < 0).any() or not pi.sum() > 0 or (n < 0).any():
        raise InputError("ebil_pram: prior and released must be counts or shares >= 0")
    pi = pi / pi.sum()
    log = math.log2 if unit == "bits" else math.log
    total = 0.0
    for j in range(len(n)):
        if n[j] == 0:
            continue
        joint = p[:, j] * pi                       # P(V = i, V' = j)
        den = joint.sum()
        if den <= 0:
            raise InputError(f"ebil_pram: category {j} is released but the matrix and the "
                             "prior cannot give it")
        post = joint / den
        total += float(n[j]) * -math.fsum(q * log(q) for q in post if q > 0)
    return max(0.0, total)


def pram_ebil(con: Any, original: str, released: str, details: Mapping[str, Any],
              strata: Sequence[str] = (), unit: str = "bits") -> EbilResult:
    """EBIL of each variable PRAM treated, from the matrices the PRAM method reports
    (``details["matrices"]`` of :func:`sdcsql.protect.pram.pram`'s summary: per stratum,
    each variable's categories and matrix), the prior counted in ``original`` and the
    released categories in ``released`` (two relations of ``con``), summed over the
    strata.  Categories are matched as text, as the PRAM method names them."""
    entries = details.get("matrices") if isinstance(details, Mapping) else None
    if not entries:
        raise InputError("pram_ebil: no PRAM matrices (give the PRAM method's summary details)")
    strata = list(strata)
    engine = engine_of(con)
    by: dict[str, float] = {}
    counts: dict[tuple[str, str], dict[tuple, dict[str, float]]] = {}
    for entry in entries:
        stratum = tuple(entry["stratum"])
        for var, plan in entry.items():
            if var == "stratum":
                continue
            for which, relation in (("prior", original), ("released", released)):
                if (var, which) not in counts:
                    got: dict[tuple, dict[str, float]] = {}
                    found = engine.fetch_arrow(engine.render(
                        "utility/ebil/pram_counts.sql", relation=relation, variable=var,
                        strata=strata))     # by position: a stratum may be named "n"
                    for row in zip(*(c.to_pylist() for c in found.columns), strict=True):
                        got.setdefault(tuple(row[:-2]), {})[str(row[-2])] = float(row[-1])
                    counts[(var, which)] = got
            cats = list(plan["categories"])
            prior = counts[(var, "prior")].get(stratum, {})
            out = counts[(var, "released")].get(stratum, {})
            if not prior:
                continue
            stray = set(out) - set(cats)
            if stray:
                raise InputError(f"pram_ebil: {var!r}: the released file has a category the "
                                 "matrix does not have")
            by[var] = by.get(var, 0.0) + ebil_pram(plan["matrix"],
                                                   [prior.get(c, 0.0) for c in cats],
                                                   [out.get(c, 0.0) for c in cats], unit)
    return EbilResult(by_variable=by, joint=None, model="pram", unit=unit)
