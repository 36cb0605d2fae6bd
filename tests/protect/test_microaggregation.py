"""Microaggregation (docs/protect/microaggregation.md) against independent sources:

* R9 of ../shared/reference/vectors.md (MDAV groups and means, individual ranking),
  whose every MDAV decision has a relative margin of at least 6.7% (recomputed in 50
  digits by the preparation's r9_mdav_trace.py), so any correct MDAV gives them;
* the optimal univariate partition by brute force over every set partition
  (tests/brute.py ``optimal_partition_sse``) and the seed's SME example (003 Tables
  3.5/3.6: groups {1,2,3,10}, {4,5,9}, {6,7,8,11}; SSE/SST = 0.3402);
* the literal MDAV of the seed, a full scan per step (tests/brute.py
  ``mdav_reference``), on random, rounded and duplicated data (ties);
* hand calculations of the group values on tiny groups.

Tolerances: exact (==) where the kernel and the reference evaluate the same float
expressions; 1e-12 relative for means of a few values (one rounding per operation);
1e-9 relative for SSE against the brute force (sums of a few squares, computed in
another order).
"""

from __future__ import annotations

import json
import math
import re

import duckdb
import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.methods import protect
from sdcsql.spec import Spec
from tests.brute import mdav_reference, optimal_partition_sse
from tests.cli_run import sdcsql as run_cli
from tests.conftest import rows
from udfs import microaggregation as kernels

R9_A = [1, 2, 3, 10, 11, 12, 20, 21, 22, 23]
R9_B = [5, 4, 6, 1, 2, 1, 9, 8, 9, 7]


def sse(values, group) -> float:
    values, group = np.asarray(values, float), np.asarray(group)
    return float(sum(((values[group == g] - values[group == g].mean()) ** 2).sum()
                     for g in np.unique(group)))


def r9_relation(con):
    values = ", ".join(f"({i}, 'x', {a}, {b})" for i, (a, b) in enumerate(zip(R9_A, R9_B,
                                                                              strict=True)))
    return con.sql(f"SELECT * FROM (VALUES {values}) t(id, key, a, b)")


# ------------------------------------------------------------------------ R9 exactly
def test_r9_mdav_groups_and_means():
    group = kernels.mdav(np.column_stack([R9_A, R9_B]), 3)
    # vectors.md R9: groups {7,8,9}, {4,5,6}, {1,2,3,10} (1-based records)
    parts = {frozenset(np.flatnonzero(group == g) + 1) for g in np.unique(group)}
    assert parts == {frozenset({7, 8, 9}), frozenset({4, 5, 6}), frozenset({1, 2, 3, 10})}
    a = kernels.group_values(np.array(R9_A, float), group)
    b = kernels.group_values(np.array(R9_B, float), group)
    assert a.tolist() == [7.25, 7.25, 7.25, 11, 11, 11, 21, 21, 21, 7.25]
    expected_b = [11 / 2] * 3 + [4 / 3] * 3 + [26 / 3] * 3 + [11 / 2]
    assert b == pytest.approx(expected_b, rel=1e-12)


def test_r9_individual_ranking():
    group = kernels.individual_ranking(np.array(R9_A, float), 3)
    assert kernels.group_values(np.array(R9_A, float), group).tolist() == \
        [2, 2, 2, 11, 11, 11, 21.5, 21.5, 21.5, 21.5]


def test_r9_through_the_step_keeps_rows_and_columns(engine):
    con = duckdb.connect()
    data = r9_relation(con) if engine == "duckdb" else r9_relation(con).to_arrow_table()
    with sdcsql.Problem(data, Spec(keys=["key"]), engine=engine,
                        **({"con": con} if engine == "duckdb" else {})) as p:
        result = protect(p, method="mdav", k=3, numeric=["a", "b"])
        out = rows(result.data)
    assert [r[0] for r in out] == list(range(10))                # every row, input order
    assert [r[1] for r in out] == ["x"] * 10                    # other columns as they were
    assert [r[2] for r in out] == [7.25, 7.25, 7.25, 11, 11, 11, 21, 21, 21, 7.25]
    assert [r[3] for r in out] == pytest.approx(
        [11 / 2] * 3 + [4 / 3] * 3 + [26 / 3] * 3 + [11 / 2], rel=1e-12)
    s = result.summary
    assert (s.method, s.k, s.n, s.strata) == ("mdav", 3, 10, 1)
    a = s.variables[0]
    assert a["variable"] == "a" and a["n_changed"] == 8     # 11 and 21 keep their value
    assert a["mean_before"] == pytest.approx(12.5, rel=1e-12)
    assert a["mean_after"] == pytest.approx(12.5, rel=1e-12)   # group means keep the mean
    assert (a["n_groups"], a["group_size_min"], a["group_size_max"]) == (3, 3, 4)
    # SSE of a: groups {1,2,3,10}: 54.75; {11,12,20}... recomputed below from the groups
    assert a["sse"] == pytest.approx(sse(R9_A, [0, 0, 0, 1, 1, 1, 2, 2, 2, 0]), rel=1e-12)
    json.dumps(result.to_json(), allow_nan=False)


def test_the_summary_figures_are_the_exact_values_rounded_once(engine):
    """The means, sample sds, SSE and SST of the summary are the exact rational values
    of the values before and after (Fractions of the doubles), each rounded once to a
    double: the same bits on either engine and for any order of addition.  Random values
    with two decimals in two strata, one value missing."""
    from fractions import Fraction

    rng = np.random.default_rng(7)
    n = 61
    region = rng.integers(1, 3, n)
    x = np.round(rng.normal(1000.0, 300.0, n), 2)
    table = pa.table({"id": np.arange(n), "key": ["x"] * n, "region": region,
                      "x": pa.array(np.where(np.arange(n) == 5, np.nan, x),
                                    from_pandas=True)})
    con = duckdb.connect()
    with sdcsql.Problem(table, Spec(keys=["key"], strata=["region"]), engine=engine,
                        **({"con": con} if engine == "duckdb" else {})) as p:
        result = protect(p, method="mdav", k=3, numeric=["x"])
        out = sorted(rows(result.data))
    after = {r[0]: r[3] for r in out}
    (s,) = result.summary.variables
    pairs = [(region[i], Fraction(float(x[i])), Fraction(after[i]))
             for i in range(n) if i != 5]

    def mean_sd(values):
        m = sum(values) / len(values)
        var = sum((v - m) ** 2 for v in values) / (len(values) - 1)
        return float(m), math.sqrt(float(var))

    assert (s["mean_before"], s["sd_before"]) == mean_sd([b for _, b, _ in pairs])
    assert (s["mean_after"], s["sd_after"]) == mean_sd([a for _, _, a in pairs])
    # a change x - v is a double first (the difference the engine computes)
    assert s["sse"] == float(sum(Fraction(float(b) - float(a)) ** 2 for _, b, a in pairs))
    sst = Fraction(0)
    for g in (1, 2):
        before = [b for r, b, _ in pairs if r == g]
        m = sum(before) / len(before)
        sst += sum((b - m) ** 2 for b in before)
    assert s["sst"] == float(sst)
    assert s["n_missing"] == 1 and s["n_changed"] > 0


# ------------------------------------------------------- Hansen-Mukherjee = optimum
CASES = [([0.0, 5.0, 3.0, 0.0, 3.0, 2.0], 3), ([1, 2, 3, 10, 11, 12, 20], 2),
         ([5, 5, 5, 5, 5, 5, 5], 3), ([1, 1, 2, 2, 9, 9, 9, 30], 2),
         ([3.5, -1, 7, 7, 2, 0, 11, 4, 4], 3), ([1, 2, 4, 8, 16, 32, 64, 128, 256], 4)]


@pytest.mark.parametrize("values,k", CASES)
def test_hansen_mukherjee_equals_the_brute_force_optimum(values, k):
    group = kernels.hansen_mukherjee(np.array(values, float), k)
    assert min(np.bincount(group)) >= k
    assert max(np.bincount(group)) <= 2 * k - 1
    assert sse(values, group) == pytest.approx(optimal_partition_sse(values, k), rel=1e-9,
                                               abs=1e-12)


def test_the_seeds_sme_example_and_mdav_is_not_better():
    # seed 003 Table 3.5 (surface, employees) and Table 3.6, its optimal bivariate
    # 3-partition on the standardised variables (population sd: SST = n p = 22):
    # groups {1,2,3,10}, {4,5,9}, {6,7,8,11}, SSE/SST = 0.34 (0.340217932... by the
    # preparation's brute force over every partition); MDAV cannot do better.
    surface = [790, 710, 730, 810, 950, 510, 400, 330, 510, 760, 50]
    employees = [55, 44, 32, 17, 3, 25, 45, 50, 5, 52, 12]
    x = np.column_stack([surface, employees]).astype(float)
    z = (x - x.mean(0)) / x.std(0)
    assert float((z ** 2).sum()) == pytest.approx(22, rel=1e-12)
    seed_groups = np.zeros(11, int)
    for g, members in enumerate([[1, 2, 3, 10], [4, 5, 9], [6, 7, 8, 11]]):
        seed_groups[np.array(members) - 1] = g
    # Table 3.6's surfaces (exact) and employees (printed rounded: 45.75, 8.33, 33)
    means = kernels.group_values(x[:, 0], seed_groups)
    assert means[[0, 3, 5]] == pytest.approx([747.5, 756.6666666666666, 322.5], rel=1e-12)
    assert kernels.group_values(x[:, 1], seed_groups)[[0, 3, 5]] == \
        pytest.approx([45.75, 25 / 3, 33], rel=1e-12)
    optimum = sse(z[:, 0], seed_groups) + sse(z[:, 1], seed_groups)
    assert optimum / 22 == pytest.approx(0.34021793248791704, rel=1e-9)
    group = kernels.mdav(z, 3, standardise_first=False)
    assert sse(z[:, 0], group) + sse(z[:, 1], group) >= optimum * (1 - 1e-12)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(-50, 50), min_size=4, max_size=40), st.integers(2, 5))
def test_hansen_mukherjee_never_worse_than_mdav_or_ranking(values, k):
    if len(values) < k:
        values = values + values[: k - len(values)]
    v = np.array(values, float)
    hm = kernels.hansen_mukherjee(v, k)
    sizes = np.bincount(hm)
    assert sizes.min() >= k and (len(v) < 2 * k or sizes.max() <= 2 * k - 1)
    for other in (kernels.mdav(v, k, standardise_first=False),
                  kernels.individual_ranking(v, k)):
        assert sse(v, hm) <= sse(v, other) * (1 + 1e-9) + 1e-9


# ------------------------------------------------------- MDAV = the literal seed MDAV
@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("kind", ["normal", "rounded", "duplicated", "constant_column"])
@pytest.mark.parametrize("k", [2, 3, 5])
def test_mdav_equals_the_reference_scan(kind, k, compiled):
    rng = np.random.default_rng(abs(hash((kind, k))) % 2**32)
    for n in (k, 2 * k + 1, 3 * k, 97, 400):
        x = rng.normal(size=(n, 3))
        if kind == "rounded":
            x = np.round(x)
        elif kind == "duplicated":
            x = np.repeat(x[: n // 5 + 1], 5, axis=0)[:n]
        elif kind == "constant_column":
            x[:, 1] = 7.0
        z = kernels.standardise(x)
        ids = rng.permutation(n) + 1000
        got = kernels.mdav(z, k, ids, standardise_first=False, compiled=compiled)
        want = mdav_reference(z, k, ids)
        assert (got == want).all()


# -------------------------------------------- compiled kernels = numpy kernels (groups)
def _data(kind: str, n: int, p: int, rng: np.random.Generator) -> np.ndarray:
    x = rng.normal(size=(n, p)) * rng.uniform(0.1, 1000, size=p)
    if kind == "rounded":                     # many equal distances
        x = np.round(x / np.abs(x).max(0) * 3)
    elif kind == "duplicated":                # exact duplicates, as replicated eusilc
        x = np.repeat(x[: (n + 3) // 4], 4, axis=0)[:n]
    elif kind == "integers":                  # few distinct values per column
        x = rng.integers(0, 3, size=(n, p)).astype(float)
    return x


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["normal", "rounded", "duplicated", "integers"]),
       st.integers(2, 600), st.integers(1, 5), st.integers(2, 7), st.integers(0, 2**32 - 1))
def test_compiled_mdav_gives_the_numpy_groups(kind, n, p, k, seed):
    # the numba kernel (k-d tree, branch and bound, coherent farthest search) and the numpy
    # kernel (cKDTree, sorted prefix) take every decision alike: same labels, exactly
    rng = np.random.default_rng(seed)
    if n < k:
        n = k
    x = _data(kind, n, p, rng)
    ids = rng.permutation(n) * 3 + 7               # ids not in memory order
    fast = kernels.mdav(x, k, ids, compiled=True)
    slow = kernels.mdav(x, k, ids, compiled=False)
    assert (fast == slow).all()


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["normal", "rounded", "duplicated", "integers"]),
       st.integers(2, 2000), st.integers(2, 8), st.integers(0, 2**32 - 1))
def test_compiled_hansen_mukherjee_gives_the_numpy_groups(kind, n, k, seed):
    rng = np.random.default_rng(seed)
    if n < k:
        n = k
    v = _data(kind, n, 1, rng)[:, 0]
    ids = rng.permutation(n)
    assert (kernels.hansen_mukherjee(v, k, ids, compiled=True)
            == kernels.hansen_mukherjee(v, k, ids, compiled=False)).all()


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["normal", "rounded", "duplicated", "integers"]),
       st.integers(2, 400), st.integers(1, 4), st.integers(2, 6), st.floats(0.05, 3.0),
       st.integers(0, 2**32 - 1))
def test_compiled_vmdav_gives_the_numpy_groups(kind, n, p, k, gamma, seed):
    rng = np.random.default_rng(seed)
    n = max(n, k)
    x = _data(kind, n, p, rng)
    ids = rng.permutation(n) * 3 + 7
    assert (kernels.vmdav(x, k, ids, gamma=gamma, compiled=True)
            == kernels.vmdav(x, k, ids, gamma=gamma, compiled=False)).all()


def test_compiled_mdav_on_replicated_eusilc_like_ties():
    # 3,000 records of 300 distinct rows repeated 10 times (the tie regime of replicated
    # eusilc), 4 columns: every distance ties tenfold; the id decides, in both kernels
    rng = np.random.default_rng(17)
    x = np.tile(np.round(rng.lognormal(9, 1, size=(300, 4))), (10, 1))
    ids = np.arange(len(x))
    fast = kernels.mdav(x, 3, ids, compiled=True)
    assert (fast == kernels.mdav(x, 3, ids, compiled=False)).all()
    assert (fast == mdav_reference(kernels.standardise(x), 3, ids)).all()


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 300), st.integers(2, 6), st.integers(1, 4), st.integers(0, 2**31))
def test_every_group_has_k_records_per_stratum(n, k, p, seed):
    # the invariant of microaggregation: each group (within a stratum) has k..2k-1
    # records (MDAV: k, the last k..2k-1; the seed's step 5 leaves k..2k-1 for the last)
    rng = np.random.default_rng(seed)
    x = np.round(rng.normal(size=(n, p)), 1)
    stratum = rng.integers(0, 3, size=n)
    for s in np.unique(stratum):
        m = stratum == s
        if m.sum() < k:
            continue
        for fn in (lambda v: kernels.mdav(v, k), lambda v: kernels.hansen_mukherjee(v[:, 0], k),
                   lambda v: kernels.individual_ranking(v[:, 0], k)):
            sizes = np.bincount(fn(x[m]))
            assert sizes.min() >= k
            assert m.sum() < 2 * k or sizes.max() <= 2 * k - 1


def test_strata_are_microaggregated_each_on_its_own(con):
    rel = con.sql("SELECT * FROM (VALUES (1, 'a', 1.0), (2, 'a', 2.0), (3, 'b', 100.0), "
                  "(4, 'b', 300.0), (5, 'a', 6.0), (6, 'b', 200.0)) t(id, s, x)")
    with sdcsql.Problem(rel, Spec(keys=["id"], strata=["s"]), con=con) as p:
        r = protect(p, method="individual_ranking", k=3, numeric=["x"])
        out = rows(r.data)
    assert [o[2] for o in out] == [3.0, 3.0, 200.0, 200.0, 3.0, 200.0]
    assert r.summary.strata == 2 and r.summary.variables[0]["n_groups"] == 2


# --------------------------------------------------------------------- group values
def test_group_values_by_hand():
    v = np.array([1.0, 2.0, 10.0, 4.0, 5.0, 6.0, 100.0, np.nan])
    g = np.array([0, 0, 0, 1, 1, 1, 1, 1])
    w = np.array([1.0, 1.0, 2.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    # mean: (1+2+10)/3, (4+5+6+100)/4; the NaN takes no part and stays NaN
    assert kernels.group_values(v, g)[:7].tolist() == [13 / 3] * 3 + [115 / 4] * 4
    assert math.isnan(kernels.group_values(v, g)[7])
    # weighted mean: (1+2+20)/4 keeps the weighted total 23
    assert kernels.group_values(v, g, weights=w)[0] == 23 / 4
    # median: 2; even group of 4,5,6,100: (5+6)/2
    assert kernels.group_values(v, g, "median")[:7].tolist() == [2.0] * 3 + [5.5] * 4
    # weighted median: cumulative weights 1,2,4 of total 4: first reaching 2 is 2.0
    assert kernels.group_values(v, g, "median", weights=w)[0] == 2.0
    # trimmed 0.25: floor(0.25*3)=0 -> mean; floor(0.25*4)=1 -> (5+6)/2
    assert kernels.group_values(v, g, "trimmed", trim=0.25)[:7].tolist() == \
        [13 / 3] * 3 + [5.5] * 4


def test_weighted_means_keep_the_weighted_totals(con):
    rel = con.sql("SELECT * FROM (VALUES (1, 1.0, 10.0), (2, 3.0, 20.0), (3, 1.0, 60.0), "
                  "(4, 2.0, 5.0)) t(id, w, x)")
    with sdcsql.Problem(rel, Spec(keys=["id"], weight="w"), con=con) as p:
        r = protect(p, method="hansen_mukherjee", k=2, numeric=["x"])
        out = rows(r.data)
    total = sum(o[1] * o[2] for o in out)
    assert total == pytest.approx(10 + 60 + 60 + 10, rel=1e-12)
    assert r.summary.weighted


# ------------------------------------------------------------------ the protect step
@pytest.mark.parametrize("options,message", [
    ({"k": 1, "numeric": ["a"]}, "k: the group size must be an integer >= 2"),
    ({"k": 3}, "numeric: give the variables"),
    ({"k": 3, "numeric": ["zz"]}, "numeric: column 'zz' is not in the input"),
    ({"k": 3, "numeric": ["key"]}, "numeric: column 'key' is not numeric"),
    ({"k": 3, "numeric": ["id"], "group_value": "mode"}, "group_value: 'mode' is not"),
    ({"k": 11, "numeric": ["a"]}, "k: a file has 10 value"),
    ({"k": 3, "numeric": ["a"], "trim": 0.5}, "trim: the share trimmed"),
])
def test_bad_options(con, options, message):
    with sdcsql.Problem(r9_relation(con), Spec(keys=["key"]), con=con) as p:
        with pytest.raises(InputError, match=message):
            protect(p, method="mdav", **options)


def test_mdav_and_univariate_leave_nulls_missing(con):
    rel = con.sql("SELECT * FROM (VALUES (1, 1.0), (2, NULL), (3, 2.0), (4, 9.0), (5, 10.0)) "
                  "t(id, x)")
    with sdcsql.Problem(rel, Spec(keys=["id"]), con=con) as p:
        for method in ("mdav", "vmdav", "hansen_mukherjee", "individual_ranking"):
            out = rows(protect(p, method=method, k=2, numeric=["x"]).data)
            # the non-NULL values 1, 2, 9, 10 in pairs; the NULL stays NULL
            assert [o[1] for o in out] == [1.5, None, 1.5, 9.5, 9.5], method


# ------------------------------------------------ MDAV within patterns of missingness
MISSING = ("SELECT * FROM (VALUES (1, 1.0, 10.0), (2, 2.0, 20.0), (3, 3.0, 30.0), "
           "(4, 4.0, NULL), (5, 6.0, NULL), (6, 100.0, 'NaN'::DOUBLE), (7, 110.0, NULL), "
           "(8, NULL, 7.0), (9, 'NaN'::DOUBLE, 9.0), (10, NULL, NULL)) t(id, x, y)")


@pytest.mark.parametrize("method", ["mdav", "vmdav"])
def test_mdav_with_missing_values_by_hand(con, method):
    # k = 2.  Pattern {x, y}: records 1-3, fewer than 2k: one group, means 2 and 20.
    # Pattern {x} (NaN is missing): 4, 6, 100, 110: the farthest from the centroid 55 is
    # 110 (55 > 51), with its nearest 100: {100, 110} -> 105, the rest {4, 6} -> 5 (V-MDAV:
    # 2k - 1 = 3 caps growth, and 4 records leave no room: the same two groups).
    # Pattern {y}: 7 and 9 -> 8.  Record 10 has no value: left as it is.
    with sdcsql.Problem(con.sql(MISSING), Spec(keys=["id"]), con=con) as p:
        r = protect(p, method=method, k=2, numeric=["x", "y"])
        out = rows(r.data)
    assert [o[1:] for o in out] == [
        (2.0, 20.0), (2.0, 20.0), (2.0, 20.0), (5.0, None), (5.0, None), (105.0, None),
        (105.0, None), (None, 8.0), (None, 8.0), (None, None)]
    by = {v["variable"]: v for v in r.summary.variables}
    assert by["x"]["n_missing"] == 3 and by["y"]["n_missing"] == 5
    assert (by["x"]["n_groups"], by["x"]["group_size_min"], by["x"]["group_size_max"]) \
        == (3, 2, 3)
    assert (by["y"]["n_groups"], by["y"]["group_size_min"], by["y"]["group_size_max"]) \
        == (2, 2, 3)


def _with_missing(seed: int, n: int = 60) -> list[tuple]:
    """n records (id, stratum, a, b, c): continuous values, each missing with some
    chance, so that several patterns of missingness hold at least 3 records."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        vals = [float(np.round(v, 3)) for v in rng.normal(50, 10, 3)]
        pattern = [(1, 1, 1), (1, 0, 1), (0, 1, 1), (1, 1, 0)][i % 4]
        out.append((i, "st"[i % 7 % 2], *[v if keep else None
                                          for v, keep in zip(vals, pattern, strict=True)]))
    return out


def _relation(con, records, columns):
    con.execute("CREATE OR REPLACE TABLE t_missing (id INTEGER, s VARCHAR, a DOUBLE, "
                "b DOUBLE, c DOUBLE)")
    con.executemany("INSERT INTO t_missing VALUES (?, ?, ?, ?, ?)", records)
    return con.sql(f"SELECT {', '.join(columns)} FROM t_missing ORDER BY id")


@pytest.mark.parametrize("method, group_value, seed", [
    ("mdav", "mean", 1), ("mdav", "median", 2), ("vmdav", "mean", 3), ("vmdav", "trimmed", 4)])
def test_mdav_with_missing_values_equals_each_pattern_on_its_own(con, method, group_value,
                                                                 seed):
    # brute force: the whole file microaggregated at once equals each (stratum, pattern)'s
    # records microaggregated as a file of their own on the variables they have (exact)
    records = _with_missing(seed)
    with sdcsql.Problem(_relation(con, records, ["id", "s", "a", "b", "c"]),
                        Spec(keys=["id"], strata=["s"]), con=con) as p:
        whole = {o[0]: o[2:] for o in rows(protect(p, method=method, k=3,
                                                   numeric=["a", "b", "c"],
                                                   group_value=group_value).data)}
    names = ["a", "b", "c"]
    cells = sorted({(r[1], tuple(v is not None for v in r[2:])) for r in records})
    assert len(cells) == 8
    for stratum, pattern in cells:
        these = [r for r in records if r[1] == stratum
                 and tuple(v is not None for v in r[2:]) == pattern]
        have = [v for v, keep in zip(names, pattern, strict=True) if keep]
        with sdcsql.Problem(_relation(con, these, ["id", *have]), Spec(keys=["id"]),
                            con=con) as p:
            alone = rows(protect(p, method=method, k=3, numeric=have,
                                 group_value=group_value).data)
        for o in alone:
            got = dict(zip(have, o[1:], strict=True))
            assert whole[o[0]] == tuple(got.get(v) for v in names)


def test_mdav_with_missing_values_same_bytes_without_numba(con, monkeypatch):
    import sdcsql.udfs.microaggregation as step_kernels

    def run():
        with sdcsql.Problem(_relation(con, _with_missing(9, 90), ["id", "s", "a", "b", "c"]),
                            Spec(keys=["id"]), con=con) as p:
            return [(o[0], *(struct_double(v) for v in o[2:]))
                    for o in rows(protect(p, method="mdav", k=3,
                                          numeric=["a", "b", "c"]).data)]

    compiled = run()
    monkeypatch.setattr(step_kernels, "compiled_kernels", None)
    assert run() == compiled


def struct_double(v):
    """A DOUBLE's bytes (None for NULL): equal outputs to the bit."""
    import struct

    return None if v is None else struct.pack("<d", v)


def test_mdav_refuses_a_pattern_of_fewer_than_k_records(con):
    # with k = 3 the pattern {x} has 4 records but {y} has 2: refused before any work,
    # naming the variables the pattern has and its count, never a value
    with sdcsql.Problem(con.sql(MISSING), Spec(keys=["id"]), con=con) as p:
        with pytest.raises(InputError, match=re.escape(
                "numeric: 2 record(s) have values of only 'y' among the treated variables, "
                "fewer than k = 3; mdav aggregates records with the same variables present")):
            protect(p, method="mdav", k=3, numeric=["x", "y"])


def test_cli_problem_file_and_session(tmp_path):
    from sdcsql.cli import main
    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file
    from sdcsql.pipeline.session import Session

    data = tmp_path / "r9.csv"
    data.write_text("id,key,a,b\n" + "".join(f"{i},x,{a},{b}\n" for i, (a, b) in
                                              enumerate(zip(R9_A, R9_B, strict=True))))
    out, summary = tmp_path / "out.csv", tmp_path / "s.json"
    assert main(["protect", str(data), "--keys", "key", "--method", "mdav", "--numeric", "a,b",
                 "--k", "3", "--out", str(out), "--summary-json", str(summary)]) == 0
    got = duckdb.sql(f"SELECT a FROM read_csv('{out}')").fetchall()
    assert [r[0] for r in got] == [7.25, 7.25, 7.25, 11, 11, 11, 21, 21, 21, 7.25]
    assert json.loads(summary.read_text())["method"] == "mdav"
    assert main(["protect", str(data), "--keys", "key", "--method", "mdav", "--numeric", "a",
                 "--k", "3", "--scan", "bottom-up", "--out", str(out)]) == 1

    toml = tmp_path / "p.toml"
    toml.write_text(f'[input]\npath = "{data.name}"\n[spec]\nkeys = ["key"]\n'
                    '[protection]\nmethod = "individual_ranking"\nk = 3\nnumeric = ["a"]\n')
    with run_problem_file(load_problem_file(toml)) as run:
        assert [r[2] for r in rows(run.data)] == [2, 2, 2, 11, 11, 11, 21.5, 21.5, 21.5,
                                                       21.5]

    with Session(data, Spec(keys=["key"])) as s:
        res = s.protect(method="mdav", k=3, numeric=["a", "b"])
        assert res.method == "mdav"
        s.undo()
        assert not s.steps


# --------------------------------------------------------------------------- V-MDAV
def test_vmdav_keeps_the_two_clusters_of_the_seeds_figure():
    # seed 003 section 3.4.5.1, Figure 3.1: five values on the left, four on the right,
    # k = 3.  By hand (raw values, gamma 0.2): centroid 41.6/9 = 4.62; the farthest is
    # 10.3; with its 2 nearest: {10.1, 10.2, 10.3}; 10 is at 0.1 from the group and 9.6
    # from the nearest other record left (0.4): 0.1 < 0.2 * 9.6, it joins; 0.4 is at 9.6
    # from the group, 0.1 from 0.3: it does not; 5 left (< 2k): the last group.
    v = np.array([0, 0.1, 0.2, 0.3, 0.4, 10, 10.1, 10.2, 10.3])
    group = kernels.vmdav(v[:, None], 3, standardise_first=False, compiled=False)
    parts = {frozenset(np.flatnonzero(group == g)) for g in np.unique(group)}
    assert parts == {frozenset(range(5)), frozenset(range(5, 9))}
    assert (kernels.vmdav(v[:, None], 3, standardise_first=False, compiled=True)
            == group).all()
    # SSE 0.1 + 0.05 = 0.15 (by hand), against MDAV's {10.1..10.3}, {0, 0.1, 0.2},
    # {0.3, 0.4, 10} (a group across the gap)
    assert sse(v, group) == pytest.approx(0.15, rel=1e-9)
    mdav_groups = kernels.mdav(v[:, None], 3, standardise_first=False)
    assert sse(v, mdav_groups) == pytest.approx(0.02 + 0.02 + sse([0.3, 0.4, 10], [0, 0, 0]),
                                                rel=1e-9)
    assert sse(v, group) < sse(v, mdav_groups)


def test_vmdav_is_not_always_better_than_mdav():
    # a counterexample (so the docs claim no SSE order): 6, 3, 4, 9, 2, 6 with k = 2.  By
    # hand, MDAV: centroid 5, r = 9, s = 2; {9, 6 (first id)}, {2, 3}, {4, 6}: SSE 4.5 +
    # 0.5 + 2 = 7.  V-MDAV: {9, 6}, then the other 6 is at 0 from the group (< 0.2 * 2,
    # its distance to 4): {9, 6, 6}; {2, 3, 4} last: SSE 6 + 2 = 8.
    v = np.array([6.0, 3, 4, 9, 2, 6])
    assert sse(v, kernels.mdav(v[:, None], 2, standardise_first=False)) == pytest.approx(7)
    group = kernels.vmdav(v[:, None], 2, standardise_first=False)
    assert sorted(map(sorted, ([v[group == g].tolist() for g in np.unique(group)]))) == \
        [[2, 3, 4], [6, 6, 9]]
    assert sse(v, group) == pytest.approx(8)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 120), st.integers(2, 6), st.integers(1, 3),
       st.floats(0.01, 5.0), st.integers(0, 2**31))
def test_vmdav_groups_have_k_to_2k_minus_1_records(n, k, p, gamma, seed):
    rng = np.random.default_rng(seed)
    n = max(n, k)
    x = np.round(rng.normal(size=(n, p)), 1)
    sizes = np.bincount(kernels.vmdav(x, k, gamma=gamma))
    assert sizes.min() >= k and (n < 2 * k or sizes.max() <= 2 * k - 1)
    assert sizes.sum() == n


def test_vmdav_through_the_step(con):
    rel = con.sql("SELECT * FROM (VALUES (1, 0.0), (2, 0.1), (3, 0.2), (4, 0.3), (5, 0.4), "
                  "(6, 10.0), (7, 10.1), (8, 10.2), (9, 10.3)) t(id, x)")
    with sdcsql.Problem(rel, Spec(keys=["id"]), con=con) as p:
        r = protect(p, method="vmdav", k=3, numeric=["x"], gamma=0.2)
        out = [o[1] for o in rows(r.data)]
    # one variable: standardising changes no decision; the figure's groups, their means
    assert out == pytest.approx([0.2] * 5 + [10.15] * 4, rel=1e-12)
    s = r.summary
    assert (s.method, s.gamma, s.variables[0]["group_size_min"],
            s.variables[0]["group_size_max"]) == ("vmdav", 0.2, 4, 5)


# ---------------------------------------------------------------------- categorical
def test_ordinal_median_and_nominal_plurality_by_hand():
    codes = np.array([2, 0, 1, 1, 3, 3, 0, 0, 5])
    group = np.array([0, 0, 0, 0, 1, 1, 1, 1, 2])
    # group 0: 0,1,1,2 -> lower median 1 (the 2nd of 4); group 1: 0,0,3,3 -> 0; group 2: 5
    assert kernels.ordinal_median(codes, group).tolist() == [1] * 4 + [0] * 4 + [5]
    # plurality: group 0: 1 (twice); group 1: 0 and 3 twice each -> the first, 0
    assert kernels.nominal_plurality(codes, group).tolist() == [1] * 4 + [0] * 4 + [5]
    w = np.array([1, 1, 1, 1, 1, 1, 1, 3, 1.0])
    # weighted: group 1's 0 weighs 1 + 3 = 4 against 3's 2 -> 0; group 0 unchanged
    assert kernels.nominal_plurality(codes, group, w).tolist() == [1] * 4 + [0] * 4 + [5]
    w = np.array([5, 1, 1, 1, 1, 1, 1, 1, 1.0])
    # weighted plurality: 2 weighs 5 > 1's 2; weighted median of 0(1),1(1),1(1),2(5): half
    # of 8 is 4, cumulative 1, 2, 3, 8 -> 2
    assert kernels.nominal_plurality(codes, group, w)[:4].tolist() == [2] * 4
    assert kernels.ordinal_median(codes, group, w)[:4].tolist() == [2] * 4


CATEGORICAL = ("SELECT * FROM (VALUES (1, 'a', 'red', 1.0), (2, 'a', 'red', 1.0), "
               "(3, 'b', 'red', 5.0), (4, 'd', 'blue', 1.0), (5, 'd', 'green', 4.0), "
               "(6, 'c', 'blue', 1.0)) t(id, edu, col, w)")


def test_categorical_microaggregation_by_hand(engine):
    # by hand: edu (ordinal a<b<c<d) -> 0, 1/3, 2/3, 1; col (nominal) -> indicators / sqrt 2
    # (two different colours at squared distance 1).  6 records, k = 3: one group around
    # the record farthest from the centroid (edu 0.5; blue 1/3, green 1/6, red 1/2):
    # squared distances 0.444, 0.444, 0.222, 0.611, 0.778, 0.389 -> record 5 (d, green);
    # its 2 nearest: 4 (d, blue: 1) and 6 (c, blue: 1/9 + 1); 3, then 1 and 2, are at 1.44
    # and 2.  Groups {1,2,3}, {4,5,6}: edu medians a (a,a,b) and d (c,d,d); colours red
    # and blue (blue twice, green once).
    con = duckdb.connect()
    data = con.sql(CATEGORICAL) if engine == "duckdb" else con.sql(CATEGORICAL).to_arrow_table()
    with sdcsql.Problem(data, Spec(keys=["id"]), engine=engine,
                        **({"con": con} if engine == "duckdb" else {})) as p:
        r = protect(p, method="categorical_microaggregation", k=3, ordinal=["edu"],
                    nominal=["col"])
        out = rows(r.data)
    assert [tuple(o[1:3]) for o in out] == [("a", "red")] * 3 + [("d", "blue")] * 3
    assert [o[3] for o in out] == [1.0, 1.0, 5.0, 1.0, 4.0, 1.0]      # other columns kept
    s = r.summary
    assert s.categorical == {"edu": "ordinal", "col": "nominal"}
    assert [v["n_changed"] for v in s.variables] == [2, 1]   # b->a, c->d; green->blue
    json.dumps(r.to_json(), allow_nan=False)


def test_categorical_microaggregation_weighted_by_hand(con):
    # the same groups (the grouping is unweighted); weights 1, 1, 5 | 1, 4, 1: edu of
    # {1,2,3}: a(1), a(1), b(5), half of 7 is 3.5, reached at b; colours of {4,5,6}:
    # green weighs 4 > blue's 2; edu of {4,5,6}: c(1), d(1), d(4): half 3, reached at d
    with sdcsql.Problem(con.sql(CATEGORICAL), Spec(keys=["id"], weight="w"), con=con) as p:
        r = protect(p, method="categorical_microaggregation", k=3, ordinal=["edu"],
                    nominal=["col"])
        out = rows(r.data)
    assert [o[1:3] for o in out] == [("b", "red")] * 3 + [("d", "green")] * 3
    assert r.summary.weighted


@pytest.mark.parametrize("method", ["mdav", "vmdav", "hansen_mukherjee", "individual_ranking"])
def test_nan_and_infinity_are_refused_before_any_work(con, method):
    # a NaN decides no distance (the compiled search would have no farthest record):
    # every method reads it as missing (left missing; MDAV and V-MDAV group the records
    # that have a value), and the kernels refuse it.  Infinity is refused by every method.
    for bad in ("'NaN'::DOUBLE", "'Infinity'::DOUBLE"):
        rel = con.sql(f"SELECT * FROM (VALUES (1, 1.0), (2, {bad}), (3, 2.0), (4, 5.0)) "
                      "t(id, x)")
        with sdcsql.Problem(rel, Spec(keys=["id"]), con=con) as p:
            if "NaN" in bad:
                xs = [o[1] for o in rows(protect(p, method=method, k=2, numeric=["x"]).data)]
                # the three values make one group (two groups of 2 need four): mean 8/3
                assert xs[1] is None
                assert [xs[0], xs[2], xs[3]] == [pytest.approx(8 / 3, rel=1e-15)] * 3
                continue
            with pytest.raises(InputError, match=re.escape("column 'x' has 1 infinite value(s)")):
                protect(p, method=method, k=2, numeric=["x"])
    x = np.array([[1.0], [np.nan], [2.0], [5.0]])
    for compiled in (False, True):
        with pytest.raises(ValueError, match="must be finite"):
            kernels.mdav(x, 2, compiled=compiled)
        with pytest.raises(ValueError, match="must be finite"):
            kernels.vmdav(x, 2, compiled=compiled)


def test_without_numba_the_numpy_kernels_run(monkeypatch):
    # what an install without the extra `fast` does: the default path is numpy, the same
    # groups; asking for the compiled kernel names the extra
    x = np.round(np.random.default_rng(5).normal(size=(200, 3)), 1)
    with_numba = kernels.mdav(x, 3)
    monkeypatch.setattr(kernels, "compiled_kernels", None)
    assert not kernels.compiled_available()
    assert (kernels.mdav(x, 3) == with_numba).all()
    with pytest.raises(ImportError, match=r"pip install 'sdcsql\[fast\]'"):
        kernels.hansen_mukherjee(x[:, 0], 3, compiled=True)


# ------------------------------------------- the summary's figures, from the records
def _figures_by_hand(before, after, strata):
    """The summary row of one variable computed in plain Python from the values before
    and after (None = NULL) and the records' strata: counts, moments, SSE, SST about
    each stratum's mean, and the groups as the distinct (stratum, value after) -- the
    data below keep every group's value apart."""
    pairs = [(s, x, y) for s, x, y in zip(strata, before, after, strict=True)]
    xs = [x for _, x, _ in pairs if x is not None]
    ys = [y for _, _, y in pairs if y is not None]

    def sd(v):
        m = sum(v) / len(v)
        return math.sqrt(sum((a - m) ** 2 for a in v) / (len(v) - 1))

    means = {s: [x for t, x, _ in pairs if t == s and x is not None] for s in set(strata)}
    means = {s: sum(v) / len(v) for s, v in means.items()}
    sizes: dict = {}
    for s, x, y in pairs:
        if x is not None:
            sizes[(s, y)] = sizes.get((s, y), 0) + 1
    return {"n": len(pairs), "n_missing": len(pairs) - len(xs),
            "n_changed": sum(1 for _, x, y in pairs if x != y),
            "mean_before": sum(xs) / len(xs), "mean_after": sum(ys) / len(ys),
            "sd_before": sd(xs), "sd_after": sd(ys),
            "sse": sum((x - y) ** 2 for _, x, y in pairs if x is not None),
            "sst": sum((x - means[s]) ** 2 for s, x, _ in pairs if x is not None),
            "n_groups": len(sizes), "group_size_min": min(sizes.values()),
            "group_size_max": max(sizes.values())}


@pytest.mark.parametrize("method", ["mdav", "hansen_mukherjee"])
def test_summary_figures_equal_a_hand_computation(method):
    """Every figure of the summary (one aggregate over all the variables, the group
    sizes counted once for MDAV) against plain Python on the records, with two strata
    and, for Hansen-Mukherjee, NULLs (its groups differ per variable).  Tolerance 1e-12
    relative: sums of a few values in another order."""
    a = [1, 2, 3, 100, 101, 103, 1000, 1001, 1004, 5000,
         7, 8, 9, 300, 301, 305, 2000, 2002, 2003]
    b = [4, 6, 5, 40, 41, 47, 400, 402, 401, 4000,
         30, 31, 33, 500, 501, 502, 9000, 9001, 9004]
    if method == "hansen_mukherjee":
        b = [None if i in (2, 11) else v for i, v in enumerate(b)]
    g = ["p"] * 10 + ["q"] * 9
    con = duckdb.connect()
    vals = ", ".join(f"({i}, '{s}', 'x', {x}, {'NULL' if y is None else y})"
                     for i, (s, x, y) in enumerate(zip(g, a, b, strict=True)))
    rel = con.sql(f"SELECT * FROM (VALUES {vals}) t(id, g, key, a, b)")
    with sdcsql.Problem(rel, Spec(keys=["key"], strata=["g"]), con=con) as p:
        result = protect(p, method=method, k=3, numeric=["a", "b"])
        out = rows(result.data)
    assert [r[0] for r in out] == list(range(19))
    for j, (name, before) in enumerate((("a", a), ("b", b))):
        got = result.summary.variables[j]
        want = _figures_by_hand(before, [r[3 + j] for r in out], g)
        assert got["variable"] == name and got["unit"] == "record"
        for key, value in want.items():
            if isinstance(value, int):
                assert got[key] == value, (name, key)
            else:
                assert got[key] == pytest.approx(value, rel=1e-12), (name, key)


@pytest.mark.parametrize("value", ["5", "0.1", "-123456.789"])
@pytest.mark.parametrize("method, options", [
    ("mdav", ["--weighted"]), ("mdav", ["--no-weighted"]), ("vmdav", ["--weighted"]),
    ("hansen_mukherjee", ["--weighted"]), ("individual_ranking", ["--weighted"]),
    ("mdav", ["--group-value", "trimmed", "--trim", "0.2"]),
])
def test_a_constant_column_keeps_its_value_exactly(tmp_path, method, options, value):
    """Group means of equal values are the value, to the last bit (issue 24 item 15:
    a weighted mean of 5s wrote 4.999999999999999 and 5.000000000000001)."""
    import csv

    data, out = tmp_path / "d.csv", tmp_path / "o.csv"
    weights = [123.4567 + 97.13 * ((i * 7) % 11) for i in range(40)]
    data.write_text("k,w,x,y\n" + "".join(f"{'ab'[i % 2]},{w!r},{value},{i * 1.25}\n"
                                          for i, w in enumerate(weights)))
    res = run_cli("protect", str(data), "--keys",
                  "k", "--weight", "w", "--method", method, "--k", "3", "--numeric",
                  "x,y", *options, "--out", str(out))
    assert res.returncode == 0, res.stderr
    with open(out) as fh:
        written = [float(r["x"]) for r in csv.DictReader(fh)]
    assert written == [float(value)] * 40


@settings(max_examples=60, deadline=None)
@given(st.floats(-1e6, 1e6, allow_nan=False, allow_subnormal=False),
       st.lists(st.floats(0.5, 5e3), min_size=3, max_size=60), st.integers(2, 5))
def test_group_values_of_equal_values_are_the_value_on_both_paths(value, weights, k):
    """Each group value of a constant variable is the value exactly, for the mean, the
    weighted mean, the median and the trimmed mean, with the groups of the numpy and of
    the compiled MDAV (which are the same groups, so the same bytes)."""
    n = len(weights)
    if n < k:
        return
    rng = np.random.default_rng(n)
    other = np.round(rng.normal(size=n), 3)
    x = np.column_stack([np.full(n, value), other])
    ids = np.arange(1, n + 1)
    outputs = []
    for compiled in (False, True):
        group = kernels.mdav(x, k, ids, compiled=compiled)
        values = [kernels.group_values(x[:, 0], group, how, w, 0.2)
                  for how, w in (("mean", None), ("mean", np.array(weights)),
                                 ("median", None), ("trimmed", None))]
        for v in values:
            assert (v == value).all()
        outputs.append(b"".join(v.tobytes() for v in values)
                       + kernels.group_values(other, group, "mean", np.array(weights)).tobytes())
    assert outputs[0] == outputs[1]
