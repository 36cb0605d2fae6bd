"""``sdcsql bench``: time each pipeline step against a plain GROUP BY baseline.

The baseline is measured in the same run on the same data: a DuckDB ``GROUP BY``
on the six demo keys with ``count(*)`` and ``sum(weight)``, joined back to the
records and materialised.  Each step prints its time as a ratio to it, so the
figures compare across machines.  Peak memory is the largest resident set size
of this process while the step runs: ``ru_maxrss`` after the kernel's high-water
mark is reset at the step's start (``/proc/self/clear_refs``), or the largest of
samples taken every 20 ms where it cannot be reset.  A warm-up run on 1,000 rows comes
first, so that one-time costs of the process (lazy imports) are not timed.
"""

from __future__ import annotations

import contextlib
import json
import math
import resource
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import duckdb

from .. import data as _data
from .._sql import render
from ..data import Result, write
from ..data import write_json as _write_json
from ..errors import ContinuousKeyWarning, InputError
from ..udfs.individual import register_risk_udfs, risk_udf
from .demo import DEMO_HOUSEHOLD, DEMO_KEYS, DEMO_WEIGHT, demo_relation

__all__ = ["run_bench", "BenchResult", "run_whole_process", "WholeProcessResult"]

#: Step names are stable once they exist (other tools read the JSON).
STEP_NAMES = ("frequencies", "frequencies_wildcard", "risk_pipeline", "risk_udf",
              "threshold_reid_rate", "suppress_reid_rate", "suppress_k3", "recode_from_cells",
              "risk_pipeline_parquet", "recode_rescan", "risk_pipeline_csv", "suda2_6",
              "suda2_9", "noise", "rank_swap", "pram", "rounding", "shuffle",
              "linkage_1m", "release", "sampling", "massc", "ldiversity", "loglinear",
              "candidates_10", "full_runs_10", "mdav_eusilc_100k", "mdav_eusilc_1m",
              "hm_10m", "search_adult", "search_adult_x40", "search_adult_x332",
              "search_eusilc_10m", "workbench")

#: Steps run only when named in ``steps``: those of a fixed size (not scaled by
#: ``rows``), and the workbench's (it needs the gui extra).
ON_REQUEST = ("mdav_eusilc_100k", "mdav_eusilc_1m", "hm_10m", "search_adult_x40",
              "search_adult_x332", "search_eusilc_10m", "workbench")

#: sdcMicro 5.8.1's MDAV (k = 3, the four eusilc incomes, 100,000 rows), whole process on
#: this machine type: ../shared/data/README.md.
SDCMICRO_MDAV_100K_SECONDS = 28.4

#: ARX 3.9.2's optimal search on Adult, k = 5, 4 % suppression, Loss, on this machine
#: type (issue 27): nodes checked and thread CPU seconds of the search.
ARX_ADULT_NODES = 1466
ARX_ADULT_CPU_SECONDS = 1.8

#: The keys of the reference's Adult, in its order.
ADULT_KEYS = ("sex", "age", "race", "marital-status", "education", "native-country",
              "workclass", "occupation", "salary-class")

#: ARX 3.9.2 on Adult replicated (copies of its 30,162 records, k = 5 x copies, 4 %
#: suppression, Loss; issue 27, one run under load on this machine type, so upper
#: bounds): copies -> (thread CPU seconds of the search, CPU seconds of the whole process
#: from the CSV, its peak memory in MB).
ARX_ADULT_REPLICATED: dict[int, tuple[float, float, float]] = {
    40: (2.4, 12.8, 0.96 * 1024), 332: (5.7, 30.0, 4.2 * 1024)}

#: The search as a whole process at fixed sizes (``sdcsql search`` from the CSV to the
#: JSON): step -> (data, size): "adult", copies of the reference's Adult; "eusilc", rows
#: of eusilc replicated by the recipe of ../shared/data/README.md.
SEARCH_PROCESS_STEPS: dict[str, tuple[str, int]] = {
    "search_adult_x40": ("adult", 40), "search_adult_x332": ("adult", 332),
    "search_eusilc_10m": ("eusilc", 10_000_000)}

#: The individual-risk search on replicated eusilc (docs/benchmarks.md): six keys, each
#: with a hierarchy (region into the three NUTS-1 groups, sex, and generated bands of
#: household size, age, equivalised income and family allowances), every record's exact
#: negative-binomial risk (weight rb050) below EUSILC_SEARCH_RISK_RECORDS / rows (about
#: 1 / Fk: 5e-6 at 10M rows), 4 % suppression, Loss.
EUSILC_SEARCH_KEYS = ("db040", "hsize", "rb090", "age", "eqIncome", "hy050n")
EUSILC_SEARCH_BANDS = ("hsize=2,4", "age=5,10,20,40", "eqIncome=1000,5000,20000",
                       "hy050n=1000,5000")
EUSILC_SEARCH_HIERARCHIES = {
    "db040": ("Burgenland;East;*", "Lower Austria;East;*", "Vienna;East;*",
              "Carinthia;South;*", "Styria;South;*", "Upper Austria;West;*",
              "Salzburg;West;*", "Tyrol;West;*", "Vorarlberg;West;*"),
    "rb090": ("female;*", "male;*")}
EUSILC_SEARCH_RISK_RECORDS = 50


def _rss_mb() -> float:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:  # pragma: no cover - not Linux
        pass
    return _max_rss_mb()


def _max_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def _reset_peak() -> bool:
    """Reset the process's resident-set high-water mark (and so ``ru_maxrss``)."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
        return True
    except OSError:  # pragma: no cover - not Linux, or not allowed
        return False


class _PeakSampler:
    def __init__(self, interval: float = 0.02) -> None:
        self.interval = interval
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, _rss_mb())
            self._stop.wait(self.interval)

    def __enter__(self) -> _PeakSampler:
        self._exact = _reset_peak()
        self.peak = _rss_mb()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, _rss_mb(), _max_rss_mb() if self._exact else 0.0)


@dataclass
class BenchResult(Result):
    rows: int
    engine: str
    baseline_seconds: float
    steps: list[dict[str, Any]] = field(default_factory=list)

    repeat: int = 1
    not_run: dict[str, str] = field(default_factory=dict)   #: step -> why it did not run

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "engine": self.engine, "repeat": self.repeat,
                "baseline_seconds": self.baseline_seconds, "steps": self.steps,
                "not_run": self.not_run}

    def table(self) -> str:
        lines = [f"rows: {self.rows:,}   engine: {self.engine}   best of {self.repeat}   "
                 f"baseline (GROUP BY + join back): {self.baseline_seconds:.3f} s",
                 f"{'step':<24}{'seconds':>10}{'ratio':>9}{'peak RSS MB':>14}  extra"]
        for s in self.steps:
            extra = ", ".join(
                f"{k}={v:,.2f}" if k.endswith(("ratio", "seconds", "speedup", "speedup_cpu"))
                else f"{k}={v:,.0f}"
                for k, v in s.items() if k not in ("name", "seconds", "ratio", "peak_rss_mb"))
            lines.append(f"{s['name']:<24}{s['seconds']:>10.3f}{s['ratio']:>9.2f}"
                         f"{s['peak_rss_mb']:>14.0f}  {extra}")
        lines += [f"{name:<24}not run: {why}" for name, why in self.not_run.items()]
        return "\n".join(lines)


def _timed(fn: Callable[[], Any], repeat: int = 1) -> tuple[float, float, Any, float]:
    """Best time of ``repeat`` runs (as timeit reports), the peak RSS over all of them,
    and the least CPU time of the process (every thread) in a run: steadier than the
    wall time when other work shares the cores."""
    best = best_cpu = float("inf")
    with _PeakSampler() as sampler:
        for _ in range(repeat):
            t0, c0 = time.perf_counter(), time.process_time()
            out = fn()
            best = min(best, time.perf_counter() - t0)
            best_cpu = min(best_cpu, time.process_time() - c0)
    return best, sampler.peak, out, best_cpu


def _baseline_sql(table: str) -> str:
    return render("tools/bench/baseline.sql", table=table, keys=list(DEMO_KEYS),
                  weight=DEMO_WEIGHT)


@dataclass
class _Bench:
    """One bench run: the connection and scratch folder, the steps wanted, the
    baseline, and the result the steps are added to."""

    con: duckdb.DuckDBPyConnection
    tmp: Path
    wanted: set[str]
    repeat: int
    say: Callable[[str], None]
    result: BenchResult = field(init=False)

    @property
    def parquet(self) -> Path:
        return self.tmp / "survey.parquet"

    @property
    def csv(self) -> Path:
        return self.tmp / "survey.csv"

    def materialise(self, sql: str, params: dict | None = None) -> None:
        self.con.execute(f"CREATE OR REPLACE TEMP TABLE bench_out AS {sql}", params or {})
        self.con.execute("DROP TABLE bench_out")

    def cell_values(self, cells: str) -> None:
        self.con.execute("CREATE OR REPLACE TABLE bench_cells AS "
                         + render("tools/bench/cell_values.sql", cells=cells))

    def add(self, name: str, fn: Callable[[], Any],
            **extra: Callable[[float, Any], float]) -> None:
        """Time step ``name`` (when wanted) and add it to the result, with its ratio to
        the baseline and the ``extra`` figures computed from its time and output."""
        assert name in STEP_NAMES, name
        if name not in self.wanted:
            return
        self.say(name)
        seconds, peak, out, cpu = _timed(fn, self.repeat)
        step = {"name": name, "seconds": seconds, "ratio": seconds / self.result.baseline_seconds,
                "peak_rss_mb": peak, "cpu_seconds": cpu}
        step.update({k: f(seconds, out) for k, f in extra.items()})
        self.result.steps.append(step)

    def problem(self, source: Any = "survey", **roles: Any) -> Any:
        """A problem over the demo data with the demo keys and weight (``roles`` added
        or replacing them)."""
        from ..problem import Problem
        from ..spec import Spec

        return Problem(source, Spec(**{"keys": list(DEMO_KEYS), "weight": DEMO_WEIGHT,
                                       **roles}), con=self.con)


def _wanted(steps: list[str] | None, repeat: int) -> set[str]:
    """The steps to run (those of ON_REQUEST only when named); refuses an unknown one."""
    if not isinstance(repeat, int) or repeat < 1:
        raise InputError(f"repeat must be a positive integer, got {repeat!r}")
    wanted = set(STEP_NAMES) - set(ON_REQUEST) if steps is None else set(steps)
    unknown = sorted(wanted - set(STEP_NAMES))
    if unknown:
        raise InputError(f"steps: unknown step {unknown[0]!r}; the steps are "
                         f"{', '.join(STEP_NAMES)}")
    return wanted


def run_bench(rows: int = 1_000_000, memory_limit: str = "2GB", threads: int | None = None,
              seed: int = 2026, repeat: int = 3,
              progress: Callable[[str], None] | None = None,
              steps: list[str] | None = None,
              eusilc: str | Path | None = None) -> BenchResult:
    """Generate demo data of ``rows`` rows and time every step that exists.

    ``eusilc``: the eusilc CSV the ``mdav_eusilc_*`` steps replicate (default
    ``../shared/data/eusilc.csv`` beside the repository, when it exists); without it
    those steps are reported as not run.

    Each step and the baseline run ``repeat`` times; the best time counts (the
    machines are noisy, and the best run is the one least disturbed).  ``steps``
    limits the run to the named steps (the baseline always runs); the steps of
    :data:`ON_REQUEST` (microaggregation at fixed sizes, the workbench) run only when
    named there.
    """
    wanted = _wanted(steps, repeat)
    say = progress or (lambda msg: None)
    with tempfile.TemporaryDirectory(prefix="sdcsql-bench-") as tmp:
        con = duckdb.connect(str(Path(tmp) / "bench.duckdb"))
        con.execute("SET memory_limit = $m", {"m": memory_limit})
        con.execute("SET temp_directory = $d", {"d": str(Path(tmp) / "spill")})
        con.execute("SET preserve_insertion_order = false")
        if threads:
            con.execute(f"SET threads = {int(threads)}")
        b = _Bench(con=con, tmp=Path(tmp), wanted=wanted, repeat=repeat, say=say)
        _demo_data(b, rows, seed)
        say("baseline")
        baseline, _, _, _ = _timed(lambda: b.materialise(_baseline_sql("survey")), repeat)
        b.result = BenchResult(rows=rows, engine="duckdb", baseline_seconds=baseline,
                               repeat=repeat)
        _risk_steps(b)
        _risk_udf_step(b)
        _suppression_steps(b)
        _suda2_steps(b)
        _perturbation_steps(b)
        _linkage_step(b, rows)
        _release_steps(b)
        _microaggregation_steps(con, b.add, b.result, wanted, b.materialise, eusilc, repeat)
        _search_steps(con, b.add, b.result, wanted)
        _search_process_steps(con, b.add, b.result, wanted, b.tmp, eusilc, repeat,
                              memory_limit, threads)
        if wanted & {"candidates_10", "full_runs_10"}:
            _candidate_steps(con, b.add, b.result)
        _risk_model_steps(b)
        _workbench_step(b)
        con.close()
    return b.result


def _demo_data(b: _Bench, rows: int, seed: int) -> None:
    """The demo tables (and the Parquet and CSV files the steps that read them want),
    then a warm-up on 1,000 rows: one-time costs of a process (lazy imports such as
    pandas, which DuckDB loads on the first Arrow scan) stay out of the timings."""
    con, say = b.con, b.say
    say(f"generating {rows:,} demo rows (complete keys)")
    demo_relation(con, rows, seed=seed, null_rate=0.0).create("survey")
    if "frequencies_wildcard" in b.wanted:
        say(f"generating {rows:,} demo rows (5% with NULL keys over 8 masks)")
        demo_relation(con, rows, seed=seed, null_rate=0.05, null_masks=8).create("survey_na")
    if b.wanted & {"risk_pipeline_parquet", "workbench"}:
        say(f"writing {rows:,} rows to Parquet")
        con.table("survey").to_parquet(str(b.parquet))
    if "risk_pipeline_csv" in b.wanted:
        say(f"writing {rows:,} rows to CSV")
        con.table("survey").to_csv(str(b.csv), header=True)
    con.execute("CHECKPOINT")
    with b.problem(demo_relation(con, 1000, seed=seed), household=DEMO_HOUSEHOLD) as warm:
        warm.risk()


def _risk_steps(b: _Bench) -> None:
    """The frequencies (complete keys, and NULL keys as wildcards) and the risk pipeline
    from a table, a Parquet file and a CSV file."""
    def frequencies(table: str) -> None:
        with b.problem(table) as p:
            b.materialise(p.records(ordered=False).sql_query())

    b.add("frequencies", lambda: frequencies("survey"))
    b.add("frequencies_wildcard", lambda: frequencies("survey_na"))

    def risk_pipeline() -> None:
        # cells, risk UDF, join back with household risk, summary (unordered, as the baseline)
        with b.problem(household=DEMO_HOUSEHOLD) as p:
            b.materialise(p.risk(ordered=False).records.sql_query())
            b.cell_values(p.cells_table())

    b.add("risk_pipeline", risk_pipeline)

    def risk_pipeline_parquet() -> None:
        # from a Parquet file to a Parquet file, as a batch job runs: no Python arrays
        # of records (the peak RSS column shows it); DuckDB spills past memory_limit
        with b.problem(b.parquet, household=DEMO_HOUSEHOLD) as p:
            write(p.risk(ordered=False).records, b.tmp / "risk.parquet")

    b.add("risk_pipeline_parquet", risk_pipeline_parquet)

    def risk_pipeline_csv() -> None:
        # the same from a CSV file, which is read once (converted to a private Parquet
        # file); each run converts it anew
        _data.forget_csv_conversions()
        with b.problem(b.csv, household=DEMO_HOUSEHOLD) as p:
            write(p.risk(ordered=False).records, b.tmp / "risk.parquet")

    def to_parquet_step(seconds: float, _: Any) -> float:
        done = {s["name"]: s["seconds"] for s in b.result.steps}
        return seconds / done["risk_pipeline_parquet"]

    b.add("risk_pipeline_csv", risk_pipeline_csv,
          **({"parquet_ratio": to_parquet_step} if "risk_pipeline_parquet" in b.wanted else {}))
    cpu = {s["name"]: s["cpu_seconds"] for s in b.result.steps}
    if {"risk_pipeline_parquet", "risk_pipeline_csv"} <= cpu.keys():
        b.result.steps[-1]["parquet_cpu_ratio"] = (cpu["risk_pipeline_csv"]
                                                   / cpu["risk_pipeline_parquet"])
    _data.forget_csv_conversions()


def _risk_udf_step(b: _Bench) -> None:
    """The Arrow UDF alone, on the cell arrays repeated to at least a million cells;
    DuckDB's own chunked calls (2,048 rows each, GIL-bound) are reported beside it."""
    if "risk_udf" not in b.wanted:
        return
    con = b.con
    if "risk_pipeline" not in b.wanted:
        with b.problem() as p:
            b.cell_values(p.cells_table())
    n_cells = con.table("bench_cells").shape[0]
    copies = max(1, -(-1_000_000 // max(n_cells, 1)))
    con.execute("CREATE OR REPLACE TABLE bench_udf_in AS " + render(
        "tools/bench/udf_input.sql", cell_values="bench_cells", copies=copies))
    arrays = con.table("bench_udf_in").to_arrow_table()
    udf = risk_udf("exact")
    total = arrays.num_rows
    register_risk_udfs(con)
    in_duckdb, _, _, _ = _timed(lambda: con.execute(render(
        "tools/bench/udf_sum.sql", udf_input="bench_udf_in")).fetchall(), b.repeat)
    b.add("risk_udf",
          lambda: udf(arrays.column("fk").combine_chunks(),
                      arrays.column("Fk_hat").combine_chunks()),
          cells_per_second=lambda seconds, _: total / seconds,
          duckdb_chunked_cells_per_second=lambda seconds, _: total / in_duckdb)


def _suppression_steps(b: _Bench) -> None:
    """The threshold for a re-identification rate, local suppression to it and to
    k = 3, and the risk after a recode."""
    from ..protect.local_suppression import protect
    from ..risk.threshold import set_threshold

    def threshold_reid_rate() -> None:
        with b.problem() as p:
            set_threshold(p, reid_rate=0.001)

    def suppress(**target: Any) -> Callable[[], None]:
        def run() -> None:
            with b.problem() as p:
                # the leak check runs (it is part of the step) and does not refuse:
                # the demo's stratum gives the region back
                result = protect(p, accept_leaks=True, **target)
                b.materialise(result.data.sql_query())
        return run

    b.add("threshold_reid_rate", threshold_reid_rate)
    b.add("suppress_reid_rate", suppress(reid_rate=0.001))
    b.add("suppress_k3", suppress(k=3))
    if b.wanted & {"recode_rescan", "recode_from_cells"}:
        _recode_steps(b.con, b.add, b.result)


def _suda2_steps(b: _Bench) -> None:
    """SUDA2 on 6 and 9 keys: every MSU, scores, DIS-SUDA and contributions; the
    records materialised."""
    def suda2_step(keys: list[str]) -> Callable[[], None]:
        def run() -> None:
            from ..problem import Problem
            from ..risk.suda2 import suda2
            from ..spec import Spec

            with Problem("survey", Spec(keys=keys), con=b.con) as p:
                b.materialise(suda2(p).records.sql_query())
        return run

    b.add("suda2_6", suda2_step(list(DEMO_KEYS)))
    b.add("suda2_9", suda2_step([*DEMO_KEYS, "employment_status", "household_type", "urban"]))


def _perturbation_steps(b: _Bench) -> None:
    """The perturbation methods (docs/protect/), the protected file materialised."""
    def perturbation(method: str, **options: Any) -> Callable[[], None]:
        def run() -> None:
            from ..protect.methods import protect as protect_with

            with b.problem(numeric=["income", "expenditure"]) as p:
                b.materialise(protect_with(p, method=method, **options).data.sql_query())
        return run

    b.add("noise", perturbation("noise", seed=1, noise=0.1))
    b.add("rank_swap", perturbation("rank_swap", seed=1, numeric=["income"]))
    b.add("pram", perturbation("pram", seed=1, pram_variables=["marital_status"],
                               retention=0.8))
    b.add("rounding", perturbation("rounding", base=100.0))
    b.add("shuffle", perturbation("shuffle", seed=1))


def _linkage_step(b: _Bench, rows: int) -> None:
    """The survey's 4 numeric variables and a noise-masked copy (sd 0.05 sd): record
    linkage (Euclidean and Mahalanobis), probabilistic linkage and the interval measures
    (sdcsql.risk.linkage); its figure is at --rows 1000000 (issue 16: 1M records and 4
    variables in under a minute)."""
    if "linkage_1m" not in b.wanted:
        return
    from ..risk.linkage import continuous_risk

    numeric = ["income", "expenditure", "weight", "age"]
    b.con.execute("CREATE OR REPLACE TABLE bench_linkage AS " + render(
        "tools/bench/linkage_input.sql", survey="survey", variables=numeric),
        {"rows": rows, "noise": 0.05})
    b.add("linkage_1m", lambda: continuous_risk(
        "bench_linkage", numeric=numeric, masked_numeric=[f"{v}_m" for v in numeric],
        con=b.con), records=lambda _s, out: out.n_records,
        linked_records=lambda _s, out: out.linkage["euclidean"]["nearest"] * out.n_records)


def _release_steps(b: _Bench) -> None:
    """The release (new ids, the seeded order; the input as its own protected file),
    sampling (10 % of the households by region, raked to region x sex margins) and
    MASSC (risk strata, PRAM of the keys, subsampling, raking to the total weight)."""
    def release() -> None:
        # the released table built (docs/protect/release.md)
        from ..protect.release import prepare_release

        with prepare_release("survey", "survey", seed=1, household=DEMO_HOUSEHOLD,
                             person_id="person_id", con=b.con) as r:
            b.materialise(r.relation.sql_query())

    b.add("release", release)

    def release_step(method: str) -> Callable[[], None]:
        def run() -> None:
            from ..protect.massc import massc
            from ..protect.sampling import sampling

            with b.problem(household=DEMO_HOUSEHOLD) as p:
                out = (sampling(p, seed=1, fraction=0.1, sample_strata=["region"],
                                calibrate=["region", "sex"]) if method == "sampling"
                       else massc(p, seed=1))
                b.materialise(out.data.sql_query())
        return run

    b.add("sampling", release_step("sampling"))
    b.add("massc", release_step("massc"))


def _risk_model_steps(b: _Bench) -> None:
    """l-diversity (distinct, entropy and recursive, of employment status: a variable
    the six keys do not include; every record's measures materialised) and the
    log-linear model (main effects fitted on the full grid of the keys' observed
    levels by IPF: one GROUP BY over the records, then work per cell)."""
    def ldiversity_step() -> None:
        from ..risk.ldiversity import ldiversity

        with b.problem(sensitive=["employment_status"]) as p:
            ldiversity(p)

    b.add("ldiversity", ldiversity_step)

    def loglinear_step() -> dict[str, Any]:
        from ..risk.loglinear import loglinear

        with b.problem() as p:
            fit = loglinear(p)
            return {"grid": fit.summary["n_cells"], "observed": len(fit.cells)}

    b.add("loglinear", loglinear_step, grid_cells=lambda _, out: out["grid"],
          observed_cells=lambda _, out: out["observed"])


def _workbench_step(b: _Bench) -> None:
    """The quick actions of the workbench's page over HTTP on a session of the Parquet
    file (sdcsql.workbench.timing): 95th percentile and largest answer."""
    if "workbench" not in b.wanted:
        return
    from ..workbench.timing import time_actions

    roles = {"keys": list(DEMO_KEYS), "weight": DEMO_WEIGHT, "household": DEMO_HOUSEHOLD,
             "numeric": ["income"]}
    b.add("workbench", lambda: time_actions(b.parquet, roles, {
        "variable": "age", "kind": "bands", "breaks": list(range(0, 90, 10))}),
        p95_seconds=lambda _, out: out["p95_seconds"],
        max_response_bytes=lambda _, out: out["max_response_bytes"],
        first_after_recode_seconds=lambda _, out: max(
            out["first_after_recode"].values()),
        slowest_first_seconds=lambda _, out: out["slowest_first"][1],
        within_targets=lambda _, out: out["within_targets"])


def _recode_steps(con: duckdb.DuckDBPyConnection, add: Callable[..., None],
                  result: BenchResult) -> None:
    """Risk after a recode (age in 10-year bands, marital status 3-5 merged): from the
    cell table of a problem whose risk is known (sdcsql.protect.regroup), and from the records
    (a recoded view, a new problem, its risk).  ``speedup`` = rescan / from cells."""
    from ..problem import Problem
    from ..protect.recode import Recode, apply_recodes
    from ..protect.regroup import regroup
    from ..risk.individual import compute_risk
    from ..spec import Spec

    recodes = [Recode("age", "bands", breaks=tuple(range(0, 90, 10))),
               Recode("marital_status", "map", groups=((3, (3, 4, 5)),))]
    spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT)

    def rescan() -> None:
        view = apply_recodes(con, "survey", recodes, spec)
        try:
            with Problem(view.name, spec, con=con) as p:
                compute_risk(p, ordered=False)
        finally:
            view.close()

    add("recode_rescan", rescan)
    done = {s["name"]: s["seconds"] for s in result.steps}
    with Problem("survey", spec, con=con) as p:
        compute_risk(p, ordered=False)      # the loop's state: the risk is known

        def from_cells() -> None:
            view = regroup(p, recodes)
            view.risk_summary()
            view.close()

        extra = ({"speedup": lambda seconds, _: done["recode_rescan"] / seconds}
                 if "recode_rescan" in done else {})
        add("recode_from_cells", from_cells, **extra)


def default_arx() -> Path | None:
    """``../shared/reference/arx/data`` beside the repository, when it exists."""
    path = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "arx" / "data"
    return path if (path / "adult.csv").is_file() else None


def _search_steps(con: duckdb.DuckDBPyConnection, add: Callable[..., None],
                  result: BenchResult, wanted: set[str]) -> None:
    """The optimal protection search on the reference's Adult data (30,162 records, 9
    keys, 12,960 nodes), k = 5, 4 % suppression, Loss, as a whole (reading the CSV, the
    distinct-cell table, the search): the nodes checked beside ARX's, and ARX's search CPU
    time over ours (``arx_speedup_cpu``, ours including the read)."""
    if "search_adult" not in wanted:
        return
    data = default_arx()
    if data is None:
        result.not_run["search_adult"] = ("the reference Adult data was not found beside the "
                                          "repository (../shared/reference/arx/data)")
        return
    from ..problem import Problem
    from ..spec import Spec

    def run() -> Any:
        with Problem(str(data / "adult.csv"), Spec(keys=list(ADULT_KEYS)), con=con) as p:
            return p.search(hierarchies=str(data), k=5, suppression_limit=0.04,
                            quality="loss")

    add("search_adult", run, nodes_checked=lambda seconds, out: out.nodes_checked,
        arx_nodes=lambda seconds, out: ARX_ADULT_NODES)
    if result.steps and result.steps[-1]["name"] == "search_adult":
        result.steps[-1]["arx_speedup_cpu"] = ARX_ADULT_CPU_SECONDS / result.steps[-1][
            "cpu_seconds"]


def _search_process_steps(con: duckdb.DuckDBPyConnection, add: Callable[..., None],
                          result: BenchResult, wanted: set[str], tmp: Path,
                          eusilc: str | Path | None, repeat: int, memory_limit: str,
                          threads: int | None) -> None:
    """The search at the fixed sizes of :data:`SEARCH_PROCESS_STEPS` (issue 27): the input
    CSV written once in ``tmp`` (not timed), then ``sdcsql search`` as a whole process
    (:func:`_best_process`: start-up, reading the CSV, the distinct-cell table, the
    traversal, the JSON written) and the search alone in this process (``Problem.search``
    on the problem already read: the distinct-cell table, the hierarchies, the
    traversal, the figures), each the best of ``repeat`` runs.  The step's ``seconds``,
    ``cpu_seconds`` and ``peak_rss_mb`` are the search's; ``process_*`` the whole
    process's; beside them ARX's figures and ARX's CPU time over ours
    (``arx_search_speedup_cpu``, ``arx_process_speedup_cpu``), the nodes checked, and
    ``same_optimum`` (1: the process's transformation is the one this process finds on
    the data, and for Adult the one at 1x, k = 5)."""
    names = [n for n in SEARCH_PROCESS_STEPS if n in wanted]
    if not names:
        return
    from ..problem import Problem
    from ..spec import Spec

    arx = default_arx()
    path = eusilc if eusilc is not None else default_eusilc()
    engine_args = ["--memory-limit", memory_limit] + (
        [] if threads is None else ["--threads", str(threads)])
    at_1x: list[int] | None = None
    for name in names:
        data, size = SEARCH_PROCESS_STEPS[name]
        if data == "adult" and arx is None:
            result.not_run[name] = ("the reference Adult data was not found beside the "
                                    "repository (../shared/reference/arx/data)")
            continue
        if data == "eusilc" and (path is None or not Path(path).is_file()):
            result.not_run[name] = (f"the eusilc CSV was not found ({path}); give --eusilc"
                                    if path else "the eusilc CSV was not found beside the "
                                    "repository (../shared/data/eusilc.csv); give --eusilc")
            continue
        if data == "adult" and at_1x is None:
            assert arx is not None
            with Problem(str(arx / "adult.csv"), Spec(keys=list(ADULT_KEYS)), con=con) as p:
                at_1x = p.search(hierarchies=str(arx), k=5, suppression_limit=0.04,
                                 quality="loss").transformation
        job = _SearchJob(name, data, size, tmp, arx, path)
        wall, cpu, peak, error = _best_process([*job.argv(), *engine_args], Path.cwd(),
                                               repeat, partial(job.json.unlink,
                                                               missing_ok=True))
        if error is not None:
            result.not_run[name] = f"sdcsql {' '.join(job.argv()[3:])}: {error}"
            job.csv.unlink()
            continue
        got = json.loads(job.json.read_text())
        with _insertion_order(con), warnings.catch_warnings():
            # eusilc's incomes are keys that the search bands (the child process prints it)
            warnings.simplefilter("ignore", ContinuousKeyWarning)
            p = Problem(str(job.csv), job.spec(), con=con)
        with p:
            add(name, job.in_process(p), nodes_checked=lambda _s, r: r.nodes_checked,
                records=lambda _s, r: r.table_.n_records)
        _data.forget_csv_conversions()
        job.csv.unlink()
        step = result.steps[-1]
        step.update({"same_optimum": float(got["transformation"] == job.found[0]
                                           and (data != "adult" or got["transformation"]
                                                == at_1x)),
                     "optimal": float(got["optimal"] and job.found[1]),
                     "process_nodes_checked": got["nodes_checked"],
                     "process_seconds": wall, "process_cpu_seconds": cpu,
                     "process_peak_mb": peak, "memory_limit_mb": _memory_mb(memory_limit)})
        if data == "adult" and size in ARX_ADULT_REPLICATED:
            arx_search, arx_process, arx_peak = ARX_ADULT_REPLICATED[size]
            step.update({"arx_nodes": ARX_ADULT_NODES,
                         "arx_search_cpu_seconds": arx_search,
                         "arx_search_speedup_cpu": arx_search / step["cpu_seconds"],
                         "arx_process_cpu_seconds": arx_process,
                         "arx_process_speedup_cpu": arx_process / cpu,
                         "arx_peak_mb": arx_peak})


class _SearchJob:
    """One step of :data:`SEARCH_PROCESS_STEPS`: its input CSV (written on creation),
    hierarchies, command line and in-process search."""

    def __init__(self, name: str, data: str, size: int, tmp: Path, arx: Path | None,
                 eusilc: str | Path | None) -> None:
        self.data, self.size = data, size
        self.csv, self.json = tmp / f"{name}.csv", tmp / f"{name}.json"
        self.found: tuple[list[int], bool] = ([], False)
        if data == "adult":
            assert arx is not None
            _replicate_csv(arx / "adult.csv", size, self.csv)
            self.hierarchies = arx
        else:
            assert eusilc is not None
            con = duckdb.connect()
            try:
                _write_eusilc_csv(con, Path(eusilc), size, self.csv)
            finally:
                con.close()
            self.hierarchies = tmp / f"{name}_hierarchies"
            self.hierarchies.mkdir(exist_ok=True)
            for key, lines in EUSILC_SEARCH_HIERARCHIES.items():
                (self.hierarchies / f"{key}.csv").write_text("\n".join(lines) + "\n")

    @property
    def keys(self) -> list[str]:
        return list(ADULT_KEYS if self.data == "adult" else EUSILC_SEARCH_KEYS)

    @property
    def max_risk(self) -> float:
        return EUSILC_SEARCH_RISK_RECORDS / self.size

    def spec(self) -> Any:
        from ..spec import Spec

        return Spec(keys=self.keys, weight=None if self.data == "adult" else "rb050")

    def argv(self) -> list[str]:
        import sys

        target = ["--k", str(5 * self.size)] if self.data == "adult" else [
            "--weight", "rb050", *(a for b in EUSILC_SEARCH_BANDS for a in ("--bands", b)),
            "--max-risk", repr(self.max_risk)]
        return [sys.executable, "-m", "sdcsql.cli", "search", str(self.csv), "--keys",
                ",".join(self.keys), "--hierarchies", str(self.hierarchies), *target,
                "--suppression-limit", "0.04", "--quality", "loss", "--json", str(self.json)]

    def in_process(self, problem: Any) -> Callable[[], Any]:
        options: dict[str, Any] = {"k": 5 * self.size} if self.data == "adult" else {
            "bands": list(EUSILC_SEARCH_BANDS), "max_risk": self.max_risk}

        def run() -> Any:
            r = problem.search(hierarchies=str(self.hierarchies), suppression_limit=0.04,
                               quality="loss", **options)
            self.found = (r.transformation, r.optimal)
            return r
        return run


def _memory_mb(limit: str) -> float:
    """A DuckDB memory limit (``2GB``, ``500MB``, ``1.5GiB``) in MB (1024 ** 2 bytes)."""
    import re

    m = re.fullmatch(r"\s*([\d.]+)\s*([KMGT]i?B)\s*", limit, flags=re.I)
    if m is None:
        raise InputError(f"memory limit {limit!r}: write a size such as 2GB or 500MB")
    unit = m.group(2).upper()
    power = "KMGT".index(unit[0]) + 1
    base = 1024 if "I" in unit else 1000
    return float(m.group(1)) * base ** power / 1024 ** 2


def _replicate_csv(source: Path, copies: int, out: Path) -> None:
    """``source`` (a CSV with a header) with its records written ``copies`` times, in
    order, byte for byte."""
    with open(source, "rb") as fh:
        header = fh.readline()
        body = fh.read()
    if body and not body.endswith(b"\n"):
        body += b"\n"
    with open(out, "wb") as fh:
        fh.write(header)
        for _ in range(copies):
            fh.write(body)


def _write_eusilc_csv(con: duckdb.DuckDBPyConnection, path: Path, rows: int,
                      out: Path) -> None:
    """eusilc replicated to ``rows`` rows by the recipe of ../shared/data/README.md
    (``sql/tools/bench/eusilc_replicated.sql``), written as CSV in the recipe's order."""
    with _insertion_order(con):
        con.sql(render("tools/bench/eusilc_replicated.sql"),
                params={"path": str(path), "rows": rows}).to_csv(str(out), header=True)


@contextlib.contextmanager
def _insertion_order(con: duckdb.DuckDBPyConnection) -> Iterator[None]:
    """DuckDB keeps the input's row order inside (as a new process's connection does:
    row numbers, the recipe's order), the connection's setting restored after."""
    before = con.execute("SELECT current_setting('preserve_insertion_order')").fetchall()[0][0]
    con.execute("SET preserve_insertion_order = true")
    try:
        yield
    finally:
        con.execute(f"SET preserve_insertion_order = {'true' if before else 'false'}")


def default_eusilc() -> Path | None:
    """``../shared/data/eusilc.csv`` beside the repository, when it exists."""
    path = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "eusilc.csv"
    return path if path.is_file() else None


def _microaggregation_steps(con: duckdb.DuckDBPyConnection, add: Callable[..., None],
                            result: BenchResult, wanted: set[str],
                            materialise: Callable[..., None], eusilc: str | Path | None,
                            repeat: int) -> None:
    """MDAV (k = 3 on eqIncome, hy040n, hy050n, hy090n) on replicated eusilc at 100,000
    and 1,000,000 rows, and Hansen-Mukherjee on 10M values: the whole method step, as
    sdcMicro's ``microaggregation`` call does it (the problem over the table, the
    checks, reading, grouping, the kernel, the protected table materialised, the
    summary: the registered method function that ``protect(method=...)`` dispatches
    to), with the kernel alone beside it (``kernel_seconds``) and, at 100,000 rows,
    sdcMicro's time over ours (``sdcmicro_speedup``, ``sdcmicro_speedup_cpu``) and the
    same step through ``protect()`` with the risk and utility measures it recomputes
    after every method (``with_measures_seconds``, ``with_measures_cpu_seconds``;
    issue 17 item 9, not part of microaggregation)."""
    import numpy as np

    from ..problem import Problem
    from ..protect.methods import METHODS, protect
    from ..spec import Spec
    from ..udfs import microaggregation as kernels

    incomes = ["eqIncome", "hy040n", "hy050n", "hy090n"]

    def step(table: str, method: str, numeric: list[str], keys: list[str],
             measures: bool = False) -> Callable[[], None]:
        def run() -> None:
            with Problem(table, Spec(keys=keys), con=con) as p:
                out = protect(p, method=method, k=3, numeric=numeric) if measures else \
                    METHODS[method].function(p, k=3, numeric=numeric)
                materialise(out.data.sql_query())
        return run

    def kernel(table: str, columns: list[str], fn: Callable[..., Any]) -> float:
        got = con.table(table).select(*columns).fetchnumpy()
        x = np.column_stack([got[c].astype(np.float64) for c in columns])
        fn(x[:1000])                                     # compiled once (cached) first
        return _timed(lambda: fn(x), repeat)[0]

    path = eusilc if eusilc is not None else default_eusilc()
    for name, n in (("mdav_eusilc_100k", 100_000), ("mdav_eusilc_1m", 1_000_000)):
        if name not in wanted:
            continue
        if path is None or not Path(path).is_file():
            result.not_run[name] = (f"the eusilc CSV was not found ({path}); give --eusilc"
                                    if path else "the eusilc CSV was not found beside the "
                                    "repository (../shared/data/eusilc.csv); give --eusilc")
            continue
        table = f"bench_eusilc_{n}"
        con.execute("SET preserve_insertion_order = true")   # the recipe's row order
        con.execute(f"CREATE OR REPLACE TABLE {table} AS "
                    + render("tools/bench/eusilc_replicated.sql"),
                    {"path": str(path), "rows": n})
        con.execute("SET preserve_insertion_order = false")
        alone = kernel(table, incomes, lambda x: kernels.mdav(x, 3))

        def constant(value: float) -> Callable[[float, Any], float]:
            return lambda seconds, _: value

        keys = ["db040", "hsize", "rb090", "age"]
        extra: dict[str, Callable[[float, Any], float]] = {"kernel_seconds": constant(alone)}
        if n == 100_000 and name in wanted:
            extra["sdcmicro_speedup"] = lambda seconds, _: SDCMICRO_MDAV_100K_SECONDS / seconds
            extra["sdcmicro_speedup_kernel"] = constant(SDCMICRO_MDAV_100K_SECONDS / alone)
            measured, _, _, measured_cpu = _timed(step(table, "mdav", incomes, keys, True),
                                                  repeat)
            extra["with_measures_seconds"] = constant(measured)
            extra["with_measures_cpu_seconds"] = constant(measured_cpu)
        add(name, step(table, "mdav", incomes, keys), **extra)
        if n == 100_000 and result.steps and result.steps[-1]["name"] == name:
            result.steps[-1]["sdcmicro_speedup_cpu"] = (SDCMICRO_MDAV_100K_SECONDS
                                                        / result.steps[-1]["cpu_seconds"])
        con.execute(f"DROP TABLE {table}")
    if "hm_10m" in wanted:
        con.execute("CREATE OR REPLACE TABLE bench_hm AS " + render("tools/bench/hm_values.sql"),
                    {"rows": 10_000_000})
        alone = kernel("bench_hm", ["x"], lambda x: kernels.hansen_mukherjee(x[:, 0], 3))
        add("hm_10m", step("bench_hm", "hansen_mukherjee", ["x"], ["key"]),
            kernel_seconds=lambda seconds, _: alone)
        con.execute("DROP TABLE bench_hm")


def _ru_candidates() -> list[Any]:
    """The 10 candidates: k, thresholds, age bands, alone and together."""
    from ..protect.recode import Recode
    from ..utility.ru_table import Candidate

    def bands(w: int) -> tuple[Recode, ...]:
        return (Recode("age", "bands", breaks=tuple(range(0, 100, w))),)

    return [Candidate("none"), Candidate("k3", k=3), Candidate("k5", k=5),
            Candidate("risk0.05", threshold=0.05), Candidate("rate0.1%", reid_rate=0.001),
            Candidate("age2", bands(2)), Candidate("age5", bands(5)),
            Candidate("age10", bands(10)), Candidate("age20", bands(20)),
            Candidate("age10_k3", bands(10), k=3)]


def _full_runs(con: duckdb.DuckDBPyConnection, candidates: list[Any],
               with_utility: bool = True) -> list[dict[str, Any]]:
    """Each candidate's figures from the records: the recoded file as a new problem,
    its risk step, the threshold or the records with fk < k (over that problem's own
    cells), and categories lost and the marginal loss (CTBIL over one-way tables) by
    the utility step against the input."""
    from ..problem import Problem
    from ..protect.recode import apply_recodes
    from ..risk.threshold import set_threshold
    from ..spec import Spec
    from ..utility.measures import utility

    spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT)
    rows = []
    for c in candidates:
        view = apply_recodes(con, "survey", list(c.recodes), spec)
        try:
            with Problem(view.name, spec, con=con) as p:
                s = p.risk(ordered=False).summary
                row: dict[str, Any] = {"sample_uniques": s.sample_uniques,
                                       "expected_reidentifications":
                                           s.expected_reidentifications}
                if c.k is not None:     # over this run's own cells of its records
                    row["unsafe"] = con.execute(render(
                        "utility/ru_table/below_k.sql", cells=p.cells_table(),
                        ks=[c.k])).fetchall()[0][0]
                elif c.threshold is not None or c.reid_rate is not None:
                    row["unsafe"] = set_threshold(p, risk=c.threshold,
                                                  reid_rate=c.reid_rate).unsafe_records
            if with_utility:
                u = utility("survey", view.name, keys=list(DEMO_KEYS),
                            measures=["categories", "ctbil"], ctbil_dimension=1, con=con)
                assert u.categories is not None and u.ctbil is not None
                row["categories_lost"] = sum(v["categories_lost"]
                                             for v in u.categories.by_variable.values())
                row["marginal_loss"] = u.ctbil.value
        finally:
            view.close()
        rows.append(row)
    return rows


def _figures_equal(fast: list[dict[str, Any]], slow: list[dict[str, Any]]) -> float:
    """1 when every figure of the full runs equals the table's (else an error)."""
    for a, b in zip(fast, slow, strict=True):
        assert a["sample_uniques"] == b["sample_uniques"], a["name"]
        assert math.isclose(a["expected_reidentifications"],
                            b["expected_reidentifications"], rel_tol=1e-12), a["name"]
        for f in ("categories_lost", "marginal_loss"):
            assert f not in b or a[f] == b[f], (a["name"], f)
        if "unsafe" in b:
            assert a["target"]["unsafe_records"] == b["unsafe"], a["name"]
    return 1.0


def _candidate_steps(con: duckdb.DuckDBPyConnection, add: Callable[..., None],
                     result: BenchResult) -> None:
    """The risk-utility table of 10 candidates (the figures from cells) against 10 full
    runs giving the same figures from the records (:func:`_full_runs`).  Both paths'
    figures are checked equal; ``speedup`` = full runs / table."""
    from ..problem import Problem
    from ..spec import Spec
    from ..utility.ru_table import ru_table

    candidates = _ru_candidates()

    def table() -> list[dict[str, Any]]:
        with Problem("survey", Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT), con=con) as p:
            return ru_table(p, candidates, cells_only=True).rows

    fast = table()
    add("full_runs_10", lambda: _full_runs(con, candidates),
        figures_equal=lambda _, slow: _figures_equal(fast, slow))
    done = {s["name"]: s for s in result.steps}
    extra: dict[str, Callable[[float, Any], float]] = {}
    if "full_runs_10" in done:
        full = done["full_runs_10"]
        extra["speedup"] = lambda seconds, _: full["seconds"] / seconds
        # the full runs without the utility step: the risk figures alone
        risk_only, _, slow, risk_only_cpu = _timed(
            lambda: _full_runs(con, candidates, with_utility=False), result.repeat)
        _figures_equal(fast, slow)
        extra["risk_only_seconds"] = lambda *_: risk_only
        extra["speedup_risk_only"] = lambda seconds, _: risk_only / seconds
        # CPU time of the process (every thread): steadier on shared cores
        extra["risk_only_cpu_seconds"] = lambda *_: risk_only_cpu
    add("candidates_10", table, **extra)
    if "full_runs_10" in done and result.steps[-1]["name"] == "candidates_10":
        step = result.steps[-1]
        step["speedup_cpu"] = done["full_runs_10"]["cpu_seconds"] / step["cpu_seconds"]
        step["speedup_risk_only_cpu"] = step["risk_only_cpu_seconds"] / step["cpu_seconds"]


def write_json(result: BenchResult | WholeProcessResult, path: str | Path) -> None:
    _write_json(path, result.to_json())


# ------------------------------------------------------------------ whole processes
#: sdcMicro 5.8.1's whole process (R's start-up, reading the CSV, the call; it writes
#: nothing) on this machine type, from ../shared/data/README.md: (step, rows) -> (best,
#: worst, clock, where).  "side by side" figures were measured on a shared, slower machine
#: of the same type, alternated with sdcsql; the ratio uses the best (lowest) figure.
SDCMICRO_WHOLE_PROCESS: dict[tuple[str, int], tuple[float, float, str, str]] = {
    ("mdav", 14_827): (1.8, 1.8, "wall", "median of 3"),
    ("mdav", 100_000): (SDCMICRO_MDAV_100K_SECONDS, SDCMICRO_MDAV_100K_SECONDS, "wall",
                        "median of 3"),
    ("risk_households", 1_000_000): (12.1, 12.1, "wall", "median of 3"),
    ("risk_households", 5_000_000): (56.8, 56.8, "wall", "median of 3"),
    ("kanon_k3", 14_827): (41.0, 41.0, "wall", "median of 3"),
    ("kanon_k3", 100_000): (167.0, 167.0, "wall", "median of 3"),
    ("rank_swap", 100_000): (7.2, 9.0, "wall", "side by side"),
    ("rank_swap", 1_000_000): (214.5, 214.5, "wall", "side by side"),
    ("pram", 100_000): (10.7, 16.9, "wall", "side by side"),
    ("pram", 1_000_000): (31.1, 31.1, "wall", "side by side"),
    ("noise", 1_000_000): (9.9, 9.9, "wall", "side by side"),
    ("ldiversity", 1_000_000): (8.6, 8.6, "wall", "side by side"),
    ("suda2_6", 1_000_000): (10.9, 12.5, "cpu", "side by side"),
    ("suda2_9", 1_000_000): (26.8, 26.8, "cpu", "side by side"),
}

#: sdcMicro's call alone (no start-up, no reading), where the README gives no whole
#: process: with R's start-up (:data:`R_STARTUP_SECONDS`) a lower bound of its whole process
SDCMICRO_CALL_ONLY: dict[tuple[str, int], float] = {
    ("suda2_6", 100_000): 0.27, ("suda2_6", 1_000_000): 2.9, ("suda2_9", 1_000_000): 10.2,
    ("risk_households", 100_000): 1.4,
}
R_STARTUP_SECONDS = 0.75

_INCOMES = "eqIncome,hy040n,hy050n,hy090n"
_EUSILC_KEYS_6 = "db040,hsize,rb090,age,pb220a,pl030"
_EUSILC_KEYS_4 = "db040,hsize,rb090,age"
_DEMO_KEYS_9 = ",".join([*DEMO_KEYS, "employment_status", "household_type", "urban"])

#: step -> (the data it reads: "eusilc" replicated or the "demo" survey, the command's
#: arguments with {data} and {out}); the tasks of sdcMicro's table in
#: ../shared/data/README.md, as a user runs them (the figures after a method included)
WHOLE_PROCESS_STEPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "mdav": ("eusilc", ("protect", "{data}", "--keys", _EUSILC_KEYS_4, "--method", "mdav",
                        "--numeric", _INCOMES, "--k", "3", "--out", "{out}")),
    "suda2_6": ("demo", ("risk", "{data}", "--keys", ",".join(DEMO_KEYS), "--measures",
                         "suda2", "--out", "{out}")),
    "suda2_9": ("demo", ("risk", "{data}", "--keys", _DEMO_KEYS_9, "--measures", "suda2",
                         "--out", "{out}")),
    "rank_swap": ("eusilc", ("protect", "{data}", "--keys", _EUSILC_KEYS_4, "--method",
                             "rank_swap", "--numeric", _INCOMES, "--seed", "1",
                             "--out", "{out}")),
    "pram": ("eusilc", ("protect", "{data}", "--keys", _EUSILC_KEYS_4, "--method", "pram",
                        "--pram-variables", "db040,rb090", "--retention", "0.8", "--seed", "1",
                        "--out", "{out}")),
    "noise": ("eusilc", ("protect", "{data}", "--keys", _EUSILC_KEYS_4, "--method", "noise",
                         "--numeric", _INCOMES, "--noise", "0.1", "--seed", "1",
                         "--out", "{out}")),
    "risk_households": ("eusilc", ("risk", "{data}", "--keys", _EUSILC_KEYS_6, "--weight",
                                   "rb050", "--household", "db030", "--out", "{out}")),
    "kanon_k3": ("eusilc", ("protect", "{data}", "--keys", _EUSILC_KEYS_6, "--k", "3",
                            "--accept-leaks", "--out", "{out}")),
    "ldiversity": ("eusilc", ("risk", "{data}", "--keys", _EUSILC_KEYS_4, "--measures",
                              "ldiversity", "--sensitive", "pl030", "--out", "{out}")),
}


@dataclass
class WholeProcessResult(Result):
    """``sdcsql bench --whole-process``: each step as a user runs it, a new process
    (start-up, reading the CSV, the method, the figures after it, writing the CSV)."""

    rows: int
    repeat: int
    startup_seconds: float          #: ``sdcsql --version``, the least of the runs
    startup_cpu_seconds: float
    steps: list[dict[str, Any]] = field(default_factory=list)
    not_run: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"mode": "whole_process", "rows": self.rows, "repeat": self.repeat,
                "startup_seconds": self.startup_seconds,
                "startup_cpu_seconds": self.startup_cpu_seconds, "steps": self.steps,
                "not_run": self.not_run}

    def table(self) -> str:
        lines = [f"rows: {self.rows:,}   whole processes, best of {self.repeat}   start-up "
                 f"(sdcsql --version): {self.startup_seconds:.3f} s, "
                 f"{self.startup_cpu_seconds:.3f} CPU s",
                 f"{'step':<17}{'seconds':>9}{'CPU s':>9}{'peak MB':>9}{'sdcMicro s':>12}"
                 f"{'x sdcMicro':>12}{'x (CPU)':>9}  compared"]
        for s in self.steps:
            peer = s.get("sdcmicro_seconds")
            lines.append(
                f"{s['name']:<17}{s['seconds']:>9.2f}{s['cpu_seconds']:>9.2f}"
                f"{s['peak_rss_mb']:>9.0f}"
                + (f"{peer:>12.2f}{s['sdcmicro_speedup']:>12.1f}"
                   f"{s['sdcmicro_speedup_cpu']:>9.1f}  {s['compared']}"
                   if peer is not None else f"{'-':>12}{'-':>12}{'-':>9}  {s['compared']}"))
        lines += [f"{name:<17}not run: {why}" for name, why in self.not_run.items()]
        return "\n".join(lines)


def _run_process(argv: list[str], cwd: Path) -> tuple[float, float, float, int, str]:
    """Run ``argv`` as a new process: wall seconds, CPU seconds (user + system, its
    own), peak resident set (MB), exit code and the last line of its standard error.

    The peak is the child's own high-water mark (``VmHWM`` of ``/proc/PID/status``, read
    every 10 ms until it exits; a high-water mark, so only a peak in its last 10 ms can
    be missed): ``wait4``'s ``ru_maxrss`` also counts the memory of this process when
    the child was started (Linux folds the replaced address space's high-water mark in at
    ``exec``), which after writing a 10M-row input is most of it.  Where ``/proc`` cannot
    be read, ``ru_maxrss``."""
    import os
    import subprocess

    peak_kb = 0
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err)
        status_file = f"/proc/{proc.pid}/status"
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            peak_kb = max(peak_kb, _hwm_kb(status_file))
            time.sleep(0.01)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        lines = err.read().decode(errors="replace").strip().splitlines()
    return (wall, usage.ru_utime + usage.ru_stime,
            (peak_kb or usage.ru_maxrss) / 1024.0, proc.returncode,
            lines[-1] if lines else "")


def _hwm_kb(status_file: str) -> int:
    """``VmHWM`` (kB) of a ``/proc/PID/status`` file, 0 when it cannot be read."""
    try:
        with open(status_file) as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def _best_process(argv: list[str], cwd: Path, repeat: int,
                  before: Callable[[], None]) -> tuple[float, float, float, str | None]:
    """``argv`` run ``repeat`` times as a new process (``before`` each run): the least
    wall and the least CPU seconds, the largest peak resident set (MB), and None; or,
    when a run fails, ``exit CODE: last line of its standard error`` last."""
    best = best_cpu = math.inf
    peak = 0.0
    for _ in range(repeat):
        before()
        wall, cpu, rss, code, last = _run_process(argv, cwd)
        if code != 0:
            return best, best_cpu, peak, f"exit {code}: {last}"
        best, best_cpu, peak = min(best, wall), min(best_cpu, cpu), max(peak, rss)
    return best, best_cpu, peak, None


def _sdcmicro(name: str, rows: int, seconds: float, cpu: float) -> dict[str, Any]:
    """sdcMicro's figure for the step at ``rows`` and sdcMicro's time over ours."""
    if (name, rows) in SDCMICRO_WHOLE_PROCESS:
        best, worst, clock, where = SDCMICRO_WHOLE_PROCESS[(name, rows)]
        ours = cpu if clock == "cpu" else seconds
        return {"sdcmicro_seconds": best, "sdcmicro_worst_seconds": worst,
                "sdcmicro_speedup": best / ours, "sdcmicro_speedup_cpu": best / cpu,
                "compared": f"{clock} time, sdcMicro's whole process ({where})"}
    if (name, rows) in SDCMICRO_CALL_ONLY:
        bound = SDCMICRO_CALL_ONLY[(name, rows)] + R_STARTUP_SECONDS
        return {"sdcmicro_seconds": bound, "sdcmicro_speedup": bound / seconds,
                "sdcmicro_speedup_cpu": bound / cpu,
                "compared": "a lower bound: sdcMicro's call + R's start-up, reading not "
                            "counted"}
    return {"compared": "no sdcMicro figure at this size"}


def run_whole_process(rows: int = 100_000, steps: list[str] | None = None, repeat: int = 3,
                      threads: int | None = None, memory_limit: str | None = None,
                      eusilc: str | Path | None = None,
                      progress: Callable[[str], None] | None = None) -> WholeProcessResult:
    """Time each step of :data:`WHOLE_PROCESS_STEPS` as a user runs it: ``sdcsql`` in a
    new process (this interpreter, ``-m sdcsql.cli``), reading a CSV of ``rows`` rows and
    writing one, with sdcMicro's whole-process time from ../shared/data/README.md where it
    gives one for the same task and size.  The inputs are written first (not timed): the
    demo survey and eusilc replicated by the README's recipe (``eusilc``, default
    ../shared/data/eusilc.csv; without it the eusilc steps are not run).  Each step runs
    ``repeat`` times; the least wall and the least CPU time count."""
    import sys

    if not isinstance(repeat, int) or repeat < 1:
        raise InputError(f"repeat must be a positive integer, got {repeat!r}")
    wanted = list(WHOLE_PROCESS_STEPS) if steps is None else list(steps)
    unknown = [s for s in wanted if s not in WHOLE_PROCESS_STEPS]
    if unknown:
        raise InputError(f"steps: unknown whole-process step {unknown[0]!r}; the steps are "
                         f"{', '.join(WHOLE_PROCESS_STEPS)}")
    say = progress or (lambda msg: None)
    sdcsql = [sys.executable, "-m", "sdcsql.cli"]
    cwd = Path.cwd()          # a checkout's code when run from it, as ``python -m`` finds it
    engine_args = ([] if threads is None else ["--threads", str(threads)]) + \
        ([] if memory_limit is None else ["--memory-limit", memory_limit])
    path = eusilc if eusilc is not None else default_eusilc()
    result = WholeProcessResult(rows=rows, repeat=repeat, startup_seconds=math.inf,
                                startup_cpu_seconds=math.inf)
    with tempfile.TemporaryDirectory(prefix="sdcsql-bench-") as tmp:
        inputs: dict[str, Path] = {}
        con = duckdb.connect()
        try:
            if any(WHOLE_PROCESS_STEPS[s][0] == "demo" for s in wanted):
                say(f"writing {rows:,} demo rows to CSV")
                inputs["demo"] = Path(tmp) / "demo.csv"
                demo_relation(con, rows, seed=2026, null_rate=0.0).to_csv(
                    str(inputs["demo"]), header=True)
            if any(WHOLE_PROCESS_STEPS[s][0] == "eusilc" for s in wanted) and path is not None \
                    and Path(path).is_file():
                say(f"writing eusilc replicated to {rows:,} rows to CSV")
                inputs["eusilc"] = Path(tmp) / "eusilc.csv"
                _write_eusilc_csv(con, Path(path), rows, inputs["eusilc"])
        finally:
            con.close()
        for _ in range(repeat):
            wall, cpu, _, code, last = _run_process([*sdcsql, "--version"], cwd)
            if code != 0:
                raise InputError(f"sdcsql --version failed: {last}")
            result.startup_seconds = min(result.startup_seconds, wall)
            result.startup_cpu_seconds = min(result.startup_cpu_seconds, cpu)
        out = Path(tmp) / "out.csv"
        for name in wanted:
            data, args = WHOLE_PROCESS_STEPS[name]
            if data not in inputs:
                result.not_run[name] = (f"the eusilc CSV was not found ({path}); give --eusilc"
                                        if path else "the eusilc CSV was not found beside the "
                                        "repository (../shared/data/eusilc.csv); give --eusilc")
                continue
            argv = [*sdcsql, *(a.format(data=inputs[data], out=out) for a in args),
                    *engine_args]
            say(f"{name}: {' '.join(argv[3:])}")
            best, best_cpu, peak, error = _best_process(argv, cwd, repeat,
                                                        lambda: out.unlink(missing_ok=True))
            if error is not None:
                result.not_run[name] = error
                continue
            result.steps.append({"name": name, "seconds": best, "cpu_seconds": best_cpu,
                                 "peak_rss_mb": peak, "command": "sdcsql " + " ".join(args),
                                 **_sdcmicro(name, rows, best, best_cpu)})
    return result
