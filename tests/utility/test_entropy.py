"""Key entropy (sdcsql.utility.entropy): Shannon entropy of each key, by hand."""

from __future__ import annotations

import math

import pytest

from sdcsql import Problem, Spec
from sdcsql.utility.entropy import key_entropy


def test_three_categories_by_hand():
    # x, x, y, z: shares 1/2, 1/4, 1/4 -> H = 1/2 * 1 + 2 * 1/4 * 2 = 1.5 bits exactly
    sql = "SELECT * FROM (VALUES ('x'), ('x'), ('y'), ('z')) t(a)"
    with Problem(sql, Spec(keys=["a"])) as p:
        assert key_entropy(p) == [1.5]


def test_missing_values_are_left_out_and_one_category_is_zero():
    sql = ("SELECT * FROM (VALUES (1, 1, 7), (1, 2, 7), (2, 3, 7), (2, 4, 7), (NULL, 4, 7)) "
           "t(a, b, c)")
    with Problem(sql, Spec(keys=["a", "b", "c"])) as p:
        # a: 1, 1, 2, 2 (the NULL left out) -> 1 bit; b: shares 0.2, 0.2, 0.2, 0.4
        h_b = -(3 * 0.2 * math.log2(0.2) + 0.4 * math.log2(0.4))
        got = key_entropy(p)
        assert got[0] == pytest.approx(1.0, rel=1e-12)
        assert got[1] == pytest.approx(h_b, rel=1e-12)
        assert got[2] == 0.0

