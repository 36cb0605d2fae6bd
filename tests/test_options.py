"""Every step option is declared once (sdcsql.options): the CLI flags, the problem-file
tables, run_step's options and the Session methods' arguments are derived from the
declarations, and none of them has an option the declaration lacks."""

from __future__ import annotations

import argparse
import inspect
import json
import re
import tomllib
from pathlib import Path

import duckdb
import pytest

import sdcsql
from sdcsql.cli import build_parser
from sdcsql.errors import InputError
from sdcsql.options import PIPELINE, json_table
from sdcsql.pipeline.etl import run_step, step_options
from sdcsql.pipeline.problem_file import ProblemFile, load_problem_file
from sdcsql.pipeline.session import Session
from sdcsql.protect.methods import METHODS
from sdcsql.protect.recode import Recode
from sdcsql.risk.measures import MEASURES

STEPS = ("risk", "threshold", "protect")

#: The contract, written out: each step's own options (its problem-file table, its
#: Session method) and those it reads from earlier steps (CLI, run_step).
OWN = {
    "risk": {"method", "measures", "ldiversity_c", "ldiversity_l", "ldiversity_multi",
             "kanon_subsets_k", "kanon_subsets_dimension", "suda2_max_size", "suda2_weights",
             "suda2_dis_fraction", "suda2_dis_precision", "suda2_missing", "suda2_algorithm",
             "suda2_record_contributions", "loglinear_model", "loglinear_method",
             "loglinear_bound", "loglinear_search_z", "loglinear_max_cells"},
    "threshold": {"risk", "reid_rate", "unsafe_records", "household_risk",
                  "household_reid_rate", "rule"},
    "protect": {"method", "continuous_risk", "k", "suppression_weights", "importance",
                "household_check", "scan",
                "accept_leaks", "leak_columns", "numeric", "group_value", "trim", "standardise",
                "weighted",
                "pram_variables", "seed", "noise", "noise_method", "exact_moments", "keep_zeros",
                "keep_sign", "keep_bounds", "ordered_sum_sd",
                "swap_percent", "top_percent", "bottom_percent", "base", "pram_matrix",
                "retention", "invariant", "resamples", "non_confidential", "ipso_method",
                "ms_alpha", "fraction", "sample_strata", "calibrate",
                "massc_risk_cuts", "massc_retention", "massc_keep", "gamma", "ordinal", "nominal",
                "kanon_dimension", "kanon_combinations", "kanon_levels", "kanon_rule"},
}
#: The protect options of the microaggregation methods (sdcsql.protect.methods), tried
#: with method = "mdav" on a numeric column
MICROAGGREGATION = {"numeric", "group_value", "trim", "standardise", "weighted"}
USES = {
    "risk": set(),
    "threshold": {"method"},
    "protect": {"risk", "reid_rate", "unsafe_records", "rule", "risk_method"},
}

#: A valid value of each option (by step, then name).
SAMPLE = {
    "risk": {"method": "argus", "measures": ["individual", "ldiversity"], "ldiversity_c": 3.0,
             "ldiversity_l": 3, "ldiversity_multi": False, "kanon_subsets_k": 3,
             "kanon_subsets_dimension": 2, "suda2_max_size": 2, "suda2_weights": "normalised",
             "suda2_dis_fraction": 0.05, "suda2_dis_precision": "single",
             "suda2_missing": "category", "suda2_algorithm": "sets",
             "suda2_record_contributions": True, "loglinear_model": "auto",
             "loglinear_method": "pml", "loglinear_search_z": 2.5, "loglinear_bound": 2.0,
             "loglinear_max_cells": 1000},
    "threshold": {"risk": 0.4, "reid_rate": 0.4, "unsafe_records": 3, "household_risk": 0.6,
                  "household_reid_rate": 0.6, "rule": ">", "method": "sdcmicro"},
    "protect": {"method": "local_suppression", "k": 2, "suppression_weights": {"a": 2.0},
                "importance": ["b", "a"], "household_check": True, "scan": "bottom-up",
                "accept_leaks": True, "leak_columns": 1, "continuous_risk": True,
                "risk": 0.4, "reid_rate": 0.4, "unsafe_records": 3, "rule": ">",
                "risk_method": "argus", "numeric": ["x"], "group_value": "median", "trim": 0.2,
                "standardise": True, "weighted": True, "pram_variables": ["a"], "seed": 7,
                "noise": 0.2, "noise_method": "multiplicative", "exact_moments": True,
                "keep_zeros": True, "keep_sign": True, "keep_bounds": True, "ordered_sum_sd": 0.05,
                "swap_percent": 10.0, "top_percent": 5.0,
                "bottom_percent": 5.0, "base": 5.0,
                "pram_matrix": {"a": {"1": {"1": 1.0}, "2": {"2": 1.0}}},
                "retention": 0.7, "invariant": True, "resamples": 3,
                "non_confidential": ["a"], "ipso_method": "B", "ms_alpha": 0.3,
                "fraction": 0.5, "sample_strata": ["h"],
                "calibrate": ["b"], "massc_risk_cuts": [0.5], "massc_retention": [1.0, 0.5],
                "massc_keep": [1.0, 0.5], "gamma": 0.5, "ordinal": ["x"],
                "nominal": ["x"], "kanon_dimension": 1,
                "kanon_combinations": ["a:b"], "kanon_levels": {"a": 1, "b": 2},
                "kanon_rule": "argus"},
}

#: The flags of the commands that are not step options: the spec, the engine, the outputs.
OTHER_FLAGS = {"-h", "--help", "--keys", "--weight", "--household", "--household-size",
               "--household-variables", "--person-id", "--derived",
               "--strata", "--sensitive", "--missing", "--na-codes", "--threads", "--metadata",
               "--memory-limit", "--pi",
               "--engine", "--partition-by", "--out", "--summary-json", "--json", "--chart",
               "--html"}

ROWS = [(1, 1, 1), (1, 1, 1), (1, 2, 1), (2, 2, 2), (2, 2, 2), (2, 1, 3), (1, 1, 3),
        (2, 2, 4), (1, 2, 4)]
SPEC = sdcsql.Spec(keys=["a", "b"], household="h")
SPEC_SENSITIVE = sdcsql.Spec(keys=["a", "b"], sensitive=["h"])


def _command(step: str) -> argparse.ArgumentParser:
    sub = next(a for a in build_parser()._actions
               if isinstance(a, argparse._SubParsersAction))
    return sub.choices[step]


def _flags(actions: list[argparse.Action]) -> set[str]:
    return {s for a in actions for s in a.option_strings}


def test_the_declarations_are_the_contract():
    for step in STEPS:
        declared = step_options(step)
        assert set(declared.names("own")) == OWN[step], step
        assert set(declared.names("uses")) == USES[step], step
        assert len(set(declared.names())) == len(declared.all), f"{step}: a name twice"
        for o in declared.all:
            assert o.help and o.name == o.name.lower()
            assert o.check(SAMPLE[step][o.name], o.name) is not None


@pytest.mark.parametrize("step", STEPS)
def test_cli_flags_are_the_declared_options(step):
    parser = _command(step)
    group = next(g for g in parser._action_groups if g.title == f"{step} options")
    declared = step_options(step).all
    assert _flags(group._group_actions) == (
        {o.flag for o in declared} | {a for o in declared for a in o.alias_flags}
        | {"--no-" + o.flag[2:] for o in declared     # a true-by-default switch
           if o.cli.get("action") is argparse.BooleanOptionalAction})
    assert {o.flag for o in declared} == {"--" + n.replace("_", "-")
                                         for n in OWN[step] | USES[step]}
    # the reverse: every other flag of the command is a spec, engine or output flag
    assert _flags(parser._actions) - _flags(group._group_actions) <= OTHER_FLAGS


@pytest.mark.parametrize("step", STEPS)
def test_cli_reads_every_declared_option(step):
    parser = _command(step)
    for o in step_options(step).all:
        value = SAMPLE[step][o.name]
        if isinstance(value, bool):
            argv = [o.flag]
        elif o.cli.get("type") is json_table:       # a table: JSON (--pram-matrix)
            argv = [o.flag, json.dumps(value)]
        elif isinstance(value, dict):
            argv = [o.flag, ",".join(f"{k}={v}" for k, v in value.items())]
        else:
            argv = [o.flag, ",".join(map(str, value)) if isinstance(value, list) else str(value)]
        needed = [] if o.group == "target" or step == "risk" else ["--k", "2"] \
            if step == "protect" else ["--risk", "0.5"]
        args = parser.parse_args(["d.csv", "--keys", "a,b", "--out", "o.csv", *needed, *argv])
        assert getattr(args, o.name) is not None


FILE_TABLE = {"risk": "risk", "threshold": "threshold", "protect": "protection"}


@pytest.mark.parametrize("step", STEPS)
def test_problem_file_tables_are_the_declared_options(step):
    table = FILE_TABLE[step]
    base = {"input": {"path": "s.csv"}, "spec": {"keys": ["a", "b"], "household": "h"},
            "threshold": {"risk": 0.5}}
    for name in OWN[step]:
        value = SAMPLE[step][name]
        entry = {name: value}
        if step == "protect" and name in MICROAGGREGATION:
            entry.update({"method": "mdav", "k": 2})
        elif step == "protect" and name in OTHER_MICROAGGREGATION:
            entry.update(OTHER_MICROAGGREGATION[name])
        elif step == "protect":
            entry.update({"mode": "k", "k": 2} if name != "household_check" else
                         {"mode": "risk"})
        measure = next((m for m in MEASURES if name.startswith(m + "_")), "")
        if step == "risk" and measure:     # [risk.ldiversity] c = ...
            entry = {"measures": [measure], measure: {name[len(measure) + 1:]: value}}
        pf = ProblemFile.from_dict({**base, table: entry})   # the step's table replaced
        parsed = {"risk": {"method": pf.method, **pf.risk}, "threshold": pf.threshold,
                  "protect": pf.protection}[step]
        assert name in parsed, (step, name)
    with pytest.raises(InputError, match=rf"{table}\.bogus: unknown field \(allowed: (.*)\)") \
            as exc:
        ProblemFile.from_dict({**base, table: {"bogus": 1}})
    allowed = set(str(exc.value).split("(allowed: ")[1].rstrip(")").split(", "))
    assert allowed == OWN[step] | ({"mode"} if step == "protect" else set())


def _relation(con: duckdb.DuckDBPyConnection) -> duckdb.DuckDBPyRelation:
    return con.sql("SELECT *, a * 10 + b + h AS x FROM (VALUES " + ", ".join(map(str, ROWS))
                   + ") t(a, b, h)")


#: The perturbation methods' options, by the method that runs them in the tests.
PERTURBATION = {"continuous_risk": "noise", "pram_variables": "pram", "seed": "shuffle",
                "noise": "noise",
                "noise_method": "noise", "exact_moments": "noise", "keep_zeros": "noise",
                "keep_sign": "noise", "keep_bounds": "noise", "ordered_sum_sd": "noise",
                "resamples": "resampling",
                "non_confidential": "ipso", "ipso_method": "ipso", "ms_alpha": "ms_hybrid",
                "swap_percent": "rank_swap", "top_percent": "rank_swap",
                "bottom_percent": "rank_swap", "base": "rounding", "pram_matrix": "pram",
                "retention": "pram", "invariant": "pram", "fraction": "sampling",
                "sample_strata": "sampling", "calibrate": "sampling",
                "massc_risk_cuts": "massc", "massc_retention": "massc", "massc_keep": "massc"}
#: The options of the other microaggregation methods, with what runs them in the tests.
OTHER_MICROAGGREGATION = {"gamma": {"method": "vmdav", "k": 2, "numeric": ["x"]},
                          "ordinal": {"method": "categorical_microaggregation", "k": 2},
                          "nominal": {"method": "categorical_microaggregation", "k": 2}}


def _run_step_arguments(step: str, name: str) -> dict:
    value = SAMPLE[step][name]
    target = step_options(step).get(name).group == "target"
    if step == "protect" and name in MICROAGGREGATION:
        return {"method": "mdav", "k": 2, "numeric": ["x"], name: value}
    if step == "protect" and name in OTHER_MICROAGGREGATION:
        return {**OTHER_MICROAGGREGATION[name], name: value}
    if step == "protect" and name in PERTURBATION:
        method = PERTURBATION[name]
        base = {"method": method, **({"pram_variables": ["a"]} if method == "pram" else
                                     {"numeric": ["x"]})}
        if method != "rounding":
            base["seed"] = 7
        if name == "exact_moments":
            base["noise_method"] = "kim"
        if name == "ordered_sum_sd":
            base["noise_method"] = "ordered_sum"
        if method == "ms_hybrid":
            base["non_confidential"] = ["a"]
        if method in ("sampling", "massc"):     # no variables: they release records
            base = {"method": method, "seed": 7}
            if method == "sampling":
                base["fraction"] = 0.5
        return {**base, name: value}
    if step == "protect":
        base = {"risk": 0.4} if name in ("household_check", "rule", "risk_method") else \
            {} if target else {"k": 2}
        if name == "suppression_weights":
            base["importance"] = None
        if name == "kanon_rule":
            base["kanon_dimension"] = 1
        base["accept_leaks"] = True    # x (with h) gives a back: the leak check's business
        return {**base, name: value}
    if step == "threshold":
        return {name: value} if target or name.startswith("household") else \
            {"risk": 0.4, name: value}
    measure = next((m for m in MEASURES if name.startswith(m + "_")), None)
    if name == "loglinear_search_z":     # the search's bound: only with the search
        return {"measures": [measure], "loglinear_model": "auto", name: value}
    if measure is not None:
        return {"measures": [measure], name: value}
    return {name: value}


@pytest.mark.parametrize("step", STEPS)
def test_run_step_takes_exactly_the_declared_options(step):
    con = duckdb.connect()
    spec = SPEC_SENSITIVE if step == "risk" else SPEC    # l-diversity reads h
    for o in step_options(step).all:
        with run_step(_relation(con), spec, step=step, con=con,
                      **_run_step_arguments(step, o.name)) as out:
            assert out.report
    undeclared = ({"scan", "k", "household_check", "method", "strata", "bogus"}
                  | {"risk_method"}) - OWN[step] - USES[step]
    for name in undeclared:
        with pytest.raises(InputError, match=f"step '{step}': unknown option '{name}'"):
            run_step(_relation(con), SPEC, step=step, con=con, **{name: 1})


def test_session_methods_take_the_declared_options(tmp_path):
    csv = tmp_path / "s.csv"
    csv.write_text("a,b,h,x\n" + "\n".join(",".join(map(str, (*r, i))) for i, r in
                                              enumerate(ROWS)) + "\n")
    # the risk step's options are the session's (its risk method, its measures and,
    # as keywords, the measures' options)
    assert set(inspect.signature(Session).parameters) >= {"method", "measures",
                                                          "measure_options"}
    with Session(csv, SPEC, **{k: v for k, v in SAMPLE["risk"].items() if k != "method"}) as s:
        assert s.measure_options == {k: v for k, v in SAMPLE["risk"].items()
                                     if k not in ("method", "measures")}
    with pytest.raises(InputError, match="Session: unknown option 'ldiversity_k'"):
        Session(csv, SPEC, ldiversity_k=1)
    with Session(csv, SPEC, method=SAMPLE["risk"]["method"]) as s:
        for name in OWN["threshold"] - {"rule"}:
            result = s.set_threshold(**{name: SAMPLE["threshold"][name]},
                                     rule=SAMPLE["threshold"]["rule"])
            assert result is not None
            assert dict(s.undo().params)[name] == pytest.approx(SAMPLE["threshold"][name])
        s.set_threshold(risk=0.4)
        for name in OWN["protect"] - MICROAGGREGATION - set(PERTURBATION) \
                - set(OTHER_MICROAGGREGATION):
            kwargs = {name: SAMPLE["protect"][name]}
            if name.startswith("kanon_"):     # k-anonymity on combinations of keys: with k
                kwargs["k"] = 2
            if name == "kanon_rule":          # ... and the combinations
                kwargs["kanon_dimension"] = 1
            if name == "suppression_weights":
                kwargs[name] = {"a": 2.0, "b": 1.0}
            assert s.protect(**kwargs).unsafe_records_after == 0
            undone = s.undo()       # the method is the step's (issue 25), the rest options
            assert name in dict(undone.params) or getattr(undone, name) == kwargs[name]
        s.undo()
        for name in MICROAGGREGATION:
            kwargs = {"method": "mdav", "k": 2, "numeric": ["x"], name: SAMPLE["protect"][name]}
            assert s.protect(**kwargs).method == "mdav"
            assert name in dict(s.undo().params)
        for name in [*PERTURBATION, *OTHER_MICROAGGREGATION]:
            kwargs = _run_step_arguments("protect", name)
            assert s.protect(**kwargs).method == kwargs["method"]
            assert name in dict(s.undo().params)
        s.set_threshold(risk=0.4)
        for name in ("bogus", "strata", "risk_method"):
            with pytest.raises(InputError, match=f"protect: unknown option '{name}'"):
                s.protect(**{name: 1})
        with pytest.raises(InputError, match="set_threshold: unknown option 'scan'"):
            s.set_threshold(scan="top-down")


def test_protection_method_is_checked_everywhere(tmp_path):
    base = {"input": {"path": "s.csv"}, "spec": {"keys": ["a", "b"]}}
    with pytest.raises(InputError, match="protection.method: 'swapping' is not a protection "
                                         "method; give one of local_suppression"):
        ProblemFile.from_dict({**base, "protection": {"k": 2, "method": "swapping"}})
    con = duckdb.connect()
    with pytest.raises(InputError, match="method: 'swapping' is not a protection method"):
        run_step(_relation(con), SPEC, step="protect", k=2, method="swapping", con=con)


def test_former_names_still_work_with_a_deprecation():
    from sdcsql.protect.local_suppression import protect

    con = duckdb.connect()
    with pytest.warns(sdcsql.SdcsqlWarning, match="'household_threshold' is now 'household_risk'"):
        out = run_step(_relation(con), SPEC, step="threshold", household_threshold=0.6, con=con)
    with out:
        assert out.report["household"]["threshold"] >= 0.6
    with sdcsql.Problem(_relation(con), SPEC, con=con) as p:
        with pytest.warns(sdcsql.SdcsqlWarning, match="risk_method='argus'"):
            result = protect(p, k=2, method="argus", accept_leaks=True)
        assert result.summary.risk_method == "argus"
        assert result.summary.method == "local_suppression"


def test_cli_former_flags_still_work_with_a_deprecation(tmp_path, capsys):
    from sdcsql.cli import main

    csv = tmp_path / "s.csv"
    csv.write_text("a,b,h\n" + "\n".join(",".join(map(str, r)) for r in ROWS) + "\n")
    new, old = tmp_path / "new.json", tmp_path / "old.json"
    common = [str(csv), "--keys", "a,b", "--household", "h"]
    assert main(["threshold", *common, "--risk", "0.4", "--household-risk", "0.6",
                 "--json", str(new)]) == 0
    assert "warning" not in capsys.readouterr().err
    assert main(["threshold", *common, "--risk-threshold", "0.4", "--household-threshold",
                 "0.6", "--json", str(old)]) == 0
    err = capsys.readouterr().err
    assert "--risk-threshold is now --risk" in err
    assert "--household-threshold is now --household-risk" in err
    assert old.read_text() == new.read_text()


def test_the_pipeline_order_is_stated_once():
    assert PIPELINE == ("recode", "risk", "threshold", "protect", "verify", "release",
                        "output")


def test_a_problem_file_runs_its_steps_in_pipeline_order():
    minimal = {"input": {"path": "s.csv"}, "spec": {"keys": ["a", "b"]}}
    assert ProblemFile.from_dict(minimal).stages() == ("risk", "verify")
    full = {**minimal, "output": {"data": "o.csv"}, "protection": {"mode": "risk"},
            "threshold": {"risk": 0.5}, "release": {"seed": 1},
            "recode": [{"variable": "a", "kind": "map", "groups": [{"to": 1, "from": [2]}]}]}
    assert ProblemFile.from_dict(full).stages() == PIPELINE


# --------------------------------------------------------------------- one run loop
def test_every_interface_names_its_steps_as_the_pipeline():
    """The stages the run loop dispatches, the steps run_step accepts, the stages a
    problem file holds and a session's step kinds are PIPELINE's names; each step's
    options in the loop are its declaration's."""
    from sdcsql.pipeline.etl import STEPS as RUN_STEP_STEPS
    from sdcsql.pipeline.runner import STAGES

    assert tuple(STAGES) == PIPELINE
    assert set(RUN_STEP_STEPS) <= set(PIPELINE)
    assert set(RUN_STEP_STEPS) == set(STEPS) | {"release"}
    for step in (*STEPS, "release"):
        assert STAGES[step][1] is step_options(step), step
    assert STAGES["verify"][1] is step_options("risk")    # the risk step re-run
    con = duckdb.connect()
    for name in ("suppress", "suppression", "protection", "verify", "bogus"):
        with pytest.raises(InputError, match=f"step '{name}'"):
            run_step(_relation(con), SPEC, step=name, con=con)


def test_session_step_kinds_are_pipeline_steps(tmp_path):
    csv = tmp_path / "s.csv"
    csv.write_text("a,b,h\n" + "\n".join(",".join(map(str, r)) for r in ROWS) + "\n")
    with Session(csv, SPEC) as s:
        s.recode(Recode("a", "map", groups=((1, (1, 2)),)))
        s.set_threshold(risk=0.4)
        s.protect(k=2)
        kinds = [st.kind for st in s.steps]
        s.save(tmp_path / "p.toml")
    assert kinds == ["recode", "threshold", "protect"]
    pf = load_problem_file(tmp_path / "p.toml")
    assert tuple(k for k in pf.stages() if k in kinds) == tuple(kinds)
    with Session.open(pf) as again:
        assert [st.kind for st in again.steps] == kinds


def test_protect_options_reach_run_step_and_the_problem_file_alike(tmp_path, monkeypatch):
    """scan, household_check (options of the protect step) and strata (a role of the
    spec) reach the protect function, and give the same protection, through run_step
    and through a problem file."""
    from sdcsql.protect import local_suppression

    csv = tmp_path / "s.csv"
    duckdb.sql("SELECT person_id, household_id, region, stratum // 10 AS zone, sex, age, weight "
               f"FROM read_csv('{Path(__file__).parent.parent / 'data' / 'demo_survey.csv'}') "
               "ORDER BY person_id LIMIT 400").write_csv(str(csv))
    spec = {"keys": ["region", "sex", "age"], "weight": "weight",
            "household": "household_id", "strata": ["zone"]}
    options = {"scan": "bottom-up", "household_check": True}
    calls = []

    def spy(problem, **kwargs):
        calls.append((problem.spec.strata, kwargs))
        return protect(problem, **kwargs)

    protect = local_suppression.protect
    monkeypatch.setattr(local_suppression, "protect", spy)
    with run_step(str(csv), sdcsql.Spec(**spec), step="protect", risk=0.2, **options) as one:
        by_run_step = one.report
    pf = ProblemFile.from_dict({"input": {"path": str(csv)}, "spec": spec,
                                "threshold": {"risk": 0.2},
                                "protection": {"mode": "risk", **options}})
    with run_step(str(csv), pf) as run:
        by_file = run.report["protection"]
    assert by_run_step == by_file
    assert by_file["method"] == "local_suppression" and by_file["risk_method"] == "exact"
    assert len(calls) == 2
    for strata, kwargs in calls:
        assert strata == ("zone",)
        assert {k: kwargs[k] for k in options} == options and kwargs["risk"] == 0.2
    with pytest.raises(InputError, match="scan"):
        run_step(str(csv), sdcsql.Spec(**spec), step="protect", risk=0.2, scan="sideways")
    with pytest.raises(InputError, match="protection.scan"):
        ProblemFile.from_dict({**pf.to_dict(), "protection": {"mode": "risk", "scan": "x"}})


# --------------------------------------------------------------------- the release step
#: the release step's own options (its [release] table, Session.release, the flags of
#: ``sdcsql release``, run_step(step="release")), and a valid value of each
RELEASE_OWN = {"seed", "drop", "household", "person_id", "shuffle", "suppression_codes",
               "suppression_flags", "changed", "accept_leaks", "leak_columns"}
RELEASE_SAMPLE = {"seed": 7, "drop": ["x"], "household": "h", "person_id": "p",
                  "shuffle": False, "suppression_codes": {"a": -1}, "suppression_flags": ["b"],
                  "changed": ["x"], "accept_leaks": True, "leak_columns": 1}


def test_the_release_declaration_is_the_contract():
    declared = step_options("release")
    assert set(declared.names("own")) == RELEASE_OWN and declared.uses == ()
    for o in declared.own:
        assert o.help and o.check(RELEASE_SAMPLE[o.name], o.name) is not None


def test_release_cli_flags_are_the_declared_options():
    parser = _command("release")
    group = next(g for g in parser._action_groups if g.title == "release options")
    assert _flags(group._group_actions) == ({"--" + n.replace("_", "-") for n in RELEASE_OWN}
                                            | {"--no-shuffle"})
    assert _flags(parser._actions) - _flags(group._group_actions) <= OTHER_FLAGS
    for o in step_options("release").own:
        value = RELEASE_SAMPLE[o.name]
        argv = ([o.flag] if value is True else ["--no-shuffle"] if value is False else
                [o.flag, ",".join(f"{k}={v}" for k, v in value.items())]
                if isinstance(value, dict) else
                [o.flag, ",".join(value) if isinstance(value, list) else str(value)])
        args = parser.parse_args(["o.csv", "p.csv", "--out", "r.csv", *argv])
        assert getattr(args, o.name) is not None


def test_release_problem_file_table_is_the_declared_options():
    base = {"input": {"path": "s.csv"}, "spec": {"keys": ["a", "b"], "household": "h"}}
    for name in RELEASE_OWN:
        pf = ProblemFile.from_dict({**base, "release": {"seed": 1, name: RELEASE_SAMPLE[name]}})
        assert name in pf.release and "release" in pf.stages()
        assert ProblemFile.from_dict(tomllib.loads(pf.to_toml())) == pf
    with pytest.raises(InputError, match=r"release\.bogus: unknown field \(allowed: (.*)\)") \
            as exc:
        ProblemFile.from_dict({**base, "release": {"bogus": 1}})
    allowed = set(str(exc.value).split("(allowed: ")[1].rstrip(")").split(", "))
    assert allowed == RELEASE_OWN
    assert "release" not in ProblemFile.from_dict(base).stages()   # off without [release]
    with pytest.raises(InputError, match=r"^problem: release\.seed: missing"):
        ProblemFile.from_dict({**base, "release": {"drop": ["a"]}})


def test_run_step_and_the_session_take_the_release_options(tmp_path):
    csv = tmp_path / "s.csv"
    csv.write_text("a,b,h,p,x\n" + "\n".join(",".join(map(str, (*r, i + 1, i)))
                                             for i, r in enumerate(ROWS)) + "\n")
    con = duckdb.connect()
    for name in RELEASE_OWN:
        kwargs = {"seed": 1, name: RELEASE_SAMPLE[name]}
        with run_step(_relation(con).project("a, b, h, row_number() OVER () AS p, x"), SPEC,
                      step="release", con=con, **kwargs) as out:
            assert out.report["n_records"] == len(ROWS)
    with pytest.raises(InputError, match="seed: a random method needs a seed"):
        run_step(_relation(con), SPEC, step="release", con=con)
    with pytest.raises(InputError, match="step 'release': unknown option 'k'"):
        run_step(_relation(con), SPEC, step="release", con=con, seed=1, k=2)
    with Session(csv, SPEC) as s:
        for name in RELEASE_OWN:
            kwargs = {"seed": 1, name: RELEASE_SAMPLE[name]}
            assert s.release(**kwargs).n_records == len(ROWS)
            assert name in dict(s.undo().params)
        with pytest.raises(InputError, match="release: seed: a random method needs a seed"):
            s.release(drop=["x"])
        with pytest.raises(InputError, match="release: unknown option 'k'"):
            s.release(seed=1, k=2)
        assert s.steps == []


@pytest.mark.parametrize("method", sorted(METHODS))
def test_a_methods_help_shows_its_own_options_in_its_own_words(method, capsys):
    """``protect --method M --help`` declares M's options (the protect step's ``method``
    and ``continuous_risk`` beside them) with M's help texts, and no other method's."""
    from sdcsql.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["protect", "--method", method, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    section = out[out.index("protect options:"):out.index("\nexample:")]
    text = " ".join(section.split())
    own = {o.name: o for o in METHODS[method].options.all}
    for o in own.values():
        assert o.flag in text, (method, o.flag)
        if o.name != "numeric":      # one help for every method's numeric variables
            assert " ".join(o.help.split())[:40] in text, (method, o.name)
    others = {o.flag for m in METHODS.values() for o in m.options.all} - {
        o.flag for o in own.values()}
    shown = set(re.findall(r"(--[a-z][a-z0-9-]*)", text))
    assert not others & shown, (method, sorted(others & shown))


def _entry_points():
    """Each declared step's function with a signature of its own (the methods, the
    release, the threshold) and its declaration."""
    from sdcsql.protect import local_suppression
    from sdcsql.protect.release import RELEASE_STEP, prepare_release
    from sdcsql.risk.threshold import THRESHOLD_STEP, set_threshold

    out = [(m.name, local_suppression.protect if m.name == "local_suppression"
            else m.function, m.options) for m in METHODS.values()]
    return out + [("release", prepare_release, RELEASE_STEP),
                  ("threshold", set_threshold, THRESHOLD_STEP)]


def test_signature_defaults_are_the_declared_defaults():
    """Issue 26 item 3: a default stated in a function's signature and in its option's
    declaration is the same value (a list and a tuple of the same items alike)."""
    def same(v):
        return tuple(v) if isinstance(v, (list, tuple)) else v

    checked, drift = 0, []
    for name, function, declared in _entry_points():
        parameters = inspect.signature(function).parameters
        for o in declared.all:
            p = parameters.get(o.name)
            if p is None or p.default is inspect.Parameter.empty:
                continue
            checked += 1
            if same(p.default) != same(o.default):
                drift.append(f"{name}.{o.name}: signature {p.default!r}, declared "
                             f"{o.default!r}")
    assert checked > 50 and not drift, drift


def test_a_spec_replaced_keeps_every_role_it_does_not_name():
    """``Spec.replace``: every field kept unless named (the copies it replaced dropped
    ``derived``), and the result checked as a new spec."""
    import dataclasses

    spec = sdcsql.Spec(keys=["a", "b", "s"], weight="w", household="h", household_size="s",
                       person_id="p", numeric=["x"], sensitive=["y"], strata=["z"],
                       na_codes={"a": [9]}, pi=0.5, missing="alpha:0.3",
                       household_variables=["b"], derived={"d": ["a", "b"]})
    assert spec.replace() == spec
    other = spec.replace(person_id="q", na_codes={"b": [8]})
    for f in dataclasses.fields(sdcsql.Spec):
        if f.name not in ("person_id", "na_codes"):
            assert getattr(other, f.name) == getattr(spec, f.name), f.name
    assert (other.person_id, other.na_codes) == ("q", (("b", (8,)),))
    with pytest.raises(InputError, match="weight column 'a' is also listed as a key"):
        spec.replace(weight="a")


def test_a_labelled_file_s_missing_codes_keep_the_spec_s_other_roles(tmp_path):
    """The user-missing codes of an SPSS file join the spec's missing codes; its derived
    columns, household variables and every other role stay (they were dropped)."""
    import pandas as pd
    import pyreadstat

    from sdcsql.formats import metadata_of, with_missing_codes

    frame = pd.DataFrame({"a": [1.0, 2.0, 99.0], "b": [1.0, 1.0, 2.0],
                          "d": [0.5, 0.7, 0.9], "h": [1.0, 1.0, 2.0]})
    path = tmp_path / "s.sav"
    pyreadstat.write_sav(frame, str(path), missing_ranges={"a": [99]})
    spec = sdcsql.Spec(keys=["a", "b"], household="h", household_variables=["b"],
                       derived={"d": ["a"]})
    got = with_missing_codes(spec, metadata_of(path))
    assert got.na_codes_map == {"a": (99.0,)}
    assert got == spec.replace(na_codes={"a": [99.0]})
    assert got.derived == (("d", ("a",)),)


def test_every_spec_role_round_trips_through_the_problem_file_and_the_cli(tmp_path):
    """Every field of Spec: written by a problem file and read back the same, and a flag
    of the command line (``numeric`` is the numeric methods' option, on protect)."""
    import dataclasses

    spec = sdcsql.Spec(keys=["a", "b", "s"], weight="w", household="h", household_size="s",
                       person_id="p", numeric=["x"], sensitive=["y"], strata=["z"],
                       na_codes={"a": [9]}, pi=0.5, missing="alpha:0.3",
                       household_variables=["b"], derived={"d": ["a", "b"]})
    fields = [f.name for f in dataclasses.fields(sdcsql.Spec)]
    for f in fields:        # every field given a value other than its default
        assert getattr(spec, f) != getattr(sdcsql.Spec(keys=["a"]), f), f
    pf = ProblemFile.from_dict({"input": {"path": "in.csv"}, "spec": {"keys": ["a"]}},
                               base=tmp_path)
    pf = dataclasses.replace(pf, spec=spec)
    (tmp_path / "p.toml").write_text(pf.to_toml())
    assert load_problem_file(tmp_path / "p.toml").spec == spec
    flags = _flags(_command("risk")._actions) | _flags(_command("protect")._actions)
    assert not [f for f in fields if "--" + f.replace("_", "-") not in flags]


#: the commands that run steps on an engine: each takes --engine (issue 28 item 1)
ENGINE_COMMANDS = {"run", "report", "session", "risk", "threshold", "protect", "utility",
                   "disclosure", "release", "sql", "argus", "bench", "candidates", "search",
                   "workbench"}


def test_every_engine_flag_is_the_one_declaration():
    """Every command that runs steps takes --engine, --threads and --memory-limit, and
    --engine is the one declaration's (sdcsql.cli._add_engine_args: the engines of
    sdcsql.engines.ENGINES, one help, duckdb by default): no command declares its own."""
    from sdcsql.engines import ENGINES

    sub = next(a for a in build_parser()._actions
               if isinstance(a, argparse._SubParsersAction))
    with_engine = set()
    helps = set()
    for name, parser in sub.choices.items():
        engine = [a for a in parser._actions if "--engine" in a.option_strings]
        if not engine:
            continue
        with_engine.add(name)
        (action,) = engine
        assert tuple(action.choices) == ENGINES and action.default == "duckdb", name
        assert action.option_strings == ["--engine"], name
        helps.add(action.help)
        flags = _flags(parser._actions)
        assert {"--threads", "--memory-limit"} <= flags, name
    assert with_engine == ENGINE_COMMANDS
    assert len(helps) == 1
