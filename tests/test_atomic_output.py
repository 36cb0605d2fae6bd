"""Outputs are written atomically: a killed run leaves the old file or none, never a part."""

from __future__ import annotations

import hashlib
import signal
import subprocess
import sys
import time

from sdcsql.demo import write_demo


def test_killed_run_leaves_the_previous_output_and_the_input_untouched(tmp_path):
    data = write_demo(tmp_path / "survey.parquet", rows=400_000, seed=3, null_rate=0.02)
    before = hashlib.sha256(data.read_bytes()).hexdigest()
    out = tmp_path / "risk.csv"
    out.write_text("previous output\n")
    cmd = [sys.executable, "-m", "sdcsql.cli", "risk", str(data),
           "--keys", "region,sex,age,marital_status,citizenship,education",
           "--weight", "weight", "--household", "household_id", "--out", str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
    # a full run then replaces it whole
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 400_001 and lines[0].endswith("fk,Fk,risk,household_risk")
