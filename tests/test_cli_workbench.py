"""The workbench commands end to end as subprocesses: charts, the threshold page,
`sdcsql sql`, and the progress bar (on a terminal only)."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import duckdb

from sdcsql.tools.sql_script import macro_kit

from .test_cli import DEMO, sdcsql

KEYS = "region,sex,age,marital_status"
PROBLEM_ARGS = [str(DEMO), "--keys", KEYS, "--weight", "weight", "--household", "household_id"]


def test_threshold_html_and_chart(tmp_path):
    page, chart = tmp_path / "page.html", tmp_path / "chart.svg"
    res = sdcsql("threshold", *PROBLEM_ARGS, "--reid-rate", "0.01", "--household-risk",
                 "0.2", "--html", str(page), "--chart", str(chart))
    assert res.returncode == 0, res.stderr
    assert res.stderr == ""                       # quiet in a pipe
    html = page.read_text()
    assert 'type="range"' in html and 'id="sdc-data"' in html
    assert chart.read_text().lstrip().startswith("<?xml")


def test_threshold_html_mistake_writes_nothing(tmp_path):
    res = sdcsql("threshold", *PROBLEM_ARGS, "--reid-rate", "0.01",
                 "--out", str(tmp_path / "unsafe.csv"), "--html", str(tmp_path / "page.txt"))
    assert res.returncode == 1 and "must end in .html" in res.stderr
    assert list(tmp_path.iterdir()) == []


def test_risk_and_protect_charts(tmp_path):
    res = sdcsql("risk", *PROBLEM_ARGS, "--out", str(tmp_path / "r.csv"),
                 "--chart", str(tmp_path / "r.png"))
    assert res.returncode == 0, res.stderr
    assert (tmp_path / "r.png").read_bytes()[:4] == b"\x89PNG"
    # the region is the same for every member of a household (the leak check)
    res = sdcsql("protect", *PROBLEM_ARGS, "--household-variables", "region", "--k", "3",
                 "--out", str(tmp_path / "p.csv"), "--chart", str(tmp_path / "p.svg"))
    assert res.returncode == 0, res.stderr
    assert "after" in (tmp_path / "p.svg").read_text()   # the legend of the overlay
    res = sdcsql("risk", *PROBLEM_ARGS, "--out", str(tmp_path / "o.csv"),
                 "--chart", str(tmp_path / "chart.pdf"))
    assert res.returncode == 1 and ".svg or .png" in res.stderr
    assert not (tmp_path / "o.csv").exists()


def test_sql_command(tmp_path):
    res = sdcsql("sql", "--shell-kit")
    assert res.returncode == 0 and res.stdout == macro_kit()
    res = sdcsql("sql", *PROBLEM_ARGS, "--step", "global_risk")
    assert res.returncode == 0, res.stderr
    con = duckdb.connect()
    con.execute(macro_kit())
    n, n_cells = con.execute(res.stdout).fetchall()[0][:2]
    assert n == 5000 and n_cells > 0


def test_sql_command_mistakes():
    res = sdcsql("sql", str(DEMO), "--keys", KEYS)
    assert res.returncode == 1 and "--step" in res.stderr
    res = sdcsql("sql", str(DEMO), "--keys", KEYS, "--step", "cells")
    assert res.returncode == 1 and "invalid choice" in res.stderr
    res = sdcsql("sql", str(DEMO), "--keys", KEYS, "--step", "household_risk")
    assert res.returncode == 1 and "needs --household" in res.stderr
    res = sdcsql("sql", str(DEMO), "--keys", "regio", "--step", "keyed")
    assert res.returncode == 1 and "did you mean 'region'" in res.stderr


def test_help_has_an_example_for_the_new_commands():
    for cmd in ("report", "sql", "run"):
        res = sdcsql(cmd, "--help")
        assert res.returncode == 0 and "example:" in res.stdout


def _stderr_on_a_terminal(args: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run the CLI with stderr on a pseudo-terminal; return the exit code and what it drew."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "sdcsql.cli", *args],
                            stdout=subprocess.DEVNULL, stderr=follower, env=env)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 4096)
        except OSError:          # the terminal closes when the process ends
            break
        if not data:
            break
        chunks.append(data)
    os.close(leader)
    return proc.wait(), b"".join(chunks).decode(errors="replace")


def test_progress_bar_on_a_terminal_only(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "TERM")}
    args = ["risk", *PROBLEM_ARGS, "--out", str(tmp_path / "r.csv")]
    code, drawn = _stderr_on_a_terminal(args, env)
    assert code == 0
    assert "reading and checking the input" in drawn and "risk of every record" in drawn
    assert "\r" in drawn and drawn.endswith("\r\x1b[K")   # the line is cleared at the end
    code, drawn = _stderr_on_a_terminal(args, {**env, "CI": "true"})
    assert code == 0 and drawn == ""
    res = sdcsql(*args)                                      # a pipe
    assert res.returncode == 0 and res.stderr == ""
    assert Path(tmp_path / "r.csv").exists()
    assert sdcsql("demo", "--rows", "2000", "--out", str(tmp_path / "d")).returncode == 0
    code, drawn = _stderr_on_a_terminal(["run", str(tmp_path / "d" / "problem.toml")], env)
    assert code == 0 and "running the problem file" in drawn


def test_without_matplotlib_a_chart_is_refused_before_any_work(tmp_path):
    """An install without the charts extra is a user error saying what to install, and
    nothing is written."""
    for extra in (["risk", *PROBLEM_ARGS, "--out", str(tmp_path / "r.csv"),
                   "--chart", str(tmp_path / "r.svg")],
                  ["threshold", *PROBLEM_ARGS, "--reid-rate", "0.01",
                   "--out", str(tmp_path / "u.csv"), "--html", str(tmp_path / "p.html")]):
        code = ("import sys; sys.modules['matplotlib'] = None; from sdcsql.cli import main; "
                f"sys.exit(main({extra!r}))")
        res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert res.returncode == 1, res.stderr
        assert "pip install 'sdcsql[charts]'" in res.stderr
    assert list(tmp_path.iterdir()) == []
