"""`mazewright solve FILE`: a game's numbers for every player count (the game is the
file's ``format``, and its ``GameSpec.solving.command`` prints them).

Exit status: 0 when the file is decided (solvable or not, by the search or by
checks that prove it cannot be completed), 1 when the file has errors, 2 on a
usage error, 3 when a limit or Ctrl-C stopped the search.
"""

from __future__ import annotations

import argparse
import os
import sys

from .argtypes import positive, positive_int

#: exit status when Ctrl-C stops the command (see main.py)
INTERRUPTED_STATUS = 3
#: Searches at once by default: both cores of a two-core machine (each search gets half
#: the memory budget; more at once would leave too little to each).
DEFAULT_JOBS = min(2, os.cpu_count() or 1)


def _players(text: str) -> tuple[int, ...]:
    """Player counts like 1,4 (which ones a game offers is checked once the file is read)."""
    try:
        values = tuple(sorted({int(p) for p in text.split(",") if p.strip()}))
    except ValueError:
        raise argparse.ArgumentTypeError("expected player counts like 1,4") from None
    if not values or any(p < 1 for p in values):
        raise argparse.ArgumentTypeError("expected player counts like 1,4")
    return values


def _memory_size(text: str) -> int:
    """Bytes from a size like 500M or 2G (for ``--max-memory``)."""
    from editor.core.limits import parse_size

    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_parser(p: argparse.ArgumentParser) -> None:
    # optional to argparse only so that `--explain FILE` (no deal) can be told apart: see _run
    p.add_argument("file", nargs="?", help="a file of any game (required)")
    p.add_argument(
        "--json", action="store_true", help="print the JSON object of the game's RULES.md"
    )
    p.add_argument(
        "--players",
        type=_players,
        default=None,
        metavar="1,4",
        help="only these player counts (default: every count the game is played with)",
    )
    p.add_argument(
        "--explain",
        nargs="?",
        const="",
        default=None,
        metavar="DEAL",
        help="print one optimal solution step by step in words: of DEAL (as the game names "
        "its deals), else of the best deal of the smallest player count",
    )
    p.add_argument(
        "--jobs",
        type=positive_int,
        default=DEFAULT_JOBS,
        metavar="N",
        help="use N cores: a quest's deals are searched in N processes, which share "
        "--max-states and --max-memory (each gets 1/N); a heist's plan search runs beside "
        f"its exact search (with a quarter of --max-memory); default {DEFAULT_JOBS} (the "
        "machine's cores, at most 2)",
    )
    p.add_argument(
        "--max-states",
        type=positive_int,
        default=None,
        metavar="N",
        help="stop a search after N stored states (47-70 bytes each in the fast solver)",
    )
    p.add_argument(
        "--max-memory",
        type=_memory_size,
        default=None,
        metavar="SIZE",
        help="memory budget of the run, like 500M or 2G (default: half of the machine's memory)",
    )
    p.add_argument(
        "--timeout", type=positive, default=None, metavar="S", help="stop after S seconds"
    )
    p.add_argument("--reference", action="store_true", help="use the slow reference solver instead")
    for flag, help_text in _game_flags().items():
        p.add_argument(flag, action="store_true", help=help_text)


def run(args) -> int:
    from editor.core.limits import ctrl_c_stops

    with ctrl_c_stops():
        return _run(args)


def _game_flags() -> dict[str, str]:
    """The switches games add to ``solve`` (`GameSpec.solving.flags`): flag -> help."""
    from editor.core import registry

    flags: dict[str, str] = {}
    for game in registry.games():
        for flag, help_text in game.solving.flags:
            flags.setdefault(flag, f"{help_text} ({game.label} only)")
    return flags


def _dest(flag: str) -> str:
    """The attribute argparse stores a flag in (``--still`` -> ``still``)."""
    return flag.lstrip("-").replace("-", "_")


def _run(args) -> int:
    from editor.core.safetext import printable
    from editor.core.validate import load_file

    if args.file is None:
        if not args.explain:
            print(
                "mazewright solve: error: the following arguments are required: file",
                file=sys.stderr,
            )
            return 2
        # `--explain FILE`: the file, not a deal
        args.file, args.explain = args.explain, ""
    loaded = load_file(args.file)
    game = loaded.game
    if game is None or game.solving.command is None:
        for d in loaded.diagnostics:
            print(d.to_text(), file=sys.stderr)
        if game is not None:
            what = f"no solver for a {game.label}"
        elif any(d.code == "V001" for d in loaded.diagnostics):
            what = "not a file of a known game"
        else:
            what = "the file cannot be read"
        print(printable(f"{args.file}: not solved: {what}"), file=sys.stderr)
        return 1
    for flag in _game_flags():
        if flag not in dict(game.solving.flags) and getattr(args, _dest(flag)):
            print(
                printable(f"mazewright solve: error: {flag} is not for a {game.label}"),
                file=sys.stderr,
            )
            return 2
    if args.players is None:
        args.players = game.play.players
    elif not set(args.players) <= set(game.play.players):
        counts = ", ".join(map(str, game.play.players))
        print(
            printable(f"mazewright solve: error: a {game.label} is played by {counts} players"),
            file=sys.stderr,
        )
        return 2
    return game.resolve(game.solving.command)(loaded, args)
