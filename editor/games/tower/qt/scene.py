"""The board scene: cards, heroes and issue markers (the view is `editor.qt.view`).

Every card is one `CardItem` whose ``paint`` asks the shared `QuestRenderer`
to draw that card; heroes are items on top so they can be dragged (and, later,
animated by the solution playback). Items live in board coordinates, the same
as the renderer's, so a scene point maps straight to a cell.

Items whose size follows the quest keep their bounding rectangle as a snapshot
(`BoardItem`): the quest and the renderer's board change under them (a card
moved or turned, a new quest opened), and Qt must be told of a geometry change
*before* it happens, never find a different answer the next time it asks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)

from editor.core.diagnostics import Diagnostic
from editor.qt.language import translate

from ..model import Point
from ..picking import Pick
from .commands import QuestDocument
from .renderer import QuestRenderer

MARGIN = 0.3  # cells of empty space around the board, its tabs and coordinates


class BoardItem(QGraphicsItem):
    """An item whose bounding rectangle changes only through `set_rect`."""

    def __init__(self):
        super().__init__()
        self._rect = QRectF()

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        """Tell the scene, then take the new geometry."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self.update()


class BackgroundItem(BoardItem):
    """The board area and its empty slots."""

    def __init__(self, renderer: QuestRenderer):
        super().__init__()
        self.renderer = renderer
        self.setZValue(-10)
        self.sync()

    def sync(self) -> None:
        """Follow the renderer's board (after it was refreshed)."""
        self.set_rect(self.renderer.board_rect().adjusted(-8, -8, 8, 8))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        self.renderer.paint_background(painter)


class FrameItem(BoardItem):
    """What the renderer draws around the board: the cards' tabs and the coordinates.

    The coordinates sit above the play overlay (they hold in every layout, the board's
    size never changes); the tabs sit under it (they name the editor's layout)."""

    def __init__(self, renderer: QuestRenderer, coordinates: bool):
        super().__init__()
        self.renderer = renderer
        self.coordinates = coordinates
        self.setZValue(200 if coordinates else 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.sync()

    def sync(self) -> None:
        """Follow the renderer's board (after it was refreshed)."""
        self.set_rect(self.renderer.extent().adjusted(-2, -2, 2, 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        if self.coordinates:
            self.renderer.paint_coordinates(painter)
        else:
            self.renderer.paint_tags(painter)


class CardItem(BoardItem):
    """One card, drawn by the renderer."""

    def __init__(self, renderer: QuestRenderer, card_id: str):
        super().__init__()
        self.renderer = renderer
        self.card_id = card_id
        self.sync()

    def sync(self) -> None:
        """Follow the card's place on the renderer's board (after it was refreshed)."""
        pad = self.renderer.cell * 0.2
        self.set_rect(self.renderer.card_rect(self.card_id).adjusted(-pad, -pad, pad, pad))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        self.renderer.paint_card(painter, self.card_id)


class HeroItem(QGraphicsItem):
    """A hero's start; its position is the top-left corner of its cell."""

    def __init__(self, renderer: QuestRenderer, hero: str):
        super().__init__()
        self.renderer = renderer
        self.hero = hero
        self.setZValue(10)
        self.setToolTip(
            translate(
                "TowerEditor", "{hero}: drag with the hero tool (H) to move its start"
            ).format(hero=hero)
        )

    def boundingRect(self) -> QRectF:
        c = self.renderer.cell
        return QRectF(0, 0, c, c)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        self.renderer.paint_hero(painter, self.hero, self.renderer.hero_rect(0, 0))

    def place(self, X: int, Y: int) -> None:
        self.setPos(self.renderer.cell_rect(X, Y).topLeft())


class IssueMarker(QGraphicsItem):
    """A warning triangle in the top-right corner of a cell that has a diagnostic."""

    def __init__(self, renderer: QuestRenderer, X: int, Y: int, diags: list[Diagnostic]):
        super().__init__()
        self.renderer = renderer
        self.cell = (X, Y)
        self.diagnostics = diags
        self.error = any(d.is_error for d in diags)
        self.setZValue(20)
        self.setPos(renderer.cell_rect(X, Y).topLeft())
        self.setToolTip("\n".join(f"{d.code}: {d.message}" for d in diags))

    def boundingRect(self) -> QRectF:
        c = self.renderer.cell
        return QRectF(c * 0.58, -c * 0.04, c * 0.46, c * 0.42)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        c = self.renderer.cell
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor("#D92D20") if self.error else QColor("#E8A317")
        tri = QPolygonF([QPointF(c * 0.81, 0), QPointF(c, c * 0.34), QPointF(c * 0.62, c * 0.34)])
        painter.setPen(QPen(QColor("#FFFFFF"), c * 0.025))
        painter.setBrush(colour)
        painter.drawPolygon(tri)
        painter.setPen(
            QPen(QColor("#FFFFFF"), c * 0.04, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        painter.drawLine(QPointF(c * 0.81, c * 0.1), QPointF(c * 0.81, c * 0.22))
        painter.drawPoint(QPointF(c * 0.81, c * 0.28))


class Highlight(QGraphicsObject):
    """An outline over a cell, an edge or a rectangle of cells (hover, selection, fill preview)."""

    def __init__(self, colour: str, width: float, dashed: bool = False, fill: str | None = None):
        super().__init__()
        self.path = QPainterPath()
        self.pen = QPen(QColor(colour), width)
        if dashed:
            self.pen.setStyle(Qt.PenStyle.DashLine)
        self.pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.fill = QColor(fill) if fill else None
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.path = path
        self.update()

    def boundingRect(self) -> QRectF:
        w = self.pen.widthF()
        return self.path.boundingRect().adjusted(-w, -w, w, w)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(self.pen)
        if self.fill is not None:
            painter.setBrush(self.fill)
        painter.drawPath(self.path)


class BoardScene(QGraphicsScene):
    """The quest's board. Rebuilds itself from the document's ``changed`` signal."""

    def __init__(self, doc: QuestDocument, renderer: QuestRenderer, parent=None):
        super().__init__(parent)
        # a few dozen items that move and resize together: a search index only goes stale
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.doc = doc
        self.renderer = renderer
        renderer.coordinates = True
        self.background = BackgroundItem(renderer)
        self.addItem(self.background)
        self.tags = FrameItem(renderer, coordinates=False)
        self.coordinates = FrameItem(renderer, coordinates=True)
        self.addItem(self.tags)
        self.addItem(self.coordinates)
        self.cards: dict[str, CardItem] = {}
        self.heroes: dict[str, HeroItem] = {}
        self.markers: list[IssueMarker] = []
        self.hover = Highlight("#2563EB", renderer.cell * 0.06)
        self.selection = Highlight("#F97316", renderer.cell * 0.08, dashed=True)
        self.preview = Highlight("#2563EB", renderer.cell * 0.04, dashed=True, fill="#402563EB")
        for item in (self.hover, self.selection, self.preview):
            self.addItem(item)
        self.selected: tuple[str, Point] | None = None
        self._diagnostics: list[Diagnostic] = []
        doc.changed.connect(self._on_changed)
        self.rebuild()

    # -- building ------------------------------------------------------------------
    def rebuild(self) -> None:
        """Recreate card and hero items (after cards changed or a new quest).

        The old card items leave the scene before the renderer moves on to the
        new board, while everything they know about still exists.
        """
        for item in self.cards.values():
            self.removeItem(item)
        self.cards = {}
        self.renderer.quest = self.doc.quest
        self.renderer.refresh()
        self.background.sync()
        self.tags.sync()
        self.coordinates.sync()
        for card in self.doc.quest.cards:
            item = CardItem(self.renderer, card.id)
            self.addItem(item)
            self.cards[card.id] = item
        self.sync_heroes()
        self.set_diagnostics(self._diagnostics)
        self._update_selection()
        m = self.renderer.cell * MARGIN
        self.setSceneRect(self.renderer.extent().adjusted(-m, -m, m, m))
        self.update()

    def sync_heroes(self) -> None:
        positions = self.renderer.start_positions()
        for hero in list(self.heroes):
            if hero not in positions:
                self.removeItem(self.heroes.pop(hero))
        for hero, at in positions.items():
            item = self.heroes.get(hero)
            if item is None:
                item = HeroItem(self.renderer, hero)
                self.addItem(item)
                self.heroes[hero] = item
            item.place(*at)

    def restyle(self) -> None:
        """Repaint everything (after the style or the grid setting changed)."""
        self.setBackgroundBrush(QColor(self.renderer.style.background))
        for item in self.items():
            item.update()
        self.update()

    def _on_changed(self, kind: str, cards) -> None:
        if kind == "cells":
            for cid in cards or ():
                item = self.cards.get(cid)
                if item is not None:
                    item.update()
        elif kind == "heroes":
            self.sync_heroes()
        elif kind in ("cards", "quest"):
            if kind == "quest":
                self.selected = None
                self._diagnostics = []
            self.rebuild()

    # -- overlays ------------------------------------------------------------------
    def global_cell(self, card_id: str | None, at) -> Point | None:
        """Global cell of a card's local cell (None when the card or cell is unknown)."""
        quest = self.doc.quest
        card = quest.card(card_id) if card_id is not None else None
        if card is None and card_id is None and len(quest.cards) == 1:
            card = quest.cards[0]
        if card is None or at is None:
            return None
        x, y = int(at[0]), int(at[1])
        if not (0 <= x < quest.size and 0 <= y < quest.size):
            return None
        return self.renderer.board.to_global(card.id, x, y)

    def set_diagnostics(self, diags: list[Diagnostic]) -> None:
        self._diagnostics = list(diags)
        for m in self.markers:
            self.removeItem(m)
        self.markers = []
        by_cell: dict[Point, list[Diagnostic]] = {}
        for d in diags:
            cell = self.global_cell(d.card, d.at)
            if cell is not None:
                by_cell.setdefault(cell, []).append(d)
        for (X, Y), ds in by_cell.items():
            marker = IssueMarker(self.renderer, X, Y, ds)
            self.addItem(marker)
            self.markers.append(marker)

    def select_cell(self, card_id: str | None, at) -> Point | None:
        """Outline a card cell; returns its global cell (None if it is not on the board)."""
        cell = self.global_cell(card_id, at)
        if cell is None:
            self.selected = None
        else:
            card = card_id if card_id is not None else self.doc.quest.cards[0].id
            self.selected = (card, (int(at[0]), int(at[1])))
        self._update_selection()
        return cell

    def _update_selection(self) -> None:
        path = QPainterPath()
        if self.selected is not None:
            cell = self.global_cell(*self.selected)
            if cell is not None:
                path.addRect(self.renderer.cell_rect(*cell).adjusted(3, 3, -3, -3))
        self.selection.set_path(path)

    def show_hover(self, pick: Pick | None, edge: bool) -> None:
        """Outline what the current tool would paint: the edge, or the cell."""
        path = QPainterPath()
        if pick is not None:
            if edge and pick.gside is not None:
                line = self.renderer.edge_line(pick.X, pick.Y, pick.gside)
                path.moveTo(line.p1())
                path.lineTo(line.p2())
            elif not edge:
                path.addRect(self.renderer.cell_rect(pick.X, pick.Y).adjusted(2, 2, -2, -2))
        self.hover.set_path(path)

    def show_rect(self, a: Point | None, b: Point | None) -> None:
        path = QPainterPath()
        if a is not None and b is not None:
            r = self.renderer.cell_rect(*a).united(self.renderer.cell_rect(*b))
            path.addRect(r)
        self.preview.set_path(path)
