"""Picking on a labyrinth board, worked by hand (board units: one unit is one square)."""

import pytest

from editor.games.labyrinth.model import edge_squares
from editor.games.labyrinth.picking import (
    EDGE_TOLERANCE,
    Pick,
    crossed_edges,
    pick,
    square_at,
    stroke_edges,
)


def test_centre_of_a_square_picks_the_square_and_no_edge():
    assert pick(6, 2.5, 3.5) == Pick((2, 3), None)
    assert square_at(6, 2.5, 3.5) == (2, 3)


@pytest.mark.parametrize(
    ("x", "y", "edge"),
    [
        (2.5, 3.1, (2, 2, "S")),  # near the north side: the south side of the square above
        (2.9, 3.5, (2, 3, "E")),  # near the east side
        (2.5, 3.9, (2, 3, "S")),  # near the south side
        (2.1, 3.5, (1, 3, "E")),  # near the west side: the east side of the square to the west
    ],
)
def test_near_each_side_picks_that_side_as_a_canonical_edge(x, y, edge):
    assert pick(6, x, y) == Pick((2, 3), edge)


def test_just_beyond_the_tolerance_picks_no_edge():
    assert pick(6, 2.5, 3 + EDGE_TOLERANCE + 0.01).edge is None
    assert pick(6, 2.5, 3.05, tolerance=0.01).edge is None


def test_near_a_corner_the_nearer_side_wins_and_a_tie_goes_to_the_first_of_n_e_s_w():
    assert pick(6, 2.05, 3.1).edge == (1, 3, "E")  # west side nearer than north
    assert pick(6, 2.1, 3.05).edge == (2, 2, "S")  # north side nearer than west
    assert pick(6, 2.05, 3.05).edge == (2, 2, "S")  # equal: N before W
    assert pick(6, 2.95, 3.95).edge == (2, 3, "E")  # equal: E before S


def test_outside_the_board_picks_nothing():
    for x, y in [(-0.1, 2.5), (2.5, -0.01), (6.0, 2.5), (2.5, 6.2), (-3, -3), (7, 7)]:
        assert pick(6, x, y) is None
        assert square_at(6, x, y) is None


def test_the_rim_is_never_an_inner_edge():
    # right against the rim on each side: no edge, even with a large tolerance
    assert pick(6, 2.5, 0.01, tolerance=0.45) == Pick((2, 0), None)
    assert pick(6, 5.99, 2.5, tolerance=0.45) == Pick((5, 2), None)
    assert pick(6, 2.5, 5.99, tolerance=0.45) == Pick((2, 5), None)
    assert pick(6, 0.01, 2.5, tolerance=0.45) == Pick((0, 2), None)
    # in a board corner the inner side is picked though the rim is nearer
    assert pick(6, 0.02, 0.9) == Pick((0, 0), (0, 0, "S"))
    assert pick(6, 5.1, 5.98) == Pick((5, 5), (4, 5, "E"))
    # every point of a fine grid over the board picks an edge with both squares on it
    for i in range(0, 300):
        for j in range(0, 300, 7):
            p = pick(6, i / 50, j / 50, tolerance=0.45)
            if p is not None and p.edge is not None:
                assert all(0 <= c < 6 for sq in edge_squares(p.edge) for c in sq)


def test_a_stroke_along_a_grid_line_paints_that_line_in_order():
    # along the line between rows 1 and 2, from the middle of column 0 to the middle of column 3
    assert stroke_edges(6, (0.5, 2.0), (3.5, 2.0)) == [(x, 1, "S") for x in range(4)]
    # backwards: the same edges, in the order the stroke reaches them
    assert stroke_edges(6, (3.5, 2.0), (0.5, 2.0)) == [(x, 1, "S") for x in range(3, -1, -1)]
    # a vertical stroke a little off the line between columns 3 and 4
    assert stroke_edges(6, (4.1, 0.5), (3.95, 2.5)) == [(3, 0, "E"), (3, 1, "E"), (3, 2, "E")]


def test_a_wobbly_stroke_never_paints_the_edges_across_it():
    # 0.1 off the grid line, passing grid corners (1, 2), (2, 2), (3, 2): no vertical edge
    assert stroke_edges(6, (0.5, 2.1), (3.5, 1.9)) == [(x, 1, "S") for x in range(4)]


def test_a_stroke_turning_a_corner_paints_both_legs_only():
    first = stroke_edges(6, (1.5, 2.0), (3.0, 2.0))
    second = stroke_edges(6, (3.0, 2.0), (3.0, 3.5))
    assert first == [(1, 1, "S"), (2, 1, "S")]
    assert second == [(2, 2, "E"), (2, 3, "E")]


def test_a_stroke_on_the_rim_or_off_the_board_paints_nothing():
    assert stroke_edges(6, (0.0, 0.5), (0.0, 5.5)) == []  # along the west rim
    assert stroke_edges(6, (-2.0, -1.0), (-0.5, 7.0)) == []
    assert stroke_edges(6, (6.0, 0.0), (6.0, 6.0)) == []
    # a stroke leaving the board keeps the inner edges it passed
    assert stroke_edges(6, (4.5, 3.0), (9.0, 3.0)) == [(4, 2, "S"), (5, 2, "S")]


def test_a_click_stroke_paints_the_edge_picked_away_from_corners():
    assert stroke_edges(6, (2.5, 3.1), (2.5, 3.1)) == [pick(6, 2.5, 3.1).edge]
    assert stroke_edges(6, (2.05, 3.05), (2.05, 3.05)) == []  # a grid corner belongs to no edge


def test_stroke_tolerance_must_leave_room_at_the_corners():
    with pytest.raises(ValueError, match="under 0.5"):
        stroke_edges(6, (0, 0), (1, 1), tolerance=0.5)


def test_a_segment_crosses_the_edges_between_the_squares_it_walks_through():
    assert crossed_edges(6, (0.5, 0.5), (3.5, 0.5)) == [(0, 0, "E"), (1, 0, "E"), (2, 0, "E")]
    assert crossed_edges(6, (3.5, 0.5), (0.5, 0.5)) == [(2, 0, "E"), (1, 0, "E"), (0, 0, "E")]
    assert crossed_edges(6, (1.5, 4.5), (1.5, 2.5)) == [(1, 3, "S"), (1, 2, "S")]
    # a diagonal through squares (0,0) (1,0) (1,1) (2,1): x crossed at y=0.75, y at x=1.5
    assert crossed_edges(6, (0.5, 0.5), (2.5, 1.5)) == [(0, 0, "E"), (1, 0, "S"), (1, 1, "E")]
    # exactly through a grid corner: east first
    assert crossed_edges(6, (0.5, 0.5), (1.5, 1.5)) == [(0, 0, "E"), (1, 0, "S")]
    assert crossed_edges(6, (2.2, 2.7), (2.8, 2.3)) == []  # inside one square


def test_crossing_the_rim_is_left_out():
    assert crossed_edges(6, (-1.5, 0.5), (1.5, 0.5)) == [(0, 0, "E")]
    assert crossed_edges(6, (5.5, 5.5), (5.5, 8.5)) == []


def test_the_headless_core_loads_without_qt_and_imports_no_gui_and_no_other_game():
    import subprocess
    import sys

    code = (
        "import sys; import editor.games.labyrinth.picking, editor.games.labyrinth.palette; "
        "import editor.games.labyrinth.play, editor.games.labyrinth.results; "
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'editor.gui', 'editor.games.tower'))]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_module_of_the_game_imports_the_gui_or_the_tower():
    import ast
    from pathlib import Path

    import editor.games.labyrinth as game

    folder = Path(game.__file__).parent
    for source in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                assert not any(part in ("gui", "tower") for part in name.split(".")), (
                    source,
                    name,
                )
