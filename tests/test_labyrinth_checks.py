"""Every labyrinth legality code (L1xx) on a layout made to trigger it, with its square and pointer."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from editor.games.labyrinth.checks import CODES, check_layout
from editor.games.labyrinth.fileformat import layout_from_dict, layout_from_dict_lenient
from editor.games.labyrinth.model import Layout

# A legal 6 x 6 layout: the spec's example file.
GOOD = {
    "format": "labyrinth/1",
    "size": 6,
    "walls": [{"at": [0, 0], "side": "E"}, {"at": [2, 3], "side": "S"}],
    "rooms": [
        {"number": 1, "at": [2, 2]},
        {"number": 2, "at": [4, 1]},
        {"number": 3, "at": [1, 4]},
        {"number": 4, "at": [5, 3]},
        {"number": 5, "at": [3, 5]},
    ],
}


def with_changes(**changes) -> dict:
    data = copy.deepcopy(GOOD)
    for key, value in changes.items():
        data[key] = value
    return data


def diagnose(data, lenient=False):
    layout = layout_from_dict_lenient(data) if lenient else layout_from_dict(data)
    return check_layout(layout, data)


def only(diags, code):
    found = [d for d in diags if d.code == code]
    assert found, [d.to_text() for d in diags]
    assert all(d.severity == CODES[code][0] for d in found)
    return found


def test_the_good_layout_is_clean_with_and_without_data():
    assert diagnose(GOOD) == []
    assert check_layout(layout_from_dict(GOOD)) == []


def test_L101_size_outside_3_to_12():
    (d,) = only(diagnose(with_changes(size=13), lenient=True), "L101")
    assert d.path == "/size" and "13 x 13" in d.message
    (d,) = only(check_layout(Layout(size=2, rooms={1: (1, 0)})), "L101")
    assert d.is_error


def test_L102_walls_on_the_rim_or_outside():
    walls = GOOD["walls"] + [
        {"at": [5, 2], "side": "E"},
        {"at": [3, 0], "side": "N"},
        {"at": [9, 9], "side": "S"},
    ]
    found = only(diagnose(with_changes(walls=walls)), "L102")
    assert [(d.at, d.path) for d in found] == [
        ((5, 2), "/walls/2"),
        ((3, 0), "/walls/3"),
        ((9, 9), "/walls/4"),
    ]
    assert "square 5,2: the wall on the east side of square 5,2 is on the rim" in found[0].message
    assert "north side of square 3,0" in found[1].message
    assert "outside the 6 x 6 board" in found[2].message
    # without the file, the model's own walls are checked
    model_only = check_layout(layout_from_dict(with_changes(walls=walls)))
    assert [(d.at, d.path) for d in model_only if d.code == "L102"] == [
        ((3, 0), None),
        ((5, 2), None),
        ((9, 9), None),
    ]


def test_L103_a_wall_given_twice_also_from_the_other_side():
    walls = GOOD["walls"] + [{"at": [1, 0], "side": "W"}, {"at": [2, 3], "side": "S"}]
    found = only(diagnose(with_changes(walls=walls)), "L103")
    assert [d.path for d in found] == ["/walls/2", "/walls/3"]
    assert "between squares 0,0 and 1,0 is given twice (entries 1 and 3" in found[0].message


def test_L104_a_room_missing():
    (d,) = only(diagnose(with_changes(rooms=GOOD["rooms"][:2] + GOOD["rooms"][3:])), "L104")
    assert d.path == "/rooms" and "room 3 is missing" in d.message
    (d,) = only(diagnose(with_changes(rooms=[])), "L104")
    assert "rooms 1, 2, 3, 4 and 5 are missing" in d.message


def test_L105_a_room_number_given_twice():
    rooms = GOOD["rooms"] + [{"number": 2, "at": [3, 3]}]
    (d,) = only(diagnose(with_changes(rooms=rooms)), "L105")
    assert d.at == (3, 3) and d.path == "/rooms/5"
    assert "room 2 is given twice (first at square 4,1)" in d.message


def test_L106_a_room_number_outside_1_to_5():
    rooms = GOOD["rooms"] + [{"number": 7, "at": [3, 3]}]
    (d,) = only(diagnose(with_changes(rooms=rooms), lenient=True), "L106")
    assert d.at == (3, 3) and d.path == "/rooms/5"
    layout = layout_from_dict(GOOD)
    layout.rooms[0] = (3, 3)
    assert only(check_layout(layout), "L106")[0].path is None


def test_L107_a_room_outside_the_board():
    rooms = copy.deepcopy(GOOD["rooms"])
    rooms[4]["at"] = [8, 2]
    (d,) = only(diagnose(with_changes(rooms=rooms)), "L107")
    assert d.at == (8, 2) and d.path == "/rooms/4" and "room 5 is outside" in d.message


def test_L108_two_rooms_on_one_square():
    rooms = copy.deepcopy(GOOD["rooms"])
    rooms[3]["at"] = [2, 2]
    (d,) = only(diagnose(with_changes(rooms=rooms)), "L108")
    assert d.at == (2, 2) and d.path == "/rooms/3" and "rooms 1 and 4" in d.message


def test_L109_a_room_on_a_corner():
    rooms = copy.deepcopy(GOOD["rooms"])
    rooms[1]["at"] = [5, 0]
    (d,) = only(diagnose(with_changes(rooms=rooms)), "L109")
    assert d.at == (5, 0) and "room 2 is on the NE corner" in d.message


def test_L110_each_walled_off_region_is_reported_once():
    # the NW corner boxed in alone: its region misses three corners, the rest misses NW
    walls = [{"at": [0, 0], "side": "E"}, {"at": [0, 0], "side": "S"}]
    found = only(diagnose(with_changes(walls=walls)), "L110")
    assert [d.at for d in found] == [(0, 0), (1, 0)]
    assert found[0].message == "square 0,0: the NE, SE and SW corners cannot reach this square"
    assert found[1].message.startswith(
        "square 1,0: the NW corner cannot reach this square and 34 more"
    )
    assert "(holding rooms 1, 2, 3, 4 and 5)" in found[1].message


def test_L110_a_closed_box_no_corner_reaches():
    # squares 2,2 and 3,2 walled in together; room 1 is inside
    walls = [
        {"at": [2, 2], "side": "N"},
        {"at": [3, 2], "side": "N"},
        {"at": [2, 2], "side": "W"},
        {"at": [3, 2], "side": "E"},
        {"at": [2, 2], "side": "S"},
        {"at": [3, 2], "side": "S"},
    ]
    (d,) = only(diagnose(with_changes(walls=walls)), "L110")
    assert d.at == (2, 2)
    assert d.message == (
        "square 2,2: the NW, NE, SE and SW corners cannot reach this square "
        "and 1 more walled off with it (holding room 1)"
    )


def test_L111_more_than_24_walls():
    # an east wall on every square of rows 0..4 but the last column: 25 walls, still connected
    walls = [{"at": [x, y], "side": "E"} for y in range(5) for x in range(5)]
    diags = diagnose(with_changes(walls=walls))
    (d,) = only(diags, "L111")
    assert [x.code for x in diags] == ["L111"] and "25 walls" in d.message
    assert diagnose(with_changes(walls=walls[:24])) == []


def test_L112_a_size_other_than_6_is_only_a_warning():
    data = with_changes(size=8)
    diags = diagnose(data)
    assert [d.code for d in diags] == ["L112"] and not diags[0].is_error


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_has_a_title_and_a_severity(code):
    severity, title = CODES[code]
    assert severity in ("error", "warning") and title
    assert code.startswith("L1")


def test_the_tests_above_cover_every_code():
    source = Path(__file__).read_text(encoding="utf-8")
    assert all(f"def test_{code}_" in source for code in CODES)
