"""The scenario's properties as the editor shows them: texts, the sand timer, the start
tile and its turn, the heroes in play and where they start.

Each field edits the scenario through its document's commands (one undo step per
change); a change the rules refuse is not made and the panel says why.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate

from ..editing import MAX_TIMER
from ..model import HEROES, SIZE, Point, Scenario
from .commands import attempt
from .document import MallDocument
from .icons import hero_icon

#: The turn of the start tile as the panel names it.
TURNS = (
    QT_TRANSLATE_NOOP("MallEditor", "not turned"),
    QT_TRANSLATE_NOOP("MallEditor", "90° clockwise"),
    QT_TRANSLATE_NOOP("MallEditor", "180°"),
    QT_TRANSLATE_NOOP("MallEditor", "90° anticlockwise"),
)
#: What a timer with no budget yet starts at.
DEFAULT_TIMER = 40


def free_space(s: Scenario) -> Point | None:
    """The first space of the start tile (reading order) where no hero starts."""
    taken = set(s.heroes.values())
    return next(((x, y) for y in range(SIZE) for x in range(SIZE) if (x, y) not in taken), None)


class ScenarioProperties(QWidget):
    def __init__(self, doc: MallDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.title = QLineEdit()
        self.author = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(90)
        for key, field in (("title", self.title), ("author", self.author)):
            field.editingFinished.connect(
                lambda key=key, field=field: self._text(key, field.text())
            )
        self.notes.textChanged.connect(lambda: self._text("notes", self.notes.toPlainText()))
        form.addRow(translate("MallEditor", "Title"), self.title)
        form.addRow(translate("MallEditor", "Author"), self.author)
        form.addRow(translate("MallEditor", "Notes"), self.notes)

        self.timed = QCheckBox(translate("MallEditor", "Sand timer"))
        self.timed.setToolTip(
            translate("MallEditor", "count time: the sand timer's capacity in actions")
        )
        self.timed.toggled.connect(self._timed)
        self.timer = QSpinBox()
        self.timer.setRange(1, MAX_TIMER)
        self.timer.setSuffix(translate("MallEditor", " actions"))
        self.timer.setKeyboardTracking(False)
        self.timer.setValue(DEFAULT_TIMER)
        self.timer.valueChanged.connect(self._timer_changed)
        row = QHBoxLayout()
        row.addWidget(self.timed)
        row.addWidget(self.timer, 1)
        form.addRow(translate("MallEditor", "Time"), row)

        self.start = QComboBox()
        self.start.setToolTip(
            translate("MallEditor", "the tile the heist starts on (at the mall's origin)")
        )
        self.start.activated.connect(self._start_chosen)
        self.rotation = QComboBox()
        self.rotation.addItems([translate("MallEditor", turn) for turn in TURNS])
        self.rotation.setToolTip(
            translate("MallEditor", "the start tile's turn; the placed tiles turn with it")
        )
        self.rotation.activated.connect(self._rotation_chosen)
        form.addRow(translate("MallEditor", "Start tile"), self.start)
        form.addRow(translate("MallEditor", "Turned"), self.rotation)

        box = QGroupBox(
            translate("MallEditor", "Heroes (drag them on the start tile with the Heroes tool)")
        )
        grid = QGridLayout(box)
        self.in_play: dict[str, QCheckBox] = {}
        self.where: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        for row_index, hero in enumerate(HEROES):
            check = QCheckBox(hero)
            check.setIcon(hero_icon(hero))
            check.toggled.connect(lambda on, hero=hero: self._in_play(hero, on))
            xs, ys = QSpinBox(), QSpinBox()
            for box_ in (xs, ys):
                box_.setRange(0, SIZE - 1)
                box_.setKeyboardTracking(False)
                box_.valueChanged.connect(lambda _=0, hero=hero: self._moved(hero))
            xs.setPrefix(translate("MallEditor", "x "))
            ys.setPrefix(translate("MallEditor", "y "))
            grid.addWidget(check, row_index, 0)
            grid.addWidget(xs, row_index, 1)
            grid.addWidget(ys, row_index, 2)
            self.in_play[hero], self.where[hero] = check, (xs, ys)
        outer.addWidget(box)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b3261e")
        outer.addWidget(self.refusal)
        outer.addStretch(1)
        doc.changed.connect(self.refresh)
        self.refresh()

    # -- showing --------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.doc.model
        widgets = [self.timed, self.timer, self.start, self.rotation]
        widgets += list(self.in_play.values()) + [b for pair in self.where.values() for b in pair]
        for w in widgets:
            w.blockSignals(True)
        for field, value in ((self.title, s.title), (self.author, s.author)):
            if not field.hasFocus():
                field.setText(value or "")
        if not self.notes.hasFocus() and self.notes.toPlainText() != (s.notes or ""):
            self.notes.blockSignals(True)
            self.notes.setPlainText(s.notes or "")
            self.notes.blockSignals(False)
        self.timed.setChecked(s.timer is not None)
        self.timer.setEnabled(s.timer is not None)
        if s.timer is not None:
            self.timer.setValue(s.timer)
        self.start.clear()
        ids = list(dict.fromkeys(t.id for t in s.tiles))
        self.start.addItems(ids)
        if s.start_tile in ids:
            self.start.setCurrentIndex(ids.index(s.start_tile))
        self.rotation.setCurrentIndex(s.rotation % 4)
        for hero in HEROES:
            at = s.heroes.get(hero)
            self.in_play[hero].setChecked(at is not None)
            xs, ys = self.where[hero]
            for box_, value in ((xs, at[0] if at else 0), (ys, at[1] if at else 0)):
                box_.setEnabled(at is not None)
                box_.setValue(max(0, min(SIZE - 1, value)))
        for w in widgets:
            w.blockSignals(False)

    def _do(self, action) -> None:
        attempt(action, self.refusal, self.refresh)

    # -- editing --------------------------------------------------------------------
    def _text(self, key: str, value: str) -> None:
        if (getattr(self.doc.model, key) or "") != value:
            self._do(lambda: self.doc.set_text(key, value))

    def _timed(self, on: bool) -> None:
        self._do(lambda: self.doc.set_timer(self.timer.value() if on else None))

    def _timer_changed(self, value: int) -> None:
        if self.doc.model.timer is not None and value != self.doc.model.timer:
            self._do(lambda: self.doc.set_timer(value))

    def _start_chosen(self, index: int) -> None:
        tile_id = self.start.itemText(index)
        if tile_id != self.doc.model.start_tile:
            self._do(lambda: self.doc.set_start(tile_id))

    def _rotation_chosen(self, index: int) -> None:
        if index != self.doc.model.rotation:
            self._do(lambda: self.doc.set_rotation(index))

    def _in_play(self, hero: str, on: bool) -> None:
        at = free_space(self.doc.model) if on else None
        self._do(lambda: self.doc.set_hero(hero, at))

    def _moved(self, hero: str) -> None:
        xs, ys = self.where[hero]
        at = (xs.value(), ys.value())
        if self.doc.model.heroes.get(hero) not in (None, at):
            self._do(lambda: self.doc.set_hero(hero, at))
