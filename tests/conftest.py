"""Shared fixtures: where ../shared is, and small helpers."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import duckdb
import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"
SHARED_DATA = SHARED / "data"
REFERENCE = SHARED / "reference" / "datasets"


@pytest.fixture
def con():
    c = duckdb.connect()
    yield c
    c.close()


def shared_file(*parts: str) -> Path:
    """A file from ../shared; a missing one fails the test (never skips it)."""
    path = SHARED.joinpath(*parts)
    assert path.exists(), f"{path} is missing: the tests need ../shared beside the checkout"
    return path


@pytest.fixture(scope="session")
def spark():
    """One local SparkSession (local[2]) for the whole test session."""
    from sdcsql.engines.spark import spark_session

    session = spark_session(threads=2)
    yield session
    session.stop()


@pytest.fixture(scope="module", params=["duckdb", "spark"])
def engine(request):
    """Each engine's name in turn, for ``Problem(..., engine=engine)``: a step's tests run
    on both engines from its own test module.  Spark runs on the one shared session
    (slow on 2 cores: parametrise few, small tests)."""
    if request.param == "spark":
        request.getfixturevalue("spark")
    return request.param


def rows(relation) -> list[tuple]:
    """The rows of a relation of either engine (a DuckDB relation or a Spark DataFrame),
    in its order; DECIMAL values as floats."""
    table = relation.toArrow() if hasattr(relation, "toArrow") else relation.to_arrow_table()
    return [tuple(float(v) if isinstance(v, Decimal) else v for v in r.values())
            for r in table.to_pylist()]
