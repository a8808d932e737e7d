"""The tower editor's properties panel: title, author, difficulty, side and notes."""

from __future__ import annotations

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.qt.language import translate

from ..model import MAX_SIZE, MIN_SIZE, QUEST_SIDES
from .commands import (
    QuestDocument,
    ResizeCardsCommand,
    SetPropertyCommand,
)


class PropertiesPanel(QWidget):
    """Title, author, difficulty, side and notes; each edit is an undo step."""

    def __init__(self, doc: QuestDocument, stack: QUndoStack, parent=None):
        super().__init__(parent)
        self.doc = doc
        self.stack = stack
        self._updating = False
        form = QFormLayout(self)
        self.title = QLineEdit()
        self.title.setPlaceholderText(translate("TowerEditor", "a short name for the quest"))
        self.author = QLineEdit()
        self.difficulty = QComboBox()
        self.difficulty.addItem("—", None)
        for n in range(1, 5):
            self.difficulty.addItem("★" * n + f"  ({n})", n)
        self.side = QComboBox()
        self.side.addItem("—", None)
        for s in QUEST_SIDES:
            self.side.addItem(s, s)
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(translate("TowerEditor", "hints, solution notes, credits…"))
        self.size = QLabel()
        self.card_size = QSpinBox()
        self.card_size.setRange(MIN_SIZE, MAX_SIZE)
        self.card_size.setSuffix(translate("TowerEditor", " cells a side"))
        self.card_size.setToolTip(
            translate("TowerEditor", "the size of every card: smaller crops, larger adds floor")
        )
        self.resize_button = QPushButton(translate("TowerEditor", "Resize"))
        self.resize_button.setToolTip(
            translate(
                "TowerEditor",
                "give every card this size (one undo step): cells and hero starts beyond it "
                "are cut off, new cells are floor",
            )
        )
        self.resize_button.clicked.connect(self.resize_cards)
        self.card_size.valueChanged.connect(self._size_chosen)
        size_row = QHBoxLayout()
        size_row.addWidget(self.card_size, 1)
        size_row.addWidget(self.resize_button)
        form.addRow(translate("TowerEditor", "&Title"), self.title)
        form.addRow(translate("TowerEditor", "&Author"), self.author)
        form.addRow(translate("TowerEditor", "&Difficulty"), self.difficulty)
        form.addRow(translate("TowerEditor", "&Side"), self.side)
        form.addRow(translate("TowerEditor", "Cards"), self.size)
        form.addRow(translate("TowerEditor", "Card si&ze"), size_row)
        form.addRow(translate("TowerEditor", "&Notes"), self.notes)
        self.title.textEdited.connect(lambda t: self._set("title", t))
        self.author.textEdited.connect(lambda t: self._set("author", t))
        self.difficulty.activated.connect(
            lambda i: self._set("difficulty", self.difficulty.itemData(i))
        )
        self.side.activated.connect(lambda i: self._set("side", self.side.itemData(i)))
        self.notes.textChanged.connect(lambda: self._set("notes", self.notes.toPlainText()))
        doc.changed.connect(self._on_changed)
        self.refresh()

    def _set(self, name: str, value) -> None:
        if self._updating or getattr(self.doc.quest, name) == (value or None):
            return
        self.stack.push(SetPropertyCommand(self.doc, name, value))

    def _on_changed(self, kind: str, _cards) -> None:
        if kind in ("properties", "quest", "cards"):
            self.refresh()

    def _size_chosen(self, size: int) -> None:
        self.resize_button.setEnabled(size != self.doc.quest.size)

    def resize_cards(self) -> None:
        size = self.card_size.value()
        if size != self.doc.quest.size:
            self.stack.push(ResizeCardsCommand(self.doc, size))

    def refresh(self) -> None:
        q = self.doc.quest
        self._updating = True
        try:
            if self.title.text() != (q.title or ""):
                self.title.setText(q.title or "")
            if self.author.text() != (q.author or ""):
                self.author.setText(q.author or "")
            self.difficulty.setCurrentIndex(max(0, self.difficulty.findData(q.difficulty)))
            self.side.setCurrentIndex(max(0, self.side.findData(q.side)))
            if self.notes.toPlainText() != (q.notes or ""):
                self.notes.setPlainText(q.notes or "")
            cols, rows = q.slots
            self.size.setText(
                translate(
                    "TowerEditor", "{count} of {size}×{size} cells, on {cols}×{rows} slots"
                ).format(count=len(q.cards), size=q.size, cols=cols, rows=rows)
            )
            if MIN_SIZE <= q.size <= MAX_SIZE:
                self.card_size.setValue(q.size)
            self._size_chosen(self.card_size.value())
        finally:
            self._updating = False
