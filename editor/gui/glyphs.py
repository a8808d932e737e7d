"""Icons the window draws itself where the system's icon theme has none (undo, redo)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = "#3B4252"


def _turn_arrow(size: int, mirrored: bool) -> QPixmap:
    """A curved arrow turning back to the left (undo), or to the right (redo, mirrored)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if mirrored:
        painter.translate(size, 0)
        painter.scale(-1, 1)
    s = size / 16
    pen = QPen(QColor(INK), 1.8 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    path = QPainterPath(QPointF(5 * s, 6 * s))
    path.lineTo(10 * s, 6 * s)
    path.cubicTo(15 * s, 6 * s, 15 * s, 13 * s, 10 * s, 13 * s)
    path.lineTo(7 * s, 13 * s)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(INK))
    head = QPolygonF([QPointF(1.5 * s, 6 * s), QPointF(6 * s, 2.5 * s), QPointF(6 * s, 9.5 * s)])
    painter.drawPolygon(head)
    painter.end()
    return pixmap


def undo_icon(redo: bool = False) -> QIcon:
    """The theme's undo (redo) icon, or a curved arrow drawn here."""
    themed = QIcon.fromTheme(QIcon.ThemeIcon.EditRedo if redo else QIcon.ThemeIcon.EditUndo)
    if not themed.isNull():
        return themed
    icon = QIcon()
    for size in (16, 24, 32, 48):
        icon.addPixmap(_turn_arrow(size, mirrored=redo))
    return icon
