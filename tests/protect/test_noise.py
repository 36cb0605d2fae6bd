"""Noise addition (sdcsql.protect.noise; seed 003 sections 3.4.2.2, 3.4.4).

Independent sources: ``data/noise_moments.json`` -- a 60-record data set with its means
and sample covariance computed in 40-digit arithmetic (mpmath; prep17's
moments_reference.py), Kim's constants c = 1/sqrt(1 + alpha), and a Monte Carlo of the
sd of r_Z - r_X for plain correlated noise (numpy's own generator, 2000 replications);
hand calculations for zeros and NULLs.  Tolerances are stated at each test.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
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
    z = _out(noise(p, seed=4, noise=alpha ** 0.5), ("x",))[:, 0]
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
    ({"keep_zeros": True, "noise_method": "kim"}, "keep_zeros: only for additive"),
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
                                  "exact_moments", "keep_zeros")


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
