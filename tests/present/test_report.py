"""The release report: contents checked against the files themselves, the external
audience searched for every parameter, threshold and record value, both opened in
headless Chromium."""

from __future__ import annotations

import csv
import hashlib
import json
import re
from pathlib import Path

import duckdb
import pytest

import sdcsql
from sdcsql.present.report import write_report
from sdcsql.risk.individual import compute_risk

from ..browser import chromium, open_page, screenshot_variance
from ..test_cli import sdcsql as run_cli

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "data" / "demo_survey.csv"

# values chosen to be searchable: no other figure of the report can contain them
PI = 0.9371
REID_RATE = 0.000737
HOUSEHOLD_RISK = 0.04719
QUANTILE = 0.9871
BREAKS = [0, 17, 29, 43, 63, 77]

PROBLEM = f"""
[input]
path = "survey.csv"

[spec]
keys = ["region_name", "sex_name", "age", "marital_status"]
weight = "weight"
household = "household_id"
household_variables = ["region_name"]
pi = {PI}

[[recode]]
variable = "age"
kind = "bands"
breaks = {BREAKS}
labels = ["young", "b17", "b29", "b43", "b63", "b77"]

[[recode]]
variable = "income"
kind = "top"
quantile = {QUANTILE}

[threshold]
reid_rate = {REID_RATE}
household_risk = {HOUSEHOLD_RISK}

[protection]
mode = "risk"

[output]
data = "protected.csv"
summary = "summary.json"
"""


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    d = tmp_path_factory.mktemp("report")
    # text keys and weights with many digits: record values that are easy to search for
    duckdb.sql(f"""COPY (SELECT * EXCLUDE (region, sex, weight),
                          'Rgn-' || chr(65 + CAST(region AS INTEGER)) || '-zx' AS region_name,
                          CASE sex WHEN 1 THEN 'Mq-one' ELSE 'Fq-two' END AS sex_name,
                          weight + 0.000123 AS weight
                   FROM read_csv('{DEMO}')) TO '{d / "survey.csv"}' (HEADER)""")
    (d / "problem.toml").write_text(PROBLEM)
    write_report(d / "problem.toml", d / "internal.html", "internal")
    write_report(d / "problem.toml", d / "external.html", "external")
    return d


def _numbers(value: float) -> list[str]:
    """The ways a report could print ``value`` (also as a percentage)."""
    forms = {repr(value), f"{value:g}", f"{value:.6g}", f"{value:.4g}", f"{value:.3g}",
             json.dumps(value)}
    pct = 100 * value
    forms |= {repr(pct), f"{pct:g}", f"{pct:.6g}", f"{pct:.4f}", f"{pct:.4g}"}
    return sorted(forms)


def _found(text: str, form: str) -> bool:
    return re.search(rf"(?<![\d.]){re.escape(form)}(?![\d])", text) is not None


def _secrets(d: Path) -> dict[str, float]:
    internal = json.loads((d / "internal.json").read_text())
    t = internal["thresholds"]
    out = {"pi": PI, "reid_rate": REID_RATE, "household_risk": HOUSEHOLD_RISK,
           "quantile": QUANTILE,
           "threshold": t["individual"]["threshold"],
           "rate_bound": t["individual"]["reidentification_rate_bound"],
           "household_threshold": t["household"]["threshold"],
           "household_rate_bound": t["household"]["reidentification_rate_bound"],
           "max_risk_before": internal["global_risk_before"]["max_risk"],
           "rate_before": internal["global_risk_before"]["reidentification_rate"]}
    return out


def _record_values(d: Path) -> list[str]:
    with open(d / "survey.csv") as fh:
        rows = list(csv.DictReader(fh))
    values = {r["region_name"] for r in rows} | {r["sex_name"] for r in rows}
    values |= {r["weight"] for r in rows} | {r["income"] for r in rows if len(r["income"]) > 5}
    return sorted(values)


def test_external_report_has_no_parameter_threshold_or_record_value(run):
    html = (run / "external.html").read_text()
    js = (run / "external.json").read_text()
    internal = (run / "internal.html").read_text() + (run / "internal.json").read_text()
    for name, value in _secrets(run).items():
        for form in _numbers(value):
            assert not _found(html, form), f"external HTML shows {name} as {form}"
            assert not _found(js, form), f"external JSON shows {name} as {form}"
        # the search can fail: the internal report does show it
        assert any(_found(internal, f) for f in _numbers(value)), name
    for value in _record_values(run):
        for text, what in ((html, "external HTML"), (js, "external JSON"),
                           (internal, "internal report")):
            assert value not in text, f"{what} shows the record value {value!r}"
    # the recode parameters: break points and labels are not in the external report
    assert "young" not in html + js and "breaks" not in html + js
    assert "young" in internal
    report = json.loads(js)
    assert "thresholds" not in report and "problem_file" not in report
    assert "global_risk_before" not in report and "input_file" not in report
    assert "max_risk" not in report["global_risk_after"]
    assert [f["name"] for f in report["output_files"]] == ["protected.csv"]


def _csv_columns(path: Path) -> tuple[list[str], list[list[str]]]:
    with open(path) as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


def test_report_figures_match_the_files(run):
    report = json.loads((run / "internal.json").read_text())
    header, rows = _csv_columns(run / "protected.csv")
    out = {f["name"]: f for f in report["output_files"]}
    data = out["protected.csv"]
    assert data["sha256"] == hashlib.sha256((run / "protected.csv").read_bytes()).hexdigest()
    assert data["rows"] == len(rows) and data["columns"] == len(header)
    assert out["summary.json"]["sha256"] == \
        hashlib.sha256((run / "summary.json").read_bytes()).hexdigest()
    src_header, src_rows = _csv_columns(run / "survey.csv")
    assert report["input_file"] == {
        "name": "survey.csv", "rows": len(src_rows), "columns": len(src_header),
        "sha256": hashlib.sha256((run / "survey.csv").read_bytes()).hexdigest()}
    # categories and missing values after, counted in the output file
    for k in report["key_variables"]:
        col = [r[header.index(k["variable"])] for r in rows]
        assert k["missing_after"] == sum(1 for v in col if v == "")
        assert k["categories_after"] == len({v for v in col if v != ""})
    # before: the original input, before the recodes; recoded: the age bands, six of them
    for k in report["key_variables"]:
        col = [r[src_header.index(k["variable"])] for r in src_rows]
        assert k["missing_before"] == sum(1 for v in col if v == "")
        assert k["categories_before"] == len({v for v in col if v != ""})
    age = next(k for k in report["key_variables"] if k["variable"] == "age")
    assert age["categories_recoded"] == 6 < age["categories_before"]
    lost = report["information_loss"]["categories_lost_by_recoding_or_suppression"]
    assert lost["age"] == age["categories_before"] - age["categories_after"] > 0
    # suppressions per variable: values missing after that were not missing before
    sup = report["suppressions"]["by_variable"]
    for k in report["key_variables"]:
        assert sup[k["variable"]] == k["missing_after"] - k["missing_recoded"]
    assert report["suppressions"]["total"] == sum(sup.values())
    by_size = report["suppressions"]["by_household_size"]
    assert sum(by_size.values()) == report["suppressions"]["total"]
    # the leak check: a suppressed region another member of its household shows, counted
    # over the two files (the region is household-level in the demo survey)
    hh, reg, src_reg = (header.index("household_id"), header.index("region_name"),
                        src_header.index("region_name"))
    shown = {(r[hh], r[reg]) for r in rows if r[reg] != ""}
    leaks = sum(1 for r, o in zip(rows, src_rows, strict=True)
                if r[reg] == "" and o[src_reg] != "" and (r[hh], o[src_reg]) in shown)
    assert "region_name" in report["leak_check"]["household_variables"]
    assert report["leak_check"]["by_variable"]["region_name"] == leaks == 0
    # declared, it goes for a whole household or not at all
    gone = {r[hh] for r in rows if r[reg] == ""}
    assert all(r[reg] == "" for r in rows if r[hh] in gone)
    assert report["leak_check"]["recoverable_suppressions"] == 0
    # global risk after: a fresh risk run on the output file
    spec = sdcsql.Spec(keys=["region_name", "sex_name", "age", "marital_status"],
                       weight="weight", household="household_id", pi=PI)
    with sdcsql.Problem(run / "protected.csv", spec) as p:
        after = compute_risk(p).summary
    assert report["global_risk_after"]["expected_reidentifications"] == pytest.approx(
        after.expected_reidentifications, rel=1e-9)
    assert report["global_risk_after"]["records"] == after.n
    assert report["risk_model"]["pi"] == PI
    assert report["thresholds"]["individual"]["target"] == REID_RATE
    assert report["thresholds"]["household"]["target"] == HOUSEHOLD_RISK
    assert report["problem_file"] == PROBLEM
    assert report["recodes"][0]["breaks"] == BREAKS
    loss = report["information_loss"]
    assert loss["records_changed_percent"] == pytest.approx(
        100 * loss["records_changed"] / len(rows))


def test_reports_open_in_chromium(run, tmp_path):
    with chromium() as context:
        for name in ("internal.html", "external.html"):
            with open_page(context, run / name) as (page, problems):
                page.wait_for_load_state("load")
                assert page.locator("img").count() == 1
                assert page.evaluate("document.querySelector('img').naturalWidth") > 500
                assert screenshot_variance(page, tmp_path / f"{name}.png") > 100.0
                assert page.inner_text("#audience") == name.split(".")[0]
                assert problems == []


def test_cli_report_happy_path_and_mistakes(run, tmp_path):
    res = run_cli("report", str(run / "problem.toml"), "--audience", "external",
                  "--out", str(tmp_path / "r.html"))
    assert res.returncode == 0, res.stderr
    assert (tmp_path / "r.html").exists() and (tmp_path / "r.json").exists()
    assert res.stderr == ""            # no progress bar in a pipe
    # same run, same external report (the JSON is byte-identical)
    assert (tmp_path / "r.json").read_bytes() == (run / "external.json").read_bytes()
    for args, message in (
            (["--out", str(tmp_path / "x.html")], "--audience"),
            (["--audience", "public", "--out", str(tmp_path / "x.html")], "invalid choice"),
            (["--audience", "internal", "--out", str(tmp_path / "x.pdf")], "must end in .html"),
            (["--audience", "internal", "--out", str(tmp_path / "no" / "x.html")],
             "does not exist"),
            (["--audience", "internal", "--out", str(run / "summary.html")],
             "is also the output of problem.toml: output.summary")):
        res = run_cli("report", str(run / "problem.toml"), *args)
        assert res.returncode == 1 and message in res.stderr, res.stderr
        assert res.stderr.strip().splitlines()[-1].startswith("sdcsql: error:")
    res = run_cli("report", str(tmp_path / "missing.toml"), "--audience", "internal",
                  "--out", str(tmp_path / "x.html"))
    assert res.returncode == 1 and "does not exist" in res.stderr
    assert not (tmp_path / "x.html").exists() and not (tmp_path / "x.json").exists()


SEED_REFERENCE = re.compile(r"seed\s*0\d\d|section\s*\d", re.I)


def test_reports_cite_the_published_methodology(run):
    for name in ("external", "internal"):
        html = (run / f"{name}.html").read_text()
        js = (run / f"{name}.json").read_text()
        body = re.sub(r"<pre id=\"problem-file\">.*?</pre>", "", html, flags=re.S)
        assert not SEED_REFERENCE.search(body), SEED_REFERENCE.search(body)
        assert not SEED_REFERENCE.search(js.split('"problem_file"')[0])
        for author in ("Benedetti, R. &amp; Franconi, L. (1998)", "Polettini, S. (2004)",
                       "Capobianchi, A., Polettini, S. &amp; Lucarelli, M. (2002)",
                       "Hundepool, A.", "Templ, M. (2017)"):
            assert author in html, author


def _small_report(tmp_path, extra: str, threshold: str, audience: str) -> tuple[str, dict]:
    duckdb.sql(f"COPY (SELECT * FROM read_csv('{DEMO}')) TO '{tmp_path / 's.csv'}' (HEADER)")
    (tmp_path / "p.toml").write_text(f"""
[input]
path = "s.csv"
[spec]
keys = ["region", "sex", "age"]
weight = "weight"
household = "household_id"
[threshold]
{threshold}
{extra}
""")
    html, js = write_report(tmp_path / "p.toml", tmp_path / "r.html", audience)
    return html.read_text(), json.loads(js.read_text())


@pytest.mark.parametrize("audience", ["internal", "external"])
def test_no_warning_box_when_no_record_is_flagged(tmp_path, audience):
    # a threshold above every core risk: the core-risk screen flags nobody
    html, report = _small_report(tmp_path, "", "risk = 0.9", audience)
    with sdcsql.Problem(DEMO, sdcsql.Spec(keys=["region", "sex", "age"], weight="weight",
                                          household="household_id")) as p:
        from sdcsql.risk.core import core_risk_table
        assert sum(r["individuals"] for r in core_risk_table(p, 0.9)) == 0
    assert 'class="warning"' not in html and "Core-risk" not in html


def test_title_survey_and_release_date_from_the_problem_file(tmp_path):
    extra = """[report]
title = "Labour Force Survey <2026> public file"
survey = "LFS-zq"
release_date = 2026-12-01
"""
    html, report = _small_report(tmp_path, extra, "reid_rate = 0.01", "external")
    assert report["release"] == {"title": "Labour Force Survey <2026> public file",
                                 "survey": "LFS-zq", "release_date": "2026-12-01"}
    assert "<title>Labour Force Survey &lt;2026&gt; public file</title>" in html
    assert "<h1>Labour Force Survey &lt;2026&gt; public file</h1>" in html
    assert "LFS-zq" in html and "2026-12-01" in html


def test_report_html_writes_the_page_of_the_recoded_input(run, tmp_path):
    """`sdcsql report --html`: the threshold page of the input after the file's recodes
    (age in six bands), opening on the file's threshold (the internal report's)."""
    from .test_page import _embedded

    res = run_cli("report", str(run / "problem.toml"), "--audience", "internal",
                  "--out", str(tmp_path / "r.html"), "--html", str(tmp_path / "page.html"))
    assert res.returncode == 0, res.stderr
    data = _embedded((tmp_path / "page.html").read_text())
    report = json.loads((tmp_path / "r.json").read_text())
    assert data["start"]["individual"] == report["thresholds"]["individual"]["threshold"]
    assert data["start"]["household"] == report["thresholds"]["household"]["threshold"]
    assert sum(data["cells"]["records"]) == report["global_risk_before"]["records"]
    assert sum(data["cells"]["cells"]) == report["global_risk_before"]["cells"]
    res = run_cli("report", str(run / "problem.toml"), "--audience", "internal",
                  "--out", str(tmp_path / "s.html"), "--html", str(tmp_path / "page.txt"))
    assert res.returncode == 1 and "must end in .html" in res.stderr
    assert not (tmp_path / "s.html").exists()


# ------------------------------------------------------------------ issue 24 item 21 (g, h)
def test_reports_explain_themselves_without_docs_paths(run):
    """A reader of the report has the report, not the repository: no docs/ path in the
    template or in either report (HTML and JSON); the utility and candidate sections
    explain their figures in place."""
    from sdcsql.present.report import _html

    template = _html("report.html")
    assert "docs/" not in template and ".md" not in template
    assert "IL1: the mean absolute change" in template
    assert "marginal\nloss: over the keys' one-way frequency tables" in template
    for name in ("internal.html", "internal.json", "external.html", "external.json"):
        text = (run / name).read_text()
        assert "docs/" not in text and not re.search(r"\w\.md\b", text), name


def test_the_candidate_table_scrolls_instead_of_being_clipped(run, tmp_path):
    """Twelve columns and long settings: the table sits in a horizontal scroll box no
    wider than the page, and its last column can be scrolled into view (in Chromium,
    viewport 1100 px)."""
    from sdcsql.present.report import report_html

    report = json.loads((run / "internal.json").read_text())
    report["candidates"] = [{
        "name": f"candidate-{i}-with-a-long-name", "setting": "3 recode(s), reid_rate 0.0004, "
        "method local_suppression", "source": "run", "sample_uniques": 1000 + i,
        "expected_reidentifications": 123.456789, "unsafe_records": 4567,
        "categories_lost": 12, "marginal_loss": 98765.25, "suppressions_after": 3456,
        "expected_reidentifications_after": 12.345678, "marginal_loss_after": 99999.5,
        "il1_after": 0.123456} for i in range(6)]
    page_path = tmp_path / "wide.html"
    page_path.write_text(report_html(report, []), encoding="utf-8")
    with chromium() as context, open_page(context, page_path) as (page, problems):
        page.wait_for_load_state("load")
        got = page.evaluate("""() => {
            const box = document.getElementById('candidates-scroll');
            const table = document.getElementById('candidates');
            const last = table.querySelector('tr th:last-child');
            const before = box.getBoundingClientRect();
            box.scrollLeft = box.scrollWidth;
            return {overflow: getComputedStyle(box).overflowX,
                    boxRight: before.right, viewport: document.documentElement.clientWidth,
                    inside: box.contains(table), lastRight: last.getBoundingClientRect().right,
                    boxRightAfter: box.getBoundingClientRect().right};
        }""")
        assert problems == []
    assert got["overflow"] == "auto" and got["inside"]
    assert got["boxRight"] <= got["viewport"]
    assert got["lastRight"] <= got["boxRightAfter"] + 1      # the last column in view
