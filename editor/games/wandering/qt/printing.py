"""The printable set-up card of a Wandering Towers set-up (PDF, SVG, PNG).

The card is what a table needs to lay the game out: the running course drawn by the
one renderer (`renderer.TrackRenderer`, ``print`` style: black ink on white) with every
piece at its start, then the modules, the webs, the start spaces, the magic spells with
their effect in one line each, and the order of effects. It is portrait,
``SETUP_ASPECT`` times as tall as wide and twice as wide as a card (``--card-mm``),
shrunk if need be to fit the paper with its crop marks; a long list of spells is set
smaller so that it fits.

A PDF gets one page per set-up, the card centred with crop marks; SVG and PNG write
one file per set-up into the output folder, ``NAME-setup.svg``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt
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
)
from editor.core.safetext import printable
from editor.qt.application import ensure_gui_app
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

from ..course import track_of
from ..model import FOUNTAINS, MODULES, SPELLS_IN_PLAY, SetUp
from ..spells import BY_ID, draws, pool, viable
from .document import MODULE_NAMES, MODULE_WORDS
from .renderer import TrackRenderer

#: The set-up card's height over its width.
SETUP_ASPECT = 1.5
STYLE = "print"
INK = QColor("#111111")
GREY = QColor("#555555")
#: The rulebook's order of effects where a figure lands, and what happens on the way.
ORDER_OF_EFFECTS = (
    QT_TRANSLATE_NOOP(
        "WanderingPrinting", "1 Hag: a wizard ending where the hag stands empties a full flask."
    ),
    QT_TRANSLATE_NOOP(
        "WanderingPrinting",
        "2 Elixir fountain: a wizard ending on a fountain fills an empty flask.",
    ),
    QT_TRANSLATE_NOOP(
        "WanderingPrinting",
        "3 Raven: a wizard ending where the raven stands gets a feather (at most 3).",
    ),
    QT_TRANSLATE_NOOP(
        "WanderingPrinting",
        "4 Magic tower: a wizard ending on the magic tower uses a spell for free.",
    ),
    QT_TRANSLATE_NOOP(
        "WanderingPrinting",
        "On the way: a movement ending on a web continues by the steps that reached it (a web "
        "is never occupied); the hag and the raven never land on the raven castle but move one "
        "space further. Towers may not end on the castle, a fountain or the magic tower.",
    ),
)


@dataclass(frozen=True)
class Card:
    setup: SetUp
    stem: str

    @property
    def title(self) -> str:
        """The set-up's title, control characters spelled out (it goes into SVG and PDF text)."""
        return printable(self.setup.title or self.stem)

    def filename(self, ext: str) -> str:
        return fit_name(self.stem, f"-setup.{ext}")


def card_width(paper: str, card_mm: float, bleed_mm: float) -> float:
    """Twice a card's width, at most what fits on ``paper`` with the crop marks."""
    page_w, page_h = PAPERS[paper]
    overhang = bleed_mm + MARK_GAP + MARK_LENGTH
    room_w = page_w - 2 * (PAGE_MARGIN + overhang)
    room_h = page_h - 2 * (PAGE_MARGIN + overhang)
    return min(2 * card_mm, room_w, room_h / SETUP_ASPECT)


def card_size(request: ExportRequest) -> tuple[float, float]:
    w = card_width(request.paper, request.card_mm, request.bleed_mm)
    return w, w * SETUP_ASPECT


# -- what the card says -------------------------------------------------------------------


def _spaces(numbers) -> str:
    return ", ".join(str(n) for n in numbers)


def _modules(modules) -> str:
    """The modules' names within a sentence: ``hag and the raven``."""
    words = [translate("WanderingEditor", MODULE_WORDS[m]) for m in modules]
    said = words[0]
    for word in words[1:]:
        said = translate("WanderingPrinting", "{modules} and the {module}").format(
            modules=said, module=word
        )
    return said


def card_blocks(setup: SetUp) -> list[tuple[str, str]]:
    """The card's text under the course, as (kind, text): ``head`` a section's title,
    ``line`` one line (or paragraph) of it."""
    track = track_of(setup)
    pieces = TrackRenderer(setup, STYLE).pieces(track)
    marks = [
        ("☑ " if setup.has(m) else "☐ ") + translate("WanderingEditor", MODULE_NAMES[m])
        for m in MODULES
    ]
    out: list[tuple[str, str]] = [
        ("head", translate("WanderingPrinting", "Modules")),
        ("line", "    ".join(marks)),
    ]
    if setup.fountains:
        where = ", ".join(
            translate("WanderingPrinting", "{fountain} on space {space}").format(
                fountain=p, space=track.fountain(p)
            )
            for p in FOUNTAINS
        )
        webs = setup.web_positions()
        if not webs:
            said = translate("WanderingPrinting", "Fountains: {fountains}; no webs.")
            said = said.format(fountains=where)
        elif len(webs) == 1:
            said = translate("WanderingPrinting", "Fountains: {fountains}; webs on {web}.")
            said = said.format(fountains=where, web=webs[0])
        else:  # a web on each fountain
            said = translate(
                "WanderingPrinting", "Fountains: {fountains}; webs on {web} and {other}."
            )
            said = said.format(fountains=where, web=webs[0], other=webs[1])
        out.append(("line", said))
    if pieces.towers:
        towers = translate("WanderingPrinting", "Towers on spaces {spaces}")
        start = [towers.format(spaces=_spaces(pieces.towers))]
    else:
        start = [translate("WanderingPrinting", "No towers")]
    if pieces.magic_tower is not None:
        magic = translate("WanderingPrinting", "the magic tower on {space}")
        start.append(magic.format(space=pieces.magic_tower))
    if pieces.hag is not None and pieces.raven is not None:
        flying = translate("WanderingPrinting", "the hag and the raven on {space}")
    elif pieces.hag is not None:
        flying = translate("WanderingPrinting", "the hag on {space}")
    elif pieces.raven is not None:
        flying = translate("WanderingPrinting", "the raven on {space}")
    else:
        flying = ""
    if flying:
        space = pieces.hag if pieces.hag is not None else pieces.raven
        start.append(flying.format(space=space))
    out += [("head", translate("WanderingPrinting", "Start")), ("line", "; ".join(start) + ".")]
    out.append(("head", translate("WanderingPrinting", "Magic spells")))
    known = pool(setup)
    if setup.spells:
        for spell_id in setup.spells:
            spell = BY_ID.get(spell_id)
            if spell is not None:
                out.append(("line", f"{spell.name} — {spell.effect}"))
            else:
                needs = known.get(spell_id, ())
                if needs:
                    line = translate(
                        "WanderingPrinting",
                        "{spell} — the set-up's own spell (needs the {modules}).",
                    )
                else:
                    line = translate(
                        "WanderingPrinting", "{spell} — the set-up's own spell (needs no module)."
                    )
                modules = _modules(needs) if needs else ""
                out.append(("line", line.format(spell=spell_id, modules=modules)))
    else:
        pool_size = len(viable(setup))
        drawn = translate(
            "WanderingPrinting",
            "Drawn at the table: shuffle the {viable} viable spells and draw "
            "{count} ({draws} different draws).",
        )
        out.append(
            ("line", drawn.format(viable=pool_size, count=SPELLS_IN_PLAY, draws=draws(setup)))
        )
    customs = [c for c in setup.custom_spells if c.id not in setup.spells]
    for custom in customs:
        if custom.needs:
            line = translate(
                "WanderingPrinting",
                "{spell} — the set-up's own spell (needs the {modules}); not in play.",
            )
        else:
            line = translate(
                "WanderingPrinting",
                "{spell} — the set-up's own spell (needs no module); not in play.",
            )
        modules = _modules(custom.needs) if custom.needs else ""
        out.append(("line", line.format(spell=custom.id, modules=modules)))
    out.append(("head", translate("WanderingPrinting", "Order of effects where a figure lands")))
    out += [("line", translate("WanderingPrinting", text)) for text in ORDER_OF_EFFECTS]
    return out


# -- painting ----------------------------------------------------------------------------


def _frame(painter: QPainter, trim: QRectF, bleed: float) -> None:
    w = trim.width()
    painter.fillRect(trim.adjusted(-bleed, -bleed, bleed, bleed), QColor("#FFFFFF"))
    inset = 0.03 * w
    painter.setPen(QPen(INK, 0.006 * w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), 0.03 * w, 0.03 * w)


def _flow(painter: QPainter | None, blocks, area: QRectF, px: float) -> float:
    """Set the blocks top to bottom in ``area`` at ``px`` (measure only without a
    painter); the height they take."""
    y = area.top()
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    for kind, text in blocks:
        head = kind == "head"
        font = print_font(px * (1.1 if head else 1.0), bold=head)
        if head and y > area.top():
            y += px * 0.5
        indent = 0.0 if head else px * 0.8
        box = QRectF(area.left() + indent, y, area.width() - indent, area.bottom() - y)
        needed = QFontMetricsF(font).boundingRect(box, flags, text)
        if painter is not None:
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(box, flags, text)
        y += needed.height() + px * 0.15
    return y - area.top()


def paint_card(painter: QPainter, card: Card, trim: QRectF, bleed: float = 0.0) -> None:
    """The set-up card in ``trim`` (painter units, ``U`` per mm); white runs into the bleed."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _frame(painter, trim, bleed)
    setup = card.setup
    w = trim.width()
    pad = 0.07 * w
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(INK)
    title = QRectF(trim.left() + pad, trim.top() + 0.05 * w, w - 2 * pad, 0.07 * w)
    font = print_font(0.05 * w, True)
    painter.setFont(font)
    shown = QFontMetricsF(font).elidedText(card.title, Qt.TextElideMode.ElideRight, title.width())
    painter.drawText(title, left, shown)
    track = track_of(setup)
    course = setup.course
    if course.landscape_tiles == 1:
        sub = translate(
            "WanderingPrinting",
            "Wandering Towers set-up · {players} players · {spaces} spaces "
            "({tiles} tile of {size})",
        )
    else:
        sub = translate(
            "WanderingPrinting",
            "Wandering Towers set-up · {players} players · {spaces} spaces "
            "({tiles} tiles of {size})",
        )
    sub = sub.format(
        players=setup.players,
        spaces=len(track),
        tiles=course.landscape_tiles,
        size=course.spaces_per_tile,
    )
    painter.setPen(GREY)
    painter.setFont(print_font(0.027 * w))
    painter.drawText(QRectF(title.left(), title.bottom(), title.width(), 0.045 * w), left, sub)

    side = 0.7 * w
    renderer = TrackRenderer(setup, STYLE, cell=1.0)
    scale = side / renderer.image_rect().width()
    renderer = TrackRenderer(setup, STYLE, cell=scale)
    ring = QRectF(trim.left() + (w - side) / 2, title.bottom() + 0.03 * w, side, side)
    painter.save()
    painter.translate(ring.center())
    renderer.paint_course(painter, title=False)
    renderer.paint_pieces(painter)
    painter.restore()

    text = QRectF(trim.left() + pad, ring.bottom() + 0.01 * w, w - 2 * pad, 0.0)
    text.setBottom(trim.bottom() - 0.08 * w)
    blocks = card_blocks(setup)
    px = 0.026 * w
    while px > 0.01 * w and _flow(None, blocks, text, px) > text.height():
        px *= 0.92
    _flow(painter, blocks, text, px)
    painter.setPen(GREY)
    painter.setFont(print_font(0.022 * w))
    foot = QRectF(trim.left() + pad, trim.bottom() - 0.075 * w, w - 2 * pad, 0.04 * w)
    painter.drawText(
        foot,
        Qt.AlignmentFlag.AlignCenter,
        translate("WanderingPrinting", "Set-up card · made with mazewright"),
    )
    painter.restore()


# -- files ---------------------------------------------------------------------------------


def _write_pdf(cards: Sequence[Card], request: ExportRequest, progress, cancel) -> int:
    """One page per set-up card; the pages written."""
    w, h = card_size(request)
    page_w, page_h = PAPERS[request.paper]
    trim = RectMM((page_w - w) / 2, (page_h - h) / 2, w, h)
    bleed = request.bleed_mm

    def paint(painter: QPainter, i: int) -> None:
        box = QRectF(trim.x * U, trim.y * U, trim.w * U, trim.h * U)
        paint_card(painter, cards[i], box, bleed * U)
        paint_crop_marks(painter, [trim], bleed, U)

    titles = {c.title for c in cards}
    title = titles.pop() if len(titles) == 1 else "Wandering Towers set-ups"
    write_pdf_pages(
        request.output, request.paper, title, len(cards), paint, progress, cancel, request.force
    )
    return len(cards)


def _write_files(cards: Sequence[Card], request: ExportRequest, progress, cancel) -> list[Path]:
    w, h = card_size(request)
    side = 2 * request.bleed_mm
    b = request.bleed_mm * U
    description = "set-up card of a Wandering Towers set-up — made with mazewright"
    pictures = []
    for card in cards:

        def paint(painter: QPainter, card: Card = card) -> None:
            paint_card(painter, card, QRectF(b, b, w * U, h * U), b)

        name = card.filename(request.format)
        pictures.append(Picture(name, w + side, h + side, card.title, description, paint))
    return write_pictures(
        pictures, request.output, request.format, request.dpi, progress, cancel, request.force
    )


def check_request(request: ExportRequest) -> None:
    """`UsageError` for what a set-up cannot be exported as."""
    refuse_solution_options(request, "a Wandering Towers set-up", "its set-up card")
    _, h = card_size(request)
    check_image_size(request, h + 2 * request.bleed_mm, "the set-up card", "the card size")


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """The set-up card of every set-up, as ``request`` says."""
    check_request(request)
    ensure_gui_app()
    cards = [Card(source.model, source.stem(".setup.json", "setup")) for source in sources]
    return write_as_asked(
        request,
        lambda: _write_pdf(cards, request, progress, cancel),
        lambda: _write_files(cards, request, progress, cancel),
        f"{plural(len(cards), 'set-up card')} of {plural(len(sources), 'set-up')}",
    )
