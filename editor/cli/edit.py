"""`mazewright edit [FILE] [--screenshot OUT.png]`: the desktop editor."""

from __future__ import annotations


def add_parser(p) -> None:
    p.add_argument("file", nargs="?", help="quest file to open (.quest.json)")
    p.add_argument(
        "--screenshot",
        metavar="OUT.png",
        help="open the window, save a picture of it once the quest is loaded, and exit",
    )


def run(args) -> int:
    from editor.gui.app import run_editor

    return run_editor(args.file, args.screenshot)
