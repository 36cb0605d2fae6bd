"""The optimal protection search: the least-loss recodes and suppression that meet the
targets (issue #27; docs/protect/search.md).

Each key has a generalisation hierarchy (:mod:`sdcsql.protect.lattice.hierarchy`); a
node of the lattice is one level per key.  The records are read once into the table of
distinct key combinations (``sql/protect/search/distinct_cells.sql``); every node is
evaluated on it (:mod:`sdcsql.protect.lattice.cells`): its classes, the targets and the
suppression they need (:mod:`sdcsql.protect.lattice.targets`), the quality model's
value (:mod:`sdcsql.protect.lattice.quality`).  The traversal
(:mod:`sdcsql.protect.lattice.traverse`) returns the feasible node of least value,
proven optimal, or above the node budget the best found and a proven lower bound.

>>> import sdcsql
>>> data = "SELECT * FROM (VALUES (0, 1), (1, 1), (2, 2), (3, 2)) t(age, sex)"
>>> with sdcsql.Problem(data, sdcsql.Spec(keys=["age", "sex"])) as p:
...     r = p.search(bands={"age": [2], "sex": [2]}, k=2, quality="height")
>>> r.transformation, r.optimal
([1, 0], True)
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..data import Result, json_ready
from ..errors import InputError
from ..options import Option, StepOptions, check_bool, check_choice
from ..risk.individual import RISK_STEP
from ..risk.threshold import check_risk, parse_rate
from .lattice.cells import CellTable, cell_classes, read_cells
from .lattice.hierarchy import (
    Hierarchy,
    bands_hierarchy,
    find_hierarchy_file,
    grc_hierarchy,
    read_csv_hierarchy,
)
from .lattice.quality import AGGREGATES, QUALITY_MODELS, make_quality
from .lattice.targets import (
    AverageRisk,
    HouseholdRisk,
    KAnonymity,
    MaxRisk,
    RecordsAbove,
    ReidRate,
    SampleUniqueness,
    Target,
    class_risk,
    household_risks,
    parse_ldiversity,
    parse_likeness,
    parse_tcloseness,
)
from .lattice.traverse import Evaluation, Evaluator, Outcome, search_lattice

__all__ = ["DEFAULT_BUDGET", "SEARCH_STEP", "SearchResult", "search"]

#: Nodes evaluated before the search stops with the best found and a lower bound.
DEFAULT_BUDGET = 100_000


def _check_int(minimum: int) -> Callable[[Any, str], int]:
    def check(value: Any, where: str) -> int:
        if not isinstance(value, numbers.Integral) or isinstance(value, bool) or value < minimum:
            raise InputError(f"{where}: must be an integer >= {minimum}, got {value!r}")
        return int(value)

    return check


def _check_fraction(value: Any, where: str) -> float:
    """A share in [0, 1]: a number, or text (``0.04`` or ``4%``)."""
    x: Any = value
    if isinstance(value, str):
        text = value.strip()
        try:
            x = float(text.removesuffix("%")) / (100.0 if text.endswith("%") else 1.0)
        except ValueError:
            x = None
    if not isinstance(x, (int, float)) or isinstance(x, bool) or not math.isfinite(x) \
            or not 0 <= x <= 1:
        raise InputError(f"{where}: must be in [0, 1] (0.04 or '4%'), got {value!r}")
    return float(x)


def _check_texts(value: Any, where: str) -> list[str]:
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not all(isinstance(x, str) and x for x in items):
        raise InputError(f"{where}: must be text (or a list of texts), got {value!r}")
    return list(items)


def _check_mapping(value: Any, where: str) -> dict[str, str]:
    """``KEY=TEXT`` items (a list, as the command line gives them) or a mapping."""
    if isinstance(value, Mapping):
        return {str(k): str(v) for k, v in value.items()}
    out: dict[str, str] = {}
    for item in _check_texts(value, where):
        name, sep, text = item.partition("=")
        if not sep or not name or not text:
            raise InputError(f"{where} {item!r}: write KEY=VALUE")
        out[name] = text
    return out


def _check_bands(value: Any, where: str) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for key, widths in (value.items() if isinstance(value, Mapping)
                        else _check_mapping(value, where).items()):
        items = widths.split(",") if isinstance(widths, str) else widths
        try:
            out[key] = [float(w) for w in items]
        except (TypeError, ValueError):
            raise InputError(f"{where} {key}: band widths must be numbers, got "
                             f"{widths!r}") from None
    return out


def _check_weights(value: Any, where: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for key, w in (value.items() if isinstance(value, Mapping)
                   else _check_mapping(value, where).items()):
        try:
            x = float(w)
        except (TypeError, ValueError):
            raise InputError(f"{where} {key}: {w!r} is not a number") from None
        if not math.isfinite(x) or x < 0:
            raise InputError(f"{where} {key}: must be a number >= 0")
        out[key] = x
    return out


def _check_gs(value: Any, where: str) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 1:
        raise InputError(f"{where}: must be in [0, 1], got {value!r}")
    return float(value)


def _check_records_above(value: Any, where: str) -> tuple[float, int]:
    if isinstance(value, str):
        risk, sep, count = value.partition(":")
        if not sep:
            raise InputError(f"{where} {value!r}: write RISK:RECORDS (e.g. 0.1:20)")
        try:
            value = (float(risk), int(count))
        except ValueError:
            raise InputError(f"{where} {value!r}: write RISK:RECORDS (e.g. 0.1:20)") from None
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise InputError(f"{where}: give a risk threshold and a number of records")
    return check_risk(where, value[0]), _check_int(0)(value[1], where)


def _check_risk(value: Any, where: str) -> float:
    return check_risk(where, value)


#: The search's options (sdcsql.options): hierarchies, targets, suppression, quality,
#: budget; it reads the risk step's method for the risk targets.
SEARCH_STEP = StepOptions("search", own=(
    Option("hierarchies", lambda v, w: str(_check_texts(v, w)[0]),
           "directory of hierarchy files: <key>.csv or <prefix>_hierarchy_<key>.csv "
           "(';'-separated, one row per value, column L = level L)", cli={"metavar": "DIR"}),
    Option("hierarchy", _check_mapping, "a key's hierarchy file, KEY=FILE (repeatable)",
           cli={"action": "append", "metavar": "KEY=FILE"}),
    Option("bands", _check_bands, "numeric bands of a key, KEY=W1,W2,... (widths, each a "
           "multiple of the one before; then *) (repeatable)",
           cli={"action": "append", "metavar": "KEY=W1,W2"}),
    Option("grc", _check_mapping, "a key's levels from mu-Argus recode files, "
           "KEY=F1.grc,F2.grc (one file a level, each on the original codes; then *) "
           "(repeatable)", cli={"action": "append", "metavar": "KEY=F1.grc,..."}),
    Option("k", _check_int(1), "k-anonymity: every released class has at least k records",
           cli={"type": int}),
    Option("ldiversity", _check_texts, "l-diversity of a sensitive variable: "
           "distinct:VAR:L, entropy:VAR:L[:grassberger] or recursive:VAR:C:L (repeatable)",
           cli={"action": "append", "metavar": "KIND:VAR:..."}),
    Option("tcloseness", _check_texts, "t-closeness of a sensitive variable: equal:VAR:T, "
           "ordered:VAR:T or hierarchical:VAR:T (VAR's hierarchy given as a key's) "
           "(repeatable)", cli={"action": "append", "metavar": "KIND:VAR:T"}),
    Option("beta_likeness", _check_texts, "beta-likeness of a sensitive variable: "
           "basic:VAR:BETA or enhanced:VAR:BETA (repeatable)",
           cli={"action": "append", "metavar": "KIND:VAR:BETA"}),
    Option("average_risk", _check_fraction, "average re-identification risk (classes per "
           "released record) at most this", cli={"metavar": "R"}),
    Option("sample_uniqueness", _check_fraction, "share of released records alone in "
           "their class at most this", cli={"metavar": "R"}),
    Option("max_risk", _check_risk, "every released record's individual risk below this "
           "(the exact negative-binomial risk of seed 000, or --method)",
           cli={"type": float, "metavar": "R"}),
    Option("household_risk", _check_risk, "every household's risk below this: 1 - prod "
           "(1 - r_i) over its members (seed 000 section 5); the members at or above R / "
           "household size of a household at or above R are suppressed, those records "
           "alone (the per-member rule); needs --household",
           cli={"type": float, "metavar": "R"}),
    Option("reid_rate", parse_rate, "expected re-identification rate of the released file "
           "at most this: a fraction (0.01) or a percent (1%%)", cli={"metavar": "RATE"}),
    Option("records_above", _check_records_above, "at most N released records with "
           "individual risk >= R, as R:N (not monotone: no pruning on it)",
           cli={"metavar": "R:N"}),
    Option("suppression_limit", _check_fraction, "share of the records that may be "
           "suppressed (whole classes; at most floor(s * records))", default=0.0,
           cli={"metavar": "S"}),
    Option("quality", check_choice(tuple(QUALITY_MODELS), "a quality model"),
           "the information loss to minimise", default="loss",
           choices=tuple(QUALITY_MODELS)),
    Option("gs_factor", _check_gs, "the weight of generalisation against suppression in "
           "[0, 1] (0.5: equal)", default=0.5, cli={"type": float}),
    Option("aggregate", check_choice(AGGREGATES, "an aggregate"), "how per-key losses "
           "combine (default: the quality model's own)", choices=AGGREGATES),
    Option("attribute_weights", _check_weights, "weights of the keys in the loss, "
           "KEY=W (repeatable; default 1 each)",
           cli={"action": "append", "metavar": "KEY=W"}),
    Option("budget", _check_int(1), "nodes evaluated at most; past it the best node "
           "found and a proven lower bound", default=DEFAULT_BUDGET, cli={"type": int}),
    Option("exact", check_bool, "refuse a lattice larger than the budget (the optimum "
           "must be proven)", default=False, cli={"action": "store_true"}),
), uses=(RISK_STEP.get("method"),), templates=("protect/search/distinct_cells.sql",
                                                "protect/search/household_cells.sql",
                                                "protect/search/protected.sql"))


@dataclass
class SearchResult(Result):
    """The search's answer: the optimal node (``transformation``: one level per key, in
    the order of the keys), its quality value (``loss``), whether it is proven optimal
    (else ``gap`` to the proven lower bound), the nodes checked, the risk figures before
    (the original keys) and after, and the Pareto front of (risk, loss)."""

    keys: list[str]
    quality: str
    transformation: list[int]
    loss: float
    optimal: bool
    gap: float
    lower_bound: float
    nodes_checked: int
    lattice_size: int
    suppression_limit: int
    suppressed_records: int
    targets: list[dict[str, Any]]
    before: dict[str, Any]
    after: dict[str, Any]
    front: list[dict[str, Any]]
    table_: CellTable | None = field(default=None, repr=False)
    outlier: np.ndarray | None = field(default=None, repr=False)
    #: the (household, cell) pairs whose records the household risk's per-member rule
    #: suppresses (None: no such target)
    flagged: np.ndarray | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "keys": self.keys,
            "transformation": self.transformation,
            "transformation_by_key": dict(zip(self.keys, self.transformation, strict=True)),
            "quality": self.quality,
            "loss": self.loss,
            "optimal": self.optimal,
        }
        if not self.optimal:
            out["gap"] = self.gap
            out["lower_bound"] = self.lower_bound
        out.update({
            "nodes_checked": self.nodes_checked,
            "lattice_size": self.lattice_size,
            "suppression_limit_records": self.suppression_limit,
            "suppressed_records": self.suppressed_records,
            "targets": self.targets,
            "before": self.before,
            "after": self.after,
            "front": self.front,
        })
        return json_ready(out)

    def table(self) -> str:
        by_key = ", ".join(f"{k}={lv}" for k, lv in zip(self.keys, self.transformation,
                                                         strict=True))
        status = "optimal" if self.optimal else (
            f"not proven optimal: gap {self.gap:.6g} to the lower bound {self.lower_bound:.10g}")
        lines = [
            f"transformation      {by_key}",
            f"{self.quality:<20}{self.loss!r} ({status})",
            f"suppressed records  {self.suppressed_records:,} (limit {self.suppression_limit:,})",
            f"nodes checked       {self.nodes_checked:,} of {self.lattice_size:,}",
            "risk                before  ->  after",
        ]
        for name in ("classes", "smallest_class", "average_risk", "sample_uniqueness",
                     "max_individual_risk", "reidentification_rate", "max_household_risk"):
            if name not in self.before:
                continue
            b, a = self.before.get(name), self.after.get(name)
            lines.append(f"  {name:<22}{_fmt(b):>12}  ->  {_fmt(a)}")
        lines.append(f"front               {len(self.front)} node(s) (risk, loss)")
        return "\n".join(lines)


def _fmt(x: Any) -> str:
    if isinstance(x, float):
        return f"{x:.6g}"
    return f"{x:,}" if isinstance(x, int) else str(x)


# ----------------------------------------------------------------- inputs
def _hierarchies(problem: Any, keys: Sequence[str], hierarchies: str | None,
                 hierarchy: Mapping[str, str], bands: Mapping[str, Sequence[float]],
                 extra: Sequence[str], grc: Mapping[str, str]) -> dict[str, Hierarchy]:
    """The hierarchy of each key (and of each sensitive variable a hierarchical
    t-closeness names): --bands or --grc, else --hierarchy, else the directory."""
    for name in list(hierarchy) + list(bands) + list(grc):
        if name not in keys and name not in extra:
            raise InputError(f"--hierarchy/--bands {name!r}: not a key (the keys are "
                             f"{', '.join(keys)})")
    given = [set(hierarchy), set(bands), set(grc)]
    twice = (given[0] & given[1]) | (given[0] & given[2]) | (given[1] & given[2])
    if twice:
        raise InputError(f"key {sorted(twice)[0]!r}: give one of a hierarchy file, bands or "
                         ".grc files")
    out: dict[str, Hierarchy] = {}
    for name in list(keys) + [e for e in extra if e not in keys]:
        if name in bands or name in grc:
            if name not in keys:
                raise InputError(f"--bands/--grc {name!r}: generated levels are for keys")
            values = [r["v"] for r in problem.engine.query(problem.engine.render(
                "protect/search/key_values.sql", keyed=problem.grouped or problem.keyed,
                index=list(keys).index(name)))]
            present = [v for v in values if v is not None]
            out[name] = bands_hierarchy(name, present, bands[name]) if name in bands else \
                grc_hierarchy(name, present, grc[name].split(","))
        elif name in hierarchy:
            out[name] = read_csv_hierarchy(hierarchy[name], name)
        elif hierarchies is not None:
            out[name] = read_csv_hierarchy(find_hierarchy_file(hierarchies, name), name)
        else:
            raise InputError(f"key {name!r}: no hierarchy (give --hierarchies DIR, "
                             f"--hierarchy {name}=FILE, --bands {name}=W1,W2 or --grc "
                             f"{name}=F.grc)")
    return out


def _targets(options: Mapping[str, Any], hierarchies: Mapping[str, Hierarchy],
             method: str) -> list[Target]:
    out: list[Target] = []
    if options.get("k") is not None:
        out.append(KAnonymity(options["k"]))
    for text in options.get("ldiversity") or ():
        out.append(parse_ldiversity(text))
    for text in options.get("tcloseness") or ():
        out.append(parse_tcloseness(text, dict(hierarchies)))
    for text in options.get("beta_likeness") or ():
        out.append(parse_likeness(text))
    if options.get("average_risk") is not None:
        out.append(AverageRisk(options["average_risk"]))
    if options.get("sample_uniqueness") is not None:
        out.append(SampleUniqueness(options["sample_uniqueness"]))
    if options.get("max_risk") is not None:
        out.append(MaxRisk(options["max_risk"], method))
    if options.get("household_risk") is not None:
        out.append(HouseholdRisk(options["household_risk"], method))
    if options.get("reid_rate") is not None:
        out.append(ReidRate(options["reid_rate"], method))
    if options.get("records_above") is not None:
        risk, records = options["records_above"]
        out.append(RecordsAbove(risk, records, method))
    if not out:
        raise InputError("the search needs a target: give --k, --ldiversity, --tcloseness, "
                         "--beta-likeness, --average-risk, --sample-uniqueness, --max-risk, "
                         "--household-risk, --reid-rate or --records-above")
    return out


def _figures(table: CellTable, node: tuple[int, ...], outlier: np.ndarray | None,
             method: str, flagged: np.ndarray | None = None) -> dict[str, Any]:
    """Risk figures of the released records of ``node`` (suppressed classes left out;
    records of ``flagged`` (household, cell) pairs suppressed too, counted as wildcards
    in their classes' fk and Fk, so the classes' risks stay)."""
    cls = table.classes(node)
    kept = np.ones(cls.n_classes, dtype=bool) if outlier is None else ~outlier
    shown = cls.size.copy()
    hh = table.households
    if flagged is not None and hh is not None:
        shown -= np.bincount(cell_classes(cls)[hh.cell][flagged],
                             weights=hh.records[flagged],
                             minlength=cls.n_classes).astype(np.int64)
    kept &= shown > 0
    size, weight, shown = cls.size[kept], cls.weight[kept], shown[kept]
    released = int(shown.sum())
    if released == 0:
        return {"records_released": 0, "classes": 0}
    risk = class_risk(size, weight, method, table.pi)
    expected = float(np.sum(shown * risk))
    out = {
        "records_released": released,
        "classes": int(size.size),
        "smallest_class": int(shown.min()),
        "average_risk": float(size.size / released),
        "sample_uniqueness": float(np.count_nonzero(shown == 1) / released),
        "max_individual_risk": float(risk.max()),
        "expected_reidentifications": expected,
        "reidentification_rate": expected / table.n_records,
    }
    if hh is not None:
        every = class_risk(cls.size, cls.weight, method, table.pi)
        out["max_household_risk"] = float(household_risks(
            table, cell_classes(cls), every, kept,
            None if flagged is None else ~flagged).max())
    return out


def _front(evaluations: Sequence[Evaluation]) -> list[dict[str, Any]]:
    """The feasible evaluated nodes that no other beats on both risk and loss."""
    feasible = sorted((e for e in evaluations if e.feasible),
                      key=lambda e: (e.risk, e.value, sum(e.node), e.node))
    out: list[dict[str, Any]] = []
    best = math.inf
    for e in feasible:
        if e.value < best:
            out.append(e.to_json())
            best = e.value
    return out


# ----------------------------------------------------------------- the step
def search(problem: Any, *, progress: Callable[[int, Any], None] | None = None,
           **options: Any) -> SearchResult:
    """The least-loss node of the keys' hierarchies meeting the targets
    (:data:`SEARCH_STEP`'s options; docs/protect/search.md)."""
    from ..options import check_keywords

    opts = check_keywords(options, SEARCH_STEP.all, "search")
    opts = {k: SEARCH_STEP.get(k).check(v, k) for k, v in opts.items()}
    for o in SEARCH_STEP.all:
        opts.setdefault(o.name, o.default)
    spec = problem.spec
    if spec.strata:
        raise InputError("search: strata are not supported; search each stratum's file")
    if opts.get("household_risk") is not None and not spec.household:
        raise InputError("--household-risk: the household risk needs a household id "
                         "(--household, Spec(household=...))")
    keys = list(spec.keys)
    method = opts.get("method") or "exact"
    sensitive_attrs = sensitive_names(opts)
    hier_attrs = [t.split(":")[1] for t in opts.get("tcloseness") or ()
                  if t.startswith("hierarchical:") and t.count(":") == 2]
    for name in sensitive_attrs:
        if name not in problem.schema:
            raise InputError(f"sensitive variable {name!r}: not a column of the input")
        if name in keys:
            raise InputError(f"sensitive variable {name!r}: is a key; a sensitive variable "
                             "is released as is")
    hierarchies = _hierarchies(problem, keys, opts.get("hierarchies"),
                               opts.get("hierarchy") or {}, opts.get("bands") or {},
                               hier_attrs, opts.get("grc") or {})
    targets = _targets(opts, hierarchies, method)
    lattice = int(np.prod([hierarchies[k].levels for k in keys]))
    if opts["exact"] and lattice > opts["budget"]:
        raise InputError(f"--exact: the lattice has {lattice:,} nodes, more than the budget "
                         f"{opts['budget']:,}; raise --budget or drop --exact")
    weights = opts.get("attribute_weights") or {}
    for name in weights:
        if name not in keys:
            raise InputError(f"--attribute-weights {name!r}: not a key")
    table = read_cells(problem, keys, [hierarchies[k] for k in keys], sensitive_attrs,
                       households=opts.get("household_risk") is not None)
    limit = int(math.floor(opts["suppression_limit"] * table.n_records + 1e-9))
    quality = make_quality(opts["quality"], table, opts["gs_factor"], opts.get("aggregate"),
                           [weights.get(k, 1.0) for k in keys] if weights else (), limit)
    evaluator = Evaluator(table, targets, quality, limit)
    outcome = search_lattice(evaluator, opts["budget"], progress)
    return _result(table, evaluator, outcome, keys, opts, method, targets)


def sensitive_names(opts: Mapping[str, Any]) -> list[str]:
    """The sensitive variables the targets of ``opts`` read (l-diversity,
    t-closeness, beta-likeness: ``kind:variable:...``)."""
    names: list[str] = []
    for option in ("ldiversity", "tcloseness", "beta_likeness"):
        for text in opts.get(option) or ():
            parts = text.split(":")
            if len(parts) >= 3 and parts[1] not in names:
                names.append(parts[1])
    return names


def _result(table: CellTable, ev: Evaluator, outcome: Outcome, keys: list[str],
            opts: Mapping[str, Any], method: str, targets: list[Target]) -> SearchResult:
    best = outcome.best
    if best is None:
        evals = outcome.evaluations
        least = min((e.suppressed for e in evals), default=None)
        what = ", ".join(t.name for t in targets)
        raise InputError(
            f"search: no node meets the targets ({what}) within the suppression limit of "
            f"{ev.limit:,} record(s); the least suppression among the {len(evals):,} nodes "
            f"checked is {least:,} record(s): raise --suppression-limit or relax a target")
    final = ev.evaluate(best.node, keep=True)
    flagged = None
    for t in ev.member_targets:
        assert isinstance(t, HouseholdRisk)
        cls = table.classes(best.node)
        assert final.outlier is not None
        pairs, pair_class = t.flagged(cls)
        flagged = pairs & ~final.outlier[pair_class]
    bottom = tuple(0 for _ in keys)
    gap = 0.0 if outcome.optimal else max(0.0, best.value - outcome.lower_bound)
    return SearchResult(
        keys=keys, quality=opts["quality"], transformation=list(best.node), loss=best.value,
        optimal=outcome.optimal, gap=gap, lower_bound=outcome.lower_bound,
        nodes_checked=outcome.nodes_checked, lattice_size=outcome.lattice_size,
        suppression_limit=ev.limit, suppressed_records=final.suppressed,
        targets=[t.to_json() for t in targets],
        before=_figures(table, bottom, None, method),
        after=_figures(table, best.node, final.outlier, method, flagged),
        front=_front(outcome.evaluations), table_=table,
        outlier=final.outlier, flagged=flagged)


# ----------------------------------------------------------------- the protected file
def protected_relation(problem: Any, result: SearchResult) -> Any:
    """The protected file of the search's node as a relation
    (``sql/protect/search/protected.sql``): each key replaced by its value at the
    node's level; every key of a record of a suppressed class, or of a member the
    household risk's per-member rule suppresses, set to NULL (a missing value, as
    sdcsql's suppression writes it); every other column as it is, in input order."""
    import pyarrow as pa

    table = result.table_
    assert table is not None and result.outlier is not None
    keys = []
    for i, (name, h, level) in enumerate(zip(result.keys, table.hierarchies,
                                             result.transformation, strict=True)):
        values = [r[0] for r in h.values]
        released = [h.labels[level][c] for c in h.codes[level]]
        mapping = pa.table({"v": pa.array(values, pa.string()),
                            "g": pa.array(released, pa.string())})
        keys.append({"name": name, "index": i,
                     "map": problem.create_from_arrow(problem.name(f"search_map{i}"), mapping)})
    cls = table.classes(tuple(result.transformation))
    assert cls.inv is not None
    cell_out = result.outlier[cls.inv]
    columns = {}
    for i, h in enumerate(table.hierarchies):
        rows = table.rows[i][cell_out]
        columns[f"k{i}"] = pa.array([h.values[r][0] for r in rows.tolist()], pa.string())
    suppressed = pa.table(columns) if columns else pa.table({})
    name = problem.create_from_arrow(problem.name("search_suppressed"), suppressed)
    members = None
    hh = table.households
    if result.flagged is not None and hh is not None:
        pairs = np.flatnonzero(result.flagged)     # by composition and cell: no household id
        members = problem.create_from_arrow(problem.name("search_members"), pa.table({
            "household": pa.array(hh.ids[hh.household[pairs]], pa.int64()),
            "cell": pa.array(table.first[hh.cell[pairs]], pa.int64())}))
    sql = problem.engine.render("protect/search/protected.sql", keyed=problem.keyed,
                                columns=list(problem.schema), keys=keys, suppressed=name,
                                members=members, sensitive=list(table.sensitive),
                                household_size_given=problem.spec.household_size is not None)
    return problem.engine.relation(sql)
