"""A Magic Maze mall scenario: the tiles of its designer's drawing, the start, the deck.

Spaces of a tile are local ``(x, y)``, x east, y south, ``(0, 0)`` north-west,
on a 4 x 4 tile. The model keeps every entry of the file (also entries given
twice, which the checks report) in canonical order: spaces by row then column,
walls as canonical edges, escalators with their ends in reading order. The
geometry of the mall (turning and placing tiles) is in `geometry`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FORMAT = "mall/1"
SIZE = 4
#: The heroes in the order every list and report names them.
HEROES = ("mage", "dwarf", "elf", "barbarian")
SPACE_TYPES = ("floor", "vortex", "item", "exit", "timer", "explore")
SIDES = ("N", "E", "S", "W")
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
#: The four exploration positions of every tile and the side each faces (local).
PASSAGES: dict[tuple[int, int], str] = {(2, 0): "N", (3, 2): "E", (1, 3): "S", (0, 1): "W"}
#: Where a non-start tile is entered (its white arrow).
ENTRY = (1, 3)
#: The actions, each one kind of action tile.
ACTIONS = ("N", "E", "S", "W", "vortex", "escalator", "explore")

Point = tuple[int, int]
Edge = tuple[int, int, str]


def canonical_edge(x: int, y: int, side: str) -> Edge:
    """A wall on ``side`` of local space (x, y): inside the tile as the E or S side of a
    space; on the tile's border as given (its outer side)."""
    if side == "N" and y > 0:
        return (x, y - 1, "S")
    if side == "W" and x > 0:
        return (x - 1, y, "E")
    return (x, y, side)


def inside(p: Point) -> bool:
    return 0 <= p[0] < SIZE and 0 <= p[1] < SIZE


def point_key(p: Point) -> tuple[int, int]:
    return (p[1], p[0])


def edge_key(e: Edge) -> tuple[int, int, int]:
    return (e[1], e[0], SIDES.index(e[2]))


@dataclass(frozen=True)
class Space:
    at: Point
    type: str
    hero: str | None = None


@dataclass
class Tile:
    id: str
    start: bool = False
    spaces: list[Space] = field(default_factory=list)
    walls: list[Edge] = field(default_factory=list)
    escalators: list[tuple[Point, Point]] = field(default_factory=list)

    def normalise(self) -> None:
        """Put the entries in canonical order (the order of a saved file)."""
        self.spaces.sort(key=lambda s: point_key(s.at))
        self.walls.sort(key=edge_key)
        pairs = [tuple(sorted(e, key=point_key)) for e in self.escalators]
        self.escalators = sorted(pairs, key=lambda e: (point_key(e[0]), point_key(e[1])))

    def space(self, at: Point) -> Space:
        """The space at ``at`` (the first entry there; floor when none is given)."""
        return next((s for s in self.spaces if s.at == at), Space(at, "floor"))


@dataclass(frozen=True)
class Placed:
    """A tile in the mall at the start, placed from the explore space ``at`` of ``parent``."""

    tile: str
    parent: str
    at: Point


@dataclass
class Scenario:
    tiles: list[Tile] = field(default_factory=list)
    start_tile: str = ""
    rotation: int = 0
    heroes: dict[str, Point] = field(default_factory=dict)
    deck: list[str] = field(default_factory=list)
    placed: list[Placed] = field(default_factory=list)
    timer: int | None = None
    title: str | None = None
    author: str | None = None
    notes: str | None = None

    def tile(self, tile_id: str) -> Tile | None:
        """The tile of that id (the first one, when an id is given twice)."""
        return next((t for t in self.tiles if t.id == tile_id), None)

    @property
    def in_play(self) -> tuple[str, ...]:
        """The heroes of the scenario, in `HEROES` order."""
        return tuple(h for h in HEROES if h in self.heroes)

    def used_tiles(self) -> list[Tile]:
        """The tiles that can be in the mall: the start tile, the placed tiles and the deck."""
        ids = [self.start_tile] + [p.tile for p in self.placed] + list(self.deck)
        out: dict[str, Tile] = {}
        for tile_id in ids:
            tile = self.tile(tile_id)
            if tile is not None:
                out.setdefault(tile_id, tile)
        return list(out.values())
