"""The labyrinth renderer draws real pixels: walls, open edges, heat, paths, wizards, styles."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from editor.core.styles import STYLE_NAMES
from editor.games.labyrinth.fileformat import loads
from editor.games.labyrinth.model import Layout
from editor.games.labyrinth.palette import PALETTES
from editor.games.labyrinth.picking import is_inner, pick
from editor.games.labyrinth.qt import LabyrinthRenderer, render_image
from editor.games.labyrinth.qt.renderer import heat_colour
from editor.games.labyrinth.search import distance_map, shortest_path

LIBRARY = sorted((Path(__file__).parent.parent / "library" / "labyrinth").glob("*.labyrinth.json"))
SIZE_PX = 520


def load(path: Path) -> Layout:
    return loads(path.read_text(encoding="utf-8"))


def fair_shares() -> Layout:
    return load(next(p for p in LIBRARY if p.name.startswith("03-")))


def pixel(image: QImage, layout: Layout, bx: float, by: float, style="screen-light") -> QColor:
    """The image's colour at board point (bx, by), in board units."""
    r = LabyrinthRenderer(layout, style)
    rect = r.image_rect()
    scale = image.width() / rect.width()
    x = (bx * r.cell - rect.left()) * scale
    y = (by * r.cell - rect.top()) * scale
    return image.pixelColor(int(x), int(y))


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def edge_middle(edge) -> tuple[float, float]:
    x, y, side = edge
    return (x + 1.0, y + 0.5) if side == "E" else (x + 0.5, y + 1.0)


def open_edges(layout: Layout):
    for x, y in layout.squares():
        for side in ("E", "S"):
            edge = (x, y, side)
            if is_inner(layout.size, edge) and edge not in layout.walls:
                yield edge


def test_the_library_has_layouts_to_draw():
    assert len(LIBRARY) >= 7


@pytest.mark.parametrize("style", STYLE_NAMES)
@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.name.split(".")[0])
def test_every_library_layout_draws_in_every_style(qapp, path, style):
    layout = load(path)
    corners = layout.corners
    heat = distance_map(layout, corners["NW"])
    route = shortest_path(layout, corners["NW"], layout.rooms[5])

    def overlay(r, painter):
        r.paint_path(painter, route)
        r.paint_wizards(painter, corners, tokens={"NW": 2})
        r.paint_highlight(painter, (1, 1), (1, 1, "E"))

    for walls in ("shown", "hidden", "ghost"):
        image = render_image(layout, None, SIZE_PX, style, walls=walls, heat=heat, overlay=overlay)
        assert (image.width(), image.height()) == (SIZE_PX, SIZE_PX)
    ink = QColor(PALETTES[style].ink)
    image = render_image(layout, None, SIZE_PX, style)
    for wall in layout.walls:
        assert distance(pixel(image, layout, *edge_middle(wall)), ink) < 40, wall
    for edge in open_edges(layout):
        assert distance(pixel(image, layout, *edge_middle(edge)), ink) > 150, edge


def test_a_wall_edge_is_dark_and_an_open_edge_is_not(qapp):
    layout = fair_shares()
    image = render_image(layout, None, SIZE_PX, "screen-light")
    assert (2, 0, "E") in layout.walls and (0, 0, "E") not in layout.walls
    assert pixel(image, layout, *edge_middle((2, 0, "E"))).lightness() < 60
    assert pixel(image, layout, *edge_middle((0, 0, "E"))).lightness() > 170
    # the rim is drawn all round, also where no wall meets it
    for bx, by in [(0.0, 3.5), (6.0, 3.5), (3.5, 0.0), (3.5, 6.0), (0.0, 0.0), (6.0, 6.0)]:
        assert pixel(image, layout, bx, by).lightness() < 60


def wall_bends(layout: Layout):
    """Grid corners where exactly two walls meet at a right angle, with the two directions."""
    arms: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for x, y, side in layout.walls:
        a, b = ((x + 1, y), (x + 1, y + 1)) if side == "E" else ((x, y + 1), (x + 1, y + 1))
        arms.setdefault(a, []).append((b[0] - a[0], b[1] - a[1]))
        arms.setdefault(b, []).append((a[0] - b[0], a[1] - b[1]))
    for vertex, directions in arms.items():
        if len(directions) == 2 and directions[0] != (-directions[1][0], -directions[1][1]):
            yield vertex, directions


def test_walls_meet_without_a_notch_where_they_bend(qapp):
    layout = fair_shares()
    bends = list(wall_bends(layout))
    assert len(bends) >= 5
    image = render_image(layout, None, SIZE_PX, "screen-light")
    for (vx, vy), ((ax, ay), (bx, by)) in bends:
        # just outside the bend, away from both arms: inside a round join, outside a flat one
        out = (vx - 0.035 * (ax + bx), vy - 0.035 * (ay + by))
        assert pixel(image, layout, *out).lightness() < 60, (vx, vy)


@pytest.mark.parametrize("style", STYLE_NAMES)
def test_hidden_walls_draw_no_wall_pixels(qapp, style):
    layout = fair_shares()
    bare = layout.copy()
    bare.walls = set()
    hidden = render_image(layout, None, SIZE_PX, style, walls="hidden")
    assert hidden == render_image(bare, None, SIZE_PX, style)
    assert render_image(layout, None, SIZE_PX, style) != hidden
    ghost = render_image(layout, None, SIZE_PX, style, walls="ghost")
    assert ghost not in (hidden, render_image(layout, None, SIZE_PX, style))


def test_ghost_walls_are_fainter_than_shown_walls(qapp):
    layout = fair_shares()
    floor = QColor(PALETTES["screen-light"].floor)
    shown = render_image(layout, None, SIZE_PX, "screen-light")
    ghost = render_image(layout, None, SIZE_PX, "screen-light", walls="ghost")
    at = edge_middle((2, 0, "E"))
    assert (
        0 < distance(pixel(ghost, layout, *at), floor) < distance(pixel(shown, layout, *at), floor)
    )


def test_heat_map_tints_near_and_far_squares_differently(qapp):
    layout = fair_shares()
    heat = distance_map(layout, (0, 0))
    farthest = max(heat, key=heat.get)
    assert heat[(0, 0)] == 0 and heat[farthest] > 10
    image = render_image(layout, None, SIZE_PX, "screen-light", heat=heat)
    pal = PALETTES["screen-light"]
    # a spot of each square clear of numbers, tokens and badges
    near = pixel(image, layout, 0.5, 0.86)
    far = pixel(image, layout, farthest[0] + 0.5, farthest[1] + 0.86)
    assert distance(near, far) > 150
    assert distance(near, heat_colour(pal, 0, heat[farthest])) < 8
    assert distance(far, heat_colour(pal, heat[farthest], heat[farthest])) < 8


def test_heat_map_hatches_unreachable_squares(qapp):
    # square (1, 1) walled in on all four sides (an illegal layout still draws)
    layout = Layout(size=4, walls={(1, 0, "S"), (0, 1, "E"), (1, 1, "E"), (1, 1, "S")})
    heat = distance_map(layout, (0, 0))
    assert (1, 1) not in heat
    image = render_image(layout, None, 400, "screen-light", heat=heat)
    pal = PALETTES["screen-light"]
    samples = [pixel(image, layout, 1.2 + i * 0.03, 1.5) for i in range(20)]
    assert any(distance(c, QColor(pal.hatch)) < 30 for c in samples)
    assert any(distance(c, QColor(pal.unreachable)) < 30 for c in samples)


def test_path_is_drawn_through_square_centres(qapp):
    layout = fair_shares()
    route = shortest_path(layout, (0, 0), layout.rooms[5])
    pal = PALETTES["screen-light"]

    def overlay(r, painter):
        r.paint_path(painter, route)

    image = render_image(layout, None, SIZE_PX, "screen-light", overlay=overlay)
    plain = render_image(layout, None, SIZE_PX, "screen-light")
    (ax, ay), (bx, by) = route[1], route[2]
    middle = ((ax + bx) / 2 + 0.5, (ay + by) / 2 + 0.5)
    assert distance(pixel(image, layout, *middle), QColor(pal.path)) < 30
    assert distance(pixel(plain, layout, *middle), QColor(pal.path)) > 150


def test_two_wizards_on_one_square_stand_side_by_side(qapp):
    layout = fair_shares()
    pal = PALETTES["screen-light"]
    renderer = LabyrinthRenderer(layout)
    (left, r1), (right, r2) = renderer.wizard_centres((3, 3), 2)
    assert left.y() == right.y() and right.x() - left.x() >= r1 + r2

    def overlay(r, painter):
        r.paint_wizards(painter, {"NW": (3, 3), "NE": (3, 3)})

    image = render_image(layout, None, SIZE_PX, "screen-light", overlay=overlay)
    for corner, (centre, radius) in zip(("NW", "NE"), ((left, r1), (right, r2)), strict=True):
        spot = centre + QPointF(0, radius * 0.7)
        colour = pixel(image, layout, spot.x() / renderer.cell, spot.y() / renderer.cell)
        assert distance(colour, QColor(pal.players[corner])) < 30, corner


def test_print_style_uses_no_colour(qapp):
    layout = fair_shares()
    heat = distance_map(layout, (0, 0))

    def overlay(r, painter):
        r.paint_path(painter, shortest_path(layout, (0, 0), layout.rooms[5]))
        r.paint_wizards(painter, layout.corners)
        r.paint_highlight(painter, (2, 2), (2, 2, "E"))

    image = render_image(layout, None, 300, "print", heat=heat, overlay=overlay)
    for y in range(0, 300, 3):
        for x in range(0, 300, 3):
            c = image.pixelColor(x, y)
            assert max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) <= 2


def test_geometry_matches_picking(qapp):
    layout = fair_shares()
    r = LabyrinthRenderer(layout, cell=50)
    assert r.board_rect().width() == r.board_rect().height() == 300
    assert r.square_rect((2, 3)).topLeft() == QPointF(100, 150)
    line = r.edge_line((2, 3, "E"))
    assert (line.p1(), line.p2()) == (QPointF(150, 150), QPointF(150, 200))
    line = r.edge_line((2, 3, "S"))
    assert (line.p1(), line.p2()) == (QPointF(100, 200), QPointF(150, 200))
    mid = line.center() + QPointF(0, -3)
    assert pick(layout.size, *r.to_board(mid)).edge == (2, 3, "S")


def test_render_image_writes_the_file(qapp, tmp_path):
    layout = fair_shares()
    target = tmp_path / "board.png"
    image = render_image(layout, target, 200, "screen-dark")
    saved = QImage(str(target))
    assert (saved.width(), saved.height()) == (200, 200)
    assert saved.convertToFormat(image.format()) == image
    assert [p.name for p in tmp_path.iterdir()] == ["board.png"]


def test_bad_arguments_get_clear_messages(qapp, tmp_path):
    layout = fair_shares()
    with pytest.raises(ValueError, match="unknown style 'neon'"):
        render_image(layout, None, 100, "neon")
    with pytest.raises(ValueError, match="walls must be one of shown, hidden, ghost"):
        render_image(layout, None, 100, walls="faint")
    with pytest.raises(ValueError, match="at least 1 pixel"):
        render_image(layout, None, 0)
    with pytest.raises(OSError, match="cannot write the image"):
        render_image(layout, tmp_path / "board.nosuchformat", 100)


def test_a_broken_layout_still_draws_what_it_can(qapp):
    # a wall on the rim and a room off the board, as the lenient loader may keep
    layout = Layout(size=3, walls={(2, 1, "E"), (0, 0, "E")}, rooms={1: (1, 1), 2: (7, 7)})
    heat = distance_map(layout, (9, 9))  # a source off the board: nothing reachable
    assert heat == {}
    image = render_image(layout, None, 300, "screen-light", heat=heat)
    assert pixel(image, layout, *edge_middle((0, 0, "E"))).lightness() < 60
    assert pixel(image, layout, 1.5, 1.5) != pixel(image, layout, 1.5, 0.5)  # room 1's token
