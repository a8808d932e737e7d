"""The studio's standard editor: a game's described parts put together in the shell.

A game that declares a document, a scene, tool classes, a properties panel and a
hot-seat play controller in its `QtGame` gets this editor: the tool palette, the
Properties and Play docks, and a Play menu (F6). A game with numbers per set-up
(``GameSpec.setups``) gets the studio's Solver dock (`solver_dock`). While a game is played, the board view shows the
controller's scene and hands mouse and keys to its tool; the document is never
touched.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor import registry
from editor.diagnostics import Diagnostic

from .game import Document, GameEditor, GameScene, Host, PlayController, QtGame, Tool
from .palette import ToolPalette
from .solver_dock import SolverPanel, install_solver

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea


class StandardEditor(GameEditor):
    """The editor of a game that describes its parts (``QtGame.make_document`` and so on)."""

    def __init__(self, host: Host, part: QtGame, game: registry.GameSpec):
        super().__init__(host)
        self.part = part
        self.game = game
        self.players = game.players
        self.doc: Document | None = None
        self.scene: GameScene | None = None
        self.tools: list[Tool] = []
        self.tool: Tool | None = None
        self.play: PlayController | None = None
        window = host.window_widget()
        self.palette_bar = ToolPalette("toolbar-tools", window)
        self.palette_bar.chosen.connect(self.select_tool)
        host.add_toolbar(self.palette_bar, Qt.ToolBarArea.LeftToolBarArea)
        self.solver: SolverPanel | None = None
        if game.setups is not None:
            self.solver = install_solver(host, game, lambda: self.doc.model)
        self.props_dock = host.add_dock("Properties", "dock-properties", QWidget(), LEFT)
        self.props_dock.setVisible(part.make_properties is not None)
        self.play_dock: QDockWidget | None = None
        if part.make_play is not None:
            self._build_play()
        host.view.installEventFilter(self)

    # -- building -----------------------------------------------------------------
    def _build_play(self) -> None:
        panel = QWidget()
        self.play_players = QComboBox()
        for count in self.players:
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
        self.play_status = QLabel("Press Start to play hot-seat.")
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
        self.play_dock = self.host.add_dock(
            "Play", "dock-play", panel, LEFT, tab_with=self.props_dock
        )
        self.play_dock.installEventFilter(self)
        self.play_dock.hide()
        self.act_play = QAction("Play &mode", self)
        self.act_play.setShortcut(QKeySequence("F6"))
        self.act_play.setCheckable(True)
        self.act_play.setStatusTip("Play this file hot-seat by the rules; the file is not changed")
        self.act_play.triggered.connect(self._play_mode_toggled)
        self.host.add_menu("&Play").addAction(self.act_play)
        self.host.add_action(self.act_play, main_toolbar=True)
        self._show_play_state()

    # -- the file -----------------------------------------------------------------
    @property
    def stack(self) -> QUndoStack:
        return self.doc.stack

    @property
    def model(self) -> Any:
        return self.doc.model

    @property
    def path(self) -> str | None:
        return self.doc.path

    @path.setter
    def path(self, value: str | None) -> None:
        self.doc.path = value

    def new_file(self, shape: str, size: int | None) -> None:
        self.set_document(self.part.new_document(shape, size))

    def open_file(self, model: Any, path: str | None) -> None:
        self.set_document(self.part.open_document(model, path))

    def set_document(self, document: Document) -> None:
        self.stop_play()
        old = self.doc
        if self.tool is not None:
            self.tool.deactivate()
        self.doc = document
        document.setParent(self)
        self.scene = self.part.make_scene(document)
        view = self.host.view
        view.tool = None
        view.setScene(self.scene)
        self.tools = self.part.make_tools(document, self.scene)
        self.tool = None
        self.palette_bar.set_tools(self.tools)
        for tool in self.tools:
            tool.message.connect(self._tool_message)
        if self.solver is not None:
            document.changed.connect(self.solver.edited)
        if self.part.make_properties is not None:
            self.props_dock.widget().deleteLater()
            self.props_dock.setWidget(self.part.make_properties(document))
        if old is not None:
            old.deleteLater()
        if self.tools:
            self.select_tool(self.tools[0].name)
        if self.solver is not None:
            self.solver.replaced()
        QTimer.singleShot(0, self.fit)

    def select_tool(self, name: str) -> None:
        tool = next(t for t in self.tools if t.name == name)
        if self.tool is not None and self.tool is not tool:
            self.tool.deactivate()
        self.tool = tool
        view = self.host.view
        view.tool = tool
        view.set_tool_cursor(tool.cursor)
        self.palette_bar.check(name)
        self.host.statusBar().showMessage(tool.tip)
        tool.activate()

    def _tool_message(self, text: str) -> None:
        self.host.statusBar().showMessage(text)

    # -- numbers ------------------------------------------------------------------
    @property
    def solving(self) -> bool:
        return self.solver is not None and self.solver.solving

    def hover_text(self, pos: QPointF) -> str:
        scene = self.host.view.scene()
        return scene.place_at(pos) if isinstance(scene, GameScene) else ""

    def show_issues(self, diagnostics: list[Diagnostic]) -> None:
        self.scene.show_issues(diagnostics)

    def show_diagnostic(self, diagnostic: Diagnostic) -> bool:
        centre = self.scene.select_issue(diagnostic)
        if centre is None:
            return False
        self.host.view.centerOn(centre)
        return True

    def shutdown(self) -> None:
        self.stop_play()
        if self.solver is not None:
            self.solver.shutdown()

    # -- play ---------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys on the board go to the play tool (arrows and Tab too); closing Play stops."""
        if (
            watched is self.host.view
            and event.type() == QEvent.Type.KeyPress
            and self.play is not None
            and self.play.tool.key_event(event.key(), event.text())
        ):
            return True
        if event.type() == QEvent.Type.Close and watched is self.play_dock:
            self.stop_play()
        return super().eventFilter(watched, event)

    def key_press(self, text: str) -> bool:
        return self.play is None and self.tool is not None and self.tool.key_press(text)

    def _play_mode_toggled(self, on: bool) -> None:
        if on:
            self.play_dock.show()
            self.start_play()
        else:
            self.stop_play()
            self.play_dock.hide()

    def start_play(self) -> bool:
        """A new game on the file with the panel's players and seed (False if it cannot start)."""
        players = int(self.play_players.currentData())
        seed = self.play_seed.value()
        try:
            play = self.part.make_play(self.doc, players, seed)
        except ValueError as exc:
            text = f"Cannot play this file: {exc}"
            self.play_status.setText(text)
            self.host.statusBar().showMessage(text)
            self.act_play.setChecked(self.play is not None)
            return False
        if self.play is not None:
            self.play.deleteLater()
        elif self.tool is not None:
            self.tool.deactivate()
        self.play = play
        play.changed.connect(self._show_play_state)
        play.message.connect(self._tool_message)
        play.finished.connect(self._tool_message)
        play.reveal(self.play_reveal.isChecked())
        view = self.host.view
        view.setScene(play.scene)
        view.tool = play.tool
        view.set_tool_cursor(play.tool.cursor)
        self._set_editing(False)
        self.act_play.setChecked(True)
        self.play_dock.show()
        self.play_dock.raise_()
        self._show_play_state()
        view.setFocus()
        QTimer.singleShot(0, self.fit)
        self.host.statusBar().showMessage(f"Playing with {players} players: {play.tool.tip}")
        return True

    def stop_play(self) -> None:
        """Leave play mode: the file's board and the editing tools come back."""
        if self.play is None:
            return
        play, self.play = self.play, None
        view = self.host.view
        view.setScene(self.scene)
        view.tool = None
        play.deleteLater()
        self._set_editing(True)
        self.act_play.setChecked(False)
        if self.tool is not None:
            self.select_tool(self.tool.name)
        self._show_play_state()
        QTimer.singleShot(0, self.fit)

    def undo_play(self) -> None:
        if self.play is not None:
            self.play.undo()
            self.host.view.setFocus()  # the arrow keys keep moving pieces, not the panel's focus

    def _reveal_toggled(self, on: bool) -> None:
        if self.play is not None:
            self.play.reveal(on)
            self.host.view.setFocus()

    def _set_editing(self, on: bool) -> None:
        """Editing tools, undo and properties work only while not playing."""
        self.palette_bar.setEnabled(on)
        self.props_dock.widget().setEnabled(on)
        if self.solver is not None:
            self.solver.dock.setVisible(on)
        self.host.set_editing(on)

    def _show_play_state(self) -> None:
        play = self.play
        self.play_stop.setEnabled(play is not None)
        self.play_undo.setEnabled(play is not None and bool(play.log))
        self.play_log.clear()
        if play is None:
            self.play_status.setText("Press Start to play hot-seat.")
            return
        self.play_status.setText(play.status_html())
        self.play_log.addItems(play.log)
        self.play_log.scrollToBottom()
        self.host.view.viewport().update()

    def prepare_screenshot(self, kind: str) -> QDockWidget | None:
        if kind == "play" and self.play_dock is not None:
            self.start_play()
            return self.play_dock
        return super().prepare_screenshot(kind)


def standard_editor(part: QtGame, game: registry.GameSpec):
    """``(host) -> editor`` for a game with no editor of its own."""
    return lambda host: StandardEditor(host, part, game)
