"""The mall's rules (editor/games/mall/RULES.md sections 1, 2 and 4), each worked by hand."""

from __future__ import annotations

import pytest
from mallbuild import scenario, space, tile, wall

from editor.games.mall.geometry import placement_from, shown
from editor.games.mall.rules import Action, Rules

# -- section 1: tiles and the mall ---------------------------------------------------------


def test_a_turned_tile_shows_its_spaces_as_tower_cards_do():
    assert [shown(r, (0, 0)) for r in range(4)] == [(0, 0), (3, 0), (3, 3), (0, 3)]
    assert [shown(r, (1, 3)) for r in range(4)] == [(1, 3), (0, 1), (2, 0), (3, 2)]


@pytest.mark.parametrize(
    ("at", "side", "origin", "rotation"),
    [
        ((2, 0), "N", (1, -4), 0),
        ((3, 2), "E", (4, 1), 1),
        ((1, 3), "S", (-1, 4), 2),
        ((0, 1), "W", (-4, -1), 3),
    ],
)
def test_a_tile_explored_from_the_start_tile_turns_its_entry_back(at, side, origin, rotation):
    place = placement_from((0, 0), 0, at)
    assert (place.space, place.side, place.origin, place.rotation) == (at, side, origin, rotation)
    # its entry lands on the space beyond the explore space
    entry = shown(rotation, (1, 3))
    dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[side]
    assert (origin[0] + entry[0], origin[1] + entry[1]) == (at[0] + dx, at[1] + dy)


def test_a_turned_start_tile_explores_the_way_its_space_now_faces():
    # turned once, the north explore position (2,0) shows at (3,2) and faces east
    place = placement_from((0, 0), 1, (2, 0))
    assert (place.space, place.side, place.origin, place.rotation) == ((3, 2), "E", (4, 1), 1)


def _explore_north():
    return scenario(
        [
            tile("S", [space(2, 0, "explore", "elf")], start=True),
            tile("A", [space(0, 0, "item", "elf"), space(3, 0, "exit")]),
        ],
        {"elf": (2, 0), "mage": (1, 0)},
        deck=["A"],
    )


def test_exploring_places_the_top_tile_and_opens_only_its_passage():
    rules = Rules(_explore_north())
    state = rules.initial()
    explore = Action("explore", "elf", (2, 0))
    assert explore in rules.actions(state)
    after = rules.play(state, explore)
    assert after.explored == (((1, -4), 0, (2, 0)),)
    mall = rules.mall(after)
    assert mall.cells[(1, -4)].tile == "A" and mall.cells[(1, -4)].local == (0, 0)
    assert mall.ways[(2, 0)]["N"] == (2, -1)  # the passage to A's entry
    assert "N" not in mall.ways[(1, 0)]  # the rest of the border stays a wall
    # the explore space now leads to an explored area, and the deck is empty
    assert not mall.leads_to_unexplored((2, 0))
    assert not [a for a in rules.actions(after) if a.kind == "explore"]


def test_only_a_hero_of_the_explore_space_colour_explores():
    rules = Rules(_explore_north())
    state = rules.initial()._replace(positions=((2, 0), (3, 3)))  # mage on the elf's space
    assert not [a for a in rules.actions(state) if a.kind == "explore"]
    reason = rules.why_refused(state, Action("explore", "mage", (2, 0)))
    assert reason == "the mage is not on an explore space of its colour"


def _loop(c_space: str):
    """Tiles A (north) and B (east) placed; C explored from A's east explore space lies
    beside both, its local (3,2) facing B's local (0,1), an explore space."""
    c_spaces = [space(0, 0, "item", "elf")]
    if c_space == "explore":
        c_spaces.append(space(3, 2, "explore", "mage"))
    return scenario(
        [
            tile("S", [space(2, 0, "explore", "elf"), space(3, 2, "explore", "elf")], start=True),
            tile("A", [space(3, 2, "explore", "elf"), space(0, 0, "exit")]),
            tile("B", [space(0, 1, "explore", "elf")]),
            tile("C", c_spaces),
        ],
        {"elf": (1, 1), "mage": (1, 2)},
        deck=["C"],
        placed=[("A", "S", (2, 0)), ("B", "S", (3, 2))],
    )


@pytest.mark.parametrize("c_space", ["explore", "floor"])
def test_explore_spaces_that_come_to_face_each_other_open_their_edge(c_space):
    rules = Rules(_loop(c_space))
    state = rules.initial()
    mall = rules.mall(state)
    assert mall.leads_to_unexplored((6, 1))  # B's explore space, facing C's place
    # the elf walks to A's east explore space (4,-2) and explores C at (5,-3), turned once
    state = state._replace(positions=((1, 2), (4, -2)))  # the mage, the elf
    explore = Action("explore", "elf", (4, -2))
    assert explore in rules.actions(state)
    after = rules.play(state, explore)
    assert after.explored == (((5, -3), 1, (4, -2)),)
    mall = rules.mall(after)
    assert mall.cells[(6, 0)].local == (3, 2) and mall.cells[(6, 1)].tile == "B"
    assert not mall.leads_to_unexplored((6, 1))
    # explore faces explore (whatever their colours): open; explore faces floor: a dead end
    assert (mall.ways[(6, 0)].get("S") == (6, 1)) is (c_space == "explore")


# -- section 2: actions ----------------------------------------------------------------------


def _hall(**kwargs):
    return scenario(
        [
            tile(
                "S",
                [space(3, 3, "item", "elf"), space(0, 3, "exit")],
                [wall(2, 0, "E")],
                start=True,
            )
        ],
        {"elf": (0, 0), "mage": (0, 2)},
        **kwargs,
    )


def _stops(rules, state, hero, kind):
    return [a.to for a in rules.actions(state) if a.hero == hero and a.kind == kind]


def test_a_move_slides_and_stops_anywhere_before_a_wall_or_a_hero():
    rules = Rules(_hall())
    state = rules.initial()
    assert _stops(rules, state, "elf", "E") == [(1, 0), (2, 0)]  # the wall east of 2,0
    assert _stops(rules, state, "elf", "S") == [(0, 1)]  # the mage on 0,2
    assert _stops(rules, state, "elf", "W") == []  # the tile's border
    assert rules.why_refused(state, Action("E", "elf", (3, 0))) == (
        "a wall stops the elf at 2,0 before 3,0"
    )
    assert rules.why_refused(state, Action("S", "elf", (0, 3))) == (
        "a hero on 0,2 stops the elf before 0,3"
    )


def _vortexes():
    return scenario(
        [
            tile(
                "S",
                [
                    space(3, 3, "vortex", "elf"),
                    space(3, 0, "vortex", "elf"),
                    space(0, 3, "vortex", "mage"),
                    space(1, 0, "item", "elf"),
                    space(2, 1, "item", "mage"),
                    space(0, 2, "exit"),
                ],
                start=True,
            )
        ],
        {"elf": (0, 0), "mage": (3, 0)},
    )


def test_a_vortex_takes_a_hero_to_a_free_vortex_of_its_colour_until_the_theft():
    rules = Rules(_vortexes())
    state = rules.initial()
    assert _stops(rules, state, "elf", "vortex") == [(3, 3)]  # 3,0 holds the mage
    assert _stops(rules, state, "mage", "vortex") == [(0, 3)]
    # the mage steps onto its item, then the elf onto its: the theft
    state = rules.play(state, Action("S", "mage", (3, 1)))
    state = rules.play(state, Action("W", "mage", (2, 1)))
    assert not state.theft
    state = rules.play(state, Action("E", "elf", (1, 0)))
    assert state.theft
    assert _stops(rules, state, "elf", "vortex") == []
    assert rules.why_refused(state, Action("vortex", "elf", (3, 3))) == (
        "the vortexes are off since the theft"
    )


def test_the_theft_is_not_looked_for_on_the_starting_position():
    s = _vortexes()
    s.heroes = {"mage": (2, 1), "elf": (1, 0)}  # both on their items
    rules = Rules(s)
    assert not rules.initial().theft
    state = rules.play(rules.initial(), Action("S", "elf", (1, 3)))
    assert not state.theft  # the elf left its item
    state = rules.play(state, Action("N", "elf", (1, 0)))
    assert state.theft


def _exits():
    return scenario(
        [
            tile(
                "S",
                [space(0, 0, "item", "elf"), space(1, 0, "exit", "mage"), space(2, 0, "exit")],
                start=True,
            )
        ],
        {"elf": (3, 0)},
    )


def test_exits_are_ordinary_before_the_theft_and_end_a_slide_after_it():
    rules = Rules(_exits())
    state = rules.initial()
    assert _stops(rules, state, "elf", "W") == [(2, 0), (1, 0), (0, 0)]
    state = rules.play(state, Action("W", "elf", (0, 0)))
    assert state.theft
    # the mage's exit is an ordinary space for the elf; the shared one takes it out
    assert _stops(rules, state, "elf", "E") == [(1, 0), (2, 0)]
    state = rules.play(state, Action("E", "elf", (2, 0)))
    assert state.positions == (None,) and state.complete


def test_an_escalator_goes_both_ways_when_its_end_is_free_and_can_take_a_hero_out():
    s = scenario(
        [
            tile(
                "S",
                [space(0, 0, "item", "elf"), space(3, 3, "exit")],
                escalators=[((0, 0), (3, 3)), ((1, 1), (0, 0))],
                start=True,
            )
        ],
        {"elf": (0, 1), "mage": (3, 3)},
    )
    rules = Rules(s)
    state = rules.initial()
    state = rules.play(state, Action("N", "elf", (0, 0)))
    assert _stops(rules, state, "elf", "escalator") == [(1, 1)]  # the mage holds 3,3
    assert rules.why_refused(state, Action("escalator", "elf", (3, 3))) == "3,3 is taken"
    s.heroes = {"elf": (0, 1)}
    rules = Rules(s)
    state = rules.play(rules.initial(), Action("N", "elf", (0, 0)))
    assert state.theft
    assert set(_stops(rules, state, "elf", "escalator")) == {(3, 3), (1, 1)}
    assert rules.play(state, Action("escalator", "elf", (3, 3))).complete
    back = rules.play(state, Action("escalator", "elf", (1, 1)))
    assert _stops(rules, back, "elf", "escalator") == [(0, 0)]


# -- section 4: the sand timer -----------------------------------------------------------------


def _sand(timer):
    return scenario(
        [
            tile(
                "S",
                [space(2, 0, "timer"), space(0, 3, "item", "dwarf"), space(3, 3, "exit")],
                start=True,
            )
        ],
        {"dwarf": (0, 0)},
        timer=timer,
    )


def test_a_timer_space_turns_the_sand_over_once():
    rules = Rules(_sand(3))
    state = rules.initial()
    assert state.remaining == 3
    state = rules.play(state, Action("E", "dwarf", (1, 0)))
    assert state.remaining == 2
    state = rules.play(state, Action("E", "dwarf", (2, 0)))
    assert state.remaining == 3 - 1 and state.used == {(2, 0)}  # 1 left, turned over: 2
    state = rules.play(state, Action("W", "dwarf", (1, 0)))
    assert state.remaining == 1
    state = rules.play(state, Action("E", "dwarf", (2, 0)))  # used up: no turn
    assert state.remaining == 0 and rules.failed(state)


def test_turning_the_sand_early_gives_little_back_and_passing_over_a_timer_gives_nothing():
    rules = Rules(_sand(10))
    early = rules.play(
        rules.play(rules.initial(), Action("E", "dwarf", (1, 0))), Action("E", "dwarf", (2, 0))
    )
    assert early.remaining == 10 - 8  # 8 left, turned over: 2
    passing = rules.play(rules.initial(), Action("E", "dwarf", (3, 0)))
    assert passing.remaining == 9 and not passing.used


def test_the_heist_may_end_with_the_last_grain():
    rules = Rules(_sand(3))
    state = rules.play(rules.initial(), Action("S", "dwarf", (0, 3)))
    assert state.theft and state.remaining == 2
    state = rules.play(state, Action("E", "dwarf", (3, 3)))
    assert state.complete and state.remaining == 1 and not rules.failed(state)
    tight = Rules(_sand(2))
    state = tight.play(
        tight.play(tight.initial(), Action("S", "dwarf", (0, 3))), Action("E", "dwarf", (3, 3))
    )
    assert state.remaining == 0 and state.complete and not tight.failed(state)


def test_exploring_takes_sand_but_never_turns_it():
    s = _explore_north()
    s.timer = 5
    s.tiles[0].spaces.append(s.tiles[0].spaces[0].__class__((3, 0), "timer"))
    rules = Rules(s)
    state = rules.play(rules.initial(), Action("explore", "elf", (2, 0)))
    assert state.remaining == 4 and not state.used
