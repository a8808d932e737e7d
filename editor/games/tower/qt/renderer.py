"""One renderer for tower quests: the editor's scene, images, print and playback.

`QuestRenderer` paints a quest with a QPainter (no widgets): the whole board,
one card, or the heroes, in *board coordinates* where one cell is ``cell``
units wide and global cell ``(X, Y)`` covers
``[X * cell, (X + 1) * cell) x [Y * cell, (Y + 1) * cell)``.
It takes a board layout (each card's slot and rotation, as the rules engine
uses) and hero positions in global coordinates, so a solution can be played
back by giving it the layout and positions of each state.

Three styles: ``screen-light``, ``screen-dark`` and ``print`` (white
background, black ink, every element drawn with its symbol as well as its
colour). The element art is the project's own SVG in ``resources/art``
(made by ``resources/make_art.py``).

Typical use::

    r = QuestRenderer(quest, style="print")
    image = r.render_image(scale=2.0)          # needs a QGuiApplication: ensure_gui_app()
    r.paint(painter)                           # any QPainter: QPdfWriter, QSvgGenerator, ...
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtSvg import QSvgRenderer

from editor.core.paths import data_dir
from editor.core.styles import STYLE_NAMES, pick_style
from editor.qt.application import ensure_gui_app
from editor.qt.language import translate

from ..geometry import Board, Layout, rotate_side
from ..model import (
    CELL_TYPES,
    DELTA,
    DOOR_NUMBERS,
    EDGE_TYPES,
    HEROES,
    MAX_CARDS,
    MAX_SIZE,
    MAX_SLOTS,
    MIN_SIZE,
    Cell,
    Edge,
    Point,
    Quest,
)
from ..palette import AIR_COLOUR, DOOR_COLOURS, HERO_COLOURS

#: Scene units per cell (the editor's 100 % zoom).
CELL = 64.0

#: Where the SVG art lives (a source checkout; the renderer draws plain shapes without it).
ART_DIR = data_dir("resources") / "art"


@dataclass(frozen=True)
class Style:
    """Colours of one style. ``tints`` are cell backgrounds by cell type."""

    name: str
    background: str
    floor: str
    grid: str
    card_border: str
    ink: str
    void: str
    void_hatch: str
    hole: str
    text: str
    tag: str
    tints: dict[str, str] = field(default_factory=dict)
    print: bool = False


_LIGHT_TINTS = {
    "exit": "#E6F4EA",
    "armory": "#FDF3D8",
    "key": "#FBE9E9",
    "ladder": "#F3E7D8",
    "trap": "#EED9D9",
    "invocation": "#EFE6F8",
    "rotation": "#DDF2EF",
    "sliding": "#F8E5DA",
}
_DARK_TINTS = {
    "exit": "#2C4A36",
    "armory": "#4A4128",
    "key": "#4A2C2C",
    "ladder": "#46392B",
    "trap": "#3E2A2A",
    "invocation": "#3B2F4A",
    "rotation": "#24433F",
    "sliding": "#4A3326",
}

STYLES: dict[str, Style] = {
    "screen-light": Style(
        name="screen-light",
        background="#D9DDE3",
        floor="#F7F3EA",
        grid="#CFC6B4",
        card_border="#5B6270",
        ink="#1B1D21",
        void="#3A3F47",
        void_hatch="#555C66",
        hole="#C4C9D1",
        text="#1B1D21",
        tag="#5B6270",
        tints=_LIGHT_TINTS,
    ),
    "screen-dark": Style(
        name="screen-dark",
        background="#1E2127",
        floor="#3A3D44",
        grid="#4E525B",
        card_border="#9AA3B2",
        ink="#F1F1F1",
        void="#15171B",
        void_hatch="#2A2D33",
        hole="#272A31",
        text="#F1F1F1",
        tag="#7C8595",
        tints=_DARK_TINTS,
    ),
    "print": Style(
        name="print",
        background="#FFFFFF",
        floor="#FFFFFF",
        grid="#000000",
        card_border="#000000",
        ink="#000000",
        void="#FFFFFF",
        void_hatch="#000000",
        hole="#FFFFFF",
        text="#000000",
        tag="#000000",
        tints={},
        print=True,
    ),
}


def get_style(style: str | Style) -> Style:
    return pick_style(STYLES, style)


# -- art ---------------------------------------------------------------------------


#: Every art file there is (``resources/make_art.py`` draws them). Art is looked up by
#: these names only: names built from a quest's contents never reach the file system.
ART_NAMES: frozenset[str] = frozenset(
    [t for t in CELL_TYPES if t not in ("exit", "armory", "key")]
    + [t for t in EDGE_TYPES if t != "door"]
    + ["exit", "hero", "eraser", "rectangle", "move-card", "mazewright"]
    + [f"{kind}-{h}" for kind in ("hero", "exit", "armory") for h in HEROES]
    + [f"{kind}-{n}" for kind in ("key", "door") for n in DOOR_NUMBERS]
)


def art_path(name: str) -> Path | None:
    """The file of a known art name (None for any other name)."""
    return ART_DIR / f"{name}.svg" if name in ART_NAMES else None


def art(name: str) -> QSvgRenderer | None:
    """The SVG renderer of an art file (``hero-elf``, ``key-3``, ``wall``...), or None
    for a name that is not in `ART_NAMES` or a file that is missing.

    One renderer per thread: a QSvgRenderer keeps drawing state, so the editor and a
    background export (issue 5) must not draw with the same one at once.
    """
    if name not in ART_NAMES:
        return None
    return _art(name, threading.get_ident())


@cache
def _art(name: str, _thread: int) -> QSvgRenderer | None:
    path = art_path(name)
    if path is None or not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def cell_art_name(cell: Cell) -> str | None:
    """The art file that shows a cell's symbol (None for floor and void).

    The name may be unknown (a lenient-opened file's door number 9, say): `art`
    then finds nothing and the renderer draws its fallback.
    """
    if cell.type in ("floor", "void"):
        return None
    if cell.type == "exit":
        return f"exit-{cell.hero}" if cell.hero else "exit"
    if cell.type == "armory":
        return f"armory-{cell.hero}" if cell.hero else "armory-dwarf"
    if cell.type == "key":
        return f"key-{cell.door or 1}"
    return cell.type


def edge_art_name(edge: Edge) -> str:
    """The art file of an edge kind (used for tool icons and legends)."""
    return f"door-{edge.door or 1}" if edge.type == "door" else edge.type


def hero_art_name(hero: str) -> str:
    return f"hero-{hero}"


# -- the renderer ------------------------------------------------------------------


def board_problem(quest: Quest) -> str | None:
    """Why a quest's board cannot be drawn, or None.

    A file with schema errors still opens in the editor, so its numbers may be
    anything; drawing a card of 10000 x 10000 cells would take hours.
    """
    cols, rows = quest.slots
    if not MIN_SIZE <= quest.size <= MAX_SIZE:
        return translate(
            "TowerPrinting",
            "its cards are {size}×{size} cells, and only cards of {least} to {most} cells a side can be drawn",
        ).format(size=quest.size, least=MIN_SIZE, most=MAX_SIZE)
    if not (1 <= cols <= MAX_SLOTS and 1 <= rows <= MAX_SLOTS):
        return translate(
            "TowerPrinting",
            "its board is {cols}×{rows} slots, and only boards of 1 to {most} slots a side can be drawn",
        ).format(cols=cols, rows=rows, most=MAX_SLOTS)
    if len(quest.cards) > MAX_CARDS:
        return translate(
            "TowerPrinting", "it has {count} cards, and at most {most} can be drawn"
        ).format(count=len(quest.cards), most=MAX_CARDS)
    return None


class QuestRenderer:
    """Paints one quest at one layout with one style.

    ``heroes`` maps hero -> global (X, Y) (None: left the board); by default the
    heroes' starting cells. Call `refresh` after the quest's cards change.
    A board that `board_problem` refuses is not drawn at all (``problem`` says why).
    """

    def __init__(
        self,
        quest: Quest,
        layout: Layout | None = None,
        heroes: dict[str, Point | None] | None = None,
        style: str | Style = "screen-light",
        cell: float = CELL,
    ):
        self.quest = quest
        self.cell = float(cell)
        self.style = get_style(style)
        self._layout = layout
        self.board = Board(quest, layout)
        self.problem = board_problem(quest)
        self.heroes = heroes
        #: draw each card's id tab (print cards of a one-card quest turn it off)
        self.show_tags = True
        #: draw the thin lines between cells
        self.grid = True
        #: number the board's columns above it and its rows left of it
        self.coordinates = False

    # -- state -------------------------------------------------------------------
    def refresh(self, layout: Layout | None = None) -> None:
        """Rebuild the board (after cards were added, removed, rotated or moved)."""
        self._layout = layout
        self.board = Board(self.quest, layout)
        self.problem = board_problem(self.quest)

    def set_style(self, style: str | Style) -> None:
        self.style = get_style(style)

    def start_positions(self) -> dict[str, Point]:
        """Global cells of the heroes' starts (heroes on missing cards are left out)."""
        out = {}
        for hero, start in self.quest.heroes.items():
            card = self.quest.card(start.card)
            if card is None or card.id not in {c.id for c in self.quest.cards}:
                continue
            if not (0 <= start.at[0] < self.quest.size and 0 <= start.at[1] < self.quest.size):
                continue
            out[hero] = self.board.to_global(card.id, *start.at)
        return out

    def hero_positions(self) -> dict[str, Point | None]:
        return dict(self.heroes) if self.heroes is not None else dict(self.start_positions())

    # -- geometry ------------------------------------------------------------------
    def board_rect(self) -> QRectF:
        return QRectF(0, 0, self.board.width * self.cell, self.board.height * self.cell)

    def slot_rect(self, slot: Point) -> QRectF:
        side = self.quest.size * self.cell
        return QRectF(slot[0] * side, slot[1] * side, side, side)

    def card_rect(self, card_id: str) -> QRectF:
        return self.slot_rect(self.board.placement(card_id)[0])

    def cell_rect(self, X: int, Y: int) -> QRectF:
        c = self.cell
        return QRectF(X * c, Y * c, c, c)

    def coordinate_labels(self) -> list[tuple[QRectF, str]]:
        """Where each column's number goes (above the board) and each row's (left of it)."""
        c = self.cell
        near, far = c * _COORD_GAP, c * (_COORD_GAP + _COORD_STRIP)
        labels = [(QRectF(X * c, -far, c, far - near), str(X)) for X in range(self.board.width)]
        labels += [(QRectF(-far, Y * c, far - near, c), str(Y)) for Y in range(self.board.height)]
        return labels

    def tag_text(self, card_id: str) -> str:
        _, rot = self.board.placement(card_id)
        return card_id if rot == 0 else f"{card_id} ↻{rot}"

    def tag_rect(self, card_id: str) -> QRectF:
        """The card's id tab: outside the board, on the first outer edge of the card among
        bottom, right, top and left (beyond the coordinates); inside the card's corner only
        for a card with no outer edge."""
        c = self.cell
        rect = self.card_rect(card_id)
        board = self.board_rect()
        w = _tag_metrics(c).horizontalAdvance(self.tag_text(card_id)) + c * 0.16
        h = c * _TAG_H
        gap = c * _COORD_GAP
        beyond = c * (_COORD_GAP + _COORD_STRIP) if self.coordinates else 0.0
        if rect.bottom() >= board.bottom():
            return QRectF(rect.left(), rect.bottom() + gap, w, h)
        if rect.right() >= board.right():
            return QRectF(rect.right() + gap, rect.top(), w, h)
        if rect.top() <= board.top():
            return QRectF(rect.left(), rect.top() - beyond - gap - h, w, h)
        if rect.left() <= board.left():
            return QRectF(rect.left() - beyond - gap - w, rect.top(), w, h)
        return QRectF(rect.left() + c * 0.03, rect.top() + c * 0.03, w, h)

    def extent(self) -> QRectF:
        """Everything the renderer draws: the board, its tags and its coordinates."""
        rect = self.board_rect()
        if self.problem is not None:
            return rect
        if self.coordinates:
            for box, _ in self.coordinate_labels():
                rect = rect.united(box)
        if self.show_tags:
            for card in self.quest.cards:
                rect = rect.united(self.tag_rect(card.id))
        return rect

    def cell_at(self, x: float, y: float) -> Point:
        """The global cell under a board point (may lie off the board)."""
        return (math.floor(x / self.cell), math.floor(y / self.cell))

    # -- painting ------------------------------------------------------------------
    def paint(self, painter: QPainter, *, heroes: bool = True, background: bool = True) -> None:
        """The whole board: background and holes, every card, the heroes, then the cards'
        tabs and the coordinates around it."""
        if background:
            self.paint_background(painter)
        for card in self.quest.cards:
            self.paint_card(painter, card.id)
        if heroes:
            self.paint_heroes(painter)
        self.paint_tags(painter)
        self.paint_coordinates(painter)

    def paint_tags(self, painter: QPainter) -> None:
        """Every card's id tab (see `tag_rect`), when ``show_tags``."""
        for card in self.quest.cards:
            self.paint_tag(painter, card.id)

    def paint_tag(self, painter: QPainter, card_id: str) -> None:
        """One card's id tab, when ``show_tags``."""
        if self.show_tags and self.problem is None:
            self._paint_tag(painter, card_id)

    def paint_coordinates(self, painter: QPainter) -> None:
        """The column and row numbers (see `coordinate_labels`), when ``coordinates``."""
        if not self.coordinates or self.problem is not None:
            return
        painter.save()
        font = QFont()
        font.setPixelSize(max(1, int(self.cell * 0.2)))
        painter.setFont(font)
        painter.setPen(QColor(self.style.text if self.style.print else self.style.tag))
        for box, text in self.coordinate_labels():
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def paint_background(self, painter: QPainter) -> None:
        """The board area and its empty slots (the hole of an 8-card epic)."""
        if self.problem is not None:
            return
        st = self.style
        rect = self.board_rect()
        painter.fillRect(rect.adjusted(-4, -4, 4, 4), QColor(st.background))
        taken = {self.board.placement(c.id)[0] for c in self.quest.cards}
        cols, rows = self.quest.slots
        pen = QPen(QColor(st.card_border), self.cell * 0.03, Qt.PenStyle.DashLine)
        for sx in range(cols):
            for sy in range(rows):
                if (sx, sy) in taken:
                    continue
                r = self.slot_rect((sx, sy)).adjusted(4, 4, -4, -4)
                painter.fillRect(r, QColor(st.hole))
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(r)

    def paint_card(self, painter: QPainter, card_id: str) -> None:
        """One card in board coordinates: cells, grid, border and edge marks (its tag is
        drawn outside it, by `paint_tags`)."""
        card = self.quest.card(card_id)
        if card is None or self.problem is not None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        size = self.quest.size
        rect = self.card_rect(card_id)
        for y in range(size):
            for x in range(size):
                X, Y = self.board.to_global(card_id, x, y)
                self.paint_cell(painter, card.cell(x, y), self.cell_rect(X, Y))
        self._paint_grid(painter, rect)
        painter.setPen(QPen(QColor(self.style.card_border), self.cell * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        self._paint_walls(painter, card_id)
        for (x, y, side), edge in card.edges.items():
            if edge.type not in _WALLS:
                self._paint_edge(painter, card_id, x, y, side, edge)
        painter.restore()

    def paint_cell(self, painter: QPainter, cell: Cell, rect: QRectF) -> None:
        """One cell's background and symbol, in ``rect``."""
        st = self.style
        if cell.type == "void":
            painter.fillRect(rect, QColor(st.void))
            self._hatch(painter, rect, QColor(st.void_hatch))
            return
        painter.fillRect(rect, QColor(st.tints.get(cell.type, st.floor)))
        name = cell_art_name(cell)
        if name is None:
            return
        inset = rect.width() * _ART_INSET
        self.paint_art(painter, name, rect.adjusted(inset, inset, -inset, -inset))

    def paint_art(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """One art file in ``rect``; a box with a question mark for unknown or missing art."""
        renderer = art(name)
        if renderer is not None:
            renderer.render(painter, rect)
            return
        painter.save()
        painter.setPen(QPen(QColor(self.style.ink), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        font = QFont()
        font.setPixelSize(max(1, int(rect.height() * (0.2 if name in ART_NAMES else 0.6))))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name if name in ART_NAMES else "?")
        painter.restore()

    def paint_heroes(self, painter: QPainter, positions: dict[str, Point | None] | None = None):
        positions = self.hero_positions() if positions is None else positions
        for hero, at in positions.items():
            if at is not None:
                self.paint_hero(painter, hero, self.hero_rect(*at))

    def hero_rect(self, X: int, Y: int) -> QRectF:
        """Where a hero standing on (X, Y) is drawn (smaller than the cell: the cell shows)."""
        inset = self.cell * _ART_INSET
        return self.cell_rect(X, Y).adjusted(inset, inset, -inset, -inset)

    def paint_hero(self, painter: QPainter, hero: str, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # a soft shadow so heroes stand out from symbols beneath them
        if not self.style.print:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawEllipse(rect.translated(rect.width() * 0.04, rect.height() * 0.06))
        self.paint_art(painter, hero_art_name(hero), rect)
        painter.restore()

    def render_image(
        self, scale: float = 1.0, *, margin: float | None = None, heroes: bool = True
    ) -> QImage:
        """The whole board as an image, ``scale`` pixels per board unit.

        Raises ValueError for a board that cannot be drawn (see `board_problem`).
        """
        if self.problem is not None:
            raise ValueError(f"cannot draw the quest: {self.problem}")
        ensure_gui_app()
        margin = self.cell * 0.25 if margin is None else margin
        rect = self.extent().adjusted(-margin, -margin, margin, margin)
        w = max(1, math.ceil(rect.width() * scale))
        h = max(1, math.ceil(rect.height() * scale))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(self.style.background))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        self.paint(painter, heroes=heroes)
        painter.end()
        return image

    # -- pieces --------------------------------------------------------------------
    def _paint_grid(self, painter: QPainter, rect: QRectF) -> None:
        if not self.grid:
            return
        st = self.style
        width = self.cell * (0.012 if st.print else 0.02)
        painter.setPen(QPen(QColor(st.grid), width))
        size = self.quest.size
        for i in range(1, size):
            x = rect.left() + i * self.cell
            y = rect.top() + i * self.cell
            painter.drawLine(QLineF(x, rect.top(), x, rect.bottom()))
            painter.drawLine(QLineF(rect.left(), y, rect.right(), y))

    def _hatch(self, painter: QPainter, rect: QRectF, colour: QColor) -> None:
        """Diagonal stripes inside ``rect``, as filled shapes cut to it.

        No clip: SVG viewers disagree on clip paths (Qt's own ignores some), and
        stripes drawn as lines under a clip leave their caps outside it there."""
        stripes = _hatch_path(rect.width(), rect.height(), self.cell)
        painter.fillPath(stripes.translated(rect.topLeft()), colour)

    def _paint_tag(self, painter: QPainter, card_id: str) -> None:
        """The card's id and rotation in a tab outside the card (see `tag_rect`)."""
        text = self.tag_text(card_id)
        tag = self.tag_rect(card_id)
        h = tag.height()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(_tag_font(self.cell))
        st = self.style
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(st.tag) if not st.print else QColor("#FFFFFF"))
        if st.print:
            painter.setPen(QPen(QColor(st.ink), self.cell * 0.02))
        painter.drawRoundedRect(tag, h * 0.3, h * 0.3)
        painter.setPen(QColor("#FFFFFF") if not st.print else QColor(st.ink))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def edge_line(self, X: int, Y: int, side: str) -> QLineF:
        """The border segment on global side ``side`` of global cell (X, Y)."""
        r = self.cell_rect(X, Y)
        return {
            "N": QLineF(r.topLeft(), r.topRight()),
            "E": QLineF(r.topRight(), r.bottomRight()),
            "S": QLineF(r.bottomLeft(), r.bottomRight()),
            "W": QLineF(r.topLeft(), r.bottomLeft()),
        }[side]

    def _edge_place(self, card_id: str, x: int, y: int, side: str) -> tuple[QLineF, QPointF]:
        """(segment, unit normal out of the cell) where a card's edge mark is drawn."""
        _, rot = self.board.placement(card_id)
        X, Y = self.board.to_global(card_id, x, y)
        gside = rotate_side(side, rot)
        line = self.edge_line(X, Y, gside)
        dx, dy = DELTA[gside]
        out = QPointF(dx, dy)
        # on a card border each card draws its own mark just inside itself, so both show
        nb = self.board.place(X + dx, Y + dy)
        if nb is None or nb.card.id != card_id:
            line = line.translated(out * (-self.cell * _BORDER_SHIFT))
        return line, out

    def _paint_edge(self, painter: QPainter, card_id: str, x: int, y: int, side: str, edge: Edge):
        line, out = self._edge_place(card_id, x, y, side)
        self.paint_edge_mark(painter, edge, line, out)

    def _paint_walls(self, painter: QPainter, card_id: str) -> None:
        """A card's walls and double walls as one shape each, so that corners join; no
        wall reaches past the board's outline."""
        card = self.quest.card(card_id)
        lines: dict[str, list[QLineF]] = {"wall": [], "double-wall": []}
        for (x, y, side), edge in card.edges.items():
            if edge.type in _WALLS:
                lines[edge.type].append(self._edge_place(card_id, x, y, side)[0])
        shape = wall_shape(lines["wall"], lines["double-wall"], self.cell, self.board_rect())
        if not shape.isEmpty():
            painter.fillPath(shape, self._edge_ink())

    def _edge_ink(self) -> QColor:
        st = self.style
        if st.print:
            return QColor("#000000")
        return QColor("#F1F1F1") if st.name == "screen-dark" else QColor(st.ink)

    def paint_edge_mark(self, painter: QPainter, edge: Edge, line: QLineF, out: QPointF) -> None:
        """An edge mark other than a wall (walls: `_paint_walls`) on ``line``; ``out`` is
        the unit normal an air current blows along."""
        c = self.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p1, p2 = line.p1(), line.p2()
        mid = line.center()
        along = QPointF(p2 - p1) / max(line.length(), 1e-9)
        t = edge.type
        if t == "narrow":
            painter.fillPath(narrow_shape(line, c), self._edge_ink())
        elif t == "door":
            self._paint_door(painter, edge.door or 1, line, along)
        elif t == "air":
            self._paint_air(painter, mid, out)
        painter.restore()

    def _paint_door(self, painter: QPainter, number: int, line: QLineF, along: QPointF) -> None:
        c = self.cell
        st = self.style
        colour = QColor(DOOR_COLOURS[number] if number in DOOR_NUMBERS else "#777777")
        length = line.length() * 0.86
        thick = c * 0.2
        mid = line.center()
        horizontal = abs(along.x()) > abs(along.y())
        w, h = (length, thick) if horizontal else (thick, length)
        bar = QRectF(mid.x() - w / 2, mid.y() - h / 2, w, h)
        painter.setPen(QPen(QColor(st.ink if st.print else "#1B1D21"), c * 0.025))
        painter.setBrush(colour)
        painter.drawRoundedRect(bar, thick * 0.3, thick * 0.3)
        r = c * 0.15
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(mid, r, r)
        font = QFont()
        font.setPixelSize(max(1, int(c * 0.2)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#000000") if st.print else colour.darker(130))
        painter.drawText(
            QRectF(mid.x() - r, mid.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(number) if number in DOOR_NUMBERS else "?",
        )

    def _paint_air(self, painter: QPainter, mid: QPointF, out: QPointF) -> None:
        """Two chevrons across the edge pointing the way the air blows, kept in the strip
        along the edge that cell symbols and heroes leave free."""
        c = self.cell
        colour = QColor("#000000") if self.style.print else QColor(AIR_COLOUR)
        n = QPointF(-out.y(), out.x())
        depth = c * (_ART_INSET - 0.01)  # how far the mark reaches into either cell
        half = c * 0.2  # half its width along the edge
        pen = QPen(colour, c * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        reach = depth - c * 0.025  # the pen's half width stays inside the strip
        for tip in (reach, reach - c * 0.1):
            # each chevron: its point ``tip`` past the edge, its arms ``reach`` deep less
            apex = mid + out * tip
            back = tip - c * 0.12
            painter.drawPolyline(
                QPolygonF([mid + out * back + n * half, apex, mid + out * back - n * half])
            )


#: Cell symbols and heroes are drawn this far (of a cell) inside the cell.
_ART_INSET = 0.14
#: Marks on a card's border are drawn this far (of a cell) inside the card.
_BORDER_SHIFT = 0.12
#: Wall thickness; a double wall's two lines, their thickness and the gap between their centres.
_WALL, _DOUBLE_LINE, _DOUBLE_GAP = 0.13, 0.055, 0.11
#: Edge types drawn as one joined shape per card.
_WALLS = ("wall", "double-wall")
#: The coordinates' strip (of a cell) and its gap from the board; the tabs' height.
_COORD_GAP, _COORD_STRIP, _TAG_H = 0.06, 0.34, 0.3


def _tag_font(cell: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, int(cell * 0.22)))
    font.setBold(True)
    return font


def _tag_metrics(cell: float) -> QFontMetricsF:
    return QFontMetricsF(_tag_font(cell))


def _bars(lines: list[QLineF], width: float, extend: float, bounds: QRectF) -> QPainterPath:
    """The union of bars ``width`` wide along ``lines``, each lengthened by ``extend`` at an
    end that lies inside ``bounds`` (so bars meeting at a corner join) and not at one on
    or past its outline (so none pokes out)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    eps = 1e-6
    inner = bounds.adjusted(eps, eps, -eps, -eps)
    for line in lines:
        length = line.length()
        if length <= 0:
            continue
        u = QPointF(line.dx(), line.dy()) / length
        n = QPointF(-u.y(), u.x()) * (width / 2)
        a = line.p1() - u * (extend if inner.contains(line.p1()) else 0.0)
        b = line.p2() + u * (extend if inner.contains(line.p2()) else 0.0)
        path.addPolygon(QPolygonF([a + n, b + n, b - n, a - n]))
        path.closeSubpath()
    return path.simplified()


def wall_shape(
    walls: list[QLineF], doubles: list[QLineF], cell: float, bounds: QRectF
) -> QPainterPath:
    """Walls and double walls on these segments as one filled shape: walls joined square
    at their corners, double walls as two lines that turn corners together; nothing past
    ``bounds``' outline (the board)."""
    t = cell * _WALL
    shape = _bars(walls, t, t / 2, bounds)
    if doubles:
        outer = cell * (_DOUBLE_GAP + _DOUBLE_LINE) / 2
        inner = cell * (_DOUBLE_GAP - _DOUBLE_LINE) / 2
        band = _bars(doubles, 2 * outer, outer, bounds)
        gap = _bars(doubles, 2 * inner, inner, bounds)
        shape = shape.united(band.subtracted(gap))
    return shape


def narrow_shape(line: QLineF, cell: float) -> QPainterPath:
    """A narrow passage: the wall broken in the middle, the opening framed by two jambs
    across the edge. It is symmetric about the edge and along it, so it points nowhere."""
    length = line.length()
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if length <= 0:
        return path
    u = QPointF(line.dx(), line.dy()) / length
    n = QPointF(-u.y(), u.x())
    mid = line.center()
    t, opening, jamb, jamb_t = cell * 0.09, cell * 0.17, cell * 0.11, cell * 0.05

    def box(centre: QPointF, along: float, across: float) -> None:
        a, b = u * (along / 2), n * (across / 2)
        path.addPolygon(QPolygonF([centre - a - b, centre + a - b, centre + a + b, centre - a + b]))
        path.closeSubpath()

    stub = length / 2 - opening
    for sign in (-1, 1):
        box(mid + u * (sign * (opening + stub / 2)), stub, t)
        box(mid + u * (sign * (opening + jamb_t / 2)), jamb_t, 2 * jamb)
    return path.simplified()


@cache
def _hatch_path(width: float, height: float, cell: float) -> QPainterPath:
    """The stripes of `QuestRenderer._hatch` in the box (0, 0, width, height)."""
    box = QPainterPath()
    box.addRect(QRectF(0, 0, width, height))
    half = cell * 0.025 * math.sqrt(2)  # half the stripe's width, measured along x
    stripes = QPainterPath()
    step = cell / 4
    k = -width
    while k < width:
        # the stripe's centre line runs from (k, height) to (k + width, 0), and beyond
        a, b = QPointF(k - height, 2 * height), QPointF(k + width + height, -height)
        stripes.addPolygon(
            QPolygonF(
                [
                    a - QPointF(half, 0),
                    b - QPointF(half, 0),
                    b + QPointF(half, 0),
                    a + QPointF(half, 0),
                ]
            )
        )
        stripes.closeSubpath()
        k += step
    return stripes.intersected(box).simplified()


def render_quest(
    quest: Quest,
    *,
    style: str = "screen-light",
    scale: float = 1.0,
    layout: Layout | None = None,
    heroes: dict[str, Point | None] | None = None,
) -> QImage:
    """Shortcut: the whole quest as an image."""
    ensure_gui_app()
    return QuestRenderer(quest, layout, heroes, style).render_image(scale)


__all__ = [
    "CELL",
    "STYLE_NAMES",
    "STYLES",
    "Style",
    "QuestRenderer",
    "render_quest",
    "ensure_gui_app",
    "art",
    "art_path",
    "ART_NAMES",
    "board_problem",
    "cell_art_name",
    "edge_art_name",
    "hero_art_name",
    "HERO_COLOURS",
    "DOOR_COLOURS",
]
