"""The wandering-setup/1 file format: the spec's example, canonical saving, the schema's
messages, the lenient loader, and bad files told apart without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from editor.core.validate import load_file
from editor.games.wandering.fileformat import dumps, loads, setup_from_dict_lenient
from editor.games.wandering.model import Course, SetUp, StartPositions

ROOT = Path(__file__).resolve().parents[1]

#: The spec's example (section 4), as the spec writes it.
EXAMPLE = {
    "format": "wandering-setup/1",
    "title": "First magic tower game",
    "players": 3,
    "modules": ["elixir-fountain", "spiderweb", "magic-tower"],
    "webs": ["A"],
    "spells": [
        "move-wizard-1-3",
        "free-a-wizard",
        "move-tower-6",
        "headwind-for-towers",
        "move-wizard-onto-magic-tower",
    ],
    "custom_spells": [{"id": "gust", "needs": ["raven"]}],
    "course": {"landscape_tiles": 4, "spaces_per_tile": 4},
    "start": {"towers": [1, 2, 3, 4, 6, 7, 8, 9, 10], "magic_tower": 11},
}

CANONICAL = """{
  "format": "wandering-setup/1",
  "title": "First magic tower game",
  "players": 3,
  "modules": ["elixir-fountain", "spiderweb", "magic-tower"],
  "webs": ["A"],
  "spells": [
    "move-wizard-1-3",
    "free-a-wizard",
    "move-tower-6",
    "headwind-for-towers",
    "move-wizard-onto-magic-tower"
  ],
  "custom_spells": [
    {"id": "gust", "needs": ["raven"]}
  ],
  "course": {"landscape_tiles": 4, "spaces_per_tile": 4},
  "start": {"towers": [1, 2, 3, 4, 6, 7, 8, 9, 10], "magic_tower": 11}
}
"""


def write(tmp_path, data, name="x.setup.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_the_spec_example_is_legal_and_saves_canonically(tmp_path):
    loaded = load_file(write(tmp_path, EXAMPLE))
    assert loaded.ok and loaded.diagnostics == []
    assert dumps(loaded.model) == CANONICAL
    assert dumps(loads(CANONICAL)) == CANONICAL


def test_saving_leaves_out_what_is_not_given_and_keeps_order():
    s = SetUp(players=2, modules=("raven", "hag"), course=Course(5, 2))
    assert json.loads(dumps(s)) == {
        "format": "wandering-setup/1",
        "players": 2,
        "modules": ["raven", "hag"],
        "course": {"landscape_tiles": 5, "spaces_per_tile": 2},
    }
    s.webs = ()
    s.start = StartPositions((9, 1, 2, 3, 4, 5, 6, 7, 8))
    data = json.loads(dumps(s))
    assert data["webs"] == [] and data["start"] == {"towers": [9, 1, 2, 3, 4, 5, 6, 7, 8]}
    assert loads(dumps(s)) == s


def test_an_empty_spell_list_says_what_no_list_says():
    data = dict(EXAMPLE, spells=[], custom_spells=[])
    s = loads(json.dumps(data))
    assert "spells" not in json.loads(dumps(s)) and "custom_spells" not in json.loads(dumps(s))


def test_the_schema_names_the_place(tmp_path):
    data = json.loads(json.dumps(EXAMPLE))
    data["custom_spells"][0]["needs"] = ["dragon"]
    data["course"]["spaces_per_tile"] = 0
    data["start"]["tower"] = [1]
    path = write(tmp_path, data)
    texts = [d.to_text() for d in load_file(path).diagnostics]
    assert texts == [
        f'{path}:/course/spaces_per_tile: S005 error: the course: "spaces_per_tile" must be '
        "a whole number from 1 to 16, not 0",
        f'{path}:/custom_spells/0/needs/0: S004 error: custom spell "gust": entry number 1 of '
        '"needs" must be one of "elixir-fountain", "spiderweb", "hag", "raven" or '
        '"magic-tower", not "dragon"',
        f'{path}:/start/tower: S003 error: unknown key "tower" in the start '
        '(did you mean "towers"?)',
    ]


def test_the_lenient_loader_keeps_what_it_understands():
    data = {
        "format": "wandering-setup/1",
        "players": 9,
        "modules": ["hag", "dragon", 3, "raven"],
        "webs": ["A", "C"],
        "spells": ["gust", "", None],
        "custom_spells": [{"id": "gust", "needs": ["raven", "x"]}, {"needs": []}, "y"],
        "course": {"landscape_tiles": 500, "spaces_per_tile": "four"},
        "start": {"towers": [1, 2.0, -3, "x"], "magic_tower": -1},
        "title": 7,
    }
    s = setup_from_dict_lenient(data)
    assert s.players == 6 and s.modules == ("hag", "raven") and s.webs == ("A",)
    assert s.spells == ("gust",) and [c.id for c in s.custom_spells] == ["gust"]
    assert s.custom_spells[0].needs == ("raven",)
    assert s.course == Course(64, 4)
    assert s.start == StartPositions((1, 2), None) and s.title is None
    for junk in (None, [], "x", 3, {"start": {"towers": "no"}}):
        assert setup_from_dict_lenient(junk) == SetUp()


def _validate(*paths):
    return subprocess.run(
        [sys.executable, "-m", "editor", "validate", *map(str, paths)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


def test_bad_files_get_messages_naming_file_and_place_never_a_traceback(tmp_path):
    broken = write(tmp_path, '{"format": "wandering-setup/1", "players": 3,', "cut.setup.json")
    wrong = write(tmp_path, dict(EXAMPLE, players="3", modules="all"), "wrong.setup.json")
    rules = write(tmp_path, dict(EXAMPLE, modules=["spiderweb", "magic-tower"]), "rules.setup.json")
    done = _validate(broken, wrong, rules)
    assert done.returncode == 1
    assert "Traceback" not in done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith(f"{broken}:") and "F005" in line for line in lines)
    assert f'{wrong}:/modules: S001 error: "modules" must be a list [...], not "all"' in lines
    assert f'{wrong}:/players: S001 error: "players" must be a whole number, not "3"' in lines
    assert any(line.startswith(f"{rules}:/modules/0: W101 error") for line in lines)
