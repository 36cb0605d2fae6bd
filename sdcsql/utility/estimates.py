"""Analysts' estimates before and after protection (issue 18, item 2).

Per domain (each combination of the domain variables' values, NA a value, and the
whole file) and per target: a numeric target gives its weighted total (sum of w x)
and mean (sum of w x / sum of w over the records where it is present); a categorical
target, per category c, its weighted total (sum of w over x = c) and proportion
(that total / sum of w over the records where the target is present: available
cases, what a user of the file computes); both give ``missing_share`` (sum of w where
the target is missing / sum of w).  Before: the original file's domains and values;
after: the released file's own (a record may change domain).  A domain present in only
one of the files is flagged (``domain_missing_after``, ``domain_new_after``).  One scan
per file for the numeric targets and one per file and categorical target:
``sql/utility/estimates/domain_estimates.sql``
(docs/utility/estimates.md).

>>> import duckdb
>>> from sdcsql.utility.estimates import estimates
>>> con = duckdb.connect()
>>> _ = con.execute("CREATE TEMP VIEW a AS SELECT * FROM (VALUES ('x', 1.0), ('y', 3.0)) t(d, v)")
>>> _ = con.execute("CREATE TEMP VIEW b AS SELECT * FROM (VALUES ('x', 2.0), ('y', 3.0)) t(d, v)")
>>> [(r["domain"], r["statistic"], r["before"], r["after"])
...  for r in estimates(con, "a", "b", domains=["d"], targets=["v"], numeric=["v"]).rows
...  if r["domain"] == ["x"]]
[(['x'], 'total', 1.0, 2.0), (['x'], 'mean', 1.0, 2.0), (['x'], 'missing_share', 0.0, 0.0)]
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..data import Result
from ..engines import engine_of

__all__ = ["ALL", "EstimatesResult", "estimates"]

#: the domain value of the whole file
ALL = "__all__"


@dataclass(frozen=True)
class EstimatesResult(Result):
    """One row per (domain, target, category, statistic): ``domain`` (the domain
    variables' values, ``["__all__"]`` for the whole file), ``target``, ``category``
    (None for a numeric target), ``statistic`` (total, mean, proportion,
    missing_share), ``before``, ``after``, ``difference`` (after - before),
    ``relative_difference`` (difference / before; None when before is 0 or missing),
    ``domain_missing_after``, ``domain_new_after``."""

    domains: list[str]
    targets: list[str]
    rows: list[dict[str, Any]]

    def table(self) -> str:
        from ..risk.threshold import two_columns

        def num(x: float | None) -> str:
            return "-" if x is None or not math.isfinite(x) else f"{x:.6g}"

        rows = [("domain / target / category / statistic", "before -> after")]
        for r in self.rows:
            where = "/".join(str(d) for d in r["domain"])
            cat = "" if r["category"] is None else f"={r['category']}"
            note = (" (domain gone after)" if r["domain_missing_after"] else
                    " (domain new after)" if r["domain_new_after"] else "")
            rows.append((f"{where} {r['target']}{cat} {r['statistic']}",
                         f"{num(r['before'])} -> {num(r['after'])}{note}"))
        return two_columns(rows)


def _side(con: Any, source: str, domains: list[str], targets: list[str], categorical: bool,
          weight: str | None) -> dict[str, dict[tuple[tuple[Any, ...], Any], dict[str, Any]]]:
    """Per target, its rows of ``source`` by (domain, category): every numeric target
    from one scan, a categorical one from its own."""
    engine = engine_of(con)
    out: dict[str, dict[tuple[tuple[Any, ...], Any], dict[str, Any]]] = {t: {} for t in targets}
    for r in engine.query(engine.render("utility/estimates/domain_estimates.sql",
                                        source=source, domains=domains, targets=targets,
                                        categorical=categorical, weight=weight)):
        dom = (ALL,) if r["whole_file"] else tuple(r[f"d{i}"] for i in range(len(domains)))
        if categorical:
            out[targets[0]][(dom, r["category"])] = r
            continue
        for j, t in enumerate(targets):
            out[t][(dom, None)] = {"total": r[f"total_{j}"], "w_avail": r[f"w_avail_{j}"],
                                   "w_all": r["w_all"]}
    return out


def _statistics(r: dict[str, Any] | None, categorical: bool,
                domain_rows: dict[str, Any] | None) -> dict[str, float | None]:
    if r is None and domain_rows is None:
        return {}
    if categorical:
        total = r["total"] if r is not None else 0.0      # the domain exists: none there
        avail = domain_rows["w_avail"] if domain_rows else None
        return {"total": total,
                "proportion": total / avail if total is not None and avail else None}
    assert r is not None
    return {"total": r["total"],
            "mean": r["total"] / r["w_avail"] if r["w_avail"] else None,
            "missing_share": 1.0 - (r["w_avail"] or 0.0) / r["w_all"] if r["w_all"] else None}


def estimates(con: Any, original: str, masked: str, *, domains: list[str],
              targets: list[str], numeric: list[str],
              weight: str | None = None) -> EstimatesResult:
    """Estimates by domain of each target in ``original`` and ``masked`` (relations on
    ``con``); ``numeric``: the targets that are numeric (the others are categorical);
    ``weight``: the weight column of both files (none: every weight 1)."""
    rows: list[dict[str, Any]] = []
    sides = {}
    numbers = [t for t in targets if t in numeric]
    for name, source in (("before", original), ("after", masked)):
        sides[name] = _side(con, source, domains, numbers, False, weight) if numbers else {}
        for t in targets:
            if t not in numeric:
                sides[name].update(_side(con, source, domains, [t], True, weight))
    for target in targets:
        categorical = target not in numeric
        before, after = sides["before"][target], sides["after"][target]
        doms_b = {k[0]: r for k, r in before.items()}
        doms_a = {k[0]: r for k, r in after.items()}
        keys = sorted(set(before) | set(after),
                      key=lambda k: (k[0] != (ALL,), [(x is None, str(x)) for x in k[0]],
                                     k[1] is None, str(k[1])))
        for key in keys:
            dom, category = key
            if categorical and category is None:
                continue            # the target's NA is no category; see missing_share
            b = _statistics(before.get(key), categorical, doms_b.get(dom))
            a = _statistics(after.get(key), categorical, doms_a.get(dom))
            for stat in (b or a):
                vb, va = b.get(stat), a.get(stat)
                rows.append(_row(dom, target, category, stat, vb, va,
                                 dom not in doms_a, dom not in doms_b))
        if categorical:          # missing share per domain, once
            for dom in sorted(set(doms_b) | set(doms_a),
                              key=lambda d: (d != (ALL,), [(x is None, str(x)) for x in d])):
                vb = _missing_share(doms_b.get(dom))
                va = _missing_share(doms_a.get(dom))
                rows.append(_row(dom, target, None, "missing_share", vb, va,
                                 dom not in doms_a, dom not in doms_b))
    return EstimatesResult(domains=list(domains), targets=list(targets), rows=rows)


def _missing_share(r: dict[str, Any] | None) -> float | None:
    if r is None or not r["w_all"]:
        return None
    return 1.0 - (r["w_avail"] or 0.0) / r["w_all"]


def _row(dom: tuple[Any, ...], target: str, category: Any, stat: str, vb: float | None,
         va: float | None, gone: bool, new: bool) -> dict[str, Any]:
    diff = None if vb is None or va is None else va - vb
    return {"domain": list(dom), "target": target, "category": category, "statistic": stat,
            "before": vb, "after": va, "difference": diff,
            "relative_difference": None if diff is None or not vb else diff / vb,
            "domain_missing_after": gone, "domain_new_after": new}
