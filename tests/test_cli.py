"""The command line, end to end (run in the test process: tests/cli_run.py): happy paths
and likely mistakes."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from .cli_run import sdcsql
from .conftest import shared_file

REPO = Path(__file__).resolve().parents[1]
DEMO = REPO / "data" / "demo_survey.csv"
DEMO_KEYS = "region,sex,age,marital_status,citizenship,education"


def test_risk_on_demo_writes_every_row_and_column(tmp_path):
    out, summary = tmp_path / "risk.csv", tmp_path / "summary.json"
    res = sdcsql("risk", str(DEMO), "--keys", DEMO_KEYS, "--weight", "weight",
                 "--household", "household_id", "--out", str(out), "--summary-json", str(summary))
    assert res.returncode == 0, res.stderr
    with open(DEMO) as fh:
        original = list(csv.reader(fh))
    with open(out) as fh:
        written = list(csv.reader(fh))
    assert written[0] == original[0] + ["fk", "Fk", "risk", "household_risk"]
    assert len(written) == len(original)
    n_in = len(original[0])
    # every input value unchanged and in input order (numbers compared as numbers)
    for a, b in zip(original[1:], written[1:], strict=True):
        assert [float(x) if x else None for x in a] == [float(x) if x else None for x in b[:n_in]]
    figures = json.loads(summary.read_text())
    for key in ("n", "n_cells", "sample_uniques", "expected_reidentifications",
                "reidentification_rate", "max_risk", "benchmark_high_risk",
                "household_expected_reidentifications", "household_reidentification_rate",
                "k_anonymity_violations"):
        assert key in figures
    assert figures["n"] == len(original) - 1
    assert sum(float(r[n_in + 2]) for r in written[1:]) == pytest.approx(
        figures["expected_reidentifications"], rel=1e-12)


def test_risk_parquet_output_has_fk_and_Fk_hat_and_reads_in_duckdb_as_written(tmp_path):
    """Issue 24 item 21 (e): a Parquet output names the population frequency Fk_hat (no
    two names equal up to case), so DuckDB reads it without renaming it Fk_1; a CSV
    output keeps the header fk, Fk (docs/decisions/0001-fk-column-names.md)."""
    import duckdb
    import pyarrow.parquet as pq

    out = tmp_path / "risk.parquet"
    res = sdcsql("risk", str(shared_file("data", "francdat.csv")), "--keys", "Key1,Key2,Key3,Key4",
                 "--weight", "w", "--method", "sdcmicro", "--out", str(out))
    assert res.returncode == 0, res.stderr
    t = pq.read_table(out)
    assert t.column_names[-3:] == ["fk", "Fk_hat", "risk"]
    assert t.column("Fk_hat").to_pylist() == [110, 84.5, 84.5, 17, 541, 8, 5, 110]
    rel = duckdb.read_parquet(str(out))
    assert rel.columns == t.column_names
    assert [r[0] for r in rel.select('"Fk_hat"').fetchall()] == [110, 84.5, 84.5, 17, 541, 8,
                                                                5, 110]
    csv_out = tmp_path / "risk.csv"
    res = sdcsql("risk", str(shared_file("data", "francdat.csv")), "--keys", "Key1,Key2,Key3,Key4",
                 "--weight", "w", "--method", "sdcmicro", "--out", str(csv_out))
    assert csv_out.read_text().splitlines()[0].endswith(",fk,Fk,risk")


def test_missing_mode_and_na_codes(tmp_path):
    data = tmp_path / "in.csv"
    data.write_text("age,sex,w\n30,1,1\n98,1,2\n30,1,3\n99,2,4\n")
    out = tmp_path / "out.csv"
    res = sdcsql("risk", str(data), "--keys", "age,sex", "--weight", "w", "--na-codes", "age=98,99",
                 "--missing", "wildcard", "--out", str(out))
    assert res.returncode == 0, res.stderr
    with open(out) as fh:
        rows = list(csv.DictReader(fh))
    assert [r["fk"] for r in rows] == ["3", "3", "3", "1"]
    assert [r["age"] for r in rows] == ["30", "98", "30", "99"]   # input values kept


@pytest.mark.parametrize("args, message", [
    (["--keys", "region,sexx", "--weight", "weight"],
     "'sexx' is not in the input; did you mean 'sex'"),
    (["--keys", "region", "--weight", "age", "--missing", "sometimes"],
     "unknown missing-value convention"),
    (["--keys", "region", "--method", "fast"], "unknown risk method 'fast'"),
    (["--keys", "region", "--na-codes", "age"], "COLUMN=V1,V2"),
])
def test_user_mistakes_exit_1_with_one_line(tmp_path, args, message):
    res = sdcsql("risk", str(DEMO), *args, "--out", str(tmp_path / "o.csv"))
    assert res.returncode == 1
    assert message in res.stderr
    assert res.stderr.count("\n") <= 3      # usage line at most, plus the error
    assert not (tmp_path / "o.csv").exists()


def test_missing_input_file_and_bad_output_suffix(tmp_path):
    res = sdcsql("risk", str(tmp_path / "nope.csv"), "--keys", "a",
                 "--out", str(tmp_path / "o.csv"))
    assert res.returncode == 1 and "does not exist" in res.stderr
    res = sdcsql("risk", str(DEMO), "--keys", "region", "--out", str(tmp_path / "o.xlsx"))
    assert res.returncode == 1 and ".csv or .parquet" in res.stderr
    assert list(tmp_path.iterdir()) == []


def test_demo_command_is_deterministic(tmp_path):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    assert sdcsql("demo", "--rows", "300", "--out", str(a)).returncode == 0
    assert sdcsql("demo", "--rows", "300", "--out", str(b)).returncode == 0
    assert a.read_bytes() == b.read_bytes()
    assert len(a.read_text().splitlines()) == 301


def test_committed_demo_file_is_the_generators_output(tmp_path):
    out = tmp_path / "demo.csv"
    assert sdcsql("demo", "--rows", "5000", "--out", str(out)).returncode == 0
    assert out.read_bytes() == DEMO.read_bytes()


def test_help_has_an_example_for_every_command():
    from sdcsql.cli import build_parser

    commands = build_parser()._subparsers._group_actions[0].choices  # noqa: SLF001
    assert {"run", "argus"} <= set(commands)
    for cmd in commands:
        res = sdcsql(cmd, "--help")
        assert res.returncode == 0 and "example:" in res.stdout


HEAVY = ("duckdb", "numpy", "scipy", "pyarrow", "jinja2", "numba", "pandas", "polars",
         "pyspark", "matplotlib")


@pytest.mark.parametrize("argv", [["--version"], ["--help"], []])
def test_version_and_help_import_nothing_heavy(argv):
    """``sdcsql --version`` and ``--help`` (and a bare ``sdcsql``, a usage error) start at
    once: no engine, numeric library or step module is imported to print them."""
    code = ("import sys, sdcsql.cli\n"
            "try:\n"
            f"    code = sdcsql.cli.main({argv!r})\n"
            "except SystemExit as exc:\n"
            "    code = exc.code\n"
            "print(code, sorted(m for m in sys.modules if m.split('.')[0] in "
            f"{HEAVY!r} or m.startswith(('sdcsql.risk', 'sdcsql.protect', 'sdcsql.utility', "
            "'sdcsql.pipeline', 'sdcsql.data', 'sdcsql.engines', 'sdcsql.formats'))))\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    status, imported = res.stdout.strip().splitlines()[-1].split(" ", 1)
    assert status == ("1" if not argv else "0")
    assert imported == "[]"
    # the subcommand's own arguments are still declared when it is parsed
    res = sdcsql("risk", "--help")
    assert res.returncode == 0 and "--keys" in res.stdout and "--method" in res.stdout


#: modules a command loads only when its work needs them: numba (a compiled kernel's
#: first call), scipy's special functions and k-d trees (normal draws, MDAV, linkage)
LOADED_WHEN_USED = ("numba", "llvmlite", "scipy.special", "scipy.spatial", "scipy.linalg",
                    "sdcsql.udfs.rank_swap_fast", "sdcsql.udfs.suda2_fast",
                    "sdcsql.udfs.microaggregation_fast")


def _imported_by(code: str) -> list[str]:
    """The modules of :data:`LOADED_WHEN_USED` that ``code`` (run in a new interpreter,
    the working directory this checkout's root) imports."""
    probe = (f"import sys\n{code}\n"
             f"print(sorted(m for m in {LOADED_WHEN_USED!r} if m in sys.modules))\n")
    res = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[1])
    return json.loads(res.stdout.strip().splitlines()[-1].replace("'", '"'))


@pytest.mark.parametrize("argv", [
    ["protect", "d.csv", "--keys", "a", "--method", "pram", "--pram-variables", "a",
     "--seed", "1", "--out", "o.csv"],
    ["protect", "d.csv", "--keys", "a", "--method", "rank_swap", "--numeric", "x",
     "--seed", "1", "--out", "o.csv"],
    ["protect", "d.csv", "--keys", "a", "--method", "mdav", "--numeric", "x", "--k", "3",
     "--out", "o.csv"],
    ["risk", "d.csv", "--keys", "a", "--measures", "suda2", "--out", "o.csv"],
])
def test_parsing_a_command_loads_no_kernel(argv):
    """Issue 26 item 1: building a command's parser and parsing it (every step's option
    declarations) imports neither numba nor scipy's special functions, k-d trees or
    linear algebra: the method imports what it uses when it runs (numba alone costs
    0.3-0.4 CPU s at start-up)."""
    code = ("import sdcsql.cli\n"
            f"argv = {argv!r}\n"
            "sdcsql.cli.build_parser(sdcsql.cli._command_of(argv)).parse_args(argv)")
    assert _imported_by(code) == []


def test_pram_runs_without_loading_a_kernel(tmp_path):
    """A run of PRAM (uniform draws, no compiled kernel, no normal draw) never imports
    numba or scipy's special functions and k-d trees; rank swapping imports its kernel."""
    out = tmp_path / "out.csv"
    run = ("import sdcsql.cli\n"
           "assert sdcsql.cli.main(['protect', 'data/demo_survey.csv', '--keys', "
           "'region,sex,age', '--method', '{}', {}, '--seed', '1', '--out', {!r}]) == 0")
    pram = run.format("pram", "'--pram-variables', 'region'", str(out))
    assert _imported_by(pram) == []
    swap = run.format("rank_swap", "'--numeric', 'income'", str(out))
    assert "sdcsql.udfs.rank_swap_fast" in _imported_by(swap)


def test_every_command_takes_threads():
    from sdcsql.cli import build_parser

    commands = build_parser()._subparsers._group_actions[0].choices  # noqa: SLF001
    for name, sub in commands.items():
        options = {o for a in sub._actions for o in a.option_strings}  # noqa: SLF001
        assert "--threads" in options, name


def test_every_command_takes_memory_limit():
    from sdcsql.cli import build_parser

    commands = build_parser()._subparsers._group_actions[0].choices
    for name, sub in commands.items():
        options = {o for a in sub._actions for o in a.option_strings}
        assert "--memory-limit" in options, name


def test_memory_limit_is_checked_before_any_work(tmp_path):
    out = tmp_path / "o.csv"
    res = sdcsql("risk", str(DEMO), "--keys", "region", "--memory-limit", "lots", "--out", str(out))
    assert res.returncode == 1 and res.stderr.count("\n") == 1
    assert "--memory-limit 'lots': give a size such as 2GB or 500MB" in res.stderr
    problem = tmp_path / "p.toml"
    problem.write_text(f'memory_limit = "plenty"\n[input]\npath = "{DEMO}"\n'
                       f'[spec]\nkeys = ["region"]\n[output]\ndata = "{out}"\n')
    res = sdcsql("run", str(problem))
    assert res.returncode == 1 and "memory_limit: 'plenty': give a size" in res.stderr
    assert not out.exists()
    # a small limit still gives the same bytes (DuckDB spills), from the file or the option
    problem.write_text(problem.read_text().replace("plenty", "100MB"))
    assert sdcsql("run", str(problem)).returncode == 0
    first = out.read_bytes()
    assert sdcsql("run", str(problem), "--memory-limit", "3GB").returncode == 0
    assert out.read_bytes() == first and len(first.splitlines()) == 5001
    # the Spark engine sizes its own memory: a file's memory_limit is refused, not ignored
    res = sdcsql("run", str(problem), "--engine", "spark")
    assert res.returncode == 1 and "memory_limit sets DuckDB's memory" in res.stderr


def test_session_memory_limit_default_saved_and_reopened(tmp_path):
    from sdcsql import Spec
    from sdcsql.pipeline.session import Session

    def limit(s):
        return s.con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]

    import duckdb

    from sdcsql.data import DEFAULT_MEMORY_LIMIT

    con = duckdb.connect()
    con.execute("SET memory_limit = $m", {"m": DEFAULT_MEMORY_LIMIT})
    with Session(DEMO, Spec(keys=["region"])) as s:
        default = limit(s)
    assert default == limit(type("C", (), {"con": con}))
    with Session(DEMO, Spec(keys=["region"]), memory_limit="300MB") as s:
        assert limit(s) != default
        small = limit(s)
        s.save(tmp_path / "s.toml")
    assert 'memory_limit = "300MB"' in (tmp_path / "s.toml").read_text()
    with Session.open(tmp_path / "s.toml") as s:
        assert limit(s) == small and s.memory_limit == "300MB"


@pytest.mark.parametrize("text, message", [
    ("region,sex\n", "has a header but no rows"),
    ("region,sex\n1,2\n1\n", "line 3 has 1 fields where the header has 2"),
    ("region,Sex,sex\n1,2,1\n", "columns 'Sex' and 'sex' have the same name"),
    ("region,region\n1,2\n", "columns 'region' and 'region' have the same name"),
])
def test_csv_input_errors_exit_1_before_any_output(tmp_path, text, message):
    data = tmp_path / "in.csv"
    data.write_text(text)
    res = sdcsql("risk", str(data), "--keys", "region,sex", "--out", str(tmp_path / "o.csv"))
    assert res.returncode == 1 and res.stderr.count("\n") == 1, res.stderr
    assert message in res.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.csv"]


def test_bench_small_writes_json(tmp_path):
    out = tmp_path / "bench.json"
    res = sdcsql("bench", "--rows", "20000", "--repeat", "1", "--json", str(out))
    assert res.returncode == 0, res.stderr
    data = json.loads(out.read_text())
    assert data["rows"] == 20000 and data["engine"] == "duckdb" and data["baseline_seconds"] > 0
    names = [s["name"] for s in data["steps"]]
    assert [n for n in names if n != "search_adult"] == [
                     "frequencies", "frequencies_wildcard", "risk_pipeline",
                     "risk_pipeline_parquet", "risk_pipeline_csv", "risk_udf",
                     "threshold_reid_rate", "suppress_reid_rate", "suppress_k3",
                     "recode_rescan", "recode_from_cells", "suda2_6", "suda2_9", "noise",
                     "rank_swap", "pram", "rounding", "shuffle", "linkage_1m", "release",
                     "sampling", "massc", "full_runs_10", "candidates_10", "ldiversity",
                     "loglinear"]
    assert "search_adult" in names or "search_adult" in data["not_run"]
    loglinear = next(s for s in data["steps"] if s["name"] == "loglinear")
    assert loglinear["grid_cells"] >= loglinear["observed_cells"] > 0
    assert data["steps"][5]["cells_per_second"] > 0
    assert data["steps"][4]["parquet_ratio"] == pytest.approx(data["steps"][4]["seconds"]
                                                              / data["steps"][3]["seconds"])
    assert data["steps"][10]["speedup"] == pytest.approx(data["steps"][9]["seconds"]
                                                         / data["steps"][10]["seconds"])
    for s in data["steps"]:
        assert s["seconds"] > 0
        assert s["ratio"] == pytest.approx(s["seconds"] / data["baseline_seconds"])
        assert s["peak_rss_mb"] > 0


def test_bench_runs_only_the_steps_asked_for(tmp_path):
    out = tmp_path / "bench.json"
    res = sdcsql("bench", "--rows", "5000", "--repeat", "2", "--steps",
                 "risk_pipeline_parquet,risk_udf,risk_pipeline_csv", "--json", str(out),
                 "--memory-limit", "1GB")
    assert res.returncode == 0, res.stderr
    steps = json.loads(out.read_text())["steps"]
    assert [s["name"] for s in steps] == ["risk_pipeline_parquet", "risk_pipeline_csv", "risk_udf"]
    assert steps[1]["parquet_ratio"] == pytest.approx(steps[1]["seconds"] / steps[0]["seconds"])
    assert "parquet_ratio=" in res.stdout
    # CPU seconds of the process (all DuckDB threads), steadier than wall time when
    # other work shares the cores; their ratio beside the wall-time ratio
    assert all(s["cpu_seconds"] > 0 for s in steps)
    assert steps[1]["parquet_cpu_ratio"] == pytest.approx(steps[1]["cpu_seconds"]
                                                          / steps[0]["cpu_seconds"])
    assert "parquet_cpu_ratio=" in res.stdout
    res = sdcsql("bench", "--rows", "5000", "--repeat", "1", "--steps", "risk_pipeline_csv")
    assert res.returncode == 0, res.stderr
    res = sdcsql("bench", "--rows", "5000", "--steps", "risk_pipline")
    assert res.returncode == 1 and "unknown step 'risk_pipline'" in res.stderr


def test_threshold_command(tmp_path):
    out, figures = tmp_path / "unsafe.csv", tmp_path / "t.json"
    res = sdcsql("threshold", str(DEMO), "--keys", DEMO_KEYS, "--weight", "weight",
                 "--household", "household_id", "--reid-rate", "0.01",
                 "--household-reid-rate", "0.05", "--out", str(out), "--json", str(figures))
    assert res.returncode == 0, res.stderr
    data = json.loads(figures.read_text())
    assert data["individual"]["chosen_by"] == "reid_rate"
    assert data["individual"]["reidentification_rate_bound"] < 0.01
    with open(out) as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 5000
    flagged = sum(1 for r in rows if r["unsafe_reason"])
    assert flagged >= data["individual"]["unsafe_records"]
    res = sdcsql("threshold", str(DEMO), "--keys", DEMO_KEYS, "--weight", "weight")
    assert res.returncode == 1 and "one of the arguments" in res.stderr


def test_output_file_gets_the_usual_permissions(tmp_path):
    import os
    import stat

    out = tmp_path / "risk.csv"
    res = sdcsql("risk", str(DEMO), "--keys", "region", "--out", str(out))
    assert res.returncode == 0, res.stderr
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask
    assert [p.name for p in tmp_path.iterdir()] == ["risk.csv"]     # no temporary left


def test_strata_option_sets_the_spec_strata_for_risk_and_threshold(tmp_path):
    # a = 1 in four records, two per stratum: fk counted within the stratum is 2, not 4
    data = tmp_path / "d.csv"
    data.write_text("a,s,w\n1,x,3\n1,x,5\n1,y,2\n1,y,4\n2,y,6\n")
    res = sdcsql("risk", str(data), "--keys", "a", "--weight", "w", "--strata", "s",
                 "--out", str(tmp_path / "r.csv"), "--summary-json", str(tmp_path / "r.json"))
    assert res.returncode == 0, res.stderr
    with open(tmp_path / "r.csv") as fh:
        assert [(r["s"], r["fk"], r["Fk"]) for r in csv.DictReader(fh)] == [
            ("x", "2", "8.0"), ("x", "2", "8.0"), ("y", "2", "6.0"), ("y", "2", "6.0"),
            ("y", "1", "6.0")]
    assert json.loads((tmp_path / "r.json").read_text())["n_cells"] == 3
    res = sdcsql("threshold", str(data), "--keys", "a", "--weight", "w", "--strata", "s",
                 "--risk", "0.2", "--json", str(tmp_path / "t.json"))
    assert res.returncode == 0, res.stderr
    # by hand, r = p * int_0^1 u^(f-1) / (p + (1-p) u) du: the unique (p = 1/6) 0.358, the
    # pair in y (p = 1/3) 0.225, the pair in x (p = 1/4) 0.179; without strata a = 1 has
    # f = 4, p = 4/14 (r < 0.1) and only the unique would reach 0.2
    assert json.loads((tmp_path / "t.json").read_text())["individual"]["unsafe_records"] == 3


@pytest.mark.parametrize("seed", [str(2**64), str(2**64 + 5), "-1"])
@pytest.mark.parametrize("command", ["noise", "pram", "release", "problem file", "demo"])
def test_a_seed_out_of_range_is_refused_everywhere_a_seed_is_taken(tmp_path, command, seed):
    """A seed of 2^64 or more was taken modulo 2^64 (2^64 gave seed 0's file): every
    command that takes a seed refuses one outside its range with one line, exit 1,
    before anything is written (the one check: sdcsql.protect.draws.check_seed)."""
    data = tmp_path / "d.csv"
    data.write_text("k,h,x\n" + "".join(f"{'ab'[i % 2]},{i // 2},{i * 1.5}\n"
                                         for i in range(12)))
    out = tmp_path / "o.csv"
    if command == "noise":
        res = sdcsql("protect", str(data), "--keys", "k", "--method", "noise", "--numeric",
                     "x", "--seed", seed, "--out", str(out))
    elif command == "pram":
        res = sdcsql("protect", str(data), "--keys", "k", "--method", "pram",
                     "--pram-variables", "k", "--seed", seed, "--out", str(out))
    elif command == "release":
        res = sdcsql("release", str(data), str(data), "--household", "h", "--seed", seed,
                     "--out", str(out))
    elif command == "demo":
        if seed == "-1":         # the demo generator's seed is a 64-bit signed integer
            seed = str(2**63)
        res = sdcsql("demo", "--rows", "10", "--seed", seed, "--out", str(out))
    else:
        problem = tmp_path / "p.toml"
        problem.write_text(f'[input]\npath = "{data}"\n[spec]\nkeys = ["k"]\n'
                           f'household = "h"\n[release]\nseed = {seed}\n'
                           f'[output]\ndata = "{out}"\n')
        res = sdcsql("run", str(problem))
    assert res.returncode == 1, res.stderr
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sdcsql: error: "), res.stderr
    assert "seed" in lines[0]
    assert ("from -2^63 to 2^63 - 1" if command == "demo" else "from 0 to 2^64 - 1") in lines[0]
    assert not out.exists()


def test_the_largest_seed_is_its_own_seed(tmp_path):
    """2^64 - 1 is a seed of its own, not 2^64 - 1 modulo anything: its file differs
    from seed 0's, and the same seed gives the same bytes."""
    data = tmp_path / "d.csv"
    data.write_text("k,x\n" + "".join(f"{'ab'[i % 2]},{i * 1.5}\n" for i in range(12)))
    files = []
    for n, seed in enumerate((str(2**64 - 1), "0", str(2**64 - 1))):
        out = tmp_path / f"o{n}.csv"
        res = sdcsql("protect", str(data), "--keys", "k", "--method", "noise", "--numeric",
                     "x", "--seed", seed, "--out", str(out))
        assert res.returncode == 0, res.stderr
        files.append(out.read_bytes())
    assert files[0] == files[2] and files[0] != files[1]


@pytest.mark.parametrize("method, options", [
    ("resampling", ["--seed", "1"]), ("noise", ["--seed", "1"]), ("mdav", ["--k", "2"]),
    ("hansen_mukherjee", ["--k", "2"]), ("rank_swap", ["--seed", "1"]),
])
def test_a_variable_missing_in_every_record_is_a_user_error(tmp_path, method, options):
    """An all-NULL DOUBLE column (Parquet keeps its type) through resampling ended in a
    traceback (exit 2): every numeric method refuses it in one line naming it."""
    import duckdb

    data, out = tmp_path / "d.parquet", tmp_path / "o.csv"
    duckdb.sql("SELECT * FROM (VALUES ('a', NULL::DOUBLE, 1.5), ('b', NULL, 2.5), "
               "('a', NULL, 3.0), ('b', NULL, 4.0)) t(k, x, y)").write_parquet(str(data))
    res = sdcsql("protect", str(data), "--keys", "k", "--method", method, *options,
                 "--numeric", "x,y", "--out", str(out))
    assert res.returncode == 1, res.stderr
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "column 'x' has no value (missing in every record)" in lines[0]
    assert not out.exists()


def test_a_memory_limit_too_small_for_the_run_is_a_user_error(tmp_path):
    """--memory-limit 1KB is a size, but DuckDB cannot run within it: one line naming
    the option, exit 1 (it was DuckDB's page of advice, exit 2), nothing written."""
    out = tmp_path / "o.csv"
    res = sdcsql("risk", str(DEMO), "--keys", "region,sex", "--memory-limit", "1KB",
                 "--out", str(out))
    assert res.returncode == 1, res.stderr
    lines = res.stderr.strip().splitlines()
    assert lines == ["sdcsql: error: --memory-limit: DuckDB ran out of memory within its "
                     "limit; raise it (--memory-limit, or memory_limit in a problem file; "
                     "default 2GB)"]
    assert not out.exists()


@pytest.mark.parametrize("command", [
    ["disclosure", "{d}", "--numeric", "x", "--masked-numeric", "y"],
    ["utility", "{d}", "{d}", "--numeric", "x"]], ids=["disclosure", "utility"])
def test_disclosure_on_spark_without_an_id_is_refused_in_one_line_before_any_work(
        tmp_path, capsys, command):
    """``sdcsql disclosure --engine spark`` (and ``utility``) pair the records by the id
    (Spark keeps no order): without ``--person-id`` refused in one line, before Spark
    starts or anything is written (docs/scaling_out.md)."""
    from sdcsql.cli import main

    data = tmp_path / "d.csv"
    data.write_text("x,y\n1.0,1.1\n2.0,2.2\n3.0,2.9\n")
    code = main([a.format(d=data) for a in command]
                + ["--summary-json", str(tmp_path / "d.json"), "--engine", "spark"])
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1
    assert err == ("sdcsql: error: --engine spark: pair the files by an id column of both "
                   "(--person-id): Spark keeps no record order\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.csv"]


#: what a Spark job's failure carries (a ``Py4JJavaError``'s text, here as DuckDB gave it
#: back when reading the batches of one output file: 50M records, local[2], before the
#: parts were returned directly)
SPARK_JOB_FAILURE = (
    "Invalid Input Error: reading the Arrow source failed: Unknown error: An error "
    "occurred while calling o190.getResult.\n: org.apache.spark.SparkException: Exception "
    "thrown in awaitResult: \n\tat org.apache.spark.util.SparkThreadUtils$.awaitResult\n"
    "Caused by: org.apache.spark.SparkException: Job aborted due to stage failure: Task 0 "
    "in stage 312.0 failed 1 times, most recent failure: Lost task 0.0 in stage 312.0 "
    "(TID 222) (192.0.2.2 executor driver): TaskResultLost (result lost from block "
    "manager)\nDriver stacktrace:\n\tat org.apache.spark.scheduler.DAGScheduler\n")


SPARK_OUT_OF_MEMORY = (
    "sdcsql: error: Spark ran out of memory; give it more (PYSPARK_SUBMIT_ARGS=\"--driver-"
    "memory 8g pyspark-shell\" for the local session, spark.executor.memory on a cluster) "
    "or write a dataset directory (--out DIR) rather than one file")


@pytest.mark.parametrize("text, code, line", [
    (SPARK_JOB_FAILURE, 2,
     "sdcsql: internal error: a Spark job failed: Lost task 0.0 in stage 312.0 (TID 222) "
     "(192.0.2.2 executor driver): TaskResultLost (result lost from block manager)"),
    ("An error occurred while calling o88.collectAsArrowToPython.\n: "
     "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays", 1,
     SPARK_OUT_OF_MEMORY),
    # a task that cannot get execution memory (the bench at 5M records with 1 GB)
    ("Job aborted due to stage failure: Task 1 in stage 375.0 failed 1 times, most recent "
     "failure: Lost task 1.0 in stage 375.0 (TID 428) (192.0.2.2 executor driver): "
     "org.apache.spark.memory.SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to "
     "acquire 262144 bytes of memory, got 0. SQLSTATE: 53200\nDriver stacktrace:", 1,
     SPARK_OUT_OF_MEMORY),
], ids=["job", "heap", "execution_memory"])
def test_a_failed_spark_job_is_one_line(monkeypatch, capsys, tmp_path, text, code, line):
    """A Spark job that fails reaches the user as one line (it was the JVM's page of
    stack traces): out of memory is theirs to raise (exit 1), any other failure an
    internal error named by its cause (exit 2)."""
    import sys

    from sdcsql import cli

    def failing(args):
        raise RuntimeError(text)
    monkeypatch.setitem(sys.modules, "pyspark", sys.modules.get("pyspark") or object())
    monkeypatch.setattr(cli, "_cmd_risk", failing)
    out = tmp_path / "o.csv"
    assert cli.main(["risk", str(DEMO), "--keys", "region,sex", "--out", str(out)]) == code
    assert capsys.readouterr().err.splitlines() == [line]
    assert not out.exists()
