"""`mazewright export PATH... -o OUT`: printable cards and solution sheets.

- ``--format pdf`` (default for ``-o x.pdf``): print sheets of every card of every quest
  (folders are searched for ``*.quest.json``); one PDF for all.
- ``--format svg`` / ``png``: one file per card into the folder OUT.
- ``--solution`` with ``pdf``, or ``--format gif``: one optimal solution of ONE quest for
  ``--players N`` and ``--deal K`` (the K-th deal of the orientation tiles, in the order of RULES.md section 5).

Quests that ``mazewright validate`` rejects and read-only output files are refused
unless ``--force`` is given. Options are checked before any work is done.

Exit status: 0 done, 1 a quest or the output is unusable (nothing is written then),
2 a usage error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from editor.exporting import BLEED_MM, CARD_MM, DPI, FILE_FORMATS

from ..safetext import printable
from .argtypes import number, positive, positive_int

FORMATS = ("pdf", "svg", "png", "gif")


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="+", metavar="PATH", help="quest files and folders")
    p.add_argument(
        "-o", "--output", required=True, metavar="OUT", help="the PDF or GIF file, or a folder"
    )
    p.add_argument(
        "--format",
        choices=FORMATS,
        help="pdf: print sheets; svg, png: one file per card into the folder OUT; "
        "gif: animated solution (default: from OUT's extension)",
    )
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="default: a4")
    p.add_argument(
        "--card-mm",
        type=number(float, at_least=CARD_MM[0], at_most=CARD_MM[1]),
        default=80.0,
        metavar="N",
        help=f"card side, {CARD_MM[0]:g} to {CARD_MM[1]:g} mm (80)",
    )
    p.add_argument(
        "--bleed-mm",
        type=number(float, at_least=BLEED_MM[0], at_most=BLEED_MM[1]),
        default=0.0,
        metavar="N",
        help=f"colour running past the cut line on each side, at most {BLEED_MM[1]:g} mm (0)",
    )
    p.add_argument(
        "--dpi",
        type=number(float, at_least=DPI[0], at_most=DPI[1]),
        default=300.0,
        metavar="N",
        help=f"PNG resolution, {DPI[0]:g} to {DPI[1]:g} (300)",
    )
    p.add_argument(
        "--solution", action="store_true", help="a solution sheet (pdf) instead of cards"
    )
    p.add_argument(
        "--players", type=int, choices=(1, 2, 3, 4), default=1, help="for --solution (1)"
    )
    p.add_argument(
        "--deal",
        type=positive_int,
        default=1,
        metavar="K",
        help="which deal of the orientation tiles: 1..3 for 2 players, 1..4 for 3 (1)",
    )
    p.add_argument(
        "--timeout",
        type=positive,
        default=None,
        metavar="S",
        help="give up solving after S seconds",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="export quests that `mazewright validate` rejects (with a warning; a solution "
        "still needs a valid quest), and overwrite read-only output files",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")


class _Progress:
    """Progress on stderr: one updating line on a terminal, plain lines otherwise."""

    def __init__(self, quiet: bool, what: str):
        self.quiet = quiet
        self.what = what
        self.tty = sys.stderr.isatty()
        self.shown = 0.0

    def __call__(self, done: int, total: int, text: str) -> None:
        if self.quiet or total <= 1:
            return
        if done >= total:
            line = f"{self.what}: {total}/{total} done"
        else:
            line = f"{self.what}: {done + 1}/{total} {text}"
        line = printable(line)  # file names come from the quests' files
        if self.tty:
            sys.stderr.write("\r\x1b[K" + line + ("\n" if done >= total else ""))
        elif done < total:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def solving(self, states: int, depth: int, seconds: float) -> None:
        """The solver's progress: at most once a second, and only after the first second."""
        if self.quiet or seconds < 1 or seconds - self.shown < 1:
            return
        self.shown = seconds
        line = f"solving: {states:,} positions, {depth} actions deep, {seconds:.0f} s"
        sys.stderr.write(("\r\x1b[K" + line) if self.tty else line + "\n")
        sys.stderr.flush()

    def say(self, text: str) -> None:
        if not self.quiet:
            print(printable(text), file=sys.stderr, flush=True)


def _error(text: str) -> int:
    print(printable(f"mazewright export: error: {text}"), file=sys.stderr)
    return 1


def _usage(text: str) -> int:
    print(f"mazewright export: error: {text}", file=sys.stderr)
    return 2


def _refused(exc: Exception) -> int:
    """Exit status 1 for an export error; a read-only output says how to overwrite it."""
    from editor.exporting import ReadOnlyOutput

    hint = " (--force overwrites it)" if isinstance(exc, ReadOnlyOutput) else ""
    return _error(f"{exc}{hint}")


def _load(paths: list[str]):
    """(sources, errors that stop the export, errors of quests `validate` rejects)."""
    from editor.diagnostics import has_errors
    from editor.games.tower.load import load_quest
    from editor.games.tower.qt.printing import QuestSource
    from editor.validate import collect, validate_file

    files, problems = collect(paths)
    sources, errors, invalid = [], [d for d in problems if d.is_error], []
    for path, display in files:
        result = load_quest(path, display)
        if result.quest is None or has_errors(result.diagnostics):
            errors.extend(d for d in result.diagnostics if d.is_error)
            continue
        invalid.extend(d for d in validate_file(path, display) if d.is_error)
        sources.append(QuestSource(result.quest, Path(path)))
    return sources, errors, invalid


def _format(args: argparse.Namespace) -> str | None:
    """The format asked for, or the one OUT's extension names."""
    if args.format is not None:
        return args.format
    suffix = Path(args.output).suffix.lower().lstrip(".")
    return suffix if suffix in FILE_FORMATS else None


def run(args: argparse.Namespace) -> int:
    from editor.exporting import ExportError, UsageError, check_options, check_output

    if not args.output.strip():
        return _usage("the output (-o) is empty: say where to save the export")
    fmt = _format(args)
    if fmt is None:
        return _usage("say --format pdf|svg|png|gif (OUT does not end in .pdf or .gif)")
    solution = args.solution or fmt == "gif"
    if solution and fmt not in FILE_FORMATS:
        return _usage("a solution is exported as pdf or gif")
    try:
        check_options(fmt, args.output, card_mm=args.card_mm, bleed_mm=args.bleed_mm, dpi=args.dpi)
    except UsageError as exc:
        return _usage(str(exc))
    try:
        check_output(fmt, args.output, force=args.force)
    except ExportError as exc:
        return _refused(exc)

    sources, errors, invalid = _load(args.paths)
    if errors:
        for d in errors:
            print(d.to_text(), file=sys.stderr)
        return _error("some quests cannot be read; nothing was exported")
    if not sources:
        return _error("no quest files found")
    if invalid:
        for d in invalid:
            print(d.to_text(), file=sys.stderr)
        if not args.force:
            return _error(
                "some quests have errors (see `mazewright validate`); nothing was exported "
                "(--force exports them anyway)"
            )
        print("mazewright export: warning: exporting quests with errors (--force)", file=sys.stderr)

    from editor.games.tower.qt.drawing import ensure_gui_app

    ensure_gui_app()
    from editor.games.tower.qt import printing

    progress = _Progress(args.quiet, "export")
    try:
        if solution:
            return _run_solution(args, fmt, sources, progress)
        cards = printing.collect_cards(sources)
        if fmt == "pdf":
            title = (sources[0].quest.title or sources[0].stem) if len(sources) == 1 else ""
            pages = printing.write_cards_pdf(
                cards,
                args.output,
                paper=args.paper,
                card_mm=args.card_mm,
                bleed_mm=args.bleed_mm,
                title=title,
                progress=progress,
                force=args.force,
            )
            backs = sum(p.kind == "back" for p in pages)
            extra = f", {backs} of them backs for duplex" if backs else ""
            n = len(pages)
            print(f"wrote {args.output}: {len(cards)} cards on {n} page{'s' * (n != 1)}{extra}")
            return 0
        written = printing.write_card_images(
            printing.all_faces(cards),
            args.output,
            fmt=fmt,
            card_mm=args.card_mm,
            bleed_mm=args.bleed_mm,
            dpi=args.dpi,
            progress=progress,
            force=args.force,
        )
        files = f"{len(written)} {fmt.upper()} file{'s' * (len(written) != 1)}"
        print(f"wrote {files} into {args.output}")
        return 0
    except ExportError as exc:
        return _refused(exc)


def _run_solution(args, fmt, sources, progress: _Progress) -> int:
    from editor.diagnostics import has_errors
    from editor.exporting import ExportError
    from editor.games.tower.checks import check_quest
    from editor.games.tower.qt import printing

    if len(sources) != 1:
        raise ExportError(f"a solution is for one quest; {len(sources)} were given")
    source = sources[0]
    diags = [d.with_file(str(source.path)) for d in check_quest(source.quest)]
    if has_errors(diags):
        for d in diags:
            if d.is_error:
                print(d.to_text(), file=sys.stderr)
        raise ExportError(f"{source.path}: the quest has errors, so it has no solution to print")
    printing.check_deal(args.players, args.deal)
    players = f"{args.players} player{'s' * (args.players != 1)}"
    progress.say(f"solving {source.path} for {players}, deal {args.deal}...")
    try:
        sol = printing.make_solution(
            source, args.players, args.deal, timeout=args.timeout, progress=progress.solving
        )
    finally:
        if progress.tty and progress.shown:
            sys.stderr.write("\n")
    if fmt == "gif":
        n = printing.write_solution_gif(sol, args.output, progress=progress, force=args.force)
        print(f"wrote {args.output}: {len(sol.actions)} actions, {n} frames")
    else:
        n = printing.write_solution_pdf(
            sol, args.output, paper=args.paper, progress=progress, force=args.force
        )
        print(f"wrote {args.output}: {len(sol.actions)} actions on {n} page{'s' * (n != 1)}")
    return 0
