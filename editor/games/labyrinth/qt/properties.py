"""The layout's properties as the editor shows them: board size, title, author, notes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate

from ..model import MAX_SIZE, MIN_SIZE
from .document import LayoutDocument


class LayoutProperties(QWidget):
    """Each field edits the layout through the document (one undo step per change)."""

    def __init__(self, doc: LayoutDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        self.size = QSpinBox()
        self.size.setRange(MIN_SIZE, MAX_SIZE)
        self.size.setSuffix(translate("LabyrinthEditor", " squares"))
        self.size.setKeyboardTracking(False)
        self.size.valueChanged.connect(self._size_changed)
        self.title = QLineEdit()
        self.author = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(120)
        for key, field in (("title", self.title), ("author", self.author)):
            field.editingFinished.connect(
                lambda key=key, field=field: self._text(key, field.text())
            )
        form.addRow(translate("LabyrinthEditor", "Board size"), self.size)
        form.addRow(translate("LabyrinthEditor", "Title"), self.title)
        form.addRow(translate("LabyrinthEditor", "Author"), self.author)
        form.addRow(translate("LabyrinthEditor", "Notes"), self.notes)
        self.notes.textChanged.connect(self._notes_changed)
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        layout = self.doc.model
        self.size.blockSignals(True)
        self.size.setValue(layout.size)
        self.size.blockSignals(False)
        for field, value in ((self.title, layout.title), (self.author, layout.author)):
            if not field.hasFocus():
                field.setText(value or "")
        if not self.notes.hasFocus() and self.notes.toPlainText() != (layout.notes or ""):
            self.notes.blockSignals(True)
            self.notes.setPlainText(layout.notes or "")
            self.notes.blockSignals(False)

    def _size_changed(self, size: int) -> None:
        if size != self.doc.model.size:
            self.doc.set_size(size)

    def _text(self, key: str, value: str) -> None:
        if (getattr(self.doc.model, key) or "") != value:
            self.doc.set_text(key, value)

    def _notes_changed(self) -> None:
        self._text("notes", self.notes.toPlainText())
