"""An interactive session: any steps in the user's order, their figures, undo and redo.

The loop of seed 000 section 7.3.3 and seed 003 sections 3.2.6 and 3.7, with the
rollback of seed 002 section 9.  A :class:`Session` keeps the original input and the
list of steps (:class:`~sdcsql.pipeline.chain.Step`: recodes, thresholds, local
suppressions, perturbations, the release last) -- the same list a problem file holds
(docs/pipeline/session.md).  Every figure and every output is a function of (input,
steps) alone, computed by the one run loop (:func:`sdcsql.pipeline.runner.run_chain`),
so undoing a step gives exactly what never applying it would have given, and
:meth:`Session.redo` puts it back.  :meth:`Session.to_problem_file` exports the steps
as a problem file that reproduces the final file from the original input
(``sdcsql run``); :meth:`Session.save` writes it with every table of the file the
session was opened from, and :meth:`Session.open` reopens it with its steps as the
history.

Risk after recodes alone comes from the cell table when that is exact
(:mod:`sdcsql.protect.regroup`); otherwise the steps run on the records.

Order of steps: any, as long as it makes sense (:func:`~sdcsql.pipeline.chain.check_chain`:
a recode of a variable after a step changed it, a step after the release, a
suppression to a threshold no earlier step set are refused, with the reason).  Any
step can be undone by its index, unless a later step needs it.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from ..data import Result, check_outputs, set_memory_limit, write_text
from ..errors import InputError
from ..options import check_keywords, deprecated
from ..problem import Problem
from ..protect.recode import Recode, apply_recodes
from ..protect.regroup import CellView, key_categories, regroup, rescan_reason
from ..risk.individual import RISK_STEP, RiskSummary, check_method, compute_risk
from ..risk.measures import check_measures
from ..risk.measures import measure_options as all_measure_options
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec, refuse_seed
from .chain import Step, check_chain
from .runner import open_problem

__all__ = ["Session", "Step", "WhatIf"]

#: set_threshold's ways: the threshold step's declared options but the rule
_THRESHOLD_WAYS = tuple(o for o in THRESHOLD_STEP.own if o.name != "rule")


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
    """Apply, inspect, undo and redo steps on one input (a CSV/Parquet path for export).

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
                 measures: Any = ("individual",), engine: str = "duckdb", spark: Any = None,
                 **measure_options: Any) -> None:
        """``measures`` and ``measure_options`` (e.g. ``ldiversity_c=3``): the risk
        step's other measures (sdcsql.risk.measures), computed by :meth:`risk`.
        ``engine="spark"``: every step and figure on Spark (in ``spark``, default the
        active or a local session), by the one run loop as ``sdcsql run --engine
        spark`` runs them (the figures after recodes too; :meth:`what_if` from the cell
        table regrouped on Spark, or the recoded records; the search's cells aggregated
        on Spark, its lattice on the driver)."""
        from ..engines import check_engine

        self.engine = check_engine(engine)
        if self.engine == "spark" and (con is not None or memory_limit is not None):
            raise InputError("Session(engine='spark') takes spark= and threads=, not con= or "
                             "memory_limit= (DuckDB's)")
        if spark is not None and self.engine != "spark":
            raise InputError("spark= needs engine='spark'")
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
        self._own = con is None and self.engine == "duckdb"
        if self.engine == "spark":
            from ..engines.spark import spark_session

            self.con = spark if spark is not None else spark_session(threads)
        else:
            self.con = con if con is not None else duckdb.connect()
        if self._own or memory_limit is not None:
            # the default cap on a connection of the session's own (as Problem's)
            set_memory_limit(self.con, memory_limit)
        self.steps: list[Step] = []
        self._undone: list[tuple[int, Step]] = []
        self._base = open_problem(self.input, spec, engine="spark", spark=self.con) \
            if self.engine == "spark" else Problem(self.input, spec, con=self.con,
                                                   threads=threads)
        self._views: dict[tuple[Recode, ...], CellView] = {}
        self._records: tuple[tuple[Recode, ...], Any, Problem] | None = None
        self._run: Any = None
        #: the outputs of the problem file the session was opened from (absolute paths)
        self.outputs: dict[str, Any] = {}
        #: the problem file the session was opened from (its other tables are saved
        #: with it), and its path
        self.problem_file: Any = None
        self.opened: Path | None = None
        #: the risk of the current file from the summary of an earlier run of the same
        #: inputs and steps (sdcsql.pipeline.problem_file.reusable), when reopened so
        self.reused: RiskSummary | None = None
        #: the search applied (:meth:`search`; files absolute) and the steps it gave,
        #: first in :attr:`steps`: saved as a [search] table while they stay there
        self.search_options: dict[str, Any] = {}
        self._search_steps: tuple[Step, ...] = ()

    @classmethod
    def open(cls, problem: Any, *, con: duckdb.DuckDBPyConnection | None = None,
             threads: int | None = None, engine: str = "duckdb",
             spark: Any = None) -> Session:
        """Reopen a session saved as a problem file (a path or a
        :class:`~sdcsql.pipeline.problem_file.ProblemFile`): its input, spec and risk
        method, its steps as the history (undo and redo work on them), its other tables
        (kept by :meth:`save`) and its outputs as the defaults of :meth:`save` and
        :meth:`write`.  The steps are checked against the data at once (run).
        ``engine``, ``spark``: as :class:`Session`'s (a file's ``memory_limit`` is
        refused on Spark)."""
        from .etl import check_file_engine
        from .problem_file import ProblemFile, load_problem_file

        pf = problem if isinstance(problem, ProblemFile) else load_problem_file(problem)
        check_file_engine(pf, engine)
        # the file's memory_limit caps a connection of the session's own; a connection
        # given keeps its setting (the command line has set it already)
        session = cls(pf.input_path(), pf.spec, method=pf.method, **pf.risk, con=con,
                      threads=threads, engine=engine, spark=spark,
                      memory_limit=pf.memory_limit if con is None and engine == "duckdb"
                      else None)
        session.memory_limit = pf.memory_limit
        session.problem_file = pf
        session.opened = None if isinstance(problem, ProblemFile) else Path(problem)
        try:
            session.steps = list(pf.steps)
            if pf.search:
                from .search_table import resolved, run_search

                options = resolved(pf.search, pf.base)
                _, found = run_search(session.input, pf.spec, options, pf.method,
                                      session.con)
                session.steps = [*found, *pf.steps]
                session.search_options, session._search_steps = options, tuple(found)
            session.outputs = {k: (v if k in ("risk_columns", "audience") else
                                   pf.output_path(k)) for k, v in pf.output.items()}
            session.reused = _reused_risk(pf)
            if session.steps and session.reused is None:
                session._figures()      # the steps checked against the data at once
        except BaseException:
            session.close()
            raise
        return session

    # ------------------------------------------------------------------ housekeeping
    def close(self) -> None:
        self._drop_records()
        self._drop_run()
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

    def _drop_run(self) -> None:
        if self._run is not None:
            self._run.close()
            self._run = None

    # ------------------------------------------------------------------ state
    @property
    def recodes(self) -> tuple[Recode, ...]:
        return tuple(s.recode for s in self.steps if s.recode is not None)

    def _recodes_only(self) -> bool:
        """Whether the steps are recodes alone, whose risk may come from the cell table
        or the recoded records (DuckDB; on Spark every figure is the run loop's)."""
        return self.engine == "duckdb" and all(s.kind == "recode" for s in self.steps)

    def _step(self, kind: str) -> Step | None:
        return next((s for s in reversed(self.steps) if s.kind == kind), None)

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
            spark = self.engine == "spark"     # Spark reads the input as the base did
            view = apply_recodes(self.con, self._base.source if spark else self.input,
                                 recodes, self.spec)
            try:
                problem = open_problem(view.name, self.spec, engine=self.engine,
                                       con=None if spark else self.con,
                                       spark=self.con if spark else None)
            except BaseException:
                view.close()
                raise
            self._records = (recodes, view, problem)
        return self._records[2]

    def _figures(self) -> Any:
        """The run of the current steps (:func:`sdcsql.pipeline.runner.run_chain`), kept
        until the steps change."""
        from .runner import extend_chain, run_chain

        done = [r.step for r in self._run.steps] if self._run is not None else None
        if done is not None and done == self.steps[:len(done)] and done != self.steps:
            return extend_chain(self._run, self.steps[len(done):])   # the new steps only
        if self._run is None or done != self.steps:
            self._drop_run()
            measures = ({"measures": self.measures} if self.measures != ("individual",)
                        else {})
            spark = self.engine == "spark"
            self._run = run_chain(self.input, self.spec,
                                  self.steps, method=self.method,
                                  measures={**measures, **self.measure_options},
                                  engine=self.engine, con=None if spark else self.con,
                                  spark=self.con if spark else None,
                                  threads=self.threads, summaries=False)
        return self._run

    def _add(self, *steps: Step) -> Any:
        """Append ``steps`` (checked in order, then run); the run, or the steps removed
        again on error.  A new step clears what :meth:`redo` would put back."""
        check_chain([*self.steps, *steps], self.spec)
        self.steps.extend(steps)
        try:
            run = self._figures() if not self._recodes_only() else None
        except BaseException:
            del self.steps[-len(steps):]
            raise
        self._undone.clear()
        return run

    @property
    def history(self) -> list[Any]:
        """Each step's record (:class:`~sdcsql.pipeline.runner.StepRecord`): its figures
        after (risk of the keys, utility against the original input, what it changed)."""
        return list(self._figures().steps)

    # ------------------------------------------------------------------ steps
    def recode(self, *recodes: Recode) -> RiskSummary:
        """Apply recodes (one step each); return the risk after them (see :meth:`risk`)."""
        for rc in recodes:
            if not isinstance(rc, Recode):
                raise InputError(f"recode: expected sdcsql.protect.recode.Recode, got {rc!r}")
        self._add(*(Step("recode", recode=rc) for rc in recodes))
        try:
            return self.risk()
        except BaseException:
            del self.steps[-len(recodes):]
            raise

    def risk(self, households: bool | None = None) -> RiskSummary:
        """Global risk of the current file (after every step but the release).

        After recodes alone: from the cell table when that is exact and household
        figures are not asked for (``households`` defaults to whether the spec has a
        household id).
        """
        households = bool(self.spec.household) if households is None else households
        if not self._recodes_only():
            run = self._figures()
            return run.risk_at(run._last_data_step()).summary
        if self.measures != ("individual",) or self.measure_options:
            return compute_risk(self._problem(), self.method, ordered=False,
                                measures=self.measures, **self.measure_options).summary
        view = None if households else self._cells(self.recodes)
        if view is not None:
            return view.risk_summary(self.method)
        return compute_risk(self._problem(), self.method, ordered=False).summary

    def set_threshold(self, *, rule: str = ">=", **way: Any) -> Any:
        """Set a threshold (one step): ``risk``, ``reid_rate`` or ``unsafe_records``,
        and/or ``household_risk`` or ``household_reid_rate``; returns the individual
        :class:`~sdcsql.risk.threshold.ThresholdResult` (or the household one alone)."""
        given = check_keywords(way, _THRESHOLD_WAYS, "set_threshold")
        if not given:
            raise InputError("set_threshold: give risk, reid_rate or unsafe_records "
                             "(or a household threshold)")
        run = self._add(Step.of("threshold", {**given, "rule": rule}, "set_threshold"))
        individual, household = run.steps[-1].result
        return individual if individual is not None else household

    def protect(self, **options: Any) -> Any:
        """Protection (one step): ``method`` (a protection method, default local
        suppression) and its declared options (:data:`sdcsql.protect.methods.METHODS`),
        as in :func:`sdcsql.protect.methods.protect`.  Local suppression: to k-anonymity
        with ``k``, else to the last individual threshold (its rule too); the risk
        method is the session's.  Returns the method's summary."""
        method = options.pop("method", "local_suppression")
        step = Step.of(method, options, "protect")
        if method == "local_suppression" and "k" not in options and not any(
                s.kind == "threshold" and {"risk", "reid_rate", "unsafe_records"}
                & set(dict(s.options)) for s in self.steps):
            raise InputError("protect: give k, or set an individual threshold first "
                             "(set_threshold(risk=... | reid_rate=... | unsafe_records=...))")
        run = self._add(step)
        return run.steps[-1].result.summary

    def release(self, **options: Any) -> Any:
        """Release preparation (the last step): the release step's declared options
        (:data:`sdcsql.protect.release.RELEASE_STEP`; ``seed`` required; the spec's
        household and person id are replaced unless named otherwise or dropped).
        Returns the :class:`~sdcsql.protect.release.ReleaseResult` of the current file,
        with its verification (the leak check and the risk of the released file; its
        relation is closed: :meth:`write` writes the file)."""
        from ..protect.draws import check_seed

        check_seed(options.get("seed"), "release: seed")
        run = self._add(Step.of("release", options, "release"))
        result = run.steps[-1].result
        return dataclasses.replace(result, relation=None, name=None, con=None)

    def search(self, *, apply: bool = False, **options: Any) -> Any:
        """The optimal protection search on the session's input
        (:func:`sdcsql.protect.search.search`'s options; the risk method the
        session's): returns the :class:`~sdcsql.protect.search.SearchResult`.

        ``apply=True`` appends the node's steps -- its recodes, then local suppression
        of values to the target (one of ``k``, ``max_risk``, ``reid_rate``), as
        ``sdcsql search --write-problem`` writes them -- to a session without steps (the
        hierarchies start from the input's values); :meth:`save` then writes the
        search as a ``[search]`` table while those steps stay first."""
        from ..options import check_bool
        from .search_table import check_search_table, resolved, run_search

        apply = check_bool(apply, "search: apply")
        if not apply:
            opts = {**options, **({"method": self.method} if self.method != "exact"
                                  else {})}
            return self._base.search(**opts)
        if self.steps:
            raise InputError("search: apply=True needs a session without steps (the "
                             "search's recodes start from the input's values): undo them "
                             "first")
        if self.problem_file is not None and self.problem_file.recode_files:
            raise InputError("search: apply=True not with input.recode_files (the "
                             "search's hierarchies start from the input's own values)")
        from ..protect.search import SEARCH_STEP

        given = check_keywords(options, SEARCH_STEP.own, "search")
        checked = {k: SEARCH_STEP.get(k).check(v, k) for k, v in given.items()}
        check_search_table(checked, "search")
        checked = resolved(checked, Path.cwd())
        spark = self.engine == "spark"
        result, steps = run_search(self.input, self.spec,
                                   checked, self.method, None if spark else self.con,
                                   engine=self.engine, spark=self.con if spark else None)
        self._add(*steps)
        self.search_options, self._search_steps = checked, tuple(steps)
        return result

    def _search_kept(self) -> bool:
        """Whether the applied search's steps are still the first steps."""
        n = len(self._search_steps)
        return bool(n) and tuple(self.steps[:n]) == self._search_steps

    def suppress(self, **options: Any) -> Any:
        """The former name of :meth:`protect` (a deprecation warning)."""
        deprecated("Session.suppress is now Session.protect")
        return self.protect(**options)

    def undo(self, index: int = -1) -> Step:
        """Remove step ``index`` (the last by default) and return it.

        The file then is what it would be had the step never been applied: the later
        steps run again from their parameters (a threshold given as a target rate is
        searched again on the file without the step).  A step a later one needs (the
        threshold of a suppression to it) cannot go before that one.
        """
        if not self.steps:
            raise InputError("undo: no step to undo")
        try:
            step = self.steps[index]
        except (IndexError, TypeError):
            raise InputError(f"undo: no step {index!r} (there are {len(self.steps)})") from None
        at = self.steps.index(step) if index < 0 else index
        rest = self.steps[:at] + self.steps[at + 1:]
        try:
            check_chain(rest, self.spec)
        except InputError as exc:
            noun = "protection" if step.kind == "threshold" else "later step"
            raise InputError(f"undo: step {at} ({step.describe()}) is needed: {exc}; undo "
                             f"the {noun} first") from None
        self.steps = rest
        self._undone.append((at, step))
        return step

    def checkpoint(self) -> tuple[tuple[Step, ...], tuple[tuple[int, Step], ...]]:
        """The session's steps and what :meth:`redo` would put back, now: :meth:`restore`
        returns to them (several steps applied as one action, all or none)."""
        return tuple(self.steps), tuple(self._undone)

    def restore(self, checkpoint: tuple[tuple[Step, ...], tuple[tuple[int, Step], ...]]
                ) -> None:
        """Back to a :meth:`checkpoint`: its steps (those applied since are gone, as if
        never applied: not redoable) and its redo list."""
        steps, undone = checkpoint
        self.steps, self._undone = list(steps), list(undone)

    @property
    def redoable(self) -> tuple[Step, ...]:
        """The undone steps :meth:`redo` puts back, in the order it does (the step undone
        last first); a new step clears them."""
        return tuple(step for _, step in reversed(self._undone))

    def redo(self) -> Step:
        """Put back the step :meth:`undo` removed last, at its place (the file is then
        byte for byte what it was before the undo)."""
        if not self._undone:
            raise InputError("redo: no step was undone")
        at, step = self._undone[-1]
        steps = self.steps[:at] + [step] + self.steps[at:]
        check_chain(steps, self.spec)
        self.steps = steps
        self._undone.pop()
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
                        base: str | Path | None = None, tables: bool = True,
                        named_after: Path | None = None) -> Any:
        """The steps as a :class:`~sdcsql.pipeline.problem_file.ProblemFile` (from the
        original input), with every other table of the file the session was opened
        from (``tables``; False: the steps and the outputs given only).

        ``base`` is the directory the file will live in: the input and output paths
        are written relative to it (default: the current directory).  Without
        ``data``/``summary``/``risk_columns`` the opened file's outputs are kept (named
        after the file ``named_after``: ``u.toml`` gives ``u.protected.csv``).
        """
        from .problem_file import ProblemFile

        base_dir = Path(base) if base is not None else Path.cwd()
        kept = dict(self.outputs) if tables else {}
        given = {"data": data, "summary": summary, "risk_columns": risk_columns or None}
        if any(v is not None for v in given.values()):
            kept = {k: v for k, v in kept.items() if k not in given}
            kept.update({k: v for k, v in given.items() if v is not None})
        elif not tables:
            kept = {k: v for k, v in self.outputs.items() if k in given}
        if named_after is not None and not any(v is not None for v in given.values()):
            kept = {k: v if k in ("risk_columns", "audience")
                    else Path(v).with_name(f"{named_after.stem}.{Path(v).name}")
                    for k, v in kept.items()}

        def rel(p: str | Path) -> str:
            p = Path(p).resolve()
            try:
                return os.path.relpath(p, base_dir.resolve())
            except ValueError:  # pragma: no cover - another drive (Windows)
                return str(p)

        measures = {"measures": list(self.measures)} if self.measures != ("individual",) \
            else {}
        opened = self.problem_file
        steps, search = tuple(self.steps), {}
        if self._search_kept():
            from .search_table import relative

            steps = steps[len(self._search_steps):]
            search = relative(self.search_options, base_dir)
        pf = ProblemFile(input=rel(self.input), spec=self.spec, method=self.method,
                         risk={**measures, **self.measure_options}, steps=steps,
                         memory_limit=self.memory_limit, search=search, base=base_dir,
                         origin="session")
        if opened is not None and tables:
            pf = dataclasses.replace(pf, recode_files=_rebased(opened, base_dir),
                                     report=dict(opened.report), utility=dict(opened.utility),
                                     candidates=opened.candidates,
                                     ru_table=dict(opened.ru_table))
        output = {k: (v if isinstance(v, (bool, str)) and k in ("risk_columns", "audience")
                      else rel(v)) for k, v in kept.items()}
        pf = dataclasses.replace(pf, output=output)
        # checked as a file is: the same validation as reading it
        return ProblemFile.from_dict(pf.to_dict(), base=base_dir, origin="session")

    def save(self, path: str | Path, *, data: str | Path | None = None,
             summary: str | Path | None = None, risk_columns: bool = False) -> Path:
        """Save the session as a problem file at ``path`` (written atomically), paths
        relative to its directory, with every table of the file it was opened from;
        :meth:`open` reopens it, ``sdcsql run`` runs it.  Without ``data``/``summary``/
        ``risk_columns`` the opened file's outputs are kept, named after the saved file
        when it is another one (``u.toml``: ``u.protected.csv``), so that running it
        never replaces what the opened file wrote.  Refused: the file the session was
        opened from, and outputs on a path the file reads."""
        path = Path(path)
        if path.suffix.lower() != ".toml":
            raise InputError(f"save: the problem file's name must end in .toml, got {str(path)!r}")
        if self.opened is not None and path.resolve() == self.opened.resolve():
            raise InputError(f"save: {str(path)!r} is the file the session was opened from; "
                             "save it under another name")
        check_outputs([self.input], {"save": path})
        pf = self.to_problem_file(data=data, summary=summary, risk_columns=risk_columns,
                                  base=path.parent,
                                  named_after=path if self.opened is not None else None)
        pf.check_outputs(save=path)
        return write_text(path, pf.to_toml())

    def write(self, data: str | Path, summary: str | Path | None = None,
              risk_columns: bool = False) -> Any:
        """Write the final file by running :meth:`to_problem_file` (the steps alone) from
        the original input.

        Returns the :class:`~sdcsql.pipeline.problem_file.RunResult` (closed: its figures
        stay, its relation does not).
        """
        from .problem_file import run_problem_file

        pf = self.to_problem_file(data=data, summary=summary, risk_columns=risk_columns,
                                  tables=False)
        if self.engine == "spark":      # written from Spark (sdcsql.pipeline.etl)
            from .etl import run_file

            with run_file(pf, engine="spark", spark=self.con, threads=self.threads) as step:
                return step.problem
        result = run_problem_file(pf, threads=self.threads)     # no report: the steps
        result.close()
        return result


def _rebased(pf: Any, base: Path) -> Any:
    """``[input] recode_files`` of ``pf`` with each named file relative to ``base``."""
    files = pf.recode_file_paths()
    if not isinstance(files, dict):
        return files
    return {v: os.path.relpath(Path(p).resolve(), base.resolve()) for v, p in files.items()}


def _reused_risk(pf: Any) -> RiskSummary | None:
    """The risk of the final file (before any release) from the summary of an earlier
    run of ``pf``'s inputs and steps, when its outputs are unchanged."""
    from dataclasses import fields

    from .problem_file import reusable

    payload = reusable(pf)
    if payload is None:
        return None
    after = payload["after"]
    return RiskSummary(**{f.name: after[f.name] for f in fields(RiskSummary)
                          if f.name in after and f.name != "measures"})
