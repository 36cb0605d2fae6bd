"""Rounding to a base (sdcsql.protect.rounding; seed 003 section 3.4.2.5).

Independent source: a hand table with base 5 -- the rounding set of p is
[p - 2.5, p + 2.5): 2.4 -> 0, 2.5 -> 5, 7.49 -> 5, -2.5 -> 0, -2.6 -> -5, 12.5 -> 15,
0 -> 0; NULL stays NULL.  Exact (the values are exact multiples after rounding).
"""

from __future__ import annotations

import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.protect.rounding import ROUNDING_STEP, round_to_base, rounding

HAND = [(2.4, 0.0), (2.5, 5.0), (7.49, 5.0), (-2.5, 0.0), (-2.6, -5.0), (12.5, 15.0),
        (0.0, 0.0), (None, None)]


def test_hand_table():
    t = pa.table({"k": list(range(len(HAND))), "x": [a for a, _ in HAND],
                  "t": ["u"] * len(HAND)})
    out = rounding(Problem(t, Spec(keys=["k"], numeric=["x"])), base=5)
    got = out.data.to_arrow_table()
    assert got.column("x").to_pylist() == [b for _, b in HAND]
    assert got.column("t").to_pylist() == ["u"] * len(HAND)
    assert out.summary.n_changed == {"x": 6}        # all but 0 and NULL
    assert out.summary.seed is None


@given(st.floats(-1e6, 1e6), st.sampled_from([0.5, 1.0, 5.0, 100.0]))
@settings(max_examples=100)
def test_the_nearest_multiple_halves_up(x, base):
    r = float(round_to_base(x, base))
    assert r / base == round(r / base)
    assert -base / 2 <= x - r < base / 2 + 1e-9 * max(1, abs(x))


@pytest.mark.parametrize("kwargs, message", [
    ({}, "base: rounding needs a base"),
    ({"base": 0}, "base: must be a number > 0"),
    ({"base": 5, "numeric": ["k2"]}, "column 'k2' is VARCHAR, not numeric"),
])
def test_bad_options(kwargs, message):
    t = pa.table({"k": [1, 2], "k2": ["a", "b"], "x": [1.0, 2.0]})
    with pytest.raises(InputError, match=message):
        rounding(Problem(t, Spec(keys=["k"], numeric=["x"])), **kwargs)


def test_options_are_declared_once():
    assert ROUNDING_STEP.names() == ("numeric", "base")
