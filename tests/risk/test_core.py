"""The core-risk screen (seed 002 sections 6.4 and 7): sdcsql/risk/core.py."""

from __future__ import annotations

import math

import duckdb
import pyarrow as pa
import pytest

from sdcsql import Problem, Spec
from sdcsql._sql import quote_ident
from sdcsql.risk.core import core_risk_table, core_risk_warning, core_table
from udfs.individual import risk_exact


def test_core_risk_table_and_warning(engine):
    # households of size 1 (x4 persons), 2 (x2 households = 4 persons), 3 (x1 = 3 persons)
    hid = [1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 7]
    cols = {"k": [1] * 11, "hid": hid, "w": [2.0] * 11}
    with Problem(pa.table(cols), Spec(keys=["k"], weight="w", household="hid"),
                 engine=engine) as p:
        rows = core_risk_table(p)
        above = core_risk_table(p, threshold=0.15)
    by_size = {r["household_size"]: r for r in rows}
    # size 3: fk = 3, Fk = 6, p = 1/2.  By hand: r = p * int_0^1 u^2 / (p + (1 - p) u) du
    # = int_0^1 u^2 / (1 + u) du = int (u - 1 + 1 / (1 + u)) du = 1/2 - 1 + ln 2
    r3 = math.log(2) - 0.5
    assert by_size[3]["core_risk"] == pytest.approx(r3, rel=1e-12)
    assert by_size[3]["individuals"] == 3 and by_size[3]["households"] == 1
    assert by_size[1]["individuals_percent"] == pytest.approx(400 / 11)
    assert by_size[2]["households_percent"] == pytest.approx(200 / 7)
    # sizes 1 and 2: fk = 4, Fk = 8: int u^3 / (1 + u) = 1/3 - 1/2 + 1 - ln 2 = 0.140
    assert by_size[1]["core_risk"] == pytest.approx(1 / 3 + 0.5 - math.log(2), rel=1e-12)
    assert [r["household_size"] for r in above] == [3]
    text = core_risk_warning(above, 0.15)
    assert "cannot be" in text and "0.15" in text
    assert core_risk_warning([], 0.3) is None


def test_core_risk_is_an_exact_sum_for_every_thread_count():
    # 600,000 records in households of 1 and 2 persons; weights near 1 with a large
    # one every 97 records: a DOUBLE sum of the weights changes in its last bits with
    # the order in which threads add (before this fix it differed from the exact sum).
    con = duckdb.connect()
    con.execute("""CREATE TABLE t AS SELECT
        CASE WHEN i < 300000 THEN i // 2 ELSE i END AS hh, i % 7 AS k,
        CASE WHEN i % 97 = 0 THEN 123456789.123 + i ELSE 1 + (hash(i) % 1000000) * 1e-7 END AS w
        FROM range(600000) r(i)""")
    spec = Spec(keys=["k"], weight="w", household="hh")
    exact = {size: math.fsum(w for (w,) in con.execute(
        "SELECT w FROM t WHERE (hh < 150000) = $two", {"two": size == 2}).fetchall())
        for size in (1, 2)}
    outputs = []
    for threads in (1, 2, 8):
        with Problem("t", spec, con=con, threads=threads) as p:
            rows = core_risk_table(p)
            table = con.execute(f"SELECT household_size, fk, Fk_hat "
                                f"FROM {quote_ident(core_table(p, 'exact'))} "
                                "ORDER BY household_size").fetchall()
        outputs.append(rows)
        # Fk per size is the correctly rounded sum of its weights (math.fsum)
        assert table == [(1, 300000, exact[1]), (2, 300000, exact[2])]
    assert outputs[0] == outputs[1] == outputs[2]
    for r in outputs[0]:
        size = r["household_size"]
        assert r["core_risk"] == pytest.approx(
            float(risk_exact(300000.0, 300000 / exact[size])), rel=1e-12)
