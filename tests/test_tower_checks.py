"""Rules checks: every code fires on its test quest, and the flood fill knows the rules."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core.diagnostics import ERROR, WARNING
from editor.core.validate import validate_file
from editor.games.tower.checks import CODES, SOLVER_CODES, check_quest
from editor.games.tower.fileformat import quest_from_dict
from editor.games.tower.load import quest_from_data, read_quest

ROOT = Path(__file__).resolve().parents[1]
CHECKS = Path(__file__).parent / "data" / "checks"
SPEC_EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"


def codes_of(data) -> list[str]:
    quest, schema_diags = quest_from_data(data)
    assert quest is not None, [d.to_text() for d in schema_diags]
    return [d.code for d in check_quest(quest, data)]


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


def test_solver_codes_need_solve():
    """Without --solve the unsolvable test quest passes the checks: only the solver can tell."""
    diags = validate_file(str(CHECKS / "T201.quest.json"))
    assert diags == []


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
    if code == "T202":  # the solver's limit: only a tiny limit makes it fire on a small quest
        from editor.games.tower.solving import solve_for_validation

        found, _ = solve_for_validation(read_quest(path), max_states=1)
        diags = [d.with_file(str(path)) for d in found]
    else:
        diags = validate_file(str(path), solve=code in SOLVER_CODES)
        if code not in SOLVER_CODES:
            assert not [d for d in diags if d.code in SOLVER_CODES]
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
    quest, _ = quest_from_data(data)
    diags = check_quest(quest, data)
    assert not [d for d in diags if d.is_error]
    # the example gives the elf an armory and the dwarf none: legal, but worth a word
    assert [d.code for d in diags] == ["T115"]


# -- places and pointers -----------------------------------------------------------


def test_diagnostics_name_card_cell_and_pointer():
    data = quest(cells=[exit_(1, 0), {"at": [2, 2], "type": "key", "door": 3}])
    diags = check_quest(quest_from_data(data)[0], data)
    (d,) = [d for d in diags if d.code == "T114"]
    assert d.card == "A" and d.at == (2, 2)
    assert d.path == "/cards/0/cells/1"
    assert "card A" in d.message and "2,2" in d.message


def test_duplicates_need_the_raw_data():
    data = quest(cells=[exit_(1, 0), {"at": [1, 0], "type": "ladder"}])
    q = quest_from_data(data)[0]
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


# -- the flood fill never contradicts the solver ----------------------------------------

REACH_ERRORS = {"T111", "T118", "T121"}


@st.composite
def small_quests(draw):
    """Small quests full of walls and special cells, one card or two side by side."""
    size = draw(st.integers(3, 4))
    two = draw(st.booleans())
    coord = st.tuples(st.integers(0, size - 1), st.integers(0, size - 1))
    kinds = ["exit", "exit", "key", "ladder", "trap", "invocation", "armory"]
    if two:
        kinds.append("rotation")
    cards = []
    for cid, slot in [("A", [0, 0]), ("B", [1, 0])][: 1 + two]:
        cells = {}
        for at in draw(st.lists(coord, max_size=6, unique=True)):
            kind = draw(st.sampled_from(kinds))
            cell = {"at": list(at), "type": kind}
            if kind == "armory" or (kind == "exit" and draw(st.booleans())):
                cell["hero"] = draw(
                    st.sampled_from(["dwarf", "elf", "barbarian", "mage", "sister"])
                )
            if kind == "key":
                cell["door"] = 1
            cells[at] = cell
        edges = {}
        for x, y in draw(st.lists(coord, max_size=8)):
            side = draw(st.sampled_from(["N", "E", "S", "W"]))
            kind = draw(st.sampled_from(["wall", "wall", "double-wall", "door", "narrow", "air"]))
            edge = {"at": [x, y], "side": side, "type": kind}
            if kind == "door":
                edge["door"] = 1
            edges.setdefault((x, y, side), edge)
        cards.append(
            {"id": cid, "slot": slot, "cells": list(cells.values()), "edges": list(edges.values())}
        )
    heroes = {}
    taken = set()
    for hero in draw(
        st.lists(
            st.sampled_from(["dwarf", "elf", "barbarian", "mage", "sister"]),
            min_size=1,
            max_size=3,
            unique=True,
        )
    ):
        card = draw(st.sampled_from([c["id"] for c in cards]))
        at = draw(coord)
        if (card, at) in taken:
            continue
        taken.add((card, at))
        heroes[hero] = {"card": card, "at": list(at)}
    return {
        "format": "tower-quest/1",
        "size": size,
        "slots": [2 if two else 1, 1],
        "heroes": heroes,
        "cards": cards,
    }


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_quests())
def test_reachability_errors_only_on_unsolvable_quests(data):
    """Whenever the reference solver completes a quest, no reachability error was raised."""
    from editor.games.tower.reference import solve

    quest, schema_diags = quest_from_data(data)
    assert quest is not None, [d.to_text() for d in schema_diags]
    diags = check_quest(quest, data)
    errors = {d.code for d in diags if d.is_error}
    if errors - REACH_ERRORS:
        return  # the quest is broken in another way; the engine need not accept it
    solved = solve(quest, players=(1,), max_states=3000, timeout=2.0)
    if solved.solvable:
        assert not errors & REACH_ERRORS, [d.to_text() for d in diags]


def test_quests_built_in_code_are_checked_too():
    """The editor checks its model directly: no raw data, possibly no card at all."""
    from editor.games.tower.model import Cell, HeroStart, Quest, new_quest

    empty = Quest(size=5, cards=[], heroes={"elf": HeroStart((0, 0))})
    codes = [d.code for d in check_quest(empty)]
    assert codes[0] == "T107" and "T111" in codes
    q = new_quest(4)
    q.move_hero("elf", None, (1, 1))
    q.cards[0].set_cell(0, 0, Cell("exit"))
    q.cards[0].set_cell(3, 3, Cell("trap"))
    assert check_quest(q) == []
    q.cards[0].set_cell(1, 0, Cell("trap"))
    q.cards[0].set_cell(0, 1, Cell("trap"))
    q.cards[0].set_cell(1, 1, Cell("trap"))  # the elf now starts on a trap
    assert [d.code for d in check_quest(q)] == ["T110"]
