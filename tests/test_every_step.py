"""Every step that reads records and writes records keeps the promises of
docs/guarantees.md: parametrised over tests/steps.py, so a step added later is held
to them as soon as it is registered (and a test refuses an unregistered command).

* no data loss: the output has every input row, in input order, and every input
  column unchanged, except the key values a protection step sets to NULL;
* the input file is byte-identical afterwards;
* the output bytes do not depend on the thread count (1, 2, 8) or the run;
* hostile column names (quotes, semicolons, --, unicode, spaces, reserved words,
  200 characters, names differing only in case) neither break nor inject.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from sdcsql.cli import build_parser
from sdcsql.tools.demo import write_demo

from .steps import NOT_RECORD_STEPS, STEPS, Step
from .test_cli import sdcsql

KEYS = ["region", "sex", "age", "marital_status"]
WEIGHT, HOUSEHOLD = "weight", "household_id"

# no commas: the command line separates key names with them (the Python API takes any name)
HOSTILE = {
    "region": 'reg"ion; DROP TABLE x; --',
    "sex": "select",
    "age": "âge ключ 键 with spaces",
    "marital_status": "m" * 200,
    "weight": "Weight",        # differs from "weight"-like names only in case
    "household_id": "--hh",
    "income": "INCOME",
    "expenditure": "'quoted'",
}


def test_every_command_is_registered_or_excused():
    parser = build_parser()
    commands = set(parser._subparsers._group_actions[0].choices)  # noqa: SLF001
    registered = {s.command for s in STEPS} | set(NOT_RECORD_STEPS)
    assert commands <= registered, f"register in tests/steps.py: {sorted(commands - registered)}"


@pytest.fixture(scope="module")
def survey(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("steps") / "survey.parquet"
    return write_demo(path, rows=4000, seed=11, null_rate=0.01)


@pytest.fixture(scope="module")
def csv_survey(survey, tmp_path_factory) -> Path:
    """The survey as CSV, alone in its directory (nothing may appear beside it)."""
    path = tmp_path_factory.mktemp("csv") / "survey.csv"
    duckdb.sql(f"COPY (SELECT * FROM read_parquet('{survey}')) TO '{path}' (HEADER)")
    return path


@pytest.fixture(scope="module")
def hostile_survey(survey, tmp_path_factory) -> Path:
    table = pq.read_table(survey)
    table = table.rename_columns([HOSTILE.get(c, c) for c in table.column_names])
    path = tmp_path_factory.mktemp("hostile") / "sur'vey; --.parquet"
    pq.write_table(table, path)
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _run(step: Step, data: Path, out: Path, names: dict[str, str] | None = None,
         threads: str | None = None):
    rename = names or {}
    keys = [rename.get(k, k) for k in KEYS]
    argv = step.argv(str(data), str(out), keys, rename.get(WEIGHT, WEIGHT),
                     rename.get(HOUSEHOLD, HOUSEHOLD))
    if threads:
        argv += ["--threads", threads]
    return sdcsql(step.command, *argv)


def _check_output(step: Step, before: pa.Table, after: pa.Table, keys: list[str]) -> None:
    assert after.num_rows == before.num_rows
    assert after.column_names == before.column_names + list(step.adds)
    for name in before.column_names:
        b, a = before.column(name).to_pylist(), after.column(name).to_pylist()
        if step.suppresses_keys and name in keys:
            assert all(y == x or y is None for x, y in zip(b, a, strict=True)), name
        else:
            assert a == b, f"column {name!r} changed"


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_rows_and_untreated_columns_are_kept_and_the_input_is_untouched(step, survey, tmp_path):
    digest = _digest(survey)
    out = tmp_path / "out.parquet"
    res = _run(step, survey, out)
    assert res.returncode == 0, res.stderr
    assert _digest(survey) == digest
    _check_output(step, pq.read_table(survey), pq.read_table(out), KEYS)


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_output_bytes_do_not_depend_on_threads_or_the_run(step, survey, tmp_path):
    digests = set()
    for i, threads in enumerate(("1", "2", "8", "2")):
        out = tmp_path / f"out{i}.csv"
        res = _run(step, survey, out, threads=threads)
        assert res.returncode == 0, res.stderr
        digests.add(_digest(out))
    assert len(digests) == 1


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_hostile_names(step, survey, hostile_survey, tmp_path):
    plain, hostile = tmp_path / "plain.parquet", tmp_path / "hostile.parquet"
    assert _run(step, survey, plain).returncode == 0
    res = _run(step, hostile_survey, hostile, names=HOSTILE)
    assert res.returncode == 0, res.stderr
    expected = pq.read_table(plain)
    got = pq.read_table(hostile)
    # the same numbers under the hostile names
    assert got.column_names == [HOSTILE.get(c, c) for c in expected.column_names]
    assert got.rename_columns(expected.column_names).equals(expected)
    _check_output(step, pq.read_table(hostile_survey), got, [HOSTILE[k] for k in KEYS])
    # nothing else was created beside the output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hostile.parquet", "plain.parquet"]
    assert duckdb.sql(f"SELECT count(*) FROM read_parquet('{hostile}')").fetchall()[0][0] == \
        expected.num_rows


@pytest.mark.parametrize("step", STEPS, ids=[s.name for s in STEPS])
def test_csv_input_gives_the_bytes_of_parquet_input(step, survey, csv_survey, tmp_path):
    """A CSV input is read once into a private temporary file: the outputs are the
    bytes of the same data read from Parquet, the CSV is untouched and nothing
    appears beside it (no conversion, no spill files)."""
    digest = _digest(csv_survey)
    from_parquet, from_csv = tmp_path / "p.csv", tmp_path / "c.csv"
    assert _run(step, survey, from_parquet).returncode == 0
    res = _run(step, csv_survey, from_csv, threads="2")
    assert res.returncode == 0, res.stderr
    assert from_csv.read_bytes() == from_parquet.read_bytes()
    assert _digest(csv_survey) == digest
    assert [p.name for p in csv_survey.parent.iterdir()] == ["survey.csv"]
