"""Information loss (sdcsql.utility.information_loss): key counts before and after, by hand.

The report's use of these counts (internal and external audiences, against the files
themselves) is checked in tests/present/test_report.py.
"""

from __future__ import annotations

import duckdb
import pytest

from sdcsql import Problem, Spec
from sdcsql.protect.local_suppression import protect
from sdcsql.protect.recode import Recode, apply_recodes
from sdcsql.utility.information_loss import KeyCounts, information_loss, key_counts

DATA = ("SELECT * FROM (VALUES (1, 'a'), (2, 'a'), (3, 'b'), (4, 'b'), (5, 'b'), (NULL, 'c'), "
        "(4, 'd')) t(age, region)")
SPEC = Spec(keys=["age", "region"])


def test_categories_and_missing_before_and_after_a_recode_and_suppression():
    con = duckdb.connect()
    # age bands [0, 3) and [3, inf): 1, 2 -> 0; 3, 4, 5, 4 -> 3; NULL stays NULL
    view = apply_recodes(con, con.sql(DATA), [Recode("age", "bands", breaks=(0, 3))])
    with Problem(DATA, SPEC, con=con) as original, Problem(view.name, SPEC, con=con) as recoded:
        # k = 2: (NULL, c) and (3, d) are unique; for both only suppressing region helps
        # (age is missing in the first; (NULL, d) would still be unique), and then
        # (NULL, NULL) matches all 7 records and (3, NULL) the four with age band 3
        prot = protect(recoded, k=2)
        with Problem(prot.data, SPEC, con=con) as protected:
            loss = information_loss(protected, records=7, protection=prot.summary,
                                    original=original, recoded=recoded)
    assert loss.original == [KeyCounts("age", 5, 1), KeyCounts("region", 4, 0)]
    assert loss.recoded == [KeyCounts("age", 2, 1), KeyCounts("region", 4, 0)]
    assert loss.protected == [KeyCounts("age", 2, 1), KeyCounts("region", 2, 2)]
    assert loss.figures() == {
        "suppressed_values": 2, "records_changed": 2,
        "records_changed_percent": pytest.approx(100 * 2 / 7),
        "categories_lost_by_recoding_or_suppression": {"age": 3, "region": 2}}
    assert loss.key_variables()[1] == {
        "variable": "region", "categories_before": 4, "missing_before": 0,
        "categories_recoded": 4, "missing_recoded": 0, "categories_after": 2,
        "missing_after": 2}
    assert "5 (1) / 2 (1) / 2 (1)" in loss.table()


def test_protected_file_only():
    # what the external report holds: the released file's counts, nothing before
    with Problem(DATA, SPEC) as p:
        assert key_counts(p) == [KeyCounts("age", 5, 1), KeyCounts("region", 4, 0)]
        loss = information_loss(p, records=7)
    assert loss.key_variables() == [{"variable": "age", "categories": 5, "missing": 1},
                                    {"variable": "region", "categories": 4, "missing": 0}]
    assert loss.figures() == {}
    assert loss.categories_lost is None


def test_original_and_recoded_go_together():
    with Problem(DATA, SPEC) as p, pytest.raises(TypeError, match="both"):
        information_loss(p, records=7, original=p)
