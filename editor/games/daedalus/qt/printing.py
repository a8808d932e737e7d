"""A printable Daedalus maze: the board and the film as separate pages at one scale.

Both layers are drawn by the one renderer, `renderer.MazeRenderer`, in its
``print`` style, with the board's diameter the user chooses (``--card-mm``), by default
the largest the paper holds (`largest_diameter`), so the fields of a great wheel stay
big enough to play on:

- The **board** page: the exit zone with each sector's number, the fields, the
  chamber, the zone circles and the radial walls; a line at sector 0's start on
  the rim and a cross at the centre register the film.
- The **film** page, for a transparency: the arc walls at phase 0, the film's
  edge as a cut line with its four finger openings, the triangle that marks film
  sector 0 (laid over sector 0 of the board at phase 0, over sector t at phase t)
  and the same centre cross.

The disc sits at the same place on both pages, so the two can be checked against
each other by holding them to the light. A PDF gets both pages of every maze;
SVG and PNG write one file per page into the output folder (``NAME-board.svg``,
``NAME-film.svg``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from editor.core.exporting import (
    PAGE_MARGIN,
    PAPERS,
    Exported,
    ExportRequest,
    ExportSource,
    UsageError,
    fit_name,
    plural,
)
from editor.core.safetext import printable
from editor.qt.language import translate
from editor.qt.printing import (
    Picture,
    U,
    check_image_size,
    print_font,
    refuse_solution_options,
    write_as_asked,
    write_pdf_pages,
    write_pictures,
)

from ..model import Maze
from .renderer import MazeRenderer, ensure_gui_app

INK = QColor("#111111")
GREY = QColor("#555555")
#: Room above the disc on a page for its two lines of text, in mm.
HEADER_MM = 22.0
#: The margin round the disc in an SVG or PNG, in mm.
IMAGE_MARGIN_MM = 4.0
LAYERS = ("board", "film")
#: The width of the cut line round the board and the film, in mm.
CUT_MM = 0.3


@dataclass(frozen=True)
class Sheet:
    """One printed layer of one maze."""

    maze: Maze
    stem: str
    layer: str

    @property
    def title(self) -> str:
        return printable(self.maze.title or self.stem)

    def filename(self, ext: str) -> str:
        return fit_name(self.stem, f"-{self.layer}.{ext}")


def sheets(source: ExportSource) -> list[Sheet]:
    name = source.stem(".daedalus.json", "maze")
    return [Sheet(source.model, name, layer) for layer in LAYERS]


def largest_diameter(paper: str) -> float:
    """The largest board that fits on ``paper`` with its header, in mm: the diameter a
    maze prints at unless ``--card-mm`` says otherwise (`GameSpec.export.card_mm`)."""
    w, h = PAPERS[paper]
    return min(w - 2 * PAGE_MARGIN, h - 2 * PAGE_MARGIN - HEADER_MM)


# -- painting ------------------------------------------------------------------------------


def paint_layer(painter: QPainter, sheet: Sheet, centre: QPointF, diameter_mm: float) -> None:
    """One layer's disc centred on ``centre`` (painter units, ``U`` per mm)."""
    r = MazeRenderer(sheet.maze, "print", radius=diameter_mm / 2 * U)
    painter.save()
    painter.translate(centre)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    cut = QPen(GREY, CUT_MM * U)
    if sheet.layer == "board":
        r.paint_board(painter, sector_numbers=0.955)
        r.paint_zero_mark(painter, 0, film=False)
        painter.setPen(cut)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(r.film_outline(0))
    else:
        cut.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(cut)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(r.film_outline(0, openings=True))
        r.paint_film(painter, 0, tint=False)
    painter.restore()


def _text(painter: QPainter, rect: QRectF, text: str, px: float, bold: bool = False) -> None:
    font = print_font(px, bold)
    painter.setFont(font)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


def paint_page(painter: QPainter, sheet: Sheet, paper: str, diameter_mm: float) -> None:
    """A page: two lines saying what it is, then the disc, centred across the page."""
    page_w = PAPERS[paper][0]
    maze = sheet.maze
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    left, width = PAGE_MARGIN * U, (page_w - 2 * PAGE_MARGIN) * U
    top = PAGE_MARGIN * U
    painter.setPen(INK)
    if sheet.layer == "board":
        heading = translate("DaedalusPrinting", "{title} · Board").format(title=sheet.title)
    else:
        heading = translate("DaedalusPrinting", "{title} · Film").format(title=sheet.title)
    _text(painter, QRectF(left, top, width, 8 * U), heading, 5 * U, bold=True)
    if sheet.layer == "board":
        line = translate(
            "DaedalusPrinting",
            "{rings} rings x {sectors} sectors, {diameter} mm across · "
            "the line at sector 0 and the cross register the film",
        ).format(rings=maze.rings, sectors=maze.sectors, diameter=f"{diameter_mm:g}")
    else:
        line = translate(
            "DaedalusPrinting",
            "For a transparency: cut on the dashed line, lay it on the board centre on centre, "
            "the triangle at sector {sector} to start",
        ).format(sector=maze.phase)
    painter.setPen(GREY)
    _text(painter, QRectF(left, top + 9 * U, width, 6 * U), line, 3.0 * U)
    centre = QPointF(page_w / 2 * U, (PAGE_MARGIN + HEADER_MM + diameter_mm / 2) * U)
    paint_layer(painter, sheet, centre, diameter_mm)
    painter.restore()


def _paint_image(painter: QPainter, sheet: Sheet, diameter_mm: float) -> None:
    side = (diameter_mm + 2 * IMAGE_MARGIN_MM) * U
    painter.fillRect(QRectF(0, 0, side, side), QColor("#FFFFFF"))
    paint_layer(painter, sheet, QPointF(side / 2, side / 2), diameter_mm)


# -- files ---------------------------------------------------------------------------------


def _write_pdf(all_sheets: Sequence[Sheet], request: ExportRequest, progress, cancel) -> int:
    def paint(painter: QPainter, i: int) -> None:
        paint_page(painter, all_sheets[i], request.paper, request.card_mm)

    titles = {s.title for s in all_sheets}
    title = titles.pop() if len(titles) == 1 else "Daedalus mazes"
    write_pdf_pages(
        request.output,
        request.paper,
        title,
        len(all_sheets),
        paint,
        progress,
        cancel,
        request.force,
    )
    return len(all_sheets)


def _write_files(all_sheets: Sequence[Sheet], request: ExportRequest, progress, cancel):
    side = request.card_mm + 2 * IMAGE_MARGIN_MM
    pictures = []
    for sheet in all_sheets:

        def paint(painter: QPainter, sheet: Sheet = sheet) -> None:
            _paint_image(painter, sheet, request.card_mm)

        description = f"the {sheet.layer} of a Daedalus maze — made with mazewright"
        name = sheet.filename(request.format)
        pictures.append(Picture(name, side, side, sheet.title, description, paint))
    return write_pictures(
        pictures, request.output, request.format, request.dpi, progress, cancel, request.force
    )


def check_request(request: ExportRequest) -> None:
    """`UsageError` for what a maze cannot be exported as."""
    refuse_solution_options(request, "a Daedalus maze", "its board and film")
    if request.format == "pdf" and request.card_mm > largest_diameter(request.paper):
        raise UsageError(
            f"a board {request.card_mm:g} mm across does not fit on {request.paper} paper; "
            f"--card-mm (the board's diameter) is at most {largest_diameter(request.paper):g}"
        )
    check_image_size(request, request.card_mm + 2 * IMAGE_MARGIN_MM, "the board", "the diameter")


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """The board and the film of every maze, as ``request`` says (``card_mm``: the diameter)."""
    check_request(request)
    ensure_gui_app()
    all_sheets = [sheet for source in sources for sheet in sheets(source)]
    return write_as_asked(
        request,
        lambda: _write_pdf(all_sheets, request, progress, cancel),
        lambda: _write_files(all_sheets, request, progress, cancel),
        f"the board and film of {plural(len(sources), 'maze')}",
    )
