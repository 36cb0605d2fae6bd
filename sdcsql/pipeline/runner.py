"""The run loop: the stages of :data:`sdcsql.options.PIPELINE`, in that order, on one engine.

:func:`run_stages` is the one place a run walks the steps: the problem-file runner
(:func:`sdcsql.pipeline.problem_file.run_problem_file`, ``sdcsql run``), one
:func:`sdcsql.pipeline.etl.run_step` call and a session's export
(:meth:`sdcsql.pipeline.session.Session.write`) give it the stages they ask for
and each stage's options; :data:`STAGES` maps a stage to its function and its
declared options (:mod:`sdcsql.options`, docs/decisions/0010-pipeline.md).
:func:`open_problem` is the one place the engine is chosen.

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..formats import OUTPUT_SUFFIXES, SUFFIXES
from ..options import PIPELINE, StepOptions, check_keywords, check_support
from ..protect.methods import METHODS, PROTECT_STEP
from ..protect.release import RELEASE_STEP
from ..risk.individual import RISK_STEP
from ..risk.threshold import THRESHOLD_STEP
from ..spec import Spec

__all__ = ["STAGES", "Run", "open_problem", "run_stages", "step_options"]


def is_spark_dataframe(obj: Any) -> bool:
    """Whether ``obj`` is a Spark DataFrame (without importing pyspark)."""
    return type(obj).__module__.startswith("pyspark.") and hasattr(obj, "sparkSession")


def open_problem(data: Any, spec: Spec, *, engine: str = "duckdb", con: Any = None,
                 spark: Any = None, threads: int | None = None) -> Any:
    """The problem of ``data`` on ``engine`` (the one place the engine is chosen):
    ``Problem(..., engine=engine)``, on ``con`` (DuckDB) or in ``spark`` (by default
    the session of a Spark DataFrame)."""
    from ..problem import Problem

    if engine == "spark" and spark is None and is_spark_dataframe(data):
        spark = data.sparkSession
    if engine == "spark" and isinstance(data, (str, Path)) \
            and Path(data).suffix.lower() in SUFFIXES and Path(data).is_file():
        # a labelled or mu-Argus file: converted once by DuckDB on the driver, its
        # Parquet file read by Spark, its missing codes kept (docs/formats.md)
        from ..data import private_dir
        from ..formats import converted_parquet, metadata_of, with_missing_codes

        spec = with_missing_codes(spec, metadata_of(Path(data)))
        data = converted_parquet(Path(data), private_dir())
    return Problem(data, spec, engine=engine, con=con, spark=spark, threads=threads)


def check_engine_stages(stages: tuple[str, ...], engine: str,
                        options: Mapping[str, Mapping[str, Any]] | None = None) -> None:
    """Refuse, before any work, the first stage with no rendering for ``engine``
    (a :class:`~sdcsql.dialects.DialectError` naming its template): the templates each
    stage's step declares (``StepOptions.templates``; the recode stage's options are
    its recodes, so its declaration is ``RECODE_STEP``; the protect stage's are its
    method's, ``options["protect"]["method"]``, as the CLI checks them)."""
    from ..protect.recode import RECODE_STEP

    chosen = METHODS.get(str((options or {}).get("protect", {}).get(
        "method", PROTECT_STEP.get("method").default)))
    declared = [chosen.options if s == "protect" and chosen is not None
                else STAGES[s][1] or (RECODE_STEP if s == "recode" else None) for s in stages]
    check_support([d for d in declared if d is not None], engine)


@dataclass
class Run:
    """What :func:`run_stages` did: ``results`` by stage (``recode``: the recoded
    view; ``risk``: a RiskResult; ``threshold``: the individual and household
    threshold results, either None; ``protect``: a ProtectResult; ``verify``: the
    RiskResult of the output file; ``release``: a ReleaseResult with its
    ``verification``; ``output``: the paths written).  Close it (or use
    ``with``) when done: the relations read temporary objects of its problems."""

    data: Any                       #: the input (after ``recode``: the recoded view's name)
    spec: Spec
    engine: str = "duckdb"
    con: Any = None
    spark: Any = None
    threads: int | None = None
    results: dict[str, Any] = field(default_factory=dict)
    closers: list[Any] = field(default_factory=list, repr=False)
    recodes: list[Any] = field(default_factory=list)   #: the recode stage's, for labels
    _problem: Any = field(default=None, repr=False)

    @property
    def problem(self) -> Any:
        """The problem of the (recoded) input, opened at first use."""
        if self._problem is None:
            self._problem = open_problem(self.data, self.spec, engine=self.engine, con=self.con,
                                         spark=self.spark, threads=self.threads)
            self.closers.append(self._problem)
        return self._problem

    def released(self, risk_columns: bool = False) -> Any:
        """The file the run releases: the release (when the release stage ran: its
        columns, its order), else (every input row and column, input order) the
        output's records with fk, Fk and risk (``risk_columns``), else the protected
        file, else the (recoded) input."""
        if "release" in self.results:
            if risk_columns:
                raise InputError("output.risk_columns: the released file carries no risk "
                                 "columns (they would link it back); leave it out with "
                                 "[release]")
            return self.results["release"].relation
        if risk_columns:
            return self.results["verify"].records
        if "protect" in self.results:
            return self.results["protect"].data
        recoded = self.results.get("recode")
        return recoded.relation if recoded is not None else \
            self.problem.con.table(self.problem.source)

    def close(self) -> None:
        for c in reversed(self.closers):
            c.close()
        self.closers.clear()
        self._problem = None

    def __enter__(self) -> Run:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --------------------------------------------------------------------- the stages
def _recode(run: Run, opts: dict[str, Any]) -> Any:
    from ..protect.recode import apply_recodes

    recodes = list(opts.get("recodes", ()))
    if opts.get("files"):       # mu-Argus .grc files first (docs/formats.md)
        from ..formats.grc import input_recodes

        recodes = input_recodes(run.con, run.data, opts["files"], run.spec) + recodes
    view = apply_recodes(run.con, run.data, recodes, run.spec)
    run.recodes = recodes
    run.closers.append(view)
    run.data = view.name
    return view


def _risk(run: Run, opts: dict[str, Any]) -> Any:
    from ..risk.individual import compute_risk

    measures = {k: v for k, v in opts.items() if k != "method"}
    return compute_risk(run.problem, opts.get("method", "exact"), **measures)


def _threshold(run: Run, opts: dict[str, Any]) -> tuple[Any, Any]:
    """The individual threshold (one of its three ways) and/or the household one,
    each None when not asked for (a ``rule`` alone sets none: protect reads it)."""
    from ..risk.threshold import set_household_threshold, set_threshold

    method, rule = opts.get("method", "exact"), opts.get("rule", ">=")
    ways = {k: opts[k] for k in ("risk", "reid_rate", "unsafe_records") if k in opts}
    individual = hh = None
    if ways:
        individual = set_threshold(run.problem, method=method, rule=rule, **ways)
    if "household_risk" in opts or "household_reid_rate" in opts:
        hh = set_household_threshold(
            run.problem, household_risk=opts.get("household_risk"),
            reid_rate=opts.get("household_reid_rate"), method=method, rule=rule)
    return individual, hh


def _protect(run: Run, opts: dict[str, Any]) -> Any:
    from ..protect.methods import protect

    return protect(run.problem, **opts)


def _verify(run: Run, opts: dict[str, Any]) -> Any:
    """The risk re-run on the output: the protected file's problem (a new one), else
    the input's (the risk stage's result when it ran with the same method)."""
    from ..risk.individual import compute_risk

    method = opts.get("method", "exact")
    protected = run.results.get("protect")
    before = run.results.get("risk")
    # the risk stage's other measures again (their per-record columns in the output)
    measures = before.measure_options if before is not None else {}
    if protected is None:
        if before is not None and before.summary.method == method:
            return before
        return compute_risk(run.problem, method, **measures)
    duck = run.engine == "duckdb"
    problem = open_problem(protected.data, run.spec, engine=run.engine,
                           con=run.problem.con if duck else None,
                           spark=None if duck else run.problem.con)
    run.closers.append(problem)
    return compute_risk(problem, method, **measures)


def _release(run: Run, opts: dict[str, Any]) -> Any:
    """Prepare the release (:func:`sdcsql.protect.release.prepare_release`) of the
    protected file (else the recoded input) against the protect step's input, then
    verify it (:func:`release_verification`).  The spec's household and person id
    are the ids replaced unless the options name others or drop them."""
    from ..protect.release import prepare_release

    spec, problem = run.spec, run.problem
    drop = set(opts.get("drop", ()))
    for role in ("household", "person_id"):
        column = getattr(spec, role)
        if role not in opts and column is not None and column not in drop:
            opts[role] = column
    original = problem.con.table(problem.source)
    result = prepare_release(original, run.released(), con=problem.con, verify=False, **opts)
    run.closers.append(result)
    return dataclasses.replace(result, verification=release_verification(
        run, result, accept_leaks=bool(opts.get("accept_leaks")),
        leak_columns=opts.get("leak_columns", 2)))


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


def release_verification(run: Run, release: Any, *, accept_leaks: bool = False,
                         leak_columns: int = 2) -> dict[str, Any]:
    """The checks of the released file (docs/protect/release.md, "Verification"):

    * ``leak_check``: :func:`sdcsql.utility.leak_check.leak_check` of the release
      against the protect step's input, through the release's private row link, with
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
    from ..risk.individual import compute_risk
    from ..utility.leak_check import LeakError, detect_household_variables, leak_check

    spec = run.spec
    dropped = set(release.dropped)
    keys = [k for k in spec.keys if k not in dropped]
    released_hh = release.household["column"] if release.household else None
    if not keys:
        return {"leak_check": None, "household_size": {"handling": "no key is released"},
                "risk": None}
    problem = run.problem
    reduced = None
    if len(keys) < len(spec.keys):       # the leak check of the released keys only
        problem = reduced = open_problem(problem.con.table(problem.source),
                                         _spec_without(spec, dropped), con=problem.con)
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
    protected = run.results.get("protect")
    accepted = accept_leaks or bool(
        protected is not None and (getattr(protected.summary, "verification", None)
                                   or {}).get("leaks_accepted"))
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
    method = run.results["verify"].summary.method if "verify" in run.results else "exact"
    marked = {k: m["code"] for k, m in release.marks.items() if k in keys}
    na = {c: list(v) for c, v in spec.na_codes if c not in dropped}
    for k, code in marked.items():      # a suppression mark is a missing value
        na[k] = [*na.get(k, []), code]
    released_spec = _spec_without(
        spec, dropped, household=released_hh, na_codes=na,
        household_size=spec.household_size if released_hh else None)
    risk: Any = None
    if spec.weight is None or spec.weight not in dropped:   # a dropped weight: no
        with open_problem(release.relation, released_spec, con=run.problem.con) as after:
            risk = compute_risk(after, method).summary     # risk model to rerun
    return {"leak_check": {**check.to_json(), "leaks_accepted": bool(
                check.recoverable_suppressions and accepted)},
            "household_size": {"handling": handling, "derivable": bool(released_hh),
                               "size_variables": size_columns,
                               "household_column": released_hh},
            "risk": risk.to_json() if risk is not None else None}


def _output(run: Run, opts: dict[str, Any]) -> list[Path]:
    """Write the released file to ``data`` (a path; nothing without one)."""
    from ..data import write

    out = opts.get("data")
    if out is None:
        return []
    released = run.released(bool(opts.get("risk_columns")))
    if Path(out).suffix.lower() in OUTPUT_SUFFIXES:     # labels kept (docs/formats.md)
        from ..formats import metadata_of
        from ..formats.output import prepare

        problem = run.problem
        recoded = run.results.get("recode")
        original = problem.con.table(problem.source) if "protect" in run.results else None
        released, meta = prepare(problem.con, released, out, original=original,
                                 source=metadata_of(recoded.source if recoded is not None
                                                    else problem.source),
                                 recodes=run.recodes, codes=opts.get("suppression_codes"),
                                 spec=run.spec)
        written = [write(released, out, meta)]
        if Path(out).suffix.lower() == ".asc" and recoded is not None and run.recodes:
            # .grc files for mu-Argus
            from ..formats.grc import write_recode_files

            written += write_recode_files(problem.con, recoded.source, recoded.name,
                                          run.recodes, Path(out), meta.user_missing)
        return written
    return [write(released, out)]


#: Each stage of PIPELINE: its function and its declared options (None: no
#: declaration; the recode stage takes ``recodes``, the output stage ``data`` and
#: ``risk_columns``).  The verify stage is the risk step re-run on the output.
STAGES: dict[str, tuple[Callable[[Run, dict[str, Any]], Any], StepOptions | None]] = {
    "recode": (_recode, None),
    "risk": (_risk, RISK_STEP),
    "threshold": (_threshold, THRESHOLD_STEP),
    "protect": (_protect, PROTECT_STEP),
    "verify": (_verify, RISK_STEP),
    "release": (_release, RELEASE_STEP),
    "output": (_output, None),
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
    """Run ``stages`` (names of :data:`sdcsql.options.PIPELINE`) on ``data`` in
    PIPELINE order, each with its ``options[stage]`` (checked against the stage's
    declaration: an undeclared option is refused), and return the :class:`Run`.

    A stage with no rendering on ``engine`` is refused before any work.  On error
    every object the run created is dropped.
    """
    unknown = [s for s in stages if s not in STAGES]
    if unknown:
        raise InputError(f"step {unknown[0]!r}: use one of {', '.join(PIPELINE)}")
    ordered = tuple(s for s in PIPELINE if s in stages)
    check_engine_stages(ordered, engine, options)
    options = options or {}
    from ..formats import metadata_of, with_missing_codes

    spec = with_missing_codes(spec, metadata_of(data))     # a labelled input's codes
    run = Run(data=data, spec=spec, engine=engine, con=con, spark=spark, threads=threads)
    try:
        for stage in ordered:
            function, declared = STAGES[stage]
            opts = dict(options.get(stage, {}))
            if declared is not None:
                opts = check_keywords(opts, declared.all, f"step {stage!r}")
            run.results[stage] = function(run, opts)
    except BaseException:
        run.close()
        raise
    return run
