"""Icons from the project's SVG art, and the light/dark choice of the system palette."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPalette, QPixmap

from editor.games.tower.qt.drawing import art


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


def system_is_dark() -> bool:
    """Whether the system asks for a dark look (colour scheme, else the palette's lightness)."""
    app = QGuiApplication.instance()
    if app is None:
        return False
    scheme = app.styleHints().colorScheme()
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def screen_style() -> str:
    return "screen-dark" if system_is_dark() else "screen-light"
