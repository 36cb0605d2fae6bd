"""The leak check (sdcsql.utility.leak_check), against a hand-worked file and a brute force.

Independent sources: the 8-record household file below, counted by hand (comments);
``brute_leaks``, the definition written out over Python lists (no SQL); eusilc
protected by today's k = 3 scan.  Counts are exact integers: tolerance 0.
"""

from __future__ import annotations

import csv
from collections import Counter

import duckdb
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from sdcsql import Problem, Spec
from sdcsql.protect.local_suppression import protect
from sdcsql.utility.leak_check import LeakError, detect_household_variables, leak_check

from ..conftest import shared_file


def _eusilc() -> str:
    """eusilc from ../shared (skipped without it)."""
    return str(shared_file("data", "eusilc.csv"))

EUSILC_KEYS = ["db040", "hsize", "rb090", "age", "pb220a", "pl030"]

# Households A = rows 1-3, B = 4-5, C = 6, D = 7-8.  region is household-level, hsize
# is the member count, sex varies within B, age is personal; row 8's age is missing in
# the input (structural: never a suppression).
ORIGINAL = [  # row, hh, region, hsize, sex, age
    (1, "A", "N", 3, "m", 30), (2, "A", "N", 3, "f", 31), (3, "A", "N", 3, "m", 5),
    (4, "B", "S", 2, "m", 40), (5, "B", "S", 2, "f", 41), (6, "C", "E", 1, "f", 70),
    (7, "D", "N", 2, "m", 20), (8, "D", "N", 2, "m", None)]
# The release: suppressions as NULL; row 7's region as the code "-9" (a mark).
RELEASED = [
    (1, "A", None, 3, "m", 30), (2, "A", "N", None, "f", 31), (3, "A", "N", 3, "m", None),
    (4, "B", None, 2, "m", 40), (5, "B", None, 2, "f", 41), (6, "C", None, None, "f", 70),
    (7, "D", "-9", 2, "m", 20), (8, "D", "N", 2, "m", None)]
COLUMNS = ("row", "hh", "region", "hsize", "sex", "age")


def _table(con: duckdb.DuckDBPyConnection, name: str, rows: list[tuple]) -> None:
    con.execute(f"CREATE TABLE {name} (row INTEGER, hh VARCHAR, region VARCHAR, "
                "hsize INTEGER, sex VARCHAR, age INTEGER)")
    con.executemany(f"INSERT INTO {name} VALUES (?, ?, ?, ?, ?, ?)", rows)


def _number(value: object) -> float | None:
    try:
        return float(value)  # type: ignore[arg-type]
    except ValueError:
        return None


def brute_leaks(original: list[tuple], released: list[tuple], hh: int | None,
                variables: list[int], marks: dict[int, str] | None = None) -> dict[int, tuple]:
    """The definition over lists: per variable (suppressed, recoverable, member, count).

    Household-level and size variables are found in ``original`` (households by the
    original id at ``hh``); the released household id is at the same position."""
    marks = marks or {}

    def shown(row: tuple, v: int) -> object:
        value = row[v]
        return None if value is None or (v in marks and str(value) == marks[v]) else value

    out: dict[int, tuple] = {}
    members = Counter(r[hh] for r in released) if hh is not None else Counter()
    for v in variables:
        by_hh: dict[object, set] = {}
        for r in original:
            if r[v] is not None:
                by_hh.setdefault(r[hh] if hh is not None else None, set()).add(r[v])
        level = hh is not None and all(len(s) == 1 for s in by_hh.values())
        sizes = Counter(r[hh] for r in original) if hh is not None else Counter()
        size = level and bool(by_hh) and all(
            _number(r[v]) == sizes[r[hh]] for r in original if r[v] is not None)
        supp = rec = mem = cnt = 0
        for i, (o, y) in enumerate(zip(original, released, strict=True)):
            if o[v] is None or shown(y, v) is not None:
                continue
            supp += 1
            m = level and any(j != i and y2[hh] == y[hh] and shown(y2, v) is not None
                              and str(shown(y2, v)) == str(o[v])
                              for j, y2 in enumerate(released))
            c = size and _number(o[v]) == members[y[hh]]
            mem, cnt, rec = mem + bool(m), cnt + bool(c), rec + bool(m or c)
        out[v] = (supp, rec, mem, cnt)
    return out


def test_hand_worked_household_file():
    con = duckdb.connect()
    _table(con, "orig", ORIGINAL)
    _table(con, "rel", RELEASED)
    spec = Spec(keys=["region", "hsize", "sex", "age"], household="hh")
    with Problem("orig", spec, con=con) as p:
        # region: constant in A, B, C, D; hsize: 3, 2, 1, 2 = the member counts
        assert detect_household_variables(p) == (["region", "hsize"], ["hsize"])
        check = leak_check(p, "rel", row_column="row", household_column="hh",
                           marks={"region": "-9"})
        none = leak_check(p, "rel", row_column="row", household_column=None,
                          marks={"region": "-9"})
    # region: suppressed in rows 1, 4, 5, 6, 7 (row 7 marked); row 1 is shown by rows 2, 3
    # of A, row 7 by row 8 of D; B has both suppressed, C has one member: 2 recoverable.
    # hsize: rows 2 and 6 suppressed; A has 3 released rows (and rows 1, 3 show 3), C has
    # 1: both recoverable, row 2 by member and count (counted once).
    # age: row 3 suppressed, personal: 0; row 8 missing before, not a suppression.
    assert check.by_variable == {
        "region": {"suppressed": 5, "recoverable": 2, "by_member": 2, "by_count": 0},
        "hsize": {"suppressed": 2, "recoverable": 2, "by_member": 1, "by_count": 2},
        "sex": {"suppressed": 0, "recoverable": 0, "by_member": 0, "by_count": 0},
        "age": {"suppressed": 1, "recoverable": 0, "by_member": 0, "by_count": 0}}
    assert (check.suppressed_values, check.recoverable_suppressions) == (8, 4)
    assert check.household_variables == ["region", "hsize"]
    assert check.size_variables == ["hsize"]
    # without a released household id nothing is recoverable by member or count
    assert none.recoverable_suppressions == 0 and none.suppressed_values == 8
    # the brute force agrees on the same file
    brute = brute_leaks(ORIGINAL, RELEASED, 1, [2, 3, 4, 5], marks={2: "-9"})
    assert {COLUMNS[v]: t for v, t in brute.items()} == {
        k: (c["suppressed"], c["recoverable"], c["by_member"], c["by_count"])
        for k, c in check.by_variable.items()}
    assert "region 2 of 5" in check.message() and "hsize 2 of 2" in check.message()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2), st.integers(0, 2),
                          st.booleans(), st.booleans()), min_size=1, max_size=14))
def test_equals_the_brute_force_on_random_files(records):
    # hh, a (h % 2: household-level; or (h + i) % 2: perhaps not; or missing), b (free,
    # sometimes the member count by chance), suppress a?, suppress b?
    original = [(i + 1, h, (h % 2, (h + i) % 2, None)[a0], b)
                for i, (h, a0, b, _, _) in enumerate(records)]
    assume(any(r[2] is not None for r in original))  # a key missing everywhere is refused
    released = [(r[0], r[1], None if sa else r[2], None if sb else r[3])
                for r, (_, _, _, sa, sb) in zip(original, records, strict=True)]
    con = duckdb.connect()
    for name, rows in (("orig", original), ("rel", released)):
        con.execute(f"CREATE TABLE {name} (row INTEGER, hh INTEGER, a INTEGER, b INTEGER)")
        con.executemany(f"INSERT INTO {name} VALUES (?, ?, ?, ?)", rows)
    with Problem("orig", Spec(keys=["a", "b"], household="hh"), con=con) as p:
        check = leak_check(p, "rel", row_column="row", household_column="hh")
    brute = brute_leaks(original, released, 1, [2, 3])
    assert {"a": brute[2], "b": brute[3]} == {
        k: (c["suppressed"], c["recoverable"], c["by_member"], c["by_count"])
        for k, c in check.by_variable.items()}


def _eusilc_rows() -> list[dict[str, str]]:
    with open(_eusilc(), newline="") as fh:
        return list(csv.DictReader(fh))


def test_eusilc_today_leaks_and_protect_refuses_it():
    spec = Spec(keys=EUSILC_KEYS, weight="rb050", household="db030")
    source = f"SELECT * FROM read_csv('{_eusilc()}')"
    with Problem(source, spec) as p, pytest.raises(LeakError, match=r"db040 \d+ of .*hsize"):
        protect(p, k=3)
    with Problem(source, spec) as p:
        result = protect(p, k=3, accept_leaks=True)
        out = result.data.fetchall()
        names = result.data.columns
    rows = _eusilc_rows()
    original = [tuple(None if r[c] in ("", "NA") else r[c] for c in names) for r in rows]
    released = [tuple(None if v is None else str(v) for v in r) for r in out]
    # the CSV's numbers as text: "3" in both files (integer columns)
    hh = names.index("db030")
    brute = brute_leaks(original, released, hh, [names.index(k) for k in EUSILC_KEYS])
    verification = result.summary.verification
    assert verification["leaks_accepted"] is True
    for k in EUSILC_KEYS:
        supp, rec, mem, cnt = brute[names.index(k)]
        assert verification["by_variable"][k] == {
            "suppressed": supp, "recoverable": rec, "by_member": mem, "by_count": cnt}, k
    total = sum(b[1] for b in brute.values())
    assert total > 0 and verification["recoverable_suppressions"] == total
    # every suppressed hsize comes back by counting the members (hsize = member count)
    hs = brute[names.index("hsize")]
    assert hs[0] > 0 and hs[3] == hs[0]



def test_a_leaking_protect_run_is_a_user_error_exit_1(tmp_path, capsys):
    """The CLI refuses a leaking file as it refuses bad input: one line naming the
    variables, exit 1, nothing written (declare the variables or accept the leak)."""
    from sdcsql.cli import main

    out = tmp_path / "out.csv"
    code = main(["protect", _eusilc(), "--keys", ",".join(EUSILC_KEYS), "--weight", "rb050",
                 "--household", "db030", "--k", "3", "--out", str(out)])
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert code == 1 and not out.exists() and list(tmp_path.iterdir()) == []
    assert len(err) == 1 and "db040" in err[0] and "hsize" in err[0]
