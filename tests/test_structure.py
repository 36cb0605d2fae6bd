"""The package's structure: no module imports another module's private names, the
package modules import each other without cycles, and the problem classes implement
the declared problem interface (sdcsql/interface.py).

Imports are read from the source with ``ast``, at every level (inside functions and
``if TYPE_CHECKING`` blocks too): an import inside a function is still a dependency.
Importing the package itself (``from . import __version__``) is no edge: Python
imports a module's packages first anyway.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pyarrow as pa

import sdcsql
from sdcsql import Problem, Spec
from sdcsql.interface import CellSource, ProblemInterface
from sdcsql.protect.recode import Recode
from sdcsql.protect.regroup import CellView, regroup

ROOT = Path(sdcsql.__file__).parent


def _modules(root: Path = ROOT) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package under ``root``."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = (root.name,) + path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _imports(root: Path = ROOT) -> tuple[list[str], dict[str, set[str]]]:
    """(private imports as "importer: module.name", edges importer -> imported module)."""
    modules = _modules(root)
    packages = {m for m, p in modules.items() if p.name == "__init__.py"}
    private: list[str] = []
    edges: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        here = name if name in packages else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [(a.name, None) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = here.split(".")[:len(here.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([node.module] if node.module else []))
                targets = [(base, a.name) for a in node.names]
            else:
                continue
            for module, imported in targets:
                if imported is not None and f"{module}.{imported}" in modules:
                    module, imported = f"{module}.{imported}", None   # a submodule
                if module not in modules or module == name:
                    continue
                if imported is not None and imported.startswith("_") \
                        and not imported.startswith("__"):
                    private.append(f"{name}: {module}.{imported}")
                if module not in packages:
                    edges[name].add(module)
    return private, edges


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_no_module_imports_a_private_name_of_another():
    private, _ = _imports()
    assert private == []


def test_no_import_cycle_among_package_modules():
    _, edges = _imports()
    assert _cycles(edges) == []


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_the_checks_find_private_imports_and_cycles(tmp_path):
    """The two checks above on a made-up package with one of each (and their look-alikes)."""
    root = _write(tmp_path / "pkg", {
        "__init__.py": "from .a import f\n__version__ = '1'\n",
        "_helpers.py": "def g(): pass\n",
        "a.py": "from . import __version__\nfrom ._helpers import g\n"
                "def f():\n    from .b import _private\n",
        "b.py": "import pkg.c\n_private = 1\n",
        "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import f\n",
        "sub/__init__.py": "",
        "sub/d.py": "from ..a import f\nfrom .. import _helpers\n",
    })
    private, edges = _imports(root)
    assert private == ["pkg.a: pkg.b._private"]
    assert edges["pkg.sub.d"] == {"pkg.a", "pkg._helpers"}
    assert _cycles(edges) == [["pkg.a", "pkg.b", "pkg.c"]]


def _members(protocol: type) -> set[str]:
    """The members a protocol declares: annotated attributes, methods and properties."""
    out: set[str] = set()
    for cls in protocol.__mro__:
        if cls is object or cls.__name__ in ("Protocol", "Generic"):
            continue
        out |= set(inspect.get_annotations(cls))
        out |= {n for n in cls.__dict__ if not n.startswith("_")}
    return out


def test_interface_members():
    assert _members(CellSource) == {"engine", "con", "spec", "cache", "clamped_cells", "n_keys",
                                    "has_null_keys", "name", "create", "create_from_arrow",
                                    "map_batches", "cells_table"}
    assert _members(ProblemInterface) == _members(CellSource) | {
        "schema", "keyed", "cell_code", "internal_columns", "records_sql", "cells_sql",
        "pattern_cells", "without_optimizer"}


def _missing(obj: object, protocol: type) -> set[str]:
    return {m for m in _members(protocol) if not hasattr(obj, m)}


def test_problem_and_cell_view_implement_the_interface():
    data = pa.table({"a": [1, 1, 2], "b": ["x", "y", "x"], "w": [2.0, 3.0, 1.0]})
    with Problem(data, Spec(keys=["a", "b"], weight="w")) as p:
        p.cells_table()
        assert _missing(p, ProblemInterface) == set()
        view = regroup(p, [Recode("b", "map", groups=(("z", ("x", "y")),))])
        assert isinstance(view, CellView)
        assert _missing(view, CellSource) == set()
        # the same cell figures through either implementation: fk of a = 1 is 2 after
        # the regrouping (b's two values merged), 1 and 1 before
        fk = "SELECT __sdc_k0, fk FROM {} WHERE __sdc_k0 = 1 ORDER BY fk"
        assert p.con.execute(fk.format(view.cells_table())).fetchall() == [(1, 2.0)]
        assert p.con.execute(fk.format(p.cells_table())).fetchall() == [(1, 1.0), (1, 1.0)]


def test_both_engines_implement_the_engine_interface():
    """Every member of the Engine protocol is defined on both engine classes (the Spark
    engine's behaviour is tested on a session in the parametrised step tests)."""
    from sdcsql.engines import Engine
    from sdcsql.engines.duckdb import DuckDBEngine
    from sdcsql.engines.spark import SparkEngine

    members = _members(Engine)
    assert {"dialect", "reread_kind", "con", "render", "quote", "read", "create",
            "create_from_arrow", "drop",
            "query", "relation", "fetch_arrow", "columns", "register_function", "bind_list",
            "without_optimizer", "map_batches", "map_groups", "close"} == members
    for cls in (DuckDBEngine, SparkEngine):
        assert {m for m in members if not hasattr(cls, m)} == set(), cls


#: the families and the orchestration above the engines: an engine holds no step logic
STEP_PACKAGES = ("sdcsql.risk", "sdcsql.protect", "sdcsql.utility", "sdcsql.pipeline",
                 "sdcsql.present")


def _imported(path: Path, name: str) -> set[str]:
    """Every module ``path`` (module ``name``) imports, at any level, as dotted names."""
    here = name.rpartition(".")[0] if path.name != "__init__.py" else name
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = here.split(".")[:len(here.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            out |= {base} | {f"{base}.{a.name}" for a in node.names}
    return out


def _step_imports(root: Path) -> dict[str, set[str]]:
    engines = {m: p for m, p in _modules(root).items()
               if m.split(".")[:2] == [root.name, "engines"]}
    step = tuple(root.name + s.removeprefix("sdcsql") for s in STEP_PACKAGES)
    return {m: {i for i in _imported(p, m) if i.startswith(step)} for m, p in engines.items()}


def test_engines_hold_no_step_logic():
    """sdcsql/engines/*.py import no step family nor orchestration, and the Spark engine
    stays small (session, reading inputs, the Engine members)."""
    assert _step_imports(ROOT) == {m: set() for m in _step_imports(ROOT)}
    assert len(_step_imports(ROOT)) >= 3
    lines = len((ROOT / "engines" / "spark.py").read_text(encoding="utf-8").splitlines())
    assert lines < 250, f"sdcsql/engines/spark.py has {lines} lines: keep step logic out of it"


def test_the_engine_check_finds_a_step_import(tmp_path):
    root = _write(tmp_path / "sdcsql", {
        "__init__.py": "", "engines/__init__.py": "",
        "engines/spark.py": "def f():\n    from ..risk.threshold import set_threshold\n",
        "engines/duckdb.py": "from .. import errors\n",
    })
    found = _step_imports(root)
    assert found["sdcsql.engines.spark"] >= {"sdcsql.risk.threshold"}
    assert found["sdcsql.engines.duckdb"] == set()


FAMILIES = ("risk", "protect", "utility")


def test_each_method_has_its_sql_doc_page_and_test_module_of_one_name():
    """docs/contributing.md: a method NAME of family F is sdcsql/F/NAME.py, sql/F/NAME.sql
    or sql/F/NAME/, docs/F/NAME.md and tests/F/test_NAME.py (a module with no SQL of its
    own, such as regroup, names the templates it renders in its docstring)."""
    repo = ROOT.parent
    missing = []
    for family in FAMILIES:
        for module in sorted((ROOT / family).glob("*.py")):
            name = module.stem
            if name == "__init__":
                continue
            sql = repo / "sql" / family
            if not ((sql / f"{name}.sql").is_file() or (sql / name).is_dir()
                    or "sql/" in module.read_text(encoding="utf-8")):
                missing.append(f"sql/{family}/{name}[.sql]")
            for path in (repo / "docs" / family / f"{name}.md",
                         repo / "tests" / family / f"test_{name}.py"):
                if not path.is_file():
                    missing.append(str(path.relative_to(repo)))
    assert not missing, f"methods without their files: {missing}"


def test_sql_tests_golden_and_docs_mirror_the_families():
    """The families of the package are folders of sql/, tests/, tests/golden/<dialect>/
    and docs/ too, and the templates of a family's methods sit under sql/<family>/."""
    repo = ROOT.parent
    for family in FAMILIES:
        if not any((ROOT / family).glob("[!_]*.py")):
            continue
        for tree in (repo / "sql", repo / "tests", repo / "docs",
                     repo / "tests" / "golden" / "duckdb", repo / "tests" / "golden" / "spark"):
            assert (tree / family).is_dir(), f"{tree.relative_to(repo)}/{family} is missing"
    flat = sorted(p.name for p in (repo / "sql").iterdir()
                  if p.is_dir() and p.name not in (*FAMILIES, "frequencies", "present", "tools",
                                                   "formats", "shell_kit", "__pycache__"))
    assert not flat, f"template folders outside the families: {flat}"


#: the longest a function may be, its docstring included (end_lineno - lineno + 1)
MAX_FUNCTION_LINES = 80

#: functions whose body is a table-driven declaration (a literal table), by
#: "path::qualified name", with the reason; none today
TABLE_DRIVEN: dict[str, str] = {}


def _long_functions(repo: Path, folders: tuple[str, ...]) -> dict[str, int]:
    """"path::qualified.name" -> line count of every function over MAX_FUNCTION_LINES
    in the ``.py`` files under ``folders`` of ``repo`` (nested functions and methods too)."""
    out: dict[str, int] = {}

    def visit(node: ast.AST, rel: str, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert child.end_lineno is not None
                lines = child.end_lineno - child.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    out[f"{rel}::{prefix}{child.name}"] = lines
                visit(child, rel, f"{prefix}{child.name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, rel, f"{prefix}{child.name}.")
            else:
                visit(child, rel, prefix)

    for folder in folders:
        for path in sorted((repo / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            visit(tree, path.relative_to(repo).as_posix(), "")
    return out


def test_no_function_is_over_80_lines():
    """Functions that do one thing (issue 26): none over 80 lines in sdcsql/ and udfs/,
    bar a table-driven declaration named in TABLE_DRIVEN."""
    found = _long_functions(ROOT.parent, ("sdcsql", "udfs"))
    offenders = {name: n for name, n in found.items()
                 if name not in TABLE_DRIVEN}
    listing = "\n".join(f"  {n} lines  {name}" for name, n in
                        sorted(offenders.items(), key=lambda item: -item[1]))
    assert not offenders, f"functions over {MAX_FUNCTION_LINES} lines (split them):\n{listing}"
    stale = sorted(name for name in TABLE_DRIVEN if name not in found)
    assert not stale, f"TABLE_DRIVEN names functions that are no longer long: {stale}"


def test_the_length_check_finds_a_long_function(tmp_path):
    body = "".join(f"        x{i} = {i}\n" for i in range(MAX_FUNCTION_LINES))
    _write(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/mod.py": f"def short():\n    return 1\n\n\nclass C:\n    def long(self):\n{body}",
        "pkg/sub/deep.py": f"def outer():\n    def inner():\n{body}\n    return inner\n",
    })
    assert _long_functions(tmp_path, ("pkg",)) == {
        "pkg/mod.py::C.long": MAX_FUNCTION_LINES + 1,
        "pkg/sub/deep.py::outer": MAX_FUNCTION_LINES + 4,
        "pkg/sub/deep.py::outer.inner": MAX_FUNCTION_LINES + 1,
    }
