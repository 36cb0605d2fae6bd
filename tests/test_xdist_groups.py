"""The Spark tests' xdist groups hold: under ``-n 2 --dist loadgroup`` every Spark test of
a module runs on one worker (one JVM a worker), whatever pytest and xdist versions the run
has, and the Spark tests are collected first (tests/conftest.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_MODULE = ("import pytest\n\n"
           "@pytest.mark.parametrize('i', range(12))\n"
           "def test_plain(i):\n    pass\n\n"
           "@pytest.mark.spark\n@pytest.mark.parametrize('i', range(12))\n"
           "def test_marked(i):\n    pass\n")


def test_each_module_s_spark_tests_run_on_one_worker_and_first(tmp_path):
    """A small suite run by pytest-xdist with this suite's hooks (its conftest imports
    them): two modules, each with twelve tests marked ``spark`` (no Spark started) and
    twelve others, the marked ones last.  Before the hook set the group suffix itself,
    xdist's own did not take under pytest 9 and the marked tests ran on both workers."""
    (tmp_path / "conftest.py").write_text(
        "from tests.conftest import pytest_itemcollected, pytest_collection_modifyitems\n")
    for name in ("test_one.py", "test_two.py"):
        (tmp_path / name).write_text(_MODULE)
    res = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "--dist",
         "loadgroup", "-v", "-o", "addopts=", "-o", "markers=spark", "--rootdir",
         str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT),
                                                           "PATH": "/usr/bin:/bin"})
    assert res.returncode == 0, res.stdout + res.stderr
    ran = re.findall(r"\[(gw\d)\] .*PASSED (test_\w+)\.py::test_(marked|plain)\[(\d+)\](\S*)",
                     res.stdout)
    assert len(ran) == 48, res.stdout
    for module in ("test_one", "test_two"):
        marked = {(worker, suffix) for worker, m, kind, _, suffix in ran
                  if kind == "marked" and m == module}
        assert marked in ({("gw0", f"@spark-{module}")}, {("gw1", f"@spark-{module}")}), marked
    # collected first: xdist hands out the units in collection order, one or two a worker
    # at a time, so the first four tests reported are marked ones
    assert {kind for *_, kind, _, _ in ran[:4]} == {"marked"}, ran[:4]
