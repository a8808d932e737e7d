"""One renderer for Daedalus mazes: the editor's scene, images and print.

`MazeRenderer` paints with any QPainter (a scene, a QImage, a QPdfWriter) in
*scene coordinates*: the board's centre at the origin, y down, ``radius`` scene
units to the board's rim, exactly the frame of `geometry.PolarBoard`, whose
shapely shapes it draws (fields, the chamber, the exit zone, wall lines).

Two layers, as the game is built: the **board** (`paint_board`: the exit zone,
the fields, the chamber and the radial walls, which never move) and the **film**
(`paint_film`: the arc walls at a phase, on a tinted disc, with a mark showing
how far it has turned). `paint` does both. Overlays go on top: `paint_traps`,
`paint_trips` (a ring of numbers round the board), `paint_path`,
`paint_soldiers`, `paint_highlight`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from shapely import LineString, Polygon

from editor.qt.application import ensure_gui_app
from editor.qt.printing import square_image

from ..geometry import EXIT_BAND, PolarBoard, Wall
from ..model import CHAMBER, EXIT, Maze

#: Scene units from the centre to the rim at 100 % zoom.
RADIUS = 400.0
#: Wall widths as a share of one ring's width.
RADIAL_WIDTH = 0.16
ARC_WIDTH = 0.16

__all__ = ["RADIUS", "MazeRenderer", "Palette", "PALETTES", "ensure_gui_app"]


@dataclass(frozen=True)
class Palette:
    background: str
    exit_zone: str
    rings: tuple[str, str]
    entrance: str
    grid: str
    chamber: str
    treasure: str
    radial: str
    film: str
    arc: str
    arc_halo: str
    text: str
    trap: str
    path: str
    highlight: str


PALETTES = {
    "screen": Palette(
        background="#EDE8DE",
        exit_zone="#CFE3C4",
        rings=("#F1E6CC", "#E8D9B8"),
        entrance="#F4D9A3",
        grid="#B9A47E",
        chamber="#F2C94C",
        treasure="#B7791F",
        radial="#4A2E14",
        film="#2F6FD0",
        arc="#1D4FA8",
        arc_halo="#FFFFFF",
        text="#2B2B2B",
        trap="#D92D20",
        path="#0E9F6E",
        highlight="#E8590C",
    ),
    "print": Palette(
        background="#FFFFFF",
        exit_zone="#FFFFFF",
        rings=("#FFFFFF", "#F2F2F2"),
        entrance="#E6E6E6",
        grid="#888888",
        chamber="#FFFFFF",
        treasure="#111111",
        radial="#111111",
        film="#FFFFFF",
        arc="#111111",
        arc_halo="#FFFFFF",
        text="#111111",
        trap="#111111",
        path="#111111",
        highlight="#111111",
    ),
}

#: The players' colours in play (with their numbers on the soldiers).
PLAYER_COLOURS = ("#D92D20", "#1570EF", "#079455", "#7A5AF8")


@lru_cache(maxsize=16)
def _board(rings: int, sectors: int, radius: float) -> PolarBoard:
    return PolarBoard(rings, sectors, radius)


def polygon_path(shape: Polygon) -> QPainterPath:
    """A shapely polygon (holes too) as a painter path."""
    path = QPainterPath()
    for ring in (shape.exterior, *shape.interiors):
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
        path.closeSubpath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


def annulus(outer: float, inner: float) -> QPainterPath:
    """The ring between two circles round the centre."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), outer, outer)
    path.addEllipse(QPointF(0, 0), inner, inner)
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


def line_path(line: LineString) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in line.coords]))
    return path


class MazeRenderer:
    """Paints one maze in one style; reads the maze at every paint (shapes cached per board)."""

    def __init__(self, maze: Maze, style: str = "screen", radius: float = RADIUS):
        self.maze = maze
        self.palette = PALETTES[style]
        self.style = style
        self.radius = float(radius)

    # -- geometry --------------------------------------------------------------------
    @property
    def board(self) -> PolarBoard:
        return _board(self.maze.rings, self.maze.sectors, self.radius)

    @property
    def ring_width(self) -> float:
        b = self.board
        return b.boundary_radius(0) - b.boundary_radius(1)

    def image_rect(self) -> QRectF:
        """The board with a margin for the ring of numbers."""
        r = self.radius * 1.07
        return QRectF(-r, -r, 2 * r, 2 * r)

    def centre(self, place) -> QPointF:
        """Where a soldier on ``place`` stands: a field's middle, the centre, or the exit zone
        (at twelve o'clock)."""
        b = self.board
        if place == CHAMBER:
            return QPointF(0, 0)
        if place == EXIT:
            return QPointF(*b.point(self.radius * (1 - EXIT_BAND / 2), 0))
        ring, sector = place
        mid = (b.boundary_radius(ring) + b.boundary_radius(ring + 1)) / 2
        return QPointF(*b.point(mid, sector + 0.5))

    def issue_spot(self, place) -> QPointF:
        """Where an issue's mark goes: near a field's outer edge, off its middle where a
        soldier stands."""
        if place == CHAMBER:
            return QPointF(0, -self.board.boundary_radius(self.maze.rings) * 0.75)
        ring, sector = place
        b = self.board
        rad = b.boundary_radius(ring) - self.ring_width * 0.18
        return QPointF(*b.point(rad, sector + 0.5))

    def path_points(self, places: list) -> list[QPointF]:
        """Where a soldier stands round after round; the exit zone just outside the field it
        left from."""
        points = []
        for i, place in enumerate(places):
            before = places[i - 1] if i else None
            if place == EXIT and isinstance(before, tuple):
                rad = self.radius * (1 - EXIT_BAND * 0.25)
                points.append(QPointF(*self.board.point(rad, before[1] + 0.5)))
            else:
                points.append(self.centre(place))
        return points

    def gate_path(self, sector: int) -> QPainterPath:
        """The piece of the exit zone just outside entrance field (0, ``sector``): where its
        soldier leaves with the treasure."""
        b, n = self.board, 8
        outer = [b.point(self.radius, sector + i / n) for i in range(n + 1)]
        inner = [b.point(b.boundary_radius(0), sector + 1 - i / n) for i in range(n + 1)]
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in outer + inner]))
        path.closeSubpath()
        return path

    def place_path(self, place) -> QPainterPath:
        b = self.board
        if place == CHAMBER:
            return polygon_path(b.chamber_polygon())
        if place == EXIT:
            return polygon_path(b.exit_zone_polygon())
        return polygon_path(b.field_polygon(*place))

    def render_image(self, size_px: int) -> QImage:
        """The board and its film at the maze's starting phase, with the ring of numbers,
        as a ``size_px`` square image."""
        return square_image(
            size_px,
            self.palette.background,
            self.image_rect(),
            lambda painter: self.paint(painter, self.maze.phase),
        )

    # -- layers ----------------------------------------------------------------------
    def paint(self, painter: QPainter, phase: int, film: bool = True) -> None:
        self.paint_board(painter)
        if film:
            self.paint_film(painter, phase)

    def paint_board(self, painter: QPainter, sector_numbers: float | None = 1.03) -> None:
        """The bottom board: exit zone, fields, chamber, zone circles, radial walls; each
        sector's number at ``sector_numbers`` times the radius (None: none)."""
        m, b, p = self.maze, self.board, self.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(p.exit_zone))
        painter.drawPath(annulus(self.radius, b.boundary_radius(0)))
        for ring in range(m.rings):
            painter.setBrush(QColor(p.entrance if ring == 0 else p.rings[ring % 2]))
            painter.drawPath(annulus(b.boundary_radius(ring), b.boundary_radius(ring + 1)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(p.grid), max(0.6, self.radius * 0.002)))
        for boundary in range(1, m.rings):
            rad = b.boundary_radius(boundary)
            painter.drawEllipse(QPointF(0, 0), rad, rad)
        outer, inner = b.boundary_radius(0), b.boundary_radius(m.rings)
        for sector in range(m.sectors):
            painter.drawLine(QPointF(*b.point(outer, sector)), QPointF(*b.point(inner, sector)))
        self.paint_chamber(painter)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(p.grid), self.radius * 0.004))
        painter.drawEllipse(QPointF(0, 0), outer, outer)
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        if sector_numbers is not None:
            self._paint_sector_numbers(painter, self.radius * sector_numbers)
        pen = QPen(QColor(p.radial), self.ring_width * RADIAL_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(self.radial_walls_path())
        painter.restore()

    def radial_walls_path(self) -> QPainterPath:
        """Every radial wall of the maze (in range) as one path."""
        m, b = self.maze, self.board
        path = QPainterPath()
        for ring, sector in sorted(m.radial):
            if m.in_range_radial((ring, sector)):
                path.moveTo(*b.point(b.boundary_radius(ring), sector + 1))
                path.lineTo(*b.point(b.boundary_radius(ring + 1), sector + 1))
        return path

    def arcs_path(self, phase: int) -> QPainterPath:
        """Every arc wall of the maze (in range) at ``phase`` as one path of circular arcs."""
        m, b = self.maze, self.board
        path = QPainterPath()
        span = b.degrees(1)
        for boundary, film in sorted(m.arcs):
            if m.in_range_arc((boundary, film)):
                rad = b.boundary_radius(boundary)
                rect = QRectF(-rad, -rad, 2 * rad, 2 * rad)
                start = 90 - b.degrees(film + phase)  # Qt: from three o'clock, anticlockwise
                path.arcMoveTo(rect, start)
                path.arcTo(rect, start, -span)
        return path

    def paint_chamber(self, painter: QPainter) -> None:
        b, p = self.board, self.palette
        painter.setPen(QPen(QColor(p.grid), self.radius * 0.004))
        painter.setBrush(QColor(p.chamber))
        inner = b.boundary_radius(self.maze.rings)
        painter.drawEllipse(QPointF(0, 0), inner, inner)
        if self.style == "print":  # the centre stays free for the registration cross
            self.paint_treasure(painter, QPointF(0, -inner * 0.5), inner * 0.22)
        else:
            self.paint_treasure(painter, QPointF(0, 0), inner * 0.35)

    def paint_treasure(self, painter: QPainter, centre: QPointF, size: float) -> None:
        """The treasure: a cut gem."""
        p = self.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        gem = QPolygonF(
            [
                centre + QPointF(-size, -size * 0.25),
                centre + QPointF(-size * 0.5, -size * 0.7),
                centre + QPointF(size * 0.5, -size * 0.7),
                centre + QPointF(size, -size * 0.25),
                centre + QPointF(0, size * 0.9),
            ]
        )
        painter.setPen(QPen(QColor(p.treasure), size * 0.12))
        fill = QColor(p.treasure)
        fill.setAlpha(90 if self.style == "screen" else 0)
        painter.setBrush(fill)
        painter.drawPolygon(gem)
        painter.drawLine(
            QLineF(centre + QPointF(-size, -size * 0.25), centre + QPointF(size, -size * 0.25))
        )
        painter.restore()

    def _paint_sector_numbers(self, painter: QPainter, rad: float) -> None:
        """Each sector's number: the board's scale to read phases and trips by."""
        b, p = self.board, self.palette
        px = min(self.radius * 0.028, self.radius * 2.2 / self.maze.sectors)
        font = QFont()
        font.setPixelSize(max(1, round(px)))
        painter.setFont(font)
        painter.setPen(QColor(p.grid))
        for s in range(self.maze.sectors):
            c = QPointF(*b.point(rad, s + 0.5))
            painter.drawText(
                QRectF(c.x() - px * 2, c.y() - px, px * 4, px * 2),
                Qt.AlignmentFlag.AlignCenter,
                str(s),
            )

    def paint_film(
        self, painter: QPainter, phase: int, *, tint: bool = True, openings: bool = False
    ) -> None:
        """The film at ``phase``: a tinted disc, its arc walls, and its zero mark at the rim
        (a triangle that lies over board sector ``phase``); ``openings`` cuts the four finger
        openings (print)."""
        p = self.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if tint:
            film = QColor(p.film)
            film.setAlpha(28)
            painter.setPen(QPen(QColor(p.film), self.radius * 0.004))
            painter.setBrush(film)
            painter.drawPath(self.film_outline(phase, openings))
        w = self.ring_width * ARC_WIDTH
        arcs = self.arcs_path(phase)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.style == "screen":
            halo = QPen(QColor(p.arc_halo), w * 1.8)
            halo.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(halo)
            painter.drawPath(arcs)
        pen = QPen(QColor(p.arc), w)
        pen.setCapStyle(
            Qt.PenCapStyle.FlatCap if self.style == "screen" else Qt.PenCapStyle.RoundCap
        )
        painter.setPen(pen)
        painter.drawPath(arcs)
        self.paint_zero_mark(painter, phase, film=True)
        painter.restore()

    def film_outline(self, phase: int, openings: bool = False) -> QPainterPath:
        """The film's edge: the board's rim, with four finger openings when asked, turned to
        ``phase``."""
        disc = QPainterPath()
        disc.addEllipse(QPointF(0, 0), self.radius, self.radius)
        if not openings:
            return disc
        notch = self.radius * EXIT_BAND * 0.8
        for k in range(4):
            c = QPointF(*self.board.point(self.radius, phase + self.maze.sectors * (k + 0.5) / 4))
            hole = QPainterPath()
            hole.addEllipse(c, notch, notch)
            disc = disc.subtracted(hole)
        return disc

    def paint_zero_mark(self, painter: QPainter, phase: int, film: bool) -> None:
        """The registration mark at the rim: on the film a triangle pointing in at film sector
        0's start (over board sector ``phase``); on the board a line at sector 0's start. A
        cross marks the centre of both."""
        b, p = self.board, self.palette
        colour = QColor(p.arc if film else p.radial)
        s = self.radius * 0.035
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour, self.radius * 0.004))
        if film:
            tip = QPointF(*b.point(b.boundary_radius(0), phase))
            out = QPointF(*b.point(b.boundary_radius(0) + s * 1.6, phase - 0.01))
            a = math.radians(b.degrees(phase))
            side = QPointF(math.cos(a), math.sin(a)) * s * 0.7
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([tip, out - side, out + side]))
        else:
            painter.drawLine(
                QLineF(
                    QPointF(*b.point(b.boundary_radius(0), 0)), QPointF(*b.point(self.radius, 0))
                )
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(QLineF(-s, 0, s, 0))
        painter.drawLine(QLineF(0, -s, 0, s))
        painter.restore()

    # -- overlays --------------------------------------------------------------------
    def paint_traps(self, painter: QPainter, fields) -> None:
        """Fields that are death traps at the shown phase: hatched in red."""
        p = self.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(p.trap)
        fill = QColor(colour)
        fill.setAlpha(70)
        painter.setPen(QPen(colour, self.ring_width * 0.05))
        for place in fields:
            path = self.place_path(place)
            painter.setBrush(fill)
            painter.drawPath(path)
            painter.setBrush(QBrush(colour, Qt.BrushStyle.BDiagPattern))
            painter.drawPath(path)
            c = self.centre(place)
            k = self.ring_width * 0.18
            painter.drawLine(QLineF(c + QPointF(-k, -k), c + QPointF(k, k)))
            painter.drawLine(QLineF(c + QPointF(-k, k), c + QPointF(k, -k)))
        painter.restore()

    def paint_trips(self, painter: QPainter, trips: list[int | None], best: int | None) -> None:
        """Each entrance field's trip as a ring of numbers in the exit zone ("–": none); the
        best ones in bold."""
        b, p = self.board, self.palette
        rad = self.radius * (1 - EXIT_BAND * 0.5)
        px = min(self.radius * 0.04, self.radius * 3.0 / self.maze.sectors)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for s, trip in enumerate(trips):
            font = QFont()
            font.setPixelSize(max(1, round(px)))
            font.setBold(trip is not None and trip == best)
            painter.setFont(font)
            painter.setPen(QColor(p.path if trip == best else (p.text if trip else p.trap)))
            c = QPointF(*b.point(rad, s + 0.5))
            text = "–" if trip is None else str(trip)
            painter.drawText(
                QRectF(c.x() - px * 2, c.y() - px, px * 4, px * 2),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        painter.restore()

    def paint_path(self, painter: QPainter, places: list, done: int | None = None) -> None:
        """A soldier's way through ``places`` (one per round); with ``done``, the rounds up to
        it solid and the rest dashed."""
        if len(places) < 2:
            return
        p = self.palette
        points = self.path_points(places)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        width = self.ring_width * 0.09
        upto = len(points) - 1 if done is None else max(0, min(done, len(points) - 1))
        pen = QPen(QColor(p.path), width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if upto > 0:
            painter.setPen(pen)
            painter.drawPolyline(QPolygonF(points[: upto + 1]))
        if upto < len(points) - 1:
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setWidthF(width * 0.6)
            painter.setPen(pen)
            painter.drawPolyline(QPolygonF(points[upto:]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(p.path))
        for pt in points:
            painter.drawEllipse(pt, width * 0.8, width * 0.8)
        painter.restore()

    def paint_soldier(
        self,
        painter: QPainter,
        centre: QPointF,
        colour: str,
        label: str,
        *,
        carrying: bool = False,
        chosen: bool = False,
    ) -> None:
        p = self.palette
        r = self.ring_width * 0.3
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if carrying:
            painter.setPen(QPen(QColor(p.chamber), r * 0.45))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r * 1.2, r * 1.2)
        painter.setPen(
            QPen(QColor(p.highlight if chosen else "#FFFFFF"), r * (0.3 if chosen else 0.15))
        )
        painter.setBrush(QColor(colour))
        painter.drawEllipse(centre, r, r)
        font = QFont()
        font.setPixelSize(max(1, round(r * 1.1)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#FFFFFF"))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            label,
        )
        painter.restore()

    def chamber_spot(self, index: int, count: int) -> QPointF:
        """Where the ``index``-th of ``count`` soldiers in the chamber stands."""
        if count <= 1:
            return QPointF(0, 0)
        rad = self.board.boundary_radius(self.maze.rings) * 0.55
        a = 2 * math.pi * index / count
        return QPointF(rad * math.sin(a), -rad * math.cos(a))

    def paint_highlight(
        self, painter: QPainter, place=None, wall: Wall | None = None, phase: int = 0
    ) -> None:
        """Outline a place (or a path round one), or a wall slot (at ``phase`` for an arc)."""
        p = self.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if place is not None:
            painter.setPen(QPen(QColor(p.highlight), self.ring_width * 0.07))
            painter.drawPath(place if isinstance(place, QPainterPath) else self.place_path(place))
        if wall is not None:
            colour = QColor(p.highlight)
            colour.setAlpha(170)
            pen = QPen(colour, self.ring_width * 0.22)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPath(line_path(self.board.segment(wall, phase)))
        painter.restore()
