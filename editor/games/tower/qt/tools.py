"""The tower's painting tools: what a click or a drag on the board does to the quest.

Each tool is a class of the studio's `editor.qt.game.Tool` (Tiled's AbstractTool):
`CellTool` paints cells, `EdgeTool` cell borders (`AirTool` blows the way the
mouse drags), `HeroTool` places and drags hero starts, `EraserTool` clears. The
palette's tools are instances of these, `make_tools` makes them in palette order;
`ToolOptions` are the choices of the tool bar (hero, exit, door number,
rectangle) they share.

Every change is a command pushed on the undo stack; all commands of one mouse
stroke share a stroke id and merge into one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt, Signal
from PySide6.QtGui import QUndoStack

from editor.qt.game import Tool
from editor.qt.language import translate

from ..model import HEROES, Cell, Edge, Point
from ..picking import Pick, cells_in_rect, crossing, pick
from .commands import (
    MoveCardCommand,
    MoveHeroCommand,
    PaintCommand,
    QuestDocument,
    new_stroke_id,
)
from .icons import icon

#: How near a cell border (in cells) a point must be to pick the edge.
EDGE_TOLERANCE = 0.3

_CELL_HELP = QT_TRANSLATE_NOOP(
    "TowerTools",
    "Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.",
)
_EDGE_HELP = QT_TRANSLATE_NOOP(
    "TowerTools", "Click or drag along cell borders; right-click clears."
)


@dataclass
class ToolOptions:
    """What the tool options bar sets, shared by the tools."""

    hero: str = HEROES[0]
    """For armories and hero starts."""
    exit_hero: str | None = None
    """Whose exit; None for a shared exit."""
    door: int = 1
    """The number of doors and keys."""
    rect_mode: bool = False
    """Cells are painted as rectangles (also with Shift held)."""


def orthogonal_path(a: Point, b: Point) -> list[Point]:
    """Cells from ``a`` to ``b`` (both included), one orthogonal step at a time.

    A fast drag skips cells between two mouse events; painting along this path
    leaves no gaps and gives air currents a direction for every crossing.
    """
    path = [a]
    x, y = a
    while (x, y) != tuple(b):
        dx, dy = b[0] - x, b[1] - y
        if abs(dx) >= abs(dy):
            x += 1 if dx > 0 else -1
        else:
            y += 1 if dy > 0 else -1
        path.append((x, y))
    return path


class TowerTool(Tool):
    """What every tower tool shares: picking on the board and pushing commands."""

    cardPressed = Signal(str)
    """The card under a press (the Cards dock follows it)."""

    kind = ""
    """cell, edge, hero or eraser (the tool bar shows the options of a kind)."""
    edges = False
    """Whether the tool picks cell borders near the pointer."""

    def __init__(
        self,
        doc: QuestDocument,
        stack: QUndoStack,
        scene,
        options: ToolOptions,
        *,
        name: str,
        label: str,
        key: str,
        art: str,
        tip: str,
    ):
        super().__init__(doc, scene)
        self.doc = doc
        self.stack = stack
        self.options = options
        self.name, self.label, self.key, self.art, self.tip = name, label, key, art, tip
        self._stroke: int | None = None
        self._erase = False
        self._last: Point | None = None

    def icon(self):
        return icon(self.art)

    @property
    def renderer(self):
        return self.scene.renderer

    def deactivate(self) -> None:
        self.scene.show_hover(None, False)

    def _pick(self, pos: QPointF, edges: bool) -> Pick | None:
        tol = self.renderer.cell * EDGE_TOLERANCE if edges else -1.0
        return pick(self.renderer.board, pos.x(), pos.y(), self.renderer.cell, tol)

    def _global(self, pos: QPointF) -> Point:
        return self.renderer.cell_at(pos.x(), pos.y())

    def _push(self, cells=None, edges=None, text: str | None = None) -> None:
        cmd = PaintCommand(self.doc, cells, edges, stroke=self._stroke, text=text or self.label)
        if not cmd.is_noop():
            self.stack.push(cmd)

    def _start(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        """A stroke begins (left paints, right clears); False for other buttons."""
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        self._stroke = new_stroke_id()
        self._erase = button == Qt.MouseButton.RightButton
        under = self._pick(pos, False)
        if under is not None:
            self.cardPressed.emit(under.card)
        return True

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        self._stroke = None
        self._last = None
        self._erase = False

    def hover(self, pos: QPointF | None) -> None:
        p = None if pos is None else self._pick(pos, self.edges)
        if self.kind == "edge" and p is not None and p.side is None:
            p = None
        self.scene.show_hover(p, self.edges and p is not None and p.side is not None)


class CellTool(TowerTool):
    """Paints cells of one type along the drag, or fills a rectangle."""

    kind = "cell"
    group = "cells"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._rect_from: Point | None = None

    def value(self) -> Cell:
        o = self.options
        if self.name == "exit":
            return Cell("exit", hero=o.exit_hero)
        if self.name == "armory":
            return Cell("armory", hero=o.hero)
        if self.name == "key":
            return Cell("key", door=o.door)
        return Cell(self.name)

    def _paint(self, p: Pick) -> None:
        cell = Cell("floor") if self._erase else self.value()
        self._push(
            cells={p.cell: cell},
            text=translate("TowerCommands", "Erase cells") if self._erase else None,
        )

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if not self._start(pos, button):
            return
        here = self._last = self._global(pos)
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if (self.options.rect_mode or shift) and self.renderer.board.place(*here) is not None:
            self._rect_from = here
            self.scene.show_rect(here, here)
            return
        p = self._pick(pos, False)
        if p is not None:
            self._paint(p)

    def move(self, pos: QPointF) -> None:
        self.hover(pos)
        if self._stroke is None:
            return
        here = self._global(pos)
        if self._rect_from is not None:
            self.scene.show_rect(self._rect_from, here)
            return
        if here != self._last:
            for X, Y in orthogonal_path(self._last, here)[1:]:
                place = self.renderer.board.place(X, Y)
                if place is not None:
                    self._paint(Pick(place.card.id, place.x, place.y, X, Y))
        self._last = here

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if self._stroke is not None and self._rect_from is not None:
            picks = cells_in_rect(self.renderer.board, self._rect_from, self._global(pos))
            value = Cell("floor") if self._erase else self.value()
            self._push(
                cells={p.cell: value for p in picks},
                text=translate("TowerCommands", "Fill {tool}").format(tool=self.label),
            )
            self.scene.show_rect(None, None)
        self._rect_from = None
        super().release(pos, button)


class EdgeTool(TowerTool):
    """Paints one kind of edge on the cell borders the pointer passes near."""

    kind = "edge"
    group = "edges"
    edges = True

    def value(self) -> Edge:
        return Edge("door", self.options.door) if self.name == "door" else Edge(self.name)

    def _paint(self, p: Pick) -> None:
        self._push(
            edges={p.edge: None if self._erase else self.value()},
            text=translate("TowerCommands", "Erase edges") if self._erase else None,
        )

    def _paint_near(self, pos: QPointF) -> None:
        p = self._pick(pos, True)
        if p is not None and p.side is not None:
            self._paint(p)

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if self._start(pos, button):
            self._last = self._global(pos)
            self._paint_near(pos)

    def move(self, pos: QPointF) -> None:
        self.hover(pos)
        if self._stroke is not None:
            self._paint_near(pos)
            self._last = self._global(pos)


class AirTool(EdgeTool):
    """Air currents blow the way the mouse crosses a border; a click blows out of the cell."""

    def move(self, pos: QPointF) -> None:
        if self._erase:
            super().move(pos)
            return
        self.hover(pos)
        if self._stroke is None:
            return
        here = self._global(pos)
        if here != self._last:
            path = orthogonal_path(self._last, here)
            for a, b in zip(path, path[1:], strict=False):
                p = crossing(self.renderer.board, a, b)
                if p is not None and self.renderer.board.place(*b) is not None:
                    self._paint(p)
        self._last = here


class EraserTool(TowerTool):
    """Near a border clears the edge, elsewhere makes the cell floor again."""

    kind = "eraser"
    group = "other"
    edges = True

    def _erase_at(self, pos: QPointF) -> None:
        p = self._pick(pos, True)
        if p is None:
            return
        if p.side is not None:
            self._push(edges={p.edge: None}, text=translate("TowerCommands", "Erase"))
        else:
            self._push(cells={p.cell: Cell("floor")}, text=translate("TowerCommands", "Erase"))

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if self._start(pos, button):
            self._erase_at(pos)

    def move(self, pos: QPointF) -> None:
        self.hover(pos)
        if self._stroke is not None:
            self._erase_at(pos)


class HeroTool(TowerTool):
    """Click a cell to place the chosen hero; drag a hero to move it; right-click removes it."""

    kind = "hero"
    group = "heroes"
    cursor = Qt.CursorShape.OpenHandCursor

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._dragged: str | None = None
        self._offset = QPointF()

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if not self._start(pos, button):
            return
        p = self._pick(pos, False)
        self._stroke = None  # a hero's move is one command, not a stroke
        if p is None:
            return
        standing = self.doc.quest.hero_at(p.card, (p.x, p.y))
        if self._erase:
            if standing is not None:
                self.stack.push(MoveHeroCommand(self.doc, standing, None, None))
            return
        if standing is not None:
            self._dragged = standing
            self._offset = pos - self.scene.heroes[standing].pos()
            self.scene.heroes[standing].setZValue(15)
            return
        self.stack.push(MoveHeroCommand(self.doc, self.options.hero, p.card, (p.x, p.y)))

    def move(self, pos: QPointF) -> None:
        if self._dragged is not None:
            self.scene.heroes[self._dragged].setPos(pos - self._offset)

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        hero, self._dragged = self._dragged, None
        super().release(pos, button)
        if hero is None:
            return
        self.scene.heroes[hero].setZValue(10)
        p = self._pick(pos, False)
        start = self.doc.quest.heroes.get(hero)
        card = self.doc.quest.card(start.card) if start is not None else None
        if p is None or (card is not None and (card.id, start.at) == (p.card, (p.x, p.y))):
            self.scene.sync_heroes()  # dropped off the board or where it was: put it back
            if p is None:
                self.message.emit(
                    translate("TowerTools", "{hero} dropped off the cards: not moved").format(
                        hero=hero
                    )
                )
            return
        self.stack.push(MoveHeroCommand(self.doc, hero, p.card, (p.x, p.y)))

    def hover(self, pos: QPointF | None) -> None:
        self.scene.show_hover(None, False)


class CardTool(TowerTool):
    """Drag a card to another slot of the board; a card already there takes its place."""

    kind = "card"
    group = "other"
    cursor = Qt.CursorShape.SizeAllCursor

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._card: str | None = None

    def _slot(self, pos: QPointF) -> Point | None:
        """The slot of the board under a scene point (None off the slot grid)."""
        X, Y = self._global(pos)
        size = self.doc.quest.size
        cols, rows = self.doc.quest.slots
        slot = (X // size, Y // size)
        return slot if 0 <= slot[0] < cols and 0 <= slot[1] < rows else None

    def _outline(self, slot: Point | None) -> None:
        if slot is None:
            self.scene.show_rect(None, None)
            return
        n = self.doc.quest.size
        self.scene.show_rect((slot[0] * n, slot[1] * n), (slot[0] * n + n - 1, slot[1] * n + n - 1))

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        under = self._pick(pos, False)
        self._card = under.card if under is not None else None
        if under is not None:
            self.cardPressed.emit(under.card)

    def move(self, pos: QPointF) -> None:
        self._outline(self._slot(pos))

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        card, self._card = self._card, None
        self._outline(None)
        if card is None:
            return
        slot = self._slot(pos)
        if slot is None:
            self.message.emit(
                translate("TowerTools", "card {card} dropped off the board: not moved").format(
                    card=card
                )
            )
            return
        if slot != self.doc.quest.card(card).slot:
            self.stack.push(MoveCardCommand(self.doc, card, slot))

    def hover(self, pos: QPointF | None) -> None:
        under = None if pos is None else self._pick(pos, False)
        self._outline(None if under is None else self.doc.quest.card(under.card).slot)

    def deactivate(self) -> None:
        self._outline(None)


class SelectTool(TowerTool):
    """Drag a rectangle of cells: the selection that Copy, Cut, Paste, flips and turns use."""

    kind = "select"
    group = "other"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.selection: tuple[Point, Point] | None = None
        self._from: Point | None = None
        self._shown = False

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        here = self._global(pos)
        if self.renderer.board.place(*here) is None:
            self.select(None)
            return
        self._from = here
        self.select((here, here))

    def move(self, pos: QPointF) -> None:
        if self._from is not None:
            self.select((self._from, self._global(pos)))

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if self._from is not None:
            (x0, y0), (x1, y1) = self.selection
            self.message.emit(
                translate("TowerTools", "selected {width}×{height} cells").format(
                    width=abs(x1 - x0) + 1, height=abs(y1 - y0) + 1
                )
            )
        self._from = None

    def hover(self, pos: QPointF | None) -> None:
        self.scene.show_hover(None, False)

    def select(self, corners: tuple[Point, Point] | None) -> None:
        """Select the rectangle with these corner cells (None: nothing)."""
        self.selection = corners
        if self._shown:
            self.activate()

    def activate(self) -> None:
        self._shown = True
        self.scene.show_rect(*(self.selection or (None, None)))

    def deactivate(self) -> None:
        self._shown = False
        self.scene.show_rect(None, None)


#: The palette, in order: (class, name, label, key, art, help); the labels and helps are
#: English (`make_tools` gives the tools them in the window's language).
PALETTE: tuple[tuple[type[TowerTool], str, str, str, str, str], ...] = (
    (CellTool, "floor", QT_TRANSLATE_NOOP("TowerTools", "Floor"), "F", "floor", _CELL_HELP),
    (CellTool, "void", QT_TRANSLATE_NOOP("TowerTools", "Void"), "V", "void", _CELL_HELP),
    (
        CellTool,
        "exit",
        QT_TRANSLATE_NOOP("TowerTools", "Exit"),
        "X",
        "exit",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Exit of the chosen hero, or shared. Click or drag to paint cells; Shift+drag "
            "fills a rectangle; right-click clears.",
        ),
    ),
    (
        CellTool,
        "armory",
        QT_TRANSLATE_NOOP("TowerTools", "Armory"),
        "M",
        "armory-dwarf",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Armory of the chosen hero. Click or drag to paint cells; Shift+drag fills a "
            "rectangle; right-click clears.",
        ),
    ),
    (
        CellTool,
        "key",
        QT_TRANSLATE_NOOP("TowerTools", "Key"),
        "K",
        "key-1",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Key of the chosen door number (1-5). Click or drag to paint cells; Shift+drag "
            "fills a rectangle; right-click clears.",
        ),
    ),
    (CellTool, "ladder", QT_TRANSLATE_NOOP("TowerTools", "Ladder"), "L", "ladder", _CELL_HELP),
    (CellTool, "trap", QT_TRANSLATE_NOOP("TowerTools", "Trap"), "T", "trap", _CELL_HELP),
    (
        CellTool,
        "invocation",
        QT_TRANSLATE_NOOP("TowerTools", "Invocation"),
        "I",
        "invocation",
        _CELL_HELP,
    ),
    (
        CellTool,
        "rotation",
        QT_TRANSLATE_NOOP("TowerTools", "Rotation"),
        "O",
        "rotation",
        _CELL_HELP,
    ),
    (
        CellTool,
        "sliding",
        QT_TRANSLATE_NOOP("TowerTools", "Sliding"),
        "S",
        "sliding",
        _CELL_HELP,
    ),
    (
        HeroTool,
        "hero",
        QT_TRANSLATE_NOOP("TowerTools", "Hero start"),
        "H",
        "hero",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Click a cell to place the chosen hero; drag a hero to move it; right-click "
            "removes it.",
        ),
    ),
    (EdgeTool, "wall", QT_TRANSLATE_NOOP("TowerTools", "Wall"), "W", "wall", _EDGE_HELP),
    (
        EdgeTool,
        "double-wall",
        QT_TRANSLATE_NOOP("TowerTools", "Double wall"),
        "Shift+W",
        "double-wall",
        _EDGE_HELP,
    ),
    (
        EdgeTool,
        "door",
        QT_TRANSLATE_NOOP("TowerTools", "Door"),
        "D",
        "door-1",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Door of the chosen number (1-5). Click or drag along cell borders; right-click "
            "clears.",
        ),
    ),
    (
        EdgeTool,
        "narrow",
        QT_TRANSLATE_NOOP("TowerTools", "Narrow passage"),
        "N",
        "narrow",
        _EDGE_HELP,
    ),
    (
        AirTool,
        "air",
        QT_TRANSLATE_NOOP("TowerTools", "Air current"),
        "A",
        "air",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Drag across a border: the air blows the way you drag. A click blows out of the "
            "clicked cell. Right-click clears.",
        ),
    ),
    (
        CardTool,
        "card",
        QT_TRANSLATE_NOOP("TowerTools", "Move card"),
        "C",
        "move-card",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Drag a card to another slot of the board; a card already there takes its place.",
        ),
    ),
    (
        EraserTool,
        "eraser",
        QT_TRANSLATE_NOOP("TowerTools", "Eraser"),
        "E",
        "eraser",
        QT_TRANSLATE_NOOP(
            "TowerTools", "Near a border clears the edge, elsewhere makes the cell floor again."
        ),
    ),
    (
        SelectTool,
        "select",
        QT_TRANSLATE_NOOP("TowerTools", "Select"),
        "R",
        "rectangle",
        QT_TRANSLATE_NOOP(
            "TowerTools",
            "Drag a rectangle of cells; then Copy, Cut, Paste (at its top-left cell), flip or "
            "turn it from the Edit menu.",
        ),
    ),
)


def make_tools(
    doc: QuestDocument, stack: QUndoStack, scene, options: ToolOptions
) -> list[TowerTool]:
    """The palette's tools, in order, sharing ``options`` (labels and helps in the
    window's language)."""
    return [
        cls(
            doc,
            stack,
            scene,
            options,
            name=name,
            label=translate("TowerTools", label),
            key=key,
            art=art,
            tip=translate("TowerTools", tip),
        )
        for cls, name, label, key, art, tip in PALETTE
    ]
