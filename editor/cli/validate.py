"""`mazewright validate PATH...`: check the files of every game and folders like a linter.

Exit status: 0 when no file has an error (with ``--strict``: no warning
either), 1 when some file has one, 2 on a usage error (no path, an unknown
option). A path that does not exist is reported as a diagnostic (F001) and
counts as an error (exit 1); the other paths are still checked. With
``--solve``, Ctrl-C stops the solver and the run: the files checked so far are
reported, marked incomplete, and the exit status is 3.
"""

from __future__ import annotations

import argparse
import sys

#: exit status of ``--solve`` stopped by Ctrl-C (the report is incomplete)
INTERRUPTED_STATUS = 3


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="files and folders (searched recursively for every game's files)",
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
        help="also run the solver on quests without errors (at most 5,000,000 states per "
        "search and 60 s per quest; Ctrl-C stops it with exit status 3)",
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
    if args.solve:
        report, interrupted = _validate_and_solve(args.paths)
    else:
        report, interrupted = validate_paths(args.paths), False
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
    if interrupted:
        print(
            f"interrupted: stopped after {report.files} file{'s' if report.files != 1 else ''};"
            " the report is incomplete",
            file=sys.stderr,
        )
        return INTERRUPTED_STATUS
    if report.errors or (args.strict and report.warnings):
        return 1
    return 0


def _validate_and_solve(paths):
    """`validate_paths` with the solver, stopped by Ctrl-C after the file under way."""
    from editor.limits import ctrl_c_stops
    from editor.validate import Report, collect, validate_file

    files, diags = collect(paths)
    solved: list[tuple[str, str]] = []
    checked = 0
    with ctrl_c_stops() as interrupt:
        for path, display in files:
            diags += validate_file(path, display, solve=True, solved=solved)
            checked += 1
            if interrupt.is_set():
                break
        interrupted = interrupt.is_set()
    return Report(checked, diags, solved), interrupted
