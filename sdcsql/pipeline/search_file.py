"""The protection search's node as a problem file (docs/protect/search.md, "values
mode"): its recodes as ``map`` recodes, then sdcsql's local suppression of values to the
search's target, in today's problem-file format (docs/pipeline/problem_file.md).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..protect.search import SearchResult
from .search_table import (
    PROBLEM_FILE_TARGETS,
    check_problem_file_targets,
    recodes,
    replay_tables,
    search_steps,
)

__all__ = ["PROBLEM_FILE_TARGETS", "check_problem_file_targets", "node_steps",
           "problem_document", "recodes", "write_problem"]


def problem_document(problem: Any, result: SearchResult, data: str, output: str,
                     options: Mapping[str, Any]) -> dict[str, Any]:
    """A problem file (today's format, docs/pipeline/problem_file.md) replaying the node:
    its recodes, then sdcsql's local suppression of values to the search's target (k, a
    risk threshold or a re-identification rate)."""
    from .problem_file import ProblemFile

    doc: dict[str, Any] = ProblemFile(input="x", spec=problem.spec).to_dict()
    doc["input"] = {"path": data}
    rcs = recodes(problem, result)
    if rcs:
        doc["recode"] = [rc.to_dict() for rc in rcs]
    tables = replay_tables(options)
    for name in ("risk", "threshold", "protection"):
        if name in tables:
            doc[name] = tables[name]
    doc["output"] = {"data": output}
    return doc


def node_steps(problem: Any, result: SearchResult, options: Mapping[str, Any],
               node: Any = None) -> list[Any]:
    """The steps (:class:`sdcsql.pipeline.chain.Step`) that replay ``node`` (one level per
    key; default the search's optimum) on ``problem``'s data: those of
    :func:`problem_document`'s file (its recodes, then local suppression of values to
    the target; :func:`sdcsql.pipeline.search_table.search_steps`).  A node of another
    point of the front is checked against the lattice."""
    import dataclasses

    check_problem_file_targets(options)
    if node is not None:
        table = result.table_
        assert table is not None
        levels = [h.levels for h in table.hierarchies]
        if not isinstance(node, (list, tuple)) or len(node) != len(levels) or not all(
                isinstance(lv, int) and not isinstance(lv, bool) and 0 <= lv < n
                for lv, n in zip(node, levels, strict=False)):
            raise InputError(f"node {node!r}: give one level per key ({', '.join(result.keys)}),"
                             f" each below {', '.join(map(str, levels))}")
        result = dataclasses.replace(result, transformation=list(node))
    return list(search_steps(problem, result, options))


def write_problem(path: str | Path, problem: Any, result: SearchResult, data: str | Path,
                  output: str | Path, options: Mapping[str, Any]) -> Path:
    """Write :func:`problem_document` as a TOML problem file (paths relative to it)."""
    from ..data import write_text
    from .problem_file import ProblemFile

    path = Path(path)
    base = path.parent.resolve()

    def rel(p: str | Path) -> str:
        return os.path.relpath(Path(p).resolve(), base)

    doc = problem_document(problem, result, rel(data), rel(output), options)
    pf = ProblemFile.from_dict(doc, base=base, origin=str(path))
    return write_text(path, pf.to_toml())
