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
from sdcsql.udfs.raking import RakingError, rake, rake_units
from tests.brute import assert_weighted_totals_kept, households_whole

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


def test_raking_per_household_by_hand():
    """One factor per household, sex M/F, every weight 1: h1 = {M, F}, h2 = {M}, h3 =
    {F, F}, targets M 3, F 4.  The factors are g_h = exp(xbar_h' lambda) (xbar_h the
    household's share of each sex): g1 = sqrt(ab), g2 = a, g3 = b with a = e^lambda_M,
    b = e^lambda_F; the margins s + a = 3 and s + 2b = 4 with s^2 = ab give
    s^2 + 7s - 12 = 0, s = (sqrt(97) - 7) / 2, a = 3 - s, b = (4 - s) / 2."""
    s = (math.sqrt(97) - 7) / 2
    w, _ = rake_units(np.ones(5), np.array([0, 0, 1, 2, 2]), [np.array([0, 1, 0, 1, 1])],
                      [np.array([3.0, 4.0])])
    assert w == pytest.approx([s, s, 3 - s, (4 - s) / 2, (4 - s) / 2], rel=1e-9)
    with pytest.raises(RakingError, match="no record in the sample"):
        rake_units(np.ones(2), np.array([0, 1]), [np.array([0, 0])], [np.array([1.0, 2.0])])


@settings(max_examples=30, deadline=None)
@given(st.lists(st.floats(0.1, 10.0), min_size=4, max_size=30),
       st.integers(0, 2 ** 32))
def test_raking_per_household_reaches_margins_and_is_raking_for_single_records(
        weights, salt):
    """Margins taken from some weights constant within households are reachable with one
    factor per household: matched (1e-9), members of a household keep equal weights.
    With one record per unit the same distance and margins give the raking of ``rake``
    (1e-8 relative: each stops within 1e-10 of the margins)."""
    n = len(weights)
    rng = np.random.default_rng(salt)
    units = np.sort(rng.integers(0, max(2, n // 3), n))
    units = np.unique(units, return_inverse=True)[1]
    base = np.array(weights)[units]                  # equal within each household
    a = rng.integers(0, 2, n)
    b = rng.integers(0, 3, n)
    truth = base * rng.uniform(0.5, 2.0, units.max() + 1)[units]
    targets = [np.bincount(a, truth, minlength=2), np.bincount(b, truth, minlength=3)]
    if any(((np.bincount(c, base, minlength=len(t)) > 0) != (t > 0)).any()
           for c, t in zip([a, b], targets, strict=True)):
        return                                       # a category no record has
    w, _ = rake_units(base, units, [a, b], targets)
    for c, t in zip([a, b], targets, strict=True):
        assert np.bincount(c, w, minlength=len(t)) == pytest.approx(t, rel=1e-9)
    for u in range(units.max() + 1):
        assert np.ptp(w[units == u]) <= 1e-12 * w[units == u].max()
    single_targets = [np.bincount(a, np.array(weights) * rng.uniform(0.5, 2.0, n),
                                  minlength=2)]
    if (single_targets[0] > 0).all():
        expected, _ = rake(np.array(weights), [a], single_targets)
        got, _ = rake_units(np.array(weights), np.arange(n), [a], single_targets)
        assert got == pytest.approx(expected, rel=1e-8)


def test_calibrated_household_sample_keeps_members_weights_equal():
    """A household sample raked to sex and region: the released totals are the
    file's (1e-9) and every household's members share one weight (their design weights
    were equal, the raking factor is one per household)."""
    with sdcsql.Problem(_households(), sdcsql.Spec(keys=["sex"], weight="w", household="hh",
                                                   strata=["region"])) as p:
        out = sampling(p, seed=3, fraction=0.5, calibrate=["sex", "region"])
        rows = p.con.execute(f"SELECT hh, w FROM {out.name}").fetchall()
        original = p.con.sql(f"SELECT sex, region, CAST(w AS DOUBLE) AS w "
                             f"FROM {p.keyed}").to_arrow_table()
        released = p.con.sql(f"SELECT sex, region, w FROM {out.name}").to_arrow_table()
    assert out.summary.calibration["per_household"] is True
    assert_weighted_totals_kept(original, released, ["sex", "region"], "w", rel=1e-9)
    by_household: dict = {}
    for hh, w in rows:
        by_household.setdefault(hh, set()).add(w)
    assert all(len(ws) == 1 for ws in by_household.values())


def test_margins_no_household_factor_reaches_fall_back_to_record_raking():
    """Two households sampled, {x, x} and {x, y}, weights 2; the file's totals y 5 and x 4:
    y needs g2 = 2.5, then x needs 4 g1 + 2 g2 = 4, g1 < 0 -- no positive household
    factors exist.  The record weights are raked instead (the margins are reached),
    with a warning, and the summary says so."""
    with pytest.raises(RakingError, match="one factor per household"):
        rake_units(np.full(4, 2.0), np.array([0, 0, 1, 1]), [np.array([1, 1, 1, 0])],
                   [np.array([5.0, 4.0])])
    rows = "(1, 1, 1), (1, 1, 1), (1, 2, 1), (2, 2, 2), (2, 2, 2), (2, 1, 3), (1, 1, 3), " \
           "(2, 2, 4), (1, 2, 4)"
    with sdcsql.Problem(f"SELECT * FROM (VALUES {rows}) t(a, b, h)",
                        sdcsql.Spec(keys=["a"], household="h")) as p:
        with pytest.warns(sdcsql.SdcsqlWarning, match="cannot be met with one factor per "
                                                      "household; the record weights"):
            out = sampling(p, seed=1, fraction=0.5, calibrate=["a"])
        released = p.con.sql(f"SELECT a, sample_weight FROM {out.name}").to_arrow_table()
        original = p.con.sql("SELECT a, 1.0::DOUBLE AS sample_weight FROM "
                             f"{p.keyed}").to_arrow_table()
    assert out.summary.calibration["per_household"] is False
    assert_weighted_totals_kept(original, released, ["a"], "sample_weight", rel=1e-9)


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


# --- the same file on DuckDB (1 or 8 threads) and on Spark -------------------------------
#
# Tolerance: none.  The selection is a function of the draws (udfs.draws, the same numpy
# function registered on both engines) and of integer ranks; each released weight is the
# same two IEEE operations (w N_h, then / m_h) on both engines; the raking runs on the
# driver over arrays fetched in input order, towards targets that are exact fixed-point
# sums converted to doubles in Python (margins.sql): the same arrays in the same order,
# so the raked weights are bit-identical and the Arrow tables are compared with equals().


def _every_engine(spark, table, spec, fn=sampling, **options):
    """(released Arrow table, summary JSON) on DuckDB with 1 and 8 threads and on Spark;
    the three must be equal, in the same (input) order."""
    outs = []
    for where in ({"threads": 1}, {"threads": 8}, {"engine": "spark", "spark": spark}):
        with sdcsql.Problem(table, spec, **where) as p:
            out = fn(p, **options)
            released = (out.data.toArrow() if "spark" in where
                        else out.data.to_arrow_table())
            outs.append((released, out.summary.to_json()))
    (one, s1), (eight, s8), (spark_, ss) = outs
    assert one.num_rows > 0
    assert one.equals(eight) and one.equals(spark_)
    assert s1 == s8 == ss
    return one, s1


def _records_table(n: int = 240):
    """Records with person ids in input order, three strata, weights that are not
    dyadic (their sums depend on the order of addition unless summed exactly)."""
    import pyarrow as pa

    i = np.arange(n)
    return pa.table({"pid": i * 3 + 7, "s": [f"s{x}" for x in i % 3], "k": i % 4,
                     "w": 1.1 + (i % 7) / 3})


def test_spark_records_as_units_by_hand_and_as_duckdb(spark):
    """Records as units, three strata, f = 0.3: on Spark (and DuckDB) the records of
    each stratum with the smallest scalar-splitmix draws, weights w N_h / m_h by hand."""
    t = _records_table()
    released, summary = _every_engine(spark, t, sdcsql.Spec(
        keys=["k"], weight="w", person_id="pid", strata=["s"]), seed=13, fraction=0.3)
    rows = released.to_pylist()
    assert [r["pid"] for r in rows] == sorted(r["pid"] for r in rows)   # input order
    by_pid = {p: (s, w) for p, s, w in zip(t["pid"].to_pylist(), t["s"].to_pylist(),
                                           t["w"].to_pylist(), strict=True)}
    for stratum in ("s0", "s1", "s2"):
        ids = [p for p, (s, _w) in by_pid.items() if s == stratum]
        m = max(1, math.floor(0.3 * len(ids) + 0.5))
        got = [r for r in rows if r["s"] == stratum]
        assert {r["pid"] for r in got} == _expected(ids, 0.3, 13)
        for r in got:
            assert r["w"] == pytest.approx(by_pid[r["pid"]][1] * len(ids) / m, rel=1e-15)
    assert summary["n_after"] == len(rows)


def test_spark_without_a_person_id_refuses_records_as_units(spark):
    t = _records_table(12).drop_columns(["pid"])
    with sdcsql.Problem(t, sdcsql.Spec(keys=["k"], weight="w"), engine="spark",
                        spark=spark) as p, \
            pytest.raises(InputError, match="person_id: random draws on Spark need"):
        sampling(p, seed=1, fraction=0.5)


def _household_table(n_households: int = 120, ids=None):
    """Households of 1 to 3 members (person ids 10 h + j), a region per household, a
    non-dyadic weight; ``ids`` maps h to the household id (default: h itself)."""
    import pyarrow as pa

    rows = [(10 * h + j, (ids or (lambda x: x))(h), f"r{h % 3}", (h + j) % 2,
             1.1 + (h % 5) / 3) for h in range(n_households) for j in range(1 + h % 3)]
    return pa.table({name: [r[i] for r in rows] for i, name in
                     enumerate(["pid", "hh", "region", "sex", "w"])})


def test_spark_integer_households_with_strata_and_calibration(spark):
    """Integer household ids, regions as strata, calibrated to sex and region: Spark's
    file is DuckDB's (any thread count), households whole, the households of each
    region the smallest draws, the released weighted totals the original ones."""
    t = _household_table()
    spec = sdcsql.Spec(keys=["sex"], weight="w", household="hh", strata=["region"])
    released, summary = _every_engine(spark, t, spec, seed=4, fraction=0.4,
                                      calibrate=["sex", "region"])
    assert households_whole(released, t)
    kept = set(released["hh"].to_pylist())
    for region in ("r0", "r1", "r2"):
        homes = [h for h in range(120) if f"r{h % 3}" == region]
        assert kept & set(homes) == _expected(homes, 0.4, 4)
    assert_weighted_totals_kept(t, released, ["sex", "region"], "w", rel=1e-9)
    assert summary["calibration"]["max_relative_error"] <= 1e-10


def test_spark_string_households_are_ranked_by_their_bytes(spark):
    """Text household ids (upper and lower case, digits, accents): the unit id is the
    dense rank in byte order (UTF-8) on both engines, so Spark selects DuckDB's
    households; the selection recomputed from ranks computed by the test."""
    names = ["Zeta", "alpha", "Alpha", "élan", "ezra", "10", "9", "b", "B", "Ünal"]

    def ident(h: int) -> str:
        return f"{names[h % len(names)]}-{h // len(names)}"

    t = _household_table(60, ident)
    released, _ = _every_engine(spark, t, sdcsql.Spec(keys=["sex"], household="hh"),
                                seed=8, fraction=0.25)
    assert households_whole(released, t)
    ranked = sorted({ident(h) for h in range(60)}, key=lambda s: s.encode("utf-8"))
    rank = {s: i + 1 for i, s in enumerate(ranked)}
    assert {rank[h] for h in released["hh"].to_pylist()} == _expected(
        list(rank.values()), 0.25, 8)
    assert released.column_names == ["pid", "hh", "region", "sex", "w", "sample_weight"]


def test_different_seeds_draw_different_households():
    """Two seeds, two samples (the draws are the seed's; the engines draw alike, the
    tests above, so this is shown on DuckDB alone)."""
    t = _household_table(40)
    spec = sdcsql.Spec(keys=["sex"], weight="w", household="hh")
    with sdcsql.Problem(t, spec) as p:
        a = sampling(p, seed=1, fraction=0.5).data.to_arrow_table()
        b = sampling(p, seed=2, fraction=0.5).data.to_arrow_table()
    assert set(a["hh"].to_pylist()) != set(b["hh"].to_pylist())


def test_weight_totals_are_exact_sums_for_any_thread_count():
    """Weights that are not dyadic, summed over 10,000 records: the summary's totals
    are the correctly rounded sums (math.fsum: each weight is a whole number of 2^-52
    units, so the fixed-point sum is exact), and the calibrated file is the same for 1
    and 8 threads."""
    t = _household_table(5000)
    spec = sdcsql.Spec(keys=["sex"], weight="w", household="hh", strata=["region"])
    outs = []
    for threads in (1, 8):
        with sdcsql.Problem(t, spec, threads=threads) as p:
            out = sampling(p, seed=21, fraction=0.2, calibrate=["sex", "region"])
            outs.append((out.data.to_arrow_table(), out.summary.to_json()))
    assert outs[0][0].equals(outs[1][0]) and outs[0][1] == outs[1][1]
    assert outs[0][1]["weight_total_before"] == math.fsum(t["w"].to_pylist())
    assert outs[0][1]["weight_total_after"] == math.fsum(outs[0][0]["w"].to_pylist())


def test_spark_unit_draws_are_the_scalar_definition_for_every_key(spark):
    """The registered draw on Spark (key as DECIMAL(20, 0), bound as a Decimal beyond
    BIGINT) equals the scalar splitmix64 of the definition bit for bit, for stream keys
    below and above 2^63 and for ids of any sign."""
    import pyarrow as pa

    from sdcsql.protect.draws import key, register_uniform

    ids = [1, 2, 7, 10 ** 12, -5, 2 ** 62]
    keys = {s: key(s, "sampling") for s in range(40)}
    seeds = [next(s for s, k in keys.items() if k >= 2 ** 63),
             next(s for s, k in keys.items() if k < 2 ** 63)]
    with sdcsql.Problem(_records_table(6), sdcsql.Spec(keys=["k"], person_id="pid"),
                        engine="spark", spark=spark) as p:
        units = p.create_from_arrow(p.name("units"), pa.table({"__sdc_unit": ids}))
        sql = p.engine.render("protect/sampling/draws.sql", units=units,
                              function=register_uniform(p.engine))
        for seed in seeds:
            got = p.engine.fetch_arrow(sql, {"key": keys[seed]}).sort_by("__sdc_id")
            assert got["u"].to_pylist() == [u_of(seed, i) for i in sorted(ids)]


def test_calibration_by_hand_on_either_engine(engine):
    """Eight records of weight 1, a = i % 2, f = 0.5: four kept, weight 2 each; raked to
    the original totals of a (4 and 4), one margin, one pass: a record of category c
    weighs 4 / (2 x its category's count in the sample), by hand from the selection the
    draws make (the scalar definition)."""
    import pyarrow as pa

    t = pa.table({"pid": list(range(1, 9)), "a": [i % 2 for i in range(1, 9)],
                  "k": [0] * 8})
    kept = _expected(list(range(1, 9)), 0.5, 11)
    count = {c: sum(1 for i in kept if i % 2 == c) for c in (0, 1)}
    with sdcsql.Problem(t, sdcsql.Spec(keys=["k"], person_id="pid"), engine=engine) as p:
        out = sampling(p, seed=11, fraction=0.5, calibrate=["a"])
        rows = (out.data.toArrow() if engine == "spark" else out.data.to_arrow_table())
    got = dict(zip(rows["pid"].to_pylist(), rows["sample_weight"].to_pylist(), strict=True))
    assert set(got) == kept and 0 < count[0] < 4
    for i, w in got.items():
        assert w == pytest.approx(4 / count[i % 2], rel=1e-15)
    assert out.summary.calibration["passes"] == 1
    assert out.summary.calibration["min_weight"] == min(got.values())
    assert out.summary.calibration["max_weight"] == max(got.values())


def _demo():
    from pathlib import Path

    import pyarrow.csv as csv

    return csv.read_csv(Path(__file__).resolve().parents[2] / "data" / "demo_survey.csv")


@pytest.mark.parametrize("households", [False, True], ids=["records", "households"])
def test_calibration_is_the_record_raking_of_the_sample(households):
    """The demo survey sampled (30 %, strata by region) and raked to sex and marital
    status (records) or sex and employment status (households): the released weights
    are those of udfs.raking's record-level rake / rake_units run by the test on the
    sample's weights and categories with the original's totals (math.fsum), to 1e-12
    relative (each stops within 1e-10 of the margins from the same start; measured:
    under 4e-15), though the engine's raking ran on cells or groups of households."""
    demo = _demo()
    variables = ["sex", "employment_status" if households else "marital_status"]
    spec = sdcsql.Spec(keys=["age", "sex"], weight="weight", strata=["region"],
                       person_id=None if households else "person_id",
                       household="household_id" if households else None)
    with sdcsql.Problem(demo, spec) as p:
        plain = sampling(p, seed=4, fraction=0.3).data.to_arrow_table()
        raked = sampling(p, seed=4, fraction=0.3, calibrate=variables).data.to_arrow_table()
    assert plain.drop_columns(["weight"]).equals(raked.drop_columns(["weight"]))
    w = np.asarray(plain["weight"].to_numpy(), float)
    codes, targets = [], []
    for v in variables:
        cats = sorted(set(demo[v].to_pylist()), key=lambda c: (c is None, c or 0))
        totals = {c: math.fsum(x for x, y in zip(demo["weight"].to_pylist(),
                                                  demo[v].to_pylist(), strict=True) if y == c)
                  for c in cats}
        codes.append(np.array([cats.index(c) for c in plain[v].to_pylist()]))
        targets.append(np.array([totals[c] for c in cats]))
    if households:
        units = np.unique(np.asarray(plain["household_id"].to_numpy()), return_inverse=True)[1]
        expected, _ = rake_units(w, units.reshape(-1), codes, targets)
    else:
        expected, _ = rake(w, codes, targets)
    got = np.asarray(raked["weight"].to_numpy(), float)
    assert np.max(np.abs(got - expected) / expected) <= 1e-12
    assert not np.allclose(got, w, rtol=1e-6)        # the raking changed the weights


def test_spark_households_of_unequal_member_weights_are_raked_as_on_duckdb(spark):
    """Members of a household with different weights (their shares of the categories
    are weight ratios, not counts): Spark's calibrated file is DuckDB's bit for bit (1
    and 8 threads), and the weights are the record-level rake_units' (1e-12)."""
    import pyarrow as pa

    t = _household_table(150)
    t = t.set_column(4, "w", pa.array([1.1 + (p % 7) / 3 for p in t["pid"].to_pylist()]))
    spec = sdcsql.Spec(keys=["sex"], weight="w", household="hh")
    released, summary = _every_engine(spark, t, spec, seed=6, fraction=0.5,
                                      calibrate=["sex", "region"])
    assert summary["calibration"]["per_household"] is True
    assert_weighted_totals_kept(t, released, ["sex", "region"], "w", rel=1e-9)
    with sdcsql.Problem(t, spec) as p:
        plain = sampling(p, seed=6, fraction=0.5).data.to_arrow_table()
    w = np.asarray(plain["w"].to_numpy(), float)
    codes, targets = [], []
    for v in ("sex", "region"):
        cats = sorted(set(t[v].to_pylist()))
        codes.append(np.array([cats.index(c) for c in plain[v].to_pylist()]))
        targets.append(np.array([math.fsum(x for x, y in zip(
            t["w"].to_pylist(), t[v].to_pylist(), strict=True) if y == c) for c in cats]))
    units = np.unique(np.asarray(plain["hh"].to_numpy()), return_inverse=True)[1]
    expected, _ = rake_units(w, units.reshape(-1), codes, targets)
    got = np.asarray(released["w"].to_numpy(), float)
    assert np.max(np.abs(got - expected) / expected) <= 1e-12
