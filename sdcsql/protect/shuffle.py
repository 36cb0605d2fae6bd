"""Shuffling: a random permutation of each variable's values within each stratum.

Not sdcMicro's ``shuffle()`` (a regression-based method of Muralidhar and Sarathy):
here every variable's non-missing values (NULL, and NaN in a floating-point column,
are missing: left missing) are permuted among the stratum's records, keeping
each variable's distribution per stratum exactly and breaking its link to the record.
Any column type.  On DuckDB the uniforms come from the numpy draws registered as a SQL
function (:func:`sdcsql.protect.draws.uniforms_table`); the record ids sorted by
(stratum, id) and the values by (stratum, u, id) (``sql/protect/shuffle/order.sql``)
place the m-th value at the m-th record, and ``sql/protect/shuffle/shuffled.sql`` joins
the variables by record id;
on Spark per stratum through ``map_groups`` with :mod:`udfs.shuffle` (templates
``sql/protect/draws/records.sql``); the same values.  The protected relation is
``sql/protect/draws/replaced.sql``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from ..interface import ProblemInterface
from ..options import StepOptions, check_keywords
from ..spec import is_float_type
from ..udfs.draws import stream_key
from ..udfs.shuffle import shuffle as shuffle_kernel
from .draws import (
    NUMERIC_OPTION,
    SEED_OPTION,
    Perturbed,
    check_ids,
    check_seed,
    finish,
    perturb,
    streamed,
    uniforms_table,
    variables_of,
)

__all__ = ["SHUFFLE_STEP", "shuffle"]

SHUFFLE_STEP = StepOptions("shuffle", own=(NUMERIC_OPTION, SEED_OPTION),
                           templates=("protect/draws/records.sql",
                                      "protect/draws/replaced.sql"))


def shuffle(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
            seed: int | None = None) -> Perturbed:
    """Permute the values of each of the ``numeric`` variables within each stratum."""
    opts = check_keywords({"numeric": numeric, "seed": seed}, SHUFFLE_STEP.own, "shuffle")
    seed_ = check_seed(opts.get("seed"))
    names = variables_of(problem, opts.get("numeric"), "shuffle: numeric", numeric=False)

    if streamed(problem, names):
        counts = check_ids(problem)
        engine = problem.engine
        strata = list(problem.spec.strata)
        draws = uniforms_table(problem, "shuffle", names,
                               [stream_key(seed_, "shuffle", v) for v in names])
        placed = []
        for i, v in enumerate(names):
            ids, values = (engine.fetch_arrow(engine.render(
                "protect/shuffle/order.sql", strata=strata, variable=v, draws=draws,
                draw=i, by_draw=by_draw, floating=is_float_type(problem.schema[v])))
                .column(0).combine_chunks()
                for by_draw in (False, True))
            placed.append(problem.create_from_arrow(
                problem.name(f"shuffle_placed{i}"),
                pa.table({"__sdc_id": ids.cast(pa.int64()), "__sdc_v": values})))
        treated = problem.create("TABLE", problem.name("shuffle_treated"),
                                 engine.render("protect/shuffle/shuffled.sql", records=draws,
                                               variables=names, placed=placed))
        return finish(problem, "shuffle", names, treated, seed=seed_, numeric_out=False,
                      counts=counts)

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        out = {v: values[v].copy() for v in names}
        for v in names:
            nan = np.array([isinstance(x, float) and math.isnan(x) for x in values[v]],
                           dtype=bool)
            ok = np.array([x is not None for x in values[v]], dtype=bool) & ~nan
            out[v][ok] = shuffle_kernel(values[v][ok], seed_, ids[ok], v)
            out[v][nan] = None          # a NaN is missing: left missing, as NULL is
        return out

    return perturb(problem, "shuffle", names, kernel, seed=seed_, numeric_out=False)
