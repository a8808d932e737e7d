"""The mall's symbols as painter paths: each hero's sign and each kind of space's shape.

Every path is drawn in a 100 x 100 box and mapped onto the rectangle asked for
(`fit`). The heroes' signs are the tower's (`resources/art/hero-*.svg`): the mage's
star, the dwarf's pickaxe, the elf's leaf, the barbarian's sword.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform


def _polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _rounded(x: float, y: float, w: float, h: float, r: float = 3.0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), r, r)
    return path


def _star() -> QPainterPath:
    return _polygon(
        [
            (50, 14),
            (59, 39),
            (86, 40),
            (64, 56),
            (72, 83),
            (50, 67),
            (28, 83),
            (36, 56),
            (14, 40),
            (41, 39),
        ]
    )


def _pickaxe() -> QPainterPath:
    head = QPainterPath(QPointF(22, 40))
    head.quadTo(50, 14, 78, 40)
    head.lineTo(72, 46)
    head.quadTo(50, 28, 28, 46)
    head.closeSubpath()
    return head.united(_rounded(45, 32, 10, 48))


def _leaf() -> QPainterPath:
    leaf = QPainterPath(QPointF(50, 16))
    leaf.cubicTo(76, 34, 76, 64, 50, 84)
    leaf.cubicTo(24, 64, 24, 34, 50, 16)
    leaf.closeSubpath()
    return leaf.subtracted(_rounded(47.5, 30, 5, 48, 2.5))


def _sword() -> QPainterPath:
    blade = _polygon([(50, 14), (58, 26), (58, 62), (42, 62), (42, 26)])
    return blade.united(_rounded(30, 60, 40, 8)).united(_rounded(45, 66, 10, 18))


_HERO_PATHS = {"mage": _star(), "dwarf": _pickaxe(), "elf": _leaf(), "barbarian": _sword()}


def fit(path: QPainterPath, rect: QRectF) -> QPainterPath:
    """``path`` (drawn in the 100 x 100 box) mapped onto ``rect``."""
    t = QTransform()
    t.translate(rect.x(), rect.y())
    t.scale(rect.width() / 100.0, rect.height() / 100.0)
    return t.map(path)


def hero_sign(hero: str, rect: QRectF) -> QPainterPath:
    """The hero's sign filling ``rect`` (an unknown hero: a ring)."""
    path = _HERO_PATHS.get(hero)
    if path is None:
        ring = QPainterPath()
        ring.addEllipse(QRectF(25, 25, 50, 50))
        ring.addEllipse(QRectF(38, 38, 24, 24))
        path = ring
    return fit(path, rect)


def gem() -> QPainterPath:
    """An item: a cut gem, flat on top."""
    return _polygon([(12, 36), (30, 12), (70, 12), (88, 36), (50, 92)])


def arch() -> QPainterPath:
    """An exit: a doorway."""
    path = QPainterPath(QPointF(14, 94))
    path.lineTo(14, 44)
    path.arcTo(QRectF(14, 8, 72, 72), 180, -180)
    path.lineTo(86, 94)
    path.closeSubpath()
    return path


def arch_inside() -> QPainterPath:
    path = QPainterPath(QPointF(27, 94))
    path.lineTo(27, 46)
    path.arcTo(QRectF(27, 23, 46, 46), 180, -180)
    path.lineTo(73, 94)
    path.closeSubpath()
    return path


def out_arrow() -> QPainterPath:
    """The sign of an exit for every hero: an arrow leaving upwards."""
    return _polygon([(50, 28), (70, 52), (58, 52), (58, 86), (42, 86), (42, 52), (30, 52)])


def spiral(turns: float = 2.25, start: float = 8.0, points: int = 90) -> QPainterPath:
    """A vortex: a spiral from ``start`` off the centre out to the box's edge (a line to
    stroke)."""
    path = QPainterPath(QPointF(50 + start, 50))
    for i in range(1, points + 1):
        t = i / points
        angle = t * turns * 2 * math.pi
        r = start + (46 - start) * t
        path.lineTo(50 + r * math.cos(angle), 50 + r * math.sin(angle))
    return path


def lens() -> QPainterPath:
    """Explore: a magnifying glass's ring and handle (a filled outline)."""
    ring = QPainterPath()
    ring.addEllipse(QRectF(6, 6, 68, 68))
    hole = QPainterPath()
    hole.addEllipse(QRectF(15, 15, 50, 50))
    handle = _polygon([(64, 71), (71, 64), (96, 89), (89, 96)])
    return ring.subtracted(hole).united(handle)


def hourglass() -> QPainterPath:
    """A sand-timer space."""
    glass = _polygon([(26, 18), (74, 18), (54, 50), (74, 82), (26, 82), (46, 50)])
    return glass.united(_rounded(18, 10, 64, 9, 2)).united(_rounded(18, 81, 64, 9, 2))


def arrow_head() -> QPainterPath:
    """An arrow pointing north (up) in the box: the entry arrow, an explore space's way out."""
    return _polygon([(50, 10), (90, 60), (66, 60), (66, 90), (34, 90), (34, 60), (10, 60)])
