"""Missing-value-aware frequency counting: the plan for compatible counting.

A record's key pattern is *compatible* with another's when they agree on every
key that is non-NULL in both (seed 002 section 4).  Counting compatible
patterns with an all-pairs theta join costs O(K^2) for K cells.  Instead the
cells are grouped by NULL-mask (which keys are NULL).  For a target mask A and a
source mask B, cells are compatible exactly when they agree on the keys non-NULL
in both, T = nonnull(A) & nonnull(B): an equi-join on T.  Source masks that share
the same T for a given target are aggregated together, so the work is at most
one equi-join per (target mask, T) pair, over cell tables, never over records:
at most M * M joins for M distinct masks (and at most 3^k for k keys).
See docs/frequencies.md.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["plan_targets", "weighting_of", "JoinSource", "Target"]


@dataclass(frozen=True)
class JoinSource:
    cols: tuple[int, ...]     # key positions of the equi-join
    masks: tuple[int, ...]    # source NULL-masks aggregated in this join
    identity: bool            # the only compatible source cell is the cell itself


@dataclass(frozen=True)
class Target:
    mask: int
    sources: tuple[JoinSource, ...]


def plan_targets(masks: list[int], n_keys: int,
                 source_masks: list[int] | None = None) -> list[Target]:
    """The joins that count, for every cell, the compatible cells of every mask.

    With ``source_masks`` the targets are other patterns than the sources (the
    probes of local suppression): no target is its own source.
    """
    full = (1 << n_keys) - 1
    masks = sorted(set(masks))
    sources_of = masks if source_masks is None else sorted(set(source_masks))
    targets = []
    for ma in masks:
        nonnull_a = full & ~ma
        groups: dict[int, list[int]] = {}
        for mb in sources_of:
            groups.setdefault(nonnull_a & ~mb, []).append(mb)
        sources = []
        for common, group in sorted(groups.items()):
            cols = tuple(i for i in range(n_keys) if common >> i & 1)
            identity = source_masks is None and common == nonnull_a and group == [ma]
            sources.append(JoinSource(cols, tuple(group), identity))
        targets.append(Target(ma, tuple(sources)))
    return targets


def weighting_of(alpha: float) -> str:
    """Template switch: 'none' (alpha = 1), 'zero' (alpha = 0) or 'alpha'."""
    if alpha == 1.0:
        return "none"
    if alpha == 0.0:
        return "zero"
    return "alpha"
