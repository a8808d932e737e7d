"""Malls: watching a player count's plan in the Solver dock's watch panel (on a bare scene)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from editor.games.mall.fileformat import scenario_from_dict
from editor.games.mall.qt.watch import PlanWatch
from editor.games.mall.setups import setup_table

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "mall"


def load(name: str):
    return scenario_from_dict(json.loads((LIBRARY / name).read_text(encoding="utf-8")))


def kind_of(data: dict) -> str:
    return data["dir"] if data["type"] == "move" else data["type"]


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, 100, 100))
    return scene


@pytest.mark.parametrize("players", [1, 3, 4])
def test_the_watch_steps_through_a_plan_lighting_the_acting_player(qtbot, scene, players):
    table = setup_table(load("08-full-mall.mall.json"))
    setup = table.counts[players - 1].setups[0]
    assert setup.watch and setup.key == players
    plan = table.answer.result.plans[players].solution
    watch = PlanWatch(lambda: scene)
    qtbot.addWidget(watch)
    watch.start_setup(table.answer, players)
    assert watch.cover in scene.items() and watch.acting is None
    for k, data in enumerate(plan, 1):
        watch.forward_one()
        assert watch.index == k
        assert watch.acting == data["player"]
        assert watch.tiles.kind == kind_of(data)
        assert f"Action {k} of {len(plan)}" in watch.label.text()
        if data["type"] != "explore":
            heroes = watch.picture.board.heroes
            assert heroes.get(data["hero"], tuple(data["to"])) == tuple(data["to"])
    assert watch.picture.board.heroes == {}  # every hero has left
    watch.back_one()
    assert watch.index == len(plan) - 1 and watch.acting == plan[-2]["player"]
    watch.home()
    assert watch.acting is None and watch.tiles.acting is None
    closed = []
    watch.closed.connect(lambda: closed.append(True))
    watch.stop()
    assert closed and watch.cover is None
    assert not [i for i in scene.items() if i.zValue() >= 1000]
    assert scene.sceneRect() == QRectF(0, 0, 100, 100)


def test_a_hero_slides_from_where_it_stood_and_a_tile_appears_when_explored(qtbot, scene):
    table = setup_table(load("05-sand-timer.mall.json"))
    plan = table.answer.result.plans[2].solution
    watch = PlanWatch(lambda: scene)
    qtbot.addWidget(watch)
    watch.start_setup(table.answer, 2)
    watch.forward_one()  # a move: the hero is drawn part of the way
    picture = watch.picture
    assert picture.animating
    start = picture.centre(tuple(watch.steps[0].before.positions[0]))
    end = picture.centre(tuple(plan[0]["to"]))
    picture.animation.setCurrentTime(picture.animation.duration() // 2)
    mid = picture.hero_spot(plan[0]["hero"])
    between = (min(start.x(), end.x()) <= mid.x() <= max(start.x(), end.x())) and (
        min(start.y(), end.y()) <= mid.y() <= max(start.y(), end.y())
    )
    assert between and mid not in (start, end)
    picture.finish()
    assert not picture.animating and picture.hero_spot(plan[0]["hero"]) == end
    explore = next(k for k, d in enumerate(plan) if d["type"] == "explore")
    watch.go(explore)
    tiles = len(picture.board.pieces)
    in_mall = sum(p.in_mall for p in picture.board.pieces)
    watch.forward_one()
    assert sum(p.in_mall for p in watch.picture.board.pieces) == in_mall + 1
    assert len(watch.picture.board.pieces) == tiles  # from the tray into the mall
    assert "tile 2 is placed" in watch.label.text()
