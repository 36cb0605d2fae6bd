"""Information loss: what a protection took from the key variables, in counts.

Seed 000 section 7.5 (mu-Argus's report on the safe file lists each key variable
with its "No of categories (missings)"), and the simplest measures of seed 003
section 3.5 (counts of changed values): per key, the number of categories and of
missing values in the original input (before recodes), after the recodes, and in the
protected file; the values suppressed and the records changed.  The release report
(docs/present/report.md) shows them.  Template:
``sql/utility/information_loss/key_summary.sql`` (docs/utility/information_loss.md).

>>> import sdcsql
>>> from sdcsql.utility.information_loss import information_loss
>>> sql = "SELECT * FROM (VALUES (1, 'x'), (2, 'x'), (2, NULL)) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     information_loss(p, records=3).key_variables()
[{'variable': 'a', 'categories': 2, 'missing': 0}, {'variable': 'b', 'categories': 1, 'missing': 1}]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ..data import Result

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["InformationLossResult", "KeyCounts", "Suppressions", "information_loss",
           "key_counts"]


class KeyCounts(NamedTuple):
    """One key variable's number of categories (distinct non-missing values) and of
    missing values (records where it is NULL after the user missing codes)."""

    variable: str
    categories: int
    missing: int


def key_counts(problem: ProblemInterface) -> list[KeyCounts]:
    """Categories and missing values of each key of ``problem``, in the spec's order."""
    engine = problem.engine      # either engine: one aggregate per key, a row each
    rows = engine.query(engine.render("utility/information_loss/key_summary.sql",
                                      keyed=problem.keyed, n_keys=len(problem.spec.keys)))
    return [KeyCounts(problem.spec.keys[int(r["key"])], int(r["categories"]),
                      int(r["missing"])) for r in rows]


class Suppressions(Protocol):
    """What the information loss reads of a protection's summary (a local
    suppression's :class:`~sdcsql.protect.local_suppression.ProtectSummary`)."""

    suppressions_total: int
    records_changed: int


@dataclass(frozen=True)
class InformationLossResult(Result):
    """Key counts per stage and the suppression counts of one protection.

    ``original`` and ``recoded`` are None when only the protected file was counted
    (the external report: nothing about the unprotected input); ``suppressed_values``
    and ``records_changed`` are None when nothing was suppressed by a protect step.
    """

    protected: list[KeyCounts]            #: the protected (released) file
    records: int                          #: records of the protected file
    original: list[KeyCounts] | None = None   #: the input, before recodes
    recoded: list[KeyCounts] | None = None    #: after the recodes, before protection
    suppressed_values: int | None = None
    records_changed: int | None = None

    @property
    def categories_lost(self) -> dict[str, int] | None:
        """Categories lost per key from the original input to the protected file."""
        if self.original is None:
            return None
        return {o.variable: o.categories - a.categories
                for o, a in zip(self.original, self.protected, strict=True)}

    def key_variables(self) -> list[dict[str, Any]]:
        """The report's key-variable rows: the three stages when the input was counted,
        else the protected file's counts."""
        if self.original is None or self.recoded is None:
            return [a._asdict() for a in self.protected]
        return [{"variable": o.variable, "categories_before": o.categories,
                 "missing_before": o.missing, "categories_recoded": r.categories,
                 "missing_recoded": r.missing, "categories_after": a.categories,
                 "missing_after": a.missing}
                for o, r, a in zip(self.original, self.recoded, self.protected, strict=True)]

    def figures(self) -> dict[str, Any]:
        """The report's information-loss figures this run has."""
        out: dict[str, Any] = {}
        if self.records_changed is not None:
            out["suppressed_values"] = self.suppressed_values
            out["records_changed"] = self.records_changed
            out["records_changed_percent"] = (100.0 * self.records_changed / self.records
                                              if self.records else 0.0)
        lost = self.categories_lost
        if lost is not None:
            out["categories_lost_by_recoding_or_suppression"] = lost
        return out

    def to_json(self) -> dict[str, Any]:
        return {"key_variables": self.key_variables(), "information_loss": self.figures()}

    def table(self) -> str:
        from ..risk.threshold import two_columns

        if self.original is None or self.recoded is None:
            rows = [("key variable", "categories (missing)")]
            rows += [(a.variable, f"{a.categories} ({a.missing})") for a in self.protected]
        else:
            rows = [("key variable", "categories (missing): input / recoded / protected")]
            rows += [(o.variable, " / ".join(f"{c.categories} ({c.missing})" for c in (o, r, a)))
                     for o, r, a in zip(self.original, self.recoded, self.protected,
                                        strict=True)]
        rows += [(k.replace("_", " "), str(v)) for k, v in self.figures().items()
                 if not isinstance(v, dict)]
        return two_columns(rows)


def information_loss(protected: ProblemInterface, *, records: int,
                     protection: Suppressions | None = None,
                     original: ProblemInterface | None = None,
                     recoded: ProblemInterface | None = None) -> InformationLossResult:
    """Count the categories and missing values of the keys of ``protected`` (and of
    ``original`` and ``recoded`` when given: both or neither), and take the suppressed
    values and changed records of ``protection``; ``records``: the protected file's."""
    if (original is None) != (recoded is None):
        raise TypeError("information_loss: give both original and recoded, or neither")
    return InformationLossResult(
        protected=key_counts(protected), records=records,
        original=key_counts(original) if original is not None else None,
        recoded=key_counts(recoded) if recoded is not None else None,
        suppressed_values=protection.suppressions_total if protection is not None else None,
        records_changed=protection.records_changed if protection is not None else None)
