"""The problem specification: which variable plays which role.

One frozen :class:`Spec` declares the roles once (seed 002 section 3: key
variables, weights, unit and household identifiers, household size).  It is
validated against the schema of the input relation by :meth:`Spec.check_schema`.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import InputError

__all__ = ["MissingMode", "Spec", "RESERVED_PREFIX"]

#: Column names starting with this prefix, in any case (SQL identifiers are
#: case-insensitive: an input ``__SDC_W`` is the same column as ``__sdc_w``), are
#: reserved for sdcsql's internal columns.
RESERVED_PREFIX = "__sdc_"

_NUMERIC_TYPES = (
    "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT",
    "UINTEGER", "UBIGINT", "UHUGEINT", "FLOAT", "DOUBLE", "REAL", "DECIMAL",
)
_OUTPUT_COLUMNS = ("fk", "Fk", "Fk_hat", "risk", "household_risk")
_OUTPUT_NAMES = {c.lower() for c in _OUTPUT_COLUMNS}     # identifiers ignore case


_INTEGER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "UTINYINT", "USMALLINT",
                  "UINTEGER", "UBIGINT", "HUGEINT", "UHUGEINT")


def is_integer_type(duckdb_type: str) -> bool:
    """Whether a DuckDB type name is an integer type."""
    return duckdb_type.upper() in _INTEGER_TYPES


def is_float_type(duckdb_type: str) -> bool:
    """Whether a DuckDB type name is a floating-point type (whose values may be NaN)."""
    return duckdb_type.upper() in ("FLOAT", "DOUBLE", "REAL", "FLOAT4", "FLOAT8")


def is_numeric_type(duckdb_type: str) -> bool:
    """Whether a DuckDB type name is numeric (integer, floating or decimal)."""
    return duckdb_type.upper().startswith(_NUMERIC_TYPES)


@dataclass(frozen=True)
class MissingMode:
    """How NULL key values are counted (seed 004 section 3.2.2; seed 002 section 4).

    ``wildcard``: a NULL matches every category (alpha = 1).
    ``alpha``: a record of another key pattern with a NULL key contributes
    ``alpha`` to a compatible record's fk and Fk; a record without NULLs
    contributes 1; the records of a record's own pattern (itself and its
    identical copies, NULL in the same places) count fully.  ``conservative`` is
    alpha = 0.
    ``category``: NULL is a category of its own (plain grouping).
    """

    kind: str = "wildcard"
    alpha: float = 1.0

    def __post_init__(self) -> None:
        if self.kind not in ("wildcard", "alpha", "conservative", "category"):
            raise InputError(
                f"unknown missing-value convention {self.kind!r}: use wildcard, "
                "alpha:A (0 <= A <= 1), conservative or category"
            )
        if not (isinstance(self.alpha, (int, float)) and 0.0 <= self.alpha <= 1.0):
            raise InputError(f"missing-value alpha must be a number in [0, 1], got {self.alpha!r}")
        expected = {"wildcard": 1.0, "conservative": 0.0}.get(self.kind)
        if expected is not None and self.alpha != expected:
            raise InputError(f"missing mode {self.kind!r} has alpha {expected:g}")

    @classmethod
    def parse(cls, text: str | MissingMode) -> MissingMode:
        """Parse ``wildcard``, ``alpha:0.3``, ``conservative`` or ``category``."""
        if isinstance(text, MissingMode):
            return text
        if not isinstance(text, str):
            raise InputError(f"missing-value convention must be a string, got {text!r}")
        word = text.strip().lower()
        if word == "wildcard":
            return cls("wildcard", 1.0)
        if word == "conservative":
            return cls("conservative", 0.0)
        if word == "category":
            return cls("category", 1.0)
        if word.startswith("alpha:"):
            try:
                value = float(word.split(":", 1)[1])
            except ValueError:
                raise InputError(
                    f"cannot read the alpha in {text!r}: write e.g. alpha:0.3") from None
            if not math.isfinite(value):
                raise InputError(f"alpha must be finite, got {text!r}")
            return cls("alpha", value)
        raise InputError(
            f"unknown missing-value convention {text!r}: use wildcard, alpha:A, conservative "
            "or category"
        )

    @property
    def compatible(self) -> bool:
        """Whether NULLs are matched against categories (every mode but ``category``)."""
        return self.kind != "category"

    def __str__(self) -> str:
        return f"alpha:{self.alpha:g}" if self.kind == "alpha" else self.kind


def _names(value: str | Iterable[str] | None, role: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    names = tuple(value)
    for n in names:
        if not isinstance(n, str) or n == "":
            raise InputError(f"{role}: every variable must be a non-empty column name, got {n!r}")
    if len(set(names)) != len(names):
        dup = sorted({n for n in names if names.count(n) > 1})
        raise InputError(f"{role}: column {dup[0]!r} is listed twice")
    return names


def _codes(na_codes: Mapping[str, Iterable[Any]] | None) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    if not na_codes:
        return ()
    out = []
    for col, codes in na_codes.items():
        if isinstance(codes, (str, bytes)) or not isinstance(codes, Iterable):
            codes = [codes]
        codes = tuple(codes)
        if not codes:
            raise InputError(f"missing codes for column {col!r}: the list is empty")
        out.append((str(col), codes))
    return tuple(sorted(out, key=lambda kv: kv[0]))


def _derived(value: Mapping[str, Iterable[str]] | str | None
             ) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``{column: [source keys]}``, or the command line's ``COL=SRC1+SRC2;...`` (also
    ``,`` between columns when each has one ``=``)."""
    if value is None:
        return ()
    if isinstance(value, str):
        parsed: dict[str, list[str]] = {}
        for part in (p.strip() for p in value.replace(";", ",").split(",")):
            col, sep, text = part.partition("=")
            listed = [x.strip() for x in text.split("+")]
            if not sep or not col.strip() or not all(listed):
                raise InputError(f"derived: write COLUMN=SOURCE1+SOURCE2 (e.g. "
                                 f"eqSS=age+hsize), got {part!r}")
            parsed.setdefault(col.strip(), []).extend(listed)
        value = parsed
    if not isinstance(value, Mapping):
        raise InputError(f"derived: must map each derived column to the keys it is "
                         f"computed from, got {value!r}")
    out = []
    for col, sources in value.items():
        if not isinstance(col, str) or not col:
            raise InputError(f"derived: a column name is needed, got {col!r}")
        given: Any = [sources] if isinstance(sources, str) else sources
        names = tuple(given) if isinstance(given, Iterable) else ()
        if not names or not all(isinstance(x, str) and x for x in names):
            raise InputError(f"derived: {col!r} needs a non-empty list of source keys")
        out.append((col, tuple(dict.fromkeys(names))))
    return tuple(sorted(out))


def refuse_seed(seed: Any, where: str = "seed") -> None:
    """A seed is refused until a step draws random numbers (docs/decisions/0007-roles.md)."""
    if seed is not None:
        raise InputError(f"{where}: no step of this run draws random numbers yet; "
                         "leave the seed out")


@dataclass(frozen=True)
class Spec:
    """Roles of the variables of one disclosure-control problem.

    Parameters
    ----------
    keys:
        Categorical key variables (quasi-identifiers).
    weight:
        Sampling weight; ``None`` means every record has weight 1 (then Fk = fk).
    household:
        Household identifier (seed 002 section 3); enables household risk.
    household_size:
        Household size column; derived from ``household`` when absent.  Every
        member of a household must carry the same size (checked).
    person_id:
        Optional unit (person) identifier, checked to be non-NULL and unique.
        Without it, every row is a record: two rows with the same values are two
        records of the same cell.
    numeric:
        Numeric (non-key) variables; their user missing codes may be given in
        ``na_codes`` (recodes such as top coding keep those codes as they are).
    sensitive:
        Sensitive (confidential, non-key) variables: the l-diversity risk measure reads
        them (docs/risk/ldiversity.md; docs/decisions/0007-roles.md).
    strata:
        Columns within which every step counts (fk, Fk, risk, thresholds,
        suppression): the strata act as extra keys that are never missing and
        never suppressed.
    na_codes:
        User missing codes per variable, e.g. ``{"age": [98, 99]}``: these values
        become NULL in the keyed view.
    pi:
        The factor pi of seed 002 formula (7): final risk = pi * r.
    missing:
        Missing-value convention, see :class:`MissingMode`.
    household_variables:
        Household-level variables: the same value for every member of a household
        (seed 000 section 7; needs ``household``; checked by the protect step).
        Local suppression suppresses such a value for every member at once, and a
        household-level key equal to the member count is derivable from the
        household id, so never suppressed (docs/utility/leak_check.md).
    derived:
        Derived columns and the keys they are computed from, e.g. ``{"eqSS": ["age",
        "hsize"]}`` (an equivalised household size): where local suppression suppresses
        a source of a record it suppresses the derived value too (for every member
        when the derived column is household-level), and the leak check checks it
        (docs/utility/leak_check.md).  A derived column is no key, weight or id.
    """

    keys: tuple[str, ...]
    weight: str | None = None
    household: str | None = None
    household_size: str | None = None
    person_id: str | None = None
    numeric: tuple[str, ...] = ()
    sensitive: tuple[str, ...] = ()
    strata: tuple[str, ...] = ()
    na_codes: tuple[tuple[str, tuple[Any, ...]], ...] = field(default=())
    pi: float = 1.0
    missing: MissingMode = field(default_factory=MissingMode)
    household_variables: tuple[str, ...] = ()
    derived: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __init__(
        self,
        keys: str | Iterable[str],
        weight: str | None = None,
        household: str | None = None,
        household_size: str | None = None,
        numeric: str | Iterable[str] | None = None,
        sensitive: str | Iterable[str] | None = None,
        strata: str | Iterable[str] | None = None,
        na_codes: Mapping[str, Iterable[Any]] | None = None,
        pi: float = 1.0,
        missing: str | MissingMode = "wildcard",
        person_id: str | None = None,
        household_variables: str | Iterable[str] | None = None,
        derived: Mapping[str, Iterable[str]] | str | None = None,
    ) -> None:
        set_ = object.__setattr__
        set_(self, "keys", _names(keys, "keys"))
        if not self.keys:
            raise InputError("keys: give at least one categorical key variable")
        for role, value in (("weight", weight), ("household", household),
                            ("household_size", household_size), ("person_id", person_id)):
            if value is not None and (not isinstance(value, str) or value == ""):
                raise InputError(f"{role}: must be a column name, got {value!r}")
        set_(self, "weight", weight)
        set_(self, "household", household)
        set_(self, "household_size", household_size)
        set_(self, "person_id", person_id)
        set_(self, "numeric", _names(numeric, "numeric"))
        set_(self, "sensitive", _names(sensitive, "sensitive"))
        for col in self.sensitive:
            if col in self.keys or col == weight:
                raise InputError(f"sensitive: {col!r} is also a key or the weight")
        set_(self, "strata", _names(strata, "strata"))
        for col in self.strata:
            if col in self.keys:
                raise InputError(f"strata: {col!r} is a key; a stratum is never suppressed")
        set_(self, "na_codes", _codes(na_codes))
        if isinstance(pi, bool) or not isinstance(pi, (int, float)) or not (0 < pi <= 1e6) \
                or not math.isfinite(pi):
            raise InputError(f"pi: must be a positive finite number, got {pi!r}")
        set_(self, "pi", float(pi))
        set_(self, "missing", MissingMode.parse(missing))
        if household_size is not None and household is None:
            raise InputError("household_size: needs a household id column as well (household=...)")
        set_(self, "household_variables", _names(household_variables, "household_variables"))
        if self.household_variables and household is None:
            raise InputError("household_variables: needs a household id column as well "
                             "(household=...)")
        design = {self.weight: "weight", self.household: "household id",
                  self.person_id: "person id"}
        for col in self.household_variables:
            if col in design:
                raise InputError(f"household_variables: {col!r} is the {design[col]} column, "
                                 "not a household-level variable")
        if self.weight is not None and self.weight in self.keys:
            raise InputError(f"weight column {self.weight!r} is also listed as a key")
        set_(self, "derived", _derived(derived))
        for col, sources in self.derived:
            taken = ("a key" if col in self.keys else "a stratum" if col in self.strata
                     else f"the {design[col]} column" if col in design else None)
            if taken:
                raise InputError(f"derived: {col!r} is {taken}; a derived column is "
                                 "suppressed with its sources: drop it from the release "
                                 "instead")
            for source in sources:
                if source not in self.keys:
                    raise InputError(f"derived: source {source!r} of {col!r} is not a key; "
                                     "only keys are suppressed, so list the keys it is "
                                     "computed from")
        for col, _ in self.na_codes:
            if col not in self.keys and col not in self.numeric:
                raise InputError(f"missing codes given for {col!r}, which is not a key variable")

    def replace(self, **changes: Any) -> Spec:
        """This spec with ``changes`` (:class:`Spec`'s arguments), checked as a new one:
        every role not named is kept (a spec is never copied field by field)."""
        from dataclasses import fields

        args: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        args["na_codes"] = dict(self.na_codes)
        args["derived"] = dict(self.derived)
        return Spec(**{**args, **changes})

    @property
    def cell_keys(self) -> tuple[str, ...]:
        """The columns cells are counted by: the keys, then the strata."""
        return self.keys + self.strata

    @property
    def na_codes_map(self) -> dict[str, tuple[Any, ...]]:
        return dict(self.na_codes)

    def columns(self) -> list[tuple[str, str]]:
        """(role, column) for every column the spec names."""
        out = [("key", k) for k in self.keys]
        out += [(r, c) for r, c in (("weight", self.weight), ("household", self.household),
                                     ("household_size", self.household_size),
                                     ("person_id", self.person_id)) if c]
        out += [("numeric", c) for c in self.numeric]
        out += [("strata", c) for c in self.strata]
        out += [("household_variables", c) for c in self.household_variables
                if c not in self.keys and c != self.household_size]
        out += [("sensitive", c) for c in self.sensitive]
        out += [("derived", c) for c, _ in self.derived]
        return out

    @property
    def derived_map(self) -> dict[str, tuple[str, ...]]:
        """``{derived column: its source keys}``."""
        return dict(self.derived)

    def check_schema(self, schema: Mapping[str, str]) -> None:
        """Validate the spec against ``{column: duckdb_type}`` of the input relation."""
        names = list(schema)
        for col in names:
            if col.lower().startswith(RESERVED_PREFIX):
                raise InputError(
                    f"input column {col!r}: names starting with {RESERVED_PREFIX!r} (in any case) "
                    "are reserved for sdcsql; rename the column"
                )
            if col.lower() in _OUTPUT_NAMES:
                raise InputError(
                    f"input column {col!r} has the name of an output column; rename it "
                    "(e.g. ALTER TABLE ... RENAME or a SELECT ... AS)"
                )
        for role, col in self.columns():
            if col not in schema:
                close = difflib.get_close_matches(col, names, n=1)
                lower = [n for n in names if n.lower() == col.lower()]
                hint = f"; did you mean {(lower or close)[0]!r}?" if (lower or close) else ""
                raise InputError(f"{role} column {col!r} is not in the input{hint}")
        for role, col in self.columns():
            typ = schema[col]
            if role == "key" and not _is_scalar(typ):
                raise InputError(f"key column {col!r} has type {typ}: keys must be scalar values")
        for role in ("weight", "household_size"):
            col = getattr(self, role)
            if col is not None and not is_numeric_type(schema[col]):
                raise InputError(
                    f"{role} column {col!r} has type {schema[col]}, not a number; "
                    "cast it or fix the input"
                )


def _is_scalar(duckdb_type: str) -> bool:
    t = duckdb_type.upper()
    return not (t.endswith("[]") or t.startswith(("STRUCT", "MAP", "LIST", "UNION", "ARRAY"))
                or "[" in t)
