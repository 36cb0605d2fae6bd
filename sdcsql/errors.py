"""One error tree for the package.

``SdcsqlError`` is the root.  Errors caused by the user's input also subclass
``ValueError`` so that generic callers can catch them the usual way.
"""

from __future__ import annotations

__all__ = ["SdcsqlError", "InputError", "SdcsqlWarning", "ContinuousKeyWarning", "engine_error",
           "engine_message"]


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


#: the texts of refusals that a step raises inside the engine (``error()`` in SQL), so
#: that the engine's exception can be given back as the one-line :class:`InputError`
_ENGINE_MESSAGES: set[str] = set()


def engine_message(text: str) -> str:
    """Register ``text`` as a refusal raised inside the engine; returns it."""
    _ENGINE_MESSAGES.add(text)
    return text


def engine_error(exc: BaseException) -> InputError | None:
    """The :class:`InputError` a step raised inside the engine, if ``exc`` carries one
    (the longest registered text found: "recode: ..." is also part of "--recode: ...")."""
    text = str(exc)
    found = max((msg for msg in _ENGINE_MESSAGES if msg in text), key=len, default=None)
    return InputError(found) if found is not None else None
