"""The risk-utility table: risk and utility of candidate recodes from the cell table.

For a list of candidate settings (each a named list of key recodes), the table gives per
candidate the record-level risk figures (sample uniques, expected re-identifications,
re-identification rate, max risk, k-anonymity violations) and utility figures (categories
lost per key, the marginal loss: CTBIL over the one-way tables of the keys), all from the
problem's cells regrouped under the candidate (:func:`sdcsql.protect.regroup.regroup`):
one pass over the records builds the cells, each candidate then costs a few statements
over cells (seed 003 section 3.4.3.2; prep PLAN section 3; docs/utility/ru_table.md).
The R-U map (:func:`ru_map`) draws loss against risk, one labelled point per candidate.

>>> import sdcsql
>>> from sdcsql.protect.recode import Recode
>>> sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7), (4, 7)) t(a, b)"
>>> pairs = Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     r = ru_table(p, [Candidate("none"), Candidate("pairs", (pairs,))])
>>> [(row["name"], row["sample_uniques"], row["marginal_loss"]) for row in r.rows]
[('none', 4, 0), ('pairs', 0, 4)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._sql import render
from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_choice
from ..protect.recode import Recode
from ..protect.regroup import regroup

if TYPE_CHECKING:  # pragma: no cover
    from ..problem import Problem

__all__ = ["Candidate", "RUTableResult", "ru_table", "ru_map", "read_candidates", "RISK_AXES",
           "LOSS_AXES", "RU_TABLE_STEP"]

#: figures the R-U map can put on its axes
RISK_AXES = ("expected_reidentifications", "reidentification_rate", "max_risk",
             "sample_uniques")
LOSS_AXES = ("marginal_loss", "categories_lost")


def _check_text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise InputError(f"{where}: must be a non-empty text, got {value!r}")
    return value


#: the options of the table and its map (the CLI's ``candidates`` flags)
RU_TABLE_STEP = StepOptions("ru_table", own=(
    Option("ru_risk", check_choice(RISK_AXES, "a risk figure"),
           "the R-U map's y axis", default="expected_reidentifications", choices=RISK_AXES),
    Option("ru_loss", check_choice(LOSS_AXES, "a loss figure"),
           "the R-U map's x axis", default="marginal_loss", choices=LOSS_AXES),
    Option("chosen", _check_text, "the candidate highlighted on the R-U map",
           cli={"metavar": "NAME"}),
), templates=("utility/ru_table/marginal_loss.sql",))


@dataclass(frozen=True)
class Candidate:
    """A named candidate setting: key recodes applied in order (none: the data as is)."""

    name: str
    recodes: tuple[Recode, ...] = field(default_factory=tuple)

    @classmethod
    def from_dict(cls, d: dict[str, Any], where: str = "candidate") -> Candidate:
        """``{"name": ..., "recodes": [recode dicts]}`` (as in a problem file)."""
        if not isinstance(d, dict) or not isinstance(d.get("name"), str) or not d["name"]:
            raise InputError(f"{where}: a candidate needs a non-empty text 'name'")
        extra = set(d) - {"name", "recodes"}
        if extra:
            raise InputError(f"{where}: unknown field(s) {sorted(extra)} (name, recodes)")
        recodes = d.get("recodes") or []
        if not isinstance(recodes, list):
            raise InputError(f"{where}: 'recodes' must be a list of recodes")
        return cls(d["name"], tuple(Recode.from_dict(r, f"{where}.recodes[{i}]")
                                    for i, r in enumerate(recodes)))


def read_candidates(path: str | Path) -> list[Candidate]:
    """The candidates of a JSON file: a list of ``{"name": ..., "recodes": [...]}``."""
    import json

    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"--candidates {str(path)!r}: cannot read it ({exc.strerror})") from None
    except ValueError:
        raise InputError(f"--candidates {str(path)!r}: not valid JSON") from None
    if not isinstance(data, list):
        raise InputError(f"--candidates {str(path)!r}: must hold a JSON list of candidates")
    return [Candidate.from_dict(d, f"{path.name}[{i}]") for i, d in enumerate(data)]


@dataclass(frozen=True)
class RUTableResult(Result):
    """One row per candidate: name, recodes, risk figures, utility figures."""

    keys: list[str]
    method: str
    rows: list[dict[str, Any]]

    def table(self) -> str:
        head = ("candidate", "cells", "uniques", "exp. reid.", "max risk", "cat. lost",
                "marginal loss")
        lines = [head] + [(r["name"], str(r["n_cells"]), str(r["sample_uniques"]),
                           f"{r['expected_reidentifications']:.4f}", f"{r['max_risk']:.4f}",
                           str(r["categories_lost"]), str(r["marginal_loss"]))
                          for r in self.rows]
        width = [max(len(row[i]) for row in lines) for i in range(len(head))]
        return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, width, strict=True)).rstrip()
                         for row in lines)


def ru_table(problem: Problem, candidates: Sequence[Candidate],
             method: str = "exact") -> RUTableResult:
    """The risk-utility table of ``candidates`` over ``problem``'s cells.

    Every candidate is checked before any is computed: names unique, recodes of key
    variables only, and regrouping exact (:func:`sdcsql.protect.regroup.rescan_reason`).
    """
    from ..protect.regroup import rescan_reason

    if not candidates:
        raise InputError("candidates: give at least one candidate")
    names = [c.name for c in candidates]
    if len(set(names)) != len(names):
        raise InputError("candidates: the candidate names must be unique")
    keys = list(problem.spec.keys)
    if list(problem.spec.cell_keys) != keys:
        raise InputError("candidates: the risk-utility table does not support strata")
    for c in candidates:
        for rc in c.recodes:
            if rc.variable not in keys:
                raise InputError(f"candidate {c.name!r}: {rc.variable!r} is not a key "
                                 "variable (the table recodes keys only)")
        reason = rescan_reason(problem.spec, c.recodes)
        if reason is not None:
            raise InputError(f"candidate {c.name!r}: needs a rescan of the records: {reason}")
    before = problem.cells_table()
    rows = []
    for c in candidates:
        view = regroup(problem, c.recodes)
        try:
            risk = view.risk_summary(method)
            after = view.base if c.recodes else before
            loss = problem.con.execute(render("utility/ru_table/marginal_loss.sql",
                                              before=before, after=after,
                                              n_keys=len(keys))).fetchall()
        finally:
            view.close()
        lost = {keys[int(k)]: int(b) - int(a) for k, b, a, _ in loss}
        rows.append({
            "name": c.name, "recodes": [rc.to_dict() for rc in c.recodes],
            "n_cells": risk.n_cells, "sample_uniques": risk.sample_uniques,
            "expected_reidentifications": risk.expected_reidentifications,
            "reidentification_rate": risk.reidentification_rate,
            "max_risk": risk.max_risk,
            "k_anonymity_violations": dict(risk.k_anonymity_violations),
            "categories_lost_by_key": lost, "categories_lost": sum(lost.values()),
            "marginal_loss": sum(int(m) for *_, m in loss),
        })
    return RUTableResult(keys=keys, method=method, rows=rows)


def ru_map(result: RUTableResult, path: str | Path, *, risk: str = "expected_reidentifications",
           loss: str = "marginal_loss", chosen: str | None = None) -> Path:
    """Draw the R-U map (x: ``loss``, y: ``risk``, a labelled point per candidate; the
    ``chosen`` candidate highlighted) into ``path`` (.svg or .png)."""
    from ..present.charts import require_matplotlib, save_chart

    if risk not in RISK_AXES:
        raise InputError(f"ru_risk: {risk!r} is not one of {', '.join(RISK_AXES)}")
    if loss not in LOSS_AXES:
        raise InputError(f"ru_loss: {loss!r} is not one of {', '.join(LOSS_AXES)}")
    if chosen is not None and chosen not in [r["name"] for r in result.rows]:
        raise InputError(f"chosen: {chosen!r} is not a candidate name")
    require_matplotlib()
    from matplotlib.figure import Figure

    fig = Figure(figsize=(6, 4.5))
    ax = fig.add_subplot(1, 1, 1)
    xs = [float(r[loss]) for r in result.rows]
    ys = [float(r[risk]) for r in result.rows]
    ax.plot(xs, ys, "o", color="tab:blue")
    for r, x, y in zip(result.rows, xs, ys, strict=True):
        ax.annotate(r["name"], (x, y), textcoords="offset points", xytext=(4, 4), fontsize=8)
        if r["name"] == chosen:
            ax.plot([x], [y], "o", markersize=12, markerfacecolor="none", color="tab:red")
    ax.set_xlabel(loss.replace("_", " "))
    ax.set_ylabel(risk.replace("_", " "))
    ax.set_title("risk-utility map")
    return save_chart(fig, path)
