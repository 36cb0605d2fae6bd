"""Session history, rollback, export to a problem file, and the what-if view."""

from __future__ import annotations

import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from sdcsql.tools.demo import write_demo
from tests.cli_run import sdcsql as run_cli

KEYS = ["region", "sex", "age", "marital_status", "education"]
# the demo's region is the same for every member of a household (the leak check)
SPEC = sdcsql.Spec(keys=KEYS, weight="weight", household="household_id",
                   household_variables=["region"])
AGE = Recode("age", "bands", breaks=tuple(range(0, 90, 10)))
MARITAL = Recode("marital_status", "map", groups=((3, (3, 4, 5)),))
REGION = Recode("region", "map", groups=((1, (1, 2, 3, 4)),))


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    d = tmp_path_factory.mktemp("session")
    write_demo(d / "demo.csv", rows=1500, seed=7)
    return d / "demo.csv"


def test_undo_gives_byte_identical_output_to_never_applying_the_step(demo, tmp_path):
    with Session(demo, SPEC) as s:
        s.recode(AGE, REGION, MARITAL)
        s.set_threshold(reid_rate=0.01)
        s.protect(importance=KEYS)
        s.write(tmp_path / "with.csv")
        # roll back the middle recode; threshold and protection are replayed
        assert s.undo(1).recode == REGION
        assert [st.kind for st in s.steps] == ["recode", "recode", "threshold", "protect"]
        s.write(tmp_path / "undone.csv", summary=tmp_path / "undone.json")
        # and again the long way: protection, threshold, then set them again
        assert s.undo().kind == "protect"
        assert s.undo().kind == "threshold"
        s.set_threshold(reid_rate=0.01)
        s.protect(importance=KEYS)
        s.write(tmp_path / "redone.csv")
    with Session(demo, SPEC) as s:
        s.recode(AGE, MARITAL)
        s.set_threshold(reid_rate=0.01)
        s.protect(importance=KEYS)
        s.write(tmp_path / "never.csv", summary=tmp_path / "never.json")
        pf = s.to_problem_file(data=tmp_path / "rerun.csv", base=tmp_path)
    assert (tmp_path / "undone.csv").read_bytes() == (tmp_path / "never.csv").read_bytes()
    assert (tmp_path / "redone.csv").read_bytes() == (tmp_path / "never.csv").read_bytes()
    assert (tmp_path / "undone.json").read_bytes() == (tmp_path / "never.json").read_bytes()
    # the step mattered (so the comparison above can fail)
    assert (tmp_path / "with.csv").read_bytes() != (tmp_path / "never.csv").read_bytes()
    # the exported problem file, saved and re-run from scratch, gives the same bytes
    (tmp_path / "p.toml").write_text(pf.to_toml())
    run_problem_file(load_problem_file(tmp_path / "p.toml")).close()
    assert (tmp_path / "rerun.csv").read_bytes() == (tmp_path / "never.csv").read_bytes()


def test_redo_of_several_undone_steps_gives_the_bytes_never_undone(demo, tmp_path):
    """Undo four steps (a middle one among them), redo them all: each back at its place,
    the file byte for byte the one never undone; a new step clears what redo would put
    back."""
    with Session(demo, SPEC) as s:
        s.recode(AGE, REGION, MARITAL)
        s.set_threshold(reid_rate=0.01)
        s.protect(importance=KEYS)
        s.write(tmp_path / "never.csv")
        steps = list(s.steps)
        assert s.undo().kind == "protect" and s.undo().kind == "threshold"
        assert s.undo().recode == MARITAL and s.undo(0).recode == AGE
        assert s.steps == [steps[1]]
        assert s.redoable == (steps[0], steps[2], steps[3], steps[4])
        for expected in s.redoable:
            assert s.redo() == expected
        assert s.steps == steps and s.redoable == ()
        s.write(tmp_path / "redone.csv")
        s.undo()
        s.undo()
        s.set_threshold(risk=0.05)
        assert s.redoable == ()
        with pytest.raises(InputError, match="redo: no step was undone"):
            s.redo()
    assert (tmp_path / "redone.csv").read_bytes() == (tmp_path / "never.csv").read_bytes()


def test_risk_after_recode_from_cells_equals_the_records_path(demo):
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    with Session(demo, spec) as s:
        fast = s.recode(AGE, MARITAL)
        slow = sdcsql.risk.individual.compute_risk(s._problem(), ordered=False).summary
        assert fast.n_cells == slow.n_cells
        assert fast.expected_reidentifications == pytest.approx(
            slow.expected_reidentifications, rel=1e-12)
        assert fast.sample_uniques == slow.sample_uniques
        # undo: back to the figures of the original file
        original = sdcsql.risk.individual.compute_risk(s._base, ordered=False).summary
        s.undo()
        s.undo()
        assert s.risk().expected_reidentifications == pytest.approx(
            original.expected_reidentifications, rel=1e-12)


def test_order_of_steps_is_enforced(demo):
    """Any order that makes sense (issue 25): a recode after a threshold and a second
    threshold are steps like any; a recode of a variable a protection changed, a step
    after the release and an undo a later step depends on are refused with the reason."""
    with Session(demo, SPEC) as s:
        with pytest.raises(InputError, match="undo: no step"):
            s.undo()
        with pytest.raises(InputError, match="protect: give k, or set an individual"):
            s.protect()
        s.set_threshold(risk=0.05)
        s.recode(AGE)
        s.set_threshold(risk=0.1)
        s.protect()
        with pytest.raises(InputError, match=r"'marital_status' was changed by step\[3\] "
                                             r"\(local_suppression\)"):
            s.recode(MARITAL)
        assert [st.kind for st in s.steps] == ["threshold", "recode", "threshold", "protect"]
        s.undo(0)       # the suppression protects to the later threshold
        assert [st.kind for st in s.steps] == ["recode", "threshold", "protect"]
        with pytest.raises(InputError, match="undo the protection first"):
            s.undo(1)
        s.release(seed=3, drop=["person_id"])    # the input's ids would give the order
        with pytest.raises(InputError, match=r"after the release \(step\[3\]\)"):
            s.protect(k=2)
        with pytest.raises(InputError, match="unknown option 'rate'"):
            Session.set_threshold(s, rate=0.1)


def test_suppress_is_the_former_name_of_protect(demo):
    import sdcsql

    with Session(demo, SPEC) as s:
        with pytest.warns(sdcsql.SdcsqlWarning, match="Session.suppress is now Session.protect"):
            summary = s.suppress(k=2)
        assert summary.unsafe_records_after == 0
        assert [st.kind for st in s.steps] == ["protect"]


def test_exported_problem_file_round_trips(demo, tmp_path):
    with Session(demo, SPEC, method="argus") as s:
        s.recode(AGE)
        s.set_threshold(unsafe_records=50, household_risk=0.2, rule=">")
        s.protect(k=2, suppression_weights={"region": 3.0})
        pf = s.to_problem_file(data=tmp_path / "o.parquet", base=tmp_path)
    text = pf.to_toml()
    (tmp_path / "p.toml").write_text(text)
    again = load_problem_file(tmp_path / "p.toml")
    assert again == pf
    assert again.recodes == (AGE,) and again.method == "argus"
    assert again.threshold == {"household_risk": 0.2, "rule": ">", "unsafe_records": 50}
    assert again.protection == {"mode": "k", "k": 2, "suppression_weights": {"region": 3.0}}


def test_what_if_matches_applying_the_recode(demo):
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    with Session(demo, spec) as s:
        s.recode(MARITAL)
        w = s.what_if(AGE, threshold=0.05)
        assert w.from_cells and w.variable == "age"
        before = s.risk()
        after = s.recode(AGE)
        assert w.expected_reidentifications_before == before.expected_reidentifications
        assert w.expected_reidentifications_after == after.expected_reidentifications
        assert w.expected_reidentifications_change < 0
        assert w.cells_after == after.n_cells
        # categories: demo ages 0..93 observed -> bands 0, 10, ..., 80
        assert w.categories_after == 9 and w.categories_before > 80
        # unsafe records at the threshold, counted on the records after the recode
        risk = sdcsql.risk.individual.compute_risk(s._problem(), ordered=False)
        n_unsafe = s.con.sql(f"SELECT count(*) FROM ({risk.records.sql_query()}) "
                             "WHERE risk >= 0.05").fetchall()[0][0]
        assert w.unsafe_records_after == n_unsafe
        assert w.unsafe_records_before > w.unsafe_records_after


def test_reopened_session_has_its_history_undo_and_continues(demo, tmp_path):
    with Session(demo, SPEC) as s:
        s.recode(AGE, MARITAL)
        s.set_threshold(reid_rate=0.01)
        s.write(tmp_path / "before_last.csv", summary=tmp_path / "before_last.json")
        s.protect(importance=KEYS)
        s.write(tmp_path / "last.csv")
        saved = s.save(tmp_path / "saved.toml", data=tmp_path / "out.csv")
        steps = list(s.steps)
    assert saved == tmp_path / "saved.toml"
    with Session.open(tmp_path / "saved.toml") as r:
        assert r.steps == steps and r.spec == SPEC
        # the file's own outputs are kept: writing it reproduces the session's last file
        r.write(tmp_path / "reopened.csv")
        assert (tmp_path / "reopened.csv").read_bytes() == (tmp_path / "last.csv").read_bytes()
        # undo the last step: the bytes of the session before that step
        assert r.undo().kind == "protect"
        r.write(tmp_path / "undone.csv", summary=tmp_path / "undone.json")
        assert r.undo().kind == "threshold"
        # continue: a new recode is a new step, and the risk is that of a fresh session
        after = r.recode(REGION)
        assert [st.kind for st in r.steps] == ["recode"] * 3 and r.recodes == (AGE, MARITAL,
                                                                                 REGION)
        r.save(tmp_path / "continued.toml")
    assert (tmp_path / "undone.csv").read_bytes() == (tmp_path / "before_last.csv").read_bytes()
    assert (tmp_path / "undone.json").read_bytes() == \
        (tmp_path / "before_last.json").read_bytes()
    assert (tmp_path / "last.csv").read_bytes() != (tmp_path / "before_last.csv").read_bytes()
    with Session(demo, SPEC) as fresh:
        assert fresh.recode(AGE, MARITAL, REGION) == after
    again = load_problem_file(tmp_path / "continued.toml")
    assert again.recodes == (AGE, MARITAL, REGION) and not again.threshold
    # the opened file's outputs, named after the saved file (issue 25: running it never
    # replaces what saved.toml writes)
    assert again.output == {"data": "continued.out.csv"}


def test_cli_session_reopens_undoes_and_continues(demo, tmp_path):

    with Session(demo, SPEC) as s:
        s.recode(AGE)
        s.set_threshold(risk=0.05)
        s.save(tmp_path / "saved.toml")

    def cli(*args):
        return run_cli("session", *map(str, args))

    res = cli(tmp_path / "saved.toml")
    assert res.returncode == 0, res.stderr
    assert "1  recode age (bands)" in res.stdout and "2  threshold" in res.stdout
    res = cli(tmp_path / "saved.toml", "--undo", "1", "--recode",
              'variable = "marital_status", kind = "map", groups = [{to = 3, from = [3, 4, 5]}]',
              "--save", tmp_path / "next.toml")
    assert res.returncode == 0, res.stderr
    pf = load_problem_file(tmp_path / "next.toml")
    assert pf.recodes == (AGE, MARITAL) and not pf.threshold
    res = cli(tmp_path / "saved.toml", "--undo", "3")
    assert res.returncode == 1 and res.stderr.count("\n") == 1 and "--undo 3" in res.stderr
    res = cli(tmp_path / "saved.toml", "--recode", 'variable = "age", kind = "squash"')
    assert res.returncode == 1 and "--recode.kind: unknown recode kind" in res.stderr


def test_what_if_prints_as_a_table(demo):
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    with Session(demo, spec) as s:
        w = s.what_if(AGE, threshold=0.05)
    lines = str(w).splitlines()
    assert str(w) == w.table()
    assert lines[0].split() == ["what", "if:", "recode", "age", "(from", "the", "cell", "table)"]
    assert lines[1].split() == ["before", "after", "change"]
    rows = {line[:40].strip(): line[40:].split() for line in lines[2:]}
    er = rows["expected re-identifications"]
    assert [float(x) for x in er] == pytest.approx(
        [w.expected_reidentifications_before, w.expected_reidentifications_after,
         w.expected_reidentifications_change], rel=1e-5)
    assert rows["records unsafe at risk >= 0.05"] == [
        f"{w.unsafe_records_before:,}", f"{w.unsafe_records_after:,}",
        f"{w.unsafe_records_after - w.unsafe_records_before:+,}"]
    assert rows["categories of age"] == [str(w.categories_before), "9",
                                         f"{9 - w.categories_before:+,}"]
    assert rows["cells"][:2] == [f"{w.cells_before:,}", f"{w.cells_after:,}"]


EVERY_TABLE = """memory_limit = "1GB"

[input]
path = "demo.csv"

[spec]
keys = ["region", "sex", "age", "marital_status", "education"]
weight = "weight"
household = "household_id"
household_variables = ["region"]
numeric = ["income"]
pi = 0.5
na_codes = {education = [9]}

[risk]
method = "argus"

[[recode]]
variable = "age"
kind = "bands"
breaks = [0, 10, 20, 30, 40, 50, 60, 70, 80]

[threshold]
reid_rate = 0.01
rule = ">"

[protection]
mode = "risk"
importance = ["region", "sex", "age", "marital_status", "education"]
household_check = true

[output]
data = "out.csv"
summary = "out.json"
utility = "utility.json"

[utility]
measures = ["categories", "il1"]

[report]
title = "Demo survey"
survey = "Demo"
release_date = "2026-12-01"

[[candidate]]
name = "k2"
k = 2

[[candidate]]
name = "bands"
reid_rate = 0.02
recodes = [{variable = "age", kind = "bands", breaks = [0, 20, 40, 60, 80]}]

[ru_table]
chosen = "k2"
ru_loss = "categories_lost"
"""


def test_a_saved_session_keeps_every_table_and_option(demo, tmp_path):
    """Issue 25 item 3: reopened, one step undone and saved, a problem file that uses
    every table keeps all of them; its outputs are named after the saved file."""
    import shutil
    import tomllib

    shutil.copy(demo, tmp_path / "demo.csv")
    (tmp_path / "p.toml").write_text(EVERY_TABLE)
    pf = load_problem_file(tmp_path / "p.toml")
    with Session.open(tmp_path / "p.toml") as s:
        s.save(tmp_path / "same.toml")
        assert s.undo().kind == "protect"
        s.save(tmp_path / "u.toml")
        with pytest.raises(InputError, match="is the file the session was opened from"):
            s.save(tmp_path / "p.toml")
        with pytest.raises(InputError, match="is the input"):
            s.save(tmp_path / "x.toml", data=tmp_path / "demo.csv")
    same, undone = load_problem_file(tmp_path / "same.toml"), load_problem_file(tmp_path / "u.toml")
    original = tomllib.loads(EVERY_TABLE)
    for saved, name in ((same, "same"), (undone, "u")):
        doc = tomllib.loads(saved.to_toml())
        assert set(doc) == set(original) - ({"protection"} if name == "u" else set())
        for section in set(doc) - {"output", "protection"}:
            assert doc[section] == original[section], (name, section)
        assert doc["output"] == {k: f"{name}.{v}" for k, v in original["output"].items()}
    assert same.steps == pf.steps and undone.steps == pf.steps[:-1]
    assert (same.candidates, same.ru_table, same.utility, same.report) == (
        pf.candidates, pf.ru_table, pf.utility, pf.report)
    text = (tmp_path / "p.toml").read_bytes()
    res = run_cli("session", str(tmp_path / "p.toml"),
                  "--undo", "1", "--save", str(tmp_path / "p.toml"))
    assert res.returncode == 1 and res.stderr.count("\n") == 1
    assert "is the file the session reopens" in res.stderr
    assert (tmp_path / "p.toml").read_bytes() == text
