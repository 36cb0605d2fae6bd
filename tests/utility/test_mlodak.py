"""Młodak's lambda (sdcsql.utility.mlodak) against hand calculations.

* The 10-record example (prep18 reference/examples.py, Fractions in
  reference/ref_categorical.py): region (nominal) 2 suppressions of 10 -> 1/5; age band
  (ordinal, r = 5) suppressed at ranks 4, 2, 5 -> (3/4 + 3/4 + 1) / 10 = 1/4 (the seed's
  far end); sex 1/10 (record 8's sex is missing in both: 0); lambda = 11/60.  sdcMicro's
  convention: every suppression 1 -> age band 3/10, lambda = 1/5.
* The continuous conventions on a 5 x 2 case with zeros and missing values, against the
  reference's mpmath values (prep18 reference/conventions.json).
* The seed's recode example (8 ordered categories, {2, 3} -> 2, {6, 7} -> 6): d(3 -> 2)
  = 1/7 by hand.
Tolerance 1e-12 relative (a few arctangents and sums of doubles).
"""

from __future__ import annotations

import math

import duckdb
import pytest

from sdcsql._sql import render
from sdcsql.utility.measures import utility
from sdcsql.utility.mlodak import mlodak_lambda

X = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", 4, "f"], ["C", 5, "m"],
     ["A", 1, "f"], ["B", 2, "m"], ["C", 3, None], ["C", 4, "f"], ["A", 5, "m"]]
XM = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", None, "f"], [None, 5, "m"],
      ["A", 1, "f"], ["B", None, "m"], ["C", 3, None], [None, 4, None], ["A", None, "m"]]


def _con(x, xm, cols, null="NULL") -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    for name, rows in (("a", x), ("b", xm)):
        values = ", ".join("(" + ", ".join(null if v is None else repr(v) for v in r) + ")"
                           for r in rows)
        con.execute(f"CREATE TABLE {name} AS SELECT * FROM (VALUES {values}) "
                    f"t({', '.join(cols)})")
    return con


def test_the_example_both_conventions():
    con = _con(X, XM, ["region", "ageband", "sex"])
    keys = ["region", "ageband", "sex"]
    r = utility("a", "b", keys=keys, ordinal=["ageband"], measures=["lambda"], con=con).mlodak
    assert r is not None and r.scales == {"region": "nominal", "ageband": "ordinal",
                                          "sex": "nominal"}
    assert r.by_variable == pytest.approx({"region": 1 / 5, "ageband": 1 / 4, "sex": 1 / 10},
                                          rel=1e-12)
    assert r.value == pytest.approx(11 / 60, rel=1e-12)
    s = utility("a", "b", keys=keys, ordinal=["ageband"], measures=["lambda"],
                lambda_convention="sdcmicro", con=con).mlodak
    assert s is not None and s.by_variable["ageband"] == pytest.approx(3 / 10, rel=1e-12)
    assert s.value == pytest.approx(1 / 5, rel=1e-12)


def test_continuous_conventions():
    x = [[0.0, 1.0], [2.0, None], [4.0, 3.0], [6.0, 5.0], [8.0, 7.0]]
    xm = [[1.0, 1.0], [2.0, 2.0], [None, 3.0], [6.0, 6.0], [0.0, 7.0]]
    con = _con(x, xm, ["x", "y"], null="NULL::DOUBLE")
    seed = utility("a", "b", numeric=["x", "y"], measures=["lambda"], con=con).mlodak
    assert seed is not None
    assert list(seed.by_variable.values()) == pytest.approx(
        [0.45297497818482607, 0.3], rel=1e-12)
    # by hand, x: |1 - 0| and |0 - 8| changed, 4 suppressed (4 <= median 4: x' := max 8)
    hand = (math.atan(1) + math.atan(8) + math.atan(4)) * 2 / math.pi / 5
    assert seed.by_variable["x"] == pytest.approx(hand, rel=1e-12)
    sdc = utility("a", "b", numeric=["x", "y"], measures=["lambda"],
                  lambda_convention="sdcmicro", con=con).mlodak
    assert sdc is not None
    assert list(sdc.by_variable.values()) == pytest.approx(
        [0.46833326067154757, 0.2789726173154986], rel=1e-12)


def test_a_recoded_band_carries_the_rank_of_its_lowest_member():
    # 8 ordered categories; {2, 3} -> 2 and {6, 7} -> 6 (the seed's example): the records
    # 3 and 7 move one rank down: d = 1/7 each, the others 0; lambda_j = 2 / 7 / 8
    x = [[c] for c in range(1, 9)]
    xm = [[{3: 2, 7: 6}.get(c, c)] for c in range(1, 9)]
    con = _con(x, xm, ["k"])
    con.execute("CREATE VIEW p AS " + render("utility/measures/paired.sql", original="a",
                                             masked="b", columns=["k"], by=None))
    r = mlodak_lambda(con, "p", {"k": "ordinal"})
    assert r.value == pytest.approx(2 / 7 / 8, rel=1e-12)
    # released as text bands ("2-3"): the band carries rank 2, the lowest member's
    con.execute("CREATE TABLE c AS SELECT CASE WHEN k IN (2, 3) THEN '2-3' WHEN k IN (6, 7) "
                "THEN '6-7' ELSE CAST(k AS VARCHAR) END AS k FROM a")
    con.execute("CREATE VIEW q AS " + render("utility/measures/paired.sql", original="a",
                                             masked="c", columns=["k"], by=None))
    assert mlodak_lambda(con, "q", {"k": "ordinal"}).value == pytest.approx(2 / 7 / 8,
                                                                           rel=1e-12)


def test_identical_files_and_bounds():
    con = _con(X, X, ["region", "ageband", "sex"])
    r = utility("a", "b", keys=["region", "ageband", "sex"], measures=["lambda"],
                con=con).mlodak
    assert r is not None and r.value == 0
    con = _con(X, XM, ["region", "ageband", "sex"])
    r = utility("a", "b", keys=["region", "ageband", "sex"], measures=["lambda"],
                con=con).mlodak
    assert r is not None and all(0 <= v <= 1 for v in r.by_variable.values())
