"""Session history, rollback, export to a problem file, and the what-if view."""

from __future__ import annotations

import pytest

import sdcsql
from sdcsql.demo import write_demo
from sdcsql.errors import InputError
from sdcsql.problem_file import load_problem_file, run_problem_file
from sdcsql.recode import Recode
from sdcsql.session import Session

KEYS = ["region", "sex", "age", "marital_status", "education"]
SPEC = sdcsql.Spec(keys=KEYS, weight="weight", household="household_id")
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
        s.suppress(importance=KEYS)
        s.write(tmp_path / "with.csv")
        # roll back the middle recode; threshold and suppression are replayed
        assert s.undo(1).recode == REGION
        assert [st.kind for st in s.steps] == ["recode", "recode", "threshold", "suppression"]
        s.write(tmp_path / "undone.csv", summary=tmp_path / "undone.json")
        # and again the long way: suppression, threshold, then set them again
        assert s.undo().kind == "suppression"
        assert s.undo().kind == "threshold"
        s.set_threshold(reid_rate=0.01)
        s.suppress(importance=KEYS)
        s.write(tmp_path / "redone.csv")
    with Session(demo, SPEC) as s:
        s.recode(AGE, MARITAL)
        s.set_threshold(reid_rate=0.01)
        s.suppress(importance=KEYS)
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


def test_risk_after_recode_from_cells_equals_the_records_path(demo):
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    with Session(demo, spec) as s:
        fast = s.recode(AGE, MARITAL)
        slow = sdcsql.risk.compute_risk(s._problem(), ordered=False).summary
        assert fast.n_cells == slow.n_cells
        assert fast.expected_reidentifications == pytest.approx(
            slow.expected_reidentifications, rel=1e-12)
        assert fast.sample_uniques == slow.sample_uniques
        # undo: back to the figures of the original file
        original = sdcsql.risk.compute_risk(s._base, ordered=False).summary
        s.undo()
        s.undo()
        assert s.risk().expected_reidentifications == pytest.approx(
            original.expected_reidentifications, rel=1e-12)


def test_order_of_steps_is_enforced(demo):
    with Session(demo, SPEC) as s:
        with pytest.raises(InputError, match="undo: no step"):
            s.undo()
        with pytest.raises(InputError, match="suppress: give k, or set an individual"):
            s.suppress()
        s.set_threshold(risk=0.05)
        with pytest.raises(InputError, match="recode: a threshold or suppression is applied"):
            s.recode(AGE)
        with pytest.raises(InputError, match="already set"):
            s.set_threshold(risk=0.1)
        s.suppress()
        with pytest.raises(InputError, match="undo the suppression first"):
            s.undo(0)
        assert [st.kind for st in s.steps] == ["threshold", "suppression"]
        with pytest.raises(InputError, match="unknown argument 'rate'"):
            Session.set_threshold(s, rate=0.1)


def test_exported_problem_file_round_trips(demo, tmp_path):
    with Session(demo, SPEC, method="argus", seed=11) as s:
        s.recode(AGE)
        s.set_threshold(unsafe_records=50, household_risk=0.2, rule=">")
        s.suppress(k=2, suppression_weights={"region": 3.0})
        pf = s.to_problem_file(data=tmp_path / "o.parquet", base=tmp_path)
    text = pf.to_toml()
    (tmp_path / "p.toml").write_text(text)
    again = load_problem_file(tmp_path / "p.toml")
    assert again == pf
    assert again.recodes == (AGE,) and again.method == "argus" and again.seed == 11
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
        risk = sdcsql.risk.compute_risk(s._problem(), ordered=False)
        n_unsafe = s.con.sql(f"SELECT count(*) FROM ({risk.records.sql_query()}) "
                             "WHERE risk >= 0.05").fetchall()[0][0]
        assert w.unsafe_records_after == n_unsafe
        assert w.unsafe_records_before > w.unsafe_records_after
