"""The values every numeric method refuses or reads as missing (issue 24 item 5).

One infinite value, or one value whose square overflows (1e300), in a numeric variable
once made noise and the synthetic methods write the whole variable as NULL with exit
0.  Every numeric method now refuses them before any work, from the command line, with
one line naming the column and the count (never the value), and writes nothing.  A NaN
is a missing value where the method treats missing values (it stays missing, the other
records are treated) and is refused, with its count, where the method needs complete
records.  The check is :func:`sdcsql.protect.draws.check_values`, one scan.
"""

from __future__ import annotations

import csv
import subprocess
from pathlib import Path

import pytest

from tests.cli_run import sdcsql

#: (method, its options, whether it needs complete records; "pattern": MDAV and V-MDAV
#: group records within their pattern of missing values, the one record missing x is
#: alone in its pattern, fewer than k)
METHODS = [
    ("noise", ["--seed", "1", "--noise-method", "additive"], False),
    ("noise", ["--seed", "1", "--noise-method", "multiplicative"], False),
    ("noise", ["--seed", "1", "--noise-method", "ordered_sum"], False),
    ("noise", ["--seed", "1", "--noise-method", "correlated"], False),
    ("noise", ["--seed", "1", "--noise-method", "kim"], False),
    ("rank_swap", ["--seed", "1"], False),
    ("shuffle", ["--seed", "1"], False),
    ("rounding", ["--base", "5"], False),
    ("resampling", ["--seed", "1"], False),
    ("ipso", ["--seed", "1"], True),
    ("cholesky_synthetic", ["--seed", "1"], True),
    ("ms_hybrid", ["--seed", "1", "--non-confidential", "y"], True),
    ("microhybrid", ["--seed", "1", "--k", "3"], True),
    ("mdav", ["--k", "3"], "pattern"),
    ("vmdav", ["--k", "3"], "pattern"),
    ("hansen_mukherjee", ["--k", "3"], False),
    ("individual_ranking", ["--k", "3"], False),
]
IDS = [f"{m}{'-' + o[3] if m == 'noise' else ''}" for m, o, _ in METHODS]


def _data(tmp: Path, value: str) -> Path:
    """20 records; x's fourth value is ``value``; y complete."""
    path = tmp / "d.csv"
    lines = ["id,k,x,y"]
    for i in range(20):
        x = value if i == 3 else f"{10 + (i * 37) % 50 + i / 8:.3f}"
        lines.append(f"{i + 1},{'ab'[i % 2]},{x},{5 + (i * 13) % 17 + i / 4:.2f}")
    path.write_text("\n".join(lines) + "\n")
    return path


def _protect(tmp: Path, value: str, method: str, options: list[str]) -> tuple[
        subprocess.CompletedProcess, Path]:
    data, out = _data(tmp, value), tmp / "o.csv"
    numeric = "x" if method == "ms_hybrid" else "x,y"
    res = sdcsql("protect", str(data), "--keys",
                 "k", "--method", method, *options, "--numeric", numeric, "--out",
                 str(out))
    return res, out


@pytest.mark.parametrize("value, problem", [
    ("inf", "1 infinite value(s); make them NULL (missing) or finite"),
    ("-inf", "1 infinite value(s); make them NULL (missing) or finite"),
    ("1e300", "1 value(s) of magnitude 1e100 or more, whose squares and products overflow"),
], ids=["inf", "-inf", "1e300"])
@pytest.mark.parametrize("method, options, complete", METHODS, ids=IDS)
def test_non_finite_and_overflowing_values_are_refused(tmp_path, method, options, complete,
                                                       value, problem):
    res, out = _protect(tmp_path, value, method, options)
    assert res.returncode == 1, res.stderr
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sdcsql: error: "), res.stderr
    assert f"column 'x' has {problem}" in lines[0]
    assert "1e300" not in lines[0] and "1e+300" not in lines[0]
    assert not out.exists()


@pytest.mark.parametrize("method, options, complete", METHODS, ids=IDS)
def test_nan_is_missing_where_the_method_treats_missing_values(tmp_path, method, options,
                                                               complete):
    res, out = _protect(tmp_path, "nan", method, options)
    if complete == "pattern":
        assert res.returncode == 1, res.stderr
        assert res.stderr.strip().splitlines() == [
            f"sdcsql: error: numeric: 1 record(s) have values of only 'y' among the treated "
            f"variables, fewer than k = 3; {method} aggregates records with the same "
            "variables present: impute, drop a variable, merge strata or lower k"]
        assert not out.exists()
        return
    if complete:
        assert res.returncode == 1, res.stderr
        lines = res.stderr.strip().splitlines()
        assert len(lines) == 1
        assert "column 'x' has 1 NaN value(s), missing values this method cannot treat" \
            in lines[0]
        assert not out.exists()
        return
    assert res.returncode == 0, res.stderr
    with open(out) as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 20
    assert rows[3]["x"] == ""                        # the NaN: missing, left missing
    assert all(r["x"] != "" for i, r in enumerate(rows) if i != 3)
    assert all(r["y"] != "" for r in rows)
    assert all(r["x"].lower() not in ("nan", "inf", "-inf") for r in rows)


@pytest.mark.parametrize("method, options, why", [
    ("noise", ["--noise-method", "additive"], "additive noise (its scale is the stratum's sd)"),
    ("noise", ["--noise-method", "ordered_sum"], "ordered_sum noise (it keeps the stratum's sum)"),
    ("resampling", [], "resampling (bootstrap samples of the stratum's values)"),
])
def test_a_stratum_with_a_single_value_is_refused(tmp_path, method, options, why):
    """With --strata, noise and resampling left a one-record stratum's value as it was,
    with exit 0 and no word (issue 24 item 6): refused before any work, counting the
    strata (two here: one of a single record, one whose other record misses x)."""
    data, out = tmp_path / "d.csv", tmp_path / "o.csv"
    lines = ["k,s,x,y"] + [f"{'ab'[i % 2]},{'p' if i < 10 else 'q' if i < 19 else 'r'},"
                           f"{10 + i * 1.5},{i * 2.25}" for i in range(20)]
    data.write_text("\n".join(lines + ["a,z,,3.5", "a,z,7.5,1.5"]) + "\n")
    res = sdcsql("protect", str(data), "--keys",
                 "k", "--strata", "s", "--method", method, *options, "--seed", "1",
                 "--numeric", "x,y", "--out", str(out))
    assert res.returncode == 1, res.stderr
    assert res.stderr.strip().splitlines() == [
        f"sdcsql: error: {method}: 2 stratum(s) hold a single value of 'x', which {why} "
        "would leave unchanged; merge strata or treat the variable without strata"]
    assert not out.exists()
    # multiplicative noise scales each value by its own draw: a single value is perturbed
    res = sdcsql("protect", str(data), "--keys",
                 "k", "--strata", "s", "--method", "noise", "--noise-method",
                 "multiplicative", "--seed", "1", "--numeric", "x,y", "--out",
                 str(out))
    assert res.returncode == 0, res.stderr
    with open(out) as fh:
        rows = list(csv.DictReader(fh))
    assert float(rows[19]["x"]) != 10 + 19 * 1.5
