"""Record, household and global risk against ../shared/reference and the seeds."""

from __future__ import annotations

import csv
import json
import math

import duckdb
import pyarrow as pa
import pytest

from sdcsql import InputError, Problem, SdcsqlWarning, Spec

from ..conftest import rows, shared_file

TESTDATA_KEYS = ["urbrur", "water", "sex", "age"]


def reference_rows(name):
    with open(shared_file("reference", "datasets", name)) as fh:
        return sorted(csv.DictReader(fh), key=lambda r: int(r["row"]))


def test_testdata_matches_sdcmicro_reference(engine):
    ref = reference_rows("testdata_4keys_records.csv")
    glob = json.loads(
        shared_file("reference", "datasets", "testdata_4keys_global.json").read_text())
    spec = Spec(keys=TESTDATA_KEYS, weight="sampling_weight", household="ori_hid")
    with Problem(shared_file("data", "testdata.csv"), spec, engine=engine) as p:
        result = p.risk("sdcmicro")
        records = rows(result.records)
        cols = result.records.columns
        s = result.summary
    # sdcMicro's "higher risk than the main part" counts (the method sdcmicro)
    assert s.sdcmicro_higher_risk is not None
    assert (s.sdcmicro_higher_risk["above_2mad"], s.sdcmicro_higher_risk["above_3mad"]) == (
        glob["n_higher_risk_2mad"], glob["n_higher_risk_3mad"])
    i_risk, i_hh = cols.index("risk"), cols.index("household_risk")
    assert len(records) == len(ref) == glob["n"]
    for row, r in zip(records, ref, strict=True):
        assert row[i_risk] == pytest.approx(float(r["risk"]), rel=1e-9)
        assert row[i_hh] == pytest.approx(float(r["hier_risk"]), rel=1e-9)
    # tolerance 1e-12: sums of 4580 doubles in another order
    assert s.expected_reidentifications == pytest.approx(glob["expected_reidentifications"],
                                                         rel=1e-12)
    assert s.household_expected_reidentifications == pytest.approx(
        glob["hier_expected_reidentifications"], rel=1e-12)
    assert s.reidentification_rate == pytest.approx(glob["global_risk"], rel=1e-12)
    assert s.sample_uniques == glob["n_sample_uniques"]
    assert s.k_anonymity_violations == {"2": glob["n_sample_uniques"], "3": glob["n_fk_lt3"],
                                        "5": glob["n_fk_lt5"]}
    assert s.benchmark_high_risk == glob["n_higher_risk_2mad"]


def test_francdat_r3_exact_and_households(engine):
    cols = {"Key1": [1, 1, 1, 3, 4, 4, 6, 1], "Key2": [2, 2, 2, 3, 3, 3, 2, 2],
            "Key3": [5, 1, 1, 1, 1, 1, 1, 5], "Key4": [1, 1, 1, 5, 4, 1, 5, 1],
            "w": [18, 45.5, 39, 17, 541, 8, 5, 92], "hid": [1, 1, 2, 2, 2, 3, 4, 4]}
    spec = Spec(keys=["Key1", "Key2", "Key3", "Key4"], weight="w", household="hid")
    with Problem(pa.table(cols), spec, engine=engine) as p:
        res = p.risk()
        records = rows(res.records)
        s = res.summary
    risk = [r[-2] for r in records]
    hh = [r[-1] for r in records]
    assert risk == pytest.approx([0.0171442616, 0.0220423262, 0.0220423262, 0.1770758340,
                                  0.0116544801, 0.2970630774, 0.4023594781, 0.0171442616],
                                 abs=6e-11)
    # the vectors print 10 to 11 decimals: compare to half a unit of the last place
    assert hh == pytest.approx([0.03880868837] * 2 + [0.20459434773] * 3 + [0.29706307738]
                               + [0.41260558356] * 2, abs=6e-12)
    assert s.expected_reidentifications == pytest.approx(0.9665260452, rel=1e-10)
    assert s.reidentification_rate == pytest.approx(0.12081575565, rel=1e-10)
    assert s.household_expected_reidentifications == pytest.approx(1.81367466445, rel=1e-10)
    assert s.sample_uniques == 4 and s.benchmark_high_risk == 3


def _household_risk(risks):
    cols = {"k": list(range(len(risks))), "hid": [1] * len(risks)}
    return cols


def test_household_formula_seed004_example():
    # seed 004 section 3.6: members with risks 0.1, 0.05, 0.01 -> 1 - 0.9*0.95*0.99 = 0.15355
    # Build a file whose cells give exactly those risks with p = 1: risk = 1 / fk.
    # fk = 10, 20, 100 with weight 1 (Fk = fk, p = 1).
    k = [1] * 10 + [2] * 20 + [3] * 100
    hid = [0] + list(range(100, 109)) + [0] + list(range(200, 219)) + [0] + list(range(300, 399))
    with Problem(pa.table({"k": k, "hid": hid}), Spec(keys=["k"], household="hid")) as p:
        hh = dict(p.risk().households.select('"hid", household_risk').fetchall())
    assert hh[0] == pytest.approx(0.15355, rel=1e-14)


def test_household_risk_equals_seed002_boole_expansion():
    # seed 002 formula (6) for s = 3: r_hier(i) = r_i + r_dep(i) with
    # r_dep(1st) = (1 - r1) r2 + (1 - r1)(1 - r2) r3; the same for every member.
    r1, r2, r3 = 1 / 3, 1 / 7, 1 / 11
    boole = r1 + (1 - r1) * r2 + (1 - r1) * (1 - r2) * r3
    boole_2nd = r2 + (1 - r2) * r1 + (1 - r2) * (1 - r1) * r3
    k = [1] * 3 + [2] * 7 + [3] * 11
    hid = [0, 1, 2] + [0] + list(range(10, 16)) + [0] + list(range(20, 30))
    with Problem(pa.table({"k": k, "hid": hid}), Spec(keys=["k"], household="hid")) as p:
        hh = dict(p.risk().households.select('"hid", household_risk').fetchall())
    assert hh[0] == pytest.approx(boole, rel=1e-14)
    assert boole == pytest.approx(boole_2nd, rel=1e-14)


def test_household_with_risk_one_member_and_tiny_risks():
    # one member alone in its cell with p = 1 -> r = 1: household risk is exactly 1
    k = [1, 2, 2]
    with Problem(pa.table({"k": k, "hid": [1, 1, 2]}), Spec(keys=["k"], household="hid")) as p:
        hh = dict(p.risk().households.select('"hid", household_risk').fetchall())
    assert hh == {1: 1.0, 2: 0.5}
    # tiny risks keep full precision: 1 - (1 - a)(1 - b) = a + b - ab
    w = 1e11
    with Problem(pa.table({"k": [1, 2], "hid": [1, 1], "w": [w, w]}),
                 Spec(keys=["k"], weight="w", household="hid")) as p:
        res = p.risk()
        r = res.records.select("risk").fetchall()[0][0]
        hh = res.households.select("household_risk").fetchall()[0][0]
    assert hh == pytest.approx(2 * r - r * r, rel=1e-14)


def test_pi_scales_risk(engine):
    cols = {"k": [1, 1, 2], "w": [10.0, 20.0, 5.0]}
    with Problem(pa.table(cols), Spec(keys=["k"], weight="w"), engine=engine) as p:
        base = [r[-1] for r in rows(p.risk().records)]
    with Problem(pa.table(cols), Spec(keys=["k"], weight="w", pi=0.25), engine=engine) as p:
        scaled = [r[-1] for r in rows(p.risk().records)]
    assert scaled == pytest.approx([0.25 * b for b in base], rel=1e-15)


def test_weights_below_one_are_clamped_with_warning():
    # R4: keys 1,1,2,3,3,3,4,4 with w 0.5,0.5,1,2,2,2,1,1 -> cell 1 has Fk = 1 < fk = 2
    cols = {"k": [1, 1, 2, 3, 3, 3, 4, 4], "w": [0.5, 0.5, 1, 2, 2, 2, 1, 1]}
    with pytest.warns(SdcsqlWarning):
        with Problem(pa.table(cols), Spec(keys=["k"], weight="w")) as p:
            with pytest.warns(SdcsqlWarning, match="1 cell"):
                res = p.risk()
            risk = [r[-1] for r in res.records.fetchall()]
            assert res.summary.clamped_cells == 1
    # clamped cell: 1 / fk (as mu-Argus).  fk = 3, Fk = 6 (p = 1/2): exact ln 2 - 1/2
    # (by hand, see test_core_risk_table_and_warning); sdcMicro's 0.2 is its approximation.
    r3 = math.log(2) - 0.5
    assert risk == pytest.approx([0.5, 0.5, 1, r3, r3, r3, 0.5, 0.5], rel=1e-12)


def test_unknown_method_is_refused():
    with Problem(pa.table({"k": [1, 2]}), Spec(keys=["k"])) as p:
        with pytest.raises(InputError, match="'nb'"):
            p.risk("nb")


# ---------------------------------------------------------------- vectors.md, end to end
def _risk(cols, keys, weight="w", method="exact", missing="wildcard"):
    with Problem(pa.table(cols), Spec(keys=keys, weight=weight, missing=missing)) as p:
        res = p.risk(method)
        return [r[-1] for r in res.records.fetchall()], res.summary


R1_NA = {"A": [2, 3, 2, 2, 3, 3, 1, None], "B": [3, 3, 3, 3, 3, 3, 4, 3],
         "C": [1, 3, None, 2, 1, 1, None, 1], "w": [18, 45.5, 39, 17, 92, 8, 123.5, 51]}


def test_r1_with_missing_values_both_modes():
    exact, _ = _risk(R1_NA, ["A", "B", "C"])
    assert exact == pytest.approx([0.013552968, 0.085791288, 0.010504889, 0.032466112,
                                   0.009756889, 0.009756889, 0.039316254, 0.005962551], abs=6e-10)
    sdc, _ = _risk(R1_NA, ["A", "B", "C"], method="sdcmicro")
    assert sdc == pytest.approx([0.013698630, 0.085791288, 0.010554090, 0.032466112,
                                 0.009836066, 0.009836066, 0.039316254, 0.005973716], abs=6e-10)


def test_r1_complete_sdcmicro_default():
    cols = dict(R1_NA, A=[2, 3, 2, 2, 3, 3, 1, 2], C=[1, 3, 1, 2, 1, 1, 1, 1])
    sdc, _ = _risk(cols, ["A", "B", "C"], method="sdcmicro")
    assert sdc == pytest.approx([0.01369863, 0.08579129, 0.01369863, 0.17707583, 0.01877883,
                                 0.01877883, 0.03931625, 0.01369863], abs=6e-9)
    exact, _ = _risk(cols, ["A", "B", "C"])
    assert exact[0] == pytest.approx(0.01355297, abs=6e-9)


def test_r3_francdat_missing_values_sdcmicro():
    cols = {"Key1": [1, 1, 1, None, 4, None, 6, 1], "Key2": [2, 2, 2, None, 3, 3, 2, 2],
            "Key3": [5, 1, None, 1, 1, 1, 1, 5], "Key4": [1, 1, 1, 5, None, 1, 5, 1],
            "w": [18, 45.5, 39, 17, 541, 8, 5, 92]}
    sdc, _ = _risk(cols, ["Key1", "Key2", "Key3", "Key4"], method="sdcmicro")
    assert sdc == pytest.approx([0.009966777409, 0.022042326183, 0.006808510638, 0.002657218778,
                                 0.002643171806, 0.003581243194, 0.076021047272, 0.009966777409],
                                abs=6e-13)


def test_r2_alpha_fractional_fk_sdcmicro_defect_and_exact():
    cols = {"key1": [1, 1, 2, None], "key2": [1, 1, 1, 1], "key3": [3, None, 3, None],
            "w": [10.0, 20.0, 30.0, 40.0]}
    keys = ["key1", "key2", "key3"]
    sdc, _ = _risk(cols, keys, method="sdcmicro", missing="alpha:0.1")
    assert sdc == pytest.approx([0, 0.053164557, 0, 0.017683970], abs=6e-10)
    exact, _ = _risk(cols, keys, missing="alpha:0.1")
    # the exact risk is defined for every real f > 0: the NB integral, by mpmath quadrature
    import mpmath

    def nb(f, F):
        with mpmath.workdps(30):
            p = mpmath.mpf(f) / F
            return float(p * mpmath.quad(lambda u: u ** (f - 1) / (p + (1 - p) * u), [0, 1]))

    assert exact == pytest.approx([nb(1.2, 16), nb(2.1, 34), nb(1.1, 34), nb(3.1, 82)], rel=1e-12)
    sdc1, _ = _risk(cols, keys, method="sdcmicro")
    assert sdc1 == pytest.approx([0.020979021, 0.020979021, 0.026336204, 0.013157895], abs=6e-10)
    sdc0, _ = _risk(cols, keys, method="sdcmicro", missing="alpha:0")
    assert sdc0 == pytest.approx([0.255842788, 0.057611989, 0.117282668, 0.018404908], abs=6e-10)


def test_r5_no_weights_global_figures():
    rows = [(2, 2, 1), (2, 5, 1), (2, 2, 3), (2, 4, 3), (2, 3, 3), (2, 2, 3), (4, 1, 2),
            (2, 2, 1), (3, 3, 1), (2, 5, 2)]
    cols = {f"k{i}": [r[i] for r in rows] for i in range(3)}
    risk, s = _risk(cols, ["k0", "k1", "k2"], weight=None)
    assert risk == [0.5, 1, 0.5, 1, 1, 0.5, 1, 0.5, 1, 1]
    assert s.expected_reidentifications == 8 and s.reidentification_rate == 0.8
    rows = [(None, 2, 4, None, 5, 1), (1, None, 5, 2, None, 2), (None,) * 6, (None, 4, 3, 2, 2, 2)]
    cols = {f"k{i}": pa.array([r[i] for r in rows], pa.int64()) for i in range(6)}
    risk, s = _risk(cols, [f"k{i}" for i in range(6)], weight=None)
    assert risk == [0.5, 0.5, 0.25, 0.5] and s.expected_reidentifications == 1.75


def test_argus_modes_refuse_fractional_fk():
    cols = {"a": pa.array([1, None, 1], pa.int64()), "w": [2.0, 3.0, 4.0]}
    with Problem(pa.table(cols), Spec(keys=["a"], weight="w", missing="alpha:0.5")) as p:
        with pytest.raises(InputError, match="fractional fk"):
            p.risk("argus")
        assert len(p.risk("exact").records.fetchall()) == 3


def _benchmark_by_records(risks, counts):
    """The benchmark rule over the records themselves (seed 004 formula 3.5): each cell
    expanded into its records, median and unscaled MAD by sorting."""
    import statistics

    r = [x for x, c in zip(risks, counts, strict=True) for _ in range(c)]
    med = statistics.median(r)
    mad = statistics.median([abs(x - med) for x in r])
    return sum(1 for x in r if x >= 0.1 and x >= 2 * (med + 2 * mad))


@pytest.mark.parametrize("low_share", [0.0, 0.3, 0.5, 0.7, 1.0])
def test_benchmark_rule_with_and_without_the_low_risk_bound(low_share):
    """global_risk.sql skips the two sorts when n // 2 + 1 records have r <= 0.01
    (the threshold is then below 0.1): both ways equal the rule over the records."""
    import random

    from sdcsql._sql import render
    from sdcsql.risk.individual import K_ANONYMITY_LEVELS

    rng = random.Random(int(low_share * 10))
    for _ in range(40):
        n_cells = rng.randint(1, 30)
        risks = [rng.uniform(0, 0.01) if rng.random() < low_share else rng.choice(
            [rng.uniform(0.01, 0.2), rng.uniform(0.2, 1.0), 0.1, 1.0]) for _ in range(n_cells)]
        counts = [rng.randint(1, 6) for _ in range(n_cells)]
        con = duckdb.connect()
        con.execute("CREATE TABLE cr (__sdc_c BIGINT, fk BIGINT, risk DOUBLE)")
        con.executemany("INSERT INTO cr VALUES (?, ?, ?)",
                        [(c, c, r) for r, c in zip(risks, counts, strict=True)])
        cur = con.execute(render("risk/individual/global_risk.sql", cell_risk="cr", households=None,
                                 ks=list(K_ANONYMITY_LEVELS)))
        figures = dict(zip([d[0] for d in cur.description], cur.fetchall()[0], strict=True))
        assert figures["benchmark_high_risk"] == _benchmark_by_records(risks, counts), \
            (risks, counts)


def test_benchmark_rule_bound_at_its_edge():
    """Exactly n // 2 + 1 records at r <= 0.01 take the bound; one fewer does not, and
    then a record at r = 0.1 can fall below 2 (median + 2 MAD)."""

    from sdcsql._sql import render
    from sdcsql.risk.individual import K_ANONYMITY_LEVELS

    for low, high in ((3, 2), (2, 3)):           # n = 5: n // 2 + 1 = 3
        risks, counts = [0.01, 0.1, 0.9], [low, 1, high - 1]
        con = duckdb.connect()
        con.execute("CREATE TABLE cr (__sdc_c BIGINT, fk BIGINT, risk DOUBLE)")
        con.executemany("INSERT INTO cr VALUES (?, ?, ?)",
                        [(c, c, r) for r, c in zip(risks, counts, strict=True) if c])
        cur = con.execute(render("risk/individual/global_risk.sql", cell_risk="cr", households=None,
                                 ks=list(K_ANONYMITY_LEVELS)))
        got = dict(zip([d[0] for d in cur.description], cur.fetchall()[0],
                       strict=True))["benchmark_high_risk"]
        kept = [(r, c) for r, c in zip(risks, counts, strict=True) if c]
        assert got == _benchmark_by_records(*zip(*kept, strict=True))
    # low = 3: the bound holds, records at 0.1 and 0.9 count (2); low = 2: median 0.1,
    # MAD 0.09, threshold 0.56: only the two records at 0.9 count
    assert _benchmark_by_records([0.01, 0.1, 0.9], [3, 1, 1]) == 2
    assert _benchmark_by_records([0.01, 0.1, 0.9], [2, 1, 2]) == 2


# ------------------------------------------------------------------ strata (Spec.strata)
def _stratified_file() -> pa.Table:
    """Two strata (s) with the same key patterns but other weights; NULL keys and
    households of 1-3 members inside each stratum."""
    keys = [(1, 2), (1, 2), (1, None), (3, 3), (3, 1), (None, 1), (1, 1), (3, 3), (2, 2)]
    rows = []
    for s in ("north", "south"):
        for i, (a, b) in enumerate(keys):
            rows.append({"a": a, "b": b, "w": (5.0 + 7 * i) if s == "north" else (2.0 + i),
                         "hh": f"{s}{i // 2}", "s": s, "rid": len(rows)})
    return pa.Table.from_pylist(rows)


def _per_stratum(table: pa.Table, spec: Spec):
    """The risk of each stratum computed on its own (independent problems)."""
    out = {}
    for s in sorted(set(table.column("s").to_pylist())):
        part = table.filter(pa.compute.equal(table.column("s"), s))
        with Problem(part, spec) as p:
            r = p.risk()
            columns = "rid, fk, Fk_hat, risk" + (", household_risk" if spec.household else "")
            out[s] = (r.summary, {row[0]: row[1:] for row in r.records.select(columns).fetchall()})
    return out


def test_risk_with_strata_is_the_risk_of_each_stratum_on_its_own():
    table = _stratified_file()
    plain = Spec(keys=["a", "b"], weight="w", household="hh")
    per = _per_stratum(table, plain)
    stratified = Spec(keys=["a", "b"], weight="w", household="hh", strata=["s"])
    with Problem(table, stratified) as p:
        r = p.risk()
        got = {row[0]: row[1:] for row in r.records.select(
            "rid, fk, Fk_hat, risk, household_risk").fetchall()}
        summary = r.summary
        cells = p.cells().columns
    expected = {rid: v for _, rows in per.values() for rid, v in rows.items()}
    assert got.keys() == expected.keys()
    for rid, row in got.items():
        assert row == pytest.approx(expected[rid], rel=1e-12), rid
    assert "s" in cells                                   # a cell is a pattern within a stratum
    assert summary.n_cells == sum(sm.n_cells for sm, _ in per.values())
    assert summary.sample_uniques == sum(sm.sample_uniques for sm, _ in per.values())
    assert summary.max_risk == max(sm.max_risk for sm, _ in per.values())
    assert summary.expected_reidentifications == pytest.approx(
        sum(sm.expected_reidentifications for sm, _ in per.values()), rel=1e-12)
    assert summary.household_expected_reidentifications == pytest.approx(
        sum(sm.household_expected_reidentifications for sm, _ in per.values()), rel=1e-12)


def test_threshold_with_strata_counts_the_risks_of_each_stratum():
    from sdcsql.risk.threshold import set_threshold

    table = _stratified_file()
    per = _per_stratum(table, Spec(keys=["a", "b"], weight="w"))
    risks = [v[2] for _, rows in per.values() for v in rows.values()]
    with Problem(table, Spec(keys=["a", "b"], weight="w", strata=["s"])) as p:
        for r_star in sorted(set(risks)):
            t = set_threshold(p, risk=r_star)
            assert t.unsafe_records == sum(r >= r_star for r in risks)
            assert t.expected_reidentifications_bound == pytest.approx(
                sum(min(r, r_star) for r in risks), rel=1e-12)
            assert t.max_risk == max(risks)


# ------------------------------------- sdcMicro's "higher risk than the main part"
def test_mad_counts_hand_calculation() -> None:
    """sql/risk/individual/mad_counts.sql on eight risks worked by hand (prep16
    reference mad_counts.py): r = 0.01, 0.02, 0.02, 0.03, 0.04, 0.11, 0.15, 0.6 (0.02 one
    cell of two records); R's median = (0.03 + 0.04) / 2 = 0.035; |r - 0.035| sorted
    0.005 0.005 0.015 0.015 0.025 0.075 0.115 0.565, median 0.02, mad = 1.4826 x 0.02 =
    0.029652; bound 2 MAD 0.094304 -> 0.11, 0.15, 0.6 (3); bound 3 MAD 0.123956 -> 0.15,
    0.6 (2).  Tolerance: counts exact, median and mad 1e-15 (three roundings)."""
    from sdcsql.dialects import render_sql
    from sdcsql.risk.individual import MAD_SCALE

    con = duckdb.connect()
    con.execute("CREATE TABLE cr AS SELECT * FROM (VALUES (1, 0.01), (2, 0.02), (1, 0.03), "
                "(1, 0.04), (1, 0.11), (1, 0.15), (1, 0.6)) t(__sdc_c, risk)")
    row = con.execute(render_sql("risk/individual/mad_counts.sql", cell_risk="cr"),
                      {"scale": MAD_SCALE}).fetchone()
    assert row[0] == pytest.approx(0.035, abs=1e-15)
    assert row[1] == pytest.approx(0.029652, abs=1e-15)
    assert (row[2], row[3]) == (3, 2)


def test_mad_counts_match_the_reference_and_a_brute_force() -> None:
    """testdata with method sdcmicro: sdcMicro's counts in ../shared/reference
    (testdata_4keys_global.json n_higher_risk_2mad / 3mad), and the counts recomputed
    in plain Python (statistics.median, R's mad) from the records' risk column."""
    import statistics

    glob = json.loads(
        shared_file("reference", "datasets", "testdata_4keys_global.json").read_text())
    spec = Spec(keys=TESTDATA_KEYS, weight="sampling_weight", household="ori_hid")
    with Problem(shared_file("data", "testdata.csv"), spec) as p:
        result = p.risk("sdcmicro")
        risk = [r[result.records.columns.index("risk")] for r in rows(result.records)]
        got = result.summary.sdcmicro_higher_risk
    assert got is not None
    assert (got["above_2mad"], got["above_3mad"]) == (glob["n_higher_risk_2mad"],
                                                      glob["n_higher_risk_3mad"])
    med = statistics.median(risk)
    mad = 1.4826 * statistics.median(abs(r - med) for r in risk)
    assert got["median"] == pytest.approx(med, rel=1e-12)
    assert got["mad"] == pytest.approx(mad, rel=1e-12)
    for k, name in ((2, "above_2mad"), (3, "above_3mad")):
        assert got[name] == sum(1 for r in risk if r > 0.1 and r > med + k * mad)


def test_mad_counts_brute_force_random() -> None:
    """Random files where the counts are not zero: the SQL against plain Python."""
    import random
    import statistics

    rng = random.Random(16)
    for _ in range(5):
        n = rng.randint(20, 60)
        t = pa.table({"a": [rng.choice("abcdefgh") for _ in range(n)],
                      "b": [rng.choice("xyz") for _ in range(n)],
                      "w": [float(rng.choice([1, 2, 3, 8, 20])) for _ in range(n)]})
        with Problem(t, Spec(keys=["a", "b"], weight="w")) as p:
            result = p.risk("sdcmicro")
            risk = [r[result.records.columns.index("risk")] for r in rows(result.records)]
            got = result.summary.sdcmicro_higher_risk
        assert got is not None
        med = statistics.median(risk)
        mad = 1.4826 * statistics.median(abs(r - med) for r in risk)
        assert got["median"] == pytest.approx(med, rel=1e-12, abs=1e-15)
        assert got["mad"] == pytest.approx(mad, rel=1e-12, abs=1e-15)
        for k, name in ((2, "above_2mad"), (3, "above_3mad")):
            assert got[name] == sum(1 for r in risk if r > 0.1 and r > med + k * mad)
