"""Malls in the studio window: a library scenario's plan played through the Play dock with
the mouse and keys, and a plan watched from the Solver dock."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from guitest import open_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from editor.games.mall.fileformat import dumps
from editor.games.mall.qt.actiontiles import ROW
from editor.games.mall.solving import solve

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "mall"
FULL = LIBRARY / "08-full-mall.mall.json"


def start(qtbot, w, players: int) -> None:
    dock = w.editor.play_dock
    dock.set_players(players)
    dock.panel.setup_combo.setCurrentIndex(dock.panel.setup_combo.findData(None))  # no sand
    dock.act_play.trigger()
    assert w.editor.play is not None and w.editor.play.players == players
    qtbot.wait(20)  # the deferred fit
    w.grab()


def click_space(qtbot, w, space) -> None:
    """A left click on the middle of a global space of the board."""
    scene = w.editor.play.scene
    centre = scene.space_centre(space)
    w.view.centerOn(centre)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.view.mapFromScene(centre))


def pick_player(qtbot, w, player: int) -> None:
    """A click on the player's row of action tiles in the Play dock."""
    tiles = w.editor.play.controls.tiles
    qtbot.mouseClick(tiles, Qt.MouseButton.LeftButton, pos=QPoint(8, player * ROW + ROW // 2))


def test_a_library_plan_played_with_clicks_and_keys_in_the_play_dock_wins(qtbot):
    w = open_window(qtbot, FULL)
    before = dumps(w.editor.doc.model)
    players = 3
    plan = solve(w.editor.doc.model, (players,)).plans[players].solution
    start(qtbot, w, players)
    play = w.editor.play
    for data in plan:
        pick_player(qtbot, w, data["player"])
        assert play.player == data["player"] and play.controls.tiles.acting == data["player"]
        hero = data["hero"]
        if play.hero != hero:
            click_space(qtbot, w, play.state.positions[play.rules.heroes.index(hero)])
        assert play.hero == hero
        if data["type"] == "explore":
            qtbot.keyClick(w.view, Qt.Key.Key_X)
        else:
            click_space(qtbot, w, tuple(data["to"]))
    w.grab()
    assert play.session.won and len(play.session.history) == len(plan)
    assert f"Every hero is out after {len(plan)} actions" in w.editor.play_dock.panel.message.text()
    assert dumps(w.editor.doc.model) == before  # play never changes the file
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play is None and w.view.scene() is w.editor.scene


def test_keys_choose_the_player_and_the_hero_and_move_it(qtbot):
    w = open_window(qtbot, FULL)
    start(qtbot, w, 4)
    play = w.editor.play
    said = []
    play.message.connect(lambda text, refused: said.append((text, refused)))
    qtbot.keyClick(w.view, Qt.Key.Key_4)  # player 4 holds N only
    assert play.player == 3
    hero = play.hero
    here = play.state.positions[play.rules.heroes.index(hero)]
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert said[-1][1] and "player 4's action tiles have no E" in said[-1][0]
    assert play.state.positions[play.rules.heroes.index(hero)] == here
    qtbot.keyClick(w.view, Qt.Key.Key_3)  # escalator, E
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert play.state.positions[play.rules.heroes.index(hero)] == (here[0] + 1, here[1])
    qtbot.keyClick(w.view, Qt.Key.Key_Tab)
    other = play.hero
    assert other != hero
    east = [a.to for a in play.rules.actions(play.state) if a.hero == other and a.kind == "E"]
    assert len(east) > 1
    qtbot.keyClick(w.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert play.state.positions[play.rules.heroes.index(other)] == east[-1]  # as far as it slides
    w.editor.play_dock.undo()
    w.editor.play_dock.undo()
    assert play.state.positions[play.rules.heroes.index(hero)] == here


def test_a_plan_is_watched_from_the_solver_dock(qtbot):
    w = open_window(qtbot, FULL)
    panel = w.editor.solver
    panel.solve()
    qtbot.waitUntil(lambda: not panel.solving, timeout=60_000)
    plan = panel.table.answer.result.plans[2].solution
    panel.tree.setCurrentItem(panel.item_for(2))
    assert panel.watch_setup(2)
    watch = panel.watch
    for k, data in enumerate(plan[:6], 1):
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
        assert watch.index == k and watch.acting == data["player"]
    w.grab()
    watch.stop()
    assert not watch.watching and panel.watch_button.isVisible()


@pytest.mark.parametrize("flag", ["--solve", "--play"])
def test_edit_pictures_a_plan_watched_and_a_heist_played(tmp_path, flag):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "picture.png"
    command = [sys.executable, "-m", "editor", "edit", str(FULL), "--screenshot", str(out), flag]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


def test_the_arrows_move_heroes_in_play_mode_even_while_a_plan_is_watched(qtbot):
    w = open_window(qtbot, FULL)
    panel = w.editor.solver
    panel.solve()
    qtbot.waitUntil(lambda: not panel.solving, timeout=60_000)
    assert panel.watch_setup(1)
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert panel.watch.index == 1
    start(qtbot, w, 1)
    play = w.editor.play
    hero = play.hero
    here = play.state.positions[play.rules.heroes.index(hero)]
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert panel.watch.index == 1
    assert play.state.positions[play.rules.heroes.index(hero)] == (here[0] + 1, here[1])


@pytest.mark.parametrize("players", [3, 8])
def test_every_players_action_tiles_keep_their_size_in_the_play_dock(qtbot, players):
    # a dock shorter than its panel scrolls: no player's row of tiles is cut off
    w = open_window(qtbot, FULL)
    start(qtbot, w, players)
    controls = w.editor.play.controls
    rows = len(controls.tiles.hands)
    assert rows == players
    assert controls.tiles.height() == rows * ROW
    assert controls.explore_button.geometry().top() >= controls.tiles.geometry().bottom()
