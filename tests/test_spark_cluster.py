"""A real Spark cluster (issue 28 item 5): a standalone master and two workers on
127.0.0.1, started by the fixture with the ``spark-class`` launcher of the pyspark
package.  On it, the command matrix (every command that reads data, each kind of
protection, the candidates' table, the SQL of a step, a session reopened, undone, recoded
and saved, and a whole chained release -- recodes, a threshold, local suppression with a
household variable, noise, the release with its leak check -- by ``sdcsql run``:
tests/cluster_matrix.py) submitted as one application as a user submits it
(``PYSPARK_SUBMIT_ARGS="--master URL pyspark-shell"``): DuckDB's files, printed reports
and summaries (figures to 1e-12 relative, the engines' tolerance, docs/scaling_out.md; a
utility figure that is zero but for rounding below 1e-12 on both).  ``sdcsql sql`` prints
each engine's own SQL by design: its scripts are compared by what they create, and by
what they give when run on their engines (the Spark script on the cluster: DuckDB's cell
table).

The driver is a subprocess (this process may hold a local SparkContext already, and a
process holds one); the executors are the workers' (one core, 512 MB each), so the
records, the UDFs and the ``map_groups`` kernels cross process boundaries as on a
cluster.  The master's JSON status shows that the application ran there, on both workers.
"""

from __future__ import annotations

import json
import math
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow.csv as pacsv
import pytest

from tests.conftest import TEST_JVM_OPTIONS
from tests.test_spark import assert_same_text

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo_survey.csv"

#: Spark runs in the cluster's processes and the driver's subprocess, never in this
#: one: a group of its own, beside the local session's tests (the suite's longest worker)
pytestmark = [pytest.mark.spark, pytest.mark.xdist_group("spark_cluster")]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _status(ui_port: int) -> dict[str, Any]:
    with urllib.request.urlopen(f"http://127.0.0.1:{ui_port}/json/", timeout=10) as r:
        return dict(json.load(r))


def _launcher() -> Path:
    import pyspark

    return Path(pyspark.__file__).parent / "bin" / "spark-class"


@pytest.fixture(scope="module")
def standalone_cluster(tmp_path_factory) -> Iterator[tuple[str, int]]:
    """A standalone master and two workers (one core, 1 GB each) on 127.0.0.1: the
    master's URL and its web UI port.  Stopped (every process) after the module."""
    logs = tmp_path_factory.mktemp("cluster")
    port, ui = _free_port(), _free_port()
    url = f"spark://127.0.0.1:{port}"
    env = {**os.environ, "SPARK_LOCAL_IP": "127.0.0.1", "SPARK_NO_DAEMONIZE": "1",
           "SPARK_DAEMON_JAVA_OPTS": TEST_JVM_OPTIONS}
    commands = [["org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                 "--port", str(port), "--webui-port", str(ui)]]
    commands += [["org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                  "--cores", "1", "--memory", "1g", "--webui-port", "0",
                  "--work-dir", str(logs / f"worker{i}"), url] for i in (1, 2)]
    procs: list[subprocess.Popen[bytes]] = []
    try:
        for i, command in enumerate(commands):
            with open(logs / f"daemon{i}.log", "wb") as log:
                procs.append(subprocess.Popen([str(_launcher()), *command], env=env,
                                              stdout=log, stderr=subprocess.STDOUT,
                                              start_new_session=True))
        # the JVMs start in seconds; a generous bound only against a launcher that hangs
        for _ in range(600):
            if any(p.poll() is not None for p in procs):
                pytest.fail(f"a Spark daemon exited; its log is in {logs}")
            try:
                if _status(ui).get("aliveworkers") == 2:
                    break
            except (OSError, ValueError):
                # not up yet; ValueError: the UI answers /json/ with its HTML page for a
                # moment after its port opens, before its JSON page is attached
                pass
            time.sleep(0.5)
        else:
            pytest.fail(f"the standalone cluster did not come up; logs in {logs}")
        yield url, ui
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                p.kill()


def _submission(url: str, tmp_path: Path) -> tuple[Path, dict[str, str], str]:
    """The tests' input (the demo's first 300 records), the driver's environment and
    what ``PYSPARK_SUBMIT_ARGS`` says to submit to the cluster at ``url``."""
    data = tmp_path / "survey_300.csv"
    pacsv.write_csv(pacsv.read_csv(DEMO).slice(0, 300), data)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYSPARK_SUBMIT_ARGS", None)
    submit = (f"--master {url} --conf spark.executor.memory=512m --conf "
              f"spark.executorEnv.PYTHONPATH={ROOT} --conf spark.sql.shuffle.partitions=4 "
              f'--driver-java-options "{TEST_JVM_OPTIONS}" '
              f'--conf "spark.executor.extraJavaOptions={TEST_JVM_OPTIONS}" pyspark-shell')
    return data, env, submit


def _our_apps(ui: int) -> list[dict[str, Any]]:
    """The cluster's completed applications of sdcsql."""
    return [a for a in _status(ui)["completedapps"] if a["name"] == "sdcsql"]


def same_csv(a: Path, b: Path) -> None:
    """Two CSV files alike: the same bytes, or the same cells but for numbers within
    1e-12 relative (a household risk is a product of the same factors in another order
    on Spark)."""
    if a.read_bytes() == b.read_bytes():
        return
    rows_a, rows_b = (pacsv.read_csv(p).to_pylist() for p in (a, b))
    assert len(rows_a) == len(rows_b) and rows_a[0].keys() == rows_b[0].keys(), a.name
    for x, y in zip(rows_a, rows_b, strict=True):
        for k in x:
            if isinstance(x[k], float) and isinstance(y[k], float):
                assert math.isclose(x[k], y[k], rel_tol=1e-12, abs_tol=1e-300), (a.name, k)
            else:
                assert x[k] == y[k], (a.name, k)


#: a statement of ``sdcsql sql``'s script that creates an object or sets a variable (the
#: engines' stable names: ``sdc_keyed``, ``sdc_na_2``, ...), in either engine's SQL
_CREATED = re.compile(r'^(?:CREATE OR REPLACE TEMP(?:ORARY)? (?:VIEW|TABLE)|SET VARIABLE|'
                      r'DECLARE OR REPLACE VARIABLE) [`"]?(\w+)', re.M)


def same_script_objects(spark_script: str, duckdb_script: str) -> None:
    """``sdcsql sql``'s Spark script (as the Spark engine runs it) and DuckDB's (the same
    step of the same problem): each its own dialect's, creating the same objects and
    variables in the same order (DuckDB's defines the input's view ``sdc_src`` itself;
    Spark's runs over one the user registers), Spark's materialised tables cached, and
    no object named by its process's own name."""
    assert spark_script.splitlines()[0].endswith("(Spark SQL, as the Spark engine runs it)")
    assert "Spark SQL" not in duckdb_script.splitlines()[0]
    assert "getvariable" in duckdb_script and "getvariable" not in spark_script
    spark_objects = _CREATED.findall(spark_script)
    duckdb_objects = _CREATED.findall(duckdb_script)
    assert duckdb_objects[0] == "sdc_src" and "sdc_src" not in spark_objects
    assert spark_objects == duckdb_objects[1:] and "sdc_base" in spark_objects
    assert "CACHE TABLE `sdc_base`;" in spark_script
    assert not re.search(r"__sdc_[a-z_]+_\d+_\d+", spark_script + duckdb_script)


def test_every_command_on_a_standalone_cluster_gives_duckdb_s_outputs(standalone_cluster,
                                                                       tmp_path):
    """The command matrix (tests/cluster_matrix.py: risk with its chart, threshold with
    its page, protect by local suppression, noise, PRAM and MDAV, utility, disclosure,
    search, argus, release, the candidates' table, the SQL of a step, a session, and a
    chained release by ``run`` with its page and its report) submitted to the cluster as
    one application: every file DuckDB's (CSV cells and charts byte for byte but for a
    product's last bit; the chained release's file byte for byte), every JSON figure (the
    report's every step's risk and utility included, the candidates' figures and their
    runs') to 1e-12 relative, the pages' figures and printed numbers too, the session's
    saved problem file the same text.  ``sdcsql sql`` prints each engine's SQL, by
    design not the same text: the scripts create the same objects, and DuckDB's script
    run on DuckDB and Spark's run on the cluster give the same cell table
    (``sql_cells.csv``, compared as every CSV is)."""
    from tests.test_spark_commands import close, same_page

    url, ui = standalone_cluster
    data, env, submit = _submission(url, tmp_path)
    before = len(_our_apps(ui))
    dirs = {"duckdb": tmp_path / "duckdb", "cluster": tmp_path / "cluster"}
    for engine, extra, flags in (("duckdb", {}, []),
                                 ("cluster", {"PYSPARK_SUBMIT_ARGS": submit},
                                  ["--engine", "spark"])):
        dirs[engine].mkdir()
        res = subprocess.run([sys.executable, "-m", "tests.cluster_matrix", str(data),
                              str(dirs[engine]), *flags], cwd=ROOT, env={**env, **extra},
                             capture_output=True, text=True)
        assert res.returncode == 0, res.stderr[-3000:]
    names = sorted(p.name for p in dirs["duckdb"].iterdir())
    assert names == sorted(p.name for p in dirs["cluster"].iterdir())
    assert {"risk.svg", "threshold.html", "release.csv", "search.csv", "mdav.csv",
            "candidates.out", "candidates_summary.json", "sql.out", "sql_cells.csv",
            "session.out", "session_saved.toml", "chain.csv", "chain_summary.json",
            "chain_report.json"} <= set(names)
    chains = [(dirs[e] / "chain.csv").read_bytes() for e in ("cluster", "duckdb")]
    assert chains[0] == chains[1]
    assert "-1" in (dirs["duckdb"] / "chain.csv").read_text()      # the suppression code
    assert "leak check" in (dirs["cluster"] / "chain.out").read_text()
    summary = json.loads((dirs["duckdb"] / "chain_summary.json").read_text())
    assert summary["reuse"]["run_key"]          # the cluster's the same: compared below
    # what the local Spark test of the candidates checks (tests/test_spark_commands.py)
    rows = {r["name"]: r for r in json.loads(
        (dirs["duckdb"] / "candidates_summary.json").read_text())["rows"]}
    assert rows["age bands"]["categories_lost"] > 0
    assert rows["age bands k3"]["run"]["suppressions_total"] > 0
    assert rows["education map"]["run"]["method"]           # a run to its threshold
    assert len(pacsv.read_csv(dirs["duckdb"] / "sql_cells.csv")) > 1
    session = (dirs["cluster"] / "session.out").read_text()
    assert "recode education (map)" in session and "threshold" not in session
    assert 'variable = "education"' in (dirs["cluster"] / "session_saved.toml").read_text()
    for name in names:
        d, c = dirs["duckdb"] / name, dirs["cluster"] / name
        text_d, text_c = (p.read_text().replace(str(p.parent), "DIR") for p in (d, c))
        if name.endswith(".csv"):
            same_csv(c, d)
        elif name.endswith(".json"):
            found_c, found_d = json.loads(text_c), json.loads(text_d)
            if name == "chain_summary.json":
                # the hashes of the run's report files: each names its own directory
                # (and prints figures equal to 1e-12); the report is compared itself
                for found in (found_c, found_d):
                    assert {"report", "report_json"} <= found["reuse"]["outputs"].keys()
                    for key in ("report", "report_json"):
                        found["reuse"]["outputs"].pop(key)
            close(found_c, found_d, name)
        elif name == "sql.out":
            # by design not the same text: each engine prints its own SQL (Spark's as the
            # Spark engine runs it); what each gives is sql_cells.csv, compared as a CSV
            same_script_objects(text_c, text_d)
        elif name == "chain_report.html":     # the report's figures printed
            assert_same_text(text_c, text_d)
        elif name.endswith(".html"):
            same_page(c, d)
        elif name.endswith(".out"):
            assert_same_text(text_c, text_d)
        elif name.endswith(".toml"):
            assert text_c == text_d, name
        else:
            assert c.read_bytes() == d.read_bytes(), name
    apps = _our_apps(ui)
    assert len(apps) == before + 1 and apps[-1]["cores"] == 2
