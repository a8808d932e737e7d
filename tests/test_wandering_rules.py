"""The movement resolver (RULES.md section 3), each rule on a case worked out by hand.

Most cases use the contract's course: 4 landscape tiles of 4 spaces with the fountains,
so the raven castle is 0, tile 1 is 1-4, fountain A 5, tiles 2 and 3 are 6-13,
fountain B 14, tile 4 is 15-18 (19 spaces). The default start puts the towers on
1-4 and 6-10, the magic tower on 11, the hag and the raven on 12.
"""

from __future__ import annotations

import pytest

from editor.games.wandering.course import Track, track_of
from editor.games.wandering.model import Course, SetUp, StartPositions
from editor.games.wandering.rules import (
    Board,
    Figure,
    FigureError,
    parse_figure,
    resolve,
)

ALL = ("elixir-fountain", "spiderweb", "hag", "raven", "magic-tower")


def board(modules=ALL, webs=None, towers=None) -> Board:
    setup = SetUp(modules=tuple(modules), course=Course(4, 4), webs=webs)
    if towers is not None:
        setup.start = StartPositions(tuple(towers))
    found = Board.of(setup)
    assert found is not None
    return found


def move(b: Board, figure: str, steps: int):
    m = resolve(b, parse_figure(figure), steps)
    return m.landing, [e.to_json() for e in m.effects]


def web(space, continues):
    return {"effect": "web", "space": space, "continues": continues}


def at(effect, space):
    return {"effect": effect, "space": space}


def test_the_contracts_course_and_default_start():
    b = board()
    assert len(b.track) == 19
    assert [s.number for s in b.track.spaces if s.is_fountain] == [5, 14]
    assert b.track[0].is_castle and b.track[5].web and b.track[14].web
    assert sorted(b.towers) == [1, 2, 3, 4, 6, 7, 8, 9, 10]
    assert (b.magic_tower, b.hag, b.raven) == (11, 12, 12)


def test_a_plain_movement_either_way_and_round_the_ring():
    b = board(modules=())
    assert move(b, "wizard:1", 3) == (4, [])
    assert move(b, "wizard:4", -3) == (1, [])
    # without fountains the ring is 17 spaces: 15 + 3 passes the castle and lands on 1
    assert len(b.track) == 17
    assert move(b, "wizard:15", 3) == (1, [])


def test_a_wizard_may_end_on_the_castle_without_effect():
    assert move(board(), "wizard:17", 2) == (0, [])


def test_the_castle_and_the_fountains_count_as_steps():
    b = board(modules=("elixir-fountain",))
    assert move(b, "wizard:4", 2) == (6, [])  # 5 is fountain A
    assert move(b, "wizard:18", 2) == (1, [])  # 0 is the castle


def test_a_web_doubles_a_movement_forwards():
    # 3 + 2 ends on the web on 5, which adds the 2 steps that reached it: 7
    assert move(board(), "wizard:3", 2) == (7, [web(5, 2)])


def test_a_web_doubles_a_movement_backwards():
    # 8 - 3 ends on the web on 5, which adds 3 more steps backwards: 2
    assert move(board(), "wizard:8", -3) == (2, [web(5, 3)])


def test_from_web_to_web_the_movement_continues_again():
    # 15 + 9 = 24 = 5 (web A), + 9 = 14 (web B), + 9 = 23 = 4
    assert move(board(), "wizard:15", 9) == (4, [web(5, 9), web(14, 9)])
    # and backwards: 4 - 9 = 14 (web B), - 9 = 5 (web A), - 9 = -4 = 15
    assert move(board(), "wizard:4", -9) == (15, [web(14, 9), web(5, 9)])


def test_a_fountain_without_a_web_fills_a_flask():
    b = board(modules=("elixir-fountain", "spiderweb"), webs=("A",))
    assert move(b, "wizard:12", 2) == (14, [at("fountain", 14)])
    # the web on A replaces the fountain's effect: a wizard never ends on it
    assert move(b, "wizard:3", 2) == (7, [web(5, 2)])


def test_a_tower_may_not_end_on_a_fountain():
    b = board(modules=("elixir-fountain",))
    m = resolve(b, Figure("tower", 10), 4)
    assert (m.allowed, m.landing, m.effects) == (False, None, ())
    assert "fountain B" in m.reason


def test_a_tower_may_not_end_on_a_fountain_after_a_web_extension():
    towers = (1, 2, 3, 4, 6, 7, 8, 9, 15)
    one_web = board(modules=("elixir-fountain", "spiderweb"), webs=("A",), towers=towers)
    # 15 + 9 = 24 = 5 (the web), + 9 = 14: fountain B, where no tower may end
    m = resolve(one_web, Figure("tower", 15), 9)
    assert (m.allowed, m.landing, m.effects) == (False, None, ())
    assert m.reason.startswith("the web on space 5 carries it 9 steps further")
    assert "fountain B" in m.reason
    assert [leg.end for leg in m.legs] == [5, 14]
    # with a web on B too, the movement goes on to 4, a tower: towers stack
    both = board(modules=("elixir-fountain", "spiderweb"), towers=towers)
    assert move(both, "tower:15", 9) == (4, [web(5, 9), web(14, 9)])


def test_a_tower_may_not_end_on_the_castle_after_a_web_extension():
    m = resolve(board(), Figure("tower", 10), 14)  # 24 = 5, + 14 = 19 = 0
    assert not m.allowed and "raven castle" in m.reason
    m = resolve(board(), Figure("tower", 10), -5)  # 5, then 0
    assert not m.allowed and "raven castle" in m.reason


def test_a_tower_may_not_end_on_the_magic_tower_but_the_magic_tower_on_a_tower():
    b = board()
    m = resolve(b, Figure("tower", 10), 1)
    assert not m.allowed and "magic tower" in m.reason
    assert move(b, "magic-tower", -1) == (10, [])
    assert move(b, "magic-tower", 3) == (17, [web(14, 3)])  # 14 is a web: on to 17
    m = resolve(board(webs=("A",)), Figure("magic-tower"), 3)  # 14 is a plain fountain
    assert not m.allowed and "fountain B" in m.reason


def test_the_magic_tower_can_be_named_by_its_space():
    assert move(board(), "tower:11", -1) == (10, [])


def test_the_hag_skips_the_castle_forwards_and_backwards():
    b = board()
    assert move(b, "hag", 7) == (1, [at("castle-skip", 0)])  # 19 = 0, one further: 1
    assert move(b, "hag", -12) == (18, [at("castle-skip", 0)])  # 0, one further back: 18
    assert move(b, "raven", 26) == (1, [at("castle-skip", 0)])  # 38 = 0


def test_the_hag_on_a_web_and_a_web_onto_the_castle():
    b = board(webs=("A",))
    assert move(b, "hag", -7) == (17, [web(5, 7)])  # 5, then 5 - 7 = 17
    # from 10: 24 = 5 (web), + 14 = 0, the castle: one further, 1
    from_ten = Board(b.track, b.towers, b.magic_tower, hag=10, raven=None)
    assert move(from_ten, "hag", 14) == (1, [web(5, 14), at("castle-skip", 0)])


def test_the_hag_skipping_the_castle_onto_a_web():
    # A hand-built ring: no course of the file format has a web beside the castle.
    track = Track.of("CWLLLLL")
    b = Board(track, hag=5)
    # 5 + 2 = 7 = 0, the castle; one further is the web on 1, reached by 3 steps: 4
    assert move(b, "hag", 2) == (4, [at("castle-skip", 0), web(1, 3)])
    back = Board(Track.of("CLLLLW"), raven=1)
    # 1 - 1 = 0, one further back is the web on 5, reached by 2 steps: 3
    assert move(back, "raven", -1) == (3, [at("castle-skip", 0), web(5, 2)])


def test_webs_that_would_carry_a_figure_round_for_ever():
    # webs on 1 and 4 of a ring of 6: 2 + 2 = 4 (web), + 2 = 0 (castle, skip) = 1 (web,
    # reached by 3), + 3 = 4 (web), + 3 = 1 (web) again with 3 steps: no end
    m = resolve(Board(Track.of("CWLLWL"), hag=2), Figure("hag"), 2)
    assert not m.allowed and "for ever" in m.reason


def test_effects_come_in_the_rulebooks_order():
    # hag and raven start on fountain B: the magic tower is on 13, behind the last tower
    b = board(
        modules=("elixir-fountain", "hag", "raven", "magic-tower"),
        towers=(1, 2, 3, 4, 6, 7, 8, 9, 12),
    )
    assert (b.magic_tower, b.hag, b.raven) == (13, 14, 14)
    assert move(b, "wizard:10", 4) == (14, [at("hag", 14), at("fountain", 14), at("raven", 14)])
    assert move(b, "wizard:10", 3) == (13, [at("magic-tower", 13)])
    # later in a game the hag and the raven may stand on the magic tower
    b = Board(Track.of("CLLLLL"), magic_tower=3, hag=3, raven=3)
    assert move(b, "wizard:1", 2) == (3, [at("hag", 3), at("raven", 3), at("magic-tower", 3)])


def test_a_tower_ending_on_the_hag_and_the_raven():
    assert move(board(), "tower:10", 2) == (
        12,
        [at("hag-locked-up", 12), at("raven-onto-tower", 12)],
    )


def test_effects_on_the_way_come_before_those_where_it_lands():
    b = board(modules=("elixir-fountain", "spiderweb", "raven"), webs=("A",))
    assert b.raven == 11  # the first free space behind the last tower, 10
    # 18 + 6 = 24 = 5 (web), + 6 = 11: the raven
    assert move(b, "wizard:18", 6) == (11, [web(5, 6), at("raven", 11)])


def test_a_movement_of_0_steps_is_refused():
    m = resolve(board(), Figure("wizard", 3), 0)
    assert not m.allowed and m.landing is None and "0 steps" in m.reason


@pytest.mark.parametrize(
    ("figure", "words"),
    [
        ("tower:12", "no tower stands on space 12"),
        ("wizard:5", "a web is never occupied"),
        ("wizard:0", "raven castle has arrived"),
        ("wizard:19", r"not on the course \(spaces 0 to 18\)"),
    ],
)
def test_a_figure_that_is_not_there(figure, words):
    with pytest.raises(FigureError, match=words):
        resolve(board(), parse_figure(figure), 1)


def test_a_module_not_in_play_has_no_figure():
    for figure in ("hag", "raven", "magic-tower"):
        with pytest.raises(FigureError, match="not in play"):
            resolve(board(modules=()), parse_figure(figure), 1)


@pytest.mark.parametrize("text", ["wizard", "tower:x", "dragon", "hag:3", "wizard:-1", ""])
def test_figures_are_named_as_the_contract_says(text):
    with pytest.raises(ValueError):
        parse_figure(text)


def test_the_movement_in_words():
    m = resolve(board(), Figure("wizard", 3), 2)
    assert m.lines() == [
        "the wizard on space 3 moves 2 steps clockwise",
        "  the web on space 5 (fountain A with a web) continues the movement by 2 steps",
        "lands on space 7 (landscape tile 2)",
    ]
    refused = resolve(board(), Figure("tower", 10), -5)
    assert refused.lines()[-1].startswith("not allowed: the web on space 5 carries it 5 steps")


def test_the_track_of_a_course_without_fountains_has_none():
    track = track_of(SetUp(course=Course(2, 3)))
    assert [s.kind for s in track.spaces] == ["raven-castle"] + ["landscape"] * 6


@pytest.mark.parametrize("tiles", [4, 5, 6, 9])
def test_no_course_of_the_file_format_passes_a_figure_on_for_ever(tiles):
    """RULES.md section 3: the endless chain of webs needs a web beside the castle or the
    two webs half the ring apart, and no course has either."""
    for per_tile in range(1, 6):
        track = track_of(SetUp(modules=ALL, course=Course(tiles, per_tile)))
        assert not track[1].is_fountain and not track[len(track) - 1].is_fountain
        b = Board(track)
        for space in range(len(track)):
            flier = Board(track, hag=space)
            for steps in range(-len(track) - 1, len(track) + 2):
                if steps and not track[space].web:
                    assert resolve(flier, Figure("hag"), steps).allowed
                    if space:
                        assert resolve(b, Figure("wizard", space), steps).allowed
