"""The workbench's one worker: an action runs in a thread of its own while the page
stays live, with its progress (DuckDB's ``query_progress()``, as :mod:`sdcsql.progress`
draws it on a terminal; on Spark the running stages' finished tasks) and a cancel
(``interrupt()`` of the session's connection; on Spark its jobs cancelled).

One action at a time holds the session (a DuckDB connection runs one query at a
time); a second one is refused at once with a one-line message, never queued.
An error becomes the command line's one-line message (``sdcsql: error: ...``), never
a traceback; nothing is logged.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import duckdb

from ..errors import InputError, SdcsqlError

__all__ = ["Busy", "Job", "Worker", "error_text"]

_ids = itertools.count(1)


class Busy(InputError):
    """Another action holds the session."""


def error_text(exc: BaseException) -> str:
    """The command line's one-line message for ``exc`` (sdcsql.cli.main's wording)."""
    if isinstance(exc, (InputError, SdcsqlError)):
        return f"sdcsql: error: {exc}"
    if isinstance(exc, duckdb.InterruptException):
        return "sdcsql: interrupted"
    text = " ".join(str(exc).split())
    return f"sdcsql: internal error: {type(exc).__name__}: {text}"


@dataclass
class Job:
    """One action: ``status`` running, done, failed or cancelled."""

    label: str
    con: Any = None
    id: int = field(default_factory=lambda: next(_ids))
    status: str = "running"
    result: Any = None
    error: str | None = None
    started: float = field(default_factory=time.monotonic)
    ended: float | None = None
    cancelled: bool = False
    #: what the action reports of itself beside its query's progress (the search:
    #: nodes checked and the best loss so far)
    detail: str | None = None

    def progress(self) -> float | None:
        """The running query's percentage, None when unknown (no query, or none reported)."""
        if self.status != "running" or self.con is None:
            return None
        try:
            value = _progress(self.con)
        except Exception:  # noqa: BLE001 - a connection closed meanwhile: no figure
            return None
        return float(value) if value is not None and value >= 0 else None

    def to_json(self) -> dict[str, Any]:
        end = self.ended if self.ended is not None else time.monotonic()
        return {"id": self.id, "label": self.label, "status": self.status,
                "progress": self.progress(), "detail": self.detail,
                "seconds": round(end - self.started, 3),
                "result": self.result, "error": self.error}


class Worker:
    """Runs one action at a time in a background thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.job: Job | None = None
        self._thread: threading.Thread | None = None

    def busy(self) -> str | None:
        job = self.job
        return job.label if job is not None and job.status == "running" else None

    def hold(self) -> Any:
        """The session's lock for a quick action: refused at once while a background
        action runs; after another quick one (they take well under a second)."""
        label = self.busy()
        if label is not None or not self.lock.acquire(timeout=60):
            raise Busy(f"busy: {label or 'an action'} is running; wait for it or cancel it")
        return _Held(self.lock)

    def start(self, label: str, function: Callable[[], Any], con: Any = None,
              then: Callable[[Any], Any] | None = None) -> Job:
        """Start ``function`` in a thread; ``then(result)`` after it, still holding the
        session, gives the job's result when it returns anything but None.  Refused
        while another background action runs (after a quick one)."""
        self.hold()
        job = Job(label=label, con=con)
        self.job = job

        def run() -> None:
            try:
                result = function()
                if then is not None:
                    shown = then(result)
                    result = result if shown is None else shown
                job.result, job.status = result, "done"
            except BaseException as exc:  # noqa: BLE001 - shown in the page, never raised
                job.error = "sdcsql: cancelled" if job.cancelled else error_text(exc)
                job.status = "cancelled" if job.cancelled else "failed"
            finally:
                job.ended = time.monotonic()
                self.lock.release()

        self._thread = threading.Thread(target=run, name=f"sdcsql-workbench-{job.id}",
                                        daemon=True)
        self._thread.start()
        return job

    def cancel(self) -> bool:
        """Interrupt the running action's query; False when nothing runs."""
        job = self.job
        if job is None or job.status != "running":
            return False
        job.cancelled = True
        if job.con is not None:
            # an action runs several queries: interrupt each until the action ends
            threading.Thread(target=_interrupt_until_done, args=(job,), daemon=True,
                             name=f"sdcsql-cancel-{job.id}").start()
        return True

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the running action (tests, shutdown)."""
        if self._thread is not None:
            self._thread.join(timeout)


def _progress(con: Any) -> float | None:
    """The running query's percentage on ``con``: DuckDB's ``query_progress()``; on a
    SparkSession the finished share of the active stages' tasks (None when none runs)."""
    if hasattr(con, "query_progress"):
        return con.query_progress()
    tracker = con.sparkContext.statusTracker()
    done = total = 0
    for stage in tracker.getActiveStageIds():
        info = tracker.getStageInfo(stage)
        if info is not None:
            done, total = done + info.numCompletedTasks, total + info.numTasks
    return 100.0 * done / total if total else None


def _interrupt(con: Any) -> None:
    """Stop what ``con`` runs: DuckDB's ``interrupt()``; a SparkSession's jobs cancelled."""
    if hasattr(con, "interrupt"):
        con.interrupt()
    else:
        con.sparkContext.cancelAllJobs()


def _interrupt_until_done(job: Job) -> None:
    while job.status == "running":
        try:
            _interrupt(job.con)
        except Exception:  # noqa: BLE001 - the connection closed meanwhile
            return
        time.sleep(0.05)


class _Held:
    def __init__(self, lock: threading.Lock) -> None:
        self.lock = lock

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        self.lock.release()
