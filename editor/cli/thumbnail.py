"""`mazewright thumbnail FILE OUT [--size N]`: a small picture of a level, for file managers.

The picture is the game's own (`QtGame.thumbnail`): a quest's or layout's board, a
mall scenario's tiles, a Daedalus maze with its film, a Wandering Towers course, an
adventure's epic. It is written as PNG whatever OUT's name, at most N pixels wide and
high, whole or not at all. `install-desktop` registers this command as the thumbnailer
of every kind of file, as the freedesktop.org thumbnail specification has it.

Exit status: 0 written, 1 the file cannot be drawn (it says why), 2 a usage error.
"""

from __future__ import annotations

import argparse
import sys

from editor.core.safetext import printable

from .argtypes import number

SIZES = (16, 2048)


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE", help="a file of any game")
    p.add_argument("output", metavar="OUT", help="the PNG file to write")
    p.add_argument(
        "--size",
        type=number(int, at_least=SIZES[0], at_most=SIZES[1]),
        default=256,
        metavar="N",
        help=f"the most pixels wide and high, {SIZES[0]} to {SIZES[1]} (default: 256)",
    )


def run(args: argparse.Namespace) -> int:
    from editor.core.validate import load_file
    from editor.core.writing import replacing

    loaded = load_file(args.file, checks=False, lenient=True)
    if loaded.model is None:
        why = next((d.message for d in loaded.diagnostics if d.severity == "error"), "unreadable")
        return _cannot(args.file, why)
    game = loaded.game
    part = game.resolve(game.studio.qt) if game.studio.qt else None
    if part is None or part.thumbnail is None:
        return _cannot(args.file, f"{game.plural} have no picture")
    from editor.qt.application import ensure_gui_app

    ensure_gui_app()
    try:
        image = part.thumbnail(loaded.model, args.size)
    except Exception as exc:  # an adventure's epic that cannot be read, say
        return _cannot(args.file, str(exc) or type(exc).__name__)
    try:
        with replacing(args.output) as tmp:
            if not image.save(str(tmp), "PNG"):
                raise OSError("the picture could not be written")
    except OSError as exc:
        return _cannot(args.file, f"cannot write {args.output}: {exc.strerror or exc}")
    return 0


def _cannot(file: str, why: str) -> int:
    print(printable(f"mazewright thumbnail: cannot draw {file}: {why}"), file=sys.stderr)
    return 1
