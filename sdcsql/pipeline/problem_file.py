"""Problem files: one TOML file that reproduces a whole run from the original input.

The format is documented with a commented example in docs/pipeline/problem_file.md.  A run
(seed 000 section 7.3.3; seed 003 section 3.2.6: recode, look at the risk, set a
threshold, suppress, check) is: read the input, apply the recodes (SQL views), compute
the risk before, set the threshold, protect if asked, compute the risk after, write
the outputs atomically.

Unknown fields are errors (a typo must not pass silently) and every validation error
is an :class:`~sdcsql.errors.InputError` naming the file and the field, e.g.
``problem.toml: threshold.reid_rate: must be in (0, 1)``.

>>> pf = ProblemFile.from_dict({"input": {"path": "survey.csv"},
...                             "spec": {"keys": ["region", "sex"]}})
>>> ProblemFile.from_dict(tomllib.loads(pf.to_toml())) == pf
True
"""

from __future__ import annotations

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

__all__ = ["DEMO_PROBLEM", "ProblemFile", "RunResult", "load_problem_file", "protect_options",
           "run_problem_file", "write_demo_problem"]

_TOP = ("input", "spec", "risk", "recode", "threshold", "protection", "seed", "output",
        "report", "memory_limit", "utility", "release", "candidate",
        "ru_table")
_SPEC = ("keys", "weight", "household", "household_size", "person_id", "numeric", "sensitive",
         "strata", "na_codes", "pi", "missing", "household_variables", "derived")
_OUTPUT = ("data", "summary", "risk_columns", "utility", "suppression_codes")
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
    recodes: tuple[Recode, ...] = ()
    #: ``[input] recode_files``: mu-Argus .grc files applied before the recodes (True:
    #: those beside the .rda of an .asc input; ``{variable: path}``); docs/formats.md
    recode_files: bool | dict[str, str] = False
    threshold: dict[str, Any] = field(default_factory=dict)
    protection: dict[str, Any] = field(default_factory=dict)
    output: dict[str, Any] = field(default_factory=dict)
    report: dict[str, str] = field(default_factory=dict)
    memory_limit: str | None = None
    #: the [utility] table (sdcsql.utility.measures.UTILITY_STEP): the input against the
    #: data output, written to output.utility
    utility: dict[str, Any] = field(default_factory=dict)
    #: the [release] table (sdcsql.protect.release.RELEASE_STEP): the release stage
    #: runs when it is given (its seed is required)
    release: dict[str, Any] = field(default_factory=dict)
    #: the [[candidate]] tables (sdcsql.utility.ru_table.Candidate): the risk-utility
    #: table of the input under each, in the summary and the report
    candidates: tuple[Any, ...] = ()
    #: the [ru_table] table (sdcsql.utility.ru_table.RU_TABLE_STEP): the R-U map's axes,
    #: the chosen candidate, cells_only
    ru_table: dict[str, Any] = field(default_factory=dict)
    base: Path = field(default=Path("."), compare=False)
    origin: str = field(default="problem", compare=False)

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
            spec = Spec(**args)
        except InputError as exc:
            raise c.error("spec", str(exc)) from None

        raw_risk = d.get("risk", {})
        if isinstance(raw_risk, Mapping):
            try:
                raw_risk = split_tables(raw_risk, "risk")
            except InputError as exc:
                raise c.error(str(exc).split(":")[0], str(exc).split(": ", 1)[1]) from None
        risk = c.step(raw_risk, "risk", RISK_STEP)
        method = risk.pop("method", "exact")

        recodes = []
        raw = d.get("recode", [])
        if not isinstance(raw, list):
            raise c.error("recode", "must be an array of tables ([[recode]])")
        for i, r in enumerate(raw):
            try:
                recodes.append(Recode.from_dict(r, where=f"recode[{i}]"))
            except InputError as exc:
                raise InputError(f"{origin}: {exc}") from None

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

        raw_protection = d.get("protection", {})
        if isinstance(raw_protection, Mapping) and "strata" in raw_protection:
            raise c.error("protection.strata",
                          "strata are a role of the variables: give them as spec.strata "
                          "(every step counts within them)")
        protection = c.step(raw_protection, "protection", PROTECT_STEP, extra=("mode",))
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
            elif not ways:
                raise c.error("protection.mode", "'risk' protects to the threshold: give "
                                                 "threshold.risk, reid_rate or unsafe_records")
            sw = protection.get("suppression_weights")
            if isinstance(sw, Mapping):
                unknown = [k for k in sw if k not in spec.keys]
                if unknown:
                    raise c.error(f"protection.suppression_weights.{unknown[0]}",
                                  "is not a key variable")

        output = dict(c.table(d.get("output", {}), "output", _OUTPUT))
        for key in ("data", "summary", "utility"):
            if key in output:
                p = c.string(output[key], f"output.{key}")
                allowed = (".csv", ".parquet", *OUTPUT_SUFFIXES) if key == "data" \
                    else (".json",)
                if Path(p).suffix.lower() not in allowed:
                    raise c.error(f"output.{key}", f"must end in {' or '.join(allowed)}, got {p!r}")
        if "risk_columns" in output and not isinstance(output["risk_columns"], bool):
            raise c.error("output.risk_columns", "must be true or false")
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
        release = c.step(d.get("release", {}), "release", RELEASE_STEP)
        if "release" in d and "seed" not in release:
            raise c.error("release.seed", "missing: the release replaces the ids and "
                                          "shuffles the records by a seed (an integer >= 0; "
                                          "keep it private)")
        if release and output.get("risk_columns"):
            raise c.error("output.risk_columns", "not with [release]: the released file "
                                                 "carries no risk columns")
        if release and "utility" in d:
            raise c.error("utility", "compares the input with output.data record by record; "
                                     "the release reorders the records: run it without "
                                     "[release]")
        candidates, ru_options = _candidates(c, d, spec, origin)
        report = {k: c.string(v, f"report.{k}") if k != "release_date" else v
                  for k, v in c.table(d.get("report", {}), "report", _REPORT).items()}
        if "release_date" in report:
            report["release_date"] = _iso_date(c, report["release_date"])
        memory_limit = None
        if "memory_limit" in d:
            try:
                memory_limit = check_memory_limit(d["memory_limit"], "")
            except InputError as exc:
                raise c.error("memory_limit", str(exc).strip()) from None
        return cls(input=path, spec=spec, method=method, risk=risk, recodes=tuple(recodes),
                   recode_files=recode_files,
                   threshold=threshold, protection=protection, output=output,
                   report=report, memory_limit=memory_limit, utility=utility,
                   release=release, candidates=candidates,
                   ru_table=ru_options, base=Path(base), origin=origin)

    # ------------------------------------------------------------------ writing
    def to_dict(self) -> dict[str, Any]:
        s = self.spec
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
        out: dict[str, Any] = {"input": {"path": self.input}, "spec": spec}
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
        if self.recodes:
            out["recode"] = [r.to_dict() for r in self.recodes]
        for key in ("threshold", "protection", "output", "report", "release"):
            if getattr(self, key):
                out[key] = {k: list(v) if isinstance(v, tuple) else v
                            for k, v in getattr(self, key).items()}
        if "utility" in self.output:
            out["utility"] = dict(self.utility)
        if self.candidates:
            out["candidate"] = [c.setting() for c in self.candidates]
        if self.ru_table:
            out["ru_table"] = dict(self.ru_table)
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

    def stage_options(self) -> dict[str, dict[str, Any]]:
        """Each stage's options, as its declaration names them
        (:func:`sdcsql.pipeline.runner.run_stages`): the risk method reaches the
        threshold, the protection (``risk_method``) and the verification; the
        protection's target is its ``k`` (mode ``k``) or the threshold's way."""
        method = {"method": self.method}
        files = self.recode_files if not isinstance(self.recode_files, dict) else {
            v: (self.base / p) if not Path(p).is_absolute() else Path(p)
            for v, p in self.recode_files.items()}
        return {"recode": {"recodes": self.recodes, "files": files},
                "risk": {**method, **self.risk},
                "verify": method,
                "threshold": {**self.threshold, **method},
                "protect": protect_options(self.protection, self.threshold, self.method),
                "release": dict(self.release),
                "output": {"data": self.output_path("data"),
                           "risk_columns": self.output.get("risk_columns", False),
                           **({"suppression_codes": dict(self.output["suppression_codes"])}
                              if "suppression_codes" in self.output else {})}}

    def input_path(self) -> Path:
        return (self.base / self.input) if not Path(self.input).is_absolute() else Path(self.input)

    def output_path(self, key: str) -> Path | None:
        p = self.output.get(key)
        if p is None:
            return None
        return (self.base / p) if not Path(p).is_absolute() else Path(p)

    def _check_argus_sidecars(self) -> None:
        """An .asc output also writes ``<stem>.rda`` and ``<stem>.<variable>.grc`` beside
        it (docs/formats.md): refuse, before any work, one that would replace a
        metadata or recode file the input reads."""
        out = self.output_path("data")
        if out is None or out.suffix.lower() != ".asc":
            return
        inp = self.input_path()
        read = [inp.with_suffix(".rda"), inp.with_suffix(".RDA")]
        if isinstance(self.recode_files, dict):
            read += [(self.base / p) if not Path(p).is_absolute() else Path(p)
                     for p in self.recode_files.values()]
        elif self.recode_files and inp.parent.is_dir():
            read += [f for f in inp.parent.iterdir() if f.suffix.lower() == ".grc"]
        rda = out.with_suffix(".rda").resolve()
        prefix = f"{out.stem}.".casefold()
        for f in read:
            if not f.is_file():
                continue
            full = f.resolve()
            if full == rda or (full.parent == out.resolve().parent
                               and full.name.casefold().startswith(prefix)
                               and full.suffix.lower() == ".grc"):
                raise InputError(f"{self.origin}: output.data {str(out.name)!r} would write its "
                                 f"mu-Argus file over the input {f.name!r}: give the output "
                                 "another name")

    def check_outputs(self, **more: str | Path | None) -> None:
        """Refuse outputs (the file's, and ``more``: ``{option: path}``) that would
        replace or land inside the input, before any work
        (:func:`sdcsql.data.check_outputs`)."""
        from ..data import check_outputs

        self._check_argus_sidecars()
        check_outputs([self.input_path()],
                      {**{f"{self.origin}: output.{k}": self.output_path(k)
                          for k in ("data", "summary", "utility")}, **more})


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


def protect_options(protection: Mapping[str, Any], threshold: Mapping[str, Any],
                    method: str) -> dict[str, Any]:
    """The protect step's options (:data:`~sdcsql.protect.local_suppression.PROTECT_STEP`)
    of a ``[protection]`` table (or a session's protection step): the target is its
    ``k`` (``mode = "k"``) or the ``[threshold]``'s way (``mode = "risk"``), the rule
    the threshold's, the risk method ``risk_method``."""
    if not protection:
        return {}
    if protection.get("method", "local_suppression") != "local_suppression":
        return dict(protection)   # another method: its own options, checked by protect
    if protection["mode"] == "k":
        target: dict[str, Any] = {"k": protection["k"]}
    else:
        target = {k: threshold[k] for k in ("risk", "reid_rate", "unsafe_records")
                  if k in threshold}
    own = {k: v for k, v in protection.items() if k not in ("mode", "k")}
    return {**target, "risk_method": method, "rule": threshold.get("rule", ">="), **own}


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
    return ProblemFile.from_dict(doc, base=path.resolve().parent, origin=path.name)


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

    before: Any                       #: RiskSummary of the recoded input
    after: Any                        #: RiskSummary of the output file
    threshold: Any                    #: ThresholdResult or None
    household_threshold: Any          #: HouseholdThresholdResult or None
    protection: Any                   #: ProtectSummary or None
    data: Any                         #: the output file, input order (a relation)
    paths: list[Path]                 #: files written
    #: the ReleaseResult (with its verification) when the file has [release]
    release: Any = None
    #: the risk-utility table of the file's candidates (RUTableResult) or None
    candidates: Any = None
    _closers: list[Any] = field(default_factory=list, repr=False)

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
        }
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
        """The problem of the recoded input and that of the output file (the same one
        when nothing was protected), from the objects the run keeps open."""
        from ..problem import Problem

        problems = [c for c in self._closers if isinstance(c, Problem)]
        if not problems:  # pragma: no cover - run_problem_file always opens one
            raise AssertionError("the run kept no problem open")
        return problems[0], problems[-1]

    def close(self) -> None:
        for c in reversed(self._closers):
            c.close()
        self._closers.clear()

    def __enter__(self) -> RunResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def run_problem_file(pf: ProblemFile, *, threads: int | None = None,
                     con: duckdb.DuckDBPyConnection | None = None,
                     data: Any = None, memory_limit: str | None = None,
                     engine: str = "duckdb", spark: Any = None) -> RunResult:
    """Run a problem file from the original input; write its outputs atomically.

    The stages of :data:`sdcsql.options.PIPELINE` the file asks for
    (:meth:`ProblemFile.stages`), by the one run loop
    (:func:`sdcsql.pipeline.runner.run_stages`): recodes (views,
    ``sql/protect/recode/recoded.sql``) -> risk before -> threshold (and household
    threshold) -> protection (``protect``, if asked) -> risk after (the risk
    re-run on the output) -> outputs.  The data output holds every input row and
    column in input order (recoded, suppressed), plus fk, Fk and risk when
    ``output.risk_columns`` is true.  The same file gives byte-identical outputs,
    whatever ``threads``.  ``data`` (anything :class:`sdcsql.Problem` reads, e.g. a
    relation or table of ``con``) replaces the file's input (sdcsql.pipeline.etl.run_step).
    ``memory_limit`` (e.g. ``"2GB"``) overrides the file's ``memory_limit``; on a
    connection the run opens itself the default is ``sdcsql.data.DEFAULT_MEMORY_LIMIT``.
    ``engine="spark"`` runs the file on Spark (in ``spark``; ``data`` a Spark
    DataFrame or path): a file with recodes or protection is refused there, and
    it writes no output (sdcsql.pipeline.etl.write_output does).
    """
    from ..data import set_memory_limit, write_json
    from .runner import run_stages

    on_duckdb = engine == "duckdb"
    own = on_duckdb and con is None
    if own:
        con = duckdb.connect()
    try:
        if on_duckdb:
            assert con is not None
            if threads is not None:
                if not _is_int(threads) or threads < 1:
                    raise InputError(f"threads must be a positive integer, got {threads!r}")
                con.execute(f"SET threads = {int(threads)}")
            limit = memory_limit if memory_limit is not None else pf.memory_limit
            if own or limit is not None:
                set_memory_limit(con, limit, "--memory-limit" if memory_limit else "memory_limit")
        if data is None:
            pf.check_outputs()
        if pf.candidates and not on_duckdb:
            raise InputError(f"{pf.origin}: candidate: the risk-utility table runs on DuckDB "
                             "only")
        source = pf.input_path() if data is None else data
        run = run_stages(source, pf.spec, pf.stages(), pf.stage_options(), engine=engine,
                         con=con, spark=spark, threads=None if on_duckdb else threads)
        try:
            results = run.results
            individual, household = results.get("threshold", (None, None))
            protected = results.get("protect")
            res = RunResult(before=results["risk"].summary, after=results["verify"].summary,
                            threshold=individual, household_threshold=household,
                            protection=protected.summary if protected is not None else None,
                            data=run.released(bool(pf.output.get("risk_columns"))),
                            paths=list(results.get("output", [])),
                            release=results.get("release"), _closers=run.closers)
            if pf.candidates:
                res.candidates = candidate_table(pf, source, con)
            summary = pf.output_path("summary")
            if summary is not None:
                write_json(summary, res.to_json())
                res.paths.append(summary)
            utility_json = pf.output_path("utility")
            released = pf.output_path("data")
            if utility_json is not None and released is not None and data is None \
                    and on_duckdb:
                from ..utility.measures import utility

                s = pf.spec
                # the spec's strata give the per-stratum measures unless [utility] names some
                options = {"strata": list(s.strata) or None, **pf.utility}
                measured = utility(pf.input_path(), released, numeric=list(s.numeric) or None,
                                   keys=list(s.keys), weight=s.weight, con=con, **options)
                write_json(utility_json, measured.to_json())
                res.paths.append(utility_json)
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

        translated = recode_error(exc) if isinstance(exc, duckdb.Error) else None
        if translated is not None:
            raise InputError(f"{pf.origin}: {translated}") from None
        raise


def candidate_table(pf: ProblemFile, source: Any, con: Any) -> Any:
    """The risk-utility table of the file's ``[[candidate]]`` settings over its input (as
    read, before the file's own recodes: each candidate is an alternative setting)."""
    from ..problem import Problem
    from ..utility.ru_table import ru_table

    with Problem(source, pf.spec, con=con) as p:
        return ru_table(p, pf.candidates, method=pf.method,
                        cells_only=bool(pf.ru_table.get("cells_only", False)))


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
