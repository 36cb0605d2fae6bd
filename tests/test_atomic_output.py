"""Outputs are written atomically: a killed run leaves the old file or none, never a part."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time

from sdcsql import data as sdcsql_data
from sdcsql.tools.demo import write_demo


def test_killed_run_leaves_the_previous_output_and_the_input_untouched(tmp_path):
    data = write_demo(tmp_path / "survey.parquet", rows=400_000, seed=3, null_rate=0.02)
    before = hashlib.sha256(data.read_bytes()).hexdigest()
    out = tmp_path / "risk.csv"
    out.write_text("previous output\n")
    cmd = [sys.executable, "-m", "sdcsql.cli", "risk", str(data),
           "--keys", "region,sex,age,marital_status,citizenship,education",
           "--weight", "weight", "--household", "household_id", "--out", str(out)]
    tmpdir = tmp_path / "tmp"         # the runs' TMPDIR: their private directories go there
    tmpdir.mkdir()
    env = {**os.environ, "TMPDIR": str(tmpdir)}
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    # wait until the temporary output exists (the write has started), then kill
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if any(p.name.startswith(".risk.csv.") for p in tmp_path.iterdir()):
            break
        time.sleep(0.01)
    assert proc.poll() is None, "the run ended before it could be interrupted"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert out.read_text() == "previous output\n"
    assert hashlib.sha256(data.read_bytes()).hexdigest() == before
    # the killed run's temporary files are hidden and name sdcsql and the run's process
    left = [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert left and all(n.startswith(f".risk.csv.sdcsql-{proc.pid}-") for n in left), left
    assert [p.name for p in tmpdir.iterdir()] != []
    assert all(p.name.startswith(f".sdcsql-{proc.pid}-") for p in tmpdir.iterdir())
    # a full run then replaces it whole, and removes what the killed run left
    assert subprocess.run(cmd, capture_output=True, env=env).returncode == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 400_001 and lines[0].endswith("fk,Fk,risk,household_risk")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["risk.csv", "survey.parquet", "tmp"]
    assert list(tmpdir.iterdir()) == []


def test_private_directories_of_ended_processes_are_removed(tmp_path, monkeypatch):
    """A private directory of a process that no longer runs is removed when the next
    one is made; one of a running process (here the parent) is kept."""
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    (tmp_path / f".sdcsql-{dead}-abc" / "spill").mkdir(parents=True)
    (tmp_path / f".sdcsql-{dead}-abc" / "input-1.parquet").write_bytes(b"x")
    (tmp_path / f".sdcsql-{os.getppid()}-def").mkdir()
    (tmp_path / "other").mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    monkeypatch.setattr(sdcsql_data, "_private", {})
    mine = sdcsql_data.private_dir()
    assert mine.parent == tmp_path and mine.name.startswith(f".sdcsql-{os.getpid()}-")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f".sdcsql-{os.getppid()}-def", mine.name, "other"])


def test_every_writer_removes_what_a_killed_run_left_beside_its_output(tmp_path):
    """Records, JSON, dataset, chart, page, report and problem-file outputs: the hidden
    temporaries of a process that no longer runs, for the same output, are removed by
    the next write; another output's, or a running process's, are kept."""
    import duckdb

    import sdcsql
    from sdcsql.data import write, write_json
    from sdcsql.pipeline.etl import write_output
    from sdcsql.pipeline.problem_file import write_demo_problem
    from sdcsql.pipeline.session import Session
    from sdcsql.present.charts import write_risk_chart
    from sdcsql.present.page import write_threshold_page
    from sdcsql.present.report import write_report

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    rel = duckdb.connect().sql("SELECT 1 AS a")
    src = tmp_path / "src"
    src.mkdir()
    problem_file = write_demo_problem(src, rows=200)
    survey = src / "demo_survey.csv"
    spec = sdcsql.Spec(keys=["region", "sex"], weight="weight")

    def chart(p):
        with sdcsql.Problem(survey, spec) as problem:
            write_risk_chart(problem, p)

    def page(p):
        with sdcsql.Problem(survey, spec) as problem:
            write_threshold_page(problem, p)

    def session(p):
        with Session(survey, spec) as s:
            s.save(p)

    writers = {"o.csv": lambda p: write(rel, p), "o.json": lambda p: write_json(p, {"a": 1}),
               "ds": lambda p: write_output(rel, p, ["a"]), "c.svg": chart, "p.html": page,
               "s.toml": session, "problem.toml": lambda p: write_demo_problem(tmp_path, 200),
               "r.html": lambda p: write_report(problem_file, p, "external")}
    kept = [f".other.csv.sdcsql-{dead}-x.tmp", f".o.csv.sdcsql-{os.getppid()}-y.tmp"]
    for name in kept:
        (tmp_path / name).write_text("")
    for name, writer in writers.items():
        (tmp_path / f".{name}.sdcsql-{dead}-abc.tmp").write_text("part")
        (tmp_path / f".{name}.sdcsql-{dead}-abc.tmp.body").write_text("part")
        (tmp_path / f".{name}.sdcsql-{dead}-dir.tmp").mkdir()
        writer(tmp_path / name)
    expected = [*kept, *writers, "src", "r.json", "demo_survey.csv"]   # the report's JSON,
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(expected)  # the demo's data


def test_a_ctrl_c_as_the_temporary_is_made_leaves_nothing_beside_the_output(tmp_path,
                                                                            monkeypatch):
    """A SIGINT that arrives the instant an output's hidden temporary is created (sent
    from inside ``mkstemp``/``mkdtemp``): the write is interrupted, and neither the
    temporary nor a part of the output is left, for a records file, a text file and a
    dataset directory."""
    import threading

    assert threading.current_thread() is threading.main_thread()   # where SIGINT lands
    # Python's own Ctrl-C handler, whatever an earlier test on this worker left in place
    # (a Spark context installs one of its own)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        _interrupt_every_temporary(tmp_path, monkeypatch)
    finally:
        signal.signal(signal.SIGINT, previous)


def _interrupt_every_temporary(tmp_path, monkeypatch):
    import tempfile

    import duckdb
    import pytest

    from sdcsql.data import write, write_json
    from sdcsql.pipeline.etl import write_output

    for made in ("mkstemp", "mkdtemp"):
        real = getattr(tempfile, made)

        def interrupted(*args, real=real, **kwargs):
            out = real(*args, **kwargs)
            if str(kwargs.get("dir")) == str(tmp_path):     # an output's temporary only
                os.kill(os.getpid(), signal.SIGINT)         # Ctrl-C, as it exists
            return out

        monkeypatch.setattr(tempfile, made, interrupted)
    rel = duckdb.connect().sql("SELECT 1 AS a")
    writers = {"o.csv": lambda p: write(rel, p), "o.json": lambda p: write_json(p, {"a": 1}),
               "ds": lambda p: write_output(rel, p, ["a"])}
    for name, writer in writers.items():
        with pytest.raises(KeyboardInterrupt):
            writer(tmp_path / name)
    assert sorted(p.name for p in tmp_path.iterdir()) == []
