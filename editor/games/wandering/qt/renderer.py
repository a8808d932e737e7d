"""One renderer for the running course: the editor's scene, images and the printed card.

`TrackRenderer` paints a set-up with any QPainter (a scene, a QImage, a QPdfWriter) in
*scene coordinates*: the ring's centre at the origin, ``cell`` units the length of one
space along the ring. Space 0, the raven castle, stands at the top; the numbers run
clockwise, as the rulebook counts them. Each landscape tile is a band of ground under
its spaces, numbered outside the ring; each space carries its number inside the ring.

Layers, bottom to top: `paint_course` (tiles, spaces, castle, fountains and webs, the
centre's title), `paint_pieces` (towers, the magic tower, the hag and the raven at
their start). Overlays go on top: `paint_movement` (a movement's way, leg by leg),
`paint_figure` (one figure anywhere on the ring), `paint_marks` (numbered effects),
`paint_space_outline` (issues, hover, selection).

Typical use::

    r = TrackRenderer(setup, style="print")
    r.paint(painter)
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF

from editor.core.writing import replacing
from editor.qt.language import translate
from editor.qt.printing import print_font, square_image

from ..course import Track, default_towers, hag_and_raven_space, magic_tower_space, track_of
from ..model import HAG, MAGIC_TOWER, RAVEN, SetUp
from ..palette import Palette, get_palette

#: Scene units per space along the ring (the editor's 100 % zoom).
CELL = 64.0
#: The ring's width, in cells.
RING = 1.2
#: The smallest ring's radius, in cells (room for the title in the middle).
MIN_RADIUS = 2.7
#: Points per arc of a space's outline.
ARC_POINTS = 8

TOWER = "tower"
WIZARD = "wizard"
#: What each figure is called in words and its letter (print relies on shape and letter).
LETTERS = {
    TOWER: "",
    MAGIC_TOWER: QT_TRANSLATE_NOOP("WanderingPrinting", "M"),
    HAG: QT_TRANSLATE_NOOP("WanderingPrinting", "H"),
    RAVEN: QT_TRANSLATE_NOOP("WanderingPrinting", "R"),
    WIZARD: QT_TRANSLATE_NOOP("WanderingPrinting", "W"),
}


def _readable_on(colour: QColor) -> QColor:
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return QColor("#111111") if 0.299 * r + 0.587 * g + 0.114 * b > 0.55 else QColor("#FFFFFF")


@dataclass(frozen=True)
class Pieces:
    """Where the pieces of a set-up stand, as far as the set-up places them.

    A set-up with errors still shows what it can: the towers on the course, and the
    magic tower, the hag and the raven where the rules find room for them.
    """

    towers: tuple[int, ...]
    magic_tower: int | None
    hag: int | None
    raven: int | None

    @staticmethod
    def of(setup: SetUp, track: Track) -> Pieces:
        given = setup.start.towers if setup.start is not None else default_towers(track)
        towers = tuple(t for t in dict.fromkeys(given or ()) if 0 <= t < len(track))
        magic = None
        if towers and setup.has(MAGIC_TOWER):
            magic = magic_tower_space(track, towers)
        behind = None
        flying = setup.has(HAG) or setup.has(RAVEN)
        if towers and flying and (not setup.has(MAGIC_TOWER) or magic is not None):
            behind = hag_and_raven_space(track, towers, magic)
        return Pieces(
            towers,
            magic,
            behind if setup.has(HAG) else None,
            behind if setup.has(RAVEN) else None,
        )

    def at(self, space: int) -> list[str]:
        """The figures on ``space``, in the order a click picks them."""
        out = []
        if space == self.magic_tower:
            out.append(MAGIC_TOWER)
        elif space in self.towers:
            out.append(TOWER)
        if space == self.hag:
            out.append(HAG)
        if space == self.raven:
            out.append(RAVEN)
        return out


class TrackRenderer:
    """Paints one set-up in one style; reads the set-up at every paint, and keeps its ring
    of spaces until the course, the modules or the webs change."""

    def __init__(self, setup: SetUp, style: str | Palette = "screen-light", cell: float = CELL):
        self.setup = setup
        self.palette = get_palette(style)
        self.cell = float(cell)
        self._track: tuple[tuple, Track] | None = None

    def set_style(self, style: str | Palette) -> None:
        self.palette = get_palette(style)

    # -- geometry --------------------------------------------------------------------
    def track(self) -> Track:
        setup = self.setup
        key = (setup.course, setup.modules, setup.webs)
        if self._track is None or self._track[0] != key:
            self._track = (key, track_of(setup))
        return self._track[1]

    def pieces(self, track: Track | None = None) -> Pieces:
        return Pieces.of(self.setup, track or self.track())

    def count(self) -> int:
        return len(self.track())

    def radius(self, n: int | None = None) -> float:
        """The radius of the ring's middle line."""
        n = self.count() if n is None else n
        return max(n * self.cell / (2 * math.pi), MIN_RADIUS * self.cell)

    def inner(self) -> float:
        return self.radius() - RING * self.cell / 2

    def outer(self) -> float:
        return self.radius() + RING * self.cell / 2

    def step_angle(self, n: int | None = None) -> float:
        return 2 * math.pi / (self.count() if n is None else n)

    def angle(self, space: float, n: int | None = None) -> float:
        """The angle of a space's middle (radians, clockwise on screen from 3 o'clock);
        a fractional space lies between two."""
        return -math.pi / 2 + space * self.step_angle(n)

    @staticmethod
    def polar(angle: float, r: float) -> QPointF:
        return QPointF(r * math.cos(angle), r * math.sin(angle))

    def space_centre(self, space: float, shift: float = 0.0) -> QPointF:
        """The middle of a space, ``shift`` cells outwards from the ring's middle line."""
        return self.polar(self.angle(space), self.radius() + shift * self.cell)

    def image_rect(self) -> QRectF:
        r = self.outer() + 0.9 * self.cell
        return QRectF(-r, -r, 2 * r, 2 * r)

    def space_at(self, pos: QPointF, slack: float = 0.15) -> int | None:
        """The space under a scene point (the ring and a little around it), or None."""
        r = math.hypot(pos.x(), pos.y())
        s = slack * self.cell
        if not self.inner() - s <= r <= self.outer() + s:
            return None
        n = self.count()
        turned = (math.atan2(pos.y(), pos.x()) + math.pi / 2) % (2 * math.pi)
        return round(turned / self.step_angle(n)) % n

    def space_path(self, space: int, inset: float = 0.0, n: int | None = None) -> QPainterPath:
        """A space's outline: its piece of the ring, ``inset`` cells inside its borders."""
        n = self.count() if n is None else n
        d = self.step_angle(n)
        gap = min(d * 0.2, inset * self.cell / self.radius(n)) if inset else 0.0
        a0 = self.angle(space, n) - d / 2 + gap
        a1 = self.angle(space, n) + d / 2 - gap
        r0 = self.radius(n) - RING * self.cell / 2 + inset * self.cell
        r1 = self.radius(n) + RING * self.cell / 2 - inset * self.cell
        outer = [self.polar(a0 + (a1 - a0) * k / ARC_POINTS, r1) for k in range(ARC_POINTS + 1)]
        inner = [self.polar(a1 - (a1 - a0) * k / ARC_POINTS, r0) for k in range(ARC_POINTS + 1)]
        path = QPainterPath()
        path.addPolygon(QPolygonF(outer + inner))
        path.closeSubpath()
        return path

    def _band(self, first: int, last: int, grow: float) -> QPainterPath:
        """The ground under spaces ``first`` to ``last``, ``grow`` cells beyond the ring."""
        d = self.step_angle()
        a0 = self.angle(first) - d / 2
        a1 = self.angle(last) + d / 2
        r0 = self.inner() - grow * self.cell
        r1 = self.outer() + grow * self.cell
        k = max(ARC_POINTS, (last - first + 1) * 4)
        outer = [self.polar(a0 + (a1 - a0) * i / k, r1) for i in range(k + 1)]
        inner = [self.polar(a1 - (a1 - a0) * i / k, r0) for i in range(k + 1)]
        path = QPainterPath()
        path.addPolygon(QPolygonF(outer + inner))
        path.closeSubpath()
        return path

    def _font(self, size: float, bold: bool = True) -> QFont:
        return print_font(size * self.cell, bold)

    # -- the course ------------------------------------------------------------------
    def paint(self, painter: QPainter, *, moving: tuple[str, int] | None = None) -> None:
        """The whole course and its pieces (``moving``, a figure and its space, left out)."""
        self.paint_course(painter)
        self.paint_pieces(painter, moving=moving)

    def tiles(self, track: Track) -> list[tuple[int, int, int]]:
        """Each landscape tile as (number, first space, last space)."""
        out: list[tuple[int, int, int]] = []
        for space in track.spaces:
            if not space.is_landscape:
                continue
            number = int(space.label.split()[-1])
            if out and out[-1][0] == number:
                out[-1] = (number, out[-1][1], space.number)
            else:
                out.append((number, space.number, space.number))
        return out

    def paint_course(self, painter: QPainter, *, title: bool = True) -> None:
        pal = self.palette
        c = self.cell
        track = self.track()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        thin = QPen(QColor(pal.outline), max(0.8, c * 0.02))
        for number, first, last in self.tiles(track):
            painter.setPen(thin if pal.print else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(pal.tiles[number % 2]))
            painter.drawPath(self._band(first, last, 0.1))
            self._tile_label(painter, number, (first + last) / 2)
        for space in track.spaces:
            fill = pal.landscape
            if space.is_castle:
                fill = pal.castle
            elif space.is_fountain:
                fill = pal.fountain
            painter.setPen(QPen(QColor(pal.outline), c * (0.03 if pal.print else 0.02)))
            painter.setBrush(QColor(fill))
            painter.drawPath(self.space_path(space.number, 0.06))
            if space.is_castle:
                self.paint_castle(painter, self.space_centre(0), c * 0.42)
            elif space.is_fountain:
                self.paint_fountain(painter, space.number, space.label, space.web)
            self._space_number(painter, space.number)
        if title:
            self._centre_text(painter, track)
        painter.restore()

    def _tile_label(self, painter: QPainter, number: int, middle: float) -> None:
        pal = self.palette
        c = self.cell
        centre = self.space_centre(middle, RING / 2 + 0.42)
        r = c * 0.2
        painter.setPen(QPen(QColor(pal.outline), c * 0.02))
        painter.setBrush(QColor(pal.tiles[number % 2]))
        painter.drawRoundedRect(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), r * 0.3, r * 0.3
        )
        painter.setPen(QColor(pal.text))
        painter.setFont(self._font(0.22))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(number),
        )

    def _space_number(self, painter: QPainter, space: int) -> None:
        c = self.cell
        centre = self.space_centre(space, -RING / 2 - 0.2)
        painter.setPen(QColor(self.palette.text))
        painter.setFont(self._font(0.17, bold=False))
        box = QRectF(centre.x() - c * 0.3, centre.y() - c * 0.12, c * 0.6, c * 0.24)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(space))

    def _centre_text(self, painter: QPainter, track: Track) -> None:
        """The title above the ring's middle, the course's size and the way below it."""
        c = self.cell
        r = self.inner() - 0.45 * c
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        painter.setPen(QColor(self.palette.text))
        painter.setFont(self._font(0.3))
        title = self.setup.title or translate("WanderingPrinting", "Wandering Towers")
        above = QRectF(-r * 0.8, -r * 0.75, r * 1.6, r * 0.75)
        painter.drawText(above, flags | Qt.AlignmentFlag.AlignBottom, title)
        painter.setFont(self._font(0.2, bold=False))
        below = QRectF(-r * 0.8, r * 0.05, r * 1.6, r * 0.7)
        text = translate(
            "WanderingPrinting", "{spaces} spaces · {players} players\nclockwise from the castle"
        ).format(spaces=len(track), players=self.setup.players)
        painter.drawText(below, flags | Qt.AlignmentFlag.AlignTop, text)

    def paint_castle(self, painter: QPainter, centre: QPointF, size: float) -> None:
        """The raven castle: a wall with three crenellated towers."""
        pal = self.palette
        ink = QColor(pal.ink if pal.print else "#F1EDE4")
        s = size / 2
        x, y = centre.x(), centre.y()
        path = QPainterPath()
        pts = [
            (-1.0, 0.8),
            (-1.0, -0.6),
            (-0.8, -0.6),
            (-0.8, -0.8),
            (-0.6, -0.8),
            (-0.6, -0.6),
            (-0.35, -0.6),
            (-0.35, -0.2),
            (-0.2, -0.2),
            (-0.2, -1.0),
            (-0.07, -1.0),
            (-0.07, -0.85),
            (0.07, -0.85),
            (0.07, -1.0),
            (0.2, -1.0),
            (0.2, -0.2),
            (0.35, -0.2),
            (0.35, -0.6),
            (0.6, -0.6),
            (0.6, -0.8),
            (0.8, -0.8),
            (0.8, -0.6),
            (1.0, -0.6),
            (1.0, 0.8),
        ]
        path.addPolygon(QPolygonF([QPointF(x + px * s, y + py * s) for px, py in pts]))
        path.closeSubpath()
        gate = QPainterPath()
        gate.addRoundedRect(
            QRectF(x - 0.2 * s, y + 0.25 * s, 0.4 * s, 0.55 * s), 0.18 * s, 0.18 * s
        )
        painter.setPen(QPen(QColor(pal.outline), size * 0.04) if pal.print else Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#FFFFFF") if pal.print else ink)
        painter.drawPath(path.subtracted(gate))

    def paint_fountain(self, painter: QPainter, space: int, label: str, web: bool) -> None:
        """A fountain: a drop and its letter; a web over it when it carries one."""
        pal = self.palette
        c = self.cell
        centre = self.space_centre(space, 0.15)
        drop = QPainterPath()
        s = c * 0.2
        drop.moveTo(centre + QPointF(0, -1.3 * s))
        drop.cubicTo(
            centre + QPointF(0.9 * s, -0.2 * s),
            centre + QPointF(1.0 * s, 0.9 * s),
            centre + QPointF(0, 0.9 * s),
        )
        drop.cubicTo(
            centre + QPointF(-1.0 * s, 0.9 * s),
            centre + QPointF(-0.9 * s, -0.2 * s),
            centre + QPointF(0, -1.3 * s),
        )
        painter.setPen(QPen(QColor(pal.outline), c * 0.025))
        painter.setBrush(QColor("#FFFFFF" if pal.print else "#2F80C0"))
        painter.drawPath(drop)
        if web:
            self.paint_web(painter, space)
        letter = self.space_centre(space, -0.33)
        if web:  # the letter on a plate, clear of the web's threads
            plate = QRectF(letter.x() - c * 0.14, letter.y() - c * 0.14, c * 0.28, c * 0.28)
            painter.setPen(QPen(QColor(pal.outline), c * 0.015))
            painter.setBrush(QColor(pal.landscape))
            painter.drawRoundedRect(plate, c * 0.05, c * 0.05)
        painter.setPen(QColor(pal.text))
        painter.setFont(self._font(0.24))
        painter.drawText(
            QRectF(letter.x() - c * 0.3, letter.y() - c * 0.15, c * 0.6, c * 0.3),
            Qt.AlignmentFlag.AlignCenter,
            label,
        )

    def paint_web(self, painter: QPainter, space: int) -> None:
        """A spider's web over a space: spokes and three rings, clipped to the space."""
        pal = self.palette
        c = self.cell
        centre = self.space_centre(space)
        painter.save()
        painter.setClipPath(self.space_path(space, 0.06), Qt.ClipOperation.IntersectClip)
        pen = QPen(QColor(pal.web), c * 0.022)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        spokes = 8
        reach = c * 0.75
        for k in range(spokes):
            a = 2 * math.pi * k / spokes
            painter.drawLine(centre, centre + QPointF(math.cos(a), math.sin(a)) * reach)
        for ring in (0.18, 0.34, 0.52):
            points = [
                centre
                + QPointF(math.cos(2 * math.pi * k / spokes), math.sin(2 * math.pi * k / spokes))
                * (ring * c)
                for k in range(spokes)
            ]
            painter.drawPolygon(QPolygonF(points))
        painter.restore()

    # -- the pieces ------------------------------------------------------------------
    def paint_pieces(
        self,
        painter: QPainter,
        *,
        moving: tuple[str, int] | None = None,
        arrived: tuple[str, int] | None = None,
    ) -> None:
        """Every piece at its start: ``moving`` (a figure's kind and space) left out,
        ``arrived`` (the same) added beside the pieces already there."""
        track = self.track()
        pieces = self.pieces(track)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for space in range(len(track)):
            figures = [f for f in pieces.at(space) if (f, space) != moving]
            if arrived is not None and arrived[1] == space:
                figures.append(arrived[0])
            self.paint_group(painter, space, figures)
        painter.restore()

    def paint_group(self, painter: QPainter, space: float, figures: list[str]) -> None:
        """Figures sharing a space: one in the middle, two or three across the ring."""
        if len(figures) == 1:
            self.paint_figure(painter, figures[0], self.space_centre(space))
            return
        shifts = (-0.26, 0.26) if len(figures) == 2 else (-0.3, 0.0, 0.3)
        scale = 0.75 if len(figures) == 2 else 0.62
        for figure, shift in zip(figures, shifts, strict=False):
            self.paint_figure(painter, figure, self.space_centre(space, shift), scale)

    def paint_figure(
        self, painter: QPainter, kind: str, centre: QPointF, scale: float = 1.0, ghost=False
    ) -> None:
        """One figure: a tower, the magic tower, the hag, the raven or a wizard."""
        pal = self.palette
        c = self.cell * scale
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if ghost:
            painter.setOpacity(0.45)
        outline = QPen(QColor(pal.outline), max(0.8, c * 0.035))
        outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        if kind in (TOWER, MAGIC_TOWER):
            fill = QColor(pal.magic_tower if kind == MAGIC_TOWER else pal.tower)
            tall = 0.62 if kind == MAGIC_TOWER else 0.5
            w = 0.34 * c
            top = centre.y() - tall * c * 0.55
            bottom = centre.y() + tall * c * 0.45
            x0, x1 = centre.x() - w / 2, centre.x() + w / 2
            n = 0.07 * c
            pts = [(x0, bottom), (x0, top), (x0 + w * 0.25, top), (x0 + w * 0.25, top + n)]
            pts += [(x0 + w * 0.42, top + n), (x0 + w * 0.42, top), (x0 + w * 0.58, top)]
            pts += [(x0 + w * 0.58, top + n), (x0 + w * 0.75, top + n), (x0 + w * 0.75, top)]
            pts += [(x1, top), (x1, bottom)]
            if not pal.print:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 70))
                painter.drawPolygon(QPolygonF([QPointF(x + 2, y + 2.5) for x, y in pts]))
            painter.setPen(outline)
            painter.setBrush(fill)
            painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
            if kind == MAGIC_TOWER:
                star = self._star(QPointF(centre.x(), (top + bottom) / 2 + n / 2), 0.12 * c)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(pal.ink if pal.print else "#FFE27A"))
                painter.drawPath(star)
            else:
                painter.setPen(QPen(QColor(pal.outline), max(0.6, c * 0.02)))
                door = QRectF(centre.x() - w * 0.16, bottom - w * 0.5, w * 0.32, w * 0.5)
                painter.drawRoundedRect(door, w * 0.12, w * 0.12)
        else:
            fill = QColor({HAG: pal.hag, RAVEN: pal.raven, WIZARD: pal.wizard}[kind])
            r = 0.24 * c
            path = QPainterPath()
            if kind == HAG:  # a witch's hat
                path.moveTo(centre + QPointF(0.1 * r, -1.35 * r))
                path.lineTo(centre + QPointF(0.6 * r, 0.45 * r))
                path.lineTo(centre + QPointF(1.25 * r, 0.55 * r))
                path.lineTo(centre + QPointF(1.25 * r, 0.9 * r))
                path.lineTo(centre + QPointF(-1.25 * r, 0.9 * r))
                path.lineTo(centre + QPointF(-1.25 * r, 0.55 * r))
                path.lineTo(centre + QPointF(-0.6 * r, 0.45 * r))
                path.closeSubpath()
                letter_box = QRectF(centre.x() - r, centre.y() - 0.5 * r, 2 * r, 1.2 * r)
            elif kind == RAVEN:  # a round badge
                path.addEllipse(centre, r * 1.05, r * 1.05)
                letter_box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
            else:  # a wizard: a pointed star
                path = self._star(centre, r * 1.3, inner=0.55)
                letter_box = QRectF(centre.x() - r, centre.y() - r * 0.9, 2 * r, 2 * r)
            if not pal.print and not ghost:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 70))
                painter.drawPath(path.translated(2, 2.5))
            painter.setPen(outline)
            painter.setBrush(fill)
            painter.drawPath(path)
            painter.setPen(_readable_on(fill))
            font = QFont(self._font(0.22 * scale))
            painter.setFont(font)
            letter = translate("WanderingPrinting", LETTERS[kind])
            painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, letter)
        painter.restore()

    @staticmethod
    def _star(centre: QPointF, r: float, inner: float = 0.45) -> QPainterPath:
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * inner
            a = -math.pi / 2 + k * math.pi / 5
            points.append(centre + QPointF(math.cos(a), math.sin(a)) * radius)
        path = QPainterPath()
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
        return path

    # -- overlays --------------------------------------------------------------------
    def paint_space_outline(
        self, painter: QPainter, space: int, colour: str, dashed: bool = False, width=0.07
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(colour), self.cell * width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.space_path(space, 0.1))
        painter.restore()

    def paint_movement(self, painter: QPainter, steps: list[tuple[int, int, str]], upto: float):
        """The way a figure went: each unit step (from space, direction, cause) as an arc
        along the ring, up to ``upto`` steps; the move solid, a web's continuation
        dashed, a castle skip dotted (and each in its own colour on screen)."""
        pal = self.palette
        c = self.cell
        colours = {"move": pal.path, "web": pal.web_path, "castle-skip": pal.skip_path}
        styles = {
            "move": Qt.PenStyle.SolidLine,
            "web": Qt.PenStyle.DashLine,
            "castle-skip": Qt.PenStyle.DotLine,
        }
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        n = self.count()
        laps: dict[int, int] = {}
        for k, (space, direction, cause) in enumerate(steps):
            part = min(1.0, upto - k)
            if part <= 0:
                break
            lap = laps.get(space, 0)
            laps[space] = lap + 1
            radius = self.radius() - RING * c * 0.4 + lap * c * 0.12
            a0 = self.angle(space)
            a1 = a0 + direction * self.step_angle(n) * part
            points = [self.polar(a0 + (a1 - a0) * i / 6, radius) for i in range(7)]
            path = QPainterPath(points[0])
            for p in points[1:]:
                path.lineTo(p)
            halo = QPen(QColor(pal.background if pal.print else "#FFFFFF"), c * 0.13)
            halo.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(halo)
            painter.drawPath(path)
            pen = QPen(QColor(colours.get(cause, pal.path)), c * 0.08)
            pen.setStyle(styles.get(cause, Qt.PenStyle.SolidLine))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawPath(path)
        painter.restore()

    def paint_marks(self, painter: QPainter, marks: list[tuple[int, str, bool]]) -> None:
        """Numbered markers outside the ring: (space, text, refused) each; markers on one
        space stand side by side."""
        pal = self.palette
        c = self.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        seen: dict[int, int] = {}
        for space, text, refused in marks:
            k = seen.get(space, 0)
            seen[space] = k + 1
            centre = self.space_centre(space, RING / 2 + 0.3 + 0.42 * k)
            r = c * 0.19
            fill = QColor(pal.refused if refused else pal.highlight)
            painter.setPen(QPen(QColor(pal.outline), c * 0.02))
            painter.setBrush(QColor("#FFFFFF") if pal.print else fill)
            painter.drawEllipse(centre, r, r)
            painter.setPen(QColor(pal.ink) if pal.print else _readable_on(fill))
            painter.setFont(self._font(0.2))
            painter.drawText(
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        painter.restore()

    def paint_cross(self, painter: QPainter, space: int) -> None:
        """A refused landing: a cross over the space."""
        c = self.cell
        centre = self.space_centre(space)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(self.palette.refused), c * 0.1)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        d = c * 0.3
        painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d))
        painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d))
        painter.restore()

    # -- images ----------------------------------------------------------------------
    def render_image(self, size_px: int) -> QImage:
        """The course with a margin as a ``size_px`` square image."""
        return square_image(size_px, self.palette.background, self.image_rect(), self.paint)


def render_image(
    setup: SetUp,
    path: str | os.PathLike | None = None,
    size_px: int = 512,
    style: str | Palette = "screen-light",
) -> QImage:
    """A set-up's course as a ``size_px`` square image, also written to ``path`` when given."""
    image = TrackRenderer(setup, style).render_image(size_px)
    if path is not None:
        fmt = Path(path).suffix.lstrip(".").upper() or "PNG"
        with replacing(path) as tmp:
            if not image.save(str(tmp), fmt):
                raise OSError(f"cannot write the image {os.fspath(path)} (format {fmt})")
    return image
