"""The ``sdcsql`` command line.

Exit codes: 0 success, 1 user error (a one-line message on stderr), 2 internal error.
A closed standard output (``sdcsql ... | head``) ends the command quietly with 0: every
file is written before anything is printed, and the reader has what it asked for.
"""

from __future__ import annotations

import argparse
import os
import select
import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

# Only what --version and --help need is imported here: the steps, DuckDB, numpy, Arrow
# and the formats are imported where they are used (tests/test_cli.py checks it).
from . import __version__
from .errors import InputError, SdcsqlError, SdcsqlWarning
from .options import name_list

__all__ = ["main"]


class _UserError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse exits 2; a usage mistake is a user error
        self.print_usage(sys.stderr)
        raise _UserError(message)


def _na_codes(values: list[str] | None) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for item in values or []:
        if "=" not in item:
            raise InputError(f"--na-codes {item!r}: write COLUMN=V1,V2 (e.g. age=98,99)")
        col, codes = item.split("=", 1)
        if not col or not codes:
            raise InputError(f"--na-codes {item!r}: write COLUMN=V1,V2 (e.g. age=98,99)")
        out.setdefault(col, []).extend(c.strip() for c in codes.split(","))
    return out


def _add_problem_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("data", help="input: CSV or Parquet file, Parquet directory")
    p.add_argument("--keys", required=True, type=name_list,
                   help="categorical key variables, comma separated")
    p.add_argument("--weight", help="sampling weight column (default: every weight is 1)")
    p.add_argument("--household", help="household id column (enables household risk)")
    p.add_argument("--household-size",
                   help="household size column (derived from --household when absent)")
    p.add_argument("--household-variables", type=name_list, metavar="COL1,...",
                   help="household-level variables (the same for every member): suppressed for "
                        "every member at once; one equal to the member count is never suppressed")
    p.add_argument("--derived", action="append", metavar="COL=SRC1+SRC2",
                   help="a column derived from keys (e.g. eqSS=age+hsize; repeatable): "
                        "suppressed where a source is (for every member when "
                        "household-level) and checked by the leak check")
    p.add_argument("--strata", type=name_list, metavar="COL1,...",
                   help="count fk, Fk, risk and thresholds within strata (never missing, never "
                        "suppressed)")
    p.add_argument("--sensitive", type=name_list, metavar="COL1,...",
                   help="sensitive variables (the risk measure ldiversity reads them)")
    p.add_argument("--missing", default="wildcard",
                   help="missing-value convention: wildcard (default), alpha:A, conservative, "
                        "category")
    p.add_argument("--na-codes", action="append", metavar="COL=V1,V2",
                   help="user missing codes of a key, e.g. age=98,99 (repeatable)")
    p.add_argument("--person-id", metavar="COLUMN",
                   help="integer record id column: keys the random draws of the perturbation "
                        "methods (default: the row number; needed with --engine spark, whose "
                        "row numbers depend on the partitioning)")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    p.add_argument("--metadata", metavar="FILE.rda",
                   help="the mu-Argus metadata of an .asc input (default: the .rda beside it); "
                        "its weight, household and household variables apply unless given")
    _add_memory_limit(p)


def _add_memory_limit(p: argparse.ArgumentParser) -> None:
    from .data import DEFAULT_MEMORY_LIMIT

    p.add_argument("--memory-limit", metavar="SIZE",
                   help=f"DuckDB memory limit, e.g. 2GB or 500MB (default {DEFAULT_MEMORY_LIMIT}, "
                        "or the problem file's memory_limit); past it DuckDB spills to a "
                        "private temporary directory")


def _connect(args: argparse.Namespace, pf: Any = None) -> Any:
    """A DuckDB connection with the command's memory limit: --memory-limit, else the
    problem file's ``memory_limit``, else the default."""
    import duckdb

    from .data import set_memory_limit

    con = duckdb.connect()
    limit = getattr(args, "memory_limit", None) or getattr(pf, "memory_limit", None)
    set_memory_limit(con, limit, "--memory-limit")
    return con


def _add_engine_args(p: argparse.ArgumentParser, partition: bool = True) -> None:
    from .engines import ENGINES

    p.add_argument("--engine", default="duckdb", choices=ENGINES,
                   help="where the steps run: duckdb (default) or spark (a local[threads] "
                        "session, or the active one; needs sdcsql[spark]); same numbers")
    if partition:
        p.add_argument("--partition-by", type=name_list, metavar="COL1,COL2",
                       help="write --out as a Parquet dataset directory partitioned by these "
                            "columns (col=value subdirectories)")


def _engine_step(args: argparse.Namespace, step: str, json_out: str | None,
                 draw: Callable[[Any], None] | None = None, **options: Any) -> int:
    """risk/threshold/protect through sdcsql.pipeline.etl (Spark, or a dataset output);
    ``draw``: the command's charts and page, given the step's run (either engine: they
    are aggregates over the cells, sdcsql.present)."""
    from . import formats
    from .data import write_json
    from .pipeline.etl import run_step, write_output

    spec = _spec_from(args, pi=args.pi)
    labelled = _labelled_output(args.out, args.partition_by)
    data = args.data if args.engine == "spark" else Path(args.data)
    con = None if args.engine == "spark" else _connect(args)
    with run_step(data, spec, step=step, engine=args.engine, threads=args.threads, con=con,
                  **options) as out:
        if args.out:    # streamed to the driver, written with the input's labels
            meta = formats.output_metadata(out.relation, Path(args.out), args.data, spec) \
                if labelled else None
            write_output(out.relation, args.out, args.partition_by, inputs=[args.data],
                         metadata=meta)
        if json_out:
            write_json(json_out, out.to_json())
        if draw is not None:
            draw(out.problem)
        print(_step_text(step, out.problem))
        if step == "protect":
            _warn_unprotectable(out.problem.results["protect"].summary)
    return 0


def _warn_unprotectable(summary: Any) -> None:
    """protect's warning (either route) when records could not be made safe."""
    if getattr(summary, "unprotectable", None):
        print(f"sdcsql: warning: {len(summary.unprotectable):,} record(s) could not be made safe "
              f"({summary.unprotectable[0]['reason']}); see the summary", file=sys.stderr)


def _step_text(step: str, run: Any) -> str:
    """What risk, threshold and protect print of a step's run (either route): the
    tables of the DuckDB commands, not the report's JSON as text."""
    result = run.results[step]
    if step != "threshold":
        return str(result.summary.table())
    individual, household = result
    parts = [individual.table()] if individual is not None else []
    if household is not None:
        parts += ["\nhousehold threshold", household.table()]
    return "\n".join(parts)


def _labelled_output(out: str | Path | None, partition_by: list[str] | None) -> bool:
    """Whether ``out`` is a labelled file (.sav, .zsav, .dta, .asc); with
    ``partition_by`` (a dataset) a single-file output is refused before any work
    (docs/formats.md)."""
    from . import formats
    from .pipeline.etl import check_dataset_output

    check_dataset_output(out, partition_by)
    return out is not None and Path(out).suffix.lower() in formats.OUTPUT_SUFFIXES


def _check_outputs(args: argparse.Namespace, **outputs: str | None) -> None:
    """Every output of the command (and the files each brings: an ``.asc``'s ``.rda``)
    against every file it reads (the data, ``--metadata``, ``--candidates``) and each
    other, before any work (``--summary-json`` is given as ``summary_json``); with
    ``--partition-by``, an ``--out`` named as one file is refused."""
    from .data import check_outputs

    inputs = [getattr(args, a, None) for a in ("data", "metadata", "candidates")]
    check_outputs([i for i in inputs if i],
                  {f"--{k.replace('_', '-')}": v for k, v in outputs.items()})
    _labelled_output(outputs.get("out"), getattr(args, "partition_by", None))


def _add_pi(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pi", type=float, default=1.0, help="the factor pi of seed 002 formula (7)")


def _add_step_options(p: argparse.ArgumentParser, step: Any,
                      groups: tuple[str, ...] | None = None, required: bool = True) -> None:
    """The step's declared options as flags (sdcsql.options): ``--`` and the name;
    alternatives (one group) mutually exclusive; former names kept as aliases.  With
    ``groups``, only the options of those groups.  ``step``: a step's name, or its
    :class:`~sdcsql.options.StepOptions` (a step outside the pipeline, e.g. utility)."""
    from .options import StepOptions
    from .pipeline.etl import step_options

    declared_step = step if isinstance(step, StepOptions) else step_options(step)
    step = declared_step.step
    chosen = [o for o in declared_step.all if groups is None or o.group in groups]
    declared = []           # the alternatives of a group side by side: (--a | --b)
    for o in chosen:
        if o not in declared:
            declared += [o] if o.group is None else [x for x in chosen if x.group == o.group]
    section = p.add_argument_group(f"{step} options")
    exclusive: dict[str, Any] = {}
    for o in declared:
        target: Any = section
        if o.group is not None:
            if o.group not in exclusive:
                exclusive[o.group] = section.add_mutually_exclusive_group(
                    required=o.required and required)
            target = exclusive[o.group]
        kw: dict[str, Any] = {"help": o.help, **o.cli}
        if o.cli.get("action") is None:
            kw["default"] = o.default
            if o.choices and "metavar" not in kw:   # shown; the declared check refuses others
                kw["metavar"] = "{" + ",".join(o.choices) + "}"
        else:       # a switch not given is not given (the method's own default applies)
            kw["default"] = None
        target.add_argument(o.flag, *o.alias_flags, dest=o.name, **kw)
    p.set_defaults(_options=tuple(p.get_default("_options") or ()) + tuple(declared))


def _step_values(args: argparse.Namespace, step: str) -> dict[str, Any]:
    """The values of the step's declared options (checked by :func:`main`)."""
    from .pipeline.etl import step_options

    return {o.name: getattr(args, o.name) for o in step_options(step).all}


def _spec_from(args: argparse.Namespace, **extra: Any):
    from .spec import Spec

    roles = _argus_roles(args)
    return Spec(keys=args.keys, weight=args.weight or roles.get("weight"),
                household=args.household or roles.get("household"),
                household_size=args.household_size, strata=args.strata, missing=args.missing,
                sensitive=getattr(args, "sensitive", None),
                na_codes=_na_codes(args.na_codes),
                household_variables=getattr(args, "household_variables", None)
                or roles.get("household_variables") or None,
                person_id=getattr(args, "person_id", None),
                derived=";".join(args.derived) if getattr(args, "derived", None) else None,
                **extra)


def _argus_roles(args: argparse.Namespace) -> dict[str, Any]:
    """The roles an .asc input's .rda declares (--metadata, or the .rda beside it)."""
    from . import formats

    data = str(getattr(args, "data", "") or "")
    given = getattr(args, "metadata", None)
    if given is not None and Path(data).suffix.lower() not in formats.ARGUS_SUFFIXES:
        raise InputError(f"--metadata {given!r}: goes with a mu-Argus .asc input")
    if Path(data).suffix.lower() not in formats.ARGUS_SUFFIXES or not Path(data).is_file():
        return {}
    from .formats.metadata import use_metadata

    if given is not None:
        use_metadata(data, given)
    meta = formats.metadata_of(Path(data))
    roles = dict(meta.roles or {}) if meta is not None else {}
    roles["household_variables"] = [h for h in roles.get("household_variables", [])
                                     if h != roles.get("household")]
    if roles.get("household") is None:
        roles.pop("household_variables", None)
    return roles


def _cmd_demo(args: argparse.Namespace) -> int:
    from .tools.demo import write_demo

    if args.threads is not None and args.threads < 1:
        raise InputError(f"--threads must be a positive integer, got {args.threads}")
    con = _connect(args)
    if args.threads is not None:
        con.execute(f"SET threads = {int(args.threads)}")
    out = Path(args.out)
    if out.is_dir() or not out.suffix:
        # a directory: the demo data and a commented problem file that runs as is
        from .pipeline.problem_file import write_demo_problem

        problem = write_demo_problem(out, rows=args.rows, seed=args.seed,
                                     null_rate=args.null_rate, con=con)
        print(f"wrote {args.rows:,} rows to {out / 'demo_survey.csv'} and {problem}")
        print(f"run it with: sdcsql run {problem}")
        return 0
    path = write_demo(args.out, rows=args.rows, seed=args.seed, null_rate=args.null_rate,
                      con=con)
    print(f"wrote {args.rows:,} rows to {path}")
    return 0


def _cmd_run(args: argparse.Namespace) -> int:
    from .pipeline.problem_file import load_problem_file, reusable, run_problem_file
    from .present.report import write_run_report
    from .progress import Progress, search_progress

    pf = load_problem_file(args.problem)
    pf.check_outputs(**{"--html": args.html})
    _check_html_path(args.html)
    if args.engine != "duckdb" or args.partition_by:
        return _run_file_engine(args, pf)
    if not args.rerun and not args.html and reusable(pf) is not None:
        print(f"reused: {pf.output_path('summary')} and the outputs it lists are those of "
              "the same inputs and steps; nothing was re-run (--rerun runs it again)")
        return 0
    con = _connect(args)
    with Progress() as bar:
        bar.step("running the problem file", con)
        result = run_problem_file(pf, threads=args.threads, con=con,
                                  memory_limit=args.memory_limit,
                                  reporter=write_run_report,
                                  search_progress=search_progress(bar) if pf.search else None)
    with result:
        print(_run_text(result))
        paths = list(result.paths)
        if args.html:
            from .present.page import write_run_page

            paths.append(write_run_page(pf, result, args.html))
        for path in paths:
            print(f"wrote {path}")
    return 0


def _run_text(result: Any) -> str:
    """What ``sdcsql run`` prints of a problem file's run (either engine): the risk
    before, the thresholds, the protection, the risk after, the release."""
    parts = [("risk before", result.before), ("threshold", result.threshold),
             ("household threshold", result.household_threshold),
             ("protection", result.protection), ("risk after", result.after),
             ("release", result.release)]
    return "\n\n".join(f"{title}\n{part.table()}" for title, part in parts
                       if part is not None)


def _run_file_engine(args: argparse.Namespace, pf: Any) -> int:
    """``run`` through sdcsql.pipeline.etl: on Spark, or with a dataset output (--partition-by)."""
    from .pipeline.etl import run_file
    from .present.report import write_run_report

    with run_file(pf, **_file_engine(args, pf), partition_by=args.partition_by,
                  reporter=write_run_report) as result:
        print(_run_text(result.problem))
        paths = list(result.problem.paths)
        if args.html:
            from .present.page import write_run_page

            paths.append(write_run_page(pf, result.problem, args.html))
        for path in paths:
            print(f"wrote {path}")
    return 0


def _file_engine(args: argparse.Namespace, pf: Any) -> dict[str, Any]:
    """The engine of a command that runs a problem file (run, report, session), as
    keywords of :func:`sdcsql.pipeline.etl.run_file` and ``Session.open``: a DuckDB
    connection with the command's memory limit, or the Spark session (local[threads],
    or the active one); a file's ``memory_limit`` is refused on Spark, not ignored."""
    if args.engine != "spark":
        return {"engine": "duckdb", "con": _connect(args, pf), "threads": args.threads}
    from .engines.spark import spark_session
    from .pipeline.etl import check_file_engine

    check_file_engine(pf, "spark")
    return {"engine": "spark", "spark": spark_session(args.threads), "threads": args.threads}


def _open_problem(args: argparse.Namespace, bar: Any, cells_only: list[str] | None = None,
                  **extra: Any) -> Any:
    """The problem of the command's data and key options, read with a progress step;
    ``cells_only``: the command reads the records only through the search's distinct
    cells, with these further columns (``Problem(cells_only=...)``: a CSV read once)."""
    from . import formats
    from .problem import Problem

    spec = _spec_from(args, **extra)
    con = _connect(args)
    bar.step("reading and checking the input", con)
    try:
        problem = Problem(Path(args.data), spec, con=con, threads=args.threads,
                          cells_only=cells_only)
    except BaseException:
        con.close()
        raise
    out = getattr(args, "out", None)
    if out is not None and Path(out).suffix.lower() in formats.ARGUS_SUFFIXES:
        from .formats.argus import check_names

        try:        # the columns an .asc output's .rda names, before any work
            check_names(list(con.table(problem.source).columns), out)
        except BaseException:
            problem.close()
            raise
    return problem


def _check_chart_path(path: str | None) -> None:
    """Refuse a bad chart name or a missing matplotlib before any work is done."""
    if path and Path(path).suffix.lower() not in (".svg", ".png"):
        raise InputError(f"--chart {path!r}: the name must end in .svg or .png")
    if path:
        from .present.charts import require_matplotlib

        require_matplotlib()


def _check_html_path(path: str | None) -> None:
    if path and Path(path).suffix.lower() not in (".html", ".htm"):
        raise InputError(f"--html {path!r}: the page's name must end in .html")
    if path:
        from .present.charts import require_matplotlib

        require_matplotlib()


def _cmd_risk(args: argparse.Namespace) -> int:
    from .progress import Progress
    from .risk.individual import write_risk_outputs

    _check_outputs(args, out=args.out, summary_json=args.summary_json, chart=args.chart)
    _check_chart_path(args.chart)
    if args.engine != "duckdb" or args.partition_by:
        def draw(run: Any) -> None:
            if args.chart:
                from .present.charts import write_risk_chart

                write_risk_chart(run.problem, args.chart, method=args.method)

        return _engine_step(args, "risk", args.summary_json, draw=draw,
                            **_step_values(args, "risk"))
    with Progress() as bar, _open_problem(args, bar, pi=args.pi) as problem:
        bar.step("risk of every record", problem.con)
        measures = {k: v for k, v in _step_values(args, "risk").items() if k != "method"}
        summary = write_risk_outputs(problem, method=args.method, out=args.out,
                                     summary_json=args.summary_json, **measures)
        if args.chart:
            from .present.charts import write_risk_chart

            bar.step("risk chart", problem.con)
            write_risk_chart(problem, args.chart, method=args.method)
    print(summary.table())
    return 0


def _cmd_threshold(args: argparse.Namespace) -> int:
    from .data import write, write_json
    from .progress import Progress
    from .risk.threshold import set_household_threshold, set_threshold, unsafe_records

    _check_outputs(args, out=args.out, json=args.json, chart=args.chart, html=args.html)
    _check_chart_path(args.chart)
    _check_html_path(args.html)
    if args.engine != "duckdb" or args.partition_by:
        return _engine_step(args, "threshold", args.json,
                            draw=lambda run: _threshold_pictures(
                                args, run.problem, *run.results["threshold"]),
                            **_step_values(args, "threshold"))
    with Progress() as bar, _open_problem(args, bar, pi=args.pi) as problem:
        bar.step("threshold", problem.con)
        result = set_threshold(problem, risk=args.risk, reid_rate=args.reid_rate,
                               unsafe_records=args.unsafe_records, method=args.method,
                               rule=args.rule)
        report = [result.table()]       # printed once the progress line is gone
        household = None
        if args.household_risk is not None or args.household_reid_rate is not None:
            household = set_household_threshold(
                problem, household_risk=args.household_risk,
                reid_rate=args.household_reid_rate, method=args.method, rule=args.rule)
            report += ["\nhousehold threshold", household.table()]
        payload = {"individual": result.to_json(),
                   "household": household.to_json() if household else None}
        if args.out:
            bar.step("unsafe records", problem.con)
            write(unsafe_records(problem, result, household_threshold=household,
                                 method=args.method), args.out)
        if args.json:
            write_json(args.json, payload)     # null: no threshold needed
        if args.chart or args.html:
            bar.step("risk chart and threshold page", problem.con)
        _threshold_pictures(args, problem, result, household)
    print("\n".join(report))
    return 0


def _threshold_pictures(args: argparse.Namespace, problem: Any, result: Any,
                        household: Any) -> None:
    """``sdcsql threshold``'s risk chart (--chart, with the thresholds' lines) and
    threshold page (--html, opening on them), on the problem's engine."""
    if args.chart:
        from .present.charts import write_risk_chart

        lines = {kind: r.threshold for kind, r in (("individual", result),
                                                    ("household", household))
                 if r is not None and r.threshold is not None}
        write_risk_chart(problem, args.chart, method=args.method, threshold=lines)
    if args.html:
        from .present.page import page_starts, write_threshold_page

        write_threshold_page(problem, args.html, method=args.method, rule=args.rule,
                             **page_starts(result, household))


def _cmd_session(args: argparse.Namespace) -> int:
    import tomllib

    from .pipeline.problem_file import load_problem_file
    from .pipeline.session import Session
    from .protect.recode import Recode

    pf = load_problem_file(args.problem)        # every option checked before any work
    n_steps = len(pf.steps)
    if not 0 <= args.undo <= n_steps:
        raise InputError(f"--undo {args.undo}: the file has {n_steps} step(s)")
    recodes = []
    for text in args.recode or []:
        try:
            doc = tomllib.loads(f"r = {{{text}}}")["r"]
        except tomllib.TOMLDecodeError as exc:
            raise InputError(f"--recode: not a TOML inline table body ({exc}); write e.g. "
                             "'variable = \"age\", kind = \"bands\", n = 5, "
                             "method = \"equal_width\"'") from None
        recodes.append(Recode.from_dict(doc, where="--recode"))
    if args.save and Path(args.save).suffix.lower() != ".toml":
        raise InputError(f"--save {args.save!r}: the problem file's name must end in .toml")
    if args.save and Path(args.save).resolve() == Path(args.problem).resolve():
        raise InputError(f"--save {args.save!r}: is the file the session reopens; save it "
                         "under another name")
    with Session.open(pf, **_file_engine(args, pf)) as s:
        s.opened = Path(args.problem)
        for _ in range(args.undo):
            s.undo()
        reused = s.reused if not recodes and not args.undo else None
        summary = reused if reused is not None else (s.recode(*recodes) if recodes
                                                     else s.risk())
        print("steps")
        for i, step in enumerate(s.steps, 1):
            print(f"{i:>3}  {step.describe()}")
        if not s.steps:
            print("  (none)")
        print("\nrisk of the current file" + (" (reused: the summary of the same inputs "
                                              "and steps)" if reused is not None else ""))
        print(summary.table())
        if args.save:
            print(f"wrote {s.save(args.save)}")
    return 0


def _suppression_weights(values: list[str] | None) -> dict[str, float] | str | None:
    from .options import suppression_weights

    return suppression_weights(values, "--suppression-weights") if values else None


def _cmd_protect(args: argparse.Namespace) -> int:
    from . import formats
    from .data import write_json
    from .options import check_support
    from .pipeline.etl import write_output
    from .progress import Progress
    from .protect.methods import METHODS, protect

    _check_outputs(args, out=args.out, summary_json=args.summary_json, chart=args.chart)
    chosen = METHODS.get(args.method)
    if chosen is not None:
        check_support(chosen.options, args.engine)  # DialectError naming the template
        if args.chart and chosen.treats != "keys":
            raise InputError(f"--chart: the risk chart shows the keys' risk, which "
                             f"{args.method} does not change")
    _check_chart_path(args.chart)
    if args.engine == "spark":
        def draw(run: Any) -> None:     # the file the protection read, and its output
            if args.chart:
                from .present.charts import write_risk_chart

                write_risk_chart(run.problem_at(run.reference), args.chart,
                                 method=args.risk_method, after=run.problem)

        return _engine_step(args, "protect", args.summary_json, draw=draw,
                            **_step_values(args, "protect"))
    with Progress() as bar, _open_problem(args, bar, pi=args.pi) as problem:
        bar.step(args.method.replace("_", " "), problem.con)
        result = protect(problem, **_step_values(args, "protect"))
        bar.step("writing the protected file", problem.con)
        data, meta = result.data, None
        if Path(args.out).suffix.lower() in formats.OUTPUT_SUFFIXES:   # docs/formats.md
            from .formats.output import prepare

            data, meta = prepare(problem.con, data, args.out, source=formats.metadata_of(
                problem.source), original=problem.con.table(problem.source), spec=problem.spec)
        write_output(data, args.out, args.partition_by, inputs=[args.data], metadata=meta)
        summary = result.summary
        if args.summary_json:
            write_json(args.summary_json, summary.to_json())
        if args.chart:
            from .present.charts import write_risk_chart
            from .problem import Problem

            bar.step("risk chart before and after", problem.con)
            with Problem(result.data, problem.spec, con=problem.con) as after:
                write_risk_chart(problem, args.chart, method=args.risk_method, after=after)
    print(summary.table())
    _warn_unprotectable(summary)
    return 0


def _paired_files_con(args: argparse.Namespace) -> Any:
    """The connection of a command comparing two files record by record (utility,
    disclosure): on Spark the session, the files paired by --person-id (Spark keeps no
    record order; refused without it, before Spark starts), else DuckDB's."""
    if args.engine != "spark":
        return _duckdb(args)
    from .engines.spark import spark_session

    if args.person_id is None:
        raise InputError("--engine spark: pair the files by an id column of both "
                         "(--person-id): Spark keeps no record order")
    return spark_session(args.threads)     # --memory-limit refused by _main


def _cmd_utility(args: argparse.Namespace) -> int:
    from .data import check_outputs, write_json
    from .utility.measures import UTILITY_STEP, utility

    check_outputs([args.original, args.masked], {"--summary-json": args.summary_json})
    if args.threads is not None and args.threads < 1:
        raise InputError(f"--threads must be a positive integer, got {args.threads}")
    given = {o.name: getattr(args, o.name) for o in UTILITY_STEP.own
             if getattr(args, o.name) is not None}      # not given: the declared default
    con = _paired_files_con(args)     # on Spark: the measures as aggregations
    result = utility(Path(args.original), Path(args.masked), numeric=args.numeric,
                     keys=args.keys, weight=args.weight, con=con, **given)
    if args.summary_json:
        write_json(args.summary_json, result.to_json())
    print(result.table())
    return 0


def _cmd_disclosure(args: argparse.Namespace) -> int:
    from .data import check_outputs, write_json
    from .risk.linkage import DISCLOSURE_STEP, continuous_risk

    inputs = [args.original] + ([args.masked] if args.masked else [])
    check_outputs(inputs, {"--summary-json": args.summary_json})
    given = {o.name: getattr(args, o.name) for o in DISCLOSURE_STEP.own
             if getattr(args, o.name) is not None}      # not given: the declared default
    con = _paired_files_con(args)     # on Spark: each stratum one Python task
    result = continuous_risk(Path(args.original), Path(args.masked) if args.masked else None,
                             con=con, **given)
    if args.summary_json:
        write_json(args.summary_json, result.to_json())
    print(result.table())
    return 0


def _cmd_release(args: argparse.Namespace) -> int:
    from . import formats
    from .data import check_outputs, write_json
    from .protect.release import RELEASE_STEP, prepare_release

    check_outputs([args.original, args.protected], {"--out": args.out,
                                                    "--summary-json": args.summary_json})
    given = {o.name: getattr(args, o.name) for o in RELEASE_STEP.own
             if getattr(args, o.name) is not None}      # not given: the declared default
    if args.engine == "spark":      # the release on Spark, written from its relation
        from .pipeline.etl import write_output

        if Path(args.out).suffix.lower() in formats.OUTPUT_SUFFIXES:
            raise InputError(f"--out {args.out!r}: a labelled release (its codes chosen "
                             "from the labels) is written on duckdb; drop --engine spark "
                             "or write .csv or .parquet")
        result = prepare_release(args.original, args.protected, con=_session(args), **given)
        try:
            write_output(result.relation, args.out, inputs=[args.original, args.protected])
        finally:
            result.close()
    else:
        result = prepare_release(Path(args.original), Path(args.protected), output=args.out,
                                 con=_duckdb(args), **given)
    if args.summary_json:
        write_json(args.summary_json, result.to_json())
    print(result.table())
    return 0


def _duckdb(args: argparse.Namespace) -> Any:
    """The DuckDB connection of a command's --memory-limit and --threads (checked)."""
    if args.threads is not None and args.threads < 1:
        raise InputError(f"--threads must be a positive integer, got {args.threads}")
    con = _connect(args)
    if args.threads is not None:
        con.execute(f"SET threads = {int(args.threads)}")
    return con


def _problem_engine(args: argparse.Namespace) -> dict[str, Any]:
    """The engine keywords of a command's Problem: the Spark session of --engine spark,
    else DuckDB's memory limit (--memory-limit, or the default)."""
    from .data import DEFAULT_MEMORY_LIMIT

    if args.engine == "spark":
        return {"engine": "spark", "spark": _session(args)}
    return {"memory_limit": args.memory_limit or DEFAULT_MEMORY_LIMIT}


def _session(args: argparse.Namespace) -> Any:
    """The Spark session of a command's --engine spark (local[--threads], or the active
    one); --memory-limit is refused before (:func:`_main`)."""
    from .engines.spark import spark_session

    if args.threads is not None and args.threads < 1:
        raise InputError(f"--threads must be a positive integer, got {args.threads}")
    return spark_session(args.threads)


def _cmd_utility_candidates(args: argparse.Namespace) -> int:
    from .data import write_json
    from .progress import Progress
    from .utility.ru_table import RU_TABLE_STEP, read_candidates, ru_map, ru_table

    _check_outputs(args, summary_json=args.summary_json, chart=args.chart)
    _check_chart_path(args.chart)
    candidates = read_candidates(args.candidates)
    opts = {o.name: getattr(args, o.name) for o in RU_TABLE_STEP.own}
    if opts["chosen"] is not None and opts["chosen"] not in [c.name for c in candidates]:
        raise InputError(f"--chosen {opts['chosen']!r}: not a candidate name")
    if args.engine == "spark":      # the cells and each candidate's run on Spark
        from .problem import Problem
        from .utility.ru_table import check_engine_support

        spec = _spec_from(args)
        check_engine_support(candidates, "spark", spec)     # before Spark starts
        with Problem(args.data, spec, threads=args.threads,
                     **_problem_engine(args)) as problem:
            result = ru_table(problem, candidates, cells_only=bool(opts["cells_only"]))
    else:
        with Progress() as bar, _open_problem(args, bar) as problem:
            bar.step("risk and utility of every candidate", problem.con)
            result = ru_table(problem, candidates, cells_only=bool(opts["cells_only"]))
    if args.summary_json:
        write_json(args.summary_json, result.to_json())
    if args.chart:
        ru_map(result, args.chart, risk=opts["ru_risk"], loss=opts["ru_loss"],
               chosen=opts["chosen"])
    print(result.table())
    return 0


def _search_problem(args: argparse.Namespace, bar: Any, cells: list[str] | None) -> Any:
    """The search's problem: on Spark over the session (the distinct cells an
    aggregation there, the lattice on the driver), else :func:`_open_problem`."""
    if args.engine != "spark":
        return _open_problem(args, bar, cells_only=cells)
    from .pipeline.runner import open_problem

    return open_problem(args.data, _spec_from(args), engine="spark", spark=_session(args),
                        threads=args.threads)


def _run_values_mode(args: argparse.Namespace, doc: dict[str, Any]) -> int:
    """The values mode's problem file (the node's recodes, then local suppression of
    values) run on the command's engine; the key values it suppressed."""
    from .pipeline.problem_file import ProblemFile, run_problem_file

    pf = ProblemFile.from_dict(doc, origin="search")
    if args.engine == "spark":
        from .pipeline.etl import run_file

        with run_file(pf, engine="spark", spark=_session(args), threads=args.threads) as out:
            run = out.problem
            return run.protection.suppressions_total if run.protection else 0
    with run_problem_file(pf, threads=args.threads) as run:
        return run.protection.suppressions_total if run.protection else 0


def _cmd_search(args: argparse.Namespace) -> int:
    from .data import write, write_json
    from .pipeline.search_file import (
        check_problem_file_targets,
        problem_document,
        write_problem,
    )
    from .progress import Progress, search_progress
    from .protect.search import SEARCH_STEP, protected_relation, sensitive_names

    values_mode = bool(args.apply) and args.apply_mode == "values"
    problem_data = None
    if args.write_problem:
        if Path(args.write_problem).suffix.lower() != ".toml":
            raise InputError(f"--write-problem {args.write_problem!r}: the problem file's name "
                             "must end in .toml")
        problem_data = args.apply if values_mode else str(
            Path(args.write_problem).with_name(Path(args.write_problem).stem + "_protected.csv"))
    _check_outputs(args, json=args.json, apply=args.apply, write_problem=args.write_problem,
                   problem_data=None if values_mode else problem_data)
    opts = {o.name: getattr(args, o.name) for o in SEARCH_STEP.all
            if getattr(args, o.name) is not None}
    if args.write_problem or values_mode:
        check_problem_file_targets(opts)
    values = None
    spark = args.engine == "spark"
    # without a protected file, the records are read only for the distinct cells
    cells = None if args.apply else sensitive_names(opts)
    with Progress() as bar, _search_problem(args, bar, cells) as problem:
        con = None if spark else problem.con        # the DuckDB query the bar follows
        bar.step("reading the distinct key combinations", con)

        result = problem.search(progress=search_progress(bar), **opts)
        if args.apply and not values_mode:
            bar.step("writing the protected file", con)
            if spark:       # the Spark relation, streamed by the writer
                from .pipeline.etl import write_output

                write_output(protected_relation(problem, result), args.apply,
                             inputs=[args.data])
            else:
                write(protected_relation(problem, result), args.apply)
        if values_mode:
            bar.step("recodes and local suppression of values", None)
            doc = problem_document(problem, result, str(Path(args.data).resolve()),
                                   str(Path(args.apply).resolve()), opts)
            values = _run_values_mode(args, doc)
        if args.write_problem:
            assert problem_data is not None
            write_problem(args.write_problem, problem, result, args.data, problem_data, opts)
    out = result.to_json()
    if values is not None:
        out["values_suppressed"] = values
    if args.json:
        write_json(args.json, out)
    print(result.table())
    if values is not None:
        print(f"values mode         {values:,} key value(s) suppressed instead of "
              f"{result.suppressed_records:,} record(s) x {len(result.keys)} keys")
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    from .present.report import report_is_current, write_report
    from .progress import Progress

    if not args.rerun and not args.html and report_is_current(args.problem, args.out,
                                                              args.audience):
        print(f"reused: {args.out} is the report of the same inputs and steps; nothing was "
              "re-run (--rerun runs it again)")
        return 0
    if args.engine == "spark":
        from .pipeline.problem_file import load_problem_file

        engine = _file_engine(args, load_problem_file(args.problem))
        html, js = write_report(args.problem, args.out, args.audience, page=args.html,
                                **engine)
        print(f"wrote {html} and {js}" + (f" and {args.html}" if args.html else ""))
        return 0
    con = _connect(args)
    with Progress() as bar:
        bar.step("running the problem file and writing the report", con)
        html, js = write_report(args.problem, args.out, args.audience, threads=args.threads,
                                con=con, page=args.html, memory_limit=args.memory_limit)
    print(f"wrote {html} and {js}" + (f" and {args.html}" if args.html else ""))
    return 0


def _cmd_sql(args: argparse.Namespace) -> int:
    from .tools.sql_script import macro_kit, step_script

    if args.shell_kit:
        sys.stdout.write(macro_kit())
        return 0
    if not args.data or not args.keys or not args.step:
        raise _UserError("give DATA, --keys and --step NAME (or --shell-kit)")
    from .problem import Problem

    spec = _spec_from(args, pi=args.pi)
    with Problem(args.data if args.engine == "spark" else Path(args.data), spec,
                 threads=args.threads, **_problem_engine(args)) as problem:
        threshold = {"risk": args.risk, "reid_rate": args.reid_rate,
                     "unsafe_records": args.unsafe_records}
        sys.stdout.write(step_script(problem, args.step, method=args.method,
                                     threshold=threshold))
    return 0


def _int_map(option: str, text: str | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in (text or "").split(","):
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise InputError(f"{option} {item!r}: write NAME=VALUE,... (e.g. 1=5,2=3)")
        out[name.strip()] = value.strip()
    return out


def _cmd_argus(args: argparse.Namespace) -> int:
    from .data import write_json
    from .pipeline.etl import write_output
    from .problem import Problem
    from .risk.argus_rule import argus_rule

    threshold: Any = args.threshold
    if args.thresholds:
        try:
            threshold = {int(d): float(t) for d, t in _int_map("--thresholds",
                                                              args.thresholds).items()}
        except ValueError:
            raise InputError(f"--thresholds {args.thresholds!r}: write DIMENSION=THRESHOLD,... "
                             "(e.g. 1=5,2=3)") from None
    levels = None
    if args.levels:
        try:
            levels = {k: int(v) for k, v in _int_map("--levels", args.levels).items()}
        except ValueError:
            raise InputError(f"--levels {args.levels!r}: write KEY=LEVEL,... "
                             "(e.g. region=1,sex=2,age=3)") from None
    combinations = [c.split("*") for c in args.combinations] if args.combinations else None
    _check_outputs(args, out=args.out, json=args.json)
    with Problem(args.data if args.engine == "spark" else Path(args.data), _spec_from(args),
                 threads=args.threads, **_problem_engine(args)) as problem:
        result = argus_rule(problem, combinations=combinations, dimension=args.dimension,
                            levels=levels, threshold=threshold, population=args.population,
                            preset=args.preset)
        print(result.table())
        if args.out:        # the engine's relation (a Spark one streamed by the writer)
            write_output(result.unsafe_text(), args.out, inputs=[args.data])
        if args.json:
            write_json(args.json, result.to_json())
    return 0


def _cmd_workbench(args: argparse.Namespace) -> int:
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        raise InputError(f"the workbench needs the gui extra ({exc.name} is missing): "
                         "pip install 'sdcsql[gui]'") from None
    if args.port is not None and not 0 < args.port < 65536:
        raise InputError(f"--port {args.port}: must be between 1 and 65535")
    if args.threads is not None and args.threads < 1:
        raise InputError(f"--threads must be a positive integer, got {args.threads}")
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"sdcsql: warning: --host {args.host}: the workbench answers on that address, "
              "not on this machine alone; anyone who has the URL's token can use it",
              file=sys.stderr)
    from .workbench.server import serve

    try:
        serve(args.source, host=args.host, port=args.port, browser=not args.no_browser,
              threads=args.threads, memory_limit=args.memory_limit, engine=args.engine)
    except KeyboardInterrupt:
        pass
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from .data import DEFAULT_MEMORY_LIMIT
    from .tools.bench import run_bench, write_json

    progress = ((lambda m: print(f"... {m}", file=sys.stderr, flush=True))
                if sys.stderr.isatty() else None)
    _check_outputs(args, json=args.json)
    if args.engine == "spark":
        from .tools.spark_bench import run_spark_bench

        if args.steps:
            raise InputError("--steps: the Spark bench runs every step it has; drop --steps "
                             "with --engine spark")
        if args.whole_process:
            raise InputError("--whole-process: times the duckdb engine's command line; drop "
                             "--engine spark or --whole-process")

        result = run_spark_bench(rows=args.rows, threads=args.threads, repeat=args.repeat,
                                 progress=progress)
        print(result.table())
        print("not in the Spark bench (run on DuckDB only here): the local suppressions, "
              "the release and the steps of a fixed size")
        if args.json:
            write_json(result, args.json)
        return 0
    if args.whole_process:
        from .tools.bench import run_whole_process

        whole = run_whole_process(rows=args.rows, steps=args.steps, repeat=args.repeat,
                                  threads=args.threads, memory_limit=args.memory_limit,
                                  eusilc=args.eusilc, progress=progress)
        print(whole.table())
        if args.json:
            write_json(whole, args.json)
        return 0
    result = run_bench(rows=args.rows, memory_limit=args.memory_limit or DEFAULT_MEMORY_LIMIT,
                       threads=args.threads,
                       repeat=args.repeat, progress=progress, steps=args.steps,
                       eusilc=args.eusilc)
    print(result.table())
    if args.json:
        write_json(result, args.json)
    return 0


def _args_demo(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rows", type=int, default=5000)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--null-rate", type=float, default=0.002,
                   help="share of records with a missing key value (default 0.002)")
    p.add_argument("--out", required=True,
                   help="output file (.csv or .parquet), or a directory: then the data and a "
                        "commented problem.toml that runs as is (sdcsql run DIR/problem.toml)")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    p.set_defaults(func=_cmd_demo)


def _args_run(p: argparse.ArgumentParser) -> None:
    p.add_argument("problem", help="the problem file (TOML)")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    p.add_argument("--html", metavar="PAGE.html",
                   help="write the interactive threshold page of the recoded input, opening "
                        "on the file's thresholds")
    _add_engine_args(p)
    p.add_argument("--rerun", action="store_true",
                   help="run again even when the outputs are those of the same inputs and "
                        "steps (by default such a run is reused and says so)")
    p.set_defaults(func=_cmd_run)


def _args_report(p: argparse.ArgumentParser) -> None:
    p.add_argument("problem", help="the problem file (TOML)")
    p.add_argument("--audience", required=True, choices=["internal", "external"],
                   help="internal (everything) or external (no parameter or threshold)")
    p.add_argument("--out", required=True, metavar="REPORT.html",
                   help="the HTML report; the JSON goes to the same name with .json")
    p.add_argument("--html", metavar="PAGE.html",
                   help="also write the interactive threshold page of the recoded input")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.add_argument("--rerun", action="store_true",
                   help="run again even when the outputs are those of the same inputs and "
                        "steps (by default such a run is reused and says so)")
    p.set_defaults(func=_cmd_report)


def _args_session(p: argparse.ArgumentParser) -> None:
    p.add_argument("problem", help="the problem file (TOML)")
    p.add_argument("--undo", type=int, default=0, metavar="N", help="undo the last N steps")
    p.add_argument("--recode", action="append", metavar="TOML",
                   help="add a recode, the fields of a [[recode]] table as an inline TOML "
                        "table body (repeatable; applied after --undo)")
    p.add_argument("--save", metavar="OUT.toml", help="save the session as a problem file")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_session)


def _args_risk(p: argparse.ArgumentParser) -> None:
    _add_problem_args(p)
    _add_engine_args(p)
    _add_pi(p)
    _add_step_options(p, "risk")
    p.add_argument("--out", required=True, help="output file (.csv or .parquet)")
    p.add_argument("--summary-json", help="write the global risk summary as JSON")
    p.add_argument("--chart", metavar="PATH", help="draw the risk chart (.svg or .png)")
    p.set_defaults(func=_cmd_risk)


def _args_threshold(p: argparse.ArgumentParser) -> None:
    _add_problem_args(p)
    _add_engine_args(p)
    _add_pi(p)
    _add_step_options(p, "threshold")
    p.add_argument("--out", help="write every record with risk, threshold and unsafe_reason")
    p.add_argument("--json", help="write the threshold figures as JSON")
    p.add_argument("--chart", metavar="PATH",
                   help="draw the risk chart with the threshold line (.svg or .png)")
    p.add_argument("--html", metavar="PAGE.html",
                   help="write the interactive threshold page (one self-contained HTML file)")
    p.set_defaults(func=_cmd_threshold)


def _args_protect(p: argparse.ArgumentParser, method: str | None = None) -> None:
    """``method``: declare only that method's options, in its own words (its help)."""
    _add_problem_args(p)
    _add_engine_args(p)
    _add_pi(p)
    if method is not None:
        from .protect.methods import method_step

        _add_step_options(p, method_step(method))
    else:
        _add_step_options(p, "protect")
    p.add_argument("--out", required=True, help="output file (.csv or .parquet)")
    p.add_argument("--summary-json", help="write the protect summary as JSON")
    p.add_argument("--chart", metavar="PATH",
                   help="draw the risk chart before and after protection (.svg or .png)")
    p.set_defaults(func=_cmd_protect)


def _args_utility(p: argparse.ArgumentParser) -> None:
    from .utility.measures import UTILITY_STEP
    p.add_argument("original", help="the original file (CSV or Parquet)")
    p.add_argument("masked", help="the masked file: the same rows in the same order")
    p.add_argument("--numeric", type=name_list, metavar="COL1,...",
                   help="continuous variables compared record by record")
    p.add_argument("--keys", type=name_list, metavar="COL1,...",
                   help="categorical variables: categories lost, values suppressed per "
                        "variable and per record")
    p.add_argument("--weight", help="sampling weight column of both files (estimates; "
                                    "default: every weight is 1)")
    _add_step_options(p, UTILITY_STEP)
    p.add_argument("--summary-json", help="write every measure as JSON")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_utility)


def _args_disclosure(p: argparse.ArgumentParser) -> None:
    from .risk.linkage import DISCLOSURE_STEP
    p.add_argument("original", help="the original file (CSV or Parquet)")
    p.add_argument("masked", nargs="?",
                   help="the masked file: the same rows in the same order, or with --person-id "
                        "the same ids in any order (omit it to compare "
                        "--masked-numeric columns of ORIGINAL)")
    _add_step_options(p, DISCLOSURE_STEP)
    p.add_argument("--summary-json", help="write every measure as JSON")
    p.add_argument("--threads", type=int, help="DuckDB threads (results do not depend on it)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_disclosure)


def _args_release(p: argparse.ArgumentParser) -> None:
    from .protect.release import RELEASE_STEP
    p.add_argument("original", help="the original file (CSV or Parquet)")
    p.add_argument("protected", help="the protected file: the same records in the same order")
    _add_step_options(p, RELEASE_STEP)
    p.add_argument("--out", required=True, help="the release (.csv or .parquet)")
    p.add_argument("--summary-json", help="write what the release did as JSON")
    p.add_argument("--threads", type=int, help="DuckDB threads (the file does not depend on it)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_release)


def _args_candidates(p: argparse.ArgumentParser) -> None:
    from .utility.ru_table import RU_TABLE_STEP
    _add_problem_args(p)
    p.add_argument("--candidates", required=True, metavar="FILE.json",
                   help='a JSON list of {"name": ..., "recodes": [recodes as in a problem '
                        'file], and at most one of "k", "threshold", "reid_rate", "method" '
                        '(with "options")}')
    _add_step_options(p, RU_TABLE_STEP)
    p.add_argument("--summary-json", help="write the table as JSON")
    p.add_argument("--chart", metavar="PATH", help="draw the R-U map (.svg or .png)")
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_utility_candidates)


def _args_search(p: argparse.ArgumentParser) -> None:
    from .protect.search import SEARCH_STEP

    _add_problem_args(p)
    _add_step_options(p, SEARCH_STEP)
    p.add_argument("--json", metavar="OUT.json",
                   help="write the result as JSON: transformation, loss, optimal (or gap), "
                        "nodes_checked, risk before and after, front")
    p.add_argument("--apply", metavar="OUT",
                   help="write the protected file (.csv or .parquet): keys at the node's "
                        "levels, every key of a suppressed record set to missing")
    p.add_argument("--apply-mode", choices=["records", "values"], default="records",
                   help="records (default): suppress the search's classes, every key of "
                        "their records; values: the node's recodes, then sdcsql's local "
                        "suppression of values to the target (--k, --max-risk, --reid-rate "
                        "or --household-risk), as --write-problem's file does")
    p.add_argument("--write-problem", metavar="P.toml",
                   help="write a problem file replaying the node: its recodes as [[recode]] "
                        "map tables, then local suppression of values to the target (--k, "
                        "--max-risk, --reid-rate or --household-risk); its data output is "
                        "--apply in values mode, else P_protected.csv beside it")
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_search)


def _args_sql(p: argparse.ArgumentParser) -> None:
    _add_problem_args(p)
    for action in p._actions:      # DATA and --keys are not needed with --shell-kit
        if action.dest == "data":
            action.nargs = "?"
        if action.dest == "keys":
            action.required = False
    from .tools.sql_script import STEPS
    p.add_argument("--step", choices=list(STEPS), metavar="NAME",
                   help="the step: " + ", ".join(STEPS))
    _add_pi(p)   # for the threshold_choice step: the threshold's ways, the risk method
    _add_step_options(p, "threshold", groups=("target",), required=False)
    _add_step_options(p, "risk")
    _add_engine_args(p, partition=False)
    p.add_argument("--shell-kit", "--macros", action="store_true",
                   help="print the shell kit sql/shell_kit/risk.sql, the SQL macros a DuckDB "
                        "shell loads with .read (--macros: its former name)")
    p.set_defaults(func=_cmd_sql)


def _args_argus(p: argparse.ArgumentParser) -> None:
    _add_problem_args(p)
    which = p.add_mutually_exclusive_group()
    which.add_argument("--dimension", type=int, help="every combination of 1 to D keys")
    which.add_argument("--combinations", nargs="+", metavar="K1*K2",
                       help="explicit combinations, keys joined by * (e.g. region*sex age)")
    which.add_argument("--levels", metavar="KEY=LEVEL,...",
                       help="identification levels (1 most identifying): mu-Argus's tables "
                            "(docs/risk/kanon_subsets.md)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--threshold", type=float, help="unsafe when the frequency is below it")
    how.add_argument("--thresholds", metavar="D=T,...", help="a threshold per dimension")
    how.add_argument("--preset", choices=["research", "public"],
                     help="Statistics Netherlands rules on Fk (research needs --levels)")
    p.add_argument("--population", action="store_true",
                   help="compare Fk (the weight sum) instead of fk")
    p.add_argument("--out", help="write the unsafe combinations (.csv or .parquet)")
    p.add_argument("--json", help="write the counts per dimension and variable as JSON")
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_argus)


def _args_bench(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rows", type=int, default=1_000_000)
    _add_memory_limit(p)
    p.add_argument("--repeat", type=int, default=3,
                   help="runs of each step and of the baseline; the best counts (default 3)")
    p.add_argument("--threads", type=int)
    p.add_argument("--steps", type=name_list, metavar="STEP1,...",
                   help="run only these steps (the baseline always runs), e.g. "
                        "risk_pipeline_parquet for the scale run; mdav_eusilc_100k, "
                        "mdav_eusilc_1m, hm_10m, search_adult_x40, search_adult_x332 and "
                        "search_eusilc_10m (fixed sizes) and workbench (the gui extra) run "
                        "only when named here")
    p.add_argument("--eusilc", metavar="CSV",
                   help="the eusilc CSV that the mdav_eusilc_* and search_eusilc_10m steps "
                        "(and the eusilc steps "
                        "of --whole-process) replicate (default: ../shared/data/eusilc.csv "
                        "beside the repository, when it exists)")
    p.add_argument("--whole-process", action="store_true",
                   help="time each step as a user runs it, a new sdcsql process reading a "
                        "CSV of --rows rows and writing one (start-up, reading, the method, "
                        "the figures after it, writing), beside sdcMicro's whole-process "
                        "time for the same task and size where ../shared/data/README.md "
                        "gives one; --steps from: mdav, suda2_6, suda2_9, rank_swap, pram, "
                        "noise, risk_households, kanon_k3, ldiversity (default: all)")
    _add_engine_args(p, partition=False)
    p.add_argument("--json", help="write the results as JSON")
    p.set_defaults(func=_cmd_bench)


def _args_workbench(p: argparse.ArgumentParser) -> None:
    p.add_argument("source", nargs="?", metavar="DATA|problem.toml",
                   help="a data file to open (CSV, Parquet, SPSS, Stata, SAS, mu-Argus .asc), "
                        "or a problem file or saved session to reopen")
    p.add_argument("--port", type=int, help="the port to listen on (default: a free port)")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on (default 127.0.0.1; any other prints a "
                        "warning: the page then answers other machines that have the token)")
    p.add_argument("--no-browser", action="store_true",
                   help="print the URL with its token instead of opening a browser")
    p.add_argument("--threads", type=int, help="DuckDB threads of the session (on Spark: "
                                               "the local session's cores)")
    _add_memory_limit(p)
    _add_engine_args(p, partition=False)
    p.set_defaults(func=_cmd_workbench)


#: each subcommand's arguments, declared by :func:`build_parser` when it is parsed
_ARGUMENTS = {
    "demo": _args_demo,
    "run": _args_run,
    "report": _args_report,
    "session": _args_session,
    "risk": _args_risk,
    "threshold": _args_threshold,
    "protect": _args_protect,
    "utility": _args_utility,
    "disclosure": _args_disclosure,
    "release": _args_release,
    "candidates": _args_candidates,
    "search": _args_search,
    "sql": _args_sql,
    "argus": _args_argus,
    "bench": _args_bench,
    "workbench": _args_workbench,
}


#: each subcommand's help, description and example (argparse's add_parser keywords),
#: in the order ``sdcsql --help`` lists them
_COMMANDS: dict[str, dict[str, str]] = {
    "demo": {
        "help": "write the synthetic demo survey",
        "description": "Write a deterministic synthetic household survey.",
        "epilog": "example: sdcsql demo --rows 5000 --out data/demo_survey.csv; "
                  "sdcsql demo --out demo (then: sdcsql run demo/problem.toml)",
    },
    "run": {
        "help": "run a problem file: its steps in order (recodes, thresholds, protections, "
                "release), figures, outputs",
        "description": "Run every step a TOML problem file describes, from the original input, "
                       "and write its outputs atomically (docs/pipeline/problem_file.md).  The "
                       "same file gives byte-identical outputs, whatever the number of threads.",
        "epilog": "example: sdcsql demo --out demo && sdcsql run demo/problem.toml",
    },
    "report": {
        "help": "run a problem file and write its release report (HTML and JSON)",
        "description": "Run a problem file (its outputs are written again, byte for byte the "
                       "same) and write the release report: REPORT.html and REPORT.json beside "
                       "it (docs/present/report.md).  internal: everything, parameters and "
                       "thresholds included; external: the released file only, no parameter, no "
                       "threshold. Neither holds a record value.",
        "epilog": "example: sdcsql report demo/problem.toml --audience external --out release.html",
    },
    "session": {
        "help": "reopen a problem file as a session: its steps, undo, more recodes",
        "description": "Reopen a problem file (e.g. one saved by Session.save) as a session: "
                       "print its steps and the risk, undo the last steps, add recodes, and "
                       "save the result as a new problem file (docs/pipeline/session.md).  "
                       "Nothing but --save is written.",
        "epilog": "example: sdcsql session demo/problem.toml --undo 2 --recode 'variable = "
                  "\"income\", kind = \"top\", quantile = 0.99, weighted = true' --save next.toml",
    },
    "risk": {
        "help": "frequencies and individual, household and global risk",
        "description": "Compute fk, Fk and the re-identification risk of every record.",
        "epilog": "example: sdcsql risk data/demo_survey.csv --keys region,sex,age,marital_status,"
                  "citizenship,education --weight weight --household household_id --out risk.csv",
    },
    "threshold": {
        "help": "set a risk threshold and list the unsafe records",
        "description": "Set the individual risk threshold directly, from a target "
                       "re-identification rate, or from a number of unsafe records "
                       "(seed 000 section 4.1); each way reports the other two.",
        "epilog": "example: sdcsql threshold data/demo_survey.csv --keys region,sex,age "
                  "--weight weight --reid-rate 0.01 --out flagged.csv (every record, with "
                  "unsafe_reason NULL for a safe one)",
    },
    "protect": {
        "help": "protect the file: local suppression until every record is safe (risk "
                "threshold or k), or microaggregation of numeric variables (--method)",
        "description": "Set key values of unsafe records to NULL (counted as a wildcard) until "
                       "every record's risk is below the threshold (alpha / household size with "
                       "households, seed 002 section 8.2) or every record has fk >= k; write "
                       "every row and column of the input, in input order.  With --method mdav, "
                       "hansen_mukherjee or individual_ranking: replace the --numeric variables "
                       "by the means of groups of at least --k records (microaggregation, seed 003 "
                       "section 3.4.5), within the strata.",
        "epilog": "example: sdcsql protect data/demo_survey.csv --keys region,sex,age "
                  "--weight weight --k 3 --importance region,sex,age --out safe.csv",
    },
    "utility": {
        "help": "information loss and estimates between an original and a masked file",
        "description": "Compare an original file and its protected (masked) version, the same "
                       "rows in the same order: IL1 (seed 003 section 3.5.3, and sdcMicro's "
                       "IL1s), the measures of table 3.7 with their bounded forms, eigen, gamma, "
                       "categories lost and suppressions, and weighted estimates by domain "
                       "before and after (docs/utility/measures.md).",
        "epilog": "example: sdcsql utility original.csv masked.csv --numeric income,expenses "
                  "--keys region,sex,age --weight weight --domains region --targets income,sex "
                  "--summary-json u.json",
    },
    "disclosure": {
        "help": "disclosure risk of continuous variables: an original and a masked file",
        "description": "Re-identification risk of the continuous variables of a masked file "
                       "against its original (the same rows in the same order, or two column "
                       "sets of one file): distance-based record linkage (standardised "
                       "Euclidean and Mahalanobis), Fellegi-Sunter probabilistic linkage with "
                       "EM, interval disclosure (rank- and sd-based, sdcMicro's dRisk) and the "
                       "robust Mahalanobis interval measure (seed 004 sections 3.11-3.12; "
                       "docs/risk/linkage.md).",
        "epilog": "example: sdcsql disclosure original.csv masked.csv --numeric income,expenses "
                  "--measures linkage,probabilistic,interval --strata region --summary-json d.json",
    },
    "release": {
        "help": "prepare the protected file for publication",
        "description": "From the protected file and its original (the same records in the "
                       "same order): drop columns, replace the household and person ids by "
                       "seeded new ids (households kept together), shuffle the records "
                       "(households contiguous) and mark the suppressed values by a code or "
                       "a flag column (docs/protect/release.md).",
        "epilog": "example: sdcsql release original.csv protected.csv --seed 20240101 "
                  "--household db030 --person-id rb030 --suppression-codes age=-9 "
                  "--out release.csv",
    },
    "candidates": {
        "help": "risk-utility table of candidate settings (recodes, k, thresholds, "
                "methods)",
        "description": "Risk figures, categories lost and CTBIL over the keys' one-way tables "
                       "for each candidate setting (key recodes, and k, a risk threshold, a "
                       "re-identification rate or a protection method), from the cell table: "
                       "one pass over the records for every candidate; the figures after "
                       "protection from one run per candidate unless --cells-only "
                       "(docs/utility/ru_table.md).",
        "epilog": "example: sdcsql candidates data/demo_survey.csv --keys region,sex,age "
                  "--candidates candidates.json --chart ru.svg",
    },
    "search": {
        "help": "find the least-loss recodes and suppression that meet the targets",
        "description": "Search the lattice of the keys' generalisation hierarchies for the "
                       "node of least information loss that meets every target (k-anonymity, "
                       "l-diversity, t-closeness, beta-likeness, average risk, sample "
                       "uniqueness, maximum individual risk, re-identification rate, records "
                       "above a risk) with at most --suppression-limit of the records "
                       "suppressed, whole classes at a time.  Proven optimal, or past --budget "
                       "the best node found and its gap to a proven lower bound "
                       "(docs/protect/search.md).",
        "epilog": "example: sdcsql search adult.csv --keys sex,age,race --hierarchies hier/ "
                  "--k 5 --suppression-limit 0.04 --quality loss --json search.json",
    },
    "sql": {
        "help": "print the SQL of a pipeline step (or the shell kit)",
        "description": "Print the SQL the engine runs for a step of the given problem, as a "
                       "script for review or a DuckDB shell: the statements the step needs, "
                       "then the step as a SELECT.  Load the shell kit first (--shell-kit).",
        "epilog": "example: sdcsql sql data/demo_survey.csv --keys region,sex,age "
                  "--weight weight --step cell_risk > cell_risk.sql",
    },
    "argus": {
        "help": "the ARGUS threshold rule: unsafe combinations per dimension",
        "description": "List the value combinations of key variables whose frequency (fk, or Fk "
                       "with --population) is below the threshold of their dimension, with the "
                       "unsafe records per dimension (seed 003 section 3.3.4; seed 000 section "
                       "7.2.1).  Presets: the Statistics Netherlands rules of seed 003 section "
                       "3.7.",
        "epilog": "example: sdcsql argus data/demo_survey.csv --keys region,sex,age,education "
                  "--weight weight --dimension 3 --thresholds 1=5,2=3,3=2 --out unsafe.csv",
    },
    "bench": {
        "help": "time every pipeline step against a GROUP BY baseline",
        "description": "Generate demo data and time each step as a ratio to a "
                       "plain GROUP BY + join measured in the same run.",
        "epilog": "example: sdcsql bench --rows 1000000 --json bench.json",
    },
    "workbench": {
        "help": "the workbench: every step of a release in a local browser page",
        "description": "Start the workbench (docs/present/workbench.md): a local web page on one "
                       "session (open data, roles, risk, recodes, protection, utility, release, "
                       "history with undo).  It listens on 127.0.0.1; the URL printed carries a "
                       "token that every request needs.  Needs the gui extra "
                       "(pip install 'sdcsql[gui]').",
        "epilog": "example: sdcsql workbench data/demo_survey.csv --no-browser",
    },
}


def build_parser(command: str | None = None,
                 method: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser.  Every subcommand is listed with its help; its
    arguments are declared for every subcommand (``command`` None), or for ``command``
    only ("" for none): :func:`main` parses one command, so that ``--version`` and
    ``--help`` import no step module (the arguments come from the steps' option
    declarations).  ``method``: the protection method whose options ``protect`` shows
    (its ``--help``: :func:`_help_method`)."""
    parser = _Parser(
        prog="sdcsql", description="Statistical disclosure control for survey microdata, in SQL.",
        epilog="Outputs are checked before any work, with the files each brings (an .asc's "
               ".rda and .grc files, a report's .json) against every file the command reads "
               "(the data, an .asc's .rda, --metadata, --candidates, the problem file): one "
               "that is an input, lies inside an input directory or matches an input glob, is "
               "an existing directory, lies in a missing directory or is another output too "
               "is refused, as is --partition-by with an output named as one file (a "
               "partitioned output is a directory of Parquet files).  Files are written "
               "atomically; JSON is strict (null, never Infinity).  Rates are fractions in "
               "(0, 1) or percents with % (0.005 or 0.5%).  Exit codes: 0 success (also when "
               "the reader of the output goes away, as with | head), 1 user error, 2 internal "
               "error.")
    parser.add_argument("--version", action="version", version=f"sdcsql {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    for name, texts in _COMMANDS.items():
        sub.add_parser(name, help=texts["help"], description=texts["description"],
                       epilog=texts["epilog"])
    for name, p in sub.choices.items():
        if command in (None, name):
            if name == "protect" and method is not None:
                _args_protect(p, method)
            else:
                _ARGUMENTS[name](p)
    return parser


#: set when the command receives SIGINT (Ctrl-C): an engine that turns the interrupt
#: into its own exception ("Query interrupted") still ends the command with 130
_INTERRUPTED = [False]


def _on_sigint(signum: int, frame: Any) -> None:
    _INTERRUPTED[0] = True
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    import signal
    import threading

    _INTERRUPTED[0] = False
    if threading.current_thread() is not threading.main_thread():
        return _main(argv)
    previous = signal.signal(signal.SIGINT, _on_sigint)
    try:
        return _main(argv)
    finally:
        signal.signal(signal.SIGINT, previous)


def _main(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(_command_of(argv), _help_method(argv))
    try:
        args = parser.parse_args(argv)
        if getattr(args, "memory_limit", None) is not None:
            from .data import check_memory_limit

            check_memory_limit(args.memory_limit, "--memory-limit")
            if getattr(args, "engine", "duckdb") == "spark":
                from .engines import SPARK_MEMORY_LIMIT

                raise InputError(SPARK_MEMORY_LIMIT)
        notes = _check_step_options(args, argv)
        with warnings.catch_warnings():
            warnings.simplefilter("always", SdcsqlWarning)
            warnings.showwarning = _show_warning
            for note in notes:
                warnings.warn(note, SdcsqlWarning, stacklevel=1)
            code = int(args.func(args) or 0)
            sys.stdout.flush()         # a closed pipe shows here, not at exit
            return code
    except BrokenPipeError as exc:
        if not _stdout_gone():             # another pipe (e.g. to a Spark worker) broke
            print(f"sdcsql: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
            return 2
        # the reader of our output has gone (``sdcsql ... | head``): every file is
        # written by then, so end quietly with 0, and keep Python's exit flush quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print("sdcsql: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - last resort: internal error, exit 2
        if _INTERRUPTED[0]:    # the engine's own exception for the interrupt
            print("sdcsql: interrupted", file=sys.stderr)
            return 130
        if isinstance(exc, (_UserError, InputError)):
            print(f"sdcsql: error: {exc}", file=sys.stderr)
            return 1
        if isinstance(exc, SdcsqlError):
            print(f"sdcsql: error: {exc}", file=sys.stderr)
            return 2
        from .errors import engine_error

        translated = engine_error(exc)      # a step's refusal raised inside the engine
        if translated is not None:
            print(f"sdcsql: error: {translated}", file=sys.stderr)
            return 1
        duckdb = sys.modules.get("duckdb")    # imported by then if DuckDB raised it
        if duckdb is not None and isinstance(exc, duckdb.OutOfMemoryException):
            from .data import DEFAULT_MEMORY_LIMIT

            # the limit the user set (or the default) is too small for the run: theirs
            # to raise, in one line (DuckDB's text is a page of advice)
            print("sdcsql: error: --memory-limit: DuckDB ran out of memory within its "
                  "limit; raise it (--memory-limit, or memory_limit in a problem file; "
                  f"default {DEFAULT_MEMORY_LIMIT})", file=sys.stderr)
            return 1
        from .engines.spark_session import spark_failure

        failed = spark_failure(exc) if "pyspark" in sys.modules else None
        if failed is not None:
            kind = "error" if failed[0] == 1 else "internal error"
            print(f"sdcsql: {kind}: {failed[1]}", file=sys.stderr)
            return failed[0]
        print(f"sdcsql: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2


def _command_of(argv: list[str]) -> str:
    """The subcommand ``argv`` names: its first word that is not an option (the top level
    has only --version and --help), or "" (none: no subcommand's arguments are needed)."""
    return next((a for a in argv if not a.startswith("-")), "")


def _help_method(argv: list[str]) -> str | None:
    """The protection method whose options ``protect --method NAME --help`` asks for
    (None: no help asked, or no known method named)."""
    if not any(a in ("-h", "--help") for a in argv) or _command_of(argv) != "protect":
        return None
    from .protect.methods import METHODS

    for i, a in enumerate(argv):
        value = argv[i + 1] if a == "--method" and i + 1 < len(argv) else (
            a.split("=", 1)[1] if a.startswith("--method=") else None)
        if value in METHODS:
            return value
    return None


def _stdout_gone() -> bool:
    """Whether standard output is a pipe whose reader has closed it (POLLERR)."""
    try:
        poll = select.poll()
        poll.register(sys.stdout.fileno(), select.POLLERR)
        return bool(poll.poll(0))
    except (AttributeError, OSError, ValueError):    # no poll, or no real stdout
        return False


def _check_step_options(args: argparse.Namespace, argv: list[str]) -> list[str]:
    """Check the command's step options by their declarations (sdcsql.options; a rate
    read as a fraction, '0.5%' as a percent); return the deprecation notes of the
    former flag names used."""
    notes = []
    for o in getattr(args, "_options", ()):
        value = getattr(args, o.name, None)
        if o.name == "suppression_weights":
            value = _suppression_weights(value)
        if value is not None:
            setattr(args, o.name, o.check(value, o.flag))
        for alias in o.alias_flags:
            if any(a == alias or a.startswith(alias + "=") for a in argv):
                notes.append(f"{alias} is now {o.flag} (the former name still works, for now)")
    return notes


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ANN001
    print(f"sdcsql: warning: {message}", file=sys.stderr)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
