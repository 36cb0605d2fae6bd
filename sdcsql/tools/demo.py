"""A deterministic synthetic household survey, generated inside DuckDB.

The survey is one SQL relation (``sql/tools/demo/demo_survey.sql``): households of 1 to 12
persons in 20 regions split into urban and rural strata, a stratified design weight,
six categorical key variables (:data:`DEMO_KEYS`), income and household expenditure.
Every random draw is a hash of (seed, household or person id, variable), so the same
seed gives the same rows on any number of threads, and 10 million rows take seconds.
The rows depend on DuckDB's ``hash()``: byte-identical output is promised for one DuckDB
version, not across versions.

A share ``null_rate`` of the records have missing key values, spread over ``null_masks``
fixed NULL patterns (e.g. {citizenship}, {age, marital_status}), as in real surveys.

>>> import duckdb
>>> con = duckdb.connect()
>>> rel = demo_relation(con, rows=1000, seed=2026)
>>> con.execute("SELECT count(*), max(person_id) FROM rel").fetchall()[0]
(1000, 1000)
"""

from __future__ import annotations

import functools
import math
import numbers
import os
import uuid
from pathlib import Path

import duckdb

from .._sql import render
from ..errors import InputError
from ..protect.draws import check_seed

__all__ = [
    "DEMO_HOUSEHOLD",
    "DEMO_KEYS",
    "DEMO_WEIGHT",
    "demo_relation",
    "demo_sql",
    "write_demo",
]

DEMO_KEYS = ("region", "sex", "age", "marital_status", "citizenship", "education")
DEMO_WEIGHT = "weight"
DEMO_HOUSEHOLD = "household_id"

_TEMPLATE = "tools/demo/demo_survey.sql"
_MAX_NULL_MASKS = 8  # the NULL patterns listed in the template
_BIGINT_MIN, _BIGINT_MAX = -(2**63), 2**63 - 1


@functools.cache
def _rendered_template() -> str:
    # The template takes no variables (all values are bound), so one rendering serves all.
    return render(_TEMPLATE)


def _integer(name: str, value: object, low: int, high: int, expected: str) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise InputError(f"{name} must be {expected}, got {value!r}")
    if not low <= int(value) <= high:
        raise InputError(f"{name} must be {expected}, got {value!r}")
    return int(value)


def _parameters(
    rows: object, seed: object, null_rate: object, null_masks: object
) -> dict[str, object]:
    """Validate the arguments and return them as bound parameters of the template."""
    checked_rows = _integer("rows", rows, 1, _BIGINT_MAX, "an integer >= 1")
    checked_seed = check_seed(seed, "seed", bounds=(_BIGINT_MIN, _BIGINT_MAX))
    if (
        isinstance(null_rate, bool)
        or not isinstance(null_rate, numbers.Real)
        or not math.isfinite(null_rate)
        or not 0 <= float(null_rate) < 1
    ):
        raise InputError(f"null_rate must be a number with 0 <= null_rate < 1, got {null_rate!r}")
    checked_masks = _integer(
        "null_masks", null_masks, 1, _MAX_NULL_MASKS, f"an integer from 1 to {_MAX_NULL_MASKS}"
    )
    return {
        "rows": checked_rows,
        "seed": checked_seed,
        "null_rate": float(null_rate),
        "null_masks": checked_masks,
    }


def demo_sql(
    rows: int, seed: int = 2026, null_rate: float = 0.002, null_masks: int = 8
) -> tuple[str, dict[str, object]]:
    """Render the demo survey template: the SQL text and its bound parameters.

    >>> sql, params = demo_sql(10)
    >>> params == {"rows": 10, "seed": 2026, "null_rate": 0.002, "null_masks": 8}
    True
    """
    return _rendered_template(), _parameters(rows, seed, null_rate, null_masks)


def demo_relation(
    con: duckdb.DuckDBPyConnection,
    rows: int,
    seed: int = 2026,
    null_rate: float = 0.002,
    null_masks: int = 8,
) -> duckdb.DuckDBPyRelation:
    """The demo survey as a lazy relation on ``con`` (one row per person)."""
    sql, params = demo_sql(rows, seed=seed, null_rate=null_rate, null_masks=null_masks)
    return con.sql(sql, params=params)


def write_demo(
    path: str | os.PathLike[str],
    rows: int,
    seed: int = 2026,
    null_rate: float = 0.002,
    null_masks: int = 8,
    con: duckdb.DuckDBPyConnection | None = None,
) -> Path:
    """Write the demo survey to ``path`` (``.csv`` or ``.parquet``), atomically.

    The file is written next to ``path`` under a temporary name and then renamed, so a
    reader never sees a half-written file. The same arguments give the same bytes.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".csv":
        options = "FORMAT csv, HEADER true"
    elif suffix == ".parquet":
        options = "FORMAT parquet"
    else:
        raise InputError(f"path must end in .csv or .parquet, got {str(target)!r}")
    if not target.parent.is_dir():
        raise InputError(f"path: the directory {str(target.parent)!r} does not exist")
    sql, params = demo_sql(rows, seed=seed, null_rate=null_rate, null_masks=null_masks)
    connection = duckdb.connect() if con is None else con
    # a fresh name in the same directory (same file system, so os.replace is atomic)
    tmp_name = str(target.parent / f".{target.name}.{uuid.uuid4().hex}.tmp")
    try:
        # COPY writes the rows in the query's ORDER BY (even with preserve_insertion_order
        # off): that, and draws that ignore threads, make the file byte-reproducible.
        connection.execute(f"COPY ({sql}) TO $path ({options})", {**params, "path": tmp_name})
        os.replace(tmp_name, target)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    finally:
        if con is None:
            connection.close()
    return target
