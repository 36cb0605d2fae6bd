"""Problem files: one TOML file that reproduces a whole release from the original input.

The format is documented with a commented example in docs/pipeline/problem_file.md.  A
release (seed 000 section 7.3.3; seed 003 section 3.2.6: recode, look at the risk, set a
threshold, protect, check) is the input and an ordered list of steps
(:mod:`sdcsql.pipeline.chain`): ``[[step]]`` tables, or the fixed tables' shorthand
(recodes, a threshold, a protection, a release).  Running it reads the input, runs the
steps in order by the one run loop (:func:`sdcsql.pipeline.runner.run_chain`), each with
its figures after, and writes the outputs atomically.

Unknown fields are errors (a typo must not pass silently) and every validation error
is an :class:`~sdcsql.errors.InputError` naming the file and the field, e.g.
``problem.toml: threshold.reid_rate: must be in (0, 1)``.

>>> pf = ProblemFile.from_dict({"input": {"path": "survey.csv"},
...                             "spec": {"keys": ["region", "sex"]}})
>>> ProblemFile.from_dict(tomllib.loads(pf.to_toml())) == pf
True
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import math
import numbers
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from ..data import Result, check_memory_limit, write_text
from ..errors import InputError
from ..formats import OUTPUT_SUFFIXES
from ..options import PIPELINE, StepOptions, deprecated
from ..protect.methods import PROTECT_STEP
from ..protect.recode import Recode
from ..protect.release import RELEASE_STEP
from ..risk.individual import RISK_STEP
from ..risk.measures import MEASURES, split_tables
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec, refuse_seed
from .chain import Step, as_tables, check_chain, protection_table, steps_from_tables

__all__ = ["DEMO_PROBLEM", "ProblemFile", "RunResult", "candidate_steps", "load_problem_file",
           "reusable", "run_key", "run_problem_file", "run_steps", "write_demo_problem"]

_TOP = ("input", "spec", "risk", "step", "recode", "threshold", "protection", "seed",
        "output",
        "report", "memory_limit", "utility", "release", "candidate",
        "ru_table", "search")
_SPEC = ("keys", "weight", "household", "household_size", "person_id", "numeric", "sensitive",
         "strata", "na_codes", "pi", "missing", "household_variables", "derived")
_OUTPUT = ("data", "summary", "risk_columns", "utility", "suppression_codes", "report",
           "audience")
# the release report's heading (docs/present/report.md)
_REPORT = ("title", "survey", "release_date")


def _is_real(v: Any) -> bool:
    return isinstance(v, numbers.Real) and not isinstance(v, bool)


def _is_int(v: Any) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _iso_date(c: _Checker, v: Any) -> str:
    """A TOML date (``2026-12-01``) or the same as a string, kept as ``YYYY-MM-DD``."""
    if isinstance(v, datetime.date) and not isinstance(v, datetime.datetime):
        return v.isoformat()
    if isinstance(v, str):
        try:
            return datetime.date.fromisoformat(v).isoformat()
        except ValueError:
            pass
    raise c.error("report.release_date", f"a date (YYYY-MM-DD), got {v!r}")


class _Checker:
    def __init__(self, origin: str) -> None:
        self.origin = origin

    def error(self, where: str, what: str) -> InputError:
        return InputError(f"{self.origin}: {where}: {what}")

    def table(self, d: Any, where: str, allowed: tuple[str, ...]) -> Mapping[str, Any]:
        if not isinstance(d, Mapping):
            raise self.error(where, "must be a table")
        for key in d:
            if key not in allowed:
                raise self.error(f"{where}.{key}" if where else key,
                                 f"unknown field (allowed: {', '.join(allowed)})")
        return d

    def step(self, d: Any, where: str, options: StepOptions,
             extra: tuple[str, ...] = ()) -> dict[str, Any]:
        """A step's table, each key checked by its declaration (sdcsql.options); a
        former name (alias) is read as the declared one, with a deprecation warning."""
        if isinstance(d, Mapping):
            renamed = {}
            for key, value in d.items():
                option = next((o for o in options.own if key in o.aliases), None)
                if option is not None:
                    deprecated(f"{self.origin}: {where}.{key} is now {where}.{option.name}")
                    if option.name in d:
                        raise self.error(where, f"give {option.name} once (also as {key})")
                    key = option.name
                renamed[key] = value
            d = renamed
        out: dict[str, Any] = {}
        for key, value in self.table(d, where, extra + options.names("own")).items():
            out[key] = value if key in extra else options.get(key).check(
                value, f"{self.origin}: {where}.{key}")
        return out

    def string(self, v: Any, where: str) -> str:
        if not isinstance(v, str) or not v:
            raise self.error(where, f"must be a non-empty string, got {v!r}")
        return v

    def names(self, v: Any, where: str) -> tuple[str, ...]:
        if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
            raise self.error(where, f"must be a list of column names, got {v!r}")
        return tuple(v)


@dataclass(frozen=True)
class ProblemFile:
    """A parsed, validated problem file (frozen; compare with ``==``).

    ``base`` is the directory relative paths are read against (the file's own
    directory); it is not part of the file's content.
    """

    input: str
    spec: Spec
    method: str = "exact"
    #: the risk step's other options given: ``measures`` and the measures' options
    #: (``ldiversity_c``; the file's ``[risk.ldiversity] c = ...``)
    risk: dict[str, Any] = field(default_factory=dict)
    #: the steps, in order (``[[step]]`` tables, or the fixed tables' shorthand:
    #: sdcsql.pipeline.chain)
    steps: tuple[Step, ...] = ()
    #: ``[input] recode_files``: mu-Argus .grc files applied before the recodes (True:
    #: those beside the .rda of an .asc input; ``{variable: path}``); docs/formats.md
    recode_files: bool | dict[str, str] = False
    output: dict[str, Any] = field(default_factory=dict)
    report: dict[str, str] = field(default_factory=dict)
    memory_limit: str | None = None
    #: the [utility] table (sdcsql.utility.measures.UTILITY_STEP): the input against the
    #: data output, written to output.utility
    utility: dict[str, Any] = field(default_factory=dict)
    #: the [[candidate]] tables (sdcsql.utility.ru_table.Candidate): the risk-utility
    #: table of the input under each, in the summary and the report
    candidates: tuple[Any, ...] = ()
    #: the [ru_table] table (sdcsql.utility.ru_table.RU_TABLE_STEP): the R-U map's axes,
    #: the chosen candidate, cells_only
    ru_table: dict[str, Any] = field(default_factory=dict)
    #: the [search] table (sdcsql.protect.search.SEARCH_STEP's options, files relative to
    #: ``base``): a run searches the input first and puts the node's steps (its recodes,
    #: then local suppression to the target: sdcsql.pipeline.search_file) before the
    #: file's own steps
    search: dict[str, Any] = field(default_factory=dict)
    base: Path = field(default=Path("."), compare=False)
    origin: str = field(default="problem", compare=False)
    #: the problem file's own path (None: not read from a file)
    path: Path | None = field(default=None, compare=False)

    # ------------------------------------------------------------------ the steps
    @property
    def recodes(self) -> tuple[Recode, ...]:
        """The recode steps' recodes, in order."""
        return tuple(s.recode for s in self.steps if s.recode is not None)

    @property
    def threshold(self) -> dict[str, Any]:
        """The first threshold step's options (``{}``: none)."""
        return next((dict(s.options) for s in self.steps if s.kind == "threshold"), {})

    @property
    def protection(self) -> dict[str, Any]:
        """The first protection step as a ``[protection]`` table (``{}``: none)."""
        return next((protection_table(s) for s in self.steps if s.kind == "protect"), {})

    @property
    def release(self) -> dict[str, Any]:
        """The release step's options (``{}``: none)."""
        return next((dict(s.options) for s in self.steps if s.kind == "release"), {})

    # ------------------------------------------------------------------ parsing
    @classmethod
    def from_dict(cls, d: Mapping[str, Any], *, base: str | Path = ".",
                  origin: str = "problem") -> ProblemFile:
        """Validate a parsed TOML document (unknown fields are errors)."""
        c = _Checker(origin)
        c.table(d, "", _TOP)
        try:
            refuse_seed(d.get("seed"))
        except InputError as exc:
            raise c.error("seed", str(exc).removeprefix("seed: ")) from None
        inp = c.table(d.get("input"), "input", ("path", "recode_files"))
        if "path" not in inp:
            raise c.error("input.path", "missing: the input file (CSV, Parquet or a Parquet "
                                        "directory), relative to the problem file")
        path = c.string(inp["path"], "input.path")
        recode_files = _recode_files(c, inp.get("recode_files", False), path)
        spec = _read_spec(c, d)
        raw_risk = d.get("risk", {})
        if isinstance(raw_risk, Mapping):
            try:
                raw_risk = split_tables(raw_risk, "risk")
            except InputError as exc:
                raise c.error(str(exc).split(":")[0], str(exc).split(": ", 1)[1]) from None
        risk = c.step(raw_risk, "risk", RISK_STEP)
        method = risk.pop("method", "exact")
        steps = _read_steps(c, d, spec)
        output = _read_output(c, d)
        utility = _read_utility(c, d, spec, output)
        if any(s.kind == "release" for s in steps):
            _check_release_outputs(c, d, output)
        candidates, ru_options = _candidates(c, d, spec, origin)
        report = {k: c.string(v, f"report.{k}") if k != "release_date" else v
                  for k, v in c.table(d.get("report", {}), "report", _REPORT).items()}
        if "release_date" in report:
            report["release_date"] = _iso_date(c, report["release_date"])
        search = _read_search(c, d, steps, recode_files)
        memory_limit = None
        if "memory_limit" in d:
            try:
                memory_limit = check_memory_limit(d["memory_limit"], "")
            except InputError as exc:
                raise c.error("memory_limit", str(exc).strip()) from None
        return cls(input=path, spec=spec, method=method, risk=risk, steps=steps,
                   recode_files=recode_files, output=output, report=report,
                   memory_limit=memory_limit, utility=utility, candidates=candidates,
                   ru_table=ru_options, search=search, base=Path(base), origin=origin)

    # ------------------------------------------------------------------ writing
    def to_dict(self) -> dict[str, Any]:
        """The document (the steps in the shorthand tables when they fit them, else as
        ``[[step]]`` tables); ``from_dict(to_dict())`` gives the file back."""
        out: dict[str, Any] = {"input": {"path": self.input}, "spec": spec_table(self.spec)}
        if self.recode_files:
            out["input"]["recode_files"] = self.recode_files
        if self.memory_limit is not None:
            out["memory_limit"] = self.memory_limit
        risk: dict[str, Any] = {"method": self.method} if self.method != "exact" else {}
        for key, value in self.risk.items():
            measure = next((m for m in MEASURES if key.startswith(m + "_")), None)
            if measure is None:
                risk[key] = list(value) if isinstance(value, tuple) else value
            else:
                risk.setdefault(measure, {})[key[len(measure) + 1:]] = value
        if risk:
            out["risk"] = risk
        tables = as_tables(self.steps)
        if tables is None:
            out["step"] = [s.to_dict() for s in self.steps]
        else:
            if tables["recode"]:
                out["recode"] = [r.to_dict() for r in tables["recode"]]
            out.update({k: tables[k] for k in ("threshold", "protection", "release")
                        if tables.get(k)})
        for key in ("output", "report"):
            if getattr(self, key):
                out[key] = {k: list(v) if isinstance(v, tuple) else v
                            for k, v in getattr(self, key).items()}
        if "utility" in self.output:
            out["utility"] = dict(self.utility)
        if self.candidates:
            out["candidate"] = [c.setting() for c in self.candidates]
        if self.ru_table:
            out["ru_table"] = dict(self.ru_table)
        if self.search:
            out["search"] = {k: list(v) if isinstance(v, tuple) else v
                             for k, v in self.search.items()}
        return out

    def to_toml(self) -> str:
        """The file as TOML text (``from_dict(tomllib.loads(text))`` gives it back)."""
        return _dump_toml(self.to_dict())

    def stages(self) -> tuple[str, ...]:
        """The steps of :data:`sdcsql.options.PIPELINE` this file runs, in that order
        (risk and verify always; recode, threshold, protect, release and output when
        given)."""
        given = {"recode": self.recodes or self.recode_files, "threshold": self.threshold,
                 "protect": self.protection, "release": self.release, "output": self.output}
        return tuple(s for s in PIPELINE if given.get(s, True))

    def recode_file_paths(self) -> bool | dict[str, Path]:
        """``[input] recode_files`` with each named file's path resolved."""
        if not isinstance(self.recode_files, dict):
            return self.recode_files
        return {v: (self.base / p) if not Path(p).is_absolute() else Path(p)
                for v, p in self.recode_files.items()}

    def output_options(self) -> dict[str, Any]:
        """The run's ``output`` (:func:`sdcsql.pipeline.runner.run_chain`)."""
        return {"data": self.output_path("data"),
                "risk_columns": self.output.get("risk_columns", False),
                **({"suppression_codes": dict(self.output["suppression_codes"])}
                   if "suppression_codes" in self.output else {})}

    def input_path(self) -> Path:
        return (self.base / self.input) if not Path(self.input).is_absolute() else Path(self.input)

    def output_path(self, key: str) -> Path | None:
        p = self.output.get(key)
        if p is None:
            return None
        return (self.base / p) if not Path(p).is_absolute() else Path(p)

    def read_paths(self) -> list[Path]:
        """Every file a run of the problem file reads besides its input: the problem
        file itself and the mu-Argus recode files (``[input] recode_files``; ``true``:
        the ``.grc`` files beside the input).  The input's own side files (an ``.asc``'s
        ``.rda``) are added by :func:`sdcsql.data.check_outputs`."""
        from .search_table import resolved, search_files

        read = [self.path] if self.path is not None else []
        read += search_files(resolved(self.search, self.base))
        inp = self.input_path()
        if isinstance(self.recode_files, dict):
            read += [(self.base / p) if not Path(p).is_absolute() else Path(p)
                     for p in self.recode_files.values()]
        elif self.recode_files and inp.parent.is_dir():
            read += [f for f in inp.parent.iterdir() if f.suffix.lower() == ".grc"]
        return read

    def check_outputs(self, **more: str | Path | None) -> None:
        """Refuse outputs (the file's, and ``more``: ``{option: path}``) that would
        replace or land inside an input (the data, the problem file, its recode files,
        an ``.asc``'s ``.rda``), before any work (:func:`sdcsql.data.check_outputs`)."""
        from ..data import check_outputs

        outputs = {f"{self.origin}: output.{k}": self.output_path(k)
                   for k in ("data", "summary", "utility", "report")}
        report = self.output_path("report")
        if report is not None:
            outputs[f"{self.origin}: output.report (its JSON)"] = report.with_suffix(".json")
        check_outputs([self.input_path(), *self.read_paths()], {**outputs, **more})



def spec_table(s: Spec) -> dict[str, Any]:
    """The ``[spec]`` table of ``s``."""
    spec: dict[str, Any] = {"keys": list(s.keys)}
    for key in ("weight", "household", "household_size", "person_id"):
        if getattr(s, key) is not None:
            spec[key] = getattr(s, key)
    for key in ("numeric", "strata", "sensitive", "household_variables"):
        if getattr(s, key):
            spec[key] = list(getattr(s, key))
    if s.pi != 1.0:
        spec["pi"] = s.pi
    if str(s.missing) != "wildcard":
        spec["missing"] = str(s.missing)
    if s.na_codes:
        spec["na_codes"] = {k: list(v) for k, v in s.na_codes}
    if s.derived:
        spec["derived"] = {k: list(v) for k, v in s.derived}
    return spec


def _read_spec(c: _Checker, d: Mapping[str, Any]) -> Spec:
    if "spec" not in d:
        raise c.error("spec", "missing: give at least spec.keys")
    s = c.table(d["spec"], "spec", _SPEC)
    if "keys" not in s:
        raise c.error("spec.keys", "missing: the categorical key variables")
    args: dict[str, Any] = {"keys": c.names(s["keys"], "spec.keys")}
    for key in ("weight", "household", "household_size", "person_id"):
        if key in s:
            args[key] = c.string(s[key], f"spec.{key}")
    for key in ("numeric", "sensitive", "strata", "household_variables"):
        if key in s:
            args[key] = c.names(s[key], f"spec.{key}")
    if "derived" in s:
        derived = c.table(s["derived"], "spec.derived", tuple(s["derived"])
                          if isinstance(s["derived"], Mapping) else ())
        args["derived"] = {col: c.names(src, f"spec.derived.{col}")
                           for col, src in derived.items()}
    if "na_codes" in s:
        na = c.table(s["na_codes"], "spec.na_codes", tuple(s["na_codes"])
                     if isinstance(s["na_codes"], Mapping) else ())
        for col, codes in na.items():
            if not isinstance(codes, list) or not codes or not all(
                    isinstance(x, str) or _is_real(x) for x in codes):
                raise c.error(f"spec.na_codes.{col}", "must be a non-empty list of codes")
        args["na_codes"] = {k: list(v) for k, v in na.items()}
    if "pi" in s:
        if not _is_real(s["pi"]) or not (0 < s["pi"] <= 1e6) or not math.isfinite(s["pi"]):
            raise c.error("spec.pi", f"must be a positive number, got {s['pi']!r}")
        args["pi"] = s["pi"]
    if "missing" in s:
        args["missing"] = c.string(s["missing"], "spec.missing")
    try:
        return Spec(**args)
    except InputError as exc:
        raise c.error("spec", str(exc)) from None


_TABLES = ("recode", "threshold", "protection", "release")


def _read_steps(c: _Checker, d: Mapping[str, Any], spec: Spec) -> tuple[Step, ...]:
    """The ``[[step]]`` tables, or the fixed tables' shorthand; the order checked."""
    if "step" in d:
        given = [t for t in _TABLES if t in d]
        if given:
            raise c.error(given[0], "give the steps as [[step]] tables or as the fixed "
                                    "tables ([[recode]], [threshold], [protection], "
                                    "[release]), not both")
        if not isinstance(d["step"], list):
            raise c.error("step", "must be an array of tables ([[step]])")
        try:
            steps = tuple(Step.from_dict(x, where=f"step[{i}]")
                          for i, x in enumerate(d["step"]))
        except InputError as exc:
            raise InputError(f"{c.origin}: {exc}") from None
    else:
        steps = _read_tables(c, d, spec)
    try:
        check_chain(steps, spec)
    except InputError as exc:
        raise InputError(f"{c.origin}: {exc}") from None
    return steps


def _read_tables(c: _Checker, d: Mapping[str, Any], spec: Spec) -> tuple[Step, ...]:
    """The shorthand: ``[[recode]]``, ``[threshold]``, ``[protection]``, ``[release]``."""
    raw = d.get("recode", [])
    if not isinstance(raw, list):
        raise c.error("recode", "must be an array of tables ([[recode]])")
    try:
        recodes = [Recode.from_dict(r, where=f"recode[{i}]") for i, r in enumerate(raw)]
    except InputError as exc:
        raise InputError(f"{c.origin}: {exc}") from None
    threshold = c.step(d.get("threshold", {}), "threshold", THRESHOLD_STEP)
    ways = [k for k in ("risk", "reid_rate", "unsafe_records") if k in threshold]
    if len(ways) > 1:
        raise c.error("threshold", f"give one of risk, reid_rate, unsafe_records (got "
                                   f"{', '.join(ways)})")
    if "household_risk" in threshold and "household_reid_rate" in threshold:
        raise c.error("threshold", "give one of household_risk, household_reid_rate")
    if ("household_risk" in threshold or "household_reid_rate" in threshold) \
            and not spec.household:
        raise c.error("threshold", "a household threshold needs spec.household")
    protection = _read_protection(c, d, spec, bool(ways))
    release = c.step(d.get("release", {}), "release", RELEASE_STEP)
    if "release" in d and "seed" not in release:
        raise c.error("release.seed", "missing: the release replaces the ids and "
                                      "shuffles the records by a seed (an integer >= 0; "
                                      "keep it private)")
    try:
        return steps_from_tables(recodes, threshold, protection, release)
    except InputError as exc:
        raise InputError(f"{c.origin}: {exc}") from None


def _read_protection(c: _Checker, d: Mapping[str, Any], spec: Spec,
                     threshold: bool) -> dict[str, Any]:
    raw = d.get("protection", {})
    if isinstance(raw, Mapping) and "strata" in raw:
        raise c.error("protection.strata",
                      "strata are a role of the variables: give them as spec.strata "
                      "(every step counts within them)")
    protection = c.step(raw, "protection", PROTECT_STEP, extra=("mode",))
    if protection and protection.get("method", "local_suppression") != "local_suppression":
        if "mode" in protection:
            raise c.error("protection.mode", "only with method = 'local_suppression'")
    elif protection:
        mode = protection.get("mode")
        if mode not in ("k", "risk"):
            raise c.error("protection.mode", f"must be 'k' or 'risk', got {mode!r}")
        if mode == "k":
            if "k" not in protection:
                raise c.error("protection.k", "must be an integer >= 1, got None")
        elif "k" in protection:
            raise c.error("protection.k", "only with mode = 'k'")
        elif not threshold:
            raise c.error("protection.mode", "'risk' protects to the threshold: give "
                                             "threshold.risk, reid_rate or unsafe_records")
        sw = protection.get("suppression_weights")
        if isinstance(sw, Mapping):
            unknown = [k for k in sw if k not in spec.keys]
            if unknown:
                raise c.error(f"protection.suppression_weights.{unknown[0]}",
                              "is not a key variable")
    return protection


def _read_search(c: _Checker, d: Mapping[str, Any], steps: tuple[Step, ...],
                 recode_files: Any) -> dict[str, Any]:
    """The ``[search]`` table: the search's options (checked by their declarations), a
    target the replay's local suppression states, and no steps of the file's own that
    the search's would clash with (recodes, thresholds, local suppression)."""
    from ..protect.search import SEARCH_STEP
    from .search_table import check_search_table

    if "search" not in d:
        return {}
    search = c.step(d["search"], "search", SEARCH_STEP)
    check_search_table(search, f"{c.origin}: search")
    if recode_files:
        raise c.error("search", "not with input.recode_files: the search's hierarchies "
                                "start from the input's own values")
    own = next((s for s in steps if s.kind in ("recode", "threshold")
                or s.method == "local_suppression"), None)
    if own is not None:
        raise c.error("search", f"the search gives the recodes, the threshold and the local "
                                f"suppression: remove the file's own {own.method} step")
    return search


def _read_output(c: _Checker, d: Mapping[str, Any]) -> dict[str, Any]:
    output = dict(c.table(d.get("output", {}), "output", _OUTPUT))
    for key in ("data", "summary", "utility", "report"):
        if key in output:
            p = c.string(output[key], f"output.{key}")
            allowed = {"data": (".csv", ".parquet", *OUTPUT_SUFFIXES),
                       "report": (".html", ".htm")}.get(key, (".json",))
            if Path(p).suffix.lower() not in allowed:
                raise c.error(f"output.{key}", f"must end in {' or '.join(allowed)}, got {p!r}")
    if "risk_columns" in output and not isinstance(output["risk_columns"], bool):
        raise c.error("output.risk_columns", "must be true or false")
    if "audience" in output and output["audience"] not in ("internal", "external"):
        raise c.error("output.audience", f"must be internal or external, got "
                                         f"{output['audience']!r}")
    if "audience" in output and "report" not in output:
        raise c.error("output.audience", "goes with output.report")
    if "suppression_codes" in output:       # the codes of a labelled output (formats.md)
        codes = output["suppression_codes"]
        if not isinstance(codes, Mapping) or not all(
                isinstance(v, (str, int, float)) and not isinstance(v, bool)
                for v in codes.values()):
            raise c.error("output.suppression_codes", "must map columns to codes "
                          "(numbers or texts)")
        if Path(str(output.get("data", ""))).suffix.lower() not in OUTPUT_SUFFIXES:
            raise c.error("output.suppression_codes", "goes with a .sav, .zsav, .dta or "
                          ".asc output.data")
    return output


def _read_utility(c: _Checker, d: Mapping[str, Any], spec: Spec,
                  output: Mapping[str, Any]) -> dict[str, Any]:
    from ..utility.measures import UTILITY_STEP

    utility = c.step(d.get("utility", {}), "utility", UTILITY_STEP)
    if ("utility" in d) != ("utility" in output):
        raise c.error("utility" if "utility" in d else "output.utility",
                      "give both [utility] and output.utility (the JSON of the measures)")
    if "utility" in d and "data" not in output:
        raise c.error("utility", "compares the input with output.data: give output.data")
    asked = utility.get("measures") or []
    if any(m in ("il1", "matrix", "eigen", "gamma") for m in asked) and not spec.numeric:
        raise c.error("utility.measures", "the continuous measures need spec.numeric")
    if ("estimates" in asked or "domains" in utility) and not utility.get("targets"):
        raise c.error("utility.targets", "missing: the estimates need targets")
    return utility


def _check_release_outputs(c: _Checker, d: Mapping[str, Any],
                           output: Mapping[str, Any]) -> None:
    if output.get("risk_columns"):
        raise c.error("output.risk_columns", "not with [release]: the released file "
                                             "carries no risk columns")
    if "utility" in d:
        raise c.error("utility", "compares the input with output.data record by record; "
                                 "the release reorders the records: run it without "
                                 "[release]")

def _recode_files(c: _Checker, v: Any, path: str) -> bool | dict[str, str]:
    """``[input] recode_files``: true (the .grc files beside the .rda of an .asc input),
    false, or a table ``{variable = "file.grc"}`` (docs/formats.md)."""
    if isinstance(v, bool):
        if v and Path(path).suffix.lower() != ".asc":
            raise c.error("input.recode_files", "true reads the .grc files beside the .rda of "
                                                "a mu-Argus .asc input; name the files instead")
        return v
    if not isinstance(v, Mapping) or not v or not all(isinstance(x, str) for x in v.values()):
        raise c.error("input.recode_files", "must be true, false or a table "
                                            "{variable = \"file.grc\"}")
    return dict(v)


def _candidates(c: _Checker, d: Mapping[str, Any], spec: Spec,
                origin: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The ``[[candidate]]`` tables and the ``[ru_table]`` options, checked."""
    from ..protect.methods import METHODS
    from ..utility.ru_table import RU_TABLE_STEP, Candidate

    raw = d.get("candidate", [])
    if not isinstance(raw, list):
        raise c.error("candidate", "must be an array of tables ([[candidate]])")
    out = []
    for i, item in enumerate(raw):
        try:
            out.append(Candidate.from_dict(item, where=f"candidate[{i}]"))
        except InputError as exc:
            raise InputError(f"{origin}: {exc}") from None
    names = [x.name for x in out]
    if len(set(names)) != len(names):
        raise c.error("candidate", "the candidate names must be unique")
    options = c.step(d.get("ru_table", {}), "ru_table", RU_TABLE_STEP)
    if options and not out:
        raise c.error("ru_table", "options of the risk-utility table: give [[candidate]] tables")
    if out and spec.strata:
        raise c.error("candidate", "the risk-utility table does not support spec.strata")
    for i, x in enumerate(out):
        stray = [rc.variable for rc in x.recodes if rc.variable not in spec.keys]
        if stray:
            raise c.error(f"candidate[{i}].recodes", f"{stray[0]!r} is not a key variable "
                                                     "(a candidate recodes keys only)")
        if x.method is not None and METHODS[x.method].treats == "numeric" and not spec.numeric:
            raise c.error(f"candidate[{i}].method", f"{x.method} treats numeric variables: "
                                                    "give spec.numeric")
    if "chosen" in options and options["chosen"] not in names:
        raise c.error("ru_table.chosen", "is not a candidate name")
    return tuple(out), options


def load_problem_file(path: str | Path) -> ProblemFile:
    """Read and validate a TOML problem file (paths in it are relative to its directory)."""
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise InputError(f"problem file {str(path)!r} does not exist") from None
    except UnicodeDecodeError:
        raise InputError(f"{path.name}: not UTF-8 text") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"{path.name}: not valid TOML: {exc}") from None
    return dataclasses.replace(
        ProblemFile.from_dict(doc, base=path.resolve().parent, origin=path.name), path=path)


# --------------------------------------------------------------------- TOML writer
_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(k: str) -> str:
    return k if _BARE.match(k) else json.dumps(k)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return json.dumps(v)   # JSON string escapes are valid TOML basic-string escapes
    if isinstance(v, numbers.Integral):
        return str(int(v))
    if isinstance(v, float):
        if math.isnan(v):
            raise ValueError("NaN has no place in a problem file")
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def _dump_toml(doc: Mapping[str, Any]) -> str:
    """A small TOML writer for the problem-file schema: scalars first, then tables."""
    lines: list[str] = []
    scalars = {k: v for k, v in doc.items() if not isinstance(v, (Mapping, list))
               or (isinstance(v, list) and not (v and isinstance(v[0], Mapping)))}
    for k, v in scalars.items():
        lines.append(f"{_key(k)} = {_value(v)}")

    def table(name: str, t: Mapping[str, Any], header: str) -> None:
        if lines:
            lines.append("")
        lines.append(header)
        subs = []
        for k, v in t.items():
            if isinstance(v, Mapping):
                subs.append((k, v))
            else:
                lines.append(f"{_key(k)} = {_value(v)}")
        for k, v in subs:
            table(f"{name}.{_key(k)}", v, f"[{name}.{_key(k)}]")

    for k, v in doc.items():
        if k in scalars:
            continue
        if isinstance(v, Mapping):
            table(_key(k), v, f"[{_key(k)}]")
        else:
            for item in v:
                table(_key(k), item, f"[[{_key(k)}]]")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------- running
@dataclass
class RunResult(Result):
    """What :func:`run_problem_file` did.  Close it (or use ``with``) when done."""

    before: Any                       #: RiskSummary of the file the first protection read
    after: Any                        #: RiskSummary of the file before the release
    threshold: Any                    #: ThresholdResult (the last threshold step's) or None
    household_threshold: Any          #: HouseholdThresholdResult or None
    protection: Any                   #: the last protection's summary, or None
    data: Any                         #: the released file (a relation)
    paths: list[Path]                 #: files written
    #: the ReleaseResult (with its verification) when the file has a release step
    release: Any = None
    #: the risk-utility table of the file's candidates (RUTableResult) or None
    candidates: Any = None
    #: each step's record (sdcsql.pipeline.runner.StepRecord): its figures after
    steps: list[Any] = field(default_factory=list)
    #: the risk summary of the input as read (before any step)
    original: Any = None
    #: where the figures come from: "run", or "reused" (a summary of the same inputs
    #: and steps, sdcsql.pipeline.problem_file.run_key)
    source: str = "run"
    #: the leak check of the final file when steps after the last local suppression
    #: changed it and there is no release step (sdcsql.pipeline.runner.final_leak_check)
    leak_check: dict[str, Any] | None = None
    #: the SearchResult of the file's [search] table (sdcsql.protect.search), or None
    search: Any = None
    _problems: tuple[Any, Any] | None = field(default=None, repr=False)
    _closers: list[Any] = field(default_factory=list, repr=False)

    @property
    def con(self) -> Any:
        """The connection the run's relations (``data``) read: a DuckDB connection or
        the SparkSession (None for a reused run)."""
        return None if self._problems is None else self._problems[1].con

    def to_json(self) -> dict[str, Any]:
        """The run's summary (the ``summary`` output file)."""
        def of(result: Any) -> Any:
            return None if result is None else result.to_json()

        out = {
            "before": self.before.to_json(),
            "after": self.after.to_json(),
            "threshold": of(self.threshold),
            "household_threshold": of(self.household_threshold),
            "protection": of(self.protection),
            **({"release": self.release.to_json()} if self.release is not None else {}),
            **({"leak_check": self.leak_check} if self.leak_check is not None else {}),
            **({"search": self.search.to_json()} if self.search is not None else {}),
        }
        if self.steps:
            out["original"] = of(self.original)
            out["steps"] = [s.to_json() for s in self.steps]
        if self.candidates is not None:
            out["candidates"] = self.candidates.to_json()
        return out

    def table(self) -> str:
        """The risk before and after, then each step's figures."""
        parts = [("risk before", self.before), ("threshold", self.threshold),
                 ("household threshold", self.household_threshold),
                 ("protection", self.protection), ("risk after", self.after),
                 ("release", self.release),
                 ("risk-utility table of the candidates", self.candidates)]
        return "\n\n".join(f"{name}\n{result.table()}" for name, result in parts
                            if result is not None)

    def problems(self) -> tuple[Any, Any]:
        """The problem of the file the first protection read and that of the file before
        the release (the same one when nothing was protected)."""
        if self._problems is None:  # pragma: no cover - run_problem_file always sets them
            raise AssertionError("the run kept no problem open")
        return self._problems

    def close(self) -> None:
        for c in reversed(self._closers):
            c.close()
        self._closers.clear()

    def __enter__(self) -> RunResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _connection(pf: ProblemFile, con: Any, threads: int | None, memory_limit: str | None,
                engine: str) -> tuple[Any, bool]:
    """The DuckDB connection of a run (a new one unless ``con``), threads and memory set."""
    from ..data import set_memory_limit

    if engine != "duckdb":
        return con, False
    own = con is None
    con = duckdb.connect() if own else con
    try:
        if threads is not None:
            if not _is_int(threads) or threads < 1:
                raise InputError(f"threads must be a positive integer, got {threads!r}")
            con.execute(f"SET threads = {int(threads)}")
        limit = memory_limit if memory_limit is not None else pf.memory_limit
        if own or limit is not None:
            set_memory_limit(con, limit, "--memory-limit" if memory_limit else "memory_limit")
    except BaseException:
        if own:
            con.close()
        raise
    return con, own


def run_steps(pf: ProblemFile, source: Any, *, con: Any, engine: str = "duckdb",
              spark: Any = None, threads: int | None = None, output: bool = True) -> Any:
    """The file's steps on ``source`` by the one run loop
    (:func:`sdcsql.pipeline.runner.run_chain`): the ``[input] recode_files`` first, then
    the steps; the output written when ``output``."""
    from .runner import run_chain

    steps = list(pf.steps)
    files = pf.recode_file_paths()
    if files:       # mu-Argus .grc files first (docs/formats.md)
        from ..formats import metadata_of, with_missing_codes
        from ..formats.grc import input_recodes

        spec = with_missing_codes(pf.spec, metadata_of(source))   # the .rda's codes too
        steps = [Step("recode", recode=rc)
                 for rc in input_recodes(con, source, files, spec)] + steps
    return run_chain(source, pf.spec, steps, method=pf.method, measures=pf.risk,
                     output=pf.output_options() if output else None, engine=engine,
                     con=con, spark=spark, threads=threads)


def _result(pf: ProblemFile, run: Any) -> RunResult:
    results = run.results
    individual, household = results.get("threshold", (None, None))
    protected = results.get("protect")
    last = run.problem_at(max((r.index for r in run.steps if r.step.kind != "release"),
                              default=-1))
    return RunResult(before=results["risk"].summary, after=results["verify"].summary,
                     threshold=individual, household_threshold=household,
                     protection=protected.summary if protected is not None else None,
                     data=run.released(bool(pf.output.get("risk_columns"))),
                     paths=list(results.get("output", [])),
                     release=results.get("release"), steps=list(run.steps),
                     original=run.risk_at(-1).summary,
                     leak_check=results.get("leak_check"),
                     _problems=(run.problem_at(run.reference), last), _closers=run.closers)


def run_problem_file(pf: ProblemFile, *, threads: int | None = None,
                     con: duckdb.DuckDBPyConnection | None = None,
                     data: Any = None, memory_limit: str | None = None,
                     engine: str = "duckdb", spark: Any = None,
                     reporter: Any = None, search_progress: Any = None) -> RunResult:
    """Run a problem file from the original input; write its outputs atomically.

    The file's steps in their order, by the one run loop
    (:func:`sdcsql.pipeline.runner.run_chain`; the shorthand's: recodes, threshold,
    protection, release), each with its figures after; then the outputs.  The data
    output holds every input row and column in input order (recoded, protected), plus
    fk, Fk and risk when ``output.risk_columns`` is true, or the release.  The same
    file gives byte-identical outputs, whatever ``threads``.  ``data`` (anything
    :class:`sdcsql.Problem` reads, e.g. a relation or table of ``con``) replaces the
    file's input (sdcsql.pipeline.etl.run_step).  ``memory_limit`` (e.g. ``"2GB"``)
    overrides the file's ``memory_limit``; on a connection the run opens itself the
    default is ``sdcsql.data.DEFAULT_MEMORY_LIMIT``.  ``engine="spark"`` runs the file
    on Spark (in ``spark``; ``data`` a Spark DataFrame or path): a step without a Spark
    rendering is refused there, and it writes no output
    (sdcsql.pipeline.etl.write_output does).  ``reporter`` writes the release's own
    report a file asks for (``output.report``): ``sdcsql.present.report.write_run_report``
    (``sdcsql run``, ``sdcsql report`` and ``Session.write`` pass it).
    ``search_progress``: the ``[search]`` table's progress callback (nodes checked, best
    so far; sdcsql.progress.search_progress).
    """
    on_duckdb = engine == "duckdb"
    con, own = _connection(pf, con, threads, memory_limit, engine)
    try:
        if data is None:
            pf.check_outputs()
        if pf.candidates:       # each candidate's run on the engine, before any work
            from ..utility.ru_table import check_engine_support

            try:
                check_engine_support(pf.candidates, engine, pf.spec)
            except InputError as exc:
                raise InputError(f"{pf.origin}: {exc}") from None
        source = pf.input_path() if data is None else data
        found, original = None, pf
        if pf.search:
            pf, found = expand_search(pf, source, con, engine, search_progress, spark=spark)
        run = run_steps(pf, source, con=con, engine=engine, spark=spark,
                        threads=None if on_duckdb else threads)
        try:
            res = _result(pf, run)
            res.search = found
            if pf.candidates:
                res.candidates = candidate_table(pf, source, con, engine=engine, spark=spark)
            _write_outputs(pf, res, con, data is None and on_duckdb, reporter,
                           keyed=original)
        except BaseException:
            run.close()
            raise
        if own:
            res._closers.insert(0, con)
        return res
    except BaseException as exc:
        if own:
            assert con is not None
            con.close()
        from ..protect.recode import recode_error

        # an engine's error (DuckDB's, or Spark's raise_error) carrying a recode's refusal
        translated = recode_error(exc) if not isinstance(exc, InputError) else None
        if translated is not None:
            raise InputError(f"{pf.origin}: {translated}") from None
        raise


def expand_search(pf: ProblemFile, source: Any, con: Any, engine: str = "duckdb",
                  progress: Any = None, *, spark: Any = None) -> tuple[ProblemFile, Any]:
    """The file with its ``[search]`` run on ``source`` (on ``engine``: Spark in the
    session ``spark``): the node's steps (its recodes, then local suppression to the
    target; what ``sdcsql search --write-problem`` writes) before the file's own steps,
    the table gone; and the :class:`~sdcsql.protect.search.SearchResult`."""
    from .search_table import resolved, run_search

    result, steps = run_search(source, pf.spec, resolved(pf.search, pf.base), pf.method, con,
                               progress, engine=engine, spark=spark)
    try:
        check_chain([*steps, *pf.steps], pf.spec)
    except InputError as exc:
        raise InputError(f"{pf.origin}: {exc}") from None
    return dataclasses.replace(pf, steps=(*steps, *pf.steps), search={}), result


def _write_outputs(pf: ProblemFile, res: RunResult, con: Any, from_input: bool,
                   reporter: Any = None, keyed: ProblemFile | None = None) -> None:
    """The report, the utility and the summary outputs of a run (the summary last: it
    records the run key and the other outputs' hashes, for :func:`reusable`)."""
    from ..data import write_json

    report = pf.output_path("report")
    if report is not None and from_input:      # the release's own report
        if reporter is None:
            raise InputError(f"{pf.origin}: output.report: the report is written by "
                             "sdcsql run (or pass reporter=sdcsql.present.report."
                             "write_run_report)")
        audience = pf.output.get("audience", "internal")
        text = pf.to_toml() if audience == "internal" else None
        res.paths += reporter(pf, res, report, audience, problem_text=text)
    released = pf.output_path("data")
    if pf.output_path("utility") is not None and released is not None and from_input:
        res.paths.append(write_output_utility(pf, released, con))
    summary = pf.output_path("summary")
    if summary is not None:
        payload = res.to_json()
        if from_input:
            payload["reuse"] = reuse_record(keyed or pf)
        write_json(summary, payload)
        res.paths.append(summary)


def write_output_utility(pf: ProblemFile, released: Any, con: Any,
                         person_id: str | None = None) -> Path:
    """``output.utility``: the measures of ``[utility]`` comparing the input with
    ``released`` (the data output's path, or the run's relation of ``con``, a DuckDB
    connection or a SparkSession), the spec's strata giving the per-stratum measures
    unless ``[utility]`` names some; paired by ``person_id`` (needed on Spark) unless
    ``[utility]`` names its own."""
    from ..data import write_json
    from ..utility.measures import utility

    s = pf.spec
    options = {"strata": list(s.strata) or None, "person_id": person_id, **pf.utility}
    measured = utility(pf.input_path(), released, numeric=list(s.numeric) or None,
                       keys=list(s.keys), weight=s.weight, con=con, **options)
    path = pf.output_path("utility")
    assert path is not None
    write_json(path, measured.to_json())
    return path


def run_key(pf: ProblemFile) -> str:
    """The key of what a run computes: the content hashes of its inputs (the input, its
    .grc files) and everything that decides its figures and files -- the spec, the risk
    method and measures, the steps (with their seeds), the candidates and the tables'
    options, the outputs' kinds -- but not the outputs' paths; and the software version
    (docs/pipeline/problem_file.md, "Reuse")."""
    import hashlib

    from .. import __version__
    from ..data import sha256_of

    doc = pf.to_dict()
    inputs = [sha256_of(pf.input_path())]
    files = pf.recode_file_paths()
    if isinstance(files, dict):
        inputs += [sha256_of(Path(f)) for _, f in sorted(files.items())]
    if pf.search:
        from .search_table import resolved, search_files

        inputs += [sha256_of(f) for f in search_files(resolved(pf.search, pf.base))]
        doc["search"] = {k: v for k, v in doc["search"].items()
                         if k not in ("hierarchies", "hierarchy", "grc")}
    doc.pop("input")
    output = doc.pop("output", {})
    doc["output"] = {k: (Path(v).suffix.lower() if k in ("data", "summary", "utility",
                                                          "report") else v)
                     for k, v in sorted(output.items())}
    text = json.dumps({"inputs": inputs, "problem": doc, "version": __version__},
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def reusable(pf: ProblemFile) -> dict[str, Any] | None:
    """The summary of an earlier run of the same inputs and steps whose outputs are all
    still there unchanged (so running again would write the same bytes); None when
    there is none (no output.summary, another key, an output missing or changed)."""
    from ..data import sha256_of

    summary = pf.output_path("summary")
    if summary is None or not summary.is_file():
        return None
    try:
        payload = json.loads(summary.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    reuse = payload.get("reuse") if isinstance(payload, dict) else None
    if not isinstance(reuse, dict) or reuse.get("run_key") != run_key(pf):
        return None
    named, recorded = _named_outputs(pf), reuse.get("outputs", {})
    if set(named) != set(recorded):
        return None
    for kind, path in named.items():
        if not path.is_file() or sha256_of(path) != recorded[kind]:
            return None
    return payload


def reuse_record(pf: ProblemFile) -> dict[str, Any] | None:
    """What a summary records for :func:`reusable`: the run key and the content hash of
    every other output (None when one of them is not a file: nothing to reuse)."""
    from ..data import sha256_of

    named = _named_outputs(pf)
    if not all(p.is_file() for p in named.values()):
        return None
    return {"run_key": run_key(pf), "outputs": {kind: sha256_of(p)
                                                for kind, p in named.items()}}


def _named_outputs(pf: ProblemFile) -> dict[str, Path]:
    """The files a run writes besides its summary, by kind (their content hashes are
    recorded in the summary, whatever their names)."""
    out = {k: p for k in ("data", "utility", "report")
           if (p := pf.output_path(k)) is not None}
    if "report" in out:
        out["report_json"] = out["report"].with_suffix(".json")
    return out


def candidate_table(pf: ProblemFile, source: Any, con: Any, *, engine: str = "duckdb",
                    spark: Any = None) -> Any:
    """The risk-utility table of the file's ``[[candidate]]`` settings: the figures from
    cells over its input (as read: each candidate's recodes are an alternative to the
    file's key recodes), and each candidate's run the file's own chain with the
    candidate's changes (:func:`candidate_steps`), so the chosen row is what running
    the file with that setting gives; on ``engine`` (Spark: in the session ``spark``)."""
    from ..utility.ru_table import ru_table
    from .runner import open_problem

    def chain(candidate: Any) -> tuple[Any, int]:
        steps, at = candidate_steps(pf, candidate)
        return run_steps(dataclasses.replace(pf, steps=tuple(steps)), source, con=con,
                         engine=engine, spark=spark, output=False), at

    with open_problem(source, pf.spec, engine=engine,
                      con=con, spark=spark) as p:
        return ru_table(p, pf.candidates, method=pf.method,
                        cells_only=bool(pf.ru_table.get("cells_only", False)), chain=chain)


def candidate_steps(pf: ProblemFile, candidate: Any) -> tuple[list[Step], int]:
    """The file's steps with a candidate's changes, and the index of its protection:
    its recodes, if it has any, in place of the file's recodes of keys (before any
    other step; a candidate without recodes keeps the file's), its
    ``k`` / ``threshold`` / ``reid_rate`` the file's local suppression's target (the
    suppression's other options kept: importance, household check, ...; leaks accepted:
    a measurement), its ``method`` in place of the file's step of that method (else
    last); the release left out (the figures are of the file it would publish)."""
    keys = set(pf.spec.keys) if candidate.recodes else set()
    steps = [s for s in pf.steps if s.kind != "release"
             and not (s.recode is not None and s.recode.variable in keys)]
    first = next((i for i, s in enumerate(steps) if s.kind != "recode"), len(steps))
    steps[first:first] = [Step("recode", recode=rc) for rc in candidate.recodes]
    if candidate.method is not None:
        new = [Step.of(candidate.method, candidate.options, f"candidate {candidate.name!r}")]
        same = [i for i, s in enumerate(steps) if s.method == candidate.method]
    else:
        own = next((dict(s.options) for s in steps if s.method == "local_suppression"), {})
        own = {k: v for k, v in own.items() if k not in ("k", "method")}
        own["accept_leaks"] = True
        if candidate.k is not None:
            new = [Step.of("local_suppression", {"k": candidate.k, **own})]
        else:
            way = {"risk": candidate.threshold} if candidate.threshold is not None \
                else {"reid_rate": candidate.reid_rate}
            new = [Step.of("threshold", way), Step.of("local_suppression", own)]
        same = [i for i, s in enumerate(steps) if s.method == "local_suppression"]
    at = same[0] if same else len(steps)
    steps[at:at + (1 if same else 0)] = new
    return steps, at + len(new) - 1


# --------------------------------------------------------------------- the demo's file
DEMO_PROBLEM = '''\
# sdcsql problem file: one run, reproducible from the original input.
# Run it with:  sdcsql run problem.toml
# Format: docs/pipeline/problem_file.md.  Paths are relative to this file.

[input]
path = "demo_survey.csv"         # CSV, Parquet, or a directory of Parquet files

[spec]                           # the roles of the variables (seed 002 section 3)
keys = ["region", "sex", "age", "marital_status", "education"]
weight = "weight"                # sampling weight: Fk is the sum of weights
household = "household_id"       # enables household risk
household_variables = ["region"]  # the same for every member: suppressed for all at once
derived = {stratum = ["region"]}  # 10 region + urban: suppressed with region
missing = "wildcard"             # a missing key value matches every category

[risk]
method = "exact"                 # or argus, argus2002, sdcmicro

# Recodes apply in order, as SQL views over the input (seed 003 section 3.4.3.2).
[[recode]]                       # age in 10-year bands, the last one open at the top
variable = "age"
kind = "bands"
breaks = [0, 10, 20, 30, 40, 50, 60, 70, 80]
labels = ["0-9", "10-19", "20-29", "30-39", "40-49", "50-59", "60-69", "70-79", "80+"]

[[recode]]                       # several codes to one
variable = "marital_status"
kind = "map"
groups = [{to = 3, from = [3, 4, 5]}]

[[recode]]                       # top coding of a non-key variable (seed 003 3.4.3.3)
variable = "income"
kind = "top"
quantile = 0.99                  # the 99th percentile of the observed incomes

[threshold]                      # exactly one of risk, reid_rate, unsafe_records
reid_rate = 0.005                # target re-identification rate, a fraction (0.5 %)
rule = ">="                      # unsafe when risk >= threshold (seed 000)

[protection]                     # local suppression
mode = "risk"                    # to the threshold above; or mode = "k" with k = 3
importance = ["region", "sex", "age", "marital_status", "education"]  # most important first

[output]
data = "protected.csv"           # every input row and column, recoded and suppressed
summary = "summary.json"         # risk before and after, threshold, suppressions
'''


def write_demo_problem(directory: str | Path, rows: int = 5000, seed: int = 2026,
                       null_rate: float = 0.002,
                       con: duckdb.DuckDBPyConnection | None = None) -> Path:
    """Write the demo survey (``demo_survey.csv``) and a commented ``problem.toml``
    that runs as is into ``directory`` (created when missing)."""
    from ..tools.demo import write_demo

    d = Path(directory)
    if d.exists() and not d.is_dir():
        raise InputError(f"--out {str(d)!r}: exists and is not a directory")
    if not d.parent.is_dir():
        raise InputError(f"--out {str(d)!r}: the directory {str(d.parent)!r} does not exist")
    d.mkdir(exist_ok=True)
    write_demo(d / "demo_survey.csv", rows=rows, seed=seed, null_rate=null_rate, con=con)
    return write_text(d / "problem.toml", DEMO_PROBLEM)
