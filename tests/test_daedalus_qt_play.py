"""Hot-seat play of a maze through its play controller, on a real `Session` (no window)."""

import pytest

from editor.games.daedalus.fileformat import dumps
from editor.games.daedalus.model import CHAMBER, EXIT, Maze
from editor.games.daedalus.qt.document import MazeDocument
from editor.games.daedalus.qt.play import DaedalusPlay, play_setups
from editor.games.daedalus.search import Search


@pytest.fixture
def doc(qapp):
    return MazeDocument(Maze())


def draft(play: DaedalusPlay, sectors) -> None:
    for s in sectors:
        assert play.session.placing
        play.click((0, s))


def test_the_draft_is_clicked_on_the_outer_ring_and_refuses_elsewhere(doc):
    play = DaedalusPlay(doc, 2)
    messages = []
    play.message.connect(lambda text, refused: messages.append((text, refused)))
    assert len(play.targets()) == 24 and not play.controls.isEnabled()
    play.click((2, 3))
    assert messages[-1] == ("place soldiers on the outer ring (ring 0)", True)
    play.click((0, 3))
    play.click((0, 3))
    assert "taken" in messages[-1][0] and messages[-1][1]
    draft(play, [4, 5, 6, 7, 8, 9, 10])
    s = play.session
    assert not s.placing and s.round == 1 and s.phase == 1
    assert sorted(s.soldiers_of(0)) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert s.positions[(1, 3)] == (0, 10)
    assert play.controls.isEnabled()
    assert "Round 1, film at phase 1" in play.status_html()
    assert play.log[0] == "1. player 1 places soldier 1 on ring 0, sector 3"


def test_a_soldier_is_chosen_by_a_click_and_steps_to_a_lit_field(doc):
    play = DaedalusPlay(doc, 2)
    draft(play, range(8))
    s = play.session
    assert play.chosen() == (0, 0)
    play.click((0, 2))  # player 1's third soldier
    assert play.chosen() == (0, 1)
    assert play.targets() == [(1, 2)]  # its neighbours on ring 0 are taken
    play.click((1, 2))
    assert s.positions[(0, 1)] == (1, 2) and (0, 1) in s.state.moved
    assert play.chosen() == (0, 0)
    before = list(play.log)
    assert play.undo()
    assert s.positions[(0, 1)] == (0, 2) and play.log == before[:-1]


def test_play_to_a_win_walking_the_best_trip(doc):
    before = dumps(doc.model)
    play = DaedalusPlay(doc, 2)
    finished = []
    play.finished.connect(finished.append)
    draft(play, [0, 12, 1, 13, 2, 14, 3, 15])
    s = play.session
    way = Search(s.maze).trip_path(0)
    assert way[-1] == EXIT
    saw_carry = False
    for k in range(1, len(way)):
        assert s.current == 0 and s.round == k
        if way[k] == EXIT:
            assert play.can_leave()
            play.click((0, 1))  # another soldier chosen: a click on the exit zone takes the carrier
            play.click(EXIT)
        elif way[k] != s.positions[(0, 0)]:
            play.step((0, 0), way[k])
        if s.is_over:
            break
        saw_carry |= s.carrier() == (0, 0)
        assert not play.can_leave()
        play.end_turn()  # player 1
        play.end_turn()  # player 2
    assert saw_carry and CHAMBER in way
    assert s.is_over and s.winner == 0
    assert finished == [play.result] and "player 1 wins" in play.result
    assert "player 1 wins" in play.status_html() and not play.controls.isEnabled()
    assert dumps(doc.model) == before and not doc.dirty


def test_a_walled_in_soldier_dies_in_its_turn(qapp):
    # ring 0, sector 0 between two radial walls; in round 1 (phase 1) film sector 23's arc
    # of boundary 1 lies over it: no way in, and no way out without the treasure
    maze = Maze(radial={(0, 0), (0, 23)}, arcs={(1, 23)})
    play = DaedalusPlay(MazeDocument(maze), 2)
    draft(play, [5, 0, 6, 7, 8, 9, 10, 11])
    s = play.session
    assert s.current == 0 and (1, 0) in s.positions  # it dies in its owner's turn
    play.end_turn()
    assert (1, 0) in s.dead and (1, 0) not in s.positions
    assert "player 2's soldier 1 has no way out on ring 0, sector 0 and dies" in play.log[-1]
    assert "1 dead" in play.status_html()


def test_the_medusa_set_up_keeps_the_walls_still_after_the_pick_up(doc):
    (turning, still), (medusa, key) = play_setups(doc, 2)
    assert not still and "Medusa" in medusa
    play = DaedalusPlay(doc, 2, key)
    draft(play, range(8))
    s = play.session
    for k in range(6):  # straight in: sector 0 has no walls
        play.step((0, 0), (k + 1, 0) if k < 5 else CHAMBER)
        play.end_turn()
        play.end_turn()
    assert s.carrier() == (0, 0) and s.round == 7 and s.phase == 6  # no turn after round 6
    play.end_turn()
    play.end_turn()
    assert s.phase == 6
