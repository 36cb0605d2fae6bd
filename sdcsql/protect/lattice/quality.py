"""The quality models of the protection search: the information loss to minimise.

Each model gives a node's value from its classes and the suppressed ones (``value``),
and a lower bound of that value known before the node is evaluated (``bound``, for
every node of the lattice at once): the search skips a node whose bound is above the
best value found.  ``monotone``: the value never decreases from a node to a coarser
one (then a coarser node than a feasible one is never better).  The definitions are
those of the reference tool ARX (METRICS.md section 2 of ../shared/reference/arx),
with the project's own count of suppressed records; the formulas are in
docs/protect/search.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ...errors import InputError
from .cells import CellTable, Classes

__all__ = ["AGGREGATES", "QUALITY_MODELS", "Quality", "make_quality"]

AGGREGATES = ("sum", "arithmetic", "geometric", "maximum")


def _round10(x: float) -> float:
    """Truncation to 10 decimals toward minus infinity, as ARX rounds a per-key loss."""
    return math.floor(x * 1e10) / 1e10


def _aggregate(values: Sequence[float], weights: Sequence[float], how: str) -> float:
    d = len(values)
    if how == "sum":
        return float(sum(w * v for w, v in zip(weights, values, strict=True)))
    if how == "arithmetic":
        return float(sum(w * v for w, v in zip(weights, values, strict=True)) / d)
    if how == "maximum":
        return float(max(w * v for w, v in zip(weights, values, strict=True)))
    out = 1.0
    for w, v in zip(weights, values, strict=True):
        out *= (w * v + 1.0) ** (1.0 / d)
    return out - 1.0


def _aggregate_grid(values: Sequence[np.ndarray], weights: Sequence[float], how: str,
                    shape: tuple[int, ...]) -> np.ndarray:
    """:func:`_aggregate` over every node of the lattice (``values[j][L]``)."""
    d = len(values)
    grids = [np.asarray(v, dtype=np.float64).reshape(
        [-1 if i == j else 1 for i in range(d)]) * w
        for j, (v, w) in enumerate(zip(values, weights, strict=True))]
    if how == "sum":
        out = np.zeros(shape)
        for g in grids:
            out = out + g
        return out
    if how == "arithmetic":
        out = np.zeros(shape)
        for g in grids:
            out = out + g
        return out / d
    if how == "maximum":
        out = np.full(shape, -np.inf)
        for g in grids:
            out = np.maximum(out, g)
        return out
    out = np.ones(shape)
    for g in grids:
        out = out * (g + 1.0) ** (1.0 / d)
    return out - 1.0


def gs_factors(gs: float) -> tuple[float, float]:
    """(generalisation factor g_f, suppression factor s_f) of the gsFactor gamma."""
    s_f = 2 * gs if gs < 0.5 else 1.0
    g_f = 1.0 if gs <= 0.5 else 1.0 - 2 * (gs - 0.5)
    return g_f, s_f


@dataclass
class Quality:
    """A quality model: ``value(cls, outlier)``, ``bound(grid)``."""

    name: str
    monotone: bool
    table: CellTable
    gs_factor: float = 0.5
    aggregate: str = "sum"
    weights: tuple[float, ...] = ()
    #: whether ARX breaks ties of its suppression order by the class's loss
    orders_by_loss: bool = False
    #: at most this many parts per class: 2 when a target suppresses some members of a
    #: class (the household risk's per-member rule), splitting it in a kept and a
    #: suppressed part
    parts: int = 1
    _cache: dict[str, object] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.g_f, self.s_f = gs_factors(self.gs_factor)
        d = len(self.table.keys)
        if not self.weights:
            self.weights = (1.0,) * d
        top = max(self.weights)
        self.w = tuple(x / top for x in self.weights)

    # -- per model (overridden)
    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        raise NotImplementedError

    def bounds(self) -> np.ndarray:
        """A lower bound of the value of every node (an array of the lattice's shape)."""
        return np.full(self.table.heights, -np.inf)

    def class_loss(self, cls: Classes) -> np.ndarray | None:
        return None


def _level_ratio(h_levels: int, level: int) -> float:
    return level / (h_levels - 1) if h_levels > 1 else 0.0


class Loss(Quality):
    """ARX's Loss: per key the normalised domain share of the released values, a
    suppressed record costing 1 (interpolated by s_f), aggregated by the geometric
    mean by default."""

    def _marginals(self) -> list[np.ndarray]:
        """Per key and level: sum over records of the rows their value covers."""
        if "marg" not in self._cache:
            out = []
            t = self.table
            for j, h in enumerate(t.hierarchies):
                per = [int(np.dot(t.count, h.rows[level][t.gen[j][level]]))
                       for level in range(h.levels)]
                out.append(np.array(per, dtype=np.int64))
            self._cache["marg"] = out
        return self._cache["marg"]  # type: ignore[return-value]

    def _per_key(self, covered: float, suppressed: float, covered_out: float, size: int) -> float:
        n = self.table.n_records
        raw = self.g_f * covered / size
        if suppressed:
            share_out = covered_out / size
            raw += suppressed if self.s_f == 1 else share_out + self.s_f * (suppressed - share_out)
        lo = self.g_f * n / size
        if n - lo <= 0:          # one value in the domain: nothing to lose
            return 0.0
        return _round10(max(0.0, (raw - lo) / (n - lo)))

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        t = self.table
        size = cls.size
        suppressed = int(size[outlier].sum())
        losses = []
        for j, h in enumerate(t.hierarchies):
            level = cls.node[j]
            rc = h.rows[level][cls.level_codes(j)]
            total = int(np.dot(size, rc))
            cov_out = int(np.dot(size[outlier], rc[outlier])) if suppressed else 0
            losses.append(self._per_key(total - cov_out, suppressed, cov_out, h.size))
        return _aggregate(losses, self.w, self.aggregate)

    def bounds(self) -> np.ndarray:
        per = [np.array([self._per_key(int(m), 0, 0, h.size) for m in marg])
               for marg, h in zip(self._marginals(), self.table.hierarchies, strict=True)]
        return _aggregate_grid(per, self.w, self.aggregate, self.table.heights)

    def class_loss(self, cls: Classes) -> np.ndarray:
        t = self.table
        d = len(t.keys)
        out = np.ones(cls.n_classes)
        for j, h in enumerate(t.hierarchies):
            share = h.rows[cls.node[j]][cls.level_codes(j)] / h.size
            out = out * (cls.size * share + 1.0) ** (1.0 / d)
        return out - 1.0


class Entropy(Quality):
    """Non-uniform entropy: per key the entropy of the original values given the
    released ones, summed over records; the non-monotone variant adds the entropy of
    the suppressed records' values given ``*``."""

    def _generalisation(self) -> list[np.ndarray]:
        if "gen" not in self._cache:
            t = self.table
            out = []
            for j, h in enumerate(t.hierarchies):
                n_v = np.bincount(t.rows[j], weights=t.count, minlength=h.size)
                present = n_v > 0
                per = []
                for level in range(h.levels):
                    codes = h.codes[level]
                    n_w = np.bincount(codes, weights=n_v, minlength=len(h.labels[level]))
                    nv = n_v[present]
                    per.append(float(-np.sum(nv * np.log2(nv / n_w[codes[present]]))))
                out.append(np.array(per))
            self._cache["gen"] = out
        return self._cache["gen"]  # type: ignore[return-value]

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        t = self.table
        gen = self._generalisation()
        some_out = not self.monotone and bool(outlier.any())
        losses = []
        for j in range(len(t.keys)):
            level = cls.node[j]
            x = self.g_f * gen[j][level]
            if some_out:
                c = np.bincount(cls.level_codes(j)[outlier], weights=cls.size[outlier])
                c = c[c > 0]
                s = c.sum()
                x -= self.s_f * float(np.sum(c * np.log2(c / s)))
            losses.append(_round10(x))
        return _aggregate(losses, self.w, self.aggregate)

    def bounds(self) -> np.ndarray:
        per = [np.array([_round10(self.g_f * x) for x in g]) for g in self._generalisation()]
        return _aggregate_grid(per, self.w, self.aggregate, self.table.heights)


def _max_classes(table: CellTable) -> np.ndarray:
    """An upper bound of each node's number of classes: the product of the distinct
    codes of each key at its level in the data, and the number of cells."""
    per = []
    for j, h in enumerate(table.hierarchies):
        per.append(np.array([np.unique(table.gen[j][level]).size for level in range(h.levels)],
                            dtype=np.float64))
    d = len(per)
    out = np.ones(table.heights)
    for j, v in enumerate(per):
        out = out * v.reshape([-1 if i == j else 1 for i in range(d)])
    return np.minimum(out, table.count.size)


class Discernibility(Quality):
    """DM* (monotone): sum of squared class sizes, suppressed classes included; DM:
    a suppressed record costs the number of records."""

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        size = cls.size.astype(np.float64)
        if self.monotone:
            return float(np.sum(size * size))
        n = float(self.table.n_records)
        return float(np.sum(np.where(outlier, n * size, size * size)))

    def bounds(self) -> np.ndarray:
        # each part P costs at least |P|^2 (a suppressed one N |P|), and sum |P|^2 is at
        # least N^2 / (number of parts) (Cauchy-Schwarz)
        n = float(self.table.n_records)
        return n * n / (_max_classes(self.table) * self.parts)


class AECS(Quality):
    """Average class size: records / (classes kept * s_f + [any suppressed] * g_f)."""

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        kept = int(np.count_nonzero(~outlier & (cls.size > 0)))
        den = kept * self.s_f + (1 if outlier.any() else 0) * self.g_f
        return float(self.table.n_records / den) if den > 0 else math.inf

    def bounds(self) -> np.ndarray:
        den = _max_classes(self.table) * self.s_f + self.g_f
        return self.table.n_records / den


class Precision(Quality):
    """Precision: per key the level's share of the hierarchy's height; the
    non-monotone variant counts a suppressed record as fully lost (s_f)."""

    def _ratios(self) -> list[np.ndarray]:
        return [np.array([_level_ratio(h.levels, level) for level in range(h.levels)])
                for h in self.table.hierarchies]

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        n = self.table.n_records
        ratios = self._ratios()
        if self.monotone:
            vals = [self.g_f * ratios[j][level] for j, level in enumerate(cls.node)]
        else:
            s = int(cls.size[outlier].sum())
            vals = [((n - s) * ratios[j][level] * self.g_f + s * self.s_f) / n
                    for j, level in enumerate(cls.node)]
        return _aggregate(vals, self.w, self.aggregate)

    def bounds(self) -> np.ndarray:
        n = self.table.n_records
        limit = self._cache.get("limit", 0)
        per = []
        for r in self._ratios():
            g = self.g_f * r
            if not self.monotone:
                s = float(limit)  # type: ignore[arg-type]
                g = np.minimum(g, ((n - s) * r * self.g_f + s * self.s_f) / n)
            per.append(g)
        return _aggregate_grid(per, self.w, self.aggregate, self.table.heights)


class Height(Quality):
    """Height: the sum of the levels."""

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        return _aggregate([float(x) for x in cls.node], self.w, self.aggregate)

    def bounds(self) -> np.ndarray:
        per = [np.arange(h, dtype=np.float64) for h in self.table.heights]
        return _aggregate_grid(per, self.w, self.aggregate, self.table.heights)


class Suppressed(Quality):
    """The project's own: the number of records suppressed."""

    def value(self, cls: Classes, outlier: np.ndarray) -> float:
        return float(cls.size[outlier].sum())

    def bounds(self) -> np.ndarray:
        return np.zeros(self.table.heights)


#: name -> (class, monotone, default aggregate, ARX orders suppression by class loss)
QUALITY_MODELS: dict[str, tuple[type[Quality], bool, str, bool]] = {
    "loss": (Loss, False, "geometric", True),
    "entropy": (Entropy, False, "sum", False),
    "entropy-monotone": (Entropy, True, "sum", False),
    "discernibility": (Discernibility, False, "sum", False),
    "discernibility-monotone": (Discernibility, True, "sum", False),
    "aecs": (AECS, False, "sum", False),
    "precision": (Precision, False, "arithmetic", False),
    "precision-monotone": (Precision, True, "arithmetic", False),
    "height": (Height, True, "sum", False),
    "suppressed": (Suppressed, False, "sum", False),
}


def make_quality(name: str, table: CellTable, gs_factor: float = 0.5,
                 aggregate: str | None = None, weights: Sequence[float] = (),
                 suppression_limit: int = 0) -> Quality:
    if name not in QUALITY_MODELS:
        raise InputError(f"--quality {name!r}: not a quality model; give one of "
                         f"{', '.join(QUALITY_MODELS)}")
    cls_, monotone, default, by_loss = QUALITY_MODELS[name]
    how = aggregate or default
    if how not in AGGREGATES:
        raise InputError(f"--aggregate {how!r}: give one of {', '.join(AGGREGATES)}")
    if not 0 <= gs_factor <= 1:
        raise InputError(f"--gs-factor {gs_factor}: must be in [0, 1]")
    if weights and (len(weights) != len(table.keys) or any(w < 0 for w in weights)
                    or max(weights) <= 0):
        raise InputError("--attribute-weights: give one weight >= 0 per key, not all 0")
    q = cls_(name, monotone, table, gs_factor, how, tuple(weights), by_loss)
    q._cache["limit"] = suppression_limit
    return q
