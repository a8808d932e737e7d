"""The studio window: one editor shell for every game that has a Qt part.

It names no game. The file's game comes from `editor.registry` (by the file's
``format``), and everything the game draws or edits comes from the game's
`editor.qt.game.QtGame` (``GameSpec.qt``): the document and its undo stack, the
board scene, the tools of the palette, the properties panel and the numbers the
solver panel shows. The shell gives the board view, undo and redo, the history,
the issues found by `editor.validate.examine`, files and the status bar.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QGraphicsScene,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QTextBrowser,
    QToolBar,
    QUndoView,
    QWidget,
)

from editor import registry
from editor.diagnostics import Diagnostic
from editor.gui.questions import overwrite_read_only
from editor.qt.game import Document, QtGame, Tool
from editor.qt.view import BoardView
from editor.validate import examine, load_file
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
        self.view = BoardView(QGraphicsScene(self))
        self.view.hovered.connect(self._hovered)
        self.setCentralWidget(self.view)
        self._check_timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.run_checks_now)
        self._build_docks()
        self._build_actions()
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
        if self.tool is not None and event.text() and self.tool.key_press(event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _tool_message(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _hovered(self, pos: QPointF) -> None:
        place = self.scene.place_at(pos)
        if place:
            self.statusBar().showMessage(place)

    def _display_name(self) -> str:
        return Path(self.doc.path).name if self.doc.path else f"untitled{self.game.suffix}"

    def _update_title(self, *_) -> None:
        self.setWindowTitle(f"{self._display_name()}[*] - {self.game.label} - Mazewright")
        self.setWindowModified(self.doc.dirty)

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
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"Save the changes to {self._display_name()} before closing it?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(answer, "cancel")

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
        loaded = load_file(path, checks=False, lenient=True)
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
