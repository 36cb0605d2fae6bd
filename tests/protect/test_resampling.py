"""Resampling (sdcsql.protect.resampling; seed 003 section 3.4.2.6).

Independent sources: a hand calculation on six values with t = 2 fixed bootstrap
samples (written out below); properties the definition implies (the masked values keep
the order of the originals; each lies between the smallest and the largest value; a
constant variable stays constant); reproducibility (same seed, same bytes for 1 and 2
threads; different seeds differ).
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError, Problem, Spec
from sdcsql.data import write
from sdcsql.protect.resampling import RESAMPLING_STEP, resampling
from sdcsql.udfs.resampling import resample, resample_from_uniforms


def test_six_values_two_samples_by_hand():
    """v = 3, 1, 4, 1, 5, 9 (ids 1..6).  Ranks by (value, id): 1 (id 2), 1 (id 4),
    3 (id 1), 4 (id 3), 5 (id 5), 9 (id 6); sorted 1, 1, 3, 4, 5, 9.
    Sample 1: u = .05 .5 .95 .2 .2 .7 -> ranks floor(6u) = 0 3 5 1 1 4 -> values
    1 4 9 1 1 5 -> sorted 1 1 1 4 5 9.  Sample 2: u = .99 .4 .6 .1 .35 .85 -> ranks
    5 2 3 0 2 5 -> 9 3 4 1 3 9 -> sorted 1 3 3 4 9 9.  Rank-wise means 1 2 2 4 7 9,
    given to ids 2, 4, 1, 3, 5, 6: by id 2 1 4 2 7 9.  Exact (means of two integers)."""
    u = np.array([[.05, .5, .95, .2, .2, .7], [.99, .4, .6, .1, .35, .85]])
    got = resample_from_uniforms(np.array([3.0, 1, 4, 1, 5, 9]), np.arange(1, 7), u)
    assert got.tolist() == [2.0, 1.0, 4.0, 2.0, 7.0, 9.0]


@given(st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=50),
       st.integers(1, 6), st.integers(0, 2 ** 40))
@settings(max_examples=60, deadline=None)
def test_order_and_range_are_kept(values, t, seed):
    """The j-th mean goes to the record of rank j: the masked values are non-decreasing
    in the original order (ties by id) and within [min, max] (to 1e-9 relative: a mean of
    t values)."""
    v = np.array(values)
    ids = np.arange(len(v)) * 3 + 1
    got = resample(v, t, seed, ids, "x")
    order = np.lexsort((ids, v))
    tol = 1e-9 * max(1.0, float(np.abs(v).max()))
    assert np.all(np.diff(got[order]) >= -tol)
    assert got.min() >= v.min() - tol and got.max() <= v.max() + tol


def _table(n: int = 4000) -> pa.Table:
    g = np.random.default_rng(3)             # test data, not the method's draws
    x = g.lognormal(7, 1, n)
    x[::50] = np.nan
    return pa.table({"k": np.arange(n) % 4, "s": np.arange(n) % 2, "x": x,
                     "c": np.full(n, 5.0)})


def test_per_stratum_nulls_constant_and_other_columns():
    """Per stratum: each stratum's masked values keep its order; a constant variable
    stays constant; NULL stays NULL; other columns untouched; the rank-wise mean of t
    bootstrap samples has the stratum's mean in expectation (|diff| < 6 s.e. of a mean
    of t n draws: sd / sqrt(t n))."""
    t = _table()
    out = resampling(Problem(t, Spec(keys=["k"], numeric=["x", "c"], strata=["s"])), seed=5,
                     resamples=4)
    got = out.data.to_arrow_table()
    assert got.column("k").equals(t.column("k")) and got.column("s").equals(t.column("s"))
    x, z, s = t.column("x").to_numpy(zero_copy_only=False), \
        got.column("x").to_numpy(zero_copy_only=False), t.column("s").to_numpy()
    assert np.array_equal(np.isnan(x), np.isnan(z))
    assert np.all(got.column("c").to_numpy() == 5.0)
    for h in (0, 1):
        m = (s == h) & ~np.isnan(x)
        order = np.argsort(x[m], kind="stable")
        assert np.all(np.diff(z[m][order]) >= 0)
        assert abs(z[m].mean() - x[m].mean()) < 6 * x[m].std() / np.sqrt(4 * m.sum())
    assert out.summary.details == {"resamples": 4}
    assert out.summary.n_changed["c"] == 0 and out.summary.n_changed["x"] > 1000


def test_same_seed_same_bytes_for_1_and_2_threads_and_seeds_differ(tmp_path):
    t = _table(20_000)
    spec = Spec(keys=["k"], numeric=["x"], strata=["s"])
    files = []
    for i, (threads, seed) in enumerate([(1, 8), (2, 8), (2, 9)]):
        out = resampling(Problem(t, spec, threads=threads), seed=seed, resamples=3)
        files.append(write(out.data, tmp_path / f"r{i}.parquet").read_bytes())
    assert files[0] == files[1] and files[1] != files[2]


@pytest.mark.parametrize("kwargs, message", [
    ({}, "seed: a random method needs a seed"),
    ({"seed": 1, "resamples": 0}, "resamples: the number of bootstrap samples must be an "
                                  "integer >= 1"),
    ({"seed": 1, "numeric": ["k"]}, "resampling: numeric: column 'k' is VARCHAR"),
])
def test_bad_options(kwargs, message):
    t = pa.table({"k": ["a", "b", "c"], "x": [1.0, 2.0, 4.0]})
    with pytest.raises(InputError, match=message):
        resampling(Problem(t, Spec(keys=["k"], numeric=["x"])), **kwargs)


def test_options_are_declared_once():
    assert RESAMPLING_STEP.names() == ("numeric", "seed", "resamples")
