"""Disclosure risk of continuous variables (sdcsql.risk.linkage, udfs/linkage.py; seed 004
sections 3.11-3.12, seed 003 section 3.3.8).

Independent sources:
* a brute-force O(n^2) linkage in plain numpy (every distance, then the rank of the own
  record with ties counted as defined in docs/risk/linkage.md), on random data with and
  without ties -- the kd-tree path must agree exactly;
* the theory of one normal variable with additive normal noise: the chance that no
  other original lies within the own distance, (1 - (Phi(y + |e|) - Phi(y - |e|)))^(n-1),
  integrated over x and e by Gauss-Hermite quadrature;
* Mahalanobis distances from the inverse covariance (np.linalg.inv), not the Cholesky
  whitening of the code;
* EM: a case solved by hand (pattern counts that are the exact expectations of known
  m, u, p: the truth is a fixed point; with three variables EM recovers it), and a
  simulation from known m/u;
* interval disclosure and sdcMicro's dRisk worked by hand on 5 records;
* R9 (shared/reference/vectors.md): the MDAV-microaggregated a, b as the masked file,
  linked by a plain-Python loop.

Tolerances: exact (0/1 flags and credits 1/(t+1) are exact in doubles) unless stated.
"""

from __future__ import annotations

import math
import statistics
import sys

import duckdb
import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import norm

from sdcsql.errors import InputError
from sdcsql.risk.linkage import continuous_risk
from sdcsql.udfs import linkage as L

MEASURES = ["linkage", "probabilistic", "interval", "robust"]


# ------------------------------------------------------------------ brute force
def brute_credits(zo: np.ndarray, zm: np.ndarray, rank: int) -> np.ndarray:
    """Every distance (n x n), then the own record's chance of being among the ``rank``
    nearest when ties (equal distances, to 1e-12 of the own one) are broken at random."""
    d = np.sqrt(((zm[:, None, :] - zo[None, :, :]) ** 2).sum(axis=2))
    n = len(zo)
    out = np.empty(n)
    for i in range(n):
        own = d[i, i]
        others = np.delete(d[i], i)
        closer = int((others < own - 1e-12 * own).sum())
        tied = int((np.abs(others - own) <= 1e-12 * own).sum())
        place_ok = [closer + 1 + t <= rank for t in range(tied + 1)]
        out[i] = sum(place_ok) / (tied + 1)
    return out


def standardised(o: np.ndarray, m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean, sd = o.mean(axis=0), o.std(axis=0, ddof=1)
    return (o - mean) / sd, (m - mean) / sd


def _file(con: duckdb.DuckDBPyConnection, name: str, cols: dict[str, np.ndarray]) -> str:
    con.register(f"{name}_arrow", pa.table({k: pa.array(v) for k, v in cols.items()}))
    con.execute(f"CREATE TABLE {name} AS SELECT * FROM {name}_arrow")
    con.unregister(f"{name}_arrow")
    return name


# ------------------------------------------------------------ distance linkage
def test_zero_noise_links_every_record() -> None:
    rng = np.random.default_rng(1)
    o = rng.normal(size=(500, 3))
    con = duckdb.connect()
    _file(con, "o", {f"v{i}": o[:, i] for i in range(3)})
    r = continuous_risk("o", "o", numeric=["v0", "v1", "v2"], con=con, measures=MEASURES)
    for d in ("euclidean", "mahalanobis"):
        assert r.linkage[d]["nearest"] == 1.0
        assert r.linkage[d]["nearest_or_second"] == 1.0
    assert r.probabilistic["share"] == 1.0
    assert r.interval["sd"]["all_variables"] == 1.0 and r.interval["rank"]["all_variables"] == 1.0
    assert r.interval["drisk"] == 1.0
    assert r.robust["rmdid1"] == 1.0 and r.robust["rmdid1_weighted"] == 1.0


def _theory_share(sigma: float, n: int) -> float:
    """E over x ~ N(0,1), e ~ N(0, sigma^2) of (1 - P(|X - y| <= |e|))^(n-1), y = x + e."""
    t, w = np.polynomial.hermite_e.hermegauss(120)     # weight exp(-t^2 / 2)
    w = w / w.sum()
    x, e = np.meshgrid(t, sigma * t, indexing="ij")
    y, r = x + e, np.abs(e)
    inside = norm.cdf(y + r) - norm.cdf(y - r)
    return float((np.outer(w, w) * (1 - inside) ** (n - 1)).sum())


@pytest.mark.parametrize("sigma", [0.0002, 0.001, 0.005])
def test_additive_noise_share_follows_theory_and_brute_force(sigma: float) -> None:
    n = 2000
    rng = np.random.default_rng(int(sigma * 1e6))
    o = rng.normal(size=(n, 1))
    m = o + rng.normal(scale=sigma, size=(n, 1))
    zo, zm, _ = L.standardise(o, m)
    _, _, c1, c2 = L.distance_linkage(zo, zm)
    np.testing.assert_array_equal(c1, brute_credits(zo, zm, 1))
    np.testing.assert_array_equal(c2, brute_credits(zo, zm, 2))
    expected = _theory_share(sigma, n)
    # the records' outcomes are nearly independent: 4 binomial standard errors
    se = math.sqrt(expected * (1 - expected) / n)
    assert abs(c1.mean() - expected) <= 4 * se + 1e-9, (c1.mean(), expected)


def test_share_falls_as_the_noise_grows() -> None:
    rng = np.random.default_rng(5)
    o = rng.normal(size=(3000, 2))
    e = rng.normal(size=o.shape)
    shares = []
    for s in (0.0, 0.01, 0.05, 0.2, 1.0):
        zo, zm, _ = L.standardise(o, o + s * e)
        shares.append(L.distance_linkage(zo, zm)[2].mean())
    assert shares[0] == 1.0
    assert all(a > b for a, b in zip(shares, shares[1:], strict=False))


def test_ties_count_as_a_random_choice() -> None:
    # record 0's masked value 1 is as far from its own original 0 as from original 2:
    # nearest with chance 1/2, among the 2 nearest for sure
    o, m = np.array([[0.0], [2.0], [5.0]]), np.array([[1.0], [2.0], [5.0]])
    closer, tied, c1, c2 = L.distance_linkage(o, m)
    assert list(tied) == [1, 0, 0] and list(closer) == [0, 0, 0]
    assert list(c1) == [0.5, 1.0, 1.0] and list(c2) == [1.0, 1.0, 1.0]
    # ten identical originals: each is tied with nine (past the kd-tree's k nearest)
    o = np.array([[0.0]] * 10 + [[5.0]])
    closer, tied, c1, c2 = L.distance_linkage(o, o.copy())
    assert list(tied[:10]) == [9] * 10 and tied[10] == 0
    np.testing.assert_array_equal(c1, [0.1] * 10 + [1.0])
    np.testing.assert_array_equal(c2, [0.2] * 10 + [1.0])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 40), st.integers(1, 3), st.booleans())
def test_kdtree_equals_brute_force(seed: int, n: int, p: int, grid: bool) -> None:
    rng = np.random.default_rng(seed)
    if grid:   # few distinct values: many exact ties and duplicates
        o = rng.integers(0, 3, size=(n, p)).astype(float)
        m = o + rng.integers(-1, 2, size=(n, p))
    else:
        o = rng.normal(size=(n, p))
        m = o + rng.normal(scale=0.3, size=(n, p))
    _, _, c1, c2 = L.distance_linkage(o, m)
    np.testing.assert_array_equal(c1, brute_credits(o, m, 1))
    np.testing.assert_array_equal(c2, brute_credits(o, m, 2))
    assert np.all((0 <= c1) & (c1 <= c2) & (c2 <= 1))


def test_mahalanobis_equals_brute_force() -> None:
    rng = np.random.default_rng(7)
    a = rng.normal(size=(80, 3)) @ np.array([[1.0, 0.8, 0.3], [0.0, 0.6, 0.5], [0.0, 0.0, 0.4]])
    m = a + rng.normal(scale=0.15, size=a.shape)
    inv = np.linalg.inv(np.cov(a, rowvar=False))
    d2 = np.einsum("ijk,kl,ijl->ij", m[:, None, :] - a[None], inv, m[:, None, :] - a[None])
    d = np.sqrt(d2)
    own = np.diag(d)
    expected1 = np.array([float((np.delete(d[i], i) < own[i]).sum() == 0) for i in range(80)])
    expected2 = np.array([float((np.delete(d[i], i) < own[i]).sum() <= 1) for i in range(80)])
    zo, zm = L.mahalanobis_whiten(a, m)
    _, _, c1, c2 = L.distance_linkage(zo, zm)
    np.testing.assert_array_equal(c1, expected1)
    np.testing.assert_array_equal(c2, expected2)
    # whitened distances are the Mahalanobis ones (1e-10: two factorisations of S)
    np.testing.assert_allclose(np.sqrt(((zm - zo) ** 2).sum(axis=1)), own, rtol=1e-10)
    assert 0 < expected1.mean() < 1


def test_r9_microaggregated_vectors() -> None:
    """R9: a, b and their MDAV values (groups {7,8,9}, {4,5,6}, {1,2,3,10}) as the masked
    file; plain-Python linkage on the variables divided by the original's sd."""
    a = [1, 2, 3, 10, 11, 12, 20, 21, 22, 23]
    b = [5, 4, 6, 1, 2, 1, 9, 8, 9, 7]
    am = [7.25, 7.25, 7.25, 11, 11, 11, 21, 21, 21, 7.25]
    bm = [5.5, 5.5, 5.5, 4 / 3, 4 / 3, 4 / 3, 26 / 3, 26 / 3, 26 / 3, 5.5]
    sa, sb = statistics.stdev(a), statistics.stdev(b)
    expected = []
    for i in range(10):
        dist = [math.hypot((am[i] - a[j]) / sa, (bm[i] - b[j]) / sb) for j in range(10)]
        best = min(dist)
        near = [j for j in range(10) if abs(dist[j] - best) <= 1e-12 * best]
        expected.append(1 / len(near) if i in near else 0.0)
    con = duckdb.connect()
    _file(con, "f", {"a": np.array(a, float), "b": np.array(b, float),
                     "am": np.array(am, float), "bm": np.array(bm, float)})
    r = continuous_risk("f", numeric=["a", "b"], masked_numeric=["am", "bm"], con=con,
                        measures=["linkage"], distance="euclidean")
    assert r.linkage["euclidean"]["nearest"] == pytest.approx(sum(expected) / 10, abs=1e-15)
    # by hand: the group centroids are nearest to records 2, 5 and 8 (the middle ones)
    assert sum(expected) == 3


# ---------------------------------------------------------------- interval disclosure
def test_interval_disclosure_by_hand() -> None:
    o = np.array([[1.0], [2.0], [3.0], [4.0], [5.0]])
    m = np.array([[1.05], [2.5], [2.9], [4.6], [1.5]])
    # sd-based, 20 %: half-width 0.1 sd = 0.1 sqrt(2.5) = 0.158; |o - m| = .05 .5 .1 .6 3.5
    assert L.interval_sd(o, m, np.array([math.sqrt(2.5)]), 20.0)[:, 0].tolist() == [
        True, False, True, False, False]
    # rank-based, 40 %: h = 0.2 x 5 = 1 rank; the masked ranks (originals <= it) are
    # 1, 2, 2, 4, 1 -> intervals [1,2], [1,3], [1,3], [3,5], [1,2]: record 5 (5) is out
    assert L.interval_rank(o, m, 40.0)[:, 0].tolist() == [True, True, True, True, False]
    con = duckdb.connect()
    _file(con, "f", {"x": o[:, 0], "xm": m[:, 0]})
    r = continuous_risk("f", numeric=["x"], masked_numeric=["xm"], con=con,
                        measures=["interval"], interval_percent=20.0)
    assert r.interval["sd"]["by_variable"]["x"] == pytest.approx(0.4, abs=1e-15)
    r = continuous_risk("f", numeric=["x"], masked_numeric=["xm"], con=con,
                        measures=["interval"], interval_percent=40.0)
    assert r.interval["rank"]["by_variable"]["x"] == pytest.approx(0.8, abs=1e-15)
    # one variable, dRisk (k = 0.05): sd(masked) = sqrt(7.672 / 4) = 1.385, half-width
    # 0.069; |o - m| = .05 .5 .1 .6 3.5: only record 1 inside -> 1/5 under the default
    # rule; the rule before 2020 (outside on at most one variable) counts every record
    assert r.interval["drisk"] == pytest.approx(0.2, abs=1e-15)
    assert r.interval["drisk_rule"] == "all_inside"
    r = continuous_risk("f", numeric=["x"], masked_numeric=["xm"], con=con,
                        measures=["interval"], drisk_rule="at_most_one_outside")
    assert r.interval["drisk"] == 1.0


def test_drisk_by_hand() -> None:
    o = np.array([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0], [5.0, 50.0]])
    m = np.array([[1.0, 10.0], [2.9, 20.0], [3.0, 39.0], [4.9, 49.0], [5.0, 50.0]])
    k = 0.25
    # by hand: sd(masked x) = sqrt(10.972 / 4) = 1.656, sd(masked y) = sqrt(1277.2 / 4)
    # = 17.87; half-widths 0.414 and 4.47: outside on x records 2 and 4 (0.9 away), on y
    # records 3 and 4 (9 away): record 4 is outside on two variables, the others on <= 1
    s0, s1 = statistics.stdev(m[:, 0]), statistics.stdev(m[:, 1])
    assert 0.41 < k * s0 < 0.42 and 4.46 < k * s1 < 4.48
    assert L.drisk_flags(o, m, k, "at_most_one_outside").tolist() == [
        True, True, True, False, True]
    # every variable inside: records 1 and 5 only (the default rule)
    assert L.drisk_flags(o, m, k).tolist() == [True, False, False, False, True]
    assert L.drisk_flags(o, m, k, "all_inside").tolist() == [True, False, False, False, True]


def test_drisk_rules_on_the_issue_repro() -> None:
    """Issue 24 item 16: original x = y = 1..4, masked x = x and y = 9.  sd(masked y) = 0,
    so y's interval is [9, 9] and no original y is inside; every x is inside.  Every
    variable inside (sdcMicro since 2020, the default): no record, dRisk 0.  At most one
    variable outside (sdcMicro before 2020): every record, dRisk 1."""
    con = duckdb.connect()
    x = np.array([1.0, 2.0, 3.0, 4.0])
    _file(con, "f", {"x": x, "y": x, "xm": x, "ym": np.full(4, 9.0)})
    r = continuous_risk("f", numeric=["x", "y"], masked_numeric=["xm", "ym"], con=con,
                        measures=["interval"])
    assert r.interval["drisk"] == 0.0 and r.interval["drisk_rule"] == "all_inside"
    r = continuous_risk("f", numeric=["x", "y"], masked_numeric=["xm", "ym"], con=con,
                        measures=["interval"], drisk_rule="at_most_one_outside")
    assert r.interval["drisk"] == 1.0
    with pytest.raises(InputError, match="drisk_rule"):
        continuous_risk("f", numeric=["x", "y"], masked_numeric=["xm", "ym"], con=con,
                        measures=["interval"], drisk_rule="one")


# ------------------------------------------------------------------------- EM
def _exact_counts(m: list[float], u: list[float], n_m: float, n_u: float
                  ) -> tuple[np.ndarray, np.ndarray]:
    nv = len(m)
    patterns = np.array([[(j >> v) & 1 for v in range(nv)] for j in range(2 ** nv)])
    pm = np.prod(np.where(patterns > 0, m, 1 - np.array(m)), axis=1)
    pu = np.prod(np.where(patterns > 0, u, 1 - np.array(u)), axis=1)
    return patterns, n_m * pm + n_u * pu


def test_em_truth_is_a_fixed_point_two_variables() -> None:
    # by hand: m = (0.9, 0.8), u = (0.2, 0.1), 1000 matches, 4000 non-matches ->
    # counts of (0,0), (1,0), (0,1), (1,1): 20 + 2880, 180 + 720, 80 + 320, 720 + 80
    patterns, counts = _exact_counts([0.9, 0.8], [0.2, 0.1], 1000, 4000)
    assert counts.tolist() == pytest.approx([2900, 900, 400, 800], abs=1e-9)
    p, m, u, _ = L.em_step(patterns, counts, 0.2, np.array([0.9, 0.8]), np.array([0.2, 0.1]))
    assert p == pytest.approx(0.2, abs=1e-12)
    np.testing.assert_allclose(m, [0.9, 0.8], atol=1e-12)
    np.testing.assert_allclose(u, [0.2, 0.1], atol=1e-12)
    # from elsewhere EM reaches an MLE: two binary variables leave 3 degrees of freedom
    # for 5 parameters, so it fits the pattern shares exactly (not necessarily m, u)
    fit = L.fellegi_sunter_em(patterns, counts, p0=0.3, m0=0.95, u0=0.3)
    lm = np.prod(np.where(patterns > 0, fit["m"], 1 - fit["m"]), axis=1)
    lu = np.prod(np.where(patterns > 0, fit["u"], 1 - fit["u"]), axis=1)
    np.testing.assert_allclose(fit["p"] * lm + (1 - fit["p"]) * lu, counts / counts.sum(),
                               atol=1e-6)


def test_em_recovers_known_m_u_three_variables() -> None:
    m, u = [0.95, 0.85, 0.9], [0.3, 0.1, 0.2]
    patterns, counts = _exact_counts(m, u, 500, 4500)
    fit = L.fellegi_sunter_em(patterns, counts, p0=0.2, m0=0.8, u0=0.2, ll_tol=0.0,
                              max_iter=100_000)
    assert fit["converged"]
    # identified (7 degrees of freedom, 7 parameters): the exact truth.  EM stops when
    # no parameter moves by 1e-12; its linear rate is close to 1 here (step ratio about
    # 1 - 2e-5), so the stop is within ~1e-7 of the optimum: 1e-6
    assert fit["p"] == pytest.approx(0.1, abs=1e-6)
    np.testing.assert_allclose(fit["m"], m, atol=1e-6)
    np.testing.assert_allclose(fit["u"], u, atol=1e-6)


def test_em_simulation() -> None:
    rng = np.random.default_rng(11)
    m, u, p, n = np.array([0.9, 0.8, 0.95, 0.7]), np.array([0.2, 0.3, 0.1, 0.25]), 0.2, 200_000
    match = rng.random(n) < p
    prob = np.where(match[:, None], m, u)
    gamma = (rng.random((n, 4)) < prob).astype(int)
    codes, counts = np.unique(gamma @ (1 << np.arange(4)), return_counts=True)
    patterns = (codes[:, None] >> np.arange(4)) & 1
    fit = L.fellegi_sunter_em(patterns, counts, p0=0.1)
    # sampling error of a share from ~40,000 matches: sd <= 0.0025; 4 sd and the
    # latent-class estimation's own variance: 0.015
    assert fit["p"] == pytest.approx(p, abs=0.015)
    np.testing.assert_allclose(fit["m"], m, atol=0.015)
    np.testing.assert_allclose(fit["u"], u, atol=0.015)


def test_probabilistic_share_counts_linked_own_pairs() -> None:
    rng = np.random.default_rng(3)
    o = rng.normal(size=(2000, 3))
    low = continuous_risk_arrays(o, o + rng.normal(scale=0.01, size=o.shape), ["probabilistic"])
    high = continuous_risk_arrays(o, o + rng.normal(scale=0.5, size=o.shape), ["probabilistic"])
    assert low.probabilistic["share"] > 0.9 > high.probabilistic["share"]
    fit = low.probabilistic["fits"][0]
    assert fit["true_linked_pairs"] == round(low.probabilistic["share"] * 2000)
    assert all(fit["m"][v] > fit["u"][v] for v in fit["m"])


def continuous_risk_arrays(o: np.ndarray, m: np.ndarray, measures: list[str], **kw):
    con = duckdb.connect()
    p = o.shape[1]
    _file(con, "f", {**{f"x{i}": o[:, i] for i in range(p)},
                     **{f"y{i}": m[:, i] for i in range(p)}})
    return continuous_risk("f", numeric=[f"x{i}" for i in range(p)],
                           masked_numeric=[f"y{i}" for i in range(p)], con=con,
                           measures=measures, **kw)


# ----------------------------------------------------------------------- robust
def test_robust_rules_against_their_definition() -> None:
    rng = np.random.default_rng(9)
    o = rng.normal(size=(300, 2))
    o[:5] *= 8                                     # five outliers
    m = o + rng.normal(scale=0.05, size=o.shape)
    zo, zm, _ = L.standardise(o, m)
    k, k2 = 0.05, 0.1
    rob = L.robust_measure(zo, zm, k=k, k2=k2, neighbours=2)
    rmd = rob["rmd"]
    assert rmd[:5].min() > np.median(rmd[5:]) * 3           # outliers are far, robustly
    unsafe1 = [any(abs(zm[i, v] - zo[i, v]) <= k * rmd[i] for v in range(2))
               for i in range(300)]
    assert rob["unsafe1"].tolist() == unsafe1
    d = np.sqrt(((zm[:, None] - zm[None]) ** 2).sum(axis=2))
    unsafe2 = [unsafe1[i] and int((np.delete(d[i], i) <= k2).sum()) < 2 for i in range(300)]
    assert rob["unsafe2"].tolist() == unsafe2
    assert 0 < sum(unsafe2) < sum(unsafe1) < 300


def test_robust_fit_on_evenly_spaced_records_of_a_large_file() -> None:
    from sklearn.covariance import MinCovDet

    rng = np.random.default_rng(8)
    zo = rng.normal(size=(1000, 2))
    rob = L.robust_measure(zo, zo, k=0.05, k2=0.05, neighbours=1, fit_records=100)
    mcd = MinCovDet(random_state=0).fit(zo[::10])          # positions 0, 10, ..., 990
    d = zo - mcd.location_
    expected = np.sqrt(np.einsum("ij,jk,ik->i", d, np.linalg.inv(mcd.covariance_), d))
    np.testing.assert_allclose(rob["rmd"], expected, rtol=1e-9)   # two inverses of S


def test_robust_weighted_share() -> None:
    rng = np.random.default_rng(4)
    o = rng.normal(size=(400, 3))
    r = continuous_risk_arrays(o, o + rng.normal(scale=0.1, size=o.shape), ["robust"])
    rob = r.robust
    assert 0 < rob["rmdid1"] < 1 and 0 <= rob["rmdid2"] <= rob["rmdid1"]
    assert 0 < rob["rmdid1_weighted"] < 1


def test_robust_without_scikit_learn_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sklearn.covariance", None)
    o = np.arange(10.0)[:, None]
    with pytest.raises(InputError, match=r"sdcsql\[robust\]"):
        continuous_risk_arrays(o, o, ["robust"])


# ------------------------------------------------------------------------ strata
def test_strata_are_linked_each_on_its_own() -> None:
    rng = np.random.default_rng(12)
    n = 600
    s = np.repeat([1, 2, 3], n // 3)
    o = rng.normal(size=(n, 2))
    m = o + rng.normal(scale=0.3, size=o.shape)
    con = duckdb.connect()
    _file(con, "f", {"s": s, "x0": o[:, 0], "x1": o[:, 1], "y0": m[:, 0], "y1": m[:, 1]})
    r = continuous_risk("f", numeric=["x0", "x1"], masked_numeric=["y0", "y1"], con=con,
                        strata=["s"], measures=["linkage", "interval"])
    total = 0.0
    for k, row in zip((1, 2, 3), r.by_stratum, strict=True):
        assert row["stratum"] == {"s": k}
        zo, zm, _ = L.standardise(o[s == k], m[s == k])
        c1 = brute_credits(zo, zm, 1)
        assert row["linkage"]["euclidean"]["nearest"] == pytest.approx(c1.mean(), abs=1e-15)
        total += c1.sum()
    assert r.linkage["euclidean"]["nearest"] == pytest.approx(total / n, abs=1e-15)
    assert r.n_strata == 3


# -------------------------------------------------------------------- bad input
@pytest.mark.parametrize("kw, message", [
    ({"numeric": ["x"], "measures": ["nope"]}, "unknown measure 'nope'"),
    ({"numeric": ["zz"]}, "no column 'zz'"),
    ({"numeric": ["x"], "masked_numeric": ["y", "x"]}, "one masked variable per variable"),
    ({"numeric": ["x"], "agreement": -1}, "agreement"),
    ({"numeric": ["x"], "link_threshold": 2}, "link_threshold"),
    ({"numeric": ["x"], "interval_percent": 0}, "interval_percent"),
    ({"numeric": ["x"], "candidates": 0}, "candidates"),
    ({"numeric": ["x"], "distance": "manhattan"}, "distance"),
    ({"numeric": ["t"]}, "not numeric"),
])
def test_bad_options_are_refused(kw: dict, message: str) -> None:
    con = duckdb.connect()
    con.execute("CREATE TABLE o AS SELECT * FROM (VALUES (1.0, 2.0, 'a'), (2.0, 3.0, 'b')) "
                "t(x, y, t)")
    with pytest.raises(InputError, match=message):
        continuous_risk("o", "o", con=con, **kw)


def test_files_of_different_lengths_and_missing_values_are_refused() -> None:
    con = duckdb.connect()
    con.execute("CREATE TABLE o AS SELECT * FROM (VALUES (1.0), (2.0), (3.0)) t(x)")
    con.execute("CREATE TABLE m AS SELECT * FROM (VALUES (1.0), (2.0)) t(x)")
    con.execute("CREATE TABLE n AS SELECT * FROM (VALUES (1.0), (NULL), ('nan'::DOUBLE)) t(x)")
    with pytest.raises(InputError, match="3 records and the masked file 2"):
        continuous_risk("o", "m", numeric=["x"], con=con)
    with pytest.raises(InputError, match=r"'x' of the masked file is missing or not finite in 2"):
        continuous_risk("o", "n", numeric=["x"], con=con)


def test_cli_writes_the_measures(tmp_path) -> None:
    from sdcsql.cli import main

    o = np.array([[0.0], [2.0], [5.0]])
    (tmp_path / "o.csv").write_text("x\n0\n2\n5\n")
    (tmp_path / "m.csv").write_text("x\n1\n2\n5\n")
    out = tmp_path / "s.json"
    assert main(["disclosure", str(tmp_path / "o.csv"), str(tmp_path / "m.csv"), "--numeric",
                 "x", "--measures", "linkage", "--distance", "euclidean",
                 "--summary-json", str(out)]) == 0
    import json

    got = json.loads(out.read_text())
    # test_ties_count_as_a_random_choice by hand: credits 1/2, 1, 1 and 1, 1, 1
    assert got["linkage"]["euclidean"]["nearest"] == pytest.approx(2.5 / 3, abs=1e-15)
    assert got["linkage"]["euclidean"]["nearest_or_second"] == 1.0
    assert len(o) == got["n_records"]
    assert main(["disclosure", str(tmp_path / "o.csv"), "--numeric", "x"]) == 1


def test_tiny_strata_and_thread_count() -> None:
    """A stratum of one record links it (the only original); a stratum too small for a
    covariance leaves Mahalanobis out with a warning; the shares do not depend on the
    thread count."""
    from sdcsql.errors import SdcsqlWarning

    rng = np.random.default_rng(21)
    s = np.array([1] + [2] * 2 + [3] * 200)
    o = rng.normal(size=(203, 2))
    m = o + rng.normal(scale=0.2, size=o.shape)
    outs = []
    for threads in (1, 2):
        con = duckdb.connect()
        con.execute(f"SET threads = {threads}")
        _file(con, "f", {"s": s, "x0": o[:, 0], "x1": o[:, 1], "y0": m[:, 0], "y1": m[:, 1]})
        with pytest.warns(SdcsqlWarning, match="covariance is singular in 2 stratum"):
            r = continuous_risk("f", numeric=["x0", "x1"], masked_numeric=["y0", "y1"],
                                con=con, strata=["s"], measures=["linkage", "interval"])
        outs.append(r.to_json())
    assert outs[0] == outs[1]
    first = outs[0]["by_stratum"][0]
    assert first["records"] == 1 and first["linkage"]["euclidean"]["nearest"] == 1.0
    assert first["linkage"]["mahalanobis"]["nearest"] is None
    assert outs[0]["linkage"]["mahalanobis"]["records"] == 200


def test_two_relations_of_a_problem_engine() -> None:
    """The protect step's call: the problem's keyed view and a masked relation on the
    same engine; what the measure made is dropped, the problem's relations stay."""
    import sdcsql

    con = duckdb.connect()
    con.execute("CREATE TABLE o AS SELECT * FROM (VALUES (1, 0.0), (1, 2.0), (2, 5.0)) t(k, x)")
    con.execute("CREATE TABLE m AS SELECT * FROM (VALUES (1, 1.0), (1, 2.0), (2, 5.0)) t(k, x)")
    with sdcsql.Problem("o", sdcsql.Spec(keys=["k"]), con=con) as p:
        before = set(con.execute("SELECT table_name FROM duckdb_tables() UNION ALL "
                                 "SELECT view_name FROM duckdb_views()").fetchall())
        r = continuous_risk(p.keyed, "m", numeric=["x"], engine=p.engine, measures=["linkage"],
                            distance="euclidean")
        after = set(con.execute("SELECT table_name FROM duckdb_tables() UNION ALL "
                                "SELECT view_name FROM duckdb_views()").fetchall())
        assert after == before
        # test_ties_count_as_a_random_choice: credits 1/2, 1, 1
        assert r.linkage["euclidean"]["nearest"] == pytest.approx(2.5 / 3, abs=1e-15)
        assert p.records().fetchall()


# ------------------------------------------------------------------ paired by an id
def test_files_paired_by_an_id_in_any_order_give_the_positional_figures() -> None:
    """``person_id``: the masked file's rows in another order, paired by a text id, give
    the figures of the positional pairing of the same rows in the original's order (the
    brute force above checks the positional path), every measure, with strata; each
    stratum's records are taken in the id's order, here the input order."""
    rng = np.random.default_rng(31)
    n = 300
    ids = np.array([f"p{i:04d}" for i in range(n)])
    s = rng.integers(1, 4, size=n)
    o = rng.normal(size=(n, 2))
    m = o + rng.normal(scale=0.4, size=o.shape)
    con = duckdb.connect()
    _file(con, "o", {"id": ids, "s": s, "x0": o[:, 0], "x1": o[:, 1]})
    _file(con, "m", {"id": ids, "x0": m[:, 0], "x1": m[:, 1]})
    order = rng.permutation(n)
    _file(con, "shuffled", {"id": ids[order], "x0": m[order, 0], "x1": m[order, 1]})
    measures = MEASURES if _has_sklearn() else MEASURES[:3]
    by_position = continuous_risk("o", "m", numeric=["x0", "x1"], con=con, strata=["s"],
                                  measures=measures).to_json()
    by_id = continuous_risk("o", "shuffled", numeric=["x0", "x1"], con=con, strata=["s"],
                            measures=measures, person_id="id").to_json()
    assert by_id == by_position
    assert [f["stratum"] for f in by_id["probabilistic"]["fits"]] == \
        [{"s": int(k)} for k in dict.fromkeys(s)]       # the strata's first records' order


def _has_sklearn() -> bool:
    try:
        import sklearn.covariance  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.parametrize("masked, message", [
    ("VALUES (1, 1.0), (1, 2.0), (3, 3.0)", "1 repeated ids in the masked file"),
    ("VALUES (1, 1.0), (2, 2.0), (4, 3.0)", "1 masked records whose id is not in the original"),
    ("VALUES (1, 1.0), (2, 2.0), (NULL, 3.0)", "1 records with no id in the masked file"),
])
def test_ids_repeated_unmatched_or_missing_are_refused(masked: str, message: str) -> None:
    con = duckdb.connect()
    con.execute("CREATE TABLE o AS SELECT * FROM (VALUES (1, 1.0), (2, 2.0), (3, 3.0)) t(i, x)")
    con.execute(f"CREATE TABLE m AS SELECT * FROM ({masked}) t(i, x)")
    with pytest.raises(InputError, match=f"person_id: {message}"):
        continuous_risk("o", "m", numeric=["x"], con=con, person_id="i")
    with pytest.raises(InputError, match="the original file has no column 'j'"):
        continuous_risk("o", "m", numeric=["x"], con=con, person_id="j")
