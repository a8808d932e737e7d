"""The mall's board in the editor: a scenario (or a moment of its heist) drawn by
`renderer.MallRenderer` as the scene's background, with overlays on top.

Public names (for the editing tools, watch and play mode):

- ``MallScene(doc, style="screen-light")``: ``doc.model`` is the `Scenario`; the
  scene repaints after every ``doc.changed``. ``renderer`` is its `MallRenderer`.
- ``cell_at(pos) -> (tile_id, local) | None``, ``global_at(pos) -> (X, Y) | None``,
  ``edge_at(pos) -> (tile_id, local, side) | None``: what is under a scene point (a
  tile in the mall or in the tray beside it; a space of the mall; the nearest border
  of a space, its side in the tile's own terms).
- ``show_state(rules, state)``: draw a moment of a heist (`rules.Rules`,
  `rules.State`: the tiles explored, the heroes still in the mall, the timers used);
  ``show_board(board)`` the same for any `board.Board`; ``show_board(None)`` goes
  back to the scenario as it starts.
- ``set_hover(cell, edge=None)``, ``set_selected(cell)``: outline a space
  ``(tile_id, local)`` or a border ``(tile_id, local, side)``; None takes it away.
- ``set_marks(spaces, colour=None)``: outline global spaces of the mall (where a hero
  may go); ``set_overlay(name, paint)``: any ``paint(painter, renderer)`` on top, by
  name (None removes it).
- ``set_style(style)``: one of `editor.core.styles.STYLE_NAMES`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from editor.core.diagnostics import Diagnostic
from editor.qt.game import Document, GameScene
from editor.qt.language import translate

from ..model import SIDE_WORDS, Point
from ..rules import Rules, State
from .board import Board, board_of_state
from .renderer import MallRenderer

ERROR_COLOUR = "#d0342c"
WARNING_COLOUR = "#e8a317"
MARK_COLOUR = "#1F9E89"

Overlay = Callable[[QPainter, MallRenderer], None]
Cell = tuple[str, Point]
EdgeRef = tuple[str, Point, str]

SPACE_WORDS = {
    "vortex": QT_TRANSLATE_NOOP("MallEditor", "vortex"),
    "item": QT_TRANSLATE_NOOP("MallEditor", "item"),
    "exit": QT_TRANSLATE_NOOP("MallEditor", "exit"),
    "timer": QT_TRANSLATE_NOOP("MallEditor", "sand-timer space"),
    "explore": QT_TRANSLATE_NOOP("MallEditor", "explore space"),
}


class MallScene(GameScene):
    def __init__(self, doc: Document, style: str = "screen-light"):
        super().__init__()
        self.doc = doc
        self.renderer = MallRenderer(doc.model, style)
        self.issues: list[tuple[Cell, bool]] = []
        self.selected: Cell | None = None
        self.hover: Cell | None = None
        self.hover_edge: EdgeRef | None = None
        self.marks: list[Point] = []
        self.mark_colour = MARK_COLOUR
        self.overlays: dict[str, Overlay] = {}
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Fit the scene to the picture (tiles may have come or gone) and repaint."""
        self.renderer.scenario = self.doc.model
        rect = self.renderer.scene_rect()
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        self.update()

    def set_style(self, style: str) -> None:
        self.renderer.set_style(style)
        self.update()

    # -- what is where ----------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> Cell | None:
        return self.renderer.cell_at(pos)

    def global_at(self, pos: QPointF) -> Point | None:
        return self.renderer.global_at(pos)

    def edge_at(self, pos: QPointF) -> EdgeRef | None:
        return self.renderer.edge_at(pos)

    # -- a moment of a heist ------------------------------------------------------------
    def show_board(self, board: Board | None) -> None:
        self.renderer.show(board)
        self.refresh()

    def show_state(self, rules: Rules, state: State) -> None:
        self.show_board(board_of_state(rules, state))

    # -- what the shell asks ----------------------------------------------------------
    def place_at(self, pos: QPointF) -> str:
        cell = self.cell_at(pos)
        if cell is None:
            return ""
        tile_id, local = cell
        words = translate("MallEditor", "tile {tile}, space {space}").format(
            tile=tile_id, space=f"{local[0]},{local[1]}"
        )
        g = self.global_at(pos)
        if g is not None:
            words = translate("MallEditor", "{words} (mall {space})").format(
                words=words, space=f"{g[0]},{g[1]}"
            )
        tile = self.renderer.scenario.tile(tile_id)
        space = tile.space(local) if tile is not None else None
        if space is not None and space.type in SPACE_WORDS:
            what = translate("MallEditor", SPACE_WORDS[space.type])
            if space.type != "timer" and space.hero:
                what = translate("MallEditor", "{space} of the {hero}").format(
                    space=what, hero=space.hero
                )
            elif space.type != "timer":
                what = translate("MallEditor", "{space} for every hero").format(space=what)
            words = translate("MallEditor", "{words}: {space}").format(words=words, space=what)
        hero = next((h for h, at in self.renderer.board().heroes.items() if at == g), None)
        if hero is not None and g is not None:
            words = translate("MallEditor", "{words}, the {hero}").format(words=words, hero=hero)
        edge = self.edge_at(pos)
        if edge is not None:
            words = translate("MallEditor", "{words}, {side} border").format(
                words=words, side=SIDE_WORDS.get(edge[2], edge[2])
            )
        return words

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.issues = [
            ((d.card, d.at), d.is_error)
            for d in diagnostics
            if d.card is not None and d.at is not None
        ]
        self.update()

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        if diagnostic.card is None:
            self.set_selected(None)
            return None
        rect = None
        if diagnostic.at is not None:
            rect = self.renderer.cell_rect(diagnostic.card, diagnostic.at)
        else:
            piece = self.renderer.board().piece(diagnostic.card)
            rect = None if piece is None else self.renderer.piece_rect(piece)
        self.set_selected((diagnostic.card, diagnostic.at) if diagnostic.at is not None else None)
        return None if rect is None else rect.center()

    # -- overlays ---------------------------------------------------------------------
    def set_hover(self, cell: Cell | None, edge: EdgeRef | None = None) -> None:
        if (cell, edge) != (self.hover, self.hover_edge):
            self.hover, self.hover_edge = cell, edge
            self.update()

    def set_selected(self, cell: Cell | None) -> None:
        if cell != self.selected:
            self.selected = cell
            self.update()

    def set_marks(self, spaces: Iterable[Point], colour: str | None = None) -> None:
        self.marks = list(spaces)
        self.mark_colour = colour or MARK_COLOUR
        self.update()

    def set_overlay(self, name: str, paint: Overlay | None) -> None:
        if paint is None:
            self.overlays.pop(name, None)
        else:
            self.overlays[name] = paint
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.renderer
        painter.fillRect(rect, QColor(r.palette.background))
        board = r.board()
        r.paint(painter, board)
        c = r.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for (tile_id, local), error in self.issues:
            cell_rect = r.cell_rect(tile_id, local, board)
            if cell_rect is not None:
                colour = QColor(ERROR_COLOUR if error else WARNING_COLOUR)
                painter.setPen(QPen(colour, c * 0.07, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(cell_rect.adjusted(c * 0.1, c * 0.1, -c * 0.1, -c * 0.1))
        painter.restore()
        for g in self.marks:
            r.paint_highlight(painter, r.global_rect(g), self.mark_colour)
        for paint in self.overlays.values():
            paint(painter, r)
        for cell in (self.selected, self.hover):
            if cell is not None:
                cell_rect = r.cell_rect(cell[0], cell[1], board)
                if cell_rect is not None:
                    r.paint_highlight(painter, cell_rect)
        if self.hover_edge is not None:
            line = r.edge_line(*self.hover_edge, board=board)
            if line is not None:
                r.paint_edge_highlight(painter, line)
