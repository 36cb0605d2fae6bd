"""Labelled and mu-Argus inputs on both engines (docs/formats.md, "On Spark"): a .sav
written here by pyreadstat's own writer, with the values, labels and user-missing codes
stated in the test; both engines must read the records and the na_codes written here
(exact: codes are whole numbers, no tolerance)."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pyreadstat

import sdcsql
from sdcsql.cli import main
from sdcsql.pipeline.runner import open_problem

REGION = [1, 1, 2, 3, 3, 3, 4, 2, 99]
SEX = [1, 2, 1, 2, 1, 2, 1, 2, 9]
AGE = [5, 17, 30, 64, 65, 80, 40, 18, 22]
VAR_LABELS = {"region": "Region of residence", "sex": "Sex", "age": "Age in years"}
REGION_LABELS = {1: "North", 2: "East", 3: "South", 4: "West", 99: "refused"}
SEX_LABELS = {1: "male", 2: "female", 9: "no answer"}


def write_sav(path: Path) -> Path:
    df = pd.DataFrame({"region": [float(x) for x in REGION], "sex": [float(x) for x in SEX],
                       "age": [float(x) for x in AGE]})
    pyreadstat.write_sav(df, str(path), column_labels=VAR_LABELS,
                         variable_value_labels={"region": REGION_LABELS, "sex": SEX_LABELS},
                         missing_ranges={"region": [99], "sex": [9]},
                         variable_format={"region": "F8.0", "sex": "F8.0", "age": "F8.0"})
    return path


def write_asc(d: Path) -> Path:
    (d / "s.rda").write_text("region 1 2 99\n  <IDLEVEL> 1\nsex 3 1 9\n  <IDLEVEL> 1\n"
                             "age 4 2\n  <NUMERIC>\n")
    (d / "s.asc").write_text("".join(f"{r:>2}{s}{a:>2}\n" for r, s, a in zip(REGION, SEX, AGE,
                                                                           strict=True)))
    return d / "s.asc"


def records(problem) -> list[tuple]:
    e = problem.engine
    got = e.query(f"SELECT region, sex, age FROM {e.quote(problem.source)}")
    return sorted((r["region"], r["sex"], r["age"]) for r in got)


def test_a_sav_reads_the_same_on_both_engines(engine, tmp_path):
    src = write_sav(tmp_path / "in.sav")
    with open_problem(src, sdcsql.Spec(keys=["region", "sex"]), engine=engine) as p:
        assert records(p) == sorted(zip(REGION, SEX, AGE, strict=True))
        assert p.spec.na_codes_map == {"region": (99,), "sex": (9,)}
        assert p.schema["region"] == "BIGINT"
    # an explicit code wins on either engine
    with open_problem(str(src), sdcsql.Spec(keys=["region", "sex"], na_codes={"sex": [2]}),
                      engine=engine) as p:
        assert p.spec.na_codes_map == {"region": (99,), "sex": (2,)}


def test_an_asc_reads_the_same_on_both_engines(engine, tmp_path):
    src = write_asc(tmp_path)
    with open_problem(src, sdcsql.Spec(keys=["region", "sex"]), engine=engine) as p:
        # codes are text in an .asc (leading blanks trimmed), numeric fields DOUBLE
        assert records(p) == sorted(zip([str(r) for r in REGION], [str(s) for s in SEX],
                                        [float(a) for a in AGE], strict=True))
        assert p.spec.na_codes_map == {"region": ("99",), "sex": ("9",)}


def test_run_on_spark_writes_a_labelled_output(spark, tmp_path):
    write_sav(tmp_path / "in.sav")
    for engine in ("spark", "duckdb"):
        (tmp_path / f"{engine}.toml").write_text(
            '[input]\npath = "in.sav"\n[spec]\nkeys = ["region", "sex"]\n'
            f'[output]\ndata = "{engine}.sav"\nsummary = "{engine}.json"\n')
        assert main(["run", str(tmp_path / f"{engine}.toml"), "--engine", engine,
                     "--threads", "2"]) == 0
    df, meta = pyreadstat.read_sav(str(tmp_path / "spark.sav"), user_missing=True)
    got = sorted(zip(df["region"], df["sex"], df["age"], strict=True))
    assert got == sorted(zip(REGION, SEX, AGE, strict=True))
    assert meta.column_names_to_labels == VAR_LABELS
    assert meta.variable_value_labels == {"region": REGION_LABELS, "sex": SEX_LABELS}
    assert {c: [r["lo"] for r in v] for c, v in meta.missing_ranges.items()} == {
        "region": [99], "sex": [9]}
    # the risk command's records on Spark, written as .sav with the input's labels
    assert main(["risk", str(tmp_path / "in.sav"), "--keys", "region,sex", "--engine", "spark",
                 "--threads", "2", "--out", str(tmp_path / "risk.sav")]) == 0
    df, meta = pyreadstat.read_sav(str(tmp_path / "risk.sav"), user_missing=True)
    assert list(df.columns) == ["region", "sex", "age", "fk", "Fk_hat", "risk"]
    assert meta.variable_value_labels == {"region": REGION_LABELS, "sex": SEX_LABELS}
    assert meta.column_names_to_labels["region"] == VAR_LABELS["region"]
    # by hand: with 99 and 9 missing (wildcards) the record (99, 9) matches every cell,
    # so no record is a sample unique (without the codes, seven would be); 8 patterns
    # (3, 2) twice; the same on both engines
    for engine in ("spark", "duckdb"):
        before = json.loads((tmp_path / f"{engine}.json").read_text())["before"]
        assert (before["n"], before["n_cells"], before["sample_uniques"]) == (9, 8, 0)


def test_a_recode_s_labels_reach_the_labelled_output_on_spark(spark, tmp_path):
    """A problem file that recodes age into bands and writes a .sav: on Spark the
    output carries the bands' labels as on DuckDB (it carried the input's labels only,
    so the recoded age had none), beside the input's labels."""
    write_sav(tmp_path / "in.sav")
    labels = {}
    for engine in ("spark", "duckdb"):
        (tmp_path / f"{engine}.toml").write_text(
            '[input]\npath = "in.sav"\n[spec]\nkeys = ["region", "sex", "age"]\n'
            '[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
            'breaks = [0, 18, 65]\n'
            f'[output]\ndata = "{engine}.sav"\n')
        assert main(["run", str(tmp_path / f"{engine}.toml"), "--engine", engine,
                     "--threads", "2"]) == 0
        labels[engine] = pyreadstat.read_sav(str(tmp_path / f"{engine}.sav"),
                                             metadataonly=True)[1].variable_value_labels
    assert labels["spark"] == labels["duckdb"]
    # each band's code labelled with its interval
    assert labels["spark"]["age"] == {0.0: "[0, 18)", 18.0: "[18, 65)", 65.0: "[65, inf)"}
    assert labels["spark"]["region"] == REGION_LABELS


def test_a_labelled_output_with_partition_by_is_refused(tmp_path, capsys):
    write_sav(tmp_path / "in.sav")
    problem = tmp_path / "p.toml"
    problem.write_text('[input]\npath = "in.sav"\n[spec]\nkeys = ["region"]\n'
                       '[output]\ndata = "out.sav"\n')
    assert main(["run", str(problem), "--partition-by", "sex"]) != 0
    err = capsys.readouterr().err.strip()
    assert err.endswith("is one .sav file, and a partitioned output is a directory of Parquet "
                        "files; drop --partition-by or write a .parquet dataset")
    assert "--partition-by: output" in err and len(err.splitlines()) == 1
    assert not (tmp_path / "out.sav").exists()
