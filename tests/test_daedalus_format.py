"""Daedalus: the maze file (RULES.md section 4), its schema messages and the checks (section 6)."""

from __future__ import annotations

import json

import pytest

from editor.core.validate import examine, load_file
from editor.games.daedalus.checks import CODES, check_maze, phases_words
from editor.games.daedalus.fileformat import dumps, loads, maze_from_dict_lenient
from editor.games.daedalus.model import Maze

SPEC_EXAMPLE = {
    "format": "daedalus/1",
    "title": "The spiral",
    "author": "someone",
    "rings": 6,
    "sectors": 24,
    "phase": 0,
    "radial": [{"ring": 0, "sector": 3}, {"ring": 2, "sector": 17}],
    "arcs": [{"boundary": 1, "sector": 0}, {"boundary": 6, "sector": 12}],
}


def check(data) -> list:
    """The diagnostics of parsed JSON, as `validate` gives them."""
    return examine(data, "maze.daedalus.json").diagnostics


def codes(data) -> list[str]:
    return [d.code for d in check(data)]


def with_(**changes) -> dict:
    data = json.loads(json.dumps(SPEC_EXAMPLE))
    data.update(changes)
    return data


# -- the file ---------------------------------------------------------------------------


def test_the_spec_example_loads_and_saves_canonically():
    loaded = examine(SPEC_EXAMPLE, "spiral.daedalus.json")
    assert loaded.ok and loaded.diagnostics == []
    maze = loaded.model
    assert maze.radial == {(0, 3), (2, 17)} and maze.arcs == {(1, 0), (6, 12)}
    assert dumps(maze) == (
        "{\n"
        '  "format": "daedalus/1",\n'
        '  "title": "The spiral",\n'
        '  "author": "someone",\n'
        '  "rings": 6,\n'
        '  "sectors": 24,\n'
        '  "phase": 0,\n'
        '  "radial": [\n'
        '    {"ring": 0, "sector": 3},\n'
        '    {"ring": 2, "sector": 17}\n'
        "  ],\n"
        '  "arcs": [\n'
        '    {"boundary": 1, "sector": 0},\n'
        '    {"boundary": 6, "sector": 12}\n'
        "  ]\n"
        "}\n"
    )
    assert loads(dumps(maze)) == maze


def test_defaults_fill_in_and_are_written_and_walls_are_sorted():
    maze = loads(
        '{"format": "daedalus/1", "radial": [{"ring": 3, "sector": 1}, '
        '{"ring": 1, "sector": 9}], "arcs": []}'
    )
    assert (maze.rings, maze.sectors, maze.phase) == (6, 24, 0)
    text = dumps(maze)
    assert '"rings": 6' in text and '"phase": 0' in text and '"arcs": []' in text
    assert text.index('"ring": 1') < text.index('"ring": 3')
    assert dumps(loads(text)) == text


def test_the_lenient_loader_keeps_what_it_understands():
    maze = maze_from_dict_lenient(
        {
            "rings": 40,
            "sectors": 23,
            "phase": 30,
            "title": 7,
            "radial": [{"ring": 1, "sector": 2}, {"ring": 12, "sector": 0}, "wall", {"ring": 1}],
            "arcs": [{"boundary": 10, "sector": 21}, {"boundary": 11, "sector": 0}],
        }
    )
    assert (maze.rings, maze.sectors, maze.phase, maze.title) == (10, 22, 0, None)
    assert maze.radial == {(1, 2)} and maze.arcs == {(10, 21)}
    assert maze_from_dict_lenient([1, 2]) == Maze()
    assert maze_from_dict_lenient({"sectors": 2.0, "rings": "x"}).sectors == 8


# -- schema messages ----------------------------------------------------------------------


def test_schema_errors_name_the_key_and_the_wall():
    (d,) = check(with_(rings="six"))
    assert (d.code, d.path) == ("S001", "/rings")
    assert d.message == '"rings" must be a whole number, not "six"'
    (d,) = check(with_(radial=[{"ring": 2, "sector": -1}]))
    assert (d.code, d.at) == ("S005", (2, -1))
    assert d.message == (
        'radial wall at ring 2, sector -1: "sector" must be a whole number from 0 to 47, not -1'
    )
    (d,) = check(with_(arcs=[{"boundary": 3, "sector": 4, "side": "E"}]))
    assert d.code == "S003" and "arc on boundary 3 over film sector 4" in d.message
    assert codes(with_(radial=[{"ring": 1}])) == ["S002"]


def test_a_wrong_format_is_no_maze():
    assert codes(with_(format="daedalus/2")) == ["V001"]


# -- the checks ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "code", "message"),
    [
        ({"rings": 2}, "D101", "the board has 2 rings; a maze has 3 to 10 rings"),
        ({"rings": 11}, "D101", "the board has 11 rings; a maze has 3 to 10 rings"),
        (
            {"sectors": 25},
            "D102",
            "the board has 25 sectors; a maze has an even number of sectors from 8 to 48",
        ),
        (
            {"sectors": 50},
            "D102",
            "the board has 50 sectors; a maze has an even number of sectors from 8 to 48",
        ),
        ({"phase": 24}, "D103", "the phase is 24; on a board of 24 sectors it is 0 to 23"),
        ({"phase": 99}, "D103", "the phase is 99; on a board of 24 sectors it is 0 to 23"),
    ],
)
def test_board_numbers_out_of_range_are_named_by_the_checks(changes, code, message):
    (d,) = check(with_(**changes))
    assert (d.code, d.message, d.path) == (code, message, "/" + next(iter(changes)))


def test_walls_beyond_this_board_are_named_with_the_board_s_range():
    (d,) = check(with_(sectors=12, radial=[{"ring": 2, "sector": 17}], arcs=[]))
    assert d.code == "D104" and d.path == "/radial/0"
    assert d.message == (
        "radial wall at ring 2, sector 17: sector 17 is not one of this board's sectors 0 to 11"
    )
    (d,) = check(with_(rings=4, arcs=[{"boundary": 6, "sector": 12}]))
    assert d.code == "D105"
    assert "boundary 6 is not one of this board's boundaries 0 to 4" in d.message


def test_a_wall_given_twice_is_reported_on_the_second_entry():
    data = with_(
        radial=[{"ring": 2, "sector": 17}, {"ring": 0, "sector": 3}, {"ring": 2, "sector": 17}]
    )
    (d,) = check(data)
    assert (d.code, d.at, d.path) == ("D106", (2, 17), "/radial/2")
    assert (
        d.message == 'radial wall at ring 2, sector 17: given twice (entries 1 and 3 of "radial")'
    )
    (d,) = check(with_(phase=2, arcs=[{"boundary": 4, "sector": 7}] * 2))
    # an arc points at the field just inside it, where it lies at the file's phase
    assert (d.code, d.at, d.path) == ("D107", (4, 9), "/arcs/1")


def test_an_unplayable_maze_says_why():
    (d,) = [d for d in check(with_(arcs=[{"boundary": 0, "sector": s} for s in range(24)]))]
    assert d.code == "D108"
    assert d.message == (
        "no entrance field lets a lone soldier reach the chamber and get back out: a soldier "
        "from sector 0 reaches the chamber but none gets back out with the treasure"
    )


def test_death_traps_and_closed_entrances_warn_naming_the_field():
    maze = Maze(radial={(0, 4), (0, 5)}, arcs={(1, 4)})
    found = check_maze(maze)
    assert [(d.code, d.at) for d in found] == [("D110", (0, 5)), ("D109", (0, 5))]
    assert found[0].message == (
        "ring 0, sector 5: the full trip is impossible from this entrance field: a soldier "
        "placed here never reaches the chamber alive"
    )
    assert found[1].message == (
        "ring 0, sector 5: a death trap at phase 1 (a soldier without the treasure has no "
        "step there and dies)"
    )
    assert all(d.severity == "warning" for d in found)


def test_phases_are_said_in_runs():
    assert phases_words([3]) == "phase 3"
    assert phases_words([3, 4, 5, 9]) == "phases 3-5 and 9"
    assert phases_words([0, 2, 4]) == "phases 0, 2 and 4"


def test_a_board_other_than_the_box_warns():
    (d,) = check_maze(Maze(rings=4, sectors=12))
    assert d.code == "D111" and d.severity == "warning"


def test_the_codes_are_the_rules_documents_table():
    from editor.core import registry

    rules = registry.by_name("daedalus").rules_text()
    for code, (severity, _) in CODES.items():
        assert f"| {code} | {severity} |" in rules


# -- bad files ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "F003"),
        ("{not json", "F005"),
        ('{"format": "daedalus/1", "format": "daedalus/1"}', "F006"),
        ("[1, 2]", "V001"),
    ],
)
def test_an_unreadable_file_gets_a_message_naming_the_file(tmp_path, text, code):
    path = tmp_path / "bad.daedalus.json"
    path.write_text(text, encoding="utf-8")
    (d,) = load_file(path).diagnostics
    assert d.code == code and d.file == str(path)
    assert d.to_text().startswith(f"{path}")
