"""The studio window hosting a Daedalus maze: tools by the mouse, properties, the phase bar,
the overlays, checks that jump to the field, the Solver dock's watch, and the screenshot CLI."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from guitest import open_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage

from editor.games.daedalus.results import solve

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "daedalus"
DEATH_ROW = LIBRARY / "03-death-row.daedalus.json"


def write(tmp_path, maze_json: str) -> Path:
    path = tmp_path / "m.daedalus.json"
    path.write_text(maze_json, encoding="utf-8")
    return path


EMPTY = '{"format": "daedalus/1", "radial": [], "arcs": []}\n'


def studio(qtbot, path):
    w = open_window(qtbot, path)
    w.grab()
    return w


def drag(qtbot, w, points, button=Qt.MouseButton.LeftButton):
    """Press, move through and release at scene points."""
    port, view = w.view.viewport(), w.view
    qtbot.mousePress(port, button, pos=view.mapFromScene(points[0]))
    for p in points[1:]:
        qtbot.mouseMove(port, view.mapFromScene(p))
    qtbot.mouseRelease(port, button, pos=view.mapFromScene(points[-1]))
    w.grab()


def polar(w, radius: float, sectors: float) -> QPointF:
    return QPointF(*w.editor.scene.renderer.board.point(radius, sectors))


def test_opens_with_its_tools_phase_bar_and_numbers(qtbot, tmp_path):
    w = studio(qtbot, write(tmp_path, EMPTY))
    actions = w.editor.toolbox.group.actions()
    assert [a.text() for a in actions] == ["Radial walls", "Arc walls", "Eraser"]
    assert [a.shortcut().toString() for a in actions] == ["R", "A", "E"]
    assert w.editor.game_bar is not None and w.editor.game_bar.isVisible()
    qtbot.waitUntil(lambda: not w.editor.solving)
    assert "best trip 13 rounds" in w.editor.solver.summary.text()


def test_a_drag_across_the_rings_is_one_undo_step_of_radial_walls(qtbot, tmp_path):
    w = studio(qtbot, write(tmp_path, EMPTY))
    w.editor.select_tool("radial")
    board = w.editor.scene.renderer.board
    outer, inner = board.boundary_radius(0), board.boundary_radius(3)
    # along the line between sectors 4 and 5, from the rim in over rings 0, 1 and 2
    drag(qtbot, w, [polar(w, outer - 2, 5 + 0.01), polar(w, inner + 2, 5 - 0.01)])
    assert w.editor.doc.model.radial == {(0, 4), (1, 4), (2, 4)}
    assert w.editor.doc.model.arcs == set()
    assert w.editor.doc.stack.count() == 1
    # a right-drag with the same tool takes two of them down, one step more
    drag(
        qtbot,
        w,
        [
            polar(w, outer - 2, 5),
            polar(w, (board.boundary_radius(1) + board.boundary_radius(2)) / 2, 5),
        ],
        Qt.MouseButton.RightButton,
    )
    assert w.editor.doc.model.radial == {(2, 4)} and w.editor.doc.stack.count() == 2
    w.editor.doc.stack.undo()
    assert w.editor.doc.model.radial == {(0, 4), (1, 4), (2, 4)}


def test_arc_walls_go_on_the_film_where_it_is_shown(qtbot, tmp_path):
    w = studio(qtbot, write(tmp_path, EMPTY))
    w.editor.select_tool("arcs")
    bar = w.editor.game_bar.widgetForAction(w.editor.game_bar.actions()[0])
    bar.slider.setValue(5)
    assert w.editor.scene.phase == 5
    rad = w.editor.scene.renderer.board.boundary_radius(2)
    # over board sectors 6 to 8 at phase 5: film sectors 1 to 3
    drag(qtbot, w, [polar(w, rad, 6.2 + k * 0.25) for k in range(11)])
    assert w.editor.doc.model.arcs == {(2, 1), (2, 2), (2, 3)}
    assert w.editor.doc.stack.count() == 1
    w.editor.select_tool("eraser")
    drag(qtbot, w, [polar(w, rad, 7.5), polar(w, rad, 7.6)])
    assert w.editor.doc.model.arcs == {(2, 1), (2, 3)}


def test_ring_and_sector_counts_change_in_one_step(qtbot, tmp_path):
    w = studio(qtbot, write(tmp_path, EMPTY))
    props = w.editor.props_dock.widget()
    props.rings.setValue(4)
    props.sectors.setValue(12)
    props.apply.click()
    m = w.editor.doc.model
    assert (m.rings, m.sectors) == (4, 12) and w.editor.doc.stack.count() == 1
    bar = w.editor.game_bar.widgetForAction(w.editor.game_bar.actions()[0])
    assert bar.slider.maximum() == 11
    w.editor.doc.stack.undo()
    assert (w.editor.doc.model.rings, props.rings.value()) == (6, 6)


def test_the_phase_bar_turns_the_film_and_the_overlays_follow(qtbot):
    w = studio(qtbot, DEATH_ROW)
    scene = w.editor.scene
    bar = w.editor.game_bar.widgetForAction(w.editor.game_bar.actions()[0])
    numbers = solve(w.editor.doc.model.copy())
    assert scene.phase == 0 and bar.label.text() == "phase 0 (start)"
    bar.play_button.click()
    assert bar.timer.isActive()
    bar.timer.timeout.emit()  # one tick of play: the film turns a sector
    assert scene.phase == 1 and bar.slider.value() == 1 and "round 1" in bar.label.text()
    bar.play_button.click()
    assert not bar.timer.isActive()
    for phase in (0, 3, 17):
        bar.slider.setValue(phase)
        expected = sorted(f for f, ps in numbers.death_traps.items() if phase in ps)
        assert sorted(scene.traps_now()) == expected and expected
    bar.slider.setValue(23)
    bar.turn()
    assert scene.phase == 0
    best = numbers.best_path
    assert scene.best_rounds_now() == [0]
    bar.slider.setValue(len(best) - 1)
    assert scene.best_rounds_now() == [len(best) - 1]
    bar.traps.setChecked(False)
    assert not scene.show_traps
    bar.slider.setValue(4)
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Period)
    assert scene.phase == 5
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Comma)
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Comma)
    assert scene.phase == 3
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_P)
    assert bar.timer.isActive()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_P)
    assert not bar.timer.isActive()
    listed = {(what, keys) for _where, what, keys in w.shortcuts()}
    assert ("Turn the film on a sector", ".") in listed


def test_a_checked_issue_jumps_to_its_field(qtbot):
    w = studio(qtbot, DEATH_ROW)
    diags = [d for d in w.run_checks_now() if d.code == "D109"]
    assert diags
    w.show_diagnostic(diags[3])
    assert w.editor.scene.selected == tuple(diags[3].at)


def test_the_solver_dock_plays_a_best_trip_back_with_the_film_turning(qtbot):
    w = studio(qtbot, DEATH_ROW)
    panel = w.editor.solver
    qtbot.waitUntil(lambda: panel.table is not None and not panel.solving)
    key = (2, 0)
    assert panel.watch_setup(key)
    watch, scene = panel.watch, w.editor.scene
    sector = min(
        panel.table.answer.numbers.drafts[0].fields[0],
        key=lambda s: panel.table.answer.numbers.trip[s],
    )
    assert scene.watched[0] == (0, sector) and scene.watched[-1] == "exit"
    assert len(scene.watched) - 1 == panel.table.answer.numbers.trip[sector]
    watch.forward.click()
    watch.forward.click()
    assert watch.round == 2 and scene.phase == 2 and "Round 2 of" in watch.label.text()
    watch.toggle()
    watch.timer.timeout.emit()
    assert watch.round == 3 and scene.phase == 3
    watch.last.click()
    assert scene.phase == (len(scene.watched) - 1) % 24
    watch.stop()
    assert scene.watched is None and scene.phase == 0 and watch.isHidden()


def test_play_mode_hides_the_phase_bar(qtbot, tmp_path):
    w = studio(qtbot, write(tmp_path, EMPTY))
    bar = w.editor.game_bar.widgetForAction(w.editor.game_bar.actions()[0])
    w.editor.play_dock.start()
    assert w.editor.play is not None and not w.editor.game_bar.isVisible()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Period)
    assert w.editor.scene.phase == 0 and not bar.timer.isActive()  # its keys rest
    w.editor.play_dock.stop()
    assert w.editor.game_bar.isVisible()
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Period)
    assert w.editor.scene.phase == 1


@pytest.mark.parametrize("showing", [[], ["--solve"], ["--play"]])
def test_edit_screenshot_of_a_maze(tmp_path, showing):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "editor",
            "edit",
            str(DEATH_ROW),
            "--screenshot",
            str(out),
            *showing,
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600
