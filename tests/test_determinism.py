"""Same input, same bytes: whatever the thread count (sums run in exact DECIMAL)."""

from __future__ import annotations

import hashlib
import math

import duckdb
import pytest

from sdcsql._sql import render
from sdcsql.tools.demo import write_demo

from .test_cli import DEMO, DEMO_KEYS, sdcsql


@pytest.fixture(scope="module")
def survey(tmp_path_factory):
    path = tmp_path_factory.mktemp("det") / "survey.parquet"
    return write_demo(path, rows=30_000, seed=7, null_rate=0.05)


@pytest.mark.parametrize("missing", ["wildcard", "alpha:0.3", "category"])
def test_risk_outputs_do_not_depend_on_threads(survey, tmp_path, missing):
    digests = set()
    for threads in ("1", "2", "8"):
        out, summary = tmp_path / f"r{threads}.csv", tmp_path / f"s{threads}.json"
        res = sdcsql("risk", str(survey), "--keys", DEMO_KEYS, "--weight", "weight",
                     "--household", "household_id", "--missing", missing, "--threads", threads,
                     "--out", str(out), "--summary-json", str(summary))
        assert res.returncode == 0, res.stderr
        digests.add(hashlib.sha256(out.read_bytes() + summary.read_bytes()).hexdigest())
    assert len(digests) == 1


def test_threshold_outputs_do_not_depend_on_threads(survey, tmp_path):
    digests = set()
    for threads in ("1", "2", "8"):
        out, figures = tmp_path / f"u{threads}.csv", tmp_path / f"t{threads}.json"
        res = sdcsql("threshold", str(survey), "--keys", DEMO_KEYS, "--weight", "weight",
                     "--household", "household_id", "--reid-rate", "0.02",
                     "--household-reid-rate", "0.05", "--threads", threads,
                     "--out", str(out), "--json", str(figures))
        assert res.returncode == 0, res.stderr
        digests.add(hashlib.sha256(out.read_bytes() + figures.read_bytes()).hexdigest())
    assert len(digests) == 1


#: the random methods whose summary carries a utility block (issue 24 item 12)
METHODS = {
    "noise": ["--numeric", "income,expenditure", "--noise", "0.1"],
    "rank_swap": ["--numeric", "income,expenditure", "--swap-percent", "5"],
    "pram": ["--pram-variables", "education,marital_status"],
    "sampling": ["--fraction", "0.5"],
    "massc": ["--massc-risk-cuts", "0.01"],
}


@pytest.mark.parametrize("method", list(METHODS))
def test_protect_summary_does_not_depend_on_threads(tmp_path, method):
    """Every figure of `protect --summary-json` (the utility block's estimates among
    them) and the protected file: the same bytes for 1, 2 and 8 threads on the demo
    survey."""
    digests = {}
    for threads in ("1", "2", "8"):
        out, summary = tmp_path / f"p{threads}.csv", tmp_path / f"s{threads}.json"
        res = sdcsql("protect", str(DEMO), "--keys", DEMO_KEYS, "--weight", "weight",
                     "--household", "household_id", "--method", method, "--seed", "1",
                     *METHODS[method], "--threads", threads, "--out", str(out),
                     "--summary-json", str(summary))
        assert res.returncode == 0, res.stderr
        assert b'"utility"' in summary.read_bytes()
        digests[threads] = (summary.read_bytes(), out.read_bytes())
    assert digests["1"] == digests["2"] == digests["8"]


def _big(con: duckdb.DuckDBPyConnection, threads: int) -> None:
    """2,000,000 records (16 row groups, so DuckDB's threads add them in parts): a
    weight, a numeric target of mixed magnitudes and a category."""
    con.execute(f"SET threads = {threads}")
    con.execute("""CREATE TABLE big AS SELECT
        1 + (hash(i) % 100000) / 997.0 AS w,
        CASE WHEN i % 97 = 0 THEN NULL
             ELSE (CAST(hash(i * 31) % 2000001 AS DOUBLE) - 1000000)
                  * pow(10.0, (i % 7) - 3) END AS x,
        CAST(i % 5 AS VARCHAR) AS cat, i % 3 AS d
        FROM range(2000000) t(i)""")


def test_domain_estimates_are_exact_sums_for_any_thread_count():
    """The utility estimates' sums (weighted totals, available and all weights) are
    exact fixed-point sums: the same bits for 1, 2 and 8 threads, and within 1e-15
    relative of math.fsum over the same terms (the one rounding of each term at 2^-90
    of the largest, and of the total to DOUBLE)."""
    numeric = render("utility/estimates/domain_estimates.sql", source="big", domains=["d"],
                     targets=["x"], categorical=False, weight="w")
    categorical = render("utility/estimates/domain_estimates.sql", source="big",
                         domains=["d"], targets=["cat"], categorical=True, weight="w")
    seen = []
    for threads in (1, 2, 8):
        con = duckdb.connect()
        _big(con, threads)
        seen.append((con.execute(numeric + " ORDER BY ALL").fetchall(),
                     con.execute(categorical + " ORDER BY ALL").fetchall()))
        if threads == 1:
            w, x = zip(*con.execute("SELECT w, x FROM big").fetchall(), strict=True)
        con.close()
    assert seen[0] == seen[1] == seen[2]
    whole = next(r for r in seen[0][0] if r[0])          # the whole file's row
    total, w_avail, w_all = whole[-3:]
    assert total == pytest.approx(math.fsum(a * b for a, b in zip(w, x, strict=True)
                                            if b is not None), rel=1e-15)
    assert w_avail == pytest.approx(math.fsum(a for a, b in zip(w, x, strict=True)
                                              if b is not None), rel=1e-15)
    assert w_all == pytest.approx(math.fsum(w), rel=1e-15)


def test_threshold_choice_rate_is_an_exact_sum_for_any_thread_count():
    """threshold_choice.sql's file figures (the expected re-identifications and the
    re-identification rate, individual or household) over a table of 2,000,000 risk
    levels: the same bits for 1, 2 and 8 threads (a DOUBLE sum differed in its last
    digits at 8 threads), within 1e-15 of math.fsum."""
    sql = render("risk/threshold/threshold_choice.sql", levels="lv", chosen_by="reid_rate",
                 rule=">=")
    seen = []
    for threads in (1, 2, 8):
        con = duckdb.connect()
        con.execute(f"SET threads = {threads}")
        con.execute("""CREATE TABLE lv AS SELECT (hash(i) % 1000000000) / 1e9 AS level,
            TRUE AS observed, 1 + CAST(hash(i * 7) % 5 AS BIGINT) AS records,
            CAST(1 AS BIGINT) AS units, CAST(0 AS BIGINT) AS unsafe_units,
            CAST(0 AS BIGINT) AS unsafe_records, 0.0 AS expected_reidentifications_bound,
            (hash(i) % 1000000000) / 1e9 AS reidentification_rate_bound
            FROM range(2000000) t(i)""")
        cur = con.execute(sql, {"target": 0.5})
        names = [d[0] for d in cur.description]
        seen.append(dict(zip(names, cur.fetchall()[0], strict=True)))
        if threads == 1:
            terms = con.execute("SELECT records, level FROM lv").fetchall()
        con.close()
    assert seen[0] == seen[1] == seen[2]
    assert seen[0]["expected_reidentifications"] == pytest.approx(
        math.fsum(c * lv for c, lv in terms), rel=1e-15)


def test_ebil_does_not_depend_on_threads():
    """EBIL sums one term per (original, released) pair of values: 300,000 pairs over
    8 threads add in another order than over 1; the fixed-point sum gives the same
    bits (the double sum did not: 1981.3454067547987 and ...914 on eusilc's part)."""
    from sdcsql.utility.ebil import ebil

    got = set()
    for threads in (1, 2, 8):
        con = duckdb.connect(config={"threads": threads})
        con.execute("CREATE TABLE p AS SELECT i % 100003 AS __sdc_o0, (i * 7) % 100019 AS "
                    "__sdc_m0, i % 3 AS __sdc_o1, i % 5 AS __sdc_m1 FROM range(600000) t(i)")
        result = ebil(con, "p", ["a", "b"], unit="nats")
        got.add((result.joint, result.by_variable["a"]).__repr__())
        # against the double sum in Python, exact to the rounding of each term
        if threads == 1:
            pairs = con.execute("SELECT __sdc_o0, __sdc_o1, __sdc_m0, __sdc_m1, count(*) "
                                "FROM p GROUP BY ALL").fetchall()
            released: dict = {}
            for *_, m0, m1, n in pairs:
                released[m0, m1] = released.get((m0, m1), 0) + n
            expected = math.fsum(n * math.log(released[m0, m1] / n)
                                 for *_, m0, m1, n in pairs)
            assert result.joint == pytest.approx(expected, rel=1e-13)
    assert len(got) == 1, got
