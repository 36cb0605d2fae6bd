"""Every result class has one shape: ``to_json()`` (strict JSON) and ``table()`` (text).

The classes are enumerated twice: the registry ``sdcsql.data.RESULT_CLASSES`` (every
subclass of ``Result``) and an introspection of the package's modules (every class
named ``...Result`` or ``...Summary``), so a new result class that skips the base
class, or a method, fails here.
"""

from __future__ import annotations

import importlib
import inspect
import json
import math
import pkgutil
from pathlib import Path
from typing import Any

import duckdb
import pytest

import sdcsql
from sdcsql.data import RESULT_CLASSES, Result


def _package_classes() -> set[type]:
    out = set()
    for info in pkgutil.walk_packages(sdcsql.__path__, "sdcsql."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and obj.__module__ == module.__name__ \
                    and name.endswith(("Result", "Summary")):
                out.add(obj)
    return out


def test_every_result_class_is_registered_and_defines_both_methods() -> None:
    found = _package_classes()
    assert found, "no result class found"
    unregistered = sorted(c.__qualname__ for c in found
                          if c not in RESULT_CLASSES and c is not Result)
    assert not unregistered, f"result classes not derived from sdcsql.data.Result: {unregistered}"
    for cls in RESULT_CLASSES:
        assert cls.table is not Result.table, f"{cls.__name__} has no table()"
        assert cls.__str__ is Result.__str__ or cls.__str__ is cls.table


def _check(result: Any) -> None:
    payload = result.to_json()
    assert isinstance(payload, dict) and payload
    text = json.dumps(payload, allow_nan=False)      # strict JSON: no NaN / Infinity
    assert json.loads(text) == payload                # plain values only

    table = result.table()
    assert isinstance(table, str) and table.strip()
    assert str(result) == table


@pytest.fixture(scope="module")
def survey(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # households of 1-3 persons; a few unique patterns, so thresholds and suppression bite
    rows = []
    for h in range(60):
        for m in range(1 + h % 3):
            rows.append((h, m, h % 4, (h + m) % 3 if h % 7 else 9 + m, 10.0 + h % 5))
    path = tmp_path_factory.mktemp("results") / "survey.csv"
    path.write_text("hh,pid,region,age,w\n" + "".join(
        f"{h},{h * 10 + m},{r},{a},{w}\n" for h, m, r, a, w in rows))
    return path


def _spec() -> sdcsql.Spec:
    return sdcsql.Spec(keys=["region", "age"], weight="w", household="hh")


def test_each_result_class_on_a_real_instance(survey: Path, tmp_path: Path) -> None:
    from sdcsql.pipeline.etl import run_step
    from sdcsql.pipeline.problem_file import load_problem_file, run_problem_file, write_demo_problem
    from sdcsql.pipeline.session import Session
    from sdcsql.protect.local_suppression import protect
    from sdcsql.protect.recode import Recode
    from sdcsql.risk.argus_rule import argus_rule
    from sdcsql.risk.individual import compute_risk
    from sdcsql.risk.suda2 import suda2
    from sdcsql.risk.threshold import set_household_threshold, set_threshold
    from sdcsql.tools.bench import run_bench, run_whole_process
    from sdcsql.utility.information_loss import information_loss

    made: list[Any] = []
    con = duckdb.connect()
    with sdcsql.Problem(str(survey), _spec(), con=con) as p:
        risk = p.risk()
        made += [risk, risk.summary]
        made.append(set_threshold(p, risk=math.inf))           # no record unsafe: r* infinite
        made.append(set_threshold(p, unsafe_records=3))
        made.append(set_household_threshold(p, household_risk=0.5))
        prot = protect(p, k=2, accept_leaks=True)   # the stratum gives a region back
        made += [prot, prot.summary]
        from sdcsql.utility.leak_check import LeakCheck

        made.append(LeakCheck(**prot.summary.verification))
        from sdcsql.protect.microaggregation import microaggregate

        micro = microaggregate(p, algorithm="mdav", k=3, numeric=["pid"])
        made += [micro, micro.summary]
        made.append(argus_rule(p, dimension=2, threshold=3))
        made.append(suda2(p))
        from sdcsql.risk.loglinear import loglinear
        made.append(loglinear(p))
        made.append(information_loss(p, records=risk.summary.n, protection=prot.summary,
                                     original=p, recoded=p))
        from sdcsql.protect.pram import pram
        made.append(pram(p, pram_variables=["age"], seed=1, retention=0.5).summary)
        from sdcsql.protect.massc import massc
        from sdcsql.protect.methods import protect
        from sdcsql.protect.sampling import sampling

        made.append(sampling(p, seed=1, fraction=0.5, calibrate=["region"]).summary)
        made.append(massc(p, seed=1).summary)
        made.append(protect(p, method="sampling", seed=1, fraction=0.5).summary)
    with sdcsql.Problem(str(survey), sdcsql.Spec(keys=["region"], sensitive=["age"]),
                        con=con) as p:
        measures = compute_risk(p, measures=("ldiversity", "kanon_subsets")).summary.measures
        made += [measures["ldiversity"], measures["kanon_subsets"]]
    with run_step(survey, _spec(), step="risk", con=con) as step:
        made.append(step)
    with Session(survey, _spec()) as s:
        made.append(s.what_if(Recode("age", "map", groups=(("young", (0, 1)),))))
    write_demo_problem(tmp_path, rows=300)
    with run_problem_file(load_problem_file(tmp_path / "problem.toml")) as run:
        made.append(run)
        made += run.steps        # each step's record (issue 25)
    made.append(run_bench(rows=1000, repeat=1, steps=["frequencies"]))
    made.append(run_whole_process(rows=1000, repeat=1, steps=["noise"]))
    from sdcsql.utility.measures import utility

    both = utility(survey, survey, numeric=["w", "age"], targets=["region"], domains=["age"],
                   keys=["region", "age"], weight="w")
    made += [both, both.continuous, both.estimates, both.categories, both.ctbil, both.ebil,
             both.mlodak]
    from sdcsql.protect.release import prepare_release

    made.append(prepare_release(survey, survey, seed=1, shuffle=False))
    from sdcsql.utility.ru_table import Candidate, ru_table

    with sdcsql.Problem(str(survey), _spec(), con=con) as p:
        made.append(ru_table(p, [Candidate("none")]))
    from sdcsql.risk.linkage import continuous_risk

    made.append(continuous_risk(survey, survey, numeric=["w", "age"], strata=["region"],
                                measures=["linkage", "probabilistic", "interval", "robust"]))

    with sdcsql.Problem(str(survey), sdcsql.Spec(keys=["region", "age"]), con=con) as p:
        made.append(p.search(bands={"region": [2], "age": [5]}, k=2, quality="aecs"))
    assert {type(x) for x in made} >= set(RESULT_CLASSES), \
        sorted(c.__name__ for c in set(RESULT_CLASSES) - {type(x) for x in made})
    for x in made:
        _check(x)
    assert made[2].to_json()["threshold"] is None      # infinite threshold: JSON null
