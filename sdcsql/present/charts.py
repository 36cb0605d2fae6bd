"""The risk chart: the distribution of individual and household risk on a log axis.

Seed 000 section 7.3.1 (mu-Argus's Risk Chart window): a histogram of the
individual risks on a logarithmic scale, and a cumulative view; section 7.4 for
the household risk; section 7.3.3 and Figure 11 for comparing the file before and
after protection.  The histogram is counted in the engine from the cells (or
households) weighted by their records (``sql/present/charts/risk_histogram.sql``); Python
only draws the few dozen bins, with matplotlib (a dependency; docs/decisions/0005).

>>> import sdcsql
>>> from sdcsql.present.charts import risk_histogram
>>> sql = "SELECT * FROM (VALUES (1), (1), (1), (1), (2)) t(a)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a"])) as p:
...     h = risk_histogram(p)
>>> h.records, h.n, [round(x, 4) for x in h.lower]   # r = 1/4: log10 r = -0.602, bin -7
([4, 1], 5, [0.1995, 1.0])
"""

from __future__ import annotations

import base64
import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..data import atomic_path
from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from ..problem import Problem

__all__ = ["Histogram", "risk_histogram", "risk_chart", "save_chart", "chart_png", "chart_svg",
           "chart_rows", "axes_layout", "require_matplotlib",
           "write_risk_chart", "PER_DECADE"]

#: Histogram bins per power of ten.
PER_DECADE = 10


@dataclass(frozen=True)
class Histogram:
    """Records (and units) per log-scale risk bin; ``lower <= risk < upper``."""

    what: str                      #: "individual" or "household"
    bins: list[int]                #: bin b holds 10^(b/per_decade) <= risk < 10^((b+1)/per_decade)
    per_decade: int
    lower: list[float]
    upper: list[float]
    units: list[int]               #: cells or households in the bin
    records: list[int]
    records_at_or_above: list[int]  #: records with risk >= lower (unsafe at threshold lower)
    zero_records: int = 0          #: records with risk 0 (not on a log axis)
    n: int = 0
    label: str = ""


def risk_histogram(problem: Problem, method: str = "exact", what: str = "individual",
                   per_decade: int = PER_DECADE, label: str = "") -> Histogram:
    """The risk distribution of ``problem`` in log-scale bins (``per_decade`` per power of ten).

    ``what="individual"`` bins the cells by their risk, weighted by their records;
    ``what="household"`` bins the households by household risk, weighted by their
    members.  One aggregate in the engine (``sql/present/charts/risk_histogram.sql``).
    """
    from ..risk.individual import cell_risk_table, households_table

    relation: str | None
    if what == "individual":
        relation, value, weight = cell_risk_table(problem, method), "risk", "__sdc_c"
    elif what == "household":
        if not problem.spec.household:
            raise InputError("a household risk chart needs a household id (household=...)")
        relation = households_table(problem, method)
        assert relation is not None
        value, weight = "household_risk", "members"
    else:
        raise InputError(f"what: 'individual' or 'household', got {what!r}")
    if isinstance(per_decade, bool) or not isinstance(per_decade, int) \
            or not 1 <= per_decade <= 100:
        raise InputError(f"per_decade: an integer from 1 to 100, got {per_decade!r}")
    engine = problem.engine      # either engine: one aggregate over the units
    rows = [tuple(r.values()) for r in engine.query(engine.render(
        "present/charts/risk_histogram.sql", relation=relation, value=value, weight=weight,
        per_decade=per_decade))]
    zero = sum(r[4] for r in rows if r[0] is None)
    rows = [r for r in rows if r[0] is not None]
    return Histogram(
        what=what, bins=[int(r[0]) for r in rows], per_decade=per_decade,
        lower=[float(r[1]) for r in rows], upper=[float(r[2]) for r in rows],
        units=[int(r[3]) for r in rows], records=[int(r[4]) for r in rows],
        records_at_or_above=[int(r[5]) for r in rows], zero_records=int(zero),
        n=int(sum(r[4] for r in rows) + zero), label=label)


# --------------------------------------------------------------------- drawing
def require_matplotlib() -> None:
    """Raise :class:`InputError` saying what to install when matplotlib is missing."""
    _matplotlib()


def _matplotlib() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise InputError("charts, the threshold page and the report need matplotlib: "
                         "pip install 'sdcsql[charts]'") from None
    matplotlib.rcParams["svg.hashsalt"] = "sdcsql"   # reproducible SVG ids
    return matplotlib


def _risk_label(x: float, _pos: Any = None) -> str:
    """Axis labels in risk values: 0.001, 0.01, 0.1, 1 (1e-05 below 0.0001)."""
    if x <= 0:
        return "0"
    if x >= 1e-4:
        return f"{x:.10f}".rstrip("0").rstrip(".")
    return f"{x:.0e}"


#: Figure layout: one row per risk kind, histogram left, cumulative right (fractions).
_LEFT, _RIGHT, _WSPACE = 0.08, 0.98, 0.25
_STYLES = ({"color": "#4477aa", "fill": True}, {"color": "#ee6677", "fill": False})


def risk_chart(rows: list[list[Histogram]], *, title: str = "",
               threshold: dict[str, float] | None = None) -> Any:
    """A matplotlib Figure: one row per risk kind (a list of histograms to overlay,
    e.g. before and after protection), with the histogram (left) and the cumulative
    view (right: records with risk >= r, i.e. the unsafe records at threshold r).

    ``threshold`` maps a kind ("individual", "household") to a threshold drawn as a
    vertical line.  The x axes are logarithmic and labelled in risk values.
    """
    _matplotlib()
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter, LogLocator

    if not rows or not all(rows):
        raise InputError("risk_chart: give at least one histogram per row")
    fig = Figure(figsize=(10, 3.6 * len(rows)), dpi=100)
    fig.subplots_adjust(left=_LEFT, right=_RIGHT, wspace=_WSPACE, top=0.86 if title else 0.92,
                        bottom=0.14 if len(rows) == 1 else 0.08, hspace=0.45)
    if title:
        fig.suptitle(title)
    axes = fig.subplots(len(rows), 2, squeeze=False)
    for (ax_h, ax_c), hists in zip(axes, rows, strict=True):
        lows = [x for h in hists for x in h.lower]
        highs = [x for h in hists for x in h.upper]
        lo, hi = (min(lows), max(highs)) if lows else (1e-3, 1.0)
        for i, h in enumerate(hists):
            style = _STYLES[i % len(_STYLES)]
            name = h.label or ("before" if i == 0 else "after")
            if h.lower:
                edges = h.lower + [h.upper[-1]]
                widths = [u - low for low, u in zip(h.lower, h.upper, strict=True)]
                if style["fill"]:
                    ax_h.bar(h.lower, h.records, width=widths, align="edge",
                             color=style["color"], alpha=0.75, label=name)
                else:
                    ax_h.stairs(*_dense(h), color=style["color"],
                                linewidth=1.6, label=name)
                ax_c.step(edges, h.records_at_or_above + [0], where="post",
                          color=style["color"], linewidth=1.6, label=name)
        kind = hists[0].what
        ax_h.set_title(f"{kind} risk: records per risk bin", fontsize=10)
        note = "unsafe at threshold r" if kind == "individual" else "their households"
        ax_c.set_title(f"{kind} risk: records with risk \u2265 r ({note})", fontsize=10)
        for ax in (ax_h, ax_c):
            ax.set_xscale("log")
            ax.set_xlim(lo, hi)
            ax.xaxis.set_major_locator(LogLocator(base=10))
            ax.xaxis.set_major_formatter(FuncFormatter(_risk_label))
            ax.set_xlabel(f"{kind} risk r (log scale)")
            ax.set_ylabel("records")
            ax.grid(True, which="major", alpha=0.3)
            if threshold and kind in threshold and math.isfinite(threshold[kind]) \
                    and threshold[kind] > 0:
                ax.axvline(threshold[kind], color="#228833", linestyle="--", linewidth=1.4,
                           label=f"threshold {threshold[kind]:.6g}")
        if len(hists) > 1 or (threshold and kind in threshold):
            ax_h.legend(fontsize=8)
    return fig


def _dense(h: Histogram) -> tuple[list[int], list[float]]:
    """Counts and edges over every bin from the first to the last, empty ones as 0
    (``stairs`` needs contiguous edges)."""
    first, last = h.bins[0], h.bins[-1]
    counts = dict(zip(h.bins, h.records, strict=True))
    per_decade = h.per_decade
    return ([counts.get(b, 0) for b in range(first, last + 1)],
            [10.0 ** (b / per_decade) for b in range(first, last + 2)])


def axes_layout(fig: Any) -> list[dict[str, float]]:
    """Each axes' box in figure fractions (y from the top) and its log10 x limits,
    for placing a threshold line over the drawn chart in a web page."""
    out = []
    for ax in fig.axes:
        box = ax.get_position()
        x0, x1 = ax.get_xlim()
        out.append({"left": box.x0, "right": box.x1, "top": 1 - box.y1, "bottom": 1 - box.y0,
                    "log_lo": math.log10(x0), "log_hi": math.log10(x1)})
    return out


def save_chart(fig: Any, path: str | Path) -> Path:
    """Write the chart as SVG or PNG (by the suffix), atomically."""
    path = Path(path)
    fmt = path.suffix.lower().lstrip(".")
    if fmt not in ("svg", "png"):
        raise InputError(f"chart file {str(path)!r}: the name must end in .svg or .png")
    with atomic_path(path) as tmp:
        fig.savefig(tmp, format=fmt, metadata=_metadata(fmt))
    return path


def _metadata(fmt: str) -> dict[str, Any]:
    """No creation date in the files: the same chart gives the same bytes."""
    return {"Date": None} if fmt == "svg" else {"Software": "sdcsql"}


def chart_png(fig: Any) -> str:
    """The chart as a ``data:image/png;base64,...`` URI, for a self-contained page."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", metadata=_metadata("png"))
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def chart_svg(fig: Any) -> str:
    """The chart as SVG text (no XML prolog), to inline in a page."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata=_metadata("svg"))
    text = buf.getvalue()
    return text[text.index("<svg"):]


def write_risk_chart(problem: Problem, path: str | Path, *, method: str = "exact",
                     after: Problem | None = None, title: str = "",
                     threshold: dict[str, float] | None = None) -> Path:
    """Draw ``problem``'s risk chart (and ``after``'s, overlaid) into ``path`` (.svg/.png).

    With households the chart has a second row for the household risk.
    """
    fig = risk_chart(chart_rows(problem, method=method, after=after), title=title,
                     threshold=threshold)
    return save_chart(fig, path)


def chart_rows(problem: Problem, *, method: str = "exact",
               after: Problem | None = None) -> list[list[Histogram]]:
    """The histograms of the chart: individual risk, then household risk with households."""
    kinds = ["individual"] + (["household"] if problem.spec.household else [])
    rows = []
    for kind in kinds:
        row = [risk_histogram(problem, method, kind, label="before" if after else "")]
        if after is not None:
            row.append(risk_histogram(after, method, kind, label="after"))
        rows.append(row)
    return rows
