"""The editor window driven with simulated mouse and keyboard events (pytest-qt, offscreen)."""

from pathlib import Path

import pytest
from guitest import open_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolBar

from editor.core import registry
from editor.games.tower.fileformat import dumps
from editor.games.tower.load import read_quest
from editor.games.tower.model import Cell, Edge, HeroStart

DATA = Path(__file__).parent / "data"
EXAMPLE = DATA / "spec_example.quest.json"

L, R = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE, SHIFT = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier
OFFSET = {"N": (0, -0.42), "E": (0.42, 0), "S": (0, 0.42), "W": (-0.42, 0)}


@pytest.fixture
def window(qtbot):
    return open_window(qtbot, EXAMPLE)


def point(w, X, Y, side=None) -> QPoint:
    """Viewport point of global cell (X, Y), or of its border on ``side``."""
    c = w.editor.renderer.cell_rect(X, Y).center()
    if side is not None:
        dx, dy = OFFSET[side]
        c += QPointF(dx * w.editor.renderer.cell, dy * w.editor.renderer.cell)
    return w.view.mapFromScene(c)


def click(w, X, Y, side=None, button=L, mods=NONE):
    QTest.mouseClick(w.view.viewport(), button, mods, point(w, X, Y, side))


def drag(w, cells, button=L, mods=NONE, side=None):
    vp = w.view.viewport()
    QTest.mousePress(vp, button, mods, point(w, *cells[0], side))
    for c in cells[1:]:
        QTest.mouseMove(vp, point(w, *c, side))
    QTest.mouseRelease(vp, button, mods, point(w, *cells[-1], side))


def card(w):
    return w.editor.doc.quest.cards[0]


def test_paint_every_cell_kind(window):
    w = window
    cases = [
        ("floor", (0, 0), Cell("floor")),  # a void cell becomes floor
        ("void", (1, 1), Cell("void")),
        ("ladder", (0, 1), Cell("ladder")),
        ("trap", (3, 1), Cell("trap")),
        ("invocation", (4, 1), Cell("invocation")),
        ("rotation", (0, 3), Cell("rotation")),
        ("sliding", (1, 3), Cell("sliding")),
    ]
    for tool, (X, Y), expected in cases:
        w.editor.tool_actions[tool].trigger()
        click(w, X, Y)
        assert card(w).cell(X, Y) == expected, tool
    w.editor.tool_actions["exit"].trigger()
    w.editor.exit_combo.setCurrentIndex(w.editor.exit_combo.findData("mage"))
    click(w, 2, 3)
    w.editor.exit_combo.setCurrentIndex(w.editor.exit_combo.findData(None))
    click(w, 3, 3)
    w.editor.tool_actions["armory"].trigger()
    w.editor.hero_combo.setCurrentIndex(w.editor.hero_combo.findData("sister"))
    click(w, 4, 3)
    w.editor.tool_actions["key"].trigger()
    w.editor.door_spin.setValue(4)
    click(w, 2, 2)
    assert card(w).cell(2, 3) == Cell("exit", hero="mage")
    assert card(w).cell(3, 3) == Cell("exit")
    assert card(w).cell(4, 3) == Cell("armory", hero="sister")
    assert card(w).cell(2, 2) == Cell("key", door=4)
    assert w.stack.count() == len(cases) + 4
    assert w.isWindowModified()


def test_paint_every_edge_kind_at_cell_borders(window):
    w = window
    w.editor.tool_actions["wall"].trigger()
    click(w, 1, 3, "E")
    w.editor.tool_actions["double-wall"].trigger()
    click(w, 2, 3, "S")
    w.editor.tool_actions["door"].trigger()
    w.editor.door_spin.setValue(5)
    click(w, 3, 1, "W")
    w.editor.tool_actions["narrow"].trigger()
    click(w, 4, 2, "N")
    c = card(w)
    assert c.edge(1, 3, "E") == Edge("wall") and c.edge(2, 3, "W") == Edge("wall")
    assert c.edge(2, 3, "S") == Edge("double-wall")
    assert c.edge(3, 1, "W") == Edge("door", 5)
    assert c.edge(4, 2, "N") == Edge("narrow")
    # a click in the middle of a cell is not near any border: nothing painted
    count = w.stack.count()
    click(w, 2, 2)
    assert w.stack.count() == count
    # right-click clears an edge
    click(w, 4, 2, "N", button=R)
    assert c.edge(4, 2, "N") is None


def test_air_blows_the_way_of_the_drag(window):
    w = window
    w.editor.tool_actions["air"].trigger()
    drag(w, [(1, 3), (2, 3), (2, 2)])  # east, then north
    c = card(w)
    assert c.edge(1, 3, "E") == Edge("air") and c.air_points_out(1, 3, "E")
    assert c.air_points_out(2, 3, "N")
    assert w.stack.count() == 1  # one stroke, one step
    # dragging back the other way turns the current round
    drag(w, [(2, 3), (1, 3)])
    assert c.air_points_out(2, 3, "W") and not c.air_points_out(1, 3, "E")
    # the spec example's current still blows north out of (3, 3)
    assert c.air_points_out(3, 3, "N")


def test_a_drag_stroke_is_one_undo_step_and_undo_redo_restore(window):
    w = window
    before = dumps(w.editor.doc.quest)
    w.editor.tool_actions["trap"].trigger()
    drag(w, [(0, 1), (2, 1), (4, 1)])  # fast drag: the skipped cells are painted too
    assert [card(w).cell(x, 1).type for x in range(5)] == ["trap"] * 5
    assert w.stack.count() == 1
    w.act_undo.trigger()
    assert dumps(w.editor.doc.quest) == before
    assert not w.isWindowModified()
    w.act_redo.trigger()
    assert card(w).cell(3, 1) == Cell("trap")
    # right-drag clears back to floor, also one step
    drag(w, [(0, 1), (1, 1)], button=R)
    assert card(w).cell(0, 1).type == "floor" and card(w).cell(2, 1).type == "trap"
    assert w.stack.count() == 2
    assert w.history.model().rowCount() == 3  # "<opened>" and two steps


def test_rectangle_fill_with_shift_drag_and_eraser(window):
    w = window
    w.editor.tool_actions["void"].trigger()
    drag(w, [(1, 1), (2, 2), (3, 2)], mods=SHIFT)
    voids = {at for at, cell in card(w).cells.items() if cell.type == "void"}
    assert {(x, y) for x in (1, 2, 3) for y in (1, 2)} <= voids
    assert w.stack.count() == 1
    w.editor.tool_actions["eraser"].trigger()
    click(w, 2, 2)
    assert card(w).cell(2, 2).type == "floor"
    click(w, 1, 1, "E")  # near the wall of the spec example: clears it
    assert card(w).edge(1, 1, "E") is None


def test_hero_starts_placed_dragged_and_removed(window):
    w = window
    q = w.editor.doc.quest
    w.editor.tool_actions["hero"].trigger()
    w.editor.hero_combo.setCurrentIndex(w.editor.hero_combo.findData("mage"))
    click(w, 2, 2)
    assert q.heroes["mage"] == HeroStart((2, 2), None)
    drag(w, [(0, 4), (1, 4), (1, 3)])  # drag the dwarf from its start
    assert q.heroes["dwarf"].at == (1, 3)
    assert w.editor.scene.heroes["dwarf"].pos() == w.editor.renderer.cell_rect(1, 3).topLeft()
    click(w, 4, 4, button=R)  # the elf
    assert "elf" not in q.heroes and "elf" not in w.editor.scene.heroes
    for _ in range(3):
        w.act_undo.trigger()
    assert q.heroes == read_quest(EXAMPLE).heroes


def test_painting_on_a_turned_card_stores_local_sides(qtbot, window):
    from editor.games.tower.newquest import make_quest

    w = window
    w.edit(registry.by_name("tower"), make_quest(4, "rotation"), None)
    w.editor.cards_panel.select("B")
    w.editor.cards_panel.turn_cw.click()
    assert w.editor.doc.quest.card("B").rotation == 1
    w.editor.tool_actions["wall"].trigger()
    # global (4, 0) is B's local (0, 3); its global north is its local west
    click(w, 4, 0, "N")
    assert w.editor.doc.quest.card("B").edge(0, 3, "W") == Edge("wall")
    w.editor.tool_actions["ladder"].trigger()
    click(w, 7, 0)  # local (0, 0) of B turned once
    assert w.editor.doc.quest.card("B").cell(0, 0) == Cell("ladder")


def test_cards_dock_adds_moves_and_removes_cards(window):
    w = window
    panel = w.editor.cards_panel
    panel.add.click()  # no free slot on a 1x1 board
    assert len(w.editor.doc.quest.cards) == 1
    panel.cols.setValue(2)
    assert w.editor.doc.quest.slots == (2, 1)
    panel.add.click()
    assert [c.id for c in w.editor.doc.quest.cards] == ["A", "B"]
    assert set(w.editor.scene.cards) == {"A", "B"}
    w.editor.tool_actions["floor"].trigger()
    click(w, 6, 2)  # a press on a card selects it in the dock
    assert panel.selected() == "B"
    click(w, 1, 2)
    assert panel.selected() == "A"
    panel.moves["E"].click()  # swaps with B
    assert w.editor.doc.quest.card("A").slot == (1, 0) and w.editor.doc.quest.card("B").slot == (
        0,
        0,
    )
    assert w.editor.scene.heroes["dwarf"].pos() == w.editor.renderer.cell_rect(5, 4).topLeft()
    panel.select("A")
    panel.remove.click()
    assert [c.id for c in w.editor.doc.quest.cards] == ["B"] and w.editor.doc.quest.heroes == {}
    while w.stack.canUndo():
        w.stack.undo()
    assert dumps(w.editor.doc.quest) == dumps(read_quest(EXAMPLE))


def test_typing_a_title_is_one_undo_step(qtbot, window):
    w = window
    w.editor.props_panel.title.clear()
    w.editor.props_panel.title.setFocus()
    qtbot.keyClicks(w.editor.props_panel.title, "Keys")
    assert w.editor.doc.quest.title == "Keys"
    w.editor.props_panel.side.setCurrentIndex(w.editor.props_panel.side.findData("epic"))
    w.editor.props_panel.side.activated.emit(w.editor.props_panel.side.currentIndex())
    assert w.editor.doc.quest.side == "epic"
    w.act_undo.trigger()
    w.act_undo.trigger()
    assert w.editor.doc.quest.title == "Doors and keys"
    assert w.editor.props_panel.title.text() == "Doors and keys"


def test_save_reopen_and_unsaved_prompt(qtbot, window, tmp_path):
    from editor.core import registry
    from editor.gui.mainwindow import MainWindow

    w = window
    w.editor.tool_actions["ladder"].trigger()
    click(w, 2, 2)
    assert w.isWindowModified() and "[*]" in w.windowTitle()
    out = tmp_path / "mine.quest.json"
    assert w.save_to(str(out))
    assert not w.isWindowModified()
    assert str(out.resolve()) == w.recent_files()[0]
    other = MainWindow(registry.by_name("tower"))
    qtbot.addWidget(other)
    other.ask_unsaved = lambda: "discard"
    assert other.open_path(str(out))
    assert (
        dumps(other.editor.doc.quest)
        == dumps(w.editor.doc.quest)
        == out.read_text(encoding="utf-8")
    )
    assert other.editor.doc.quest.cards[0].cell(2, 2) == Cell("ladder")
    # closing with unsaved work asks; "cancel" keeps the window open
    click(w, 3, 3)
    asked = []
    w.ask_unsaved = lambda: asked.append(1) or "cancel"
    assert not w.close()
    assert asked and w.isVisible()
    w.ask_unsaved = lambda: "discard"
    assert w.close()


def test_open_a_broken_file_says_why(window, tmp_path):
    bad = tmp_path / "bad.quest.json"
    bad.write_text('{"format": "tower-quest/1", "size": ', encoding="utf-8")
    before = dumps(window.editor.doc.quest)
    assert not window.open_path(str(bad))
    assert "invalid JSON" in window.statusBar().currentMessage()
    assert dumps(window.editor.doc.quest) == before


def test_issues_dock_updates_and_jumps_to_the_cell(qtbot, window):
    w = window
    codes = lambda: [d.code for d in w.issues_panel.diagnostics]  # noqa: E731
    assert "T110" not in codes()
    w.editor.tool_actions["void"].trigger()
    click(w, 4, 4)  # under the elf's start
    qtbot.waitUntil(lambda: "T110" in codes(), timeout=1000)
    d = next(d for d in w.issues_panel.diagnostics if d.code == "T110")
    assert (d.card, d.at) == ("A", (4, 4))
    assert any(m.cell == (4, 4) for m in w.editor.scene.markers)
    w.view.set_zoom(3.0)
    w.view.centerOn(0, 0)
    row = w.issues_panel.diagnostics.index(d)
    item = w.issues_panel.tree.topLevelItem(row)
    rect = w.issues_panel.tree.visualItemRect(item)
    QTest.mouseClick(w.issues_panel.tree.viewport(), L, NONE, rect.center())
    assert w.editor.scene.selected == ("A", (4, 4))
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    cell = w.editor.renderer.cell_rect(4, 4)
    assert cell.adjusted(-cell.width(), -cell.height(), cell.width(), cell.height()).contains(
        centre
    )
    w.act_undo.trigger()
    qtbot.waitUntil(lambda: "T110" not in codes(), timeout=1000)
    assert not any(m.cell == (4, 4) for m in w.editor.scene.markers)


def test_zoom_with_ctrl_wheel_and_fit(window):
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    w = window
    w.act_actual.trigger()
    assert w.view.zoom() == pytest.approx(1.0)
    pos = QPointF(w.view.viewport().rect().center())
    event = QWheelEvent(
        pos,
        w.view.viewport().mapToGlobal(pos),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(w.view.viewport(), event)
    assert w.view.zoom() == pytest.approx(1.15)
    assert w.zoom_label.text() == "115 %"
    w.act_fit.trigger()
    board = w.view.mapFromScene(w.editor.renderer.board_rect()).boundingRect()
    assert w.view.viewport().rect().contains(board)


def test_tool_shortcuts_are_in_tooltips(window):
    tools = window.editor.tools
    for tool in tools:
        action = window.editor.tool_actions[tool.name]
        assert tool.key in action.toolTip()
        assert action.shortcut().toString() == tool.key
    assert len({t.key for t in tools}) == len(tools)


def test_each_tool_is_a_class_of_the_studio_and_gets_the_mouse(window):
    """Tiled's way: the board view hands the mouse to the chosen tool object."""
    from editor.games.tower.qt.tools import AirTool, CellTool, EdgeTool, EraserTool, HeroTool
    from editor.qt.game import Tool

    w = window
    kinds = {t.name: type(t) for t in w.editor.tools}
    assert kinds["ladder"] is CellTool and kinds["wall"] is EdgeTool
    assert kinds["air"] is AirTool and kinds["hero"] is HeroTool
    assert kinds["eraser"] is EraserTool
    assert all(isinstance(t, Tool) for t in w.editor.tools)
    w.editor.tool_actions["door"].trigger()
    assert w.view.tool is w.editor.tool and w.editor.tool.name == "door"


def test_new_quest_shapes():
    from editor.games.tower.geometry import Board
    from editor.games.tower.newquest import make_quest

    q = make_quest(5, "sliding")
    assert q.slots == (3, 3) and len(q.cards) == 8 and q.side == "epic"
    board = Board(q)
    holes = [(x, y) for x in range(3) for y in range(3) if q.card_at_slot((x, y)) is None]
    assert len(holes) == 1 and board.place(holes[0][0] * 5, holes[0][1] * 5) is None
    q = make_quest(4, "rotation")
    assert q.slots == (2, 2) and [c.id for c in q.cards] == ["A", "B", "C", "D"]


def test_drop_a_file_opens_it(window, tmp_path):
    from PySide6.QtCore import QMimeData, QUrl
    from PySide6.QtGui import QDropEvent

    src = tmp_path / "dropped.quest.json"
    q = read_quest(EXAMPLE)
    q.title = "Dropped"
    src.write_text(dumps(q), encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(src))])
    event = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, mime, L, NONE, QDropEvent.Type.Drop
    )
    window.dropEvent(event)
    assert window.editor.doc.quest.title == "Dropped"
    assert window.windowTitle().startswith("dropped.quest.json")


def test_screenshot_command_writes_a_picture(tmp_path):
    from PySide6.QtGui import QImage

    from editor.cli.main import main

    out = tmp_path / "shot.png"
    assert main(["edit", str(EXAMPLE), "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600
    assert main(["edit", str(tmp_path / "missing.quest.json"), "--screenshot", str(out)]) == 1


def test_work_in_progress_with_schema_errors_reopens(window, tmp_path):
    from editor.games.tower.newquest import make_quest

    w = window
    w.edit(
        registry.by_name("tower"), make_quest(4, "single"), None
    )  # no heroes yet: a schema error
    out = tmp_path / "wip.quest.json"
    assert w.save_to(str(out))
    assert w.open_path(str(out))
    assert w.editor.doc.quest.size == 4
    assert any(d.is_error and d.path == "/heroes" for d in w.issues_panel.diagnostics)


def test_middle_button_pans_without_painting(window):
    w = window
    w.view.set_zoom(4.0)
    h, v = w.view.horizontalScrollBar(), w.view.verticalScrollBar()
    h.setValue((h.minimum() + h.maximum()) // 2)
    v.setValue((v.minimum() + v.maximum()) // 2)
    before = (h.value(), v.value())
    vp = w.view.viewport()
    mid = Qt.MouseButton.MiddleButton
    start = vp.rect().center()
    QTest.mousePress(vp, mid, NONE, start)
    QTest.mouseMove(vp, start + QPoint(-60, -40))
    QTest.mouseRelease(vp, mid, NONE, start + QPoint(-60, -40))
    assert (h.value(), v.value()) == (before[0] + 60, before[1] + 40)
    assert w.stack.count() == 0


def test_keys_choose_tools_and_space_drag_pans(qtbot, window):
    w = window
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=1000)
    QTest.keyClick(w.view, Qt.Key.Key_L)
    assert w.editor.tool.name == "ladder"
    QTest.keyClick(w.view, Qt.Key.Key_W, SHIFT)
    assert w.editor.tool.name == "double-wall"
    QTest.keyClick(w.view, Qt.Key.Key_3)
    assert w.editor.door_spin.value() == 3
    # Space held: a left drag pans instead of painting
    w.view.set_zoom(4.0)
    h = w.view.horizontalScrollBar()
    h.setValue((h.minimum() + h.maximum()) // 2)
    before = h.value()
    vp = w.view.viewport()
    QTest.keyPress(w.view, Qt.Key.Key_Space)
    start = vp.rect().center()
    QTest.mousePress(vp, L, NONE, start)
    QTest.mouseMove(vp, start + QPoint(-50, 0))
    QTest.mouseRelease(vp, L, NONE, start + QPoint(-50, 0))
    QTest.keyRelease(w.view, Qt.Key.Key_Space)
    assert h.value() == before + 50
    assert w.stack.count() == 0


def test_file_new_builds_the_chosen_game_and_board(window):
    from editor.gui.mainwindow import editable_games
    from editor.gui.newfile import NewFileDialog

    w = window
    dialog = NewFileDialog(editable_games(), w.game, w)
    assert dialog.game().name == "tower" and dialog.size() == 6
    dialog.size_box.setValue(7)
    rotation = next(b for b in dialog.buttons.buttons() if b.property("shape") == "rotation")
    rotation.click()
    w.new_file(dialog.game(), dialog.shape(), dialog.size())
    quest = w.editor.doc.quest
    assert quest.size == 7 and quest.slots == (2, 2) and len(quest.cards) == 4
    assert {c.slot for c in quest.cards} == {(0, 0), (1, 0), (0, 1), (1, 1)}
    # another game: its own shapes, and a layout's size comes with its shape
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("labyrinth"))
    assert dialog.size() is None and dialog.shape() == "6 x 6"
    w.new_file(dialog.game(), "8 x 8", dialog.size())
    assert w.game.name == "labyrinth" and w.editor.doc.model.size == 8
    assert w.findChild(QToolBar, "toolbar-options") is None  # the tower's tools are gone


def test_the_slot_grid_offers_every_size_the_file_format_allows(window):
    from editor.games.tower.model import MAX_SLOTS

    panel = window.editor.cards_panel
    assert panel.cols.maximum() == MAX_SLOTS == 8
    assert panel.rows.maximum() == MAX_SLOTS


def test_the_quest_panel_resizes_the_cards(window):
    w = window
    panel = w.editor.props_panel
    size = w.editor.doc.quest.size
    assert panel.card_size.value() == size and not panel.resize_button.isEnabled()
    panel.card_size.setValue(size + 2)
    assert panel.resize_button.isEnabled()
    panel.resize_button.click()
    assert w.editor.doc.quest.size == size + 2 and w.isWindowModified()
    board = w.editor.renderer.board_rect()
    assert board.width() >= (size + 2) * w.editor.renderer.cell
    w.act_undo.trigger()
    assert w.editor.doc.quest.size == size and panel.card_size.value() == size


def test_select_copy_paste_flip_and_turn_a_rectangle(window):
    """Select with the mouse, then Edit: copy and paste (one undo step each), flip, turn."""
    from editor.games.tower.geometry import Board
    from editor.games.tower.patch import copy

    w = window
    quest = w.editor.doc.quest
    w.editor.tool_actions["select"].trigger()
    drag(w, [(0, 0), (1, 0), (1, 1)])
    assert w.editor.selector.selection == ((0, 0), (1, 1))
    original = copy(Board(quest), (0, 0), (1, 1))
    w.editor.selection_actions["copy"].trigger()
    click(w, 3, 3)  # where to paste: its top-left cell
    before = w.stack.count()
    w.editor.selection_actions["paste"].trigger()
    assert w.stack.count() == before + 1
    assert copy(Board(w.editor.doc.quest), (3, 3), (4, 4)).cells == original.cells
    assert w.editor.selector.selection == ((3, 3), (4, 4))
    w.editor.selection_actions["turn"].trigger()
    turned = copy(Board(w.editor.doc.quest), (3, 3), (4, 4))
    assert turned.cells == original.turned().cells
    w.editor.selection_actions["flip-h"].trigger()
    assert copy(Board(w.editor.doc.quest), (3, 3), (4, 4)) == turned.flipped(True)
    for _ in range(3):  # flip, turn, paste: each one undo step
        w.act_undo.trigger()
    assert dumps(w.editor.doc.quest) == dumps(read_quest(EXAMPLE))


def test_drag_a_card_on_the_board_to_move_it(window):
    """The Move card tool (C): a drop on another card swaps the two, one undo step."""
    from editor.games.tower.newquest import make_quest

    w = window
    w.edit(registry.by_name("tower"), make_quest(4, "rotation"), None)
    quest = w.editor.doc.quest
    assert quest.card("A").slot == (0, 0) and quest.card("D").slot == (1, 1)
    w.editor.tool_actions["card"].trigger()
    drag(w, [(1, 1), (3, 3), (5, 5)])  # from card A to the slot of card D
    assert quest.card("A").slot == (1, 1) and quest.card("D").slot == (0, 0)
    assert w.stack.count() == 1
    w.act_undo.trigger()
    assert quest.card("A").slot == (0, 0) and quest.card("D").slot == (1, 1)
    w.editor.tool_actions["card"].trigger()
    vp = w.view.viewport()
    QTest.mousePress(vp, L, NONE, point(w, 1, 1))
    QTest.mouseRelease(vp, L, NONE, QPoint(2, 2))  # off the board: not moved
    assert quest.card("A").slot == (0, 0) and w.stack.count() == 1


def test_a_copy_left_on_the_clipboard_does_not_crash_the_exit(tmp_path):
    """Data put on the clipboard from Python is taken away before the interpreter ends
    (left there, PySide crashes the process on its way out)."""
    import os
    import subprocess
    import sys

    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from editor.core import registry\n"
        "from editor.gui.mainwindow import MainWindow\n"
        "app = QApplication([])\n"
        "w = MainWindow(registry.by_name('tower'))\n"
        f"assert w.open_path({str(EXAMPLE)!r})\n"
        "w.editor.selector.select(((0, 0), (1, 1)))\n"
        "assert w.editor.copy() is not None\n"
        "w.stack.setClean(); w.close()\n"
        "print('copied')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAZEWRIGHT_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and "copied" in done.stdout, done.stderr
