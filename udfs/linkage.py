"""Numeric kernels of the continuous-variable disclosure risk measures (seed 004 sections
3.11-3.12, seed 003 section 3.3.8): distance-based record linkage, Fellegi-Sunter
probabilistic linkage with EM, interval disclosure, and the robust Mahalanobis
interval measure.  Pure numpy/scipy (scikit-learn's MinCovDet for the robust measure),
no engine: :mod:`sdcsql.risk.linkage` runs :func:`analyse` once per stratum through the
engine's ``map_groups``.

Row ``i`` of the original ``o`` (n x p) and of the masked ``m`` (n x p) is the same
record.  Nearest neighbours come from a kd-tree (``scipy.spatial.cKDTree``), never an
n x n distance matrix.  docs/risk/linkage.md states every definition.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from scipy.linalg import solve_triangular
from scipy.spatial import cKDTree

__all__ = ["ROBUST_FIT_RECORDS", "TIE_TOLERANCE", "analyse", "distance_linkage", "drisk_flags",
           "em_step", "fellegi_sunter_em", "interval_rank", "interval_sd", "link_credit",
           "log_likelihood", "mahalanobis_whiten", "probabilistic_linkage", "robust_measure",
           "standardise"]

#: Two distances from a masked record are tied when they differ by at most this share of
#: the own record's distance (absorbs the rounding of the standardisation; an own
#: distance 0 ties only with distance 0).
TIE_TOLERANCE = 1e-12
#: The MCD of a larger file is fitted on this many records, evenly spaced in input order
#: (scikit-learn's FastMCD runs its trials on every 300-record subset: about 80
#: microseconds a record, 80 s at 1M; robustbase's covMcd caps the subsets at 5 x 300)
ROBUST_FIT_RECORDS = 20_000


def standardise(o: np.ndarray, m: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Both files centred on the original's means and divided by the original's sample
    sd (n - 1); a variable with sd 0 (or a single record) is divided by 1.  Returns
    (z_original, z_masked, sd used)."""
    mean = o.mean(axis=0)
    sd = o.std(axis=0, ddof=1) if len(o) > 1 else np.zeros(o.shape[1])
    sd = np.where(np.isfinite(sd) & (sd > 0), sd, 1.0)
    return (o - mean) / sd, (m - mean) / sd, sd


def mahalanobis_whiten(o: np.ndarray, m: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Both files whitened by the Cholesky factor L of the original's sample covariance
    (S = L L'): z = L^-1 (x - mean(o)), so that the Euclidean distance between whitened
    points is the Mahalanobis distance sqrt((x - y)' S^-1 (x - y)).  None when S is not
    positive definite (a constant variable, one a linear combination of others, n <= p)."""
    if len(o) <= o.shape[1]:
        return None
    mean = o.mean(axis=0)
    cov = np.atleast_2d(np.cov(o, rowvar=False, ddof=1))
    try:
        chol = np.linalg.cholesky(cov)
    except np.linalg.LinAlgError:
        return None
    if not np.all(np.isfinite(chol)) or np.min(np.diag(chol)) <= 1e-12 * math.sqrt(
            max(np.max(np.diag(cov)), 1e-300)):
        return None
    zo = solve_triangular(chol, (o - mean).T, lower=True).T
    zm = solve_triangular(chol, (m - mean).T, lower=True).T
    return zo, zm


def link_credit(closer: np.ndarray, tied: np.ndarray, rank: int) -> np.ndarray:
    """The chance that the own record is among the ``rank`` nearest originals when ties
    are broken at random: ``closer`` originals strictly nearer than the own, ``tied``
    others at the own distance, so the own's place is uniform on closer+1..closer+tied+1:
    clip(rank - closer, 0, tied + 1) / (tied + 1)."""
    closer = np.asarray(closer, dtype=np.float64)
    tied = np.asarray(tied, dtype=np.float64)
    return np.clip(rank - closer, 0, tied + 1) / (tied + 1)


def distance_linkage(zo: np.ndarray, zm: np.ndarray, tree: cKDTree | None = None,
                     k: int = 3, query: tuple[np.ndarray, np.ndarray] | None = None
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For each masked record (row of ``zm``), the number of originals (rows of ``zo``)
    strictly nearer than its own original, capped at 2 (only whether it is 0, 1 or >= 2
    matters), the number of other originals tied with the own distance (exact when
    fewer than 2 are strictly nearer), and the credits of the own record being the
    nearest (rank 1) and among the 2 nearest.  Distances Euclidean in the given
    coordinates; a kd-tree query of the ``k`` (>= 3) nearest (or ``query``, its result:
    distances and indices, n x k), and a ball count for the few records whose ties may
    run past them."""
    n = len(zo)
    tree = cKDTree(zo) if tree is None else tree
    if query is None:
        query = tree.query(zm, k=min(max(3, k), n))
    dist, idx = query
    kk = dist.size // n
    dist, idx = dist.reshape(n, kk), idx.reshape(n, kk)
    own = np.sqrt(((zm - zo) ** 2).sum(axis=1))
    tol = TIE_TOLERANCE * own
    others = idx != np.arange(n)[:, None]
    closer = ((dist < own[:, None] - tol[:, None]) & others).sum(axis=1)
    tied = ((np.abs(dist - own[:, None]) <= tol[:, None]) & others).sum(axis=1)
    # the k returned may stop inside the tied (or closer) set: recount those by balls
    truncated = (closer < 2) & (dist[:, -1] <= own + tol) & (kk < n)
    for i in np.flatnonzero(truncated):
        within = tree.query_ball_point(zm[i], own[i] + tol[i], return_length=True)
        nearer = 0 if own[i] == 0 else tree.query_ball_point(
            zm[i], np.nextafter(own[i] - tol[i], 0), return_length=True)
        closer[i] = int(nearer)
        tied[i] = int(within) - int(nearer) - 1
    closer = np.minimum(closer, 2)
    return closer, tied, link_credit(closer, tied, 1), link_credit(closer, tied, 2)


# ------------------------------------------------------------------ Fellegi-Sunter EM
def _pattern_likelihoods(patterns: np.ndarray, m: np.ndarray, u: np.ndarray
                         ) -> tuple[np.ndarray, np.ndarray]:
    g = patterns.astype(np.float64)
    lm = np.prod(np.where(g > 0, m, 1 - m), axis=1)
    lu = np.prod(np.where(g > 0, u, 1 - u), axis=1)
    return lm, lu


def em_step(patterns: np.ndarray, counts: np.ndarray, p: float, m: np.ndarray,
            u: np.ndarray) -> tuple[float, np.ndarray, np.ndarray, np.ndarray]:
    """One EM step of the two-class latent model (match M, non-match U) with variables
    independent within a class: E-step posterior g_j = p Pm_j / (p Pm_j + (1 - p) Pu_j)
    of each agreement pattern j; M-step p = sum n_j g_j / sum n_j, m_v = sum n_j g_j
    gamma_jv / sum n_j g_j, u_v likewise with 1 - g_j.  Returns (p, m, u, g)."""
    lm, lu = _pattern_likelihoods(patterns, m, u)
    num = p * lm
    den = num + (1 - p) * lu
    g = np.divide(num, den, out=np.zeros_like(num), where=den > 0)
    n = counts.astype(np.float64)
    wm, wu = n * g, n * (1 - g)
    sm, su = wm.sum(), wu.sum()
    gam = patterns.astype(np.float64)
    m_new = (wm @ gam) / sm if sm > 0 else m
    u_new = (wu @ gam) / su if su > 0 else u
    return float(sm / n.sum()), m_new, u_new, g


def log_likelihood(patterns: np.ndarray, counts: np.ndarray, p: float, m: np.ndarray,
                   u: np.ndarray) -> float:
    """The observed-data log-likelihood sum_j n_j log(p Pm_j + (1 - p) Pu_j)."""
    lm, lu = _pattern_likelihoods(patterns, m, u)
    mix = p * lm + (1 - p) * lu
    n = np.asarray(counts, dtype=np.float64)
    with np.errstate(divide="ignore"):
        return float(np.sum(np.where(n > 0, n * np.log(mix), 0.0)))


def fellegi_sunter_em(patterns: np.ndarray, counts: np.ndarray, *, p0: float = 0.1,
                      m0: float = 0.9, u0: float = 0.1, tol: float = 1e-12,
                      ll_tol: float = 1e-12, max_iter: int = 10_000) -> dict[str, Any]:
    """m, u and the match share p by EM from (p0, m0, u0) over the distinct agreement
    ``patterns`` (rows of 0/1) and their ``counts``; stops when no parameter moves by
    more than ``tol``, or when the log-likelihood gains less than ``ll_tol`` x (1 + |its
    value|) (at a boundary estimate, m_v -> 1, EM creeps: the fit no longer changes).
    Returns p, m, u (arrays, clipped to [0, 1]), iterations, converged, the
    log-likelihood and the posterior match probability of each pattern."""
    patterns = np.asarray(patterns)
    counts = np.asarray(counts)
    nv = patterns.shape[1]
    p, m, u = float(p0), np.full(nv, float(m0)), np.full(nv, float(u0))
    converged = False
    iterations = 0
    ll = log_likelihood(patterns, counts, p, m, u)
    while iterations < max_iter:
        iterations += 1
        p1, m1, u1, _ = em_step(patterns, counts, p, m, u)
        m1, u1, p1 = np.clip(m1, 0.0, 1.0), np.clip(u1, 0.0, 1.0), min(max(p1, 0.0), 1.0)
        delta = max(abs(p1 - p), float(np.max(np.abs(m1 - m))), float(np.max(np.abs(u1 - u))))
        ll1 = log_likelihood(patterns, counts, p1, m1, u1)
        p, m, u = p1, m1, u1
        if delta <= tol or abs(ll1 - ll) <= ll_tol * (1.0 + abs(ll1)):
            ll = ll1
            converged = True
            break
        ll = ll1
    lm, lu = _pattern_likelihoods(patterns, m, u)
    den = p * lm + (1 - p) * lu
    post = np.divide(p * lm, den, out=np.zeros_like(den), where=den > 0)
    return {"p": p, "m": m, "u": u, "iterations": iterations, "converged": converged,
            "log_likelihood": ll, "posterior": post}


def probabilistic_linkage(o: np.ndarray, m: np.ndarray, sd: np.ndarray, idx: np.ndarray, *,
                          agreement: float, threshold: float) -> dict[str, Any]:
    """Fellegi-Sunter linkage over the candidate pairs (masked record i, original
    ``idx[i, c]``): variable v agrees when |m_iv - o_jv| <= ``agreement`` x sd_v (sd of
    the original); m/u/p by EM over the pattern counts; a pair is linked when its
    posterior match probability is >= ``threshold``.  Returns per record ``own_linked``
    (its own pair is a candidate and linked), ``linked`` (some candidate linked), and
    the pair counts and EM parameters."""
    n, k = idx.shape
    rows = np.repeat(np.arange(n), k)
    cols = idx.reshape(-1)
    agree = np.abs(m[rows] - o[cols]) <= agreement * sd
    code = agree.astype(np.int64) @ (1 << np.arange(agree.shape[1], dtype=np.int64))
    codes, inverse, counts = np.unique(code, return_inverse=True, return_counts=True)
    patterns = ((codes[:, None] >> np.arange(agree.shape[1])) & 1).astype(np.int8)
    fit = fellegi_sunter_em(patterns, counts, p0=1.0 / k)
    link = (fit["posterior"] >= threshold)[inverse.reshape(-1)]
    own = cols == rows
    own_linked = np.zeros(n, dtype=bool)
    own_linked[rows[own & link]] = True
    linked = link.reshape(n, k).any(axis=1)
    return {"own_linked": own_linked, "linked": linked, "pairs": int(n * k),
            "linked_pairs": int(link.sum()), "true_linked_pairs": int((own & link).sum()),
            "own_candidates": int(own.sum()), "p": fit["p"], "m": fit["m"], "u": fit["u"],
            "iterations": fit["iterations"], "converged": fit["converged"]}


# ---------------------------------------------------------------- interval disclosure
def interval_sd(o: np.ndarray, m: np.ndarray, sd: np.ndarray, percent: float) -> np.ndarray:
    """sd-based interval disclosure: the original value lies in the interval of width
    ``percent`` % of the original's sd centred on the masked value (ends included):
    |o - m| <= percent / 200 x sd.  Boolean n x p."""
    return np.abs(o - m) <= percent / 200.0 * sd


def interval_rank(o: np.ndarray, m: np.ndarray, percent: float) -> np.ndarray:
    """Rank-based interval disclosure, per variable: the masked value's rank r among the
    original values (the number of originals <= it, clipped to 1..n); the interval runs
    from the original of rank ceil(r - h) to that of rank floor(r + h), h = percent / 200
    x n (a width of ``percent`` % of the n ranks), clipped to 1..n; the original value
    is inside when it lies between those two values (ends included).  Boolean n x p."""
    n, p = o.shape
    h = percent / 200.0 * n
    out = np.empty((n, p), dtype=bool)
    for v in range(p):
        s = np.sort(o[:, v])
        r = np.clip(np.searchsorted(s, m[:, v], side="right"), 1, n)
        lo = np.clip(np.ceil(r - h - 1e-9).astype(np.int64), 1, n)
        hi = np.clip(np.floor(r + h + 1e-9).astype(np.int64), 1, n)
        out[:, v] = (s[lo - 1] <= o[:, v]) & (o[:, v] <= s[hi - 1])
    return out


def drisk_flags(o: np.ndarray, m: np.ndarray, k: float,
                rule: str = "all_inside") -> np.ndarray:
    """sdcMicro's ``dRisk`` per record: the interval masked +- k x sd(masked) (sample
    sd of the masked file, n - 1) per variable, ends included; a record counts when
    the original is inside the interval on every variable (``all_inside``, sdcMicro
    since 2020) or outside it on at most one variable (``at_most_one_outside``,
    sdcMicro before 2020; outside: below the lower end or above the upper end)."""
    sdm = m.std(axis=0, ddof=1) if len(m) > 1 else np.full(m.shape[1], np.nan)
    lo, hi = m - k * sdm, m + k * sdm
    outside = ((o < lo) | (o > hi)).sum(axis=1)
    if rule == "all_inside":
        return outside == 0
    if rule == "at_most_one_outside":
        return outside <= 1
    raise ValueError(f"drisk rule {rule!r}: one of all_inside, at_most_one_outside")


# ------------------------------------------------------------------ robust (RMDID)
def robust_measure(zo: np.ndarray, zm: np.ndarray, *, k: float, k2: float, neighbours: int,
                   random_state: int = 0, fit_records: int = ROBUST_FIT_RECORDS
                   ) -> dict[str, np.ndarray] | None:
    """The robust Mahalanobis interval measure (seed 004 section 3.12; Templ and Meindl
    2008) on standardised files: MCD location and scatter of the original
    (scikit-learn's MinCovDet, FastMCD, ``random_state`` fixed); the robust distance
    RMD_i = sqrt((zo_i - mu)' S^-1 (zo_i - mu)); the interval around each original value
    zo_iv +- k RMD_i; a record is unsafe (RMDID1) when its masked value falls in the
    interval on some variable; unsafe records with at least ``neighbours`` other masked
    records within Euclidean distance k2 of their masked record are safe again
    (RMDID2).  More than ``fit_records`` records: the MCD is fitted on the records at
    positions floor(i n / fit_records), i = 0..fit_records-1 (the distances are of every
    record).  None when the MCD cannot be computed (n <= p + 1 or a singular scatter)."""
    from sklearn.covariance import MinCovDet

    n, p = zo.shape
    if n <= p + 1:
        return None
    fit = zo if n <= fit_records else zo[(np.arange(fit_records) * n) // fit_records]
    try:
        mcd = MinCovDet(random_state=random_state).fit(fit)
    except (ValueError, np.linalg.LinAlgError):
        return None
    prec = mcd.get_precision()
    if not np.all(np.isfinite(prec)):
        return None
    d = zo - mcd.location_
    rmd = np.sqrt(np.maximum(np.einsum("ij,jk,ik->i", d, prec, d), 0.0))
    half = k * rmd
    unsafe1 = (np.abs(zm - zo) <= half[:, None]).any(axis=1)
    unsafe2 = unsafe1.copy()
    which = np.flatnonzero(unsafe1)
    if len(which) and n > 1:
        tree = cKDTree(zm)
        kk = min(neighbours + 1, n)
        dist, _ = tree.query(zm[which], k=kk, distance_upper_bound=k2)
        dist = dist.reshape(len(which), kk)
        others = np.isfinite(dist).sum(axis=1) - 1
        unsafe2[which[others >= neighbours]] = False
    return {"rmd": rmd, "unsafe1": unsafe1, "unsafe2": unsafe2}


# ------------------------------------------------------------------------- one group
def analyse(o: np.ndarray, m: np.ndarray, *, measures: tuple[str, ...], distance: tuple[str, ...],
            candidates: int, agreement: float, threshold: float, percent: float,
            drisk_k: float, robust_k: float, robust_k2: float, robust_neighbours: int,
            drisk_rule: str = "all_inside") -> dict[str, Any]:
    """Every chosen measure of one stratum: per-record arrays (``columns``) and the
    stratum's fitted parameters (``params``)."""
    n, p = o.shape
    cols: dict[str, Any] = {}
    params: dict[str, Any] = {"n": n}
    zo, zm, sd = standardise(o, m)
    if "linkage" in measures or "probabilistic" in measures:
        tree = cKDTree(zo)
        kq = min(max(3, candidates if "probabilistic" in measures else 3), n)
        dist, idx = tree.query(zm, k=kq)
        dist, idx = dist.reshape(n, kq), idx.reshape(n, kq)
        if "linkage" in measures and "euclidean" in distance:
            _, _, c1, c2 = distance_linkage(zo, zm, tree, query=(dist, idx))
            cols["euclidean_nearest"], cols["euclidean_second"] = c1, c2
        if "probabilistic" in measures:
            idx = idx[:, :min(candidates, n)]
            pl = probabilistic_linkage(o, m, sd, idx, agreement=agreement, threshold=threshold)
            cols["prob_own_linked"] = pl.pop("own_linked")
            cols["prob_linked"] = pl.pop("linked")
            params["probabilistic"] = pl
        if "linkage" in measures and "mahalanobis" in distance:
            white = mahalanobis_whiten(o, m)
            if white is None:
                cols["mahalanobis_nearest"] = np.full(n, np.nan)
                cols["mahalanobis_second"] = np.full(n, np.nan)
                params["mahalanobis_undefined"] = True
            else:
                _, _, c1, c2 = distance_linkage(white[0], white[1], k=3)
                cols["mahalanobis_nearest"], cols["mahalanobis_second"] = c1, c2
    if "interval" in measures:
        inside_sd = interval_sd(o, m, sd, percent)
        inside_rank = interval_rank(o, m, percent)
        for v in range(p):
            cols[f"sd_in_{v}"] = inside_sd[:, v]
            cols[f"rank_in_{v}"] = inside_rank[:, v]
        cols["sd_in_all"] = inside_sd.all(axis=1)
        cols["rank_in_all"] = inside_rank.all(axis=1)
        cols["drisk"] = drisk_flags(o, m, drisk_k, drisk_rule)
    if "robust" in measures:
        rob = robust_measure(zo, zm, k=robust_k, k2=robust_k2, neighbours=robust_neighbours)
        if rob is None:
            params["robust_undefined"] = True
            cols["rmd"] = np.full(n, np.nan)
            cols["robust_unsafe1"] = np.zeros(n, dtype=bool)
            cols["robust_unsafe2"] = np.zeros(n, dtype=bool)
        else:
            cols["rmd"] = rob["rmd"]
            cols["robust_unsafe1"] = rob["unsafe1"]
            cols["robust_unsafe2"] = rob["unsafe2"]
    return {"columns": cols, "params": params}
