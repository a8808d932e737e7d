"""The headless labyrinth game: seats, decks, knocks, tokens, winning and undo."""

from __future__ import annotations

import pytest

from editor.games.labyrinth.model import ROOMS, Layout
from editor.games.labyrinth.play import Session
from editor.games.labyrinth.results import shortest_path
from editor.games.labyrinth.rules import Step, seating

#   NW  1  NE      3 x 3: room 5 in the middle, rooms 1..4 around it;
#    4 |5  2      one hidden wall between 0,1 and 1,1
#   SW  3  SE
PLUS = Layout(
    size=3,
    walls={(0, 1, "E")},
    rooms={1: (1, 0), 2: (2, 1), 3: (1, 2), 4: (0, 1), 5: (1, 1)},
)


def state(s: Session):
    return (dict(s.positions), list(s.taken), s.current, s.winner, set(s.knocked))


def test_two_players_have_two_wizards_on_opposite_corners():
    s = Session(PLUS, 2, seed=1)
    assert s.seats == (("NW", "SE"), ("NE", "SW"))
    assert s.positions == {"NW": (0, 0), "SE": (2, 2), "NE": (2, 0), "SW": (0, 2)}
    assert s.legal_actions() == [
        Step("NW", "E"),
        Step("NW", "S"),
        Step("SE", "N"),
        Step("SE", "W"),
    ]


def test_three_and_four_players_have_one_wizard_each():
    assert seating(4) == (("NW",), ("NE",), ("SE",), ("SW",))
    assert seating(3) == (("NW",), ("NE",), ("SE",))
    assert seating(3, empty="NE") == (("NW",), ("SE",), ("SW",))
    with pytest.raises(ValueError):
        seating(5)
    s = Session(PLUS, 3, seed=0, empty="NW")
    assert s.why_refused(Step("NW", "E")) == "no wizard starts on the NW corner in this game"


def test_each_player_has_a_seeded_shuffled_deck_of_the_five_rooms():
    decks = [Session(PLUS, 4, seed=seed).decks for seed in range(10)]
    assert all(sorted(d) == list(ROOMS) for deck in decks for d in deck)
    assert Session(PLUS, 4, seed=3).decks == decks[3]
    assert len({tuple(deck) for deck in decks}) > 1


def test_refused_actions_say_why():
    s = Session(PLUS, 2, seed=0)
    assert s.why_refused(Step("NW", "N")) == (
        "square 0,0 is on the north rim: that step leaves the board"
    )
    assert "belongs to player 2; it is player 1's turn" in s.why_refused(Step("NE", "S"))
    assert "there is no wizard" in s.why_refused(Step("XX", "S"))
    assert "N, E, S or W" in s.why_refused(Step("NW", "Q"))
    assert s.why_refused("east") == "not a step of a wizard"
    assert "there is no wizard" in s.why_refused(Step(["NW"], "S"))
    assert "N, E, S or W" in s.why_refused(Step("NW", ["S"]))
    with pytest.raises(ValueError, match="rim"):
        s.apply(Step("NW", "W"))
    assert s.history == [] and s.current == 0
    assert s.describe(Step("SE", "N")) == "player 1's SE wizard steps north from 2,2 to 2,1"


def test_a_knock_sends_the_wizard_back_to_its_corner_and_ends_the_turn():
    s = Session(PLUS, 4, seed=0)
    assert s.apply(Step("NW", "S"))[0].kind == "moved"  # onto 0,1
    for wizard, side in (("NE", "S"), ("SE", "N"), ("SW", "N")):
        s.apply(Step(wizard, side))
    assert s.positions["NW"] == (0, 1)
    assert Step("NW", "E") in s.legal_actions()  # trying a hidden wall is allowed
    (event,) = s.apply(Step("NW", "E"))
    assert event.kind == "knocked"
    assert event.wall == (0, 1, "E") and event.start == (0, 1) and event.end == (0, 0)
    assert s.positions["NW"] == (0, 0) and s.current == 1
    assert "knocked on the wall between 0,1 and 1,1" in event.text
    assert s.reveal() == {
        "walls": [(0, 1, "E")],
        "rooms": PLUS.rooms,
        "knocked": [(0, 1, "E")],
    }


def play_to_the_end(s: Session, max_turns: int = 500):
    """Player 0 walks shortest paths to its cards; the others step out and back home."""
    events, states = [], []
    for _ in range(max_turns):
        if s.is_over:
            break
        wizards = s.seats[s.current]
        if s.current == 0:
            goal = s.layout.rooms[s.card(0)]
            wizard = wizards[0]
            here = s.positions[wizard]
            nxt = shortest_path(s.layout, here, goal)[1]
        else:
            wizard = wizards[0]
            here, home = s.positions[wizard], s.layout.corners[wizard]
            nxt = home if here != home else s.layout.open_neighbours(home)[0]
        side = {(0, -1): "N", (1, 0): "E", (0, 1): "S", (-1, 0): "W"}[
            (nxt[0] - here[0], nxt[1] - here[1])
        ]
        states.append(state(s))
        events += s.apply(Step(wizard, side))
    return events, states


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tokens_come_in_deck_order_and_five_win(players):
    s = Session(PLUS, players, seed=11)
    deck = s.decks[0]
    events, _ = play_to_the_end(s)
    mine = [e for e in events if e.player == 0]
    taken = [k for e in mine for k in e.tokens]
    assert taken == list(deck)
    for e in mine:
        if e.tokens:  # a token only where the current card's room is
            assert e.end == PLUS.rooms[e.tokens[0]]
    assert any(e.kind == "moved" and PLUS.room_at(e.end) for e in mine)  # walked over a room
    assert events[-1].kind == "won" and events[-1].player == 0
    assert "has all five tokens and wins" in events[-1].text
    assert s.winner == 0 and s.is_over and s.tokens(0) == deck and s.card(0) is None
    assert s.legal_actions() == []
    assert s.why_refused(Step("NW", "E")) == "the game is over: player 1 has won"
    with pytest.raises(ValueError):
        s.apply(Step("NW", "E"))


def test_undo_restores_every_earlier_state():
    s = Session(PLUS, 2, seed=4)
    events, states = play_to_the_end(s)
    assert s.is_over and len(states) == len(events)
    actions = list(s.history)
    for before, action in zip(reversed(states), reversed(actions), strict=True):
        assert s.undo() == action
        assert state(s) == before
    assert s.history == [] and state(s) == state(Session(PLUS, 2, seed=4))
    with pytest.raises(IndexError):
        s.undo()


def test_a_second_wizard_already_on_the_next_room_takes_it_at_once():
    s = Session(PLUS, 2, seed=0)
    s.decks[0] = (1, 2, 3, 4, 5)
    assert s.apply(Step("SE", "N"))[0].kind == "moved"  # onto room 2, not the card yet
    s.apply(Step("NE", "W"))
    (event,) = s.apply(Step("NW", "E"))  # room 1; the next card, room 2, is under SE
    assert event.kind == "took" and event.tokens == (1, 2)
    assert s.tokens(0) == (1, 2) and s.card(0) == 3
    assert event.text.endswith("and took the tokens of rooms 1 and 2")


def test_an_illegal_layout_cannot_be_played():
    missing = Layout(size=3, rooms={1: (1, 0)})
    with pytest.raises(ValueError, match="not legal: rooms 2, 3, 4 and 5 are missing"):
        Session(missing, 2)
