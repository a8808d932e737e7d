"""The maze editor's undo commands, without widgets: walls, strokes, the board, the texts."""

import pytest

from editor.games.daedalus.fileformat import dumps
from editor.games.daedalus.model import Maze
from editor.games.daedalus.qt.document import MazeDocument
from editor.qt.edits import new_stroke


@pytest.fixture
def doc(qapp):
    return MazeDocument(Maze(radial={(0, 3)}, arcs={(2, 5)}))


def test_painting_both_kinds_is_one_step_that_undoes_and_redoes(doc):
    before = dumps(doc.model)
    doc.paint_walls([("radial", 1, 4), ("arc", 6, 0)])
    assert doc.model.radial == {(0, 3), (1, 4)} and doc.model.arcs == {(2, 5), (6, 0)}
    assert doc.stack.count() == 1 and doc.stack.undoText() == "Paint walls"
    after = dumps(doc.model)
    doc.stack.undo()
    assert dumps(doc.model) == before
    doc.stack.redo()
    assert dumps(doc.model) == after


def test_slots_off_the_board_are_left_out(doc):
    # ring 6 has no radial walls on a 6-ring board; boundary 6 (round the chamber) has arcs
    doc.paint_walls([("radial", 6, 0), ("radial", 0, 24), ("arc", 7, 0), ("arc", 6, 23)])
    assert doc.model.radial == {(0, 3)} and doc.model.arcs == {(2, 5), (6, 23)}
    assert doc.stack.undoText() == "Paint arc walls"


def test_a_stroke_is_one_undo_step_and_two_strokes_are_two(doc):
    first = new_stroke()
    for s in range(4):
        doc.paint_walls([("radial", 2, s)], first)
    assert doc.stack.count() == 1
    second = new_stroke()
    doc.erase_walls([("radial", 2, 0), ("arc", 2, 5)], second)
    doc.erase_walls([("radial", 2, 1)], second)
    assert doc.stack.count() == 2 and doc.stack.undoText() == "Erase walls"
    assert doc.model.radial == {(0, 3), (2, 2), (2, 3)} and doc.model.arcs == set()
    doc.stack.undo()
    assert doc.model.radial == {(0, 3), (2, 0), (2, 1), (2, 2), (2, 3)}
    assert doc.model.arcs == {(2, 5)}
    doc.stack.undo()
    assert doc.model.radial == {(0, 3)}


def test_painting_what_is_there_leaves_no_undo_step(doc):
    doc.paint_walls([("radial", 0, 3)])
    assert doc.stack.count() == 0 and not doc.dirty


def test_a_smaller_board_drops_walls_off_it_and_undo_brings_them_back(doc):
    doc.paint_walls([("radial", 5, 20), ("arc", 6, 11), ("arc", 4, 2)])
    doc.set_phase(17)
    before = dumps(doc.model)
    doc.set_board(4, 12)
    m = doc.model
    assert (m.rings, m.sectors, m.phase) == (4, 12, 5)
    assert m.radial == {(0, 3)} and m.arcs == {(2, 5), (4, 2)}
    assert doc.stack.undoText() == "Board 4 rings x 12 sectors"
    doc.stack.undo()
    assert dumps(doc.model) == before


@pytest.mark.parametrize(
    ("rings", "sectors", "words"),
    [(2, 24, "3 to 10 rings"), (11, 24, "3 to 10 rings"), (6, 25, "even"), (6, 50, "even")],
)
def test_a_board_out_of_range_is_refused(doc, rings, sectors, words):
    with pytest.raises(ValueError, match=words):
        doc.set_board(rings, sectors)
    assert doc.stack.count() == 0


def test_phase_and_texts_are_undo_steps(doc):
    doc.set_phase(7)
    doc.set_text("title", "Spiral")
    doc.set_text("notes", "")
    assert doc.model.phase == 7 and doc.model.title == "Spiral" and doc.model.notes is None
    with pytest.raises(ValueError):
        doc.set_phase(24)
    with pytest.raises(ValueError):
        doc.set_text("colour", "red")
    doc.stack.undo()
    doc.stack.undo()
    assert doc.model.title is None
    doc.stack.undo()
    assert doc.model.phase == 0


def test_every_edit_says_the_document_changed(doc):
    seen = []
    doc.changed.connect(lambda: seen.append(1))
    doc.paint_walls([("arc", 0, 0)])
    doc.stack.undo()
    doc.stack.redo()
    assert len(seen) == 3


def test_file_new_makes_an_empty_maze_of_each_board(qapp):
    from editor.games.daedalus.qt.game import SHAPES, new_document

    boards = []
    for name, _ in SHAPES:
        m = new_document(name).model
        assert m.radial == set() and m.arcs == set() and m.phase == 0
        boards.append((m.rings, m.sectors))
    assert boards == [(6, 24), (4, 12), (8, 32)]
    with pytest.raises(ValueError, match="6 x 24"):
        new_document("7 x 7")
