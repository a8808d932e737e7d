"""The numbers checked against play: every shortest walk they rest on is walked in a `Session`.

`replay` is the labyrinth's `GameSpec.solving.replay`. The distances of `results.solve`
(corner to room) are the lengths of the walks `search.shortest_path` gives;
each such walk is played by its corner's wizard in a 2-player hot-seat game
(`play.Session`), where a step into a hidden wall knocks and sends the wizard
home. A walk that knocks, is refused, or does not end on its room after exactly
the distance's number of steps is a problem. While the walker's partner has the
turn, the other player's wizard steps out of its corner and back, over an edge
without a wall (every corner has one in a legal layout).
"""

from __future__ import annotations

from .model import CORNERS, DELTA, ROOMS, Layout, Square
from .play import Session
from .results import shortest_path, solve
from .rules import Step


def _side(a: Square, b: Square) -> str | None:
    return next((s for s, (dx, dy) in DELTA.items() if (a[0] + dx, a[1] + dy) == b), None)


def walk_problems(layout: Layout, corner: str, path: list[Square], room: int) -> list[str]:
    """``path`` (squares from ``corner`` to room ``room``) walked by the corner's wizard."""
    session = Session(layout, players=2)
    walker = session.owner[corner]
    other = session.seats[1 - walker][0]
    home = layout.corners[other]
    out_side = _side(home, layout.open_neighbours(home)[0])
    where = f"the walk from {corner} to room {room}"
    for i, (here, there) in enumerate(zip(path, path[1:], strict=False), 1):
        if session.current != walker:
            at = session.positions[other]
            back = _side(at, home) if at != home else out_side
            session.apply(Step(other, back))
        side = _side(here, there)
        if side is None:
            return [f"{where}: step {i} from {here} to {there} is not to a neighbouring square"]
        reason = session.why_refused(Step(corner, side))
        if reason is not None:
            return [f"{where}: step {i} is refused: {reason}"]
        (event,) = session.apply(Step(corner, side))
        if event.kind == "knocked":
            return [f"{where}: step {i} knocks: {event.text}"]
    if session.positions[corner] != layout.rooms[room]:
        return [f"{where} ends on {session.positions[corner]}, not on the room"]
    return []


def replay(layout: Layout) -> list[str]:
    """Every corner-to-room distance of the layout's numbers, checked by walking it in play.

    A layout with errors has no numbers: its first error is the problem.
    """
    numbers = solve(layout)
    if not numbers.legal:
        errors = [d.message for d in numbers.diagnostics if d.is_error]
        return [f"no numbers: {errors[0]}"]
    problems = []
    for corner in CORNERS:
        for room, distance in zip(ROOMS, numbers.distances[corner], strict=True):
            path = shortest_path(layout, layout.corners[corner], layout.rooms[room])
            if path is None or len(path) - 1 != distance:
                steps = "no walk" if path is None else f"a walk of {len(path) - 1} steps"
                problems.append(
                    f"{corner} to room {room}: distance {distance} but {steps} is the shortest"
                )
                continue
            problems += walk_problems(layout, corner, path, room)
    return problems
