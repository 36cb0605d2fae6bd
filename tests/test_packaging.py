"""The wheel carries sql/ and udfs/ and works with no checkout around it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
import tomllib
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_installs_and_runs_outside_the_checkout(tmp_path, monkeypatch):
    # the installed package alone: a PYTHONPATH to a checkout would shadow it
    monkeypatch.delenv("PYTHONPATH", raising=False)
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels),
                    str(REPO)], check=True, cwd=tmp_path)
    (wheel,) = wheels.glob("sdcsql-*.whl")
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "sdcsql/sql/frequencies/cell_table.sql" in names
    assert "sdcsql/sql/shell_kit/risk.sql" in names
    assert "sdcsql/udfs/individual.py" in names
    for name in ("sdcsql/sql/present/charts/risk_histogram.sql",
                 "sdcsql/present/html/threshold_page.html",
                 "sdcsql/present/html/threshold_page.js", "sdcsql/present/html/report.html",
                 "sdcsql/workbench/static/index.html", "sdcsql/workbench/static/workbench.js",
                 "sdcsql/workbench/static/workbench.css", "sdcsql/workbench/static/logo.svg",
                 "sdcsql/sql/present/workbench/riskiest_cells.sql",
                 *(f"sdcsql/{family}/__init__.py" for family in
                   ("risk", "protect", "utility", "pipeline", "present", "tools"))):
        assert name in names

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / "bin" / "python"
    # with the charts extra, as the README installs it (the report draws its chart)
    subprocess.run([str(py), "-m", "pip", "install", "-q", f"{wheel}[charts]"], check=True,
                   cwd=tmp_path)

    work = tmp_path / "work"
    work.mkdir()
    (work / "in.csv").write_text("a,b,w\n1,x,10\n1,x,20\n2,y,5\n")
    run = subprocess.run([str(env_dir / "bin" / "sdcsql"), "risk", "in.csv", "--keys", "a,b",
                          "--weight", "w", "--out", "out.csv"], cwd=work, capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    assert (work / "out.csv").read_text().splitlines()[0] == "a,b,w,fk,Fk,risk"
    code = ("import sdcsql, pathlib; assert 'site-packages' in sdcsql.__file__; "
            "p = sdcsql.Problem('in.csv', sdcsql.Spec(keys=['a'], weight='w')); "
            "print(p.risk().summary.n)")
    out = subprocess.run([str(py), "-c", code], cwd=work, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "3"
    # the compiled kernels come with the README's install (numba, a core dependency)
    code = ("from sdcsql.udfs import microaggregation, rank_swap, suda2; print("
            "microaggregation.compiled_available(), rank_swap.compiled_available(), "
            "suda2.compiled_available())")
    out = subprocess.run([str(py), "-c", code], cwd=work, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True"] * 3
    # the report and its chart work after the README's install (decision 0005)
    (work / "p.toml").write_text('[input]\npath = "in.csv"\n[spec]\nkeys = ["a", "b"]\n'
                                 'weight = "w"\n')
    run = subprocess.run([str(env_dir / "bin" / "sdcsql"), "report", "p.toml", "--audience",
                          "external", "--out", "r.html"], cwd=work, capture_output=True,
                         text=True)
    assert run.returncode == 0, run.stderr
    assert "data:image/png;base64," in (work / "r.html").read_text()


def _readme_python_tour() -> str:
    (tour,) = re.findall(r"### Python\n\n```python\n(.*?)\n```", (REPO / "README.md").read_text(),
                         flags=re.S)
    return tour


@pytest.mark.parametrize("where", ["checkout", "anywhere"])
def test_readme_python_tour_runs_from_the_checkout(tmp_path, where):
    """The README's Python tour, in a fresh interpreter that finds sdcsql only through the
    checkout: from the repository root (sys.path[0] is the working directory) and from any
    other directory with the checkout on PYTHONPATH.  The site's own sdcsql (an editable
    install) is hidden: ``-S`` skips site-packages and its .pth files, then the
    dependencies' directory is put back on the path without them."""
    tour = _readme_python_tour()
    data = REPO / "data" / "demo_survey.csv"
    if where == "anywhere":
        tour = tour.replace('"data/demo_survey.csv"', repr(str(data)))
    code = (f"import sys; sys.path.append({sysconfig.get_paths()['purelib']!r}); "
            f"sys.path.append({sysconfig.get_paths()['platlib']!r})\n"
            "import sdcsql, sdcsql.udfs, sdcsql.sql\n"
            f"for m in (sdcsql, sdcsql.udfs, sdcsql.sql):\n"
            f"    assert m.__file__.startswith({str(REPO) + '/'!r}), m.__file__\n" + tour)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    if where == "anywhere":
        env["PYTHONPATH"] = str(REPO)
    run = subprocess.run([sys.executable, "-S", "-c", code], cwd=REPO if where == "checkout"
                         else tmp_path, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    # the summary table counts every record of the demo file (a line each, after the header)
    records = len(data.read_text().splitlines()) - 1
    assert re.search(rf"^records +{records:,}$", run.stdout, flags=re.M), run.stdout


def _extra(name: str) -> dict[str, str]:
    """The requirements of an extra of pyproject.toml: {package: minimum version}."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    out = {}
    for req in project["optional-dependencies"][name]:
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)(?:>=([0-9.]+))?(?:,.*)?", req.replace(" ", ""))
        assert m, req
        out[m.group(1).lower()] = m.group(2) or "0"
    return out


def _version(text: str) -> tuple[int, ...]:
    parts = [int(x) for x in text.split(".") if x.isdigit()]
    while parts and parts[-1] == 0:     # 2.2.0 is 2.2
        parts.pop()
    return tuple(parts)


def test_the_spark_extra_brings_what_pyspark_s_arrow_paths_check_at_run_time():
    """``pip install 'sdcsql[spark]'`` alone must run --engine spark: pyspark's Arrow
    paths (the UDFs, mapInArrow, createDataFrame of Arrow, toArrow) require pandas and
    pyarrow at versions pyspark checks at run time but does not declare (a bare install
    died with ``PySparkImportError: Pandas >= 2.2.0 must be installed``)."""
    pytest.importorskip("pyspark")
    import inspect

    from pyspark.sql.pandas import utils

    extra = _extra("spark")
    assert {"pyspark", "sqlglot", "pandas", "pyarrow"} <= set(extra)
    for package, function in (("pandas", utils.require_minimum_pandas_version),
                              ("pyarrow", utils.require_minimum_pyarrow_version)):
        (minimum,) = re.findall(r'minimum_\w+_version = "([0-9.]+)"', inspect.getsource(function))
        assert _version(extra[package]) >= _version(minimum), (package, minimum)


def test_every_package_of_the_source_is_in_the_wheel():
    """Each directory of sdcsql/ with an __init__.py is a package the wheel lists (one left
    out installs without it: ModuleNotFoundError outside the checkout)."""
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts)
             for p in (REPO / "sdcsql").rglob("__init__.py")}
    assert found - listed == set()
