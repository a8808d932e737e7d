"""The maze's properties as the editor shows them: rings, sectors, the starting phase, texts."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate

from ..model import MAX_RINGS, MAX_SECTORS, MIN_RINGS, MIN_SECTORS
from .document import MazeDocument


class MazeProperties(QWidget):
    """Each field edits the maze through the document (one undo step per change).

    Rings and sectors change together with *Apply* (one undo step), so that going
    from 24 to 12 sectors does not pass through, and drop the walls of, every count
    in between.
    """

    def __init__(self, doc: MazeDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        self.rings = QSpinBox()
        self.rings.setRange(MIN_RINGS, MAX_RINGS)
        self.rings.setSuffix(translate("DaedalusEditor", " rings"))
        self.sectors = QSpinBox()
        self.sectors.setRange(MIN_SECTORS, MAX_SECTORS)
        self.sectors.setSingleStep(2)
        self.sectors.setSuffix(translate("DaedalusEditor", " sectors"))
        self.sectors.setToolTip(
            translate("DaedalusEditor", "an even number; the boxed board has 24")
        )
        self.apply = QPushButton(translate("DaedalusEditor", "Apply"))
        self.apply.setToolTip(
            translate("DaedalusEditor", "change the board (walls off the new board are dropped)")
        )
        self.apply.clicked.connect(self._apply_board)
        board = QHBoxLayout()
        board.addWidget(self.rings)
        board.addWidget(self.sectors)
        board.addWidget(self.apply)
        self.phase = QSpinBox()
        self.phase.setKeyboardTracking(False)
        self.phase.setToolTip(
            translate("DaedalusEditor", "the film's position while the soldiers are placed")
        )
        self.phase.valueChanged.connect(self._phase_changed)
        self.title = QLineEdit()
        self.author = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(120)
        for key, field in (("title", self.title), ("author", self.author)):
            field.editingFinished.connect(
                lambda key=key, field=field: self._text(key, field.text())
            )
        form.addRow(translate("DaedalusEditor", "Board"), board)
        form.addRow(translate("DaedalusEditor", "Starting phase"), self.phase)
        form.addRow(translate("DaedalusEditor", "Title"), self.title)
        form.addRow(translate("DaedalusEditor", "Author"), self.author)
        form.addRow(translate("DaedalusEditor", "Notes"), self.notes)
        self.notes.textChanged.connect(lambda: self._text("notes", self.notes.toPlainText()))
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        maze = self.doc.model
        for box, value in ((self.rings, maze.rings), (self.sectors, maze.sectors)):
            box.setValue(value)
        self.phase.blockSignals(True)
        self.phase.setRange(0, max(0, maze.sectors - 1))
        self.phase.setValue(maze.phase)
        self.phase.blockSignals(False)
        for field, value in ((self.title, maze.title), (self.author, maze.author)):
            if not field.hasFocus():
                field.setText(value or "")
        if not self.notes.hasFocus() and self.notes.toPlainText() != (maze.notes or ""):
            self.notes.blockSignals(True)
            self.notes.setPlainText(maze.notes or "")
            self.notes.blockSignals(False)

    def _apply_board(self) -> None:
        rings, sectors = self.rings.value(), self.sectors.value() // 2 * 2
        if (rings, sectors) != (self.doc.model.rings, self.doc.model.sectors):
            self.doc.set_board(rings, sectors)

    def _phase_changed(self, phase: int) -> None:
        if phase != self.doc.model.phase:
            self.doc.set_phase(phase)

    def _text(self, key: str, value: str) -> None:
        if (getattr(self.doc.model, key) or "") != value:
            self.doc.set_text(key, value)
