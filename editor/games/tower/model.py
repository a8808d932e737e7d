"""The tower quest model: quests, cards, cells, edges and hero starts.

Pure Python, no Qt. Everything is kept in the local (unrotated) coordinates of
the card that holds it, exactly as the quest file says it (RULES.md section 6);
`geometry` places cards on the board.

The model is mutable on purpose: the editor's undo commands call the small
mutator methods below (`set_cell`, `set_edge`, `move_hero`, ...), each of which
keeps the quest in its canonical shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field

HEROES: tuple[str, ...] = ("dwarf", "elf", "barbarian", "mage", "sister")
SIDES: tuple[str, ...] = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

CELL_TYPES: tuple[str, ...] = (
    "floor",
    "void",
    "exit",
    "armory",
    "key",
    "ladder",
    "trap",
    "invocation",
    "rotation",
    "sliding",
)
#: Cell types listed in a card's ``cells`` array (floor is the default, void has its own list).
LISTED_CELL_TYPES: tuple[str, ...] = CELL_TYPES[2:]
EDGE_TYPES: tuple[str, ...] = ("wall", "double-wall", "door", "narrow", "air")
DOOR_NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5)
QUEST_SIDES: tuple[str, ...] = ("tutorial", "trial", "epic")
MIN_SIZE, MAX_SIZE = 3, 12
#: The board grid is at most this many slots wide and high, and holds at most this many cards.
MAX_SLOTS, MAX_CARDS = 8, 64

Point = tuple[int, int]
EdgeKey = tuple[int, int, str]


@dataclass(frozen=True)
class Cell:
    """A non-floor cell. ``hero`` for exits and armories, ``door`` for keys."""

    type: str
    hero: str | None = None
    door: int | None = None


FLOOR = Cell("floor")


@dataclass(frozen=True)
class Edge:
    """A marked edge. ``door`` for doors. An air edge points out of its cell through its side."""

    type: str
    door: int | None = None


@dataclass(frozen=True)
class HeroStart:
    """Where a hero starts: a card id (None in a one-card quest) and local coordinates."""

    at: Point
    card: str | None = None


@dataclass
class Card:
    """One square card: its slot on the board, its rotation, and what is drawn on it.

    ``cells`` maps local ``(x, y)`` to a non-floor `Cell` (void included);
    ``edges`` maps ``(x, y, side)`` as written in the file to an `Edge`.
    """

    id: str
    slot: Point = (0, 0)
    rotation: int = 0
    cells: dict[Point, Cell] = field(default_factory=dict)
    edges: dict[EdgeKey, Edge] = field(default_factory=dict)

    def cell(self, x: int, y: int) -> Cell:
        return self.cells.get((x, y), FLOOR)

    def set_cell(self, x: int, y: int, cell: Cell) -> None:
        """Set one cell; a floor cell is simply not stored."""
        if cell.type == "floor":
            self.cells.pop((x, y), None)
        else:
            self.cells[(x, y)] = cell

    def edge_key(self, x: int, y: int, side: str) -> EdgeKey | None:
        """The stored key naming this edge, from either of its cells, or None."""
        if (x, y, side) in self.edges:
            return (x, y, side)
        dx, dy = DELTA[side]
        twin = (x + dx, y + dy, OPPOSITE[side])
        if twin in self.edges:
            return twin
        return None

    def edge(self, x: int, y: int, side: str) -> Edge | None:
        """The mark on the edge at side ``side`` of local cell (x, y), seen from that cell.

        An air edge stored from the other cell is returned as stored: use
        `air_points_out` to know its direction.
        """
        key = self.edge_key(x, y, side)
        return None if key is None else self.edges[key]

    def air_points_out(self, x: int, y: int, side: str) -> bool:
        """True when the air edge on this side of (x, y) blows out of (x, y) through ``side``."""
        return self.edge_key(x, y, side) == (x, y, side)

    def set_edge(self, x: int, y: int, side: str, edge: Edge | None) -> None:
        """Mark (or, with None, clear) an edge, replacing any mark given from the other cell."""
        key = self.edge_key(x, y, side)
        if key is not None:
            del self.edges[key]
        if edge is not None:
            self.edges[(x, y, side)] = edge

    def copy(self) -> Card:
        return Card(self.id, self.slot, self.rotation, dict(self.cells), dict(self.edges))


@dataclass
class Quest:
    """A whole quest file."""

    size: int
    cards: list[Card]
    heroes: dict[str, HeroStart]
    slots: Point = (1, 1)
    title: str | None = None
    author: str | None = None
    difficulty: int | None = None
    side: str | None = None
    notes: str | None = None

    def card(self, card_id: str | None) -> Card | None:
        """The card with this id; None also names the only card of a one-card quest."""
        if card_id is None:
            return self.cards[0] if len(self.cards) == 1 else None
        for card in self.cards:
            if card.id == card_id:
                return card
        return None

    def card_at_slot(self, slot: Point) -> Card | None:
        for card in self.cards:
            if card.slot == slot:
                return card
        return None

    def hero_card(self, hero: str) -> Card | None:
        start = self.heroes.get(hero)
        return None if start is None else self.card(start.card)

    def move_hero(self, hero: str, card_id: str | None, at: Point | None) -> None:
        """Place a hero's start (``at`` None takes the hero out of the quest)."""
        if at is None:
            self.heroes.pop(hero, None)
            return
        if len(self.cards) == 1 and (card_id is None or card_id == self.cards[0].id):
            card_id = None
        self.heroes[hero] = HeroStart(at=tuple(at), card=card_id)
        # keep heroes in canonical order
        self.heroes = {h: self.heroes[h] for h in HEROES if h in self.heroes} | {
            h: s for h, s in self.heroes.items() if h not in HEROES
        }

    def hero_at(self, card_id: str, at: Point) -> str | None:
        for hero, start in self.heroes.items():
            card = self.card(start.card)
            if card is not None and card.id == card_id and start.at == tuple(at):
                return hero
        return None

    def add_card(self, card: Card, index: int | None = None) -> None:
        if index is None:
            self.cards.append(card)
        else:
            self.cards.insert(index, card)

    def remove_card(self, card_id: str) -> Card:
        for i, card in enumerate(self.cards):
            if card.id == card_id:
                return self.cards.pop(i)
        raise KeyError(card_id)

    def resized(self, size: int) -> Quest:
        """The quest with cards of ``size`` cells a side, in each card's own coordinates:
        cells and hero starts beyond the new size are cut off, new cells are floor. A
        wall, door or passage on a cut cell's side that now lies on the card's border
        stays on the border; an air current blowing in from a cut cell goes."""
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"a card has {MIN_SIZE} to {MAX_SIZE} cells a side, not {size}")

        def inside(x: int, y: int) -> bool:
            return 0 <= x < size and 0 <= y < size

        out = self.copy()
        out.size = size
        for card in out.cards:
            card.cells = {at: c for at, c in card.cells.items() if inside(*at)}
            edges = {}
            for (x, y, side), edge in card.edges.items():
                dx, dy = DELTA[side]
                if inside(x, y):
                    edges[(x, y, side)] = edge
                elif inside(x + dx, y + dy) and edge.type != "air":
                    edges[(x + dx, y + dy, OPPOSITE[side])] = edge
            card.edges = edges
        out.heroes = {h: s for h, s in out.heroes.items() if inside(*s.at)}
        return out

    def copy(self) -> Quest:
        return Quest(
            size=self.size,
            cards=[c.copy() for c in self.cards],
            heroes=dict(self.heroes),
            slots=self.slots,
            title=self.title,
            author=self.author,
            difficulty=self.difficulty,
            side=self.side,
            notes=self.notes,
        )

    def has_armories(self) -> bool:
        return any(c.type == "armory" for card in self.cards for c in card.cells.values())


def new_quest(size: int = 6, slots: Point = (1, 1), card_ids: list[str] | None = None) -> Quest:
    """An empty quest: one card per listed id, filling slots row by row."""
    cols, rows = slots
    ids = card_ids if card_ids is not None else ["A"]
    cards = []
    for i, cid in enumerate(ids):
        cards.append(Card(id=cid, slot=(i % cols, i // cols)))
    return Quest(size=size, cards=cards, heroes={}, slots=slots)
