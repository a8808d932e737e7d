"""Daedalus: the hot-seat play session (RULES.md section 3), game situations worked out by hand."""

from __future__ import annotations

import pytest

from editor.games.daedalus.model import CHAMBER, EXIT, Maze
from editor.games.daedalus.play import EndTurn, Placement, Session, Step

P1A, P1B, P2A, P2B = (0, 0), (0, 1), (1, 0), (1, 1)


def place(session: Session, *sectors: int) -> list:
    events = []
    for s in sectors:
        events += session.apply(Placement(s))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# -- placement ------------------------------------------------------------------------


def test_players_place_one_soldier_at_a_time_in_turn_until_each_has_four():
    session = Session(Maze(), 2)
    for k in range(8):
        assert session.placing and session.current == k % 2
        session.apply(Placement(k))
    assert not session.placing
    assert session.soldiers_of(0) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert session.positions[(0, 3)] == (0, 6) and session.positions[(1, 3)] == (0, 7)


def test_the_walls_turn_once_after_placement_and_round_1_begins():
    session = Session(Maze(phase=5), 2, soldiers=1)
    assert session.phase == 5 and session.round == 0
    events = place(session, 0, 12)
    assert kinds(events) == ["placed", "placed", "turned"]
    assert session.phase == 6 and session.round == 1 and session.current == 0


def test_two_soldiers_never_share_an_entrance_field():
    session = Session(Maze(), 2)
    session.apply(Placement(3))
    assert session.why_refused(Placement(3)) == "ring 0, sector 3 is taken by player 1's soldier 1"
    assert Placement(3) not in session.legal_actions()
    assert session.why_refused(Placement(24)) == "there is no sector 24; the sectors are 0 to 23"


def test_when_the_entrance_fields_run_out_players_keep_what_they_placed():
    session = Session(Maze(sectors=8), 3)
    place(session, *range(8))
    assert not session.placing
    assert [len(session.soldiers_of(p)) for p in range(3)] == [3, 3, 2]


def test_nothing_but_placing_while_soldiers_are_placed():
    session = Session(Maze(), 2)
    assert session.why_refused(EndTurn()).startswith("the soldiers are still being placed")
    assert all(isinstance(a, Placement) for a in session.legal_actions())


# -- rounds ---------------------------------------------------------------------------


def test_each_soldier_steps_at_most_one_field_a_round_and_the_walls_turn_after_the_round():
    session = Session(Maze(), 2, soldiers=2)
    place(session, 0, 1, 5, 6)
    session.apply(Step(P1A, (1, 0)))
    assert (
        session.why_refused(Step(P1A, (2, 0)))
        == "player 1's soldier 1 has already stepped this round"
    )
    assert session.why_refused(Step(P1A, (1, 1))) is not None
    assert session.why_refused(Step(P2A, (1, 1))) == (
        "player 2's soldier 1 belongs to player 2; it is player 1's turn"
    )
    session.apply(Step(P1B, (1, 5)))
    session.apply(EndTurn())
    assert session.current == 1 and session.phase == 1
    events = session.apply(EndTurn())
    assert "turned" in kinds(events)
    assert session.round == 2 and session.phase == 2 and session.current == 0
    assert Step(P1A, (2, 0)) in session.legal_actions()


def test_a_step_two_fields_away_or_through_a_wall_is_refused_with_the_reason():
    session = Session(Maze(radial={(0, 0)}), 2, soldiers=1)
    place(session, 0, 12)
    assert session.why_refused(Step(P1A, (0, 1))) == (
        "player 1's soldier 1 cannot step from ring 0, sector 0 to ring 0, sector 1 at phase 1: "
        "not the next field, or a wall is between"
    )
    assert session.why_refused(Step(P1A, (2, 0))) is not None
    with pytest.raises(ValueError, match="a wall is between"):
        session.apply(Step(P1A, (0, 1)))


def test_a_soldier_may_not_step_onto_any_soldier_nor_out_without_the_treasure():
    session = Session(Maze(), 2, soldiers=2)
    place(session, 0, 2, 1, 3)
    assert (
        session.why_refused(Step(P1A, (0, 1)))
        == "ring 0, sector 1 is taken by player 1's soldier 2"
    )
    assert session.why_refused(Step(P1A, EXIT)) == (
        "only a soldier carrying the treasure may leave into the exit zone"
    )


# -- death ------------------------------------------------------------------------------

#: (0, 5) has a radial wall on its clockwise side; in round 1 (phase 1) arc (1, 4) lies
#: over sector 5, so its only step is anticlockwise to (0, 4).
ONE_WAY = Maze(radial={(0, 5)}, arcs={(1, 4)})


def test_a_soldier_whose_only_step_an_opponent_holds_dies_when_its_turn_begins():
    session = Session(ONE_WAY, 2, soldiers=2)
    events = place(session, 5, 4, 10, 15)  # player 2's first soldier on (0, 4)
    died = [e for e in events if e.kind == "died"]
    assert [e.soldier for e in died] == [P1A]
    assert died[0].text == "player 1's soldier 1 has no way out on ring 0, sector 5 and dies"
    assert session.dead == {P1A} and not session.is_over
    assert session.why_refused(Step(P1A, (1, 5))) == "player 1's soldier 1 is dead"


def test_a_soldier_blocked_only_by_its_own_soldier_lives_and_stays():
    session = Session(ONE_WAY, 2, soldiers=2)
    events = place(session, 5, 15, 4, 20)  # player 1's own second soldier on (0, 4)
    assert "died" not in kinds(events)
    assert session.positions[P1A] == (0, 5)
    assert [a for a in session.legal_actions() if isinstance(a, Step) and a.soldier == P1A] == []


def test_walls_all_round_kill_and_the_last_player_with_soldiers_wins():
    # (0, 5) walled on both sides; arc (1, 4) closes it from within in round 1
    m = Maze(radial={(0, 4), (0, 5)}, arcs={(1, 4)})
    session = Session(m, 2, soldiers=1)
    events = place(session, 5, 10)
    assert kinds(events)[-2:] == ["died", "won"]
    assert session.is_over and session.winner == 1
    assert events[-1].text == "every opponent's soldier is dead: player 2 wins"
    assert session.legal_actions() == []
    assert session.why_refused(EndTurn()) == "the game is over: player 2 has won"


def test_a_solo_soldier_that_dies_ends_the_trial_with_no_winner():
    m = Maze(radial={(0, 4), (0, 5)}, arcs={(1, 4)})
    session = Session(m, 1, soldiers=1)
    events = place(session, 5)
    assert kinds(events)[-1] == "ended" and session.is_over and session.winner is None


# -- the treasure --------------------------------------------------------------------------

#: 3 rings of 8 sectors. Field (1, 2) has radial walls on both sides, and arcs of boundaries 1
#: and 2 at film sector 4 close it from above and below at phase 6 (4 + 6 = 10 = sector 2).
TRAP = Maze(rings=3, sectors=8, radial={(1, 1), (1, 2)}, arcs={(1, 4), (2, 4)})


def round_of(session: Session, *steps) -> list:
    events = []
    for soldier, to in steps:
        events += session.apply(Step(soldier, to))
    return events + session.apply(EndTurn())


def test_the_carrier_picks_up_in_the_chamber_drops_where_it_dies_and_another_picks_it_up():
    session = Session(TRAP, 1, soldiers=2)
    place(session, 0, 2)  # soldier 1 on (0, 0), soldier 2 on (0, 2)
    round_of(session, (P1A, (1, 0)))  # round 1
    round_of(session, (P1A, (2, 0)))  # round 2
    events = round_of(session, (P1A, CHAMBER))  # round 3, phase 3
    assert "picked up" in kinds(events) and session.carrier() == P1A and session.lying is None
    round_of(session, (P1A, (2, 2)))  # round 4
    events = round_of(session, (P1A, (1, 2)))  # round 5, phase 5; round 6 is at phase 6
    assert kinds(events)[-2:] == ["died", "dropped"]
    assert events[-1].text == "the treasure drops on ring 1, sector 2"
    assert session.carrier() is None and session.lying == (1, 2)
    # round 6: the same arc closes (0, 2) -> (1, 2); round 7 it is open
    assert session.why_refused(Step(P1B, (1, 2))) is not None
    round_of(session)
    events = round_of(session, (P1B, (1, 2)))
    assert "picked up" in kinds(events) and session.carrier() == P1B
    round_of(session, (P1B, (0, 2)))  # round 8
    events = session.apply(Step(P1B, EXIT))  # round 9
    assert kinds(events) == ["won"] and session.winner == 0 and session.round == 9


def test_the_chamber_holds_any_number_and_only_the_first_picks_up():
    session = Session(Maze(rings=3, sectors=8), 2, soldiers=1)
    place(session, 0, 4)
    round_of(session, (P1A, (1, 0)))
    round_of(session, (P2A, (1, 4)))
    round_of(session, (P1A, (2, 0)))
    round_of(session, (P2A, (2, 4)))
    round_of(session, (P1A, CHAMBER))
    events = round_of(session, (P2A, CHAMBER))
    assert "picked up" not in kinds(events)
    assert session.positions[P1A] == session.positions[P2A] == CHAMBER
    assert session.carrier() == P1A


def test_a_soldier_in_the_chamber_never_dies_even_with_no_way_out():
    # the chamber's boundary has one gap, at film sector 0: over board sector k in round k
    m = Maze(rings=3, sectors=8, arcs={(3, s) for s in range(1, 8)})
    session = Session(m, 2, soldiers=1)
    place(session, 3, 4)
    round_of(session, (P1A, (1, 3)))
    round_of(session, (P2A, (1, 4)))
    round_of(session, (P1A, (2, 3)))
    round_of(session, (P2A, (2, 4)))
    events = round_of(session, (P1A, CHAMBER))  # round 3, through the gap over sector 3
    events += round_of(session)  # player 2's soldier stays on (2, 4)
    # round 4: the gap lies over sector 4, where player 2's soldier stands
    assert session.round == 4 and session.current == 0
    assert "died" not in kinds(events)
    assert session.positions[P1A] == CHAMBER
    assert session.legal_actions() == [EndTurn()]


def test_with_medusa_the_walls_stop_from_the_end_of_the_pick_up_round():
    session = Session(Maze(rings=3, sectors=8), 1, soldiers=1, still=True)
    place(session, 0)
    round_of(session, (P1A, (1, 0)))
    round_of(session, (P1A, (2, 0)))
    events = round_of(session, (P1A, CHAMBER))  # round 3, at phase 3
    assert events[-1].text == "the walls stay still at phase 3 (Medusa)"
    assert session.round == 4 and session.phase == 3
    round_of(session)
    assert session.phase == 3


def test_undo_takes_back_an_action_exactly():
    session = Session(TRAP, 1, soldiers=2)
    place(session, 0, 2)
    before = (session.positions, session.phase, session.round, session.current)
    session.apply(Step(P1A, (1, 0)))
    session.apply(EndTurn())
    assert session.undo() == EndTurn()
    assert session.undo() == Step(P1A, (1, 0))
    assert (session.positions, session.phase, session.round, session.current) == before
    with pytest.raises(IndexError):
        Session(TRAP, 1).undo()


def test_a_maze_with_errors_cannot_be_played():
    with pytest.raises(ValueError, match="the maze is not legal"):
        Session(Maze(arcs={(6, s) for s in range(24)}), 2)


def test_actions_are_said_in_words():
    session = Session(Maze(), 2, soldiers=1)
    assert session.describe(Placement(7)) == "player 1 places soldier 1 on ring 0, sector 7"
    place(session, 7, 9)
    assert session.describe(Step(P1A, (1, 7))) == (
        "player 1's soldier 1 steps from ring 0, sector 7 to ring 1, sector 7"
    )
    assert session.describe(EndTurn()) == "player 1 ends the turn"


def test_a_player_with_no_soldier_left_is_passed_over():
    session = Session(ONE_WAY, 3, soldiers=1)
    events = place(session, 5, 4, 10)
    assert [e.kind for e in events][-1] == "died" and not session.is_over
    assert (session.round, session.current) == (1, 1)
    session.apply(EndTurn())
    events = session.apply(EndTurn())
    assert "turned" in kinds(events)
    assert (session.round, session.current, session.phase) == (2, 1, 2)
