"""Local suppression: a safe file under the risk model or k-anonymity.

Key values of unsafe records are replaced by NULL, which the frequency step
counts as a wildcard (seed 002 section 4), until every record is safe:

* risk mode: every record's risk is below its threshold, alpha, or alpha / s for
  a member of a household of size s (seed 002 section 8.2: then the household
  risk is below alpha as well);
* k mode: every record has fk >= k (seed 004 section 3.3), NULL as wildcard; or,
  with ``kanon_dimension``, ``kanon_combinations`` or ``kanon_levels``, fk >= k on
  every combination of keys they name (sdcMicro's ``kAnon(combs = ...)``; the
  combinations are :func:`sdcsql.risk.kanon_subsets.key_combinations`'s).

The search is the dimension-by-dimension scan of seed 002 section 8.1
(docs/protect/local_suppression.md): the unsafe records are grouped by key pattern; for each
pattern the sets of keys it could keep are screened level by level (the empty
set, one key, two keys, ...), a set only when all its subsets one smaller were
safe, each by the fk and Fk its pattern would have, counted in SQL over cells;
each pattern keeps the safe set of largest weight; then everything is recounted.
Python only loops over rounds and levels; the set work is SQL over cells
(templates in ``sql/protect/``).

>>> import sdcsql
>>> from sdcsql.protect.local_suppression import protect
>>> sql = "SELECT * FROM (VALUES (1, 1), (1, 1), (1, 2), (2, 2), (2, 2)) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     result = protect(p, k=2)
...     rows = result.data.fetchall()
>>> rows
[(1, 1), (1, 1), (None, 2), (2, 2), (2, 2)]
>>> result.summary.suppressions, result.summary.records_changed
({'a': 1, 'b': 0}, 1)
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import math
import numbers
import warnings
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import frequencies as _freq
from ..data import Result
from ..errors import InputError, SdcsqlError, SdcsqlWarning
from ..options import (
    Option,
    StepOptions,
    check_bool,
    check_choice,
    check_names,
    deprecated,
    name_list,
)
from ..risk.individual import (
    METHODS,
    RISK_STEP,
    cell_risk_table,
    check_method,
    compute_risk,
    households_table,
    risk_values,
)
from ..risk.kanon_subsets import (
    check_combinations,
    check_levels,
    key_combinations,
    maximal_combinations,
)
from ..risk.threshold import THRESHOLD_STEP, check_risk, check_rule, exactly_one, set_threshold
from ..spec import Spec
from ..utility.entropy import key_entropy
from ..utility.leak_check import ACCEPT_LEAKS, LEAK_COLUMNS, LeakError, leak_check

if TYPE_CHECKING:  # pragma: no cover
    from ..problem import Problem

__all__ = ["PROTECTION_METHODS", "PROTECT_STEP", "ProtectResult", "ProtectSummary", "protect"]

#: Row id column carried through the rounds (the input row number, from 1).
ROW = "__sdcp_row"
#: Stand-in key when suppression left every key NULL everywhere.
CONSTANT = "__sdcp_constant"

_runs = itertools.count(1)
#: The two orders of the scan; both find the same kept set (docs/protect/local_suppression.md).
SCANS = ("top-down", "bottom-up")
#: Above this many suppressible keys the scan runs bottom-up.
MAX_TOP_DOWN_KEYS = 16
#: The protection methods (``[protection] method``); local suppression is the first.
PROTECTION_METHODS = ("local_suppression",)

check_scan = check_choice(SCANS, "a scan order")
#: How a combination of keys counts (kanon_rule): k-anonymity with missing values as
#: wildcards (sdcMicro), or the ARGUS rule, a missing value never matched (mu-Argus).
KANON_RULES = ("kanon", "argus")
check_kanon_rule = check_choice(KANON_RULES, "a rule for combinations of keys")
check_protection_method = check_choice(PROTECTION_METHODS, "a protection method")


def check_k(value: Any, where: str) -> int:
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < 1:
        raise InputError(f"{where}: must be an integer >= 1, got {value!r}")
    return int(value)


def check_dimension(value: Any, where: str) -> int:
    if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < 1:
        raise InputError(f"{where}: must be a whole number of keys >= 1, got {value!r}")
    return int(value)


def check_suppression_weights(value: Any, where: str) -> Any:
    """``"entropy"`` or a mapping of key to a positive finite number (the keys are
    checked against the spec by :func:`protect`)."""
    if value == "entropy":
        return value
    if not isinstance(value, Mapping) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
            and v > 0 for v in value.values()):
        raise InputError(f"{where}: must be \"entropy\" or a table of positive numbers by "
                         "key variable")
    return dict(value)


def _targets() -> tuple[Option, ...]:
    """The threshold's three ways, read by protect's risk mode (k is the fourth)."""
    return tuple(o for o in THRESHOLD_STEP.own if o.group == "target")


#: The protect step's options (sdcsql.options): the protection method, k, the costs
#: and the search's options; it reads the threshold (a way and the rule) and the risk
#: method, which the one-step interfaces name ``risk_method`` (``method`` is the
#: protection method here).
PROTECT_STEP = StepOptions("protect", own=(
    Option("method", check_protection_method, default="local_suppression",
           choices=PROTECTION_METHODS,
           help="the protection method: local_suppression (default; the one there is)"),
    Option("k", check_k, group="target", required=True,
           help="k-anonymity: fk >= k for every record", cli={"type": int}),
    Option("suppression_weights", check_suppression_weights,
           help="cost of suppressing a value of each key (default 1), or 'entropy' "
                "(each key's Shannon entropy)",
           cli={"action": "append", "metavar": "COL=W,...|entropy"}),
    Option("importance", check_names,
           help="the keys, most important first: the most important is kept whenever "
                "possible (not with --suppression-weights)",
           cli={"type": name_list, "metavar": "COL1,COL2,..."}),
    Option("household_check", check_bool, default=False,
           help="suppress a household member only while the household risk reaches the "
                "threshold (seed 002 section 8.2; risk mode with --household)",
           cli={"action": "store_true"}),
    Option("scan", check_scan, default="top-down", choices=SCANS,
           help="the order of the scan: top-down (default) or bottom-up; both give the "
                "same file"),
    ACCEPT_LEAKS,
    LEAK_COLUMNS,
    Option("kanon_dimension", check_dimension, group="kanon_subsets",
           help="with --k: k-anonymity on every combination of up to D keys instead of "
                "all keys together (sdcMicro's combs)", cli={"type": int, "metavar": "D"}),
    Option("kanon_combinations", check_combinations, group="kanon_subsets",
           help="with --k: k-anonymity on each listed combination of keys (keys joined "
                "by ':', combinations by ',')", cli={"metavar": "A:B,B:C:D,..."}),
    Option("kanon_levels", check_levels, group="kanon_subsets",
           help="with --k: k-anonymity on the combinations of mu-Argus identification "
                "levels (1 the most identifying; docs/risk/kanon_subsets.md)",
           cli={"metavar": "KEY=LEVEL,..."}),
    Option("kanon_rule", check_kanon_rule, default="kanon", choices=KANON_RULES,
           help="how the combinations count: kanon (default: fk >= k, a missing value "
                "matching every value) or argus (the ARGUS rule: a missing value never "
                "matched, a record with one on the combination has no combination there)"),
), uses=(*_targets(), THRESHOLD_STEP.get("rule"), RISK_STEP.get("method").renamed("risk_method")),
   templates=("protect/local_suppression/unsafe_rows.sql",
              "protect/local_suppression/protected.sql"))


@dataclass(frozen=True)
class ProtectSummary(Result):
    """What the protect step did, verified by re-running the risk pipeline on the output."""

    mode: str                      #: "risk" or "k"
    threshold: float               #: alpha (risk mode) or k
    rule: str
    method: str                    #: the protection method ("local_suppression")
    risk_method: str               #: the risk method ("exact", "argus", ...)
    unsafe_records_before: int
    unsafe_records_after: int
    suppressions: dict[str, int]   #: by key variable
    suppressions_total: int
    records_changed: int
    rounds: int
    max_risk_before: float
    max_risk_after: float
    expected_reidentifications_before: float
    expected_reidentifications_after: float
    reidentification_rate_before: float
    reidentification_rate_after: float
    suppressions_by_household_size: dict[str, int] | None = None
    household_expected_reidentifications_before: float | None = None
    household_expected_reidentifications_after: float | None = None
    #: records still unsafe after protection: {"row": input row number (from 1), "reason": ...}
    unprotectable: list[dict[str, Any]] = field(default_factory=list)
    #: the leak check of the protected file (sdcsql.utility.leak_check.LeakCheck.to_json)
    verification: dict[str, Any] = field(default_factory=dict)
    #: declared household-level keys: a suppression of one is made for every member
    household_variables: list[str] = field(default_factory=list)
    #: keys derivable from the household id (household_size, or a household-level key
    #: equal to the member count): released, never suppressed (seed 002 section 8.2)
    size_variables: list[str] = field(default_factory=list)
    #: suppressions added by suppressing a household-level value for every member
    propagated_suppressions: int = 0
    #: values of derived columns (spec role ``derived``) suppressed with their sources
    derived_suppressions: dict[str, int] = field(default_factory=dict)
    #: keys household-level in the input but not declared: a suggestion, never applied
    suggested_household_variables: list[str] = field(default_factory=list)
    #: k-anonymity on combinations of keys (kanon_dimension, kanon_combinations or
    #: kanon_levels): the target, the combinations, and the records below k on some
    #: combination before and after, by dimension (every combination recounted on the
    #: protected file); None (and left out of the JSON) for k-anonymity on all keys
    kanon_subsets: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.kanon_subsets is None:
            del out["kanon_subsets"]
        return out

    @property
    def unsafe_rule(self) -> str:
        """Which rule counted the unsafe records (with households, more records than
        the threshold's individual rule: each is held to threshold / household size)."""
        if self.kanon_subsets is not None:
            return (f"k-anonymity on {len(self.kanon_subsets['combinations'])} combination(s) "
                    "of keys: fk < k on some combination")
        if self.mode == "k":
            return "k-anonymity: fk < k"
        if self.suppressions_by_household_size is not None:
            return (f"the household rule: risk {self.rule} threshold / household size "
                    "(seed 002 section 8.2; set_threshold counts risk against the threshold)")
        return f"the individual rule: risk {self.rule} threshold"

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [
            ("method", self.method),
            ("mode / rule / risk method", f"{self.mode} / {self.rule} / {self.risk_method}"),
            ("threshold" if self.mode == "risk" else "k", f"{self.threshold:.6g}"),
            ("unsafe records before", f"{self.unsafe_records_before:,}"),
            ("unsafe records after", f"{self.unsafe_records_after:,}"),
            ("counted by", self.unsafe_rule),
            ("suppressions", f"{self.suppressions_total:,}"),
        ]
        rows += [(f"  {k}", f"{v:,}") for k, v in self.suppressions.items()]
        if self.suppressions_by_household_size is not None:
            rows += [(f"  household size {s}", f"{v:,}")
                     for s, v in self.suppressions_by_household_size.items()]
        if self.household_variables:
            rows.append(("propagated to household members", f"{self.propagated_suppressions:,}"))
        if self.size_variables:
            rows.append(("derivable, never suppressed", ", ".join(self.size_variables)))
        if self.suggested_household_variables:
            rows.append(("household-level, not declared (suggestion)",
                         ", ".join(self.suggested_household_variables)))
        rows += [
            ("records changed", f"{self.records_changed:,}"),
            ("rounds", f"{self.rounds}"),
            ("max risk before / after", f"{self.max_risk_before:.6g} / {self.max_risk_after:.6g}"),
            ("expected re-identifications before / after",
             (f"{self.expected_reidentifications_before:.6g} / "
              f"{self.expected_reidentifications_after:.6g}")),
            ("re-identification rate before / after",
             (f"{100 * self.reidentification_rate_before:.4f} % / "
              f"{100 * self.reidentification_rate_after:.4f} %")),
        ]
        if self.household_expected_reidentifications_before is not None:
            rows.append(("household expected re-identifications before / after",
                         (f"{self.household_expected_reidentifications_before:.6g} / "
                          f"{self.household_expected_reidentifications_after:.6g}")))
        if self.kanon_subsets is not None:
            ks = self.kanon_subsets
            rows.append(("combinations of keys", "; ".join(
                ":".join(c) for c in ks["combinations"][:6])
                + (" ..." if len(ks["combinations"]) > 6 else "")))
            rows += [(f"  below k, {d} key(s), before / after",
                      f"{ks['records_by_dimension_before'].get(d, 0):,} / {n:,}")
                     for d, n in ks["records_by_dimension_after"].items()]
        if self.unprotectable:
            shown = ", ".join(str(u["row"]) for u in self.unprotectable[:10])
            more = " ..." if len(self.unprotectable) > 10 else ""
            rows.append(("unprotectable records (rows)", f"{shown}{more}"))
        if self.verification:
            v = self.verification
            rows.append(("recoverable suppressions (leak check)",
                         f"{v['recoverable_suppressions']:,} of {v['suppressed_values']:,}"
                         + (" (accepted)" if v.get("leaks_accepted") else "")))
        return two_columns(rows)


@dataclass
class ProtectResult(Result):
    """The protected file and its summary (``to_json``/``table``: the summary's)."""

    #: every input row and column, suppressed keys NULL, input order (the engine's relation)
    data: Any
    summary: ProtectSummary

    def to_json(self) -> dict[str, Any]:
        return self.summary.to_json()

    def table(self) -> str:
        return self.summary.table()


# --------------------------------------------------------------------- validation
def _weights(problem: Problem, suppressible: list[int],
             suppression_weights: Mapping[str, float] | str | None,
             importance: Sequence[str] | None) -> tuple[list[float], list[int] | None]:
    """The suppression weight of each key, and 2^rank of each key by importance."""
    keys = list(problem.spec.keys)
    weights = [1.0] * len(keys)
    if importance is not None and suppression_weights is not None:
        raise InputError("protect: give either importance (an order) or suppression_weights "
                         "(costs), not both: the order alone decides which keys are kept")
    if isinstance(suppression_weights, str):
        if suppression_weights != "entropy":
            raise InputError(f"suppression_weights: {suppression_weights!r} is not a criterion; "
                             "give 'entropy' or a mapping of key to weight")
        weights = [max(h, MIN_ENTROPY_WEIGHT) for h in key_entropy(problem)]
        suppression_weights = None
    for name, value in (suppression_weights or {}).items():
        if name not in keys:
            raise InputError(
                f"suppression_weights: {name!r} is not a key (keys: {', '.join(keys)})")
        if (not isinstance(value, numbers.Real) or isinstance(value, bool)
                or not math.isfinite(value) or value <= 0):
            raise InputError(f"suppression_weights: the weight of {name!r} must be a positive "
                             f"finite number, got {value!r}")
        weights[keys.index(name)] = float(value)
    if importance is None:
        return weights, None
    if isinstance(importance, str):
        raise InputError("importance: give a list of key names, most important first")
    order = list(importance)
    wanted = {keys[i] for i in suppressible}
    unknown = [c for c in order if c not in keys]
    if unknown:
        raise InputError(f"importance: {unknown[0]!r} is not a key (keys: {', '.join(keys)})")
    if len(set(order)) != len(order):
        raise InputError("importance: a key is named twice")
    missing = sorted(wanted - set(order))
    if missing:
        raise InputError(f"importance: name every key that may be suppressed, most important "
                         f"first; missing: {', '.join(missing)}")
    ranks = [0] * len(keys)
    for rank, name in enumerate(reversed(order)):  # rank 0: least important
        ranks[keys.index(name)] = 1 << rank
    return weights, ranks


#: The weight of a key with a single category (entropy 0): suppressing it loses nothing,
#: but a weight must be positive.
MIN_ENTROPY_WEIGHT = 1e-6


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """The rounds re-read the file; its warnings were given once for the input."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SdcsqlWarning)
        yield


# --------------------------------------------------------------------- one round
def _sql(p: Problem, template: str, **params: Any) -> str:
    """``sql/protect/local_suppression/<template>`` rendered for the problem's engine."""
    return str(p.engine.render(f"protect/local_suppression/{template}", **params))


def _rows(p: Problem, template: str, values: dict[str, Any] | None = None,
          **params: Any) -> list[tuple[Any, ...]]:
    """The rows of a small result (counts, masks, row numbers: never records' values)."""
    return [tuple(r.values()) for r in p.engine.query(_sql(p, template, **params), values)]


def _row_count(p: Problem, relation: str) -> int:
    return int(_rows(p, "row_count.sql", relation=relation)[0][0])


def _masks(p: Problem, relation: str) -> list[int]:
    """The NULL-masks of a relation of cells (masks.sql)."""
    return [r[0] for r in _rows(p, "masks.sql", relation=relation)]


@dataclass
class _Appended:
    """A relation rows are added to (the suppressions so far, a round's verdicts, the
    records below k): each addition a table of its own, the relation ``name`` the view
    of their union (appended.sql; a table on Spark), made anew after each addition, and
    so are the views of ``then`` (name, SQL) that read it (a Spark view holds the plan
    of the views it names as they were when it was made).  Nothing is written into a
    table."""

    p: Problem
    name: str
    pieces: list[str] = field(default_factory=list)
    then: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def start(cls, p: Problem, name: str, sql: str) -> _Appended:
        """The relation ``name`` holding the rows of ``sql`` (an empty one, typically)."""
        appended = cls(p, name)
        appended.add_table(p.create("TABLE", f"{name}_0", sql))
        return appended

    def add(self, sql: str, params: dict[str, Any] | None = None) -> int:
        """Add the rows of ``sql``; returns how many."""
        piece = self.p.create("TABLE", f"{self.name}_{len(self.pieces)}", sql, params)
        n = _row_count(self.p, piece)
        if n:
            self.add_table(piece)
        else:
            self.p.drop({piece})
        return n

    def add_table(self, table: str) -> None:
        """Add the rows of the table ``table`` (made by the problem)."""
        self.pieces.append(table)
        # read twice (propagate.sql): on Spark a table, whose optimizer fails on a plan
        # reading a union twice, inferring constraints ("key not found: __sdcp_row")
        self.p.create(self.p.engine.reread_kind, self.name,
                      _sql(self.p, "appended.sql", tables=self.pieces))
        for name, sql in self.then:
            self.p.create("VIEW", name, sql)


def _unsafe_rows(p: Problem, mode: str, threshold: float, rule: str, method: str,
                 household_check: bool, row_column: str) -> tuple[str, int]:
    """The round's unsafe records (unsafe_rows.sql) and their number.  k mode reads the
    cell table alone: the risk of every cell is not computed in each round for a
    criterion that is fk."""
    cell_risk = cell_risk_table(p, method) if mode == "risk" else p.cells_table()
    households = households_table(p, method) if mode == "risk" else None
    name = p.create("TABLE", p.name("protect_unsafe"), _sql(p,
        "unsafe_rows.sql",
        keyed=p.keyed, cell_risk=cell_risk, households=households,
        n_keys=p.n_keys, null_safe=p.has_null_keys, code=p.cell_code, row_column=row_column,
        row_out=ROW, mode=mode, rule=rule,
        household_check=household_check and households is not None),
        {"threshold": threshold})
    return name, _row_count(p, name)


@dataclass(frozen=True)
class _RoundScan:
    """What the levels of one round's scan share: the unsafe patterns, the round's base
    cells and their NULL-masks, the table the levels' verdicts collect in, and the mode."""

    patterns: str
    base: str
    base_masks: list[int]
    scan_table: _Appended
    mode: str
    rule: str
    method: str


def _screen(p: Problem, scan: _RoundScan, kept: str, level: int) -> str | None:
    """Count, score and judge the kept sets of one level; append them to the scan
    table.  Returns the level's verdicts, or None when the level has no set."""
    n_keys = p.n_keys
    if not _row_count(p, kept):
        return None
    probes = p.create("TABLE", p.name("protect_probes"), _sql(p,
        "probe_patterns.sql", kept=kept, n_keys=n_keys))
    masks = _masks(p, probes)
    freq = p.create("TABLE", p.name("protect_probe_freq"), _sql(p,
        "probe_frequencies.sql", base=scan.base, probes=probes, n_keys=n_keys,
        targets=_freq.plan_targets(masks, n_keys, scan.base_masks)))
    if scan.mode == "k":
        values = p.create("TABLE", p.name("protect_probe_values"), _sql(p,
            "probe_values.sql", mode=scan.mode,
            probe_frequencies=freq))
    else:
        # the risk of every probe, one vectorised call over the probe arrays
        risk_name, _ = risk_values(p, freq, scan.method, "protect_probe_risk")
        values = p.create("TABLE", p.name("protect_probe_values"), _sql(p,
            "probe_values.sql", mode=scan.mode, probe_risk=risk_name),
            {"pi": p.spec.pi})
    verdict = p.create("TABLE", p.name(f"protect_level_{level}"), _sql(p,
        "scan_level.sql",
        kept=kept, probes=probes, probe_values=values,
        patterns=scan.patterns, n_keys=n_keys, mode=scan.mode, rule=scan.rule))
    scan.scan_table.add_table(verdict)
    return verdict


def _scan_levels(p: Problem, scan: _RoundScan, suppressible: list[int], order: str,
                 params: dict[str, Any]) -> None:
    """Screen the kept sets level by level, in the scan's order (see :func:`_decide`)."""
    n_keys = p.n_keys
    # level 0 first: a pattern that is unsafe with every suppressible key NULL is hopeless
    level0 = p.create("TABLE", p.name("protect_kept_0"), _sql(p,
        "kept_sets.sql", patterns=scan.patterns, previous=None,
        n_keys=n_keys, suppressible=suppressible, level=0))
    previous = _screen(p, scan, level0, 0)
    if order == "bottom-up":
        for level in range(1, len(suppressible)):  # the set of every key is P itself: unsafe
            if previous is None:
                break
            kept = p.create("TABLE", p.name(f"protect_kept_{level}"), _sql(p,
                "kept_sets.sql",
                patterns=scan.patterns, previous=previous, n_keys=n_keys,
                suppressible=suppressible, level=level))
            previous = _screen(p, scan, kept, level)
        return
    for level in range(len(suppressible) - 1, 0, -1):
        level_sets = [sum(1 << s for s in c)
                      for c in itertools.combinations(suppressible, level)]
        kept = p.create("TABLE", p.name(f"protect_kept_{level}"), _sql(p,
            "kept_sets_down.sql",
            patterns=scan.patterns, scan=scan.scan_table.name, n_keys=n_keys,
            suppressible=suppressible, level_sets=level_sets, ranked="ranks" in params),
            params)
        _screen(p, scan, kept, level)


def _decide(p: Problem, unsafe: str, mode: str, rule: str, method: str,
            suppressible: list[int], weights: list[float],
            ranks: list[int] | None, scan: str) -> tuple[str, int]:
    """The dimension-by-dimension scan of one round (seed 002 section 8.1).

    Returns the table of choices (one per unsafe pattern, choose.sql) and the
    smallest number of keys a choice suppresses.

    For every unsafe pattern the kept sets of its suppressible keys are screened
    level by level.  The empty set comes first (a pattern unsafe with every key
    suppressed is hopeless).  ``scan="bottom-up"``: then one key, two keys, ...,
    a set only when all its subsets one smaller were safe (seed 002 section 8.1);
    ``"top-down"``: the largest sets first, a set only when it could beat the best
    safe set found.  Both give every pattern the safe set of largest weight (every
    safe set is reachable both ways); top-down screens far fewer sets when one or
    two suppressions suffice.  One SQL template per step; Python only loops over
    the levels (at most one per key).
    """
    n_keys = p.n_keys
    patterns = p.create("TABLE", p.name("protect_patterns"), _sql(p,
        "unsafe_patterns.sql", unsafe_rows=unsafe, n_keys=n_keys))
    base = p.name("base")  # the base cells of this round's file (Problem.cells_table)
    base_masks = _masks(p, base)
    scan_table = _Appended.start(p, p.name("protect_scan"), _sql(p, "scan_table.sql"))
    params: dict[str, Any] = {"weights": weights}
    if ranks is not None:
        params["ranks"] = ranks
    _scan_levels(p, _RoundScan(patterns=patterns, base=base, base_masks=base_masks,
                               scan_table=scan_table, mode=mode, rule=rule, method=method),
                 suppressible, scan, params)
    choice = p.create("TABLE", p.name("protect_choice"), _sql(p,
        "choose.sql", patterns=patterns, scan=scan_table.name, n_keys=n_keys,
        suppressible=suppressible, mode=mode, ranked=ranks is not None), params)
    min_cost = _rows(p, "min_cost.sql", choice=choice)[0][0]
    return choice, int(min_cost)


def _round_problem(problem: Problem, spec: Spec, current: str, suppressed: str,
                   strata: list[str], subset: Sequence[int] | None = None
                   ) -> tuple[Problem, list[int]]:
    """A fresh problem over the current file, and the problem key index of its keys
    (only the keys of ``subset``, positions in ``spec.keys``, when given).

    Keys that are NULL in every record are left out (they match everything; the
    frequency step refuses them); when none is left, a constant key stands in
    (index -1), so that every record is compatible with every other.  Strata are
    appended as keys that are never suppressed (index -2).
    """
    from ..problem import Problem

    keys = list(spec.keys)
    live = _rows(problem, "live_keys.sql", keyed=problem.keyed, suppressed=suppressed,
                 n_keys=len(keys), row_column=ROW)[0]
    key_map = [i for i, count in enumerate(live) if count and (subset is None or i in subset)]
    source: str = current
    if key_map:
        names = [keys[i] for i in key_map]
    else:
        names = [CONSTANT]
        source = problem.create("VIEW", problem.name("protect_constant"), _sql(
            problem, "constant_key.sql", current=current, constant=CONSTANT))
        key_map = [-1]
    names += strata
    key_map += [-2] * len(strata)
    na = {k: v for k, v in spec.na_codes_map.items() if k in names or k in spec.numeric}
    round_spec = Spec(keys=names, weight=spec.weight, household=spec.household,
                      household_size=spec.household_size, numeric=spec.numeric,
                      na_codes=na or None,
                      pi=spec.pi, missing=spec.missing, person_id=spec.person_id)
    with _quiet():
        return Problem.from_checked(source, round_spec, problem.engine), key_map


def _household_variables(problem: Problem) -> tuple[list[str], list[str], dict[str, float]]:
    """The declared household-level keys, those of them derivable from the household id
    (equal to the member count: never suppressed), and the cost factor of each
    household-level key (members per record).  Refuses a declared variable that takes
    two values in one household."""
    spec = problem.spec
    declared = list(spec.household_variables)
    if not declared:
        return [], [], {}
    keys = list(spec.keys)
    items = [{"key": keys.index(c) if c in keys else None, "column": c} for c in declared]
    rows = _rows(problem, "household_variables.sql", keyed=problem.keyed, items=items)
    factors: dict[str, float] = {}
    for position, mixed, per_record in sorted(rows):
        name = declared[int(position)]
        if mixed:
            raise InputError(f"household_variables: {name!r} takes more than one value in "
                             f"{int(mixed):,} household(s) of {spec.household!r}: it is not "
                             "household-level; leave it out of household_variables")
        factors[name] = float(per_record or 1.0)
    from ..utility.leak_check import detect_household_variables

    _, found_sizes = detect_household_variables(problem)
    hh_keys = [k for k in keys if k in declared]
    size_keys = [k for k in hh_keys if k in found_sizes]
    return [k for k in hh_keys if k not in size_keys], size_keys, factors


# --------------------------------------------------------------------- the plan
@dataclass(frozen=True)
class _Plan:
    """The checked settings of one protection: what the rounds and the summary read."""

    mode: str                               #: "risk" or "k"
    threshold: float                        #: alpha (risk mode) or k
    rule: str
    risk_method: str
    scan: str
    household_check: bool
    #: the combinations of keys of the subset target (positions in spec.keys), or None
    subsets: list[tuple[int, ...]] | None
    argus: bool                             #: the ARGUS rule on those combinations
    suppressible: list[int]                 #: positions in spec.keys
    weights: list[float]                    #: the cost of suppressing each key
    ranks: list[int] | None                 #: 2^rank of each key by importance
    hh_keys: list[str]                      #: declared household-level keys
    size_keys: list[str]                    #: household-level keys equal to the member count
    strata: list[str]


def _risk_method(method: str, risk_method: str) -> str:
    """The risk method, read from ``method`` (its former spelling, deprecated) or
    ``risk_method``, and checked with the protection method."""
    if method in METHODS:   # the former meaning of protect's method: the risk method
        deprecated(f"protect: method={method!r} is the risk method; give it as "
                   f"risk_method={method!r} (method is the protection method)")
        method, risk_method = "local_suppression", method
    check_protection_method(method, "method")
    check_method(risk_method)
    return risk_method


def _subset_target(spec: Spec, mode: str, kanon_dimension: int | None,
                   kanon_combinations: Sequence[Sequence[str]] | str | None,
                   kanon_levels: Mapping[str, int] | str | None,
                   kanon_rule: str) -> tuple[list[tuple[int, ...]] | None, bool]:
    """The combinations of keys of k-anonymity on combinations (None for all keys
    together), and whether the ARGUS rule counts them.

    With ``k``, one of three ways, as :func:`sdcsql.risk.kanon_subsets.key_combinations`
    reads them: ``kanon_dimension=d`` (every combination of 1 to d keys),
    ``kanon_combinations`` (listed combinations of key names) or ``kanon_levels``
    (mu-Argus identification levels by key).  Every record then has fk >= k on each
    combination, NULL as wildcard (sdcMicro's ``kAnon(combs = ...)``): the combinations
    that are no part of another are protected one after the other by the same scan,
    each on the file the previous ones left (a suppression never lowers another
    record's frequency, so a combination once k-anonymous stays so), and every
    combination is recounted on the protected file (``summary.kanon_subsets``).
    ``kanon_rule="argus"``: the ARGUS rule on those combinations instead, a missing
    value never matched (a record with one on a combination is not counted there);
    suppressing a value then lowers other records' frequencies, so the rounds run until
    no record is below k, each record below k losing the key in most of its unsafe
    combinations per unit of cost.
    """
    subsets: list[tuple[int, ...]] | None = None
    if not (kanon_dimension is None and kanon_combinations is None and kanon_levels is None):
        if mode != "k":
            raise InputError("kanon_dimension, kanon_combinations, kanon_levels: k-anonymity "
                             "on combinations of keys takes k (--k), not a risk threshold")
        subsets = key_combinations(
            list(spec.keys), where="kanon",
            dimension=None if kanon_dimension is None else check_dimension(
                kanon_dimension, "kanon_dimension"),
            combinations=None if kanon_combinations is None else check_combinations(
                kanon_combinations, "kanon_combinations"),
            levels=None if kanon_levels is None else check_levels(kanon_levels, "kanon_levels"))
    argus = check_kanon_rule(kanon_rule, "kanon_rule") == "argus"
    if argus and subsets is None:
        raise InputError("kanon_rule: 'argus' counts combinations of keys: give "
                         "kanon_dimension, kanon_combinations or kanon_levels")
    return subsets, argus


def _threshold(problem: Problem, chosen_by: str, risk: float | None, reid_rate: float | None,
               unsafe_records: int | None, k: int | None, risk_method: str, rule: str) -> float:
    """k in k mode; alpha as given, or set from the re-identification rate or the
    number of unsafe records (within the strata when the spec has them, as the rounds
    count) in risk mode."""
    if chosen_by == "k":
        return float(check_k(k, "k"))
    if chosen_by == "risk":
        # as given: with households the thresholds alpha / s are not observed levels
        return check_risk("risk", risk)
    return set_threshold(problem, reid_rate=reid_rate, unsafe_records=unsafe_records,
                         method=risk_method, rule=rule).threshold


def _plan(problem: Problem, *, risk: float | None, reid_rate: float | None,
          unsafe_records: int | None, k: int | None,
          suppression_weights: Mapping[str, float] | str | None,
          importance: Sequence[str] | None, method: str, rule: str, household_check: bool,
          scan: str, risk_method: str, kanon_dimension: int | None,
          kanon_combinations: Sequence[Sequence[str]] | str | None,
          kanon_levels: Mapping[str, int] | str | None, kanon_rule: str) -> _Plan:
    """:func:`protect`'s options checked, in the order they were always checked, and
    what follows from them: the threshold, the suppressible keys and their costs."""
    spec = problem.spec
    if spec.missing.kind != "wildcard":
        raise InputError(f"protect: local suppression counts a suppressed value as a wildcard; "
                         f"the problem uses missing={spec.missing}: use missing='wildcard'")
    risk_method = _risk_method(method, risk_method)
    rule = check_rule(rule)
    chosen_by, _ = exactly_one({"risk": risk, "reid_rate": reid_rate,
                                "unsafe_records": unsafe_records, "k": k})
    mode = "k" if chosen_by == "k" else "risk"
    subsets, argus = _subset_target(spec, mode, kanon_dimension, kanon_combinations,
                                    kanon_levels, kanon_rule)
    threshold = _threshold(problem, chosen_by, risk, reid_rate, unsafe_records, k,
                           risk_method, rule)
    for col in problem.schema:
        if col.lower() in (ROW, CONSTANT):
            raise InputError(f"input column {col!r} has the name of a column protect adds; "
                             "rename it")
    keys = list(spec.keys)
    hh_keys, size_keys, factors = _household_variables(problem)
    suppressible = [i for i, key in enumerate(keys)
                    if key != spec.household_size and key not in size_keys]
    if not suppressible:
        raise InputError("protect: the only keys are household sizes, which are never "
                         "suppressed")
    check_scan(scan, "scan")
    if len(suppressible) > MAX_TOP_DOWN_KEYS:
        scan = "bottom-up"  # the top-down lists every set of a level: too many here
    weights, ranks = _weights(problem, suppressible, suppression_weights, importance)
    # a household-level value is suppressed for every member: its cost is that many values
    weights = [w * factors.get(keys[i], 1.0) for i, w in enumerate(weights)]
    if household_check and (mode != "risk" or not spec.household):
        raise InputError("household_check: needs the risk mode and a household id")
    return _Plan(mode=mode, threshold=threshold, rule=rule, risk_method=risk_method, scan=scan,
                 household_check=household_check, subsets=subsets, argus=argus,
                 suppressible=suppressible, weights=weights, ranks=ranks, hh_keys=hh_keys,
                 size_keys=size_keys, strata=list(spec.strata))


@dataclass(frozen=True)
class _Files:
    """The tables of one protection: the input with its row ids, the suppressions so
    far, and the current file (the input with those suppressions applied)."""

    run: int
    original: str
    suppressions: _Appended                 #: (row, key_index) of every suppressed value
    current: str
    derived: list[str]                      #: the derived columns, suppressed with the keys
    columns: list[str]                      #: the input columns, in order

    @property
    def suppressed(self) -> str:
        """The relation of the suppressions so far."""
        return self.suppressions.name


def _start(problem: Problem) -> _Files:
    """The tables of a new protection (protect may run several times on one problem)."""
    run = next(_runs)
    internal = set(problem.internal_columns)
    columns = [c for c in problem.engine.columns(problem.keyed) if c not in internal]
    original = problem.create("TABLE", problem.name(f"protect_original_{run}"), _sql(
        problem, "original.sql", keyed=problem.keyed, columns=columns, row_column=ROW))
    suppressions = _Appended.start(problem, problem.name(f"protect_suppressed_{run}"),
                                   _sql(problem, "suppressed.sql", row_column=ROW))
    derived = [c for c, _ in problem.spec.derived]
    current = problem.name(f"protect_current_{run}")
    # the current file, made anew with every suppression added
    suppressions.then.append((current, _sql(
        problem, "protected.sql", original=original, suppressed=suppressions.name,
        columns=columns, keys=list(problem.spec.keys) + derived, row_column=ROW,
        keep_row=True, ordered=False)))
    problem.create("VIEW", *suppressions.then[0])
    return _Files(run=run, original=original, suppressions=suppressions, current=current,
                  derived=derived, columns=columns)


# --------------------------------------------------------------------- the loop
@dataclass
class _Progress:
    """What the rounds have done so far."""

    before: Any = None                      #: the risk summary of the input
    unsafe_before: int | None = None
    rounds: int = 0
    cap: int = 0                            #: the most keys a choice of this round suppresses
    propagated: int = 0                     #: suppressions copied to household members
    target: int = 0                         #: the combination the rounds count on
    target_rounds: int = 0                  #: rounds on that combination


def _propagate(problem: Problem, suppressions: _Appended, hh_keys: list[str]) -> int:
    """Copy the suppressions of household-level keys to every member (propagate.sql)."""
    keys = list(problem.spec.keys)
    return suppressions.add(_sql(
        problem, "propagate.sql", suppressed=suppressions.name, keyed=problem.keyed,
        row_column=ROW, household_keys=[keys.index(k) for k in hh_keys]))


def _suppress(problem: Problem, plan: _Plan, files: _Files, p: Problem, unsafe: str,
              key_map: list[int], round_suppressible: list[int], progress: _Progress) -> int:
    """One round's suppressions: the scan's choices that suppress at most ``cap`` keys
    (suppressions.sql), copied to household members; returns how many were added."""
    choice, min_cost = _decide(
        p, unsafe, plan.mode, plan.rule, plan.risk_method, round_suppressible,
        [plan.weights[g] if g >= 0 else 1.0 for g in key_map],
        None if plan.ranks is None else [plan.ranks[g] if g >= 0 else 0 for g in key_map],
        plan.scan)
    progress.cap = max(progress.cap + 1, min_cost)
    added = files.suppressions.add(_sql(
        problem, "suppressions.sql", unsafe_rows=unsafe, choice=choice, n_keys=p.n_keys,
        suppressible=round_suppressible, row_column=ROW),
        {"key_map": key_map, "cap": progress.cap})
    if added and plan.hh_keys:
        progress.propagated += _propagate(problem, files.suppressions, plan.hh_keys)
    return added


def _round_file(problem: Problem, plan: _Plan, files: _Files, target: tuple[int, ...] | None,
                progress: _Progress) -> tuple[Problem, list[int], str]:
    """The problem a round counts on, the problem key index of its keys and its row id
    column: the input's own problem while nothing is suppressed, else a fresh one."""
    if progress.rounds == 0 and target is None:
        keys = problem.spec.keys
        return problem, list(range(len(keys))) + [-2] * len(plan.strata), "__sdc_row"
    p, key_map = _round_problem(problem, problem.spec, files.current, files.suppressed,
                                plan.strata, target)
    return p, key_map, ROW


def _scan_rounds(problem: Problem, plan: _Plan, files: _Files,
                 progress: _Progress) -> ProtectSummary | None:
    """The rounds of the scan (k or risk mode) until no record is unsafe, or none left
    unsafe has a key to suppress; returns the summary, or None with a subset target
    (summarised by :func:`_summarise_subsets`).

    Round r applies the choices that suppress at most cap_r keys (cap_r > cap_{r-1});
    the others are screened again after the recount, when they may keep more.  A safe
    record never becomes unsafe, so at most one round per cost value.  The rounds count
    on all keys, or on each combination of the subset target in turn (those no part of
    another suffice: see :func:`_subset_target`).
    """
    max_rounds = 2 * (len(problem.spec.keys) + 3)
    targets: list[tuple[int, ...] | None] = \
        [None] if plan.subsets is None else list(maximal_combinations(plan.subsets))
    while True:
        p, key_map, row_column = _round_file(problem, plan, files, targets[progress.target],
                                             progress)
        try:
            if progress.before is None:
                # the file before any suppression (within strata when the spec has them)
                progress.before = compute_risk(problem, plan.risk_method, ordered=False).summary
            round_suppressible = [pos for pos, g in enumerate(key_map) if g in plan.suppressible]
            with _quiet():
                unsafe, n_unsafe = _unsafe_rows(p, plan.mode, plan.threshold, plan.rule,
                                                plan.risk_method, plan.household_check,
                                                row_column)
            if progress.unsafe_before is None:
                progress.unsafe_before = n_unsafe
            added = 0
            if n_unsafe and round_suppressible:
                if progress.target_rounds >= max_rounds:
                    raise SdcsqlError(f"protect: no convergence after {progress.rounds} rounds "
                                      f"({n_unsafe} records unsafe)")
                added = _suppress(problem, plan, files, p, unsafe, key_map, round_suppressible,
                                  progress)
            if added:
                progress.rounds += 1
                progress.target_rounds += 1
                continue
            if progress.target + 1 < len(targets):   # this combination is k-anonymous: the next
                progress.target += 1
                progress.target_rounds = progress.cap = 0
                continue
            if plan.subsets is not None:
                return None
            # nothing left to do: p is the protected file, re-read from scratch
            return _summarise(p, problem, progress.before, unsafe, n_unsafe,
                              progress.unsafe_before, files.suppressed, plan.mode,
                              plan.threshold, plan.rule, plan.risk_method, round_suppressible,
                              key_map, progress.rounds, row_column,
                              derivable=[k for k in (problem.spec.household_size,
                                                     *plan.size_keys) if k])
        finally:
            if p is not problem:
                p.close()


def _rounds(problem: Problem, plan: _Plan, files: _Files) -> tuple[ProtectSummary, int]:
    """The suppressions of every round, by the scan or the ARGUS rule target, and the
    summary of the protected file; returns it and the suppressions propagated to
    household members."""
    spec, progress = problem.spec, _Progress()
    subsets = plan.subsets
    subset_before = None if subsets is None else _subset_check(
        problem, spec, files.current, files.suppressed, plan.strata, subsets, plan.threshold,
        plan.risk_method, plan.suppressible, files.run, "before", plan.argus)
    summary = None
    if plan.argus:
        assert subsets is not None
        progress.before = compute_risk(problem, plan.risk_method, ordered=False).summary
        progress.rounds, progress.propagated = _argus_rounds(
            problem, spec, files.current, files.suppressions, plan.strata, subsets,
            plan.threshold, plan.suppressible, plan.weights, plan.hh_keys)
    else:
        summary = _scan_rounds(problem, plan, files, progress)
    if subsets is not None:
        assert subset_before is not None
        summary = _summarise_subsets(problem, spec, files.current, files.suppressed,
                                     plan.strata, subsets, subset_before, progress.before,
                                     plan.threshold, plan.risk_method, plan.suppressible,
                                     progress.rounds, files.run, plan.argus)
    assert summary is not None
    return summary, progress.propagated


def _numbered(problem: Problem, files: _Files) -> str:
    """The current file with its rows' input row numbers (1..n) as the row ids, as the
    leak check pairs them: the keyed view's ids on DuckDB; on Spark these are
    ``monotonically_increasing_id`` (increasing in input order, not consecutive), so
    the file is numbered by them (:func:`sdcsql.protect.draws.number_rows`)."""
    if problem.engine.dialect == "duckdb":
        return files.current
    from .draws import number_rows

    return number_rows(problem.engine, files.current,
                       problem.name(f"protect_numbered_{files.run}"), [ROW], column=ROW,
                       columns=[*files.columns, ROW])


def _row_numbers(problem: Problem, unprotectable: list[dict[str, Any]]
                 ) -> list[dict[str, Any]]:
    """The unprotectable records by input row number (from 1): their row ids on
    DuckDB; on Spark the number of records up to each id (row_numbers.sql)."""
    if problem.engine.dialect == "duckdb" or not unprotectable:
        return unprotectable
    numbers = dict(_rows(problem, "row_numbers.sql", {"ids": [u["row"] for u in unprotectable]},
                         keyed=problem.keyed))
    return [{**u, "row": int(numbers[u["row"]])} for u in unprotectable]


def _verify(problem: Problem, plan: _Plan, files: _Files, summary: ProtectSummary,
            propagated: int, accept_leaks: bool, leak_columns: int) -> ProtectResult:
    """The derived columns suppressed with their sources, the protected file checked
    for leaks, and the result.

    :func:`sdcsql.utility.leak_check.leak_check` reads the file (``summary.verification``):
    when a suppressed value can be read back (another member of the household shows it,
    a count over the household, a set of up to ``leak_columns`` other columns) a
    :class:`~sdcsql.utility.leak_check.LeakError` names the variables, counts and
    channels, unless ``accept_leaks``.
    """
    spec, keys = problem.spec, list(problem.spec.keys)
    derived_counts = _suppress_derived(problem, files.suppressions)
    sizes = ([spec.household_size] if spec.household_size else []) + plan.size_keys
    # the protect output keeps the input order by contract: the order and ids (channel
    # d) are the release's to replace, and checked on the release
    check = leak_check(problem, _numbered(problem, files), row_column=ROW,
                       household_column=spec.household,
                       household_variables=spec.household_variables, size_variables=sizes,
                       derived=files.derived, order=False, max_columns=leak_columns)
    if check.recoverable_suppressions and not accept_leaks:
        raise LeakError(f"protect: {check.message()}; declare household-level keys "
                        "household_variables (suppressed for every member; a household size "
                        "is never suppressed), or pass accept_leaks to write the file anyway")
    summary = dataclasses.replace(
        summary, unprotectable=_row_numbers(problem, summary.unprotectable),
        verification=dataclasses.replace(
            check, leaks_accepted=bool(check.recoverable_suppressions)).to_json(),
        household_variables=plan.hh_keys, size_variables=[k for k in keys if k in sizes],
        propagated_suppressions=int(propagated), derived_suppressions=derived_counts,
        suggested_household_variables=[k for k in check.household_variables
                                       if k not in spec.household_variables and k not in sizes])
    data = problem.engine.relation(_sql(
        problem, "protected.sql", original=files.original, suppressed=files.suppressed,
        columns=files.columns, keys=keys + files.derived, row_column=ROW, keep_row=False,
        ordered=True))
    return ProtectResult(data=data, summary=summary)


def protect(problem: Problem, *, risk: float | None = None, reid_rate: float | None = None,
            unsafe_records: int | None = None, k: int | None = None,
            suppression_weights: Mapping[str, float] | str | None = None,
            importance: Sequence[str] | None = None, method: str = "local_suppression",
            rule: str = ">=", household_check: bool = False,
            scan: str = "top-down", risk_method: str = "exact",
            accept_leaks: bool = False, leak_columns: int = 2,
            kanon_dimension: int | None = None,
            kanon_combinations: Sequence[Sequence[str]] | str | None = None,
            kanon_levels: Mapping[str, int] | str | None = None,
            kanon_rule: str = "kanon") -> ProtectResult:
    """Suppress key values of unsafe records until every record is safe.

    Exactly one target: ``risk=alpha`` (the threshold itself), ``reid_rate=xi*`` or
    ``unsafe_records=N`` (the threshold from :func:`sdcsql.risk.threshold.set_threshold`),
    or ``k`` (k-anonymity: fk >= k for every record, NULL as wildcard).

    Risk mode: a record is safe when its risk (pi r) does not reach its threshold
    (``rule``: ``">="`` unsafe when risk >= threshold, ``">"`` when risk >
    threshold); with households the threshold is alpha / s, s the household size
    (seed 002 section 8.2), so every household risk ends below alpha.  A key
    that is the spec's ``household_size`` column is never suppressed.

    The search is the dimension-by-dimension scan of seed 002 section 8.1 over the
    kept sets of each unsafe pattern; each pattern keeps the safe set with the
    largest weight.  ``scan``: ``"top-down"`` (default: the largest sets first,
    bounded by the best found) or ``"bottom-up"`` (the seed's order, one key first,
    a set only when its subsets were safe); both give the same file.

    ``method``: the protection method, ``"local_suppression"`` (the one there is);
    ``risk_method``: the risk method, as in :func:`sdcsql.risk.individual.compute_risk` (a risk
    method given as ``method``, the former spelling, is read as ``risk_method``
    with a deprecation warning).  ``suppression_weights``: the cost of suppressing a
    value of a key (a mapping, default 1 for every key), or ``"entropy"`` (each key's
    Shannon entropy in the input); ``importance``: the keys that may be suppressed,
    most important first (kept sets compare lexicographically: the most important
    key is kept whenever some safe set keeps it).

    ``household_check`` (risk mode with households): a member is suppressed
    only while its household's risk reaches alpha (seed 002 section 8.2, against
    over-protection).  With strata (``spec.strata``) records are counted within
    their stratum (fk, Fk, risk and k-anonymity), as every step counts them; the
    strata are never suppressed.

    Returns the protected file (a relation: every input row and column, in input
    order; only key values of unsafe records set to NULL) and a
    :class:`ProtectSummary` computed by re-running the risk pipeline on it.
    Records that cannot be made safe (every suppressible key already NULL) are
    listed in ``summary.unprotectable`` by input row number.  The missing-value
    convention must be ``wildcard``.  The file is checked for leaks (:func:`_verify`;
    a :class:`~sdcsql.utility.leak_check.LeakError` unless ``accept_leaks``); the
    derived columns of the spec (``derived``) are suppressed with their sources
    (``summary.derived_suppressions``).  ``kanon_dimension``, ``kanon_combinations``,
    ``kanon_levels`` (with ``k``) and ``kanon_rule``: k-anonymity on combinations of
    keys (:func:`_subset_target`).
    """
    plan = _plan(problem, risk=risk, reid_rate=reid_rate, unsafe_records=unsafe_records, k=k,
                 suppression_weights=suppression_weights, importance=importance,
                 method=method, rule=rule, household_check=household_check, scan=scan,
                 risk_method=risk_method, kanon_dimension=kanon_dimension,
                 kanon_combinations=kanon_combinations, kanon_levels=kanon_levels,
                 kanon_rule=kanon_rule)
    files = _start(problem)
    summary, propagated = _rounds(problem, plan, files)
    return _verify(problem, plan, files, summary, propagated, accept_leaks, leak_columns)


def _suppress_derived(problem: Problem, suppressions: _Appended) -> dict[str, int]:
    """Suppress the derived columns (spec role ``derived``) with their sources: added
    to ``suppressions`` as key positions after the keys (derived.sql); returns the
    suppressions per derived column."""
    spec = problem.spec
    if not spec.derived:
        return {}
    keys = list(spec.keys)
    columns = [c for c, _ in spec.derived]
    level = {int(i): bool(h) for i, h in _rows(
        problem, "derived_level.sql", keyed=problem.keyed, columns=columns)} \
        if spec.household else {}
    items = [{"column": c, "index": len(keys) + i, "household": level.get(i, False),
              "sources": [keys.index(x) for x in sources]}
             for i, (c, sources) in enumerate(spec.derived)]
    suppressions.add(_sql(problem, "derived.sql", suppressed=suppressions.name,
                          keyed=problem.keyed, row_column=ROW, items=items))
    counts = dict(_rows(problem, "derived_counts.sql", suppressed=suppressions.name,
                        n_keys=len(keys)))
    return {c: int(counts.get(len(keys) + i, 0)) for i, c in enumerate(columns)}


def _subset_check(problem: Problem, spec: Spec, current: str, suppressed: str,
                  strata: list[str], subsets: list[tuple[int, ...]], k: float, method: str,
                  suppressible: list[int], run: int, when: str,
                  argus: bool = False) -> dict[str, Any]:
    """Every combination of the subset target counted on the current file: the records
    with fk < k on it (NULL as wildcard; with ``argus`` never matched), collected in
    one table (kanon_violations.sql, argus_unsafe.sql) and counted by dimension
    (kanon_counts.sql)."""
    dimensions = sorted({len(c) for c in subsets})
    table = _Appended.start(problem, problem.name(f"protect_kanon_{when}_{run}"), _sql(
        problem, "kanon_violations.sql", unsafe_rows=None, row_column=ROW))
    if argus:
        p, key_map = _round_problem(problem, spec, current, suppressed, strata)
        try:
            combos, _ = _argus_combos(p, key_map, subsets, suppressible)
            if combos:
                table.add(_sql(problem, "argus_unsafe.sql", keyed=p.keyed, row_column=ROW,
                               combos=combos, with_combo=False), {"k": k})
        finally:
            p.close()
        subsets = []
    for combo in subsets:
        p, key_map = _round_problem(problem, spec, current, suppressed, strata, combo)
        try:
            with _quiet():
                unsafe, n_unsafe = _unsafe_rows(p, "k", k, ">=", method, False, ROW)
            if n_unsafe:
                table.add(_sql(
                    problem, "kanon_violations.sql", unsafe_rows=unsafe, row_column=ROW,
                    dimension=len(combo),
                    suppressible=[pos for pos, g in enumerate(key_map) if g in suppressible]))
        finally:
            p.close()
    counts = _rows(problem, "kanon_counts.sql", violations=table.name, row_column=ROW)
    by_dimension = {d: 0 for d in dimensions}
    records = n_open = 0
    for dimension, n, n_open_rows in counts:
        if dimension == 0:
            records, n_open = int(n), int(n_open_rows)
        else:
            by_dimension[int(dimension)] = int(n)
    return {"table": table.name, "records_by_dimension": by_dimension, "records": records,
            "open": n_open}


def _argus_combos(p: Problem, key_map: list[int], subsets: list[tuple[int, ...]],
                  suppressible: list[int]) -> tuple[list[dict[str, Any]], list[dict[str, int]]]:
    """The combinations in the round problem's key positions (strata appended; a
    combination with a key missing everywhere has no record to count), and their
    suppressible keys (argus_unsafe.sql's ``combos``, argus_choice.sql's ``members``)."""
    strata = [pos for pos, g in enumerate(key_map) if g == -2]
    combos, members = [], []
    for i, combo in enumerate(subsets):
        if not all(g in key_map for g in combo):
            continue
        cols = [key_map.index(g) for g in combo]
        own = [pos for pos in cols if key_map[pos] in suppressible]
        combos.append({"id": i, "cols": cols + strata, "dimension": len(combo),
                       "open": bool(own)})
        members += [{"combo_id": i, "key": pos} for pos in own]
    return combos, members


def _argus_rounds(problem: Problem, spec: Spec, current: str, suppressions: _Appended,
                  strata: list[str], subsets: list[tuple[int, ...]], k: float,
                  suppressible: list[int], weights: list[float],
                  hh_keys: list[str]) -> tuple[int, int]:
    """The ARGUS rule target: rounds of argus_unsafe.sql and argus_choice.sql until no
    record is below k on a combination (or none left has a key to suppress).  Returns
    the rounds and the suppressions propagated to household members."""
    keys = list(spec.keys)
    rounds = propagated = 0
    while True:
        p, key_map = _round_problem(problem, spec, current, suppressions.name, strata)
        try:
            combos, members = _argus_combos(p, key_map, subsets, suppressible)
            if not members:
                return rounds, propagated
            unsafe = p.create("TABLE", p.name("protect_argus_unsafe"), _sql(p,
                "argus_unsafe.sql", keyed=p.keyed, row_column=ROW,
                combos=combos), {"k": k})
            added = suppressions.add(_sql(
                p, "argus_choice.sql", unsafe=unsafe, row_column=ROW, members=members),
                {"weights": [weights[g] if g >= 0 else 1.0 for g in key_map],
                 "key_map": key_map})
        finally:
            p.close()
        if not added:
            return rounds, propagated
        rounds += 1
        if hh_keys:
            propagated += _propagate(problem, suppressions, hh_keys)
        if rounds > 10 * (len(keys) + 3) * max(1, len(subsets)):
            raise SdcsqlError(f"protect: the ARGUS rule target did not converge after "
                              f"{rounds} rounds")


def _summarise_subsets(problem: Problem, spec: Spec, current: str, suppressed: str,
                       strata: list[str], subsets: list[tuple[int, ...]],
                       subset_before: dict[str, Any], before: Any, k: float, method: str,
                       suppressible: list[int], rounds: int, run: int,
                       argus: bool = False) -> ProtectSummary:
    """The summary of a protection to k-anonymity on combinations of keys: every
    combination recounted on the protected file, the risk figures of all keys."""
    after = _subset_check(problem, spec, current, suppressed, strata, subsets, k, method,
                          suppressible, run, "after", argus)
    if after["open"]:
        raise SdcsqlError("protect: a record is below k on a combination with a key of it "
                          "left to suppress (internal error: please report it)")
    rows = _rows(problem, "kanon_rows.sql", violations=after["table"], row_column=ROW)
    keys = list(spec.keys)
    p, key_map = _round_problem(problem, spec, current, suppressed, strata)
    try:
        summary = _summarise(p, problem, before, "", 0, 0, suppressed, "k", k, ">=", method,
                             [pos for pos, g in enumerate(key_map) if g in suppressible],
                             key_map, rounds, ROW)
    finally:
        p.close()
    return dataclasses.replace(
        summary, unsafe_records_before=subset_before["records"],
        unsafe_records_after=after["records"],
        unprotectable=[{"row": int(r), "reason": (
            "below k on a combination of keys none of which may be suppressed" if argus else
            "below k on a combination of keys with every suppressible key of it suppressed: "
            "the file (or stratum) has fewer than k records")} for (r,) in rows],
        kanon_subsets={
            "k": int(k), "rule": "argus" if argus else "kanon",
            "combinations": [[keys[i] for i in c] for c in subsets],
            "protected_combinations": [[keys[i] for i in c] for c in (
                subsets if argus else maximal_combinations(subsets))],
            "records_by_dimension_before": {str(d): n for d, n in
                                            subset_before["records_by_dimension"].items()},
            "records_by_dimension_after": {str(d): n for d, n in
                                           after["records_by_dimension"].items()},
            "records_before": subset_before["records"],
            "records_after": after["records"]})


def _summarise(p: Problem, problem: Problem, before: Any, unsafe: str, n_unsafe: int,
               unsafe_before: int, suppressed: str, mode: str, threshold: float, rule: str,
               method: str, suppressible: list[int], key_map: list[int],
               rounds: int, row_column: str, derivable: Sequence[str] = ()) -> ProtectSummary:
    keys = list(problem.spec.keys)
    with _quiet():
        after = compute_risk(p, method, ordered=False).summary
    households = households_table(p, method)
    counts = _rows(p, "suppression_counts.sql", suppressed=suppressed, keyed=p.keyed,
                   households=households, row_column=ROW, keyed_row=row_column)
    by_key = {k: 0 for k in keys}
    by_size: dict[str, int] = {}
    records_changed = total = 0
    for key_index, size, count, changed, is_total in counts:
        if is_total:
            records_changed, total = int(changed), int(count)
            continue
        by_key[keys[key_index]] += int(count)
        if size is not None:
            by_size[str(size)] = by_size.get(str(size), 0) + int(count)
    # the guarantee: a record still unsafe has every suppressible key NULL
    rows = _rows(p, "unprotectable.sql", unsafe_rows=unsafe, suppressible=suppressible,
                 row_column=ROW) if n_unsafe else []
    unprotectable = []
    kept = [keys[g] for g in key_map if g >= 0 and keys[g] in derivable]
    for row, values in rows:
        if any(v is not None for v in values):
            raise SdcsqlError(f"protect: record {row} is unsafe with a key left to suppress "
                              "(internal error: please report it)")
        if kept:
            reason = (f"core: with every key but {', '.join(kept)} suppressed the risk still "
                      "reaches the threshold (seed 002 section 8.2)")
        elif mode == "k":
            reason = "every key is suppressed and the file has fewer than k records"
        else:
            reason = "every key is suppressed and the risk still reaches the threshold"
        unprotectable.append({"row": int(row), "reason": reason})
    return ProtectSummary(
        mode=mode, threshold=threshold, rule=rule, method="local_suppression", risk_method=method,
        unsafe_records_before=unsafe_before, unsafe_records_after=n_unsafe,
        suppressions=by_key, suppressions_total=total, records_changed=records_changed,
        rounds=rounds, max_risk_before=before.max_risk, max_risk_after=after.max_risk,
        expected_reidentifications_before=before.expected_reidentifications,
        expected_reidentifications_after=after.expected_reidentifications,
        reidentification_rate_before=before.reidentification_rate,
        reidentification_rate_after=after.reidentification_rate,
        suppressions_by_household_size=dict(sorted(by_size.items(), key=lambda kv: int(kv[0])))
        if households else None,
        household_expected_reidentifications_before=before.household_expected_reidentifications,
        household_expected_reidentifications_after=after.household_expected_reidentifications,
        unprotectable=unprotectable,
    )
