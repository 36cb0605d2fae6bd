"""The targets of the protection search: what must hold on the released file.

Each target is a check of one lattice node's classes and declares whether it is
monotone under generalisation (a node that meets it makes every coarser node meet it)
and under suppression (the records it suppresses at a coarser node are no more than at
the finer one), docs/protect/search.md gives each argument and
tests/protect/test_search.py checks each declaration on random data.

Two kinds, as in the reference tool ARX (its semantics: METRICS.md of
../shared/reference/arx):

* **class** targets judge each equivalence class; a class that fails, or is smaller than
  the largest minimal size of the targets (k, ceil(l)), is suppressed whole (every
  record of it): k-anonymity, l-diversity (distinct, entropy, recursive), t-closeness
  (equal, ordered, hierarchical distance), beta-likeness (basic, enhanced) and the
  project's maximum individual risk (seed 000 section 3.3, the exact negative-binomial
  risk of the class's (fk, Fk)) and household risk (seed 000 section 5; it suppresses
  single records, by the per-member rule of section 7.4.1);
* **sample** targets judge the classes that remain: if they fail, the remaining classes
  are suppressed in a fixed order until they hold (the shortest such prefix):
  average re-identification risk, sample uniqueness and the project's
  re-identification rate (seed 000 section 3.5) and "at most N records at or above a
  risk threshold".
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ...errors import InputError
from .cells import CellTable, Classes, cell_classes
from .hierarchy import Hierarchy

__all__ = ["GRASSBERGER", "HouseholdRisk", "Target", "class_risk", "household_risks",
           "parse_ldiversity", "parse_tcloseness", "parse_likeness"]

#: The Grassberger estimator's G(x) for x <= 100, indexed by floor(x / 2) (METRICS.md 3).
GRASSBERGER = np.array([
    -1.2703628454614782, 0.7296371545385218, 1.3963038212051886, 1.7963038212051885,
    2.0820181069194743, 2.3042403291416966, 2.4860585109598783, 2.639904664806032,
    2.7732379981393653, 2.8908850569628948, 2.9961482148576315, 3.091386310095727,
    3.178342831834857, 3.2583428318348573, 3.3324169059089312, 3.4013824231503107,
    3.4658985521825687, 3.5265046127886293, 3.5836474699314866, 3.6377015239855406,
    3.6889835752675917, 3.7377640630724698, 3.7842756909794466, 3.8287201354238913,
    3.871273326913253, 3.912089653443865, 3.951305339718375, 3.9890411887749786,
    4.025404825138615, 4.060492544436861, 4.094390849521607, 4.127177734767508,
    4.1589237665135395, 4.18969299728277, 4.219543743551427, 4.248529250797804,
    4.276698264882311, 4.304095525156284, 4.33076219182295, 4.356736217796977,
    4.382052673493179, 4.40674403151787, 4.430840417060039, 4.454369828824745,
    4.477358334571871, 4.49983024468423, 4.521808266662253, 4.543313643006339,
    4.564366274585286, 4.5849848312863175, 4.605186851488337])


def _grassberger(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float64)
    out = np.zeros_like(x)
    small = x <= 100
    out[small] = GRASSBERGER[(x[small] // 2).astype(np.int64)]
    big = ~small
    xe = 2 * np.floor(x[big] / 2)
    m = 1.0 / (xe / 2) ** 2
    out[big] = np.log(xe) + m * (1 / 24 - m * (7 / 960 - m * 31 / 8064))
    return out


def class_risk(size: np.ndarray, weight: np.ndarray, method: str,
               pi: float = 1.0) -> np.ndarray:
    """The individual risk of each class from (fk, Fk) = (records, weight sum):
    seed 000 section 3.3 by the project's risk function (``method``: exact or a
    compatibility mode), times the factor pi (seed 002 formulas (7)-(8);
    ``sql/risk/individual/cell_risk.sql``)."""
    from ...udfs.individual import individual_risk

    risk, _ = individual_risk(size.astype(np.float64), weight, method)
    out = np.asarray(risk, dtype=np.float64)
    return out * pi if pi != 1.0 else out


@dataclass
class Target:
    """One target.  ``kind``: ``class`` or ``sample``; ``generalisation`` and
    ``suppression``: the monotonicity it declares; ``min_size``: the class size below
    which a class is suppressed (k; ceil(l))."""

    name: str
    kind: str
    generalisation: bool
    suppression: bool
    min_size: int = 1
    sensitive: str | None = None
    arx_order: bool = True
    params: dict[str, Any] = field(default_factory=dict)

    def prepare(self, table: CellTable) -> None:
        """Figures of the whole input the check needs (the sensitive distribution)."""

    def fails(self, cls: Classes) -> np.ndarray:
        """Class targets: the classes that fail (a boolean per class)."""
        return np.zeros(cls.n_classes, dtype=bool)

    def members(self, cls: Classes) -> np.ndarray | None:
        """Targets that suppress single records of a class (not the class whole): the
        records suppressed in each class; None for the others."""
        return None

    def prefix_holds(self, cls: Classes, order: np.ndarray, risk: np.ndarray | None) -> np.ndarray:
        """Sample targets: whether the target holds after suppressing the first i classes
        of ``order`` (the remaining classes), for i = 0..len(order)."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        return {"target": self.name, **self.params}

    @property
    def uses_risk(self) -> bool:
        return False


# ----------------------------------------------------------------- class targets
class KAnonymity(Target):
    def __init__(self, k: int) -> None:
        super().__init__("k-anonymity", "class", True, True, min_size=int(k), params={"k": k})


class _Sensitive(Target):
    @property
    def attribute(self) -> str:
        assert self.sensitive is not None
        return self.sensitive

    def prepare(self, table: CellTable) -> None:
        if self.sensitive not in table.sensitive:
            raise InputError(f"{self.name}: sensitive variable {self.sensitive!r} was not read")
        codes, labels = table.sensitive[self.sensitive]
        counts = np.bincount(codes, weights=table.count, minlength=len(labels))
        self.global_share = counts / counts.sum()
        self.labels = labels


class DistinctL(_Sensitive):
    def __init__(self, attribute: str, l: float) -> None:  # noqa: E741
        super().__init__("distinct-l-diversity", "class", True, True,
                         min_size=math.ceil(l), sensitive=attribute,
                         params={"attribute": attribute, "l": l})
        self.l = l

    def fails(self, cls: Classes) -> np.ndarray:
        return (cls.hist(self.attribute) > 0).sum(axis=1) < self.l


class EntropyL(_Sensitive):
    def __init__(self, attribute: str, l: float, estimator: str = "shannon") -> None:  # noqa: E741
        if estimator not in ("shannon", "grassberger"):
            raise InputError(f"entropy l-diversity: estimator {estimator!r} is not shannon or "
                             "grassberger")
        super().__init__("entropy-l-diversity", "class", estimator == "shannon", False,
                         min_size=math.ceil(l), sensitive=attribute,
                         params={"attribute": attribute, "l": l, "estimator": estimator})
        self.l, self.estimator = l, estimator

    def prepare(self, table: CellTable) -> None:
        super().prepare(table)
        x = np.arange(table.n_records + 1, dtype=np.float64)
        x[0] = 1.0
        psi = np.log(x) if self.estimator == "shannon" else _grassberger(x)
        self.psi = psi
        self.x_psi = x * psi
        self.x_psi[0] = 0.0                 # absent values add nothing

    def fails(self, cls: Classes) -> np.ndarray:
        h = cls.hist(self.attribute)
        n = h.sum(axis=1)
        m = (h > 0).sum(axis=1)
        ok = self.x_psi[h].sum(axis=1) <= n * (self.psi[n] - math.log(self.l))
        return ~(ok & (m >= math.ceil(self.l)))


class RecursiveCL(_Sensitive):
    def __init__(self, attribute: str, c: float, l: int) -> None:  # noqa: E741
        super().__init__("recursive-cl-diversity", "class", True, False, min_size=int(l),
                         sensitive=attribute, params={"attribute": attribute, "c": c, "l": l})
        self.c, self.l = c, int(l)

    def fails(self, cls: Classes) -> np.ndarray:
        h = -np.sort(-cls.hist(self.attribute), axis=1)
        m = (h > 0).sum(axis=1)
        if h.shape[1] < self.l:
            return np.ones(cls.n_classes, dtype=bool)
        tail = h[:, self.l - 1:].sum(axis=1)
        return ~((h[:, 0] < self.c * tail) & (m >= self.l))


class TCloseness(_Sensitive):
    """EMD between the class's and the input's distribution of the sensitive variable:
    equal distance (half the L1 distance), ordered distance (values in text order) or
    hierarchical distance over a hierarchy of the sensitive variable (Li, Li and
    Venkatasubramanian 2007; seed 004 section 3.3 for l-diversity and its successors)."""

    def __init__(self, attribute: str, t: float, distance: str,
                 hierarchy: Hierarchy | None = None) -> None:
        super().__init__("t-closeness", "class", True, False, sensitive=attribute,
                         params={"attribute": attribute, "t": t, "distance": distance})
        self.t, self.distance, self.hierarchy = t, distance, hierarchy

    def prepare(self, table: CellTable) -> None:
        super().prepare(table)
        if self.distance == "ordered":
            self.order = np.array(sorted(range(len(self.labels)), key=lambda i: self.labels[i]))
        elif self.distance == "hierarchical":
            h = self.hierarchy
            assert h is not None
            leaf = h.row_of(self.labels)          # value code -> hierarchy row
            self.maps = []
            for level in range(1, h.levels):
                # code at level-1 -> code at level: a 0/1 matrix
                up = h.up(level - 1, level)
                mat = np.zeros((len(h.labels[level - 1]), len(h.labels[level])))
                mat[np.arange(up.size), up] = 1.0
                self.maps.append(mat)
            base = np.zeros((len(self.labels), len(h.labels[0])))
            base[np.arange(len(self.labels)), h.codes[0][leaf]] = 1.0
            self.base = base

    def distances(self, cls: Classes) -> np.ndarray:
        h = cls.hist(self.attribute).astype(np.float64)
        p = h / h.sum(axis=1, keepdims=True)
        d = p - self.global_share
        if self.distance == "equal":
            return 0.5 * np.abs(d).sum(axis=1)
        if self.distance == "ordered":
            m = d.shape[1]
            if m < 2:
                return np.zeros(d.shape[0])
            return np.abs(np.cumsum(d[:, self.order], axis=1)).sum(axis=1) / (m - 1)
        extra = d @ self.base
        height = len(self.maps)
        cost = np.zeros(d.shape[0])
        for level, mat in enumerate(self.maps, start=1):
            pos = np.clip(extra, 0, None) @ mat
            neg = np.clip(-extra, 0, None) @ mat
            cost += level / height * np.minimum(pos, neg).sum(axis=1)
            extra = extra @ mat
        return cost

    def fails(self, cls: Classes) -> np.ndarray:
        return self.distances(cls) > self.t


class BetaLikeness(_Sensitive):
    def __init__(self, attribute: str, beta: float, enhanced: bool) -> None:
        super().__init__("enhanced-beta-likeness" if enhanced else "basic-beta-likeness",
                         "class", True, False, sensitive=attribute,
                         params={"attribute": attribute, "beta": beta})
        self.beta, self.enhanced = beta, enhanced

    def fails(self, cls: Classes) -> np.ndarray:
        h = cls.hist(self.attribute).astype(np.float64)
        p = h / h.sum(axis=1, keepdims=True)
        q = self.global_share
        bound = np.minimum(self.beta, -np.log(q)) if self.enhanced else \
            np.full(q.shape, float(self.beta))
        with np.errstate(divide="ignore", invalid="ignore"):
            gain = (p - q) / q
        return ((h > 0) & (gain > bound)).any(axis=1)


class MaxRisk(Target):
    """Every released record's individual risk below the threshold: a class with risk
    >= ``risk`` is suppressed (the unsafe rule of seed 000 section 4.1)."""

    def __init__(self, risk: float, method: str = "exact") -> None:
        # the exact risk of a merged class is at most each part's (docs/protect/search.md):
        # a class that fails is made of classes that all fail
        exact = method == "exact"
        super().__init__("max-risk", "class", exact, exact,
                         params={"risk": risk, "method": method})
        self.risk, self.method = risk, method

    @property
    def uses_risk(self) -> bool:
        return True

    def fails(self, cls: Classes) -> np.ndarray:
        return class_risk(cls.size, cls.weight, self.method, cls.table.pi) >= self.risk


def household_risks(table: CellTable, cell_class: np.ndarray, risk: np.ndarray,
                    released: np.ndarray | None = None,
                    pairs_released: np.ndarray | None = None) -> np.ndarray:
    """Each household's risk r_g = 1 - prod over its members (1 - r_i) (seed 000
    formula (19), section 5; ``sql/risk/individual/household_risk.sql``), r_i the risk of
    the member's class: ``cell_class`` the class of each cell, ``risk`` each class's
    risk; a member of a class that ``released`` marks False, or of a (household, cell)
    pair that ``pairs_released`` marks False, counts as 0 (suppressed)."""
    hh = table.households
    assert hh is not None
    r = risk[cell_class[hh.cell]]
    if released is not None:
        r = np.where(released[cell_class[hh.cell]], r, 0.0)
    if pairs_released is not None:
        r = np.where(pairs_released, r, 0.0)
    with np.errstate(divide="ignore"):
        log_safe = np.where(r < 1.0, np.log1p(-np.minimum(r, 1.0)), -np.inf)
    total = np.bincount(hh.household, weights=log_safe * hh.n, minlength=hh.count)
    return -np.expm1(total)


class HouseholdRisk(Target):
    """Every household's risk below ``risk`` (seed 000 section 5: r_g = 1 - prod (1 -
    r_i) over the members).  Suppression by the per-member rule of seed 000 section
    7.4.1 (the household rule of ``set_household_threshold`` and of local suppression,
    seed 002 section 8.2): a member of a household whose risk is at least ``risk`` is
    flagged when its own risk is at least ``risk`` / household size, and the flagged
    records are suppressed, every key (the other members of their classes are not).
    Afterwards every household's risk is below ``risk``: its remaining members each have
    r_i < risk / |g|, and r_g <= sum r_i.  A suppressed record's keys are missing,
    which sdcsql counts as a wildcard (seed 002 section 4): it still counts in its
    class's fk and Fk, so no remaining record's risk rises.

    Monotone under generalisation and under suppression with the exact risk: no
    member's risk rises when classes merge and r_g rises with each r_i, so a record
    flagged at a coarser node is flagged at every finer one."""

    def __init__(self, risk: float, method: str = "exact") -> None:
        exact = method == "exact"
        super().__init__("household-risk", "class", exact, exact,
                         params={"risk": risk, "method": method})
        self.risk, self.method = risk, method

    @property
    def uses_risk(self) -> bool:
        return True

    def prepare(self, table: CellTable) -> None:
        if table.households is None:
            raise InputError("household-risk: the household structure was not read")
        self.limit = self.risk / table.households.size

    def flagged(self, cls: Classes) -> tuple[np.ndarray, np.ndarray]:
        """The (household, cell) pairs the per-member rule flags, and each pair's class."""
        table = cls.table
        hh = table.households
        assert hh is not None
        cc = cell_classes(cls)
        risk = class_risk(cls.size, cls.weight, self.method, table.pi)
        unsafe = household_risks(table, cc, risk) >= self.risk
        pair_class = cc[hh.cell]
        member = risk[pair_class]
        return unsafe[hh.household] & (member >= self.limit[hh.household]), pair_class

    def members(self, cls: Classes) -> np.ndarray:
        flagged, pair_class = self.flagged(cls)
        hh = cls.table.households
        assert hh is not None
        return np.bincount(pair_class[flagged], weights=hh.records[flagged],
                           minlength=cls.n_classes).astype(np.int64)


# ----------------------------------------------------------------- sample targets
def _remaining(cls: Classes, order: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(records left, classes left) after suppressing the first i classes, i = 0..m."""
    sizes = cls.size[order]
    left = sizes.sum() - np.concatenate([[0], np.cumsum(sizes)])
    return left, order.size - np.arange(order.size + 1)


def _ratio(num: np.ndarray, den: np.ndarray) -> np.ndarray:
    return np.where(den > 0, num / np.where(den > 0, den, 1), 0.0)


class AverageRisk(Target):
    def __init__(self, r: float) -> None:
        super().__init__("average-risk", "sample", True, True, params={"risk": r})
        self.r = r

    def prefix_holds(self, cls: Classes, order: np.ndarray, risk: np.ndarray | None) -> np.ndarray:
        records, classes = _remaining(cls, order)
        return _ratio(classes, records) <= self.r


class SampleUniqueness(Target):
    def __init__(self, r: float) -> None:
        super().__init__("sample-uniqueness", "sample", True, True, params={"share": r})
        self.r = r

    def prefix_holds(self, cls: Classes, order: np.ndarray, risk: np.ndarray | None) -> np.ndarray:
        records, _ = _remaining(cls, order)
        uniq = (cls.size[order] == 1).astype(np.int64)
        left = uniq.sum() - np.concatenate([[0], np.cumsum(uniq)])
        return _ratio(left, records) <= self.r


class ReidRate(Target):
    """The expected share of re-identified records, sum of fk * r_k over the released
    classes divided by the records of the input (seed 000 section 3.5)."""

    def __init__(self, rate: float, method: str = "exact") -> None:
        # monotone under generalisation with the exact risk; not under suppression (a
        # merged class can need suppressing whole where one of its parts sufficed)
        super().__init__("reid-rate", "sample", method == "exact", False, arx_order=False,
                         params={"rate": rate, "method": method})
        self.rate, self.method = rate, method

    @property
    def uses_risk(self) -> bool:
        return True

    def prefix_holds(self, cls: Classes, order: np.ndarray, risk: np.ndarray | None) -> np.ndarray:
        assert risk is not None
        expected = cls.size[order] * risk[order]
        left = expected.sum() - np.concatenate([[0.0], np.cumsum(expected)])
        return left <= self.rate * cls.table.n_records * (1 + 1e-12)


class RecordsAbove(Target):
    """At most ``records`` released records with risk >= ``risk``.  Monotone under
    generalisation with the exact risk (merging never raises a record's risk)."""

    def __init__(self, risk: float, records: int, method: str = "exact") -> None:
        super().__init__("records-above", "sample", method == "exact", False,
                         arx_order=False,
                         params={"risk": risk, "records": records, "method": method})
        self.risk, self.records, self.method = risk, records, method

    @property
    def uses_risk(self) -> bool:
        return True

    def prefix_holds(self, cls: Classes, order: np.ndarray, risk: np.ndarray | None) -> np.ndarray:
        assert risk is not None
        above = np.where(risk[order] >= self.risk, cls.size[order], 0)
        left = above.sum() - np.concatenate([[0], np.cumsum(above)])
        return left <= self.records


# ----------------------------------------------------------------- parsing
def _number(text: str, where: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise InputError(f"{where}: {text!r} is not a number") from None
    if not math.isfinite(x):
        raise InputError(f"{where}: {text!r} is not a finite number")
    return x


def parse_ldiversity(text: str) -> Target:
    """``distinct:ATTR:L``, ``entropy:ATTR:L[:grassberger]``, ``recursive:ATTR:C:L``."""
    where = f"--ldiversity {text!r}"
    parts = text.split(":")
    kind = parts[0]
    if kind == "distinct" and len(parts) == 3:
        return DistinctL(parts[1], _positive(_number(parts[2], where), where))
    if kind == "entropy" and len(parts) in (3, 4):
        est = parts[3] if len(parts) == 4 else "shannon"
        return EntropyL(parts[1], _positive(_number(parts[2], where), where), est)
    if kind == "recursive" and len(parts) == 4:
        l_ = _number(parts[3], where)
        if l_ < 1 or not float(l_).is_integer():
            raise InputError(f"{where}: l must be a whole number >= 1")
        return RecursiveCL(parts[1], _positive(_number(parts[2], where), where), int(l_))
    raise InputError(f"{where}: write distinct:ATTRIBUTE:L, entropy:ATTRIBUTE:L[:grassberger] "
                     "or recursive:ATTRIBUTE:C:L")


def parse_tcloseness(text: str, hierarchies: dict[str, Hierarchy]) -> Target:
    """``equal:ATTR:T``, ``ordered:ATTR:T`` or ``hierarchical:ATTR:T`` (the attribute's
    hierarchy given like a key's)."""
    where = f"--tcloseness {text!r}"
    parts = text.split(":")
    if len(parts) != 3 or parts[0] not in ("equal", "ordered", "hierarchical"):
        raise InputError(f"{where}: write equal:ATTRIBUTE:T, ordered:ATTRIBUTE:T or "
                         "hierarchical:ATTRIBUTE:T")
    t = _number(parts[2], where)
    if not 0 <= t <= 1:
        raise InputError(f"{where}: t must be in [0, 1]")
    h = None
    if parts[0] == "hierarchical":
        h = hierarchies.get(parts[1])
        if h is None:
            raise InputError(f"{where}: give the hierarchy of {parts[1]!r} (--hierarchy "
                             f"{parts[1]}=FILE or a file in --hierarchies)")
    return TCloseness(parts[1], t, parts[0], h)


def parse_likeness(text: str) -> Target:
    """``basic:ATTR:BETA`` or ``enhanced:ATTR:BETA``."""
    where = f"--beta-likeness {text!r}"
    parts = text.split(":")
    if len(parts) != 3 or parts[0] not in ("basic", "enhanced"):
        raise InputError(f"{where}: write basic:ATTRIBUTE:BETA or enhanced:ATTRIBUTE:BETA")
    return BetaLikeness(parts[1], _positive(_number(parts[2], where), where),
                        parts[0] == "enhanced")


def _positive(x: float, where: str) -> float:
    if x <= 0:
        raise InputError(f"{where}: must be positive")
    return x
