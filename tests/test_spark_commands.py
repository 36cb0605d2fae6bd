"""Every command on ``--engine spark`` (issue 28 item 1): report, session, release, sql,
argus, candidates, disclosure and search, each against the same command on DuckDB on the
same small input.  The commands run in this process (``sdcsql.cli.main``), in the one
shared SparkSession (conftest ``spark``: the commands take the active session).

Tolerances: the figures of a report, a session and the ARGUS rule are sums of the
same terms in another order on Spark, equal to DuckDB's within 1e-12 relative (or
absolute where a figure is zero but for rounding); files whose values are counts,
codes and input values compare byte for byte."""

from __future__ import annotations

import csv
import dataclasses
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

from sdcsql.cli import main

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"

pytestmark = pytest.mark.spark


def close(a: Any, b: Any, where: str = "") -> None:
    """``a`` equals ``b``: dicts and lists item by item, numbers within 1e-12 (relative,
    or absolute near zero), everything else exactly."""
    if isinstance(a, dict) and isinstance(b, dict):
        assert a.keys() == b.keys(), where
        for k in a:
            close(a[k], b[k], f"{where}/{k}")
    elif isinstance(a, list) and isinstance(b, list):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            close(x, y, f"{where}[{i}]")
    elif isinstance(a, float) or isinstance(b, float):
        assert isinstance(a, (int, float)) and isinstance(b, (int, float)), (where, a, b)
        assert math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-12), (where, a, b)
    else:
        assert a == b, (where, a, b)


def demo_problem(tmp_path: Path, engine: str, rows: int = 300) -> Path:
    """``sdcsql demo --out DIR`` (its data and problem file: recodes, a threshold, local
    suppression to it), the spec given the person id (the report's utility pairs the
    files by it on Spark)."""
    out = tmp_path / engine
    assert main(["demo", "--rows", str(rows), "--out", str(out)]) == 0
    problem = out / "problem.toml"
    text = problem.read_text()
    assert 'missing = "wildcard"' in text
    problem.write_text(text.replace('missing = "wildcard"',
                                    'missing = "wildcard"\nperson_id = "person_id"', 1))
    return problem


# --------------------------------------------------------------------- report
@pytest.mark.extended
def test_the_report_on_spark_is_duckdb_s(spark, tmp_path, capsys):
    """``sdcsql report problem.toml --engine spark``: the demo problem file's steps
    (recodes, the threshold, local suppression) on Spark; the REPORT.json's figures
    (risk before and after, each step's risk and utility, the suppressions, the leak
    check, the key counts, the utility measures) and the summary's those of DuckDB's to
    1e-12, the data output the same bytes, the summary with its run key (reused by a
    later run), and the file's ``output.utility`` (the input against the released file,
    paired by the spec's person id) DuckDB's figures to 1e-12 (sums of the same terms in
    another order)."""
    reports = {}
    for engine in ("duckdb", "spark"):
        problem = demo_problem(tmp_path, engine)
        text = problem.read_text()
        assert "\n[output]\n" in text
        problem.write_text(text.replace("\n[output]\n",
                                        '\n[utility]\nmeasures = ["categories", "ctbil"]\n'
                                        '\n[output]\nutility = "utility.json"\n', 1))
        assert main(["report", str(problem), "--audience", "internal", "--out",
                     str(problem.parent / "report.html"), "--html",
                     str(problem.parent / "page.html"), "--engine", engine]) == 0
        reports[engine] = json.loads((problem.parent / "report.json").read_text())
    capsys.readouterr()
    d, s = reports["duckdb"], reports["spark"]
    assert d["local_suppression"] and d["thresholds"]["protection"]["suppressions_total"] > 0
    assert isinstance(d["utility"]["ctbil"], dict) and "not_computed" not in s["utility"]
    for report in (d, s):      # the summary's figures are compared below, to 1e-12
        (summary,) = [f for f in report["output_files"] if f["name"] == "summary.json"]
        summary.pop("sha256")
    close(s, d)         # the data output's name and hash too
    assert (tmp_path / "spark" / "protected.csv").read_bytes() == \
        (tmp_path / "duckdb" / "protected.csv").read_bytes()
    close(*(json.loads((tmp_path / e / "summary.json").read_text())
            for e in ("spark", "duckdb")))
    measured = [json.loads((tmp_path / e / "utility.json").read_text())
                for e in ("spark", "duckdb")]
    assert measured[1]["suppressions"]["total"] > 0
    close(*measured)
    same_page(tmp_path / "spark" / "page.html", tmp_path / "duckdb" / "page.html")
    # the Spark run's summary records the run key: DuckDB's run reuses it
    assert main(["run", str(tmp_path / "spark" / "problem.toml")]) == 0
    assert capsys.readouterr().out.startswith("reused:")


@pytest.mark.extended
def test_a_run_on_spark_gives_duckdb_s_candidates_table(spark, tmp_path, capsys):
    """A problem file's ``[[candidate]]`` settings on ``sdcsql run --engine spark``: the
    cells' figures and each candidate's run (the file's own chain -- here the demo's
    recodes -- with the candidate's changes: its recode, local suppression to its k) on
    Spark; the summary's table as DuckDB's (figures to 1e-12) and the same released
    file."""
    out = {}
    for engine in ("duckdb", "spark"):
        problem = demo_problem(tmp_path, engine, rows=200)
        text = problem.read_text()          # the demo's recodes alone
        text = text[:text.index("[threshold]")] + text[text.index("[output]"):]
        problem.write_text(text.replace(
            "\n[output]\n", '\n[[candidate]]\nname = "coarse age"\nk = 3\nrecodes = '
            '[{variable = "age", kind = "bands", breaks = [0, 20, 40, 60]}]\n'
            '\n[output]\n', 1))
        assert main(["run", str(problem), "--engine", engine]) == 0
        out[engine] = (json.loads((problem.parent / "summary.json").read_text())["candidates"],
                       (problem.parent / "protected.csv").read_bytes())
    close(out["spark"][0], out["duckdb"][0])
    assert out["spark"][1] == out["duckdb"][1]
    rows = {r["name"]: r for r in out["duckdb"][0]["rows"]}
    assert rows["coarse age"]["run"]["suppressions_total"] > 0
    assert rows["coarse age"]["categories_lost"] > 0


def test_a_run_on_spark_without_an_id_refuses_the_utility_output(tmp_path, capsys):
    """Spark keeps no record order: ``output.utility`` without a person id is refused
    before any work (and before Spark starts), naming the output; nothing is written."""
    problem = tmp_path / "p.toml"
    problem.write_text(f'[input]\npath = "{DEMO}"\n[spec]\nkeys = ["region", "sex"]\n'
                       '[utility]\nmeasures = ["categories"]\n'
                       '[output]\ndata = "out.csv"\nutility = "u.json"\n')
    assert main(["run", str(problem), "--engine", "spark"]) == 1
    assert capsys.readouterr().err.strip() == (
        "sdcsql: error: p.toml: output.utility: on Spark the input and the output are "
        "paired by an id; give spec.person_id (or utility.person_id)")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.toml"]


# --------------------------------------------------------------------- charts, page
def same_page(spark_page: Path, duckdb_page: Path) -> dict[str, Any]:
    """Two threshold pages alike: the same HTML around the embedded figures, and the
    figures (risk levels and their counts) DuckDB's to 1e-12 (a risk is a sum of the
    same terms in another order on Spark); DuckDB's figures returned."""
    def split(path: Path) -> tuple[str, Any]:
        text = path.read_text()
        found = re.search(r'(<script type="application/json" id="[^"]*">)(.*?)(</script>)',
                          text, re.S)
        assert found, path
        return text.replace(found.group(2), ""), json.loads(found.group(2))

    (html_s, data_s), (html_d, data_d) = split(spark_page), split(duckdb_page)
    assert html_s == html_d and data_d["cells"]["risk"]
    close(data_s, data_d)
    return dict(data_d)


@pytest.mark.extended
def test_charts_and_the_threshold_page_on_spark_are_duckdb_s(spark, tmp_path, capsys):
    """``--chart`` of risk, threshold and protect and ``--html`` of threshold on
    ``--engine spark`` (they were refused, and threshold's silently dropped): the same
    charts, byte for byte (their bins are counts), and the same page as DuckDB's; the
    threshold's with households (the household risk row, the core-risk table)."""
    keys = ["--keys", "sex,education", "--weight", "weight"]
    for engine in ("duckdb", "spark"):
        d = tmp_path / engine
        d.mkdir()
        assert main(["risk", str(DEMO), *keys, "--chart", str(d / "risk.svg"),
                     "--out", str(d / "risk.parquet"), "--engine", engine]) == 0
        assert main(["threshold", str(DEMO), *keys, "--keys", "sex,age,education",
                     "--household", "household_id", "--risk", "0.05", "--household-risk",
                     "0.2", "--chart", str(d / "t.svg"), "--html", str(d / "t.html"),
                     "--engine", engine]) == 0
        assert main(["protect", str(DEMO), *keys, "--k", "3", "--chart", str(d / "p.svg"),
                     "--out", str(d / "p.csv"), "--engine", engine]) == 0
    capsys.readouterr()
    for name in ("risk.svg", "t.svg", "p.svg", "p.csv"):
        assert (tmp_path / "spark" / name).read_bytes() == \
            (tmp_path / "duckdb" / name).read_bytes(), name
    assert "threshold 0.05" in (tmp_path / "spark" / "t.svg").read_text()
    assert "after" in (tmp_path / "spark" / "p.svg").read_text()
    page = same_page(tmp_path / "spark" / "t.html", tmp_path / "duckdb" / "t.html")
    assert page["households"] and page["core"]


# --------------------------------------------------------------------- session
@pytest.mark.extended
def test_a_session_on_spark_reopens_undoes_recodes_and_saves_as_duckdb(spark, tmp_path,
                                                                       capsys):
    """``sdcsql session problem.toml --engine spark``: the demo file reopened, its
    protection and threshold undone, a recode added, the risk printed and the session
    saved -- the same text and the same saved file as on DuckDB."""
    printed, saved = {}, {}
    for engine in ("duckdb", "spark"):
        problem = demo_problem(tmp_path, engine)
        capsys.readouterr()
        assert main(["session", str(problem), "--engine", engine, "--undo", "2",
                     "--recode", 'variable = "education", kind = "map", '
                                 'groups = [{to = 1, from = [1, 2]}]',
                     "--save", str(problem.parent / "saved.toml")]) == 0
        printed[engine] = capsys.readouterr().out
        saved[engine] = (problem.parent / "saved.toml").read_text()
    assert "recode education (map)" in printed["duckdb"]
    assert "local suppression" not in printed["duckdb"]
    d_lines, s_lines = printed["duckdb"].splitlines(), printed["spark"].splitlines()
    assert s_lines[:-1] == d_lines[:-1]     # the last line: the path written
    assert saved["spark"] == saved["duckdb"]


def test_session_api_on_spark_gives_duckdb_s_figures(spark, tmp_path):
    """``Session.open(..., engine="spark")``: the risk after each step, undo and redo,
    the history's utility (paired by the person id) and a what-if (from the cells
    regrouped on Spark) as on DuckDB."""
    from sdcsql.pipeline.session import Session
    from sdcsql.protect.recode import Recode

    figures = {}
    for engine in ("duckdb", "spark"):
        problem = demo_problem(tmp_path, engine, rows=200)
        text = problem.read_text()          # the demo's recodes alone
        problem.write_text(text[:text.index("[threshold]")] + text[text.index("[output]"):])
        kw = {"engine": "spark", "spark": spark} if engine == "spark" else {}
        with Session.open(problem, **kw) as s:
            assert [step.kind for step in s.steps] == ["recode"] * 3
            out = [s.risk().to_json()]
            out.append(s.recode(Recode("education", "map",
                                       groups=((1, (1, 2)),))).to_json())
            out.append(s.set_threshold(risk=0.2).to_json())
            s.undo()
            s.redo()
            out.append(s.risk().to_json())
            out.append([r.utility for r in s.history])
            w = s.what_if(Recode("marital_status", "map", groups=((1, (1, 2, 3)),)))
            assert w.from_cells and w.threshold == 0.2
            out.append(dataclasses.asdict(w))
        figures[engine] = out
    close(figures["spark"], figures["duckdb"])
    assert figures["duckdb"][-2][0]["categories_lost"] > 0     # age banded
    w = figures["duckdb"][-1]
    assert w["cells_after"] < w["cells_before"] and w["categories_after"] < \
        w["categories_before"] and w["unsafe_records_before"] is not None


def test_a_what_if_needing_the_records_on_spark_is_duckdb_s(spark, tmp_path):
    """A what-if whose recode outputs a key's missing code (the cell table cannot give
    it: the code turns values into NULL, seed 004 section 3.2.2) on a Spark session:
    the recoded records read again on Spark, DuckDB's figures; against a hand count."""
    from sdcsql import Spec
    from sdcsql.pipeline.session import Session
    from sdcsql.protect.recode import Recode

    data = tmp_path / "d.csv"     # a = 9 is missing; b: 2 x 1, 2 x 2, 1 x 3
    data.write_text("a,b\n1,1\n1,1\n2,2\n2,2\n3,3\n9,3\n")
    spec = Spec(keys=["a", "b"], na_codes={"a": [9]})
    recode = Recode("a", "map", groups=((9, (3,)),))     # 3 becomes missing
    found = {}
    for engine in ("duckdb", "spark"):
        kw = {"engine": "spark", "spark": spark} if engine == "spark" else {}
        with Session(data, spec, **kw) as s:
            w = s.what_if(recode, threshold=0.5)
            found[engine] = dataclasses.asdict(w)
    assert found["spark"] == found["duckdb"]
    w = found["duckdb"]
    assert not w["from_cells"]
    # before: cells (1,1) (2,2) (3,3) (NULL,3); the missing a matches a = 3, so every
    # record has fk = 2 (weights 1: risk 1/2, unsafe at 1/2).  After: (NULL,3) twice,
    # cells (1,1) (2,2) (NULL,3), fk = 2 again; a's categories 1, 2, 3 -> 1, 2.
    assert (w["cells_before"], w["cells_after"]) == (4, 3)
    assert (w["categories_before"], w["categories_after"]) == (3, 2)
    assert (w["unsafe_records_before"], w["unsafe_records_after"]) == (6, 6)


# --------------------------------------------------------------------- release
@pytest.mark.extended
def test_release_on_spark_writes_duckdb_s_file_and_summary(spark, tmp_path, capsys):
    """``sdcsql release --engine spark``: new household and person ids, the shuffle and
    the suppression codes as DuckDB's, verified (the files' agreement and the leak
    check) on Spark: the same file bytes and the same summary."""
    protected = tmp_path / "protected.csv"
    assert main(["protect", str(DEMO), "--keys", "region,sex,age", "--weight", "weight",
                 "--k", "2", "--accept-leaks", "--out", str(protected)]) == 0
    outs = {}
    for engine in ("duckdb", "spark"):
        out = tmp_path / f"release_{engine}.csv"
        summary = tmp_path / f"release_{engine}.json"
        assert main(["release", str(DEMO), str(protected), "--seed", "7", "--household",
                     "household_id", "--person-id", "person_id", "--suppression-codes",
                     "age=-9", "--accept-leaks", "--out", str(out), "--summary-json",
                     str(summary), "--engine", engine]) == 0
        outs[engine] = (out.read_bytes(), json.loads(summary.read_text()))
    capsys.readouterr()
    (d_file, d_sum), (s_file, s_sum) = outs["duckdb"], outs["spark"]
    assert s_file == d_file
    assert d_sum["marks"]["age"]["count"] > 0 and d_sum["verification"]["leak_check"]
    assert s_sum == d_sum


def test_release_on_spark_refuses_a_labelled_output(spark, tmp_path, capsys):
    code = main(["release", str(DEMO), str(DEMO), "--seed", "7", "--out",
                 str(tmp_path / "r.sav"), "--engine", "spark"])
    assert code == 1
    assert capsys.readouterr().err.startswith(
        f"sdcsql: error: --out '{tmp_path / 'r.sav'}': a labelled release")
    assert list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------- sql
def _run_script(spark, script: str) -> Any:
    """Each statement of a printed Spark script through ``spark.sql``; the last one's
    DataFrame."""
    statements = [s.strip() for s in script.split(";\n") if s.strip()]
    df = None
    for statement in statements:
        body = "\n".join(line for line in statement.splitlines()
                         if not line.startswith("--")).strip().rstrip(";")
        if body:
            df = spark.sql(body)
    return df


@pytest.mark.parametrize("step", ["cell_table", "global_risk", "threshold_choice"])
def test_sql_on_spark_prints_what_the_spark_engine_runs(spark, tmp_path, capsys, step):
    """``sdcsql sql --engine spark --step S``: the statements in Spark SQL (missing
    codes and parameters as session variables, materialised tables cached); run through
    ``spark.sql`` over the input's view ``sdc_src`` -- the risk of each cell, which a
    Python function makes, computed by the engine's function over the script's own
    cells where the script names it -- they give the relation the engine gives."""
    import sdcsql
    from sdcsql.problem import Problem
    from sdcsql.risk.individual import risk_values
    from sdcsql.tools.sql_script import _prepare

    args = ["sql", str(DEMO), "--keys", "region,sex,age", "--weight", "weight",
            "--household", "household_id", "--na-codes", "age=99", "--step", step,
            "--risk", "0.05"]
    assert main([*args, "--engine", "spark"]) == 0
    script = capsys.readouterr().out
    assert script.startswith(f"-- sdcsql: step {step}: ")
    assert "DECLARE OR REPLACE VARIABLE sdc_na_2 = ARRAY(CAST(99.0 AS DOUBLE));" in script
    assert "CACHE TABLE `sdc_base`;" in script
    # stable names for the engine's objects (internal columns keep their names)
    assert not re.search(r"__sdc_[a-z_]+_\d+_\d+", script) and "getvariable" not in script
    marker = "-- `sdc_risk_values_exact`: made by Python (the risk of each cell), no SQL\n"
    before, _, after = script.partition(marker)
    assert bool(after) == (step != "cell_table")
    spec = sdcsql.Spec(keys=["region", "sex", "age"], weight="weight",
                       household="household_id", na_codes={"age": [99]})
    with Problem(str(DEMO), spec, engine="spark", spark=spark) as p:
        spark.table(p.source).createOrReplaceTempView("sdc_src")
        got = _run_script(spark, before)
        if after:           # the risk values of the script's cells, by the engine's function
            name, _ = risk_values(p, "sdc_cells", "exact", "script_risk")
            spark.table(name).createOrReplaceTempView("sdc_risk_values_exact")
            got = _run_script(spark, after)
        sql, params = _prepare(p, step, "exact", {"risk": 0.05})
        expected = p.engine.relation(sql, params)
        columns = [c for c in expected.columns if c != "__sdc_cell"]   # an id: any order
        got_rows = sorted(map(repr, got.select(*columns).collect()))
        expected_rows = sorted(map(repr, expected.select(*columns).collect()))
    assert got_rows == expected_rows
    assert len(got_rows) > (1 if step == "cell_table" else 0)


# --------------------------------------------------------------------- argus
def test_argus_on_spark_gives_duckdb_s_table_json_and_file(spark, tmp_path, capsys):
    """``sdcsql argus --engine spark``: the unsafe combinations per dimension (the
    ARGUS rule's grouping sets on Spark) as DuckDB's: the same JSON and table, the
    same rows of the file in the same order (Fk to 1e-12: a weight sum)."""
    out = {}
    for engine in ("duckdb", "spark"):
        path, js = tmp_path / f"{engine}.csv", tmp_path / f"{engine}.json"
        assert main(["argus", str(DEMO), "--keys", "region,sex,age,education", "--weight",
                     "weight", "--dimension", "3", "--thresholds", "1=5,2=3,3=2",
                     "--out", str(path), "--json", str(js), "--engine", engine]) == 0
        out[engine] = (capsys.readouterr().out, js.read_text(),
                       list(csv.reader(path.read_text().splitlines())))
    (d_text, d_json, d_rows), (s_text, s_json, s_rows) = out["duckdb"], out["spark"]
    assert s_text == d_text and s_json == d_json
    assert d_rows[0] == ["dimension", "variables", "values", "fk", "Fk"]
    assert len(d_rows) > 100 and len(s_rows) == len(d_rows)
    for s, d in zip(s_rows[1:], d_rows[1:], strict=True):
        assert s[:4] == d[:4]
        assert math.isclose(float(s[4]), float(d[4]), rel_tol=1e-12)


# --------------------------------------------------------------------- candidates
#: also the candidates of the standalone cluster's matrix (tests/cluster_matrix.py)
CANDIDATES = [
    {"name": "as is"},
    {"name": "age bands", "recodes": [{"variable": "age", "kind": "bands",
                                       "breaks": [0, 20, 40, 60, 80]}]},
    {"name": "age bands k3", "recodes": [{"variable": "age", "kind": "bands",
                                          "breaks": [0, 20, 40, 60, 80]}], "k": 3},
    {"name": "education map", "recodes": [{"variable": "education", "kind": "map",
                                           "groups": [{"to": 1, "from": [1, 2]}]}],
     "threshold": 0.3},
]


@pytest.mark.extended
def test_candidates_on_spark_give_duckdb_s_table(spark, tmp_path, capsys):
    """``sdcsql candidates --engine spark``: each candidate's figures from the regrouped
    cell tables on Spark, and the run of those with a k or a threshold (local
    suppression on Spark): the same table and JSON as DuckDB's (figures to 1e-12)."""
    data = tmp_path / "d.csv"
    assert main(["demo", "--rows", "300", "--out", str(data)]) == 0
    (tmp_path / "c.json").write_text(json.dumps(CANDIDATES))
    out = {}
    for engine in ("duckdb", "spark"):
        js = tmp_path / f"{engine}.json"
        capsys.readouterr()
        assert main(["candidates", str(data), "--keys", "region,sex,age,education",
                     "--weight", "weight", "--candidates", str(tmp_path / "c.json"),
                     "--summary-json", str(js), "--engine", engine]) == 0
        out[engine] = (capsys.readouterr().out, json.loads(js.read_text()))
    (d_text, d_json), (s_text, s_json) = out["duckdb"], out["spark"]
    assert s_text == d_text
    close(s_json, d_json)
    rows = {r["name"]: r for r in d_json["rows"]}
    assert rows["age bands"]["categories_lost"] > 0
    assert rows["age bands k3"]["run"]["suppressions_total"] > 0


def test_disclosure_on_spark_is_duckdb_s(spark, tmp_path, capsys):
    """``sdcsql disclosure --engine spark --person-id``: each stratum's measures in one
    Python task, the files paired by the id (the masked file's rows reversed here), the
    strata's fitted parameters back from the executors: the table and JSON of DuckDB's
    positional pairing of the same rows (the shares are sums of the same credits in
    another order: 1e-12); one file with both column sets the same way."""
    data, masked = tmp_path / "d.csv", tmp_path / "m.csv"
    assert main(["demo", "--rows", "300", "--out", str(data)]) == 0
    assert main(["protect", str(data), "--keys", "region,sex", "--method", "noise",
                 "--numeric", "income,expenditure", "--noise", "0.2", "--seed", "1",
                 "--out", str(masked)]) == 0
    header, *rows = masked.read_text().splitlines()
    reversed_ = tmp_path / "m_reversed.csv"
    reversed_.write_text("\n".join([header, *reversed(rows)]) + "\n")
    both = tmp_path / "both.csv"
    with open(data) as f, open(masked) as g:
        d_rows, m_rows = list(csv.DictReader(f)), list(csv.DictReader(g))
    with open(both, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["person_id", "region", "income", "expenditure", "income_m",
                    "expenditure_m"])
        for a, b in reversed(list(zip(d_rows, m_rows, strict=True))):
            w.writerow([a["person_id"], a["region"], a["income"], a["expenditure"],
                        b["income"], b["expenditure"]])
    common = ["--numeric", "income,expenditure", "--strata", "region", "--measures",
              "linkage,probabilistic,interval,robust"]
    runs = {"duckdb": [str(data), str(masked), *common],
            "spark": [str(data), str(reversed_), *common, "--person-id", "person_id",
                      "--engine", "spark"],
            "spark_one_file": [str(both), *common, "--masked-numeric",
                               "income_m,expenditure_m", "--person-id", "person_id",
                               "--engine", "spark"]}
    out = {}
    for name, argv in runs.items():
        js = tmp_path / f"{name}.json"
        capsys.readouterr()
        assert main(["disclosure", *argv, "--summary-json", str(js)]) == 0
        text, err = capsys.readouterr()
        assert "covariance is singular in 1 stratum" in err     # a stratum of 2 records
        out[name] = (text, json.loads(js.read_text()))
    d_text, d_json = out["duckdb"]
    for name in ("spark", "spark_one_file"):
        s_text, s_json = out[name]
        if name == "spark_one_file":    # the masked variables' names differ
            s_json["masked_variables"] = d_json["masked_variables"]
        close(s_json, d_json, name)
        assert s_text.replace("income_m", "income").replace("expenditure_m", "expenditure") \
            == d_text, name
    assert d_json["probabilistic"]["fits"] and d_json["by_stratum"]


@pytest.mark.extended
def test_search_on_spark_is_duckdb_s(spark, tmp_path, capsys):
    """``sdcsql search --engine spark``: the distinct cells (and the households' cells)
    aggregated on Spark, the lattice on the driver over them, the protected file from
    the Spark relation: DuckDB's JSON, table and files byte for byte -- the household
    risk target with the records' suppression, and k-anonymity in values mode (the
    node's recodes and local suppression run on Spark) with its problem file."""
    data = {"households": tmp_path / "h.csv", "values": tmp_path / "v.csv"}
    columns = {"households": (0, 1, 4, 8, 9, 11, 7, 15), "values": (0, 4, 8, 9, 11, 7, 15)}
    for name, path in data.items():     # the keys, the weight, an income (the household)
        with open(DEMO) as f, open(path, "w", newline="") as g:
            w = csv.writer(g)
            for row in csv.reader(f):
                w.writerow([row[i] for i in columns[name]])
    bands = ["--bands", "region=3", "--bands", "sex=2", "--bands", "age=5,10,20",
             "--bands", "household_type=2,4"]
    common = ["--keys", "region,sex,age,household_type", "--weight", "weight", *bands,
              "--suppression-limit", "0.05"]
    runs = {"households": ["--household", "household_id", "--household-risk", "0.05"],
            "values": ["--k", "3", "--apply-mode", "values"]}
    files: dict[str, dict[str, Any]] = {}
    for name, extra in runs.items():
        for engine in ("duckdb", "spark"):
            out = tmp_path / f"{name}_{engine}"
            out.mkdir()
            argv = [str(data[name]), *common, *extra, "--json", str(out / "s.json"), "--apply",
                    str(out / "p.csv"), "--engine", engine]
            if name == "values":
                argv += ["--write-problem", str(out / "p.toml")]
            capsys.readouterr()
            assert main(["search", *argv]) == 0
            files[f"{name}_{engine}"] = {"text": capsys.readouterr().out, **{
                f.name: f.read_text() for f in sorted(out.iterdir())}}
        duck, spark_ = files[f"{name}_duckdb"], files[f"{name}_spark"]
        if name == "values":        # the problem file names its own data output
            spark_["p.toml"] = spark_["p.toml"].replace(f"{name}_spark", f"{name}_duckdb")
        assert spark_ == duck, name
    assert "values mode" in files["values_duckdb"]["text"]
    assert json.loads(files["households_duckdb"]["s.json"])["suppressed_records"] > 0


def test_a_candidate_s_run_on_spark_is_checked_before_any_work():
    """A numeric method's figures pair the files by the person id on Spark: a candidate
    of one without the spec's person id is refused, naming it, before anything runs."""
    import sdcsql
    from sdcsql.utility.ru_table import Candidate, check_engine_support

    noise = Candidate.from_dict({"name": "noisy", "method": "noise",
                                 "options": {"noise": 0.1, "seed": 3}})
    spec = sdcsql.Spec(keys=["region", "sex"], numeric=["income"])
    with pytest.raises(sdcsql.InputError, match=r"^candidate 'noisy': on spark the figures "
                                                r"of noise pair the files by the person id"):
        check_engine_support([noise], "spark", spec)
    check_engine_support([noise], "spark", spec.replace(person_id="person_id"))
    check_engine_support([noise], "duckdb", spec)
