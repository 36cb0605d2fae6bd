"""The DuckDB engine (one machine): :class:`sdcsql.engines.Engine` over a DuckDB connection.

Temp relations are ``CREATE OR REPLACE TEMP TABLE|VIEW``; list variables are
session variables (``SET VARIABLE``); Python functions are Arrow UDFs
(``create_function(..., type="arrow")``); :meth:`DuckDBEngine.map_groups` calls
its function once per group over Arrow.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import duckdb
import pyarrow as pa

from .._sql import quote_ident
from ..data import register_source, schema_of, set_memory_limit
from ..dialects import render_sql
from ..errors import InputError

__all__ = ["DuckDBEngine"]

_ids = itertools.count(1)


class DuckDBEngine:
    """An :class:`~sdcsql.engines.Engine` on ``con`` (default: a new in-memory connection).

    ``memory_limit`` caps DuckDB's memory (``sdcsql.data.DEFAULT_MEMORY_LIMIT`` on a
    connection made here; a connection given keeps its own unless told); ``threads``
    sets DuckDB's threads.
    """

    dialect = "duckdb"
    reread_kind = "VIEW"

    def __init__(self, con: duckdb.DuckDBPyConnection | None = None, *,
                 threads: int | None = None, memory_limit: str | None = None) -> None:
        if con is not None and memory_limit is not None:
            set_memory_limit(con, memory_limit)
        self._con = con if con is not None else duckdb.connect()
        if con is None:   # our connection: DEFAULT_MEMORY_LIMIT unless told
            set_memory_limit(self._con, memory_limit)
        if threads is not None:
            if not isinstance(threads, int) or threads < 1:
                raise InputError(f"threads must be a positive integer, got {threads!r}")
            self._con.execute(f"SET threads = {int(threads)}")
        self._objects: list[tuple[str, str]] = []
        self._variables: list[str] = []

    @property
    def con(self) -> duckdb.DuckDBPyConnection:
        return self._con

    def render(self, template: str, **params: Any) -> str:
        return render_sql(template, self.dialect, **params)

    def quote(self, name: str) -> str:
        return quote_ident(name)

    def read(self, data: Any, convert_csv: bool = True) -> tuple[str, dict[str, str]]:
        """The view of ``data`` and its schema; ``convert_csv`` False: a CSV input is not
        converted to Parquet (:func:`sdcsql.data.register_source`, for one scan)."""
        source = register_source(self._con, data, convert_csv)
        self._objects.append(("VIEW", source))
        return source, schema_of(self._con, source)

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        self._con.execute(f"CREATE OR REPLACE TEMP {kind} {quote_ident(name)} AS {sql}",
                          params or {})
        self._objects.append((kind, name))
        return name

    def create_from_arrow(self, name: str, table: pa.Table | pa.RecordBatchReader) -> str:
        """The temp table ``name`` of ``table`` (a reader's batches streamed in)."""
        rel = self._con.from_arrow(table)
        columns = ", ".join(f"{quote_ident(c)} {t}" for c, t in zip(rel.columns, rel.types,
                                                                      strict=True))
        self._con.execute(f"CREATE OR REPLACE TEMP TABLE {quote_ident(name)} ({columns})")
        self._objects.append(("TABLE", name))
        # insert through from_arrow (register() would import pandas: 0.25 s per process)
        rel.insert_into(name)
        return name

    def drop(self, names: set[str]) -> None:
        for kind, name in reversed([o for o in self._objects if o[1] in names]):
            try:
                self._con.execute(f"DROP {kind} IF EXISTS {quote_ident(name)}")
            except duckdb.Error:  # pragma: no cover - connection already closed
                pass
            self._objects.remove((kind, name))

    def query(self, sql: str, params: dict | None = None) -> list[dict[str, Any]]:
        cur = self._con.execute(sql, params or {})
        columns = [d[0] for d in cur.description]
        return [dict(zip(columns, row, strict=True)) for row in cur.fetchall()]

    def relation(self, sql: str, params: dict | None = None) -> duckdb.DuckDBPyRelation:
        return self._con.sql(sql, params=params) if params else self._con.sql(sql)

    def fetch_arrow(self, sql: str, params: dict | None = None) -> pa.Table:
        return self.relation(sql, params).to_arrow_table()

    def columns(self, name: str) -> list[str]:
        return list(self._con.sql(f"SELECT * FROM {quote_ident(name)} LIMIT 0").columns)

    def register_function(self, name: str, fn: Callable[..., pa.Array],
                          arg_types: Sequence[str], return_type: str) -> None:
        con: Any = self._con    # the stub knows Python-typed UDFs, not Arrow ones
        try:
            con.remove_function(name)
        except Exception:  # noqa: BLE001 - not registered yet
            pass
        con.create_function(
            name, fn, [duckdb.sqltype(t) for t in arg_types], duckdb.sqltype(return_type),
            type="arrow", null_handling="special", exception_handling="default",
            side_effects=False)

    def bind_list(self, name: str, values: list) -> None:
        self._con.execute(f"SET VARIABLE {quote_ident(name)} = $values", {"values": values})
        self._variables.append(name)

    @contextlib.contextmanager
    def without_optimizer(self, rule: str) -> Iterator[None]:
        """Switch one DuckDB optimizer rule off for the statements inside, then restore.

        DuckDB 2.0's ``partial_aggregate_pushdown`` pre-aggregates the records of a
        records-to-cells join by (keys, household) before grouping by household:
        nearly one group per record, which made the household step 2.5x slower.
        """
        known = {r[0] for r in self._con.execute(
            "SELECT name FROM duckdb_optimizers()").fetchall()}
        if rule not in known:
            yield
            return
        before = self._con.execute(
            "SELECT current_setting('disabled_optimizers')").fetchall()[0][0]
        disabled = [n for n in (before or "").split(",") if n.strip()] + [rule]
        self._con.execute("SET disabled_optimizers = $d", {"d": ",".join(disabled)})
        try:
            yield
        finally:
            self._con.execute("SET disabled_optimizers = $d", {"d": before or ""})

    def map_batches(self, sql: str, fn: Callable[[pa.Table], pa.Table], schema: pa.Schema,
                    *, name: str | None = None, params: dict | None = None) -> str:
        """One call of ``fn`` over all rows (one vectorised call: DuckDB's 2,048-row
        function chunks would hold the GIL); see :meth:`sdcsql.engines.Engine.map_batches`."""
        data = self.fetch_arrow(sql, params)
        result = fn(data).select(schema.names).cast(schema) if data.num_rows \
            else schema.empty_table()
        return self.create_from_arrow(name or f"__sdc_batches_{os.getpid()}_{next(_ids)}",
                                      result)

    def map_groups(self, sql: str, by: Sequence[str], fn: Callable[[pa.Table], pa.Table],
                   schema: pa.Schema, *, name: str | None = None,
                   params: dict | None = None, split: str | None = None) -> str:
        """One call of ``fn`` per group, over the group's rows as an Arrow table (in
        order of the groups' first rows), ``split`` or not (the group is in this
        process's memory already); see :meth:`sdcsql.engines.Engine.map_groups`."""
        data = self.fetch_arrow(sql, params)
        parts = []
        if data.num_rows:
            if by:
                index = data.append_column("__sdc_row", pa.array(range(data.num_rows),
                                                                   pa.int64()))
                groups = index.group_by(list(by), use_threads=False).aggregate(
                    [("__sdc_row", "list")])
                rows = groups.column("__sdc_row_list").to_pylist()
                parts = [fn(data.take(group)) for group in rows]
            else:
                parts = [fn(data)]
        result = pa.concat_tables([p.select(schema.names).cast(schema) for p in parts]) \
            if parts else schema.empty_table()
        return self.create_from_arrow(name or f"__sdc_groups_{os.getpid()}_{next(_ids)}", result)

    def close(self) -> None:
        self.drop({name for _, name in self._objects})
        for var in self._variables:
            try:
                self._con.execute(f"RESET VARIABLE {quote_ident(var)}")
            except duckdb.Error:  # pragma: no cover
                pass
        self._variables.clear()
