"""The risk-utility table from cells equals the same figures from full runs.

Independent sources: (1) reference vectors on testdata.csv computed record by record in
plain Python with mpmath (prep reference ``ref_ru.py``: Counter over the recoded records,
the negative-binomial risk integral by quadrature at 30 digits), copied below; (2) for
every candidate, a full run: the recoded file (``apply_recodes``) as a new problem, its
risk step from the records, and the categories / one-way tables counted in plain Python
over the recoded records.  Tolerances: counts exact; risk figures 1e-12 relative (the
sums over cells are in a different order than over records; the risk per cell is the same
function of (fk, Fk)); the mpmath reference 1e-12 relative.
"""

from __future__ import annotations

import math
from collections import Counter

import duckdb
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyarrow import csv as pa_csv

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.recode import Recode, apply_recodes
from sdcsql.utility.ru_table import Candidate, RUTableResult, ru_map, ru_table

from ..conftest import shared_file

KEYS = ["urbrur", "water", "sex", "age"]


def _bands(width: int) -> Recode:
    breaks = tuple(range(0, 200 + width, width))
    return Recode("age", "bands", breaks=breaks, labels=breaks)


CANDIDATES = [Candidate("none"), Candidate("bands5", (_bands(5),)),
              Candidate("bands10", (_bands(10),)), Candidate("bands20", (_bands(20),))]

# ref_ru.py (mpmath, record by record): cells, sample uniques, records with fk < 3 and
# fk < 5, expected re-identifications, max risk, age categories lost, CTBIL K = 1
REFERENCE = {
    "none": (993, 330, 674, 1288, 24.774141227710754, 0.04651687056553628, 0, 0),
    "bands5": (301, 56, 106, 272, 5.651130629560462, 0.04651687056553628, 68, 6872),
    "bands10": (169, 21, 43, 143, 2.75696650186127, 0.04651687056553628, 78, 7958),
    "bands20": (92, 8, 18, 46, 1.3383791379016308, 0.04651687056553628, 83, 8572),
}


def _testdata_spec() -> sdcsql.Spec:
    return sdcsql.Spec(keys=KEYS, weight="sampling_weight")


def test_testdata_against_the_reference_vectors():
    with sdcsql.Problem(str(shared_file("data", "testdata.csv")), _testdata_spec()) as p:
        result = ru_table(p, CANDIDATES)
    assert [r["name"] for r in result.rows] == list(REFERENCE)
    for row in result.rows:
        cells, uniq, lt3, lt5, er, mx, lost, ctbil = REFERENCE[row["name"]]
        assert row["n_cells"] == cells
        assert row["sample_uniques"] == uniq
        assert row["k_anonymity_violations"]["3"] == lt3
        assert row["k_anonymity_violations"]["5"] == lt5
        assert row["expected_reidentifications"] == pytest.approx(er, rel=1e-12)
        assert row["max_risk"] == pytest.approx(mx, rel=1e-12)
        assert row["categories_lost_by_key"]["age"] == lost
        assert row["categories_lost"] == lost
        assert row["marginal_loss"] == ctbil


def _one_way(records, i):
    return Counter(r[i] for r in records)


def _full_run(con, table, spec, candidate):
    """The candidate's figures from the recoded records: risk step + plain Python counts."""
    recoded = apply_recodes(con, table, list(candidate.recodes), spec)
    try:
        with sdcsql.Problem(recoded.name, spec, con=con) as full:
            summary = full.risk().summary
        cols = ", ".join(f'"{k}"' for k in spec.keys)
        after = con.execute(f"SELECT {cols} FROM {recoded.name}").fetchall()
    finally:
        recoded.close()
    return summary, after


def _check_equal(con, table, spec, candidates):
    cols = ", ".join(f'"{k}"' for k in spec.keys)
    con.register("__orig", table)
    before = con.execute(f"SELECT {cols} FROM __orig").fetchall()
    con.unregister("__orig")
    with sdcsql.Problem(table, spec, con=con) as p:
        fast = ru_table(p, candidates)
    for row, cand in zip(fast.rows, candidates, strict=True):
        slow, after = _full_run(con, table, spec, cand)
        for f in ("n_cells", "sample_uniques", "k_anonymity_violations"):
            assert row[f] == getattr(slow, f), (cand.name, f)
        for f in ("expected_reidentifications", "reidentification_rate", "max_risk"):
            assert math.isclose(row[f], getattr(slow, f), rel_tol=1e-12, abs_tol=1e-15), \
                (cand.name, f)
        lost, loss = {}, 0
        for i, k in enumerate(spec.keys):
            b, a = _one_way(before, i), _one_way(after, i)
            lost[k] = (len([v for v in b if v is not None])
                       - len([v for v in a if v is not None]))
            loss += sum(abs(b.get(v, 0) - a.get(v, 0)) for v in set(b) | set(a))
        assert row["categories_lost_by_key"] == lost, cand.name
        assert row["marginal_loss"] == loss, cand.name


def test_testdata_every_candidate_equals_its_full_run():
    con = duckdb.connect()
    try:
        table = pa_csv.read_csv(shared_file("data", "testdata.csv"))
        _check_equal(con, table, _testdata_spec(), CANDIDATES)
    finally:
        con.close()


def test_hand_example():
    # a: 1, 2, 3, 4 (one record each), b: 5, 5, 7, 7.  Pairs: a 1,2 -> 1; 3,4 -> 3.
    # after: cells (1, 5) x2, (3, 7) x2: no uniques; a loses 2 of 4 categories;
    # one-way table of a: |1-2| + |1-0| + |1-2| + |1-0| = 4; b unchanged
    sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7), (4, 7)) t(a, b)"
    pairs = Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
        r = ru_table(p, [Candidate("none"), Candidate("pairs", (pairs,))])
    none, pr = r.rows
    assert (none["n_cells"], none["sample_uniques"], none["marginal_loss"]) == (4, 4, 0)
    assert (pr["n_cells"], pr["sample_uniques"], pr["marginal_loss"]) == (2, 0, 4)
    assert pr["categories_lost_by_key"] == {"a": 2, "b": 0}
    assert isinstance(r, RUTableResult)
    assert "pairs" in r.table()
    assert r.to_json()["rows"][1]["recodes"][0]["kind"] == "map"


@st.composite
def cases(draw):
    n = draw(st.integers(1, 30))
    value = st.one_of(st.none(), st.integers(0, 6))
    rows = [(draw(value), draw(value)) for _ in range(n)]
    rows[0] = (draw(st.integers(0, 6)), draw(st.integers(0, 6)))
    weights = [draw(st.sampled_from([1.0, 1.5, 2.0, 30.0])) for _ in range(n)]
    mode = draw(st.sampled_from(["wildcard", "alpha:0.4", "conservative", "category"]))
    cands = [Candidate("none")]
    for j in range(draw(st.integers(1, 3))):
        var = draw(st.sampled_from(["a", "b"]))
        if draw(st.booleans()):
            codes = draw(st.lists(st.integers(0, 6), min_size=1, max_size=4, unique=True))
            rc = Recode(var, "map", groups=((draw(st.integers(0, 9)), tuple(codes)),))
        else:
            breaks = sorted(draw(st.sets(st.integers(1, 6), min_size=1, max_size=3)))
            rc = Recode(var, "bands", breaks=(0, *breaks, 7), labels=(0, *breaks, 7))
        cands.append(Candidate(f"c{j}", (rc,)))
    return rows, weights, mode, cands


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cases())
def test_property_table_equals_full_runs(case):
    rows, weights, mode, cands = case
    a, b = zip(*rows, strict=True)
    table = pa.table({"a": pa.array(a, pa.int64()), "b": pa.array(b, pa.int64()),
                      "w": pa.array(weights)})
    con = duckdb.connect()
    try:
        _check_equal(con, table, sdcsql.Spec(keys=["a", "b"], weight="w", missing=mode), cands)
    finally:
        con.close()


@pytest.mark.parametrize("cands, words", [
    ([], "at least one candidate"),
    ([Candidate("x"), Candidate("x")], "unique"),
    ([Candidate("x", (Recode("c", "top", value=1),))], "'c' is not a key"),
])
def test_bad_candidates(cands, words):
    sql = "SELECT * FROM (VALUES (1, 5, 1)) t(a, b, c)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p, \
            pytest.raises(InputError, match=words):
        ru_table(p, cands)


def test_candidate_from_dict():
    c = Candidate.from_dict({"name": "b", "recodes": [{"variable": "a", "kind": "top",
                                                      "value": 3}]})
    assert c.recodes[0] == Recode("a", "top", value=3)
    with pytest.raises(InputError, match="name"):
        Candidate.from_dict({"recodes": []})
    with pytest.raises(InputError, match="unknown field"):
        Candidate.from_dict({"name": "x", "kk": 3})


def test_ru_map_draws_one_point_per_candidate(tmp_path):
    sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7), (4, 7)) t(a, b)"
    pairs = Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
        r = ru_table(p, [Candidate("none"), Candidate("pairs", (pairs,))])
    out = ru_map(r, tmp_path / "ru.svg", chosen="pairs")
    text = out.read_text()
    assert "<svg" in text and "pairs" in text and "none" in text
    with pytest.raises(InputError, match="ru_risk"):
        ru_map(r, tmp_path / "x.svg", risk="nope")
    with pytest.raises(InputError, match="chosen"):
        ru_map(r, tmp_path / "x.svg", chosen="other")


def test_cli_utility_candidates(tmp_path, capsys):
    import json

    from sdcsql.cli import main

    cands = [{"name": "none"},
             {"name": "bands10", "recodes": [_bands(10).to_dict()]}]
    (tmp_path / "c.json").write_text(json.dumps(cands))
    data = str(shared_file("data", "testdata.csv"))
    rc = main(["candidates", data, "--keys", ",".join(KEYS), "--weight",
               "sampling_weight", "--candidates", str(tmp_path / "c.json"),
               "--summary-json", str(tmp_path / "t.json"), "--chart", str(tmp_path / "ru.svg"),
               "--chosen", "bands10", "--ru-loss", "categories_lost"])
    assert rc == 0
    got = json.loads((tmp_path / "t.json").read_text())["rows"]
    assert [r["name"] for r in got] == ["none", "bands10"]
    assert got[1]["sample_uniques"] == REFERENCE["bands10"][1]
    assert got[1]["marginal_loss"] == REFERENCE["bands10"][7]
    assert (tmp_path / "ru.svg").exists()
    assert "bands10" in capsys.readouterr().out


def test_cli_refuses_a_bad_candidates_file(tmp_path, capsys):
    from sdcsql.cli import main

    (tmp_path / "c.json").write_text('{"name": "x"}')
    data = str(shared_file("data", "testdata.csv"))
    rc = main(["candidates", data, "--keys", "age", "--candidates",
               str(tmp_path / "c.json"), "--summary-json", str(tmp_path / "t.json")])
    assert rc != 0
    assert "must hold a JSON list of candidates" in capsys.readouterr().err
    assert not (tmp_path / "t.json").exists()
