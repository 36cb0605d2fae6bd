"""The interactive threshold page, opened in headless Chromium.

The page's own script must show, for any slider position or typed threshold, the
figures the Python API computes for the same threshold (set_threshold,
set_household_threshold, core_risk_table), and households with an unsafe record
counted independently over the records.  A tiny file is checked by hand.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

import sdcsql
from sdcsql.present.page import write_threshold_page
from sdcsql.risk.core import core_risk_table
from sdcsql.risk.individual import compute_risk
from sdcsql.risk.threshold import set_household_threshold, set_threshold

from ..browser import chromium, open_page, screenshot_variance

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "marital_status", "citizenship", "education"]


@pytest.fixture(scope="module")
def browser():
    with chromium() as context:
        yield context


def _spec(**extra):
    return sdcsql.Spec(keys=KEYS, weight="weight", household="household_id", **extra)


def _value(page, element_id: str) -> float:
    return float(page.get_attribute(f"#{element_id}", "data-value"))


def _type_threshold(page, input_id: str, value: float) -> None:
    page.fill(f"#{input_id}", repr(value))
    page.dispatch_event(f"#{input_id}", "change")


def _unsafe_households(problem, threshold: float, rule: str) -> int:
    """Households with a member whose risk reaches the threshold, over the records."""
    op = ">=" if rule == ">=" else ">"
    rel = compute_risk(problem).records
    return rel.filter(f"risk {op} {threshold!r}").aggregate(
        f"count(DISTINCT \"{problem.spec.household}\")").fetchall()[0][0]


def _check_individual(page, problem, rule: str) -> float:
    raw = _value(page, "raw-threshold")
    expected = set_threshold(problem, risk=raw, rule=rule)
    assert _value(page, "threshold") == expected.threshold
    assert int(_value(page, "unsafe-records")) == expected.unsafe_records
    assert int(_value(page, "unsafe-cells")) == expected.unsafe_cells
    assert _value(page, "rate-bound") == pytest.approx(expected.reidentification_rate_bound,
                                                       rel=1e-9)
    assert _value(page, "er-bound") == pytest.approx(expected.expected_reidentifications_bound,
                                                     rel=1e-9)
    if math.isfinite(expected.threshold):
        assert int(_value(page, "unsafe-households")) == \
            _unsafe_households(problem, expected.threshold, rule)
    else:
        assert int(_value(page, "unsafe-households")) == 0
    core = core_risk_table(problem, expected.threshold)
    assert int(page.get_attribute("#core", "data-rows")) == len(core)
    assert page.is_hidden("#core") == (not core)
    if core:
        cells = page.locator("#core-rows td").all_inner_texts()
        assert [int(c) for c in cells[0::6]] == [r["household_size"] for r in core]
        assert int(_value(page, "core-individuals")) == sum(r["individuals"] for r in core)
    return raw


@pytest.fixture(scope="module")
def demo_page(tmp_path_factory):
    path = tmp_path_factory.mktemp("page") / "threshold.html"
    with sdcsql.Problem(DEMO, _spec()) as problem:
        write_threshold_page(problem, path)
    return path


def test_slider_and_typed_thresholds_give_the_python_figures(browser, demo_page, tmp_path):
    with sdcsql.Problem(DEMO, _spec()) as problem, \
            open_page(browser, demo_page) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        seen = {_check_individual(page, problem, ">=")}
        slider = page.locator("#slider")
        slider.focus()
        for presses in (40, 120, 200):            # move the slider right, as a user does
            for _ in range(presses):
                page.keyboard.press("ArrowRight")
            seen.add(_check_individual(page, problem, ">="))
        page.keyboard.press("Home")
        seen.add(_check_individual(page, problem, ">="))
        assert len(seen) == 5                     # every position was a different threshold
        # typed thresholds: between levels, at a level, above every risk, in the core zone
        levels = sorted({r[0] for r in compute_risk(problem).cells.project("risk").fetchall()})
        for value in (0.0123, levels[len(levels) // 2], 2.0, 1e-4):
            _type_threshold(page, "risk-input", value)
            assert _check_individual(page, problem, ">=") == value
        assert not page.is_hidden("#core")        # 1e-4 is below the core risk of large households
        # the household slider
        page.locator("#hh-slider").focus()
        for presses in (0, 150, 300):
            for _ in range(presses):
                page.keyboard.press("ArrowRight")
            raw = _value(page, "hh-raw-threshold")
            expected = set_household_threshold(problem, household_risk=raw)
            assert _value(page, "hh-threshold") == expected.threshold
            assert int(_value(page, "hh-unsafe-households")) == expected.unsafe_households
            assert int(_value(page, "hh-records-in-unsafe")) == \
                expected.records_in_unsafe_households
            assert _value(page, "hh-rate-bound") == pytest.approx(
                expected.reidentification_rate_bound, rel=1e-9)
        assert screenshot_variance(page, tmp_path / "page.png") > 100.0
        assert problems == []


def test_the_threshold_line_moves_with_the_slider(browser, demo_page):
    with open_page(browser, demo_page) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        line = page.locator('.sdc-line[data-kind="individual"][data-axes="0"]')
        before = line.bounding_box()
        page.locator("#slider").focus()
        for _ in range(100):
            page.keyboard.press("ArrowRight")
        after = line.bounding_box()
        assert before is not None and after is not None
        assert after["x"] > before["x"]
        assert problems == []


def test_rule_gt_page(browser, tmp_path):
    path = tmp_path / "gt.html"
    with sdcsql.Problem(DEMO, _spec()) as problem:
        write_threshold_page(problem, path, rule=">", start=0.03)
        with open_page(browser, path) as (page, problems):
            page.wait_for_selector("body[data-ready=true]")
            _check_individual(page, problem, ">")
            levels = sorted({r[0] for r in compute_risk(problem).cells.project("risk").fetchall()})
            for value in (levels[0] / 2, levels[10], 0.02):   # below every level: all unsafe
                _type_threshold(page, "risk-input", value)
                _check_individual(page, problem, ">")
            assert problems == []


def test_hand_computed_figures(browser, tmp_path):
    """a: 4 records of 1, 2 of 2, 1 of 3; weight 1, so p = 1 and r = 1/fk: 0.25, 0.5, 1."""
    sql = "SELECT * FROM (VALUES (1), (1), (1), (1), (2), (2), (3)) t(a)"
    path = tmp_path / "tiny.html"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a"])) as problem:
        write_threshold_page(problem, path)
    with open_page(browser, path) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        assert page.locator("#unsafe-households").count() == 0   # no households: not shown
        assert page.locator("#core").count() == 0
        for typed, threshold, unsafe, er in ((0.3, 0.5, 3, 4 * 0.25 + 3 * 0.5),
                                             (0.25, 0.25, 7, 7 * 0.25),
                                             (0.9, 1.0, 1, 4 * 0.25 + 2 * 0.5 + 1.0),
                                             (1.5, math.inf, 0, 4 * 0.25 + 2 * 0.5 + 1.0)):
            _type_threshold(page, "risk-input", typed)
            assert _value(page, "threshold") == threshold
            assert int(_value(page, "unsafe-records")) == unsafe
            assert _value(page, "er-bound") == pytest.approx(er, rel=1e-12)
            assert _value(page, "rate-bound") == pytest.approx(er / 7, rel=1e-12)
        assert problems == []


def test_page_holds_no_key_value_or_record(demo_page):
    html = demo_page.read_text()
    data = json.loads(re.search(r'<script type="application/json" id="sdc-data">(.*?)</script>',
                                html, re.S).group(1).replace("<\\/", "</"))
    assert set(data) == {"cells", "households_by_max_risk", "households", "core", "rule",
                         "layout", "n", "start"}
    assert set(data["cells"]) == {"risk", "cells", "records"}
    assert set(data["households_by_max_risk"]) == {"max_risk", "households", "records"}
    assert set(data["households"]) == {"household_risk", "households", "members"}
    # counts only: every column is numbers, and the counts add up to the file
    for table in ("cells", "households_by_max_risk", "households"):
        assert all(isinstance(v, (int, float)) for col in data[table].values() for v in col)
    assert sum(data["cells"]["records"]) == 5000 == sum(data["households"]["members"])
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html)
    assert "<script src" not in html


def test_page_name_must_end_in_html(tmp_path):
    with sdcsql.Problem(DEMO, _spec()) as problem:
        with pytest.raises(sdcsql.InputError, match="must end in .html"):
            write_threshold_page(problem, tmp_path / "page.txt")
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------ eusilc (issue #13)
EUSILC_KEYS = ["db040", "hsize", "rb090", "age", "pb220a", "pl030"]


def _eusilc():
    from ..conftest import shared_file

    return shared_file("data", "eusilc.csv")


def _eusilc_spec():
    return sdcsql.Spec(keys=EUSILC_KEYS, weight="rb050", household="db030")


def _embedded(html: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="sdc-data">(.*?)</script>',
                                html, re.S).group(1).replace("<\\/", "</"))


def _numbers(obj):
    if isinstance(obj, dict):
        for v in obj.values():
            yield from _numbers(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _numbers(v)
    elif isinstance(obj, (int, float)) and not isinstance(obj, bool):
        yield obj


def test_page_embeds_no_weight_value(tmp_path):
    """Sample uniques have Fk = their own weight: no weight of the input may be in the page."""
    import duckdb

    path, page = _eusilc(), tmp_path / "eusilc.html"
    weights = [r[0] for r in duckdb.sql(
        f"SELECT DISTINCT rb050 FROM read_csv('{path}')").fetchall()]
    assert len(weights) == 71
    with sdcsql.Problem(path, _eusilc_spec()) as problem:
        write_threshold_page(problem, page)
    data = _embedded(page.read_text())
    numbers = set(_numbers(data))
    assert not numbers & set(weights)
    text = json.dumps(data)      # nor as text (integer weights are checked as numbers above)
    assert not [w for w in weights if w != int(w) and repr(w) in text]


def _cli_page(tmp_path, *threshold_args):
    from ..test_cli import sdcsql as run_cli

    page, figures = tmp_path / "cli.html", tmp_path / "cli.json"
    res = run_cli("threshold", str(_eusilc()), "--keys", ",".join(EUSILC_KEYS), "--weight",
                  "rb050", "--household", "db030", *threshold_args, "--html", str(page),
                  "--json", str(figures))
    assert res.returncode == 0, res.stderr
    return page, json.loads(figures.read_text())


def test_page_opens_on_the_cli_threshold_and_gives_the_api_figures(browser, tmp_path):
    page_path, cli = _cli_page(tmp_path, "--unsafe-records", "1060",
                               "--household-reid-rate", "0.005")
    with sdcsql.Problem(_eusilc(), _eusilc_spec()) as problem, \
            open_page(browser, page_path) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        # the page opens on exactly the CLI's threshold and counts
        assert _value(page, "raw-threshold") == cli["individual"]["threshold"]
        assert _value(page, "threshold") == cli["individual"]["threshold"]
        assert int(_value(page, "unsafe-records")) == cli["individual"]["unsafe_records"]
        assert _value(page, "hh-raw-threshold") == cli["household"]["threshold"]
        assert _value(page, "hh-threshold") == cli["household"]["threshold"]
        assert int(_value(page, "hh-unsafe-households")) == \
            cli["household"]["unsafe_households"]
        # and every figure equals the Python API's, there and elsewhere
        _check_individual(page, problem, ">=")
        for value in (0.001, 0.05, 0.3):
            _type_threshold(page, "risk-input", value)
            _check_individual(page, problem, ">=")
        assert problems == []


def test_a_threshold_the_page_cannot_use_is_refused_on_the_page(browser, demo_page):
    with open_page(browser, demo_page) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        assert page.is_hidden("#risk-message")
        before = (_value(page, "raw-threshold"), _value(page, "unsafe-records"))
        for typed in ("abc", "-0.1", "", "0,05", "Infinity"):
            page.fill("#risk-input", typed)
            page.dispatch_event("#risk-input", "change")
            assert page.is_visible("#risk-message"), typed
            assert "threshold" in page.inner_text("#risk-message")
            assert (_value(page, "raw-threshold"), _value(page, "unsafe-records")) == before
        _type_threshold(page, "risk-input", 0.05)
        assert page.is_hidden("#risk-message")
        assert _value(page, "raw-threshold") == 0.05
        page.fill("#hh-risk-input", "x")
        page.dispatch_event("#hh-risk-input", "change")
        assert page.is_visible("#hh-risk-message")
        assert problems == []


def test_run_html_draws_the_page_of_the_recoded_input(browser, tmp_path):
    """`sdcsql run PROBLEM --html`: the page of the input after the file's recodes, opening
    on the file's threshold; compared with the API on the same recode written in SQL."""
    from ..test_cli import sdcsql as run_cli

    problem_file = tmp_path / "problem.toml"
    problem_file.write_text(f"""
[input]
path = "{_eusilc()}"
[spec]
keys = {json.dumps(EUSILC_KEYS)}
weight = "rb050"
household = "db030"
[[recode]]
variable = "age"
kind = "bands"
breaks = [-1, 15, 30, 45, 60, 75]
labels = ["0-14", "15-29", "30-44", "45-59", "60-74", "75+"]
[threshold]
unsafe_records = 300
household_risk = 0.01
""")
    page_path = tmp_path / "page.html"
    res = run_cli("run", str(problem_file), "--html", str(page_path))
    assert res.returncode == 0, res.stderr
    recoded = (f"SELECT * REPLACE (CASE WHEN age < 15 THEN '0-14' WHEN age < 30 THEN '15-29' "
               f"WHEN age < 45 THEN '30-44' WHEN age < 60 THEN '45-59' WHEN age < 75 "
               f"THEN '60-74' ELSE '75+' END AS age) FROM read_csv('{_eusilc()}')")
    with sdcsql.Problem(recoded, _eusilc_spec()) as problem, \
            open_page(browser, page_path) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        expected = set_threshold(problem, unsafe_records=300)
        assert _value(page, "raw-threshold") == expected.threshold
        assert int(_value(page, "unsafe-records")) == expected.unsafe_records
        household = set_household_threshold(problem, household_risk=0.01)
        assert _value(page, "hh-raw-threshold") == household.threshold
        assert int(_value(page, "hh-unsafe-households")) == household.unsafe_households
        _check_individual(page, problem, ">=")
        assert problems == []


def test_page_opens_on_an_infinite_cli_threshold(browser, tmp_path):
    """A target the file already meets gives r* = infinity (no record unsafe): the page
    opens there too, not at the middle of the slider."""
    page_path, cli = _cli_page(tmp_path, "--reid-rate", "0.5", "--household-reid-rate", "0.5")
    # strict JSON: "no threshold needed" is null (r* = infinity)
    assert cli["individual"]["threshold"] is None and cli["individual"]["unsafe_records"] == 0
    with open_page(browser, page_path) as (page, problems):
        page.wait_for_selector("body[data-ready=true]")
        for prefix in ("", "hh-"):
            assert _value(page, f"{prefix}threshold") == math.inf
            assert _value(page, f"{prefix}raw-threshold") == math.inf
        assert int(_value(page, "unsafe-records")) == 0
        assert int(_value(page, "hh-unsafe-households")) == 0
        assert problems == []
