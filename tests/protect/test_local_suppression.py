"""Local suppression (sdcsql.protect.local_suppression): risk threshold and k-anonymity.

Properties on random small files (hypothesis), checked against an independent
recount: fk from the all-pairs brute force of tests/brute.py, risk from a fresh
risk pipeline over the protected file.  On testdata: k = 3 and k = 5 with no
more suppressions than sdcMicro's kAnon (674 and 1288), and xi* = 0.1 %.
"""

from __future__ import annotations

import csv
import json

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.protect.local_suppression import SCANS, protect
from sdcsql.risk.threshold import set_threshold
from tests.cli_run import sdcsql

from ..brute import brute_frequencies
from ..conftest import shared_file

TESTDATA_KEYS = ["urbrur", "water", "sex", "age"]


def _table(rows, n_keys, weights, households=None):
    cols = {f"k{i}": pa.array([r[i] for r in rows], pa.int64()) for i in range(n_keys)}
    cols["w"] = pa.array(weights, pa.float64())
    cols["rid"] = pa.array(range(len(rows)), pa.int64())
    cols["note"] = pa.array([f"x{i}" for i in range(len(rows))])
    if households is not None:
        cols["hh"] = pa.array(households, pa.int64())
    return pa.table(cols)


values = st.one_of(st.none(), st.integers(0, 2), st.integers(0, 2))


@st.composite
def datasets(draw, with_households=False):
    n_keys = draw(st.integers(1, 3))
    n = draw(st.integers(1, 30))
    rows = [tuple(draw(values) for _ in range(n_keys)) for _ in range(n)]
    for k in range(n_keys):        # a key must not be NULL everywhere
        if all(r[k] is None for r in rows):
            rows[0] = rows[0][:k] + (1,) + rows[0][k + 1:]
    weights = [draw(st.sampled_from([1.0, 2.0, 7.5, 40.0])) for _ in range(n)]
    households = None
    if with_households:
        households = sorted(draw(st.integers(0, max(0, n // 2))) for _ in range(n))
    return n_keys, rows, weights, households


def _check_common(table, out_rows, n_keys, unsafe_before_rids):
    """Every row and non-key column kept, in order; only unsafe records changed, only to NULL."""
    assert len(out_rows) == table.num_rows
    original = table.to_pylist()
    for before, after in zip(original, out_rows, strict=True):
        assert after["rid"] == before["rid"] and after["note"] == before["note"]
        assert after["w"] == before["w"]
        changed = False
        for i in range(n_keys):
            key = f"k{i}"
            if after[key] != before[key]:
                assert after[key] is None, "a key value was changed to something other than NULL"
                changed = True
        if changed:
            assert before["rid"] in unsafe_before_rids, "a safe record was changed"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(datasets(), st.integers(2, 4))
def test_k_anonymity_property(data, k):
    n_keys, rows, weights, _ = data
    table = _table(rows, n_keys, weights)
    keys = [f"k{i}" for i in range(n_keys)]
    fk_before, _ = brute_frequencies(rows, weights)
    with Problem(table, Spec(keys=keys, weight="w")) as problem:
        result = protect(problem, k=k, accept_leaks=True)   # random files
        out = result.data.to_arrow_table().to_pylist()
    unsafe_before = {i for i, f in enumerate(fk_before) if f < k}
    _check_common(table, out, n_keys, unsafe_before)
    new_rows = [tuple(r[key] for key in keys) for r in out]
    fk_after, _ = brute_frequencies(new_rows, weights)
    s = result.summary
    stuck = {u["row"] - 1 for u in s.unprotectable}
    for i, f in enumerate(fk_after):
        if i in stuck:
            assert all(v is None for v in new_rows[i]) and len(rows) < k
        else:
            assert f >= k
    assert s.unsafe_records_before == len(unsafe_before)
    assert s.unsafe_records_after == len(stuck)
    assert s.suppressions_total == sum(s.suppressions.values()) == sum(
        a != b for r0, r1 in zip(rows, new_rows, strict=True) for a, b in zip(r0, r1, strict=True))
    assert s.records_changed == sum(r0 != r1 for r0, r1 in zip(rows, new_rows, strict=True))
    assert s.rounds <= n_keys + 1


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(datasets(), datasets(with_households=True)), st.sampled_from([0.05, 0.2, 0.5]),
       st.sampled_from([">=", ">"]))
def test_risk_threshold_property(data, alpha, rule):
    n_keys, rows, weights, households = data
    table = _table(rows, n_keys, weights, households)
    keys = [f"k{i}" for i in range(n_keys)]
    spec = Spec(keys=keys, weight="w", household="hh" if households is not None else None)

    def reaches(v, t):
        return v >= t if rule == ">=" else v > t

    with Problem(table, spec) as problem:
        before = problem.risk().records.to_arrow_table().to_pylist()
        result = protect(problem, risk=alpha, rule=rule, accept_leaks=True)  # random households
        out = result.data.to_arrow_table()
    sizes = None
    if households is not None:
        sizes = [households.count(h) for h in households]
    thresholds = [alpha / (sizes[i] if sizes else 1) for i in range(len(rows))]
    unsafe_before = {r["rid"] for r, t in zip(before, thresholds, strict=True)
                     if reaches(r["risk"], t)}
    _check_common(table, out.to_pylist(), n_keys, unsafe_before)
    # verification by a fresh risk pipeline over the protected file; a constant key
    # (which changes no count) stands in for keys now NULL in every record
    out_rows = out.to_pylist()
    live = [k for k in keys if any(r[k] is not None for r in out_rows)]
    verify_spec = Spec(keys=live + ["c0"], weight="w",
                       household="hh" if households is not None else None)
    with Problem(out.append_column("c0", pa.array([1] * out.num_rows)), verify_spec) as again:
        after = again.risk().records.to_arrow_table().to_pylist()
    stuck = {u["row"] - 1 for u in result.summary.unprotectable}
    for i, (b, a) in enumerate(zip(before, after, strict=True)):
        if i in stuck:
            assert all(a[k] is None for k in keys)
            assert reaches(a["risk"], thresholds[i])
        else:
            assert not reaches(a["risk"], thresholds[i])
        # suppressing never raises a record's risk
        assert a["risk"] <= b["risk"] * (1 + 1e-12)
        if households is not None:
            assert a["household_risk"] <= b["household_risk"] * (1 + 1e-12)
    assert result.summary.unsafe_records_before == len(unsafe_before)
    if households is not None:   # every household risk ends below alpha (seed 002 s. 8.2)
        assert all(not reaches(a["household_risk"], alpha)
                   for i, a in enumerate(after) if not any(
                       households[j] == households[i] for j in stuck))


def _kept_weight(row, key_weights):
    return sum(w for v, w in zip(row, key_weights, strict=True) if v is not None)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(datasets(), st.integers(2, 4), st.lists(st.sampled_from([1.0, 2.0, 5.0]), min_size=3,
                                               max_size=3), st.sampled_from(SCANS))
def test_scan_keeps_at_least_the_best_safe_subset(data, k, key_weights, scan):
    """Brute force over every subset of an unsafe record's keys, on the input file.

    Suppression never lowers another record's fk, so the safe subsets found by the
    scan in any round include those safe in the input: each unsafe record keeps at
    least the largest weight of a subset that is safe in the input."""
    import itertools

    n_keys, rows, weights, _ = data
    key_weights = key_weights[:n_keys]
    table = _table(rows, n_keys, weights)
    keys = [f"k{i}" for i in range(n_keys)]
    fk_before, _ = brute_frequencies(rows, weights)
    with Problem(table, Spec(keys=keys, weight="w")) as problem:
        result = protect(problem, k=k,
                         suppression_weights=dict(zip(keys, key_weights, strict=True)),
                         scan=scan, accept_leaks=True)   # random files
        out = [tuple(r[key] for key in keys) for r in result.data.to_arrow_table().to_pylist()]
    for i, row in enumerate(rows):
        if fk_before[i] >= k:
            assert out[i] == row
            continue
        present = [j for j in range(n_keys) if row[j] is not None]
        best = None
        for size in range(len(present)):
            for kept in itertools.combinations(present, size):
                probe = tuple(row[j] if j in kept else None for j in range(n_keys))
                fk, _ = brute_frequencies([probe] + rows, [1.0] + weights)
                if fk[0] - 1 >= k:  # the probe counts itself once more than the record
                    w = sum(key_weights[j] for j in kept)
                    best = w if best is None else max(best, w)
        if best is not None:
            assert _kept_weight(out[i], key_weights) >= best - 1e-12


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(datasets(), datasets(with_households=True)),
       st.sampled_from([{"k": 2}, {"k": 3}, {"risk": 0.2}, {"risk": 0.5}]),
       st.sampled_from([None, {"k0": 3.0}, ["k2", "k0", "k1"]]))
def test_both_scan_orders_give_the_same_file(data, target, preference):
    n_keys, rows, weights, households = data
    table = _table(rows, n_keys, weights, households)
    keys = [f"k{i}" for i in range(n_keys)]
    spec = Spec(keys=keys, weight="w", household="hh" if households is not None else None)
    options = {}
    if isinstance(preference, dict):
        options["suppression_weights"] = {k: v for k, v in preference.items() if k in keys}
    elif preference is not None:
        options["importance"] = [k for k in preference if k in keys]
    with Problem(table, spec) as problem:
        down = protect(problem, scan="top-down", accept_leaks=True, **target,
                       **options).data.fetchall()
        up = protect(problem, scan="bottom-up", accept_leaks=True, **target,
                     **options).data.fetchall()
    assert down == up


def test_entropy_criterion_suppresses_the_cheaper_key():
    # key_entropy itself: tests/utility/test_entropy.py
    # entropy makes the two-category key cheaper to suppress than the four-category one
    rows = [(1, 1), (1, 2), (2, 3), (2, 4), (1, 3), (2, 1), (1, 4), (2, 2)]
    sql = "SELECT * FROM (VALUES " + ", ".join(f"({a}, {b})" for a, b in rows) + ") t(a, b)"
    with Problem(sql, Spec(keys=["a", "b"])) as p:
        out = protect(p, k=2, suppression_weights="entropy").data.fetchall()
    assert [r[0] for r in out] == [None] * len(rows) and [r[1] for r in out] == [1, 2, 3, 4, 3,
                                                                                  1, 4, 2]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(datasets(with_households=True), st.sampled_from([0.1, 0.3, 0.6]))
def test_household_check_leaves_safe_households_alone(data, alpha):
    n_keys, rows, weights, households = data
    table = _table(rows, n_keys, weights, households)
    keys = [f"k{i}" for i in range(n_keys)]
    spec = Spec(keys=keys, weight="w", household="hh")
    with Problem(table, spec) as problem:
        before = problem.risk().records.to_arrow_table().to_pylist()
        result = protect(problem, risk=alpha, household_check=True, accept_leaks=True)
        out = result.data.to_arrow_table()
    out_rows = out.to_pylist()
    # a household already below alpha is left alone
    for b, a in zip(before, out_rows, strict=True):
        if b["household_risk"] < alpha:
            assert all(a[k] == b[k] for k in keys)
    live = [k for k in keys if any(r[k] is not None for r in out_rows)]
    with Problem(out.append_column("c0", pa.array([1] * out.num_rows)),
                 Spec(keys=live + ["c0"], weight="w", household="hh")) as again:
        after = again.risk().records.to_arrow_table().to_pylist()
    stuck_households = {households[u["row"] - 1] for u in result.summary.unprotectable}
    for i, a in enumerate(after):
        if households[i] not in stuck_households:
            assert a["household_risk"] < alpha


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(datasets(), st.integers(2, 3))
def test_k_anonymity_within_strata(data, k):
    n_keys, rows, weights, _ = data
    strata = [i % 2 for i in range(len(rows))]
    table = _table(rows, n_keys, weights).append_column("stratum", pa.array(strata, pa.int64()))
    keys = [f"k{i}" for i in range(n_keys)]
    with Problem(table, Spec(keys=keys, weight="w", strata=["stratum"])) as problem:
        result = protect(problem, k=k, accept_leaks=True)   # random files
        out = result.data.to_arrow_table().to_pylist()
    assert [r["stratum"] for r in out] == strata
    stuck = {u["row"] - 1 for u in result.summary.unprotectable}
    for s in (0, 1):
        members = [i for i in range(len(rows)) if strata[i] == s]
        new_rows = [tuple(out[i][key] for key in keys) for i in members]
        fk, _ = brute_frequencies(new_rows, [weights[i] for i in members])
        for i, f in zip(members, fk, strict=True):
            assert f >= k or (i in stuck and len(members) < k)


def test_before_figures_with_strata_are_those_of_each_stratum():
    # seed 002's 8 units, twice over, in two strata with other weights: within a
    # stratum a record is rarer than in the whole file, so its risk is higher
    keys = ["k0", "k1", "k2", "k3"]
    units = [(1, 2, 5, 1), (1, 2, 1, 1), (1, 2, 1, 1), (3, 3, 1, 5),
             (4, 3, 1, 4), (4, 3, 1, 1), (6, 2, 1, 5), (1, 2, 5, 1)]
    rows = units + units
    weights = [18, 45.5, 39, 17, 541, 8, 5, 92] + [3, 7, 2.5, 40, 9, 12, 60, 4]
    strata = [0] * 8 + [1] * 8
    table = _table(rows, 4, weights).append_column("s", pa.array(strata, pa.int64()))
    alpha = 0.1
    per_stratum = []
    for st_ in (0, 1):
        part = _table(rows[8 * st_:8 * st_ + 8], 4, weights[8 * st_:8 * st_ + 8])
        with Problem(part, Spec(keys=keys, weight="w")) as q:
            risk = q.risk()
            per_stratum.append((risk.summary,
                                [r[0] for r in risk.records.select("risk").fetchall()]))
    with Problem(table, Spec(keys=keys, weight="w", strata=["s"])) as problem:
        summary = protect(problem, risk=alpha, accept_leaks=True).summary
    assert summary.unsafe_records_before == sum(r >= alpha for _, rs in per_stratum for r in rs)
    assert summary.max_risk_before == max(sm.max_risk for sm, _ in per_stratum)
    assert summary.expected_reidentifications_before == pytest.approx(
        sum(sm.expected_reidentifications for sm, _ in per_stratum), rel=1e-12)
    assert summary.reidentification_rate_before == pytest.approx(
        sum(sm.expected_reidentifications for sm, _ in per_stratum) / 16, rel=1e-12)


@pytest.mark.parametrize("target", [{"unsafe_records": 3}, {"reid_rate": 0.05}])
def test_threshold_from_a_target_with_strata_is_set_within_the_strata(target):
    # the target's threshold comes from the risks the rounds use: counted within the
    # strata, i.e. as if the stratum were one more key that is never missing
    keys = ["k0", "k1", "k2", "k3"]
    units = [(1, 2, 5, 1), (1, 2, 1, 1), (1, 2, 1, 1), (3, 3, 1, 5),
             (4, 3, 1, 4), (4, 3, 1, 1), (6, 2, 1, 5), (1, 2, 5, 1)]
    rows = units + units
    weights = [18, 45.5, 39, 17, 541, 8, 5, 92] + [3, 7, 2.5, 40, 9, 12, 60, 4]
    table = _table(rows, 4, weights).append_column("s", pa.array([0] * 8 + [1] * 8, pa.int64()))
    with Problem(table, Spec(keys=keys + ["s"], weight="w")) as q:
        within = set_threshold(q, **target).threshold
    with Problem(table, Spec(keys=keys, weight="w")) as q:
        whole = set_threshold(q, **target).threshold
    assert within != whole   # the data tell the two apart
    with Problem(table, Spec(keys=keys, weight="w", strata=["s"])) as problem:
        summary = protect(problem, accept_leaks=True, **target).summary
    assert summary.threshold == within


def test_household_size_key_is_never_suppressed():
    rows = [(1, 1, 10, 1), (2, 1, 11, 1), (3, 2, 12, 2), (3, 2, 13, 2), (4, 3, 14, 3)] * 2
    table = pa.table({"hsize": [r[0] for r in rows], "region": [r[1] for r in rows],
                      "age": [r[2] for r in rows], "hid": list(range(len(rows)))})
    spec = Spec(keys=["hsize", "region", "age"], household="hid", household_size="hsize")
    with Problem(table, spec) as problem:
        result = protect(problem, risk=0.3, accept_leaks=True)
        out = result.data.fetchall()
    assert [r[0] for r in out] == [r[0] for r in rows]
    assert result.summary.suppressions["hsize"] == 0
    assert result.summary.unsafe_records_after == len(result.summary.unprotectable)
    for u in result.summary.unprotectable:       # core: every other key suppressed
        assert out[u["row"] - 1][1:3] == (None, None)
        assert u["reason"].startswith("core")


def test_k_mode_rounds_count_without_the_risk_of_the_cells(monkeypatch):
    """k-anonymity judges a record by fk alone: its rounds read the cell table and do not
    compute the risk of every cell (the risk before and after, for the summary, is the
    risk module's, and its figures are there)."""
    import sdcsql.protect.local_suppression as ls
    from sdcsql.risk.individual import cell_risk_table

    rows = [(a, b, c) for a in range(3) for b in range(3) for c in range(4)] * 2
    rows += [(9, 9, 9), (9, 8, 9), (0, 0, 9)]
    table = pa.table({n: [r[i] for r in rows] for i, n in enumerate(["a", "b", "c"])})
    calls = []
    monkeypatch.setattr(ls, "cell_risk_table",
                        lambda p, method: calls.append(method) or cell_risk_table(p, method))
    with Problem(table, Spec(keys=["a", "b", "c"])) as problem:
        summary = protect(problem, k=2, accept_leaks=True).summary
    assert calls == [] and summary.rounds >= 1 and summary.suppressions_total > 0
    assert summary.unsafe_records_after == 0 and summary.max_risk_after < summary.max_risk_before


def test_importance_order_suppresses_the_least_important_first():
    rows = [(1, 1), (1, 1), (1, 2), (2, 2), (2, 2)]
    sql = "SELECT * FROM (VALUES " + ", ".join(f"({a}, {b})" for a, b in rows) + ") t(a, b)"
    with Problem(sql, Spec(keys=["a", "b"])) as p:
        assert protect(p, k=2, importance=["b", "a"]).data.fetchall()[2] == (None, 2)
        assert protect(p, k=2, importance=["a", "b"]).data.fetchall()[2] == (1, None)
        got = protect(p, k=2, suppression_weights={"b": 10}).data.fetchall()[2]
        assert got == (None, 2)


@pytest.mark.parametrize("name", ["__sdcp_row", "__SDCP_CONSTANT"])
def test_a_column_named_like_one_protect_adds_is_refused(name):
    sql = f"SELECT * FROM (VALUES (1, 1, 0), (2, 2, 0)) t(a, b, {name})"
    with Problem(sql, Spec(keys=["a", "b"])) as p:
        with pytest.raises(InputError, match=f"input column '{name}' has the name of a column"):
            protect(p, k=2)


def test_input_is_untouched_and_mistakes_are_refused():
    with Problem("SELECT * FROM (VALUES (1, 1), (2, 2)) t(a, b)", Spec(keys=["a", "b"])) as p:
        protect(p, k=2)
        assert p.con.sql(f'SELECT * FROM "{p.source}"').fetchall() == [(1, 1), (2, 2)]
        with pytest.raises(InputError, match="exactly one"):
            protect(p, k=2, risk=0.1)
        with pytest.raises(InputError, match="k: must be"):
            protect(p, k=0)
        with pytest.raises(InputError, match="importance"):
            protect(p, k=2, importance=["a"])
        with pytest.raises(InputError, match="suppression_weights"):
            protect(p, k=2, suppression_weights={"c": 1})
        with pytest.raises(InputError, match="suppression_weights"):
            protect(p, k=2, suppression_weights={"a": -1})
        with pytest.raises(InputError, match="either importance"):
            protect(p, k=2, suppression_weights={"a": 2}, importance=["a", "b"])
        with pytest.raises(InputError, match="'gini' is not a criterion"):
            protect(p, k=2, suppression_weights="gini")
        with pytest.raises(InputError, match="scan: 'sideways'"):
            protect(p, k=2, scan="sideways")
        with pytest.raises(InputError, match="household_check"):
            protect(p, k=2, household_check=True)
    with (Problem("SELECT 1 AS a", Spec(keys=["a"], missing="category")) as p,
          pytest.raises(InputError, match="wildcard")):
        protect(p, k=2)


# ------------------------------------------------------------------ testdata
@pytest.mark.parametrize("k, sdcmicro_total", [(3, 674), (5, 1288)])
@pytest.mark.parametrize("importance", [None, ["urbrur", "sex", "water", "age"]])
def test_testdata_k_anonymity_within_sdcmicro_counts(k, sdcmicro_total, importance):
    spec = Spec(keys=TESTDATA_KEYS, weight="sampling_weight")
    with Problem(shared_file("data", "testdata.csv"), spec) as problem:
        result = protect(problem, k=k, importance=importance, accept_leaks=True)
        s = result.summary
        assert s.unsafe_records_after == 0 and not s.unprotectable
        assert s.suppressions_total <= sdcmicro_total
        verify = Problem(result.data, spec, con=problem.con)
        assert verify.risk().summary.k_anonymity_violations[str(k)] == 0
        verify.close()
    print(k, importance, s.suppressions)


def test_testdata_reid_rate_one_per_mille():
    spec = Spec(keys=TESTDATA_KEYS, weight="sampling_weight")
    with Problem(shared_file("data", "testdata.csv"), spec) as problem:
        result = protect(problem, reid_rate=0.001, accept_leaks=True)
        s = result.summary
        verify = Problem(result.data, spec, con=problem.con)
        risks = [r[0] for r in verify.risk().records.project("risk").fetchall()]
        verify.close()
    assert s.unsafe_records_after == 0
    assert max(risks) < s.threshold
    assert s.reidentification_rate_after < 0.001
    # an unsafe record needs at least one suppression: this is the fewest possible
    assert s.suppressions_total == s.records_changed == s.unsafe_records_before


# ------------------------------------------------------------------ command line
def _cli(*args):
    return sdcsql(*args)


def test_cli_protect_happy_path(tmp_path):
    data = shared_file("data", "testdata.csv")
    out, summary = tmp_path / "safe.csv", tmp_path / "summary.json"
    res = _cli("protect", str(data), "--accept-leaks", "--keys", ",".join(TESTDATA_KEYS),
               "--weight", "sampling_weight", "--k", "3", "--importance", "urbrur,sex,water,age",
               "--out", str(out), "--summary-json", str(summary))
    assert res.returncode == 0, res.stderr
    figures = json.loads(summary.read_text())
    for key in ("threshold", "unsafe_records_before", "suppressions", "records_changed",
                "max_risk_after", "expected_reidentifications_before",
                "expected_reidentifications_after"):
        assert key in figures
    assert figures["threshold"] == 3 and figures["unsafe_records_before"] == 674
    assert sum(figures["suppressions"].values()) <= 674
    with open(data) as fh:
        original = list(csv.reader(fh))
    with open(out) as fh:
        written = list(csv.reader(fh))
    assert written[0] == original[0] and len(written) == len(original)
    key_pos = [original[0].index(k) for k in TESTDATA_KEYS]
    changed = 0
    for a, b in zip(original[1:], written[1:], strict=True):
        for j, (x, y) in enumerate(zip(a, b, strict=True)):
            if j in key_pos and y == "":
                changed += 1
            else:
                assert float(x) == float(y)
    assert changed == sum(figures["suppressions"].values())


def test_cli_protect_user_mistake(tmp_path):
    res = _cli("protect", str(shared_file("data", "testdata.csv")), "--keys", "urbrur,water",
               "--k", "3", "--suppression-weights", "water", "--out", str(tmp_path / "o.csv"))
    assert res.returncode == 1
    assert "--suppression-weights" in res.stderr and "COLUMN=WEIGHT" in res.stderr
    assert not (tmp_path / "o.csv").exists()
