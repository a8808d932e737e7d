"""A Daedalus maze: rings and sectors, radial walls on the board, arc walls on the film.

Field ``(r, s)`` is ring r (0 the entrance zone, ``rings - 1`` next to the
treasure chamber) and sector s (0 at twelve o'clock, clockwise). A radial wall
``(r, s)`` stands between fields ``(r, s)`` and ``(r, s + 1)`` and never moves.
An arc ``(b, s)`` lies on boundary b (0 the rim between the exit zone and ring 0,
b between rings b - 1 and b, ``rings`` around the chamber) over film sector s; at
phase t it lies over board sector ``s + t``. Sector arithmetic is modulo
``sectors``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Literal

FORMAT = "daedalus/1"
MIN_RINGS, MAX_RINGS, DEFAULT_RINGS = 3, 10, 6
MIN_SECTORS, MAX_SECTORS, DEFAULT_SECTORS = 8, 48, 24
#: Soldiers each player places (two more stay in reserve for the cards, not played here).
SOLDIERS = 4

Field = tuple[int, int]
#: Where a soldier can be: a field, or the treasure chamber in the centre.
Place = Field | Literal["chamber"]
CHAMBER: Literal["chamber"] = "chamber"
#: Where a soldier carrying the treasure goes to win (not a place: nothing stands there).
EXIT: Literal["exit"] = "exit"


@dataclass
class Maze:
    """One maze. ``radial`` holds (ring, sector) and ``arcs`` (boundary, film sector).

    A maze read from a file may hold walls out of range (the checks report them);
    the rules only ever look up walls in range, so such walls change nothing.
    """

    rings: int = DEFAULT_RINGS
    sectors: int = DEFAULT_SECTORS
    phase: int = 0
    radial: set[tuple[int, int]] = field(default_factory=set)
    arcs: set[tuple[int, int]] = field(default_factory=set)
    title: str | None = None
    author: str | None = None
    notes: str | None = None

    def fields(self) -> list[Field]:
        """Every field, ring by ring from the outside, each ring clockwise from sector 0."""
        return [(r, s) for r in range(self.rings) for s in range(self.sectors)]

    def entrances(self) -> list[Field]:
        return [(0, s) for s in range(self.sectors)]

    def radial_wall(self, ring: int, sector: int) -> bool:
        """True when a radial wall stands between (ring, sector) and (ring, sector + 1)."""
        return (ring, sector % self.sectors) in self.radial

    def arc_over(self, boundary: int, sector: int, phase: int) -> bool:
        """True when at ``phase`` an arc of ``boundary`` lies over board sector ``sector``."""
        return (boundary, (sector - phase) % self.sectors) in self.arcs

    def board_sector(self, film_sector: int, phase: int) -> int:
        """The board sector a film sector lies over at ``phase``."""
        return (film_sector + phase) % self.sectors

    def in_range_radial(self, wall: tuple[int, int]) -> bool:
        return 0 <= wall[0] < self.rings and 0 <= wall[1] < self.sectors

    def in_range_arc(self, arc: tuple[int, int]) -> bool:
        return 0 <= arc[0] <= self.rings and 0 <= arc[1] < self.sectors

    def copy(self) -> Maze:
        return copy.deepcopy(self)


def place_words(place) -> str:
    """A place in words: "ring 2, sector 5", "the chamber", "the exit zone"."""
    if place == CHAMBER:
        return "the chamber"
    if place == EXIT:
        return "the exit zone"
    return f"ring {place[0]}, sector {place[1]}"
