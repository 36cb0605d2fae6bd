"""Generate docs/cli.md from the argument parser (the reference stays true to the code).

Run ``python -m sdcsql._docs > docs/cli.md``; tests/test_docs.py fails when the file
is stale.
"""

from __future__ import annotations

import argparse
import os

from .cli import build_parser


def cli_reference() -> str:
    os.environ["COLUMNS"] = "100"          # stable wrapping of argparse help
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    parts = ["# Command-line reference", "",
             "Generated from the code by `python -m sdcsql._docs > docs/cli.md`.", "",
             "```text", parser.format_help().rstrip(), "```", ""]
    for name, p in sub.choices.items():
        parts += [f"## sdcsql {name}", "", "```text", p.format_help().rstrip(), "```", ""]
    return "\n".join(parts)


if __name__ == "__main__":  # pragma: no cover
    print(cli_reference(), end="")
