"""The solver dock and solution playback, driven in the real window (pytest-qt, offscreen)."""

from pathlib import Path

import pytest
from guitest import open_window, plain
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from editor.games.tower import reference
from editor.games.tower.fileformat import save_quest
from editor.games.tower.load import read_quest
from editor.games.tower.model import Card, Cell, HeroStart, Quest
from editor.games.tower.playback import frames
from editor.games.tower.results import DISTRIBUTIONS

DATA = Path(__file__).parent / "data"
EXAMPLE = DATA / "spec_example.quest.json"


def click(w, X, Y, button=Qt.MouseButton.LeftButton):
    """A click on the centre of global cell (X, Y) of the board view."""
    centre = w.editor.renderer.cell_rect(X, Y).center()
    QTest.mouseClick(
        w.view.viewport(), button, Qt.KeyboardModifier.NoModifier, w.view.mapFromScene(centre)
    )


def row_texts(panel) -> dict:
    """What the table shows: {players: (count, actions), (players, i): (hands, actions)}."""
    out = {}
    for item in panel.tree.items():
        key = item.data(0, Qt.ItemDataRole.UserRole)
        if item.parent() is None:
            key = int(item.text(0).split()[0])
        out[tuple(key) if isinstance(key, list) else key] = (item.text(0), item.text(1))
    return out


def solve_in_window(qtbot, w, timeout=60_000):
    panel = w.editor.solver
    w.editor.solver.act_solve.trigger()
    assert panel.solving
    qtbot.waitUntil(lambda: not panel.solving, timeout=timeout)
    return panel


@pytest.fixture(scope="module")
def example_reference():
    """The reference solver's answer for the spec example (slow but obviously right)."""
    return reference.solve(read_quest(EXAMPLE))


def test_solving_fills_the_table_with_the_reference_numbers(qtbot, example_reference):
    w = open_window(qtbot, EXAMPLE)
    panel = solve_in_window(qtbot, w)
    ref = example_reference
    assert ref.solvable
    assert panel.error is None and not panel.cancelled
    assert f"fewest steps {ref.min_steps}" in plain(panel.summary)
    rows = row_texts(panel)
    for n in (1, 2, 3, 4):
        lo, hi = ref.player_range(n)
        assert rows[n][1] == (str(lo) if lo == hi else f"{lo} – {hi}")
        for i, d in enumerate(ref.players[n]):
            hands, actions = rows[(n, i)]
            assert hands == " · ".join(DISTRIBUTIONS[n][i])
            assert actions == str(d.min_actions)
    # an edit makes the results out of date; playback is then refused
    w.editor.tool_actions["trap"].trigger()
    click(w, 2, 3)
    assert w.editor.doc.quest.cards[0].cell(2, 3).type == "trap"
    assert panel.stale
    assert "Out of date" in plain(panel.summary)
    panel.tree.setCurrentItem(panel.item_for((1, 0)))
    assert not panel.watch_button.isEnabled()
    assert not panel.watch_setup()


def big_quest() -> Quest:
    """Four heroes on an open 12x12 card: far too many states to search in a test (the
    turning card leaves the solver no estimate to cut the search with)."""
    card = Card("A")
    card.set_cell(11, 11, Cell("exit"))
    card.set_cell(6, 6, Cell("rotation"))
    heroes = {
        "dwarf": HeroStart((0, 0)),
        "elf": HeroStart((5, 5)),
        "mage": HeroStart((0, 11)),
        "barbarian": HeroStart((11, 0)),
    }
    return Quest(size=12, cards=[card], heroes=heroes)


def test_solve_shows_progress_stays_responsive_and_cancels(qtbot, tmp_path):
    path = tmp_path / "big.quest.json"
    save_quest(path, big_quest())
    w = open_window(qtbot, path)
    panel = w.editor.solver
    panel.timeout.setValue(0)  # no limits: only cancel ends this solve
    panel.max_states.setValue(0)
    ticks = []
    timer = QTimer(w)
    timer.timeout.connect(lambda: ticks.append(panel.solving))
    timer.start(20)
    w.editor.solver.act_solve.trigger()
    assert panel.solving and w.editor.solver.act_cancel.isEnabled()
    assert not panel.solve_button.isEnabled()
    # live progress arrives while the search runs
    qtbot.waitUntil(lambda: "states · depth" in panel.progress_label.text(), timeout=30_000)
    # with the bound the search has proven so far for the deal it works on
    qtbot.waitUntil(lambda: "1p NESW: at least" in panel.progress_label.text(), timeout=10_000)
    first = panel.progress_label.text()
    qtbot.waitUntil(lambda: panel.progress_label.text() != first, timeout=10_000)
    # the GUI thread keeps running its timers while the solver works
    qtbot.waitUntil(lambda: sum(ticks) >= 5, timeout=10_000)
    assert panel.solving
    w.editor.solver.act_cancel.trigger()
    qtbot.waitUntil(lambda: not panel.solving, timeout=10_000)
    timer.stop()
    assert panel.cancelled
    assert "Cancelled" in plain(panel.summary)
    assert "cancelled after" in panel.progress_label.text()
    assert row_texts(panel)[(2, 0)][1] == "cancelled"
    assert panel.solve_button.isEnabled() and not w.editor.solver.act_cancel.isEnabled()


def test_solver_limit_is_shown_as_not_decided(qtbot, tmp_path):
    path = tmp_path / "big.quest.json"
    save_quest(path, big_quest())
    w = open_window(qtbot, path)
    panel = w.editor.solver
    panel.max_states.setValue(20_000)
    solve_in_window(qtbot, w)
    assert not panel.cancelled
    assert panel.table.answer.result.solvable is None
    assert "Not decided" in plain(panel.summary) and "20,000 states" in plain(panel.summary)
    solo = panel.table.answer.result.players[1][0]
    assert solo.lower is not None and solo.upper is not None  # the beam found a plan
    assert row_texts(panel)[(1, 0)][1] == f"{solo.lower}–{solo.upper}"
    assert panel.table.answer.solution((1, 0)) == solo.plan
    assert panel.watch_setup((1, 0))  # the plan plays on the board like a solution
    panel.stop_watching()
    # not searched after the stop: the solo deal's bound, and a plan its players can take
    two = panel.table.answer.result.players[2][0]
    assert not two.complete and two.lower == solo.lower and two.upper is not None
    assert row_texts(panel)[(2, 0)][1] == f"{solo.lower}–{two.upper}"
    # a player count shows its deals' range: the least lower bound to the worst plan
    for n, deals in panel.table.answer.result.players.items():
        lows = [d.min_actions or d.lower for d in deals]
        highs = [d.min_actions or d.upper for d in deals]
        assert row_texts(panel)[n][1] == f"{min(lows)}–{max(highs)}"


def cell_of(w, item):
    return w.editor.board_overlay.renderer.cell_at(item.pos().x() + 1, item.pos().y() + 1)


@pytest.mark.slow
def test_stepping_through_a_solution_moves_the_heroes(qtbot, example_reference):
    w = open_window(qtbot, EXAMPLE)
    panel = solve_in_window(qtbot, w)
    quest_before = w.editor.doc.quest.copy()
    panel.tree.setCurrentItem(panel.item_for((2, 0)))
    assert panel.watch_button.isEnabled()
    panel.watch_button.click()
    pb = panel.watch
    assert pb.active and w.editor.board_overlay is pb.overlay
    solution = panel.table.answer.result.players[2][0].solution
    film = frames(panel.table.answer.quest, DISTRIBUTIONS[2][0], solution)
    assert len(film) - 1 == example_reference.players[2][0].min_actions
    overlay = pb.overlay

    def heroes_at(frame):
        want = dict(zip(overlay.rules.heroes, frame.state.positions, strict=True))
        for hero, item in overlay.heroes.items():
            if want[hero] is None:
                assert not item.isVisible()
            else:
                assert item.isVisible() and cell_of(w, item) == want[hero]

    heroes_at(film[0])
    assert "The start" in pb.action_label.text()
    for i in range(1, len(film)):
        pb.forward_button.click()
        assert overlay.animating or film[i].action is None
        qtbot.waitUntil(lambda: not overlay.animating, timeout=5000)
        heroes_at(film[i])
        assert pb.step_label.text() == f"action {i} of {len(film) - 1}"
        words = film[i].text
        assert words[1:] in pb.action_label.text()
        hand = ",".join(DISTRIBUTIONS[2][0][film[i].action.player])
        assert f"<u>player {film[i].action.player + 1}: {hand}</u>" in pb.deal_label.text()
    assert "complete" in pb.action_label.text()
    pb.back_button.click()
    heroes_at(film[-2])
    pb.first_button.click()
    heroes_at(film[0])
    QTest.keyClick(w, Qt.Key.Key_Right)  # the keys step too
    qtbot.waitUntil(lambda: not overlay.animating, timeout=5000)
    heroes_at(film[1])
    QTest.keyClick(w, Qt.Key.Key_Home)
    heroes_at(film[0])
    # play runs to the end by itself
    pb.play_button.click()
    assert pb.playing
    qtbot.waitUntil(lambda: not pb.playing, timeout=30_000)
    heroes_at(film[-1])
    # editing is off while watching, and the document never changed
    assert not w.editor.toolbox.isEnabled()
    pb.close_button.click()
    assert not pb.active and w.editor.board_overlay is None
    assert w.editor.toolbox.isEnabled()
    assert w.editor.doc.quest.cards[0].cells == quest_before.cards[0].cells
    assert w.stack.isClean()


def test_a_quest_with_errors_is_refused_with_a_message_not_a_traceback(qtbot, tmp_path):
    quest = Quest(size=4, cards=[Card("A")], heroes={"dwarf": HeroStart((0, 0), card="Z")})
    path = tmp_path / "bad.quest.json"
    save_quest(path, quest)
    w = open_window(qtbot, path)
    panel = w.editor.solver
    w.editor.solver.act_solve.trigger()  # refused at once: the quest has errors, as `mazewright solve` says
    assert not panel.solving and panel.table is None
    text = plain(panel.summary)
    assert text.startswith("Not solved:") and "card 'Z'" in text and "2 errors" in text
    assert "Traceback" not in text
    assert panel.solve_button.isEnabled()


def test_opening_another_quest_drops_a_running_solve(qtbot, tmp_path):
    path = tmp_path / "big.quest.json"
    save_quest(path, big_quest())
    w = open_window(qtbot, path)
    panel = w.editor.solver
    panel.timeout.setValue(0)
    panel.max_states.setValue(0)
    w.editor.solver.act_solve.trigger()
    qtbot.waitUntil(lambda: "states · depth" in panel.progress_label.text(), timeout=30_000)
    # with the bound the search has proven so far for the deal it works on
    qtbot.waitUntil(lambda: "1p NESW: at least" in panel.progress_label.text(), timeout=10_000)
    assert w.open_path(str(EXAMPLE))
    qtbot.waitUntil(lambda: not panel.solving, timeout=10_000)
    assert panel.table is None
    assert plain(panel.summary).startswith("Not solved yet")
    assert panel.tree.topLevelItemCount() == 0
