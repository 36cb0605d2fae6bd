"""The utility comparison (sdcsql.utility.measures) and ``sdcsql utility``.

The figures themselves are checked against independent sources in test_continuous.py
and test_estimates.py; here: the summary JSON's keys, the choice of measures, the
declared options, and refusals before any output is written.  Hand example: x = 1, 2,
3, 4 -> 1, 2, 3, 6 gives IL1 = 1 / (2 sqrt(10/3)) and sdcMicro's IL1s = 4 IL1.
"""

from __future__ import annotations

import json
import math
import subprocess
import warnings
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

from sdcsql.errors import InputError, SdcsqlWarning
from sdcsql.utility.measures import MEASURES, UTILITY_STEP, utility
from tests.cli_run import sdcsql

IL1 = 1 / (2 * math.sqrt(10 / 3))


def _files(tmp: Path) -> tuple[Path, Path]:
    a, b = tmp / "a.csv", tmp / "b.csv"
    a.write_text("x,y,g,w\n1,10,u,1\n2,30,u,2\n3,20,v,1\n4,50,v,4\n")
    b.write_text("x,y,g,w\n1,10,u,1\n2,30,u,2\n3,25,v,1\n6,45,w,4\n")
    return a, b


def _cli(*args: str) -> subprocess.CompletedProcess:
    return sdcsql("utility", *args)


def test_cli_writes_il1s_il1_eigen_and_estimates(tmp_path):
    a, b = _files(tmp_path)
    out = tmp_path / "u.json"
    done = _cli(str(a), str(b), "--numeric", "x", "--weight", "w", "--domains", "g",
                "--targets", "x,g", "--measures", "il1,eigen,estimates",
                "--summary-json", str(out))
    assert done.returncode == 0, done.stderr
    got = json.loads(out.read_text())
    assert got["il1"] == pytest.approx(IL1, rel=1e-14)
    assert got["il1s"] == pytest.approx(4 * IL1, rel=1e-14)
    assert got["eigen"] is not None and "matrix" not in got and "gamma" not in got
    # the record (4, v, w = 4) moves to domain w: v loses it, w is new after
    rows = {(tuple(r["domain"]), r["target"], r["category"], r["statistic"]): r
            for r in got["estimates"]}
    v = rows[(("v",), "x", None, "total")]
    assert (v["before"], v["after"]) == (3 + 16, 3)
    assert rows[(("w",), "x", None, "total")]["domain_new_after"]
    assert rows[(("__all__",), "x", None, "mean")]["after"] == pytest.approx(
        (1 + 4 + 3 + 24) / 8, rel=1e-15)
    assert rows[(("__all__",), "g", "u", "proportion")]["before"] == pytest.approx(3 / 8)


def test_cli_strata_give_the_api_s_figures_per_stratum(tmp_path):
    """``--strata g`` on the command line (it was parsed as one text and refused: the
    list options are now parsed by their declarations) gives the API's by_stratum."""
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    a.write_text("x,y,g\n1,10,u\n2,30,u\n3,20,v\n4,50,v\n5,35,v\n")
    b.write_text("x,y,g\n1,10,u\n2,30,u\n3,25,v\n6,45,v\n5,30,v\n")
    out = tmp_path / "u.json"
    done = _cli(str(a), str(b), "--numeric", "x,y", "--targets", "x", "--strata", "g",
                "--measures", "il1,estimates", "--summary-json", str(out))
    assert done.returncode == 0, done.stderr
    got = json.loads(out.read_text())["by_stratum"]
    with warnings.catch_warnings():     # a stratum's 2 records: no invertible matrix
        warnings.simplefilter("ignore", SdcsqlWarning)
        want = utility(a, b, numeric=["x", "y"], targets=["x"], strata=["g"],
                       measures=["il1", "estimates"]).to_json()["by_stratum"]
    assert got == want and [e["stratum"]["g"] for e in got] == ["u", "v"]
    # the stratum u: the pairs (1, 10), (2, 30) unchanged: IL1 0
    assert got[0]["il1"] == 0 and got[0]["n_records"] == 2
    bad = _cli(str(a), str(b), "--numeric", "x", "--strata", "g,,y")
    assert bad.returncode != 0 and "empty name in list" in bad.stderr


def test_default_measures_are_those_that_apply(tmp_path):
    a, b = _files(tmp_path)
    r = utility(a, b, numeric=["x", "y"])
    assert r.measures == ["il1", "matrix", "eigen", "gamma", "estimates", "lambda"]
    # without targets, the numeric variables are estimated (unweighted here): the mean
    # of x is 10/4 before and 12/4 after, by hand from _files
    rows = {(r_["target"], r_["statistic"]): r_ for r_ in r.to_json()["estimates"]
            if r_["domain"] == ["__all__"]}
    assert rows[("x", "mean")]["before"] == pytest.approx(10 / 4, rel=1e-15)
    assert rows[("x", "mean")]["after"] == pytest.approx(12 / 4, rel=1e-15)
    assert set(r.to_json()) >= {"il1", "il1s", "eigen", "gamma", "matrix", "eigenvalues"}
    r = utility(a, b, targets=["g"])
    assert r.measures == ["estimates"] and r.continuous is None
    assert "il1" not in r.to_json()
    assert str(r) == r.table() and "records compared: 4" in r.table()


def test_refusals_come_before_any_output(tmp_path):
    a, b = _files(tmp_path)
    short = tmp_path / "short.csv"
    short.write_text("x,y,g,w\n1,10,u,1\n")
    out = tmp_path / "u.json"
    done = _cli(str(a), str(short), "--numeric", "x", "--summary-json", str(out))
    assert done.returncode == 1 and not out.exists()
    assert "the original file has 4 records and the masked file 1" in done.stderr
    done = _cli(str(a), str(b), "--numeric", "x", "--measures", "il2")
    assert done.returncode == 1 and "--measures: unknown measure 'il2'" in done.stderr
    done = _cli(str(a), str(b), "--numeric", "x", "--mean-variation-cap", "0")
    assert done.returncode == 1 and "--mean-variation-cap: must be a number > 0" in done.stderr
    done = _cli(str(a), str(b), "--numeric", "x", "--summary-json", str(a))
    assert done.returncode == 1 and "is the input" in done.stderr
    with pytest.raises(InputError, match="estimates need targets"):
        utility(a, b, numeric=["x"], measures=["estimates"])
    with pytest.raises(InputError, match="nothing to measure"):
        utility(a, b)
    with pytest.raises(InputError, match="domains: give the targets"):
        utility(a, b, keys=["g"], domains=["g"])    # no numeric variable to estimate


def test_options_are_declared_once():
    assert UTILITY_STEP.names() == ("domains", "targets", "measures", "mean_variation_cap",
                                    "ctbil_dimension", "ctbil_weighted", "ebil_model",
                                    "ebil_unit", "ordinal", "lambda_convention", "person_id",
                                    "strata")
    assert UTILITY_STEP.get("measures").check(list(MEASURES), "m") == list(MEASURES)
    import argparse

    from sdcsql.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    flags = {s for a in sub.choices["utility"]._actions for s in a.option_strings}
    assert {o.flag for o in UTILITY_STEP.own} <= flags


def test_problem_file_utility_table(tmp_path):
    import duckdb

    from sdcsql.pipeline.problem_file import (
        ProblemFile,
        load_problem_file,
        run_problem_file,
        write_demo_problem,
    )

    path = write_demo_problem(tmp_path, rows=400)
    text = path.read_text().replace('summary = "summary.json"',
                                    'summary = "summary.json"\nutility = "utility.json"')
    path.write_text(text + '\n[utility]\ntargets = ["sex"]\ndomains = ["region"]\n')
    pf = load_problem_file(path)
    assert pf.utility == {"targets": ["sex"], "domains": ["region"]}
    assert ProblemFile.from_dict(pf.to_dict(), base=tmp_path) == pf
    with run_problem_file(pf) as run:
        assert tmp_path / "utility.json" in run.paths
    got = json.loads((tmp_path / "utility.json").read_text())
    con = duckdb.connect()
    ages = con.execute(f"SELECT count(DISTINCT age) FROM read_csv_auto('{tmp_path}/"
                       "demo_survey.csv')").fetchall()[0][0]
    # the input's ages (before the recode) against the 9 bands of the demo's recode
    assert got["categories"]["age"] == {"categories_before": ages, "categories_after": 9,
                                        "categories_lost": ages - 9}
    sex = con.execute(f"SELECT sum(weight) FILTER (sex = 1) / sum(weight) FILTER (sex IS NOT "
                      f"NULL) FROM read_csv_auto('{tmp_path}/demo_survey.csv')").fetchall()[0][0]
    row = next(r for r in got["estimates"] if r["domain"] == ["__all__"]
               and r["category"] == "1" and r["statistic"] == "proportion")
    assert row["before"] == pytest.approx(sex, rel=1e-12)
    base = {"input": {"path": "d.csv"}, "spec": {"keys": ["a"]}}
    with pytest.raises(InputError, match="give both"):
        ProblemFile.from_dict({**base, "utility": {"targets": ["a"]}})
    with pytest.raises(InputError, match="utility.measures: unknown measure"):
        ProblemFile.from_dict({**base, "utility": {"measures": ["x"]},
                               "output": {"data": "o.csv", "utility": "u.json"}})
    with pytest.raises(InputError, match="continuous measures need spec.numeric"):
        ProblemFile.from_dict({**base, "utility": {"measures": ["il1"]},
                               "output": {"data": "o.csv", "utility": "u.json"}})


def test_internal_report_has_the_utility_measures_and_no_record_value(tmp_path):
    from sdcsql.pipeline.problem_file import write_demo_problem
    from sdcsql.present.report import write_report

    path = write_demo_problem(tmp_path, rows=400)
    html, js = write_report(path, tmp_path / "internal.html", "internal")
    got = json.loads(js.read_text())["utility"]
    # the demo recodes age to 9 bands and suppresses keys: the categorical measures apply
    assert got["categories"]["age"]["categories_after"] == 9
    assert got["categories"]["age"]["categories_lost"] > 0
    assert {"ctbil", "ebil", "lambda", "suppressions"} <= set(got)
    assert 0 <= got["ctbil"]["bounded"] <= 1 and 0 <= got["lambda"]["value"] <= 1
    assert "estimates" not in got and 'id="utility"' in html.read_text()
    # the suppressions the report's protection summary counts, by variable
    summary = json.loads(js.read_text())["suppressions"]["by_variable"]
    assert got["suppressions"]["by_variable"] == summary
    ext_html, ext = write_report(path, tmp_path / "external.html", "external")
    assert "utility" not in json.loads(ext.read_text())
    assert 'id="utility"' not in ext_html.read_text()


# ------------------------------------------------------------------ per stratum
#
# Independent source: IL1 (seed 003 section 3.5.3: the mean over the records and
# variables of |x - x'| / (sqrt(2) S_j), S_j the stratum's sample sd), IL1s (the same sum
# without the division by n p) and eigen recomputed with numpy on each stratum's
# records, and one weighted mean per stratum in plain SQL (the check).  1e-12
# relative: a few sums of doubles.

def _strata_files(con):
    import numpy as np

    rng = np.random.default_rng(18)
    n = 60
    g = [("a", "b", None)[i % 3] for i in range(n)]
    h = [i % 2 for i in range(n)]
    x = rng.normal(10, 3, n).round(3)
    y = (x * 0.5 + rng.normal(0, 1, n)).round(3)
    w = rng.integers(1, 5, n).astype(float)
    con.execute("CREATE TABLE o (g VARCHAR, h INTEGER, x DOUBLE, y DOUBLE, w DOUBLE)")
    con.executemany("INSERT INTO o VALUES (?, ?, ?, ?, ?)",
                    [(g[i], int(h[i]), float(x[i]), float(y[i]), float(w[i]))
                     for i in range(n)])
    con.execute("CREATE TABLE m AS SELECT g, h, x + (h + 1) * 0.25 AS x, "
                "y * CASE WHEN g = 'a' THEN 1.1 ELSE 0.95 END AS y, w FROM o")


def test_by_stratum_il1_eigen_and_estimates():
    import numpy as np

    con = duckdb.connect()
    try:
        _strata_files(con)
        r = utility("o", "m", numeric=["x", "y"], targets=["x"], weight="w",
                    strata=["g", "h"], con=con, measures=["il1", "eigen", "estimates"])
        got = r.to_json()["by_stratum"]
        o = con.execute("SELECT g, h, x, y FROM o").fetchall()
        m = con.execute("SELECT x, y FROM m").fetchall()
        assert len(got) == 6 and sum(e["n_records"] for e in got) == 60
        for e in got:
            key = (e["stratum"]["g"], e["stratum"]["h"])
            idx = [i for i, r in enumerate(o) if (r[0], r[1]) == key]
            xo = np.array([o[i][2:] for i in idx])
            xm = np.array([m[i] for i in idx])
            s = xo.std(axis=0, ddof=1)
            terms = np.abs(xo - xm) / (np.sqrt(2) * s)
            assert e["il1"] == pytest.approx(terms.sum() / terms.size, rel=1e-12)
            assert e["il1s"] == pytest.approx(terms.sum(), rel=1e-12)
            lo = np.sort(np.linalg.eigvalsh(np.corrcoef(xo, rowvar=False)))[::-1]
            lm = np.sort(np.linalg.eigvalsh(np.corrcoef(xm, rowvar=False)))[::-1]
            assert e["eigen"] == pytest.approx(float(np.sum(np.abs(lo - lm) / lo)), rel=1e-9)
            # one weighted mean per stratum in plain SQL
            where = "g IS NOT DISTINCT FROM ? AND h = ?"
            before = con.execute(f"SELECT sum(w * x) / sum(w) FROM o WHERE {where}",
                                 list(key)).fetchone()[0]
            after = con.execute(f"SELECT sum(w * x) / sum(w) FROM m WHERE {where}",
                                list(key)).fetchone()[0]
            mean = next(row for row in e["estimates"]
                        if row["statistic"] == "mean" and row["domain"] == ["__all__"])
            assert mean["before"] == pytest.approx(before, rel=1e-12)
            assert mean["after"] == pytest.approx(after, rel=1e-12)
        # the whole file's figures are unchanged by asking for strata
        plain = utility("o", "m", numeric=["x", "y"], con=con, measures=["il1"])
        assert r.continuous.il1 == pytest.approx(plain.continuous.il1, rel=1e-15)
    finally:
        con.close()


def test_by_stratum_refuses_strata_that_differ():
    con = duckdb.connect()
    try:
        _strata_files(con)
        con.execute("UPDATE m SET g = 'z' WHERE x > 12")
        n = con.execute("SELECT count(*) FROM m WHERE g = 'z'").fetchone()[0]
        with pytest.raises(InputError, match=f"differ between the two files in {n} record"):
            utility("o", "m", numeric=["x"], strata=["g"], con=con, measures=["il1"])
        with pytest.raises(InputError, match="strata: 'x' is also a numeric variable"):
            utility("o", "m", numeric=["x"], strata=["x"], con=con, measures=["il1"])
    finally:
        con.close()


# ------------------------------------------------------------------ on Spark
def _id_paired_files(n: int = 240):
    """An original and a masked file of ``n`` records with a person id, the masked one
    in another order: noise on x and y, a key suppressed or recoded here and there."""
    import numpy as np

    rng = np.random.default_rng(28)
    x = rng.normal(50, 10, n).round(2)
    original = pa.table({
        "pid": rng.permutation(n) + 1000, "s": rng.integers(0, 2, n),
        "g": rng.choice(["a", "b", "c"], n), "k": rng.integers(1, 5, n),
        "x": x, "y": (0.3 * x + rng.normal(0, 2, n)).round(2),
        "w": rng.integers(1, 6, n).astype(float)})
    k = original["k"].to_numpy().copy()
    k[rng.random(n) < 0.2] = 4
    masked = original.set_column(3, "k", pa.array(k, mask=rng.random(n) < 0.1))
    for i, c in ((4, "x"), (5, "y")):
        masked = masked.set_column(i, c, pa.array(
            (masked[c].to_numpy() + rng.normal(0, 1, n)).round(2)))
    return original, masked, masked.take(rng.permutation(n))


def _close(a, b, path=""):
    """Equal JSON values, numbers to 1e-12 relative (sums of doubles in another order),
    or within 1e-12 of each other: a measure that is zero but for rounding has no
    relative precision (gamma of two variables, whose normalised inverse diagonals are
    equal in theory: 0 or 2e-16; the mean square of loadings equal to 1e-16: 1e-32)."""
    if isinstance(a, dict):
        assert a.keys() == b.keys(), path
        for key in a:
            _close(a[key], b[key], f"{path}/{key}")
    elif isinstance(a, list):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _close(x, y, f"{path}[{i}]")
    elif isinstance(a, float) and isinstance(b, (int, float)):
        assert b == pytest.approx(a, rel=1e-12, abs=1e-12, nan_ok=True), path
    else:
        assert a == b, path


def test_utility_on_spark_pairs_by_id_and_gives_duckdb_s_figures(spark, monkeypatch):
    """Issue 28: every measure, per stratum too, on Spark as aggregations, the files
    paired by their id (the masked file in another order): DuckDB's figures of the files
    in the same order to 1e-12 relative; and no query brings more than 40 rows to the
    driver (cells, categories, strata: never the 240 records)."""
    from sdcsql.engines.spark import SparkEngine

    original, in_order, shuffled = _id_paired_files()
    options = dict(numeric=["x", "y"], keys=["g", "k"], weight="w", domains=["g"],
                   targets=["x", "k"], strata=["s"], measures=list(MEASURES))
    fetched: list[int] = []
    query, fetch = SparkEngine.query, SparkEngine.fetch_arrow
    monkeypatch.setattr(SparkEngine, "query", lambda self, *a, **k: (
        lambda rows: fetched.append(len(rows)) or rows)(query(self, *a, **k)))
    monkeypatch.setattr(SparkEngine, "fetch_arrow", lambda self, *a, **k: (
        lambda t: fetched.append(t.num_rows) or t)(fetch(self, *a, **k)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        want = utility(original, in_order, **options).to_json()
        by_id = utility(original, shuffled, person_id="pid", **options).to_json()
        got = utility(original, shuffled, con=spark, person_id="pid", **options).to_json()
    _close(want, by_id)
    _close(want, got)
    assert want["by_stratum"] and want["suppressions"]["total"] > 0
    assert fetched and max(fetched) <= 40
    with pytest.raises(InputError, match="paired by an id column"):
        utility(original, shuffled, con=spark, numeric=["x"])
    repeated = shuffled.set_column(0, "pid", pa.array([1] * shuffled.num_rows))
    with pytest.raises(InputError, match="repeated ids in the masked file"):
        utility(original, repeated, con=spark, person_id="pid", numeric=["x"])


def test_the_utility_command_runs_on_spark_with_an_id(spark, tmp_path):
    """``sdcsql utility --engine spark --person-id pid``: the DuckDB command's JSON (the
    masked file in another order on Spark, by position on DuckDB) to 1e-12; without
    the id, refused before any work."""
    import pyarrow.csv as pacsv

    original, in_order, shuffled = _id_paired_files(60)
    paths = {}
    for name, table in (("o", original), ("m", in_order), ("s", shuffled)):
        paths[name] = tmp_path / f"{name}.csv"
        pacsv.write_csv(table, paths[name])
    args = ["--numeric", "x,y", "--keys", "g,k", "--weight", "w", "--targets", "x",
            "--strata", "s"]
    jsons = {}
    for engine, masked, extra in (("duckdb", "m", []),
                                  ("spark", "s", ["--person-id", "pid"])):
        jsons[engine] = tmp_path / f"{engine}.json"
        done = _cli(str(paths["o"]), str(paths[masked]), *args, *extra, "--engine", engine,
                    "--summary-json", str(jsons[engine]))
        assert done.returncode == 0, done.stderr
    _close(json.loads(jsons["duckdb"].read_text()), json.loads(jsons["spark"].read_text()))
    done = _cli(str(paths["o"]), str(paths["s"]), "--numeric", "x", "--engine", "spark")
    assert done.returncode == 1 and "--person-id" in done.stderr
