"""Local suppression on keys that mix text and integer columns (issue 24 item 0).

Every protection mode of local suppression, from the command line, on a small file
whose keys are text (``region``) and integers (``sex``, ``age``, ``hsize``): each
exits 0, keeps every row and every untreated column, changes key values only to
missing, and meets its target on the records it lists as protectable, recounted
here by brute force (fk with a missing key matching every value, seed 002
section 4).  Each file is built so that some records cannot be made safe: the list
of those records (``unprotectable.sql``) is where a list of text and integer keys
once failed in DuckDB's binder.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from tests.cli_run import sdcsql

KEYS = ["region", "sex", "age", "hsize"]
REGIONS = ["north", "south", "east"]


def _rows() -> list[dict[str, object]]:
    """40 records in 11 households of stratum A (sizes 1 to 7; a household of 7
    alone of its size, weight 1) and 2 single-record households of stratum B with weight 1."""
    rows: list[dict[str, object]] = []
    sizes = [1, 2, 2, 3, 3, 4, 4, 1, 3, 3, 7]
    hid = 0
    for size in sizes:
        hid += 1
        for _ in range(size):
            i = len(rows)
            rows.append({"hh": hid, "region": REGIONS[hid % 3], "sex": 1 + (i % 2),
                         "age": 20 + (i * 7) % 45, "hsize": size,
                         "w": 1.0 if size == 7 else 40.0 + 10 * (i % 5),
                         "part": "A", "note": f"n{i}"})
    for j in range(2):
        hid += 1
        rows.append({"hh": hid, "region": REGIONS[j], "sex": 1, "age": 30 + j, "hsize": 1,
                     "w": 1.0, "part": "B", "note": f"b{j}"})
    return rows


def _write(path: Path, rows: list[dict[str, object]]) -> None:
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def _fk(rows: list[dict[str, str]], keys: list[str], strata: list[str]) -> list[int]:
    """fk by brute force over all pairs: a missing value matches every value."""
    def match(a: dict[str, str], b: dict[str, str]) -> bool:
        return all(a[s] == b[s] for s in strata) and all(
            a[k] == "" or b[k] == "" or a[k] == b[k] for k in keys)
    return [sum(match(a, b) for b in rows) for a in rows]


# the modes, not the leak check: the made-up household file's household-level keys come
# back from its ids and weights, which tests/utility/test_leak_check_channels.py refuses
COMMON = ["--keys", ",".join(KEYS), "--weight", "w", "--accept-leaks"]
HH = ["--household", "hh"]

#: (id, options, target): target ("k", k, combinations or None, strata) for a
#: k-anonymity recount; None where the risk re-run of the summary is the check.
MODES = [
    ("k-anonymity", ["--k", "3"], ("k", 3, None, [])),
    ("k-anonymity, a file smaller than k", ["--k", "60"], ("k", 60, None, [])),
    ("risk threshold", ["--risk", "0.05"], None),
    ("re-identification rate", ["--reid-rate", "0.1"], None),
    ("unsafe records target", ["--unsafe-records", "3"], None),
    ("households", [*HH, "--risk", "0.05", "--accept-leaks"], None),
    ("household check", [*HH, "--risk", "0.05", "--household-check", "--accept-leaks"], None),
    ("household variables", [*HH, "--household-variables", "region,hsize", "--risk", "0.3"],
     None),
    ("household variables, k-anonymity",
     [*HH, "--household-variables", "region,hsize", "--k", "3"], ("k", 3, None, [])),
    ("strata, k-anonymity", ["--strata", "part", "--k", "3"], ("k", 3, None, ["part"])),
    ("strata, risk", ["--strata", "part", "--risk", "0.3"], None),
    ("importance", ["--importance", "age,region,sex,hsize", "--k", "3"], ("k", 3, None, [])),
    ("entropy weights", ["--suppression-weights", "entropy", "--k", "3"], ("k", 3, None, [])),
    ("bottom-up scan", ["--scan", "bottom-up", "--k", "3"], ("k", 3, None, [])),
    ("combinations of keys", ["--k", "3", "--kanon-dimension", "2"],
     ("k", 3, "dimension2", [])),
    ("listed combinations, strata",
     ["--strata", "part", "--k", "3", "--kanon-combinations", "region:age,sex:hsize"],
     ("k", 3, [["region", "age"], ["sex", "hsize"]], ["part"])),
    ("ARGUS rule", ["--k", "3", "--kanon-dimension", "2", "--kanon-rule", "argus"], None),
    ("identification levels", ["--k", "3", "--kanon-levels", "region=1,sex=1,age=2,hsize=3"],
     None),
]


@pytest.mark.parametrize("options, target", [m[1:] for m in MODES], ids=[m[0] for m in MODES])
def test_every_mode_on_text_and_integer_keys(tmp_path, options, target):
    data, out, summary = tmp_path / "d.csv", tmp_path / "o.csv", tmp_path / "s.json"
    original = _rows()
    _write(data, original)
    res = sdcsql("protect", str(data), *COMMON,
                 *options, "--out", str(out), "--summary-json", str(summary))
    assert res.returncode == 0, res.stderr
    assert "Traceback" not in res.stderr and "Exception" not in res.stderr
    with open(out) as fh:
        got = list(csv.DictReader(fh))
    assert len(got) == len(original)
    for before, after in zip(original, got, strict=True):
        for column, value in before.items():
            if column in KEYS and after[column] == "":
                continue                      # suppressed: only ever to missing
            assert float(after[column]) == float(value) if column in ("w", "age", "sex", "hsize",
                                                                       "hh") \
                else after[column] == value, column
    s = json.loads(summary.read_text())
    unprotectable = {u["row"] - 1 for u in s["unprotectable"]}
    if target is None:
        assert s["unsafe_records_after"] == len(unprotectable)
        for row in unprotectable:        # every suppressible key suppressed (hsize is kept
            assert all(got[row][c] == "" for c in KEYS if c != "hsize")  # with households)
        return
    _, k, combos, strata = target
    if combos is None:
        combos = [KEYS]
    elif combos == "dimension2":
        combos = [[a] for a in KEYS] + [[a, b] for i, a in enumerate(KEYS) for b in KEYS[i + 1:]]
    stuck: set[int] = set()
    for combo in combos:
        for i, f in enumerate(_fk(got, combo, strata)):
            if f < k:                    # below k only with nothing left to suppress
                assert i in unprotectable, (combo, i)
                assert all(got[i][c] == "" for c in combo if c != "hsize"), (combo, i)
                stuck.add(i)
    assert stuck == unprotectable

def test_the_unprotectable_list_is_reached_with_text_and_integer_keys(tmp_path):
    """The modes above that reach records no suppression can make safe (the list
    that once failed): a file smaller than k, a stratum smaller than k, a one-record
    stratum of weight 1 under a risk threshold, and households whose size is kept."""
    data = tmp_path / "d.csv"
    _write(data, _rows())
    for options in (["--k", "60"], ["--strata", "part", "--k", "3"],
                    ["--strata", "part", "--risk", "0.3"],
                    [*HH, "--household-variables", "region,hsize", "--risk", "0.3"]):
        summary = tmp_path / "s.json"
        res = sdcsql("protect", str(data), *COMMON,
                     *options, "--out", str(tmp_path / "o.csv"), "--summary-json",
                     str(summary))
        assert res.returncode == 0, res.stderr
        assert json.loads(summary.read_text())["unprotectable"], options
        (tmp_path / "o.csv").unlink()
        summary.unlink()
