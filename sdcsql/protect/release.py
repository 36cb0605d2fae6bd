"""Release preparation (issue #15 item 3): from the protected file and its original,
the file to publish.

* ``drop``: columns left out (direct identifiers; a person id that encodes the household
  id, as eusilc's ``rb030 = 100 * rb030 + member``, is one).
* ``household``: replaced by new ids that keep households together and cannot be linked
  back without the seed: households are ranked by (u_h, id text) and numbered
  offset+1 .. offset+G, offset the smallest power of 10 above every numeric original
  id and above G (no new id equals an original id).
* ``person_id``: replaced by offset + the record's released position.
* ``shuffle``: the records in a seeded order, households contiguous: by (new household
  id, u_r, r), r the 1-based input row number.
* ``suppression_codes`` / ``suppression_flags``: a suppressed value (NULL in the
  protected file, not NULL in the original) is written as the column's code, or marked
  by a 0/1 column ``<column>_suppressed``; a structural missing value (NULL in both)
  stays NULL.

The draws are the project's splitmix64 uniforms (:mod:`udfs.draws`), a function of
(seed, id, step) only: u_h = uniform(seed, id, "release", "household") with id the
household id (an integer; a text id through its 64-bit blake2b code
``udfs.draws.name64``), u_r = uniform(seed, r, "release", "record") (both
vectorised in numpy, then joined in SQL).  So the same seed gives the same bytes for any
thread count.  On Spark (``con`` a SparkSession) r is the record's number in the order
the original is read, numbered without a window over every record
(:func:`sdcsql.protect.draws.number_rows`), and the draws run on the executors:
DuckDB's file.  Templates ``sql/protect/release/``; docs/protect/release.md.

>>> import duckdb, pyarrow as pa
>>> con = duckdb.connect()
>>> original = pa.table({"hh": [1, 1, 2], "age": [30, 31, 40]})
>>> protected = pa.table({"hh": [1, 1, 2], "age": [30, None, 40]})
>>> r = prepare_release(original, protected, seed=7, household="hh",
...                     suppression_codes={"age": -1}, con=con)
>>> sorted(r.relation.fetchall())
[(11, -1), (11, 30), (12, 40)]
>>> r.close()
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import formats
from .._sql import render
from ..data import Result, write_relation
from ..dialects import render_sql
from ..errors import InputError
from ..options import (
    Option,
    StepOptions,
    check_bool,
    check_column,
    check_keywords,
    check_names,
    split_names,
)
from ..pairing import check_pairing
from ..utility.leak_check import ACCEPT_LEAKS, LEAK_COLUMNS, LeakError, check_relations
from .draws import check_seed

__all__ = ["RELEASE_STEP", "ReleaseResult", "prepare_release"]

_CALLS = itertools.count(1)
#: the released table's column holding each record's input row number (never published)
ROW = "__sdc_row"
INTEGER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT",
                 "USMALLINT", "UINTEGER", "UBIGINT")


def _check_codes(value: Any, where: str) -> dict[str, Any]:
    """``{column: code}`` (a problem file's table, the API's dict) or the command line's
    ``COL=CODE,...``; a code is a number or a text."""
    if isinstance(value, str):
        out: dict[str, Any] = {}
        for part in split_names(value):
            col, sep, code = part.partition("=")
            if not sep or not col.strip() or not code.strip():
                raise InputError(f"{where}: give COLUMN=CODE pairs separated by commas, "
                                 f"got {part!r}")
            out[col.strip()] = code.strip()
        return out
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and k and isinstance(v, (str, int, float))
            and not isinstance(v, bool) for k, v in value.items()):
        raise InputError(f"{where}: must map column names to codes (numbers or texts), "
                         f"got {value!r}")
    return dict(value)


RELEASE_STEP = StepOptions("release", own=(
    Option("seed", check_seed, "the secret of the pseudonymisation (required): the same "
           "seed gives the same file; keep it private, it links the new ids back",
           cli={"type": int}),
    Option("drop", check_names, "columns left out of the release (direct identifiers, a "
           "person id that encodes the household)", default=(),
           cli={"type": split_names, "metavar": "COL1,..."}),
    Option("household", check_column, "household id column: replaced by new ids that keep "
           "households together (integer or text ids)"),
    Option("person_id", check_column, "person id column: replaced by new ids in the "
           "released order"),
    Option("shuffle", check_bool, "seeded record order, households contiguous (false: the "
           "input order)", default=True, cli={"action": argparse.BooleanOptionalAction}),
    Option("suppression_codes", _check_codes, "code written for a suppressed value, per "
           "column (COL=CODE,...); it must not be a value of the column", default=None,
           cli={"metavar": "COL=CODE,..."}),
    Option("suppression_flags", check_names, "columns given a 0/1 column <col>_suppressed "
           "marking their suppressed values", default=(),
           cli={"type": split_names, "metavar": "COL1,..."}),
    Option("changed", check_names, "columns the protection changed (recodes, "
           "perturbation): not required to agree with the original where present",
           default=(), cli={"type": split_names, "metavar": "COL1,..."}),
    ACCEPT_LEAKS,
    LEAK_COLUMNS,
), templates=("protect/release/released.sql", "protect/release/link.sql",
              "protect/release/checks.sql", "protect/release/offset.sql",
              "protect/release/suppressed.sql", "protect/release/household_ids.sql",
              "protect/release/records.sql", "frequencies/pair_checks.sql",
              "protect/release/agreement.sql", "protect/release/numbered.sql",
              "protect/release/partition_counts.sql", "protect/release/row_numbers.sql",
              "protect/release/paired_rows.sql", "protect/release/record_ids.sql",
              "protect/release/positions.sql", "protect/release/id_range.sql"))
# besides these, DuckDB renders protect/release/paired.sql, original_rows.sql and
# insertion_order.sql (records matched by rowid); Spark numbers the records instead
# (number_rows), so they have no Spark rendering


@dataclass(frozen=True)
class ReleaseResult(Result):
    """What the release did (never the seed).  ``relation``: the released records, in
    order (DuckDB relation; not in :meth:`to_json`); ``name``: the temp table it reads,
    which also holds each record's input row number ``__sdc_row`` (the private link the
    leak check reads; never written).  :meth:`close` drops the table (the relation is
    unusable then).  ``verification``: what the run loop checked on the release (the
    leak check, the household size, the risk of the released file; None from
    :func:`prepare_release` alone)."""

    n_records: int
    columns: list[str]
    dropped: list[str]
    household: dict[str, Any] | None
    person_id: dict[str, Any] | None
    shuffled: bool
    marks: dict[str, dict[str, Any]] = field(default_factory=dict)
    flags: dict[str, int] = field(default_factory=dict)
    verification: dict[str, Any] | None = None
    relation: Any = field(default=None, repr=False, compare=False)
    name: str | None = field(default=None, repr=False, compare=False)
    con: Any = field(default=None, repr=False, compare=False)
    #: the DuckDB engine that made the released table (None on Spark)
    owner: Any = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        from ..data import json_ready

        out = {"n_records": self.n_records, "columns": self.columns,
               "dropped": self.dropped, "household": self.household,
               "person_id": self.person_id, "shuffled": self.shuffled,
               "marks": self.marks, "flags": self.flags}
        if self.verification is not None:
            out["verification"] = self.verification
        return json_ready(out)

    def table(self) -> str:
        lines = [f"records released: {self.n_records:,}",
                 f"columns: {', '.join(self.columns)}",
                 f"dropped: {', '.join(self.dropped) or '-'}",
                 f"record order: {'seeded shuffle' if self.shuffled else 'input order'}"]
        if self.household:
            h = self.household
            lines.append(f"household ids ({h['column']}): {h['households']:,} households, "
                         f"new ids from {h['first_id']}")
        if self.person_id:
            p = self.person_id
            lines.append(f"person ids ({p['column']}): new ids from {p['first_id']}")
        for c, m in self.marks.items():
            lines.append(f"suppressed {c}: {m['count']:,} written as {m['code']!r}")
        for c, n in self.flags.items():
            lines.append(f"suppressed {c}: {n:,} flagged in {c}_suppressed")
        v = self.verification
        if v is not None:
            leak = v["leak_check"]
            if leak is not None:
                lines.append(f"recoverable suppressions on the release (leak check): "
                             f"{leak['recoverable_suppressions']:,} of "
                             f"{leak['suppressed_values']:,} suppressed values")
            if "household_size" in v:
                lines.append(f"household size: {v['household_size']['handling']}")
            risk = v.get("risk")
            if risk is not None:
                lines.append(f"risk of the released file: max {risk['max_risk']:.6g}, "
                             f"expected re-identifications "
                             f"{risk['expected_reidentifications']:.6g}")
        return "\n".join(lines)

    def close(self) -> None:
        """Drop the release's table (its relation reads it)."""
        if self.owner is not None:
            self.owner.close()
        elif self.con is not None and self.name is not None:    # Spark: a temp view
            self.con.catalog.dropTempView(self.name)

    def __enter__(self) -> ReleaseResult:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _ten_above(top: Any, n: Any) -> tuple[int, int]:
    """(offset, distinct ids): offset the smallest power of 10 above both."""
    limit = max(top or 0, n or 0)
    off = 1
    while off <= limit:
        off *= 10
    return off, int(n)


def _offset(engine: Any, relation: str, column: str) -> tuple[int, int]:
    """(offset, distinct ids) of ``column`` (offset.sql)."""
    r = engine.query(engine.render("protect/release/offset.sql", protected=relation,
                                   column=column))[0]
    return _ten_above(r["top"], r["n"])


def _pair(engine: Any, prot: str, orig: str, pid: str) -> str:
    """The protected records (table ``prot``) in the original's order by the person id
    ``pid`` (a new table, returned), after checking that both files have every id once
    and the same ids."""
    check_pairing(engine, prot, orig, pid)
    return str(engine.create("TABLE", prot + "_paired", engine.render(
        "protect/release/paired.sql", protected=prot, original=orig, person_id=pid)))


def _agreement(engine: Any, prot: str, orig: str, columns: list[str]) -> None:
    """Refuse paired files that disagree where the protected value is present (a
    suppression makes a value missing, never another one): the first such column."""
    if not columns:
        return
    for r in engine.query(engine.render("protect/release/agreement.sql", protected=prot,
                                        original=orig, columns=columns)):
        i, n = r.values()
        if n:
            raise InputError(f"{columns[int(i)]!r}: {int(n):,} record(s) differ between the "
                             "original and the protected file where the protected value is "
                             "present; the files are not paired record by record (pair them "
                             "by person_id, --person-id) or the protection changed the column "
                             "(name it in changed, --changed)")


def household_draws(seed: int, ids: Any, texts: Any) -> Any:
    """u_h of each household: ``uniform(seed, id, "release", "household")`` of
    :mod:`udfs.draws`, ``id`` the integer id, or for a text id (``ids`` None there) the
    64-bit code ``name64`` of its text."""
    import numpy as np

    from ..udfs.draws import name64, uniform

    codes = np.array([i if i is not None else name64(t) for i, t in zip(ids, texts,
                                                                          strict=True)],
                     dtype=np.uint64).astype(np.int64)      # the same 64 bits
    return uniform(seed, codes, "release", "household")


#: records drawn per batch (an Arrow table of 16 bytes a record is registered per batch)
DRAW_BATCH = 1 << 20


def record_draws(engine: Any, table: str, seed: int, n: int) -> str:
    """The temp table ``table`` (__sdc_id, u) of the record draws u_r = uniform(seed, r,
    "release", "record") for r = 1..n (:mod:`udfs.draws`, vectorised; streamed to the
    engine in batches of :data:`DRAW_BATCH`)."""
    import numpy as np
    import pyarrow as pa

    from ..udfs.draws import stream_key, uniform_from_key

    key = stream_key(seed, "release", "record")
    schema = pa.schema([("__sdc_id", pa.int64()), ("u", pa.float64())])

    def batches() -> Any:
        for start in range(1, n + 1, DRAW_BATCH):
            ids = np.arange(start, min(start + DRAW_BATCH, n + 1), dtype=np.int64)
            yield pa.record_batch([ids, uniform_from_key(key, ids)], schema=schema)

    return str(engine.create_from_arrow(table, pa.RecordBatchReader.from_batches(
        schema, batches())))


def _check_release(schema: dict[str, str], schema_o: dict[str, str],
                   checked: dict[str, Any]) -> None:
    """Refuse, before any work, options that do not fit the two files' columns (both
    engines)."""
    drop_, hh, pid = list(checked["drop"]), checked["household"], checked["person_id"]
    codes: dict[str, Any] = dict(checked["suppression_codes"] or {})
    flags = list(checked["suppression_flags"])
    changed_ = list(checked["changed"])
    for reserved in (ROW, "__sdc_pos"):
        if reserved in schema:
            raise InputError(f"{reserved!r}: the protected file has a column of sdcsql's "
                             f"reserved name; rename it")
    for name, cols in (("drop", drop_), ("suppression_flags", flags), ("changed", changed_),
                       ("suppression_codes", list(codes)),
                       ("household", [hh] if hh else []), ("person_id", [pid] if pid else [])):
        for c in cols:
            if c not in schema:
                raise InputError(f"{name}: column {c!r} is not in the protected file")
    for c in list(codes) + flags:
        if c not in schema_o:
            raise InputError(f"{c!r}: the column is not in the original file, so its "
                             f"suppressions cannot be told from missing values")
        if c in drop_ or c in (hh, pid):
            raise InputError(f"{c!r}: a dropped or replaced column cannot mark suppressions")
    for c in codes:
        if not re.fullmatch(r"[A-Z]+(\(\d+(,\d+)?\))?", schema[c]):
            raise InputError(f"suppression_codes: {c!r} is {schema[c]}; a code needs a "
                             f"number, text or date column")
    both = [c for c in list(codes) if c in flags]
    if both:
        raise InputError(f"{both[0]!r}: give a suppression code or a flag, not both")
    for c in (hh, pid):
        if c and c in drop_:
            raise InputError(f"{c!r}: a dropped column cannot also be replaced")
        if c and not (schema[c] in INTEGER_TYPES or schema[c] == "VARCHAR"):
            raise InputError(f"{c!r}: ids must be integers or texts, the column is "
                             f"{schema[c]}")
    if hh and hh == pid:
        raise InputError(f"person_id: {pid!r} is also the household column")
    if pid and pid not in schema_o:
        raise InputError(f"person_id: column {pid!r} is not in the original file, so it "
                         f"cannot pair the records")
    for c in flags:
        if c + "_suppressed" in schema and c + "_suppressed" not in drop_:
            raise InputError(f"suppression_flags: the flag column {c + '_suppressed'!r} "
                             f"is already a column")


def _refuse_checks(checks: list[Any], marks: list[str], schema: dict[str, str],
                   hh: str | None) -> None:
    """The refusals of ``protect/release/checks.sql``'s row: a suppression code that is
    not a value of its column's type or that the column takes, records without a
    household id."""
    for i, c in enumerate(marks):
        if not checks[2 * i]:
            raise InputError(f"suppression_codes: the code of {c!r} is not a value of "
                             f"its type {schema[c]}")
        if checks[2 * i + 1]:
            raise InputError(f"suppression_codes: the code of {c!r} is a value of {c!r} "
                             f"in {checks[2 * i + 1]} records; choose a code the column "
                             f"never takes")
    if checks[-1]:
        raise InputError(f"household: {checks[-1]} records have no household id ({hh!r} "
                         f"is missing)")

@dataclass(frozen=True)
class _Settings:
    """The release's options, checked (:data:`RELEASE_STEP`), as the steps read them."""

    seed: int
    drop: list[str]
    household: str | None
    person_id: str | None
    shuffle: bool
    codes: dict[str, Any]                   #: suppression code by column, as given
    flags: list[str]
    changed: list[str]
    accept_leaks: bool
    leak_columns: int


def _settings(**given: Any) -> tuple[dict[str, Any], _Settings]:
    """The options checked against :data:`RELEASE_STEP` (unknown ones refused): by name,
    and as :class:`_Settings`."""
    opts = check_keywords(given, RELEASE_STEP.own, "release")
    checked = {o.name: o.check(opts[o.name], o.name) if o.name in opts else o.default
               for o in RELEASE_STEP.own}
    settings = _Settings(
        seed=check_seed(opts.get("seed")), drop=list(checked["drop"]),
        household=checked["household"], person_id=checked["person_id"],
        shuffle=bool(checked["shuffle"]), codes=dict(checked["suppression_codes"] or {}),
        flags=list(checked["suppression_flags"]), changed=list(checked["changed"]),
        accept_leaks=bool(checked["accept_leaks"]), leak_columns=checked["leak_columns"])
    return checked, settings


def prepare_release(original: Any, protected: Any, *, seed: int | None = None,
                    drop: list[str] | tuple[str, ...] = (), household: str | None = None,
                    person_id: str | None = None, shuffle: bool = True,
                    suppression_codes: dict[str, Any] | None = None,
                    suppression_flags: list[str] | tuple[str, ...] = (),
                    changed: list[str] | tuple[str, ...] = (), accept_leaks: bool = False,
                    leak_columns: int = 2, output: str | Path | None = None, con: Any = None,
                    verify: bool = True) -> ReleaseResult:
    """The release of ``protected`` (a :class:`~pathlib.Path`, SQL text, an Arrow table, a
    DataFrame or a DuckDB relation: every record of ``original``, in the same order, or
    in any order with a ``person_id`` in both files, which pairs them).  Writes
    ``output`` (.csv or .parquet) when given; the options are :data:`RELEASE_STEP`'s.
    The intermediate tables are dropped before it returns; the released table stays
    until :meth:`ReleaseResult.close`.

    ``verify`` (the standalone release): before anything is written, the paired files
    must agree where the protected value is present (columns not ``changed``), and the
    leak check (:func:`sdcsql.utility.leak_check.check_relations`, every column of
    both files, the new ids and order) must find no suppressed value the release
    gives back, else :class:`~sdcsql.utility.leak_check.LeakError` unless
    ``accept_leaks`` (``verification["leak_check"]``).  The run loop passes False and
    verifies the release against its spec (sdcsql.pipeline.runner)."""
    import duckdb

    checked, settings = _settings(
        seed=seed, drop=list(drop), household=household, person_id=person_id,
        shuffle=shuffle, suppression_codes=suppression_codes,
        suppression_flags=list(suppression_flags), changed=list(changed),
        accept_leaks=accept_leaks, leak_columns=leak_columns)
    if con is not None and not isinstance(con, duckdb.DuckDBPyConnection):
        return _prepare_release_spark(con, original, protected, checked, settings,
                                      verify=verify, output=output)
    return _prepare_release_duckdb(con if con is not None else duckdb.connect(), original,
                                   protected, checked, settings, verify=verify, output=output)


# --------------------------------------------------------------------- DuckDB
@dataclass(frozen=True)
class _Tables:
    """The temp relations of one release on DuckDB, numbered so that several releases
    on one connection do not collide."""

    prot: str
    orig: str
    draws: str
    households: str
    link: str
    released: str
    rows: str

    @classmethod
    def new(cls) -> _Tables:
        tag = next(_CALLS)
        return cls(prot=f"__sdc_release_p{tag}", orig=f"__sdc_release_o{tag}",
                   draws=f"__sdc_release_d{tag}", households=f"__sdc_release_h{tag}",
                   link=f"__sdc_release_link{tag}", released=f"__sdc_release{tag}",
                   rows=f"__sdc_release_rows{tag}")


@contextlib.contextmanager
def _insertion_order_kept(con: Any) -> Iterator[None]:
    """A record is matched across the two files by its position: the copies keep it even
    on a connection that lets DuckDB reorder rows (its setting restored after)."""
    preserve = con.execute(render("protect/release/insertion_order.sql")).fetchall()[0][0]
    con.execute("SET preserve_insertion_order = true")
    try:
        yield
    finally:
        con.execute("SET preserve_insertion_order = $v", {"v": bool(preserve)})


def _prepare_release_duckdb(con: Any, original: Any, protected: Any, checked: dict[str, Any],
                            settings: _Settings, *, verify: bool,
                            output: str | Path | None) -> ReleaseResult:
    """:func:`prepare_release` on a DuckDB connection: the options checked against the
    files, the released table built by an engine of its own (``owner``, which drops it
    on :meth:`ReleaseResult.close`; the scratch relations' engine drops them, and the
    connection's setting is restored, whatever happens), the output written."""
    from ..engines.duckdb import DuckDBEngine

    scratch, owner = DuckDBEngine(con), DuckDBEngine(con)
    try:
        src_p, schema = scratch.read(protected)
        src_o, schema_o = scratch.read(original)
        _check_release(schema, schema_o, checked)
        t = _Tables.new()
        with _insertion_order_kept(con):
            built = _build_release(scratch, owner, t, src_p, src_o, schema, schema_o,
                                   settings, original, verify=verify, output=output)
    except BaseException:
        owner.close()
        raise
    finally:
        scratch.close()
    rel = owner.relation(render("protect/release/records.sql", released=t.released))
    result = ReleaseResult(
        n_records=built.n, columns=rel.columns, dropped=settings.drop, household=built.hh_info,
        person_id=built.pid_info, shuffled=settings.shuffle,
        marks={c: {"code": built.codes[c], "count": int(built.counts[c])} for c in built.marks},
        flags={c: int(built.counts[c]) for c in settings.flags},
        verification=built.verification, relation=rel, name=t.released, con=con, owner=owner)
    if output is not None:
        try:
            _write_release(rel, output, built.labelled, built.meta_in, built.codes)
        except BaseException:
            result.close()
            raise
    return result


@dataclass(frozen=True)
class _Built:
    """What building the released table found: the record count, the codes (with those
    a labelled output chose), the ids' information, the suppressions by column."""

    n: int
    codes: dict[str, Any]
    marks: list[str]
    labelled: bool
    meta_in: Any
    hh_info: dict[str, Any] | None
    pid_info: dict[str, Any] | None
    counts: dict[str, Any]
    verification: dict[str, Any] | None


def _build_release(engine: Any, owner: Any, t: _Tables, src_p: str, src_o: str,
                   schema: dict[str, str], schema_o: dict[str, str], s: _Settings,
                   original: Any, *, verify: bool, output: str | Path | None) -> _Built:
    """The released table ``t.released`` (made by ``owner``; the other relations by
    ``engine``): the files copied and paired, the codes checked, the new ids and order
    linked, the records written, the leak check."""
    n, t = _copy_and_pair(engine, t, src_p, src_o, s, schema, schema_o, verify=verify)
    labelled = (output is not None
                and Path(output).suffix.lower() in formats.OUTPUT_SUFFIXES)
    meta_in = formats.metadata_of(original) if labelled else None
    codes = dict(s.codes)
    if labelled:        # every suppressed column gets a code (docs/formats.md)
        codes.update(_label_codes(engine.con, t, schema, schema_o, s, meta_in, codes,
                                  output))
    marks = list(codes)
    params = {f"code{i}": str(codes[c]) for i, c in enumerate(marks)}
    row = engine.query(engine.render("protect/release/checks.sql", protected=t.prot,
                                     marks=marks, types=schema, household=s.household),
                       params)[0]
    _refuse_checks(list(row.values()), marks, schema, s.household)
    hh_info = _link(engine, t, s, schema, n)
    rel_params: dict[str, Any] = dict(params)
    pid_info = None
    if s.person_id:
        pid_off, _ = _offset(engine, t.prot, s.person_id)
        rel_params["pid_offset"] = pid_off
        pid_info = {"column": s.person_id, "first_id": pid_off + 1}
    columns = [c for c in schema if c not in s.drop]
    owner.create("TABLE", t.released, engine.render(
        "protect/release/released.sql", protected=t.prot, original=t.orig, link=t.link,
        columns=columns, household=s.household, person_id=s.person_id, marks=marks,
        types=schema, flags=s.flags), rel_params or None)
    counts = {c: next(iter(engine.query(engine.render(
        "protect/release/suppressed.sql", protected=t.prot, original=t.orig,
        column=c))[0].values())) for c in marks + s.flags}
    verification = (_leak_check(engine, t, s, schema, schema_o, codes, marks)
                    if verify else None)
    return _Built(n=int(n), codes=codes, marks=marks, labelled=labelled, meta_in=meta_in,
                  hh_info=hh_info, pid_info=pid_info, counts=counts, verification=verification)


def _copy_and_pair(engine: Any, t: _Tables, src_p: str, src_o: str, s: _Settings,
                   schema: dict[str, str], schema_o: dict[str, str], *,
                   verify: bool) -> tuple[int, _Tables]:
    """The two files materialised in input order (a record's row number is rowid + 1),
    the protected one paired with the original record by record; returns the count and
    the tables (the protected one is the paired table when a person id pairs them)."""
    for table, source in ((t.prot, src_p), (t.orig, src_o)):
        engine.create("TABLE", table, engine.render("protect/table.sql", table=source))
    n, n_o = (next(iter(engine.query(engine.render("protect/table.sql", table=x,
                                                    count=True))[0].values()))
              for x in (t.prot, t.orig))
    if n != n_o:
        raise InputError(f"protected file: {n} records, the original has {n_o}; the "
                         f"release needs the same records")
    pid = s.person_id
    if pid:                  # pair by the person id: the protected in original order
        t = dataclasses.replace(t, prot=_pair(engine, t.prot, t.orig, pid))
    if verify:
        _agreement(engine, t.prot, t.orig, [c for c in schema if c in schema_o
                                            and c not in s.changed and c != pid])
    return int(n), t


def _label_codes(con: Any, t: _Tables, schema: dict[str, str], schema_o: dict[str, str],
                 s: _Settings, meta_in: Any, codes: dict[str, Any],
                 output: str | Path | None) -> dict[str, Any]:
    """The codes a labelled output (SPSS, ARGUS) gives the suppressed columns that
    have none (docs/formats.md)."""
    from ..formats.output import choose_codes

    kind = "argus" if Path(str(output)).suffix.lower() == ".asc" else "spss"
    chosen, _ = choose_codes(con, t.prot, t.orig, {c: x for c, x in schema.items()
                                                   if c in schema_o}, meta_in, codes,
                             kind, skip=s.drop + s.flags + [c for c in (s.household,
                                                                        s.person_id) if c])
    return dict(chosen)


def _link(engine: Any, t: _Tables, s: _Settings, schema: dict[str, str],
          n: int) -> dict[str, Any] | None:
    """The link table ``t.link`` (link.sql): each record's new household id and released
    position, from the household draws and the record draws; returns the household ids'
    information (None without a household column)."""
    import pyarrow as pa

    hh, hh_info = s.household, None
    link_params: dict[str, Any] = {}
    if hh:
        off, groups = _offset(engine, t.prot, hh)
        link_params["hh_offset"] = off
        hh_info = {"column": hh, "households": groups, "first_id": off + 1}
        ids = engine.fetch_arrow(engine.render("protect/release/household_ids.sql",
                                               protected=t.prot, household=hh))
        integer = schema[hh] in INTEGER_TYPES
        id_list = ids.column("id").to_pylist() if integer else [None] * ids.num_rows
        if integer and None in id_list:
            raise InputError(f"{hh!r}: a household id outside the 64-bit integer range; "
                             f"give the ids as texts")
        u = household_draws(s.seed, id_list, ids.column("hh").to_pylist())
        engine.create_from_arrow(t.households, pa.table({"hh": ids.column("hh"), "u": u}))
    if s.shuffle:
        record_draws(engine, t.draws, s.seed, n)
    engine.create("TABLE", t.link, engine.render(
        "protect/release/link.sql", protected=t.prot, household=hh, shuffle=s.shuffle,
        households=t.households, draws=t.draws), link_params or None)
    return hh_info


def _leak_check(engine: Any, t: _Tables, s: _Settings, schema: dict[str, str],
                schema_o: dict[str, str], codes: dict[str, Any],
                marks: list[str]) -> dict[str, Any]:
    """The standalone release's leak check (:func:`check_relations`) of the released
    table against the original's rows; refuses a release that gives back a suppressed
    value unless ``accept_leaks``."""
    engine.create("VIEW", t.rows, engine.render("protect/release/original_rows.sql",
                                                original=t.orig))
    return _check_leaks(engine, t.rows, t.released, s, schema, schema_o, codes, marks)


def _check_leaks(engine: Any, rows: str, released: str, s: _Settings,
                 schema: dict[str, str], schema_o: dict[str, str], codes: dict[str, Any],
                 marks: list[str]) -> dict[str, Any]:
    """The leak check of ``released`` against ``rows`` (the original numbered by its
    input row, ``__sdc_row``), on either engine."""
    hh, pid = s.household, s.person_id
    check = check_relations(
        engine.con, rows, released, original_row=ROW, row_column=ROW,
        variables=[c for c in schema if c in schema_o and c not in s.drop
                   and c not in (hh, pid)],
        original_household=hh, household_column=hh, position_column="__sdc_pos",
        marks={c: codes[c] for c in marks}, max_columns=s.leak_columns)
    if check.recoverable_suppressions and not s.accept_leaks:
        raise LeakError(f"release: {check.message()}; or pass accept_leaks "
                        "(--accept-leaks) to write the file anyway")
    return {"leak_check": {**check.to_json(), "leaks_accepted": bool(
        check.recoverable_suppressions)}}


def _write_release(rel: Any, output: str | Path, labelled: bool, meta_in: Any,
                   codes: dict[str, Any]) -> None:
    """Write the released records to ``output``; a labelled output carries the
    original's labels (``meta_in``, when it has them) and the codes."""
    if not labelled:
        write_relation(rel, output)
        return
    meta = formats.Metadata(path=str(output), kind="")
    if meta_in is not None:
        meta = formats.Metadata(
            path=str(output), kind=meta_in.kind,
            variable_labels=dict(meta_in.variable_labels),
            value_labels=dict(meta_in.value_labels),
            user_missing=dict(meta_in.user_missing),
            formats=dict(meta_in.formats), layout=meta_in.layout,
            roles=meta_in.roles)
    meta.marks = dict(codes)
    write_relation(rel, output, metadata=meta)


# --------------------------------------------------------------------- Spark
@dataclass(frozen=True)
class _SparkRelease:
    """What the steps of a release on Spark share: the engine, the settings, the two
    files' columns and the numbering of its relations."""

    engine: Any
    settings: _Settings
    schema: dict[str, str]
    tag: int

    def name(self, what: str) -> str:
        return f"__sdc_release_{what}{self.tag}_{id(self.engine)}"

    def count(self, table: str) -> int:
        return int(self.engine.query(self.engine.render("protect/table.sql", table=table,
                                                        count=True))[0]["n"])

    def offset(self, prot: str, column: str) -> tuple[int, int]:
        r = self.engine.query(self.engine.render("protect/release/offset.sql", protected=prot,
                                                 column=column))[0]
        return _ten_above(r["top"], r["n"])


def _prepare_release_spark(spark: Any, original: Any, protected: Any, checked: dict[str, Any],
                           settings: _Settings, *, verify: bool, output: Any) -> ReleaseResult:
    """:func:`prepare_release` on Spark: the same file as DuckDB's (the draws are
    functions of (seed, id): household ids, and the record's 1-based row number in the
    order read, numbered by :func:`sdcsql.protect.draws.number_rows`), with nothing
    record-sized on the driver (the draws run on the executors, ``mapInArrow``).  The
    released table is a temp view of the session (``ReleaseResult.name``), the scratch
    relations dropped."""
    from ..engines.spark import SparkEngine

    if output is not None:
        raise InputError("release: output: on Spark write the release's relation "
                         "(sdcsql.pipeline.etl.write_output)")
    engine = SparkEngine(spark)
    s = settings
    tag = next(_CALLS)
    released = f"__sdc_release{tag}_{id(engine)}"
    try:
        src_p, schema = engine.read(protected)
        src_o, schema_o = engine.read(original)
        for reserved in (ROW, "__sdc_pos"):
            if reserved in schema:
                raise InputError(f"{reserved!r}: the protected file has a column of sdcsql's "
                                 f"reserved name; rename it")
        _check_release(schema, schema_o, checked)
        run = _SparkRelease(engine=engine, settings=s, schema=schema, tag=tag)
        marks = list(s.codes)
        prot, orig, n = _spark_pair(run, src_p, src_o)
        if verify:      # the files agree where the protected value is present
            _agreement(engine, prot, orig, [c for c in schema if c in schema_o
                                            and c not in s.changed and c != s.person_id])
        params = {f"code{i}": str(s.codes[c]) for i, c in enumerate(marks)}
        checks = list(engine.query(engine.render(
            "protect/release/checks.sql", protected=prot, marks=marks, types=schema,
            household=s.household), params)[0].values())
        _refuse_checks(checks, marks, schema, s.household)
        link, hh_info = _spark_link(run, prot)
        rel_params: dict[str, Any] = dict(params)
        pid_info = None
        if s.person_id:
            pid_off, _ = run.offset(prot, s.person_id)
            rel_params["pid_offset"] = pid_off
            pid_info = {"column": s.person_id, "first_id": pid_off + 1}
        columns = [c for c in schema if c not in s.drop]
        df = engine.relation(engine.render(
            "protect/release/released.sql", protected=prot, original=orig, link=link,
            columns=columns, household=s.household, person_id=s.person_id, marks=marks,
            types=schema, flags=s.flags), rel_params or None).localCheckpoint(eager=True)
        df.createOrReplaceTempView(released)
        counts = {c: int(next(iter(engine.query(engine.render(
            "protect/release/suppressed.sql", protected=prot, original=orig,
            column=c))[0].values()))) for c in marks + s.flags}
        verification = (_check_leaks(engine, orig, released, s, schema, schema_o,
                                     dict(s.codes), marks) if verify else None)
    finally:
        engine.close()      # the scratch relations (the released view is the session's)
    out_columns = columns + [c + "_suppressed" for c in s.flags]
    rel = spark.sql(render_sql("protect/release/records.sql", "spark", released=released,
                               columns=out_columns))
    return ReleaseResult(
        n_records=n, columns=out_columns, dropped=s.drop, household=hh_info,
        person_id=pid_info, shuffled=s.shuffle,
        marks={c: {"code": s.codes[c], "count": counts[c]} for c in marks},
        flags={c: counts[c] for c in s.flags}, verification=verification, relation=rel,
        name=released, con=spark)


def _spark_pair(run: _SparkRelease, src_p: str, src_o: str) -> tuple[str, str, int]:
    """The original's records numbered 1..n in the order read (r, the draws' id) and
    the protected records given the row number of their original: by the person id, or
    by position (the protected file read in the same order).  Returns both and n."""
    from .draws import number_rows

    engine, pid = run.engine, run.settings.person_id
    orig = number_rows(engine, src_o, run.name("o"), column=ROW)
    n = run.count(orig)
    if pid:              # paired by the person id: the original's row number
        check_pairing(engine, src_p, src_o, pid)
        prot = engine.create("TABLE", run.name("p"), engine.render(
            "protect/release/paired_rows.sql", protected=src_p, original=orig,
            person_id=pid, columns=list(run.schema)))
    else:                # paired by position: the protected file read in the same order
        prot = number_rows(engine, src_p, run.name("p"), column=ROW)
    n_p = run.count(prot)
    if n_p != n:
        raise InputError(f"protected file: {n_p} records, the original has {n}; the "
                         f"release needs the same records")
    return prot, orig, n


def _spark_households(run: _SparkRelease, prot: str) -> tuple[str, int, int]:
    """The households numbered by their draw u_h (drawn on the executors); returns
    the relation, the id offset and the number of households."""
    import pyarrow as pa

    from .draws import number_rows

    engine, hh, seed = run.engine, run.settings.household, run.settings.seed
    assert hh is not None
    off, groups = run.offset(prot, hh)
    integer = run.schema[hh] in INTEGER_TYPES
    ids_sql = engine.render("protect/release/household_ids.sql", protected=prot, household=hh)
    if integer and engine.query(engine.render(
            "protect/release/id_range.sql", protected=prot, household=hh))[0]["n"]:
        raise InputError(f"{hh!r}: a household id outside the 64-bit integer range; "
                         f"give the ids as texts")

    def hh_draws(table: pa.Table) -> pa.Table:
        texts = table.column("hh").to_pylist()
        ids = table.column("id").to_pylist() if integer else [None] * len(texts)
        return pa.table({"hh": table.column("hh"),
                         "u": household_draws(seed, ids, texts)})

    drawn = engine.map_batches(ids_sql, hh_draws, pa.schema([("hh", pa.string()),
                                                              ("u", pa.float64())]),
                               name=run.name("hu"))
    return number_rows(engine, drawn, run.name("h"), ["u", "hh"]), off, groups


def _spark_record_draws(run: _SparkRelease, prot: str) -> str:
    """The record draws u_r of every record, drawn on the executors."""
    import pyarrow as pa

    from ..udfs.draws import stream_key, uniform_from_key

    engine = run.engine
    key = stream_key(run.settings.seed, "release", "record")

    def record_u(table: pa.Table) -> pa.Table:
        ids = table.column("__sdc_id").to_numpy().astype("int64")
        return pa.table({"__sdc_id": ids, "u": uniform_from_key(key, ids)})

    return str(engine.map_batches(engine.render("protect/release/record_ids.sql",
                                                protected=prot), record_u,
                                  pa.schema([("__sdc_id", pa.int64()), ("u", pa.float64())]),
                                  name=run.name("d")))


def _spark_link(run: _SparkRelease, prot: str) -> tuple[str, dict[str, Any] | None]:
    """The link view (positions.sql): each record's new household id and released
    position; returns it and the household ids' information."""
    from .draws import number_rows

    engine, s = run.engine, run.settings
    hh_info = None
    link_params: dict[str, Any] = {}
    households = draws = None
    if s.household:
        households, off, groups = _spark_households(run, prot)
        link_params["hh_offset"] = off
        hh_info = {"column": s.household, "households": groups, "first_id": off + 1}
    if s.shuffle:
        draws = _spark_record_draws(run, prot)
    linked = engine.create("TABLE", run.name("l0"), engine.render(
        "protect/release/link.sql", protected=prot, household=s.household, shuffle=s.shuffle,
        households=households, draws=draws), link_params or None)
    if s.shuffle:
        order = (["new_hh"] if s.household else []) + ["u", "row_id"]
        linked = number_rows(engine, linked, run.name("ln"), order)
    link = engine.create("VIEW", run.name("link"), engine.render(
        "protect/release/positions.sql", linked=linked, numbered=s.shuffle))
    return link, hh_info
