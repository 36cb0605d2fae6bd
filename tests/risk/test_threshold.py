"""Threshold setting and unsafe records (seed 000 sections 4.1, 5.2, 7.3.3, 7.4.1; seed 002 s. 7).

The SQL search is checked against a brute force over every observed risk level,
written straight from formulas (16)-(17), on random small files.
"""

from __future__ import annotations

import dataclasses
import math

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.risk.threshold import (
    HouseholdThresholdResult,
    ThresholdResult,
    set_household_threshold,
    set_threshold,
    unsafe_records,
)

from ..conftest import rows, shared_file


# ---------------------------------------------------------------- brute force (formula 17)
def brute_figures(units, t, rule):
    """(unsafe records, unsafe units, ER bound) at threshold t; units = [(risk, records)].

    Formula (16): the unsafe units are those with r >= t (rule '>=') or r > t
    (rule '>'); formula (17): the safe units keep their risk, the unsafe ones
    are counted at t.
    """
    unsafe = [(r, c) for r, c in units if (r >= t if rule == ">=" else r > t)]
    safe = [(r, c) for r, c in units if not (r >= t if rule == ">=" else r > t)]
    er = math.fsum(c * r for r, c in safe)
    if unsafe:
        er += t * sum(c for _, c in unsafe)
    return sum(c for _, c in unsafe), len(unsafe), er


def brute_search(units, rule, chosen_by, target):
    """The threshold chosen by each way, by trying every candidate level (None: none fits)."""
    n = sum(c for _, c in units)
    levels = sorted({r for r, _ in units})
    candidates = levels + ([math.inf] if rule == ">=" else [])
    figs = {t: brute_figures(units, t, rule) for t in candidates}
    if chosen_by == "reid_rate":
        fit = [t for t in candidates if figs[t][2] / n < target]
        return max(fit) if fit else None
    if chosen_by == "unsafe_records":
        return min(t for t in candidates if figs[t][0] <= target)
    if rule == ">=":
        return min(t for t in candidates if t >= target)
    below = [t for t in candidates if t <= target]
    return max(below) if below else target


def cell_units(problem, method="exact"):
    cells = problem.risk(method).cells
    i, j = cells.columns.index("records"), cells.columns.index("risk")
    return [(r[j], r[i]) for r in rows(cells)]


def household_units(problem):
    rel = problem.risk().households.select("members, household_risk")
    return [(r, m) for m, r in rel.fetchall()]


def assert_matches_brute(res, units, rule):
    n = sum(c for _, c in units)
    u_records, u_units, er = brute_figures(units, res.threshold, rule)
    assert res.unsafe_records == u_records
    assert res.expected_reidentifications_bound == pytest.approx(er, rel=1e-12, abs=1e-300)
    assert res.reidentification_rate_bound == pytest.approx(er / n, rel=1e-12, abs=1e-300)
    return u_units


# ---------------------------------------------------------------- random small files
@st.composite
def small_files(draw, households=False):
    n = draw(st.integers(1, 40))
    # the first value is never NULL: a key NULL in every record is refused (test_inputs)
    a = [draw(st.sampled_from([1, 2, 3]))]
    a += draw(st.lists(st.sampled_from([1, 2, 3, None]), min_size=n - 1, max_size=n - 1))
    b = draw(st.lists(st.sampled_from(["x", "y"]), min_size=n, max_size=n))
    w = draw(st.lists(st.sampled_from([1.0, 1.5, 2.0, 7.0, 40.0, 1000.0]), min_size=n, max_size=n))
    cols = {"a": a, "b": b, "w": w}
    if households:
        cols["hid"] = draw(st.lists(st.integers(0, 12), min_size=n, max_size=n))
    missing = draw(st.sampled_from(["wildcard", "category", "alpha:0.5"]))
    return pa.table(cols), missing


def _target(draw, bounds, top):
    """A target not within rounding of any candidate's figure (ties depend on the last bit)."""
    x = draw(st.floats(0.0, top * 1.2, allow_nan=False, allow_infinity=False))
    assume(all(abs(x - b) > 1e-9 * max(abs(b), 1e-300) for b in bounds))
    return x


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), file=small_files(), rule=st.sampled_from([">=", ">"]),
       chosen_by=st.sampled_from(["risk", "reid_rate", "unsafe_records"]))
def test_search_matches_brute_force(data, file, rule, chosen_by):
    table, missing = file
    with Problem(table, Spec(keys=["a", "b"], weight="w", missing=missing)) as p:
        units = cell_units(p)
        n = sum(c for _, c in units)
        levels = sorted({r for r, _ in units})
        if chosen_by == "unsafe_records":
            target = data.draw(st.integers(0, n + 2))
        elif chosen_by == "risk":
            target = data.draw(st.one_of(st.sampled_from(levels + [0.0, math.inf]),
                                         st.floats(0.0, 1.5)))
        else:
            bounds = [brute_figures(units, t, rule)[2] / n for t in levels]
            target = _target(data.draw, bounds, max(bounds))
            assume(0 < target < 1)       # a rate is in (0, 1) (parse_rate; tested apart)
        expected = brute_search(units, rule, chosen_by, target)
        if expected is None:
            with pytest.raises(InputError, match="reid_rate"):
                set_threshold(p, rule=rule, **{chosen_by: target})
            return
        res = set_threshold(p, rule=rule, **{chosen_by: target})
    assert res.threshold == expected
    assert (res.rule, res.chosen_by, res.target, res.n) == (rule, chosen_by, target, n)
    unsafe_units = assert_matches_brute(res, units, rule)
    assert res.unsafe_cells == unsafe_units
    assert res.reidentification_rate == pytest.approx(
        math.fsum(c * r for r, c in units) / n, rel=1e-12)
    assert res.max_risk == levels[-1]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), file=small_files(households=True), rule=st.sampled_from([">=", ">"]),
       by_rate=st.booleans())
def test_household_search_matches_brute_force(data, file, rule, by_rate):
    table, missing = file
    with Problem(table, Spec(keys=["a", "b"], weight="w", household="hid", missing=missing)) as p:
        units = household_units(p)
        n = sum(c for _, c in units)
        levels = sorted({r for r, _ in units})
        if by_rate:
            bounds = [brute_figures(units, t, rule)[2] / n for t in levels]
            target = _target(data.draw, bounds, max(bounds))
            assume(0 < target < 1)       # a rate is in (0, 1) (parse_rate; tested apart)
            expected = brute_search(units, rule, "reid_rate", target)
            kw = {"reid_rate": target}
        else:
            target = data.draw(st.one_of(st.sampled_from(levels), st.floats(0.0, 1.5)))
            expected = brute_search(units, rule, "risk", target)
            kw = {"household_risk": target}
        if expected is None:
            with pytest.raises(InputError, match="reid_rate"):
                set_household_threshold(p, rule=rule, **kw)
            return
        res = set_household_threshold(p, rule=rule, **kw)
        records = unsafe_records(p, None, res).fetchall()
    assert res.threshold == expected
    assert_matches_brute(
        dataclasses.replace(res, unsafe_records=res.records_in_unsafe_households), units, rule)
    assert res.unsafe_households == brute_figures(units, res.threshold, rule)[1]
    assert res.unsafe_records == sum(r[-1] == "household" for r in records)
    assert res.unsafe_records <= res.records_in_unsafe_households


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), file=small_files(), rule=st.sampled_from([">=", ">"]),
       chosen_by=st.sampled_from(["reid_rate", "unsafe_records"]))
def test_three_ways_agree(data, file, rule, chosen_by):
    # Calc from one box, then from the others: the same figures come back
    table, missing = file
    with Problem(table, Spec(keys=["a", "b"], weight="w", missing=missing)) as p:
        units = cell_units(p)
        n = sum(c for _, c in units)
        if chosen_by == "reid_rate":  # reachable: above the smallest risk (its bound)
            risks = [r for r, _ in units]
            high = min(max(risks) * 1.01, 0.999999)     # a rate is below 1 (parse_rate)
            assume(min(risks) * 1.000001 <= high)
            target = data.draw(st.floats(min(risks) * 1.000001, high))
        else:
            target = data.draw(st.integers(0, n))
        first = set_threshold(p, rule=rule, **{chosen_by: target})
        by_risk = set_threshold(p, rule=rule, risk=first.threshold)
        by_count = set_threshold(p, rule=rule, unsafe_records=first.unsafe_records)
        flagged = unsafe_records(p, first).aggregate(
            "count(*) FILTER (WHERE unsafe_reason IS NOT NULL)").fetchall()[0][0]

    def figures(r):
        return (r.threshold, r.unsafe_records, r.unsafe_cells, r.reidentification_rate_bound,
                r.expected_reidentifications_bound)

    assert figures(by_risk) == figures(first)
    assert figures(by_count) == figures(first)
    assert flagged == first.unsafe_records


# ---------------------------------------------------------------- hand-checked cases
def _p1_file(sizes):
    """No weight, so Fk = fk, p = 1 and r = 1 / fk: cell i has sizes[i] records."""
    k = [i for i, s in enumerate(sizes) for _ in range(s)]
    return Problem(pa.table({"k": k}), Spec(keys=["k"]))


def test_seed000_rate_of_0125_percent_gives_threshold_00125():
    # seed 000 section 7.3.3: "100 xi* % = 0.125 %. mu-Argus calculates a corresponding
    # risk threshold r* = 0.00125".  Cells of 1000, 800, 400, 100 records with p = 1 have
    # risks 0.001, 0.00125, 0.0025, 0.01; n = 2300 and each cell gives fk r = 1, ER = 4.
    # Formula (17): bound(0.001) = 0.001; bound(0.00125) = (1 + 0.00125 * 1300) / 2300
    # = 0.0011413; bound(0.0025) = (2 + 0.0025 * 500) / 2300 = 0.0014130; bound(0.01) = 4/2300.
    with _p1_file([1000, 800, 400, 100]) as p:
        res = set_threshold(p, reid_rate=0.00125)
        assert res.threshold == pytest.approx(0.00125, rel=1e-15)
        assert res.unsafe_records == 1300 and res.unsafe_cells == 3
        assert res.expected_reidentifications_bound == pytest.approx(2.625, rel=1e-14)
        assert res.reidentification_rate_bound == pytest.approx(2.625 / 2300, rel=1e-14)
        assert res.reidentification_rate == pytest.approx(4 / 2300, rel=1e-14)
        assert res.max_risk == pytest.approx(0.01, rel=1e-15)
        # just below the bound of 0.00125 the threshold drops to the level below
        assert set_threshold(p, reid_rate=2.624 / 2300).threshold == pytest.approx(0.001)
        # seed 002's rule: the 800 records at 0.00125 stay safe, same bound
        gt = set_threshold(p, reid_rate=0.00125, rule=">")
        assert gt.threshold == pytest.approx(0.00125) and gt.unsafe_records == 500
        assert gt.reidentification_rate_bound == pytest.approx(2.625 / 2300, rel=1e-14)


def test_closed_form_risks_of_sample_uniques():
    # three sample uniques with weights 2, 4, 10: p = 1/w and r(1, p) = p / (1 - p) ln(1 / p)
    # (seed 000 section 3.3): ln 2 = 0.6931, (1/3) ln 4 = 0.4621, (1/9) ln 10 = 0.2558.
    r = [math.log(2), math.log(4) / 3, math.log(10) / 9]
    cols = {"k": [1, 2, 3], "w": [2.0, 4.0, 10.0]}
    with Problem(pa.table(cols), Spec(keys=["k"], weight="w")) as p:
        res = set_threshold(p, reid_rate=0.4)
        assert res.threshold == pytest.approx(r[1], rel=1e-13)
        assert res.unsafe_records == 2
        assert res.reidentification_rate_bound == pytest.approx((r[2] + 2 * r[1]) / 3, rel=1e-13)
        by_count = set_threshold(p, unsafe_records=1)
        assert by_count.threshold == pytest.approx(r[0], rel=1e-13)
        assert by_count.reidentification_rate_bound == pytest.approx(
            (r[2] + r[1] + r[0]) / 3, rel=1e-13)


def test_direct_threshold_snaps_to_observed_levels():
    # risks 0.25 (4 records), 0.5 (2), 1 (1)
    with _p1_file([4, 2, 1]) as p:
        ge = set_threshold(p, risk=0.3)
        assert (ge.threshold, ge.unsafe_records, ge.unsafe_cells) == (0.5, 3, 2)
        assert ge.expected_reidentifications_bound == pytest.approx(1 + 0.5 * 3)
        gt = set_threshold(p, risk=0.3, rule=">")
        assert (gt.threshold, gt.unsafe_records, gt.unsafe_cells) == (0.25, 3, 2)
        assert gt.expected_reidentifications_bound == pytest.approx(0.25 * 7)
        # below every level: everyone is unsafe (">=" snaps up to 0.25, ">" keeps 0.1)
        assert set_threshold(p, risk=0.1).threshold == 0.25
        low = set_threshold(p, risk=0.1, rule=">")
        assert (low.threshold, low.unsafe_records, low.unsafe_cells) == (0.1, 7, 3)
        assert low.reidentification_rate_bound == pytest.approx(0.1)
        # above every level: nobody is unsafe
        high = set_threshold(p, risk=1.5)
        assert (high.threshold, high.unsafe_records, high.already_safe) == (math.inf, 0, True)
        assert set_threshold(p, risk=1.5, rule=">").threshold == 1.0
        # an exact level is its own snap under both rules
        assert set_threshold(p, risk=0.5).unsafe_records == 3
        assert set_threshold(p, risk=0.5, rule=">").unsafe_records == 1


def test_testdata_three_ways_and_brute_force(engine):
    spec = Spec(keys=["urbrur", "water", "sex", "age"], weight="sampling_weight")
    with Problem(shared_file("data", "testdata.csv"), spec, engine=engine) as p:
        units = cell_units(p)
        res = set_threshold(p, reid_rate=0.01)
        assert res.threshold == brute_search(units, ">=", "reid_rate", 0.01)
        assert_matches_brute(res, units, ">=")
        again = set_threshold(p, unsafe_records=res.unsafe_records)
        assert again == dataclasses.replace(res, chosen_by="unsafe_records",
                                            target=res.unsafe_records)
        rel = unsafe_records(p, res)
        assert sum(r[-1] == "individual" for r in rows(rel)) == res.unsafe_records


# ---------------------------------------------------------------- edge cases
def test_already_safe_file():
    with _p1_file([4, 2, 1]) as p:  # xi = 3 / 7
        ge = set_threshold(p, reid_rate=0.5)
        assert (ge.threshold, ge.unsafe_records, ge.unsafe_cells) == (math.inf, 0, 0)
        assert ge.reidentification_rate_bound == pytest.approx(3 / 7)
        assert ge.already_safe
        gt = set_threshold(p, reid_rate=0.5, rule=">")
        assert (gt.threshold, gt.unsafe_records) == (1.0, 0)
        assert unsafe_records(p, ge).filter("unsafe_reason IS NOT NULL").fetchall() == []
        assert set_threshold(p, unsafe_records=0).threshold == math.inf
        # more unsafe records allowed than there are records: every record (">=")
        every = set_threshold(p, unsafe_records=100)
        assert (every.threshold, every.unsafe_records) == (0.25, 7)


def test_impossible_target_names_the_argument():
    with _p1_file([4, 2, 1]) as p:  # smallest risk 0.25: the bound never goes below it
        with pytest.raises(InputError, match=r"reid_rate=0\.25 cannot be reached.*0\.25"):
            set_threshold(p, reid_rate=0.25)
        with pytest.raises(InputError, match="reid_rate"):
            set_threshold(p, reid_rate=0.1, rule=">")
        assert set_threshold(p, reid_rate=0.2501).threshold == 0.25


@pytest.mark.parametrize("kwargs, name", [
    ({}, "exactly one"),
    ({"risk": 0.1, "reid_rate": 0.1}, "exactly one"),
    ({"risk": -0.1}, "risk"),
    ({"risk": math.nan}, "risk"),
    ({"risk": "0.1"}, "risk"),
    ({"reid_rate": 0.0}, "reid_rate"),
    ({"reid_rate": math.inf}, "reid_rate"),
    ({"reid_rate": True}, "reid_rate"),
    ({"unsafe_records": -1}, "unsafe_records"),
    ({"unsafe_records": 2.5}, "unsafe_records"),
    ({"unsafe_records": True}, "unsafe_records"),
    ({"risk": 0.1, "rule": "=>"}, "rule"),
    ({"risk": 0.1, "rule": None}, "rule"),
    ({"risk": 0.1, "method": "nb"}, "'nb'"),
])
def test_invalid_arguments(kwargs, name):
    with _p1_file([2, 1]) as p:
        with pytest.raises(InputError, match=name):
            set_threshold(p, **kwargs)


def test_invalid_household_and_unsafe_arguments():
    with _p1_file([2, 1]) as p:
        with pytest.raises(InputError, match="household id"):
            set_household_threshold(p, household_risk=0.1)
        with pytest.raises(InputError, match="household_threshold"):
            unsafe_records(p, 0.5, household_threshold=0.1)
        with pytest.raises(InputError, match="threshold"):
            unsafe_records(p, None)
        with pytest.raises(InputError, match="threshold"):
            unsafe_records(p, -1.0)
        with pytest.raises(InputError, match="rule"):
            unsafe_records(p, 0.5, rule="<")
        with pytest.raises(InputError, match="rule"):
            unsafe_records(p, set_threshold(p, risk=0.5), rule=">")
        with pytest.raises(InputError, match="method"):
            unsafe_records(p, set_threshold(p, risk=0.5), method="sdcmicro")
    cols = {"k": [1, 1, 2], "hid": [1, 1, 2]}
    with Problem(pa.table(cols), Spec(keys=["k"], household="hid")) as p:
        with pytest.raises(InputError, match="household_risk"):
            set_household_threshold(p, household_risk=-1)
        with pytest.raises(InputError, match="exactly one"):
            set_household_threshold(p, household_risk=0.5, reid_rate=0.5)
        with pytest.raises(InputError, match="rule"):
            unsafe_records(p, set_threshold(p, risk=0.5),
                           set_household_threshold(p, household_risk=0.5, rule=">"))
    with Problem(pa.table({"k": [1, 2], "Threshold": [0, 0]}), Spec(keys=["k"])) as p:
        with pytest.raises(InputError, match="'Threshold'"):
            unsafe_records(p, 0.5)


def test_results_are_frozen():
    with _p1_file([2, 1]) as p:
        res = set_threshold(p, risk=0.5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        res.threshold = 0.1  # type: ignore[misc]
    assert isinstance(res, ThresholdResult)


# ---------------------------------------------------------------- households
def _household_file():
    # p = 1 (no weight): r = 1 / fk.  Cells: k=1 (10 records, r = 0.1), k=2 (4, r = 0.25),
    # k=3 (2, r = 0.5).  Household A (size 3): risks 0.25, 0.1, 0.1 -> r_A = 1 - 0.75 * 0.81
    # = 0.3925.  Household B (size 2): 0.25, 0.25 -> 0.4375.  Household C (size 2): 0.5,
    # 0.1 -> 0.55.  The rest (size 1): the other k=1 records and one k=2, k=3 record each.
    k = [2, 1, 1, 2, 2, 3, 1] + [1] * 7 + [2, 3]
    hid = ["A", "A", "A", "B", "B", "C", "C"] + [f"s{i}" for i in range(9)]
    extra = list(range(100, 100 + len(k)))
    return pa.table({"k": k, "hid": hid, "extra": extra})


def test_household_thresholds_per_record(engine):
    with Problem(_household_file(), Spec(keys=["k"], household="hid"), engine=engine) as p:
        hh = set_household_threshold(p, household_risk=0.4)
        # households reaching 0.4: B (0.4375), C (0.55) and the single k=3 record (0.5)
        assert hh.threshold == pytest.approx(0.4375)  # snapped up to the observed level
        assert isinstance(hh, HouseholdThresholdResult)
        assert hh.unsafe_households == 3 and hh.records_in_unsafe_households == 5
        records = rows(unsafe_records(p, math.inf, hh))
        cols = unsafe_records(p, math.inf, hh).columns
    assert cols == ["k", "hid", "extra", "risk", "household_risk", "threshold", "unsafe_reason"]
    by_extra = {r[2]: r for r in records}
    t = 0.4375
    # household A is safe (0.3925 < r_h*): its threshold is the individual one (none here)
    assert [by_extra[e][5] for e in (100, 101, 102)] == [math.inf] * 3
    assert [by_extra[e][6] for e in (100, 101, 102)] == [None] * 3
    # household B: delta = r_h* / 2 = 0.21875; both members (0.25) are unsafe because of it
    assert [by_extra[e][5] for e in (103, 104)] == pytest.approx([t / 2] * 2)
    assert [by_extra[e][6] for e in (103, 104)] == ["household"] * 2
    # household C: delta = 0.21875; 0.5 is unsafe, 0.1 is not
    assert [by_extra[e][6] for e in (105, 106)] == ["household", None]
    # the single k=3 household (risk 0.5 >= 0.4375): delta = r_h*, unsafe
    assert by_extra[115][5] == pytest.approx(t) and by_extra[115][6] == "household"
    assert hh.unsafe_records == 4


def test_record_unsafe_only_because_of_its_household():
    with Problem(_household_file(), Spec(keys=["k"], household="hid")) as p:
        ind = set_threshold(p, risk=0.3)           # snapped to 0.5: only the k=3 records
        hh = set_household_threshold(p, household_risk=0.39)   # snapped to 0.3925
        rows = unsafe_records(p, ind, hh).fetchall()
    reasons = {r[2]: r[6] for r in rows}
    # household A (size 3, 0.3925): delta = 0.1308; its 0.25 member is unsafe only
    # because of its household; its 0.1 members stay safe
    assert (reasons[100], reasons[101], reasons[102]) == ("household", None, None)
    assert rows[0][5] == pytest.approx(0.3925 / 3)
    # the k=3 records are individually unsafe (0.5 >= 0.5)
    assert reasons[105] == "individual" and reasons[115] == "individual"
    # its household (0.5) is unsafe too: its threshold is min(0.5, 0.3925 / 1)
    assert rows[15][5] == pytest.approx(0.3925)
    # the other one-person households are safe and keep the individual threshold 0.5
    assert [r[5] for r in rows[7:15]] == [0.5] * 8
    assert [r[6] for r in rows[7:15]] == [None] * 8


def test_core_risk_reason_takes_precedence(engine):
    # one household of size 3, the rest of size 1.  Core risk of size 3: fk = 3, Fk = 3
    # (p = 1) -> 1/3.  Records of the size-3 household are 'core' at r* = 0.3 even
    # though their own risk (0.1) is far below it.
    k = [1, 1, 1] + [1] * 7 + [2, 2, 2]
    hid = [0, 0, 0] + list(range(1, 11))
    with Problem(pa.table({"k": k, "hid": hid}), Spec(keys=["k"], household="hid"),
                 engine=engine) as p:
        flagged = rows(unsafe_records(p, 0.3))
        strict = rows(unsafe_records(p, 1 / 3, rule=">"))
        ge = rows(unsafe_records(p, 1 / 3))
    assert [r[-1] for r in flagged] == ["core"] * 3 + [None] * 7 + ["individual"] * 3
    assert [r[-1] for r in strict] == [None] * 13      # 1/3 > 1/3 is false
    assert [r[-1] for r in ge][:3] == ["core"] * 3     # 1/3 >= 1/3, and core wins
    assert [r[-1] for r in ge][-3:] == ["individual"] * 3  # core 0.1 (size 1), own r = 1/3


def test_unsafe_records_keeps_every_row_and_column_in_input_order():
    n = 3000
    cols = {"z_first": [f"r{i}" for i in range(n)], "k": [(i * 7919) % 13 for i in range(n)],
            "w": [1.0 + (i % 5) for i in range(n)],
            "note": [None if i % 3 else "x" for i in range(n)]}
    table = pa.table(cols)
    with Problem(table, Spec(keys=["k"], weight="w")) as p:
        rel = unsafe_records(p, set_threshold(p, unsafe_records=500))
        rows = rel.fetchall()
        assert rel.columns == ["z_first", "k", "w", "note", "risk", "threshold", "unsafe_reason"]
    assert [r[:4] for r in rows] == list(zip(*cols.values(), strict=True))
    assert sum(r[-1] is not None for r in rows) <= 500


def _table_rows(text):
    """{label: value} of a two-column summary table (label, two spaces, value)."""
    out = {}
    for line in text.splitlines():
        label, sep, value = line.strip().partition("  ")
        assert sep, line
        out[label] = value.strip()
    return out


def test_summaries_say_which_rule_counted_the_unsafe_records():
    from sdcsql.protect.local_suppression import protect

    with Problem(_household_file(), Spec(keys=["k"], household="hid")) as p:
        t = set_threshold(p, risk=0.25)
        hh = set_household_threshold(p, household_risk=0.4)
        summary = protect(p, risk=0.25).summary
        recs = p.risk().records.select("risk, hid").fetchall()
    # brute force: individual rule r >= 0.25; household rule r >= 0.25 / household size
    size = {h: sum(1 for _, g in recs if g == h) for _, h in recs}
    individual = sum(1 for r, _ in recs if r >= 0.25)
    household = sum(1 for r, h in recs if r >= 0.25 / size[h])
    assert (individual, household) == (6, 8)          # by hand: see _household_file
    assert (t.unsafe_records, summary.unsafe_records_before) == (individual, household)
    rows = _table_rows(str(t))
    assert rows["unsafe records"] == "6"
    assert rows["counted by"].startswith("the individual rule: risk >= r*")
    assert str(t) == t.table()
    rows = _table_rows(summary.table())
    assert rows["unsafe records before"] == "8"
    assert rows["counted by"].startswith("the household rule: risk >= threshold / household size")
    rows = _table_rows(str(hh))
    assert rows["unsafe records"] == str(hh.unsafe_records) == "4"
    assert rows["unsafe households"] == "3"
    assert rows["counted by"].startswith("the household rule: members of unsafe households")
    with Problem(_household_file(), Spec(keys=["k"])) as p:   # no households: individual rule
        rows = _table_rows(protect(p, risk=0.25).summary.table())
        assert rows["counted by"].startswith("the individual rule: risk >= threshold")
        rows = _table_rows(str(protect(p, k=3).summary))
        assert rows["counted by"].startswith("k-anonymity: fk < k")
