"""What the tower's print and screen drawing must never do, checked on the pixels.

SVG cards are drawn back by Qt's own SVG renderer (the strictest viewer we have at
hand: it ignores some clip paths) and compared with the PNG of the same card.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from editor.games.tower.load import read_quest
from editor.games.tower.qt import printing
from editor.games.tower.qt.drawing import ensure_gui_app

LIBRARY = Path(__file__).parent.parent / "library"
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
