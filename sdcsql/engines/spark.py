"""The risk pipeline on Apache Spark: the DuckDB templates rendered for Spark SQL.

Same methodology, same templates, same numbers (to 1e-12 relative, tested in
tests/test_spark.py) as :class:`sdcsql.Problem` and :mod:`sdcsql.risk.individual` /
:mod:`sdcsql.risk.threshold`: the keyed view, the cell table under every
missing-value convention (seed 002 section 4; seed 004 section 3.2.2), the
individual risk per cell by the vectorised functions of
:mod:`sdcsql.udfs.individual` registered as a Spark Arrow UDF (seed 000 section 3.3),
household risk (seed 000 formula 19), the global figures (seed 000 section 3.5),
the threshold search (seed 000 section 4.1) and the unsafe records.  Local
suppression has no Spark rendering (:class:`~sdcsql.dialects.DialectError`).

Each step is one template rendered by :func:`sdcsql.dialects.render_sql`, run with
``spark.sql(sql, args=params)`` and registered as a temporary view; the steps the
DuckDB engine keeps as tables are materialised with ``localCheckpoint`` (so that
the ids ``monotonically_increasing_id`` gives do not change between uses).

Needs the optional extra: ``pip install 'sdcsql[spark]'`` (pyspark, sqlglot; Java 17).
"""

from __future__ import annotations

import contextlib
import itertools
import math
import os
import sys
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa

from .. import frequencies as _freq
from .._sql import quote_ident
from ..data import Result
from ..dialects import render_sql
from ..errors import InputError, SdcsqlWarning
from ..problem import check_input, keyed_entries
from ..risk.individual import K_ANONYMITY_LEVELS, RiskSummary, check_method
from ..risk.threshold import (
    HouseholdThresholdResult,
    ThresholdResult,
    household_result,
    household_target,
    threshold_result,
    threshold_target,
    unsafe_arguments,
)
from ..spec import RESERVED_PREFIX, Spec

__all__ = ["SparkProblem", "SparkRiskResult", "spark_session", "check_spark_session",
           "read_spark", "spark_schema"]

_ids = itertools.count(1)

#: Spark settings the templates rely on (exact DECIMAL sums keep their scale).
REQUIRED_CONF = {"spark.sql.decimalOperations.allowPrecisionLoss": "false"}


def _pyspark() -> Any:
    try:
        import pyspark  # noqa: F401
        from pyspark.sql import SparkSession
    except ImportError:  # pragma: no cover - core install
        raise InputError("--engine spark needs pyspark: pip install 'sdcsql[spark]'") from None
    return SparkSession


def spark_session(threads: int | None = None) -> Any:
    """The active SparkSession, or a new local one (``local[threads]``, default 2).

    On a cluster, build the session as usual (``SparkSession.builder...``) and
    pass it as ``spark=``: nothing else changes.
    """
    session_cls = _pyspark()
    active = session_cls.getActiveSession()
    if active is not None:
        check_spark_session(active)
        return active
    if threads is not None and (not isinstance(threads, int) or threads < 1):
        raise InputError(f"threads must be a positive integer, got {threads!r}")
    # Spark's Python workers start PYSPARK_PYTHON, else the system python3, which may
    # not have pyarrow (a venv used without activating it, pipx): run them with this
    # interpreter unless the user chose one
    for var in ("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON"):
        os.environ.setdefault(var, sys.executable)
    builder = (session_cls.builder.master(f"local[{threads or 2}]").appName("sdcsql")
               .config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false")
               .config("spark.sql.shuffle.partitions", str(2 * (threads or 2)))
               .config("spark.sql.session.timeZone", "UTC"))
    for key, value in REQUIRED_CONF.items():
        builder = builder.config(key, value)
    with warnings.catch_warnings():
        # pyspark 4.3 warns that it is untested with pandas 3: the engine passes Arrow
        # arrays to its UDFs, never pandas objects
        warnings.filterwarnings("ignore", message="PySpark does not yet fully support pandas",
                                category=FutureWarning)
        spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    check_spark_session(spark)
    return spark


def check_spark_session(spark: Any) -> None:
    """Set the session settings the templates need (runtime SQL settings)."""
    for key, value in REQUIRED_CONF.items():
        spark.conf.set(key, value)


_SPARK_TYPES = {"ByteType": "TINYINT", "ShortType": "SMALLINT", "IntegerType": "INTEGER",
                "LongType": "BIGINT", "FloatType": "FLOAT", "DoubleType": "DOUBLE",
                "StringType": "VARCHAR", "BooleanType": "BOOLEAN", "DateType": "DATE",
                "TimestampType": "TIMESTAMP", "TimestampNTZType": "TIMESTAMP",
                "BinaryType": "BLOB"}


def _type_name(dtype: Any) -> str:
    """A Spark data type as the DuckDB type name the spec checks understand."""
    name = type(dtype).__name__
    if name == "DecimalType":
        return f"DECIMAL({dtype.precision},{dtype.scale})"
    if name == "ArrayType":
        return _type_name(dtype.elementType) + "[]"
    if name in ("StructType", "MapType"):
        return name[:-4].upper()
    return _SPARK_TYPES.get(name, name.upper())


def spark_schema(df: Any) -> dict[str, str]:
    """``{column: type}`` of a Spark DataFrame, types named as DuckDB names them."""
    return {f.name: _type_name(f.dataType) for f in df.schema.fields}


def read_spark(spark: Any, data: Any) -> Any:
    """A Spark DataFrame from a DataFrame, a table name, or a CSV/Parquet file or directory.

    A Parquet directory may be partitioned (``key=value`` subdirectories): the
    partition columns are read as columns.  CSV: header row, types inferred.
    """
    if hasattr(data, "sparkSession") and hasattr(data, "schema"):
        return data
    if isinstance(data, str) and not os.path.exists(data) and spark.catalog.tableExists(data):
        return spark.table(data)
    path = Path(data)
    if not path.exists():
        raise InputError(f"input {str(path)!r} does not exist")
    if path.is_dir():
        files = [p for p in path.rglob("*") if p.is_file() and not p.name.startswith((".", "_"))]
        if files and all(p.suffix.lower() == ".csv" for p in files):
            return spark.read.csv(str(path), header=True, inferSchema=True,
                                  recursiveFileLookup=True)
        return spark.read.parquet(str(path))
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return spark.read.csv(str(path), header=True, inferSchema=True)
    if suffix == ".parquet":
        return spark.read.parquet(str(path))
    raise InputError(f"input {str(path)!r}: use a .csv or .parquet file, or a Parquet directory")


def arrow_risk_udf(method: str) -> Any:
    """The risk function of :mod:`sdcsql.udfs.individual` as a Spark Arrow UDF (fk, Fk) -> risk."""
    from pyspark.sql.functions import arrow_udf

    from ..udfs.individual import risk_udf

    kernel = risk_udf(method)

    def sdc_risk(fk: pa.Array, Fk: pa.Array) -> pa.Array:  # noqa: N803
        return kernel(fk, Fk)

    # pyspark's stub lists only the forms with functionType; the documented form that
    # reads the UDF type from the type hints is missing from it
    return arrow_udf(sdc_risk, "double")  # type: ignore[call-overload]


@dataclass
class SparkRiskResult(Result):
    """Spark DataFrames of one risk computation and its summary
    (as :class:`sdcsql.risk.individual.RiskResult`)."""

    cells: Any          #: keys, records, fk, Fk_hat, risk
    records: Any        #: input columns + fk, Fk_hat, risk[, household_risk]
    households: Any     #: one row per household, or None
    summary: RiskSummary

    def to_json(self) -> dict[str, Any]:
        return self.summary.to_json()

    def table(self) -> str:
        return self.summary.table()


class SparkProblem:
    """A :class:`~sdcsql.spec.Spec` bound to input data on a SparkSession.

    ``data``: a Spark DataFrame, a table name of the session, or a CSV/Parquet
    file or (partitioned) Parquet directory.  ``spark``: the session (default:
    the active one, else a new ``local[threads]`` session).  The steps are those
    of :class:`sdcsql.Problem` (``records``, ``cells``, ``risk``,
    ``set_threshold``, ``set_household_threshold``, ``unsafe_records``).
    """

    engine = "spark"
    #: all compatible-cell joins as one (cell_table.sql): Spark runs each join of the
    #: 'joins' plan as its own shuffle stages (57 joins: 23 s on 200k records)
    cell_table_method = "grouped"

    def __init__(self, data: Any, spec: Spec, spark: Any = None,
                 threads: int | None = None) -> None:
        if not isinstance(spec, Spec):
            raise TypeError("spec must be an sdcsql.Spec")
        self.spark = spark if spark is not None else spark_session(threads)
        check_spark_session(self.spark)
        self.spec = spec
        self._uid = f"{os.getpid()}_{next(_ids)}"
        self._views: list[str] = []
        self._frames: list[Any] = []
        self.cache: dict[str, str] = {}
        self._params: dict[str, Any] = {}
        self.clamped_cells = 0
        self.cell_code = None   # records join their cell on the keys (no integer code)
        try:
            df = read_spark(self.spark, data)
            self.source = self._register(self.name("src"), df)
            self.schema = spark_schema(df)
            spec.check_schema(self.schema)
            self.keyed = self._create_keyed()
            self._check_data()
        except BaseException:
            self.close()
            raise

    # ----------------------------------------------------------------- housekeeping
    @property
    def con(self) -> Any:
        """The SparkSession, as the interface's connection
        (:class:`sdcsql.interface.CellSource`)."""
        return self.spark

    def name(self, what: str) -> str:
        """The name of this problem's temp view for ``what`` (unique per problem)."""
        return f"__sdc_{what}_{self._uid}"

    def _register(self, name: str, df: Any) -> str:
        df.createOrReplaceTempView(name)
        self._views.append(name)
        return name

    def create(self, kind: str, name: str, sql: str, params: dict | None = None) -> str:
        """See :meth:`sdcsql.interface.CellSource.create` (a TABLE is checkpointed)."""
        df = self.spark.sql(sql, args=params or None)
        if kind == "TABLE":
            df = df.localCheckpoint(eager=True)
            self._frames.append(df)
        return self._register(name, df)

    @contextlib.contextmanager
    def without_optimizer(self, name: str) -> Iterator[None]:
        """No rule to switch off on Spark (DuckDB's optimizer rules, see
        :meth:`sdcsql.Problem.without_optimizer`): the statements run as they are."""
        yield

    def sql(self, sql: str, params: dict | None = None) -> Any:
        """Run a Spark SQL statement with named parameters."""
        return self.spark.sql(sql, args=params or None)

    def close(self) -> None:
        """Drop every temporary view and release every materialised step."""
        for name in reversed(self._views):
            try:
                self.spark.catalog.dropTempView(name)
            except Exception:  # noqa: BLE001 - session already stopped
                pass
        for df in self._frames:
            try:
                df.unpersist()
            except Exception:  # noqa: BLE001
                pass
        self._views.clear()
        self._frames.clear()
        self.cache.clear()

    def __enter__(self) -> SparkProblem:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def n_keys(self) -> int:
        return len(self.spec.cell_keys)

    # ----------------------------------------------------------------- keyed view
    def _create_keyed(self) -> str:
        spec = self.spec
        keys, params = keyed_entries(spec, self.schema, lambda i: f"sdc_na_{i}")
        sql = render_sql(
            "frequencies/keyed.sql", "spark",
            source=self.source, keys=keys, weight=spec.weight, household=spec.household,
            household_size=spec.household_size)
        # materialised: __sdc_row must not change between the steps that read it
        return self.create("TABLE", self.name("keyed"), sql, params)

    def _check_data(self) -> dict[str, Any]:
        """One scan of the keyed view: the checks of :class:`sdcsql.Problem`, same messages
        (:func:`sdcsql.problem.check_input`)."""
        return check_input(self.spec, self.schema, self.source, self.keyed,
                           lambda template, params: self.sql(
                               render_sql(template, "spark", **params)).collect()[0].asDict())

    # ----------------------------------------------------------------- frequencies
    def cells_table(self) -> str:
        """See :meth:`sdcsql.interface.CellSource.cells_table`."""
        if "cells" in self.cache:
            return self.cache["cells"]
        mode = self.spec.missing
        base = self.create("TABLE", self.name("base"), render_sql(
            "frequencies/base_cells.sql", "spark", keyed=self.keyed, n_keys=self.n_keys))
        masks = sorted(r[0] for r in self.sql(
            f"SELECT DISTINCT __sdc_mask FROM {quote_spark(base)}").collect())
        targets = _freq.plan_targets(masks, self.n_keys)
        weighting = _freq.weighting_of(mode.alpha)
        plain = not mode.compatible or masks == [0]
        sql = render_sql(
            "frequencies/cell_table.sql", "spark", base=base, n_keys=self.n_keys,
            targets=targets, weighting=weighting, category=plain,
            code=None, method=self.cell_table_method)
        params = {"alpha": mode.alpha} if weighting == "alpha" and not plain else {}
        cells = self.create("TABLE", self.name("cells"), sql, params)
        self.null_masks = [m for m in masks if m != 0]
        self.cache["cells"] = cells
        return cells

    @property
    def internal_columns(self) -> list[str]:
        return [c for c in self.spark.table(self.keyed).columns if c.startswith(RESERVED_PREFIX)]

    @property
    def has_null_keys(self) -> bool:
        self.cells_table()
        return bool(self.null_masks)

    def cells(self) -> Any:
        """The cell table (one row per key pattern; see :meth:`sdcsql.Problem.cells`)."""
        cells = self.cells_table()
        return self.sql(f"SELECT {self._key_columns()}, __sdc_c AS records, fk, Fk_hat "
                        f"FROM {quote_spark(cells)} ORDER BY {self._key_order()}")

    def _key_columns(self) -> str:
        return ", ".join(f"__sdc_k{i} AS {quote_spark(k)}"
                         for i, k in enumerate(self.spec.cell_keys))

    def _key_order(self) -> str:
        return ", ".join(f"__sdc_k{i} ASC NULLS LAST" for i in range(self.n_keys))

    def records_sql(self, cells: str, cell_columns: list[str], *, ordered: bool,
                    keep_internal: bool = False, households: str | None = None,
                    household_columns: list[str] | None = None) -> str:
        """See :meth:`sdcsql.interface.ProblemInterface.records_sql`."""
        return render_sql(
            "frequencies/record_frequencies.sql", "spark", keyed=self.keyed, cells=cells,
            n_keys=self.n_keys,
            null_safe=self.has_null_keys, code=None, cell_columns=cell_columns,
            keep_internal=keep_internal, internal=self.internal_columns, households=households,
            household_columns=household_columns or [], ordered=ordered)

    def records(self, ordered: bool = True) -> Any:
        """Every input row and column plus ``fk`` and ``Fk_hat`` (input order)."""
        cells = self.cells_table()
        return self.sql(self.records_sql(cells, ["fk", "Fk_hat"], ordered=ordered))

    # ----------------------------------------------------------------- risk
    def _cell_risk_table(self, method: str) -> str:
        key = f"cell_risk_{method}"
        if key in self.cache:
            return self.cache[key]
        check_method(method)
        mode = self.spec.missing
        if method in ("argus", "argus2002") and mode.compatible and 0.0 < mode.alpha < 1.0:
            raise InputError(
                f"risk method {method!r} needs whole-number fk, but missing-value mode {mode} "
                "gives fractional fk: use method 'exact' (or missing 'wildcard'/'conservative')")
        from pyspark.sql import functions as F

        cells = self.cells_table()
        clamped = self.sql(f"SELECT count_if(fk > Fk_hat) FROM {quote_spark(cells)} "
                           "WHERE fk > 0").collect()[0][0]
        udf = arrow_risk_udf(method)
        values = (self.spark.table(cells).where("fk > 0")
                  .select("__sdc_cell", udf(F.col("fk").cast("double"), F.col("Fk_hat")).alias("r"))
                  .localCheckpoint(eager=True))
        self._frames.append(values)
        values_name = self._register(self.name(f"risk_values_{method}"), values)
        if clamped and method != "sdcmicro":
            warnings.warn(
                f"{clamped} cell(s) have Fk < fk (weights below 1), so the sampling fraction "
                "p = fk / Fk exceeds 1; it is clamped to 1 (risk 1 / fk)",
                SdcsqlWarning, stacklevel=4)
        self.clamped_cells = int(clamped)
        name = self.create("TABLE", self.name(key), render_sql(
            "risk/individual/cell_risk.sql", "spark", cells=cells, risk_values=values_name),
            {"pi": self.spec.pi})
        self.cache[key] = name
        return name

    def _households_table(self, method: str) -> str | None:
        if not self.spec.household:
            return None
        key = f"households_{method}"
        if key not in self.cache:
            cell_risk = self._cell_risk_table(method)
            sql = render_sql(
                "risk/individual/household_risk.sql",
                "spark", keyed=self.keyed, cell_risk=cell_risk,
                n_keys=self.n_keys,
                null_safe=self.has_null_keys, code=None,
                household_size_given=self.spec.household_size is not None)
            self.cache[key] = self.create("TABLE", self.name(key), sql)
        return self.cache[key]

    def _core_table(self, method: str) -> str:
        key = f"core_{method}"
        if key not in self.cache:
            households = self._households_table(method)
            function = "sdc_risk_udf" if method == "exact" else f"sdc_risk_udf_{method}"
            self.spark.udf.register(function, arrow_risk_udf(method))
            self.cache[key] = self.create("TABLE", self.name(key), render_sql(
                "risk/core/core_risk.sql", "spark", keyed=self.keyed, households=households,
                risk_function=function), {"pi": self.spec.pi})
        return self.cache[key]

    def risk(self, method: str = "exact", ordered: bool = True) -> SparkRiskResult:
        """Individual, household and global risk
        (see :func:`sdcsql.risk.individual.compute_risk`)."""
        cell_risk = self._cell_risk_table(method)
        households = self._households_table(method)
        row = self.sql(render_sql("risk/individual/global_risk.sql", "spark", cell_risk=cell_risk,
                                  households=households, ks=list(K_ANONYMITY_LEVELS))).collect()[0]
        figures = row.asDict()
        summary = RiskSummary.from_figures(figures, method=method, spec=self.spec,
                                           clamped_cells=self.clamped_cells)
        cells_df = self.sql(f"SELECT {self._key_columns()}, __sdc_c AS records, fk, Fk_hat, risk "
                            f"FROM {quote_spark(cell_risk)} ORDER BY {self._key_order()}")
        records_df = self.sql(self.records_sql(
            cell_risk, ["fk", "Fk_hat", "risk"], ordered=ordered, households=households,
            household_columns=["household_risk"] if households else []))
        households_df = None
        if households:
            assert self.spec.household is not None      # households come from a household id
            households_df = self.sql(
                f"SELECT __sdc_hh AS {quote_spark(self.spec.household)}, members, household_size, "
                f"household_risk FROM {quote_spark(households)} ORDER BY 1")
        return SparkRiskResult(cells=cells_df, records=records_df, households=households_df,
                               summary=summary)

    # ----------------------------------------------------------------- thresholds
    def _levels_table(self, what: str, method: str, rule: str) -> str:
        key = f"threshold_levels_{what}_{method}_{'ge' if rule == '>=' else 'gt'}"
        if key not in self.cache:
            relation: str | None
            if what == "cells":
                relation, value, weight = self._cell_risk_table(method), "risk", "__sdc_c"
            else:
                relation = self._households_table(method)
                assert relation is not None
                value, weight = "household_risk", "members"
            self.cache[key] = self.create("TABLE", self.name(key), render_sql(
                "risk/threshold/risk_levels.sql", "spark", relation=relation, value=value,
                weight=weight, rule=rule))
        return self.cache[key]

    def _choose(self, levels: str, chosen_by: str, rule: str, target: float) -> dict[str, Any]:
        sql = render_sql("risk/threshold/threshold_choice.sql", "spark", levels=levels,
                         chosen_by=chosen_by, rule=rule)
        return self.sql(sql, {"target": float(target)}).collect()[0].asDict()

    def set_threshold(self, *, risk: float | None = None, reid_rate: float | None = None,
                      unsafe_records: int | None = None, method: str = "exact",
                      rule: str = ">=") -> ThresholdResult:
        """See :func:`sdcsql.risk.threshold.set_threshold` (same arguments, same result)."""
        rule, chosen_by, target = threshold_target(risk, reid_rate, unsafe_records, method, rule)
        row = self._choose(self._levels_table("cells", method, rule), chosen_by, rule, target)
        return threshold_result(row, rule, chosen_by, target, method)

    def set_household_threshold(self, *, household_risk: float | None = None,
                                reid_rate: float | None = None, method: str = "exact",
                                rule: str = ">=") -> HouseholdThresholdResult:
        """See :func:`sdcsql.risk.threshold.set_household_threshold`."""
        rule, chosen_by, target = household_target(self.spec, household_risk, reid_rate,
                                                    method, rule)
        row = self._choose(self._levels_table("households", method, rule),
                           "risk" if chosen_by == "household_risk" else "reid_rate", rule, target)

        def flagged(threshold: float) -> int:
            return self._unsafe(math.inf, threshold, rule, method, ordered=False) \
                .where("unsafe_reason IS NOT NULL").count()

        return household_result(row, rule, chosen_by, target, method, flagged)

    def _unsafe(self, threshold: float, household_threshold: float | None, rule: str,
                method: str, ordered: bool) -> Any:
        cell_risk = self._cell_risk_table(method)
        households = self._households_table(method)
        core = self._core_table(method) if households and math.isfinite(threshold) else None
        sql = render_sql(
            "risk/threshold/unsafe_records.sql", "spark", keyed=self.keyed, cell_risk=cell_risk,
            n_keys=self.n_keys,
            null_safe=self.has_null_keys, code=None, internal=self.internal_columns,
            households=households, household_rule=household_threshold is not None, core=core,
            rule=rule, ordered=ordered)
        params: dict[str, Any] = {"threshold": float(threshold)}
        if household_threshold is not None:
            params["household_threshold"] = float(household_threshold)
        return self.sql(sql, params)

    def unsafe_records(self, threshold: ThresholdResult | float | None,
                       household_threshold: HouseholdThresholdResult | float | None = None,
                       method: str = "exact", rule: str | None = None) -> Any:
        """See :func:`sdcsql.risk.threshold.unsafe_records` (a Spark DataFrame, input order)."""
        value, hh_value, the_rule = unsafe_arguments(self.spec, self.schema, threshold,
                                                      household_threshold, method, rule)
        return self._unsafe(value, hh_value, the_rule, method, ordered=True)


def quote_spark(name: str) -> str:
    """A Spark identifier (backticks, embedded backticks doubled)."""
    quote_ident(name)  # the same checks as every identifier
    return "`" + name.replace("`", "``") + "`"
