"""What the tower's print and screen drawing must never do, checked on the pixels.

SVG cards are drawn back by Qt's own SVG renderer (the strictest viewer we have at
hand: it ignores some clip paths) and compared with the PNG of the same card.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from editor.games.tower.load import read_quest
from editor.games.tower.qt import printing
from editor.games.tower.qt.renderer import ensure_gui_app
from editor.qt.printing import U, print_font

LIBRARY = Path(__file__).parent.parent / "library" / "tower"
AIR = LIBRARY / "tutorials" / "03-air-dwarf-elf.quest.json"


@pytest.fixture(scope="module", autouse=True)
def app():
    return ensure_gui_app()


def face_of(path: Path) -> printing.Face:
    return printing.faces(printing.QuestSource(read_quest(path), path))[0]


def far_pixels(a: QImage, b: QImage) -> float:
    """The share of pixels whose colours differ by more than half the range."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    far = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            d = max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
            far += d > 128
    return far / (a.width() * a.height())


def test_svg_card_draws_as_the_png_does(tmp_path):
    """Void hatching stays in its cells and leaves no ticks on their borders in SVG too."""
    face = face_of(AIR)
    (svg,) = printing.write_card_images([face], tmp_path, fmt="svg", card_mm=40)
    png = printing.face_image(face, card_mm=40, dpi=150)
    drawn = QImage(png.size(), QImage.Format.Format_RGB32)
    drawn.fill(QColor("#FF00FF"))
    painter = QPainter(drawn)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    assert far_pixels(drawn, png) < 0.001


def svg_titles(path: Path) -> list[tuple[float, float, str]]:
    """(x, font size, text) of each bold text drawn unscaled: the title's lines."""
    ns = "{http://www.w3.org/2000/svg}"
    out = []
    for g in ET.parse(path).getroot().iter(f"{ns}g"):
        if g.get("font-weight") == "700" and g.get("transform") == "matrix(1,0,0,1,0,0)":
            for t in g.iter(f"{ns}text"):
                out.append((float(t.get("x")), float(t.get("font-size")), "".join(t.itertext())))
    return out


def test_titles_fit_whole_at_one_size(tmp_path):
    """A long title wraps on whole words and every line fits the band; the short title
    printed with it is set at the same size."""
    long_title = "Air currents, the dwarf and the elf, and a long tail of words to wrap"
    quest = read_quest(AIR)
    quest.title = long_title
    long_face = printing.faces(printing.QuestSource(quest, tmp_path / "long.quest.json"))[0]
    short_face = face_of(LIBRARY / "tutorials" / "01-doors-and-keys.quest.json")
    card_mm = 63
    files = printing.write_card_images(
        [long_face, short_face], tmp_path, fmt="svg", card_mm=card_mm
    )
    long_lines, short_lines = (svg_titles(f) for f in files)
    assert " ".join(text for _, _, text in long_lines) == long_title
    assert [text for _, _, text in short_lines] == ["Doors, keys and armories"]
    sizes = {size for _, size, _ in long_lines + short_lines}
    assert len(sizes) == 1
    right = card_mm * U * 0.96  # the band's text margin
    for x, size, text in long_lines + short_lines:
        assert x + QFontMetricsF(print_font(size, bold=True)).horizontalAdvance(text) <= right


def test_printed_doors_carry_their_keys_colour_and_number():
    """In print, as on screen, a door is its key's colour, with its number on a white disc
    (colour alone fails in grey print)."""
    from PySide6.QtCore import QRectF

    from editor.games.tower.model import Cell, Edge, new_quest
    from editor.games.tower.qt.renderer import CELL, QuestRenderer

    scale = 2.0
    for number in range(1, 6):
        quest = new_quest(3)
        card = quest.cards[0]
        card.set_cell(0, 0, Cell("key", door=number))
        card.set_edge(1, 1, "E", Edge("door", door=number))  # upright, at x = 2 cells
        renderer = QuestRenderer(quest, style="print")
        renderer.show_tags = False
        image = QImage(round(3 * CELL * scale), round(3 * CELL * scale), QImage.Format.Format_RGB32)
        image.fill(QColor("#FFFFFF"))
        painter = QPainter(image)
        painter.scale(scale, scale)
        renderer.paint(painter, heroes=False)
        painter.end()

        def at(x: float, y: float, image: QImage = image) -> QColor:
            return image.pixelColor(round(x * scale), round(y * scale))

        art = QRectF(0, 0, CELL, CELL).adjusted(*(CELL * k for k in (0.14, 0.14, -0.14, -0.14)))
        key = at(art.left() + art.width() * 0.32, art.top() + art.height() * 0.185)  # its ring
        door = at(2 * CELL, 1.5 * CELL + 0.3 * CELL)  # the bar, beside the number's disc
        assert key.lightness() < 200, f"key {number} is not drawn in colour"
        assert door.name() == key.name(), f"door {number}: {door.name()} but its key {key.name()}"
        disc = [at(2 * CELL + dx, 1.5 * CELL + dy) for dx in range(-4, 5) for dy in range(-5, 6)]
        assert any(c.lightness() < 80 for c in disc), f"door {number} shows no number"
