"""The labyrinth solver's numbers: worked by hand on tiny boards and cross-checked by brute force."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction

from editor.games.labyrinth.fileformat import dumps
from editor.games.labyrinth.model import CORNERS, Layout
from editor.games.labyrinth.results import (
    SEATS_2,
    distance_map,
    distance_matrix,
    shortest_path,
    solve,
)
from editor.games.labyrinth.search import regions

# 3 x 3, no walls. The five rooms fill the five squares that are not corners:
#
#   NW  1  NE        room 5 in the middle, rooms 1..4 the arms N, E, S, W
#    4  5  2
#   SW  3  SE
PLUS = Layout(size=3, rooms={1: (1, 0), 2: (2, 1), 3: (1, 2), 4: (0, 1), 5: (1, 1)})


def test_distances_by_hand():
    n = solve(PLUS)
    # from NW: room 1 next door (1), room 2 via 1,0 2,0 2,1 (3), room 3 (3), room 4 (1), room 5 (2)
    assert n.distances["NW"] == [1, 3, 3, 1, 2]
    assert n.distances["NE"] == [1, 1, 3, 3, 2]
    assert n.distances["SE"] == [3, 1, 1, 3, 2]
    assert n.distances["SW"] == [3, 3, 1, 1, 2]


def test_a_wall_makes_a_detour():
    walled = Layout(size=3, walls={(0, 0, "E")}, rooms=dict(PLUS.rooms))
    # NW to room 1 must now go 0,1 -> 1,1 -> 1,0
    assert solve(walled).distances["NW"] == [3, 3, 3, 1, 2]
    assert shortest_path(walled, (0, 0), (1, 0)) == [(0, 0), (0, 1), (1, 1), (1, 0)]
    assert distance_map(walled, (0, 0))[(2, 0)] == 4
    assert shortest_path(walled, (0, 0), (9, 9)) is None
    assert distance_map(walled, (9, 9)) == {}


def test_one_wizard_tour_by_hand():
    # arm to arm is 2, arm to middle 1, a corner is 1 from two arms and 2 from the middle.
    # Cheapest order from NW: an arm next to it (1), another arm (2), the middle (1), an arm
    # (1), the last arm (2) = 7; starting with the middle costs 2 + 1 + 2 + 2 + 2 = 9.
    # Mean: the first room averages (1+3+3+1+2)/5 = 2; each of the 4 later legs is a random
    # ordered pair of rooms: (6 arm pairs * 2 + 4 arm-middle pairs * 1) / 10 = 1.6 -> 2 + 6.4.
    n = solve(PLUS)
    for c in CORNERS:
        assert n.corners[c].min == 7
        assert n.corners[c].mean == Fraction(84, 10)
    assert n.spread_4() == 0


def test_two_wizard_tour_by_hand():
    # Every room costs at least 1, but only 3 of the 4 arms can cost 1: each wizard's first
    # step from its corner, and one step out of the middle; the fourth arm costs 2.
    # So tour_min = 1 + 1 + 1 + 1 + 2 = 6, e.g. order 1, 2, 5, 4, 3:
    # NW->1 (1), SE->2 (1), NW 1->5 (1), NW 5->4 (1), SE 2->3 (2).
    n = solve(PLUS)
    for seat in SEATS_2:
        assert n.pairs[seat].min == 6
    assert n.pairs[("NW", "SE")].mean == n.pairs[("NE", "SW")].mean  # mirror images
    assert brute_force_pair(PLUS, ("NW", "SE")) == (6, n.pairs[("NW", "SE")].total)


# -- independent brute force -------------------------------------------------------------


def brute_force_pair(layout: Layout, seat) -> tuple[int, int]:
    """(tour_min, sum over the 120 orders) by trying all 32 assignments of every order."""
    points = [layout.corners[c] for c in seat]
    maps = {p: distance_map(layout, p) for p in points + list(layout.rooms.values())}
    costs = []
    for order in itertools.permutations(sorted(layout.rooms)):
        best = None
        for who in itertools.product((0, 1), repeat=5):
            where = list(points)
            cost = 0
            for k, w in zip(order, who, strict=True):
                cost += maps[where[w]][layout.rooms[k]]
                where[w] = layout.rooms[k]
            best = cost if best is None else min(best, cost)
        costs.append(best)
    return min(costs), sum(costs)


def closed_form_mean(layout: Layout, corner: str) -> Fraction:
    """One wizard's mean tour: first leg over 5 rooms, 4 legs over the 20 ordered room pairs."""
    rooms = list(layout.rooms.values())
    start = distance_map(layout, layout.corners[corner])
    first = Fraction(sum(start[r] for r in rooms), 5)
    pairs = sum(distance_map(layout, a)[b] for a in rooms for b in rooms if a != b)
    return first + 4 * Fraction(pairs, 20)


def random_layout(rng: random.Random) -> Layout:
    size = rng.randint(3, 5)
    layout = Layout(size=size)
    edges = [(x, y, "E") for y in range(size) for x in range(size - 1)]
    edges += [(x, y, "S") for y in range(size - 1) for x in range(size)]
    for edge in rng.sample(edges, rng.randint(0, len(edges) // 2)):
        layout.walls.add(edge)
        if len(regions(layout)) > 1:
            layout.walls.discard(edge)
    free = [s for s in layout.squares() if s not in layout.corners.values()]
    layout.rooms = dict(zip(range(1, 6), rng.sample(free, 5), strict=True))
    return layout


def test_two_wizard_cost_matches_brute_force_on_random_layouts():
    rng = random.Random(2024)
    for _ in range(12):
        layout = random_layout(rng)
        n = solve(layout)
        assert n.legal, dumps(layout)
        for seat in SEATS_2:
            t = n.pairs[seat]
            assert (t.min, t.total) == brute_force_pair(layout, seat), dumps(layout)


def test_one_wizard_tour_matches_brute_force_and_closed_form():
    rng = random.Random(7)
    for _ in range(12):
        layout = random_layout(rng)
        n = solve(layout)
        matrix = distance_matrix(layout)
        for i, c in enumerate(CORNERS):
            costs = []
            for order in itertools.permutations(range(4, 9)):
                stops = (i, *order)
                costs.append(sum(matrix[a][b] for a, b in itertools.pairwise(stops)))
            assert (n.corners[c].min, n.corners[c].total) == (min(costs), sum(costs))
            assert n.corners[c].mean == closed_form_mean(layout, c)


# -- the JSON answer ---------------------------------------------------------------------


def test_solve_json_has_exactly_the_spec_shape():
    data = solve(PLUS).to_json()
    assert list(data) == ["legal", "distances", "corners", "players"]
    assert data["legal"] is True
    assert list(data["distances"]) == list(CORNERS)
    assert all(len(v) == 5 for v in data["distances"].values())
    assert list(data["corners"]) == list(CORNERS)
    assert all(list(v) == ["tour_min", "tour_mean"] for v in data["corners"].values())
    two, three, four = data["players"]
    assert list(two) == ["players", "seats", "spread"] and two["players"] == 2
    assert [s["corners"] for s in two["seats"]] == [["NW", "SE"], ["NE", "SW"]]
    assert all(list(s) == ["corners", "tour_min", "tour_mean"] for s in two["seats"])
    assert list(three) == ["players", "seatings", "fairest_empty"] and three["players"] == 3
    assert [s["empty"] for s in three["seatings"]] == list(CORNERS)
    for s in three["seatings"]:
        assert list(s) == ["empty", "tour_mean", "spread"]
        assert list(s["tour_mean"]) == [c for c in CORNERS if c != s["empty"]]
    assert four == {"players": 4, "spread": 0.0}
    assert json.loads(json.dumps(data)) == data
    assert data["corners"]["NW"] == {"tour_min": 7, "tour_mean": 8.4}


def test_an_illegal_layout_gives_its_diagnostics_instead_of_numbers():
    broken = Layout(size=3, walls={(0, 0, "E"), (0, 0, "S")}, rooms=dict(PLUS.rooms))
    n = solve(broken, file="x.labyrinth.json")
    data = n.to_json()
    assert list(data) == ["legal", "diagnostics"] and data["legal"] is False
    assert {d["code"] for d in data["diagnostics"] if d["severity"] == "error"} == {"L110"}
    assert all(d["file"] == "x.labyrinth.json" for d in data["diagnostics"])
    assert "not a legal layout" in n.summary()


def test_summary_and_table_are_words_and_numbers():
    n = solve(PLUS)
    assert n.summary().startswith("legal; spread of the mean tours: 4 players 0.00")
    lines = n.table_lines()
    assert lines[0].split()[:2] == ["corner", "room"]
    assert any(line.startswith("NW") and line.split()[-2:] == ["7", "8.40"] for line in lines)
    assert lines[-1] == "4 players: spread 0.00"


# -- exact ties ------------------------------------------------------------------------------


def test_a_tie_between_empty_corners_goes_to_the_first_in_order():
    # Leaving NE or SW empty gives exactly the same spread (3/5), the smallest; NE comes first.
    # Computed with floats (sum / 120, then differences) the two spreads come out unequal and
    # SW would win: the tie must be decided in exact arithmetic.
    layout = Layout(size=4, rooms={1: (0, 1), 2: (2, 2), 3: (3, 1), 4: (1, 3), 5: (1, 2)})
    n = solve(layout)
    spreads = {c: n.spread_3(c) for c in CORNERS}
    assert spreads == {
        "NW": Fraction(4, 5),
        "NE": Fraction(3, 5),
        "SE": Fraction(4, 5),
        "SW": Fraction(3, 5),
    }
    assert n.fairest_empty == "NE"
    assert n.to_json()["players"][1]["fairest_empty"] == "NE"

    def float_spread(empty):
        means = [n.corners[c].total / 120 for c in CORNERS if c != empty]
        return max(means) - min(means)

    assert float_spread("NE") != float_spread("SW")  # what rounding would get wrong


def test_a_four_way_tie_goes_to_NW():
    # quarter-turn symmetric 5 x 5: room 1 in the middle, rooms 2..5 on one orbit
    layout = Layout(size=5, rooms={1: (2, 2), 2: (1, 0), 3: (4, 1), 4: (3, 4), 5: (0, 3)})
    n = solve(layout)
    assert len({n.spread_3(c) for c in CORNERS}) == 1
    assert n.fairest_empty == "NW"
    assert n.spread_4() == 0 and n.spread_2() == 0


def test_parity_keeps_even_boards_from_a_zero_spread():
    # On an even board NW and NE differ in the parity of every room distance sum, so their
    # mean tours differ by at least 1/5 (RULES.md, section 7).
    rng = random.Random(5)
    for _ in range(20):
        layout = random_layout(rng)
        n = solve(layout)
        if layout.size % 2 == 0:
            assert abs(n.corners["NW"].mean - n.corners["NE"].mean) >= Fraction(1, 5)
