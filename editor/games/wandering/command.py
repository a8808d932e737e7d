"""The command line of set-ups: `mazewright solve` and `mazewright setup draw|resolve`.

``solve --json`` prints ``{"legal", "viable", "draws"}`` (and the diagnostics of a set-up
that is not legal). ``setup draw FILE --seed N`` prints the set-up with five spells
drawn from the viable ones; ``setup resolve FILE FIGURE STEPS`` resolves one movement
from the start positions. Exit status: 0 done, 1 the file cannot be read or has
errors, 2 a usage error (also a figure the set-up does not have).
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from editor.core.safetext import printable, printable_json

from .fileformat import dumps
from .model import SetUp
from .rules import Board, FigureError, parse_figure, resolve
from .spells import drawn_setup, draws, viable


def solve_command(loaded, args) -> int:
    """Print the spells of the set-up read into ``loaded`` (`editor.core.validate.Loaded`):
    the viable ones and how many draws of five they give."""
    setup: SetUp | None = loaded.model
    data: dict = {
        "legal": loaded.ok,
        "viable": viable(setup) if setup is not None else [],
        "draws": draws(setup) if setup is not None else 0,
    }
    if not loaded.ok:
        data["diagnostics"] = [d.to_json() for d in loaded.diagnostics]
    if args.json:
        print(json.dumps(data, indent=2))
    elif loaded.ok:
        assert setup is not None
        title = f" — {setup.title}" if setup.title else ""
        print(printable(f"{loaded.file}{title}"))
        print(f"viable spells ({len(data['viable'])}): {', '.join(data['viable'])}")
        print(f"different draws of five: {data['draws']}")
        named = ", ".join(setup.spells) if setup.spells else "none (drawn at the table)"
        print(printable(f"spells named: {named}"))
    else:
        _refused(loaded, "not solved")
    return 0 if loaded.ok else 1


def _refused(loaded, what: str) -> None:
    for d in loaded.diagnostics:
        print(d.to_text(), file=sys.stderr)
    why = "the set-up has errors" if loaded.model is not None else "the file cannot be used"
    print(printable(f"{loaded.file}: {what}: {why}"), file=sys.stderr)


def _steps(text: str) -> int:
    try:
        steps = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of steps, got {text!r}"
        ) from None
    if steps == 0:
        raise argparse.ArgumentTypeError("a movement of 0 steps is refused")
    return steps


def add_setup(parser: argparse.ArgumentParser) -> None:
    """``mazewright setup``: its ``draw`` and ``resolve`` subcommands."""
    subs = parser.add_subparsers(
        dest="setup_command", metavar="{draw,resolve}", required=True, parser_class=type(parser)
    )
    text = "print the set-up with five spells drawn at random from the viable ones"
    draw = subs.add_parser("draw", help=text, description=text)
    draw.add_argument("file", help="a set-up file (*.setup.json)")
    draw.add_argument(
        "--seed", type=int, default=None, metavar="N", help="the shuffle's seed (default: any)"
    )
    draw.set_defaults(_run=run_draw)
    text = "resolve one movement from the set-up's start: where it lands and what fires"
    move = subs.add_parser("resolve", help=text, description=text)
    move.add_argument("file", help="a set-up file (*.setup.json)")
    move.add_argument(
        "figure", metavar="FIGURE", help="wizard:S, tower:S (S a space), hag, raven or magic-tower"
    )
    move.add_argument(
        "steps", metavar="STEPS", type=_steps, help="steps, negative for anticlockwise"
    )
    move.add_argument("--json", action="store_true", help="print the movement as JSON")
    move.set_defaults(_run=run_resolve)


#: what a draw mends, as it names five viable spells: a spell named whose module is not
#: in play, the spells named not five
MENDED_BY_DRAWING = frozenset({"W109", "W110"})


def run_draw(args) -> int:
    from editor.core.validate import load_file

    loaded = load_file(args.file)
    mended = all(d.code in MENDED_BY_DRAWING for d in loaded.diagnostics if d.is_error)
    if loaded.model is None or not mended:
        _refused(loaded, "not drawn")
        return 1
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    setup = drawn_setup(loaded.model, seed)
    print(printable_json(dumps(setup)), end="")
    print(printable(f"seed {seed}: {', '.join(setup.spells)}"), file=sys.stderr)
    return 0


def run_resolve(args) -> int:
    from editor.core.validate import load_file

    try:
        figure = parse_figure(args.figure)
    except ValueError as exc:
        print(printable(f"mazewright setup resolve: error: {exc}"), file=sys.stderr)
        return 2
    loaded = load_file(args.file)
    if not loaded.ok:
        _refused(loaded, "not resolved")
        return 1
    board = Board.of(loaded.model)
    assert board is not None  # a legal set-up has room for its start
    try:
        movement = resolve(board, figure, args.steps)
    except FigureError as exc:
        print(printable(f"{loaded.file}: {exc}"), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(movement.to_json(), indent=2))
        if not movement.allowed:
            print(f"not allowed: {movement.reason}", file=sys.stderr)
    else:
        for line in movement.lines():
            print(line)
    return 0
