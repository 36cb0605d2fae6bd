"""The shell kit's table macros in the real DuckDB shell, against the Python API."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import duckdb
import pytest

from sdcsql import Problem, Spec

from .test_sql_macro_risk import _run_cli

REPO = Path(__file__).resolve().parents[1]
MACROS = REPO / "sql" / "shell_kit" / "risk.sql"
DEMO = REPO / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "marital_status", "citizenship", "education"]


def _python_risk():
    spec = Spec(keys=KEYS, weight="weight", missing="category")
    with Problem(DEMO, spec) as p:
        rel = p.risk().records
        return {r[0]: (r[-3], r[-2], r[-1])
                for r in rel.select("person_id, fk, Fk_hat, risk").fetchall()}


def test_record_risk_macro_in_the_shell_matches_python():
    keys = "[" + ", ".join(f"'{k}'" for k in KEYS) + "]"
    script = (f".read {MACROS}\n"
              f"CREATE TABLE survey AS SELECT * FROM read_csv('{DEMO}');\n"
              f"SELECT person_id, fk, Fk_hat, risk FROM sdc_record_risk('survey', {keys}, "
              f"'weight', missing := 'category') ORDER BY person_id;\n")
    res = _run_cli(script)
    assert res.returncode == 0, res.stderr
    rows = list(csv.DictReader(io.StringIO(res.stdout)))
    expected = _python_risk()
    assert len(rows) == len(expected) == 5000
    for row in rows:
        fk, Fk, risk = expected[int(row["person_id"])]
        assert int(row["fk"]) == fk
        assert float(row["Fk_hat"]) == pytest.approx(Fk, rel=1e-12)
        assert float(row["risk"]) == pytest.approx(risk, rel=1e-9)


def test_cells_macro_in_python_duckdb():
    con = duckdb.connect()
    con.execute(MACROS.read_text())
    con.execute(f"CREATE TABLE survey AS SELECT * FROM read_csv('{DEMO}')")
    cells = con.sql(f"SELECT fk, Fk_hat, risk FROM sdc_cells('survey', {KEYS!r}, 'weight', "
                    f"missing := 'category')").fetchall()
    spec = Spec(keys=KEYS, weight="weight", missing="category")
    with Problem(DEMO, spec) as p:
        ours = p.risk().cells.select("fk, Fk_hat, risk").fetchall()
    assert len(cells) == len(ours)
    for a, b in zip(sorted(cells), sorted(ours), strict=True):
        assert a[0] == b[0] and a[1:] == pytest.approx(b[1:], rel=1e-9)
    assert sum(c[0] for c in cells) == 5000


# ------------------------------------------------------------------ missing values (issue #13)
EUSILC_KEYS = ["db040", "hsize", "rb090", "age", "pb220a", "pl030"]


def _eusilc_table() -> str:
    """eusilc with age in 10-year bands (children have NULL pl030 and pb220a)."""
    from .conftest import shared_file

    path = shared_file("data", "eusilc.csv")
    return (f"CREATE TABLE survey AS SELECT * REPLACE (CAST(floor(age / 10) AS INTEGER) AS age) "
            f"FROM read_csv('{path}');\n")


def _api_er(keys, missing):
    con = duckdb.connect()
    con.execute(_eusilc_table())
    spec = Spec(keys=keys, weight="rb050", missing=missing)
    with Problem("survey", spec, con=con) as p:
        return p.risk().summary.expected_reidentifications


@pytest.mark.parametrize("macro", ["sdc_cells", "sdc_record_risk"])
@pytest.mark.parametrize("missing", [None, "wildcard", "alpha:0.5", "conservative"])
def test_null_keys_are_refused_with_the_reason(macro, missing):
    """The kit counts NULL only as its own category; any other convention with NULL keys
    is refused (never the category figures under the wildcard's name)."""
    keys = "[" + ", ".join(f"'{k}'" for k in EUSILC_KEYS) + "]"
    option = "" if missing is None else f", missing := '{missing}'"
    script = (f".read {MACROS}\n" + _eusilc_table()
              + f"SELECT count(*) FROM {macro}('survey', {keys}, 'rb050'{option});\n")
    res = _run_cli(script)
    assert "2720 record(s) have a NULL key value" in res.stderr, res.stderr
    assert "missing := 'category'" in res.stderr and "sdcsql sql" in res.stderr


def test_unknown_missing_convention_is_refused():
    keys = "['db040', 'rb090']"
    res = _run_cli(f".read {MACROS}\n" + _eusilc_table()
                   + f"SELECT count(*) FROM sdc_cells('survey', {keys}, 'rb050', "
                     f"missing := 'wildcards');\n")
    assert "missing := 'wildcards'" in res.stderr and "category" in res.stderr, res.stderr


@pytest.mark.parametrize("keys, missing", [
    (EUSILC_KEYS, "category"),                              # NULLs counted as a category
    (["db040", "hsize", "rb090", "age"], "wildcard"),       # no NULL key: every mode agrees
    (["db040", "hsize", "rb090", "age"], "alpha:0.5"),
])
def test_kit_gives_the_cli_figures(keys, missing):
    """Expected re-identifications of the kit (shell) = the API's for the same convention;
    fk and Fk also from a plain GROUP BY."""
    klist = "[" + ", ".join(f"'{k}'" for k in keys) + "]"
    cols = ", ".join(keys)
    script = (f".read {MACROS}\n" + _eusilc_table()
              + f"SELECT sum(risk) AS er, count(*) AS n FROM sdc_record_risk('survey', {klist}, "
                f"'rb050', missing := '{missing}');\n"
              + f"SELECT c.fk = g.fk AND abs(c.Fk_hat - g.w) < 1e-6 * g.w AS same FROM "
                f"sdc_cells('survey', {klist}, 'rb050', missing := '{missing}') c JOIN "
                f"(SELECT {cols}, count(*) AS fk, sum(rb050) AS w FROM survey GROUP BY ALL) g "
                f"USING ({cols});\n")
    res = _run_cli(script)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.split("\n")
    er, n = lines[1].split(",")
    assert int(n) == 14827
    assert float(er) == pytest.approx(_api_er(keys, missing), rel=1e-9)
    same = [line for line in lines[2:] if line and line != "same"]
    assert same and set(same) == {"true"}
