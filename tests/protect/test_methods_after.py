"""Item 9 of issue 17: after every protection method the individual risk of the keys
and the utility measures are recomputed on the protected file and shown in the
summary.  Independent sources: a separate ``sdcsql risk`` run on the protected file
the CLI wrote (the figures must be equal: the same computation on the same records,
read back from CSV, so 1e-12 relative), and the estimates checked against the test's
own sums over the two files.
"""

from __future__ import annotations

import csv
import json
import subprocess

import pytest

from tests.cli_run import sdcsql


def _cli(*args: str) -> subprocess.CompletedProcess:
    done = sdcsql(*args)
    assert done.returncode == 0, done.stderr
    return done


def _data(tmp_path):
    path = tmp_path / "in.csv"
    with path.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["pid", "hh", "region", "sex", "age", "income", "w"])
        for h in range(1, 121):
            for j in range(1 + h % 3):
                w.writerow([10 * h + j, h, f"r{h % 3}", (h + j) % 2, (h * 7 + j) % 9,
                            1000 + 37 * h + j, 1.0 + h % 4])
    return path


@pytest.mark.parametrize(("method", "options", "target"), [
    ("noise", ["--seed", "3", "--noise", "0.2", "--numeric", "income"], "income"),
    ("pram", ["--seed", "3", "--pram-variables", "age"], "age"),
    ("sampling", ["--seed", "3", "--fraction", "0.5"], "region"),
    ("massc", ["--seed", "3", "--massc-risk-cuts", "0.3"], "region"),
])
def test_risk_after_is_a_separate_risk_run_on_the_protected_file(tmp_path, method, options,
                                                                   target):
    data = _data(tmp_path)
    out, summary = tmp_path / "out.csv", tmp_path / "s.json"
    _cli("protect", str(data), "--method", method, "--keys", "region,sex,age",
         "--weight", "w", "--household", "hh", *options,
         "--out", str(out), "--summary-json", str(summary))
    got = json.loads(summary.read_text())
    risk_json = tmp_path / "r.json"
    _cli("risk", str(out), "--keys", "region,sex,age", "--weight", "w", "--household",
         "hh", "--out", str(tmp_path / "r.csv"), "--summary-json", str(risk_json))
    separate = json.loads(risk_json.read_text())
    for figure in ("n", "n_cells", "sample_uniques", "expected_reidentifications",
                   "max_risk", "household_expected_reidentifications"):
        assert got["risk_after"][figure] == pytest.approx(separate[figure], rel=1e-12), figure
    # the utility's estimates: the weighted total of the target (income) or of one of
    # its categories (the first of the original file), before and after
    with data.open() as f:
        rows = list(csv.DictReader(f))
    category = None if target == "income" else rows[0][target]

    def total(records: list[dict[str, str]]) -> float:
        return sum(float(r["w"]) * (float(r[target]) if category is None
                                    else float(r[target] == category)) for r in records)

    with out.open() as f:
        released = list(csv.DictReader(f))
    row = next(r for r in got["utility"]["estimates"]
               if r["target"] == target and r["statistic"] == "total"
               and (category is None or str(r["category"]) == category))
    assert row["before"] == pytest.approx(total(rows), rel=1e-9)
    assert row["after"] == pytest.approx(total(released), rel=1e-9)


def test_the_report_shows_the_method_risk_and_utility(tmp_path):
    """A problem file with a perturbation method: the report's protection section holds
    the risk after it (equal to the run's summary) and the utility measures."""
    data = _data(tmp_path)
    problem = tmp_path / "p.toml"
    problem.write_text(f"""
[input]
path = "{data.as_posix()}"
[spec]
keys = ["region", "sex", "age"]
weight = "w"
household = "hh"
[protection]
method = "noise"
numeric = ["income"]
seed = 3
[output]
data = "{(tmp_path / 'out.csv').as_posix()}"
""")
    _cli("report", str(problem), "--audience", "internal", "--out", str(tmp_path / "r.html"))
    report = json.loads((tmp_path / "r.json").read_text())
    method = report["protection_method"]
    assert method["method"] == "noise" and report["local_suppression"] is False
    risk_json = tmp_path / "risk.json"
    _cli("risk", str(tmp_path / "out.csv"), "--keys", "region,sex,age", "--weight", "w",
         "--household", "hh", "--out", str(tmp_path / "risk.csv"), "--summary-json",
         str(risk_json))
    separate = json.loads(risk_json.read_text())
    assert method["risk_after"]["expected_reidentifications"] == pytest.approx(
        separate["expected_reidentifications"], rel=1e-12)
    figures = dict(map(tuple, method["utility"]))
    assert figures["variables"] == "income" and figures["il1"] > 0
    assert "Protection: noise" in (tmp_path / "r.html").read_text()
    assert not any(k.startswith("continuous risk") for k in figures)   # off by default
    # asked for: the continuous risk's shares in the internal report, as in the summary
    problem.write_text(problem.read_text().replace("seed = 3\n",
                                                   "seed = 3\ncontinuous_risk = true\n"))
    (tmp_path / "out.csv").unlink()
    _cli("report", str(problem), "--audience", "internal", "--out", str(tmp_path / "r.html"))
    figures = dict(map(tuple, json.loads((tmp_path / "r.json").read_text())
                       ["protection_method"]["utility"]))
    with data.open() as f:
        original = [float(r["income"]) for r in csv.DictReader(f)]
    with (tmp_path / "out.csv").open() as f:
        masked = [float(r["income"]) for r in csv.DictReader(f)]
    assert figures["continuous risk linkage euclidean nearest"] == pytest.approx(
        _nearest_share(original, masked), abs=1e-12)


def _nearest_share(original: list[float], masked: list[float]) -> float:
    """Distance-based record linkage on one variable by brute force: the share of masked
    values whose nearest original value is their own record's (an exact tie with t other
    records shares the credit: 1 / (t + 1)); standardising one variable keeps the order
    of distances, so raw values serve."""
    total = 0.0
    for i, m in enumerate(masked):
        own = abs(m - original[i])
        nearer = sum(abs(m - o) < own for j, o in enumerate(original) if j != i)
        ties = sum(abs(m - o) == own for j, o in enumerate(original) if j != i)
        total += 1 / (ties + 1) if nearer == 0 else 0.0
    return total / len(masked)


def test_continuous_risk_after_noise_is_a_brute_force_linkage(tmp_path):
    data = _data(tmp_path)
    out, summary = tmp_path / "out.csv", tmp_path / "s.json"
    _cli("protect", str(data), "--method", "noise", "--keys", "region,sex,age",
         "--weight", "w", "--numeric", "income", "--seed", "5", "--noise", "0.05",
         "--continuous-risk", "--out", str(out), "--summary-json", str(summary))
    got = json.loads(summary.read_text())["continuous_risk"]
    with data.open() as f:
        original = [float(r["income"]) for r in csv.DictReader(f)]
    with out.open() as f:
        masked = [float(r["income"]) for r in csv.DictReader(f)]
    expected = _nearest_share(original, masked)
    assert 0 < expected < 1
    assert got["linkage"]["euclidean"]["nearest"] == pytest.approx(expected, abs=1e-12)
    assert got["variables"] == ["income"] and got["interval"] is not None


@pytest.mark.spark
def test_continuous_risk_after_noise_on_spark_pairs_the_files_by_the_person_id(spark,
                                                                                tmp_path,
                                                                                capsys):
    """On Spark the original and the protected file are paired by the spec's person id:
    the shares are the brute-force linkage of the written file paired by the id; without
    an id refused before the method runs (nothing written)."""
    from sdcsql.cli import main

    data = _data(tmp_path)
    out, summary = tmp_path / "out.csv", tmp_path / "s.json"
    args = ["protect", str(data), "--method", "noise", "--keys", "region,sex,age",
            "--weight", "w", "--numeric", "income", "--seed", "5", "--noise", "0.05",
            "--continuous-risk", "--engine", "spark", "--out", str(out)]
    assert main([*args, "--summary-json", str(summary), "--person-id", "pid"]) == 0
    got = json.loads(summary.read_text())["continuous_risk"]
    with data.open() as f:
        rows = list(csv.DictReader(f))
    with out.open() as f:
        masked = {r["pid"]: float(r["income"]) for r in csv.DictReader(f)}
    original = [float(r["income"]) for r in rows]
    expected = _nearest_share(original, [masked[r["pid"]] for r in rows])
    assert 0 < expected < 1
    assert got["linkage"]["euclidean"]["nearest"] == pytest.approx(expected, abs=1e-12)
    out.unlink()
    capsys.readouterr()
    assert main(args) == 1
    assert capsys.readouterr().err == (
        "sdcsql: error: continuous_risk: on Spark the original and the protected file are "
        "paired by the spec's person_id (Spark keeps no record order)\n")
    assert not out.exists()


def test_continuous_risk_is_off_by_default_and_refused_after_local_suppression(tmp_path):
    import sdcsql
    from sdcsql.protect.methods import protect

    data = _data(tmp_path)
    spec = sdcsql.Spec(keys=["region", "sex", "age"], weight="w", numeric=["income"])
    with sdcsql.Problem(data, spec) as p:
        assert "continuous_risk" not in protect(p, method="rounding", base=10.0).summary.to_json()
        with pytest.raises(sdcsql.InputError, match="continuous_risk: local suppression"):
            protect(p, k=2, continuous_risk=True)


@pytest.mark.parametrize(("method", "options"), [
    ("noise", {"seed": 3, "noise": 0.2, "numeric": ["income", "rent"], "keep_sign": True}),
    ("rank_swap", {"seed": 3, "numeric": ["income", "rent"]}),
    ("pram", {"seed": 3, "pram_variables": ["age"]}),
])
def test_the_utility_after_equals_one_utility_call_on_the_ordered_original(method, options):
    """The figures after a method read the original twice: in input order for the
    record-by-record measures, in any order for the estimates (exact sums).  Together
    they equal, to the bit, one call of the utility measures on the ordered original,
    as the run computed them before (the JSON compared as is)."""
    import warnings

    import numpy as np
    import pyarrow as pa

    from sdcsql import Problem, Spec
    from sdcsql.errors import SdcsqlWarning
    from sdcsql.protect.methods import protect
    from sdcsql.utility.measures import utility

    rng = np.random.default_rng(5)
    n = 3000
    income = np.round(rng.lognormal(9, 1.2, n), 2)
    income[rng.random(n) < 0.05] = np.nan
    income[rng.random(n) < 0.05] = 0.0
    rent = rng.normal(600, 250, n)
    table = pa.table({"region": rng.integers(1, 5, n), "age": rng.integers(1, 9, n),
                      "w": rng.uniform(1, 40, n),
                      "income": pa.array(income, mask=np.isnan(income)), "rent": rent})
    with Problem(table, Spec(keys=["region", "age"], weight="w")) as problem:
        result = protect(problem, method=method, **options)
        got = result.summary.utility.to_json()
        treated = [v["variable"] if isinstance(v, dict) else v
                   for v in result.summary.variables]
        numeric = treated if method != "pram" else []
        others = [v for v in treated if v not in numeric]
        original = problem.create("VIEW", problem.name("test_original"), problem.engine.render(
            "protect/methods/original.sql", keyed=problem.keyed, columns=list(problem.schema),
            weight_out=None))
        with warnings.catch_warnings():     # as the run: in the results, not raised
            warnings.simplefilter("ignore", SdcsqlWarning)
            once = utility(original, result.name, numeric=numeric, keys=others, weight="w",
                           targets=treated, con=problem.con,
                           measures=(["il1", "eigen"] if numeric else [])
                           + (["categories"] if others else []) + ["estimates"]).to_json()
    assert got == once
    assert any(r["statistic"] == "total" for r in got["estimates"])


def test_the_risk_after_a_method_that_left_the_keys_is_the_original_s_without_a_second_keying(
        tmp_path, monkeypatch):
    """Noise on a numeric variable that is no key leaves every column the risk reads as
    it was: the risk after is the original's (the same figures as a separate risk run
    on the input), computed on the problem's keyed table, not by keying the protected
    file again.  Rounding a numeric key changes the risk: that file is keyed again, and
    its risk equals a separate risk run on it."""
    import sdcsql
    from sdcsql.problem import Problem
    from sdcsql.protect.methods import protect

    data = _data(tmp_path)
    spec = sdcsql.Spec(keys=["region", "sex", "age"], weight="w", household="hh",
                       numeric=["income", "age"])
    keyings = []
    real_init = Problem.__init__

    def counted(self, *args, **kwargs):
        keyings.append(1)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(Problem, "__init__", counted)
    figures = ("n", "n_cells", "sample_uniques", "expected_reidentifications", "max_risk",
               "household_expected_reidentifications")
    with Problem(str(data), spec) as p:
        before = p.risk().summary.to_json()
        keyings.clear()
        income = protect(p, method="noise", seed=3, noise=0.2, numeric=["income"])
        assert keyings == []
        for figure in figures:
            assert income.summary.risk_after.to_json()[figure] == before[figure], figure
        age = protect(p, method="rounding", base=4.0, numeric=["age"])
        assert keyings == [1]
        with Problem(age.data.to_arrow_table(), spec) as q:
            separate = q.risk().summary.to_json()
    after = age.summary.risk_after.to_json()
    for figure in figures:
        assert after[figure] == pytest.approx(separate[figure], rel=1e-12), figure
    assert after["n_cells"] < before["n_cells"]
