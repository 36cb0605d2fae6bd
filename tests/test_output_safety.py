"""Outputs are safe wherever they point (issue 13, items 2, 3, 10, 11, 12, 13, 19).

An output never replaces or lands inside an input; a partition column cannot write
outside the output; files and datasets are byte-identical whatever the thread count;
every JSON file is strict and written atomically; a missing directory or a closed
pipe is handled before or without harm; a rate has one reading everywhere; the Spark
engine runs from a venv that is not activated.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq
import pytest

import sdcsql
from sdcsql import InputError, Problem, Spec
from sdcsql.cli import main
from sdcsql.pipeline.etl import write_output
from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file
from sdcsql.risk.threshold import parse_rate, set_threshold
from sdcsql.tools.demo import write_demo

KEYS = "region,sex,age,marital_status"
ROWS = ["a,b,w", *[f"{i % 3},{i % 2},{1 + i % 4}" for i in range(60)]]


def digest(path: Path) -> str:
    if path.is_dir():
        return hashlib.sha256(b"".join(
            str(p.relative_to(path)).encode() + p.read_bytes()
            for p in sorted(path.rglob("*")) if p.is_file())).hexdigest()
    return hashlib.sha256(path.read_bytes()).hexdigest()


def tree(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


@pytest.fixture
def small(tmp_path: Path) -> Path:
    path = tmp_path / "d.csv"
    path.write_text("\n".join(ROWS) + "\n")
    return path


def cli(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def strict_json(path: Path):
    """Parse ``path`` as RFC 8259 JSON: NaN and Infinity are refused."""
    def refuse(name: str):
        raise ValueError(f"not JSON: {name}")
    return json.loads(path.read_text(), parse_constant=refuse)


# ------------------------------------------------------------------ item 2: inputs are safe
@pytest.mark.parametrize("command, extra", [
    ("risk", []), ("threshold", ["--risk", "0.1"]), ("protect", ["--k", "2"])])
def test_output_that_is_the_input_is_refused_before_any_work(
        command, extra, small, tmp_path, capsys, monkeypatch):
    before = digest(small)
    monkeypatch.chdir(tmp_path)
    code, _, err = cli(capsys, command, small, "--keys", "a,b", "--weight", "w", *extra,
                       "--out", "./d.csv")
    assert code == 1
    assert err.strip() == f"sdcsql: error: --out './d.csv' is the input '{small}': write the " \
                          "output to another file"
    assert digest(small) == before and tree(tmp_path) == ["d.csv"]


def test_output_through_a_symlink_or_into_a_parquet_input_directory(tmp_path, capsys):
    data = tmp_path / "survey"
    data.mkdir()
    pq.write_table(pa.table({"a": [1, 1, 2], "w": [2.0, 3.0, 4.0]}), data / "part-0.parquet")
    before = digest(data)
    code, _, err = cli(capsys, "risk", data, "--keys", "a", "--out", data / "risk.parquet")
    assert code == 1 and "lies inside the input directory" in err
    (tmp_path / "link.parquet").symlink_to(data / "part-0.parquet")
    code, _, err = cli(capsys, "risk", data, "--keys", "a", "--out", tmp_path / "link.parquet")
    assert code == 1 and "lies inside the input directory" in err
    code, _, err = cli(capsys, "risk", data / "part-0.parquet", "--keys", "a",
                       "--out", tmp_path / "link.parquet")
    assert code == 1 and "is the input" in err
    code, _, err = cli(capsys, "risk", data / "*.parquet", "--keys", "a",
                       "--summary-json", tmp_path / "s.json", "--out", data / "r.parquet")
    assert code == 1 and "--out" in err and "matches the input pattern" in err
    assert not (tmp_path / "s.json").exists()
    assert digest(data) == before


def test_two_outputs_at_one_path_are_refused(small, tmp_path, capsys):
    out = tmp_path / "r.csv"
    code, _, err = cli(capsys, "threshold", small, "--keys", "a,b", "--risk", "0.1",
                       "--out", out, "--chart", tmp_path / "c.svg", "--json", out)
    assert code == 1 and "is also the output of --out" in err and not out.exists()


def test_problem_file_output_that_is_its_input_is_refused(small, tmp_path, capsys):
    before = digest(small)
    problem = tmp_path / "p.toml"
    problem.write_text('[input]\npath = "d.csv"\n[spec]\nkeys = ["a", "b"]\n'
                       '[output]\ndata = "./d.csv"\n')
    with pytest.raises(InputError, match=r"^p.toml: output.data '.*d.csv' is the input"):
        run_problem_file(load_problem_file(problem))
    for extra in ([], ["--partition-by", "a"]):
        code, _, err = cli(capsys, "run", problem, *extra)
        assert code == 1 and "p.toml: output.data" in err and "is the input" in err
    assert digest(small) == before and tree(tmp_path) == ["d.csv", "p.toml"]


def test_etl_writer_refuses_an_output_inside_its_input(tmp_path):
    data = tmp_path / "in"
    data.mkdir()
    con = duckdb.connect()
    with pytest.raises(InputError, match="lies inside the input directory"):
        write_output(con.sql("SELECT 1 AS a"), data / "x", inputs=[data])
    assert tree(data) == []


# ------------------------------------------------------------------ item 3: partition names
def test_partition_column_cannot_write_outside_the_output(tmp_path, capsys):
    work = tmp_path / "a" / "b"
    work.mkdir(parents=True)
    data = work / "d.parquet"
    pq.write_table(pa.table({"k": [1, 1, 2], "../../X": ["p", "q", "p"]}), data)
    victim = tmp_path / "X=p"
    victim.write_text("keep me\n")
    before = tree(tmp_path)
    code, _, err = cli(capsys, "risk", data, "--keys", "k", "--out", work / "out",
                       "--partition-by", "../../X")
    assert code == 1
    assert "--partition-by '../../X': the column name is not a plain directory name" in err
    assert tree(tmp_path) == before and victim.read_text() == "keep me\n"


def test_partition_values_stay_inside_the_output(tmp_path):
    con = duckdb.connect()
    rel = con.sql("SELECT * FROM (VALUES (1, '../../V'), (2, '/etc/x'), (3, 'ok')) t(a, p)")
    out = write_output(rel, tmp_path / "out", ["p"])
    assert tree(tmp_path) == [p for p in tree(tmp_path) if p.startswith("out")]
    back = ds.dataset(out, partitioning="hive").to_table()
    assert sorted(zip(back["a"].to_pylist(), back["p"].to_pylist(), strict=True)) == [
        (1, "../../V"), (2, "/etc/x"), (3, "ok")]


# ------------------------------------------------------------------ item 10: thread counts
@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """More rows than one DuckDB batch (131,072 rows with 1 thread, 122,880 with 2)."""
    return write_demo(tmp_path_factory.mktemp("big") / "big.parquet", rows=140_000, seed=5,
                      null_rate=0.01)


def test_parquet_output_with_fk_and_Fk_is_the_same_for_any_thread_count(big, tmp_path, capsys):
    outs = []
    for threads in (1, 2):
        out = tmp_path / f"r{threads}.parquet"
        code, _, err = cli(capsys, "risk", big, "--keys", KEYS, "--weight", "weight",
                           "--out", out, "--threads", threads)
        assert code == 0, err
        outs.append(out)
    assert outs[0].read_bytes() == outs[1].read_bytes()
    meta = pq.ParquetFile(outs[0]).metadata
    assert [meta.row_group(i).num_rows for i in range(meta.num_row_groups)] == [131_072, 8_928]
    schema = pq.read_schema(outs[0])
    assert schema.field("fk").type == pa.int64() and schema.names[-3:] == ["fk", "Fk_hat", "risk"]


def test_partitioned_dataset_is_the_same_for_any_thread_count(big, tmp_path, capsys):
    outs = []
    for threads in (1, 2):
        out = tmp_path / f"ds{threads}"
        code, _, err = cli(capsys, "risk", big, "--keys", KEYS, "--weight", "weight",
                           "--out", out, "--partition-by", "region", "--threads", threads)
        assert code == 0, err
        outs.append(out)
    assert tree(outs[0]) == tree(outs[1]) and digest(outs[0]) == digest(outs[1])
    # rows of each partition in input order; fk a count (int64) as in single files
    order = duckdb.sql(f"SELECT region, person_id FROM '{big}'").fetchall()
    for part in sorted(outs[0].iterdir()):
        table = pq.read_table(part)
        assert table.schema.field("fk").type == pa.int64()
        value = part.name.split("=", 1)[1]
        expected = [p for r, p in order if str(r) == value or (r is None and
                                                                value.startswith("__HIVE"))]
        assert table["person_id"].to_pylist() == expected


# ------------------------------------------------------------------ item 11: strict JSON
def test_threshold_json_is_strict_with_null_when_no_threshold_is_needed(small, tmp_path, capsys):
    out = tmp_path / "t.json"
    code, _, err = cli(capsys, "threshold", small, "--keys", "a,b", "--weight", "w",
                       "--risk", "1.5", "--json", out)  # every risk is <= 1
    assert code == 0, err
    doc = strict_json(out)
    assert doc["individual"]["threshold"] is None and doc["individual"]["unsafe_records"] == 0
    assert doc["household"] is None


def test_json_writer_is_atomic_and_strict(tmp_path):
    from sdcsql.data import write_json

    path = tmp_path / "s.json"
    path.write_text('{"old": 1}\n')
    with pytest.raises(TypeError):
        write_json(path, {"x": 1.0, "bad": object()})
    assert path.read_text() == '{"old": 1}\n' and tree(tmp_path) == ["s.json"]
    write_json(path, {"inf": float("inf"), "nan": float("nan"), "n": [1, 2.5]})
    assert strict_json(path) == {"inf": None, "nan": None, "n": [1, 2.5]}


def test_every_json_file_goes_through_the_one_writer():
    """Only sdcsql.data encodes JSON files (page.py embeds JSON in HTML, strictly)."""
    package = Path(sdcsql.__file__).parent
    users = sorted(p.name for p in package.rglob("*.py")
                   if "json.dump" in p.read_text() and p.name not in ("data.py", "page.py"))
    # TOML strings (json escapes are TOML escapes); the workbench's HTTP bodies and the
    # disclosure kernels' fitted parameters carried in a column (udfs' results), not files
    assert users == ["linkage.py", "problem_file.py", "server.py", "timing.py"]
    assert "allow_nan=False" in (package / "present" / "page.py").read_text()


# ------------------------------------------------------------------ item 12: paths and pipes
@pytest.mark.parametrize("command, extra", [
    ("risk", []), ("threshold", ["--risk", "0.1"]), ("protect", ["--k", "2"])])
def test_output_that_is_a_directory_is_a_user_error(command, extra, small, tmp_path, capsys):
    (tmp_path / "out.csv").mkdir()
    code, _, err = cli(capsys, command, small, "--keys", "a,b", *extra, "--out",
                       tmp_path / "out.csv")
    assert code == 1 and "exists and is a directory" in err


@pytest.mark.parametrize("command, option", [
    ("risk", "--summary-json"), ("risk", "--chart"), ("protect", "--summary-json"),
    ("threshold", "--json"), ("threshold", "--chart"), ("threshold", "--html")])
def test_secondary_output_in_a_missing_directory_is_refused_first(
        command, option, small, tmp_path, capsys):
    name = {"--chart": "c.svg", "--html": "p.html"}.get(option, "s.json")
    extra = {"threshold": ["--risk", "0.1"], "protect": ["--k", "2"]}.get(command, [])
    code, _, err = cli(capsys, command, small, "--keys", "a,b", *extra,
                       "--out", tmp_path / "r.csv", option, tmp_path / "no" / name)
    assert code == 1 and f"{option} " in err and "does not exist" in err
    assert not (tmp_path / "r.csv").exists()


def test_a_closed_pipe_ends_quietly(tmp_path):
    read, write = os.pipe()
    os.close(read)                   # the reader has gone before anything is written
    try:
        proc = subprocess.run([sys.executable, "-m", "sdcsql.cli", "sql", "--shell-kit"],
                              stdout=write, stderr=subprocess.PIPE, text=True, check=False)
    finally:
        os.close(write)
    assert (proc.returncode, proc.stderr) == (0, "")


def test_a_broken_pipe_elsewhere_is_still_an_internal_error(monkeypatch, capsys):
    import sdcsql.cli

    def broken(args):
        raise BrokenPipeError(32, "Broken pipe")
    monkeypatch.setattr(sdcsql.cli, "_cmd_sql", broken)
    code, _, err = cli(capsys, "sql", "--shell-kit")
    assert code == 2 and "internal error: BrokenPipeError" in err


# ------------------------------------------------------------------ item 13: rates
@pytest.mark.parametrize("value", [5, 1, 0, -0.1, "5", "100%", "0%", "abc", "nan", True])
def test_rate_outside_0_1_is_refused(value):
    with pytest.raises(InputError, match=r"^reid_rate: must be in \(0, 1\)"):
        parse_rate(value)


def test_one_rate_convention_for_cli_problem_file_and_api(small, tmp_path, capsys):
    code, _, err = cli(capsys, "threshold", small, "--keys", "a,b", "--reid-rate", "5")
    assert code == 1 and err.startswith("sdcsql: error: --reid-rate: must be in (0, 1)")
    docs = []
    for rate in ("0.05", "5%"):
        code, out, err = cli(capsys, "threshold", small, "--keys", "a,b", "--weight", "w",
                             "--reid-rate", rate, "--json", tmp_path / f"{rate}.json")
        assert code == 0, err
        assert re.search(r"^chosen by +reid_rate = 5\.0000 %$", out, re.MULTILINE), out
        docs.append(strict_json(tmp_path / f"{rate}.json"))
    assert docs[0] == docs[1] and docs[0]["individual"]["target"] == 0.05
    problem = tmp_path / "p.toml"
    problem.write_text('[input]\npath = "d.csv"\n[spec]\nkeys = ["a", "b"]\nweight = "w"\n'
                       '[threshold]\nreid_rate = "5%"\n')
    pf = load_problem_file(problem)
    assert pf.threshold["reid_rate"] == 0.05
    with Problem(small, Spec(keys=["a", "b"], weight="w")) as p:
        with pytest.raises(InputError, match=r"^reid_rate: must be in \(0, 1\)"):
            set_threshold(p, reid_rate=5)
        assert set_threshold(p, reid_rate="5%") == set_threshold(p, reid_rate=0.05)
        with run_problem_file(pf) as res:
            assert res.threshold == set_threshold(p, reid_rate=0.05)


def test_rates_are_printed_as_percent(small, capsys):
    # the file's rate by hand: xi = (1/n) sum of r_i, r_i = 1/fk without weights (Fk = fk)
    counts = Counter(tuple(r.split(",")[:2]) for r in ROWS[1:])
    rate = sum(1 / counts[tuple(r.split(",")[:2])] for r in ROWS[1:]) / (len(ROWS) - 1)
    for engine_args in ([], ["--partition-by", "a"]):
        code, out, err = cli(capsys, "threshold", small, "--keys", "a,b", "--reid-rate", "0.5",
                             *engine_args, *(["--out", small.parent / "ds"] if engine_args
                                             else []))
        assert code == 0, err
        assert f"{100 * rate:.4f} %" in out, out
        assert "50.0000 %" in out    # the target


def test_run_and_report_show_rates_as_percent(small, tmp_path, capsys):
    counts = Counter(tuple(r.split(",")[:2]) for r in ROWS[1:])
    rate = sum(1 / counts[tuple(r.split(",")[:2])] for r in ROWS[1:]) / (len(ROWS) - 1)
    problem = tmp_path / "p.toml"
    problem.write_text('[input]\npath = "d.csv"\n[spec]\nkeys = ["a", "b"]\n'
                       '[threshold]\nreid_rate = "50%"\n')
    code, out, err = cli(capsys, "run", problem)
    assert code == 0, err
    assert re.search(r"^chosen by +reid_rate = 50\.0000 %$", out, re.MULTILINE), out
    assert re.search(rf"^re-identification rate +{100 * rate:.4f} %$", out, re.MULTILINE), out
    code, _, err = cli(capsys, "report", problem, "--audience", "internal",
                       "--out", tmp_path / "r.html")
    assert code == 0, err
    html = (tmp_path / "r.html").read_text()
    assert "<td>50.0000 %</td>" in html and f"<td>{100 * rate:.4f} %</td>" in html
    assert strict_json(tmp_path / "r.json")["thresholds"]["individual"]["target"] == 0.5


# ------------------------------------------------------------------ item 19: Spark workers
@pytest.mark.spark     # in a subprocess
def test_spark_engine_runs_from_a_venv_that_is_not_activated(small, tmp_path):
    script = Path(sys.executable).parent / "sdcsql"
    assert script.exists()
    env = {k: v for k, v in os.environ.items()
           if k not in ("VIRTUAL_ENV", "PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if Path(p).resolve() != script.parent.resolve())
    out = tmp_path / "r.csv"
    res = subprocess.run([str(script), "risk", str(small), "--keys", "a,b", "--engine", "spark",
                          "--out", str(out)], capture_output=True, text=True, env=env,
                         cwd=tmp_path, check=False)
    assert res.returncode == 0, res.stderr[-2000:]
    with open(out) as fh:
        rows = list(csv.DictReader(fh))
    counts = Counter((r["a"], r["b"]) for r in rows)
    assert len(rows) == len(ROWS) - 1
    assert all(int(r["fk"]) == counts[r["a"], r["b"]] for r in rows)


# ------------------------------------------------------------------ issue 24 item 7
# every file a command writes (its .asc's .rda, the report's JSON) against every file it
# reads (the .rda of an .asc input, --metadata, --candidates, the problem file)
def argus_pair(d: Path) -> Path:
    from tests.formats.test_grc import write_set

    return write_set(d, grc=None)


def test_an_asc_output_never_replaces_the_rda_of_its_input(tmp_path, capsys):
    src = argus_pair(tmp_path)
    rda = (tmp_path / "s.rda").read_text()
    # s.ASC is another file than s.asc, but its .rda is the input's s.rda
    code, _, err = cli(capsys, "protect", src, "--keys", "region,sex", "--k", "2",
                       "--out", tmp_path / "s.ASC")
    assert code == 1 and err.count("\n") == 1
    assert "(its .rda " in err and "is the input" in err and "s.rda" in err
    assert (tmp_path / "s.rda").read_text() == rda and not (tmp_path / "s.ASC").exists()
    # the .rda given by --metadata is an input too
    (tmp_path / "m.rda").write_text(rda)
    code, _, err = cli(capsys, "protect", src, "--metadata", tmp_path / "m.rda",
                       "--keys", "region,sex", "--k", "2", "--out", tmp_path / "m.asc")
    assert code == 1 and "(its .rda " in err
    assert "is the input" in err and (tmp_path / "m.rda").read_text() == rda
    assert not (tmp_path / "m.asc").exists()


def test_an_asc_output_rda_never_replaces_another_output(small, tmp_path, capsys):
    code, _, err = cli(capsys, "protect", small, "--keys", "a,b", "--weight", "w", "--k", "2",
                       "--out", tmp_path / "o.asc", "--summary-json", tmp_path / "o.rda")
    assert code == 1 and "is also the output of --out (its .rda)" in err
    assert not (tmp_path / "o.asc").exists() and not (tmp_path / "o.rda").exists()


def test_the_candidates_summary_never_replaces_the_candidates_file(small, tmp_path, capsys):
    cands = tmp_path / "c.json"
    cands.write_text('[{"name": "k2", "k": 2}]')
    before = digest(cands)
    code, _, err = cli(capsys, "candidates", small, "--keys", "a,b", "--weight", "w",
                       "--candidates", cands, "--summary-json", cands)
    assert code == 1
    assert err.strip() == f"sdcsql: error: --summary-json '{cands}' is the input '{cands}': " \
                          "write the output to another file"
    assert digest(cands) == before


def test_a_report_never_replaces_its_problem_file(small, tmp_path, capsys):
    # report --out X.html writes X.json beside it: here the problem file itself
    problem = tmp_path / "X.json"
    problem.write_text(f'[input]\npath = "{small.name}"\n[spec]\nkeys = ["a", "b"]\n'
                       'weight = "w"\n')
    before = digest(problem)
    code, _, err = cli(capsys, "report", problem, "--audience", "internal",
                       "--out", tmp_path / "X.html")
    assert code == 1 and "--out (its JSON)" in err and "is the input" in err
    assert digest(problem) == before and not (tmp_path / "X.html").exists()
    # and the problem file is an input of run too
    problem.rename(tmp_path / "p.toml")
    code, _, err = cli(capsys, "run", tmp_path / "p.toml", "--html", tmp_path / "p.toml")
    assert code == 1 and "--html" in err and "is the input" in err


@pytest.mark.parametrize("name", ["s.sav", "s.csv", "s.dta", "s.asc"])
@pytest.mark.parametrize("command, extra", [
    ("protect", ["--k", "2"]), ("risk", []), ("threshold", ["--risk", "0.1"])])
def test_partition_by_with_a_single_file_output_is_refused(command, extra, name, small,
                                                           tmp_path, capsys):
    code, _, err = cli(capsys, command, small, "--keys", "a,b", "--weight", "w", *extra,
                       "--out", tmp_path / name, "--partition-by", "a")
    assert code == 1 and err.count("\n") == 1
    assert f"is one {Path(name).suffix} file, and a partitioned output is a directory of " \
           "Parquet files" in err
    assert not (tmp_path / name).exists()
