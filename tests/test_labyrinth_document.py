"""The labyrinth's editor document: every edit does, undoes and redoes exactly (no widgets)."""

from pathlib import Path

import pytest

from editor.games.labyrinth.fileformat import dumps, loads
from editor.games.labyrinth.model import Layout
from editor.games.labyrinth.picking import stroke_edges
from editor.games.labyrinth.qt.document import LayoutDocument
from editor.qt.edits import new_stroke

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "labyrinth"


@pytest.fixture
def doc():
    layout = loads((LIBRARY / "01-first-steps.labyrinth.json").read_text(encoding="utf-8"))
    return LayoutDocument(layout, None)


def exact(doc, edit):
    """Run ``edit``; check that undo gives back the layout before and redo the one after."""
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
    assert doc.model is model  # a renderer holding the layout stays valid
    return loads(after)


def test_a_drag_stroke_is_one_undo_step(doc):
    stroke = new_stroke()
    points = [(1.0, 0.5), (1.05, 1.5), (0.98, 2.5), (1.0, 3.4)]
    painted = []
    for p, q in zip(points, points[1:], strict=False):
        edges = stroke_edges(doc.model.size, p, q)
        painted += edges
        doc.paint_walls(edges, stroke)
    assert set(painted) == {(0, 0, "E"), (0, 1, "E"), (0, 2, "E"), (0, 3, "E")}
    assert doc.stack.count() == 1
    assert set(painted) <= doc.model.walls
    doc.stack.undo()
    assert not set(painted) & doc.model.walls
    assert doc.model.walls == {(0, 0, "S"), (1, 2, "E"), (2, 2, "E"), (2, 2, "S")}
    doc.stack.redo()
    assert set(painted) <= doc.model.walls


def test_two_strokes_are_two_steps_and_a_stroke_that_changes_nothing_is_none(doc):
    doc.paint_walls([(0, 1, "E")], new_stroke())
    doc.paint_walls([(0, 2, "E")], new_stroke())
    doc.paint_walls([(0, 0, "S")], new_stroke())  # already a wall
    assert doc.stack.count() == 2


def test_paint_walls(doc):
    after = exact(doc, lambda: doc.paint_walls([(3, 3, "E"), (0, 1, "S")]))
    assert after.walls == {(0, 0, "S"), (1, 2, "E"), (2, 2, "E"), (2, 2, "S"), (0, 1, "S")}


def test_erase_walls(doc):
    after = exact(doc, lambda: doc.erase_walls([(1, 2, "E"), (2, 2, "S")]))
    assert after.walls == {(0, 0, "S"), (2, 2, "E")}


def test_erase_stroke_is_one_step(doc):
    stroke = new_stroke()
    doc.erase_walls([(1, 2, "E")], stroke)
    doc.erase_walls([(2, 2, "E")], stroke)
    assert doc.stack.count() == 1
    doc.stack.undo()
    assert {(1, 2, "E"), (2, 2, "E")} <= doc.model.walls


def test_place_a_room_on_an_empty_square_moves_it(doc):
    after = exact(doc, lambda: doc.place_room(1, (3, 1)))
    assert after.rooms[1] == (3, 1) and (2, 2) not in after.rooms.values()


def test_place_a_room_on_another_swaps_them(doc):
    after = exact(doc, lambda: doc.place_room(1, (1, 0)))
    assert after.rooms[1] == (1, 0) and after.rooms[2] == (2, 2)


def test_renumber_a_room_when_the_number_is_not_placed(doc):
    doc.model.rooms.pop(5)
    after = exact(doc, lambda: doc.place_room(5, (1, 0)))
    assert after.rooms[5] == (1, 0) and 2 not in after.rooms


def test_remove_room(doc):
    after = exact(doc, lambda: doc.remove_room((2, 2)))
    assert 1 not in after.rooms and len(after.rooms) == 4


def test_shrinking_the_board_drops_what_falls_off_in_one_step(doc):
    after = exact(doc, lambda: doc.set_size(3))
    assert after.size == 3
    assert after.walls == {(0, 0, "S"), (1, 2, "E")}  # (2, 2, E) and (2, 2, S) would be rim
    assert 4 not in after.rooms and after.rooms[1] == (2, 2)


def test_growing_the_board_keeps_everything(doc):
    after = exact(doc, lambda: doc.set_size(6))
    assert after.size == 6 and len(after.walls) == 4 and len(after.rooms) == 5


@pytest.mark.parametrize("key", ["title", "author", "notes"])
def test_texts(doc, key):
    after = exact(doc, lambda: doc.set_text(key, "New words"))
    assert getattr(after, key) == "New words"
    doc.set_text(key, "")
    assert getattr(doc.model, key) is None


def test_bad_edits_are_refused(doc):
    with pytest.raises(ValueError, match="room number"):
        doc.place_room(6, (0, 1))
    with pytest.raises(ValueError, match="board size"):
        doc.set_size(13)
    with pytest.raises(ValueError, match="text keys"):
        doc.set_text("size", "7")
    assert doc.stack.count() == 0


def test_changed_is_emitted_on_do_undo_and_redo():
    doc = LayoutDocument(Layout(size=4))
    seen = []
    doc.changed.connect(lambda: seen.append(len(doc.model.walls)))
    doc.paint_walls([(0, 0, "E")])
    doc.stack.undo()
    doc.stack.redo()
    assert seen == [1, 0, 1]
