"""PRAM (sdcsql.protect.pram; seed 003 sections 3.4.2.7, 3.4.6.1).

Independent sources, in exact fractions computed here (prep17's pram_reference.py):
the seed's example (110 males, 90 females, p11 = p22 = 0.9: expected 108 / 92, the
estimator maps it back to 110 / 90); the two-way estimator (P_X^-1)^t T_XY P_Y^-1 on a
2 x 2 table; invariant PRAM R = P Q for a 3-category example (pi R = pi exactly); the
exact expectation of the estimator over all 2^5 outcomes of a 5-record file (unbiased).
Monte Carlo over the records with fixed seeds for the draws, tolerances 6 sd.
"""

from __future__ import annotations

import itertools
from fractions import Fraction as F

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.protect.pram import PRAM_STEP, estimate, pram
from sdcsql.udfs.pram import invariant, retention_matrix


def _mat(rows):
    return np.array([[float(x) for x in r] for r in rows])


def _matmul(a, b):
    return [[sum(a[i][t] * b[t][j] for t in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]


P = [[F(9, 10), F(1, 10)], [F(1, 10), F(9, 10)]]


def test_seed_example_expected_table_and_estimator():
    expected = [sum(t * P[k][col] for k, t in enumerate([110, 90])) for col in range(2)]
    assert expected == [108, 92]
    assert (F(90) * P[1][0], F(110) * P[0][1]) == (9, 11)       # moved each way
    assert np.allclose(estimate([108, 92], _mat(P)), [110, 90], rtol=1e-12)


def test_two_way_estimator():
    py = [[F(8, 10), F(2, 10)], [F(3, 10), F(7, 10)]]
    txy = [[F(30), F(50)], [F(45), F(75)]]

    def inv2(m):
        d = m[0][0] * m[1][1] - m[0][1] * m[1][0]
        return [[m[1][1] / d, -m[0][1] / d], [-m[1][0] / d, m[0][0] / d]]

    exact = _matmul(_matmul([list(r) for r in zip(*inv2(P), strict=True)], txy), inv2(py))
    assert exact == [[F(45, 4), F(255, 4)], [F(75, 4), F(425, 4)]]
    assert np.allclose(estimate(_mat(txy), _mat(P), _mat(py)), _mat(exact), rtol=1e-12)


def test_invariant_matrix_exact_fractions():
    p3 = [[F(8, 10), F(1, 10), F(1, 10)], [F(2, 10), F(7, 10), F(1, 10)],
          [F(0), F(3, 10), F(7, 10)]]
    freq = [F(50), F(30), F(20)]
    pi = [f / sum(freq) for f in freq]
    col = [sum(pi[k] * p3[k][j] for k in range(3)) for j in range(3)]
    q = [[p3[k][j] * pi[k] / col[j] for k in range(3)] for j in range(3)]
    r = _matmul(p3, q)
    assert r[0] == [F(11885, 16192), F(2973, 16192), F(29, 352)]
    got = invariant(_mat(p3), np.array([50, 30, 20]))
    assert np.allclose(got, _mat(r), rtol=1e-14, atol=1e-15)        # float64 of a 3x3
    assert np.allclose(np.array([0.5, 0.3, 0.2]) @ got, [0.5, 0.3, 0.2], atol=1e-15)
    ret = retention_matrix(np.array([50, 30, 20]), 0.7)
    assert np.allclose(np.array([0.5, 0.3, 0.2]) @ ret, [0.5, 0.3, 0.2], atol=1e-15)
    assert np.allclose(np.diag(ret), [0.7 + 0.3 * 0.5, 0.7 + 0.3 * 0.3, 0.7 + 0.3 * 0.2])


def test_estimator_is_unbiased_exactly_over_all_outcomes():
    recs = [0, 0, 0, 1, 1]
    p2 = [[F(3, 4), F(1, 4)], [F(1, 3), F(2, 3)]]
    expectation = np.zeros(2)
    for out in itertools.product([0, 1], repeat=5):
        prob = np.prod([float(p2[r][o]) for r, o in zip(recs, out, strict=True)])
        expectation += prob * estimate([out.count(0), out.count(1)], _mat(p2))
    assert np.allclose(expectation, [3, 2], rtol=1e-12)


def _people(n: int) -> pa.Table:
    sex = np.where(np.arange(n) % 20 < 11, "m", "f")                 # 55% m
    return pa.table({"id": np.arange(n), "k": np.arange(n) % 4, "sex": sex,
                     "g": np.arange(n) % 3})


def test_given_matrix_transitions_follow_its_rows():
    """n = 20000; the share of m -> f among the 11000 males is 0.1 within 6 s.e.
    (sqrt(0.09/11000) = 0.0029); f never becomes m (probability 0); NULL stays."""
    t = _people(20_000)
    t = t.set_column(2, "sex", pa.array(t.column("sex").to_pylist()[:-1] + [None]))
    p = Problem(t, Spec(keys=["k"], person_id="id"))
    out = pram(p, pram_variables=["sex"], seed=6,
               pram_matrix={"sex": {"m": {"m": 0.9, "f": 0.1}, "f": {"f": 1.0}}})
    new = out.data.to_arrow_table().column("sex").to_pylist()
    old = t.column("sex").to_pylist()
    males = [b for a, b in zip(old, new, strict=True) if a == "m"]
    assert abs(males.count("f") / len(males) - 0.1) < 6 * np.sqrt(0.09 / len(males))
    assert all(b == "f" for a, b in zip(old, new, strict=True) if a == "f")
    assert new[-1] is None
    assert out.summary.n_changed["sex"] == males.count("f")


def test_retention_matrix_per_stratum_and_invariance_in_expectation():
    """Generated matrices keep each stratum's marginal in expectation: over the 10000
    records of stratum k, the published count of category g differs from the original
    by less than 6 sd (sd^2 = sum_k T_k p_kl (1 - p_kl))."""
    t = _people(20_000)
    p = Problem(t, Spec(keys=["sex"], person_id="id", strata=["k"]))
    out = pram(p, pram_variables=["g"], seed=12, retention=0.5, invariant=True)
    assert out.summary.strata == 4
    new = np.array(out.data.to_arrow_table().column("g").to_pylist())
    old = t.column("g").to_numpy()
    ks = t.column("k").to_numpy()
    assert [m["stratum"] for m in out.summary.details["matrices"]] == [[0], [1], [2], [3]]
    for matrices in out.summary.details["matrices"]:
        stratum = matrices["stratum"][0]
        m = np.array(matrices["g"]["matrix"])
        sel = ks == stratum
        counts = np.bincount(old[sel], minlength=3)
        sd = np.sqrt((counts[:, None] * m * (1 - m)).sum(0))
        assert np.all(np.abs(np.bincount(new[sel], minlength=3) - counts) < 6 * sd)
        assert np.allclose(counts / counts.sum() @ m, counts / counts.sum(), atol=1e-14)


@pytest.mark.parametrize("kwargs, message", [
    ({"pram_variables": ["sex"]}, "seed: a random method needs a seed"),
    ({"seed": 1}, "pram: pram_variables: name the categorical variables"),
    ({"seed": 1, "pram_variables": ["sex"], "retention": 0}, r"retention: must be a probability"),
    ({"seed": 1, "pram_matrix": {"sex": {"m": {"m": 0.5}}}}, "every row must be"),
    ({"seed": 1, "pram_matrix": {"sex": {"m": {"x": 1.0}}}}, "every target category"),
    ({"seed": 1, "pram_matrix": {"sex": {"m": {"m": 1.0}}}}, "'sex' has no row for a "),
    ({"seed": 1, "pram_variables": ["sex"], "pram_matrix": {"sex": {"m": {"m": 1.0}}},
      "retention": 0.5}, "not both"),
])
def test_bad_options(kwargs, message):
    with pytest.raises(InputError, match=message):
        pram(Problem(_people(40), Spec(keys=["k"])), **kwargs)


def test_estimate_refuses_a_singular_matrix():
    with pytest.raises(InputError, match="singular"):
        estimate([1, 1], [[0.5, 0.5], [0.5, 0.5]])


def test_options_are_declared_once():
    assert PRAM_STEP.names() == ("pram_variables", "seed", "pram_matrix", "retention", "invariant")


@given(st.lists(st.lists(st.integers(0, 20), min_size=3, max_size=3), min_size=3,
                max_size=3),
       st.lists(st.integers(1, 50), min_size=3, max_size=3))
@settings(max_examples=60)
def test_invariant_matrix_property(rows, freq):
    """For any transition matrix and observed frequencies: R is a transition matrix and
    pi R = pi (1e-12: float64 sums of 3 terms of probabilities)."""
    m = np.array(rows, float) + np.eye(3)                  # every row has mass
    m /= m.sum(1, keepdims=True)
    r = invariant(m, np.array(freq, float))
    pi = np.array(freq, float) / sum(freq)
    assert np.all(r >= 0) and np.allclose(r.sum(1), 1, atol=1e-12)
    assert np.allclose(pi @ r, pi, atol=1e-12)


def test_pram_matrix_on_the_command_line_is_the_problem_file_s(tmp_path, capsys):
    """Issue 24 item 20: --pram-matrix takes JSON, the structure of a problem file's
    table.  A matrix whose rows leave no choice (f -> m always, m -> m always) gives a
    file known by hand; a random one gives the bytes of the same problem file and of
    the API; bad JSON and a bad matrix are one-line user errors."""
    import csv as csvlib

    from sdcsql.cli import main
    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file

    data = tmp_path / "d.csv"
    rows = [(i, i % 4, "m" if i % 20 < 11 else "f") for i in range(200)]
    data.write_text("id,k,sex\n" + "".join(f"{i},{k},{s}\n" for i, k, s in rows))
    args = ["protect", str(data), "--keys", "k", "--person-id", "id", "--method", "pram",
            "--seed", "5"]
    fixed = '{"sex": {"m": {"m": 1}, "f": {"m": 1.0}}}'
    assert main([*args, "--pram-matrix", fixed, "--out", str(tmp_path / "fixed.csv")]) == 0
    with (tmp_path / "fixed.csv").open() as fh:
        got = [(int(r["id"]), int(r["k"]), r["sex"]) for r in csvlib.DictReader(fh)]
    assert got == [(i, k, "m") for i, k, _ in rows]

    matrix = '{"sex": {"m": {"m": 0.7, "f": 0.3}, "f": {"m": 0.4, "f": 0.6}}}'
    assert main([*args, "--pram-matrix", matrix, "--out", str(tmp_path / "cli.csv")]) == 0
    (tmp_path / "p.toml").write_text(
        '[input]\npath = "d.csv"\n[spec]\nkeys = ["k"]\nperson_id = "id"\n'
        '[protection]\nmethod = "pram"\nseed = 5\n'
        '[protection.pram_matrix.sex]\nm = {m = 0.7, f = 0.3}\nf = {m = 0.4, f = 0.6}\n'
        '[output]\ndata = "file.csv"\n')
    with run_problem_file(load_problem_file(tmp_path / "p.toml")):
        pass
    assert (tmp_path / "cli.csv").read_bytes() == (tmp_path / "file.csv").read_bytes()
    api = pram(Problem(str(data), Spec(keys=["k"], person_id="id")), seed=5,
               pram_matrix={"sex": {"m": {"m": 0.7, "f": 0.3}, "f": {"m": 0.4, "f": 0.6}}})
    with (tmp_path / "cli.csv").open() as fh:
        assert [r["sex"] for r in csvlib.DictReader(fh)] == \
            api.data.to_arrow_table().column("sex").to_pylist()
    capsys.readouterr()

    for bad, message in [
            ('{"sex": {"m": {"m": 0.5}', "argument --pram-matrix: not JSON"),
            ('["sex"]', "argument --pram-matrix: must be a JSON object"),
            ('{"sex": {"m": {"m": 0.5, "f": 0.4}, "f": {"f": 1}}}',
             "--pram-matrix: 'sex': every row must be probabilities >= 0 summing to 1")]:
        assert main([*args, "--pram-matrix", bad, "--out", str(tmp_path / "bad.csv")]) == 1
        err = capsys.readouterr().err
        assert err.splitlines()[-1].startswith(f"sdcsql: error: {message}")
        assert not (tmp_path / "bad.csv").exists()
