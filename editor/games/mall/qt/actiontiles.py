"""The action tiles of a player count, drawn as the players hold them (RULES.md section 3).

One row per player (solo: the seven tiles of the solo deck in one row), each tile a
card with its action's picture: an arrow for a move (north up, as the tiles lie
beside the start tile), a spiral for the vortex, steps for the escalator, a
magnifying glass for exploring. The acting player's row is lit and the tile used
underlined; a click on a row picks that player (play mode's acting player).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.qt.language import translate

from ..hands import HANDS

TILE = 30
GAP = 4
LABEL = 76
ROW = TILE + 2 * GAP
INK = QColor("#1F2937")
CARD = QColor("#FFF7E6")
LIT = QColor("#FDE68A")
MARK = QColor("#D92D20")
#: A move tile's arrow: the angle (degrees, clockwise from east) it points to.
ANGLES = {"N": -90.0, "E": 0.0, "S": 90.0, "W": 180.0}


class ActionTiles(QWidget):
    """The tiles of ``players`` players; `set_acting` lights a player and one of its tiles."""

    picked = Signal(int)

    def __init__(self, players: int = 1, parent: QWidget | None = None):
        super().__init__(parent)
        self.players = players
        self.acting: int | None = None
        self.kind: str | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        return HANDS[self.players]

    def set_players(self, players: int) -> None:
        self.players = players
        self.acting = self.kind = None
        self.updateGeometry()
        self.update()

    def set_acting(self, player: int | None, kind: str | None = None) -> None:
        """Light ``player``'s row (None: nobody) and underline its tile ``kind``."""
        self.acting, self.kind = player, kind
        self.update()

    def sizeHint(self) -> QSize:
        widest = max(len(h) for h in self.hands)
        return QSize(LABEL + widest * (TILE + GAP) + GAP, len(self.hands) * ROW)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def tile_rect(self, player: int, index: int) -> QRectF:
        return QRectF(LABEL + index * (TILE + GAP), player * ROW + GAP, TILE, TILE)

    def row_at(self, y: float) -> int | None:
        row = int(y // ROW)
        return row if 0 <= row < len(self.hands) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(event.position().y())
        if row is not None and event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(row)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for p, hand in enumerate(self.hands):
            row = QRectF(0, p * ROW, self.width(), ROW)
            if p == self.acting:
                painter.fillRect(row, LIT)
            painter.setPen(INK)
            if self.players == 1:
                name = translate("MallPrinting", "solo deck")
            else:
                name = translate("MallPrinting", "player {n}").format(n=p + 1)
            font = painter.font()
            font.setBold(p == self.acting)
            painter.setFont(font)
            painter.drawText(row.adjusted(GAP, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, name)
            for i, kind in enumerate(hand):
                used = p == self.acting and kind == self.kind
                paint_tile(painter, self.tile_rect(p, i), kind, used)
        painter.end()


def paint_tile(painter: QPainter, rect: QRectF, kind: str, used: bool = False) -> None:
    """One action tile: the card, its picture, and a red frame when it is the one used."""
    painter.save()
    painter.setPen(QPen(MARK if used else INK, 3 if used else 1))
    painter.setBrush(CARD)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
    pen = QPen(INK, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    c = rect.center()
    r = rect.width() * 0.32
    if kind in ANGLES:
        _arrow(painter, c, r, ANGLES[kind])
    elif kind == "vortex":
        _spiral(painter, c, r)
    elif kind == "escalator":
        _steps(painter, c, r)
    else:
        _magnifier(painter, c, r)
    painter.restore()


def _arrow(painter: QPainter, c: QPointF, r: float, angle: float) -> None:
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    tip = QPointF(c.x() + ux * r, c.y() + uy * r)
    tail = QPointF(c.x() - ux * r, c.y() - uy * r)
    painter.drawLine(tail, tip)
    head = r * 0.6
    left = QPointF(tip.x() - ux * head - uy * head * 0.7, tip.y() - uy * head + ux * head * 0.7)
    right = QPointF(tip.x() - ux * head + uy * head * 0.7, tip.y() - uy * head - ux * head * 0.7)
    painter.setBrush(painter.pen().color())
    painter.drawPolygon(QPolygonF([tip, left, right]))


def _spiral(painter: QPainter, c: QPointF, r: float) -> None:
    path = QPainterPath()
    turns = 2.2
    steps = 60
    for i in range(steps + 1):
        t = i / steps
        a = t * turns * 2 * math.pi
        d = r * t
        p = QPointF(c.x() + d * math.cos(a), c.y() + d * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    painter.drawPath(path)


def _steps(painter: QPainter, c: QPointF, r: float) -> None:
    path = QPainterPath(QPointF(c.x() - r, c.y() + r))
    n = 3
    w = 2 * r / n
    for i in range(n):
        x = c.x() - r + i * w
        y = c.y() + r - (i + 1) * w
        path.lineTo(QPointF(x, y))
        path.lineTo(QPointF(x + w, y))
    painter.drawPath(path)


def _magnifier(painter: QPainter, c: QPointF, r: float) -> None:
    lens = r * 0.6
    centre = QPointF(c.x() - r * 0.25, c.y() - r * 0.25)
    painter.drawEllipse(centre, lens, lens)
    d = lens / math.sqrt(2)
    painter.drawLine(QPointF(centre.x() + d, centre.y() + d), QPointF(c.x() + r, c.y() + r))
