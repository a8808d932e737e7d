"""The editor of a tower adventure: its trials in order, the epic on their backs.

The board shows the adventure as it prints: a column per trial, its card in front
and, under it, the epic's card that is its back (the one renderer of the tower's
cards, `printing.paint_face`). The *Adventure* dock lists the trials (drag one, or
Up and Down, to reorder; Add… and Remove; Open, or a double-click, opens a trial in
the window), chooses the epic, and edits the title, author and notes; every edit is
one undo step. The Solver dock solves the adventure as a whole (each trial and the
epic), as ``mazewright solve`` does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.core import registry
from editor.core.diagnostics import Diagnostic
from editor.qt.game import GameEditor, GameScene, Host
from editor.qt.language import translate
from editor.qt.solver_dock import install_solver

from ...qt import printing
from ..checks import check_members
from ..members import Member, Members, read_members
from ..model import Adventure
from .document import AdventureDocument, rebased

CARD = 240.0  # the side of a card on the board, in scene units
GAP = 36.0
LABEL = 34.0
QUEST_FILTER = QT_TRANSLATE_NOOP("AdventureEditor", "Tower quests (*.quest.json)")


class FaceItem(QGraphicsItem):
    """One card face as it prints, or the reason there is none."""

    def __init__(self, face: printing.Face | None, problem: str = ""):
        super().__init__()
        self.face = face
        self.problem = problem

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD, CARD)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        rect = self.boundingRect()
        if self.face is not None:
            printing.paint_face(painter, self.face, rect)
            return
        painter.setPen(QPen(QColor("#8A8F98"), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#F4F4F5"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        painter.setPen(QColor("#B42318"))
        painter.drawText(
            rect.adjusted(12, 12, -12, -12),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.problem,
        )


class AdventureScene(GameScene):
    """The adventure laid out as it prints: trials in a row, their backs under them."""

    def __init__(self, doc: AdventureDocument):
        super().__init__()
        self.doc = doc
        self.members: Members | None = None
        self.columns: list[QRectF] = []
        self.marked: set[int | None] = set()
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        self.columns = []
        members = read_members(self.doc.model)
        check_members(members)
        self.members = members
        backs = members.epic.quest.cards if members.epic.quest is not None else []
        epic_face = printing.QuestSource(members.epic.quest, members.epic.path)
        for i, trial in enumerate(members.trials):
            x = i * (CARD + GAP)
            self._label(translate("AdventureEditor", "Trial {number}").format(number=i + 1), x, 0)
            front = None
            if trial.quest is not None and trial.quest.cards:
                source = printing.QuestSource(trial.quest, trial.path)
                front = printing.Face(source, trial.quest.cards[0].id)
            self._face(front, _problem(trial), x, LABEL)
            back = printing.Face(epic_face, backs[i].id) if i < len(backs) else None
            why = _problem(members.epic) or translate(
                "AdventureEditor", "the epic has no card for this trial"
            )
            self._label(translate("AdventureEditor", "its back"), x, LABEL + CARD + GAP / 2)
            self._face(back, why, x, 2 * LABEL + CARD + GAP / 2)
            self.columns.append(QRectF(x, 0, CARD, 2 * (LABEL + CARD) + GAP / 2))
        if not members.trials:
            text = self.addSimpleText(
                translate("AdventureEditor", "No trials yet: add them in the Adventure dock.")
            )
            text.setFont(QFont(text.font().family(), 14))
        self.setSceneRect(self.itemsBoundingRect().adjusted(-GAP, -GAP, GAP, GAP))

    def _label(self, text: str, x: float, y: float) -> QGraphicsSimpleTextItem:
        item = self.addSimpleText(text)
        font = item.font()
        font.setPointSizeF(14)
        font.setBold(True)
        item.setFont(font)
        item.setPos(x, y)
        return item

    def _face(self, face, problem: str, x: float, y: float) -> None:
        item = FaceItem(face, problem)
        item.setPos(x, y)
        self.addItem(item)

    def member_at(self, pos: QPointF) -> Member | None:
        for i, column in enumerate(self.columns):
            if column.contains(pos):
                return self.members.trials[i]
        return None

    def place_at(self, pos: QPointF) -> str:
        member = self.member_at(pos)
        if member is None:
            return ""
        title = member.quest.title if member.quest is not None else None
        return f"{member.name}: {title or member.relative} ({member.relative})"

    def show_issues(self, diagnostics) -> None:
        """Nothing to mark on the cards: the issues name the trial, the dock selects it."""

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        index = _trial_index(diagnostic)
        if index is None or index >= len(self.columns):
            return None
        return self.columns[index].center()


def _problem(member: Member) -> str:
    """Why a member has no face to show ('' when it has one)."""
    if member.quest is not None:
        return ""
    if not member.relative:
        if member.index is None:
            return translate("AdventureEditor", "no epic chosen")
        return translate("AdventureEditor", "no quest chosen")
    first = next((d for d in member.diagnostics if d.is_error), None)
    if first is not None:
        return first.message
    return translate("AdventureEditor", "{file} cannot be read").format(file=member.relative)


def _trial_index(diagnostic: Diagnostic) -> int | None:
    parts = (diagnostic.path or "").strip("/").split("/")
    if len(parts) >= 2 and parts[0] == "trials" and parts[1].isdigit():
        return int(parts[1])
    return None


class AdventurePanel(QWidget):
    """The Adventure dock: title, author, notes, the trials in order and the epic."""

    def __init__(self, editor: AdventureEditor):
        super().__init__()
        self.editor = editor
        self.title = QLineEdit()
        self.author = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setMaximumHeight(90)
        form = QFormLayout()
        form.addRow(translate("AdventureEditor", "Title"), self.title)
        form.addRow(translate("AdventureEditor", "Author"), self.author)
        form.addRow(translate("AdventureEditor", "Notes"), self.notes)
        self.trials = QListWidget()
        self.trials.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.trials.setToolTip(
            translate("AdventureEditor", "drag a trial to reorder; double-click to open it")
        )
        self.trials.model().rowsMoved.connect(self._rows_moved)
        self.trials.itemDoubleClicked.connect(lambda _item: self.open_trial())
        self.trials.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.add_button = QPushButton(translate("AdventureEditor", "Add…"))
        self.add_button.setToolTip(
            translate("AdventureEditor", "add quest files as trials (after the chosen one)")
        )
        self.remove_button = QPushButton(translate("AdventureEditor", "Remove"))
        self.up_button = QPushButton(translate("AdventureEditor", "Up"))
        self.down_button = QPushButton(translate("AdventureEditor", "Down"))
        self.open_button = QPushButton(translate("AdventureEditor", "Open"))
        self.open_button.setToolTip(
            translate("AdventureEditor", "open the chosen trial in the window")
        )
        buttons = QHBoxLayout()
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(b)
        buttons.addWidget(self.open_button)
        self.add_button.clicked.connect(self.add_trials)
        self.remove_button.clicked.connect(self.remove_trial)
        self.up_button.clicked.connect(lambda: self.move_trial(-1))
        self.down_button.clicked.connect(lambda: self.move_trial(1))
        self.open_button.clicked.connect(self.open_trial)
        self.epic = QLabel()
        self.epic.setWordWrap(True)
        self.epic_button = QPushButton(translate("AdventureEditor", "Choose…"))
        self.epic_button.setToolTip(
            translate("AdventureEditor", "the epic whose cards are the trials' backs")
        )
        self.epic_open = QPushButton(translate("AdventureEditor", "Open"))
        self.epic_open.setToolTip(translate("AdventureEditor", "open the epic in the window"))
        self.epic_button.clicked.connect(self.choose_epic)
        self.epic_open.clicked.connect(self.open_epic)
        epic_row = QHBoxLayout()
        epic_row.addWidget(self.epic, 1)
        epic_row.addWidget(self.epic_button)
        epic_row.addWidget(self.epic_open)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(
            QLabel(translate("AdventureEditor", "<b>Trials</b>, in the order they are played"))
        )
        column.addWidget(self.trials, 1)
        column.addLayout(buttons)
        column.addWidget(QLabel(translate("AdventureEditor", "<b>Epic</b> on the trials' backs")))
        column.addLayout(epic_row)
        self.title.editingFinished.connect(lambda: self._text("title", self.title.text()))
        self.author.editingFinished.connect(lambda: self._text("author", self.author.text()))
        self._notes_timer = QTimer(self, singleShot=True, interval=600)
        self._notes_timer.timeout.connect(lambda: self._text("notes", self.notes.toPlainText()))
        self.notes.textChanged.connect(self._notes_timer.start)

    @property
    def doc(self) -> AdventureDocument:
        return self.editor.doc

    def show_adventure(self, members: Members) -> None:
        a = self.doc.model
        for key, widget in (("title", self.title), ("author", self.author)):
            if not widget.hasFocus():
                widget.setText(getattr(a, key) or "")
        if not self.notes.hasFocus() and self.notes.toPlainText() != (a.notes or ""):
            self.notes.blockSignals(True)
            self.notes.setPlainText(a.notes or "")
            self.notes.blockSignals(False)
        row = self.trials.currentRow()
        self.trials.blockSignals(True)
        self.trials.clear()
        for member in members.trials:
            title = member.quest.title if member.quest is not None else None
            title = title or translate("AdventureEditor", "(cannot be read)")
            item = QListWidgetItem(f"{member.index + 1}. {title}")
            item.setToolTip(member.relative)
            if not member.usable:
                item.setForeground(QColor("#B42318"))
            self.trials.addItem(item)
        self.trials.setCurrentRow(min(row, self.trials.count() - 1))
        self.trials.blockSignals(False)
        epic = members.epic
        title = epic.quest.title if epic.quest is not None else None
        self.epic.setText(
            f"{title} ({epic.relative})"
            if title
            else (epic.relative or translate("AdventureEditor", "none chosen"))
        )
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.trials.currentRow()
        count = self.trials.count()
        self.remove_button.setEnabled(row >= 0)
        self.open_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)
        self.epic_open.setEnabled(bool(self.doc.model.epic))

    # -- edits -------------------------------------------------------------------
    def _text(self, key: str, value: str) -> None:
        self.doc.set_text(key, value or None)

    def _saved_first(self) -> bool:
        if self.doc.folder is not None:
            return True
        self.editor.host.statusBar().showMessage(
            translate(
                "AdventureEditor",
                "save the adventure first: its quests are named relative to its folder",
            ),
            8000,
        )
        return False

    def add_trials(self, paths: list[str] | None = None) -> None:
        if not self._saved_first():
            return
        if paths is None:
            paths, _ = QFileDialog.getOpenFileNames(
                self,
                translate("AdventureEditor", "Add trials"),
                str(self.doc.folder),
                translate("AdventureEditor", QUEST_FILTER),
            )
        row = self.trials.currentRow()
        self.doc.add_trials(list(paths), None if row < 0 else row + 1)

    def remove_trial(self) -> None:
        row = self.trials.currentRow()
        if row >= 0:
            self.doc.remove_trial(row)

    def move_trial(self, step: int) -> None:
        row = self.trials.currentRow()
        if row >= 0 and 0 <= row + step < self.trials.count():
            self.doc.move_trial(row, row + step)
            self.trials.setCurrentRow(row + step)

    def _rows_moved(self, _parent, start: int, _end: int, _dest, row: int) -> None:
        """A drag in the list: make it an undo step (the list is then rebuilt from it)."""
        to = row - 1 if row > start else row
        QTimer.singleShot(0, lambda: self.doc.move_trial(start, to))

    def choose_epic(self, path: str | None = None) -> None:
        if not self._saved_first():
            return
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                translate("AdventureEditor", "Choose the epic"),
                str(self.doc.folder),
                translate("AdventureEditor", QUEST_FILTER),
            )
        if path:
            self.doc.set_epic(path)

    def open_trial(self) -> None:
        row = self.trials.currentRow()
        if row >= 0:
            self.editor.open_member(self.doc.model.trials[row])

    def open_epic(self) -> None:
        if self.doc.model.epic:
            self.editor.open_member(self.doc.model.epic)


class AdventureEditor(GameEditor):
    """A tower adventure in the studio window (see the module's docstring)."""

    def __init__(self, host: Host):
        super().__init__(host)
        self.doc = AdventureDocument(Adventure())
        self.doc.setParent(self)
        self.scene = AdventureScene(self.doc)
        host.view.setScene(self.scene)
        self.panel = AdventurePanel(self)
        self.dock = host.add_dock(
            translate("AdventureEditor", "Adventure"),
            "dock-adventure",
            self.panel,
            Qt.DockWidgetArea.LeftDockWidgetArea,
        )
        self.solver = install_solver(
            host, registry.by_name("tower-adventure"), lambda: self.doc.model
        )
        self._connect()

    def _connect(self) -> None:
        self.doc.changed.connect(self._changed)
        self._changed(replaced=True)

    def _changed(self, replaced: bool = False) -> None:
        self.scene.rebuild()
        self.panel.show_adventure(self.scene.members)
        if replaced:
            self.solver.replaced()
        else:
            self.solver.edited()

    # -- the file ------------------------------------------------------------------
    @property
    def stack(self) -> QUndoStack:
        return self.doc.stack

    @property
    def model(self) -> Adventure:
        return self.doc.model

    @property
    def path(self) -> str | None:
        return self.doc.path

    @path.setter
    def path(self, value: str | None) -> None:
        """Saved at ``value``: in another folder its paths were rewritten for it
        (`model_to_save`), so the model takes them, and the undo history, written for
        the old folder, starts again."""
        model = self.doc.model
        old = model.folder
        self.doc.path = value
        new = self.doc.folder
        if new is None or (old is not None and old.resolve() == new.resolve()):
            return
        moved = rebased(model, old, new)
        if moved != model:
            self.doc.stack.clear()
            model.trials, model.epic = moved.trials, moved.epic
        model.folder = new
        self.doc.changed.emit()

    def model_to_save(self, path: str) -> Adventure:
        return rebased(self.doc.model, self.doc.model.folder, Path(path).parent)

    def new_file(self, shape: str, size: int | None) -> None:
        self._replace(Adventure(), None)

    def open_file(self, model: Any, path: str | None) -> None:
        self._replace(model, path)

    def _replace(self, model: Adventure, path: str | None) -> None:
        self.doc.changed.disconnect(self._changed)
        self.doc.deleteLater()
        self.doc = AdventureDocument(model, path)
        self.doc.setParent(self)
        if path is not None:
            model.folder = Path(path).parent
        self.scene.doc = self.doc
        self._connect()
        self.host.view.setScene(self.scene)
        QTimer.singleShot(0, self.fit)

    def open_member(self, relative: str) -> None:
        """Open a trial or the epic in the window (the adventure is closed, saved first if
        the designer wants)."""
        path = self.doc.model.resolve(relative)
        if not path.is_file():
            self.host.statusBar().showMessage(
                translate("AdventureEditor", "{file}: no such quest file").format(file=relative),
                8000,
            )
            return
        self.host.open_file(str(path))

    # -- what the shell asks -------------------------------------------------------
    def hover_text(self, pos: QPointF) -> str:
        return self.scene.place_at(pos)

    def show_diagnostic(self, diagnostic: Diagnostic) -> bool:
        index = _trial_index(diagnostic)
        centre = self.scene.select_issue(diagnostic)
        if index is not None:
            self.panel.trials.setCurrentRow(index)
        if centre is None:
            return False
        self.host.view.centerOn(centre)
        return True

    def shutdown(self) -> None:
        self.solver.shutdown()

    def prepare_screenshot(self, kind: str):
        if kind == "solve":
            self.solver.solve_for_picture()
            return self.solver.dock
        return super().prepare_screenshot(kind)
