"""Play mode in the studio window: hot-seat play of a labyrinth layout with hidden walls."""

import json
from pathlib import Path

from guitest import open_window
from PySide6.QtCore import Qt

from editor.games.labyrinth.fileformat import dumps
from editor.games.labyrinth.model import DELTA, edge_between
from editor.games.labyrinth.search import shortest_path

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "labyrinth"
FIRST = LIBRARY / "01-first-steps.labyrinth.json"  # 4 x 4; walls (0,0)S (1,2)E (2,2)E (2,2)S
ARROWS = {"N": Qt.Key.Key_Up, "E": Qt.Key.Key_Right, "S": Qt.Key.Key_Down, "W": Qt.Key.Key_Left}


def studio(qtbot, path=FIRST):
    w = open_window(qtbot, path)
    w.grab()
    return w


def start(qtbot, w, players: int, seed: int = 1):
    w.editor.play_dock.panel.players_combo.setCurrentIndex(
        w.editor.play_dock.panel.players_combo.findData(players)
    )
    w.editor.play_dock.panel.seed.setValue(seed)
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play is not None and w.editor.play.players == players
    qtbot.wait(20)  # the deferred fit
    w.grab()


def key(qtbot, w, k) -> None:
    qtbot.keyClick(w.view, k)
    w.grab()


def pixel_at(w, edge) -> tuple[int, int, int]:
    """The colour the view shows at the middle of ``edge``."""
    line = w.editor.play.scene.renderer.edge_line(edge)
    point = w.view.mapFromScene(line.center())
    return w.view.viewport().grab().toImage().pixelColor(point).getRgb()[:3]


def free_side(w) -> str:
    """A side the current wizard can step to across no wall."""
    s = w.editor.play.session
    x, y = s.positions[w.editor.play.wizard]
    for step in s.legal_actions():
        dx, dy = DELTA[step.side]
        if (
            step.wizard == w.editor.play.wizard
            and edge_between((x, y), (x + dx, y + dy)) not in s.layout.walls
        ):
            return step.side
    raise AssertionError("no free step")


def test_play_mode_swaps_the_board_and_tools_and_leaves_the_document_alone(qtbot):
    w = studio(qtbot, LIBRARY / "03-fair-shares.labyrinth.json")
    before = dumps(w.editor.doc.model)
    start(qtbot, w, 4)
    assert w.view.scene() is w.editor.play.scene and w.view.tool is w.editor.play.tool
    assert not w.editor.toolbox.isEnabled() and not w.act_undo.isEnabled()
    assert w.editor.play_dock.dock.isVisible() and w.editor.play_dock.act_play.isChecked()
    assert (
        "player 1" in w.editor.play_dock.panel.status.text()
        and "looks for" in w.editor.play_dock.panel.status.text()
    )
    key(qtbot, w, Qt.Key.Key_Right)
    assert w.editor.play.session.positions["NW"] == (1, 0)
    key(qtbot, w, Qt.Key.Key_Up)  # NE on the north rim: refused, said in the status bar
    assert "Not allowed" in w.statusBar().currentMessage()
    assert w.editor.play_dock.panel.log.count() == 1
    key(qtbot, w, Qt.Key.Key_Down)
    assert w.editor.play.session.positions["NE"] == (5, 1)
    assert (
        w.editor.play_dock.panel.log.count() == 2
        and "player 3" in w.editor.play_dock.panel.status.text()
    )
    w.editor.play.controls.setFocus()
    w.editor.play_dock.panel.undo_button.click()
    w.grab()
    assert w.view.hasFocus()  # the arrows go on moving wizards
    assert w.editor.play_dock.panel.log.count() == 1 and w.editor.play.session.positions["NE"] == (
        5,
        0,
    )
    w.editor.play_dock.act_play.trigger()  # F6 again: back to editing
    w.grab()
    assert (
        w.editor.play is None and w.view.scene() is w.editor.scene and w.editor.toolbox.isEnabled()
    )
    assert not w.editor.play_dock.dock.isVisible()
    assert (
        dumps(w.editor.doc.model) == before
        and not w.editor.doc.dirty
        and w.editor.doc.stack.count() == 0
    )


def test_two_players_pick_a_wizard_with_tab(qtbot):
    w = studio(qtbot)
    start(qtbot, w, 2)
    assert "Tab picks the other" in w.editor.play_dock.panel.status.text()
    key(qtbot, w, Qt.Key.Key_Tab)
    assert w.editor.play.wizard == "SE"
    key(qtbot, w, Qt.Key.Key_Left)
    assert w.editor.play.session.positions["SE"] == (2, 3)
    assert w.editor.play.session.current == 1 and w.editor.play.wizard == "NE"


def test_a_knock_shows_the_found_wall_and_reveal_shows_the_others(qtbot):
    w = studio(qtbot)
    start(qtbot, w, 2, seed=3)
    wall, hidden = (1, 2, "E"), (2, 2, "S")
    unseen, unseen_other = pixel_at(w, wall), pixel_at(w, hidden)
    for side in ("E", "S", "S"):  # NW to 1,2, then player 2 steps anywhere free
        key(qtbot, w, ARROWS[side])
        key(qtbot, w, ARROWS[free_side(w)])
    assert w.editor.play.session.positions["NW"] == (1, 2)
    assert pixel_at(w, wall) == unseen  # still hidden
    key(qtbot, w, Qt.Key.Key_Right)
    assert w.statusBar().currentMessage().startswith("knock!")
    assert w.statusBar().currentMessage().endswith("back to NW")
    assert w.editor.play.session.positions["NW"] == (0, 0)
    assert pixel_at(w, wall) != unseen
    assert pixel_at(w, hidden) == unseen_other
    w.editor.play.controls.setChecked(True)
    w.grab()
    assert pixel_at(w, hidden) != unseen_other
    w.editor.play.controls.setChecked(False)
    w.grab()
    assert pixel_at(w, hidden) == unseen_other


def test_a_game_played_to_the_end_says_who_won(qtbot):
    w = studio(qtbot)
    before = dumps(w.editor.doc.model)
    start(qtbot, w, 4, seed=5)
    s = w.editor.play.session
    hidden = (2, 2, "S")
    unseen = pixel_at(w, hidden)
    for room in s.decks[0]:
        path = shortest_path(s.layout, s.positions["NW"], s.layout.rooms[room])
        for a, b in zip(path, path[1:], strict=False):
            side = next(k for k, (dx, dy) in DELTA.items() if (a[0] + dx, a[1] + dy) == b)
            key(qtbot, w, ARROWS[side])
            if s.is_over:
                break
            for _ in range(3):
                key(qtbot, w, ARROWS[free_side(w)])
    turns = len(s.history)
    sentence = f"Player 1 wins after {turns} turns."
    assert sentence in w.editor.play_dock.panel.status.text()
    assert w.statusBar().currentMessage() == sentence
    assert pixel_at(w, hidden) != unseen  # the walls are shown once the game is over
    key(qtbot, w, Qt.Key.Key_Down)
    assert len(s.history) == turns
    w.editor.play_dock.dock.close()  # closing the Play panel leaves play mode
    w.grab()
    assert (
        w.editor.play is None
        and not w.editor.play_dock.act_play.isChecked()
        and w.view.scene() is w.editor.scene
    )
    assert dumps(w.editor.doc.model) == before and not w.editor.doc.dirty


def test_editing_after_play_works_and_an_illegal_layout_cannot_be_played(qtbot, tmp_path):
    w = studio(qtbot)
    start(qtbot, w, 3)
    w.editor.play_dock.panel.leave_button.click()
    assert (
        w.editor.play is None
        and not w.editor.play_dock.dock.isVisible()
        and w.editor.toolbox.isEnabled()
    )
    data = json.loads(FIRST.read_text(encoding="utf-8"))
    del data["rooms"][0]  # a room missing: not legal
    roomless = tmp_path / "roomless.labyrinth.json"
    roomless.write_text(json.dumps(data), encoding="utf-8")
    assert w.open_path(str(roomless)), w.open_problem
    w.editor.play_dock.act_play.trigger()
    assert w.editor.play is None and not w.editor.play_dock.act_play.isChecked()
    assert "cannot play this file" in w.editor.play_dock.panel.message.text()
