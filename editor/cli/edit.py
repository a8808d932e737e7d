"""`mazewright edit [FILE] [--screenshot OUT.png]`: the desktop editor."""

from __future__ import annotations

import sys

from editor.core.safetext import printable

PROG = "mazewright edit"


def add_parser(p) -> None:
    p.add_argument("file", nargs="?", help="a file of any game to open")
    p.add_argument(
        "--screenshot",
        metavar="OUT.png",
        help="open the window, save a picture of it once the file is loaded, and exit",
    )
    p.add_argument(
        "--solve",
        action="store_true",
        help="with --screenshot: solve first and show the results and a solution playing back",
    )
    p.add_argument(
        "--play", action="store_true", help="with --screenshot: show the window in play mode"
    )


def usage_problem(args) -> str | None:
    """Why the options do not go together (None when they do)."""
    if args.solve and args.play:
        return "--solve and --play show different pictures: choose one"
    if (args.solve or args.play) and not args.screenshot:
        flag = "--solve" if args.solve else "--play"
        return f"{flag} only works with --screenshot OUT.png"
    return None


def not_editable(path: str) -> str | None:
    """Why the studio cannot open the file at ``path`` (a kind of file no game edits), or None."""
    from editor.core.validate import load_file

    game = load_file(path, checks=False).game
    if game is None or game.studio.qt is not None:
        return None
    commands = ["validate"]
    commands += ["solve"] if game.solving.command is not None else []
    commands += ["export"] if game.export.write is not None else []
    named = [f"`mazewright {c}`" for c in commands]
    listed = (
        f"{', '.join(named[:-1])} and {named[-1]} take it"
        if len(named) > 1
        else f"{named[0]} takes it"
    )
    return f"{path}: a {game.label} cannot be edited in the studio yet; {listed}"


def run(args) -> int:
    problem = usage_problem(args)
    if problem is None and args.file is not None:
        problem = not_editable(args.file)
    if problem is not None:
        print(printable(f"{PROG}: error: {problem}"), file=sys.stderr)
        return 2
    from editor.gui.app import run_editor

    showing = "solve" if args.solve else "play" if args.play else None
    return run_editor(args.file, args.screenshot, showing)
