"""The shared quest renderer: styles, layouts and hero positions reach the pixels."""

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from editor.games.tower.load import read_quest
from editor.games.tower.model import DOOR_NUMBERS, HEROES, LISTED_CELL_TYPES, Cell, new_quest
from editor.games.tower.qt.renderer import (
    CELL,
    STYLE_NAMES,
    QuestRenderer,
    art,
    cell_art_name,
    ensure_gui_app,
)

EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"


@pytest.fixture(scope="module", autouse=True)
def app():
    return ensure_gui_app()


def pixel(image, X, Y, scale=1.0, margin=CELL * 0.25, fx=0.5, fy=0.5) -> QColor:
    """Colour at a point of global cell (X, Y) in an image from `render_image`."""
    x = (margin + (X + fx) * CELL) * scale
    y = (margin + (Y + fy) * CELL) * scale
    return image.pixelColor(int(x), int(y))


def test_every_element_has_art():
    for hero in HEROES:
        assert art(f"hero-{hero}") is not None
        assert art(cell_art_name(Cell("exit", hero=hero))) is not None
        assert art(cell_art_name(Cell("armory", hero=hero))) is not None
    for n in DOOR_NUMBERS:
        assert art(f"key-{n}") is not None and art(f"door-{n}") is not None
    for t in LISTED_CELL_TYPES:
        assert art(cell_art_name(Cell(t))) is not None
    for name in ("wall", "double-wall", "narrow", "air", "void", "floor", "exit"):
        assert art(name) is not None


def test_styles_differ_and_print_is_white():
    quest = read_quest(EXAMPLE)
    images = {s: QuestRenderer(quest, style=s).render_image(0.5) for s in STYLE_NAMES}
    # floor cell (3, 1) of the example
    floors = {s: pixel(img, 3, 1, 0.5, fx=0.3, fy=0.3).name() for s, img in images.items()}
    assert floors["print"] == "#ffffff"
    assert len(set(floors.values())) == 3
    light = pixel(images["screen-light"], 3, 1, 0.5, fx=0.3, fy=0.3).lightness()
    dark = pixel(images["screen-dark"], 3, 1, 0.5, fx=0.3, fy=0.3).lightness()
    assert light > 180 > 100 > dark
    with pytest.raises(ValueError):
        QuestRenderer(quest, style="neon")


def test_layout_and_hero_positions_move_what_is_drawn():
    quest = new_quest(3, (2, 1), ["A", "B"])
    quest.cards[0].set_cell(0, 0, Cell("void"))
    quest.move_hero("elf", "A", (2, 2))
    plain = QuestRenderer(quest).render_image()
    void = pixel(plain, 0, 0, fx=0.75, fy=0.75)
    assert pixel(plain, 3, 0, fx=0.75, fy=0.75) != void
    # card A shown in slot (1, 0), turned twice: its (0, 0) is drawn at global (5, 2)
    turned = QuestRenderer(quest, layout=(((1, 0), 2), ((0, 0), 0))).render_image()
    assert pixel(turned, 5, 2, fx=0.75, fy=0.75) == void
    # heroes are drawn where the caller says (the elf's green), not at their start
    elf = QColor("#2E9443")
    moved = QuestRenderer(quest, heroes={"elf": (4, 1)}).render_image()
    assert pixel(moved, 4, 1, fx=0.3, fy=0.5) == elf
    assert pixel(moved, 2, 2, fx=0.3, fy=0.5) != elf
    assert pixel(plain, 2, 2, fx=0.3, fy=0.5) == elf
