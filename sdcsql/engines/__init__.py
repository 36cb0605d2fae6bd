"""Engines other than DuckDB that run the same templates (rendered by :mod:`sdcsql.dialects`).

``ENGINES`` lists the values of the CLI's ``--engine``; :data:`SPARK_STEPS` the
steps the Spark engine runs.  A step not listed raises
:class:`~sdcsql.dialects.DialectError` naming its template.
"""

from __future__ import annotations

__all__ = ["ENGINES", "SPARK_STEPS", "check_engine"]

ENGINES = ("duckdb", "spark")

#: Steps with a Spark rendering: everything up to the unsafe records.  Local
#: suppression (``protect``) runs on DuckDB only.
SPARK_STEPS = ("frequencies", "risk", "household_risk", "global_risk", "threshold",
               "unsafe_records", "core_risk")


def check_engine(engine: str) -> str:
    """``engine`` if it is known, else an InputError naming the option."""
    from ..errors import InputError

    if engine not in ENGINES:
        raise InputError(f"--engine {engine!r}: use one of {', '.join(ENGINES)}")
    return engine
