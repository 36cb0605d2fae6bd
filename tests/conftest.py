"""Shared fixtures: where ../shared is, and small helpers."""

from __future__ import annotations

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
