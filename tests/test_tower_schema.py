"""The tower quest JSON Schema and the diagnostics made from its errors."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from editor.core.schema import CODES, MAX_SCHEMA_DIAGNOSTICS
from editor.games import tower
from editor.games.tower import model
from editor.games.tower.fileformat import dumps, quest_from_dict
from editor.games.tower.schema import SCHEMA, schema_diagnostics

SPEC_EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"


@pytest.fixture
def example() -> dict:
    return json.loads(SPEC_EXAMPLE.read_text(encoding="utf-8"))


def _object_schemas(node):
    if isinstance(node, dict):
        if node.get("type") == "object":
            yield node
        for value in node.values():
            yield from _object_schemas(value)
    elif isinstance(node, list):
        for value in node:
            yield from _object_schemas(value)


def test_schema_is_a_strict_draft_2020_12_schema():
    schema = SCHEMA.load()
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].endswith("tower-quest-1.schema.json")
    objects = list(_object_schemas(schema))
    assert len(objects) >= 5  # quest, heroes, start, card, cell, edge
    for obj in objects:
        assert obj.get("additionalProperties") is False, obj.get("description")
    assert SCHEMA.file.parent.name == "schemas"


def test_every_field_is_described():
    schema = SCHEMA.load()
    for name, sub in schema["properties"].items():
        assert "description" in sub, name
    for name in ("start", "card", "cell", "edge", "point", "door", "hero"):
        assert schema["$defs"][name].get("description"), name


def test_schema_enums_match_the_model():
    schema = SCHEMA.load()
    defs = schema["$defs"]
    assert tuple(defs["hero"]["enum"]) == model.HEROES
    assert tuple(schema["properties"]["heroes"]["properties"]) == model.HEROES
    assert tuple(defs["cell"]["properties"]["type"]["enum"]) == model.LISTED_CELL_TYPES
    assert tuple(defs["edge"]["properties"]["type"]["enum"]) == model.EDGE_TYPES
    assert tuple(defs["edge"]["properties"]["side"]["enum"]) == model.SIDES
    assert tuple(schema["properties"]["side"]["enum"]) == model.QUEST_SIDES
    assert schema["properties"]["format"]["const"] == tower.FORMAT
    size = schema["properties"]["size"]
    assert (size["minimum"], size["maximum"]) == (model.MIN_SIZE, model.MAX_SIZE)
    assert defs["coordinate"]["maximum"] == model.MAX_SIZE - 1
    cols, rows = schema["properties"]["slots"]["prefixItems"]
    assert cols["maximum"] == rows["maximum"] == model.MAX_SLOTS
    assert schema["properties"]["cards"]["maxItems"] == model.MAX_CARDS
    assert (defs["door"]["minimum"], defs["door"]["maximum"]) == (
        model.DOOR_NUMBERS[0],
        model.DOOR_NUMBERS[-1],
    )


def test_validator_is_built_once():
    assert SCHEMA.validator() is SCHEMA.validator()


def test_spec_example_and_canonical_saves_conform(example):
    assert schema_diagnostics(example) == []
    canonical = json.loads(dumps(quest_from_dict(example)))
    assert schema_diagnostics(canonical) == []


def test_minimal_quest_conforms():
    data = {
        "format": "tower-quest/1",
        "size": 3,
        "heroes": {"elf": {"at": [0, 0]}},
        "cards": [{"id": "A", "slot": [0, 0]}],
    }
    assert schema_diagnostics(data) == []


def mutate(data: dict, pointer: str, value=..., delete=False) -> dict:
    """A copy of ``data`` with the value at ``pointer`` replaced (or deleted)."""
    out = copy.deepcopy(data)
    parts = [int(p) if p.isdigit() else p for p in pointer.strip("/").split("/")]
    node = out
    for p in parts[:-1]:
        node = node[p]
    if delete:
        del node[parts[-1]]
    else:
        node[parts[-1]] = value
    return out


# (pointer, new value or DELETE, code, pointer reported, words in the message)
DELETE = object()
CASES = [
    ("/size", "5", "S001", "/size", ['"size" must be a whole number', 'not "5"']),
    ("/size", 5.0, "S001", "/size", ["whole number"]),
    ("/difficulty", True, "S001", "/difficulty", ["whole number", "not true"]),
    (
        "/cards/0/cells/2/door",
        7,
        "S005",
        "/cards/0/cells/2/door",
        ["cell 3,2 on card A", "from 1 to 5"],
    ),
    ("/size", 13, "S005", "/size", ["from 3 to 12", "not 13"]),
    ("/cards/0/rotation", 4, "S005", "/cards/0/rotation", ["card A", "from 0 to 3"]),
    ("/cards/0/cells/0/at", [5, -1], "S005", "/cards/0/cells/0/at/1", ['"at" y', "from 0 to 11"]),
    (
        "/heroes/dwarf/at",
        [1],
        "S006",
        "/heroes/dwarf/at",
        ["start of the dwarf", "two whole numbers"],
    ),
    ("/cards", [], "S006", "/cards", ["at least 1"]),
    ("/heroes", {}, "S006", "/heroes", ["at least one hero"]),
    ("/cards/0/id", "", "S006", "/cards/0/id", ["must not be empty"]),
    ("/format", "tower-quest/2", "S004", "/format", ['"tower-quest/1"', "tower-quest/2"]),
    ("/side", "Epic", "S004", "/side", ['did you mean "epic"']),
    (
        "/cards/0/cells/3/type",
        "armoury",
        "S004",
        "/cards/0/cells/3/type",
        ['"armory"', "cell 1,2 on card A"],
    ),
    ("/cards/0/edges/0/side", "north", "S004", "/cards/0/edges/0/side", ['"N"', "edge at 2,1"]),
    ("/colour", "red", "S003", "/colour", ['unknown key "colour"']),
    (
        "/cards/0/cells/0/colour",
        1,
        "S003",
        "/cards/0/cells/0/colour",
        ['unknown key "colour"', "cell 2,0 on card A"],
    ),
    ("/cards/0/edges/0/sde", "N", "S003", "/cards/0/edges/0/sde", ['did you mean "side"']),
    (
        "/heroes/wizard",
        {"at": [0, 0]},
        "S003",
        "/heroes/wizard",
        ['unknown hero "wizard"', '"sister"'],
    ),
    ("/heroes/elff", {"at": [0, 0]}, "S003", "/heroes/elff", ['did you mean "elf"']),
    ("/size", DELETE, "S002", "/size", ['no "size"']),
    ("/cards/0/slot", DELETE, "S002", "/cards/0/slot", ["card A", '"slot" is missing']),
    (
        "/cards/0/cells/2/door",
        DELETE,
        "S002",
        "/cards/0/cells/2/door",
        ["a key needs a", "cell 3,2"],
    ),
    (
        "/cards/0/cells/3/hero",
        DELETE,
        "S002",
        "/cards/0/cells/3/hero",
        ['an armory needs a "hero"'],
    ),
    ("/cards/0/edges/0/door", DELETE, "S002", "/cards/0/edges/0/door", ['a door needs a "door"']),
    (
        "/cards/0/edges/1/door",
        2,
        "S007",
        "/cards/0/edges/1/door",
        ['only a door takes a "door"', "wall"],
    ),
    (
        "/cards/0/cells/0/door",
        2,
        "S007",
        "/cards/0/cells/0/door",
        ['an "exit" cell takes no "door"'],
    ),
    (
        "/cards/0/cells/2/hero",
        "elf",
        "S007",
        "/cards/0/cells/2/hero",
        ['a "key" cell takes no "hero"'],
    ),
]


@pytest.mark.parametrize(
    "pointer,value,code,where,words", CASES, ids=[f"{c[2]}{c[0]}" for c in CASES]
)
def test_schema_error_becomes_a_plain_diagnostic(example, pointer, value, code, where, words):
    data = (
        mutate(example, pointer, delete=True)
        if value is DELETE
        else mutate(example, pointer, value)
    )
    diags = schema_diagnostics(data)
    matching = [d for d in diags if d.code == code and d.path == where]
    assert matching, [(d.code, d.path, d.message) for d in diags]
    d = matching[0]
    assert d.is_error
    for word in words:
        assert word in d.message, d.message
    assert "Additional properties" not in d.message and "is not of type" not in d.message


def test_card_and_cell_are_filled_inside_a_card(example):
    data = mutate(example, "/cards/0/cells/2/door", 9)
    (d,) = schema_diagnostics(data)
    assert (d.card, d.at) == ("A", (3, 2))
    data = mutate(example, "/heroes/elf/at", [1, "x"])
    (d,) = schema_diagnostics(data)
    assert d.card == "A" and d.at is None and d.path == "/heroes/elf/at/1"


def test_each_unknown_key_is_its_own_diagnostic(example):
    data = dict(example, colour=1, shape=2)
    assert sorted(d.path for d in schema_diagnostics(data)) == ["/colour", "/shape"]


def test_wrong_type_is_said_once(example):
    diags = schema_diagnostics(mutate(example, "/size", 4.5))
    assert [d.code for d in diags] == ["S001"]


def test_not_an_object():
    for value in ([], "quest", 3, None):
        (d,) = schema_diagnostics(value)
        assert d.code == "S001" and d.path == "" and "JSON object" in d.message


def test_many_errors_are_capped(example):
    data = mutate(example, "/cards/0/void", [["x", "y"]] * 500)
    diags = schema_diagnostics(data)
    assert len(diags) <= MAX_SCHEMA_DIAGNOSTICS + 1
    assert diags[-1].code == "S010"


def test_every_schema_code_can_fire():
    fired = {case[2] for case in CASES} | {"S010"}
    assert fired == set(CODES)
