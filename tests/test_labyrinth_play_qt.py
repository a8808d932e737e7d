"""The labyrinth's play controller on a real `Session`, without widgets (a scene, no window)."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.games.labyrinth.fileformat import dumps, loads
from editor.games.labyrinth.model import DELTA, edge_between
from editor.games.labyrinth.qt.document import LayoutDocument
from editor.games.labyrinth.qt.play import LabyrinthPlay
from editor.games.labyrinth.search import shortest_path

FIRST = (
    Path(__file__).resolve().parent.parent
    / "library"
    / "labyrinth"
    / "01-first-steps.labyrinth.json"
)


@pytest.fixture
def doc(qapp):
    """The 4 x 4 starter: walls on (0,0)S, (1,2)E, (2,2)E and (2,2)S."""
    return LayoutDocument(loads(FIRST.read_text(encoding="utf-8")), str(FIRST))


def side_to(a, b) -> str:
    return next(side for side, (dx, dy) in DELTA.items() if (a[0] + dx, a[1] + dy) == b)


def pass_turn(play: LabyrinthPlay) -> None:
    """The current player steps a wizard across no wall (it does not matter where)."""
    s = play.session
    layout = s.layout
    for step in s.legal_actions():
        x, y = s.positions[step.wizard]
        dx, dy = DELTA[step.side]
        if edge_between((x, y), (x + dx, y + dy)) not in layout.walls:
            assert play.step(step.wizard, step.side) is not None
            return
    raise AssertionError("no free step")


def test_a_move_passes_the_turn_and_is_logged(doc):
    before = dumps(doc.model)
    play = LabyrinthPlay(doc, 2, seed=3)
    changes = []
    play.changed.connect(lambda: changes.append(1))
    assert play.wizard == "NW"
    event = play.step("NW", "E")
    assert event.kind in ("moved", "took")
    assert play.session.positions["NW"] == (1, 0)
    assert play.session.current == 1 and play.wizard == "NE"
    assert play.log == [f"1. {event.text}"]
    assert changes
    assert "player 2" in play.status_html()
    assert f"room {play.session.card(1)}" in play.status_html()
    assert dumps(doc.model) == before and not doc.dirty


def test_a_refused_step_says_why_and_changes_nothing(doc):
    play = LabyrinthPlay(doc, 4, seed=1)
    messages = []
    play.message.connect(lambda text, refused: messages.append((text, refused)))
    assert play.step("NW", "N") is None
    assert "rim" in messages[-1][0] and messages[-1][1] and play.log == []
    assert play.step("NE", "W") is None
    assert "player 2" in messages[-1][0] and messages[-1][1] and play.session.current == 0


def test_a_knock_sends_the_wizard_home_records_the_wall_and_undo_takes_it_back(doc):
    play = LabyrinthPlay(doc, 2, seed=3)
    messages = []
    play.message.connect(lambda text, _refused: messages.append(text))
    for side in ("E", "S", "S"):  # NW to 1,2, next to the wall on 1,2's east side
        play.step("NW", side)
        pass_turn(play)
    assert play.session.positions["NW"] == (1, 2)
    event = play.step("NW", "E")
    assert event.kind == "knocked"
    assert play.session.positions["NW"] == (0, 0)
    assert play.session.knocked == {(1, 2, "E")}
    assert messages[-1].startswith("knock!") and messages[-1].endswith("back to NW")
    assert "knocked" in play.log[-1]
    assert play.undo()
    assert play.session.positions["NW"] == (1, 2)
    assert play.session.knocked == set()
    assert len(play.log) == 6 and play.wizard == "NW"


def test_undo_with_no_move_says_so(doc):
    play = LabyrinthPlay(doc, 3, seed=0)
    messages = []
    play.message.connect(lambda text, _refused: messages.append(text))
    assert not play.undo()
    assert "nothing to undo" in messages[-1]


def test_tab_and_clicks_choose_the_wizard_and_step(doc):
    play = LabyrinthPlay(doc, 2, seed=3)
    assert play.tool.key_event(int(Qt.Key.Key_Tab), "\t")
    assert play.wizard == "SE"
    play.click((0, 0))  # a click on the other wizard chooses it
    assert play.wizard == "NW"
    assert play.tool.key_event(int(Qt.Key.Key_Right), "")
    assert play.session.positions["NW"] == (1, 0)
    messages = []
    play.message.connect(lambda text, _refused: messages.append(text))
    play.click((3, 2))  # player 2's wizards stand on 3,0 and 0,3: not next to either
    assert "not next to a wizard of player 2" in messages[-1] and len(play.log) == 1
    play.click((1, 3))  # next to SW, not to the chosen NE: SW is chosen and steps
    assert play.session.positions["SW"] == (1, 3)
    assert play.session.current == 0 and len(play.log) == 2


def test_winning_ends_the_game_and_shows_the_walls(doc):
    play = LabyrinthPlay(doc, 4, seed=5)
    results = []
    play.finished.connect(results.append)
    s = play.session
    assert not play.walls_shown
    for room in s.decks[0]:
        path = shortest_path(s.layout, s.positions["NW"], s.layout.rooms[room])
        for a, b in zip(path, path[1:], strict=False):
            play.step("NW", side_to(a, b))
            if s.is_over:
                break
            for _ in range(3):
                pass_turn(play)
    assert s.winner == 0
    turns = len(s.history)
    assert results == [f"Player 1 wins after {turns} turns."]
    assert play.result == results[0] and results[0] in play.status_html()
    assert play.walls_shown
    assert play.step("NE", "W") is None
    play.undo()
    assert play.result is None and not s.is_over and not play.walls_shown


def test_reveal_shows_every_wall(doc):
    play = LabyrinthPlay(doc, 2, seed=3)
    play.reveal(True)
    assert play.walls_shown
    play.reveal(False)
    assert not play.walls_shown


def test_an_illegal_layout_cannot_be_played(qapp):
    doc = LayoutDocument(loads('{"format": "labyrinth/1", "size": 4, "walls": [], "rooms": []}'))
    with pytest.raises(ValueError, match="not legal"):
        LabyrinthPlay(doc, 2)


def test_three_players_leave_the_fairest_corner_empty(qapp):
    """RULES.md section 3: the studio's play mode seats 3 players around the fairest empty
    corner of section 7 (the play session alone would leave SW empty)."""
    from editor.games.labyrinth.results import solve

    library = FIRST.parent
    seen = set()
    for path in sorted(library.glob("*.labyrinth.json")):
        layout = loads(path.read_text(encoding="utf-8"))
        empty = solve(layout).fairest_empty
        play = LabyrinthPlay(LayoutDocument(layout, str(path)), 3, seed=1)
        seated = {c for seat in play.session.seats for c in seat}
        assert seated == {"NW", "NE", "SE", "SW"} - {empty}, path.name
        seen.add(empty)
    assert len(seen) > 1  # the library has layouts where SW is not the fairest to leave
