"""The search steps of ``sdcsql bench`` at fixed sizes (issue 27): Adult replicated and
eusilc replicated, each ``sdcsql search`` as a whole process beside the search alone, run
here at tiny sizes (the step runs and reports its fields; no time is asserted)."""

from __future__ import annotations

import json

import pytest

from sdcsql.tools import bench
from sdcsql.tools.bench import (
    ARX_ADULT_NODES,
    ON_REQUEST,
    SEARCH_PROCESS_STEPS,
    _memory_mb,
    _replicate_csv,
    run_bench,
)

from ..conftest import shared_file


def test_the_search_steps_are_fixed_sizes_run_on_request():
    assert SEARCH_PROCESS_STEPS == {"search_adult_x40": ("adult", 40),
                                    "search_adult_x332": ("adult", 332),
                                    "search_eusilc_10m": ("eusilc", 10_000_000)}
    assert set(SEARCH_PROCESS_STEPS) <= set(ON_REQUEST)
    # 30,162 records copied 40 and 332 times: 1.2M and 10M rows, as ARX was measured
    assert 30_162 * 40 == 1_206_480 and 30_162 * 332 == 10_013_784


def test_adult_replicated_is_the_file_copied_in_order(tmp_path):
    src = tmp_path / "a.csv"
    src.write_bytes(b"x;y\n1;a\n2;b")          # no newline at the end
    _replicate_csv(src, 3, tmp_path / "r.csv")
    assert (tmp_path / "r.csv").read_bytes() == b"x;y\n" + b"1;a\n2;b\n" * 3


@pytest.mark.parametrize(("limit", "mb"), [("2GB", 2e9 / 2**20), ("500MB", 5e8 / 2**20),
                                           ("1.5GiB", 1536.0), ("512 MiB", 512.0)])
def test_memory_limits_in_mb(limit, mb):
    assert _memory_mb(limit) == pytest.approx(mb)


def test_a_bad_memory_limit_is_refused():
    with pytest.raises(ValueError, match="memory limit '2 bananas'"):
        _memory_mb("2 bananas")


def test_the_steps_run_and_report_their_fields(tmp_path, monkeypatch):
    shared_file("reference", "arx", "data", "adult.csv")
    eusilc = shared_file("data", "eusilc.csv")
    # tiny sizes: Adult twice (k = 10) and eusilc at 3,000 rows; ARX's figures given
    # for 2 copies so that the ratios are computed
    monkeypatch.setitem(SEARCH_PROCESS_STEPS, "search_adult_x40", ("adult", 2))
    monkeypatch.setitem(SEARCH_PROCESS_STEPS, "search_eusilc_10m", ("eusilc", 3_000))
    monkeypatch.setitem(bench.ARX_ADULT_REPLICATED, 2, (4.0, 20.0, 1000.0))
    result = run_bench(rows=1000, repeat=1, eusilc=eusilc,
                       steps=["search_adult_x40", "search_eusilc_10m"])
    assert result.not_run == {}
    adult, eu = result.steps
    assert adult["name"] == "search_adult_x40" and eu["name"] == "search_eusilc_10m"
    assert adult["records"] == 2 * 30_162 and eu["records"] == 3_000
    for step in (adult, eu):
        # the process found the optimum the search in this process finds (for Adult,
        # the one at 1x, k = 5) and checked as many nodes
        assert step["same_optimum"] == 1.0 and step["optimal"] == 1.0
        assert step["process_nodes_checked"] == step["nodes_checked"] > 0
        assert step["process_cpu_seconds"] > 0 and step["process_seconds"] > 0
        assert step["process_peak_mb"] > 50 and step["cpu_seconds"] > 0
        assert step["memory_limit_mb"] == pytest.approx(2e9 / 2**20)
    assert adult["nodes_checked"] <= ARX_ADULT_NODES == adult["arx_nodes"]
    assert adult["arx_search_speedup_cpu"] == pytest.approx(4.0 / adult["cpu_seconds"])
    assert adult["arx_process_speedup_cpu"] == pytest.approx(
        20.0 / adult["process_cpu_seconds"])
    assert adult["arx_peak_mb"] == 1000.0 and "arx_nodes" not in eu
    assert "search_adult_x40" in result.table() and "arx_process_speedup_cpu=" in result.table()
    doc = result.to_json()
    assert json.loads(json.dumps(doc)) == doc


def test_a_missing_eusilc_csv_is_reported_not_run(tmp_path):
    result = run_bench(rows=1000, repeat=1, steps=["search_eusilc_10m"],
                       eusilc=tmp_path / "absent.csv")
    assert result.steps == [] and result.not_run["search_eusilc_10m"].startswith(
        "the eusilc CSV was not found")


def test_a_child_peak_is_its_own_not_this_process_memory():
    """wait4's ru_maxrss counts the parent's memory at the child's start (Linux folds
    the replaced address space's high-water mark in at exec): the bench reads the
    child's own high-water mark instead."""
    import sys
    from pathlib import Path

    from sdcsql.tools.bench import _run_process

    held = b"x" * (400 * 2**20)                  # this process: 400 MB more, touched
    _, cpu, peak, code, _ = _run_process(
        [sys.executable, "-c", "x = b'y' * (100 * 2**20); import time; time.sleep(0.2)"],
        Path.cwd())
    assert code == 0 and cpu > 0 and len(held) == 400 * 2**20
    assert 100 < peak < 300
