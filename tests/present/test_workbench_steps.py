"""The workbench's History (redo, go back to a step, the Python script), Search (the
protection search, its front, apply a point), Utility (estimates by domain, the R-U
table and map of candidates) and the .grc import of Protect, in a real browser
(Debian's Chromium driven by playwright, as tests/present/test_workbench.py): clicks and
typing as a user, the figures shown checked against the API's (Session, Problem.search,
ru_table, utility called here), the files written compared byte for byte.  Screenshots
are saved in the test's temporary directory (SDCSQL_WORKBENCH_SHOTS=DIR copies them)."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pytest

from sdcsql import Problem, Spec
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from tests.present import test_workbench as wb
from tests.present.test_workbench import (
    AGE_BANDS,
    DEMO,
    KEYS,
    REPO,
    SPEC,
    click,
    open_demo,
    protect_by_form,
    recode_by_clicks,
    screen,
    settle,
    shot,
    suppress_by_clicks,
    value,
)

# the browser module's fixtures: one server, one browser and one page for this module
server, context, requests_seen, page = wb.server, wb.context, wb.requests_seen, wb.page

SEX_MERGED = Recode("sex", "map", groups=((9, (1, 2)),))
REGION_TOP = Recode("region", "top", value=15)
#: the search's keys: no missing value (the search needs one per record) and no key a
#: stratum or a household id gives back (the leak check of the suppression after it)
SEARCH_KEYS = ["sex", "age", "employment_status"]
SEARCH_SPEC = Spec(keys=SEARCH_KEYS, weight="weight")
SEARCH_OPTIONS = {"bands": {"age": [5, 10, 20, 40], "sex": [2], "employment_status": [2, 6]},
                  "k": 3, "suppression_limit": 0.02}


def heads(page) -> list[str]:
    return [h.strip() for h in page.locator("#history tr").first.locator("th")
            .all_text_contents()[1:]]


def write_page(page, path) -> bytes:
    """Release: write the current file to ``path`` by the page; its bytes."""
    screen(page, "release")
    page.fill("#write-data", str(path))
    page.fill("#write-summary", "")
    click(page, "#write-apply")
    return path.read_bytes()


def test_redo_go_back_and_the_python_script(page, tmp_path, tmp_path_factory):
    open_demo(page)
    recode_by_clicks(page)
    suppress_by_clicks(page)
    screen(page, "history")
    five = ["0. input", "1. recode age (bands)", "2. recode sex (map)", "3. recode region (top)",
            "4. threshold reid_rate=0.001, rule='>='", "5. local_suppression"]
    assert heads(page) == five
    assert page.locator("#redo-box").is_hidden()
    with Session(DEMO, SPEC) as api:
        api.recode(AGE_BANDS)
        api.write(tmp_path / "api1.csv")
        after_sex = api.recode(SEX_MERGED)
        api.recode(REGION_TOP)
        api.set_threshold(reid_rate=0.001)
        protected = api.protect()
        api.write(tmp_path / "api5.csv")

    # go back to step 1: the four later steps are undone, listed for redo
    click(page, '#history button[data-back="1"]')
    assert heads(page) == five[:2]
    assert [t.strip() for t in page.locator("#redo-list li").all_text_contents()] == [
        "recode sex (map)", "recode region (top)", "threshold reid_rate=0.001, rule='>='",
        "local_suppression"]
    assert write_page(page, tmp_path / "back.csv") == (tmp_path / "api1.csv").read_bytes()

    # redo two, then the rest: the file is byte for byte the one never undone
    screen(page, "history")
    page.fill("#redo-count", "2")
    click(page, "#redo-apply")
    assert heads(page) == five[:4]
    assert value(page, "#history-1-expected_reidentifications") == pytest.approx(
        after_sex.expected_reidentifications, rel=1e-12)
    shot(page, tmp_path_factory, "history")
    click(page, "#redo-all")
    assert heads(page) == five
    assert page.locator("#redo-box").is_hidden()
    assert value(page, "#history-4-suppressions_total") == protected.suppressions_total
    redone = write_page(page, tmp_path / "redone.csv")
    assert redone == (tmp_path / "api5.csv").read_bytes()
    assert redone != (tmp_path / "api1.csv").read_bytes()          # the steps mattered

    # undo a middle step, redo it: back at its place
    screen(page, "history")
    click(page, '#history button[data-undo="1"]')
    assert heads(page) == five[:2] + [f"{i}. {t.split('. ', 1)[1]}"
                                      for i, t in enumerate(five[3:], 2)]
    click(page, "#redo-apply")
    assert heads(page) == five

    # the Python script replays the session (Session calls) to the same bytes
    script, out = tmp_path / "replay.py", tmp_path / "script.csv"
    page.fill("#script-path", str(script))
    page.fill("#script-data", str(out))
    click(page, "#script-apply")
    text = page.locator("#script-text").text_content()
    assert text == script.read_text(encoding="utf-8")
    assert "s.recode(Recode.from_dict(" in text and "s.protect(" in text
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    run = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert out.read_bytes() == redone
    # a new step clears what redo would put back
    click(page, '#history button[data-back="4"]')
    assert page.locator("#redo-list li").count() == 1
    screen(page, "protect")
    protect_by_form(page, "local_suppression", k="3")
    screen(page, "history")
    assert page.locator("#redo-box").is_hidden()
    assert heads(page)[-1] == "5. local_suppression k=3"


def open_search_session(page) -> None:
    open_demo(page, keys=SEARCH_KEYS, household=False)


def test_the_search_its_front_and_a_point_applied(page, tmp_path, tmp_path_factory):
    from sdcsql.pipeline.search_file import recodes

    open_search_session(page)
    screen(page, "search")
    page.fill("#search-form-bands", "age=5,10,20,40; sex=2; employment_status=2,6")
    page.fill("#search-form-k", "3")
    page.fill("#search-form-suppression_limit", "0.02")
    click(page, "#search-run")
    with Problem(DEMO, SEARCH_SPEC) as problem:
        result = problem.search(**SEARCH_OPTIONS)
        chosen = next(p for p in result.front if p["transformation"] != result.transformation
                      and p["suppressed_records"] > 0)
        rcs = recodes(problem, dataclasses.replace(result, transformation=chosen["transformation"]))
    assert page.locator("#search-result").text_content() == result.table()
    assert json.loads(page.locator("#search-optimum-transformation")
                      .get_attribute("data-value")) == result.transformation
    assert value(page, "#search-optimum-loss") == pytest.approx(result.loss, rel=1e-12)
    assert page.locator("#search-optimum-optimal").get_attribute("data-value") == "true"
    # the front: a point each, the optimum ringed and chosen at first
    points = page.locator("#search-front circle[data-index]")
    assert points.count() == len(result.front)
    ringed = page.locator("#search-front circle[data-optimum]")
    assert ringed.count() == 1
    assert json.loads(page.locator("#search-point-transformation")
                      .get_attribute("data-value")) == result.transformation
    # choose another point by clicking it: its figures are the front's
    node = json.dumps(chosen["transformation"], separators=(",", ":"))
    click(page, f"#search-front circle[data-transformation='{node}']")
    assert json.loads(page.locator("#search-point-transformation")
                      .get_attribute("data-value")) == chosen["transformation"]
    assert value(page, "#search-point-loss") == pytest.approx(chosen["loss"], rel=1e-12)
    assert value(page, "#search-point-risk") == pytest.approx(chosen["risk"], rel=1e-12)
    assert value(page, "#search-point-suppressed_records") == chosen["suppressed_records"]
    shot(page, tmp_path_factory, "search", at="#search-result")
    click(page, "#search-apply")
    applied = page.locator("#search-applied").text_content().splitlines()
    assert applied == [f"applied: recode {rc.variable} (map)" for rc in rcs] + \
        ["applied: local_suppression k=3"]
    # the same file as the API's steps: the point's recodes, then local suppression to k
    with Session(DEMO, SEARCH_SPEC) as api:
        api.recode(*rcs)
        api.protect(k=3)
        api.write(tmp_path / "api.csv")
    assert write_page(page, tmp_path / "page.csv") == (tmp_path / "api.csv").read_bytes()
    # the search needs the file before any protection
    screen(page, "search")
    click(page, "#search-run", error="sdcsql: error: search: the session has a step after "
                                     "its recodes")


def test_the_search_shows_its_progress_and_is_cancelled(page, monkeypatch):
    """While the search walks the lattice the bar's label shows the nodes checked; Cancel
    stops it at the next node, in one line, nothing applied.  (The demo's lattices are
    walked in well under a second: a search that never ends stands in for a long one,
    reporting its nodes through the same progress callback.)"""
    import time

    from sdcsql.workbench import actions

    def endless(session, options, progress):
        checked = 0
        while True:
            checked += 1
            progress(checked, None)
            time.sleep(0.02)

    monkeypatch.setattr(actions, "search", endless)
    open_search_session(page)
    screen(page, "search")
    page.fill("#search-form-k", "3")
    page.click("#search-run")
    page.locator("#job-label", has_text="nodes checked").wait_for()
    assert page.locator("#job").is_visible()
    assert page.locator("#job-label").text_content().startswith("searching: ")
    click(page, "#job-cancel", error="sdcsql: cancelled")
    assert page.locator("#job").is_hidden() and page.locator("#search-box").is_hidden()
    screen(page, "history")
    assert heads(page) == ["0. input"]


def test_estimates_by_domain_and_the_ru_table(page, tmp_path, tmp_path_factory):
    from sdcsql.utility.measures import utility
    from sdcsql.utility.ru_table import read_candidates, ru_table

    open_demo(page)
    screen(page, "protect")
    protect_by_form(page, "local_suppression", k="3")
    with Session(DEMO, SPEC) as api:
        api.protect(k=3)
        api.write(tmp_path / "api.csv")
    expected = utility(DEMO, tmp_path / "api.csv", keys=KEYS, weight="weight",
                       measures=["estimates"], domains=["region"], targets=["sex"])
    screen(page, "utility")
    page.fill("#utility-form-measures", "estimates")
    page.fill("#utility-form-domains", "region")
    page.fill("#utility-form-targets", "sex")
    click(page, "#utility-run")
    rows = page.locator("#estimates tr")
    assert rows.count() == len(expected.estimates.rows) + 1
    changed = 0
    for i, row in enumerate(expected.estimates.rows, 1):
        cells = rows.nth(i).locator("td")
        domain = " × ".join("NA" if v is None else str(v) for v in row["domain"])
        assert cells.nth(0).text_content() == domain
        assert cells.nth(3).text_content() == row["statistic"]
        for j, name in ((4, "before"), (5, "after")):
            shown = cells.nth(j).get_attribute("data-value")
            assert (shown == "" if row[name] is None
                    else float(shown) == pytest.approx(row[name], rel=1e-9, abs=1e-12))
        changed += row["before"] != row["after"]
    assert changed > 0                              # the suppression changed estimates

    # the R-U table and map of candidate settings (on the current recoded file: the input)
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps([
        {"name": "as is"},
        {"name": "age bands", "recodes": [{"variable": "age", "kind": "bands",
                                           "breaks": [0, 20, 40, 60, 80]}]},
        {"name": "k 3", "k": 3}]), encoding="utf-8")
    page.fill("#ru-path", str(path))
    page.fill("#ru-form-chosen", "age bands")
    click(page, "#ru-run")
    with Problem(DEMO, SPEC) as problem:
        table = ru_table(problem, read_candidates(path))
    assert page.locator("#ru-result").text_content() == table.table()
    shown = page.locator("#ru-table tr")
    assert shown.count() == len(table.rows) + 1
    for i, row in enumerate(table.rows, 1):
        cells = shown.nth(i).locator("td")
        assert cells.nth(0).text_content() == row["name"]
        assert float(cells.nth(4).get_attribute("data-value")) == pytest.approx(
            row["expected_reidentifications"], rel=1e-12)
        assert float(cells.nth(7).get_attribute("data-value")) == pytest.approx(
            row["marginal_loss"], rel=1e-12)
        run = row["run"] or {}
        assert cells.nth(8).get_attribute("data-value") == (
            str(run["suppressions_total"]) if run else "")
    assert page.evaluate("document.getElementById('ru-map').naturalWidth") > 100
    shot(page, tmp_path_factory, "utility", at="#ru-path")
    # a candidate file that is not there: the one-line message
    page.fill("#ru-path", str(tmp_path / "none.json"))
    click(page, "#ru-run", error="sdcsql: error: --candidates")


def test_a_grc_file_imported_as_recode_steps(page, tmp_path, tmp_path_factory):
    from sdcsql.formats.grc import input_recodes

    grc = tmp_path / "age.grc"
    grc.write_text("1: -19\n2: 20-39\n3: 40-59\n4: 60-\n", encoding="utf-8")
    open_demo(page)
    screen(page, "protect")
    page.select_option("#grc-variable", "age")
    page.fill("#grc-path", str(grc))
    click(page, "#grc-apply")
    assert page.locator("#grc-result").text_content() == "applied: recode age (map)"
    page.select_option("#recode-variable", "age")
    settle(page)
    assert [c.text_content() for c in page.locator("#categories tr td:nth-child(2)").all()] \
        == ["1", "2", "3", "4"]
    shot(page, tmp_path_factory, "protect")
    import duckdb

    with duckdb.connect() as con:
        found = input_recodes(con, DEMO, {"age": grc}, SPEC)
    with Session(DEMO, SPEC) as api:
        api.recode(*found)
        api.write(tmp_path / "api.csv")
    assert write_page(page, tmp_path / "page.csv") == (tmp_path / "api.csv").read_bytes()
    # a file that recodes nothing of the variable: refused in one line
    other = tmp_path / "none.grc"
    other.write_text("1: 500-600\n", encoding="utf-8")
    screen(page, "protect")
    page.select_option("#grc-variable", "age")
    page.fill("#grc-path", str(other))
    click(page, "#grc-apply", error="sdcsql: error: none.grc: recodes no code of 'age'")
