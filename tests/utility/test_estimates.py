"""Estimates before and after (sdcsql.utility.estimates) against independent sources.

* eusilc (../shared/data/eusilc.csv): the issue's before-figures, 4.49 % unemployed
  (pl030 = 3) and 1.55 % disabled (pl030 = 6) of the adults weighted by rb050, and the
  by-sex table for a fixed mask (MASK, applied here in SQL), against the preparation's
  reference (prep18 reference/ref_estimates.py: the csv module and math.fsum, no SQL;
  numbers copied here).  Tolerance 1e-12 relative: fsum is exact, DuckDB's double sum
  over 14,827 records rounds at ~1e-16 per addition.
* One domain and one target recomputed with plain SQL in the test (the issue's check).
* A hand example where a domain disappears after protection.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from sdcsql.errors import InputError
from sdcsql.utility.estimates import estimates
from sdcsql.utility.measures import utility
from tests.conftest import shared_file

#: the mask of the reference: pl030 suppressed for some rare statuses, income rounded
MASK = ("SELECT * REPLACE ("
        "CASE WHEN (age >= 60 AND pl030 = 3) OR (hsize >= 5 AND pl030 = 6) THEN NULL "
        "ELSE pl030 END AS pl030, round(eqIncome / 1000) * 1000 AS eqIncome) "
        "FROM read_csv_auto('{path}')")


@pytest.fixture(scope="module")
def eusilc(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    original = shared_file("data", "eusilc.csv")
    masked = tmp_path_factory.mktemp("est") / "masked.csv"
    con = duckdb.connect()
    con.execute(f"COPY ({MASK.format(path=original)}) TO '{masked}' (HEADER)")
    con.close()
    return original, masked


def _pick(rows, domain, target, category, statistic):
    found = [r for r in rows if r["domain"] == domain and r["target"] == target
             and r["category"] == category and r["statistic"] == statistic]
    assert len(found) == 1, (domain, target, category, statistic)
    return found[0]


def test_eusilc_before_figures_of_the_issue(eusilc):
    original, _ = eusilc
    rows = utility(original, original, targets=["pl030"], weight="rb050").to_json()["estimates"]
    unemployed = _pick(rows, ["__all__"], "pl030", "3", "proportion")
    disabled = _pick(rows, ["__all__"], "pl030", "6", "proportion")
    assert unemployed["before"] == pytest.approx(0.04487788745052368, rel=1e-12)
    assert disabled["before"] == pytest.approx(0.015528445691817147, rel=1e-12)
    assert round(100 * unemployed["before"], 2) == 4.49      # the issue's figures
    assert round(100 * disabled["before"], 2) == 1.55
    assert unemployed["difference"] == 0 and unemployed["relative_difference"] == 0


def test_eusilc_by_sex_after_a_mask(eusilc):
    original, masked = eusilc
    res = utility(original, masked, numeric=["eqIncome"], targets=["pl030", "eqIncome"],
                  domains=["rb090"], weight="rb050", measures=["estimates"]).to_json()
    rows = res["estimates"]
    r = _pick(rows, ["__all__"], "pl030", "3", "proportion")
    assert r["before"] == pytest.approx(0.04487788745052368, rel=1e-12)
    assert r["after"] == pytest.approx(0.04400359994912328, rel=1e-12)
    assert r["difference"] == pytest.approx(0.04400359994912328 - 0.04487788745052368,
                                            rel=1e-9)
    r = _pick(rows, ["female"], "pl030", "3", "total")
    assert r["after"] == pytest.approx(133761.3775273559, rel=1e-12)
    r = _pick(rows, ["female"], "pl030", None, "missing_share")
    assert r["after"] == pytest.approx(0.16527823533317898, rel=1e-12)
    r = _pick(rows, ["male"], "pl030", "6", "proportion")
    assert r["before"] == pytest.approx(0.020388991306178536, rel=1e-12)
    r = _pick(rows, ["female"], "eqIncome", None, "mean")
    assert r["before"] == pytest.approx(19120.940561120544, rel=1e-12)
    assert r["after"] == pytest.approx(19122.119760309957, rel=1e-12)
    assert r["relative_difference"] == pytest.approx(19122.119760309957 / 19120.940561120544
                                                     - 1, rel=1e-6)
    r = _pick(rows, ["__all__"], "eqIncome", None, "total")
    assert r["after"] == pytest.approx(162784007994.446, rel=1e-12)


def test_one_domain_and_target_by_plain_sql(eusilc):
    original, masked = eusilc
    rows = utility(original, masked, targets=["pl030"], domains=["rb090"],
                   weight="rb050").to_json()["estimates"]
    r = _pick(rows, ["male"], "pl030", "3", "proportion")
    plain = ("SELECT sum(rb050) FILTER (pl030 = 3) / sum(rb050) FILTER (pl030 IS NOT NULL) "
             "FROM read_csv_auto('{}') WHERE rb090 = 'male'")
    con = duckdb.connect()
    before = con.execute(plain.format(original)).fetchall()[0][0]
    after = con.execute(plain.format(masked)).fetchall()[0][0]
    con.close()
    assert r["before"] == pytest.approx(before, rel=1e-12)
    assert r["after"] == pytest.approx(after, rel=1e-12)


REGION = [("A", "m", 10.0), ("A", "f", 20.0), ("B", "m", 15.0), ("B", "f", 5.0),
          ("C", "m", 30.0), ("A", "f", 12.5), ("B", "m", 7.5), ("C", None, 10.0),
          ("C", "f", 25.0), ("A", "m", 15.0)]


def _table(con, name, rows):
    values = ", ".join(f"({'NULL' if r is None else repr(r)}, "
                       f"{'NULL' if s is None else repr(s)}, {w})" for r, s, w in rows)
    con.execute(f"CREATE TABLE {name} AS SELECT * FROM (VALUES {values}) t(region, sex, w)")


def test_a_domain_that_disappears_is_flagged():
    con = duckdb.connect()
    _table(con, "a", REGION)
    _table(con, "b", [(None if r == "C" else r, s, w) for r, s, w in REGION])
    rows = estimates(con, "a", "b", domains=["region"], targets=["sex"], numeric=[],
                     weight="w").rows
    # region C before: f 25, m 30 of 55 with sex present; 65 in all (10 with sex NA)
    r = _pick(rows, ["C"], "sex", "f", "proportion")
    assert r["before"] == pytest.approx(25 / 55, rel=1e-15) and r["after"] is None
    assert r["domain_missing_after"] and not r["domain_new_after"]
    assert _pick(rows, ["C"], "sex", None, "missing_share")["before"] == pytest.approx(
        10 / 65, rel=1e-15)
    r = _pick(rows, [None], "sex", "m", "total")      # the region NA appears after
    assert r["before"] is None and r["after"] == 30.0 and r["domain_new_after"]
    r = _pick(rows, ["__all__"], "sex", "f", "proportion")     # the file's: unchanged
    assert r["before"] == r["after"] == pytest.approx(62.5 / 140, rel=1e-15)
    assert r["difference"] == 0.0


def test_different_lengths_and_missing_columns_are_refused():
    con = duckdb.connect()
    _table(con, "a", REGION)
    _table(con, "b", REGION[:-1])
    with pytest.raises(InputError, match="original file has 10 records and the masked "
                                         "file 9"):
        utility("a", "b", targets=["sex"], con=con)
    with pytest.raises(InputError, match="no column 'age'"):
        utility("a", "a", targets=["age"], con=con)
    with pytest.raises(InputError, match="weight 'w' of the masked file is missing or not "
                                         "positive in 1 record"):
        con.execute("CREATE TABLE c AS SELECT * REPLACE (CASE WHEN region = 'B' AND w = 5 "
                    "THEN 0 ELSE w END AS w) FROM a")
        utility("a", "c", targets=["sex"], weight="w", con=con)
    with pytest.raises(InputError, match="column 'sex' of the original file is VARCHAR, "
                                         "not numeric"):
        utility("a", "a", numeric=["sex"], con=con)
