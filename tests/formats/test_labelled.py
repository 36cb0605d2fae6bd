"""SPSS, Stata and SAS files with labels (docs/formats.md): files written here with
pyreadstat's own writer, with labels and missing codes stated in the test; the
expected output labels and codes are written by hand from the recodes and the k = 2
rule on a nine-record table (no tolerance: codes and labels compare exactly)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyreadstat
import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.formats import metadata_of
from sdcsql.formats.output import recoded_labels
from sdcsql.protect.recode import Recode

SUPPRESSED = "suppressed (disclosure control)"
REGION = [1, 1, 2, 3, 3, 3, 4, 2, 1]
SEX = [1, 2, 1, 2, 1, 2, 1, 2, 9]
AGE = [5.0, 17.0, 30.0, 64.0, 65.0, 80.0, 40.0, 18.0, 22.0]
VAR_LABELS = {"region": "Region of residence", "sex": "Sex", "age": "Age in years"}
REGION_LABELS = {1: "North", 2: "East", 3: "South", 4: "West", 99: "refused"}
SEX_LABELS = {1: "male", 2: "female", 9: "no answer"}


def frame() -> pd.DataFrame:
    return pd.DataFrame({"region": [float(x) for x in REGION], "sex": [float(x) for x in SEX],
                         "age": AGE})


def write_sav(path: Path) -> Path:
    pyreadstat.write_sav(frame(), str(path), column_labels=VAR_LABELS,
                         variable_value_labels={"region": REGION_LABELS, "sex": SEX_LABELS},
                         missing_ranges={"region": [99], "sex": [9]},
                         variable_format={"region": "F8.0", "sex": "F8.0", "age": "F8.0"})
    return path


def write_dta(path: Path) -> Path:
    df = frame().astype({"region": "int32", "sex": "int32"})
    pyreadstat.write_dta(df, str(path), column_labels=VAR_LABELS,
                         variable_value_labels={"region": REGION_LABELS, "sex": SEX_LABELS})
    return path


PROBLEM = """
[input]
path = "{input}"
[spec]
keys = ["region"]
[[recode]]
variable = "region"
kind = "map"
groups = [{{to = 10, from = [1, 2]}}]
[[recode]]
variable = "age"
kind = "bands"
breaks = [0, 18, 65]
[protection]
mode = "k"
k = 2
[output]
data = "{output}"
"""

#: by hand: region 1 and 2 merge into 10 (five records), 3 keeps three, the one
#: region-4 record is unique (fk = 1 < 2) and its region is suppressed (the only key)
REGION_OUT = [10, 10, 10, 3, 3, 3, None, 10, 10]
AGE_OUT = [0, 0, 18, 18, 65, 65, 18, 18, 18]
REGION_LABELS_OUT = {10: "North / East", 3: "South", 4: "West", 99: "refused"}
AGE_LABELS_OUT = {0: "[0, 18)", 18: "[18, 65)", 65: "[65, inf)"}


def run(tmp_path: Path, source: Path, out: str) -> Path:
    problem = tmp_path / "problem.toml"
    problem.write_text(PROBLEM.format(input=source.name, output=out))
    assert main(["run", str(problem)]) == 0
    return tmp_path / out


def test_sav_round_trip_through_run_keeps_labels_recodes_and_marks(tmp_path):
    out = run(tmp_path, write_sav(tmp_path / "in.sav"), "out.sav")
    df, meta = pyreadstat.read_sav(str(out), user_missing=True)
    assert df["region"].tolist() == [-9.0 if x is None else float(x) for x in REGION_OUT]
    assert df["age"].tolist() == [float(x) for x in AGE_OUT]
    assert df["sex"].tolist() == [float(x) for x in SEX]
    assert meta.column_names_to_labels == VAR_LABELS
    assert meta.variable_value_labels == {
        "region": {**REGION_LABELS_OUT, -9: SUPPRESSED}, "sex": SEX_LABELS,
        "age": AGE_LABELS_OUT}
    assert {c: sorted(r["lo"] for r in v) for c, v in meta.missing_ranges.items()} == {
        "region": [-9, 99], "sex": [9]}
    assert meta.missing_ranges["region"][0]["lo"] == meta.missing_ranges["region"][0]["hi"]


def test_dta_round_trip_through_run_keeps_labels_recodes_and_marks(tmp_path):
    out = run(tmp_path, write_dta(tmp_path / "in.dta"), "out.dta")
    df, meta = pyreadstat.read_dta(str(out), user_missing=True)
    assert df["region"].tolist() == ["s" if x is None else x for x in REGION_OUT]
    assert df["age"].tolist() == AGE_OUT
    assert meta.column_names_to_labels == VAR_LABELS
    assert meta.variable_value_labels == {
        "region": {**REGION_LABELS_OUT, "s": SUPPRESSED}, "sex": SEX_LABELS,
        "age": AGE_LABELS_OUT}
    assert meta.missing_user_values == {"region": ["s"]}


def test_user_missing_codes_become_na_codes_and_explicit_codes_win(tmp_path):
    src = write_sav(tmp_path / "in.sav")
    with sdcsql.Problem(src, sdcsql.Spec(keys=["region", "sex"])) as p:
        assert p.spec.na_codes_map == {"region": (99,), "sex": (9,)}
        assert p.schema["region"] == "BIGINT"        # F8.0 and whole numbers
        assert p.schema["age"] == "BIGINT"
    with sdcsql.Problem(src, sdcsql.Spec(keys=["region", "sex"], na_codes={"sex": [2]})) as p:
        assert p.spec.na_codes_map == {"region": (99,), "sex": (2,)}
        # the record with sex 9 is a record with a known sex (9 is not missing here)
        assert p.con.sql(f"SELECT count(*) FROM {p.keyed} WHERE __sdc_k1 IS NULL"
                         ).fetchall() == [(4,)]
    meta = metadata_of(src)
    assert meta is not None and meta.value_labels["region"] == REGION_LABELS


def test_protect_and_release_write_labelled_files(tmp_path):
    src = write_sav(tmp_path / "in.sav")
    out = tmp_path / "p.zsav"
    assert main(["protect", str(src), "--keys", "region", "--k", "2", "--out", str(out)]) == 0
    df, meta = pyreadstat.read_sav(str(out), user_missing=True)
    # no recode: region 4 is the one unique region
    assert df["region"].tolist() == [-9.0 if r == 4 else float(r) for r in REGION]
    assert meta.variable_value_labels["region"] == {**REGION_LABELS, -9: SUPPRESSED}
    protected = tmp_path / "p.parquet"
    assert main(["protect", str(src), "--keys", "region", "--k", "2",
                 "--out", str(protected)]) == 0
    rel = tmp_path / "r.sav"
    # the record order is kept to compare the values: the order channel of the leak
    # check gives the suppressed value back, which this test accepts
    assert main(["release", str(src), str(protected), "--seed", "5", "--no-shuffle",
                 "--suppression-codes", "region=-1", "--accept-leaks", "--out", str(rel)]) == 0
    df, meta = pyreadstat.read_sav(str(rel), user_missing=True)
    assert df["region"].tolist() == [-1.0 if r == 4 else float(r) for r in REGION]
    assert meta.variable_value_labels["region"] == {**REGION_LABELS, -1: SUPPRESSED}
    assert sorted(r["lo"] for r in meta.missing_ranges["region"]) == [-1, 99]


def test_xpt_is_read_with_its_variable_labels(tmp_path):
    """SAS: pyreadstat writes transport files (.xpt) but not .sas7bdat, so the SAS
    reader is tested on an .xpt (variable labels; transport files hold no value labels)."""
    path = tmp_path / "s.xpt"
    pyreadstat.write_xport(frame(), str(path), column_labels=VAR_LABELS)
    with sdcsql.Problem(path, sdcsql.Spec(keys=["region", "sex"])) as p:
        rows = p.con.sql(f"SELECT region, sex, age FROM {p.source}").fetchall()
        assert rows == [(float(r), float(s), a) for r, s, a in zip(REGION, SEX, AGE,
                                                                    strict=True)]
    meta = metadata_of(path)
    assert meta is not None and meta.variable_labels == VAR_LABELS and meta.kind == "sas"


def test_stata_text_and_many_chunks(tmp_path, monkeypatch):
    """Chunks: a file read in chunks of 2 records gives the same relation."""
    from sdcsql.formats import labelled

    monkeypatch.setattr(labelled, "CHUNK_ROWS", 2)
    path = tmp_path / "t.dta"
    df = frame().assign(name=["a", "b", "c", "d", "e", "f", "g", "h", "i"])
    pyreadstat.write_dta(df, str(path))
    with sdcsql.Problem(path, sdcsql.Spec(keys=["name"])) as p:
        got = p.con.sql(f"SELECT * FROM {p.source}").arrow().read_all()
    assert got.column("name").to_pylist() == list("abcdefghi")
    assert got.column("region").to_pylist() == REGION
    assert got.schema.field("region").type == pa.int64()


@pytest.mark.parametrize(("recode", "expected"), [
    (Recode("r", "map", groups=((5, (1, 2)), (3, (3,)))),
     {5: "a / b", 3: "c", 4: "d"}),
    (Recode("r", "bands", breaks=(0, 10), right=True), {0: "[0, 10]", 10: "(10, inf)"}),
    (Recode("r", "top", value=3), {1: "a", 2: "b", 3: "3 or more"}),
    (Recode("r", "bottom", value=2, replacement=0), {2: "b", 3: "c", 4: "d", 0: "less than 2"}),
    (Recode("r", "truncate", keep=1), None),
])
def test_labels_of_new_categories(recode, expected):
    assert recoded_labels({1: "a", 2: "b", 3: "c", 4: "d"}, recode) == expected


def test_missing_pyreadstat_is_one_line_naming_the_extra(tmp_path, monkeypatch):
    import sys

    src = write_sav(tmp_path / "in.sav")
    monkeypatch.setitem(sys.modules, "pyreadstat", None)
    with pytest.raises(sdcsql.InputError, match=r"needs pyreadstat: pip install "
                                                r"'sdcsql\[formats\]'$"):
        sdcsql.Problem(src, sdcsql.Spec(keys=["region"]))


def test_a_chosen_code_the_column_takes_is_refused_before_writing(tmp_path, capsys):
    src = write_sav(tmp_path / "in.sav")
    problem = tmp_path / "p.toml"
    problem.write_text(PROBLEM.format(input=src.name, output="out.sav")
                       + "suppression_codes = {region = 3}\n")
    assert main(["run", str(problem)]) == 1
    assert "suppression code of 'region': 3 records hold it" in capsys.readouterr().err
    assert not (tmp_path / "out.sav").exists()


def test_spss_takes_three_missing_codes(tmp_path, capsys):
    path = tmp_path / "m.sav"
    pyreadstat.write_sav(frame(), str(path), missing_ranges={"region": [7, 8, 9]})
    out = tmp_path / "o.sav"
    assert main(["protect", str(path), "--keys", "region", "--k", "2", "--out", str(out)]) == 1
    assert "column 'region' has 4 missing codes" in capsys.readouterr().err
    assert not out.exists()


def test_zsav_is_read_like_sav(tmp_path):
    path = tmp_path / "c.zsav"
    pyreadstat.write_sav(frame(), str(path), compress=True, column_labels=VAR_LABELS,
                         variable_value_labels={"region": REGION_LABELS},
                         missing_ranges={"region": [99]},
                         variable_format={"region": "F8.0", "sex": "F8.0", "age": "F8.0"})
    with sdcsql.Problem(path, sdcsql.Spec(keys=["region"])) as p:
        assert p.con.sql(f"SELECT region FROM {p.source}").fetchall() == [(r,) for r in REGION]
        assert p.spec.na_codes_map == {"region": (99,)}
    meta = metadata_of(path)
    assert meta is not None and meta.value_labels == {"region": REGION_LABELS}
