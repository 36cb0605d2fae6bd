"""Log-linear model risk (sdcsql.risk.loglinear; seed 004 sections 3.7-3.9).

Independent sources (the prep16 reference loglinear_closed_form.py, recomputed here):
the closed-form Poisson MLEs on a fixed 2 x 3 x 4 table (Bishop, Fienberg and
Holland 3.3) -- independence mu = f_i.. f_.j. f_..k / n^2, [AB][C] mu = f_ij. f_..k / n,
saturated mu = f; pseudo-ML the same closed forms on F; tau1 and tau2 ((3.22),
(3.23)) evaluated in mpmath at 40 digits; sdcMicro's shares from the same closed
forms.  Clogg-Eliason: IPF and IRLS (two different fitters) agree; weighted: the
score equations X'(f - mu) = 0 hold.

Tolerances: fitted values 1e-9 relative (IPF stops at 1e-13 of n on the margins;
the closed forms are rational in the counts); tau 1e-9 relative (sums of at most
24 terms of exp of such values).
"""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path
from typing import Any

import mpmath
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.risk.loglinear import METHODS, loglinear, loglinear_arrays, parse_model
from sdcsql.udfs.loglinear import design, fit_ipf, fit_irls
from tests.cli_run import sdcsql as run_cli

mpmath.mp.dps = 40


def _table() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(16)
    f = rng.poisson(1.6, size=(2, 3, 4)).astype(float)
    f[0, 0, 0] = 1
    w = rng.uniform(20, 80, size=(2, 3, 4))
    return f, f * w, np.where(f > 0, f / w, 0.0)


def _independence(t: np.ndarray) -> np.ndarray:
    return (t.sum(axis=(1, 2))[:, None, None] * t.sum(axis=(0, 2))[None, :, None]
            * t.sum(axis=(0, 1))[None, None, :] / t.sum() ** 2)


def _ab_c(t: np.ndarray) -> np.ndarray:
    return t.sum(axis=2)[:, :, None] * t.sum(axis=(0, 1))[None, None, :] / t.sum()


def _mp_taus(f: np.ndarray, lam: np.ndarray, pi: np.ndarray | float) -> tuple[float, float]:
    t1 = t2 = mpmath.mpf(0)
    for fk, lk, pk in zip(f.ravel(), lam.ravel(), np.broadcast_to(pi, f.shape).ravel(),
                          strict=True):
        if fk == 1:
            v = (1 - mpmath.mpf(float(pk))) * mpmath.mpf(float(lk))
            t1 += mpmath.exp(-v)
            t2 += -mpmath.expm1(-v) / v
    return float(t1), float(t2)


MODELS = {
    "independence": ([(0,), (1,), (2,)], _independence),
    "ab_c": ([(0,), (1,), (2,), (0, 1)], _ab_c),
    "saturated": ([(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)], lambda t: t),
}


@pytest.mark.parametrize("model", list(MODELS))
def test_standard_closed_forms(model: str) -> None:
    f, F, incl = _table()
    terms, closed = MODELS[model]
    pi = f.sum() / F.sum()
    out = loglinear_arrays(f, F, incl, terms, "standard")
    np.testing.assert_allclose(out["lambda"] * pi, closed(f), rtol=1e-9, atol=1e-12)
    want = _mp_taus(f, closed(f) / pi, pi)
    assert out["tau1"] == pytest.approx(want[0], rel=1e-9)
    assert out["tau2"] == pytest.approx(want[1], rel=1e-9)


@pytest.mark.parametrize("model", list(MODELS))
def test_pml_closed_forms(model: str) -> None:
    f, F, incl = _table()
    terms, closed = MODELS[model]
    out = loglinear_arrays(f, F, incl, terms, "pml")
    np.testing.assert_allclose(out["lambda"], closed(F), rtol=1e-9, atol=1e-9)
    # a sample unique's pi_k is its record's 1/w = f/F
    pik = np.where(F > 0, f / np.where(F > 0, F, 1), 0.0)
    want = _mp_taus(f, closed(F), pik)
    assert out["tau1"] == pytest.approx(want[0], rel=1e-9)
    assert out["tau2"] == pytest.approx(want[1], rel=1e-9)


@pytest.mark.parametrize("model", ["independence", "ab_c"])
def test_sdcmicro_shares(model: str) -> None:
    f, F, incl = _table()
    terms, closed = MODELS[model]
    mu = closed(f)
    for bound in (math.inf, 2.0):
        keep = (f > 0) & (f <= bound)
        su = keep & (f == 1)
        v = (1 - incl[su]) * mu[su]
        out = loglinear_arrays(f, F, incl, terms, "standard", "sdcmicro", bound)
        assert out["tau1_share"] == pytest.approx(float(np.sum(np.exp(-v))) / keep.sum(),
                                                  rel=1e-9)
        assert out["tau2_share"] == pytest.approx(
            float(np.sum((1 - np.exp(-v)) / v)) / keep.sum(), rel=1e-9)


def test_clogg_eliason_ipf_equals_irls() -> None:
    f, F, _ = _table()
    f = f + 1  # no zero margins: IRLS needs an interior MLE
    F = F + 50
    pi_cell = f / F
    terms = MODELS["ab_c"][0]
    ipf, _ = fit_ipf(f, terms[-1:] + [(2,)], np.log(pi_cell))
    irls, _ = fit_irls(f, design(f.shape, terms), np.log(pi_cell))
    np.testing.assert_allclose(ipf.ravel(), irls, rtol=1e-9)


def test_weighted_score_equations() -> None:
    f, F, incl = _table()
    f, F = f + 1, F + 50
    X = design(f.shape, MODELS["independence"][0], [F])
    mu, _ = fit_irls(f, X)
    score = X.T @ (f.ravel() - mu)
    assert np.max(np.abs(score / (X.T @ f.ravel()))) < 1e-9
    out = loglinear_arrays(f, F, incl, MODELS["independence"][0], "weighted")
    assert out["tau1"] >= 0


def test_saturated_irls_refuses_zero_cells() -> None:
    f, _, _ = _table()
    with pytest.raises(InputError, match="loglinear_model"):
        fit_irls(f, design(f.shape, MODELS["saturated"][0]))


def test_parse_model() -> None:
    assert parse_model("a + b:c", ["a", "b", "c"]) == [(0,), (1,), (2,), (1, 2)]
    assert parse_model(None, ["a", "b"]) == [(0,), (1,)]
    with pytest.raises(InputError, match="loglinear_model: 'z' is not a key"):
        parse_model("a + z", ["a", "b"])


def _problem_table() -> tuple[str, np.ndarray, np.ndarray, np.ndarray]:
    """The 2 x 3 x 4 table as records (a cell of f records of equal weight F/f)."""
    f, F, incl = _table()
    rows = []
    for (i, j, k), fk in np.ndenumerate(f):
        for _ in range(int(fk)):
            rows.append(f"('a{i}', 'b{j}', 'c{k}', {float(F[i, j, k] / fk)!r})")
    return "SELECT * FROM (VALUES " + ", ".join(rows) + ") t(a, b, c, w)", f, F, incl


@pytest.mark.parametrize("method", ["standard", "clogg-eliason", "pml"])
def test_engine_matches_arrays(method: str) -> None:
    sql, f, F, incl = _problem_table()
    spec = sdcsql.Spec(keys=["a", "b", "c"], weight="w")
    with sdcsql.Problem(sql, spec) as p:
        r = loglinear(p, loglinear_model="a:b + c", loglinear_method=method)
    want = loglinear_arrays(f, F, incl, MODELS["ab_c"][0], method)
    assert r.summary["tau1"] == pytest.approx(want["tau1"], rel=1e-9)
    assert r.summary["tau2"] == pytest.approx(want["tau2"], rel=1e-9)
    assert r.summary["n_cells"] == 24
    assert r.summary["sample_uniques"] == int((f == 1).sum())
    assert r.to_json()["model"] == "a + b + c + a:b"
    assert "tau1" in r.table()
    if method == "standard":
        pi = f.sum() / F.sum()
        mu = _ab_c(f)
        assert r.summary["tau1"] == pytest.approx(_mp_taus(f, mu / pi, pi)[0], rel=1e-9)


def test_bad_options() -> None:
    sql, *_ = _problem_table()
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b", "c"], weight="w")) as p:
        with pytest.raises(InputError, match="loglinear_max_cells: the grid has 24 cells"):
            loglinear(p, loglinear_max_cells=10)
        with pytest.raises(InputError, match="loglinear_bound: must be a number > 0"):
            loglinear(p, loglinear_bound=0)
        with pytest.raises(InputError, match="loglinear_method"):
            loglinear(p, loglinear_method="glm")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=12, max_size=12),
       st.sampled_from(["independence", "ab_c"]))
def test_ipf_margins_and_tau_bounds(counts: list[int], model: str) -> None:
    """Invariants: the MLE of a hierarchical model reproduces its generating margins;
    exp(-v) <= (1 - exp(-v)) / v <= 1 for v >= 0, so 0 <= tau1 <= tau2 <= #uniques."""
    f = np.array(counts, float).reshape(2, 2, 3)
    assume(f.sum() > 0)
    terms = MODELS[model][0]
    fit, _ = fit_ipf(f, [t for t in terms if not any(set(t) < set(o) for o in terms)])
    for m in terms:
        other = tuple(a for a in range(3) if a not in m)
        np.testing.assert_allclose(fit.sum(axis=other), f.sum(axis=other), atol=1e-9)
    out = loglinear_arrays(f, 40 * f, np.where(f > 0, f / 40, 0.0), terms, "standard")
    assert 0 <= out["tau1"] <= out["tau2"] * (1 + 1e-12) <= (f == 1).sum() * (1 + 1e-12)


def test_cli_summary_json(tmp_path: Path, engine: str) -> None:
    """`sdcsql risk [--engine spark] --measures loglinear`: the summary JSON carries
    the measure, and OUT.csv each record's loglinear_risk (r2 of its cell); a
    5-record 3 x 2 table by hand: cells (x,p) (x,q) (y,p)x2 (z,q), pml on F with main
    effects: lambda = F_i. F_.j / N, N = 75; uniques (x,p) w 10, (x,q) w 20, (z,q) w 5."""
    data = tmp_path / "d.csv"
    data.write_text("a,b,w\nx,p,10\nx,q,20\ny,p,10\ny,p,30\nz,q,5\n")
    out = run_cli("risk", str(data), "--keys",
                  "a,b", "--weight", "w", "--measures", "individual,loglinear",
                  "--loglinear-method", "pml", "--engine", engine,
                  "--out", str(tmp_path / "o.csv"),
                  "--summary-json", str(tmp_path / "s.json"))
    assert out.returncode == 0, out.stderr
    got = json.loads((tmp_path / "s.json").read_text())["measures"]["loglinear"]
    Fa = {"x": 30, "y": 40, "z": 5}
    Fb = {"p": 50, "q": 25}
    t1 = t2 = 0.0
    for a, b, w in (("x", "p", 10), ("x", "q", 20), ("z", "q", 5)):
        v = (1 - 1 / w) * Fa[a] * Fb[b] / 75
        t1 += math.exp(-v)
        t2 += (1 - math.exp(-v)) / v
    assert got["tau1"] == pytest.approx(t1, rel=1e-9)
    assert got["tau2"] == pytest.approx(t2, rel=1e-9)
    assert got["sample_uniques"] == 3 and got["n_cells"] == 6
    with (tmp_path / "o.csv").open() as fh:
        risks = [r["loglinear_risk"] for r in csv.DictReader(fh)]
    want = [(1 - math.exp(-v)) / v for v in
            ((1 - 1 / w) * Fa[a] * Fb[b] / 75 for a, b, w in (("x", "p", 10), ("x", "q", 20)))]
    assert [float(x) for x in risks[:2]] == pytest.approx(want, rel=1e-9)
    assert risks[2:4] == ["", ""]
    v = (1 - 1 / 5) * Fa["z"] * Fb["q"] / 75
    assert float(risks[4]) == pytest.approx((1 - math.exp(-v)) / v, rel=1e-9)


# ------------------------------------------- Skinner-Shlomo criterion and the search
def test_skinner_shlomo_hand_calculation() -> None:
    """The criterion on a 2 x 2 table worked by hand: f = [[2, 0], [1, 1]], main
    effects: rows 2, 2, columns 3, 1, n = 4, mu = [[1.5, 0.5], [1.5, 0.5]];
    d = (f - mu)^2 - f = [[-1.75, 0.25], [-0.75, -0.75]].
    pi = 1: lambda = mu, h1 = (2 - lambda) e^-lambda = 0.5 e^-1.5 (mu 1.5), 1.5 e^-0.5
    (mu 0.5): sum h d = 0.5 e^-1.5 (-2.5) + 1.5 e^-0.5 (-0.5); 2 sum h^2 mu^2 =
    2 (2 (0.25 e^-3)(2.25) + 2 (2.25 e^-1)(0.25)) = 2.25 (e^-3 + e^-1).
    pi = 1/2: lambda = 2 mu = 3, 1; h1 = -e^-3, e^-1; h2 = (e^-l - e^(-l/2) / 4) / (1/2).
    Tolerance 1e-12 relative (a handful of double operations)."""
    from sdcsql.risk.loglinear import skinner_shlomo

    f = np.array([[2.0, 0.0], [1.0, 1.0]])
    mu = np.array([[1.5, 0.5], [1.5, 0.5]])
    z1, z2 = skinner_shlomo(f, mu, 1.0)
    want = (-1.25 * math.exp(-1.5) - 0.75 * math.exp(-0.5)) / (
        1.5 * math.sqrt(math.exp(-3) + math.exp(-1)))
    assert z1 == pytest.approx(want, rel=1e-12) and z2 == pytest.approx(want, rel=1e-12)
    z1, z2 = skinner_shlomo(f, mu, 0.5)
    d = {1.5: -2.5, 0.5: -0.5}          # sums of d over the two cells of each mu

    def z(h):
        num = sum(h(m) * d[m] for m in d)
        return num / math.sqrt(2 * sum(2 * h(m) ** 2 * m * m for m in d))

    assert z1 == pytest.approx(z(lambda m: (2 - 2 * m) * math.exp(-2 * m)), rel=1e-12)
    assert z2 == pytest.approx(z(lambda m: (math.exp(-2 * m) - 0.25 * math.exp(-m)) / 0.5),
                               rel=1e-12)


def _simulated(seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Sample counts drawn from a known model: main effects of a (6 levels), b (5),
    c (4), d (3) plus a strong a:b interaction (sd 1.5 on the log scale), expected
    counts around 0.3; every weight 10 (pi = 0.1)."""
    rng = np.random.default_rng(seed)
    la, lb, lc, ld = (rng.normal(0, 0.3, k) for k in (6, 5, 4, 3))
    ab = rng.normal(0, 1.5, (6, 5))
    logmu = (np.log(0.3) + la[:, None, None, None] + lb[None, :, None, None]
             + lc[None, None, :, None] + ld[None, None, None, :] + ab[:, :, None, None])
    f = rng.poisson(np.exp(logmu)).astype(float)
    return f, 10 * f


@pytest.mark.parametrize("seed", [2, 3, 4, 9])
def test_search_picks_the_true_interaction(seed: int) -> None:
    """On counts simulated from a + b + c + d + a:b the main-effects model fails the
    criterion (|z1| > 1.96) and the search adds a:b, and only a:b (the true model)."""
    from sdcsql.risk.loglinear import search_interactions

    f, F = _simulated(seed)
    terms, steps = search_interactions(f, F, ["a", "b", "c", "d"])
    assert abs(steps[0]["z1"]) > 1.96
    assert [s["added"] for s in steps[1:]] == ["a:b"]
    assert abs(steps[-1]["z1"]) <= 1.96
    assert (0, 1) in terms and len([t for t in terms if len(t) == 2]) == 1


def test_model_auto_through_the_engine() -> None:
    """loglinear_model = "auto" on the records of a simulated table: the chosen model
    and the steps in the summary."""
    import pyarrow as pa

    f, _ = _simulated(4)
    cols: dict[str, list] = {k: [] for k in "abcd"}
    for (i, j, k, m), n in np.ndenumerate(f):
        for _ in range(int(n)):
            for key, v in zip("abcd", (i, j, k, m), strict=True):
                cols[key].append(f"{key}{v}")
    t = pa.table({**cols, "w": [10.0] * len(cols["a"])})
    with sdcsql.Problem(t, sdcsql.Spec(keys=list("abcd"), weight="w")) as p:
        r = loglinear(p, loglinear_model="auto")
    # the table's observed levels only: the grid may be smaller than 6 x 5 x 4 x 3
    assert r.summary["model"] == "a + b + c + d + a:b"
    assert [s["added"] for s in r.summary["search"]] == [None, "a:b"]
    assert "search" in r.to_json() and "z1" in r.table()


def test_parse_model_refusals() -> None:
    for text, message in (("a*b", "'a\\*b' is not a key"), ("a + 1", "'1' is not a key"),
                          ("a:a", "names a key twice"), ("a + ", "empty term")):
        with pytest.raises(InputError, match=message):
            parse_model(text, ["a", "b"])


# ------------------------------------------------------------------ both engines
def _engine_records() -> tuple[list[tuple], np.ndarray, np.ndarray, np.ndarray]:
    """The 2 x 3 x 4 table of :func:`_table` as records, the last level of c a NULL
    (one more level), weights powers of two (4 .. 64): every sum of weights and of
    1 / w is exact in doubles, in any order, so both engines build the same cell table
    bit for bit and the only differences left are the fit's, on the driver."""
    f, _, _ = _table()
    F, incl = np.zeros_like(f), np.zeros_like(f)
    recs = []
    for (i, j, k), fk in np.ndenumerate(f):
        for m in range(int(fk)):
            w = float(2 ** (2 + (i + 2 * j + 3 * k + m) % 5))
            recs.append((f"a{i}", f"b{j}", None if k == 3 else f"c{k}", w))
            F[i, j, k] += w
            incl[i, j, k] += 1 / w
    return recs, f, F, incl


def _engine_problem(recs: list[tuple], engine: str) -> sdcsql.Problem:
    import pyarrow as pa

    data: Any = pa.table({n: [r[i] for r in recs] for i, n in enumerate("abcw")})
    if engine == "spark":
        from pyspark.sql import SparkSession

        data = SparkSession.getActiveSession().createDataFrame(data.to_pandas())
    return sdcsql.Problem(data, sdcsql.Spec(keys=["a", "b", "c"], weight="w"), engine=engine)


def test_engines_agree_with_the_closed_form_and_each_other(engine: str) -> None:
    """On DuckDB and on Spark (cell table and per-record join on the engine, fit on the
    driver): tau1, tau2 equal the arrays' fit (loglinear_arrays on the cell table built
    here in Python) to 1e-12 for the four methods, so the engines agree with each other
    to 2e-12; the standard independence fit also equals the closed form (mpmath, 1e-9,
    the IPF tolerance).  Each record's loglinear_risk (compute_risk's records, in input
    order) is its cell's (1 - exp(-v)) / v from the same arrays, NULL when f > 1."""
    from sdcsql.risk.individual import compute_risk
    from tests.conftest import rows

    recs, f, F, incl = _engine_records()
    with _engine_problem(recs, engine) as p:
        for method in METHODS:
            model = "a + b + c" if method == "weighted" else "a:b + c"
            terms = MODELS["independence" if method == "weighted" else "ab_c"][0]
            result = compute_risk(p, measures=["loglinear"], loglinear_model=model,
                                  loglinear_method=method)
            got = result.summary.measures["loglinear"].summary
            rel = result.records
            header = list(rel.columns)
            table = [dict(zip(header, r, strict=True)) for r in rows(rel)]
            want = loglinear_arrays(f, F, incl, terms, method)
            assert got["tau1"] == pytest.approx(want["tau1"], rel=1e-12, abs=1e-300), method
            assert got["tau2"] == pytest.approx(want["tau2"], rel=1e-12), method
            assert len(table) == len(recs)
            levels = {"a": [f"a{i}" for i in range(2)], "b": [f"b{j}" for j in range(3)],
                      "c": [f"c{k}" for k in range(3)] + [None]}
            for r, rec in zip(table, recs, strict=True):
                assert (r["a"], r["b"], r["c"], r["w"]) == rec
                at = (levels["a"].index(rec[0]), levels["b"].index(rec[1]),
                      levels["c"].index(rec[2]))
                if f[at] != 1:
                    assert r["loglinear_risk"] is None
                    continue
                v = (1 - float(want["pi"][at])) * float(want["lambda"][at])
                assert r["loglinear_risk"] == pytest.approx(-math.expm1(-v) / v, rel=1e-12)
        r = loglinear(p, loglinear_model="a + b + c")
    pi = f.sum() / F.sum()
    closed = _mp_taus(f, _independence(f) / pi, pi)
    assert r.summary["tau1"] == pytest.approx(closed[0], rel=1e-9)
    assert r.summary["tau2"] == pytest.approx(closed[1], rel=1e-9)


# ------------------------------------------------ sdcMicro's GLM (issue 24 item 17)
def test_sdcmicro_numeric_keys_are_covariates_testdata2() -> None:
    """sdcMicro's modRisk help example, testdata2 with ~ sex + water + roof (integer
    columns: linear covariates in its glm) and weight sampling_weight: its default
    method gives 0.244362 / 0.384004 (the issue's figures, 6 decimals: 5e-7
    absolute).  The same keys as text are factors: sdcMicro's IPF figures 0.273543 /
    0.410375, what the factor model gave before."""
    from tests.conftest import shared_file

    path = shared_file("data", "testdata2.csv")
    spec = sdcsql.Spec(keys=["sex", "water", "roof"], weight="sampling_weight")
    with sdcsql.Problem(str(path), spec) as p:
        s = loglinear(p, sdcmicro=True).summary
    assert s["numeric_keys"] == ["sex", "water", "roof"] and s["records_left_out"] == 0
    assert s["tau1_share"] == pytest.approx(0.244362, abs=5e-7)
    assert s["tau2_share"] == pytest.approx(0.384004, abs=5e-7)
    text = (f"SELECT CAST(sex AS VARCHAR) AS sex, CAST(water AS VARCHAR) AS water, "
            f"CAST(roof AS VARCHAR) AS roof, sampling_weight FROM read_csv_auto('{path}')")
    with sdcsql.Problem(text, spec) as p:
        s = loglinear(p, sdcmicro=True).summary
    assert s["numeric_keys"] == []
    assert s["tau1_share"] == pytest.approx(0.273543, abs=5e-7)
    assert s["tau2_share"] == pytest.approx(0.410375, abs=5e-7)


def test_sdcmicro_leaves_out_records_with_a_missing_key() -> None:
    """sdcMicro's glm drops the cells with a missing key (R's na.omit); the grid keeps
    every observed value.  By hand: a in {x, y, z}, b in {p, q}; the five complete
    records give f = [[1, 1], [2, 0], [0, 1]] (rows x, y, z), the independence fit
    mu_ij = f_i. f_.j / 5 = [[6/5, 4/5], [6/5, 4/5], [3/5, 2/5]]; the four non-empty
    cells are kept; sample uniques (x,p), (x,q), (z,q) with pi = 1/w = .1, .05, .2:
    tau1_share = (exp(-.9 * 1.2) + exp(-.95 * .8) + exp(-.8 * .4)) / 4.  The two
    records with a missing key have no risk."""
    sql = ("SELECT * FROM (VALUES ('x','p',10.0),('x','q',20.0),('y','p',10.0),"
           "('y','p',30.0),('z','q',5.0),(NULL,'p',10.0),('y',NULL,8.0)) t(a, b, w)")
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"], weight="w")) as p:
        r = loglinear(p, sdcmicro=True)
        rows = p.engine.query(f"SELECT __sdc_row, loglinear_risk FROM {r.record_relation} "
                              "ORDER BY __sdc_row")
    v = [(1 - 0.1) * 1.2, (1 - 0.05) * 0.8, (1 - 0.2) * 0.4]
    assert r.summary["records_left_out"] == 2 and r.summary["numeric_keys"] == []
    assert r.summary["tau1_share"] == pytest.approx(sum(math.exp(-x) for x in v) / 4,
                                                    rel=1e-12)
    assert r.summary["tau2_share"] == pytest.approx(
        sum(-math.expm1(-x) / x for x in v) / 4, rel=1e-12)
    risks = [row["loglinear_risk"] for row in rows]
    assert risks[5:] == [None, None]              # the records with a missing key
    assert risks[0] == pytest.approx(-math.expm1(-v[0]) / v[0], rel=1e-12)


def test_design_codes_numeric_axes_as_values() -> None:
    """Axis 0 a factor (3 levels), axis 1 numeric (values 2, 5): intercept, the
    dummies of levels 1 and 2 of axis 0, the value of axis 1, and a:b as the dummies
    times the value (R's model matrix of ~ a + x + a:x)."""
    X = design((3, 2), [(0,), (1,), (0, 1)], numeric={1: np.array([2.0, 5.0])}).toarray()
    want = []
    for i in range(3):
        for x in (2.0, 5.0):
            d = [1.0 if i == 1 else 0.0, 1.0 if i == 2 else 0.0]
            want.append([1.0, *d, x, d[0] * x, d[1] * x])
    assert X.tolist() == want


def test_weighted_model_fits_eusilc_with_zero_margins() -> None:
    """The weighted model on eusilc (keys db040, hsize, rb090, age; model with
    rb090:age; weight rb050) was refused ("a margin of the model is zero"): an age
    seen for one sex only leaves zero margins of rb090:age, and the cells' weight sums
    (up to 1e5) next to 0/1 dummies made X'WX numerically indefinite.  Now its
    extended MLE: 0 in the zero-margin cells, and the score equations X'(f - mu) = 0
    of the full design hold (1e-8 of X'f): the maximum of the concave likelihood.
    Through the engine it equals the arrays built here (1e-12)."""
    import duckdb

    from sdcsql.udfs.loglinear import fit_glm, zero_margin_cells
    from tests.conftest import shared_file

    path = shared_file("data", "eusilc.csv")
    keys = ["db040", "hsize", "rb090", "age"]
    model = "db040 + hsize + rb090 + age + rb090:age"
    cells = duckdb.connect().execute(
        f"SELECT {', '.join(keys)}, count(*), sum(rb050), sum(1 / rb050) "
        f"FROM read_csv_auto('{path}') GROUP BY ALL").fetchall()
    levels = [sorted({c[i] for c in cells}) for i in range(4)]
    dims = tuple(len(lv) for lv in levels)
    f, F, incl = np.zeros(dims), np.zeros(dims), np.zeros(dims)
    for c in cells:
        at = tuple(levels[i].index(c[i]) for i in range(4))
        f[at], F[at], incl[at] = c[4], c[5], c[6]
    terms = parse_model(model, keys)
    zero = zero_margin_cells(f, terms)
    assert zero.any()
    mu, _ = fit_glm(f, terms, [F])
    assert np.all(mu[zero] == 0) and np.all(mu[~zero] > 0)
    X = design(dims, terms, [F])
    score, scale = X.T @ (f.ravel() - mu.ravel()), X.T @ f.ravel()
    assert np.all(np.abs(score) <= 1e-8 * np.maximum(scale, 1.0))
    with sdcsql.Problem(str(path), sdcsql.Spec(keys=keys, weight="rb050")) as p:
        s = loglinear(p, loglinear_method="weighted", loglinear_model=model).summary
    want = loglinear_arrays(f, F, incl, terms, "weighted")
    assert s["tau1"] == pytest.approx(want["tau1"], rel=1e-12)
    assert s["tau2"] == pytest.approx(want["tau2"], rel=1e-12)
    assert s["tau2"] > 0


def test_glm_refusals_name_the_model() -> None:
    """A weighted saturated model has more parameters than cells (the weight covariate
    on top of one per cell): its design is singular, refused naming loglinear_model.
    With the risk method sdcmicro, a file whose every record has a missing key has no
    record left for the model: refused before the fit."""
    f = np.array([[2.0, 1.0], [3.0, 4.0]])
    F = f * np.array([[10.0, 20.0], [15.0, 40.0]])
    with pytest.raises(InputError, match="loglinear_model: the model's design is singular"):
        loglinear_arrays(f, F, f / F, [(0,), (1,), (0, 1)], "weighted")
    sql = "SELECT * FROM (VALUES ('x', NULL, 1.0), (NULL, 'p', 2.0)) t(a, b, w)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"], weight="w")) as p, \
            pytest.raises(InputError, match="every record has a missing key"):
        loglinear(p, sdcmicro=True)
