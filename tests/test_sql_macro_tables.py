"""The macro kit's table macros in the real DuckDB shell, against the Python API."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import duckdb
import pytest

from sdcsql import Problem, Spec

from .test_sql_macro_risk import _run_cli

REPO = Path(__file__).resolve().parents[1]
MACROS = REPO / "sql" / "macros" / "risk.sql"
DEMO = REPO / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "marital_status", "citizenship", "education"]


def _python_risk():
    spec = Spec(keys=KEYS, weight="weight", missing="category")
    with Problem(DEMO, spec) as p:
        rel = p.risk().records
        return {r[0]: (r[-3], r[-2], r[-1]) for r in rel.select("person_id, fk, Fk_hat, risk").fetchall()}


def test_record_risk_macro_in_the_shell_matches_python():
    keys = "[" + ", ".join(f"'{k}'" for k in KEYS) + "]"
    script = (f".read {MACROS}\n"
              f"CREATE TABLE survey AS SELECT * FROM read_csv('{DEMO}');\n"
              f"SELECT person_id, fk, Fk_hat, risk FROM sdc_record_risk('survey', {keys}, 'weight') "
              f"ORDER BY person_id;\n")
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
    cells = con.sql(f"SELECT fk, Fk_hat, risk FROM sdc_cells('survey', {KEYS!r}, 'weight')").fetchall()
    spec = Spec(keys=KEYS, weight="weight", missing="category")
    with Problem(DEMO, spec) as p:
        ours = p.risk().cells.select("fk, Fk_hat, risk").fetchall()
    assert len(cells) == len(ours)
    for a, b in zip(sorted(cells), sorted(ours)):
        assert a[0] == b[0] and a[1:] == pytest.approx(b[1:], rel=1e-9)
    assert sum(c[0] for c in cells) == 5000
