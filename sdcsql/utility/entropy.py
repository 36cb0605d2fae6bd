"""Key entropy: the Shannon entropy of each key's categories (seed 003 section 3.5.2.3).

Suppressing a value replaces it by "any category"; when suppression does not depend
on the value, the information lost per suppressed value is the variable's entropy
H(X) = -sum_c p_c log2 p_c over its non-missing values (the entropy-based loss of
seed 003 section 3.5.2.3 with V' = missing).  Local suppression's entropy criterion
(``suppression_weights="entropy"``) uses it as the cost of suppressing a key
(docs/utility/entropy.md).  Template: ``sql/utility/entropy/key_entropy.sql``.

>>> import sdcsql
>>> from sdcsql.utility.entropy import key_entropy
>>> sql = "SELECT * FROM (VALUES (1, 'x'), (2, 'x'), (3, 'y'), (4, 'y')) t(a, b)"
>>> with sdcsql.Problem(sql, sdcsql.Spec(keys=["a", "b"])) as p:
...     key_entropy(p)
[2.0, 1.0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._sql import render

if TYPE_CHECKING:  # pragma: no cover
    from ..interface import ProblemInterface

__all__ = ["key_entropy"]


def key_entropy(problem: ProblemInterface) -> list[float]:
    """Shannon entropy in bits of each key's categories among its non-missing values,
    in the order of ``problem.spec.keys``; 0.0 for a key with one category or missing
    everywhere.  Rounded to 12 decimals: the sum's last bits may depend on the order
    in which the threads add."""
    rows = problem.con.execute(render("utility/entropy/key_entropy.sql", keyed=problem.keyed,
                                      n_keys=problem.n_keys)).fetchall()
    by_key = {int(i): round(float(h or 0.0), 12) for i, h in rows}
    return [by_key.get(i, 0.0) for i in range(len(problem.spec.keys))]
