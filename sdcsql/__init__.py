"""sdcsql: statistical disclosure control for survey microdata, inside SQL.

>>> import sdcsql
>>> spec = sdcsql.Spec(keys=["region", "sex", "age"], weight="weight", household="household_id")

Importing the package is cheap: :class:`Problem` and :func:`write` (DuckDB, numpy, Arrow)
are imported on first use, so that ``sdcsql --version`` and ``--help`` start at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import _checkout  # noqa: F401  (binds sql/ and udfs/ in a checkout: first)
from .errors import ContinuousKeyWarning, InputError, SdcsqlError, SdcsqlWarning
from .spec import MissingMode, Spec

if TYPE_CHECKING:
    from .data import write
    from .problem import Problem

__version__ = "0.1.0"

__all__ = ["Problem", "Spec", "MissingMode", "write", "SdcsqlError", "InputError", "SdcsqlWarning",
           "ContinuousKeyWarning", "__version__"]

_LAZY = {"Problem": ".problem", "write": ".data"}


def __getattr__(name: str) -> Any:
    """``Problem`` and ``write``, imported on first use (PEP 562)."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value
