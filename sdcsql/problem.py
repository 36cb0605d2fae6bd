"""A problem: a spec bound to input data on an engine (DuckDB or Spark), with the keyed
view and the frequency steps.

Each step renders one template for the problem's engine into one named relation
(:class:`sdcsql.engines.Engine`).  Temporary objects are owned by the problem and
dropped by :meth:`Problem.close` (or on leaving a ``with`` block).
"""

from __future__ import annotations

import itertools
import os
import warnings
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb
import pyarrow as pa

from . import frequencies as _freq
from .data import read_error
from .engines import Engine, make_engine
from .engines.duckdb import DuckDBEngine
from .errors import ContinuousKeyWarning, InputError, SdcsqlWarning
from .formats import metadata_of, with_missing_codes
from .spec import RESERVED_PREFIX, Spec, is_float_type, is_integer_type, is_numeric_type

if TYPE_CHECKING:  # pragma: no cover
    from .protect.search import SearchResult
    from .risk.individual import RiskResult

__all__ = ["Problem"]

_ids = itertools.count(1)

#: A numeric key looks continuous (ContinuousKeyWarning) when it has values that are
#: not whole numbers among more than CONTINUOUS_FRACTIONAL_VALUES distinct values, or
#: more than CONTINUOUS_MIN_VALUES distinct values and more distinct values than
#: CONTINUOUS_SHARE of its non-missing records (fewer than two records per value on
#: average).  Text keys are never flagged; nor is an age in years (about 100 values),
#: whatever the sample size, nor a key recoded into a few bands labelled by non-whole
#: edges (docs/protect/recode.md).
CONTINUOUS_SHARE = 0.5
CONTINUOUS_MIN_VALUES = 100
CONTINUOUS_FRACTIONAL_VALUES = 20

#: The keyed view is materialised on Spark: its ``__sdc_row`` ids
#: (``monotonically_increasing_id``) must not change between the steps that read it.
KEYED_KIND = {"duckdb": "VIEW", "spark": "TABLE"}


class Problem:
    """A :class:`~sdcsql.spec.Spec` bound to input data on an engine.

    >>> import sdcsql
    >>> p = sdcsql.Problem("SELECT * FROM (VALUES (1, 2, 10), (1, 2, 30), (1, 3, 5)) t(a, b, w)",
    ...                    sdcsql.Spec(keys=["a", "b"], weight="w"))
    >>> p.records().fetchall()
    [(1, 2, 10, 2, 40.0), (1, 2, 30, 2, 40.0), (1, 3, 5, 1, 5.0)]

    ``engine``: ``"duckdb"`` (default), ``"spark"`` or an :class:`~sdcsql.engines.Engine`
    (shared: the problem drops only what it created).  DuckDB: ``con`` (default: a new
    connection), ``threads``, and ``memory_limit`` (e.g. ``"2GB"``; past it DuckDB spills
    to a private temporary directory; on a connection the problem opens itself it
    defaults to ``sdcsql.data.DEFAULT_MEMORY_LIMIT``, a connection you give keeps its
    own setting unless ``memory_limit`` is given).  Spark: ``spark`` (default: the
    active session, else a new ``local[threads]`` one).  ``data``: what the engine
    reads (DuckDB: a table, view, query, file, relation, Arrow or DataFrame; Spark: a
    DataFrame, table name, CSV/Parquet file or Parquet directory).  Relations come
    back as the engine's own: DuckDB relations or Spark DataFrames.

    ``cells_only`` (the sensitive variables a search reads, or ``[]``): the problem is
    read for :meth:`search` only.  A CSV file on DuckDB (without a household or person
    id) is then read in one scan, not converted to Parquet: the keyed view grouped by
    the keys and those variables, from which the checks and the search's cells are
    summed (docs/protect/search.md, "Reading a CSV once").  Other steps still work,
    reading the CSV anew in each statement.
    """

    #: set by from_checked (before __init__) to skip the validation scan
    _skip_check: bool = False

    def __init__(self, data: Any, spec: Spec, con: Any = None, threads: int | None = None,
                 memory_limit: str | None = None, *, engine: str | Engine = "duckdb",
                 spark: Any = None, cells_only: Sequence[str] | None = None) -> None:
        if not isinstance(spec, Spec):
            raise TypeError("spec must be an sdcsql.Spec")
        self._owns_engine = isinstance(engine, str)
        self.engine: Engine = make_engine(engine, con=con, spark=spark, threads=threads,
                                          memory_limit=memory_limit)
        self.spec = spec
        #: unique to this problem: ends the names of its temp objects (:meth:`name`)
        self.uid = f"{os.getpid()}_{next(_ids)}"
        self._created: set[str] = set()
        #: the temp relations built so far, by step key (``"cells"``, ``"cell_risk_exact"``...)
        self.cache: dict[str, str] = {}
        #: cells with Fk < fk found by the last risk computation (clamped to p = 1)
        self.clamped_cells = 0
        #: digits of a one-column integer cell code (see :meth:`cells_table`)
        self.cell_code: list[dict[str, int]] | None = None
        #: every object this problem created, in order: (kind, name, sql, params);
        #: ``sdcsql sql`` prints them as a script (sdcsql/tools/sql_script.py)
        self.statements: list[tuple[str, str, str, dict[str, Any]]] = []
        #: the keyed view grouped (:meth:`_create_grouped`), when opened ``cells_only``
        self.grouped: str | None = None
        try:
            one_scan = cells_only is not None and _one_scan(self.engine, data, spec)
            if one_scan:
                assert isinstance(self.engine, DuckDBEngine)
                self.source, self.schema = self.engine.read(data, convert_csv=False)
            else:
                self.source, self.schema = self.engine.read(data)
            self._created.add(self.source)
            # a labelled input's user-missing codes are na_codes (the spec's win)
            self.spec = spec = with_missing_codes(spec, metadata_of(self.source))
            spec.check_schema(self.schema)
            self.keyed = self._create_keyed()
            if one_scan:
                self.grouped = self._create_grouped(
                    [c for c in cells_only or () if c in self.schema], Path(data))
                check_input(spec, self.schema, self.source, self.grouped,
                            lambda t, p: self._check_row(t, {**p, "counted": True}))
            # protect's rounds re-read the checked input with key values set to NULL:
            # nothing the scan refuses can appear, so they skip it (see from_checked)
            elif not getattr(self, "_skip_check", False):
                self._check_data()
        except BaseException:
            self.close()
            raise

    @classmethod
    def from_checked(cls, data: Any, spec: Spec, engine: Engine) -> Problem:
        """A problem on ``engine`` over data derived from a checked input by setting key
        values to NULL only (local suppression): the validation scan is skipped."""
        problem = cls.__new__(cls)
        problem._skip_check = True
        problem.__init__(data, spec, engine=engine)  # type: ignore[misc]
        return problem

    # ----------------------------------------------------------------- housekeeping
    @property
    def con(self) -> Any:
        """The engine's connection: a DuckDB connection or a SparkSession."""
        return self.engine.con

    def name(self, what: str) -> str:
        """The name of this problem's temp object for ``what`` (unique per problem)."""
        return f"__sdc_{what}_{self.uid}"

    def close(self) -> None:
        """Drop every temporary object this problem created."""
        if self._owns_engine:
            self.engine.close()
        else:
            self.engine.drop(self._created)
        self._created.clear()
        self.cache.clear()

    def drop(self, names: set[str]) -> None:
        """Drop the temp objects ``names`` this problem created, newest first (the
        others stay until :meth:`close`)."""
        self.engine.drop(names & self._created)
        self._created -= names

    def __enter__(self) -> Problem:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def without_optimizer(self, name: str) -> AbstractContextManager[None]:
        """A context in which the engine's optimizer rule ``name`` is off (DuckDB)."""
        return self.engine.without_optimizer(name)

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """Create the temp ``kind`` (``TABLE`` or ``VIEW``) ``name`` as ``sql`` with
        ``params``; it is recorded in :attr:`statements` and dropped by :meth:`close`.
        Returns ``name``.  A recode's refusal raised inside the engine (a value below
        the first break of a band recode) is the :class:`InputError` it states."""
        try:
            self.engine.create(kind, name, sql, params)
        except Exception as exc:
            from .protect.recode import recode_error

            translated = recode_error(exc)
            if translated is not None:
                raise translated from None
            raise
        self._created.add(name)
        self.statements.append((kind, name, sql, dict(params or {})))
        return name

    def create_from_arrow(self, name: str, table: pa.Table) -> str:
        """Create the temp table ``name`` holding ``table`` (recorded and dropped as
        :meth:`create`'s)."""
        self.engine.create_from_arrow(name, table)
        self._created.add(name)
        self.statements.append(("TABLE", name, "", {}))
        return name

    def map_batches(self, name: str, sql: str, fn: Callable[[pa.Table], pa.Table],
                    schema: pa.Schema) -> str:
        """Create the temp table ``name`` of ``fn`` run over the rows of ``sql`` in
        batches (:meth:`sdcsql.engines.Engine.map_batches`; recorded and dropped as
        :meth:`create`'s)."""
        self.engine.map_batches(sql, fn, schema, name=name)
        self._created.add(name)
        self.statements.append(("TABLE", name, "", {}))
        return name

    # ----------------------------------------------------------------- keyed view
    def _create_keyed(self) -> str:
        spec = self.spec
        keys, codes = keyed_entries(spec, self.schema, lambda i: f"sdc_na_{self.uid}_{i}")
        for var, values in codes.items():
            self.engine.bind_list(var, values)
            self.statements.append(("VARIABLE", var, "", {"codes": values}))
        sql = self.engine.render(
            "frequencies/keyed.sql",
            source=self.source, keys=keys, weight=spec.weight, household=spec.household,
            household_size=spec.household_size,
        )
        return self.create(KEYED_KIND[self.engine.dialect], self.name("keyed"), sql)

    def _create_grouped(self, columns: list[str], path: Path) -> str:
        """The temp table of the keyed view grouped by the keys and ``columns``
        (``frequencies/keyed_counts.sql``): the one scan of a CSV read without its
        Parquet copy; a read error of that scan is :func:`~sdcsql.data.csv_error`'s."""
        from .data import csv_error

        sql = self.engine.render("frequencies/keyed_counts.sql", keyed=self.keyed,
                                 n_keys=self.n_keys, columns=columns,
                                 weighted=self.spec.weight is not None)
        try:
            return self.create("TABLE", self.name("grouped"), sql)
        except duckdb.Error as exc:
            raise csv_error(exc, [str(path)]) from None

    def _check_data(self) -> dict[str, Any]:
        """One scan of the keyed view: refuse what would give wrong numbers
        (:func:`check_input`)."""
        return check_input(self.spec, self.schema, self.source, self.keyed, self._check_row)

    def _check_row(self, template: str, params: dict[str, Any]) -> dict[str, Any]:
        """The row of counts of one check template, by column name."""
        try:
            return self.engine.query(self.engine.render(template, **params))[0]
        except duckdb.ConversionException as exc:
            if template == "frequencies/household_size_checks.sql":
                raise InputError(
                    f"household_size column {self.spec.household_size!r}: some values are not "
                    "whole numbers that fit in BIGINT (NaN, infinite or huge); fix the column"
                ) from None
            raise read_error(exc) from None
        except duckdb.Error as exc:
            if template == "frequencies/input_checks.sql":
                raise read_error(exc) from None
            raise

    # ----------------------------------------------------------------- frequencies
    @property
    def n_keys(self) -> int:
        """Keys and strata (``spec.cell_keys``): the ``__sdc_k<i>`` columns cells are counted by."""
        return len(self.spec.cell_keys)

    def cells_table(self) -> str:
        """The name of the cell table (built once): one row per cell with ``__sdc_cell``
        (its id), keys ``__sdc_k0..``, ``__sdc_c`` (records), ``fk`` and ``Fk_hat``."""
        if "cells" in self.cache:
            return self.cache["cells"]
        mode = self.spec.missing
        base = self._base_cells()
        masks = self.masks
        targets = _freq.plan_targets(masks, self.n_keys)
        weighting = _freq.weighting_of(mode.alpha)
        # without NULL keys, compatible counting is plain grouping: no joins needed
        plain = self._plain()
        sql = self.engine.render(
            "frequencies/cell_table.sql", base=base, n_keys=self.n_keys, targets=targets,
            weighting=weighting, category=plain, code=self.cell_code,
        )
        params = {"alpha": mode.alpha} if weighting == "alpha" and not plain else {}
        cells = self.create("TABLE", self.name("cells"), sql, params)
        self.cache["cells"] = cells
        if plain:
            self.cache["patterns"] = cells
        return cells

    def pattern_cells(self) -> str:
        """The name of the table of key patterns (built once): the columns of
        :meth:`cells_table` with NULL a value of its own whatever the spec's missing-value
        convention (``fk`` = the pattern's records), for the measures that count
        patterns, not compatible records (SUDA2).  The cell table itself when the
        convention makes them equal; the same ``__sdc_cell`` ids either way."""
        if "patterns" in self.cache:
            return self.cache["patterns"]
        base = self._base_cells()
        if self._plain():
            return self.cells_table()
        cells = self.create("TABLE", self.name("patterns"), self.engine.render(
            "frequencies/cell_table.sql", base=base, n_keys=self.n_keys, targets=[],
            weighting="none", category=True, code=self.cell_code))
        self.cache["patterns"] = cells
        return cells

    def _plain(self) -> bool:
        """Whether compatible counting is plain grouping (the category convention, or no
        key NULL anywhere): then the cell table needs no joins."""
        self._base_cells()
        return not self.spec.missing.compatible or self.masks == [0]

    def _base_cells(self) -> str:
        """The distinct key patterns (``frequencies/base_cells.sql``, built once), their
        NULL-masks and the cell code plan."""
        if "base" in self.cache:
            return self.cache["base"]
        render = self.engine.render
        base = self.create("TABLE", self.name("base"), render(
            "frequencies/base_cells.sql", keyed=self.keyed, n_keys=self.n_keys))
        self.masks = [r["__sdc_mask"] for r in self.engine.query(
            render("frequencies/null_masks.sql", base=base))]
        self.null_masks = [m for m in self.masks if m != 0]
        self.cell_code = self._plan_cell_code(base)
        self.cache["base"] = base
        return base

    def _plan_cell_code(self, base: str) -> list[dict[str, int]] | None:
        """Digits of a one-column integer cell code, when every key is an integer (DuckDB).

        Records then find their cell by a join on one BIGINT instead of on every key:
        the household step (a join followed by a GROUP BY household) ran 2x faster.
        None when a key is not an integer or the code would not fit in 62 bits, and
        on Spark (records join their cell on the keys).
        """
        if self.engine.dialect != "duckdb" or not all(
                is_integer_type(self.schema[k]) for k in self.spec.cell_keys):
            return None
        bounds = self.engine.query(self.engine.render(
            "frequencies/key_bounds.sql", base=base, n_keys=self.n_keys))[0]
        digits, stride = [], 1
        for i in range(self.n_keys):
            lo, hi = bounds[f"lo{i}"], bounds[f"hi{i}"]
            if lo is None:
                return None
            digits.append({"lo": int(lo), "stride": stride})
            stride *= int(hi) - int(lo) + 2      # digit 0 is NULL
            if stride >= 2 ** 62 or abs(int(lo)) >= 2 ** 62:
                return None
        return digits

    @property
    def internal_columns(self) -> list[str]:
        """The keyed view's own columns (``__sdc_`` prefix), dropped from outputs."""
        return [c for c in self.engine.columns(self.keyed) if c.startswith(RESERVED_PREFIX)]

    @property
    def has_null_keys(self) -> bool:
        """Whether some record has a NULL key (after missing codes); needs the base cells."""
        self._base_cells()
        return bool(self.null_masks)

    def cells_sql(self, cells: str, columns: list[str] | None = None) -> str:
        """SQL of the cell table ``cells`` as the user sees it (frequencies/cells.sql)."""
        return self.engine.render("frequencies/cells.sql", cells=cells,
                                  keys=list(self.spec.cell_keys), columns=columns or [])

    def cells(self) -> Any:
        """The cell table: one row per distinct key pattern (within its stratum, with
        strata) with ``fk`` and ``Fk_hat``."""
        return self.engine.relation(self.cells_sql(self.cells_table()))

    def records_sql(self, cells: str, cell_columns: list[str], *, ordered: bool,
                    keep_internal: bool = False, households: str | None = None,
                    household_columns: list[str] | None = None) -> str:
        """SQL of the records joined to their cell in ``cells`` (with ``cell_columns``)
        and, when given, their household in ``households`` (``household_columns``);
        input order when ``ordered``; the internal columns only if ``keep_internal``."""
        internal = self.internal_columns
        return self.engine.render(
            "frequencies/record_frequencies.sql", keyed=self.keyed, cells=cells,
            n_keys=self.n_keys,
            null_safe=self.has_null_keys, code=self.cell_code,
            cell_columns=cell_columns, keep_internal=keep_internal, internal=internal,
            households=households, household_columns=household_columns or [],
            ordered=ordered,
        )

    def records(self, ordered: bool = True) -> Any:
        """Every input row and column plus ``fk`` and ``Fk_hat``, in input order."""
        cells = self.cells_table()
        return self.engine.relation(self.records_sql(cells, ["fk", "Fk_hat"], ordered=ordered))

    def risk(self, method: str = "exact", ordered: bool = True) -> RiskResult:
        """Individual, household and global risk
        (:func:`sdcsql.risk.individual.compute_risk`)."""
        from .risk.individual import compute_risk

        return compute_risk(self, method, ordered=ordered)

    def search(self, **options: Any) -> SearchResult:
        """The least-loss recodes and suppression meeting the targets
        (:func:`sdcsql.protect.search.search`; docs/protect/search.md)."""
        from .protect.search import search

        return search(self, **options)


def _one_scan(engine: Engine, data: Any, spec: Spec) -> bool:
    """Whether a problem opened ``cells_only`` reads ``data`` in one scan: a CSV file on
    DuckDB, with no household or person id (their checks scan the records again)."""
    from .data import CSV_SUFFIXES

    return (isinstance(engine, DuckDBEngine) and isinstance(data, (str, Path))
            and Path(data).suffix.lower() in CSV_SUFFIXES and Path(data).is_file()
            and not spec.household and not spec.person_id)


def check_input(spec: Spec, schema: dict[str, str], source: str, keyed: str,
                run: Callable[[str, dict[str, Any]], Mapping[str, Any]]) -> dict[str, Any]:
    """The validation scan of every engine: refuse what would give wrong numbers.

    ``run(template, params)`` renders and runs one of ``frequencies/input_checks.sql``,
    ``household_size_checks.sql`` and ``person_id_checks.sql`` for the engine and
    returns its one row by column name.  Returns the data summary (records, records
    with a missing key, weights below 1).
    """
    n_keys = len(spec.keys)
    numeric = [{"i": i, "integer": is_integer_type(schema[k])}
               for i, k in enumerate(spec.keys) if is_numeric_type(schema[k])]
    nans = nan_columns(spec, schema)
    row = run("frequencies/input_checks.sql", {
        "keyed": keyed, "n_keys": len(spec.cell_keys), "household": bool(spec.household),
        "numeric": numeric, "nan_columns": [col for _, col, _ in nans]})
    n = row["n"]
    if n == 0:
        raise InputError("the input has no rows: there is nothing to protect")
    for i, k in enumerate(spec.keys):
        if row[f"k{i}_values"] == 0:
            raise InputError(
                f"key column {k!r} is NULL (or a missing code) in every record: "
                "drop it from the keys or fix the input"
            )
    _check_weights(spec, row)
    for j, col in enumerate(spec.strata, start=n_keys):
        if row[f"k{j}_values"] < n:
            raise InputError(f"strata column {col!r}: {n - row[f'k{j}_values']} record(s) have "
                             "no stratum (NULL); every record needs its stratum")
    refuse_nan(nans, [row[f"{col}_nan"] for _, col, _ in nans])
    _warn_continuous(spec, row, numeric)
    _check_households(spec, row, keyed, run)
    if spec.person_id:
        ids = run("frequencies/person_id_checks.sql",
                  {"source": source, "person_id": spec.person_id})
        if ids["nulls"] or ids["repeats"]:
            what = f"{ids['nulls']} record(s) have a NULL id" if ids["nulls"] else \
                f"{ids['repeats']} record(s) repeat an id of another record"
            raise InputError(
                f"person_id column {spec.person_id!r}: {what}; each record must be one "
                "person: drop duplicated records or fix the ids"
            )
    return {"n": n, "records_with_missing_keys": row["with_null_keys"],
            "weights_below_1": row["w_below1"]}


def _check_weights(spec: Spec, row: Mapping[str, Any]) -> None:
    """Refuse a missing, NaN, infinite, non-positive or huge weight; warn of weights
    below 1 (input_checks.sql's counts)."""
    wname = repr(spec.weight)
    for what, name in (("NULL", "w_null"), ("NaN", "w_nan"), ("infinite", "w_inf"),
                       ("zero or negative", "w_nonpos")):
        if row[name]:
            raise InputError(
                f"weight column {wname}: {row[name]} record(s) have a {what} weight; every "
                "sampling weight must be a positive finite number (fix or drop those records)"
            )
    if row["w_huge"]:
        raise InputError(
            f"weight column {wname}: {row['w_huge']} record(s) have a weight of 1e12 or more; "
            "sampling weights are numbers of population units a record stands for: "
            "check the column"
        )
    if row["w_below1"]:
        warnings.warn(
            f"weight column {wname}: {row['w_below1']} record(s) have a weight below 1; cells "
            "where Fk < fk get sampling fraction p > 1, which the risk step clamps to 1",
            SdcsqlWarning, stacklevel=5,
        )


def _warn_continuous(spec: Spec, row: Mapping[str, Any], numeric: list[dict[str, Any]]) -> None:
    """Warn of a numeric key that looks continuous (many distinct values, or values
    that are not whole numbers): every value a category, most records unique."""
    for key in numeric:
        i = key["i"]
        distinct, values = row[f"k{i}_distinct"], row[f"k{i}_values"]
        fractional = row[f"k{i}_fractional"] if distinct > CONTINUOUS_FRACTIONAL_VALUES else 0
        if fractional or (distinct > CONTINUOUS_MIN_VALUES
                          and distinct > CONTINUOUS_SHARE * values):
            why = (f"{distinct} distinct values, {fractional} record(s) with a value that "
                   "is not a whole number" if fractional
                   else f"{distinct} distinct values in {values} records")
            warnings.warn(
                f"key column {spec.keys[i]!r} looks continuous ({why}): every value is a "
                "category, so most records are unique; recode it into bands "
                "(docs/protect/recode.md) or leave it out of the keys", ContinuousKeyWarning,
                stacklevel=5)


def _check_households(spec: Spec, row: Mapping[str, Any], keyed: str,
                      run: Callable[[str, dict[str, Any]], Mapping[str, Any]]) -> None:
    """Refuse a record without a household id, and household sizes that differ within
    a household or are below its number of records (household_size_checks.sql)."""
    if spec.household and row["hh_null"]:
        raise InputError(
            f"household column {spec.household!r}: {row['hh_null']} record(s) have a NULL "
            "household id; give every record a household (a one-person household id if need be)"
        )
    if spec.household_size:
        sizes = run("frequencies/household_size_checks.sql", {"keyed": keyed})
        for name, what in (("nulls", "a NULL household size"),
                           ("differ", "members with different household sizes"),
                           ("small", "a household size below the number of its records")):
            if sizes[name]:
                raise InputError(
                    f"household_size column {spec.household_size!r}: {sizes[name]} household(s) "
                    f"of {spec.household!r} have {what}; every member of a household must "
                    "carry the same size, at least the number of members in the file"
                )


def nan_columns(spec: Spec, schema: dict[str, str]) -> list[tuple[str, str, str]]:
    """(what to name, keyed-view column, what it holds) of the keys and household id
    that may hold NaN (floating-point columns).  NaN is neither a category nor a
    missing value: the engines group NaN with NaN, while a pandas NaN arrives as
    NULL, so the same file would give two answers; it is refused (every engine)."""
    out = [(f"{'key' if i < len(spec.keys) else 'strata'} column {k!r}", f"__sdc_k{i}", "value")
           for i, k in enumerate(spec.cell_keys) if is_float_type(schema[k])]
    if spec.household and is_float_type(schema[spec.household]):
        out.append((f"household column {spec.household!r}", "__sdc_hh", "household id"))
    return out


def refuse_nan(columns: list[tuple[str, str, str]], counts: Any) -> None:
    """Refuse the first column of :func:`nan_columns` with a NaN count above 0."""
    for (name, _, what), cnt in zip(columns, counts, strict=True):
        if cnt:
            remedy = ("give those records a household id (a one-person household id if "
                      "need be)" if what == "household id" else
                      "make those values NULL (missing) or a valid code")
            raise InputError(f"{name}: {cnt} record(s) have a NaN {what}; NaN is neither a "
                             f"category nor a missing value: {remedy}")


def keyed_entries(spec: Spec, schema: dict[str, str],
                  var_name: Callable[[int], str]) -> tuple[list[dict[str, Any]], dict[str, list]]:
    """The key entries of ``frequencies/keyed.sql`` and the missing codes of each key
    that has some, by the variable name ``var_name(key position)`` that carries them
    (every engine)."""
    na = spec.na_codes_map
    keys: list[dict[str, Any]] = []
    codes: dict[str, list] = {}
    for i, k in enumerate(spec.cell_keys):
        entry: dict[str, Any] = {"name": k, "codes_var": None, "as_text": False}
        if k in na:
            var = var_name(i)
            numeric = is_numeric_type(schema[k])
            try:
                codes[var] = [float(c) for c in na[k]] if numeric else [str(c) for c in na[k]]
            except (TypeError, ValueError):
                raise InputError(
                    f"missing codes for numeric column {k!r} must be numbers, got {list(na[k])!r}"
                ) from None
            entry.update(codes_var=var, as_text=not numeric)
        keys.append(entry)
    return keys, codes
