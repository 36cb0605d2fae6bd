"""The release as a chain of steps (docs/pipeline/problem_file.md, "Steps").

A release is the original input and an **ordered list of steps**, each one family member
applied to the relation the previous step produced: ``recode`` (the fields of a
:class:`~sdcsql.protect.recode.Recode`), ``threshold`` (:data:`THRESHOLD_STEP`'s options),
``local_suppression`` and every other protection method of
:data:`sdcsql.protect.methods.METHODS` (each with its declared options, its ``seed``
among them), and ``release`` (:data:`RELEASE_STEP`'s options), last.  A problem file's
``[[step]]`` tables and a session's history are the same list; the fixed tables
(``[[recode]]``, ``[threshold]``, ``[protection]``, ``[release]``) are a shorthand
translated to it (:func:`steps_from_tables`).

Every step's options are read from the declaration of its method (no option is listed
twice); :func:`check_chain` refuses an order that makes no sense, with the reason: a
recode of a variable after a step treated it, a method on a variable an earlier step
dropped, a step after the release, a suppression to a threshold that no earlier step
set.

>>> s = Step.from_dict({"method": "pram", "pram_variables": ["x"], "seed": 4})
>>> s.kind, s.describe()
('protect', "pram pram_variables=['x'], seed=4")
>>> Step.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import InputError
from ..options import Option, check_keywords
from ..protect.methods import CONTINUOUS_RISK, METHODS, PROTECT_STEP
from ..protect.recode import Recode
from ..protect.release import RELEASE_STEP
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec

__all__ = ["STEP_METHODS", "Step", "as_tables", "check_chain", "declared", "steps_from_tables",
           "treated"]

#: the methods a step may name: recode, threshold, every protection method, release
STEP_METHODS = ("recode", "threshold", *METHODS, "release")
#: the threshold step's ways (at most one) and household ways (at most one)
_WAYS = ("risk", "reid_rate", "unsafe_records")
_HOUSEHOLD_WAYS = ("household_risk", "household_reid_rate")


def declared(method: str) -> tuple[Option, ...]:
    """The options of a step of ``method``, as its method declares them (a recode's
    fields are :class:`~sdcsql.protect.recode.Recode`'s: not options)."""
    if method == "threshold":
        return THRESHOLD_STEP.own
    if method == "release":
        return RELEASE_STEP.own
    if method in METHODS:
        own = METHODS[method].options.own
        return own if METHODS[method].treats == "keys" else (*own, CONTINUOUS_RISK)
    raise InputError(f"method: {method!r} is not a step; give one of "
                     f"{', '.join(STEP_METHODS)}")


def _plain(value: Any) -> Any:
    """A value as a problem file writes it (tuples as lists, tables as dicts)."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Step:
    """One step of a release: ``method`` (one of :data:`STEP_METHODS`), its ``options``
    (in declaration order, checked) and, for a recode, the :class:`Recode`."""

    method: str
    options: tuple[tuple[str, Any], ...] = ()
    recode: Recode | None = None

    @classmethod
    def of(cls, method: str, options: Mapping[str, Any] | None = None,
           where: str = "step") -> Step:
        """A step of ``method`` with ``options``, each checked by its declaration (an
        undeclared option refused, a former name read with a deprecation warning)."""
        if method == "recode":     # the bands' "method" is "band_method" here
            fields = dict(options or {})
            if "method" in fields:
                raise InputError(f"{where}.method: names the step; a bands recode's method "
                                 "is band_method here")
            if "band_method" in fields:
                fields["method"] = fields.pop("band_method")
            return cls("recode", recode=Recode.from_dict(fields, where=where))
        options_declared = declared(method)
        given = check_keywords(dict(options or {}), options_declared, where)
        checked = tuple((o.name, _plain(o.check(given[o.name], f"{where}.{o.name}")))
                        for o in options_declared if o.name in given)
        step = cls(method, checked)
        step._check_own(where)
        return step

    @classmethod
    def from_dict(cls, d: Any, where: str = "step") -> Step:
        """A ``[[step]]`` table: ``method`` and the method's options."""
        if not isinstance(d, Mapping):
            raise InputError(f"{where}: must be a table")
        if "method" not in d:
            raise InputError(f"{where}.method: missing; give one of {', '.join(STEP_METHODS)}")
        method = d["method"]
        if method not in STEP_METHODS:
            raise InputError(f"{where}.method: {method!r} is not a step; give one of "
                             f"{', '.join(STEP_METHODS)}")
        return cls.of(method, {k: v for k, v in d.items() if k != "method"}, where)

    def _check_own(self, where: str) -> None:
        """What a step's options must say on their own."""
        opts = dict(self.options)
        if self.method == "threshold":
            ways = [w for w in _WAYS if w in opts]
            households = [w for w in _HOUSEHOLD_WAYS if w in opts]
            if len(ways) > 1 or len(households) > 1:
                raise InputError(f"{where}: give one of {', '.join(ways or households)}")
            if not opts:
                raise InputError(f"{where}: give risk, reid_rate or unsafe_records (or a "
                                 "household threshold)")
        elif self.method == "release" and "seed" not in opts:
            raise InputError(f"{where}.seed: missing: the release replaces the ids and "
                             "shuffles the records by a seed (an integer >= 0; keep it "
                             "private)")
        elif self.method in METHODS and self.method != "local_suppression":
            if "seed" in METHODS[self.method].options.names() and "seed" not in opts:
                raise InputError(f"{where}.seed: missing: {self.method} draws at random; "
                                 "give a seed (an integer >= 0) so that the same seed gives "
                                 "the same file")
            for o in METHODS[self.method].options.own:
                if o.required and o.group is None and opts.get(o.name) is None:
                    raise InputError(f"{where}.{o.name}: missing: the method {self.method} "
                                     f"needs it ({o.help})")

    @property
    def kind(self) -> str:
        """The step's family: ``recode``, ``threshold``, ``protect`` or ``release``."""
        return self.method if self.method in ("recode", "threshold", "release") else "protect"

    @property
    def params(self) -> tuple[tuple[str, Any], ...]:
        return self.options

    def to_dict(self) -> dict[str, Any]:
        """The ``[[step]]`` table (``from_dict(to_dict())`` gives the step back)."""
        if self.recode is not None:
            fields = self.recode.to_dict()
            if "method" in fields:
                fields["band_method"] = fields.pop("method")
            return {"method": "recode", **fields}
        return {"method": self.method, **dict(self.options)}

    def public(self) -> dict[str, Any]:
        """The step's parameters for a summary or a report: seeds left out (they undo
        the draws and link the released ids back)."""
        return {k: v for k, v in self.to_dict().items() if k != "seed"}

    def describe(self) -> str:
        if self.recode is not None:
            return f"recode {self.recode.variable} ({self.recode.kind})"
        return f"{self.method} " + ", ".join(f"{k}={v!r}" for k, v in self.options)


def treated(step: Step, spec: Spec) -> set[str]:
    """The variables ``step`` changes (known from its options, before any run)."""
    opts = dict(step.options)
    if step.recode is not None:
        return {step.recode.variable}
    if step.method in ("threshold", "release"):
        return set()
    treats = METHODS[step.method].treats
    if treats == "keys":
        return set(spec.keys)
    if step.method == "pram":
        return set(opts.get("pram_variables") or opts.get("pram_matrix") or ())
    if step.method == "categorical_microaggregation":
        return set(opts.get("ordinal") or ()) | set(opts.get("nominal") or ())
    if treats == "numeric":
        return set(opts.get("numeric") or spec.numeric)
    return set()        # records (sampling, MASSC): values kept, records drawn


def _named(step: Step, spec: Spec) -> set[str]:
    """Every column ``step`` reads or changes by name."""
    opts = dict(step.options)
    names = treated(step, spec) if step.method != "local_suppression" else set()
    for key in ("importance", "drop", "suppression_flags"):
        names |= set(opts.get(key) or ())
    for key in ("suppression_weights", "suppression_codes"):
        if isinstance(opts.get(key), Mapping):
            names |= set(opts[key])
    return names


def check_chain(steps: Iterable[Step], spec: Spec, where: str = "step") -> None:
    """Refuse, with the reason, a list of steps whose order makes no sense (module
    docstring); ``where`` names the steps in the message (``where[i]``)."""
    changed: dict[str, int] = {}
    dropped: dict[str, int] = {}
    individual = household = release = None
    for i, step in enumerate(steps):
        at = f"{where}[{i}] ({step.describe()})"
        gone = sorted(v for v in _named(step, spec) if v in dropped)
        if gone:
            raise InputError(f"{at}: {gone[0]!r} was dropped by {where}[{dropped[gone[0]]}]")
        if release is not None:
            raise InputError(f"{at}: after the release ({where}[{release}]): the release "
                             "prepares the file to publish, so it is the last step")
        opts = dict(step.options)
        if step.recode is not None and step.recode.variable in changed:
            raise InputError(f"{at}: {step.recode.variable!r} was changed by "
                             f"{where}[{changed[step.recode.variable]}] "
                             f"({_method_of(steps, changed[step.recode.variable])}); recode "
                             "it before that step")
        if step.method == "threshold":
            if any(w in opts for w in _HOUSEHOLD_WAYS) and not spec.household:
                raise InputError(f"{at}: a household threshold needs spec.household")
            individual = i if any(w in opts for w in _WAYS) else individual
            household = i if any(w in opts for w in _HOUSEHOLD_WAYS) else household
        if step.method == "local_suppression":
            _check_suppression(at, opts, spec, individual)
        if step.method == "release":
            release = i
            dropped.update(dict.fromkeys(opts.get("drop") or (), i))
        if step.kind == "protect":
            changed.update(dict.fromkeys(treated(step, spec), i))


def _method_of(steps: Iterable[Step], index: int) -> str:
    return list(steps)[index].method


def _check_suppression(at: str, opts: Mapping[str, Any], spec: Spec,
                       individual: int | None) -> None:
    if not any(t in opts for t in ("k", *_WAYS)) and individual is None:
        raise InputError(f"{at}: give k, or set an individual threshold in an earlier step "
                         "(method = \"threshold\" with risk, reid_rate or unsafe_records)")
    weights = opts.get("suppression_weights")
    if isinstance(weights, Mapping):
        unknown = [k for k in weights if k not in spec.keys]
        if unknown:
            raise InputError(f"{at}: suppression_weights.{unknown[0]}: is not a key variable")


# --------------------------------------------------------------------- the shorthand
def steps_from_tables(recodes: Iterable[Recode] = (), threshold: Mapping[str, Any] | None = None,
                      protection: Mapping[str, Any] | None = None,
                      release: Mapping[str, Any] | None = None) -> tuple[Step, ...]:
    """The steps of the fixed tables (the shorthand): the recodes, the threshold, the
    protection (``mode = "k"`` keeps its ``k``; ``mode = "risk"`` suppresses to the
    threshold), the release."""
    steps = [Step("recode", recode=rc) for rc in recodes]
    if threshold:
        steps.append(Step.of("threshold", threshold, "threshold"))
    if protection:
        # a [protection] that names its method keeps it (written back as given)
        opts = {k: v for k, v in protection.items() if k != "mode" and (
            k != "method" or v == "local_suppression")}
        # checked as [protection] (the protect step's options, sdcsql.options); an
        # option of another method is refused when it runs, as by ``sdcsql protect``
        order = PROTECT_STEP.names()
        steps.append(Step(protection.get("method", "local_suppression"), tuple(
            (k, _plain(opts[k])) for k in sorted(opts, key=order.index))))
    if release:
        steps.append(Step.of("release", release, "release"))
    return tuple(steps)


def as_tables(steps: Iterable[Step]) -> dict[str, Any] | None:
    """The fixed tables of ``steps`` when they fit the shorthand (recodes, at most one
    threshold, one protection, one release, in that order); None otherwise."""
    order = {"recode": 0, "threshold": 1, "protect": 2, "release": 3}
    steps = list(steps)
    kinds = [order[s.kind] for s in steps]
    if kinds != sorted(kinds) or any(kinds.count(k) > 1 for k in (1, 2, 3)):
        return None
    out: dict[str, Any] = {"recode": [s.recode for s in steps if s.recode is not None]}
    for s in steps:
        if s.kind == "threshold":
            out["threshold"] = dict(s.options)
        elif s.kind == "release":
            out["release"] = dict(s.options)
        elif s.kind == "protect":
            out["protection"] = protection_table(s)
    return out


def protection_table(step: Step) -> dict[str, Any]:
    """A protection step as a ``[protection]`` table (``mode`` for local suppression)."""
    opts = dict(step.options)
    if step.method != "local_suppression":
        return {"method": step.method, **opts}
    opts = {**({"method": opts.pop("method")} if "method" in opts else {}), **opts}
    mode = {"mode": "k", "k": opts.pop("k")} if "k" in opts else {"mode": "risk"}
    return {**mode, **opts}
