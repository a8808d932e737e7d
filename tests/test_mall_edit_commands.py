"""The mall scenario editor's undo commands, without widgets.

Every command's do, undo and redo restore the scenario exactly (compared as the
saved file and as the model); a drag stroke is one undo step; a refused edit
leaves neither a change nor a step; an edit keeps what depends on it in step
(tiles hung on an explore space, the start, the deck).
"""

import copy
import json
from pathlib import Path

import pytest

from editor.games.mall.checks import check_scenario
from editor.games.mall.editing import open_places
from editor.games.mall.fileformat import dumps, scenario_from_dict
from editor.games.mall.geometry import start_pieces
from editor.games.mall.model import Placed, Space
from editor.games.mall.qt.document import MallDocument
from editor.qt.edits import new_stroke
from tests.mallbuild import scenario, space, tile, wall

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "mall"


def library(name: str):
    return scenario_from_dict(json.loads((LIBRARY / name).read_text(encoding="utf-8")))


@pytest.fixture
def doc(qapp):
    """Two tiles: the start tile with the elf's explore space north, tile 2 in the deck."""
    return MallDocument(
        scenario(
            [
                tile("1", [space(2, 0, "explore", "elf")], [wall(0, 0, "S")], start=True),
                tile("2", [space(0, 0, "item", "elf"), space(3, 0, "exit")]),
                tile("3"),
            ],
            {"elf": (1, 1), "mage": (2, 1)},
            deck=["2", "3"],
        )
    )


@pytest.fixture
def full(qapp):
    return MallDocument(library("08-full-mall.mall.json"))


def round_trip(doc, act) -> str:
    """Do ``act`` as one step; undo and redo restore the file and the model exactly."""
    before_text, before = dumps(doc.model), copy.deepcopy(doc.model)
    count = doc.stack.count()
    act()
    assert doc.stack.count() == count + 1
    after_text, after = dumps(doc.model), copy.deepcopy(doc.model)
    assert after_text != before_text
    doc.stack.undo()
    assert dumps(doc.model) == before_text and doc.model == before
    doc.stack.redo()
    assert dumps(doc.model) == after_text and doc.model == after
    return after_text


# -- the tile painter -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "hero", "at"),
    [
        ("vortex", "mage", (1, 2)),
        ("item", "elf", (3, 3)),
        ("exit", None, (0, 3)),
        ("exit", "mage", (0, 3)),
        ("timer", None, (2, 2)),
        ("explore", "mage", (3, 2)),
    ],
)
def test_painting_a_space_is_one_step_that_undoes_and_redoes(doc, kind, hero, at):
    round_trip(doc, lambda: doc.paint_spaces("2", [at], kind, hero))
    assert doc.model.tile("2").space(at) == Space(at, kind, hero)


def test_a_stroke_of_spaces_is_one_step_and_two_strokes_are_two(doc):
    first = new_stroke()
    for x in range(4):
        doc.paint_spaces("3", [(x, 1)], "timer", stroke=first)
    assert doc.stack.count() == 1 and doc.stack.undoText() == "Paint timer"
    second = new_stroke()
    doc.paint_spaces("3", [(0, 1)], "floor", stroke=second)
    doc.paint_spaces("3", [(1, 1)], "floor", stroke=second)
    assert doc.stack.count() == 2
    assert [s.at for s in doc.model.tile("3").spaces] == [(2, 1), (3, 1)]
    doc.stack.undo()
    assert [s.at for s in doc.model.tile("3").spaces] == [(x, 1) for x in range(4)]
    doc.stack.undo()
    assert doc.model.tile("3").spaces == []


def test_painting_what_is_there_leaves_no_step(doc):
    doc.paint_spaces("2", [(0, 0)], "item", "elf")
    doc.paint_spaces("3", [(1, 1)], "floor")
    assert doc.stack.count() == 0 and not doc.dirty


def test_painting_over_a_space_given_twice_leaves_one(doc):
    doc.model.tile("2").spaces.append(Space((0, 0), "vortex", "mage"))
    doc.paint_spaces("2", [(0, 0)], "timer")
    assert [s for s in doc.model.tile("2").spaces if s.at == (0, 0)] == [Space((0, 0), "timer")]
    assert not [d for d in check_scenario(doc.model) if d.code == "M102"]


@pytest.mark.parametrize(
    ("tile_id", "at", "kind", "hero", "words"),
    [
        ("2", (1, 1), "explore", "elf", "exploration position"),
        ("2", (1, 3), "explore", "elf", "entry"),
        ("2", (1, 1), "vortex", None, "belongs to a hero"),
        ("2", (1, 1), "timer", "elf", "has no hero"),
        ("2", (4, 1), "floor", None, "off the tile"),
        ("2", (1, 1), "item", "wizard", "the heroes are"),
        ("9", (1, 1), "timer", None, "no tile '9'"),
    ],
)
def test_a_space_the_rules_refuse_is_not_painted(doc, tile_id, at, kind, hero, words):
    before = dumps(doc.model)
    with pytest.raises(ValueError, match=words):
        doc.paint_spaces(tile_id, [at], kind, hero)
    assert dumps(doc.model) == before and doc.stack.count() == 0


def test_the_start_tile_may_explore_from_its_entry(doc):
    round_trip(doc, lambda: doc.paint_spaces("1", [(1, 3)], "explore", "mage"))
    assert not [d for d in check_scenario(doc.model) if d.code == "M101"]


def test_an_explore_space_opens_a_wall_on_its_passage(doc):
    doc.model.tile("3").walls.append((3, 2, "E"))
    round_trip(doc, lambda: doc.paint_spaces("3", [(3, 2)], "explore", "elf"))
    assert doc.model.tile("3").walls == []
    assert not [d for d in check_scenario(doc.model) if d.code == "M104"]


def test_walls_go_up_and_down_as_one_stroke(doc):
    stroke = new_stroke()
    doc.set_walls("2", [(0, 0, "E")], True, stroke)
    doc.set_walls("2", [(1, 0, "W"), (1, 1, "N")], True, stroke)  # the first again, and (1,0) S
    assert doc.stack.count() == 1 and doc.stack.undoText() == "Put up walls"
    assert doc.model.tile("2").walls == [(0, 0, "E"), (1, 0, "S")]
    round_trip(doc, lambda: doc.set_walls("2", [(1, 0, "S"), (0, 0, "E")], False))
    assert doc.model.tile("2").walls == []


def test_a_wall_on_the_tile_border_is_refused(doc):
    for edge in [(0, 0, "N"), (3, 1, "E"), (2, 3, "S"), (0, 2, "W")]:
        with pytest.raises(ValueError, match="border"):
            doc.set_walls("2", [edge], True)
    assert doc.stack.count() == 0


def test_taking_down_removes_a_wall_given_twice_and_one_on_the_border(doc):
    doc.model.tile("1").walls += [(0, 0, "S"), (0, 0, "N")]
    round_trip(doc, lambda: doc.set_walls("1", [(0, 1, "N"), (0, 0, "N")], False))
    assert doc.model.tile("1").walls == []


def test_an_escalator_is_dragged_from_one_end_to_the_other(doc):
    round_trip(doc, lambda: doc.add_escalator("3", (3, 3), (0, 1)))
    assert doc.model.tile("3").escalators == [((0, 1), (3, 3))]
    with pytest.raises(ValueError, match="already"):
        doc.add_escalator("3", (0, 1), (3, 3))
    with pytest.raises(ValueError, match="two different spaces"):
        doc.add_escalator("3", (2, 2), (2, 2))
    doc.add_escalator("3", (0, 1), (2, 0))  # two escalators may share an end
    assert doc.stack.count() == 2
    round_trip(doc, lambda: doc.remove_escalators("3", (0, 1)))
    assert doc.model.tile("3").escalators == []


# -- tiles, the start --------------------------------------------------------------------


def test_a_new_tile_goes_to_the_bottom_of_the_deck(doc):
    round_trip(doc, doc.add_tile)
    assert doc.model.tiles[-1].id == "4" and doc.model.deck == ["2", "3", "4"]


def test_removing_a_tile_takes_it_out_of_the_deck(doc):
    round_trip(doc, lambda: doc.remove_tile(1))
    assert [t.id for t in doc.model.tiles] == ["1", "3"] and doc.model.deck == ["3"]


def test_the_start_tile_is_not_removed(doc):
    with pytest.raises(ValueError, match="start tile"):
        doc.remove_tile(0)
    assert doc.stack.count() == 0


def test_removing_a_placed_tile_takes_down_the_tiles_hung_on_it(full):
    round_trip(full, lambda: full.remove_tile(1))  # N1, with N2 hung on it
    assert "N1" not in {t.id for t in full.model.tiles}
    assert [p.tile for p in full.model.placed] == ["E1", "S1", "W1", "E2", "W2"]
    assert full.model.deck == ["N2", "NE"]
    assert start_pieces(full.model) is not None


def test_renaming_a_tile_renames_it_where_the_scenario_names_it(full):
    round_trip(full, lambda: full.rename_tile(0, "Start"))
    m = full.model
    assert m.start_tile == "Start" and m.tiles[0].id == "Start"
    assert [p.parent for p in m.placed][:4] == ["Start"] * 4
    last = [t.id for t in m.tiles].index("NE")
    round_trip(full, lambda: full.rename_tile(last, "Last"))
    assert full.model.deck == ["Last"]
    with pytest.raises(ValueError, match="already"):
        full.rename_tile(1, "E1")
    with pytest.raises(ValueError, match="needs an id"):
        full.rename_tile(1, "  ")
    assert full.stack.count() == 2
    assert not [d for d in check_scenario(full.model) if d.is_error]


def test_a_new_start_tile_sends_the_old_one_and_the_placed_tiles_to_the_deck(full):
    round_trip(full, lambda: full.set_start("E1"))
    m = full.model
    assert m.start_tile == "E1" and [t.id for t in m.tiles if t.start] == ["E1"]
    assert m.placed == []
    assert m.deck == ["S", "N1", "S1", "W1", "N2", "E2", "W2", "NE"]


def test_turning_the_start_tile_turns_the_mall(full):
    round_trip(full, lambda: full.set_rotation(1))
    assert full.model.rotation == 1
    pieces = start_pieces(full.model)
    assert pieces is not None and len({origin for _, origin, _, _ in pieces}) == 8
    with pytest.raises(ValueError, match="0 to 3"):
        full.set_rotation(4)


# -- the deck and the mall ---------------------------------------------------------------


def test_the_deck_is_reordered_in_one_step(doc):
    round_trip(doc, lambda: doc.set_deck(["3", "2"]))
    assert doc.model.deck == ["3", "2"]
    round_trip(doc, lambda: doc.set_deck(["2"]))  # tile 3 set aside
    assert [d.card for d in check_scenario(doc.model) if d.code == "M118"] == ["3"]


@pytest.mark.parametrize(
    ("order", "words"),
    [(["1", "2"], "start tile"), (["2", "2"], "once"), (["2", "7"], "no tile '7'")],
)
def test_a_deck_the_rules_refuse_is_not_set(doc, order, words):
    with pytest.raises(ValueError, match=words):
        doc.set_deck(order)
    assert doc.stack.count() == 0


def test_hanging_a_tile_places_it_as_exploring_would(doc):
    assert [(t, at) for t, at, _ in open_places(doc.model)] == [("1", (2, 0))]
    round_trip(doc, lambda: doc.hang("3", "1", (2, 0)))
    m = doc.model
    assert m.placed == [Placed("3", "1", (2, 0))] and m.deck == ["2"]
    pieces = start_pieces(m)
    assert [(t.id, origin, r) for t, origin, r, _ in pieces] == [
        ("1", (0, 0), 0),
        ("3", (1, -4), 0),
    ]
    assert open_places(m) == []
    with pytest.raises(ValueError, match="room beyond"):
        doc.hang("2", "1", (2, 0))
    with pytest.raises(ValueError, match="in the mall already"):
        doc.hang("3", "1", (2, 0))
    with pytest.raises(ValueError, match="start tile"):
        doc.hang("1", "3", (2, 0))
    assert doc.stack.count() == 1


def test_a_hung_tile_comes_down_with_the_tiles_hung_on_it(full):
    round_trip(full, lambda: full.take_down("W1"))
    assert [p.tile for p in full.model.placed] == ["N1", "E1", "S1", "N2", "E2"]
    assert full.model.deck == ["W1", "W2", "NE"]
    with pytest.raises(ValueError, match="not in the mall"):
        full.take_down("W1")


def test_an_explore_space_painted_over_takes_down_its_tiles(full):
    round_trip(full, lambda: full.paint_spaces("E1", [(2, 0)], "floor"))
    assert [p.tile for p in full.model.placed] == ["N1", "E1", "S1", "W1", "N2", "W2"]
    assert full.model.deck == ["E2", "NE"]
    assert start_pieces(full.model) is not None
    assert not [d for d in check_scenario(full.model) if d.is_error]


# -- heroes, the timer, texts -------------------------------------------------------------


def test_heroes_are_put_in_play_moved_and_taken_out(doc):
    round_trip(doc, lambda: doc.set_hero("dwarf", (0, 3)))
    assert list(doc.model.heroes) == ["mage", "dwarf", "elf"]
    round_trip(doc, lambda: doc.set_hero("elf", (3, 3)))
    round_trip(doc, lambda: doc.set_hero("mage", None))
    assert doc.model.heroes == {"dwarf": (0, 3), "elf": (3, 3)}
    with pytest.raises(ValueError, match="the elf starts on 3,3 already"):
        doc.set_hero("dwarf", (3, 3))
    with pytest.raises(ValueError, match="off the tile"):
        doc.set_hero("dwarf", (4, 0))
    doc.set_hero("dwarf", None)
    with pytest.raises(ValueError, match="at least one hero"):
        doc.set_hero("elf", None)
    assert doc.stack.count() == 4


def test_the_timer_budget_is_set_and_taken_away(doc):
    round_trip(doc, lambda: doc.set_timer(12))
    assert doc.model.timer == 12 and '"timer": 12' in dumps(doc.model)
    round_trip(doc, lambda: doc.set_timer(None))
    assert doc.model.timer is None
    with pytest.raises(ValueError, match="1 to 100000"):
        doc.set_timer(0)


def test_texts_are_set_and_an_empty_one_removed(doc):
    round_trip(doc, lambda: doc.set_text("title", "Night shift"))
    round_trip(doc, lambda: doc.set_text("title", ""))
    assert doc.model.title is None
    with pytest.raises(ValueError, match="text keys"):
        doc.set_text("colour", "red")


def test_a_scenario_edited_from_nothing_is_valid(qapp):
    """Tile by tile, as a designer would: the result passes every check and saves canonically."""
    d = MallDocument(scenario([tile("1", start=True)], {"elf": (0, 0)}))
    d.paint_spaces("1", [(3, 2)], "explore", "elf")
    second = d.add_tile()
    d.paint_spaces(second, [(0, 0)], "item", "elf")
    d.paint_spaces(second, [(3, 0)], "exit")
    d.set_walls(second, [(1, 1, "E"), (1, 1, "S")], True)
    d.add_escalator(second, (0, 3), (2, 2))
    d.set_timer(30)
    assert check_scenario(d.model) == []
    text = dumps(d.model)
    assert dumps(scenario_from_dict(json.loads(text))) == text
    while d.stack.canUndo():
        d.stack.undo()
    assert dumps(d.model) == dumps(scenario([tile("1", start=True)], {"elf": (0, 0)}))


# -- where a finding is ---------------------------------------------------------------------


def test_every_finding_of_a_broken_scenario_names_a_place_of_it(full):
    from editor.games.mall.places import issue_place

    m = full.model
    m.tiles[1].spaces.append(Space((1, 1), "explore", "elf"))  # M101 on N1
    m.heroes["mage"] = (2, 2)  # M113: on the elf; M114, M115: nothing of the mage's
    m.deck.append("S")  # M109: the start tile in the deck
    findings = {d.code: d for d in check_scenario(m)}
    assert issue_place(m, findings["M101"]) == ("N1", (1, 1))
    assert issue_place(m, findings["M113"]) == ("S", (2, 2))
    assert issue_place(m, findings["M114"]) == ("S", (2, 2))  # the mage's start
    assert issue_place(m, findings["M109"]) == ("S", None)
    m.deck[-1] = "nowhere"
    assert issue_place(m, [d for d in check_scenario(m) if d.code == "M108"][0]) is None
