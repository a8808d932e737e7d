"""Board geometry: card rotation, global coordinates, neighbours and combined edges.

A `Board` is a quest's cards placed on the slot grid with a given *layout*
(each card's slot and rotation). The quest file gives the starting layout;
rotating and sliding cards during play make new layouts, so the rules engine
builds a `Board` per layout (they are cheap and cached by the engine).
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import DELTA, OPPOSITE, SIDES, Card, Cell, Edge, Point, Quest

Layout = tuple[tuple[Point, int], ...]
"""Per card (in quest order): (slot, rotation)."""


def rotate_point(x: int, y: int, rotation: int, size: int) -> Point:
    """Where local (x, y) is shown on a card turned ``rotation`` quarter turns clockwise."""
    r = rotation % 4
    if r == 0:
        return (x, y)
    if r == 1:
        return (size - 1 - y, x)
    if r == 2:
        return (size - 1 - x, size - 1 - y)
    return (y, size - 1 - x)


def unrotate_point(x: int, y: int, rotation: int, size: int) -> Point:
    """The local cell shown at (x, y) on a card turned ``rotation`` quarter turns."""
    return rotate_point(x, y, (4 - rotation % 4) % 4, size)


def rotate_side(side: str, rotation: int) -> str:
    """Side ``side`` of the drawing, after ``rotation`` clockwise quarter turns."""
    return SIDES[(SIDES.index(side) + rotation) % 4]


def unrotate_side(side: str, rotation: int) -> str:
    return SIDES[(SIDES.index(side) - rotation) % 4]


@dataclass(frozen=True)
class Mark:
    """One card's mark on an edge, in global terms.

    ``air`` is the global direction an air current blows (None for other types).
    """

    type: str
    door: int | None = None
    air: str | None = None
    card: str = ""


@dataclass(frozen=True)
class Place:
    """A global cell resolved to its card and local coordinates."""

    card: Card
    x: int
    y: int


def quest_layout(quest: Quest) -> Layout:
    return tuple((tuple(card.slot), card.rotation % 4) for card in quest.cards)


class Board:
    """A quest's cards at one layout. All coordinates here are global ``(X, Y)``."""

    def __init__(self, quest: Quest, layout: Layout | None = None):
        self.quest = quest
        self.size = quest.size
        self.layout = layout if layout is not None else quest_layout(quest)
        self.width = quest.slots[0] * quest.size
        self.height = quest.slots[1] * quest.size
        self._slot_card: dict[Point, tuple[Card, int]] = {}
        for card, (slot, rot) in zip(quest.cards, self.layout, strict=True):
            self._slot_card.setdefault(tuple(slot), (card, rot))
        self._card_place = {
            card.id: (tuple(slot), rot)
            for card, (slot, rot) in zip(quest.cards, self.layout, strict=True)
        }
        # memo tables: a Board is immutable once built, and the rules engine asks a lot
        self._place_memo: dict[Point, Place | None] = {}
        self._marks_memo: dict[tuple[int, int, str], tuple[Mark, ...] | None] = {}

    # -- placing ---------------------------------------------------------------
    def placement(self, card_id: str) -> tuple[Point, int]:
        """(slot, rotation) of a card in this layout."""
        return self._card_place[card_id]

    def to_global(self, card_id: str, x: int, y: int) -> Point:
        (sx, sy), rot = self._card_place[card_id]
        gx, gy = rotate_point(x, y, rot, self.size)
        return (sx * self.size + gx, sy * self.size + gy)

    def place(self, X: int, Y: int) -> Place | None:
        """The card and local cell shown at global (X, Y), or None (outside, or a hole)."""
        try:
            return self._place_memo[(X, Y)]
        except KeyError:
            p = self._place_memo[(X, Y)] = self._place(X, Y)
            return p

    def _place(self, X: int, Y: int) -> Place | None:
        if X < 0 or Y < 0 or X >= self.width or Y >= self.height:
            return None
        slot = (X // self.size, Y // self.size)
        entry = self._slot_card.get(slot)
        if entry is None:
            return None
        card, rot = entry
        lx, ly = unrotate_point(X % self.size, Y % self.size, rot, self.size)
        return Place(card, lx, ly)

    def cell(self, X: int, Y: int) -> Cell | None:
        """The cell at global (X, Y), or None where there is no card."""
        p = self.place(X, Y)
        return None if p is None else p.card.cell(p.x, p.y)

    def cells(self):
        """Every global cell that lies on a card, with its `Cell`."""
        for card in self.quest.cards:
            for y in range(self.size):
                for x in range(self.size):
                    yield self.to_global(card.id, x, y), card.cell(x, y)

    @staticmethod
    def step(X: int, Y: int, direction: str) -> Point:
        dx, dy = DELTA[direction]
        return (X + dx, Y + dy)

    def neighbour(self, X: int, Y: int, direction: str) -> Point | None:
        """The neighbouring global cell in ``direction``, if a card shows it."""
        nX, nY = self.step(X, Y, direction)
        return (nX, nY) if self.place(nX, nY) is not None else None

    # -- edges -----------------------------------------------------------------
    def _card_mark(self, place: Place, direction: str) -> Mark | None:
        """The mark that ``place``'s card puts on the global side ``direction`` of that cell."""
        _, rot = self._card_place[place.card.id]
        local_side = unrotate_side(direction, rot)
        key = place.card.edge_key(place.x, place.y, local_side)
        if key is None:
            return None
        edge: Edge = place.card.edges[key]
        air = None
        if edge.type == "air":
            # stored from this cell: blows out through local_side; else blows in.
            out = key == (place.x, place.y, local_side)
            air = direction if out else OPPOSITE[direction]
        return Mark(edge.type, edge.door, air, place.card.id)

    def marks(self, X: int, Y: int, direction: str) -> tuple[Mark, ...] | None:
        """Every card mark on the edge between (X, Y) and its neighbour in ``direction``.

        Returns None when there is no neighbouring cell (the board's rim or a hole):
        such an edge is never passable. Within one card an edge has at most one
        mark; where two cards meet each card may contribute one.
        """
        key = (X, Y, direction)
        try:
            return self._marks_memo[key]
        except KeyError:
            m = self._marks_memo[key] = self._marks(X, Y, direction)
            return m

    def _marks(self, X: int, Y: int, direction: str) -> tuple[Mark, ...] | None:
        here = self.place(X, Y)
        if here is None:
            return None
        nX, nY = self.step(X, Y, direction)
        there = self.place(nX, nY)
        if there is None:
            return None
        marks = []
        m = self._card_mark(here, direction)
        if m is not None:
            marks.append(m)
        if there.card is not here.card:
            m = self._card_mark(there, OPPOSITE[direction])
            if m is not None:
                marks.append(m)
        return tuple(marks)


def crossing_allowed(
    marks: tuple[Mark, ...] | None,
    direction: str,
    hero: str,
    open_doors: frozenset[int] | set[int],
) -> bool:
    """Whether ``hero`` may cross an edge with these marks going ``direction``.

    ``open_doors`` are the door numbers held open for this hero (by a hero other
    than this one standing on a matching key).
    """
    if marks is None:
        return False
    for mark in marks:
        t = mark.type
        if t in ("wall", "double-wall"):
            return False
        if t == "door" and mark.door not in open_doors:
            return False
        if t == "narrow" and hero != "dwarf":
            return False
        if t == "air" and mark.air != direction:
            return False
    return True


def breaks_adjacency(marks: tuple[Mark, ...] | None) -> bool:
    """True when the edge separates the little sister from a neighbour (section 4).

    A double wall does, and so do walls on both sides of a card border.
    """
    if marks is None:
        return True
    walls = 0
    for mark in marks:
        if mark.type == "double-wall":
            return True
        if mark.type == "wall":
            walls += 1
    return walls >= 2
