"""The studio window: one editor shell for every game that has a Qt part.

It names no game. The file's game comes from `editor.registry` (by the file's
``format``), and everything the game draws or edits comes from the game's
`editor.qt.game.QtGame` (``GameSpec.qt``): the document and its undo stack, the
board scene, the tools of the palette, the properties panel and the numbers the
solver panel shows. The shell gives the board view, undo and redo, the history,
the issues found by `editor.validate.examine`, files and the status bar.

A game with a play part (``QtGame.make_play``) can be played hot-seat in the
window (Play > Play mode, F6): the board view shows the controller's scene and
hands mouse and keys to its tool; the document is never touched while playing.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from editor import registry
from editor.diagnostics import Diagnostic
from editor.qt.game import Document, PlayController, QtGame, Tool
from editor.qt.questions import overwrite_read_only, save_before_closing
from editor.qt.view import BoardView
from editor.validate import Loaded, examine, load_file
from editor.writing import atomic_write_text, is_read_only

CHECK_DELAY_MS = 150


def qt_part(game: registry.GameSpec) -> QtGame:
    """The game's Qt part (the game must have one: ``game.qt`` set)."""
    if game.qt is None:
        raise ValueError(f"{game.label}s have no editor part")
    return game.resolve(game.qt)


class StudioWindow(QMainWindow):
    """An editor for one file of one game."""

    def __init__(self, game: registry.GameSpec, document: Document | None = None, parent=None):
        super().__init__(parent)
        self.game = game
        self.part = qt_part(game)
        self.open_problem: str | None = None
        self.open_problems: list[Diagnostic] = []
        self.diagnostics: list[Diagnostic] = []
        self.doc: Document | None = None
        self.tools: list[Tool] = []
        self.tool: Tool | None = None
        self.play: PlayController | None = None
        self.view = BoardView(QGraphicsScene(self))
        self.view.hovered.connect(self._hovered)
        self.setCentralWidget(self.view)
        self._check_timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.run_checks_now)
        self._build_docks()
        self._build_actions()
        self.view.installEventFilter(self)
        self.palette_bar = QToolBar("Tools", self)
        self.palette_bar.setObjectName("tools")
        self.palette_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.LeftToolBarArea, self.palette_bar)
        self.tool_group = QActionGroup(self)
        self.statusBar()
        self.resize(1200, 800)
        self.resizeDocks([self.issues_dock], [440], Qt.Orientation.Horizontal)
        self.resizeDocks([self.props_dock], [260], Qt.Orientation.Horizontal)
        self.resizeDocks([self.issues_dock, self.numbers_dock], [200, 600], Qt.Orientation.Vertical)
        self.set_document(document or self.part.new_document(self.part.shapes[0][0]))

    # -- building -----------------------------------------------------------------
    def _build_docks(self) -> None:
        self.issues = QListWidget()
        self.issues.setWordWrap(True)
        self.issues.itemClicked.connect(self._issue_clicked)
        self.issues.itemActivated.connect(self._issue_clicked)
        self.issues_dock = self._dock(
            "Issues", "issues", self.issues, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.numbers = QTextBrowser()
        self.numbers_dock = self._dock(
            "Numbers", "numbers", self.numbers, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.history = QUndoView()
        self.history_dock = self._dock(
            "History", "history", self.history, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.tabifyDockWidget(self.numbers_dock, self.history_dock)
        self.numbers_dock.raise_()
        self.props_dock = self._dock(
            "Properties", "properties", QWidget(), Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.props_dock.setVisible(self.part.make_properties is not None)
        if self.part.make_play is not None:
            self._build_play_dock()

    def _build_play_dock(self) -> None:
        panel = QWidget()
        self.play_players = QComboBox()
        for count in self.game.players:
            self.play_players.addItem(f"{count} players", count)
        self.play_seed = QSpinBox()
        self.play_seed.setRange(0, 999_999)
        self.play_seed.setValue(1)
        self.play_seed.setToolTip("The same seed deals the same cards")
        form = QFormLayout()
        form.addRow("Players", self.play_players)
        form.addRow("Seed", self.play_seed)
        self.play_start = QPushButton("Start")
        self.play_start.setToolTip("Start a new game with these players and seed")
        self.play_start.clicked.connect(self.start_play)
        self.play_stop = QPushButton("Stop")
        self.play_stop.setToolTip("End the game and go back to editing")
        self.play_stop.clicked.connect(self.stop_play)
        self.play_undo = QPushButton("Undo")
        self.play_undo.setToolTip("Take back the last move")
        self.play_undo.clicked.connect(self.undo_play)
        buttons = QHBoxLayout()
        for button in (self.play_start, self.play_stop, self.play_undo):
            buttons.addWidget(button)
        self.play_reveal = QCheckBox("Reveal walls")
        self.play_reveal.toggled.connect(self._reveal_toggled)
        self.play_status = QLabel("Press Start to play this layout hot-seat.")
        self.play_status.setWordWrap(True)
        self.play_status.setTextFormat(Qt.TextFormat.RichText)
        self.play_log = QListWidget()
        self.play_log.setWordWrap(True)
        column = QVBoxLayout(panel)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.play_reveal)
        column.addWidget(self.play_status)
        column.addWidget(QLabel("Moves"))
        column.addWidget(self.play_log, 1)
        self.play_dock = self._dock("Play", "play", panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tabifyDockWidget(self.props_dock, self.play_dock)
        self.play_dock.installEventFilter(self)
        self.play_dock.hide()
        self._show_play_state()

    def _dock(self, title: str, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        files = self.menuBar().addMenu("&File")
        new = files.addMenu("&New")
        for name, description in self.part.shapes:
            action = new.addAction(f"{name} ({description})")
            action.triggered.connect(lambda _=False, name=name: self.new_file(name))
        files.addAction(self._action("&Open...", self.open_dialog, QKeySequence.StandardKey.Open))
        files.addAction(self._action("&Save", self.save, QKeySequence.StandardKey.Save))
        files.addAction(self._action("Save &As...", self.save_as, QKeySequence.StandardKey.SaveAs))
        files.addSeparator()
        files.addAction(self._action("&Quit", self.close, QKeySequence.StandardKey.Quit))
        edit = self.menuBar().addMenu("&Edit")
        self.act_undo = self._action("&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action("&Redo", self.redo, QKeySequence.StandardKey.Redo)
        edit.addAction(self.act_undo)
        edit.addAction(self.act_redo)
        view = self.menuBar().addMenu("&View")
        view.addAction(self._action("&Fit board", self.view.fit, "Ctrl+0"))
        for dock in (self.issues_dock, self.numbers_dock, self.history_dock, self.props_dock):
            view.addAction(dock.toggleViewAction())
        if self.part.make_play is not None:
            self.act_play = self._action("Play &mode", self._play_mode_toggled, "F6")
            self.act_play.setCheckable(True)
            self.act_play.setStatusTip("Play this layout hot-seat with hidden walls")
            self.menuBar().addMenu("&Play").addAction(self.act_play)
            bar = QToolBar("Play", self)
            bar.setObjectName("play")
            bar.addAction(self.act_play)
            self.addToolBar(bar)

    def _build_palette(self) -> None:
        for action in self.tool_group.actions():
            self.tool_group.removeAction(action)
        self.palette_bar.clear()
        for tool in self.tools:
            action = QAction(tool.label, self, checkable=True)
            action.setShortcut(QKeySequence(tool.key))
            action.setToolTip(f"{tool.label} ({tool.key}): {tool.tip}")
            action.setStatusTip(tool.tip)
            action.setData(tool.name)
            action.triggered.connect(lambda _=False, name=tool.name: self.select_tool(name))
            self.tool_group.addAction(action)
            self.palette_bar.addAction(action)
            tool.message.connect(self._tool_message)

    # -- the document -------------------------------------------------------------
    def set_document(self, document: Document) -> None:
        self.stop_play()
        old = self.doc
        if self.tool is not None:
            self.tool.deactivate()
        self.doc = document
        document.setParent(self)
        self.scene = self.part.make_scene(document)
        self.view.tool = None
        self.view.setScene(self.scene)
        self.tools = self.part.make_tools(document, self.scene)
        self.tool = None
        self._build_palette()
        self.history.setStack(document.stack)
        document.stack.cleanChanged.connect(self._update_title)
        document.stack.canUndoChanged.connect(self.act_undo.setEnabled)
        document.stack.canRedoChanged.connect(self.act_redo.setEnabled)
        self.act_undo.setEnabled(document.stack.canUndo())
        self.act_redo.setEnabled(document.stack.canRedo())
        document.changed.connect(self._check_timer.start)
        if self.part.make_properties is not None:
            self.props_dock.widget().deleteLater()
            self.props_dock.setWidget(self.part.make_properties(document))
        if old is not None:
            old.deleteLater()
        if self.tools:
            self.select_tool(self.tools[0].name)
        self._update_title()
        self.run_checks_now()
        QTimer.singleShot(0, self.view.fit)

    @property
    def stack(self):
        return self.doc.stack

    def undo(self) -> None:
        self.doc.stack.undo()

    def redo(self) -> None:
        self.doc.stack.redo()

    def select_tool(self, name: str) -> None:
        tool = next(t for t in self.tools if t.name == name)
        if self.tool is not None and self.tool is not tool:
            self.tool.deactivate()
        self.tool = tool
        self.view.tool = tool
        self.view.set_tool_cursor(tool.cursor)
        for action in self.tool_group.actions():
            action.setChecked(action.data() == name)
        self.statusBar().showMessage(tool.tip)
        tool.activate()

    def keyPressEvent(self, event) -> None:
        if self.play is not None:
            super().keyPressEvent(event)
            return
        if self.tool is not None and event.text() and self.tool.key_press(event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _tool_message(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _hovered(self, pos: QPointF) -> None:
        place = self.view.scene().place_at(pos)
        if place:
            self.statusBar().showMessage(place)

    def _display_name(self) -> str:
        return Path(self.doc.path).name if self.doc.path else f"untitled{self.game.suffix}"

    def _update_title(self, *_) -> None:
        self.setWindowTitle(f"{self._display_name()}[*] - {self.game.label} - Mazewright")
        self.setWindowModified(self.doc.dirty)

    # -- play ---------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys on the board go to the play tool (arrows and Tab too); closing Play stops."""
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and self.play is not None
            and self.play.tool.key_event(event.key(), event.text())
        ):
            return True
        if event.type() == QEvent.Type.Close and watched is self.play_dock:
            self.stop_play()
        return super().eventFilter(watched, event)

    def _play_mode_toggled(self, on: bool) -> None:
        if on:
            self.play_dock.show()
            self.start_play()
        else:
            self.stop_play()
            self.play_dock.hide()

    def start_play(self) -> bool:
        """A new game on the document with the panel's players and seed (False if it cannot start)."""
        players = int(self.play_players.currentData())
        seed = self.play_seed.value()
        try:
            play = self.part.make_play(self.doc, players, seed)
        except ValueError as exc:
            text = f"Cannot play this layout: {exc}"
            self.play_status.setText(text)
            self.statusBar().showMessage(text)
            self.act_play.setChecked(self.play is not None)
            return False
        if self.play is not None:
            self.play.deleteLater()
        elif self.tool is not None:
            self.tool.deactivate()
        self.play = play
        play.changed.connect(self._show_play_state)
        play.message.connect(self._tool_message)
        play.finished.connect(self._play_finished)
        play.reveal(self.play_reveal.isChecked())
        self.view.setScene(play.scene)
        self.view.tool = play.tool
        self.view.set_tool_cursor(play.tool.cursor)
        self._set_editing(False)
        self.act_play.setChecked(True)
        self.play_dock.show()
        self.play_dock.raise_()
        self._show_play_state()
        self.view.setFocus()
        QTimer.singleShot(0, self.view.fit)
        self.statusBar().showMessage(f"Playing with {players} players: {play.tool.tip}")
        return True

    def stop_play(self) -> None:
        """Leave play mode: the document's board and the editing tools come back."""
        if self.play is None:
            return
        play, self.play = self.play, None
        self.view.setScene(self.scene)
        self.view.tool = None
        play.deleteLater()
        self._set_editing(True)
        self.act_play.setChecked(False)
        if self.tool is not None:
            self.select_tool(self.tool.name)
        self._show_play_state()
        QTimer.singleShot(0, self.view.fit)

    def undo_play(self) -> None:
        if self.play is not None:
            self.play.undo()
            self.view.setFocus()  # the arrow keys keep moving wizards, not the panel's focus

    def _reveal_toggled(self, on: bool) -> None:
        if self.play is not None:
            self.play.reveal(on)
            self.view.setFocus()

    def _set_editing(self, on: bool) -> None:
        """Editing tools, undo and properties work only while not playing."""
        self.palette_bar.setEnabled(on)
        self.props_dock.widget().setEnabled(on)
        self.act_undo.setEnabled(on and self.doc.stack.canUndo())
        self.act_redo.setEnabled(on and self.doc.stack.canRedo())

    def _show_play_state(self) -> None:
        play = self.play
        self.play_stop.setEnabled(play is not None)
        self.play_undo.setEnabled(play is not None and bool(play.log))
        self.play_log.clear()
        if play is None:
            self.play_status.setText("Press Start to play this layout hot-seat.")
            return
        self.play_status.setText(play.status_html())
        self.play_log.addItems(play.log)
        self.play_log.scrollToBottom()
        self.view.viewport().update()

    def _play_finished(self, text: str) -> None:
        self.statusBar().showMessage(text)

    # -- checks and numbers -------------------------------------------------------
    def file_data(self):
        """The document as its file holds it (the JSON the game's dump writes)."""
        return json.loads(self.game.resolve(self.game.dump)(self.doc.model))

    def run_checks_now(self) -> None:
        """Check the document as it would be saved; fill the issues and the numbers."""
        self._check_timer.stop()
        loaded = examine(self.file_data(), self._display_name())
        self.diagnostics = loaded.diagnostics
        self.issues.clear()
        for d in self.diagnostics:
            item = QListWidgetItem(f"{d.code} {d.severity}: {d.message}")
            item.setToolTip(d.to_text())
            self.issues.addItem(item)
        self.scene.show_issues(self.diagnostics)
        if not self.diagnostics:
            self.issues.addItem(QListWidgetItem("No issues: every check passes."))
        self.issues_dock.setWindowTitle(f"Issues ({len(self.diagnostics)})")
        self.numbers.setHtml(self.part.numbers_text(self.doc.model))

    def _issue_clicked(self, item: QListWidgetItem) -> None:
        row = self.issues.row(item)
        if row < len(self.diagnostics):
            self.show_diagnostic(self.diagnostics[row])

    def show_diagnostic(self, d: Diagnostic) -> None:
        centre = self.scene.select_issue(d)
        if centre is not None:
            self.view.centerOn(centre)
            self.statusBar().showMessage(f"{d.code}: {d.message}")

    # -- files --------------------------------------------------------------------
    def ask_unsaved(self) -> str:
        """'save', 'discard' or 'cancel' for unsaved work (replaced in tests)."""
        return save_before_closing(self, self._display_name())

    def ask_overwrite_read_only(self, path: str) -> bool:
        """Whether to save over a read-only file (replaced in tests)."""
        return overwrite_read_only(self, Path(path).name)

    def _warn(self, title: str, text: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
        if details:
            box.setDetailedText(details)
        box.open()

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document (saved, discarded or clean)."""
        if not self.doc.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_file(self, shape: str) -> None:
        if self.maybe_save():
            self.set_document(self.part.new_document(shape))

    def _file_filter(self) -> str:
        return f"{self.game.label}s (*{self.game.suffix});;All files (*)"

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(Path(self.doc.path).parent) if self.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(self, "Open", start, self._file_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load a file of this window's game (the caller asked about unsaved work).

        When it cannot, ``open_problem`` says why in one sentence and ``open_problems``
        lists what reading the file found.
        """
        return self.open_loaded(load_file(path, checks=False, lenient=True), path)

    def open_loaded(self, loaded: Loaded, path: str) -> bool:
        """`open_path` for a file already read (`editor.validate.load_file`, lenient)."""
        self.open_problems = loaded.diagnostics
        problem = None
        if loaded.game is not None and loaded.game.name != self.game.name:
            problem = f"a {loaded.game.label}, not a {self.game.label}"
        elif loaded.model is None:
            first = loaded.diagnostics[0].message if loaded.diagnostics else "unreadable"
            problem = first
        if problem is not None:
            self.open_problem = problem
            details = "\n".join(d.to_text() for d in loaded.diagnostics)
            self._warn("Cannot open the file", f"{Path(path).name}: {problem}", details)
            return False
        self.open_problem = None
        self.set_document(self.part.open_document(loaded.model, str(path)))
        self.statusBar().showMessage(f"opened {path}", 5000)
        return True

    def save(self) -> bool:
        return self.save_to(self.doc.path) if self.doc.path else self.save_as()

    def save_as(self) -> bool:
        start = self.doc.path or self._display_name()
        path, _ = QFileDialog.getSaveFileName(self, "Save as", start, self._file_filter())
        return bool(path) and self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Save atomically; on failure the file on disk is left as it was.

        A read-only file is replaced (keeping its mode) only if the user says so.
        """
        force = is_read_only(path)
        if force and not self.ask_overwrite_read_only(str(path)):
            return False
        try:
            text = self.game.resolve(self.game.dump)(self.doc.model)
            atomic_write_text(path, text, force=force)
        except OSError as exc:
            self._warn("Cannot save the file", f"{path}: {exc.strerror or exc}")
            return False
        self.doc.path = str(path)
        self.doc.stack.setClean()
        self._update_title()
        self.run_checks_now()
        self.statusBar().showMessage(f"saved {path}", 5000)
        return True

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        event.accept()

    def screenshot(self, path: str) -> bool:
        """Save a picture of the whole window."""
        return self.grab().save(str(path))
