"""Daedalus: the solver's numbers (RULES.md section 7), by hand and against a forward search."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from editor.core.validate import load_file
from editor.games.daedalus.checks import check_maze
from editor.games.daedalus.model import CHAMBER, EXIT, Maze
from editor.games.daedalus.results import draft, solve
from editor.games.daedalus.rules import round_phase, steps
from editor.games.daedalus.search import Search

LIBRARY = Path(__file__).resolve().parents[1] / "library" / "daedalus"


def test_with_no_walls_and_six_rings_the_chamber_takes_6_rounds_and_the_trip_13():
    numbers = solve(Maze())
    assert numbers.to_chamber == [6] * 24
    assert numbers.trip == [13] * 24
    assert numbers.best_trip == 13
    assert numbers.death_traps == {}


def test_an_arc_over_the_way_in_costs_a_round():
    # boundary 1 over film sector 0: in round 1 (phase 1) it lies over sector 1, so the
    # soldier on (0, 1) cannot step in then; stepping aside costs the same round
    numbers = solve(Maze(arcs={(1, 0)}))
    assert numbers.to_chamber[1] == 7 and numbers.trip[1] == 14
    assert numbers.to_chamber[0] == 6 and numbers.to_chamber[2] == 6
    # on the way out the soldier leaves the chamber by any sector, so no trip is longer
    assert [t for s, t in enumerate(numbers.trip) if s != 1] == [13] * 23


def test_the_spec_example_has_its_two_slow_entrances():
    # arc (1, 0) slows sector 1 in round 1; arc (6, 12) lies over sector 18 in round 6,
    # when the soldier from sector 18 would enter the chamber
    m = Maze(radial={(0, 3), (2, 17)}, arcs={(1, 0), (6, 12)})
    numbers = solve(m)
    assert [s for s, c in enumerate(numbers.to_chamber) if c != 6] == [1, 18]
    assert numbers.to_chamber[1] == numbers.to_chamber[18] == 7
    assert [s for s, t in enumerate(numbers.trip) if t != 13] == [1, 18]
    assert numbers.trip[1] == numbers.trip[18] == 14


def test_the_file_phase_moves_the_film_before_round_1():
    # the same arc, but the film placed at phase 23: round 1 is played at phase 0
    numbers = solve(Maze(phase=23, arcs={(1, 0)}))
    assert numbers.to_chamber[0] == 7 and numbers.to_chamber[1] == 6


def test_a_soldier_walled_in_when_round_1_begins_dies_and_has_no_numbers():
    # (0, 5) has radial walls on both sides; in round 1 (phase 1) arc (1, 4) lies over
    # sector 5, and without the treasure it may not step out: no step, it dies
    m = Maze(radial={(0, 4), (0, 5)}, arcs={(1, 4)})
    numbers = solve(m)
    assert numbers.to_chamber[5] is None and numbers.trip[5] is None
    assert numbers.death_traps == {(0, 5): [1]}
    assert numbers.best_trip == 13
    # placed at phase 1, round 1 is played at phase 2: the arc has moved on
    later = solve(Maze(phase=1, radial={(0, 4), (0, 5)}, arcs={(1, 4)}))
    assert later.to_chamber[5] == 6 and later.trip[5] == 13
    assert later.death_traps == {(0, 5): [1]}  # phases are absolute film positions


def test_death_traps_list_every_phase_sorted_and_fields_by_ring_then_sector():
    # (2, 5) is walled in sideways, and arcs of boundaries 2 and 3 at film sector 5 close
    # it above and below at phase 0. (4, 0) likewise, by arcs at film sector 1, which lie
    # over board sector 0 at phase 23. Every other field has a way sideways.
    m = Maze(radial={(2, 4), (2, 5), (4, 0), (4, 23)}, arcs={(2, 5), (3, 5), (4, 1), (5, 1)})
    assert solve(m).death_traps == {(2, 5): [0], (4, 0): [23]}


def test_a_closed_chamber_gives_no_numbers_but_its_errors():
    m = Maze(arcs={(6, s) for s in range(24)})
    numbers = solve(m)
    assert not numbers.legal
    assert [d.code for d in numbers.diagnostics if d.is_error] == ["D108"]
    assert numbers.to_json() == {
        "legal": False,
        "diagnostics": [d.to_json() for d in numbers.diagnostics],
    }


def test_the_medusa_variant_keeps_the_walls_still_after_the_pick_up():
    # "The turning key": boundaries 3 and 4 each have one gap, half a turn apart, and
    # ring 3 is cut into compartments of four fields. Once the film stops, the gap the
    # soldier must take out of ring 4 and the one out of ring 3 stay in different
    # compartments: nobody gets out.
    key = load_file(LIBRARY / "02-turning-key.daedalus.json").model
    turning, still = solve(key), solve(key, still=True)
    assert turning.best_trip is not None
    assert still.trip == [None] * 24 and still.best_trip is None
    assert still.to_chamber == turning.to_chamber
    assert still.death_traps == turning.death_traps
    assert still.to_json()["still"] is True and turning.to_json()["still"] is False


def test_with_no_walls_the_medusa_variant_changes_nothing():
    assert solve(Maze(), still=True).trip == [13] * 24


# -- the draft ------------------------------------------------------------------------


def test_the_draft_gives_each_player_in_turn_the_free_entrance_with_the_smallest_trip():
    trips = [None, 15, 13, 13, None, 14, 20, 13]
    d = draft(trips, 3)
    # order of picks: 2, 3, 7 (13 each, lowest sector first), 5, 1, 6, then the nulls 0, 4;
    # the eight fields run out before the twelve soldiers
    assert d.fields == ((0, 2, 5), (1, 3, 4), (6, 7))
    assert d.best == (13, 13, 13)
    assert d.advantage == 0


def test_a_player_with_no_trip_makes_the_advantage_null():
    d = draft([None] * 7 + [20], 2)
    assert d.fields == ((1, 3, 5, 7), (0, 2, 4, 6))
    assert d.best == (20, None)
    assert d.advantage is None


def test_the_advantage_is_the_largest_minus_the_smallest_best():
    trips = [13, 14, 16, 30] + [None] * 20
    d = draft(trips, 4)
    assert d.best == (13, 14, 16, 30)
    assert d.advantage == 17
    assert d.to_json() == {
        "players": 4,
        "fields": [[0, 4, 8, 12], [1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15]],
        "best": [13, 14, 16, 30],
        "advantage": 17,
    }


def test_solve_drafts_for_2_3_and_4_players():
    numbers = solve(Maze(arcs={(1, 0)}))
    assert [d.players for d in numbers.drafts] == [2, 3, 4]
    two = numbers.drafts[0]
    assert two.fields == ((0, 3, 5, 7), (2, 4, 6, 8))  # sector 1 (14) is picked last
    assert two.advantage == 0


# -- the best path ----------------------------------------------------------------------


def test_the_best_path_lists_the_place_after_each_round():
    numbers = solve(Maze(rings=3, sectors=8))
    assert numbers.best_trip == 7
    path = numbers.to_json()["best_path"]
    assert path["sector"] == 0
    assert path["places"] == [[0, 0], [1, 0], [2, 0], "chamber", [2, 0], [1, 0], [0, 0], "exit"]


# -- against a forward search written from the rules -------------------------------------


def forward(maze: Maze, sector: int, still: bool, goal) -> int | None:
    """Rounds until a lone soldier from entrance ``sector`` can step into ``goal`` (the
    chamber or the exit zone), by breadth-first search forwards with `rules.steps`."""
    start = ((0, sector), round_phase(maze, 1), False)
    frontier, seen, rounds = {start}, {start}, 0
    while frontier:
        rounds += 1
        after = set()
        for place, phase, carrying in frontier:
            moves = steps(maze, place, phase, carrying)
            if not moves and place != CHAMBER:
                continue  # it dies
            if goal in moves and (goal == EXIT or not carrying):
                return rounds
            for target in [*moves, place]:
                if target == EXIT:
                    continue
                now = carrying or target == CHAMBER
                if goal == CHAMBER and now:
                    continue
                turned = phase if (still and now) else (phase + 1) % maze.sectors
                state = (target, turned, now)
                if state not in seen:
                    seen.add(state)
                    after.add(state)
        frontier = after
    return None


def random_maze(rng: random.Random, rings: int = 0, sectors: int = 0) -> Maze:
    """Walls strewn at random (as many radial walls as fields at most, and a little more
    of the film), on a small board unless ``rings`` and ``sectors`` are given."""
    rings = rings or rng.randint(3, 5)
    sectors = sectors or rng.choice([8, 10, 12])
    fields = rings * sectors
    return Maze(
        rings=rings,
        sectors=sectors,
        phase=rng.randrange(sectors),
        radial={
            (rng.randrange(rings), rng.randrange(sectors)) for _ in range(rng.randint(0, fields))
        },
        arcs={
            (rng.randrange(rings + 1), rng.randrange(sectors))
            for _ in range(rng.randint(0, fields + sectors))
        },
    )


@pytest.mark.parametrize("seed", range(30))
def test_the_search_agrees_with_a_forward_search_from_each_entrance(seed):
    m = random_maze(random.Random(seed))
    for still in (False, True):
        found = Search(m, still=still)
        for s in range(m.sectors):
            assert found.trip(s) == forward(m, s, still, EXIT), (s, still)
            assert found.to_chamber(s) == forward(m, s, still, CHAMBER), (s, still)


@pytest.mark.parametrize("seed", range(3))
def test_the_search_agrees_with_a_forward_search_on_the_boxed_board(seed):
    m = random_maze(random.Random(50 + seed), rings=6, sectors=24)
    for still in (False, True):
        found = Search(m, still=still)
        for s in range(0, 24, 5):
            assert found.trip(s) == forward(m, s, still, EXIT), (s, still)
            assert found.to_chamber(s) == forward(m, s, still, CHAMBER), (s, still)


def test_a_soldier_may_wait_in_the_chamber():
    # found among random mazes: from sector 1 the fewest rounds wait a round in the chamber
    m = Maze(
        rings=3,
        sectors=8,
        phase=4,
        radial={(0, 1), (0, 3), (0, 4), (0, 6), (2, 0), (2, 1), (2, 2), (2, 3), (2, 5), (2, 6)},
        arcs={(0, 0), (0, 1), (0, 5), (1, 3), (1, 4), (1, 5), (2, 1), (2, 3), (2, 5), (2, 7)}
        | {(3, 1), (3, 2), (3, 3), (3, 4), (3, 5), (3, 7)},
    )
    found = Search(m)
    assert [found.trip(s) for s in range(8)] == [forward(m, s, False, EXIT) for s in range(8)]
    path = found.trip_path(1)
    assert len(path) - 1 == found.trip(1)
    assert [CHAMBER, CHAMBER] in [path[i : i + 2] for i in range(len(path) - 1)]


@pytest.mark.parametrize("seed", range(10))
def test_death_traps_are_the_fields_with_no_step(seed):
    m = random_maze(random.Random(100 + seed))
    expected = {}
    for f in m.fields():
        phases = [t for t in range(m.sectors) if not steps(m, f, t, False)]
        if phases:
            expected[f] = phases
    assert Search(m).death_traps() == expected


def test_checks_given_the_search_say_what_they_say_without_it():
    m = Maze(arcs={(1, 0)})
    found = Search(m)
    assert check_maze(m, found=found) == check_maze(m)
