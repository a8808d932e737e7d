"""The Tiles dock: every tile of the scenario and where it is, and the deck's order.

The tile list names each tile's place in the scenario (the start tile, in the mall
from the start, n-th in the deck, not used) and the codes of the checks' findings
about it (their words in its tooltip), kept up with every edit; a double click
renames a tile, the buttons add, remove, make the start tile or take a tile down
from the mall. The
deck list is the deck top first: drag a tile to reorder it (one undo step), set a
tile aside or put a tile that is not used at the bottom of the deck.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic
from editor.qt.language import translate

from ..checks import check_scenario
from ..model import Scenario
from .commands import attempt
from .document import MallDocument

ID_ROLE = Qt.ItemDataRole.UserRole
ERROR_COLOUR = "#b3261e"
WARNING_COLOUR = "#a86b00"


def tile_places(s: Scenario) -> list[tuple[str, str]]:
    """What each tile of the scenario (in its order) is: ``start``, ``mall``, ``deck`` or
    ``unused``, and that in words."""
    placed = {p.tile: p for p in s.placed}
    out = []
    for tile in s.tiles:
        if tile.start or tile.id == s.start_tile:
            out.append(("start", translate("MallEditor", "start tile")))
        elif tile.id in placed:
            p = placed[tile.id]
            words = translate("MallEditor", "in the mall, from tile {parent} at {space}")
            out.append(("mall", words.format(parent=p.parent, space=f"{p.at[0]},{p.at[1]}")))
        elif tile.id in s.deck:
            words = translate("MallEditor", "deck {n}").format(n=s.deck.index(tile.id) + 1)
            out.append(("deck", words))
        else:
            out.append(("unused", translate("MallEditor", "not used")))
    return out


class DeckList(QListWidget):
    """The deck, top first. Dropping the dragged tile emits ``reordered`` with the order it
    asks for; the list itself changes only when the document does (it is rebuilt then)."""

    reordered = Signal(list)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def order(self) -> list[str]:
        return [self.item(i).data(ID_ROLE) for i in range(self.count())]

    def dropped_order(self, moved: str, at: QPoint) -> list[str]:
        """The deck with ``moved`` dropped at the list point ``at`` (before the tile there,
        or after it on its lower half; at the bottom below the last)."""
        order = [t for t in self.order() if t != moved]
        target = self.itemAt(at)
        if target is None:
            return [*order, moved]
        there = target.data(ID_ROLE)
        if there == moved:
            return self.order()
        below = at.y() > self.visualItemRect(target).center().y()
        order.insert(order.index(there) + below, moved)
        return order

    def dropEvent(self, event) -> None:
        item = self.currentItem()
        if item is None:
            event.ignore()
            return
        order = self.dropped_order(item.data(ID_ROLE), event.position().toPoint())
        # not a move: the view must not take the dragged row away itself
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        if order != self.order():
            self.reordered.emit(order)


class TilesPanel(QWidget):
    """The lists; a tile chosen in either is pointed at on the board (``doc.pointed``)."""

    def __init__(self, doc: MallDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        outer = QVBoxLayout(self)
        self.tiles = QTreeWidget()
        self.tiles.setObjectName("tile-list")
        self.tiles.setHeaderLabels(
            [
                translate("MallEditor", "Tile"),
                translate("MallEditor", "Checks"),
                translate("MallEditor", "Where"),
            ]
        )
        self.tiles.setRootIsDecorated(False)
        self.tiles.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tiles.itemDoubleClicked.connect(lambda item, _c: self.tiles.editItem(item, 0))
        self.tiles.itemChanged.connect(self._renamed)
        self.tiles.currentItemChanged.connect(self._current)
        outer.addWidget(self.tiles, 3)
        buttons = QHBoxLayout()
        self.add = QPushButton(translate("MallEditor", "Add"))
        self.add.setToolTip(translate("MallEditor", "a new, empty tile at the bottom of the deck"))
        self.add.clicked.connect(self._add)
        self.remove = QPushButton(translate("MallEditor", "Remove"))
        self.remove.clicked.connect(lambda: self._on_current(self._remove))
        self.make_start = QPushButton(translate("MallEditor", "Start"))
        self.make_start.setToolTip(
            translate("MallEditor", "make this the start tile (the mall starts anew from it)")
        )
        self.make_start.clicked.connect(lambda: self._on_current(self._start))
        self.down = QPushButton(translate("MallEditor", "Take down"))
        self.down.setToolTip(
            translate("MallEditor", "take the tile (and the tiles hung on it) out of the mall")
        )
        self.down.clicked.connect(lambda: self._on_current(self._take_down))
        for b in (self.add, self.remove, self.make_start, self.down):
            buttons.addWidget(b)
        outer.addLayout(buttons)
        outer.addWidget(QLabel(translate("MallEditor", "Deck, top first (drag to reorder)")))
        self.deck = DeckList()
        self.deck.setObjectName("deck-list")
        self.deck.reordered.connect(lambda order: self._do(lambda: doc.set_deck(order)))
        self.deck.currentItemChanged.connect(self._deck_current)
        outer.addWidget(self.deck, 2)
        deck_buttons = QHBoxLayout()
        self.into_deck = QPushButton(translate("MallEditor", "Into deck"))
        self.into_deck.setToolTip(
            translate("MallEditor", "put the tile chosen above at the bottom of the deck")
        )
        self.into_deck.clicked.connect(lambda: self._on_current(self._into_deck))
        self.aside = QPushButton(translate("MallEditor", "Set aside"))
        self.aside.setToolTip(
            translate("MallEditor", "take the chosen deck tile out of the deck (it stays a tile)")
        )
        self.aside.clicked.connect(self._set_aside)
        deck_buttons.addWidget(self.into_deck)
        deck_buttons.addWidget(self.aside)
        outer.addLayout(deck_buttons)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b3261e")
        outer.addWidget(self.refusal)
        doc.changed.connect(self.refresh)
        self.refresh()

    # -- showing --------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.doc.model
        current = self.current_index()
        findings: dict[str, list[Diagnostic]] = {}
        for d in check_scenario(s):
            if d.card is not None:
                findings.setdefault(d.card, []).append(d)
        self.tiles.blockSignals(True)
        self.tiles.clear()
        for index, (tile, (_, where)) in enumerate(zip(s.tiles, tile_places(s), strict=True)):
            found = findings.get(tile.id, [])
            codes = " ".join(dict.fromkeys(d.code for d in found))
            item = QTreeWidgetItem([tile.id, codes, where])
            if found:
                item.setToolTip(1, "\n".join(f"{d.code}: {d.message}" for d in found))
                error = any(d.is_error for d in found)
                item.setForeground(1, QColor(ERROR_COLOUR if error else WARNING_COLOUR))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setData(0, ID_ROLE, index)
            self.tiles.addTopLevelItem(item)
        if current is not None and current < len(s.tiles):
            self.tiles.setCurrentItem(self.tiles.topLevelItem(current))
        for column in (0, 1):
            self.tiles.resizeColumnToContents(column)
        self.tiles.blockSignals(False)
        chosen = self.deck.currentItem().data(ID_ROLE) if self.deck.currentItem() else None
        self.deck.blockSignals(True)
        self.deck.clear()
        for n, tile_id in enumerate(s.deck, start=1):
            item = QListWidgetItem(
                translate("MallEditor", "{n}. tile {tile}").format(n=n, tile=tile_id)
            )
            item.setData(ID_ROLE, tile_id)
            self.deck.addItem(item)
            if tile_id == chosen:
                self.deck.setCurrentItem(item)
        self.deck.blockSignals(False)
        self._enable()

    def current_index(self) -> int | None:
        item = self.tiles.currentItem()
        return None if item is None else item.data(0, ID_ROLE)

    def _enable(self) -> None:
        s = self.doc.model
        index = self.current_index()
        tile = s.tiles[index] if index is not None and index < len(s.tiles) else None
        where = tile_places(s)[index][0] if tile is not None else ""
        self.remove.setEnabled(tile is not None and where != "start")
        self.make_start.setEnabled(tile is not None and where != "start")
        self.down.setEnabled(tile is not None and where == "mall")
        self.into_deck.setEnabled(tile is not None and where == "unused")
        self.aside.setEnabled(self.deck.currentItem() is not None)

    def _deck_current(self, item, _old) -> None:
        self._enable()
        if item is not None:
            self.doc.pointed.emit(item.data(ID_ROLE))

    def _current(self, item, _old) -> None:
        self._enable()
        if item is not None:
            self.doc.pointed.emit(item.text(0))

    # -- editing --------------------------------------------------------------------
    def _do(self, action) -> None:
        attempt(action, self.refusal, self.refresh)

    def _on_current(self, action) -> None:
        index = self.current_index()
        if index is not None:
            action(index)

    def _add(self) -> None:
        tile_id = self.doc.add_tile()
        ids = [t.id for t in self.doc.model.tiles]
        self.tiles.setCurrentItem(self.tiles.topLevelItem(ids.index(tile_id)))

    def _remove(self, index: int) -> None:
        self._do(lambda: self.doc.remove_tile(index))

    def _start(self, index: int) -> None:
        self._do(lambda: self.doc.set_start(self.doc.model.tiles[index].id))

    def _take_down(self, index: int) -> None:
        self._do(lambda: self.doc.take_down(self.doc.model.tiles[index].id))

    def _into_deck(self, index: int) -> None:
        tile_id = self.doc.model.tiles[index].id
        self._do(
            lambda: self.doc.set_deck(
                [*self.doc.model.deck, tile_id],
                translate("MallCommands", "Tile {tile} into the deck").format(tile=tile_id),
            )
        )

    def _set_aside(self) -> None:
        item = self.deck.currentItem()
        if item is None:
            return
        tile_id = item.data(ID_ROLE)
        order = [t for t in self.doc.model.deck if t != tile_id]
        text = translate("MallCommands", "Tile {tile} set aside").format(tile=tile_id)
        self._do(lambda: self.doc.set_deck(order, text))

    def _renamed(self, item: QTreeWidgetItem, column: int) -> None:
        index = item.data(0, ID_ROLE)
        new_id = item.text(0)
        if column == 0 and new_id != self.doc.model.tiles[index].id:
            self._do(lambda: self.doc.rename_tile(index, new_id))
