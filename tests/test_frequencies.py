"""Frequency engine: fk and Fk with every missing-value convention.

Independent sources: the 8-unit tables of seed 002 section 4 recomputed by hand,
seed 004 section 3.2.2's 4-row table, ../shared/reference/vectors.md (R1, R2, R3,
R5), ../shared/reference/datasets, and a brute-force all-pairs reference.
"""

from __future__ import annotations

import csv
import math

import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql import InputError, Problem, Spec
from sdcsql.frequencies import plan_targets

from .brute import brute_frequencies
from .conftest import rows, shared_file


def table(columns: dict) -> pa.Table:
    return pa.table(columns)


def run(columns: dict, keys, weight="w", missing="wildcard", engine="duckdb", **kw):
    with Problem(table(columns), Spec(keys=keys, weight=weight, missing=missing, **kw),
                 engine=engine) as p:
        records = rows(p.records())
    fk = [r[-2] for r in records]
    Fk = [r[-1] for r in records]
    return fk, Fk


# seed 002 section 4: eight units, four keys
SEED002 = {
    "Key1": [1, 1, 1, 3, 4, 4, 6, 1],
    "Key2": [2, 2, 2, 3, 3, 3, 2, 2],
    "Key3": [5, 1, 1, 1, 1, 1, 1, 5],
    "Key4": [1, 1, 1, 5, 4, 1, 5, 1],
    "w": [18, 45.5, 39, 17, 541, 8, 5, 92],
}
KEYS4 = ["Key1", "Key2", "Key3", "Key4"]


def with_missing(cols):
    cols = {k: list(v) for k, v in cols.items()}
    cols["Key3"][2] = None            # unit 3: (1, 2, ., 1)
    cols["Key1"][3] = cols["Key2"][3] = None   # unit 4: (., ., 1, 5)
    cols["Key4"][4] = None            # unit 5: (4, 3, 1, .)
    cols["Key1"][5] = None            # unit 6: (., 3, 1, 1)
    return cols


def test_seed002_table_without_missing():
    fk, Fk = run(SEED002, KEYS4)
    assert fk == [2, 2, 2, 1, 1, 1, 1, 2]
    assert Fk == [110, 84.5, 84.5, 17, 541, 8, 5, 110]


def test_seed002_table_with_missing_values(engine):
    # Recomputed by hand from the compatibility definition.  Unit 4 (., ., 1, 5)
    # is compatible with units 5 (4, 3, 1, .) and 7 (6, 2, 1, 5): 17 + 541 + 5 = 563;
    # seed 002 prints 576 (a typo).  Unit 3 (1, 2, ., 1) is compatible with
    # units 1, 2 and 8: fk = 4 (the seed's prose sums "1 + 1 + 1 = 3" over four weights).
    fk, Fk = run(with_missing(SEED002), KEYS4, engine=engine)
    assert fk == [3, 2, 4, 3, 3, 2, 2, 3]
    assert Fk == [149, 84.5, 194.5, 563, 566, 549, 22, 149]


@pytest.mark.parametrize("missing, fk, Fk", [
    ("alpha:0.5", [2.5, 1.5, 4, 2.5, 2, 1.5, 1.5, 2.5],
     [129.5, 65, 194.5, 292.5, 553.5, 278.5, 13.5, 129.5]),
    ("conservative", [2, 1, 4, 2, 1, 1, 1, 2], [110, 45.5, 194.5, 22, 541, 8, 5, 110]),
    ("alpha:0", [2, 1, 4, 2, 1, 1, 1, 2], [110, 45.5, 194.5, 22, 541, 8, 5, 110]),
])
def test_r3_francdat_alpha(missing, fk, Fk):
    got_f, got_F = run(with_missing(SEED002), KEYS4, missing=missing)
    assert got_f == pytest.approx(fk, rel=1e-12)
    assert got_F == pytest.approx(Fk, rel=1e-12)


SEED004 = {"key1": [1, 1, 2, None], "key2": [1, 1, 1, 1], "key3": [3, None, 3, None],
           "w": [10.0, 20.0, 30.0, 40.0]}


@pytest.mark.parametrize("missing, fk, Fk", [
    ("wildcard", [3, 3, 2, 4], [70, 70, 70, 100]),
    ("alpha:1", [3, 3, 2, 4], [70, 70, 70, 100]),
    ("alpha:0", [1, 2, 1, 3], [10, 30, 30, 80]),
    ("conservative", [1, 2, 1, 3], [10, 30, 30, 80]),
    ("alpha:0.1", [1.2, 2.1, 1.1, 3.1], [16, 34, 34, 82]),
    ("category", [1, 1, 1, 1], [10, 20, 30, 40]),
])
def test_seed004_alpha_table(missing, fk, Fk, engine):
    got_f, got_F = run(SEED004, ["key1", "key2", "key3"], missing=missing, engine=engine)
    assert got_f == pytest.approx(fk, rel=1e-12)
    assert got_F == pytest.approx(Fk, rel=1e-12)


R1 = {"A": [2, 3, 2, 2, 3, 3, 1, 2], "B": [3, 3, 3, 3, 3, 3, 4, 3],
      "C": [1, 3, 1, 2, 1, 1, 1, 1], "w": [18, 45.5, 39, 17, 92, 8, 123.5, 51]}


def test_r1_vectors():
    assert run(R1, ["A", "B", "C"]) == ([3, 1, 3, 1, 2, 2, 1, 3],
                                         [108, 45.5, 108, 17, 100, 100, 123.5, 108])
    c = dict(R1, C=[1, 3, None, 2, 1, 1, None, 1])
    assert run(c, ["A", "B", "C"]) == ([3, 1, 4, 2, 2, 2, 1, 3],
                                        [108, 45.5, 125, 56, 100, 100, 123.5, 108])
    c["A"] = [2, 3, 2, 2, 3, 3, 1, None]
    assert run(c, ["A", "B", "C"]) == ([3, 1, 4, 2, 3, 3, 1, 5],
                                        [108, 45.5, 125, 56, 151, 151, 123.5, 208])
    c = dict(R1, A=[2, 3, None, 2, 3, 3, 1, 2], B=[3, 3, None, 3, 3, 3, 4, 3], C=[None] * 8)
    with pytest.raises(InputError, match="'C'"):
        run(c, ["A", "B", "C"])
    single = {"A": [2, 3, None, 2, 1, None, 1, 2], "w": R1["w"]}
    assert run(single, ["A"]) == ([5, 3, 8, 5, 4, 8, 4, 5],
                                  [133, 92.5, 394, 133, 262.5, 394, 262.5, 133])
    eight = [(2, 2, 1, 3, 3, 3, 1, None), (3, 3, None, None, 2, None, 2, 4),
             (None, 3, 3, 3, 2, None, None, 4)]
    cols = {f"k{i}": [r[i] for r in eight] for i in range(8)}
    cols["w"] = [18, 45.5, 122]
    assert run(cols, [f"k{i}" for i in range(8)]) == ([1, 2, 2], [18, 167.5, 167.5])


def test_r1_all_null_key_column_is_refused_but_mostly_null_rows_count():
    # R1's "C all NA" case: a key that is NULL everywhere carries no information;
    # sdcsql refuses it (name the column).  Without C the same file counts as R1 says.
    cols = {"A": [2, 3, None, 2, 3, 3, 1, 2], "B": [3, 3, None, 3, 3, 3, 4, 3], "w": R1["w"]}
    assert run(cols, ["A", "B"]) == ([4, 4, 8, 4, 4, 4, 2, 4],
                                     [125, 184.5, 394, 125, 184.5, 184.5, 162.5, 125])


def test_r5_no_weights():
    rows = [(2, 2, 1), (2, 5, 1), (2, 2, 3), (2, 4, 3), (2, 3, 3), (2, 2, 3), (4, 1, 2),
            (2, 2, 1), (3, 3, 1), (2, 5, 2)]
    cols = {f"k{i}": [r[i] for r in rows] for i in range(3)}
    fk, Fk = run(cols, ["k0", "k1", "k2"], weight=None)
    assert fk == [2, 1, 2, 1, 1, 2, 1, 2, 1, 1] and Fk == fk
    rows = [(None, 2, 4, None, 5, 1), (1, None, 5, 2, None, 2), (None,) * 6, (None, 4, 3, 2, 2, 2)]
    cols = {f"k{i}": pa.array([r[i] for r in rows], pa.int64()) for i in range(6)}
    fk, _ = run(cols, [f"k{i}" for i in range(6)], weight=None)
    assert fk == [2, 2, 4, 2]


def test_all_null_record_counts_for_complete_records():
    # Compatibility is symmetric (seed 002): a record whose keys are all NULL is
    # compatible with every record, so complete records count it too.
    # (sdcMicro's freqCalc leaves it out for records without NULLs.)
    cols = {"a": pa.array([1, 1, None], pa.int64()), "b": pa.array([2, 3, None], pa.int64()),
            "w": [1.0, 2.0, 4.0]}
    assert run(cols, ["a", "b"]) == ([2, 2, 3], [5, 6, 7])


def _read_reference(name):
    with open(shared_file("reference", "datasets", name)) as fh:
        return list(csv.DictReader(fh))


@pytest.mark.parametrize("data, keys, weight, ref", [
    ("testdata.csv", ["urbrur", "water", "sex", "age"], "sampling_weight",
     "testdata_4keys_records.csv"),
    ("francdat.csv", KEYS4, "w", "francdat_records.csv"),
])
def test_reference_datasets(data, keys, weight, ref):
    reference = _read_reference(ref)
    with Problem(shared_file("data", data), Spec(keys=keys, weight=weight)) as p:
        rows = p.records().fetchall()
    assert len(rows) == len(reference)
    for row, refrow in zip(rows, sorted(reference, key=lambda r: int(r["row"])), strict=True):
        assert row[-2] == int(refrow["fk"])
        assert row[-1] == pytest.approx(float(refrow["Fk"]), rel=1e-12)


def test_na_codes_become_null(engine):
    cols = {"age": [30, 98, 30, 99], "sex": [1, 1, 1, 2], "w": [1.0, 2.0, 3.0, 4.0]}
    fk, Fk = run(cols, ["age", "sex"], na_codes={"age": [98, 99]}, engine=engine)
    # age 98 -> NULL: compatible with (30,1) x2; 99 -> NULL with sex 2: only itself
    assert fk == [3, 3, 3, 1] and Fk == [6, 6, 6, 4]


def test_na_codes_on_text_keys(engine):
    cols = {"region": ["a", "?", "b"], "w": [1.0, 2.0, 3.0]}
    assert run(cols, ["region"], na_codes={"region": ["?"]}, engine=engine) \
        == ([2, 3, 2], [3, 6, 5])


def test_cell_table_has_one_row_per_pattern():
    with Problem(table(with_missing(SEED002)), Spec(keys=KEYS4, weight="w")) as p:
        cells = p.cells().fetchall()
        assert [c[:4] for c in cells][:2] == [(1, 2, 1, 1), (1, 2, 5, 1)]
        assert sum(c[4] for c in cells) == 8
        assert p.cells().columns == KEYS4 + ["records", "fk", "Fk_hat"]


def test_plan_is_at_most_masks_squared_and_dedups_common_columns():
    masks = [0, 1, 2, 3]
    plan = plan_targets(masks, 2)
    assert len(plan) == 4
    assert sum(len(t.sources) for t in plan) <= 16
    # target 0 (both keys set): identity on itself, joins on key 1 (from mask 1),
    # key 0 (from mask 2) and a cross join with the all-NULL mask 3
    assert [(s.cols, s.masks, s.identity) for s in plan[0].sources] == [
        ((), (3,), False), ((0,), (2,), False), ((1,), (1,), False), ((0, 1), (0,), True)]


# ------------------------------------------------------------------ property test
values = st.one_of(st.none(), st.integers(0, 2))


@st.composite
def datasets(draw):
    n_keys = draw(st.integers(1, 4))
    n = draw(st.integers(1, 25))
    rows = [tuple(draw(values) for _ in range(n_keys)) for _ in range(n)]
    for k in range(n_keys):        # a key must not be NULL everywhere
        if all(r[k] is None for r in rows):
            rows[0] = rows[0][:k] + (1,) + rows[0][k + 1:]
    weights = [draw(st.sampled_from([1.0, 1.5, 2.0, 7.25, 100.0])) for _ in range(n)]
    return n_keys, rows, weights


@settings(max_examples=120, deadline=None)
@given(datasets(),
       st.sampled_from(["wildcard", "conservative", "category", "alpha:0.3", "alpha:0.75"]))
def test_matches_brute_force(data, missing):
    n_keys, rows, weights = data
    cols = {f"k{i}": pa.array([r[i] for r in rows], pa.int64()) for i in range(n_keys)}
    cols["w"] = weights
    mode = sdcsql.MissingMode.parse(missing)
    exp_f, exp_F = brute_frequencies(rows, weights, mode.kind, mode.alpha)
    got_f, got_F = run(cols, [f"k{i}" for i in range(n_keys)], missing=missing)
    assert [float(x) for x in got_f] == pytest.approx(exp_f, rel=1e-12)
    assert got_F == pytest.approx(exp_F, rel=1e-12)
    if mode.kind == "category":
        assert math.isclose(sum(1 / f for f in got_f), len(set(rows)))


# ------------------------------------------------------- identical copies with NULLs
@pytest.mark.parametrize("missing",
                         ["wildcard", "alpha:0.3", "alpha:0", "conservative", "category"])
def test_identical_copies_with_missing_keys_count_fully(missing):
    # a,b = (1, NULL), (1, NULL), (2, 5): the two copies are indistinguishable to an
    # intruder, so each counts the other fully in every mode; (2, 5) is compatible
    # with neither (a differs).  By hand: fk = 2, 2, 1 and Fk = 3 + 4, 3 + 4, 10.
    cols = {"a": [1, 1, 2], "b": [None, None, 5], "w": [3.0, 4.0, 10.0]}
    fk, Fk = run(cols, ["a", "b"], missing=missing)
    assert [float(f) for f in fk] == [2.0, 2.0, 1.0]
    assert Fk == [7.0, 7.0, 10.0]


@pytest.mark.parametrize("missing, fk, Fk", [
    # records (1, NULL) w 1, (1, NULL) w 2, (1, 7) w 4, (NULL, 7) w 8.
    # (1, NULL): own pattern 2 records (w 3), complete (1, 7) counts 1 (w 4), the other
    # NULL pattern (NULL, 7) counts alpha (w 8 alpha).  (1, 7): complete, itself 1 (w 4),
    # two (1, NULL) records and (NULL, 7) each alpha.  (NULL, 7): itself, (1, 7) fully,
    # the two (1, NULL) records alpha.
    ("wildcard", [4, 4, 4, 4], [15, 15, 15, 15]),
    ("alpha:0.5", [3.5, 3.5, 2.5, 3], [11, 11, 9.5, 13.5]),
    ("conservative", [3, 3, 1, 2], [7, 7, 4, 12]),
])
def test_own_pattern_full_other_null_patterns_alpha(missing, fk, Fk):
    cols = {"a": [1, 1, 1, None], "b": [None, None, 7, 7], "w": [1.0, 2.0, 4.0, 8.0]}
    got_f, got_F = run(cols, ["a", "b"], missing=missing)
    assert [float(f) for f in got_f] == pytest.approx(fk, rel=1e-12)
    assert got_F == pytest.approx(Fk, rel=1e-12)
