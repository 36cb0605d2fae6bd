"""Dialects: every template renders for DuckDB and Spark SQL; golden files catch changes.

The golden SQL under tests/golden/ is reviewed text; after a reviewed template
change regenerate it with ``python -m tests.golden.regenerate`` (see that module).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sdcsql._sql import render, template_names
from sdcsql.dialects import SPARK_TEMPLATES, DialectError, has_rendering, render_sql, to_spark
from sdcsql.errors import InputError
from tests.golden.regenerate import HERE, UNSUPPORTED, load_cases, rendered

CASES = load_cases()
REGENERATE = "python -m tests.golden.regenerate"


@pytest.mark.parametrize("dialect", ["duckdb", "spark"])
@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_rendered_sql_matches_the_golden_file(case, dialect):
    golden = HERE / dialect / f"{case['id']}.sql"
    assert golden.exists(), f"{golden} is missing: run `{REGENERATE}` and review the diff"
    assert rendered(case, dialect) == golden.read_text(), (
        f"sql/{case['template']} renders differently for {dialect} than {golden}: if the change "
        f"is reviewed, run `{REGENERATE}` and commit the diff")


def test_no_stray_golden_files():
    ids = {c["id"] for c in CASES}
    for dialect in ("duckdb", "spark"):
        stray = {p.relative_to(HERE / dialect).with_suffix("").as_posix()
                 for p in (HERE / dialect).rglob("*.sql")} - ids
        assert not stray, f"golden files without a case: {sorted(stray)}"


def _step_templates() -> list[str]:
    return [t for t in template_names()
            if not Path(t).name.startswith("_") and not t.startswith(("shell_kit/", "tools/demo/"))]


def test_every_step_template_has_a_golden_case():
    covered = {c["template"] for c in CASES}
    missing = set(_step_templates()) - covered
    assert not missing, (f"templates without a golden case: {sorted(missing)}; "
                         f"run `{REGENERATE} --record`")


def test_the_duckdb_rendering_is_the_plain_render():
    """The default dialect changes nothing: the DuckDB engine runs what render() gives."""
    for case in CASES:
        assert (render_sql(case["template"], **case["params"])
                == render(case["template"], **case["params"]))


def test_spark_templates_exist_and_the_rest_raise_naming_the_template():
    names = set(template_names())
    assert SPARK_TEMPLATES <= names
    for name in sorted(names - SPARK_TEMPLATES):
        assert not has_rendering(name, "spark")
        with pytest.raises(DialectError, match=f"sql/{name} has no spark rendering"):
            render_sql(name, "spark")
    for case in CASES:
        text = (HERE / "spark" / f"{case['id']}.sql").read_text()
        assert text.startswith(UNSUPPORTED) == (case["template"] not in SPARK_TEMPLATES)


def test_unknown_dialect_is_refused():
    with pytest.raises(InputError, match="dialect 'oracle'"):
        render_sql("risk/individual/cell_risk.sql", "oracle", cells="c", risk_values="v")


def _flat(sql: str) -> str:
    return " ".join(sql.split())


def test_spark_rewrites():
    # fixed-point integers: DuckDB's HUGEINT is DECIMAL(38, 0) on Spark
    assert "DECIMAL(38, 0)" in to_spark("SELECT CAST(x AS HUGEINT) FROM t")
    # session variables (user missing codes) become named parameters
    assert _flat(to_spark("SELECT list_contains(getvariable('sdc_na_0'), x) FROM t")) == \
        "SELECT ARRAY_CONTAINS(:sdc_na_0, x) FROM t"
    # DuckDB parameters become Spark's named parameter markers
    assert _flat(to_spark("SELECT $pi * r FROM t")) == "SELECT :pi * r FROM t"
    # an id in arrival order
    assert _flat(to_spark("SELECT row_number() OVER () AS i FROM t")) == \
        "SELECT MONOTONICALLY_INCREASING_ID() AS i FROM t"
    # an ordered row_number stays
    assert "ROW_NUMBER() OVER (ORDER BY" in _flat(
        to_spark("SELECT row_number() OVER (ORDER BY a) FROM t"))
    # identifiers: backticks, embedded backtick doubled
    assert _flat(to_spark('SELECT "a`b" FROM t')) == "SELECT `a``b` FROM t"


def test_fixed_point_sums_fit_spark_decimal():
    """The bounds the templates state hold in DECIMAL(38, 0) (at most 10^38 - 1)."""
    limit = 10 ** 38
    assert (10 ** 12) * 2 ** 52 * 2 ** 34 < limit      # weight sums: w < 1e12, 2^34 records
    assert 2 ** 96 * 2 ** 30 < limit                    # household risk sums: 2^30 records
    assert 1000 * 2 ** 100 * 2 ** 16 < limit            # log(1 - r) of a household of 2^16
    # a DECIMAL(38, 28) sum of n * risk with risk <= 1 holds n < 10^10 records
    assert 10 ** 10 * 10 ** 28 <= limit
