"""The registry of steps that read records and write records, for the reliability tests.

tests/test_every_step.py runs each of them on the same inputs and checks the
promises of docs/guarantees.md (row counts, untreated columns, input untouched,
thread-count independence, hostile names).  A command added to the CLI must be
registered here, or named in NOT_RECORD_STEPS with the reason: a test checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    name: str
    command: str
    #: (data path, out path, keys, weight, household) -> argv after the command
    argv: Callable[[str, str, list[str], str, str], list[str]]
    #: the columns the step adds to every record
    adds: tuple[str, ...] = ()
    #: the step may set key values to NULL (local suppression), and nothing else
    suppresses_keys: bool = False


def _problem(data: str, keys: list[str], weight: str, household: str) -> list[str]:
    # --option=value: a value may itself start with "--" (a hostile column name)
    return [data, f"--keys={','.join(keys)}", f"--weight={weight}", f"--household={household}"]


def _declared(keys: list[str]) -> list[str]:
    """The demo survey's region (the first key) is the same for every member of a
    household: declared, so that local suppression suppresses it for all of them (the
    leak check refuses a file where another member shows it)."""
    return [f"--household-variables={keys[0]}"]


def _problem_file(data: str, out: str, keys: list[str], weight: str, household: str) -> list[str]:
    """``sdcsql run``: a problem file that protects to k = 3, written in a sibling of the
    output's directory (the tests check that nothing but the output appears there)."""
    from pathlib import Path

    from sdcsql.pipeline.problem_file import ProblemFile

    pf = ProblemFile.from_dict({
        "input": {"path": str(Path(data).resolve())},
        "spec": {"keys": keys, "weight": weight, "household": household,
                 "household_variables": keys[:1]},
        "protection": {"mode": "k", "k": 3},
        "output": {"data": str(Path(out).resolve())},
    })
    folder = Path(out).resolve().parent
    folder = folder.with_name(folder.name + "-problem")
    folder.mkdir(exist_ok=True)
    path = folder / (Path(out).name + ".toml")
    path.write_text(pf.to_toml())
    return [str(path)]


STEPS = [
    Step("risk", "risk",
         lambda d, o, k, w, h: _problem(d, k, w, h) + ["--out", o],
         adds=("fk", "Fk_hat", "risk", "household_risk")),   # a Parquet output
    Step("threshold", "threshold",
         lambda d, o, k, w, h: _problem(d, k, w, h) + ["--reid-rate", "0.02", "--out", o],
         adds=("risk", "household_risk", "threshold", "unsafe_reason")),
    Step("protect_risk", "protect",
         lambda d, o, k, w, h: _problem(d, k, w, h) + _declared(k) + ["--reid-rate", "0.01",
                                                                        "--out", o],
         suppresses_keys=True),
    Step("protect_k", "protect",
         lambda d, o, k, w, h: _problem(d, k, w, h) + _declared(k) + ["--k", "3", "--out", o],
         suppresses_keys=True),
    Step("run_problem_file", "run", _problem_file, suppresses_keys=True),
]

#: CLI commands that do not turn input records into output records, and why.
NOT_RECORD_STEPS = {
    "demo": "generates synthetic data; reads no input",
    "bench": "generates its own data and prints timings",
    "argus": "writes the unsafe value combinations (one row per combination), not records",
    "report": "runs a problem file (the run step) and writes an HTML and a JSON report, no "
              "records (tests/present/test_report.py)",
    "sql": "prints SQL text; writes no file (tests/tools/test_sql_script.py)",
    "session": "reopens a problem file, prints its steps and risk and writes only a problem "
               "file (--save); the run step writes its records (tests/pipeline/test_session.py)",
    "utility": "compares two files and writes measures as JSON, no records "
               "(tests/utility/test_measures.py)",
    "disclosure": "compares two files (or two column sets) and writes risk measures as JSON, "
                  "no records (tests/risk/test_linkage.py)",
    "candidates": "writes the risk-utility table as JSON and the R-U map, no records "
                  "(tests/utility/test_ru_table.py)",
    "release": "reads two files (the original and the protected one), not one input; its "
               "records go through the one atomic writer, and tests/protect/test_release.py "
               "checks its outputs, refusals and thread independence",
    "search": "needs a hierarchy per key and keys without missing values (the registry's "
              "survey has missing keys); its --apply file goes through the one atomic writer "
              "and tests/protect/test_search.py checks its rows, suppression and the problem "
              "file's byte-for-byte replay",
    "workbench": "a local server, not a file command: its writes go through the session's "
                 "run and the one atomic writer (tests/present/test_workbench.py checks the "
                 "released file byte for byte against a session's)",
}
