"""The engine interface: what a problem and its steps ask of the database they run on.

A step is written once, against :class:`Engine`: it renders its templates for the
engine's dialect (:meth:`Engine.render`, i.e. :func:`sdcsql.dialects.render_sql`),
creates named temp relations from them with bound parameters, reads small results
as rows or Arrow, and runs vectorised Python functions (as SQL functions through
:meth:`Engine.register_function`, over row batches through :meth:`Engine.map_batches`,
per group through :meth:`Engine.map_groups`).
Two implementations hold no step logic: :class:`sdcsql.engines.duckdb.DuckDBEngine`
(one machine) and :class:`sdcsql.engines.spark.SparkEngine` (a cluster, or
``local[n]``).  docs/decisions/0009-engines.md.

``ENGINES`` lists the values of ``Problem(engine=...)`` and of the CLI's
``--engine``.  Whether a step runs on an engine is a property of the step (the
templates it declares, ``StepOptions.templates``), checked in one place:
:func:`sdcsql.options.check_support`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol, runtime_checkable

import pyarrow as pa

__all__ = ["engine_of", "ENGINES", "Engine", "SPARK_MEMORY_LIMIT", "check_engine",
           "make_engine"]

ENGINES = ("duckdb", "spark")
#: the one-line refusal of ``--memory-limit`` (DuckDB's) with ``--engine spark``
SPARK_MEMORY_LIMIT = ("--memory-limit: sets DuckDB's memory; size the Spark session's "
                      "memory in its own configuration")


@runtime_checkable
class Engine(Protocol):
    """A database session the steps run on; owns the temp relations made through it."""

    #: the SQL dialect templates render for (``"duckdb"`` or ``"spark"``)
    dialect: str
    #: the kind to :meth:`create` a relation that several statements read: ``VIEW`` on
    #: DuckDB (streamed again cheaply, in input order), ``TABLE`` on Spark (a view's
    #: plan, its joins included, would run again at each statement that reads it)
    reread_kind: str

    @property
    def con(self) -> Any:
        """The native connection: a ``duckdb.DuckDBPyConnection`` or a ``SparkSession``."""
        ...

    def render(self, template: str, **params: Any) -> str:
        """``sql/<template>`` rendered for this engine's dialect (``DialectError`` when
        it has no rendering)."""
        ...

    def quote(self, name: str) -> str:
        """``name`` as an identifier of this dialect."""
        ...

    def read(self, data: Any) -> tuple[str, dict[str, str]]:
        """Register the input ``data`` as an owned temp relation: its name and its
        column types (named as DuckDB names them)."""
        ...

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """The temp ``kind`` (``TABLE``: materialised, ``VIEW``) ``name`` as ``sql`` with
        bound ``params``; owned by the engine, dropped by :meth:`drop` or :meth:`close`."""
        ...

    def create_from_arrow(self, name: str, table: pa.Table) -> str:
        """A temp table ``name`` holding ``table`` (owned as :meth:`create`'s)."""
        ...

    def drop(self, names: set[str]) -> None:
        """Drop the owned relations ``names``, newest first."""
        ...

    def query(self, sql: str, params: dict | None = None) -> list[dict[str, Any]]:
        """The rows of a (small) result, as dicts by column name."""
        ...

    def relation(self, sql: str, params: dict | None = None) -> Any:
        """A lazy native relation: a ``DuckDBPyRelation`` or a Spark ``DataFrame``."""
        ...

    def fetch_arrow(self, sql: str, params: dict | None = None) -> pa.Table:
        """The result of ``sql`` as an Arrow table."""
        ...

    def columns(self, name: str) -> list[str]:
        """The column names of the relation ``name``."""
        ...

    def register_function(self, name: str, fn: Callable[..., pa.Array],
                          arg_types: Sequence[str], return_type: str) -> None:
        """Register ``fn`` (Arrow arrays -> Arrow array, vectorised, deterministic) as
        the SQL function ``name``; types are SQL type names (``"DOUBLE"``)."""
        ...

    def bind_list(self, name: str, values: list) -> None:
        """Bind a list to ``getvariable('name')`` of the templates (a DuckDB session
        variable; a named parameter on Spark) until :meth:`close`."""
        ...

    def without_optimizer(self, rule: str) -> AbstractContextManager[None]:
        """A context in which the optimizer rule ``rule`` is off (a no-op where the
        engine has no such rule)."""
        ...

    def map_batches(self, sql: str, fn: Callable[[pa.Table], pa.Table], schema: pa.Schema,
                    *, name: str | None = None, params: dict | None = None) -> str:
        """Run the row-wise ``fn`` over ``sql``'s rows, in batches of any size and order
        (each output row depends on its input row only), and create the temp table
        ``name`` (made up when None) of its results, with ``schema``: one call over all
        rows on DuckDB, one per Arrow batch where the rows live on Spark (the data never
        gathers on the driver).  Returns the table's name."""
        ...

    def map_groups(self, sql: str, by: Sequence[str], fn: Callable[[pa.Table], pa.Table],
                   schema: pa.Schema, *, name: str | None = None,
                   params: dict | None = None, split: str | None = None) -> str:
        """Run ``fn`` once per group of ``sql``'s rows (``by``: the group columns, none
        for one group; NULL is a group) and create the temp table ``name`` (made up
        when None) of its results, with ``schema``.  Returns the table's name.  An
        empty input gives an empty table (``fn`` is not called).

        ``split`` (a column of ``sql``) declares ``fn`` row-wise within a group: each
        output row depends only on its input row and on constants of its group, so the
        engine may split a group into parts by a hash of ``split`` and call ``fn`` once
        per part (every call still sees rows of one group only, with their columns as
        ``sql`` gives them).  DuckDB calls ``fn`` once per group all the same; Spark
        groups by ``by`` and ``pmod(xxhash64(split), B)``, B its
        ``spark.sql.shuffle.partitions``, so that no task holds a whole group."""
        ...

    def close(self) -> None:
        """Drop every owned relation and bound list (the connection or session stays)."""
        ...


def check_engine(engine: str) -> str:
    """``engine`` if it is known, else an InputError naming the option."""
    from ..errors import InputError

    if engine not in ENGINES:
        raise InputError(f"--engine {engine!r}: use one of {', '.join(ENGINES)}")
    return engine


def engine_of(con: Any = None) -> Engine:
    """A new engine over ``con``, owning only what it makes: over an
    :class:`Engine`'s connection or session (not that engine's relations), a DuckDB
    connection, a SparkSession, or (None) a new DuckDB connection.  What a function
    that takes any of them reads and makes through; its :meth:`Engine.close` drops
    what it made and nothing else."""
    import duckdb

    if isinstance(con, Engine):
        con = con.con
    if con is None or isinstance(con, duckdb.DuckDBPyConnection):
        from .duckdb import DuckDBEngine

        return DuckDBEngine(con)
    from .spark import SparkEngine

    return SparkEngine(con)


def make_engine(engine: str | Engine = "duckdb", *, con: Any = None, spark: Any = None,
                threads: int | None = None, memory_limit: str | None = None) -> Engine:
    """An engine by name (``con``, ``threads``, ``memory_limit`` for DuckDB; ``spark``,
    ``threads`` for Spark), or ``engine`` itself when it is an :class:`Engine`."""
    from ..errors import InputError

    if not isinstance(engine, str):
        if not isinstance(engine, Engine):
            raise TypeError(f"engine must be one of {', '.join(ENGINES)} or an Engine, "
                            f"got {type(engine).__name__}")
        return engine
    check_engine(engine)
    if engine == "spark":
        if con is not None or memory_limit is not None:
            raise InputError("engine='spark' takes spark= and threads=, not con= or memory_limit=")
        from .spark import SparkEngine

        return SparkEngine(spark, threads=threads)
    if spark is not None:
        raise InputError("spark= needs engine='spark'")
    from .duckdb import DuckDBEngine

    return DuckDBEngine(con, threads=threads, memory_limit=memory_limit)
