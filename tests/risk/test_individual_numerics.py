"""Accuracy and behaviour of the individual-risk numerics (sdcsql.udfs.individual).

References are computed here at 50 significant digits with mpmath:

* integer f = 1..200: the recurrence I_{f+1} = 1/f - x I_f, x = p/(1-p), r = x I_f,
  run forwards from I_1 = ln(1/p) where x <= 1 (stable) and backwards from f = 200
  where x > 1 (stable in that direction);
* large and fractional f: r = (1/f) 2F1(1, f; f+1; -(1-p)/p) (mpmath.hyp2f1).

Both are cross-checked against two other 50-digit formulas, (p/f) 2F1(1, 1; f+1; 1-p)
and the Laplace-form integral (1/f) int_0^inf e^-v sigma(v/f) dv (mpmath.quad).
"""

from __future__ import annotations

import csv
import math
from functools import cache

import duckdb
import mpmath as mp
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql.errors import InputError
from sdcsql.udfs.individual import (
    METHODS,
    compat_error_table,
    individual_risk,
    register_risk_udfs,
    risk_argus,
    risk_argus2002,
    risk_exact,
    risk_sdcmicro,
    risk_udf,
)

from ..conftest import shared_file

DPS = 50
P_GRID = np.logspace(-12, 0, 49)  # 4 points per decade, 1e-12 .. 1
F_INTEGER_MAX = 200
F_LARGE = (500.0, 1000.0, 1e4, 1e6)
F_FRACTIONAL = (0.5, 1.2, 1.5, 2.1, 3.1)
TOL_EXACT = 1e-12


# ---------------------------------------------------------------------------
# 50-digit references
# ---------------------------------------------------------------------------
def _mp_hyp_euler(f: float, p: float) -> mp.mpf:
    """(1/f) 2F1(1, f; f+1; -(1-p)/p)."""
    with mp.workdps(DPS):
        fm, pm = mp.mpf(f), mp.mpf(p)
        if pm == 1:
            return 1 / fm
        return mp.hyp2f1(1, fm, fm + 1, -(1 - pm) / pm) / fm


def _mp_hyp_pfaff(f: float, p: float) -> mp.mpf:
    """(p/f) 2F1(1, 1; f+1; 1-p)."""
    with mp.workdps(DPS):
        fm, pm = mp.mpf(f), mp.mpf(p)
        return pm / fm * mp.hyp2f1(1, 1, fm + 1, 1 - pm, maxterms=10**6)


def _mp_quad(f: float, p: float) -> mp.mpf:
    """(1/f) int_0^inf e^-v sigma(v/f) dv, sigma(t) = 1 / (1 + e^-t (1-p)/p)."""
    with mp.workdps(DPS):
        fm, pm = mp.mpf(f), mp.mpf(p)
        if pm == 1:
            return 1 / fm
        x = pm / (1 - pm)
        t0 = fm * mp.log(1 / x) if x < 1 else mp.mpf(0)
        pts = [mp.mpf(0)] + ([t0] if t0 > 0 else []) + [mp.inf]
        return mp.quad(lambda v: mp.exp(-v) / (1 + mp.exp(-v / fm) / x), pts) / fm


@cache
def _mp_integer_column(p: float, fmax: int = F_INTEGER_MAX) -> tuple[mp.mpf, ...]:
    """(r(1, p), ..., r(fmax, p)) at 50 digits via the three-term recurrence."""
    with mp.workdps(DPS + 10):
        pm = mp.mpf(p)
        if pm == 1:
            return tuple(1 / mp.mpf(f) for f in range(1, fmax + 1))
        x = pm / (1 - pm)
        i_vals: list[mp.mpf] = [mp.mpf(0)] * (fmax + 1)
        if x <= 1:
            i_vals[1] = -mp.log(pm)
            for f in range(1, fmax):
                i_vals[f + 1] = 1 / mp.mpf(f) - x * i_vals[f]
        else:
            i_vals[fmax] = _mp_hyp_euler(fmax, p) / x
            for f in range(fmax, 1, -1):
                i_vals[f - 1] = (1 / mp.mpf(f - 1) - i_vals[f]) / x
        return tuple(x * i_vals[f] for f in range(1, fmax + 1))


def _rel_err(got: float, ref: mp.mpf) -> float:
    return float(abs((mp.mpf(got) - ref) / ref))


# ---------------------------------------------------------------------------
# The references agree with each other
# ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("f", "p"),
    [
        (1, 1e-12),
        (2, 0.3),
        (7, 0.5),
        (50, 1e-5),
        (150, 0.97),
        (200, 1e-12),
        (1e6, 1e-12),
        (1e6, 0.1),
        (0.5, 1e-9),
        (2.1, 0.4),
        (3.1, 0.9),
    ],
)
def test_references_agree(f: float, p: float) -> None:
    a = _mp_hyp_euler(f, p)
    b = _mp_quad(f, p)
    with mp.workdps(DPS):
        assert abs((a - b) / a) < mp.mpf(10) ** -40
        if f < 1000:
            c = _mp_hyp_pfaff(f, p)
            assert abs((a - c) / a) < mp.mpf(10) ** -40
        if f == int(f) and f <= F_INTEGER_MAX:
            d = _mp_integer_column(p)[int(f) - 1]
            assert abs((a - d) / a) < mp.mpf(10) ** -40


# ---------------------------------------------------------------------------
# risk_exact against the references
# ---------------------------------------------------------------------------
def test_exact_integer_f_grid() -> None:
    fs = np.arange(1, F_INTEGER_MAX + 1, dtype=np.float64)
    worst = (0.0, 0.0, 0.0)
    for p in P_GRID:
        got = risk_exact(fs, np.full(fs.size, p))
        ref = _mp_integer_column(float(p))
        for f, g, r in zip(fs, got, ref, strict=True):
            e = _rel_err(float(g), r)
            if e > worst[0]:
                worst = (e, f, p)
    assert worst[0] <= TOL_EXACT, f"max relative error {worst[0]:.3e} at f={worst[1]}, p={worst[2]}"


@pytest.mark.parametrize("f", F_LARGE + F_FRACTIONAL)
def test_exact_large_and_fractional_f(f: float) -> None:
    got = risk_exact(np.full(P_GRID.size, f), P_GRID)
    errs = [_rel_err(float(g), _mp_hyp_euler(f, float(p)))
            for g, p in zip(got, P_GRID, strict=True)]
    k = int(np.argmax(errs))
    assert errs[k] <= TOL_EXACT, f"f={f}: relative error {errs[k]:.3e} at p={P_GRID[k]}"


@pytest.mark.parametrize("f", [1e-6, 0.999999, 1.000001, 1.999999999, 2.5, 17.3, 49.99, 50.01,
                               333.3])
def test_exact_more_real_f(f: float) -> None:
    ps = np.logspace(-12, 0, 13)
    got = risk_exact(np.full(ps.size, f), ps)
    errs = [_rel_err(float(g), _mp_hyp_euler(f, float(p))) for g, p in zip(got, ps, strict=True)]
    assert max(errs) <= TOL_EXACT


def test_exact_branch_boundaries() -> None:
    """p just around the switch points and near 1, f around the Watson switch at 50."""
    ps = np.array(
        [0.1, np.nextafter(0.1, 1), 0.2, 0.3, 0.4, np.nextafter(0.5, 0), 0.5, np.nextafter(0.5, 1)]
        + [0.6, 0.9, 1 - 1e-6, 1 - 1e-12, np.nextafter(1.0, 0.0), 1.0]
    )
    fs = np.arange(1, F_INTEGER_MAX + 1, dtype=np.float64)
    for p in ps:
        got = risk_exact(fs, np.full(fs.size, p))
        ref = _mp_integer_column(float(p))
        errs = [_rel_err(float(g), r) for g, r in zip(got, ref, strict=True)]
        assert max(errs) <= TOL_EXACT, (p, max(errs))


def test_p_one_gives_one_over_f() -> None:
    fs = np.array([0.5, 1, 2, 3, 7.5, 49, 50, 51, 1000, 1e6])
    np.testing.assert_allclose(risk_exact(fs, 1.0), 1.0 / fs, rtol=1e-15)


def test_invalid_cells_give_nan_and_shapes_broadcast() -> None:
    out = risk_exact([0.0, -1.0, np.nan, 2.0, 2.0, 2.0], [0.5, 0.5, 0.5, np.nan, 1.5, -0.1])
    assert np.isnan(out).all()
    assert risk_exact(3.0, 0.0) == 0.0
    grid = risk_exact(np.array([[1.0], [2.0]]), np.array([0.1, 0.2, 0.3]))
    assert grid.shape == (2, 3)
    assert float(risk_exact(1, 0.5)) == pytest.approx(math.log(2), rel=1e-15)


# ---------------------------------------------------------------------------
# Seed 000 section 3.4 closed forms
# ---------------------------------------------------------------------------
def _closed_form(f: int, p, log):  # noqa: ANN001, ANN202 - works for float and mpf
    q = 1 - p
    if f == 1:
        return -log(p) * p / q
    if f == 2:
        return p / q**2 * (p * log(p) + q)
    return p / (2 * q**3) * (q * (3 * q - 2) - 2 * p**2 * log(p))


@pytest.mark.parametrize("f", [1, 2, 3])
def test_closed_forms_seed000(f: int) -> None:
    ps = P_GRID[P_GRID < 1]
    got = risk_exact(np.full(ps.size, float(f)), ps)
    # The closed forms at 50 digits are the same function everywhere ...
    for g, p in zip(got, ps, strict=True):
        with mp.workdps(DPS):
            ref = _closed_form(f, mp.mpf(float(p)), mp.log)
        assert _rel_err(float(g), ref) <= TOL_EXACT
    # ... and in double precision they agree where they do not cancel (p <= 1/2).
    low = ps <= 0.5
    np.testing.assert_allclose(got[low], _closed_form(f, ps[low], np.log), rtol=TOL_EXACT)


# ---------------------------------------------------------------------------
# Reference vectors R1-R4 (vectors.md)
# ---------------------------------------------------------------------------
R1_FK = [3, 1, 3, 1, 2, 2, 1, 3]
R1_FK_POP = [108, 45.5, 108, 17, 100, 100, 123.5, 108]
R1_SDCMICRO = [
    0.01369863, 0.08579129, 0.01369863, 0.17707583, 0.01877883, 0.01877883, 0.03931625, 0.01369863,
]


def test_r1_sdcmicro_and_exact() -> None:
    r, n_over = individual_risk(R1_FK, R1_FK_POP, "sdcmicro")
    assert n_over == 0
    np.testing.assert_allclose(r, R1_SDCMICRO, rtol=0, atol=5e-9)
    ex, _ = individual_risk(R1_FK, R1_FK_POP)
    np.testing.assert_allclose(ex[[0, 2, 7]], 0.01355297, rtol=0, atol=5e-9)
    ones_twos = [1, 3, 4, 5, 6]  # f = 1, 2: sdcMicro uses the exact closed forms
    np.testing.assert_allclose(ex[ones_twos], r[ones_twos], rtol=1e-14)


def test_r1_with_missing_values() -> None:
    fk = [3, 1, 4, 2, 3, 3, 1, 5]
    fk_pop = [108, 45.5, 125, 56, 151, 151, 123.5, 208]
    sdc = [0.013698630, 0.085791288, 0.010554090, 0.032466112, 0.009836066, 0.009836066,
           0.039316254, 0.005973716]
    exact = [0.013552968, 0.085791288, 0.010504889, 0.032466112, 0.009756889, 0.009756889,
             0.039316254, 0.005962551]
    np.testing.assert_allclose(individual_risk(fk, fk_pop, "sdcmicro")[0], sdc, rtol=0, atol=5e-10)
    np.testing.assert_allclose(individual_risk(fk, fk_pop, "exact")[0], exact, rtol=0, atol=5e-10)


@pytest.mark.parametrize(
    ("fk", "fk_pop", "expected"),
    [
        ([3, 3, 2, 4], [70, 70, 70, 100], [0.020979021, 0.020979021, 0.026336204, 0.013157895]),
        ([1, 2, 1, 3], [10, 30, 30, 80], [0.255842788, 0.057611989, 0.117282668, 0.018404908]),
        ([1.2, 2.1, 1.1, 3.1], [16, 34, 34, 82], [0.0, 0.053164557, 0.0, 0.017683970]),
    ],
    ids=["alpha1", "alpha0", "alpha0.1"],
)
def test_r2_alpha_weighting_sdcmicro(fk, fk_pop, expected) -> None:  # noqa: ANN001
    r, _ = individual_risk(fk, fk_pop, "sdcmicro")
    np.testing.assert_allclose(r, expected, rtol=0, atol=5e-10)


def test_r2_fractional_exact_against_mpmath() -> None:
    fk = np.array([1.2, 2.1, 1.1, 3.1, 2.5, 1.5])
    fk_pop = np.array([16, 34, 34, 82, 129.5, 65])
    r, _ = individual_risk(fk, fk_pop)
    for g, f, w in zip(r, fk, fk_pop, strict=True):
        p = float(f / w)
        assert _rel_err(float(g), _mp_hyp_euler(float(f), p)) <= TOL_EXACT
        assert _rel_err(float(g), _mp_quad(float(f), p)) <= TOL_EXACT
    assert (r > 0).all()  # sdcMicro's zeros are a defect


def test_r3_francdat() -> None:
    fk = [2, 2, 2, 1, 1, 1, 1, 2]
    fk_pop = [110, 84.5, 84.5, 17, 541, 8, 5, 110]
    expected = [0.0171442616, 0.0220423262, 0.0220423262, 0.1770758340, 0.0116544801,
                0.2970630774, 0.4023594781, 0.0171442616]
    for method in ("exact", "sdcmicro", "argus", "argus2002"):
        r, _ = individual_risk(fk, fk_pop, method)
        np.testing.assert_allclose(r, expected, rtol=0, atol=5e-11)
    r, _ = individual_risk(fk, fk_pop)
    assert float(r.sum()) == pytest.approx(0.9665260452, abs=5e-11)
    # with the missing values of seed 002, alpha = 1
    fk1 = [3, 2, 4, 3, 3, 2, 2, 3]
    pop1 = [149, 84.5, 194.5, 563, 566, 549, 22, 149]
    sdc1 = [0.009966777409, 0.022042326183, 0.006808510638, 0.002657218778, 0.002643171806,
            0.003581243194, 0.076021047272, 0.009966777409]
    np.testing.assert_allclose(individual_risk(fk1, pop1, "sdcmicro")[0], sdc1, rtol=0, atol=5e-13)


def test_r4_weights_below_one() -> None:
    fk = [2, 2, 1, 3, 3, 3, 2, 2]
    fk_pop = [1, 1, 1, 6, 6, 6, 2, 2]
    r, n_over = individual_risk(fk, fk_pop, "sdcmicro")
    np.testing.assert_allclose(r, [0.7725887] * 2 + [1.0] + [0.2] * 3 + [0.5] * 2,
                               rtol=0, atol=5e-8)
    assert n_over == 2
    for method in ("argus", "argus2002"):
        r, n_over = individual_risk(fk, fk_pop, method)
        assert n_over == 2
        np.testing.assert_allclose(r[:2], 0.5, rtol=1e-15)  # mu-Argus: 1/fk where Fk <= fk
        assert r[2] == 1.0 and r[6] == 0.5
    r, n_over = individual_risk(fk, fk_pop, "exact")
    assert n_over == 2
    np.testing.assert_allclose(r[:3], [0.5, 0.5, 1.0], rtol=1e-15)
    np.testing.assert_allclose(r[3:6], risk_exact(3, 0.5), rtol=1e-15)


def test_r4_zero_weights_refused() -> None:
    with pytest.raises(InputError, match="Fk"):
        individual_risk([1, 2, 2, 3, 3, 3], [0, 5, 5, 0, 0, 0], "sdcmicro")


# ---------------------------------------------------------------------------
# Data-set level sdcMicro reference outputs
# ---------------------------------------------------------------------------
def _read_records(name: str) -> dict[str, np.ndarray]:
    path = shared_file("reference", "datasets", f"{name}_records.csv")
    with path.open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    return {k: np.array([float(r[k]) for r in rows]) for k in ("fk", "Fk", "risk")}


@pytest.mark.parametrize("name", ["testdata_4keys", "francdat"])
def test_dataset_risk_column_sdcmicro(name: str) -> None:
    d = _read_records(name)
    r, n_over = individual_risk(d["fk"], d["Fk"], "sdcmicro")
    assert n_over == 0
    np.testing.assert_allclose(r, d["risk"], rtol=1e-9, atol=0)


# ---------------------------------------------------------------------------
# individual_risk: clamping, validation
# ---------------------------------------------------------------------------
def test_clamp_counts_cells_over_one() -> None:
    r, n_over = individual_risk([1, 2, 3, 4], [0.5, 4, 2, 100])
    assert n_over == 2
    np.testing.assert_allclose(r[[0, 2]], [1.0, 1 / 3], rtol=1e-15)
    np.testing.assert_allclose(r[[1, 3]], risk_exact([2, 4], [0.5, 0.04]), rtol=1e-15)
    _, n_none = individual_risk([2, 3], [4, 100])
    assert n_none == 0


def test_unknown_method_raises() -> None:
    with pytest.raises(InputError) as exc:
        individual_risk([1], [10], "mu-argus")
    msg = str(exc.value)
    assert "'mu-argus'" in msg
    for m in METHODS:
        assert m in msg
    with pytest.raises(InputError, match="'bogus'"):
        risk_udf("bogus")


@pytest.mark.parametrize("fk", [0, -1, np.nan, np.inf])
def test_bad_fk_raises(fk: float) -> None:
    with pytest.raises(InputError, match="fk"):
        individual_risk([1, fk], [10, 10])


@pytest.mark.parametrize("fk_pop", [0, -3, np.nan, np.inf])
def test_bad_fk_pop_raises(fk_pop: float) -> None:
    with pytest.raises(InputError, match="Fk"):
        individual_risk([1, 2], [10, fk_pop])


def test_argus_modes_refuse_fractional_fk() -> None:
    for method in ("argus", "argus2002"):
        with pytest.raises(InputError, match="integer"):
            individual_risk([1.5], [10], method)
    r, _ = individual_risk([1.5], [10], "sdcmicro")
    assert r[0] == 0.0  # sdcMicro's fall-through (R2)


# ---------------------------------------------------------------------------
# Compatibility modes: formulas as printed
# ---------------------------------------------------------------------------
def test_argus2002_formula_2_matches_exact_for_moderate_f() -> None:
    # Formula (2) is exact mathematically (the integer-f closed form); in double
    # precision it is fine for small f and moderate p.
    ps = np.array([0.01, 0.05, 0.1, 0.3, 0.5])
    for f in (3, 4, 5):
        np.testing.assert_allclose(risk_argus2002(f, ps), risk_exact(f, ps), rtol=1e-11)
    # f > 40 uses approximation (5)
    np.testing.assert_allclose(risk_argus2002(41, ps), ps / (41 - (1 - ps)), rtol=1e-15)


def test_argus_formula_14() -> None:
    f, p = 6.0, 0.2
    q = 1 - p
    terms = [math.factorial(n) * q**n / math.prod(f + j for j in range(1, n + 1)) for n in range(8)]
    assert float(risk_argus(f, p)) == pytest.approx(p / f * sum(terms), rel=1e-15)
    for f in (1, 2, 3):
        np.testing.assert_allclose(risk_argus(f, P_GRID[:-1]), _closed_form(f, P_GRID[:-1], np.log))
    assert float(risk_argus(5, 1.0)) == 0.2


def test_sdcmicro_formulas() -> None:
    p = np.array([0.01, 0.2, 0.7])
    np.testing.assert_allclose(risk_sdcmicro(7, p), p / (7 - (1 - p)), rtol=1e-15)
    np.testing.assert_allclose(risk_sdcmicro(2.5, p), p / (2.5 - (1 - p)), rtol=1e-15)
    assert (risk_sdcmicro(0.5, p) == 0).all()
    assert (risk_sdcmicro(3, 1.0) == 1 / 3).all()


def test_compat_error_table_runs() -> None:
    rows = compat_error_table(fs=(1, 4, 100))
    assert [r["f"] for r in rows] == [1.0, 4.0, 100.0]
    assert rows[0]["sdcmicro"] < 1e-14  # f = 1: sdcMicro uses the exact closed form
    assert 1e-5 < rows[2]["sdcmicro"] < 1e-4  # approximation (5) at f = 100
    assert rows[2]["argus"] < 1e-10


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------
f_real = st.floats(min_value=1e-3, max_value=1e7, allow_nan=False, allow_infinity=False)
f_ge1 = st.floats(min_value=1.0, max_value=1e7, allow_nan=False, allow_infinity=False)
p_open = st.floats(min_value=1e-15, max_value=1.0, allow_nan=False, exclude_min=False)
p_lt1 = st.floats(min_value=1e-15, max_value=1.0, exclude_max=True)

SLACK = 1e-13


@settings(max_examples=300, deadline=None)
@given(f=f_real, p=p_open)
def test_bounds(f: float, p: float) -> None:
    """p/f <= r <= min(1/f, p/(f-q)) (docs/risk/individual.md, "Bounds"); r in (0, 1] for f >= 1."""
    r = float(risk_exact(f, p))
    q = 1.0 - p
    assert r >= p / f * (1 - SLACK)
    assert r <= 1.0 / f * (1 + SLACK)
    if f > q:
        assert r <= p / (f - q) * (1 + SLACK)
    if f >= 1:
        assert 0.0 < r <= 1.0


@settings(max_examples=300, deadline=None)
@given(f=f_real, p=p_lt1, df=st.floats(min_value=1e-6, max_value=1e3))
def test_decreasing_in_f(f: float, p: float, df: float) -> None:
    r1, r2 = risk_exact([f, f + df], [p, p])
    assert r2 <= r1 * (1 + SLACK)


@settings(max_examples=300, deadline=None)
@given(f=f_real, p1=p_lt1, p2=p_lt1)
def test_increasing_in_p(f: float, p1: float, p2: float) -> None:
    lo, hi = min(p1, p2), max(p1, p2)
    r_lo, r_hi = risk_exact([f, f], [lo, hi])
    assert r_lo <= r_hi * (1 + SLACK)


@settings(max_examples=300, deadline=None)
@given(f=st.floats(min_value=1e-3, max_value=1e6), p=st.floats(min_value=1e-12, max_value=0.999))
def test_recurrence_identity(f: float, p: float) -> None:
    """r(f+1) + x r(f) = x / f, x = p/(1-p): links values from different branches."""
    x = p / (1.0 - p)
    r0, r1 = risk_exact([f, f + 1.0], [p, p])
    assert r1 + x * r0 == pytest.approx(x / f, rel=1e-12)


# ---------------------------------------------------------------------------
# Arrow UDFs in DuckDB
# ---------------------------------------------------------------------------
def test_udfs_registered_and_match() -> None:
    con = duckdb.connect()
    try:
        register_risk_udfs(con)
        register_risk_udfs(con)  # idempotent
        con.execute(
            "CREATE TABLE cells AS SELECT (i % 60 + 1)::DOUBLE AS f, "
            "((i % 60 + 1) * (1 + i % 997) * 1.5)::DOUBLE AS w FROM range(10000) t(i)"
        )
        got = con.execute(
            "SELECT f, w, sdc_risk_udf(f, w) AS r, sdc_risk_udf_exact(f, w) AS e, "
            "sdc_risk_udf_sdcmicro(f, w) AS s, sdc_risk_udf_argus(f, w) AS a, "
            "sdc_risk_udf_argus2002(f, w) AS a2 FROM cells ORDER BY f, w"
        ).fetchnumpy()
        for col, method in (("r", "exact"), ("e", "exact"), ("s", "sdcmicro"),
                            ("a", "argus"), ("a2", "argus2002")):
            expected, _ = individual_risk(got["f"], got["w"], method)
            np.testing.assert_array_equal(np.asarray(got[col]), expected)
        rows = con.execute(
            "SELECT sdc_risk_udf(f, w) FROM (VALUES (1.0, NULL), (NULL, 2.0), (2, 10), "
            "(3::INTEGER, 100::BIGINT)) v(f, w)"
        ).fetchall()
        assert rows[0][0] is None and rows[1][0] is None
        assert rows[2][0] == pytest.approx(float(risk_exact(2, 0.2)), rel=1e-15)
        assert rows[3][0] == pytest.approx(float(risk_exact(3, 0.03)), rel=1e-15)
        with pytest.raises(duckdb.Error, match="Fk"):
            con.execute("SELECT sdc_risk_udf(2, 0)").fetchall()
    finally:
        con.close()
