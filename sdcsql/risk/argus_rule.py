"""The ARGUS threshold rule: unsafe combinations of key values, per dimension.

Seed 003 section 3.3.4: an intruder re-identifies through combinations of values of
identifying variables that are rare; a combination of values is unsafe when its
frequency is below a threshold chosen per combination of variables (here per
dimension: the number of variables combined).  Seed 000 section 7.2.1: mu-Argus's
output window lists, for every dimension, the number of unsafe records (records
in at least one unsafe combination of that dimension) and the unsafe
combinations.  Seed 003 section 3.7 gives two rule sets of Statistics Netherlands,
offered as presets on the estimated population frequency Fk (the weight sum):

* ``research`` (microdata for researchers): every combination of an extremely
  identifying (level 1), a very identifying (level 2) and an identifying (level 3)
  variable occurs at least 100 times in the population;
* ``public`` (public use files): every value of an identifying variable at least
  200,000 times, every combination of two at least 1,000 times.

"Below the threshold" is ``frequency < threshold``, as seed 000 section 7.2.1 and
the rules of seed 003 section 3.7 ("at least 100 times") state it; the wording
of seed 003 section 3.3.4 ("safe if it occurs more often than the threshold")
would make a frequency equal to the threshold unsafe: that reading is not used.

A value combination with a missing (NULL) value is not counted: a missing value
cannot be matched.  The frequencies come from the cell table (one GROUPING SETS
aggregate over cells, ``sql/risk/argus_rule/combination_frequencies.sql``), so the rule runs
on a problem or on a regrouped cell view after a recode
(:class:`sdcsql.protect.regroup.CellView`) alike.

>>> import sdcsql
>>> sql = "SELECT * FROM (VALUES (1, 1), (1, 2), (2, 2), (2, 2)) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     r = argus_rule(p, dimension=2, threshold=2)
...     r.unsafe_records_by_dimension, r.unsafe_records
({1: 1, 2: 2}, 2)
"""

from __future__ import annotations

import itertools
import math
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource

__all__ = ["PRESETS", "ArgusRuleResult", "argus_rule", "level_combinations"]

#: Statistics Netherlands rule sets (seed 003 section 3.7), thresholds on Fk.
PRESETS: dict[str, dict[str, Any]] = {
    "research": {"thresholds": {3: 100.0}, "population": True},
    "public": {"thresholds": {1: 200_000.0, 2: 1_000.0}, "population": True},
}

_runs = itertools.count(1)


@dataclass
class ArgusRuleResult(Result):
    """Unsafe combinations and unsafe records per dimension (seed 000 section 7.2.1)."""

    combinations: tuple[tuple[str, ...], ...]    #: the combinations of keys checked
    thresholds: dict[int, float]                 #: by dimension
    population: bool                             #: compared Fk (True) or fk
    unsafe: Any     #: dimension, variables, values, fk, Fk_hat (the engine's relation)
    unsafe_combinations_by_dimension: dict[int, int]
    unsafe_records_by_dimension: dict[int, int]
    unsafe_records: int                          #: in an unsafe combination of any dimension
    by_variable: dict[str, dict[int, int]] = field(default_factory=dict)
    #: unsafe value combinations each variable takes part in, by dimension
    unsafe_name: str | None = field(default=None, repr=False)   #: the relation's view
    engine: Any = field(default=None, repr=False)               #: the problem's engine

    def unsafe_text(self) -> Any:
        """The unsafe combinations as written to a file: the variables and the values
        joined by ``*`` (``unsafe_text.sql``), a relation of the problem's engine."""
        if self.unsafe_name is None or self.engine is None:   # pragma: no cover
            raise InputError("argus: the result keeps no relation of its engine")
        return self.engine.relation(self.engine.render("risk/argus_rule/unsafe_text.sql",
                                                       unsafe=self.unsafe_name))

    def to_json(self) -> dict[str, Any]:
        """Every figure but the relation ``unsafe`` (dimensions as text keys)."""
        return {
            "combinations": [list(c) for c in self.combinations],
            "thresholds": {str(d): t for d, t in self.thresholds.items()},
            "population": self.population,
            "unsafe_combinations_by_dimension": {
                str(d): n for d, n in self.unsafe_combinations_by_dimension.items()},
            "unsafe_records_by_dimension": {
                str(d): n for d, n in self.unsafe_records_by_dimension.items()},
            "unsafe_records": self.unsafe_records,
            "by_variable": {v: {str(d): n for d, n in per.items()}
                            for v, per in self.by_variable.items()}}

    def table(self) -> str:
        what = "Fk" if self.population else "fk"
        lines = [f"{'dimension':>9} {'threshold':>12} {'combinations':>13} "
                 f"{'unsafe combos':>14} {'unsafe records':>15}"]
        for d in sorted(self.thresholds):
            n = sum(1 for c in self.combinations if len(c) == d)
            lines.append(f"{d:>9} {what + ' < ' + format(self.thresholds[d], 'g'):>12} {n:>13} "
                         f"{self.unsafe_combinations_by_dimension.get(d, 0):>14,} "
                         f"{self.unsafe_records_by_dimension.get(d, 0):>15,}")
        lines.append(f"records in an unsafe combination of any dimension: {self.unsafe_records:,}")
        return "\n".join(lines)


def level_combinations(levels: Mapping[str, int]) -> list[tuple[str, ...]]:
    """The combinations mu-Argus builds from identification levels (1 the most
    identifying; docs/risk/kanon_subsets.md): with l_1 < l_2 < ... < l_L' the levels
    that hold some key (L' of them), the tables of exactly L' keys whose keys can be
    ordered so that the j-th comes from one of the first j non-empty levels (level <=
    l_j): a key of a more identifying level stands in for a less identifying one.
    Keys without a level are in no combination.  The one rule of ``kanon_levels`` and
    of the ARGUS rule's ``levels`` (``sdcsql argus --levels``).

    By hand (the issue's example): sex, age level 1, region 2, job 3: L' = 3 and every
    three of the four keys qualify (sex:age:job -- sex from level 1, age from levels
    <= 2, job from <= 3); no table of one or two keys.

    >>> for c in level_combinations({"sex": 1, "age": 1, "region": 2, "job": 3}):
    ...     print(":".join(c))
    sex:age:region
    sex:age:job
    sex:region:job
    age:region:job
    >>> level_combinations({"sex": 1, "region": 1, "job": 3})
    [('sex', 'region'), ('sex', 'job'), ('region', 'job')]
    """
    bounds = sorted(set(levels.values()))          # l_1 < ... < l_L'
    out = []
    for combo in itertools.combinations(list(levels), len(bounds)):
        # an order exists iff the sorted levels fit under the bounds position by position
        ranks = sorted(levels[n] for n in combo)
        if all(level <= bound for level, bound in zip(ranks, bounds, strict=True)):
            out.append(combo)
    return out


def _combinations(keys: Sequence[str], combinations: Any, dimension: Any,
                  levels: Any) -> list[tuple[str, ...]]:
    given = [n for n, v in (("combinations", combinations), ("dimension", dimension),
                            ("levels", levels)) if v is not None]
    if len(given) != 1:
        raise InputError("argus_rule: give exactly one of combinations=, dimension=, levels= "
                         f"(got {', '.join(given) or 'none'})")
    if combinations is not None:
        out = []
        for c in combinations:
            c = (c,) if isinstance(c, str) else tuple(c)
            if not c:
                raise InputError("combinations: an empty combination")
            for v in c:
                if v not in keys:
                    raise InputError(f"combinations: {v!r} is not a key variable")
            if len(set(c)) != len(c):
                raise InputError(f"combinations: {c!r} names a variable twice")
            out.append(c)
        if not out:
            raise InputError("combinations: give at least one combination")
        return out
    if dimension is not None:
        if not isinstance(dimension, numbers.Integral) or isinstance(dimension, bool) \
                or not 1 <= int(dimension) <= len(keys):
            raise InputError(f"dimension: must be an integer from 1 to the number of keys "
                             f"({len(keys)}), got {dimension!r}")
        return [c for d in range(1, int(dimension) + 1) for c in itertools.combinations(keys, d)]
    if not isinstance(levels, Mapping) or not levels:
        raise InputError("levels: give {key: identification level (1 most identifying)}")
    for k, lv in levels.items():
        if k not in keys:
            raise InputError(f"levels: {k!r} is not a key variable")
        if not isinstance(lv, numbers.Integral) or isinstance(lv, bool) or lv < 1:
            raise InputError(f"levels: the level of {k!r} must be an integer >= 1, got {lv!r}")
    return level_combinations({k: int(lv) for k, lv in levels.items()})


def argus_rule(problem: CellSource, *, combinations: Sequence[Sequence[str]] | None = None,
               dimension: int | None = None, levels: Mapping[str, int] | None = None,
               threshold: float | Mapping[int, float] | None = None,
               population: bool = False, preset: str | None = None) -> ArgusRuleResult:
    """Apply the ARGUS threshold rule to ``problem`` (a Problem or a regrouped CellView).

    Which combinations of keys: exactly one of ``combinations`` (explicit lists of
    key names), ``dimension`` (every combination of 1 to d keys) or ``levels``
    (``{key: identification level}``: mu-Argus's tables of identification levels,
    :func:`level_combinations`, the one rule ``kanon_levels``
    uses too; the research-file rule of seed 003 section 3.7 combines an extremely, a
    very and an identifying variable).

    ``threshold``: a number (every dimension) or ``{dimension: threshold}``; a
    value combination is unsafe when its frequency is below it (dimensions
    without a threshold are not checked).  ``population=True`` compares the
    estimated population frequency Fk (the weight sum) instead of fk.
    ``preset``: ``"research"`` (with ``levels``) or ``"public"`` (every key and pair
    of keys, unless ``combinations`` or ``dimension`` says otherwise) sets the
    thresholds and ``population`` of seed 003 section 3.7.

    With strata (``spec.strata``) each value combination is counted within its
    stratum, as every step counts; ``unsafe`` lists the strata with the variables.
    """
    keys = list(problem.spec.keys)
    threshold, population, dimension = _preset(preset, threshold, population, keys,
                                               combinations, dimension, levels)
    if population and problem.spec.weight is None:
        what = f"preset {preset!r}" if preset is not None else "population=True"
        raise InputError(f"{what} compares the estimated population frequency Fk (the weight "
                         "sum), but the spec has no weight, so every Fk would be fk: give "
                         "the sampling weight, or compare fk (population=False) with your "
                         "own thresholds")
    thresholds, combos = _thresholds(threshold, _combinations(keys, combinations, dimension,
                                                              levels))
    n = problem.n_keys
    used, unique_sets = _grouping_sets(keys, combos, n)
    cells = problem.cells_table()
    run = next(_runs)
    max_d = max(thresholds)
    values = [float(thresholds.get(d, -math.inf)) for d in range(1, max_d + 1)]
    engine = problem.engine         # either engine: the cell table's aggregates
    freq = problem.create("TABLE", problem.name(f"argus_{run}"), engine.render(
        "risk/argus_rule/combination_frequencies.sql",
        cells=cells, n_keys=n, used=used, sets=unique_sets,
        population=population), {"thresholds": values})
    records = {int(r["dimension"]): int(r["unsafe_records"]) for r in engine.query(
        engine.render("risk/argus_rule/unsafe_records_by_dimension.sql", cells=cells,
                      frequencies=freq, sets=unique_sets))}
    counts = [tuple(r.values()) for r in engine.query(engine.render(
        "risk/argus_rule/unsafe_counts.sql", frequencies=freq))]
    by_set = {int(i): int(c) for i, _, c in counts}
    by_dim: dict[int, int] = {}
    for _, d, c in counts:
        by_dim[int(d)] = by_dim.get(int(d), 0) + int(c)
    by_var: dict[str, dict[int, int]] = {}
    for s in unique_sets:
        for j in s["cols"][:s["dimension"]]:
            per = by_var.setdefault(keys[j], {})
            per[s["dimension"]] = per.get(s["dimension"], 0) + by_set.get(s["id"], 0)
    cell_keys = list(problem.spec.cell_keys)
    params = {f"v{s['id']}": [cell_keys[j] for j in s["cols"]] for s in unique_sets}
    name = problem.create("TABLE", problem.name(f"argus_unsafe_{run}"), engine.render(
        "risk/argus_rule/unsafe_combinations.sql", frequencies=freq, n_keys=n,
        set_ids=[s["id"] for s in unique_sets]), params)
    return ArgusRuleResult(
        combinations=tuple(combos), thresholds={int(d): float(t) for d, t in thresholds.items()},
        population=population, unsafe=engine.relation(
            engine.render("protect/table.sql", table=name)), unsafe_name=name,
        engine=engine,
        unsafe_combinations_by_dimension={int(d): int(c) for d, c in sorted(by_dim.items())},
        unsafe_records_by_dimension={int(d): int(c) for d, c in sorted(records.items()) if d},
        unsafe_records=int(records.get(0, 0)), by_variable=by_var)


def _preset(preset: str | None, threshold: float | Mapping[int, float] | None,
            population: bool, keys: list[str], combinations: Sequence[Sequence[str]] | None,
            dimension: int | None, levels: Mapping[str, int] | None
            ) -> tuple[float | Mapping[int, float] | None, bool, int | None]:
    """The thresholds, ``population`` and (public preset) the dimension a preset sets
    (seed 003 section 3.7); as given without one."""
    if preset is None:
        return threshold, population, dimension
    if preset not in PRESETS:
        raise InputError(f"preset: unknown preset {preset!r}: use "
                         f"{' or '.join(PRESETS)}")
    if threshold is not None:
        raise InputError("preset: sets the thresholds; do not give threshold= as well")
    if preset == "research" and levels is None:
        raise InputError("preset 'research': give levels= {key: 1 (extremely), 2 (very) "
                         "or 3 (identifying)}")
    if preset == "public" and combinations is None and dimension is None and levels is None:
        dimension = min(2, len(keys))
    return dict(PRESETS[preset]["thresholds"]), True, dimension


def _thresholds(threshold: float | Mapping[int, float] | None, combos: list[tuple[str, ...]]
                ) -> tuple[dict[Any, Any], list[tuple[str, ...]]]:
    """The threshold of each dimension, checked, and the combinations of a dimension
    with a threshold (each once)."""
    if threshold is None:
        raise InputError("threshold: give a frequency threshold (a number or "
                         "{dimension: threshold}), or a preset")
    if isinstance(threshold, Mapping):
        thresholds = dict(threshold)
    else:
        thresholds = {len(c): threshold for c in combos}
    for d, t in thresholds.items():
        if not isinstance(d, numbers.Integral) or isinstance(d, bool) or d < 1:
            raise InputError(f"threshold: dimensions are integers >= 1, got {d!r}")
        if isinstance(t, bool) or not isinstance(t, numbers.Real) or not math.isfinite(t) \
                or t < 0:
            raise InputError(f"threshold: must be a finite number >= 0, got {t!r}")
    combos = list(dict.fromkeys(c for c in combos if len(c) in thresholds))
    if not combos:
        raise InputError("threshold: no combination has a dimension with a threshold")
    return thresholds, combos


def _grouping_sets(keys: list[str], combos: list[tuple[str, ...]],
                   n: int) -> tuple[list[int], list[dict[str, Any]]]:
    """The key positions used and one grouping set per combination (sets of the same
    variables in another order folded into one).  With strata every combination is
    counted within its stratum: the strata (the cell table's columns after the keys)
    join every set."""
    strata = list(range(len(keys), n))
    used = sorted({keys.index(v) for c in combos for v in c} | set(strata))
    m = len(used)
    sets: list[dict[str, Any]] = []
    for i, c in enumerate(combos):
        cols = sorted(keys.index(v) for v in c) + strata
        # GROUPING(used...) sets the bit of each used key outside the set, first key highest
        gid = sum(1 << (m - 1 - pos) for pos, j in enumerate(used) if j not in cols)
        sets.append({"id": i, "cols": cols, "dimension": len(c), "gid": gid})
    seen: dict[int, int] = {}
    unique_sets = []
    for s in sets:
        if s["gid"] not in seen:
            seen[s["gid"]] = s["id"]
            unique_sets.append(s)
    return used, unique_sets
