"""k-anonymity on key subsets (sdcsql.risk.kanon_subsets; issue #16 item 5).

Independent sources: R1 (../shared/reference/vectors.md) worked by hand (the prep16
reference kanon_subsets_brute.py): A = 2,3,2,2,3,3,1,2; B = 3,3,3,3,3,3,4,3;
C = 1,3,1,2,1,1,1,1.  d = 2, k = 2: records 2, 4, 7 at dimensions 1 and 2 (A = 1,
B = 4, C = 3, C = 2 are single; every pair adds nothing new).  d = 3, k = 3: dimension
1 {2, 4, 7}; dimension 2 adds (A, C) = (3, 1) held by records 5, 6 only -> {2, 4, 5,
6, 7}; dimension 3 the same five.  And a brute force over every subset of keys and
every record (NULL never matched) on random tables.  Counts: exact.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pyarrow as pa
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.risk.individual import compute_risk
from sdcsql.risk.kanon_subsets import kanon_subsets

A = [2, 3, 2, 2, 3, 3, 1, 2]
B = [3, 3, 3, 3, 3, 3, 4, 3]
C = [1, 3, 1, 2, 1, 1, 1, 1]


def brute(rows: list[tuple], d: int, k: int) -> dict[int, set[int]]:
    """{dimension: violating records}: every subset of j keys, NULL never matched."""
    q = len(rows[0])
    out = {}
    for dim in range(1, d + 1):
        bad: set[int] = set()
        for s in itertools.combinations(range(q), dim):
            pats = [None if any(r[j] is None for j in s) else tuple(r[j] for j in s)
                    for r in rows]
            c = Counter(p for p in pats if p is not None)
            bad |= {i for i, p in enumerate(pats) if p is not None and c[p] < k}
        out[dim] = bad
    return out


def _run(rows: list[tuple], **options: Any) -> Any:
    q = len(rows[0])
    table = pa.table({f"k{j}": pa.array([r[j] for r in rows], pa.int64()) for j in range(q)})
    with sdcsql.Problem(table, sdcsql.Spec(keys=[f"k{j}" for j in range(q)])) as p:
        return kanon_subsets(p, **options)


def test_r1_by_hand() -> None:
    rows = list(zip(A, B, C, strict=True))
    r = _run(rows, kanon_subsets_k=2, kanon_subsets_dimension=2)
    assert (r.records_by_dimension, r.records) == ({1: 3, 2: 3}, 3)
    r = _run(rows, kanon_subsets_k=3)
    assert (r.dimension, r.records_by_dimension, r.records) == (3, {1: 3, 2: 5, 3: 5}, 5)
    assert brute(rows, 3, 3) == {1: {1, 3, 6}, 2: {1, 3, 4, 5, 6}, 3: {1, 3, 4, 5, 6}}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3).flatmap(lambda q: st.lists(
    st.tuples(*[st.one_of(st.none(), st.integers(0, 2))] * q), min_size=1, max_size=12)),
    st.integers(1, 3))
def test_equals_brute_force(rows: list[tuple], k: int) -> None:
    """Records violating per dimension (and over all) equal the brute force's."""
    q = len(rows[0])
    # a key NULL in every record is refused by Problem (tests/test_bad_inputs.py)
    assume(all(any(r[j] is not None for r in rows) for j in range(q)))
    want = brute(rows, q, k)
    r = _run(rows, kanon_subsets_k=k)
    assert r.records_by_dimension == {d: len(s) for d, s in want.items()}
    assert r.records == len(set().union(*want.values()))


def test_as_a_risk_measure() -> None:
    rows = list(zip(A, B, C, strict=True))
    table = pa.table({"a": A, "b": B, "c": C})
    with sdcsql.Problem(table, sdcsql.Spec(keys=["a", "b", "c"])) as p:
        summary = compute_risk(p, measures=("individual", "kanon_subsets"),
                               kanon_subsets_k=3).summary
    payload = summary.to_json()["measures"]["kanon_subsets"]
    assert payload["records_by_dimension"] == {"1": 3, "2": 5, "3": 5}
    assert payload["records"] == len(set().union(*brute(rows, 3, 3).values()))
    assert "k-anonymity on key subsets (k = 3" in summary.table()


def test_bad_inputs() -> None:
    rows = list(zip(A, B, strict=True))
    with pytest.raises(InputError, match="kanon_subsets_dimension: 3 is more than the 2"):
        _run(rows, kanon_subsets_dimension=3)
    with pytest.raises(InputError, match="kanon_subsets_k: k must be a whole number"):
        _run(rows, kanon_subsets_k=0)
    with pytest.raises(InputError, match="kanon_subsets_dimension: d must be a whole"):
        _run(rows, kanon_subsets_dimension=1.5)
