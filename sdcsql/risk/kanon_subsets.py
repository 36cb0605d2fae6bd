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

import itertools
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_keywords
from .argus_rule import argus_rule, level_combinations

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource

__all__ = ["KANON_SUBSETS_OPTIONS", "KAnonSubsetsResult", "check_combinations",
           "check_levels", "key_combinations", "kanon_subsets", "level_combinations",
           "maximal_combinations"]


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


# --------------------------------------------------------------------- the combinations
def check_combinations(value: Any, where: str) -> list[list[str]]:
    """Listed combinations of keys: a list of lists of key names, or of ``"a:b"``
    strings, or one string ``"a:b,c:d"`` (the command line's form).  Each combination
    names at least one key, none twice."""
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not items:
        raise InputError(f"{where}: must be a list of combinations of key names "
                         f"(e.g. [[\"sex\", \"age\"], [\"age\", \"region\"]] or "
                         f"\"sex:age,age:region\"), got {value!r}")
    out = []
    for item in items:
        names = item.split(":") if isinstance(item, str) else item
        if (not isinstance(names, (list, tuple)) or not names
                or not all(isinstance(n, str) and n.strip() for n in names)):
            raise InputError(f"{where}: a combination must be a list of key names, "
                             f"got {item!r}")
        names = [n.strip() for n in names]
        if len(set(names)) != len(names):
            raise InputError(f"{where}: the combination {':'.join(names)} names a key twice")
        out.append(names)
    return out


def check_levels(value: Any, where: str) -> dict[str, int]:
    """mu-Argus identification levels: a mapping of key name to a whole number >= 1
    (1 the most identifying), or the command line's ``"sex=1,age=1,region=2"``."""
    if isinstance(value, str):
        pairs: dict[str, Any] = {}
        for part in (x.strip() for x in value.split(",") if x.strip()):
            name, eq, level = part.partition("=")
            if not eq or not name.strip():
                raise InputError(f"{where}: give KEY=LEVEL pairs separated by commas, "
                                 f"got {part!r}")
            try:
                pairs[name.strip()] = int(level)
            except ValueError:
                raise InputError(f"{where}: the level of {name.strip()!r} must be a whole "
                                 f"number >= 1, got {level!r}") from None
        value = pairs
    if not isinstance(value, Mapping) or not value:
        raise InputError(f"{where}: must be a table of key name = identification level "
                         f"(1 the most identifying), got {value!r}")
    out = {}
    for name, level in value.items():
        if (isinstance(level, bool) or not isinstance(level, numbers.Integral)
                or level < 1):
            raise InputError(f"{where}: the level of {name!r} must be a whole number >= 1, "
                             f"got {level!r}")
        out[str(name)] = int(level)
    return out


def key_combinations(keys: Sequence[str], *, dimension: int | None = None,
                     combinations: Sequence[Sequence[str]] | None = None,
                     levels: Mapping[str, int] | None = None,
                     where: str = "kanon") -> list[tuple[int, ...]]:
    """The combinations of keys (positions in ``keys``, each sorted) one of the three
    ways gives: every combination of 1 to ``dimension`` keys, the listed
    ``combinations``, or those of the identification ``levels``
    (:func:`level_combinations`).  Exactly one way; names must be keys.  Ordered by
    size, then by key position; each once."""
    given = [n for n, v in (("dimension", dimension), ("combinations", combinations),
                            ("levels", levels)) if v is not None]
    if len(given) != 1:
        raise InputError(f"{where}: give one of the dimension, the combinations or the "
                         f"identification levels, not {' and '.join(given) or 'none'}")
    q = len(keys)

    def position(name: str, option: str) -> int:
        if name not in keys:
            raise InputError(f"{where}_{option}: {name!r} is not a key "
                             f"(keys: {', '.join(keys)})")
        return list(keys).index(name)

    if dimension is not None:
        if dimension > q:
            raise InputError(f"{where}_dimension: {dimension} is more than the {q} key(s)")
        sets = [c for d in range(1, dimension + 1) for c in itertools.combinations(range(q), d)]
    elif combinations is not None:
        sets = [tuple(sorted(position(n, "combinations") for n in c)) for c in combinations]
    else:
        assert levels is not None
        for name in levels:
            position(name, "levels")
        sets = [tuple(sorted(position(n, "levels") for n in c))
                for c in level_combinations(levels)]
    return sorted(set(sets), key=lambda c: (len(c), c))


def maximal_combinations(sets: Sequence[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The combinations that are not part of another (largest first): with missing
    values as wildcards, a record's frequency on a part of a combination is at least
    its frequency on the combination, so these are the ones to reach k."""
    out: list[tuple[int, ...]] = []
    for s in sorted(sets, key=lambda c: (-len(c), c)):
        if not any(set(s) <= set(t) for t in out):
            out.append(s)
    return out
