"""Rank swapping with a p% window (seed 003 section 3.4.2.4).

Per stratum and per variable through the engine's ``map_groups``, with the kernel
:mod:`udfs.rank_swap`; the records and the protected relation are the templates
``sql/protect/draws/records.sql`` and ``sql/protect/draws/replaced.sql``.  NULLs stay
NULL and take no part.  sdcMicro's implicit top/bottom coding (its ``TopPercent`` and
``BottomPercent``, 5 and 5 there) is only the compatibility options ``top_percent`` and
``bottom_percent`` (default 0: off).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import InputError
from ..interface import ProblemInterface
from ..options import Option, StepOptions, check_keywords
from ..udfs.rank_swap import rank_swap as swap_kernel
from .draws import NUMERIC_OPTION, SEED_OPTION, Perturbed, check_seed, perturb, variables_of

__all__ = ["RANK_SWAP_STEP", "rank_swap"]


def _percent(low_open: bool) -> Any:
    def check(value: Any, where: str) -> float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) \
            and np.isfinite(value) and (0 < value if low_open else 0 <= value) and value <= 100
        if not ok:
            raise InputError(f"{where}: must be a percentage in "
                             f"{'(0' if low_open else '[0'}, 100], got {value!r}")
        return float(value)

    return check


RANK_SWAP_STEP = StepOptions("rank_swap", own=(
    NUMERIC_OPTION,
    SEED_OPTION,
    Option("swap_percent", _percent(True), "largest rank distance of a swap, as a "
           "percentage of the stratum's records", default=5.0, cli={"type": float}),
    Option("top_percent", _percent(False), "compatibility with sdcMicro: the top percent "
           "of values replaced by their mean before swapping (0: off)", default=0.0,
           cli={"type": float}),
    Option("bottom_percent", _percent(False), "compatibility with sdcMicro: the bottom "
           "percent of values replaced by their mean before swapping (0: off)",
           default=0.0, cli={"type": float}),
), templates=("protect/draws/records.sql", "protect/draws/replaced.sql"))


def rank_swap(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
              seed: int | None = None, swap_percent: float = 5.0, top_percent: float = 0.0,
              bottom_percent: float = 0.0) -> Perturbed:
    """Swap each variable's values between records at most ``swap_percent`` % of the
    stratum's records apart in rank (ranks by value, then record id)."""
    opts = check_keywords({"numeric": numeric, "seed": seed, "swap_percent": swap_percent,
                           "top_percent": top_percent, "bottom_percent": bottom_percent},
                          RANK_SWAP_STEP.own, "rank_swap")
    for name, value in opts.items():
        opts[name] = RANK_SWAP_STEP.get(name).check(value, name)
    seed_ = check_seed(opts.get("seed"))
    p, top, bottom = (opts.get(k, d) for k, d in (("swap_percent", 5.0), ("top_percent", 0.0),
                                                   ("bottom_percent", 0.0)))
    names = variables_of(problem, opts.get("numeric"), "rank_swap: numeric")

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        out = {v: values[v].copy() for v in names}
        for v in names:
            ok = ~np.isnan(values[v])
            out[v][ok] = swap_kernel(values[v][ok], p, seed_, ids[ok], v, top, bottom)
        return out

    return perturb(problem, "rank_swap", names, kernel, seed=seed_, numeric_out=True,
                   details={"swap_percent": p, "top_percent": top,
                            "bottom_percent": bottom})
