"""The shipped labyrinth layouts: schema-valid, canonical, legal, and their notes true."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from editor.games.labyrinth.checks import check_layout
from editor.games.labyrinth.fileformat import dumps, layout_from_dict
from editor.games.labyrinth.results import solve

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "library" / "labyrinth"
FILES = sorted(FOLDER.glob("*.labyrinth.json"))
SCHEMA = json.loads((ROOT / "schemas" / "labyrinth-1.schema.json").read_text(encoding="utf-8"))


def load(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    return data, layout_from_dict(data)


def test_the_library_holds_the_layouts_asked_for():
    assert len(FILES) >= 6
    assert [p.name[:3] for p in FILES] == [f"{i:02d}-" for i in range(1, len(FILES) + 1)]
    assert all(re.fullmatch(r"\d\d-[a-z0-9-]+\.labyrinth\.json", p.name) for p in FILES)
    layouts = {p.name: load(p)[1] for p in FILES}
    sizes = {layout.size for layout in layouts.values()}
    assert 4 in sizes and 6 in sizes and sizes & {8, 10, 12}
    assert any(lay.size == 6 and len(lay.walls) == 24 for lay in layouts.values())
    spreads = {name: solve(lay).spread_4() for name, lay in layouts.items()}
    fair, unfair = "03-fair-shares.labyrinth.json", "04-home-advantage.labyrinth.json"
    six = [name for name, lay in layouts.items() if lay.size == 6]
    assert spreads[fair] == min(spreads[n] for n in six)
    assert spreads[unfair] == max(spreads.values()) and spreads[unfair] >= 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_layout_is_schema_valid_canonical_and_legal(path):
    from jsonschema import Draft202012Validator

    text = path.read_text(encoding="utf-8")
    data, layout = load(path)
    assert list(Draft202012Validator(SCHEMA).iter_errors(data)) == []
    assert dumps(layout) == text
    diags = check_layout(layout, data)
    expected = set()
    if len(layout.walls) > 24:
        expected.add("L111")
    if layout.size != 6:
        expected.add("L112")
    assert {d.code for d in diags} == expected, [d.to_text() for d in diags]
    assert not any(d.is_error for d in diags)
    assert layout.title and layout.author == "Mazewright team"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_numbers_in_the_notes_are_the_solvers(path):
    _, layout = load(path)
    assert layout.notes.endswith(" Solver: " + solve(layout).summary() + ".")
