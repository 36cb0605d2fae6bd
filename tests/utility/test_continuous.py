"""Continuous information loss (sdcsql.utility.continuous) against independent sources.

* REF: every table-3.7 cell, IL1, IL1s, sdcMicro's IL1, eigen and gamma of the 8 x 3
  example, computed with mpmath at 50 digits (no numpy, no SQL) by the preparation's
  reference script (prep18 reference/ref_continuous.py, the numbers copied here).
  Tolerance 1e-9 relative: DuckDB's double aggregates and LAPACK's eigen-decomposition
  round at ~1e-15 per step; the PCA rows go through an eigenvector solve (1e-9 leaves
  room for conditioning of the small eigenvalue, 0.055).
* The hand example of IL1 (x = 1, 2, 3, 4 -> 1, 2, 3, 6) in closed form.
* The conventions case (zeros and missing values) against the same reference script.
* Properties (hypothesis): identical files give 0; bounded measures and gamma lie in
  [0, 1]; IL1s = IL1 n p without missing values; R, RF, C, F do not move when a
  variable is rescaled in both files.
"""

from __future__ import annotations

import math

import duckdb
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sdcsql._sql import render
from sdcsql.errors import SdcsqlWarning
from sdcsql.utility.continuous import continuous

CONT_X = [[10.0, 200.0, 3.0], [12.0, 180.0, 4.0], [15.0, 260.0, 2.0], [11.0, 210.0, 6.0],
          [20.0, 300.0, 5.0], [18.0, 280.0, 7.0], [9.0, 150.0, 1.0], [14.0, 240.0, 8.0]]
CONT_XM = [[10.5, 190.0, 3.0], [11.0, 185.0, 4.5], [15.0, 250.0, 2.5], [12.0, 215.0, 5.0],
           [19.0, 310.0, 5.0], [18.5, 270.0, 6.5], [9.0, 160.0, 1.5], [13.0, 245.0, 7.0]]

#: mpmath (50 digits) reference of the example (prep18 reference/continuous.json)
REF = {
    "X": (24.270833333333332, 3.0833333333333335, 0.07950585294335294),
    "Xbar": (0.140625, 0.2916666666666667, 0.013233114150545342),
    "V": (4965.40306122449, 33.00595238095238, 0.1518659355240145),
    "S": (9849.506271258504, 58.55357142857143, 0.1822599927231145),
    "R": (0.002737414944421857, 0.04680889826747075, 0.09316197296970322),
    "RF": (0.0002558822534704122, 0.006258383910586232, 0.009655713753398574),
    "C": (0.0016107223164659114, 0.028487767936580574, 0.052713135768898335),
    "F": (7.224683353402293e-05, 0.004408540999861415, 0.00938815082800515),
    "Q": (23.030701754385966, 2.9210526315789473, 0.07279844911423859),
}
REF_IL1 = 0.12319312971402664
REF_IL1_BY = [0.11363636363636363, 0.11160545820830983, 0.14433756729740643]
REF_IL1S = 2.956635113136639          # = sdcMicro dUtility(method = "IL1s") by its definition
REF_SDCMICRO_IL1 = 190.81404706404706
REF_EIGEN = 0.4070318311290109
REF_EIGENVALUES = [2.29622885122435, 0.6486579920668988, 0.05511315670875118]
REF_EIGENVALUES_M = [2.381692155034092, 0.5775331249773562, 0.040774719988552054]
REF_GAMMA = 0.01403097216817129


def _view(con: duckdb.DuckDBPyConnection, name: str, rows: list[list[float | None]],
          cols: list[str]) -> None:
    values = ", ".join("(" + ", ".join("NULL::DOUBLE" if v is None else f"{v!r}::DOUBLE"
                                       for v in r) + ")" for r in rows)
    con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS SELECT * FROM (VALUES {values}) "
                f"t({', '.join(cols)})")


def _measure(x: list[list[float | None]], xm: list[list[float | None]], cap: float = 1.0):
    cols = [f"v{i}" for i in range(len(x[0]))]
    con = duckdb.connect()
    _view(con, "orig", x, cols)
    _view(con, "masked", xm, cols)
    con.execute("CREATE TEMP VIEW paired AS " + render(
        "utility/measures/paired.sql", original="orig", masked="masked", columns=cols,
        by=None))
    return continuous(con, "paired", cols, mean_variation_cap=cap)


def test_the_example_against_the_mpmath_reference():
    r = _measure(CONT_X, CONT_XM)
    for row, (mse, mae, mv) in REF.items():
        got = r.matrix[row]
        assert got["mse"] == pytest.approx(mse, rel=1e-9), row
        assert got["mae"] == pytest.approx(mae, rel=1e-9), row
        assert got["mv"] == pytest.approx(mv, rel=1e-9), row
        # no relative difference reaches 100 %: the bounded form is the mv itself
        assert got["mv_bounded"] == pytest.approx(mv, rel=1e-9), row
    assert r.matrix["R"]["mae_bounded"] == pytest.approx(REF["R"][1] / 2, rel=1e-9)
    assert r.matrix["R"]["mse_bounded"] == pytest.approx(REF["R"][0] / 4, rel=1e-9)
    assert r.il1 == pytest.approx(REF_IL1, rel=1e-12)
    assert list(r.il1_by_variable.values()) == pytest.approx(REF_IL1_BY, rel=1e-12)
    assert r.il1s == pytest.approx(REF_IL1S, rel=1e-12)
    assert r.sdcmicro_il1 == pytest.approx(REF_SDCMICRO_IL1, rel=1e-12)
    assert r.eigen == pytest.approx(REF_EIGEN, rel=1e-9)
    assert r.eigenvalues == pytest.approx(REF_EIGENVALUES, rel=1e-9)
    assert r.eigenvalues_masked == pytest.approx(REF_EIGENVALUES_M, rel=1e-9)
    assert r.gamma == pytest.approx(REF_GAMMA, rel=1e-9)
    assert r.n_records == r.n_complete == 8 and r.warnings == []


def test_il1_by_hand():
    # x = 1, 2, 3, 4; x' = 1, 2, 3, 6: sum |x - x'| = 2, S = sqrt(5/3) (n - 1), n p = 4:
    # IL1 = 2 / (4 sqrt(2) sqrt(5/3)) = 1 / (2 sqrt(10/3)); sdcMicro's IL1s = 4 IL1
    r = _measure([[1.0], [2.0], [3.0], [4.0]], [[1.0], [2.0], [3.0], [6.0]])
    assert r.il1 == pytest.approx(1 / (2 * math.sqrt(10 / 3)), rel=1e-14)
    assert r.il1s == pytest.approx(4 / (2 * math.sqrt(10 / 3)), rel=1e-14)
    # X row: mse = 4 / 4, mae = 2 / 4, mv = (2 / 4) / 4; Q: the 19 quantiles of
    # 1, 2, 3, 4 (position ceil(l 4 / 20)) and of 1, 2, 3, 6 differ from l = 16 on (4 values)
    assert r.matrix["X"] == pytest.approx({"mse": 1.0, "mae": 0.5, "mv": 0.125,
                                           "mv_bounded": 0.125}, rel=1e-14)
    assert r.matrix["Q"]["mae"] == pytest.approx(4 * 2 / 19, rel=1e-14)


def test_zeros_and_missing_values_follow_the_conventions():
    # prep18 reference/conventions.json (mpmath): zeros in the original make mv infinite
    # (null in JSON, with a warning); the bounded form counts the cap there
    x = [[0.0, 1.0], [2.0, None], [4.0, 3.0], [6.0, 5.0], [8.0, 7.0]]
    xm = [[1.0, 1.0], [2.0, 2.0], [None, 3.0], [6.0, 6.0], [0.0, 7.0]]
    with pytest.warns(SdcsqlWarning) as caught:
        r = _measure(x, xm)
    assert any("infinite" in str(w.message) for w in caught)
    assert r.il1 == pytest.approx(0.2857903073127992, rel=1e-12)
    assert list(r.il1_by_variable.values()) == pytest.approx(
        [0.5031152949374527, 0.06846531968814576], rel=1e-12)
    assert r.il1s == pytest.approx(2.2863224585023936, rel=1e-12)
    assert r.sdcmicro_il1 == pytest.approx(120.0, rel=1e-12)
    assert r.matrix["X"]["mv"] == math.inf
    assert r.matrix["X"]["mv_bounded"] == pytest.approx(0.275, rel=1e-12)
    assert r.to_json()["matrix"]["X"]["mv"] is None
    assert r.n_complete == 3       # records 1, 4 and 5 are complete in both files


def test_a_constant_variable_has_no_il1_and_says_so():
    with pytest.warns(SdcsqlWarning) as caught:
        r = _measure([[5.0], [5.0], [5.0]], [[5.0], [6.0], [5.0]])
    assert any("'v0' has no spread" in str(w.message) for w in caught)
    assert r.il1 is None and r.il1s is None and r.il1_by_variable == {"v0": None}
    assert r.to_json()["il1"] is None


def test_a_singular_correlation_matrix_gives_no_gamma():
    # v1 = 2 v0 in the original: R is singular
    x = [[1.0, 2.0], [2.0, 4.0], [3.0, 6.0], [5.0, 10.0]]
    xm = [[1.0, 2.5], [2.0, 4.0], [3.5, 6.0], [5.0, 9.0]]
    with pytest.warns(SdcsqlWarning) as caught:
        r = _measure(x, xm)
    assert any("gamma needs an invertible" in str(w.message) for w in caught)
    assert r.gamma is None


def test_identical_files_lose_nothing():
    r = _measure(CONT_X, CONT_X)
    assert r.il1 == r.il1s == r.sdcmicro_il1 == 0
    assert r.eigen == pytest.approx(0, abs=1e-12) and r.gamma == pytest.approx(0, abs=1e-12)
    for row, m in r.matrix.items():
        for name, value in m.items():
            assert value == pytest.approx(0, abs=1e-9), (row, name)


values = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False).map(lambda v: round(v, 2))


@st.composite
def files(draw):
    n = draw(st.integers(min_value=5, max_value=12))
    x = [[draw(values) for _ in range(3)] for _ in range(n)]
    xm = [[v + draw(st.sampled_from([0.0, 0.5, -1.0, 3.0, 100.0])) for v in r] for r in x]
    return x, xm


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files())
def test_bounded_measures_lie_in_zero_one(pair):
    x, xm = pair
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)   # degenerate draws: null measures
        r = _measure(x, xm)
    for row, m in r.matrix.items():
        assert 0 <= m["mv_bounded"] <= 1 + 1e-12, row
        for name in ("mae_bounded", "mse_bounded"):
            if name in m:
                assert 0 <= m[name] <= 1 + 1e-12
    if r.gamma is not None:
        assert 0 <= r.gamma <= 1 + 1e-12
    if r.il1 is not None:        # no missing values: sdcMicro's sum is n p times IL1
        assert r.il1s == pytest.approx(r.il1 * len(x) * 3, rel=1e-9)


def test_correlation_measures_do_not_depend_on_a_variable_s_scale():
    scaled = [[a * 1000, b, c] for a, b, c in CONT_X]
    scaled_m = [[a * 1000, b, c] for a, b, c in CONT_XM]
    r, s = _measure(CONT_X, CONT_XM), _measure(scaled, scaled_m)
    for row in ("R", "RF", "C", "F"):
        assert s.matrix[row] == pytest.approx(r.matrix[row], rel=1e-9), row
    assert s.eigen == pytest.approx(r.eigen, rel=1e-9)
    assert s.gamma == pytest.approx(r.gamma, rel=1e-9)
    assert s.il1 == pytest.approx(r.il1, rel=1e-12)     # IL1 divides by S_j too


@pytest.mark.parametrize("n", [1, 7, 37, 40])
def test_the_quantiles_are_the_values_at_the_sorted_positions_on_both_engines(spark, n):
    """quantiles.sql: the l / 20 quantiles (l = 1..19) are the values at sorted positions
    ceil(l n / 20) of each variable's non-missing values (seed 003 section 3.5.3's Q
    row, the inverse empirical distribution), computed here by sorting in Python; on
    DuckDB by quantile_disc, on Spark by a ranking sort (ties and missing values
    included, a position serving several l when n < 20)."""
    import numpy as np
    import pyarrow as pa

    from sdcsql.dialects import render_sql
    from sdcsql.engines.spark import read_spark

    rng = np.random.default_rng(n)
    cols = {f"__sdc_{side}{i}": [None if rng.random() < 0.2 else float(rng.integers(0, 6))
                                 for _ in range(n)]
            for i in range(2) for side in "om"}
    table = pa.table(cols)

    def expected(values):
        v = sorted(x for x in values if x is not None)
        return [v[math.ceil(q * len(v) / 20) - 1] for q in range(1, 20)] if v else None

    want = {f"{side}_{i}": expected(cols[f"__sdc_{side}{i}"])
            for i in range(2) for side in "om"}
    con = duckdb.connect()
    con.register("paired_t", table)
    got_d = con.execute(render_sql("utility/continuous/quantiles.sql", "duckdb",
                                   paired="paired_t", n_vars=2)).fetchall()[0]
    read_spark(spark, table).createOrReplaceTempView("paired_t")
    got_s = spark.sql(render_sql("utility/continuous/quantiles.sql", "spark",
                                 paired="paired_t", n_vars=2)).collect()[0]
    for j, key in enumerate(("o_0", "m_0", "o_1", "m_1")):
        for got in (got_d[j], list(got_s[j]) if got_s[j] is not None else None):
            if want[key] is None:
                assert got is None or all(x is None for x in got), key
            else:
                assert list(got) == want[key], key
