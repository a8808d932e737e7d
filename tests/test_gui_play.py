"""Play mode driven with simulated clicks on the real window (pytest-qt, offscreen)."""

from pathlib import Path

import pytest
from guitest import open_window, plain
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.games.tower import reference
from editor.games.tower.actions import Move, Rotate, Teleport, Toss
from editor.games.tower.fileformat import dumps, save_quest
from editor.games.tower.load import read_quest
from editor.games.tower.model import Card, Cell, HeroStart, Quest
from editor.games.tower.results import DISTRIBUTIONS
from editor.games.tower.rules import Rules

DATA = Path(__file__).parent / "data"
EXAMPLE = DATA / "spec_example.quest.json"
L = Qt.MouseButton.LeftButton


def click(w, cell, button=L):
    centre = w.editor.renderer.cell_rect(*cell).center()
    QTest.mouseClick(
        w.view.viewport(), button, Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(centre)
    )


def start_play(qtbot, w, players=1, deal=0):
    w.editor.play_dock.act_play.trigger()
    mode = w.editor.play_dock
    assert mode.active and mode.dock.isVisible()
    panel = mode.panel
    panel.players_combo.setCurrentIndex(players - 1)
    panel.setup_combo.setCurrentIndex(deal)
    assert mode.play.game.hands == DISTRIBUTIONS[players][deal]
    return mode


def set_player(mode, player):
    mode.play.controls.player_group.button(player).click()
    assert mode.play.game.player == player


def heroes_shown(qtbot, w, game):
    """The hero items stand where the game state says (after any animation)."""
    overlay = game.overlay
    qtbot.waitUntil(lambda: not overlay.animating, timeout=5000)
    for hero, at in zip(game.rules.heroes, game.state.positions, strict=True):
        assert overlay.hero_cell(hero) == at


@pytest.mark.slow
def test_play_a_quest_to_completion_by_clicks(qtbot):
    w = open_window(qtbot, EXAMPLE)
    saved = dumps(w.editor.doc.quest)
    hands = DISTRIBUTIONS[2][0]
    best = reference.solve_distribution(read_quest(EXAMPLE), hands)
    mode = start_play(qtbot, w, players=2, deal=0)
    game = mode.play.game
    rules = Rules(read_quest(EXAMPLE))
    state = rules.initial_state()
    for action in best.solution:
        assert isinstance(action, Move)  # this quest has only moves
        set_player(mode, action.player)
        click(w, action.path[0])
        assert game.selected == action.hero
        assert "Selected: " + action.hero == mode.play.controls.selected_label.text()
        click(w, action.path[-1])
        state = rules.apply(state, action, hands)
        assert game.state == state
        heroes_shown(qtbot, w, game)
    assert game.complete
    qtbot.waitUntil(lambda: mode.play.optimum is not None, timeout=60_000)
    n = best.min_actions
    assert f"Quest complete in {n} actions: the optimum for this deal is {n}" in plain(
        mode.panel.message
    )
    assert f"Actions: {n} (optimum {n})" in plain(mode.panel.status)
    # said plainly: in a message (one, updated when the optimum came) and the status bar
    said = f"Quest complete in {n} actions: the optimum for this deal is {n}. Perfect!"
    assert mode.completion_box is not None and mode.completion_box.text() == said
    assert w.statusBar().currentMessage() == said
    mode.completion_box.accept()
    # play mode never touched the document
    w.editor.play_dock.act_play.trigger()
    assert not mode.active and w.editor.board_overlay is None
    assert dumps(w.editor.doc.quest) == saved and w.stack.isClean()


def test_an_illegal_move_is_refused_with_the_reason_and_moves_undo(qtbot):
    w = open_window(qtbot, EXAMPLE)
    mode = start_play(qtbot, w, players=4)
    game = mode.play.game
    set_player(mode, 0)  # hand N only
    dwarf = game.rules.position(game.state, "dwarf")
    click(w, dwarf)
    east = (dwarf[0] + 1, dwarf[1])
    start = game.state
    click(w, east)
    assert game.state == start and not game.history
    why = game.rules.check(start, Move(0, "dwarf", (dwarf, east)), game.hands)
    assert why is not None and "east is not in this hand (N)" in why
    assert f"Refused: {why}." in plain(mode.panel.message)
    assert why in w.statusBar().currentMessage()
    # a legal move north, then undo (button and Ctrl+Z)
    north = (dwarf[0], dwarf[1] - 1)
    click(w, north)
    assert game.rules.position(game.state, "dwarf") == north and len(game.history) == 1
    heroes_shown(qtbot, w, game)
    mode.panel.undo_button.click()
    assert game.state == start and not game.history
    heroes_shown(qtbot, w, game)
    click(w, dwarf)
    click(w, north)
    assert len(game.history) == 1
    w.view.setFocus()
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.state == start
    assert w.stack.count() == 0  # the document's undo stack never saw play moves


def features_quest() -> Quest:
    """A toss over a trap, a mage's invocation space, the sister, and a rotation space."""
    card = Card("A")
    card.set_cell(2, 0, Cell("trap"))
    card.set_cell(2, 3, Cell("invocation"))
    card.set_cell(1, 5, Cell("rotation"))
    card.set_cell(5, 5, Cell("exit"))
    heroes = {
        "barbarian": HeroStart((0, 0)),
        "elf": HeroStart((1, 0)),
        "mage": HeroStart((0, 3)),
        "sister": HeroStart((3, 5)),
        "dwarf": HeroStart((1, 5)),
    }
    return Quest(size=6, cards=[card], heroes=heroes)


@pytest.mark.slow
def test_tosses_swaps_teleports_and_rotations_by_mouse(qtbot, tmp_path):
    path = tmp_path / "features.quest.json"
    save_quest(path, features_quest())
    w = open_window(qtbot, path)
    mode = start_play(qtbot, w, players=1)
    game = mode.play.game
    rules = game.rules
    hands = game.hands

    # the barbarian tosses the elf over the trap: its landing is marked, a click does it
    click(w, (0, 0))
    assert game.selected == "barbarian"
    assert game.toss_targets("barbarian") == {(3, 0): "elf"}
    assert not game.overlay.marks["toss"].path.isEmpty()
    before = game.state
    click(w, (3, 0))
    # the barbarian could also walk round to (3, 0): a menu asks which
    assert [a.text() for a in game.menu.actions()] == [
        "Move the barbarian here",
        "Toss the elf here",
    ]
    game.menu.actions()[1].trigger()
    game.menu = None
    assert game.history[-1] == (before, Toss(0, "elf", (3, 0)))
    assert rules.position(game.state, "elf") == (3, 0)
    heroes_shown(qtbot, w, game)

    # the mage walks onto the invocation space, then swaps with the elf (one action)
    click(w, (0, 3))
    click(w, (2, 3))
    assert rules.position(game.state, "mage") == (2, 3)
    assert game.pending_swap is not None and len(game.history) == 2
    click(w, (3, 0))
    before, action = game.history[-1]
    assert len(game.history) == 2
    assert isinstance(action, Move) and action.swap == "elf"
    assert rules.position(game.state, "mage") == (3, 0)
    assert rules.position(game.state, "elf") == (2, 3)
    assert game.state == rules.apply(before, action, hands)
    heroes_shown(qtbot, w, game)

    # the sister teleports to a lit cell
    click(w, (3, 5))
    targets = game.teleport_targets("sister")
    assert targets
    before = game.state
    click(w, targets[0])
    assert game.history[-1] == (before, Teleport(0, "sister", targets[0]))
    heroes_shown(qtbot, w, game)
    # and refuses a cell off her lines, with the engine's reason
    off = next(
        (x, y)
        for x in range(6)
        for y in range(6)
        if x != targets[0][0] and y != targets[0][1] and rules.hero_at(game.state, x, y) is None
    )
    click(w, targets[0])
    click(w, off)
    assert "straight line" in plain(mode.panel.message)

    # the dwarf stands on the rotation space: the card can be turned from the panel
    labels = [b.text() for b in mode.play.controls.card_buttons]
    assert "Turn card A a quarter turn clockwise" in labels
    button = mode.play.controls.card_buttons[labels.index("Turn card A a quarter turn clockwise")]
    before = game.state
    button.click()
    assert game.history[-1] == (before, Rotate(0, "A", 1))
    assert game.state.layout[0][1] == 1
    assert game.state == rules.apply(before, Rotate(0, "A", 1), hands)
    heroes_shown(qtbot, w, game)
    assert "Actions: <b>4</b>" in mode.panel.status.text()
    mode.undo()
    assert game.state == before
    assert w.editor.doc.quest.cards[0].rotation == 0


def test_slide_a_card_with_the_hero_on_it(qtbot, tmp_path):
    card = Card("A")
    card.set_cell(0, 0, Cell("sliding"))
    card.set_cell(2, 2, Cell("exit"))  # play mode refuses a quest with errors (no exit)
    quest = Quest(size=3, cards=[card], heroes={"dwarf": HeroStart((0, 0))}, slots=(2, 1))
    path = tmp_path / "slide.quest.json"
    save_quest(path, quest)
    w = open_window(qtbot, path)
    mode = start_play(qtbot, w, players=4)
    game = mode.play.game
    assert [b.text() for b in mode.play.controls.card_buttons] == ["Slide card A east"]
    set_player(mode, 2)  # any player may slide, whatever the hand
    before = game.state
    mode.play.controls.card_buttons[0].click()
    assert game.state.layout[0][0] == (1, 0)
    assert game.rules.position(game.state, "dwarf") == (3, 0)  # it rode along
    assert game.state == game.rules.apply(before, game.history[-1][1], game.hands)
    heroes_shown(qtbot, w, game)
    assert [b.text() for b in mode.play.controls.card_buttons] == ["Slide card A west"]
    assert w.editor.doc.quest.cards[0].slot == (0, 0)
    # a right click on the card offers the same, in a menu
    click(w, (4, 1), Qt.MouseButton.RightButton)
    assert [a.text() for a in game.menu.actions()] == ["Slide card A west"]
    game.menu.actions()[0].trigger()
    assert game.state.layout[0][0] == (0, 0) and len(game.history) == 2
    heroes_shown(qtbot, w, game)
    mode.undo()
    # the status bar describes the game's board, where card A now lies
    # (the view's hover signal: a test's pointer may already be where a move would go)
    w.view.hovered.emit(w.editor.renderer.cell_rect(3, 0).center())
    assert "card A · cell (0, 0) · board (3, 0) · sliding" in w.place_label.text()
    assert "the dwarf stands here" in w.place_label.text()
    w.editor.play_dock.act_play.trigger()  # back to editing: the document's board again
    w.view.hovered.emit(w.editor.renderer.cell_rect(0, 0).center())
    assert "board (0, 0)" in w.place_label.text()


def test_a_quest_the_engine_cannot_set_up_is_not_played(qtbot, tmp_path):
    quest = Quest(size=4, cards=[Card("A")], heroes={"dwarf": HeroStart((0, 0), card="Z")})
    path = tmp_path / "bad.quest.json"
    save_quest(path, quest)
    w = open_window(qtbot, path)
    w.editor.play_dock.act_play.trigger()
    assert not w.editor.play_dock.active and not w.editor.play_dock.act_play.isChecked()
    assert "cannot play this file" in w.statusBar().currentMessage()
    assert w.editor.board_overlay is None and w.editor.toolbox.isEnabled()


def test_closing_the_play_dock_leaves_play_mode(qtbot):
    w = open_window(qtbot, EXAMPLE)
    mode = w.editor.play_dock
    mode.act_play.trigger()
    assert mode.active and w.editor.board_overlay is not None
    mode.dock.close()
    assert not mode.active and not mode.act_play.isChecked()
    assert w.editor.board_overlay is None and w.editor.toolbox.isEnabled()


def test_the_lit_cells_leave_their_doors_and_walls_in_sight(qtbot):
    """A lit target cell keeps its marks visible: here door 2 on the east side of the
    cell the mage can reach first."""
    quest = (
        Path(__file__).resolve().parents[1]
        / "library/tower/adventure-2/04-family-reunion.quest.json"
    )
    w = open_window(qtbot, quest)
    game = start_play(qtbot, w).play.game
    line = w.editor.renderer.edge_line(1, 4, "E")
    door = w.view.mapFromScene(line.center())
    before = w.view.viewport().grab().toImage().pixelColor(door)
    game.select("mage")
    assert (1, 4) in game.move_targets("mage")
    qtbot.wait(20)
    after = w.view.viewport().grab().toImage().pixelColor(door)
    assert after == before


def test_the_cards_keep_their_tabs_in_play(qtbot):
    """A card in play shows its tab (its letter and how far it has turned), as in the editor."""
    epic = Path(__file__).resolve().parents[1] / "library/tower/epics/01-turning-tower.quest.json"
    w = open_window(qtbot, epic)
    overlay = start_play(qtbot, w, players=1).play.overlay
    for card_id, item in overlay.cards.items():
        assert item.boundingRect().contains(overlay.renderer.tag_rect(card_id))
