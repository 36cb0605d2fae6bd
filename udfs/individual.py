"""Individual risk under the negative-binomial model, and the peers' compatibility modes.

For a cell with sample frequency ``f`` (real, > 0) and estimated population
frequency ``Fk`` (sum of weights), ``p = f / Fk`` and the individual risk is

    r(f, p) = E(1/F | f) = p * integral_0^1 u^(f-1) / (p + (1-p) u) du
            = (p^f / f) 2F1(f, f; f+1; 1-p)          (seed 000, section 3.3, formula 11)
            = (p / f)   2F1(1, 1; f+1; 1-p)          (Pfaff; seed 000 section 3.4)

``risk_exact`` evaluates it to relative error below 1e-12 for every real ``f > 0`` and
``0 < p <= 1`` (the derivations, error bounds and branch map are in
docs/risk/individual.md).  Everything is numpy-vectorised: the only Python loops run
over a fixed, small number of series terms (or over fixed-size blocks of cells).

The compatibility modes reproduce what the peers compute, defects included:

* ``risk_argus2002`` -- seed 002 section 5.1, formulas (2), (4), (4a), (4b), (5).
* ``risk_argus``     -- mu-Argus's core: seed 000 section 3.4 closed forms for f = 1, 2, 3,
  formula (14) for f >= 4, ``1/f`` where ``Fk <= fk``.
* ``risk_sdcmicro``  -- sdcMicro ``measure_risk`` default (see reference vectors R1-R4).

Note: ``scipy.special.hyp2f1`` returns inf/nan for f >= 100 at small p; it is not used.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from sdcsql.errors import InputError

__all__ = [
    "METHODS",
    "risk_exact",
    "risk_argus2002",
    "risk_argus",
    "risk_sdcmicro",
    "individual_risk",
    "risk_udf",
    "register_risk_udfs",
    "compat_error_table",
    "compat_error_markdown",
]

METHODS: tuple[str, ...] = ("exact", "argus", "argus2002", "sdcmicro")

ArrayLike = npt.ArrayLike
FloatArray = npt.NDArray[np.float64]

# ---------------------------------------------------------------------------
# Branch constants of the exact evaluation (see docs/risk/individual.md, "Branch map").
# ---------------------------------------------------------------------------
_F_WATSON = 50.0  # f >= this: Watson expansion (uniform in p)
_N_WATSON = 12  # terms of the Watson expansion; bound D_12 * f / (f-1)^13 <= 4.0e-18
_N_QSERIES = 56  # terms of the Pfaff q-series (used where its tail bound is <= 2^-56)
_P_XSERIES_MIN = 0.1  # the small-x series is always used for p <= 0.1 (x <= 1/9)
_N_PSERIES = 64  # terms of the p-series in the fractional-f base value (p <= 1/2)
_TRUNC_TOL = 2.0**-56  # truncation target of the small-x series (relative)
_BLOCK = 1 << 15  # cells per block (keeps the work arrays in cache)


def _logistic_derivative_coefficients(n_terms: int) -> np.ndarray:
    """Integer coefficients a[n, k] with d^n sigma / dt^n = sum_k a[n, k] sigma^k.

    sigma(t) is the logistic function, sigma' = sigma (1 - sigma).  Row n holds the
    polynomial P_n of degree n + 1; column 0 (the constant term) is always zero.
    """
    rows: list[list[int]] = [[0, 1]]
    for _ in range(1, n_terms):
        c = rows[-1]
        d = [k * c[k] for k in range(1, len(c))]
        out = [0] * (len(d) + 2)
        for i, a in enumerate(d):  # multiply the derivative by sigma - sigma^2
            out[i + 1] += a
            out[i + 2] -= a
        rows.append(out)
    width = n_terms + 1
    mat = np.zeros((n_terms, width), dtype=np.float64)
    for n, row in enumerate(rows):
        mat[n, : len(row)] = row  # all entries are integers < 2^53: exact in float64
    return mat


# _WATSON_AT[k - 1, n] = a[n, k]: transposed for C = _WATSON_AT @ U with U[n] = u^(n+1).
_WATSON_AT = np.ascontiguousarray(_logistic_derivative_coefficients(_N_WATSON)[:, 1:].T)


def _qseries_tail_log_bound(f: float, p: float, n_terms: int = _N_QSERIES) -> float:
    """log of the bound on the relative tail of the q-series after n_terms terms.

    t_N = N! q^N / (f+1)_N; tail = sum_{n>=N} t_n <= t_N * min(1/p, (f+N)/(f-1)) and the
    sum is >= 1 (docs/risk/individual.md, "Pfaff series in q").
    """
    n = n_terms
    q = 1.0 - p
    log_t = n * math.log(q) + math.lgamma(n + 1) + math.lgamma(f + 1) - math.lgamma(f + n + 1)
    factor = 1.0 / p if f <= 1.0 else min(1.0 / p, (f + n) / (f - 1.0))
    return log_t + math.log(factor)


def _qseries_switch_table() -> np.ndarray:
    """_P_SWITCH[k]: for floor(f) = k < 50, the q-series is used where p > _P_SWITCH[k].

    The smallest p (bisection, rounded up) at which the q-series tail bound for f = k is
    below 2^-56, raised to at least _P_XSERIES_MIN; k = 0 uses 1/2.  The tail bound
    decreases in f, so floor(f) is conservative for fractional f.
    """
    target = -56.0 * math.log(2.0)
    table = np.empty(int(_F_WATSON))
    table[0] = 0.5
    for k in range(1, table.size):
        lo, hi = 1e-300, 0.5
        if _qseries_tail_log_bound(k, lo) <= target:
            hi = lo
        for _ in range(200):
            if hi - lo <= 1e-12:
                break
            mid = 0.5 * (lo + hi)
            if _qseries_tail_log_bound(k, mid) <= target:
                hi = mid
            else:
                lo = mid
        table[k] = max(hi, _P_XSERIES_MIN)
    return table


_P_SWITCH = _qseries_switch_table()
_ONE_MINUS = float(np.nextafter(1.0, 0.0))


# ---------------------------------------------------------------------------
# The three representations of the exact risk (each on 1-d float64 arrays)
# ---------------------------------------------------------------------------
def _watson(f: FloatArray, p: FloatArray) -> FloatArray:
    """r = sum_{n < N} P_n(p) / f^(n+1): Watson's lemma on r = int_0^inf e^(-f t) sigma(t) dt."""
    u = 1.0 / f
    powers = np.empty((_N_WATSON, f.size))
    powers[0] = u
    for n in range(1, _N_WATSON):
        np.multiply(powers[n - 1], u, out=powers[n])
    c = _WATSON_AT @ powers  # c[k - 1] = sum_n a[n, k] u^(n+1)
    r = c[_N_WATSON - 1] * p
    for k in range(_N_WATSON - 2, -1, -1):  # Horner in p
        r += c[k]
        r *= p
    return r


def _qseries(f: FloatArray, p: FloatArray) -> FloatArray:
    """r = (p/f) sum_{n<56} n! q^n / (f+1)_n: the all-positive Pfaff series in q = 1 - p."""
    q = 1.0 - p
    term = np.ones_like(f)
    total = np.ones_like(f)
    for n in range(1, _N_QSERIES):
        term *= q
        term *= n / (f + n)
        total += term
    return p / f * total


def _y_minus_sin(y: FloatArray) -> FloatArray:
    """y - sin(y) without cancellation (Taylor series for y <= 1)."""
    out = y - np.sin(y)
    small = y <= 1.0
    if np.any(small):
        ys = y[small]
        y2 = ys * ys
        term = ys * y2 / 6.0
        acc = term.copy()
        for j in range(2, 12):  # remainder < 1/25! < 1e-25 relative
            term = term * (-y2 / ((2 * j) * (2 * j + 1)))
            acc += term
        out[small] = acc
    return out


def _base_fractional(s: FloatArray, p: FloatArray) -> FloatArray:
    """I_s(x) = int_0^1 u^(s-1) / (u + x) du for non-integer s in (0, 3/2), x = p/q <= 1.

    Connection formula with eps = 1 - s, rearranged so that no term cancels
    (docs/risk/individual.md, "Fractional base value"):

        I_s = g expm1(eps ln(1/x)) / eps + (g - 1) / eps + sum_{j>=1} c_{j-1} p^j / (j + eps),
        g = pi eps / sin(pi eps),  c_j = j! / (1+eps)_j  (c_0 = 1).

    The first and last pieces are positive; (g-1)/eps is positive for eps > 0 and
    small (|.| < 1.2) for eps < 0.  N terms with 16 max(p)^N <= 2^-56 (at most 64).
    """
    eps = 1.0 - s
    aeps = np.abs(eps)
    y = np.pi * aeps
    # sin(pi |eps|) = sin(pi s) for eps in (1/2, 1): use the smaller argument.
    sin_y = np.sin(np.pi * np.minimum(aeps, s))
    g = y / sin_y
    gm1 = np.where(y <= 1.0, _y_minus_sin(y) / sin_y, g - 1.0)
    lnx_inv = np.log1p(-p) - np.log(p)  # ln(1/x) = ln(q/p) >= 0
    acc = np.zeros_like(p)
    c = np.ones_like(p)  # c_{j-1}
    pw = np.ones_like(p)
    # Terms are <= 1.8 sqrt(j) p^j / (j - 1/2) and I_s >= 1/3: 16 p_max^N <= 2^-56 is enough.
    p_max = float(p.max())
    n_terms = _N_PSERIES
    if p_max < 0.5:
        n_terms = min(_N_PSERIES, math.ceil((56 * math.log(2) + math.log(16)) / -math.log(p_max)))
    for j in range(1, n_terms + 1):
        pw *= p
        acc += c * pw / (j + eps)
        c *= j / (j + eps)
    return g * np.expm1(eps * lnx_inv) / eps + gm1 / eps + acc


def _xseries(f: FloatArray, p: FloatArray) -> FloatArray:
    """r = x I_f(x), x = p/q <= 1, via I_f = sum_{k<m} (-x)^k/(f-1-k) + (-x)^m I_{f-m}.

    Integer f: m = f - 1 and I_1 = ln(1/p) (the closed forms of seed 000 section 3.4,
    generalised).  Non-integer f: m = max(0, floor(f - 1/2)) and I_{f-m} from
    _base_fractional.
    Where x is small the sum is truncated after K terms instead (remainder bound
    x^K f (1+x) / (f-K-1), relative).
    """
    q = 1.0 - p
    x = p / q
    fl = np.floor(f)
    is_int = fl == f
    m = np.where(is_int, f - 1.0, np.maximum(np.floor(f - 0.5), 0.0))
    lnx = np.log(x)
    with np.errstate(divide="ignore", invalid="ignore"):
        k_need = np.ceil((math.log(_TRUNC_TOL) - np.log(2.0 * f)) / lnx)
    trunc = (lnx < 0.0) & (k_need <= f - 2.0) & (k_need < m)
    n = np.where(trunc, k_need, m).astype(np.uint8)

    order = np.argsort(n, kind="stable")  # radix sort on uint8
    counts = np.bincount(n, minlength=1)
    starts = np.cumsum(counts)  # starts[k] = number of cells with n <= k
    xs = x[order]
    fm1 = f[order] - 1.0
    acc = np.zeros_like(xs)
    pw = np.ones_like(xs)
    negx = -xs
    for k in range(counts.size - 1):
        lo = int(starts[k])
        acc[lo:] += pw[lo:] / (fm1[lo:] - k)
        pw[lo:] *= negx[lo:]
    tail_pw = np.empty_like(pw)
    tail_pw[order] = pw
    total = np.empty_like(acc)
    total[order] = acc

    base = -np.log(p)  # I_1(x) = ln(1 + 1/x) = ln(1/p)
    frac = ~is_int & ~trunc
    if np.any(frac):
        base[frac] = _base_fractional(f[frac] - m[frac], p[frac])
    total += np.where(trunc, 0.0, tail_pw * base)
    return x * total


def _exact_block(f: FloatArray, p: FloatArray) -> FloatArray:
    """Exact risk for valid cells (f > 0, 0 < p <= 1), 1-d float64 arrays."""
    out = np.empty_like(p)
    watson = f >= _F_WATSON
    fl = np.floor(f)
    idx = np.minimum(fl, _F_WATSON - 1.0).astype(np.intp)
    p_switch = _P_SWITCH[idx]
    # f = 1: the closed form -p ln(p)/q is accurate for every p < 1 (p = 1 goes to the
    # q-series, which gives 1/f exactly); fractional f: the x-series base value needs p <= 1/2.
    p_switch = np.where(
        f == 1.0, _ONE_MINUS, np.where(fl == f, p_switch, np.minimum(p_switch, 0.5))
    )
    qser = ~watson & (p > p_switch)
    xser = ~watson & ~qser
    for mask, fn in ((watson, _watson), (qser, _qseries), (xser, _xseries)):
        if mask.all():
            return fn(f, p)
        if mask.any():
            out[mask] = fn(f[mask], p[mask])
    return out


def _as_float_pair(f: ArrayLike, p: ArrayLike) -> tuple[FloatArray, FloatArray, tuple[int, ...]]:
    fa, pa_ = np.broadcast_arrays(np.asarray(f, dtype=np.float64), np.asarray(p, dtype=np.float64))
    return fa.ravel(), pa_.ravel(), fa.shape


def risk_exact(f: ArrayLike, p: ArrayLike) -> FloatArray:
    """Exact individual risk r(f, p) = E(1/F | f) under the negative-binomial model.

    Seed 000 section 3.3, formulas (3)-(11); relative error below 1e-12 for every
    real ``f > 0`` and ``0 < p <= 1`` (docs/risk/individual.md).  ``p = 1`` gives ``1/f``;
    ``p = 0`` gives 0 (the limit).  Cells with ``f <= 0``, ``p < 0``, ``p > 1`` or NaN give
    NaN: clamp ``p`` first (``individual_risk`` does).
    """
    fa, pa_, shape = _as_float_pair(f, p)
    out = np.full(fa.shape, np.nan)
    valid = (fa > 0.0) & np.isfinite(fa) & (pa_ > 0.0) & (pa_ <= 1.0)
    out[(pa_ == 0.0) & (fa > 0.0)] = 0.0
    if valid.all():
        idx = None
        fv, pv = fa, pa_
    else:
        idx = np.flatnonzero(valid)
        fv, pv = fa[idx], pa_[idx]
    res = np.empty_like(fv)
    for lo in range(0, fv.size, _BLOCK):
        hi = lo + _BLOCK
        res[lo:hi] = _exact_block(fv[lo:hi], pv[lo:hi])
    if idx is None:
        out = res
    else:
        out[idx] = res
    return out.reshape(shape)


# ---------------------------------------------------------------------------
# Compatibility modes
# ---------------------------------------------------------------------------
def _require_integer(f: FloatArray, method: str) -> None:
    finite = np.isfinite(f)
    if np.any(finite & (np.floor(f) != f)):
        raise InputError(
            f"method={method!r} reproduces mu-Argus, whose frequencies are integer counts; "
            "got a fractional fk (alpha-weighted missing values). Use method='exact' "
            "(or 'sdcmicro') for fractional frequencies."
        )


def risk_argus2002(f: ArrayLike, p: ArrayLike) -> FloatArray:
    """Seed 002 section 5.1 exactly as printed (integer f only).

    f = 1: (4a) p/(1-p) log(1/p);  f = 2: (4b) p/(1-p) - (p/(1-p))^2 log(1/p);
    3 <= f <= 40: formula (2) with A_0 and B_l of (4);  f > 40: approximation (5)
    p / (f - (1-p)).  Where p >= 1 (Fk <= fk) it returns 1/f (the formulas are 0/0
    there).  Formula (2) overflows for small p and large f (inf/NaN): that is the
    printed formula's behaviour in double precision, kept on purpose.
    """
    fa, pa_, shape = _as_float_pair(f, p)
    _require_integer(fa, "argus2002")
    out = np.full(fa.shape, np.nan)
    with np.errstate(all="ignore"):
        odds = pa_ / (1.0 - pa_)
        linv = np.log(1.0 / pa_)
        out = np.where(fa == 1.0, odds * linv, out)
        out = np.where(fa == 2.0, odds - odds * odds * linv, out)
        out = np.where(fa > 40.0, pa_ / (fa - (1.0 - pa_)), out)
        mid = (fa >= 3.0) & (fa <= 40.0)
        if np.any(mid):
            fm, pm = fa[mid], pa_[mid]
            a0 = (pm ** (1.0 - fm) - 1.0) / (fm - 1.0)
            inner = np.ones_like(pm)
            prod = np.ones_like(pm)
            sign = -1.0
            for j in range(0, 38):  # j = 0 .. f-3, f <= 40
                active = j <= fm - 3.0
                if not np.any(active):
                    break
                lj = float(j)
                b = ((fm - 1.0 - lj) ** 2 / ((lj + 1.0) * (fm - 2.0 - lj))) * (
                    (pm ** (lj + 2.0 - fm) - 1.0) / (pm ** (lj + 1.0 - fm) - 1.0)
                )
                prod = np.where(active, prod * b, prod)
                inner = np.where(active, inner + sign * prod, inner)
                sign = -sign
            val = (pm / (1.0 - pm)) ** fm * (a0 * inner + (-1.0) ** fm * np.log(pm))
            out[mid] = val
        out = np.where(pa_ >= 1.0, 1.0 / fa, out)
        out = np.where((fa > 0) & np.isfinite(pa_) & (pa_ > 0), out, np.nan)
    return out.reshape(shape)


def risk_argus(f: ArrayLike, p: ArrayLike) -> FloatArray:
    """mu-Argus's core computation (integer f only).

    f = 1, 2, 3: the closed forms of seed 000 section 3.4,
        r1 = -p log(p) / q,  r2 = p/q^2 (p log p + q),  r3 = p/(2 q^3) (q (3q - 2) - 2 p^2 log p);
    f >= 4: formula (14), p/f * sum_{n=0}^{7} n! q^n / ((f+1)...(f+n));
    p >= 1 (Fk <= fk): 1/f.
    """
    fa, pa_, shape = _as_float_pair(f, p)
    _require_integer(fa, "argus")
    with np.errstate(all="ignore"):
        q = 1.0 - pa_
        lp = np.log(pa_)
        r1 = -pa_ * lp / q
        r2 = pa_ / (q * q) * (pa_ * lp + q)
        r3 = pa_ / (2.0 * q**3) * (q * (3.0 * q - 2.0) - 2.0 * pa_ * pa_ * lp)
        term = np.ones_like(pa_)
        total = np.ones_like(pa_)
        for n in range(1, 8):
            term = term * (n * q / (fa + n))
            total = total + term
        r14 = pa_ / fa * total
        out = np.select([fa == 1.0, fa == 2.0, fa == 3.0, fa >= 4.0], [r1, r2, r3, r14], np.nan)
        out = np.where(pa_ >= 1.0, 1.0 / fa, out)
        out = np.where((fa > 0) & np.isfinite(pa_) & (pa_ > 0), out, np.nan)
    return out.reshape(shape)


def risk_sdcmicro(f: ArrayLike, p: ArrayLike) -> FloatArray:
    """sdcMicro ``measure_risk`` default, defects included (reference vectors R1-R4).

    p == 1 (fk == Fk): 1/f;  f == 1: p/(1-p) log(1/p);  f == 2: p/(1-p) - (p/(1-p))^2
    log(1/p);  f > 2: p / (f - (1-p));  any other f (fractional f < 2) falls through
    to 0 (R2).  p > 1 is not guarded (R4: f = 2, p = 2 gives 0.7725887).
    """
    fa, pa_, shape = _as_float_pair(f, p)
    with np.errstate(all="ignore"):
        odds = pa_ / (1.0 - pa_)
        linv = np.log(1.0 / pa_)
        out = np.select(
            [pa_ == 1.0, fa == 1.0, fa == 2.0, fa > 2.0],
            [1.0 / fa, odds * linv, odds - odds * odds * linv, pa_ / (fa - (1.0 - pa_))],
            0.0,
        )
        out = np.where(np.isnan(fa) | np.isnan(pa_), np.nan, out)
    return out.reshape(shape)


_KERNELS: dict[str, Callable[[ArrayLike, ArrayLike], FloatArray]] = {
    "exact": risk_exact,
    "argus": risk_argus,
    "argus2002": risk_argus2002,
    "sdcmicro": risk_sdcmicro,
}


def _check_method(method: str) -> None:
    if method not in _KERNELS:
        raise InputError(
            f"unknown risk method {method!r}; valid methods are: {', '.join(METHODS)}"
        )


def individual_risk(fk: ArrayLike, Fk: ArrayLike, method: str = "exact") -> tuple[FloatArray, int]:  # noqa: N803
    """Individual risk per cell from the sample frequency fk and the weight sum Fk.

    Returns ``(risk, n_over)`` where ``n_over`` counts cells with ``fk > Fk`` (p > 1).
    Methods "exact", "argus" and "argus2002" clamp those to p = 1 (risk 1/fk); the
    caller should warn.  "sdcmicro" leaves them unguarded, as sdcMicro does (R4).
    Raises InputError for an unknown method or for fk, Fk that are not finite and > 0.
    """
    _check_method(method)
    f = np.asarray(fk, dtype=np.float64)
    w = np.asarray(Fk, dtype=np.float64)
    if np.any(~np.isfinite(f) | (f <= 0.0)):
        raise InputError("fk must be finite and > 0 for every cell (sample frequency)")
    if np.any(~np.isfinite(w) | (w <= 0.0)):
        raise InputError(
            "Fk (sum of weights of the cell) must be finite and > 0 for every cell; "
            "zero or missing weights give no population estimate"
        )
    with np.errstate(over="ignore"):
        p = f / w
    over = p > 1.0
    n_over = int(np.count_nonzero(over))
    if method != "sdcmicro" and n_over:
        p = np.where(over, 1.0, p)
    return _KERNELS[method](f, p), n_over


# ---------------------------------------------------------------------------
# DuckDB Arrow UDFs
# ---------------------------------------------------------------------------
def risk_udf(method: str = "exact") -> Callable[[Any, Any], Any]:
    """An Arrow UDF ``(fk, Fk) -> risk`` (float64) for ``create_function(..., type="arrow")``.

    Nulls in either argument give a null result.  p > 1 is clamped to 1 silently
    (except in "sdcmicro" mode): count ``fk > Fk`` in SQL if you need the warning.
    """
    _check_method(method)
    import pyarrow as pa
    import pyarrow.compute as pc

    def _as_f64(a: Any) -> Any:
        if isinstance(a, pa.ChunkedArray):
            a = a.combine_chunks()
        return a if a.type == pa.float64() else pc.cast(a, pa.float64())

    def _udf(fk: Any, Fk: Any) -> Any:  # noqa: N803
        fk = _as_f64(fk)
        Fk = _as_f64(Fk)
        if fk.null_count == 0 and Fk.null_count == 0:
            res, _ = individual_risk(
                fk.to_numpy(zero_copy_only=False), Fk.to_numpy(zero_copy_only=False), method
            )
            return pa.array(res, type=pa.float64())
        null = pc.or_(pc.is_null(fk), pc.is_null(Fk)).to_numpy(zero_copy_only=False)
        ok = ~null
        f = fk.to_numpy(zero_copy_only=False)
        w = Fk.to_numpy(zero_copy_only=False)
        res = np.zeros(f.shape)
        if np.any(ok):
            res[ok], _ = individual_risk(f[ok], w[ok], method)
        return pa.array(res, type=pa.float64(), mask=null)

    _udf.__name__ = f"sdc_risk_udf_{method}"
    return _udf


def register_risk_udfs(con: Any) -> None:
    """Register ``sdc_risk_udf(fk, Fk)`` (exact) and ``sdc_risk_udf_<method>`` on ``con``."""
    from duckdb import sqltypes

    dbl = sqltypes.DOUBLE
    names = [("sdc_risk_udf", "exact")] + [(f"sdc_risk_udf_{m}", m) for m in METHODS]
    for name, method in names:
        try:
            con.remove_function(name)
        except Exception:  # noqa: BLE001 - not registered yet
            pass
        con.create_function(
            name,
            risk_udf(method),
            [dbl, dbl],
            dbl,
            type="arrow",
            null_handling="special",
            exception_handling="default",
            side_effects=False,
        )


# ---------------------------------------------------------------------------
# Accuracy of the compatibility modes (the table in docs/risk/individual.md)
# ---------------------------------------------------------------------------
DEFAULT_TABLE_F: tuple[float, ...] = (1, 2, 3, 4, 5, 10, 20, 40, 41, 100, 1000)


def compat_error_table(
    fs: Sequence[float] = DEFAULT_TABLE_F,
    p_grid: ArrayLike | None = None,
) -> list[dict[str, float]]:
    """Max relative error of each compatibility mode vs ``risk_exact``, per f, over p_grid.

    The default p grid is log-spaced, 4 points per decade from 1e-12 to 1.  A mode
    that yields inf/NaN somewhere gets ``inf`` (and the count in ``<method>_nonfinite``).
    """
    grid = np.logspace(-12, 0, 49) if p_grid is None else np.asarray(p_grid, dtype=np.float64)
    rows: list[dict[str, float]] = []
    for f in fs:
        ff = np.full(grid.shape, float(f))
        ex = risk_exact(ff, grid)
        row: dict[str, float] = {"f": float(f)}
        for name, fn in (
            ("argus2002", risk_argus2002),
            ("argus", risk_argus),
            ("sdcmicro", risk_sdcmicro),
        ):
            with np.errstate(all="ignore"):
                val = fn(ff, grid)
                rel = np.abs(val - ex) / ex
            bad = ~np.isfinite(rel)
            row[name] = float("inf") if bad.any() else float(rel.max())
            row[f"{name}_nonfinite"] = float(bad.sum())
        rows.append(row)
    return rows


def compat_error_markdown(fs: Sequence[float] = DEFAULT_TABLE_F) -> str:
    """The table of ``compat_error_table`` as Markdown."""

    def fmt(v: float, nonfinite: float) -> str:
        if math.isinf(v):
            return f"inf/NaN at {int(nonfinite)} of 49 p"
        return f"{v:.1e}"

    lines = [
        "| f | argus2002 | argus | sdcmicro |",
        "|---:|---:|---:|---:|",
    ]
    for row in compat_error_table(fs):
        cells = [fmt(row[m], row[f"{m}_nonfinite"]) for m in ("argus2002", "argus", "sdcmicro")]
        lines.append(f"| {row['f']:g} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
