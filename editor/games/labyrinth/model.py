"""A Magic Labyrinth layout: the board size, the hidden walls and the five rooms.

Squares are ``(x, y)`` with x to the east and y to the south, ``(0, 0)`` the
north-west corner. A wall is stored once, as a canonical edge ``(x, y, "E")`` or
``(x, y, "S")``: the east or south side of the square ``(x, y)``. A wall given as
the N or W side of a square is the S or E side of its neighbour.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

FORMAT = "labyrinth/1"
MIN_SIZE = 3
MAX_SIZE = 12
DEFAULT_SIZE = 6
#: The boxed game's number of wall pieces.
BOXED_WALLS = 24
#: The boxed game's board size.
BOXED_SIZE = 6
ROOMS = (1, 2, 3, 4, 5)
SIDES = ("N", "E", "S", "W")
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
#: The start corners, in the order every report lists them.
CORNERS = ("NW", "NE", "SE", "SW")

Square = tuple[int, int]
Edge = tuple[int, int, str]


def canonical_edge(x: int, y: int, side: str) -> Edge:
    """The edge on ``side`` of square (x, y), named as an E or S side."""
    if side == "N":
        return (x, y - 1, "S")
    if side == "W":
        return (x - 1, y, "E")
    return (x, y, side)


def edge_squares(edge: Edge) -> tuple[Square, Square]:
    """The two squares an edge separates (west/north one first)."""
    x, y, side = edge
    dx, dy = DELTA[side]
    return (x, y), (x + dx, y + dy)


def edge_between(a: Square, b: Square) -> Edge | None:
    """The edge between two orthogonally adjacent squares, else None."""
    for side, (dx, dy) in DELTA.items():
        if (a[0] + dx, a[1] + dy) == b:
            return canonical_edge(a[0], a[1], side)
    return None


def edge_sort_key(edge: Edge) -> tuple[int, int, int]:
    return (edge[1], edge[0], SIDES.index(edge[2]))


def corner_squares(size: int) -> dict[str, Square]:
    """The start squares by corner name, in `CORNERS` order."""
    last = size - 1
    return {"NW": (0, 0), "NE": (last, 0), "SE": (last, last), "SW": (0, last)}


@dataclass
class Layout:
    """One layout. ``walls`` holds canonical edges; ``rooms`` maps a room number to its square.

    A layout built from a file may hold what checks report (walls on the rim, rooms
    off the board); the movement helpers only ever look at squares on the board.
    """

    size: int = DEFAULT_SIZE
    walls: set[Edge] = field(default_factory=set)
    rooms: dict[int, Square] = field(default_factory=dict)
    title: str | None = None
    author: str | None = None
    notes: str | None = None

    @property
    def corners(self) -> dict[str, Square]:
        return corner_squares(self.size)

    def inside(self, square: Square) -> bool:
        return 0 <= square[0] < self.size and 0 <= square[1] < self.size

    def squares(self) -> list[Square]:
        """Every square in reading order (rows north to south, each west to east)."""
        return [(x, y) for y in range(self.size) for x in range(self.size)]

    def is_inner_edge(self, edge: Edge) -> bool:
        """True when both squares of the edge are on the board (a wall may stand there)."""
        a, b = edge_squares(edge)
        return self.inside(a) and self.inside(b)

    def has_wall(self, x: int, y: int, side: str) -> bool:
        return canonical_edge(x, y, side) in self.walls

    def neighbours(self, square: Square) -> list[Square]:
        """The squares next to ``square`` on the board, walls or not (order N, E, S, W)."""
        x, y = square
        out = []
        for dx, dy in DELTA.values():
            other = (x + dx, y + dy)
            if self.inside(other):
                out.append(other)
        return out

    def open_neighbours(self, square: Square) -> list[Square]:
        """The neighbours a wizard can walk to (no wall between), order N, E, S, W."""
        if not self.inside(square):
            return []
        x, y = square
        last = self.size - 1
        walls = self.walls
        out = []
        if y > 0 and (x, y - 1, "S") not in walls:
            out.append((x, y - 1))
        if x < last and (x, y, "E") not in walls:
            out.append((x + 1, y))
        if y < last and (x, y, "S") not in walls:
            out.append((x, y + 1))
        if x > 0 and (x - 1, y, "E") not in walls:
            out.append((x - 1, y))
        return out

    def open_between(self, a: Square, b: Square) -> bool:
        """True when a and b are adjacent squares on the board with no wall between them."""
        if not (self.inside(a) and self.inside(b)):
            return False
        edge = edge_between(a, b)
        return edge is not None and edge not in self.walls

    def inner_walls(self) -> set[Edge]:
        """The walls that stand between two squares of the board."""
        return {e for e in self.walls if self.is_inner_edge(e)}

    def room_at(self, square: Square) -> int | None:
        """The lowest room number on ``square``, or None."""
        numbers = [k for k, at in self.rooms.items() if at == square]
        return min(numbers) if numbers else None

    def copy(self) -> Layout:
        return copy.deepcopy(self)
