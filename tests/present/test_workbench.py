"""The workbench in a real browser (Debian's Chromium driven by playwright): every screen's
main actions by clicks and typing, the figures shown checked against the API's
(sdcsql's Session and functions called here), the demo and eusilc workflows from the
CSV to a released .sav file and the external report, undo of five steps against a session that
never did them, the exported problem file replayed by ``sdcsql run``, and every request
of the page going to the local server.  One server and one browser for the module;
screenshots of every screen are saved in the test's temporary directory (and, with
SDCSQL_WORKBENCH_SHOTS=DIR, copied there: docs/present/img/ is made that way)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from sdcsql import Problem, Spec
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from tests.browser import chromium
from tests.cli_run import sdcsql

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "marital_status"]
SPEC = Spec(keys=KEYS, weight="weight", household="household_id",
            household_variables=["region"])
AGE_BANDS = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))


@pytest.fixture(scope="module")
def server():
    from sdcsql.workbench.server import running

    with running() as (url, bench):
        yield url, bench


@pytest.fixture(scope="module")
def context():
    with chromium() as ctx:
        yield ctx


@pytest.fixture(scope="module")
def requests_seen():
    return []


@pytest.fixture(scope="module")
def page(server, context, requests_seen):
    """The page, opened with its token; every request it makes is recorded."""
    url, _ = server
    base = url.split("/?")[0] + "/"
    page = context.new_page()
    # a long action (a chain's write replays every step) can outlast playwright's 30 s
    # on a loaded machine: the waits are for the page to settle, not a time limit
    page.set_default_timeout(600_000)
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    # a refused action's status (400, 409) is logged by the browser; the page shows its
    # message, which the tests read
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type == "error" and not m.text.startswith("Failed to load resource")
            else None)

    def record(route):
        requests_seen.append(route.request.url)
        route.continue_()

    page.route("**/*", record)
    page.goto(url)
    settle(page)
    assert page.url == base                       # the token left the address bar
    yield page
    page.close()
    assert problems == []


def settle(page, error: str | None = None) -> None:
    """Wait until every handler the page started has finished; no error shown unless
    ``error`` (a part of the one-line message expected)."""
    page.locator('body[data-pending="0"]').wait_for(state="attached")
    message = page.locator("#message")
    if error is None:
        assert message.is_hidden(), message.text_content()
    else:
        assert message.is_visible() and error in message.text_content()


def click(page, selector: str, error: str | None = None) -> None:
    page.click(selector)
    settle(page, error)


def screen(page, name: str) -> None:
    click(page, f'#nav button[data-screen="{name}"]')
    assert page.locator(f"#screen-{name}").is_visible()


def shot(page, tmp_path_factory, name: str, at: str | None = None) -> None:
    """A screenshot of the screen ``name`` from its top (or from the element ``at``)."""
    folder = tmp_path_factory.getbasetemp() / "workbench-screens"
    folder.mkdir(exist_ok=True)
    path = folder / f"workbench-{name}.png"
    page.locator(f"#screen-{name} h2").wait_for()
    if at is None:
        page.mouse.wheel(0, -100000)              # the screen from its top
    else:                                         # the element just below the header
        page.evaluate(f"document.querySelector({at!r}).scrollIntoView(); "
                      "window.scrollBy(0, -90)")
    page.wait_for_timeout(200)
    page.screenshot(path=str(path), full_page=False)
    assert path.stat().st_size > 5000
    wanted = os.environ.get("SDCSQL_WORKBENCH_SHOTS")
    if wanted:
        shutil.copy(path, Path(wanted) / path.name)


def protect_by_form(page, method: str, error: str | None = None, **fields: str) -> str:
    """Protect: choose ``method``, type ``fields`` into its generated form, apply; the
    result shown (or the one-line ``error`` expected)."""
    page.select_option("#protect-method", method)
    settle(page)
    for name, text in fields.items():
        page.fill(f"#protect-form-{name}", text)
    click(page, "#protect-apply", error)
    return page.locator("#protect-result").text_content()


def write_and_report(page, data, problem, report) -> None:
    """Release: write the current file to ``data``, then the external report of the
    session (its problem file saved at ``problem``) to ``report``, by the page."""
    page.fill("#write-data", str(data))
    click(page, "#write-apply")
    page.fill("#report-problem", str(problem))
    page.fill("#report-out", str(report))
    page.select_option("#report-audience", "external")
    click(page, "#report-apply")


def bands_by_form(page, variable: str, breaks: str) -> None:
    """Protect: ``variable`` in bands at ``breaks`` typed in the recode form (the
    what-if shown, not applied)."""
    page.select_option("#recode-variable", variable)
    settle(page)
    page.select_option("#recode-kind", "bands")
    settle(page)
    page.fill("#recode-breaks", breaks)
    settle(page)


def value(page, selector: str) -> float:
    return float(page.locator(selector).get_attribute("data-value"))


def open_demo(page, household_variables: bool = True, keys: list[str] = KEYS,
              household: bool = True, person_id: bool = False) -> None:
    """Data: open the demo CSV and start a session with SPEC's roles (or ``keys`` and the
    weight, without the household; with ``person_id`` the person id too), by clicks."""
    screen(page, "data")
    page.fill("#open-path", str(DEMO))
    click(page, "#open-button")
    for key in keys:
        page.check(f'#roles input[data-role="keys"][data-variable="{key}"]')
    page.check('#roles input[data-role="weight"][data-variable="weight"]')
    if household:
        page.check('#roles input[data-role="household"][data-variable="household_id"]')
    if household and household_variables:
        page.check('#roles input[data-role="household_variables"][data-variable="region"]')
    if person_id:
        page.check('#roles input[data-role="person_id"][data-variable="person_id"]')
    click(page, "#start-session")


def test_the_demo_workflow_screen_by_screen(page, tmp_path, tmp_path_factory):
    import duckdb

    # ---------------------------------------------------------------- Data
    open_demo(page)
    counts = duckdb.sql(f"SELECT count(*), count(DISTINCT household_id) FROM "
                        f"read_csv('{DEMO}')").fetchall()[0]
    assert value(page, "#data-records") == counts[0] == 5000
    assert value(page, "#data-households") == counts[1]
    assert page.locator("#preview tr").count() == 21                  # header + a page
    first = DEMO.read_text().splitlines()[1].split(",")
    cells = page.locator("#preview tr").nth(1).locator("td").all_text_contents()
    assert [float(c) for c in cells] == [float(x) for x in first]
    click(page, "#preview-next")
    assert page.locator("#preview-range").text_content() == "rows 21–40"
    roles = page.locator('#variables tr[data-variable="age"] td').nth(2).text_content()
    assert roles == "keys"
    shot(page, tmp_path_factory, "data")

    with Session(DEMO, SPEC) as api:
        risk = api.risk(households=True)
        what_if = api.what_if(AGE_BANDS)

    # ---------------------------------------------------------------- Risk
    screen(page, "risk")
    for name in ("expected_reidentifications", "reidentification_rate", "sample_uniques",
                 "household_expected_reidentifications", "max_risk"):
        assert value(page, f"#risk-{name}") == pytest.approx(getattr(risk, name), rel=1e-12)
    # the chart's slider (the threshold page's own logic) and a typed threshold: the
    # figures shown are set_threshold's at that threshold
    from sdcsql.present.page import page_charts

    with Problem(DEMO, SPEC) as problem:
        _, layout = page_charts(problem)          # the chart's axes, as the page has them
    page.fill("#slider-individual", "600")
    settle(page)
    lo, hi = layout["individual"][0]["log_lo"], layout["individual"][0]["log_hi"]
    at_slider = 10 ** (lo + 0.6 * (hi - lo))
    page.fill("#input-household", "0.05")
    page.press("#input-household", "Enter")
    settle(page)
    with Problem(DEMO, SPEC) as problem:
        from sdcsql.risk.individual import cell_risk_table
        from sdcsql.risk.measures import run_measures
        from sdcsql.risk.threshold import set_household_threshold, set_threshold

        slid = set_threshold(problem, risk=at_slider)
        hh = set_household_threshold(problem, household_risk=0.05)
        page.fill("#input-individual", "0.02")
        page.press("#input-individual", "Enter")
        settle(page)
        at = set_threshold(problem, risk=0.02)
        suda2 = run_measures(problem, ("suda2",), {})["suda2"]
        top = problem.con.sql(f'SELECT fk, Fk_hat, risk FROM "{cell_risk_table(problem, "exact")}" '
                              "ORDER BY risk DESC, fk, Fk_hat LIMIT 1").fetchall()[0]
    assert value(page, "#household-unsafe_households") == hh.unsafe_households
    assert value(page, "#household-threshold") == pytest.approx(hh.threshold, rel=1e-12)
    assert value(page, "#individual-unsafe_records") == at.unsafe_records
    assert value(page, "#individual-threshold") == pytest.approx(at.threshold, rel=1e-12)
    assert at.unsafe_records != slid.unsafe_records
    page.fill("#slider-individual", "600")
    settle(page)
    assert value(page, "#individual-unsafe_records") == slid.unsafe_records
    assert value(page, "#individual-expected_reidentifications_bound") == pytest.approx(
        slid.expected_reidentifications_bound, rel=1e-12)
    page.fill("#input-individual", "0.02")
    page.press("#input-individual", "Enter")
    settle(page)
    # the threshold line sits over the chart where the axes put 0.02
    line = page.locator('.sdc-line[data-kind="individual"][data-axes="0"]')
    assert line.is_visible()
    click(page, "#take-threshold")
    assert float(page.input_value("#threshold-form-risk")) == pytest.approx(at.threshold,
                                                                            rel=1e-12)
    page.select_option("#measure", "suda2")
    settle(page)
    click(page, "#measure-run")
    assert page.locator("#measure-result").text_content() == suda2.table()
    assert [float(x) for x in page.locator("#cells tr").nth(1).locator("td")
            .all_text_contents()[1:4]] == pytest.approx(top, rel=1e-5)
    assert float(page.locator("#cells tr").nth(1).locator("td").nth(3)
                 .get_attribute("data-value")) == pytest.approx(top[2], rel=1e-12)
    shot(page, tmp_path_factory, "risk")

    # ---------------------------------------------------------------- Protect
    screen(page, "protect")
    page.select_option("#recode-variable", "age")
    settle(page)
    ages = duckdb.sql(f"SELECT age, count(*) FROM read_csv('{DEMO}') GROUP BY age "
                      "ORDER BY age").fetchall()
    assert page.locator("#categories tr").count() == len(ages) + 1
    assert value(page, "#categories tr:nth-child(2) td:nth-child(3)") == ages[0][1]
    bands_by_form(page, "age", "0,20,40,60,80")
    page.wait_for_selector("#whatif-expected_reidentifications_after")
    assert value(page, "#whatif-expected_reidentifications_after") == pytest.approx(
        what_if.expected_reidentifications_after, rel=1e-12)
    assert value(page, "#whatif-categories_after") == what_if.categories_after == 5
    shot(page, tmp_path_factory, "protect")
    click(page, "#recode-apply")
    assert page.locator("#categories tr").count() == 6             # the five bands
    bands = page.locator("#categories tr td:nth-child(3)").all()
    assert sum(float(b.get_attribute("data-value")) for b in bands) == 5000
    # merging categories by ticking them: marital status 3 and 4 into 3
    page.select_option("#recode-variable", "marital_status")
    settle(page)
    page.select_option("#recode-kind", "map")
    settle(page)
    page.check('#categories input[aria-label="category 3"]')
    settle(page)
    page.check('#categories input[aria-label="category 4"]')
    settle(page)
    merge = Recode("marital_status", "map", groups=((3, (3, 4)),))
    with Session(DEMO, SPEC) as api:
        api.recode(AGE_BANDS)
        expected = api.what_if(merge)
        api.recode(merge)
        api.set_threshold(risk=0.01)
        protected = api.protect(importance=["region", "sex", "age", "marital_status"])
    page.wait_for_selector("#whatif-cells_after")
    assert value(page, "#whatif-cells_after") == expected.cells_after
    click(page, "#recode-apply")
    # the threshold, then local suppression to it, its options typed in the generated form
    screen(page, "risk")
    page.fill("#threshold-form-risk", "0.01")
    click(page, "#set-threshold")
    screen(page, "protect")
    assert protect_by_form(page, "local_suppression",
                           importance="region,sex,age,marital_status") == protected.table()

    # ---------------------------------------------------------------- Utility
    screen(page, "utility")
    click(page, "#utility-run")
    text = page.locator("#utility-result").text_content()
    assert "records compared: 5,000" in text
    assert f"age                        {len(ages)} / 5 / {len(ages) - 5};" in text
    shot(page, tmp_path_factory, "utility")

    # ---------------------------------------------------------------- Release
    screen(page, "release")
    page.fill("#release-form-seed", "7")
    # the person id kept as it is would pair every record with the input (the leak
    # check's order/ids channel): the release replaces it
    page.fill("#release-form-person_id", "person_id")
    click(page, "#release-apply")
    assert page.locator("#release-verdict").get_attribute("data-value") == "0"
    assert "no suppressed value can be recovered" in page.locator("#release-verdict").text_content()
    sav, report = tmp_path / "safe.sav", tmp_path / "report.html"
    write_and_report(page, sav, tmp_path / "release.toml", report)
    import pyreadstat

    frame, meta = pyreadstat.read_sav(str(sav))
    assert len(frame) == 5000 and "age" in frame.columns
    assert report.exists() and report.with_suffix(".json").exists()
    assert page.frame_locator("#report-view").locator("h1").count() >= 1
    shot(page, tmp_path_factory, "release")
    # nothing written but the paths typed
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["safe.sav", "release.toml", "report.html", "report.json"])

    # ---------------------------------------------------------------- History
    screen(page, "history")
    heads = page.locator("#history tr").first.locator("th").all_text_contents()[1:]
    assert heads == ["0. input", "1. recode age (bands)", "2. recode marital_status (map)",
                     "3. threshold risk=0.01, rule='>='",
                     "4. local_suppression importance=['region', 'sex', 'age', "
                     "'marital_status']",
                     "5. release seed=7, person_id='person_id'"]
    assert value(page, "#history-1-expected_reidentifications") == pytest.approx(
        expected.expected_reidentifications_after, rel=1e-12)
    assert value(page, "#history-3-suppressions_total") == protected.suppressions_total
    assert value(page, "#history--1-expected_reidentifications") == pytest.approx(
        risk.expected_reidentifications, rel=1e-12)
    assert value(page, "#history-3-expected_reidentifications") == pytest.approx(
        protected.expected_reidentifications_after, rel=1e-12)
    assert value(page, "#history-2-expected_reidentifications") == value(
        page, "#history-1-expected_reidentifications")     # a threshold changes no record
    shot(page, tmp_path_factory, "history")


EUSILC_KEYS = ["hsize", "db040", "age", "rb090", "pb220a"]     # in the file's order, as ticked
EUSILC_SPEC = Spec(keys=EUSILC_KEYS, weight="rb050", household="db030",
                   household_variables=["hsize", "db040"], numeric=["eqIncome"])
EUSILC_AGE = Recode("age", "bands", breaks=(-1, 16, 30, 45, 65))


def test_the_eusilc_workflow_from_the_csv_to_a_released_sav(page, tmp_path):
    """The whole eusilc release by clicks: open the CSV and set its roles, the risk, age
    in bands, local suppression to 3-anonymity, MDAV of the equivalised income, the
    utility, the release with new ids, the .sav and the external report.  Every figure
    shown and the .sav's records are those of the same steps through the API."""
    import pandas as pd
    import pyreadstat

    from tests.conftest import shared_file

    eusilc = shared_file("data", "eusilc.csv")
    screen(page, "data")
    page.fill("#open-path", str(eusilc))
    click(page, "#open-button")
    roles = {"keys": EUSILC_KEYS, "weight": ["rb050"], "household": ["db030"],
             "household_variables": ["db040", "hsize"], "numeric": ["eqIncome"]}
    for role, variables in roles.items():
        for variable in variables:
            page.check(f'#roles input[data-role="{role}"][data-variable="{variable}"]')
    click(page, "#start-session")
    assert value(page, "#data-records") == 14827
    assert value(page, "#data-households") == 6000

    api = Session(eusilc, EUSILC_SPEC)
    try:
        risk = api.risk(households=True)
        what_if = api.what_if(EUSILC_AGE)
        api.recode(EUSILC_AGE)
        suppressed = api.protect(k=3)
        aggregated = api.protect(method="mdav", k=3)
        released = api.release(seed=11, person_id="rb030")
        api.write(tmp_path / "api.sav")
    finally:
        api.close()

    screen(page, "risk")
    for name in ("expected_reidentifications", "sample_uniques",
                 "household_expected_reidentifications", "max_risk"):
        assert value(page, f"#risk-{name}") == pytest.approx(getattr(risk, name), rel=1e-12)

    screen(page, "protect")
    bands_by_form(page, "age", "-1,16,30,45,65")
    page.wait_for_selector("#whatif-expected_reidentifications_after")
    assert value(page, "#whatif-expected_reidentifications_after") == pytest.approx(
        what_if.expected_reidentifications_after, rel=1e-12)
    click(page, "#recode-apply")
    assert page.locator("#categories tr").count() == 1 + 5
    assert protect_by_form(page, "local_suppression", k="3") == suppressed.table()
    assert protect_by_form(page, "mdav", k="3") == aggregated.table()

    screen(page, "utility")
    click(page, "#utility-run")
    assert "records compared: 14,827" in page.locator("#utility-result").text_content()

    screen(page, "release")
    page.fill("#release-form-seed", "11")
    page.fill("#release-form-person_id", "rb030")
    click(page, "#release-apply")
    leak = released.to_json()["verification"]["leak_check"]
    assert value(page, "#release-verdict") == leak["recoverable_suppressions"]
    sav, report = tmp_path / "eusilc.sav", tmp_path / "eusilc.html"
    write_and_report(page, sav, tmp_path / "eusilc.toml", report)
    assert report.exists() and report.with_suffix(".json").exists()
    assert page.frame_locator("#report-view").locator("h1").count() >= 1

    shown, meta = pyreadstat.read_sav(str(sav))
    made, api_meta = pyreadstat.read_sav(str(tmp_path / "api.sav"))
    assert len(shown) == 14827 and "rb030" in shown.columns
    pd.testing.assert_frame_equal(shown, made)
    assert meta.column_names == api_meta.column_names
    assert meta.variable_value_labels == api_meta.variable_value_labels


def recode_by_clicks(page) -> None:
    """Protect: age in bands, sex 1 and 2 merged into 9, region top-coded at 15."""
    screen(page, "protect")
    bands_by_form(page, "age", "0,20,40,60,80")
    click(page, "#recode-apply")
    page.select_option("#recode-variable", "sex")
    settle(page)
    page.select_option("#recode-kind", "map")
    settle(page)
    page.check('#categories input[aria-label="category 1"]')
    page.check('#categories input[aria-label="category 2"]')
    page.fill("#recode-to", "9")
    click(page, "#recode-apply")
    page.select_option("#recode-variable", "region")
    settle(page)
    page.select_option("#recode-kind", "top")
    settle(page)
    page.fill("#recode-value", "15")
    click(page, "#recode-apply")


def suppress_by_clicks(page) -> None:
    """Risk: a threshold at re-identification rate 0.001; Protect: local suppression to it."""
    screen(page, "risk")
    page.fill("#threshold-form-reid_rate", "0.001")
    click(page, "#set-threshold")
    screen(page, "protect")
    protect_by_form(page, "local_suppression")


def test_undo_five_steps_gives_the_bytes_of_a_session_without_them(page, tmp_path):
    open_demo(page)
    # age in bands, then five more steps: two recodes, a threshold, a protection, a
    # release
    recode_by_clicks(page)
    suppress_by_clicks(page)
    screen(page, "release")
    page.fill("#release-form-seed", "3")
    click(page, "#release-apply")
    screen(page, "history")
    assert page.locator("#history tr").first.locator("th").count() == 8
    page.fill("#undo-count", "5")
    click(page, "#undo-apply")
    assert page.locator("#history tr").first.locator("th").all_text_contents()[1:] == \
        ["0. input", "1. recode age (bands)"]
    screen(page, "release")
    out = tmp_path / "page.csv"
    page.fill("#write-data", str(out))
    click(page, "#write-apply")
    with Session(DEMO, SPEC) as api:
        api.recode(AGE_BANDS)
        api.write(tmp_path / "api.csv")
    assert out.read_bytes() == (tmp_path / "api.csv").read_bytes()

    # the exported problem file replays to the same bytes (sdcsql run)
    screen(page, "history")
    click(page, "#problem-show")
    assert 'kind = "bands"' in page.locator("#problem-text").text_content()
    page.fill("#save-path", str(tmp_path / "work.toml"))
    page.fill("#save-data", str(tmp_path / "replayed.csv"))
    click(page, "#save-apply")
    run = sdcsql("run", str(tmp_path / "work.toml"), cwd=REPO)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "replayed.csv").read_bytes() == out.read_bytes()

    # reopen the saved session: its steps are the history
    screen(page, "data")
    page.fill("#open-path", str(tmp_path / "work.toml"))
    click(page, "#open-button")
    screen(page, "history")
    assert page.locator("#history tr").first.locator("th").all_text_contents()[1:] == \
        ["0. input", "1. recode age (bands)"]


def test_errors_are_one_line_and_the_server_keeps_running(page):
    screen(page, "data")
    page.fill("#open-path", "/nonexistent/survey.csv")
    click(page, "#open-button", error="sdcsql: error:")
    text = page.locator("#message").text_content()
    assert "\n" not in text and "Traceback" not in text
    open_demo(page)
    screen(page, "protect")
    protect_by_form(page, "mdav", error="sdcsql: error: k", k="three")
    screen(page, "risk")                        # the server still answers
    assert page.locator("#risk-figures tr").count() > 5


def test_every_request_goes_to_the_local_server(page, server, requests_seen):
    """With the CSP on (the page's own header), the whole module's requests were all to
    the server that served the page."""
    url, _ = server
    base = url.split("/?")[0] + "/"
    assert requests_seen, "no request recorded"
    assert [u for u in requests_seen if not u.startswith(base)] == []
    response = page.request.get(base)
    assert "default-src 'none'" in response.headers["content-security-policy"]
