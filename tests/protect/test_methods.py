"""The protect step's methods (sdcsql/protect/methods.py, docs/protect/methods.md): one
``method`` option chooses among the registered methods; each method's options are its
own, refused under another method; required options are required per method."""

from __future__ import annotations

import duckdb
import pytest

import sdcsql
from sdcsql.errors import InputError
from sdcsql.options import Option, StepOptions
from sdcsql.protect.methods import METHODS, PROTECT_STEP, ProtectionMethod, protect
from sdcsql.spec import Spec


@pytest.fixture
def con():
    c = duckdb.connect()
    yield c
    c.close()


def r9_relation(con):
    return con.sql("SELECT * FROM (VALUES (0, 'x', 1, 5), (1, 'x', 2, 4), (2, 'x', 3, 6), "
                   "(3, 'x', 10, 1), (4, 'y', 11, 2), (5, 'y', 12, 1)) t(id, key, a, b)")


def test_options_of_another_method_are_refused(con):
    with sdcsql.Problem(r9_relation(con), Spec(keys=["key"]), con=con) as p:
        with pytest.raises(InputError, match="--scan: an option of local_suppression"):
            protect(p, method="mdav", k=3, numeric=["a"], scan="bottom-up")
        with pytest.raises(InputError, match="--group-value: an option of mdav"):
            protect(p, method="local_suppression", k=2, group_value="median")
        with pytest.raises(InputError, match="--trim: an option of mdav"):
            protect(p, k=2, trim=0.3)
        with pytest.raises(InputError, match="mdav needs --k"):
            protect(p, method="mdav", numeric=["a"])
        with pytest.raises(InputError, match="not a protection method"):
            protect(p, method="swapping", k=3)


def test_the_declarations_carry_every_method_option():
    names = PROTECT_STEP.names("own")
    for option in ("method", "k", "numeric", "group_value", "trim", "standardise", "weighted",
                   "scan", "importance"):
        assert option in names
    assert PROTECT_STEP.get("method").choices == (
        "local_suppression", "mdav", "hansen_mukherjee", "individual_ranking", "noise",
        "rank_swap", "rounding", "shuffle", "pram", "resampling", "ipso", "cholesky_synthetic",
        "ms_hybrid", "microhybrid", "sampling", "massc", "vmdav",
        "categorical_microaggregation")



def test_each_method_declares_what_it_treats_and_its_options():
    for name, method in METHODS.items():
        assert method.name == name
        assert method.treats in ("keys", "numeric", "categorical", "records")
        assert isinstance(method.options, StepOptions)
        for o in method.options.own:        # every method option is a protect option
            assert o.name in PROTECT_STEP.names()
    assert METHODS["local_suppression"].treats == "keys"
    assert METHODS["mdav"].treats == "numeric"


def test_k_is_required_per_method_not_globally():
    # the protect step's k is optional (a method like noise has none); mdav's is required
    assert not PROTECT_STEP.get("k").required
    assert METHODS["mdav"].options.get("k").required


def test_a_method_is_registered_in_one_line():
    calls = []
    extra = ProtectionMethod("example", lambda problem, **o: calls.append(o),
                             StepOptions("protect", own=(Option("k", lambda v, w: v,
                                                                help="k"),)), "numeric")
    assert extra.options.names("own") == ("k",)
    with pytest.raises(ValueError, match="treats must be one of"):
        ProtectionMethod("bad", print, extra.options, "cells")
