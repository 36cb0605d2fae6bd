"""The protection methods: the values of the protect step's ``method`` option.

Each method is registered once, here, with its function, its options (a
:class:`~sdcsql.options.StepOptions` declared beside the function) and what it treats
(the spec's ``keys``, its ``numeric`` variables or ``categorical`` ones).  The protect
step's options (:data:`PROTECT_STEP`: the CLI flags of ``sdcsql protect``, the
``[protection]`` keys, ``run_step(step="protect", ...)`` and ``Session.protect``) are
``method`` and every method's options; :func:`protect` dispatches to the method and
refuses the options of another method.

Registering a method is one line in :data:`METHODS` below::

    ProtectionMethod("noise", noise.add_noise, noise.NOISE_STEP, "numeric"),

The function takes the problem and the method's own options (``uses`` too) as
keywords and returns a :class:`~sdcsql.data.Result` with ``data`` (the protected
relation: every row, every untreated column) and ``summary``.  This module has no SQL
of its own: each method renders its templates (``sql/protect/local_suppression/``,
``sql/protect/microaggregation/``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..errors import InputError
from ..options import Option, StepOptions, check_choice, check_support
from . import local_suppression, microaggregation, noise, pram, rank_swap, rounding, shuffle

__all__ = ["METHODS", "PROTECT_STEP", "ProtectionMethod", "protect"]

#: What a method treats: the spec's keys, its numeric role, categorical variables.
TREATS = ("keys", "numeric", "categorical")


@dataclass(frozen=True)
class ProtectionMethod:
    """One protection method: ``name`` (the ``method`` value), ``function(problem,
    **options)``, ``options`` (its declared options: ``own`` and ``uses``), ``treats``
    (one of :data:`TREATS`)."""

    name: str
    function: Callable[..., Any]
    options: StepOptions
    treats: str

    def __post_init__(self) -> None:
        if self.treats not in TREATS:
            raise ValueError(f"{self.name}: treats must be one of {TREATS}")


_LOCAL_SUPPRESSION = StepOptions(
    "protect", own=tuple(o for o in local_suppression.PROTECT_STEP.own if o.name != "method"),
    uses=local_suppression.PROTECT_STEP.uses, templates=local_suppression.PROTECT_STEP.templates)

def _local_suppression(problem: Any, **options: Any) -> Any:
    """:func:`sdcsql.protect.local_suppression.protect` (looked up at each call)."""
    return local_suppression.protect(problem, **options)


#: The protection methods by name, the default first.
METHODS: dict[str, ProtectionMethod] = {m.name: m for m in (
    ProtectionMethod("local_suppression", _local_suppression, _LOCAL_SUPPRESSION, "keys"),
    ProtectionMethod("mdav", microaggregation.mdav, microaggregation.MICROAGGREGATION_STEP,
                     "numeric"),
    ProtectionMethod("hansen_mukherjee", microaggregation.hansen_mukherjee,
                     microaggregation.MICROAGGREGATION_STEP, "numeric"),
    ProtectionMethod("individual_ranking", microaggregation.individual_ranking,
                     microaggregation.MICROAGGREGATION_STEP, "numeric"),
    ProtectionMethod("noise", noise.noise, noise.NOISE_STEP, "numeric"),
    ProtectionMethod("rank_swap", rank_swap.rank_swap, rank_swap.RANK_SWAP_STEP, "numeric"),
    ProtectionMethod("rounding", rounding.rounding, rounding.ROUNDING_STEP, "numeric"),
    ProtectionMethod("shuffle", shuffle.shuffle, shuffle.SHUFFLE_STEP, "numeric"),
    ProtectionMethod("pram", pram.pram, pram.PRAM_STEP, "categorical"),
    ProtectionMethod("vmdav", microaggregation.vmdav, microaggregation.VMDAV_STEP, "numeric"),
    ProtectionMethod("categorical_microaggregation", microaggregation.categorical_microaggregation,
                     microaggregation.CATEGORICAL_STEP, "categorical"),
)}


def _union(options: list[Option]) -> tuple[Option, ...]:
    """Each name once (the first declaration), none required: which options a method
    needs is checked by :func:`protect` for the method chosen."""
    out: dict[str, Option] = {}
    for o in options:
        out.setdefault(o.name, replace(o, required=False))
    return tuple(out.values())


def _step() -> StepOptions:
    names = tuple(METHODS)
    method = Option("method", check_choice(names, "a protection method"), default=names[0],
                    choices=names,
                    help="the protection method: " + ", ".join(
                        f"{m.name} ({m.treats})" for m in METHODS.values())
                    + f"; default {names[0]}")
    own = _union([o for m in METHODS.values() for o in m.options.own])
    uses = tuple(o for o in _union([o for m in METHODS.values() for o in m.options.uses])
                 if o.name not in {x.name for x in own})
    return StepOptions("protect", own=(method, *own), uses=uses,
                       templates=METHODS[names[0]].options.templates)


#: The protect step's options: ``method`` and the options of every method.
PROTECT_STEP = _step()


def protect(problem: Any, *, method: str = "local_suppression", **options: Any) -> Any:
    """Protect ``problem`` with the protection ``method`` (a name of :data:`METHODS`)
    and its ``options``.  An option of another method is refused (unless it is
    None or its declared default: the CLI passes every flag), as is a method's
    required option left out; the method's templates must render on the problem's
    engine.  Returns the method's result (``data``, ``summary``)."""
    from ..risk.individual import METHODS as RISK_METHODS

    if method in RISK_METHODS:   # the former meaning of method: local suppression reads it
        return local_suppression.protect(problem, method=method, **_own(
            METHODS["local_suppression"], options, "local_suppression"))
    if method not in METHODS:
        raise InputError(f"method: {method!r} is not a protection method; give one of "
                         f"{', '.join(METHODS)}")
    chosen = METHODS[method]
    given = _own(chosen, options, method)
    for o in chosen.options.own:
        if o.required and o.group is None and given.get(o.name) is None:
            raise InputError(f"{o.name}: the protection method {method} needs {o.flag} "
                             f"({o.help})")
    check_support(chosen.options, problem.engine.dialect)
    if method == "local_suppression":
        given["method"] = method
    return chosen.function(problem, **given)


def _own(chosen: ProtectionMethod, options: dict[str, Any], method: str) -> dict[str, Any]:
    """``options`` that are ``chosen``'s; another method's option is an InputError."""
    mine = {o.name for o in chosen.options.all}
    out: dict[str, Any] = {}
    for name, value in options.items():
        if name in mine:
            if value is not None:       # None: not given (the function's default)
                out[name] = value
            continue
        declared = next((o for o in PROTECT_STEP.all if o.name == name), None)
        if declared is None:
            raise InputError(f"protect: unknown option {name!r}")
        if value is None or value == declared.default:
            continue
        owners = [m.name for m in METHODS.values() if name in m.options.names()]
        raise InputError(f"{declared.flag}: an option of {', '.join(owners)}, not of the "
                         f"protection method {method}")
    return out
