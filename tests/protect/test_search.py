"""The optimal protection search (sdcsql.protect.search; docs/protect/search.md).

* Every reference case of ../shared/reference/arx/golden.json whose models the search
  implements: the same optimal transformation, the loss to 1e-9 relative, or no
  solution where the reference finds none; and its exhaustive optimum.
* On random small data and lattices: the search's optimum is the exhaustive one, for
  every target and quality model (monotone or not), and past a small budget the best
  node and the lower bound bracket it.
* Each monotonicity a target or quality model declares holds on random data; each
  quality bound is below the value; the negative-binomial risk is monotone under
  merging cells (brute force).
"""

from __future__ import annotations

import json
import math

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdcsql
from sdcsql.cli import main
from sdcsql.errors import InputError
from sdcsql.protect.lattice import targets as T
from sdcsql.protect.lattice.cells import cells_from_arrow
from sdcsql.protect.lattice.hierarchy import Hierarchy, bands_hierarchy, read_csv_hierarchy
from sdcsql.protect.lattice.quality import QUALITY_MODELS, make_quality
from sdcsql.protect.lattice.traverse import Evaluator, search_lattice
from sdcsql.udfs.individual import risk_exact
from tests.conftest import shared_file

ARX = shared_file("reference", "arx")
DATA = ARX / "data"
GOLDEN = json.loads((ARX / "golden.json").read_text())
CASES = {c["id"]: c for c in GOLDEN["cases"] + GOLDEN["exhaustive_optima"]}

#: The reference's quality model names -> the search's.
QUALITY = {("Loss", False): "loss", ("Non-uniform entropy", True): "entropy-monotone",
           ("Non-uniform entropy", False): "entropy",
           ("Discernability (DM*, monotonic)", True): "discernibility-monotone"}

#: TCloseness[2] and [6] list only k-anonymity in golden.json, but their expected optima
#: are those of k-anonymity with hierarchical t-closeness t = 0.2 on occupation (the
#: model their test class builds): [6] is Combinations[6]'s optimum, and the search
#: finds both values with that model added and not without it.
ADDED_MODELS = {
    "TestAnonymizationTCloseness[2]": ["hierarchical:occupation:0.2"],
    "TestAnonymizationTCloseness[6]": ["hierarchical:occupation:0.2"],
}

#: The cases reproduced: every case whose privacy and quality models the search has,
#: except the two entropy l-diversity cases with the Grassberger estimator, whose
#: reference result depends on the order of a hash table (METRICS.md section 3; their
#: own test below).
REPRODUCED = [
    "TestAnonymizationBLikeness[0]", "TestAnonymizationBLikeness[2]",
    "TestAnonymizationBLikeness[4]", "TestAnonymizationCombinations[4]",
    "TestAnonymizationCombinations[6]", "TestAnonymizationCombinations[8]",
    "TestAnonymizationCombinations[52]", "TestAnonymizationCombinations[54]",
    "TestAnonymizationCombinations[102]", "TestAnonymizationEntropyLDiversity[1]",
    "TestAnonymizationKAnonymity[0]", "TestAnonymizationKAnonymity[2]",
    "TestAnonymizationLDiversity[0]", "TestAnonymizationLDiversity[3]",
    "TestAnonymizationOrderedDistanceTCloseness[0]",
    "TestAnonymizationOrderedDistanceTCloseness[2]", "TestAnonymizationRiskBased[1]",
    "TestAnonymizationTCloseness[0]", "TestAnonymizationTCloseness[2]",
    "TestAnonymizationTCloseness[4]", "TestAnonymizationTCloseness[6]", "BF-1",
]


def _options(case: dict) -> dict:
    """The search's options for a reference case."""
    opts: dict = {"hierarchies": str(DATA), "suppression_limit": case["suppression_limit"]}
    metric = case["metric"]
    opts["quality"] = QUALITY[(metric["name"], metric.get("monotonic"))]
    if metric.get("gsFactor") is not None:
        opts["gs_factor"] = metric["gsFactor"]
    ldiv, tclose, beta = [], list(ADDED_MODELS.get(case["id"], [])), []
    for m in case["privacy_models"]:
        kind = m["type"]
        if kind == "k-anonymity":
            opts["k"] = m["k"]
        elif kind == "distinct-l-diversity":
            ldiv.append(f"distinct:{m['attribute']}:{m['l']}")
        elif kind == "entropy-l-diversity":
            ldiv.append(f"entropy:{m['attribute']}:{m['l']}:{m['estimator'].lower()}")
        elif kind == "recursive-(c,l)-diversity":
            ldiv.append(f"recursive:{m['attribute']}:{m['c']}:{m['l']}")
        elif kind.startswith("t-closeness ("):
            how = kind.split("(")[1].split()[0]
            tclose.append(f"{how}:{m['attribute']}:{m['t']}")
        elif kind in ("basic-beta-likeness", "enhanced-beta-likeness"):
            beta.append(f"{kind.split('-')[0]}:{m['attribute']}:{m['beta']}")
        elif kind == "sample-uniqueness":
            opts["sample_uniqueness"] = m["threshold"]
        elif kind == "average-risk":
            opts["average_risk"] = m["threshold"]
        else:
            raise AssertionError(f"{case['id']}: no model {kind}")
    for name, values in (("ldiversity", ldiv), ("tcloseness", tclose),
                         ("beta_likeness", beta)):
        if values:
            opts[name] = values
    return opts


def _search(case: dict):
    keys = case["quasi_identifiers"]
    with sdcsql.Problem(str(DATA / "adult.csv"), sdcsql.Spec(keys=keys)) as problem:
        return problem.search(**_options(case))


#: METRICS.md section 3's G(x) table (x <= 100, by floor(x / 2)), for the brute force
#: below: written from the reference's definitions, not from the search's module
_G = [float(x) for x in (ARX / "METRICS.md").read_text().split(
    "The 51 table values, for index ⌊x/2⌋ = 0..50: ")[1].split(". For x > 100")[0].split(", ")]


def _grassberger_brute_force(case: dict, node: list[int]) -> tuple[int, int]:
    """The records a node suppresses under entropy l-diversity with the Grassberger
    estimator, the full sum of METRICS.md section 3 (a class fails when it has fewer
    than ceil(l) distinct sensitive values or sum f G(f) > n (G(n) - ln l)), and the
    limit: plain Python over the reference's CSV files."""
    import csv

    def g(x: int) -> float:
        if x <= 100:
            return _G[x // 2]
        x -= x % 2
        m = 1 / (x / 2) ** 2
        return math.log(x) + m * (1 / 24 - m * (7 / 960 - m * 31 / 8064))

    (model,) = case["privacy_models"]
    level_of = {}
    for key, level in zip(case["quasi_identifiers"], node, strict=True):
        with open(DATA / f"adult_hierarchy_{key}.csv", newline="") as fh:
            level_of[key] = {row[0]: row[level] for row in csv.reader(fh, delimiter=";")}
    classes: dict[tuple, dict[str, int]] = {}
    with open(DATA / "adult.csv", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter=";"))
    for row in rows:
        cls = tuple(level_of[k][row[k]] for k in case["quasi_identifiers"])
        counts = classes.setdefault(cls, {})
        counts[row[model["attribute"]]] = counts.get(row[model["attribute"]], 0) + 1
    l_value, suppressed = model["l"], 0
    for counts in classes.values():
        n = sum(counts.values())
        if (len(counts) < math.ceil(l_value)
                or sum(f * g(f) for f in counts.values()) > n * (g(n) - math.log(l_value))):
            suppressed += n
    return suppressed, math.floor(case["suppression_limit"] * len(rows) + 1e-9)


@pytest.mark.slow
@pytest.mark.parametrize("case_id", ["TestAnonymizationEntropyLDiversity[0]",
                                     "TestAnonymizationEntropyLDiversity[3]"])
def test_grassberger_cases_differ_from_the_reference_by_its_partial_sums(case_id,
                                                                          monkeypatch):
    """The two entropy l-diversity cases with the Grassberger estimator: the reference
    adds the terms f G(f) in the order of its hash buckets and rejects a class as soon as
    a partial sum exceeds the bound; G(1) < 0, so it rejects classes whose full sum meets
    it (METRICS.md section 3: exact agreement would need its bucket order).  The search
    tests the full sum, the definition: the reference's node is feasible there, with the
    loss 4.8e-3 and 9.6e-3 below the reference's that METRICS.md gives for the full sum;
    the search's own optimum is proven, no worse, and within the suppression limit by a
    brute force over the CSV files."""
    from sdcsql.protect import search as search_module

    case = CASES[case_id]
    seen = {}
    real = search_module.search_lattice

    def spy(evaluator, *args, **kwargs):
        seen["evaluator"] = evaluator
        return real(evaluator, *args, **kwargs)

    monkeypatch.setattr(search_module, "search_lattice", spy)
    result = _search(case)
    theirs = seen["evaluator"].evaluate(tuple(case["expected_transformation"]), keep=True)
    reported = float(case["expected_information_loss"])
    assert theirs.feasible
    assert (reported - theirs.value) / reported == pytest.approx(
        {"TestAnonymizationEntropyLDiversity[0]": 4.8e-3,
         "TestAnonymizationEntropyLDiversity[3]": 9.6e-3}[case_id], abs=5e-5)
    assert result.optimal and result.loss <= theirs.value
    suppressed, limit = _grassberger_brute_force(case, result.transformation)
    assert suppressed == result.suppressed_records <= limit
    assert _grassberger_brute_force(case, case["expected_transformation"])[0] == \
        theirs.suppressed


@pytest.mark.slow
@pytest.mark.parametrize("case_id", REPRODUCED)
def test_reference_case(case_id):
    case = CASES[case_id]
    expected = case.get("expected_transformation", case.get("optimal_transformation"))
    if expected is None:
        with pytest.raises(InputError, match="no node meets the targets"):
            _search(case)
        return
    result = _search(case)
    loss = float(case.get("expected_information_loss") or case["optimal_information_loss"])
    assert result.optimal
    assert result.transformation == expected
    assert result.loss == pytest.approx(loss, rel=1e-9)
    assert result.suppressed_records <= result.suppression_limit


def test_the_exhaustive_optimum_is_the_search_optimum():
    """golden.json's exhaustive optimum (every node of the 12,960 evaluated by the
    reference's own tools): the search finds it, checking fewer nodes than the
    reference's search (1,466)."""
    (case,) = GOLDEN["exhaustive_optima"]
    result = _search(case)
    assert result.transformation == case["optimal_transformation"]
    assert result.loss == pytest.approx(float(case["optimal_information_loss"]), rel=1e-9)
    assert result.optimal and result.nodes_checked < 1466
    assert result.lattice_size == case["lattice_nodes"]


# ----------------------------------------------------------------- random problems
@st.composite
def hierarchies(draw, key: str) -> Hierarchy:
    """A random hierarchy of 1-5 values: 1-3 levels below a top ``*``."""
    m = draw(st.integers(1, 5))
    codes = list(range(m))
    levels = [[f"v{c}" for c in codes]]
    for depth in range(draw(st.integers(0, 2))):
        groups = draw(st.lists(st.integers(0, 2), min_size=max(codes) + 1,
                               max_size=max(codes) + 1))
        codes = [groups[c] for c in codes]
        levels.append([f"g{depth}_{c}" for c in codes])
    levels.append(["*"] * m)
    return Hierarchy(key, tuple(zip(*levels, strict=True)))


@st.composite
def tables(draw):
    d = draw(st.integers(1, 3))
    hs = [draw(hierarchies(f"q{j}")) for j in range(d)]
    n = draw(st.integers(1, 30))
    records = [tuple(draw(st.integers(0, h.size - 1)) for h in hs) for _ in range(n)]
    sens = [draw(st.integers(0, 3)) for _ in range(n)]
    weights = [draw(st.sampled_from([1.0, 1.5, 3.0, 10.0, 50.0])) for _ in range(n)]
    cells: dict = {}
    for i, (r, s, w) in enumerate(zip(records, sens, weights, strict=True)):
        c = cells.setdefault((r, s), [0, 0.0, i])
        c[0] += 1
        c[1] += w
    arrays = {f"k{j}": pa.array([hs[j].values[r[j]][0] for r, _ in cells], pa.string())
              for j in range(d)}
    arrays["s0"] = pa.array([f"s{s}" for _, s in cells], pa.string())
    arrays["n"] = pa.array([c[0] for c in cells.values()], pa.int64())
    arrays["w"] = pa.array([c[1] for c in cells.values()], pa.float64())
    arrays["first"] = pa.array([c[2] for c in cells.values()], pa.int64())
    return cells_from_arrow(pa.table(arrays), [h.key for h in hs], hs, ["sens"])


SENS_HIERARCHY = Hierarchy("sens", (("s0", "a", "*"), ("s1", "a", "*"), ("s2", "b", "*"),
                                    ("s3", "b", "*")))


def _targets(draw) -> list:
    """One or two random targets, of every kind."""
    makers = [
        lambda: T.KAnonymity(draw(st.integers(1, 4))),
        lambda: T.DistinctL("sens", draw(st.integers(1, 3))),
        lambda: T.EntropyL("sens", draw(st.sampled_from([1.0, 1.5, 2.0, 2.5])), "shannon"),
        lambda: T.EntropyL("sens", draw(st.sampled_from([1.0, 1.5, 2.0])), "grassberger"),
        lambda: T.RecursiveCL("sens", draw(st.sampled_from([1.0, 2.0, 3.0])),
                              draw(st.integers(1, 3))),
        lambda: T.TCloseness("sens", draw(st.sampled_from([0.1, 0.3, 0.6])),
                             draw(st.sampled_from(["equal", "ordered", "hierarchical"])),
                             SENS_HIERARCHY),
        lambda: T.BetaLikeness("sens", draw(st.sampled_from([0.5, 1.0, 2.0])), draw(st.booleans())),
        lambda: T.AverageRisk(draw(st.sampled_from([0.2, 0.5, 0.8]))),
        lambda: T.SampleUniqueness(draw(st.sampled_from([0.0, 0.1, 0.3]))),
        lambda: T.MaxRisk(draw(st.sampled_from([0.1, 0.3, 0.6]))),
        lambda: T.ReidRate(draw(st.sampled_from([0.05, 0.2, 0.5]))),
        lambda: T.RecordsAbove(draw(st.sampled_from([0.1, 0.3])), draw(st.integers(0, 3))),
    ]
    picks = draw(st.lists(st.integers(0, len(makers) - 1), min_size=1, max_size=2))
    return [makers[i]() for i in picks]


def _evaluator(table, targets, quality, gs, limit):
    q = make_quality(quality, table, gs, suppression_limit=limit)
    return Evaluator(table, targets, q, limit)


def _exhaustive(ev):
    """The least (value, sum of levels, levels) over the feasible nodes, and all values."""
    best = None
    for node in np.ndindex(*ev.table.heights):
        e = ev.evaluate(tuple(int(x) for x in node))
        if e.feasible:
            key = (e.value, sum(e.node), e.node)
            best = key if best is None or key < best else best
    return best


def assert_optimum(outcome, expected) -> None:
    """The search proved its optimum, and it is ``expected`` ((value, height, node) of
    the exhaustive optimum; None: no node meets the targets)."""
    assert outcome.optimal
    if expected is None:
        assert outcome.best is None
    else:
        assert outcome.best is not None
        assert (outcome.best.value, sum(outcome.best.node), outcome.best.node) == expected


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), data=st.data())
def test_search_optimum_is_the_exhaustive_optimum(table, data):
    targets = _targets(data.draw)
    quality = data.draw(st.sampled_from(sorted(QUALITY_MODELS)))
    gs = data.draw(st.sampled_from([0.1, 0.5, 0.8]))
    limit = data.draw(st.integers(0, table.n_records))
    ev = _evaluator(table, targets, quality, gs, limit)
    expected = _exhaustive(ev)
    outcome = search_lattice(ev, 10 ** 6)
    assert_optimum(outcome, expected)
    assert outcome.nodes_checked <= math.prod(table.heights)
    # anytime: past a small budget the best found and the bound bracket the optimum
    budget = data.draw(st.integers(1, 4))
    partial = search_lattice(_evaluator(table, targets, quality, gs, limit), budget)
    assert partial.nodes_checked <= budget
    if expected is not None:
        assert partial.lower_bound <= expected[0] + 1e-9 * max(1.0, abs(expected[0]))
        if partial.best is not None:
            assert partial.best.feasible and partial.best.value >= expected[0]
        if partial.optimal:
            assert partial.best is not None and partial.best.value == expected[0]


@settings(max_examples=200, deadline=None)
@given(table=tables(), data=st.data())
def test_rolled_up_classes_are_the_classes_from_the_cells(table, data):
    """A coarser node's classes rolled up from a finer node's kept classes equal those
    computed from the cells: per class (its codes), records, weight sum, first row and
    sensitive-value counts."""
    lo, hi = _pairs(table, data)
    finer = table.classes(lo).summary()

    def by_codes(cls):
        return {tuple(int(c[i]) for c in cls.codes):
                (int(cls.size[i]), float(cls.weight[i]), int(cls.first[i]),
                 tuple(cls.hist("sens")[i].tolist())) for i in range(cls.n_classes)}

    assert by_codes(table.classes(hi, finer)) == by_codes(table.classes(hi))


def _pairs(table, data):
    """A random node and a random generalisation of it."""
    lo = tuple(data.draw(st.integers(0, h - 1)) for h in table.heights)
    hi = tuple(data.draw(st.integers(a, h - 1)) for a, h in zip(lo, table.heights, strict=True))
    return lo, hi


ALL_TARGETS = st.integers(0, 11)


@settings(max_examples=300, deadline=None)
@given(table=tables(), data=st.data())
def test_declared_monotonicity_holds(table, data):
    """A target monotone under generalisation: a node that meets it (no suppression)
    makes every coarser node meet it; also under suppression: with any limit."""
    (target,) = _targets(lambda s: data.draw(s))[:1]
    lo, hi = _pairs(table, data)
    if target.generalisation:
        ev = _evaluator(table, [target], "height", 0.5, 0)
        if ev.evaluate(lo).feasible:
            assert ev.evaluate(hi).feasible
        if target.suppression:
            limit = data.draw(st.integers(0, table.n_records))
            ev = _evaluator(table, [target], "height", 0.5, limit)
            if ev.evaluate(lo).feasible:
                assert ev.evaluate(hi).feasible


@settings(max_examples=300, deadline=None)
@given(table=tables(), data=st.data())
def test_quality_bounds_and_monotonicity(table, data):
    """Each model's bound is at most its value at every node (whatever the targets and
    the limit); a monotone model's value never decreases to a coarser node."""
    targets = _targets(lambda s: data.draw(s))
    quality = data.draw(st.sampled_from(sorted(QUALITY_MODELS)))
    gs = data.draw(st.sampled_from([0.1, 0.5, 0.8]))
    limit = data.draw(st.integers(0, table.n_records))
    ev = _evaluator(table, targets, quality, gs, limit)
    bounds = ev.quality.bounds()
    lo, hi = _pairs(table, data)
    e_lo, e_hi = ev.evaluate(lo), ev.evaluate(hi)
    for e in (e_lo, e_hi):
        if e.feasible:
            assert bounds[e.node] <= e.value + 1e-9 * max(1.0, abs(e.value))
    if ev.quality.monotone:
        assert e_lo.value <= e_hi.value + 1e-9 * max(1.0, abs(e_hi.value))


def test_negative_binomial_risk_never_rises_when_cells_merge():
    """The exact risk of a merged cell is at most the risk of each of its parts (the
    argument is in docs/protect/search.md): brute force over a grid of fk and weight
    ratios, and each of the argument's two factors alone."""
    f = np.arange(1, 41, dtype=np.float64)
    ratios = np.array([0.5, 1.0, 1.01, 1.5, 2, 3, 10, 50, 400, 1e4, 1e6])
    f1, r1, f2, r2 = (a.ravel() for a in np.meshgrid(f, ratios, f, ratios, indexing="ij"))
    w1, w2 = f1 * r1, f2 * r2
    risk1 = risk_exact(f1, np.minimum(1, f1 / w1))
    risk2 = risk_exact(f2, np.minimum(1, f2 / w2))
    merged = risk_exact(f1 + f2, np.minimum(1, (f1 + f2) / (w1 + w2)))
    assert np.all(merged <= np.minimum(risk1, risk2) * (1 + 1e-12))
    assert np.all(np.diff(risk_exact(f, np.full(f.shape, 0.3))) < 0)   # falls with fk
    p = np.linspace(0.01, 1, 100)
    assert np.all(np.diff(risk_exact(np.full(p.shape, 3.0), p)) > 0)    # rises with p
    # so the expected re-identifications of a merged cell are at most its parts' sum
    assert np.all((f1 + f2) * merged <= (f1 * risk1 + f2 * risk2) * (1 + 1e-12))


def test_risk_targets_are_monotone_only_with_the_exact_risk():
    assert T.MaxRisk(0.1).generalisation and T.MaxRisk(0.1).suppression
    for target in (T.ReidRate(0.1), T.RecordsAbove(0.1, 3)):
        assert target.generalisation and not target.suppression
    for target in (T.MaxRisk(0.1, "sdcmicro"), T.ReidRate(0.1, "argus"),
                   T.RecordsAbove(0.1, 3, "argus2002")):
        assert not target.generalisation and not target.suppression


def _two_key_table(cells):
    """Cells (q0 value, q1 value, records, weight) over q0 in {a, b, c, d} and q1 in
    {x, y}, each key with one level above (``*``)."""
    h0 = Hierarchy("q0", tuple((v, "*") for v in "abcd"))
    h1 = Hierarchy("q1", (("x", "*"), ("y", "*")))
    cols = list(zip(*cells, strict=True))
    table = pa.table({"k0": pa.array(cols[0]), "k1": pa.array(cols[1]),
                      "s0": pa.array(["s"] * len(cells)),
                      "n": pa.array(cols[2], pa.int64()), "w": pa.array(cols[3], pa.float64()),
                      "first": pa.array(range(len(cells)), pa.int64())})
    return cells_from_arrow(table, ["q0", "q1"], [h0, h1], ["sens"])


def test_risk_sample_targets_are_not_monotone_under_suppression():
    """A merged class can need suppressing whole where suppressing one of its parts was
    enough: (1 record, weight 1) and (1 record, weight 1.5) merged by generalising q1;
    three safe records elsewhere.  At most one record may be suppressed."""
    table = _two_key_table([("a", "x", 1, 1.0), ("a", "y", 1, 1.5),
                            ("b", "x", 1, 20.0), ("c", "x", 1, 20.0), ("d", "x", 1, 20.0)])
    risks = risk_exact(np.array([1.0, 1.0, 2.0, 1.0]), np.array([1.0, 1 / 1.5, 2 / 2.5, 0.05]))
    fine, coarse = (0, 0), (0, 1)
    # records above: at (0, 0) two records at risk >= 0.3, one allowed: suppress one
    target = T.RecordsAbove(0.3, 1)
    ev = _evaluator(table, [target], "height", 0.5, 1)
    assert risks[2] >= 0.3 and ev.evaluate(fine).feasible and not ev.evaluate(coarse).feasible
    # the re-identification rate: the same two classes, a rate just above the rest
    rest = 3 * risks[3]
    rate = (rest + risks[1] + 0.5 * (2 * risks[2] - risks[1])) / 5
    ev = _evaluator(table, [T.ReidRate(rate)], "height", 0.5, 1)
    assert 2 * risks[2] + rest > 5 * rate
    assert ev.evaluate(fine).feasible and not ev.evaluate(coarse).feasible


# ----------------------------------------------------------------- hierarchies
def test_hierarchy_levels_must_nest():
    with pytest.raises(InputError, match="level 2 is not coarser than or equal to level 1"):
        Hierarchy("age", (("1", "a", "x"), ("2", "a", "y")))


def test_hierarchy_rows_have_every_level():
    with pytest.raises(InputError, match="different numbers of levels"):
        Hierarchy("age", (("1", "a"), ("2",)))


def test_uncovered_values_are_counted_not_named(tmp_path):
    data = tmp_path / "d.csv"
    data.write_text("age,sex\n17,secretvalue\n18,m\n19,othersecret\n")
    (tmp_path / "sex.csv").write_text("m;*\nf;*\n")
    (tmp_path / "age.csv").write_text("17;*\n18;*\n19;*\n")
    with sdcsql.Problem(str(data), sdcsql.Spec(keys=["age", "sex"])) as p:
        with pytest.raises(InputError) as err:
            p.search(hierarchies=str(tmp_path), k=1)
    assert "key 'sex': 2 value(s) of the data are not in its hierarchy" in str(err.value)
    assert "secret" not in str(err.value)


def test_bands_nest_and_label_their_ends():
    h = bands_hierarchy("age", ["3", "17", "42"], [5, 10, 20])
    assert h.values == (("17", "15-20", "10-20", "0-20", "*"),
                        ("3", "0-5", "0-10", "0-20", "*"),
                        ("42", "40-45", "40-50", "40-60", "*"))
    with pytest.raises(InputError, match="multiple of the one before"):
        bands_hierarchy("age", ["3"], [5, 7])


def test_reference_hierarchies_read():
    h = read_csv_hierarchy(DATA / "adult_hierarchy_age.csv", "age")
    assert h.size == 100 and h.levels == 5 and h.labels[-1] == ["*"]


# ----------------------------------------------------------------- command line
def _adult_cli(tmp_path, *extra):
    out = tmp_path / "search.json"
    code = main([
        "search", str(DATA / "adult.csv"), "--keys",
        "sex,age,race,marital-status,education,native-country,workclass,occupation,"
        "salary-class", "--hierarchies", str(DATA), "--json", str(out), *extra])
    return code, out


def test_cli_json_has_the_scripted_fields(tmp_path, capsys):
    code, out = _adult_cli(tmp_path, "--k", "5", "--suppression-limit", "0.04",
                           "--quality", "loss", "--apply", str(tmp_path / "p.csv"))
    assert code == 0
    result = json.loads(out.read_text())
    assert result["transformation"] == [0, 3, 0, 1, 1, 1, 1, 2, 0]
    assert result["loss"] == pytest.approx(0.26611081915757495, rel=1e-12)
    assert result["optimal"] is True and "gap" not in result
    assert result["nodes_checked"] < 1466
    assert result["front"] and all(p["feasible"] for p in result["front"])
    risks = [p["risk"] for p in result["front"]]
    losses = [p["loss"] for p in result["front"]]
    assert risks == sorted(risks) and losses == sorted(losses, reverse=True)
    # the protected file: every row, suppressed records' keys missing, k = 5 on the rest
    import duckdb

    con = duckdb.connect()
    rows, kept, smallest = con.execute(
        f"SELECT count(*), count(age), (SELECT min(c) FROM (SELECT count(*) c FROM "
        f"'{tmp_path / 'p.csv'}' WHERE age IS NOT NULL GROUP BY ALL)) "
        f"FROM '{tmp_path / 'p.csv'}'").fetchone()
    assert rows == 30162 and rows - kept == result["suppressed_records"] and smallest >= 5


def test_cli_budget_gives_a_gap(tmp_path):
    code, out = _adult_cli(tmp_path, "--k", "5", "--suppression-limit", "0.04",
                           "--budget", "30")
    assert code == 0
    result = json.loads(out.read_text())
    assert result["optimal"] is False and result["nodes_checked"] == 30
    assert result["gap"] >= 0
    assert result["lower_bound"] <= 0.26611081915757495 <= result["loss"]


def test_cli_refuses_exact_over_budget(tmp_path, capsys):
    code, out = _adult_cli(tmp_path, "--k", "5", "--budget", "100", "--exact")
    assert code == 1 and not out.exists()
    assert "the lattice has 12,960 nodes" in capsys.readouterr().err


def test_cli_reports_an_unreachable_target(tmp_path, capsys):
    code, out = _adult_cli(tmp_path, "--k", "40000")
    assert code == 1 and not out.exists()
    assert "no node meets the targets (k-anonymity)" in capsys.readouterr().err


def test_search_needs_a_target():
    with sdcsql.Problem("SELECT 1 AS a", sdcsql.Spec(keys=["a"])) as p:
        with pytest.raises(InputError, match="the search needs a target"):
            p.search(bands={"a": [2]})


def test_max_risk_target_uses_the_weights(tmp_path):
    """Each class's risk is the exact negative-binomial risk of (fk, Fk): the light
    records of sex a need their ages merged (risk of (2, 4): 0.307 < 0.35, of (1, 2):
    0.69), the heavy ones of sex b do not; merging the sexes instead leaves the light
    ages apart.  The least height is (1, 0), by hand."""
    (tmp_path / "sex.csv").write_text("a;*\nb;*\n")
    data = ("SELECT * FROM (VALUES (0, 'a', 2.0), (1, 'a', 2.0), (2, 'b', 40.0), "
            "(3, 'b', 40.0)) t(age, sex, w)")
    with sdcsql.Problem(data, sdcsql.Spec(keys=["age", "sex"], weight="w")) as p:
        r = p.search(bands={"age": [2]}, hierarchy={"sex": str(tmp_path / "sex.csv")},
                     max_risk=0.35, quality="height")
    assert r.before["max_individual_risk"] == pytest.approx(float(risk_exact(1.0, 0.5)))
    assert r.transformation == [1, 0] and r.optimal
    assert r.after["max_individual_risk"] == pytest.approx(float(risk_exact(2.0, 0.5)))
    assert r.after["max_individual_risk"] < 0.35 <= r.before["max_individual_risk"]


def test_cli_values_mode_and_the_problem_file_replay_byte_for_byte(tmp_path, capsys):
    """--apply in values mode writes the node's recodes then local suppression of values
    to k; --write-problem's file replays it: `sdcsql run` gives the same bytes, twice."""
    apply, problem = tmp_path / "values.csv", tmp_path / "p.toml"
    code, out = _adult_cli(tmp_path, "--k", "5", "--suppression-limit", "0.04",
                           "--apply", str(apply), "--apply-mode", "values",
                           "--write-problem", str(problem))
    assert code == 0
    result = json.loads(out.read_text())
    first = apply.read_bytes()
    assert 0 < result["values_suppressed"] < result["suppressed_records"] * 9
    text = problem.read_text()
    assert text.count("[[recode]]") == sum(1 for lv in result["transformation"] if lv > 0)
    assert 'kind = "map"' in text and 'mode = "k"' in text
    for _ in range(2):
        assert main(["run", str(problem)]) == 0
        assert apply.read_bytes() == first


def test_cli_refuses_a_problem_file_for_targets_it_cannot_state(tmp_path, capsys):
    code, out = _adult_cli(tmp_path, "--ldiversity", "distinct:occupation:2",
                           "--write-problem", str(tmp_path / "p.toml"))
    assert code == 1 and not out.exists() and not (tmp_path / "p.toml").exists()
    assert "--ldiversity: a problem file's protection" in capsys.readouterr().err


def test_protected_file_keeps_every_row_and_column_in_input_order(tmp_path):
    """--apply: keys at the node's levels, every key of a suppressed class missing, every
    other column as it was, input order (by hand: ages 1, 2 merge into 0-4, the lone
    record of sex b is suppressed with k = 2 and one record allowed)."""
    data = tmp_path / "d.csv"
    data.write_text("id,age,sex,w\n1,1,a,1.5\n2,2,a,2.5\n3,7,b,3.5\n4,3,a,4.5\n")
    (tmp_path / "sex.csv").write_text("a;*\nb;*\n")
    out = tmp_path / "p.csv"
    code = main(["search", str(data), "--keys", "age,sex", "--bands", "age=5",
                 "--hierarchy", f"sex={tmp_path / 'sex.csv'}", "--k", "2",
                 "--suppression-limit", "0.25", "--quality", "height", "--weight", "w",
                 "--apply", str(out), "--json", str(tmp_path / "s.json")])
    assert code == 0
    assert out.read_text() == "id,age,sex,w\n1,0-5,a,1.5\n2,0-5,a,2.5\n3,,,3.5\n4,0-5,a,4.5\n"
    result = json.loads((tmp_path / "s.json").read_text())
    assert result["transformation"] == [1, 0] and result["suppressed_records"] == 1


def test_grc_files_make_levels(tmp_path):
    """Two mu-Argus recode files make levels 1 and 2 of a numeric key (each on the
    original codes), then *; files that do not nest are refused."""
    from sdcsql.protect.lattice.hierarchy import grc_hierarchy

    (tmp_path / "a.grc").write_text("1: 1-2\n3: 3-4\n")
    (tmp_path / "b.grc").write_text("1: 1-4\n")
    h = grc_hierarchy("r", ["1", "2", "3", "4", "5"], [tmp_path / "a.grc", tmp_path / "b.grc"])
    assert h.values == (("1", "1", "1", "*"), ("2", "1", "1", "*"), ("3", "3", "1", "*"),
                        ("4", "3", "1", "*"), ("5", "5", "5", "*"))
    (tmp_path / "c.grc").write_text("1: 1-3\n")
    with pytest.raises(InputError, match="level 2 is not coarser than or equal to level 1"):
        grc_hierarchy("r", ["1", "2", "3", "4"], [tmp_path / "a.grc", tmp_path / "c.grc"])
    data = tmp_path / "d.csv"
    data.write_text("r\n1\n2\n3\n4\n5\n")
    with sdcsql.Problem(str(data), sdcsql.Spec(keys=["r"])) as p:
        r = p.search(grc={"r": f"{tmp_path / 'a.grc'},{tmp_path / 'b.grc'}"}, k=2,
                     suppression_limit=0.2, quality="height")
    assert r.transformation == [1] and r.suppressed_records == 1


def test_same_bytes_for_1_and_2_threads(tmp_path):
    """Deterministic: the JSON and the protected file do not depend on the threads."""
    data = tmp_path / "d.csv"
    rows = [f"{i},{(i * 7) % 23},{'ab'[i % 2]},{1 + i % 5}" for i in range(300)]
    data.write_text("id,age,sex,w\n" + "\n".join(rows) + "\n")
    (tmp_path / "sex.csv").write_text("a;*\nb;*\n")
    outs = []
    for threads in ("1", "2"):
        folder = tmp_path / threads
        folder.mkdir()
        assert main(["search", str(data), "--keys", "age,sex", "--bands", "age=2,4,8",
                     "--hierarchy", f"sex={tmp_path / 'sex.csv'}", "--k", "4",
                     "--suppression-limit", "0.05", "--weight", "w", "--threads", threads,
                     "--max-risk", "0.2", "--apply", str(folder / "p.csv"),
                     "--json", str(folder / "s.json")]) == 0
        outs.append(((folder / "s.json").read_bytes(), (folder / "p.csv").read_bytes()))
    assert outs[0] == outs[1]


def test_node_steps_are_the_problem_files_steps_for_any_node_of_the_lattice(tmp_path):
    """A node (the optimum, or another point of the front) as the steps of
    --write-problem's file: a map recode per key not at level 0, then local suppression
    of values to the target; a node outside the lattice is refused."""
    from sdcsql.pipeline.search_file import node_steps

    data = tmp_path / "d.csv"
    data.write_text("id,age,sex,w\n1,1,a,1.5\n2,2,a,2.5\n3,7,b,3.5\n4,3,a,4.5\n")
    (tmp_path / "sex.csv").write_text("a;*\nb;*\n")
    options = {"bands": {"age": [5]}, "hierarchy": {"sex": str(tmp_path / "sex.csv")},
               "k": 2, "suppression_limit": 0.25, "quality": "height"}
    with sdcsql.Problem(str(data), sdcsql.Spec(keys=["age", "sex"], weight="w")) as p:
        r = p.search(**options)
        assert r.transformation == [1, 0]
        steps = node_steps(p, r, options)
        assert [s.describe() for s in steps] == ["recode age (map)", "local_suppression k=2"]
        assert steps[0].recode.to_dict()["groups"] == [{"to": "0-5", "from": [1, 2, 3]},
                                                       {"to": "5-10", "from": [7]}]
        other = node_steps(p, r, options, [1, 1])
        assert [s.describe() for s in other] == ["recode age (map)", "recode sex (map)",
                                                 "local_suppression k=2"]
        assert other[1].recode.to_dict()["groups"] == [{"to": "*", "from": ["a", "b"]}]
        with pytest.raises(InputError, match=r"node \[3, 0\]: give one level per key"):
            node_steps(p, r, options, [3, 0])
        with pytest.raises(InputError, match="--ldiversity: a problem file's protection"):
            node_steps(p, r, {**options, "ldiversity": ["distinct:id:2"]})
