"""Synthetic and hybrid data (seed 003 section 3.4.7): four protection methods that
replace the confidential numeric variables (the ``numeric`` role, ``--numeric``) by
generated values that keep chosen statistics of the original exactly.

* ``ipso`` -- IPSO methods A, B and C (3.4.7.5, Burridge 2004; ``ipso_method``): the
  confidential variables regressed on the ``non_confidential`` ones (kept as they are);
  A releases the fitted values, B keeps B-hat, C keeps B-hat and Sigma-hat exactly;
* ``cholesky_synthetic`` -- fully synthetic values with the means and the covariance
  of the original exactly (3.4.7.5, Mateo-Sanz et al. 2004);
* ``ms_hybrid`` -- the Muralidhar-Sarathy hybrid generator (3.4.7.7; ``ms_alpha``): the
  means, the covariance of the confidential variables and their covariance with the
  ``non_confidential`` ones exactly;
* ``microhybrid`` -- microaggregation-based hybrid data (3.4.7.8): MDAV clusters of
  ``k``..2k-1 records, each replaced by its Cholesky synthetic version.

Per stratum (the spec's strata) through the engine's ``map_groups``, with the kernels
of :mod:`udfs.synthetic`; the checks are ``sql/protect/synthetic/checks.sql``, the
records and the protected relation ``sql/protect/draws/records.sql`` and
``sql/protect/draws/replaced.sql`` (``ms_hybrid`` also reads each stratum's covariances,
``sql/protect/synthetic/moments.sql``).  Draws are a function of (seed, record id, method,
variable) (docs/protect/draws.md).  Every record must be complete in the variables read.
docs/protect/synthetic.md.

>>> import sdcsql
>>> from sdcsql.protect.synthetic import cholesky_synthetic
>>> p = sdcsql.Problem("SELECT * FROM (VALUES (1, 10.0), (1, 20.0), (2, 30.0), (2, 45.0))"
...                    " t(a, x)", sdcsql.Spec(keys=["a"], numeric=["x"]))
>>> out = cholesky_synthetic(p, seed=1)
>>> round(out.summary.mean_after["x"], 9), round(out.summary.sd_after["x"], 9) == \\
...     round(out.summary.sd_before["x"], 9)
(26.25, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import InputError
from ..interface import ProblemInterface
from ..options import (
    Option,
    StepOptions,
    check_choice,
    check_keywords,
    check_names,
    split_names,
)
from ..udfs import synthetic as kernels
from .draws import NUMERIC_OPTION, SEED_OPTION, Perturbed, check_seed, perturb, variables_of
from .microaggregation import check_group_size

__all__ = ["CHOLESKY_STEP", "IPSO_METHODS", "IPSO_STEP", "MICROHYBRID_STEP", "MS_STEP",
           "cholesky_synthetic", "ipso", "microhybrid", "ms_hybrid"]

IPSO_METHODS = ("A", "B", "C")
TEMPLATES = ("protect/synthetic/checks.sql", "protect/draws/records.sql",
             "protect/draws/replaced.sql")
MS_TEMPLATES = (*TEMPLATES, "protect/synthetic/moments.sql")


def _check_alpha(value: Any, where: str) -> float | list[float]:
    def ok(a: Any) -> bool:
        return isinstance(a, (int, float)) and not isinstance(a, bool) and 0 <= a <= 1

    if ok(value):
        return float(value)
    if isinstance(value, (list, tuple)) and value and all(ok(a) for a in value):
        return [float(a) for a in value]
    raise InputError(f"{where}: must be a number in [0, 1] or a list of them (one per "
                     f"confidential variable), got {value!r}")


def _alpha_text(text: str) -> float | list[float]:
    """The command line's ``0.5`` or ``0.2,0.6``."""
    try:
        parts = [float(x) for x in split_names(text)]
    except ValueError:
        raise InputError(f"--ms-alpha: must be a number or numbers separated by commas, "
                         f"got {text!r}") from None
    return parts[0] if len(parts) == 1 else parts


NON_CONFIDENTIAL_OPTION = Option(
    "non_confidential", check_names, "ipso, ms_hybrid: the non-confidential numeric "
    "variables (kept as they are; the --numeric ones are generated from them)",
    cli={"type": split_names, "metavar": "V1,V2,..."})

IPSO_STEP = StepOptions("ipso", own=(
    NUMERIC_OPTION, NON_CONFIDENTIAL_OPTION, SEED_OPTION,
    Option("ipso_method", check_choice(IPSO_METHODS, "an IPSO method"), "ipso: A (the "
           "fitted values), B (B-hat kept), C (B-hat and Sigma-hat kept; default)",
           default="C", choices=IPSO_METHODS),
), templates=TEMPLATES)
CHOLESKY_STEP = StepOptions("cholesky_synthetic", own=(NUMERIC_OPTION, SEED_OPTION),
                            templates=TEMPLATES)
MS_STEP = StepOptions("ms_hybrid", own=(
    NUMERIC_OPTION, NON_CONFIDENTIAL_OPTION, SEED_OPTION,
    Option("ms_alpha", _check_alpha, "ms_hybrid: alpha, the weight of the original "
           "confidential values (a number in [0, 1]: alpha I; or one per confidential "
           "variable: a diagonal alpha); default 0.5", default=0.5,
           cli={"type": _alpha_text, "metavar": "A[,A...]"}),
), templates=MS_TEMPLATES)
MICROHYBRID_STEP = StepOptions("microhybrid", own=(
    NUMERIC_OPTION, SEED_OPTION,
    Option("k", check_group_size, "microhybrid: the smallest cluster (clusters of k..2k-1 "
           "records; k must exceed the number of variables)", required=True,
           cli={"type": int}),
), templates=TEMPLATES)


def _options(step: StepOptions, given: dict[str, Any], where: str) -> dict[str, Any]:
    opts = check_keywords(given, step.own, where)
    for name, value in opts.items():
        opts[name] = step.get(name).check(value, name)
    return opts


def _check(problem: ProblemInterface, method: str, confidential: list[str],
           other: list[str], need: int, why: str) -> None:
    """Every record complete in the variables; every stratum of at least ``need``."""
    strata = list(problem.spec.strata)
    rows = problem.engine.query(problem.engine.render(
        "protect/synthetic/checks.sql", keyed=problem.keyed, strata=strata,
        variables=confidential + other))
    for row in rows:
        if row["complete"] < row["n"]:
            raise InputError(f"{method}: the variables {', '.join(confidential + other)} "
                             f"have missing values; {method} needs complete records")
        if row["n"] < need:
            raise InputError(f"{method}: a {'stratum' if strata else 'file'} has "
                             f"{row['n']} record(s); {method} needs at least {need} "
                             f"({why})")


def _non_confidential(problem: ProblemInterface, given: Sequence[str] | None,
                      confidential: list[str], method: str, *, required: bool) -> list[str]:
    if not given:
        if required:
            raise InputError(f"non_confidential: {method} needs the non-confidential "
                             f"variables (--non-confidential)")
        return []
    names = variables_of(problem, given, f"{method}: non_confidential", complete=True)
    both = [v for v in names if v in confidential]
    if both:
        raise InputError(f"non_confidential: {both[0]!r} is also a confidential (numeric) "
                         f"variable")
    return names


def _columns(values: dict[str, np.ndarray], names: list[str], n: int) -> np.ndarray:
    return np.column_stack([values[v] for v in names]) if names else np.zeros((n, 0))


def ipso(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
         non_confidential: Sequence[str] | None = None, seed: int | None = None,
         ipso_method: str = "C") -> Perturbed:
    """IPSO (seed 003 section 3.4.7.5): the ``numeric`` (confidential) variables replaced
    per stratum; ``non_confidential`` kept (without them the regression has only the
    intercept).  ``ipso_method`` A, B or C."""
    opts = _options(IPSO_STEP, {"numeric": numeric, "non_confidential": non_confidential,
                                "seed": seed, "ipso_method": ipso_method}, "ipso")
    method = opts.get("ipso_method", "C")
    seed_ = check_seed(opts.get("seed")) if method != "A" or "seed" in opts else None
    names = variables_of(problem, opts.get("numeric"), "ipso: numeric", complete=True)
    other = _non_confidential(problem, opts.get("non_confidential"), names, "ipso",
                              required=False)
    need = len(other) + 1 + (len(names) + 1 if method != "A" else 0)
    _check(problem, "ipso", names, other, need, "the regression on the non-confidential "
           "variables and an intercept" + (" and residuals of full rank"
                                           if method != "A" else ""))

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        y = _columns(values, names, len(ids))
        x = _columns(values, other, len(ids))
        z = kernels.ipso(y, x, method, seed_ or 0, ids, names)
        return {v: z[:, j] for j, v in enumerate(names)}

    return perturb(problem, "ipso", names, kernel, seed=seed_, numeric_out=True,
                   inputs=other, details={"ipso_method": method,
                                          "non_confidential": other})


def cholesky_synthetic(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
                       seed: int | None = None) -> Perturbed:
    """Fully synthetic ``numeric`` variables with each stratum's means and covariance
    exactly (seed 003 section 3.4.7.5, the Cholesky construction)."""
    opts = _options(CHOLESKY_STEP, {"numeric": numeric, "seed": seed},
                    "cholesky_synthetic")
    seed_ = check_seed(opts.get("seed"))
    names = variables_of(problem, opts.get("numeric"), "cholesky_synthetic: numeric", complete=True)
    _check(problem, "cholesky_synthetic", names, [], len(names) + 1,
           "more records than variables")

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        z = kernels.cholesky_synthetic(_columns(values, names, len(ids)), seed_, ids, names)
        return {v: z[:, j] for j, v in enumerate(names)}

    return perturb(problem, "cholesky_synthetic", names, kernel, seed=seed_,
                   numeric_out=True)


def ms_hybrid(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
              non_confidential: Sequence[str] | None = None, seed: int | None = None,
              ms_alpha: float | Sequence[float] = 0.5) -> Perturbed:
    """The Muralidhar-Sarathy hybrid generator (seed 003 section 3.4.7.7): X' = gamma +
    X alpha^t + Y beta^t + e, X the ``numeric`` (confidential) variables, Y the
    ``non_confidential`` ones; ``ms_alpha`` a number (alpha I) or one per confidential
    variable (diagonal alpha).  Refused when Sigma_ee is not positive semidefinite."""
    opts = _options(MS_STEP, {"numeric": numeric, "non_confidential": non_confidential,
                              "seed": seed, "ms_alpha": ms_alpha}, "ms_hybrid")
    seed_ = check_seed(opts.get("seed"))
    names = variables_of(problem, opts.get("numeric"), "ms_hybrid: numeric", complete=True)
    other = _non_confidential(problem, opts.get("non_confidential"), names, "ms_hybrid",
                              required=True)
    a = opts.get("ms_alpha", 0.5)
    if isinstance(a, list) and len(a) != len(names):
        raise InputError(f"ms_alpha: {len(a)} values for {len(names)} confidential "
                         f"variables; give one number or one per variable")
    alpha = np.diag(a) if isinstance(a, list) else a * np.eye(len(names))
    _check(problem, "ms_hybrid", names, other, 2 * len(names) + len(other) + 2,
           "noise orthogonal to the confidential and non-confidential variables")
    _check_sigma_ee(problem, names, other, alpha, a)

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        x = _columns(values, names, len(ids))
        y = _columns(values, other, len(ids))
        try:
            z = kernels.ms_hybrid(x, y, alpha, seed_, ids, names)
        except ValueError:
            raise InputError(f"ms_alpha: Sigma_ee is not positive semidefinite in a "
                             f"stratum for alpha {a}; choose another alpha (one number "
                             f"always works)") from None
        except np.linalg.LinAlgError:
            raise InputError(f"ms_hybrid: the covariance of {', '.join(other)} is "
                             f"singular in a stratum") from None
        return {v: z[:, j] for j, v in enumerate(names)}

    return perturb(problem, "ms_hybrid", names, kernel, seed=seed_, numeric_out=True,
                   inputs=other, details={"ms_alpha": a, "non_confidential": other})


def _check_sigma_ee(problem: ProblemInterface, names: list[str], other: list[str],
                    alpha: np.ndarray, given: Any) -> None:
    """Before any work: each stratum's S_YY invertible and Sigma_ee positive
    semidefinite (sql/protect/synthetic/moments.sql; the kernel checks again)."""
    every = names + other
    rows = problem.engine.query(problem.engine.render(
        "protect/synthetic/moments.sql", keyed=problem.keyed,
        strata=list(problem.spec.strata), variables=every))
    nx = len(names)
    for row in rows:
        s = np.empty((len(every), len(every)))
        for i in range(len(every)):
            for j in range(i, len(every)):
                s[i, j] = s[j, i] = float(row[f"c{i}_{j}"])
        try:
            np.linalg.cholesky(s[nx:, nx:])
        except np.linalg.LinAlgError:
            raise InputError(f"ms_hybrid: the covariance of {', '.join(other)} is singular "
                             f"in a stratum; drop a constant or collinear non-confidential "
                             f"variable") from None
        _, _, see = kernels.ms_coefficients(s[:nx, :nx], s[:nx, nx:], s[nx:, nx:],
                                            np.zeros(nx), np.zeros(len(other)), alpha)
        vals = np.linalg.eigvalsh((see + see.T) / 2)
        if vals.min() < -1e-10 * max(1.0, float(np.abs(vals).max())):
            raise InputError(f"ms_alpha: Sigma_ee is not positive semidefinite in a "
                             f"stratum for alpha {given}; choose another alpha (one number "
                             f"always works)")


def microhybrid(problem: ProblemInterface, *, numeric: Sequence[str] | None = None,
                seed: int | None = None, k: int | None = None) -> Perturbed:
    """Microaggregation-based hybrid data (seed 003 section 3.4.7.8): per stratum, MDAV
    clusters of ``k``..2k-1 records (``sdcsql.udfs.microaggregation.mdav``), each
    replaced by a Cholesky synthetic version with the cluster's mean and covariance."""
    opts = _options(MICROHYBRID_STEP, {"numeric": numeric, "seed": seed, "k": k},
                    "microhybrid")
    seed_ = check_seed(opts.get("seed"))
    if "k" not in opts:
        raise InputError("k: microhybrid needs the cluster size k (--k)")
    k_ = int(opts["k"])
    names = variables_of(problem, opts.get("numeric"), "microhybrid: numeric", complete=True)
    if k_ <= len(names):
        raise InputError(f"k: microhybrid needs k > the number of variables "
                         f"({len(names)}), so that each cluster's covariance can be "
                         f"reproduced; got {k_}")
    _check(problem, "microhybrid", names, [], k_, "one cluster of k")

    def kernel(values: dict[str, np.ndarray], ids: np.ndarray,
               stratum: tuple) -> dict[str, np.ndarray]:
        z, _ = kernels.microhybrid(_columns(values, names, len(ids)), k_, seed_, ids, names)
        return {v: z[:, j] for j, v in enumerate(names)}

    return perturb(problem, "microhybrid", names, kernel, seed=seed_, numeric_out=True,
                   details={"k": k_})
