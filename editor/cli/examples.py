"""`mazewright examples [GAME] [--copy FOLDER]`: the levels that ship with the studio.

Without ``--copy`` it lists them, a game at a time, with their titles; with it, it
copies the game's folder of the library (or every game's) into FOLDER, so that a user
of an installed studio has files of their own to open and change. Files already in
FOLDER are never overwritten: the command then copies nothing and says which.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

from editor.core.paths import library_dir
from editor.core.safetext import printable
from editor.core.validate import collect


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "game",
        nargs="?",
        help="a game's folder of the library (tower, labyrinth, mall, daedalus, wandering); "
        "default: every game",
    )
    p.add_argument("--copy", metavar="FOLDER", help="copy the examples into FOLDER")


def run(args: argparse.Namespace) -> int:
    root = library_dir()
    folders = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("_"))
    if args.game is not None and args.game not in folders:
        print(
            f"mazewright examples: error: no examples of {args.game!r}; "
            f"the library has {', '.join(folders)}",
            file=sys.stderr,
        )
        return 2
    chosen = [args.game] if args.game else folders
    if args.copy:
        return _copy(root, chosen, Path(args.copy))
    print(f"the library: {root}")
    for folder in chosen:
        print(f"\n{folder}:")
        for path in _levels(root / folder):
            print(printable(f"  {path.relative_to(root).as_posix()}  {_title(path)}"))
    return 0


def _levels(folder: Path) -> list[Path]:
    """The files of every game under ``folder``, in order, found as `validate` finds them."""
    found, _ = collect([str(folder)])
    return [Path(path) for path, _ in found]


def _title(path: Path) -> str:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    title = data.get("title") if isinstance(data, dict) else None
    return f"— {title}" if isinstance(title, str) and title else ""


def _copy(root: Path, folders: list[str], out: Path) -> int:
    pairs = [
        (path, out / path.relative_to(root))
        for folder in folders
        for path in sorted((root / folder).rglob("*"))
        if path.is_file() and path.suffix in (".json", ".md")
    ]
    there = [target for _, target in pairs if target.exists()]
    if there:
        print(
            f"mazewright examples: error: {len(there)} of the files are already in {out} "
            f"(first: {there[0]}); nothing was copied",
            file=sys.stderr,
        )
        return 1
    for source, target in pairs:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    print(f"copied {len(pairs)} files into {out}")
    return 0
