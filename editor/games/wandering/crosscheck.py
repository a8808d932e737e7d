"""The answers checked against the rules: `replay`, the game's `GameSpec.solving.replay`.

`mazewright solve` answers with the viable spells and the number of draws of five;
`setup draw` and `setup resolve` with drawn set-ups and movements. `replay` checks
them: the draws are counted by listing every five of the viable spells, seeded
draws give five viable spells and a legal set-up, and every figure of the start
moved every number of steps once round the course (both ways) lands where the rules
let it: never on a web, the hag and the raven never on the raven castle, a tower
never on the castle, a fountain or the magic tower, along legs that join up.
"""

from __future__ import annotations

import itertools

from .checks import check_setup
from .model import SPELLS_IN_PLAY, SetUp
from .rules import HAG, MAGIC_TOWER, RAVEN, TOWER, WIZARD, Board, Figure, Movement, resolve
from .spells import draw_spells, drawn_setup, draws, viable

#: Seeds of the draws tried.
SEEDS = range(12)
#: Count the draws by listing them only up to this many viable spells (C(20, 5) = 15504).
LISTED_UP_TO = 20


def replay(setup: SetUp) -> list[str]:
    """What in the answers about ``setup`` breaks the rules, in words; [] when nothing does."""
    errors = [d.message for d in check_setup(setup) if d.is_error]
    if errors:
        return [f"not a legal set-up: {errors[0]}"]
    return _draw_problems(setup) + _movement_problems(setup)


def _draw_problems(setup: SetUp) -> list[str]:
    spells = viable(setup)
    problems = []
    if len(spells) <= LISTED_UP_TO:
        listed = sum(1 for _ in itertools.combinations(spells, SPELLS_IN_PLAY))
        if listed != draws(setup):
            problems.append(f"{draws(setup)} draws counted, {listed} listed")
    for seed in SEEDS:
        drawn = draw_spells(setup, seed)
        if len(set(drawn)) != SPELLS_IN_PLAY or not set(drawn) <= set(spells):
            problems.append(f"seed {seed} draws {list(drawn)}: not five viable spells")
        errors = [d.message for d in check_setup(drawn_setup(setup, seed)) if d.is_error]
        if errors:
            problems.append(f"seed {seed} draws a set-up that is not legal: {errors[0]}")
    return problems


def figures(board: Board) -> list[Figure]:
    """Every figure that can move from the start: a wizard on every space it may stand on,
    every tower, and the magic tower, the hag and the raven when in play."""
    track = board.track
    out = [Figure(WIZARD, s.number) for s in track.spaces if not s.is_castle and not s.web] + [
        Figure(TOWER, t) for t in sorted(board.towers)
    ]
    for kind, space in ((MAGIC_TOWER, board.magic_tower), (HAG, board.hag), (RAVEN, board.raven)):
        if space is not None:
            out.append(Figure(kind))
    return out


def _movement_problems(setup: SetUp) -> list[str]:
    board = Board.of(setup)
    assert board is not None  # a legal set-up has room for its start
    length = len(board.track)
    problems = []
    for figure in figures(board):
        for steps in [*range(1, length + 2), *range(-length - 1, 0)]:
            for problem in movement_problems(board, resolve(board, figure, steps)):
                problems.append(f"{figure.words()}, {steps} steps: {problem}")
    return problems


def movement_problems(board: Board, movement: Movement) -> list[str]:
    """Where one resolved movement breaks the rules of the course, in words."""
    track = board.track
    problems = []
    legs = movement.legs
    if not legs or legs[0].start != movement.start or legs[0].steps != movement.steps:
        problems.append("the first leg is not the movement asked")
    for before, after in itertools.pairwise(legs):
        if after.start != before.end:
            problems.append(f"a leg starts on {after.start}, not where the last ended")
    end = legs[-1].end if legs else None
    if not movement.allowed:
        if not movement.figure.is_tower or end is None:
            problems.append(f"refused: {movement.reason}")
        elif not (track[end].is_castle or track[end].is_fountain or end == board.magic_tower):
            problems.append(f"a tower refused on {track[end].words()}")
        return problems
    webs = [e.space for e in movement.effects if e.effect == "web"]
    if webs != [leg.start for leg in legs if leg.cause == "web"]:
        problems.append("the web effects are not where the web legs start")
    landing = movement.landing
    if landing != end:
        problems.append(f"lands on {landing} where its last leg ends on {end}")
    elif track[landing].web:
        problems.append("ends on a web")
    elif movement.figure.flies and track[landing].is_castle:
        problems.append("ends on the raven castle")
    elif movement.figure.is_tower and (track[landing].is_castle or track[landing].is_fountain):
        problems.append(f"a tower ends on {track[landing].words()}")
    return problems
