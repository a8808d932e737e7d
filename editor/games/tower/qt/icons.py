"""Icons drawn from the tower's SVG art (tools, heroes, doors and keys)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from .renderer import art


@cache
def icon(name: str) -> QIcon:
    """An icon drawn from ``resources/art/<name>.svg`` (empty when the art is missing)."""
    renderer = art(name)
    result = QIcon()
    if renderer is None:
        return result
    for px in (16, 24, 32, 48, 64):
        pixmap = QPixmap(px, px)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        renderer.render(painter, QRectF(0, 0, px, px))
        painter.end()
        result.addPixmap(pixmap)
    return result
