"""mu-Argus recode files (.grc; docs/formats.md, "mu-Argus recode files"): files written
here by hand, the codes each must give worked out by hand from the layout (ranges
inclusive at both ends, open ends, lists; a code no line covers keeps its value; a
missing code is never recoded).  Exact comparisons: codes are codes."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.cli import main
from sdcsql.formats.argus import read_argus
from sdcsql.formats.grc import argus_recodes, grc_text, parse_grc, read_grc, resolve
from sdcsql.protect.recode import Recode

RDA = """region 1 2 99
  <RECODABLE>
  <IDLEVEL> 1
sex 3 1 9
  <IDLEVEL> 1
w 4 5
  <WEIGHT>
"""
REGION = ["01", "05", "10", "11", "15", "25", "21", "30", "45", "99", "05", "11"]
SEX = ["1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "9", "1"]
GRC = """<MISSING> 99
1: 1-10
2: 11-20, 25

3: 30-
"""
#: by hand from GRC: 01, 05, 10 -> 1; 11, 15 (range) and 25 (listed) -> 2; 30 and 45
#: (open above) -> 3; 21 is covered by no line and stays; 99 is the missing code
BY_HAND = {"01": "1", "05": "1", "10": "1", "11": "2", "15": "2", "25": "2", "30": "3",
           "45": "3", "21": "21", "99": "99"}


def write_set(d: Path, grc: str | None = GRC, name: str = "region.grc") -> Path:
    (d / "s.rda").write_text(RDA)
    (d / "s.asc").write_text("".join(f"{r}{s}{10 + i:5d}\n"
                                     for i, (r, s) in enumerate(zip(REGION, SEX, strict=True))))
    if grc is not None:
        (d / name).write_text(grc)
    return d / "s.asc"


def test_a_hand_written_grc_resolves_to_the_hand_mapping():
    grc = parse_grc(GRC, "region.grc")
    assert grc.missing == ("99",)
    rc = resolve(grc, "region", sorted(set(REGION)), text=True, missing=["99"])
    assert rc == Recode("region", "map", groups=(("1", ("01", "05", "10")),
                                                 ("2", ("11", "15", "25")),
                                                 ("3", ("30", "45"))))
    # numeric codes: an open-below range and a list, 5 and 6 covered by no line
    grc = parse_grc("0: -2\n9: 7, 3, 8\n", "n.grc")
    rc = resolve(grc, "n", [1, 2, 3, 5, 6, 7, 8], text=False)
    assert rc.groups == ((0, (1, 2)), (9, (7, 3, 8)))
    # a file that covers no code of the data gives no recode
    assert resolve(parse_grc("1: 50-60\n"), "n", [1, 2], text=False) is None


def test_the_set_reads_into_a_spec_and_recodes(tmp_path):
    src = write_set(tmp_path, name="REGION.GRC")
    rel, spec = read_argus(src)
    assert spec.keys == ("region", "sex") and spec.weight == "w"
    [rc] = argus_recodes(src)
    assert {old: to for to, olds in rc.groups for old in olds} == {
        k: v for k, v in BY_HAND.items() if k not in ("21", "99")}


PROBLEM = """
[input]
path = "s.asc"
recode_files = {files}
[spec]
keys = ["region", "sex"]
weight = "w"
[output]
data = "out.asc"
"""


@pytest.mark.parametrize("files", ["true", '{region = "g/my.grc"}'])
def test_run_applies_the_grc_and_writes_it_back(tmp_path, files):
    if files == "true":
        write_set(tmp_path)
    else:
        write_set(tmp_path, grc=None)
        (tmp_path / "g").mkdir()
        (tmp_path / "g" / "my.grc").write_text(GRC)
    (tmp_path / "p.toml").write_text(PROBLEM.format(files=files))
    assert main(["run", str(tmp_path / "p.toml")]) == 0
    rel, spec = read_argus(tmp_path / "out.asc")
    got = [r[0] for r in rel.select("region").fetchall()]
    assert got == [BY_HAND[r] for r in REGION]
    assert spec.na_codes_map["region"] == ("99",)
    # the .grc written beside the output: read back, it gives the same codes
    written = read_grc(tmp_path / "out.region.grc")
    assert written.missing == ("99",)
    rc = resolve(written, "region", sorted(set(REGION)), text=True, missing=["99"])
    assert {old: to for to, olds in rc.groups for old in olds} == {
        k: v for k, v in BY_HAND.items() if k not in ("21", "99")}


def test_without_the_option_nothing_is_recoded(tmp_path):
    write_set(tmp_path)
    (tmp_path / "p.toml").write_text(PROBLEM.replace("recode_files = {files}\n", ""))
    assert main(["run", str(tmp_path / "p.toml")]) == 0
    rel, _ = read_argus(tmp_path / "out.asc")
    assert [r[0] for r in rel.select("region").fetchall()] == REGION
    assert not (tmp_path / "out.region.grc").exists()


def test_the_written_text_of_a_known_mapping():
    # by hand: 1..4 -> 1 is a run (1-4), 7 and 9 are not; 5 -> 5 alone is identity
    pairs = [(1, 1), (2, 1), (3, 1), (4, 1), (7, 2), (9, 2), (5, 5)]
    assert grc_text(pairs, [99]) == "<MISSING> 99\n1: 1-4\n2: 7, 9\n"
    # whole DOUBLE codes (a numeric .asc field) too; text codes with leading zeros listed
    assert grc_text([(5.0, 0.0), (6.0, 0.0), (7.0, 0.0), (12.5, 10.0)]) == "0: 5-7\n10: 12.5\n"
    assert grc_text([("01", "1"), ("02", "1"), ("03", "1")]) == "1: 01, 02, 03\n"


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.integers(0, 40), st.integers(0, 9), min_size=1, max_size=25))
def test_write_then_read_is_the_same_mapping(mapping):
    """Any code -> code mapping, written as a .grc and read back against the same
    codes, gives the mapping again (identity pairs are the codes left as they are)."""
    codes = sorted(mapping)
    text = grc_text(sorted(mapping.items()))
    changed = {old: new for old, new in mapping.items()
               if any(o != new for o, n in mapping.items() if n == new)}
    if not changed:
        return
    rc = resolve(parse_grc(text), "x", codes, text=False)
    assert {old: to for to, olds in rc.groups for old in olds} == changed


def test_a_grc_of_the_weight_is_refused_before_any_output(tmp_path):
    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file

    write_set(tmp_path, grc="1: 1-20\n", name="w.grc")
    (tmp_path / "p.toml").write_text(PROBLEM.format(files="true"))
    with pytest.raises(sdcsql.InputError, match=r"w.grc.variable: 'w' is the weight column"):
        run_problem_file(load_problem_file(tmp_path / "p.toml"))
    assert not (tmp_path / "out.asc").exists()


def test_an_output_grc_never_replaces_an_input_recode_file(tmp_path):
    # the input names its recode file out.region.grc; an .asc output out.asc would write
    # its own out.region.grc over it: refused before any work, the input untouched
    write_set(tmp_path, grc=None)
    (tmp_path / "out.region.grc").write_text(GRC)
    (tmp_path / "p.toml").write_text(PROBLEM.format(files='{region = "out.region.grc"}'))
    res = main(["run", str(tmp_path / "p.toml")])
    assert res == 1
    assert (tmp_path / "out.region.grc").read_text() == GRC
    assert not (tmp_path / "out.asc").exists()
