"""The problem object's public interface: what every step uses of the problem it is given.

A step (``sdcsql.risk.individual``, ``sdcsql.risk.threshold``, ``sdcsql.risk.core``,
``sdcsql.risk.argus_rule``, ``sdcsql.protect.local_suppression``) takes a problem and
builds named temp relations from its keyed view and cell table, through the problem's
:attr:`~CellSource.engine` (:class:`sdcsql.engines.Engine`: DuckDB or Spark).  A step
that renders its templates with ``problem.engine.render`` and reads results with the
engine's ``query``/``relation``/``fetch_arrow`` runs on both engines with the same code.
Two classes implement the interface: :class:`sdcsql.problem.Problem` (any engine) and,
for the cell-level steps only, :class:`sdcsql.protect.regroup.CellView` (a cell table
regrouped under recodes).

* :class:`CellSource` — enough for the cell-level steps (cell risk, the global
  figures of the records, the threshold search over cells, the ARGUS rule).
* :class:`ProblemInterface` — a cell source that also has the records (keyed view):
  record and household risk, unsafe records, protection.

The names a relation's columns carry (``__sdc_k0``, ``fk``, ``Fk_hat``...) are the
templates' contract (``sql/frequencies/``), not this module's.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from .engines import Engine
    from .spec import Spec

__all__ = ["CellSource", "ProblemInterface"]


class CellSource(Protocol):
    """A cell table on a connection, and a place to build temp relations over it."""

    #: cells with Fk < fk found by the last risk computation (clamped to p = 1; set
    #: by the risk step)
    clamped_cells: int

    @property
    def engine(self) -> Engine:
        """The engine the relations live on (render, query, create, functions)."""
        ...

    @property
    def con(self) -> Any:
        """The engine's connection (DuckDB) or session (Spark)."""
        ...

    @property
    def spec(self) -> Spec:
        """The problem spec: keys, weight, household, missing-value mode, pi."""
        ...

    @property
    def cache(self) -> dict[str, str]:
        """The temp relations built so far, by step key (e.g. ``"cell_risk_exact"``): a
        step builds its relation once per problem and finds it here afterwards."""
        ...

    @property
    def n_keys(self) -> int:
        """The number of key variables (the cell table's ``__sdc_k0..`` columns)."""
        ...

    @property
    def has_null_keys(self) -> bool:
        """Whether some record has a NULL (missing) key; builds the cell table."""
        ...

    def name(self, what: str) -> str:
        """The name of this problem's temp relation for ``what`` (unique per problem)."""
        ...

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """Create the temp ``kind`` (``TABLE`` or ``VIEW``) ``name`` as ``sql`` bound to
        ``params``, owned (and dropped on close) by the problem; returns ``name``."""
        ...

    def create_from_arrow(self, name: str, table: Any) -> str:
        """Create the temp table ``name`` holding the Arrow ``table``, owned as
        :meth:`create`'s; returns ``name``."""
        ...

    def map_batches(self, name: str, sql: str, fn: Any, schema: Any) -> str:
        """Create the temp table ``name`` of the row-wise vectorised ``fn`` run over the
        rows of ``sql`` (:meth:`sdcsql.engines.Engine.map_batches`), owned as
        :meth:`create`'s; returns ``name``."""
        ...

    def cells_table(self) -> str:
        """The name of the cell table (built once): one row per cell with ``__sdc_cell``,
        the keys ``__sdc_k0..``, ``__sdc_c`` (records), ``fk`` and ``Fk_hat``."""
        ...


class ProblemInterface(CellSource, Protocol):
    """A cell source over records: the keyed view and the record-level steps."""

    @property
    def schema(self) -> dict[str, str]:
        """The input's column types by column name."""
        ...

    @property
    def keyed(self) -> str:
        """The name of the keyed view: every input column plus ``__sdc_k0..`` (keys after
        missing codes), ``__sdc_w`` (weight), ``__sdc_hh`` (household), ``__sdc_mask``."""
        ...

    @property
    def cell_code(self) -> list[dict[str, int]] | None:
        """Digits of a one-column integer cell code (None: records join their cell on
        every key); known once :meth:`cells_table` has run."""
        ...

    @property
    def internal_columns(self) -> list[str]:
        """The keyed view's own columns (``__sdc_`` prefix), dropped from outputs."""
        ...

    def records_sql(self, cells: str, cell_columns: list[str], *, ordered: bool,
                    keep_internal: bool = False, households: str | None = None,
                    household_columns: list[str] | None = None) -> str:
        """SQL of the records joined to their cell in ``cells`` (taking ``cell_columns``)
        and, when given, to their household in ``households`` (``household_columns``)."""
        ...

    def pattern_cells(self) -> str:
        """The name of the table of key patterns (built once): :meth:`cells_table`'s
        columns with NULL a value of its own whatever the missing-value convention
        (``fk`` = the pattern's records), the same ``__sdc_cell`` ids."""
        ...

    def cells_sql(self, cells: str, columns: list[str] | None = None) -> str:
        """SQL of the cell table ``cells`` as users see it: keys under their names,
        records, fk, Fk_hat and ``columns``, sorted by the keys."""
        ...

    def without_optimizer(self, name: str) -> AbstractContextManager[None]:
        """A context in which the engine's optimizer rule ``name`` is off (if it has one)."""
        ...
