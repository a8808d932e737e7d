"""The reference rules engine and solver on small quests whose answers are worked out by hand."""

import pytest
from builders import make_card, make_quest, multi_quest

from editor.games.tower import reference
from editor.games.tower.actions import Move, Rotate, Slide, Teleport, Toss, describe
from editor.games.tower.results import DISTRIBUTIONS
from editor.games.tower.rules import IllegalAction, Rules


def replay(quest, hands, solution):
    """Play a solution in the engine; return the final state (raises if any action is illegal)."""
    rules = Rules(quest)
    state = rules.initial_state()
    for action in solution:
        state = rules.apply(state, action, hands)
    return rules, state


def assert_solutions_replay(quest, result):
    for dists in result.players.values():
        for d in dists:
            rules, state = replay(quest, d.hands, d.solution)
            assert rules.is_goal(state)
            assert len(d.solution) == d.min_actions


# -- hands and distributions ------------------------------------------------------


def test_open_room_counts_depend_on_the_hands():
    # dwarf in the south-west corner, shared exit in the north-east corner: it must go
    # 4 north and 4 east. One action when one hand holds N and E, else two.
    quest = make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"})
    result = reference.solve(quest)
    assert result.solvable is True
    assert result.min_steps == 8
    counts = {n: [d.min_actions for d in ds] for n, ds in result.players.items()}
    assert counts[1] == [1]
    assert counts[2] == [2, 1, 2]  # NS/EW, NE/SW, NW/ES
    assert counts[3] == [1, 1, 2, 2]  # shared N, E, S, W
    assert counts[4] == [2]
    assert result.player_range(3) == (1, 2)
    assert_solutions_replay(quest, result)
    js = result.to_json()
    assert [p["players"] for p in js["players"]] == [1, 2, 3, 4]
    assert js["players"][1]["min_actions"] == 1 and js["players"][1]["max_actions"] == 2


def test_distribution_table_is_the_spec_table():
    assert DISTRIBUTIONS[1] == [("NESW",)]
    assert len(DISTRIBUTIONS[2]) == 3 and len(DISTRIBUTIONS[3]) == 4
    for n, dists in DISTRIBUTIONS.items():
        for hands in dists:
            assert len(hands) == n
            assert set("".join(hands)) == set("NESW")  # every direction is in some hand


# -- doors and keys ---------------------------------------------------------------


def _door_quest(with_elf: bool):
    heroes = {"dwarf": (0, 0)}
    cells = {(0, 0): "key1", (1, 0): "floor", (2, 0): "floor", (3, 0): "exit:dwarf"}
    if with_elf:
        heroes["elf"] = (0, 1)
        cells.update({(0, 2): "floor", (0, 3): "exit:elf"})
    return make_quest(4, heroes, cells, edges=[(1, 0, "E", "door", 1)], void_rest=True)


def test_a_key_does_not_open_the_door_for_the_hero_standing_on_it():
    quest = _door_quest(with_elf=False)
    rules = Rules(quest)
    state = rules.initial_state()
    state = rules.apply(state, Move(0, "dwarf", ((0, 0), (1, 0))), ["NESW"])
    reason = rules.check(state, Move(0, "dwarf", ((1, 0), (2, 0))), ["NESW"])
    assert reason is not None and "door 1" in reason
    result = reference.solve(quest, players=(1,))
    assert result.solvable is False
    assert result.players[1][0].min_actions is None and result.min_steps is None


def test_door_opens_while_another_hero_holds_the_key():
    quest = _door_quest(with_elf=True)
    result = reference.solve(quest)
    # dwarf steps off the key, elf takes it, dwarf crosses to its exit, elf walks to its exit
    assert result.solvable is True
    assert [d.min_actions for d in result.players[1]] == [4]
    assert result.min_steps == 1 + 1 + 2 + 3
    assert_solutions_replay(quest, result)


# -- elf jump ---------------------------------------------------------------------


def _jump_quest(edges=()):
    cells = {(2, 0): "exit:elf", (3, 0): "exit:dwarf"}
    return make_quest(4, {"elf": (0, 0), "dwarf": (1, 0)}, cells, edges, void_rest=True)


def test_elf_jumps_over_a_hero():
    quest = _jump_quest()
    rules = Rules(quest)
    state = rules.initial_state()
    assert rules.check(state, Move(0, "elf", ((0, 0), (2, 0))), ["E"]) is None
    assert rules.check(state, Move(0, "elf", ((0, 0), (2, 0))), ["N"]) is not None  # not in hand
    assert rules.check(state, Move(0, "dwarf", ((1, 0), (3, 0))), ["E"]) is not None  # no jump


@pytest.mark.parametrize(
    "edge, word",
    [
        ((1, 0, "E", "wall"), "wall"),
        ((0, 0, "E", "wall"), "wall"),
        ((2, 0, "W", "air"), "air"),  # blows west, against the jump
        ((1, 0, "E", "narrow"), "narrow"),
    ],
)
def test_elf_jump_blocked_by_edges(edge, word):
    rules = Rules(_jump_quest([edge]))
    reason = rules.check(rules.initial_state(), Move(0, "elf", ((0, 0), (2, 0))), ["E"])
    assert reason is not None and word in reason


def test_elf_jump_with_the_air_current():
    rules = Rules(_jump_quest([(1, 0, "E", "air")]))
    assert rules.check(rules.initial_state(), Move(0, "elf", ((0, 0), (2, 0))), ["E"]) is None


# -- barbarian toss ---------------------------------------------------------------


def _toss_quest(edges=(), extra=None):
    cells = {(2, 0): "trap", (3, 0): "floor", (4, 0): "exit:elf", (0, 1): "exit:barbarian"}
    cells.update(extra or {})
    return make_quest(5, {"barbarian": (0, 0), "elf": (1, 0)}, cells, edges, void_rest=True)


def test_barbarian_tosses_over_one_trap():
    quest = _toss_quest()
    rules = Rules(quest)
    state = rules.initial_state()
    assert rules.check(state, Toss(0, "elf", (3, 0)), ["E"]) is None
    assert rules.check(state, Toss(0, "elf", (3, 0)), ["NS"]) is not None
    state = rules.apply(state, Toss(0, "elf", (3, 0)), ["E"])
    assert rules.position(state, "elf") == (3, 0)
    # the elf cannot walk back over the trap, the barbarian never crosses one
    assert rules.check(state, Move(0, "elf", ((3, 0), (2, 0))), ["W"]) is not None
    state2 = rules.apply(state, Move(0, "barbarian", ((0, 0), (1, 0))), ["E"])
    assert "trap" in rules.check(state2, Move(0, "barbarian", ((1, 0), (2, 0))), ["E"])
    result = reference.solve(quest, players=(1,))
    assert result.players[1][0].min_actions == 3  # toss, elf to exit, barbarian to exit
    assert_solutions_replay(quest, result)


@pytest.mark.parametrize(
    "edge",
    [
        (2, 0, "E", "wall"),
        (0, 0, "E", "wall"),
        (3, 0, "W", "air"),  # blows west, against the toss
        (1, 0, "E", "narrow"),
        (1, 0, "E", "door", 1),
    ],
)
def test_toss_blocked_by_edges(edge):
    rules = Rules(_toss_quest([edge]))
    assert rules.check(rules.initial_state(), Toss(0, "elf", (3, 0)), ["E"]) is not None


def test_toss_needs_exactly_one_trap_and_a_free_landing():
    rules = Rules(_toss_quest(extra={(3, 0): "trap"}))
    assert rules.check(rules.initial_state(), Toss(0, "elf", (3, 0)), ["E"]) is not None
    assert rules.check(rules.initial_state(), Toss(0, "elf", (4, 0)), ["E"]) is not None


# -- the little sister --------------------------------------------------------------


def _sister_quest(edges=()):
    # sister at (0,1); dwarf at (2,2); landing (2,1) is next to the dwarf across edge (2,1)S
    return make_quest(4, {"sister": (0, 1), "dwarf": (2, 2)}, {}, edges)


def test_sister_teleports_next_to_a_hero_across_a_single_wall():
    rules = Rules(_sister_quest([(2, 1, "S", "wall"), (1, 1, "E", "wall")]))
    state = rules.initial_state()
    assert rules.check(state, Teleport(0, "sister", (2, 1)), ["E"]) is None  # passes the wall
    assert rules.check(state, Teleport(0, "sister", (3, 1)), ["E"]) is not None  # nobody near
    assert rules.check(state, Teleport(0, "sister", (2, 1)), ["W"]) is not None  # hand


def test_double_wall_parts_the_sister():
    rules = Rules(_sister_quest([(2, 1, "S", "double-wall")]))
    reason = rules.check(rules.initial_state(), Teleport(0, "sister", (2, 1)), ["E"])
    assert reason is not None and "next to another hero" in reason


def test_walls_on_both_cards_count_as_a_double_wall():
    def board(b_edges):
        a = make_card("A", (0, 0), edges=[(2, 1, "E", "wall")])
        b = make_card("B", (1, 0), edges=b_edges)
        return multi_quest(3, (2, 1), [a, b], {"sister": ("A", (2, 0)), "dwarf": ("B", (0, 1))})

    single = Rules(board([]))
    assert single.check(single.initial_state(), Teleport(0, "sister", (2, 1)), ["S"]) is None
    double = Rules(board([(0, 1, "W", "wall")]))
    assert double.check(double.initial_state(), Teleport(0, "sister", (2, 1)), ["S"]) is not None


def test_sister_never_walks():
    rules = Rules(_sister_quest())
    reason = rules.check(rules.initial_state(), Move(0, "sister", ((0, 1), (1, 1))), ["E"])
    assert reason is not None and "teleport" in reason


# -- the mage ---------------------------------------------------------------------


def test_swap_only_on_arrival():
    quest = make_quest(3, {"mage": (1, 1), "dwarf": (0, 0)}, {(1, 1): "invocation"})
    rules = Rules(quest)
    state = rules.initial_state()
    # leaving and coming back in the same action allows the swap
    back = Move(0, "mage", ((1, 1), (2, 1), (1, 1)), swap="dwarf")
    after = rules.apply(state, back, ["EW"])
    assert rules.position(after, "mage") == (0, 0) and rules.position(after, "dwarf") == (1, 1)
    # a hand that cannot come back cannot swap
    assert rules.check(state, Move(0, "mage", ((1, 1), (2, 1), (1, 1)), swap="dwarf"), ["E"])
    swaps = [a for a, _ in rules.legal_actions(state, ["E"]) if getattr(a, "swap", None)]
    assert swaps == []
    # arriving from elsewhere allows it; stopping without swapping is fine too
    state = rules.apply(state, Move(0, "mage", ((1, 1), (2, 1))), ["E"])
    assert rules.check(state, Move(0, "mage", ((2, 1), (1, 1)), swap="dwarf"), ["W"]) is None
    assert rules.check(state, Move(0, "mage", ((2, 1), (2, 2)), swap="dwarf"), ["S"]) is not None


def test_walled_in_mage_cannot_swap():
    walls = [(1, 1, s, "wall") for s in "NESW"]
    quest = make_quest(3, {"mage": (1, 1), "dwarf": (0, 0)}, {(1, 1): "invocation"}, walls)
    rules = Rules(quest)
    actions = [a for a, _ in rules.legal_actions(rules.initial_state(), ["NESW"])]
    assert actions and all(a.hero == "dwarf" for a in actions)


# -- armories and exits -----------------------------------------------------------


def test_exits_closed_until_every_armory_is_filled_then_open_for_good():
    cells = {
        (0, 2): "armory:dwarf",
        (4, 2): "armory:elf",
        (2, 0): "exit",
    }
    quest = make_quest(5, {"dwarf": (0, 0), "elf": (4, 4)}, cells)
    rules = Rules(quest)
    state = rules.initial_state()
    assert not state.exits_open
    state = rules.apply(state, Move(0, "dwarf", ((0, 0), (0, 1), (0, 2))), ["S"])
    assert not state.exits_open
    reason = rules.check(state, Move(0, "dwarf", ((0, 2), (1, 2), (2, 2))), ["E"])
    assert reason is None  # walking is fine
    to_exit = Move(0, "dwarf", ((0, 2), (1, 2), (2, 2), (2, 1), (2, 0)))
    assert "closed" in rules.check(state, to_exit, ["NE"])
    state = rules.apply(state, Move(0, "elf", ((4, 4), (4, 3), (4, 2))), ["N"])
    assert state.exits_open
    state = rules.apply(state, Move(0, "elf", ((4, 2), (4, 1))), ["N"])
    assert state.exits_open  # stays open after leaving the armory
    result = reference.solve(quest, players=(1,))
    # each hero: one action to its armory, one to the exit
    assert result.players[1][0].min_actions == 4
    assert_solutions_replay(quest, result)


def test_closed_exit_cannot_be_entered():
    cells = {(0, 2): "armory:dwarf", (1, 0): "exit"}
    quest = make_quest(3, {"dwarf": (0, 0)}, cells)
    rules = Rules(quest)
    reason = rules.check(rules.initial_state(), Move(0, "dwarf", ((0, 0), (1, 0))), ["E"])
    assert "closed" in reason


def test_exit_belongs_to_its_hero_and_ends_the_move():
    quest = make_quest(4, {"dwarf": (0, 0), "elf": (0, 1)}, {(1, 0): "exit:elf"})
    rules = Rules(quest)
    state = rules.initial_state()
    assert "elf's exit" in rules.check(state, Move(0, "dwarf", ((0, 0), (1, 0))), ["E"])
    elf_path = Move(0, "elf", ((0, 1), (1, 1), (1, 0), (2, 0)))
    assert "leaves" in rules.check(state, elf_path, ["NE"])
    state = rules.apply(state, Move(0, "elf", ((0, 1), (1, 1), (1, 0))), ["NE"])
    assert rules.position(state, "elf") is None


def test_traps_stop_walking():
    quest = make_quest(3, {"dwarf": (0, 0)}, {(1, 0): "trap", (2, 0): "exit"}, void_rest=True)
    assert reference.solve(quest, players=(1,)).solvable is False


# -- ladders ----------------------------------------------------------------------


def test_ladder_climb_passes_over_anything_in_its_direction():
    cells = {(0, 0): "ladder", (0, 2): "void", (0, 3): "ladder", (0, 4): "exit"}
    quest = make_quest(5, {"dwarf": (0, 0)}, cells, edges=[(0, 0, "S", "wall")], void_rest=True)
    rules = Rules(quest)
    state = rules.initial_state()
    assert rules.check(state, Move(0, "dwarf", ((0, 0), (0, 3))), ["S"]) is None
    assert rules.check(state, Move(0, "dwarf", ((0, 0), (0, 3))), ["EW"]) is not None
    assert rules.check(state, Move(0, "dwarf", ((0, 0), (0, 1))), ["S"]) is not None  # wall
    result = reference.solve(quest, players=(1, 4))
    assert result.players[1][0].min_actions == 1  # climb and step on in one move
    assert result.min_steps == 2


def test_ladder_climb_ends_only_where_the_hero_may_stand():
    # the dwarf may not climb onto the elf's ladder, however far it is
    cells = {(0, 0): "ladder", (0, 3): "ladder", (0, 4): "exit"}
    quest = make_quest(5, {"dwarf": (0, 0), "elf": (0, 3)}, cells)
    rules = Rules(quest)
    state = rules.initial_state()
    reason = rules.check(state, Move(0, "dwarf", ((0, 0), (0, 3))), ["NESW"])
    assert reason == "step 1: the elf stands there"
    assert (0, 3) not in rules.reachable(state, "dwarf", "NESW")


# -- rotation and sliding ---------------------------------------------------------


def test_rotation_carries_heroes_along():
    a = make_card("A", (0, 0))
    b = make_card("B", (1, 0), cells={(0, 0): "rotation"})
    quest = multi_quest(3, (2, 1), [a, b], {"dwarf": ("B", (0, 0)), "elf": ("A", (0, 0))})
    rules = Rules(quest)
    state = rules.initial_state()
    assert rules.position(state, "dwarf") == (3, 0)
    assert rules.check(state, Rotate(0, "A", 1), ["N"]) is not None  # nobody on A's rotation
    state = rules.apply(state, Rotate(3, "B", 1), ["N", "E", "S", "W"])
    assert rules.position(state, "dwarf") == (5, 0)  # local (0,0) turned clockwise -> (2,0)
    assert rules.position(state, "elf") == (0, 0)
    assert state.layout[1] == ((1, 0), 1)


def test_sliding_carries_heroes_into_the_empty_slot():
    a = make_card("A", (0, 0), cells={(1, 1): "sliding"})
    quest = multi_quest(3, (2, 1), [a], {"dwarf": ("A", (1, 1))})
    rules = Rules(quest)
    state = rules.initial_state()
    assert rules.check(state, Slide(0, "A", (0, 1)), ["N"]) is not None  # outside the board
    state = rules.apply(state, Slide(0, "A", (1, 0)), ["N"])
    assert rules.position(state, "dwarf") == (4, 1)
    assert state.layout[0] == ((1, 0), 0)


def test_rotating_a_card_opens_a_passage():
    # A's east side is walled except row 1; B's west side is walled except its drawing's
    # north-west cell's north neighbour... B must turn so its gap meets A's gap.
    a_edges = [(2, 0, "E", "wall"), (2, 2, "E", "wall")]
    b_edges = [(0, 0, "W", "wall"), (0, 1, "W", "wall")]  # gap at B's local (0,2) west
    a = make_card("A", (0, 0), cells={(0, 1): "rotation"}, edges=a_edges)
    b = make_card("B", (1, 0), cells={(2, 1): "exit"}, edges=b_edges)
    quest = multi_quest(3, (2, 1), [a, b], {"dwarf": ("A", (0, 1))})
    result = reference.solve(quest)
    assert result.solvable is True
    # without turning, the dwarf cannot reach B at all: the answer needs a rotation
    solo = result.players[1][0]
    assert any(isinstance(x, Rotate) for x in solo.solution)
    assert_solutions_replay(quest, result)


def test_describe_says_the_move_in_words():
    text = describe(Move(1, "elf", ((0, 0), (1, 0), (2, 0), (3, 0))), ("NS", "EW"))
    assert text.startswith("player 2 (E,W) moves the elf 3 spaces east")


def test_illegal_apply_raises_with_reason():
    quest = make_quest(3, {"dwarf": (0, 0)}, {(2, 2): "exit"})
    rules = Rules(quest)
    with pytest.raises(IllegalAction, match="not in this hand"):
        rules.apply(rules.initial_state(), Move(0, "dwarf", ((0, 0), (1, 0))), ["N"])


def test_playback_frames_follow_the_solution():
    from editor.games.tower.playback import frames

    quest = _door_quest(with_elf=True)
    result = reference.solve(quest, players=(2,))
    dist = result.players[2][0]
    film = frames(quest, dist.hands, dist.solution)
    assert len(film) == dist.min_actions + 1
    assert film[0].action is None and Rules(quest).is_goal(film[-1].state)
    assert all(f.text.startswith("player ") for f in film[1:])


def test_a_swap_that_fills_the_last_armory_opens_the_exits_for_min_steps():
    # The mage's armory is where the dwarf stands; the dwarf has no armory. A step onto
    # the invocation cell, the swap (mage on its armory: exits open), then the mage walks
    # one step to its exit and the dwarf one step to the shared exit: 4 steps.
    cells = {(1, 0): "invocation", (2, 1): "armory:mage", (3, 1): "exit:mage", (0, 0): "exit"}
    quest = make_quest(4, {"mage": (2, 0), "dwarf": (2, 1)}, cells)
    steps, complete, _ = reference.min_steps(quest)
    assert complete and steps == 4
    from editor.games.tower.fast import solve as fast_solve

    assert fast_solve(quest, players=(1,)).min_steps == 4
