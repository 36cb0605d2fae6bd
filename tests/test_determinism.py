"""Same input, same bytes: whatever the thread count (sums run in exact DECIMAL)."""

from __future__ import annotations

import hashlib

import pytest

from sdcsql.tools.demo import write_demo

from .test_cli import DEMO_KEYS, sdcsql


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    path = tmp_path_factory.mktemp("det") / "survey.parquet"
    return write_demo(path, rows=30_000, seed=7, null_rate=0.05)


@pytest.mark.parametrize("missing", ["wildcard", "alpha:0.3", "category"])
def test_risk_outputs_do_not_depend_on_threads(survey, tmp_path, missing):
    digests = set()
    for threads in ("1", "2", "8"):
        out, summary = tmp_path / f"r{threads}.csv", tmp_path / f"s{threads}.json"
        res = sdcsql("risk", str(survey), "--keys", DEMO_KEYS, "--weight", "weight",
                     "--household", "household_id", "--missing", missing, "--threads", threads,
                     "--out", str(out), "--summary-json", str(summary))
        assert res.returncode == 0, res.stderr
        digests.add(hashlib.sha256(out.read_bytes() + summary.read_bytes()).hexdigest())
    assert len(digests) == 1


def test_threshold_outputs_do_not_depend_on_threads(survey, tmp_path):
    digests = set()
    for threads in ("1", "2", "8"):
        out, figures = tmp_path / f"u{threads}.csv", tmp_path / f"t{threads}.json"
        res = sdcsql("threshold", str(survey), "--keys", DEMO_KEYS, "--weight", "weight",
                     "--household", "household_id", "--reid-rate", "0.02",
                     "--household-reid-rate", "0.05", "--threads", threads,
                     "--out", str(out), "--json", str(figures))
        assert res.returncode == 0, res.stderr
        digests.add(hashlib.sha256(out.read_bytes() + figures.read_bytes()).hexdigest())
    assert len(digests) == 1
