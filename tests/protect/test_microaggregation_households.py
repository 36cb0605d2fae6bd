"""Household-level variables in microaggregation (issue 17 item 1; docs/protect/
microaggregation.md "Household-level variables"): a variable of the spec's
household_variables is microaggregated on one row per household and the group value is
joined back to every member, so no household carries two released values and each
household-level group has at least k households.

Independent sources: the test's own SQL over the released file (households with two
values; households per released value, which is >= k since groups with equal values
only merge); a hand calculation on a 4-household table (individual ranking of the
household values, k = 2, against what a per-record run would give); and the same
method run on a file the test builds itself with one row per household (no
household_variables), whose values every member must carry (exact: the same
doubles, grouped by the same kernel).  Both engines for MDAV (Spark runs every
microaggregation method through map_groups; one method and the categorical one are
enough to cover the household join on Spark).
"""

from __future__ import annotations

from typing import Any

import duckdb
import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.microaggregation import microaggregate
from tests.conftest import rows

#: eusilc-like: households of 1 to 4 members (db030), a household income hy040n and a
#: household type constant within the household, a person income py010n, regions.
EUSILC_LIKE = (
    "SELECT 10 * h + j AS rb030, h AS db030, 'r' || (h % 4) AS db040, (h + j) % 2 AS rb090, "
    "20 + (7 * h + 13 * j) % 60 AS age, 1000.0 + (h * 7919) % 5000 AS hy040n, "
    "CASE h % 3 WHEN 0 THEN 'single' WHEN 1 THEN 'couple' ELSE 'family' END AS htype, "
    "100.0 * j + h AS py010n, 1.0 + (h % 5) AS w, j % 2 AS half "
    "FROM range(1, 121) a(h), range(4) b(j) WHERE j <= h % 4")

K = 3


def _spec(**extra: Any) -> sdcsql.Spec:
    return sdcsql.Spec(keys=["rb090", "age"], household="db030", person_id="rb030",
                       household_variables=["hy040n", "htype"], **extra)


def _data(engine: str, sql: str = EUSILC_LIKE) -> Any:
    table = duckdb.sql(sql).to_arrow_table()
    if engine == "spark":
        from pyspark.sql import SparkSession

        return SparkSession.getActiveSession().createDataFrame(table.to_pandas())
    return table


def _released(result: Any) -> duckdb.DuckDBPyConnection:
    """The released file as table ``o`` of a fresh DuckDB connection (either engine)."""
    rel = result.data
    table = rel.to_arrow_table() if isinstance(rel, duckdb.DuckDBPyRelation) else rel.toArrow()
    con = duckdb.connect()
    con.register("o", table)
    return con


def _split(con: duckdb.DuckDBPyConnection, v: str) -> int:
    return con.execute(f"SELECT count(*) FROM (SELECT db030 FROM o GROUP BY db030 "
                       f"HAVING count(DISTINCT {v}) > 1)").fetchall()[0][0]


def _fewest_households(con: duckdb.DuckDBPyConnection, v: str) -> int:
    return con.execute(f"SELECT min(n) FROM (SELECT {v}, count(DISTINCT db030) AS n "
                       f"FROM o GROUP BY {v})").fetchall()[0][0]


def _fewest_records(con: duckdb.DuckDBPyConnection, v: str) -> int:
    return con.execute(f"SELECT min(n) FROM (SELECT {v}, count(*) AS n FROM o "
                       f"GROUP BY {v})").fetchall()[0][0]


@pytest.mark.parametrize("method", ["mdav", "vmdav", "hansen_mukherjee",
                                    "individual_ranking"])
def test_no_household_has_two_values(method: str) -> None:
    """A household-level and a person-level variable in one call (two passes): the
    household one is constant within every household and each of its released values
    is carried by >= k households; the person one by >= k records; the household
    values equal the method run on the test's own one-row-per-household file."""
    with sdcsql.Problem(EUSILC_LIKE, _spec()) as p:
        r = microaggregate(p, algorithm=method, numeric=["hy040n", "py010n"], k=K)
        con = _released(r)
    assert _split(con, "hy040n") == 0
    assert _fewest_households(con, "hy040n") >= K
    assert _fewest_records(con, "py010n") >= K
    assert con.execute("SELECT count(*) FROM o").fetchall()[0][0] == \
        duckdb.sql(f"SELECT count(*) FROM ({EUSILC_LIKE})").fetchall()[0][0]
    units = {v["variable"]: (v["unit"], v["n"]) for v in r.summary.variables}
    assert units == {"hy040n": ("household", 120), "py010n": ("record", r.summary.n)}
    assert r.summary.household_variables == ["hy040n"]
    assert "household-level" in r.table()
    homes = ("SELECT DISTINCT db030, hy040n, 'x' AS one FROM (" + EUSILC_LIKE
             + ") ORDER BY db030")
    with sdcsql.Problem(homes, sdcsql.Spec(keys=["one"])) as p:
        want = {x[0]: x[1] for x in
                rows(microaggregate(p, algorithm=method, numeric=["hy040n"], k=K).data)}
    got = dict(con.execute("SELECT DISTINCT db030, hy040n FROM o").fetchall())
    assert got == want


def test_individual_ranking_by_hand() -> None:
    """Four households, sizes 1, 3, 2, 1 with household values 10, 20, 30, 40; k = 2.
    Per household: sorted 10, 20 | 30, 40 -> means 15 and 35 for every member.  (Per
    record the seven values 10, 20, 20, 20, 30, 30, 40 would split household B.)"""
    sql = ("SELECT * FROM (VALUES (1, 'A', 10.0), (2, 'B', 20.0), (3, 'B', 20.0), "
           "(4, 'B', 20.0), (5, 'C', 30.0), (6, 'C', 30.0), (7, 'D', 40.0)) t(id, hh, v)")
    spec = sdcsql.Spec(keys=["id"], household="hh", household_variables=["v"])
    with sdcsql.Problem(sql, spec) as p:
        r = microaggregate(p, algorithm="individual_ranking", numeric=["v"], k=2)
        got = [(x[0], x[2]) for x in rows(r.data)]
    assert got == [(1, 15.0), (2, 15.0), (3, 15.0), (4, 15.0), (5, 35.0), (6, 35.0),
                   (7, 35.0)]
    assert r.summary.variables[0]["n_groups"] == 2


def test_both_engines(engine: str) -> None:
    """MDAV on a household-level and a person-level variable, weighted by the spec's
    weight (a household's weight: its members' mean), within strata (the regions), and
    categorical microaggregation of the household type: on DuckDB and Spark, no
    household split, >= k households per household-level value, and the same released
    values on both engines (the hand-free reference: the one-row-per-household run)."""
    spec = _spec(strata=["db040"], weight="w")
    with sdcsql.Problem(_data(engine), spec, engine=engine) as p:
        r = microaggregate(p, algorithm="mdav", numeric=["hy040n", "py010n"], k=K)
        c = microaggregate(p, algorithm="categorical_microaggregation", nominal=["htype"],
                           k=K)
        con, cat = _released(r), _released(c)
    assert _split(con, "hy040n") == 0
    assert con.execute("SELECT min(n) FROM (SELECT db040, hy040n, count(DISTINCT db030) "
                       "AS n FROM o GROUP BY ALL)").fetchall()[0][0] >= K
    assert _fewest_records(con, "py010n") >= K
    homes = ("SELECT DISTINCT db030, db040, hy040n, 1.0 + (db030 % 5) AS w, 'x' AS one FROM ("
             + EUSILC_LIKE + ") ORDER BY db030")
    with sdcsql.Problem(homes, sdcsql.Spec(keys=["one"], strata=["db040"],
                                           weight="w")) as p:
        out = rows(microaggregate(p, algorithm="mdav", numeric=["hy040n"], k=K).data)
    want = {x[0]: x[2] for x in out}
    got = dict(con.execute("SELECT DISTINCT db030, hy040n FROM o").fetchall())
    assert got.keys() == want.keys()
    assert all(got[h] == pytest.approx(want[h], rel=1e-12) for h in want)
    assert _split(cat, "htype") == 0
    assert _fewest_households(cat, "htype") >= K


@pytest.mark.parametrize(("sql", "spec", "message"), [
    # 'single' households (h % 3 = 0: 40) with more than one member (h % 4 > 0): 30
    (EUSILC_LIKE.replace("'single'", "'single' || j"), _spec(),
     "household_variables: column 'htype': the members of 30 household\\(s\\) disagree"),
    (EUSILC_LIKE, _spec(strata=["half"]),
     "household_variables: .* household\\(s\\) are in more than one stratum"),
    (EUSILC_LIKE.replace("range(1, 121)", "range(1, 3)"), _spec(),
     "k: a file has 2 household value\\(s\\) of 'hy040n', fewer than k = 3"),
])
def test_refusals(sql: str, spec: sdcsql.Spec, message: str) -> None:
    with sdcsql.Problem(sql, spec) as p, pytest.raises(InputError, match=message):
        microaggregate(p, algorithm="mdav", numeric=["hy040n"], nominal=None, k=K) \
            if "htype" not in message else microaggregate(
                p, algorithm="categorical_microaggregation", nominal=["htype"], k=K)
