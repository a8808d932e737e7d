"""Rules checks: every code fires on its test quest, and the flood fill knows the rules."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from editor.diagnostics import ERROR, WARNING
from editor.tower.checks import CODES, check_quest
from editor.tower.fileformat import quest_from_dict
from editor.tower.load import quest_from_data
from editor.validate import validate_file

ROOT = Path(__file__).resolve().parents[1]
CHECKS = Path(__file__).parent / "data" / "checks"
SPEC_EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"


def codes_of(data) -> list[str]:
    result = quest_from_data(data)
    assert result.quest is not None, [d.to_text() for d in result.diagnostics]
    return [d.code for d in check_quest(result.quest, data)]


def quest(cells=(), edges=(), heroes=None, size=4, void=()):
    """One 4x4 card with the given content; dwarf and elf in the bottom corners by default."""
    return {
        "format": "tower-quest/1",
        "size": size,
        "heroes": heroes or {"dwarf": {"at": [0, 3]}, "elf": {"at": [3, 3]}},
        "cards": [
            {
                "id": "A",
                "slot": [0, 0],
                "void": [list(v) for v in void],
                "cells": list(cells),
                "edges": list(edges),
            }
        ],
    }


def exit_(x, y, hero=None):
    cell = {"at": [x, y], "type": "exit"}
    if hero:
        cell["hero"] = hero
    return cell


def wall(x, y, side, kind="wall"):
    return {"at": [x, y], "side": side, "type": kind}


# -- the code table ------------------------------------------------------------------


def test_code_table_is_well_formed():
    assert CODES, "no checks"
    for code, (severity, title) in CODES.items():
        assert code[0] == "T" and code[1:].isdigit() and len(code) == 4
        assert severity in (ERROR, WARNING)
        assert title and title[0].islower()


@pytest.mark.parametrize("code", sorted(CODES))
def test_each_code_fires_on_its_test_quest(code):
    path = CHECKS / f"{code}.quest.json"
    assert path.is_file(), f"no test quest for {code}"
    diags = validate_file(str(path))
    hits = [d for d in diags if d.code == code]
    assert hits, f"{code} did not fire: {[d.to_text() for d in diags]}"
    for d in hits:
        assert d.severity == CODES[code][0]
        assert d.file == str(path)
        assert d.message
    # each test quest is about one thing: no other error than its own code
    others = [d.to_text() for d in diags if d.is_error and d.code != code]
    assert not others


def test_every_test_quest_names_a_known_code():
    for path in CHECKS.glob("*.quest.json"):
        assert path.name.split(".")[0] in CODES, path.name


def library_files():
    return sorted((ROOT / "library").glob("**/*.quest.json"))


def test_no_error_on_the_library():
    """The shipped quests raise no error (an empty library passes trivially)."""
    for path in library_files():
        diags = validate_file(str(path))
        errors = [d.to_text() for d in diags if d.is_error]
        assert not errors, errors


def test_spec_example_has_no_error():
    data = json.loads(SPEC_EXAMPLE.read_text(encoding="utf-8"))
    result = quest_from_data(data)
    diags = check_quest(result.quest, data)
    assert not [d for d in diags if d.is_error]
    # the example gives the elf an armory and the dwarf none: legal, but worth a word
    assert [d.code for d in diags] == ["T115"]


# -- places and pointers -----------------------------------------------------------


def test_diagnostics_name_card_cell_and_pointer():
    data = quest(cells=[exit_(1, 0), {"at": [2, 2], "type": "key", "door": 3}])
    diags = check_quest(quest_from_data(data).quest, data)
    (d,) = [d for d in diags if d.code == "T114"]
    assert d.card == "A" and d.at == (2, 2)
    assert d.path == "/cards/0/cells/1"
    assert "card A" in d.message and "2,2" in d.message


def test_duplicates_need_the_raw_data():
    data = quest(cells=[exit_(1, 0), {"at": [1, 0], "type": "ladder"}])
    q = quest_from_data(data).quest
    assert "T102" in [d.code for d in check_quest(q, data)]
    # the model kept only the first entry, so without the raw data there is nothing to see
    assert "T102" not in [d.code for d in check_quest(q)]
    assert all(d.path is None for d in check_quest(q))


def test_edge_given_as_same_side_twice():
    data = quest(cells=[exit_(1, 0)], edges=[wall(1, 1, "S"), wall(1, 1, "S", "double-wall")])
    assert codes_of(data).count("T103") == 1


def test_wall_on_card_border_is_not_outside():
    data = quest(cells=[exit_(1, 0)], edges=[wall(3, 3, "E"), wall(0, 0, "N")])
    assert codes_of(data) == []


# -- reachability ----------------------------------------------------------------------


def test_doors_count_as_open():
    # the exit sits behind door 1, whose key is on the near side
    edges = [
        wall(0, 1, "S"),
        wall(1, 1, "S"),
        wall(2, 1, "S"),
        {"at": [3, 1], "side": "S", "type": "door", "door": 1},
    ]
    data = quest(cells=[exit_(1, 0), {"at": [0, 2], "type": "key", "door": 1}], edges=edges)
    assert codes_of(data) == []


def test_narrow_passage_is_for_the_dwarf_only():
    # row 1 is closed by walls except one narrow gap
    edges = [wall(0, 1, "S"), wall(1, 1, "S", "narrow"), wall(2, 1, "S"), wall(3, 1, "S")]
    codes = codes_of(quest(cells=[exit_(1, 0)], edges=edges))
    assert codes.count("T118") == 1
    only_elf = quest(cells=[exit_(1, 0)], edges=edges, heroes={"dwarf": {"at": [0, 3]}})
    assert codes_of(only_elf) == []


def test_air_current_is_one_way():
    edges = [wall(0, 1, "S"), wall(1, 1, "S"), wall(2, 1, "S"), wall(3, 1, "S", "air")]
    # an air edge listed from (3,1) through S blows south: nobody gets north
    blocked = quest(cells=[exit_(1, 0)], edges=edges)
    assert blocked and codes_of(blocked).count("T118") == 2
    # listed from the south cell through N it blows north: everyone gets through
    edges[-1] = wall(3, 2, "N", "air")
    assert codes_of(quest(cells=[exit_(1, 0)], edges=edges)) == []


def test_ladders_climb_over_walls_along_a_line():
    cells = [exit_(1, 0), {"at": [0, 0], "type": "ladder"}, {"at": [0, 3], "type": "ladder"}]
    edges = [wall(0, 1, "S"), wall(1, 1, "S"), wall(2, 1, "S"), wall(3, 1, "S")]
    heroes = {"dwarf": {"at": [1, 3]}}
    assert codes_of(quest(cells=cells, edges=edges, heroes=heroes)) == []
    # ladders that are not on one row or column do not connect
    cells[1] = {"at": [3, 0], "type": "ladder"}
    assert "T118" in codes_of(quest(cells=cells, edges=edges, heroes=heroes))


def test_barbarian_tosses_over_a_trap():
    # a row of traps across the card; the barbarian never crosses, others are tossed
    cells = [exit_(1, 0, "elf"), exit_(3, 3, "barbarian")]
    cells += [{"at": [x, 1], "type": "trap"} for x in range(4)]
    heroes = {"elf": {"at": [1, 3]}, "barbarian": {"at": [1, 2]}}
    # elf must get to (1,2) with the barbarian at (1,3): both can move around below
    assert codes_of(quest(cells=cells, heroes=heroes)) == []
    # without the barbarian nobody crosses a trap
    alone = quest(cells=cells[:1] + cells[2:], heroes={"elf": {"at": [1, 3]}})
    assert codes_of(alone) == ["T118"]
    # a wall on the landing side stops the toss
    walled = quest(cells=cells, heroes=heroes, edges=[wall(x, 0, "S") for x in range(4)])
    assert "T118" in codes_of(walled)


def test_barbarian_himself_never_crosses_a_trap():
    cells = [exit_(1, 0, "barbarian"), exit_(3, 3, "elf")]
    cells += [{"at": [x, 1], "type": "trap"} for x in range(4)]
    heroes = {"elf": {"at": [1, 3]}, "barbarian": {"at": [1, 2]}}
    assert codes_of(quest(cells=cells, heroes=heroes)) == ["T118"]


def test_little_sister_teleports_next_to_a_hero():
    # the sister's exit is walled off from every walk, but she passes over walls
    cells = [exit_(3, 0, "sister"), exit_(0, 0, "dwarf")]
    edges = [wall(3, 0, "S"), wall(3, 0, "W")]
    heroes = {"dwarf": {"at": [0, 3]}, "sister": {"at": [3, 3]}}
    assert codes_of(quest(cells=cells, edges=edges, heroes=heroes)) == []
    # alone she cannot move at all
    alone = quest(cells=[exit_(3, 0)], heroes={"sister": {"at": [3, 3]}})
    assert codes_of(alone) == ["T118"]
    # double walls around the exit: nobody can ever be next to her there
    edges = [wall(3, 0, "S", "double-wall"), wall(3, 0, "W", "double-wall")]
    assert "T118" in codes_of(quest(cells=cells, edges=edges, heroes=heroes))


def test_mage_swap_frees_a_walled_in_mage():
    cells = [exit_(3, 0), {"at": [0, 2], "type": "invocation"}]
    # the mage is shut in the west column's bottom two cells with an invocation cell
    edges = [wall(0, 2, "N"), wall(0, 2, "E"), wall(0, 3, "E")]
    heroes = {"mage": {"at": [0, 3]}, "elf": {"at": [3, 3]}}
    assert codes_of(quest(cells=cells, edges=edges, heroes=heroes)) == []
    cells[1] = {"at": [0, 2], "type": "ladder"}  # no invocation: stuck
    assert codes_of(quest(cells=cells, edges=edges, heroes=heroes)) == ["T118"]


def test_other_heroes_exits_block_the_way():
    # the only way north leads through the elf's exit, which the dwarf may not enter
    cells = [exit_(0, 0, "dwarf"), exit_(3, 1, "elf")]
    edges = [wall(0, 1, "S"), wall(1, 1, "S"), wall(2, 1, "S")]
    heroes = {"dwarf": {"at": [0, 3]}, "elf": {"at": [3, 3]}}
    assert codes_of(quest(cells=cells, edges=edges, heroes=heroes)) == ["T118"]


def two_cards(border_a=(), border_b=(), extra_a=(), rotation_cell=False):
    """Cards A (slot 0,0) and B (slot 1,0); the dwarf on A, its exit on B."""
    cells_a = list(extra_a)
    if rotation_cell:
        cells_a.append({"at": [1, 1], "type": "rotation"})
    return {
        "format": "tower-quest/1",
        "size": 3,
        "slots": [2, 1],
        "heroes": {"dwarf": {"card": "A", "at": [0, 0]}},
        "cards": [
            {"id": "A", "slot": [0, 0], "cells": cells_a, "edges": list(border_a)},
            {"id": "B", "slot": [1, 0], "cells": [exit_(2, 2)], "edges": list(border_b)},
        ],
    }


def test_cards_connect_across_their_border():
    assert codes_of(two_cards()) == []
    # B walls its whole west border: closed
    closed = two_cards(border_b=[wall(0, y, "W") for y in range(3)])
    assert codes_of(closed) == ["T118"]
    # an air current on A's side blowing east still lets the dwarf through one cell
    air = two_cards(border_a=[wall(2, 0, "E", "air")], border_b=[wall(0, y, "W") for y in (1, 2)])
    assert codes_of(air) == []


def test_rotated_card_moves_its_border():
    # A's east border is walled; turned twice it shows its open west border to B
    data = two_cards(border_a=[wall(2, y, "E") for y in range(3)])
    assert codes_of(data) == ["T118"]
    data["cards"][0]["rotation"] = 2
    data["heroes"]["dwarf"]["at"] = [2, 2]
    assert codes_of(data) == []


def test_cards_that_can_turn_are_never_falsely_closed():
    # as laid out, A's walled east border blocks the way; a rotation cell lets A turn
    data = two_cards(border_a=[wall(2, y, "E") for y in range(3)], rotation_cell=True)
    assert "T118" not in codes_of(data)
    # but a card walled on every border stays closed, however it turns
    sealed = [wall(2, y, "E") for y in range(3)] + [wall(x, 2, "S") for x in range(3)]
    sealed += [wall(0, y, "W") for y in range(3)] + [wall(x, 0, "N") for x in range(3)]
    data = two_cards(border_a=sealed, rotation_cell=True)
    assert "T118" in codes_of(data)


def test_structural_errors_skip_reachability():
    data = quest(cells=[exit_(1, 0)], heroes={"dwarf": {"card": "Z", "at": [0, 3]}})
    assert codes_of(data) == ["T107"]


def test_checks_do_not_change_the_quest():
    data = json.loads(SPEC_EXAMPLE.read_text(encoding="utf-8"))
    before = copy.deepcopy(data)
    q = quest_from_dict(data)
    snapshot = copy.deepcopy(q)
    check_quest(q, data)
    assert data == before and q == snapshot
