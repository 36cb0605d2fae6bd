"""Compiled SUDA2 kernels (numba; the optional extra ``sdcsql[fast]``).  Importing this
module without numba raises ImportError; :mod:`udfs.suda2` then runs the same functions
as plain Python (the same MSUs, slower).  ``nogil``: the search's tasks run on several
threads.  Import it only as ``sdcsql.udfs.suda2_fast`` (numba's on-disk cache holds the
module name)."""

from __future__ import annotations

from numba import njit

from .suda2 import minimal_msus as _minimal_msus
from .suda2 import msu_search as _msu_search

__all__ = ["minimal_msus", "msu_search"]

#: :func:`udfs.suda2.msu_search` compiled (cached on disk per machine).
msu_search = njit(cache=True, nogil=True)(_msu_search)
#: :func:`udfs.suda2.minimal_msus` compiled.
minimal_msus = njit(cache=True, nogil=True)(_minimal_msus)
