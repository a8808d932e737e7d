"""Set-up legality (RULES.md sections 1 and 2): modules, webs, spells, the course and the
start, each rule on a case worked out by hand; the viable spells, their draws and the
random draw."""

from __future__ import annotations

import math

import pytest

from editor.games.wandering.checks import CODES, check_setup
from editor.games.wandering.course import start_of, track_of
from editor.games.wandering.model import Course, CustomSpell, SetUp, StartPositions
from editor.games.wandering.spells import FIRST_GAME, draw_spells, drawn_setup, draws, viable

ALL = ("elixir-fountain", "spiderweb", "hag", "raven", "magic-tower")
PLAIN = ["move-wizard-1-3", "move-wizard-6", "move-tower-6", "free-a-wizard", "headwind-for-towers"]


def setup(modules=(), **kw) -> SetUp:
    return SetUp(modules=tuple(modules), course=kw.pop("course", Course(4, 4)), **kw)


def codes(s: SetUp) -> list[str]:
    return [d.code for d in check_setup(s)]


def found(s: SetUp, code: str):
    (d,) = [d for d in check_setup(s) if d.code == code]
    assert d.severity == CODES[code][0]
    return d


# -- section 1: modules -------------------------------------------------------------------


def test_any_combination_of_modules_the_rules_allow_is_legal():
    for modules in [(), ALL, ("hag",), ("raven", "hag"), ("magic-tower",), ("elixir-fountain",)]:
        assert codes(setup(modules)) == [], modules


def test_the_spiderweb_needs_the_elixir_fountain():
    d = found(setup(["hag", "spiderweb"]), "W101")
    assert d.path == "/modules/1"
    assert codes(setup(["spiderweb", "elixir-fountain"])) == []


def test_a_module_named_twice():
    assert found(setup(["raven", "hag", "raven"]), "W102").path == "/modules/2"
    custom = (CustomSpell("gust", ("raven", "raven")),)
    assert found(setup(custom_spells=custom), "W102").path == "/custom_spells/0/needs/1"


def test_webs_lie_on_a_or_b_or_both_with_the_spiderweb():
    webbed = ("elixir-fountain", "spiderweb")
    for webs in [None, ("A",), ("A", "B"), ("B", "A")]:
        assert codes(setup(webbed, webs=webs)) == [], webs
    assert setup(webbed).web_positions() == ("A", "B")  # no "webs": both
    assert found(setup(webbed, webs=("B",)), "W106").severity == "warning"
    assert found(setup(webbed, webs=()), "W105").path == "/webs"
    assert found(setup(webbed, webs=("A", "A")), "W104").path == "/webs/1"


def test_webs_without_the_spiderweb():
    assert found(setup(["elixir-fountain"], webs=("A",)), "W103").path == "/webs"
    assert codes(setup(["elixir-fountain"], webs=())) == []  # absent or empty: fine
    assert setup(["elixir-fountain"], webs=("A",)).web_positions() == ()


# -- section 1: spells --------------------------------------------------------------------


def test_the_first_game_selection_is_legal_with_the_magic_tower():
    assert codes(setup(["magic-tower"], spells=FIRST_GAME)) == []


def test_the_magic_tower_plays_with_five_spells_or_draws_them():
    assert codes(setup(["magic-tower"])) == []  # none named: drawn at the table
    four = setup(["magic-tower"], spells=FIRST_GAME[:4])
    assert "names 4" in found(four, "W110").message
    six = setup(["magic-tower"], spells=(*FIRST_GAME, "move-wizard-6"))
    assert "names 6" in found(six, "W110").message
    # without the magic tower any number
    assert codes(setup(spells=tuple(PLAIN[:2]))) == []
    assert codes(setup(spells=tuple(PLAIN))) == []


def test_a_spell_must_be_viable():
    d = found(setup(spells=("move-the-hag",)), "W109")
    assert d.message == 'the spell "move-the-hag" needs the hag, which is not in play'
    assert codes(setup(["hag"], spells=("move-the-hag",))) == []
    custom = (CustomSpell("storm", ("hag", "raven")),)
    d = found(setup(["hag"], spells=("storm",), custom_spells=custom), "W109")
    assert "needs the raven, which is not in play" in d.message
    d = found(setup(spells=("storm",), custom_spells=custom), "W109")
    assert "needs the hag and the raven, which are not in play" in d.message


def test_spells_unknown_or_twice():
    d = found(setup(spells=("move-tower-7",)), "W107")
    assert d.path == "/spells/0" and 'did you mean "move-tower-6"' in d.message
    assert found(setup(spells=("move-tower-6", "move-tower-6")), "W108").path == "/spells/1"


def test_custom_spells_have_ids_of_their_own():
    mine = setup(spells=("gust",), custom_spells=(CustomSpell("gust", ()),))
    assert codes(mine) == []
    clash = setup(custom_spells=(CustomSpell("move-tower-6", ("hag",)),))
    assert found(clash, "W111").path == "/custom_spells/0/id"
    twice = setup(custom_spells=(CustomSpell("gust", ()), CustomSpell("gust", ("raven",))))
    assert found(twice, "W112").path == "/custom_spells/1/id"


def test_the_viable_spells_and_the_draws_of_five():
    assert viable(setup()) == PLAIN
    assert draws(setup()) == 1
    assert len(viable(setup(ALL))) == 10 and draws(setup(ALL)) == 252  # C(10, 5)
    # the spec's example: fountain, spiderweb, magic tower; "gust" needs the raven
    example = setup(
        ["elixir-fountain", "spiderweb", "magic-tower"],
        custom_spells=(CustomSpell("gust", ("raven",)),),
    )
    assert viable(example) == [
        "move-wizard-1-3",
        "move-wizard-6",
        "move-tower-6",
        "elixir-abundance",
        "precision-landing",
        "move-wizard-onto-magic-tower",
        "free-a-wizard",
        "headwind-for-towers",
    ]
    assert draws(example) == 56  # C(8, 5)
    with_raven = setup(["raven"], custom_spells=(CustomSpell("gust", ("raven",)),))
    assert viable(with_raven)[-1] == "gust" and draws(with_raven) == math.comb(7, 5)


def test_a_draw_is_five_viable_spells_the_same_for_the_same_seed():
    s = setup(ALL, spells=FIRST_GAME[:2])
    first = draw_spells(s, 7)
    assert first == draw_spells(s, 7)
    assert len(set(first)) == 5 and set(first) <= set(viable(s))
    assert list(first) == [v for v in viable(s) if v in first]  # in the viable order
    assert len({draw_spells(s, seed) for seed in range(40)}) > 20
    assert codes(drawn_setup(s, 7)) == []
    # only five viable: every seed draws them
    assert {draw_spells(setup(), seed) for seed in range(10)} == {tuple(PLAIN)}


# -- section 2: the course and the start -----------------------------------------------------


def test_the_fountains_are_spaces_5_and_14_of_the_contracts_course():
    track = track_of(setup(["elixir-fountain"]))
    assert (track.fountain("A"), track.fountain("B"), len(track)) == (5, 14, 19)
    six_by_three = track_of(setup(["elixir-fountain"], course=Course(6, 3)))
    assert (six_by_three.fountain("A"), six_by_three.fountain("B"), len(six_by_three)) == (
        4,
        11,
        21,
    )


def test_the_fountains_need_four_landscape_tiles():
    d = found(setup(["elixir-fountain"], course=Course(3, 5)), "W120")
    assert d.path == "/course/landscape_tiles"
    assert codes(setup(course=Course(3, 5))) == []  # 15 spaces, no fountains: fine


def test_the_default_start():
    start = start_of(setup(ALL))
    assert start.towers == (1, 2, 3, 4, 6, 7, 8, 9, 10)  # fountain A (5) skipped
    assert (start.magic_tower, start.hag, start.raven) == (11, 12, 12)
    start = start_of(setup(["hag"]))
    assert start.towers == tuple(range(1, 10)) and (start.magic_tower, start.hag) == (None, 10)


def test_the_magic_tower_goes_behind_the_last_tower_round_the_ring():
    # the last tower is on 18: behind it the castle, then 1-4 (towers), 5 (fountain), 6-9
    # (towers), 10 is the first free landscape space; the hag goes on 11
    towers = (1, 2, 3, 4, 6, 7, 8, 9, 18)
    s = setup(ALL, start=StartPositions(towers))
    start = start_of(s)
    assert (start.magic_tower, start.hag, start.raven) == (10, 11, 11)
    assert codes(s) == []
    s.start = StartPositions(towers, 10)
    assert codes(s) == []
    s.start = StartPositions(towers, 11)
    d = found(s, "W127")
    assert d.path == "/start/magic_tower" and "space 10" in d.message


def test_the_hag_and_the_raven_start_on_no_web_nor_the_castle():
    towers = (1, 2, 3, 4, 6, 7, 8, 9, 12)  # the magic tower on 13, then fountain B
    webbed = start_of(setup(ALL, start=StartPositions(towers)))
    assert (webbed.magic_tower, webbed.hag, webbed.raven) == (13, 15, 15)  # B is a web
    plain = start_of(setup(["elixir-fountain", "hag", "magic-tower"], start=StartPositions(towers)))
    assert (plain.magic_tower, plain.hag, plain.raven) == (13, 14, None)  # B, no web
    # without fountains the last space is 16: behind it the castle (where the raven never
    # starts), then the towers on 1-8, so the raven goes on 9
    last = (1, 2, 3, 4, 5, 6, 7, 8, 16)
    no_castle = start_of(setup(["raven"], start=StartPositions(last)))
    assert no_castle.raven == 9


def test_no_room_for_the_start():
    d = found(setup(course=Course(2, 4)), "W121")  # 8 landscape spaces
    assert "8 landscape spaces" in d.message
    # ten landscape spaces: nine towers and the magic tower, nothing left for the hag
    assert codes(setup(["magic-tower"], course=Course(2, 5))) == []
    d = found(setup(["magic-tower", "hag"], course=Course(2, 5)), "W121")
    assert "the hag" in d.message
    d = found(setup(["magic-tower"], course=Course(3, 3)), "W121")  # 9 spaces
    assert "magic tower" in d.message


@pytest.mark.parametrize(
    ("towers", "code", "path"),
    [
        ((1, 2, 3, 4, 6, 7, 8, 9), "W122", "/start/towers"),
        ((1, 2, 3, 4, 6, 7, 8, 9, 10, 11), "W122", "/start/towers"),
        ((1, 2, 3, 4, 6, 7, 8, 9, 19), "W123", "/start/towers/8"),
        ((0, 2, 3, 4, 6, 7, 8, 9, 10), "W124", "/start/towers/0"),
        ((1, 2, 3, 4, 5, 7, 8, 9, 10), "W124", "/start/towers/4"),
        ((1, 2, 3, 4, 6, 7, 8, 14, 10), "W124", "/start/towers/7"),
        ((1, 2, 3, 4, 6, 7, 8, 9, 9), "W125", "/start/towers/8"),
    ],
)
def test_towers_start_on_nine_landscape_spaces_of_their_own(towers, code, path):
    d = found(setup(["elixir-fountain"], start=StartPositions(towers)), code)
    assert d.path == path


def test_a_magic_tower_start_needs_its_module():
    s = setup(start=StartPositions(tuple(range(1, 10)), 10))
    assert found(s, "W126").path == "/start/magic_tower"
