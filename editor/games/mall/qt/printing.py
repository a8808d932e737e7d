"""Printable mall scenarios: the scenario sheet, the tile sheets and the action tiles.

Everything is drawn by the one renderer, `renderer.MallRenderer`, in its ``print``
style (the screen's symbols: every hero's things by colour *and* sign).

- The **scenario sheet** (a page): the title and author, the heroes and where they
  start, the start tile and its turn, the tiles in the mall at the start, the deck
  in order, the sand timer, the notes; the mall as it starts with the deck beside it,
  and a legend of the symbols.
- The **tiles**: every tile of the scenario at ``--card-mm`` a side, unturned, its id
  in a small badge in a space that holds nothing, a corner where one is free (the start
  tile's on black), with crop marks.
- The **action tiles** of 1 to 8 players (RULES.md section 3), the same size: the
  solo deck's seven single actions, the hands of 2, 3 and 4 players, and the tile of
  each fifth to eighth player; each says whose it is.

A PDF gets, for every scenario, its sheet and its tile sheets, then the action tiles
once. SVG and PNG write one file per tile into the output folder
(``NAME-scenario.png``, ``NAME-tile-ID.png``, ``actions-2p-1.png``...).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTransform

from editor.core.exporting import (
    MAX_IMAGE_PX,
    MM_PER_INCH,
    PAPERS,
    Exported,
    ExportError,
    ExportRequest,
    ExportSource,
    RectMM,
    UsageError,
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

from ..hands import crediting
from ..model import HEROES, Scenario, Space, Tile
from . import glyphs
from .board import board_of_scenario
from .renderer import MallRenderer, ensure_gui_app, paint_tile

STYLE = "print"
INK = QColor("#111111")
GREY = QColor("#555555")
#: The scenario sheet's margin, in mm.
SHEET_MARGIN = 12.0
ACTION_WORDS = {
    "N": QT_TRANSLATE_NOOP("MallPrinting", "north"),
    "E": QT_TRANSLATE_NOOP("MallPrinting", "east"),
    "S": QT_TRANSLATE_NOOP("MallPrinting", "south"),
    "W": QT_TRANSLATE_NOOP("MallPrinting", "west"),
    "vortex": QT_TRANSLATE_NOOP("MallPrinting", "vortex"),
    "escalator": QT_TRANSLATE_NOOP("MallPrinting", "escalator"),
    "explore": QT_TRANSLATE_NOOP("MallPrinting", "explore"),
}
SUFFIX = ".mall.json"


@dataclass(frozen=True)
class Card:
    """One printed thing: a scenario's sheet (``kind`` "scenario"), one of its tiles
    ("tile"), or an action tile ("actions", ``hand`` its actions)."""

    kind: str
    name: str
    """The file name without the extension."""
    title: str
    scenario: Scenario | None = None
    tile: Tile | None = None
    hand: tuple[str, ...] = ()
    label: str = ""

    def filename(self, ext: str) -> str:
        return fit_name(self.name, f".{ext}")


def _safe(text: str) -> str:
    """A tile id as part of a file name: letters, digits, ``-`` and ``_`` kept."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", text) or "_"


def scenario_cards(source: ExportSource) -> list[Card]:
    """A scenario's sheet, then its tiles: the start tile, the placed, the deck, the rest."""
    scenario: Scenario = source.model
    stem = source.stem(SUFFIX, "scenario")
    title = printable(scenario.title or stem)
    cards = [Card("scenario", f"{stem}-scenario", title, scenario)]
    ordered = scenario.used_tiles() + [t for t in scenario.tiles if t not in scenario.used_tiles()]
    names: set[str] = set()
    for tile in ordered:
        name = f"{stem}-tile-{_safe(tile.id)}"
        n = 2
        while name in names:
            name = f"{stem}-tile-{_safe(tile.id)}-{n}"
            n += 1
        names.add(name)
        cards.append(Card("tile", name, title, scenario, tile))
    return cards


def action_cards() -> list[Card]:
    """The action tiles of 1 to 8 players: solo, 2, 3, 4, then the fifth to eighth player's."""
    cards: list[Card] = []
    solo = crediting(1)
    for k, hand in enumerate(solo, start=1):
        label = translate("MallPrinting", "1 player · {k} of {count}").format(k=k, count=len(solo))
        cards.append(Card("actions", f"actions-1p-{k}", "Action tiles", hand=hand, label=label))
    for players in (2, 3, 4):
        for k, hand in enumerate(crediting(players), start=1):
            label = translate("MallPrinting", "{players} players · player {k}").format(
                players=players, k=k
            )
            cards.append(
                Card("actions", f"actions-{players}p-{k}", "Action tiles", hand=hand, label=label)
            )
    for players in (5, 6, 7, 8):
        hand = crediting(players)[-1]
        label = translate("MallPrinting", "{players}+ players · player {players}").format(
            players=players
        )
        cards.append(
            Card("actions", f"actions-{players}p-{players}", "Action tiles", hand=hand, label=label)
        )
    return cards


# -- painting ------------------------------------------------------------------------------


def _text(
    painter: QPainter, rect: QRectF, text: str, px: float, *, bold: bool = False, align=None
) -> None:
    font = print_font(px, bold)
    painter.setFont(font)
    flags = align if align is not None else Qt.AlignmentFlag.AlignCenter
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, flags, shown)


def _wrapped(painter: QPainter, rect: QRectF, text: str, px: float) -> float:
    """``text`` wrapped into ``rect`` from its top; the height it took."""
    font = print_font(px)
    painter.setFont(font)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(
        Qt.TextFlag.TextWordWrap
    )
    needed = QFontMetricsF(font).boundingRect(rect, flags, text)
    painter.save()
    painter.setClipRect(rect)
    painter.drawText(rect, flags, text)
    painter.restore()
    return min(needed.height(), rect.height())


def paint_card(painter: QPainter, card: Card, trim: QRectF, bleed: float = 0.0) -> None:
    """A tile or an action tile in ``trim`` (painter units, ``U`` per mm); white runs
    out into the bleed."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.fillRect(trim.adjusted(-bleed, -bleed, bleed, bleed), QColor("#FFFFFF"))
    if card.kind == "tile" and card.tile is not None:
        paint_tile(painter, card.tile, trim, STYLE)
    else:
        _paint_actions(painter, card, trim)
    painter.restore()


def _action_icon(painter: QPainter, action: str, rect: QRectF) -> None:
    """One action's picture in the square ``rect``: an arrow the way a move goes, the
    vortex's spiral, an escalator, the explore lens."""
    w = rect.width()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    if action in ("N", "E", "S", "W"):
        t = QTransform()
        t.translate(rect.center().x(), rect.center().y())
        t.rotate({"N": 0, "E": 90, "S": 180, "W": 270}[action])
        t.scale(w / 100.0, w / 100.0)
        t.translate(-50, -50)
        painter.drawPath(t.map(glyphs.arrow_head()))
    elif action == "vortex":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(INK, w * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(glyphs.fit(glyphs.spiral(), rect))
    elif action == "explore":
        painter.drawPath(glyphs.fit(glyphs.lens(), rect))
    elif action == "escalator":
        a = QPointF(rect.left() + w * 0.15, rect.bottom() - w * 0.15)
        b = QPointF(rect.right() - w * 0.15, rect.top() + w * 0.15)
        line = QLineF(a, b)
        painter.setPen(QPen(INK, w * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line)
        painter.setPen(QPen(QColor("#FFFFFF"), w * 0.04))
        normal = line.normalVector().unitVector()
        n = QPointF(normal.dx(), normal.dy()) * w * 0.08
        for i in range(1, 7):
            p = line.pointAt(i / 7)
            painter.drawLine(QLineF(p - n, p + n))
    painter.restore()


def _paint_actions(painter: QPainter, card: Card, trim: QRectF) -> None:
    w = trim.width()
    inset = 0.03 * w
    painter.setPen(QPen(INK, 0.008 * w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), 0.04 * w, 0.04 * w)
    painter.setPen(GREY)
    _text(painter, QRectF(trim.left(), trim.top() + 0.06 * w, w, 0.07 * w), card.label, 0.05 * w)
    area = trim.adjusted(0.1 * w, 0.17 * w, -0.1 * w, -0.06 * w)
    n = len(card.hand)
    cols = n if n <= 3 else 2
    rows = math.ceil(n / cols)
    cw, ch = area.width() / cols, area.height() / rows
    for i, action in enumerate(card.hand):
        row, col = divmod(i, cols)
        cell = QRectF(area.left() + col * cw, area.top() + row * ch, cw, ch)
        side = min(cw * 0.8, ch * 0.72)
        icon = QRectF(0, 0, side, side)
        icon.moveCenter(QPointF(cell.center().x(), cell.top() + ch * 0.42))
        _action_icon(painter, action, icon)
        painter.setPen(INK)
        words = QRectF(cell.left(), icon.bottom() + ch * 0.02, cw, ch * 0.14)
        _text(
            painter,
            words,
            translate("MallPrinting", ACTION_WORDS[action]),
            min(0.06 * w, ch * 0.1, cw * 0.15),
            bold=True,
        )


def _start_words(scenario: Scenario) -> str:
    turns = scenario.rotation
    if turns == 0:
        words = translate("MallPrinting", "tile {tile}, as drawn (not turned)")
    elif turns == 1:
        words = translate("MallPrinting", "tile {tile}, turned {count} quarter turn clockwise")
    else:
        words = translate("MallPrinting", "tile {tile}, turned {count} quarter turns clockwise")
    return words.format(tile=scenario.start_tile, count=turns)


def _facts(scenario: Scenario) -> list[tuple[str, str]]:
    """The scenario sheet's lines: (what, words)."""
    start = scenario.tile(scenario.start_tile)
    on = translate("MallPrinting", "the {hero} on {space}")
    heroes = ", ".join(
        on.format(hero=hero, space=f"{at[0]},{at[1]}")
        for hero in HEROES
        if (at := scenario.heroes.get(hero))
    )
    hung = translate("MallPrinting", "tile {tile} from tile {parent}'s space {space}")
    placed = "; ".join(
        hung.format(tile=p.tile, parent=p.parent, space=f"{p.at[0]},{p.at[1]}")
        for p in scenario.placed
    )
    none = translate("MallPrinting", "none")
    if heroes:
        heroes = translate("MallPrinting", "{heroes} of the start tile").format(heroes=heroes)
    timer = none
    if scenario.timer:
        timer = translate(
            "MallPrinting",
            "{count} actions; a hero ending a move on an unused hourglass flips it",
        ).format(count=scenario.timer)
    return [
        (translate("MallPrinting", "Heroes"), heroes or none),
        (
            translate("MallPrinting", "Start tile"),
            _start_words(scenario) if start is not None else none,
        ),
        (
            translate("MallPrinting", "In the mall"),
            placed or translate("MallPrinting", "the start tile alone"),
        ),
        (
            translate("MallPrinting", "Deck, top first"),
            ", ".join(scenario.deck) or translate("MallPrinting", "empty"),
        ),
        (translate("MallPrinting", "Sand timer"), timer),
        (
            translate("MallPrinting", "Tiles"),
            translate("MallPrinting", "{count} (the tile sheets follow)").format(
                count=len(scenario.tiles)
            ),
        ),
    ]


LEGEND: tuple[tuple[str, Space], ...] = (
    (QT_TRANSLATE_NOOP("MallPrinting", "vortex"), Space((0, 0), "vortex", "mage")),
    (QT_TRANSLATE_NOOP("MallPrinting", "item"), Space((0, 0), "item", "dwarf")),
    (QT_TRANSLATE_NOOP("MallPrinting", "exit"), Space((0, 0), "exit", "elf")),
    (QT_TRANSLATE_NOOP("MallPrinting", "exit for all"), Space((0, 0), "exit")),
    (QT_TRANSLATE_NOOP("MallPrinting", "explore"), Space((0, 0), "explore", "barbarian")),
    (QT_TRANSLATE_NOOP("MallPrinting", "sand timer"), Space((0, 0), "timer")),
)
"""The kinds of space the legend shows, each with its words (translated where painted)."""

LegendItem = tuple[str, Callable[[QPainter, QRectF], None]]


def legend_rows(renderer: MallRenderer) -> list[list[LegendItem]]:
    """The legend: every kind of space, an escalator, an unexplored place and a tile's
    entry arrow; under them the heroes. Each item: its words and what draws it in a
    square."""

    def space(item: Space) -> Callable[[QPainter, QRectF], None]:
        facing = "N" if item.type == "explore" else None
        return lambda painter, cell: renderer.paint_space(painter, item, cell, facing)

    def escalator(painter: QPainter, cell: QRectF) -> None:
        inset = cell.width() * 0.22
        inner = cell.adjusted(inset, inset, -inset, -inset)
        renderer.paint_escalator(painter, inner.bottomLeft(), inner.topRight())

    def unexplored(painter: QPainter, cell: QRectF) -> None:
        inset = cell.width() * 0.06
        renderer.paint_unexplored(painter, cell.adjusted(inset, inset, -inset, -inset))

    def entry(painter: QPainter, cell: QRectF) -> None:
        renderer.paint_entry_arrow(painter, cell, "S")

    def hero(name: str) -> Callable[[QPainter, QRectF], None]:
        return lambda painter, cell: renderer.paint_hero(painter, name, cell)

    symbols = [(translate("MallPrinting", words), space(item)) for words, item in LEGEND]
    symbols += [
        (translate("MallPrinting", "escalator"), escalator),
        (translate("MallPrinting", "unexplored"), unexplored),
        (translate("MallPrinting", "entry"), entry),
    ]
    return [symbols, [(name, hero(name)) for name in HEROES]]


def _paint_legend(painter: QPainter, renderer: MallRenderer, area: QRectF) -> None:
    """The legend's rows (`legend_rows`), each symbol in a square with its name under it."""
    rows = legend_rows(renderer)
    pitch = area.width() / max(len(row) for row in rows)
    row_h = area.height() / len(rows)
    side = min(pitch * 0.5, row_h - 5 * U)
    for r, row in enumerate(rows):
        for i, (words, paint) in enumerate(row):
            top = area.top() + r * row_h
            cell = QRectF(area.left() + i * pitch + (pitch - side) / 2, top, side, side)
            if r == 0:
                painter.setPen(QPen(QColor("#B0B0B0"), side * 0.02))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(cell)
            paint(painter, cell)
            painter.setPen(INK)
            below = QRectF(area.left() + i * pitch, cell.bottom() + 1 * U, pitch, 4 * U)
            _text(painter, below, words, 2.8 * U)


def paint_sheet(painter: QPainter, card: Card, width_mm: float, height_mm: float) -> None:
    """The scenario sheet on a page ``width_mm`` x ``height_mm``."""
    scenario = card.scenario
    assert scenario is not None
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.fillRect(QRectF(0, 0, width_mm * U, height_mm * U), QColor("#FFFFFF"))
    m = SHEET_MARGIN * U
    width = width_mm * U - 2 * m
    y = m
    painter.setPen(INK)
    _text(
        painter,
        QRectF(m, y, width, 9 * U),
        card.title,
        7 * U,
        bold=True,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    )
    y += 10 * U
    if scenario.author:
        byline = translate("MallPrinting", "Magic Maze scenario by {author}").format(
            author=printable(scenario.author)
        )
    else:
        byline = translate("MallPrinting", "Magic Maze scenario")
    painter.setPen(GREY)
    _text(
        painter,
        QRectF(m, y, width, 5 * U),
        byline,
        3.6 * U,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    )
    y += 8 * U
    key_w = 32 * U
    for what, words in _facts(scenario):
        painter.setPen(INK)
        _text(
            painter,
            QRectF(m, y, key_w, 5 * U),
            what,
            3.4 * U,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        y += max(
            5 * U,
            _wrapped(
                painter, QRectF(m + key_w, y, width - key_w, 40 * U), printable(words), 3.4 * U
            )
            + 1 * U,
        )
    if scenario.notes:
        y += 1 * U
        painter.setPen(GREY)
        y += _wrapped(painter, QRectF(m, y, width, 22 * U), printable(scenario.notes), 3.2 * U)
        y += 2 * U
    legend_h = 34 * U
    area = QRectF(m, y + 3 * U, width, height_mm * U - m - legend_h - (y + 3 * U))
    renderer = MallRenderer(scenario, STYLE)
    board = board_of_scenario(scenario)
    rect = renderer.scene_rect(board)
    if area.height() > 0 and rect.width() > 0:
        scale = min(area.width() / rect.width(), area.height() / rect.height())
        painter.save()
        painter.translate(
            area.center().x() - rect.width() * scale / 2,
            area.center().y() - rect.height() * scale / 2,
        )
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        renderer.paint(painter, board)
        painter.restore()
    legend = QRectF(m, height_mm * U - m - legend_h + 4 * U, width, legend_h - 4 * U)
    painter.setPen(QPen(QColor("#B0B0B0"), 0.2 * U))
    painter.drawLine(
        QLineF(legend.left(), legend.top() - 2 * U, legend.right(), legend.top() - 2 * U)
    )
    _paint_legend(painter, MallRenderer(scenario, STYLE, cell=10 * U), legend)
    painter.restore()


# -- files ---------------------------------------------------------------------------------


Page = list[tuple[Card, RectMM]]


def pages_of(cards: Sequence[Card], request: ExportRequest) -> list[Page]:
    """Each page as (card, trim box in mm) pairs; a scenario sheet fills its page alone."""
    layout = sheet_layout(request.paper, request.card_mm, bleed=request.bleed_mm)
    page_w, page_h = PAPERS[request.paper]
    pages: list[Page] = []
    run: list[Card] = []

    def flush() -> None:
        for start in range(0, len(run), layout.per_page):
            pages.append(
                list(zip(run[start : start + layout.per_page], layout.slots, strict=False))
            )
        run.clear()

    for card in cards:
        if card.kind == "scenario":
            flush()
            pages.append([(card, RectMM(0, 0, page_w, page_h))])
        else:
            if run and run[-1].kind != card.kind:
                flush()
            run.append(card)
    flush()
    return pages


def paint_page(painter: QPainter, page: Page, request: ExportRequest) -> None:
    """One PDF page: a scenario sheet, or tiles in their trim boxes with crop marks."""
    card = page[0][0]
    if card.kind == "scenario":
        paint_sheet(painter, card, *PAPERS[request.paper])
        return
    bleed = request.bleed_mm
    for card, trim in page:
        box = QRectF(trim.x * U, trim.y * U, trim.w * U, trim.h * U)
        paint_card(painter, card, box, bleed * U)
    paint_crop_marks(painter, [trim for _, trim in page], bleed, U)


def _write_pdf(cards: Sequence[Card], request: ExportRequest, progress, cancel) -> int:
    pages = pages_of(cards, request)

    def paint(painter: QPainter, i: int) -> None:
        paint_page(painter, pages[i], request)

    titles = {c.title for c in cards if c.kind != "actions"}
    title = titles.pop() if len(titles) == 1 else "Magic Maze scenarios"
    write_pdf_pages(
        request.output, request.paper, title, len(pages), paint, progress, cancel, request.force
    )
    return len(pages)


def _sheet_dpi(request: ExportRequest) -> float:
    """The scenario sheet's resolution as an image: the request's, lowered to fit."""
    page_h = PAPERS[request.paper][1]
    return min(request.dpi, MAX_IMAGE_PX / (page_h / MM_PER_INCH))


def _write_files(cards: Sequence[Card], request: ExportRequest, progress, cancel) -> list[Path]:
    page_w, page_h = PAPERS[request.paper]
    b = request.bleed_mm
    pictures = []
    for card in cards:
        description = f"{card.kind} of a Magic Maze scenario — made with mazewright"
        if card.kind == "scenario":

            def paint(painter: QPainter, card: Card = card) -> None:
                paint_sheet(painter, card, page_w, page_h)

            size, dpi = (page_w, page_h), _sheet_dpi(request)
        else:

            def paint(painter: QPainter, card: Card = card) -> None:
                side = request.card_mm * U
                paint_card(painter, card, QRectF(b * U, b * U, side, side), b * U)

            size, dpi = (request.card_mm + 2 * b,) * 2, None
        name = card.filename(request.format)
        pictures.append(Picture(name, *size, card.title, description, paint, dpi))
    return write_pictures(
        pictures, request.output, request.format, request.dpi, progress, cancel, request.force
    )


def check_request(request: ExportRequest) -> None:
    """`UsageError` for what a scenario cannot be exported as."""
    refuse_solution_options(request, "a mall scenario", "its sheet and tiles")
    if request.format == "pdf":
        try:
            sheet_layout(request.paper, request.card_mm, bleed=request.bleed_mm)
        except ExportError as exc:
            raise UsageError(f"{exc}; lower --card-mm (the tile's side)") from None
    check_image_size(request, request.card_mm + 2 * request.bleed_mm, "a tile", "the size")


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """Every scenario's sheet and tiles, then the action tiles, as ``request`` says
    (``card_mm``: a tile's side)."""
    check_request(request)
    ensure_gui_app()
    cards = [card for source in sources for card in scenario_cards(source)] + action_cards()
    tiles = sum(1 for c in cards if c.kind == "tile")
    what = f"{plural(len(sources), 'scenario sheet')}, {plural(tiles, 'tile')} and the action tiles"
    return write_as_asked(
        request,
        lambda: _write_pdf(cards, request, progress, cancel),
        lambda: _write_files(cards, request, progress, cancel),
        what,
    )
