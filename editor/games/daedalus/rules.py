"""The rules of movement, as a reference: where a soldier may step in a round, and when it dies.

Everything here is about walls only (RULES.md section 3); other soldiers are the
play session's business (`play.py`), which adds that two soldiers never share a
field. Round k of a game is played at phase ``maze.phase + k``: the walls turn
once after the soldiers are placed and once after every round.
"""

from __future__ import annotations

from .model import CHAMBER, EXIT, Maze

#: What a step leads to: a place, or the exit zone.
Target = tuple[int, int] | str


def round_phase(maze: Maze, round_number: int) -> int:
    """The phase round ``round_number`` (1, 2, ...) is played at, the walls turning."""
    return (maze.phase + round_number) % maze.sectors


def steps(maze: Maze, place, phase: int, carrying: bool) -> list[Target]:
    """Where a soldier on ``place`` may step at ``phase``, walls only.

    The order is fixed: inward, outward, clockwise, anticlockwise; from the
    chamber, the fields of the last ring by sector. The exit zone is a step only
    for a soldier ``carrying`` the treasure.
    """
    last = maze.rings - 1
    if place == CHAMBER:
        return [(last, s) for s in range(maze.sectors) if not maze.arc_over(maze.rings, s, phase)]
    ring, sector = place
    out: list[Target] = []
    if not maze.arc_over(ring + 1, sector, phase):
        out.append(CHAMBER if ring == last else (ring + 1, sector))
    if not maze.arc_over(ring, sector, phase):
        if ring > 0:
            out.append((ring - 1, sector))
        elif carrying:
            out.append(EXIT)
    if not maze.radial_wall(ring, sector):
        out.append((ring, (sector + 1) % maze.sectors))
    if not maze.radial_wall(ring, sector - 1):
        out.append((ring, (sector - 1) % maze.sectors))
    return out
