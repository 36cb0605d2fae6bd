"""The rendered SQL of a pipeline step, as a script for review or a DuckDB shell.

``sdcsql sql DATA --keys ... --step NAME`` runs the steps the named one needs (the
plans of some steps depend on the data: which NULL patterns occur, the range of
integer keys) and prints every statement the engine ran for them, then the step
itself as a SELECT.  Internal object names become stable names (``sdc_keyed``,
``sdc_cells``, ...); bound parameters become session variables
(``SET VARIABLE sdc_param_pi = ...`` and ``getvariable('sdc_param_pi')``); the one
step that runs in Python (the risk of each cell, a numpy function over the cell
arrays) is replaced by the shell kit's function, so the script needs
``sdcsql sql --shell-kit`` loaded first (docs/sql.md).
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from .._sql import PARAMETER, quote_ident, render, sql_dir
from ..data import source_sql
from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from ..problem import Problem

__all__ = ["STEPS", "MACRO_FUNCTIONS", "step_script", "macro_kit"]

#: Steps that can be printed, with what each produces (docs/sql.md names the templates).
STEPS = {
    "keyed": "the keyed view (frequencies/keyed.sql)",
    "base_cells": "distinct key patterns (frequencies/base_cells.sql)",
    "cell_table": "fk and Fk per cell (frequencies/cell_table.sql)",
    "cell_risk": "risk per cell (risk/individual/cell_risk.sql)",
    "household_risk": "risk per household (risk/individual/household_risk.sql)",
    "core_risk": "core risk per household size (risk/core/core_risk.sql)",
    "global_risk": "the file's global risk (risk/individual/global_risk.sql)",
    "record_risk": "every record with fk, Fk, risk (frequencies/record_frequencies.sql)",
    "risk_levels": "the threshold search levels (risk/threshold/risk_levels.sql)",
    "threshold_choice": "the threshold chosen one of three ways "
                        "(risk/threshold/threshold_choice.sql)",
    "risk_histogram": "the risk chart's bins (present/charts/risk_histogram.sql)",
}

#: The shell kit's function for each risk method (sql/shell_kit/risk.sql).
MACRO_FUNCTIONS = {"exact": "sdc_risk", "sdcmicro": "sdc_risk_sdcmicro", "argus": "sdc_risk_argus"}

#: A quoted identifier or a string literal: user text lives only in these.
_QUOTED = re.compile(r"\"(?:[^\"]|\"\")*\"|'(?:[^']|'')*'")
_UDF = re.compile(r"sdc_risk_udf(?:_([a-z0-9]+))?")
#: the alias that ends DuckDB's query of a relation it read from a file
_DRAWN_ALIAS = re.compile(r'\s+AS\s+("?)unnamed_relation_[0-9a-f]+\1\s*$')
#: Spark SQL's quoted tokens: a `quoted identifier`, a string literal in either quote
#: (backslash escapes in it)
_SPARK_QUOTED = re.compile(r"`(?:[^`]|``)*`|'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
#: a Spark parameter marker (``:name``; a bound list's too)
_SPARK_MARKER = re.compile(r"(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)")


def _map_tokens(text: str, bare: Any, quoted: Any, pattern: re.Pattern[str] = _QUOTED) -> str:
    """``bare(segment)`` on the text outside quotes, ``quoted(token, next_char)`` on each
    quoted identifier or string literal (user names are only ever quoted); ``pattern``:
    the dialect's quoted tokens."""
    out, pos = [], 0
    for m in pattern.finditer(text):
        out += [bare(text[pos:m.start()]), quoted(m.group(0), text[m.end():m.end() + 1])]
        pos = m.end()
    out.append(bare(text[pos:]))
    return "".join(out)


def macro_kit() -> str:
    """The text of sql/shell_kit/risk.sql."""
    return (sql_dir() / "shell_kit" / "risk.sql").read_text(encoding="utf-8")


def _stable(text: str, uid: str, pattern: re.Pattern[str] = _QUOTED) -> str:
    """Stable names for the objects sdcsql created (``__sdc_keyed_<pid>_<n>`` ->
    ``sdc_keyed``; input columns cannot start with ``__sdc_``) and the missing-code
    variables of the problem ``uid`` (``sdc_na_<uid>_<i>`` -> ``sdc_na_<i>``); the
    engine's Python risk UDFs become the shell kit's.  Only whole names are renamed: a
    user identifier that merely contains such a name is printed as it is."""
    internal = re.compile(rf"__sdc_([a-z][a-z0-9_]*?)_\d+_\d+|"
                          rf"sdc_na_{re.escape(uid)}_(\d+)")

    def stable(m: re.Match[str]) -> str:
        return f"sdc_{m.group(1)}" if m.group(1) else f"sdc_na_{m.group(2)}"

    def bare(segment: str) -> str:
        return re.sub(rf"(?<![\w$])(?:{internal.pattern})(?![\w$])", stable, segment)

    def quoted(token: str, after: str) -> str:
        q, inner = token[0], token[1:-1]
        udf = _UDF.fullmatch(inner)
        if q == '"' and udf and after == "(":
            return MACRO_FUNCTIONS.get(udf.group(1) or "exact", token)
        m = internal.fullmatch(inner)
        return q + stable(m) + q if m else token

    return _map_tokens(text, bare, quoted, pattern)


def _literal(value: Any) -> str:
    """A SQL literal for a parameter value (numbers, strings, lists of them)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return f"{value}::BIGINT"
    if isinstance(value, float):
        if math.isinf(value):
            return "'inf'::DOUBLE" if value > 0 else "'-inf'::DOUBLE"
        return f"{value!r}::DOUBLE"
    if isinstance(value, str):
        return "'" + value.replace("'", "''") + "'"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    raise InputError(f"cannot print a parameter of type {type(value).__name__}")


def _with_variables(sql: str, params: dict[str, Any], out: list[str]) -> str:
    """``$name`` -> ``getvariable('sdc_param_name')``, with its SET VARIABLE in ``out``."""
    names: list[str] = []

    def collect(seg: str) -> str:
        names.extend(PARAMETER.findall(seg))
        return seg

    _map_tokens(sql, collect, lambda tok, _after: tok)
    for name in sorted(set(names)):
        if name not in params:
            raise InputError(f"step parameter ${name} has no value")  # pragma: no cover
        out.append(f"SET VARIABLE sdc_param_{name} = {_literal(params[name])};")
    return _map_tokens(sql, lambda seg: PARAMETER.sub(
        lambda m: f"getvariable('sdc_param_{m.group(1)}')", seg), lambda tok, _after: tok)


def _source_sql(problem: Problem) -> str:
    """The query reading the input, without the alias DuckDB draws at random for a
    relation read from a file (``... AS "unnamed_relation_<hex>"``, quoted or not): the
    script is the same text from run to run."""
    text = source_sql(problem.con, problem.source)
    if text is None:
        raise InputError("the input is not a file or query: its SQL cannot be printed")
    return _DRAWN_ALIAS.sub("", text)


def _prepare(problem: Problem, step: str, method: str,
             threshold: dict[str, float] | None) -> tuple[str, dict[str, Any]]:
    """Create what ``step`` needs; return the step's own SQL (internal names) and params."""
    from ..risk.core import core_table
    from ..risk.individual import K_ANONYMITY_LEVELS, cell_risk_table, households_table
    from ..risk.threshold import levels_table

    if step == "keyed":
        return _pop(problem, problem.keyed)
    if step in ("base_cells", "cell_table"):
        cells = problem.cells_table()
        return _pop(problem, cells if step == "cell_table"
                    else problem.name("base"))
    if step == "cell_risk":
        return _pop(problem, cell_risk_table(problem, method))
    if step in ("household_risk", "core_risk"):
        if not problem.spec.household:
            raise InputError(f"--step {step} needs --household")
        table = (households_table(problem, method) if step == "household_risk"
                 else core_table(problem, method))
        assert table is not None        # the spec names a household
        return _pop(problem, table)
    if step == "risk_levels":
        return _pop(problem, levels_table(problem, "cells", method, ">="))
    if step == "threshold_choice":
        given = {k: v for k, v in (threshold or {}).items() if v is not None}
        if len(given) != 1:
            raise InputError("--step threshold_choice needs one of --risk, "
                             "--reid-rate, --unsafe-records")
        ((chosen_by, target),) = given.items()
        levels = levels_table(problem, "cells", method, ">=")
        return problem.engine.render("risk/threshold/threshold_choice.sql", levels=levels,
                                     chosen_by=chosen_by, rule=">="), {"target": target}
    cell_risk = cell_risk_table(problem, method)
    households = households_table(problem, method)
    if step == "global_risk":
        return problem.engine.render("risk/individual/global_risk.sql", cell_risk=cell_risk,
                                     households=households, ks=list(K_ANONYMITY_LEVELS)), {}
    if step == "record_risk":
        return problem.records_sql(
            cell_risk, ["fk", "Fk_hat", "risk"], ordered=True, households=households,
            household_columns=["household_risk"] if households else []), {}
    if step == "risk_histogram":
        from ..present.charts import PER_DECADE
        return problem.engine.render("present/charts/risk_histogram.sql", relation=cell_risk,
                                     value="risk", weight="__sdc_c",
                                     per_decade=PER_DECADE), {}
    raise InputError(f"--step {step!r}: use one of {', '.join(STEPS)}")  # pragma: no cover


def _pop(problem: Problem, name: str) -> tuple[str, dict[str, Any]]:
    """The statement that created ``name``; it and what was created after it (which the
    step does not need) are taken off the list of prerequisites."""
    for i, (_kind, created, sql, params) in enumerate(problem.statements):
        if created == name:
            del problem.statements[i:]
            return sql, params
    raise AssertionError(f"{name} was not created by this problem")  # pragma: no cover


def step_script(problem: Problem, step: str, method: str = "exact",
                threshold: dict[str, float] | None = None) -> str:
    """A script: the statements ``step`` needs, then the step as a SELECT (see module doc).

    ``threshold``: for ``threshold_choice``, one of ``{"risk": r}``, ``{"reid_rate": x}``,
    ``{"unsafe_records": n}`` (rule ``>=``).
    """
    if step not in STEPS:
        raise InputError(f"--step {step!r}: use one of {', '.join(STEPS)}")
    if problem.engine.dialect == "spark":
        return _spark_script(problem, step, method, threshold)
    if method not in MACRO_FUNCTIONS:
        raise InputError(f"--method {method!r}: the shell kit has no function for it; "
                         f"use one of {', '.join(MACRO_FUNCTIONS)}")
    sql, params = _prepare(problem, step, method, threshold)
    uid = problem.uid
    out = [f"-- sdcsql: step {step}: {STEPS[step]}",
           "-- Load the shell kit first (sdcsql sql --shell-kit > risk.sql; .read risk.sql).",
           f"CREATE OR REPLACE TEMP VIEW sdc_src AS {_stable(_source_sql(problem), uid)};"]
    for kind, name, text, stmt_params in problem.statements:
        if kind == "VARIABLE":
            out.append(f"SET VARIABLE {quote_ident(_stable(name, uid))} = "
                       f"{_literal(stmt_params['codes'])};")
            continue
        if name == problem.name(f"risk_values_{method}"):
            cells = _stable(problem.cache["cells"], uid)
            text = render("tools/sql_script/risk_values.sql", cells=cells, method=method)
        body = _with_variables(_stable(text, uid), stmt_params, out)
        out.append(f"CREATE OR REPLACE TEMP {kind} {quote_ident(_stable(name, uid))} AS\n{body};")
    out.append(f"-- the step {step}:")
    out.append(_with_variables(_stable(sql, uid), params, out) + ";")
    return "\n".join(out) + "\n"


def _spark_literal(value: Any) -> str:
    """A Spark SQL literal for a parameter value (numbers, strings, lists of them)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return f"CAST({value} AS BIGINT)"
    if isinstance(value, float):
        if math.isinf(value):
            return "CAST('Infinity' AS DOUBLE)" if value > 0 else "CAST('-Infinity' AS DOUBLE)"
        return f"CAST({value!r} AS DOUBLE)"
    if isinstance(value, str):     # Spark reads backslash escapes in string literals
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    if isinstance(value, (list, tuple)):
        return "ARRAY(" + ", ".join(_spark_literal(v) for v in value) + ")"
    raise InputError(f"cannot print a parameter of type {type(value).__name__}")


def _spark_variables(sql: str, params: dict[str, Any], out: list[str]) -> str:
    """``:name`` -> the session variable ``sdc_param_name`` (a bound list's marker: the
    variable of that name), with its DECLARE in ``out``."""
    def replace(segment: str) -> str:
        def one(m: re.Match[str]) -> str:
            name = m.group(1)
            if name.startswith("sdc_na_"):       # a missing-code list, declared before
                return name
            if name not in params:
                raise InputError(f"step parameter :{name} has no value")  # pragma: no cover
            declared = f"sdc_param_{name}"
            line = f"DECLARE OR REPLACE VARIABLE {declared} = {_spark_literal(params[name])};"
            if line not in out:
                out.append(line)
            return declared
        return _SPARK_MARKER.sub(one, segment)

    return _map_tokens(sql, replace, lambda tok, _after: tok, _SPARK_QUOTED)


def _spark_script(problem: Problem, step: str, method: str,
                  threshold: dict[str, float] | None) -> str:
    """The statements ``step`` needs as the Spark engine runs them (its renderings,
    :meth:`sdcsql.engines.Engine.render`), then the step as a SELECT: temp views of
    stable names over the input's view ``sdc_src``, bound values as session variables
    (DECLARE OR REPLACE VARIABLE), a table the engine materialises cached (CACHE
    TABLE: its row ids generated once).  A relation made by a Python function on the
    executors (the risk of each cell) has no SQL: a comment names it, and the script
    runs in a Spark session where that view exists (the engine's own)."""
    sql, params = _prepare(problem, step, method, threshold)
    uid = problem.uid
    out = [f"-- sdcsql: step {step}: {STEPS[step]} (Spark SQL, as the Spark engine runs it)",
           "-- The input is the temp view sdc_src: register it first, e.g. "
           "spark.read.parquet(PATH).createOrReplaceTempView('sdc_src').",
           "-- A line '-- made by Python' names a view computed by a Python function on "
           "the executors, which has no SQL."]

    def stable(text: str) -> str:
        return _stable(text, uid, _SPARK_QUOTED)

    for kind, name, text, stmt_params in problem.statements:
        target = "`" + stable(name) + "`"
        if kind == "VARIABLE":
            out.append(f"DECLARE OR REPLACE VARIABLE {stable(name)} = "
                       f"{_spark_literal(stmt_params['codes'])};")
        elif not text:
            what = "the risk of each cell" if "risk_values" in name else "an Arrow table"
            out.append(f"-- {target}: made by Python ({what}), no SQL")
        else:
            body = _spark_variables(stable(text), stmt_params, out)
            out.append(f"CREATE OR REPLACE TEMPORARY VIEW {target} AS\n{body};")
            if kind == "TABLE" or "monotonically_increasing_id" in text.lower():
                # materialised, as the engine does: row ids generated once
                out.append(f"CACHE TABLE {target};")
    out.append(f"-- the step {step}:")
    out.append(_spark_variables(stable(sql), params, out) + ";")
    return "\n".join(out) + "\n"
