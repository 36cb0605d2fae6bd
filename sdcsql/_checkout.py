"""In a checkout, ``sdcsql.sql`` and ``sdcsql.udfs`` are the top-level ``sql/`` and ``udfs/``.

The wheel maps the two folders into the package (``[tool.setuptools.package-dir]`` in
pyproject.toml).  A checkout on ``sys.path`` (the repository root as working directory,
or on ``PYTHONPATH``) has no ``sdcsql/sql`` or ``sdcsql/udfs``: importing sdcsql binds the
folders beside the package as its two subpackages, so every other module finds its SQL
and UDFs the same way in both layouts.  Nothing is copied or linked.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PACKAGE = __name__.rpartition(".")[0]
_HERE = Path(__file__).resolve().parent


def _bind(name: str) -> None:
    full = f"{_PACKAGE}.{name}"
    init = _HERE.parent / name / "__init__.py"
    if full in sys.modules or (_HERE / name).is_dir() or not init.is_file():
        return  # the wheel's layout (or already bound)
    spec = importlib.util.spec_from_file_location(full, init,
                                                  submodule_search_locations=[str(init.parent)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[full] = module
    spec.loader.exec_module(module)
    setattr(sys.modules[_PACKAGE], name, module)


for _name in ("sql", "udfs"):
    _bind(_name)
