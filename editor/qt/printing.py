"""Drawing what every printed sheet shares, with any QPainter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPen

from ..exporting import RectMM, crop_marks


def paint_crop_marks(painter, trims: Sequence[RectMM], bleed: float, unit: float = 1.0) -> None:
    """Draw the crop marks of these cards, ``unit`` painter units per millimetre."""
    painter.save()
    pen = QPen(QColor("#000000"), 0.25 * unit)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    for trim in trims:
        for (x1, y1), (x2, y2) in crop_marks(trim, bleed):
            painter.drawLine(QLineF(x1 * unit, y1 * unit, x2 * unit, y2 * unit))
    painter.restore()
