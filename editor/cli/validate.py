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
from pathlib import Path

from .batchargs import add_batch_options

#: exit status of ``--solve`` stopped by Ctrl-C (the report is incomplete)
INTERRUPTED_STATUS = 3
#: The journal's file in the folder ``--journal`` names.
JOURNAL_NAME = "journal.jsonl"


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
    add_batch_options(p, "files solved")
    p.add_argument(
        "--journal",
        metavar="FOLDER",
        help="with --solve: keep each file's result in FOLDER as it finishes; a run with the "
        "same FOLDER checks only the files without a result there (or changed since)",
    )


def run(args: argparse.Namespace) -> int:
    from editor import __version__
    from editor.core.reports import json_report, json_text, sarif_report, summary, text_lines
    from editor.core.safetext import printable
    from editor.core.validate import all_codes, validate_paths

    fmt = args.format or ("json" if args.json else "text")
    if args.json and args.format not in (None, "json"):
        print(
            "mazewright validate: error: --json and --format",
            args.format,
            "disagree",
            file=sys.stderr,
        )
        return 2
    if not args.solve and (args.jobs or args.scheduler or args.journal):
        print(
            "mazewright validate: error: --jobs, --scheduler and --journal go with --solve",
            file=sys.stderr,
        )
        return 2
    if args.solve:
        try:
            report, interrupted = _validate_and_solve(args)
        except BatchStartError as exc:
            print(printable(f"mazewright validate: error: {exc}"), file=sys.stderr)
            return 1
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


class BatchStartError(Exception):
    """The solving run cannot start or go on: its journal cannot be read or written, its
    scheduler cannot be reached."""


def _validate_and_solve(args):
    """`editor.core.validate.solve_paths`, with a journal when asked, progress on a terminal, and
    stopped by Ctrl-C (the files finished so far are reported)."""
    import contextlib

    from editor import __version__
    from editor.core.batch import BatchError
    from editor.core.journal import Journal, JournalError
    from editor.core.limits import ctrl_c_stops
    from editor.core.terminal import Tally
    from editor.core.validate import solve_paths

    with contextlib.ExitStack() as stack:
        journal = None
        if args.journal:
            try:
                journal = stack.enter_context(
                    Journal(
                        Path(args.journal) / JOURNAL_NAME,
                        f"mazewright {__version__} validate --solve",
                    )
                )
            except JournalError as exc:
                raise BatchStartError(f"{exc}; choose another folder") from exc
        tally = Tally("files")
        try:
            with ctrl_c_stops() as interrupt:
                return solve_paths(
                    args.paths,
                    jobs=args.jobs,
                    scheduler=args.scheduler,
                    journal=journal,
                    report=tally,
                    cancel=interrupt,
                )
        except (BatchError, OSError) as exc:
            raise BatchStartError(str(exc)) from exc
        finally:
            tally.done()
