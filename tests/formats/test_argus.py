"""mu-Argus .asc/.rda (docs/formats.md): a pair written here in the documented layout
(NAME START LENGTH MISSING1 MISSING2, tag lines below), with the records and the
expected spec stated by hand; the written pair is re-read and compared exactly."""

from __future__ import annotations

import csv
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql.cli import main
from sdcsql.formats import metadata_of
from sdcsql.formats.argus import parse_rda, read_argus, read_asc, spec_of

RDA = """\
hhid 1 3
  <HOUSE_ID>
region 4 2 99 98
  <RECODABLE>
  <IDLEVEL> 1
  <HOUSEHOLD>
  <CODELIST> region.cdl
sex 6 1 9
  <IDLEVEL> 1
age 7 3 999 998
  <RECODABLE>
  <IDLEVEL> 2
income 10 5 99999
  <NUMERIC>
w 15 6
  <WEIGHT>
  <NUMERIC>
  <DECIMALS> 1
"""
#: (hhid, region, sex, age, income, weight): eight records in four households
RECORDS = [
    (1, "01", "1", "034", 1200, 12.5),
    (1, "01", "2", "036", 99999, 12.5),
    (2, "02", "1", "051", 800, 20.0),
    (3, "02", "2", "051", 950, 20.0),
    (3, "02", "1", "999", 0, 20.0),
    (4, "03", "9", "070", 400, 7.5),
    (4, "03", "1", "071", 410, 7.5),
    (4, "99", "2", "022", 300, 7.5),
]


def line(r: tuple) -> str:
    return f"{r[0]:>3}{r[1]:>2}{r[2]:>1}{r[3]:>3}{r[4]:>5}{r[5]:>6.1f}"


def write_pair(d: Path) -> Path:
    (d / "survey.rda").write_text(RDA)
    (d / "region.cdl").write_text("01,North\n02,East\n03,South\n")
    asc = d / "survey.asc"
    asc.write_text("".join(line(r) + "\n" for r in RECORDS))
    return asc


def test_the_rda_reads_into_the_spec(tmp_path):
    asc = write_pair(tmp_path)
    rel, spec = read_argus(asc)
    assert spec.keys == ("region", "sex", "age")
    assert spec.weight == "w" and spec.household == "hhid"
    assert spec.household_variables == ("region",)
    assert spec.numeric == ("income",)
    assert spec.na_codes_map == {"region": ("99", "98"), "sex": ("9",), "age": ("999", "998"),
                                 "income": (99999,)}
    assert rel.fetchall() == [(str(r[0]), r[1], r[2], r[3], float(r[4]), r[5])
                              for r in RECORDS]
    meta = metadata_of(asc)
    assert meta is not None and meta.value_labels == {
        "region": {"01": "North", "02": "East", "03": "South"}}


def test_protect_writes_an_asc_with_its_rda_and_it_reads_back(tmp_path):
    asc = write_pair(tmp_path)
    out = tmp_path / "safe.asc"
    assert main(["protect", str(asc), "--keys", "region,sex", "--k", "2", "--out", str(out),
                 "--summary-json", str(tmp_path / "s.json")]) == 0
    layout = parse_rda((tmp_path / "safe.rda").read_text())
    by_name = {v["name"]: v for v in layout["variables"]}
    assert [v["name"] for v in layout["variables"]] == ["hhid", "region", "sex", "age",
                                                         "income", "w"]
    assert by_name["region"]["missing"] == ["99", "98"] and by_name["w"].get("weight")
    assert by_name["hhid"].get("house_id") and by_name["region"].get("idlevel") == "1"
    rel, spec = read_argus(out)
    assert spec == spec_of(metadata_of(asc))  # type: ignore[arg-type]
    got = rel.fetchall()
    # every value not suppressed is the input's; a suppressed key shows MISSING1
    n_suppressed = 0
    for before, after in zip(RECORDS, got, strict=True):
        assert after[0] == str(before[0]) and after[3:] == (before[3], float(before[4]),
                                                            before[5])
        for i, code in ((1, "99"), (2, "9")):
            if after[i] != before[i]:
                assert after[i] == code
                n_suppressed += 1
    assert n_suppressed >= 1
    # every line as long as the record the .rda declares
    width = max(v["start"] + v["length"] - 1 for v in layout["variables"])
    assert {len(x) for x in out.read_text().splitlines()} == {width}


def test_write_then_read_is_the_identity(tmp_path):
    """A run without protection writes the records back unchanged."""
    asc = write_pair(tmp_path)
    problem = tmp_path / "p.toml"
    problem.write_text('[input]\npath = "survey.asc"\n[spec]\nkeys = ["region", "sex"]\n'
                       '[output]\ndata = "copy.asc"\n')
    assert main(["run", str(problem)]) == 0
    assert read_argus(tmp_path / "copy.asc")[0].fetchall() == read_argus(asc)[0].fetchall()


def test_explicit_metadata(tmp_path):
    asc = write_pair(tmp_path)
    other = tmp_path / "data.asc"
    other.write_text(asc.read_text())
    out = tmp_path / "risk.csv"
    assert main(["risk", str(other), "--keys", "region,sex",
                 "--metadata", str(tmp_path / "survey.rda"), "--out", str(out)]) == 0
    with out.open() as fh:
        rows = list(csv.DictReader(fh))
    # the .rda's weight applies: record 1 (region 01, sex 1) is alone in its cell, Fk =
    # its weight 12.5 (without the weight Fk would be 1)
    assert len(rows) == 8 and float(rows[0]["Fk"]) == 12.5


codes = st.one_of(st.none(), st.text(alphabet="0123456789ABZ", min_size=1, max_size=4))
numbers = st.one_of(st.none(), st.integers(-10_000, 10_000).map(float),
                    st.integers(-10_000, 10_000).map(lambda x: x / 4))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(codes, numbers), min_size=1, max_size=12))
def test_any_table_written_as_asc_reads_back_equal(tmp_path_factory, rows):
    """Property: an .asc written by sdcsql (fields as wide as their widest value, NULL as
    blanks, whole numbers as integers) reads back to the same values."""
    import duckdb
    import pyarrow as pa

    import sdcsql

    d = tmp_path_factory.mktemp("asc")
    con = duckdb.connect()
    table = pa.table({"code": pa.array([r[0] for r in rows], pa.string()),
                      "x": pa.array([r[1] for r in rows], pa.float64())})
    sdcsql.write(con.from_arrow(table), d / "t.asc")
    assert read_asc(con, d / "t.asc", d).fetchall() == [tuple(r) for r in rows]


# ------------------------------------------------------------------ issue 24 item 10
#: names an .rda can hold, read back as written
WRITABLE = ["é_ü", "a-b", "x.y", "a<b>", "#x", "SELECT", "n1", "Ärger"]
#: names it cannot: a blank or a line break would split the line or inject a tag, a
#: quote or backslash would be read as quoting, a leading '<' is a tag, '/' a path
HOSTILE = ["a b", "a\n  <WEIGHT>", "<WEIGHT>", 'a"b', "a'b", "a\\b", "a\tb", "x/y", " k"]


def test_writable_names_round_trip_through_the_rda(tmp_path):
    import duckdb
    import pyarrow as pa

    import sdcsql

    con = duckdb.connect()
    table = pa.table({n: pa.array([f"{i}", f"{i + 1}"]) for i, n in enumerate(WRITABLE)})
    sdcsql.write(con.from_arrow(table), tmp_path / "t.asc")
    layout = parse_rda((tmp_path / "t.rda").read_text(), "t.rda")
    assert [v["name"] for v in layout["variables"]] == WRITABLE
    rel = read_asc(con, tmp_path / "t.asc", tmp_path)
    assert rel.columns == WRITABLE and rel.fetchall() == [tuple(r) for r in zip(
        *[[f"{i}", f"{i + 1}"] for i in range(len(WRITABLE))], strict=True)]


def test_a_name_the_rda_cannot_hold_is_refused_and_nothing_is_written(tmp_path, capsys):
    import duckdb
    import pyarrow as pa
    import pytest

    import sdcsql

    con = duckdb.connect()
    for i, name in enumerate(HOSTILE):
        table = pa.table({"k": ["1", "2"], name: [1.0, 2.0]})
        out = tmp_path / f"t{i}.asc"
        with pytest.raises(sdcsql.InputError) as err:
            sdcsql.write(con.from_arrow(table), out)
        message = str(err.value)
        assert "\n" not in message and f"column 2 ({ascii(name)}) cannot be written" in message
        assert not out.exists() and not out.with_suffix(".rda").exists()
        assert [p.name for p in tmp_path.iterdir()] == []
    # on the command line: exit 1 before any work, one line, nothing written
    data = tmp_path / "d.csv"
    data.write_text('k,"a\n  <WEIGHT>",w\n1,2,3\n1,2,3\n')
    code = main(["protect", str(data), "--keys", "k", "--k", "2",
                 "--out", str(tmp_path / "o.asc")])
    err_text = capsys.readouterr().err
    assert code == 1 and err_text.count("\n") == 1
    assert "column 2 ('a\\n  <WEIGHT>') cannot be written in a mu-Argus .rda" in err_text
    assert not (tmp_path / "o.asc").exists() and not (tmp_path / "o.rda").exists()
