"""The risk measures the risk step computes (``sdcsql risk --measures ...``).

A registry: each measure's name is its :class:`~sdcsql.options.StepOptions`' step
name, and maps to its function ``(problem, **options) -> Result`` and those options
(each option's name starts with the measure's name and ``_``: ``ldiversity_c``).
``individual`` (the individual, household and global risk of
:func:`sdcsql.risk.individual.compute_risk`) is the risk step itself: always computed,
listed here so that ``--measures`` names it.  The risk step declares the option
``measures`` and every registered measure's options
(:data:`sdcsql.risk.individual.RISK_STEP`), so the CLI, the problem file (``[risk]
measures = [...]``, one table per measure, e.g. ``[risk.ldiversity]``), ETL and the
Session derive them; each chosen measure's result is in the risk summary under its
name (``measures: {name: result.to_json()}``).

Adding a measure is one entry of :data:`MEASURES` (and its import).  This module
renders no SQL of its own: each measure renders its templates (sql/risk/<measure>/).

>>> check_measures("individual,ldiversity", "measures")
('individual', 'ldiversity')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_support
from . import kanon_subsets, ldiversity, loglinear, suda2

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["MEASURES", "Measure", "check_measures", "known_measures", "measure_options",
           "missing_conventions", "options_of", "record_parts", "run_measures",
           "spec_convention", "split_tables"]


def spec_convention(missing: str) -> str:
    """How the spec's missing-value convention (``Spec.missing`` as text: ``wildcard``,
    ``alpha:A``, ``conservative``, ``category``) counts a missing key value (seed 004
    section 3.2.2; seed 002 section 4)."""
    kind, _, alpha = str(missing).partition(":")
    return {
        "wildcard": "wildcard: a missing key matches every value of the key",
        "alpha": f"alpha {alpha}: a missing key matches every value; a record of another "
                 f"pattern with a missing key counts {alpha}",
        "conservative": "conservative: a missing key matches every value; a record of "
                        "another pattern with a missing key counts 0",
        "category": "category: a missing key is one more value",
    }.get(kind, str(missing))


@dataclass(frozen=True)
class Measure:
    """A risk measure: its function and its declared options (named by ``options.step``)."""

    function: Callable[..., Result]
    options: StepOptions
    #: how the measure counts a missing key value, from its result and the spec's
    #: convention (text): named beside its figures in the risk summary
    #: (``missing_conventions``), since measures side by side may count missing values
    #: differently (issue 24 item 21 d)
    missing: Callable[[Any, str], str]
    #: whether the measure has an sdcMicro mode: its function takes ``sdcmicro=``,
    #: passed true by the risk step's ``method = "sdcmicro"``
    sdcmicro: bool = False

    @property
    def name(self) -> str:
        return self.options.step


#: The registered measures by name (besides ``individual``, the risk step's own).
MEASURES: dict[str, Measure] = {m.name: m for m in (
    Measure(ldiversity.ldiversity, ldiversity.LDIVERSITY_OPTIONS,
            lambda result, spec: spec_convention(spec)),
    Measure(kanon_subsets.kanon_subsets, kanon_subsets.KANON_SUBSETS_OPTIONS,
            lambda result, spec: "none: a combination of keys holding a missing key is not "
                                 "counted (a missing key matches nothing)"),
    Measure(suda2.suda2, suda2.SUDA2_OPTIONS,
            lambda result, spec: "ignore: a missing key never joins an MSU"
            if result.missing == "ignore" else "category: a missing key is one more value",
            sdcmicro=True),
    Measure(loglinear.loglinear, loglinear.LOGLINEAR_OPTIONS,
            lambda result, spec: "category: a missing key is one more level of the model",
            sdcmicro=True),
)}


def missing_conventions(spec_missing: str, results: Mapping[str, Result]) -> dict[str, str]:
    """How each figure of a risk summary counts a missing key value: the individual risk
    by the spec's convention, each measure by its own (:attr:`Measure.missing`)."""
    return {INDIVIDUAL: spec_convention(spec_missing),
            **{name: MEASURES[name].missing(result, spec_missing)
               for name, result in results.items()}}

#: The risk step's own measure, always computed.
INDIVIDUAL = "individual"


def known_measures() -> tuple[str, ...]:
    return (INDIVIDUAL, *MEASURES)


def check_measures(value: Any, where: str) -> tuple[str, ...]:
    """The measures named by ``value`` (a list, or a comma-separated string), each once,
    in the order given; an unknown name is refused listing the known ones."""
    names = [v.strip() for v in value.split(",")] if isinstance(value, str) else value
    if not isinstance(names, (list, tuple)) or not names or not all(
            isinstance(n, str) and n for n in names):
        raise InputError(f"{where}: must be a list of risk measures, got {value!r}")
    for n in names:
        if n not in known_measures():
            raise InputError(f"{where}: unknown risk measure {n!r}; known: "
                             f"{', '.join(known_measures())}")
    return tuple(dict.fromkeys(names))


def measure_options() -> tuple[Option, ...]:
    """Every registered measure's options (the risk step declares them)."""
    return tuple(o for m in MEASURES.values() for o in m.options.own)


def options_of(name: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options among ``options`` that are measure ``name``'s (not None)."""
    own = set(MEASURES[name].options.names("own"))
    return {k: v for k, v in options.items() if k in own and v is not None}


def split_tables(table: Mapping[str, Any], where: str) -> dict[str, Any]:
    """A problem file's ``[risk]`` table with each measure's table (``[risk.ldiversity]
    c = 3``) read as the measure's options (``ldiversity_c = 3``); an unknown key of a
    measure's table is refused listing its keys."""
    out: dict[str, Any] = {}
    for key, value in table.items():
        if key in MEASURES and isinstance(value, Mapping):
            declared = MEASURES[key].options.names("own")
            for k, v in value.items():
                if f"{key}_{k}" not in declared:
                    allowed = ", ".join(n[len(key) + 1:] for n in declared)
                    raise InputError(f"{where}.{key}.{k}: unknown field (allowed: {allowed})")
                out[f"{key}_{k}"] = v
        else:
            out[key] = value
    return out


def run_measures(problem: ProblemInterface, measures: tuple[str, ...],
                 options: Mapping[str, Any], sdcmicro: bool = False) -> dict[str, Result]:
    """Each chosen measure's result (``individual`` excepted: the risk step's own),
    the measure's templates checked for the problem's engine before any work;
    ``sdcmicro`` (the risk method ``sdcmicro``) reaches every measure that has such a
    mode (:attr:`Measure.sdcmicro`)."""
    chosen = [MEASURES[n] for n in check_measures(list(measures), "measures")
              if n != INDIVIDUAL]
    unused = [(k, m.name) for m in MEASURES.values() if m not in chosen
              for k in options_of(m.name, options)
              if options[k] != m.options.get(k).default]
    if unused:
        raise InputError(f"{unused[0][0]}: given, but the measure {unused[0][1]!r} "
                         "is not in measures")
    check_support([m.options for m in chosen], problem.engine.dialect)
    return {m.name: m.function(problem, **options_of(m.name, options),
                               **({"sdcmicro": True} if sdcmicro and m.sdcmicro else {}))
            for m in chosen}


def record_parts(results: Mapping[str, Result]) -> list[dict[str, Any]]:
    """The per-record columns of the measures' results: ``[{"relation", "columns"}]``,
    each relation holding ``__sdc_row`` and its columns (a result's
    ``record_relation`` and ``record_columns``; measures without any are skipped)."""
    parts = []
    for result in results.values():
        relation = getattr(result, "record_relation", None)
        if relation:
            parts.append({"relation": relation,
                          "columns": list(getattr(result, "record_columns", ()))})
    return parts
