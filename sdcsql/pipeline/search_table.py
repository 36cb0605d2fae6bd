"""The ``[search]`` table of problem files and sessions (docs/pipeline/problem_file.md):
the search's options with their files, checked; the steps that replay a search's node
(its recodes as ``map`` recodes, then local suppression of values to the target: what
``sdcsql search --write-problem`` writes, sdcsql.pipeline.search_file); the search run.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import InputError
from ..protect.search import SEARCH_STEP, SearchResult

__all__ = ["PATH_OPTIONS", "PROBLEM_FILE_TARGETS", "check_problem_file_targets",
           "check_search_table", "recodes", "relative", "replay_tables", "resolved",
           "run_search", "search_files", "search_steps"]


def _typed(value: str, duckdb_type: str) -> Any:
    """A hierarchy's text value as the column's type (map recodes compare codes by type)."""
    from ..spec import is_float_type, is_integer_type

    if is_integer_type(duckdb_type):
        return int(value)
    if is_float_type(duckdb_type):
        return float(value)
    return value


def recodes(problem: Any, result: SearchResult) -> list[Any]:
    """The node as ``map`` recodes (:class:`sdcsql.protect.recode.Recode`), one per key not
    at level 0: each released value and the values of the data it covers."""
    from ..protect.recode import Recode

    table = result.table_
    assert table is not None
    out = []
    for j, (key, h, level) in enumerate(zip(result.keys, table.hierarchies,
                                            result.transformation, strict=True)):
        if level == 0:
            continue
        present = np.unique(table.rows[j])
        groups: dict[str, list[Any]] = {}
        for r in present.tolist():
            label = h.labels[level][h.codes[level][r]]
            groups.setdefault(label, []).append(_typed(h.values[r][0], problem.schema[key]))
        out.append(Recode(key, "map", groups=tuple((to, tuple(frm))
                                                     for to, frm in groups.items())))
    return out


#: The targets a problem file's value-level protection can state.
PROBLEM_FILE_TARGETS = ("k", "max_risk", "reid_rate", "household_risk")


def check_problem_file_targets(options: Mapping[str, Any]) -> None:
    """Refuse, before any work, targets that a problem file's protection cannot state."""
    given = [o.name for o in SEARCH_STEP.own if o.name not in PROBLEM_FILE_TARGETS
             and o.name in ("ldiversity", "tcloseness", "beta_likeness", "average_risk",
                            "sample_uniqueness", "records_above")
             and options.get(o.name) is not None]
    named = [o for o in PROBLEM_FILE_TARGETS if options.get(o) is not None]
    if given or len(named) > 1:
        what = given[0] if given else " and ".join(named)
        raise InputError(f"--{what.replace('_', '-')}: a problem file's protection (local "
                         "suppression of values) states one of --k, --max-risk, "
                         "--reid-rate or --household-risk; search with one of them to write "
                         "a problem file or apply in values mode")


def replay_tables(options: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The problem-file tables that replay the search's target with local suppression of
    values: ``risk`` (a method other than exact), ``threshold``, ``protection``."""
    out: dict[str, dict[str, Any]] = {}
    method = options.get("method") or "exact"
    if method != "exact":
        out["risk"] = {"method": method}
    if options.get("k") is not None:
        out["protection"] = {"mode": "k", "k": options["k"]}
    elif options.get("max_risk") is not None:
        out["threshold"] = {"risk": options["max_risk"]}
        out["protection"] = {"mode": "risk"}
    elif options.get("reid_rate") is not None:
        out["threshold"] = {"reid_rate": options["reid_rate"]}
        out["protection"] = {"mode": "risk"}
    elif options.get("household_risk") is not None:
        # the per-member rule: with the spec's household, local suppression holds each
        # member to R / household size, and with the check only while its household's
        # risk reaches R (seed 002 section 8.2), the search's rule (docs/protect/search.md)
        out["threshold"] = {"risk": options["household_risk"]}
        out["protection"] = {"mode": "risk", "household_check": True}
    return out


# --------------------------------------------------------------------- the [search] table
#: The search's options that name files (read against the problem file's directory).
PATH_OPTIONS = ("hierarchies", "hierarchy", "grc")


def _map_paths(options: Mapping[str, Any], how: Any) -> dict[str, Any]:
    """``options`` with each file ``how(path)`` (``grc``: each file of its list)."""
    out = dict(options)
    if out.get("hierarchies") is not None:
        out["hierarchies"] = how(out["hierarchies"])
    if out.get("hierarchy"):
        out["hierarchy"] = {k: how(v) for k, v in out["hierarchy"].items()}
    if out.get("grc"):
        out["grc"] = {k: ",".join(how(f) for f in v.split(",")) for k, v in out["grc"].items()}
    return out


def resolved(options: Mapping[str, Any], base: str | Path) -> dict[str, Any]:
    """The ``[search]`` options with their files read against ``base`` (absolute)."""
    root = Path(base)
    return _map_paths(options, lambda p: str(p if Path(p).is_absolute() else
                                             (root / p).resolve()))


def relative(options: Mapping[str, Any], base: str | Path) -> dict[str, Any]:
    """The ``[search]`` options with their files relative to ``base`` (for a file there)."""
    root = Path(base).resolve()
    return _map_paths(options, lambda p: os.path.relpath(Path(p).resolve(), root))


def search_files(options: Mapping[str, Any]) -> list[Path]:
    """The files the search reads: the hierarchy files and ``.grc`` files (a directory of
    hierarchies: its ``.csv`` files)."""
    out: list[Path] = []

    def note(p: str) -> str:
        out.append(Path(p))
        return p

    _map_paths(options, note)
    files: list[Path] = []
    for p in out:
        files += sorted(f for f in p.iterdir() if f.suffix.lower() == ".csv") \
            if p.is_dir() else [p]
    return files


def check_search_table(options: Mapping[str, Any], where: str) -> None:
    """Refuse, before any work, a ``[search]`` table a problem file cannot replay: a
    target its local suppression cannot state, or no target."""
    named = [t for t in PROBLEM_FILE_TARGETS if options.get(t) is not None]
    other = [o.name for o in SEARCH_STEP.own if options.get(o.name) is not None and o.name in
             ("ldiversity", "tcloseness", "beta_likeness", "average_risk",
              "sample_uniqueness", "records_above")]
    if other or len(named) != 1:
        what = f"{where}.{other[0]}" if other else where
        raise InputError(f"{what}: the search of a problem file is replayed by local "
                         "suppression of values, which states one target: give one of k, "
                         "max_risk, reid_rate or household_risk (and no other target)")


def search_steps(problem: Any, result: SearchResult,
                 options: Mapping[str, Any]) -> tuple[Any, ...]:
    """The steps that replay the search's node, as a problem file's shorthand tables give
    them (sdcsql.pipeline.search_file.problem_document writes the same tables): its
    recodes, then local suppression of values to the target."""
    from .chain import steps_from_tables

    tables = replay_tables(options)
    return steps_from_tables(recodes(problem, result), tables.get("threshold"),
                             tables.get("protection"))


def run_search(source: Any, spec: Any, options: Mapping[str, Any], method: str, con: Any,
               progress: Any = None, *, engine: str = "duckdb",
               spark: Any = None) -> tuple[SearchResult, tuple[Any, ...]]:
    """The search of ``options`` (files absolute) on ``source`` and the steps replaying
    its node; on ``engine`` (Spark: the session ``spark``, the cells aggregated there)."""
    from .runner import open_problem

    opts = {**options, **({"method": method} if method != "exact" else {})}
    with open_problem(source, spec, engine=engine,
                      con=con, spark=spark) as problem:
        result = problem.search(progress=progress, **opts)
        steps = search_steps(problem, result, opts)
    result.table_ = None         # the cells are not needed past the steps
    return result, steps
