"""Undo commands on a bare QUndoStack (no widgets), and edge picking geometry."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QUndoStack

from editor.games.tower.fileformat import dumps
from editor.games.tower.geometry import Board
from editor.games.tower.load import read_quest
from editor.games.tower.model import HEROES, SIDES, Card, Cell, Edge, HeroStart, new_quest
from editor.games.tower.picking import cells_in_rect, crossing, pick
from editor.games.tower.qt.commands import (
    AddCardCommand,
    MoveCardCommand,
    MoveHeroCommand,
    PaintCommand,
    QuestDocument,
    RemoveCardCommand,
    RotateCardCommand,
    SetPropertyCommand,
    SetSlotsCommand,
    new_stroke_id,
)

DATA = Path(__file__).parent / "data"


@pytest.fixture
def doc():
    return QuestDocument(read_quest(DATA / "spec_example.quest.json"))


@pytest.fixture
def stack():
    return QUndoStack()


def test_paint_cell_and_edge_undo_redo_restores_the_file_exactly(doc, stack):
    before = dumps(doc.quest)
    seen = []
    doc.changed.connect(lambda kind, cards: seen.append((kind, cards)))
    stack.push(
        PaintCommand(
            doc,
            {("A", 0, 0): Cell("ladder"), ("A", 2, 0): Cell("floor")},
            {("A", 2, 1, "N"): Edge("wall"), ("A", 4, 4, "W"): Edge("door", 3)},
        )
    )
    card = doc.quest.cards[0]
    assert card.cell(0, 0) == Cell("ladder")
    assert card.cell(2, 0).type == "floor"
    # the door given from (2,1) N is replaced by a wall (same edge)
    assert card.edge(2, 1, "N") == Edge("wall") and card.edge(2, 0, "S") == Edge("wall")
    assert card.edge(3, 4, "E") == Edge("door", 3)
    assert seen and seen[-1] == ("cells", {"A"})
    stack.undo()
    assert dumps(doc.quest) == before
    stack.redo()
    assert card.edge(4, 4, "W") == Edge("door", 3)


def test_air_edge_keeps_its_direction_through_undo(doc, stack):
    card = doc.quest.cards[0]
    assert card.air_points_out(3, 3, "N")
    # repaint the same edge from the other cell: the air now blows south
    stack.push(PaintCommand(doc, edges={("A", 3, 2, "S"): Edge("air")}))
    assert card.air_points_out(3, 2, "S") and not card.air_points_out(3, 3, "N")
    stack.undo()
    assert card.air_points_out(3, 3, "N")
    assert len(card.edges) == 4


def test_a_stroke_is_one_undo_step_and_keeps_the_first_old_value(doc, stack):
    before = dumps(doc.quest)
    stroke = new_stroke_id()
    for x in range(5):
        stack.push(PaintCommand(doc, {("A", x, 3): Cell("trap")}, stroke=stroke))
    # the same cell painted twice in one stroke
    stack.push(PaintCommand(doc, {("A", 0, 3): Cell("void")}, stroke=stroke))
    assert stack.count() == 1 and stack.text(0) == "Paint ×5"
    assert doc.quest.cards[0].cell(0, 3) == Cell("void")
    stack.undo()
    assert dumps(doc.quest) == before
    # another stroke is another step
    stack.push(PaintCommand(doc, {("A", 0, 3): Cell("trap")}, stroke=new_stroke_id()))
    stack.push(PaintCommand(doc, {("A", 1, 3): Cell("trap")}, stroke=new_stroke_id()))
    assert stack.count() == 2


def test_noop_paint_is_recognised(doc):
    assert PaintCommand(doc, {("A", 0, 0): Cell("void")}).is_noop()
    assert not PaintCommand(doc, {("A", 0, 0): Cell("floor")}).is_noop()
    assert PaintCommand(doc, edges={("A", 3, 3, "N"): Edge("air")}).is_noop()
    # same air edge, opposite direction: a change
    assert not PaintCommand(doc, edges={("A", 3, 2, "S"): Edge("air")}).is_noop()


def test_move_hero_swaps_with_a_hero_standing_there(doc, stack):
    q = doc.quest
    stack.push(MoveHeroCommand(doc, "dwarf", "A", (4, 4)))  # the elf stands there
    assert q.heroes["dwarf"].at == (4, 4) and q.heroes["elf"].at == (0, 4)
    stack.push(MoveHeroCommand(doc, "mage", "A", (2, 2)))
    assert list(q.heroes) == ["dwarf", "elf", "mage"]
    stack.undo()
    stack.undo()
    assert q.heroes == {
        "dwarf": HeroStart((0, 4), "A"),
        "elf": HeroStart((4, 4), "A"),
    }
    stack.push(MoveHeroCommand(doc, "elf", None, None))
    assert "elf" not in q.heroes


def test_cards_add_move_rotate_remove_and_undo(doc, stack):
    q = doc.quest
    before = dumps(q)
    stack.push(SetSlotsCommand(doc, (2, 1)))
    stack.push(AddCardCommand(doc, Card("B", slot=(1, 0))))
    stack.push(RotateCardCommand(doc, "B", 3))
    stack.push(MoveCardCommand(doc, "B", (0, 0)))  # swaps with A
    assert q.card("A").slot == (1, 0) and q.card("B").slot == (0, 0)
    assert Board(q).to_global("B", 0, 0) == (0, 4)  # turned 3 times: (y, size-1-x)
    stack.push(RemoveCardCommand(doc, "A"))
    assert [c.id for c in q.cards] == ["B"] and q.heroes == {}
    with pytest.raises(ValueError):
        RemoveCardCommand(doc, "B")
    with pytest.raises(ValueError):
        SetSlotsCommand(doc, (0, 1))
    while stack.canUndo():
        stack.undo()
    assert dumps(q) == before


def test_adding_a_second_card_names_the_heroes_cards(stack):
    q = new_quest(4)
    q.move_hero("elf", None, (1, 1))
    doc = QuestDocument(q)
    stack.push(SetSlotsCommand(doc, (2, 1)))
    stack.push(AddCardCommand(doc, Card("B", slot=(1, 0))))
    assert q.heroes["elf"] == HeroStart((1, 1), "A")
    assert q.hero_card("elf").id == "A"
    with pytest.raises(ValueError):
        AddCardCommand(doc, Card("C", slot=(1, 0)))
    stack.undo()
    assert q.heroes["elf"] == HeroStart((1, 1), None)


def test_typing_a_property_merges_into_one_step(doc, stack):
    for text in ("D", "Do", "Doo"):
        stack.push(SetPropertyCommand(doc, "title", text))
    stack.push(SetPropertyCommand(doc, "difficulty", 3))
    assert stack.count() == 2
    assert doc.quest.title == "Doo" and doc.quest.difficulty == 3
    stack.undo()
    stack.undo()
    assert doc.quest.title == "Doors and keys" and doc.quest.difficulty == 1
    stack.push(SetPropertyCommand(doc, "notes", ""))
    assert doc.quest.notes is None


# -- picking ---------------------------------------------------------------------


def test_pick_cell_and_edges_within_tolerance():
    q = new_quest(4, (2, 1), ["A", "B"])
    q.cards[1].rotation = 1
    board = Board(q)
    c = 10.0
    # centre of global (1, 2): no edge
    p = pick(board, 15, 25, c, 2)
    assert (p.card, p.x, p.y, p.side) == ("A", 1, 2, None)
    # just inside the east border of (1, 2)
    p = pick(board, 19.2, 25, c, 2)
    assert (p.X, p.Y, p.side, p.gside) == (1, 2, "E", "E")
    # just below the north border: N
    assert pick(board, 15, 20.5, c, 2).side == "N"
    # outside the board
    assert pick(board, -1, 5, c, 2) is None and pick(board, 85, 5, c, 2) is None
    # card B turned once: global north of B's cell (X=4, Y=0) is local W of local (0, 3)
    p = pick(board, 45, 0.5, c, 2)
    assert (p.card, p.x, p.y, p.side, p.gside) == ("B", 0, 3, "W", "N")


def test_crossing_gives_the_direction_of_the_drag():
    q = new_quest(3, (2, 1), ["A", "B"])
    q.cards[1].rotation = 2
    board = Board(q)
    p = crossing(board, (1, 1), (1, 0))
    assert (p.card, p.x, p.y, p.side) == ("A", 1, 1, "N")
    # from card B (turned twice) west into card A
    p = crossing(board, (3, 0), (2, 0))
    assert (p.card, p.x, p.y, p.side, p.gside) == ("B", 2, 2, "E", "W")
    assert crossing(board, (0, 0), (2, 0)) is None


def test_cells_in_rect_skips_holes():
    q = new_quest(3, (2, 2), ["A", "B", "C"])
    board = Board(q)
    picks = cells_in_rect(board, (5, 5), (1, 2))
    assert len(picks) == 5 * 4 - 3 * 3  # the hole at slot (1, 1) covers 3x3 of the rectangle
    assert {p.card for p in picks} == {"A", "B", "C"}


# -- property: any mix of edits undoes and redoes exactly ----------------------------

_coord = st.integers(0, 4)
_cells = st.sampled_from(
    [Cell("floor"), Cell("void"), Cell("trap"), Cell("exit"), Cell("exit", hero="elf")]
    + [Cell("key", door=2), Cell("armory", hero="mage"), Cell("ladder")]
)
_edges = st.sampled_from([None, Edge("wall"), Edge("air"), Edge("door", 3), Edge("double-wall")])
_edit = st.one_of(
    st.tuples(st.just("cell"), _coord, _coord, _cells, st.booleans()),
    st.tuples(st.just("edge"), _coord, _coord, st.sampled_from(SIDES), _edges, st.booleans()),
    st.tuples(st.just("hero"), st.sampled_from(HEROES), _coord, _coord),
    st.tuples(st.just("prop"), st.sampled_from(["title", "notes"]), st.text(max_size=3)),
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_edit, max_size=12))
def test_any_edits_undo_and_redo_exactly(edits):
    doc = QuestDocument(read_quest(DATA / "spec_example.quest.json"))
    stack = QUndoStack()
    original = dumps(doc.quest)
    stroke = new_stroke_id()
    for edit in edits:
        kind = edit[0]
        if kind == "cell":
            _, x, y, cell, same = edit
            s = stroke if same else new_stroke_id()
            stack.push(PaintCommand(doc, {("A", x, y): cell}, stroke=s))
        elif kind == "edge":
            _, x, y, side, edge, same = edit
            s = stroke if same else new_stroke_id()
            stack.push(PaintCommand(doc, edges={("A", x, y, side): edge}, stroke=s))
        elif kind == "hero":
            _, hero, x, y = edit
            stack.push(MoveHeroCommand(doc, hero, "A", (x, y)))
        else:
            _, name, text = edit
            stack.push(SetPropertyCommand(doc, name, text))
    final = dumps(doc.quest)
    while stack.canUndo():
        stack.undo()
    assert dumps(doc.quest) == original
    while stack.canRedo():
        stack.redo()
    assert dumps(doc.quest) == final


def test_resizing_cards_crops_and_extends_in_one_undo_step(doc, stack):
    from editor.games.tower.qt.commands import ResizeCardsCommand

    quest = doc.quest
    n = quest.size
    card = quest.cards[0]
    card.set_cell(n - 1, n - 1, Cell("trap"))
    card.set_edge(n - 1, 0, "W", Edge("wall"))  # on the side of a cell that goes
    card.set_edge(n - 1, 1, "W", Edge("air"))  # blows from a cell that goes into one that stays
    card.set_edge(0, 0, "E", Edge("door", 2))  # between two cells that stay
    quest.move_hero("elf", quest.cards[0].id if len(quest.cards) > 1 else None, (n - 1, 2))
    before = dumps(quest)
    stack.push(ResizeCardsCommand(doc, n - 1))
    small = doc.quest
    cut = small.cards[0]
    assert small.size == n - 1 and stack.count() == 1
    assert all(max(at) < n - 1 for c in small.cards for at in c.cells)
    assert cut.edge(n - 2, 0, "E") == Edge("wall")  # the wall stays, on the new border
    assert cut.edge(n - 2, 1, "E") is None  # the air came from a cell that is gone
    assert cut.edge(0, 0, "E") == Edge("door", 2)
    assert "elf" not in small.heroes
    stack.undo()
    assert dumps(doc.quest) == before
    stack.redo()
    stack.push(ResizeCardsCommand(doc, n + 1))  # extend: new cells are floor
    big = doc.quest
    assert big.size == n + 1 and big.cards[0].cell(n, n).type == "floor"
    assert dumps(big.resized(n - 1)) == dumps(small)  # extending then cropping loses nothing
    with pytest.raises(ValueError, match="cells a side"):
        ResizeCardsCommand(doc, 99)
