"""The release as a stage of the run loop (issue 15 items 1 and 3): ``[release]`` in a
problem file, the leak check and the risk on the released file.

Independent sources:

* the released order and ids are recomputed here in plain Python integers from the
  documented rule (splitmix64 finaliser and blake2b step codes written out in
  tests/protect/test_release.py, imported from there: ``H``), which gives each released
  record's input row;
* the leak on eusilc is counted by the test's own SQL (not sdcsql's templates) over the
  input CSV and the written release: a suppressed value (present in the input, missing
  or the mark -9 in the release) of db040 shown by another record with the same
  released db030, or of hsize equal to the number of released records with that db030.

Counts are exact integers (tolerance 0); the risk of the released file is compared with
the risk of the protected file at 1e-12 relative (the same partition and weights, the
sums exact, decision 0002; only the final divisions round).
"""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.pipeline.etl import run_step
from sdcsql.pipeline.problem_file import ProblemFile, run_problem_file
from sdcsql.utility.leak_check import LeakError
from tests.cli_run import sdcsql as run_cli

from ..conftest import shared_file
from .test_release import H


def _eusilc() -> str:
    """eusilc from ../shared (skipped without it)."""
    return str(shared_file("data", "eusilc.csv"))

KEYS = ["db040", "hsize", "rb090", "age", "pb220a", "pl030"]
SEED = 20261124


def _problem(tmp_path: Path, protection: dict, release: dict, spec: dict | None = None,
             threshold: dict | None = None) -> ProblemFile:
    doc = {"input": {"path": _eusilc()},
           "spec": spec or {"keys": KEYS, "weight": "rb050", "household": "db030",
                            "household_variables": ["db040", "hsize"]},
           "protection": protection, "release": release,
           "output": {"data": str(tmp_path / "release.csv"),
                      "summary": str(tmp_path / "summary.json")}}
    if threshold:
        doc["threshold"] = threshold
    return ProblemFile.from_dict(doc, base=tmp_path)


def _input_rows(con: duckdb.DuckDBPyConnection) -> list[int]:
    """Each released record's input row (1-based), by the documented order."""
    hh = [r[0] for r in con.execute("SELECT db030 FROM o ORDER BY r").fetchall()]
    rank = sorted(set(hh), key=lambda h: (H(SEED, "household", h), str(h)))
    new = {h: 10001 + i for i, h in enumerate(rank)}     # 6,000 households, max id 6000
    order = sorted(range(1, len(hh) + 1),
                   key=lambda r: (new[hh[r - 1]], H(SEED, "record", r), r))
    return order


def _own_leak_check(release: Path) -> dict[str, int]:
    """The leak of the release by the test's own SQL, through the recomputed order."""
    con = duckdb.connect()
    con.execute("CREATE TABLE o AS SELECT row_number() OVER () AS r, * "
                f"FROM read_csv('{_eusilc()}')")
    con.execute(f"CREATE TABLE rel AS SELECT row_number() OVER () AS pos, * "
                f"FROM read_csv('{release}')")
    order = _input_rows(con)
    con.execute("CREATE TABLE link AS SELECT unnest($o) AS r, "
                "generate_subscripts($o, 1) AS pos", {"o": order})
    con.execute("CREATE TABLE p AS SELECT link.r, rel.* FROM rel JOIN link USING (pos)")
    # the released household ids are the recomputed ones, and households stay whole
    bad = con.execute("SELECT count(*) FROM p JOIN o USING (r) "
                      "GROUP BY o.db030 HAVING count(DISTINCT p.db030) <> 1").fetchall()
    assert bad == []
    member = con.execute("""
        SELECT count(*) FROM o JOIN p USING (r)
        WHERE o.db040 IS NOT NULL AND p.db040 IS NULL AND EXISTS (
            SELECT 1 FROM p AS q WHERE q.db030 = p.db030 AND q.r <> p.r AND q.db040 = o.db040)
    """).fetchall()[0][0]
    count = con.execute("""
        SELECT count(*) FROM o JOIN p USING (r)
        WHERE o.hsize IS NOT NULL AND p.hsize IS NULL
          AND o.hsize = (SELECT count(*) FROM p AS q WHERE q.db030 = p.db030)
    """).fetchall()[0][0]
    suppressed = con.execute("""
        SELECT count(*) FILTER (WHERE o.db040 IS NOT NULL AND p.db040 IS NULL),
               count(*) FILTER (WHERE o.hsize IS NOT NULL AND p.hsize IS NULL),
               count(*) FILTER (WHERE o.age IS NOT NULL AND p.age = -9),
               count(*) FILTER (WHERE o.age IS NOT NULL AND p.age IS NULL),
               count(*) FILTER (WHERE p.db030 IN (SELECT db030 FROM o))
        FROM o JOIN p USING (r)""").fetchall()[0]
    return {"db040": member, "hsize": count, "db040_suppressed": suppressed[0],
            "hsize_suppressed": suppressed[1], "age_marked": suppressed[2],
            "age_null": suppressed[3], "old_ids": suppressed[4]}


@pytest.mark.parametrize(("protection", "threshold"), [
    ({"mode": "k", "k": 3}, None),
    ({"mode": "risk"}, {"risk": 0.01}),
])
def test_eusilc_release_leaks_nothing(tmp_path: Path, protection, threshold):
    pf = _problem(tmp_path, protection, {"seed": SEED, "drop": ["rb030"],
                                         "suppression_codes": {"age": -9}},
                  threshold=threshold)
    with run_problem_file(pf) as run:
        after = run.after
    s = json.loads((tmp_path / "summary.json").read_text())["release"]
    v = s["verification"]
    own = _own_leak_check(tmp_path / "release.csv")
    assert own["db040"] == 0 and own["hsize"] == 0 and own["hsize_suppressed"] == 0
    assert own["old_ids"] == 0 and own["age_null"] == 0      # every suppressed age is -9
    assert v["leak_check"]["recoverable_suppressions"] == 0
    by = v["leak_check"]["by_variable"]
    assert by["db040"]["suppressed"] == own["db040_suppressed"]
    assert by["age"]["suppressed"] == own["age_marked"] == s["marks"]["age"]["count"] > 0
    assert v["household_size"]["derivable"] is True
    assert v["household_size"]["size_variables"] == ["hsize"]
    assert "rb030" not in s["columns"] and s["dropped"] == ["rb030"]
    # the risk of the released file: the same partition as the protected file's
    assert v["risk"]["max_household_risk"] == pytest.approx(after.max_household_risk,
                                                            rel=1e-12)
    assert v["risk"]["expected_reidentifications"] == pytest.approx(
        after.expected_reidentifications, rel=1e-12)


def test_an_accepted_leak_is_counted_on_the_release(tmp_path: Path):
    """Undeclared households, leaks accepted: the release's check counts what the
    test's own SQL counts on the written release."""
    spec = {"keys": KEYS, "weight": "rb050", "household": "db030"}
    pf = _problem(tmp_path, {"mode": "k", "k": 3, "accept_leaks": True},
                  {"seed": SEED, "drop": ["rb030"]}, spec=spec)
    run_problem_file(pf).close()
    v = json.loads((tmp_path / "summary.json").read_text())["release"]["verification"]
    own = _own_leak_check(tmp_path / "release.csv")
    by = v["leak_check"]["by_variable"]
    assert own["db040"] > 0 and own["hsize"] > 0
    assert (by["db040"]["by_member"], by["hsize"]["by_count"]) == (own["db040"], own["hsize"])
    assert v["leak_check"]["leaks_accepted"] is True


def test_dropping_the_household_id_withholds_the_structure(tmp_path: Path):
    spec = {"keys": KEYS, "weight": "rb050", "household": "db030"}
    pf = _problem(tmp_path, {"mode": "k", "k": 3, "accept_leaks": True},
                  {"seed": SEED, "drop": ["rb030", "db030"]}, spec=spec)
    run_problem_file(pf).close()
    s = json.loads((tmp_path / "summary.json").read_text())["release"]
    v = s["verification"]
    assert "db030" not in s["columns"] and s["household"] is None
    assert v["household_size"]["derivable"] is False
    assert v["leak_check"]["household_column"] is None
    # no household id: nothing by another member or a count; the weights still give the
    # suppressed regions back (one region per weight in eusilc), accepted here
    channels = v["leak_check"]["by_channel"]
    assert channels["member"] == channels["count"] == channels["order"] == 0
    db040 = v["leak_check"]["by_variable"]["db040"]
    assert db040["suppressed"] > 0 and db040["columns"]["rb050"] == db040["suppressed"]
    assert v["leak_check"]["leaks_accepted"] is True
    assert v["risk"]["max_household_risk"] is None


def test_the_run_loop_release_is_the_same_bytes_for_1_and_2_threads(tmp_path: Path):
    files = []
    for threads in (1, 2):
        d = tmp_path / str(threads)
        d.mkdir()
        pf = _problem(d, {"mode": "k", "k": 2}, {"seed": 5, "drop": ["rb030"],
                                                  "suppression_flags": ["age"]})
        run_problem_file(pf, threads=threads).close()
        files.append((d / "release.csv").read_bytes())
    assert files[0] == files[1]


def test_a_dropped_key_or_weight_is_left_out_of_the_checks(tmp_path: Path):
    pf = _problem(tmp_path, {"mode": "k", "k": 3},
                  {"seed": SEED, "drop": ["rb030", "pl030"]})
    run_problem_file(pf).close()
    v = json.loads((tmp_path / "summary.json").read_text())["release"]["verification"]
    assert "pl030" not in v["leak_check"]["by_variable"]
    assert v["leak_check"]["recoverable_suppressions"] == 0
    assert v["risk"]["n"] == 14827
    pf = _problem(tmp_path, {"mode": "k", "k": 3}, {"seed": SEED, "drop": ["rb030", "rb050"]})
    run_problem_file(pf).close()
    v = json.loads((tmp_path / "summary.json").read_text())["release"]["verification"]
    assert v["risk"] is None and v["leak_check"]["recoverable_suppressions"] == 0


def test_the_command_runs_a_problem_file_with_a_release(tmp_path: Path):
    pf = _problem(tmp_path, {"mode": "k", "k": 3}, {"seed": SEED, "drop": ["rb030"]})
    path = tmp_path / "p.toml"
    path.write_text(pf.to_toml())
    res = run_cli("run", str(path))
    assert res.returncode == 0, res.stderr
    out = res.stdout
    assert "recoverable suppressions on the release (leak check): 0 of" in out
    assert "household size: derivable" in out
    header = (tmp_path / "release.csv").read_text().splitlines()[0].split(",")
    assert "rb030" not in header and header[0] == "db030"


TOY = ("SELECT * FROM (VALUES (1, 'N', 'm'), (1, 'N', 'm'), (2, 'S', 'f'), (2, 'S', 'f')) "
       "t(hh, region, sex)")


def test_a_leak_on_the_release_is_refused(monkeypatch):
    """A release whose household structure gives a suppressed value back fails in the
    release stage; nothing goes on to the output stage.  Here the 'protected' file is
    the toy with one region blanked by hand (no protect step: nothing accepted)."""
    from sdcsql.pipeline.runner import run_stages

    con = duckdb.connect()
    con.execute(f"CREATE TABLE toy AS {TOY}")
    spec = sdcsql.Spec(keys=["region", "sex"], household="hh")
    with run_stages("toy", spec, ("risk", "release"), {"release": {"seed": 1}},
                    con=con) as run:
        assert run.results["release"].verification["leak_check"]["suppressed_values"] == 0

    from sdcsql.pipeline import runner

    original = runner.Run.released

    def released(self, risk_columns=False):
        """The 'protected' file: the first record lost its region."""
        if "release" in self.results:
            return original(self, risk_columns)
        return self.problem.con.sql(
            "SELECT hh, CASE WHEN rowid = 0 THEN NULL ELSE region END AS region, sex "
            "FROM toy ORDER BY rowid")

    monkeypatch.setattr(runner.Run, "released", released)
    with pytest.raises(LeakError, match=r"release: 1 suppressed value\(s\) can be read "
                                        r"back from the released file: region 1 of 1"):
        run_stages("toy", spec, ("risk", "release"), {"release": {"seed": 1}}, con=con)
    leftovers = con.execute("SELECT table_name FROM duckdb_tables() WHERE table_name "
                            "LIKE '__sdc_release%'").fetchall()
    assert leftovers == []


def test_the_release_stage_needs_a_seed_and_refuses_risk_columns(tmp_path: Path):
    base = {"input": {"path": _eusilc()}, "spec": {"keys": KEYS}}
    with pytest.raises(InputError, match=r"^problem: release\.seed: missing"):
        ProblemFile.from_dict({**base, "release": {}})
    with pytest.raises(InputError, match=r"^problem: output\.risk_columns: not with \[release\]"):
        ProblemFile.from_dict({**base, "release": {"seed": 1},
                               "output": {"data": "o.csv", "risk_columns": True}})


def test_the_release_stage_runs_on_both_engines(engine, tmp_path: Path):
    """The release stage on Spark (issue 28; it used to be refused): DuckDB's ids."""
    csv = tmp_path / "s.csv"
    csv.write_text("hh,a\n1,1\n1,2\n2,1\n")
    spec = sdcsql.Spec(keys=["a"], household="hh")
    first, second = sorted([1, 2], key=lambda h: (H(3, "household", h), str(h)))
    new = {first: 11, second: 12}
    with run_step(str(csv), spec, step="release", seed=3, engine=engine) as out:
        rel = out.relation
        got = [tuple(r) for r in rel.collect()] if engine == "spark" else rel.fetchall()
    assert sorted(got) == sorted([(new[1], 1), (new[1], 2), (new[2], 1)])


@pytest.mark.parametrize("audience", ["internal", "external"])
def test_the_report_shows_the_release_and_its_check(tmp_path: Path, audience: str):
    from sdcsql.present.report import write_report

    pf = _problem(tmp_path, {"mode": "k", "k": 3},
                  {"seed": SEED, "drop": ["rb030"], "suppression_codes": {"age": -9}})
    path = tmp_path / "p.toml"
    path.write_text(pf.to_toml())
    html, js = write_report(path, tmp_path / "report.html", audience)
    report = json.loads(js.read_text())
    summary = json.loads((tmp_path / "summary.json").read_text())["release"]
    prep = report["release_preparation"]
    assert prep["dropped"] == ["rb030"] and prep["household_ids_replaced"] is True
    assert prep["suppression_marks"] == {"age": summary["marks"]["age"]["count"]}
    assert prep["household_size"].startswith("derivable")
    assert prep["max_risk"] == summary["verification"]["risk"]["max_risk"]
    assert report["leak_check"]["checked_on"] == "the release"
    assert report["leak_check"]["recoverable_suppressions"] == 0
    # internal: the utility of the released values, record by record on the file the
    # release prepares (input order): its suppressed ages are the ages the release marks
    if audience == "internal":
        assert report["utility"]["suppressions"]["by_variable"]["age"] == \
            summary["marks"]["age"]["count"]
    else:
        assert "utility" not in report
    assert 'id="release-preparation"' in html.read_text()


def test_the_order_channel_after_the_release(monkeypatch):
    """Channel (d) of the leak check (issue #24): a record's age, unique in the file, is
    blanked by hand; no member, count or column gives it back.  The release keeps the
    records in input order with shuffle = false: the row number pairs the record with
    the original, so the age comes back by the order (refused, or counted when
    accepted); the seeded shuffle and new household ids close that channel."""
    from sdcsql.pipeline import runner
    from sdcsql.pipeline.runner import run_stages

    con = duckdb.connect()
    con.execute("CREATE TABLE people AS SELECT i // 2 + 1 AS hh, (i // 2) % 3 AS region, "
                "i % 2 AS sex, 20 + i AS age FROM range(12) t(i)")
    spec = sdcsql.Spec(keys=["region", "sex", "age"], household="hh")
    original = runner.Run.released

    def released(self, risk_columns=False):
        if "release" in self.results:
            return original(self, risk_columns)
        return self.problem.con.sql("SELECT hh, region, sex, CASE WHEN rowid = 0 THEN NULL "
                                    "ELSE age END AS age FROM people ORDER BY rowid")

    monkeypatch.setattr(runner.Run, "released", released)
    with run_stages("people", spec, ("risk", "release"), {"release": {"seed": 1}},
                    con=con) as run:
        leak = run.results["release"].verification["leak_check"]
        assert leak["suppressed_values"] == 1 and leak["recoverable_suppressions"] == 0
        assert leak["order"] == {"checked": True, "input_order": False, "id_columns": []}
    with pytest.raises(LeakError, match=r"age 1 of 1 \(order/ids: input order 1\)"):
        run_stages("people", spec, ("risk", "release"),
                   {"release": {"seed": 1, "shuffle": False}}, con=con)
    with run_stages("people", spec, ("risk", "release"),
                    {"release": {"seed": 1, "shuffle": False, "accept_leaks": True}},
                    con=con) as run:
        leak = run.results["release"].verification["leak_check"]
        assert leak["by_channel"] == {"member": 0, "count": 0, "columns": 0, "order": 1}
        assert leak["leaks_accepted"] is True
