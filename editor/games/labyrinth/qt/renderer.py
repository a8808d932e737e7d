"""One renderer for labyrinth layouts: the editor's scene, images and print.

`LabyrinthRenderer` paints with any QPainter (a scene, a QImage, a QPdfWriter) in
*scene coordinates*: square ``(x, y)`` covers ``[x * cell, (x + 1) * cell) x
[y * cell, (y + 1) * cell)``, the board's north-west corner at the origin. A
scene point ``p`` is ``(p.x() / cell, p.y() / cell)`` in the board units that
`editor.games.labyrinth.picking` works in (`LabyrinthRenderer.to_board`).

Layers, bottom to top: `paint_floor` (squares, corner tints), `paint_heat` (a
distance map: it paints over the floor, so it goes before the pieces),
`paint_pieces` (grid, corner badges, rooms, walls, the rim). `paint` does all three.
Overlays go on top: `paint_path`, `paint_wizards`, `paint_highlight`.

Typical use::

    r = LabyrinthRenderer(layout, style="print")
    r.paint(painter, walls="ghost")
    image = render_image(layout, "board.png", 800, "screen-dark")
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from editor.core.writing import replacing
from editor.qt.application import ensure_gui_app
from editor.qt.printing import square_image

from ..model import CORNERS, Edge, Layout, Square
from ..palette import CORNER_SHAPES, Palette, get_palette

#: Scene units per square (the editor's 100 % zoom).
CELL = 64.0
#: How `paint` shows the hidden walls: drawn, left out, or faint (a designer's hint).
WALL_MODES: tuple[str, ...] = ("shown", "hidden", "ghost")

#: Widths and sizes in squares.
WALL_WIDTH = 0.12
RIM_WIDTH = 0.16
GHOST_ALPHA = 80

Overlay = Callable[["LabyrinthRenderer", QPainter], None]


def _readable_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return QColor("#111111") if 0.299 * r + 0.587 * g + 0.114 * b > 0.55 else QColor("#FFFFFF")


def heat_colour(palette: Palette, distance: int, farthest: int) -> QColor:
    """The tint of a square ``distance`` steps away when the farthest square is ``farthest``."""
    stops = [QColor(c) for c in palette.heat]
    t = 0.0 if farthest <= 0 else min(1.0, distance / farthest)
    pos = t * (len(stops) - 1)
    i = min(int(pos), len(stops) - 2)
    f = pos - i
    a, b = stops[i], stops[i + 1]
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * f,
        a.greenF() + (b.greenF() - a.greenF()) * f,
        a.blueF() + (b.blueF() - a.blueF()) * f,
    )


def _shape_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    """A badge or wizard outline of about radius ``r``."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(centre, r, r)
        return path
    if shape == "square":
        s = r * 0.9
        path.addRoundedRect(QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s), r * 0.2, r * 0.2)
        return path
    corners = 4 if shape == "diamond" else 6
    scale = 1.15 if shape == "diamond" else 1.05
    points = [
        centre
        + QPointF(
            math.cos(2 * math.pi * k / corners - math.pi / 2),
            math.sin(2 * math.pi * k / corners - math.pi / 2),
        )
        * (r * scale)
        for k in range(corners)
    ]
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


class LabyrinthRenderer:
    """Paints one layout in one style; reads the layout at every paint (no cache)."""

    def __init__(self, layout: Layout, style: str | Palette = "screen-light", cell: float = CELL):
        self.layout = layout
        self.palette = get_palette(style)
        self.cell = float(cell)

    def set_style(self, style: str | Palette) -> None:
        self.palette = get_palette(style)

    # -- geometry --------------------------------------------------------------------
    def board_rect(self) -> QRectF:
        """The squares' area (the rim is drawn centred on its border)."""
        side = self.layout.size * self.cell
        return QRectF(0, 0, side, side)

    def square_rect(self, square: Square) -> QRectF:
        c = self.cell
        return QRectF(square[0] * c, square[1] * c, c, c)

    def square_centre(self, square: Square) -> QPointF:
        return self.square_rect(square).center()

    def edge_line(self, edge: Edge) -> QLineF:
        """The border segment between the two squares of a canonical edge."""
        x, y, side = edge
        r = self.square_rect((x, y))
        if side == "E":
            return QLineF(r.topRight(), r.bottomRight())
        return QLineF(r.bottomLeft(), r.bottomRight())

    def image_rect(self) -> QRectF:
        """What an image of the board shows: the board and a margin of a quarter square."""
        margin = self.cell * 0.25
        return self.board_rect().adjusted(-margin, -margin, margin, margin)

    def to_board(self, pos: QPointF) -> tuple[float, float]:
        """A scene point in board units (one unit a square), as `picking` takes it."""
        return (pos.x() / self.cell, pos.y() / self.cell)

    def _font(self, size: float, bold: bool = True) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(size * self.cell)))
        font.setBold(bold)
        return font

    # -- the board -------------------------------------------------------------------
    def paint(
        self, painter: QPainter, *, walls: str = "shown", heat: dict[Square, int] | None = None
    ) -> None:
        """The whole board: floor, the heat map of ``heat`` if given, then the pieces."""
        self.paint_floor(painter)
        if heat is not None:
            self.paint_heat(painter, heat)
        self.paint_pieces(painter, walls=walls)

    def paint_floor(self, painter: QPainter) -> None:
        """Every square's ground; the corners tinted in their player's colour."""
        pal = self.palette
        painter.fillRect(self.board_rect(), QColor(pal.floor))
        for corner, square in self.layout.corners.items():
            painter.fillRect(self.square_rect(square), QColor(pal.corner_tints[corner]))

    def paint_pieces(self, painter: QPainter, *, walls: str = "shown") -> None:
        """What stands on the floor: grid, corner badges, rooms, walls and the rim."""
        if walls not in WALL_MODES:
            raise ValueError(f"walls must be one of {', '.join(WALL_MODES)}, not {walls!r}")
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_grid(painter)
        for corner in CORNERS:
            self._paint_corner_badge(painter, corner)
        for number, square in sorted(self.layout.rooms.items()):
            if self.layout.inside(square):
                self.paint_room(painter, number, self.square_centre(square))
        if walls != "hidden":
            self.paint_walls(painter, self.layout.inner_walls(), ghost=walls == "ghost")
        self.paint_rim(painter)
        painter.restore()

    def _paint_grid(self, painter: QPainter) -> None:
        c, n = self.cell, self.layout.size
        painter.setPen(QPen(QColor(self.palette.grid), c * 0.02))
        for i in range(1, n):
            painter.drawLine(QLineF(i * c, 0, i * c, n * c))
            painter.drawLine(QLineF(0, i * c, n * c, i * c))

    def _badge_centre(self, corner: str) -> QPointF:
        """Where a corner's badge sits: in its square, towards the board's corner."""
        r = self.square_rect(self.layout.corners[corner])
        inset = self.cell * 0.26
        x = r.left() + inset if corner in ("NW", "SW") else r.right() - inset
        y = r.top() + inset if corner in ("NW", "NE") else r.bottom() - inset
        return QPointF(x, y)

    def _paint_corner_badge(self, painter: QPainter, corner: str) -> None:
        self.paint_player_mark(painter, corner, self._badge_centre(corner), self.cell * 0.16)

    def paint_player_mark(
        self, painter: QPainter, corner: str, centre: QPointF, radius: float
    ) -> None:
        """A corner's shape in its player's colour with its letters (badges and wizards)."""
        pal = self.palette
        fill = QColor(pal.players[corner])
        path = _shape_path(CORNER_SHAPES[corner], centre, radius)
        painter.setPen(QPen(QColor(pal.outline), max(1.0, self.cell * 0.025)))
        painter.setBrush(fill)
        painter.drawPath(path)
        painter.setPen(_readable_on(fill))
        painter.setFont(self._font(radius / self.cell * 0.8))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, corner)

    def paint_room(self, painter: QPainter, number: int, centre: QPointF) -> None:
        """A room's token: a ringed disc with its number."""
        pal = self.palette
        c = self.cell
        r = c * 0.28
        painter.setPen(QPen(QColor(pal.outline), c * 0.03))
        painter.setBrush(QColor(pal.rooms.get(number, pal.floor)))
        painter.drawEllipse(centre, r, r)
        ink = QColor(pal.token_ink)
        painter.setPen(QPen(ink, c * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r * 0.8, r * 0.8)
        painter.setPen(ink)
        painter.setFont(self._font(0.3))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(number),
        )

    def paint_walls(self, painter: QPainter, edges: Iterable[Edge], *, ghost: bool = False) -> None:
        """Thick round-capped walls on ``edges`` (e.g. the walls found by knocking in play).

        All walls are one path, stroked once: where they meet they join without seams,
        and faint (``ghost``) walls do not darken where they overlap.
        """
        path = QPainterPath()
        for edge in sorted(edges):
            line = self.edge_line(edge)
            path.moveTo(line.p1())
            path.lineTo(line.p2())
        colour = QColor(self.palette.ink)
        if ghost:
            colour.setAlpha(GHOST_ALPHA)
        pen = QPen(colour, self.cell * WALL_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.restore()

    def paint_rim(self, painter: QPainter) -> None:
        """The board's frame: always closed, always shown."""
        pen = QPen(QColor(self.palette.ink), self.cell * RIM_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.board_rect())

    # -- the heat map ----------------------------------------------------------------
    def paint_heat(self, painter: QPainter, distance_map: dict[Square, int]) -> None:
        """Each square tinted by its distance, the number written in it; unreachable squares hatched.

        ``distance_map`` is `search.distance_map` (squares missing from it are
        unreachable). It paints over the floor: draw the pieces after it. On a room
        the number moves to the square's lower right, clear of the token; on a
        corner it stays in the middle, clear of the badge.
        """
        pal = self.palette
        c = self.cell
        farthest = max(distance_map.values(), default=0)
        rooms = set(self.layout.rooms.values())
        nw = self.layout.corners["NW"]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for square in self.layout.squares():
            rect = self.square_rect(square)
            d = distance_map.get(square)
            if d is None:
                painter.fillRect(rect, QColor(pal.unreachable))
                self._hatch(painter, rect)
                continue
            tint = heat_colour(pal, d, farthest)
            painter.fillRect(rect, tint)
            painter.setPen(_readable_on(tint))
            small = square in rooms
            painter.setFont(self._font(0.17 if small else 0.24))
            w, h = c * 0.4, c * (0.2 if small else 0.28)
            # clear of the walls and the rim; the NW badge holds that square's top left
            left = rect.right() - c * 0.11 - w if square == nw else rect.left() + c * 0.11
            align = Qt.AlignmentFlag.AlignRight if square == nw else Qt.AlignmentFlag.AlignLeft
            box = QRectF(left, rect.top() + c * (0.07 if small else 0.09), w, h)
            painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, str(d))
        painter.restore()

    def _hatch(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        painter.setPen(QPen(QColor(self.palette.hatch), self.cell * 0.04))
        step = self.cell / 5
        w = rect.width()
        k = -w
        while k < w:
            painter.drawLine(
                QLineF(rect.left() + k, rect.bottom(), rect.left() + k + w, rect.top())
            )
            k += step
        painter.restore()

    # -- overlays --------------------------------------------------------------------
    def paint_path(self, painter: QPainter, squares: list[Square]) -> None:
        """A line through the squares' centres: a dot at the start, an arrow head at the end.

        The head stops short of the last centre, so a room token there stays readable.
        In print the line is dashed, so that it never reads as a wall.
        """
        if not squares:
            return
        pal = self.palette
        c = self.cell
        points = [self.square_centre(sq) for sq in squares]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(pal.path)
        halo = QColor(pal.floor)
        halo.setAlpha(170)
        if len(points) > 1:
            end = points[-1]
            last = QLineF(points[-2], end)
            along = (end - points[-2]) / max(last.length(), 1e-9)
            tip = end - along * (c * 0.3)
            base = tip - along * (c * 0.24)
            line = QPainterPath(points[0])
            for p in points[1:-1]:
                line.lineTo(p)
            line.lineTo(base + along * (c * 0.02))
            for pen_colour, width in ((halo, 0.15), (colour, 0.08)):
                pen = QPen(pen_colour, c * width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                if pal.print and pen_colour is colour:
                    pen.setDashPattern([1.2, 1.6])  # black ink: dashes, unlike a wall
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(line)
            normal = QPointF(-along.y(), along.x())
            painter.setPen(QPen(halo, c * 0.03))
            painter.setBrush(colour)
            painter.drawPolygon(
                QPolygonF([tip, base + normal * (c * 0.15), base - normal * (c * 0.15)])
            )
        painter.setPen(QPen(halo, c * 0.03))
        painter.setBrush(colour)
        painter.drawEllipse(points[0], c * 0.1, c * 0.1)
        painter.restore()

    def wizard_centres(self, square: Square, count: int) -> list[tuple[QPointF, float]]:
        """Where ``count`` wizards on one square are drawn: centre and radius of each.

        One fills the middle; two stand side by side; three or four share a 2 x 2 grid.
        """
        c = self.cell
        mid = self.square_centre(square)
        if count <= 1:
            return [(mid, c * 0.25)]
        if count == 2:
            return [(mid + QPointF(dx * c * 0.22, 0), c * 0.19) for dx in (-1, 1)]
        offsets = [(-1, -1), (1, -1), (-1, 1), (1, 1)]
        return [(mid + QPointF(dx, dy) * (c * 0.22), c * 0.17) for dx, dy in offsets[:count]]

    def paint_wizards(
        self,
        painter: QPainter,
        positions: dict[str, Square],
        tokens: dict[str, int] | None = None,
    ) -> None:
        """Wizards (named by their home corner) on their squares, in their player's shape and colour.

        ``tokens`` gives, by wizard, how many tokens its player holds: drawn as pips
        under the wizard. Wizards sharing a square are drawn side by side in corner order.
        """
        by_square: dict[Square, list[str]] = {}
        for corner in CORNERS:
            if corner in positions:
                by_square.setdefault(positions[corner], []).append(corner)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for square, wizards in by_square.items():
            for corner, (centre, radius) in zip(
                wizards, self.wizard_centres(square, len(wizards)), strict=True
            ):
                if not self.palette.print:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(0, 0, 0, 80))
                    painter.drawPath(
                        _shape_path(CORNER_SHAPES[corner], centre + QPointF(1.5, 2.5), radius)
                    )
                self.paint_player_mark(painter, corner, centre, radius)
                if tokens and tokens.get(corner):
                    self._paint_pips(painter, tokens[corner], centre, radius)
        painter.restore()

    def _paint_pips(self, painter: QPainter, count: int, centre: QPointF, radius: float) -> None:
        pal = self.palette
        r = self.cell * 0.035
        gap = r * 2.6
        y = centre.y() + radius + r * 1.6
        painter.setPen(QPen(QColor(pal.outline), max(0.5, r * 0.4)))
        painter.setBrush(QColor(pal.text if pal.print else "#FFD54F"))
        for i in range(count):
            x = centre.x() + (i - (count - 1) / 2) * gap
            painter.drawEllipse(QPointF(x, y), r, r)

    def paint_highlight(
        self, painter: QPainter, square: Square | None = None, edge: Edge | None = None
    ) -> None:
        """The square and/or edge under the pointer."""
        c = self.cell
        colour = QColor(self.palette.highlight)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if square is not None:
            fill = QColor(colour)
            fill.setAlpha(45)
            painter.setPen(QPen(colour, c * 0.04))
            painter.setBrush(fill)
            painter.drawRect(
                self.square_rect(square).adjusted(c * 0.02, c * 0.02, -c * 0.02, -c * 0.02)
            )
        if edge is not None:
            line_colour = QColor(colour)
            line_colour.setAlpha(170)
            pen = QPen(line_colour, c * 0.17)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(self.edge_line(edge))
        painter.restore()

    # -- images ----------------------------------------------------------------------
    def render_image(
        self,
        size_px: int,
        *,
        walls: str = "shown",
        heat: dict[Square, int] | None = None,
        overlay: Overlay | None = None,
    ) -> QImage:
        """The board with a margin as a ``size_px`` square image; ``overlay(self, painter)`` goes on top."""

        def paint(painter: QPainter) -> None:
            self.paint(painter, walls=walls, heat=heat)
            if overlay is not None:
                overlay(self, painter)

        return square_image(size_px, self.palette.background, self.image_rect(), paint)


def render_image(
    layout: Layout,
    path: str | os.PathLike | None = None,
    size_px: int = 512,
    style: str | Palette = "screen-light",
    *,
    walls: str = "shown",
    heat: dict[Square, int] | None = None,
    overlay: Overlay | None = None,
) -> QImage:
    """A layout as a ``size_px`` square image, also written to ``path`` when given.

    The file's format follows its suffix (PNG when there is none); it is written
    whole or not at all. ``overlay(renderer, painter)`` paints on top (a path,
    wizards) in scene coordinates.
    """
    image = LabyrinthRenderer(layout, style).render_image(
        size_px, walls=walls, heat=heat, overlay=overlay
    )
    if path is not None:
        fmt = Path(path).suffix.lstrip(".").upper() or "PNG"
        with replacing(path) as tmp:
            if not image.save(str(tmp), fmt):
                raise OSError(f"cannot write the image {os.fspath(path)} (format {fmt})")
    return image


__all__ = [
    "CELL",
    "WALL_MODES",
    "LabyrinthRenderer",
    "ensure_gui_app",
    "heat_colour",
    "render_image",
]
