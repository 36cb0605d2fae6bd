"""The run loop: a release's steps, in the user's order, on one engine.

:func:`run_chain` is the one place a run walks the steps (docs/pipeline/problem_file.md,
"Steps"): the problem-file runner (:func:`sdcsql.pipeline.problem_file.run_problem_file`,
``sdcsql run``, ``sdcsql report``), the session (:class:`sdcsql.pipeline.session.Session`)
and one :func:`sdcsql.pipeline.etl.run_step` call (:func:`run_stages`, the one-step
interfaces, translated to steps) give it a list of :class:`~sdcsql.pipeline.chain.Step`.
Each step takes the relation the previous step produced and gives a new one through
its method's entry point (:func:`~sdcsql.protect.recode.apply_recodes`,
:func:`~sdcsql.risk.threshold.set_threshold`, :func:`~sdcsql.protect.methods.protect`,
:func:`~sdcsql.protect.release.prepare_release`), and records its figures after: the risk
of the keys (with the measures asked for), the utility against the original input and
what it changed (:class:`StepRecord`).  :func:`open_problem` is the one place the
engine is chosen.

>>> import duckdb, sdcsql
>>> con = duckdb.connect()
>>> rel = con.sql("SELECT * FROM (VALUES (1, 'a'), (1, 'a'), (2, 'b')) t(x, y)")
>>> with run_stages(rel, sdcsql.Spec(keys=["x", "y"]), ("risk", "threshold"),
...                 {"threshold": {"unsafe_records": 1}}, con=con) as run:
...     run.results["risk"].summary.sample_uniques, run.results["threshold"][0].threshold
(1, 1.0)
"""

from __future__ import annotations

import dataclasses
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..data import Result
from ..errors import InputError, SdcsqlWarning
from ..formats import OUTPUT_SUFFIXES, SUFFIXES
from ..options import PIPELINE, StepOptions, check_keywords, check_support
from ..protect.methods import METHODS, PROTECT_STEP
from ..protect.release import RELEASE_STEP
from ..risk.individual import RISK_STEP
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec
from .chain import Step, check_chain, treated

__all__ = ["STAGES", "Run", "StepRecord", "extend_chain", "final_leak_check", "open_problem",
           "run_chain", "run_stages", "step_options"]



def is_spark_dataframe(obj: Any) -> bool:
    """Whether ``obj`` is a Spark DataFrame (without importing pyspark)."""
    return type(obj).__module__.startswith("pyspark.") and hasattr(obj, "sparkSession")


def open_problem(data: Any, spec: Spec, *, engine: str = "duckdb", con: Any = None,
                 spark: Any = None, threads: int | None = None) -> Any:
    """The problem of ``data`` on ``engine`` (the one place the engine is chosen):
    ``Problem(..., engine=engine)``, on ``con`` (DuckDB) or in ``spark`` (by default
    the session of a Spark DataFrame; a ``Path`` read by Spark as its text)."""
    from ..problem import Problem

    if engine == "spark" and spark is None and is_spark_dataframe(data):
        spark = data.sparkSession
    if engine == "spark" and isinstance(data, Path):
        data = str(data)        # Spark reads a path given as text
    if engine == "spark" and isinstance(data, (str, Path)) \
            and Path(data).suffix.lower() in SUFFIXES and Path(data).is_file():
        # a labelled or mu-Argus file: converted once by DuckDB on the driver, its
        # Parquet file read by Spark, its missing codes kept (docs/formats.md)
        from ..data import private_dir
        from ..formats import converted_parquet, metadata_of, with_missing_codes

        spec = with_missing_codes(spec, metadata_of(Path(data)))
        data = converted_parquet(Path(data), private_dir())
    return Problem(data, spec, engine=engine, con=con, spark=spark, threads=threads)



def check_engine_steps(steps: Sequence[Step], engine: str) -> None:
    """Refuse, before any work, the first step with no rendering for ``engine`` (a
    :class:`~sdcsql.dialects.DialectError` naming its template): the templates each
    step's method declares (``StepOptions.templates``)."""
    from ..protect.recode import RECODE_STEP

    declared: list[StepOptions] = []
    for step in steps:
        if step.method in METHODS:
            declared.append(METHODS[step.method].options)
        else:
            declared.append({"recode": RECODE_STEP, "threshold": THRESHOLD_STEP,
                             "release": RELEASE_STEP}[step.method])
    check_support(declared, engine)


@dataclass
class StepRecord(Result):
    """One step of a run and its figures after: ``relation`` (what the next step reads),
    ``result`` (the method's: a recoded view, the thresholds, a protection's result, the
    release), ``risk`` (the RiskResult of the file after it, with the measures asked
    for), ``utility`` (the file after it against the original input: categories of the
    treated categorical variables, IL1 and estimates of the treated numeric ones; or
    ``{"not_computed": reason}``; None on Spark and for a step that changes no value)."""

    index: int
    step: Step
    relation: Any
    result: Any = None
    risk: Any = None
    utility: Any = None
    problem: Any = field(default=None, repr=False)
    #: why the risk after the step could not be computed (None: it was)
    not_computed: str | None = None

    def changed(self) -> dict[str, Any]:
        """What the step changed: the method's own summary."""
        r, kind = self.result, self.step.kind
        rc = self.step.recode
        if rc is not None:
            return {"variable": rc.variable, "kind": rc.kind}
        if kind == "threshold":
            individual, household = r
            return {"individual": individual.to_json() if individual else None,
                    "household": household.to_json() if household else None}
        if kind == "release":
            return {k: v for k, v in r.to_json().items() if k != "verification"}
        summary = r.summary.method_summary if hasattr(r.summary, "method_summary") \
            else r.summary
        return summary.to_json()

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        return json_ready({"index": self.index, "method": self.step.method,
                           "parameters": self.step.public(), "changed": self.changed(),
                           "risk": self.risk.summary.to_json() if self.risk else (
                               {"not_computed": self.not_computed}
                               if self.not_computed else None),
                           "utility": self.utility})

    def table(self) -> str:
        lines = [f"step {self.index}: {self.step.describe()}"]
        if self.risk is not None:
            s = self.risk.summary
            lines.append(f"  risk after: expected re-identifications "
                         f"{s.expected_reidentifications:.6g}, sample uniques "
                         f"{s.sample_uniques:,}, max risk {s.max_risk:.6g}")
        u = self.utility or {}
        if "categories_lost" in u:
            lines.append(f"  categories lost against the original: {u['categories_lost']:,}")
        if u.get("il1s") is not None:
            lines.append(f"  IL1s against the original: {u['il1s']:.6g}")
        return "\n".join(lines)


@dataclass
class Run:
    """What :func:`run_chain` did: ``steps`` (a :class:`StepRecord` each), and
    ``results`` by PIPELINE stage (``risk``: the RiskResult of the file the first
    protection reads; ``threshold``: the last threshold step's individual and household
    results; ``protect``: the last protection's result; ``verify``: the RiskResult of
    the file before the release; ``release``: a ReleaseResult with its
    ``verification``; ``output``: the paths written).  Close it (or use ``with``)
    when done: the relations read temporary objects of its problems."""

    data: Any                       #: the input, as given
    spec: Spec
    engine: str = "duckdb"
    con: Any = None
    spark: Any = None
    threads: int | None = None
    method: str = "exact"           #: the risk method
    measures: dict[str, Any] = field(default_factory=dict)   #: the risk step's others
    results: dict[str, Any] = field(default_factory=dict)
    steps: list[StepRecord] = field(default_factory=list)
    closers: list[Any] = field(default_factory=list, repr=False)
    recodes: list[Any] = field(default_factory=list)   #: the recode steps', for labels
    figures: bool = True
    #: whether the run gives the summaries: the risk the first protection read and the
    #: risk of the file before the release (``results["risk"]``, ``["verify"]``)
    summaries: bool = True
    _input: Any = field(default=None, repr=False)
    _input_risk: Any = field(default=None, repr=False)
    _source: str | None = field(default=None, repr=False)

    @property
    def input_problem(self) -> Any:
        """The problem of the input as read (the original every figure compares with)."""
        if self._input is None:
            self._input = open_problem(self.data, self.spec, engine=self.engine, con=self.con,
                                       spark=self.spark, threads=self.threads)
            self.closers.append(self._input)
            self.con = self._input.con if self.engine == "duckdb" else self.con
        return self._input

    def problem_at(self, index: int) -> Any:
        """The problem of the file after step ``index`` (-1: the input)."""
        if index < 0:
            return self.input_problem
        record = self.steps[index]
        if record.problem is None:
            if record.step.kind == "threshold":
                record.problem = self.problem_at(index - 1)
            else:
                record.problem = open_problem(
                    record.relation, self.spec, engine=self.engine,
                    con=self.input_problem.con if self.engine == "duckdb" else None,
                    spark=None if self.engine == "duckdb" else self.input_problem.con)
                self.closers.append(record.problem)
        return record.problem

    def relation_at(self, index: int) -> Any:
        """The relation after step ``index`` (-1: the input, registered as read)."""
        if index >= 0:
            return self.steps[index].relation
        if self._input is None and self.engine == "duckdb" and self.con is not None:
            if self._source is None:        # a recode first reads the input as it is
                from ..data import register_source

                self._source = register_source(self.con, self.data)
                self.closers.append(_View(self.con, self._source))
            return self._source
        return self.input_problem.source

    @property
    def problem(self) -> Any:
        """The problem of the file the last step gave (the input before any step)."""
        return self.problem_at(self._last_data_step())

    def _last_data_step(self) -> int:
        return max((r.index for r in self.steps if r.step.kind != "release"), default=-1)

    @property
    def reference(self) -> int:
        """The step whose file the first protection reads (-1: the input)."""
        first = next((r.index for r in self.steps if r.step.kind in ("protect", "release")),
                     len(self.steps))
        return first - 1

    def risk_at(self, index: int) -> Any:
        """The RiskResult of the file after step ``index`` (computed once per file)."""
        from ..risk.individual import compute_risk

        if index >= 0 and self.steps[index].risk is not None:
            return self.steps[index].risk
        if index >= 0 and self.steps[index].step.kind == "threshold":
            risk = self.risk_at(index - 1)
        elif index < 0 and self._input_risk is not None:
            return self._input_risk
        else:
            risk = compute_risk(self.problem_at(index), self.method, **self.measures)
        if index < 0:
            self._input_risk = risk
        else:
            self.steps[index].risk = risk
        return risk

    def released(self, risk_columns: bool = False) -> Any:
        """The file the run releases: the release (when a release step ran: its
        columns, its order), else (every input row and column, input order) the
        last file with fk, Fk and risk (``risk_columns``), else the last file."""
        if "release" in self.results:
            if risk_columns:
                raise InputError("output.risk_columns: the released file carries no risk "
                                 "columns (they would link it back); leave it out with "
                                 "[release]")
            return self.results["release"].relation
        if risk_columns:
            return self.results["verify"].records
        last = self._last_data_step()
        relation = self.relation_at(last)
        problem = self.problem_at(last)
        return relation if not isinstance(relation, str) else problem.con.table(relation)

    def close(self) -> None:
        for c in reversed(self.closers):
            c.close()
        self.closers.clear()
        self._input = None

    def __enter__(self) -> Run:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass(frozen=True)
class _View:
    """A temporary view a run registered (dropped when the run closes)."""

    con: Any
    name: str

    def close(self) -> None:
        from .._sql import quote_ident

        self.con.execute(f"DROP VIEW IF EXISTS {quote_ident(self.name)}")


# --------------------------------------------------------------------- the steps
def _recode(run: Run, step: Step, index: int) -> tuple[Any, Any]:
    from ..protect.recode import apply_recodes

    assert step.recode is not None
    relation = run.relation_at(index - 1)
    view = apply_recodes(run.con if run.con is not None else run.input_problem.con, relation,
                         [step.recode], run.spec)
    run.closers.append(view)
    run.recodes.append(step.recode)
    return view.name, view


def _threshold(run: Run, step: Step, index: int) -> tuple[Any, Any]:
    """The individual threshold (one of its three ways) and/or the household one,
    each None when not asked for."""
    from ..risk.threshold import set_household_threshold, set_threshold

    opts = dict(step.options)
    problem = run.problem_at(index - 1)
    method, rule = opts.pop("method", run.method), opts.get("rule", ">=")
    ways = {k: opts[k] for k in ("risk", "reid_rate", "unsafe_records") if k in opts}
    individual = hh = None
    if ways:
        individual = set_threshold(problem, method=method, rule=rule, **ways)
    if "household_risk" in opts or "household_reid_rate" in opts:
        hh = set_household_threshold(
            problem, household_risk=opts.get("household_risk"),
            reid_rate=opts.get("household_reid_rate"), method=method, rule=rule)
    return run.relation_at(index - 1), (individual, hh)


def _suppression_target(run: Run, index: int) -> dict[str, Any]:
    """A suppression without k protects to the last individual threshold before it."""
    for record in reversed(run.steps[:index]):
        opts = dict(record.step.options)
        ways: dict[str, Any] = {k: opts[k] for k in ("risk", "reid_rate", "unsafe_records")
                                if k in opts}
        if record.step.kind == "threshold" and ways:
            return {**ways, "rule": opts.get("rule", ">=")}
    raise InputError(f"step[{index}]: local suppression needs k or an earlier threshold")


def _protect(run: Run, step: Step, index: int) -> tuple[Any, Any]:
    from ..protect.methods import protect

    opts = {k: v for k, v in step.options if k != "method"}
    if step.method == "local_suppression":
        targets = ("k", "risk", "reid_rate", "unsafe_records")
        if not any(t in opts for t in targets):
            opts.update(_suppression_target(run, index))
        opts.setdefault("risk_method", run.method)
    result = protect(run.problem_at(index - 1), method=step.method, **opts)
    return (getattr(result, "name", None) or result.data), result


def _release(run: Run, step: Step, index: int) -> tuple[Any, Any]:
    """Prepare the release (:func:`sdcsql.protect.release.prepare_release`) of the last
    file against the file the first protection read, then verify it
    (:func:`release_verification`).  The spec's household and person id are the ids
    replaced unless the options name others or drop them."""
    from ..protect.release import prepare_release

    opts, spec = dict(step.options), run.spec
    drop = set(opts.get("drop", ()))
    for role in ("household", "person_id"):
        column = getattr(spec, role)
        if role not in opts and column is not None and column not in drop:
            opts[role] = column
    reference = run.problem_at(run.reference)
    original = reference.con.table(reference.source)
    result = prepare_release(original, run.released(), con=reference.con, verify=False,
                             **opts)
    run.closers.append(result)
    verified = dataclasses.replace(result, verification=release_verification(
        run, result, accept_leaks=bool(opts.get("accept_leaks")),
        leak_columns=opts.get("leak_columns", 2)))
    return result.relation, verified


_STEP_FUNCTIONS = {"recode": _recode, "threshold": _threshold, "protect": _protect,
                   "release": _release}


def _utility(run: Run, index: int) -> dict[str, Any] | None:
    """The file after step ``index`` against the original input (the records in input
    order on DuckDB; on Spark paired by the spec's ``person_id``, without which the
    figures are not computed, and say so): the categories of the treated categorical
    variables, IL1 and the estimates of the treated numeric ones
    (sdcsql.utility.measures)."""
    from ..spec import is_numeric_type
    from ..utility.measures import utility

    record = run.steps[index]
    if record.step.kind in ("threshold", "release"):
        return None
    changed: set[str] = set()
    for r in run.steps[:index + 1]:
        changed |= treated(r.step, run.spec)
    original = run.input_problem
    schema = original.schema
    numeric = sorted(v for v in changed if v in schema and is_numeric_type(schema[v])
                     and v not in run.spec.keys and not _recoded(run, v, index))
    keys = sorted(v for v in changed if v in schema and v not in numeric)
    measures = (["categories"] if keys else []) + (["il1", "estimates"] if numeric else [])
    if not measures:
        return None
    relation = record.relation
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SdcsqlWarning)
            measured = utility(original.source, relation, keys=keys or None,
                               numeric=numeric or None, weight=run.spec.weight,
                               targets=numeric or None, measures=measures,
                               con=original.con, person_id=None if run.engine == "duckdb"
                               else run.spec.person_id).to_json()
    except InputError as exc:
        return {"not_computed": str(exc)}
    out: dict[str, Any] = {"variables": keys + numeric}
    if "categories" in measured:
        out["categories"] = measured["categories"]
        out["categories_lost"] = sum(c["categories_lost"]
                                     for c in measured["categories"].values())
        out["suppressions"] = measured["suppressions"]["total"]
        out["records_changed"] = measured["suppressions"]["records_changed"]
    out.update({k: measured[k] for k in ("il1", "il1s") if k in measured})
    if "estimates" in measured:
        out["estimates"] = [e for e in measured["estimates"] if e["domain"] == ["__all__"]]
    return out


def _recoded(run: Run, variable: str, index: int) -> bool:
    return any(r.step.recode is not None and r.step.recode.variable == variable
               for r in run.steps[:index + 1])


def _run_step(run: Run, step: Step, index: int) -> None:
    """One step: its method on the last file, then its figures after."""
    function = _STEP_FUNCTIONS[step.kind]
    record = StepRecord(index=index, step=step, relation=None)
    run.steps.append(record)
    record.relation, record.result = function(run, step, index)
    if step.kind == "threshold":
        run.results["threshold"] = record.result
    elif step.kind == "protect":
        run.results["protect"] = record.result
    if run.figures and step.kind != "release":
        try:        # a figure that cannot be computed is told, the step stands
            run.risk_at(index)
        except InputError as exc:
            record.not_computed = str(exc)
        record.utility = _utility(run, index)


def run_chain(data: Any, spec: Spec, steps: Sequence[Step], *, method: str = "exact",
              measures: Mapping[str, Any] | None = None,
              output: Mapping[str, Any] | None = None, engine: str = "duckdb",
              con: Any = None, spark: Any = None, threads: int | None = None,
              figures: bool = True, summaries: bool = True) -> Run:
    """Run ``steps`` on ``data`` in their order and return the :class:`Run`.

    Each step reads the file the previous one gave (the first: ``data``) and records
    its figures after (``figures``: the risk with ``measures``, the risk step's other
    options, and the utility against ``data``).  The order is checked first
    (:func:`~sdcsql.pipeline.chain.check_chain`), and so is each step's rendering on
    ``engine``.  ``output``: ``data`` (a path: the released file is written there),
    ``risk_columns``, ``suppression_codes``.  On error every object the run created
    is dropped.
    """
    from ..formats import metadata_of, with_missing_codes

    steps = list(steps)
    check_chain(steps, spec)
    check_engine_steps(steps, engine)
    spec = with_missing_codes(spec, metadata_of(data))     # a labelled input's codes
    run = Run(data=data, spec=spec, engine=engine, con=con, spark=spark, threads=threads,
              method=method, measures=dict(measures or {}), figures=figures,
              summaries=summaries)
    try:
        extend_chain(run, steps)
        if output:
            run.results["output"] = _output(run, dict(output))
    except BaseException:
        run.close()
        raise
    return run


def extend_chain(run: Run, steps: Sequence[Step]) -> Run:
    """Run ``steps`` after those ``run`` holds (the loop of :func:`run_chain`; a session
    adds its new steps to the run it has).  The whole list is checked first."""
    check_chain([*(r.step for r in run.steps), *steps], run.spec)
    check_engine_steps(steps, run.engine)
    for step in steps:
        index = len(run.steps)
        if run.summaries and step.kind in ("protect", "release") \
                and "risk" not in run.results:
            run.results["risk"] = run.risk_at(index - 1)
        if run.summaries and step.kind == "release":
            run.results["verify"] = run.risk_at(index - 1)
        _run_step(run, step, index)
        if step.kind == "release":
            run.results["release"] = run.steps[index].result
    if not run.summaries:
        return run
    if "risk" not in run.results or not any(r.step.kind in ("protect", "release")
                                            for r in run.steps):
        run.results["risk"] = run.risk_at(run.reference)
    if "release" not in run.results:
        run.results["verify"] = run.risk_at(run._last_data_step())
        final = final_leak_check(run)
        if final is not None:
            run.results["leak_check"] = final
    return run


def final_leak_check(run: Run) -> dict[str, Any] | None:
    """The leak check of the last file of a run with no release step, when steps after
    its last local suppression changed the file (a recode, a perturbation, another
    suppression's file: the suppression's own check spoke of the file before them).
    Channels a-c against the file the first protection read (docs/utility/leak_check.md;
    the order and ids are the release step's to replace).  Recoverable values raise
    :class:`~sdcsql.utility.leak_check.LeakError` unless a suppression step accepted
    leaks.  None when no such step follows a suppression.  On Spark the last file's
    records are paired with the input's by their row numbers (the keyed row ids are
    ``monotonically_increasing_id``: :func:`sdcsql.protect.draws.number_rows`)."""
    from ..utility.leak_check import LeakError, detect_household_variables, leak_check

    suppressions = [r.index for r in run.steps if r.step.method == "local_suppression"]
    last = run._last_data_step()
    if not suppressions or not any(
            r.step.kind not in ("threshold", "release") for r in run.steps[suppressions[-1] + 1:]):
        return None
    spec, reference = run.spec, run.problem_at(run.reference)
    after = run.problem_at(last)
    options = [dict(run.steps[i].step.options) for i in suppressions]
    sizes = ([spec.household_size] if spec.household_size else []) + [
        k for k in detect_household_variables(reference)[1] if k != spec.household_size]
    released = after.keyed
    if run.engine != "duckdb":
        from ..protect.draws import number_rows

        released = number_rows(after.engine, after.keyed, after.name("final_numbered"),
                               ["__sdc_row"], column="__sdc_row",
                               columns=after.engine.columns(after.keyed))
    check = leak_check(reference, released, row_column="__sdc_row",
                       household_column=spec.household,
                       household_variables=spec.household_variables, size_variables=sizes,
                       derived=[c for c, _ in spec.derived], order=False,
                       max_columns=max(o.get("leak_columns", 2) for o in options))
    accepted = any(o.get("accept_leaks") for o in options)
    if check.recoverable_suppressions and not accepted:
        raise LeakError(f"step[{last}] {run.steps[last].step.method}: the final file: "
                        f"{check.message()}; declare household-level keys "
                        "household_variables, or pass accept_leaks to the suppression")
    return {**check.to_json(), "leaks_accepted": bool(check.recoverable_suppressions),
            "checked_on": f"the final file (after step {last}: "
                          f"{run.steps[last].step.method})"}


def _spec_without(spec: Spec, dropped: set[str], **changes: Any) -> Spec:
    """``spec`` without the columns ``dropped`` (and with ``changes``)."""
    def kept(names: tuple[str, ...]) -> list[str]:
        return [c for c in names if c not in dropped]

    def one(name: str | None) -> str | None:
        return name if name not in dropped else None

    args: dict[str, Any] = {
        "keys": kept(spec.keys), "weight": one(spec.weight), "household": one(spec.household),
        "household_size": one(spec.household_size), "person_id": one(spec.person_id),
        "numeric": kept(spec.numeric), "sensitive": kept(spec.sensitive),
        "strata": kept(spec.strata), "pi": spec.pi, "missing": spec.missing,
        "na_codes": {c: list(v) for c, v in spec.na_codes if c not in dropped},
        "household_variables": kept(spec.household_variables),
        "derived": {c: kept(src) for c, src in spec.derived
                    if c not in dropped and kept(src)}}
    args.update(changes)
    if args["household"] is None:
        args["household_size"], args["household_variables"] = None, []
    return Spec(**args)


def _reopen(run: Run, data: Any, spec: Spec, con: Any) -> Any:
    """A problem of ``data`` on the run's engine, in the session ``con`` of its problems
    (a DuckDB connection or a SparkSession)."""
    if run.engine == "duckdb":
        return open_problem(data, spec, con=con)
    return open_problem(data, spec, engine=run.engine, spark=con)


def release_verification(run: Run, release: Any, *, accept_leaks: bool = False,
                         leak_columns: int = 2) -> dict[str, Any]:
    """The checks of the released file (docs/protect/release.md, "Verification"):

    * ``leak_check``: :func:`sdcsql.utility.leak_check.leak_check` of the release
      against the file the first protection read, through the release's private row link, with
      the released (new) household ids, the released order and ids, and the
      suppression codes as marks; keys and derived columns dropped from the release
      are left out of it;
    * ``household_size``: how the household size is handled -- derivable (the
      release keeps the household structure under new ids: the members per released id
      give it, so size variables count as released) or not (the household id dropped);
    * ``risk``: the risk (individual and household) recomputed on the released
      file itself (new household ids, marks read as missing), by the run's risk
      method; None when the release drops the weight (the model needs it).

    Recoverable values raise :class:`~sdcsql.utility.leak_check.LeakError` unless the
    release or the protect step accepted leaks (``accept_leaks``).
    """
    from ..utility.leak_check import LeakError

    spec = run.spec
    dropped = set(release.dropped)
    keys = [k for k in spec.keys if k not in dropped]
    released_hh = release.household["column"] if release.household else None
    if not keys:
        return {"leak_check": None, "household_size": {"handling": "no key is released"},
                "risk": None}
    reference = run.problem_at(run.reference)
    check, found_sizes = _release_leak_check(run, release, keys, leak_columns, reference)
    accepted = accept_leaks or any(
        (getattr(r.result.summary, "verification", None) or {}).get("leaks_accepted")
        for r in run.steps if r.step.method == "local_suppression")
    if check.recoverable_suppressions and not accepted:
        raise LeakError(f"release: {check.message()}; declare household-level keys "
                        "household_variables, or pass accept_leaks to the release or the "
                        "protection")
    size_columns = sorted(set(found_sizes) | set(check.size_variables)
                          | ({spec.household_size} if spec.household_size else set()))
    if released_hh:
        handling = (f"derivable: the release keeps the household structure under new ids "
                    f"({released_hh!r}); the number of records per released id gives the "
                    f"household size, so size variables are treated as released")
    elif spec.household:
        handling = ("not derivable: the household id is dropped, so no member count or "
                    "other member can be read from the file")
    else:
        handling = "no household id in the spec"
    risk = _released_risk(run, release, keys, reference.con)
    return {"leak_check": {**check.to_json(), "leaks_accepted": bool(
                check.recoverable_suppressions and accepted)},
            "household_size": {"handling": handling, "derivable": bool(released_hh),
                               "size_variables": size_columns,
                               "household_column": released_hh},
            "risk": risk.to_json() if risk is not None else None}


def _release_leak_check(run: Run, release: Any, keys: list[str], leak_columns: int,
                        reference: Any) -> tuple[Any, list[str]]:
    """The leak check of the release against the file the first protection read (the
    released keys only), and the household-level variables equal to the member count
    found there."""
    from ..utility.leak_check import detect_household_variables, leak_check

    spec = run.spec
    dropped = set(release.dropped)
    released_hh = release.household["column"] if release.household else None
    problem = reference
    reduced = None
    if len(keys) < len(spec.keys):       # the leak check of the released keys only
        problem = reduced = _reopen(run, problem.con.table(problem.source),
                                    _spec_without(spec, dropped), problem.con)
    try:
        sizes = [spec.household_size] if spec.household_size in keys else []
        derived = [c for c, _ in spec.derived if c not in dropped]
        check = leak_check(problem, release.name, row_column="__sdc_row",
                           household_column=released_hh, columns=keys,
                           household_variables=[v for v in spec.household_variables
                                                if v in keys],
                           size_variables=sizes, derived=derived,
                           position_column="__sdc_pos", max_columns=leak_columns,
                           marks={k: m["code"] for k, m in release.marks.items()
                                  if k in keys or k in derived})
        found_sizes = detect_household_variables(problem)[1]
    finally:
        if reduced is not None:
            reduced.close()
    return check, found_sizes


def _released_risk(run: Run, release: Any, keys: list[str], con: Any) -> Any:
    """The risk summary of the released file itself (new household ids, suppression
    marks read as missing) by the run's risk method; None when the release drops the
    weight (the risk model needs it)."""
    from ..risk.individual import compute_risk

    spec = run.spec
    dropped = set(release.dropped)
    released_hh = release.household["column"] if release.household else None
    method = run.results["verify"].summary.method if "verify" in run.results else "exact"
    marked = {k: m["code"] for k, m in release.marks.items() if k in keys}
    na = {c: list(v) for c, v in spec.na_codes if c not in dropped}
    for k, code in marked.items():      # a suppression mark is a missing value
        na[k] = [*na.get(k, []), code]
    released_spec = _spec_without(
        spec, dropped, household=released_hh, na_codes=na,
        household_size=spec.household_size if released_hh else None)
    if spec.weight is not None and spec.weight in dropped:
        return None
    with _reopen(run, release.relation, released_spec, con) as after:
        return compute_risk(after, method).summary




def _output(run: Run, opts: dict[str, Any]) -> list[Path]:
    """Write the released file to ``data`` (a path; nothing without one), with the
    input's labels and the recodes' new ones (docs/formats.md)."""
    from ..data import write

    out = opts.get("data")
    if out is None:
        return []
    released = run.released(bool(opts.get("risk_columns")))
    if Path(out).suffix.lower() not in OUTPUT_SUFFIXES:
        return [write(released, out)]
    from ..formats import metadata_of
    from ..formats.output import prepare

    source = run.input_problem
    protected = any(r.step.kind == "protect" for r in run.steps)
    reference = run.problem_at(run.reference)
    original = reference.con.table(reference.source) \
        if protected and "release" not in run.results else None
    released, meta = prepare(source.con, released, out, original=original,
                             source=metadata_of(run.data) or metadata_of(source.source),
                             recodes=run.recodes, codes=opts.get("suppression_codes"),
                             spec=run.spec)
    written = [write(released, out, meta)]
    last_recode = max((r.index for r in run.steps if r.step.kind == "recode"), default=-1)
    if Path(out).suffix.lower() == ".asc" and last_recode >= 0:    # .grc files for mu-Argus
        from ..formats.grc import write_recode_files

        written += write_recode_files(source.con, source.source, run.relation_at(last_recode),
                                      run.recodes, Path(out), meta.user_missing)
    return written


# --------------------------------------------------------------------- the stages
def _stage_steps(stage: str, opts: dict[str, Any]) -> list[Step]:
    """The steps of one PIPELINE stage's options (the one-step interfaces)."""
    if stage == "recode":
        return [Step("recode", recode=rc) for rc in opts.get("recodes", ())]
    if stage in ("threshold", "release"):
        opts = {k: v for k, v in opts.items() if k != "method" or stage == "threshold"}
        return [Step(stage, tuple(opts.items()))]
    if stage == "protect":
        method = opts.pop("method", PROTECT_STEP.get("method").default)
        from ..risk.individual import METHODS as RISK_METHODS

        if method in RISK_METHODS:      # the former meaning of method: the risk method
            method, opts["risk_method"] = "local_suppression", method
        if method not in METHODS:
            raise InputError(f"method: {method!r} is not a protection method; give one of "
                             f"{', '.join(METHODS)}")
        return [Step(method, tuple(opts.items()))]
    return []


#: Each stage of PIPELINE (the one-step interfaces' names, and the shorthand of a
#: problem file): how its options become steps, and its declared options (None: no
#: declaration; the recode stage takes ``recodes``, the output stage ``data`` and
#: ``risk_columns``).  The risk and verify stages are figures of every run.
STAGES: dict[str, tuple[Any, StepOptions | None]] = {
    "recode": (_stage_steps, None),
    "risk": (_stage_steps, RISK_STEP),
    "threshold": (_stage_steps, THRESHOLD_STEP),
    "protect": (_stage_steps, PROTECT_STEP),
    "verify": (_stage_steps, RISK_STEP),
    "release": (_stage_steps, RELEASE_STEP),
    "output": (_stage_steps, None),
}
assert tuple(STAGES) == PIPELINE


def step_options(step: str) -> StepOptions:
    """The declared options (:mod:`sdcsql.options`) of the step ``step`` (risk,
    threshold, protect, release)."""
    steps = {s.step: s for _, s in STAGES.values() if s is not None}
    if step not in steps:
        raise InputError(f"step {step!r}: use one of {', '.join(steps)}")
    return steps[step]


def run_stages(data: Any, spec: Spec, stages: tuple[str, ...] | list[str],
               options: Mapping[str, Mapping[str, Any]] | None = None, *,
               engine: str = "duckdb", con: Any = None, spark: Any = None,
               threads: int | None = None) -> Run:
    """Run ``stages`` (names of :data:`sdcsql.options.PIPELINE`) on ``data``, each with
    its ``options[stage]`` (checked against the stage's declaration: an undeclared
    option is refused), as the steps they name, by :func:`run_chain`."""
    unknown = [s for s in stages if s not in STAGES]
    if unknown:
        raise InputError(f"step {unknown[0]!r}: use one of {', '.join(PIPELINE)}")
    options = options or {}
    checked: dict[str, dict[str, Any]] = {}
    for stage in PIPELINE:
        opts = dict(options.get(stage, {}))
        declared = STAGES[stage][1]
        if declared is not None and stage in stages:
            opts = check_keywords(opts, declared.all, f"step {stage!r}")
        checked[stage] = opts
    risk = checked["risk"] if "risk" in stages else {}
    method = risk.pop("method", checked["verify"].get("method", "exact"))
    steps = [s for stage in PIPELINE if stage in stages
             for s in STAGES[stage][0](stage, dict(checked[stage]))]
    return run_chain(data, spec, steps, method=method, measures=risk,
                     output=checked["output"] if "output" in stages else None,
                     engine=engine, con=con, spark=spark, threads=threads,
                     figures=False, summaries=bool({"risk", "verify", "release"} & set(stages)))
