"""The workbench's local web server: one process, one session, one page.

The page (``static/``: plain JavaScript, CSS and SVG, no third-party code) calls the
JSON API below; every action goes through :mod:`sdcsql.workbench.actions`.

Security (docs/present/workbench.md, "Security"):

* it listens on 127.0.0.1 unless told otherwise;
* a random token opens the page: the URL's ``?token=`` once, then a cookie
  (``HttpOnly``, ``SameSite=Strict``) or an ``X-Sdcsql-Token`` header, on every request;
* the ``Host`` header must name the server (DNS rebinding) and an ``Origin`` header,
  when sent, must be the server's own (CSRF); a request that changes anything must
  be JSON (a cross-site form cannot send it without the browser asking first);
* a Content-Security-Policy forbids every source but the server itself;
* files are written only at the paths the user types; nothing is logged but the
  server's start (no access log: a path or a value never reaches a log).
"""

from __future__ import annotations

import contextlib
import json
import secrets
import socket
import threading
import time
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

import duckdb

from ..errors import InputError
from ..pipeline.chain import Step
from . import actions, forms
from .jobs import Busy, Worker, error_text

if TYPE_CHECKING:  # pragma: no cover
    from starlette.requests import Request

__all__ = ["CSP", "Workbench", "create_app", "running", "serve"]

#: every response's policy: only the server itself, no inline script, no frame of
#: another site, no form sent elsewhere
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; "
       "form-action 'self'")
#: the reports (self-contained HTML with their own inline script, style and data:
#: images) and the risk charts (SVG with inline style): still nothing from outside
CSP_DOCUMENT = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                "img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'")
STATIC = {"index.html": "text/html; charset=utf-8",
          "threshold_page.js": "text/javascript; charset=utf-8",
          "workbench.js": "text/javascript; charset=utf-8",
          "workbench.css": "text/css; charset=utf-8",
          "logo.svg": "image/svg+xml"}


def _static(name: str) -> bytes:
    if name == "threshold_page.js":     # the threshold page's chart logic, reused
        return resources.files("sdcsql.present").joinpath("html", name).read_bytes()
    return resources.files("sdcsql.workbench").joinpath("static", name).read_bytes()


class Workbench:
    """The server's state: the session, the file being opened, the worker, the figures
    of each step (History) and the pages made by the last actions."""

    def __init__(self, threads: int | None = None, memory_limit: str | None = None,
                 engine: str = "duckdb") -> None:
        from ..engines import SPARK_MEMORY_LIMIT, check_engine

        self.engine = check_engine(engine)
        if self.engine == "spark" and memory_limit is not None:
            raise InputError(SPARK_MEMORY_LIMIT)
        self.threads, self.memory_limit = threads, memory_limit
        self.session: Any = None
        self.file: actions.FileView | None = None
        self.scratch = duckdb.connect()
        self.worker = Worker()
        self.warnings: list[str] = []
        self.figures: list[dict[str, Any] | None] = []
        #: the figures of the undone steps, with their places (Session.redoable's order
        #: reversed: the last one is put back first)
        self.undone: list[tuple[int, dict[str, Any] | None]] = []
        self.start: dict[str, Any] | None = None       # the figures of the input
        self.documents: dict[str, str] = {}
        #: the last search: the session's state it ran on, its result and options
        self.searched: tuple[str, Any, dict[str, Any]] | None = None

    # ---------------------------------------------------------------- session
    def _set_session(self, session: Any, warnings: list[str]) -> None:
        if self.session is not None:
            actions.close(self.session)
        if self.file is not None:
            self.file.close()
            self.file = None
        self.session, self.warnings = session, warnings
        self.figures = [None] * len(session.steps)
        self.undone = []
        self.searched = None
        self.start = _figures("recode", actions.risk(session), None) if not session.steps \
            else None
        self.documents.clear()

    def close(self) -> None:
        self.worker.cancel()
        self.worker.wait(10)
        if self.session is not None:
            actions.close(self.session)
            self.session = None
        self.scratch.close()

    def need(self) -> Any:
        if self.session is None:
            raise InputError("no session: open a data file or a problem file first (Data)")
        return self.session

    def state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"session": None, "job": self.worker.job.to_json()
                               if self.worker.job else None}
        if self.session is not None:
            described = actions.describe(self.session)
            out["session"] = {**described, "figures": self.figures, "start": self.start,
                              "warnings": actions.warnings_by_variable(
                                  self.warnings, described["columns"])}
        return out

    # ---------------------------------------------------------------- actions
    def run(self, action: str, body: dict[str, Any]) -> Any:
        """Start ``action`` in the background; the job's id."""
        starts = {"inspect": self._inspect, "open": self._open, "recode": self._recode,
                  "threshold": self._threshold, "protect": self._protect,
                  "release": self._release, "undo": self._undo, "redo": self._redo,
                  "back": self._back, "save": self._save,
                  "write": self._write, "report": self._report, "measure": self._measure,
                  "utility": self._utility, "risk": self._risk, "chart": self._chart,
                  "household_threshold": self._household_threshold,
                  "search": self._search, "search_apply": self._search_apply,
                  "grc": self._grc, "script": self._script,
                  "candidates": self._candidates}
        if action not in starts:
            raise InputError(f"action {action!r}: use one of {', '.join(sorted(starts))}")
        return starts[action](body)

    def _inspect(self, body: dict[str, Any]) -> Any:
        path = _text(body, "path")
        if Path(path).suffix.lower() == ".toml":
            return self.worker.start("opening the problem file",
                                     lambda: actions.open_problem_file(
                                         path, threads=self.threads,
                                         memory_limit=self.memory_limit,
                                         engine=self.engine),
                                     then=self._opened_file)

        def inspect() -> Any:
            view, described = actions.inspect(self.scratch, path)
            if self.file is not None:
                self.file.close()
            self.file = view
            return described

        return self.worker.start("reading the file", inspect, con=self.scratch)

    def _opened_file(self, opened: Any) -> Any:
        session, warnings = opened
        self._set_session(session, warnings)
        actions.prepare(session)
        return {"opened": actions.describe(session)}

    def _open(self, body: dict[str, Any]) -> Any:
        path = _text(body, "path")
        roles = body.get("roles")
        if not isinstance(roles, dict):
            raise InputError("roles: give the variables' roles")
        method = body.get("method") or "exact"
        return self.worker.start("reading and checking the input",
                                 lambda: actions.open_session(
                                     path, roles, method, threads=self.threads,
                                     memory_limit=self.memory_limit,
                                     engine=self.engine),
                                 con=self.scratch, then=self._opened_file)

    def _step(self, kind: str, label: str, function: Any) -> Any:
        session = self.need()
        before = len(session.steps)

        def done(result: Any) -> None:
            self._forget_charts()
            previous = self.figures[before - 1] if before else self.start
            self.figures = self.figures[:before] + [None] * max(0, len(session.steps) - before)
            if len(session.steps) > before:
                self.figures[-1] = _figures(kind, result, previous)
            if not session.redoable:        # a new step: nothing to redo any more
                self.undone.clear()

        def step() -> Any:
            result = function(session)
            actions.prepare(session)        # what the next quick actions read
            return result

        return self.worker.start(label, step, con=session.con, then=done)

    def _forget_charts(self) -> None:
        for name in [n for n in self.documents if n.startswith("chart_")]:
            del self.documents[name]

    def _recode(self, body: dict[str, Any]) -> Any:
        doc = body.get("recode")
        if not isinstance(doc, dict):
            raise InputError("recode: give the recode as a table of fields")
        return self._step("recode", "recoding", lambda s: actions.recode(s, doc))

    def _threshold(self, body: dict[str, Any]) -> Any:
        options = forms.read_options(forms.step_form("threshold"), body.get("options") or {})
        return self._step("threshold", "setting the threshold",
                          lambda s: actions.set_threshold(s, options))

    def _protect(self, body: dict[str, Any]) -> Any:
        method = _text(body, "method")
        options = forms.read_options(forms.step_form(f"protect:{method}"),
                                     body.get("options") or {})
        return self._step("protect", method.replace("_", " "),
                          lambda s: actions.protect(s, {"method": method, **options}))

    def _release(self, body: dict[str, Any]) -> Any:
        options = forms.read_options(forms.step_form("release"), body.get("options") or {})
        return self._step("release", "preparing the release",
                          lambda s: actions.release(s, options))

    def _undo(self, body: dict[str, Any]) -> Any:
        session = self.need()
        index, count = body.get("index"), _count(body)

        def undo(s: Any) -> Any:
            undone = actions.undo(s, index=index, count=count)
            risk = actions.risk(s)
            actions.prepare(s)
            return {"undone": undone, "risk": risk}

        def done(result: Any) -> None:
            self._forget_charts()
            if index is not None:
                self.undone.append((int(index), self.figures.pop(int(index))))
            else:
                for _ in range(count):
                    self.undone.append((len(self.figures) - 1, self.figures.pop()))
        return self.worker.start("undoing", lambda: undo(session), con=session.con, then=done)

    def _back(self, body: dict[str, Any]) -> Any:
        """Jump back to step ``to`` (0: the input): the later steps undone (redoable)."""
        session = self.need()
        keep = body.get("to")
        if isinstance(keep, bool) or not isinstance(keep, int):
            raise InputError(f"to: {keep!r} is not a step number")
        count = len(session.steps) - keep
        return self._undo({"count": count}) if 0 <= keep < len(session.steps) else \
            self.worker.start("going back", lambda: actions.back_to(session, keep),
                              con=session.con)

    def _redo(self, body: dict[str, Any]) -> Any:
        session = self.need()
        count = _count(body)

        def redo() -> Any:
            redone = actions.redo(session, count)
            risk = actions.risk(session)
            actions.prepare(session)
            return {"redone": redone, "risk": risk}

        def done(result: Any) -> None:
            self._forget_charts()
            for _ in range(count):
                at, figures = self.undone.pop()
                self.figures.insert(at, figures)
        return self.worker.start("redoing", redo, con=session.con, then=done)

    def _search(self, body: dict[str, Any]) -> Any:
        """The protection search in the background: its progress (nodes checked, the
        best loss so far) and cancel (between two nodes, or the query reading the
        cells); the result kept for Apply while the session's steps stay as they are."""
        session = self.need()
        options = forms.read_options(forms.step_form("search"), body.get("options") or {})
        self.searched = None

        def progress(checked: int, best: Any) -> None:
            job = self.worker.job
            if job is None:
                return
            if job.cancelled:
                raise InputError("search: cancelled")
            job.detail = f"{checked:,} nodes checked" + (
                f", best loss so far {best.value:.6g}" if best is not None else "")

        def search() -> Any:
            result = actions.search(session, options, progress)
            self.searched = (actions.history_key(session), result, options)
            return {**result.to_json(), "table": result.table()}

        return self.worker.start("searching", search, con=session.con)

    def _search_apply(self, body: dict[str, Any]) -> Any:
        """A point of the search's front (default its optimum) as steps of the session:
        its recodes, then local suppression of values to the target."""
        session = self.need()
        if self.searched is None:
            raise InputError("apply: run the search first (Search)")
        key, result, options = self.searched
        if key != actions.history_key(session):
            raise InputError("apply: the session changed since the search; search again")
        node = body.get("transformation")
        return self._steps("applying the search's point", lambda: actions.search_steps(
            session, result, options, node))

    def _candidates(self, body: dict[str, Any]) -> Any:
        """The R-U table of the candidates of a JSON file, and its map (a document)."""
        session = self.need()
        path = _text(body, "path")
        options = forms.read_options(forms.step_form("ru_table"), body.get("options") or {})

        def table() -> Any:
            result, svg = actions.candidates(session, path, options)
            self.documents["chart_ru"] = svg
            return result

        return self.worker.start("risk and utility of every candidate", table, con=session.con)

    def _grc(self, body: dict[str, Any]) -> Any:
        """A mu-Argus .grc recode file for a variable: its recodes as recode steps."""
        variable, path = _text(body, "variable"), _text(body, "path")
        session = self.need()
        return self._steps("importing the recode file", lambda: [
            Step("recode", recode=rc) for rc in actions.grc_recodes(session, variable, path)])

    def _script(self, body: dict[str, Any]) -> Any:
        """Save the Python script replaying the session (its output ``data``)."""
        from ..data import write_text

        session = self.need()
        path, data = _text(body, "path"), _text(body, "data")

        def script() -> Any:
            text = actions.python_script(session, Path(data).expanduser())
            return {"paths": [str(write_text(Path(path).expanduser(), text))], "python": text}

        return self.worker.start("writing the script", script, con=session.con)

    def _steps(self, label: str, make: Any) -> Any:
        """Steps made by ``make()`` applied as one action, each a step of the History
        with its figures: all of them, or none (the first refused, or a cancel, puts the
        session back as it was)."""
        session = self.need()

        def apply() -> Any:
            made = make()
            mark, figures, undone = session.checkpoint(), list(self.figures), list(self.undone)
            shown: list[str] = []
            try:
                for step in made:
                    before = len(session.steps)
                    kind, result = actions.add_step(session, step)
                    previous = self.figures[before - 1] if before else self.start
                    self.figures = self.figures[:before] + [_figures(kind, result, previous)]
                    shown.append(step.describe())
            except BaseException as exc:
                session.restore(mark)
                self.figures, self.undone = figures, undone
                if shown and isinstance(exc, InputError):
                    raise InputError(f"{exc} (step {len(shown) + 1} of {len(made)}: none of "
                                     "them was applied)") from None
                raise
            finally:
                self._forget_charts()
            if shown:
                self.undone.clear()
            risk = actions.risk(session)
            actions.prepare(session)
            return {"steps": shown, "risk": risk}

        return self.worker.start(label, apply, con=session.con)

    def _save(self, body: dict[str, Any]) -> Any:
        session = self.need()
        path, data = _text(body, "path"), body.get("data") or None
        return self.worker.start("saving the session",
                                 lambda: {"paths": [actions.save(session, path, data)]},
                                 con=session.con)

    def _write(self, body: dict[str, Any]) -> Any:
        session = self.need()
        data, summary = _text(body, "data"), body.get("summary") or None
        return self.worker.start("writing the file", lambda: actions.write(session, data, summary),
                                 con=session.con)

    def _report(self, body: dict[str, Any]) -> Any:
        session = self.need()
        problem, data = _text(body, "problem"), _text(body, "data")
        out, audience = _text(body, "out"), _text(body, "audience")

        def report() -> Any:
            paths = actions.write_report(session, problem, data, out, audience)
            self.documents[f"report_{audience}"] = Path(paths[1]).read_text(encoding="utf-8")
            return {"paths": paths, "audience": audience}

        return self.worker.start(f"writing the {audience} report", report, con=session.con)

    def _measure(self, body: dict[str, Any]) -> Any:
        session = self.need()
        name = _text(body, "name")
        options = forms.read_options(forms.step_form(f"measure:{name}"), body.get("options") or {})
        return self.worker.start(name, lambda: actions.measure(session, name, options),
                                 con=session.con)

    def _utility(self, body: dict[str, Any]) -> Any:
        session = self.need()
        options = forms.read_options(forms.step_form("utility"), body.get("options") or {})
        return self.worker.start("information loss", lambda: actions.utility(session, options),
                                 con=session.con)

    def _risk(self, body: dict[str, Any]) -> Any:
        session = self.need()
        return self.worker.start("risk", lambda: actions.risk(session), con=session.con)

    def _household_threshold(self, body: dict[str, Any]) -> Any:
        """The figures at the household slider's threshold: a pass over the records
        (the records the household rule flags), so in the background."""
        session = self.need()
        risk = body.get("risk")
        if isinstance(risk, bool) or not isinstance(risk, (int, float)):
            raise InputError(f"risk: {risk!r} is not a risk threshold: give a number >= 0")
        return self.worker.start("household threshold", lambda: actions.threshold_figures(
            session, "household", float(risk)), con=session.con)

    def _chart(self, body: dict[str, Any]) -> Any:
        session = self.need()

        def chart() -> Any:
            made = actions.risk_chart(session)
            for kind, svg in made.pop("svg").items():
                self.documents[f"chart_{kind}"] = svg
            return made

        return self.worker.start("risk chart", chart, con=session.con)


def _count(body: dict[str, Any]) -> int:
    """The ``count`` of an undo or a redo: a whole number (default 1)."""
    value = body.get("count")
    if value in (None, ""):
        return 1
    try:
        count = int(value)
    except (TypeError, ValueError):
        raise InputError(f"count: must be a whole number of steps, got {value!r}") from None
    if isinstance(value, bool) or (count != value and str(count) != str(value).strip()):
        raise InputError(f"count: must be a whole number of steps, got {value!r}")
    return count


def _text(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"{name}: give a value")
    return value.strip()


#: the figures History shows side by side, in this order: the file's risk after each
#: step (a threshold and a release leave the file as it was; a protection changes it)
FIGURES = ("expected_reidentifications", "reidentification_rate", "max_risk", "sample_uniques",
           "n_cells", "household_expected_reidentifications", "threshold", "unsafe_records",
           "suppressions_total", "records_changed", "recoverable_suppressions")


def _figures(kind: str, result: Any, before: dict[str, Any] | None) -> dict[str, Any]:
    """The figures of the file after a step of ``kind`` that gave ``result``: those of
    the file before it (``before``) with what the step changed."""
    out = dict(before or {})
    if not isinstance(result, dict):
        return out
    if kind == "protect":
        out.pop("sample_uniques", None)
        out.pop("n_cells", None)
        for name in FIGURES:
            if f"{name}_after" in result:
                out[name] = result[f"{name}_after"]
        out.update({k: result[k] for k in ("suppressions_total", "records_changed")
                    if k in result})
    elif kind == "release":
        verification = result.get("verification") or {}
        risk = verification.get("risk") or {}
        out.update({k: risk[k] for k in FIGURES if k in risk})
        leak = verification.get("leak_check") or {}
        if "recoverable_suppressions" in leak:
            out["recoverable_suppressions"] = leak["recoverable_suppressions"]
    elif kind == "threshold":
        out.update({k: result[k] for k in ("threshold", "unsafe_records") if k in result})
    else:
        out.update({k: result[k] for k in FIGURES if k in result})
    return {k: out[k] for k in FIGURES if out.get(k) is not None}


# ---------------------------------------------------------------- the ASGI app
def _ok(payload: Any, status: int = 200) -> Any:
    from starlette.responses import JSONResponse

    return JSONResponse(payload, status_code=status)


def _failed(exc: BaseException) -> Any:
    """The error as one line for the page: 409 while busy, 400 for an input error."""
    from starlette.responses import JSONResponse

    status = 409 if isinstance(exc, Busy) else 400 if isinstance(exc, InputError) else 500
    return JSONResponse({"error": error_text(exc)}, status_code=status)


def _page_endpoints(bench: Workbench, token: str, cookie: str) -> dict[str, Any]:
    """The page, its static files and the documents made (reports, charts)."""
    from starlette.responses import RedirectResponse, Response

    def index(request: Request) -> Any:
        if "token" in request.query_params:       # checked by the guard: set the cookie
            response = RedirectResponse("/", status_code=303)
            response.set_cookie(cookie, token, httponly=True, samesite="strict", path="/")
            return response
        return Response(_static("index.html"), media_type=STATIC["index.html"])

    def static(request: Request) -> Any:
        name = request.path_params["name"]
        if name not in STATIC:
            return Response("not found", status_code=404, media_type="text/plain")
        return Response(_static(name), media_type=STATIC[name])

    def document(request: Request) -> Any:
        name = request.path_params["name"]
        if name not in bench.documents:
            return Response("not made yet", status_code=404, media_type="text/plain")
        media = "image/svg+xml" if name.startswith("chart_") else "text/html; charset=utf-8"
        return Response(bench.documents[name], media_type=media,
                        headers={"content-security-policy": CSP_DOCUMENT})

    return {"index": index, "static": static, "document": document}


def _job_endpoints(bench: Workbench) -> dict[str, Any]:
    """The session's state, and the background job: start one, follow it, cancel it."""
    def state(request: Request) -> Any:
        return _ok(bench.state())

    def job(request: Request) -> Any:
        return _ok(bench.worker.job.to_json() if bench.worker.job else None)

    async def start(request: Request) -> Any:
        try:
            body = await request.json()
            if not isinstance(body, dict):
                raise InputError("the request's body must be a JSON object")
        except ValueError:
            return _failed(InputError("the request's body must be a JSON object"))
        try:
            started = bench.run(request.path_params["action"], body)
        except Exception as exc:  # noqa: BLE001 - one line in the page
            return _failed(exc)
        return _ok({"job": started.id}, 202)

    def cancel(request: Request) -> Any:
        return _ok({"cancelled": bench.worker.cancel()})

    return {"state": state, "job": job, "start": start, "cancel": cancel}


def _what_if_endpoint(bench: Workbench) -> Any:
    """The what-if of a recode (a POST with the recode and an optional threshold), run
    in a thread while it holds the session."""
    def what_if(body: Any) -> Any:
        try:
            if not isinstance(body, dict) or not isinstance(body.get("recode"), dict):
                raise InputError("recode: give the recode as a table of fields")
            threshold = body.get("threshold")
            with bench.worker.hold():
                return _ok(actions.what_if(bench.need(), body["recode"],
                                           float(threshold) if threshold not in (None, "")
                                           else None))
        except (ValueError, TypeError):
            return _failed(InputError("threshold: must be a number"))
        except Exception as exc:  # noqa: BLE001
            return _failed(exc)

    async def quick_post(request: Request) -> Any:
        try:
            body = await request.json()
        except ValueError:
            return _failed(InputError("the request's body must be a JSON object"))
        return await _threaded(lambda: what_if(body))

    return quick_post


def _quick(bench: Workbench, function: Any) -> Any:
    """A quick action: holds the session (refused while a background one runs)."""
    def endpoint(request: Request) -> Any:
        try:
            with bench.worker.hold():
                return function(request)
        except Exception as exc:  # noqa: BLE001 - one line in the page
            return _failed(exc)
    return endpoint


def _quick_endpoints(bench: Workbench) -> dict[str, Any]:
    """The quick actions of the page (each holds the session while it answers)."""
    def preview(request: Request) -> Any:
        offset = _int(request.query_params.get("offset", "0"), "offset")
        if bench.session is None:
            if bench.file is None:
                raise InputError("no file open")
            return _ok(actions.preview(bench.file.engine, bench.file.view, offset))
        return _ok(actions.file_preview(bench.session, offset))

    def categories(request: Request) -> Any:
        return _ok(actions.categories(bench.need(), request.query_params.get("variable", "")))

    def cells(request: Request) -> Any:
        offset = _int(request.query_params.get("offset", "0"), "offset")
        return _ok(actions.riskiest_cells(bench.need(), offset))

    def problem_file(request: Request) -> Any:
        return _ok({"toml": actions.to_problem_text(bench.need())})

    def form(request: Request) -> Any:
        return _ok(forms.describe_form(forms.step_form(request.path_params["name"])))

    def threshold(request: Request) -> Any:
        kind = request.query_params.get("kind", "individual")
        text = request.query_params.get("risk", "")
        try:
            risk = float(text)
        except ValueError:
            raise InputError(f"risk: {text!r} is not a risk threshold: give a number >= 0"
                             ) from None
        return _ok(actions.threshold_figures(bench.need(), kind, risk))

    return {name: _quick(bench, f) for name, f in (
        ("preview", preview), ("categories", categories), ("cells", cells),
        ("problem_file", problem_file), ("form", form), ("threshold", threshold))}


def _methods(request: Request) -> Any:
    """The protection methods and the risk measures the page offers."""
    from ..protect.methods import METHODS
    from ..risk.measures import known_measures

    return _ok({"protect": [{"name": m.name, "treats": m.treats} for m in METHODS.values()],
                "measures": [m for m in known_measures() if m != "individual"]})


def create_app(bench: Workbench, token: str, hosts: list[str]) -> Any:
    """The Starlette application of ``bench``, guarded by ``token`` and the ``hosts``
    (``host:port``) the server answers as."""
    from starlette.applications import Starlette
    from starlette.routing import Route

    cookie = "sdcsql_token_" + hosts[0].rpartition(":")[2]
    page = _page_endpoints(bench, token, cookie)
    jobs = _job_endpoints(bench)
    quick = _quick_endpoints(bench)
    routes = [
        Route("/", page["index"]), Route("/static/{name}", page["static"]),
        Route("/api/state", jobs["state"]), Route("/api/job", jobs["job"]),
        Route("/api/job/cancel", jobs["cancel"], methods=["POST"]),
        Route("/api/do/{action}", jobs["start"], methods=["POST"]),
        Route("/api/what_if", _what_if_endpoint(bench), methods=["POST"]),
        Route("/api/preview", quick["preview"]), Route("/api/categories", quick["categories"]),
        Route("/api/cells", quick["cells"]), Route("/api/problem_file", quick["problem_file"]),
        Route("/api/form/{name}", quick["form"]), Route("/api/methods", _methods),
        Route("/api/threshold", quick["threshold"]),
        Route("/api/document/{name}", page["document"]),
    ]
    app = Starlette(routes=routes)
    return Guard(app, token, hosts, cookie)


async def _threaded(function: Any) -> Any:
    from starlette.concurrency import run_in_threadpool

    return await run_in_threadpool(function)


def _int(text: str, name: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise InputError(f"{name}: must be a whole number, got {text!r}") from None
    if value < 0:
        raise InputError(f"{name}: must be 0 or more, got {value}")
    return value


class Guard:
    """The ASGI wrapper that refuses a request without the token, with a foreign Host
    or Origin, or (changing anything) not JSON; and adds the security headers."""

    def __init__(self, app: Any, token: str, hosts: list[str], cookie: str) -> None:
        self.app, self.token, self.cookie = app, token, cookie
        self.hosts = {h.lower() for h in hosts}
        self.origins = {f"http://{h}" for h in self.hosts}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        refusal = self.refusal(scope, headers)

        async def secured(message: Any) -> None:
            if message["type"] == "http.response.start":
                have = {k.lower() for k, _ in message.get("headers", [])}
                extra = [(b"x-content-type-options", b"nosniff"),
                         (b"referrer-policy", b"no-referrer"),
                         (b"cache-control", b"no-store"),
                         (b"cross-origin-resource-policy", b"same-origin")]
                if b"content-security-policy" not in have:
                    extra.append((b"content-security-policy", CSP.encode()))
                message = {**message, "headers": list(message.get("headers", [])) + extra}
            await send(message)

        if refusal is not None:
            body = json.dumps({"error": f"sdcsql: error: {refusal}"}).encode()
            await secured({"type": "http.response.start", "status": 403,
                           "headers": [(b"content-type", b"application/json"),
                                       (b"content-length", str(len(body)).encode())]})
            await secured({"type": "http.response.body", "body": body})
            return
        await self.app(scope, receive, secured)

    def refusal(self, scope: Any, headers: dict[str, str]) -> str | None:
        host = headers.get("host", "").lower()
        if host not in self.hosts:
            return "refused: the Host header does not name this server"
        origin = headers.get("origin")
        if origin is not None and origin.lower() not in self.origins:
            return "refused: a request from another site"
        given = headers.get("x-sdcsql-token")
        if given is None:
            for part in headers.get("cookie", "").split(";"):
                name, _, value = part.strip().partition("=")
                if name == self.cookie:
                    given = value
        if given is None and scope["path"] == "/" and scope["method"] == "GET":
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            given = (query.get("token") or [None])[0]
        if given is None or not secrets.compare_digest(given.encode(), self.token.encode()):
            return "refused: open the workbench with the URL it printed (its token)"
        if scope["method"] not in ("GET", "HEAD"):
            if not headers.get("content-type", "").startswith("application/json"):
                return "refused: an action must be sent as JSON"
        return None


# ---------------------------------------------------------------- serving
def free_socket(host: str, port: int | None) -> socket.socket:
    """A listening socket on ``host`` (``port`` None or 0: a free port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port or 0))
    except OSError as exc:
        sock.close()
        raise InputError(f"--port {port}: cannot listen on {host}:{port} ({exc.strerror})"
                         ) from None
    sock.listen(64)
    return sock


@contextlib.contextmanager
def running(source: str | None = None, *, host: str = "127.0.0.1", port: int | None = None,
            token: str | None = None, threads: int | None = None,
            memory_limit: str | None = None, engine: str = "duckdb"
            ) -> Iterator[tuple[str, Workbench]]:
    """Serve the workbench in a thread while the ``with`` block runs; yield the URL (with
    its token) and the :class:`Workbench`.  ``source``: a data file to read, or a problem
    file or saved session to open, first (its error is raised before serving).
    ``engine="spark"``: the sessions run on Spark (the active or a local session)."""
    import uvicorn

    token = token or secrets.token_urlsafe(24)
    sock = free_socket(host, port)
    bench = Workbench(threads=threads, memory_limit=memory_limit, engine=engine)
    try:
        port = sock.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        hosts = [f"{shown}:{port}"] + ([f"localhost:{port}"] if host == "127.0.0.1" else [])
        if source is not None:
            bench.run("inspect", {"path": source})
            bench.worker.wait()
            job = bench.worker.job
            if job is not None and job.status == "failed":
                raise InputError(str(job.error).removeprefix("sdcsql: error: "))
        config = uvicorn.Config(create_app(bench, token, hosts), log_level="warning",
                                access_log=False, lifespan="off")
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]},
                                  name="sdcsql-workbench-server", daemon=True)
        thread.start()
        while not server.started and thread.is_alive():
            time.sleep(0.02)
        try:
            yield f"http://{shown}:{port}/?token={token}", bench
        finally:
            server.should_exit = True
            thread.join()
    finally:
        bench.close()
        sock.close()


def serve(source: str | None = None, *, host: str = "127.0.0.1", port: int | None = None,
          browser: bool = True, threads: int | None = None,
          memory_limit: str | None = None, engine: str = "duckdb") -> None:
    """Serve the workbench until interrupted (Ctrl-C).  The URL (with its token) is
    printed, and opened in the browser unless ``browser`` is false."""
    with running(source, host=host, port=port, threads=threads,
                 memory_limit=memory_limit, engine=engine) as (url, _):
        print(f"sdcsql workbench: {url}", flush=True)
        print("stop it with Ctrl-C", flush=True)
        if browser:
            import webbrowser

            webbrowser.open(url)
        threading.Event().wait()
