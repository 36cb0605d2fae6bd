"""The pure-SQL risk macros (sql/shell_kit/risk.sql) in the real DuckDB shell and in Python.

The shell binary comes from the duckdb-cli package; CI installs it, so a missing
binary is a failure, not a skip.
"""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from pathlib import Path

import duckdb
import numpy as np
import pytest

from sdcsql.udfs.individual import individual_risk

MACRO_FILE = Path(__file__).resolve().parents[1] / "sql" / "shell_kit" / "risk.sql"
TOL = 1e-9

F_INTEGER = [float(f) for f in range(1, 201)] + [500.0, 1000.0, 1e4, 1e6]
F_FRACTIONAL = [0.5, 1.2, 1.5, 2.1, 3.1, 0.001, 1.999999, 10.3, 49.7, 60.5]

# The grid, defined in SQL: f x p, with Fk_hat = f / p.  Column names avoid fk / Fk,
# which DuckDB treats as the same identifier.
GRID_SQL = """
WITH fs AS (SELECT unnest({fs}::DOUBLE[]) AS f),
     ps AS (SELECT pow(10, -12 + j / 4.0) AS p FROM range(49) t(j)
            UNION ALL SELECT unnest([0.3, 0.49, 0.5, 0.51, 0.9, 0.999999])::DOUBLE)
SELECT f, f / p AS w,
       sdc_risk(f, f / p) AS r_exact,
       sdc_risk_sdcmicro(f, f / p) AS r_sdcmicro,
       CASE WHEN f = floor(f) THEN sdc_risk_argus(f, f / p) END AS r_argus
FROM fs, ps
ORDER BY f, w
"""


def _grid_sql() -> str:
    fs = "[" + ", ".join(repr(f) for f in F_INTEGER + F_FRACTIONAL) + "]"
    return GRID_SQL.format(fs=fs)


def _duckdb_binary() -> str:
    exe = shutil.which("duckdb")
    if exe is None:
        pytest.fail(
            "the DuckDB shell `duckdb` is not on PATH: install it with `pip install duckdb-cli` "
            "(the SQL shell kit must be tested in the real shell)"
        )
    return exe


def _run_cli(script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [_duckdb_binary(), "-csv", "-batch"],
        input=script,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _parse(cols: dict[str, list[str]]) -> dict[str, np.ndarray]:
    def num(v: str) -> float:
        return np.nan if v in ("", "NULL") else float(v)

    return {k: np.array([num(v) for v in vals]) for k, vals in cols.items()}


def _csv_columns(text: str) -> dict[str, list[str]]:
    reader = csv.DictReader(io.StringIO(text))
    cols: dict[str, list[str]] = {name: [] for name in reader.fieldnames or []}
    for row in reader:
        for k, v in row.items():
            cols[k].append(v)
    return cols


def _check_grid(d: dict[str, np.ndarray]) -> None:
    f, w = d["f"], d["w"]
    assert f.size == (len(F_INTEGER) + len(F_FRACTIONAL)) * 55
    exact, _ = individual_risk(f, w, "exact")
    rel = np.abs(d["r_exact"] - exact) / exact
    k = int(np.argmax(rel))
    assert rel[k] <= TOL, f"sdc_risk: relative error {rel[k]:.3e} at f={f[k]}, p={f[k] / w[k]}"
    integer = f == np.floor(f)
    assert rel[integer].max() <= TOL

    sdc, _ = individual_risk(f, w, "sdcmicro")
    scale = np.where(sdc == 0, 1.0, np.abs(sdc))
    assert np.max(np.abs(d["r_sdcmicro"] - sdc) / scale) <= TOL

    fi, wi = f[integer], w[integer]
    argus, _ = individual_risk(fi, wi, "argus")
    # the closed forms cancel near p = 1: compare where they are well conditioned
    ok = fi / wi <= 0.9
    assert np.max(np.abs(d["r_argus"][integer][ok] - argus[ok]) / argus[ok]) <= TOL


def test_macros_in_duckdb_cli() -> None:
    script = f".read {MACRO_FILE}\n{_grid_sql().strip()};\n"
    res = _run_cli(script)
    assert res.returncode == 0, f"duckdb shell failed:\n{res.stderr}"
    assert "Error" not in res.stderr, res.stderr
    _check_grid(_parse(_csv_columns(res.stdout)))


def test_macros_in_python_duckdb() -> None:
    con = duckdb.connect()
    try:
        con.execute(MACRO_FILE.read_text())
        con.execute(MACRO_FILE.read_text())  # CREATE OR REPLACE: loading twice is fine
        rel = con.sql(_grid_sql())
        d = {k: np.asarray(v, dtype=np.float64) for k, v in rel.fetchnumpy().items()}
        _check_grid(d)
    finally:
        con.close()


def test_cli_version_and_lambda_syntax() -> None:
    res = _run_cli("SELECT list_sum(list_transform(range(4), lambda k: k * 2)) AS s;\n")
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip().splitlines()[-1] == "12"


def _py_con() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    con.execute(MACRO_FILE.read_text())
    return con


def test_reference_vectors_in_sql() -> None:
    con = _py_con()
    try:
        # R1 (sdcMicro default), R4 (p > 1 unguarded in sdcMicro, 1/fk in mu-Argus)
        rows = con.execute(
            "SELECT sdc_risk_sdcmicro(f, w), sdc_risk(f, w), sdc_risk_argus(f, w) FROM (VALUES "
            "(3, 108), (1, 45.5), (1, 17), (2, 100), (1, 123.5), (2, 1), (1, 1), (3, 6), (2, 2)"
            ") v(f, w)"
        ).fetchall()
        sdc = [r[0] for r in rows]
        np.testing.assert_allclose(
            sdc,
            [0.01369863, 0.08579129, 0.17707583, 0.01877883, 0.03931625, 0.7725887, 1, 0.2, 0.5],
            rtol=0,
            atol=5e-8,
        )
        assert rows[0][1] == pytest.approx(0.01355297, abs=5e-9)
        assert rows[5][1] == 0.5 and rows[5][2] == 0.5  # clamped: 1/fk
        # R2: fractional fk falls through to 0 in sdcMicro; exact uses the NB integral
        r2 = con.execute(
            "SELECT sdc_risk_sdcmicro(f, w), sdc_risk(f, w) FROM (VALUES "
            "(1.2, 16), (2.1, 34), (1.1, 34), (3.1, 82)) v(f, w)"
        ).fetchall()
        np.testing.assert_allclose(
            [r[0] for r in r2], [0, 0.053164557, 0, 0.017683970], rtol=0, atol=5e-10
        )
        exact, _ = individual_risk([1.2, 2.1, 1.1, 3.1], [16, 34, 34, 82])
        np.testing.assert_allclose([r[1] for r in r2], exact, rtol=TOL)
        # NULL in, NULL out
        nulls = con.execute(
            "SELECT sdc_risk(NULL, 3), sdc_risk(2, NULL), sdc_risk_sdcmicro(NULL, 3), "
            "sdc_risk_argus(2, NULL)"
        ).fetchone()
        assert nulls == (None, None, None, None)
    finally:
        con.close()


@pytest.mark.parametrize("macro", ["sdc_risk", "sdc_risk_sdcmicro", "sdc_risk_argus"])
@pytest.mark.parametrize(("f", "w"), [(2, 0), (0, 5), (-1, 5), (2, -3)])
def test_invalid_input_raises(macro: str, f: float, w: float) -> None:
    con = _py_con()
    try:
        with pytest.raises(duckdb.Error, match="must be finite and > 0"):
            con.execute(f"SELECT {macro}({f}, {w})").fetchall()
    finally:
        con.close()


def test_argus_macro_refuses_fractional() -> None:
    con = _py_con()
    try:
        with pytest.raises(duckdb.Error, match="integer"):
            con.execute("SELECT sdc_risk_argus(1.5, 10)").fetchall()
    finally:
        con.close()


def test_zero_weights_refused_in_cli() -> None:
    script = f".read {MACRO_FILE}\nSELECT sdc_risk_sdcmicro(1, 0);\n"
    res = _run_cli(script)
    assert res.returncode != 0 or "must be finite and > 0" in res.stderr + res.stdout
    assert "must be finite and > 0" in res.stderr + res.stdout
