"""Problem files: parsing, validation, round trip, and reproducible runs."""

from __future__ import annotations

import csv
import json
import tomllib
from pathlib import Path

import pytest

from sdcsql.errors import InputError
from sdcsql.pipeline.problem_file import (
    DEMO_PROBLEM,
    ProblemFile,
    load_problem_file,
    run_problem_file,
    write_demo_problem,
)
from tests.cli_run import sdcsql

MINIMAL = {"input": {"path": "s.csv"}, "spec": {"keys": ["a", "b"]}}


def test_demo_problem_round_trips_through_toml():
    pf = ProblemFile.from_dict(tomllib.loads(DEMO_PROBLEM))
    again = ProblemFile.from_dict(tomllib.loads(pf.to_toml()))
    assert again == pf
    assert again.to_toml() == pf.to_toml()
    assert [r.kind for r in pf.recodes] == ["bands", "map", "top"]


def test_every_field_round_trips():
    doc = {
        "input": {"path": "dir with space/x.parquet"},
        "spec": {"keys": ["a", 'odd "name"'], "weight": "w", "household": "h",
                 "household_size": "hs", "person_id": "id", "numeric": ["x"],
                 "strata": ["st"], "pi": 0.5, "missing": "alpha:0.25",
                 "na_codes": {'odd "name"': ["9", "99"], "a": [98]}},
        "risk": {"method": "argus"},
        "recode": [
            {"variable": "a", "kind": "truncate", "keep": 2, "width": 4},
            {"variable": "x", "kind": "bottom", "value": 1.5, "replacement": 0},
            {"variable": "x", "kind": "bands", "breaks": [0, 2.5], "labels": ["lo", "hi"]},
        ],
        "threshold": {"unsafe_records": 10, "household_reid_rate": 0.01, "rule": ">"},
        "protection": {"mode": "risk", "suppression_weights": {"a": 2.0},
                       "importance": ["a", 'odd "name"'], "household_check": True,
                       "scan": "bottom-up"},
        "output": {"data": "o.parquet", "summary": "s.json", "risk_columns": True},
        "report": {"title": "Survey 2026", "survey": "Labour force", "release_date": "2026-12-01"},
    }
    pf = ProblemFile.from_dict(doc)
    assert ProblemFile.from_dict(tomllib.loads(pf.to_toml())) == pf
    assert pf.spec.missing.alpha == 0.25 and pf.spec.pi == 0.5


@pytest.mark.parametrize("patch, message", [
    ({"thresold": {"risk": 0.1}}, "problem: thresold: unknown field"),
    ({"spec": {"keys": ["a"], "wieght": "w"}}, "spec.wieght: unknown field"),
    ({"threshold": {"reid_rate": 1.5}}, "problem: threshold.reid_rate: must be in (0, 1)"),
    ({"threshold": {"reid_rate": 0}}, "threshold.reid_rate: must be in (0, 1)"),
    ({"threshold": {"risk": 0.1, "reid_rate": 0.1}}, "threshold: give one of"),
    ({"threshold": {"unsafe_records": 2.5}},
     "threshold.unsafe_records: a target number of unsafe records must be an integer"),
    ({"threshold": {"rule": "=>"}}, "threshold.rule"),
    ({"threshold": {"household_risk": 0.1}}, "needs spec.household"),
    ({"risk": {"method": "fast"}}, "risk.method: unknown risk method 'fast'"),
    ({"protection": {"mode": "k"}}, "protection.k: must be an integer >= 1"),
    ({"protection": {"mode": "risk"}}, "protection.mode: 'risk' protects to the threshold"),
    ({"protection": {"mode": "k", "k": 2, "suppression_weights": {"c": 1}}},
     "protection.suppression_weights.c: is not a key variable"),
    ({"output": {"data": "x.txt"}}, "output.data: must end in .csv or .parquet"),
    ({"output": {"summry": "x.json"}}, "output.summry: unknown field"),
    ({"recode": [{"variable": "a", "kind": "bands", "breaks": [5, 1]}]},
     "recode[0].breaks: must be strictly increasing"),
    ({"recode": [{"variable": "a", "kind": "bands", "breaks": [1, 5], "label": ["x"]}]},
     "recode[0].label: unknown field"),
    ({"recode": [{"variable": "a", "kind": "squash"}]}, "recode[0].kind: unknown recode kind"),
    ({"recode": [{"variable": "a", "kind": "top", "quantile": 1.0}]},
     "recode[0].quantile: must be in (0, 1)"),
    ({"recode": [{"variable": "a", "kind": "map", "groups": [{"to": 1, "from": [1]},
                                                            {"to": 2, "from": [1]}]}]},
     "code 1 is in two groups"),
    ({"seed": 2026}, "problem: seed: no step of this run draws random numbers yet"),
    ({"spec": {"keys": ["a"], "sensitive": ["a"]}},
     "problem: spec: sensitive: 'a' is also a key or the weight"),
    ({"risk": {"measures": ["bogus"]}},
     "problem: risk.measures: unknown risk measure 'bogus'; known: individual, ldiversity, "
     "kanon_subsets"),
    ({"risk": {"ldiversity": {"cc": 2}}},
     "problem: risk.ldiversity.cc: unknown field (allowed: c, l, multi)"),
    ({"risk": {"measures": ["ldiversity"], "ldiversity": {"c": -1}}},
     "risk.ldiversity_c: c of recursive"),
    ({"protection": {"mode": "k", "k": 2, "strata": ["st"]}},
     "protection.strata: strata are a role of the variables: give them as spec.strata"),
    ({"protection": {"mode": "k", "k": 2, "scan": "sideways"}},
     "protection.scan: 'sideways' is not a scan order"),
    ({"protection": {"mode": "k", "k": 2, "suppression_weights": "gini"}},
     "protection.suppression_weights: must be \"entropy\" or a table"),
    ({"spec": {"keys": []}}, "spec: keys: give at least one"),
    ({"report": {"titel": "x"}}, "report.titel: unknown field"),
    ({"report": {"title": ""}}, "report.title: must be a non-empty string"),
    ({"report": {"survey": 3}}, "report.survey: must be a non-empty string"),
    ({"report": {"release_date": "1 Dec 2026"}}, "report.release_date: a date (YYYY-MM-DD)"),
])
def test_validation_names_the_field(patch, message):
    with pytest.raises(InputError) as exc:
        ProblemFile.from_dict({**MINIMAL, **patch})
    assert message in str(exc.value)
    assert "\n" not in str(exc.value)


def test_load_names_the_file(tmp_path):
    path = tmp_path / "problem.toml"
    path.write_text('[input]\npath = "x.csv"\n[spec]\nkeys = ["a"]\n[threshold]\nreid_rate = 2\n')
    with pytest.raises(InputError, match=r"^problem.toml: threshold.reid_rate: must be in"):
        load_problem_file(path)
    path.write_text("[input\n")
    with pytest.raises(InputError, match="problem.toml: not valid TOML"):
        load_problem_file(path)
    with pytest.raises(InputError, match="does not exist"):
        load_problem_file(tmp_path / "nope.toml")


def _tree(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir()) if p.is_file()}


def test_demo_problem_runs_twice_byte_identical_and_for_any_thread_count(tmp_path):
    problem = write_demo_problem(tmp_path, rows=1500)
    pf = load_problem_file(problem)
    outputs = []
    for threads in (1, 2, 2):
        with run_problem_file(pf, threads=threads) as res:
            assert [p.name for p in res.paths] == ["protected.csv", "summary.json"]
            outputs.append(_tree(tmp_path))
    assert outputs[0] == outputs[1] == outputs[2]
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["protection"]["unsafe_records_after"] == 0
    assert summary["after"]["expected_reidentifications"] < summary["before"][
        "expected_reidentifications"]


def test_run_applies_recodes_and_keeps_rows_in_order(tmp_path):
    (tmp_path / "in.csv").write_text("id,age,g,w\n1,4,1,10\n2,17,2,10\n3,,1,10\n4,90,3,20\n")
    (tmp_path / "p.toml").write_text('''
[input]
path = "in.csv"
[spec]
keys = ["age", "g"]
weight = "w"
[[recode]]
variable = "age"
kind = "bands"
breaks = [0, 15]
labels = ["child", "adult"]
[[recode]]
variable = "g"
kind = "map"
groups = [{to = 1, from = [1, 2]}]
[output]
data = "out.csv"
risk_columns = true
''')
    with run_problem_file(load_problem_file(tmp_path / "p.toml")) as res:
        assert res.protection is None and res.threshold is None
    with open(tmp_path / "out.csv") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == ["id", "age", "g", "w", "fk", "Fk", "risk"]
    # by hand: patterns (child,1), (adult,1), (NULL,1) wildcard, (adult,3)
    assert [r[:3] for r in rows[1:]] == [["1", "child", "1"], ["2", "adult", "1"],
                                         ["3", "", "1"], ["4", "adult", "3"]]
    assert [r[4] for r in rows[1:]] == ["2", "2", "3", "1"]


def test_cli_run_and_demo_directory(tmp_path):
    out = tmp_path / "demo"
    res = sdcsql("demo", "--out", str(out), "--rows", "800")
    assert res.returncode == 0, res.stderr
    assert sorted(p.name for p in out.iterdir()) == ["demo_survey.csv", "problem.toml"]
    assert (out / "problem.toml").read_text() == DEMO_PROBLEM
    res = sdcsql("run", str(out / "problem.toml"), "--threads", "2")
    assert res.returncode == 0, res.stderr
    assert "risk after" in res.stdout
    assert (out / "protected.csv").exists() and (out / "summary.json").exists()
    # a user error: exit 1, one line naming the field
    bad = tmp_path / "bad.toml"
    bad.write_text((out / "problem.toml").read_text().replace("reid_rate = 0.005",
                                                              "reid_rate = 5"))
    res = sdcsql("run", str(bad))
    assert res.returncode == 1
    assert res.stderr.strip() == ("sdcsql: error: bad.toml: threshold.reid_rate: must be in "
                                  "(0, 1) (a fraction: 0.005, or a percent: '0.5%'), got 5")
    # --out FILE.csv still writes just the data
    res = sdcsql("demo", "--out", str(tmp_path / "d.csv"), "--rows", "10")
    assert res.returncode == 0 and (tmp_path / "d.csv").exists()


def test_failed_run_leaves_no_output(tmp_path):
    (tmp_path / "in.csv").write_text("a,w\n1,10\n2,10\n")
    (tmp_path / "p.toml").write_text('[input]\npath = "in.csv"\n[spec]\nkeys = ["a"]\n'
                                     'weight = "w"\n[[recode]]\nvariable = "a"\nkind = "bands"\n'
                                     'breaks = [2]\n[output]\ndata = "out.csv"\n')
    with pytest.raises(InputError, match=r"recode\[0\]: a value of 'a' is below the first break"):
        run_problem_file(load_problem_file(tmp_path / "p.toml"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.csv", "p.toml"]


def test_docs_show_the_demo_problem_file_as_written():
    docs = Path(__file__).resolve().parents[2] / "docs" / "pipeline" / "problem_file.md"
    assert DEMO_PROBLEM.rstrip() in docs.read_text()


def test_cli_run_with_drawn_bands_right_closed_and_a_weighted_quantile(tmp_path):
    # income 10..80 with weights 1, 1, 1, 1, 1, 1, 1, 13 (total 20); the weighted
    # 0.5-quantile is 80 (share of <= 70: 7/20), unweighted it would be 40.
    # age 1..8 in 2 equal-frequency bands, right-closed: (.., 4] and (4, ..)
    lines = ["id,age,income,w"] + [f"{i},{i},{10 * i},{13 if i == 8 else 1}" for i in range(1, 9)]
    (tmp_path / "in.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "p.toml").write_text('''
[input]
path = "in.csv"
[spec]
keys = ["age"]
weight = "w"
[[recode]]
variable = "age"
kind = "bands"
n = 2
method = "equal_frequency"
right = true
labels = ["low", "high"]
[[recode]]
variable = "income"
kind = "bottom"
quantile = 0.5
weighted = true
[output]
data = "out.csv"
''')
    pf = load_problem_file(tmp_path / "p.toml")
    assert ProblemFile.from_dict(tomllib.loads(pf.to_toml())) == pf
    assert pf.recodes[1].weighted and pf.recodes[0].right and pf.recodes[0].n == 2
    res = sdcsql("run", str(tmp_path / "p.toml"))
    assert res.returncode == 0, res.stderr
    with open(tmp_path / "out.csv") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["age"] for r in rows] == ["low"] * 4 + ["high"] * 4
    assert [float(r["income"]) for r in rows] == [80.0] * 8


def test_cli_text_missing_code_on_a_recoded_numeric_key_is_a_user_error(tmp_path):
    (tmp_path / "in.csv").write_text("age,w\n1,1\n2,1\n30,1\n")
    (tmp_path / "p.toml").write_text('[input]\npath = "in.csv"\n[spec]\nkeys = ["age"]\n'
                                     'weight = "w"\nna_codes = {age = ["unknown"]}\n'
                                     '[[recode]]\nvariable = "age"\nkind = "bands"\n'
                                     'breaks = [0, 18]\n[output]\ndata = "out.csv"\n')
    res = sdcsql("run", str(tmp_path / "p.toml"))
    assert res.returncode == 1, res.stderr
    assert res.stderr.count("\n") == 1 and "column 'age' is numeric" in res.stderr
    assert res.stderr.startswith("sdcsql: error: recode[0].variable: column 'age'")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.csv", "p.toml"]
