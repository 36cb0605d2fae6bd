"""The compiled kernels (numba), imported when a kernel is first used.

Importing numba costs about 0.4 CPU seconds, and loading a kernel from numba's on-disk
cache more: a process that runs no compiled kernel (PRAM, noise, the risk without
SUDA2) should not pay it.  A module with compiled kernels names them
``compiled_kernels`` (None without numba) through a module ``__getattr__`` that calls
:func:`load`, and reads them with :func:`load` too, so that a test may set
``compiled_kernels`` to None to run the Python reference.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

__all__ = ["load"]


def load(namespace: dict[str, Any], module: str) -> ModuleType | None:
    """``namespace["compiled_kernels"]``: the module ``module`` (always under its
    installed name, ``sdcsql.udfs.*``, so that numba's on-disk cache, keyed by the file
    and holding the module name, serves every process, also one that imports the
    caller as the top-level ``udfs``), imported the first time; None without numba."""
    if "compiled_kernels" not in namespace:
        try:  # the compiled kernels need numba (a core dependency; still optional here)
            namespace["compiled_kernels"] = importlib.import_module(module)
        except ImportError:  # pragma: no cover - exercised where numba is missing
            namespace["compiled_kernels"] = None
    return namespace["compiled_kernels"]
