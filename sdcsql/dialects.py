"""SQL dialects: every step's template rendered for DuckDB (default) or Spark SQL.

A template is written once, in DuckDB SQL.  :func:`render_sql` renders it with
Jinja (the variable ``dialect`` tells the template which engine it is rendered
for, for the rare block that must differ) and, for Spark, translates the result
with sqlglot and a few rewrites of the syntax tree that a plain translation does
not do:

* ``HUGEINT`` (the fixed-point integers of exact sums) becomes ``DECIMAL(38, 0)``.
  Every fixed-point sum of the templates stays below 10^38 (about 2^126.2) within
  the bounds the templates state (weights below 1e12 and up to 2^34 records in
  units of 2^-52; household risks in units of 2^-96 up to 2^30 records), so the
  integers, hence the sums, are the same as DuckDB's
  (docs/decisions/0003-spark-exact-sums.md).
* ``UBIGINT`` (the draws' 64-bit stream keys, ``CAST($key AS UBIGINT)``) becomes
  ``DECIMAL(20, 0)``, which holds every value of [0, 2^64); an integer parameter
  beyond BIGINT is bound as a ``Decimal`` (:func:`spark_args`), and
  :func:`udfs.draws.uniform_arrow` casts its key to UBIGINT, so the draws are DuckDB's
  bit for bit.
* ``getvariable('name')`` (user missing codes, a list) becomes the named
  parameter ``:name``, bound when the statement runs.
* ``error(msg)`` (a refusal raised inside the engine) becomes ``raise_error(msg)``.
* ``isfinite(x)`` becomes ``abs(x) < CAST('Infinity' AS DOUBLE)`` (Spark has none).
* ``GROUPING(a, b, ...)`` (the grouping set of a row, as bits) becomes
  ``grouping_id(a, b, ...)``: Spark's ``grouping`` takes one column.
* ``row_number() OVER ()`` (an id in arrival order) becomes
  ``monotonically_increasing_id()``: distinct, increasing in input order, not
  consecutive; the Spark engine materialises every relation that carries one, so
  that the ids do not change between uses.

``$name`` parameters become ``:name`` (Spark's named parameter markers).  The
DuckDB ``DECIMAL`` sums (``DECIMAL(38, 28)`` and ``DECIMAL(38, 24)``) keep their
scale on Spark only with ``spark.sql.decimalOperations.allowPrecisionLoss =
false``, which the Spark engine sets (and :func:`check_spark_session` checks).

Templates without a Spark rendering (a few steps of ``protect/``, the demo generator
and the DuckDB shell kit) raise :class:`DialectError` naming the
template.

>>> print(to_spark("SELECT sum(CAST(w * power(2.0, 52) AS HUGEINT)) FROM t WHERE a = $a"))
SELECT
  SUM(CAST(w * POWER(2.0, 52) AS DECIMAL(38, 0)))
FROM t
WHERE
  a = :a
"""

from __future__ import annotations

from typing import Any

from ._sql import render
from .errors import InputError

__all__ = ["DIALECTS", "SPARK_TEMPLATES", "DialectError", "render_sql", "to_spark",
           "has_rendering", "check_rendering", "spark_args"]

#: The dialects templates render for; ``duckdb`` is the default.
DIALECTS = ("duckdb", "spark")

#: Templates with a Spark rendering (each runs on Spark in the steps' tests, which are
#: parametrised over both engines, and in tests/test_spark.py).
SPARK_TEMPLATES = frozenset({
    "present/workbench/preview.sql",
    "present/workbench/counts.sql",
    "present/workbench/categories.sql",
    "present/workbench/distinct_values.sql",
    "present/workbench/riskiest_cells.sql",
    "utility/measures/row_counts.sql",
    "utility/information_loss/key_summary.sql",
    "protect/recode/regrouped_cells.sql",
    "protect/recode/regrouped_global_risk.sql",
    "protect/recode/key_categories.sql",
    "utility/ru_table/below_k.sql",
    "utility/ru_table/marginal_loss.sql",
    "risk/argus_rule/combination_frequencies.sql",
    "risk/argus_rule/unsafe_records_by_dimension.sql",
    "risk/argus_rule/unsafe_counts.sql",
    "risk/argus_rule/unsafe_combinations.sql",
    "risk/argus_rule/unsafe_text.sql",
    "present/charts/risk_histogram.sql",
    "present/page/risk_levels_page.sql",
    "present/page/household_max_risk.sql",
    "present/page/household_levels.sql",
    "utility/measures/bad_weights.sql",
    "utility/measures/paired.sql",
    "utility/measures/strata_values.sql",
    "utility/measures/stratum.sql",
    "utility/continuous/record_differences.sql",
    "utility/continuous/covariance.sql",
    "utility/continuous/quantiles.sql",
    "utility/categories/category_counts.sql",
    "utility/categories/suppressions_by_record.sql",
    "utility/ctbil/table_differences.sql",
    "utility/ctbil/categories_either.sql",
    "utility/ebil/empirical.sql",
    "utility/ebil/independent.sql",
    "utility/ebil/pram_counts.sql",
    "utility/mlodak/distance_sums.sql",
    "utility/estimates/domain_estimates.sql",
    "protect/table.sql",
    "protect/microaggregation/checks.sql",
    "protect/microaggregation/values.sql",
    "protect/microaggregation/protected.sql",
    "protect/microaggregation/summary.sql",
    "protect/microaggregation/moments.sql",
    "protect/microaggregation/categories.sql",
    "protect/microaggregation/households.sql",
    "protect/microaggregation/household_checks.sql",
    "protect/microaggregation/patterns.sql",
    "frequencies/keyed.sql",
    "utility/leak_check/detect.sql",
    "frequencies/base_cells.sql",
    "frequencies/cell_table.sql",
    "frequencies/record_frequencies.sql",
    "frequencies/input_checks.sql",
    "frequencies/household_size_checks.sql",
    "frequencies/person_id_checks.sql",
    "frequencies/null_masks.sql",
    "frequencies/cells.sql",
    "risk/individual/cell_risk.sql",
    "risk/core/core_risk.sql",
    "risk/individual/global_risk.sql",
    "risk/individual/household_risk.sql",
    "risk/individual/households.sql",
    "risk/individual/risk_inputs.sql",
    "risk/individual/clamped_cells.sql",
    "risk/threshold/risk_levels.sql",
    "risk/threshold/threshold_choice.sql",
    "risk/threshold/unsafe_records.sql",
    "risk/threshold/unsafe_count.sql",
    "tools/bench/baseline.sql",
    "risk/suda2/unique_subsets.sql",
    "risk/suda2/msu.sql",
    "risk/suda2/msu_bitmap.sql",
    "risk/suda2/cell_scores.sql",
    "risk/suda2/file_counts.sql",
    "risk/suda2/score_counts.sql",
    "risk/suda2/dis_suda.sql",
    "risk/suda2/contributions.sql",
    "risk/suda2/summary.sql",
    "risk/suda2/msu_sizes.sql",
    "risk/suda2/msu_list.sql",
    "risk/suda2/msu_input.sql",
    "protect/draws/records.sql",
    "protect/draws/counts.sql",
    "protect/draws/replaced.sql",
    "protect/draws/paired.sql",
    "protect/draws/summary.sql",
    "protect/draws/categories.sql",
    "protect/draws/stratum_sizes.sql",
    "protect/draws/value_checks.sql",
    "protect/draws/single_value_strata.sql",
    "protect/synthetic/checks.sql",
    "protect/synthetic/moments.sql",
    "protect/draws/households.sql",
    "protect/draws/household_checks.sql",
    "protect/draws/members.sql",
    "risk/ldiversity/value_cells.sql",
    "risk/ldiversity/pattern_cells.sql",
    "risk/ldiversity/group_values.sql",
    "risk/ldiversity/measures.sql",
    "risk/ldiversity/record_measures.sql",
    "risk/ldiversity/records.sql",
    "risk/ldiversity/masks.sql",
    "risk/ldiversity/record_order.sql",
    "risk/ldiversity/summary.sql",
    "risk/individual/measure_records.sql",
    "risk/individual/mad_counts.sql",
    "risk/loglinear/cells.sql",
    "risk/loglinear/cell_rows.sql",
    "risk/loglinear/records.sql",
    "protect/sampling/units.sql",
    "protect/sampling/checks.sql",
    "protect/sampling/draws.sql",
    "protect/sampling/selected.sql",
    "protect/sampling/sample.sql",
    "protect/sampling/coded.sql",
    "protect/sampling/calibration_cells.sql",
    "protect/sampling/unit_shares.sql",
    "protect/sampling/unit_profiles.sql",
    "protect/sampling/weight_range.sql",
    "protect/sampling/calibrated.sql",
    "protect/sampling/margins.sql",
    "protect/sampling/released.sql",
    "protect/sampling/per_stratum.sql",
    "protect/sampling/totals.sql",
    "protect/massc/strata.sql",
    "protect/massc/counts.sql",
    "protect/massc/stratum.sql",
    "protect/massc/substituted.sql",
    "protect/methods/original.sql",
    "protect/recode/recoded.sql",
    "protect/recode/quantile.sql",
    "protect/release/released.sql",
    "protect/release/link.sql",
    "protect/release/checks.sql",
    "protect/release/offset.sql",
    "protect/release/suppressed.sql",
    "protect/release/household_ids.sql",
    "protect/release/records.sql",
    "frequencies/pair_checks.sql",
    "protect/release/agreement.sql",
    "protect/release/numbered.sql",
    "protect/release/partition_counts.sql",
    "protect/release/row_numbers.sql",
    "protect/release/paired_rows.sql",
    "protect/search/distinct_cells.sql",
    "protect/search/household_cells.sql",
    "protect/search/key_values.sql",
    "protect/search/protected.sql",
    "risk/linkage/checks.sql",
    "risk/linkage/pairs.sql",
    "risk/linkage/summary.sql",
    "risk/linkage/params.sql",
    "protect/release/record_ids.sql",
    "protect/release/positions.sql",
    "protect/release/id_range.sql",
    "utility/leak_check/all_hits.sql",
    "utility/leak_check/pairs.sql",
    "utility/leak_check/values.sql",
    "utility/leak_check/suppressed.sql",
    "utility/leak_check/hits.sql",
    "utility/leak_check/suppressed_counts.sql",
    "utility/leak_check/profile.sql",
    "utility/leak_check/household_level.sql",
    "utility/leak_check/order.sql",
    "utility/leak_check/member_hits.sql",
    "utility/leak_check/count_hits.sql",
    "utility/leak_check/column_groups.sql",
    "utility/leak_check/column_hits.sql",
    "utility/leak_check/column_hits_by_record.sql",
    "utility/leak_check/order_hits.sql",
    "utility/leak_check/leaks.sql",
    "utility/leak_check/details.sql",
    "protect/local_suppression/appended.sql",
    "protect/local_suppression/argus_choice.sql",
    "protect/local_suppression/argus_unsafe.sql",
    "protect/local_suppression/choose.sql",
    "protect/local_suppression/constant_key.sql",
    "protect/local_suppression/derived.sql",
    "protect/local_suppression/derived_counts.sql",
    "protect/local_suppression/derived_level.sql",
    "protect/local_suppression/household_variables.sql",
    "protect/local_suppression/kanon_counts.sql",
    "protect/local_suppression/kanon_rows.sql",
    "protect/local_suppression/kanon_violations.sql",
    "protect/local_suppression/kept_sets.sql",
    "protect/local_suppression/kept_sets_down.sql",
    "protect/local_suppression/live_keys.sql",
    "protect/local_suppression/masks.sql",
    "protect/local_suppression/min_cost.sql",
    "protect/local_suppression/original.sql",
    "protect/local_suppression/probe_frequencies.sql",
    "protect/local_suppression/probe_patterns.sql",
    "protect/local_suppression/probe_values.sql",
    "protect/local_suppression/propagate.sql",
    "protect/local_suppression/protected.sql",
    "protect/local_suppression/row_count.sql",
    "protect/local_suppression/row_numbers.sql",
    "protect/local_suppression/scan_level.sql",
    "protect/local_suppression/scan_table.sql",
    "protect/local_suppression/suppressed.sql",
    "protect/local_suppression/suppression_counts.sql",
    "protect/local_suppression/suppressions.sql",
    "protect/local_suppression/unprotectable.sql",
    "protect/local_suppression/unsafe_patterns.sql",
    "protect/local_suppression/unsafe_rows.sql",
})


class DialectError(InputError):
    """A step asked of an engine whose dialect has no rendering of its template."""


def has_rendering(template: str, dialect: str) -> bool:
    """Whether ``template`` renders for ``dialect``."""
    _check_dialect(dialect)
    return dialect == "duckdb" or template in SPARK_TEMPLATES


def check_rendering(template: str, dialect: str) -> None:
    """Raise :class:`DialectError` naming ``template`` when it has no ``dialect`` rendering."""
    if not has_rendering(template, dialect):
        raise DialectError(
            f"template sql/{template} has no {dialect} rendering: this step runs on DuckDB "
            "only (use --engine duckdb)")


def _check_dialect(dialect: str) -> None:
    if dialect not in DIALECTS:
        raise InputError(f"dialect {dialect!r}: use one of {', '.join(DIALECTS)}")


def render_sql(template: str, dialect: str = "duckdb", **params: Any) -> str:
    """Render ``sql/<template>`` for ``dialect`` (``duckdb`` or ``spark``).

    Raises :class:`DialectError` when the template has no rendering for the dialect.
    """
    check_rendering(template, dialect)
    sql = render(template, dialect=dialect, **params)
    return sql if dialect == "duckdb" else to_spark(sql)


def to_spark(sql: str) -> str:
    """Translate one DuckDB statement to Spark SQL (sqlglot plus the rewrites above)."""
    try:
        import sqlglot
        from sqlglot import exp
    except ImportError:  # pragma: no cover - core install without the spark extra
        raise InputError("the Spark dialect needs sqlglot: pip install 'sdcsql[spark]'") from None

    tree = sqlglot.parse_one(sql, read="duckdb")

    def rewrite(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.DataType) and node.this == exp.DataType.Type.INT128:
            return exp.DataType.build("DECIMAL(38, 0)", dialect="spark")
        if isinstance(node, exp.DataType) and node.this == exp.DataType.Type.UBIGINT:
            return exp.DataType.build("DECIMAL(20, 0)", dialect="spark")
        if isinstance(node, exp.Anonymous) and node.name.lower() == "error":
            # DuckDB error(msg): Spark's raise_error(msg) (the message kept)
            return exp.Anonymous(this="raise_error", expressions=node.expressions)
        if isinstance(node, exp.Anonymous) and node.name.lower() == "isfinite":
            # DuckDB isfinite(x): abs(x) < infinity (NULL for NULL; false for NaN, which
            # Spark orders above every number)
            (arg,) = node.expressions
            return exp.LT(this=exp.Abs(this=arg), expression=exp.Cast(
                this=exp.Literal.string("Infinity"), to=exp.DataType.build("DOUBLE")))
        if isinstance(node, exp.Anonymous) and node.name.lower() == "getvariable":
            (arg,) = node.expressions
            return exp.Placeholder(this=arg.name)
        if (isinstance(node, exp.Window) and isinstance(node.this, exp.RowNumber)
                and not node.args.get("partition_by") and not node.args.get("order")):
            return exp.Anonymous(this="monotonically_increasing_id", expressions=[])
        if isinstance(node, exp.WithinGroup) and isinstance(node.this, exp.PercentileDisc):
            # percentile_disc(q) WITHIN GROUP (ORDER BY x) stays exact on Spark (a plain
            # translation makes it percentile_approx)
            return exp.WithinGroup(this=exp.Anonymous(this="percentile_disc",
                                                      expressions=[node.this.this]),
                                   expression=node.expression)
        if isinstance(node, exp.Grouping) and len(node.expressions) > 1:
            # DuckDB GROUPING(a, b): Spark's grouping_id(a, b) (the same bits: 1 for a
            # column not in the grouping set, the first column the highest bit)
            return exp.Anonymous(this="grouping_id", expressions=node.expressions)
        if isinstance(node, exp.PercentileCont) and node.args.get("expression") is not None:
            # DuckDB quantile_cont(x, q): Spark's percentile(x, q) (the same linear
            # interpolation, R's type 7)
            return exp.Anonymous(this="percentile", expressions=[node.this, node.expression])
        return node

    return tree.transform(rewrite).sql(dialect="spark", pretty=True)


def spark_args(params: dict[str, Any] | None) -> dict[str, Any]:
    """Parameters as Spark binds them: an integer beyond BIGINT (a draws' 64-bit stream
    key, ``CAST(:key AS DECIMAL(20, 0))`` on Spark) as a ``Decimal``, which Spark's
    literals take exactly (a Python int beyond 2^63 - 1 is refused); the rest as given."""
    from decimal import Decimal

    return {k: Decimal(v) if isinstance(v, int) and not -(1 << 63) <= v < (1 << 63) else v
            for k, v in (params or {}).items()}
