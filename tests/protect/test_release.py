"""Release preparation (sdcsql.protect.release; docs/protect/release.md).

Independent source: every new id and the whole record order are recomputed here in
plain Python integers from the documented rule (the splitmix64 finaliser and the
blake2b step codes written out below, not imported from udfs.draws: u(seed, step,
variable, x) = ((mix(key ^ mix(x)) >> 11) + 0.5) / 2^53), and the
suppressions are told from structural missing values by comparing the two input
tables in Python.  Exact: tolerance 0 (integer and text comparisons).  The file is
compared byte for byte between 1 and 2 DuckDB threads.  Hypothesis: households are
kept whole and contiguous, no new household id equals an original one, the released
records are the protected ones (a permutation).
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sdcsql import InputError
from sdcsql.cli import main
from sdcsql.protect.release import RELEASE_STEP, prepare_release
from sdcsql.utility.leak_check import LeakError

M64 = (1 << 64) - 1


def mix(x: int) -> int:
    """The splitmix64 finaliser (Steele, Lea, Flood 2014), on Python integers."""
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def code64(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


def U(seed: int, variable: str, x: object) -> float:
    """The release's draw of id ``x`` (an int, or a text through its blake2b code)."""
    key = mix(mix(mix(seed) ^ code64("release")) ^ code64(variable))
    x = code64(x) if isinstance(x, str) else int(x) & M64
    return ((mix(key ^ mix(x)) >> 11) + 0.5) * 2.0 ** -53


def H(seed: int, step: str, x: object) -> float:
    return U(seed, step, x)


def power_above(*values: float) -> int:
    off = 1
    while off <= max(values):
        off *= 10
    return off


def reference(original: list[dict], protected: list[dict], seed: int, household: str | None,
              person_id: str | None, shuffle: bool, drop=(), codes=None, flags=()):
    """The release by the documented rule, in plain Python."""
    codes = codes or {}
    n = len(protected)
    new_hh = {}
    if household:
        olds = {str(r[household]): r[household] for r in protected}
        off = power_above(len(olds), *(float(h) for h in olds if h.lstrip("-").isdigit()))
        ranked = sorted(olds, key=lambda h: (H(seed, "household", olds[h]), h))
        new_hh = {h: off + i + 1 for i, h in enumerate(ranked)}
    if shuffle:
        order = sorted(range(n), key=lambda i: (
            new_hh[str(protected[i][household])] if household else 0,
            H(seed, "record", i + 1), i + 1))
    else:
        order = list(range(n))
    pid_off = power_above(len({r[person_id] for r in protected}),
                          *(r[person_id] for r in protected)) if person_id else 0
    out = []
    for pos, i in enumerate(order):
        o, p = original[i], protected[i]
        row = []
        for c in p:
            if c in drop:
                continue
            if c == household:
                row.append(new_hh[str(p[c])])
            elif c == person_id:
                row.append(pid_off + pos + 1)
            elif c in codes and o[c] is not None and p[c] is None:
                row.append(codes[c])
            else:
                row.append(p[c])
        for c in flags:
            row.append(int(o[c] is not None and p[c] is None))
        out.append(tuple(row))
    return out


def rows(table: pa.Table) -> list[dict]:
    return table.to_pylist()


# a tiny table: 3 households, a person id encoding the household (eusilc's rb030),
# 'age' suppressed in two records and structurally missing in one
ORIGINAL = pa.table({"hh": [7, 7, 9, 12, 12, 12], "pid": [701, 702, 901, 1201, 1202, 1203],
                     "name": list("abcdef"), "age": [30, 31, None, 40, 41, 5],
                     "sex": ["m", "f", "f", None, "m", "f"]})
PROTECTED = pa.table({"hh": [7, 7, 9, 12, 12, 12], "pid": [701, 702, 901, 1201, 1202, 1203],
                      "name": list("abcdef"), "age": [30, None, None, 40, None, 5],
                      "sex": ["m", "f", None, None, "m", "f"]})


def test_the_tiny_table_by_hand():
    # 3 households, max id 12 -> offset 100; person ids max 1203 -> offset 10000
    r = prepare_release(ORIGINAL, PROTECTED, seed=42, household="hh", person_id="pid",
                        drop=["name"], suppression_codes={"age": -1},
                        suppression_flags=["sex"])
    got = r.relation.fetchall()
    want = reference(rows(ORIGINAL), rows(PROTECTED), 42, "hh", "pid", True, drop=["name"],
                     codes={"age": -1}, flags=["sex"])
    assert got == want
    assert r.columns == ["hh", "pid", "age", "sex", "sex_suppressed"]
    assert sorted({g[0] for g in got}) == [101, 102, 103]
    assert [g[1] for g in got] == [10001, 10002, 10003, 10004, 10005, 10006]
    # age: 2 suppressed (-1), 1 structural missing stays NULL; sex: 1 flagged
    assert sorted(g[2] for g in got if g[2] is not None and g[2] < 0) == [-1, -1]
    assert sum(g[2] is None for g in got) == 1
    assert sum(g[4] for g in got) == 1 and sum(g[3] is None for g in got) == 2
    assert r.to_json()["marks"] == {"age": {"code": -1, "count": 2}}
    assert r.to_json()["flags"] == {"sex": 1}
    assert "seed" not in r.to_json()


def test_no_shuffle_keeps_the_input_order():
    r = prepare_release(ORIGINAL, PROTECTED, seed=5, household="hh", shuffle=False,
                        accept_leaks=True)
    want = reference(rows(ORIGINAL), rows(PROTECTED), 5, "hh", None, False)
    assert r.relation.fetchall() == want
    # the input order pairs the release with the original: every suppression leaks
    # (the leak check's order channel), accepted here
    leak = r.verification["leak_check"]
    assert leak["order"]["input_order"] and leak["leaks_accepted"]
    assert leak["by_channel"]["order"] == leak["suppressed_values"] > 0
    assert [x[2] for x in want] == list("abcdef")


def test_without_household_the_order_is_by_the_record_hash():
    r = prepare_release(ORIGINAL, PROTECTED, seed=11, person_id="pid",
                        accept_leaks=True)   # the name column links back
    assert r.relation.fetchall() == reference(rows(ORIGINAL), rows(PROTECTED), 11, None,
                                              "pid", True)


def test_text_household_ids():
    o = pa.table({"hh": ["x1", "x1", "b", "zz"], "v": [1, 2, 3, 4]})
    r = prepare_release(o, o, seed=3, household="hh")
    # no numeric id: offset is the power of 10 above the 3 households
    assert r.relation.fetchall() == reference(rows(o), rows(o), 3, "hh", None, True)
    assert r.household == {"column": "hh", "households": 3, "first_id": 11}


def _synthetic(n_households: int, seed: int) -> tuple[pa.Table, pa.Table]:
    rnd = random.Random(seed)
    hh, pid, age, inc = [], [], [], []
    for h in range(1, n_households + 1):
        for m in range(1, rnd.randint(1, 5) + 1):
            hh.append(h)
            pid.append(100 * h + m)
            age.append(rnd.choice([None] + list(range(90))))
            inc.append(rnd.randint(0, 9) * 1000)
    prot_age = [None if a is not None and rnd.random() < 0.1 else a for a in age]
    o = pa.table({"hh": hh, "pid": pid, "age": age, "inc": inc})
    p = pa.table({"hh": hh, "pid": pid, "age": prot_age, "inc": inc})
    return o, p


def test_the_same_bytes_for_1_and_2_threads_and_the_reference(tmp_path: Path):
    o, p = _synthetic(3000, 1)
    files = []
    for threads in (1, 2):
        con = duckdb.connect()
        con.execute(f"SET threads = {threads}")
        out = tmp_path / f"release{threads}.csv"
        r = prepare_release(o, p, seed=2024, household="hh", person_id="pid",
                            suppression_codes={"age": 999}, output=out, con=con)
        files.append(out.read_bytes())
        assert r.relation.fetchall() == reference(rows(o), rows(p), 2024, "hh", "pid", True,
                                                  codes={"age": 999})
    assert files[0] == files[1]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 60), min_size=1, max_size=40), st.integers(0, 2**31))
def test_households_whole_contiguous_and_not_linkable(hh_ids: list[int], seed: int):
    t = pa.table({"hh": hh_ids, "v": list(range(len(hh_ids)))})
    got = prepare_release(t, t, seed=seed, household="hh").relation.fetchall()
    assert sorted(v for _, v in got) == list(range(len(hh_ids)))
    members = {}
    for h, v in zip(hh_ids, range(len(hh_ids)), strict=True):
        members.setdefault(h, set()).add(v)
    new = {}
    for h, v in got:
        new.setdefault(h, set()).add(v)
    assert sorted(map(sorted, new.values())) == sorted(map(sorted, members.values()))
    seen = [h for i, (h, _) in enumerate(got) if i == 0 or got[i - 1][0] != h]
    assert len(seen) == len(set(seen))              # contiguous
    assert not set(new) & set(hh_ids)               # no original id survives


def test_different_seeds_give_different_ids():
    o, p = _synthetic(50, 2)
    a = prepare_release(o, p, seed=1, household="hh", accept_leaks=True).relation.fetchall()
    b = prepare_release(o, p, seed=2, household="hh", accept_leaks=True).relation.fetchall()
    assert a != b


@pytest.mark.parametrize(("options", "message"), [
    ({}, "seed: a random method needs a seed"),
    ({"seed": -1}, "seed: must be an integer from 0 to 2\\^64 - 1"),
    ({"seed": 1, "drop": ["nope"]}, "drop: column 'nope' is not in the protected file"),
    ({"seed": 1, "household": "name", "accept_leaks": True}, None),
    ({"seed": 1, "suppression_codes": {"age": 30}},
     "suppression_codes: the code of 'age' is a value of 'age' in 1 records"),
    ({"seed": 1, "suppression_codes": {"age": "x"}},
     "suppression_codes: the code of 'age' is not a value of its type"),
    ({"seed": 1, "suppression_codes": {"age": -1}, "suppression_flags": ["age"]},
     "'age': give a suppression code or a flag, not both"),
    ({"seed": 1, "household": "hh", "drop": ["hh"]}, "'hh': a dropped column cannot"),
    ({"seed": 1, "household": "age"}, "household: 3 records have no household id"),
])
def test_bad_input_is_refused_before_any_output(tmp_path: Path, options, message):
    out = tmp_path / "r.csv"
    if message is None:      # a text household id is fine
        prepare_release(ORIGINAL, PROTECTED, output=out, **options)
        assert out.exists()
        return
    with pytest.raises(InputError, match=message.replace("(", r"\(")):
        prepare_release(ORIGINAL, PROTECTED, output=out, **options)
    assert not out.exists()


def test_record_counts_must_match():
    with pytest.raises(InputError, match="protected file: 5 records, the original has 6"):
        prepare_release(ORIGINAL, PROTECTED.slice(0, 5), seed=1)


def test_a_double_household_id_is_refused():
    t = pa.table({"hh": [1.0, 2.0]})
    with pytest.raises(InputError, match="'hh': ids must be integers or texts"):
        prepare_release(t, t, seed=1, household="hh")


def test_the_command(tmp_path: Path, capsys):
    orig, prot, out = tmp_path / "o.csv", tmp_path / "p.csv", tmp_path / "r.csv"
    orig.write_text("hh,pid,age\n1,101,30\n1,102,31\n2,201,\n")
    prot.write_text("hh,pid,age\n1,101,30\n1,102,\n2,201,\n")
    assert main(["release", str(orig), str(prot), "--seed", "3", "--household", "hh",
                 "--person-id", "pid", "--suppression-codes", "age=-9", "--no-shuffle",
                 "--accept-leaks",
                 "--out", str(out)]) == 0
    # 2 households, max id 2 -> 11, 12 in hash order; person ids max 201 -> 1001..
    first = sorted(["1", "2"], key=lambda h: (H(3, "household", int(h)), h))
    new = {h: 11 + i for i, h in enumerate(first)}
    assert out.read_text() == (f"hh,pid,age\n{new['1']},1001,30\n{new['1']},1002,-9\n"
                               f"{new['2']},1003,\n")
    assert "suppressed age: 1" in capsys.readouterr().out


def test_the_options_are_declared_once():
    assert RELEASE_STEP.names("own") == ("seed", "drop", "household", "person_id", "shuffle",
                                         "suppression_codes", "suppression_flags", "changed",
                                         "accept_leaks", "leak_columns")


def test_two_releases_on_one_connection_keep_their_own_relations(tmp_path: Path):
    con = duckdb.connect()
    a = prepare_release(ORIGINAL, PROTECTED, seed=1, household="hh", con=con,
                        accept_leaks=True)   # pid and name kept: they link back
    b = prepare_release(ORIGINAL, PROTECTED, seed=2, household="hh", con=con,
                        accept_leaks=True)
    assert a.relation.fetchall() == reference(rows(ORIGINAL), rows(PROTECTED), 1, "hh",
                                              None, True)
    assert b.relation.fetchall() == reference(rows(ORIGINAL), rows(PROTECTED), 2, "hh",
                                              None, True)


def test_parquet_the_same_bytes_for_1_and_2_threads(tmp_path: Path):
    o, p = _synthetic(500, 3)
    files = []
    for threads in (1, 2):
        con = duckdb.connect()
        con.execute(f"SET threads = {threads}")
        out = tmp_path / f"release{threads}.parquet"
        prepare_release(o, p, seed=9, household="hh", person_id="pid",
                        suppression_flags=["age"], output=out, con=con)
        files.append(out.read_bytes())
    assert files[0] == files[1]


def test_nothing_is_left_on_the_connection_but_the_release_until_close():
    con = duckdb.connect()

    def objects() -> set[str]:
        return {r[0] for r in con.execute(
            "SELECT table_name FROM duckdb_tables() UNION ALL "
            "SELECT view_name FROM duckdb_views() WHERE NOT internal").fetchall()}

    before = objects()
    with pytest.raises(LeakError):      # the name links every record back: refused
        prepare_release(ORIGINAL, PROTECTED, seed=4, household="hh", person_id="pid",
                        suppression_codes={"age": -1}, con=con)
    assert objects() == before
    r = prepare_release(ORIGINAL, PROTECTED, seed=4, household="hh", person_id="pid",
                        suppression_codes={"age": -1}, drop=["name"], con=con)
    assert objects() == {r.name}
    assert "__sdc_row" not in r.columns
    r.close()
    assert objects() == set()
    with pytest.raises(InputError):
        prepare_release(ORIGINAL, PROTECTED, seed=4, suppression_codes={"age": 30}, con=con)
    assert objects() == set()


def test_a_connection_that_may_reorder_rows_gives_the_same_release():
    o, p = _synthetic(300, 4)
    con = duckdb.connect()
    con.execute("SET preserve_insertion_order = false")
    r = prepare_release(o, p, seed=8, household="hh", person_id="pid",
                        suppression_codes={"age": 999}, con=con)
    assert r.relation.fetchall() == reference(rows(o), rows(p), 8, "hh", "pid", True,
                                              codes={"age": 999})
    setting = con.execute("SELECT current_setting('preserve_insertion_order')").fetchall()
    assert setting == [(False,)]
