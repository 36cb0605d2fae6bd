"""The protection search's progress on stderr (sdcsql.progress.search_progress): nodes
checked and the best value so far, at most a line a second, nothing for a short search;
the callback sees every node the search checks, in order, with the incumbent."""

from __future__ import annotations

import io

import sdcsql
from sdcsql.progress import Progress, search_progress


class Clock:
    """A clock that advances ``step`` seconds a reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Best:
    def __init__(self, value: float) -> None:
        self.value = value


def test_a_line_a_second_after_the_first_second(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    out = io.StringIO()
    report = search_progress(Progress(enabled=False), out, clock=Clock(0.25))
    for checked in range(1, 41):           # 40 nodes, a quarter of a second each
        report(checked, Best(1.0 / checked) if checked > 2 else None)
    lines = out.getvalue().splitlines()
    # the start read at 0.25 s, node k at 0.25 (k + 1) s: 0.25 k s of search; the first
    # line once a second has passed (node 4), then one a second (nodes 8, 12, ..., 40)
    assert len(lines) == 10
    assert lines[0] == "sdcsql search: searching: 4 nodes checked, best so far 0.25 (1 s)"
    assert lines[1] == "sdcsql search: searching: 8 nodes checked, best so far 0.125 (2 s)"
    assert lines[-1] == "sdcsql search: searching: 40 nodes checked, best so far 0.025 (10 s)"


def test_quiet_for_a_short_search_and_in_ci(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    out = io.StringIO()
    report = search_progress(Progress(enabled=False), out, clock=Clock(0.01))
    for checked in range(1, 90):           # under a second in all
        report(checked, None)
    assert out.getvalue() == ""
    monkeypatch.setenv("CI", "1")
    report = search_progress(Progress(enabled=False), out, clock=Clock(5.0))
    for checked in range(1, 5):
        report(checked, None)
    assert out.getvalue() == ""


def test_the_search_reports_every_node_with_the_incumbent():
    seen = []
    data = "SELECT * FROM (VALUES (0, 1), (1, 1), (2, 2), (3, 2)) t(age, sex)"
    with sdcsql.Problem(data, sdcsql.Spec(keys=["age", "sex"])) as p:
        r = p.search(bands={"age": [2], "sex": [2]}, k=2, quality="height",
                     progress=lambda checked, best: seen.append(
                         (checked, None if best is None else best.value)))
    assert [c for c, _ in seen] == list(range(1, r.nodes_checked + 1))
    values = [v for _, v in seen if v is not None]
    assert values == sorted(values, reverse=True) and values[-1] == r.loss
