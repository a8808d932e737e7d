"""Printable tower cards and solution sheets (PDF, SVG, PNG, GIF).

Every board is drawn by the one renderer, `renderer.QuestRenderer`, in its
``print`` style; this module only lays out sheets and card faces around it.

**Card faces.** Each card of a quest is one physical card: a one-card quest
(a trial or tutorial) is one card drawn as it lies on the board; a quest of
several cards (an epic) gives one card per card of the quest, each drawn as
drawn (unturned) with where to put it in its band.

**Backs.** The quest format has no field linking two quests, so a back is
decided by what is exported together: exactly one quest with ``"side": "epic"``
of several cards and exactly as many one-card quests with ``"side": "trial"``
make an *adventure*, looked for first within each folder (trials in file-name
order), then among all the remaining quests of the export (trials in the order
given). The trials are the fronts of the physical cards, and the epic's cards,
in the order of its ``cards`` list, are their backs (as in the boxed game, where
the trials of an adventure are flipped over to build its epic). In a PDF, every
sheet of fronts that has a back is followed by a back sheet mirrored for
duplex printing (flip on the long edge). Anything else has no back.

Units: sheets and faces are painted in tenths of a millimetre (``U`` units per
mm); pages, images and SVG files are written by the shared `editor.qt.printing`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, QRectF, Qt
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

from editor.core.exporting import (
    MM_PER_INCH,
    PAPERS,
    ExportError,
    SheetLayout,
    atomic_output,
    fit_name,
    sheet_layout,
)
from editor.core.safetext import printable
from editor.qt.language import translate
from editor.qt.printing import (
    Picture,
    Progress,
    U,
    check_cancel,
    new_image,
    paint_crop_marks,
    paint_image,
    print_font,
    write_pdf_pages,
    write_pictures,
)

from ..actions import Action, Move, Rotate, Slide, Teleport, Toss, describe
from ..model import HeroStart, Quest
from ..playback import Frame, frames, hero_positions
from ..results import DISTRIBUTIONS, DistributionResult
from ..rules import IllegalAction, Rules
from .renderer import HERO_COLOURS, QuestRenderer, ensure_gui_app

#: Band colours by quest side (the boxed game's card backs: green tutorials, blue
#: trials, purple 4-card epics, red 8-card epics).
SIDE_COLOURS = {
    "tutorial": "#2E7D32",
    "trial": "#1F5FA8",
    "epic": "#6A2C91",
    "epic-8": "#B3261E",
    None: "#37474F",
}
SIDE_WORDS = {
    "tutorial": QT_TRANSLATE_NOOP("TowerPrinting", "Tutorial"),
    "trial": QT_TRANSLATE_NOOP("TowerPrinting", "Trial"),
    "epic": QT_TRANSLATE_NOOP("TowerPrinting", "Epic"),
    None: QT_TRANSLATE_NOOP("TowerPrinting", "Quest"),
}


# -- what gets printed -------------------------------------------------------------


@dataclass(frozen=True)
class QuestSource:
    """A loaded quest and the file it came from (None for an unsaved quest)."""

    quest: Quest
    path: Path | None = None

    @property
    def stem(self) -> str:
        if self.path is None:
            return _slug(self.quest.title or "quest")
        name = self.path.name
        for suffix in (".quest.json", ".json"):
            if name.endswith(suffix):
                return name[: -len(suffix)]
        return self.path.stem


@dataclass(frozen=True)
class Face:
    """One side of one physical card: card ``card_id`` of ``source``'s quest."""

    source: QuestSource
    card_id: str

    @property
    def quest(self) -> Quest:
        return self.source.quest

    @property
    def index(self) -> int:
        return [c.id for c in self.quest.cards].index(self.card_id)

    @property
    def title(self) -> str:
        """The quest's title (control characters spelled out: it goes into SVG and PDF text)."""
        return printable(self.quest.title or self.source.stem)

    @property
    def single(self) -> bool:
        return len(self.quest.cards) == 1

    def colour(self) -> str:
        side = self.quest.side
        if side == "epic" and len(self.quest.cards) > 4:
            side = "epic-8"
        return SIDE_COLOURS.get(side, SIDE_COLOURS[None])

    def subtitle(self) -> str:
        """The band's second line: what the card is and, for a card of a big quest, where it goes."""
        q = self.quest
        parts = [translate("TowerPrinting", SIDE_WORDS.get(q.side, SIDE_WORDS[None]))]
        if self.single:
            if q.author:
                parts.append(translate("TowerPrinting", "by {author}").format(author=q.author))
            return printable(" · ".join(parts))
        card = q.card(self.card_id)
        parts.append(
            translate("TowerPrinting", "card {card} ({number}/{count})").format(
                card=self.card_id, number=self.index + 1, count=len(q.cards)
            )
        )
        if card is not None:
            col, row = card.slot
            turns = card.rotation % 4
            if turns:
                where = translate("TowerPrinting", "col {col}, row {row}, turned {degrees}°")
            else:
                where = translate("TowerPrinting", "col {col}, row {row}")
            parts.append(where.format(col=col + 1, row=row + 1, degrees=turns * 90))
        return printable(" · ".join(parts))

    def filename(self, ext: str, tag: str = "") -> str:
        """``quest.png`` or ``quest-B.png`` (``tag`` before the dot), no longer than a file name may be."""
        stem = self.source.stem
        if not self.single:
            stem += f"-{_slug(self.card_id)}"
        return fit_name(stem, f"{tag}.{ext}")


@dataclass(frozen=True)
class PrintCard:
    """A physical card: its front and, for the trials of an adventure, the epic card behind it."""

    front: Face
    back: Face | None = None


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "card"


def faces(source: QuestSource) -> list[Face]:
    return [Face(source, card.id) for card in source.quest.cards]


def adventure(sources: Sequence[QuestSource], *, by_name: bool = True) -> list[PrintCard] | None:
    """The cards of an adventure if ``sources`` form one, else None: exactly one epic of
    several cards and exactly as many one-card trials. The trials are taken in file-name
    order (``by_name``) or in the order given."""
    epics = [s for s in sources if s.quest.side == "epic" and len(s.quest.cards) > 1]
    trials = [s for s in sources if s.quest.side == "trial" and len(s.quest.cards) == 1]
    if len(epics) != 1 or len(trials) != len(epics[0].quest.cards):
        return None
    epic = epics[0]
    if by_name:
        trials.sort(key=lambda s: s.path.name if s.path else "")
    return [
        PrintCard(Face(t, t.quest.cards[0].id), Face(epic, card.id))
        for t, card in zip(trials, epic.quest.cards, strict=True)
    ]


def collect_cards(sources: Sequence[QuestSource]) -> list[PrintCard]:
    """Physical cards for these quests, in the given order; adventures get their backs.

    An adventure is found first in each folder (its trials in file-name order), then
    among all the remaining quests given together (their trials in the order given), so
    ``export adventure-1/ epics/01-turning-tower.quest.json`` pairs them too.
    """
    by_folder: dict[Path | None, list[QuestSource]] = {}
    for s in sources:
        by_folder.setdefault(s.path.parent if s.path else None, []).append(s)
    owner: dict[int, list[PrintCard]] = {}  # id(source) -> the adventure it belongs to

    def claim(cards: list[PrintCard] | None) -> None:
        for card in cards or ():
            owner[id(card.front.source)] = owner[id(card.back.source)] = cards

    for folder, group in by_folder.items():
        if folder is not None:
            claim(adventure(group))
    claim(adventure([s for s in sources if id(s) not in owner], by_name=False))
    out: list[PrintCard] = []
    placed: set[int] = set()
    for s in sources:
        cards = owner.get(id(s))
        if cards is None:
            out.extend(PrintCard(f) for f in faces(s))
        elif id(cards) not in placed:
            placed.add(id(cards))
            out.extend(cards)
    return out


# -- one card face --------------------------------------------------------------------


def face_renderer(face: Face) -> QuestRenderer:
    """A print-style renderer that draws just this face's card with the heroes that start on it.

    It draws no card tab: the band's subtitle names the card."""
    quest = face.quest
    if not face.single:
        card = quest.card(face.card_id).copy()
        card.slot, card.rotation = (0, 0), 0
        heroes = {}
        for hero, start in quest.heroes.items():
            home = quest.card(start.card)
            if home is not None and home.id == face.card_id:
                heroes[hero] = HeroStart(start.at, card.id)
        quest = Quest(size=quest.size, cards=[card], heroes=heroes, slots=(1, 1))
    renderer = QuestRenderer(quest, style="print")
    renderer.show_tags = False
    return renderer


def _stars(difficulty: int | None) -> str:
    if not difficulty:
        return ""
    return "★" * difficulty + "☆" * max(0, 4 - difficulty)


#: Title font sizes tried, as fractions of the card's side, largest first; the last is
#: the floor, below which a long title wraps instead of shrinking further.
TITLE_SIZES = (0.056, 0.052, 0.048, 0.044, 0.04)
#: A title wraps onto at most this many lines; only a title longer still is shortened,
#: with an ellipsis.
TITLE_LINES = 3
#: Height of the band's first line; title lines are spaced by their font size times this.
_LINE_H, _LINE_SPACING = 0.07, 1.25


@dataclass(frozen=True)
class TitleBlock:
    """How a face's title is set: its font, its lines and the room each line has."""

    font: QFont
    lines: tuple[str, ...]
    room: float  # width available to each line, painter units
    pitch: float  # distance between lines, painter units

    def height(self, w: float) -> float:
        """The height the title takes in a band of a card ``w`` wide (one line: the usual band)."""
        return max(_LINE_H * w, len(self.lines) * self.pitch)


def title_block(face: Face, w: float, size: float) -> TitleBlock:
    """The title of ``face`` set at ``size`` (a fraction of the card side ``w``), wrapped
    on word boundaries into lines that each fit the band."""
    font = print_font(size * w, bold=True)
    room = w * 0.92
    lines = _wrap(face.title, QFontMetricsF(font), room)
    return TitleBlock(font, lines, room, size * w * _LINE_SPACING)


def _wrap(text: str, fm: QFontMetricsF, room: float) -> tuple[str, ...]:
    """``text`` in lines no wider than ``room``: whole words, a word too long for a line
    split where it must; past `TITLE_LINES` lines the last one ends in an ellipsis."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if fm.horizontalAdvance(candidate) <= room:
            line = candidate
            continue
        if line:
            lines.append(line)
        while fm.horizontalAdvance(word) > room and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and fm.horizontalAdvance(word[:cut] + "-") > room:
                cut -= 1
            lines.append(word[:cut] + "-")
            word = word[cut:]
        line = word
    if line or not lines:
        lines.append(line)
    if len(lines) > TITLE_LINES:
        rest = " ".join(lines[TITLE_LINES - 1 :])
        last = fm.elidedText(rest, Qt.TextElideMode.ElideRight, room)
        lines = lines[: TITLE_LINES - 1] + [last]
    return tuple(lines)


def title_size(items: Sequence[Face]) -> float:
    """The one title size for faces printed together: the largest of `TITLE_SIZES` at
    which every title fits on one line, else the floor (and the long titles wrap)."""
    w = 1000.0  # any card side: the sizes are fractions of it
    for size in TITLE_SIZES:
        if all(len(title_block(face, w, size).lines) == 1 for face in items):
            return size
    return TITLE_SIZES[-1]


def face_geometry(trim: QRectF, title_extra: float = 0.0) -> tuple[QRectF, QRectF, QRectF]:
    """(band, inner white area, board square) of a face, from its trim box; a title of
    more than one line makes the band ``title_extra`` taller."""
    w = trim.width()
    band_h, frame, pad = 0.15 * w + title_extra, 0.03 * w, 0.02 * w
    band = QRectF(trim.left(), trim.top(), w, band_h)
    inner = trim.adjusted(frame, band_h, -frame, -frame)
    side = min(inner.width(), inner.height()) - 2 * pad
    board = QRectF(inner.center().x() - side / 2, inner.center().y() - side / 2, side, side)
    return band, inner, board


def paint_face(
    painter: QPainter,
    face: Face,
    trim: QRectF,
    bleed: float = 0.0,
    title: float | None = None,
) -> None:
    """One card face in ``trim`` (painter units); the coloured frame runs out into the bleed.

    ``title`` is the title size (see `title_size`; by default this face's own)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    w = trim.width()
    colour = QColor(face.colour())
    painter.fillRect(trim.adjusted(-bleed, -bleed, bleed, bleed), colour)
    block = title_block(face, w, title_size([face]) if title is None else title)
    title_h = block.height(w)
    band, inner, board = face_geometry(trim, title_h - _LINE_H * w)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawRoundedRect(inner, 0.02 * w, 0.02 * w)

    # the band: the title (wrapped, never cut), then what the card is and its difficulty
    text_left = band.left() + 0.04 * w
    text_w = band.width() - 0.08 * w
    top = band.top() + 0.018 * w
    painter.setFont(block.font)
    painter.setPen(QColor("#FFFFFF"))
    align = Qt.AlignmentFlag.AlignVCenter
    pitch = title_h / len(block.lines)
    for i, line in enumerate(block.lines):
        box = QRectF(text_left, top + i * pitch, block.room, pitch)
        painter.drawText(box, align | Qt.AlignmentFlag.AlignLeft, line)
    sub_font = print_font(0.034 * w)
    painter.setFont(sub_font)
    fm = QFontMetricsF(sub_font)
    line2 = QRectF(text_left, top + title_h, text_w, band.bottom() - top - title_h)
    stars = _stars(face.quest.difficulty)
    if stars:
        painter.drawText(line2, align | Qt.AlignmentFlag.AlignRight, stars)
    room = text_w - (fm.horizontalAdvance(stars + "  ") if stars else 0.0)
    sub = fm.elidedText(face.subtitle(), Qt.TextElideMode.ElideRight, room)
    painter.drawText(line2, align | Qt.AlignmentFlag.AlignLeft, sub)

    # the board, by the one renderer
    renderer = face_renderer(face)
    fit(painter, renderer, board)
    renderer.paint(painter)
    painter.restore()


def fit(painter: QPainter, renderer: QuestRenderer, rect: QRectF) -> None:
    """Scale and move the painter so that all the renderer draws fits ``rect``, centred."""
    extent = renderer.extent()
    scale = min(rect.width() / extent.width(), rect.height() / extent.height())
    painter.translate(
        rect.center().x() - extent.width() * scale / 2,
        rect.center().y() - extent.height() * scale / 2,
    )
    painter.scale(scale, scale)
    painter.translate(-extent.topLeft())


def face_image(
    face: Face,
    card_mm: float = 80.0,
    bleed_mm: float = 0.0,
    dpi: float = 300,
    title: float | None = None,
) -> QImage:
    """One face as an image: the card plus its bleed all round (``title``: `paint_face`)."""
    side = card_mm + 2 * bleed_mm
    return paint_image(
        side, side, dpi, lambda painter: _paint_bled_face(painter, face, card_mm, bleed_mm, title)
    )


def _paint_bled_face(
    painter: QPainter, face: Face, card_mm: float, bleed_mm: float, title: float | None
) -> None:
    """A face with its bleed, from the bleed box's corner (images and SVG files)."""
    b = bleed_mm * U
    paint_face(painter, face, QRectF(b, b, card_mm * U, card_mm * U), b, title)


def _unique_names(items: Sequence[Face], ext: str) -> list[str]:
    names, seen = [], {}
    for face in items:
        name = face.filename(ext)
        n = seen.get(name, 0) + 1
        seen[name] = n
        names.append(name if n == 1 else face.filename(ext, f"-{n}"))
    return names


def all_faces(cards: Sequence[PrintCard]) -> list[Face]:
    out = []
    for card in cards:
        out.append(card.front)
        if card.back is not None:
            out.append(card.back)
    return out


def write_card_images(
    items: Sequence[Face],
    out: str | os.PathLike,
    *,
    fmt: str = "png",
    card_mm: float = 80.0,
    bleed_mm: float = 0.0,
    dpi: float = 300,
    progress: Progress | None = None,
    cancel=None,
    force: bool = False,
) -> list[Path]:
    """One PNG or SVG per face into folder ``out``; all files appear together or none.

    Every face's title is set at the same size (`title_size`)."""
    if fmt not in ("png", "svg"):
        raise ExportError(f"unknown card image format {fmt!r}")
    if card_mm <= 0 or bleed_mm < 0 or dpi <= 0:
        raise ExportError("the card size and dpi must be more than 0, the bleed at least 0")
    ensure_gui_app()
    title = title_size(items)
    side = card_mm + 2 * bleed_mm
    pictures = []
    for face, name in zip(items, _unique_names(items, fmt), strict=True):

        def paint(painter: QPainter, face: Face = face) -> None:
            _paint_bled_face(painter, face, card_mm, bleed_mm, title)

        description = f"{face.subtitle()} — made with mazewright"
        pictures.append(Picture(name, side, side, face.title, description, paint))
    return write_pictures(pictures, out, fmt, dpi, progress, cancel, force)


# -- sheets of cards -------------------------------------------------------------------


@dataclass(frozen=True)
class SheetPage:
    """One printed page: a face (or None) per slot of the layout."""

    kind: str  # "front" or "back"
    faces: tuple[Face | None, ...]
    sheet: int  # which sheet of fronts this page belongs to (0-based)

    @property
    def count(self) -> int:
        return sum(f is not None for f in self.faces)


def plan_pages(cards: Sequence[PrintCard], layout: SheetLayout) -> list[SheetPage]:
    """Pages in print order: each sheet of fronts, followed by its mirrored backs if any."""
    pages = []
    n = layout.per_page
    for sheet, start in enumerate(range(0, len(cards), n)):
        chunk = list(cards[start : start + n])
        fronts = [c.front for c in chunk] + [None] * (n - len(chunk))
        pages.append(SheetPage("front", tuple(fronts), sheet))
        if any(c.back is not None for c in chunk):
            backs: list[Face | None] = [None] * n
            for i, c in enumerate(chunk):
                backs[layout.mirrored(i)] = c.back
            pages.append(SheetPage("back", tuple(backs), sheet))
    return pages


def paint_sheet_page(
    painter: QPainter,
    layout: SheetLayout,
    page: SheetPage,
    label: str = "",
) -> None:
    """One page in millimetres x ``U`` (the painter's origin is the paper's corner); its
    titles are all set at one size."""
    painter.save()
    b = layout.bleed * U
    title = title_size([f for f in page.faces if f is not None])
    trims = []
    for face, slot in zip(page.faces, layout.slots, strict=True):
        if face is None:
            continue
        trim = QRectF(slot.x * U, slot.y * U, slot.w * U, slot.h * U)
        paint_face(painter, face, trim, b, title)
        trims.append(slot)
    paint_crop_marks(painter, trims, layout.bleed, U)
    if label:
        painter.setFont(print_font(2.4 * U))
        painter.setPen(QColor("#555555"))
        foot = QRectF(10 * U, (layout.page_h - 5.5) * U, (layout.page_w - 20) * U, 3.5 * U)
        painter.drawText(foot, Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def page_label(page: SheetPage, number: int, total: int, title: str = "") -> str:
    if page.kind == "front":
        label = translate("TowerPrinting", "sheet {sheet} fronts · page {page} of {pages}")
    else:
        label = translate(
            "TowerPrinting",
            "sheet {sheet} backs: print on the reverse, flip on the long edge · page {page} of {pages}",
        )
    head = f"{title} · " if title else ""
    return head + label.format(sheet=page.sheet + 1, page=number, pages=total)


def write_cards_pdf(
    cards: Sequence[PrintCard],
    out: str | os.PathLike,
    *,
    paper: str = "a4",
    card_mm: float = 80.0,
    bleed_mm: float = 0.0,
    title: str = "",
    progress: Progress | None = None,
    cancel=None,
    force: bool = False,
) -> list[SheetPage]:
    """Print sheets of these cards (vector PDF); returns the pages written."""
    if not cards:
        raise ExportError("there are no cards to export")
    layout = sheet_layout(paper, card_mm, bleed=bleed_mm)
    pages = plan_pages(cards, layout)

    def paint(painter: QPainter, i: int) -> None:
        label = page_label(pages[i], i + 1, len(pages), title)
        paint_sheet_page(painter, layout, pages[i], label)

    write_pdf_pages(
        out, paper, title or "mazewright cards", len(pages), paint, progress, cancel, force
    )
    return pages


def render_sheet_page(
    layout: SheetLayout, page: SheetPage, dpi: float = 100, label: str = ""
) -> QImage:
    """A page as an image (the export dialog's preview and the manual's picture)."""
    ensure_gui_app()
    k = dpi / MM_PER_INCH
    image = new_image(round(layout.page_w * k), round(layout.page_h * k), dpi)
    painter = QPainter(image)
    painter.scale(k / U, k / U)
    paint_sheet_page(painter, layout, page, label)
    painter.end()
    return image


# -- solutions ---------------------------------------------------------------------------


@dataclass
class Solution:
    """One optimal solution of a quest for one deal, replayed into frames."""

    quest: Quest
    title: str
    players: int
    deal: int  # 1-based, in the order of RULES.md section 5 of distributions
    hands: tuple[str, ...]
    frames: list[Frame]
    coordinates: bool = True
    """Number the board's columns and rows on every diagram: the actions name cells so
    ("to [1, 0]"), and a sheet without the numbers cannot be followed."""

    @property
    def actions(self) -> list[Action]:
        return [f.action for f in self.frames[1:]]


def deal_text(hands: Sequence[str]) -> str:
    if len(hands) == 1:
        return translate("TowerPrinting", "solo, every direction")
    holds = translate("TowerPrinting", "player {player} holds {directions}")
    return "; ".join(
        holds.format(player=i + 1, directions=",".join(h)) for i, h in enumerate(hands)
    )


def solve_deal(
    quest: Quest, players: int, deal: int, *, timeout=None, cancel=None, progress=None
) -> DistributionResult:
    """An optimal solution for one deal (`solving.solve_deal`: the fast solver when it can
    encode the quest, else the reference one). Only this deal is searched."""
    from ..solving import solve_deal as solve_one

    hands = DISTRIBUTIONS[players][deal - 1]
    return solve_one(quest, hands, timeout=timeout, cancel=cancel, progress=progress)


def check_deal(players: int, deal: int) -> None:
    """`ExportError` unless ``deal`` is one of the deals of ``players`` players (from 1)."""
    if players not in DISTRIBUTIONS:
        raise ExportError("the number of players is 1, 2, 3 or 4")
    count = len(DISTRIBUTIONS[players])
    if not 1 <= deal <= count:
        raise ExportError(
            f"with {players} player{'s' if players > 1 else ''} the deal is 1"
            + (f" to {count}" if count > 1 else "")
            + f", not {deal}"
        )


def make_solution(
    source: QuestSource,
    players: int = 1,
    deal: int = 1,
    *,
    timeout: float | None = None,
    cancel=None,
    progress=None,
) -> Solution:
    """Solve and replay; `ExportError` when there is no solution to print.

    ``progress(states, depth, seconds)`` is the solver's progress callback."""
    quest = source.quest
    check_deal(players, deal)
    name = source.path.name if source.path else (quest.title or "quest")
    try:
        Rules(quest).initial_state()
    except (ValueError, KeyError) as exc:
        raise ExportError(f"{name}: {exc}") from None
    result = solve_deal(quest, players, deal, timeout=timeout, cancel=cancel, progress=progress)
    check_cancel(cancel)
    if not result.complete:
        from editor.core.limits import STOP_WORDS

        where = STOP_WORDS.get(result.stopped_by, "its limit")
        raise ExportError(f"{name}: the solver stopped at {where} before finding a solution")
    if result.solution is None:
        raise ExportError(f"{name}: the quest cannot be completed, so there is no solution")
    try:
        film = frames(quest, result.hands, result.solution)
    except IllegalAction as exc:
        raise ExportError(f"{name}: the solver's solution does not replay ({exc})") from None
    title = quest.title or source.stem
    return Solution(quest, title, players, deal, tuple(result.hands), film)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def paint_action(renderer: QuestRenderer, painter: QPainter, before, action: Action) -> None:
    """An arrow over the board (in board units) showing ``action`` from state ``before``.

    On a big board the arrow is drawn bolder, so it reads at the size of a diagram."""
    cells = max(renderer.board.width, renderer.board.height)
    c = renderer.cell * min(2.0, max(1.0, cells / 7))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    def centre(p) -> QPointF:
        return renderer.cell_rect(*p).center()

    def arrow(points: list[QPointF], colour: str, dashed: bool = False) -> None:
        if len(points) < 2:
            return
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
        for pen_colour, width in (("#FFFFFF", 0.2), (colour, 0.1)):
            pen = QPen(QColor(pen_colour), c * width, style, Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        tip, prev = points[-1], points[-2]
        line = QLineF(prev, tip)
        if line.length() <= 0:
            return
        u = (tip - prev) / line.length()
        n = QPointF(-u.y(), u.x())
        head = QPolygonF([tip + u * c * 0.12, tip - u * c * 0.22 + n * c * 0.17])
        head.append(tip - u * c * 0.22 - n * c * 0.17)
        painter.setPen(QPen(QColor("#FFFFFF"), c * 0.04))
        painter.setBrush(QColor(colour))
        painter.drawPolygon(head)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(points[0], c * 0.09, c * 0.09)

    if isinstance(action, Move):
        arrow([centre(p) for p in action.path], HERO_COLOURS.get(action.hero, "#000000"))
        if action.swap:
            other = before.get(action.swap)
            if other is not None:
                arrow([centre(action.path[-1]), centre(other)], "#000000", dashed=True)
    elif isinstance(action, (Teleport, Toss)):
        start = before.get(action.hero)
        if start is not None:
            arrow([centre(start), centre(action.to)], HERO_COLOURS.get(action.hero, "#000"), True)
    elif isinstance(action, Rotate):
        rect = renderer.card_rect(action.card)
        r = rect.width() * 0.28
        box = QRectF(rect.center().x() - r, rect.center().y() - r, 2 * r, 2 * r)
        # a clockwise arc (Qt counts degrees counter-clockwise), longer for more turns;
        # a symbol for "turn": the caption says by how much
        span = -min(300, 90 * action.turns + 60)
        path = QPainterPath()
        path.arcMoveTo(box, 120)
        path.arcTo(box, 120, span)
        pts = [path.pointAtPercent(t / 20) for t in range(21)]
        arrow(pts, "#000000")
    elif isinstance(action, Slide):
        rect = renderer.card_rect(action.card)
        arrow([rect.center(), renderer.slot_rect(action.to).center()], "#000000")
    painter.restore()


def paint_diagram(
    painter: QPainter,
    solution: Solution,
    index: int,
    rect: QRectF,
    *,
    show_action: bool = True,
) -> None:
    """The board before action ``index`` (1-based) with the action drawn on it; index
    ``len(actions) + 1`` is the finished board. Fitted into ``rect``."""
    frame = solution.frames[index - 1]
    rules = Rules(solution.quest)
    heroes = hero_positions(rules, frame.state)
    renderer = QuestRenderer(solution.quest, frame.state.layout, dict(heroes), style="print")
    renderer.show_tags = len(solution.quest.cards) > 1
    renderer.coordinates = solution.coordinates
    painter.save()
    fit(painter, renderer, rect)
    renderer.paint(painter)
    if show_action and index <= len(solution.actions):
        paint_action(renderer, painter, heroes, solution.actions[index - 1])
    painter.restore()


def caption(solution: Solution, index: int) -> str:
    actions = solution.actions
    if index > len(actions):
        done = translate("TowerPrinting", "Done: every hero is out, in {actions} actions.")
        return done.format(actions=len(actions))
    return _sentence(describe(actions[index - 1], solution.hands))


@dataclass(frozen=True)
class DiagramSlot:
    index: int  # 1-based action number
    board: QRectF  # in U units
    caption: QRectF


def _diagram_columns(quest: Quest) -> int:
    """Three diagrams across, two for boards of more than 8 cells a side (epics)."""
    return 2 if max(quest.slots) * quest.size > 8 else 3


def solution_layout(
    paper: str, actions: int, board_aspect: float = 1.0, cols: int = 3
) -> list[list[DiagramSlot]]:
    """Pages of numbered diagrams: ``cols`` across, as many rows as fit (U units).

    ``board_aspect`` is the board's height over its width.
    """
    page_w, page_h = PAPERS[paper]
    margin, gap, header, footer, cap_h = 14.0, 6.0, 24.0, 10.0, 15.0
    cell_w = (page_w - 2 * margin - (cols - 1) * gap) / cols
    board_h = cell_w * board_aspect
    cell_h = board_h + cap_h
    rows = max(1, int((page_h - margin - header - footer + gap) // (cell_h + gap)))
    if rows * (cell_h + gap) - gap > page_h - margin - header - footer:
        # a tall board: shrink it to fit one row
        board_h = page_h - margin - header - footer - cap_h
    pages: list[list[DiagramSlot]] = []
    per_page = rows * cols
    for start in range(0, actions, per_page):
        page = []
        for k in range(start, min(actions, start + per_page)):
            r, col = divmod(k - start, cols)
            x = margin + col * (cell_w + gap)
            y = margin + header + r * (cell_h + gap)
            page.append(
                DiagramSlot(
                    k + 1,
                    QRectF(x * U, y * U, cell_w * U, board_h * U),
                    QRectF(x * U, (y + board_h + 1.5) * U, cell_w * U, (cap_h - 1.5) * U),
                )
            )
        pages.append(page)
    return pages


def _board_aspect(quest: Quest) -> float:
    return quest.slots[1] / quest.slots[0]


def paint_solution_page(
    painter: QPainter,
    solution: Solution,
    paper: str,
    slots: list[DiagramSlot],
    page: int,
    pages: int,
) -> None:
    page_w, page_h = PAPERS[paper]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QColor("#000000"))
    painter.setFont(print_font(6 * U, bold=True))
    painter.drawText(
        QRectF(14 * U, 10 * U, (page_w - 28) * U, 8 * U),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        translate("TowerPrinting", "{title} — solution").format(title=solution.title),
    )
    n = len(solution.actions)
    deals = len(DISTRIBUTIONS[solution.players])
    if solution.players > 1:
        info = translate(
            "TowerPrinting",
            "{players} players, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.",
        )
    else:
        info = translate(
            "TowerPrinting",
            "{players} player, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.",
        )
    info = info.format(
        players=solution.players,
        deal=solution.deal,
        deals=deals,
        hands=deal_text(solution.hands),
        actions=n,
    )
    painter.setFont(print_font(3.2 * U))
    painter.drawText(
        QRectF(14 * U, 19 * U, (page_w - 28) * U, 9 * U),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
        info,
    )
    for slot in slots:
        paint_diagram(painter, solution, slot.index, slot.board)
        badge = QRectF(slot.caption.left(), slot.caption.top(), 5.5 * U, 5.5 * U)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#000000"))
        painter.drawEllipse(badge)
        painter.setPen(QColor("#FFFFFF"))
        painter.setFont(print_font(3.0 * U, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(slot.index))
        painter.setPen(QColor("#000000"))
        painter.setFont(print_font(2.9 * U))
        painter.drawText(
            slot.caption.adjusted(7 * U, 0.6 * U, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            caption(solution, slot.index),
        )
    painter.setFont(print_font(2.4 * U))
    painter.setPen(QColor("#555555"))
    painter.drawText(
        QRectF(14 * U, (page_h - 9) * U, (page_w - 28) * U, 4 * U),
        Qt.AlignmentFlag.AlignCenter,
        translate("TowerPrinting", "mazewright · page {page} of {pages}").format(
            page=page, pages=pages
        ),
    )
    painter.restore()


def write_solution_pdf(
    solution: Solution,
    out: str | os.PathLike,
    *,
    paper: str = "a4",
    progress: Progress | None = None,
    cancel=None,
    force: bool = False,
) -> int:
    """The solution as numbered diagrams with the action in words; returns the page count."""
    if paper not in PAPERS:
        raise ExportError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    pages = solution_layout(
        paper,
        len(solution.actions),
        _board_aspect(solution.quest),
        _diagram_columns(solution.quest),
    )
    if not pages:
        raise ExportError("the quest is complete at the start: there is no action to show")

    def paint(painter: QPainter, i: int) -> None:
        paint_solution_page(painter, solution, paper, pages[i], i + 1, len(pages))

    title = f"{solution.title} — solution"
    write_pdf_pages(out, paper, title, len(pages), paint, progress, cancel, force)
    return len(pages)


def render_solution_page(
    solution: Solution, paper: str = "a4", page: int = 0, dpi: float = 100
) -> QImage:
    """Page ``page`` (0-based) of the solution sheet as an image (previews, the manual)."""
    ensure_gui_app()
    pages = solution_layout(
        paper,
        len(solution.actions),
        _board_aspect(solution.quest),
        _diagram_columns(solution.quest),
    )
    page_w, page_h = PAPERS[paper]
    k = dpi / MM_PER_INCH
    image = new_image(round(page_w * k), round(page_h * k), dpi)
    painter = QPainter(image)
    painter.scale(k / U, k / U)
    if pages:
        paint_solution_page(painter, solution, paper, pages[page], page + 1, len(pages))
    painter.end()
    return image


def gif_frame(solution: Solution, index: int, width: int = 560) -> QImage:
    """Frame ``index`` (1-based) of the animation: the board before action ``index`` with it
    drawn; the last frame (``len(actions) + 1``) shows the finished board."""
    ensure_gui_app()
    aspect = _board_aspect(solution.quest)
    pad = round(width * 0.03)
    head, foot = round(width * 0.08), round(width * 0.14)
    board_w = width - 2 * pad
    height = head + round(board_w * aspect) + foot + pad
    image = new_image(width, height, 96)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paint_diagram(painter, solution, index, QRectF(pad, head, board_w, board_w * aspect))
    n = len(solution.actions)
    painter.setPen(QColor("#000000"))
    painter.setFont(print_font(width * 0.035, bold=True))
    hands = " / ".join(",".join(h) for h in solution.hands)
    top = translate("TowerPrinting", "{title} · {players}p ({hands})").format(
        title=solution.title, players=solution.players, hands=hands
    )
    counter = f"{min(index, n)}/{n}" if index <= n else "✓"
    painter.drawText(QRectF(pad, 0, width - 2 * pad, head), Qt.AlignmentFlag.AlignVCenter, top)
    painter.drawText(
        QRectF(pad, 0, width - 2 * pad, head),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
        counter,
    )
    painter.setFont(print_font(width * 0.032))
    painter.drawText(
        QRectF(pad, height - foot - pad / 2, width - 2 * pad, foot),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
        caption(solution, index),
    )
    painter.end()
    return image


#: Milliseconds each GIF frame shows (the last one holds longer).
GIF_FRAME_MS = 1500
GIF_LAST_MS = 3000


def write_solution_gif(
    solution: Solution,
    out: str | os.PathLike,
    *,
    width: int = 560,
    progress: Progress | None = None,
    cancel=None,
    force: bool = False,
) -> int:
    """An animated GIF: one frame per action (the board before it, the action drawn), then
    one last frame of the finished board. Returns the frame count (actions + 1)."""
    try:
        from PIL import Image
    except ImportError:
        raise ExportError("a GIF needs Pillow: python3 -m pip install pillow") from None

    n = len(solution.actions)
    if n == 0:
        raise ExportError("the quest is complete at the start: there is no action to show")
    pictures = []
    for i in range(1, n + 2):
        check_cancel(cancel)
        if progress:
            frame = translate("TowerExport", "frame {frame} of {frames}")
            progress(i - 1, n + 1, frame.format(frame=i, frames=n + 1))
        q = gif_frame(solution, i, width).convertToFormat(QImage.Format.Format_RGB888)
        raw = bytes(q.constBits())[: q.bytesPerLine() * q.height()]
        im = Image.frombuffer(
            "RGB", (q.width(), q.height()), raw, "raw", "RGB", q.bytesPerLine(), 1
        )
        pictures.append(im.quantize(colors=255, method=Image.Quantize.MEDIANCUT))
    durations = [GIF_FRAME_MS] * n + [GIF_LAST_MS]
    with atomic_output(out, force=force) as tmp:
        pictures[0].save(
            tmp,
            format="GIF",
            save_all=True,
            append_images=pictures[1:],
            duration=durations,
            loop=0,
            disposal=1,
        )
    if progress:
        progress(n + 1, n + 1, translate("TowerExport", "done"))
    return n + 1
