"""Step options, declared once: the CLI flags, the problem-file tables, the keywords of
the :func:`sdcsql.pipeline.etl.run_step` and the :class:`~sdcsql.pipeline.session.Session`
methods are read from these declarations (docs/decisions/0008-options.md).

Each step declares its options beside its function (``risk.RISK_STEP``,
``threshold.THRESHOLD_STEP``, ``protect.PROTECT_STEP``).  An option's one name is its
Python keyword and problem-file key; its CLI flag is ``--`` and the name with ``-``
for ``_``.  A step's ``own`` options are its problem-file table and its Session
method's arguments; ``uses`` are options of earlier steps the step reads (the risk
method, the threshold) that the one-step interfaces (CLI, ``run_step``) take beside
the step's own.  :func:`sdcsql.pipeline.runner.step_options` looks a step's declaration up
by name (this module imports no step: the steps import it); the run loop
(:func:`sdcsql.pipeline.runner.run_stages`) dispatches each PIPELINE step through it.

>>> from sdcsql.risk.threshold import THRESHOLD_STEP
>>> [o.flag for o in THRESHOLD_STEP.own][:3]
['--risk', '--reid-rate', '--unsafe-records']
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import InputError, SdcsqlWarning

__all__ = ["PIPELINE", "Option", "StepOptions", "check_keywords", "check_support",
           "suppression_weights"]

#: The order of a run's steps, stated once: the one run loop
#: (sdcsql.pipeline.runner.run_stages) runs the problem file's, ETL's (both engines)
#: and the session's export in it; the session's history keeps it.
PIPELINE = ("recode", "risk", "threshold", "protect", "verify", "release", "output")


@dataclass(frozen=True)
class Option:
    """One option of a step.

    ``check(value, where)`` returns the value (normalised, e.g. a rate read as a
    fraction) or raises an :class:`~sdcsql.errors.InputError` starting with ``where``.
    ``group``: options of one group are alternatives (at most one; the CLI makes
    them a mutually exclusive group, required when ``required``).  ``aliases``:
    former names, accepted with a deprecation warning.  ``cli``: how the command
    line reads the flag's text (argparse keywords: ``type``, ``action``, ``metavar``).
    """

    name: str
    check: Callable[[Any, str], Any]
    help: str
    default: Any = None
    choices: tuple[str, ...] | None = None
    group: str | None = None
    required: bool = False
    aliases: tuple[str, ...] = ()
    cli: Mapping[str, Any] = field(default_factory=dict)

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def alias_flags(self) -> tuple[str, ...]:
        return tuple("--" + a.replace("_", "-") for a in self.aliases)

    def renamed(self, name: str, aliases: tuple[str, ...] = ()) -> Option:
        """The same option under another name (where two steps' names would clash)."""
        from dataclasses import replace

        return replace(self, name=name, aliases=aliases)


@dataclass(frozen=True)
class StepOptions:
    """A step's options: ``own`` (its problem-file table, its Session method) and
    ``uses`` (earlier steps' options it reads, taken beside its own by the CLI and
    ``run_step``); ``templates``: the templates the step renders, its main one first.
    The step runs on an engine when each of them renders for the engine's dialect
    (:data:`sdcsql.dialects.SPARK_TEMPLATES`; :func:`check_support`)."""

    step: str
    own: tuple[Option, ...]
    uses: tuple[Option, ...] = ()
    templates: tuple[str, ...] = ()

    @property
    def all(self) -> tuple[Option, ...]:
        return self.own + self.uses

    def names(self, which: str = "all") -> tuple[str, ...]:
        return tuple(o.name for o in getattr(self, which))

    def get(self, name: str) -> Option:
        return next(o for o in self.all if o.name == name)


def check_keywords(options: Mapping[str, Any], declared: tuple[Option, ...],
                   where: str) -> dict[str, Any]:
    """Refuse keywords that are not declared; read a former name (alias) as its
    option's name, with a deprecation warning; drop ``None`` (not given)."""
    out: dict[str, Any] = {}
    for key, value in options.items():
        option = next((o for o in declared if key == o.name or key in o.aliases), None)
        if option is None:
            raise InputError(f"{where}: unknown option {key!r}; it takes "
                             f"{', '.join(o.name for o in declared)}")
        if key != option.name:
            deprecated(f"{where}: {key!r} is now {option.name!r}")
        if value is not None:
            out[option.name] = value
    return out


def check_support(steps: Any, dialect: str) -> None:
    """Refuse a step (a :class:`StepOptions`, or several, in order) that does not run on
    ``dialect``: :class:`~sdcsql.dialects.DialectError` naming its first template
    without a rendering.  The one check of the CLI, the problem-file runner and ETL."""
    from .dialects import check_rendering

    for step in (steps,) if isinstance(steps, StepOptions) else steps:
        for template in step.templates:
            check_rendering(template, dialect)


def deprecated(message: str) -> None:
    warnings.warn(f"{message} (the former name still works, for now)", SdcsqlWarning,
                  stacklevel=3)


# --------------------------------------------------------------------- shared checks
def check_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise InputError(f"{where}: must be true or false, got {value!r}")
    return value


def check_choice(choices: tuple[str, ...], what: str) -> Callable[[Any, str], str]:
    def check(value: Any, where: str) -> str:
        if value not in choices:
            raise InputError(f"{where}: {value!r} is not {what}; give one of "
                             f"{', '.join(choices)}")
        return value

    return check


def check_subset(choices: tuple[str, ...], what: str) -> Callable[[Any, str], list[str]]:
    """A checker of a list of names drawn from ``choices`` (each once, in the order
    given); an unknown name is refused listing them.

    >>> check_subset(("a", "b"), "measure")(["b", "a", "b"], "measures")
    ['b', 'a']
    """
    def check(value: Any, where: str) -> list[str]:
        names = check_names(value, where)
        unknown = [n for n in names if n not in choices]
        if unknown:
            raise InputError(f"{where}: unknown {what} {unknown[0]!r}; give some of "
                             f"{', '.join(choices)}")
        return list(dict.fromkeys(names))

    return check


def json_table(text: str) -> dict[str, Any]:
    """A command line's JSON object (the CLI ``type`` of an option whose value is a
    table, e.g. ``--pram-matrix '{"region": {"1": {"1": 0.9, "2": 0.1}, ...}}'``): the
    same structure as the option's table in a problem file; the option's declared
    check then validates it.  Text that is not a JSON object is a usage error.

    >>> json_table('{"a": {"1": {"1": 1}}}')
    {'a': {'1': {'1': 1}}}
    """
    import argparse
    import json

    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(
            f"not JSON ({exc.msg} at character {exc.pos + 1}); write a JSON object, e.g. "
            '\'{"region": {"1": {"1": 0.9, "2": 0.1}, "2": {"1": 0.2, "2": 0.8}}}\'') from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("must be a JSON object {...}")
    return value


def name_list(text: str) -> list[str]:
    """A command line's ``A,B,C``, every name given (the CLI ``type`` of a list-of-names
    option; an empty name is argparse's error)."""
    import argparse

    items = [x.strip() for x in text.split(",")]
    if not all(items):
        raise argparse.ArgumentTypeError(f"empty name in list {text!r}")
    return items


def split_names(text: str) -> list[str]:
    """A command line's ``A,B,C`` (the CLI ``type`` of a list-of-names option)."""
    return [x.strip() for x in text.split(",") if x.strip()]


def check_column(value: Any, where: str) -> str:
    """One column name."""
    if not isinstance(value, str) or not value:
        raise InputError(f"{where}: must be a column name, got {value!r}")
    return value


def check_names(value: Any, where: str) -> list[str]:
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)) or not all(
            isinstance(x, str) and x for x in value):
        raise InputError(f"{where}: must be a list of column names, got {value!r}")
    return list(value)


def suppression_weights(values: list[str], where: str) -> dict[str, float] | str:
    """Suppression weights as a user types them (the command line's repeated flag, a
    form's field): ``entropy``, or ``COL=W`` items separated by commas."""
    if [v.strip() for v in values] == ["entropy"]:
        return "entropy"
    out: dict[str, float] = {}
    for text in values:
        for item in text.split(","):
            col, sep, value = item.partition("=")
            try:
                out[col.strip()] = float(value)
            except ValueError:
                sep = ""
            if not sep or not col.strip():
                raise InputError(f"{where} {item!r}: write COLUMN=WEIGHT,... "
                                 "(e.g. age=1,region=5) or 'entropy'")
    return out
