"""Malls: play mode's controller on a real session (no window): who may act, exploring, the
real-time sand timer on a clock the test drives."""

from __future__ import annotations

import json
from pathlib import Path

from mallbuild import scenario, space, tile

from editor.games.mall.fileformat import scenario_from_dict
from editor.games.mall.hands import HANDS
from editor.games.mall.qt.play import MallPlay
from editor.games.mall.solving import solve
from editor.qt.game import Document

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "mall"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def load(name: str):
    return scenario_from_dict(json.loads((LIBRARY / name).read_text(encoding="utf-8")))


def position(play: MallPlay, hero: str):
    return play.state.positions[play.rules.heroes.index(hero)]


def play_action(play: MallPlay, data: dict) -> None:
    """One action of a solver plan, as a player at the table: pick the player, click the hero,
    click where it goes (or explore)."""
    play.set_player(data["player"])
    play.click(position(play, data["hero"]))
    if data["type"] == "explore":
        if play.hero == data["hero"] and play.explore_place() is not None:
            play.explore()
    else:
        play.click(tuple(data["to"]))


def test_an_action_is_refused_to_a_player_whose_tiles_lack_it(qapp):
    scenario = load("08-full-mall.mall.json")
    play = MallPlay(Document(scenario), 3)
    said = []
    play.message.connect(lambda text, refused: said.append((text, refused)))
    hands = HANDS[3]
    hero = play.hero
    south = next(a for a in play.rules.actions(play.state) if a.hero == hero and a.kind == "S")
    play.set_player(0)  # north and east
    assert "S" not in hands[0]
    assert south.to not in play.targets()  # not offered
    play.click(south.to)
    assert said[-1] == ("Refused: player 1's action tiles have no S (player 3 has it)", True)
    assert not play.session.history and position(play, hero) != south.to
    play.set_player(2)  # escalator, explore, south
    assert play.targets()[south.to] == "S"
    play.click(south.to)
    assert position(play, hero) == south.to
    assert (play.controls.tiles.acting, play.controls.tiles.kind) == (2, "S")  # the tile used
    assert play.log[0].startswith("1. player 3 (escalator, explore, south): the ")


def test_exploring_places_the_top_of_the_deck_for_the_player_with_the_tile(qapp):
    scenario = load("05-sand-timer.mall.json")  # the dwarf explores from its start tile's 1,3
    play = MallPlay(Document(scenario), 2)
    said = []
    play.message.connect(lambda text, refused: said.append((text, refused)))
    for data in solve(scenario).plans[2].solution:
        if data["type"] == "explore":
            break
        play_action(play, data)
    play.set_player(0)
    assert play.explore_place() is None  # player 1 has no explore tile
    play.explore()
    assert said[-1] == ("Refused: player 1's action tiles have no explore (player 2 has it)", True)
    play.set_player(1)
    origin = play.explore_place()
    assert origin is not None
    play.click((origin[0] + 1, origin[1] + 1))  # a click on the unexplored place explores
    assert len(play.state.explored) == 1 and play.state.explored[0][0] == origin
    assert "tile 2 is placed" in play.log[-1]


def test_a_library_plan_played_by_clicks_wins(qapp):
    scenario = load("08-full-mall.mall.json")
    plan = solve(scenario).plans[4].solution
    play = MallPlay(Document(scenario), 4)
    finished = []
    play.finished.connect(finished.append)
    for data in plan:
        play_action(play, data)
    assert play.session.won and len(play.session.history) == len(plan)
    assert finished == [f"Every hero is out after {len(plan)} actions: the heist has succeeded."]


def test_the_real_time_sand_timer_turns_over_on_a_timer_space_and_runs_out(qapp):
    scenario = load("05-sand-timer.mall.json")
    clock = Clock()
    play = MallPlay(Document(scenario), 1, 180, clock=clock)
    finished = []
    play.finished.connect(finished.append)
    plan = solve(scenario).plans[1].solution
    mall = play.rules.mall
    flip = None
    for k, data in enumerate(plan):
        lands = tuple(data.get("to", ()))
        cells = mall(play.state).cells
        if lands in cells and cells[lands].space.type == "timer" and data["type"] != "explore":
            flip = k
            break
        play_action(play, data)
        clock.now += 1
    assert flip is not None and play.sand.running
    before = play.sand.remaining()
    clock.now += 100
    play.tick()
    assert play.sand.remaining() == before - 100
    play_action(play, plan[flip])
    assert play.sand.remaining() == 180 - (before - 100)  # the sand that ran is the sand left
    assert "the sand timer is turned over" in play.log[-1]
    assert play.undo()  # taken back: the timer is turned back, the time spent is not given back
    assert play.sand.remaining() == before - 100
    play_action(play, plan[flip])
    left = play.sand.remaining()
    clock.now += left - 0.5
    play.tick()
    assert not play.is_over and not finished
    clock.now += 0.5
    play.tick()
    assert play.out_of_sand and play.is_over
    assert finished and finished[0].startswith("The sand ran out after")
    assert play.offers() == []
    moves = len(play.session.history)
    play_action(play, plan[flip + 1])
    assert len(play.session.history) == moves


def test_the_vortexes_go_off_at_the_theft_and_the_exits_open(qapp):
    """The mage slides onto its item (the theft); its vortex is refused after, its exit
    takes it out."""
    start = tile(
        "1",
        [
            space(1, 0, "item", "mage"),
            space(3, 3, "vortex", "mage"),
            space(0, 3, "exit", "mage"),
            space(2, 2, "vortex", "mage"),
        ],
        start=True,
    )
    play = MallPlay(Document(scenario([start], {"mage": (0, 0)})), 1)
    said = []
    play.message.connect(lambda text, refused: said.append((text, refused)))
    play.click((2, 2))  # before the theft the vortex takes it
    assert position(play, "mage") == (2, 2)
    play.undo()
    play.click((0, 3))  # before the theft an exit is an ordinary space
    assert position(play, "mage") == (0, 3)
    play.undo()
    play.click((1, 0))
    assert play.state.theft and "the theft!" in play.log[-1]
    play.click((3, 3))
    assert said[-1] == ("Refused: the vortexes are off since the theft", True)
    assert position(play, "mage") == (1, 0)
    play.click((1, 3))  # south, then west onto the exit
    play.click((0, 3))
    assert play.session.won and "leaves the mall" in play.log[-2]
