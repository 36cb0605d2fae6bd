"""Local suppression to k-anonymity on combinations of keys (issue #16 item 5;
sdcsql.protect.local_suppression with kanon_dimension, kanon_combinations, kanon_levels).

Independent source: a brute force in plain Python over every combination of keys the
target names and every pair of records, a missing value matching every value (the
protect step's wildcard convention, sdcMicro's kAnon): after protection no record is
below k on any combination (except the unprotectable ones, which have every key of
the combination suppressed and fewer than k records to hide among).  Counts are exact.
A five-row table worked by hand, random tables (hypothesis) and testdata.
"""

from __future__ import annotations

import csv
import itertools
from collections import Counter
from collections.abc import Sequence

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.cli import main
from sdcsql.protect.local_suppression import protect
from sdcsql.risk.kanon_subsets import level_combinations

from ..conftest import shared_file


def below_k(rows: Sequence[tuple], combos: Sequence[Sequence[int]], k: int
            ) -> dict[int, set[int]]:
    """{dimension: records with fewer than k records compatible with them on some
    combination of that many keys}; None (missing) matches every value.  Every pair of
    distinct value patterns on the combination is compared (records with one pattern
    share their count)."""
    out: dict[int, set[int]] = {}
    for combo in combos:
        bad = out.setdefault(len(combo), set())
        patterns = [tuple(r[j] for j in combo) for r in rows]
        counts = Counter(patterns)
        low = {p for p in counts
               if sum(c for t, c in counts.items()
                      if all(a is None or b is None or a == b
                             for a, b in zip(p, t, strict=True))) < k}
        bad |= {i for i, p in enumerate(patterns) if p in low}
    return out


def argus_below(rows: Sequence[tuple], combos: Sequence[Sequence[int]], k: int
                ) -> dict[int, set[int]]:
    """{dimension: records whose value combination on some combination of that many
    keys occurs fewer than k times}; a record with a missing value on the combination
    has none there and is not counted (the ARGUS rule)."""
    out: dict[int, set[int]] = {}
    for combo in combos:
        bad = out.setdefault(len(combo), set())
        patterns = [None if any(r[j] is None for j in combo) else tuple(r[j] for j in combo)
                    for r in rows]
        counts = Counter(p for p in patterns if p is not None)
        bad |= {i for i, p in enumerate(patterns) if p is not None and counts[p] < k}
    return out


def up_to(q: int, d: int) -> list[tuple[int, ...]]:
    return [c for size in range(1, d + 1) for c in itertools.combinations(range(q), size)]


def _table(rows: list[tuple]) -> pa.Table:
    q = len(rows[0])
    cols = {f"k{j}": pa.array([r[j] for r in rows], pa.int64()) for j in range(q)}
    cols["rid"] = pa.array(range(len(rows)), pa.int64())
    return pa.table(cols)


def _protect(rows: list[tuple], **options) -> tuple[list[tuple], object]:
    q = len(rows[0])
    keys = [f"k{j}" for j in range(q)]
    with Problem(_table(rows), Spec(keys=keys)) as p:
        # random small files: other keys may give a value back (the leak check's business)
        result = protect(p, **{"accept_leaks": True, **options})
        out = result.data.to_arrow_table().to_pylist()
    assert [r["rid"] for r in out] == list(range(len(rows)))
    return [tuple(r[key] for key in keys) for r in out], result.summary


def _check(rows: list[tuple], new: list[tuple], combos: list[tuple[int, ...]], k: int,
           summary) -> None:
    """No record below k on a combination after protection, but the unprotectable;
    only records below k before changed, only to NULL; the summary's counts."""
    before, after = below_k(rows, combos, k), below_k(new, combos, k)
    stuck = {u["row"] - 1 for u in summary.unprotectable}
    assert set().union(*after.values()) == stuck
    for i in stuck:
        assert len(rows) < k
        assert any(all(new[i][j] is None for j in c) for c in combos)
    changed = {i for i, (a, b) in enumerate(zip(rows, new, strict=True)) if a != b}
    assert changed <= set().union(*before.values())
    for a, b in zip(rows, new, strict=True):
        assert all(y == x or y is None for x, y in zip(a, b, strict=True))
    ks = summary.kanon_subsets
    assert ks["records_by_dimension_before"] == {str(d): len(s) for d, s in before.items()}
    assert ks["records_by_dimension_after"] == {str(d): len(s) for d, s in after.items()}
    assert summary.unsafe_records_before == len(set().union(*before.values()))
    assert summary.unsafe_records_after == len(stuck)
    assert summary.records_changed == len(changed)


def test_by_hand() -> None:
    """a = 1, 1, 2, 2, 2; b = 1, 1, 1, 1, 2.  Dimension 1, k = 2: a is fine, b = 2 is
    held by record 5 alone, so its b is suppressed -- one value, where k-anonymity on
    (a, b) also needs record 5's a or more (the pair (2, 2) is unique either way)."""
    rows = [(1, 1), (1, 1), (2, 1), (2, 1), (2, 2)]
    new, summary = _protect(rows, k=2, kanon_dimension=1)
    assert new == [(1, 1), (1, 1), (2, 1), (2, 1), (2, None)]
    assert summary.kanon_subsets["records_by_dimension_before"] == {"1": 1}
    assert summary.kanon_subsets["combinations"] == [["k0"], ["k1"]]
    assert (summary.unsafe_records_before, summary.unsafe_records_after) == (1, 0)
    # dimension 2 is the full key set here: the same file as k-anonymity on all keys
    full, _ = _protect(rows, k=2)
    assert _protect(rows, k=2, kanon_dimension=2)[0] == full
    # a listed combination (k1 alone) asks what dimension 1 asks of k1 only
    assert _protect(rows, k=2, kanon_combinations=[["k1"]])[0] == new


values = st.one_of(st.none(), st.integers(0, 2), st.integers(0, 2))


@st.composite
def tables(draw):
    q = draw(st.integers(2, 4))
    n = draw(st.integers(1, 25))
    rows = [tuple(draw(values) for _ in range(q)) for _ in range(n)]
    for j in range(q):        # a key must not be NULL everywhere (Problem refuses it)
        if all(r[j] is None for r in rows):
            rows[0] = rows[0][:j] + (1,) + rows[0][j + 1:]
    return rows


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(1, 3), st.integers(1, 4))
def test_every_combination_up_to_d_reaches_k(rows: list[tuple], k: int, d: int) -> None:
    q = len(rows[0])
    d = min(d, q)
    new, summary = _protect(rows, k=k, kanon_dimension=d)
    _check(rows, new, up_to(q, d), k, summary)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(2, 3), st.data())
def test_within_strata(rows: list[tuple], k: int, data) -> None:
    """With strata every combination reaches k within each stratum (the stratum a key
    of every combination that is never suppressed): the brute force with the stratum
    appended to every combination."""
    q = len(rows[0])
    strata = data.draw(st.lists(st.integers(0, 1), min_size=len(rows), max_size=len(rows)))
    table = _table(rows).append_column("s", pa.array(strata, pa.int64()))
    keys = [f"k{j}" for j in range(q)]
    with Problem(table, Spec(keys=keys, strata=["s"])) as p:
        result = protect(p, k=k, kanon_dimension=1, accept_leaks=True)
        out = result.data.to_arrow_table().to_pylist()
    new = [tuple(r[key] for key in keys) + (r["s"],) for r in out]
    assert [r["s"] for r in out] == strata
    combos = [(j, q) for j in range(q)]
    after = set().union(*below_k(new, combos, k).values())
    assert after == {u["row"] - 1 for u in result.summary.unprotectable}
    for i in after:
        assert strata.count(strata[i]) < k


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(2, 3), st.data())
def test_listed_combinations_and_levels_reach_k(rows: list[tuple], k: int, data) -> None:
    q = len(rows[0])
    combos = data.draw(st.lists(st.sets(st.integers(0, q - 1), min_size=1), min_size=1,
                                max_size=3))
    listed = sorted({tuple(sorted(c)) for c in combos})
    new, summary = _protect(rows, k=k, kanon_combinations=[[f"k{j}" for j in c]
                                                           for c in listed])
    _check(rows, new, listed, k, summary)
    levels = data.draw(st.lists(st.integers(1, 3), min_size=q, max_size=q))
    named = {f"k{j}": level for j, level in enumerate(levels)}
    new, summary = _protect(rows, k=k, kanon_levels=named)
    _check(rows, new, [tuple(int(n[1:]) for n in c) for c in level_combinations(named)], k,
           summary)


def test_argus_rule_by_hand() -> None:
    """The ARGUS rule on the five rows, dimension 2, k = 2: record 5 is alone on b = 2
    and on (2, 2); b is in both unsafe combinations, a in one, so b is suppressed, and
    with a missing b record 5 has no combination on b or (a, b)."""
    rows = [(1, 1), (1, 1), (2, 1), (2, 1), (2, 2)]
    new, summary = _protect(rows, k=2, kanon_dimension=2, kanon_rule="argus")
    assert new == [(1, 1), (1, 1), (2, 1), (2, 1), (2, None)]
    assert summary.kanon_subsets["rule"] == "argus"
    assert summary.kanon_subsets["records_by_dimension_before"] == {"1": 1, "2": 1}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(), st.integers(1, 3), st.integers(1, 4))
def test_argus_rule_every_combination_up_to_d(rows: list[tuple], k: int, d: int) -> None:
    """After protection to the ARGUS rule no record is below k on a combination of up
    to d keys (brute force, missing never matched); values only set to NULL; the
    summary's counts before and after are the brute force's."""
    q = len(rows[0])
    d = min(d, q)
    new, summary = _protect(rows, k=k, kanon_dimension=d, kanon_rule="argus")
    combos = up_to(q, d)
    assert not set().union(*argus_below(new, combos, k).values())
    for a, b in zip(rows, new, strict=True):
        assert all(y == x or y is None for x, y in zip(a, b, strict=True))
    before = argus_below(rows, combos, k)
    ks = summary.kanon_subsets
    assert ks["records_by_dimension_before"] == {str(j): len(v) for j, v in before.items()}
    assert ks["records_after"] == summary.unsafe_records_after == 0
    assert summary.unsafe_records_before == len(set().union(*before.values()))
    assert not summary.unprotectable


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from("abcdef"), st.integers(1, 4), min_size=1))
def test_level_combinations_by_definition(levels: dict[str, int]) -> None:
    """mu-Argus's rule, from its statement: with the non-empty levels l_1 < ... < l_L',
    the sets of exactly L' keys with some order that takes its j-th key from one of the
    first j non-empty levels (every order of every L'-set tried)."""
    nonempty = sorted(set(levels.values()))
    size = len(nonempty)
    want = {frozenset(c) for c in itertools.combinations(levels, size)
            if any(all(levels[x] in nonempty[:j] for j, x in enumerate(order, start=1))
                   for order in itertools.permutations(c))}
    got = level_combinations(levels)
    assert all(len(c) == size for c in got)
    assert len(got) == len(want) and {frozenset(c) for c in got} == want


def test_level_combinations_by_hand() -> None:
    """Issue 24 item 19: sex, age level 1; region level 2; job level 3: L' = 3 non-empty
    levels, so tables of three keys, the first from level 1, the second from levels 1-2,
    the third from levels 1-3: sex:age:region, sex:age:job (age from level 1 in the
    second place), sex:region:job, age:region:job -- all four 3-sets, nothing smaller."""
    got = level_combinations({"sex": 1, "age": 1, "region": 2, "job": 3})
    assert got == [("sex", "age", "region"), ("sex", "age", "job"), ("sex", "region", "job"),
                   ("age", "region", "job")]
    # levels 1 and 3 only: L' = 2, the second key from level 1 or 3 (the empty level 2
    # does not count); two level-3 keys cannot make a table (its first key is level 1)
    assert level_combinations({"sex": 1, "job": 3, "edu": 3}) == [("sex", "job"),
                                                                   ("sex", "edu")]
    # one non-empty level: each key alone, whatever its number
    assert level_combinations({"sex": 2, "age": 2}) == [("sex",), ("age",)]
    # a level-1 key per level: one table; a key of level 2 cannot lead
    assert level_combinations({"a": 1, "b": 2, "c": 2}) == [("a", "b"), ("a", "c")]


def test_kanon_levels_and_argus_levels_build_the_same_combinations() -> None:
    """`--kanon-levels` (protection) and `sdcsql argus --levels` (the ARGUS rule) take
    their combinations from the one rule: the same sets for the same levels."""
    from sdcsql.risk.argus_rule import argus_rule

    levels = {"k0": 1, "k1": 1, "k2": 2, "k3": 3}
    rows = [(1, 1, 1, 1), (1, 1, 1, 1), (2, 2, 2, 2), (2, 2, 2, 2), (1, 2, 1, 2)]
    want = [("k0", "k1", "k2"), ("k0", "k1", "k3"), ("k0", "k2", "k3"), ("k1", "k2", "k3")]
    with Problem(_table(rows), Spec(keys=["k0", "k1", "k2", "k3"])) as p:
        ks = protect(p, k=2, kanon_levels=levels,
                     accept_leaks=True).summary.to_json()["kanon_subsets"]
        argus = argus_rule(p, levels=levels, threshold=2)
    assert [tuple(c) for c in ks["combinations"]] == want
    assert [tuple(c) for c in argus.combinations] == want


TESTDATA_KEYS = ["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"]


def _read(path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def test_testdata_cli_dimension_2(tmp_path) -> None:
    """`sdcsql protect --k 3 --kanon-dimension 2` on testdata (4,580 records, 7 keys):
    the brute force over the 28 combinations of up to 2 keys finds no record below 3;
    only key values changed, only to empty (missing)."""
    data = shared_file("data", "testdata.csv")
    out, summary = tmp_path / "safe.csv", tmp_path / "s.json"
    assert main(["protect", str(data), "--accept-leaks", "--keys", ",".join(TESTDATA_KEYS),
                 "--k", "3",
                 "--kanon-dimension", "2", "--out", str(out),
                 "--summary-json", str(summary)]) == 0
    before, after = _read(data), _read(out)
    assert len(after) == len(before)

    def keyed(rows: list[dict]) -> list[tuple]:
        return [tuple(r[c] or None for c in TESTDATA_KEYS) for r in rows]

    for a, b in zip(before, after, strict=True):
        for c in a:     # the other columns as numbers (the CSV writer prints 1.0 for 1)
            assert (b[c] == a[c] or (c in TESTDATA_KEYS and b[c] == "")
                    if c in TESTDATA_KEYS else float(b[c]) == float(a[c]))
    combos = up_to(len(TESTDATA_KEYS), 2)
    assert not set().union(*below_k(keyed(after), combos, 3).values())
    assert set().union(*below_k(keyed(before), combos, 3).values())   # there was work
    import json

    ks = json.loads(summary.read_text())["kanon_subsets"]
    assert ks["records_after"] == 0 and len(ks["combinations"]) == 28


def test_testdata_cli_argus_rule(tmp_path) -> None:
    """`--kanon-rule argus` on testdata, 7 keys, dimension 2, k = 3: the brute force
    (missing never matched) finds no record below 3 on any of the 28 combinations."""
    data = shared_file("data", "testdata.csv")
    out = tmp_path / "safe.csv"
    assert main(["protect", str(data), "--accept-leaks", "--keys", ",".join(TESTDATA_KEYS),
                 "--k", "3",
                 "--kanon-dimension", "2", "--kanon-rule", "argus", "--out", str(out)]) == 0
    rows = [tuple(r[c] or None for c in TESTDATA_KEYS) for r in _read(out)]
    combos = up_to(len(TESTDATA_KEYS), 2)
    assert not set().union(*argus_below(rows, combos, 3).values())
    before = [tuple(r[c] for c in TESTDATA_KEYS) for r in _read(data)]
    assert set().union(*argus_below(before, combos, 3).values())


def test_testdata_levels() -> None:
    """Identification levels on testdata: every generated combination reaches k = 2."""
    levels = {"urbrur": 1, "sex": 1, "water": 2, "roof": 2, "relat": 3}
    with Problem(str(shared_file("data", "testdata.csv")), Spec(keys=TESTDATA_KEYS)) as p:
        result = protect(p, k=2, kanon_levels=levels, accept_leaks=True)
        out = result.data.fetchall()
        cols = result.data.columns
    rows = [tuple(r[cols.index(c)] for c in TESTDATA_KEYS) for r in out]
    combos = [tuple(TESTDATA_KEYS.index(n) for n in c) for c in level_combinations(levels)]
    assert not set().union(*below_k(rows, combos, 2).values())
    assert result.summary.unsafe_records_after == 0


def test_full_keys_unchanged_without_a_subset_option() -> None:
    rows = [(1, 1), (1, 1), (2, 1), (2, 1), (2, 2)]
    with Problem(_table(rows), Spec(keys=["k0", "k1"])) as p:
        summary = protect(p, k=2, accept_leaks=True).summary
    assert summary.kanon_subsets is None and "kanon_subsets" not in summary.to_json()


@pytest.mark.parametrize(("options", "message"), [
    ({"risk": 0.5, "kanon_dimension": 1}, "k-anonymity on combinations of keys takes k"),
    ({"k": 2, "kanon_dimension": 3}, "kanon_dimension: 3 is more than the 2 key"),
    ({"k": 2, "kanon_dimension": 0}, "kanon_dimension: must be a whole number of keys"),
    ({"k": 2, "kanon_dimension": 1, "kanon_levels": {"k0": 1}},
     "give one of the dimension, the combinations or the identification levels"),
    ({"k": 2, "kanon_combinations": [["k0", "x"]]}, "kanon_combinations: 'x' is not a key"),
    ({"k": 2, "kanon_combinations": [["k0", "k0"]]}, "names a key twice"),
    ({"k": 2, "kanon_combinations": []}, "must be a list of combinations"),
    ({"k": 2, "kanon_levels": {"k0": 1, "x": 2}}, "kanon_levels: 'x' is not a key"),
    ({"k": 2, "kanon_levels": {"k0": 0}}, "the level of 'k0' must be a whole number >= 1"),
    ({"k": 2, "kanon_levels": "k0=one"}, "the level of 'k0' must be a whole number"),
    ({"k": 2, "kanon_rule": "argus"}, "kanon_rule: 'argus' counts combinations of keys"),
    ({"k": 2, "kanon_dimension": 1, "kanon_rule": "mu"}, "kanon_rule: 'mu' is not a rule"),
])
def test_bad_inputs(options: dict, message: str) -> None:
    with Problem(_table([(1, 1), (1, 2)]), Spec(keys=["k0", "k1"])) as p, \
            pytest.raises(InputError, match=message):
        protect(p, **options)
