"""Painting tools: what a click or a drag on the board does to the quest.

Every change is a command pushed on the undo stack; all commands of one
mouse stroke share a stroke id and merge into one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QUndoStack

from ..model import HEROES, Cell, Edge, Point
from ..picking import Pick, cells_in_rect, crossing, pick
from .commands import (
    MoveHeroCommand,
    PaintCommand,
    QuestDocument,
    new_stroke_id,
)

#: How near a cell border (in cells) a point must be to pick the edge.
EDGE_TOLERANCE = 0.3


@dataclass(frozen=True)
class Tool:
    """One tool of the palette. ``kind`` is cell, edge, hero or eraser."""

    name: str
    label: str
    kind: str
    shortcut: str
    art: str
    help: str

    @property
    def tooltip(self) -> str:
        return f"<b>{self.label}</b> ({self.shortcut})<br>{self.help}"


_CELL_HELP = "Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears."
_EDGE_HELP = "Click or drag along cell borders; right-click clears."

TOOLS: tuple[Tool, ...] = (
    Tool("floor", "Floor", "cell", "F", "floor", _CELL_HELP),
    Tool("void", "Void", "cell", "V", "void", _CELL_HELP),
    Tool("exit", "Exit", "cell", "X", "exit", "Exit of the chosen hero, or shared. " + _CELL_HELP),
    Tool(
        "armory", "Armory", "cell", "M", "armory-dwarf", "Armory of the chosen hero. " + _CELL_HELP
    ),
    Tool("key", "Key", "cell", "K", "key-1", "Key of the chosen door number (1-5). " + _CELL_HELP),
    Tool("ladder", "Ladder", "cell", "L", "ladder", _CELL_HELP),
    Tool("trap", "Trap", "cell", "T", "trap", _CELL_HELP),
    Tool("invocation", "Invocation", "cell", "I", "invocation", _CELL_HELP),
    Tool("rotation", "Rotation", "cell", "O", "rotation", _CELL_HELP),
    Tool("sliding", "Sliding", "cell", "S", "sliding", _CELL_HELP),
    Tool(
        "hero",
        "Hero start",
        "hero",
        "H",
        "hero",
        "Click a cell to place the chosen hero; drag a hero to move it; right-click removes it.",
    ),
    Tool("wall", "Wall", "edge", "W", "wall", _EDGE_HELP),
    Tool("double-wall", "Double wall", "edge", "Shift+W", "double-wall", _EDGE_HELP),
    Tool("door", "Door", "edge", "D", "door-1", "Door of the chosen number (1-5). " + _EDGE_HELP),
    Tool("narrow", "Narrow passage", "edge", "N", "narrow", _EDGE_HELP),
    Tool(
        "air",
        "Air current",
        "edge",
        "A",
        "air",
        "Drag across a border: the air blows the way you drag. A click blows out of the "
        "clicked cell. Right-click clears.",
    ),
    Tool(
        "eraser",
        "Eraser",
        "eraser",
        "E",
        "eraser",
        "Near a border clears the edge, elsewhere makes the cell floor again.",
    ),
)
TOOLS_BY_NAME = {t.name: t for t in TOOLS}


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


class ToolController(QObject):
    """Turns mouse strokes on the board into commands for the current tool."""

    toolChanged = Signal(str)
    message = Signal(str)
    #: the card under a press (the cards dock follows it)
    cardPressed = Signal(str)

    def __init__(self, doc: QuestDocument, stack: QUndoStack, scene):
        super().__init__()
        self.doc = doc
        self.stack = stack
        self.scene = scene
        self.tool = TOOLS_BY_NAME["wall"]
        self.hero = HEROES[0]  # for armories and hero starts
        self.exit_hero: str | None = None  # None: a shared exit
        self.door = 1
        self.rect_mode = False
        self._stroke: int | None = None
        self._erase = False
        self._last: Point | None = None
        self._rect_from: Point | None = None
        self._dragged_hero: str | None = None

    # -- options -------------------------------------------------------------------
    def set_tool(self, name: str) -> None:
        self.tool = TOOLS_BY_NAME[name]
        self.scene.show_hover(None, False)
        self.toolChanged.emit(name)

    @property
    def renderer(self):
        return self.scene.renderer

    def cell_value(self) -> Cell:
        t = self.tool.name
        if t == "exit":
            return Cell("exit", hero=self.exit_hero)
        if t == "armory":
            return Cell("armory", hero=self.hero)
        if t == "key":
            return Cell("key", door=self.door)
        return Cell(t)

    def edge_value(self) -> Edge:
        t = self.tool.name
        return Edge("door", self.door) if t == "door" else Edge(t)

    # -- geometry ------------------------------------------------------------------
    def _pick(self, pos: QPointF, edges: bool) -> Pick | None:
        tol = self.renderer.cell * EDGE_TOLERANCE if edges else -1.0
        return pick(self.renderer.board, pos.x(), pos.y(), self.renderer.cell, tol)

    def _global(self, pos: QPointF) -> Point:
        return self.renderer.cell_at(pos.x(), pos.y())

    # -- pushing -------------------------------------------------------------------
    def _push(self, cells=None, edges=None, text: str | None = None) -> None:
        cmd = PaintCommand(
            self.doc, cells, edges, stroke=self._stroke, text=text or self.tool.label
        )
        if not cmd.is_noop():
            self.stack.push(cmd)

    def _paint_cell(self, p: Pick) -> None:
        cell = Cell("floor") if self._erase else self.cell_value()
        self._push(cells={p.cell: cell}, text="Erase cells" if self._erase else None)

    def _paint_edge(self, p: Pick) -> None:
        self._push(
            edges={p.edge: None if self._erase else self.edge_value()},
            text="Erase edges" if self._erase else None,
        )

    # -- the mouse -----------------------------------------------------------------
    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self._stroke = new_stroke_id()
        self._erase = button == Qt.MouseButton.RightButton
        under = self._pick(pos, False)
        if under is not None:
            self.cardPressed.emit(under.card)
        kind = self.tool.kind
        if kind == "hero":
            self._hero_press(pos)
            return
        here = self._global(pos)
        self._last = here
        if kind == "cell":
            shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            if (self.rect_mode or shift) and self.renderer.board.place(*here) is not None:
                self._rect_from = here
                self.scene.show_rect(here, here)
                return
            p = self._pick(pos, False)
            if p is not None:
                self._paint_cell(p)
        elif kind == "edge":
            p = self._pick(pos, True)
            if p is not None and p.side is not None:
                self._paint_edge(p)
        elif kind == "eraser":
            self._erase = True
            self._erase_at(pos)

    def move(self, pos: QPointF) -> None:
        self.hover(pos)
        if self._stroke is None:
            return
        kind = self.tool.kind
        if kind == "hero":
            self._hero_move(pos)
            return
        here = self._global(pos)
        if kind == "cell":
            if self._rect_from is not None:
                self.scene.show_rect(self._rect_from, here)
                return
            if here != self._last:
                for X, Y in orthogonal_path(self._last, here)[1:]:
                    place = self.renderer.board.place(X, Y)
                    if place is not None:
                        self._paint_cell(Pick(place.card.id, place.x, place.y, X, Y))
        elif kind == "edge":
            if self.tool.name == "air" and not self._erase:
                if here != self._last:
                    path = orthogonal_path(self._last, here)
                    for a, b in zip(path, path[1:], strict=False):
                        p = crossing(self.renderer.board, a, b)
                        if p is not None and self.renderer.board.place(*b) is not None:
                            self._paint_edge(p)
            else:
                p = self._pick(pos, True)
                if p is not None and p.side is not None:
                    self._paint_edge(p)
        elif kind == "eraser":
            self._erase_at(pos)
        self._last = here

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        if self._stroke is None:
            return
        if self.tool.kind == "hero":
            self._hero_release(pos)
        elif self._rect_from is not None:
            here = self._global(pos)
            picks = cells_in_rect(self.renderer.board, self._rect_from, here)
            value = Cell("floor") if self._erase else self.cell_value()
            self._push(cells={p.cell: value for p in picks}, text=f"Fill {self.tool.label}")
            self.scene.show_rect(None, None)
        self._stroke = None
        self._rect_from = None
        self._last = None
        self._erase = False

    def hover(self, pos: QPointF | None) -> None:
        if pos is None or self.tool.kind == "hero":
            self.scene.show_hover(None, False)
            return
        edges = self.tool.kind in ("edge", "eraser")
        p = self._pick(pos, edges)
        if self.tool.kind == "edge" and p is not None and p.side is None:
            p = None
        self.scene.show_hover(p, edges and p is not None and p.side is not None)

    def _erase_at(self, pos: QPointF) -> None:
        p = self._pick(pos, True)
        if p is None:
            return
        if p.side is not None:
            self._push(edges={p.edge: None}, text="Erase")
        else:
            self._push(cells={p.cell: Cell("floor")}, text="Erase")

    # -- heroes --------------------------------------------------------------------
    def _hero_press(self, pos: QPointF) -> None:
        p = self._pick(pos, False)
        if p is None:
            self._stroke = None
            return
        standing = self.doc.quest.hero_at(p.card, (p.x, p.y))
        if self._erase:
            if standing is not None:
                self.stack.push(MoveHeroCommand(self.doc, standing, None, None))
            self._stroke = None
            return
        if standing is not None:
            self._dragged_hero = standing
            self._drag_offset = pos - self.scene.heroes[standing].pos()
            self.scene.heroes[standing].setZValue(15)
            return
        self.stack.push(MoveHeroCommand(self.doc, self.hero, p.card, (p.x, p.y)))
        self._stroke = None

    def _hero_move(self, pos: QPointF) -> None:
        if self._dragged_hero is not None:
            self.scene.heroes[self._dragged_hero].setPos(pos - self._drag_offset)

    def _hero_release(self, pos: QPointF) -> None:
        hero = self._dragged_hero
        self._dragged_hero = None
        if hero is None:
            return
        self.scene.heroes[hero].setZValue(10)
        p = self._pick(pos, False)
        start = self.doc.quest.heroes.get(hero)
        card = self.doc.quest.card(start.card) if start is not None else None
        if p is None or (card is not None and (card.id, start.at) == (p.card, (p.x, p.y))):
            self.scene.sync_heroes()  # dropped off the board or where it was: put it back
            if p is None:
                self.message.emit(f"{hero} dropped off the cards: not moved")
            return
        self.stack.push(MoveHeroCommand(self.doc, hero, p.card, (p.x, p.y)))
