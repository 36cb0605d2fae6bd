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
