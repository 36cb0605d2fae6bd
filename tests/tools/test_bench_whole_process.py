"""``sdcsql bench --whole-process``: each step a new ``sdcsql`` process, as a user runs it,
beside sdcMicro's whole-process time from ../shared/data/README.md (checked here against
that file's table, not copied from the code)."""

from __future__ import annotations

import json
import re

import pytest

from sdcsql.cli import main
from sdcsql.tools.bench import (
    R_STARTUP_SECONDS,
    SDCMICRO_WHOLE_PROCESS,
    WHOLE_PROCESS_STEPS,
    _sdcmicro,
    run_whole_process,
)

from ..conftest import shared_file


def test_a_step_is_a_new_process_reading_and_writing_a_csv(tmp_path):
    result = run_whole_process(rows=2_000, steps=["suda2_6", "pram"], repeat=1,
                               eusilc=tmp_path / "absent.csv")
    (step,) = result.steps
    assert step["name"] == "suda2_6"
    assert step["command"].startswith("sdcsql risk {data} --keys region,sex,age,")
    # a whole process: start-up, reading and the method take CPU time of their own
    assert step["cpu_seconds"] > result.startup_cpu_seconds > 0
    assert step["seconds"] >= step["cpu_seconds"] / 64 and step["peak_rss_mb"] > 50
    assert step["compared"] == "no sdcMicro figure at this size"
    assert "--eusilc" in result.not_run["pram"]
    doc = result.to_json()
    assert doc["mode"] == "whole_process" and json.loads(json.dumps(doc)) == doc


def test_the_ratio_is_sdcmicros_time_over_ours_on_the_same_clock():
    # MDAV at 100,000 rows: sdcMicro 28.4 s whole process; ours 2.84 s -> 10 times
    got = _sdcmicro("mdav", 100_000, seconds=2.84, cpu=5.68)
    assert got["sdcmicro_seconds"] == 28.4 and got["sdcmicro_speedup"] == pytest.approx(10.0)
    # and over our CPU time (every thread), steadier on shared cores: 28.4 / 5.68 = 5
    assert got["sdcmicro_speedup_cpu"] == pytest.approx(5.0)
    # SUDA2 at 1M rows is given in CPU seconds (10.9 best): compared with our CPU time
    got = _sdcmicro("suda2_6", 1_000_000, seconds=100.0, cpu=2.18)
    assert got["sdcmicro_speedup"] == pytest.approx(5.0) and got["compared"].startswith("cpu")
    # only sdcMicro's call at 100,000 rows (0.27 s): with R's start-up, a lower bound
    got = _sdcmicro("suda2_6", 100_000, seconds=0.51, cpu=1.0)
    assert got["sdcmicro_seconds"] == pytest.approx(0.27 + R_STARTUP_SECONDS)
    assert got["sdcmicro_speedup"] == pytest.approx(2.0) and "lower bound" in got["compared"]
    assert "sdcmicro_seconds" not in _sdcmicro("mdav", 500, seconds=1.0, cpu=1.0)


def test_sdcmicros_figures_are_those_of_the_shared_readme():
    text = shared_file("data", "README.md").read_text()
    table = text[text.index("### sdcMicro 5.8.1 on this machine type"):]
    table = table[:table.index("### Side by side")]
    rows = {(task + rest.strip(), int(n.replace(",", ""))): float(seconds)
            for task, rest, n, seconds in re.findall(
                r"^\| `(\w+)`([^|]*)\| ([\d,]+) \| ([\d.]+) \|", table, flags=re.M)}
    by_step = {"mdav": "microaggregation", "kanon_k3": "kAnon",
               "risk_households": "measure_risk"}
    checked = 0
    for (step, n), (best, _, _, where) in SDCMICRO_WHOLE_PROCESS.items():
        if where != "median of 3":
            continue
        matches = [s for (task, size), s in rows.items() if size == n
                   and task.startswith(by_step[step])
                   and (step != "risk_households" or task.endswith("households"))]
        assert matches == [best], (step, n, matches)
        checked += 1
    assert checked == 6 and set(WHOLE_PROCESS_STEPS) >= {"mdav", "kanon_k3", "risk_households"}


@pytest.mark.parametrize(("argv", "message"), [
    (["--engine", "spark"], "--whole-process: times the duckdb engine's command line"),
    (["--steps", "mdav,frequencies"], "unknown whole-process step 'frequencies'"),
])
def test_refused_with_one_line(argv, message, capsys):
    assert main(["bench", "--whole-process", "--rows", "1000", *argv]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0]
