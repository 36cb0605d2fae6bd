"""The risk measures registry (sdcsql.risk.measures) and the risk step's ``measures``
option through every interface: the function, run_step (ETL), the CLI, the problem
file and the Session.  The l-diversity figures are checked against independent
sources in tests/risk/test_ldiversity.py; here the expected values are worked by hand
on a four-record table: keys (sex) m, m, f, f; sensitive s a, b, a, a -> distinct
l-diversity 2, 2, 1, 1, so 2 records have l < 2 and the minimum is 1.
"""

from __future__ import annotations

import json
import math

import duckdb
import numpy as np
import pytest

import sdcsql
from sdcsql.cli import main
from sdcsql.errors import InputError
from sdcsql.pipeline.etl import run_step
from sdcsql.pipeline.problem_file import ProblemFile, run_problem_file
from sdcsql.pipeline.session import Session
from sdcsql.risk.individual import RISK_STEP, compute_risk
from sdcsql.risk.measures import MEASURES, check_measures, known_measures

ROWS = "SELECT * FROM (VALUES ('m', 'a'), ('m', 'b'), ('f', 'a'), ('f', 'a')) t(sex, s)"
SPEC = sdcsql.Spec(keys=["sex"], sensitive=["s"])
CSV = "sex,s\nm,a\nm,b\nf,a\nf,a\n"


def _check_ldiversity(payload: dict) -> None:
    """The hand values of the module docstring in a risk summary's JSON."""
    ld = payload["measures"]["ldiversity"]
    distinct = ld["summary"]["s"]["distinct"]
    assert (distinct["min"], distinct["max"], distinct["records_below_l"]) == (1.0, 2.0, 2)
    assert distinct["mean"] == 1.5 and ld["c"] == 2.0 and ld["l"] == 2


def test_registry() -> None:
    assert known_measures()[0] == "individual" and "ldiversity" in MEASURES
    for name, m in MEASURES.items():
        assert m.name == name
        assert all(o.name.startswith(name + "_") for o in m.options.own)
        assert all(o in RISK_STEP.own for o in m.options.own)   # declared on the risk step
    assert check_measures("ldiversity, individual,ldiversity", "m") == ("ldiversity",
                                                                        "individual")
    with pytest.raises(InputError, match="m: unknown risk measure 'x'; known: individual"):
        check_measures(["x"], "m")
    with pytest.raises(InputError, match="m: must be a list of risk measures"):
        check_measures([], "m")


def test_function_summary_json_and_table() -> None:
    with sdcsql.Problem(ROWS, SPEC) as p:
        plain = compute_risk(p).summary
        assert "measures" not in plain.to_json()
        summary = compute_risk(p, measures=("individual", "ldiversity")).summary
        payload = json.loads(json.dumps(summary.to_json(), allow_nan=False))
        _check_ldiversity(payload)
        assert "l-diversity (c = 2, l = 2" in summary.table()
        assert summary.sample_uniques == plain.sample_uniques


def test_run_step(tmp_path) -> None:
    con = duckdb.connect()
    with run_step(con.sql(ROWS), SPEC, step="risk", con=con, measures=["ldiversity"],
                  ldiversity_l=3) as out:
        payload = out.to_json()
    # l = 3: every record has distinct l below 3
    assert payload["measures"]["ldiversity"]["summary"]["s"]["distinct"][
        "records_below_l"] == 4


def test_cli(tmp_path, capsys) -> None:
    data = tmp_path / "d.csv"
    data.write_text(CSV)
    out, summary = tmp_path / "r.csv", tmp_path / "s.json"
    assert main(["risk", str(data), "--keys", "sex", "--sensitive", "s", "--measures",
                 "individual,ldiversity", "--out", str(out), "--summary-json",
                 str(summary)]) == 0
    _check_ldiversity(json.loads(summary.read_text()))
    assert "l-diversity" in capsys.readouterr().out


def test_problem_file_and_session(tmp_path) -> None:
    data = tmp_path / "d.csv"
    data.write_text(CSV)
    doc = {"input": {"path": str(data)}, "spec": {"keys": ["sex"], "sensitive": ["s"]},
           "risk": {"measures": ["individual", "ldiversity"], "ldiversity": {"c": 3}},
           "output": {"summary": str(tmp_path / "s.json")}}
    pf = ProblemFile.from_dict(doc)
    assert pf.risk == {"measures": ("individual", "ldiversity"), "ldiversity_c": 3.0}
    assert pf.to_dict()["risk"] == {"measures": ["individual", "ldiversity"],
                                    "ldiversity": {"c": 3.0}}
    run_problem_file(pf)
    before = json.loads((tmp_path / "s.json").read_text())["before"]
    _check_ldiversity({"measures": {"ldiversity": {**before["measures"]["ldiversity"],
                                                   "c": 2.0}}})
    assert before["measures"]["ldiversity"]["c"] == 3.0
    with Session(data, SPEC, measures="individual,ldiversity", ldiversity_c=3) as s:
        assert s.risk().to_json()["measures"] == before["measures"]
        path = s.save(tmp_path / "p.toml")
    with Session.open(path) as s2:
        assert (s2.measures, s2.measure_options) == (("individual", "ldiversity"),
                                                     {"ldiversity_c": 3.0})


# ------------------------------------------- per-record columns (issue #16 interface)
#: Five records, keys a, b, sensitive s1, s2, weights w (N = 75, n = 5).
#: Cells (x,p) (x,q) (y,p)x2 (z,q).  Worked by hand:
#: * SUDA2 (q = 2, factorial weights w1 = (2 - 1) = 1, w2 = 1): record 1 (x,p) has the
#:   MSU {a,b} (x and p each occur twice or more), record 2 (x,q) {a,b}, record 5 (z,q)
#:   {a} (z occurs once; {a,b} is then not minimal); records 3, 4 share their cell:
#:   no MSU.  Scores 1, 1, 0, 0, 1; contributions: a in all three MSUs: 3/3 = 100 %,
#:   b in two: 2/3 = 66.67 %.
#: * l-diversity (groups = cells): s1 has 1, 1, 2, 2, 1 distinct values; entropy 1, 1,
#:   2 (exp(ln 2)), 2, 1; recursive (c = 2) 1, 1, 2 (1 < 2 x 1), 2, 1.  s2: 1 everywhere.
#: * log-linear, standard, main effects: mu_ij = r_i c_j / n (r: x 2, y 2, z 1; c: p 3,
#:   q 2), pi = 5/75, lambda = mu / pi, v = (1 - pi) lambda; loglinear_risk =
#:   (1 - e^-v) / v of the unique cells (x,p) mu 1.2, (x,q) 0.8, (z,q) 0.4; NULL in
#:   (y,p).
MEASURE_CSV = "a,b,s1,s2,w\nx,p,u,1,10\nx,q,v,1,20\ny,p,u,2,10\ny,p,v,2,30\nz,q,u,3,5\n"
PI = 5 / 75


def _ll_risk(mu: float) -> float:
    v = (1 - PI) * mu / PI
    return -math.expm1(-v) / v


def _check_measure_columns(header: list[str], table: list[dict]) -> None:
    for col in ("suda2_score", "dis_suda2_score", "ldiversity_distinct_s1",
                "ldiversity_entropy_s1", "ldiversity_recursive_s1", "ldiversity_distinct_s2",
                "ldiversity_entropy_s2", "ldiversity_recursive_s2", "loglinear_risk"):
        assert col in header, col
    assert header[:8] == ["a", "b", "s1", "s2", "w", "fk", "Fk", "risk"] or \
        header[:8] == ["a", "b", "s1", "s2", "w", "fk", "Fk_hat", "risk"]
    num = [{k: (float(v) if v not in ("", None) else None) for k, v in r.items()
            if k.startswith(("suda2", "dis_", "ldiv", "loglin"))} for r in table]
    assert [r["suda2_score"] for r in num] == [1.0, 1.0, 0.0, 0.0, 1.0]
    assert [r["dis_suda2_score"] > 0 for r in num] == [True, True, False, False, True]
    assert [r["ldiversity_distinct_s1"] for r in num] == [1, 1, 2, 2, 1]
    assert [r["ldiversity_entropy_s1"] for r in num] == pytest.approx([1, 1, 2, 2, 1],
                                                                       rel=1e-12)
    assert [r["ldiversity_recursive_s1"] for r in num] == [1, 1, 2, 2, 1]
    assert [r["ldiversity_distinct_s2"] for r in num] == [1] * 5
    want = [_ll_risk(1.2), _ll_risk(0.8), None, None, _ll_risk(0.4)]
    for got, w in zip([r["loglinear_risk"] for r in num], want, strict=True):
        assert (got is None and w is None) or got == pytest.approx(w, rel=1e-9)


def test_cli_per_record_columns_and_summary_paths(tmp_path) -> None:
    """`sdcsql risk FILE --keys ... --measures suda2,ldiversity,loglinear --sensitive
    S1,S2 --out OUT.csv --summary-json S.json` (the issue's interface): the columns in
    OUT.csv against the hand values above, and the JSON paths
    measures.suda2.attribute_contributions, measures.loglinear.tau1 / tau2."""
    import csv

    data = tmp_path / "d.csv"
    data.write_text(MEASURE_CSV)
    out, summary = tmp_path / "o.csv", tmp_path / "s.json"
    assert main(["risk", str(data), "--keys", "a,b", "--weight", "w", "--measures",
                 "suda2,ldiversity,loglinear", "--sensitive", "s1,s2", "--out", str(out),
                 "--summary-json", str(summary)]) == 0
    with out.open() as fh:
        reader = csv.DictReader(fh)
        table = list(reader)
        _check_measure_columns(list(reader.fieldnames or []), table)
    got = json.loads(summary.read_text())["measures"]
    assert got["suda2"]["attribute_contributions"] == pytest.approx(
        {"a": 100.0, "b": 200 / 3}, rel=1e-12)
    v = [(1 - PI) * mu / PI for mu in (1.2, 0.8, 0.4)]
    assert got["loglinear"]["tau1"] == pytest.approx(sum(math.exp(-x) for x in v), rel=1e-9)
    assert got["loglinear"]["tau2"] == pytest.approx(
        sum(-math.expm1(-x) / x for x in v), rel=1e-9)


def test_api_records_carry_the_columns(engine: str) -> None:
    """compute_risk(..., measures=...).records: the same columns on both engines
    (suda2, l-diversity and log-linear run on both)."""
    import pyarrow as pa

    from tests.conftest import rows

    cols = {"a": ["x", "x", "y", "y", "z"], "b": ["p", "q", "p", "p", "q"],
            "s1": ["u", "v", "u", "v", "u"], "s2": ["1", "1", "2", "2", "3"],
            "w": [10.0, 20.0, 10.0, 30.0, 5.0]}
    data: object = pa.table(cols)
    measures = ["individual", "suda2", "ldiversity", "loglinear"]
    if engine == "spark":
        from pyspark.sql import SparkSession

        data = SparkSession.getActiveSession().createDataFrame(pa.table(cols).to_pandas())
    spec = sdcsql.Spec(keys=["a", "b"], weight="w", sensitive=["s1", "s2"])
    with sdcsql.Problem(data, spec, engine=engine) as p:
        result = compute_risk(p, measures=measures)
        rel = result.records
        header = list(rel.columns)
        table = [dict(zip(header, r, strict=True)) for r in rows(rel)]
    _check_measure_columns(header, table)


def test_problem_file_output_columns(tmp_path) -> None:
    """A problem file with [risk] measures and output.risk_columns: the released file
    carries the measures' columns (the verification re-runs them)."""
    import csv

    data = tmp_path / "d.csv"
    data.write_text(MEASURE_CSV)
    doc = {"input": {"path": str(data)},
           "spec": {"keys": ["a", "b"], "weight": "w", "sensitive": ["s1", "s2"]},
           "risk": {"measures": ["individual", "suda2", "ldiversity", "loglinear"]},
           "output": {"data": str(tmp_path / "out.csv"), "risk_columns": True}}
    run_problem_file(ProblemFile.from_dict(doc))
    with (tmp_path / "out.csv").open() as fh:
        reader = csv.DictReader(fh)
        table = list(reader)
        _check_measure_columns(list(reader.fieldnames or []), table)


def test_sdcmicro_method_reaches_the_measures() -> None:
    """method sdcmicro: SUDA2's DIS in single precision and every MSU size (a smaller
    suda2_max_size warned about), log-linear's shares with the bound; the MAD counts
    in the summary."""
    from sdcsql.errors import SdcsqlWarning
    from sdcsql.risk.loglinear import loglinear_arrays

    sql = ("SELECT * FROM (VALUES ('x','p',10.0),('x','q',20.0),('y','p',10.0),"
           "('y','p',30.0),('z','q',5.0)) t(a, b, w)")
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"], weight="w")) as p:
        with pytest.warns(SdcsqlWarning, match="suda2_max_size 1 is ignored"):
            r = compute_risk(p, "sdcmicro", measures=("individual", "suda2", "loglinear"),
                             suda2_max_size=1, loglinear_bound=1.0)
    s = r.summary.to_json()
    suda = s["measures"]["suda2"]
    assert (suda["dis_precision"], suda["max_size"]) == ("single", 2)
    ll = s["measures"]["loglinear"]
    f = np.array([[1.0, 1.0], [2.0, 0.0], [0.0, 1.0]])
    F = np.array([[10.0, 20.0], [40.0, 0.0], [0.0, 5.0]])
    incl = np.array([[0.1, 0.05], [0.1 + 1 / 30, 0.0], [0.0, 0.2]])
    want = loglinear_arrays(f, F, incl, [(0,), (1,)], "standard", "sdcmicro", 1.0)
    assert ll["compat"] == "sdcmicro" and ll["bound"] == 1.0
    assert ll["tau1_share"] == pytest.approx(want["tau1_share"], rel=1e-12)
    assert set(s["sdcmicro_higher_risk"]) == {"median", "mad", "above_2mad", "above_3mad"}
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"], weight="w")) as p:
        plain = compute_risk(p, measures=("individual", "suda2")).summary.to_json()
    assert "sdcmicro_higher_risk" not in plain
    assert plain["measures"]["suda2"]["dis_precision"] == "double"


def test_measure_column_clash_refused() -> None:
    sql = "SELECT * FROM (VALUES ('m', 'a', 1), ('f', 'a', 2)) t(sex, s, loglinear_risk)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["sex"])) as p:
        with pytest.raises(InputError, match="loglinear_risk"):
            compute_risk(p, measures=("individual", "loglinear"))


def test_each_figure_names_its_missing_value_convention(tmp_path, capsys) -> None:
    """Issue 24 item 21 (d).  Records (1, 1), (1, NULL), (2, 1) by hand: under the spec's
    wildcard the NULL matches 1, so fk = 2, 2, 1 and one sample unique; k-anonymity on
    key subsets (k = 2) counts no combination holding the NULL: (1, 1) and (2, 1) are
    alone in {a, b} and a = 2 is alone, so 2 records are below k; SUDA2 (ignore) never
    puts the NULL in an MSU.  The figures differ, and each names its convention, in the
    JSON (``missing_conventions``) and beside each measure's table."""
    data = tmp_path / "d.csv"
    data.write_text("a,b\n1,1\n1,\n2,1\n")
    out, js = tmp_path / "r.csv", tmp_path / "r.json"
    assert main(["risk", str(data), "--keys", "a,b", "--measures",
                 "individual,kanon_subsets,suda2", "--kanon-subsets-k", "2",
                 "--out", str(out), "--summary-json", str(js)]) == 0
    text = capsys.readouterr().out
    summary = json.loads(js.read_text())
    assert summary["sample_uniques"] == 1
    assert summary["measures"]["kanon_subsets"]["records"] == 2
    conventions = {
        "individual": "wildcard: a missing key matches every value of the key",
        "kanon_subsets": "none: a combination of keys holding a missing key is not counted "
                         "(a missing key matches nothing)",
        "suda2": "ignore: a missing key never joins an MSU"}
    assert summary["missing_conventions"] == conventions
    blocks = text.split("\n\n")
    assert f"missing key values             {conventions['individual']}" in blocks[0]
    for name, heading in (("kanon_subsets", "k-anonymity on key subsets"),
                          ("suda2", "SUDA2:")):
        block = next(b for b in blocks if b.startswith(heading))
        assert block.rstrip("\n").endswith(f"missing key values: {conventions[name]}")
    # other conventions, named as they are
    with sdcsql.Problem(str(data), sdcsql.Spec(keys=["a", "b"], missing="alpha:0.5")) as p:
        got = compute_risk(p, measures=["individual", "suda2"],
                           suda2_missing="category").summary.missing_conventions
    assert got == {"individual": "alpha 0.5: a missing key matches every value; a record of "
                                 "another pattern with a missing key counts 0.5",
                   "suda2": "category: a missing key is one more value"}
