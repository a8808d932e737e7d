"""Model, file format round trip and board geometry."""

from pathlib import Path

import pytest

from editor.games.tower.fileformat import dumps, quest_from_dict, quest_to_dict, save_quest
from editor.games.tower.geometry import (
    Board,
    breaks_adjacency,
    crossing_allowed,
    rotate_point,
    rotate_side,
    unrotate_point,
)
from editor.games.tower.load import read_quest
from editor.games.tower.model import Card, Cell, Edge, HeroStart, Quest

DATA = Path(__file__).parent / "data"


def test_load_save_canonical_round_trip(tmp_path):
    quest = read_quest(DATA / "spec_example.quest.json")
    text = dumps(quest)
    out = tmp_path / "a.quest.json"
    out.write_text(text, encoding="utf-8")
    again = read_quest(out)
    assert again == quest
    assert dumps(again) == text
    assert text.endswith("}\n") and '\n  "format"' in text


def test_dict_round_trip_keeps_everything():
    quest = read_quest(DATA / "spec_example.quest.json")
    assert quest_from_dict(quest_to_dict(quest)) == quest
    card = quest.cards[0]
    assert card.cell(0, 0).type == "void"
    assert card.cell(3, 2) == Cell("key", door=1)
    assert card.cell(2, 2).type == "floor"
    assert quest.heroes["elf"] == HeroStart(at=(4, 4), card="A")


def test_save_is_atomic_and_replaces(tmp_path):
    quest = read_quest(DATA / "spec_example.quest.json")
    out = tmp_path / "q.quest.json"
    out.write_text("old", encoding="utf-8")
    save_quest(out, quest)
    assert read_quest(out) == quest
    assert [p.name for p in tmp_path.iterdir()] == ["q.quest.json"]


@pytest.mark.parametrize("rotation", range(4))
def test_rotation_is_a_bijection_and_inverts(rotation):
    size = 5
    shown = {rotate_point(x, y, rotation, size) for x in range(size) for y in range(size)}
    assert len(shown) == size * size
    for x in range(size):
        for y in range(size):
            assert unrotate_point(*rotate_point(x, y, rotation, size), rotation, size) == (x, y)


def test_rotation_matches_spec_formulas():
    assert rotate_point(0, 0, 1, 5) == (4, 0)  # NW corner goes to NE after a clockwise turn
    assert rotate_point(1, 0, 1, 5) == (4, 1)
    assert rotate_point(1, 0, 2, 5) == (3, 4)
    assert rotate_point(1, 0, 3, 5) == (0, 3)
    assert rotate_side("N", 1) == "E" and rotate_side("W", 1) == "N" and rotate_side("S", 2) == "N"


def test_edge_named_from_either_cell():
    card = Card("A")
    card.set_edge(2, 1, "N", Edge("wall"))
    assert card.edge(2, 0, "S") == Edge("wall")
    card.set_edge(2, 0, "S", Edge("door", 2))
    assert card.edges == {(2, 0, "S"): Edge("door", 2)}
    card.set_edge(2, 1, "N", None)
    assert card.edges == {}


def _two_cards(rot_b=0):
    a = Card("A", slot=(0, 0))
    b = Card("B", slot=(1, 0), rotation=rot_b)
    return Quest(size=3, cards=[a, b], heroes={}, slots=(2, 1))


def test_global_coordinates_and_places_across_cards():
    quest = _two_cards(rot_b=1)
    board = Board(quest)
    assert board.to_global("B", 0, 0) == (3 + 2, 0)
    place = board.place(5, 0)
    assert (place.card.id, place.x, place.y) == ("B", 0, 0)
    assert board.neighbour(2, 1, "E") == (3, 1)
    assert board.neighbour(2, 1, "N") == (2, 0)
    assert board.neighbour(0, 0, "W") is None


def test_combined_edge_across_a_card_border():
    quest = _two_cards()
    a, b = quest.cards
    a.set_edge(2, 1, "E", Edge("door", 1))
    b.set_edge(0, 1, "W", Edge("air"))  # blows west, out of B's (0,1)
    board = Board(quest)
    marks = board.marks(2, 1, "E")
    assert sorted(m.type for m in marks) == ["air", "door"]
    assert not crossing_allowed(marks, "E", "elf", {1})  # against the air
    assert not crossing_allowed(board.marks(3, 1, "W"), "W", "elf", set())  # door shut
    assert crossing_allowed(board.marks(3, 1, "W"), "W", "elf", {1})


def test_rotated_card_turns_its_edges():
    quest = _two_cards(rot_b=1)
    b = quest.cards[1]
    b.set_edge(1, 1, "N", Edge("air"))  # blows north in the drawing
    board = Board(quest)
    X, Y = board.to_global("B", 1, 1)
    marks = board.marks(X, Y, "E")  # north turned clockwise is east
    assert marks[0].air == "E"
    assert crossing_allowed(marks, "E", "elf", set())
    assert not crossing_allowed(board.marks(X + 1, Y, "W"), "W", "elf", set())


def test_sister_adjacency_single_versus_double_wall():
    quest = _two_cards()
    a, b = quest.cards
    a.set_edge(2, 0, "E", Edge("wall"))
    a.set_edge(1, 1, "E", Edge("wall"))
    a.set_edge(2, 2, "E", Edge("wall"))
    b.set_edge(0, 2, "W", Edge("wall"))
    a.set_edge(0, 0, "S", Edge("double-wall"))
    board = Board(quest)
    assert not breaks_adjacency(board.marks(2, 0, "E"))
    assert not breaks_adjacency(board.marks(1, 1, "E"))
    assert breaks_adjacency(board.marks(2, 2, "E"))  # wall on both cards
    assert breaks_adjacency(board.marks(0, 0, "S"))
    assert breaks_adjacency(board.marks(0, 0, "N"))  # outside the board


def test_hole_is_never_passable():
    quest = Quest(size=3, cards=[Card("A", (0, 0))], heroes={}, slots=(2, 1))
    board = Board(quest)
    assert board.marks(2, 1, "E") is None
    assert not crossing_allowed(board.marks(2, 1, "E"), "E", "dwarf", set())
