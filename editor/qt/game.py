"""What a game's Qt part gives the editor shell, and what the shell offers it.

The shell (`editor.gui.mainwindow`) names no game: it finds the game's `QtGame`
through `editor.core.registry` (``GameSpec.studio.qt``) and works only with what is declared
here, as Tiled's main window works with one ``Editor`` per document kind.

A game either describes its parts (a document, a scene, tool classes, a properties
panel, numbers, a hot-seat play controller) and gets the studio's standard editor
(`editor.qt.standard`), or brings a `GameEditor` of its own (``QtGame.make_editor``)
that installs its panels, menus and tool bars through the `Host`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QImage, QUndoStack
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QGraphicsScene,
    QMenu,
    QStatusBar,
    QToolBar,
    QWidget,
)

from editor.core.diagnostics import Diagnostic

from .language import translate
from .view import BoardView


class Document(QObject):
    """One open file: its model, where it lives, and the undo stack of its edits.

    ``changed`` is emitted after every edit, undo and redo (the commands emit it).
    """

    changed = Signal()

    def __init__(self, model: Any, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self.path = path
        self.stack = QUndoStack(self)

    @property
    def dirty(self) -> bool:
        return not self.stack.isClean()

    def __del__(self) -> None:
        # Collected with its Qt half about to go too (no parent keeps it): Qt deletes the
        # undo commands now, while Python's halves of them stand. Left to the collector,
        # which runs finalizers first and then clears in an order of its own, an undo
        # command's Python half may be cleared first: Python deletes the command, then Qt
        # deletes it once more as the stack goes (a crash).
        stack = getattr(self, "stack", None)
        if stack is None or not (shiboken6.isValid(self) and shiboken6.isValid(stack)):
            return
        if self.parent() is None:
            stack.blockSignals(True)
            stack.clear()


class GameScene(QGraphicsScene):
    """The board of one document, as the shell asks about it."""

    def place_at(self, pos: QPointF) -> str:
        """The place under a scene point in words (for the status bar); empty off the board."""
        raise NotImplementedError

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Mark where the diagnostics point."""
        raise NotImplementedError

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        """Select the place a diagnostic names; its centre in the scene, None if it names none."""
        raise NotImplementedError


class Tool(QObject):
    """One tool of the palette (Tiled's AbstractTool): what it is called and what the mouse does.

    Positions are scene points; ``hover(None)`` means the pointer left the board.
    ``message`` carries a line for the status bar (what the tool would do, its option).
    """

    message = Signal(str)

    name = ""
    label = ""
    key = ""
    tip = ""
    group = ""
    """Tools of one group stand together in the palette."""
    cursor = Qt.CursorShape.CrossCursor
    context = ""
    """The translation context the class's ``label`` and ``tip`` are marked in
    (``QT_TRANSLATE_NOOP``): a tool shows them in the window's language. "": as given."""

    def __init__(self, document: Document, scene: GameScene):
        super().__init__()
        self.document = document
        self.scene = scene
        if self.context:
            self.label = translate(self.context, self.label)
            self.tip = translate(self.context, self.tip)

    def icon(self) -> QIcon | None:
        """The palette's picture of the tool (None: its name is shown)."""
        return None

    def options(self) -> QWidget | None:
        """The tool's own controls and what it found, shown in the standard editor's Tool
        dock while the tool is chosen (the same widget every time); None: it has none."""
        return None

    def activate(self) -> None:
        """The tool was chosen."""

    def deactivate(self) -> None:
        """Another tool was chosen: take away what this one shows."""

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        """A mouse button went down on the view."""

    def move(self, pos: QPointF) -> None:
        """The pointer moved with the button down."""

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        """The button came up."""

    def hover(self, pos: QPointF | None) -> None:
        """The pointer moved with no button down (None: it left the view)."""

    def key_press(self, text: str) -> bool:
        """A key typed while this tool is chosen; True when the tool used it."""
        return False

    def key_event(self, key: int, text: str) -> bool:
        """Any key (``Qt.Key`` value, arrows and Tab too) on the board; True when used.

        The shell sends keys here in play mode; by default only typed text counts.
        """
        return bool(text) and self.key_press(text)


class PlayController(QObject):
    """A game played hot-seat on a copy of a document's model (the document never changes).

    The Play dock (`play_dock`) shows ``scene`` in the board view and hands mouse and
    keys to ``tool`` instead of the editing tools; it shows ``status_html()``, the
    ``log`` of moves, the game's own ``controls`` (a widget, if any) and ``help_text``.
    ``changed`` is emitted after every move and undo; ``message`` carries a line for
    the dock and the status bar (and whether it is a refusal); ``finished`` says how
    the game ended in a plain sentence (again, when there is more to say, such as an
    optimum worked out later); ``closed`` asks the dock to end play (the board went).
    """

    changed = Signal()
    message = Signal(str, bool)
    finished = Signal(str)
    closed = Signal()

    #: The title of the message that says how the game ended (translated in the Play dock's
    #: context, where it is shown).
    finished_title = QT_TRANSLATE_NOOP("PlayDock", "Game over")

    def __init__(self, players: int):
        super().__init__()
        self.players = players
        self.scene: GameScene | None = None
        self.tool: Tool | None = None
        self.log: list[str] = []
        self.result: str | None = None
        """The sentence ``finished`` said, None while the game goes on."""
        self.controls: QWidget | None = None
        self.help_text = ""

    def status_html(self) -> str:
        """Whose turn it is, what they look for, the count: HTML for the Play dock."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the last move; False when there is none."""
        raise NotImplementedError

    def close(self) -> None:
        """The game ends (play mode left, or a new game): stop what it started."""


class Host(Protocol):
    """What the shell window offers the editor of the open file.

    Everything an editor adds (docks, menus, tool bars, actions) belongs to it: the
    shell takes it all away when a file of another game replaces the editor.
    """

    view: BoardView
    settings: QSettings
    """The studio's settings, where an editor keeps its own choices (the board colours)."""

    def window_widget(self) -> QWidget:
        """The main window (the parent of dialogs and of the editor's widgets)."""

    def statusBar(self) -> QStatusBar: ...

    def add_dock(
        self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea, tab_with=None
    ) -> QDockWidget:
        """A dock beside the board (tabbed with ``tab_with`` when given), listed in View."""

    def install_dock(
        self, dock: QDockWidget, area: Qt.DockWidgetArea, tab_with=None
    ) -> QDockWidget:
        """`add_dock` for a dock the editor made itself."""

    def add_menu(self, title: str) -> QMenu:
        """A menu of the menu bar, before Help."""

    def add_toolbar(self, bar: QToolBar, area: Qt.ToolBarArea) -> None: ...

    def add_action(self, action: QAction, main_toolbar: bool = False) -> None:
        """A window-wide shortcut (and, if asked, a button on the main tool bar)."""

    def add_view_action(self, action: QAction) -> None:
        """An entry of the View menu (a display option)."""

    def add_edit_action(self, action: QAction) -> None:
        """An entry of the Edit menu, after undo and redo (copy, paste...), with its shortcut."""

    def refuse_with_errors(self, doing: str) -> str | None:
        """Check the file now; if it has errors, say why ``doing`` is refused and return it."""

    def set_editing(self, on: bool) -> None:
        """Undo and redo of the file work only while ``on`` (off while a game is played)."""

    def show_place(self, text: str) -> None:
        """Describe the place under the pointer in the status bar."""

    def open_file(self, path: str) -> bool:
        """Open a file of any game in the window, once unsaved work is saved or dropped
        (False when it was not opened)."""


class GameEditor(QObject):
    """A game's editor of one open file inside the shell window (Tiled's ``Editor``).

    It shows its board in ``host.view`` and installs its tools and panels through
    the host when it is made. The shell saves ``model`` (through the game's dump),
    drives ``stack`` (undo, redo, history, unsaved changes) and checks the file.
    """

    def __init__(self, host: Host):
        super().__init__(host.window_widget())
        self.host = host

    @property
    def stack(self) -> QUndoStack:
        raise NotImplementedError

    @property
    def model(self) -> Any:
        raise NotImplementedError

    path: str | None = None
    """Where the file lives (None for a new file); the shell sets it on save."""

    def new_file(self, shape: str, size: int | None) -> None:
        """Edit a new, empty file of one of the game's ``QtGame.shapes`` (and size)."""
        raise NotImplementedError

    def open_file(self, model: Any, path: str | None) -> None:
        """Edit a file that was read (its undo history starts empty)."""
        raise NotImplementedError

    def model_to_save(self, path: str) -> Any:
        """The model as it is written to ``path`` (a file whose contents depend on where it
        lies, such as paths relative to it, rewrites them); the shell sets ``path`` after."""
        return self.model

    def hover_text(self, pos: QPointF) -> str:
        """The place under a scene point in words; empty off the board."""
        return ""

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Mark on the board where the diagnostics point."""

    def show_diagnostic(self, diagnostic: Diagnostic) -> bool:
        """Select and centre the place a diagnostic names; False if it names none."""
        return False

    def key_press(self, text: str) -> bool:
        """A key typed in the window that nothing else took; True when the editor used it."""
        return False

    def fit(self) -> None:
        """Fit the board in the view."""
        self.host.view.fit()

    def shutdown(self) -> None:
        """The window closes or another editor replaces this one: stop background work."""

    def prepare_screenshot(self, kind: str) -> QDockWidget | None:
        """Bring the window into the state ``mazewright edit --screenshot --KIND`` shows
        (a kind of ``QtGame.screenshots``); the dock to raise, if any."""
        raise ValueError(f"no {kind} picture for this game")


@dataclass(frozen=True)
class QtGame:
    """A game's Qt part, as the editor shell uses it (``GameSpec.studio.qt`` names one)."""

    shapes: tuple[tuple[str, str], ...]
    """(name, description) of each kind of new file File > New offers."""
    sizes: tuple[int, int, int] | None = None
    """(smallest, largest, usual) size File > New asks for with a shape; None: the
    shape fixes the size."""
    make_editor: Callable[[Host], GameEditor] | None = None
    """The game's own editor; None for the standard one, made of the parts below."""
    open_problem: Callable[[Any], str | None] | None = None
    """``(model) -> why the editor cannot show it`` (a board too large to draw), or None."""
    screenshots: tuple[str, ...] = ()
    """What ``mazewright edit --screenshot`` can show besides the editor (``solve``, ``play``)."""
    new_document: Callable[[str, int | None], Document] | None = None
    """``(shape name, size) -> document`` of a new, empty file."""
    open_document: Callable[[Any, str | None], Document] | None = None
    """``(model, path) -> document`` of a file that was read."""
    make_scene: Callable[[Document], GameScene] | None = None
    make_tools: Callable[[Document, GameScene], list[Tool]] | None = None
    """The palette's tools, in order; the first is chosen at the start."""
    make_properties: Callable[[Document], QWidget] | None = None
    """``(document) -> widget`` editing the file's properties (size, title), if any."""
    panels: tuple[tuple[str, str, Callable[[Document], QWidget]], ...] = ()
    """More docks of the standard editor, under Properties, each ``(title, object name,
    (document) -> widget)``: the widget is made anew for each file."""
    make_play: Callable[[Document, int, Any], PlayController] | None = None
    """``(document, players, set-up) -> controller`` of a hot-seat game, if the game has
    one (the player counts are ``GameSpec.play.players``); the set-up is a key of
    ``play_setups``, or a seed when the game deals at random. Raises ValueError when the
    game cannot start."""
    play_setups: Callable[[Document, int], list[tuple[str, Any]]] | None = None
    """``(document, players) -> [(name, key)]``: the set-ups the Play dock offers for a
    player count (None: it offers a seed)."""
    play_setup_label: str = QT_TRANSLATE_NOOP("PlayPanel", "Set-up")
    """What a set-up is called in this game (a deal, a seating); translated in the Play
    panel's context, where it is shown."""
    make_toolbar: Callable[[Document, GameScene], QWidget] | None = None
    """``(document, scene) -> widget`` the standard editor puts in a tool bar above the
    board (a phase slider), made anew for each file; None: no such tool bar. The
    widget's actions with shortcuts work in the whole window."""
    make_watch: Callable[[Callable[[], GameScene]], QWidget] | None = None
    """``(scene of the open file) -> watch panel`` (`solver_dock.WatchPanel`) of the
    Solver dock, made once; it asks for the scene when it starts. None: no watching."""
    prepare_screenshot: Callable[[GameEditor, str], QDockWidget | None] | None = None
    """``(editor, kind) -> dock to raise``: bring the standard editor into the state
    ``mazewright edit --screenshot --KIND`` shows, for a game that does it its own way."""
    thumbnail: Callable[[Any, int], QImage] | None = None
    """``(model, pixels) -> image`` of the whole board at most ``pixels`` wide and high,
    for lists of files (the results of File > Generate) and for file managers
    (`mazewright thumbnail`); None: the list shows names only, a file manager an icon."""
    export_dialog: Callable[[GameEditor, QWidget], QDialog] | None = None
    """``(editor, parent) -> dialog`` of File > Export for the editor's open file, if the
    game brings its own; the shell opens it without blocking and deletes it when it
    closes. None: the shell's dialog (`editor.gui.export_dialog`), which exports through
    ``GameSpec.export.write``."""
