"""Recode semantics against hand-written expectations (docs/protect/recode.md)."""

from __future__ import annotations

import duckdb
import pytest

from sdcsql.errors import InputError
from sdcsql.protect.recode import Recode, apply_recodes, recode_error
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


# ------------------------------------------------------------------ weighted quantiles
def lower_quantile(pairs, q, below=False):
    """Independent definition: the smallest value v whose share (of the summed weights)
    of values <= v (or < v with ``below``) reaches q, in exact rational arithmetic."""
    from fractions import Fraction

    pairs = [(v, Fraction(w)) for v, w in pairs]
    total = sum(w for _, w in pairs)
    for v in sorted({v for v, _ in pairs}):
        share = sum(w for x, w in pairs if (x < v if below else x <= v)) / total
        if share >= Fraction(str(q)):
            return v
    return None


WEIGHTED = [(1, 1.0), (2, 3.0), (2, 1.0), (3, 1.0), (4, 2.5), (4, 1.5), (7, 10.0)]
# total 20: cumulative weight 1 at 1, 5 at 2, 6 at 3, 10 at 4, 20 at 7


@pytest.mark.parametrize("q, expected", [
    (0.05, 1),     # share 1/20 reaches 0.05 exactly: the tie counts
    (0.0500001, 2),
    (0.25, 2),     # 5/20 exactly
    (0.3, 3),      # 6/20 exactly
    (0.31, 4),
    (0.5, 4),      # 10/20 exactly
    (0.51, 7),
    (0.999, 7),
])
def test_weighted_quantile_is_the_smallest_value_whose_weight_share_reaches_q(con, q, expected):
    assert lower_quantile(WEIGHTED, q) == expected       # the hand figures above
    values = ", ".join(f"({v}, {w}, 1)" for v, w in WEIGHTED)
    sql = f"SELECT * FROM (VALUES {values}, (NULL, 4.0, 1), (99, 50.0, 1)) t(x, w, k)"
    spec = Spec(keys=["k", "x"], weight="w", na_codes={"x": [99]})   # NULL, code excluded
    view = apply_recodes(con, con.sql(sql), [Recode("x", "top", quantile=q, weighted=True)],
                         spec)
    assert view.steps[0]["resolved"] == expected
    got = [r[0] for r in con.sql(f'SELECT x FROM "{view.name}"').fetchall()]
    assert got == [min(v, expected) for v, _ in WEIGHTED] + [None, 99]
    view.close()
    # unweighted, the same data counts records: 7 values, 2 of them 2, 2 of them 4
    view = apply_recodes(con, con.sql(sql), [Recode("x", "bottom", quantile=q)], spec)
    assert view.steps[0]["resolved"] == lower_quantile([(v, 1) for v, _ in WEIGHTED], q)
    view.close()


def test_quantile_share_equal_to_q_reaches_it(con):
    # 0.28 * 25 is 7 exactly, but not in floating point (7.000000000000001): the
    # 0.28-quantile of 1..25 is 7, and of 1..100 (0.07) is 7
    for n, q in ((25, 0.28), (100, 0.07), (50, 0.14)):
        sql = f"SELECT range AS x FROM range(1, {n + 1})"
        view = apply_recodes(con, con.sql(sql), [Recode("x", "top", quantile=q)])
        assert view.steps[0]["resolved"] == lower_quantile([(v, 1) for v in range(1, n + 1)], q)
        assert view.steps[0]["resolved"] == round(q * n)
        view.close()


def test_weighted_quantile_needs_a_weight(con):
    with pytest.raises(InputError, match=r"recode.weighted: needs a sampling weight"):
        apply_recodes(con, con.sql("SELECT 1 AS x, 1 AS k"),
                      [Recode("x", "top", quantile=0.5, weighted=True)], Spec(keys=["k"]))


# ------------------------------------------------------------------ bands from the data
def band_of(x, breaks, right=False):
    """Independent band lookup: the index of the band of x (lower breaks, open top)."""
    if right:
        return max([0] + [i for i, b in enumerate(breaks) if i > 0 and x > b])
    return max(i for i, b in enumerate(breaks) if x >= b)


def recoded(con, sql, recode, spec=None):
    view = apply_recodes(con, con.sql(sql), [recode], spec)
    try:
        return view.steps[0].get("resolved"), [r[0] for r in con.sql(
            f'SELECT x FROM "{view.name}"').fetchall()]
    finally:
        view.close()


XS = "SELECT * FROM (VALUES (2), (3), (5), (7), (7), (8), (10), (NULL)) t(x)"


def test_equal_width_bands_by_hand(con):
    # min 2, max 10, 4 bands of width 2: lower breaks 2, 4, 6, 8 (10 falls in the top band)
    breaks, got = recoded(con, XS, Recode("x", "bands", n=4, method="equal_width"))
    assert breaks == (2, 4.0, 6.0, 8.0)
    assert got == [2.0, 2.0, 4.0, 6.0, 6.0, 8.0, 8.0, None]
    # right-closed: 4 and 8 are no values here; a value equal to an inner break (none)...
    _, got = recoded(con, XS, Recode("x", "bands", n=4, method="equal_width", right=True,
                                     labels=("a", "b", "c", "d")))
    assert got == ["a", "a", "b", "c", "c", "c", "d", None]   # 8 in (6, 8]


def test_log_equal_width_bands_by_hand(con):
    # ln(1 + x) from ln 1 = 0 to ln 64: 3 bands of width ln 4: lower breaks 0, 3, 15
    sql = "SELECT * FROM (VALUES (0), (2), (3), (14), (15), (63)) t(x)"
    breaks, got = recoded(con, sql, Recode("x", "bands", n=3, method="log_equal_width"))
    assert breaks[0] == 0 and breaks[1:] == pytest.approx((3.0, 15.0), rel=1e-12)
    assert [band_of(x, breaks) for x in (0, 2, 3 + 1e-9, 14, 15 + 1e-9, 63)] == [0, 0, 1, 1, 2, 2]
    assert got[0] == got[1] == 0.0 and got[4] == got[5] == pytest.approx(15.0)
    with pytest.raises(InputError, match="'x' has negative values; log_equal_width needs"):
        recoded(con, "SELECT -1 AS x UNION ALL SELECT 5", Recode("x", "bands", n=2,
                                                                method="log_equal_width"))


def test_equal_frequency_bands_by_hand(con):
    # 12 values 1..12, 3 bands: 4 values each.  Left-closed: a break is the smallest
    # value with a share >= i/3 of the values below it: 5 (4 below), 9 (8 below)
    sql = "SELECT range AS x FROM range(1, 13)"
    breaks, got = recoded(con, sql, Recode("x", "bands", n=3, method="equal_frequency"))
    assert breaks == (1, 5, 9)
    assert got == [1] * 4 + [5] * 4 + [9] * 4
    # right-closed: the break is the last value of the band below: 4 and 8
    breaks, got = recoded(con, sql, Recode("x", "bands", n=3, method="equal_frequency",
                                           right=True))
    assert breaks == (1, 4, 8)
    assert got == [1] * 4 + [4] * 4 + [8] * 4
    # ties merge bands: 1, 1, 1, 1, 1, 2: the 1/3 and 2/3 breaks (left) are both 2
    sql2 = "SELECT * FROM (VALUES (1), (1), (1), (1), (1), (2)) t(x)"
    breaks, got = recoded(con, sql2, Recode("x", "bands", n=3, method="equal_frequency"))
    assert breaks == (1, 2) and got == [1] * 5 + [2]
    with pytest.raises(InputError, match=r"ties in 'x' leave 2 bands of 3: give 2 labels"):
        recoded(con, sql2, Recode("x", "bands", n=3, method="equal_frequency",
                                  labels=("a", "b", "c")))


def test_weighted_equal_frequency_bands(con):
    # weights 1, 1, 6, 1, 1 (total 10) on 1..5: halves by weight below v: the break
    # is the smallest v with weight >= 5 below it: 4 (8 below); right-closed: 3
    sql = "SELECT * FROM (VALUES (1, 1.0, 1), (2, 1.0, 1), (3, 6.0, 1), (4, 1.0, 1), " \
          "(5, 1.0, 1)) t(x, w, k)"
    spec = Spec(keys=["k"], weight="w")
    pairs = [(1, 1), (2, 1), (3, 6), (4, 1), (5, 1)]
    for right in (False, True):
        breaks, _ = recoded(con, sql, Recode("x", "bands", n=2, method="equal_frequency",
                                             weighted=True, right=right), spec)
        assert breaks == (1, lower_quantile(pairs, 0.5, below=not right))
    assert lower_quantile(pairs, 0.5, below=True) == 4 and lower_quantile(pairs, 0.5) == 3


def test_right_closed_bands_by_hand(con):
    # breaks 0, 15, 65: [0, 15], (15, 65], (65, inf); a value below 0 is still an error
    got = run(con, AGES, [Recode("age", "bands", breaks=(0, 15, 65), right=True,
                                 labels=("a", "b", "c"))])
    ages = [0, 4, 5, 9, 10, 64, 65, 120]
    assert [r[0] for r in got] == [("a", "b", "c")[band_of(x, (0, 15, 65), right=True)]
                                   for x in ages] + [None]
    assert [r[0] for r in got][6] == "b"        # 65 closes (15, 65]
    view = apply_recodes(con, con.sql("SELECT -1 AS age"),
                         [Recode("age", "bands", breaks=(0, 5), right=True)])
    with pytest.raises(duckdb.Error) as exc:
        con.sql(f'SELECT * FROM "{view.name}"').fetchall()
    assert "below the first break" in str(recode_error(exc.value))
    view.close()


@pytest.mark.parametrize("kwargs, message", [
    ({"kind": "bands", "n": 3}, "method: must be one of equal_width, log_equal_width"),
    ({"kind": "bands", "n": 1, "method": "equal_width"}, "n: must be an integer >= 2"),
    ({"kind": "bands", "n": 3, "method": "equal_width", "breaks": (1, 2)}, "not both"),
    ({"kind": "bands", "breaks": (1, 2), "method": "equal_width"}, "method: goes with n"),
    ({"kind": "bands", "n": 3, "method": "equal_width", "weighted": True},
     "weighted: goes with method = \"equal_frequency\""),
    ({"kind": "bands", "n": 3, "method": "equal_frequency", "labels": ("a",)},
     "labels: give one label per band \\(3\\)"),
    ({"kind": "bands", "breaks": (1, 2), "right": "yes"}, "right: must be true or false"),
    ({"kind": "top", "value": 3, "weighted": True}, "weighted: goes with quantile"),
    ({"kind": "map", "groups": ((1, (2,)),), "right": True}, "right: not a field of a 'map'"),
])
def test_new_recode_options_validation(kwargs, message):
    with pytest.raises(InputError, match=message):
        Recode("a", **kwargs)


def test_new_recode_options_round_trip_as_dicts():
    for rc in (Recode("x", "bands", n=5, method="equal_frequency", weighted=True, right=True),
               Recode("x", "bands", breaks=(0, 1), right=True),
               Recode("x", "top", quantile=0.99, weighted=True)):
        assert Recode.from_dict(rc.to_dict()) == rc
    assert Recode("x", "bands", breaks=(0, 1)).to_dict() == {"variable": "x", "kind": "bands",
                                                           "breaks": [0, 1]}


# ------------------------------------------------------------------ issue 24 item 21 (a, b)
def test_a_band_below_the_data_in_what_if_and_recode_is_one_user_error(tmp_path, capsys):
    """A first break above the data's minimum: refused (a value below every band has no
    band; it is not made missing, which would turn it into a wildcard key), in what_if,
    a session's recode and the command line, with the line naming the variable."""
    from sdcsql import Spec as Spec_
    from sdcsql.cli import main
    from sdcsql.pipeline.session import Session

    data = tmp_path / "ages.csv"
    data.write_text("age,sex,w\n3,1,10\n17,2,10\n40,1,10\n80,2,10\n55,1,10\n23,2,10\n")
    message = "recode: a value of 'age' is below the first break 10; add a lower break"
    with Session(str(data), Spec_(keys=["age", "sex"], weight="w")) as s:
        for step in (s.what_if, s.recode):
            with pytest.raises(InputError) as err:
                step(Recode("age", "bands", breaks=(10, 50)))
            assert str(err.value) == message
    (tmp_path / "p.toml").write_text('[input]\npath = "ages.csv"\n[spec]\nkeys = ["age", "sex"]'
                                     '\nweight = "w"\n')
    code = main(["session", str(tmp_path / "p.toml"), "--recode",
                 'variable = "age", kind = "bands", breaks = [10, 50]'])
    assert code == 1
    assert capsys.readouterr().err == f"sdcsql: error: --{message}\n"     # its --recode


def test_map_groups_spelled_as_a_problem_file_or_as_tuples_are_one_recode(con):
    as_tuples = Recode("m", "map", groups=[(1, [1, 2]), (3, (3, 4, 5))])
    as_tables = Recode("m", "map", groups=[{"to": 1, "from": [1, 2]},
                                           {"from": [3, 4, 5], "to": 3}])
    assert as_tuples == as_tables == Recode("m", "map", groups=((1, (1, 2)), (3, (3, 4, 5))))
    sql = "SELECT * FROM (VALUES (1), (2), (3), (4), (5), (NULL)) t(m)"
    assert [r[0] for r in run(con, sql, [as_tables])] == [1, 1, 3, 3, 3, None]
    with pytest.raises(InputError, match=r'^recode.groups\[0\]: must be \{"to": ..., "from": '
                                         r"\[...\]\} \(keys to and from\), got the keys \['to'\]"):
        Recode("m", "map", groups=[{"to": 1}])
    with pytest.raises(InputError, match=r"^recode.groups\[1\]: must be \(to, \[from, ...\]\)"):
        Recode("m", "map", groups=[(1, [1]), (2, 3, 4)])
