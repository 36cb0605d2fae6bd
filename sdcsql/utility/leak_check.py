"""The leak check: which suppressed values an intruder reads back from the released file.

An intruder's check, independent of the code that suppressed (issue #24).  A value
(i, v) is *suppressed* when the file before release has it (present after the user
missing codes: a structural missing value is never a suppression) and the released
file shows it missing or as a suppression mark.  Its *target* is the value the
release would have shown: the one released value that the records showing v with the
same value before all show (a recode read from the file itself: 7 -> "6+"), else the
value before.  (i, v) is *recoverable* when a channel of the released file gives the
target back:

* (a) ``member`` -- v is household-level (declared, or one value per household in the
  input or in the release; seed 000 section 7) and another record with the same
  released household id shows the target;
* (b) ``count`` -- a count over i's released household: its number of members, or
  its number of members in a category of a released categorical column (at most
  :data:`CATEGORY_LIMIT` values; zero counts included).  Among the records showing v,
  the records whose household has the same count show exactly one value of v, the
  target (seed 002 section 8.2: the size "can be desumed as consequence of the
  hierarchical structure"; whatever its recode);
* (c) ``columns`` -- a set of 1 to ``max_columns`` released columns other than v
  (weights, derived variables, codes, ids): the records showing v with the same
  values of those columns as i (NULL a value like any other) show exactly one value
  of v, the target.  A column unique per record recovers nothing (i's value never
  occurs among the others);
* in (b) and (c) the set's values determine v among all the records showing v (a
  functional dependency), and the count or combination of i is shown by at least
  :data:`MIN_SUPPORT` records: one record sharing a near-unique combination is a
  coincidence an intruder cannot tell from a dependency; and the set's values come
  with two values of v or more (a set under which every shown record has the same
  value tells nothing the marginal does not);
* (d) ``order`` -- the released file is in input order (row numbers pair it with the
  original file), or a released column pairs each record with the original: an id
  equal to the original's in every record, or one ranking the records in input
  order.  Then every suppressed value comes back through the original.

``recoverable_suppressions`` counts each recoverable (i, v) once; ``by_variable``
gives the counts per channel.  Set-based SQL (equi-joins and GROUP BYs,
``sql/utility/leak_check/``), exact counts; Python loops over the variables with a
suppressed value only.  docs/utility/leak_check.md says what is checked and what not.

>>> import sdcsql
>>> from sdcsql.utility.leak_check import leak_check
>>> src = "SELECT * FROM (VALUES (1, 'N', 2), (1, 'N', 2), (2, 'S', 1)) t(hh, region, hsize)"
>>> with sdcsql.Problem(src, sdcsql.Spec(keys=["region", "hsize"], household="hh")) as p:
...     _ = p.con.execute("CREATE TEMP TABLE rel AS SELECT hh, CASE WHEN r = 1 THEN NULL "
...                       "ELSE region END AS region, CASE WHEN r = 3 THEN NULL ELSE hsize END "
...                       "AS hsize, r FROM (SELECT *, row_number() OVER () AS r FROM "
...                       "(VALUES (1, 'N', 2), (1, 'N', 2), (2, 'S', 1)) t(hh, region, hsize))")
...     check = leak_check(p, "rel", row_column="r", household_column="hh")
>>> check.recoverable_suppressions, check.by_variable["region"]["by_member"]
(2, 1)
>>> check.by_variable["hsize"]["links"]     # the file is in input order
{'input order': 1}
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..data import Result
from ..errors import InputError
from ..options import Option, check_bool

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["ACCEPT_LEAKS", "CATEGORY_LIMIT", "CHANNELS", "LEAK_COLUMNS", "MIN_SUPPORT", "LeakCheck",
           "LeakError", "check_relations", "detect_household_variables", "leak_check"]

#: a released column with at most this many distinct values is a categorical column of
#: the count channel (b): the members of the household in each of its categories
CATEGORY_LIMIT = 20
#: channels (b) and (c) recover a value only through a count or combination of values
#: shown by at least this many records with one value of the variable: a dependency an
#: intruder has seen hold, not one record sharing a near-unique combination by chance
MIN_SUPPORT = 2
#: Channel (c) spreads every record over every column set (column_hits_by_record.sql,
#: every variable in one pass) up to this many record-sets, per engine, and counts each
#: set once by grouping sets (column_hits.sql) past it.  DuckDB: the grouping sets take
#: a large fraction of a second to plan, the spread grows with the file (measured a
#: variable at a time: 1,000 records x 406 sets, 0.08 against 0.36 s; 100,000 x 78, 3.6
#: against 0.6 s; the spread of every variable in one pass, 963 records of eusilc x 378
#: sets and four variables: 1.2 s, against 2.2 s a variable at a time).  Spark: the
#: spread is a shuffle of every record-set, the grouping sets one pass for every
#: variable, counted once into a table (5,000 records x 120 sets, 5 variables, a
#: variable at a time: 95 s against 12.5 s).
BY_RECORD_LIMIT = {"duckdb": 2_000_000, "spark": 0}
#: the column sets (channel c) and counts (channel b) named per variable, most values first
DETAILS = 5
#: the channels, in the order the summary lists them
CHANNELS = ("member", "count", "columns", "order")
_CALLS = itertools.count(1)


def check_leak_columns(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 3:
        raise InputError(f"{where}: must be 1, 2 or 3 (the most released columns the "
                         f"leak check combines), got {value!r}")
    return value


#: the leak check's options, declared once: the protect and release steps take them
ACCEPT_LEAKS = Option(
    "accept_leaks", check_bool, default=False,
    help="write the file even when the leak check finds suppressed values the file gives "
         "back (another member, a count over the household, other columns, the order or "
         "ids); recorded in the summary", cli={"action": "store_true"})
LEAK_COLUMNS = Option(
    "leak_columns", check_leak_columns, default=2,
    help="the leak check tries every set of up to this many released columns as a way "
         "to read a suppressed value back (1 to 3; default 2)", cli={"type": int})


class LeakError(InputError):
    """The released file gives suppressed values back (the leak check); nothing was
    written.  Declare the variables (``household_variables``, ``derived``), drop the
    columns that give them away, or pass ``accept_leaks``."""


@dataclass(frozen=True)
class LeakCheck(Result):
    """The leak check of a released file (the verification summary's part)."""

    recoverable_suppressions: int   #: suppressed values the release gives back
    suppressed_values: int          #: values present before and missing or marked after
    #: by variable: {"suppressed", "recoverable", "by_member", "by_count", "by_columns",
    #: "by_order", "columns": {column set: n}, "counts": {count: n}, "links": {link: n}}
    by_variable: dict[str, dict[str, Any]]
    by_channel: dict[str, int]      #: recovered values per channel (a value may be in several)
    household_variables: list[str]  #: household-level variables (declared or found)
    size_variables: list[str]       #: declared household sizes
    household_column: str | None    #: the released household id (None: no channel a, b)
    #: channel (d): "input_order" (the released file in input order), "id_columns"
    #: (released columns pairing records with the original), "checked"
    order: dict[str, Any] = field(default_factory=dict)
    max_columns: int = 2            #: the largest column set of channel (c)
    derived: list[str] = field(default_factory=list)   #: declared derived columns
    leaks_accepted: bool = False
    marks: dict[str, Any] = field(default_factory=dict)

    def message(self) -> str:
        """One line: each leaking variable with its count and the channels."""
        parts = []
        undeclared: list[str] = []
        for v, c in self.by_variable.items():
            if not c["recoverable"]:
                continue
            how = []
            if c["by_member"]:
                how.append(f"another member {c['by_member']:,}")
            if c["by_count"]:
                top = ", ".join(f"{k} {n:,}" for k, n in list(c["counts"].items())[:2])
                how.append(f"count of {top}")
            if c["by_columns"]:
                top = ", ".join(f"{k} {n:,}" for k, n in list(c["columns"].items())[:2])
                how.append(f"columns {top}")
                sets = [k for k in c["columns"] if "+" not in k] or list(c["columns"])[:2]
                for k in sets:
                    undeclared += [x for x in k.split("+") if x not in self.derived
                                   and x != self.household_column and x not in undeclared]
            if c["by_order"]:
                top = ", ".join(f"{k} {n:,}" for k, n in list(c["links"].items())[:2])
                how.append(f"order/ids: {top}")
            parts.append(f"{v} {c['recoverable']:,} of {c['suppressed']:,} ({'; '.join(how)})")
        line = (f"{self.recoverable_suppressions:,} suppressed value(s) can be read back from "
                f"the released file: {', '.join(parts)}")
        if undeclared:
            line += (f"; a column derived from the suppressed ones ({', '.join(undeclared)}) is "
                     "suppressed with its sources when declared derived (derived = {column = "
                     "[sources]}), or drop it")
        return line

    def table(self) -> str:
        from ..risk.threshold import two_columns

        order = self.order
        rows = [("recoverable suppressions", f"{self.recoverable_suppressions:,}"),
                ("suppressed values", f"{self.suppressed_values:,}"),
                ("household id released", self.household_column or "none"),
                ("household-level variables", ", ".join(self.household_variables) or "none"),
                ("column sets tried", f"up to {self.max_columns} column(s)"),
                ("order and ids", "not checked" if not order.get("checked") else
                 ", ".join((["input order"] if order.get("input_order") else [])
                           + list(order.get("id_columns", []))) or "no link")]
        rows += [(f"  {v}", f"{c['recoverable']:,} of {c['suppressed']:,} "
                  f"(member {c['by_member']:,}, count {c['by_count']:,}, columns "
                  f"{c['by_columns']:,}, order/ids {c['by_order']:,})")
                 for v, c in self.by_variable.items()]
        if self.leaks_accepted:
            rows.append(("leaks accepted", "yes (accept_leaks)"))
        return two_columns(rows)


def detect_household_variables(problem: ProblemInterface) -> tuple[list[str], list[str]]:
    """The keys that are household-level in the problem's data, and those equal to the
    member count of every household (both empty without a household id)."""
    keys = list(problem.spec.keys)
    if not problem.spec.household or not keys:
        return [], []
    engine = problem.engine
    rows = [tuple(r.values()) for r in engine.query(engine.render(
        "utility/leak_check/detect.sql", keyed=problem.keyed, n_keys=len(keys)))]
    level = {int(i): bool(h) for i, h, _ in rows}
    size = {int(i): bool(s) for i, _, s in rows}
    return ([k for i, k in enumerate(keys) if level.get(i)],
            [k for i, k in enumerate(keys) if size.get(i)])


def leak_check(problem: ProblemInterface, released: str, *, row_column: str,
               household_column: str | None = None, columns: Sequence[str] | None = None,
               household_variables: Sequence[str] = (), size_variables: Sequence[str] = (),
               marks: Mapping[str, Any] | None = None, derived: Sequence[str] = (),
               position_column: str | None = None, order: bool = True,
               max_columns: int = 2, exclude: Sequence[str] = ()) -> LeakCheck:
    """Check the released relation ``released`` against the problem's input.

    ``problem``: the file before release (its keyed view gives the keys' values
    before, user missing codes as NULL); ``released``: a relation with the key
    columns (by the names ``columns``, default the spec's keys), ``row_column`` (the
    input row number, from 1, as the keyed view's ``__sdc_row``), the released
    household id ``household_column`` (None: the release carries none) and, when
    given, ``position_column`` (the released position; else the released order is
    the input order).  ``derived``: derived columns checked beside the keys (their
    values before from the input column of that name).  ``household_variables``:
    declared household-level variables; ``size_variables``: declared household
    sizes (reported); ``marks``: {key: the code the release writes for a suppressed
    value}.  ``order``: whether channel (d) is checked (the protect step's own
    output keeps the input order by contract: the release replaces it).
    ``exclude``: released columns no channel reads.
    """
    keys = list(problem.spec.keys)
    names = list(columns) if columns is not None else keys
    originals = [f"__sdc_k{i}" for i in range(len(keys))] + list(derived)
    keyed = problem.keyed
    engine = problem.engine
    if engine.dialect == "spark":
        # the keyed row ids are monotonically_increasing_id (increasing in the order
        # read, not consecutive): the input row numbers 1..n are their ranks, as the
        # release numbers its records (sdcsql.protect.draws.number_rows)
        from ..protect.draws import number_rows

        keyed = number_rows(engine, keyed, problem.name("leak_keyed"), ["__sdc_row"],
                            column="__sdc_row", columns=engine.columns(problem.keyed))
    return check_relations(
        problem.con, keyed, released, original_row="__sdc_row",
        row_column=row_column, variables=names + list(derived),
        original_columns=originals[:len(names)] + list(derived),
        original_household=problem.spec.household, household_column=household_column,
        position_column=position_column, marks=marks,
        household_variables=household_variables, size_variables=size_variables,
        derived=derived, order=order, max_columns=max_columns,
        exclude=[*exclude, *problem.internal_columns])


@dataclass(frozen=True)
class _Scratch:
    """The check's tables: the released records paired with the original's, their
    values, the suppressed values, the hits (a value read back by a channel), and the
    column sets' counts (column_groups.sql)."""

    pairs: str
    values: str
    supp: str
    hits: str
    groups: str

    @classmethod
    def new(cls) -> _Scratch:
        tag = next(_CALLS)
        return cls(*(f"__sdc_leak_{w}{tag}" for w in ("pairs", "values", "suppressed", "hits",
                                                       "groups")))


@dataclass(frozen=True)
class _Channels:
    """What the channels read: the household-level variables (the member channel), the
    columns of few categories (the count channel) and the columns that link a record
    back to its input row (the order channel; -1 the input order itself), and the
    columns unique per record (left out of the column sets); the file's records."""

    level: list[str]
    in_order: bool
    links: list[int]
    categories: list[int]
    ids: list[int]
    records: int


def check_relations(con: Any, original: str, released: str, *, original_row: str,
                    row_column: str, variables: Sequence[str],
                    original_columns: Sequence[str] | None = None,
                    original_household: str | None = None,
                    household_column: str | None = None,
                    position_column: str | None = None,
                    marks: Mapping[str, Any] | None = None,
                    household_variables: Sequence[str] = (),
                    size_variables: Sequence[str] = (), derived: Sequence[str] = (),
                    order: bool = True, max_columns: int = 2,
                    exclude: Sequence[str] = ()) -> LeakCheck:
    """The leak check of ``released`` against ``original`` (two relations on ``con``,
    paired by ``original_row`` = ``row_column``), for the ``variables`` (released
    column names; ``original_columns`` their columns in ``original``, default the
    same).  The other arguments are :func:`leak_check`'s; ``original_household``:
    the household id in ``original`` (household-level variables are found there)."""
    max_columns = check_leak_columns(max_columns, "leak_columns")
    variables = list(variables)
    originals = list(original_columns) if original_columns is not None else variables
    marks = dict(marks or {})
    skip = {row_column, *(c for c in (position_column,) if c), *exclude}
    db = _Tables(con)
    channel_columns = [c for c in db.columns(released) if c not in skip
                       and not c.lower().startswith("__sdc")]
    in_original = set(db.columns(original))
    original_names = [c if c in in_original else None for c in channel_columns]
    t = _Scratch.new()
    create, render = db.create, db.render      # the engine's own
    try:
        marked = [i for i, v in enumerate(variables) if v in marks]
        create(t.pairs, render(
            "utility/leak_check/pairs.sql", original=original, original_row=original_row,
            original_columns=originals, original_household=original_household,
            released=released, row_column=row_column, position=position_column,
            columns=variables, household=household_column, marked=marked,
            channel_columns=channel_columns, original_names=original_names),
            {f"mark_{i}": str(marks[variables[i]]) for i in marked} or None)
        n_vars, n_cols = len(variables), len(channel_columns)
        create(t.values, render("utility/leak_check/values.sql", pairs=t.pairs,
                                n_columns=n_cols))
        create(t.supp, render("utility/leak_check/suppressed.sql", pairs=t.pairs,
                              n_vars=n_vars))
        create(t.hits, render("utility/leak_check/hits.sql"))
        counts = dict(db.rows(render("utility/leak_check/suppressed_counts.sql",
                                     suppressed=t.supp)))
        ch = _channels(db, t, variables, channel_columns, household_variables, size_variables,
                       original_household, household_column, order)
        _insert_hits(db, t, variables, counts, channel_columns, household_column, ch,
                     max_columns)
        hits = db.inserted(t.hits)
        rows = db.rows(render("utility/leak_check/leaks.sql", suppressed=t.supp,
                              hits=hits, n_vars=n_vars))
        details = db.rows(render("utility/leak_check/details.sql", hits=hits))
    finally:
        db.close()
    by_variable = _by_variable(rows, details, variables, channel_columns)
    channels = {c: sum(e[f"by_{c}"] for e in by_variable.values()) for c in CHANNELS}
    return LeakCheck(
        recoverable_suppressions=sum(e["recoverable"] for e in by_variable.values()),
        suppressed_values=sum(e["suppressed"] for e in by_variable.values()),
        by_variable=by_variable, by_channel=channels, household_variables=ch.level,
        size_variables=[v for v in variables if v in size_variables],
        household_column=household_column,
        order={"checked": bool(order), "input_order": ch.in_order,
               "id_columns": [channel_columns[j] for j in ch.links if j >= 0]},
        max_columns=max_columns, derived=list(derived), marks=marks)


def _channels(db: _Tables, t: _Scratch, variables: list[str], channel_columns: list[str],
              household_variables: Sequence[str], size_variables: Sequence[str],
              original_household: str | None, household_column: str | None,
              order: bool) -> _Channels:
    """The columns' profile (distinct values, unique, the same or ranked as the input
    row) and the variables' household level, read as what each channel uses."""
    render = db.render
    n_vars, n_cols = len(variables), len(channel_columns)
    rows = db.rows(render("utility/leak_check/profile.sql", pairs=t.pairs, n_columns=n_cols))
    profile = {int(j): (int(d), bool(u), bool(s), bool(o)) for j, d, u, s, o, _ in rows}
    records = int(rows[0][5]) if rows else 0
    levels = {int(i): (bool(a), bool(b)) for i, a, b in db.rows(render(
        "utility/leak_check/household_level.sql", pairs=t.pairs, n_vars=n_vars))}
    level = [v for i, v in enumerate(variables)
             if v in household_variables or v in size_variables
             or (original_household and levels[i][0])
             or (household_column and levels[i][1])]
    in_order = False
    links: list[int] = []
    if order:
        in_order = bool(db.rows(render("utility/leak_check/order.sql",
                                       pairs=t.pairs))[0][0])
        links = ([-1] if in_order else []) + [
            j for j, (_, unique, same, ranked) in profile.items()
            if unique and (same or ranked) and channel_columns[j] != household_column]
    categories = [j for j, (d, *_) in profile.items() if 0 < d <= CATEGORY_LIMIT
                  and channel_columns[j] != household_column]
    # a set with a column unique per record has combinations of one record: below
    # MIN_SUPPORT, they recover nothing (column_hits.sql)
    ids = [j for j, (_, unique, *_) in profile.items() if unique]
    return _Channels(level=level, in_order=in_order, links=links, categories=categories,
                     ids=ids, records=records)


def _insert_hits(db: _Tables, t: _Scratch, variables: list[str], counts: dict[Any, Any],
                 channel_columns: list[str], household_column: str | None, ch: _Channels,
                 max_columns: int) -> None:
    """The hits of every channel for every variable with a suppressed value: another
    member shows it, a count over the household, a set of other columns, the order."""
    render, insert = db.render, db.inserter(t.hits)
    by_columns: list[list[int]] = []      # [variable, its own column or -1]
    for i, v in enumerate(variables):
        if not counts.get(i):
            continue
        own = [j for j, c in enumerate(channel_columns) if c == v]
        if household_column is not None:
            if v in ch.level:
                insert(render("utility/leak_check/member_hits.sql",
                              pairs=t.pairs, suppressed=t.supp, var=i))
            insert(render(
                "utility/leak_check/count_hits.sql", pairs=t.pairs, values=t.values,
                suppressed=t.supp, var=i, categories=[j for j in ch.categories
                                                      if j not in own],
                min_support=MIN_SUPPORT))
        if any(j not in own and j not in ch.ids for j in range(len(channel_columns))):
            by_columns.append([i, own[0] if own else -1])
        if ch.links:
            insert(render("utility/leak_check/order_hits.sql",
                          suppressed=t.supp, var=i, links=ch.links))
    if not by_columns:
        return
    # the column sets, for every variable at once: a variable's own column is left out
    # of its sets by the queries
    candidates = [j for j in range(len(channel_columns)) if j not in ch.ids]
    chosen: dict[str, Any] = {"variables": by_columns, "candidates": candidates,
                              "size": min(max_columns, len(candidates))}
    sets = sum(math.comb(len(candidates), k) for k in range(1, chosen["size"] + 1))
    if ch.records * sets <= BY_RECORD_LIMIT[db.engine.dialect]:
        insert(render("utility/leak_check/column_hits_by_record.sql", pairs=t.pairs,
                      values=t.values, suppressed=t.supp, min_support=MIN_SUPPORT,
                      **chosen))
    else:        # the sets counted once by grouping sets (a large file)
        db.create(t.groups, render("utility/leak_check/column_groups.sql", pairs=t.pairs,
                                   **chosen))
        insert(render("utility/leak_check/column_hits.sql", pairs=t.pairs,
                      suppressed=t.supp, groups=t.groups, min_support=MIN_SUPPORT, **chosen))


def _by_variable(rows: list[Any], details: list[Any], variables: list[str],
                 channel_columns: list[str]) -> dict[str, dict[str, Any]]:
    """The figures by variable (leaks.sql) with the columns, counts and links that gave
    values back (details.sql; at most DETAILS of each)."""
    by_variable: dict[str, dict[str, Any]] = {}
    for i, s, r, m, c, k, o in rows:
        by_variable[variables[int(i)]] = {
            "suppressed": int(s), "recoverable": int(r), "by_member": int(m),
            "by_count": int(c), "by_columns": int(k), "by_order": int(o),
            "columns": {}, "counts": {}, "links": {}}
    for i, channel, a, b, c, n in details:
        entry = by_variable[variables[int(i)]]
        if channel == "columns" and len(entry["columns"]) < DETAILS:
            entry["columns"]["+".join(channel_columns[x] for x in (a, b, c) if x >= 0)] = int(n)
        elif channel == "count" and len(entry["counts"]) < DETAILS:
            what = "members" if a < 0 else f"members by {channel_columns[a]}"
            entry["counts"][what] = int(n)
        elif channel == "order":
            entry["links"]["input order" if a < 0 else channel_columns[a]] = int(n)
    return by_variable


class _Tables:
    """Where the leak check's tables live: the engine of the connection (DuckDB's, or
    Spark's over a SparkSession: the Spark rendering of the templates, tables
    materialised on the executors), every relation made by the engine from a template;
    the hits of each channel a table of their own, read as their union.  Only counts and
    the per-variable figures reach the caller."""

    def __init__(self, con: Any) -> None:
        from ..engines import engine_of

        self.engine: Any = engine_of(con)
        self.pieces: dict[str, list[str]] = {}

    def render(self, template: str, **params: Any) -> str:
        return str(self.engine.render(template, **params))

    def columns(self, name: str) -> list[str]:
        return list(self.engine.columns(name))

    def create(self, name: str, sql: str, params: dict[str, Any] | None = None) -> None:
        self.engine.create("TABLE", name, sql, params)

    def rows(self, sql: str) -> list[tuple[Any, ...]]:
        return [tuple(r.values()) for r in self.engine.query(sql)]

    def inserter(self, table: str) -> Any:
        """A function adding the rows of a statement to ``table`` (a table of its own)."""
        pieces = self.pieces.setdefault(table, [])

        def add(sql: str) -> None:
            pieces.append(self.engine.create("TABLE", f"{table}_{len(pieces)}", sql))
        return add

    def inserted(self, table: str) -> str:
        """The relation of ``table`` and every row added to it."""
        pieces = self.pieces.get(table)
        if not pieces:
            return table
        return str(self.engine.create("VIEW", table + "_all", self.engine.render(
            "utility/leak_check/all_hits.sql", tables=[table, *pieces])))

    def close(self) -> None:
        """Drop every table and view the check made."""
        self.engine.close()
