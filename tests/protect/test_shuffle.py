"""Shuffling within strata (sdcsql.protect.shuffle).

Independent checks: each stratum's values are a permutation of its own values (the
multiset per stratum, computed in plain Python); the draws follow the record, so the
permutation is the order of the records' uniforms (recomputed here with the scalar
splitmix64 of udfs.draws); same seed same output; a uniform position: over 400 seeds
the value of record 1 lands on each of 4 records 100 times in expectation (chi-square
with 3 df below 20: a false failure has probability 1.7e-4; the seeds are fixed).
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pyarrow as pa
import pytest

from sdcsql import InputError, Problem, Spec
from sdcsql.protect.shuffle import SHUFFLE_STEP, shuffle
from sdcsql.udfs.draws import M64, mix_int, name64

T = pa.table({"id": [5, 1, 4, 2, 3, 6, 7], "k": [1] * 7,
              "s": ["a", "b", "a", "b", "a", "b", "a"],
              "c": ["p", "q", "r", "t", None, "v", "w"]})


def _uniform(seed: int, rid: int, variable: str) -> float:
    key = mix_int(mix_int(mix_int(seed) ^ name64("shuffle")) ^ name64(variable))
    return ((mix_int(key ^ mix_int(rid & M64)) >> 11) + 0.5) * 2.0 ** -53


def test_a_permutation_within_each_stratum_by_the_records_draws():
    p = Problem(T, Spec(keys=["k"], person_id="id", strata=["s"]))
    got = shuffle(p, numeric=["c"], seed=9).data.to_arrow_table()
    rows = list(zip(T.column("id").to_pylist(), T.column("s").to_pylist(),
                    T.column("c").to_pylist(), got.column("c").to_pylist(), strict=True))
    for s in ("a", "b"):
        mine = [r for r in rows if r[1] == s and r[2] is not None]
        assert Counter(r[2] for r in mine) == Counter(r[3] for r in mine)
        by_u = sorted(mine, key=lambda r: (_uniform(9, r[0], "c"), r[0]))
        by_id = sorted(mine, key=lambda r: r[0])
        assert [r[3] for r in by_id] == [r[2] for r in by_u]
    assert [r[3] for r in rows if r[2] is None] == [None]
    assert got.column("id").to_pylist() == T.column("id").to_pylist()


def test_positions_are_uniform_over_seeds():
    t = pa.table({"id": [1, 2, 3, 4], "k": [1] * 4, "c": [1.0, 2.0, 3.0, 4.0]})
    p = Problem(t, Spec(keys=["k"], person_id="id"))
    where = Counter(shuffle(p, numeric=["c"], seed=s).data.to_arrow_table()
                    .column("c").to_pylist().index(1.0) for s in range(400))
    chi2 = sum((where[i] - 100) ** 2 / 100 for i in range(4))
    assert chi2 < 20              # chi-square, 3 df: P(> 20) = 1.7e-4


def test_same_seed_same_output_and_seeds_differ():
    p = Problem(T, Spec(keys=["k"], person_id="id"))
    a = shuffle(p, numeric=["c"], seed=1).data.to_arrow_table()
    assert a.equals(shuffle(p, numeric=["c"], seed=1).data.to_arrow_table())
    outs = {tuple(shuffle(p, numeric=["c"], seed=s).data.to_arrow_table()
                  .column("c").to_pylist()) for s in range(10)}
    assert len(outs) > 5


@pytest.mark.parametrize("kwargs, message", [
    ({"numeric": ["c"]}, "seed: a random method needs a seed"),
    ({"numeric": ["s"], "seed": 1}, "'s' is a stratum"),
])
def test_bad_options(kwargs, message):
    with pytest.raises(InputError, match=message):
        shuffle(Problem(T, Spec(keys=["k"], strata=["s"])), **kwargs)


def test_options_are_declared_once():
    assert SHUFFLE_STEP.names() == ("numeric", "seed")
    assert np.isfinite(_uniform(1, 1, "c"))
