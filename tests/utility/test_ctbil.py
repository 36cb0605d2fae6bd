"""CTBIL (sdcsql.utility.ctbil) against a brute force and the seed's property.

* The 10-record example (prep18 reference/examples.py): K = 1, 2, 3 give 12, 34, 44,
  weighted K = 2 gives 595, cells 13, 67, 139, bounded 1/5, 17/60, 11/35 (the
  reference's Fraction brute force), recomputed here by an itertools/Counter brute force
  (exact: integer counts and weights with at most one decimal, compared at 1e-12).
* The seed's property (section 3.5.2): a 1-way table moves by 2 per suppression, so
  CTBIL with K = 1 is twice the values suppressed (hypothesis).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

import duckdb
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql.utility.ctbil import ctbil
from sdcsql.utility.measures import utility

X = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", 4, "f"], ["C", 5, "m"],
     ["A", 1, "f"], ["B", 2, "m"], ["C", 3, None], ["C", 4, "f"], ["A", 5, "m"]]
XM = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", None, "f"], [None, 5, "m"],
      ["A", 1, "f"], ["B", None, "m"], ["C", 3, None], [None, 4, None], ["A", None, "m"]]
W = [10.0, 20.0, 15.0, 5.0, 30.0, 12.5, 7.5, 10.0, 25.0, 15.0]
VARS = ["region", "ageband", "sex"]


def _sql(v: object) -> str:
    return "NULL" if v is None else repr(v)


def _con(x, xm, w) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    for name, rows in (("a", x), ("b", xm)):
        values = ", ".join("(" + ", ".join(_sql(v) for v in r) + f", {wt})"
                           for r, wt in zip(rows, w, strict=True))
        cols = ", ".join([f"v{j}" for j in range(len(rows[0]))] + ["w"])
        con.execute(f"CREATE TABLE {name} AS SELECT * FROM (VALUES {values}) t({cols})")
    return con


def brute(x, xm, k, w=None):
    """The seed's (3.7) by enumeration: every subset of at most k variables, every cell."""
    w = w or [1.0] * len(x)
    total, cells, tables = 0.0, 0, 0
    for t in range(1, k + 1):
        for sub in itertools.combinations(range(len(x[0])), t):
            a, b = Counter(), Counter()
            for r, rm, wt in zip(x, xm, w, strict=True):
                a[tuple(r[j] for j in sub)] += wt
                b[tuple(rm[j] for j in sub)] += wt
            total += sum(abs(a[c] - b[c]) for c in set(a) | set(b))
            cells += math.prod(len({r[j] for r in x} | {r[j] for r in xm}) for j in sub)
            tables += 1
    return total, cells, tables


@pytest.mark.parametrize(("k", "expected", "cells", "bounded"),
                         [(1, 12, 13, 1 / 5), (2, 34, 67, 17 / 60), (3, 44, 139, 11 / 35)])
def test_the_example(k, expected, cells, bounded):
    con = _con(X, XM, W)
    r = ctbil(con, "a", "b", ["v0", "v1", "v2"], dimension=k)
    assert (r.value, r.cells, r.tables) == brute(X, XM, k)
    assert r.value == expected and r.cells == cells
    assert r.per_cell == pytest.approx(expected / cells, rel=1e-15)
    assert r.bounded == pytest.approx(bounded, rel=1e-15)


def test_weighted_example():
    con = _con(X, XM, W)
    r = ctbil(con, "a", "b", ["v0", "v1", "v2"], dimension=2, weight="w")
    assert r.value == pytest.approx(brute(X, XM, 2, W)[0], rel=1e-12)
    assert r.value == pytest.approx(595, rel=1e-12)
    assert r.bounded == pytest.approx(595 / (2 * sum(W) * 6), rel=1e-12)


def test_through_utility_and_identical_files():
    con = _con(X, XM, W)
    got = utility("a", "b", keys=["v0", "v1", "v2"], weight="w", ctbil_weighted=True,
                  ctbil_dimension=2, con=con).to_json()["ctbil"]
    assert got["value"] == pytest.approx(595, rel=1e-12) and got["weighted"] is True
    same = utility("a", "a", keys=["v0", "v1", "v2"], con=con).ctbil
    assert same is not None and same.value == 0 and same.bounded == 0


cell = st.sampled_from([None, "a", "b", "c"])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(cell, cell, st.booleans(), st.booleans()), min_size=1, max_size=15))
def test_a_suppression_moves_a_one_way_table_by_two(records):
    x = [[r[0], r[1]] for r in records]
    xm = [[None if r[2] else r[0], None if r[3] else r[1]] for r in records]
    suppressed = sum(1 for a, b in zip(x, xm, strict=True) for j in range(2)
                     if a[j] is not None and b[j] is None)
    con = _con(x, xm, [1.0] * len(x))
    r = ctbil(con, "a", "b", ["v0", "v1"], dimension=1)
    assert r.value == 2 * suppressed
    assert 0 <= r.bounded <= 1
    r2 = ctbil(con, "a", "b", ["v0", "v1"], dimension=2)
    assert r2.value == pytest.approx(brute(x, xm, 2)[0], rel=1e-12) and 0 <= r2.bounded <= 1
