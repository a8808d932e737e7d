"""One renderer for mall scenarios: the editor's scene, images and print.

Public names (the API the scene, the tools, watch and play mode and printing use):

- ``CELL``: scene units per space (the editor's 100 %).
- ``MallRenderer(scenario, style="screen-light", cell=CELL)``: paints with any
  QPainter in *scene coordinates*, one space ``cell`` units wide; board unit (x, y)
  (`board.Board`: a space's north-west corner, a tile in the mall at its global
  origin) is scene point ``(x * cell, y * cell)``.

  - ``show(board)``: draw this `board.Board` (a moment of a heist, `board_of_state`)
    instead of the scenario as it starts; ``show(None)`` goes back.
  - ``board()``: what is drawn now; ``scene_rect()``: its extent with a margin.
  - ``paint(painter)``: everything: the faint lattice places exploration could fill,
    every tile (floor, tints, spaces' symbols, escalators, walls, the border with its
    passages, the entry arrow on non-start tiles), the tray's labels, the heroes.
  - ``cell_at(pos) -> (tile_id, local) | None``: the tile and local space under a scene
    point (in the mall or in the tray); ``global_at(pos)``: the global space of the
    mall under it; ``edge_at(pos) -> (tile_id, local, side) | None``: the nearest
    border of a space (side in the tile's own, unturned, terms).
  - ``cell_rect(tile_id, local)``, ``global_rect(point)``, ``edge_line(tile_id, local,
    side)``: where those are in the scene.
  - ``paint_highlight(painter, rect, colour=None)``, ``paint_edge_highlight(painter,
    line)``, ``paint_hero(painter, hero, rect)``, ``paint_space(painter, space, rect,
    facing)``, ``paint_escalator(painter, a, b)``, ``paint_unexplored(painter, rect)``,
    ``paint_entry_arrow(painter, rect, border)``: pieces of the picture for overlays,
    tool icons and the printed legend.
  - ``render_image(width_px) -> QImage``.
- ``paint_tile(painter, tile, rect, style="print")``: one tile alone, unturned, filling
  ``rect`` (the printed tile sheets).
- ``render_image(scenario, path=None, width_px=900, style=...)``.
- ``STYLE_NAMES`` (from `editor.core.styles`), ``HERO_COLOURS`` (from `palette`), ``Board``, ``board_of_scenario``,
  ``board_of_state`` (from `board`).

Every hero's things carry its colour *and* its sign (`glyphs.hero_sign`); every kind
of space has its own shape: a vortex a spiral, an item a gem, an exit a doorway (an
exit for every hero: a grey doorway with an arrow), an explore space a magnifying
glass with an arrow to the border it opens, a timer space an hourglass.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QTransform

from editor.core.safetext import printable
from editor.core.styles import STYLE_NAMES
from editor.core.writing import replacing
from editor.qt.application import ensure_gui_app
from editor.qt.printing import print_font

from ..geometry import step
from ..model import DELTA, ENTRY, PASSAGES, SIDES, SIZE, Point, Scenario, Space, Tile
from ..palette import HERO_COLOURS, NEUTRAL, Palette, get_palette
from . import glyphs
from .board import Board, Piece, board_of_scenario, board_of_state

#: Scene units per space (the editor's 100 % zoom).
CELL = 64.0
#: Widths in spaces.
WALL_WIDTH = 0.11
BORDER_WIDTH = 0.13
#: How far (in spaces) an escalator's band reaches from its centre line (a tile's id
#: badge keeps clear of it).
ID_CLEARANCE = 0.1
#: How close (in spaces) to a border `edge_at` finds it.
EDGE_REACH = 0.3
ESCALATOR_COLOUR = "#3C7F9E"
SIDE_ANGLE = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}


def _distance(p: QPointF, a: Point, b: Point) -> float:
    """How far the point ``p`` is from the segment between the centres of spaces ``a`` and
    ``b`` (in spaces)."""
    ax, ay, bx, by = a[0] + 0.5, a[1] + 0.5, b[0] + 0.5, b[1] + 0.5
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = (
        0.0
        if length2 == 0
        else max(0.0, min(1.0, ((p.x() - ax) * dx + (p.y() - ay) * dy) / length2))
    )
    return ((p.x() - ax - t * dx) ** 2 + (p.y() - ay - t * dy) ** 2) ** 0.5


def hero_colour(hero: str | None) -> QColor:
    return QColor(HERO_COLOURS.get(hero or "", NEUTRAL))


def _sub(rect: QRectF, x: float, y: float, w: float, h: float) -> QRectF:
    """A part of ``rect`` given in hundredths of its width and height."""
    return QRectF(
        rect.x() + rect.width() * x / 100,
        rect.y() + rect.height() * y / 100,
        rect.width() * w / 100,
        rect.height() * h / 100,
    )


class MallRenderer:
    """Paints one scenario (or a moment of its heist) in one style; no cache: the
    scenario is read at every paint, so edits show at the next repaint."""

    def __init__(
        self, scenario: Scenario, style: str | Palette = "screen-light", cell: float = CELL
    ):
        self.scenario = scenario
        self.palette = get_palette(style)
        self.cell = float(cell)
        self._shown: Board | None = None

    def set_style(self, style: str | Palette) -> None:
        self.palette = get_palette(style)

    def show(self, board: Board | None) -> None:
        """Draw ``board`` from now on; None: the scenario as it starts."""
        self._shown = board

    def board(self) -> Board:
        return self._shown if self._shown is not None else board_of_scenario(self.scenario)

    # -- geometry --------------------------------------------------------------------
    def scene_rect(self, board: Board | None = None) -> QRectF:
        """Every tile, lattice place and label, with half a space round them."""
        left, top, right, bottom = (board or self.board()).bounds()
        c, m = self.cell, 0.5
        return QRectF(
            (left - m) * c, (top - m) * c, (right - left + 2 * m) * c, (bottom - top + 2 * m) * c
        )

    def unit_rect(self, bx: float, by: float) -> QRectF:
        """The square of one space whose north-west corner is board point (bx, by)."""
        c = self.cell
        return QRectF(bx * c, by * c, c, c)

    def global_rect(self, g: Point) -> QRectF:
        return self.unit_rect(g[0], g[1])

    def piece_rect(self, piece: Piece) -> QRectF:
        c = self.cell
        return QRectF(piece.origin[0] * c, piece.origin[1] * c, SIZE * c, SIZE * c)

    def _cell_rect(self, piece: Piece, local: Point) -> QRectF:
        return self.unit_rect(*piece.at(local))

    def cell_rect(self, tile_id: str, local: Point, board: Board | None = None) -> QRectF | None:
        piece = (board or self.board()).piece(tile_id)
        return None if piece is None else self._cell_rect(piece, local)

    def _side_line(self, rect: QRectF, side: str) -> QLineF:
        if side == "N":
            return QLineF(rect.topLeft(), rect.topRight())
        if side == "S":
            return QLineF(rect.bottomLeft(), rect.bottomRight())
        if side == "E":
            return QLineF(rect.topRight(), rect.bottomRight())
        return QLineF(rect.topLeft(), rect.bottomLeft())

    def edge_line(
        self, tile_id: str, local: Point, side: str, board: Board | None = None
    ) -> QLineF | None:
        """The border ``side`` (the tile's own terms) of a local space, in the scene."""
        piece = (board or self.board()).piece(tile_id)
        if piece is None:
            return None
        return self._side_line(self._cell_rect(piece, local), piece.side_shown(side))

    def _piece_at(self, pos: QPointF, board: Board) -> tuple[Piece, Point] | None:
        bx, by = pos.x() / self.cell, pos.y() / self.cell
        for piece in board.pieces:
            local = piece.local_at(bx, by)
            if local is not None:
                return piece, local
        return None

    def cell_at(self, pos: QPointF, board: Board | None = None) -> tuple[str, Point] | None:
        """The tile (its id) and its local space under a scene point; None off every tile."""
        hit = self._piece_at(pos, board or self.board())
        return None if hit is None else (hit[0].tile.id, hit[1])

    def global_at(self, pos: QPointF, board: Board | None = None) -> Point | None:
        """The global space of the mall under a scene point; None off the mall."""
        hit = self._piece_at(pos, board or self.board())
        if hit is None or not hit[0].in_mall:
            return None
        x, y = hit[0].at(hit[1])
        return (int(x), int(y))

    def edge_at(self, pos: QPointF, board: Board | None = None) -> tuple[str, Point, str] | None:
        """The border of a space nearest a scene point, within `EDGE_REACH` of a space:
        (tile id, local space, side in the tile's own terms)."""
        hit = self._piece_at(pos, board or self.board())
        if hit is None:
            return None
        piece, local = hit
        rect = self._cell_rect(piece, local)
        fx = (pos.x() - rect.left()) / self.cell
        fy = (pos.y() - rect.top()) / self.cell
        distances = {"N": fy, "S": 1 - fy, "W": fx, "E": 1 - fx}
        shown_side = min(distances, key=distances.get)
        if distances[shown_side] > EDGE_REACH:
            return None
        return piece.tile.id, local, piece.side_local(shown_side)

    def _font(self, size: float, bold: bool = True) -> QFont:
        return print_font(size * self.cell, bold)

    # -- painting --------------------------------------------------------------------
    def paint(self, painter: QPainter, board: Board | None = None) -> None:
        """The whole picture: lattice places, tiles, tray labels, heroes."""
        board = board or self.board()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        for origin in board.ghosts:
            self.paint_ghost(painter, origin)
        for piece in board.pieces:
            self.paint_piece(painter, piece, board)
        for hero, g in board.heroes.items():
            self.paint_hero(painter, hero, self.global_rect(g))
        painter.restore()

    def paint_ghost(self, painter: QPainter, origin: Point) -> None:
        """A lattice place an explore space leads to, at board point ``origin``."""
        c = self.cell
        rect = QRectF(origin[0] * c, origin[1] * c, SIZE * c, SIZE * c).adjusted(
            c * 0.08, c * 0.08, -c * 0.08, -c * 0.08
        )
        self.paint_unexplored(painter, rect)

    def paint_unexplored(self, painter: QPainter, rect: QRectF) -> None:
        """An unexplored place filling the square ``rect``: a faint dashed outline and a '?'
        (the lattice places, and the legend)."""
        k = rect.width() / (SIZE - 0.16)  # a space's width, for a place of a tile's size
        ghost = QColor(self.palette.ghost)
        pen = QPen(ghost, k * 0.05, Qt.PenStyle.DashLine)
        fill = QColor(ghost)
        fill.setAlpha(28)
        painter.save()
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, k * 0.2, k * 0.2)
        painter.setFont(self._font(1.2 * k / self.cell))
        painter.setPen(ghost)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        painter.restore()

    def paint_piece(self, painter: QPainter, piece: Piece, board: Board) -> None:
        """One tile: floor and tints, grid, symbols, escalators, walls, border, labels."""
        pal, c = self.palette, self.cell
        tile = piece.tile
        rect = self.piece_rect(piece)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(pal.tile))
        painter.drawRect(rect)
        spaces = {
            s.at: s for s in reversed(tile.spaces) if 0 <= s.at[0] < SIZE and 0 <= s.at[1] < SIZE
        }
        for space in spaces.values():
            if space.hero is not None:
                tint = hero_colour(space.hero)
                tint.setAlpha(pal.tint_alpha)
                painter.fillRect(self._cell_rect(piece, space.at), tint)
        painter.setPen(QPen(QColor(pal.grid), c * 0.02))
        for i in range(1, SIZE):
            painter.drawLine(
                QLineF(rect.left() + i * c, rect.top(), rect.left() + i * c, rect.bottom())
            )
            painter.drawLine(
                QLineF(rect.left(), rect.top() + i * c, rect.right(), rect.top() + i * c)
            )
        for space in spaces.values():
            facing = None
            if space.at in PASSAGES and not self._open(piece, board, space.at):
                facing = piece.side_shown(PASSAGES[space.at])
            g = piece.at(space.at)
            used = piece.in_mall and (int(g[0]), int(g[1])) in board.used
            self.paint_space(
                painter, space, self._cell_rect(piece, space.at), facing, used=used, off=board.theft
            )
        if not tile.start and not self._open(piece, board, ENTRY):
            self.paint_entry_arrow(painter, self._cell_rect(piece, ENTRY), piece.side_shown("S"))
        self._paint_escalators(painter, piece)
        self._paint_walls(painter, piece)
        self._paint_border(painter, piece, board, spaces)
        self._paint_label(painter, piece)
        painter.restore()

    def _open(self, piece: Piece, board: Board, local: Point) -> bool:
        """Whether the passage at an exploration position of a tile in the mall is open."""
        if not piece.in_mall:
            return False
        x, y = piece.at(local)
        g = (int(x), int(y))
        return frozenset((g, step(g, piece.side_shown(PASSAGES[local])))) in board.passages

    def paint_space(
        self,
        painter: QPainter,
        space: Space,
        rect: QRectF,
        facing: str | None = None,
        *,
        used: bool = False,
        off: bool = False,
    ) -> None:
        """A space's symbol in its square ``rect``; ``facing``: the shown side an explore
        space opens; ``used``: a timer space used up; ``off``: vortexes are off (theft)."""
        inner = rect.adjusted(
            rect.width() * 0.17, rect.height() * 0.17, -rect.width() * 0.17, -rect.height() * 0.17
        )
        painter.save()
        outline = QPen(QColor(self.palette.outline), rect.width() * 0.035)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        colour = hero_colour(space.hero)
        white = QColor("#FFFFFF")
        kind = space.type
        if kind == "vortex":
            if off:
                painter.setOpacity(0.35)
            spiral = glyphs.fit(glyphs.spiral(1.4, 24.0), inner)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(
                QPen(
                    QColor(self.palette.outline),
                    rect.width() * 0.13,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                )
            )
            painter.drawPath(spiral)
            painter.setPen(
                QPen(colour, rect.width() * 0.075, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawPath(spiral)
            badge = _sub(inner, 23, 23, 54, 54)
            painter.setPen(outline)
            painter.setBrush(white)
            painter.drawEllipse(badge)
            self._sign(painter, space.hero, _sub(badge, 8, 8, 84, 84), colour)
        elif kind == "item":
            painter.setPen(outline)
            painter.setBrush(colour)
            painter.drawPath(glyphs.fit(glyphs.gem(), inner))
            self._sign(painter, space.hero, _sub(inner, 28, 14, 44, 44), white)
        elif kind == "exit":
            painter.setPen(outline)
            painter.setBrush(colour)
            painter.drawPath(glyphs.fit(glyphs.arch(), inner))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(white)
            painter.drawPath(glyphs.fit(glyphs.arch_inside(), inner))
            sign = _sub(inner, 30, 40, 40, 44)
            if space.hero is None:
                painter.setBrush(colour)
                painter.drawPath(glyphs.fit(glyphs.out_arrow(), sign))
            else:
                self._sign(painter, space.hero, sign, colour)
        elif kind == "explore":
            lens = inner
            painter.setPen(outline)
            painter.setBrush(colour)
            painter.drawPath(glyphs.fit(glyphs.lens(), lens))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(white)
            hole = _sub(lens, 15, 15, 50, 50)
            painter.drawEllipse(hole)
            self._sign(painter, space.hero, _sub(hole, 8, 8, 84, 84), colour)
            if facing is not None:
                self._side_arrow(painter, rect, facing, colour, outward=True)
        elif kind == "timer":
            ink = QColor(self.palette.wall)
            painter.setOpacity(0.35 if used else 1.0)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(glyphs.fit(glyphs.hourglass(), inner))
            painter.setOpacity(1.0)
            if used:
                painter.setPen(
                    QPen(
                        QColor("#C0392B"),
                        rect.width() * 0.07,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                    )
                )
                painter.drawLine(inner.topLeft(), inner.bottomRight())
                painter.drawLine(inner.topRight(), inner.bottomLeft())
        painter.restore()

    def _sign(self, painter: QPainter, hero: str | None, rect: QRectF, colour: QColor) -> None:
        """A hero's sign in ``colour``, thinly outlined so that it reads in grey too."""
        painter.save()
        painter.setPen(QPen(QColor(self.palette.outline), rect.width() * 0.035))
        painter.setBrush(colour)
        painter.drawPath(glyphs.hero_sign(hero or "", rect))
        painter.restore()

    def _side_arrow(
        self, painter: QPainter, rect: QRectF, side: str, colour: QColor, outward: bool
    ) -> None:
        """A small arrow at the ``side`` border of a square, pointing out (or in)."""
        w = rect.width()
        size = w * 0.26
        mid = self._side_line(rect, side).center()
        dx, dy = DELTA[side]
        centre = QPointF(mid.x() - dx * size * 0.62, mid.y() - dy * size * 0.62)
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(SIDE_ANGLE[side] + (0.0 if outward else 180.0))
        t.scale(size / 100.0, size / 100.0)
        t.translate(-50, -50)
        painter.save()
        painter.setPen(QPen(QColor(self.palette.outline), w * 0.03))
        painter.setBrush(colour)
        painter.drawPath(t.map(glyphs.arrow_head()))
        painter.restore()

    def paint_entry_arrow(self, painter: QPainter, rect: QRectF, border: str) -> None:
        """The white arrow of a tile's entry, at its ``border`` (shown side), pointing in."""
        self._side_arrow(painter, rect, border, QColor("#FFFFFF"), outward=False)

    def _paint_escalators(self, painter: QPainter, piece: Piece) -> None:
        for a, b in piece.tile.escalators:
            pa = self._cell_rect(piece, a).center()
            pb = self._cell_rect(piece, b).center()
            self.paint_escalator(painter, pa, pb)

    def paint_escalator(self, painter: QPainter, pa: QPointF, pb: QPointF) -> None:
        """An escalator from the point ``pa`` to ``pb``: a band with steps and a dot at
        each end (on a tile, the centres of the spaces it joins)."""
        c = self.cell
        colour = QColor(ESCALATOR_COLOUR)
        line = QLineF(pa, pb)
        if line.length() == 0:
            return
        painter.save()
        painter.setOpacity(0.8)
        band = QPen(colour, c * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(band)
        painter.drawLine(line)
        painter.setPen(QPen(QColor("#FFFFFF"), c * 0.035))
        normal = line.normalVector().unitVector()
        n = QPointF(normal.dx(), normal.dy()) * c * 0.08
        count = max(2, int(line.length() / (c * 0.18)))
        for i in range(1, count):
            p = line.pointAt(i / count)
            painter.drawLine(QLineF(p - n, p + n))
        painter.setOpacity(1.0)
        painter.setPen(QPen(QColor(self.palette.outline), c * 0.03))
        painter.setBrush(colour)
        for p in (pa, pb):
            painter.drawEllipse(p, c * 0.09, c * 0.09)
        painter.restore()

    def _paint_walls(self, painter: QPainter, piece: Piece) -> None:
        pen = QPen(QColor(self.palette.wall), self.cell * WALL_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for x, y, side in piece.tile.walls:
            if 0 <= x < SIZE and 0 <= y < SIZE and side in SIDES:
                painter.drawLine(
                    self._side_line(self._cell_rect(piece, (x, y)), piece.side_shown(side))
                )

    def _paint_border(
        self, painter: QPainter, piece: Piece, board: Board, spaces: dict[Point, Space]
    ) -> None:
        """The tile's border: a wall but where a passage is open (nothing drawn) or could
        open, at an explore space or a non-start tile's entry (a thin dashed line)."""
        c = self.cell
        wall = QPen(QColor(self.palette.wall), c * BORDER_WIDTH)
        wall.setCapStyle(Qt.PenCapStyle.SquareCap)
        door = QPen(QColor(self.palette.wall), c * 0.03, Qt.PenStyle.DashLine)
        for i in range(SIZE):
            for local, side in (
                ((i, 0), "N"),
                ((SIZE - 1, i), "E"),
                ((i, SIZE - 1), "S"),
                ((0, i), "W"),
            ):
                line = self._side_line(self._cell_rect(piece, local), piece.side_shown(side))
                if PASSAGES.get(local) == side:
                    if self._open(piece, board, local):
                        continue
                    space = spaces.get(local)
                    explore = space is not None and space.type == "explore"
                    if explore or (local == ENTRY and not piece.tile.start):
                        painter.setPen(door)
                        painter.drawLine(line)
                        continue
                painter.setPen(wall)
                painter.drawLine(line)

    def id_space(self, tile: Tile) -> Point:
        """The local space a tile's id badge sits in: the first of the corners, then the
        other spaces row by row, that holds no symbol, no escalator and no passage, so the
        badge covers nothing (walls run along the spaces' borders, clear of it); the
        north-west corner when every space holds something."""
        taken = {s.at for s in tile.spaces if s.type != "floor"} | set(PASSAGES)
        corners = [(0, 0), (SIZE - 1, 0), (0, SIZE - 1), (SIZE - 1, SIZE - 1)]
        spaces = corners + [(x, y) for y in range(SIZE) for x in range(SIZE)]
        for at in spaces:
            if at in taken:
                continue
            centre = QPointF(at[0] + 0.5, at[1] + 0.5)
            near = 0.5 + ID_CLEARANCE  # the badge keeps within half a space of the centre
            if all(_distance(centre, a, b) > near for a, b in tile.escalators):
                return at
        return (0, 0)

    def id_badge(self, piece: Piece) -> tuple[QRectF, str]:
        """Where a tile's id badge is drawn in the scene (centred in `id_space`), and the id
        it shows, shortened to keep the badge inside its space."""
        c = self.cell
        metrics = QFontMetricsF(self._font(0.26))
        text = metrics.elidedText(printable(piece.tile.id), Qt.TextElideMode.ElideRight, 0.62 * c)
        badge = QRectF(0, 0, max(0.36 * c, metrics.horizontalAdvance(text) + 0.14 * c), 0.36 * c)
        badge.moveCenter(self._cell_rect(piece, self.id_space(piece.tile)).center())
        return badge, text

    def _paint_label(self, painter: QPainter, piece: Piece) -> None:
        """A tray tile's label above it; a tile in the mall its id in a small badge in a
        space that holds nothing (`id_space`)."""
        c, pal = self.cell, self.palette
        rect = self.piece_rect(piece)
        if piece.label:
            painter.setPen(QColor(pal.text))
            painter.setFont(self._font(0.42))
            above = QRectF(rect.left(), rect.top() - 0.95 * c, rect.width() + 0.9 * c, 0.8 * c)
            painter.drawText(
                above,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                printable(piece.label),
            )
            return
        badge, text = self.id_badge(piece)
        painter.setFont(self._font(0.26))
        painter.setPen(QPen(QColor(pal.outline), c * 0.02))
        painter.setBrush(QColor(pal.text if piece.role == "start" else pal.tile))
        painter.drawRoundedRect(badge, c * 0.1, c * 0.1)
        painter.setPen(QColor(pal.tile if piece.role == "start" else pal.text))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def paint_hero(self, painter: QPainter, hero: str, rect: QRectF) -> None:
        """A hero's pawn on the space ``rect``: its colour, an outline and its sign in white."""
        w = rect.width()
        disc = QRectF(0, 0, w * 0.66, w * 0.66)
        disc.moveCenter(rect.center())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(self.palette.outline), w * 0.05))
        painter.setBrush(hero_colour(hero))
        painter.drawEllipse(disc)
        self._sign(painter, hero, _sub(disc, 12, 10, 76, 76), QColor("#FFFFFF"))
        painter.restore()

    def paint_highlight(self, painter: QPainter, rect: QRectF, colour: str | None = None) -> None:
        """An outline round a space (or any rectangle): a selection, a tool's aim."""
        c = self.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(colour or self.palette.highlight), c * 0.07))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            rect.adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05), c * 0.1, c * 0.1
        )
        painter.restore()

    def paint_edge_highlight(
        self, painter: QPainter, line: QLineF, colour: str | None = None
    ) -> None:
        painter.save()
        pen = QPen(QColor(colour or self.palette.highlight), self.cell * 0.16)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(line)
        painter.restore()

    def render_image(self, width_px: int = 900, board: Board | None = None) -> QImage:
        """The picture with its margin, ``width_px`` wide."""
        ensure_gui_app()
        if width_px < 1:
            raise ValueError(f"the image width must be at least 1 pixel, not {width_px}")
        board = board or self.board()
        rect = self.scene_rect(board)
        scale = width_px / rect.width()
        image = QImage(
            width_px,
            max(1, round(rect.height() * scale)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(QColor(self.palette.background))
        painter = QPainter(image)
        try:
            painter.scale(scale, scale)
            painter.translate(-rect.topLeft())
            self.paint(painter, board)
        finally:
            painter.end()
        return image


def paint_tile(painter: QPainter, tile: Tile, rect: QRectF, style: str | Palette = "print") -> None:
    """One tile alone, unturned, filling the square ``rect``, its id in a free space; cut at
    ``rect``, so two printed tiles side by side show one border wall's width."""
    r = MallRenderer(Scenario(tiles=[tile]), style, cell=rect.width() / SIZE)
    piece = Piece(tile, (0.0, 0.0), 0, "start" if tile.start else "deck")
    board = Board((piece,), (), frozenset(), {})
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    painter.translate(rect.topLeft())
    r.paint_piece(painter, piece, board)
    painter.restore()


def render_image(
    scenario: Scenario,
    path: str | os.PathLike | None = None,
    width_px: int = 900,
    style: str | Palette = "screen-light",
    board: Board | None = None,
) -> QImage:
    """The scenario (or ``board``) as an image ``width_px`` wide, also written to ``path``
    when given (its format from the suffix, PNG when there is none; whole or not at all)."""
    image = MallRenderer(scenario, style).render_image(width_px, board)
    if path is not None:
        fmt = Path(path).suffix.lstrip(".").upper() or "PNG"
        with replacing(path) as tmp:
            if not image.save(str(tmp), fmt):
                raise OSError(f"cannot write the image {os.fspath(path)} (format {fmt})")
    return image


__all__ = [
    "CELL",
    "HERO_COLOURS",
    "STYLE_NAMES",
    "Board",
    "MallRenderer",
    "board_of_scenario",
    "board_of_state",
    "ensure_gui_app",
    "paint_tile",
    "render_image",
]
