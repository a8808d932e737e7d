"""Printing a mall scenario: the scenario sheet, the tile sheets with crop marks and the
action tiles (PDF, or a PNG or SVG per tile) at the tile size asked."""

import json
import math
from pathlib import Path

import pytest
from pdfpages import PT_PER_MM, pdf_pages
from PySide6.QtGui import QColor, QImage, QPainter

from editor.cli.main import main
from editor.core.exporting import (
    MARK_GAP,
    MARK_LENGTH,
    PAPERS,
    ExportRequest,
    ExportSource,
    sheet_layout,
)
from editor.games.mall.fileformat import scenario_from_dict
from editor.games.mall.hands import PLAYERS, crediting
from editor.games.mall.qt.printing import pages_of, paint_page, scenario_cards
from editor.games.mall.qt.renderer import HERO_COLOURS, ensure_gui_app
from editor.qt.printing import U, pixels

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "mall"
FULL = LIBRARY / "08-full-mall.mall.json"
FIRST = LIBRARY / "01-first-heist.mall.json"


def tiles_of(path: Path) -> int:
    return len(json.loads(path.read_text("utf-8"))["tiles"])


def action_tiles() -> int:
    """The solo deck, the hands of 2 to 4 players, one more tile for each further player."""
    return sum(len(crediting(n)) for n in (1, 2, 3, 4)) + len([n for n in PLAYERS if n > 4])


@pytest.mark.parametrize("card_mm", [80.0, 50.0])
def test_pdf_pages_sheet_tiles_and_action_tiles(tmp_path, capsys, card_mm):
    out = tmp_path / "mall.pdf"
    args = ["export", str(FULL), str(FIRST), "-o", str(out), "--card-mm", str(card_mm), "-q"]
    assert main(args) == 0
    per_page = sheet_layout("a4", card_mm).per_page
    expected = sum(1 + math.ceil(tiles_of(p) / per_page) for p in (FULL, FIRST))
    expected += math.ceil(action_tiles() / per_page)
    pages = pdf_pages(out)
    assert len(pages) == expected
    for w, h in pages:
        assert w == pytest.approx(210 * PT_PER_MM, abs=1)
        assert h == pytest.approx(297 * PT_PER_MM, abs=1)
    assert f"on {expected} pages" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("fmt", "card_mm", "bleed", "dpi"),
    [("png", 60, 0, 100), ("png", 40, 3, 200), ("svg", 70, 0, 300)],
)
def test_one_file_per_tile_at_the_size_asked(tmp_path, fmt, card_mm, bleed, dpi):
    out = tmp_path / "out"
    args = ["export", str(FIRST), "-o", str(out), "--format", fmt, "--card-mm", str(card_mm)]
    args += ["--bleed-mm", str(bleed), "--dpi", str(dpi), "-q"]
    assert main(args) == 0
    files = sorted(p.name for p in out.iterdir())
    stem = "01-first-heist"
    assert len(files) == 1 + tiles_of(FIRST) + action_tiles()
    assert f"{stem}-scenario.{fmt}" in files
    assert f"{stem}-tile-1.{fmt}" in files and f"actions-2p-1.{fmt}" in files
    tile = out / f"{stem}-tile-1.{fmt}"
    if fmt == "png":
        image = QImage(str(tile))
        assert image.width() == image.height() == pixels(card_mm + 2 * bleed, dpi)
    else:
        text = tile.read_text("utf-8")
        assert f'width="{card_mm}mm" height="{card_mm}mm"' in text
        from PySide6.QtSvg import QSvgRenderer

        ensure_gui_app()
        view = QSvgRenderer(str(tile)).viewBoxF()
        assert view.width() == pytest.approx(card_mm * U)


def page_image(page, request: ExportRequest, px_per_mm: float = 4.0) -> QImage:
    ensure_gui_app()
    w, h = PAPERS[request.paper]
    image = QImage(round(w * px_per_mm), round(h * px_per_mm), QImage.Format.Format_RGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.scale(px_per_mm / U, px_per_mm / U)
    paint_page(painter, page, request)
    painter.end()
    return image


def dark(image: QImage, x_mm: float, y_mm: float, px_per_mm: float = 4.0) -> bool:
    return QColor(image.pixel(round(x_mm * px_per_mm), round(y_mm * px_per_mm))).lightness() < 128


@pytest.mark.parametrize(("card_mm", "bleed"), [(80.0, 0.0), (55.0, 2.0)])
def test_tile_sheets_have_crop_marks_and_tiles_of_the_size_asked(card_mm, bleed):
    scenario = scenario_from_dict(json.loads(FULL.read_text("utf-8")))
    request = ExportRequest("pdf", "unused.pdf", card_mm=card_mm, bleed_mm=bleed)
    cards = scenario_cards(ExportSource(scenario, FULL))
    pages = pages_of(cards, request)
    tile_page = pages[1]
    assert all(card.kind == "tile" for card, _ in tile_page)
    image = page_image(tile_page, request)
    for _, trim in tile_page:
        mark = bleed + MARK_GAP + MARK_LENGTH / 2  # the middle of a mark, outside the corner
        assert dark(image, trim.x - mark, trim.y)  # the top-left corner's horizontal mark
        assert dark(image, trim.x, trim.y - mark)  # ... and its vertical one
        assert dark(image, trim.right + mark, trim.bottom)
        assert not dark(image, trim.x - mark, trim.y - mark)  # nothing between the two
        # the tile fills its trim box: its border wall runs along the trim lines
        assert dark(image, trim.x + 0.3, trim.y + trim.h * 0.62)
        assert dark(image, trim.right - 0.3, trim.y + trim.h * 0.62)
        assert not dark(image, trim.x - 0.4, trim.y + trim.h * 0.62)  # cut at the trim


def sheet_image(path: Path) -> QImage:
    scenario = scenario_from_dict(json.loads(path.read_text("utf-8")))
    request = ExportRequest("pdf", "unused.pdf")
    sheet = pages_of(scenario_cards(ExportSource(scenario, path)), request)[0]
    return page_image(sheet, request, 2.0)


def test_the_scenario_sheet_pictures_its_own_mall_with_its_heroes():
    full, first = sheet_image(FULL), sheet_image(FIRST)
    above_legend = full.height() - 2 * 40  # the legend, with every hero, is in the last 40 mm
    full, first = (image.copy(0, 0, image.width(), above_legend) for image in (full, first))
    dwarf = QColor(HERO_COLOURS["dwarf"])

    def has_dwarf(image: QImage) -> bool:
        return any(
            QColor(image.pixel(x, y)) == dwarf
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
        )

    assert has_dwarf(full) and not has_dwarf(first)  # the full mall's dwarf, not in the first heist
    assert full.copy(0, 160, full.width(), 300) != first.copy(0, 160, first.width(), 300)


def test_options_a_scenario_cannot_take_are_usage_errors(tmp_path, capsys):
    out = tmp_path / "x.pdf"
    assert main(["export", str(FIRST), "-o", str(out), "--solution", "-q"]) == 2
    assert main(["export", str(FIRST), "-o", str(tmp_path / "x.gif"), "-q"]) == 2
    assert main(["export", str(FIRST), "-o", str(out), "--card-mm", "260", "-q"]) == 2
    err = capsys.readouterr().err
    assert "no solution sheet" in err and "--card-mm" in err
    assert not out.exists()


def test_file_export_in_the_studio_writes_what_the_command_line_writes(qtbot, capsys, tmp_path):
    from guitest import open_window
    from PySide6.QtWidgets import QFormLayout
    from test_gui_export_generic import export_action, run_export

    from editor.gui.export_dialog import ExportDialog

    w = open_window(qtbot, FIRST)
    export_action(w).trigger()
    dialog = w.findChild(ExportDialog)
    form = next(f for f in dialog.findChildren(QFormLayout) if f.labelForField(dialog.card_mm))
    assert form.labelForField(dialog.card_mm).text() == "Tile size"
    out = tmp_path / "gui.pdf"
    dialog.output.setText(str(out))
    summary = run_export(qtbot, dialog)
    by_cli = tmp_path / "cli.pdf"
    assert main(["export", str(FIRST), "-o", str(by_cli), "-q"]) == 0
    said = capsys.readouterr().out.strip()
    assert pdf_pages(out) == pdf_pages(by_cli)
    assert summary == said.replace(str(by_cli), str(out))
    dialog.close()
    w.close()


def test_the_scenario_sheets_legend_names_every_mark_the_mall_shows(tmp_path):
    """Beside the spaces and the heroes: the escalator, the '?' of an unexplored place and
    a tile's entry arrow, each drawn by the renderer above its name."""
    import re

    out = tmp_path / "svg"
    assert main(["export", str(FIRST), "-o", str(out), "--format", "svg", "-q"]) == 0
    sheet = (out / "01-first-heist-scenario.svg").read_text("utf-8")
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", sheet)
    for words in ("escalator", "unexplored", "entry", "vortex", "explore", "elf"):
        assert words in texts
    from PySide6.QtCore import QRectF

    from editor.games.mall.qt.printing import legend_rows
    from editor.games.mall.qt.renderer import MallRenderer

    scenario = scenario_from_dict(json.loads(FIRST.read_text("utf-8")))
    renderer = MallRenderer(scenario, "print", cell=40)
    for row in legend_rows(renderer):
        for words, paint in row:
            image = QImage(100, 100, QImage.Format.Format_RGB32)
            image.fill(QColor("#FFFFFF"))
            painter = QPainter(image)
            paint(painter, QRectF(10, 10, 80, 80))
            painter.end()
            drawn = [image.pixel(x, y) != image.pixel(0, 0) for y in range(100) for x in range(100)]
            assert sum(drawn) > 30, f"the legend's {words!r} draws nothing"


def library_tiles():
    for path in sorted(LIBRARY.glob("*.mall.json")):
        for tile in scenario_from_dict(json.loads(path.read_text("utf-8"))).tiles:
            yield path.name, tile


def test_a_printed_tiles_id_hides_no_wall():
    """Every wall of every library tile shows in ink along its whole length, ends and all
    (the id in the tile's middle hid the walls that end there)."""
    from PySide6.QtCore import QRectF

    from editor.games.mall.qt.renderer import paint_tile

    ensure_gui_app()
    side, unit = 400, 100  # pixels, and pixels per space
    for name, tile in library_tiles():
        image = QImage(side, side, QImage.Format.Format_RGB32)
        image.fill(QColor("#FFFFFF"))
        painter = QPainter(image)
        paint_tile(painter, tile, QRectF(0, 0, side, side))
        painter.end()
        for x, y, wall in tile.walls:
            (ax, ay), (bx, by) = {
                "N": ((x, y), (x + 1, y)),
                "S": ((x, y + 1), (x + 1, y + 1)),
                "W": ((x, y), (x, y + 1)),
                "E": ((x + 1, y), (x + 1, y + 1)),
            }[wall]
            for k in range(11):
                px = min(side - 1, round((ax + (bx - ax) * k / 10) * unit))
                py = min(side - 1, round((ay + (by - ay) * k / 10) * unit))
                assert QColor(image.pixel(px, py)).lightness() < 100, (name, tile.id, x, y, wall)


def test_a_tiles_id_badge_covers_no_symbol_escalator_or_wall():
    """The badge sits inside one space, clear of the walls along its borders, of every
    symbol's square and of every escalator's band."""
    from PySide6.QtCore import QLineF, QRectF

    from editor.games.mall.model import Scenario
    from editor.games.mall.qt.board import Piece
    from editor.games.mall.qt.renderer import ID_CLEARANCE, WALL_WIDTH, MallRenderer

    ensure_gui_app()
    c = 100.0
    for name, tile in library_tiles():
        renderer = MallRenderer(Scenario(tiles=[tile]), "print", c)
        badge, text = renderer.id_badge(Piece(tile, (0.0, 0.0), 0, "deck"))
        assert text == tile.id, (name, tile.id)
        half = WALL_WIDTH / 2 * c
        walled = badge.adjusted(-half, -half, half, half)
        x, y = int(badge.center().x() // c), int(badge.center().y() // c)
        assert QRectF(x * c, y * c, c, c).contains(walled), (name, tile.id)
        for space in tile.spaces:
            if space.type != "floor":
                square = QRectF(space.at[0] * c, space.at[1] * c, c, c)
                assert not badge.intersects(square), (name, tile.id, space)
        d = ID_CLEARANCE * c
        grown = badge.adjusted(-d, -d, d, d)
        for a, b in tile.escalators:
            line = QLineF((a[0] + 0.5) * c, (a[1] + 0.5) * c, (b[0] + 0.5) * c, (b[1] + 0.5) * c)
            assert not any(grown.contains(line.pointAt(k / 50)) for k in range(51)), (name, tile.id)
