"""The studio window hosting the labyrinth: tools with the mouse, undo, issues, files, probe."""

import os
import subprocess
import sys
from pathlib import Path

from guitest import open_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QTableWidget, QTextBrowser

from editor.games.labyrinth.fileformat import dumps

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "labyrinth"
FIRST = LIBRARY / "01-first-steps.labyrinth.json"


def studio(qtbot, path=FIRST):
    w = open_window(qtbot, path)
    w.grab()
    return w


def at(w, x: float, y: float):
    """The viewport point over board point (x, y) (one unit a square)."""
    cell = w.editor.scene.renderer.cell
    return w.view.mapFromScene(QPointF(x * cell, y * cell))


def drag(qtbot, w, points):
    port = w.view.viewport()
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=at(w, *points[0]))
    for p in points[1:]:
        qtbot.mouseMove(port, at(w, *p))
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=at(w, *points[-1]))
    w.grab()


def click(qtbot, w, x, y, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(w.view.viewport(), button, pos=at(w, x, y))
    w.grab()


def cut_in_two(qtbot, w):
    """A wall down the grid line x = 2 of the 4 x 4 board, drawn in one drag."""
    w.editor.select_tool("walls")
    drag(qtbot, w, [(2.0, 0.5), (2.03, 1.5), (1.98, 2.5), (2.0, 3.5)])


def test_opens_a_layout_with_its_tools_numbers_and_no_issues(qtbot):
    w = studio(qtbot)
    assert "01-first-steps.labyrinth.json" in w.windowTitle()
    names = [a.text() for a in w.editor.toolbox.group.actions()]
    assert names == ["Walls", "Eraser", "Rooms", "Distances"]
    keys = [a.shortcut().toString() for a in w.editor.toolbox.group.actions()]
    assert keys == ["W", "E", "R", "D"]
    assert all(a.toolTip() for a in w.editor.toolbox.group.actions())
    assert w.editor.tool.name == "walls"
    assert [d.code for d in w.issues_panel.diagnostics] == ["L112"]
    assert w.issues_panel.tree.topLevelItem(0).text(3) == "L112"
    qtbot.waitUntil(lambda: not w.editor.solving)
    assert "spread of the mean tours" in w.editor.solver.summary.text()


def test_a_dragged_wall_is_one_undo_step_and_cuts_the_board(qtbot):
    w = studio(qtbot)
    walls = set(w.editor.doc.model.walls)
    cut_in_two(qtbot, w)
    assert w.editor.doc.model.walls == walls | {(1, 0, "E"), (1, 1, "E"), (1, 3, "E")}
    assert w.editor.doc.stack.count() == 1 and w.isWindowModified()
    qtbot.waitUntil(lambda: "L110" in [d.code for d in w.diagnostics])  # checked as you edit
    w.grab()
    qtbot.waitUntil(lambda: not w.editor.solving)
    assert "not a legal layout" in w.editor.solver.summary.text()
    assert w.editor.solver.rows() == []  # no numbers for a layout that breaks the rules
    w.act_undo.trigger()
    w.grab()
    assert w.editor.doc.model.walls == walls and not w.isWindowModified()
    w.act_redo.trigger()
    w.grab()
    assert (1, 0, "E") in w.editor.doc.model.walls


def test_clicking_an_issue_selects_its_square(qtbot):
    w = studio(qtbot)
    cut_in_two(qtbot, w)
    w.run_checks_now()
    row = next(i for i, d in enumerate(w.diagnostics) if d.code == "L110")
    d = w.diagnostics[row]
    assert d.at is not None
    assert w.editor.scene.selected is None
    tree = w.issues_panel.tree
    rect = tree.visualItemRect(tree.topLevelItem(row))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    w.grab()
    assert w.editor.scene.selected == d.at


def test_the_issue_markers_and_selection_are_drawn(qtbot):
    w = studio(qtbot)
    before = w.view.grab().toImage()
    cut_in_two(qtbot, w)
    w.run_checks_now()
    marked = w.view.grab().toImage()
    assert marked != before
    w.show_diagnostic(next(d for d in w.diagnostics if d.code == "L110"))
    assert w.view.grab().toImage() != marked


def test_eraser_and_rooms_with_number_keys(qtbot):
    w = studio(qtbot)
    w.editor.select_tool("eraser")
    drag(qtbot, w, [(2.0, 2.1), (2.0, 2.9)])
    assert (1, 2, "E") not in w.editor.doc.model.walls
    w.editor.select_tool("rooms")
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_3)
    assert w.editor.tools[2].number == 3
    click(qtbot, w, 3.5, 1.5)
    assert w.editor.doc.model.rooms[3] == (3, 1)
    click(qtbot, w, 3.5, 1.5, Qt.MouseButton.RightButton)
    assert 3 not in w.editor.doc.model.rooms
    assert w.editor.doc.stack.count() == 3
    w.view.hovered.emit(w.view.mapToScene(at(w, 2.5, 2.5)))
    assert w.place_label.text() == "square 2,2, room 1"


def test_properties_change_the_size_in_one_step(qtbot):
    w = studio(qtbot)
    props = w.editor.props_dock.widget()
    props.size.setValue(6)
    w.grab()
    assert w.editor.doc.model.size == 6 and w.editor.doc.stack.count() == 1
    assert w.editor.scene.sceneRect() == w.editor.scene.renderer.image_rect()
    w.act_undo.trigger()
    w.grab()
    assert w.editor.doc.model.size == 4 and props.size.value() == 4


def test_save_and_reopen_gives_the_same_file(qtbot, tmp_path):
    w = studio(qtbot)
    cut_in_two(qtbot, w)
    out = tmp_path / "cut.labyrinth.json"
    assert w.save_to(str(out))
    w.grab()
    assert not w.isWindowModified() and w.editor.doc.path == str(out)
    text = out.read_text(encoding="utf-8")
    assert text == dumps(w.editor.doc.model)
    again = studio(qtbot, out)
    assert again.save_to(str(tmp_path / "again.labyrinth.json"))
    assert (tmp_path / "again.labyrinth.json").read_text(encoding="utf-8") == text


def test_saving_over_a_read_only_file_asks(qtbot, tmp_path):
    out = tmp_path / "ro.labyrinth.json"
    out.write_bytes(FIRST.read_bytes())
    out.chmod(0o444)
    w = studio(qtbot, out)
    cut_in_two(qtbot, w)
    w.ask_overwrite_read_only = lambda path: False
    assert not w.save_to(str(out))
    assert out.read_bytes() == FIRST.read_bytes() and w.isWindowModified()
    w.ask_overwrite_read_only = lambda path: True
    assert w.save_to(str(out))
    assert out.read_text(encoding="utf-8") == dumps(w.editor.doc.model)


def test_closing_with_unsaved_work_asks(qtbot):
    w = studio(qtbot)
    cut_in_two(qtbot, w)
    asked = []
    w.ask_unsaved = lambda: asked.append(1) or "cancel"
    assert not w.close()
    assert asked == [1] and w.isVisible()
    w.ask_unsaved = lambda: "discard"
    assert w.close()


def test_the_distance_probe_draws_a_heat_map_and_a_path(qtbot):
    w = studio(qtbot)
    w.editor.select_tool("probe")
    plain = w.view.grab().toImage()
    click(qtbot, w, 0.5, 0.5)  # the NW corner
    assert w.editor.scene.heat is not None and w.editor.scene.heat[(0, 0)] == 0
    heat = w.view.grab().toImage()
    assert heat != plain
    qtbot.mouseMove(w.view.viewport(), at(w, 3.5, 3.5))
    w.grab()
    assert w.editor.scene.path is not None
    assert w.editor.scene.path[0] == (0, 0) and w.editor.scene.path[-1] == (3, 3)
    assert w.view.grab().toImage() != heat
    w.editor.select_tool("walls")
    w.grab()
    assert w.editor.scene.heat is None and w.editor.scene.path is None


def test_edit_screenshot_of_a_layout(tmp_path):
    out = tmp_path / "lab.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "editor", "edit", str(FIRST), "--screenshot", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() == 1400


def test_edit_screenshots_show_what_the_game_offers(tmp_path):
    """A layout can be pictured in play mode; it has no solver dock to picture."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    def edit(flag: str, out: str):
        command = [sys.executable, "-m", "editor", "edit", str(FIRST), "--screenshot", out, flag]
        return subprocess.run(
            command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
        )

    done = edit("--solve", "x.png")
    assert done.returncode == 2 and "--solve does not work with Magic Labyrinth" in done.stderr
    assert not (tmp_path / "x.png").exists()
    done = edit("--play", "play.png")
    assert done.returncode == 0, done.stderr
    assert not QImage(str(tmp_path / "play.png")).isNull()


def test_a_layout_without_issues_says_so_and_the_line_selects_nothing(qtbot):
    w = studio(qtbot, LIBRARY / "03-fair-shares.labyrinth.json")
    tree = w.issues_panel.tree
    assert w.diagnostics == [] and tree.topLevelItemCount() == 0
    assert "No problems found" in w.issues_panel.summary.text()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton)
    w.grab()
    assert w.editor.scene.selected is None


def test_file_new_gives_an_empty_board_after_asking(qtbot):
    w = studio(qtbot)
    cut_in_two(qtbot, w)
    w.ask_unsaved = lambda: "cancel"
    w.new_file(w.game, "8 x 8")
    assert w.editor.doc.model.size == 4
    w.ask_unsaved = lambda: "discard"
    old = w.editor.props_dock.widget()
    w.new_file(w.game, "8 x 8")
    w.grab()
    assert (
        w.editor.doc.model.size == 8 and not w.editor.doc.model.walls and w.editor.doc.path is None
    )
    assert "untitled.labyrinth.json" in w.windowTitle() and not w.isWindowModified()
    assert (
        w.editor.props_dock.widget() is not old and w.editor.props_dock.widget().size.value() == 8
    )
    w.editor.select_tool("walls")
    drag(qtbot, w, [(4.0, 0.5), (4.0, 1.5)])
    assert w.editor.doc.model.walls == {(3, 0, "E"), (3, 1, "E")}


def test_a_file_of_another_game_brings_its_own_editor(qtbot):
    """One window, any game: the tower's tools and panels replace the labyrinth's, and back."""
    from PySide6.QtWidgets import QDockWidget, QToolBar

    def installed(kind):
        return {x.objectName() for x in w.findChildren(kind) if x.objectName()}

    from editor.qt.play_dock import PlayDock
    from editor.qt.solver_dock import SolverPanel

    w = studio(qtbot)
    # both games are solved and played in the studio's docks, each with its own set-ups
    assert type(w.editor.solver) is SolverPanel and type(w.editor.play_dock) is PlayDock
    assert w.editor.play_dock.panel.seed is not None  # the labyrinth deals its cards by seed
    labyrinth_docks = installed(QDockWidget)
    assert {"dock-solver", "dock-properties", "dock-play"} <= labyrinth_docks
    labyrinth_bars = installed(QToolBar)
    quest = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    assert w.open_path(str(quest)) and w.game.name == "tower"
    qtbot.wait(10)
    assert type(w.editor.solver) is SolverPanel and type(w.editor.play_dock) is PlayDock
    deals = w.editor.play_dock.panel.setup_combo  # the tower's set-ups are its deals
    w.editor.play_dock.set_players(2)
    assert [deals.itemText(i) for i in range(deals.count())] == [
        "N,S · E,W",
        "N,E · S,W",
        "N,W · E,S",
    ]
    assert "Magic Maze Tower quest" in w.windowTitle()
    assert installed(QDockWidget) == {
        "dock-issues",
        "dock-history",
        "dock-properties",
        "dock-cards",
        "dock-solver",
        "dock-play",
    }
    assert "toolbar-options" in installed(QToolBar)
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&View", "&Tools", "&Solve", "&Play", "&Help"]
    assert w.open_path(str(FIRST)) and w.game.name == "labyrinth"
    qtbot.wait(10)
    assert installed(QDockWidget) == labyrinth_docks
    assert installed(QToolBar) == labyrinth_bars and "toolbar-options" not in labyrinth_bars
    assert [a.text() for a in w.menuBar().actions()] == [
        "&File",
        "&Edit",
        "&View",
        "&Solve",
        "&Play",
        "&Help",
    ]


def test_the_solver_dock_lists_every_seating_with_its_numbers(qtbot):
    """The studio's solver dock shows the game's set-ups per player count: for a layout,
    the seatings with their tours, the fairest 3-player seating marked."""
    from editor.games.labyrinth.results import solve

    w = studio(qtbot, LIBRARY / "03-fair-shares.labyrinth.json")
    qtbot.waitUntil(lambda: not w.editor.solving)
    numbers = solve(w.editor.doc.model)
    rows = w.editor.solver.rows()
    assert [r[0] for r in rows if r[0].endswith("players")] == [
        "2 players",
        "3 players",
        "4 players",
    ]
    seats = {r[0]: r for r in rows if "+" in r[0]}
    for seat, tour in numbers.pairs.items():
        row = seats["+".join(seat)]
        assert row[2] == f"{float(tour.mean):.2f}" and row[3] == str(tour.min)
    spreads = {r[0]: r[1] for r in rows}
    assert spreads["2 players"] == f"{float(numbers.spread_2()):.2f}"
    assert spreads["4 players"] == f"{float(numbers.spread_4()):.2f}"
    marked = [r[0] for r in rows if r[0].endswith("★")]
    assert marked == [f"{numbers.fairest_empty} empty ★", "every corner ★"]
    assert "room 1" in w.editor.solver.details.toPlainText()
    # an edit: the numbers follow, worked out again in the background
    w.editor.doc.edit("move room 1", lambda layout: layout.rooms.pop(1))
    qtbot.waitUntil(lambda: not w.editor.solving)
    assert "not a legal layout" in w.editor.solver.summary.text()


def test_help_lists_the_shortcuts_of_the_open_games_editor(qtbot):
    w = studio(qtbot)
    rows = w.shortcuts()
    assert ("Edit", "Undo", "Ctrl+Z") in rows and ("Play", "Play mode", "F6") in rows
    assert [keys for _, what, keys in rows if what == "Distances"] == ["D"]
    quest = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    assert w.open_path(str(quest))
    rows = w.shortcuts()
    assert ("Solve", "Solve", "F5") in rows and ("Tools", "Wall", "W") in rows
    assert not [r for r in rows if r[1] == "Distances"]  # the labyrinth's tools went with it


def test_the_shortcuts_dialog_fits_a_small_screen_and_scrolls(qtbot):
    """The tower's many shortcuts: a table no taller than a 768 px screen has room for,
    every column shown in full, the rows scrolling."""
    w = studio(qtbot, ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json")
    w.show_shortcuts()
    dialog = next(d for d in w.findChildren(QDialog) if d.windowTitle() == "Keyboard shortcuts")
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() <= 768 - 100
    table = dialog.findChild(QTableWidget)
    rows = [tuple(table.item(r, c).text() for c in range(3)) for r in range(table.rowCount())]
    assert rows == w.shortcuts() and ("Tools", "Double wall", "Shift+W") in rows
    assert table.verticalScrollBar().maximum() > 0
    assert table.horizontalScrollBar().maximum() == 0


def test_help_shows_the_manual_with_each_games_rules_and_codes(qtbot):
    from PySide6.QtCore import QUrl

    from editor.games.mall.checks import CODES

    w = studio(qtbot)
    dialog = w.show_manual()
    titles = [title for title, _ in dialog.pages]
    assert titles[:2] == ["Mazewright", "Getting started"]
    assert "Magic Maze (malls)" in titles and "mazewright solve" in titles
    dialog.contents.setCurrentRow(titles.index("Magic Maze (malls)"))
    text = dialog.browser.toPlainText()
    assert "1. Tiles and the mall" in text  # its rules, filled in
    assert all(code in text for code in CODES) and "<!--" not in text
    # a link to another page of the manual opens it here
    dialog.browser.anchorClicked.emit(QUrl("../commands/solve.md"))
    assert dialog.current.name == "solve.md"
    assert titles[dialog.contents.currentRow()] == "mazewright solve"
    assert dialog.browser.toPlainText().startswith("mazewright solve")


def test_help_shows_the_open_games_rules(qtbot):
    w = studio(qtbot)
    assert w.act_rules.text() == "&Rules of Magic Labyrinth layouts"
    dialog = w.show_rules()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert "hidden walls" in text.lower() and "fairest" in text
    quest = ROOT / "library" / "tower" / "tutorials" / "01-doors-and-keys.quest.json"
    assert w.open_path(str(quest))
    text = w.show_rules().findChild(QTextBrowser).toPlainText()
    assert "Magic Maze Tower" in text and "mage" in text
