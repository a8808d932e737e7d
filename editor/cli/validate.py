"""`mazewright validate PATH...`: check quest files and folders like a linter.

Exit status: 0 when no file has an error (with ``--strict``: no warning
either), 1 when some file has one, 2 on a usage error (no path, an unknown
option). A path that does not exist is reported as a diagnostic (F001) and
counts as an error (exit 1); the other paths are still checked.
"""

from __future__ import annotations

import argparse
import sys


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="quest files and folders (searched recursively for *.quest.json)",
    )
    p.add_argument(
        "--format",
        choices=("text", "json", "sarif"),
        default=None,
        help="output: one line per diagnostic (text, default), a JSON list, or SARIF 2.1.0",
    )
    p.add_argument("--json", action="store_true", help="same as --format json")
    p.add_argument("--strict", action="store_true", help="fail (exit 1) on warnings too")
    p.add_argument(
        "--solve",
        action="store_true",
        help="also run the solver on quests without errors (when a solver is installed)",
    )


def run(args: argparse.Namespace) -> int:
    from editor import __version__
    from editor.reports import json_report, json_text, sarif_report, summary, text_lines
    from editor.safetext import printable
    from editor.validate import all_codes, validate_paths

    fmt = args.format or ("json" if args.json else "text")
    if args.json and args.format not in (None, "json"):
        print(
            "mazewright validate: error: --json and --format",
            args.format,
            "disagree",
            file=sys.stderr,
        )
        return 2
    report = validate_paths(args.paths, solve=args.solve)
    diags = report.diagnostics
    if fmt == "json":
        print(json_report(diags))
    elif fmt == "sarif":
        print(json_text(sarif_report(diags, all_codes(), version=__version__)))
    else:
        for line in text_lines(diags):
            print(line)
        for file, counts in report.solved:
            print(printable(f"{file}: solved: {counts}"))
    print(summary(report.files, diags), file=sys.stderr)
    if report.errors or (args.strict and report.warnings):
        return 1
    return 0
