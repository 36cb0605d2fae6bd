"""The leak check's four channels (issue #24): the issue's repros built by hand, and a
plain-Python intruder on random small files.

Independent sources: each hand file's recoverable values are counted in the comments
from the documented rules (docs/utility/leak_check.md); ``intruder`` is those rules
written out over Python lists (no SQL), compared channel by channel with the check on
random files.  Counts are exact integers: tolerance 0.
"""

from __future__ import annotations

import csv
import itertools
import json
import random
from collections import Counter

import duckdb
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import Problem, Spec
from sdcsql.protect.local_suppression import protect
from sdcsql.utility.leak_check import LeakError, check_relations, leak_check
from tests.cli_run import sdcsql

from ..conftest import shared_file


def _load(con: duckdb.DuckDBPyConnection, name: str, columns: dict[str, str],
          rows: list[tuple]) -> None:
    con.execute(f"CREATE TABLE {name} ({', '.join(f'{c} {t}' for c, t in columns.items())})")
    if rows:
        con.executemany(f"INSERT INTO {name} VALUES ({', '.join('?' * len(columns))})", rows)


# ---------------------------------------------------------------- repro 1: "6+"
def _top_coded() -> tuple[list[tuple], list[tuple]]:
    """Two households of each size 1..8 (ids 1..16: size s has ids 2s-1, 2s); hsize
    top-coded: "1".."5", "6+".  The second household of sizes 3, 7 and 8 (ids 6, 14,
    16) has hsize suppressed for every member."""
    original, released = [], []
    row = 0
    for size in range(1, 9):
        for hh in (2 * size - 1, 2 * size):
            code = str(size) if size < 6 else "6+"
            for _ in range(size):
                row += 1
                original.append((row, hh, code))
                released.append((row, hh, None if hh in (6, 14, 16) else code))
    return original, released


def test_a_top_coded_size_comes_back_from_the_member_count():
    original, released = _top_coded()
    con = duckdb.connect()
    for name, rows in (("orig", original), ("rel", released)):
        _load(con, name, {"row": "INTEGER", "hh": "INTEGER", "hsize": "VARCHAR"}, rows)
    with Problem("orig", Spec(keys=["hsize"], household="hh"), con=con) as p:
        check = leak_check(p, "rel", row_column="row", household_column="hh", order=False)
    # 3 + 7 + 8 = 18 suppressed; the count 3 is shown only with "3", 7 and 8 only
    # with "6+": all 18 come back from the member count; the household ids of the
    # suppressed households occur among no shown record: nothing by column
    c = check.by_variable["hsize"]
    assert (c["suppressed"], c["recoverable"], c["by_count"], c["by_columns"]) == (18, 18, 18, 0)
    assert c["counts"] == {"members": 18}
    assert check.recoverable_suppressions == 18
    assert "hsize 18 of 18 (count of members 18)" in check.message()


# ------------------------------------------------------- repro 2: a weight per stratum
def _weighted() -> list[tuple]:
    """12 households of 2 members, region = hh % 4 + 1, w = 100 + 13.25 * region,
    sex alternating, age group hh % 3."""
    return [(2 * (hh - 1) + m + 1, hh, hh % 4 + 1, 100 + 13.25 * (hh % 4 + 1), m, hh % 3)
            for hh in range(1, 13) for m in range(2)]


COLUMNS_W = {"row": "INTEGER", "hh": "INTEGER", "region": "INTEGER", "w": "DOUBLE",
             "sex": "INTEGER", "agegroup": "INTEGER"}


def test_a_weight_per_stratum_gives_the_region_back():
    original = _weighted()
    # region suppressed for both members of households 1, 2 and 7 (6 values)
    released = [(r, hh, None if hh in (1, 2, 7) else reg, w, s, a)
                for r, hh, reg, w, s, a in original]
    con = duckdb.connect()
    _load(con, "orig", COLUMNS_W, original)
    _load(con, "rel", COLUMNS_W, released)
    with Problem("orig", Spec(keys=["region", "sex", "agegroup"], household="hh"),
                 con=con) as p:
        check = leak_check(p, "rel", row_column="row", household_column="hh", order=False)
    # each weight is shown with one region (its own): the 6 suppressed regions come
    # back from w alone; no other member shows them (both suppressed)
    c = check.by_variable["region"]
    assert (c["suppressed"], c["recoverable"], c["by_member"]) == (6, 6, 0)
    assert c["by_columns"] == 6 and c["columns"]["w"] == 6
    assert "region 6 of 6" in check.message() and "columns w 6" in check.message()
    assert "derived" in check.message()    # the hint names w as a column to declare


def test_protect_refuses_a_file_whose_weight_gives_the_region_back():
    """k = 4 with region household-level: today's protect suppressed regions for whole
    households and called the file safe; the weight (one per region) gives them back."""
    rows = [(r, hh, reg, w, s, a) for r, hh, reg, w, s, a in _weighted()]
    rows += [(25, 13, 1, 113.25, 0, 0), (26, 13, 1, 113.25, 1, 0)]   # a rare pattern
    con = duckdb.connect()
    _load(con, "orig", COLUMNS_W, rows)
    spec = Spec(keys=["region", "sex", "agegroup"], household="hh",
                household_variables=["region"])
    with Problem("orig", spec, con=con) as p, pytest.raises(LeakError, match=r"region \d+ of "):
        protect(p, k=4)


# --------------------------------------------------------------- channel (c): ids
def test_a_unique_id_recovers_nothing_and_a_code_does():
    """pid is unique per record: it determines every value among the shown records,
    but a suppressed record's pid never occurs among them; code = 10 * sex + 1
    determines sex."""
    original = [(i, i + 100, i % 2, 10 * (i % 2) + 1) for i in range(1, 9)]
    released = [(i, p, None if i in (3, 4) else s, c) for i, p, s, c in original]
    released_no_code = [(i, p, s, 0) for i, p, s, _ in released]
    cols = {"row": "INTEGER", "pid": "INTEGER", "sex": "INTEGER", "code": "INTEGER"}
    con = duckdb.connect()
    _load(con, "orig", cols, original)
    _load(con, "rel", cols, released)
    _load(con, "rel2", cols, released_no_code)
    with Problem("orig", Spec(keys=["sex"]), con=con) as p:
        with_code = leak_check(p, "rel", row_column="row", order=False, max_columns=1)
        without = leak_check(p, "rel2", row_column="row", order=False, max_columns=1)
    assert with_code.by_variable["sex"]["columns"] == {"code": 2}
    # the constant 0 is shown with both sexes; pid's values 103, 104 are nowhere else
    assert without.by_variable["sex"]["recoverable"] == 0
    assert without.by_variable["sex"]["suppressed"] == 2


# ------------------------------------------------------------ channel (d): order, ids
def test_the_order_and_ids_channel():
    original = [(i, i % 3) for i in range(1, 11)]
    con = duckdb.connect()
    _load(con, "orig", {"row": "INTEGER", "a": "INTEGER"}, original)
    kept = [(i, None if i == 4 else a, i, 1000 + i) for i, a in original]
    # shuffled: positions a fixed permutation, ids in released order
    perm = [3, 7, 1, 10, 2, 9, 5, 8, 6, 4]      # released position of input row i
    shuffled = [(i, None if i == 4 else a, perm[i - 1], 1000 + perm[i - 1])
                for i, a in original]
    cols = {"row": "INTEGER", "a": "INTEGER", "pos": "INTEGER", "pid": "INTEGER"}
    _load(con, "kept", cols, kept)
    _load(con, "shuffled", cols, shuffled)
    with Problem("orig", Spec(keys=["a"]), con=con) as p:
        k = leak_check(p, "kept", row_column="row", position_column="pos", max_columns=1)
        s = leak_check(p, "shuffled", row_column="row", position_column="pos",
                       max_columns=1)
    # kept: the file is in input order and pid ranks the records in input order
    assert k.order["input_order"] and k.order["id_columns"] == ["pid"]
    assert k.by_variable["a"]["by_order"] == 1
    assert k.by_variable["a"]["links"] == {"input order": 1, "pid": 1}
    assert not s.order["input_order"] and s.order["id_columns"] == []
    assert s.by_variable["a"]["by_order"] == 0


# ------------------------------------------------------------- the intruder, by brute
def _text(x: object) -> str | None:
    return None if x is None else str(x)


def intruder(original: list[dict], released: list[dict], variables: list[str],
             columns: list[str], hh: str | None, max_columns: int,
             declared_level: tuple[str, ...] = ()) -> dict[str, dict[str, int]]:
    """The documented rules over lists (a channel or column set determines v when,
    among the records showing v, each of its values comes with one value of v).
    ``original``, ``released``: one dict per record in input order (released ones with
    ``pos``, the released position); values compared as text; ``columns``: the released
    columns the channels read."""
    o = [{k: _text(v) for k, v in r.items()} for r in original]
    y = [{k: _text(v) for k, v in r.items()} for r in released]
    n = len(o)
    in_order = all(int(y[i]["pos"]) == i + 1 for i in range(n))

    def ranked(c: str) -> bool:
        def key(i: int) -> tuple:
            try:
                num = float(y[i][c])
            except ValueError:
                return (1, 0.0, y[i][c])
            return (0, num, y[i][c])
        return sorted(range(n), key=key) == list(range(n))

    ids = [c for c in columns if c != hh and all(y[i][c] is not None for i in range(n))
           and len({y[i][c] for i in range(n)}) == n
           and ((c in o[0] and all(y[i][c] == o[i][c] for i in range(n))) or ranked(c))]
    links = int(in_order) + len(ids)
    members = Counter(y[i][hh] for i in range(n)) if hh else Counter()
    out = {}
    for v in variables:
        supp = [i for i in range(n) if o[i][v] is not None and y[i][v] is None]
        shown = [i for i in range(n) if y[i][v] is not None]
        forms: dict[str, set] = {}
        for j in shown:
            if o[j][v] is not None:
                forms.setdefault(o[j][v], set()).add(y[j][v])
        target = {i: next(iter(forms[o[i][v]])) if len(forms.get(o[i][v], ())) == 1
                  else o[i][v] for i in supp}
        level = v in declared_level
        if hh:
            for side in (o, y):
                groups: dict[str, set] = {}
                for i in range(n):
                    if side[i][hh] is not None and side[i][v] is not None:
                        groups.setdefault(side[i][hh], set()).add(side[i][v])
                level = level or all(len(s) <= 1 for s in groups.values())
        cats = [c for c in columns if c not in (v, hh)
                and 0 < len({y[i][c] for i in range(n)} - {None}) <= 20]
        counts = []                      # each count channel: household -> count

        def count_of(c: str, value: str) -> dict:
            return {h: sum(1 for i in range(n) if y[i][hh] == h and y[i][c] == value)
                    for h in members}
        if hh:
            counts.append(dict(members))
            for c in cats:
                for value in sorted({y[i][c] for i in range(n)} - {None}):
                    counts.append(count_of(c, value))
        others = [c for c in columns if c != v]
        sets = [s for size in range(1, max_columns + 1)
                for s in itertools.combinations(others, size)]
        def determines(value_of, shown=shown, v=v) -> bool:
            """A functional dependency among the records showing v, with two values of v
            or more (a constant is no channel)."""
            groups: dict[object, set] = {}
            for j in shown:
                groups.setdefault(value_of(j), set()).add(y[j][v])
            return (all(len(g) == 1 for g in groups.values())
                    and len(set().union(*groups.values())) >= 2)

        def recovers(same, t, shown=shown, v=v) -> bool:
            """The records showing v in i's group: two or more, all showing t."""
            seen = [y[j][v] for j in shown if same(j)]
            return len(seen) >= 2 and set(seen) == {t}

        fd_counts = [ch for ch in counts if determines(lambda j, ch=ch: ch[y[j][hh]])]
        fd_sets = [s for s in sets if determines(lambda j, s=s: tuple(y[j][c] for c in s))]
        res = Counter()
        for i in supp:
            t = target[i]
            hit = set()
            if hh and level and any(y[j][hh] == y[i][hh] and y[j][v] == t for j in shown):
                hit.add("member")
            for ch in fd_counts:
                if recovers(lambda j, ch=ch, i=i: ch[y[j][hh]] == ch[y[i][hh]], t):
                    hit.add("count")
            for s in fd_sets:
                if recovers(lambda j, s=s, i=i: all(y[j][c] == y[i][c] for c in s), t):
                    hit.add("columns")
            if links:
                hit.add("order")
            res["suppressed"] += 1
            res["recoverable"] += bool(hit)
            for h in hit:
                res[f"by_{h}"] += 1
        out[v] = {k: res[k] for k in ("suppressed", "recoverable", "by_member", "by_count",
                                      "by_columns", "by_order")}
    return out


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 4), st.integers(0, 3), st.integers(0, 2),
                          st.booleans(), st.booleans()), min_size=2, max_size=12),
       st.integers(0, 2**32 - 1), st.booleans(), st.booleans(), st.integers(1, 2))
def test_equals_a_plain_python_intruder_on_random_files(records, seed, shuffle, new_ids,
                                                        max_columns):
    rng = random.Random(seed)
    n = len(records)
    original = []
    for i, (h, a0, b, _, _) in enumerate(records):
        a = (h % 2, (h + i) % 2, None, h % 3)[a0]          # often household-level
        original.append({"row": i + 1, "hh": h, "a": a, "b": b,
                         "w": None if a is None else 10 + (a if rng.random() < 0.8 else 7),
                         "pid": 100 + i})
    pos = list(range(1, n + 1))
    if shuffle:
        rng.shuffle(pos)
    released = []
    for i, (r, (_, _, _, sa, sb)) in enumerate(zip(original, records, strict=True)):
        released.append({"row": r["row"], "pos": pos[i], "hh": r["hh"] + 50,
                         "a": None if sa else r["a"], "b": None if sb else r["b"],
                         "w": r["w"], "pid": 1000 + pos[i] if new_ids else r["pid"]})
    con = duckdb.connect()
    cols = {"row": "INTEGER", "hh": "INTEGER", "a": "INTEGER", "b": "INTEGER",
            "w": "INTEGER", "pid": "INTEGER"}
    _load(con, "orig", cols, [tuple(r[c] for c in cols) for r in original])
    _load(con, "rel", {**cols, "pos": "INTEGER"},
          [tuple(r[c] for c in [*cols, "pos"]) for r in released])
    check = check_relations(con, "orig", "rel", original_row="row", row_column="row",
                            variables=["a", "b"], original_household="hh",
                            household_column="hh", position_column="pos",
                            max_columns=max_columns)
    brute = intruder(original, released, ["a", "b"], ["hh", "a", "b", "w", "pid"], "hh",
                     max_columns)
    got = {v: {k: c[k] for k in brute[v]} for v, c in check.by_variable.items()}
    assert got == brute


# ------------------------------------------------ repro 4: a derived household size
COMPOSITIONS = [(1, 0), (2, 0), (2, 1), (2, 2), (1, 1), (3, 0), (2, 3)]   # adults, children


def _households() -> list[tuple]:
    """30 households; eqSS = 1 + 0.5 (adults - 1) + 0.3 children (the modified OECD
    scale), a function of the members' ages and of the size: (row, hh, hsize, sex,
    age10, eqSS)."""
    rng = random.Random(5)
    rows, r = [], 0
    for hh in range(1, 31):
        a, c = COMPOSITIONS[hh % len(COMPOSITIONS)] if hh != 30 else (3, 2)
        eq = round(1 + 0.5 * (a - 1) + 0.3 * c, 2)
        ages = [rng.randint(20, 70) for _ in range(a)] + [rng.randint(0, 13) for _ in range(c)]
        for m, age in enumerate(ages):
            r += 1
            rows.append((r, hh, a + c, m % 2, age // 10, eq))
    return rows


COLUMNS_EQ = {"row": "INTEGER", "hh": "INTEGER", "hsize": "INTEGER", "sex": "INTEGER",
              "age10": "INTEGER", "eqSS": "DOUBLE"}


def test_an_undeclared_derived_size_is_named_by_the_columns_channel():
    con = duckdb.connect()
    _load(con, "t", COLUMNS_EQ, _households())
    # the cheap hsize is suppressed for unique sizes; eqSS, shown with one size each,
    # gives every one back
    with Problem("t", Spec(keys=["hsize", "sex", "age10"], household="hh"), con=con) as p, \
            pytest.raises(LeakError) as err:
        protect(p, k=2, suppression_weights={"hsize": 0.1})
    line = str(err.value)
    assert "\n" not in line and "columns eqSS" in line
    assert "a column derived from the suppressed ones (eqSS)" in line
    sizes: dict[float, set] = {}
    for *_, hsize, _, _, eq in ((r[0], r[1], r[2], r[3], r[4], r[5])
                                for r in _households()):
        sizes.setdefault(eq, set()).add(hsize)
    assert all(len(v) == 1 for v in sizes.values())      # eqSS determines hsize here


def test_a_declared_derived_column_is_suppressed_with_its_sources():
    rows = _households()
    con = duckdb.connect()
    _load(con, "t", COLUMNS_EQ, rows)
    spec = Spec(keys=["hsize", "sex", "age10"], household="hh", household_variables=["hsize"],
                derived={"eqSS": ["age10", "hsize"]})
    with Problem("t", spec, con=con) as p:
        result = protect(p, k=2)
        out = result.data.fetchall()
        s = result.summary
    # eqSS is household-level: every member of a household where some age10 (or
    # hsize) is suppressed loses it, and nobody else
    touched = {o[1] for o, y in zip(rows, out, strict=True)
               if (o[4] is not None and y[4] is None) or (o[2] is not None and y[2] is None)}
    assert touched
    for o, y in zip(rows, out, strict=True):
        assert (y[5] is None) == (o[1] in touched), o
    assert s.derived_suppressions == {"eqSS": sum(1 for o in rows if o[1] in touched)}
    eq = s.verification["by_variable"]["eqSS"]
    assert eq["suppressed"] == s.derived_suppressions["eqSS"] and eq["recoverable"] == 0
    assert s.verification["recoverable_suppressions"] == 0


def test_eusilc_refuses_in_one_line_or_reports_0(tmp_path):
    """The seeds' protection on eusilc, household-level region and size declared: the
    run either refuses in one line (count, variable, channel) or writes a file whose
    leak check reports 0; then the test's own reading of the written file agrees: no
    suppressed region is shown by the weight (each weight shows one region in eusilc)
    and no size is suppressed (the member count gives it)."""
    data = shared_file("data", "eusilc.csv")
    out, summary = tmp_path / "out.csv", tmp_path / "s.json"
    run = sdcsql("protect", str(data),
                 "--keys", "db040,hsize,rb090,age,pb220a,pl030", "--weight", "rb050",
                 "--household", "db030", "--household-variables", "db040,hsize",
                 "--k", "3", "--out", str(out), "--summary-json", str(summary))
    if run.returncode:
        line, = run.stderr.strip().splitlines()
        assert run.returncode == 1 and "can be read back from the released file" in line
        assert any(w in line for w in ("another member", "count of", "columns", "order/ids"))
        assert not out.exists()
        return
    assert json.loads(summary.read_text())["verification"]["recoverable_suppressions"] == 0
    with open(data, newline="") as fa, open(out, newline="") as fb:
        before, after = list(csv.DictReader(fa)), list(csv.DictReader(fb))
    shown: dict[str, set] = {}
    for r in after:
        if r["db040"]:
            shown.setdefault(r["rb050"], set()).add(r["db040"])
    back = [o for o, r in zip(before, after, strict=True) if not r["db040"]
            and shown.get(r["rb050"]) == {o["db040"]}]
    assert back == []
    assert all(r["hsize"] for r in after)
