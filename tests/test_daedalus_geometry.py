"""Daedalus: the polar geometry (fields, walls at a phase, picking), in screen coordinates."""

from __future__ import annotations

import math
import random

import pytest
from shapely.affinity import rotate

from editor.games.daedalus.geometry import ARC, CHAMBER_SHARE, EXIT_BAND, RADIAL, PolarBoard
from editor.games.daedalus.model import CHAMBER, EXIT, Maze

BOARD = PolarBoard(6, 24)


def middle(board: PolarBoard, ring: int, sector: float) -> tuple[float, float]:
    """The point in the middle of field (ring, sector)."""
    radius = (board.boundary_radius(ring) + board.boundary_radius(ring + 1)) / 2
    return board.point(radius, sector + 0.5)


def test_the_rings_share_the_band_between_the_exit_zone_and_the_chamber_equally():
    radii = [BOARD.boundary_radius(b) for b in range(7)]
    assert radii[0] == pytest.approx(1 - EXIT_BAND)
    assert radii[6] == pytest.approx(CHAMBER_SHARE)
    widths = {round(a - b, 9) for a, b in zip(radii, radii[1:], strict=False)}
    assert len(widths) == 1


def test_sector_0_starts_at_twelve_o_clock_and_sectors_run_clockwise_with_y_down():
    assert BOARD.point(1, 0) == pytest.approx((0, -1))
    assert BOARD.point(1, 6) == pytest.approx((1, 0))  # a quarter turn: three o'clock
    assert BOARD.place_at(0.01, -0.85) == (0, 0)
    assert BOARD.place_at(-0.01, -0.85) == (0, 23)
    assert BOARD.place_at(0.85, 0.01) == (0, 6)


def test_a_field_is_an_annular_sector_of_the_right_area():
    outer, inner = BOARD.boundary_radius(2), BOARD.boundary_radius(3)
    exact = math.pi * (outer**2 - inner**2) / 24
    assert PolarBoard(6, 24, segments=32).field_polygon(2, 5).area == pytest.approx(exact, rel=1e-3)
    assert BOARD.field_polygon(2, 5).area == pytest.approx(exact, rel=1e-2)


@pytest.mark.parametrize("ring", range(6))
def test_every_field_holds_its_middle(ring):
    for sector in range(24):
        assert BOARD.place_at(*middle(BOARD, ring, sector)) == (ring, sector)


def test_the_centre_is_the_chamber_the_outer_band_the_exit_zone_and_beyond_nothing():
    assert BOARD.place_at(0, 0) == CHAMBER
    assert BOARD.place_at(0, -0.95) == EXIT
    assert BOARD.place_at(0, -1.05) is None
    assert BOARD.place_at(2, 2) is None


def test_a_radial_wall_lies_between_its_sector_and_the_next_across_its_ring():
    line = BOARD.radial_segment(2, 5)
    (x0, y0), (x1, y1) = line.coords
    assert (x0, y0) == pytest.approx(BOARD.point(BOARD.boundary_radius(2), 6))
    assert (x1, y1) == pytest.approx(BOARD.point(BOARD.boundary_radius(3), 6))
    assert line.distance(BOARD.field_polygon(2, 5)) == 0
    assert line.distance(BOARD.field_polygon(2, 6)) == 0
    assert line.distance(BOARD.field_polygon(0, 5)) > 0.01
    assert line.distance(BOARD.field_polygon(2, 4)) > 0.01


def test_an_arc_turns_with_the_phase():
    at_0 = BOARD.arc_segment(3, 5, 0)
    at_4 = BOARD.arc_segment(3, 5, 4)
    turned = rotate(at_0, BOARD.degrees(4), origin=(0, 0))  # clockwise on the screen
    assert at_4.hausdorff_distance(turned) < 1e-9
    # at phase 4 it lies between fields (2, 9) and (3, 9)
    mid = at_4.interpolate(0.5, normalized=True)
    assert mid.distance(BOARD.field_polygon(2, 9)) < 1e-9
    assert mid.distance(BOARD.field_polygon(3, 9)) < 1e-9


def test_painting_picks_the_nearest_slot_radial_or_arc():
    near_radial = BOARD.point(BOARD.boundary_radius(2) - 0.02, 6.02)
    wall, distance = BOARD.nearest_slot(*near_radial, phase=0)
    assert wall == (RADIAL, 2, 5) and distance < 0.01
    near_arc = BOARD.point(BOARD.boundary_radius(3) + 0.005, 9.5)
    assert BOARD.nearest_slot(*near_arc, phase=0)[0] == (ARC, 3, 9)
    assert BOARD.nearest_slot(*near_arc, phase=4)[0] == (ARC, 3, 5)  # the film turned by 4
    assert BOARD.nearest_slot(*near_arc, phase=0, max_distance=0.001) is None


def test_erasing_picks_the_nearest_wall_of_the_maze():
    maze = Maze(radial={(0, 0), (4, 12)}, arcs={(3, 5)})
    near = BOARD.point(BOARD.boundary_radius(3), 9.5)
    assert BOARD.nearest_wall(maze, *near, phase=4)[0] == (ARC, 3, 5)
    assert BOARD.nearest_wall(maze, *near, phase=0)[0] != (ARC, 3, 5)
    assert BOARD.nearest_wall(maze, *near, phase=0, max_distance=0.01) is None
    assert BOARD.nearest_wall(Maze(), 0, -0.5, phase=0) is None


def test_walls_at_a_phase_leave_out_walls_beyond_the_board():
    maze = Maze(radial={(0, 0), (6, 0)}, arcs={(6, 3), (7, 3)})
    walls = [w for w, _ in BOARD.walls(maze, 2)]
    assert walls == [(RADIAL, 0, 0), (ARC, 6, 3)]
    line = dict(BOARD.walls(maze, 2))[(ARC, 6, 3)]
    assert line.distance(BOARD.chamber_polygon()) < 1e-9


def test_erasing_within_a_distance_finds_what_a_look_at_every_wall_finds():
    from pathlib import Path

    from editor.core.validate import load_file

    path = (
        Path(__file__).resolve().parents[1]
        / "library"
        / "daedalus"
        / "06-great-wheel.daedalus.json"
    )
    maze = load_file(path).model
    board = PolarBoard.of(maze)
    rng = random.Random(3)
    for _ in range(300):
        x, y, phase = rng.uniform(-1, 1), rng.uniform(-1, 1), rng.randrange(maze.sectors)
        every = board.nearest_wall(maze, x, y, phase)
        near = board.nearest_wall(maze, x, y, phase, max_distance=0.05)
        if every[1] <= 0.05:
            assert near is not None and near[1] == pytest.approx(every[1])
        else:
            assert near is None
