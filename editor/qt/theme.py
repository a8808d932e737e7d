"""The light or dark look the system asks for, as the board styles name it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette


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
