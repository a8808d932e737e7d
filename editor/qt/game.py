"""What a game's Qt part gives the editor shell: documents, a scene, tools, numbers.

The shell (`editor.gui.studio`) names no game: it finds the game's `QtGame` through
`editor.registry` (``GameSpec.qt``) and works only with what is declared here, as
Tiled's editor works with one ``Editor`` per document kind and tools as classes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QGraphicsScene, QWidget

from editor.diagnostics import Diagnostic


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
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, document: Document, scene: GameScene):
        super().__init__()
        self.document = document
        self.scene = scene

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

    The shell shows ``scene`` in the board view and hands mouse and keys to ``tool``
    instead of the editing tools. ``changed`` is emitted after every move, undo and
    reveal; ``message`` carries a line for the status bar (a refusal, a knock);
    ``finished`` says who won in a plain sentence, once, when the game ends.
    """

    changed = Signal()
    message = Signal(str)
    finished = Signal(str)

    def __init__(self, players: int):
        super().__init__()
        self.players = players
        self.scene: GameScene | None = None
        self.tool: Tool | None = None
        self.log: list[str] = []
        self.result: str | None = None
        """The sentence ``finished`` said, None while the game goes on."""

    def status_html(self) -> str:
        """Whose turn it is, what they look for, the tokens: HTML for the play panel."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the last move; False when there is none."""
        raise NotImplementedError

    def reveal(self, on: bool) -> None:
        """Show (or hide again) what the players may not see."""
        raise NotImplementedError


@dataclass(frozen=True)
class QtGame:
    """A game's Qt part, as the editor shell uses it (``GameSpec.qt`` names one)."""

    shapes: tuple[tuple[str, str], ...]
    """(name, description) of each kind of new file File > New offers."""
    new_document: Callable[[str], Document]
    """``(shape name) -> document`` of a new, empty file."""
    open_document: Callable[[Any, str | None], Document]
    """``(model, path) -> document`` of a file that was read."""
    make_scene: Callable[[Document], GameScene]
    make_tools: Callable[[Document, GameScene], list[Tool]]
    """The palette's tools, in order; the first is chosen at the start."""
    numbers_text: Callable[[Any], str]
    """``(model) -> HTML``: the solver panel's numbers."""
    make_properties: Callable[[Document], QWidget] | None = None
    """``(document) -> widget`` editing the file's properties (size, title), if any."""
    make_play: Callable[[Document, int, int | None], PlayController] | None = None
    """``(document, players, seed) -> controller`` of a hot-seat game, if the game has one
    (the player counts are ``GameSpec.players``); raises ValueError when it cannot start."""
