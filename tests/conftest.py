"""Shared fixtures: where ../shared is, the Spark session, the ``spark`` marker, and small
helpers.

Tests run in parallel (pytest-xdist, ``-n auto --dist loadgroup`` in pyproject.toml): every
test that starts Spark carries the ``spark`` marker (added here to the tests that use the
``spark`` fixture or the ``engine`` fixture's spark value; by hand to the others), and the
marked tests share one xdist group, so one worker starts the one JVM.  Under CI
(``SDCSQL_CI=1``, set by ``.ci/run``) a skipped test, or a run that collects nothing,
fails the run.
"""

from __future__ import annotations

import os
import sys
from decimal import Decimal
from pathlib import Path

import duckdb
import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"
SHARED_DATA = SHARED / "data"
REFERENCE = SHARED / "reference" / "datasets"
#: the reason of every skip for want of the reference data
NO_SHARED = "../shared (reference data) is absent beside the checkout"
#: The tests' JVMs (the local session, the CLI's Spark subprocesses, the standalone
#: cluster's daemons and executors) compile with the client compiler alone: their
#: statements read a few thousand rows at most, where the optimising compiler's warm-up
#: costs more than it saves (a search on Spark: 23 s instead of 33 s cold, 10 s instead of
#: 13 s warm).  Alone, that compiler gets a 48 MB code cache, which a test session's
#: generated classes filled (the sweeper thread then took 6 % of the JVM's time): 256 MB
#: as the default tiered compilers get.  The local session's driver has 2 GB (at 1 GB,
#: half used after 8 minutes, G1's concurrent marking took 11 % of the JVM's time).  The
#: product's sessions keep the JVM's defaults; nothing computed changes.
TEST_JVM_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=256m"
os.environ.setdefault("PYSPARK_SUBMIT_ARGS", f'--driver-memory 2g --driver-java-options '
                                             f'"{TEST_JVM_OPTIONS}" pyspark-shell')


@pytest.fixture
def con():
    c = duckdb.connect()
    yield c
    c.close()


def shared_file(*parts: str) -> Path:
    """A file from ../shared.  Without ../shared beside the checkout (a fresh clone) the
    test is skipped, saying so; with it, a missing file fails the test."""
    if not SHARED.is_dir():
        pytest.skip(NO_SHARED)
    path = SHARED.joinpath(*parts)
    assert path.exists(), f"{path} is missing from ../shared"
    return path


@pytest.fixture(scope="session")
def spark():
    """One local SparkSession (local[2]) for the whole test session (of a worker: the
    ``spark`` tests share one xdist group, so one worker starts it)."""
    from sdcsql.engines.spark import spark_session

    session = spark_session(threads=2)
    yield session
    session.stop()


@pytest.fixture(scope="module", params=["duckdb", "spark"])
def engine(request):
    """Each engine's name in turn, for ``Problem(..., engine=engine)``: a step's tests run
    on both engines from its own test module.  Spark runs on the one shared session
    (slow on 2 cores: parametrise few, small tests)."""
    if request.param == "spark":
        request.getfixturevalue("spark")
    return request.param


def _starts_spark(item: pytest.Item) -> bool:
    callspec = getattr(item, "callspec", None)
    return ("spark" in getattr(item, "fixturenames", ())
            or (callspec is not None and callspec.params.get("engine") == "spark"))


def pytest_itemcollected(item: pytest.Item) -> None:
    """The ``spark`` marker and the Spark tests' xdist group, as each test is collected
    (before any ``pytest_collection_modifyitems``: xdist reads the groups in its own)."""
    if _starts_spark(item) and item.get_closest_marker("spark") is None:
        item.add_marker(pytest.mark.spark)
    if item.get_closest_marker("spark") is not None \
            and item.get_closest_marker("xdist_group") is None:
        # a test whose Spark runs in subprocesses of its own (the standalone cluster)
        # names its own group: it needs no local session, and runs beside the others
        item.add_marker(pytest.mark.xdist_group("spark"))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The xdist group as the ``@group`` suffix of the node id, by which ``--dist
    loadgroup`` sends a group to one worker.  xdist (3.8) sets it as ``item._nodeid``,
    which pytest 9 no longer reads (the id is ``item._id``): every Spark test then went
    to whichever worker was free, and each worker started a JVM.  Set here, after
    xdist's hook, when it did not take."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = sorted({str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                        for m in item.iter_markers("xdist_group")})
        nodeid = item.nodeid
        if not names or nodeid.rfind("@") > nodeid.rfind("]"):
            continue            # no group, or xdist's suffix took
        if hasattr(item, "_id"):
            from _pytest.nodeid import NodeId

            item._id = NodeId.parse(f"{nodeid}@{'_'.join(names)}")
        else:  # pragma: no cover - a pytest that reads _nodeid
            item._nodeid = f"{nodeid}@{'_'.join(names)}"


def _spark_started() -> bool:
    """Whether this process has launched Spark's JVM (it outlives a stopped session)."""
    context = sys.modules.get("pyspark") and sys.modules["pyspark"].SparkContext
    return bool(context and context._gateway is not None)


@pytest.fixture(autouse=True)
def _spark_only_when_marked(request):
    """A test that starts Spark in this process (its JVM) must carry the ``spark``
    marker (so that ``-m "not spark"`` and the xdist group hold)."""
    before = _spark_started()
    yield
    if not before and _spark_started() and request.node.get_closest_marker("spark") is None:
        pytest.fail("this test starts Spark: mark it @pytest.mark.spark")


_RAN: dict[str, int] = {"ran": 0, "skipped": 0}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        _RAN["skipped"] += 1
    elif report.when == "call":
        _RAN["ran"] += 1


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Under CI a skip is a failure, and so is a run that tests nothing (pytest's exit 5):
    the run must test everything, ../shared included."""
    if (os.environ.get("SDCSQL_CI") != "1" or hasattr(session.config, "workerinput")
            or exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED)):
        return
    if _RAN["skipped"] or not _RAN["ran"]:
        what = (f"{_RAN['skipped']} test(s) skipped" if _RAN["skipped"]
                else "no test ran (nothing collected?)")
        sys.stderr.write(f"\nCI: {what}; every test must run here (../shared beside the "
                         "checkout, every extra installed)\n")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def rows(relation) -> list[tuple]:
    """The rows of a relation of either engine (a DuckDB relation or a Spark DataFrame),
    in its order; DECIMAL values as floats."""
    table = relation.toArrow() if hasattr(relation, "toArrow") else relation.to_arrow_table()
    return [tuple(float(v) if isinstance(v, Decimal) else v for v in r.values())
            for r in table.to_pylist()]
