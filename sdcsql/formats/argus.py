"""mu-Argus metadata (.rda) with its fixed-width data (.asc): read into a spec and a
relation, written back (issue #15 item 4; docs/formats.md, "mu-Argus").

The .rda layout, as mu-Argus's manual describes it (seed 000 section 7.1 for the
household identifier and household variables); written from that description:

* one line per variable, ``NAME START LENGTH [MISSING1 [MISSING2]]`` (START 1-based);
* below it, indented tag lines: ``<RECODABLE>`` (or ``<RECODEABLE>``), ``<CODELIST> f``
  (value labels), ``<IDLEVEL> n`` (identification level, 0 = not a key),
  ``<TRUNCABLE>``, ``<NUMERIC>``, ``<DECIMALS> n``, ``<WEIGHT>``, ``<HOUSE_ID>``,
  ``<HOUSEHOLD>``, ``<SUPPRESSWEIGHT> n``, ``<RELATED> v``;
* tokens separated by blanks, a token may be double-quoted (a missing code of blanks).

The spec it declares (:func:`spec_of`): keys = the variables of identification level
1 or more; weight = ``<WEIGHT>``; household = ``<HOUSE_ID>``; household variables =
``<HOUSEHOLD>``; numeric = ``<NUMERIC>`` (not the weight); ``na_codes`` = each
variable's MISSING1 and MISSING2 (numbers for numeric variables, texts for codes).
Free-format files (``<SEPARATOR>``) and SPSS-linked metadata (``<SPSS>``) are refused.
A codelist (``.cdl``: one ``code label`` or ``code,label`` per line) gives the codes'
value labels.

Reading (``sql/formats/asc_read.sql``): every line must be as long as the record
(the end of the last field); numeric fields must be numbers.  Writing
(:func:`write_asc`): fields in the output's column order, each as wide as its old
field or its widest value; a suppressed value is the variable's MISSING1 code (or the
code chosen for it); the ``.rda`` beside it declares the positions, the missing codes
and the tags.
"""

from __future__ import annotations

import os
import shlex
from pathlib import Path
from typing import Any

import duckdb

from .._sql import render
from ..errors import InputError
from ..spec import Spec
from .metadata import Metadata, metadata_of, rda_of, store

__all__ = ["check_names", "converted_file", "parse_rda", "read_asc", "read_argus",
           "read_metadata", "rda_text", "spec_of", "write_asc"]

_FLAGS = {"<RECODABLE>": "recodable", "<RECODEABLE>": "recodable", "<TRUNCABLE>": "truncable",
          "<NUMERIC>": "numeric", "<WEIGHT>": "weight", "<HOUSE_ID>": "house_id",
          "<HOUSEHOLD>": "household"}
_VALUED = {"<CODELIST>": "codelist", "<IDLEVEL>": "idlevel", "<DECIMALS>": "decimals",
           "<SUPPRESSWEIGHT>": "suppressweight", "<RELATED>": "related"}
_converted: dict[str, tuple[tuple[Any, ...], str]] = {}
_counter = iter(range(1, 1 << 62))


def _int(text: str, where: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InputError(f"{where}: {text!r} is not a whole number") from None


def parse_rda(text: str, where: str = "metadata") -> dict[str, Any]:
    """The variables of an .rda text: ``{"variables": [{name, start, length, missing,
    and the tags}]}``; refuses what it does not know, naming the line."""
    variables: list[dict[str, Any]] = []
    var: dict[str, Any] | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        at = f"{where}, line {lineno}"
        try:
            tok = shlex.split(raw, posix=True)
        except ValueError:
            raise InputError(f"{at}: unbalanced quotes") from None
        head = tok[0]
        if head.startswith("<"):
            tag = head.upper()
            if tag in ("<SEPARATOR>", "<SPSS>", "<NAMESINFRONT>"):
                raise InputError(f"{at}: {head}: sdcsql reads fixed-format .asc files only")
            if var is None:
                raise InputError(f"{at}: {head} before any variable")
            if tag in _FLAGS:
                var[_FLAGS[tag]] = True
            elif tag in _VALUED:
                if len(tok) < 2:
                    raise InputError(f"{at}: {head} needs a value")
                var[_VALUED[tag]] = tok[1]
            else:
                raise InputError(f"{at}: unknown keyword {head}")
            continue
        if len(tok) < 3:
            raise InputError(f"{at}: variable {head!r}: give NAME START LENGTH [MISSING1 "
                             "[MISSING2]]")
        if len(tok) > 5:
            raise InputError(f"{at}: variable {head!r}: at most two missing codes")
        var = {"name": head, "start": _int(tok[1], at), "length": _int(tok[2], at),
               "missing": tok[3:5]}
        variables.append(var)
    if not variables:
        raise InputError(f"{where}: no variables declared")
    _verify(variables, where)
    return {"variables": variables}


def _verify(variables: list[dict[str, Any]], where: str) -> None:
    names = [v["name"].casefold() for v in variables]
    dup = sorted({v["name"] for v in variables if names.count(v["name"].casefold()) > 1})
    if dup:
        raise InputError(f"{where}: variable {dup[0]!r} is declared twice")
    for v in variables:
        if v["start"] < 1 or v["length"] < 1:
            raise InputError(f"{where}: variable {v['name']!r}: START and LENGTH must be >= 1")
        for m in v["missing"]:
            if len(m) > v["length"]:
                raise InputError(f"{where}: variable {v['name']!r}: a missing code is longer "
                                 "than its field")
        if v.get("idlevel") is not None:
            _int(v["idlevel"], f"{where}: variable {v['name']!r}: <IDLEVEL>")
    spans = sorted((v["start"], v["start"] + v["length"], v["name"]) for v in variables)
    for (_s1, e1, n1), (s2, _e2, n2) in zip(spans, spans[1:], strict=False):
        if s2 < e1:
            raise InputError(f"{where}: variables {n1!r} and {n2!r} overlap")
    for role in ("weight", "house_id"):
        found = [v["name"] for v in variables if v.get(role)]
        if len(found) > 1:
            raise InputError(f"{where}: {len(found)} variables are tagged "
                             f"<{role.upper()}>: {found[0]!r} and {found[1]!r}")


def _numeric(v: dict[str, Any]) -> bool:
    return bool(v.get("numeric") or v.get("weight"))


def _code(v: dict[str, Any], m: str) -> Any:
    """A missing code as the relation holds it (a number for a numeric variable)."""
    m = m.strip()
    if not _numeric(v):
        return m
    try:
        x = float(m)
    except ValueError:
        raise InputError(f"variable {v['name']!r}: missing code {m!r} of a numeric variable is "
                         "not a number") from None
    return int(x) if x.is_integer() else x


def _codelist(path: Path) -> dict[Any, str]:
    out: dict[Any, str] = {}
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if not line:
            continue
        if "," in line:
            code, _, label = line.partition(",")
        else:
            parts = line.split(None, 1)
            code, label = parts[0], (parts[1] if len(parts) > 1 else "")
        out[code.strip().strip('"')] = label.strip().strip('"')
    return out


def read_metadata(path: Path) -> Metadata:
    """The metadata of the mu-Argus data file ``path`` from its .rda (and codelists)."""
    rda = rda_of(path)
    layout = parse_rda(rda.read_text(encoding="utf-8", errors="replace"), str(rda))
    vs = layout["variables"]
    missing = {v["name"]: [_code(v, m) for m in v["missing"] if m.strip()] for v in vs
               if not v.get("weight") and not v.get("house_id")}
    labels = {}
    for v in vs:
        if v.get("codelist"):
            cdl = rda.parent / v["codelist"]
            if cdl.is_file():
                labels[v["name"]] = _codelist(cdl)
    roles = {"keys": [v["name"] for v in vs if int(v.get("idlevel") or 0) >= 1],
             "weight": next((v["name"] for v in vs if v.get("weight")), None),
             "household": next((v["name"] for v in vs if v.get("house_id")), None),
             "household_variables": [v["name"] for v in vs if v.get("household")],
             "numeric": [v["name"] for v in vs if v.get("numeric") and not v.get("weight")]}
    return Metadata(path=str(path), kind="argus", value_labels=labels,
                    user_missing={k: c for k, c in missing.items() if c}, layout=layout,
                    roles=roles)


def spec_of(meta: Metadata) -> Spec:
    """The spec the .rda declares (module docstring)."""
    roles = meta.roles or {}
    if not roles.get("keys"):
        raise InputError(f"{meta.path}: no variable has <IDLEVEL> 1 or more: no key variables")
    named = set(roles["keys"]) | set(roles["numeric"])
    return Spec(keys=roles["keys"], weight=roles["weight"], household=roles["household"],
                numeric=roles["numeric"],
                household_variables=[h for h in roles["household_variables"]
                                     if h != roles["household"]] or None,
                na_codes={c: v for c, v in meta.user_missing.items() if c in named} or None)


def _check(con: Any, path: Path, meta: Metadata) -> list[dict[str, Any]]:
    """The fields of the .asc ``path``, after refusing a line of the wrong length, a
    numeric field that is no number and a file without records."""
    assert meta.layout is not None
    rda = rda_of(path)
    variables = [{"name": v["name"], "start": v["start"], "length": v["length"],
                  "numeric": _numeric(v)} for v in meta.layout["variables"]]
    width = max(v["start"] + v["length"] - 1 for v in variables)
    try:
        row = con.execute(render("formats/asc_read.sql", variables=variables, check=True),
                          {"path": str(path), "width": width}).fetchall()[0]
    except duckdb.Error as exc:     # a byte that is not UTF-8: the line, never the record
        from ..data import csv_error

        raise csv_error(exc, [str(path)]) from None
    if not row[0]:
        raise InputError(f"input file {str(path)!r} has no records: there is nothing to protect")
    if row[1]:
        raise InputError(f"input file {str(path)!r}: line {row[2]} is not {width} characters "
                         f"long (the record length of {str(rda)!r}); {row[1]} line(s) differ")
    for v, bad in zip([v for v in variables if v["numeric"]], row[3:], strict=True):
        if bad:
            raise InputError(f"input file {str(path)!r}: numeric variable {v['name']!r} is not "
                             f"a number in {bad} line(s)")
    return variables


def read_asc(con: Any, path: Path, directory: Path) -> Any:
    """The relation of the mu-Argus data file ``path`` (converted once to a Parquet file
    of ``directory``), its metadata kept by path."""
    meta = metadata_of(path)
    assert meta is not None and meta.layout is not None
    rda = rda_of(path)
    key = os.path.realpath(path)
    stamp = tuple((st.st_ino, st.st_size, st.st_mtime_ns) for st in (os.stat(key),
                                                                     os.stat(rda)))
    known = _converted.get(key)
    if known is not None and known[0] == stamp and os.path.exists(known[1]):
        return con.read_parquet(known[1])
    variables = _check(con, path, meta)
    target = directory / f"argus-{next(_counter)}.parquet"
    con.sql(render("formats/asc_read.sql", variables=variables, check=False),
            params={"path": str(path)}).to_parquet(str(target))
    _converted[key] = (stamp, str(target))
    store(path, meta)
    return con.read_parquet(str(target))


def converted_file(path: Path) -> str | None:
    """The private Parquet file the .asc ``path`` was converted to (None: not yet)."""
    known = _converted.get(os.path.realpath(path))
    return known[1] if known is not None else None


def read_argus(path: str | Path, con: Any = None) -> tuple[Any, Spec]:
    """(relation, spec) of the mu-Argus data file ``path`` with its .rda.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "s.rda").write_text("region 1 2 99\\n  <IDLEVEL> 1\\nw 3 4\\n  <WEIGHT>\\n")
    >>> _ = (d / "s.asc").write_text("0110.5\\n9912.0\\n")
    >>> rel, spec = read_argus(d / "s.asc")
    >>> rel.fetchall(), spec.keys, spec.weight, spec.na_codes
    ([('01', 10.5), ('99', 12.0)], ('region',), 'w', (('region', ('99',)),))
    """
    import duckdb

    con = con if con is not None else duckdb.connect()
    meta = metadata_of(Path(path))
    assert meta is not None
    variables = _check(con, Path(path), meta)
    rel = con.sql(render("formats/asc_read.sql", variables=variables, check=False),
                  params={"path": str(path)})
    return rel, spec_of(meta)


# --------------------------------------------------------------------------- writing
def _q(s: str) -> str:
    return f'"{s}"' if (s == "" or any(ch.isspace() for ch in s) or '"' in s) else s


def _name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a variable name of an .rda (None: it can).  A name is the
    first blank-separated token of its line, read back as it is written: no blank,
    line break or other control character, no quote or backslash (they would be read
    as quoting), no leading ``<`` (the line would be read as a tag such as
    ``<WEIGHT>``), no ``/`` (``<name>.<variable>.grc`` is a file name)."""
    if not name:
        return "it is empty"
    if any(ch.isspace() or not ch.isprintable() for ch in name):
        return "it holds a blank, a line break or another control character"
    if any(ch in name for ch in "\"'\\"):
        return "it holds a quote or a backslash"
    if name.startswith("<"):
        return "it starts with '<' (an .rda tag)"
    if "/" in name:
        return "it holds a '/' (a recoded variable's .grc file is named after it)"
    return None


def check_names(columns: list[str], path: str | Path) -> None:
    """Refuse, in one line naming the column by its position and an escaped rendering
    of its name, a column whose name cannot be written in the ``.rda`` of the ``.asc``
    output ``path`` and read back (:func:`_name_problem`); rename the column first."""
    for i, name in enumerate(columns, 1):
        why = _name_problem(name)
        if why is not None:
            raise InputError(f"output {str(path)!r}: column {i} ({ascii(name)}) cannot be "
                             f"written in a mu-Argus .rda: {why}; rename the column (e.g. a "
                             "query with AS) or write another format")


def _check_code(code: str, column: int, path: Path) -> None:
    """A missing code is one token of the variable's line (quoted when it holds a
    blank): refuse one that cannot be quoted and read back."""
    if any(ch in code for ch in "\"'\\") or any(not ch.isprintable() for ch in code):
        raise InputError(f"output {str(path)!r}: column {column}: a missing or suppression "
                         "code holds a quote, a backslash or a control character and cannot "
                         "be written in a mu-Argus .rda; choose another code")


def rda_text(variables: list[dict[str, Any]]) -> str:
    """The .rda of ``variables`` (as :func:`parse_rda` gives them)."""
    lines = []
    for v in variables:
        miss = " ".join(_q(str(m)) for m in v.get("missing", []))
        lines.append(f"{v['name']} {v['start']} {v['length']} {miss}".rstrip())
        for tag, key in _FLAGS.items():
            if tag != "<RECODEABLE>" and v.get(key):
                lines.append(f"  {tag}")
        for tag, key in _VALUED.items():
            if v.get(key) is not None:
                lines.append(f"  {tag} {_q(str(v[key]))}")
    return "\n".join(lines) + "\n"


def _text(x: Any) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def write_asc(rel: Any, tmp: Path, path: Path, meta: Metadata | None) -> dict[Path, str]:
    """Write ``rel`` to ``tmp`` as the fixed-width file ``path``; returns its .rda text
    (``{path.rda: text}``) to write beside it (module docstring)."""
    meta = meta or Metadata(path=str(path), kind="argus")
    check_names(list(rel.columns), path)
    numeric_types = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "FLOAT", "DOUBLE",
                     "REAL", "UTINYINT", "USMALLINT", "UINTEGER", "UBIGINT")
    types = {c: str(t) for c, t in zip(rel.columns, rel.types, strict=True)}
    old = {v["name"]: v for v in (meta.layout or {}).get("variables", [])}
    roles = meta.roles or {}
    variables: list[dict[str, Any]] = []
    for c, t in types.items():
        v = dict(old.get(c, {}))
        v.pop("start", None)
        v["name"] = c
        numeric = t.upper() in numeric_types or t.upper().startswith("DECIMAL")
        if c not in old:            # tags from the spec
            if c in roles.get("keys", []):
                v.update(recodable=True, idlevel="1")
            if c == roles.get("weight"):
                v.update(numeric=True, weight=True)
            if c == roles.get("household"):
                v["house_id"] = True
            if c in roles.get("household_variables", []):
                v["household"] = True
            if numeric and c not in roles.get("keys", []) and c != roles.get("household"):
                v["numeric"] = True
        missing = [_text(m) for m in meta.user_missing.get(c, [])] if c not in old else \
            list(old[c].get("missing", []))
        if c in meta.marks and _text(meta.marks[c]) not in [m.strip() for m in missing]:
            if len(missing) >= 2:
                raise InputError(f"output {str(path)!r}: variable {c!r} has two missing codes; "
                                 "its suppression code must be one of them")
            missing.append(_text(meta.marks[c]))
        for m in missing:
            _check_code(str(m), len(variables) + 1, path)
        v["missing"] = missing
        v["numeric_type"] = numeric
        variables.append(v)
    view = "__sdc_asc_out"
    spec = [{"name": v["name"], "numeric": v["numeric_type"], "length": 1} for v in variables]
    row = rel.query(view, render("formats/asc_write.sql", source=view, variables=spec,
                                 widths=True)).fetchall()[0]
    start = 1
    for v, w in zip(variables, row[1:], strict=True):
        v["length"] = max([int(v.get("length") or 1), int(w)]
                          + [len(m) for m in v["missing"]])
        v["start"] = start
        start += v["length"]
    fields = [{"name": v["name"], "numeric": v.pop("numeric_type"), "length": v["length"]}
              for v in variables]
    lines = rel.query(view, render("formats/asc_write.sql", source=view, variables=fields,
                                   widths=False))
    with open(tmp, "w", encoding="utf-8", newline="\n") as out:
        reader = lines.to_arrow_reader(1 << 16) if hasattr(lines, "to_arrow_reader") \
            else lines.fetch_record_batch(1 << 16)
        for batch in reader:
            for line in batch.column(0).to_pylist():
                out.write(line + "\n")
    return {path.with_suffix(".rda"): rda_text(variables)}
