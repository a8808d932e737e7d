"""The tower editor's cards panel: the quest's cards and the grid of slots they lie in."""

from __future__ import annotations

import string

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate

from ..model import DELTA, MAX_SLOTS, Card
from .commands import (
    AddCardCommand,
    MoveCardCommand,
    QuestDocument,
    RemoveCardCommand,
    RotateCardCommand,
    SetSlotsCommand,
)


def next_card_id(existing) -> str:
    taken = set(existing)
    for letter in string.ascii_uppercase:
        if letter not in taken:
            return letter
    n = 1
    while f"C{n}" in taken:
        n += 1
    return f"C{n}"


class CardsPanel(QWidget):
    """The cards of the quest: add, remove, turn, move between slots; the slot grid."""

    cardSelected = Signal(str)
    message = Signal(str)

    def __init__(self, doc: QuestDocument, stack: QUndoStack, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.stack = stack
        self._updating = False
        layout = QVBoxLayout(self)
        grid_row = QHBoxLayout()
        grid_row.addWidget(QLabel(translate("TowerEditor", "Slots")))
        self.cols = QSpinBox()
        self.rows = QSpinBox()
        for spin, tip in (
            (self.cols, translate("TowerEditor", "slot columns of the board")),
            (self.rows, translate("TowerEditor", "slot rows of the board")),
        ):
            spin.setRange(1, MAX_SLOTS)
            spin.setToolTip(tip)
        grid_row.addWidget(self.cols)
        grid_row.addWidget(QLabel("×"))
        grid_row.addWidget(self.rows)
        grid_row.addStretch(1)
        layout.addLayout(grid_row)
        self.list = QListWidget()
        self.list.setToolTip(translate("TowerEditor", "the quest's cards; select one to act on it"))
        layout.addWidget(self.list, 1)
        buttons = QGridLayout()
        st = self.style()
        self.add = QPushButton(translate("TowerEditor", "Add"))
        self.add.setToolTip(translate("TowerEditor", "add an empty card in the first free slot"))
        self.remove = QPushButton(translate("TowerEditor", "Remove"))
        self.remove.setToolTip(
            translate("TowerEditor", "remove the selected card (and the heroes starting on it)")
        )
        self.turn_cw = QPushButton(translate("TowerEditor", "Turn ↻"))
        self.turn_cw.setToolTip(
            translate("TowerEditor", "turn the selected card a quarter clockwise")
        )
        self.turn_ccw = QPushButton(translate("TowerEditor", "Turn ↺"))
        self.turn_ccw.setToolTip(
            translate("TowerEditor", "turn the selected card a quarter anticlockwise")
        )
        self.moves = {}
        arrows = {
            "N": QStyle.StandardPixmap.SP_ArrowUp,
            "S": QStyle.StandardPixmap.SP_ArrowDown,
            "W": QStyle.StandardPixmap.SP_ArrowLeft,
            "E": QStyle.StandardPixmap.SP_ArrowRight,
        }
        tips = {
            "N": translate(
                "TowerEditor", "move the selected card one slot N (swaps with a card there)"
            ),
            "S": translate(
                "TowerEditor", "move the selected card one slot S (swaps with a card there)"
            ),
            "W": translate(
                "TowerEditor", "move the selected card one slot W (swaps with a card there)"
            ),
            "E": translate(
                "TowerEditor", "move the selected card one slot E (swaps with a card there)"
            ),
        }
        for d, pix in arrows.items():
            b = QPushButton(st.standardIcon(pix), "")
            b.setToolTip(tips[d])
            self.moves[d] = b
        buttons.addWidget(self.add, 0, 0)
        buttons.addWidget(self.remove, 0, 1)
        buttons.addWidget(self.turn_ccw, 1, 0)
        buttons.addWidget(self.turn_cw, 1, 1)
        move_row = QHBoxLayout()
        move_row.addWidget(QLabel(translate("TowerEditor", "Move")))
        for d in "WNSE":
            move_row.addWidget(self.moves[d])
        layout.addLayout(buttons)
        layout.addLayout(move_row)
        self.add.clicked.connect(self.add_card)
        self.remove.clicked.connect(self.remove_card)
        self.turn_cw.clicked.connect(lambda: self.turn(1))
        self.turn_ccw.clicked.connect(lambda: self.turn(3))
        for d, b in self.moves.items():
            b.clicked.connect(lambda _=False, d=d: self.move(d))
        self.cols.valueChanged.connect(self._slots_edited)
        self.rows.valueChanged.connect(self._slots_edited)
        self.list.currentItemChanged.connect(self._selection_changed)
        doc.changed.connect(self._on_changed)
        self.refresh()

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select(self, card_id: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == card_id:
                self.list.setCurrentRow(i)
                return

    def _selection_changed(self, *_):
        cid = self.selected()
        self._enable()
        if cid is not None and not self._updating:
            self.cardSelected.emit(cid)

    def _enable(self) -> None:
        has = self.selected() is not None
        self.remove.setEnabled(has and len(self.doc.quest.cards) > 1)
        for b in (self.turn_cw, self.turn_ccw, *self.moves.values()):
            b.setEnabled(has)

    def _on_changed(self, kind: str, _cards) -> None:
        if kind in ("cards", "quest"):
            self.refresh()

    def refresh(self) -> None:
        q = self.doc.quest
        keep = self.selected()
        self._updating = True
        try:
            self.cols.setValue(q.slots[0])
            self.rows.setValue(q.slots[1])
            self.list.clear()
            for card in q.cards:
                heroes = [h for h in q.heroes if q.hero_card(h) is card]
                x, y = card.slot[0], card.slot[1]
                if card.rotation:
                    text = translate(
                        "TowerEditor", "Card {card}   slot ({x}, {y})   turned {quarters}×90°"
                    ).format(card=card.id, x=x, y=y, quarters=card.rotation)
                else:
                    text = translate("TowerEditor", "Card {card}   slot ({x}, {y})").format(
                        card=card.id, x=x, y=y
                    )
                if heroes:
                    text += "   · " + ", ".join(heroes)
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, card.id)
                self.list.addItem(item)
            if keep is not None:
                self.select(keep)
            if self.list.currentItem() is None and self.list.count():
                self.list.setCurrentRow(0)
        finally:
            self._updating = False
        self._enable()

    def _try(self, make) -> None:
        try:
            cmd = make()
        except (ValueError, KeyError) as exc:
            self.message.emit(str(exc).strip("'\""))
            self.refresh()
            return
        self.stack.push(cmd)

    def _slots_edited(self, _value) -> None:
        if self._updating:
            return
        slots = (self.cols.value(), self.rows.value())
        if slots != tuple(self.doc.quest.slots):
            self._try(lambda: SetSlotsCommand(self.doc, slots))

    def add_card(self) -> None:
        q = self.doc.quest
        cols, rows = q.slots
        free = [(x, y) for y in range(rows) for x in range(cols) if q.card_at_slot((x, y)) is None]
        if not free:
            self.message.emit(
                translate(
                    "TowerEditor", "every slot holds a card: add a column or a row of slots first"
                )
            )
            return
        card = Card(next_card_id(c.id for c in q.cards), slot=free[0])
        self._try(lambda: AddCardCommand(self.doc, card))
        self.select(card.id)

    def remove_card(self) -> None:
        cid = self.selected()
        if cid is not None:
            self._try(lambda: RemoveCardCommand(self.doc, cid))

    def turn(self, quarters: int) -> None:
        cid = self.selected()
        if cid is None:
            return
        card = self.doc.quest.card(cid)
        self._try(lambda: RotateCardCommand(self.doc, cid, card.rotation + quarters))

    def move(self, direction: str) -> None:
        cid = self.selected()
        if cid is None:
            return
        card = self.doc.quest.card(cid)
        dx, dy = DELTA[direction]
        target = (card.slot[0] + dx, card.slot[1] + dy)
        self._try(lambda: MoveCardCommand(self.doc, cid, target))
