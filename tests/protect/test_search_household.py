"""The search's household-risk target (sdcsql.protect.lattice.targets.HouseholdRisk;
docs/protect/search.md) against brute force, and the search's suppression against local
suppression's.

* On small random household files, every node of a small lattice is recoded in Python,
  its individual and household risks computed by the risk step (``Problem.risk``: the
  records' ``risk`` and ``household_risk`` columns), the per-member rule applied by hand
  (seed 000 section 7.4.1: a member of a household at or above R whose own risk is at
  least R / household size flags its class for suppression); the search's optimum is the
  exhaustive optimum of those figures, and after the suppression every household is
  below R.
* The declared monotonicity: under generalisation yes (checked on the same nodes), under
  suppression no (a counterexample).
* The search's optimum at a risk target never suppresses more records than local
  suppression changes on the unrecoded file at the same target.
"""

from __future__ import annotations

import math

import numpy as np
import pyarrow as pa
import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.lattice import targets as T
from sdcsql.protect.lattice.cells import cells_from_arrow
from sdcsql.protect.lattice.hierarchy import Hierarchy
from sdcsql.protect.lattice.quality import make_quality
from sdcsql.protect.lattice.traverse import Evaluator
from sdcsql.protect.local_suppression import protect
from sdcsql.udfs.individual import risk_exact

#: age bands of width 2 and 8, then *; region: pairs, then *
BANDS = {"age": [2, 8], "region": [2]}
SPEC = sdcsql.Spec(keys=["age", "region"], weight="w", household="hh")


def _households(seed: int, households: int = 40) -> pa.Table:
    """A random household file: 1-4 members, age 0-15, region 0-5, a few weights; a
    household size column ``size``, the members or one more (a member not sampled)."""
    rng = np.random.default_rng(seed)
    hh, age, region, w, size = [], [], [], [], []
    for h in range(households):
        members = int(rng.integers(1, 5))
        given = members + int(rng.integers(0, 2))
        for _ in range(members):
            hh.append(h)
            age.append(int(rng.integers(0, 16)))
            region.append(int(rng.integers(0, 6)))
            w.append(float(rng.choice([1.0, 1.5, 3.0, 10.0])))
            size.append(given)
    return pa.table({"hh": pa.array(hh, pa.int64()), "age": pa.array(age, pa.int64()),
                     "region": pa.array(region, pa.int64()), "w": pa.array(w),
                     "size": pa.array(size, pa.int64())})


def _band(x: int, widths: list[int], level: int) -> str:
    """A value at a level of ``--bands``: its own value, a band ``lo-hi``, or ``*``."""
    if level == 0:
        return str(x)
    if level > len(widths):
        return "*"
    width = widths[level - 1]
    lo = (x // width) * width
    return f"{lo}-{lo + width - 1}"


def _node_figures(data: pa.Table, node: tuple[int, int], risk: float,
                  spec: sdcsql.Spec = SPEC) -> dict:
    """A node by brute force: the records recoded in Python, their risks by the risk
    step, the per-member rule by hand (the household size the given one, else the
    members); the households' risks after the suppression."""
    age = [_band(x, BANDS["age"], node[0]) for x in data.column("age").to_pylist()]
    region = [_band(x, BANDS["region"], node[1]) for x in data.column("region").to_pylist()]
    recoded = pa.table({"hh": data.column("hh"), "age": age, "region": region,
                        "w": data.column("w"), "size": data.column("size")})
    with sdcsql.Problem(recoded, spec) as p:
        rows = p.risk().records.fetchall()
        columns = p.risk().records.columns
    col = {c: i for i, c in enumerate(columns)}
    size: dict[int, int] = {}
    for r in rows:
        size[r[col["hh"]]] = size.get(r[col["hh"]], 0) + 1
    if spec.household_size is not None:
        size = {r[col["hh"]]: r[col["size"]] for r in rows}
    classes = [(r[col["age"]], r[col["region"]]) for r in rows]
    flagged = {c for c, r in zip(classes, rows, strict=True)
               if r[col["household_risk"]] >= risk
               and r[col["risk"]] >= risk / size[r[col["hh"]]]}
    suppressed = sum(1 for c in classes if c in flagged)
    # the households after: a suppressed member's risk counts 0
    safe: dict[int, float] = {}
    for c, r in zip(classes, rows, strict=True):
        keep = 0.0 if c in flagged else r[col["risk"]]
        safe[r[col["hh"]]] = safe.get(r[col["hh"]], 1.0) * (1.0 - keep)
    return {"suppressed": suppressed,
            "max_household_before": max(r[col["household_risk"]] for r in rows),
            "max_household_after": max(1.0 - v for v in safe.values())}


NODES = [(a, b) for a in range(len(BANDS["age"]) + 2) for b in range(len(BANDS["region"]) + 2)]


@pytest.mark.parametrize("seed,risk,share,given", [
    (1, 0.5, 0.25, False), (2, 0.3, 0.5, False), (3, 0.7, 0.1, False), (4, 0.4, 0.3, False),
    (5, 0.5, 0.3, True), (6, 0.3, 0.6, True)])
def test_household_risk_search_is_the_exhaustive_optimum(seed, risk, share, given):
    """``given``: the household size is a column (a member can be missing from the file)."""
    data = _households(seed)
    spec = SPEC if not given else sdcsql.Spec(keys=["age", "region"], weight="w",
                                              household="hh", household_size="size")
    n = data.num_rows
    limit = math.floor(share * n + 1e-9)
    figures = {node: _node_figures(data, node, risk, spec) for node in NODES}
    for node, f in figures.items():
        # the per-member rule leaves every household below the target
        assert f["max_household_after"] < risk, node
    feasible = {node: f for node, f in figures.items() if f["suppressed"] <= limit}
    # monotone under generalisation: a node that needs no suppression makes every coarser
    # node need none (each member's risk does not rise, the household risk with them)
    for lo in NODES:
        for hi in NODES:
            if hi[0] >= lo[0] and hi[1] >= lo[1] and figures[lo]["suppressed"] == 0:
                assert figures[hi]["suppressed"] == 0
    assert feasible, "a node meets the target"
    by_height = min(feasible, key=lambda t: (sum(t), t))
    by_suppressed = min(feasible, key=lambda t: (feasible[t]["suppressed"], sum(t), t))
    with sdcsql.Problem(data, spec) as p:
        for quality, expected in (("height", by_height), ("suppressed", by_suppressed)):
            result = p.search(bands=BANDS, household_risk=risk, suppression_limit=share,
                              quality=quality)
            assert result.optimal
            assert tuple(result.transformation) == expected, quality
            assert result.suppressed_records == figures[expected]["suppressed"]
            assert result.after["max_household_risk"] == pytest.approx(
                figures[expected]["max_household_after"], rel=1e-9, abs=1e-12)
            assert result.before["max_household_risk"] == pytest.approx(
                figures[(0, 0)]["max_household_before"], rel=1e-9)


def test_household_risk_is_not_monotone_under_suppression():
    """Classes a (1 record, weight 1.5) and b (1 record, weight 5) merge when q1 is
    generalised.  a's member shares a household of four with d (1 record, weight 1:
    risk 1, so that household is at risk 1 at every node); b's member lives alone.
    R = 0.5: the threshold of a member of the household of four is R / 4 = 0.125.  At the
    finer node a (risk 0.81) is flagged and suppressed alone; b (risk 0.40 < R, alone)
    is safe.  At the coarser node the merged class still has risk >= 0.125 and holds a
    flagged member: both records are suppressed."""
    h0 = Hierarchy("q0", (("a", "*"), ("d", "*"), ("e", "*")))
    h1 = Hierarchy("q1", (("x", "*"), ("y", "*")))
    # cells: (q0, q1, n, w): a|x, a|y (b), d|x, e|x (two more members of d's household)
    cells = pa.table({"k0": ["a", "a", "d", "e"], "k1": ["x", "y", "x", "x"],
                      "n": pa.array([1, 1, 1, 2], pa.int64()),
                      "w": pa.array([1.5, 5.0, 1.0, 100.0]),
                      "first": pa.array([0, 1, 2, 3], pa.int64())})
    households = pa.table({"household": pa.array([0, 0, 0, 1], pa.int64()),
                           "cell": pa.array([0, 2, 3, 1], pa.int64()),
                           "n": pa.array([1, 1, 2, 1], pa.int64()),
                           "household_size": pa.array([4, 4, 4, 1], pa.int64())})
    table = cells_from_arrow(cells, ["q0", "q1"], [h0, h1], [], households)
    r_a, r_b = risk_exact(np.array([1.0, 1.0]), np.array([1 / 1.5, 1 / 5.0]))
    (r_ab,) = risk_exact(np.array([2.0]), np.array([2 / 6.5]))
    assert r_a >= 0.125 and r_b < 0.5 and r_ab >= 0.125
    target = T.HouseholdRisk(0.5)
    assert target.generalisation and not target.suppression
    ev = Evaluator(table, [target], make_quality("height", table, 0.5, suppression_limit=2), 2)
    fine, coarse = ev.evaluate((0, 0)), ev.evaluate((0, 1))
    assert fine.suppressed == 2          # a and d (d's risk 1)
    assert coarse.suppressed == 3        # the merged class a|b and d
    assert T.HouseholdRisk(0.5, "argus").generalisation is False


def test_household_risk_needs_a_household_before_any_work():
    data = _households(5, households=5)
    with sdcsql.Problem(data, sdcsql.Spec(keys=["age", "region"])) as p, \
            pytest.raises(InputError, match="--household-risk"):
        p.search(household_risk=0.5)


# ----------------------------------------------------------------- against local suppression
@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize("target", [{"k": 2}, {"k": 3}, {"max_risk": 0.3},
                                    {"max_risk": 0.6}])
def test_search_suppresses_no_more_records_than_local_suppression(seed, target):
    """The search's optimum (of any quality) suppresses no more records than local
    suppression changes on the unrecoded file at the same target: the identity node
    suppresses exactly the records local suppression must touch at least, and coarser
    nodes need no more (k-anonymity and the exact maximum risk are monotone under
    suppression)."""
    data = _households(seed, households=60).drop_columns(["hh"])
    spec = sdcsql.Spec(keys=["age", "region"], weight="w")
    with sdcsql.Problem(data, spec) as p:
        way = {"k": target["k"]} if "k" in target else {"risk": target["max_risk"]}
        changed = protect(p, accept_leaks=True, **way).summary.records_changed
    with sdcsql.Problem(data, spec) as p:
        for quality in ("loss", "suppressed", "height", "discernibility"):
            result = p.search(bands=BANDS, suppression_limit=1.0, quality=quality, **target)
            assert result.suppressed_records <= changed, quality
        identity = p.search(bands=BANDS, suppression_limit=1.0, quality="suppressed",
                            **target)
    # the fewest suppressed records over the lattice is at most the identity node's, which
    # are the records at or above the target on the unrecoded file
    assert identity.suppressed_records <= changed
