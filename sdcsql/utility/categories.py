"""Categories lost and values suppressed between an original and a masked file.

The simplest information-loss figures of seed 003 section 3.5 (counts of changed
values) and seed 000 section 7.5 (categories per variable), for categorical variables
compared record by record: per variable the categories (distinct non-missing values)
before and after and the categories lost, the values suppressed (present in the
original, missing in the masked file) and changed; the records counted by their
number of suppressed values, and the records changed.  Templates
``sql/utility/categories/category_counts.sql`` and ``suppressions_by_record.sql``
over the paired relation of ``sql/utility/measures/paired.sql``
(docs/utility/categories.md).

>>> import duckdb
>>> from sdcsql.utility.categories import categories
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW p AS SELECT * FROM (VALUES ('a', 'a'), ('b', NULL)) "
...                 "t(__sdc_o0, __sdc_m0)")
>>> r = categories(con, "p", ["k"])
>>> r.by_variable["k"]["categories_lost"], r.by_variable["k"]["suppressed"], r.by_record
(1, 1, {'0': 1, '1': 1})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..data import Result
from ..engines import engine_of

__all__ = ["CategoriesResult", "categories"]


@dataclass(frozen=True)
class CategoriesResult(Result):
    """Counts per variable and per record."""

    variables: list[str]
    #: variable -> categories_before, categories_after, categories_lost, suppressed, changed
    by_variable: dict[str, dict[str, int]]
    #: number of suppressed values in a record (as text, a JSON key) -> records
    by_record: dict[str, int]
    suppressed: int          #: values suppressed over all variables
    records_changed: int     #: records with at least one value that differs

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [("variable", "categories before / after / lost; suppressed; changed")]
        rows += [(v, f"{c['categories_before']} / {c['categories_after']} / "
                     f"{c['categories_lost']}; {c['suppressed']}; {c['changed']}")
                 for v, c in self.by_variable.items()]
        rows += [(f"records with {k} suppressed", str(n)) for k, n in self.by_record.items()]
        rows.append(("records changed", str(self.records_changed)))
        return two_columns(rows)


def categories(con: Any, paired: str, variables: list[str]) -> CategoriesResult:
    """The counts over ``paired`` (``__sdc_o{i}``, ``__sdc_m{i}`` for variable i of
    ``variables``); ``con``: a DuckDB connection, a SparkSession or an engine."""
    engine = engine_of(con)
    rows = [tuple(r.values()) for r in engine.query(engine.render(
        "utility/categories/category_counts.sql", paired=paired, n_vars=len(variables)))]
    by_variable = {v: {"categories_before": int(b), "categories_after": int(a),
                       "categories_lost": int(b) - int(a), "suppressed": int(s),
                       "changed": int(c)}
                   for v, (_, b, a, s, c) in zip(variables, rows, strict=True)}
    records = [tuple(r.values()) for r in engine.query(engine.render(
        "utility/categories/suppressions_by_record.sql", paired=paired,
        n_vars=len(variables)))]
    return CategoriesResult(
        variables=list(variables), by_variable=by_variable,
        by_record={str(int(k)): int(n) for k, n, _ in records},
        suppressed=sum(c["suppressed"] for c in by_variable.values()),
        records_changed=sum(int(c) for _, _, c in records))
