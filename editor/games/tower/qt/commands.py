"""Undoable edits of a quest: one `QUndoCommand` per kind of change.

The editor never changes a quest any other way: each command calls the
model's own mutators (`Card.set_cell`, `Card.set_edge`, `Quest.move_hero`,
`Quest.add_card` / `remove_card`, attribute setters) and then tells the
`QuestDocument`, whose ``changed`` signal the views listen to. Nothing here
needs widgets, so the commands are tested on a bare `QUndoStack`.

A drag stroke is one undo step: every `PaintCommand` of a stroke carries the
same stroke id and merges into the first (as Tiled does for brush strokes).
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from PySide6.QtGui import QUndoCommand

from editor.qt.language import translate

from ..model import DELTA, OPPOSITE, Card, Cell, Edge, HeroStart, Point, Quest

PROPERTIES: tuple[str, ...] = ("title", "author", "difficulty", "side", "notes")
#: the History dock's words for an edit of each property
_SET_PROPERTY = {
    "title": QT_TRANSLATE_NOOP("TowerCommands", "Set title"),
    "author": QT_TRANSLATE_NOOP("TowerCommands", "Set author"),
    "difficulty": QT_TRANSLATE_NOOP("TowerCommands", "Set difficulty"),
    "side": QT_TRANSLATE_NOOP("TowerCommands", "Set side"),
    "notes": QT_TRANSLATE_NOOP("TowerCommands", "Set notes"),
}

_PAINT_ID = 1001
_PROPERTY_ID = 1002
_strokes = itertools.count(1)


def new_stroke_id() -> int:
    """A fresh id for one mouse stroke (press .. release)."""
    return next(_strokes)


class QuestDocument(QObject):
    """The quest being edited and the file it came from.

    ``changed(kind, cards)``: kind is ``"cells"`` (cells or edges of the listed
    card ids), ``"heroes"``, ``"cards"`` (cards added, removed, turned or
    moved, or the slot grid changed), ``"properties"`` or ``"quest"`` (a new
    quest replaced the old one).
    """

    changed = Signal(str, object)

    def __init__(self, quest: Quest, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.quest = quest
        self.path = path

    def replace(self, quest: Quest, path: str | None) -> None:
        self.quest = quest
        self.path = path
        self.changed.emit("quest", None)

    def notify(self, kind: str, cards=None) -> None:
        self.changed.emit(kind, cards)

    def require_card(self, card_id: str) -> Card:
        card = self.quest.card(card_id)
        if card is None:
            raise KeyError(f"no card {card_id!r} in the quest")
        return card


CellKey = tuple[str, int, int]  # card id, local x, local y
EdgeRef = tuple[str, int, int, str]  # card id, local x, local y, local side


def _edge_identity(card: str, x: int, y: int, side: str) -> EdgeRef:
    """One name per edge of a card, whichever of its two cells names it."""
    dx, dy = DELTA[side]
    twin = (card, x + dx, y + dy, OPPOSITE[side])
    return min((card, x, y, side), twin)


class PaintCommand(QUndoCommand):
    """Set cells and edges of one or more cards.

    ``cells`` maps (card, x, y) to the new `Cell` (floor clears); ``edges``
    maps (card, x, y, side) to the new `Edge` or None (clears). An air edge
    blows out of the named cell through the named side.
    """

    def __init__(
        self,
        doc: QuestDocument,
        cells: dict[CellKey, Cell] | None = None,
        edges: dict[EdgeRef, Edge | None] | None = None,
        *,
        stroke: int | None = None,
        text: str | None = None,
    ):
        if text is None:
            text = translate("TowerCommands", "Paint")
        super().__init__(text)
        self.base_text = text
        self.doc = doc
        self.stroke = stroke
        self.new_cells: dict[CellKey, Cell] = {}
        self.old_cells: dict[CellKey, Cell] = {}
        self.new_edges: dict[EdgeRef, tuple[EdgeRef, Edge | None]] = {}
        self.old_edges: dict[EdgeRef, tuple[EdgeRef, Edge] | None] = {}
        for (cid, x, y), cell in (cells or {}).items():
            card = doc.require_card(cid)
            self.new_cells[(cid, x, y)] = cell
            self.old_cells[(cid, x, y)] = card.cell(x, y)
        for (cid, x, y, side), edge in (edges or {}).items():
            card = doc.require_card(cid)
            ident = _edge_identity(cid, x, y, side)
            self.new_edges[ident] = ((cid, x, y, side), edge)
            key = card.edge_key(x, y, side)
            self.old_edges[ident] = None if key is None else ((cid, *key), card.edges[key])

    def is_noop(self) -> bool:
        """True when applying it would change nothing."""
        if any(self.old_cells[k] != v for k, v in self.new_cells.items()):
            return False
        for ident, (ref, edge) in self.new_edges.items():
            old = self.old_edges[ident]
            if (old is None) != (edge is None):
                return False
            if old is not None and (old[1] != edge or (edge.type == "air" and old[0] != ref)):
                return False
        return True

    def _cards(self) -> set[str]:
        return {k[0] for k in self.new_cells} | {k[0] for k in self.new_edges}

    def redo(self) -> None:
        for (cid, x, y), cell in self.new_cells.items():
            self.doc.require_card(cid).set_cell(x, y, cell)
        for (cid, x, y, side), edge in self.new_edges.values():
            self.doc.require_card(cid).set_edge(x, y, side, edge)
        self.doc.notify("cells", self._cards())

    def undo(self) -> None:
        for (cid, x, y), cell in self.old_cells.items():
            self.doc.require_card(cid).set_cell(x, y, cell)
        for ident, old in self.old_edges.items():
            cid, x, y, side = ident
            card = self.doc.require_card(cid)
            card.set_edge(x, y, side, None)
            if old is not None:
                (_, ox, oy, oside), edge = old
                card.set_edge(ox, oy, oside, edge)
        self.doc.notify("cells", self._cards())

    def id(self) -> int:
        return _PAINT_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PaintCommand) or self.stroke is None:
            return False
        if other.stroke != self.stroke or other.doc is not self.doc:
            return False
        for key, cell in other.new_cells.items():
            self.new_cells[key] = cell
            self.old_cells.setdefault(key, other.old_cells[key])
        for ident, value in other.new_edges.items():
            self.new_edges[ident] = value
            self.old_edges.setdefault(ident, other.old_edges[ident])
        count = len(self.new_cells) + len(self.new_edges)
        self.setText(
            translate("TowerCommands", "{action} ×{count}").format(
                action=self.base_text, count=count
            )
            if count > 1
            else self.base_text
        )
        return True


class _HeroesSnapshot(QUndoCommand):
    """Base for commands whose undo puts every hero start back as it was."""

    def __init__(self, doc: QuestDocument, text: str):
        super().__init__(text)
        self.doc = doc
        self.old_heroes: dict[str, HeroStart] = dict(doc.quest.heroes)

    def _restore_heroes(self) -> None:
        self.doc.quest.heroes = dict(self.old_heroes)


class MoveHeroCommand(_HeroesSnapshot):
    """Place a hero's start on a card cell (``at`` None takes the hero out).

    A hero already standing there swaps to the moved hero's old start (or
    leaves the quest when the moved hero had none).
    """

    def __init__(self, doc: QuestDocument, hero: str, card: str | None, at: Point | None):
        if at is None:
            text = translate("TowerCommands", "Remove {hero}").format(hero=hero)
        else:
            text = translate("TowerCommands", "Place {hero}").format(hero=hero)
        super().__init__(doc, text)
        self.hero = hero
        self.card = card
        self.at = None if at is None else (int(at[0]), int(at[1]))

    def redo(self) -> None:
        quest = self.doc.quest
        if self.at is not None:
            cid = self.card if self.card is not None else quest.cards[0].id
            other = quest.hero_at(cid, self.at)
            if other is not None and other != self.hero:
                old = self.old_heroes.get(self.hero)
                if old is None:
                    quest.move_hero(other, None, None)
                else:
                    quest.move_hero(other, old.card, old.at)
        quest.move_hero(self.hero, self.card, self.at)
        self.doc.notify("heroes")

    def undo(self) -> None:
        self._restore_heroes()
        self.doc.notify("heroes")


def _name_heroes_cards(quest: Quest) -> None:
    """Give every hero start an explicit card id (needed once a quest has two cards)."""
    if len(quest.cards) != 1:
        return
    only = quest.cards[0].id
    for hero, start in list(quest.heroes.items()):
        if start.card is None:
            quest.heroes[hero] = HeroStart(at=start.at, card=only)


class AddCardCommand(_HeroesSnapshot):
    def __init__(self, doc: QuestDocument, card: Card, index: int | None = None):
        super().__init__(doc, translate("TowerCommands", "Add card {card}").format(card=card.id))
        if doc.quest.card(card.id) is not None:
            raise ValueError(f"the quest already has a card {card.id!r}")
        if doc.quest.card_at_slot(card.slot) is not None:
            raise ValueError(f"slot {list(card.slot)} already holds a card")
        self.card = card
        self.index = index

    def redo(self) -> None:
        _name_heroes_cards(self.doc.quest)
        self.doc.quest.add_card(self.card, self.index)
        self.doc.notify("cards")

    def undo(self) -> None:
        self.doc.quest.remove_card(self.card.id)
        self._restore_heroes()
        self.doc.notify("cards")


class RemoveCardCommand(_HeroesSnapshot):
    """Remove a card and the heroes starting on it."""

    def __init__(self, doc: QuestDocument, card_id: str):
        super().__init__(doc, translate("TowerCommands", "Remove card {card}").format(card=card_id))
        if len(doc.quest.cards) <= 1:
            raise ValueError("a quest needs at least one card")
        self.card = doc.require_card(card_id)
        self.index = doc.quest.cards.index(self.card)

    def redo(self) -> None:
        quest = self.doc.quest
        for hero in [h for h in quest.heroes if quest.hero_card(h) is self.card]:
            quest.move_hero(hero, None, None)
        quest.remove_card(self.card.id)
        self.doc.notify("cards")

    def undo(self) -> None:
        self.doc.quest.add_card(self.card, self.index)
        self._restore_heroes()
        self.doc.notify("cards")


class RotateCardCommand(QUndoCommand):
    """Set a card's rotation (0..3 quarter turns clockwise)."""

    def __init__(self, doc: QuestDocument, card_id: str, rotation: int):
        super().__init__(translate("TowerCommands", "Turn card {card}").format(card=card_id))
        self.doc = doc
        self.card = doc.require_card(card_id)
        self.old = self.card.rotation
        self.new = rotation % 4

    def redo(self) -> None:
        self.card.rotation = self.new
        self.doc.notify("cards")

    def undo(self) -> None:
        self.card.rotation = self.old
        self.doc.notify("cards")


class MoveCardCommand(QUndoCommand):
    """Move a card to a slot; a card already there takes the moved card's old slot."""

    def __init__(self, doc: QuestDocument, card_id: str, slot: Point):
        super().__init__(translate("TowerCommands", "Move card {card}").format(card=card_id))
        cols, rows = doc.quest.slots
        slot = (int(slot[0]), int(slot[1]))
        if not (0 <= slot[0] < cols and 0 <= slot[1] < rows):
            raise ValueError(f"slot {list(slot)} is outside the {cols}x{rows} board")
        self.doc = doc
        self.card = doc.require_card(card_id)
        self.old_slot = self.card.slot
        self.slot = slot
        other = doc.quest.card_at_slot(slot)
        self.other = other if other is not self.card else None

    def redo(self) -> None:
        if self.other is not None:
            self.other.slot = self.old_slot
        self.card.slot = self.slot
        self.doc.notify("cards")

    def undo(self) -> None:
        self.card.slot = self.old_slot
        if self.other is not None:
            self.other.slot = self.slot
        self.doc.notify("cards")


class SetSlotsCommand(QUndoCommand):
    """Resize the slot grid; refused when a card would fall outside it."""

    def __init__(self, doc: QuestDocument, slots: Point):
        super().__init__(translate("TowerCommands", "Resize board"))
        cols, rows = int(slots[0]), int(slots[1])
        if cols < 1 or rows < 1:
            raise ValueError("the board needs at least one slot")
        outside = [c.id for c in doc.quest.cards if c.slot[0] >= cols or c.slot[1] >= rows]
        if outside:
            raise ValueError(f"card {', '.join(outside)} would be outside a {cols}x{rows} board")
        self.doc = doc
        self.old = doc.quest.slots
        self.new = (cols, rows)

    def redo(self) -> None:
        self.doc.quest.slots = self.new
        self.doc.notify("cards")

    def undo(self) -> None:
        self.doc.quest.slots = self.old
        self.doc.notify("cards")


class ResizeCardsCommand(QUndoCommand):
    """Change the size of every card (`Quest.resized`): crop or extend, one undo step."""

    def __init__(self, doc: QuestDocument, size: int):
        super().__init__(
            translate("TowerCommands", "Resize cards to {size}×{size}").format(size=size)
        )
        self.doc = doc
        self.old = doc.quest
        self.new = doc.quest.resized(size)

    def redo(self) -> None:
        self.doc.replace(self.new, self.doc.path)

    def undo(self) -> None:
        self.doc.replace(self.old, self.doc.path)


class SetPropertyCommand(QUndoCommand):
    """Set title, author, difficulty, side or notes (None or "" removes it).

    Consecutive edits of the same property merge, so typing a title is one step.
    """

    def __init__(self, doc: QuestDocument, name: str, value):
        if name not in PROPERTIES:
            raise ValueError(f"unknown quest property {name!r}")
        super().__init__(translate("TowerCommands", _SET_PROPERTY[name]))
        self.doc = doc
        self.name = name
        self.old = getattr(doc.quest, name)
        self.new = None if value == "" else value

    def redo(self) -> None:
        setattr(self.doc.quest, self.name, self.new)
        self.doc.notify("properties")

    def undo(self) -> None:
        setattr(self.doc.quest, self.name, self.old)
        self.doc.notify("properties")

    def id(self) -> int:
        return _PROPERTY_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetPropertyCommand) or other.name != self.name:
            return False
        if other.doc is not self.doc:
            return False
        self.new = other.new
        return True
