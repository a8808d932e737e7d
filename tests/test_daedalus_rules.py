"""Daedalus: the rules of movement (RULES.md sections 1-3), each worked out by hand."""

from __future__ import annotations

from editor.games.daedalus.model import CHAMBER, EXIT, Maze
from editor.games.daedalus.rules import round_phase, steps


def maze(**kwargs) -> Maze:
    return Maze(rings=3, sectors=8, **kwargs)


def test_a_field_steps_inward_outward_clockwise_and_anticlockwise():
    assert steps(maze(), (1, 2), 0, carrying=False) == [(2, 2), (0, 2), (1, 3), (1, 1)]


def test_a_radial_wall_stands_between_a_sector_and_the_next_one_clockwise():
    m = maze(radial={(1, 2)})
    assert (1, 3) not in steps(m, (1, 2), 0, False)
    assert (1, 2) not in steps(m, (1, 3), 0, False)
    assert (1, 1) in steps(m, (1, 2), 0, False)
    assert (2, 3) in steps(m, (2, 2), 0, False)  # another ring: no wall


def test_sectors_wrap_round_and_the_last_radial_wall_closes_the_circle():
    assert (1, 0) in steps(maze(), (1, 7), 0, False)
    assert (1, 7) in steps(maze(), (1, 0), 0, False)
    m = maze(radial={(1, 7)})
    assert (1, 0) not in steps(m, (1, 7), 0, False)
    assert (1, 7) not in steps(m, (1, 0), 0, False)


def test_an_arc_lies_over_board_sector_film_sector_plus_phase():
    m = maze(arcs={(2, 5)})  # boundary 2: between rings 1 and 2
    assert (2, 5) not in steps(m, (1, 5), 0, False)
    assert (1, 5) not in steps(m, (2, 5), 0, False)
    # at phase 3 the same arc lies over board sector 0 (5 + 3 = 8 = 0)
    assert (2, 5) in steps(m, (1, 5), 3, False)
    assert (2, 0) not in steps(m, (1, 0), 3, False)
    assert m.board_sector(5, 3) == 0


def test_the_chamber_is_entered_from_the_last_ring_across_boundary_rings():
    m = maze(arcs={(3, 1)})
    assert CHAMBER in steps(m, (2, 4), 0, False)
    assert CHAMBER not in steps(m, (2, 1), 0, False)
    assert CHAMBER in steps(m, (2, 1), 1, False)  # the arc moved on to sector 2
    assert CHAMBER not in steps(m, (1, 4), 0, False)  # not from an outer ring


def test_from_the_chamber_to_every_field_of_the_last_ring_whose_arc_is_open():
    m = maze(arcs={(3, 0), (3, 5)})
    assert steps(m, CHAMBER, 0, True) == [(2, s) for s in (1, 2, 3, 4, 6, 7)]
    assert steps(m, CHAMBER, 2, True) == [(2, s) for s in (0, 1, 3, 4, 5, 6)]


def test_only_a_carrier_steps_out_into_the_exit_zone_where_boundary_0_is_open():
    m = maze(arcs={(0, 6)})
    assert EXIT not in steps(m, (0, 3), 0, carrying=False)
    assert EXIT in steps(m, (0, 3), 0, carrying=True)
    assert EXIT not in steps(m, (0, 6), 0, carrying=True)
    assert EXIT in steps(m, (0, 6), 1, carrying=True)
    assert EXIT not in steps(m, (1, 3), 0, carrying=True)  # only from ring 0


def test_walls_all_round_leave_no_step():
    m = maze(radial={(1, 2), (1, 1)}, arcs={(1, 2), (2, 2)})
    assert steps(m, (1, 2), 0, False) == []
    assert steps(m, (1, 2), 1, False) == [(2, 2), (0, 2)]


def test_round_k_is_played_at_phase_plus_k():
    m = maze(phase=5)
    assert [round_phase(m, k) for k in (1, 2, 3, 4)] == [6, 7, 0, 1]
