"""Sampling (seed 003 section 3.4.3.1) and raking, against hand calculations.

Independent sources: the draws recomputed with a scalar splitmix64 on Python integers
(the definition in docs/protect/draws.md, not the package's numpy code), the sample
sizes m_h = max(1, floor(f N_h + 1/2)) and weights w N_h / m_h computed by hand in the
test, households checked with the test's own SQL, raking margins summed by the test.
Tolerances: weights are one multiplication and one division of exact inputs, so they
are compared to 1e-15 relative; raked totals to 1e-9 relative (the raking stops at
1e-10).
"""

from __future__ import annotations

import hashlib
import math

import duckdb
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.methods import protect
from sdcsql.protect.sampling import sampling
from sdcsql.udfs.raking import RakingError, rake

M64 = (1 << 64) - 1


def _mix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def _name(s: str) -> int:
    return int.from_bytes(hashlib.blake2b(s.encode(), digest_size=8).digest(), "little")


def u_of(seed: int, unit: int, step: str = "sampling") -> float:
    """The draw of (seed, unit, step, variable "") by the definition."""
    key = _mix(_mix(_mix(seed) ^ _name(step)) ^ _name(""))
    bits = _mix(key ^ _mix(unit & M64))
    return ((bits >> 11) + 0.5) * 2.0 ** -53


def _expected(ids: list[int], fraction: float, seed: int) -> set[int]:
    m = max(1, math.floor(fraction * len(ids) + 0.5))
    return set(sorted(ids, key=lambda i: (u_of(seed, i), i))[:m])


def test_simple_sample_by_hand():
    """10 records, f = 0.3: m = 3 records of smallest draw; weight 2 * 10 / 3."""
    data = "SELECT i AS pid, i % 3 AS k, 2.0 AS w FROM range(1, 11) t(i)"
    with sdcsql.Problem(data, sdcsql.Spec(keys=["k"], weight="w", person_id="pid")) as p:
        out = sampling(p, seed=7, fraction=0.3)
        rows = out.data.fetchall()
        s = out.summary
    assert {r[0] for r in rows} == _expected(list(range(1, 11)), 0.3, 7)
    assert all(r[2] == pytest.approx(2.0 * 10 / 3, rel=1e-15) for r in rows)
    assert [r[0] for r in rows] == sorted(r[0] for r in rows)       # input order
    assert (s.n_before, s.n_after, s.units, s.weight) == (10, 3, "records", "w")
    assert s.strata == [{"stratum": [], "units": 10, "selected": 3,
                         "inclusion_probability": 0.3}]


def test_stratified_sample_by_hand_and_the_new_weight_column():
    """Strata of 6 and 5 records, f = 0.5: m = 3 and floor(2.5 + 0.5) = 3; without a
    weight the released weight is a new column sample_weight = N_h / m_h."""
    data = ("SELECT i AS pid, CASE WHEN i <= 6 THEN 'a' ELSE 'b' END AS s, i % 2 AS k "
            "FROM range(1, 12) t(i)")
    with sdcsql.Problem(data, sdcsql.Spec(keys=["k"], strata=["s"], person_id="pid")) as p:
        out = sampling(p, seed=11, fraction=0.5)
        rows = out.data.fetchall()
        assert out.data.columns == ["pid", "s", "k", "sample_weight"]
    assert {r[0] for r in rows} == (_expected(list(range(1, 7)), 0.5, 11)
                                    | _expected(list(range(7, 12)), 0.5, 11))
    for _pid, s, _k, w in rows:
        assert w == pytest.approx(6 / 3 if s == "a" else 5 / 3, rel=1e-15)


def _households(n_households: int = 40) -> str:
    # household h has 1 + h % 4 members; region by household; person ids 100 h + j
    return (f"SELECT 100 * h + j AS pid, h AS hh, 'r' || (h % 3) AS region, "
            f"(h + j) % 2 AS sex, 1.0 + h % 5 AS w "
            f"FROM range({n_households}) a(h), range(4) b(j) WHERE j <= h % 4")


def test_households_are_kept_whole_and_weighted_by_their_probability():
    with sdcsql.Problem(_households(), sdcsql.Spec(keys=["sex"], weight="w", household="hh",
                                                   strata=["region"])) as p:
        out = sampling(p, seed=3, fraction=0.4)
        con = p.con
        released = out.name
        # the test's own SQL: every released household has all its members
        broken = con.execute(
            f"SELECT count(*) FROM (SELECT hh, count(*) AS n FROM {released} GROUP BY hh) o "
            f"JOIN (SELECT hh, count(*) AS n FROM {p.keyed} GROUP BY hh) i USING (hh) "
            f"WHERE o.n <> i.n").fetchone()[0]
        assert broken == 0
        kept = {r[0] for r in con.execute(f"SELECT DISTINCT hh FROM {released}").fetchall()}
        weights = con.execute(f"SELECT hh, region, w FROM {released}").fetchall()
    for region in ("r0", "r1", "r2"):
        homes = [h for h in range(40) if f"r{h % 3}" == region]
        assert kept & set(homes) == _expected(homes, 0.4, 3)
        m = max(1, math.floor(0.4 * len(homes) + 0.5))
        for hh, reg, w in weights:
            if reg == region:
                assert w == pytest.approx((1.0 + hh % 5) * len(homes) / m, rel=1e-15)


def test_string_household_ids_are_ranked_and_kept_whole():
    data = ("SELECT i AS pid, 'h' || (i // 3) AS hh, i % 2 AS k FROM range(60) t(i)")
    with sdcsql.Problem(data, sdcsql.Spec(keys=["k"], household="hh")) as p:
        out = sampling(p, seed=5, fraction=0.25)
        sizes = p.con.execute(f"SELECT hh, count(*) FROM {out.name} GROUP BY hh").fetchall()
    assert len(sizes) == 5 and all(n == 3 for _, n in sizes)     # 20 households, 25 %


def test_the_horvitz_thompson_total_is_unbiased():
    """The weighted total over the sample averages, over 300 seeds, to the file's total
    within 5 standard errors (its spread estimated from the same runs)."""
    data = "SELECT i AS pid, i % 2 AS k, 1.0 + i AS w FROM range(1, 21) t(i)"
    truth = sum(1.0 + i for i in range(1, 21))
    totals = []
    with sdcsql.Problem(data, sdcsql.Spec(keys=["k"], weight="w", person_id="pid")) as p:
        # the weighted total of y = 1 over the sample: E sum w' = sum w
        for seed in range(300):
            out = sampling(p, seed=seed, fraction=0.3)
            totals.append(sum(r[2] for r in out.data.fetchall()))
    totals_ = np.array(totals)
    se = totals_.std(ddof=1) / math.sqrt(len(totals_))
    assert abs(totals_.mean() - truth) < 5 * se


def test_one_and_two_threads_give_the_same_bytes(tmp_path):
    data = _households(3000)
    outs = []
    for threads in (1, 2):
        with sdcsql.Problem(data, sdcsql.Spec(keys=["sex"], weight="w", household="hh",
                                              strata=["region"]), threads=threads) as p:
            outs.append(sampling(p, seed=9, fraction=0.3, calibrate=["sex"]).data.fetchall())
    assert outs[0] == outs[1] and len(outs[0]) > 0
    with sdcsql.Problem(data, sdcsql.Spec(keys=["sex"], weight="w", household="hh",
                                          strata=["region"])) as p:
        assert sampling(p, seed=10, fraction=0.3).data.fetchall() != outs[0]


def test_calibration_reaches_the_original_totals():
    with sdcsql.Problem(_households(400), sdcsql.Spec(keys=["sex"], weight="w",
                                                      household="hh")) as p:
        out = sampling(p, seed=2, fraction=0.3, calibrate=["sex", "region"])
        for v in ("sex", "region"):
            before = dict(p.con.execute(f"SELECT {v}, sum(w) FROM {p.keyed} GROUP BY {v}")
                          .fetchall())
            after = dict(p.con.execute(f"SELECT {v}, sum(w) FROM {out.name} GROUP BY {v}")
                         .fetchall())
            assert before.keys() == after.keys()
            for c in before:
                assert after[c] == pytest.approx(float(before[c]), rel=1e-9)
        assert out.summary.calibration["max_relative_error"] <= 1e-10


def test_raking_by_hand():
    """One margin: one pass, each record times target / current.  Two margins on a
    2 x 2 table: the fixed point matches both margins (1e-9) and keeps the cross ratio
    of the starting weights (IPF keeps odds ratios: w11 w22 / (w12 w21))."""
    w, passes = rake(np.array([1.0, 1.0, 2.0]), [np.array([0, 0, 1])], [np.array([4.0, 6.0])])
    assert passes == 1 and w.tolist() == [2.0, 2.0, 6.0]
    start = np.array([1.0, 2.0, 3.0, 4.0])
    rows, cols = np.array([0, 0, 1, 1]), np.array([0, 1, 0, 1])
    w, _ = rake(start, [rows, cols], [np.array([5.0, 5.0]), np.array([3.0, 7.0])])
    assert np.bincount(rows, w) == pytest.approx([5.0, 5.0], rel=1e-9)
    assert np.bincount(cols, w) == pytest.approx([3.0, 7.0], rel=1e-9)
    assert w[0] * w[3] / (w[1] * w[2]) == pytest.approx(1 * 4 / (2 * 3), rel=1e-9)
    with pytest.raises(RakingError, match="no record"):
        rake(start, [np.array([0, 0, 0, 0])], [np.array([1.0, 2.0])])
    with pytest.raises(RakingError, match="contradict"):   # totals 10 and 11
        rake(start, [rows, cols], [np.array([5.0, 5.0]), np.array([4.0, 7.0])])


@settings(max_examples=30, deadline=None)
@given(st.lists(st.floats(0.1, 10.0), min_size=4, max_size=30),
       st.integers(0, 2 ** 32))
def test_raking_reaches_consistent_margins(weights, salt):
    """Margins taken from some positive weights are reachable: raking matches them."""
    n = len(weights)
    rng = np.random.default_rng(salt)
    a = np.arange(n) % 2
    b = rng.integers(0, 3, n)
    truth = rng.uniform(0.5, 2.0, n)
    targets = [np.bincount(a, truth, minlength=2), np.bincount(b, truth, minlength=3)]
    w, _ = rake(np.array(weights), [a, b], targets)
    for c, t in zip([a, b], targets, strict=True):
        assert np.bincount(c, w, minlength=len(t)) == pytest.approx(t, rel=1e-9)
    assert (w > 0).all()


@pytest.mark.parametrize(("options", "message"), [
    ({"fraction": 0.5}, "seed: a random method needs a seed"),
    ({"seed": 1}, "fraction: the protection method sampling needs"),
    ({"seed": 1, "fraction": 0}, r"fraction: must be a number in \(0, 1\]"),
    ({"seed": 1, "fraction": 1.5}, r"fraction: must be a number in \(0, 1\]"),
    ({"seed": 1, "fraction": 0.5, "calibrate": ["nope"]}, "calibrate: no column 'nope'"),
    ({"seed": 1, "fraction": 0.5, "sample_strata": ["nope"]},
     "sample_strata: no column 'nope'"),
    ({"seed": 1, "fraction": 0.5, "sample_strata": ["sex"]},
     "sample_strata: .* household.* in more than one sampling stratum"),
])
def test_bad_options(options, message):
    with sdcsql.Problem(_households(), sdcsql.Spec(keys=["sex"], weight="w", household="hh")
                        ) as p, pytest.raises(InputError, match=message):
        protect(p, method="sampling", **options)


def test_a_fraction_of_one_keeps_every_record_with_its_weight():
    con = duckdb.connect()
    with sdcsql.Problem(_households(), sdcsql.Spec(keys=["sex"], weight="w", household="hh"),
                        con=con) as p:
        out = sampling(p, seed=1, fraction=1)
        assert out.data.fetchall() == con.execute(
            f"SELECT pid, hh, region, sex, CAST(w AS DOUBLE) FROM {p.keyed} "
            f"ORDER BY __sdc_row").fetchall()


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(1, 4)), min_size=1, max_size=25),
       st.floats(0.05, 1.0), st.integers(0, 2 ** 31))
def test_sizes_weights_and_households_for_any_frame(households, fraction, seed):
    """Households (stratum, size) of weight-1 members: in every stratum the selected
    households number max(1, floor(f N_h + 1/2)), each is released whole, and the
    weights of the released records sum to the stratum's records times N_h / m_h over
    the selected households' members (for weight 1: the Horvitz-Thompson count)."""
    rows = [(100 * h + j, h, s) for h, (s, size) in enumerate(households) for j in range(size)]
    values = ", ".join(f"({p}, {h}, {s})" for p, h, s in rows)
    data = f"SELECT * FROM (VALUES {values}) t(pid, hh, s)"
    with sdcsql.Problem(data, sdcsql.Spec(keys=["pid"], household="hh", strata=["s"])) as p:
        out = sampling(p, seed=seed, fraction=fraction).data.fetchall()
    sizes = {h: size for h, (_s, size) in enumerate(households)}
    kept: dict[int, int] = {}
    for _pid, hh, _s, _w in out:
        kept[hh] = kept.get(hh, 0) + 1
    assert all(kept[h] == sizes[h] for h in kept)                     # whole
    for stratum in {s for s, _ in households}:
        homes = [h for h, (s, _) in enumerate(households) if s == stratum]
        m = max(1, math.floor(fraction * len(homes) + 0.5))
        assert len([h for h in kept if h in homes]) == m
        weights = [w for _pid, hh, s, w in out if s == stratum]
        assert all(w == pytest.approx(len(homes) / m, rel=1e-15) for w in weights)
