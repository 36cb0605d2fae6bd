"""Noise addition (seed 003 sections 3.4.2.2, 3.4.4): uncorrelated additive, correlated,
Kim's linear transformation, multiplicative, and Hoehne's ordered sum-preserving
multiplicative noise (``ordered_sum``: each variable's total kept exactly).

Per stratum (the spec's strata), with the kernels of :mod:`udfs.noise`.  On DuckDB,
additive and multiplicative noise stream: each stratum's standard deviation comes from
its values in record-id order (``sql/protect/noise/values.sql``, numpy's std as the
kernel computes it), and the per-record noise runs row-wise through ``map_batches``
(``sql/protect/noise/records.sql``: each record with its stratum's sd); correlated,
Kim's and ordered_sum noise (and every method on Spark) run per stratum through
``map_groups`` (``sql/protect/draws/records.sql``; multiplicative noise without
``keep_bounds`` row-wise, each stratum split by a hash of the record id on Spark:
``perturb(..., rowwise=True)``); the same values either way.  The
protected relation is ``sql/protect/draws/replaced.sql``.  A record with
a NULL in one of the variables keeps its values (correlated and Kim's method treat the
complete records; the others treat each variable's non-NULL values).  ``keep_zeros``
keeps zero values at 0 for every noise method; ``keep_sign`` reflects a value whose
sign the noise flipped (-z for z), ``keep_bounds`` clips the values to the original's
[min, max] of their stratum (both after the noise, sign first).  Without them a
warning counts the values that crossed zero and those outside the original's range.

>>> import sdcsql
>>> from sdcsql.protect.noise import noise
>>> p = sdcsql.Problem("SELECT * FROM (VALUES (1, 10.0), (1, 20.0), (2, 30.0)) t(a, x)",
...                    sdcsql.Spec(keys=["a"], numeric=["x"]))
>>> out = noise(p, seed=1, noise=0.1)
>>> out.summary.n_changed
{'x': 3}
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from ..errors import InputError, SdcsqlWarning
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_bool, check_choice, check_keywords
from ..udfs import noise as kernels
from ..udfs.draws import normal
from .draws import (
    NUMERIC_OPTION,
    SEED_OPTION,
    Perturbed,
    check_ids,
    check_seed,
    check_single_value_strata,
    finish,
    perturb,
    record_id,
    streamed,
    variables_of,
)

__all__ = ["NOISE_METHODS", "NOISE_STEP", "noise"]

NOISE_METHODS = ("additive", "correlated", "kim", "multiplicative", "ordered_sum")


def _check_share(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0 \
            or not np.isfinite(value):
        raise InputError(f"{where}: must be a number > 0, got {value!r}")
    return float(value)


NOISE_STEP = StepOptions("noise", own=(
    NUMERIC_OPTION,
    SEED_OPTION,
    Option("noise", _check_share, "noise standard deviation as a share of each variable's "
           "sd (the seed's alpha = noise^2)", default=0.1, cli={"type": float}),
    Option("noise_method", check_choice(NOISE_METHODS, "a noise method"),
           "additive (uncorrelated), correlated, kim (linear transformation), "
           "multiplicative, ordered_sum (multiplicative, each variable's sum kept exactly)",
           default="additive", choices=NOISE_METHODS),
    Option("exact_moments", check_bool, "correlated/kim: make the noise's sample moments "
           "exact (correlations kept exactly; Kim: mean and covariance kept exactly)",
           default=None, cli={"action": "store_true"}),
    Option("keep_zeros", check_bool, "zero values stay 0 (every noise method)",
           default=False, cli={"action": "store_true"}),
    Option("keep_sign", check_bool, "a value's sign never changes: a value the noise "
           "moved across zero is reflected (-z for z); zeros as --keep-zeros says",
           default=False, cli={"action": "store_true"}),
    Option("keep_bounds", check_bool, "values clipped to the original's [min, max] of the "
           "variable (per stratum with strata)", default=False, cli={"action": "store_true"}),
    Option("ordered_sum_sd", _check_share, "ordered_sum: the sd of the factors W (their "
           "mean is --noise; default noise / 4)", cli={"type": float}),
), templates=("protect/draws/records.sql", "protect/draws/replaced.sql",
              "protect/draws/stratum_sizes.sql"))


def noise(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
          seed: int | None = None, noise: float = 0.1, noise_method: str = "additive",
          exact_moments: bool | None = None, keep_zeros: bool = False,
          ordered_sum_sd: float | None = None, keep_sign: bool = False,
          keep_bounds: bool = False) -> Perturbed:
    """Add noise to the ``numeric`` variables (default: the spec's numeric ones) per stratum.

    ``noise`` is the noise sd as a share of each variable's sd (alpha = noise**2).
    ``exact_moments`` (default True for kim unless ``keep_zeros``, False for
    correlated): whiten the draws against the data so the covariance relations hold
    exactly on the sample.  ``ordered_sum``: each value times 1 -/+ W_i, W_i =
    |N(noise, ordered_sum_sd^2)|, in descending order so that each variable's sum (per
    stratum) is kept exactly.  ``keep_zeros``: zeros stay 0.  ``keep_sign``: a value the
    noise moved across zero is reflected (its sign kept); ``keep_bounds``: the values are
    clipped to the original's [min, max] of their stratum.  Without them, a
    :class:`SdcsqlWarning` counts the values that crossed zero and those outside the
    original's range (the summary's ``details``: ``crossed_zero``, ``outside_range``)."""
    opts = check_keywords({"numeric": numeric, "seed": seed, "noise": noise,
                           "noise_method": noise_method, "exact_moments": exact_moments,
                           "keep_zeros": keep_zeros, "ordered_sum_sd": ordered_sum_sd,
                           "keep_sign": keep_sign, "keep_bounds": keep_bounds},
                          NOISE_STEP.own, "noise")
    for name, value in opts.items():
        opts[name] = NOISE_STEP.get(name).check(value, name)
    n = _settings(problem, opts)
    details = {"noise_method": n.method, "noise": n.share, "alpha": n.share ** 2,
               "exact_moments": bool(n.exact), "keep_zeros": n.zeros,
               **({"keep_sign": True} if n.sign else {}),
               **({"keep_bounds": True} if n.bounds else {}),
               **({"ordered_sum_sd": n.w_sd} if n.method == "ordered_sum" else {})}
    if streamed(problem, n.names) and n.method in ("additive", "multiplicative") \
            and not n.bounds:
        return _warn(_streamed(problem, n.names, n.method, n.seed, n.share, n.zeros, n.sign,
                               details), n.sign, n.bounds)

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        if n.method in ("additive", "multiplicative", "ordered_sum"):
            return _each_variable(n, values, ids)
        return _together(n, values, ids)

    # row-wise: multiplicative noise needs no other record (keep_sign neither), unless
    # keep_bounds clips to the stratum's range; additive noise scales by the stratum's
    # sd, ordered_sum sorts the stratum, correlated and kim use its covariance
    rowwise = n.method == "multiplicative" and not n.bounds
    return _warn(perturb(problem, "noise", n.names, kernel, seed=n.seed, numeric_out=True,
                         details=details, ranges=True, rowwise=rowwise), n.sign, n.bounds)


@dataclass(frozen=True)
class _Noise:
    """The settings of one noise step, checked."""

    seed: int
    share: float                #: the noise sd as a share of each variable's sd
    method: str
    zeros: bool                 #: keep_zeros
    sign: bool                  #: keep_sign
    bounds: bool                #: keep_bounds
    exact: bool                 #: exact_moments
    w_sd: float                 #: ordered_sum_sd
    names: list[str]            #: the variables


def _settings(problem: ProblemInterface, opts: dict[str, Any]) -> _Noise:
    """The settings of the checked options (defaults filled in), refusing options of
    another method and strata too small for the method."""
    seed_ = check_seed(opts.get("seed"))
    share = opts.get("noise", 0.1)
    method = opts.get("noise_method", "additive")
    zeros = opts.get("keep_zeros", False)
    exact = opts.get("exact_moments", method == "kim" and not zeros)
    if exact and method not in ("correlated", "kim"):
        raise InputError(f"exact_moments: only for correlated and kim noise, not {method}")
    if exact and zeros:
        raise InputError("keep_zeros: zeros kept at 0 would undo the exact moments; give "
                         "keep_zeros or exact_moments, not both")
    if "ordered_sum_sd" in opts and method != "ordered_sum":
        raise InputError(f"ordered_sum_sd: only for ordered_sum noise, not {method}")
    names = variables_of(problem, opts.get("numeric"), "noise: numeric")
    if method in ("additive", "ordered_sum"):
        check_single_value_strata(problem, names, "noise", (
            "additive noise (its scale is the stratum's sd)" if method == "additive" else
            "ordered_sum noise (it keeps the stratum's sum)"))
    if method in ("correlated", "kim"):
        need = 2 * len(names) + 2 if exact else 2
        smallest = problem.engine.query(problem.engine.render(
            "protect/draws/stratum_sizes.sql", keyed=problem.keyed,
            strata=list(problem.spec.strata), variables=names))[0]["smallest"]
        if smallest is not None and smallest < need:
            raise InputError(f"noise: a stratum has {smallest} complete records; {method} "
                             f"noise {'with exact moments ' if exact else ''}needs at least "
                             f"{need}")
    return _Noise(seed=seed_, share=share, method=method, zeros=zeros,
                  sign=opts.get("keep_sign", False), bounds=opts.get("keep_bounds", False),
                  exact=exact, w_sd=opts.get("ordered_sum_sd", share / 4), names=names)


def _each_variable(n: _Noise, values: dict[str, np.ndarray],
                   ids: np.ndarray) -> dict[str, np.ndarray]:
    """Additive, multiplicative or ordered_sum noise of one stratum, variable by
    variable (each variable's missing values left out)."""
    out = {v: values[v].copy() for v in n.names}
    for v in n.names:
        ok = ~np.isnan(values[v])
        x = values[v][ok][:, None]
        if n.method == "additive":
            out[v][ok] = kernels.additive(x, n.share, n.seed, ids[ok], [v], n.zeros)[:, 0]
        elif n.method == "multiplicative":       # zeros stay 0 anyway
            out[v][ok] = kernels.multiplicative(x, n.share, n.seed, ids[ok], [v])[:, 0]
        else:
            w = kernels.ordered_sum_factors(n.share, n.w_sd, n.seed, ids[ok], v)
            out[v][ok] = kernels.ordered_sum(x[:, 0], w, ids[ok], n.zeros)
        out[v][ok] = _kept(values[v][ok], out[v][ok], n.sign, n.bounds)
    return out


def _together(n: _Noise, values: dict[str, np.ndarray],
              ids: np.ndarray) -> dict[str, np.ndarray]:
    """Correlated or kim noise of one stratum, the variables together (the complete
    records only)."""
    out = {v: values[v].copy() for v in n.names}
    x = np.column_stack([values[v] for v in n.names])
    ok = ~np.isnan(x).any(axis=1)
    fn = kernels.kim if n.method == "kim" else kernels.correlated
    try:
        z = fn(x[ok], n.share, n.seed, ids[ok], n.names, exact=n.exact)
    except np.linalg.LinAlgError:
        raise InputError(f"noise: the covariance matrix of {', '.join(n.names)} is "
                         f"singular in a stratum; {n.method} noise needs it positive "
                         f"definite") from None
    if n.zeros:
        z = np.where(x[ok] == 0, 0.0, z)
    for j, v in enumerate(n.names):
        out[v][ok] = z[:, j]
        # the bounds: the stratum's values of the variable, complete records or not
        present = ~np.isnan(values[v])
        out[v][ok] = _kept(x[ok, j], out[v][ok], n.sign, n.bounds,
                           values[v][present] if n.bounds else None)
    return out


def _kept(x: np.ndarray, z: np.ndarray, sign: bool, bounds: bool,
          within: np.ndarray | None = None) -> np.ndarray:
    """The noisy values ``z`` of the values ``x`` (no NaN), with ``sign``: a value moved
    across zero reflected (-z), its sign kept; with ``bounds``: clipped to the [min, max]
    of ``within`` (default ``x``: the stratum's values)."""
    if sign:
        z = np.where(((x > 0) & (z < 0)) | ((x < 0) & (z > 0)), -z, z)
    if bounds and len(z):
        w = x if within is None else within
        z = np.clip(z, w.min(), w.max())
    return z


def _warn(out: Perturbed, sign: bool, bounds: bool) -> Perturbed:
    """A :class:`SdcsqlWarning` counting the values of a sign their stratum's original
    never had (a negative income where there was none: unless ``keep_sign`` or
    ``keep_bounds``), with the values that crossed zero and those outside the original's
    range (every count is in the summary's details)."""
    details = out.summary.details
    if sign or bounds:
        return out
    parts = [f"{n:,} value(s) of {v!r} of a sign the original has none of (of "
             f"{details['crossed_zero'][v]:,} that crossed zero, "
             f"{details['outside_range'][v]:,} outside the original's range)"
             for v, n in details.get("new_sign", {}).items() if n]
    if parts:
        warnings.warn(f"noise: {'; '.join(parts)}; keep_sign or keep_bounds keep them in",
                      SdcsqlWarning, stacklevel=3)
    return out


def _floats(col: Any) -> np.ndarray:
    """An Arrow column as float64 (NULL as NaN), cast as the per-stratum run casts."""
    return np.asarray(col.cast(pa.float64()).to_numpy(zero_copy_only=False),
                      dtype=np.float64)


def _sd(x: np.ndarray) -> float:
    """The sd of :func:`udfs.noise.additive` on one stratum's values (id order): the
    same numpy call on the same (n, 1) array, so the same bits."""
    x = np.array(x, dtype=np.float64)[:, None]
    return float(x.std(axis=0, ddof=1)[0]) if len(x) > 1 else 0.0


def _stratum_sds(values: pa.Table, strata: list[str], names: list[str]) -> pa.Table:
    """Each stratum's strata values and ``__sdc_sd<i>``, the sd (:func:`_sd`) of
    variable i's non-missing values in record-id order, from ``values``
    (``sql/protect/noise/values.sql``: the records sorted by stratum, then id)."""
    n = values.num_rows
    starts = np.zeros(1 if n else 0, dtype=np.int64)
    if strata and n > 1:
        new = np.zeros(n - 1, dtype=bool)
        for s in strata:
            col = values.column(s)
            if pa.types.is_floating(col.type):      # -0.0 is SQL's 0.0 (x + 0.0 is +0.0)
                col = pc.add(col, 0.0)
            codes = pc.dictionary_encode(col).combine_chunks().indices
            c = np.asarray(codes.fill_null(-1).to_numpy(), dtype=np.int64)
            new |= c[1:] != c[:-1]
        starts = np.concatenate([starts, np.flatnonzero(new) + 1])
    ends = np.append(starts[1:], n)
    cols: dict[str, Any] = {s: values.column(s).take(pa.array(starts)) for s in strata}
    for i, v in enumerate(names):
        x = _floats(values.column(v))
        cols[f"__sdc_sd{i}"] = pa.array(
            [_sd(part[~np.isnan(part)]) for part in (x[a:b] for a, b in zip(starts, ends,
                                                                               strict=True))],
            pa.float64())
    return pa.table(cols)


def _streamed(problem: ProblemInterface, names: list[str], method: str, seed: int,
              share: float, zeros: bool, sign: bool, details: dict[str, Any]) -> Perturbed:
    """Additive or multiplicative noise row-wise (DuckDB): each stratum's sd from
    ``sql/protect/noise/values.sql``, the records with their sd through ``map_batches``
    (``sql/protect/noise/records.sql``)."""
    engine = problem.engine
    counts = check_ids(problem)
    rid = record_id(problem)
    strata = list(problem.spec.strata)
    if method == "additive":
        cols = _stratum_sds(engine.fetch_arrow(engine.render(
            "protect/noise/values.sql", keyed=problem.keyed, id=rid, strata=strata,
            variables=names)), strata, names)
        sd = problem.create_from_arrow(problem.name("noise_sd"), cols)
        source = engine.render("protect/noise/records.sql", keyed=problem.keyed, id=rid,
                               strata=strata, variables=names, sd=sd)
    else:
        source = engine.render("protect/draws/records.sql", keyed=problem.keyed, id=rid,
                               strata=[], variables=names, ordered=False)
    schema = pa.schema([pa.field("__sdc_id", pa.int64())]
                       + [pa.field(v, pa.float64()) for v in names])

    def run(table: pa.Table) -> pa.Table:
        ids = np.asarray(table.column("__sdc_id").to_numpy(), dtype=np.int64)
        out = [pa.array(ids, pa.int64())]
        for i, v in enumerate(names):
            x = _floats(table.column(v))
            new = x.copy()
            ok = ~np.isnan(x)
            xo = x[ok]
            e = normal(seed, ids[ok], kernels.STEP, v)
            if method == "additive":
                sd_ = _floats(table.column(f"__sdc_sd{i}"))[ok]
                new[ok] = np.where(zeros & (xo == 0), 0.0, xo + share * sd_ * e)
            else:
                new[ok] = xo * (1.0 + share * e)
            if sign:        # without it _kept returns the values as they are
                new[ok] = _kept(xo, new[ok], sign, False)
            out.append(pa.array(new, pa.float64(), mask=np.isnan(new)))
        return pa.Table.from_arrays(out, schema=schema)

    treated = problem.map_batches(problem.name("noise_treated"), source, run, schema)
    return finish(problem, "noise", names, treated, seed=seed, numeric_out=True,
                  details=details, counts=counts, ranges=True)
