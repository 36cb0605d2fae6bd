"""CTBIL: contingency-table-based information loss (seed 003 section 3.5.2, formula 3.7).

For categorical variables W and a dimension K: the sum, over every subset of W of
1..K variables, of the absolute differences between the cells of its contingency
table in the original file and in the masked file (a missing value is a category).
Also the number of tables, the number of cells (per table the product of the
categories present in either file), CTBIL per cell (the seed's normalisation) and a
bounded form in [0, 1]: CTBIL / (2 N tables), N the records (or the sum of the weights;
each table moves by at most 2N).  Templates ``sql/utility/ctbil/table_differences.sql``
(one GROUPING SETS scan per file) and ``categories_either.sql``
(docs/utility/ctbil.md).

>>> import duckdb
>>> from sdcsql.utility.ctbil import ctbil
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TABLE a AS SELECT * FROM (VALUES ('x'), ('y')) t(k)")
>>> _ = con.execute("CREATE TABLE b AS SELECT * FROM (VALUES ('x'), (NULL)) t(k)")
>>> ctbil(con, "a", "b", ["k"], dimension=1).value      # y: 1 -> 0, NA: 0 -> 1
2.0
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any

from ..data import Result
from ..engines import engine_of
from ..errors import InputError

__all__ = ["CtbilResult", "ctbil"]


@dataclass(frozen=True)
class CtbilResult(Result):
    """CTBIL of the variables up to the dimension."""

    value: float            #: CTBIL (3.7)
    tables: int             #: subsets of 1..K variables
    cells: int              #: sum over the tables of the product of categories
    per_cell: float | None  #: value / cells
    bounded: float | None   #: value / (2 N tables), in [0, 1]
    dimension: int
    variables: list[str]
    weighted: bool

    def table(self) -> str:
        from ..risk.threshold import two_columns

        return two_columns([("CTBIL", f"{self.value:.6g}"), ("tables", str(self.tables)),
                            ("cells", str(self.cells)),
                            ("per cell", "-" if self.per_cell is None else f"{self.per_cell:.6g}"),
                            ("bounded", "-" if self.bounded is None else f"{self.bounded:.6g}")])


def ctbil(con: Any, original: str, masked: str, variables: list[str], *, dimension: int = 2,
          weight: str | None = None) -> CtbilResult:
    """CTBIL between the relations ``original`` and ``masked`` over ``variables`` (up to
    ``dimension`` at a time); ``weight``: sums of weights instead of counts."""
    if isinstance(dimension, bool) or not isinstance(dimension, int) or dimension < 1:
        raise InputError(f"ctbil_dimension: must be an integer >= 1, got {dimension!r}")
    k = min(dimension, len(variables))
    sets = [list(s) for t in range(1, k + 1)
            for s in itertools.combinations(range(len(variables)), t)]
    engine = engine_of(con)
    value, total = engine.query(engine.render(
        "utility/ctbil/table_differences.sql", original=original, masked=masked,
        variables=variables, sets=sets, weight=weight))[0].values()
    cats = [int(r["categories"]) for r in engine.query(engine.render(
        "utility/ctbil/categories_either.sql", original=original, masked=masked,
        variables=variables))]
    cells = sum(math.prod(cats[i] for i in s) for s in sets)
    value = float(value)
    return CtbilResult(value=value, tables=len(sets), cells=cells,
                       per_cell=value / cells if cells else None,
                       bounded=value / (2 * float(total) * len(sets)) if total else None,
                       dimension=dimension, variables=list(variables), weighted=bool(weight))
