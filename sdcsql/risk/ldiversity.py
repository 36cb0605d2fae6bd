"""l-diversity of the sensitive variables (seed 004 section 3.3; Machanavajjhala et al.
2007, definitions 3.1-3.3 and section 4.3).

A record's group is every record whose keys are compatible with its own under the
spec's missing-value convention (category: equal; wildcard: equal or NULL on either
side; alpha: as wildcard, records of another key pattern that have a NULL key weigh
alpha; conservative: alpha 0).  The group's distribution of a sensitive variable S
gives n_s, the weight of its records with S = s (a NULL S is no value):

* distinct l = the number of values with n_s > 0;
* entropy l = exp(-sum p_s ln p_s), p_s = n_s / sum n;
* recursive (c, l): the largest l with r_1 < c (r_l + ... + r_m), r sorted
  descending (0 when none: one value and c <= 1, or no value).

Several sensitive variables (``multi``, section 4.3 of the paper): for each S_i the
measure with the keys and every other S_j as the group keys; the record's value is
the minimum over i.  Strata are keys that are never missing.

The recursive test compares sums that tie (alpha 0.3, c 2: 2.6 against 2 x 1.3), so
alpha and c are read as exact decimals and the test runs on integers on the engine:
the same outcome on any engine and thread count.

>>> import sdcsql
>>> sql = "SELECT * FROM (VALUES ('m', 'a'), ('m', 'b'), ('f', 'a'), ('f', 'a')) t(sex, s)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["sex"], sensitive=["s"])) as p:
...     r = ldiversity(p)
...     r.summary["s"]["distinct"]["min"], r.summary["s"]["distinct"]["records_below_l"]
(1.0, 2)
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_bool, check_keywords

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["LDIVERSITY_OPTIONS", "LDiversityResult", "ldiversity"]

#: The three measures, in the order of the columns and the summary.
MEASURE_NAMES = ("distinct", "entropy", "recursive")
#: The figures of each column's summary (sdcMicro's print, plus the count below l).
FIGURES = ("min", "q1", "median", "mean", "q3", "max", "records_below_l")
#: Decimal places alpha and c may carry (their exact fractions keep the weights
#: in HUGEINT on the engine).
MAX_DECIMALS = 9


def exact_fraction(value: float, where: str) -> Fraction:
    """``value`` as the exact decimal it is written as (0.3 -> 3/10)."""
    f = Fraction(repr(float(value)))
    if f.denominator > 10 ** MAX_DECIMALS:
        raise InputError(f"{where}: give at most {MAX_DECIMALS} decimal places, got {value!r}")
    return f


def _check_c(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real) \
            or not math.isfinite(value) or not 0 < float(value) <= 1e6:
        raise InputError(f"{where}: c of recursive (c, l)-diversity must be a number "
                         f"in (0, 1e6], got {value!r}")
    exact_fraction(float(value), where)
    return float(value)


def _check_l(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise InputError(f"{where}: l must be a whole number >= 1, got {value!r}")
    return int(value)


def _check_multi(value: Any, where: str) -> bool | None:
    return None if value is None else check_bool(value, where)


#: The options of the l-diversity measure (``sdcsql risk --measures ldiversity``;
#: problem file ``[risk.ldiversity]`` with ``c``, ``l`` and ``multi``).
LDIVERSITY_OPTIONS = StepOptions("ldiversity", own=(
    Option("ldiversity_c", _check_c, default=2.0,
           help="l-diversity: c of recursive (c, l)-diversity (default 2)",
           cli={"type": float, "metavar": "C"}),
    Option("ldiversity_l", _check_l, default=2,
           help="l-diversity: records in groups with l below this are counted (default 2)",
           cli={"type": int, "metavar": "L"}),
    Option("ldiversity_multi", _check_multi, default=None,
           help="l-diversity: also the multi-attribute measure over every sensitive "
                "variable (default: with two or more)",
           cli={"action": "store_true", "default": None}),
), templates=("risk/ldiversity/value_cells.sql", "risk/ldiversity/pattern_cells.sql",
              "risk/ldiversity/group_values.sql", "risk/ldiversity/measures.sql",
              "risk/ldiversity/record_measures.sql", "risk/ldiversity/records.sql",
              "risk/ldiversity/masks.sql", "risk/ldiversity/record_order.sql",
              "risk/ldiversity/summary.sql"))


@dataclass
class LDiversityResult(Result):
    """l-diversity of each record and its summary.

    ``records``: the engine's relation of ``__sdc_row`` (the keyed view's record id)
    and ``ldiversity_{distinct,entropy,recursive}_<S>`` per sensitive variable S, then
    ``ldiversity_multi_{distinct,entropy,recursive}`` with ``multi``.  ``summary``:
    ``{S or "multi": {measure: {min, q1, median, mean, q3, max, records_below_l}}}``
    (quartiles as R's quantile type 7)."""

    records: Any
    sensitive: tuple[str, ...]
    c: float
    l: int  # noqa: E741 -- the l of l-diversity
    multi: bool
    missing: str
    summary: dict[str, dict[str, dict[str, float]]]
    #: the engine relation of ``__sdc_row`` and :attr:`record_columns` (joined into
    #: the risk step's records)
    record_relation: str | None = None
    record_columns: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        return json_ready({"sensitive": list(self.sensitive), "c": self.c, "l": self.l,
                           "multi": self.multi, "missing": self.missing,
                           "summary": self.summary})

    def table(self) -> str:
        lines = [f"l-diversity (c = {self.c:g}, l = {self.l}, missing values {self.missing})",
                 f"{'variable':<16} {'measure':<10} " + " ".join(
                     f"{f if f != 'records_below_l' else f'< l={self.l}':>9}" for f in FIGURES)]
        for var, by_measure in self.summary.items():
            for m, figures in by_measure.items():
                lines.append(f"{var:<16} {m:<10} " + " ".join(
                    f"{figures[f]:>9,}" if f == "records_below_l" else f"{figures[f]:>9.4g}"
                    for f in FIGURES))
        return "\n".join(lines)


def _pairs(masks: list[int], n_keys: int, category: bool) -> list[dict[str, Any]]:
    """The (target mask, source mask) pairs of group_values.sql and the keys each joins on."""
    out = []
    for t in masks:
        for s in masks:
            if category and s != t:
                continue
            on = [i for i in range(n_keys) if not (t >> i) & 1 and not (s >> i) & 1]
            out.append({"target": t, "source": s, "on": on})
    return out


def _check_columns(problem: ProblemInterface, sensitive: tuple[str, ...]) -> None:
    if not sensitive:
        raise InputError("ldiversity: needs sensitive variables (spec sensitive=[...])")
    schema = problem.schema
    taken = {c.lower(): c for c in schema}
    outputs = [f"ldiversity_{m}_{s}" for s in sensitive for m in MEASURE_NAMES]
    outputs += [f"ldiversity_multi_{m}" for m in MEASURE_NAMES]
    for name in outputs:
        if name.lower() in taken:
            raise InputError(f"input column {taken[name.lower()]!r} has the name of the "
                             f"l-diversity output column {name!r}: rename it")
    for col in sensitive:
        typ = schema[col].upper()
        if typ.endswith("]") or typ.startswith(("STRUCT", "MAP", "LIST", "UNION")):
            raise InputError(f"sensitive column {col!r} has type {schema[col]}: "
                             "sensitive values must be scalar")


def ldiversity(problem: ProblemInterface, **options: Any) -> LDiversityResult:
    """Distinct, entropy and recursive (c, l) l-diversity of every record for each
    sensitive variable of the spec, and, with ``ldiversity_multi`` (default: with two
    or more sensitive variables), the multi-attribute measure (seed 004 section 3.3).

    Options (:data:`LDIVERSITY_OPTIONS`): ``ldiversity_c`` (c of the recursive test,
    default 2), ``ldiversity_l`` (records with l below it are counted, default 2),
    ``ldiversity_multi``.  See docs/risk/ldiversity.md.
    """
    given = check_keywords(options, LDIVERSITY_OPTIONS.own, "ldiversity")
    opts = {o.name: o.default for o in LDIVERSITY_OPTIONS.own}
    for name, value in given.items():
        opts[name] = LDIVERSITY_OPTIONS.get(name).check(value, name)
    spec = problem.spec
    sensitive = tuple(spec.sensitive)
    _check_columns(problem, sensitive)
    multi = opts["ldiversity_multi"]
    if multi is None:
        multi = len(sensitive) > 1
    if multi and len(sensitive) < 2:
        raise InputError("ldiversity_multi: the multi-attribute measure needs two or more "
                         "sensitive variables")
    c = exact_fraction(opts["ldiversity_c"], "ldiversity_c")
    mode = spec.missing
    alpha = Fraction(1) if mode.kind in ("wildcard", "category") else \
        exact_fraction(mode.alpha, "missing")
    engine = problem.engine
    keys = [f"__sdc_k{i}" for i in range(problem.n_keys)]
    tag = f"ld{len(problem.cache)}"

    def record_measures(group: list[str], s: str, what: str) -> str:
        values = problem.create("TABLE", problem.name(f"{tag}_values_{what}"), engine.render(
            "risk/ldiversity/value_cells.sql", keyed=problem.keyed, keys=group, sensitive=s))
        patterns = problem.create("TABLE", problem.name(f"{tag}_patterns_{what}"), engine.render(
            "risk/ldiversity/pattern_cells.sql", keyed=problem.keyed, keys=group))
        masks = sorted({int(r["m"]) for r in engine.query(engine.render(
            "risk/ldiversity/masks.sql", patterns=patterns, values=values))})
        gv = problem.create("TABLE", problem.name(f"{tag}_group_values_{what}"), engine.render(
            "risk/ldiversity/group_values.sql", patterns=patterns, values=values,
            n_keys=len(group), pairs=_pairs(masks, len(group), mode.kind == "category")),
            {"alpha_num": alpha.numerator, "alpha_den": alpha.denominator})
        measures = problem.create("TABLE", problem.name(f"{tag}_measures_{what}"), engine.render(
            "risk/ldiversity/measures.sql", group_values=gv, n_keys=len(group)),
            {"c_num": c.numerator, "c_den": c.denominator})
        return problem.create("TABLE", problem.name(f"{tag}_records_{what}"), engine.render(
            "risk/ldiversity/record_measures.sql", keyed=problem.keyed, keys=group,
            measures=measures))

    parts = [{"table": record_measures(keys, s, f"s{i}"), "column": s}
             for i, s in enumerate(sensitive)]
    multi_tables = []
    if multi:
        for i, s in enumerate(sensitive):
            others = [o for o in sensitive if o != s]
            multi_tables.append(record_measures(keys + others, s, f"m{i}"))
    records = problem.create("TABLE", problem.name(f"{tag}_records"), engine.render(
        "risk/ldiversity/records.sql", parts=parts, multi=multi_tables))
    names = [(s, m) for s in sensitive for m in MEASURE_NAMES]
    if multi:
        names += [("multi", m) for m in MEASURE_NAMES]
    columns = [f"ldiversity_{m}_{s}" if s != "multi" else f"ldiversity_multi_{m}"
               for s, m in names]
    row = engine.query(engine.render("risk/ldiversity/summary.sql", records=records,
                                     columns=columns), {"l": opts["ldiversity_l"]})[0]
    summary: dict[str, dict[str, dict[str, float]]] = {}
    for i, (s, m) in enumerate(names):
        summary.setdefault(s, {})[m] = {f: _figure(row, i, f) for f in FIGURES}
    return LDiversityResult(records=engine.relation(
        engine.render("risk/ldiversity/record_order.sql", records=records)),
                            sensitive=sensitive, c=float(opts["ldiversity_c"]),
                            l=opts["ldiversity_l"], multi=bool(multi), missing=str(mode),
                            summary=summary, record_relation=records,
                            record_columns=tuple(columns))


def _figure(row: dict[str, Any], i: int, figure: str) -> Any:
    if figure == "records_below_l":
        return int(row[f"c{i}_below"])
    value = row[f"c{i}_{figure}"]
    return float(value) if value is not None else None
