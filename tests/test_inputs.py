"""Inputs of every kind, the spec's validation, and bad input (issue: clear errors)."""

from __future__ import annotations

import duckdb
import pandas as pd
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from sdcsql import InputError, MissingMode, Problem, SdcsqlWarning, Spec

ROWS = {"a": [1, 1, 2], "b": ["x", "x", "y"], "w": [10.0, 20.0, 5.0]}
SPEC = Spec(keys=["a", "b"], weight="w")
EXPECTED = [(1, "x", 10.0, 2, 30.0), (1, "x", 20.0, 2, 30.0), (2, "y", 5.0, 1, 5.0)]


def records(data, con=None):
    with Problem(data, SPEC, con=con) as p:
        return p.records().fetchall()


@pytest.mark.parametrize("make", [
    lambda tmp, con: pa.table(ROWS),
    lambda tmp, con: pd.DataFrame(ROWS),
    lambda tmp, con: pl.DataFrame(ROWS),
    lambda tmp, con: con.sql(
        "SELECT * FROM (VALUES (1, 'x', 10.0), (1, 'x', 20.0), (2, 'y', 5.0)) t(a, b, w)"),
    lambda tmp, con: ("SELECT * FROM (VALUES (1, 'x', 10.0), (1, 'x', 20.0), (2, 'y', 5.0)) "
                      "t(a, b, w)"),
])
def test_in_memory_inputs(make, tmp_path):
    con = duckdb.connect()
    got = records(make(tmp_path, con), con)
    assert ([tuple(r[:2]) + tuple(r[3:]) for r in got]
            == [tuple(e[:2]) + tuple(e[3:]) for e in EXPECTED])


def test_table_csv_parquet_and_partitioned_inputs(tmp_path):
    con = duckdb.connect()
    con.execute("CREATE TABLE survey AS SELECT * FROM "
                "(VALUES (1, 'x', 10.0), (1, 'x', 20.0), (2, 'y', 5.0)) t(a, b, w)")
    assert records("survey", con) == EXPECTED
    pq.write_table(pa.table(ROWS), tmp_path / "s.parquet")
    assert records(str(tmp_path / "s.parquet")) == EXPECTED
    (tmp_path / "s.csv").write_text("a,b,w\n1,x,10\n1,x,20\n2,y,5\n")
    assert records(tmp_path / "s.csv") == EXPECTED
    part = tmp_path / "parts"
    pq.write_to_dataset(pa.table(ROWS), part, partition_cols=["b"])
    with Problem(part, SPEC) as p:
        assert sorted(r[-2] for r in p.records().fetchall()) == [1, 2, 2]


def test_input_is_not_modified_and_temp_objects_are_dropped():
    con = duckdb.connect()
    con.execute("CREATE TABLE survey AS SELECT * FROM "
                "(VALUES (1, 'x', 10.0), (2, 'y', 5.0)) t(a, b, w)")
    before = con.sql("SELECT * FROM survey").fetchall()
    tables_before = con.sql("SELECT count(*) FROM duckdb_tables()").fetchall()
    with Problem("survey", SPEC, con=con) as p:
        p.risk()
    assert con.sql("SELECT * FROM survey").fetchall() == before
    assert con.sql("SELECT count(*) FROM duckdb_tables()").fetchall() == tables_before
    assert con.sql("SELECT count(*) FROM duckdb_views() WHERE NOT internal").fetchall() == [(0,)]


@pytest.mark.parametrize("spec, message", [
    (Spec(keys=["a", "bb"], weight="w"), "key column 'bb' is not in the input; did you mean 'b'"),
    (Spec(keys=["A"], weight="w"), "did you mean 'a'"),
    (Spec(keys=["a"], weight="b"), "weight column 'b' has type VARCHAR, not a number"),
    (Spec(keys=["a"], household="h"), "household column 'h' is not in the input"),
])
def test_schema_errors_name_the_column(spec, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(")):
        Problem(pa.table(ROWS), spec)


@pytest.mark.parametrize("weights, message", [
    ([10.0, None, 5.0], "1 record\\(s\\) have a NULL weight"),
    ([10.0, 0.0, 5.0], "zero or negative"),
    ([10.0, -3.0, 5.0], "zero or negative"),
    ([10.0, float("nan"), 5.0], "NaN"),
    ([10.0, float("inf"), 5.0], "infinite"),
    ([10.0, 1e15, 5.0], "1e12 or more"),
])
def test_bad_weights_are_refused(weights, message):
    with pytest.raises(InputError, match=f"weight column 'w'.*{message}"):
        Problem(pa.table(dict(ROWS, w=weights)), SPEC)


def test_weights_below_one_warn():
    with pytest.warns(SdcsqlWarning, match="weight below 1"):
        Problem(pa.table(dict(ROWS, w=[0.5, 20.0, 5.0])), SPEC).close()


def test_empty_table_and_all_null_key():
    empty = pa.table({"a": pa.array([], pa.int64()), "b": pa.array([], pa.string()),
                      "w": pa.array([], pa.float64())})
    with pytest.raises(InputError, match="no rows"):
        Problem(empty, SPEC)
    with pytest.raises(InputError, match="key column 'a' is NULL .* in every record"):
        Problem(pa.table(dict(ROWS, a=pa.array([None] * 3, pa.int64()))), SPEC)
    with pytest.raises(InputError, match="key column 'a' is NULL"):
        Problem(pa.table(ROWS), Spec(keys=["a", "b"], weight="w", na_codes={"a": [1, 2]}))


def test_null_household_id_is_refused():
    with pytest.raises(InputError, match="household column 'h': 1 record"):
        Problem(pa.table(dict(ROWS, h=[1, None, 2])), Spec(keys=["a"], household="h"))


def test_reserved_and_output_column_names_are_refused():
    with pytest.raises(InputError, match="reserved"):
        Problem(pa.table(dict(ROWS, __sdc_x=[1, 2, 3])), SPEC)
    with pytest.raises(InputError, match="name of an output column"):
        Problem(pa.table(dict(ROWS, Fk=[1, 2, 3])), SPEC)


def test_spec_validation():
    with pytest.raises(InputError, match="at least one"):
        Spec(keys=[])
    with pytest.raises(InputError, match="listed twice"):
        Spec(keys=["a", "a"])
    with pytest.raises(InputError, match="pi"):
        Spec(keys=["a"], pi=0)
    with pytest.raises(InputError, match="not a key variable"):
        Spec(keys=["a"], na_codes={"b": [9]})
    with pytest.raises(InputError, match="household id"):
        Spec(keys=["a"], household_size="s")
    with pytest.raises(InputError, match="alpha"):
        MissingMode.parse("alpha:1.5")
    with pytest.raises(InputError, match="unknown"):
        MissingMode.parse("ignore")
    assert MissingMode.parse("alpha:0.25") == MissingMode("alpha", 0.25)
    assert str(MissingMode.parse("conservative")) == "conservative"


def test_unknown_input_type_and_missing_table():
    with pytest.raises(InputError, match="cannot read input of type int"):
        Problem(42, SPEC)
    with pytest.raises(InputError, match="neither a table"):
        Problem("no_such_table", SPEC)


def test_household_size_is_derived_and_can_be_given():
    cols = dict(ROWS, h=[1, 1, 2], s=[3, 3, 1])   # household 1 has a member outside the file
    with Problem(pa.table(cols), Spec(keys=["a"], household="h")) as p:
        derived = p.risk().households.select("household_size, members").fetchall()
    with Problem(pa.table(cols), Spec(keys=["a"], household="h", household_size="s")) as p:
        given = p.risk().households.select("household_size, members").fetchall()
    assert derived == [(2, 2), (1, 1)]
    assert given == [(3, 2), (1, 1)]


def test_csv_is_read_once_into_a_private_file(tmp_path):
    """Every step reads the CSV's one conversion: the file can go once the problem is
    open, and nothing is written beside it."""
    folder = tmp_path / "in"
    folder.mkdir()
    path = folder / "s.csv"
    path.write_text("a,b,w\n1,x,10\n1,x,20\n2,y,5\n")
    with Problem(path, SPEC) as p:
        path.unlink()
        assert p.records().fetchall() == EXPECTED
        risk = p.risk().records.select("fk, Fk_hat").fetchall()
        assert risk == [(2, 30.0), (2, 30.0), (1, 5.0)]
        assert list(folder.iterdir()) == []


def test_memory_limit_of_the_api():
    """Problem(memory_limit=...) sets DuckDB's limit; a connection sdcsql opens gets the
    default, one you give keeps its own; spill files never go to the working directory."""
    import tempfile

    from sdcsql.data import DEFAULT_MEMORY_LIMIT

    def reported(limit: str) -> str:
        con = duckdb.connect()
        con.execute("SET memory_limit = $m", {"m": limit})
        return con.execute("SELECT current_setting('memory_limit')").fetchall()[0][0]

    def setting(con, name: str) -> str:
        return con.execute(f"SELECT current_setting('{name}')").fetchall()[0][0]

    with Problem(pa.table(ROWS), SPEC, memory_limit="300MB") as p:
        assert setting(p.con, "memory_limit") == reported("300MB")
        spill = setting(p.con, "temp_directory")
        assert spill.startswith(tempfile.gettempdir()) and "/.sdcsql-" in spill
    with Problem(pa.table(ROWS), SPEC) as p:
        assert setting(p.con, "memory_limit") == reported(DEFAULT_MEMORY_LIMIT)
    con = duckdb.connect()
    con.execute("SET memory_limit = '3GB'")
    with Problem(pa.table(ROWS), SPEC, con=con) as p:
        assert setting(con, "memory_limit") == reported("3GB")
    with pytest.raises(InputError, match="memory_limit 'lots': give a size such as 2GB"):
        Problem(pa.table(ROWS), SPEC, memory_limit="lots")


# ------------------------------------------------------------------ issue 24 item 8
# a byte that is not UTF-8, a ragged row after good ones: one line naming the line, exit 1,
# never a value of the bad row (nor of any other row)
KEY, WEIGHT = "KEYVALUE7", "98765.4321"


def _good(n: int) -> list[str]:
    return [f"g{i % 5},{i % 3},{10 + i % 4}" for i in range(n)]


def _cli(capsys, *args) -> tuple[int, str]:
    from sdcsql.cli import main

    code = main([str(a) for a in args])
    return code, capsys.readouterr().err


@pytest.mark.parametrize("rows, gz", [(300, False), (30_000, False), (300, True)])
def test_a_byte_that_is_not_utf8_is_named_by_its_line(rows, gz, tmp_path, capsys):
    import gzip

    body = ("k,a,w\n" + "\n".join(_good(rows)) + "\n").encode()
    bad = f"{KEY}\xe9x,1,{WEIGHT}\n".encode("latin-1")        # é in Latin-1: byte 0xE9
    data = body + bad + ("\n".join(_good(20)) + "\n").encode()
    path = tmp_path / ("d.csv.gz" if gz else "d.csv")
    path.write_bytes(gzip.compress(data) if gz else data)
    code, err = _cli(capsys, "risk", path, "--keys", "k,a", "--weight", "w",
                     "--out", tmp_path / "o.csv")
    line, byte = rows + 2, len(body) + len(KEY) + 1
    assert code == 1 and err.count("\n") == 1
    assert err == (f"sdcsql: error: input file '{path}': line {line} is not UTF-8 text (byte "
                   f"{byte:,} of the file): save the file as UTF-8, or read it in a query over "
                   "read_csv(..., encoding = '...')\n")
    assert KEY not in err and "98765" not in err and "g4" not in err
    assert not (tmp_path / "o.csv").exists()


def test_a_byte_that_is_not_utf8_in_an_asc_is_named_by_its_line(tmp_path, capsys):
    (tmp_path / "s.rda").write_text("k 1 9\n  <IDLEVEL> 1\nw 10 10\n  <WEIGHT>\n")
    good = "".join(f"g{i % 5:<8}{10 + i % 4:>10}\n" for i in range(300))
    (tmp_path / "s.asc").write_bytes(good.encode() + f"{KEY[:8]}\xe9".encode("latin-1")
                                     + f"{WEIGHT:>10}\n".encode())
    code, err = _cli(capsys, "risk", tmp_path / "s.asc", "--keys", "k",
                     "--out", tmp_path / "o.csv")
    assert code == 1 and err.count("\n") == 1
    assert f"'{tmp_path / 's.asc'}': line 301 is not UTF-8 text" in err
    assert "KEYVALUE" not in err and "98765" not in err


@pytest.mark.parametrize("rows", [300, 5_000])
def test_a_ragged_row_after_good_rows_is_named_by_its_line(rows, tmp_path, capsys):
    path = tmp_path / "d.csv"
    path.write_text("k,a,w\n" + "\n".join(_good(rows)) + f"\n{KEY},1,{WEIGHT},extra\n")
    code, err = _cli(capsys, "risk", path, "--keys", "k,a", "--weight", "w",
                     "--out", tmp_path / "o.csv")
    assert code == 1
    assert err == (f"sdcsql: error: input file '{path}': line {rows + 2} has 4 fields where "
                   "the header has 3 (delimiter ','): fix that row, or read the file with "
                   "explicit options in a query over read_csv(...)\n")
    assert KEY not in err and "98765" not in err


def test_the_first_byte_that_is_not_utf8_across_read_chunks():
    # a two-byte character cut by the 1 MiB read boundary is valid; the bad byte after it
    # is found at its place
    import tempfile

    from sdcsql.data import _first_non_utf8

    head = b"a" * ((1 << 20) - 1) + "é".encode() + b"\nok\n"
    with tempfile.NamedTemporaryFile(suffix=".csv", delete=False) as fh:
        fh.write(head + b"x\xff\n")
    assert _first_non_utf8(fh.name) == (3, len(head) + 2)
    with tempfile.NamedTemporaryFile(suffix=".csv", delete=False) as fh:
        fh.write(head)
    assert _first_non_utf8(fh.name) is None
    with tempfile.NamedTemporaryFile(suffix=".csv", delete=False) as fh:
        fh.write(b"a" * ((1 << 20) - 1) + b"\xc3")      # cut at the end of the file
    assert _first_non_utf8(fh.name) == (1, 1 << 20)
