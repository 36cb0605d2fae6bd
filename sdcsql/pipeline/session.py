"""An interactive session: recode, look at the risk, set a threshold, protect, undo.

The loop of seed 000 section 7.3.3 and seed 003 sections 3.2.6 and 3.7, with the
rollback of seed 002 section 9.  A :class:`Session` keeps the original input and
the list of applied steps (recodes, a threshold, a protection); every figure and
every output is a function of (input, steps) alone, so undoing a step gives
exactly what never applying it would have given.  :meth:`Session.to_problem_file`
exports the steps as a problem file that reproduces the final file from the
original input (``sdcsql run``), and :meth:`Session.write` runs exactly that file
(the one run loop, :func:`sdcsql.pipeline.runner.run_stages`).
:meth:`Session.save` writes that file, and :meth:`Session.open` reopens it as a
session with its steps as the history, to undo or continue.

Risk after a recode comes from the cell table when that is exact
(:mod:`sdcsql.protect.regroup`); otherwise, and for household figures, protection and
outputs, the records are read again.

Order of steps, as a problem file runs them (:data:`sdcsql.options.PIPELINE`; a
step's ``kind`` is its PIPELINE name): recodes, then at most one threshold, then at
most one protection, then at most one release (:meth:`Session.release`: it is
prepared from the final file whenever the session is written, so it never makes
earlier figures stale and never blocks a step).  A new recode after a threshold
or a protection is refused: undo those first (their numbers would be stale).  Any
step can be undone; the later ones are replayed from their parameters.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from ..data import Result, check_outputs, set_memory_limit, write_text
from ..errors import InputError
from ..options import PIPELINE, check_keywords, deprecated
from ..problem import Problem
from ..protect.recode import Recode, apply_recodes
from ..protect.regroup import CellView, key_categories, regroup, rescan_reason
from ..risk.individual import RISK_STEP, RiskSummary, check_method, compute_risk
from ..risk.measures import check_measures
from ..risk.measures import measure_options as all_measure_options
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec, refuse_seed

__all__ = ["Session", "Step", "WhatIf"]

#: set_threshold's ways: the threshold step's declared options but the rule
_THRESHOLD_WAYS = tuple(o for o in THRESHOLD_STEP.own if o.name != "rule")


@dataclass(frozen=True)
class Step:
    """One applied step: ``kind`` is its :data:`sdcsql.options.PIPELINE` step
    (``recode``, ``threshold`` or ``protect``)."""

    kind: str
    recode: Recode | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def describe(self) -> str:
        if self.recode is not None:
            return f"recode {self.recode.variable} ({self.recode.kind})"
        return f"{self.kind} " + ", ".join(f"{k}={v!r}" for k, v in self.params)


@dataclass(frozen=True)
class WhatIf(Result):
    """The effect of a candidate recode, from the cell table (seed 000 section 7.3.3)."""

    variable: str
    expected_reidentifications_before: float
    expected_reidentifications_after: float
    reidentification_rate_before: float
    reidentification_rate_after: float
    threshold: float | None
    unsafe_records_before: int | None
    unsafe_records_after: int | None
    categories_before: int | None
    categories_after: int | None
    cells_before: int
    cells_after: int
    from_cells: bool
    rule: str = ">="

    @property
    def expected_reidentifications_change(self) -> float:
        return self.expected_reidentifications_after - self.expected_reidentifications_before

    def table(self) -> str:
        """Before, after and change, one figure a line."""
        def row(label: str, before: Any, after: Any, fmt: str, change: str) -> str:
            cells = [format(before, fmt), format(after, fmt),
                     format(after - before, change)]
            return f"{label:<40}" + "".join(f"{c:>16}" for c in cells)

        source = "the cell table" if self.from_cells else "cells built from the records"
        lines = [f"what if: recode {self.variable} (from {source})",
                 " " * 40 + "".join(f"{h:>16}" for h in ("before", "after", "change")),
                 row("expected re-identifications", self.expected_reidentifications_before,
                     self.expected_reidentifications_after, ".6g", "+.6g"),
                 row("re-identification rate (%)", 100 * self.reidentification_rate_before,
                     100 * self.reidentification_rate_after, ".4f", "+.4f")]
        if self.unsafe_records_before is not None and self.unsafe_records_after is not None:
            lines.append(row(f"records unsafe at risk {self.rule} {self.threshold:g}",
                             self.unsafe_records_before, self.unsafe_records_after, ",", "+,"))
        if self.categories_before is not None and self.categories_after is not None:
            lines.append(row(f"categories of {self.variable}", self.categories_before,
                             self.categories_after, ",", "+,"))
        lines.append(row("cells", self.cells_before, self.cells_after, ",", "+,"))
        return "\n".join(lines)


class Session:
    """Apply, inspect and undo steps on one input (a CSV/Parquet path for export).

    ``memory_limit`` caps DuckDB's memory as :class:`~sdcsql.Problem`'s does (the 2GB
    default on a connection of the session's own); it is saved with the session.

    >>> import sdcsql, tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "s.csv").write_text("a,b\\n1,1\\n2,1\\n3,2\\n3,2\\n")
    >>> with Session(d / "s.csv", sdcsql.Spec(keys=["a", "b"])) as s:
    ...     before = s.risk().sample_uniques
    ...     after = s.recode(Recode("a", "map", groups=((1, (1, 2)),))).sample_uniques
    ...     s.undo().describe(), s.risk().sample_uniques
    ('recode a (map)', 2)
    >>> before, after
    (2, 0)
    """

    def __init__(self, input: str | Path, spec: Spec, *, method: str = "exact",
                 con: duckdb.DuckDBPyConnection | None = None, threads: int | None = None,
                 seed: int | None = None, memory_limit: str | None = None,
                 measures: Any = ("individual",), **measure_options: Any) -> None:
        """``measures`` and ``measure_options`` (e.g. ``ldiversity_c=3``): the risk
        step's other measures (sdcsql.risk.measures), computed by :meth:`risk`."""
        check_method(method)
        self.measures = check_measures(measures, "measures")
        given = check_keywords(measure_options, all_measure_options(), "Session")
        self.measure_options = {k: RISK_STEP.get(k).check(v, k) for k, v in given.items()}
        refuse_seed(seed)
        if not isinstance(input, (str, os.PathLike)):
            raise InputError("Session: input must be a CSV or Parquet path (a problem file "
                             "reproduces the run from it); use sdcsql.Problem for other inputs")
        self.input = Path(input)
        self.spec = spec
        self.method = method
        self.threads = threads
        self.memory_limit = memory_limit
        self._own = con is None
        self.con = con if con is not None else duckdb.connect()
        if self._own or memory_limit is not None:
            # the default cap on a connection of the session's own (as Problem's)
            set_memory_limit(self.con, memory_limit)
        self.steps: list[Step] = []
        self._base = Problem(self.input, spec, con=self.con, threads=threads)
        self._views: dict[tuple[Recode, ...], CellView] = {}
        self._records: tuple[tuple[Recode, ...], Any, Problem] | None = None
        #: the outputs of the problem file the session was opened from (absolute paths)
        self.outputs: dict[str, Any] = {}

    @classmethod
    def open(cls, problem: Any, *, con: duckdb.DuckDBPyConnection | None = None,
             threads: int | None = None) -> Session:
        """Reopen a session saved as a problem file (a path or a
        :class:`~sdcsql.pipeline.problem_file.ProblemFile`): its input, spec and risk method,
        its steps as the history (recodes, threshold, protection, in PIPELINE order:
        undo works on them) and its outputs as the defaults of :meth:`save` and
        :meth:`write`.

        The steps are checked against the data at once (the recoded file is built).
        """
        from .problem_file import ProblemFile, load_problem_file

        pf = problem if isinstance(problem, ProblemFile) else load_problem_file(problem)
        # the file's memory_limit caps a connection of the session's own; a connection
        # given keeps its setting (the command line has set it already)
        session = cls(pf.input_path(), pf.spec, method=pf.method, **pf.risk, con=con,
                      threads=threads,
                      memory_limit=pf.memory_limit if con is None else None)
        session.memory_limit = pf.memory_limit
        try:
            history = {
                "recode": [Step("recode", recode=rc) for rc in pf.recodes],
                "threshold": [Step("threshold", params=tuple(sorted(
                    {"rule": ">=", **pf.threshold}.items())))],
                "protect": [Step("protect", params=tuple(pf.protection.items()))],
                "release": [Step("release", params=tuple(pf.release.items()))]}
            session.steps = [step for stage in pf.stages() for step in history.get(stage, [])]
            session.outputs = {k: (v if isinstance(v, bool) else pf.output_path(k))
                               for k, v in pf.output.items()}
            if session.recodes:
                session._problem()
        except BaseException:
            session.close()
            raise
        return session

    # ------------------------------------------------------------------ housekeeping
    def close(self) -> None:
        self._drop_records()
        for view in self._views.values():
            view.close()
        self._views.clear()
        self._base.close()
        if self._own:
            self.con.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _drop_records(self) -> None:
        if self._records is not None:
            _, view, problem = self._records
            problem.close()
            view.close()
            self._records = None

    # ------------------------------------------------------------------ state
    @property
    def recodes(self) -> tuple[Recode, ...]:
        return tuple(s.recode for s in self.steps if s.recode is not None)

    def _after(self, kind: str) -> bool:
        """Whether a step later in :data:`sdcsql.options.PIPELINE` than ``kind`` is
        applied (the release aside: it is prepared from whatever file precedes it)."""
        at = PIPELINE.index(kind)
        return any(PIPELINE.index(s.kind) > at for s in self.steps if s.kind != "release")

    def _step(self, kind: str) -> Step | None:
        return next((s for s in self.steps if s.kind == kind), None)

    def _cells(self, recodes: tuple[Recode, ...]) -> CellView | None:
        """The regrouped cell view of ``recodes`` (None when a rescan is needed)."""
        if rescan_reason(self.spec, recodes) is not None:
            return None
        if recodes not in self._views:
            self._views[recodes] = regroup(self._base, recodes)
        return self._views[recodes]

    def _problem(self, recodes: tuple[Recode, ...] | None = None) -> Problem:
        """A problem over the recoded records (read again), cached for the current recodes."""
        recodes = self.recodes if recodes is None else recodes
        if not recodes:
            return self._base
        if self._records is None or self._records[0] != recodes:
            self._drop_records()
            view = apply_recodes(self.con, self.input, recodes, self.spec)
            try:
                problem = Problem(view.name, self.spec, con=self.con)
            except BaseException:
                view.close()
                raise
            self._records = (recodes, view, problem)
        return self._records[2]

    # ------------------------------------------------------------------ steps
    def recode(self, *recodes: Recode) -> RiskSummary:
        """Apply recodes (one step each); return the risk after them (see :meth:`risk`)."""
        if self._after("recode"):
            raise InputError("recode: a threshold or protection is applied; undo it first "
                             "(its numbers would not match the recoded file)")
        for rc in recodes:
            if not isinstance(rc, Recode):
                raise InputError(f"recode: expected sdcsql.protect.recode.Recode, got {rc!r}")
        added = [Step("recode", recode=rc) for rc in recodes]
        self.steps.extend(added)
        try:
            return self.risk()
        except BaseException:
            del self.steps[-len(added):]
            raise

    def risk(self, households: bool | None = None) -> RiskSummary:
        """Global risk of the current file (before protection).

        From the cell table when that is exact and household figures are not asked
        for (``households`` defaults to whether the spec has a household id).
        """
        households = bool(self.spec.household) if households is None else households
        if self.measures != ("individual",) or self.measure_options:
            return compute_risk(self._problem(), self.method, ordered=False,
                                measures=self.measures, **self.measure_options).summary
        view = None if households else self._cells(self.recodes)
        if view is not None:
            return view.risk_summary(self.method)
        return compute_risk(self._problem(), self.method, ordered=False).summary

    def set_threshold(self, *, rule: str = ">=", **way: Any) -> Any:
        """Set the threshold (one step): ``risk``, ``reid_rate`` or ``unsafe_records``,
        and/or ``household_risk`` or ``household_reid_rate``; returns the individual
        :class:`~sdcsql.risk.threshold.ThresholdResult` (or the household one alone)."""
        from ..risk.threshold import set_household_threshold, set_threshold

        given = check_keywords(way, _THRESHOLD_WAYS, "set_threshold")
        if self._step("threshold"):
            raise InputError("set_threshold: a threshold is already set; undo it first")
        if self._after("threshold"):
            raise InputError("set_threshold: a protection is applied; undo it first")
        individual = {k: v for k, v in given.items() if not k.startswith("household")}
        household = {k: v for k, v in given.items() if k.startswith("household")}
        if not given:
            raise InputError("set_threshold: give risk, reid_rate or unsafe_records "
                             "(or a household threshold)")
        result = hh = None
        if individual:
            view = self._cells(self.recodes)
            target = view if view is not None else self._problem()
            result = set_threshold(target, rule=rule, method=self.method,
                                   **individual)
        if household:
            hh = set_household_threshold(
                self._problem(), household_risk=household.get("household_risk"),
                reid_rate=household.get("household_reid_rate"), method=self.method, rule=rule)
        self.steps.append(Step("threshold", params=tuple(sorted({**given, "rule": rule}.items()))))
        return result if result is not None else hh

    def protect(self, **options: Any) -> Any:
        """Protection (one step): the protect step's declared options
        (:data:`sdcsql.protect.methods.PROTECT_STEP`: ``method`` and each method's
        options), as in :func:`sdcsql.protect.methods.protect`.  Local suppression: to
        k-anonymity with ``k``, else to the
        session's individual threshold (its rule too); the risk method is the
        session's.  Returns the :class:`~sdcsql.protect.local_suppression.ProtectSummary`."""
        from ..protect.methods import PROTECT_STEP, protect
        from .problem_file import protect_options

        given = check_keywords(options, PROTECT_STEP.own, "protect")
        if self._step("protect"):
            raise InputError("protect: a protection is applied; undo it first")
        if given.get("method", "local_suppression") != "local_suppression":
            given = {o.name: o.check(given[o.name], o.name) for o in PROTECT_STEP.own
                     if o.name in given}
            result = protect(self._problem(), **given)
            self.steps.append(Step("protect", params=tuple(
                (key, list(v) if isinstance(v, (list, tuple)) else v)
                for key, v in given.items())))
            return result.summary
        step = self._step("threshold")
        threshold = dict(step.params) if step else {}
        mode = "k" if "k" in given else "risk"
        if mode == "risk" and not any(w in threshold for w in ("risk", "reid_rate",
                                                                "unsafe_records")):
            raise InputError("protect: give k, or set an individual threshold first "
                             "(set_threshold(risk=... | reid_rate=... | unsafe_records=...))")
        if "household_check" in given:
            given["household_check"] = bool(given["household_check"])
        result = protect(self._problem(), **protect_options({"mode": mode, **given}, threshold,
                                                            self.method))
        params: dict[str, Any] = {"mode": mode, **({"k": given["k"]} if mode == "k" else {})}
        for key, value in ((o.name, given[o.name]) for o in PROTECT_STEP.own
                           if o.name in given and o.name != "k"):
            if key == "suppression_weights":
                value = value if isinstance(value, str) else dict(value)
            elif key == "importance":
                value = list(value)
            if value or key in ("household_check", "method"):
                params[key] = value
        self.steps.append(Step("protect", params=tuple(params.items())))
        return result.summary

    def release(self, **options: Any) -> Any:
        """Release preparation (one step): the release step's declared options
        (:data:`sdcsql.protect.release.RELEASE_STEP`; ``seed`` required; the spec's
        household and person id are replaced unless named otherwise or dropped).
        Returns the :class:`~sdcsql.protect.release.ReleaseResult` of the current file,
        with its verification (the leak check and the risk of the released file; its
        relation is closed: :meth:`write` writes the file)."""
        import dataclasses

        from ..protect.draws import check_seed
        from ..protect.release import RELEASE_STEP
        from .runner import run_stages

        given = check_keywords(options, RELEASE_STEP.own, "release")
        if self._step("release"):
            raise InputError("release: a release is prepared; undo it first")
        check_seed(given.get("seed"), "release: seed")
        given = {o.name: o.check(given[o.name], o.name) for o in RELEASE_STEP.own
                 if o.name in given}
        step = Step("release", params=tuple(
            (k, list(v) if isinstance(v, (list, tuple)) else v) for k, v in given.items()))
        self.steps.append(step)
        try:
            pf = self.to_problem_file(data=None, summary=None)
            stages = tuple(s for s in pf.stages() if s != "output")
            with run_stages(self.input, self.spec, stages, pf.stage_options(), con=self.con,
                            threads=self.threads) as run:
                result = run.results["release"]
                return dataclasses.replace(result, relation=None, name=None, con=None)
        except BaseException:
            self.steps.remove(step)
            raise

    def suppress(self, **options: Any) -> Any:
        """The former name of :meth:`protect` (a deprecation warning)."""
        deprecated("Session.suppress is now Session.protect")
        return self.protect(**options)

    def undo(self, index: int = -1) -> Step:
        """Remove one step (the last by default) and return it.

        The file then is what it would be had the step never been applied: the
        later steps are replayed on it from their parameters (a threshold given as a
        target rate is searched again on the file without the step).  A threshold
        that a risk-mode protection uses cannot go before the protection.
        """
        if not self.steps:
            raise InputError("undo: no step to undo")
        try:
            step = self.steps[index]
        except (IndexError, TypeError):
            raise InputError(f"undo: no step {index!r} (there are {len(self.steps)})") from None
        protection = self._step("protect")
        if step.kind == "threshold" and protection is not None and \
                dict(protection.params).get("mode") == "risk":
            raise InputError("undo: the protection protects to this threshold; undo the "
                             "protection first")
        self.steps.remove(step)
        return step

    # ------------------------------------------------------------------ what-if
    def what_if(self, recode: Recode, threshold: float | None = None,
                rule: str = ">=") -> WhatIf:
        """Effect of a candidate recode without applying it (seed 000 section 7.3.3).

        Expected re-identifications and rate, records unsafe at ``threshold`` (by
        default the session's individual ``risk`` threshold, when one is set),
        categories of the variable (a key) and cells, before and after — from the
        cell table when exact (``from_cells``), otherwise from cells built from the
        records (never the records with their risk).
        """
        from ..risk.threshold import check_risk, check_rule, set_threshold

        rule = check_rule(rule)
        if threshold is None and (step := self._step("threshold")):
            threshold = dict(step.params).get("risk")
        if threshold is not None:
            threshold = check_risk("threshold", threshold)
        now, cand = self.recodes, self.recodes + (recode,)
        views = [self._cells(now), self._cells(cand)]
        from_cells = all(v is not None for v in views)
        figures = []
        for recodes, view in zip((now, cand), views, strict=True):
            target: Any = view if view is not None else self._problem(recodes)
            if view is not None:
                summary = view.risk_summary(self.method)
            else:
                summary = compute_risk(target, self.method, ordered=False).summary
            unsafe = None
            if threshold is not None:
                unsafe = set_threshold(target, risk=threshold, rule=rule,
                                       method=self.method).unsafe_records
            cats = None
            if recode.variable in self.spec.keys:
                cats = key_categories(target, target.cells_table(), recode.variable)
            figures.append((summary, unsafe, cats))
        (b, ub, cb), (a, ua, ca) = figures
        return WhatIf(
            variable=recode.variable,
            expected_reidentifications_before=b.expected_reidentifications,
            expected_reidentifications_after=a.expected_reidentifications,
            reidentification_rate_before=b.reidentification_rate,
            reidentification_rate_after=a.reidentification_rate,
            threshold=threshold, unsafe_records_before=ub, unsafe_records_after=ua,
            categories_before=cb, categories_after=ca, cells_before=b.n_cells,
            cells_after=a.n_cells, from_cells=from_cells, rule=rule)

    # ------------------------------------------------------------------ export
    def to_problem_file(self, *, data: str | Path | None = None,
                        summary: str | Path | None = None, risk_columns: bool = False,
                        base: str | Path | None = None) -> Any:
        """The steps as a :class:`~sdcsql.pipeline.problem_file.ProblemFile` (from the original
        input).

        ``base`` is the directory the file will live in: the input and output paths
        are written relative to it (default: the current directory).
        """
        from .problem_file import ProblemFile

        base_dir = Path(base) if base is not None else Path.cwd()
        if data is None and summary is None and not risk_columns:
            data, summary = self.outputs.get("data"), self.outputs.get("summary")
            risk_columns = bool(self.outputs.get("risk_columns"))

        def rel(p: str | Path) -> str:
            p = Path(p).resolve()
            try:
                return os.path.relpath(p, base_dir.resolve())
            except ValueError:  # pragma: no cover - another drive (Windows)
                return str(p)

        doc: dict[str, Any] = ProblemFile(input="x", spec=self.spec).to_dict()
        doc["input"] = {"path": rel(self.input)}
        if self.memory_limit is not None:
            doc["memory_limit"] = self.memory_limit
        risk = {"measures": self.measures} if self.measures != ("individual",) else {}
        risk_doc = ProblemFile(input="x", spec=self.spec, method=self.method,
                               risk={**risk, **self.measure_options}).to_dict().get("risk")
        if risk_doc:
            doc["risk"] = risk_doc
        if self.recodes:
            doc["recode"] = [rc.to_dict() for rc in self.recodes]
        t = self._step("threshold")
        if t is not None:
            doc["threshold"] = dict(t.params)
        s = self._step("protect")
        if s is not None:
            doc["protection"] = dict(s.params)
        r = self._step("release")
        if r is not None:
            doc["release"] = dict(r.params)
        output: dict[str, Any] = {}
        if data is not None:
            output["data"] = rel(data)
        if summary is not None:
            output["summary"] = rel(summary)
        if risk_columns:
            output["risk_columns"] = True
        if output:
            doc["output"] = output
        return ProblemFile.from_dict(doc, base=base_dir, origin="session")

    def save(self, path: str | Path, *, data: str | Path | None = None,
             summary: str | Path | None = None, risk_columns: bool = False) -> Path:
        """Save the session as a problem file at ``path`` (written atomically), paths
        relative to its directory; :meth:`open` reopens it, ``sdcsql run`` runs it.
        Without ``data``/``summary``/``risk_columns``, the outputs of the file the
        session was opened from are kept."""
        path = Path(path)
        if path.suffix.lower() != ".toml":
            raise InputError(f"save: the problem file's name must end in .toml, got {str(path)!r}")
        check_outputs([self.input], {"save": path})
        pf = self.to_problem_file(data=data, summary=summary, risk_columns=risk_columns,
                                  base=path.parent)
        return write_text(path, pf.to_toml())

    def write(self, data: str | Path, summary: str | Path | None = None,
              risk_columns: bool = False) -> Any:
        """Write the final file by running :meth:`to_problem_file` from the original input.

        Returns the :class:`~sdcsql.pipeline.problem_file.RunResult` (closed: its figures
        stay, its relation does not).
        """
        from .problem_file import run_problem_file

        pf = self.to_problem_file(data=data, summary=summary, risk_columns=risk_columns)
        result = run_problem_file(pf, threads=self.threads)
        result.close()
        return result
