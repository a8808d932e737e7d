"""The mall/1 file: canonical saving, lenient reading, schema and check messages."""

from __future__ import annotations

import json
from pathlib import Path

from mallbuild import data, space, tile, wall

from editor.core.validate import examine, load_file
from editor.games.mall.checks import check_scenario
from editor.games.mall.fileformat import dumps, scenario_from_dict, scenario_from_dict_lenient

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = sorted((ROOT / "library" / "mall").glob("*.mall.json"))


def _two_tiles() -> dict:
    return data(
        [
            tile("S", [space(2, 0, "explore", "elf")], [wall(1, 0, "W")], start=True),
            tile("A", [space(3, 0, "exit"), space(0, 0, "item", "elf")]),
        ],
        {"elf": (1, 1)},
        deck=["A"],
    )


def test_the_library_has_eight_scenarios_each_clean():
    assert len(LIBRARY) >= 8
    for path in LIBRARY:
        loaded = load_file(path)
        assert loaded.ok and loaded.diagnostics == [], path.name


def test_saving_is_canonical():
    text = dumps(scenario_from_dict(_two_tiles()))
    saved = json.loads(text)
    # a wall on the west of 1,0 is the east side of 0,0; spaces go by row then column
    assert saved["tiles"][0]["walls"] == [{"at": [0, 0], "side": "E"}]
    assert [s["at"] for s in saved["tiles"][1]["spaces"]] == [[0, 0], [3, 0]]
    assert list(saved) == ["format", "tiles", "start", "heroes", "deck", "placed"]
    assert '{"at": [0, 0], "type": "item", "hero": "elf"}' in text
    assert dumps(scenario_from_dict(saved)) == text


def test_a_border_wall_stays_on_its_side():
    d = _two_tiles()
    d["tiles"][0]["walls"] = [wall(0, 0, "N")]
    assert scenario_from_dict(d).tiles[0].walls == [(0, 0, "N")]


def test_lenient_reading_keeps_what_it_understands():
    d = _two_tiles()
    d["tiles"][1]["spaces"].append({"at": [9, 9], "type": "item", "hero": "elf"})
    d["tiles"][1]["spaces"].append({"at": [1, 1], "type": "vortex"})
    d["start"]["rotation"] = "twice"
    d["timer"] = -4
    s = scenario_from_dict_lenient(d)
    assert [sp.at for sp in s.tiles[1].spaces] == [(0, 0), (3, 0)]
    assert s.rotation == 0 and s.timer is None and s.deck == ["A"]
    assert scenario_from_dict_lenient([1, 2]).tiles == []


def test_a_coloured_space_without_its_hero_names_the_tile_and_space():
    d = _two_tiles()
    d["tiles"][1]["spaces"].append({"at": [1, 2], "type": "vortex"})
    (diag,) = examine(d, "x.mall.json").diagnostics
    assert (diag.code, diag.card, diag.at) == ("S002", "A", (1, 2))
    assert (
        diag.message == 'space 1,2 on tile A: a "vortex" space needs a "hero" (whose colour it is)'
    )


def test_an_unknown_hero_gets_a_suggestion():
    d = _two_tiles()
    d["heroes"]["dwarff"] = [2, 2]
    (diag,) = examine(d, "x.mall.json").diagnostics
    assert diag.code == "S003" and 'did you mean "dwarf"' in diag.message


def test_checks_name_the_tile_and_space():
    d = _two_tiles()
    d["tiles"][1]["spaces"].append(space(1, 3, "explore", "elf"))  # the entry
    d["tiles"][0]["walls"].append(wall(2, 0, "N"))  # across the start tile's passage
    found = {(x.code, x.card, x.at) for x in check_scenario(scenario_from_dict(d))}
    assert found == {("M101", "A", (1, 3)), ("M104", "S", (2, 0))}


def test_a_wall_on_a_non_start_tiles_entry_is_on_a_passage():
    d = _two_tiles()
    d["tiles"][1]["walls"] = [wall(1, 3, "S")]
    codes = [x.code for x in check_scenario(scenario_from_dict(d))]
    assert codes == ["M104"]
    d["tiles"][1]["walls"] = [wall(0, 3, "S")]  # the border beside it: allowed
    assert check_scenario(scenario_from_dict(d)) == []


def test_items_and_exits_are_looked_for_on_used_tiles_only():
    d = _two_tiles()
    d["deck"] = []
    d["tiles"][1]["id"] = "spare"
    codes = sorted(x.code for x in check_scenario(scenario_from_dict(d)))
    assert codes == ["M114", "M115", "M118"]
