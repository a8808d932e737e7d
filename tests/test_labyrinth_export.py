"""`mazewright export` of Magic Labyrinth layouts: a set-up card and five room cards, as a PDF
(read back for its pages and fonts), SVG files (parsed as XML) and PNG files (their sizes and
the ink where the walls stand); what does not apply to a layout is a usage error."""

from __future__ import annotations

import json
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pdfpages import PT_PER_MM, pdf_pages

from editor.cli.main import main
from editor.core.exporting import PAPERS, sheet_layout
from editor.games.labyrinth.load import layout_from_data
from editor.games.labyrinth.qt.printing import SETUP_ASPECT, setup_width
from editor.qt.printing import pixels

ROOT = Path(__file__).resolve().parents[1]
LAYOUT = ROOT / "library" / "labyrinth" / "03-fair-shares.labyrinth.json"
QUEST = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
NAMES = ["setup"] + [f"room-{n}" for n in range(1, 6)]


def read_layout(path: Path = LAYOUT):
    model, _diags = layout_from_data(json.loads(path.read_text()), str(path))
    return model


@pytest.mark.parametrize(("paper", "card_mm"), [("a4", 80.0), ("letter", 100.0)])
def test_pdf_has_the_setup_page_then_the_room_sheets(tmp_path, capsys, paper, card_mm):
    out = tmp_path / "fair.pdf"
    args = ["export", str(LAYOUT), "-o", str(out), "--paper", paper, "--card-mm", f"{card_mm:g}"]
    assert main([*args, "-q"]) == 0
    per_page = sheet_layout(paper, card_mm).per_page
    pages = pdf_pages(out)
    assert len(pages) == 1 + math.ceil(5 / per_page)
    w, h = PAPERS[paper]
    for pw, ph in pages:
        assert pw == pytest.approx(w * PT_PER_MM, abs=1) and ph == pytest.approx(
            h * PT_PER_MM, abs=1
        )
    raw = out.read_bytes()
    assert b"/FontFile2" in raw  # the fonts' programs are embedded
    assert f"on {len(pages)} pages" in capsys.readouterr().out


def test_svg_writes_one_file_per_card(tmp_path):
    out = tmp_path / "svg"
    assert main(["export", str(LAYOUT), "--format", "svg", "-o", str(out), "-q"]) == 0
    files = sorted(out.iterdir())
    assert [f.name for f in files] == sorted(f"03-fair-shares-{n}.svg" for n in NAMES)
    for f in files:
        root = ET.parse(f).getroot()
        assert root.tag.endswith("svg")
        assert "Fair shares" in ET.tostring(root, encoding="unicode")


def test_png_cards_have_their_size_and_the_walls_in_ink(tmp_path):
    from PySide6.QtGui import QImage

    out, dpi, card = tmp_path / "png", 100.0, 80.0
    args = ["export", str(LAYOUT), "--format", "png", "--dpi", "100", "-o", str(out), "-q"]
    assert main(args) == 0
    assert sorted(f.name for f in out.iterdir()) == sorted(f"03-fair-shares-{n}.png" for n in NAMES)
    room = QImage(str(out / "03-fair-shares-room-2.png"))
    assert (room.width(), room.height()) == (pixels(card, dpi), pixels(card, dpi))
    middle = [room.pixelColor(x, room.height() // 2).value() for x in range(room.width())]
    assert min(middle) < 60  # the big room token is drawn

    setup = QImage(str(out / "03-fair-shares-setup.png"))
    w_mm = setup_width("a4", card, 0.0)
    assert (setup.width(), setup.height()) == (
        pixels(w_mm, dpi),
        pixels(w_mm * SETUP_ASPECT, dpi),
    )
    # the plan: a square board, 0.07 of the width in from the left and 0.22 down
    layout = read_layout()
    px_per_mm = setup.width() / w_mm
    left, top = 0.07 * w_mm, 0.22 * w_mm
    cell = (w_mm - 2 * left) / layout.size

    def ink(x_mm: float, y_mm: float) -> int:
        return setup.pixelColor(round(x_mm * px_per_mm), round(y_mm * px_per_mm)).value()

    for x, y, side in sorted(layout.inner_walls()):
        if side == "E":
            at = (left + (x + 1) * cell, top + (y + 0.5) * cell)
        else:
            at = (left + (x + 0.5) * cell, top + (y + 1) * cell)
        assert ink(*at) < 80, (x, y, side)
    open_edges = [
        (x, y)
        for x in range(layout.size - 1)
        for y in range(layout.size)
        if not layout.has_wall(x, y, "E")
    ]
    x, y = open_edges[0]
    assert ink(left + (x + 1) * cell, top + (y + 0.3) * cell) > 150  # no wall: paper


def _invalid_layout(tmp_path: Path) -> Path:
    data = json.loads(LAYOUT.read_text())
    data["rooms"][0]["at"] = [0, 0]  # a room on a corner (L109)
    path = tmp_path / "bad.labyrinth.json"
    path.write_text(json.dumps(data))
    return path


def test_an_invalid_layout_is_refused_unless_forced(tmp_path, capsys):
    bad = _invalid_layout(tmp_path)
    out = tmp_path / "bad.pdf"
    assert main(["export", str(bad), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "L109" in err and "--force" in err and not out.exists()
    assert main(["export", str(bad), "-o", str(out), "--force", "-q"]) == 0
    assert "warning" in capsys.readouterr().err and out.exists()


@pytest.mark.parametrize(
    ("extra", "name"), [(["--solution"], "x.pdf"), ([], "x.gif"), (["--format", "gif"], "y.gif")]
)
def test_a_solution_of_a_layout_is_a_usage_error(tmp_path, capsys, extra, name):
    out = tmp_path / name
    assert main(["export", str(LAYOUT), "-o", str(out), *extra]) == 2
    err = capsys.readouterr().err
    assert "no solution" in err and "Traceback" not in err
    assert not out.exists()


def test_a_quest_and_a_layout_in_one_run_are_a_usage_error(tmp_path, capsys):
    out = tmp_path / "both.pdf"
    assert main(["export", str(QUEST), str(LAYOUT), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "different games" in err and "one game at a time" in err
    assert not out.exists()


def test_a_png_setup_card_too_big_is_a_usage_error(tmp_path, capsys):
    out = tmp_path / "png"
    args = ["export", str(LAYOUT), "--format", "png", "--dpi", "1200", "-o", str(out)]
    assert main(args) == 2
    assert "pixels" in capsys.readouterr().err
    assert not out.exists()


def test_the_export_dialog_leaves_layouts_out_of_a_folder_of_quests(tmp_path):
    from editor.games.tower.load import read_quest
    from editor.games.tower.qt.export_dialog import folder_sources

    quest_path = tmp_path / QUEST.name
    quest_path.write_bytes(QUEST.read_bytes())
    (tmp_path / LAYOUT.name).write_bytes(LAYOUT.read_bytes())
    quest = read_quest(quest_path)
    sources, skipped = folder_sources(quest, str(quest_path))
    assert [s.quest for s in sources] == [quest] and skipped == 0


def test_a_title_with_control_characters_makes_valid_svg_and_pdf(tmp_path, capsys):
    from editor.core.safetext import printable

    nasty = 'Maze \x1b[2J\x00 <&> "quoted" \u202e'
    data = json.loads(LAYOUT.read_text())
    data["title"] = nasty
    path = tmp_path / "nasty\x1b[2J.labyrinth.json"
    path.write_text(json.dumps(data))
    out = tmp_path / "svg"
    assert main(["export", str(path), "--format", "svg", "-o", str(out), "--force"]) == 0
    assert main(["export", str(path), "-o", str(tmp_path / "n.pdf"), "--force"]) == 0
    captured = capsys.readouterr()
    assert "\x1b" not in captured.out + captured.err
    ns = {"svg": "http://www.w3.org/2000/svg"}
    files = sorted(out.glob("*.svg"))
    assert len(files) == 6
    for file in files:
        root = ET.parse(file).getroot()  # raises on a control character
        assert root.find("svg:title", ns).text == printable(nasty)


def ink_blobs(image, top: int, bottom: int) -> list[tuple[int, int]]:
    """(width, height) of each 8-connected patch of dark pixels in rows ``top`` to ``bottom``."""
    from PySide6.QtGui import QColor

    ink = {
        (x, y)
        for y in range(top, bottom)
        for x in range(image.width())
        if QColor(image.pixel(x, y)).lightness() < 128
    }
    blobs = []
    while ink:
        todo = [ink.pop()]
        xs, ys = [], []
        while todo:
            x, y = todo.pop()
            xs.append(x)
            ys.append(y)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (x + dx, y + dy) in ink:
                        ink.remove((x + dx, y + dy))
                        todo.append((x + dx, y + dy))
        blobs.append((max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    return blobs


def test_the_setup_cards_legend_shows_every_corners_shape(qapp):
    """The board marks the four corners with four shapes (circle, square, diamond,
    hexagon); the legend's corner line shows all four, not the first alone."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from editor.games.labyrinth.model import CORNERS
    from editor.games.labyrinth.qt import printing

    card = printing.cards(printing.ExportSource(read_layout(), LAYOUT))[0]
    width = 800
    image = QImage(width, width // 3, QImage.Format.Format_RGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    printing._paint_legend(painter, card, QRectF(0, 0, width, 0), 24)
    painter.end()
    rows = [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(image.width()))
    ]
    lines, start = [], rows[0]  # the legend's lines: runs of rows with ink, blank between
    for a, b in zip(rows, [*rows[1:], None], strict=True):
        if b != a + 1:
            lines.append((start, a + 1))
            start = b
    corner_line = lines[2]
    blobs = ink_blobs(image, *corner_line)
    tallest = max(h for _, h in blobs)
    marks = [b for b in blobs if b[1] > 0.7 * tallest]
    assert len(marks) == len(CORNERS)
