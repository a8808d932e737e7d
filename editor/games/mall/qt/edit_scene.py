"""The board of the scenario editor: the mall's scene, which also jumps to what the checks
and the panels point at.

A finding of the checks selects its space (a space of a tile, a hero's start) or, when
it names only a tile (the deck, the placed tiles, a tile not used), outlines the
whole tile, wherever the board shows it (`places.issue_place`). A tile chosen in the
Tiles dock (``doc.pointed``) is outlined and brought into view the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from editor.core.diagnostics import Diagnostic

from ..places import issue_place
from .document import MallDocument
from .renderer import MallRenderer
from .scene import MallScene

#: The name of the overlay that outlines a whole tile.
TILE_MARK = "pointed-tile"


class MallEditScene(MallScene):
    doc: MallDocument

    def __init__(self, doc: MallDocument, style: str = "screen-light"):
        super().__init__(doc, style)
        self.pointed_tile: str | None = None
        doc.pointed.connect(self.point_tile)

    def tile_rect(self, tile_id: str) -> QRectF | None:
        piece = self.renderer.board().piece(tile_id)
        return None if piece is None else self.renderer.piece_rect(piece)

    def point_tile(self, tile_id: str | None) -> QRectF | None:
        """Outline a whole tile (None: no more) and bring it into view; its rectangle."""
        self.pointed_tile = tile_id
        rect = None if tile_id is None else self.tile_rect(tile_id)
        if rect is None:
            self.set_overlay(TILE_MARK, None)
            return None

        def paint(painter, r: MallRenderer) -> None:
            now = self.tile_rect(tile_id)
            if now is not None:
                r.paint_highlight(painter, now)

        self.set_overlay(TILE_MARK, paint)
        for view in self.views():
            view.ensureVisible(rect)
        return rect

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        place = issue_place(self.doc.model, diagnostic)
        if place is None:
            self.set_selected(None)
            self.point_tile(None)
            return None
        tile_id, at = place
        if at is None:
            self.set_selected(None)
            rect = self.point_tile(tile_id)
        else:
            self.point_tile(None)
            self.set_selected((tile_id, at))
            rect = self.renderer.cell_rect(tile_id, at)
        return None if rect is None else rect.center()
