"""k-anonymity on key subsets (issue #16 item 5): every combination of 1 to d keys
must have every value combination at least k times in the sample (fk >= k).

A record violates at dimension j when one of its value combinations of j keys
(none missing: a NULL is never matched) has sample frequency below k.  This is the
ARGUS threshold rule (seed 003 section 3.3.4; :func:`sdcsql.risk.argus_rule.argus_rule`)
with one threshold k for every dimension on fk: it renders that rule's templates
(sql/risk/argus_rule/, one GROUPING SETS aggregate over the cell table).  sdcMicro's
``kAnon(..., combs=)`` target; with strata, counted within each stratum.

>>> import sdcsql
>>> sql = "SELECT * FROM (VALUES (1, 1), (1, 2), (2, 2), (2, 2)) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     r = kanon_subsets(p, kanon_subsets_k=2)
...     r.records_by_dimension, r.records
({1: 1, 2: 2}, 2)
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_keywords
from .argus_rule import argus_rule

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource

__all__ = ["KANON_SUBSETS_OPTIONS", "KAnonSubsetsResult", "kanon_subsets"]


def _positive_int(what: str) -> Any:
    def check(value: Any, where: str) -> int | None:
        if value is None and what == "d":
            return None
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
            raise InputError(f"{where}: {what} must be a whole number >= 1, got {value!r}")
        return int(value)

    return check


#: The options of the measure (``--measures kanon_subsets``; ``[risk.kanon_subsets]``
#: with ``k`` and ``dimension``).
KANON_SUBSETS_OPTIONS = StepOptions("kanon_subsets", own=(
    Option("kanon_subsets_k", _positive_int("k"), default=2,
           help="k-anonymity on key subsets: the k every value combination must reach "
                "(default 2)", cli={"type": int, "metavar": "K"}),
    Option("kanon_subsets_dimension", _positive_int("d"), default=None,
           help="k-anonymity on key subsets: the largest number of keys combined "
                "(default: every key)", cli={"type": int, "metavar": "D"}),
), templates=("risk/argus_rule/combination_frequencies.sql",
              "risk/argus_rule/unsafe_records_by_dimension.sql",
              "risk/argus_rule/unsafe_counts.sql", "risk/argus_rule/unsafe_combinations.sql"))


@dataclass
class KAnonSubsetsResult(Result):
    """Records and value combinations below k, by dimension (number of keys combined)."""

    k: int
    dimension: int
    records_by_dimension: dict[int, int]        #: records violating at each dimension
    combinations_by_dimension: dict[int, int]   #: value combinations below k
    records: int                                #: records violating at any dimension

    def to_json(self) -> dict[str, Any]:
        return {"k": self.k, "dimension": self.dimension,
                "records_by_dimension": {str(d): n for d, n in
                                         self.records_by_dimension.items()},
                "combinations_by_dimension": {str(d): n for d, n in
                                              self.combinations_by_dimension.items()},
                "records": self.records}

    def table(self) -> str:
        lines = [f"k-anonymity on key subsets (k = {self.k}, up to {self.dimension} keys)",
                 f"{'dimension':>9} {'combinations < k':>17} {'records':>10}"]
        for d in range(1, self.dimension + 1):
            lines.append(f"{d:>9} {self.combinations_by_dimension.get(d, 0):>17,} "
                         f"{self.records_by_dimension.get(d, 0):>10,}")
        lines.append(f"records below k on some subset of keys: {self.records:,}")
        return "\n".join(lines)


def kanon_subsets(problem: CellSource, **options: Any) -> KAnonSubsetsResult:
    """Records violating k-anonymity on some combination of 1 to d keys (options
    :data:`KANON_SUBSETS_OPTIONS`: ``kanon_subsets_k``, default 2;
    ``kanon_subsets_dimension``, default every key).  See docs/risk/kanon_subsets.md."""
    given = check_keywords(options, KANON_SUBSETS_OPTIONS.own, "kanon_subsets")
    opts = {o.name: o.default for o in KANON_SUBSETS_OPTIONS.own}
    for name, value in given.items():
        opts[name] = KANON_SUBSETS_OPTIONS.get(name).check(value, name)
    q = len(problem.spec.keys)
    d = opts["kanon_subsets_dimension"] or q
    if d > q:
        raise InputError(f"kanon_subsets_dimension: {d} is more than the {q} key(s)")
    k = opts["kanon_subsets_k"]
    rule = argus_rule(problem, dimension=d, threshold=float(k))
    return KAnonSubsetsResult(
        k=k, dimension=d,
        records_by_dimension={j: rule.unsafe_records_by_dimension.get(j, 0)
                              for j in range(1, d + 1)},
        combinations_by_dimension={j: rule.unsafe_combinations_by_dimension.get(j, 0)
                                   for j in range(1, d + 1)},
        records=rule.unsafe_records)
