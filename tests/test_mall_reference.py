"""The mall's solver and play session (RULES.md sections 3 and 7), on heists worked by hand."""

from __future__ import annotations

import pytest
from mallbuild import scenario, space, tile, wall

from editor.core.limits import MAX_STATES
from editor.games.mall.crosscheck import replay_problems
from editor.games.mall.hands import HANDS, changes
from editor.games.mall.play import Session, Step
from editor.games.mall.reference import solve
from editor.games.mall.rules import Action


def _corner_run():
    """The elf on 0,0, its item on 3,3, the shared exit on 0,3, no inner wall.

    The fewest actions are 3: E, S (the theft), W out; or S, E, W out (before the
    theft the exit on 0,3 is an ordinary space). Solo both plans switch twice.
    2 players: E by player 1, S and W by player 2: one hand-off.
    3 players: E (N,E), S (escalator, explore, S), W (vortex, W): two.
    4 players and more: E, S and W are on three different tiles: two.
    """
    return scenario(
        [tile("S", [space(3, 3, "item", "elf"), space(0, 3, "exit")], start=True)],
        {"elf": (0, 0)},
    )


EXPECTED = {1: 2, 2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2}


def test_fewest_actions_and_changes_per_player_count_worked_by_hand():
    s = _corner_run()
    result = solve(s)
    assert result.solvable is True and result.min_actions == 3
    assert {n: p.changes for n, p in result.plans.items()} == EXPECTED
    assert replay_problems(s, result) == []
    two = result.plans[2].solution
    assert [(a["dir"], a["player"]) for a in two] == [("E", 0), ("S", 1), ("W", 1)]
    assert two[-1] == {"type": "move", "player": 1, "hero": "elf", "dir": "W", "to": [0, 3]}


def test_solo_counts_switches_of_the_kind_of_action():
    assert changes(1, [("N", 0), ("N", 0), ("E", 0), ("vortex", 0)]) == 2
    assert changes(2, [("N", 0), ("E", 0), ("S", 1), ("W", 1)]) == 1


def test_the_action_tiles_of_each_player_count():
    assert HANDS[2] == (("vortex", "N", "E"), ("escalator", "explore", "S", "W"))
    assert HANDS[8][4:] == (("W",), ("E",), ("S",), ("N",))
    for n in range(2, 9):
        kinds = {k for hand in HANDS[n] for k in hand}
        assert kinds == {"N", "E", "S", "W", "vortex", "escalator", "explore"}


def walled_off_item():
    return scenario(
        [
            tile(
                "S",
                [space(3, 3, "item", "elf"), space(0, 3, "exit")],
                [wall(3, 3, "N"), wall(3, 3, "W")],
                start=True,
            )
        ],
        {"elf": (0, 0)},
    )


def test_a_walled_off_item_is_unsolvable_after_searching_every_state():
    result = solve(walled_off_item())
    assert result.solvable is False and result.min_actions is None
    assert result.states == 15  # every space but the walled-off one
    assert all(p.changes is None and p.solution is None for p in result.plans.values())


def test_a_stopped_search_whose_every_state_is_hopeless_proves_the_heist_unsolvable():
    # no state of the layer the limit stopped can reach the item: no plan passes through it
    from editor.games.mall import fast

    result = fast.solve(walled_off_item(), max_states=5)
    assert result.solvable is False and result.stopped_by is None and result.lower is None


def test_a_state_limit_leaves_the_answer_undecided():
    result = solve(_corner_run(), max_states=2)
    assert result.solvable is None and result.stopped_by == MAX_STATES
    assert result.to_json()["min_actions"] is None


def test_the_sand_timer_can_make_a_heist_fail():
    # 3 actions are needed; a timer of 2 runs out first, a timer of 3 ends with the last grain
    s = _corner_run()
    s.timer = 2
    assert solve(s).solvable is False
    s.timer = 3
    assert solve(s).min_actions == 3


def test_the_solver_explores_and_counts_the_explore_action():
    s = scenario(
        [
            tile("S", [space(2, 0, "explore", "elf")], start=True),
            tile("A", [space(1, 2, "item", "elf"), space(1, 0, "exit")]),
        ],
        {"elf": (2, 1)},
        deck=["A"],
    )
    # A lands at origin (1,-4): its entry is global 2,-1, its item (1,2) is 2,-2 and its
    # exit (1,0) is 2,-4. N to 2,0; explore; N onto the item (the theft); N out
    result = solve(s)
    assert result.min_actions == 4
    kinds = [a["type"] for a in result.plans[1].solution]
    assert kinds == ["move", "explore", "move", "move"]
    explore = result.plans[1].solution[1]
    assert explore == {
        "type": "explore",
        "player": 0,
        "hero": "elf",
        "tile": "A",
        "origin": [1, -4],
        "rotation": 0,
    }


# -- the play session ------------------------------------------------------------------


def test_a_session_offers_an_action_only_to_players_who_hold_it():
    session = Session(_corner_run(), 2)
    steps = session.legal_actions()
    assert {(s.player, s.action.kind) for s in steps} == {(0, "E"), (1, "S")}
    refused = Step(0, Action("S", "elf", (0, 3)))
    assert session.why_refused(refused) == "player 1's action tiles have no S"
    with pytest.raises(ValueError, match="have no S"):
        session.apply(refused)
    session.apply(Step(1, Action("S", "elf", (0, 3))))
    assert session.describe(Step(0, Action("E", "elf", (3, 3)))) == (
        "player 1: the elf moves east from 0,3 to 3,3"
    )
    session.apply(Step(0, Action("E", "elf", (3, 3))))
    assert session.state.theft
    session.apply(Step(1, Action("W", "elf", (0, 3))))
    assert session.won and session.is_over and session.legal_actions() == []
    assert session.undo() == Step(1, Action("W", "elf", (0, 3)))
    assert not session.is_over


def test_a_session_is_lost_when_the_sand_runs_out():
    s = _corner_run()
    s.timer = 2
    session = Session(s, 1)
    session.apply(Step(0, Action("E", "elf", (3, 0))))
    session.apply(Step(0, Action("S", "elf", (3, 3))))
    assert session.lost and session.is_over
    assert session.why_refused(Step(0, Action("W", "elf", (0, 3)))) == (
        "the heist is over: the sand timer ran out"
    )
    session.undo()
    assert not session.lost


def test_a_session_refuses_a_scenario_with_errors():
    s = _corner_run()
    s.heroes["mage"] = (0, 0)
    with pytest.raises(ValueError, match="the scenario has errors"):
        Session(s, 2)


def test_validate_solve_reports_a_heist_the_limits_left_undecided():
    from editor.games.mall.solving import solve_for_validation

    found, result = solve_for_validation(_corner_run(), max_states=1)
    assert result.solvable is None
    assert [(d.code, d.severity) for d in found] == [("M202", "warning")]
    assert "its state limit" in found[0].message
    found, result = solve_for_validation(_corner_run())
    assert found == [] and result.solvable and result.min_actions == 3
