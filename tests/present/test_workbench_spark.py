"""The workbench on Spark in a real browser (issue 28 item 1): ``sdcsql workbench
--engine spark`` -- the server's session on the test's SparkSession -- driven by clicks
and typing from a data file to a written file: the risk shown DuckDB's, a recode with
its categories counted on Spark, a threshold, the utility (the files paired by the
person id: Spark keeps no record order), the file written from Spark and the report of
its run, and the session's Python script (on Spark too); the file, and the script's,
the same bytes as a DuckDB session of the same steps writes, the figures DuckDB's to
1e-12 (sums of the same terms in another order).  Local suppression
on Spark, a step of its own on every engine, is left to tests/test_spark_local_suppression.py
and the standalone cluster's chained release: here it would run three times (the
session, the file's run, the report's run) for nothing the workbench adds.  The action's
progress and its cancel on Spark are checked without the page (a Spark job cancelled
through the worker).  The helpers are tests/present/test_workbench.py's."""

from __future__ import annotations

import json
import runpy
import sys
import time

import pytest

from sdcsql import Spec
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from tests.browser import chromium
from tests.present.test_workbench import (
    DEMO,
    bands_by_form,
    click,
    open_demo,
    screen,
    settle,
    value,
)

pytestmark = pytest.mark.spark

KEYS = ["region", "sex", "age"]
SPEC = Spec(keys=KEYS, weight="weight", person_id="person_id")
AGE_BANDS = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))


def test_a_release_on_spark_from_the_page_is_duckdb_s(spark, tmp_path, monkeypatch):
    from sdcsql.workbench.server import running

    with Session(DEMO, SPEC) as api:        # DuckDB: the figures and the file expected
        risk = api.risk()
        api.recode(AGE_BANDS)
        recoded = api.risk()
        threshold = api.set_threshold(risk=0.01)
        api.write(tmp_path / "duckdb.csv")

    problems: list[str] = []
    with running(engine="spark") as (url, bench), chromium() as context:
        page = context.new_page()
        page.set_default_timeout(600_000)   # Spark's steps: the wait is for the page
        page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
        page.goto(url)
        settle(page)

        # Data: the file read, the roles ticked, the session opened on Spark
        open_demo(page, keys=KEYS, household=False, person_id=True)
        assert bench.session.engine == "spark" and bench.session.con is spark

        # Risk: DuckDB's figures
        screen(page, "risk")
        for name in ("expected_reidentifications", "sample_uniques", "max_risk"):
            assert value(page, f"#risk-{name}") == pytest.approx(getattr(risk, name),
                                                                 rel=1e-12)

        # Protect: age in bands (its categories counted on Spark), then a threshold
        screen(page, "protect")
        bands_by_form(page, "age", "0,20,40,60,80")
        click(page, "#recode-apply")
        assert page.locator("#categories tr").count() == 6              # the five bands
        bands = page.locator("#categories tr td:nth-child(3)").all()
        assert sum(float(b.get_attribute("data-value")) for b in bands) == 5000
        screen(page, "risk")
        assert value(page, "#risk-expected_reidentifications") == pytest.approx(
            recoded.expected_reidentifications, rel=1e-12)
        page.fill("#threshold-form-risk", "0.01")
        click(page, "#set-threshold")
        assert page.locator("#threshold-result").text_content() == threshold.table()
        assert threshold.unsafe_records > 0

        # Utility: the current file against the input, paired by the person id
        screen(page, "utility")
        click(page, "#utility-run")
        assert "records compared: 5,000" in page.locator("#utility-result").text_content()

        # Release: the file written from Spark, and the internal report of its run
        screen(page, "release")
        out = tmp_path / "spark.csv"
        page.fill("#write-data", str(out))
        click(page, "#write-apply")
        page.fill("#report-problem", str(tmp_path / "release.toml"))
        page.fill("#report-out", str(tmp_path / "report.html"))
        click(page, "#report-apply")

        # History: the Python script replays the session on Spark
        screen(page, "history")
        script = tmp_path / "replay.py"
        page.fill("#script-path", str(script))
        page.fill("#script-data", str(tmp_path / "script.csv"))
        click(page, "#script-apply")
        page.close()
    assert problems == []
    opening = [line for line in script.read_text(encoding="utf-8").splitlines()
               if line.startswith("with Session(")]
    assert len(opening) == 1 and "engine='spark')" in opening[0]
    monkeypatch.setattr(sys, "argv", [str(script)])        # its output: the one it names
    runpy.run_path(str(script), run_name="__main__")       # on the test's SparkSession
    assert (tmp_path / "script.csv").read_bytes() == (tmp_path / "duckdb.csv").read_bytes()
    assert out.read_bytes() == (tmp_path / "duckdb.csv").read_bytes()
    report = json.loads((tmp_path / "report.json").read_text())
    after = report["global_risk_after"]
    assert after["records"] == 5000 and after["expected_reidentifications"] == pytest.approx(
        recoded.expected_reidentifications, rel=1e-12)


def test_an_action_on_spark_shows_its_progress_and_is_cancelled(spark):
    """The worker's progress on a SparkSession is the running stages' finished share of
    tasks, and its cancel cancels the session's jobs: a long Spark job ends cancelled,
    with the page's one-line message."""
    from sdcsql.workbench.jobs import Worker

    def long_job() -> None:
        spark.range(0, 10**12, numPartitions=2).selectExpr("sum(id * id)").collect()

    worker = Worker()
    job = worker.start("a long job", long_job, con=spark)
    seen = None
    for _ in range(600):                    # until Spark has started the job's stage
        seen = job.progress()
        if seen is not None:
            break
        time.sleep(0.1)
    assert seen is not None and 0 <= seen < 100
    assert worker.cancel()
    worker.wait(120)
    assert job.status == "cancelled" and job.error == "sdcsql: cancelled"
