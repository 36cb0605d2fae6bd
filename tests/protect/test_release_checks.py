"""The standalone release checks what it publishes (issue #24 items 3, 9 and 11): the
leak check on every release, pairing by the person id, agreement of the paired files,
and Ctrl-C.

Independent sources: the files are built by hand in the tests; the expected marks and
leaks are counted in the tests' own Python from the files' definitions.  Counts are
exact integers: tolerance 0.
"""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow as pa
import pytest

from sdcsql import InputError
from sdcsql.cli import main
from sdcsql.protect.release import prepare_release


def _write_csv(path: Path, header: list[str], rows: list[tuple]) -> Path:
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(["" if v is None else v for v in r] for r in rows)
    return path


def _weighted_files(tmp_path: Path) -> tuple[Path, Path, int]:
    """12 households of 2 (hh 1..12), region = hh % 4 + 1, w = 100 + 13.25 * region, and
    a protected file with region suppressed for both members of households 1, 2 and 7
    (6 values): the weight gives each back."""
    header = ["pid", "hh", "region", "w", "sex"]
    rows = [(2 * (hh - 1) + m + 1, hh, hh % 4 + 1, 100 + 13.25 * (hh % 4 + 1), m)
            for hh in range(1, 13) for m in range(2)]
    prot = [(p, hh, None if hh in (1, 2, 7) else r, w, s) for p, hh, r, w, s in rows]
    return (_write_csv(tmp_path / "orig.csv", header, rows),
            _write_csv(tmp_path / "prot.csv", header, prot), 6)


def test_a_leaking_protected_file_is_refused_by_release_and_accepted_with_the_flag(
        tmp_path: Path, capsys):
    orig, prot, suppressed = _weighted_files(tmp_path)
    out, summary = tmp_path / "rel.csv", tmp_path / "rel.json"
    args = ["release", str(orig), str(prot), "--seed", "7", "--household", "hh",
            "--person-id", "pid", "--out", str(out), "--summary-json", str(summary)]
    assert main(args) == 1
    err = [x for x in capsys.readouterr().err.splitlines() if x.strip()]
    assert len(err) == 1 and "region 6 of 6" in err[0] and "columns w 6" in err[0]
    assert not out.exists() and not summary.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["orig.csv", "prot.csv"]
    assert main([*args, "--accept-leaks"]) == 0
    leak = json.loads(summary.read_text())["verification"]["leak_check"]
    assert leak["recoverable_suppressions"] == suppressed and leak["leaks_accepted"]
    assert leak["by_variable"]["region"]["columns"]["w"] == suppressed
    # shuffled, new ids: the order channel is closed
    assert leak["by_channel"]["order"] == 0 and leak["order"]["id_columns"] == []


def test_dropping_the_weight_releases_the_same_file(tmp_path: Path, capsys):
    orig, prot, _ = _weighted_files(tmp_path)
    out = tmp_path / "rel.csv"
    assert main(["release", str(orig), str(prot), "--seed", "7", "--household", "hh",
                 "--person-id", "pid", "--drop", "w", "--out", str(out)]) == 0
    assert "recoverable suppressions on the release (leak check): 0 of 6" in \
        capsys.readouterr().out


def _people() -> tuple[pa.Table, list[int]]:
    """8 people in 4 households; ages; the suppressed ages (by pid)."""
    o = pa.table({"pid": [11, 12, 13, 14, 15, 16, 17, 18], "hh": [1, 1, 2, 2, 3, 3, 4, 4],
                  "sex": [1, 2, 1, 2, 1, 2, 1, 2],
                  "age": [30, 31, 40, 41, 50, 51, 60, 61]})
    return o, [12, 15, 18]


def test_release_pairs_by_the_person_id(tmp_path: Path):
    o, gone = _people()
    ages = [None if p in gone else a for p, a in zip(o["pid"].to_pylist(),
                                                      o["age"].to_pylist(), strict=True)]
    prot = o.set_column(3, "age", pa.array(ages, pa.int64()))
    reordered = prot.take([7, 2, 5, 0, 3, 6, 1, 4])
    kw = {"seed": 3, "household": "hh", "person_id": "pid", "suppression_codes": {"age": -1},
          "drop": ["sex"]}
    ordered = prepare_release(o, prot, **kw).relation.fetchall()
    paired = prepare_release(o, reordered, **kw)
    # the same release as the protected file in the original's order: the marks are the
    # three suppressed ages, nowhere else
    assert paired.relation.fetchall() == ordered
    assert paired.marks["age"]["count"] == len(gone)
    assert sorted(a for _, _, a in ordered) == [-1, -1, -1, 30, 40, 41, 51, 60]


def test_release_refuses_files_that_do_not_pair(tmp_path: Path):
    o, gone = _people()
    ages = [None if p in gone else a for p, a in zip(o["pid"].to_pylist(),
                                                      o["age"].to_pylist(), strict=True)]
    reordered = o.set_column(3, "age", pa.array(ages, pa.int64())).take([7, 2, 5, 0, 3, 6,
                                                                          1, 4])
    out = tmp_path / "r.csv"
    # by row number: the first column in the file's order that disagrees, with the
    # records that disagree (every one of the 8 pids is out of place)
    with pytest.raises(InputError, match=r"^'pid': 8 record\(s\) differ .*person_id"):
        prepare_release(o, reordered, seed=3, household="hh", output=out)
    assert not out.exists()
    # a protected id that is not in the original
    bad = reordered.set_column(0, "pid", pa.array([99, 13, 16, 11, 14, 17, 12, 15]))
    with pytest.raises(InputError, match=r"person_id: 1 protected records whose person id "
                                         r"is not in the original"):
        prepare_release(o, bad, seed=3, household="hh", person_id="pid", output=out)
    # a changed value the files do not explain, and the same named as changed
    changed = o.set_column(3, "age", pa.array([30, 31, 40, 41, 50, 51, 60, 99]))
    with pytest.raises(InputError, match=r"^'age': 1 record\(s\) differ"):
        prepare_release(o, changed, seed=3, household="hh", person_id="pid")
    r = prepare_release(o, changed, seed=3, household="hh", person_id="pid",
                        changed=["age"])
    assert r.n_records == 8
    assert not out.exists()


def test_ctrl_c_during_release_exits_130_and_keeps_the_previous_file(tmp_path: Path):
    n = 400_000
    with open(tmp_path / "orig.csv", "w") as fh:
        fh.write("pid,hh,age,x\n")
        fh.writelines(f"{i},{i // 3},{i % 90},{i % 7}\n" for i in range(n))
    out = tmp_path / "rel.csv"
    out.write_text("previous release\n")
    cmd = [sys.executable, "-m", "sdcsql.cli", "release", str(tmp_path / "orig.csv"),
           str(tmp_path / "orig.csv"), "--seed", "1", "--household", "hh", "--person-id",
           "pid", "--out", str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={**os.environ, "TMPDIR": str(tmp_path)})
    # wait until the release is being written (its hidden temporary exists), then
    # interrupt it as Ctrl-C does: the engine's own "interrupted" error is an interrupt
    while proc.poll() is None and not any(p.name.startswith(".rel.csv.")
                                          for p in tmp_path.iterdir()):
        time.sleep(0.005)
    assert proc.poll() is None, "the release ended before it could be interrupted"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate()
    assert proc.returncode == 130, err
    assert err.decode().strip() == "sdcsql: interrupted"
    assert out.read_text() == "previous release\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".rel.csv")] == []
