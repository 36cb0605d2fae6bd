"""Global recodes as declarative specs, applied as SQL views over the input.

Four kinds (seed 003 sections 3.4.3.2 global recoding and 3.4.3.3 top and bottom
coding; seed 000 section 7.3.3, the recode-look-protect loop):

* ``map``: several codes to one, ``groups=[(to, (from, ...)), ...]``; codes not
  listed keep their value;
* ``bands``: interval bands ``[b_i, b_(i+1))`` of a numeric or ordinal variable,
  the last band open at the top ``[b_m, +inf)``; each band takes its label
  (default: its lower break); a value below the first break is an error.  With
  ``right=True`` the bands are closed on the right: ``[b_1, b_2]``, ``(b_i, b_(i+1)]``,
  ``(b_m, +inf)``.  Instead of ``breaks``, ``n`` bands by a ``method``:
  ``equal_width`` (from the smallest to the largest value), ``log_equal_width``
  (equal width in ``ln(1 + x)``, values >= 0) or ``equal_frequency`` (breaks at the
  quantiles i/n, optionally ``weighted``), resolved from the data;
* ``top`` / ``bottom``: values above (below) a threshold, given as a ``value`` or
  as a ``quantile`` q, become ``replacement`` (default: the threshold).  The
  quantile is the smallest value v with at least a share q of the non-missing
  values <= v, the share counted in records or, with ``weighted=True``, in
  sampling weight (``sql/protect/recode/quantile.sql``);
* ``truncate``: a hierarchical code keeps its first ``keep`` characters (text
  codes) or digits (integer codes of ``width`` digits: ``x // 10^(width - keep)``).

NULL in gives NULL out for every kind; a user missing code of the variable
(``Spec.na_codes``) passes through unchanged, so the keyed view still sees it.
Recodes compose: each is one step of a chain of SQL expressions
(``sql/protect/recode/recoded.sql``), and apply to key and non-key variables alike.

>>> import duckdb, sdcsql
>>> con = duckdb.connect()
>>> view = apply_recodes(con, con.sql("SELECT * FROM (VALUES (3), (17), (NULL), (80)) t(age)"),
...                      [Recode("age", "bands", breaks=(0, 15, 65),
...                              labels=("0-14", "15-64", "65+"))])
>>> con.sql(f'SELECT age FROM "{view.name}"').fetchall()
[('0-14',), ('15-64',), (None,), ('65+',)]
"""

from __future__ import annotations

import functools
import itertools
import math
import numbers
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import duckdb

from .._sql import quote_ident, render
from ..data import register_source, schema_of
from ..engines import Engine
from ..errors import InputError, engine_error, engine_message
from ..options import StepOptions
from ..spec import Spec, is_integer_type, is_numeric_type

__all__ = ["BAND_METHODS", "KINDS", "RECODE_STEP", "Recode", "RecodedView", "apply_recodes",
           "recode_error", "recode_steps"]

#: The recode step: its options are the recodes themselves (``[[recode]]`` of a problem
#: file); declared for the templates it renders (DuckDB and Spark).
RECODE_STEP = StepOptions("recode", own=(), templates=("protect/recode/recoded.sql",
                                                       "protect/recode/quantile.sql"))

KINDS = ("map", "bands", "top", "bottom", "truncate")

#: how ``n`` bands are drawn from the data (docs/protect/recode.md)
BAND_METHODS = ("equal_width", "log_equal_width", "equal_frequency")

_ids = itertools.count(1)

_ALL_FIELDS = ("groups", "breaks", "labels", "value", "quantile", "replacement", "keep", "width",
               "n", "method", "right", "weighted")

# the fields each kind takes (besides variable and kind)
_FIELDS: dict[str, tuple[str, ...]] = {
    "map": ("groups",),
    "bands": ("breaks", "labels", "n", "method", "right", "weighted"),
    "top": ("value", "quantile", "replacement", "weighted"),
    "bottom": ("value", "quantile", "replacement", "weighted"),
    "truncate": ("keep", "width"),
}


def _is_number(v: Any) -> bool:
    return isinstance(v, numbers.Real) and not isinstance(v, bool)


def _given(v: Any) -> bool:
    """A field set by the user (None, () and False are the defaults)."""
    return v is not None and v is not False and v != ()


def _scalar(where: str, v: Any) -> Any:
    if isinstance(v, str) or (_is_number(v) and math.isfinite(v)):
        return v
    raise InputError(f"{where}: must be a finite number or a string, got {v!r}")


@dataclass(frozen=True)
class Recode:
    """One global recode of one variable (see the module docstring for the kinds).

    ``where`` is only used in error messages (e.g. ``problem.toml: recode[2]``).
    """

    variable: str
    kind: str
    groups: tuple[tuple[Any, tuple[Any, ...]], ...] = ()
    breaks: tuple[float, ...] = ()
    labels: tuple[Any, ...] = ()
    value: float | None = None
    quantile: float | None = None
    replacement: Any = None
    keep: int | None = None
    width: int | None = None
    n: int | None = None
    method: str | None = None
    right: bool = False
    weighted: bool = False
    where: str = field(default="recode", compare=False, repr=False)

    def __post_init__(self) -> None:
        w = self.where
        if not isinstance(self.variable, str) or not self.variable:
            raise InputError(f"{w}.variable: must be a column name, got {self.variable!r}")
        if self.kind not in KINDS:
            raise InputError(f"{w}.kind: unknown recode kind {self.kind!r}: use one of "
                             f"{', '.join(KINDS)}")
        given = {f for f in _ALL_FIELDS if _given(getattr(self, f))}
        extra = sorted(given - set(_FIELDS[self.kind]))
        if extra:
            raise InputError(f"{w}.{extra[0]}: not a field of a {self.kind!r} recode "
                             f"(it takes {', '.join(_FIELDS[self.kind])})")
        for f in ("right", "weighted"):
            if not isinstance(getattr(self, f), bool):
                raise InputError(f"{w}.{f}: must be true or false, got {getattr(self, f)!r}")
        if self.kind == "map":
            self._check_map()
        elif self.kind == "bands":
            self._check_bands()
            self._check_labels()
        elif self.kind in ("top", "bottom"):
            self._check_limit()
        else:
            self._check_truncate()

    def _check_map(self) -> None:
        """The groups of a map: each ``to`` a code, each ``from`` a non-empty list of
        codes, no code in two groups; stored as a tuple of (to, from) tuples."""
        w = self.where
        if not self.groups:
            raise InputError(f"{w}.groups: give at least one group {{to = ..., from = [...]}}")
        groups, seen = [], set()
        for i, group in enumerate(self.groups):
            to, frm = _group(group, f"{w}.groups[{i}]")
            _scalar(f"{w}.groups[{i}].to", to)
            if isinstance(frm, (str, bytes)) or not isinstance(frm, Sequence) or not frm:
                raise InputError(f"{w}.groups[{i}].from: must be a non-empty list of codes")
            for v in frm:
                _scalar(f"{w}.groups[{i}].from", v)
                if v in seen:
                    raise InputError(f"{w}.groups[{i}].from: code {v!r} is in two groups")
                seen.add(v)
            groups.append((to, tuple(frm)))
        object.__setattr__(self, "groups", tuple(groups))

    def _check_bands(self) -> None:
        """The bands: strictly increasing finite breaks, or ``n`` bands by a method."""
        w = self.where
        b = tuple(self.breaks)
        if self.n is not None and b:
            raise InputError(f"{w}.n: give breaks = [...] or n = ..., not both")
        if self.n is not None:
            if not isinstance(self.n, int) or isinstance(self.n, bool) or self.n < 2:
                raise InputError(f"{w}.n: must be an integer >= 2, got {self.n!r}")
            if self.method not in BAND_METHODS:
                raise InputError(f"{w}.method: must be one of {', '.join(BAND_METHODS)}, "
                                 f"got {self.method!r}")
        elif self.method is not None:
            raise InputError(f"{w}.method: goes with n = ... (the number of bands), "
                             "not with breaks")
        elif not b or not all(_is_number(x) and math.isfinite(x) for x in b):
            raise InputError(f"{w}.breaks: must be a non-empty list of finite numbers "
                             f"(or give n = ... bands and method = "
                             f"{' | '.join(BAND_METHODS)})")
        # consecutive pairs: b[1:] is one shorter
        elif any(x >= y for x, y in zip(b, b[1:], strict=False)):
            raise InputError(f"{w}.breaks: must be strictly increasing")
        if self.weighted and self.method != "equal_frequency":
            raise InputError(f"{w}.weighted: goes with method = \"equal_frequency\" "
                             "(or a top/bottom quantile)")
        object.__setattr__(self, "breaks", b)

    def _check_labels(self) -> None:
        """The labels of the bands (after :meth:`_check_bands`): one per band, all
        strings or all numbers."""
        w, b = self.where, self.breaks
        labels = tuple(self.labels)
        n_bands = self.n if self.n is not None else len(b)
        if labels:
            if self.n is not None and len(labels) != n_bands:
                raise InputError(f"{w}.labels: give one label per band ({n_bands}), "
                                 f"got {len(labels)}")
            if self.n is None and len(labels) != len(b):
                raise InputError(f"{w}.labels: give one label per band ({len(b)}: the last "
                                 f"band [{b[-1]:g}, inf) is open at the top), "
                                 f"got {len(labels)}")
            for x in labels:
                _scalar(f"{w}.labels", x)
            if len({type(x) is str for x in labels}) > 1:
                raise InputError(f"{w}.labels: all strings or all numbers, not a mix")
        object.__setattr__(self, "labels", labels)

    def _check_limit(self) -> None:
        """Top or bottom coding: a value or a quantile, an optional replacement."""
        w = self.where
        if (self.value is None) == (self.quantile is None):
            raise InputError(f"{w}: give exactly one of value = ... or quantile = ...")
        if self.value is not None and not (_is_number(self.value)
                                           and math.isfinite(self.value)):
            raise InputError(f"{w}.value: must be a finite number, got {self.value!r}")
        if self.quantile is not None and not (_is_number(self.quantile)
                                              and 0 < self.quantile < 1):
            raise InputError(f"{w}.quantile: must be in (0, 1), got {self.quantile!r}")
        if self.weighted and self.quantile is None:
            raise InputError(f"{w}.weighted: goes with quantile = ... (a weighted quantile)")
        if self.replacement is not None and not (_is_number(self.replacement)
                                                 and math.isfinite(self.replacement)):
            raise InputError(f"{w}.replacement: must be a finite number, "
                             f"got {self.replacement!r}")

    def _check_truncate(self) -> None:
        """Truncation: the digits kept, and the width of the codes."""
        w = self.where
        if not isinstance(self.keep, int) or isinstance(self.keep, bool) or self.keep < 1:
            raise InputError(f"{w}.keep: must be an integer >= 1, got {self.keep!r}")
        if self.width is not None and (not isinstance(self.width, int)
                                       or isinstance(self.width, bool)
                                       or not self.keep <= self.width <= 18):
            raise InputError(f"{w}.width: must be an integer from keep to 18, "
                             f"got {self.width!r}")

    # ------------------------------------------------------------------ dict form
    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "recode") -> Recode:
        if not isinstance(d, Mapping):
            raise InputError(f"{where}: must be a table")
        kind = d.get("kind")
        if kind not in KINDS:
            raise InputError(f"{where}.kind: unknown recode kind {kind!r}: use one of "
                             f"{', '.join(KINDS)}")
        allowed = {"variable", "kind", *_FIELDS[kind]}
        for key in d:
            if key not in allowed:
                raise InputError(f"{where}.{key}: unknown field of a {kind!r} recode (it takes "
                                 f"{', '.join(sorted(allowed))})")
        if "variable" not in d:
            raise InputError(f"{where}.variable: missing")
        args: dict[str, Any] = {"variable": d["variable"], "kind": kind, "where": where}
        if kind == "map":
            groups = d.get("groups")
            if not isinstance(groups, list):
                raise InputError(f"{where}.groups: must be a list of {{to = ..., from = [...]}}")
            out = []
            for i, g in enumerate(groups):
                if not isinstance(g, Mapping) or set(g) != {"to", "from"}:
                    raise InputError(f"{where}.groups[{i}]: must be {{to = ..., from = [...]}}")
                if not isinstance(g["from"], list):
                    raise InputError(f"{where}.groups[{i}].from: must be a list of codes")
                out.append((g["to"], tuple(g["from"])))
            args["groups"] = tuple(out)
        for key in ("breaks", "labels"):
            if key in d:
                if not isinstance(d[key], list):
                    raise InputError(f"{where}.{key}: must be a list")
                args[key] = tuple(d[key])
        for key in ("value", "quantile", "replacement", "keep", "width", "n", "method", "right",
                    "weighted"):
            if key in d:
                args[key] = d[key]
        return cls(**args)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"variable": self.variable, "kind": self.kind}
        if self.kind == "map":
            out["groups"] = [{"to": to, "from": list(frm)} for to, frm in self.groups]
        for key in _FIELDS[self.kind]:
            if key == "groups":
                continue
            v = getattr(self, key)
            if _given(v):
                out[key] = list(v) if isinstance(v, tuple) else v
        return out

    @property
    def from_data(self) -> bool:
        """Whether the recode's thresholds or breaks are resolved from the data."""
        return self.quantile is not None or self.n is not None

    def outputs(self) -> tuple[Any, ...] | None:
        """Values the recode can produce, when known without data (None otherwise)."""
        if self.kind == "map":
            return tuple(to for to, _ in self.groups)
        if self.kind == "bands":
            return (self.labels or self.breaks) if self.n is None else (self.labels or None)
        if self.kind in ("top", "bottom") and (self.replacement is not None
                                               or self.value is not None):
            return (self.replacement if self.replacement is not None else self.value,)
        return None


@dataclass
class RecodedView:
    """A temporary view of the recoded input and the session variables it reads."""

    con: Any
    name: str
    source: str
    variables: list[str]
    objects: list[str]
    #: the Spark engine owning the views (None on DuckDB, where ``con`` is the connection)
    engine: Any = None

    @property
    def relation(self) -> Any:
        """The recoded relation: a DuckDB relation, or a Spark DataFrame."""
        if self.engine is not None:
            return self.con.table(self.name)
        return self.con.view(self.name)

    def close(self) -> None:
        if self.engine is not None:     # Spark: the engine drops its views
            self.engine.close()
            self.objects.clear()
            return
        for obj in reversed(self.objects):
            try:
                self.con.execute(f"DROP VIEW IF EXISTS {quote_ident(obj)}")
            except duckdb.Error:  # pragma: no cover - connection closed
                pass
        for var in self.variables:
            try:
                self.con.execute(f"RESET VARIABLE {quote_ident(var)}")
            except duckdb.Error:  # pragma: no cover
                pass
        self.objects.clear()
        self.variables.clear()


def _group(group: Any, where: str) -> tuple[Any, Any]:
    """One group of a map recode as ``(to, from)``: written ``(to, [from, ...])`` or as a
    problem file writes it, ``{"to": ..., "from": [...]}`` (both spellings are taken)."""
    if isinstance(group, Mapping):
        if set(group) != {"to", "from"}:
            raise InputError(f"{where}: must be {{\"to\": ..., \"from\": [...]}} (keys to "
                             f"and from), got the keys {sorted(map(str, group))}")
        return group["to"], group["from"]
    if isinstance(group, (str, bytes)) or not isinstance(group, Sequence) or len(group) != 2:
        raise InputError(f"{where}: must be (to, [from, ...]) or {{\"to\": ..., "
                         "\"from\": [...]}")
    return group[0], group[1]


def _type_family(duckdb_type: str) -> str:
    if is_integer_type(duckdb_type):
        return "int"
    if is_numeric_type(duckdb_type):
        return "double"
    if (duckdb_type.upper() in ("VARCHAR", "TEXT", "STRING")
            or duckdb_type.upper().startswith("VARCHAR")):
        return "text"
    return "other"


def _as_family(where: str, v: Any, family: str) -> Any:
    """A code from the problem file, as a value comparable with the column."""
    if family == "text":
        return v if isinstance(v, str) else (str(int(v)) if float(v).is_integer() else str(v))
    if isinstance(v, str):
        raise InputError(f"{where}: code {v!r} is text, but the column is numeric")
    return v


def recode_error(exc: BaseException) -> InputError | None:
    """The :class:`InputError` a recode raised inside the engine (``error()`` in SQL), if any."""
    return engine_error(exc)


class Binder:
    """Binds recode values under internal names: into session variables (which a
    view can read), or, with ``as_parameters``, into :attr:`params` for one statement
    (``$name`` references: a constant for DuckDB, no variable lookup per row)."""

    def __init__(self, con: duckdb.DuckDBPyConnection | None, uid: str, *,
                 as_parameters: bool = False) -> None:
        self.con, self.uid, self._n = con, uid, itertools.count()
        self.names: list[str] = []
        self.params: dict[str, Any] | None = {} if as_parameters else None

    def message(self, text: str) -> str:
        return self(engine_message(text))

    def __call__(self, value: Any) -> str:
        name = f"sdc_rc_{self.uid}_{next(self._n)}"
        if self.params is not None:
            self.params[name] = value
            if isinstance(value, list):     # each element a scalar of its own too
                self.params.update({f"{name}_{i}": v for i, v in enumerate(value, 1)})
            return "$" + name
        assert self.con is not None, "a Binder without a connection binds parameters"
        self.con.execute(f"SET VARIABLE {quote_ident(name)} = $v", {"v": value})
        self.names.append(name)
        return name


def _quantiles(con: Any, relation: str, column: str, qs: Sequence[float],
               *, bind: Binder, codes_var: str | None, codes_text: bool, below: bool = False,
               count: str | None = None, weight: str | None = None,
               fixed_point: bool = False) -> list[Any]:
    """The lower quantiles ``qs`` of ``column`` (``sql/protect/recode/quantile.sql``): for
    each q the smallest value v whose cumulative share (records, or the ``weight``) reaches q —
    of the values <= v, or with ``below`` of the values < v."""
    params: dict[str, Any] = {f"q_{i}": float(q) for i, q in enumerate(qs, 1)}
    if codes_var and codes_var.startswith("$") and bind.params is not None:
        params[codes_var[1:]] = bind.params[codes_var[1:]]
    args = {"relation": relation, "column": column, "nq": len(qs), "below": below,
            "count": count, "weight": weight, "fixed_point": fixed_point,
            "codes_var": codes_var, "codes_text": codes_text}
    if isinstance(con, Engine):     # Spark: one aggregate row (an earlier recode's refusal
        try:                         # raised inside the engine is its InputError)
            row = con.query(con.render("protect/recode/quantile.sql", **args), params)[0]
        except Exception as exc:
            translated = recode_error(exc)
            if translated is not None:
                raise translated from None
            raise
        return [row[f"v{i}"] for i in range(1, len(qs) + 1)]
    sql = render("protect/recode/quantile.sql", **args)
    return list(con.execute(sql, params).fetchall()[0])


def _band_breaks(rc: Recode, lo: Any, hi: Any, inner: Sequence[Any]) -> list[Any]:
    """The lower breaks of ``rc.n`` bands from the smallest and largest values ``lo``,
    ``hi`` (and the ``inner`` quantiles for equal_frequency); ties merge bands."""
    n = int(rc.n or 0)
    if rc.method == "equal_frequency":
        cand = [lo, *inner]
    elif rc.method == "equal_width":
        lo_, hi_ = float(lo), float(hi)
        cand = [lo, *(lo_ + i * (hi_ - lo_) / n for i in range(1, n))]
    else:  # log_equal_width: equal width in ln(1 + x)
        if lo < 0:
            raise InputError(f"{rc.where}.method: column {rc.variable!r} has negative values; "
                             "log_equal_width needs values >= 0 (use equal_width)")
        a, b = math.log1p(float(lo)), math.log1p(float(hi))
        cand = [lo, *(math.expm1(a + i * (b - a) / n) for i in range(1, n))]
    breaks: list[Any] = []
    for x in cand:
        if x is not None and (not breaks or x > breaks[-1]):
            breaks.append(x)
    return breaks


def _codes_as(where: str, variable: str, codes: Sequence[Any], text: bool) -> list[Any]:
    """The missing codes of ``variable`` comparable with its values (text or numbers)."""
    if text:
        return [str(c) for c in codes]
    try:
        return [float(c) for c in codes]
    except (TypeError, ValueError):
        raise InputError(f"{where}.variable: column {variable!r} is numeric, but its missing "
                         "codes (spec.na_codes) are not numbers: give numeric codes") from None


def recode_steps(con: Any, recodes: Sequence[Recode],
                 schema: Mapping[str, str], bind: Binder, *,
                 na_codes: Mapping[str, Sequence[Any]] | None = None,
                 columns: Mapping[str, str] | None = None,
                 relation: str | None = None, count: str | None = None,
                 weight: str | None = None, fixed_point: bool = False) -> list[dict[str, Any]]:
    """The template steps of ``recodes`` over a relation of type ``schema``.

    ``columns`` renames variables to the relation's columns (the cell tables'
    ``__sdc_k<i>``); ``na_codes`` are passed through unchanged (None over cells,
    where missing codes are NULL already).  Quantiles and data-drawn breaks are
    resolved over ``relation`` (rows counted by the ``count`` column, e.g. a cell's
    record count, or one each; a weighted recode sums the ``weight`` column, with
    ``fixed_point`` when it holds fixed-point sums already), after the earlier
    steps of the chain.  ``con``: a DuckDB connection, or an
    :class:`~sdcsql.engines.Engine` (Spark: values bound as parameters, ``bind``
    made with ``as_parameters``).
    """
    schema = dict(schema)
    columns = dict(columns or {})
    steps: list[dict[str, Any]] = []
    for rc in recodes:
        w = rc.where
        col = columns.get(rc.variable, rc.variable)
        if rc.variable not in schema:
            raise InputError(f"{w}.variable: column {rc.variable!r} is not in the input")
        typ = schema[rc.variable]
        fam = _type_family(typ)
        codes = (na_codes or {}).get(rc.variable)
        vars_: dict[str, Any] = {"codes": None}
        codes_text = fam not in ("int", "double")
        if codes:
            vars_["codes"] = bind(_codes_as(w, rc.variable, codes, codes_text))
        step: dict[str, Any] = {"column": col, "kind": rc.kind, "out": "keep", "n": 0,
                                "right": rc.right, "vars": vars_, "codes_text": codes_text}
        if rc.from_data and relation is None:
            raise InputError(f"{w}: needs the data to resolve")
        if rc.weighted and weight is None:
            raise InputError(f"{w}.weighted: needs a sampling weight (spec.weight)")
        resolve = functools.partial(_quantiles, con, relation or "", col, bind=bind,
                                    codes_var=vars_["codes"], codes_text=codes_text,
                                    count=count, weight=weight if rc.weighted else None,
                                    fixed_point=fixed_point)
        if rc.kind == "map":
            _map_step(rc, typ, step, bind)
        elif rc.kind in ("bands", "top", "bottom") and fam not in ("int", "double"):
            raise InputError(f"{w}.variable: column {rc.variable!r} has type {typ}: a {rc.kind} "
                             "recode needs a numeric (or ordinal integer) variable")
        elif rc.kind == "bands":
            _bands_step(rc, fam, step, bind, resolve)
        elif rc.kind in ("top", "bottom"):
            _limit_step(rc, fam, step, bind, resolve)
        else:
            _truncate_step(rc, typ, step, bind)
        steps.append(step)
        # the next recode of the same variable sees this one's type
        schema[rc.variable] = {"text": "VARCHAR", "double": "DOUBLE", "bigint": "BIGINT",
                               "keep": typ}[step["out"]]
    return steps


def _map_step(rc: Recode, typ: str, step: dict[str, Any], bind: Binder) -> None:
    """A map's step: the codes from and to, in the column's type (or text when a
    target is text); the output type."""
    w, fam, vars_ = rc.where, _type_family(typ), step["vars"]
    frm, to = [], []
    for i, (target, sources) in enumerate(rc.groups):
        for v in sources:
            frm.append(_as_family(f"{w}.groups[{i}].from", v, fam))
            to.append(target)
    if any(isinstance(t, str) for t in to) or fam == "text":
        out = "text"
        to = [_as_family(f"{w}.groups", t, "text") for t in to]
    elif fam == "int" and all(isinstance(t, int) for t in to):
        out = "bigint"
    elif fam in ("int", "double"):
        out, to = "double", [float(t) for t in to]
    else:
        raise InputError(f"{w}.variable: column {rc.variable!r} has type {typ}: map "
                         "recodes take numbers or text")
    if fam == "double":
        frm = [float(v) for v in frm]
    vars_.update({"from": bind(frm), "to": bind(to)})
    step["out"] = out


def _bands_step(rc: Recode, fam: str, step: dict[str, Any], bind: Binder,
                resolve: Callable[..., Any]) -> None:
    """A bands recode's step: the breaks (given, or ``n`` bands resolved over the data:
    ``step["resolved"]``), the labels and the output type."""
    w, vars_ = rc.where, step["vars"]
    breaks: tuple[Any, ...] = rc.breaks
    if rc.n is not None:
        if rc.method == "equal_frequency":
            lo, *inner = resolve([0.0, *(i / rc.n for i in range(1, rc.n))],
                                 below=not rc.right)
            hi = None
        else:
            lo, hi = resolve([0.0, 1.0])
            inner = []
        if lo is None:
            raise InputError(f"{w}.n: column {rc.variable!r} has no non-missing value")
        breaks = tuple(_band_breaks(rc, lo, hi, inner))
        if rc.labels and len(rc.labels) != len(breaks):
            raise InputError(f"{w}.labels: ties in {rc.variable!r} leave {len(breaks)} "
                             f"bands of {rc.n}: give {len(breaks)} labels or none")
        step["resolved"] = breaks
    labels = rc.labels or breaks
    if all(isinstance(x, str) for x in labels):
        out = "text"
    elif fam == "int" and all(isinstance(x, int) for x in labels):
        out = "bigint"
    else:
        out, labels = "double", tuple(float(x) for x in labels)
    first = (f"break {float(breaks[0]):g}; add a lower break" if rc.n is None
             else "break")
    vars_.update({"breaks": bind([float(b) for b in breaks]), "labels": bind(list(labels)),
                  "msg": bind.message(f"{w}: a value of {rc.variable!r} is below the "
                                      f"first {first}")})
    step.update(out=out, n=len(breaks))


def _limit_step(rc: Recode, fam: str, step: dict[str, Any], bind: Binder,
                resolve: Callable[..., Any]) -> None:
    """A top or bottom coding's step: the limit (given, or a quantile resolved over
    the data: ``step["resolved"]``) and its replacement."""
    at = rc.value
    if at is None:
        (at,) = resolve([float(rc.quantile or 0)])
        if at is None:
            raise InputError(f"{rc.where}.quantile: column {rc.variable!r} has no "
                             "non-missing value")
    repl = rc.replacement if rc.replacement is not None else at
    if fam == "int" and isinstance(repl, int) and isinstance(at, int):
        out = "keep"
    else:
        out, repl = "double", float(repl)
    step["vars"].update({"at": bind(at), "repl": bind(repl)})
    step["out"] = out
    step["resolved"] = at


def _truncate_step(rc: Recode, typ: str, step: dict[str, Any], bind: Binder) -> None:
    """A truncation's step: of text codes, or of integer codes of a given width."""
    w, fam, vars_ = rc.where, _type_family(typ), step["vars"]
    if fam == "text":
        step["kind"] = "truncate_text"
        vars_["keep"] = bind(int(rc.keep or 0))
    elif fam == "int":
        if rc.width is None:
            raise InputError(f"{w}.width: column {rc.variable!r} holds integer codes: "
                             "give their number of digits (width = ...)")
        step["kind"] = "truncate_int"
        vars_.update({"div": bind(10 ** (rc.width - (rc.keep or 0))),
                      "limit": bind(10 ** rc.width),
                      "msg": bind.message(f"{w}: a value of {rc.variable!r} is "
                                          f"negative or has more than {rc.width} digits")})
        step["out"] = "bigint"
    else:
        raise InputError(f"{w}.variable: column {rc.variable!r} has type {typ}: truncate "
                         "takes text or integer codes")


def check_roles(recodes: Sequence[Recode], spec: Spec) -> None:
    """Refuse recodes of the weight, the household id or size and the person id."""
    roles = {spec.weight: "weight", spec.household: "household",
             spec.household_size: "household_size", spec.person_id: "person_id"}
    for rc in recodes:
        if rc.variable in roles and rc.variable is not None:
            raise InputError(f"{rc.where}.variable: {rc.variable!r} is the {roles[rc.variable]} "
                             "column; recodes apply to key and other variables, not to the design")
        if rc.weighted and spec.weight is None:
            raise InputError(f"{rc.where}.weighted: needs a sampling weight (spec.weight)")


def apply_recodes(con: duckdb.DuckDBPyConnection, data: Any, recodes: Sequence[Recode],
                  spec: Spec | None = None) -> RecodedView:
    """A temporary view of ``data`` with ``recodes`` applied in order (one template).

    ``data`` is anything :func:`sdcsql.data.register_source` reads.  ``con`` may be
    a SparkSession (``data``: what :func:`sdcsql.engines.spark.read_spark` reads, e.g.
    a temp view's name): the same template rendered for Spark, its values bound as
    parameters of each view, the same values as DuckDB's.  With a
    ``spec``, its user missing codes pass through recodes unchanged and recodes
    of design columns (weight, household, person id) are refused.  Quantile
    thresholds are resolved by one aggregate over the data.  The view reads
    session variables: keep the :class:`RecodedView` open while it is used.
    """
    if not isinstance(con, duckdb.DuckDBPyConnection):
        return _apply_recodes_spark(con, data, recodes, spec)
    uid = f"{os.getpid()}_{next(_ids)}"
    bind = Binder(con, uid)
    source = register_source(con, data)
    view = RecodedView(con, source, source, bind.names, [source])
    try:
        if spec is not None:
            check_roles(recodes, spec)
        na = spec.na_codes_map if spec is not None else {}
        schema = schema_of(con, source)
        for rc in recodes:      # before any work: codes a numeric column cannot compare with
            if rc.variable in na and rc.variable in schema:
                _codes_as(rc.where, rc.variable, na[rc.variable],
                          _type_family(schema[rc.variable]) not in ("int", "double"))
        # quantiles see the earlier recodes: resolve step by step over partial chains
        steps: list[dict[str, Any]] = []
        current = source
        for i, rc in enumerate(recodes):
            new = recode_steps(con, [rc], schema_of(con, current), bind, na_codes=na,
                               relation=current, weight=spec.weight if spec else None)
            steps += new
            name = f"__sdc_recoded_{uid}_{i}"
            con.execute(f"CREATE OR REPLACE TEMP VIEW {quote_ident(name)} AS "
                        + render("protect/recode/recoded.sql", source=current, steps=new))
            view.objects.append(name)
            current = name
        view.name = current
        view.steps = steps  # type: ignore[attr-defined]
    except BaseException:
        view.close()
        raise
    return view


def _statement_params(sql: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters ``sql`` reads (``:name`` on Spark), out of those bound so far."""
    return {k: v for k, v in params.items() if re.search(rf":{k}\b", sql)}


def _check_spark_codes(recodes: Sequence[Recode], na: Mapping[str, Sequence[Any]],
                       schema: Mapping[str, str]) -> None:
    for rc in recodes:      # before any work: codes a numeric column cannot compare with
        if rc.variable in na and rc.variable in schema:
            _codes_as(rc.where, rc.variable, na[rc.variable],
                      _type_family(schema[rc.variable]) not in ("int", "double"))


def _apply_recodes_spark(spark: Any, data: Any, recodes: Sequence[Recode],
                         spec: Spec | None) -> RecodedView:
    """:func:`apply_recodes` on Spark: a temp view per recode (the Spark rendering of
    ``protect/recode/recoded.sql``, every column listed), owned by a Spark engine that
    the returned view closes."""
    from ..engines.spark import SparkEngine, spark_schema

    engine = SparkEngine(spark)
    uid = f"{os.getpid()}_{next(_ids)}"
    bind = Binder(None, uid, as_parameters=True)
    try:
        source, schema = engine.read(data)
        view = RecodedView(spark, source, source, [], [source], engine=engine)
        if spec is not None:
            check_roles(recodes, spec)
        na = spec.na_codes_map if spec is not None else {}
        _check_spark_codes(recodes, na, schema)
        columns = list(schema)
        steps: list[dict[str, Any]] = []
        current = source
        for i, rc in enumerate(recodes):
            new = recode_steps(engine, [rc], schema, bind, na_codes=na, relation=current,
                               weight=spec.weight if spec else None)
            steps += new
            name = f"__sdc_recoded_{uid}_{i}"
            sql = engine.render("protect/recode/recoded.sql", source=current, steps=new,
                                columns=columns)
            assert bind.params is not None
            engine.create("VIEW", name, sql, _statement_params(sql, bind.params))
            view.objects.append(name)
            current = name
            schema = spark_schema(spark.table(current))
        view.name = current
        view.steps = steps  # type: ignore[attr-defined]
    except BaseException:
        engine.close()
        raise
    return view
