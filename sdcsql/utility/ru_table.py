"""The risk-utility table: risk and utility of candidate settings, from the cell table.

A candidate is a named setting: key recodes (applied in order), and at most one of a
k (k-anonymity), an individual risk threshold, a target re-identification rate, or a
protection method of :data:`sdcsql.protect.methods.METHODS` with its options.  Per
candidate the table gives (docs/utility/ru_table.md):

* **from cells** (``source`` "cells"): the risk figures of the recoded file (sample
  uniques, expected re-identifications, re-identification rate, max risk,
  k-anonymity violations), its utility figures (categories lost per key, the marginal
  loss: CTBIL over the keys' one-way tables) -- the problem's cells regrouped under the
  candidate's recodes (:func:`sdcsql.protect.regroup.regroup`) -- and what k or a
  threshold asks of the file before any protection: the records and cells that are
  unsafe (fk < k, or risk at or above the threshold), their share, the threshold a
  re-identification rate implies and the rate bound once they are protected;
* **from a run** (``run``, unless ``cells_only``): the figures only the real protection
  gives (local suppression decides per record and re-counts; a perturbative method
  draws per record): the protection run once on the recoded records, then the
  released file's risk, suppressions, categories lost and marginal loss against the
  input, and for a method on numeric variables IL1 and eigen
  (:func:`sdcsql.utility.measures.utility`), for PRAM its EBIL from the method's matrix
  (:func:`sdcsql.utility.ebil.pram_ebil`).

One pass over the records builds the cells; candidates with the same recodes share
one regrouped cell table and one risk pass (they differ only in k or a threshold), the
candidate without recodes reads the problem's own cells and risk, and the marginal
loss is counted only for the recoded keys.  The R-U map (:func:`ru_map`) draws loss
against risk, one labelled point per candidate.

>>> import sdcsql
>>> from sdcsql.protect.recode import Recode
>>> sql = "SELECT * FROM (VALUES (1, 5), (2, 5), (3, 7), (4, 7)) t(a, b)"
>>> pairs = Recode("a", "map", groups=((1, (1, 2)), (3, (3, 4))))
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     r = ru_table(p, [Candidate("none"), Candidate("pairs", (pairs,)),
...                      Candidate("k2", k=2, )], cells_only=True)
>>> [(row["name"], row["sample_uniques"], row["marginal_loss"]) for row in r.rows]
[('none', 4, 0), ('pairs', 0, 4), ('k2', 4, 0)]
>>> r.rows[2]["target"]["unsafe_records"]
4
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, StepOptions, check_bool, check_choice
from ..protect.recode import Recode
from ..protect.regroup import regroup

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import CellSource
    from ..problem import Problem
    from ..spec import Spec

__all__ = ["Candidate", "RUTableResult", "ru_table", "ru_map", "ru_figure", "read_candidates",
           "check_engine_support",
           "RISK_AXES", "LOSS_AXES", "RU_TABLE_STEP", "TARGETS"]

#: figures the R-U map can put on its axes
RISK_AXES = ("expected_reidentifications", "reidentification_rate", "max_risk",
             "sample_uniques")
LOSS_AXES = ("marginal_loss", "categories_lost", "il1")
#: what a candidate may ask besides recodes (at most one)
TARGETS = ("k", "threshold", "reid_rate", "method")


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
    Option("cells_only", check_bool, "only the figures from cells: no protection run for "
           "the candidates with k, a threshold or a method", default=False,
           cli={"action": "store_true"}),
), templates=("utility/ru_table/marginal_loss.sql", "utility/ru_table/below_k.sql"))


def _check_method(name: Any, options: Any, where: str) -> tuple[str, dict[str, Any]]:
    """A protection method other than local suppression, and its options checked."""
    from ..protect.methods import METHODS

    if not isinstance(name, str) or name not in METHODS:
        raise InputError(f"{where}.method: {name!r} is not a protection method; give one of "
                         f"{', '.join(m for m in METHODS if m != 'local_suppression')}")
    if name == "local_suppression":
        raise InputError(f"{where}.method: local suppression is asked by k, threshold or "
                         "reid_rate")
    if not isinstance(options, Mapping):
        raise InputError(f"{where}.options: must be a table of the method's options")
    declared = METHODS[name].options
    out: dict[str, Any] = {}
    for key, value in options.items():
        if key not in declared.names():
            raise InputError(f"{where}.options: {key!r} is not an option of {name} (it takes "
                             f"{', '.join(declared.names())})")
        out[key] = declared.get(key).check(value, f"{where}.options.{key}")
    for o in declared.own:
        if o.required and o.group is None and out.get(o.name) is None:
            raise InputError(f"{where}.options: the method {name} needs {o.name} ({o.help})")
    return name, out


@dataclass(frozen=True)
class Candidate:
    """A named candidate setting: key recodes applied in order (none: the data as is),
    and at most one of ``k``, ``threshold`` (an individual risk threshold r*),
    ``reid_rate`` (a target re-identification rate, a fraction) or ``method`` (a
    protection method, with its ``options``)."""

    name: str
    recodes: tuple[Recode, ...] = field(default_factory=tuple)
    k: int | None = None
    threshold: float | None = None
    reid_rate: float | None = None
    method: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        from ..protect.local_suppression import check_k
        from ..risk.threshold import check_risk, parse_rate

        where = f"candidate {self.name!r}"
        if not isinstance(self.name, str) or not self.name:
            raise InputError("candidate: a candidate needs a non-empty text 'name'")
        given = [t for t in TARGETS if getattr(self, t) is not None]
        if len(given) > 1:
            raise InputError(f"{where}: give at most one of k, threshold, reid_rate, method "
                             f"(got {', '.join(given)})")
        if self.k is not None:
            object.__setattr__(self, "k", check_k(self.k, f"{where}.k"))
        if self.threshold is not None:
            value = check_risk(f"{where}.threshold", self.threshold)
            if not 0 < value <= 1:
                raise InputError(f"{where}.threshold: an individual risk threshold must be in "
                                 f"(0, 1], got {self.threshold!r}")
            object.__setattr__(self, "threshold", value)
        if self.reid_rate is not None:
            object.__setattr__(self, "reid_rate", parse_rate(self.reid_rate,
                                                             f"{where}.reid_rate"))
        if self.method is not None:
            _, opts = _check_method(self.method, self.options, where)
            object.__setattr__(self, "options", opts)
        elif self.options:
            raise InputError(f"{where}.options: options belong to a method; give method")

    @property
    def target(self) -> str | None:
        """Which of :data:`TARGETS` the candidate asks (None: recodes only)."""
        return next((t for t in TARGETS if getattr(self, t) is not None), None)

    def setting(self) -> dict[str, Any]:
        """The candidate as written in a problem file (recodes as in ``[[recode]]``)."""
        out: dict[str, Any] = {"name": self.name}
        if self.recodes:
            out["recodes"] = [rc.to_dict() for rc in self.recodes]
        t = self.target
        if t is not None:
            out[t] = getattr(self, t)
        if self.method is not None and self.options:
            out["options"] = dict(self.options)
        return out

    @classmethod
    def from_dict(cls, d: Any, where: str = "candidate") -> Candidate:
        """``{"name": ..., "recodes": [recode dicts], "k" | "threshold" | "reid_rate" |
        "method" (+ "options"): ...}`` (a problem file's ``[[candidate]]`` may name its
        recodes ``recode``, as ``[[candidate.recode]]`` tables)."""
        if not isinstance(d, dict) or not isinstance(d.get("name"), str) or not d["name"]:
            raise InputError(f"{where}: a candidate needs a non-empty text 'name'")
        allowed = {"name", "recodes", "recode", "options", *TARGETS}
        extra = set(d) - allowed
        if extra:
            raise InputError(f"{where}: unknown field(s) {sorted(extra)} (name, recodes, "
                             "k, threshold, reid_rate, method, options)")
        if "recodes" in d and "recode" in d:
            raise InputError(f"{where}: give the recodes once (recodes or recode)")
        recodes = d.get("recodes", d.get("recode")) or []
        if not isinstance(recodes, list):
            raise InputError(f"{where}: 'recodes' must be a list of recodes")
        try:
            return cls(d["name"], tuple(Recode.from_dict(r, f"{where}.recodes[{i}]")
                                        for i, r in enumerate(recodes)),
                       k=d.get("k"), threshold=d.get("threshold"), reid_rate=d.get("reid_rate"),
                       method=d.get("method"), options=d.get("options") or {})
        except InputError as exc:
            text, own = str(exc), f"candidate {d['name']!r}"
            if text.startswith(own):        # the candidate's own checks: name the place
                text = where + text[len(own):]
            raise InputError(text if text.startswith(where) else f"{where}: {text}") from None


def read_candidates(path: str | Path) -> list[Candidate]:
    """The candidates of a JSON file: a list of ``{"name": ..., "recodes": [...], ...}``."""
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
    """One row per candidate: name, setting, risk figures, utility figures (from cells),
    ``target`` (what k or a threshold asks, from cells) and ``run`` (after the
    protection, from a run on the records; None when there is none)."""

    keys: list[str]
    method: str
    rows: list[dict[str, Any]]

    def table(self) -> str:
        head = ("candidate", "source", "cells", "uniques", "exp. reid.", "max risk",
                "cat. lost", "marginal loss", "unsafe", "suppr.", "reid. after", "IL1")

        def g(x: Any, fmt: str = "{:.4f}") -> str:
            return "" if x is None else fmt.format(x)

        lines = [head]
        for r in self.rows:
            t, run = r["target"] or {}, r["run"] or {}
            lines.append((r["name"], r["source"], str(r["n_cells"]), str(r["sample_uniques"]),
                          f"{r['expected_reidentifications']:.4f}", f"{r['max_risk']:.4f}",
                          str(r["categories_lost"]), str(r["marginal_loss"]),
                          g(t.get("unsafe_records"), "{}"), g(run.get("suppressions_total"), "{}"),
                          g(run.get("expected_reidentifications")), g(run.get("il1"), "{:.4g}")))
        width = [max(len(row[i]) for row in lines) for i in range(len(head))]
        return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, width, strict=True)).rstrip()
                         for row in lines)


def _check(problem: Problem, candidates: Sequence[Candidate]) -> list[str]:
    """Every candidate checked before any is computed; returns the keys."""
    from ..protect.methods import METHODS
    from ..protect.regroup import rescan_reason

    if not candidates:
        raise InputError("candidates: give at least one candidate")
    if not all(isinstance(c, Candidate) for c in candidates):
        raise InputError("candidates: each candidate must be a Candidate")
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
        if c.method is not None and METHODS[c.method].treats == "numeric" \
                and not problem.spec.numeric:
            raise InputError(f"candidate {c.name!r}: the method {c.method} treats numeric "
                             "variables: give spec numeric")
    check_engine_support(candidates, problem.engine.dialect, problem.spec)
    return keys


def check_engine_support(candidates: Sequence[Candidate], dialect: str, spec: Spec) -> None:
    """Each candidate's run on ``dialect`` (Spark), before any work: its method has
    renderings there (:func:`sdcsql.options.check_support`, the candidate named), and
    a numeric method's figures pair the files by the spec's person id (Spark keeps no
    record order)."""
    from ..dialects import DialectError
    from ..options import check_support
    from ..protect.methods import METHODS

    if dialect == "duckdb":
        return
    for c in candidates:
        if c.target is None:
            continue
        method = METHODS[c.method or "local_suppression"]
        try:
            check_support(method.options, dialect)
        except DialectError as exc:
            raise DialectError(f"candidate {c.name!r}: {method.name}: {exc}") from None
        if method.treats == "numeric" and spec.person_id is None:
            raise InputError(f"candidate {c.name!r}: on {dialect} the figures of "
                             f"{method.name} pair the files by the person id (--person-id):"
                             " Spark keeps no record order")


def _risk_figures(source: CellSource, method: str, ks: list[int]) -> dict[str, Any]:
    """The record-level global figures of ``source``'s cells (its risk values computed
    once per method and cached), and the records / cells with fk < k for each k."""
    from ..protect.regroup import regrouped_summary
    from ..risk.individual import cell_risk_sql

    cell_risk_sql(source, method)
    cells = source.cells_table()
    engine = source.engine          # either engine: aggregates over the cells
    summary = regrouped_summary(source, method, getattr(source, "clamped_cells", 0))
    below: dict[int, tuple[int, int]] = {}
    if ks:
        got = engine.query(engine.render("utility/ru_table/below_k.sql", cells=cells,
                                         ks=ks))[0]
        below = {k: (int(got[f"r{k}"]), int(got[f"c{k}"])) for k in ks}
    return {"summary": summary, "below": below}


def _target(source: CellSource, c: Candidate, figures: dict[str, Any],
            method: str) -> dict[str, Any] | None:
    """What the candidate's k or threshold asks of the recoded file, from its cells."""
    from ..risk.threshold import set_threshold

    n = figures["summary"].n
    if c.k is not None:
        records, cells = figures["below"][c.k]
        return {"kind": "k", "value": c.k, "threshold": c.k, "unsafe_records": records,
                "unsafe_cells": cells, "unsafe_share": records / n if n else 0.0,
                "suppressions_at_least": records}
    if c.threshold is not None or c.reid_rate is not None:
        t = (set_threshold(source, risk=c.threshold, method=method) if c.threshold is not None
             else set_threshold(source, reid_rate=c.reid_rate, method=method))
        return {"kind": "threshold" if c.threshold is not None else "reid_rate",
                "value": c.threshold if c.threshold is not None else c.reid_rate,
                "threshold": t.threshold if math.isfinite(t.threshold) else None,
                "unsafe_records": t.unsafe_records, "unsafe_cells": t.unsafe_cells,
                "unsafe_share": t.unsafe_records / n if n else 0.0,
                "suppressions_at_least": t.unsafe_records,
                "reidentification_rate_bound": t.reidentification_rate_bound,
                "expected_reidentifications_bound": t.expected_reidentifications_bound}
    return None


def _marginal(problem: Problem, before: str, after: str, keys: list[str],
              positions: list[int]) -> tuple[dict[str, int], int]:
    """Categories lost per key and the marginal loss, over the keys at ``positions``
    (the others lose none)."""
    lost = dict.fromkeys(keys, 0)
    if not positions:
        return lost, 0
    engine = problem.engine
    rows = [tuple(r.values()) for r in engine.query(engine.render(
        "utility/ru_table/marginal_loss.sql", before=before, after=after,
        positions=positions))]
    for k, b, a, _ in rows:
        lost[keys[int(k)]] = int(b) - int(a)
    return lost, sum(int(m) for *_, m in rows)


def ru_table(problem: Problem, candidates: Sequence[Candidate], method: str = "exact",
             cells_only: bool = False,
             chain: Callable[[Candidate], Any] | None = None) -> RUTableResult:
    """The risk-utility table of ``candidates`` over ``problem``'s cells (and, for the
    candidates with k, a threshold or a method, unless ``cells_only``, one protection
    run each on the records).  ``method``: the risk method (as the risk step).

    ``chain``: a function giving the run (:class:`sdcsql.pipeline.runner.Run`) of the
    problem's own steps with a candidate's changes, and the index of the candidate's
    protection step in it (a problem file's table,
    :func:`sdcsql.pipeline.problem_file.candidate_table`): the run figures are then that
    run's, so the chosen row is what the release would give.

    Every candidate is checked before any is computed: names unique, recodes of key
    variables only, regrouping exact (:func:`sdcsql.protect.regroup.rescan_reason`),
    targets and method options valid.
    """
    from ..risk.individual import check_method

    check_method(method)
    cells_only = check_bool(cells_only, "cells_only")
    keys = _check(problem, candidates)
    before = problem.cells_table()
    groups: dict[tuple[Recode, ...], list[int]] = {}
    for i, c in enumerate(candidates):
        groups.setdefault(tuple(c.recodes), []).append(i)
    ks = sorted({c.k for c in candidates if c.k is not None})
    rows: list[dict[str, Any]] = [{} for _ in candidates]
    for recodes, members in groups.items():
        view = regroup(problem, recodes) if recodes else None
        source: CellSource = view if view is not None else problem
        try:
            figures = _risk_figures(source, method, ks)
            # a key no recode touches keeps its one-way table: only the recoded ones
            lost, loss = _marginal(problem, before, view.base if view is not None else before,
                                   keys, sorted({keys.index(rc.variable) for rc in recodes}))
            for i in members:
                c = candidates[i]
                s = figures["summary"]
                rows[i] = {
                    "name": c.name, "recodes": [rc.to_dict() for rc in c.recodes],
                    **{t: getattr(c, t) for t in TARGETS},
                    "options": dict(c.options) if c.method is not None else None,
                    "source": "cells",
                    "n": s.n, "n_cells": s.n_cells, "sample_uniques": s.sample_uniques,
                    "expected_reidentifications": s.expected_reidentifications,
                    "reidentification_rate": s.reidentification_rate,
                    "max_risk": s.max_risk,
                    "k_anonymity_violations": dict(s.k_anonymity_violations),
                    "categories_lost_by_key": dict(lost),
                    "categories_lost": sum(lost.values()),
                    "marginal_loss": loss,
                    "target": _target(source, c, figures, method),
                    "run": None,
                }
        finally:
            if view is not None:
                view.close()
    if not cells_only:
        for i, c in enumerate(candidates):
            if c.target is not None:
                rows[i]["run"] = _run(problem, c, method, before, keys, chain)
                rows[i]["source"] = "cells and a run"
    return RUTableResult(keys=keys, method=method, rows=rows)


def _treated(summary: Any) -> list[str]:
    """The variables a perturbative method's summary says it treated."""
    out = []
    for v in getattr(summary, "variables", None) or []:
        out.append(v["variable"] if isinstance(v, Mapping) else str(v))
    return out


def _run(problem: Problem, c: Candidate, method: str, before: str, keys: list[str],
         chain: Callable[[Candidate], Any] | None = None) -> dict[str, Any]:
    """The candidate's protection run once, and the released file's figures: risk,
    suppressions, categories lost, marginal loss against the input; IL1 and eigen of the
    treated numeric variables for a numeric method, EBIL of each variable for PRAM (from
    the method's matrices: :func:`sdcsql.utility.ebil.pram_ebil`).  With ``chain`` (the
    run of the problem's own steps with the candidate's changes,
    :func:`sdcsql.pipeline.problem_file.candidate_table`) the protection is that run's;
    else the candidate alone on the (recoded) input."""
    opened: list[Any] = []
    try:
        if chain is not None:
            run, at = chain(c)
            opened.append(run)
            result = run.steps[at].result
            released = run.problem_at(run._last_data_step())
        else:
            result, released = _protection(problem, c, method, opened)
        return _figures(problem, c, method, before, keys, result, released)
    finally:
        for o in reversed(opened):
            o.close()


def _protection(problem: Problem, c: Candidate, method: str,
                opened: list[Any]) -> tuple[Any, Any]:
    """The candidate alone on the (recoded) input: its result and the released problem."""
    from ..problem import Problem as _Problem
    from ..protect import local_suppression
    from ..protect.methods import protect
    from ..protect.recode import apply_recodes

    con, spec = problem.con, problem.spec
    where: dict[str, Any] = {"con": con} if problem.engine.dialect == "duckdb" else {
        "engine": problem.engine.dialect, "spark": con}
    data: Any = problem.source
    if c.recodes:
        view = apply_recodes(con, problem.source, list(c.recodes), spec)
        opened.append(view)
        data = view.name
    recoded = _Problem(data, spec, **where)
    opened.append(recoded)
    result: Any
    if c.method is None:
        target = ({"k": c.k} if c.k is not None else {"risk": c.threshold}
                  if c.threshold is not None else {"reid_rate": c.reid_rate})
        # a measurement, not a release: a file the leak check would refuse is kept,
        # and the suppressed values it gives back are counted
        result = local_suppression.protect(recoded, risk_method=method, accept_leaks=True,
                                           **target)
    else:
        result = protect(recoded, method=c.method, **dict(c.options))
    released = _Problem(result.data, spec, **where)
    opened.append(released)
    return result, released


def _figures(problem: Problem, c: Candidate, method: str, before: str, keys: list[str],
             result: Any, released: Any) -> dict[str, Any]:
    """The figures of a candidate's released file (``released``, a problem) and of its
    protection's ``result``."""
    from ..protect.methods import METHODS
    from .measures import utility

    con, spec = problem.con, problem.spec
    out: dict[str, Any] = {"source": "run"}
    if c.method is None:
        s = result.summary
        out.update(method="local_suppression", suppressions=dict(s.suppressions),
                   suppressions_total=s.suppressions_total,
                   records_changed=s.records_changed,
                   recoverable_suppressions=(s.verification or {}).get(
                       "recoverable_suppressions"))
    else:
        out.update(method=c.method, suppressions=None, suppressions_total=None,
                   records_changed=None)
    after = released.risk(method, ordered=False).summary
    lost, loss = _marginal(problem, before, released.cells_table(), keys,
                           list(range(len(keys))))
    out.update(n_cells=after.n_cells, sample_uniques=after.sample_uniques,
               expected_reidentifications=after.expected_reidentifications,
               reidentification_rate=after.reidentification_rate,
               max_risk=after.max_risk, categories_lost_by_key=lost,
               categories_lost=sum(lost.values()), marginal_loss=loss)
    if c.method == "pram":
        from .ebil import pram_ebil

        out["ebil"] = pram_ebil(con, problem.source, result.name, result.summary.details,
                                strata=list(spec.strata)).by_variable
    if c.method is not None and METHODS[c.method].treats == "numeric":
        treated = _treated(result.summary) or list(spec.numeric)
        measured = utility(problem.source, released.source, numeric=treated,
                           measures=["il1", "eigen"], con=con,
                           person_id=None if problem.engine.dialect == "duckdb"
                           else spec.person_id).to_json()
        out.update(numeric=treated, il1=measured.get("il1"), il1s=measured.get("il1s"),
                   eigen=measured.get("eigen"))
    return out


def ru_figure(result: RUTableResult, *, risk: str = "expected_reidentifications",
              loss: str = "marginal_loss", chosen: str | None = None) -> Any:
    """The R-U map as a matplotlib figure (x: ``loss``, y: ``risk``, a point per candidate:
    the released file's figures where a run gave them, else the figures from cells; the
    ``chosen`` candidate circled).  Each point carries its candidate's number, placed
    where it overlaps no other number and no point (points at one place share one
    label, ``1,3``); the legend beside the map gives each number's candidate name."""
    from ..present.charts import require_matplotlib

    if risk not in RISK_AXES:
        raise InputError(f"ru_risk: {risk!r} is not one of {', '.join(RISK_AXES)}")
    if loss not in LOSS_AXES:
        raise InputError(f"ru_loss: {loss!r} is not one of {', '.join(LOSS_AXES)}")
    if chosen is not None and chosen not in [r["name"] for r in result.rows]:
        raise InputError(f"chosen: {chosen!r} is not a candidate name")
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(9, 4.8))
    FigureCanvasAgg(fig)            # the transforms below need the figure's canvas
    ax = fig.add_axes((0.09, 0.12, 0.56, 0.78))
    xs = [float(_axis(r, loss)) for r in result.rows]
    ys = [float(_axis(r, risk)) for r in result.rows]
    ax.plot(xs, ys, "o", color="tab:blue")
    for r, x, y in zip(result.rows, xs, ys, strict=True):
        if r["name"] == chosen:
            ax.plot([x], [y], "o", markersize=12, markerfacecolor="none", color="tab:red")
    ax.margins(0.12)
    ax.autoscale_view()
    _number_points(fig, ax, xs, ys)
    names = [str(r["name"]) for r in result.rows]
    legend = "\n".join(f"{i:>2}  {_short(n)}" + ("  (chosen)" if n == chosen else "")
                       for i, n in enumerate(names, 1))
    fig.text(0.68, 0.90, "candidates", fontsize=9, fontweight="bold", va="top")
    fig.text(0.68, 0.85, legend, fontsize=8, family="monospace", va="top")
    ax.set_xlabel(loss.replace("_", " "))
    ax.set_ylabel(risk.replace("_", " "))
    ax.set_title("risk-utility map")
    return fig


def _short(name: str, width: int = 30) -> str:
    return name if len(name) <= width else name[:width - 1] + "\u2026"


def _label_cost(box: tuple[float, float, float, float], own: tuple[float, float],
                obstacles: list[tuple[float, float, float, float]],
                others: list[tuple[float, float]]) -> float:
    """How bad a label's ``box`` is: the area it overlaps the ``obstacles`` (labels placed,
    other points' markers), plus half its own area when its centre is nearer one of the
    ``others`` points than its ``own`` (it would be read as that point's)."""
    total = 0.0
    for o in obstacles:
        ox = min(box[2], o[2]) - max(box[0], o[0])
        oy = min(box[3], o[3]) - max(box[1], o[1])
        if ox > 0 and oy > 0:
            total += ox * oy
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    mine = math.hypot(cx - own[0], cy - own[1])
    if any(math.hypot(cx - q[0], cy - q[1]) < mine for q in others):
        total += (box[2] - box[0]) * (box[3] - box[1]) / 2
    return total


def _number_points(fig: Any, ax: Any, xs: list[float], ys: list[float]) -> None:
    """Label each point with its number (1-based), points closer than a marker sharing
    one label; each label at the first of eight places around its point where its box
    overlaps no label placed before and no point, else where it overlaps least."""
    to_px = ax.transData.transform
    pts = [tuple(to_px((x, y))) for x, y in zip(xs, ys, strict=True)]
    groups: list[list[int]] = []
    for i, p in enumerate(pts):
        near = next((g for g in groups if abs(pts[g[0]][0] - p[0]) < 6
                     and abs(pts[g[0]][1] - p[1]) < 6), None)
        if near is None:
            groups.append([i])
        else:
            near.append(i)
    scale = fig.dpi / 72.0
    size = 8
    dots = [(x - 4 * scale, y - 4 * scale, x + 4 * scale, y + 4 * scale) for x, y in pts]
    placed: list[tuple[float, float, float, float]] = []
    gap = 5 * scale
    for g in groups:
        text = ",".join(str(i + 1) for i in g)
        w, h = 0.62 * size * scale * len(text) + 2 * scale, 1.2 * size * scale
        px, py = pts[g[0]]
        boxes = []
        for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1)):
            left = px + gap if dx > 0 else px - gap - w if dx < 0 else px - w / 2
            bottom = py + gap if dy > 0 else py - gap - h if dy < 0 else py - h / 2
            boxes.append(((left, bottom, left + w, bottom + h), dx, dy))

        others = [j for j in range(len(pts)) if j not in g]
        obstacles = [*placed, *(dots[j] for j in others)]
        box, dx, dy = min(boxes, key=lambda b: _label_cost(           # first of the least
            b[0], (px, py), obstacles, [pts[j] for j in others]))
        placed.append(box)
        ax.annotate(text, (xs[g[0]], ys[g[0]]), textcoords="offset pixels",
                    xytext=(box[0] - px, box[1] - py), fontsize=size, ha="left",
                    va="bottom", annotation_clip=False)


def ru_map(result: RUTableResult, path: str | Path, *, risk: str = "expected_reidentifications",
           loss: str = "marginal_loss", chosen: str | None = None) -> Path:
    """Draw the R-U map (:func:`ru_figure`) into ``path`` (.svg or .png)."""
    from ..present.charts import save_chart

    return save_chart(ru_figure(result, risk=risk, loss=loss, chosen=chosen), path)


def _axis(row: dict[str, Any], figure: str) -> Any:
    """A figure of a row for the map: the run's (the released file) when there is one.
    IL1 without a numeric method's run is 0: key recodes and suppression leave the
    numeric variables as they are."""
    run = row.get("run")
    if run and run.get(figure) is not None:
        return run[figure]
    if figure == "il1":
        return 0.0
    return row[figure]
