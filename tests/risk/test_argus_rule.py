"""The ARGUS threshold rule against a brute-force enumeration over the records."""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.recode import Recode
from sdcsql.protect.regroup import regroup
from sdcsql.risk.argus_rule import argus_rule
from tests.cli_run import sdcsql as run_cli

KEYS = ["a", "b", "c", "d"]


def brute(rows, weights, combos, thresholds, population):
    """Straight from the definition: count every value combination over the records."""
    unsafe, records_by_dim = set(), defaultdict(set)
    for combo in combos:
        idx = [KEYS.index(v) for v in sorted(combo, key=KEYS.index)]
        f, F = Counter(), Counter()
        for r, w in zip(rows, weights, strict=True):
            vals = tuple(r[i] for i in idx)
            if None in vals:
                continue
            f[vals] += 1
            F[vals] += w
        d = len(idx)
        for vals in f:
            if (F[vals] if population else f[vals]) < thresholds[d]:
                unsafe.add((d, tuple(KEYS[i] for i in idx), tuple(str(v) for v in vals),
                            f[vals], F[vals]))
                for n, r in enumerate(rows):
                    if tuple(r[i] for i in idx) == vals:
                        records_by_dim[d].add(n)
    any_dim = set().union(*records_by_dim.values()) if records_by_dim else set()
    return unsafe, {d: len(s) for d, s in records_by_dim.items()}, len(any_dim)


@st.composite
def cases(draw):
    n = draw(st.integers(1, 30))
    value = st.one_of(st.none(), st.integers(0, 3))
    rows = [tuple(draw(value) for _ in KEYS) for _ in range(n)]
    rows[0] = tuple(draw(st.integers(0, 3)) for _ in KEYS)
    weights = [draw(st.sampled_from([1.0, 2.5, 10.0])) for _ in range(n)]
    how = draw(st.sampled_from(["dimension", "combinations"]))
    if how == "dimension":
        d = draw(st.integers(1, 4))
        combos = [c for k in range(1, d + 1) for c in itertools.combinations(KEYS, k)]
        arg = {"dimension": d}
    else:
        combos = draw(st.lists(st.lists(st.sampled_from(KEYS), min_size=1, max_size=4,
                                        unique=True).map(tuple), min_size=1, max_size=4))
        arg = {"combinations": combos}
    thresholds = {k: draw(st.integers(0, 5)) * (5 if draw(st.booleans()) else 1)
                  for k in range(1, 5)}
    population = draw(st.booleans())
    return rows, weights, combos, arg, thresholds, population


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_unsafe_combinations_match_brute_force(case):
    rows, weights, combos, arg, thresholds, population = case
    cols = {k: pa.array([r[i] for r in rows], pa.int64()) for i, k in enumerate(KEYS)}
    table = pa.table({**cols, "w": pa.array(weights)})
    with sdcsql.Problem(table, sdcsql.Spec(keys=KEYS, weight="w")) as p:
        res = argus_rule(p, **arg, threshold=thresholds, population=population)
        got = {(d, tuple(v), tuple(x), f, F) for d, v, x, f, F in res.unsafe.fetchall()}
    want, by_dim, total = brute(rows, weights, combos, thresholds, population)
    assert got == want
    assert res.unsafe_records_by_dimension == by_dim
    assert res.unsafe_records == total
    counts = Counter(d for d, *_ in want)
    assert res.unsafe_combinations_by_dimension == dict(sorted(counts.items()))


def test_hand_example_and_by_variable():
    # a b: (1,1) (1,2) (2,2) (2,2); threshold 2 on fk
    # dim 1: a=1 (2), a=2 (2), b=1 (1) unsafe, b=2 (3)      -> 1 unsafe record
    # dim 2: (1,1) (1) and (1,2) (1) unsafe, (2,2) (2)      -> 2 unsafe records
    sql = "SELECT * FROM (VALUES (1, 1), (1, 2), (2, 2), (2, 2)) t(a, b)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
        r = argus_rule(p, dimension=2, threshold=2)
        assert r.unsafe.fetchall() == [(1, ["b"], ["1"], 1, 1.0),
                                       (2, ["a", "b"], ["1", "1"], 1, 1.0),
                                       (2, ["a", "b"], ["1", "2"], 1, 1.0)]
        assert r.unsafe_records_by_dimension == {1: 1, 2: 2} and r.unsafe_records == 2
        assert r.by_variable == {"a": {1: 0, 2: 2}, "b": {1: 1, 2: 2}}
        assert "fk < 2" in r.table()


def test_presets_and_levels():
    sql = ("SELECT * FROM (VALUES (1, 1, 1, 500.0), (1, 2, 1, 700.0), (2, 2, 2, 150.0)) "
           "t(reg, sex, edu, w)")
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["reg", "sex", "edu"], weight="w")) as p:
        r = argus_rule(p, preset="research", levels={"reg": 1, "sex": 2, "edu": 3})
        assert r.combinations == (("reg", "sex", "edu"),) and r.population
        assert r.thresholds == {3: 100.0}
        assert r.unsafe_records == 0          # every triple has Fk >= 100
        r = argus_rule(p, preset="public")
        assert r.thresholds == {1: 200000.0, 2: 1000.0}
        assert r.unsafe_records == 3          # no value reaches Fk 200,000
        with pytest.raises(InputError, match="give levels="):
            argus_rule(p, preset="research")
        with pytest.raises(InputError, match="unknown preset"):
            argus_rule(p, preset="strict")
        with pytest.raises(InputError, match="exactly one of combinations="):
            argus_rule(p, dimension=2, levels={"reg": 1}, threshold=3)
        with pytest.raises(InputError, match="'age' is not a key"):
            argus_rule(p, combinations=[("age",)], threshold=3)
    # population frequencies need a weight: without one every Fk would be fk
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["reg", "sex", "edu"])) as p:
        for kwargs in ({"preset": "public"}, {"dimension": 1, "threshold": 2, "population": True}):
            with pytest.raises(InputError, match="the spec has no weight"):
                argus_rule(p, **kwargs)
        # sex = 1 and reg = 2 occur once: the first and third records
        assert argus_rule(p, dimension=1, threshold=2).unsafe_records == 2


def test_rule_after_a_recode_from_cells():
    sql = "SELECT * FROM (VALUES (1, 1), (2, 1), (3, 2), (3, 2)) t(a, b)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
        assert argus_rule(p, dimension=1, threshold=2).unsafe_records == 2   # a=1, a=2
        view = regroup(p, [Recode("a", "map", groups=((1, (1, 2)),))])
        assert argus_rule(view, dimension=1, threshold=2).unsafe_records == 0


def test_cli(tmp_path):
    import csv
    import json

    data = tmp_path / "d.csv"
    data.write_text("a,b,w\n1,1,1\n1,2,1\n2,2,1\n2,2,1\n")
    out, figures = tmp_path / "u.csv", tmp_path / "u.json"
    res = run_cli("argus", str(data), "--keys", "a,b",
                  "--weight", "w", "--dimension", "2", "--threshold", "2", "--out",
                  str(out), "--json", str(figures))
    assert res.returncode == 0, res.stderr
    with open(out) as fh:
        rows = list(csv.reader(fh))
    assert rows == [["dimension", "variables", "values", "fk", "Fk"], ["1", "b", "1", "1", "1.0"],
                    ["2", "a*b", "1*1", "1", "1.0"], ["2", "a*b", "1*2", "1", "1.0"]]
    got = json.loads(figures.read_text())
    assert got["unsafe_records_by_dimension"] == {"1": 1, "2": 2} and got["unsafe_records"] == 2
    res = run_cli("argus", str(data), "--keys", "a",
                  "--dimension", "1", "--thresholds", "1=x")
    assert res.returncode == 1 and "--thresholds '1=x'" in res.stderr


def test_argus_rule_with_strata_is_the_rule_in_each_stratum_on_its_own():
    rows = [(a, b, s) for s in ("x", "y") for a, b in
            [(1, 1), (1, 1), (1, 2), (2, 2), (2, 2), (2, 2), (1, 2)][: 7 if s == "x" else 5]]
    table = pa.table({"a": [r[0] for r in rows], "b": [r[1] for r in rows],
                      "s": [r[2] for r in rows]})
    per = []
    for s in ("x", "y"):
        part = table.filter(pa.compute.equal(table.column("s"), s))
        with sdcsql.Problem(part, sdcsql.Spec(keys=["a", "b"])) as p:
            per.append(argus_rule(p, dimension=2, threshold=2).to_json())
    with sdcsql.Problem(table, sdcsql.Spec(keys=["a", "b"], strata=["s"])) as p:
        got = argus_rule(p, dimension=2, threshold=2)
        unsafe = got.unsafe.fetchall()
    assert got.unsafe_records == sum(x["unsafe_records"] for x in per)
    for d in ("1", "2"):
        assert got.to_json()["unsafe_combinations_by_dimension"].get(d, 0) == sum(
            x["unsafe_combinations_by_dimension"].get(d, 0) for x in per)
        assert got.to_json()["unsafe_records_by_dimension"].get(d, 0) == sum(
            x["unsafe_records_by_dimension"].get(d, 0) for x in per)
    assert all(r[1][-1] == "s" for r in unsafe)          # the stratum is named with the variables
