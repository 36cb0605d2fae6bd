"""The Spark tests' xdist group holds: under ``-n 2 --dist loadgroup`` every test in the
group runs on one worker (one JVM), whatever pytest and xdist versions the run has
(tests/conftest.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_test_of_the_spark_group_runs_on_one_worker(tmp_path):
    """A small suite run by pytest-xdist with this suite's hooks (its conftest imports
    them): twelve tests marked ``spark`` (no Spark started) and twelve others.  Before
    the hook set the group suffix itself, xdist's own did not take under pytest 9 and the
    marked tests ran on both workers."""
    (tmp_path / "conftest.py").write_text(
        "from tests.conftest import pytest_itemcollected, pytest_collection_modifyitems\n")
    (tmp_path / "test_sample.py").write_text(
        "import pytest\n\n"
        "@pytest.mark.spark\n@pytest.mark.parametrize('i', range(12))\n"
        "def test_marked(i):\n    pass\n\n"
        "@pytest.mark.parametrize('i', range(12))\n"
        "def test_plain(i):\n    pass\n")
    res = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2", "--dist",
         "loadgroup", "-v", "-o", "addopts=", "-o", "markers=spark", "--rootdir",
         str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT),
                                                           "PATH": "/usr/bin:/bin"})
    assert res.returncode == 0, res.stdout + res.stderr
    ran = re.findall(r"\[(gw\d)\] .*PASSED \S*::test_(marked|plain)\[(\d+)\](\S*)", res.stdout)
    assert len(ran) == 24, res.stdout
    marked = {(worker, suffix) for worker, kind, _, suffix in ran if kind == "marked"}
    assert len(marked) == 1 and next(iter(marked))[1] == "@spark", marked
