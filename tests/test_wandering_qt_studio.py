"""The studio window hosting a Wandering Towers set-up: the panel, the landing tool in its
Tool dock, undo through the window, issues that jump to the place, and the screenshot CLI."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from guitest import open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from editor.games.wandering.fileformat import dumps

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "wandering"
ALL = LIBRARY / "06-all-modules.setup.json"


def test_a_set_up_opens_with_its_panel_and_the_landing_tool(qtbot):
    w = open_window(qtbot, ALL)
    assert w.game.name == "wandering"
    assert [a.text() for a in w.editor.toolbox.group.actions()] == [
        "Where does it land?",
        "Towers",
    ]
    tool = w.editor.tool
    dock = w.editor.tool_dock
    assert dock.isVisible() and dock.windowTitle() == "Where does it land?"
    assert dock.widget().currentWidget() is tool.panel
    assert w.editor.props_dock.widget().modules["hag"].isChecked()
    w.editor.select_tool("towers")
    assert not dock.isVisible()  # the Towers tool has no controls of its own
    w.editor.select_tool("landing")
    assert dock.isVisible()


def test_a_tower_dragged_to_another_space_starts_there(qtbot):
    w = open_window(qtbot, ALL)
    w.editor.select_tool("towers")
    r = w.editor.scene.renderer

    def at(space):
        return w.view.mapFromScene(r.space_centre(space))

    port = w.view.viewport()
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=at(10))
    qtbot.mouseMove(port, at(15))
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=at(15))
    start = w.editor.model.start
    assert start.towers == (1, 2, 3, 4, 6, 7, 8, 9, 15) and w.editor.stack.count() == 1
    assert w.run_checks_now() == []
    # the magic tower and the hag and the raven follow: behind the last tower, 16 and 17
    pieces = r.pieces()
    assert (pieces.magic_tower, pieces.hag, pieces.raven) == (16, 17, 17)
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=at(15))
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=at(14))  # a fountain
    assert w.editor.stack.count() == 1
    assert "landscape space" in w.statusBar().currentMessage()


def test_a_click_on_the_board_lands_a_figure_and_an_edit_is_undone_in_the_window(qtbot):
    w = open_window(qtbot, ALL)
    tool = w.editor.tool
    tool.steps = 7
    point = w.view.mapFromScene(w.editor.scene.renderer.space_centre(12))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    tool.finish()
    assert tool.figure.kind == "hag" and tool.movement.landing == 1
    assert "castle" in w.statusBar().currentMessage()
    before = dumps(w.editor.model)
    w.editor.props_dock.widget().modules["hag"].click()
    assert not w.editor.model.has("hag") and w.isWindowModified()
    assert tool.movement is None and "not in play" in tool.summary()
    w.act_undo.trigger()
    assert dumps(w.editor.model) == before and tool.movement.landing == 1


def test_an_issue_in_the_dock_selects_its_space(qtbot):
    w = open_window(qtbot, ALL)
    w.editor.doc.edit("towers", lambda s: setattr(s, "start", type_start((1, 2, 3, 4, 14))))
    diags = w.run_checks_now()
    assert {d.code for d in diags} >= {"W122", "W124"}
    w.show_diagnostic(next(d for d in diags if d.code == "W124"))
    assert w.editor.scene.selected == 14
    assert w.statusBar().currentMessage().startswith("W124")


def type_start(towers):
    from editor.games.wandering.model import StartPositions

    return StartPositions(towers)


def test_edit_screenshot_of_a_set_up(tmp_path):
    out = tmp_path / "setup.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(ALL), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() == 1400
    play = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(ALL), "--screenshot", "x.png", "--play"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert play.returncode == 2 and "--play does not work with Wandering Towers" in play.stderr


def test_a_game_whose_tools_have_no_controls_gets_no_tool_dock(qtbot):
    w = open_window(qtbot, ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json")
    assert w.editor.tool_dock is None
    assert w.open_path(str(ALL)) and w.editor.tool_dock.isVisible()


@pytest.mark.parametrize("shape", ["First game", "All modules", "Base game"])
def test_file_new_makes_a_legal_set_up_that_saves(qtbot, tmp_path, shape):
    from editor.core.registry import by_name

    w = open_window(qtbot, ALL)
    assert w.new_file(by_name("wandering"), shape)
    assert w.run_checks_now() == []
    out = tmp_path / "new.setup.json"
    assert w.save_to(str(out))
    assert out.read_text(encoding="utf-8") == dumps(w.editor.model)
