"""l-diversity (sdcsql.risk.ldiversity; seed 004 section 3.3; Machanavajjhala et al. 2007).

Independent sources: the R7 vectors (../shared/reference/vectors.md) with the entropy
recomputed by mpmath; seed 004 table 3.1 by hand; seed 004's printout of sdcMicro's
ldiversity on testdata/income (first six records, distinct summary), recomputed here
by the brute force; and the brute force below (every record pair, exact rationals:
the prep16 reference ldiversity_brute.py) on random tables in every missing mode,
multi-attribute included.

Tolerances: distinct and recursive are integers, compared exactly (the engine's test
is on integers; the brute force on Fractions).  Entropy: 1e-12 relative (one exp/log
over a handful of doubles; the engine sums the terms in another order).
"""

from __future__ import annotations

import csv
import math
from collections import defaultdict
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.risk.ldiversity import LDIVERSITY_OPTIONS, ldiversity

from ..conftest import rows, shared_file


# ------------------------------------------------------------------ brute force
def _weight(r: tuple, o: tuple, mode: str, alpha: Fraction) -> Fraction:
    """Weight of record o in record r's group (0: not compatible)."""
    if mode == "category":
        return Fraction(1) if r == o else Fraction(0)
    for a, b in zip(r, o, strict=True):
        if a is not None and b is not None and a != b:
            return Fraction(0)
    if mode == "wildcard" or o == r or all(v is not None for v in o):
        return Fraction(1)
    return alpha


def _measures(dist: dict, c: Fraction) -> tuple[int, float, int]:
    n = sorted((x for x in dist.values() if x > 0), reverse=True)
    if not n:
        return 0, 0.0, 0
    tot = sum(n)
    ent = math.exp(-sum(float(x / tot) * math.log(float(x / tot)) for x in n))
    rec = 0
    for ll in range(1, len(n) + 1):
        if n[0] < c * sum(n[ll - 1:]):
            rec = ll
    return len(n), ent, rec


def _brute_one(keys: list[tuple], sens: list, mode: str, alpha: Fraction,
               c: Fraction) -> list[tuple[int, float, int]]:
    out = []
    for i in range(len(keys)):
        dist: dict = {}
        for j in range(len(keys)):
            w = _weight(keys[i], keys[j], mode, alpha)
            if w > 0 and sens[j] is not None:
                dist[sens[j]] = dist.get(sens[j], Fraction(0)) + w
        out.append(_measures(dist, c))
    return out


def brute(keys: list[tuple], sens: dict[str, list], mode: str = "wildcard",
          alpha: str = "1", c: str = "2") -> list[dict[str, tuple]]:
    """Per record: {S: (distinct, entropy, recursive)} and, with several S, 'multi'."""
    a, cc = Fraction(alpha), Fraction(c)
    out: list[dict[str, tuple]] = [{} for _ in keys]
    for name, col in sens.items():
        for i, m in enumerate(_brute_one(keys, col, mode, a, cc)):
            out[i][name] = m
    if len(sens) > 1:
        per = []
        for s in sens:
            ext = [tuple(k) + tuple(sens[o][j] for o in sens if o != s)
                   for j, k in enumerate(keys)]
            per.append(_brute_one(ext, sens[s], mode, a, cc))
        for i in range(len(keys)):
            out[i]["multi"] = tuple(min(p[i][m] for p in per) for m in range(3))
    return out


# ------------------------------------------------------------------ helpers
def _table(keys: list[tuple], sens: dict[str, list]) -> pa.Table:
    cols = {f"k{i}": pa.array([r[i] for r in keys], pa.string()) for i in range(len(keys[0]))}
    for name, col in sens.items():
        cols[name] = pa.array(col, pa.string())
    return pa.table(cols)


def _run(keys: list[tuple], sens: dict[str, list], missing: str = "wildcard",
         engine: str = "duckdb", **options: Any) -> tuple[list[dict[str, tuple]], Any]:
    """Per record (input order) as brute() gives it, and the result."""
    spec = sdcsql.Spec(keys=[f"k{i}" for i in range(len(keys[0]))], sensitive=list(sens),
                       missing=missing)
    data: Any = _table(keys, sens)
    if engine == "spark":
        from pyspark.sql import SparkSession

        data = SparkSession.getActiveSession().createDataFrame(data.to_pandas())
    with sdcsql.Problem(data, spec, engine=engine) as p:
        result = ldiversity(p, **options)
        got = rows(result.records)
    names = list(sens) + (["multi"] if result.multi else [])
    out = [{name: (r[1 + 3 * j], r[2 + 3 * j], r[3 + 3 * j]) for j, name in enumerate(names)}
           for r in got]
    return out, result


def _same(got: dict[str, tuple], want: dict[str, tuple]) -> bool:
    return got.keys() == want.keys() and all(
        g[0] == w[0] and g[2] == w[2] and abs(g[1] - w[1]) <= 1e-12 * max(1.0, abs(w[1]))
        for g, w in ((got[k], want[k]) for k in want))


R7_KEYS = [("f", None, "other")] * 3 + [("m", "teacher", "other")] * 2 \
    + [("f", "nurse", "majority")] * 2
R7_SENS = ["1", "0", "2", "1", "0", "0", "1"]


# ------------------------------------------------------------------ vectors
@pytest.mark.parametrize("missing", ["wildcard", "category", "conservative", "alpha:0.3"])
def test_r7_distinct(missing: str) -> None:
    """R7: distinct l-diversity 3,3,3,2,2,2,2 (the NULL occupation is compatible with
    nurse under wildcard, but the nurse group has values 0, 1 only and the NA records'
    own 1, 0, 2 already give 3): the same in every missing mode."""
    got, _ = _run(R7_KEYS, {"s": R7_SENS}, missing)
    assert [g["s"][0] for g in got] == [3, 3, 3, 2, 2, 2, 2]


def test_r7_group_entropy_and_recursive() -> None:
    """R7: one group with values 1 x5, 2 x3, 3 x2: distinct 3, entropy exp(H) =
    2.80009407285 (mpmath: exp(-(.5 ln .5 + .3 ln .3 + .2 ln .2))), recursive 2 at c = 2
    (5 < 2 (3 + 2) at l = 2, 5 < 2 x 2 fails at l = 3) and 1 at c = 1 (5 < 10)."""
    keys = [("g",)] * 10
    sens = {"s": ["1"] * 5 + ["2"] * 3 + ["3"] * 2}
    exact = mpmath.exp(-sum(mpmath.mpf(p) * mpmath.log(mpmath.mpf(p))
                            for p in ("0.5", "0.3", "0.2")))
    c2, _ = _run(keys, sens, ldiversity_c=2.0)
    c1, _ = _run(keys, sens, ldiversity_c=1.0)
    assert c2[0]["s"][0] == 3 and c2[0]["s"][2] == 2 and c1[0]["s"][2] == 1
    assert abs(c2[0]["s"][1] - float(exact)) <= 1e-12 * float(exact)
    assert abs(c2[0]["s"][1] - 2.80009407285) < 1e-11


def test_seed_table_3_1() -> None:
    """Seed 004 table 3.1: (Male, 30s) x3 with Cancer, Heart disease x2 -> 2; (Female,
    20s) x3 all Cancer -> 1.  By hand: distinct 2,2,2,1,1,1; recursive at c = 2:
    2 < 2 x 1 fails, so 1 for the males (2 < 2 x 3 at l = 1); 1 for the females."""
    keys = [("Male", "30s")] * 3 + [("Female", "20s")] * 3
    sens = {"disease": ["Cancer", "Heart disease", "Heart disease", "Cancer", "Cancer",
                        "Cancer"]}
    got, result = _run(keys, sens, ldiversity_l=2)
    assert [g["disease"][0] for g in got] == [2, 2, 2, 1, 1, 1]
    assert [g["disease"][2] for g in got] == [1, 1, 1, 1, 1, 1]
    assert result.summary["disease"]["distinct"]["records_below_l"] == 3


def test_multi_attribute_hand() -> None:
    """Machanavajjhala 4.3, by hand: keys all equal; S1 = a,a,b,b, S2 = x,y,x,y: S1
    grouped by S2 has {a, b} in each group, S2 grouped by S1 {x, y}: multi distinct 2.
    With S2 = x,x,y,y, S1 grouped by S2 has {a} only: multi distinct 1 (the single
    measures stay 2)."""
    keys = [("k",)] * 4
    got, _ = _run(keys, {"S1": list("aabb"), "S2": list("xyxy")})
    assert [g["multi"][0] for g in got] == [2] * 4
    got, result = _run(keys, {"S1": list("aabb"), "S2": list("xxyy")})
    assert [g["multi"] for g in got] == [(1, 1.0, 1)] * 4
    assert [g["S1"][0] for g in got] == [2] * 4
    assert result.summary["multi"]["distinct"]["records_below_l"] == 4


def test_testdata_income_as_seed_prints() -> None:
    """Seed 004 section 3.3 prints sdcMicro's ldiversity(testdata, keys urbrur, water,
    sex, age; sensitive income): first six records distinct 7 7 19 22 5 4, entropy
    7 7 19 21.65466 5 4, recursive (c = 2) 7 7 19 21 5 4; distinct summary 1, 4, 8,
    10.85, 17, 35.  The brute force (plain grouping: no NA in these keys) agrees; the
    engine is compared with it record by record."""
    path = shared_file("data", "testdata.csv")
    with open(path, newline="") as f:
        data = list(csv.DictReader(f))
    names = ("urbrur", "water", "sex", "age")
    keys = [tuple(r[k] for k in names) for r in data]
    groups: dict[tuple, dict] = defaultdict(dict)
    for k, r in zip(keys, data, strict=True):
        groups[k][r["income"]] = groups[k].get(r["income"], 0) + 1
    want = [_measures(groups[k], Fraction(2)) for k in keys]
    assert [w[0] for w in want[:6]] == [7, 7, 19, 22, 5, 4]
    assert [w[2] for w in want[:6]] == [7, 7, 19, 21, 5, 4]
    assert abs(want[3][1] - 21.65466) < 5e-6        # printed to 7 significant digits

    spec = sdcsql.Spec(keys=list(names), sensitive=["income"])
    sql = f"SELECT * FROM read_csv('{path}', all_varchar = true)"
    with sdcsql.Problem(sql, spec) as p:
        result = ldiversity(p)
        got = rows(result.records)
    assert [(g[1], g[3]) for g in got] == [(w[0], w[2]) for w in want]
    assert all(abs(g[2] - w[1]) <= 1e-12 * w[1] for g, w in zip(got, want, strict=True))
    summary = result.summary["income"]["distinct"]
    printed = {"min": 1, "q1": 4, "median": 8, "mean": 10.85, "q3": 17, "max": 35}
    for figure, value in printed.items():                 # printed to 4 digits
        assert abs(summary[figure] - value) <= 0.005, figure


# ------------------------------------------------------------------ brute force
MODES = [("wildcard", "1"), ("category", "1"), ("conservative", "0"), ("alpha:0.3", "0.3")]


@st.composite
def tables(draw: Any) -> tuple[list[tuple], dict[str, list]]:
    q = draw(st.integers(1, 3))
    n = draw(st.integers(1, 14))
    value = st.one_of(st.none(), st.sampled_from("012"))
    keys = [tuple(draw(st.lists(value, min_size=q, max_size=q))) for _ in range(n)]
    # a key NULL in every record is refused by Problem (tests/test_bad_inputs.py)
    assume(all(any(k[i] is not None for k in keys) for i in range(q)))
    m = draw(st.integers(1, 2))
    svalue = st.one_of(st.none(), st.sampled_from("abcd"))
    sens = {f"S{j}": draw(st.lists(svalue, min_size=n, max_size=n)) for j in range(m)}
    return keys, sens


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.sampled_from(MODES), st.sampled_from(["1", "2", "3", "1.5"]))
def test_equals_brute_force(table: tuple, mode: tuple[str, str], c: str) -> None:
    """Every record, every measure, multi included, equals the brute force (every
    record pair, exact rationals) in each missing-value mode; the invariants of the
    definitions hold: entropy <= distinct (exp H <= number of values), recursive <=
    distinct."""
    keys, sens = table
    got, _ = _run(keys, sens, mode[0], ldiversity_c=float(c))
    want = brute(keys, sens, mode[0].split(":")[0] if mode[0] != "conservative" else "alpha",
                 mode[1], c)
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert _same(g, w), (g, w)
        for d, e, r in g.values():
            assert e <= d * (1 + 1e-12) and r <= d


def test_recursive_tie_is_exact() -> None:
    """Ties of the recursive test r_1 < c (r_l + ... + r_m) under alpha 0.3 (weights
    1 and 0.3 mixed, where double sums such as 2.6 against 2 x 1.3 round either way):
    the engine's integer test equals the brute force on Fractions for several c."""
    keys = [("a", None), ("a", None), ("a", "b"), ("a", "c"), ("a", "c"), ("a", None)]
    sens = {"s": ["x", "x", "y", "x", "z", "y"]}
    for c in ("2", "1.3", "0.7"):
        got, _ = _run(keys, sens, "alpha:0.3", ldiversity_c=float(c))
        want = brute(keys, sens, "alpha", "0.3", c)
        assert all(_same(g, w) for g, w in zip(got, want, strict=True)), (c, got, want)


def test_strata_are_keys_never_missing() -> None:
    """With strata, groups never cross a stratum: the same as the stratum a key."""
    keys = [("a", "s1"), ("a", "s1"), ("a", "s2"), (None, "s2")]
    sens = {"s": ["x", "y", "x", "z"]}
    spec = sdcsql.Spec(keys=["k0"], strata=["k1"], sensitive=["s"])
    with sdcsql.Problem(_table(keys, sens), spec) as p:
        got = [r[1] for r in rows(ldiversity(p).records)]
    assert got == [w["s"][0] for w in brute(keys, sens)] == [2, 2, 2, 2]


def test_spark_equals_duckdb(engine: str) -> None:
    """Both engines give the brute force's values (R7 with a multi-attribute twist),
    and the summary is numpy's of those values (quartiles: numpy's default linear
    interpolation = R's type 7; 1e-12 relative: sums of seven doubles)."""
    sens = {"s": R7_SENS, "t": ["a", "a", "b", None, "b", "a", "a"]}
    got, result = _run(R7_KEYS, sens, "alpha:0.3", engine)
    want = brute(R7_KEYS, sens, "alpha", "0.3", "2")
    assert all(_same(g, w) for g, w in zip(got, want, strict=True))
    for name in ("s", "t", "multi"):
        for j, measure in enumerate(("distinct", "entropy", "recursive")):
            v = np.array([w[name][j] for w in want], float)
            expected = {"min": v.min(), "q1": np.quantile(v, 0.25), "median": np.median(v),
                        "mean": v.mean(), "q3": np.quantile(v, 0.75), "max": v.max()}
            figures = result.summary[name][measure]
            for figure, value in expected.items():
                assert figures[figure] == pytest.approx(value, rel=1e-12), (name, measure)
            assert figures["records_below_l"] == int((v < 2).sum())


# ------------------------------------------------------------------ bad input
def test_bad_inputs() -> None:
    keys, sens = [("a",)], {"s": ["x"]}
    with pytest.raises(InputError, match="ldiversity_c"):
        _run(keys, sens, ldiversity_c=0)
    with pytest.raises(InputError, match="ldiversity_c: give at most 9 decimal"):
        _run(keys, sens, ldiversity_c=1.0000000001)
    with pytest.raises(InputError, match="ldiversity_l"):
        _run(keys, sens, ldiversity_l=0)
    with pytest.raises(InputError, match="ldiversity_multi: the multi-attribute"):
        _run(keys, sens, ldiversity_multi=True)
    with pytest.raises(InputError, match="unknown option 'l'"):
        _run(keys, sens, l=2)
    with sdcsql.Problem(_table(keys, {}), sdcsql.Spec(keys=["k0"])) as p, \
            pytest.raises(InputError, match="ldiversity: needs sensitive variables"):
        ldiversity(p)
    with pytest.raises(InputError, match="sensitive: 'k0' is also a key"):
        sdcsql.Spec(keys=["k0"], sensitive=["k0"])
    assert [o.name for o in LDIVERSITY_OPTIONS.own] == ["ldiversity_c", "ldiversity_l",
                                                      "ldiversity_multi"]
