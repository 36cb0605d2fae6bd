"""The workbench's server without a browser (starlette's TestClient, and the command as a
subprocess): each security rule refused, the API's answers against the session's own
figures, one-line errors, background actions with progress and cancel, the forms
generated from the options' declarations."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import warnings
from pathlib import Path

import duckdb
import pytest

from sdcsql import Spec
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from sdcsql.workbench import actions, forms
from sdcsql.workbench.jobs import Busy, Worker
from sdcsql.workbench.server import CSP, Workbench, create_app

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "data" / "demo_survey.csv"
ROLES = {"keys": ["region", "sex", "age", "marital_status"], "weight": "weight",
         "household": "household_id", "household_variables": ["region"]}
SPEC = Spec(**ROLES)
TOKEN = "t0ken-for-tests"
HOST = "127.0.0.1:8765"


def _client_class():
    with warnings.catch_warnings():      # starlette's notice about its HTTP client
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient
    return TestClient


@pytest.fixture
def bench():
    b = Workbench()
    yield b
    b.close()


def client(bench, **headers):
    app = create_app(bench, TOKEN, [HOST, "localhost:8765"])
    return _client_class()(app, base_url=f"http://{HOST}", headers=headers)


def authorised(bench):
    return client(bench, **{"x-sdcsql-token": TOKEN})


def do(c, action, body):
    r = c.post(f"/api/do/{action}", json=body)
    assert r.status_code == 202, r.text
    while True:
        job = c.get("/api/job").json()
        if job["status"] != "running":
            return job
        time.sleep(0.02)


# ---------------------------------------------------------------- security, one test a rule
def test_a_request_without_the_token_is_refused(bench):
    c = client(bench)
    for path in ("/", "/api/state", "/static/workbench.js", "/api/preview"):
        r = c.get(path)
        assert r.status_code == 403 and "token" in r.json()["error"]
    assert client(bench, **{"x-sdcsql-token": "wrong"}).get("/api/state").status_code == 403
    r = c.post("/api/do/inspect", json={"path": str(DEMO)})
    assert r.status_code == 403 and bench.worker.job is None      # nothing started
    # the token in the URL opens the page once: a cookie, and the address without it
    r = c.get(f"/?token={TOKEN}", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/"
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and TOKEN in cookie
    assert c.get("/api/state").status_code == 200                   # the cookie now
    # the token in a query opens only the page, not the API
    assert client(bench).get(f"/api/state?token={TOKEN}").status_code == 403


def test_a_foreign_host_is_refused(bench):
    """DNS rebinding: a page of evil.example whose name now points at 127.0.0.1."""
    c = authorised(bench)
    r = c.get("/api/state", headers={"host": "evil.example:8765"})
    assert r.status_code == 403 and "Host" in r.json()["error"]
    assert c.get("/api/state", headers={"host": "localhost:8765"}).status_code == 200
    assert c.get("/api/state", headers={"host": "127.0.0.1:9999"}).status_code == 403


def test_a_foreign_origin_is_refused(bench):
    """CSRF: a request sent by another site's page (with the cookie) is refused."""
    c = authorised(bench)
    r = c.post("/api/do/inspect", json={"path": str(DEMO)},
               headers={"origin": "http://evil.example"})
    assert r.status_code == 403 and "another site" in r.json()["error"]
    assert bench.worker.job is None
    r = c.get("/api/state", headers={"origin": "http://127.0.0.1:9999"})
    assert r.status_code == 403
    # a form post (not JSON) is refused even from the page's own origin
    r = c.post("/api/do/inspect", content=b"path=/etc/passwd",
               headers={"origin": f"http://{HOST}",
                        "content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 403 and "JSON" in r.json()["error"]
    assert c.post("/api/job/cancel", json={}, headers={"origin": f"http://{HOST}"}
                  ).status_code == 200


def test_every_response_carries_the_policy(bench):
    c = authorised(bench)
    for r in (c.get("/"), c.get("/static/workbench.js"), c.get("/api/state"),
              client(bench).get("/api/state"), c.get("/static/nothing.js")):
        assert r.headers["content-security-policy"] == CSP
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
    policy = dict(p.strip().split(" ", 1) for p in CSP.split(";"))
    assert policy["default-src"] == "'none'"
    assert all("http" not in v and "*" not in v for v in policy.values())
    assert c.get("/static/nothing.js").status_code == 404
    assert c.get("/static/..%2Fserver.py").status_code == 404


def test_the_page_and_its_script_reference_nothing_outside():
    from importlib import resources

    static = resources.files("sdcsql.workbench").joinpath("static")
    for name in ("index.html", "workbench.js", "workbench.css", "logo.svg"):
        text = static.joinpath(name).read_text()
        assert "http://" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")
        assert "https://" not in text and "//cdn" not in text


def test_the_listening_address_and_the_token_of_the_command(tmp_path):
    """``sdcsql workbench DATA --no-browser`` prints its URL with the token; it listens on
    127.0.0.1; the API needs the token; nothing of a request is logged (no path, no
    record value shown in the preview)."""
    proc = subprocess.Popen([sys.executable, "-m", "sdcsql.cli", "workbench", str(DEMO),
                             "--no-browser"],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("sdcsql workbench: http://127.0.0.1:"), line
        url = line.split(": ", 1)[1].strip()
        base = url.split("/?")[0]
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(base + "/api/state")
        assert refused.value.code == 403
        refused.value.close()
        token = {"X-Sdcsql-Token": url.split("token=")[1]}

        def get(path):
            with urllib.request.urlopen(urllib.request.Request(base + path,
                                                               headers=token)) as r:
                return json.loads(r.read())

        state = get("/api/state")
        assert state["session"] is None and state["job"]["result"]["records"] == 5000
        preview = get("/api/preview")
        assert preview["rows"][0][-2] == 13864.29                 # shown to the user
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "GET" not in err and "preview" not in err and "13864.29" not in out + err
    res = subprocess.run([sys.executable, "-m", "sdcsql.cli", "workbench", "--no-browser",
                          "--host", "127.0.0.2", "--port", "70000"], cwd=REPO,
                         capture_output=True, text=True)
    assert res.returncode == 1 and "--port 70000" in res.stderr


def test_memory_limit_on_spark_is_refused_before_anything_starts():
    """``--memory-limit`` is DuckDB's: with ``--engine spark`` the command stops with one
    line before Spark or the server starts (no JVM: the test needs no Spark)."""
    res = subprocess.run([sys.executable, "-m", "sdcsql.cli", "workbench", "--no-browser",
                          "--engine", "spark", "--memory-limit", "1GB"], cwd=REPO,
                         capture_output=True, text=True)
    assert res.returncode == 1
    assert res.stderr == ("sdcsql: error: --memory-limit: sets DuckDB's memory; size the "
                          "Spark session's memory in its own configuration\n")
    assert res.stdout == ""


def test_host_other_than_loopback_warns():
    proc = subprocess.Popen([sys.executable, "-m", "sdcsql.cli", "workbench", "--no-browser",
                             "--host", "127.0.0.2"], cwd=REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("sdcsql workbench: http://127.0.0.2:"), line
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert "sdcsql: warning: --host 127.0.0.2" in err


def test_a_missing_gui_extra_is_one_line():
    code = ("import sys; sys.modules['starlette'] = None; from sdcsql.cli import main; "
            "sys.exit(main(['workbench', '--no-browser']))")
    res = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert res.returncode == 1
    assert res.stderr.strip() == ("sdcsql: error: the workbench needs the gui extra (starlette "
                                  "is missing): pip install 'sdcsql[gui]'")


# ---------------------------------------------------------------- the API
def test_the_api_answers_with_the_sessions_figures(bench, tmp_path):
    c = authorised(bench)
    job = do(c, "inspect", {"path": str(DEMO)})
    assert job["status"] == "done"
    assert job["result"]["records"] == 5000
    assert [v["name"] for v in job["result"]["variables"]][:3] == ["person_id", "household_id",
                                                                   "household_size"]
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    risk = do(c, "risk", {})["result"]
    age = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))
    with Session(DEMO, SPEC) as s:
        assert risk == s.risk(households=True).to_json()
        what_if = s.what_if(age).to_json()
        after = s.recode(age).to_json()
        s.set_threshold(risk=0.05)
        k3 = s.protect(k=3)
    r = c.post("/api/what_if", json={"recode": age.to_dict()})
    assert {k: v for k, v in r.json().items() if k != "table"} == what_if
    assert do(c, "recode", {"recode": age.to_dict()})["result"] == after
    rows = c.get("/api/categories?variable=age").json()["rows"]
    assert [r[0] for r in rows] == [0, 20, 40, 60, 80]
    assert sum(r[1] for r in rows) == 5000
    page = c.get("/api/preview?offset=4990").json()
    assert len(page["rows"]) == 10 and page["records"] == 5000
    assert page["households"] == duckdb.sql(
        f"SELECT count(DISTINCT household_id) FROM read_csv('{DEMO}')").fetchall()[0][0]
    assert do(c, "threshold", {"options": {"risk": "0.05"}})["status"] == "done"
    job = do(c, "protect", {"method": "local_suppression", "options": {"k": "3"}})
    assert job["result"]["table"] == k3.table()
    state = c.get("/api/state").json()["session"]
    assert [s["kind"] for s in state["steps"]] == ["recode", "threshold", "protect"]
    assert state["figures"][0]["expected_reidentifications"] == after[
        "expected_reidentifications"]
    assert state["start"]["expected_reidentifications"] == risk["expected_reidentifications"]
    assert state["figures"][2]["suppressions_total"] == k3.suppressions_total
    # the riskiest cells: counts only, by decreasing risk
    cells = c.get("/api/cells").json()
    assert cells["columns"] == ["rank", "fk", "Fk_hat", "risk", "records"]
    risks = [r[3] for r in cells["rows"]]
    assert risks == sorted(risks, reverse=True) and len(risks) == 20
    # undo two steps: the figures of the file without them
    job = do(c, "undo", {"count": 2})
    assert job["result"]["undone"] == ["local_suppression k=3", "threshold risk=0.05, rule='>='"]
    toml = c.get("/api/problem_file").json()["toml"]
    assert "[[recode]]" in toml and "[threshold]" not in toml and "[protection]" not in toml
    saved = tmp_path / "work.toml"
    assert do(c, "save", {"path": str(saved)})["result"]["paths"] == [str(saved)]
    assert list(tmp_path.iterdir()) == [saved]


def test_the_quick_actions_read_the_run_the_step_made(bench, monkeypatch):
    """A step (and an undo, a redo) makes the current file's run, counts and cell ranking
    in the background: the quick actions after it never run the session's steps again,
    and a variable's categories are counted once per file (the same answer again)."""
    from sdcsql.pipeline import runner

    c = authorised(bench)
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    age = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))
    runs = []
    real = runner.run_chain

    def counted(*args, **kwargs):
        runs.append(kwargs.get("con"))
        return real(*args, **kwargs)

    monkeypatch.setattr(runner, "run_chain", counted)

    def quick():
        before = len(runs)
        first = c.get("/api/categories?variable=marital_status").json()
        assert c.get("/api/categories?variable=marital_status").json() == first
        assert c.get("/api/preview?offset=0").json()["records"] == 5000
        assert c.get("/api/cells?offset=20").status_code == 200
        assert c.get("/api/threshold?kind=individual&risk=0.05").status_code == 200
        assert len(runs) == before          # the step's background action made the run
        return first

    assert quick()["rows"]
    for action, body in (("recode", {"recode": age.to_dict()}), ("undo", {}), ("redo", {})):
        made = len(runs)
        assert do(c, action, body)["status"] == "done"
        assert len(runs) == made + 1        # the new file's run, once, in the background
        rows = quick()["rows"]
        assert sum(r[1] for r in rows) == 5000
    assert [r[0] for r in c.get("/api/categories?variable=age").json()["rows"]] == [
        0, 20, 40, 60, 80]
    # a variable with as many categories as records: the first ones and their number
    ids = c.get("/api/categories?variable=person_id").json()
    assert ids["categories"] == 5000 and len(ids["rows"]) == actions.CATEGORY_ROWS
    assert [r[0] for r in ids["rows"]] == sorted(r[0] for r in ids["rows"])
    assert all(r[1] == 1 for r in ids["rows"])
    assert c.get("/api/categories?variable=age").json()["categories"] == 5


def test_a_near_continuous_variable_s_categories_are_counted_in_the_background(
        bench, monkeypatch):
    """A variable of the recode form with many distinct values (income: 3,480 in the demo,
    more than the threshold set here) has its categories counted by the background action
    that made the file, so the quick answer reads them; the figures are an independent
    count of the CSV's; a variable with few (age) is left to the quick answer, and so is
    income once banded."""
    monkeypatch.setattr(actions, "COUNT_AHEAD_FROM", 1000)
    c = authorised(bench)
    roles = {**ROLES, "numeric": ["income"]}
    assert do(c, "open", {"path": str(DEMO), "roles": roles})["status"] == "done"
    cache = actions.current_run(bench.need()).problem.cache
    assert "workbench_categories\nincome" in cache
    assert "workbench_categories\nage" not in cache

    def no_query(*args, **kwargs):
        raise AssertionError("the quick answer ran a query")

    with monkeypatch.context() as m:
        m.setattr(actions, "_fetch", no_query)
        answer = c.get("/api/categories?variable=income").json()
    (number,), *_ = duckdb.sql(f"SELECT count(DISTINCT income) + max(CAST(income IS NULL AS INT)) "
                               f"FROM read_csv('{DEMO}')").fetchall()
    first = duckdb.sql(f"SELECT income, count(*), sum(weight) FROM read_csv('{DEMO}') "
                       f"GROUP BY income ORDER BY income NULLS LAST LIMIT 1000").fetchall()
    assert answer["categories"] == number == 3480
    assert [r[:2] for r in answer["rows"]] == [[v, n] for v, n, _ in first]
    assert [r[2] for r in answer["rows"]] == pytest.approx([w for *_, w in first], rel=1e-12)

    banded = Recode("income", "bands", breaks=(0, 10000, 20000, 50000))
    assert do(c, "recode", {"recode": banded.to_dict()})["status"] == "done"
    cache = actions.current_run(bench.need()).problem.cache
    assert "workbench_categories\nincome" not in cache
    assert c.get("/api/categories?variable=income").json()["categories"] == 4


def test_errors_are_the_command_lines_one_line(bench):
    c = authorised(bench)
    r = c.get("/api/categories?variable=age")
    assert r.status_code == 400
    assert r.json()["error"].startswith("sdcsql: error: no session")
    job = do(c, "inspect", {"path": "/nonexistent/x.csv"})
    assert job["status"] == "failed" and "\n" not in job["error"]
    assert job["error"] == "sdcsql: error: '/nonexistent/x.csv': no such file"
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    job = do(c, "recode", {"recode": {"variable": "age", "kind": "bands", "breaks": "x"}})
    assert job["status"] == "failed" and job["error"].startswith("sdcsql: error: recode.breaks")
    r = c.post("/api/do/protect", json={"method": "mdav", "options": {"k": "three"}})
    assert r.status_code == 400 and r.json()["error"].startswith("sdcsql: error: k: ")
    r = c.post("/api/do/nothing", json={})
    assert r.status_code == 400 and "action 'nothing'" in r.json()["error"]
    r = c.post("/api/do/recode", content=b"[1", headers={"content-type": "application/json"})
    assert r.status_code == 400 and "JSON object" in r.json()["error"]
    assert c.get("/api/state").status_code == 200                      # still serving


def test_a_background_action_shows_progress_and_is_cancelled():
    """A long query on the session's connection: the job is running while the quick
    actions are refused at once, and Cancel interrupts it (DuckDB's interrupt)."""
    worker = Worker()
    con = duckdb.connect()
    started = threading.Event()

    def slow():
        started.set()
        return con.sql("SELECT count(*) FROM range(100000000000) a WHERE a.range % 7 = 3"
                       ).fetchall()

    job = worker.start("slow", slow, con=con)
    started.wait()
    time.sleep(0.3)
    assert job.to_json()["status"] == "running"
    with pytest.raises(Busy, match="busy: slow is running"):
        worker.hold()
    with pytest.raises(Busy):
        worker.start("another", lambda: None)
    assert worker.cancel()
    worker.wait(60)
    assert job.status == "cancelled" and job.error == "sdcsql: cancelled"
    with worker.hold():                    # free again
        pass
    assert not worker.cancel()
    con.close()


def test_forms_are_the_declared_options():
    from sdcsql.protect.methods import METHODS

    for name, method in METHODS.items():
        fields = forms.describe_form(forms.step_form(f"protect:{name}"))
        assert [f["name"] for f in fields] == [o.name for o in method.options.own
                                               if o.name != "method"] + (
            ["continuous_risk"] if method.treats == "numeric" else [])
    fields = {f["name"]: f for f in forms.describe_form(forms.step_form("protect:noise"))}
    assert fields["noise_method"]["kind"] == "choice" and "kim" in fields["noise_method"]["choices"]
    assert fields["keep_zeros"]["kind"] == "switch"
    mdav = forms.step_form("protect:mdav")
    assert forms.read_options(mdav, {"k": "3", "numeric": "income, expenditure",
                                      "standardise": False, "trim": ""}) == {
        "k": 3, "numeric": ["income", "expenditure"], "standardise": False}
    ls = forms.step_form("protect:local_suppression")
    assert forms.read_options(ls, {"suppression_weights": "age=1,region=5"}) == {
        "suppression_weights": {"age": 1.0, "region": 5.0}}
    with pytest.raises(Exception, match="k: 'x' is not a valid value"):
        forms.read_options(mdav, {"k": "x"})
    with pytest.raises(Exception, match="seed: not an option of this step"):
        forms.read_options(mdav, {"seed": "1"})
    with pytest.raises(Exception, match="form 'protect:nothing'"):
        forms.step_form("protect:nothing")


def _other_format(kind: str, folder: Path) -> tuple[Path, dict, dict]:
    """A small file of ``kind`` (Stata, SAS transport, mu-Argus .asc with its .rda),
    the labels its format holds, and a session's roles over it."""
    import pandas as pd
    import pyreadstat

    frame = pd.DataFrame({"sex": [1.0, 2.0, 1.0, 2.0], "age": [30.0, 40.0, 30.0, 51.0],
                          "w": [1.5, 2.0, 3.0, 2.5]})
    roles = {"keys": ["sex", "age"], "weight": "w"}
    if kind == "dta":
        path = folder / "s.dta"
        pyreadstat.write_dta(frame, str(path), column_labels={"sex": "Sex of person"},
                             variable_value_labels={"sex": {1: "male", 2: "female"}})
        return path, {"sex": ("Sex of person", {"1": "male", "2": "female"})}, roles
    if kind == "xpt":       # transport files hold variable labels, no value labels
        path = folder / "s.xpt"
        pyreadstat.write_xport(frame, str(path), column_labels={"age": "Age in years"})
        return path, {"age": ("Age in years", {})}, roles
    from tests.formats.test_argus import write_pair

    path = write_pair(folder)           # the .rda names the roles and the codelist
    return path, {"region": (None, {"01": "North", "02": "East", "03": "South"})}, {
        "keys": ["region", "sex", "age"], "weight": "w", "household": "hhid"}


@pytest.mark.parametrize("kind", ["dta", "xpt", "asc"])
def test_stata_sas_and_argus_files_open_with_their_labels(bench, tmp_path, kind):
    """Data: a Stata, SAS (transport) and mu-Argus (.asc with its .rda) file opens with
    the labels its format holds, and its session's risk is the API's on the same file."""
    path, labels, roles = _other_format(kind, tmp_path)
    c = authorised(bench)
    job = do(c, "inspect", {"path": str(path)})
    assert job["status"] == "done", job["error"]
    shown = {x["name"]: x for x in job["result"]["variables"]}
    for name, (label, values) in labels.items():
        assert (shown[name]["label"], shown[name]["value_labels"]) == (label, values)
    records = 8 if kind == "asc" else 4
    assert job["result"]["records"] == records
    assert do(c, "open", {"path": str(path), "roles": roles})["status"] == "done"
    with Session(path, Spec(**roles)) as s:
        assert do(c, "risk", {})["result"] == s.risk().to_json()


def test_a_labelled_file_shows_its_labels_and_missing_codes(bench, tmp_path):
    import pandas as pd
    import pyreadstat

    frame = pd.DataFrame({"sex": [1.0, 2.0, 1.0], "age": [30.0, 40.0, 99.0],
                          "w": [1.5, 2.0, 3.0]})
    path = tmp_path / "s.sav"
    pyreadstat.write_sav(frame, str(path), column_labels={"sex": "Sex of person"},
                         variable_value_labels={"sex": {1: "male", 2: "female"}},
                         missing_ranges={"age": [99]})
    c = authorised(bench)
    job = do(c, "inspect", {"path": str(path)})
    assert job["status"] == "done", job["error"]
    v = {x["name"]: x for x in job["result"]["variables"]}
    assert v["sex"]["label"] == "Sex of person"
    assert v["sex"]["value_labels"] == {"1": "male", "2": "female"}
    assert v["age"]["missing"] == [99]
    assert job["result"]["records"] == 3
    # the session reads the user-missing code as missing (a wildcard key)
    assert do(c, "open", {"path": str(path), "roles": {"keys": ["sex", "age"], "weight": "w"}}
              )["status"] == "done"
    with Session(path, Spec(keys=["sex", "age"], weight="w")) as s:
        assert do(c, "risk", {})["result"] == s.risk().to_json()


def test_cancel_stops_a_write_and_leaves_nothing_behind(bench, tmp_path):
    """A write of a large file through the API, cancelled while it runs: the job ends
    cancelled, no output file (nor a temporary one) is left, and the session answers."""
    big = tmp_path / "in" / "big.parquet"
    big.parent.mkdir()
    duckdb.sql("SELECT i AS id, i % 97 AS a, (i * 7919) % 101 AS b, 1.0 + (i % 13) AS w "
               "FROM range(20000000) t(i)").to_parquet(str(big))
    c = authorised(bench)
    assert do(c, "open", {"path": str(big), "roles": {"keys": ["a", "b"], "weight": "w"}}
              )["status"] == "done"
    out = tmp_path / "out"
    out.mkdir()
    r = c.post("/api/do/write", json={"data": str(out / "copy.csv")})
    assert r.status_code == 202
    seen_running = False
    while True:
        job = c.get("/api/job").json()
        if job["status"] != "running":
            break
        seen_running = True
        if job["seconds"] > 0.3:
            # busy: refused at once (unless the job ended between the two requests, on
            # a loaded machine: then the cancel below comes too late and says so)
            preview = c.get("/api/preview").status_code
            assert preview == 409 or c.get("/api/job").json()["status"] != "running"
            c.post("/api/job/cancel", json={})
        time.sleep(0.05)
    assert seen_running
    assert job["status"] == "cancelled" and job["error"] == "sdcsql: cancelled"
    assert list(out.iterdir()) == []
    assert c.get("/api/preview").status_code == 200


def test_the_bench_step_times_the_quick_actions():
    """``sdcsql bench --steps workbench``: each quick action answered over HTTP, the
    95th percentile and the largest answer (well under 2 MB: no answer holds records)."""
    from sdcsql.tools.bench import run_bench

    result = run_bench(rows=5000, repeat=1, steps=["workbench"])
    (step,) = result.steps
    assert step["name"] == "workbench"
    assert 0 < step["p95_seconds"] <= step["seconds"]
    assert 10_000 < step["max_response_bytes"] < 2 * 1024 * 1024   # a chart, the largest
    assert "p95_seconds=" in result.table()


def test_threads_and_memory_limit_reach_the_session(tmp_path):
    """``--threads`` and ``--memory-limit`` of the command: the session's connection has
    them, for a data file and for a reopened problem file (whose own limit they override)."""
    bench = Workbench(threads=1, memory_limit="700MB")
    try:
        c = authorised(bench)
        assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"

        def setting(name):
            return bench.session.con.execute(
                "SELECT value FROM duckdb_settings() WHERE name = $n", {"n": name}
            ).fetchall()[0][0]

        assert setting("memory_limit") in ("700.0 MiB", "667.5 MiB", "700.0 MB")
        assert bench.session.threads == 1
        saved = tmp_path / "work.toml"
        do(c, "save", {"path": str(saved)})
        text = saved.read_text()
        assert 'memory_limit = "700MB"' in text                    # saved with the session
        saved.write_text(text.replace('memory_limit = "700MB"', 'memory_limit = "1GB"'))
        job = do(c, "inspect", {"path": str(saved)})
        assert job["status"] == "done", job["error"]
        assert setting("memory_limit") in ("700.0 MiB", "667.5 MiB", "700.0 MB")
        assert bench.session.threads == 1
    finally:
        bench.close()


def test_redo_and_back_keep_the_figures_of_each_step(bench):
    c = authorised(bench)
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    age = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))
    sex = Recode("sex", "map", groups=((9, (1, 2)),))
    for rc in (age, sex):
        assert do(c, "recode", {"recode": rc.to_dict()})["status"] == "done"
    figures = c.get("/api/state").json()["session"]["figures"]
    assert do(c, "back", {"to": 0})["result"]["undone"] == ["recode sex (map)",
                                                             "recode age (bands)"]
    state = c.get("/api/state").json()["session"]
    assert state["steps"] == [] and state["redoable"] == ["recode age (bands)",
                                                          "recode sex (map)"]
    job = do(c, "redo", {"count": 3})
    assert job["error"] == "sdcsql: error: redo: 3 step(s) asked, 2 can be redone"
    r = c.post("/api/do/redo", json={"count": "two"})
    assert r.status_code == 400 and r.json()["error"] == \
        "sdcsql: error: count: must be a whole number of steps, got 'two'"
    assert do(c, "redo", {"count": 2})["result"]["redone"] == ["recode age (bands)",
                                                               "recode sex (map)"]
    state = c.get("/api/state").json()["session"]
    assert state["figures"] == figures and state["redoable"] == []
    with Session(DEMO, SPEC) as s:
        assert s.recode(age, sex).to_json()["expected_reidentifications"] == \
            figures[1]["expected_reidentifications"]
    assert do(c, "back", {"to": 2})["error"].startswith("sdcsql: error: back to step 2")


def test_the_search_reports_its_progress_and_is_cancelled_between_nodes(bench, monkeypatch):
    """The search's progress (nodes checked, best so far) is the job's detail; Cancel
    stops it at the next node (the lattice is walked in numpy, not in a query)."""
    from sdcsql.workbench import actions

    c = authorised(bench)
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    walking = threading.Event()

    def search(session, options, progress):
        assert options == {"bands": {"age": [5.0, 10.0], "sex": [2.0]}, "k": 3}
        checked = 0
        while True:
            checked += 1
            progress(checked, None)
            walking.set()
            time.sleep(0.01)

    monkeypatch.setattr(actions, "search", search)
    r = c.post("/api/do/search", json={"options": {"bands": "age=5,10; sex=2", "k": "3"}})
    assert r.status_code == 202
    walking.wait(10)
    job = c.get("/api/job").json()
    assert job["status"] == "running" and job["detail"].endswith("nodes checked")
    assert c.post("/api/job/cancel", json={}).json() == {"cancelled": True}
    bench.worker.wait(10)
    job = c.get("/api/job").json()
    assert job["status"] == "cancelled" and job["error"] == "sdcsql: cancelled"
    # nothing searched: nothing to apply
    job = c.post("/api/do/search_apply", json={})
    assert job.status_code == 400 and job.json()["error"] == \
        "sdcsql: error: apply: run the search first (Search)"


def test_repeatable_options_are_typed_separated_by_semicolons():
    search = forms.step_form("search")
    assert forms.read_options(search, {"bands": "age=5,10,20; region=2,4",
                                       "grc": "sex=a.grc,b.grc"}) == {
        "bands": {"age": [5.0, 10.0, 20.0], "region": [2.0, 4.0]},
        "grc": {"sex": "a.grc,b.grc"}}
    weights = forms.step_form("protect:local_suppression")
    assert forms.read_options(weights, {"suppression_weights": "age=1,sex=2"}) == {
        "suppression_weights": {"age": 1.0, "sex": 2.0}}
    with pytest.raises(Exception, match="band widths must be numbers"):
        forms.read_options(search, {"bands": "age=five"})


def test_the_benchs_answer_times_of_the_quick_actions():
    """``sdcsql bench --steps workbench``'s figures (sdcsql.workbench.timing): every quick
    action answered, before and after the recode step, and its answer sizes (no time
    limit checked here: the machine's load decides the times)."""
    from sdcsql.workbench.timing import time_actions

    out = time_actions(DEMO, {**ROLES, "numeric": ["income"]}, {
        "variable": "age", "kind": "bands", "breaks": [0, 20, 40, 60, 80]}, rounds=2)
    after = ["state", "categories", "categories_numeric", "preview", "riskiest_cells",
             "slider", "problem_file", "what_if"]
    assert sorted(out["first_after_recode"]) == sorted(f"{a}_after_recode" for a in after)
    assert set(out["p95_by_action"]) == set(out["largest_by_action"])
    assert {f"{a}_after_recode" for a in after} < set(out["p95_by_action"])
    assert out["max_response_bytes"] == max(out["largest_by_action"].values())
    name, seconds = out["slowest_first"]
    assert name in out["p95_by_action"]
    assert seconds >= max(out["first_after_recode"].values())
    assert all(size > 0 for size in out["largest_by_action"].values())


def test_a_point_of_the_search_is_applied_all_or_none(bench, monkeypatch):
    """Apply's steps are one action: when a later one is refused, the recodes applied
    before it are taken back, and the History (steps, figures, redo) is what it was."""
    from sdcsql.pipeline.chain import Step

    c = authorised(bench)
    assert do(c, "open", {"path": str(DEMO), "roles": ROLES})["status"] == "done"
    sex = Recode("sex", "map", groups=((1, (1, 2)),))
    assert do(c, "recode", {"recode": sex.to_dict()})["status"] == "done"
    assert do(c, "undo", {"count": 1})["status"] == "done"
    before = c.get("/api/state").json()["session"]
    assert before["steps"] == [] and before["redoable"] == ["recode sex (map)"]
    age = Recode("age", "bands", breaks=(0, 20, 40, 60, 80))
    made = [Step("recode", recode=age),
            Step.of("local_suppression", {"importance": ["age"]})]
    monkeypatch.setattr(actions, "search_steps", lambda *a: made)
    bench.searched = (actions.history_key(bench.session), None, {})
    job = do(c, "search_apply", {})
    assert job["status"] == "failed"
    assert job["error"].endswith("(step 2 of 2: none of them was applied)"), job["error"]
    assert "give k" in job["error"]
    assert c.get("/api/state").json()["session"] == before
    assert bench.session.steps == [] and bench.session.redoable == (
        Step("recode", recode=sex),)
    # the same steps, the second made valid: both applied, the redo list cleared
    made[1] = Step.of("local_suppression", {"k": 2})
    bench.searched = (actions.history_key(bench.session), None, {})
    job = do(c, "search_apply", {})
    assert job["status"] == "done", job
    after = c.get("/api/state").json()["session"]
    assert [s["kind"] for s in after["steps"]] == ["recode", "protect"]
    assert after["redoable"] == [] and len(after["figures"]) == 2
