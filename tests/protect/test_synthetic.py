"""Synthetic and hybrid data (sdcsql.protect.synthetic; seed 003 section 3.4.7).

Independent sources: the statistics each method promises, recomputed in the test with
numpy from the original data -- B-hat by ``numpy.linalg.lstsq`` and Sigma-hat =
r^t r / n (IPSO, 3.4.7.5), means and the sample covariance (Cholesky construction; MS
3.4.7.7; each MDAV cluster of Microhybrid 3.4.7.8) -- and the 40-digit mpmath means and
covariance of ``data/noise_moments.json`` (prep17's moments_reference.py).  Tolerance
1e-9 relative (absolute 1e-9 on entries near 0): the methods solve and factor 3x3..5x5
well-conditioned matrices in float64 (errors ~1e-13); 1e-9 leaves room for BLAS order.
Reproducibility: same seed, same Parquet bytes for 1 and 2 threads; seeds differ.
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
from sdcsql.data import write
from sdcsql.protect.methods import protect
from sdcsql.protect.synthetic import (
    CHOLESKY_STEP,
    IPSO_STEP,
    MICROHYBRID_STEP,
    MS_STEP,
    cholesky_synthetic,
    ipso,
    microhybrid,
    ms_hybrid,
)
from sdcsql.udfs import synthetic as kernels

REF = json.loads((Path(__file__).parent / "data" / "noise_moments.json").read_text())
Y, X = ["y1", "y2", "y3"], ["x1", "x2"]
TOL = {"rtol": 1e-9, "atol": 1e-9}


def _ref_table(strata: bool = False) -> pa.Table:
    y, x = np.array(REF["y"]), np.array(REF["x"])
    n = len(y)
    cols = {"id": np.arange(n) * 5 + 3, "k": np.zeros(n, int),
            **{v: y[:, j] for j, v in enumerate(Y)}, **{v: x[:, j] for j, v in enumerate(X)}}
    if strata:
        cols["s"] = np.arange(n) % 2
    return pa.table(cols)


def _problem(strata: bool = False, threads: int | None = None) -> Problem:
    return Problem(_ref_table(strata), Spec(keys=["k"], person_id="id", numeric=Y,
                                            strata=["s"] if strata else []),
                   threads=threads)


def _cols(table: pa.Table, names: list[str], mask: np.ndarray | None = None) -> np.ndarray:
    out = np.column_stack([table.column(v).to_numpy() for v in names])
    return out if mask is None else out[mask]


def _ols(y: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """B-hat (numpy lstsq on [1, x]) and Sigma-hat = r^t r / n, the seed's MLEs."""
    d = np.column_stack([np.ones(len(y)), x])
    b, *_ = np.linalg.lstsq(d, y, rcond=None)
    r = y - d @ b
    return b, r.T @ r / len(y)


# ------------------------------------------------------------------------- IPSO
@pytest.mark.parametrize("strata", [False, True])
def test_ipso_c_keeps_b_hat_and_sigma_hat_exactly(strata):
    """Lemma (IPSO-C): (y'_C, x) gives the B-hat and Sigma-hat of (y, x), per stratum."""
    t = _ref_table(strata)
    out = ipso(_problem(strata), non_confidential=X, seed=4).data.to_arrow_table()
    groups = [np.ones(t.num_rows, bool)] if not strata else \
        [t.column("s").to_numpy() == h for h in (0, 1)]
    for m in groups:
        b0, s0 = _ols(_cols(t, Y, m), _cols(t, X, m))
        b1, s1 = _ols(_cols(out, Y, m), _cols(out, X, m))
        assert np.allclose(b1, b0, **TOL) and np.allclose(s1, s0, **TOL)
        assert not np.allclose(_cols(out, Y, m), _cols(t, Y, m))
    assert np.array_equal(_cols(out, X), _cols(t, X))          # non-confidential kept


def test_ipso_b_keeps_b_hat_and_ipso_a_is_the_fit():
    """IPSO-B (lemma): B-hat kept, Sigma-hat not; IPSO-A: y'_A = x B-hat (fitted values,
    zero residuals), deterministic (no seed needed)."""
    t = _ref_table()
    b0, s0 = _ols(_cols(t, Y), _cols(t, X))
    out = ipso(_problem(), non_confidential=X, seed=4, ipso_method="B").data.to_arrow_table()
    b1, s1 = _ols(_cols(out, Y), _cols(out, X))
    assert np.allclose(b1, b0, **TOL) and not np.allclose(s1, s0, rtol=1e-3)
    out = ipso(_problem(), non_confidential=X, ipso_method="A").data.to_arrow_table()
    fit = np.column_stack([np.ones(t.num_rows), _cols(t, X)]) @ b0
    assert np.allclose(_cols(out, Y), fit, **TOL)
    b2, s2 = _ols(_cols(out, Y), _cols(out, X))
    assert np.allclose(b2, b0, **TOL) and np.allclose(s2, 0, atol=1e-9)


@given(st.integers(0, 2 ** 31), st.integers(1, 3), st.integers(0, 2), st.integers(0, 40))
@settings(max_examples=40, deadline=None)
def test_ipso_c_property(seed, p, m, extra):
    """For any data with n > m + p + 1, IPSO-C keeps B-hat and Sigma-hat (1e-8: random
    matrices, less well conditioned than the reference)."""
    g = np.random.default_rng(seed)
    n = m + p + 2 + extra
    x = g.normal(size=(n, m)) * 3
    y = x @ g.normal(size=(m, p)) + g.normal(size=(n, p))
    z = kernels.ipso(y, x, "C", seed, np.arange(n), [f"v{j}" for j in range(p)])
    b0, s0 = _ols(y, x)
    b1, s1 = _ols(z, x)
    assert np.allclose(b1, b0, rtol=1e-8, atol=1e-8)
    assert np.allclose(s1, s0, rtol=1e-8, atol=1e-8)


# ---------------------------------------------------------- Cholesky construction
def test_cholesky_synthetic_means_and_covariance_exactly():
    """The five columns of the reference: means and sample covariance (n - 1) equal the
    40-digit ones (1e-9); no original value is released."""
    names = Y + X
    p = Problem(_ref_table(), Spec(keys=["k"], person_id="id", numeric=names))
    out = _cols(cholesky_synthetic(p, seed=12).data.to_arrow_table(), names)
    assert np.allclose(out.mean(0), REF["mean"], **TOL)
    assert np.allclose(np.cov(out, rowvar=False), REF["cov"], **TOL)
    assert not np.isin(out, _cols(_ref_table(), names)).any()


def test_cholesky_synthetic_singular_covariance():
    """A constant and a collinear variable (covariance of rank 1): still exact."""
    n = 30
    a = np.linspace(1, 5, n)
    t = pa.table({"k": np.zeros(n, int), "a": a, "b": 2 * a + 1, "c": np.full(n, 7.0)})
    out = cholesky_synthetic(Problem(t, Spec(keys=["k"], numeric=["a", "b", "c"])), seed=1)
    z = _cols(out.data.to_arrow_table(), ["a", "b", "c"])
    x = _cols(t, ["a", "b", "c"])
    assert np.allclose(z.mean(0), x.mean(0), **TOL)
    assert np.allclose(np.cov(z, rowvar=False), np.cov(x, rowvar=False), **TOL)


# --------------------------------------------------------------------------- MS
@pytest.mark.parametrize("alpha", [0.0, 0.3, [0.2, 0.9, 0.5]])
def test_ms_hybrid_keeps_means_and_covariances(alpha):
    """3.4.7.7: mean(X') = mean(X), Cov(X') = Sxx, Cov(X', Y) = Sxy (the 40-digit
    reference); Y untouched."""
    out = ms_hybrid(_problem(), non_confidential=X, seed=6, ms_alpha=alpha)
    got = out.data.to_arrow_table()
    z = np.column_stack([_cols(got, Y), _cols(got, X)])
    assert np.allclose(z.mean(0), REF["mean"], **TOL)
    assert np.allclose(np.cov(z, rowvar=False), REF["cov"], **TOL)
    assert np.array_equal(_cols(got, X), _cols(_ref_table(), X))
    assert out.summary.details["ms_alpha"] == alpha


def test_ms_hybrid_alpha_one_is_the_original_and_coefficients_by_hand():
    """alpha = I: beta = 0, gamma = 0, Sigma_ee = 0, so X' = X.  And a two-variable hand
    case: Sxx = 4, Sxy = 2, Syy = 1, means 10 and 3, alpha = 0.5: beta^t = 1 * 2 * 0.5 = 1,
    gamma = 10 * 0.5 - 3 * 1 = 2, C = 4 - 4 = 0, Sigma_ee = 0."""
    got = ms_hybrid(_problem(), non_confidential=X, seed=6, ms_alpha=1.0).data
    assert np.allclose(_cols(got.to_arrow_table(), Y), np.array(REF["y"]), **TOL)
    bt, gamma, see = kernels.ms_coefficients(np.array([[4.0]]), np.array([[2.0]]),
                                             np.array([[1.0]]), np.array([10.0]),
                                             np.array([3.0]), np.array([[0.5]]))
    assert np.allclose([bt[0, 0], gamma[0], see[0, 0]], [1.0, 2.0, 0.0], atol=1e-12)


def test_ms_hybrid_refuses_a_sigma_ee_that_is_not_psd():
    """Diagonal alpha with unequal values (option 2 of the seed) may fail: C nearly
    singular with correlation ~1, alpha = diag(0, 1) gives Sigma_ee = [[c11, c12],
    [c12, 0]] with c12 != 0: an eigenvalue below 0."""
    g = np.random.default_rng(2)
    n = 40
    y = g.normal(size=n)
    a = g.normal(size=n)
    t = pa.table({"k": np.zeros(n, int), "y": y, "a": a, "b": a + 0.01 * g.normal(size=n)})
    with pytest.raises(InputError, match="ms_alpha: Sigma_ee is not positive semidefinite"):
        ms_hybrid(Problem(t, Spec(keys=["k"], numeric=["a", "b"])), non_confidential=["y"],
                  seed=1, ms_alpha=[0.0, 1.0])


def test_ms_hybrid_refuses_a_constant_non_confidential_variable():
    """S_YY singular (a constant Y): refused before any work, naming the variable."""
    n = 20
    t = pa.table({"k": np.zeros(n, int), "y": np.full(n, 3.0), "a": np.arange(n) * 1.5})
    with pytest.raises(InputError, match="ms_hybrid: the covariance of y is singular"):
        ms_hybrid(Problem(t, Spec(keys=["k"], numeric=["a"])), non_confidential=["y"], seed=1)


# --------------------------------------------------------------------- Microhybrid
def test_microhybrid_keeps_every_cluster_mean_and_covariance():
    """Each MDAV cluster (sizes k..2k-1) gets the mean and covariance of its records
    (numpy per cluster, 1e-9); k = n is one synthetic cluster: the file's moments."""
    x = np.column_stack([np.array(REF["y"]), np.array(REF["x"])])
    ids = np.arange(len(x))
    names = Y + X
    z, group = kernels.microhybrid(x, 6, 3, ids, names)
    sizes = np.bincount(group)
    assert sizes.min() >= 6 and sizes.max() <= 11 and len(sizes) > 3
    for g in range(len(sizes)):
        m = group == g
        assert np.allclose(z[m].mean(0), x[m].mean(0), **TOL)
        assert np.allclose(np.cov(z[m], rowvar=False), np.cov(x[m], rowvar=False), **TOL)
    assert not np.allclose(z, x)
    whole, group = kernels.microhybrid(x, len(x), 3, ids, names)
    assert (group == 0).all()
    assert np.allclose(np.cov(whole, rowvar=False), REF["cov"], **TOL)


def test_microhybrid_through_the_problem_keeps_the_means():
    """Per stratum: the clusters' means add up to each stratum's mean (1e-9)."""
    t = _ref_table(strata=True)
    out = microhybrid(_problem(strata=True), seed=2, k=4).data.to_arrow_table()
    s = t.column("s").to_numpy()
    for h in (0, 1):
        assert np.allclose(_cols(out, Y, s == h).mean(0), _cols(t, Y, s == h).mean(0), **TOL)


# -------------------------------------------------------------- reproducibility
RUNS = [(ipso, {"non_confidential": X}), (cholesky_synthetic, {}),
        (ms_hybrid, {"non_confidential": X}), (microhybrid, {"k": 4})]


@pytest.mark.parametrize("fn, kwargs", RUNS, ids=[f.__name__ for f, _ in RUNS])
def test_same_seed_same_bytes_for_1_and_2_threads_and_seeds_differ(fn, kwargs, tmp_path):
    files = []
    for i, (threads, seed) in enumerate([(1, 8), (2, 8), (2, 9)]):
        out = fn(_problem(strata=True, threads=threads), seed=seed, **kwargs)
        files.append(write(out.data, tmp_path / f"r{i}.parquet").read_bytes())
    assert files[0] == files[1] and files[1] != files[2]


def test_the_protect_step_runs_them():
    """Registered protection methods: ``protect(method=...)`` with the shared options."""
    got = protect(_problem(), method="ipso", non_confidential=X, seed=1, ipso_method="B")
    assert got.summary.method == "ipso"
    with pytest.raises(InputError, match="microhybrid needs --k"):
        protect(_problem(), method="microhybrid", seed=1)


def test_cli(tmp_path):
    from sdcsql.cli import main

    data, out, summary = tmp_path / "d.csv", tmp_path / "o.csv", tmp_path / "s.json"
    import pyarrow.csv as pcsv

    pcsv.write_csv(_ref_table(), data)
    assert main(["protect", str(data), "--keys", "k", "--method",
                 "ms_hybrid", "--numeric", "y1,y2,y3", "--non-confidential", "x1,x2",
                 "--ms-alpha", "0.2,0.4,0.6", "--seed", "3", "--out", str(out),
                 "--summary-json", str(summary)]) == 0
    got = pcsv.read_csv(out)
    assert np.allclose(np.cov(_cols(got, Y), rowvar=False), np.array(REF["cov"])[:3, :3],
                       rtol=1e-8)
    assert json.loads(summary.read_text())["details"]["ms_alpha"] == [0.2, 0.4, 0.6]


# ---------------------------------------------------------------- bad input
@pytest.mark.parametrize("fn, kwargs, message", [
    (cholesky_synthetic, {}, "seed: a random method needs a seed"),
    (ipso, {"seed": 1, "ipso_method": "D"}, "ipso_method: 'D' is not an IPSO method"),
    (ipso, {"seed": 1, "non_confidential": ["y1"]},
     "non_confidential: 'y1' is also a confidential"),
    (ms_hybrid, {"seed": 1}, "non_confidential: ms_hybrid needs the non-confidential"),
    (ms_hybrid, {"seed": 1, "non_confidential": X, "ms_alpha": [0.5, 0.5]},
     "ms_alpha: 2 values for 3 confidential variables"),
    (ms_hybrid, {"seed": 1, "non_confidential": X, "ms_alpha": 1.5},
     r"ms_alpha: must be a number in \[0, 1\]"),
    (microhybrid, {"seed": 1, "k": 3}, "k: microhybrid needs k > the number of variables"),
    (microhybrid, {"seed": 1}, "k: microhybrid needs the cluster size"),
])
def test_bad_options(fn, kwargs, message):
    with pytest.raises(InputError, match=message):
        fn(_problem(), **kwargs)


def test_missing_values_and_small_strata_are_refused():
    t = pa.table({"k": [1, 1, 1, 1], "a": [1.0, None, 3.0, 4.0], "b": [2.0, 1.0, 5.0, 3.0]})
    with pytest.raises(InputError, match="cholesky_synthetic: the variables a, b have "
                                         "missing values"):
        cholesky_synthetic(Problem(t, Spec(keys=["k"], numeric=["a", "b"])), seed=1)
    t = pa.table({"k": [1, 1, 1, 1], "a": [1.0, 2.0, 3.0, 4.0], "b": [2.0, 1.0, 5.0, 3.0],
                  "c": [1.0, 0.0, 1.0, 0.0]})
    with pytest.raises(InputError, match="ipso: a file has 4 record"):
        ipso(Problem(t, Spec(keys=["k"], numeric=["a", "b"])), seed=1,
             non_confidential=["c"])


def test_options_are_declared_once():
    assert IPSO_STEP.names() == ("numeric", "non_confidential", "seed", "ipso_method")
    assert CHOLESKY_STEP.names() == ("numeric", "seed")
    assert MS_STEP.names() == ("numeric", "non_confidential", "seed", "ms_alpha")
    assert MICROHYBRID_STEP.names() == ("numeric", "seed", "k")


def test_spark_needs_a_person_id_and_gives_duckdb_values(spark):
    t = _ref_table(strata=True)
    df = spark.createDataFrame(t.to_pandas())
    with pytest.raises(InputError, match="person_id: random draws on Spark"):
        ms_hybrid(Problem(df, Spec(keys=["k"], numeric=Y), engine="spark", spark=spark),
                  non_confidential=X, seed=1)
    spec = Spec(keys=["k"], person_id="id", numeric=Y, strata=["s"])
    duck = ms_hybrid(Problem(t, spec), non_confidential=X, seed=1).data.to_arrow_table()
    sp = ms_hybrid(Problem(df, spec, engine="spark", spark=spark), non_confidential=X,
                   seed=1).data.toArrow()
    for v in Y:
        assert duck.sort_by("id").column(v).to_pylist() == sp.sort_by("id").column(v).to_pylist()


def test_problem_file_and_session(tmp_path):
    """The declarations reach the problem file (``[protection]``) and the session (undo)."""
    import pyarrow.csv as pcsv

    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file
    from sdcsql.pipeline.session import Session

    data = tmp_path / "d.csv"
    pcsv.write_csv(_ref_table(), data)
    toml = tmp_path / "p.toml"
    toml.write_text(f'[input]\npath = "{data.name}"\n[spec]\nkeys = ["k"]\n'
                    'numeric = ["y1", "y2", "y3"]\n[protection]\nmethod = "ipso"\n'
                    'non_confidential = ["x1", "x2"]\nseed = 5\n')
    with run_problem_file(load_problem_file(toml)) as run:
        got = run.data.to_arrow_table()
    b0, s0 = _ols(_cols(_ref_table(), Y), _cols(_ref_table(), X))
    b1, s1 = _ols(_cols(got, Y), _cols(got, X))
    assert np.allclose(b1, b0, **TOL) and np.allclose(s1, s0, **TOL)
    with Session(data, Spec(keys=["k"], numeric=Y)) as s:
        s.protect(method="microhybrid", k=4, seed=1)
        s.undo()
        assert not s.steps
