"""Hostile identifiers and values: quoting through one filter, values bound."""

from __future__ import annotations

import duckdb
import pyarrow as pa
import pytest

from sdcsql import Problem, Spec
from sdcsql._sql import quote_ident

HOSTILE = [
    'a"; DROP TABLE victim; --',
    "select",
    "sp ace",
    "ünïcødé ключ 键",
    "x" * 200,
    "--comment",
    "semi;colon",
    "'quoted'",
]


def test_quote_ident():
    assert quote_ident('a"b') == '"a""b"'
    with pytest.raises(ValueError):
        quote_ident("a\x00b")


@pytest.mark.parametrize("method", ["exact", "sdcmicro"])
def test_pipeline_with_hostile_names_and_values(method):
    con = duckdb.connect()
    con.execute("CREATE TABLE victim AS SELECT 1 AS x")
    keys = HOSTILE[:4]
    data = {
        keys[0]: ["'); DROP TABLE victim; --", "x", "'); DROP TABLE victim; --", None],
        keys[1]: [1, 1, 1, 2],
        keys[2]: ["a b", "a b", "a b", "c"],
        keys[3]: ["ü", "ü", "ü", "ü"],
        HOSTILE[4]: [10.0, 20.0, 30.0, 40.0],          # the weight
        HOSTILE[5]: [1, 1, 2, 2],                      # the household id
        HOSTILE[6]: ["keep", "me", "as", "is"],
    }
    table_name = 'sur"vey; DROP TABLE victim'
    con.register(table_name, pa.table(data))
    spec = Spec(keys=keys, weight=HOSTILE[4], household=HOSTILE[5],
                na_codes={keys[2]: ["c'; DROP TABLE victim; --"]})
    with Problem(table_name, spec, con=con) as p:
        res = p.risk(method)
        rows = res.records.fetchall()
        assert res.records.columns[:7] == list(data)
        assert [r[7] for r in rows] == [2, 1, 2, 1]   # fk
        assert res.households.fetchall()[0][0] == 1
        cells = p.cells().fetchall()
        assert len(cells) == 3
    assert con.execute("SELECT * FROM victim").fetchall() == [(1,)]
    # the input is untouched and no temporary object is left
    assert con.execute(f"SELECT * FROM {quote_ident(table_name)}").fetchall()[1][6] == "me"
    assert con.sql("SELECT count(*) FROM duckdb_tables()").fetchall() == [(1,)]


def test_values_that_look_like_sql_are_categories():
    data = {"k": ["1 OR 1=1", "1 OR 1=1", "'; --"], "w": [1.0, 2.0, 3.0]}
    with Problem(pa.table(data), Spec(keys=["k"], weight="w")) as p:
        assert [r[-2] for r in p.records().fetchall()] == [2, 2, 1]
