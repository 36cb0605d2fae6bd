"""Compiled rank-swap partners (numba; the optional extra ``sdcsql[fast]``).  Importing
this module without numba raises ImportError; :mod:`udfs.rank_swap` then runs the same
function, :func:`udfs.rank_swap.swap_partners`, as plain Python (the same partners,
slower).  Import it only as ``sdcsql.udfs.rank_swap_fast`` (numba's on-disk cache holds
the module name)."""

from __future__ import annotations

from numba import njit

from .rank_swap import swap_partners

__all__ = ["partners"]

#: :func:`udfs.rank_swap.swap_partners` compiled (cached on disk per machine).
partners = njit(cache=True)(swap_partners)
