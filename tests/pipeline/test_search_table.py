"""The ``[search]`` table of problem files and ``Session.search`` (sdcsql.pipeline;
docs/pipeline/problem_file.md, docs/protect/search.md).

A file with ``[search]`` runs the search on its input, then the node's recodes and
local suppression to the target: the same bytes as the file ``sdcsql search
--write-problem`` writes, run by ``sdcsql run``, and the same again on a second run.  A
session searches, applies the node's steps, saves them as the ``[search]`` table
(round trip) and writes the same bytes.
"""

from __future__ import annotations

import json
import tomllib

import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.errors import InputError
from sdcsql.pipeline.problem_file import ProblemFile, load_problem_file, run_problem_file
from sdcsql.pipeline.session import Session

KEYS = ["age", "region", "sex"]
SPEC = sdcsql.Spec(keys=KEYS, weight="w")


@pytest.fixture()
def files(tmp_path):
    """A small survey (ages 0-39, 6 regions, 2 sexes, 300 records) and a region
    hierarchy in a subfolder (paths in the files are relative to them)."""
    import numpy as np

    rng = np.random.default_rng(7)
    lines = ["id,age,region,sex,w"]
    for i in range(300):
        lines.append(f"{i},{rng.integers(0, 40)},r{rng.integers(0, 6)},"
                     f"{'fm'[rng.integers(0, 2)]},{rng.choice([1.0, 2.5, 8.0])}")
    (tmp_path / "d.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "h").mkdir()
    (tmp_path / "h" / "region.csv").write_text(
        "".join(f"r{i};{'north' if i < 3 else 'south'};*\n" for i in range(6)))
    (tmp_path / "h" / "sex.csv").write_text("f;*\nm;*\n")
    return tmp_path


OPTIONS = {"bands": {"age": [5, 10, 20]}, "hierarchy": {"region": "h/region.csv",
                                                      "sex": "h/sex.csv"},
           "k": 3, "suppression_limit": 0.05, "quality": "loss"}


def _search_file(d, name="s.toml", **more):
    doc = {"input": {"path": "d.csv"},
           "spec": {"keys": KEYS, "weight": "w"},
           "search": {**OPTIONS, **more},
           "output": {"data": f"{name[:-5]}.csv", "summary": f"{name[:-5]}.json"}}
    pf = ProblemFile.from_dict(doc, base=d, origin=name)
    (d / name).write_text(pf.to_toml())
    return d / name


def test_search_table_runs_as_the_written_problem_file(files, capsys):
    d = files
    code = main(["search", str(d / "d.csv"), "--keys", ",".join(KEYS), "--weight", "w",
                 "--bands", "age=5,10,20", "--hierarchy", f"region={d / 'h' / 'region.csv'}",
                 "--hierarchy", f"sex={d / 'h' / 'sex.csv'}", "--k", "3",
                 "--suppression-limit", "0.05", "--json", str(d / "search.json"),
                 "--write-problem", str(d / "w.toml")])
    assert code == 0
    assert main(["run", str(d / "w.toml")]) == 0
    written = (d / "w_protected.csv").read_bytes()
    found = json.loads((d / "search.json").read_text())
    assert any(level > 0 for level in found["transformation"]), "the node recodes"
    assert found["suppressed_records"] > 0, "and suppresses"
    path = _search_file(d)
    capsys.readouterr()
    assert main(["run", str(path)]) == 0
    assert (d / "s.csv").read_bytes() == written
    assert main(["run", str(path)]) == 0        # the same inputs: reused, not run
    assert capsys.readouterr().out.count("reused:") == 1
    assert main(["run", "--rerun", str(path)]) == 0
    assert (d / "s.csv").read_bytes() == written
    (d / "h" / "sex.csv").write_text("m;*\nf;*\n")   # a hierarchy file is an input
    assert main(["run", str(path)]) == 0
    assert "reused:" not in capsys.readouterr().out
    summary = json.loads((d / "s.json").read_text())
    assert summary["search"]["transformation"] == found["transformation"]
    assert summary["search"]["loss"] == found["loss"]
    # the table round-trips: read, written, read again
    pf = load_problem_file(path)
    assert pf.search["bands"] == {"age": [5.0, 10.0, 20.0]}
    assert ProblemFile.from_dict(tomllib.loads(pf.to_toml()), base=d) == pf


def test_search_table_refusals(files):
    d = files
    with pytest.raises(InputError, match=r"s\.toml: search\.ldiversity: .*one of k, "
                                         r"max_risk, reid_rate or household_risk"):
        _search_file(d, ldiversity=["distinct:sex:2"])
    with pytest.raises(InputError, match=r"s\.toml: search: .*one of k"):
        _search_file(d, max_risk=0.3)          # two targets
    with pytest.raises(InputError, match=r"s\.toml: search\.budgt: unknown field"):
        _search_file(d, budgt=3)
    doc = {"input": {"path": "d.csv"}, "spec": {"keys": KEYS}, "search": OPTIONS,
           "recode": [{"variable": "age", "kind": "bands", "breaks": [0, 20]}]}
    with pytest.raises(InputError, match=r"search: the search gives the recodes.*recode"):
        ProblemFile.from_dict(doc, base=d, origin="s.toml")


def test_session_search_applies_saves_and_reopens(files, monkeypatch):
    d = files
    monkeypatch.chdir(d)            # the session's relative hierarchy files
    path = _search_file(d)
    with run_problem_file(load_problem_file(path)) as run:
        expected = run.search
    target = (d / "s.csv").read_bytes()
    with Session(d / "d.csv", SPEC) as s:
        looked = s.search(**OPTIONS)
        assert s.steps == [] and looked.transformation == expected.transformation
        result = s.search(apply=True, **OPTIONS)
        assert result.transformation == expected.transformation
        kinds = [st.kind for st in s.steps]
        assert kinds[-1] == "protect" and kinds.count("recode") == sum(
            1 for level in result.transformation if level > 0)
        s.write(d / "session.csv")
        assert (d / "session.csv").read_bytes() == target
        saved = s.save(d / "saved.toml", data=d / "saved.csv")
        with pytest.raises(InputError, match="apply=True needs a session without steps"):
            s.search(apply=True, **OPTIONS)
    text = saved.read_text()
    assert "[search]" in text and "[[recode]]" not in text and "[protection]" not in text
    assert tomllib.loads(text)["search"]["hierarchy"]["region"] == "h/region.csv"
    assert main(["run", str(saved)]) == 0
    assert (d / "saved.csv").read_bytes() == target
    with Session.open(saved) as s:
        steps = list(s.steps)
        assert s.search_options and steps
        again = s.save(d / "again.toml", data=d / "again.csv")
        assert load_problem_file(again).search == load_problem_file(saved).search
        s.undo(0)       # a step of the search's gone: the rest saved as steps
        plain = s.save(d / "plain.toml", data=d / "plain.csv")
    doc = tomllib.loads(plain.read_text())
    assert "search" not in doc and doc["protection"] == {"mode": "k", "k": 3}
    assert len(doc.get("recode", [])) == len(steps) - 2


def test_the_household_risk_target_replays_by_the_per_member_rule(tmp_path, capsys):
    """--household-risk R has a problem-file form: the node's recodes, then local
    suppression to the threshold R with the spec's household (each member held to R /
    household size) and the household check (only while its household's risk reaches
    R): the search's per-member rule.  The written file runs to the same bytes twice
    and as --apply-mode values, and every household of it is below R by the risk step."""
    from ..conftest import shared_file

    data = shared_file("data", "testdata.csv")
    args = ["search", str(data), "--keys", "sex,age,relat", "--weight", "sampling_weight",
            "--household", "ori_hid", "--bands", "age=5,10,20", "--bands", "relat=3",
            "--bands", "sex=2", "--household-risk", "0.02", "--suppression-limit", "0.1"]
    assert main([*args, "--json", str(tmp_path / "s.json"),
                 "--write-problem", str(tmp_path / "p.toml")]) == 0
    doc = tomllib.loads((tmp_path / "p.toml").read_text())
    assert doc["spec"]["household"] == "ori_hid"
    assert doc["threshold"] == {"risk": 0.02}
    assert doc["protection"] == {"mode": "risk", "household_check": True}
    found = json.loads((tmp_path / "s.json").read_text())
    assert found["suppressed_records"] > 0 and found["after"]["max_household_risk"] < 0.02
    assert main(["run", str(tmp_path / "p.toml")]) == 0
    written = (tmp_path / "p_protected.csv").read_bytes()
    assert main(["run", "--rerun", str(tmp_path / "p.toml")]) == 0
    assert (tmp_path / "p_protected.csv").read_bytes() == written
    assert main([*args, "--apply", str(tmp_path / "v.csv"), "--apply-mode", "values"]) == 0
    assert (tmp_path / "v.csv").read_bytes() == written
    assert "key value(s) suppressed instead of" in capsys.readouterr().out
    spec = sdcsql.Spec(keys=["sex", "age", "relat"], weight="sampling_weight",
                       household="ori_hid")
    # and as a [search] table: the same bytes
    pf = ProblemFile.from_dict({
        "input": {"path": str(data)}, "spec": doc["spec"],
        "search": {"bands": {"age": [5, 10, 20], "relat": [3], "sex": [2]},
                   "household_risk": 0.02, "suppression_limit": 0.1},
        "output": {"data": "t.csv"}}, base=tmp_path, origin="t.toml")
    (tmp_path / "t.toml").write_text(pf.to_toml())
    assert main(["run", str(tmp_path / "t.toml")]) == 0
    assert (tmp_path / "t.csv").read_bytes() == written
    with sdcsql.Problem(tmp_path / "p_protected.csv", spec) as p:
        ((top, unsafe),) = p.risk().records.aggregate(
            "max(household_risk), count(*) FILTER (WHERE household_risk >= 0.02)").fetchall()
    assert top < 0.02 and unsafe == 0


@pytest.mark.spark
def test_the_search_table_and_the_session_s_search_on_spark_are_duckdb_s(files, spark,
                                                                          monkeypatch):
    """On Spark a file's ``[search]`` (``sdcsql run --engine spark``) and a session's
    ``search(apply=True)`` search the cells aggregated there and replay the node by the
    run loop on Spark: DuckDB's file and found node, the session's saved file the same
    ``[search]`` table (docs/protect/search.md, "On Spark")."""
    d = files
    monkeypatch.chdir(d)
    path = _search_file(d)
    assert main(["run", str(path)]) == 0
    duck = (d / "s.csv").read_bytes()
    found = json.loads((d / "s.json").read_text())["search"]
    (d / "s.csv").unlink()
    (d / "s.json").unlink()
    assert main(["run", str(path), "--engine", "spark"]) == 0
    assert (d / "s.csv").read_bytes() == duck
    assert json.loads((d / "s.json").read_text())["search"] == found
    with Session(d / "d.csv", SPEC, engine="spark", spark=spark) as s:
        result = s.search(apply=True, **OPTIONS)
        assert result.transformation == found["transformation"]
        s.write(d / "session.csv")
        saved = s.save(d / "saved.toml", data=d / "saved.csv")
    assert (d / "session.csv").read_bytes() == duck
    assert load_problem_file(saved).search == load_problem_file(path).search
