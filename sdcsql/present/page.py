"""The interactive threshold page: the risk chart with a slider, in one HTML file.

Seed 000 section 7.3.3 (the slider of mu-Argus's Risk Chart window: moving it
updates the risk threshold, the unsafe records and the re-identification rate
bound of formula 17) and section 7.4.1 (the household risk chart); seed 002
section 7 (the core-risk warning table).

The page is self-contained (no server, no network, no third-party script; a
Content-Security-Policy forbids any fetch).  It embeds, as JSON, only figures
per risk level: the cells collapsed to their distinct risk with their cell and
record counts (no fk and no Fk: a sample unique's Fk is its own weight), households
counted by the largest risk of their members and by household risk, and the
core-risk table by household size — never a key value, a weight, a household id or
a record.  Its own script recomputes, for any threshold, the
figures of :func:`sdcsql.risk.threshold.set_threshold` (``risk=``) and
:func:`sdcsql.risk.threshold.set_household_threshold` (``household_risk=``).
"""

from __future__ import annotations

import json
import math
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2

from ..data import write_text
from ..errors import InputError
from .charts import axes_layout, chart_svg, risk_chart, risk_histogram

if TYPE_CHECKING:  # pragma: no cover
    from ..problem import Problem

__all__ = ["page_charts", "page_data", "page_starts", "threshold_page", "write_threshold_page",
           "write_run_page", "SLIDER_STEPS"]

#: Positions of the slider (log-uniform over the chart's risk axis).
SLIDER_STEPS = 1000


def _html(name: str) -> str:
    return resources.files("sdcsql.present").joinpath("html", name).read_text(encoding="utf-8")


def _columns(problem: Problem, template: str, **params: Any) -> dict[str, list[Any]]:
    """A template's small result (one row per risk level) as JSON columns ({name:
    [values]}, half the size of row objects), on the problem's engine."""
    engine = problem.engine
    return engine.fetch_arrow(engine.render(template, **params)).to_pydict()


def page_data(problem: Problem, method: str = "exact") -> dict[str, Any]:
    """The figures the page embeds: counts per risk level, no key value, no record.
    Either engine: each is an aggregate over the cells or the households."""
    from ..risk.core import core_risk_table
    from ..risk.individual import cell_risk_table, households_table

    cell_risk = cell_risk_table(problem, method)
    out: dict[str, Any] = {
        "cells": _columns(problem, "present/page/risk_levels_page.sql", cell_risk=cell_risk),
        "households_by_max_risk": None, "households": None, "core": None}
    households = households_table(problem, method)
    if households:
        out["households_by_max_risk"] = _columns(
            problem, "present/page/household_max_risk.sql", keyed=problem.keyed,
            cell_risk=cell_risk, n_keys=problem.n_keys, null_safe=problem.has_null_keys,
            code=problem.cell_code)
        out["households"] = _columns(problem, "present/page/household_levels.sql",
                                     households=households)
        out["core"] = core_risk_table(problem, None, method)
    return out


def page_charts(problem: Problem, method: str = "exact"
                ) -> tuple[dict[str, str], dict[str, list[dict[str, float]]]]:
    """The page's risk charts as SVG text and their axes (for the threshold lines and
    the slider's log scale): individual, and household with a household id.  The
    workbench's Risk screen shows the same (sdcsql.workbench)."""
    kinds = ["individual"] + (["household"] if problem.spec.household else [])
    svgs, layout = {}, {}
    for kind in kinds:
        fig = risk_chart([[risk_histogram(problem, method, kind)]])
        svgs[kind], layout[kind] = chart_svg(fig), axes_layout(fig)
    return svgs, layout


def _check_start(name: str, value: float | None) -> float | str | None:
    """A start threshold for the page's JSON: infinity (no record unsafe) as "Infinity"."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0 \
            or math.isnan(value):
        raise InputError(f"{name}: a risk threshold above 0, got {value!r}")
    return float(value) if math.isfinite(value) else "Infinity"


def page_starts(threshold: Any, household_threshold: Any = None) -> dict[str, float | None]:
    """``start`` and ``household_start`` of :func:`threshold_page` from the results of
    ``set_threshold`` / ``set_household_threshold`` (None: no start)."""
    def start(result: Any) -> float | None:
        t = None if result is None else result.threshold
        return t if t is not None and t > 0 else None

    return {"start": start(threshold), "household_start": start(household_threshold)}


def threshold_page(problem: Problem, *, method: str = "exact", rule: str = ">=",
                   title: str = "Risk chart", start: float | None = None,
                   household_start: float | None = None) -> str:
    """The page as HTML text.  ``start`` (``household_start``) opens the page on exactly
    that individual (household) threshold, e.g. the one the command line chose
    (``math.inf``: no record unsafe)."""
    from .. import __version__
    from ..risk.individual import compute_risk
    from ..risk.threshold import check_rule

    rule = check_rule(rule)
    starts = {"individual": _check_start("start", start),
              "household": _check_start("household_start", household_start)}
    summary = compute_risk(problem, method).summary
    data = page_data(problem, method)
    svgs, layout = page_charts(problem, method)
    data.update(rule=rule, layout=layout, n=summary.n, start=starts)
    # "</" cannot end the script element early: JSON allows "\/" for "/"
    data_json = json.dumps(data, allow_nan=False, separators=(",", ":")).replace("</", "<\\/")
    env = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    return env.from_string(_html("threshold_page.html")).render(
        title=title, keys=", ".join(problem.spec.keys), method=method, rule=rule,
        charts=svgs, steps=SLIDER_STEPS, start=SLIDER_STEPS // 2,
        households=bool(problem.spec.household), core=bool(data["core"]), n=summary.n,
        max_risk=summary.max_risk, rate=summary.reidentification_rate, version=__version__,
        data_json=data_json, script=_html("threshold_page.js"))


def write_threshold_page(problem: Problem, path: str | Path, **options: Any) -> Path:
    """Write :func:`threshold_page` to ``path`` atomically (nothing half-written on error)."""
    path = Path(path)
    if path.suffix.lower() not in (".html", ".htm"):
        raise InputError(f"--html {str(path)!r}: the page's name must end in .html")
    html = threshold_page(problem, **options)
    return write_text(path, html)


def write_run_page(pf: Any, result: Any, path: str | Path) -> Path:
    """The page of a problem file's run (``sdcsql run/report --html``): the risk of the
    input after the file's recodes, before protection, opening on the file's thresholds."""
    recoded, _ = result.problems()
    return write_threshold_page(
        recoded, path, method=pf.method, rule=pf.threshold.get("rule", ">="),
        **page_starts(result.threshold, result.household_threshold))
