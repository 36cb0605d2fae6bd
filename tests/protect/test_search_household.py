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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.errors import InputError
from sdcsql.protect.lattice import targets as T
from sdcsql.protect.lattice.cells import cells_from_arrow
from sdcsql.protect.lattice.hierarchy import Hierarchy
from sdcsql.protect.lattice.quality import QUALITY_MODELS, make_quality
from sdcsql.protect.lattice.targets import household_risks
from sdcsql.protect.lattice.traverse import Evaluator, search_lattice
from sdcsql.protect.local_suppression import protect
from sdcsql.udfs.individual import risk_exact
from tests.protect.test_search import assert_optimum, hierarchies

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
    flagged = [r[col["household_risk"]] >= risk and r[col["risk"]] >= risk / size[r[col["hh"]]]
               for r in rows]
    # the households after: a suppressed member's risk counts 0
    safe: dict[int, float] = {}
    for f, r in zip(flagged, rows, strict=True):
        keep = 0.0 if f else r[col["risk"]]
        safe[r[col["hh"]]] = safe.get(r[col["hh"]], 1.0) * (1.0 - keep)
    return {"suppressed": sum(flagged),
            "max_household_before": max(r[col["household_risk"]] for r in rows),
            "max_household_after": max(1.0 - v for v in safe.values()),
            "max_risk_after": max(r[col["risk"]] for f, r in zip(flagged, rows, strict=True)
                                  if not f)}


NODES = [(a, b) for a in range(len(BANDS["age"]) + 2) for b in range(len(BANDS["region"]) + 2)]


@pytest.mark.parametrize("seed,risk,share,given,pi", [
    (1, 0.5, 0.25, False, 1.0), (2, 0.3, 0.5, False, 1.0), (3, 0.7, 0.1, False, 1.0),
    (4, 0.4, 0.3, False, 1.0), (5, 0.5, 0.3, True, 1.0), (6, 0.3, 0.6, True, 1.0),
    (7, 0.3, 0.3, False, 0.5)])
def test_household_risk_search_is_the_exhaustive_optimum(seed, risk, share, given, pi):
    """``given``: the household size is a column (a member can be missing from the file);
    ``pi``: the spec's factor of every individual risk (seed 002 formula (7))."""
    data = _households(seed)
    spec = sdcsql.Spec(keys=["age", "region"], weight="w", household="hh", pi=pi,
                       household_size="size" if given else None)
    n = data.num_rows
    limit = math.floor(share * n + 1e-9)
    figures = {node: _node_figures(data, node, risk, spec) for node in NODES}
    for node, f in figures.items():
        # the per-member rule leaves every household below the target
        assert f["max_household_after"] < risk, node
    feasible = {node: f for node, f in figures.items() if f["suppressed"] <= limit}
    # monotone under generalisation and suppression: a coarser node never flags more
    # records (each member's risk does not rise, the household risk with them)
    for lo in NODES:
        for hi in NODES:
            if hi[0] >= lo[0] and hi[1] >= lo[1]:
                assert figures[hi]["suppressed"] <= figures[lo]["suppressed"]
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
            assert result.after["max_individual_risk"] == pytest.approx(
                figures[expected]["max_risk_after"], rel=1e-9)
            assert result.after["records_released"] == n - result.suppressed_records
            assert result.before["max_household_risk"] == pytest.approx(
                figures[(0, 0)]["max_household_before"], rel=1e-9)


def test_household_risk_suppresses_members_not_classes():
    """Classes a (1 record, weight 1.5) and b (1 record, weight 5) merge when q1 is
    generalised.  a's member shares a household of four with d (1 record, weight 1:
    risk 1, so that household is at risk 1 at every node) and two members of class e;
    b's member lives alone.  R = 0.5: the threshold of a member of the household of four
    is R / 4 = 0.125.  At the finer node a (risk 0.81) and d are flagged, e (weight 100)
    is not: two records suppressed.  At the coarser node the merged class a|b still has
    risk >= 0.125: a's member is flagged, b's (alone, below R) is not and stays: two
    records again, where suppressing classes whole would take three."""
    h0 = Hierarchy("q0", (("a", "*"), ("d", "*"), ("e", "*")))
    h1 = Hierarchy("q1", (("x", "*"), ("y", "*")))
    cells = pa.table({"k0": ["a", "a", "d", "e"], "k1": ["x", "y", "x", "x"],
                      "n": pa.array([1, 1, 1, 2], pa.int64()),
                      "w": pa.array([1.5, 5.0, 1.0, 100.0]),
                      "first": pa.array([0, 1, 2, 3], pa.int64())})
    households = pa.table({"household": pa.array([0, 0, 0, 1], pa.int64()),
                           "cell": pa.array([0, 2, 3, 1], pa.int64()),
                           "n": pa.array([1, 1, 2, 1], pa.int64()),
                           "household_size": pa.array([4, 4, 4, 1], pa.int64()),
                           "households": pa.array([1, 1, 1, 1], pa.int64())})
    table = cells_from_arrow(cells, ["q0", "q1"], [h0, h1], [], households)
    r_a, r_b = risk_exact(np.array([1.0, 1.0]), np.array([1 / 1.5, 1 / 5.0]))
    (r_ab,) = risk_exact(np.array([2.0]), np.array([2 / 6.5]))
    assert r_a >= 0.125 and r_b < 0.5 and r_ab >= 0.125
    target = T.HouseholdRisk(0.5)
    assert target.generalisation and target.suppression
    for quality in ("height", "suppressed", "loss", "discernibility"):
        ev = Evaluator(table, [target], make_quality(quality, table, 0.5,
                                                     suppression_limit=2), 2)
        fine, coarse = ev.evaluate((0, 0), keep=True), ev.evaluate((0, 1), keep=True)
        assert fine.suppressed == 2 and coarse.suppressed == 2
        assert fine.feasible and coarse.feasible
    assert coarse.members is not None and coarse.members.sum() == 1     # a of a|b
    assert fine.outlier is not None and fine.outlier.sum() == 2         # a and d whole
    assert T.HouseholdRisk(0.5, "argus").generalisation is False


def test_protected_file_meets_the_household_target_by_the_risk_step(tmp_path):
    """--apply: the records the per-member rule suppresses have every key missing, the
    other members of their classes not; the risk step on the protected file (missing
    values as wildcards) finds every household below R."""
    data = _households(8)
    path = tmp_path / "d.parquet"
    import pyarrow.parquet as pq

    pq.write_table(data, path)
    out = tmp_path / "p.csv"
    from sdcsql.cli import main

    assert main(["search", str(path), "--keys", "age,region", "--weight", "w",
                 "--household", "hh", "--bands", "age=2,8", "--bands", "region=2",
                 "--household-risk", "0.5", "--suppression-limit", "0.3", "--quality",
                 "height", "--json", str(tmp_path / "s.json"), "--apply", str(out)]) == 0
    import json

    found = json.loads((tmp_path / "s.json").read_text())
    assert found["suppressed_records"] > 0
    with sdcsql.Problem(str(out), SPEC) as p:
        records = p.risk().records.fetchall()
        summary = p.risk().summary
    missing = sum(1 for r in records if r[1] is None)
    assert missing == found["suppressed_records"]
    assert all((r[1] is None) == (r[2] is None) for r in records)
    assert summary.max_household_risk < 0.5


def test_household_risk_needs_a_household_before_any_work():
    data = _households(5, households=5)
    with sdcsql.Problem(data, sdcsql.Spec(keys=["age", "region"])) as p, \
            pytest.raises(InputError, match="--household-risk"):
        p.search(household_risk=0.5)


# ----------------------------------------------------------------- against local suppression
@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize("target", [{"k": 2}, {"k": 3}, {"max_risk": 0.3},
                                    {"max_risk": 0.6}, {"reid_rate": 0.1},
                                    {"household_risk": 0.3}, {"household_risk": 0.6}])
def test_search_suppresses_no_more_records_than_local_suppression(seed, target):
    """The search's optimum (of any quality) suppresses no more records than local
    suppression changes on the unrecoded file at the same target: the identity node
    suppresses at most the records local suppression must touch (those at or above the
    target; for households the members at or above R / |g|, of which the per-member
    rule takes those of households at or above R), and coarser nodes need no more
    (k-anonymity, the exact maximum risk and the household risk are monotone under
    suppression; the re-identification rate's suppression stops once the rate holds,
    where local suppression's threshold keeps suppressed records' risk as wildcards)."""
    data = _households(seed, households=60)
    if "household_risk" in target:   # local suppression's household rule: r_i < R / |g|
        spec, way = SPEC, {"risk": target["household_risk"]}
    else:
        spec = sdcsql.Spec(keys=["age", "region"], weight="w")
        way = {"risk": target["max_risk"]} if "max_risk" in target else dict(target)
    with sdcsql.Problem(data, spec) as p:
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


# ----------------------------------------------------------------- random households
@st.composite
def household_parts(draw):
    """Random records in random households over 1-2 keys with random hierarchies: the
    cells (as distinct_cells.sql gives them), the keys, the hierarchies and the household
    structure with one row per household and cell (each household its own composition)."""
    d = draw(st.integers(1, 2))
    hs = [draw(hierarchies(f"q{j}")) for j in range(d)]
    n = draw(st.integers(1, 25))
    records = [tuple(draw(st.integers(0, h.size - 1)) for h in hs) for _ in range(n)]
    weights = [draw(st.sampled_from([1.0, 1.5, 3.0, 10.0, 100.0])) for _ in range(n)]
    household = [draw(st.integers(0, max(0, n // 2))) for _ in range(n)]
    extra = {h: draw(st.integers(0, 1)) for h in set(household)}
    cells: dict = {}
    for i, (r, w) in enumerate(zip(records, weights, strict=True)):
        c = cells.setdefault(r, [0, 0.0, i])
        c[0] += 1
        c[1] += w
    order = list(cells)
    arrays = {f"k{j}": pa.array([hs[j].values[r[j]][0] for r in order], pa.string())
              for j in range(d)}
    arrays["n"] = pa.array([cells[r][0] for r in order], pa.int64())
    arrays["w"] = pa.array([cells[r][1] for r in order], pa.float64())
    arrays["first"] = pa.array([cells[r][2] for r in order], pa.int64())
    members = {h: household.count(h) for h in set(household)}
    given = draw(st.booleans())
    pairs: dict = {}
    for r, h in zip(records, household, strict=True):
        first_row = household.index(h)
        p = pairs.setdefault((first_row, cells[r][2]), [0, members[h] + (extra[h] if given
                                                                          else 0)])
        p[0] += 1
    hh = pa.table({"household": pa.array([k[0] for k in pairs], pa.int64()),
                   "cell": pa.array([k[1] for k in pairs], pa.int64()),
                   "n": pa.array([v[0] for v in pairs.values()], pa.int64()),
                   "household_size": pa.array([v[1] for v in pairs.values()], pa.int64()),
                   "households": pa.array([1] * len(pairs), pa.int64())})
    return pa.table(arrays), [h.key for h in hs], hs, hh


@st.composite
def household_tables(draw):
    """The cell table and household structure of :func:`household_parts`."""
    cells, keys, hs, hh = draw(household_parts())
    return cells_from_arrow(cells, keys, hs, [], hh)


def by_composition(hh: pa.Table) -> pa.Table:
    """household_cells.sql's grouping, by hand: households with the same (cell, n) pairs
    and size as one row per cell, numbered by their smallest household, counted."""
    pairs: dict = {}
    for h, c, n, size in zip(*(hh.column(x).to_pylist() for x in
                               ("household", "cell", "n", "household_size")), strict=True):
        pairs.setdefault(h, (size, []))[1].append((c, n))
    groups: dict = {}
    for h, (size, cells) in pairs.items():
        groups.setdefault((size, tuple(sorted(cells))), []).append(h)
    rows = sorted((min(hs), c, n, size, len(hs))
                  for (size, cells), hs in groups.items() for c, n in cells)
    return pa.table({name: pa.array([r[i] for r in rows], pa.int64()) for i, name in
                     enumerate(("household", "cell", "n", "household_size", "households"))})


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=household_parts(), risk=st.sampled_from([0.1, 0.2, 0.4, 0.6, 0.9]))
def test_households_grouped_by_composition_evaluate_as_each_household(parts, risk):
    """The search reads the households grouped by composition (household_cells.sql):
    at every node the same members suppressed per class, the same records suppressed,
    the same largest household risk as with one row per household."""
    cells, keys, hs, hh = parts      # ordered by household and cell, as the SQL orders
    each = cells_from_arrow(cells, keys, hs, [], hh.sort_by([("household", "ascending"),
                                                             ("cell", "ascending")]))
    grouped = cells_from_arrow(cells, keys, hs, [], by_composition(hh))
    assert grouped.households.count <= each.households.count
    assert grouped.households.records.sum() == each.households.n.sum() == each.n_records
    evaluators = [Evaluator(t, [T.HouseholdRisk(risk)], make_quality(
        "suppressed", t, 0.5, suppression_limit=t.n_records), t.n_records)
        for t in (each, grouped)]
    for node in np.ndindex(*each.heights):
        e, g = (ev.evaluate(tuple(int(x) for x in node), keep=True) for ev in evaluators)
        assert (g.suppressed, g.feasible) == (e.suppressed, e.feasible)
        assert np.array_equal(g.members, e.members)
        cls = each.classes(tuple(int(x) for x in node))
        risk_of = T.class_risk(cls.size, cls.weight, "exact", 1.0)
        assert household_risks(grouped, T.cell_classes(grouped.classes(cls.node)),
                               risk_of).max() == household_risks(
            each, T.cell_classes(cls), risk_of).max()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=household_tables(), data=st.data())
def test_household_target_search_is_exhaustive_and_monotone(table, data):
    """With the household target (alone or with k-anonymity), every quality model and
    limit: the search's optimum is the exhaustive one (its pruning relies on the declared
    monotonicity), every bound is below its node's value, and the declared monotonicity
    holds between every pair of nodes (a coarser node suppresses no more records)."""
    def targets():
        out = [T.HouseholdRisk(data.draw(st.sampled_from([0.1, 0.2, 0.4, 0.6, 0.9])))]
        if data.draw(st.booleans()):
            out.append(T.KAnonymity(data.draw(st.integers(1, 3))))
        return out

    chosen = targets()
    quality = data.draw(st.sampled_from(sorted(QUALITY_MODELS)))
    limit = data.draw(st.integers(0, table.n_records))
    ev = Evaluator(table, chosen, make_quality(quality, table, 0.5, suppression_limit=limit),
                   limit)
    best = None
    evaluated = {}
    for node in np.ndindex(*table.heights):
        e = ev.evaluate(tuple(int(x) for x in node))
        evaluated[e.node] = e
        if e.feasible:
            key = (e.value, sum(e.node), e.node)
            best = key if best is None or key < best else best
        bound = ev.quality.bounds()[e.node]
        assert bound <= e.value + 1e-9 * max(1.0, abs(e.value))
    fresh = Evaluator(table, chosen, make_quality(quality, table, 0.5,
                                                  suppression_limit=limit), limit)
    outcome = search_lattice(fresh, 10 ** 6)
    assert_optimum(outcome, best)
    for lo, e_lo in evaluated.items():
        for hi, e_hi in evaluated.items():
            if all(b >= a for a, b in zip(lo, hi, strict=True)):
                assert e_hi.suppressed <= e_lo.suppressed
