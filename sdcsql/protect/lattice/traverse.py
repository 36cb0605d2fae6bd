"""One node's evaluation (targets, suppression, quality) and the lattice traversal.

Suppression follows the reference tool ARX (METRICS.md section 1 of
../shared/reference/arx): a class that a class target rejects, or smaller than the
largest minimal class size, is suppressed whole; then, if a sample target fails on the
remaining classes (the completely generalised class excepted), the remaining classes
are suppressed in a fixed order until it holds, the shortest such prefix.  A node is
feasible when every target holds and at most ``limit`` records are suppressed.

The traversal (docs/protect/search.md, "The search and its guarantee") finds the
feasible node of least quality value, ties broken by the smaller sum of levels then the
smaller transformation (lexicographic): an exact branch and bound over the lattice.  A
node is skipped only when it is proven unable to win: its quality bound is above the
best value found; a coarser node than one that fails cannot pass when every target is
monotone (the predictive tagging of Incognito, OLA and Flash, run downwards: a failing
node tags all its specialisations); a coarser node than a feasible one is no better
when the quality model is monotone.  Above the node budget it stops and reports the
best node and the least bound of the nodes it did not resolve (the gap).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .cells import CellTable, Classes, Node
from .quality import Quality
from .targets import Target, class_risk

__all__ = ["KEEP_CLASSES", "Evaluation", "Evaluator", "Outcome", "search_lattice"]

#: Classes of evaluated nodes kept (in all) to roll coarser nodes up from.
KEEP_CLASSES = 2_000_000


@dataclass
class Evaluation:
    """One evaluated node."""

    node: Node
    feasible: bool
    value: float
    suppressed: int
    classes: int
    risk: float
    outlier: np.ndarray | None = field(default=None, repr=False)
    #: records suppressed in each class kept (a target's per-member rule), when kept
    members: np.ndarray | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"transformation": list(self.node), "feasible": self.feasible,
                "loss": _finite(self.value), "suppressed_records": self.suppressed,
                "classes": self.classes, "risk": self.risk}


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


class Evaluator:
    """Evaluates nodes of ``table``'s lattice for ``targets`` and ``quality``, with at
    most ``limit`` suppressed records."""

    def __init__(self, table: CellTable, targets: Sequence[Target], quality: Quality,
                 limit: int) -> None:
        self.table, self.targets, self.quality, self.limit = table, list(targets), quality, limit
        for t in self.targets:
            t.prepare(table)
        self.min_size = max([t.min_size for t in self.targets] + [1])
        self.class_targets = [t for t in self.targets if t.kind == "class"]
        self.sample_targets = [t for t in self.targets if t.kind == "sample"]
        methods = {t.params["method"] for t in self.targets if t.uses_risk}
        self.risk_method = methods.pop() if len(methods) == 1 else "exact"
        self.arx_order = any(t.arx_order for t in self.sample_targets)
        #: targets that suppress single records of a class (the household risk)
        self.member_targets = [t for t in self.targets
                               if type(t).members is not Target.members]
        if len(self.member_targets) > 1:
            raise ValueError("one target that suppresses single records at most")
        if self.member_targets:
            quality.parts = 2
        #: pruning by failure is valid: every target is monotone for this limit
        self.monotone = all(t.generalisation and (limit == 0 or t.suppression)
                            for t in self.targets)
        self.top = tuple(h - 1 for h in table.heights)
        self.top_single = all(len(h.labels[-1]) == 1 for h in table.hierarchies)
        #: classes of recently evaluated nodes, to roll coarser nodes up from
        self.kept: OrderedDict[Node, Classes] = OrderedDict()
        self.kept_classes = 0

    def _classes(self, node: Node) -> Classes:
        """The node's classes, rolled up from the kept classes of its finer neighbour with
        the fewest classes when one is kept (fewer rows than the cells), else from the
        cells; the result kept in turn (at most KEEP_CLASSES classes in all)."""
        base = None
        for j in range(len(node)):
            if node[j] > 0:
                child = node[:j] + (node[j] - 1,) + node[j + 1:]
                got = self.kept.get(child)
                if got is not None and (base is None or got.n_classes < base.n_classes):
                    base = got
        cls = self.table.classes(node, base)
        if cls.n_classes * 2 < self.table.count.size:
            self.kept[node] = cls.summary()
            self.kept_classes += cls.n_classes
            while self.kept_classes > KEEP_CLASSES:
                _, old = self.kept.popitem(last=False)
                self.kept_classes -= old.n_classes
        return cls

    def evaluate(self, node: Node, keep: bool = False) -> Evaluation:
        cls = self.table.classes(node) if keep else self._classes(node)
        outlier = cls.size < self.min_size
        for t in self.class_targets:
            outlier |= t.fails(cls)
        members = None
        for t in self.member_targets:
            members = t.members(cls)
            whole = members >= cls.size      # every record of the class: the class
            outlier = outlier | whole
        holds = True
        if self.sample_targets:
            outlier, holds = self._sample(cls, node, outlier)
        if members is not None:
            members = np.where(outlier, 0, members)
            if not members.any():
                members = None
        suppressed = int(cls.size[outlier].sum())
        if members is None or self.quality.monotone:    # monotone models: no suppression
            value = self.quality.value(cls, outlier)
        else:
            value = self.quality.value(*_split(cls, outlier, members))
        if members is not None:
            suppressed += int(members.sum())
        kept = ~outlier
        released = int(cls.size[kept].sum()) - (int(members.sum()) if members is not None
                                                else 0)
        risk = float(np.count_nonzero(kept) / released) if released else 0.0
        feasible = holds and suppressed <= self.limit
        return Evaluation(tuple(node), feasible, value, suppressed, cls.n_classes, risk,
                          outlier if keep else None, members if keep else None)

    def _sample(self, cls: Classes, node: Node, outlier: np.ndarray) -> tuple[np.ndarray, bool]:
        remaining = ~outlier
        if node == self.top and self.top_single:
            remaining = np.zeros_like(remaining)       # the completely generalised class
        idx = np.flatnonzero(remaining)
        risk = None
        if any(t.uses_risk for t in self.sample_targets):
            risk = np.zeros(cls.n_classes)
            risk[idx] = class_risk(cls.size[idx], cls.weight[idx], self.risk_method,
                                   cls.table.pi)
        if all(bool(t.prefix_holds(cls, idx, risk)[0]) for t in self.sample_targets):
            return outlier, True
        if self.arx_order:
            loss = self.quality.class_loss(cls) if self.quality.orders_by_loss else None
            keys = [cls.first[idx]] + ([loss[idx]] if loss is not None else []) \
                + [cls.size[idx]]
        else:
            assert risk is not None
            keys = [cls.first[idx], cls.size[idx], -risk[idx]]
        order = idx[np.lexsort(keys)]
        ok = np.ones(order.size + 1, dtype=bool)
        for t in self.sample_targets:
            ok &= t.prefix_holds(cls, order, risk)
        hit = np.flatnonzero(ok)
        out = outlier.copy()
        if hit.size == 0:
            out[order] = True
            return out, False
        out[order[:int(hit[0])]] = True
        return out, True


def _split(cls: Classes, outlier: np.ndarray,
           members: np.ndarray) -> tuple[Classes, np.ndarray]:
    """The classes with the suppressed members of each class as a part of their own,
    suppressed (for the quality models: the released class is the kept records)."""
    part = np.flatnonzero(members)
    size = np.concatenate([cls.size - members, members[part]])
    share = np.where(cls.size > 0, (cls.size - members) / np.maximum(cls.size, 1), 0.0)
    weight = np.concatenate([cls.weight * share, cls.weight[part] * (1 - share[part])])
    split = Classes(cls.table, cls.node, None, size, weight,
                    np.concatenate([cls.first, cls.first[part]]),
                    [np.concatenate([c, c[part]]) for c in cls.codes])
    return split, np.concatenate([outlier, np.ones(part.size, dtype=bool)])


@dataclass
class Outcome:
    """The traversal's result: the best node (None: no feasible node among those
    evaluated), whether it is proven optimal, the least bound of the nodes left
    unresolved (the optimum is at least that), the evaluations in order."""

    best: Evaluation | None
    optimal: bool
    lower_bound: float
    evaluations: list[Evaluation]
    lattice_size: int

    @property
    def nodes_checked(self) -> int:
        return len(self.evaluations)


def _tie_key(node: Node) -> tuple[int, Node]:
    return (sum(node), node)


class _Search:
    """The state of one search: the nodes evaluated, those proven to fail or to be no
    better, the evaluations in order and the best feasible one."""

    def __init__(self, ev: Evaluator, budget: int,
                 progress: Callable[[int, Evaluation | None], None] | None) -> None:
        self.ev, self.budget, self.progress = ev, budget, progress
        self.shape = ev.table.heights
        self.grid = np.indices(self.shape).reshape(len(self.shape), -1).T   # node id -> levels
        self.total = self.grid.shape[0]
        self.bounds = ev.quality.bounds().ravel()
        self.evaluated = np.zeros(self.total, dtype=bool)
        self.infeasible = np.zeros(self.total, dtype=bool)   # proven to fail (monotone targets)
        self.dominated = np.zeros(self.total, dtype=bool)    # proven no better (monotone quality)
        self.evaluations: list[Evaluation] = []
        self.best: Evaluation | None = None

    def better(self, e: Evaluation) -> bool:
        best = self.best
        return best is None or (e.value, *_tie_key(e.node)) < (best.value, *_tie_key(best.node))

    def hopeless(self, i: int) -> bool:
        """Node ``i`` is evaluated already, or proven unable to beat the best."""
        if self.evaluated[i] or self.infeasible[i] or self.dominated[i]:
            return True
        best = self.best
        if best is None:
            return False
        b = self.bounds[i]
        slack = 1e-12 * max(1.0, abs(best.value))
        if b > best.value + slack:
            return True
        node = tuple(int(x) for x in self.grid[i])
        return bool(b >= best.value and _tie_key(node) > _tie_key(best.node))

    def run(self, i: int) -> Evaluation:
        """Evaluate node ``i``; what it proves is marked (monotone targets: the nodes
        below a failing one fail; monotone quality: those above a feasible one are no
        better)."""
        grid = self.grid
        e = self.ev.evaluate(tuple(int(x) for x in grid[i]))
        self.evaluated[i] = True
        self.evaluations.append(e)
        if e.feasible:
            if self.better(e):
                self.best = e
            if self.ev.quality.monotone:
                self.dominated[np.all(grid >= grid[i], axis=1)] = True
                self.dominated[i] = False
        elif self.ev.monotone:
            self.infeasible[np.all(grid <= grid[i], axis=1)] = True
        if self.progress is not None:
            self.progress(len(self.evaluations), self.best)
        return e

    def budget_left(self) -> bool:
        return len(self.evaluations) < self.budget

    def descend(self) -> None:
        """An incumbent: from the top node down, always to the best feasible child."""
        grid, shape = self.grid, self.shape
        if not self.budget_left():
            return
        current = int(np.ravel_multi_index(self.ev.top, shape))
        e = self.run(current)
        while e.feasible and self.budget_left():
            children = []
            for j in range(len(shape)):
                if grid[current][j] > 0:
                    child = grid[current].copy()
                    child[j] -= 1
                    children.append(int(np.ravel_multi_index(tuple(child), shape)))
            found: list[tuple[float, int, Evaluation]] = []
            for c in children:
                if not self.budget_left():
                    break
                if self.evaluated[c] or self.infeasible[c]:
                    continue
                ce = self.run(c)
                if ce.feasible:
                    found.append((ce.value, c, ce))
            if not found:
                break
            _, current, e = min(found, key=lambda x: (x[0], x[1]))

    def sweep(self) -> Outcome:
        """Every node not proven unable to win, top-down when only the targets are
        monotone, else by bound; the outcome (a lower bound when the budget ran out)."""
        level_sum = self.grid.sum(axis=1)
        ev, bounds, total = self.ev, self.bounds, self.total
        if ev.monotone and not ev.quality.monotone:
            order = np.lexsort((np.arange(total), bounds, -level_sum))    # top-down
        else:
            order = np.lexsort((np.arange(total), level_sum, bounds))     # by bound
        for i in order.tolist():
            if self.hopeless(i):
                continue
            if not self.budget_left():
                open_ = [i for i in order.tolist() if not self.hopeless(i)]
                lower = float(min(bounds[open_])) if open_ else math.inf
                if self.best is not None:
                    lower = min(lower, self.best.value)
                return Outcome(self.best, not open_, lower, self.evaluations, total)
            self.run(i)
        best = self.best
        return Outcome(best, True, best.value if best is not None else math.inf,
                       self.evaluations, total)


def search_lattice(ev: Evaluator, budget: int,
                   progress: Callable[[int, Evaluation | None], None] | None = None) -> Outcome:
    """The exact optimum of ``ev``'s problem, or the best found within ``budget``
    evaluations and a proven lower bound."""
    search = _Search(ev, budget, progress)
    search.descend()
    return search.sweep()
