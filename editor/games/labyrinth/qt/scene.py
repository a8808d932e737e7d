"""The labyrinth's board in the editor: the layout drawn by `LabyrinthRenderer`, with overlays.

The whole board is painted as the scene's background, layer by layer: the layout
(with the probe's heat map under the pieces), issue markers, the probe's path,
the selected square and what the pointer is over. Any change asks for a repaint.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from editor.core.diagnostics import Diagnostic
from editor.qt.game import GameScene
from editor.qt.language import translate

from ..model import Edge, Square
from ..picking import square_at
from .document import LayoutDocument
from .renderer import LabyrinthRenderer

ERROR_COLOUR = "#d0342c"
WARNING_COLOUR = "#e8a317"


class LabyrinthScene(GameScene):
    def __init__(self, doc: LayoutDocument, style: str = "screen-light"):
        super().__init__()
        self.doc = doc
        self.renderer = LabyrinthRenderer(doc.model, style)
        self.heat: dict[Square, int] | None = None
        self.path: list[Square] | None = None
        self.issues: list[tuple[Square, bool]] = []
        self.selected: Square | None = None
        self.hover_square: Square | None = None
        self.hover_edge: Edge | None = None
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Fit the scene to the board (its size may have changed) and repaint."""
        rect = self.renderer.image_rect()
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        self.update()

    def to_board(self, pos: QPointF) -> tuple[float, float]:
        return self.renderer.to_board(pos)

    def square_at(self, pos: QPointF) -> Square | None:
        return square_at(self.doc.model.size, *self.to_board(pos))

    # -- what the shell asks -----------------------------------------------------------
    def place_at(self, pos: QPointF) -> str:
        square = self.square_at(pos)
        if square is None:
            return ""
        words = [translate("LabyrinthEditor", "square {x},{y}").format(x=square[0], y=square[1])]
        room = self.doc.model.room_at(square)
        if room is not None:
            words.append(translate("LabyrinthEditor", "room {room}").format(room=room))
        corner = next((c for c, at in self.doc.model.corners.items() if at == square), None)
        if corner is not None:
            words.append(translate("LabyrinthEditor", "corner {corner}").format(corner=corner))
        if self.heat is not None:
            steps = self.heat.get(square)
            words.append(
                translate("LabyrinthEditor", "unreachable")
                if steps is None
                else translate("LabyrinthEditor", "{steps} steps away").format(steps=steps)
            )
        return ", ".join(words)

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.issues = [(d.at, d.is_error) for d in diagnostics if d.at is not None]
        self.update()

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        at = diagnostic.at
        self.selected = at if at is not None and self.doc.model.inside(at) else None
        self.update()
        return None if self.selected is None else self.renderer.square_centre(self.selected)

    # -- overlays ------------------------------------------------------------------------
    def set_hover(self, square: Square | None, edge: Edge | None = None) -> None:
        if (square, edge) != (self.hover_square, self.hover_edge):
            self.hover_square, self.hover_edge = square, edge
            self.update()

    def set_probe(self, heat: dict[Square, int] | None, path: list[Square] | None) -> None:
        self.heat, self.path = heat, path
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.renderer
        painter.fillRect(rect, QColor(r.palette.background))
        r.paint(painter, heat=self.heat)
        c = r.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for square, error in self.issues:
            if self.doc.model.inside(square):
                colour = QColor(ERROR_COLOUR if error else WARNING_COLOUR)
                painter.setPen(QPen(colour, c * 0.06, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(
                    r.square_rect(square).adjusted(c * 0.1, c * 0.1, -c * 0.1, -c * 0.1)
                )
        painter.restore()
        if self.path:
            r.paint_path(painter, self.path)
        if self.selected is not None:
            r.paint_highlight(painter, self.selected)
        if self.hover_square is not None or self.hover_edge is not None:
            r.paint_highlight(painter, self.hover_square, self.hover_edge)
