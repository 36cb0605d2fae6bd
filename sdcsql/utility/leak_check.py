"""The leak check: which suppressed values can be read back from the released file.

A value (i, v) is *suppressed* when the protect step's input has it (present after
the user missing codes: a structural missing value is never a suppression) and the
released file shows it missing or as a suppression mark.  It is *recoverable* when

* (member) v is household-level -- the same value for every member of every
  household (seed 000 section 7) -- and another record with the same released
  household id shows that same value, unmarked; or
* (count) v is a household size -- equal to the number of members of every
  household -- and the number of released records sharing i's household id equals
  it (seed 002 section 8.2: the size "can be desumed as consequence of the
  hierarchical structure").

Household-level and size variables are the declared ones (``household_variables``,
``household_size``) together with those found in the input itself: the check trusts
the data, not the spec.  ``recoverable_suppressions`` counts the recoverable (i, v);
a value recoverable both ways counts once.  Set-based SQL (equi-joins, GROUP BY;
``sql/utility/leak_check/``).  Local suppression runs it on every protected file and
refuses a file that leaks unless ``accept_leaks`` (docs/utility/leak_check.md).

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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._sql import render
from ..data import Result
from ..errors import InputError

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["LeakCheck", "LeakError", "detect_household_variables", "leak_check"]


class LeakError(InputError):
    """The protected file gives suppressed values back (the leak check); nothing was
    written.  Declare the variables (``household_variables``, ``household_size``) or
    pass ``accept_leaks``."""


@dataclass(frozen=True)
class LeakCheck(Result):
    """The leak check of a released file (the verification summary's part)."""

    recoverable_suppressions: int   #: suppressed values the release gives back
    suppressed_values: int          #: values present before and missing or marked after
    #: by key: {"suppressed", "recoverable", "by_member", "by_count"}
    by_variable: dict[str, dict[str, int]]
    household_variables: list[str]  #: household-level keys (declared or found in the data)
    size_variables: list[str]       #: household sizes (declared or found in the data)
    household_column: str | None    #: the released household id (None: no member/count channel)
    leaks_accepted: bool = False
    marks: dict[str, Any] = field(default_factory=dict)

    def message(self) -> str:
        """One line naming each leaking variable and its count."""
        parts = []
        for v, c in self.by_variable.items():
            if c["recoverable"]:
                how = []
                if c["by_member"]:
                    how.append(f"{c['by_member']:,} shown by another member of the household")
                if c["by_count"]:
                    how.append(f"{c['by_count']:,} equal to the count of members with the "
                               "same household id")
                parts.append(f"{v} {c['recoverable']:,} of {c['suppressed']:,} "
                             f"({'; '.join(how)})")
        return (f"{self.recoverable_suppressions:,} suppressed value(s) can be read back from "
                f"the released file: {', '.join(parts)}")

    def table(self) -> str:
        from ..risk.threshold import two_columns

        rows = [("recoverable suppressions", f"{self.recoverable_suppressions:,}"),
                ("suppressed values", f"{self.suppressed_values:,}"),
                ("household id released", self.household_column or "none"),
                ("household-level variables", ", ".join(self.household_variables) or "none"),
                ("household sizes", ", ".join(self.size_variables) or "none")]
        rows += [(f"  {v}", f"{c['recoverable']:,} of {c['suppressed']:,} "
                  f"(member {c['by_member']:,}, count {c['by_count']:,})")
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
    rows = problem.con.execute(render("utility/leak_check/detect.sql", keyed=problem.keyed,
                                      n_keys=len(keys))).fetchall()
    level = {int(i): bool(h) for i, h, _ in rows}
    size = {int(i): bool(s) for i, _, s in rows}
    return ([k for i, k in enumerate(keys) if level.get(i)],
            [k for i, k in enumerate(keys) if size.get(i)])


def leak_check(problem: ProblemInterface, released: str, *, row_column: str,
               household_column: str | None = None, columns: Sequence[str] | None = None,
               household_variables: Sequence[str] = (), size_variables: Sequence[str] = (),
               marks: Mapping[str, Any] | None = None) -> LeakCheck:
    """Check the released relation ``released`` against the problem's input.

    ``problem``: the protect step's input (its keyed view gives the values before,
    user missing codes as NULL); ``released``: a relation with the key columns (by
    the names ``columns``, default the spec's keys), ``row_column`` (the input row
    number, from 1, as the keyed view's ``__sdc_row``) and the released household id
    ``household_column`` (None: the release carries none, so nothing is recoverable
    by member or count).  ``household_variables``, ``size_variables``: declared ones,
    added to those found in the input; ``marks``: {key: the code the release writes
    for a suppressed value}.
    """
    keys = list(problem.spec.keys)
    names = list(columns) if columns is not None else keys
    found_level, found_size = detect_household_variables(problem)
    level = [k for k in keys if k in found_level or k in household_variables
             or k in size_variables or k in found_size]
    size = [k for k in keys if k in found_size or k in size_variables]
    marks = dict(marks or {})
    marked = [keys.index(k) for k in marks]
    con = problem.con
    pairs = problem.create("TABLE", problem.name("leak_pairs"), render(
        "utility/leak_check/pairs.sql", keyed=problem.keyed, released=released,
        row_column=row_column, columns=names, household=household_column, marked=marked),
        {f"mark_{i}": str(marks[keys[i]]) for i in marked} or None)
    rows = con.execute(render(
        "utility/leak_check/leaks.sql", pairs=pairs, n_vars=len(keys),
        household_level=[keys.index(k) for k in level],
        size_variables=[keys.index(k) for k in size])).fetchall()
    by_variable = {keys[int(i)]: {"suppressed": int(s), "recoverable": int(r),
                                  "by_member": int(m), "by_count": int(c)}
                   for i, s, r, m, c in rows}
    return LeakCheck(
        recoverable_suppressions=sum(c["recoverable"] for c in by_variable.values()),
        suppressed_values=sum(c["suppressed"] for c in by_variable.values()),
        by_variable=by_variable, household_variables=level, size_variables=size,
        household_column=household_column, marks=marks)
