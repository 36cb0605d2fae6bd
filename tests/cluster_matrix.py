"""The command matrix run on a standalone Spark cluster (tests/test_spark_cluster.py):
every command that reads data, each protection kind (local suppression, a numeric
perturbation, PRAM, microaggregation), the candidates' table (a file as it is, a recode,
the recode with a k, a map with a threshold), the SQL of a step (its printed script run
on its own engine: ``sql_cells.csv``), a session reopened from a problem file (a step
undone, a recode added, the session saved), and a whole chained release (``sdcsql run`` of
a problem file, with its threshold page: recodes, a threshold, local suppression with a
household variable, noise, the release with its leak check, and the run's own report), on
a small survey, as a user would run them one after the other.
``python -m tests.cluster_matrix DATA DIR [--engine spark]`` runs
them in one process (one Spark application when ``PYSPARK_SUBMIT_ARGS`` names the
master), each command's printed text written to ``DIR/<name>.out`` and its files
beside it; the first command that fails ends the run with its exit code."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path
from typing import Any

#: (name, arguments) of each command; ``{data}`` and ``{dir}`` are filled in.  The
#: later commands read what the earlier ones wrote (utility, disclosure, release).
KEYS = ["--keys", "region,sex,age", "--weight", "weight"]
COMMANDS: list[tuple[str, list[str]]] = [
    ("risk", ["risk", "{data}", *KEYS, "--household", "household_id", "--out",
              "{dir}/risk.csv", "--summary-json", "{dir}/risk.json", "--chart",
              "{dir}/risk.svg"]),
    ("threshold", ["threshold", "{data}", *KEYS, "--reid-rate", "0.05", "--out",
                   "{dir}/threshold.csv", "--json", "{dir}/threshold.json", "--html",
                   "{dir}/threshold.html"]),
    ("local_suppression", ["protect", "{data}", "--keys", "sex,age,education", "--weight",
                           "weight", "--k", "3", "--out", "{dir}/ls.csv", "--summary-json",
                           "{dir}/ls.json"]),
    ("noise", ["protect", "{data}", *KEYS, "--method", "noise", "--numeric", "income",
               "--noise", "0.1", "--seed", "5", "--person-id", "person_id", "--out",
               "{dir}/noise.csv", "--summary-json", "{dir}/noise.json"]),
    ("pram", ["protect", "{data}", *KEYS, "--method", "pram", "--pram-variables",
              "education", "--seed", "2", "--person-id", "person_id", "--out",
              "{dir}/pram.csv", "--summary-json", "{dir}/pram.json"]),
    ("mdav", ["protect", "{data}", *KEYS, "--method", "mdav", "--numeric",
              "income,expenditure", "--k", "3", "--person-id", "person_id", "--out",
              "{dir}/mdav.csv", "--summary-json", "{dir}/mdav.json"]),
    ("utility", ["utility", "{data}", "{dir}/noise.csv", "--numeric", "income", "--keys",
                 "region,sex,age", "--person-id", "person_id", "--summary-json",
                 "{dir}/utility.json"]),
    ("disclosure", ["disclosure", "{data}", "{dir}/noise.csv", "--numeric", "income",
                    "--person-id", "person_id", "--summary-json", "{dir}/disclosure.json"]),
    ("search", ["search", "{data}", *KEYS, "--bands", "region=3", "--bands", "sex=2",
                "--bands", "age=5,10,20", "--k", "3", "--suppression-limit", "0.05",
                "--json", "{dir}/search.json", "--apply", "{dir}/search.csv"]),
    ("argus", ["argus", "{data}", *KEYS, "--dimension", "2", "--thresholds", "1=3,2=2",
               "--out", "{dir}/argus.csv", "--json", "{dir}/argus.json"]),
    ("release", ["release", "{data}", "{dir}/ls.csv", "--seed", "7", "--household",
                 "household_id", "--person-id", "person_id", "--suppression-codes", "age=-9",
                 "--accept-leaks", "--out",
                 "{dir}/release.csv", "--summary-json", "{dir}/release.json"]),
    ("candidates", ["candidates", "{data}", "--keys", "region,sex,age,education", "--weight",
                    "weight", "--candidates", "{dir}/candidates.json", "--summary-json",
                    "{dir}/candidates_summary.json"]),
    ("sql", ["sql", "{data}", *KEYS, "--household", "household_id", "--na-codes", "age=99",
             "--step", "cell_table"]),
    ("session", ["session", "{dir}/session.toml", "--undo", "1", "--recode",
                 'variable = "education", kind = "map", groups = [{{to = 1, from = [1, 2]}}]',
                 "--save", "{dir}/session_saved.toml"]),
    ("chain", ["run", "{dir}/chain.toml", "--html", "{dir}/chain.html"]),
]

#: the cell table's columns both engines' scripts give (each has internal ones of its
#: own: the cell's id, the weight's exact sum, DuckDB's cell code), in one order
CELL_COLUMNS = ["__sdc_k0", "__sdc_k1", "__sdc_k2", "__sdc_mask", "fk", "Fk_hat"]


def chain_problem(data: str, out: str) -> str:
    """The chained release's problem file: its released file ``chain.csv``, summary
    ``chain_summary.json`` and internal report ``chain_report.html`` (``.json`` beside
    it: every step's risk and utility against the input) in ``out``."""
    return (f'[input]\npath = "{data}"\n'
            '[spec]\nkeys = ["region", "sex", "age", "marital_status", "education"]\n'
            'weight = "weight"\nhousehold = "household_id"\nperson_id = "person_id"\n'
            'household_variables = ["region"]\n'
            '[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
            'breaks = [0, 20, 40, 60]\n'
            '[[step]]\nmethod = "recode"\nvariable = "marital_status"\nkind = "map"\n'
            'groups = [{to = 3, from = [3, 4, 5]}]\n'
            '[[step]]\nmethod = "threshold"\nreid_rate = 0.01\n'
            '[[step]]\nmethod = "local_suppression"\naccept_leaks = true\n'
            '[[step]]\nmethod = "noise"\nnumeric = ["income"]\nnoise = 0.1\nseed = 3\n'
            '[[step]]\nmethod = "release"\nseed = 9\nsuppression_codes = {age = "-1"}\n'
            'accept_leaks = true\n'
            f'[output]\ndata = "{out}/chain.csv"\nsummary = "{out}/chain_summary.json"\n'
            f'report = "{out}/chain_report.html"\n')


def session_problem(data: str, out: str) -> str:
    """The session's problem file: a recode and a threshold (the step the session
    undoes)."""
    return (f'[input]\npath = "{data}"\n'
            '[spec]\nkeys = ["region", "sex", "age", "education"]\nweight = "weight"\n'
            'household = "household_id"\n'
            '[[step]]\nmethod = "recode"\nvariable = "age"\nkind = "bands"\n'
            'breaks = [0, 20, 40, 60]\n'
            '[[step]]\nmethod = "threshold"\nreid_rate = 0.05\n'
            f'[output]\ndata = "{out}/session.csv"\n')


def script_cells(script: str, data: str, spark: bool) -> Any:
    """The statements of ``sdcsql sql``'s printed script run on its engine, as a user
    runs them (Spark's over the input registered as the view ``sdc_src``, in the
    session the commands ran in: the cluster's; DuckDB's in a new connection), the
    step's rows in :data:`CELL_COLUMNS`, sorted by the cell: an Arrow table."""
    statements = []
    for text in script.split(";\n"):
        body = "\n".join(line for line in text.splitlines()
                         if not line.startswith("--")).strip().rstrip(";")
        if body:
            statements.append(body)
    *before, step = statements
    order = ", ".join(f"{c} ASC NULLS FIRST" for c in CELL_COLUMNS[:4])
    query = f"SELECT {', '.join(CELL_COLUMNS)} FROM ({step}) ORDER BY {order}"
    if spark:
        from sdcsql.engines.spark_session import spark_session

        session = spark_session()       # the active one
        session.read.csv(data, header=True, inferSchema=True).createOrReplaceTempView(
            "sdc_src")
        for statement in before:
            session.sql(statement)
        return session.sql(query).toArrow()
    import duckdb

    with duckdb.connect() as con:
        for statement in before:
            con.execute(statement)
        return con.sql(query).to_arrow_table()


def main(argv: list[str]) -> int:
    import pyarrow.csv as pacsv

    from sdcsql.cli import main as sdcsql
    from tests.test_spark_commands import CANDIDATES

    data, out, *engine = argv
    Path(out, "chain.toml").write_text(chain_problem(data, out))
    Path(out, "session.toml").write_text(session_problem(data, out))
    # the local Spark test's candidates (tests/test_spark_commands.py)
    Path(out, "candidates.json").write_text(json.dumps(CANDIDATES, indent=1))
    for name, args in COMMANDS:
        filled = [a.format(data=data, dir=out) for a in args] + engine
        text = io.StringIO()
        with contextlib.redirect_stdout(text):
            code = sdcsql(filled)
        Path(out, f"{name}.out").write_text(text.getvalue())
        if code != 0:
            print(f"{name}: exit {code}", file=sys.stderr)
            return code
        if name == "sql":       # each engine prints its own SQL: run it there
            pacsv.write_csv(script_cells(text.getvalue(), data, "spark" in engine),
                            Path(out, "sql_cells.csv"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
