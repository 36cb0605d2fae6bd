"""Where the labels live: a :class:`Metadata` per labelled or mu-Argus input, kept for
the process, found by the input's resolved path or by the name of the temporary view
it was registered as (:func:`remember`, called by ``sdcsql.data.register_source``).

The output step reads the input's metadata (:func:`metadata_of` of the problem's
source view, or of the input path) and derives the output's
(:func:`sdcsql.formats.output.prepare`): the same variable labels, value labels and
user-missing codes, labels for recoded categories and the suppression code of each
variable (``Metadata.marks``).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..spec import Spec

__all__ = ["ARGUS_SUFFIXES", "LABELLED_SUFFIXES", "OUTPUT_SUFFIXES", "SUFFIXES", "Metadata",
           "SUPPRESSED_LABEL", "metadata_of", "need_pyreadstat", "register_reader", "remember",
           "use_metadata",
           "with_missing_codes"]

LABELLED_SUFFIXES = (".sav", ".zsav", ".dta", ".sas7bdat", ".xpt")
ARGUS_SUFFIXES = (".asc",)
SUFFIXES = LABELLED_SUFFIXES + ARGUS_SUFFIXES
#: the suffixes an output may end in besides .csv and .parquet
OUTPUT_SUFFIXES = (".sav", ".zsav", ".dta", ".asc")
#: the value label of a suppression code
SUPPRESSED_LABEL = "suppressed (disclosure control)"


@dataclass
class Metadata:
    """The labels and codes of one file (docs/formats.md, "What is kept").

    ``value_labels`` and ``user_missing`` hold codes as the relation holds them
    (integral SPSS codes as int).  ``marks``: the code written for a suppressed value,
    per variable (outputs only).  ``layout``: a mu-Argus .rda as parsed
    (:func:`sdcsql.formats.argus.parse_rda`), ``roles`` the spec it declares."""

    path: str
    kind: str                                   #: spss, stata, sas or argus
    variable_labels: dict[str, str] = field(default_factory=dict)
    value_labels: dict[str, dict[Any, str]] = field(default_factory=dict)
    user_missing: dict[str, list[Any]] = field(default_factory=dict)
    formats: dict[str, str] = field(default_factory=dict)
    marks: dict[str, Any] = field(default_factory=dict)
    layout: dict[str, Any] | None = None
    roles: dict[str, Any] | None = None


_BY_KEY: dict[str, Metadata] = {}               # resolved path -> metadata
_VIEWS: dict[str, Metadata] = {}                # view name -> metadata
_RDA: dict[str, str] = {}                       # resolved .asc path -> its .rda (--metadata)
_STAMPS: dict[str, tuple[int, int, int]] = {}
#: suffix -> the function reading a file's metadata (registered by sdcsql.formats)
_READERS: dict[str, Callable[[Path], Metadata]] = {}


def register_reader(suffixes: tuple[str, ...], reader: Callable[[Path], Metadata]) -> None:
    """Read the metadata of files ending in ``suffixes`` with ``reader``."""
    for suffix in suffixes:
        _READERS[suffix] = reader


def need_pyreadstat() -> Any:
    """pyreadstat, or the one-line error naming the extra."""
    try:
        import pyreadstat
    except ImportError:
        raise InputError("reading or writing SPSS, Stata or SAS files needs pyreadstat: "
                         "pip install 'sdcsql[formats]'") from None
    return pyreadstat


def _stamp(path: str) -> tuple[int, int, int]:
    st = os.stat(path)
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def store(path: str | Path, meta: Metadata) -> None:
    """Keep ``meta`` as the metadata of the file ``path`` (as it is now)."""
    key = os.path.realpath(path)
    _BY_KEY[key] = meta
    _STAMPS[key] = _stamp(key)


def use_metadata(asc: str | Path, rda: str | Path) -> None:
    """Read the mu-Argus data file ``asc`` with the metadata ``rda`` (``--metadata``)
    instead of the ``.rda`` beside it."""
    if not Path(rda).is_file():
        raise InputError(f"--metadata {str(rda)!r}: the file does not exist")
    _RDA[os.path.realpath(asc)] = os.path.realpath(rda)


def rda_of(asc: str | Path) -> Path:
    """The .rda of the mu-Argus data file ``asc``: given by :func:`use_metadata`, else
    the file of the same name beside it."""
    given = _RDA.get(os.path.realpath(asc))
    if given is not None:
        return Path(given)
    rda = Path(asc).with_suffix(".rda")
    if not rda.is_file():
        rda = Path(asc).with_suffix(".RDA")
    if not rda.is_file():
        beside = str(Path(asc).with_suffix(".rda"))
        raise InputError(f"input file {str(asc)!r}: a mu-Argus .asc file needs its metadata: "
                         f"{beside!r} beside it, or --metadata FILE.rda")
    return rda


def metadata_of(source: Any) -> Metadata | None:
    """The metadata of ``source``: the name of a view a labelled or mu-Argus input was
    registered as, or the path of such a file (read on first use: metadata only);
    None for anything else."""
    if isinstance(source, str) and source in _VIEWS:
        return _VIEWS[source]
    if not isinstance(source, (str, Path)):
        return None
    path = Path(source)
    if path.suffix.lower() not in SUFFIXES or not path.is_file():
        return None
    key = os.path.realpath(path)
    known = _BY_KEY.get(key)
    if known is not None and _STAMPS.get(key) == _stamp(key):
        return known
    meta = _READERS[path.suffix.lower()](path)
    store(path, meta)
    return meta


def remember(view: str, source: Any) -> None:
    """Note that the view ``view`` reads ``source`` (a path): its metadata, if the
    file has any, is then found by the view's name too."""
    if isinstance(source, (str, Path)) and Path(source).suffix.lower() in SUFFIXES:
        meta = metadata_of(Path(source))
        if meta is not None:
            _VIEWS[view] = meta


def with_missing_codes(spec: Spec, meta: Metadata | None) -> Spec:
    """``spec`` with the user-missing codes of ``meta`` as ``na_codes`` of its keys and
    numeric variables; a variable whose codes the spec gives keeps the spec's."""
    if meta is None:
        return spec
    given = spec.na_codes_map
    roles = set(spec.keys) | set(spec.numeric)
    extra = {c: tuple(v) for c, v in meta.user_missing.items()
             if v and c in roles and c not in given}
    if not extra:
        return spec
    return spec.replace(na_codes={**given, **extra})
