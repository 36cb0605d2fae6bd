"""The synthetic demo survey: determinism, household structure, plausibility, NULL patterns."""

from __future__ import annotations

import math
from pathlib import Path

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql._sql import sql_dir
from sdcsql.errors import InputError
from sdcsql.tools.demo import (
    DEMO_HOUSEHOLD,
    DEMO_KEYS,
    DEMO_WEIGHT,
    demo_relation,
    demo_sql,
    write_demo,
)

COLUMNS = [
    "person_id",
    "household_id",
    "household_size",
    "person_number",
    "region",
    "stratum",
    "urban",
    "weight",
    "sex",
    "age",
    "marital_status",
    "household_type",
    "citizenship",
    "education",
    "employment_status",
    "income",
    "expenditure",
]
ANY_KEY_NULL = " OR ".join(f"{key} IS NULL" for key in DEMO_KEYS)


def _table(con: duckdb.DuckDBPyConnection, name: str, rows: int, **options: object) -> str:
    sql, params = demo_sql(rows, **options)  # type: ignore[arg-type]
    con.execute(f"CREATE TABLE {name} AS {sql}", params)
    return name


def _one(con: duckdb.DuckDBPyConnection, sql: str) -> tuple:
    row = con.execute(sql).fetchone()
    assert row is not None
    return row


@pytest.fixture(scope="module")
def con() -> duckdb.DuckDBPyConnection:
    connection = duckdb.connect()
    _table(connection, "demo", 20_000)  # the committed defaults: seed 2026, null_rate 0.002
    _table(connection, "demo_nulls", 100_000, null_rate=0.05, null_masks=8)
    yield connection
    connection.close()


# --- the template and the API ---------------------------------------------------------------


def test_template_renders_with_strict_undefined_and_binds_every_value() -> None:
    sql, params = demo_sql(123, seed=7, null_rate=0.01, null_masks=3)
    assert params == {"rows": 123, "seed": 7, "null_rate": 0.01, "null_masks": 3}
    assert sql.startswith("-- demo_survey")
    assert not sql.rstrip().endswith(";")
    code = "\n".join(line for line in sql.splitlines() if not line.lstrip().startswith("--"))
    assert "random(" not in code.lower()
    for name in params:
        assert f"${name}" in sql
    # values are bound, never pasted into the SQL text
    assert demo_sql(456, seed=8, null_rate=0.02, null_masks=5)[0] == sql
    assert "{{" not in sql and "{%" not in sql
    assert (sql_dir() / "tools/demo/demo_survey.sql").is_file()


def test_exported_names() -> None:
    assert DEMO_KEYS == ("region", "sex", "age", "marital_status", "citizenship", "education")
    assert DEMO_WEIGHT == "weight"
    assert DEMO_HOUSEHOLD == "household_id"


def test_relation_columns_and_types() -> None:
    connection = duckdb.connect()
    rel = demo_relation(connection, 50)
    assert rel.columns == COLUMNS
    types = dict(zip(rel.columns, (str(t) for t in rel.types), strict=True))
    assert types["person_id"] == types["household_id"] == "BIGINT"
    assert types["weight"] == types["income"] == types["expenditure"] == "DOUBLE"
    others = set(COLUMNS) - {"person_id", "household_id", "weight", "income", "expenditure"}
    assert {types[c] for c in others} == {"INTEGER"}


@pytest.mark.parametrize(
    ("options", "parameter"),
    [
        ({"rows": 0}, "rows"),
        ({"rows": -3}, "rows"),
        ({"rows": 2.0}, "rows"),
        ({"rows": True}, "rows"),
        ({"rows": 10, "seed": 1.5}, "seed"),
        ({"rows": 10, "seed": 2**63}, "seed"),
        ({"rows": 10, "null_rate": 1.0}, "null_rate"),
        ({"rows": 10, "null_rate": -0.01}, "null_rate"),
        ({"rows": 10, "null_rate": math.nan}, "null_rate"),
        ({"rows": 10, "null_rate": "0.1"}, "null_rate"),
        ({"rows": 10, "null_masks": 0}, "null_masks"),
        ({"rows": 10, "null_masks": 9}, "null_masks"),
        ({"rows": 10, "null_masks": 2.0}, "null_masks"),
    ],
)
def test_invalid_arguments_are_refused(options: dict, parameter: str) -> None:
    with pytest.raises(InputError, match=parameter):
        demo_sql(**options)
    with pytest.raises(ValueError, match=parameter):
        demo_relation(duckdb.connect(), **options)


def test_write_demo_refuses_unknown_suffix_and_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"\.csv or \.parquet"):
        write_demo(tmp_path / "demo.json", 10)
    with pytest.raises(InputError, match="does not exist"):
        write_demo(tmp_path / "missing" / "demo.csv", 10)
    with pytest.raises(InputError, match="rows"):
        write_demo(tmp_path / "demo.csv", 0)
    assert list(tmp_path.iterdir()) == []


def test_numpy_scalars_are_accepted() -> None:
    _, params = demo_sql(
        np.int64(10), seed=np.int32(3), null_rate=np.float64(0.1), null_masks=np.int8(2)
    )
    assert params == {"rows": 10, "seed": 3, "null_rate": 0.1, "null_masks": 2}
    assert all(type(v) in (int, float) for v in params.values())


# --- determinism ----------------------------------------------------------------------------


def test_same_seed_same_csv_bytes_different_seed_different_data(tmp_path: Path) -> None:
    first = write_demo(tmp_path / "a.csv", 5_000, seed=11)
    second = write_demo(tmp_path / "b.csv", 5_000, seed=11)
    other = write_demo(tmp_path / "c.csv", 5_000, seed=12)
    assert first == tmp_path / "a.csv"
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() != other.read_bytes()
    assert first.read_text().splitlines()[0] == ",".join(COLUMNS)
    assert len(first.read_text().splitlines()) == 5_001
    # nothing temporary is left behind
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.csv", "b.csv", "c.csv"]


def test_different_seeds_differ_in_every_variable() -> None:
    connection = duckdb.connect()
    _table(connection, "s1", 3_000, seed=1)
    _table(connection, "s2", 3_000, seed=2)
    for column in COLUMNS[2:]:
        differing = _one(
            connection,
            f"SELECT count(*) FROM s1 JOIN s2 USING (person_id) "
            f"WHERE s1.{column} IS DISTINCT FROM s2.{column}",
        )[0]
        assert differing > 0, column


def test_result_does_not_depend_on_thread_count() -> None:
    rows = 300_000  # several row groups, so two threads really split the work
    tables = []
    for threads in (1, 2):
        connection = duckdb.connect(config={"threads": threads})
        tables.append(demo_relation(connection, rows, seed=5, null_rate=0.05).to_arrow_table())
        connection.close()
    assert tables[0].num_rows == rows
    assert tables[0].equals(tables[1])


@pytest.mark.parametrize(
    "config",
    [{"threads": 1}, {"threads": 2}, {"threads": 2, "preserve_insertion_order": False}],
)
def test_csv_bytes_do_not_depend_on_the_connection(tmp_path: Path, config: dict) -> None:
    reference = write_demo(tmp_path / "reference.csv", 200_000, seed=3)
    connection = duckdb.connect(config=config)
    written = write_demo(tmp_path / "written.csv", 200_000, seed=3, con=connection)
    connection.close()
    assert written.read_bytes() == reference.read_bytes()


def test_parquet_round_trip(tmp_path: Path) -> None:
    connection = duckdb.connect()
    path = write_demo(tmp_path / "demo.parquet", 2_000, seed=9, null_rate=0.05, con=connection)
    assert path.suffix == ".parquet"
    written = pq.read_table(path)
    expected = demo_relation(connection, 2_000, seed=9, null_rate=0.05).to_arrow_table()
    assert written.column_names == COLUMNS
    # DuckDB marks columns it can prove non-NULL as required: compare values, not nullability
    assert written.cast(expected.schema).equals(expected)
    # the caller's connection is left open and usable
    assert connection.execute("SELECT 1").fetchone() == (1,)


def test_parquet_bytes_do_not_depend_on_thread_count(tmp_path: Path) -> None:
    paths = []
    for threads in (1, 2):
        connection = duckdb.connect(config={"threads": threads})
        paths.append(write_demo(tmp_path / f"t{threads}.parquet", 250_000, seed=4, con=connection))
        connection.close()
    assert paths[0].read_bytes() == paths[1].read_bytes()


def test_write_demo_replaces_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "demo.csv"
    target.write_text("old")
    write_demo(target, 10)
    assert target.read_text().startswith("person_id,")


# --- household structure --------------------------------------------------------------------


@settings(max_examples=20, deadline=None)
@given(rows=st.integers(min_value=1, max_value=400), seed=st.integers(-(2**63), 2**63 - 1))
def test_exact_rows_and_true_household_sizes(rows: int, seed: int) -> None:
    connection = duckdb.connect()
    _table(connection, "d", rows, seed=seed)
    count, first, last, distinct = _one(
        connection,
        "SELECT count(*), min(person_id), max(person_id), count(DISTINCT person_id) FROM d",
    )
    assert (count, first, last, distinct) == (rows, 1, rows, rows)
    bad = _one(
        connection,
        """
        SELECT count(*) FROM (
            SELECT household_id, any_value(household_size) AS size, count(*) AS n,
                   count(DISTINCT household_size) AS sizes, min(person_number) AS lo,
                   max(person_number) AS hi, count(DISTINCT person_number) AS numbers
            FROM d GROUP BY household_id
        ) WHERE sizes <> 1 OR size <> n OR lo <> 1 OR hi <> n OR numbers <> n
        """,
    )[0]
    assert bad == 0


def test_households_and_persons_are_ordered(con: duckdb.DuckDBPyConnection) -> None:
    rows = con.execute("SELECT person_id, household_id, person_number FROM demo").fetchall()
    assert [r[0] for r in rows] == list(range(1, len(rows) + 1))
    # consecutive pairs: rows[1:] is one shorter
    assert all(a[1] < b[1] or (a[1] == b[1] and a[2] + 1 == b[2])
               for a, b in zip(rows, rows[1:], strict=False))


def test_household_size_distribution(con: duckdb.DuckDBPyConnection) -> None:
    sizes = dict(
        con.execute(
            "SELECT household_size, count(DISTINCT household_id) FROM demo GROUP BY 1"
        ).fetchall()
    )
    households = sum(sizes.values())
    assert set(sizes) <= set(range(1, 13))
    assert max(sizes) >= 9  # a few large households
    small = sum(n for size, n in sizes.items() if size <= 4)
    assert small / households > 0.85
    assert 2.2 < _one(con, "SELECT count(*) / count(DISTINCT household_id) FROM demo")[0] < 2.8


def test_household_level_variables_are_constant(con: duckdb.DuckDBPyConnection) -> None:
    for column in ("region", "stratum", "urban", "weight", "household_type", "expenditure"):
        varying = _one(
            con,
            f"SELECT count(*) FROM (SELECT household_id FROM demo GROUP BY household_id "
            f"HAVING count(DISTINCT {column}) > 1)",
        )[0]
        assert varying == 0, column


# --- plausibility ---------------------------------------------------------------------------


def test_ranges(con: duckdb.DuckDBPyConnection) -> None:
    ranges = {
        "region": (1, 20),
        "urban": (0, 1),
        "sex": (1, 2),
        "age": (0, 99),
        "marital_status": (1, 5),
        "household_type": (1, 6),
        "citizenship": (1, 3),
        "education": (1, 6),
        "employment_status": (1, 5),
    }
    for column, (low, high) in ranges.items():
        values = {v for (v,) in con.execute(f"SELECT DISTINCT {column} FROM demo").fetchall()}
        values.discard(None)
        assert values <= set(range(low, high + 1)), column
        if column == "age":
            assert min(values) == 0 and max(values) >= 95
        else:
            assert values == set(range(low, high + 1)), column
    assert _one(con, "SELECT count(*) FROM demo WHERE stratum <> region * 10 + 2 - urban")[0] == 0
    lowest_income, lowest_expenditure = _one(con, "SELECT min(income), min(expenditure) FROM demo")
    assert lowest_income == 0.0
    assert lowest_expenditure > 0.0


def test_regions_have_unequal_sizes(con: duckdb.DuckDBPyConnection) -> None:
    counts = [n for (n,) in con.execute("SELECT count(*) FROM demo GROUP BY region").fetchall()]
    assert len(counts) in (20, 21)  # 20 regions, plus NULL if a record lost its region
    assert max(counts) > 4 * min(counts)


def test_weights(con: duckdb.DuckDBPyConnection) -> None:
    low, positive, typical, strata = _one(
        con,
        """
        SELECT avg((weight < 2)::INTEGER), bool_and(weight > 0),
               avg((weight BETWEEN 50 AND 2000)::INTEGER), count(DISTINCT stratum)
        FROM demo
        """,
    )
    assert 0 < low < 0.03
    assert positive
    assert typical > 0.95
    assert strata > 30
    # realistic, non-round values
    assert _one(con, "SELECT avg((weight = round(weight))::INTEGER) FROM demo")[0] < 0.05
    by_stratum = _one(
        con,
        "SELECT max(m) / min(m) FROM (SELECT median(weight) AS m FROM demo GROUP BY stratum)",
    )[0]
    assert by_stratum > 3


def test_age_pyramid(con: duckdb.DuckDBPyConnection) -> None:
    children, elderly, centenarians = _one(
        con,
        "SELECT avg((age < 15)::INTEGER), avg((age >= 65)::INTEGER), "
        "count(*) FILTER (WHERE age > 99) FROM demo WHERE age IS NOT NULL",
    )
    assert 0.10 < children < 0.25
    assert 0.10 < elderly < 0.25
    assert centenarians == 0


def test_consistency_rules(con: duckdb.DuckDBPyConnection) -> None:
    violations = {
        "children are single": "age < 16 AND marital_status <> 1",
        "young children have the lowest education": "age < 6 AND education <> 1",
        "no tertiary education before 21": "age < 21 AND education = 6",
        "children are not in the labour force": "age < 16 AND employment_status NOT IN (3, 5)",
        "children have no income": "age < 16 AND income <> 0",
        "household heads are adults": "person_number = 1 AND age < 18",
        "one-person households": "(household_size = 1) <> (household_type = 1)",
        "couples are two persons": "household_type = 2 AND household_size <> 2",
        "retired persons are not young": "employment_status = 4 AND age < 50",
    }
    for rule, condition in violations.items():
        assert _one(con, f"SELECT count(*) FROM demo_nulls WHERE {condition}")[0] == 0, rule
    larger = _one(
        con,
        "SELECT avg(household_size) FILTER (WHERE age < 16), "
        "avg(household_size) FILTER (WHERE age >= 16) FROM demo",
    )
    assert larger[0] > larger[1] + 1  # children live in larger households


def test_income_and_expenditure(con: duckdb.DuckDBPyConnection) -> None:
    mean, median, correlation = _one(
        con,
        "SELECT avg(income), median(income), corr(ln(income), ln(expenditure)) "
        "FROM demo WHERE employment_status = 1",
    )
    assert mean > median * 1.1  # right-skewed
    assert correlation > 0.3
    mean, median = _one(con, "SELECT avg(expenditure), median(expenditure) FROM demo")
    assert mean > median


# --- missing key values ---------------------------------------------------------------------


def _patterns(con: duckdb.DuckDBPyConnection, table: str) -> dict[tuple, int]:
    flags = ", ".join(f"{key} IS NULL" for key in DEMO_KEYS)
    rows = con.execute(
        f"SELECT {flags}, count(*) FROM {table} WHERE {ANY_KEY_NULL} GROUP BY ALL"
    ).fetchall()
    return {tuple(r[:-1]): r[-1] for r in rows}


def test_null_share_and_patterns(con: duckdb.DuckDBPyConnection) -> None:
    share = _one(con, f"SELECT avg(({ANY_KEY_NULL})::INTEGER) FROM demo_nulls")[0]
    assert 0.045 < share < 0.055
    patterns = _patterns(con, "demo_nulls")
    assert len(patterns) == 8
    assert min(patterns.values()) > 100
    assert all(not flags[DEMO_KEYS.index("sex")] for flags in patterns)


def test_default_demo_has_a_few_missing_key_values(con: duckdb.DuckDBPyConnection) -> None:
    missing = _one(con, f"SELECT count(*) FILTER (WHERE {ANY_KEY_NULL}) FROM demo")[0]
    assert 0 < missing < 0.005 * 20_000


@pytest.mark.parametrize("masks", [1, 3, 5])
def test_null_masks_sets_the_number_of_patterns(masks: int) -> None:
    connection = duckdb.connect()
    _table(connection, "d", 50_000, null_rate=0.05, null_masks=masks)
    assert len(_patterns(connection, "d")) == masks
    share = _one(connection, f"SELECT avg(({ANY_KEY_NULL})::INTEGER) FROM d")[0]
    assert 0.04 < share < 0.06


def test_no_nulls_outside_the_keys(con: duckdb.DuckDBPyConnection) -> None:
    for column in set(COLUMNS) - set(DEMO_KEYS):
        assert _one(con, f"SELECT count(*) FROM demo_nulls WHERE {column} IS NULL")[0] == 0, column


def test_null_rate_zero_gives_complete_records() -> None:
    connection = duckdb.connect()
    _table(connection, "d", 20_000, null_rate=0.0)
    assert _one(connection, f"SELECT count(*) FROM d WHERE {ANY_KEY_NULL}")[0] == 0


def test_arrow_types() -> None:
    table = demo_relation(duckdb.connect(), 10).to_arrow_table()
    assert table.schema.field("person_id").type == pa.int64()
    assert table.schema.field("age").type == pa.int32()
