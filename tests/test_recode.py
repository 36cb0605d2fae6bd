"""Recode semantics against hand-written expectations (docs/recode.md)."""

from __future__ import annotations

import duckdb
import pytest

from sdcsql.errors import InputError
from sdcsql.recode import Recode, apply_recodes, recode_error
from sdcsql.spec import Spec


def run(con, sql, recodes, spec=None, column=None):
    view = apply_recodes(con, con.sql(sql), recodes, spec)
    try:
        rel = con.sql(f'SELECT * FROM "{view.name}"')
        rows = rel.fetchall()
        return [r[rel.columns.index(column)] for r in rows] if column else rows
    finally:
        view.close()


AGES = "SELECT * FROM (VALUES (0), (4), (5), (9), (10), (64), (65), (120), (NULL)) t(age)"


def test_bands_edges_labels_and_open_top(con):
    got = run(con, AGES, [Recode("age", "bands", breaks=(0, 5, 10, 65),
                                 labels=("0-4", "5-9", "10-64", "65+"))])
    assert [r[0] for r in got] == ["0-4", "0-4", "5-9", "5-9", "10-64", "10-64", "65+", "65+",
                                   None]


def test_bands_default_label_is_the_lower_break_and_keeps_integers(con):
    view = apply_recodes(con, con.sql(AGES), [Recode("age", "bands", breaks=(0, 10, 65))])
    rel = con.sql(f'SELECT * FROM "{view.name}"')
    assert rel.types[0] == "BIGINT"
    assert [r[0] for r in rel.fetchall()] == [0, 0, 0, 0, 10, 10, 65, 65, None]
    view.close()


def test_bands_on_doubles_with_fractional_breaks(con):
    sql = "SELECT * FROM (VALUES (1.49), (1.5), (2.0), (NULL)) t(x)"
    got = run(con, sql, [Recode("x", "bands", breaks=(0, 1.5))])
    assert [r[0] for r in got] == [0.0, 1.5, 1.5, None]


def test_value_below_the_first_break_is_an_error(con):
    view = apply_recodes(con, con.sql(AGES), [Recode("age", "bands", breaks=(1, 5))])
    with pytest.raises(duckdb.Error) as exc:
        con.sql(f'SELECT * FROM "{view.name}"').fetchall()
    err = recode_error(exc.value)
    assert err is not None and str(err) == ("recode: a value of 'age' is below the first break "
                                            "1; add a lower break")
    view.close()


def test_map_several_codes_to_one_others_kept(con):
    sql = "SELECT * FROM (VALUES (1), (2), (3), (4), (5), (NULL)) t(m)"
    got = run(con, sql, [Recode("m", "map", groups=((1, (1, 2)), (3, (3, 4, 5))))])
    assert [r[0] for r in got] == [1, 1, 3, 3, 3, None]
    got = run(con, sql, [Recode("m", "map", groups=(("single", (1,)), ("other", (2, 3))))])
    assert [r[0] for r in got] == ["single", "other", "other", "4", "5", None]


def test_map_on_text_codes(con):
    sql = "SELECT * FROM (VALUES ('a'), ('b'), ('c'), (NULL)) t(x)"
    got = run(con, sql, [Recode("x", "map", groups=(("ab", ("a", "b")),))])
    assert [r[0] for r in got] == ["ab", "ab", "c", None]


def test_top_and_bottom_coding_by_value(con):
    sql = "SELECT * FROM (VALUES (1), (50), (80), (81), (99), (NULL)) t(x)"
    assert [r[0] for r in run(con, sql, [Recode("x", "top", value=80)])] == [1, 50, 80, 80, 80,
                                                                            None]
    assert [r[0] for r in run(con, sql, [Recode("x", "bottom", value=50, replacement=0)])] == \
        [0, 50, 80, 81, 99, None]
    assert [r[0] for r in run(con, sql, [Recode("x", "top", value=80, replacement=80.5)])] == \
        [1.0, 50.0, 80.0, 80.5, 80.5, None]


def test_top_coding_by_quantile(con):
    # 10 values 1..10 and a NULL: the lower 0.8-quantile is 8 (8 of 10 values <= 8),
    # the 0.75-quantile is 8 too (7.5 values needed), the 0.7-quantile is 7
    sql = "SELECT * FROM (SELECT range AS x FROM range(1, 11) UNION ALL SELECT NULL) ORDER BY x"
    for q, t in ((0.8, 8), (0.75, 8), (0.7, 7), (0.05, 1)):
        got = [r[0] for r in run(con, sql, [Recode("x", "top", quantile=q)])]
        assert got == [min(v, t) for v in range(1, 11)] + [None]
    # bottom coding by the 0.25-quantile: 3 (2.5 values needed)
    got = [r[0] for r in run(con, sql, [Recode("x", "bottom", quantile=0.25)])]
    assert got == [3, 3, 3, 4, 5, 6, 7, 8, 9, 10, None]


def test_quantile_ignores_missing_codes(con):
    sql = "SELECT * FROM (VALUES (1, 1), (2, 1), (3, 1), (99, 1), (99, 1)) t(x, k)"
    spec = Spec(keys=["k", "x"], na_codes={"x": [99]})
    # without the codes the 0.5-quantile of 1,2,3 is 2; 99 passes through unchanged
    got = run(con, sql, [Recode("x", "top", quantile=0.5)], spec, column="x")
    assert got == [1, 2, 2, 99, 99]


def test_missing_codes_pass_through_bands(con):
    sql = "SELECT * FROM (VALUES (3, 1), (98, 1), (NULL, 1)) t(age, k)"
    spec = Spec(keys=["age", "k"], na_codes={"age": [98]})
    got = run(con, sql, [Recode("age", "bands", breaks=(0, 10), labels=("young", "old"))], spec,
              column="age")
    assert got == ["young", "98", None]


def test_truncate_text_and_integer_codes(con):
    sql = "SELECT * FROM (VALUES ('1234', 1234), ('0599', 599), ('12', 12), (NULL, NULL)) t(s, i)"
    got = run(con, sql, [Recode("s", "truncate", keep=2), Recode("i", "truncate", keep=2, width=4)])
    assert got == [("12", 12), ("05", 5), ("12", 0), (None, None)]
    view = apply_recodes(con, con.sql("SELECT 12345 AS i"),
                         [Recode("i", "truncate", keep=2, width=4)])
    with pytest.raises(duckdb.Error) as exc:
        con.sql(f'SELECT * FROM "{view.name}"').fetchall()
    assert "has more than 4 digits" in str(recode_error(exc.value))
    view.close()


def test_recodes_compose_in_order(con):
    sql = "SELECT * FROM (VALUES (3), (12), (47), (85)) t(age)"
    got = run(con, sql, [Recode("age", "top", value=80),
                         Recode("age", "bands", breaks=(0, 10, 80), labels=("a", "b", "c")),
                         Recode("age", "map", groups=(("a-b", ("a", "b")),))])
    assert [r[0] for r in got] == ["a-b", "a-b", "a-b", "c"]


def test_other_columns_and_row_order_unchanged(con):
    sql = "SELECT * FROM (VALUES (3, 'x', 1.5), (99, 'y', 2.5), (7, 'z', 3.5)) t(age, s, w)"
    got = run(con, sql, [Recode("age", "top", value=10)])
    assert got == [(3, "x", 1.5), (10, "y", 2.5), (7, "z", 3.5)]


@pytest.mark.parametrize("recode, data, message", [
    (Recode("nope", "top", value=1), "SELECT 1 AS a", "recode.variable: column 'nope' is not"),
    (Recode("a", "bands", breaks=(1, 2)), "SELECT 'x' AS a", "needs a numeric"),
    (Recode("a", "truncate", keep=1), "SELECT 11 AS a", "give their number of digits"),
    (Recode("a", "map", groups=((1, ("x",)),)), "SELECT 11 AS a", "code 'x' is text"),
    (Recode("w", "top", value=1), "SELECT 1 AS a, 2 AS w", "'w' is the weight column"),
])
def test_bad_recodes_name_the_field(con, recode, data, message):
    with pytest.raises(InputError, match=message):
        apply_recodes(con, con.sql(data), [recode], Spec(keys=["a"], weight="w")
                      if "w" in data else None)


@pytest.mark.parametrize("kwargs, message", [
    ({"kind": "bands", "breaks": ()}, "breaks: must be a non-empty list"),
    ({"kind": "bands", "breaks": (1, 2), "labels": ("a",)}, "labels: give one label per band"),
    ({"kind": "bands", "breaks": (1, 2), "labels": ("a", 1)}, "all strings or all numbers"),
    ({"kind": "top"}, "exactly one of value"),
    ({"kind": "top", "value": 1, "quantile": 0.5}, "exactly one of value"),
    ({"kind": "truncate", "keep": 0}, "keep: must be an integer >= 1"),
    ({"kind": "truncate", "keep": 3, "width": 2}, "width: must be an integer from keep"),
    ({"kind": "map", "breaks": (1,), "groups": ((1, (2,)),)}, "breaks: not a field of a 'map'"),
])
def test_recode_spec_validation(kwargs, message):
    with pytest.raises(InputError, match=message):
        Recode("a", **kwargs)


def test_close_leaves_no_views_or_variables(con):
    before = con.sql("SELECT count(*) FROM duckdb_views() WHERE NOT internal").fetchall()
    view = apply_recodes(con, con.sql(AGES), [Recode("age", "top", quantile=0.5)])
    view.close()
    assert con.sql("SELECT count(*) FROM duckdb_views() WHERE NOT internal").fetchall() == before
    assert con.sql("SELECT count(*) FROM duckdb_variables()").fetchall() == [(0,)]


def test_hostile_names_and_codes_are_quoted_and_bound():
    con = duckdb.connect()
    con.execute("CREATE TABLE victim AS SELECT 1 AS x")
    name = 'a"; DROP TABLE victim; --'
    table = con.sql(f"SELECT * FROM (VALUES ('''); DROP TABLE victim; --', 5), ('x', 70)) "
                    f"t({quote(name)}, \"sp ace\")")
    view = apply_recodes(con, table, [
        Recode(name, "map", groups=(("'); DROP", ("'); DROP TABLE victim; --",)),)),
        Recode("sp ace", "bands", breaks=(0, 18), labels=("'--", '"x"'))])
    assert con.sql(f'SELECT * FROM "{view.name}"').fetchall() == [("'); DROP", "'--"),
                                                                 ("x", '"x"')]
    view.close()
    assert con.sql("SELECT * FROM victim").fetchall() == [(1,)]


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
