"""Risk after a recode from the cell table: regrouping cells, not rescanning records.

Recoding key variables merges cells (ARCHITECTURE principle 1; seed 003 section
3.4.3.2).  The base cells of a problem (one row per distinct key pattern, NULL a
value, with the exact record count and fixed-point weight sum) regroup under a
recode by a GROUP BY over the base cells (``sql/protect/recode/regrouped_cells.sql``), and
the missing-value-compatible counting (``sql/frequencies/cell_table.sql``) then
runs on the regrouped base cells as it would on base cells built from the records.

When this is exact (every missing-value mode):

* a recode never turns a value into NULL (none of the kinds does), so a record's
  NULL-mask is unchanged: the regrouped base cells are exactly those the recoded
  records would give;
* counts and weight sums add as integers, so no figure depends on the order of
  the additions.

The recode values are parameters of the regrouping statement (constants to DuckDB),
and the cell risk is read by the global figures in the same statement: the path is a
few statements over some thousand cells (timings in docs/benchmarks.md).

When a rescan of the records is needed instead (:func:`rescan_reason` says why):

* a recode of a key that has user missing codes may output one of those codes
  (then the keyed view would turn it into NULL, and the NULL-mask would change) —
  a ``map`` or ``bands`` output, a top/bottom ``replacement`` or ``value`` equal to a
  code, or a recode whose outputs are not known in advance (``truncate``, a
  ``quantile`` without ``replacement``);
* household figures: household risk multiplies over the members' records, so it
  needs the records (the cell view gives the record-level figures only).

Recodes of non-key variables do not change the cells: they are skipped here.

>>> import sdcsql
>>> from sdcsql.protect.recode import Recode
>>> sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7), (4, 7)) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     view = regroup(p, [Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))])
...     view.cells().fetchall()
[(1, 5, 2, 2, 2.0), (3, 7, 2, 2, 2.0)]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .. import frequencies as _freq
from .._sql import PARAMETER
from ..data import schema_of
from ..spec import Spec
from .recode import Binder, Recode, check_roles, recode_steps

if TYPE_CHECKING:  # pragma: no cover
    import pyarrow as pa

    from ..engines import Engine
    from ..interface import CellSource
    from ..problem import Problem
    from ..risk.individual import RiskSummary

__all__ = ["CellView", "key_categories", "regroup", "regrouped_summary", "rescan_reason"]

_views = itertools.count(1)


def rescan_reason(spec: Spec, recodes: Sequence[Recode]) -> str | None:
    """Why risk after ``recodes`` cannot come from the cell table (None: it can)."""
    na = spec.na_codes_map
    for rc in recodes:
        if rc.variable not in spec.keys or rc.variable not in na:
            continue
        outputs = rc.outputs()
        if outputs is None:
            return (f"{rc.where}: {rc.variable!r} has missing codes and a {rc.kind} recode "
                    "whose outputs are not known in advance: one could be a missing code")
        codes = {str(c) for c in na[rc.variable]} | {c for c in na[rc.variable]}
        if any(o in codes or str(o) in codes for o in outputs):
            return (f"{rc.where}: the recode of {rc.variable!r} outputs one of its missing "
                    "codes, which turns values into NULL")
    return None


class CellView:
    """A cell table regrouped from a problem's cells under key recodes.

    It is a :class:`~sdcsql.interface.CellSource`, as a problem is, for the cell-level steps
    (``sdcsql.risk.individual`` cell risk, :func:`sdcsql.risk.threshold.set_threshold`); its temp
    tables are dropped by :meth:`close`, or when the parent problem closes.  Keep
    the view open while its relations are used.
    """

    def __init__(self, parent: Problem, recodes: Sequence[Recode]) -> None:
        self.parent = parent
        self.con: Any = parent.con      # a DuckDB connection or a SparkSession
        self.spec = parent.spec
        self.recodes = tuple(recodes)
        self._tag = f"rg{next(_views)}"
        #: this view's temp relations by step key (see sdcsql.interface.CellSource)
        self.cache: dict[str, str] = {}
        self._own: set[str] = set()
        self.clamped_cells = 0
        self.cell_code = None
        # recode values are parameters of the regrouping statements: no session
        # variable to set, read per row, or reset
        self._bind = Binder(self.con, f"{parent.uid}_{self._tag}", as_parameters=True)
        check_roles(self.recodes, self.spec)
        base = parent.cells_table()
        key_recodes = [rc for rc in self.recodes if rc.variable in self.spec.keys]
        self._regrouped = bool(key_recodes)
        if key_recodes:
            columns = {k: f"__sdc_k{i}" for i, k in enumerate(self.spec.keys)}
            current = base
            # one regrouping for a run of recodes; a quantile or data-drawn breaks are resolved
            # over the cells regrouped so far, so it starts a new run
            runs: list[list[Recode]] = [[]]
            for rc in key_recodes:
                if rc.from_data and runs[-1]:
                    runs.append([])
                runs[-1].append(rc)
            for j, run in enumerate(runs):
                # the strata's types follow the keys'; only the keys are recoded
                types = dict(zip(self.spec.keys, self._key_types(current), strict=False))
                steps = recode_steps(self._recode_target(), run, types, self._bind,
                                     columns=columns,
                                     relation=current, count="__sdc_c",
                                     weight="__sdc_wsum", fixed_point=True)
                sql = self.engine.render("protect/recode/regrouped_cells.sql", base=current,
                                         n_keys=self.n_keys, steps=steps,
                                         columns=self.engine.columns(current))
                current = self.create("TABLE", self.name(f"base{j}"), sql,
                                       _used(self._bind.params, sql))
            base = current
        self.base = base

    # ------------------------------------------------------------ sdcsql.interface.CellSource
    @property
    def n_keys(self) -> int:
        return len(self.spec.cell_keys)

    def name(self, what: str) -> str:
        """A temp relation name of the parent's, tagged with this view."""
        return self.parent.name(f"{self._tag}_{what}")

    @property
    def engine(self) -> Engine:
        return self.parent.engine

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """Create a temp relation through the parent, dropped by :meth:`close`."""
        self._own.add(name)
        return self.parent.create(kind, name, sql, params)

    def create_from_arrow(self, name: str, table: pa.Table) -> str:
        """Create a temp table of ``table`` through the parent, dropped by :meth:`close`."""
        self._own.add(name)
        return self.parent.create_from_arrow(name, table)

    def map_batches(self, name: str, sql: str, fn: Any, schema: pa.Schema) -> str:
        """Create a temp table of ``fn`` over ``sql``'s rows through the parent, dropped
        by :meth:`close`."""
        self._own.add(name)
        return self.parent.map_batches(name, sql, fn, schema)

    def _recode_target(self) -> Any:
        """What recode_steps reads the data-drawn breaks through: the DuckDB
        connection, or the Spark engine (values bound as parameters)."""
        return self.con if self.engine.dialect == "duckdb" else self.engine

    def _key_types(self, relation: str) -> list[str]:
        if self.engine.dialect == "duckdb":
            schema = schema_of(self.con, relation)
        else:
            from ..engines.spark_types import spark_schema

            schema = spark_schema(self.con.table(relation))
        return [schema[f"__sdc_k{i}"] for i in range(self.n_keys)]

    def cells_table(self) -> str:
        """The regrouped cell table (columns as :meth:`sdcsql.Problem.cells_table`)."""
        if "cells" in self.cache:
            return self.cache["cells"]
        mode = self.spec.missing
        # a recode never turns a value into NULL: the NULL-masks are the parent's
        self.parent.cells_table()
        masks = list(self.parent.masks)
        targets = _freq.plan_targets(masks, self.n_keys)
        weighting = _freq.weighting_of(mode.alpha)
        plain = not mode.compatible or masks == [0]
        base = self.base
        if not self._regrouped:
            # the parent's cells carry fk, Fk_hat (and a code): keep the base columns
            base = self.create("VIEW", self.name("basecols"), self.engine.render(
                "protect/recode/regrouped_cells.sql", base=self.base, n_keys=self.n_keys, steps=[]))
        sql = self.engine.render("frequencies/cell_table.sql", base=base, n_keys=self.n_keys,
                     targets=targets, weighting=weighting,
                     category=plain, code=None)
        params = {"alpha": mode.alpha} if weighting == "alpha" and not plain else {}
        # plain counting is a projection of the base cells: a view is enough
        cells = self.create("VIEW" if plain else "TABLE", self.name("cells"), sql, params)
        self.cache["cells"] = cells
        self.null_masks = [m for m in masks if m != 0]
        return cells

    @property
    def has_null_keys(self) -> bool:
        """Whether some record has a NULL key (the parent's records)."""
        self.cells_table()
        return bool(self.null_masks)

    def close(self) -> None:
        """Drop this view's temp tables (the parent's cells stay)."""
        self.parent.drop(self._own)
        self._own.clear()
        self.cache.clear()

    # ------------------------------------------------------------ results
    def cells(self) -> Any:
        """One row per regrouped key pattern: keys, records, fk, Fk_hat (as Problem.cells;
        the engine's relation)."""
        return self.engine.relation(self.engine.render(
            "frequencies/cells.sql", cells=self.cells_table(), keys=list(self.spec.cell_keys),
            columns=[]))

    def risk_summary(self, method: str = "exact") -> RiskSummary:
        """The record-level global figures (no household figures: those need the records).

        The cell risk is not materialised: regrouped_global_risk.sql reads cell_risk.sql
        as a common table expression of the same statement.
        """
        from ..risk.individual import cell_risk_sql

        cell_risk_sql(self, method)  # the cells' risk values, once per method (cached)
        return regrouped_summary(self, method, self.clamped_cells)

    def categories(self, variable: str) -> int:
        """Number of distinct non-missing values of a key variable (from the cells)."""
        return key_categories(self, self.base, variable)


def key_categories(source: CellSource, cells: str, variable: str) -> int:
    """Number of distinct non-missing values of the key ``variable`` in ``cells`` (a cell
    or base cell table of ``source``), counted over cells (key_categories.sql)."""
    key = list(source.spec.keys).index(variable)
    engine = source.engine
    row = engine.query(engine.render("protect/recode/key_categories.sql", cells=cells,
                                     key=key))[0]
    return int(next(iter(row.values())))


def regrouped_summary(source: CellSource, method: str, clamped_cells: int = 0) -> RiskSummary:
    """The record-level global figures of ``source``'s cells and its risk values of
    ``method`` (computed before: ``cell_risk_sql``), on its engine
    (regrouped_global_risk.sql)."""
    from ..risk.individual import K_ANONYMITY_LEVELS, RiskSummary

    engine = source.engine
    row = engine.query(engine.render(
        "protect/recode/regrouped_global_risk.sql", cells=source.cells_table(),
        risk_values=source.cache[f"risk_values_{method}"], ks=list(K_ANONYMITY_LEVELS)),
        {"pi": source.spec.pi})[0]
    return RiskSummary.from_figures(row, method=method, spec=source.spec,
                                    clamped_cells=clamped_cells)


def _used(params: dict | None, sql: str) -> dict:
    """The parameters that ``sql`` references (a statement must bind exactly those):
    ``$name`` on DuckDB, ``:name`` in a Spark rendering."""
    names = set(PARAMETER.findall(sql)) | set(re.findall(r"(?<![:\w]):(\w+)", sql))
    return {k: v for k, v in (params or {}).items() if k in names}


def regroup(problem: Problem, recodes: Sequence[Recode]) -> CellView:
    """The cell table of ``problem`` after ``recodes``, from its cells (see the module doc).

    Raises :class:`~sdcsql.errors.InputError` when :func:`rescan_reason` finds that
    the regrouping would not be exact: recompute from the records then.
    """
    from ..errors import InputError

    reason = rescan_reason(problem.spec, recodes)
    if reason is not None:
        raise InputError(f"risk after this recode needs a rescan of the records: {reason}")
    return CellView(problem, recodes)
