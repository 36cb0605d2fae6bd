"""Compiled SUDA2 kernels (numba; the optional extra ``sdcsql[fast]``).  Importing this
module without numba raises ImportError; :mod:`udfs.suda2` then runs the same functions
as plain Python (the same MSUs, slower).  ``nogil``: the search's tasks run on several
threads.  Import it only as ``sdcsql.udfs.suda2_fast`` (numba's on-disk cache holds the
module name)."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from numba import njit

from . import suda2 as _plain

__all__ = ["minimal_msus", "msu_search"]

#: the kernels :func:`udfs.suda2.msu_search` calls, compiled in the order they call
#: each other (a kernel sees the compiled versions of those before it).  The search
#: calls one per node's child (:func:`udfs.suda2._split_node`), not one per group of
#: cells: a call per group cost a fifth of the search's time

_HELPERS = ("_grown", "_count_codes", "_emit_leaf", "_place_counted", "_split_counted",
            "_split_node")


def _compiled(function: Callable[..., Any], bound: dict[str, Any]) -> Any:
    """``function`` compiled, its calls to the names of ``bound`` going to those
    (compiled) kernels instead of the module's plain Python ones."""
    rebound = types.FunctionType(function.__code__, {**function.__globals__, **bound},
                                 function.__name__, function.__defaults__, function.__closure__)
    rebound.__qualname__ = function.__qualname__
    rebound.__module__ = function.__module__
    rebound.__doc__ = function.__doc__
    return njit(cache=True, nogil=True)(rebound)


_kernels: dict[str, Any] = {}
for _name in _HELPERS:
    _kernels[_name] = _compiled(getattr(_plain, _name), dict(_kernels))

#: :func:`udfs.suda2.msu_search` compiled (cached on disk per machine), with its kernels.
msu_search = _compiled(_plain.msu_search, _kernels)
#: :func:`udfs.suda2.minimal_msus` compiled.
minimal_msus = njit(cache=True, nogil=True)(_plain.minimal_msus)
