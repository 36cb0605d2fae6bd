"""The file formats survey teams hold (issue #15 item 4; docs/formats.md).

* SPSS (``.sav``, ``.zsav``), Stata (``.dta``) and SAS (``.sas7bdat``, ``.xpt``) through
  pyreadstat (the optional extra ``sdcsql[formats]``): :mod:`sdcsql.formats.labelled`.
* mu-Argus's fixed-width ``.asc`` with its ``.rda`` metadata (and ``.cdl`` codelists):
  :mod:`sdcsql.formats.argus`; its global recode files (``.grc``):
  :mod:`sdcsql.formats.grc`.

On the Spark engine the same Parquet conversion is made by DuckDB on the driver and
Spark reads it (:func:`converted_parquet`, called by
``sdcsql.pipeline.runner.open_problem``).

A file of these formats is read wherever a CSV path is read (``sdcsql.data``'s read
dispatch calls :func:`read`): converted once into a Parquet file of the process's
private directory, which every step scans.  Its labels and missing codes are kept
beside the relation as a :class:`~sdcsql.formats.metadata.Metadata`, found by the
input's path or the name of the view the input was registered as
(:func:`metadata_of`); user-missing codes become the spec's ``na_codes``
(:func:`with_missing_codes`, explicit codes win).  Writing ``.sav``, ``.dta`` or
``.asc`` (:func:`write`) puts the labels back (:func:`sdcsql.formats.output.prepare`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import argus, labelled
from .metadata import (
    ARGUS_SUFFIXES,
    LABELLED_SUFFIXES,
    OUTPUT_SUFFIXES,
    SUFFIXES,
    Metadata,
    metadata_of,
    register_reader,
    remember,
    with_missing_codes,
)

register_reader(LABELLED_SUFFIXES, labelled.read_metadata)
register_reader(ARGUS_SUFFIXES, argus.read_metadata)

__all__ = ["ARGUS_SUFFIXES", "LABELLED_SUFFIXES", "OUTPUT_SUFFIXES", "SUFFIXES", "Metadata",
           "converted_parquet", "metadata_of", "output_metadata", "read", "read_beside",
           "remember", "with_missing_codes", "write", "written_beside"]


def read(con: Any, path: Path, directory: Path) -> Any:
    """The DuckDB relation of ``path`` (a labelled or mu-Argus file), converted once
    into a Parquet file of ``directory``; its metadata remembered by path."""
    if path.suffix.lower() in ARGUS_SUFFIXES:
        return argus.read_asc(con, path, directory)
    return labelled.read_labelled(con, path, directory)


def converted_parquet(path: Path, directory: Path) -> str:
    """The Parquet file of ``directory`` the labelled or mu-Argus file ``path`` is
    converted to by DuckDB (once per process and file version, as :func:`read` does):
    what the Spark engine reads (docs/formats.md, "On Spark")."""
    import duckdb

    con = duckdb.connect()
    try:
        read(con, path, directory)
    finally:
        con.close()
    module = argus if path.suffix.lower() in ARGUS_SUFFIXES else labelled
    target = module.converted_file(path)
    assert target is not None
    return target


def output_metadata(relation: Any, path: Path, source: Any, spec: Any,
                    recodes: Any = ()) -> Metadata:
    """The labels of the output ``path`` of a run that suppressed nothing (a Spark run:
    its relation is streamed to the driver by the writer): those of the input
    ``source`` (a path) for the columns of ``relation`` (DuckDB or Spark) with the new
    ones of the run's ``recodes`` (as the DuckDB run's output), the roles of ``spec``."""
    import duckdb

    from .output import prepare

    empty = relation.limit(0)
    table = empty.toArrow() if hasattr(empty, "toArrow") else empty.to_arrow_table()
    con = duckdb.connect()
    try:
        return prepare(con, con.from_arrow(table), path, source=metadata_of(source),
                       recodes=recodes, spec=spec)[1]
    finally:
        con.close()


def write(rel: Any, tmp: Path, path: Path, metadata: Metadata | None) -> dict[Path, str]:
    """Write ``rel`` to ``tmp`` in the format of ``path``'s suffix (``.sav``, ``.zsav``,
    ``.dta``, ``.asc``) with ``metadata`` (the output's labels, from
    :func:`sdcsql.formats.output.prepare`; None: no labels).  Returns the side files
    to write beside (``{path: text}``: the ``.rda`` of an ``.asc``)."""
    if path.suffix.lower() in ARGUS_SUFFIXES:
        return argus.write_asc(rel, tmp, path, metadata)
    labelled.write_labelled(rel, tmp, path, metadata)
    return {}


def read_beside(path: Path) -> list[Path]:
    """The files that reading the input ``path`` also reads: for a mu-Argus ``.asc``,
    its ``.rda`` (beside it, or the one given by ``--metadata``) and the codelists
    (``.cdl``) the ``.rda`` names.  What cannot be found is left out: reading the
    input says why."""
    if path.suffix.lower() not in ARGUS_SUFFIXES or not path.is_file():
        return []
    from ..errors import InputError
    from .metadata import rda_of

    try:
        rda = rda_of(path)
        layout = argus.parse_rda(rda.read_text(encoding="utf-8", errors="replace"), str(rda))
    except (InputError, OSError):
        return [path.with_suffix(".rda")]
    return [rda] + [rda.parent / v["codelist"] for v in layout["variables"]
                    if v.get("codelist")]


def written_beside(path: Path) -> tuple[list[tuple[str, Path]], list[str]]:
    """What writing the output ``path`` also writes: ``([(what, file)], [pattern])``.
    An ``.asc`` gets its ``.rda`` beside it, and ``<name>.<variable>.grc`` for each
    recoded variable (the pattern ``<name>.*.grc``, matched ignoring case; docs/formats.md)."""
    if path.suffix.lower() not in ARGUS_SUFFIXES:
        return [], []
    return ([("its .rda", path.with_suffix(".rda"))],
            [str(path.with_name(f"{path.stem}.*.grc"))])
