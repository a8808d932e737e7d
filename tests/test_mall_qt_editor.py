"""The studio window editing a mall scenario: the tools driven by the mouse through the
scene (spaces, walls, escalators, heroes, placing tiles), undo, the Tiles dock's deck
order, the properties, and checks that jump to their space."""

from pathlib import Path

from guitest import open_window
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent

from editor.games.mall.model import Placed, Space

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "library" / "mall"
FULL = LIBRARY / "08-full-mall.mall.json"
FIRST = LIBRARY / "01-first-heist.mall.json"


def studio(qtbot, path):
    w = open_window(qtbot, path)
    w.grab()
    return w


def centre(w, tile_id, local) -> QPointF:
    return w.editor.scene.renderer.cell_rect(tile_id, local).center()


def edge_point(w, tile_id, local, side) -> QPointF:
    return w.editor.scene.renderer.edge_line(tile_id, local, side).pointAt(0.5)


def drag(qtbot, w, points, button=Qt.MouseButton.LeftButton):
    """Press, move through and release at scene points."""
    port, view = w.view.viewport(), w.view
    qtbot.mousePress(port, button, pos=view.mapFromScene(points[0]))
    for p in points[1:]:
        qtbot.mouseMove(port, view.mapFromScene(p))
    qtbot.mouseRelease(port, button, pos=view.mapFromScene(points[-1]))
    w.grab()


def click(qtbot, w, point, button=Qt.MouseButton.LeftButton):
    drag(qtbot, w, [point], button)


def test_opens_with_the_painter_the_tiles_dock_and_the_properties(qtbot):
    w = studio(qtbot, FULL)
    actions = w.editor.toolbox.group.actions()
    assert [a.text() for a in actions] == ["Spaces", "Walls", "Escalators", "Heroes", "Place tiles"]
    assert [a.shortcut().toString() for a in actions] == ["P", "W", "L", "H", "M"]
    tiles = w.editor.panel_docks[0]
    assert tiles.windowTitle() == "Tiles" and tiles.isVisible()
    assert tiles.widget().deck.order() == ["NE"]
    assert w.editor.props_dock.widget().start.currentText() == "S"


def test_a_drag_paints_spaces_of_a_deck_tile_in_one_step(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("spaces")
    tool = w.editor.tool
    tool.set_kind("item")
    tool.set_hero("dwarf")
    drag(qtbot, w, [centre(w, "NE", (0, 1)), centre(w, "NE", (3, 1))])
    doc = w.editor.doc
    ne = doc.model.tile("NE")
    assert [ne.space((x, 1)) for x in range(4)] == [
        Space((x, 1), "item", "dwarf") for x in range(4)
    ]
    assert doc.stack.count() == 1 and doc.stack.undoText() == "Paint dwarf item"
    # a right-drag clears two of them back to floor: one step more
    drag(qtbot, w, [centre(w, "NE", (0, 1)), centre(w, "NE", (1, 1))], Qt.MouseButton.RightButton)
    assert doc.model.tile("NE").space((1, 1)).type == "floor"
    assert doc.stack.count() == 2
    doc.stack.undo()
    doc.stack.undo()
    assert [doc.model.tile("NE").space((x, 1)).type for x in range(4)] == ["floor"] * 4


def test_keys_choose_the_kind_and_the_hero(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("spaces")
    port = w.view.viewport()
    qtbot.keyClicks(port, "x0")
    tool = w.editor.tool
    assert tool.painted() == ("exit", None)
    qtbot.keyClicks(port, "e3")
    assert tool.painted() == ("explore", "elf")
    assert tool.panel.kinds.checkedButton().objectName() == "kind-explore"


def test_an_explore_space_off_the_exploration_positions_is_refused_with_the_reason(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("spaces")
    w.editor.tool.set_kind("explore")
    click(qtbot, w, centre(w, "NE", (1, 1)))
    assert w.editor.doc.stack.count() == 0
    assert "exploration position" in w.statusBar().currentMessage()
    click(qtbot, w, centre(w, "NE", (1, 3)))  # the entry of a tile that is not the start
    assert "entry" in w.statusBar().currentMessage() and w.editor.doc.stack.count() == 0
    click(qtbot, w, centre(w, "NE", (3, 2)))
    assert w.editor.doc.model.tile("NE").space((3, 2)) == Space((3, 2), "explore", "mage")


def test_walls_are_drawn_along_lines_and_right_drag_takes_them_down(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("walls")
    doc = w.editor.doc
    before = list(doc.model.tile("NE").walls)
    # along the line between columns 0 and 1, over rows 0 to 2 (past two crossings):
    # three walls, one step
    drag(qtbot, w, [edge_point(w, "NE", (0, 0), "E"), edge_point(w, "NE", (0, 2), "E")])
    added = set(doc.model.tile("NE").walls) - set(before)
    assert added == {(0, 0, "E"), (0, 1, "E"), (0, 2, "E")}
    assert doc.stack.count() == 1
    drag(qtbot, w, [edge_point(w, "NE", (0, 0), "E")], Qt.MouseButton.RightButton)
    assert (0, 0, "E") not in doc.model.tile("NE").walls and doc.stack.count() == 2
    doc.stack.undo()
    doc.stack.undo()
    assert doc.model.tile("NE").walls == before


def test_walls_on_a_turned_tile_of_the_mall_are_in_its_own_terms(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("walls")
    doc = w.editor.doc
    e1 = doc.model.tile("E1")  # placed east of the start: turned a quarter
    assert (2, 1, "E") not in e1.walls
    click(qtbot, w, edge_point(w, "E1", (2, 1), "E"))
    assert (2, 1, "E") in doc.model.tile("E1").walls


def test_an_escalator_is_dragged_from_one_end_to_the_other(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("escalators")
    doc = w.editor.doc
    drag(qtbot, w, [centre(w, "NE", (0, 0)), centre(w, "NE", (1, 1)), centre(w, "NE", (2, 3))])
    assert doc.model.tile("NE").escalators == [((0, 0), (2, 3))]
    assert doc.stack.count() == 1
    drag(qtbot, w, [centre(w, "NE", (0, 0)), centre(w, "E1", (0, 0))])  # onto another tile
    assert "one tile" in w.statusBar().currentMessage() and doc.stack.count() == 1
    click(qtbot, w, centre(w, "NE", (2, 3)), Qt.MouseButton.RightButton)
    assert doc.model.tile("NE").escalators == [] and doc.stack.count() == 2


def test_heroes_are_put_dragged_and_taken_out_on_the_start_tile(qtbot):
    w = studio(qtbot, FULL)
    w.editor.select_tool("heroes")
    doc = w.editor.doc
    w.editor.tool.set_hero("mage")
    click(qtbot, w, centre(w, "S", (3, 0)))
    assert doc.model.heroes["mage"] == (3, 0)
    drag(qtbot, w, [centre(w, "S", (1, 1)), centre(w, "S", (1, 2)), centre(w, "S", (0, 2))])
    assert doc.model.heroes["dwarf"] == (0, 2)
    click(qtbot, w, centre(w, "S", (3, 0)), Qt.MouseButton.RightButton)
    assert "mage" not in doc.model.heroes
    assert doc.stack.count() == 3
    click(qtbot, w, centre(w, "N1", (1, 1)))  # not the start tile
    assert "start tile" in w.statusBar().currentMessage() and doc.stack.count() == 3


def test_a_tile_is_hung_on_an_explore_space_and_taken_down(qtbot):
    w = studio(qtbot, FIRST)
    w.editor.select_tool("place")
    doc = w.editor.doc
    click(qtbot, w, centre(w, "1", (2, 0)))  # the elf's explore space, north
    assert doc.model.placed == [Placed("2", "1", (2, 0))] and doc.model.deck == []
    assert w.editor.scene.renderer.board().piece("2").in_mall
    click(qtbot, w, centre(w, "2", (1, 1)), Qt.MouseButton.RightButton)
    assert doc.model.placed == [] and doc.model.deck == ["2"]
    assert doc.stack.count() == 2


def test_a_click_on_the_faint_place_hangs_the_tile_there(qtbot):
    w = studio(qtbot, FIRST)
    w.editor.select_tool("place")
    board = w.editor.scene.renderer.board()
    (gx, gy), c = board.ghosts[0], w.editor.scene.renderer.cell
    w.editor.tool.hover(QPointF((gx + 2) * c, (gy + 2) * c))
    assert "place tile 2 north of space 2,0 of tile 1" in w.statusBar().currentMessage()
    click(qtbot, w, QPointF((gx + 2) * c, (gy + 2) * c))
    assert w.editor.doc.model.placed == [Placed("2", "1", (2, 0))]


def drop_row(deck, row: int, on_row: int, below: bool = False) -> None:
    """Drop the deck list's ``row`` on the upper (or lower) half of ``on_row``, as a drag
    with the mouse does."""
    deck.setCurrentRow(row)
    mime: QMimeData = deck.model().mimeData([deck.model().index(row, 0)])
    rect = deck.visualItemRect(deck.item(on_row))
    target = QPoint(rect.left() + 4, rect.bottom() - 1 if below else rect.top() + 1)
    event = QDropEvent(
        QPointF(target),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    deck.dropEvent(event)


def test_the_deck_is_reordered_by_a_drag_in_the_tiles_dock(qtbot):
    w = studio(qtbot, FULL)
    doc = w.editor.doc
    panel = w.editor.panel_docks[0].widget()
    # three tiles in the deck: take two down from the mall
    doc.take_down("N2")
    doc.take_down("E2")
    assert panel.deck.order() == ["E2", "N2", "NE"]
    drop_row(panel.deck, 2, 0)
    assert doc.model.deck == ["NE", "E2", "N2"] and panel.deck.order() == ["NE", "E2", "N2"]
    assert doc.stack.count() == 3 and doc.stack.undoText() == "Deck order"
    drop_row(panel.deck, 0, 2, below=True)  # the top tile to the bottom
    assert doc.model.deck == ["E2", "N2", "NE"] and doc.stack.count() == 4
    doc.stack.undo()
    assert panel.deck.order() == ["NE", "E2", "N2"]


def test_the_tiles_dock_adds_renames_and_makes_the_start(qtbot):
    w = studio(qtbot, FIRST)
    doc = w.editor.doc
    panel = w.editor.panel_docks[0].widget()
    panel.add.click()
    assert [t.id for t in doc.model.tiles] == ["1", "2", "3"] and doc.model.deck == ["2", "3"]
    item = panel.tiles.topLevelItem(2)
    item.setText(0, "hall")
    assert doc.model.deck == ["2", "hall"]
    panel.tiles.setCurrentItem(panel.tiles.topLevelItem(0))
    assert not panel.remove.isEnabled()
    assert w.editor.scene.pointed_tile == "1"  # the board outlines the tile chosen
    panel.tiles.setCurrentItem(panel.tiles.topLevelItem(1))
    panel.make_start.click()
    assert doc.model.start_tile == "2" and doc.model.deck == ["1", "hall"]
    assert doc.stack.count() == 3
    panel.tiles.setCurrentItem(panel.tiles.topLevelItem(2))
    item = panel.tiles.topLevelItem(2)
    item.setText(0, "2")  # taken
    assert "already" in panel.refusal.text() and doc.stack.count() == 3
    assert panel.tiles.topLevelItem(2).text(0) == "hall"


def test_the_properties_turn_the_start_and_set_the_timer(qtbot):
    w = studio(qtbot, FULL)
    doc = w.editor.doc
    props = w.editor.props_dock.widget()
    props.rotation.setCurrentIndex(2)
    props.rotation.activated.emit(2)
    assert doc.model.rotation == 2
    props.timed.setChecked(True)
    assert doc.model.timer == 40
    props.timer.setValue(25)
    assert doc.model.timer == 25
    props.in_play["barbarian"].setChecked(True)
    assert doc.model.heroes["barbarian"] == (0, 0)
    assert doc.stack.count() == 4
    doc.stack.undo()
    assert not props.in_play["barbarian"].isChecked()


def test_a_check_jumps_to_its_space_or_its_tile(qtbot, tmp_path):
    path = tmp_path / "broken.mall.json"
    text = FIRST.read_text(encoding="utf-8").replace(
        '{"at": [0, 2], "type": "exit"}',
        '{"at": [0, 2], "type": "exit"},\n        {"at": [1, 1], "type": "explore", "hero": "elf"}',
    )
    text = text.replace('"deck": ["2"]', '"deck": ["2", "9"]')
    path.write_text(text, encoding="utf-8")
    w = studio(qtbot, path)
    diags = {d.code: d for d in w.run_checks_now()}
    assert set(diags) >= {"M101", "M108"}
    panel = w.issues_panel
    item = next(
        panel.tree.topLevelItem(i)
        for i in range(panel.tree.topLevelItemCount())
        if panel.tree.topLevelItem(i).text(3) == "M101"
    )
    panel.tree.itemClicked.emit(item, 1)
    assert w.editor.scene.selected == ("2", (1, 1))
    assert w.statusBar().currentMessage().startswith("M101")
    # a finding about a tile only outlines the whole tile
    w.editor.doc.stack.clear()
    w.editor.doc.paint_spaces("2", [(1, 1)], "floor")
    w.editor.doc.set_deck(["2"])
    w.editor.doc.add_tile()
    w.editor.doc.set_deck(["2"])
    unused = next(d for d in w.run_checks_now() if d.code == "M118")
    w.show_diagnostic(unused)
    assert w.editor.scene.pointed_tile == unused.card and w.editor.scene.selected is None


def test_a_refusal_keeps_the_names_it_quotes(qtbot):
    w = studio(qtbot, FULL)
    panel = w.editor.panel_docks[0].widget()
    panel.tiles.topLevelItem(1).setText(0, "E1")  # N1 renamed to a taken id
    assert panel.refusal.text() == "There is a tile 'E1' already"
    assert w.editor.doc.stack.count() == 0


def test_a_new_scenario_is_designed_with_the_tools_and_saved_valid(qtbot, tmp_path):
    from editor.core.validate import load_file

    w = studio(qtbot, FIRST)
    w.new_file(w.game, "start tile")
    w.grab()
    doc = w.editor.doc
    assert w.run_checks_now() == []  # a new scenario can be played at once
    w.editor.select_tool("spaces")
    tool = w.editor.tool
    tool.set_kind("item")
    items = {"mage": (3, 3), "dwarf": (0, 3), "elf": (3, 0), "barbarian": (0, 0)}  # swapped
    for hero, at in items.items():
        tool.set_hero(hero)
        click(qtbot, w, centre(w, "1", at))
    tool.set_kind("exit")
    tool.set_hero(None)
    click(qtbot, w, centre(w, "1", (1, 0)))
    tool.set_kind("explore")
    tool.set_hero("elf")
    click(qtbot, w, centre(w, "1", (2, 0)))
    w.editor.panel_docks[0].widget().add.click()
    w.grab()
    w.editor.select_tool("place")
    click(qtbot, w, centre(w, "1", (2, 0)))
    assert doc.model.placed == [Placed("2", "1", (2, 0))]
    assert doc.stack.count() == 8
    start = next(t for t in doc.model.tiles if t.id == "1")
    assert {s.hero: s.at for s in start.spaces if s.type == "item"} == items
    assert w.run_checks_now() == []
    path = tmp_path / "new.mall.json"
    assert w.save_to(str(path))
    loaded = load_file(str(path))
    assert loaded.diagnostics == [] and loaded.model == doc.model


def test_the_tile_list_shows_the_codes_of_each_tiles_findings_as_it_is_edited(qtbot):
    w = studio(qtbot, FIRST)
    panel = w.editor.panel_docks[0].widget()
    assert [panel.tiles.topLevelItem(i).text(1) for i in range(2)] == ["", ""]
    panel.deck.setCurrentRow(0)
    panel.aside.click()  # tile 2 set aside: it never comes into play, nor do the items on it
    assert w.editor.doc.model.deck == []
    assert panel.tiles.topLevelItem(1).text(1) == "M118"
    assert "never comes into play" in panel.tiles.topLevelItem(1).toolTip(1)
    w.editor.doc.stack.undo()
    assert panel.tiles.topLevelItem(1).text(1) == ""


def test_the_issues_dock_says_tile_where_a_check_names_one(qtbot):
    w = studio(qtbot, FIRST)
    w.editor.doc.set_deck([])  # tile 2 is now neither the start, placed nor in the deck
    w.run_checks_now()
    row = next(i for i, d in enumerate(w.issues_panel.diagnostics) if d.code == "M118")
    assert w.issues_panel.tree.topLevelItem(row).text(2) == "tile 2"
