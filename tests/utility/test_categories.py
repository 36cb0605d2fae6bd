"""Categories lost and suppressions (sdcsql.utility.categories), by hand and by brute force.

* The preparation's 10-record example (prep18 reference/examples.py CAT_X, CAT_XM):
  region suppressed twice, age band three times, sex once; by record {0: 5, 1: 4, 2: 1}
  (counted by hand in the comments).
* A recode by hand: categories lost.
* hypothesis: every count equals a plain-Python count over the records.
"""

from __future__ import annotations

import duckdb
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql.utility.categories import categories
from sdcsql.utility.measures import utility

CAT_X = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", 4, "f"], ["C", 5, "m"],
         ["A", 1, "f"], ["B", 2, "m"], ["C", 3, None], ["C", 4, "f"], ["A", 5, "m"]]
CAT_XM = [["A", 1, "m"], ["A", 2, "f"], ["B", 3, "m"], ["B", None, "f"], [None, 5, "m"],
          ["A", 1, "f"], ["B", None, "m"], ["C", 3, None], [None, 4, None], ["A", None, "m"]]


def _sql(v: object) -> str:
    return "NULL" if v is None else repr(v)


def _con(x: list[list[object]], xm: list[list[object]]) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    for name, rows in (("a", x), ("b", xm)):
        values = ", ".join("(" + ", ".join(_sql(v) for v in r) + ")" for r in rows)
        con.execute(f"CREATE TABLE {name} AS SELECT * FROM (VALUES {values}) "
                    "t(region, ageband, sex)")
    return con


def test_the_example_by_hand():
    con = _con(CAT_X, CAT_XM)
    got = utility("a", "b", keys=["region", "ageband", "sex"], con=con).to_json()
    # suppressed: region in records 5 and 9; age band in 4, 7, 10; sex in 9 (record 8's
    # sex is missing in both files: no suppression)
    assert got["suppressions"]["by_variable"] == {"region": 2, "ageband": 3, "sex": 1}
    # records 1, 2, 3, 6, 8 keep everything; 4, 5, 7, 10 lose one value; 9 loses two
    assert got["suppressions"]["by_record"] == {"0": 5, "1": 4, "2": 1}
    assert got["suppressions"]["total"] == 6 and got["suppressions"]["records_changed"] == 5
    # every category survives somewhere: A, B, C; 1..5; m, f
    assert got["categories"] == {
        "region": {"categories_before": 3, "categories_after": 3, "categories_lost": 0},
        "ageband": {"categories_before": 5, "categories_after": 5, "categories_lost": 0},
        "sex": {"categories_before": 2, "categories_after": 2, "categories_lost": 0}}


def test_a_recode_loses_categories():
    con = duckdb.connect()
    con.execute("CREATE TABLE a AS SELECT * FROM (VALUES (1), (2), (3), (4), (5)) t(age)")
    con.execute("CREATE TABLE b AS SELECT * FROM (VALUES (0), (0), (3), (3), (3)) t(age)")
    r = utility("a", "b", keys=["age"], con=con).categories
    assert r is not None
    # 5 ages -> 2 bands: 3 categories lost; 4 values changed (1, 2, 4, 5), none suppressed
    assert r.by_variable["age"] == {"categories_before": 5, "categories_after": 2,
                                    "categories_lost": 3, "suppressed": 0, "changed": 4}
    assert r.by_record == {"0": 5} and r.records_changed == 4


cell = st.sampled_from([None, "a", "b", "c"])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(cell, cell, cell, cell), min_size=1, max_size=15))
def test_counts_equal_a_brute_force(records):
    x = [[r[0], r[1]] for r in records]
    xm = [[r[2], r[3]] for r in records]
    con = duckdb.connect()
    values = ", ".join("(" + ", ".join(_sql(v) for v in (*a, *b)) + ")"
                       for a, b in zip(x, xm, strict=True))
    con.execute(f"CREATE TEMP VIEW p AS SELECT * FROM (VALUES {values}) "
                "t(__sdc_o0, __sdc_o1, __sdc_m0, __sdc_m1)")
    got = categories(con, "p", ["u", "v"])
    for j, name in enumerate(["u", "v"]):
        before = {r[j] for r in x} - {None}
        after = {r[j] for r in xm} - {None}
        supp = sum(1 for a, b in zip(x, xm, strict=True) if a[j] is not None and b[j] is None)
        changed = sum(1 for a, b in zip(x, xm, strict=True) if a[j] != b[j])
        assert got.by_variable[name] == {"categories_before": len(before),
                                         "categories_after": len(after),
                                         "categories_lost": len(before) - len(after),
                                         "suppressed": supp, "changed": changed}
    per_record = [sum(1 for j in range(2) if a[j] is not None and b[j] is None)
                  for a, b in zip(x, xm, strict=True)]
    assert got.by_record == {str(k): per_record.count(k) for k in sorted(set(per_record))}
    assert got.records_changed == sum(1 for a, b in zip(x, xm, strict=True) if a != b)
