"""The studio's standard editor: a game's described parts put together in the shell.

A game that declares a document, a scene, tool classes, a properties panel and a
hot-seat play controller in its `QtGame` gets this editor: the tool palette, the
Properties and Play docks (`play_dock`), and a Play menu (F6). A tool with controls of
its own (`Tool.options`) shows them in a Tool dock while it is chosen; more panels of
the game (``QtGame.panels``) get docks of their own under Properties. A game with
numbers per set-up (``GameSpec.solving.setups``) gets the studio's Solver dock
(`solver_dock`), with the game's watch panel (``QtGame.make_watch``) if it has
one; a game with a tool bar of its own (``QtGame.make_toolbar``) gets it above
the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from editor.core import registry
from editor.core.diagnostics import Diagnostic

from .game import Document, GameEditor, GameScene, Host, PlayController, QtGame, Tool
from .language import translate
from .play_dock import PlayDock
from .solver_dock import SolverPanel, install_solver
from .toolbox import Toolbox

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea


class StandardEditor(GameEditor):
    """The editor of a game that describes its parts (``QtGame.make_document`` and so on)."""

    def __init__(self, host: Host, part: QtGame, game: registry.GameSpec):
        super().__init__(host)
        self.part = part
        self.game = game
        self.players = game.play.players
        self.doc: Document | None = None
        self.scene: GameScene | None = None
        self.tools: list[Tool] = []
        self.tool: Tool | None = None
        window = host.window_widget()
        self.toolbox = Toolbox("toolbar-tools", window)
        self.toolbox.chosen.connect(self.select_tool)
        host.add_toolbar(self.toolbox, Qt.ToolBarArea.LeftToolBarArea)
        self.game_bar: QToolBar | None = None
        if part.make_toolbar is not None:
            self.game_bar = QToolBar(translate("StandardEditor", "Board"), window)
            self.game_bar.setObjectName("toolbar-board")
            host.add_toolbar(self.game_bar, Qt.ToolBarArea.TopToolBarArea)
        self.solver: SolverPanel | None = None
        if game.solving.setups is not None:
            watch = part.make_watch(lambda: self.scene) if part.make_watch is not None else None
            self.solver = install_solver(host, game, lambda: self.doc.model, watch=watch)
        self.tool_dock: QDockWidget | None = None
        """The chosen tool's own controls (made when a tool first has some)."""
        self.props_dock = host.add_dock(
            translate("StandardEditor", "Properties"), "dock-properties", QWidget(), LEFT
        )
        self.props_dock.setVisible(part.make_properties is not None)
        self.panel_docks = [
            host.add_dock(translate("StandardEditor", title), name, QWidget(), LEFT)
            for title, name, _ in part.panels
        ]
        self.play_dock: PlayDock | None = None
        if part.make_play is not None:
            setups = part.play_setups
            self.play_dock = PlayDock(
                host,
                self,
                game.play.players,
                lambda players, setup: part.make_play(self.doc, players, setup),
                setups=(lambda players: setups(self.doc, players)) if setups else None,
                setup_label=part.play_setup_label,
                tab_with=self.props_dock,
            )

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
        if self.play_dock is not None:
            self.play_dock.stop()
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
        if self.tool_dock is not None:
            stack = self.tool_dock.widget()
            while stack.count():
                old_options = stack.widget(0)
                stack.removeWidget(old_options)
                old_options.deleteLater()
        self.toolbox.set_tools(self.tools)
        for tool in self.tools:
            tool.message.connect(self._tool_message)
        if self.solver is not None:
            document.changed.connect(self.solver.edited)
        if self.game_bar is not None:
            for widget in self.game_bar.findChildren(QWidget, "game-bar"):
                widget.deleteLater()
            self.game_bar.clear()
            bar = self.part.make_toolbar(document, self.scene)
            bar.setObjectName("game-bar")
            self.game_bar.addWidget(bar)
            # its keys work in the whole window and are listed with the window's shortcuts
            self.host.window_widget().addActions(bar.actions())
        if self.part.make_properties is not None:
            self.props_dock.widget().deleteLater()
            self.props_dock.setWidget(self.part.make_properties(document))
        for dock, (_, _, make) in zip(self.panel_docks, self.part.panels, strict=True):
            dock.widget().deleteLater()
            dock.setWidget(make(document))
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
        self.toolbox.check(name)
        self.host.statusBar().showMessage(tool.tip)
        self._show_options(tool)
        tool.activate()

    def _show_options(self, tool: Tool) -> None:
        """The Tool dock shows the chosen tool's controls, or hides when it has none."""
        widget = tool.options()
        if widget is None:
            if self.tool_dock is not None:
                self.tool_dock.hide()
            return
        if self.tool_dock is None:
            self.tool_dock = self.host.add_dock(
                translate("StandardEditor", "Tool"), "dock-tool", QStackedWidget(), RIGHT
            )
        stack = self.tool_dock.widget()
        if stack.indexOf(widget) < 0:
            stack.addWidget(widget)
        stack.setCurrentWidget(widget)
        self.tool_dock.setWindowTitle(tool.label)
        self.tool_dock.show()

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
        if self.play_dock is not None:
            self.play_dock.shutdown()
        if self.solver is not None:
            self.solver.shutdown()

    # -- play ---------------------------------------------------------------------
    def key_press(self, text: str) -> bool:
        return not self.playing and self.tool is not None and self.tool.key_press(text)

    @property
    def playing(self) -> bool:
        return self.play_dock is not None and self.play_dock.active

    @property
    def play(self) -> PlayController | None:
        """The game under way, if any."""
        return self.play_dock.play if self.play_dock is not None else None

    def set_editing(self, on: bool) -> None:
        """Editing tools, undo and properties work only while not playing."""
        self.toolbox.setEnabled(on)
        if self.game_bar is not None:  # it works on the file's board, not on the game's
            self.game_bar.setVisible(on)
        self.props_dock.widget().setEnabled(on)
        for dock in self.panel_docks:
            dock.widget().setEnabled(on)
        if self.tool_dock is not None:
            self.tool_dock.widget().setEnabled(on)
        if self.solver is not None:
            self.solver.dock.setVisible(on)
        self.host.set_editing(on)

    def editing_resumed(self) -> None:
        if self.tool is not None:
            self.select_tool(self.tool.name)

    def prepare_screenshot(self, kind: str) -> QDockWidget | None:
        if self.part.prepare_screenshot is not None:
            return self.part.prepare_screenshot(self, kind)
        if kind == "play" and self.play_dock is not None:
            self.play_dock.start()
            return self.play_dock.dock
        return super().prepare_screenshot(kind)


def standard_editor(part: QtGame, game: registry.GameSpec):
    """``(host) -> editor`` for a game with no editor of its own."""
    return lambda host: StandardEditor(host, part, game)
