"""A search of a CSV read in one scan (``Problem(..., cells_only=...)``; the search
command without ``--apply``; docs/protect/search.md, "Reading a CSV once").

The keyed view is grouped by the keys (and the sensitive variables) in the one scan
of the CSV (``sql/frequencies/keyed_counts.sql``), and both the input checks and the
distinct cells are summed from that grouping.  Proven against the problem read the
usual way (the CSV converted to Parquet, the checks and the cells counted from the
records): the same search result, field by field and as JSON; the same refusals and
warnings, word for word; the CSV not read again once the problem is open; no Parquet
copy written.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

import sdcsql
from sdcsql import data as sdcsql_data
from sdcsql.cli import main
from sdcsql.errors import InputError, SdcsqlWarning

DEMO = Path(__file__).resolve().parents[2] / "data" / "demo_survey.csv"
KEYS = ["region", "sex", "age", "household_type"]
SEARCH = {"bands": ["region=3", "sex=2", "age=5,10,20", "household_type=2,4"],
          "max_risk": 0.05, "suppression_limit": 0.05, "quality": "loss"}


def _search_json(problem: sdcsql.Problem, **options: object) -> dict:
    return json.loads(sdcsql_data.json_text(problem.search(**{**SEARCH, **options})
                                            .to_json()))


@pytest.fixture()
def demo_csv(tmp_path: Path) -> Path:
    path = tmp_path / "demo.csv"
    path.write_bytes(DEMO.read_bytes())
    return path


def _with_missing(path: Path) -> None:
    """A user missing code (education 9 in every 7th record) and empty keys (age in
    every 11th): the checks count them, the search refuses them."""
    lines = path.read_text().splitlines()
    head = lines[0].split(",")
    edu, age = head.index("education"), head.index("age")
    out = [lines[0]]
    for i, line in enumerate(lines[1:]):
        row = line.split(",")
        if i % 7 == 3:
            row[edu] = "9"
        if i % 11 == 5:
            row[age] = ""
        out.append(",".join(row))
    path.write_text("\n".join(out) + "\n")


@pytest.mark.parametrize("weight", [None, "weight"])
def test_one_scan_search_is_the_search_of_the_converted_csv(demo_csv, weight):
    """Same result (every field, to the bit) with and without a weight, with
    generated bands (their values read from the grouping) and a sensitive variable;
    and the one-scan problem wrote no Parquet copy."""
    spec = sdcsql.Spec(keys=KEYS, weight=weight)
    sensitive = {"ldiversity": ["distinct:employment_status:2"]}
    sdcsql_data.forget_csv_conversions()
    with sdcsql.Problem(demo_csv, spec, cells_only=["employment_status"]) as p:
        assert p.grouped is not None
        assert not sdcsql_data._converted, "no Parquet copy of the CSV"
        one_scan = _search_json(p, **sensitive)
    with sdcsql.Problem(demo_csv, spec) as p:
        assert p.grouped is None
        usual = _search_json(p, **sensitive)
    assert one_scan == usual
    assert usual["optimal"] and usual["suppressed_records"] > 0


def test_one_scan_problem_does_not_read_the_csv_again(demo_csv):
    """Once the problem is open, the search reads only its grouping: the CSV may be
    gone (a problem reading it again would fail)."""
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    with sdcsql.Problem(demo_csv, spec) as p:
        expected = _search_json(p)
    sdcsql_data.forget_csv_conversions()
    with sdcsql.Problem(demo_csv, spec, cells_only=[]) as p:
        demo_csv.unlink()
        assert _search_json(p) == expected


def test_cli_search_without_apply_matches_the_search_with_apply(demo_csv, tmp_path):
    """The command without ``--apply`` reads the CSV once; with ``--apply`` it reads
    it the usual way (the protected file needs the records): the same JSON, byte for
    byte."""
    args = ["search", str(demo_csv), "--keys", ",".join(KEYS), "--weight", "weight",
            "--max-risk", "0.05",
            "--suppression-limit", "0.05", "--quality", "loss"]
    for b in SEARCH["bands"]:
        args += ["--bands", b]
    assert main([*args, "--json", str(tmp_path / "a.json")]) == 0
    assert main([*args, "--apply", str(tmp_path / "p.csv"),
                 "--json", str(tmp_path / "b.json")]) == 0
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


#: CSVs the checks refuse or warn about (header + rows), each read both ways.
BAD = {
    "nan weight": "k,w\n1,1.5\n2,nan\n",
    "negative weight": "k,w\n1,1.5\n2,-2\n",
    "zero weight": "k,w\n1,0\n2,2\n",
    "missing weight": "k,w\n1,\n2,2\n",
    "infinite weight": "k,w\n1,inf\n2,2\n",
    "huge weight": "k,w\n1,1e13\n2,2\n",
    "key always missing": "k,w\n,1.5\n,2\n",
    "nan key": "k,w\n1.5,1.5\nnan,2\n",
    "header only": "k,w\n",
    "text past the sample in a number column": "k,w\n" + "1,2\n" * 30_000 + "x,2\n",
    "not UTF-8 past the sample": "k,w\n" + "1,2\n" * 30_000 + "\udcff,2\n",
}


def _outcome(path: Path, cells_only: list[str] | None) -> tuple[str, list[str]]:
    spec = sdcsql.Spec(keys=["k"], weight="w")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", SdcsqlWarning)
        try:
            with sdcsql.Problem(path, spec, cells_only=cells_only) as p:
                error = "none: grouped" if p.grouped else "none"
        except InputError as exc:
            error = str(exc)
    return error, [str(w.message) for w in caught if issubclass(w.category, SdcsqlWarning)]


@pytest.mark.parametrize("case", sorted(BAD))
def test_one_scan_refuses_as_the_usual_read(tmp_path, case):
    """Every refusal and warning of the input checks, word for word."""
    path = tmp_path / "bad.csv"
    path.write_bytes(BAD[case].encode("utf-8", "surrogateescape"))
    usual = _outcome(path, None)
    sdcsql_data.forget_csv_conversions()
    one_scan = _outcome(path, [])
    assert usual[0] != "none", f"{case}: the usual read accepts it"
    assert one_scan == usual


def test_weights_below_one_warn_as_the_usual_read(tmp_path):
    path = tmp_path / "w.csv"
    path.write_text("k,w\n1,0.5\n2,2\n1,3\n")
    usual, one_scan = _outcome(path, None), _outcome(path, [])
    assert usual[0] == "none" and one_scan[0] == "none: grouped"
    assert usual[1] and one_scan[1] == usual[1]


def test_missing_keys_counted_and_refused_as_the_usual_read(demo_csv):
    """NULL keys and user missing codes: the checks count them (the data summary of
    the usual scan), the search refuses them with the same message."""
    _with_missing(demo_csv)
    spec = sdcsql.Spec(keys=[*KEYS, "education"], weight="weight",
                       na_codes={"education": [9]})
    errors = []
    for cells_only in (None, []):
        sdcsql_data.forget_csv_conversions()
        with sdcsql.Problem(demo_csv, spec, cells_only=cells_only) as p:
            with pytest.raises(InputError) as exc:
                p.search(**{**SEARCH, "bands": [*SEARCH["bands"], "education=2"]})
            errors.append(str(exc.value))
    assert errors[0] == errors[1] and "missing value" in errors[0]


def test_a_household_or_a_table_is_read_the_usual_way(demo_csv):
    """The household checks read the records again, and a table needs no conversion:
    those problems ignore ``cells_only``."""
    with sdcsql.Problem(demo_csv, sdcsql.Spec(keys=KEYS, household="household_id"),
                        cells_only=[]) as p:
        assert p.grouped is None
    with sdcsql.Problem("SELECT 1 AS k", sdcsql.Spec(keys=["k"]), cells_only=[]) as p:
        assert p.grouped is None


def test_the_distinct_cells_are_the_usual_ones_types_included(demo_csv):
    """``distinct_cells.sql`` summed from the grouping: the same Arrow table (values,
    order by first row, and types: the counts stay int64) as counted from the records."""
    spec = sdcsql.Spec(keys=KEYS, weight="weight")
    tables = []
    for cells_only in (None, ["employment_status"]):
        sdcsql_data.forget_csv_conversions()
        with sdcsql.Problem(demo_csv, spec, cells_only=cells_only) as p:
            tables.append(p.engine.fetch_arrow(p.engine.render(
                "protect/search/distinct_cells.sql", keyed=p.grouped or p.keyed,
                n_keys=len(KEYS), sensitive=["employment_status"],
                counted=p.grouped is not None)))
    assert tables[0].schema == tables[1].schema
    assert tables[0].equals(tables[1])
