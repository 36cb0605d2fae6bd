"""The microaggregation steps of ``sdcsql bench``: the replicated eusilc template against
the recipe of ../shared/data/README.md worked by hand on a three-record file, and a step
whose CSV is missing reported as not run (never timed on something else)."""

from __future__ import annotations

import duckdb

from sdcsql._sql import render
from sdcsql.tools.bench import run_bench

HEADER = ("db030,hsize,db040,rb030,age,rb090,pl030,pb220a,hy040n,hy050n,hy090n,eqIncome,"
          "rb050,extra")


def test_replicated_eusilc_follows_the_recipe(tmp_path):
    csv = tmp_path / "e.csv"
    csv.write_text(HEADER + "\n1,2,Tyrol,101,34,female,2,AT,1.5,2,3,10.25,500,x\n"
                   "1,2,Tyrol,102,0,male,NA,NA,1.5,2,3,10.25,500,y\n"
                   "2,1,Vienna,201,80,female,5,Other,0,0,0,7,250.5,z\n")
    got = duckdb.connect().execute(render("tools/bench/eusilc_replicated.sql"),
                                   {"path": str(csv), "rows": 7}).fetchall()
    # by hand: R = ceil(7 / 3) = 3 replicas, the first 7 rows; replica r adds (r-1)*6000
    # to db030 and 0, +1, -1 to age for r = 1, 2, 3; ids 1..7; NA stays NULL
    assert [(r[0], r[1], r[4]) for r in got] == [
        (1, 1, 34), (2, 1, 0), (3, 2, 80),
        (4, 6001, 35), (5, 6001, 1), (6, 6002, 81),
        (7, 12001, 33)]
    assert got[1][6] is None and got[1][7] is None          # pl030, pb220a: NA
    assert [r[9] for r in got] == [10.25, 10.25, 7.0, 10.25, 10.25, 7.0, 10.25]  # eqIncome
    assert [r[8] for r in got] == [500.0, 500.0, 250.5, 500.0, 500.0, 250.5, 500.0]  # rb050


def test_a_missing_eusilc_csv_is_reported_not_run(tmp_path):
    result = run_bench(rows=1000, repeat=1, steps=["mdav_eusilc_100k", "mdav_eusilc_1m"],
                       eusilc=tmp_path / "absent.csv")
    assert result.steps == []
    assert set(result.not_run) == {"mdav_eusilc_100k", "mdav_eusilc_1m"}
    assert "not run: the eusilc CSV was not found" in result.table()
    assert result.to_json()["not_run"]["mdav_eusilc_1m"].startswith("the eusilc CSV")
