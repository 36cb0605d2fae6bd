"""The risk chart: bins counted in the engine from cells, checked against per-record
brute force; SVG and PNG files, reproducible; the household row."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

import sdcsql
from sdcsql.present.charts import (
    axes_layout,
    chart_rows,
    risk_chart,
    risk_histogram,
    save_chart,
    write_risk_chart,
)
from sdcsql.risk.individual import compute_risk

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "data" / "demo_survey.csv"
SPEC = sdcsql.Spec(keys=["region", "sex", "age", "marital_status"], weight="weight",
                   household="household_id", household_variables=["region"])


def _brute_bins(values: list[float], per_decade: int) -> Counter:
    """Bin of every record's risk by direct evaluation, independent of the template."""
    out: Counter = Counter()
    for v in values:
        b = math.floor(math.log10(v) * per_decade)
        # the float log10 of an exact power of ten can land a hair below the integer
        out[b] += 1
    return out


@pytest.mark.parametrize("per_decade", [1, 10])
def test_histogram_matches_records(per_decade):
    with sdcsql.Problem(DEMO, SPEC) as p:
        h = risk_histogram(p, per_decade=per_decade)
        risks = [r[0] for r in compute_risk(p).records.project("risk").fetchall()]
        hh = risk_histogram(p, what="household", per_decade=per_decade)
        hrisk = [r[0] for r in compute_risk(p).households.project("household_risk").fetchall()]
        members = [r[0] for r in compute_risk(p).households.project("members").fetchall()]
    assert h.n == len(risks) == 5000 and h.zero_records == 0
    assert dict(zip(h.bins, h.records, strict=True)) == dict(_brute_bins(risks, per_decade))
    # records_at_or_above: records with risk >= the bin's lower edge
    for lower, above in zip(h.lower, h.records_at_or_above, strict=True):
        assert above == sum(1 for r in risks if r >= lower * (1 - 1e-12))
    for b, lower, upper in zip(h.bins, h.lower, h.upper, strict=True):
        assert lower == pytest.approx(10 ** (b / per_decade)) and upper > lower
    expected: Counter = Counter()
    for r, m in zip(hrisk, members, strict=True):
        expected[math.floor(math.log10(r) * per_decade)] += m
    assert dict(zip(hh.bins, hh.records, strict=True)) == dict(expected)
    assert sum(hh.units) == len(hrisk)


def test_hand_computed_bins():
    """Risks 1/4 (4 records), 1/2 (2), 1 (1) with p = 1; one bin per decade:
    1/4 and 1/2 in [0.1, 1), 1 in [1, 10)."""
    sql = "SELECT * FROM (VALUES (1), (1), (1), (1), (2), (2), (3)) t(a)"
    with sdcsql.Problem(sql, sdcsql.Spec(keys=["a"])) as p:
        h = risk_histogram(p, per_decade=1)
    assert h.bins == [-1, 0]
    assert h.records == [6, 1] and h.units == [2, 1]
    assert h.records_at_or_above == [7, 1]
    assert h.lower == [0.1, 1.0] and h.upper == [1.0, 10.0]


def test_zero_risk_is_counted_apart():
    """sdcMicro's numbers give risk 0 to fractional fk < 2 (alpha-weighted missing
    values): the record (1, 1) has fk = 1 + 0.5 = 1.5, Fk = 15."""
    sql = ("SELECT * FROM (VALUES (1, 1, 10), (1, NULL, 10), (2, 2, 10), (2, 2, 10), "
           "(2, 2, 10)) t(a, b, w)")
    spec = sdcsql.Spec(keys=["a", "b"], weight="w", missing="alpha:0.5")
    with sdcsql.Problem(sql, spec) as p:
        h = risk_histogram(p, "sdcmicro")
    assert h.zero_records == 1 and sum(h.records) == 4 and h.n == 5


def test_svg_and_png_files_reproducible(tmp_path):
    with sdcsql.Problem(DEMO, SPEC) as p:
        for name in ("a.svg", "b.svg", "a.png", "b.png"):
            write_risk_chart(p, tmp_path / name, threshold={"individual": 0.05})
    assert (tmp_path / "a.svg").read_bytes() == (tmp_path / "b.svg").read_bytes()
    assert (tmp_path / "a.png").read_bytes() == (tmp_path / "b.png").read_bytes()
    svg = (tmp_path / "a.svg").read_text()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert (tmp_path / "a.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PIL import Image

    pixels = np.asarray(Image.open(tmp_path / "a.png").convert("L"), dtype=float)
    assert pixels.var() > 100.0                      # not blank
    assert pixels.shape[0] > pixels.shape[1] * 0.6   # two rows: individual and household


def test_axis_labels_are_risk_values():
    with sdcsql.Problem(DEMO, SPEC) as p:
        fig = risk_chart(chart_rows(p))
    fig.canvas.draw()
    ax = fig.axes[0]
    assert ax.get_xscale() == "log"
    labels = [t.get_text() for t in ax.get_xticklabels() if t.get_text()]
    assert "0.01" in labels and "0.1" in labels
    layout = axes_layout(fig)
    assert len(layout) == 4 and all(0 <= a["left"] < a["right"] <= 1 for a in layout)


def test_before_and_after_overlay(tmp_path):
    from sdcsql.protect.local_suppression import protect

    with sdcsql.Problem(DEMO, SPEC) as p:
        result = protect(p, k=3, accept_leaks=True)   # the chart, not the leak check
        with sdcsql.Problem(result.data, SPEC, con=p.con) as after:
            rows = chart_rows(p, after=after)
            write_risk_chart(p, tmp_path / "c.png", after=after)
    assert [[h.label for h in row] for row in rows] == [["before", "after"]] * 2
    assert rows[0][0].n == rows[0][1].n == 5000


def test_chart_file_name_is_checked(tmp_path):
    with sdcsql.Problem(DEMO, SPEC) as p:
        fig = risk_chart(chart_rows(p))
    with pytest.raises(sdcsql.InputError, match=r"\.svg or \.png"):
        save_chart(fig, tmp_path / "chart.pdf")
    assert list(tmp_path.iterdir()) == []


def test_household_chart_needs_households():
    with sdcsql.Problem(DEMO, sdcsql.Spec(keys=["region"])) as p:
        with pytest.raises(sdcsql.InputError, match="household id"):
            risk_histogram(p, what="household")


def test_charts_come_with_the_readme_install():
    """The README's install command installs the `charts` extra, which carries matplotlib
    (the charts, the page and the report draw with it), and the core dependencies do not
    (docs/decisions/0005-charts-in-the-readme-install.md)."""
    import tomllib

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    assert "pip install -q '.[charts]' &&" in readme
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    assert any(d.replace(" ", "").startswith("matplotlib") for d in
               project["optional-dependencies"]["charts"])
    assert not any(d.startswith("matplotlib") for d in project["dependencies"])
