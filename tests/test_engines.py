"""The engine interface (sdcsql/engines/): the same results on DuckDB and Spark, in
particular ``map_groups`` (a vectorised Python function run once per group)."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.compute as pc
import pytest

from sdcsql.engines import Engine, make_engine

from .conftest import rows

SCHEMA = pa.schema([("s", pa.string()), ("x", pa.float64()), ("rank", pa.int64()),
                    ("mean", pa.float64()), ("size", pa.int64())])


def rank_and_mean(t: pa.Table) -> pa.Table:
    """Within-group rank of x (NULL last, ties by input id) and the group's mean."""
    xs, ids = t["x"].to_pylist(), t["i"].to_pylist()
    order = sorted(range(t.num_rows), key=lambda j: (xs[j] is None, xs[j] or 0.0, ids[j]))
    ranks = [0] * t.num_rows
    for r, j in enumerate(order):
        ranks[j] = r + 1
    return pa.table({"s": t["s"], "x": t["x"], "rank": pa.array(ranks, pa.int64()),
                     "mean": pa.array([pc.mean(t["x"]).as_py()] * t.num_rows, pa.float64()),
                     "size": pa.array([t.num_rows] * t.num_rows, pa.int64())})


DATA = pa.table({"i": list(range(9)),
                 "s": ["a", "a", "a", "a", "b", "b", "c", None, None],
                 "x": [4.0, None, 1.0, 2.5, 7.0, 3.0, 5.0, 1.0, 2.0]})


@pytest.fixture(scope="module")
def eng(engine):
    e = make_engine(engine)
    assert isinstance(e, Engine)
    yield e
    e.close()


def _sorted(relation):
    return sorted(rows(relation), key=lambda r: (r[0] is None, r[0] or "", r[2]))


def test_map_groups_per_stratum_of_unequal_size_with_nulls(eng):
    src = eng.create_from_arrow("__sdc_test_groups", DATA)
    out = eng.map_groups(f"SELECT * FROM {eng.quote(src)}", ["s"], rank_and_mean, SCHEMA)
    got = _sorted(eng.relation(f"SELECT * FROM {eng.quote(out)}"))
    assert got == [
        ("a", 1.0, 1, 2.5, 4), ("a", 2.5, 2, 2.5, 4), ("a", 4.0, 3, 2.5, 4), ("a", None, 4, 2.5, 4),
        ("b", 3.0, 1, 5.0, 2), ("b", 7.0, 2, 5.0, 2),
        ("c", 5.0, 1, 5.0, 1),
        (None, 1.0, 1, 1.5, 2), (None, 2.0, 2, 1.5, 2)]


def test_map_groups_without_group_columns_is_one_group(eng):
    src = eng.create_from_arrow("__sdc_test_one", DATA)
    out = eng.map_groups(f"SELECT * FROM {eng.quote(src)}", [], rank_and_mean, SCHEMA)
    got = rows(eng.relation(f"SELECT * FROM {eng.quote(out)} ORDER BY rank"))
    assert [r[2] for r in got] == list(range(1, 10))
    assert {r[4] for r in got} == {9} and got[0][3] == pytest.approx(25.5 / 8)


def test_map_groups_of_an_empty_input_is_an_empty_table(eng):
    src = eng.create_from_arrow("__sdc_test_empty", DATA.slice(0, 0))
    for by in (["s"], []):
        out = eng.map_groups(f"SELECT * FROM {eng.quote(src)}", by, rank_and_mean, SCHEMA)
        assert rows(eng.relation(f"SELECT * FROM {eng.quote(out)}")) == []
        assert eng.columns(out) == SCHEMA.names


def test_create_query_bind_and_functions(eng):
    """The other members, as a step uses them: a temp table from SQL with parameters, a
    bound list read by getvariable, a registered vectorised function, drop."""
    eng.bind_list("sdc_test_codes", [2.0, 3.0])
    sql = eng.render("frequencies/null_masks.sql", base="__sdc_test_t")  # any template renders
    assert "__sdc_test_t" in sql
    t = eng.create("TABLE", "__sdc_test_t", "SELECT CAST(x AS DOUBLE) AS x FROM "
                   "(SELECT 1 AS x UNION ALL SELECT 2 UNION ALL SELECT 3) AS v WHERE x >= "
                   + ("$lo" if eng.dialect == "duckdb" else ":lo"), {"lo": 2})
    eng.register_function("sdc_test_twice", lambda a: pc.multiply(a, 2.0), ["DOUBLE"], "DOUBLE")
    contains = ("list_contains(getvariable('sdc_test_codes'), x)" if eng.dialect == "duckdb"
                else "array_contains(:sdc_test_codes, x)")
    got = eng.query(f"SELECT sdc_test_twice(x) AS y, {contains} AS coded "
                    f"FROM {eng.quote(t)} ORDER BY x")
    assert got == [{"y": 4.0, "coded": True}, {"y": 6.0, "coded": True}]
    assert eng.fetch_arrow(f"SELECT x FROM {eng.quote(t)} ORDER BY x").column("x").to_pylist() \
        == [2.0, 3.0]
    eng.drop({t})
    with eng.without_optimizer("partial_aggregate_pushdown"):
        assert eng.query("SELECT 1 AS one") == [{"one": 1}]


def _square(t: pa.Table) -> pa.Table:
    """A row-wise function: each output row from its input row only."""
    return pa.table({"i": t["i"], "x2": pc.multiply(t["x"], t["x"])})


def test_map_batches_runs_a_row_wise_function_over_every_row(eng):
    """The same rows as the function applied to the whole input at once, whatever the
    batches (Spark: one call per Arrow batch on the executors)."""
    src = eng.create_from_arrow("__sdc_test_batches", DATA)
    schema = pa.schema([("i", pa.int64()), ("x2", pa.float64())])
    out = eng.map_batches(f"SELECT * FROM {eng.quote(src)}", _square, schema)
    expected = [(i, None if x is None else x * x)
                for i, x in zip(DATA["i"].to_pylist(), DATA["x"].to_pylist(), strict=True)]
    assert sorted(rows(eng.relation(f"SELECT * FROM {eng.quote(out)}"))) == expected
    empty = eng.map_batches(f"SELECT * FROM {eng.quote(src)} WHERE i < 0", _square, schema)
    assert rows(eng.relation(f"SELECT * FROM {eng.quote(empty)}")) == []
