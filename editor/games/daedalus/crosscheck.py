"""The numbers checked against play: every trip and walk to the chamber is played in a `Session`.

`replay` is the daedalus `GameSpec.solving.replay`. For every entrance sector with a
number, the search's fewest-rounds way (`search.Search.trip_path`,
`chamber_path`) is played by a lone soldier in a solo game (`play.Session` with
one player and one soldier), round by round: a step, or staying, then the end of
the turn, when the walls turn. The way is a problem if a step is refused, the
soldier dies, or it does not end in the exit zone (in the chamber) in exactly the
number's rounds. The same for the Medusa variant, where the walls stop.
"""

from __future__ import annotations

from .checks import check_maze
from .model import CHAMBER, EXIT, Maze
from .play import EndTurn, Placement, Session, Step
from .search import Search

SOLDIER = (0, 0)


def walk_problems(session: Session, path: list, rounds: int) -> list[str]:
    """``path`` (the places after each round, the entrance field first) played alone in
    ``session``, a solo game of one soldier not yet placed; the game is taken back after."""
    try:
        return _walk(session, path, rounds)
    finally:
        while session.history:
            session.undo()


def _walk(session: Session, path: list, rounds: int) -> list[str]:
    still = session.still
    start = path[0]
    where = f"the way from ring 0, sector {start[1]}" + (" (walls still)" if still else "")
    session.apply(Placement(start[1]))
    for number, place in enumerate(path[1:], 1):
        if session.is_over:
            return [f"{where}: the game ended before round {number}"]
        if session.round != number:
            return [f"{where}: round {session.round} is played instead of round {number}"]
        if place != session.positions[SOLDIER]:
            step = Step(SOLDIER, place)
            reason = session.why_refused(step)
            if reason is not None:
                return [f"{where}: round {number} is refused: {reason}"]
            session.apply(step)
        if place == EXIT:
            break
        if place == CHAMBER and number == len(path) - 1:
            break
        session.apply(EndTurn())
        if SOLDIER not in session.positions:
            return [f"{where}: the soldier died after round {number}"]
    else:
        return [f"{where}: the way never ends"]
    if len(path) - 1 != rounds:
        return [f"{where}: {len(path) - 1} rounds for a number of {rounds}"]
    if path[-1] == EXIT and session.winner != 0:
        return [f"{where}: the soldier left, but the game was not won"]
    if path[-1] == CHAMBER and session.carrier() != SOLDIER:
        return [f"{where}: the soldier is in the chamber without the treasure"]
    return []


def replay(maze: Maze) -> list[str]:
    """Every entrance's trip and rounds to the chamber, checked by playing them.

    A maze with errors has no numbers: its first error is the problem.
    """
    turning = Search(maze)
    errors = [d.message for d in check_maze(maze, found=turning) if d.is_error]
    if errors:
        return [f"no numbers: {errors[0]}"]
    problems = []
    for still in (False, True):
        found = Search(maze, still=True) if still else turning
        session = Session(maze, players=1, soldiers=1, still=still)
        for s in range(maze.sectors):
            trip, inside = found.trip(s), found.to_chamber(s)
            if trip is not None:
                problems += walk_problems(session, found.trip_path(s), trip)
            if inside is not None and not still:
                problems += walk_problems(session, found.chamber_path(s), inside)
    return problems
