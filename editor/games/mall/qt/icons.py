"""Pictures of the editor's tools and choices, painted by the board's own renderer, so a
button shows a space, a hero or a wall as the board draws it (colour and sign)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ..model import Scenario, Space
from ..palette import HERO_COLOURS
from .renderer import MallRenderer

#: Pixels of a picture.
ICON = 64


def paint_icon(paint: Callable[[QPainter, MallRenderer, QRectF], None]) -> QPixmap:
    """A tool picture painted with the board's own renderer (one space filling it)."""
    pixmap = QPixmap(ICON, ICON)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer = MallRenderer(Scenario(), cell=ICON)
    paint(painter, renderer, QRectF(0, 0, ICON, ICON))
    painter.end()
    return pixmap


def space_icon(kind: str, hero: str | None) -> QIcon:
    def paint(painter: QPainter, r: MallRenderer, rect: QRectF) -> None:
        painter.setPen(QPen(QColor(r.palette.grid), 2))
        painter.setBrush(QColor(r.palette.tile))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        if hero is not None:
            tint = QColor(HERO_COLOURS[hero])
            tint.setAlpha(r.palette.tint_alpha)
            painter.fillRect(rect.adjusted(2, 2, -2, -2), tint)
        if kind != "floor":
            r.paint_space(painter, Space((0, 0), kind, hero), rect, "N")

    return QIcon(paint_icon(paint))


def hero_icon(hero: str) -> QIcon:
    return QIcon(paint_icon(lambda painter, r, rect: r.paint_hero(painter, hero, rect)))
