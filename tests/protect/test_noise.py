"""Noise addition (sdcsql.protect.noise; seed 003 sections 3.4.2.2, 3.4.4).

Independent sources: ``data/noise_moments.json`` -- a 60-record data set with its means
and sample covariance computed in 40-digit arithmetic (mpmath; prep17's
moments_reference.py), Kim's constants c = 1/sqrt(1 + alpha), and a Monte Carlo of the
sd of r_Z - r_X for plain correlated noise (numpy's own generator, 2000 replications);
hand calculations for zeros and NULLs.  Tolerances are stated at each test.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.errors import SdcsqlWarning
from sdcsql.protect.noise import NOISE_STEP, noise
from sdcsql.udfs import noise as kernels

REF = json.loads((Path(__file__).parent / "data" / "noise_moments.json").read_text())
Y = ("y1", "y2", "y3")


def _ref_problem() -> Problem:
    y = np.array(REF["y"])
    t = pa.table({"id": np.arange(len(y)), "k": np.zeros(len(y), int),
                  **{v: y[:, j] for j, v in enumerate(Y)}})
    return Problem(t, Spec(keys=["k"], person_id="id", numeric=list(Y)))


def _out(result, names=Y) -> np.ndarray:
    t = result.data.to_arrow_table()
    return np.column_stack([t.column(v).to_numpy() for v in names])


@pytest.mark.parametrize("share", [0.1, 0.5])
def test_correlated_exact_moments_keep_every_correlation(share):
    """Cov(Z) = (1 + alpha) S and mean(Z) = mean(X) exactly: 1e-9 relative to the
    40-digit reference (float64 QR and Cholesky of 3x3 matrices)."""
    z = _out(noise(_ref_problem(), seed=11, noise=share, noise_method="correlated",
                   exact_moments=True))
    cov = np.array(REF["cov"])[:3, :3]
    alpha = share ** 2
    assert np.allclose(np.cov(z, rowvar=False), (1 + alpha) * cov, rtol=1e-9, atol=1e-12)
    assert np.allclose(z.mean(0), REF["mean"][:3], rtol=1e-9)
    assert not np.allclose(z, np.array(REF["y"]))


@pytest.mark.parametrize("alpha", ["0.01", "0.1", "0.5"])
def test_kim_keeps_mean_and_covariance_exactly(alpha):
    """Kim's G = c Z + (1 - c) mean, c = 1/sqrt(1 + alpha) (reference c in 40 digits):
    with exact noise the sample mean and covariance of G are those of X (1e-9)."""
    share = float(alpha) ** 0.5
    r = noise(_ref_problem(), seed=3, noise=share, noise_method="kim")
    g = _out(r)
    assert np.allclose(g.mean(0), REF["mean"][:3], rtol=1e-9)
    assert np.allclose(np.cov(g, rowvar=False), np.array(REF["cov"])[:3, :3], rtol=1e-9,
                       atol=1e-12)
    # the same draws without Kim's transformation: G - (1-c) mean = c Z
    z = _out(noise(_ref_problem(), seed=3, noise=share, noise_method="correlated",
                   exact_moments=True))
    c = REF["kim"][alpha]["c"]
    assert np.allclose(g, c * z + (1 - c) * np.array(REF["mean"][:3]), rtol=1e-12)
    assert r.summary.details["alpha"] == pytest.approx(float(alpha))


def test_plain_correlated_noise_keeps_the_correlation_in_expectation():
    """n = 2000, rho = 0.6, alpha = 0.25: |r_Z - r_X| < 6 x the Monte Carlo sd of the
    difference (0.0083; false failure ~2e-9).  Test data from numpy's generator."""
    mc = REF["corr_noise_mc"]
    g = np.random.default_rng(2024)
    x = g.normal(size=(mc["n"], 2)) @ np.linalg.cholesky([[1, mc["rho"]], [mc["rho"], 1]]).T
    t = pa.table({"id": np.arange(len(x)), "k": np.zeros(len(x), int), "a": x[:, 0],
                  "b": x[:, 1]})
    p = Problem(t, Spec(keys=["k"], person_id="id", numeric=["a", "b"]))
    z = _out(noise(p, seed=8, noise=mc["alpha"] ** 0.5, noise_method="correlated"), ("a", "b"))
    diff = np.corrcoef(z, rowvar=False)[0, 1] - np.corrcoef(x, rowvar=False)[0, 1]
    assert abs(diff) < mc["tolerance_6sd"]


def test_additive_noise_variance_is_one_plus_alpha():
    """Var(Z)/Var(X) = 1 + alpha in expectation; n = 20000, alpha = 0.25: the ratio's sd
    is about sqrt(2 alpha^2 + 4 alpha)/sqrt(n) = 0.0078 (noise variance plus the
    cross term); tolerance 6 sd = 0.047."""
    n, alpha = 20_000, 0.25
    x = np.random.default_rng(1).gamma(2.0, 3.0, size=n)
    t = pa.table({"id": np.arange(n), "k": np.zeros(n, int), "x": x})
    p = Problem(t, Spec(keys=["k"], person_id="id", numeric=["x"]))
    # gamma values are positive; noise of sd 0.5 sd makes some negative: warned, counted
    with pytest.warns(SdcsqlWarning, match="value\\(s\\) of 'x' of a sign the original has "
                      "none of"):
        z = _out(noise(p, seed=4, noise=alpha ** 0.5), ("x",))[:, 0]
    assert (z < 0).sum() > 0
    tol = 6 * np.sqrt(2 * alpha ** 2 + 4 * alpha) / np.sqrt(n)
    assert abs(z.var(ddof=1) / x.var(ddof=1) - (1 + alpha)) < tol
    assert abs((z - x).mean()) < 6 * np.sqrt(alpha * x.var() / n)


def test_multiplicative_noise_keeps_zeros_and_the_mean_in_expectation():
    """z = x (1 + noise e): zeros stay 0; mean(z/x) = 1 within 6 s.e. (noise/sqrt(n))."""
    n, share = 10_000, 0.2
    x = np.where(np.arange(n) % 10 == 0, 0.0, np.arange(n) + 1.0)
    t = pa.table({"id": np.arange(n), "k": np.zeros(n, int), "x": x})
    p = Problem(t, Spec(keys=["k"], person_id="id", numeric=["x"]))
    z = _out(noise(p, seed=2, noise=share, noise_method="multiplicative"), ("x",))[:, 0]
    assert np.all(z[x == 0] == 0)
    assert abs((z[x != 0] / x[x != 0]).mean() - 1) < 6 * share / np.sqrt(n)


def test_keep_zeros_and_nulls():
    """Hand case: zeros stay 0 with keep_zeros; NULL stays NULL; other columns and the
    row order are untouched."""
    t = pa.table({"k": ["a", "b", "c", "d", "e"], "x": [0.0, 1.0, None, 3.0, 0.0],
                  "w": [1, 2, 3, 4, 5]})
    p = Problem(t, Spec(keys=["k"], numeric=["x"]))
    out = noise(p, seed=1, noise=1.0, keep_zeros=True)
    got = out.data.to_arrow_table()
    assert got.column_names == ["k", "x", "w"]
    assert got.column("k").to_pylist() == ["a", "b", "c", "d", "e"]
    assert got.column("w").to_pylist() == [1, 2, 3, 4, 5]
    x = got.column("x").to_pylist()
    assert x[0] == 0 and x[4] == 0 and x[2] is None and x[1] != 1.0 and x[3] != 3.0
    assert out.summary.n_changed == {"x": 2}
    without = noise(p, seed=1, noise=1.0).data.to_arrow_table().column("x").to_pylist()
    assert without[0] != 0 and without[1] == x[1]       # same draws for the same record


@pytest.mark.parametrize("kwargs, message", [
    ({"noise": -1}, "noise: must be a number > 0"),
    ({"noise_method": "restr"}, "noise_method: 'restr' is not a noise method"),
    ({"keep_zeros": True, "noise_method": "kim", "exact_moments": True},
     "keep_zeros: zeros kept at 0 would undo the exact moments"),
    ({"ordered_sum_sd": 0.1}, "ordered_sum_sd: only for ordered_sum noise"),
    ({"exact_moments": True}, "exact_moments: only for correlated and kim"),
    ({"numeric": ["k"]}, "noise: numeric: column 'k' is VARCHAR, not numeric"),
    ({"numeric": ["nope"]}, "noise: numeric: no column 'nope'"),
    ({"noise_method": "kim", "numeric": ["x", "y"]},
     "noise: a stratum has 3 complete records; kim noise with exact moments needs at "
     "least 6"),
])
def test_bad_options(kwargs, message):
    t = pa.table({"k": ["a", "b", "c"], "x": [1.0, 2.0, 4.0], "y": [3.0, 1.0, 2.0]})
    with pytest.raises(InputError, match=message):
        noise(Problem(t, Spec(keys=["k"], numeric=["x"])), seed=1, **kwargs)


def test_options_are_declared_once():
    assert NOISE_STEP.names() == ("numeric", "seed", "noise", "noise_method",
                                  "exact_moments", "keep_zeros", "keep_sign", "keep_bounds",
                                  "ordered_sum_sd")


@given(st.integers(8, 40), st.integers(1, 3), st.floats(0.05, 2.0), st.integers(0, 2 ** 31))
@settings(max_examples=40, deadline=None)
def test_kim_exact_moments_property(n, p, share, seed):
    """The seed's promise for Kim's method (3.4.4.3: mean and covariance of X kept) holds
    exactly on the sample with exact moments, for any data of n > 2p + 1 records (1e-8
    relative: a whitening of an n x p matrix in float64)."""
    x = np.random.default_rng(seed).normal(size=(n, p)) * 10 + 3
    g = kernels.kim(x, share, seed, np.arange(n), [f"v{j}" for j in range(p)], exact=True)
    assert np.allclose(g.mean(0), x.mean(0), rtol=1e-8, atol=1e-8)
    assert np.allclose(np.cov(g, rowvar=False), np.cov(x, rowvar=False), rtol=1e-8,
                       atol=1e-8)


# ------------------------------------------------ ordered sum-preserving noise (3.4.2.2)
def test_ordered_sum_by_hand():
    """Hand calculation, fixed factors W (by record): values 5, 3, 8, 0, 3 of ids 10..14,
    W = .1, .2, .3, .4, .5.  Descending order, ties by id: 8 (id 12), 5, 3 (id 11),
    3 (id 14), 0.  8 -> .7*8 = 5.6 (diff -2.4); 5 -> 1.1*5 = 5.5 (diff -1.9);
    3 -> 1.2*3 = 3.6 (-1.3); 3 -> 1.5*3 = 4.5 (+0.2); the last, 0 -> 0 - 0.2 = -0.2.
    With keep_zeros the 0 takes no part and id 14 takes the residual: 3 + 1.3 = 4.3.
    Tolerance 1e-12: five products and sums of short decimals."""
    v, w, ids = [5.0, 3.0, 8.0, 0.0, 3.0], [.1, .2, .3, .4, .5], [10, 11, 12, 13, 14]
    got = kernels.ordered_sum(np.array(v), np.array(w), np.array(ids))
    assert np.allclose(got, [5.5, 3.6, 5.6, -0.2, 4.5], rtol=0, atol=1e-12)
    got = kernels.ordered_sum(np.array(v), np.array(w), np.array(ids), keep_zeros=True)
    assert np.allclose(got, [5.5, 3.6, 5.6, 0.0, 4.3], rtol=0, atol=1e-12)
    assert got[3] == 0.0


def _skewed(n: int = 3000) -> pa.Table:
    g = np.random.default_rng(5)          # test data, not the method's draws
    x = np.round(np.exp(g.normal(8, 1.5, n)), 2)
    x[::17] = 0.0
    return pa.table({"id": np.arange(n) * 7 + 1, "k": np.zeros(n, int),
                     "s": np.arange(n) % 3, "x": x, "y": g.normal(50, 10, n)})


@pytest.mark.parametrize("zeros", [False, True])
def test_ordered_sum_keeps_each_strata_sum_exactly(zeros):
    """Seed 003 section 3.4.2.2: the sum (and the mean) of each variable is preserved:
    per stratum to 1e-9 relative (float64 running sums over 1000 skewed values); the
    values do move; with keep_zeros every zero stays 0."""
    t = _skewed()
    spec = Spec(keys=["k"], person_id="id", numeric=["x", "y"], strata=["s"])
    # without keep_zeros a zero of the non-negative x turns negative: warned
    with pytest.warns(SdcsqlWarning, match="of 'x' of a sign") if not zeros \
            else contextlib.nullcontext():
        out = noise(Problem(t, spec), seed=4, noise=0.2, noise_method="ordered_sum",
                    keep_zeros=zeros).data.to_arrow_table()
    s = t.column("s").to_numpy()
    for v in ("x", "y"):
        before, after = t.column(v).to_numpy(), out.column(v).to_numpy()
        for h in range(3):
            assert abs(after[s == h].sum() - before[s == h].sum()) <= \
                1e-9 * np.abs(before[s == h]).sum()
        assert np.mean(after != before) > 0.9
    if zeros:
        x = t.column("x").to_numpy()
        assert np.all(out.column("x").to_numpy()[x == 0] == 0)


def test_ordered_sum_same_seed_same_values_different_seeds_differ():
    t = _skewed(500)
    spec = Spec(keys=["k"], person_id="id", numeric=["x"])
    # with seed 9 a zero of x turns negative: warned of, on both runs (seed 10: none)
    with pytest.warns(SdcsqlWarning, match="of 'x' of a sign"):
        a = noise(Problem(t, spec), seed=9, noise_method="ordered_sum").data.to_arrow_table()
    with pytest.warns(SdcsqlWarning, match="of 'x' of a sign"):
        b = noise(Problem(t, spec), seed=9, noise_method="ordered_sum").data.to_arrow_table()
    c = noise(Problem(t, spec), seed=10, noise_method="ordered_sum").data.to_arrow_table()
    assert a.equals(b) and not a.equals(c)


@given(st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=60),
       st.floats(0.01, 0.9), st.booleans())
@settings(max_examples=80, deadline=None)
def test_ordered_sum_property(values, w, zeros):
    """For any values and factors the sum is kept (1e-9 relative to the sum of |x|) and
    the records are processed in descending (value, id) order: the largest value of a
    stratum with two or more records is decreased by its factor exactly."""
    v = np.array(values)
    ids = np.arange(len(v))[::-1].copy()
    ws = np.full(len(v), w)
    got = kernels.ordered_sum(v, ws, ids, keep_zeros=zeros)
    assert abs(got.sum() - v.sum()) <= 1e-9 * max(np.abs(v).sum(), 1e-300) + 1e-9
    part = np.flatnonzero(v != 0) if zeros else np.arange(len(v))
    if len(part) >= 2:
        first = part[np.lexsort((ids[part], -v[part]))][0]
        assert got[first] == (1 - w) * v[first]
    if zeros:
        assert np.all(got[v == 0] == 0)


@pytest.mark.parametrize("method", ["additive", "correlated", "kim", "multiplicative",
                                    "ordered_sum"])
def test_keep_zeros_for_every_noise_method(method):
    """keep_zeros: every zero value stays 0, whatever the noise method; others move."""
    g = np.random.default_rng(8)
    n = 200
    x = np.where(np.arange(n) % 5 == 0, 0.0, g.normal(100, 20, n))
    y = np.where(np.arange(n) % 7 == 0, 0.0, g.normal(10, 3, n))
    t = pa.table({"id": np.arange(n), "k": np.zeros(n, int), "x": x, "y": y})
    out = noise(Problem(t, Spec(keys=["k"], person_id="id", numeric=["x", "y"])), seed=2,
                noise=0.3, noise_method=method, keep_zeros=True).data.to_arrow_table()
    for v, before in (("x", x), ("y", y)):
        after = out.column(v).to_numpy()
        assert np.all(after[before == 0] == 0)
        assert np.all(after[before != 0] != before[before != 0])


def test_ordered_sum_same_bytes_for_1_and_2_threads(tmp_path):
    """The sequential pass runs per stratum on the stratum's records in (value, id)
    order: the written file does not depend on the thread count."""
    from sdcsql.data import write

    t = _skewed(20_000)
    spec = Spec(keys=["k"], numeric=["x", "y"], strata=["s"])
    files = [write(noise(Problem(t, spec, threads=threads), seed=3,
                         noise_method="ordered_sum").data,
                   tmp_path / f"o{threads}.parquet").read_bytes() for threads in (1, 2)]
    assert files[0] == files[1]


# ------------------------------------------------- keep_sign, keep_bounds, the warning
def _signed(n=3000):
    """Incomes: non-negative x (zeros among them), y of both signs, three strata, a
    NULL in x."""
    g = np.random.default_rng(12)
    x = np.round(g.gamma(1.2, 400.0, n), 2)
    x[::11] = 0.0
    xs = pa.array(x, mask=np.arange(n) % 97 == 5)
    return pa.table({"id": np.arange(n) * 3 + 2, "k": np.zeros(n, int), "s": np.arange(n) % 3,
                     "x": xs, "y": np.round(g.normal(20, 60, n), 2)})


def _noisy(method, **options):
    spec = Spec(keys=["k"], person_id="id", numeric=["x", "y"], strata=["s"])
    return noise(Problem(_signed(), spec), seed=5, noise=0.6, noise_method=method,
                 **options).data.to_arrow_table()


def _col(t, v):
    return np.asarray(t.column(v).to_numpy(zero_copy_only=False), dtype=float)


@pytest.mark.parametrize("method", ["additive", "multiplicative", "correlated", "kim",
                                    "ordered_sum"])
def test_the_warning_counts_values_of_a_new_sign(method):
    # x is non-negative: every negative x is of a sign the original has none of; y has
    # both signs: never warned of.  The count, from the released values, is the warning's.
    with pytest.warns(SdcsqlWarning) as caught:
        out = _noisy(method)
    x = _col(_signed(), "x")
    z = _col(out, "x")
    negative = int(np.sum(z < 0))
    crossed = int(np.sum((x > 0) & (z < 0)))
    assert negative > 0
    text = " ".join(str(w.message) for w in caught)
    assert f"{negative:,} value(s) of 'x' of a sign the original has none of (of " \
           f"{crossed:,} that crossed zero" in text
    assert "'y'" not in text


@pytest.mark.parametrize("method", ["additive", "multiplicative", "correlated", "kim",
                                    "ordered_sum"])
def test_keep_sign_reflects_the_values_that_crossed_zero(method):
    # the same draws: a value whose noisy value kept its sign is unchanged, one that
    # crossed zero is its noisy value reflected (-z), exactly; no warning
    with pytest.warns(SdcsqlWarning):
        free = _noisy(method)
    kept = _noisy(method, keep_sign=True)          # warnings are errors: none here
    for v in ("x", "y"):
        x, z, k = _col(_signed(), v), _col(free, v), _col(kept, v)
        crossed = ((x > 0) & (z < 0)) | ((x < 0) & (z > 0))
        assert np.array_equal(k[~crossed], z[~crossed], equal_nan=True)
        assert np.array_equal(k[crossed], -z[crossed])
        assert not np.any(((x > 0) & (k < 0)) | ((x < 0) & (k > 0)))
    assert np.isnan(_col(kept, "x")[5])             # missing left missing


@pytest.mark.parametrize("method", ["additive", "multiplicative", "correlated", "kim",
                                    "ordered_sum"])
def test_keep_bounds_clips_to_each_strata_range(method):
    with pytest.warns(SdcsqlWarning):
        free = _noisy(method)
    kept = _noisy(method, keep_bounds=True)
    s = _signed().column("s").to_numpy()
    for v in ("x", "y"):
        x, z, k = _col(_signed(), v), _col(free, v), _col(kept, v)
        for h in range(3):
            lo, hi = np.nanmin(x[s == h]), np.nanmax(x[s == h])
            assert np.array_equal(k[s == h], np.clip(z[s == h], lo, hi), equal_nan=True)
            assert np.nanmin(k[s == h]) >= lo and np.nanmax(k[s == h]) <= hi
    assert np.isnan(_col(kept, "x")[5])


@pytest.mark.parametrize("method", ["additive", "multiplicative"])
def test_keep_sign_and_bounds_same_bytes_for_1_and_2_threads(tmp_path, method):
    from sdcsql.data import write

    spec = Spec(keys=["k"], numeric=["x", "y"], strata=["s"])
    files = [write(noise(Problem(_signed(), spec, threads=threads), seed=3, noise=0.6,
                         noise_method=method, keep_sign=True, keep_bounds=True).data,
                   tmp_path / f"o{threads}.parquet").read_bytes() for threads in (1, 2)]
    assert files[0] == files[1]


def test_a_float_stratum_of_zero_and_minus_zero_is_one_stratum():
    """SQL holds -0.0 equal to 0.0: the records of a float stratum written either way are
    one stratum, with one standard deviation (the streamed path groups the sorted
    records; a grouping by bit pattern would cut the stratum wherever the sign of the
    zero changes).  Independent source: the same records with every -0.0 written 0.0,
    and the additive noise recomputed by hand from the stratum's sd."""
    rng = np.random.default_rng(3)
    n = 400
    s = rng.choice([0.0, -0.0, 2.5], n)
    x = rng.normal(100, 20, n)
    k = rng.integers(1, 3, n)

    def run(stratum: np.ndarray) -> np.ndarray:
        table = pa.table({"k": k, "s": stratum, "x": x})
        with Problem(table, Spec(keys=["k"], strata=["s"])) as p:
            out = noise(p, numeric=["x"], seed=1, noise=0.1)
            return np.array([r[0] for r in p.con.sql(f"SELECT x FROM {out.name}").fetchall()])

    signed = run(s)
    np.testing.assert_array_equal(signed, run(np.where(s == 0, 0.0, s)))
    zero = s == 0
    ids = np.flatnonzero(zero) + 1                      # __sdc_row, 1-based
    sd = x[zero][:, None].std(axis=0, ddof=1)[0]
    from sdcsql.udfs.draws import normal
    expected = x[zero] + 0.1 * sd * normal(1, ids, kernels.STEP, "x")
    np.testing.assert_array_equal(signed[zero], expected)
