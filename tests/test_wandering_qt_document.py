"""The set-up document's undo commands: every edit does, undoes and redoes exactly (no widgets)."""

from pathlib import Path

import pytest

from editor.games.wandering.checks import check_setup
from editor.games.wandering.fileformat import dumps, loads
from editor.games.wandering.qt.document import SetupDocument
from editor.games.wandering.qt.game import SHAPES, new_document
from editor.games.wandering.spells import draw_spells

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "wandering"


def open_doc(name: str) -> SetupDocument:
    return SetupDocument(loads((LIBRARY / name).read_text(encoding="utf-8")))


@pytest.fixture
def doc():
    return open_doc("07-one-web-and-a-gust.setup.json")


def exact(doc, edit):
    """Run ``edit``: one undo step; undo gives back the file before, redo the one after."""
    before = dumps(doc.model)
    model = doc.model
    edit()
    after = dumps(doc.model)
    assert after != before
    assert doc.stack.count() == 1 and doc.dirty
    doc.stack.undo()
    assert dumps(doc.model) == before and not doc.dirty
    doc.stack.redo()
    assert dumps(doc.model) == after
    assert doc.model is model  # a renderer holding the set-up stays valid
    return loads(after)


def codes(setup) -> set[str]:
    return {d.code for d in check_setup(setup)}


def test_players(doc):
    assert exact(doc, lambda: doc.set_players(5)).players == 5
    with pytest.raises(ValueError):
        doc.set_players(7)


def test_a_module_goes_in_at_the_end(doc):
    after = exact(doc, lambda: doc.set_module("hag", True))
    assert after.modules == ("elixir-fountain", "spiderweb", "magic-tower", "hag")


def test_the_spiderweb_off_takes_its_webs_along_in_one_step(doc):
    after = exact(doc, lambda: doc.set_module("spiderweb", False))
    assert after.modules == ("elixir-fountain", "magic-tower") and after.webs is None
    assert "W103" not in codes(after)


def test_the_fountain_off_under_the_spiderweb_is_an_error_the_checks_name(doc):
    after = exact(doc, lambda: doc.set_module("elixir-fountain", False))
    assert "W101" in codes(after)


def test_the_magic_tower_off_drops_its_start_space():
    doc = open_doc("01-first-magic-tower-game.setup.json")
    assert doc.model.start.magic_tower == 10
    after = exact(doc, lambda: doc.set_module("magic-tower", False))
    assert after.start.magic_tower is None and after.start.towers == tuple(range(1, 10))
    assert "W126" not in codes(after)


def test_webs(doc):
    after = exact(doc, lambda: doc.set_web("B", True))
    assert after.webs == ("A", "B")
    doc.stack.undo()
    after = exact(doc, lambda: doc.set_web("A", False))
    assert after.webs == () and "W105" in codes(after)


def test_a_web_on_b_alone_is_warned_about(doc):
    doc.set_web("A", False)
    doc.set_web("B", True)
    assert doc.model.webs == ("B",) and "W106" in codes(doc.model)
    assert doc.stack.count() == 2


def test_the_webs_of_a_set_up_that_names_none_are_both_until_one_goes():
    doc = open_doc("03-spiderweb.setup.json")
    assert doc.model.webs is None
    assert exact(doc, lambda: doc.set_web("B", False)).webs == ("A",)


def test_course_and_default_start(doc):
    after = exact(doc, lambda: doc.set_course(5, 3))
    assert (after.course.landscape_tiles, after.course.spaces_per_tile) == (5, 3)
    doc.stack.undo()
    after = exact(doc, doc.default_start)
    assert after.start is None


def test_spells_on_and_off(doc):
    after = exact(doc, lambda: doc.set_spell("move-tower-6", False))
    assert "move-tower-6" not in after.spells and "W110" in codes(after)
    doc.stack.undo()
    doc.stack.setClean()
    doc.set_spell("move-tower-6", False)
    doc.set_spell("move-wizard-6", True)
    assert doc.model.spells[-1] == "move-wizard-6" and len(doc.model.spells) == 5
    assert "W110" not in codes(doc.model)


def test_a_draw_is_the_seeds_draw_of_the_viable_spells(doc):
    expected = draw_spells(doc.model, 7)
    after = exact(doc, lambda: doc.draw_spells(7))
    assert after.spells == expected and len(expected) == 5
    assert doc.stack.command(0).text() == "Draw spells (seed 7)"


def test_no_spells_named(doc):
    assert exact(doc, doc.clear_spells).spells == ()


def test_add_a_custom_spell_with_a_fresh_id(doc):
    assert exact(doc, lambda: doc.add_custom_spell()).custom_spells[-1].id == "spell-1"
    assert doc.add_custom_spell() == "spell-2"


def test_renaming_a_custom_spell_renames_it_among_the_spells(doc):
    doc.set_spell("move-tower-6", False)
    doc.set_spell("gust", True)
    doc.stack.setClean()
    doc.stack.clear()
    after = exact(doc, lambda: doc.rename_custom_spell(0, "storm"))
    assert after.custom_spells[0].id == "storm"
    assert "storm" in after.spells and "gust" not in after.spells
    with pytest.raises(ValueError):
        doc.rename_custom_spell(0, "  ")


def test_a_custom_spells_needs(doc):
    after = exact(doc, lambda: doc.set_custom_needs(0, "hag", True))
    assert after.custom_spells[0].needs == ("raven", "hag")
    doc.stack.undo()
    after = exact(doc, lambda: doc.set_custom_needs(0, "raven", False))
    assert after.custom_spells[0].needs == ()


def test_removing_a_custom_spell_removes_it_from_the_spells(doc):
    doc.set_module("raven", True)
    doc.set_spell("move-tower-6", False)
    doc.set_spell("gust", True)
    doc.stack.clear()
    after = exact(doc, lambda: doc.remove_custom_spell(0))
    assert after.custom_spells == () and "gust" not in after.spells


def test_texts(doc):
    assert exact(doc, lambda: doc.set_text("title", "Windy")).title == "Windy"
    doc.stack.undo()
    assert exact(doc, lambda: doc.set_text("notes", "")).notes is None
    with pytest.raises(ValueError):
        doc.set_text("players", "x")


def test_an_edit_that_changes_nothing_leaves_no_step(doc):
    doc.set_players(3)
    doc.set_module("spiderweb", True)
    assert doc.stack.count() == 0


@pytest.mark.parametrize("shape", [name for name, _ in SHAPES])
def test_every_new_set_up_is_legal(shape):
    setup = new_document(shape).model
    assert [d for d in check_setup(setup) if d.is_error] == []
    assert loads(dumps(setup)) == setup


def test_a_tower_moved_makes_the_start_the_files_own(doc):
    doc.default_start()
    doc.stack.clear()
    after = exact(doc, lambda: doc.move_tower(10, 12))
    assert after.start.towers == (1, 2, 3, 4, 6, 7, 8, 9, 12) and after.start.magic_tower is None
    assert [d for d in check_setup(after) if d.is_error] == []


@pytest.mark.parametrize(("start", "to"), [(11, 12), (10, 5), (10, 0), (10, 9), (10, 19)])
def test_a_tower_is_not_moved_off_a_landscape_space_or_onto_another(doc, start, to):
    with pytest.raises(ValueError):
        doc.move_tower(start, to)
    assert doc.stack.count() == 0
