"""SQL lives in templates: no relation is written as a SQL string in Python.

Issue 14 item 1: every relation a step builds or reads is a template in ``sql/``
(header, ``qi`` quoting, bound values), so sqlglot translates it once.  What may stay
in Python is engine housekeeping that is no relation: ``SET``/``RESET``, ``DROP``,
``CHECKPOINT``, ``COPY (template) TO``, the ``CREATE ... AS`` wrapper around a
rendered template, and appending one table to another (``INSERT INTO x SELECT * FROM
y``, or ``INSERT INTO x`` + a rendered template).

Covered: every module of the package and of ``udfs/``.  Besides the housekeeping
above, what reads the engine itself rather than building a relation may stay:
settings and catalog queries (``current_setting``, ``duckdb_views()`` and the like,
``sniff_csv``), a relation read whole (``SELECT * FROM x``, with ``LIMIT 0`` for its
schema) and a view naming one (``CREATE TEMP VIEW x AS SELECT * FROM y``).  Messages
that mention SQL (``rename it (e.g. a SELECT ... AS)``) are no relation: a relation
has a FROM clause or a WITH list.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "sdcsql"

MODULES = sorted([*ROOT.rglob("*.py"), *(ROOT.parent / "udfs").glob("*.py")])

#: a relation: a SELECT ... FROM (or a WITH name AS ( ... list) in the literal text
RELATION = re.compile(r"\bSELECT\b.*\bFROM\b|\bWITH\s+\w+\s+AS\s*\(", re.S)
#: housekeeping: append one table to another; a relation read whole (or its schema);
#: a view naming a relation; the engine's settings and catalog
HOUSEKEEPING = re.compile(
    r"^INSERT INTO \{\} SELECT \* FROM \{\}$"
    r"|^SELECT \* FROM \{\}( LIMIT 0)?$"
    r"|^CREATE TEMP VIEW \{\} AS SELECT \* FROM \{\}$"
    r"|\bcurrent_setting\(|\bduckdb_\w+\(\)|\bsniff_csv\(")


def _literal_text(node: ast.AST) -> str:
    """The text of a string or f-string, each replacement field as ``{}``."""
    if isinstance(node, ast.Constant):
        return node.value
    assert isinstance(node, ast.JoinedStr)
    return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)


def _sql_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(n.value) for n in ast.walk(tree)
                  if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    inner = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    found = []
    for node in ast.walk(tree):
        if id(node) in docstrings or id(node) in inner:
            continue
        if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                               and isinstance(node.value, str)):
            text = " ".join(_literal_text(node).split())
            if RELATION.search(text) and not HOUSEKEEPING.search(text):
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: {text[:70]}")
    return found


def test_the_covered_modules_exist():
    assert len(MODULES) > 100 and all(p.exists() for p in MODULES)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(ROOT.parent).as_posix())
def test_no_relation_is_a_sql_string_in_python(path):
    found = _sql_strings(path)
    assert not found, "SQL strings that should be templates in sql/:\n" + "\n".join(found)
