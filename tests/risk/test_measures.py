"""The risk measures registry (sdcsql.risk.measures) and the risk step's ``measures``
option through every interface: the function, run_step (ETL), the CLI, the problem
file and the Session.  The l-diversity figures are checked against independent
sources in tests/risk/test_ldiversity.py; here the expected values are worked by hand
on a four-record table: keys (sex) m, m, f, f; sensitive s a, b, a, a -> distinct
l-diversity 2, 2, 1, 1, so 2 records have l < 2 and the minimum is 1.
"""

from __future__ import annotations

import json

import duckdb
import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.errors import InputError
from sdcsql.pipeline.etl import run_step
from sdcsql.pipeline.problem_file import ProblemFile, run_problem_file
from sdcsql.pipeline.session import Session
from sdcsql.risk.individual import RISK_STEP, compute_risk
from sdcsql.risk.measures import MEASURES, check_measures, known_measures

ROWS = "SELECT * FROM (VALUES ('m', 'a'), ('m', 'b'), ('f', 'a'), ('f', 'a')) t(sex, s)"
SPEC = sdcsql.Spec(keys=["sex"], sensitive=["s"])
CSV = "sex,s\nm,a\nm,b\nf,a\nf,a\n"


def _check_ldiversity(payload: dict) -> None:
    """The hand values of the module docstring in a risk summary's JSON."""
    ld = payload["measures"]["ldiversity"]
    distinct = ld["summary"]["s"]["distinct"]
    assert (distinct["min"], distinct["max"], distinct["records_below_l"]) == (1.0, 2.0, 2)
    assert distinct["mean"] == 1.5 and ld["c"] == 2.0 and ld["l"] == 2


def test_registry() -> None:
    assert known_measures()[0] == "individual" and "ldiversity" in MEASURES
    for name, m in MEASURES.items():
        assert m.name == name
        assert all(o.name.startswith(name + "_") for o in m.options.own)
        assert all(o in RISK_STEP.own for o in m.options.own)   # declared on the risk step
    assert check_measures("ldiversity, individual,ldiversity", "m") == ("ldiversity",
                                                                        "individual")
    with pytest.raises(InputError, match="m: unknown risk measure 'x'; known: individual"):
        check_measures(["x"], "m")
    with pytest.raises(InputError, match="m: must be a list of risk measures"):
        check_measures([], "m")


def test_function_summary_json_and_table() -> None:
    with sdcsql.Problem(ROWS, SPEC) as p:
        plain = compute_risk(p).summary
        assert "measures" not in plain.to_json()
        summary = compute_risk(p, measures=("individual", "ldiversity")).summary
        payload = json.loads(json.dumps(summary.to_json(), allow_nan=False))
        _check_ldiversity(payload)
        assert "l-diversity (c = 2, l = 2" in summary.table()
        assert summary.sample_uniques == plain.sample_uniques


def test_run_step(tmp_path) -> None:
    con = duckdb.connect()
    with run_step(con.sql(ROWS), SPEC, step="risk", con=con, measures=["ldiversity"],
                  ldiversity_l=3) as out:
        payload = out.to_json()
    # l = 3: every record has distinct l below 3
    assert payload["measures"]["ldiversity"]["summary"]["s"]["distinct"][
        "records_below_l"] == 4


def test_cli(tmp_path, capsys) -> None:
    data = tmp_path / "d.csv"
    data.write_text(CSV)
    out, summary = tmp_path / "r.csv", tmp_path / "s.json"
    assert main(["risk", str(data), "--keys", "sex", "--sensitive", "s", "--measures",
                 "individual,ldiversity", "--out", str(out), "--summary-json",
                 str(summary)]) == 0
    _check_ldiversity(json.loads(summary.read_text()))
    assert "l-diversity" in capsys.readouterr().out


def test_problem_file_and_session(tmp_path) -> None:
    data = tmp_path / "d.csv"
    data.write_text(CSV)
    doc = {"input": {"path": str(data)}, "spec": {"keys": ["sex"], "sensitive": ["s"]},
           "risk": {"measures": ["individual", "ldiversity"], "ldiversity": {"c": 3}},
           "output": {"summary": str(tmp_path / "s.json")}}
    pf = ProblemFile.from_dict(doc)
    assert pf.risk == {"measures": ("individual", "ldiversity"), "ldiversity_c": 3.0}
    assert pf.to_dict()["risk"] == {"measures": ["individual", "ldiversity"],
                                    "ldiversity": {"c": 3.0}}
    run_problem_file(pf)
    before = json.loads((tmp_path / "s.json").read_text())["before"]
    _check_ldiversity({"measures": {"ldiversity": {**before["measures"]["ldiversity"],
                                                   "c": 2.0}}})
    assert before["measures"]["ldiversity"]["c"] == 3.0
    with Session(data, SPEC, measures="individual,ldiversity", ldiversity_c=3) as s:
        assert s.risk().to_json()["measures"] == before["measures"]
        path = s.save(tmp_path / "p.toml")
    with Session.open(path) as s2:
        assert (s2.measures, s2.measure_options) == (("individual", "ldiversity"),
                                                     {"ldiversity_c": 3.0})
