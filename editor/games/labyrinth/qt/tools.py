"""The labyrinth editor's tools: walls, eraser, rooms and the distance probe."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt

from editor.qt.edits import new_stroke
from editor.qt.game import Tool
from editor.qt.language import translate

from ..model import ROOMS, Square
from ..picking import pick, stroke_edges
from ..search import distance_map, shortest_path
from .document import LayoutDocument
from .scene import LabyrinthScene


class StrokeTool(Tool):
    """Drag along grid lines to change the walls there; one drag is one undo step."""

    document: LayoutDocument
    scene: LabyrinthScene

    context = "LabyrinthEditor"

    def __init__(self, document: LayoutDocument, scene: LabyrinthScene):
        super().__init__(document, scene)
        self._stroke: int | None = None
        self._last: tuple[float, float] | None = None

    def apply(self, edges, stroke: int) -> None:
        raise NotImplementedError

    def press(self, pos: QPointF, button, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        self._stroke = new_stroke()
        self._last = self.scene.to_board(pos)
        found = pick(self.document.model.size, *self._last)
        if found is not None and found.edge is not None:
            self.apply([found.edge], self._stroke)

    def move(self, pos: QPointF) -> None:
        if self._stroke is None:
            return
        here = self.scene.to_board(pos)
        edges = stroke_edges(self.document.model.size, self._last, here)
        if edges:
            self.apply(edges, self._stroke)
        self._last = here
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        if self._stroke is not None:
            self.move(pos)
        self._stroke = self._last = None

    def hover(self, pos: QPointF | None) -> None:
        found = None if pos is None else pick(self.document.model.size, *self.scene.to_board(pos))
        self.scene.set_hover(None, None if found is None else found.edge)

    def deactivate(self) -> None:
        self.scene.set_hover(None)


class WallTool(StrokeTool):
    name, label, key = "walls", QT_TRANSLATE_NOOP("LabyrinthEditor", "Walls"), "W"
    tip = QT_TRANSLATE_NOOP("LabyrinthEditor", "Drag along grid lines to put up walls")

    def apply(self, edges, stroke: int) -> None:
        self.document.paint_walls(edges, stroke)


class EraserTool(StrokeTool):
    name, label, key = "eraser", QT_TRANSLATE_NOOP("LabyrinthEditor", "Eraser"), "E"
    tip = QT_TRANSLATE_NOOP(
        "LabyrinthEditor",
        "Drag along walls to take them down; click a room to take it off the board",
    )

    def apply(self, edges, stroke: int) -> None:
        self.document.erase_walls(edges, stroke)

    def press(self, pos: QPointF, button, modifiers) -> None:
        found = pick(self.document.model.size, *self.scene.to_board(pos))
        if (
            button == Qt.MouseButton.LeftButton
            and found is not None
            and found.edge is None
            and self.document.model.room_at(found.square) is not None
        ):
            self.document.remove_room(found.square)
            return
        super().press(pos, button, modifiers)


class RoomTool(Tool):
    name, label, key = "rooms", QT_TRANSLATE_NOOP("LabyrinthEditor", "Rooms"), "R"
    tip = QT_TRANSLATE_NOOP(
        "LabyrinthEditor",
        "Click a square to place the room of the chosen number (keys 1 to 5); right-click removes",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    document: LayoutDocument
    scene: LabyrinthScene

    context = "LabyrinthEditor"

    def __init__(self, document: LayoutDocument, scene: LabyrinthScene):
        super().__init__(document, scene)
        self.number = 1

    def activate(self) -> None:
        self.message.emit(self._words())

    def _words(self) -> str:
        return translate(
            "LabyrinthEditor",
            "room {number}: click a square to place it (keys 1 to 5 choose the room)",
        ).format(number=self.number)

    def set_number(self, number: int) -> None:
        if number not in ROOMS:
            raise ValueError(f"a room number is one of 1 to 5, not {number}")
        self.number = number
        self.message.emit(self._words())

    def key_press(self, text: str) -> bool:
        if text.isdigit() and int(text) in ROOMS:
            self.set_number(int(text))
            return True
        return False

    def press(self, pos: QPointF, button, modifiers) -> None:
        square = self.scene.square_at(pos)
        if square is None:
            return
        if button == Qt.MouseButton.LeftButton:
            self.document.place_room(self.number, square)
        elif button == Qt.MouseButton.RightButton:
            self.document.remove_room(square)

    def hover(self, pos: QPointF | None) -> None:
        self.scene.set_hover(None if pos is None else self.scene.square_at(pos))

    def deactivate(self) -> None:
        self.scene.set_hover(None)


class DistanceProbe(Tool):
    """Click a corner or a room: every square shows its distance from there; hover: the way."""

    name, label, key = "probe", QT_TRANSLATE_NOOP("LabyrinthEditor", "Distances"), "D"
    tip = QT_TRANSLATE_NOOP(
        "LabyrinthEditor",
        "Click a corner or a room to see every square's distance from it; hover for the way",
    )
    cursor = Qt.CursorShape.PointingHandCursor
    active = False

    document: LayoutDocument
    scene: LabyrinthScene

    context = "LabyrinthEditor"

    def __init__(self, document: LayoutDocument, scene: LabyrinthScene):
        super().__init__(document, scene)
        self.source: Square | None = None
        self.target: Square | None = None
        document.changed.connect(self._update)

    def is_source(self, square: Square) -> bool:
        layout = self.document.model
        return square in layout.corners.values() or layout.room_at(square) is not None

    def press(self, pos: QPointF, button, modifiers) -> None:
        square = self.scene.square_at(pos)
        if button != Qt.MouseButton.LeftButton:
            return
        if square is not None and self.is_source(square) and square != self.source:
            self.source = square
            self.message.emit(
                translate("LabyrinthEditor", "distances from square {x},{y}").format(
                    x=square[0], y=square[1]
                )
            )
        else:
            self.source = None
            self.message.emit(translate("LabyrinthEditor", "click a corner or a room"))
        self._update()

    def hover(self, pos: QPointF | None) -> None:
        square = None if pos is None else self.scene.square_at(pos)
        if square != self.target:
            self.target = square
            self._update()

    def _update(self) -> None:
        if not self.active:
            return
        layout = self.document.model
        if self.source is not None and not self.is_source(self.source):
            self.source = None
        heat = None if self.source is None else distance_map(layout, self.source)
        path = None
        if heat is not None and self.target is not None:
            path = shortest_path(layout, self.source, self.target)
        self.scene.set_probe(heat, path)
        self.scene.set_hover(self.target)

    def activate(self) -> None:
        self.active = True
        self.message.emit(translate("LabyrinthEditor", "click a corner or a room"))
        self._update()

    def deactivate(self) -> None:
        self.active = False
        self.scene.set_probe(None, None)
        self.scene.set_hover(None)


def make_tools(document: LayoutDocument, scene: LabyrinthScene) -> list[Tool]:
    return [
        WallTool(document, scene),
        EraserTool(document, scene),
        RoomTool(document, scene),
        DistanceProbe(document, scene),
    ]
