"""The bad-input corpus (issue 7 item 2): one case per line, with the expected behaviour.

Every bad input gets an :class:`~sdcsql.InputError` whose message names the column
and says what to do, or a named :class:`~sdcsql.SdcsqlWarning` with a right result,
or works and gives the right numbers.  Never a wrong number.

Key values and weights are distinctive (``SECRET``, ``WEIGHT``) so that
tests/test_confidentiality.py can run the same corpus and check that no message
repeats them.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from sdcsql import InputError, Problem, SdcsqlWarning, Spec
from sdcsql.data import check_outputs
from sdcsql.pipeline.etl import check_partition_name
from sdcsql.pipeline.problem_file import ProblemFile
from sdcsql.pipeline.session import Session
from sdcsql.protect.recode import Recode
from sdcsql.protect.release import prepare_release
from sdcsql.risk.linkage import continuous_risk
from sdcsql.risk.threshold import parse_rate
from sdcsql.utility.ebil import ebil_pram
from sdcsql.utility.measures import utility
from sdcsql.utility.ru_table import Candidate, ru_table

SECRET = "SECRET-VALUE-123"
SECRET2 = "SECRET-VALUE-456"
WEIGHT = 98765.4321            # a distinctive weight (its digits must never appear in a message)
MARKERS = (SECRET, SECRET2, "SECRET", "98765")

SPEC = Spec(keys=["k", "a"], weight="w")


def table(k=None, a=None, w=None, **more) -> pa.Table:
    """Three records: two in one cell (SECRET, 1), one alone (SECRET2, 2)."""
    cols = {"k": k if k is not None else [SECRET, SECRET, SECRET2],
            "a": a if a is not None else [1, 1, 2],
            "w": w if w is not None else [WEIGHT, 20.0, 5.0]}
    cols.update(more)
    return pa.table(cols)


def exact_risk(f: float, F: float) -> float:
    """r = p * int_0^1 u^(f-1) / (p + (1-p) u) du by the midpoint rule (f = 1: closed form)."""
    p = f / F
    if p >= 1:
        return 1 / f
    if f == 1:
        return p / (1 - p) * math.log(1 / p)
    n = 200_000
    return p * sum(((i + 0.5) / n) ** (f - 1) / (p + (1 - p) * (i + 0.5) / n) for i in range(n)) / n


# ------------------------------------------------------------------ expectations
@dataclass
class Error:
    """InputError whose message matches ``match`` (a regex)."""
    match: str


@dataclass
class Warns:
    """SdcsqlWarning matching ``match``; the result then passes ``check``."""
    match: str
    check: Callable[[Problem], None]


@dataclass
class Works:
    """No error, no warning; the result passes ``check``."""
    check: Callable[[Problem], None]


@dataclass
class Case:
    id: str
    make: Callable[[Path, duckdb.DuckDBPyConnection], tuple[Any, Spec]]
    expect: Error | Warns | Works


def run(case: Case, tmp_path: Path, con: duckdb.DuckDBPyConnection) -> None:
    """Build the case's problem, compute the risk, and run the check."""
    data, spec = case.make(tmp_path, con)
    with Problem(data, spec, con=con) as p:
        p.risk()
        case.expect.check(p)   # type: ignore[union-attr]


# ------------------------------------------------------------------ checks
def rows(p: Problem, cols: str = "*") -> list[tuple]:
    return p.risk().records.select(cols).fetchall()


def fk_is(*expected: float) -> Callable[[Problem], None]:
    def check(p: Problem) -> None:
        assert [r[0] for r in rows(p, "fk")] == list(expected)
    return check


def values_are(column: str, *expected: Any, fk: tuple[int, ...]) -> Callable[[Problem], None]:
    def check(p: Problem) -> None:
        got = rows(p, f'"{column}", fk')
        assert [r[0] for r in got] == list(expected)
        assert tuple(r[1] for r in got) == fk
    return check


def clamped(p: Problem) -> None:
    # cell (SECRET, 1): fk = 2, Fk = 0.5 + 0.25 < fk: p clamped to 1, risk 1 / fk
    got = rows(p, "fk, Fk_hat, risk")
    assert got[0] == (2, 0.75, 0.5) and got[1] == (2, 0.75, 0.5)
    assert got[2][2] == pytest.approx(exact_risk(1, 5.0), rel=1e-12)


def one_category(p: Problem) -> None:
    got = rows(p, "fk, Fk_hat, risk")
    assert {r[:2] for r in got} == {(4, 40.0)}
    assert got[0][2] == pytest.approx(exact_risk(4, 40.0), rel=1e-6)


def million(p: Problem) -> None:
    stats = p.risk().records.aggregate(
        "count(*), min(fk), max(fk), min(risk), max(risk)").fetchall()
    assert stats == [(1_000_000, 1, 1, math.log(2), math.log(2))]   # p = 1/2: r = ln 2
    assert p.cells().aggregate("count(*)").fetchall() == [(1_000_000,)]


def one_row(p: Problem) -> None:
    (row,) = rows(p, "fk, Fk_hat, risk")
    assert row[:2] == (1, 4.0)
    assert row[2] == pytest.approx(math.log(4) / 3, rel=1e-12)      # p = 1/4


def household_500(p: Problem) -> None:
    got = rows(p, "risk, household_risk")
    risks = [r[0] for r in got]
    (hh,) = {r[1] for r in got}
    assert max(risks) <= hh <= 1.0
    assert hh == pytest.approx(1 - math.prod(1 - r for r in risks), rel=1e-9)
    assert p.risk().households.select("members, household_size").fetchall() == [(500, 500)]


# ------------------------------------------------------------------ inputs
def csv(tmp: Path, name: str, text: str, encoding: str = "utf-8") -> Path:
    path = tmp / name
    path.write_bytes(text.encode(encoding))
    return path


def glob_mixed_types(tmp: Path, con):
    csv(tmp, "part1.csv", "k,w\n1,10\n2,20\n")
    csv(tmp, "part2.csv", f"w,k\n30,{SECRET}\n40,2\n")         # other column order, k is text
    return str(tmp / "part*.csv"), Spec(keys=["k"], weight="w")


def glob_other_columns(tmp: Path, con):
    csv(tmp, "part1.csv", "k,w\n1,10\n")
    csv(tmp, "part2.csv", "k,weight\n1,10\n")
    return str(tmp / "part*.csv"), Spec(keys=["k"], weight="w")


def parquet_dir_mixed_types(tmp: Path, con):
    (tmp / "d").mkdir()
    pq.write_table(pa.table({"k": [1, 2], "w": [10.0, 20.0]}), tmp / "d" / "p1.parquet")
    pq.write_table(pa.table({"k": [SECRET, "2"], "w": [30.0, 40.0]}), tmp / "d" / "p2.parquet")
    return tmp / "d", Spec(keys=["k"], weight="w")


def late_type_change(tmp: Path, con):
    # the sniffer sees 20,480 integer rows; the text value comes after them
    lines = ["k,w"] + [f"{i % 7},{1 + i % 3}" for i in range(30_000)] + [f"{SECRET},5"]
    return csv(tmp, "late.csv", "\n".join(lines) + "\n"), Spec(keys=["k"], weight="w")


def ragged_row(tmp: Path, con):
    lines = ["k,a,w"] + [f"x{i % 5},1,2" for i in range(30_000)] + [f"{SECRET},1,2,extra,more"]
    return csv(tmp, "ragged.csv", "\n".join(lines) + "\n"), SPEC


def parquet_columns(tmp: Path, con, names: list[str]):
    """A Parquet file whose stored column names are ``names`` (repeats allowed)."""
    arrays = [pa.array([SECRET, SECRET2]) if n.lower() == "k" else pa.array([1, 2])
              for n in names]
    pq.write_table(pa.Table.from_arrays(arrays, names=names), tmp / "cols.parquet")
    return tmp / "cols.parquet", Spec(keys=["k", "age"])


def million_categories(tmp: Path, con):
    con.execute("CREATE OR REPLACE TABLE million AS "
                "SELECT 'c' || i::VARCHAR AS k, 2.0 AS w FROM range(1000000) t(i)")
    return "million", Spec(keys=["k"], weight="w")


def household(size: list[Any] | None = None, h: list[Any] | None = None, **spec: Any):
    cols = {"h": h if h is not None else [1, 1, 2]}
    if size is not None:
        cols["s"] = size
    return lambda tmp, con: (table(**cols), Spec(keys=["k", "a"], weight="w", household="h",
                                                 household_size="s" if size is not None else None,
                                                 **spec))


def big_household(tmp: Path, con):
    n = 500
    data = pa.table({"k": [f"{SECRET}-{i % 50}" for i in range(n)], "a": [i % 3 for i in range(n)],
                     "w": [3.0 + i % 7 for i in range(n)], "h": [7] * n})
    return data, Spec(keys=["k", "a"], weight="w", household="h")


def recoded(recode: Any, **spec: Any):
    """The case's table through ``recode`` (sdcsql.protect.recode.apply_recodes) with ``spec``."""
    def make(tmp: Path, con):
        from sdcsql.protect.recode import apply_recodes

        s = spec_(**spec)
        return apply_recodes(con, table(), [recode], s).name, s
    return make


def outputs(*names: str, inputs: tuple[str, ...] = ("d.csv",), mkdir: str = "",
            touch: str = ""):
    """A case that checks the outputs ``names`` (relative to tmp) against ``inputs``
    (``touch``: a file made first)."""
    def make(tmp: Path, con):
        data = csv(tmp, "d.csv", f"k,a,w\n{SECRET},1,10\n")
        if touch:
            (tmp / touch).write_text("[]")
        (tmp / "pq").mkdir()
        pq.write_table(table(), tmp / "pq" / "part-0.parquet")
        if mkdir:
            (tmp / mkdir).mkdir()
        check_outputs([tmp / i for i in inputs], {"--out": tmp / names[0],
                                                  **{f"--json{i}": tmp / n
                                                     for i, n in enumerate(names[1:])}})
        return data, SPEC
    return make


def _protect_with_household_variable(**cols: Any) -> None:
    from sdcsql.protect.local_suppression import protect

    spec = Spec(keys=["k", "a"], weight="w", household="h", household_variables=["a"])
    with Problem(table(h=[1, 1, 2], **cols), spec) as p:
        protect(p, k=2)


def _protect_text_and_integer_keys() -> None:
    """Local suppression of the corpus table (text key k, integer key a) where no
    suppression makes the third record safe: it is alone in its stratum with weight
    1, so its risk is 1 whatever is suppressed (the other two are safe)."""
    from sdcsql.protect.local_suppression import protect

    spec = Spec(keys=["k", "a"], weight="w", strata=["s"])
    with Problem(table(w=[WEIGHT, 20.0, 1.0], s=["x", "x", "y"]), spec) as p:
        summary = protect(p, risk=0.5).summary
    assert [u["row"] for u in summary.unprotectable] == [3]


def raises(fn: Callable[[], Any]):
    def make(tmp: Path, con):
        fn()
        return table(), SPEC
    return make


def suda2_with(data: pa.Table | None = None, **options: Any) -> None:
    """SUDA2 on the corpus table (or ``data``) with ``options``."""
    from sdcsql.risk.suda2 import suda2

    with Problem(table() if data is None else data, SPEC) as p:
        suda2(p, **options)
def _measures(spec: Spec, **options: Any) -> Any:
    """The risk step with other measures (sdcsql.risk.measures) on table() + s."""
    from sdcsql import Problem
    from sdcsql.risk.individual import compute_risk

    with Problem(table(s=["x", "y", "x"]), spec) as p:
        return compute_risk(p, **options)


def _measure_clash() -> Any:
    """The risk step with loglinear on a table with a column named loglinear_risk."""
    from sdcsql import Problem
    from sdcsql.risk.individual import compute_risk

    with Problem(table(loglinear_risk=[1, 2, 3]), spec_()) as p:
        return compute_risk(p, measures="individual,loglinear")


def protect_(**options: Any) -> None:
    """The protect step on a small table (k key; x, y numeric, y with a NULL)."""
    from sdcsql.protect.methods import protect

    con = duckdb.connect()
    rel = con.sql("SELECT * FROM (VALUES ('a', 1.0, 2.0), ('a', 2.0, NULL), ('b', 3.0, 1.0), "
                  "('b', 9.0, 5.0)) t(k, x, y)")
    with Problem(rel, Spec(keys=["k"]), con=con) as p:
        protect(p, **options)


def protect_value_(value: float, **options: Any) -> None:
    """The protect step on a table whose numeric x holds ``value`` in its second record."""
    from sdcsql.protect.methods import protect

    con = duckdb.connect()
    rel = con.sql("SELECT * FROM (VALUES ('a', 1.0), ('a', $v), ('b', 3.0), ('b', 9.0), "
                  "('a', 4.0)) t(k, x)", params={"v": value})
    with Problem(rel, Spec(keys=["k"]), con=con) as p:
        protect(p, **options)


def _all_missing_resampling() -> None:
    """Resampling of a DOUBLE column that is NULL in every record."""
    from sdcsql.protect.methods import protect

    con = duckdb.connect()
    rel = con.sql("SELECT * FROM (VALUES ('a', NULL::DOUBLE), ('a', NULL), ('b', NULL)) "
                  "t(k, z)")
    with Problem(rel, Spec(keys=["k"]), con=con) as p:
        protect(p, method="resampling", seed=1, numeric=["z"])


def _single_value_stratum() -> None:
    """Resampling with strata, one stratum of a single record."""
    from sdcsql.protect.methods import protect

    t = pa.table({"k": ["a", "b", "a", "b", "a"], "s": ["p", "p", "p", "p", "q"],
                  "x": [1.0, 2.0, 3.0, 4.0, 5.0]})
    with Problem(t, Spec(keys=["k"], strata=["s"])) as p:
        protect(p, method="resampling", seed=1, numeric=["x"])


def _constant_microaggregation() -> None:
    """Weighted MDAV of a constant 0.1 (with a second variable that is not constant):
    every group mean is 0.1 exactly, not 0.1 plus or minus an ulp."""
    from sdcsql.protect.methods import protect

    t = pa.table({"k": ["a", "b"] * 6, "w": [123.45 + 17.3 * i for i in range(12)],
                  "x": [0.1] * 12, "y": [float(i * i) for i in range(12)]})
    with Problem(t, Spec(keys=["k"], weight="w")) as p:
        out = protect(p, method="mdav", k=3, numeric=["x", "y"]).data
        assert [r[0] for r in out.select("x").fetchall()] == [0.1] * 12


def microaggregation_households_(x: list[float], k: int = 2) -> None:
    """MDAV of a household-level variable x on four records in two households."""
    from sdcsql.protect.methods import protect

    spec = Spec(keys=["k"], household="h", household_variables=["x"])
    with Problem(pa.table({"k": ["a", "a", "b", "b"], "h": [1, 1, 2, 2], "x": x}), spec) as p:
        protect(p, method="mdav", k=k, numeric=["x"])


def spec_(**kw: Any) -> Spec:
    return Spec(**{"keys": ["k", "a"], "weight": "w", **kw})


def sav_with_missing_range(tmp: Path, con):
    import pyreadstat

    path = tmp / "r.sav"
    pyreadstat.write_sav(pd.DataFrame({"k": [1.0, 2.0, 95.0]}), str(path),
                         missing_ranges={"k": [{"lo": 90.0, "hi": 99.0}]})
    return path, Spec(keys=["k"])


def not_a_file_of(suffix: str):
    def make(tmp: Path, con):
        path = tmp / f"x{suffix}"
        path.write_text(f"k\n{SECRET}\n")
        return path, Spec(keys=["k"])
    return make


def argus(rda: str | None, asc: str, keys: tuple[str, ...] = ("k",)):
    """A mu-Argus pair (no .rda when ``rda`` is None)."""
    def make(tmp: Path, con):
        if rda is not None:
            (tmp / "s.rda").write_text(rda)
        (tmp / "s.asc").write_text(asc)
        return tmp / "s.asc", Spec(keys=list(keys))
    return make


def _argus_cases() -> list[Case]:
    ok = "k 1 2\n  <IDLEVEL> 1\nw 3 3\n  <WEIGHT>\n"
    return [
        Case("mu-Argus: an .asc without its .rda", argus(None, "01  5\n"),
             Error("a mu-Argus .asc file needs its metadata: .*s.rda' beside it, or --metadata")),
        Case("mu-Argus: a line of the wrong length", argus(ok, "01  5\n02 5\n01  5\n"),
             Error(r"line 2 is not 5 characters long \(the record length of .*\); 1 line")),
        Case("mu-Argus: a numeric field that is no number", argus(ok, "01  5\n01 xx\n"),
             Error("numeric variable 'w' is not a number in 1 line")),
        Case("mu-Argus: an unknown keyword", argus("k 1 2\n  <LABELTYPE> 3\n", "01\n"),
             Error("line 2: unknown keyword <LABELTYPE>")),
        Case("mu-Argus: overlapping fields", argus("k 1 2\nj 2 2\n", "011\n"),
             Error("variables 'k' and 'j' overlap")),
        Case("mu-Argus: a missing code wider than its field", argus("k 1 2 999\n", "01\n"),
             Error("variable 'k': a missing code is longer than its field")),
        Case("mu-Argus: free-format metadata", argus('<SEPARATOR> ","\nk 2\n', "01\n"),
             Error("<SEPARATOR>: sdcsql reads fixed-format .asc files only")),
        Case("mu-Argus: a variable line without positions", argus("k 1\n", "01\n"),
             Error("variable 'k': give NAME START LENGTH")),
    ]


def _write_labelled_code(code: str) -> None:
    import tempfile

    from sdcsql.data import write
    from sdcsql.formats import Metadata

    out = Path(tempfile.mkdtemp()) / "o.sav"
    write(duckdb.sql("SELECT 1 AS a"), out, Metadata(path=str(out), kind="spss",
                                                      marks={"a": code}))


CORPUS = [
    # --- columns
    Case("missing column", lambda t, c: (table(), spec_(keys=["k", "zz"])),
         Error("key column 'zz' is not in the input")),
    Case("misspelt key", lambda t, c: (table(), spec_(keys=["kk", "a"])),
         Error("key column 'kk' is not in the input; did you mean 'k'")),
    Case("misspelt weight", lambda t, c: (table(), spec_(weight="W")),
         Error("weight column 'W' is not in the input; did you mean 'w'")),
    *(Case(f"reserved name {name}", lambda t, c, name=name: (table(**{name: [1, 1, 2]}), SPEC),
           Error(rf"input column '{name}': names starting with '__sdc_' \(in any case\) "
                 r"are reserved.*rename"))
      for name in ("__sdc_k0", "__SDC_HH", "__SDC_K0", "__SDC_ROW", "__SDC_W", "__Sdc_mask")),
    Case("output name in another case", lambda t, c: (table(FK_HAT=[1, 1, 2]), SPEC),
         Error("input column 'FK_HAT' has the name of an output column; rename it")),
    Case("key of list type", lambda t, c: (table(a=[[1], [1], [2]]), SPEC),
         Error("key column 'a' has type .*keys must be scalar")),
    # --- weights
    Case("weight NULL", lambda t, c: (table(w=[WEIGHT, None, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a NULL weight.*fix or drop")),
    Case("weight zero", lambda t, c: (table(w=[WEIGHT, 0.0, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a zero or negative weight")),
    Case("weight negative", lambda t, c: (table(w=[WEIGHT, -WEIGHT, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a zero or negative weight")),
    Case("weight NaN", lambda t, c: (table(w=[WEIGHT, math.nan, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a NaN weight")),
    Case("weight +infinite", lambda t, c: (table(w=[WEIGHT, math.inf, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a infinite weight")),
    Case("weight -infinite", lambda t, c: (table(w=[WEIGHT, -math.inf, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a infinite weight")),
    Case("weight 1e12 or more", lambda t, c: (table(w=[WEIGHT, 1e15, 5.0]), SPEC),
         Error(r"weight column 'w': 1 record\(s\) have a weight of 1e12 or more")),
    Case("weight below 1 (p > 1)", lambda t, c: (table(w=[0.5, 0.25, 5.0]), SPEC),
         Warns(r"weight column 'w': 2 record\(s\) have a weight below 1", clamped)),
    Case("weight not numeric", lambda t, c: (table(w=[SECRET, "1", "2"]), SPEC),
         Error("weight column 'w' has type VARCHAR, not a number; cast it")),
    Case("weight with decimal comma",
         lambda t, c: (csv(t, "comma.csv", f"k;a;w\n{SECRET};1;10,5\n{SECRET2};2;3\n"), SPEC),
         Error("weight column 'w' has type VARCHAR, not a number")),
    # --- keys
    Case("all-NULL key", lambda t, c: (table(a=pa.array([None] * 3, pa.int64())), SPEC),
         Error(r"key column 'a' is NULL \(or a missing code\) in every record: drop it")),
    Case("key all missing codes", lambda t, c: (table(), spec_(na_codes={"k": [SECRET, SECRET2]})),
         Error("key column 'k' is NULL .* in every record")),
    Case("text missing code on a recoded numeric key",
         recoded(Recode("a", "bands", breaks=(0, 2)), na_codes={"a": [SECRET]}),
         Error(r"^recode.variable: column 'a' is numeric, but its missing codes .* not numbers")),
    Case("numeric key with non-whole values among 21 distinct values",
         lambda t, c: (pa.table({"k": [0.5 + i for i in range(21)] + [0.5], "w": [2.0] * 22}),
                       Spec(keys=["k"], weight="w")),
         Warns(r"key column 'k' looks continuous \(21 distinct values, 22 record\(s\) with a "
               r"value that is not a whole number\).*recode it into bands",
               fk_is(*([2] + [1] * 20 + [2])))),
    Case("numeric key with non-whole values among 20 distinct values (bands labelled by edges)",
         lambda t, c: (pa.table({"k": [0.5 + i for i in range(20)] + [0.5], "w": [2.0] * 21}),
                       Spec(keys=["k"], weight="w")),
         Works(fk_is(*([2] + [1] * 19 + [2])))),
    Case("numeric key with more distinct values than half the records (101 of 200)",
         lambda t, c: (pa.table({"k": list(range(101)) + [0] * 99, "w": [2.0] * 200}),
                       Spec(keys=["k"], weight="w")),
         Warns(r"key column 'k' looks continuous \(101 distinct values in 200 records\)",
               fk_is(*([100] + [1] * 100 + [100] * 99)))),
    Case("numeric key with 101 distinct values in 202 records (not more than half)",
         lambda t, c: (pa.table({"k": list(range(101)) + [0] * 101, "w": [2.0] * 202}),
                       Spec(keys=["k"], weight="w")),
         Works(fk_is(*([102] + [1] * 100 + [102] * 101)))),
    Case("numeric key with 100 distinct values in 100 records (100 or fewer values)",
         lambda t, c: (pa.table({"k": list(range(100)), "w": [2.0] * 100}),
                       Spec(keys=["k"], weight="w")),
         Works(fk_is(*[1] * 100))),
    Case("key with one category",
         lambda t, c: (pa.table({"k": [SECRET] * 4, "w": [10.0] * 4}),
                       Spec(keys=["k"], weight="w")),
         Works(one_category)),
    Case("key with 1,000,000 categories", million_categories, Works(million)),
    Case("mixed types in one DataFrame column",
         lambda t, c: (pd.DataFrame({"k": [1, SECRET, "1"], "w": [1.0, 2.0, 3.0]}),
                       Spec(keys=["k"], weight="w")),
         Works(values_are("k", "1", SECRET, "1", fk=(2, 1, 2)))),
    # --- tables
    Case("empty table", lambda t, c: (table(k=pa.array([], pa.string()), a=pa.array([], pa.int64()),
                                            w=pa.array([], pa.float64())), SPEC),
         Error("the input has no rows")),
    Case("one-row table", lambda t, c: (table(k=[SECRET], a=[1], w=[4.0]), SPEC), Works(one_row)),
    Case("duplicate rows, no person id",
         lambda t, c: (table(id=[1, 1, 2]), SPEC), Works(fk_is(2, 2, 1))),
    Case("duplicate person ids", lambda t, c: (table(id=[1, 1, 2]), spec_(person_id="id")),
         Error(r"person_id column 'id': 1 record\(s\) repeat an id.*drop duplicated")),
    Case("NULL person id", lambda t, c: (table(id=[1, None, 2]), spec_(person_id="id")),
         Error(r"person_id column 'id': 1 record\(s\) have a NULL id")),
    Case("unique person ids", lambda t, c: (table(id=[3, 1, 2]), spec_(person_id="id")),
         Works(fk_is(2, 2, 1))),
    # --- roles (docs/decisions/0007-roles.md)
    Case("stratum missing", lambda t, c: (table(s=[1, None, 2]), spec_(strata=["s"])),
         Error(r"strata column 's': 1 record\(s\) have no stratum \(NULL\)")),
    Case("stratum NaN", lambda t, c: (table(s=[1.0, math.nan, 2.0]), spec_(strata=["s"])),
         Error(r"strata column 's': 1 record\(s\) have a NaN value")),
    Case("stratum that is a key", raises(lambda: spec_(strata=["a"])),
         Error("strata: 'a' is a key; a stratum is never suppressed")),
    Case("strata count within each stratum", lambda t, c: (table(s=[1, 2, 1]), spec_(strata=["s"])),
         Works(fk_is(1, 1, 1))),
    Case("sensitive variable that is a key", raises(lambda: spec_(sensitive=["k"])),
         Error("sensitive: 'k' is also a key or the weight")),
    Case("sensitive column missing", lambda t, c: (table(), spec_(sensitive=["zz"])),
         Error("sensitive column 'zz' is not in the input")),
    # --- risk measures (sdcsql.risk.measures, docs/risk/ldiversity.md)
    Case("unknown risk measure", raises(lambda: _measures(spec_(), measures="bogus")),
         Error("measures: unknown risk measure 'bogus'; known: individual, ldiversity, "
               "kanon_subsets")),
    Case("l-diversity without sensitive variables",
         raises(lambda: _measures(spec_(), measures="ldiversity")),
         Error("ldiversity: needs sensitive variables")),
    Case("l-diversity option without the measure",
         raises(lambda: _measures(spec_(sensitive=["s"]), ldiversity_c=3.0)),
         Error("ldiversity_c: given, but the measure 'ldiversity' is not in measures")),
    Case("l-diversity c not positive",
         raises(lambda: _measures(spec_(sensitive=["s"]), measures="ldiversity",
                                  ldiversity_c=0)),
         Error("ldiversity_c: c of recursive")),
    Case("l-diversity c with too many decimals",
         raises(lambda: _measures(spec_(sensitive=["s"]), measures="ldiversity",
                                  ldiversity_c=2.0000000001)),
         Error("ldiversity_c: give at most 9 decimal places")),
    Case("l-diversity l below 1",
         raises(lambda: _measures(spec_(sensitive=["s"]), measures="ldiversity",
                                  ldiversity_l=0)),
         Error("ldiversity_l: l must be a whole number >= 1")),
    Case("log-linear model naming a column that is not a key",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_model="zz")),
         Error("loglinear_model: 'zz' is not a key")),
    Case("log-linear model term naming a key twice",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_model="k:k")),
         Error("loglinear_model: the term 'k:k' names a key twice")),
    Case("log-linear model with an operator other than + and :",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_model="k*a")),
         Error(r"loglinear_model: 'k\*a' is not a key")),
    Case("log-linear search bound not positive",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_model="auto",
                                  loglinear_search_z=0)),
         Error("loglinear_search_z: must be a number > 0")),
    Case("log-linear search bound without the search",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_search_z=3.0)),
         Error("loglinear_search_z: given, but loglinear_model is not 'auto'")),
    Case("input column named like a risk measure's output column",
         raises(lambda: _measure_clash()),
         Error("input column 'loglinear_risk' has the name of the log-linear output")),
    Case("log-linear grid above loglinear_max_cells",
         raises(lambda: _measures(spec_(), measures="loglinear", loglinear_max_cells=1)),
         Error("loglinear_max_cells: the grid has")),
    Case("k-anonymity on more keys than there are",
         raises(lambda: _measures(spec_(), measures="kanon_subsets",
                                  kanon_subsets_dimension=3)),
         Error("kanon_subsets_dimension: 3 is more than the 2 key")),
    Case("k-anonymity k below 1",
         raises(lambda: _measures(spec_(), measures="kanon_subsets", kanon_subsets_k=0)),
         Error("kanon_subsets_k: k must be a whole number >= 1")),
    Case("k-anonymity on combinations of keys with a risk target",
         raises(lambda: protect_(risk=0.5, kanon_dimension=1)),
         Error("k-anonymity on combinations of keys takes k")),
    Case("k-anonymity on combinations of more keys than there are",
         raises(lambda: protect_(k=2, kanon_dimension=2)),
         Error("kanon_dimension: 2 is more than the 1 key")),
    Case("k-anonymity on a listed combination naming a column that is not a key",
         raises(lambda: protect_(k=2, kanon_combinations="k:x")),
         Error("kanon_combinations: 'x' is not a key")),
    Case("k-anonymity on identification levels naming a column that is not a key",
         raises(lambda: protect_(k=2, kanon_levels="k=1,x=2")),
         Error("kanon_levels: 'x' is not a key")),
    Case("the ARGUS rule target without combinations of keys",
         raises(lambda: protect_(k=2, kanon_rule="argus")),
         Error("kanon_rule: 'argus' counts combinations of keys")),
    Case("k-anonymity on combinations given two ways",
         raises(lambda: protect_(k=2, kanon_dimension=1, kanon_levels="k=1")),
         Error("give one of the dimension, the combinations or the identification levels")),
    Case("multi-attribute l-diversity of one sensitive variable",
         raises(lambda: _measures(spec_(sensitive=["s"]), measures="ldiversity",
                                  ldiversity_multi=True)),
         Error("ldiversity_multi: the multi-attribute measure needs two or more")),
    Case("seed of a session (no step draws at random)",
         raises(lambda: Session("x.csv", SPEC, seed=1)),
         Error("seed: no step of this run draws random numbers yet")),
    Case("seed in a problem file",
         raises(lambda: ProblemFile.from_dict(
             {"seed": 1, "input": {"path": "x.csv"}, "spec": {"keys": ["k"]}})),
         Error("problem: seed: no step of this run draws random numbers yet")),
    # --- step options (declared once: sdcsql.options, docs/decisions/0008-options.md)
    Case("unknown protection method in a problem file",
         raises(lambda: ProblemFile.from_dict(
             {"input": {"path": "x.csv"}, "spec": {"keys": ["k"]},
              "protection": {"k": 2, "method": "swapping"}})),
         Error("problem: protection.method: 'swapping' is not a protection method; give one of "
               "local_suppression")),
    Case("unknown option of a session step",
         raises(lambda: Session.protect(None, scan_order="bottom-up")),  # type: ignore[arg-type]
         Error("protect: unknown option 'scan_order'; it takes k, ")),
    # --- microaggregation (docs/protect/microaggregation.md)
    Case("an option of another protection method",
         raises(lambda: protect_(method="mdav", k=2, numeric=["x"], scan="bottom-up")),
         Error("--scan: an option of local_suppression, not of the protection method mdav")),
    Case("microaggregation without k",
         raises(lambda: protect_(method="mdav", numeric=["x"])),
         Error("k: the protection method mdav needs --k")),
    Case("microaggregation with k = 1",
         raises(lambda: protect_(method="hansen_mukherjee", k=1, numeric=["x"])),
         Error("k: the group size must be an integer >= 2, got 1")),
    Case("microaggregation without variables",
         raises(lambda: protect_(method="mdav", k=2)),
         Error("numeric: give the variables to microaggregate")),
    Case("microaggregation of a missing column",
         raises(lambda: protect_(method="mdav", k=2, numeric=["z"])),
         Error("numeric: column 'z' is not in the input")),
    Case("microaggregation of a text column",
         raises(lambda: protect_(method="mdav", k=2, numeric=["k"])),
         Error("numeric: column 'k' is not numeric")),
    Case("MDAV: a pattern of missing values with fewer than k records",
         raises(lambda: protect_(method="mdav", k=2, numeric=["x", "y"])),
         Error(r"numeric: 1 record\(s\) have values of only 'x' among the treated variables, "
               "fewer than k = 2; mdav aggregates records with the same variables present")),
    Case("fewer values than k",
         raises(lambda: protect_(method="individual_ranking", k=4, numeric=["y"])),
         Error(r"k: a file has 3 value\(s\) of 'y', fewer than k = 4")),
    Case("trimmed share out of range",
         raises(lambda: protect_(method="mdav", k=2, numeric=["x"], trim=0.5)),
         Error(r"trim: the share trimmed at each end must be in \[0, 0.5\), got 0.5")),
    Case("V-MDAV: NaN is missing, a pattern of fewer than k records",
         raises(lambda: protect_(method="vmdav", k=2, numeric=["y", "x"])),
         Error(r"numeric: 1 record\(s\) have values of only 'x' among the treated variables, "
               "fewer than k = 2; vmdav aggregates")),
    Case("V-MDAV extension factor not positive",
         raises(lambda: protect_(method="vmdav", k=2, numeric=["x"], gamma=0)),
         Error("gamma: the V-MDAV extension factor must be a number > 0, got 0")),
    Case("categorical microaggregation without variables",
         raises(lambda: protect_(method="categorical_microaggregation", k=2)),
         Error("ordinal: give the categorical variables to microaggregate")),
    Case("categorical microaggregation of a key",
         raises(lambda: protect_(method="categorical_microaggregation", k=2, nominal=["k"])),
         Error("nominal: column 'k' is a key, stratum, weight or household id")),
    Case("categorical microaggregation of a variable with NULLs",
         raises(lambda: protect_(method="categorical_microaggregation", k=2, ordinal=["y"])),
         Error("ordinal: column 'y' has missing values; categorical microaggregation needs "
               "complete records")),
    Case("a variable both ordinal and nominal",
         raises(lambda: protect_(method="categorical_microaggregation", k=2, ordinal=["x"],
                                 nominal=["x"])),
         Error("nominal: variable 'x' is given twice")),
    Case("microaggregation of a household-level variable that varies within a household",
         raises(lambda: microaggregation_households_(x=[1.0, 2.0, 3.0, 3.0])),
         Error(r"household_variables: column 'x': the members of 1 household\(s\) disagree")),
    Case("microaggregation of a household-level variable: fewer households than k",
         raises(lambda: microaggregation_households_(x=[1.0, 1.0, 3.0, 3.0], k=3)),
         Error(r"k: a file has 2 household value\(s\) of 'x', fewer than k = 3")),
    # --- households
    Case("household id NULL", household(h=[1, None, 2]),
         Error(r"household column 'h': 1 record\(s\) have a NULL household id")),
    Case("household id NaN", household(h=[1.0, math.nan, math.nan]),
         Error(r"household column 'h': 2 record\(s\) have a NaN household id.*give those "
               r"records a household id")),
    Case("key NaN", lambda t, c: (table(a=[1.0, math.nan, 2.0]), SPEC),
         Error(r"key column 'a': 1 record\(s\) have a NaN value; .* make those values NULL")),
    Case("key NaN in a CSV",
         lambda t, c: (csv(t, "nan.csv", f"k,a,w\n{SECRET},1.5,10\n{SECRET},nan,20\n"), SPEC),
         Error(r"key column 'a': 1 record\(s\) have a NaN value")),
    Case("key NaN from pandas is NULL (a missing value)",
         lambda t, c: (pd.DataFrame({"k": [SECRET, SECRET, SECRET2], "a": [1.0, math.nan, 2.0],
                                     "w": [1.0, 2.0, 3.0]}), SPEC),
         Works(fk_is(2, 2, 1))),
    Case("household with two sizes", household(size=[2, 3, 1]),
         Error(r"household_size column 's': 1 household\(s\) of 'h' have members with "
               "different household sizes")),
    Case("household size NULL", household(size=[2, None, 1]),
         Error(r"household_size column 's': 1 household\(s\) .* NULL household size")),
    Case("household size NaN", household(size=[math.nan, 2.0, 1.0]),
         Error("household_size column 's': some values are not whole numbers")),
    Case("household size below members", household(size=[1, 1, 1]),
         Error(r"household_size column 's': 1 household\(s\) .* size below the number")),
    Case("household size consistent", household(size=[3, 3, 1]), Works(fk_is(2, 2, 1))),
    Case("household variables without a household id",
         raises(lambda: Spec(keys=["k", "a"], household_variables=["a"])),
         Error("household_variables: needs a household id column")),
    Case("household variable that varies within a household",
         raises(lambda: _protect_with_household_variable(a=[1, 2, 2])),
         Error(r"household_variables: 'a' takes more than one value in 1 household\(s\) of 'h'")),
    Case("household of 500 members", big_household, Works(household_500)),
    # --- files
    Case("keys of mixed types across CSV files (glob)", glob_mixed_types,
         Works(values_are("k", "1", "2", SECRET, "2", fk=(1, 2, 1, 2)))),
    Case("glob over files with other columns", glob_other_columns,
         Error("do not have the same columns \\(column 'w' is in one only\\)")),
    Case("glob matching no file", lambda t, c: (str(t / "none*.csv"), SPEC),
         Error("matches no file")),
    Case("Parquet directory, key of mixed types", parquet_dir_mixed_types,
         Works(values_are("k", "1", "2", SECRET, "2", fk=(1, 2, 1, 2)))),
    Case("CSV key changes type after the sniffed rows", late_type_change,
         Error("input column 'k' cannot be read as BIGINT at line 30002.*explicit types")),
    Case("CSV with a ragged row after the sniffed rows", ragged_row,
         Error("the input cannot be read at line 30002: check the file's delimiter")),
    Case("CSV with a header and no rows", lambda t, c: (csv(t, "header.csv", "k,a,w\n"), SPEC),
         Error("input file .*header.csv' has a header but no rows: there is nothing to protect")),
    Case("empty CSV file", lambda t, c: (csv(t, "empty.csv", ""), SPEC),
         Error("input file .*empty.csv' is empty: it has no header and no rows")),
    Case("CSV with a short row among the sniffed rows",
         lambda t, c: (csv(t, "short.csv", f"k,a,w\n{SECRET},1,2\n{SECRET2},1\n{SECRET},2,3\n"),
                       SPEC),
         Error("line 3 has 2 fields where the header has 3 \\(delimiter ','\\): fix that row")),
    Case("CSV with a long row among the sniffed rows",
         lambda t, c: (csv(t, "long.csv", f"k;a;w\n{SECRET};1;2;{SECRET2}\n{SECRET};2;3\n"), SPEC),
         Error("line 2 has 4 fields where the header has 3 \\(delimiter ';'\\)")),
    Case("CSV columns differing only by case",
         lambda t, c: (csv(t, "case.csv", f"k,Age,age,w\n{SECRET},1,2,3\n"),
                       Spec(keys=["k", "age"], weight="w")),
         Error("columns 'Age' and 'age' have the same name, ignoring case.*rename one")),
    Case("CSV with a repeated column name",
         lambda t, c: (csv(t, "twice.csv", f"k,a,w,a\n{SECRET},1,2,3\n"), SPEC),
         Error("columns 'a' and 'a' have the same name")),
    Case("CSV files (glob), one with columns differing only by case",
         lambda t, c: (csv(t, "p1.csv", "k,age\n1,2\n"), csv(t, "p2.csv", "k,AGE,age\n1,2,3\n"),
                       (str(t / "p*.csv"), Spec(keys=["k", "age"])))[-1],
         Error("p2.csv': columns 'AGE' and 'age' have the same name")),
    Case("Parquet columns differing only by case",
         lambda t, c: parquet_columns(t, c, ["k", "Age", "age"]),
         Error("columns 'Age' and 'age' have the same name, ignoring case")),
    Case("Parquet with a repeated column name",
         lambda t, c: parquet_columns(t, c, ["k", "age", "age"]),
         Error("columns 'age' and 'age' have the same name")),
    Case("CSV with a UTF-8 BOM",
         lambda t, c: (csv(t, "bom.csv", f"\ufeffk,a,w\n{SECRET},1,10\n{SECRET},1,20\n"), SPEC),
         Works(values_are("k", SECRET, SECRET, fk=(2, 2)))),
    Case("CSV with ';' delimiter",
         lambda t, c: (csv(t, "semi.csv", f"k;a;w\n{SECRET};1;10.5\n{SECRET2};1;3\n"), SPEC),
         Works(values_are("w", 10.5, 3.0, fk=(1, 1)))),
    Case("CSV with tab delimiter",
         lambda t, c: (csv(t, "tab.tsv", f"k\ta\tw\n{SECRET}\t1\t10\n{SECRET}\t1\t3\n"), SPEC),
         Works(values_are("k", SECRET, SECRET, fk=(2, 2)))),
    Case("CSV with quoted newlines",
         lambda t, c: (csv(t, "nl.csv", f'k,a,w,note\n"{SECRET}\nline 2",1,10,"x\ny"\n'
                                        f'"{SECRET}\nline 2",1,20,z\n{SECRET},1,5,z\n'), SPEC),
         Works(values_are("k", f"{SECRET}\nline 2", f"{SECRET}\nline 2", SECRET, fk=(2, 2, 1)))),
    # --- outputs (checked before any work, sdcsql.data.check_outputs)
    Case("output is the input", outputs("./d.csv"), Error(r"--out '.*d.csv' is the input")),
    Case("output inside an input Parquet directory", outputs("pq/out.parquet", inputs=("pq",)),
         Error("--out .* lies inside the input directory")),
    Case("output matching an input glob", outputs("pq/x.parquet", inputs=("pq/*.parquet",)),
         Error("--out .* matches the input pattern")),
    Case("output exists and is a directory", outputs("out.csv", mkdir="out.csv"),
         Error("--out .* exists and is a directory")),
    Case("output in a missing directory", outputs("r.csv", "no/s.json"),
         Error(r"--json0 .*: the directory .* does not exist")),
    Case("two outputs at one path", outputs("r.csv", "r.csv"),
         Error("--json0 .* is also the output of --out")),
    Case("partition column named ../../X", raises(lambda: check_partition_name("../../X")),
         Error("--partition-by '../../X': the column name is not a plain directory name")),
    # --- rates: a fraction in (0, 1), or a percent written with % (threshold.parse_rate)
    Case("rate 5 (a percent without %)", raises(lambda: parse_rate(5, "--reid-rate")),
         Error(r"--reid-rate: must be in \(0, 1\) .*'0.5%'.*got 5")),
    Case("rate 100%", raises(lambda: parse_rate("100%", "--reid-rate")),
         Error(r"--reid-rate: must be in \(0, 1\)")),
    # --- SUDA2 options (sdcsql.risk.suda2), refused before any work
    Case("suda2_max_size above the number of keys", raises(lambda: suda2_with(suda2_max_size=3)),
         Error("suda2_max_size: 3 is more than the 2 keys")),
    Case("suda2_dis_fraction 1", raises(lambda: suda2_with(suda2_dis_fraction=1)),
         Error(r"suda2_dis_fraction: must be a number in \(0, 1\)")),
    Case("suda2_weights unknown", raises(lambda: suda2_with(suda2_weights="elliot")),
         Error("suda2_weights: 'elliot' is not a SUDA2 weighting")),
    Case("input column named like a SUDA2 output",
         raises(lambda: suda2_with(data=table(SUDA2_SCORE=[1, 2, 3]))),
         Error("input column 'SUDA2_SCORE' has the name of the SUDA2 output column "
               "'suda2_score': rename it")),
    # --- perturbation methods (sdcsql.protect.draws and the methods on it)
    Case("random method without a seed",
         raises(lambda: perturbation("noise")(Problem(table(x=[1.0, 2.0, 4.0]),
                                                      spec_(numeric=["x"])))),
         Error("seed: a random method needs a seed")),
    Case("noise on a text column",
         raises(lambda: perturbation("noise")(Problem(table(), SPEC), seed=1, numeric=["k"])),
         Error("noise: numeric: column 'k' is VARCHAR, not numeric")),
    Case("draws keyed by a text person_id",
         raises(lambda: perturbation("shuffle")(Problem(table(p=["x", "y", "z"]),
                                                        spec_(person_id="p")),
                                                seed=1, numeric=["a"])),
         Error("person_id 'p': the record id of the random draws must be an integer")),
    Case("rounding without a base",
         raises(lambda: perturbation("rounding")(Problem(table(), SPEC), numeric=["a"])),
         Error("base: rounding needs a base")),
    Case("PRAM matrix row not summing to 1",
         raises(lambda: perturbation("pram")(Problem(table(), SPEC), seed=1, pram_matrix={
             "a": {"1": {"1": 0.5}, "2": {"2": 1.0}}})),
         Error("pram_matrix: 'a': every row must be probabilities >= 0 summing to 1")),
    # --- resampling, ordered sum noise, synthetic and hybrid data (sdcsql.protect.synthetic)
    Case("resampling with zero samples",
         raises(lambda: perturbation("resampling")(Problem(table(x=[1.0, 2.0, 4.0]),
                                                           spec_(numeric=["x"])),
                                                   seed=1, resamples=0)),
         Error("resamples: the number of bootstrap samples must be an integer >= 1")),
    Case("ordered_sum_sd with another noise method",
         raises(lambda: perturbation("noise")(Problem(table(x=[1.0, 2.0, 4.0]),
                                                      spec_(numeric=["x"])),
                                              seed=1, ordered_sum_sd=0.1)),
         Error("ordered_sum_sd: only for ordered_sum noise, not additive")),
    Case("synthetic data with a missing value",
         raises(lambda: synthetic("cholesky_synthetic")(
             Problem(table(x=[1.0, None, 4.0]), spec_(numeric=["x"])), seed=1)),
         Error("cholesky_synthetic: the variables x have missing values")),
    Case("IPSO: a variable confidential and non-confidential",
         raises(lambda: synthetic("ipso")(Problem(table(x=[1.0, 2.0, 4.0]),
                                                  spec_(numeric=["x"])),
                                          seed=1, non_confidential=["x"])),
         Error("non_confidential: 'x' is also a confidential")),
    Case("MS hybrid: one alpha per variable of the wrong length",
         raises(lambda: synthetic("ms_hybrid")(Problem(table(x=[1.0, 2.0, 4.0]),
                                                       spec_(numeric=["x"])),
                                               seed=1, non_confidential=["w"],
                                               ms_alpha=[0.1, 0.2])),
         Error("ms_alpha: 2 values for 1 confidential variables")),
    Case("microhybrid: k not above the number of variables",
         raises(lambda: synthetic("microhybrid")(
             Problem(table(x=[1.0, 2.0, 4.0], y=[2.0, 1.0, 3.0]), spec_(numeric=["x", "y"])),
             seed=1, k=2)),
         Error("k: microhybrid needs k > the number of variables")),
    Case("synthetic data: a stratum too small",
         raises(lambda: synthetic("cholesky_synthetic")(
             Problem(table(x=[1.0, 2.0, 4.0], y=[2.0, 1.0, 3.0], z=[0.0, 5.0, 1.0]),
                     spec_(numeric=["x", "y", "z"])), seed=1)),
         Error("cholesky_synthetic: a file has 3 record.*needs at least 4")),
    Case("sampling without a fraction",
         raises(lambda: perturbation("sampling")(Problem(table(), SPEC), seed=1)),
         Error(r"fraction: sampling needs the share of units to release, in \(0, 1\]")),
    Case("sampling fraction above 1",
         raises(lambda: perturbation("sampling")(Problem(table(), SPEC), seed=1, fraction=2)),
         Error(r"fraction: must be a number in \(0, 1\], got 2")),
    Case("sampling: a household in two sampling strata",
         raises(lambda: perturbation("sampling")(
             Problem(table(a=[1, 2, 2], h=[1, 1, 2]), spec_(household="h")), seed=1,
             fraction=0.5, sample_strata=["a"])),
         Error("sample_strata: 1 household.* in more than one sampling stratum")),
    Case("massc: risk cuts not increasing",
         raises(lambda: perturbation("massc")(Problem(table(), SPEC), seed=1,
                                              massc_risk_cuts=[0.5, 0.1])),
         Error("massc_risk_cuts: the cuts must be increasing")),
    Case("massc: one retention for two risk strata",
         raises(lambda: perturbation("massc")(Problem(table(), SPEC), seed=1,
                                              massc_retention=[0.5])),
         Error("massc_retention: give one value per risk stratum")),
    Case("household-level variable that varies within a household",
         raises(lambda: perturbation("noise")(
             Problem(table(h=[1, 1, 2], x=[1.0, 2.0, 3.0]),
                     spec_(household="h", household_variables=["x"])), seed=1,
             numeric=["x"])),
         Error("household_variables: x: the members of 1 household.* disagree")),
    # --- release preparation (sdcsql.protect.release)
    Case("release: a suppression code that is a value of the column",
         raises(lambda: prepare_release("SELECT 1 AS a UNION ALL SELECT 2",
                                        "SELECT 1 AS a UNION ALL SELECT NULL", seed=1,
                                        suppression_codes={"a": 1})),
         Error("suppression_codes: the code of 'a' is a value of 'a' in 1 records")),
    Case("release: files of different lengths",
         raises(lambda: prepare_release("SELECT 1 AS a", "SELECT * FROM range(2) t(a)",
                                        seed=1)),
         Error("protected file: 2 records, the original has 1")),
    Case("release: a missing household id",
         raises(lambda: prepare_release("SELECT NULL::INTEGER AS h", "SELECT NULL::INTEGER AS h",
                                        seed=1, household="h")),
         Error("household: 1 records have no household id")),
    Case("release without a seed",
         raises(lambda: prepare_release("SELECT 1 AS a", "SELECT 1 AS a")),
         Error("seed: a random method needs a seed")),
    Case("release: a [release] table without its seed",
         raises(lambda: ProblemFile.from_dict(
             {"input": {"path": "x.csv"}, "spec": {"keys": ["k"]},
              "release": {"drop": ["a"]}})),
         Error("problem: release.seed: missing: the release replaces the ids")),
    Case("release: risk columns in the released file",
         raises(lambda: ProblemFile.from_dict(
             {"input": {"path": "x.csv"}, "spec": {"keys": ["k"]}, "release": {"seed": 1},
              "output": {"data": "o.csv", "risk_columns": True}})),
         Error("problem: output.risk_columns: not with \\[release\\]")),
    Case("release: utility measures of a reordered file",
         raises(lambda: ProblemFile.from_dict(
             {"input": {"path": "x.csv"}, "spec": {"keys": ["k"]}, "release": {"seed": 1},
              "output": {"data": "o.csv", "utility": "u.json"}, "utility": {}})),
         Error("problem: utility: compares the input with output.data record by record")),
    Case("release: a column of the reserved name __sdc_row",
         raises(lambda: prepare_release("SELECT 1 AS __sdc_row", "SELECT 1 AS __sdc_row",
                                        seed=1)),
         Error("'__sdc_row': the protected file has a column of sdcsql's reserved name")),
    # --- utility: two files compared record by record (sdcsql.utility.measures)
    Case("utility: files of different lengths",
         raises(lambda: utility("SELECT 1.0 AS x", "SELECT * FROM range(2) t(x)",
                                numeric=["x"])),
         Error("the original file has 1 records and the masked file 2")),
    Case("utility: a column missing from the masked file",
         raises(lambda: utility("SELECT 1.0 AS x", "SELECT 1.0 AS y", numeric=["x"])),
         Error("the masked file has no column 'x'")),
    Case("utility: a text column as numeric",
         raises(lambda: utility("SELECT 'a' AS x", "SELECT 'a' AS x", numeric=["x"])),
         Error("column 'x' of the original file is VARCHAR, not numeric")),
    Case("utility: an unknown measure",
         raises(lambda: utility("SELECT 1.0 AS x", "SELECT 1.0 AS x", numeric=["x"],
                                measures=["il9"])),
         Error("measures: unknown measure 'il9'")),
    Case("utility: a weight of 0",
         raises(lambda: utility("SELECT 'a' AS g, 0.0 AS w", "SELECT 'a' AS g, 1.0 AS w",
                                targets=["g"], weight="w")),
         Error("weight 'w' of the original file is missing or not positive in 1 record")),
    # --- continuous-variable disclosure risk (sdcsql.risk.linkage)
    Case("disclosure: files of different lengths",
         raises(lambda: continuous_risk("SELECT 1.0 AS x", "SELECT * FROM range(2) t(x)",
                                        numeric=["x"])),
         Error("the original file has 1 records and the masked file 2")),
    Case("disclosure: a missing or non-finite numeric value",
         raises(lambda: continuous_risk("SELECT * FROM (VALUES (1.0), (2.0)) t(x)",
                                        "SELECT * FROM (VALUES (1.0), ('inf'::DOUBLE)) t(x)",
                                        numeric=["x"])),
         Error("column 'x' of the masked file is missing or not finite in 1 record")),
    Case("disclosure: a text column as numeric",
         raises(lambda: continuous_risk("SELECT 'a' AS x", "SELECT 'a' AS x", numeric=["x"])),
         Error("column 'x' of the original file is VARCHAR, not numeric")),
    Case("disclosure: an unknown measure",
         raises(lambda: continuous_risk("SELECT 1.0 AS x", "SELECT 1.0 AS x", numeric=["x"],
                                        measures=["il9"])),
         Error("measures: unknown measure 'il9'")),
    Case("disclosure: no masked file and no masked columns",
         raises(lambda: continuous_risk("SELECT 1.0 AS x", numeric=["x"])),
         Error("masked_numeric: without a masked file, name the masked columns")),
    Case("disclosure: an unknown dRisk rule",
         raises(lambda: continuous_risk("SELECT 1.0 AS x", "SELECT 1.0 AS x", numeric=["x"],
                                        drisk_rule="pre2020")),
         Error("drisk_rule: 'pre2020' is not")),
    # --- the risk-utility table of candidate recodes (sdcsql.utility.ru_table)
    Case("candidates: none given",
         raises(lambda: ru_table(Problem(table(), SPEC), [])),
         Error("candidates: give at least one candidate")),
    Case("candidates: two with one name",
         raises(lambda: ru_table(Problem(table(), SPEC), [Candidate("x"), Candidate("x")])),
         Error("candidates: the candidate names must be unique")),
    Case("candidates: a recode of a non-key variable",
         raises(lambda: ru_table(Problem(table(), SPEC),
                                 [Candidate("x", (Recode("w", "top", value=1),))])),
         Error("candidate 'x': 'w' is not a key variable")),
    # --- file formats (sdcsql.formats; docs/formats.md)
    Case("SPSS: a range of missing values", sav_with_missing_range,
         Error("column 'k' declares a range of missing values; sdcsql takes discrete")),
    Case("SPSS: a file that is not one", not_a_file_of(".sav"),
         Error(r"cannot be read as spss file \(.*\): check that it is one")),
    Case("Stata: a file that is not one", not_a_file_of(".dta"),
         Error(r"cannot be read as stata file")),
    Case("labelled output: a numeric column's code that is no number",
         raises(lambda: _write_labelled_code("x")),
         Error("suppression code 'x': the column is numeric, give a number")),
    Case("problem file: output.suppression_codes with a CSV output",
         raises(lambda: ProblemFile.from_dict({
             "input": {"path": "d.csv"}, "spec": {"keys": ["a"]},
             "output": {"data": "o.csv", "suppression_codes": {"a": -1}}})),
         Error("output.suppression_codes: goes with a .sav, .zsav, .dta or .asc output.data")),
    Case("candidates: k and a threshold in one candidate",
         raises(lambda: Candidate("x", k=3, threshold=0.1)),
         Error("candidate 'x': give at most one of k, threshold, reid_rate, method")),
    Case("candidates: a k of 0",
         raises(lambda: Candidate("x", k=0)),
         Error(r"candidate 'x'\.k: must be an integer >= 1")),
    Case("candidates: a threshold above 1",
         raises(lambda: Candidate("x", threshold=2.0)),
         Error(r"candidate 'x'\.threshold: an individual risk threshold must be in \(0, 1\]")),
    Case("candidates: an unknown protection method",
         raises(lambda: Candidate("x", method="blur")),
         Error(r"candidate 'x'\.method: 'blur' is not a protection method")),
    Case("candidates: an option of another method",
         raises(lambda: Candidate("x", method="noise", options={"retention": 0.5})),
         Error(r"candidate 'x'\.options: 'retention' is not an option of noise")),
    Case("candidates: a numeric method without numeric variables",
         raises(lambda: ru_table(Problem(table(), SPEC),
                                 [Candidate("x", method="noise",
                                            options={"noise": 0.1, "seed": 1})])),
         Error("candidate 'x': the method noise treats numeric variables")),
    Case("utility: stratum values that differ between the files",
         raises(lambda: utility("SELECT 'a' AS g, 1.0 AS x UNION ALL SELECT 'b', 2.0",
                                "SELECT 'a' AS g, 1.0 AS x UNION ALL SELECT 'c', 2.0",
                                numeric=["x"], strata=["g"], measures=["il1"])),
         Error("strata: the stratum variables differ between the two files in 1 record")),
    Case("ebil_pram: a matrix row not summing to 1",
         raises(lambda: ebil_pram([[0.5, 0.4], [0.5, 0.5]], [1, 1], [1, 1])),
         Error("ebil_pram: matrix: every row must be probabilities >= 0 summing to 1")),
    Case("ebil_pram: a released category the matrix cannot give",
         raises(lambda: ebil_pram([[1, 0], [0, 1]], [1, 0], [1, 1])),
         Error("ebil_pram: category 1 is released but the matrix and the prior cannot give")),
    # --- issue 24: numeric methods and local suppression on real inputs
    Case("local suppression: text and integer keys, records that cannot be made safe",
         raises(_protect_text_and_integer_keys), Works(fk_is(2, 2, 1))),
    Case("noise: an infinite value",
         raises(lambda: protect_value_(math.inf, method="noise", seed=1, numeric=["x"])),
         Error(r"^noise: numeric: column 'x' has 1 infinite value\(s\); make them NULL")),
    Case("correlated noise: a value whose square overflows",
         raises(lambda: protect_value_(1e300, method="noise", noise_method="correlated",
                                       seed=1, numeric=["x"])),
         Error(r"^noise: numeric: column 'x' has 1 value\(s\) of magnitude 1e100 or more")),
    Case("IPSO: a NaN (it needs complete records)",
         raises(lambda: protect_value_(math.nan, method="ipso", seed=1, numeric=["x"])),
         Error(r"^ipso: numeric: column 'x' has 1 NaN value\(s\), missing values this")),
    Case("Cholesky synthetic data: -infinity",
         raises(lambda: protect_value_(-math.inf, method="cholesky_synthetic", seed=1,
                                       numeric=["x"])),
         Error(r"^cholesky_synthetic: numeric: column 'x' has 1 infinite value\(s\)")),
    Case("microaggregation: a value whose square overflows",
         raises(lambda: protect_value_(-1e200, method="hansen_mukherjee", k=2,
                                       numeric=["x"])),
         Error(r"^numeric: column 'x' has 1 value\(s\) of magnitude 1e100 or more")),
    Case("resampling: a variable missing in every record",
         raises(_all_missing_resampling),
         Error(r"^resampling: numeric: column 'z' has no value \(missing in every record\)")),
    Case("noise: a seed of 2^64 (it was taken modulo 2^64)",
         raises(lambda: protect_value_(2.0, method="noise", seed=2**64, numeric=["x"])),
         Error(r"^seed: must be an integer from 0 to 2\^64 - 1, got 18446744073709551616$")),
    Case("resampling: a stratum with a single value",
         raises(_single_value_stratum), Error(r"^resampling: 1 stratum\(s\) hold a single "
                                              r"value of 'x', which resampling")),
    Case("microaggregation: a constant variable keeps its value exactly",
         raises(_constant_microaggregation), Works(fk_is(2, 2, 1))),
]


def synthetic(name: str) -> Callable[..., Any]:
    """The function of the synthetic data method ``name`` (sdcsql.protect.synthetic)."""
    import importlib

    return getattr(importlib.import_module("sdcsql.protect.synthetic"), name)


def perturbation(name: str) -> Callable[..., Any]:
    """The function of the perturbation method ``name`` (sdcsql.protect.<name>)."""
    import importlib

    return getattr(importlib.import_module(f"sdcsql.protect.{name}"), name)


CORPUS += _argus_cases()


def _grc_cases() -> list[Case]:
    """mu-Argus recode files (.grc; docs/formats.md): one line naming file and line."""
    from sdcsql.formats.grc import parse_grc, resolve

    def bad(text: str):
        return raises(lambda: parse_grc(text, "r.grc"))

    return [
        Case("grc: a line without ':'", bad("1: 1-10\n2 11-20\n"),
             Error(r"^r.grc, line 2: give NEW: OLD, LO-HI, ... \(no ':' on the line\)$")),
        Case("grc: an empty item", bad("1: 1,,2\n"), Error(r"^r.grc, line 1: an empty item")),
        Case("grc: a range of texts", bad("\n1: a-c\n"),
             Error(r"^r.grc, line 2: range 'a-c': give numbers, LO-HI, -HI or LO-$")),
        Case("grc: a range upside down", bad("1: 10-1\n"),
             Error(r"^r.grc, line 1: range '10-1': its low end is above its high end$")),
        Case("grc: a new code on two lines", bad("1: 1\n2: 2\n1: 3\n"),
             Error(r"^r.grc, line 3: new code '1' is also on line 1")),
        Case("grc: overlapping ranges", bad("1: 1-10\n2: 20-\n3: 5-7\n"),
             Error(r"^r.grc, line 3: its codes overlap those of line 1$")),
        Case("grc: a code on two lines", bad("1: A, B\n2: B\n"),
             Error(r"^r.grc, line 2: code 'B' is also on line 1$")),
        Case("grc: an unknown keyword", bad("<TRUNCATE> 1\n1: 1\n"),
             Error(r"^r.grc, line 1: unknown keyword <TRUNCATE>$")),
        Case("grc: <MISSING> without codes", bad("<MISSING>\n1: 1\n"),
             Error(r"^r.grc, line 1: <MISSING> takes one or two codes$")),
        Case("grc: no recode line", bad("<MISSING> 9\n"),
             Error(r"^r.grc: no recode line")),
        Case("grc: a missing code the variable does not have",
             raises(lambda: resolve(parse_grc("<MISSING> 8\n1: 1-5\n", "r.grc"), "k", [1, 2],
                                    text=False, missing=[9])),
             Error(r"^r.grc: <MISSING> '8' is not a missing code of variable 'k'")),
        Case("grc: a text new code for a numeric variable",
             raises(lambda: resolve(parse_grc("low: 1-5\n", "r.grc"), "k", [1, 2], text=False)),
             Error(r"^r.grc, line 1: new code 'low' is not a number; variable 'k' is numeric$")),
        Case("problem file: input.recode_files = true with a CSV input",
             raises(lambda: ProblemFile.from_dict({
                 "input": {"path": "d.csv", "recode_files": True}, "spec": {"keys": ["a"]}})),
             Error("input.recode_files: true reads the .grc files beside the .rda of a mu-Argus")),
    ]


CORPUS += _grc_cases()


def _search_cases() -> list[Case]:
    """The optimal protection search (docs/protect/search.md): refused before any search,
    naming the key or option, never a value of the data."""

    def search(hierarchy_k: str | None = "x;*\n", hierarchy_a: str = "1;*\n2;*\n",
               **options: Any):
        def make(tmp: Path, con):
            files = {}
            for key, text in (("k", hierarchy_k), ("a", hierarchy_a)):
                if text is not None:
                    (tmp / f"{key}.csv").write_text(text)
                    files[key] = str(tmp / f"{key}.csv")
            with Problem(table(), SPEC) as p:
                p.search(hierarchy=files, **options)
            return table(), SPEC
        return make

    cover = f"{SECRET};*\n{SECRET2};*\n"
    return [
        Case("search: a hierarchy that misses values of the data", search(k=2),
             Error(r"^key 'k': 2 value\(s\) of the data are not in its hierarchy; add a row "
                   r"for each$")),
        Case("search: levels that do not nest", search(
            hierarchy_k=f"{SECRET};g;*\n{SECRET2};g;*\nother;g;h\n", k=2),
             Error(r"hierarchy of 'k': level 2 is not coarser than or equal to level 1")),
        Case("search: no hierarchy for a key", search(hierarchy_k=None, k=2),
             Error(r"^key 'k': no hierarchy \(give --hierarchies DIR")),
        Case("search: no target", search(hierarchy_k=cover),
             Error(r"^the search needs a target")),
        Case("search: an unknown quality model", search(hierarchy_k=cover, k=2, quality="fun"),
             Error(r"quality: 'fun' is not a quality model")),
        Case("search: a sensitive variable that is not a column",
             search(hierarchy_k=cover, ldiversity=["distinct:nothere:2"]),
             Error(r"^sensitive variable 'nothere': not a column of the input$")),
        Case("search: a malformed l-diversity", search(hierarchy_k=cover, ldiversity=["x:y"]),
             Error(r"^--ldiversity 'x:y': write distinct:ATTRIBUTE:L")),
        Case("search: a lattice over the budget with exact", search(
            hierarchy_k=cover, k=2, budget=2, exact=True),
             Error(r"^--exact: the lattice has 4 nodes, more than the budget 2")),
        Case("search: a target no node meets", search(hierarchy_k=cover, k=4),
             Error(r"^search: no node meets the targets \(k-anonymity\) within the suppression "
                   r"limit of 0 record\(s\); the least suppression among the 1 nodes checked "
                   r"is 3 record\(s\)")),
    ]


CORPUS += _search_cases()
def _workbench_cases() -> list[Case]:
    """The workbench's forms and its Data screen (docs/present/workbench.md): one line
    naming the option or role, before any work."""
    from sdcsql.workbench import actions, forms

    mdav = forms.step_form("protect:mdav")
    return [
        Case("workbench: a session without keys",
             raises(lambda: actions.open_session("d.csv", {"weight": "w"})),
             Error(r"^keys: choose at least one key variable$")),
        Case("workbench: an unknown role",
             raises(lambda: actions.open_session("d.csv", {"keys": ["k"], "owner": "a"})),
             Error(r"^roles: unknown role 'owner'")),
        Case("workbench: a form's number that is no number",
             raises(lambda: forms.read_options(mdav, {"k": "three"})),
             Error(r"^k: 'three' is not a valid value")),
        Case("workbench: an option of another method",
             raises(lambda: forms.read_options(mdav, {"pram_variables": "k"})),
             Error(r"^pram_variables: not an option of this step; it takes k, numeric")),
        Case("workbench: suppression weights without '='",
             raises(lambda: forms.read_options(forms.step_form("protect:local_suppression"),
                                               {"suppression_weights": "k,a"})),
             Error(r"^suppression_weights 'k': write COLUMN=WEIGHT")),
        Case("workbench: a file that does not exist",
             raises(lambda: actions.FileView(duckdb.connect(), "/nonexistent/d.csv")),
             Error(r"^'/nonexistent/d.csv': no such file$")),
    ]


CORPUS += _workbench_cases()


def _asc_over_its_rda(tmp: Path, con):
    """An .asc output named s.ASC: its .rda beside it is the input s.asc's s.rda."""
    (tmp / "s.rda").write_text("k 1 3\n  <IDLEVEL> 1\n")
    (tmp / "s.asc").write_text("abc\n")
    check_outputs([tmp / "s.asc"], {"--out": tmp / "s.ASC"})


def _write_asc_named(name: str) -> None:
    import tempfile

    from sdcsql import write

    con = duckdb.connect()
    write(con.from_arrow(pa.table({"k": [SECRET], name: [WEIGHT]})),
          Path(tempfile.mkdtemp()) / "t.asc")


def _risk_of_recoded(recode: Recode) -> None:
    """The risk of the case's table through ``recode`` on a connection of its own, every
    object dropped (the recoded view too) whatever happens."""
    from sdcsql.protect.recode import apply_recodes

    con = duckdb.connect()
    view = apply_recodes(con, table(), [recode], SPEC)
    try:
        with Problem(view.name, SPEC, con=con) as p:
            p.risk()
    finally:
        view.close()


def _recoded_table(recode: Recode) -> pa.Table:
    """The case's table through ``recode``, as an Arrow table (no object left behind)."""
    from sdcsql.protect.recode import apply_recodes

    con = duckdb.connect()
    view = apply_recodes(con, table(), [recode], SPEC)
    try:
        return con.table(view.name).to_arrow_table()
    finally:
        view.close()


def _pram_matrix_from_the_command_line(text: str) -> Any:
    """--pram-matrix TEXT as the command line reads it: JSON, then the declared check."""
    from sdcsql.options import json_table
    from sdcsql.protect.pram import PRAM_STEP

    return PRAM_STEP.get("pram_matrix").check(json_table(text), "--pram-matrix")


def _io_cases() -> list[Case]:
    """Outputs, reading and writing, the command line's PRAM matrix (issue 24 items 7, 8,
    10, 20): each refused in one line."""
    from sdcsql.pipeline.etl import check_dataset_output

    return [
        Case("asc output whose .rda is the input's .rda", _asc_over_its_rda,
             Error(r"--out '.*s.ASC' \(its .rda '.*s.rda'\) is the input '.*s.rda'")),
        Case("summary over the candidates file",
             outputs("c.json", inputs=("d.csv", "c.json"), touch="c.json"),
             Error(r"--out '.*c.json' is the input '.*c.json'")),
        Case("CSV with a byte that is not UTF-8 after 300 rows",
             lambda t, c: (t / "latin.csv").write_bytes(
                 ("k,a,w\n" + "x,1,2\n" * 300).encode()
                 + f"{SECRET}\xe9,1,{WEIGHT}\n".encode("latin-1")) and (t / "latin.csv", SPEC),
             Error(r"input file '.*latin.csv': line 302 is not UTF-8 text \(byte 1,823 of the "
                   r"file\): save the file as UTF-8")),
        Case("CSV with a ragged row after 300 rows",
             lambda t, c: (csv(t, "rag.csv", "k,a,w\n" + "x,1,2\n" * 300
                               + f"{SECRET},1,{WEIGHT},{SECRET2}\n"), SPEC),
             Error(r"input file '.*rag.csv': line 302 has 4 fields where the header has 3")),
        Case(".asc output with a column name holding a line break and a tag",
             raises(lambda: _write_asc_named("a\n  <WEIGHT>")),
             Error(r"^output '.*t.asc': column 2 \('a\\n  <WEIGHT>'\) cannot be written in a "
                   r"mu-Argus .rda: it holds a blank, a line break")),
        Case(".asc output with a column name starting with '<'",
             raises(lambda: _write_asc_named("<HOUSE_ID>")),
             Error(r"column 2 \('<HOUSE_ID>'\) cannot be written in a mu-Argus .rda: it "
                   r"starts with '<'")),
        Case("--pram-matrix: JSON whose rows do not sum to 1",
             raises(lambda: _pram_matrix_from_the_command_line(
                 '{"k": {"1": {"1": 0.5, "2": 0.4}, "2": {"2": 1}}}')),
             Error(r"^--pram-matrix: 'k': every row must be probabilities >= 0 summing to 1$")),
        Case("band recode whose first break is above the data's minimum",
             raises(lambda: _risk_of_recoded(Recode("a", "bands", breaks=(2, 5)))),
             Error(r"^recode: a value of 'a' is below the first break 2; add a lower break$")),
        Case("map recode with groups spelled as tables in Python",
             lambda t, c: (_recoded_table(Recode("k", "map", groups=[
                 {"to": "X", "from": [SECRET, SECRET2]}])), SPEC),
             Works(values_are("k", "X", "X", "X", fk=(2, 2, 1)))),
        Case("partitioned output named as one .sav file",
             raises(lambda: check_dataset_output("s.sav", ["a"])),
             Error(r"--partition-by: output 's.sav' is one .sav file, and a partitioned output "
                   "is a directory of Parquet files")),
    ]


CORPUS += _io_cases()


def _leak_cases() -> list[Case]:
    """The leak check, derived columns and the standalone release (issue #24): refused in
    one line naming the column or option, never a record value."""
    from sdcsql.protect.release import prepare_release
    from sdcsql.spec import Spec
    from sdcsql.utility.leak_check import check_leak_columns

    people = pa.table({"pid": [1, 2, 3, 4, 5, 6], "hh": [1, 1, 2, 2, 3, 3],
                       "age": [30, 30, 40, 40, 30, 30], "w": [10.0, 10.0, 20.0, 20.0, 10.0, 10.0],
                       "region": [SECRET, SECRET, "b", "b", SECRET, SECRET]})
    suppressed = people.set_column(4, "region", pa.array([None, None, "b", "b", SECRET,
                                                          SECRET]))
    return [
        Case("derived: not COLUMN=SOURCES on the command line",
             raises(lambda: Spec(keys=["k", "a"], derived="eqSS")),
             Error(r"derived: write COLUMN=SOURCE1\+SOURCE2")),
        Case("derived: a source that is not a key",
             raises(lambda: Spec(keys=["k", "a"], derived={"eq": ["zz"]})),
             Error("derived: source 'zz' of 'eq' is not a key")),
        Case("derived: a key declared derived",
             raises(lambda: Spec(keys=["k", "a"], derived={"a": ["k"]})),
             Error("derived: 'a' is a key")),
        Case("derived: the weight declared derived",
             raises(lambda: Spec(keys=["k", "a"], weight="w", derived={"w": ["k"]})),
             Error("derived: 'w' is the weight column")),
        Case("derived: a column not in the input",
             lambda t, c: (table(), spec_(derived={"zz": ["k"]})),
             Error("derived column 'zz' is not in the input")),
        Case("leak_columns: out of range", raises(lambda: check_leak_columns(4, "leak_columns")),
             Error(r"leak_columns: must be 1, 2 or 3")),
        Case("release: the weight gives the suppressed region back",
             raises(lambda: prepare_release(people, suppressed, seed=1, household="hh",
                                            person_id="pid")),
             Error(r"^release: 2 suppressed value\(s\) can be read back .*region 2 of 2 "
                   r"\(.*columns .*w 2")),
        Case("release: repeated person ids in the protected file",
             raises(lambda: prepare_release(
                 people, people.set_column(0, "pid", pa.array([1, 1, 3, 4, 5, 6])), seed=1,
                 person_id="pid")),
             Error(r"person_id: 1 repeated person ids in the protected file \('pid'\)")),
        Case("release: a person id not in the original",
             raises(lambda: prepare_release(
                 people.drop_columns(["pid"]), people, seed=1, person_id="pid")),
             Error("person_id: column 'pid' is not in the original file")),
        Case("release: files that do not pair (another value where present)",
             raises(lambda: prepare_release(people, people.take([1, 0, 2, 3, 4, 5]), seed=1)),
             Error(r"^'pid': 2 record\(s\) differ between the original and the protected")),
        Case("release: changed names a column not in the protected file",
             raises(lambda: prepare_release(people, people, seed=1, changed=["zz"])),
             Error("changed: column 'zz' is not in the protected file")),
    ]


CORPUS += _leak_cases()


@pytest.mark.parametrize("case", CORPUS, ids=[c.id for c in CORPUS])
def test_bad_input_corpus(case: Case, tmp_path: Path) -> None:
    con = duckdb.connect()
    expect = case.expect
    if isinstance(expect, Error):
        with pytest.raises(InputError, match=expect.match):
            run(case, tmp_path, con)
    elif isinstance(expect, Warns):
        with pytest.warns(SdcsqlWarning) as record:
            run(case, tmp_path, con)
        messages = [str(w.message) for w in record]
        assert any(re.search(expect.match, m) for m in messages), messages
        if "weight below 1" in expect.match:
            assert any("clamped to 1" in m for m in messages), messages  # the risk step's warning
    else:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            run(case, tmp_path, con)

