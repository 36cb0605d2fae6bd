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

import resource
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from .. import data as _data
from .._sql import render
from ..data import Result, write
from ..data import write_json as _write_json
from ..errors import InputError
from ..udfs.individual import register_risk_udfs, risk_udf
from .demo import DEMO_HOUSEHOLD, DEMO_KEYS, DEMO_WEIGHT, demo_relation

__all__ = ["run_bench", "BenchResult"]

#: Step names are stable once they exist (other tools read the JSON).
STEP_NAMES = ("frequencies", "frequencies_wildcard", "risk_pipeline", "risk_udf",
              "threshold_reid_rate", "suppress_reid_rate", "suppress_k3", "recode_from_cells",
              "risk_pipeline_parquet", "recode_rescan", "risk_pipeline_csv", "suda2_6",
              "suda2_9", "ldiversity", "loglinear")


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

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "engine": self.engine, "repeat": self.repeat,
                "baseline_seconds": self.baseline_seconds, "steps": self.steps}

    def table(self) -> str:
        lines = [f"rows: {self.rows:,}   engine: {self.engine}   best of {self.repeat}   "
                 f"baseline (GROUP BY + join back): {self.baseline_seconds:.3f} s",
                 f"{'step':<24}{'seconds':>10}{'ratio':>9}{'peak RSS MB':>14}  extra"]
        for s in self.steps:
            extra = ", ".join(
                f"{k}={v:,.2f}" if k.endswith(("ratio", "seconds")) else f"{k}={v:,.0f}"
                for k, v in s.items() if k not in ("name", "seconds", "ratio", "peak_rss_mb"))
            lines.append(f"{s['name']:<24}{s['seconds']:>10.3f}{s['ratio']:>9.2f}"
                         f"{s['peak_rss_mb']:>14.0f}  {extra}")
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


def run_bench(rows: int = 1_000_000, memory_limit: str = "2GB", threads: int | None = None,
              seed: int = 2026, repeat: int = 3,
              progress: Callable[[str], None] | None = None,
              steps: list[str] | None = None) -> BenchResult:
    """Generate demo data of ``rows`` rows and time every step that exists.

    Each step and the baseline run ``repeat`` times; the best time counts (the
    machines are noisy, and the best run is the one least disturbed).  ``steps``
    limits the run to the named steps (the baseline always runs).
    """
    if not isinstance(repeat, int) or repeat < 1:
        raise InputError(f"repeat must be a positive integer, got {repeat!r}")
    wanted = set(STEP_NAMES if steps is None else steps)
    unknown = sorted(wanted - set(STEP_NAMES))
    if unknown:
        raise InputError(f"steps: unknown step {unknown[0]!r}; the steps are "
                         f"{', '.join(STEP_NAMES)}")
    from ..problem import Problem
    from ..protect.local_suppression import protect
    from ..risk.threshold import set_threshold
    from ..spec import Spec

    say = progress or (lambda msg: None)
    with tempfile.TemporaryDirectory(prefix="sdcsql-bench-") as tmp:
        con = duckdb.connect(str(Path(tmp) / "bench.duckdb"))
        con.execute("SET memory_limit = $m", {"m": memory_limit})
        con.execute("SET temp_directory = $d", {"d": str(Path(tmp) / "spill")})
        con.execute("SET preserve_insertion_order = false")
        if threads:
            con.execute(f"SET threads = {int(threads)}")
        say(f"generating {rows:,} demo rows (complete keys)")
        demo_relation(con, rows, seed=seed, null_rate=0.0).create("survey")
        if "frequencies_wildcard" in wanted:
            say(f"generating {rows:,} demo rows (5% with NULL keys over 8 masks)")
            demo_relation(con, rows, seed=seed, null_rate=0.05, null_masks=8).create("survey_na")
        parquet = Path(tmp) / "survey.parquet"
        if "risk_pipeline_parquet" in wanted:
            say(f"writing {rows:,} rows to Parquet")
            con.table("survey").to_parquet(str(parquet))
        csv_in = Path(tmp) / "survey.csv"
        if "risk_pipeline_csv" in wanted:
            say(f"writing {rows:,} rows to CSV")
            con.table("survey").to_csv(str(csv_in), header=True)
        con.execute("CHECKPOINT")

        def cell_values(cells: str) -> None:
            con.execute("CREATE OR REPLACE TABLE bench_cells AS "
                        + render("tools/bench/cell_values.sql", cells=cells))

        def materialise(sql: str, params: dict | None = None) -> None:
            con.execute(f"CREATE OR REPLACE TEMP TABLE bench_out AS {sql}", params or {})
            con.execute("DROP TABLE bench_out")

        # Warm-up on 1,000 rows: one-time costs of a process (lazy imports such as
        # pandas, which DuckDB loads on the first Arrow scan) stay out of the timings.
        warm_spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD)
        with Problem(demo_relation(con, 1000, seed=seed), warm_spec, con=con) as warm:
            warm.risk()

        say("baseline")
        baseline, _, _, _ = _timed(lambda: materialise(_baseline_sql("survey")), repeat)
        result = BenchResult(rows=rows, engine="duckdb", baseline_seconds=baseline, repeat=repeat)

        def add(name: str, fn: Callable[[], Any], **extra: Callable[[float, Any], float]) -> None:
            assert name in STEP_NAMES, name
            if name not in wanted:
                return
            say(name)
            seconds, peak, out, cpu = _timed(fn, repeat)
            step = {"name": name, "seconds": seconds, "ratio": seconds / baseline,
                    "peak_rss_mb": peak, "cpu_seconds": cpu}
            step.update({k: f(seconds, out) for k, f in extra.items()})
            result.steps.append(step)

        def frequencies(table: str) -> None:
            with Problem(table, Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT), con=con) as p:
                materialise(p.records(ordered=False).sql_query())

        add("frequencies", lambda: frequencies("survey"))
        add("frequencies_wildcard", lambda: frequencies("survey_na"))

        def risk_pipeline() -> None:
            # cells, risk UDF, join back with household risk, summary (unordered, as the baseline)
            spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD)
            with Problem("survey", spec, con=con) as p:
                result = p.risk(ordered=False)
                materialise(result.records.sql_query())
                cell_values(p.cells_table())

        add("risk_pipeline", risk_pipeline)

        def risk_pipeline_parquet() -> None:
            # from a Parquet file to a Parquet file, as a batch job runs: no Python arrays
            # of records (the peak RSS column shows it); DuckDB spills past memory_limit
            spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD)
            with Problem(parquet, spec, con=con) as p:
                write(p.risk(ordered=False).records, Path(tmp) / "risk.parquet")

        add("risk_pipeline_parquet", risk_pipeline_parquet)

        def risk_pipeline_csv() -> None:
            # the same from a CSV file, which is read once (converted to a private Parquet
            # file); each run converts it anew
            _data.forget_csv_conversions()
            spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT, household=DEMO_HOUSEHOLD)
            with Problem(csv_in, spec, con=con) as p:
                write(p.risk(ordered=False).records, Path(tmp) / "risk.parquet")

        def to_parquet_step(seconds: float, _: Any) -> float:
            done = {s["name"]: s["seconds"] for s in result.steps}
            return seconds / done["risk_pipeline_parquet"]

        add("risk_pipeline_csv", risk_pipeline_csv,
            **({"parquet_ratio": to_parquet_step} if "risk_pipeline_parquet" in wanted else {}))
        cpu = {s["name"]: s["cpu_seconds"] for s in result.steps}
        if {"risk_pipeline_parquet", "risk_pipeline_csv"} <= cpu.keys():
            result.steps[-1]["parquet_cpu_ratio"] = (cpu["risk_pipeline_csv"]
                                                     / cpu["risk_pipeline_parquet"])
        _data.forget_csv_conversions()
        if "risk_udf" in wanted and "risk_pipeline" not in wanted:
            with Problem("survey", Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT), con=con) as p:
                cell_values(p.cells_table())

        # The Arrow UDF alone, on the cell arrays repeated to at least a million cells;
        # DuckDB's own chunked calls (2,048 rows each, GIL-bound) are reported beside it.
        if "risk_udf" in wanted:
            n_cells = con.table("bench_cells").shape[0]
            copies = max(1, -(-1_000_000 // max(n_cells, 1)))
            con.execute("CREATE OR REPLACE TABLE bench_udf_in AS " + render(
                "tools/bench/udf_input.sql", cell_values="bench_cells", copies=copies))
            arrays = con.table("bench_udf_in").to_arrow_table()
            udf = risk_udf("exact")
            total = arrays.num_rows
            register_risk_udfs(con)
            in_duckdb, _, _, _ = _timed(lambda: con.execute(render(
                "tools/bench/udf_sum.sql", udf_input="bench_udf_in")).fetchall(), repeat)
            add("risk_udf",
                lambda: udf(arrays.column("fk").combine_chunks(),
                            arrays.column("Fk_hat").combine_chunks()),
                cells_per_second=lambda seconds, _: total / seconds,
                duckdb_chunked_cells_per_second=lambda seconds, _: total / in_duckdb)

        def threshold_reid_rate() -> None:
            with Problem("survey", Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT), con=con) as p:
                set_threshold(p, reid_rate=0.001)

        def suppress(**target: Any) -> Callable[[], None]:
            def run() -> None:
                spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT)
                with Problem("survey", spec, con=con) as p:
                    result = protect(p, **target)
                    materialise(result.data.sql_query())
            return run

        add("threshold_reid_rate", threshold_reid_rate)
        add("suppress_reid_rate", suppress(reid_rate=0.001))
        add("suppress_k3", suppress(k=3))
        if wanted & {"recode_rescan", "recode_from_cells"}:
            _recode_steps(con, add, result)

        def suda2_step(keys: list[str]) -> Callable[[], None]:
            # every MSU, scores, DIS-SUDA and contributions; the records materialised
            def run() -> None:
                from ..risk.suda2 import suda2

                with Problem("survey", Spec(keys=keys), con=con) as p:
                    materialise(suda2(p).records.sql_query())
            return run

        add("suda2_6", suda2_step(list(DEMO_KEYS)))
        add("suda2_9", suda2_step([*DEMO_KEYS, "employment_status", "household_type", "urban"]))

        def ldiversity_step() -> None:
            # distinct, entropy and recursive l-diversity of employment status (a variable
            # the six keys do not include), every record's measures materialised
            from ..risk.ldiversity import ldiversity

            spec = Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT, sensitive=["employment_status"])
            with Problem("survey", spec, con=con) as p:
                ldiversity(p)

        add("ldiversity", ldiversity_step)

        def loglinear_step() -> dict[str, Any]:
            # main effects fitted on the full grid of the keys' observed levels (IPF):
            # one GROUP BY over the records, then work per cell
            from ..risk.loglinear import loglinear

            with Problem("survey", Spec(keys=list(DEMO_KEYS), weight=DEMO_WEIGHT), con=con) as p:
                fit = loglinear(p)
                return {"grid": fit.summary["n_cells"], "observed": len(fit.cells)}

        add("loglinear", loglinear_step, grid_cells=lambda _, out: out["grid"],
            observed_cells=lambda _, out: out["observed"])
        con.close()
    return result


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


def write_json(result: BenchResult, path: str | Path) -> None:
    _write_json(path, result.to_json())
