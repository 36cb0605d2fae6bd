"""PRAM, the post-randomisation method (seed 003 sections 3.4.2.7 and 3.4.6).

Each record's category k of a variable is replaced by a category drawn from row k of a
transition matrix P (p_kl = P(published l | original k)), independently per record,
with the draws of :mod:`udfs.draws` (seed, record id, "pram", variable).  The matrix is

* given (``pram_matrix``: ``{variable: {from: {to: p}}}``, rows summing to 1), the same
  in every stratum; or
* generated per stratum from a retention probability theta (``retention``):
  P = theta I + (1 - theta) 1 pi^t, pi the stratum's observed proportions (keep with
  probability theta, else redraw from the marginal): invariant by construction.

``invariant=True`` turns P into Gouweleeuw et al.'s invariant matrix R = P Q
(Q_lk = P_kl pi_k / sum_j P_jl pi_j), whose expected published frequencies equal the
observed ones.  :func:`estimate` is the unbiased estimator T_hat = (P^-1)^t T_X (and
its two-way form).  NULL is not a category and stays NULL.  The categories per stratum:
``sql/protect/draws/categories.sql``.  On DuckDB the uniforms come from the numpy
draws registered as a SQL function (:func:`sdcsql.protect.draws.uniforms_table`) and
each record's category is a join to the small relation of the matrices' cumulative
bounds (``sql/protect/pram/published.sql``), streamed; on Spark per stratum through
``map_groups`` (``sql/protect/draws/records.sql``), each stratum split by a hash of
the record id (the kernel is row-wise: ``perturb(..., rowwise=True)``); the same
categories.  The
protected relation is ``sql/protect/draws/replaced.sql``; the column keeps its type.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyarrow as pa

from ..errors import InputError
from ..interface import ProblemInterface
from ..options import (
    Option,
    StepOptions,
    check_bool,
    check_keywords,
    check_names,
    json_table,
    split_names,
)
from ..udfs import pram as kernels
from ..udfs.draws import stream_key
from ..udfs.pram import check_matrix
from .draws import (
    SEED_OPTION,
    Perturbed,
    check_ids,
    check_seed,
    finish,
    perturb,
    streamed,
    uniforms_table,
    variables_of,
)

__all__ = ["PRAM_STEP", "pram", "estimate", "check_matrix"]

#: the retention probability theta when neither it nor a pram_matrix is given
RETENTION = 0.8


def _check_matrices(value: Any, where: str) -> dict[str, dict[str, dict[str, float]]]:
    if not isinstance(value, Mapping) or not all(
            isinstance(rows, Mapping) and all(isinstance(r, Mapping) for r in rows.values())
            for rows in value.values()):
        raise InputError(f"{where}: must be {{variable: {{from: {{to: probability}}}}}}")
    out: dict[str, dict[str, dict[str, float]]] = {}
    for var, given in value.items():
        try:
            rows = {str(k): {str(t): float(p) for t, p in r.items()} for k, r in given.items()}
        except (TypeError, ValueError):
            raise InputError(f"{where}: {var!r}: probabilities must be numbers") from None
        cats = sorted(rows)
        if any(t not in rows for r in rows.values() for t in r):
            raise InputError(f"{where}: {var!r}: every target category needs its own row")
        check_matrix([[rows[a].get(b, 0.0) for b in cats] for a in cats], f"{where}: {var!r}")
        out[str(var)] = rows
    return out


def _like(category: str, seen: Mapping[str, Any]) -> Any:
    """A matrix category (text) not seen in the data, typed like the data's values."""
    sample = next(iter(seen.values()), category)
    if isinstance(sample, str):
        return category
    try:
        return type(sample)(category)
    except (TypeError, ValueError):
        raise InputError(f"pram_matrix: category {category!r} is not of the column's "
                         f"type") from None


def _plan(variable: str, seen: Mapping[str, tuple[Any, int]],
          given: Mapping[str, Mapping[str, Mapping[str, float]]] | None, theta: float,
          inv: bool) -> tuple[list[str], dict[str, Any], np.ndarray]:
    """One stratum's categories (as text), their typed values and the matrix of
    ``variable``, from the stratum's categories ``seen`` (text -> (value, records))."""
    if given is not None:
        cats = sorted(given[variable])
        if set(seen) - set(cats):
            raise InputError(f"pram_matrix: {variable!r} has no row for a category of "
                             f"the data")
        m = np.array([[given[variable][a].get(b, 0.0) for b in cats] for a in cats])
    else:
        cats = sorted(seen, key=lambda c: seen[c][0])
        m = kernels.retention_matrix(np.array([seen[c][1] for c in cats], float), theta)
    if inv:
        m = kernels.invariant(m, np.array([seen[c][1] if c in seen else 0 for c in cats],
                                          float))
    values = {c: seen[c][0] for c in seen}
    typed = {c: values[c] if c in values else _like(c, values) for c in cats}
    return cats, typed, m


def _check_retention(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not 0 < value <= 1:
        raise InputError(f"{where}: must be a probability in (0, 1], got {value!r}")
    return float(value)


PRAM_STEP = StepOptions("pram", own=(
    Option("pram_variables", check_names, "the categorical variables to PRAM (default: "
           "those of pram_matrix)", cli={"type": split_names, "metavar": "V1,V2,..."}),
    SEED_OPTION,
    Option("pram_matrix", _check_matrices, "transition matrices {variable: {from: {to: "
           "p}}} (rows sum to 1; on the command line as JSON, e.g. '{\"sex\": {\"1\": "
           "{\"1\": 0.9, \"2\": 0.1}, \"2\": {\"1\": 0.1, \"2\": 0.9}}}'); else "
           "generated from retention", cli={"type": json_table, "metavar": "JSON"}),
    Option("retention", _check_retention, "probability theta of keeping a category; the "
           "matrix theta I + (1 - theta) 1 pi^t is built per stratum (default 0.8 when no "
           "pram_matrix is given; not with pram_matrix)", cli={"type": float}),
    Option("invariant", check_bool, "make the matrix invariant (expected frequencies "
           "after PRAM equal the observed ones)", default=False,
           cli={"action": "store_true"}),
), templates=("protect/draws/records.sql", "protect/draws/replaced.sql"))


def estimate(t_x: Any, p: Any, p_y: Any = None) -> np.ndarray:
    """The unbiased estimate of the original table from the published one ``t_x``:
    (P^-1)^t T_X (a vector), or (P_X^-1)^t T_XY P_Y^-1 (a two-way table with ``p_y``)."""
    px = check_matrix(p, "estimate: p")
    try:
        if p_y is None:
            return kernels.estimate_1d(np.asarray(t_x, float), px)
        return kernels.estimate_2d(np.asarray(t_x, float), px,
                                   check_matrix(p_y, "estimate: p_y"))
    except np.linalg.LinAlgError:
        raise InputError("estimate: the transition matrix is singular; the estimator "
                         "needs it invertible") from None


def pram(problem: ProblemInterface, *, pram_variables: Sequence[str] | None = None,
         seed: int | None = None, pram_matrix: Mapping[str, Any] | None = None,
         retention: float | None = None, invariant: bool = False) -> Perturbed:
    """PRAM ``pram_variables`` (categorical, any type) per stratum; see the module."""
    opts = check_keywords({"pram_variables": pram_variables, "seed": seed,
                           "pram_matrix": pram_matrix,
                           "retention": retention, "invariant": invariant},
                          PRAM_STEP.own, "pram")
    for name, value in opts.items():
        opts[name] = PRAM_STEP.get(name).check(value, name)
    seed_ = check_seed(opts.get("seed"))
    given = opts.get("pram_matrix")
    if given is not None and "retention" in opts:
        raise InputError("retention: give a pram_matrix or a retention, not both")
    theta = opts.get("retention", RETENTION)
    inv = opts.get("invariant", False)
    if given is None and not pram_variables:
        raise InputError("pram: pram_variables: name the categorical variables to treat")
    names = variables_of(problem, opts.get("pram_variables") or list(given or {}),
                         "pram: pram_variables", numeric=False)
    if given is not None:
        missing = [v for v in names if v not in given]
        if missing:
            raise InputError(f"pram_matrix: no matrix for variable {missing[0]!r}")
    strata = list(problem.spec.strata)
    # every stratum's categories, counts and matrix, before the per-stratum run (the
    # run is a pure function of its stratum: it may run on other machines)
    plans: dict[tuple, dict[str, tuple[list[str], dict[str, Any], np.ndarray]]] = {}
    types: dict[str, pa.Schema] = {}
    for v in names:
        found_table = problem.engine.fetch_arrow(problem.engine.render(
            "protect/draws/categories.sql", keyed=problem.keyed, strata=strata,
            variable=v))
        types[v] = found_table.schema
        rows = found_table.to_pylist()
        found: dict[tuple, dict[str, tuple[Any, int]]] = {}
        for row in rows:
            key = tuple(row[s] for s in strata)
            found.setdefault(key, {})[str(row["category"])] = (row["category"], row["n"])
        for key, seen in found.items():
            plans.setdefault(key, {})[v] = _plan(v, seen, given, theta, inv)

    details = {"retention": None if given is not None else theta, "invariant": inv}
    if streamed(problem, names):
        counts = check_ids(problem)
        draws = uniforms_table(problem, "pram", names,
                               [stream_key(seed_, "pram", v) for v in names])
        bounds = [problem.create_from_arrow(problem.name(f"pram_bounds{i}"),
                                            _bounds(plans, v, strata, types[v]))
                  for i, v in enumerate(names)]
        treated = problem.create("TABLE", problem.name("pram_treated"),
                                 problem.engine.render(
                                     "protect/pram/published.sql", strata=strata,
                                     variables=names, draws=draws, bounds=bounds))
        result = finish(problem, "pram", names, treated, seed=seed_, numeric_out=False,
                        details=details, counts=counts)
        _add_matrices(result, plans, names)
        return result

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        out = {v: values[v].copy() for v in names}
        for v in names:
            ok = np.array([x is not None for x in values[v]], dtype=bool)
            if not ok.any():
                continue
            cats, typed, m = plans[stratum][v]
            index = {c: i for i, c in enumerate(cats)}
            codes = np.array([index[str(x)] for x in values[v][ok]], np.int64)
            new = kernels.apply(codes, m, seed_, ids[ok], v)
            out[v][ok] = np.array([typed[cats[k]] for k in new], dtype=object)
        return out

    # row-wise: a record's category is drawn from its stratum's matrix (made above) with
    # its own uniform, so Spark may split the strata by a hash of the id
    result = perturb(problem, "pram", names, kernel, seed=seed_, numeric_out=False,
                     details=details, rowwise=True)
    _add_matrices(result, plans, names)
    return result


def _bounds(plans: Mapping[tuple, Mapping[str, tuple[list[str], dict[str, Any], np.ndarray]]],
            variable: str, strata: list[str], found: pa.Schema) -> pa.Table:
    """The cumulative bounds of ``variable``'s matrices (``sql/protect/pram/published.sql``):
    per stratum and original category k, category l is published for u in [lo, hi),
    the sorted cumulative sums of row k (last bound 1) -- u >= exactly l of them, as
    :func:`udfs.pram.apply` counts."""
    cols: dict[str, list[Any]] = {c: [] for c in [*strata, "__sdc_from", "__sdc_to",
                                                   "__sdc_lo", "__sdc_hi"]}
    for key, plan in plans.items():
        if variable not in plan:
            continue
        cats, typed, m = plan[variable]
        cum = np.cumsum(np.asarray(m, float), axis=1)
        cum[:, -1] = 1.0
        for k, cat in enumerate(cats):
            edges = np.sort(cum[k])
            for j in range(len(cats)):
                lo, hi = (float(edges[j - 1]) if j else 0.0), float(edges[j])
                if not lo < hi:
                    continue
                for s, x in zip(strata, key, strict=True):
                    cols[s].append(x)
                cols["__sdc_from"].append(typed[cat])
                cols["__sdc_to"].append(typed[cats[j]])
                cols["__sdc_lo"].append(lo)
                cols["__sdc_hi"].append(hi)
    kind = found.field("category").type
    return pa.table({**{s: pa.array(cols[s], found.field(s).type) for s in strata},
                     "__sdc_from": pa.array(cols["__sdc_from"], kind),
                     "__sdc_to": pa.array(cols["__sdc_to"], kind),
                     "__sdc_lo": pa.array(cols["__sdc_lo"], pa.float64()),
                     "__sdc_hi": pa.array(cols["__sdc_hi"], pa.float64())})


def _add_matrices(result: Perturbed,
                  plans: Mapping[tuple, Mapping[str, tuple[list[str], dict[str, Any],
                                                           np.ndarray]]],
                  names: list[str]) -> None:
    result.summary.details["matrices"] = [
        {"stratum": list(key), **{v: {"categories": plan[v][0], "matrix": plan[v][2].tolist()}
                                  for v in names if v in plan}}
        for key, plan in sorted(plans.items(), key=lambda kv: [str(x) for x in kv[0]])]

