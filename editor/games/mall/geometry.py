"""Where tiles go in the mall (RULES.md section 1): turning, placing, passages.

A tile turned ``r`` quarter turns clockwise shows its local space (x, y) at
`shown`; placed at ``origin``, that is the global space ``origin + shown``.
`Mall` is the mall as it stands: the spaces of its tiles in global coordinates
and, for each space, the open way out on each side.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import DELTA, ENTRY, PASSAGES, SIDES, SIZE, Point, Scenario, Space, Tile


def shown(rotation: int, p: Point) -> Point:
    """Where local space ``p`` shows on a tile turned ``rotation`` quarter turns clockwise."""
    x, y = p
    r = rotation % 4
    if r == 0:
        return (x, y)
    if r == 1:
        return (SIZE - 1 - y, x)
    if r == 2:
        return (SIZE - 1 - x, SIZE - 1 - y)
    return (y, SIZE - 1 - x)


def turned(side: str, rotation: int) -> str:
    """A side of a tile turned ``rotation`` quarter turns (N becomes E at one turn)."""
    return SIDES[(SIDES.index(side) + rotation) % 4]


def step(p: Point, side: str) -> Point:
    dx, dy = DELTA[side]
    return (p[0] + dx, p[1] + dy)


@dataclass(frozen=True)
class Placement:
    """Where exploring from an explore space puts the next tile."""

    space: Point
    """The explore space, global."""
    side: str
    """The global direction it faces."""
    origin: Point
    rotation: int


def placement_from(origin: Point, rotation: int, at: Point) -> Placement:
    """The placement of a tile explored from local space ``at`` (an exploration position)
    of a tile at ``origin`` turned ``rotation``: turned so that its entry faces back, its
    entry on the space beyond."""
    sx, sy = shown(rotation, at)
    space = (origin[0] + sx, origin[1] + sy)
    side = turned(PASSAGES[at], rotation)
    new_rotation = SIDES.index(side)
    ex, ey = step(space, side)
    entry = shown(new_rotation, ENTRY)
    return Placement(space, side, (ex - entry[0], ey - entry[1]), new_rotation)


@dataclass(frozen=True)
class Cell:
    """A space of the mall: its tile (by position in the mall), local place and content."""

    piece: int
    tile: str
    local: Point
    space: Space


class Mall:
    """The mall of some placed tiles: ``pieces`` are (tile, origin, rotation, parent space)
    in the order they were placed, the start tile first (its parent space None)."""

    def __init__(self, pieces: list[tuple[Tile, Point, int, Point | None]]):
        self.pieces = pieces
        self.cells: dict[Point, Cell] = {}
        self.origins: set[Point] = set()
        self.passages: set[frozenset[Point]] = set()
        walls: set[frozenset[Point]] = set()
        for index, (tile, origin, rotation, parent) in enumerate(pieces):
            self.origins.add(origin)
            mine: list[Point] = []
            for y in range(SIZE):
                for x in range(SIZE):
                    g = self.to_global(origin, rotation, (x, y))
                    self.cells[g] = Cell(index, tile.id, (x, y), tile.space((x, y)))
                    mine.append(g)
            for x, y, side in tile.walls:
                a = self.to_global(origin, rotation, (x, y))
                walls.add(frozenset((a, step(a, turned(side, rotation)))))
            if parent is not None:
                self.passages.add(frozenset((parent, self.to_global(origin, rotation, ENTRY))))
            for g in mine:
                if self.cells[g].space.type != "explore":
                    continue
                other = self.cells.get(step(g, self.facing(g)))
                if other is not None and other.piece != index and other.space.type == "explore":
                    self.passages.add(frozenset((g, step(g, self.facing(g)))))
        self.ways: dict[Point, dict[str, Point]] = {}
        for g, cell in self.cells.items():
            out = {}
            for side in SIDES:
                h = step(g, side)
                there = self.cells.get(h)
                if there is None:
                    continue
                pair = frozenset((g, h))
                if there.piece == cell.piece:
                    if pair not in walls:
                        out[side] = h
                elif pair in self.passages:
                    out[side] = h
            self.ways[g] = out
        self.rays: dict[Point, dict[str, tuple[Point, ...]]] = {}
        for g in self.cells:
            self.rays[g] = {side: self._ray(g, side) for side in SIDES}
        self.exits: dict[Point, str | None] = {
            g: c.space.hero for g, c in self.cells.items() if c.space.type == "exit"
        }
        """Exit spaces -> the hero they belong to (None: every hero's)."""
        self.vortexes: dict[str, list[Point]] = {}
        for g, cell in self.cells.items():
            if cell.space.type == "vortex" and cell.space.hero is not None:
                self.vortexes.setdefault(cell.space.hero, []).append(g)
        self.escalators: dict[Point, list[Point]] = {}
        for tile, origin, rotation, _ in pieces:
            for a, b in tile.escalators:
                ga = self.to_global(origin, rotation, a)
                gb = self.to_global(origin, rotation, b)
                self.escalators.setdefault(ga, []).append(gb)
                self.escalators.setdefault(gb, []).append(ga)

    def _ray(self, g: Point, side: str) -> tuple[Point, ...]:
        """The spaces a slide from ``g`` towards ``side`` crosses, up to the first wall."""
        out = []
        while (g := self.ways[g].get(side)) is not None:
            out.append(g)
        return tuple(out)

    @staticmethod
    def to_global(origin: Point, rotation: int, p: Point) -> Point:
        sx, sy = shown(rotation, p)
        return (origin[0] + sx, origin[1] + sy)

    def facing(self, g: Point) -> str:
        """The global side an exploration position faces (its passage side, turned)."""
        cell = self.cells[g]
        rotation = self.pieces[cell.piece][2]
        return turned(PASSAGES[cell.local], rotation)

    def placement(self, g: Point) -> Placement:
        """Where a tile explored from the exploration position ``g`` goes."""
        cell = self.cells[g]
        _, origin, rotation, _ = self.pieces[cell.piece]
        return placement_from(origin, rotation, cell.local)

    def leads_to_unexplored(self, g: Point) -> bool:
        """An explore space leads to an unexplored area while its tile's place is empty."""
        cell = self.cells.get(g)
        if cell is None or cell.space.type != "explore" or cell.local not in PASSAGES:
            return False
        return self.placement(g).origin not in self.origins


def start_pieces(scenario: Scenario) -> list[tuple[Tile, Point, int, Point | None]] | None:
    """The start tile and the tiles placed at the start, as `Mall` takes them; None when
    they cannot be laid out (a missing tile, a parent not yet placed, a place taken)."""
    start = scenario.tile(scenario.start_tile)
    if start is None:
        return None
    pieces: list[tuple[Tile, Point, int, Point | None]] = [(start, (0, 0), scenario.rotation, None)]
    where = {start.id: ((0, 0), scenario.rotation)}
    origins = {(0, 0)}
    for entry in scenario.placed:
        tile = scenario.tile(entry.tile)
        parent = where.get(entry.parent)
        if tile is None or parent is None or entry.at not in PASSAGES or entry.tile in where:
            return None
        place = placement_from(parent[0], parent[1], entry.at)
        if place.origin in origins:
            return None
        origins.add(place.origin)
        where[tile.id] = (place.origin, place.rotation)
        pieces.append((tile, place.origin, place.rotation, place.space))
    return pieces
