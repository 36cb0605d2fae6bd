"""Docs stay true to the code: every command, template and UDF is documented."""

from __future__ import annotations

import re
from pathlib import Path

from sdcsql._docs import cli_reference
from sdcsql._sql import template_names
from sdcsql.udfs.individual import METHODS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


def test_cli_reference_is_current():
    assert (DOCS / "cli.md").read_text() == cli_reference(), (
        "docs/cli.md is stale: run `python -m sdcsql._docs > docs/cli.md`")


def test_every_template_has_a_header_and_is_named_in_the_docs():
    text = "\n".join(p.read_text() for p in DOCS.rglob("*.md"))
    for name in template_names():
        source = (Path(__file__).resolve().parents[1] / "sql" / name).read_text()
        assert source.lstrip().startswith(("{#", "--")), f"sql/{name} has no header comment"
        if "/_" in name or name.startswith("_") or name.startswith("shell_kit/"):
            continue
        assert Path(name).name in text or f"sql/{name}" in text, f"sql/{name} is not in docs/"


def test_every_risk_method_is_documented():
    text = (DOCS / "risk" / "individual.md").read_text()
    for method in METHODS:
        assert f"`{method}`" in text or f'"{method}"' in text


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```bash\n(.*?)\n```", readme, flags=re.S)
    assert len(blocks) >= 2, "the README opens with two set-up commands"
    test_command = blocks[1].strip()
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines


def test_ci_runs_ruff_and_mypy_before_the_tests():
    """The README's test command lints (ruff, mypy) before pytest, and the ``test`` extra
    installs both tools."""
    import tomllib

    readme = (ROOT / "README.md").read_text()
    test_command = re.findall(r"```bash\n(.*?)\n```", readme, flags=re.S)[1].strip()
    steps = [s.strip() for s in test_command.split("&&")]
    assert steps[-3:] == ["ruff check sdcsql tests udfs sql", "mypy", "python -m pytest"]
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]["test"]
    assert {re.split(r"[<>=]", r)[0] for r in extra} >= {"ruff", "mypy"}


def test_changelog_names_every_command():
    """The changelog's command-line entry lists every subcommand of ``sdcsql``."""
    import argparse

    from sdcsql.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    text = (ROOT / "CHANGELOG.md").read_text()
    entry = re.search(r"^\* Command line:(.*?)(?=^\* |^#|\Z)", text, flags=re.DOTALL | re.MULTILINE)
    assert entry, "CHANGELOG.md has no '* Command line:' entry"
    named = set(re.findall(r"`sdcsql ([a-z]+)", entry.group(1)))
    missing = [name for name in sub.choices if name not in named]
    assert not missing, f"the CHANGELOG's command-line entry does not name: {', '.join(missing)}"


def test_one_name_per_concept():
    """"template" is a Jinja SQL file in sql/ and "macro" a Jinja macro: the HTML pages live in
    sdcsql/present/html/ and the DuckDB shell's kit in sql/shell_kit/, and the glossary defines
    the words that had two meanings (docs/methods.md)."""
    assert not (ROOT / "sdcsql" / "templates").exists()
    assert not (ROOT / "sql" / "macros").exists()
    assert (ROOT / "sdcsql" / "present" / "html" / "report.html").is_file()
    assert (ROOT / "sql" / "shell_kit" / "risk.sql").is_file()
    pages = [ROOT / "README.md", ROOT / "pyproject.toml", *DOCS.rglob("*.md"),
             *(ROOT / "sdcsql").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
    for page in pages:
        text = page.read_text()
        for old in ("sql/macros/", "sdcsql/templates/", '"templates"', "macro kit"):
            if page.name != "test_docs.py":
                assert old not in text, f"{page.relative_to(ROOT)} still says {old!r}"
    glossary = (DOCS / "methods.md").read_text().split("## Glossary", 1)[-1]
    for term in ("protect", "protection", "local suppression", "template", "Jinja macro",
                 "shell kit", "individual risk", "household risk", "global risk", "risk method",
                 "risk threshold"):
        assert f"**{term}**" in glossary, f"the glossary does not define {term!r}"


def test_without_shared_the_reference_tests_skip_with_the_readmes_reason(tmp_path, monkeypatch):
    """A fresh clone has no ../shared: the tests that read it are skipped, with the reason
    the README gives; with ../shared, a missing file fails the test."""
    import pytest

    from tests import conftest

    readme = (ROOT / "README.md").read_text()
    assert f'"{conftest.NO_SHARED}"' in " ".join(readme.split())
    monkeypatch.setattr(conftest, "SHARED", tmp_path / "shared")
    with pytest.raises(pytest.skip.Exception, match=r"^\.\./shared \(reference data\) is absent"):
        conftest.shared_file("data", "eusilc.csv")
    (tmp_path / "shared" / "data").mkdir(parents=True)
    with pytest.raises(AssertionError, match="eusilc.csv is missing"):
        conftest.shared_file("data", "eusilc.csv")


def test_under_ci_a_skip_or_an_empty_run_fails(tmp_path):
    """.ci/run sets SDCSQL_CI=1: a skipped test fails the run, and so does a run that
    collects nothing (exit 1 with a message, never pytest's 5)."""
    import os
    import subprocess
    import sys

    (tmp_path / "test_one.py").write_text(
        "import pytest\n\ndef test_ok():\n    pass\n\n"
        "def test_skipped():\n    pytest.skip('no data')\n")
    env = {**os.environ, "SDCSQL_CI": "1"}

    def run(*args: str, ci: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "pytest", "-p", "tests.conftest", "-n", "0",
                               "-q", "-p", "no:cacheprovider", str(tmp_path / "test_one.py"),
                               *args], cwd=ROOT, capture_output=True, text=True,
                              env=env if ci else {k: v for k, v in env.items()
                                                  if k != "SDCSQL_CI"})

    res = run()
    assert res.returncode == 1 and "CI: 1 test(s) skipped" in res.stderr
    res = run("-k", "nothing_matches")
    assert res.returncode == 1 and "CI: no test ran" in res.stderr
    assert run("-k", "test_ok").returncode == 0
    assert run(ci=False).returncode == 0          # outside CI a skip is a skip


def test_the_readme_says_what_threshold_out_writes():
    """Issue 24 item 21 (c): ``threshold --out`` writes every record (with
    ``unsafe_reason``), not the unsafe ones: the README's example and the command's own
    example name the file and say so."""
    import re

    from sdcsql.cli import build_parser

    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"sdcsql threshold (?:[^\n]*\\\n)*[^\n]*(?:\n    #[^\n]*)?", readme)
    with_out = [c for c in commands if "--out" in c]
    assert with_out
    for text in with_out:
        name = re.search(r"--out (\S+)", text).group(1)
        assert "unsafe" not in name and "every record" in text and "unsafe_reason" in text
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    epilog = sub.choices["threshold"].epilog
    assert "unsafe.csv" not in epilog and "every record" in epilog


#: a test named in the docs: tests/<path>.py::<function> (a parametrisation's id aside)
TEST_REFERENCE = re.compile(r"(tests/[\w/]+\.py)::(\w+)")


def _missing_tests(text: str, root: Path) -> list[str]:
    """The references of ``text`` to test functions that ``root``'s files do not define."""
    missing = []
    for path, name in TEST_REFERENCE.findall(text):
        source = root / path
        if not source.is_file() or not re.search(rf"^def {name}\(", source.read_text(),
                                                 re.M):
            missing.append(f"{path}::{name}")
    return missing


def test_the_tests_the_guarantees_name_exist():
    """docs/guarantees.md proves each guarantee by tests: each must exist (a renamed or
    removed test leaves a guarantee without its proof)."""
    assert not _missing_tests((DOCS / "guarantees.md").read_text(), ROOT)


def test_the_reference_check_finds_a_removed_test(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_a.py").write_text("def test_kept():\n    pass\n")
    text = "tests/test_a.py::test_kept, tests/test_a.py::test_gone, tests/test_b.py::test_x"
    assert _missing_tests(text, tmp_path) == ["tests/test_a.py::test_gone",
                                              "tests/test_b.py::test_x"]
