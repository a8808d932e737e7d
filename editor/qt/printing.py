"""What every printed sheet and card image shares, with any QPainter: crop marks, fonts,
PDF pages, SVG and PNG files.

Units: sheets and cards are painted in tenths of a millimetre (``U`` units per mm)
so that font pixel sizes, which Qt keeps as integers, stay fine-grained. A game
paints its cards with a ``paint(painter)`` callback in those units; the helpers
here turn that into files, written whole or not at all (`editor.core.exporting`), and
make the Qt application that painting text needs if there is none yet.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLineF, QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from editor.core.exporting import (
    MAX_IMAGE_PX,
    MM_PER_INCH,
    Exported,
    ExportError,
    ExportRequest,
    RectMM,
    UsageError,
    atomic_output,
    atomic_outputs,
    crop_marks,
    plural,
)

from .application import ensure_gui_app
from .language import script_families, translate

#: Painter units per millimetre.
U = 10.0
#: PDF resolution (device pixels per inch); drawing stays vector, this only sets precision.
PDF_DPI = 1200

Progress = Callable[[int, int, str], None]
"""progress(done, total, what) — called as an export goes."""

Paint = Callable[[QPainter], None]
"""Paints one card or page in ``U`` units per millimetre, its origin at the top left."""


class Cancelled(ExportError):
    def __init__(self):
        super().__init__("export cancelled")


def check_cancel(cancel) -> None:
    """Raise `Cancelled` when ``cancel`` (an event, a callable or None) says stop."""
    if cancel is None:
        return
    stop = cancel.is_set() if hasattr(cancel, "is_set") else bool(cancel())
    if stop:
        raise Cancelled()


def paint_crop_marks(painter, trims: Sequence[RectMM], bleed: float, unit: float = 1.0) -> None:
    """Draw the crop marks of these cards, ``unit`` painter units per millimetre."""
    painter.save()
    pen = QPen(QColor("#000000"), 0.25 * unit)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    for trim in trims:
        for (x1, y1), (x2, y2) in crop_marks(trim, bleed):
            painter.drawLine(QLineF(x1 * unit, y1 * unit, x2 * unit, y2 * unit))
    painter.restore()


def print_font(px: float, bold: bool = False) -> QFont:
    """The printed sheets' font (DejaVu Sans where installed; first the font shipped for
    the language's script, Vazirmatn for Persian) at ``px`` painter units."""
    font = QFont()
    font.setFamilies([*script_families(), "DejaVu Sans", "Sans Serif"])
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def new_image(width_px: int, height_px: int, dpi: float) -> QImage:
    """A white image that says its resolution (so it prints at its real size)."""
    image = QImage(max(1, width_px), max(1, height_px), QImage.Format.Format_ARGB32_Premultiplied)
    dpm = round(dpi / MM_PER_INCH * 1000)
    image.setDotsPerMeterX(dpm)
    image.setDotsPerMeterY(dpm)
    image.fill(QColor("#FFFFFF"))
    return image


def square_image(
    size_px: int, background: str, rect: QRectF, paint: Callable[[QPainter], None]
) -> QImage:
    """A ``size_px`` square image of the scene area ``rect`` (a square) on ``background``,
    painted by ``paint`` in scene coordinates: the picture of a board for a file list,
    a thumbnail or a page."""
    ensure_gui_app()
    if size_px < 1:
        raise ValueError(f"the image size must be at least 1 pixel, not {size_px}")
    image = QImage(size_px, size_px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(background))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.scale(size_px / rect.width(), size_px / rect.width())
        painter.translate(-rect.topLeft())
        paint(painter)
    finally:
        painter.end()
    return image


def fitted(image: QImage, side_px: int) -> QImage:
    """``image`` scaled to at most ``side_px`` wide and high, in its proportions."""
    return image.scaled(
        side_px,
        side_px,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def pixels(mm: float, dpi: float) -> int:
    """How many pixels ``mm`` millimetres are at ``dpi``."""
    return max(1, round(mm / MM_PER_INCH * dpi))


def refuse_solution_options(request: ExportRequest, what: str, parts: str) -> None:
    """`UsageError` when ``request`` asks ``what`` (say "a labyrinth layout"), which has
    no solution sheet, for --solution, --coordinates or a GIF; ``parts`` is what it
    prints instead ("its set-up and room cards")."""
    options = request.options
    if request.format == "gif" or options.get("solution") or options.get("coordinates"):
        raise UsageError(
            f"{what} has no solution sheet: --solution, --coordinates and gif are not for "
            f"it; export {parts} as pdf, svg or png"
        )


def check_image_size(request: ExportRequest, mm: float, what: str, lower: str) -> None:
    """`UsageError` when ``request`` is for PNG files and ``what`` (say "the set-up
    card"), ``mm`` long at its longest, would be more than `MAX_IMAGE_PX` pixels;
    ``lower`` names the option that sets its size ("the card size")."""
    if request.format != "png":
        return
    px = pixels(mm, request.dpi)
    if px > MAX_IMAGE_PX:
        raise UsageError(
            f"{what} would be {px} pixels long at {request.dpi:g} dpi; at most "
            f"{MAX_IMAGE_PX} (lower the resolution or {lower})"
        )


def paint_image(width_mm: float, height_mm: float, dpi: float, paint: Paint) -> QImage:
    """A ``width_mm`` x ``height_mm`` card painted by ``paint`` as an image at ``dpi``."""
    ensure_gui_app()
    w, h = pixels(width_mm, dpi), pixels(height_mm, dpi)
    image = new_image(w, h, dpi)
    painter = QPainter(image)
    k = w / (width_mm * U)
    painter.scale(k, k)
    paint(painter)
    painter.end()
    return image


def out_folder(out: str | os.PathLike) -> Path:
    """The folder ``out``, made if missing; `ExportError` when it is a file or cannot be made."""
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise ExportError(f"cannot write into {folder}: it is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(f"cannot create the folder {folder}: {exc.strerror or exc}") from None
    return folder


def write_svg(
    path: Path, width_mm: float, height_mm: float, title: str, description: str, paint: Paint
) -> None:
    """One SVG 1.1 file (which keeps clip paths) of a card, its width and height in mm.

    ``title`` and ``description`` go into the file as text: pass them through
    `editor.core.safetext.printable`."""
    from PySide6.QtSvg import QSvgGenerator

    ensure_gui_app()
    w, h = width_mm * U, height_mm * U
    gen = QSvgGenerator(QSvgGenerator.SvgVersion.Svg11)
    gen.setFileName(str(path))
    gen.setSize(QSize(round(w), round(h)))
    gen.setViewBox(QRectF(0, 0, w, h))
    gen.setResolution(round(U * MM_PER_INCH))  # U units per mm: width/height come out in mm
    gen.setTitle(title)
    gen.setDescription(description)
    painter = QPainter()
    if not painter.begin(gen):
        raise ExportError(f"cannot write {path}")
    paint(painter)
    painter.end()


@dataclass(frozen=True)
class Picture:
    """One image file to write: its name, its size in mm with any bleed, the title and
    description an SVG carries (passed through `editor.core.safetext.printable`), what
    paints it, and its own resolution as a PNG when it is not the export's."""

    name: str
    width_mm: float
    height_mm: float
    title: str
    description: str
    paint: Paint
    dpi: float | None = None


def write_pictures(
    pictures: Sequence[Picture],
    out: str | os.PathLike,
    fmt: str,
    dpi: float,
    progress: Progress | None,
    cancel,
    force: bool = False,
) -> list[Path]:
    """One PNG (at ``dpi``) or SVG file per picture into the folder ``out``; all the files
    appear together or none."""
    folder = out_folder(out)
    targets = [folder / picture.name for picture in pictures]
    count = len(pictures)
    with atomic_outputs(targets, force=force) as temps:
        for i, (picture, tmp) in enumerate(zip(pictures, temps, strict=True)):
            check_cancel(cancel)
            if progress:
                progress(i, count, targets[i].name)
            w, h = picture.width_mm, picture.height_mm
            if fmt == "png":
                image = paint_image(w, h, picture.dpi or dpi, picture.paint)
                if not image.save(str(tmp), "PNG"):
                    raise ExportError(f"cannot write {targets[i]}")
            else:
                write_svg(tmp, w, h, picture.title, picture.description, picture.paint)
        if progress:
            progress(count, count, translate("Printing", "done"))
    return targets


def write_as_asked(
    request: ExportRequest,
    write_pdf: Callable[[], int],
    write_files: Callable[[], list[Path]],
    what: str,
) -> Exported:
    """An export's last step in every game: the PDF (``write_pdf`` gives its pages) or
    the image files (``write_files``), as the request's format says, and what was
    written in words, ``what`` being the export's content ("7 cards of 2 layouts")."""
    if request.format == "pdf":
        pages = write_pdf()
        said = f"wrote {request.output}: {what} on {plural(pages, 'page')}"
        return Exported([Path(request.output)], said)
    written = write_files()
    files = plural(len(written), f"{request.format.upper()} file")
    return Exported(written, f"wrote {files} into {request.output}: {what}")


def _pdf_writer(path: Path, paper: str, title: str) -> QPdfWriter:
    writer = QPdfWriter(str(path))
    size = QPageSize(QPageSize.PageSizeId.A4 if paper == "a4" else QPageSize.PageSizeId.Letter)
    writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("mazewright")
    return writer


def write_pdf_pages(
    out: str | os.PathLike,
    paper: str,
    title: str,
    count: int,
    paint_page: Callable[[QPainter, int], None],
    progress: Progress | None,
    cancel,
    force: bool = False,
) -> None:
    """Write ``count`` portrait pages, each drawn by ``paint_page(painter, index)`` in ``U``
    units per mm from the paper's corner, atomically."""
    ensure_gui_app()
    with atomic_output(out, force=force) as tmp:
        writer = _pdf_writer(tmp, paper, title)
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(f"cannot write {Path(out)}")
        k = PDF_DPI / MM_PER_INCH / U
        painter.scale(k, k)
        try:
            for i in range(count):
                check_cancel(cancel)
                if progress:
                    page = translate("Printing", "page {page} of {count}")
                    progress(i, count, page.format(page=i + 1, count=count))
                if i:
                    writer.newPage()
                paint_page(painter, i)
        finally:
            painter.end()
    if progress:
        progress(count, count, translate("Printing", "done"))
