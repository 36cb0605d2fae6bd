"""A progress bar for the command line: on a terminal only, quiet in pipes and CI.

Each long step of a command is announced with :meth:`Progress.step`; while it runs, a
thread polls DuckDB's ``query_progress()`` (the percentage of the running query) and
redraws one line on stderr.  Nothing is drawn when stderr is not a terminal, when
the ``CI`` environment variable is set, or when ``TERM`` is ``dumb``; no dependency.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import IO, Any

__all__ = ["Progress", "progress_wanted", "search_progress"]

_WIDTH = 30


def progress_wanted(stream: IO[str] | None = None) -> bool:
    """Whether to draw: ``stream`` (stderr) is a terminal and this is not CI."""
    stream = stream if stream is not None else sys.stderr
    if os.environ.get("CI") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class Progress:
    """``with Progress() as bar: bar.step("cell table", con); ...``.

    Disabled (every call a no-op) unless :func:`progress_wanted`.
    """

    def __init__(self, enabled: bool | None = None, stream: IO[str] | None = None,
                 interval: float = 0.1) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = progress_wanted(self.stream) if enabled is None else enabled
        self.interval = interval
        self._label = ""
        self._con: Any = None
        self._start = time.monotonic()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._drawn = False

    def __enter__(self) -> Progress:
        if self.enabled:
            self._thread = threading.Thread(target=self._run, name="sdcsql-progress", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
        if self.enabled and self._drawn:
            with self._lock:
                self.stream.write("\r\033[K")     # leave the terminal clean for the results
                self.stream.flush()

    def step(self, label: str, con: Any = None) -> None:
        """Announce a step; ``con`` is the DuckDB connection whose query to follow."""
        if not self.enabled:
            return
        with self._lock:
            self._label, self._con, self._start = label, con, time.monotonic()
        self._draw(None)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            con = self._con
            pct = None
            if con is not None:
                try:
                    value = con.query_progress()
                    pct = value if value is not None and value >= 0 else None
                except Exception:  # noqa: BLE001 - a closed connection: just no figure
                    pct = None
            self._draw(pct)

    def _draw(self, pct: float | None) -> None:
        with self._lock:
            elapsed = time.monotonic() - self._start
            if pct is None:
                bar = "." * (int(elapsed / self.interval) % (_WIDTH + 1))
                line = f"[{bar:<{_WIDTH}}]      {self._label}  {elapsed:5.1f} s"
            else:
                filled = int(_WIDTH * min(pct, 100.0) / 100.0)
                line = f"[{'#' * filled:<{_WIDTH}}] {pct:5.1f}% {self._label}  {elapsed:5.1f} s"
            self.stream.write("\r\033[K" + line)
            self.stream.flush()
            self._drawn = True


def search_progress(bar: Progress, stream: IO[str] | None = None, after: float = 1.0,
                    interval: float = 1.0, clock: Any = time.monotonic) -> Any:
    """The protection search's progress callback ``(nodes checked, best so far)``: on a
    terminal, the bar's line; otherwise (a log, a pipe) a line on ``stream`` (stderr) at
    most every ``interval`` seconds, once the search has run ``after`` seconds (a
    short search writes nothing), unless ``CI`` is set or ``TERM`` is ``dumb``."""
    out = stream if stream is not None else sys.stderr
    quiet = bool(os.environ.get("CI")) or os.environ.get("TERM") == "dumb"
    start = clock()
    last = [start - interval]

    def report(checked: int, best: Any) -> None:
        now = clock()
        if now - last[0] < interval or now - start < (0.0 if bar.enabled else after):
            return
        last[0] = now
        figure = f", best so far {best.value:.10g}" if best is not None else \
            ", no feasible node yet"
        text = f"searching: {checked:,} nodes checked{figure}"
        if bar.enabled:
            bar.step(text)
        elif not quiet:
            out.write(f"sdcsql search: {text} ({now - start:.0f} s)\n")
            out.flush()

    return report
