"""Printable Magic Labyrinth layouts: a set-up card and the five room cards (PDF, SVG, PNG).

The board is drawn by the one renderer, `renderer.LabyrinthRenderer`, in its
``print`` style: the same plan as on screen, black ink on white.

- The **set-up card** is the plan to build the maze under the board: the walls,
  the five rooms with their numbers, the four corners, the title and a legend. It
  is portrait, ``SETUP_ASPECT`` times as tall as wide, and twice as wide as a card
  (``--card-mm``), shrunk if need be to fit the paper with its crop marks.
- The **room cards** are one card per room number (``--card-mm`` square): a big
  room token with its number, for the players' draw pile.

In a PDF each layout gets one page for its set-up card, then sheets of its room
cards (`editor.core.exporting.sheet_layout`), all with crop marks. SVG and PNG write one
file per card into the output folder: ``NAME-setup.svg``, ``NAME-room-1.svg``, ...
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from editor.core.exporting import (
    MARK_GAP,
    MARK_LENGTH,
    PAGE_MARGIN,
    PAPERS,
    Exported,
    ExportRequest,
    ExportSource,
    RectMM,
    fit_name,
    plural,
    sheet_layout,
)
from editor.core.safetext import printable
from editor.qt.language import translate
from editor.qt.printing import (
    Picture,
    U,
    check_image_size,
    paint_crop_marks,
    print_font,
    refuse_solution_options,
    write_as_asked,
    write_pdf_pages,
    write_pictures,
)

from ..model import CORNERS, ROOMS, Layout
from .renderer import LabyrinthRenderer, ensure_gui_app

#: The set-up card's height over its width.
SETUP_ASPECT = 1.45
STYLE = "print"
INK = QColor("#111111")
GREY = QColor("#555555")
CORNER_WORDS = {"NW": "north-west", "NE": "north-east", "SE": "south-east", "SW": "south-west"}


@dataclass(frozen=True)
class Card:
    """One printed card: the set-up card (``room`` None) or room ``room`` of a layout."""

    layout: Layout
    stem: str
    room: int | None = None

    @property
    def title(self) -> str:
        """The layout's title, control characters spelled out (it goes into SVG and PDF text)."""
        return printable(self.layout.title or self.stem)

    @property
    def what(self) -> str:
        return "set-up card" if self.room is None else f"room card {self.room}"

    def filename(self, ext: str) -> str:
        tag = "-setup" if self.room is None else f"-room-{self.room}"
        return fit_name(self.stem, f"{tag}.{ext}")


def cards(source: ExportSource) -> list[Card]:
    """The set-up card, then the room cards in number order."""
    name = source.stem(".labyrinth.json", "labyrinth")
    return [Card(source.model, name)] + [Card(source.model, name, n) for n in ROOMS]


def setup_width(paper: str, card_mm: float, bleed_mm: float) -> float:
    """The set-up card's width: twice a card's, at most what fits on ``paper`` with its marks."""
    page_w, page_h = PAPERS[paper]
    overhang = bleed_mm + MARK_GAP + MARK_LENGTH
    room_w = page_w - 2 * (PAGE_MARGIN + overhang)
    room_h = page_h - 2 * (PAGE_MARGIN + overhang)
    return min(2 * card_mm, room_w, room_h / SETUP_ASPECT)


def card_size(card: Card, request: ExportRequest) -> tuple[float, float]:
    """(width, height) in mm of a card's trim box."""
    if card.room is not None:
        return request.card_mm, request.card_mm
    w = setup_width(request.paper, request.card_mm, request.bleed_mm)
    return w, w * SETUP_ASPECT


# -- painting ----------------------------------------------------------------------------


def _frame(painter: QPainter, trim: QRectF, bleed: float) -> None:
    """White to the bleed's edge and a thin rounded frame inside the trim."""
    w = min(trim.width(), trim.height())
    painter.fillRect(trim.adjusted(-bleed, -bleed, bleed, bleed), QColor("#FFFFFF"))
    inset = 0.03 * w
    painter.setPen(QPen(INK, 0.008 * w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), 0.03 * w, 0.03 * w)


def _text(painter: QPainter, rect: QRectF, text: str, px: float, *, bold=False, align=None):
    font = print_font(px, bold)
    painter.setFont(font)
    flags = align if align is not None else Qt.AlignmentFlag.AlignCenter
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, flags, shown)


def paint_card(painter: QPainter, card: Card, trim: QRectF, bleed: float = 0.0) -> None:
    """One card in ``trim`` (painter units, ``U`` per mm); white runs out into the bleed."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _frame(painter, trim, bleed)
    if card.room is None:
        _paint_setup(painter, card, trim)
    else:
        _paint_room(painter, card, trim)
    painter.restore()


def _paint_room(painter: QPainter, card: Card, trim: QRectF) -> None:
    w = trim.width()
    painter.setPen(INK)
    head = QRectF(trim.left() + 0.08 * w, trim.top() + 0.07 * w, 0.84 * w, 0.12 * w)
    room = translate("LabyrinthPrinting", "Room {number}").format(number=card.room)
    _text(painter, head, room, 0.09 * w, bold=True)
    # the room's token as on the board, drawn big: one square is 0.6 of the card
    renderer = LabyrinthRenderer(card.layout, STYLE, cell=0.6 * w)
    renderer.paint_room(painter, card.room, trim.center() + QPointF(0, 0.02 * w))
    painter.setPen(GREY)
    foot = QRectF(trim.left() + 0.08 * w, trim.bottom() - 0.17 * w, 0.84 * w, 0.09 * w)
    _text(painter, foot, card.title, 0.045 * w)


def _paint_setup(painter: QPainter, card: Card, trim: QRectF) -> None:
    layout = card.layout
    w = trim.width()
    pad = 0.07 * w
    painter.setPen(INK)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    title = QRectF(trim.left() + pad, trim.top() + 0.05 * w, w - 2 * pad, 0.08 * w)
    _text(painter, title, card.title, 0.055 * w, bold=True, align=left)
    painter.setPen(GREY)
    sub = QRectF(title.left(), title.bottom(), title.width(), 0.05 * w)
    walls = len(layout.inner_walls())
    what = (
        translate("LabyrinthPrinting", "Set-up card · {size} x {size} board · {count} wall")
        if walls == 1
        else translate("LabyrinthPrinting", "Set-up card · {size} x {size} board · {count} walls")
    ).format(size=layout.size, count=walls)
    _text(painter, sub, what, 0.033 * w, align=left)

    side = w - 2 * pad
    renderer = LabyrinthRenderer(layout, STYLE, cell=side / layout.size)
    board = QRectF(trim.left() + pad, sub.bottom() + 0.04 * w, side, side)
    painter.save()
    painter.translate(board.topLeft())
    renderer.paint(painter, walls="shown")
    painter.restore()
    _paint_legend(painter, card, QRectF(board.left(), board.bottom() + 0.05 * w, side, 0.0), walls)


def _paint_legend(painter: QPainter, card: Card, area: QRectF, walls: int) -> None:
    """Three lines under the plan, each with its marks drawn as on the board (the
    corners' four shapes side by side)."""
    layout = card.layout
    w = area.width()
    line_h = 0.07 * w
    icon = 0.05 * w
    text_px = 0.03 * w
    mark = LabyrinthRenderer(layout, STYLE, cell=icon * 1.6)
    top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    lines = [
        translate(
            "LabyrinthPrinting", "Thick line: a wall. Build all {count} under the board."
        ).format(count=walls),
        translate("LabyrinthPrinting", "Disc: a room, numbered as its room card (1 to 5)."),
        translate("LabyrinthPrinting", "Corners: the players' starts."),
    ]
    pitch = 0.065 * w  # between the corners' marks
    for i, text in enumerate(lines):
        y = area.top() + i * line_h
        centre = QPointF(area.left() + 0.04 * w, y + line_h / 2)
        marks_w = (len(CORNERS) - 1) * pitch if i == 2 else 0.0
        x_text = area.left() + 0.1 * w + marks_w
        if i == 0:
            pen = QPen(INK, mark.cell * 0.12)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            reach = QPointF(icon * 0.7, 0)
            painter.drawLine(QLineF(centre - reach, centre + reach))
        elif i == 1:
            mark.paint_room(painter, 1, centre)
        else:
            for k, corner in enumerate(CORNERS):
                mark.paint_player_mark(painter, corner, centre + QPointF(k * pitch, 0), icon * 0.55)
        painter.setPen(INK)
        box = QRectF(x_text, y, area.right() - x_text, line_h)
        _text(painter, box, text, text_px, align=top)
    painter.setPen(GREY)
    note = QRectF(area.left(), area.top() + 3 * line_h, w, line_h)
    hidden = translate("LabyrinthPrinting", "Keep this card hidden from the players · mazewright")
    _text(painter, note, hidden, text_px * 0.85)


# -- files ---------------------------------------------------------------------------------


def _paint_bled(painter: QPainter, card: Card, request: ExportRequest) -> None:
    w, h = card_size(card, request)
    b = request.bleed_mm * U
    paint_card(painter, card, QRectF(b, b, w * U, h * U), b)


def _pages(all_cards: Sequence[Card], request: ExportRequest):
    """Each page as a list of (card, trim box in mm); the set-up cards centred alone."""
    layout = sheet_layout(request.paper, request.card_mm, bleed=request.bleed_mm)
    page_w, page_h = PAPERS[request.paper]
    pages: list[list[tuple[Card, RectMM]]] = []
    rooms: list[Card] = []

    def flush() -> None:
        for start in range(0, len(rooms), layout.per_page):
            chunk = rooms[start : start + layout.per_page]
            pages.append(list(zip(chunk, layout.slots, strict=False)))
        rooms.clear()

    for card in all_cards:
        if card.room is None:
            flush()
            w, h = card_size(card, request)
            pages.append([(card, RectMM((page_w - w) / 2, (page_h - h) / 2, w, h))])
        else:
            rooms.append(card)
    flush()
    return pages


def _write_pdf(all_cards: Sequence[Card], request: ExportRequest, progress, cancel) -> int:
    pages = _pages(all_cards, request)
    bleed = request.bleed_mm

    def paint(painter: QPainter, i: int) -> None:
        for card, trim in pages[i]:
            box = QRectF(trim.x * U, trim.y * U, trim.w * U, trim.h * U)
            paint_card(painter, card, box, bleed * U)
        paint_crop_marks(painter, [trim for _, trim in pages[i]], bleed, U)

    titles = {c.title for c in all_cards}
    title = titles.pop() if len(titles) == 1 else "Magic Labyrinth layouts"
    write_pdf_pages(
        request.output,
        request.paper,
        title,
        len(pages),
        paint,
        progress,
        cancel,
        request.force,
    )
    return len(pages)


def _write_files(all_cards: Sequence[Card], request: ExportRequest, progress, cancel):
    side = 2 * request.bleed_mm
    pictures = []
    for card in all_cards:
        w, h = card_size(card, request)

        def paint(painter: QPainter, card: Card = card) -> None:
            _paint_bled(painter, card, request)

        description = f"{card.what} of a Magic Labyrinth layout — made with mazewright"
        name = card.filename(request.format)
        pictures.append(Picture(name, w + side, h + side, card.title, description, paint))
    return write_pictures(
        pictures, request.output, request.format, request.dpi, progress, cancel, request.force
    )


def check_request(request: ExportRequest) -> None:
    """`UsageError` for what a layout cannot be exported as."""
    refuse_solution_options(request, "a labyrinth layout", "its set-up and room cards")
    w = setup_width(request.paper, request.card_mm, request.bleed_mm)
    tall = w * SETUP_ASPECT + 2 * request.bleed_mm
    check_image_size(request, tall, "the set-up card", "the card size")


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """The set-up card and the room cards of every layout, as ``request`` says."""
    check_request(request)
    ensure_gui_app()
    all_cards = [card for source in sources for card in cards(source)]
    return write_as_asked(
        request,
        lambda: _write_pdf(all_cards, request, progress, cancel),
        lambda: _write_files(all_cards, request, progress, cancel),
        f"{plural(len(all_cards), 'card')} of {plural(len(sources), 'layout')}",
    )
