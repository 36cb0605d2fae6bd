"""Reproducible draws (udfs/draws.py, sql/protect/draws/): a function of (seed, record id,
step, variable) only.

Independent sources: the published splitmix64 reference output (Vigna's splitmix64.c
seeded with 0 returns 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F), the
scalar Python-integer finaliser (exact modular arithmetic, no numpy), and scipy's
Kolmogorov-Smirnov test for uniformity.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from sdcsql import InputError, Problem, Spec
from sdcsql.protect.draws import check_seed, record_id, uniform_sql
from sdcsql.protect.noise import noise
from sdcsql.protect.shuffle import shuffle
from sdcsql.udfs.draws import (
    M64,
    mix,
    mix_int,
    normal,
    normal_arrow,
    stream_key,
    uniform,
    uniform_arrow,
    uniform_from_key,
)

GAMMA = 0x9E3779B97F4A7C15


def test_mix_is_splitmix64_published_outputs():
    # splitmix64 state s: s += GAMMA, output = finaliser(s); mix_int adds GAMMA itself
    assert [mix_int((k * GAMMA) & M64) for k in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@given(st.lists(st.integers(min_value=0, max_value=M64), min_size=1, max_size=50))
@settings(max_examples=50)
def test_vectorised_mix_equals_the_scalar_reference(xs):
    assert mix(np.array(xs, dtype=np.uint64)).tolist() == [mix_int(x) for x in xs]


def _table(n: int) -> pa.Table:
    ids = (np.arange(n, dtype=np.int64) * 7919 - n * 3000)      # negative ids too
    return pa.table({"pid": ids, "k": np.arange(n) % 3, "x": np.arange(n, dtype=float)})


@pytest.mark.parametrize("threads", [1, 4])
def test_sql_uniform_equals_numpy_bit_for_bit(threads):
    p = Problem(_table(100_000), Spec(keys=["k"], person_id="pid"), threads=threads)
    key = stream_key(20240917, "noise", "x")
    got = uniform_sql(p, p.keyed, "pid", key)
    ids = got.column("__sdc_id").to_numpy()
    sql = got.column("u").to_numpy()
    assert sql.tobytes() == uniform_from_key(key, ids).tobytes()
    # the Arrow functions (registered as SQL functions) are the same function
    keys = pa.array(np.full(len(ids), key, dtype=np.uint64))
    assert uniform_arrow(keys, pa.array(ids)).to_numpy().tobytes() == sql.tobytes()
    # normal draws: the inverse normal of the same uniforms (1e-12: two implementations
    # of the inverse normal distribution function)
    z = normal_arrow(keys, pa.array(ids)).to_numpy()
    assert np.allclose(z, stats.norm.ppf(sql), rtol=1e-12, atol=1e-12)


def test_draws_are_uniform_and_normal():
    """1e5 draws: KS p-value > 1e-6 (a false failure once in a million seeds); the
    mean within 6 standard errors."""
    ids = np.arange(100_000)
    u = uniform(7, ids, "step", "v")
    assert 0 < u.min() and u.max() < 1
    assert stats.kstest(u, "uniform").pvalue > 1e-6
    assert abs(u.mean() - 0.5) < 6 * np.sqrt(1 / 12 / len(u))
    z = normal(7, ids, "step", "v")
    assert stats.kstest(z, "norm").pvalue > 1e-6


def test_draws_depend_on_every_coordinate_and_nothing_else():
    ids = np.arange(1000)
    base = uniform(1, ids, "s", "v")
    for other in (uniform(2, ids, "s", "v"), uniform(1, ids, "t", "v"),
                  uniform(1, ids, "s", "w"), uniform(1, ids, "s", "v", draw=1)):
        assert not np.any(other == base)
        assert abs(np.corrcoef(base, other)[0, 1]) < 6 / np.sqrt(len(ids))
    perm = np.random.default_rng(0).permutation(len(ids))
    assert np.array_equal(uniform(1, ids[perm], "s", "v"), base[perm])   # order-free
    assert np.array_equal(np.concatenate([uniform(1, ids[:10], "s", "v"),
                                          uniform(1, ids[10:], "s", "v")]), base)


def test_a_random_method_without_a_seed_is_refused():
    p = Problem(_table(10), Spec(keys=["k"], numeric=["x"]))
    with pytest.raises(InputError, match="seed: a random method needs a seed"):
        noise(p)
    with pytest.raises(InputError, match=r"seed: must be an integer from 0 to 2\^64 - 1"):
        check_seed(-1)
    with pytest.raises(InputError, match="seed"):
        shuffle(p, numeric=["x"], seed=1.5)  # type: ignore[arg-type]


def test_record_id_is_person_id_else_row_position():
    assert record_id(Problem(_table(5), Spec(keys=["k"], person_id="pid"))) == "pid"
    assert record_id(Problem(_table(5), Spec(keys=["k"]))) == "__sdc_row"
    t = _table(5).append_column("name", pa.array(list("abcde")))
    with pytest.raises(InputError, match="person_id 'name': .* must be an integer column"):
        record_id(Problem(t, Spec(keys=["k"], person_id="name")))


def test_duplicate_record_ids_are_refused():
    t = pa.table({"pid": [1, 1, 2], "k": [1, 1, 2], "x": [1.0, 2.0, 3.0]})
    with pytest.raises(InputError, match="person_id column 'pid'"):
        noise(Problem(t, Spec(keys=["k"], person_id="pid", numeric=["x"])), seed=1)


# noise moves some non-negative values of these data below zero: warned of
# (SdcsqlWarning, tested in tests/protect/test_noise.py), not this test's subject
@pytest.mark.filterwarnings("ignore:noise:sdcsql.errors.SdcsqlWarning")
def test_same_seed_same_bytes_for_1_and_4_threads_and_any_row_order():
    t = _table(30_000)
    spec = Spec(keys=["k"], person_id="pid", numeric=["x"], strata=None)
    runs = []
    for threads, table in ((1, t), (4, t), (4, t.take(np.arange(t.num_rows)[::-1]))):
        out = noise(Problem(table, spec, threads=threads), seed=99, noise=0.3).data
        runs.append(out.to_arrow_table().sort_by("pid"))
    assert runs[0].equals(runs[1]) and runs[0].equals(runs[2])


def test_different_strata_are_independent():
    """A stratum's output does not change when another stratum's records go."""
    n = 600
    t = pa.table({"pid": np.arange(n), "k": np.arange(n) % 2, "s": np.arange(n) % 3,
                  "x": np.sin(np.arange(n)) * 100})
    spec = Spec(keys=["k"], person_id="pid", numeric=["x"], strata=["s"])
    whole = noise(Problem(t, spec), seed=5).data.to_arrow_table()
    part = noise(Problem(t.filter(pa.compute.equal(t["s"], 1)), spec), seed=5).data.to_arrow_table()
    assert whole.filter(pa.compute.equal(whole["s"], 1)).equals(part)


def test_spark_needs_a_person_id(spark):
    t = _table(6)
    with pytest.raises(InputError, match="person_id: random draws on Spark need a person_id"):
        noise(Problem(spark.createDataFrame(t.to_pandas()), Spec(keys=["k"], numeric=["x"]),
                      engine="spark", spark=spark), seed=1)


def test_duckdb_and_spark_give_the_same_values(spark):
    """Every method, with strata, on both engines: the same values for the same seed (the
    draws and the kernels are the same functions; Spark runs them per stratum on its
    executors)."""
    from sdcsql.protect.pram import pram
    from sdcsql.protect.rank_swap import rank_swap
    from sdcsql.protect.rounding import rounding

    n = 120
    t = pa.table({"pid": np.arange(n) * 3 + 7, "k": np.arange(n) % 2, "s": np.arange(n) % 3,
                  "x": np.cos(np.arange(n)) * 50 + 100, "y": np.sin(np.arange(n)) * 9,
                  "c": [["a", "b", "c"][i % 3] for i in range(n)]})
    spec = Spec(keys=["k"], person_id="pid", numeric=["x", "y"], strata=["s"])
    runs = [(noise, {"seed": 3, "noise_method": "kim"}), (noise, {"seed": 3}),
            (rank_swap, {"seed": 3, "swap_percent": 20}), (rounding, {"base": 5}),
            (shuffle, {"seed": 3, "numeric": ["c"]}),
            (pram, {"seed": 3, "pram_variables": ["c"], "retention": 0.5, "invariant": True})]
    for fn, kwargs in runs:
        duck = fn(Problem(t, spec), **kwargs)
        sp = fn(Problem(spark.createDataFrame(t.to_pandas()), spec, engine="spark",
                        spark=spark), **kwargs)
        a = duck.data.to_arrow_table().sort_by("pid")
        b = sp.data.toArrow().sort_by("pid")
        for col in a.column_names:
            assert a.column(col).to_pylist() == b.column(col).to_pylist(), (fn.__name__, col)
        assert duck.summary.to_json() == sp.summary.to_json()


# noise moves some non-negative values of these data below zero: warned of
# (SdcsqlWarning, tested in tests/protect/test_noise.py), not this test's subject
@pytest.mark.filterwarnings("ignore:noise:sdcsql.errors.SdcsqlWarning")
@pytest.mark.parametrize("method", ["noise", "rank_swap", "shuffle", "pram", "rounding"])
def test_same_seed_same_file_bytes_for_1_and_4_threads(method, tmp_path):
    """The protected file written to Parquet (sdcsql.data.write) is byte-identical for 1
    and 4 threads."""
    import importlib

    from sdcsql.data import write

    fn = getattr(importlib.import_module(f"sdcsql.protect.{method}"), method)
    n = 20_000
    t = pa.table({"k": np.arange(n) % 5, "s": np.arange(n) % 2,
                  "x": np.sqrt(np.arange(n, dtype=float)), "c": (np.arange(n) % 4).astype(str)})
    spec = Spec(keys=["k"], numeric=["x"], strata=["s"])
    extra = {"numeric": ["c"]} if method == "shuffle" else \
        {"pram_variables": ["c"]} if method == "pram" else \
        {"base": 0.3} if method == "rounding" else {}
    files = []
    for threads in (1, 4):
        seed = {} if method == "rounding" else {"seed": 17}
        out = fn(Problem(t, spec, threads=threads), **seed, **extra)
        files.append(write(out.data, tmp_path / f"{method}{threads}.parquet").read_bytes())
    assert files[0] == files[1]


def _finish(engine: str, before: list, after: list, *, strata: list | None = None,
            numeric_out: bool = True, ranges: bool = False):
    """``finish`` on a file of ``before`` values (column ``x``, person ids 10, 20, ...)
    and a treated relation of ``after`` values, on ``engine``."""
    from sdcsql.protect.draws import finish

    n = len(before)
    kind = pa.float64() if numeric_out else pa.string()
    cols = {"pid": pa.array([10 * (i + 1) for i in range(n)], pa.int64()),
            "k": pa.array([i % 2 for i in range(n)], pa.int64()),
            "x": pa.array(before, kind, from_pandas=True)}
    if strata is not None:
        cols["s"] = pa.array(strata, pa.int64())
    spec = Spec(keys=["k"], person_id="pid", strata=["s"] if strata is not None else [])
    with Problem(pa.table(cols), spec, engine=engine) as p:
        treated = p.create_from_arrow(p.name("t"), pa.table({
            "__sdc_id": pa.array([10 * (i + 1) for i in range(n)], pa.int64()),
            "x": pa.array(after, kind, from_pandas=True)}))
        return finish(p, "t", ["x"], treated, seed=1, numeric_out=numeric_out,
                      ranges=ranges).summary


def test_summary_moments_are_the_exact_figures_rounded_once(engine):
    """Mean and sd over the values present (NULL and NaN missing), from exact sums: the
    mean is the correctly rounded exact mean (Fraction), the sd within one ulp of the
    sd computed with mpmath at 50 digits.  A sum in record order loses the 1 beside
    1e16 (numpy's mean of these values is 5.5 / 6, not 6.5 / 6).  Changed: a value that differs,
    or is missing on one side only; NaN and NULL are both missing; -0.0 equals 0.0."""
    import math
    from fractions import Fraction

    import mpmath

    nan = float("nan")
    before = [1e16, 1.0, -1e16, 3.0, nan, None, 2.5, 0.0, None]
    after = [1e16, 2.0, -1e16, 3.0, None, nan, -0.0, -0.0, 4.0]
    s = _finish(engine, before, after)
    assert s.n_changed == {"x": 3} and s.strata == 1 and s.n == 9
    for values, mean, sd in ((before, s.mean_before["x"], s.sd_before["x"]),
                             (after, s.mean_after["x"], s.sd_after["x"])):
        xs = [Fraction(v) for v in values if v is not None and not math.isnan(v)]
        m = sum(xs) / len(xs)
        assert mean == float(m)
        mpmath.mp.dps = 50
        exact = mpmath.sqrt(mpmath.mpf(sum((x - m) ** 2 for x in xs).numerator)
                            / sum((x - m) ** 2 for x in xs).denominator / (len(xs) - 1))
        assert abs(sd - float(exact)) <= math.ulp(float(exact))
    assert s.mean_before["x"] == 6.5 / 6


def test_summary_of_one_value_and_of_none(engine):
    s = _finish(engine, [5.0, None], [None, None])
    assert (s.mean_before["x"], s.sd_before["x"]) == (5.0, None)
    assert (s.mean_after["x"], s.sd_after["x"]) == (None, None)
    assert s.n_changed == {"x": 1}


def test_summary_range_counts_are_the_brute_force_ones(engine):
    """Crossed zero, outside the stratum's original [min, max], of a sign the stratum's
    original never had: counted by the engine as a loop over the records counts them
    (three strata, missing values on either side)."""
    rng = np.random.default_rng(7)
    n = 60
    strata = [i % 3 for i in range(n)]
    before = [None if i % 11 == 0 else float(abs(x) if strata[i] == 2 else x)
              for i, x in enumerate(np.round(rng.normal(0, 5, n), 2))]    # 2: positive
    after = [None if i % 13 == 0 else float(x) for i, x in
             enumerate(np.round(rng.normal(0, 6, n), 2))]
    s = _finish(engine, before, after, strata=strata, ranges=True)
    lo: dict = {}
    hi: dict = {}
    for st_, b in zip(strata, before, strict=True):
        if b is not None:
            lo[st_], hi[st_] = min(lo.get(st_, b), b), max(hi.get(st_, b), b)
    crossed = outside = new_sign = 0
    for st_, b, a in zip(strata, before, after, strict=True):
        if b is None or a is None:
            continue
        crossed += (b > 0 > a) or (b < 0 < a)
        outside += a < lo[st_] or a > hi[st_]
        new_sign += (a < 0 and lo[st_] >= 0) or (a > 0 and hi[st_] <= 0)
    assert s.details["crossed_zero"] == {"x": crossed} and crossed > 0
    assert s.details["outside_range"] == {"x": outside} and outside > 0
    assert s.details["new_sign"] == {"x": new_sign} and new_sign > 0
    assert s.strata == 3


def test_summary_of_categories_counts_changes_null_aware(engine):
    s = _finish(engine, ["a", "b", None, None, "c"], ["a", "c", None, "a", None],
                numeric_out=False)
    assert s.n_changed == {"x": 3} and s.mean_before == {} and s.sd_after == {}


@pytest.mark.filterwarnings("ignore:noise:sdcsql.errors.SdcsqlWarning")
def test_summary_moments_agree_with_numpy_on_the_demo_survey():
    """Noise on the demo survey (5,000 records, 20 strata): the summary's means and sds
    are numpy's (pairwise sums, two-pass sd) to 1e-14 relative.  Numpy's figures carry
    rounding errors of about log2(n) eps (Sigma|x| / |Sigma x|), under 2e-15 for these
    positive incomes and expenditures; the summary's are within one ulp of the exact
    figures; 1e-14 bounds the difference with a margin and fails for any term lost."""
    from pathlib import Path

    import pyarrow.csv as csv

    demo = csv.read_csv(Path(__file__).resolve().parents[2] / "data" / "demo_survey.csv")
    spec = Spec(keys=["age", "sex"], person_id="person_id", strata=["region"],
                numeric=["income", "expenditure"])
    out = noise(Problem(demo, spec), seed=3)
    released = out.data.to_arrow_table()
    s = out.summary
    assert s.strata == len(set(demo["region"].to_pylist())) and s.n == 5000
    for v in ("income", "expenditure"):
        for table, mean, sd in ((demo, s.mean_before[v], s.sd_before[v]),
                                (released, s.mean_after[v], s.sd_after[v])):
            x = np.asarray(table[v].cast(pa.float64()).to_numpy(zero_copy_only=False))
            x = x[~np.isnan(x)]
            assert mean == pytest.approx(x.mean(), rel=1e-14)
            assert sd == pytest.approx(x.std(ddof=1), rel=1e-14)


def _household_table(n: int = 240) -> pa.Table:
    """Households of 1 to 3 records; ``h`` and ``hc`` constant within a household."""
    home = np.repeat(np.arange(n), np.arange(n) % 3 + 1)[:n]
    return pa.table({"pid": np.arange(n) * 5 + 2, "hid": home, "k": np.arange(n) % 2,
                     "x": np.cos(np.arange(n)) * 50 + 100, "y": np.sin(np.arange(n)) * 9 + 20,
                     "h": np.sqrt(home + 1.0) * 30, "c": [["a", "b", "c"][i % 3] for i in range(n)],
                     "hc": [["u", "v"][int(j) % 2] for j in home]})


#: (method, options, split): whether the method's kernel is declared row-wise
#: (``perturb(..., rowwise=True)``: ``map_groups`` split by a hash of the id); only the
#: kernels whose record values need no other record of the stratum are
ROWWISE_KERNELS = [
    ("pram", {"pram_variables": ["c", "hc"], "seed": 1}, "__sdc_id"),
    ("rounding", {"numeric": ["x", "h"], "base": 5.0}, "__sdc_id"),
    ("noise", {"numeric": ["x", "h"], "seed": 1, "noise_method": "multiplicative"},
     "__sdc_id"),
    ("noise", {"numeric": ["x", "h"], "seed": 1, "noise_method": "multiplicative",
               "keep_sign": True, "keep_zeros": True}, "__sdc_id"),
    # the stratum's range, sd, order or covariance
    ("noise", {"numeric": ["x", "h"], "seed": 1, "noise_method": "multiplicative",
               "keep_bounds": True}, None),
    ("noise", {"numeric": ["x", "h"], "seed": 1}, None),
    ("noise", {"numeric": ["x", "h"], "seed": 1, "noise_method": "ordered_sum"}, None),
    ("noise", {"numeric": ["x", "y"], "seed": 1, "noise_method": "kim"}, None),
    ("noise", {"numeric": ["x", "y"], "seed": 1, "noise_method": "correlated"}, None),
    ("shuffle", {"numeric": ["c", "hc"], "seed": 1}, None),
    ("rank_swap", {"numeric": ["x", "h"], "seed": 1, "swap_percent": 10}, None),
    ("resampling", {"numeric": ["h"], "seed": 1}, None),
    ("cholesky_synthetic", {"numeric": ["x", "y"], "seed": 1}, None),
    ("ipso", {"numeric": ["x", "y"], "seed": 1}, None),
    ("ms_hybrid", {"numeric": ["x"], "non_confidential": ["y"], "seed": 1}, None),
    ("microhybrid", {"numeric": ["x", "y"], "seed": 1, "k": 3}, None),
    ("mdav", {"numeric": ["x", "y"], "k": 3}, None),
]


@pytest.mark.filterwarnings("ignore::sdcsql.errors.SdcsqlWarning")
@pytest.mark.parametrize(("method", "options", "split"), ROWWISE_KERNELS,
                         ids=[f"{m}-{i}" for i, (m, _, _) in enumerate(ROWWISE_KERNELS)])
def test_only_row_wise_kernels_ask_for_a_split(monkeypatch, method, options, split):
    """The per-stratum runs (DuckDB: the household-level variables take that path) pass
    ``split`` to ``map_groups`` exactly for the row-wise kernels: PRAM, rounding and
    multiplicative noise without keep_bounds, for the records and for the household
    rows; never for a kernel that reads its stratum's other records."""
    from sdcsql.engines.duckdb import DuckDBEngine
    from sdcsql.protect.methods import protect

    splits: list[str | None] = []
    original = DuckDBEngine.map_groups

    def spied(self, *args, **kwargs):
        splits.append(kwargs.get("split"))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(DuckDBEngine, "map_groups", spied)
    spec = Spec(keys=["k"], person_id="pid", household="hid",
                household_variables=["h", "hc"])
    with Problem(_household_table(), spec) as p:
        protect(p, method=method, **options)
    assert splits and set(splits) == {split}
