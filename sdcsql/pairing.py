"""Two files paired record by record by an id column of both: the checks before.

A release pairs the protected file with its original by the person id (in any order,
docs/protect/release.md), and a utility comparison on Spark pairs the original and the
masked file the same way (Spark keeps no record order: docs/utility/measures.md).  Both
refuse, before any work, ids that do not pair: missing or repeated in either file, or
a record of the second file whose id is not in the first
(``sql/frequencies/pair_checks.sql``, one row on either engine).
"""

from __future__ import annotations

from typing import Any

from .errors import InputError

__all__ = ["check_pairing"]


def check_pairing(engine: Any, paired: str, reference: str, column: str, *,
                  names: tuple[str, str] = ("protected", "original"),
                  option: str = "person_id", noun: str = "person id") -> None:
    """Refuse ``paired`` and ``reference`` (relations of ``engine``) unless ``column``
    is present and distinct in both, with every id of ``paired`` in ``reference``;
    ``names`` are the two files' names in the message, ``option`` the option naming
    the column and ``noun`` what its values are."""
    row = engine.query(engine.render("frequencies/pair_checks.sql", protected=paired,
                                     original=reference, person_id=column))[0]
    missing_p, repeated_p, missing_o, repeated_o, unmatched = row.values()
    first, second = names
    for n, what in ((missing_p, f"records with no {noun} in the {first} file"),
                    (repeated_p, f"repeated {noun}s in the {first} file"),
                    (missing_o, f"records with no {noun} in the {second} file"),
                    (repeated_o, f"repeated {noun}s in the {second} file"),
                    (unmatched, f"{first} records whose {noun} is not in the {second}")):
        if n:
            raise InputError(f"{option}: {n:,} {what} ({column!r}); the files are paired by "
                             "it, so it must be present and distinct in both, with the same ids")
