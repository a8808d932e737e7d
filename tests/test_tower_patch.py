"""Copy, flip, turn and paste a rectangle of a tower board (`editor.games.tower.patch`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.games.tower.geometry import Board
from editor.games.tower.load import read_quest
from editor.games.tower.model import DELTA, OPPOSITE, Cell, Edge
from editor.games.tower.patch import Patch, changes, clearing, copy, rectangle

LIBRARY = Path(__file__).resolve().parent.parent / "library" / "tower"
QUESTS = sorted(LIBRARY.rglob("*.quest.json"))


def marks(quest) -> dict:
    """Every card's cells and edges, an edge named the same from either of its cells
    (an air current keeps the cell it blows out of)."""
    out = {}
    for card in quest.cards:
        for (x, y, side), edge in card.edges.items():
            key = (x, y, side)
            if edge.type != "air":
                dx, dy = DELTA[side]
                key = min(key, (x + dx, y + dy, OPPOSITE[side]))
            out[(card.id, *key)] = edge
        out.update({(card.id, *at): cell for at, cell in card.cells.items()})
    return out


def apply(quest, cells, edges) -> None:
    """What `commands.PaintCommand` does, without Qt."""
    for (cid, x, y), cell in cells.items():
        quest.card(cid).set_cell(x, y, cell)
    for (cid, x, y, side), edge in edges.items():
        quest.card(cid).set_edge(x, y, side, edge)


@st.composite
def quest_and_rect(draw):
    quest = read_quest(draw(st.sampled_from(QUESTS)))
    board = Board(quest)
    a = (draw(st.integers(0, board.width - 1)), draw(st.integers(0, board.height - 1)))
    b = (draw(st.integers(0, board.width - 1)), draw(st.integers(0, board.height - 1)))
    return quest, a, b


@settings(max_examples=60, deadline=None)
@given(quest_and_rect())
def test_pasting_what_was_copied_where_it_was_changes_nothing(case):
    quest, a, b = case
    board = Board(quest)
    before = marks(quest)
    patch = copy(board, a, b)
    top_left, width, height = rectangle(a, b)
    apply(quest, *clearing(board, top_left, width, height))
    apply(quest, *changes(Board(quest), patch, top_left))
    assert marks(quest) == before


@settings(max_examples=60, deadline=None)
@given(quest_and_rect())
def test_flips_and_turns_come_back_and_survive_the_clipboard(case):
    quest, a, b = case
    patch = copy(Board(quest), a, b)
    assert patch.flipped(True).flipped(True) == patch
    assert patch.flipped(False).flipped(False) == patch
    assert patch.turned().turned().turned().turned() == patch
    assert patch.turned().turned() == patch.flipped(True).flipped(False)
    assert Patch.from_json(patch.to_json()) == patch
    assert Patch.from_json(patch.turned().to_json()) == patch.turned()


def test_a_turned_patch_turns_its_marks_and_air():
    patch = Patch(2, 1, {(0, 0): Cell("key", door=2)}, {(1, 0, "E"): (Edge("air"), True)})
    turned = patch.turned()
    assert (turned.width, turned.height) == (1, 2)
    assert turned.cells == {(0, 0): Cell("key", door=2)}
    assert turned.edges == {(0, 1, "S"): (Edge("air"), True)}  # still blows outwards
    flipped = patch.flipped(True)
    assert flipped.cells == {(1, 0): Cell("key", door=2)}
    assert flipped.edges == {(0, 0, "W"): (Edge("air"), True)}


def test_a_patch_pastes_onto_a_turned_card_in_board_orientation():
    epic = read_quest(LIBRARY / "epics" / "01-turning-tower.quest.json")
    turned = epic.cards[2]
    turned.rotation = 1
    board = Board(epic)
    (sx, sy), _ = board.placement(turned.id)
    at = (sx * epic.size, sy * epic.size)
    patch = Patch(1, 1, {(0, 0): Cell("trap")}, {(0, 0, "N"): (Edge("wall"), True)})
    apply(epic, *changes(board, patch, at))
    board = Board(epic)
    assert board.cell(*at) == Cell("trap")
    assert copy(board, at, at).edges[(0, 0, "N")] == (Edge("wall"), True)
    # on the card itself the wall is on the side that the turn brought to the top
    local = board.place(*at)
    assert local.card is turned and turned.edge(local.x, local.y, "W") == Edge("wall")


@pytest.mark.parametrize(
    "text", ["[]", "{}", '{"size": [1, 1], "cells": [[5, 5, "trap", null, null]], "edges": []}']
)
def test_what_is_not_a_patch_is_refused_plainly(text):
    with pytest.raises(ValueError, match="not a piece of a tower board"):
        Patch.from_json(text)
