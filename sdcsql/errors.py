"""One error tree for the package.

``SdcsqlError`` is the root.  Errors caused by the user's input also subclass
``ValueError`` so that generic callers can catch them the usual way.
"""

from __future__ import annotations

__all__ = ["SdcsqlError", "InputError", "SdcsqlWarning", "ContinuousKeyWarning"]


class SdcsqlError(Exception):
    """Root of every error raised by sdcsql."""


class InputError(SdcsqlError, ValueError):
    """The input data or the problem specification is wrong.

    The message names the column (or option) and says what to do.
    """


class SdcsqlWarning(UserWarning):
    """A named warning: the result is computed, but the user should look at it."""


class ContinuousKeyWarning(SdcsqlWarning):
    """A numeric key looks continuous (non-integer values, or more distinct values than
    half its records): every value is a category, so nearly every record is unique.
    Recode it into bands (docs/protect/recode.md) or use it as a numeric variable."""
