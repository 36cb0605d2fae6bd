"""The workbench's option forms, generated from the options' declarations.

Each step declares its options once (:mod:`sdcsql.options`); the page draws a form
field per declared option (its name, help, default, choices, and whether it is a
switch, a number or a list) and sends back the text typed.  :func:`read_options`
reads that text as the command line reads a flag's text (the option's ``cli`` type)
and checks it with the option's own check, so a form accepts exactly what
``sdcsql protect --...`` accepts and refuses it with the same one-line message.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Mapping
from typing import Any

from ..data import json_ready
from ..errors import InputError
from ..options import Option, StepOptions, split_names, suppression_weights

__all__ = ["FORMS", "describe_form", "read_options", "step_form"]


def _kind(o: Option) -> str:
    action = o.cli.get("action")
    if action == "store_true":
        return "switch"
    if action is argparse.BooleanOptionalAction:
        return "yes_no"
    if o.choices:
        return "choice"
    kind = o.cli.get("type")
    if kind is int:
        return "integer"
    if kind is float:
        return "number"
    return "text"


def _default(o: Option) -> Any:
    d = o.default
    if isinstance(d, float) and not math.isfinite(d):
        return str(d)
    return list(d) if isinstance(d, tuple) else d


def describe_form(options: tuple[Option, ...]) -> list[dict[str, Any]]:
    """One field per option: what the page needs to draw it."""
    return [json_ready({"name": o.name, "help": o.help, "kind": _kind(o),
                        "default": _default(o), "choices": list(o.choices or ()),
                        "required": o.required, "group": o.group,
                        "metavar": o.cli.get("metavar")}) for o in options]


def _weights(text: str, where: str) -> Any:
    """``COL=W,...`` or ``entropy`` (what the command line's repeated flag reads)."""
    return suppression_weights([text], where)


def _read(o: Option, value: Any) -> Any:
    """The value of one field: text read by the option's command-line type, then its check."""
    if isinstance(value, bool) or not isinstance(value, str):
        return o.check(value, o.name)
    text = value.strip()
    kind = o.cli.get("type")
    if o.cli.get("action") == "append" and o.name == "suppression_weights":
        given: Any = _weights(text, o.name)
    elif o.cli.get("action") == "append":
        # a repeatable flag: its items typed one a line or separated by ';' (an item
        # may hold commas: age=5,10,20)
        given = [item.strip() for item in text.replace("\n", ";").split(";") if item.strip()]
    elif callable(kind):
        try:
            given = kind(text)
        except (ValueError, argparse.ArgumentTypeError) as exc:
            raise InputError(f"{o.name}: {text!r} is not a valid value ({exc})") from None
    else:
        given = text
    try:
        return o.check(given, o.name)
    except InputError:
        if isinstance(given, str) and "," in (o.cli.get("metavar") or ""):
            return o.check(split_names(given), o.name)    # a list of names, typed A,B
        raise


def read_options(step: StepOptions | tuple[Option, ...], values: Mapping[str, Any]
                 ) -> dict[str, Any]:
    """The options of a submitted form: each field left empty is not given (the declared
    default applies); an unknown field is refused."""
    declared = step.own if isinstance(step, StepOptions) else step
    out: dict[str, Any] = {}
    for name, value in values.items():
        option = next((o for o in declared if o.name == name), None)
        if option is None:
            raise InputError(f"{name}: not an option of this step; it takes "
                             f"{', '.join(o.name for o in declared)}")
        if value is None or (isinstance(value, str) and not value.strip()):
            continue
        out[name] = _read(option, value)
    return out


def _forms() -> dict[str, tuple[Option, ...]]:
    from ..protect.methods import CONTINUOUS_RISK, METHODS
    from ..protect.release import RELEASE_STEP
    from ..protect.search import SEARCH_STEP
    from ..risk.measures import MEASURES
    from ..risk.threshold import THRESHOLD_STEP
    from ..utility.measures import UTILITY_STEP
    from ..utility.ru_table import RU_TABLE_STEP

    # a method on numeric variables also offers their continuous-variable risk after it
    forms: dict[str, tuple[Option, ...]] = {
        f"protect:{name}": tuple(o for o in m.options.own if o.name != "method")
        + ((CONTINUOUS_RISK,) if m.treats == "numeric" else ())
        for name, m in METHODS.items()}
    forms.update({f"measure:{name}": m.options.own for name, m in MEASURES.items()})
    forms["threshold"] = THRESHOLD_STEP.own
    forms["release"] = RELEASE_STEP.own
    forms["utility"] = UTILITY_STEP.own
    forms["search"] = SEARCH_STEP.own
    forms["ru_table"] = RU_TABLE_STEP.own
    return forms


#: the forms by name (``protect:<method>``, ``measure:<name>``, ``threshold``,
#: ``release``, ``utility``, ``search``, ``ru_table``): filled at first use
FORMS: dict[str, tuple[Option, ...]] = {}


def step_form(name: str) -> tuple[Option, ...]:
    if not FORMS:
        FORMS.update(_forms())
    if name not in FORMS:
        raise InputError(f"form {name!r}: use one of {', '.join(sorted(FORMS))}")
    return FORMS[name]
