"""`mazewright export PATH... -o OUT`: printable cards and solution sheets.

- ``--format pdf`` (default for ``-o x.pdf``): print sheets of every card of every quest
  (folders are searched for ``*.quest.json``); one PDF for all.
- ``--format svg`` / ``png``: one file per card into the folder OUT.
- ``--solution`` with ``pdf``, or ``--format gif``: one optimal solution of ONE quest for
  ``--players N`` and ``--deal K`` (the K-th deal of the orientation tiles, in the spec's order).

Exit status: 0 done, 1 a quest or the output is unusable (nothing is written then),
2 a usage error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..safetext import printable
from .argtypes import not_negative, positive, positive_int

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
    p.add_argument("--card-mm", type=positive, default=80.0, metavar="N", help="card side (80)")
    p.add_argument(
        "--bleed-mm",
        type=not_negative,
        default=0.0,
        metavar="N",
        help="colour running past the cut line on each side (0)",
    )
    p.add_argument("--dpi", type=positive, default=300.0, metavar="N", help="PNG resolution (300)")
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


def _load(paths: list[str]):
    """(sources, diagnostics with errors) for the given files and folders."""
    from editor.diagnostics import has_errors
    from editor.tower.load import load_quest
    from editor.tower.printing import QuestSource
    from editor.validate import collect

    files, problems = collect(paths)
    sources, errors = [], [d for d in problems if d.is_error]
    for path, display in files:
        result = load_quest(path, display)
        if result.quest is None or has_errors(result.diagnostics):
            errors.extend(d for d in result.diagnostics if d.is_error)
            continue
        sources.append(QuestSource(result.quest, Path(path)))
    return sources, errors


def run(args: argparse.Namespace) -> int:
    fmt = args.format
    if fmt is None:
        suffix = Path(args.output).suffix.lower().lstrip(".")
        if suffix not in ("pdf", "gif"):
            print(
                "mazewright export: error: say --format pdf|svg|png|gif "
                "(OUT does not end in .pdf or .gif)",
                file=sys.stderr,
            )
            return 2
        fmt = suffix
    solution = args.solution or fmt == "gif"
    if solution and fmt not in ("pdf", "gif"):
        print("mazewright export: error: a solution is exported as pdf or gif", file=sys.stderr)
        return 2

    from editor.exporting import ExportError
    from editor.tower.drawing import ensure_gui_app

    sources, errors = _load(args.paths)
    if errors:
        for d in errors:
            print(d.to_text(), file=sys.stderr)
        return _error("some quests cannot be read; nothing was exported")
    if not sources:
        return _error("no quest files found")
    ensure_gui_app()
    from editor.tower import printing

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
        )
        files = f"{len(written)} {fmt.upper()} file{'s' * (len(written) != 1)}"
        print(f"wrote {files} into {args.output}")
        return 0
    except ExportError as exc:
        return _error(str(exc))


def _run_solution(args, fmt, sources, progress: _Progress) -> int:
    from editor.diagnostics import has_errors
    from editor.exporting import ExportError
    from editor.tower import printing
    from editor.tower.checks import check_quest

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
        n = printing.write_solution_gif(sol, args.output, progress=progress)
        print(f"wrote {args.output}: {len(sol.actions)} actions, {n} frames")
    else:
        n = printing.write_solution_pdf(sol, args.output, paper=args.paper, progress=progress)
        print(f"wrote {args.output}: {len(sol.actions)} actions on {n} page{'s' * (n != 1)}")
    return 0
