"""Risk after a recode from the cell table equals a full recomputation from the records."""

from __future__ import annotations

import math

import duckdb
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.recode import Recode, apply_recodes
from sdcsql.protect.regroup import regroup, rescan_reason

from ..brute import brute_frequencies

MODES = ["wildcard", "alpha:0.4", "conservative", "category"]


@st.composite
def problems(draw):
    n = draw(st.integers(1, 40))
    value = st.one_of(st.none(), st.integers(0, 6))
    rows = [(draw(value), draw(value), draw(st.integers(0, 3))) for _ in range(n)]
    # every key holds a value somewhere (the problem refuses an all-NULL key)
    rows[0] = (draw(st.integers(0, 6)), draw(st.integers(0, 6)), rows[0][2])
    weights = [draw(st.sampled_from([1.0, 1.5, 2.0, 7.25, 30.0])) for _ in range(n)]
    mode = draw(st.sampled_from(MODES))
    recodes = []
    for _ in range(draw(st.integers(1, 3))):
        var = draw(st.sampled_from(["a", "b", "c", "x"]))
        kind = draw(st.sampled_from(["map", "bands", "top", "bottom", "topq", "topwq",
                                     "nbands"]))
        if kind == "map":
            codes = draw(st.lists(st.integers(0, 6), min_size=1, max_size=4, unique=True))
            recodes.append(Recode(var, "map", groups=((draw(st.integers(0, 9)), tuple(codes)),)))
        elif kind == "bands":
            breaks = sorted(draw(st.sets(st.integers(1, 6), min_size=1, max_size=3)))
            recodes.append(Recode(var, "bands", breaks=(0, *breaks)))
        elif kind == "topwq":     # weighted quantile: weight sums over cells = over records
            recodes.append(Recode(var, draw(st.sampled_from(["top", "bottom"])), weighted=True,
                                  quantile=draw(st.sampled_from([0.1, 0.25, 0.5, 0.9]))))
        elif kind == "nbands":
            method = draw(st.sampled_from(["equal_width", "log_equal_width", "equal_frequency"]))
            recodes.append(Recode(var, "bands", n=draw(st.integers(2, 4)), method=method,
                                  right=draw(st.booleans()),
                                  weighted=method == "equal_frequency" and draw(st.booleans())))
        elif kind == "topq":
            recodes.append(Recode(var, "top", quantile=draw(st.sampled_from([0.25, 0.5, 0.9]))))
        else:
            recodes.append(Recode(var, kind, value=draw(st.integers(0, 6))))
    return rows, weights, mode, recodes


def _table(rows, weights):
    a, b, c = zip(*rows, strict=True)
    return pa.table({"a": pa.array(a, pa.int64()), "b": pa.array(b, pa.int64()),
                     "c": pa.array(c, pa.int64()), "x": pa.array([r[2] * 10 for r in rows]),
                     "w": pa.array(weights)})


def _same(x, y):
    return x == y or (isinstance(x, float) and isinstance(y, float) and math.isclose(
        x, y, rel_tol=1e-12, abs_tol=1e-15))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems())
def test_regrouped_cells_and_risk_equal_a_full_recomputation(case):
    rows, weights, mode, recodes = case
    table = _table(rows, weights)
    spec = sdcsql.Spec(keys=["a", "b", "c"], weight="w", missing=mode)
    con = duckdb.connect()
    try:
        with sdcsql.Problem(table, spec, con=con) as p:
            view = regroup(p, recodes)
            fast_cells = view.cells().fetchall()
            fast = view.risk_summary()
        recoded = apply_recodes(con, table, recodes, spec)
        with sdcsql.Problem(recoded.name, spec, con=con) as full:
            full_cells = full.cells().fetchall()
            slow = full.risk().summary
            records = full.records().fetchall()
        recoded.close()
    finally:
        con.close()
    # the recomputation itself against the brute-force definition (tests/brute.py)
    m = sdcsql.MissingMode.parse(mode)
    exp_f, exp_F = brute_frequencies([r[:3] for r in records], [r[4] for r in records],
                                     m.kind, m.alpha)
    assert [float(r[5]) for r in records] == pytest.approx(exp_f, rel=1e-12)
    assert [r[6] for r in records] == pytest.approx(exp_F, rel=1e-12)
    assert len(fast_cells) == len(full_cells)
    for f, s in zip(sorted(fast_cells, key=repr), sorted(full_cells, key=repr), strict=True):
        assert f[:4] == s[:4]
        assert _same(f[4], s[4])
    for field in ("n", "n_cells", "sample_uniques", "k_anonymity_violations",
                  "benchmark_high_risk", "clamped_cells"):
        assert getattr(fast, field) == getattr(slow, field), field
    for field in ("expected_reidentifications", "reidentification_rate", "max_risk"):
        assert _same(getattr(fast, field), getattr(slow, field)), field


def test_hand_example_wildcard():
    # keys (a, b); records (1,1) (2,1) (3,1) (NULL,1) (1,2); map a: 1,2 -> 1
    # after: (1,1) x2, (3,1), (NULL,1), (1,2).  Wildcard: (NULL,1) matches (1,1), (3,1):
    # fk(1,1) = 3, fk(3,1) = 2, fk(NULL,1) = 4, fk(1,2) = 1
    sql = "SELECT * FROM (VALUES (1, 1), (2, 1), (3, 1), (NULL, 1), (1, 2)) t(a, b)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
        view = regroup(p, [Recode("a", "map", groups=((1, (1, 2)),))])
        got = {(r[0], r[1]): r[3] for r in view.cells().fetchall()}
        assert view.categories("a") == 2
    assert got == {(1, 1): 3, (3, 1): 2, (None, 1): 4, (1, 2): 1}


def test_rescan_needed_when_a_recode_can_output_a_missing_code():
    spec = sdcsql.Spec(keys=["a", "b"], na_codes={"a": [9]})
    assert rescan_reason(spec, [Recode("a", "map", groups=((9, (1, 2)),))]) is not None
    assert rescan_reason(spec, [Recode("a", "top", value=9)]) is not None
    assert rescan_reason(spec, [Recode("a", "top", quantile=0.5)]) is not None
    assert rescan_reason(spec, [Recode("a", "map", groups=((1, (1, 2)),))]) is None
    assert rescan_reason(spec, [Recode("b", "top", quantile=0.5)]) is None
    sql = "SELECT * FROM (VALUES (1, 1), (2, 1), (9, 1)) t(a, b)"
    with sdcsql.Problem(sql, spec) as p:
        with pytest.raises(InputError, match="needs a rescan of the records"):
            regroup(p, [Recode("a", "map", groups=((9, (1, 2)),))])


def test_temporary_objects_are_dropped_with_the_view_or_the_problem():
    import duckdb

    con = duckdb.connect()
    temp = "SELECT count(*) FROM duckdb_tables() WHERE temporary"
    sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7)) t(a, b)"
    recodes = [Recode("a", "bands", breaks=(0, 2)), Recode("b", "top", quantile=0.5)]
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"]), con=con) as p:
        p.cells()
        before = con.sql(temp).fetchall()[0][0]
        view = regroup(p, recodes)
        view.risk_summary()
        # recode values are statement parameters: no session variable is left set
        assert con.sql("SELECT count(*) FROM duckdb_variables()").fetchall() == [(0,)]
        assert con.sql(temp).fetchall()[0][0] > before
        view.close()
        assert con.sql(temp).fetchall()[0][0] == before      # the parent's cells stay
        assert p.cells().fetchall()
        regroup(p, recodes).risk_summary()                   # left open: the problem drops it
    assert con.sql("SELECT count(*) FROM duckdb_variables()").fetchall() == [(0,)]
    assert con.sql(temp).fetchall()[0][0] == 0


def test_regroup_with_strata_equals_the_recoded_records():
    """The strata follow the keys in the cell table; the regrouping recodes the keys only
    and counts within the strata, as cells counted from the recoded records (plain SQL)."""
    values = "(VALUES (1, 5, 'x', 1.0), (2, 5, 'x', 2.0), (3, 7, 'y', 4.0), (4, 7, 'x', 8.0)) t"
    spec = sdcsql.Spec(keys=["a", "b"], weight="w", strata=["s"])
    recoded = (f"SELECT CASE WHEN a IN (1, 2) THEN 1 ELSE 3 END AS a, b, s, w "
               f"FROM {values}(a, b, s, w)")
    with sdcsql.Problem(f"SELECT * FROM {values}(a, b, s, w)", spec) as p:
        view = regroup(p, [Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))])
        got = sorted(view.cells().fetchall())
    with sdcsql.Problem(recoded, spec) as full:
        assert got == sorted(full.cells().fetchall())
    assert [r[:4] for r in got] == [(1, 5, "x", 2), (3, 7, "x", 1), (3, 7, "y", 1)]
