"""EBIL (sdcsql.utility.ebil) against an independent computation.

The 10-record example (prep18 reference/examples.py) against the reference's mpmath
values (prep18 reference/ref_categorical.py, 50 digits): empirical region 0 (both
suppressed regions were C: the joint table "knows" it), age band 4.754887502163468
bits, sex 2.0, joint 0 (every released pattern with a missing value is unique);
independent region 3.1419011889093373, age band 6.965784284662087, sex
0.9910760598382222.  A plain-Python brute force (Counter, math.log2) in the test checks
random files.  Tolerance 1e-12 relative: a few logarithms and sums of doubles.
"""

from __future__ import annotations

import math
from collections import Counter

import duckdb
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql.utility.ebil import ebil
from sdcsql.utility.measures import utility

X = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", 4, "f"], ["C", 5, "m"],
     ["A", 1, "f"], ["B", 2, "m"], ["C", 3, None], ["C", 4, "f"], ["A", 5, "m"]]
XM = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", None, "f"], [None, 5, "m"],
      ["A", 1, "f"], ["B", None, "m"], ["C", 3, None], [None, 4, None], ["A", None, "m"]]


def _sql(v: object) -> str:
    return "NULL" if v is None else repr(v)


def _con(x, xm) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    for name, rows in (("a", x), ("b", xm)):
        values = ", ".join("(" + ", ".join(_sql(v) for v in r) + ")" for r in rows)
        cols = ", ".join(f"v{j}" for j in range(len(rows[0])))
        con.execute(f"CREATE TABLE {name} AS SELECT * FROM (VALUES {values}) t({cols})")
    return con


def test_the_example_empirical_and_independent():
    con = _con(X, XM)
    keys = ["v0", "v1", "v2"]
    e = utility("a", "b", keys=keys, measures=["ebil"], con=con).ebil
    assert e is not None and e.model == "empirical" and e.unit == "bits"
    assert e.by_variable["v0"] == 0.0
    assert e.by_variable["v1"] == pytest.approx(4.754887502163468, rel=1e-12)
    assert e.by_variable["v2"] == pytest.approx(2.0, rel=1e-12)
    assert e.joint == 0.0
    i = utility("a", "b", keys=keys, measures=["ebil"], ebil_model="independent",
                con=con).ebil
    assert i is not None and i.joint is None
    assert list(i.by_variable.values()) == pytest.approx(
        [3.1419011889093373, 6.965784284662087, 0.9910760598382222], rel=1e-12)
    nats = utility("a", "b", keys=keys, measures=["ebil"], ebil_unit="nats", con=con).ebil
    assert nats is not None
    assert nats.by_variable["v1"] == pytest.approx(4.754887502163468 * math.log(2), rel=1e-12)


def brute_empirical(pairs: list[tuple[object, object]]) -> float:
    joint = Counter(pairs)
    released = Counter(j for _, j in pairs)
    return -sum(n * math.log2(n / released[j]) for (_, j), n in joint.items())


cell = st.sampled_from([None, "a", "b", "c"])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(cell, cell), min_size=1, max_size=20))
def test_empirical_equals_a_brute_force(records):
    con = duckdb.connect()
    values = ", ".join(f"({_sql(a)}, {_sql(b)})" for a, b in records)
    con.execute(f"CREATE TEMP VIEW p AS SELECT * FROM (VALUES {values}) t(__sdc_o0, __sdc_m0)")
    got = ebil(con, "p", ["k"]).by_variable["k"]
    assert got == pytest.approx(brute_empirical(records), rel=1e-12, abs=1e-12)
    assert got >= 0


def test_identical_files_lose_nothing():
    con = _con(X, X)
    e = ebil_of(con)
    assert e.joint == 0 and set(e.by_variable.values()) == {0.0}


def ebil_of(con):
    r = utility("a", "b", keys=["v0", "v1", "v2"], measures=["ebil"], con=con).ebil
    assert r is not None
    return r


# ------------------------------------------------------------------ EBIL of PRAM
#
# Independent sources: a hand calculation on a 2x2 matrix (below, Bayes written out), the
# prep18 reference's 3x3 case (reference/ref_categorical.py, mpmath at 50 digits:
# 8.395679391903053 bits), and for a PRAM run the formula recomputed in plain Python from
# the matrix the method reports and Counter over the two files.  Tolerance 1e-12
# relative: a few products, logarithms and sums of doubles.

def test_ebil_pram_2x2_by_hand():
    from sdcsql.utility.ebil import ebil_pram

    # P(V'=j | V=i) = [[0.8, 0.2], [0.3, 0.7]], prior (0.6, 0.4), released 5 and 5.
    # P(V'=0) = 0.8*0.6 + 0.3*0.4 = 0.6: P(V | V'=0) = (0.48/0.6, 0.12/0.6) = (0.8, 0.2)
    # P(V'=1) = 0.2*0.6 + 0.7*0.4 = 0.4: P(V | V'=1) = (0.12/0.4, 0.28/0.4) = (0.3, 0.7)
    h0 = -(0.8 * math.log2(0.8) + 0.2 * math.log2(0.2))     # 0.7219280948873623
    h1 = -(0.3 * math.log2(0.3) + 0.7 * math.log2(0.7))     # 0.8812908992306927
    hand = 5 * h0 + 5 * h1
    assert ebil_pram([[0.8, 0.2], [0.3, 0.7]], [0.6, 0.4], [5, 5]) == pytest.approx(
        hand, rel=1e-12)
    # the prior as counts gives the same shares
    assert ebil_pram([[0.8, 0.2], [0.3, 0.7]], [6, 4], [5, 5]) == pytest.approx(hand, rel=1e-12)
    assert ebil_pram([[0.8, 0.2], [0.3, 0.7]], [6, 4], [5, 5], unit="nats") == pytest.approx(
        hand * math.log(2), rel=1e-12)
    # the identity matrix loses nothing; a uniform one loses H(prior) per record
    assert ebil_pram([[1, 0], [0, 1]], [6, 4], [6, 4]) == 0.0
    h_prior = -(0.6 * math.log2(0.6) + 0.4 * math.log2(0.4))
    assert ebil_pram([[0.5, 0.5], [0.5, 0.5]], [6, 4], [3, 7]) == pytest.approx(
        10 * h_prior, rel=1e-12)


def test_ebil_pram_reference_3x3():
    from sdcsql.utility.ebil import ebil_pram

    p = [[0.8, 0.1, 0.1], [0.1, 0.8, 0.1], [0.0, 0.2, 0.8]]
    assert ebil_pram(p, [0.5, 0.3, 0.2], [4, 4, 2]) == pytest.approx(8.395679391903053,
                                                                     rel=1e-12)


@pytest.mark.parametrize("args, words", [
    (([[0.8, 0.3], [0.3, 0.7]], [1, 1], [1, 1]), "summing to 1"),
    (([[1, 0], [0, 1]], [1, 1, 1], [1, 1]), "one entry per category"),
    (([[1, 0], [0, 1]], [1, 0], [1, 1]), "cannot give it"),
    (([[1, 0], [0, 1]], [-1, 2], [1, 1]), "counts or shares"),
])
def test_ebil_pram_refuses(args, words):
    from sdcsql.errors import InputError
    from sdcsql.utility.ebil import ebil_pram

    with pytest.raises(InputError, match=words):
        ebil_pram(*args)


def test_pram_ebil_from_the_methods_matrix():
    import sdcsql
    from sdcsql.protect.pram import pram
    from sdcsql.utility.ebil import pram_ebil

    rows = [("a", "x", s) for s in range(12)] + [("b", "y", s) for s in range(7)] \
        + [("c", "x", s) for s in range(5)] + [(None, "y", 99)]
    con = duckdb.connect()
    try:
        con.execute("CREATE TABLE t (v VARCHAR, g VARCHAR, s INTEGER)")
        con.executemany("INSERT INTO t VALUES (?, ?, ?)", rows)
        for strata in ([], ["g"]):
            spec = sdcsql.Spec(keys=["s"], strata=strata or None)
            with sdcsql.Problem("t", spec, con=con) as p:
                result = pram(p, pram_variables=["v"], seed=11, retention=0.6)
                result.data.create("released")
                got = pram_ebil(con, "t", "released", result.summary.details, strata=strata)
            out = con.execute("SELECT v, g FROM released").fetchall()
            con.execute("DROP TABLE released")
            total = 0.0
            for entry in result.summary.details["matrices"]:
                key = tuple(entry["stratum"])
                cats, m = entry["v"]["categories"], entry["v"]["matrix"]
                mine = [r for r in rows if not strata or (r[1],) == key]
                prior = Counter(r[0] for r in mine if r[0] is not None)
                rel = Counter(v for v, g in out if v is not None and (not strata or (g,) == key))
                n = sum(prior.values())
                for j, cj in enumerate(cats):
                    den = sum(m[i][j] * prior[ci] / n for i, ci in enumerate(cats))
                    post = [m[i][j] * prior[ci] / n / den for i, ci in enumerate(cats)]
                    total += rel[cj] * -sum(q * math.log2(q) for q in post if q > 0)
            assert got.by_variable["v"] == pytest.approx(total, rel=1e-12), strata
            assert got.model == "pram" and total > 0
    finally:
        con.close()
