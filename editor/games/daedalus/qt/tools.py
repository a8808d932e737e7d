"""The maze editor's tools: radial walls, arc walls and the eraser.

A drag is one stroke and one undo step: the pointer's way is sampled finely, and
each wall slot it passes near is changed once. Arc walls are painted on the film
as it is shown: the slot under the pointer at the shown phase, which the file
keeps in the film's own sectors.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt

from editor.qt.edits import new_stroke
from editor.qt.game import Tool

from ..geometry import ARC, RADIAL, Wall
from .document import MazeDocument
from .scene import MazeScene, wall_words

#: The pointer's way is sampled every this share of a ring's width.
SAMPLE = 0.2


class StrokeTool(Tool):
    """Drag near wall slots to change them; one drag is one undo step.

    The left button does the tool's own change; the right button takes walls of the
    tool's kind down.
    """

    document: MazeDocument
    scene: MazeScene
    kind: str | None = None

    context = "DaedalusEditor"

    def __init__(self, document: MazeDocument, scene: MazeScene):
        super().__init__(document, scene)
        self._stroke: int | None = None
        self._erase = False
        self._last: QPointF | None = None
        self._done: set[Wall] = set()

    def apply(self, walls: list[Wall], stroke: int) -> None:
        raise NotImplementedError

    def target(self, pos: QPointF) -> Wall | None:
        """The slot the tool acts on under ``pos``."""
        return self.scene.slot_under(pos, self.kind)

    def erase_target(self, pos: QPointF) -> Wall | None:
        wall = self.scene.wall_under(pos)
        return wall if wall is not None and (self.kind is None or wall[0] == self.kind) else None

    def press(self, pos: QPointF, button, modifiers) -> None:
        if button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self._stroke = new_stroke()
        self._erase = button == Qt.MouseButton.RightButton
        self._done = set()
        self._last = pos
        self._visit([pos])

    def move(self, pos: QPointF) -> None:
        if self._stroke is None:
            self.hover(pos)
            return
        last = self._last
        step = self.scene.renderer.ring_width * SAMPLE
        n = max(1, math.ceil(math.dist((last.x(), last.y()), (pos.x(), pos.y())) / step))
        self._visit([last + (pos - last) * (i / n) for i in range(1, n + 1)])
        self._last = pos
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        if self._stroke is not None:
            self.move(pos)
        self._stroke = self._last = None
        self._done = set()

    def _visit(self, points: list[QPointF]) -> None:
        found: list[Wall] = []
        for p in points:
            wall = self.erase_target(p) if self._erase else self.target(p)
            if wall is not None and wall not in self._done:
                self._done.add(wall)
                found.append(wall)
        if found:
            if self._erase:
                self.document.erase_walls(found, self._stroke)
            else:
                self.apply(found, self._stroke)

    def hover(self, pos: QPointF | None) -> None:
        wall = None if pos is None else self.target(pos)
        self.scene.set_hover(None, wall)
        if wall is not None:
            self.message.emit(wall_words(wall, self.document.model))

    def deactivate(self) -> None:
        self.scene.set_hover(None)


class RadialWallTool(StrokeTool):
    name, key, group = "radial", "R", "walls"
    label = QT_TRANSLATE_NOOP("DaedalusEditor", "Radial walls")
    tip = QT_TRANSLATE_NOOP(
        "DaedalusEditor",
        "Drag across the rings to put up radial walls on the board; right-drag takes them down",
    )
    kind = RADIAL

    def apply(self, walls: list[Wall], stroke: int) -> None:
        self.document.paint_walls(walls, stroke)


class ArcWallTool(StrokeTool):
    name, key, group = "arcs", "A", "walls"
    label = QT_TRANSLATE_NOOP("DaedalusEditor", "Arc walls")
    tip = QT_TRANSLATE_NOOP(
        "DaedalusEditor",
        "Drag along the circles to put up arc walls on the film (where it is at the shown "
        "phase); right-drag takes them down",
    )
    kind = ARC

    def apply(self, walls: list[Wall], stroke: int) -> None:
        self.document.paint_walls(walls, stroke)


class EraserTool(StrokeTool):
    name, key, group = "eraser", "E", "walls"
    label = QT_TRANSLATE_NOOP("DaedalusEditor", "Eraser")
    tip = QT_TRANSLATE_NOOP("DaedalusEditor", "Drag over walls of either kind to take them down")

    def target(self, pos: QPointF) -> Wall | None:
        return self.scene.wall_under(pos)

    def erase_target(self, pos: QPointF) -> Wall | None:
        return self.scene.wall_under(pos)

    def apply(self, walls: list[Wall], stroke: int) -> None:
        self.document.erase_walls(walls, stroke)


def make_tools(document: MazeDocument, scene: MazeScene) -> list[Tool]:
    return [
        RadialWallTool(document, scene),
        ArcWallTool(document, scene),
        EraserTool(document, scene),
    ]
