"""A release as a chain of steps (issue 25), on eusilc: recodes, k = 3 suppression with
household-level variables, PRAM on citizenship, MDAV on a household income, noise on an
income without missing values, release preparation -- as one problem file and as one
session, the same released bytes both ways, on a re-run and for 1 and 2 threads; undo of
any step equals the run without it; the figures are those of the file released,
recomputed here from the written file."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.pipeline.chain import Step
from sdcsql.pipeline.problem_file import ProblemFile, load_problem_file, run_problem_file
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from tests.cli_run import sdcsql as run_cli
from tests.conftest import shared_file

KEYS = ["db040", "hsize", "age", "rb090", "pb220a"]
SPEC_TOML = """[input]
path = "{input}"

[spec]
keys = ["db040", "hsize", "age", "rb090", "pb220a"]
weight = "rb050"
household = "db030"
household_variables = ["db040", "hsize"]
"""
AGE = Recode("age", "bands", breaks=(-1, *range(5, 85, 5)))
HSIZE = Recode("hsize", "top", value=6)
IMPORTANCE = ["pb220a", "age", "rb090", "hsize", "db040"]
STEPS = [
    {"method": "recode", **AGE.to_dict()},
    {"method": "recode", **HSIZE.to_dict()},
    # eusilc's weights are one per region (rb050, db090) and its top-coded size is the
    # member count: the leak check finds suppressed values they give back (its own tests
    # refuse such a file); this chain is about the steps, so it accepts them, as a user
    # who has reviewed them would
    {"method": "local_suppression", "k": 3, "importance": IMPORTANCE, "accept_leaks": True},
    {"method": "pram", "pram_variables": ["pb220a"], "seed": 11, "retention": 0.9},
    {"method": "mdav", "numeric": ["hy040n"], "k": 3},
    # incomes are never negative: the noise keeps their sign (issue 25 item 6)
    {"method": "noise", "numeric": ["eqIncome"], "seed": 5, "noise": 0.1, "keep_sign": True},
    {"method": "release", "seed": 9, "drop": ["rb030"]},
]


def problem_text(input_path: Path, steps: list[dict], out: str, summary: str | None = None,
                 extra: str = "") -> str:
    """A problem file written here, step by step, as a user writes it."""
    def value(v):
        if isinstance(v, dict):
            return "{" + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + "}"
        if isinstance(v, (list, tuple)):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return json.dumps(v)

    text = SPEC_TOML.format(input=input_path.as_posix())
    for step in steps:
        text += "\n[[step]]\n" + "".join(f"{k} = {value(v)}\n" for k, v in step.items())
    text += f'\n[output]\ndata = "{out}"\n' + (f'summary = "{summary}"\n' if summary else "")
    return text + extra


def session_steps(s: Session, steps: list[dict]) -> None:
    """The steps through the session's methods, one call each."""
    for step in steps:
        options = {k: v for k, v in step.items() if k != "method"}
        if step["method"] == "recode":
            s.recode(Recode.from_dict(options))
        elif step["method"] == "release":
            s.release(**options)
        else:
            s.protect(method=step["method"], **options)


@pytest.fixture(scope="module")
def eusilc():
    return shared_file("data", "eusilc.csv")


def test_whole_release_as_a_file_and_as_a_session_gives_the_same_bytes(eusilc, tmp_path):
    (tmp_path / "p.toml").write_text(problem_text(eusilc, STEPS, "one.csv", "one.json"))
    pf = load_problem_file(tmp_path / "p.toml")
    assert [s.method for s in pf.steps] == [s["method"] for s in STEPS]
    with run_problem_file(pf, threads=1) as result:
        steps = result.steps
    again = ProblemFile.from_dict({**pf.to_dict(), "output": {"data": "two.csv"}},
                                  base=tmp_path)
    run_problem_file(again, threads=2).close()
    with Session(eusilc, pf.spec, threads=1) as s:
        session_steps(s, STEPS)
        assert s.steps == list(pf.steps)
        s.write(tmp_path / "session.csv")
    one = (tmp_path / "one.csv").read_bytes()
    assert one == (tmp_path / "two.csv").read_bytes()
    assert one == (tmp_path / "session.csv").read_bytes()
    # every step left its figures; the suppression suppressed, PRAM changed citizenship
    assert [r.step.method for r in steps] == [s["method"] for s in STEPS]
    summary = json.loads((tmp_path / "one.json").read_text())
    assert len(summary["steps"]) == len(STEPS)
    suppression = summary["steps"][2]
    assert suppression["changed"]["suppressions_total"] > 0
    assert all("seed" not in s["parameters"] for s in summary["steps"])
    # the utility after the age bands, against the original: categories counted here
    con = duckdb.connect()
    before, after = con.execute(
        f"SELECT count(DISTINCT age), count(DISTINCT CASE WHEN age < 5 THEN -1 "
        f"WHEN age >= 80 THEN 80 ELSE age // 5 * 5 END) FROM '{eusilc}'").fetchall()[0]
    age = summary["steps"][0]["utility"]["categories"]["age"]
    assert (age["categories_before"], age["categories_after"]) == (before, after)
    # the release's figures are those of the file written: the risk recomputed here
    verification = summary["release"]["verification"]
    # the leak check of the released file ran; what it found is accepted by the
    # suppression step's accept_leaks (eusilc's weights are per region), never silently
    leaks = verification["leak_check"]
    assert leaks["leaks_accepted"] == (leaks["recoverable_suppressions"] > 0)
    released = sdcsql.Spec(keys=KEYS, weight="rb050", household="db030",
                           household_variables=["db040", "hsize"])
    with sdcsql.Problem(tmp_path / "one.csv", released) as p:
        risk = sdcsql.risk.individual.compute_risk(p).summary
    assert risk.expected_reidentifications == pytest.approx(
        verification["risk"]["expected_reidentifications"], rel=1e-12)
    assert risk.max_risk == pytest.approx(verification["risk"]["max_risk"], rel=1e-12)


@pytest.fixture(scope="module")
def eusilc_part(eusilc, tmp_path_factory):
    """The first 400 households of eusilc (every member of each)."""
    path = tmp_path_factory.mktemp("part") / "part.csv"
    con = duckdb.connect()
    con.execute(f"COPY (SELECT * FROM read_csv('{eusilc}') WHERE db030 <= 400) "
                f"TO '{path}' (HEADER)")
    return path


def test_undo_of_any_step_equals_the_run_without_it(eusilc_part, tmp_path):
    spec = load_problem_file_text(tmp_path, problem_text(eusilc_part, [], "x.csv")).spec
    with Session(eusilc_part, spec) as s:
        session_steps(s, STEPS)
        s.write(tmp_path / "all.csv")
        for i in range(len(STEPS)):
            assert s.undo(i) == Step.from_dict(STEPS[i])
            s.write(tmp_path / f"undone{i}.csv")
            assert s.redo() == Step.from_dict(STEPS[i])
        s.write(tmp_path / "redone.csv")
    assert (tmp_path / "redone.csv").read_bytes() == (tmp_path / "all.csv").read_bytes()
    for i in range(len(STEPS)):
        without = STEPS[:i] + STEPS[i + 1:]
        pf = load_problem_file_text(tmp_path, problem_text(eusilc_part, without,
                                                           f"never{i}.csv"))
        run_problem_file(pf).close()
        undone = (tmp_path / f"undone{i}.csv").read_bytes()
        assert undone == (tmp_path / f"never{i}.csv").read_bytes(), i
        assert undone != (tmp_path / "all.csv").read_bytes(), i     # the step mattered


def load_problem_file_text(directory: Path, text: str, name: str = "p.toml") -> ProblemFile:
    (directory / name).write_text(text)
    return load_problem_file(directory / name)


@pytest.mark.parametrize(("steps", "message"), [
    ([STEPS[2], STEPS[0]], r"step\[1\] \(recode age \(bands\)\): 'age' was changed by "
                           r"step\[0\] \(local_suppression\); recode it before that step"),
    ([STEPS[3], {"method": "recode", "variable": "pb220a", "kind": "map",
                 "groups": [{"to": "AT", "from": ["EU"]}]}],
     r"step\[1\] \(recode pb220a \(map\)\): 'pb220a' was changed by step\[0\] \(pram\)"),
    ([STEPS[6], {"method": "noise", "numeric": ["rb030"], "seed": 1}],
     r"step\[1\] \(noise .*\): 'rb030' was dropped by step\[0\]"),
    ([STEPS[6], STEPS[5]], r"step\[1\] \(noise .*\): after the release \(step\[0\]\)"),
    ([{"method": "local_suppression", "importance": IMPORTANCE}],
     r"step\[0\] \(local_suppression .*\): give k, or set an individual threshold"),
    ([{"method": "pram", "pram_variables": ["pb220a"]}], r"step\[0\]\.seed: missing"),
    ([{"method": "swap"}], r"step\[0\]\.method: 'swap' is not a step"),
    ([{"method": "noise", "k": 3, "seed": 1}], r"step\[0\]: unknown option 'k'"),
])
def test_an_order_that_makes_no_sense_is_refused_with_the_reason(eusilc, tmp_path, steps,
                                                                 message):
    (tmp_path / "p.toml").write_text(problem_text(eusilc, steps, "o.csv"))
    with pytest.raises(InputError, match=r"^p\.toml: " + message):
        load_problem_file(tmp_path / "p.toml")
    res = run_cli("run", str(tmp_path / "p.toml"))
    assert res.returncode == 1 and res.stderr.count("\n") == 1
    assert not (tmp_path / "o.csv").exists()


def test_the_fixed_tables_are_a_shorthand_of_the_same_steps(eusilc, tmp_path):
    tables = (SPEC_TOML.format(input=eusilc.as_posix())
              + '[[recode]]\nvariable = "age"\nkind = "bands"\nbreaks = [-1, 20, 60]\n'
              + '[threshold]\nreid_rate = 0.01\n[protection]\nmode = "risk"\n'
              + 'importance = ["age"]\n[release]\nseed = 4\n')
    steps = [{"method": "recode", "variable": "age", "kind": "bands", "breaks": [-1, 20, 60]},
             {"method": "threshold", "reid_rate": 0.01},
             {"method": "local_suppression", "importance": ["age"]},
             {"method": "release", "seed": 4}]
    a = load_problem_file_text(tmp_path, tables, "a.toml")
    b = load_problem_file_text(tmp_path, problem_text(eusilc, steps, "o.csv"), "b.toml")
    assert a.steps == b.steps
    assert a.protection == {"mode": "risk", "importance": ["age"]}
    # a chain the shorthand cannot say is written as [[step]] tables, and read back
    common = {k: v for k, v in b.to_dict().items()
              if k not in ("recode", "threshold", "protection", "release")}
    chained = ProblemFile.from_dict({**common, "step": [*steps[:3], STEPS[5], steps[3]]},
                                    base=tmp_path)
    assert "step" in chained.to_dict() and "recode" not in chained.to_dict()
    assert ProblemFile.from_dict(chained.to_dict(), base=tmp_path) == chained
    both = {**a.to_dict(), "step": steps}
    with pytest.raises(InputError, match=r"give the steps as \[\[step\]\] tables or as the fixed"):
        ProblemFile.from_dict(both)
    # a bands recode's own method is band_method in a step
    step = Step.from_dict({"method": "recode", "variable": "age", "kind": "bands", "n": 4,
                           "band_method": "equal_frequency"})
    assert step.recode.method == "equal_frequency"
    assert Step.from_dict(step.to_dict()) == step


def test_the_chosen_candidate_run_as_a_problem_gives_the_rows_figures(eusilc_part, tmp_path):
    """Each candidate's run is the file's own chain with the candidate's changes (its
    importance order and household variables too), so the row of the chosen setting is
    what running the file with it gives."""
    from sdcsql.utility.ru_table import ru_table

    steps = [STEPS[0], STEPS[2], STEPS[3]]
    candidates = ('\n[[candidate]]\nname = "k2"\nk = 2\n'
                  '\n[[candidate]]\nname = "k5"\nk = 5\n\n[ru_table]\nchosen = "k5"\n')
    pf = load_problem_file_text(tmp_path, problem_text(eusilc_part, steps, "o.csv", "s.json",
                                                       extra=candidates))
    run_problem_file(pf).close()
    rows = {r["name"]: r for r in json.loads((tmp_path / "s.json").read_text())[
        "candidates"]["rows"]}
    chosen = [STEPS[0], {**STEPS[2], "k": 5, "accept_leaks": True}, STEPS[3]]
    again = load_problem_file_text(tmp_path, problem_text(eusilc_part, chosen, "c.csv",
                                                          "c.json"), "chosen.toml")
    run_problem_file(again).close()
    summary = json.loads((tmp_path / "c.json").read_text())
    run = rows["k5"]["run"]
    suppression = summary["steps"][1]["changed"]
    assert run["suppressions_total"] == suppression["suppressions_total"]
    assert run["suppressions"] == suppression["suppressions"]
    after = summary["after"]
    assert run["expected_reidentifications"] == pytest.approx(
        after["expected_reidentifications"], rel=1e-12)
    assert run["sample_uniques"] == after["sample_uniques"]
    # the candidate alone (no importance order, no PRAM after it) gives other figures
    with sdcsql.Problem(eusilc_part, pf.spec) as p:
        alone = ru_table(p, [c for c in pf.candidates if c.name == "k5"]).rows[0]["run"]
    assert (alone["suppressions"], alone["sample_uniques"]) != (run["suppressions"],
                                                                run["sample_uniques"])


def test_a_run_of_the_same_inputs_and_steps_is_reused_with_the_same_figures(eusilc_part,
                                                                          tmp_path):
    """Issue 25 item 7: ``sdcsql run``, ``sdcsql report`` and a reopened session reuse
    what a run of the same inputs (content) and steps computed, and say so; changing the
    input's content or a step runs again; the figures are the same either way."""
    import shutil

    def cli(*args):
        return run_cli(*map(str, args))

    shutil.copy(eusilc_part, tmp_path / "in.csv")
    steps = [STEPS[0], STEPS[2], STEPS[3], STEPS[6]]
    text = problem_text(tmp_path / "in.csv", steps, "o.csv", "s.json",
                        extra='report = "release.html"\naudience = "external"\n')
    (tmp_path / "p.toml").write_text(text)
    assert cli("run", tmp_path / "p.toml").returncode == 0
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.suffix != ".toml"}
    assert {"o.csv", "s.json", "release.html", "release.json"} <= set(written)
    stamps = {p: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    res = cli("run", tmp_path / "p.toml")
    assert res.returncode == 0 and res.stdout.startswith("reused:")
    assert {p: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == stamps
    with Session.open(tmp_path / "p.toml") as s:
        reused = s.reused
        assert reused is not None
    res = cli("session", tmp_path / "p.toml")
    assert "(reused: the summary of the same inputs and steps)" in res.stdout
    # the figures are those of a run: run again, the same bytes
    res = cli("run", tmp_path / "p.toml", "--rerun")
    assert res.returncode == 0 and "reused" not in res.stdout
    assert {n: (tmp_path / n).read_bytes() for n in written} == written
    with Session(tmp_path / "in.csv", load_problem_file(tmp_path / "p.toml").spec) as s:
        session_steps(s, steps)
        assert s.risk() == reused
    # the report: reused when current, the same JSON when run again
    assert cli("report", tmp_path / "p.toml", "--audience", "internal", "--out",
               tmp_path / "r.html").returncode == 0
    report = (tmp_path / "r.json").read_bytes()
    res = cli("report", tmp_path / "p.toml", "--audience", "internal", "--out",
               tmp_path / "r.html")
    assert res.returncode == 0 and res.stdout.startswith("reused:")
    assert cli("report", tmp_path / "p.toml", "--audience", "internal", "--out",
               tmp_path / "r.html", "--rerun").returncode == 0
    assert (tmp_path / "r.json").read_bytes() == report
    # another input content (the same name) or another step: run again
    with (tmp_path / "in.csv").open("a") as f:
        f.write((tmp_path / "in.csv").read_text().splitlines()[-1] + "\n")
    res = cli("run", tmp_path / "p.toml")
    assert res.returncode == 0 and "reused" not in res.stdout


def write_labelled_sav(source: Path, path: Path) -> Path:
    """eusilc as a labelled SPSS file written here: codes with value labels for sex and
    citizenship, variable labels, a user-missing code for the economic status."""
    import pyreadstat

    con = duckdb.connect()
    df = con.execute(
        f"SELECT db030, hsize, db040, rb030, age, "
        f"CASE rb090 WHEN 'male' THEN 1 ELSE 2 END::DOUBLE AS rb090, "
        f"coalesce(pl030, 9)::DOUBLE AS pl030, "
        f"CASE pb220a WHEN 'AT' THEN 1 WHEN 'EU' THEN 2 WHEN 'Other' THEN 3 END::DOUBLE "
        f"AS pb220a, hy040n, eqIncome, rb050 FROM read_csv('{source}')").df()
    pyreadstat.write_sav(df, str(path), column_labels=LABELS,
                         variable_value_labels={"rb090": {1: "male", 2: "female"},
                                                "pb220a": {1: "AT", 2: "EU", 3: "Other"},
                                                "pl030": {9: "not applicable"}},
                         missing_ranges={"pl030": [9]})
    return path


LABELS = {"db030": "Household", "hsize": "Household size", "db040": "Region",
          "rb030": "Person", "age": "Age in years", "rb090": "Sex",
          "pl030": "Economic status", "pb220a": "Citizenship",
          "hy040n": "Income from rental", "eqIncome": "Equivalised income",
          "rb050": "Personal weight"}


@pytest.mark.parametrize("suffix", [".sav", ".dta"])
def test_labels_go_through_every_step_in_one_file_and_from_a_saved_session(eusilc_part,
                                                                          tmp_path, suffix):
    """Issue 25 item 4: the recodes' new categories are labelled (bands by their interval,
    the top code "6 or more", merged codes by the labels they merge), the others keep
    theirs, every method keeps the variable labels and the missing-value declarations --
    whether the chain ran in one file or was resumed from a saved session."""
    import pyreadstat

    source = write_labelled_sav(eusilc_part, tmp_path / "in.sav")
    merge = {"method": "recode", "variable": "pb220a", "kind": "map",
             "groups": [{"to": 2, "from": [2, 3]}]}
    # SPSS numbers are doubles: the household id is dropped, not replaced (ids are
    # integers or texts, docs/protect/release.md)
    release = {"method": "release", "seed": 9, "drop": ["rb030", "db030"]}
    steps = [STEPS[0], STEPS[1], merge, STEPS[2], STEPS[4], STEPS[5], release]
    out = f"one{suffix}"
    pf = load_problem_file_text(tmp_path, problem_text(source, steps, out))
    run_problem_file(pf).close()
    with Session(source, pf.spec) as s:
        session_steps(s, steps[:3])
        s.save(tmp_path / "half.toml", data=tmp_path / "unused.csv")
    with Session.open(tmp_path / "half.toml") as s:
        session_steps(s, steps[3:])
        s.write(tmp_path / f"resumed{suffix}")
    read = pyreadstat.read_sav if suffix == ".sav" else pyreadstat.read_dta
    results = [read(str(tmp_path / name), user_missing=True)
               for name in (out, f"resumed{suffix}")]
    (df, meta), (df2, meta2) = results
    assert df.equals(df2)
    assert meta.variable_value_labels == meta2.variable_value_labels
    assert meta.column_names_to_labels == meta2.column_names_to_labels
    labels = meta.variable_value_labels
    breaks = [-1, *range(5, 85, 5)]
    bands = dict(zip(breaks[:-1], breaks[1:], strict=True))
    assert labels["age"] == {b: f"[{b}, {hi})" for b, hi in bands.items()} | {
        80: "[80, inf)"}
    assert labels["hsize"][6] == "6 or more"
    assert labels["pb220a"] == {1: "AT", 2: "EU / Other"}
    assert labels["rb090"] == {1: "male", 2: "female"}
    assert labels["pl030"][9] == "not applicable"
    assert meta.column_names_to_labels == {k: v for k, v in LABELS.items()
                                           if k not in ("rb030", "db030")}
    if suffix == ".sav":
        assert [r["lo"] for r in meta.missing_ranges["pl030"]] == [9]


def _code_file(path: Path) -> Path:
    """Region 1 and 2: ten records each, five of each sex; region 3: four men and one
    woman.  ``code`` = 100 * region + i, unique per record.  k = 3 on (region, sex) with
    sex the more important: the woman of region 3 (fk = 1) loses her region, and nothing
    gives it back -- ``code`` is unique (one record per value) and (region, sex) with
    region missing is (NULL, 2) for all six women."""
    rows = ["region,sex,code"]
    for region, sexes in ((1, [1] * 5 + [2] * 5), (2, [1] * 5 + [2] * 5), (3, [1] * 4 + [2])):
        rows += [f"{region},{sex},{100 * region + i}" for i, sex in enumerate(sexes)]
    path.write_text("\n".join(rows) + "\n")
    return path


def test_the_final_file_is_leak_checked_after_the_steps_that_follow_a_suppression(tmp_path):
    """The suppression's own check speaks of the file it gave; a recode after it of a
    column it did not treat (``code`` into hundreds: the region's own bands) gives the
    region back.  The run checks the final file and refuses it in one line naming that
    file; accepted, the figure is in the run's summary and report."""
    from sdcsql.pipeline.runner import run_chain
    from sdcsql.utility.leak_check import LeakError

    data = _code_file(tmp_path / "codes.csv")
    spec = sdcsql.Spec(keys=["region", "sex"])
    suppress = {"method": "local_suppression", "k": 3, "importance": ["sex", "region"]}
    bands = Recode("code", "bands", breaks=(100, 200, 300, 400))
    with run_chain(data, spec, [Step.from_dict(suppress)]) as run:
        own = run.steps[0].result.summary
        assert own.suppressions == {"region": 1, "sex": 0}
        assert own.verification["recoverable_suppressions"] == 0
        assert "leak_check" not in run.results        # the suppressed file is the last
    steps = [Step.from_dict(suppress), Step("recode", recode=bands)]
    with pytest.raises(LeakError, match=r"^step\[1\] recode: the final file: 1 suppressed "
                                        r"value\(s\) can be read back .*region 1 of 1 "
                                        r"\(columns code 1"):
        run_chain(data, spec, steps).close()
    steps[0] = Step.from_dict({**suppress, "accept_leaks": True})
    with run_chain(data, spec, steps) as run:
        final = run.results["leak_check"]
    assert final["recoverable_suppressions"] == 1 and final["leaks_accepted"] is True
    assert final["by_variable"]["region"]["by_columns"] == 1
    assert final["checked_on"] == "the final file (after step 1: recode)"
    # the problem file's summary and the report carry it
    text = ("[input]\npath = \"codes.csv\"\n[spec]\nkeys = [\"region\", \"sex\"]\n"
            "[[step]]\nmethod = \"local_suppression\"\nk = 3\nimportance = [\"sex\", "
            "\"region\"]\naccept_leaks = true\n[[step]]\nmethod = \"recode\"\n"
            "variable = \"code\"\nkind = \"bands\"\nbreaks = [100, 200, 300, 400]\n"
            "[output]\ndata = \"out.csv\"\nsummary = \"out.json\"\n")
    (tmp_path / "p.toml").write_text(text)
    run_problem_file(load_problem_file(tmp_path / "p.toml")).close()
    summary = json.loads((tmp_path / "out.json").read_text())
    assert summary["leak_check"]["recoverable_suppressions"] == 1
    from sdcsql.present.report import build_report

    pf = load_problem_file(tmp_path / "p.toml")
    with run_problem_file(pf) as result:
        report = build_report(pf, result, "external")
    assert report["leak_check"]["checked_on"] == "the final file (after step 1: recode)"
    assert report["leak_check"]["by_variable"] == {"region": 1, "sex": 0}


def test_the_report_of_a_release_has_the_utility_of_the_file_released(tmp_path):
    """With a release step the internal report's utility is the released values' (the
    file the release prepares, in input order): the same figures as the report of the
    same chain without the release, measured on its written file."""
    from sdcsql.present.report import build_report

    _code_file(tmp_path / "codes.csv")
    base = ("[input]\npath = \"codes.csv\"\n[spec]\nkeys = [\"region\", \"sex\"]\n"
            "[[step]]\nmethod = \"local_suppression\"\nk = 3\nimportance = [\"sex\", "
            "\"region\"]\n")
    reports = []
    # the release drops code: it ranks the records in input order (the leak check's
    # order channel)
    for name, release in (("plain", ""), ("released", "[[step]]\nmethod = \"release\"\n"
                                                      "seed = 4\ndrop = [\"code\"]\n")):
        (tmp_path / f"{name}.toml").write_text(
            base + release + f"[output]\ndata = \"{name}.csv\"\n")
        pf = load_problem_file(tmp_path / f"{name}.toml")
        with run_problem_file(pf) as result:
            reports.append(build_report(pf, result, "internal"))
    plain, released = reports
    assert released["utility"]["suppressions"]["by_variable"] == {"region": 1, "sex": 0}
    assert released["utility"] == plain["utility"]
