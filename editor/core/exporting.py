"""What every game's print export shares: paper, sheet layout, crop marks, safe output.

Everything here is in millimetres and pure Python (the crop marks are drawn by
`editor.qt.printing`). A game draws its own cards into the trim boxes that
`sheet_layout` computes.

Output is written to a temporary file beside the target and renamed into place
only when complete, so a failed or cancelled export never leaves a
half-written file (`atomic_output`, `atomic_outputs`, built on `editor.core.writing`).

Every game exports through one front door: its `GameSpec.export.write` names a function
``export(sources, request, progress, cancel) -> Exported`` that takes the files
read (`ExportSource`), one `ExportRequest` (what ``mazewright export`` and the
export dialog both build), ``progress(done, total, text)`` and ``cancel`` (an
event, a callable or None). It raises `UsageError` for options that do not apply
to its files and `ExportError` for an export that cannot be done.
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .writing import ReadOnlyFile, is_read_only, is_temporary, replacing_all, resolve

MM_PER_INCH = 25.4

#: Paper sizes (width, height) in millimetres, portrait.
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}

#: Crop marks start this far outside the bleed box and are this long.
MARK_GAP = 1.0
MARK_LENGTH = 3.0
#: Nothing is drawn closer than this to the paper's edge (most printers cannot print there).
PAGE_MARGIN = 6.0
#: Space between the crop marks of neighbouring cards.
MARK_CLEARANCE = 1.0


#: Bounds of the export options, so that a card image fits in memory and in Qt's limits.
CARD_MM = (10.0, 500.0)
#: The side of a printed card, in mm, unless the game prints at a size of its own.
DEFAULT_CARD_MM = 80.0
BLEED_MM = (0.0, 20.0)
DPI = (10.0, 2400.0)
MAX_IMAGE_PX = 8192
#: Formats written to one file, and formats written as one file per card into a folder.
FILE_FORMATS = ("pdf", "gif")
FOLDER_FORMATS = ("png", "svg")


class ExportError(Exception):
    """An export that cannot be done; the message says why, for the user, and
    ``diagnostics`` (`editor.core.diagnostics.Diagnostic`) what in a file stands in the way."""

    def __init__(self, message: str, diagnostics: Sequence = ()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)


class UsageError(ExportError):
    """Export options that make no sense (on the command line, a usage error)."""


class ReadOnlyOutput(ExportError):
    """An output file exists and is read-only; it is replaced only when forced."""

    def __init__(self, path: str | os.PathLike):
        super().__init__(f"cannot write {path}: the file is read-only")
        self.path = Path(path)


@dataclass(frozen=True)
class ExportSource:
    """One file to export: the game's model and the file it came from (None: unsaved)."""

    model: Any
    path: Path | None = None

    def stem(self, suffix: str, default: str) -> str:
        """The file's name without the game's ``suffix`` (or ``.json``), for the names of
        what is exported from it; ``default`` for an unsaved file."""
        if self.path is None:
            return default
        name = self.path.name
        for end in (suffix, ".json"):
            if name.endswith(end):
                return name[: -len(end)]
        return self.path.stem


@dataclass(frozen=True)
class ExportRequest:
    """What to export and how, for any game.

    ``options`` holds what only some games use, by name (a solution sheet, the
    players and the deal it shows, a time limit); a game refuses with `UsageError` an option
    set to something it cannot do, and ignores the others at their defaults.
    """

    format: str
    output: str
    paper: str = "a4"
    card_mm: float = DEFAULT_CARD_MM
    bleed_mm: float = 0.0
    dpi: float = 300.0
    force: bool = False
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Exported:
    """What an export wrote, and one line saying so (``wrote x.pdf: 7 cards on 2 pages``)."""

    files: list[Path]
    summary: str


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}{'s' * (n != 1)}"


@dataclass(frozen=True)
class RectMM:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def grown(self, d: float) -> RectMM:
        return RectMM(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


@dataclass(frozen=True)
class SheetLayout:
    """Where the cards go on one sheet: ``slots`` are trim boxes, row by row."""

    paper: str
    page_w: float
    page_h: float
    card_w: float
    card_h: float
    bleed: float
    gutter: float
    cols: int
    rows: int
    slots: tuple[RectMM, ...]

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    def pages(self, cards: int) -> int:
        """Sheets needed for ``cards`` cards (one side)."""
        return max(1, math.ceil(cards / self.per_page)) if cards else 0

    def mirrored(self, index: int) -> int:
        """The slot on the back page behind slot ``index`` (duplex, flipped on the long edge).

        Flipping a portrait sheet on its long edge swaps left and right, so the
        back of a card sits in the same row, in the mirrored column; the layout
        is centred, so that slot's box lies exactly behind the front.
        """
        row, col = divmod(index, self.cols)
        return row * self.cols + (self.cols - 1 - col)


def _fit(length: float, card: float, gutter: float, overhang: float) -> int:
    """How many cards fit along ``length`` with the given gutter and marks outside them."""
    usable = length - 2 * PAGE_MARGIN - 2 * overhang
    if usable < card:
        return 0
    return int((usable + gutter) // (card + gutter) + 1e-9)


def sheet_layout(
    paper: str = "a4",
    card_w: float = 80.0,
    card_h: float | None = None,
    bleed: float = 0.0,
    *,
    gutter: float | None = None,
) -> SheetLayout:
    """Lay out as many cards as fit on a sheet, centred, with room for crop marks.

    The default gutter leaves room between two cards for both cards' bleed and
    crop marks, so every card can be cut out on its own. Raises `ExportError`
    when not even one card fits.
    """
    card_h = card_w if card_h is None else card_h
    if paper not in PAPERS:
        raise ExportError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    if card_w <= 0 or card_h <= 0:
        raise ExportError("the card size must be more than 0 mm")
    if bleed < 0:
        raise ExportError("the bleed cannot be negative")
    page_w, page_h = PAPERS[paper]
    overhang = bleed + MARK_GAP + MARK_LENGTH
    if gutter is None:
        gutter = 2 * overhang + MARK_CLEARANCE
    cols = _fit(page_w, card_w, gutter, overhang)
    rows = _fit(page_h, card_h, gutter, overhang)
    if cols < 1 or rows < 1:
        raise ExportError(
            f"a {card_w:g} x {card_h:g} mm card with {bleed:g} mm bleed does not fit on "
            f"{paper.upper() if paper == 'a4' else paper.capitalize()} paper "
            f"({page_w:g} x {page_h:g} mm)"
        )
    block_w = cols * card_w + (cols - 1) * gutter
    block_h = rows * card_h + (rows - 1) * gutter
    x0 = (page_w - block_w) / 2
    y0 = (page_h - block_h) / 2
    slots = tuple(
        RectMM(x0 + c * (card_w + gutter), y0 + r * (card_h + gutter), card_w, card_h)
        for r in range(rows)
        for c in range(cols)
    )
    return SheetLayout(paper, page_w, page_h, card_w, card_h, bleed, gutter, cols, rows, slots)


Segment = tuple[tuple[float, float], tuple[float, float]]


def crop_marks(trim: RectMM, bleed: float = 0.0) -> list[Segment]:
    """The eight crop-mark lines of one card: two at each corner, on the trim lines' extensions,
    outside the bleed so that they are cut away."""
    start = bleed + MARK_GAP
    end = start + MARK_LENGTH
    out: list[Segment] = []
    for cx, sx in ((trim.x, -1), (trim.right, 1)):
        for cy, sy in ((trim.y, -1), (trim.bottom, 1)):
            out.append(((cx + sx * start, cy), (cx + sx * end, cy)))  # horizontal
            out.append(((cx, cy + sy * start), (cx, cy + sy * end)))  # vertical
    return out


# -- safe output --------------------------------------------------------------------

#: The longest file name (in bytes, as file systems count) an export gives a file it names.
NAME_MAX = 255


def fit_name(stem: str, suffix: str, limit: int = NAME_MAX) -> str:
    """``stem + suffix`` as one file name of at most ``limit`` UTF-8 bytes, the stem shortened.

    ``suffix`` (such as ``-2.png``) is kept whole; the stem loses characters at its end.
    """
    room = limit - len(suffix.encode("utf-8"))
    data = stem.encode("utf-8")
    if len(data) > room:
        stem = data[: max(0, room)].decode("utf-8", "ignore")
    return stem + suffix


def _cannot(target: Path, exc: OSError) -> ExportError:
    reason = exc.strerror or str(exc)
    if exc.errno == errno.ENAMETOOLONG:
        reason = "the name is too long"
    return ExportError(f"cannot write {target}: {reason}")


def _check_target(target: Path) -> None:
    try:
        if target.is_dir():
            raise ExportError(f"cannot write {target}: it is a folder")
        folder = resolve(target).parent
        if not folder.is_dir():
            raise ExportError(f"cannot write {target}: the folder {folder} does not exist")
    except OSError as exc:
        raise _cannot(target, exc) from None


@contextlib.contextmanager
def atomic_outputs(
    targets: Sequence[str | os.PathLike], *, force: bool = False
) -> Iterator[list[Path]]:
    """Temporary paths to write ``targets`` to; all are renamed into place at the end.

    If the block raises, every temporary file is removed and no target is touched.
    A read-only target is refused before anything is written, unless ``force``.
    The temporary files are named and swept as `editor.core.writing` does for every save.
    """
    paths = [Path(t) for t in targets]
    if len({resolve(p) for p in paths}) != len(paths):
        raise ExportError("two outputs would have the same file name")
    for target in paths:
        _check_target(target)
    try:
        with replacing_all(paths, force=force) as temps:
            yield temps
            for tmp, target in zip(temps, paths, strict=True):
                if tmp.stat().st_size == 0:
                    raise ExportError(f"nothing was written to {target}")
    except ReadOnlyFile as exc:
        raise ReadOnlyOutput(exc.filename) from None
    except OSError as exc:
        raise _cannot(_named(exc, paths), exc) from None


def _named(exc: OSError, targets: list[Path]) -> Path:
    """The target an error is about (the error may name its temporary file instead)."""
    if exc.filename2:
        return Path(exc.filename2)
    name = Path(exc.filename) if exc.filename else None
    if name is None or not is_temporary(name.name):
        return name or targets[0]
    return next((t for t in targets if resolve(t).parent == name.parent), targets[0])


@contextlib.contextmanager
def atomic_output(target: str | os.PathLike, *, force: bool = False) -> Iterator[Path]:
    """A temporary path to write ``target`` to; renamed into place when the block succeeds."""
    with atomic_outputs([target], force=force) as temps:
        yield temps[0]


# -- checking a request before any work -----------------------------------------------


def check_options(
    fmt: str,
    output: str,
    *,
    card_mm: float = DEFAULT_CARD_MM,
    bleed_mm: float = 0.0,
    dpi: float = 300.0,
) -> None:
    """Raise `UsageError` when these options cannot make an export: an empty output, an
    output whose extension is not the format's, a size or resolution out of bounds."""
    if fmt not in FILE_FORMATS + FOLDER_FORMATS:
        raise UsageError(f"unknown format {fmt!r}; choose one of pdf, svg, png, gif")
    if not output.strip():
        raise UsageError("the output is empty: say where to save the export")
    suffix = Path(output).suffix.lower()
    if fmt in FILE_FORMATS and os.path.isdir(output):
        raise UsageError(f"{output} is a folder; a {fmt.upper()} export is saved as a .{fmt} file")
    if fmt in FILE_FORMATS and suffix != f".{fmt}":
        raise UsageError(
            f"a {fmt.upper()} export is saved as a .{fmt} file; {Path(output).name!r} is not"
        )
    if fmt in FOLDER_FORMATS and suffix.lstrip(".") in FILE_FORMATS + FOLDER_FORMATS:
        raise UsageError(
            f"{fmt.upper()} files go into a folder, one per card; {Path(output).name!r} "
            "looks like a file name"
        )
    for what, value, (lo, hi) in (("card size", card_mm, CARD_MM), ("bleed", bleed_mm, BLEED_MM)):
        if not lo <= value <= hi:
            raise UsageError(f"the {what} must be {lo:g} to {hi:g} mm, not {value:g}")
    if fmt == "png":
        lo, hi = DPI
        if not lo <= dpi <= hi:
            raise UsageError(f"the resolution must be {lo:g} to {hi:g} dpi, not {dpi:g}")
        px = round((card_mm + 2 * bleed_mm) / MM_PER_INCH * dpi)
        if px > MAX_IMAGE_PX:
            raise UsageError(
                f"a {card_mm:g} mm card with {bleed_mm:g} mm bleed at {dpi:g} dpi would be "
                f"{px} pixels wide; at most {MAX_IMAGE_PX} (lower the resolution or the size)"
            )


def check_output(fmt: str, output: str | os.PathLike, *, force: bool = False) -> None:
    """Raise `ExportError` when ``output`` cannot be written (a name too long, a missing
    folder, a folder where a file is needed or the other way round), `ReadOnlyOutput`
    when it is a read-only file and not ``force``. Files inside an output folder are
    checked as they are written."""
    path = Path(output)
    for part in path.parts:
        size = len(part.encode("utf-8", "surrogateescape"))
        if size > NAME_MAX:
            what = "file name" if part == path.name else f"folder name {_short(part)!r}"
            raise ExportError(
                f"cannot write {_short(str(path))}: the {what} is too long "
                f"({size} bytes; at most {NAME_MAX})"
            )
    try:
        if fmt in FOLDER_FORMATS:
            if path.exists() and not path.is_dir():
                raise ExportError(f"cannot write into {path}: it is a file, not a folder")
            return
        _check_target(path)
        if not force and is_read_only(path):
            raise ReadOnlyOutput(path)
    except OSError as exc:
        raise _cannot(path, exc) from None


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
