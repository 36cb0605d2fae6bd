"""The workbench's answer times, for ``sdcsql bench`` (its ``workbench`` step).

A server is started on a file (:func:`sdcsql.workbench.server.running`), a session
opened with the given roles and its risk and risk chart made (background actions:
not timed), then each quick action of the page (those answered at once, never in the
background: the state, a preview page, a variable's categories (and a numeric
variable's, near-continuous in the bench's file), a page of the riskiest
cells, a what-if, the problem file, a form, the risk charts, the figures at the
individual slider's threshold, the page and its script; the household slider's
figures read the records, so they are a background action) is asked ``rounds`` times
over HTTP, as the browser asks; then the what-if's recode is applied (a background
step) and the quick actions that read the new file are asked ``rounds`` times again
(``*_after_recode``: the first answer after a step is the one that would have to make
the new file's tables).  The figures: the 95th percentile of the answer times
of each action and of all, the slowest first answer (a figure counted once per file is
counted then), and the largest response (the targets: 1 s and 2 MB,
docs/present/workbench.md).
"""

from __future__ import annotations

import json
import math
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import SdcsqlError
from .server import running

__all__ = ["TARGET_BYTES", "TARGET_SECONDS", "time_actions"]

#: the targets of issue 29: each quick action within 1 s (95th percentile), no answer
#: above 2 MB
TARGET_SECONDS = 1.0
TARGET_BYTES = 2 * 1024 * 1024


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


@dataclass(frozen=True)
class _Client:
    """Asks the server over HTTP with the token, as the browser asks."""

    base: str
    token: str

    def ask(self, method: str, where: str, body: Any = None) -> tuple[float, bytes]:
        """The answer time and the answer."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + where, data=data, method=method,
            headers={"X-Sdcsql-Token": self.token, "Content-Type": "application/json"})
        t0 = time.perf_counter()
        with urllib.request.urlopen(request) as response:
            payload = response.read()
        return time.perf_counter() - t0, payload

    def background(self, action: str, body: dict[str, Any]) -> None:
        """Start a background action and wait for it to end; refuse one that failed."""
        self.ask("POST", f"/api/do/{action}", body)
        while True:
            job = json.loads(self.ask("GET", "/api/job")[1])
            if job["status"] != "running":
                break
            time.sleep(0.05)
        if job["status"] != "done":
            raise SdcsqlError(f"bench workbench: {action}: {job['error']}")


def _quick_actions(recode: dict[str, Any], numeric: list[str]
                   ) -> dict[str, tuple[str, str, Any]]:
    """The quick actions of the page: name -> (method, path, body); ``{i}`` in a path
    is the round (preview and cells: the round's page); ``categories_numeric``: the
    categories of the first numeric variable (a near-continuous one has millions)."""
    wide = {"categories_numeric": ("GET", f"/api/categories?variable={numeric[0]}", None)
            } if numeric else {}
    return {**wide,
        "state": ("GET", "/api/state", None),
        "preview": ("GET", "/api/preview?offset={i}", None),
        "categories": ("GET", f"/api/categories?variable={recode['variable']}", None),
        "riskiest_cells": ("GET", "/api/cells?offset={i}", None),
        "what_if": ("POST", "/api/what_if", {"recode": recode}),
        "problem_file": ("GET", "/api/problem_file", None),
        "form": ("GET", "/api/form/protect:local_suppression", None),
        "risk_chart": ("GET", "/api/document/chart_individual", None),
        "household_chart": ("GET", "/api/document/chart_household", None),
        "slider": ("GET", "/api/threshold?kind=individual&risk=0.0{i}1", None),
        "page": ("GET", "/", None),
        "script": ("GET", "/static/workbench.js", None),
    }


@dataclass
class _Timings:
    """The answer times, the largest answer and the first answer time of each action."""

    times: dict[str, list[float]] = field(default_factory=dict)
    largest: dict[str, int] = field(default_factory=dict)
    first: dict[str, float] = field(default_factory=dict)

    def rounds(self, client: _Client, asked: dict[str, tuple[str, str, Any]], rounds: int,
               suffix: str) -> None:
        """Ask every action of ``asked`` ``rounds`` times (names with ``suffix``)."""
        for i in range(rounds):
            for name, (method, where, body) in asked.items():
                seconds, payload = client.ask(method, where.format(i=20 * i) if name in (
                    "preview", "riskiest_cells") else where.format(i=i), body)
                self.times.setdefault(name + suffix, []).append(seconds)
                self.largest[name + suffix] = max(self.largest.get(name + suffix, 0),
                                                  len(payload))
                self.first.setdefault(name + suffix, seconds)

    def summary(self) -> dict[str, Any]:
        """The figures: 95th percentiles, the largest answers, the targets met."""
        every = [t for ts in self.times.values() for t in ts]
        return {"p95_seconds": _p95(every), "max_response_bytes": max(self.largest.values()),
                "p95_by_action": {name: _p95(ts) for name, ts in self.times.items()},
                "first_after_recode": {name: t for name, t in self.first.items()
                                       if name.endswith("_after_recode")},
                "slowest_first": max(self.first.items(), key=lambda item: item[1]),
                "largest_by_action": self.largest,
                "within_targets": _p95(every) <= TARGET_SECONDS
                and max(self.largest.values()) <= TARGET_BYTES}


def time_actions(path: str | Path, roles: dict[str, Any], recode: dict[str, Any],
                 rounds: int = 20, merge: tuple[str, tuple[Any, ...]] = (
                     "marital_status", (3, 4))) -> dict[str, Any]:
    """Answer times and sizes of the quick actions on a session of ``path`` with
    ``roles``; ``recode`` (a ``[[recode]]`` table) is the what-if asked, then applied;
    after it, the what-if asked is the merge of the codes ``merge[1]`` of the key
    ``merge[0]`` into the first (``*_after_recode``; ``first_after_recode``: the first
    answer of each, the one that would make the new file's tables)."""
    with running() as (url, _):
        client = _Client(base=url.split("/?")[0], token=url.split("token=")[1])
        client.background("open", {"path": str(path), "roles": roles})
        client.background("risk", {})
        client.background("chart", {})
        actions = _quick_actions(recode, list(roles.get("numeric", [])))
        timings = _Timings(times={name: [] for name in actions},
                           largest=dict.fromkeys(actions, 0))
        timings.rounds(client, actions, rounds, "")
        # then the recode applied (a background step), and the quick actions the page
        # asks next (the Protect screen's categories first): each reads the new file
        # (its run, counts, cells), made by the step (sdcsql.workbench.actions.prepare);
        # the what-if of another key's merge; the risk charts wait for the Risk screen's
        # chart (a background action) and are not asked again
        client.background("recode", {"recode": recode})
        after: dict[str, tuple[str, str, Any]] = {name: actions[name] for name in (
            "state", "categories", "categories_numeric", "preview", "riskiest_cells",
            "slider", "problem_file") if name in actions}
        after["what_if"] = ("POST", "/api/what_if", {"recode": {
            "variable": merge[0], "kind": "map", "groups": [{"to": merge[1][0],
                                                             "from": list(merge[1])}]}})
        timings.rounds(client, after, rounds, "_after_recode")
    return timings.summary()
