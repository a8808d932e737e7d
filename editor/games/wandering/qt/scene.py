"""The course in the editor: the set-up drawn by `TrackRenderer`, with overlays.

The whole board is painted as the scene's background, layer by layer: the course and
its pieces, issue markers, the landing tool's movement (its way, the figure on it,
numbered effects), the selected space and the space under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from editor.core.diagnostics import Diagnostic
from editor.qt.game import GameScene
from editor.qt.language import translate

from ..course import track_of
from ..model import HAG, MAGIC_TOWER, RAVEN
from .document import SetupDocument
from .renderer import TOWER, TrackRenderer

#: Each piece as the status bar names it (by its kind, as `Pieces.at` gives it).
PIECE_WORDS = {
    TOWER: QT_TRANSLATE_NOOP("WanderingEditor", "the tower"),
    MAGIC_TOWER: QT_TRANSLATE_NOOP("WanderingEditor", "the magic tower"),
    HAG: QT_TRANSLATE_NOOP("WanderingEditor", "the hag"),
    RAVEN: QT_TRANSLATE_NOOP("WanderingEditor", "the raven"),
}


@dataclass
class MovementView:
    """What the landing tool shows: the figure, its way and how far it has come."""

    kind: str
    """The figure's kind, as the resolver and the renderer name it (``tower``, ``hag``...)."""
    start: int
    steps: list[tuple[int, int, str]]
    """Each unit step: (from space, direction, cause)."""
    shown: float
    """How many unit steps are drawn (the animation's progress)."""
    end: int
    refused: bool
    marks: list[tuple[int, str, bool]]


class WanderingScene(GameScene):
    def __init__(self, doc: SetupDocument, style: str = "screen-light"):
        super().__init__()
        self.doc = doc
        self.renderer = TrackRenderer(doc.model, style)
        self.issues: list[tuple[int, bool]] = []
        self.selected: int | None = None
        self.hover_space: int | None = None
        self.picked: int | None = None
        self.movement: MovementView | None = None
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Fit the scene to the course (its length may have changed) and repaint."""
        rect = self.renderer.image_rect()
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        self.update()

    def space_at(self, pos: QPointF) -> int | None:
        return self.renderer.space_at(pos)

    # -- what the shell asks -----------------------------------------------------------
    def place_at(self, pos: QPointF) -> str:
        number = self.space_at(pos)
        if number is None:
            return ""
        track = track_of(self.doc.model)
        words = track[number].words()
        figures = self.renderer.pieces(track).at(number)
        if figures:
            named = ", ".join(translate("WanderingEditor", PIECE_WORDS[f]) for f in figures)
            words = translate("WanderingEditor", "{space}: {pieces}").format(
                space=words, pieces=named
            )
        return words

    def _space_of(self, pointer: str | None) -> int | None:
        """The space a JSON pointer is about, if any: a tower's start, a web's fountain."""
        if not pointer:
            return None
        parts = pointer.strip("/").split("/")
        setup = self.doc.model
        track = track_of(setup)
        if parts[:2] == ["start", "towers"] and len(parts) == 3 and setup.start is not None:
            index = int(parts[2])
            if index < len(setup.start.towers) and setup.start.towers[index] < len(track):
                return setup.start.towers[index]
        if parts[:2] == ["start", "magic_tower"] and setup.start is not None:
            magic = setup.start.magic_tower
            return magic if magic is not None and magic < len(track) else None
        if parts[0] == "webs":
            webs = setup.webs or ("A",)
            position = webs[int(parts[1])] if len(parts) == 2 else webs[0]
            return track.fountain(position)
        return None

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.issues = []
        for d in diagnostics:
            space = self._space_of(d.path)
            if space is not None:
                self.issues.append((space, d.is_error))
        self.update()

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        """Select the space an issue names; one about the panel's fields (modules, spells,
        the course) shows that field, and the course is centred."""
        self.selected = self._space_of(diagnostic.path)
        self.update()
        if diagnostic.path:
            self.doc.pointed.emit(diagnostic.path)
        if self.selected is not None:
            return self.renderer.space_centre(self.selected)
        return QPointF(0, 0) if diagnostic.path else None

    # -- overlays ------------------------------------------------------------------------
    def set_hover(self, space: int | None) -> None:
        if space != self.hover_space:
            self.hover_space = space
            self.update()

    def set_picked(self, space: int | None) -> None:
        self.picked = space
        self.update()

    def set_movement(self, movement: MovementView | None) -> None:
        self.movement = movement
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.renderer
        pal = r.palette
        painter.fillRect(rect, QColor(pal.background))
        m = self.movement
        r.paint_course(painter)
        moving = arrived = None
        if m is not None:
            moving = (m.kind, m.start)
            if not m.refused and m.shown >= len(m.steps):
                arrived = (m.kind, m.end)
        r.paint_pieces(painter, moving=moving, arrived=arrived)
        for space, error in self.issues:
            r.paint_space_outline(painter, space, pal.error if error else pal.warning, True)
        if self.selected is not None:
            r.paint_space_outline(painter, self.selected, pal.highlight, width=0.1)
        if self.picked is not None:
            r.paint_space_outline(painter, self.picked, pal.wizard, width=0.09)
        if m is not None:
            r.paint_movement(painter, m.steps, m.shown)
            done = m.shown >= len(m.steps)
            if done and m.refused:
                r.paint_cross(painter, m.end)
            if not done or m.refused:
                self._paint_moving(painter, m)
            if done:
                r.paint_marks(painter, m.marks)
        if self.hover_space is not None:
            r.paint_space_outline(painter, self.hover_space, pal.highlight, width=0.05)

    def _paint_moving(self, painter: QPainter, m: MovementView) -> None:
        """The figure where the animation has brought it (a ghost when refused)."""
        r = self.renderer
        k = min(int(m.shown), len(m.steps))
        if k < len(m.steps):
            space, direction, _ = m.steps[k]
            where = space + direction * (m.shown - k)
        else:
            where = m.end
        ghost = m.refused and k >= len(m.steps)
        r.paint_figure(painter, m.kind, r.space_centre(where), ghost=ghost)
