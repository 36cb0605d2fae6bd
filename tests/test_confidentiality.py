"""Confidentiality of by-products (issue 7 item 6).

Error messages and warnings never repeat record values (key values, weights),
and every temporary object of a problem is dropped when it closes, also when its
construction fails half-way.
"""

from __future__ import annotations

import traceback
import warnings
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

from sdcsql import InputError, Problem, Spec

from .test_bad_inputs import (
    CORPUS,
    MARKERS,
    SECRET,
    WEIGHT,
    Case,
    Error,
    Warns,
    late_type_change,
    run,
)
from .test_cli import sdcsql

PROVOKING = [c for c in CORPUS if isinstance(c.expect, (Error, Warns))]


def leftovers(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Tables, views and variables named like sdcsql's temporary objects."""
    like = "(name LIKE '\\_\\_sdc\\_%' ESCAPE '\\' OR name LIKE 'sdc\\_%' ESCAPE '\\')"
    return [r[0] for r in con.execute(
        f"SELECT name FROM (SELECT table_name AS name FROM duckdb_tables() "
        f"UNION ALL SELECT view_name FROM duckdb_views() WHERE NOT internal "
        f"UNION ALL SELECT name FROM duckdb_variables()) WHERE {like}").fetchall()]


def assert_no_record_values(text: str) -> None:
    for marker in MARKERS:
        assert marker not in text, f"a message repeats the record value {marker!r}:\n{text}"


@pytest.mark.parametrize("case", PROVOKING, ids=[c.id for c in PROVOKING])
def test_messages_never_quote_record_values(case: Case, tmp_path: Path) -> None:
    con = duckdb.connect()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            run(case, tmp_path, con)
        except InputError as exc:
            # what a user sees: the message and any chained exception shown with it
            assert_no_record_values("".join(traceback.format_exception(exc, limit=0)))
        else:
            assert isinstance(case.expect, Warns), "the case should have failed"
    assert isinstance(case.expect, Error) or caught
    for w in caught:
        assert_no_record_values(str(w.message))
    assert leftovers(con) == []


@pytest.mark.parametrize("case", CORPUS, ids=[c.id for c in CORPUS])
def test_temporary_objects_are_dropped(case: Case, tmp_path: Path) -> None:
    con = duckdb.connect()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            run(case, tmp_path, con)
        except InputError:
            pass
    assert leftovers(con) == []


def test_objects_are_dropped_when_construction_fails_half_way(monkeypatch) -> None:
    con = duckdb.connect()
    seen: list[list[str]] = []
    original = Problem._check_data

    def spy(self):
        seen.append(leftovers(self.con))
        return original(self)

    monkeypatch.setattr(Problem, "_check_data", spy)
    data = pa.table({"k": [SECRET, "x", "y"], "a": [1, 2, 3], "w": [WEIGHT, None, 1.0],
                     "h": [1, 1, 2]})
    spec = Spec(keys=["k", "a"], weight="w", household="h", na_codes={"k": ["x"], "a": [3]})
    with pytest.raises(InputError, match="NULL weight"):
        Problem(data, spec, con=con)
    # the source view, the keyed view and one variable per key with missing codes existed
    assert len(seen) == 1 and len(seen[0]) == 4
    assert leftovers(con) == []


def test_objects_are_dropped_when_a_step_fails() -> None:
    con = duckdb.connect()
    data = pa.table({"k": [SECRET, None, "y"], "w": [WEIGHT, 2.0, 1.0]})
    with Problem(data, Spec(keys=["k"], weight="w", missing="alpha:0.5"), con=con) as p:
        p.risk()
        with pytest.raises(InputError, match="fractional fk"):
            p.risk("argus")
        assert leftovers(con)
    assert leftovers(con) == []


def test_command_line_error_does_not_quote_record_values(tmp_path: Path) -> None:
    data, _ = late_type_change(tmp_path, None)
    res = sdcsql("risk", str(data), "--keys", "k", "--weight", "w",
                 "--out", str(tmp_path / "o.csv"))
    assert res.returncode == 1
    assert "input column 'k' cannot be read" in res.stderr
    assert_no_record_values(res.stdout + res.stderr)
