"""What a picture of a mall shows, and where: the tiles in the mall, the lattice places
exploration could fill, the tiles not yet in it (the deck, in order, and tiles the
scenario does not use) in a tray beside it, and the heroes.

Everything is in *board units*: one unit a space. A tile in the mall sits at its
global ``origin`` (RULES.md section 1); the tray starts two units right of the mall.
A `Board` is made from a scenario as it is edited (`board_of_scenario`, which never
raises, whatever errors the scenario has) or from a moment of a heist
(`board_of_state`). No Qt here, but for the tray's labels in the window's language.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from editor.qt.language import translate

from ..geometry import placement_from, shown, step, turned
from ..model import ENTRY, PASSAGES, SIZE, Point, Scenario, Tile
from ..rules import Rules, State

#: Room above a tray tile for its label, and between tray tiles, in board units.
TRAY_LABEL = 1.1
TRAY_GAP = 1.0

#: What a piece is: in the mall at the start, explored during a heist, or in the tray.
ROLES = ("start", "placed", "explored", "deck", "spare")


@dataclass(frozen=True)
class Piece:
    """One tile as drawn: its shown ``(0, 0)`` at ``origin`` (board units), turned ``rotation``."""

    tile: Tile
    origin: tuple[float, float]
    rotation: int
    role: str
    label: str = ""
    """Said above a tray tile ("deck 1"); empty in the mall."""

    @property
    def in_mall(self) -> bool:
        return self.role in ("start", "placed", "explored")

    def at(self, local: Point) -> tuple[float, float]:
        """The board position of a local space's north-west corner."""
        sx, sy = shown(self.rotation, local)
        return (self.origin[0] + sx, self.origin[1] + sy)

    def local_at(self, bx: float, by: float) -> Point | None:
        """The local space under a board point, None off the tile."""
        gx, gy = math.floor(bx - self.origin[0]), math.floor(by - self.origin[1])
        if not (0 <= gx < SIZE and 0 <= gy < SIZE):
            return None
        return shown((4 - self.rotation) % 4, (gx, gy))

    def side_shown(self, side: str) -> str:
        """Where a local side shows (N becomes E at one turn)."""
        return turned(side, self.rotation)

    def side_local(self, shown_side: str) -> str:
        return turned(shown_side, (4 - self.rotation) % 4)


@dataclass(frozen=True)
class Board:
    """What one picture of a mall shows."""

    pieces: tuple[Piece, ...]
    ghosts: tuple[Point, ...]
    """Origins of the lattice places an explore space leads to, holding no tile."""
    passages: frozenset[frozenset[Point]]
    """Open edges between tiles in the mall, as pairs of global spaces."""
    heroes: dict[str, Point]
    """Heroes in the mall and their global spaces (heroes that left are not here)."""
    used: frozenset[Point] = field(default_factory=frozenset)
    """Timer spaces used up (global)."""
    theft: bool = False

    def piece(self, tile_id: str) -> Piece | None:
        return next((p for p in self.pieces if p.tile.id == tile_id), None)

    def bounds(self) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` of every piece, ghost and tray label."""
        xs: list[float] = []
        ys: list[float] = []
        for p in self.pieces:
            xs += [p.origin[0], p.origin[0] + SIZE]
            top = p.origin[1] - (TRAY_LABEL if p.label else 0.0)
            ys += [top, p.origin[1] + SIZE]
        for gx, gy in self.ghosts:
            xs += [gx, gx + SIZE]
            ys += [gy, gy + SIZE]
        if not xs:
            return (0.0, 0.0, float(SIZE), float(SIZE))
        return (min(xs), min(ys), max(xs), max(ys))


MallPiece = tuple[Tile, Point, int, Point | None]


def _lay_out(scenario: Scenario) -> list[MallPiece]:
    """The start tile and every placed tile that can be laid out (the others are left
    out, so a scenario with errors still shows what it can)."""
    start = scenario.tile(scenario.start_tile)
    if start is None:
        return []
    rotation = scenario.rotation % 4 if isinstance(scenario.rotation, int) else 0
    pieces: list[MallPiece] = [(start, (0, 0), rotation, None)]
    where = {start.id: ((0, 0), rotation)}
    origins = {(0, 0)}
    for entry in scenario.placed:
        tile = scenario.tile(entry.tile)
        parent = where.get(entry.parent)
        if tile is None or parent is None or entry.at not in PASSAGES or tile.id in where:
            continue
        place = placement_from(parent[0], parent[1], entry.at)
        if place.origin in origins:
            continue
        origins.add(place.origin)
        where[tile.id] = (place.origin, place.rotation)
        pieces.append((tile, place.origin, place.rotation, place.space))
    return pieces


def _passages(pieces: list[MallPiece]) -> frozenset[frozenset[Point]]:
    """Open edges: each tile's entry to the space it was explored from, and explore
    spaces of two tiles facing each other."""
    out: set[frozenset[Point]] = set()
    facing: dict[Point, tuple[int, Point]] = {}
    for index, (tile, origin, rotation, parent) in enumerate(pieces):
        if parent is not None:
            sx, sy = shown(rotation, ENTRY)
            out.add(frozenset((parent, (origin[0] + sx, origin[1] + sy))))
        for space in tile.spaces:
            if space.type == "explore" and space.at in PASSAGES:
                sx, sy = shown(rotation, space.at)
                g = (origin[0] + sx, origin[1] + sy)
                facing[g] = (index, step(g, turned(PASSAGES[space.at], rotation)))
    for g, (index, beyond) in facing.items():
        other = facing.get(beyond)
        if other is not None and other[0] != index and other[1] == g:
            out.add(frozenset((g, beyond)))
    return frozenset(out)


def _ghosts(pieces: list[MallPiece]) -> tuple[Point, ...]:
    origins = {origin for _, origin, _, _ in pieces}
    found: list[Point] = []
    for tile, origin, rotation, _ in pieces:
        for space in tile.spaces:
            if space.type != "explore" or space.at not in PASSAGES:
                continue
            place = placement_from(origin, rotation, space.at).origin
            if place not in origins and place not in found:
                found.append(place)
    return tuple(found)


def _board(
    pieces: list[MallPiece],
    roles: list[str],
    tray: list[tuple[Tile, str, str]],
    heroes: dict[str, Point],
    used: frozenset[Point] = frozenset(),
    theft: bool = False,
) -> Board:
    """The mall's pieces and the tray's tiles ``(tile, role, label)`` laid out beside it."""
    drawn = [
        Piece(tile, (float(o[0]), float(o[1])), r, role)
        for (tile, o, r, _), role in zip(pieces, roles, strict=True)
    ]
    ghosts = _ghosts(pieces)
    mall = Board(tuple(drawn), ghosts, frozenset(), {})
    left, top, right, bottom = mall.bounds() if drawn else (0.0, -TRAY_LABEL, -2.0, SIZE)
    if tray:
        x0, y0 = right + 2.0, top + TRAY_LABEL
        pitch_x, pitch_y = SIZE + TRAY_GAP, SIZE + TRAY_LABEL + TRAY_GAP
        rows = max(1, int((bottom - top + TRAY_GAP) // pitch_y)) if drawn else 1
        columns = math.ceil(len(tray) / rows)
        if columns > 3 and drawn:
            rows = math.ceil(len(tray) / 3)
            columns = 3
        for i, (tile, role, label) in enumerate(tray):
            row, column = divmod(i, columns)
            origin = (x0 + column * pitch_x, y0 + row * pitch_y)
            drawn.append(Piece(tile, origin, 0, role, label))
    return Board(tuple(drawn), ghosts, _passages(pieces), heroes, used, theft)


def board_of_scenario(scenario: Scenario) -> Board:
    """The scenario as it starts: the mall of the start and placed tiles with the heroes
    at their starts, the deck (top first) and the unused tiles in the tray."""
    pieces = _lay_out(scenario)
    roles = ["start" if i == 0 else "placed" for i in range(len(pieces))]
    in_mall = {tile.id for tile, *_ in pieces}
    tray: list[tuple[Tile, str, str]] = []
    shown_ids = set(in_mall)
    for n, tile_id in enumerate(scenario.deck, start=1):
        tile = scenario.tile(tile_id)
        if tile is not None and tile_id not in shown_ids:
            shown_ids.add(tile_id)
            label = translate("MallPrinting", "deck {n}: tile {tile}").format(n=n, tile=tile_id)
            tray.append((tile, "deck", label))
    for tile in scenario.tiles:
        if tile.id not in shown_ids:
            shown_ids.add(tile.id)
            label = translate("MallPrinting", "tile {tile} (not used)").format(tile=tile.id)
            tray.append((tile, "spare", label))
    heroes: dict[str, Point] = {}
    if pieces:
        _, origin, rotation, _ = pieces[0]
        for hero, local in scenario.heroes.items():
            sx, sy = shown(rotation, local)
            heroes[hero] = (origin[0] + sx, origin[1] + sy)
    return _board(pieces, roles, tray, heroes)


def board_of_state(rules: Rules, state: State) -> Board:
    """A moment of a heist: the mall as explored so far, the rest of the deck in the tray,
    the heroes still in the mall, the timer spaces used up."""
    pieces: list[MallPiece] = list(rules.start_pieces)
    for tile, (origin, rotation, space) in zip(rules.deck, state.explored, strict=False):
        pieces.append((tile, origin, rotation, space))
    roles = ["start"] + ["placed"] * (len(rules.start_pieces) - 1)
    roles += ["explored"] * (len(pieces) - len(rules.start_pieces))
    left = rules.deck[len(state.explored) :]
    deck = translate("MallPrinting", "deck {n}: tile {tile}")
    tray = [(tile, "deck", deck.format(n=n, tile=tile.id)) for n, tile in enumerate(left, start=1)]
    heroes = {
        hero: at for hero, at in zip(rules.heroes, state.positions, strict=True) if at is not None
    }
    return _board(pieces, roles, tray, heroes, state.used, state.theft)
