"""`mazewright export PATH... -o OUT`: printable cards and sheets of any game's files.

Every file is read as ``mazewright validate`` reads it (folders are searched for
the files of every game); the game the files belong to exports them through its
`GameSpec.export.write` (see `editor.core.exporting`), so this module names no game.

- ``--format pdf`` (default for ``-o x.pdf``): print sheets of every file's cards; one PDF for all.
- ``--format svg`` / ``png``: one file per card into the folder OUT.
- ``--solution`` with ``pdf``, or ``--format gif``: one solution of ONE file, for games
  that have solutions (``--players N``, ``--deal K`` and ``--timeout S`` choose it);
  other games refuse them as a usage error.

Files of two games in one run are a usage error: each game prints its own cards,
so export one game at a time. Files that ``mazewright validate`` rejects and
read-only output files are refused unless ``--force`` is given. Options are
checked before any work is done.

Exit status: 0 done, 1 a file or the output is unusable (nothing is written then),
2 a usage error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from editor.core.exporting import BLEED_MM, CARD_MM, DEFAULT_CARD_MM, DPI, FILE_FORMATS
from editor.core.safetext import printable

from .argtypes import number, positive, positive_int

FORMATS = ("pdf", "svg", "png", "gif")


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="+", metavar="PATH", help="files of one game, and folders")
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
        default=None,
        metavar="N",
        help=f"card side (or what the game sizes with it, such as a board's diameter), "
        f"{CARD_MM[0]:g} to {CARD_MM[1]:g} mm (the game's own: {DEFAULT_CARD_MM:g} for a "
        "card, a board as large as fits the paper)",
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
        "--solution",
        action="store_true",
        help="a solution sheet (pdf) instead of cards, for games that have solutions",
    )
    p.add_argument(
        "--players", type=int, choices=(1, 2, 3, 4), default=1, help="for --solution (1)"
    )
    p.add_argument(
        "--deal",
        type=positive_int,
        default=1,
        metavar="K",
        help="for --solution, which deal of the game's tiles: 1..3 for 2 players, 1..4 for 3 (1)",
    )
    p.add_argument(
        "--coordinates",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="for --solution and gif: number the board's columns and rows, as the actions "
        "name cells (the default; --no-coordinates leaves the numbers off)",
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
        help="export files that `mazewright validate` rejects (with a warning; a solution "
        "still needs a valid file), and overwrite read-only output files",
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
        self.end_line()
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

    def end_line(self) -> None:
        """End the solver's updating line on a terminal, before other output."""
        if self.tty and self.shown:
            sys.stderr.write("\n")
            self.shown = 0.0

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
    from editor.core.exporting import ReadOnlyOutput

    hint = " (--force overwrites it)" if isinstance(exc, ReadOnlyOutput) else ""
    return _error(f"{exc}{hint}")


def _load(paths: list[str]):
    """(sources by game, errors that stop the export, errors of files `validate` rejects)."""
    from editor.core.exporting import ExportSource
    from editor.core.validate import collect, load_file

    files, problems = collect(paths)
    by_game: dict = {}
    errors, invalid = [d for d in problems if d.is_error], []
    for path, display in files:
        loaded = load_file(path, display, checks=False)
        if not loaded.ok:
            errors.extend(d for d in loaded.diagnostics if d.is_error)
            continue
        game = loaded.game
        checked = game.resolve(game.files.check)(loaded.model, loaded.data)
        invalid.extend(d.with_file(display) for d in checked if d.is_error)
        by_game.setdefault(game, []).append(ExportSource(loaded.model, Path(path)))
    return by_game, errors, invalid


def _format(args: argparse.Namespace) -> str | None:
    """The format asked for, or the one OUT's extension names."""
    if args.format is not None:
        return args.format
    suffix = Path(args.output).suffix.lower().lstrip(".")
    return suffix if suffix in FILE_FORMATS else None


def _request(args: argparse.Namespace, fmt: str, game):
    """The request for ``game``'s files; no ``--card-mm``: the game's size for the paper."""
    from editor.core.exporting import ExportRequest

    options = {
        "solution": args.solution,
        "players": args.players,
        "deal": args.deal,
        "timeout": args.timeout,
        "coordinates": args.coordinates,
    }
    card_mm = game.default_card_mm(args.paper) if args.card_mm is None else args.card_mm
    return ExportRequest(
        fmt, args.output, args.paper, card_mm, args.bleed_mm, args.dpi, args.force, options
    )


def run(args: argparse.Namespace) -> int:
    from editor.core.exporting import ExportError, UsageError, check_options, check_output

    if not args.output.strip():
        return _usage("the output (-o) is empty: say where to save the export")
    fmt = _format(args)
    if fmt is None:
        return _usage("say --format pdf|svg|png|gif (OUT does not end in .pdf or .gif)")
    if args.solution and fmt not in FILE_FORMATS:
        return _usage("a solution is exported as pdf or gif")
    try:
        card_mm = DEFAULT_CARD_MM if args.card_mm is None else args.card_mm
        check_options(fmt, args.output, card_mm=card_mm, bleed_mm=args.bleed_mm, dpi=args.dpi)
    except UsageError as exc:
        return _usage(str(exc))
    try:
        check_output(fmt, args.output, force=args.force)
    except ExportError as exc:
        return _refused(exc)

    by_game, errors, invalid = _load(args.paths)
    if errors:
        for d in errors:
            print(d.to_text(), file=sys.stderr)
        return _error("some files cannot be read; nothing was exported")
    if not by_game:
        return _error(f"no files of a known game found in {', '.join(args.paths)}")
    if len(by_game) > 1:
        games = ", ".join(f"{len(s)} {g.label}{'s' * (len(s) != 1)}" for g, s in by_game.items())
        return _usage(f"the files are of different games ({games}); export one game at a time")
    ((game, sources),) = by_game.items()
    if game.export.write is None:
        return _usage(f"a {game.label} cannot be exported")
    if invalid:
        for d in invalid:
            print(d.to_text(), file=sys.stderr)
        if not args.force:
            return _error(
                "some files have errors (see `mazewright validate`); nothing was exported "
                "(--force exports them anyway)"
            )
        print("mazewright export: warning: exporting files with errors (--force)", file=sys.stderr)

    progress = _Progress(args.quiet, "export")
    try:
        done = game.resolve(game.export.write)(sources, _request(args, fmt, game), progress, None)
    except UsageError as exc:
        return _usage(str(exc))
    except ExportError as exc:
        for d in exc.diagnostics:
            print(d.to_text(), file=sys.stderr)
        return _refused(exc)
    finally:
        progress.end_line()
    print(printable(done.summary))
    return 0
