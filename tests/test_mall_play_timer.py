"""Malls: the real-time sand timer of play mode (RULES.md section 4), on a clock the test drives."""

from __future__ import annotations

import pytest
from mallbuild import scenario, space, tile

from editor.games.mall.rules import Action, Rules
from editor.games.mall.sandtimer import SandTimer, turns_timer


class Clock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def heist():
    """The dwarf at 0,0 on a row of floor with a timer space at 2,0; its item and exit below."""
    start = tile(
        "1",
        [space(2, 0, "timer"), space(3, 3, "item", "dwarf"), space(0, 3, "exit", "dwarf")],
        start=True,
    )
    return scenario([start], {"dwarf": (0, 0)})


def test_the_sand_stands_still_until_started_then_runs_down_and_runs_out():
    clock = Clock()
    sand = SandTimer(180, clock)
    clock.now += 50
    assert sand.remaining() == 180 and not sand.running
    sand.start()
    clock.now += 50
    assert sand.remaining() == 130
    clock.now += 130
    assert sand.remaining() == 0 and sand.run_out
    clock.now += 10
    assert sand.remaining() == 0


def test_turning_over_makes_the_sand_that_ran_the_sand_left():
    clock = Clock()
    sand = SandTimer(180, clock)
    sand.start()
    clock.now += 150
    sand.turn_over()  # 30 s were left: 150 s run now
    assert sand.remaining() == 150
    clock.now += 20
    assert sand.remaining() == 130
    sand.turn_over()  # early: less time than before ("regardless of whether ...")
    assert sand.remaining() == 50
    clock.now += 50
    assert sand.run_out
    sand.turn_over()  # the heist has failed: an empty timer stays empty
    assert sand.run_out


def test_a_stopped_timer_keeps_its_sand():
    clock = Clock()
    sand = SandTimer(60, clock)
    sand.start()
    clock.now += 20
    sand.stop()
    clock.now += 100
    assert sand.remaining() == 40
    sand.start()
    clock.now += 10
    assert sand.remaining() == 30


def test_a_timer_holds_some_sand():
    with pytest.raises(ValueError, match="holds some sand"):
        SandTimer(0)


def test_only_a_hero_ending_its_action_on_an_unused_timer_space_turns_the_timer():
    rules = Rules(heist())
    start = rules.initial()
    onto = Action("E", "dwarf", (2, 0))
    after = rules.play(start, onto)
    assert turns_timer(rules, onto, after, frozenset()) == (2, 0)
    assert turns_timer(rules, onto, after, frozenset({(2, 0)})) is None  # used up
    over = Action("E", "dwarf", (3, 0))  # slides over it
    assert turns_timer(rules, over, rules.play(start, over), frozenset()) is None
    stay = Action("S", "dwarf", (2, 1))  # leaves it
    assert turns_timer(rules, stay, rules.play(after, stay), frozenset()) is None
