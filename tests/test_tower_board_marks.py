"""The tower board's marks can neither be confused nor hide each other, nor leave the board.

Boards are drawn by the one renderer into images whose origin we choose, so a board
point maps to a known pixel; what a mark covers is found by drawing with and without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.games.tower.load import read_quest
from editor.games.tower.model import Cell, Edge, new_quest
from editor.games.tower.qt.renderer import CELL, QuestRenderer, ensure_gui_app, narrow_shape

LIBRARY = Path(__file__).parent.parent / "library" / "tower"
MARGIN = CELL  # board units of background drawn around the board
SCALE = 2.0


@pytest.fixture(scope="module", autouse=True)
def app():
    return ensure_gui_app()


def draw(renderer: QuestRenderer) -> QImage:
    """The renderer's whole drawing, the board's corner at (MARGIN, MARGIN) x SCALE."""
    rect = renderer.board_rect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    image = QImage(
        int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format.Format_RGB32
    )
    image.fill(QColor(renderer.style.background))
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    painter.translate(MARGIN, MARGIN)
    renderer.paint(painter)
    painter.end()
    return image


def at(image: QImage, x: float, y: float) -> QColor:
    """The colour at board point (x, y)."""
    return image.pixelColor(int((x + MARGIN) * SCALE), int((y + MARGIN) * SCALE))


def changed(a: QImage, b: QImage) -> list[QPointF]:
    """Board points (pixel centres) where two drawings differ."""
    out = []
    for py in range(a.height()):
        for px in range(a.width()):
            if a.pixel(px, py) != b.pixel(px, py):
                out.append(QPointF((px + 0.5) / SCALE - MARGIN, (py + 0.5) / SCALE - MARGIN))
    return out


def renderer_of(quest, **flags) -> QuestRenderer:
    r = QuestRenderer(quest, style="screen-light")
    for name, value in flags.items():
        setattr(r, name, value)
    return r


# -- walls --------------------------------------------------------------------------------


def walled_quest():
    """3x3: walls across the board under row 0 (reaching the outline at both ends), an
    L of walls around the centre cell's north-west corner, an L of double walls at its
    south-east corner."""
    q = new_quest(3)
    card = q.cards[0]
    for x in range(3):
        card.set_edge(x, 0, "S", Edge("wall"))
    card.set_edge(0, 2, "N", Edge("wall"))
    card.set_edge(0, 2, "E", Edge("wall"))
    card.set_edge(1, 1, "E", Edge("double-wall"))
    card.set_edge(1, 1, "S", Edge("double-wall"))
    q.heroes.clear()
    return q


def test_walls_stay_inside_the_board_outline():
    renderer = renderer_of(walled_quest(), show_tags=False)
    image = draw(renderer)
    board = renderer.board_rect()
    outline = CELL * 0.03 + 1  # half the outline's pen, and a pixel of anti-aliasing
    background = QColor(renderer.style.background).rgb()
    outside = [
        p
        for p in changed(image, draw(renderer_of(new_quest(3), show_tags=False)))
        if not board.adjusted(-outline, -outline, outline, outline).contains(p)
    ]
    assert outside == []
    # and the walls are there: the drawing differs from an empty board's near them
    assert at(image, CELL * 1.5, CELL).rgb() != background


def test_wall_corners_join():
    renderer = renderer_of(walled_quest(), show_tags=False)
    image = draw(renderer)
    ink = QColor(renderer.style.ink).rgb()
    # walls N and E of cell (0, 2) meet at (1, 2) x CELL: the corner's outer point is ink
    d = CELL * 0.05
    assert at(image, CELL + d, CELL * 2 - d).rgb() == ink
    # double walls E and S of cell (1, 1) meet at (2, 2) x CELL: both lines turn the corner
    line = CELL * 0.055  # each line's centre, off the edge
    assert at(image, CELL * 2 + line, CELL * 2 + line).rgb() == ink
    assert at(image, CELL * 2 - line, CELL * 2 - line).rgb() == ink
    assert at(image, CELL * 2, CELL * 2).rgb() != ink  # the gap between the lines turns too


# -- narrow passages and air currents -------------------------------------------------------


def test_a_narrow_passage_has_no_point():
    """An arrowhead tapers; a narrow passage's bars are as thick at the edge's ends as
    further in, and it is open in the middle."""
    shape = narrow_shape(QLineF(0, 0, CELL, 0), CELL)

    def thickness(x: float) -> float:
        ys = [y / 10 for y in range(-300, 300) if shape.contains(QPointF(x, y / 10))]
        return max(ys) - min(ys) if ys else 0.0

    ends = [thickness(CELL * f) for f in (0.02, 0.1, 0.2, 0.98, 0.9, 0.8)]
    assert min(ends) > 0 and max(ends) - min(ends) < 0.5
    assert thickness(CELL * 0.5) == 0.0


def test_air_currents_keep_clear_of_cell_symbols_and_heroes():
    q = new_quest(3)
    card = q.cards[0]
    card.set_cell(1, 1, Cell("key", door=1))
    card.set_cell(2, 1, Cell("ladder"))
    q.move_hero("elf", "A", (1, 0))
    plain = draw(renderer_of(q, show_tags=False))
    for side in "NESW":
        card.set_edge(1, 1, side, Edge("air"))
    windy = draw(renderer_of(q, show_tags=False))
    points = changed(plain, windy)
    assert points
    strip = CELL * 0.14  # symbols and heroes are drawn this far inside their cells
    centre = QRectF(CELL + strip, CELL + strip, CELL - 2 * strip, CELL - 2 * strip)
    for p in points:
        assert not centre.contains(p), p
        # nor inside the neighbours' symbol areas
        for X, Y in ((1, 0), (2, 1), (1, 2), (0, 1)):
            box = QRectF(X * CELL + strip, Y * CELL + strip, CELL - 2 * strip, CELL - 2 * strip)
            assert not box.contains(p), p


# -- the card tab and the coordinates ---------------------------------------------------------


def test_the_card_tab_covers_no_cell():
    """Tutorial 01's elf stands in the top-left cell, where the tab used to be."""
    quest = read_quest(LIBRARY / "tutorials" / "01-doors-and-keys.quest.json")
    with_tabs = draw(renderer_of(quest, show_tags=True))
    without = draw(renderer_of(quest, show_tags=False))
    diff = changed(with_tabs, without)
    assert diff  # the tab is drawn
    board = renderer_of(quest).board_rect()
    assert not any(board.contains(p) for p in diff)


def test_epic_tabs_sit_outside_the_board_and_apart():
    quest = read_quest(LIBRARY / "epics" / "01-turning-tower.quest.json")
    renderer = renderer_of(quest, coordinates=True)
    tabs = [renderer.tag_rect(c.id) for c in quest.cards]
    board = renderer.board_rect()
    labels = [box for box, _ in renderer.coordinate_labels()]
    for i, tab in enumerate(tabs):
        assert not tab.intersects(board)
        assert not any(tab.intersects(box) for box in labels)
        assert not any(tab.intersects(other) for other in tabs[i + 1 :])


def test_coordinates_number_the_columns_above_and_the_rows_left():
    q = new_quest(3, (2, 1), ["A", "B"])
    renderer = renderer_of(q, coordinates=True, show_tags=False)
    labels = renderer.coordinate_labels()
    top = [(box, text) for box, text in labels if box.bottom() <= 0]
    left = [(box, text) for box, text in labels if box.right() <= 0]
    assert [t for _, t in top] == [str(X) for X in range(6)]
    assert [t for _, t in left] == [str(Y) for Y in range(3)]
    assert all(abs(box.center().x() - (X + 0.5) * CELL) < 1e-6 for X, (box, _) in enumerate(top))
    # each number is drawn: its box holds ink that the drawing without coordinates lacks
    image = draw(renderer)
    bare = draw(renderer_of(q, coordinates=False, show_tags=False))
    diff = changed(image, bare)
    for box, _ in top + left:
        assert any(box.contains(p) for p in diff)


def scene_image(scene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_the_editor_shows_the_coordinates_also_in_play_mode(qtbot):
    from guitest import open_window

    w = open_window(qtbot, LIBRARY / "tutorials" / "03-air-dwarf-elf.quest.json")
    scene, renderer = w.editor.scene, w.editor.renderer
    labels = renderer.coordinate_labels()
    assert len(labels) == 10
    assert all(scene.sceneRect().contains(box) for box, _ in labels)

    def inked(image: QImage) -> bool:
        return any(
            image.pixelColor(x, y).lightness() < 160
            for y in range(image.height())
            for x in range(image.width())
        )

    assert all(inked(scene_image(scene, box)) for box, _ in labels)
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play_dock.active
    assert all(inked(scene_image(scene, box)) for box, _ in labels)
