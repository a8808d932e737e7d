"""The labyrinth/1 file format: canonical edges, canonical saving, the schema, the lenient loader."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core.diagnostics import Diagnostic
from editor.games.labyrinth.checks import check_layout
from editor.games.labyrinth.fileformat import (
    dumps,
    layout_from_dict,
    layout_from_dict_lenient,
    loads,
)
from editor.games.labyrinth.model import (
    CORNERS,
    Layout,
    canonical_edge,
    corner_squares,
    edge_between,
    edge_squares,
)

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "schemas" / "labyrinth-1.schema.json").read_text(encoding="utf-8"))
LIBRARY = sorted((ROOT / "library" / "labyrinth").glob("*.labyrinth.json"))

# The spec's example file (section 5).
EXAMPLE = {
    "format": "labyrinth/1",
    "title": "Crooked corridors",
    "author": "someone",
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

CANONICAL = """{
  "format": "labyrinth/1",
  "title": "Crooked corridors",
  "author": "someone",
  "notes": "Two walls.",
  "size": 6,
  "walls": [
    {"at": [0, 0], "side": "E"},
    {"at": [2, 3], "side": "S"}
  ],
  "rooms": [
    {"number": 1, "at": [2, 2]},
    {"number": 2, "at": [4, 1]},
    {"number": 3, "at": [1, 4]},
    {"number": 4, "at": [5, 3]},
    {"number": 5, "at": [3, 5]}
  ]
}
"""


def validator():
    from jsonschema import Draft202012Validator

    return Draft202012Validator(SCHEMA)


# -- model -------------------------------------------------------------------------------


def test_every_side_names_one_canonical_edge():
    # the N side of 2,3 is the S side of 2,2; the W side of 2,3 the E side of 1,3
    assert canonical_edge(2, 3, "N") == (2, 2, "S")
    assert canonical_edge(2, 3, "W") == (1, 3, "E")
    assert canonical_edge(2, 3, "E") == (2, 3, "E")
    assert canonical_edge(2, 3, "S") == (2, 3, "S")
    assert edge_squares((1, 3, "E")) == ((1, 3), (2, 3))
    assert edge_between((2, 3), (2, 2)) == (2, 2, "S")
    assert edge_between((2, 3), (3, 4)) is None


def test_corners_in_spec_order():
    assert tuple(corner_squares(6)) == CORNERS == ("NW", "NE", "SE", "SW")
    assert corner_squares(6) == {"NW": (0, 0), "NE": (5, 0), "SE": (5, 5), "SW": (0, 5)}


def test_walls_block_both_ways_and_the_rim_is_closed():
    layout = Layout(size=3, walls={canonical_edge(1, 1, "N")})
    assert not layout.open_between((1, 1), (1, 0))
    assert not layout.open_between((1, 0), (1, 1))
    assert layout.open_between((1, 1), (2, 1))
    assert not layout.open_between((0, 0), (1, 1))  # diagonal
    assert not layout.open_between((0, 0), (-1, 0))  # off the board
    assert layout.open_neighbours((1, 1)) == [(2, 1), (1, 2), (0, 1)]
    assert layout.neighbours((0, 0)) == [(1, 0), (0, 1)]


# -- loading and saving ------------------------------------------------------------------


def test_canonical_text_round_trips_byte_for_byte():
    assert dumps(loads(CANONICAL)) == CANONICAL


def test_any_side_loads_and_saves_as_east_or_south():
    data = copy.deepcopy(EXAMPLE)
    # the same two walls, named from the other square, in another order
    data["walls"] = [{"at": [2, 4], "side": "N"}, {"at": [1, 0], "side": "W"}]
    data["rooms"].reverse()
    layout = layout_from_dict(data)
    assert layout.walls == {(0, 0, "E"), (2, 3, "S")}
    assert layout.rooms[1] == (2, 2)
    text = dumps(layout)
    assert json.loads(text)["walls"] == EXAMPLE["walls"]
    assert json.loads(text)["rooms"] == EXAMPLE["rooms"]
    assert dumps(loads(text)) == text


def test_size_defaults_to_six_and_is_always_saved():
    data = copy.deepcopy(EXAMPLE)
    del data["size"]
    layout = layout_from_dict(data)
    assert layout.size == 6
    assert json.loads(dumps(layout))["size"] == 6


def test_a_rim_wall_survives_saving_in_a_valid_form():
    # N side of a top-row square: the model keeps it (checks report it), saving writes it back
    data = copy.deepcopy(EXAMPLE)
    data["walls"].append({"at": [3, 0], "side": "N"})
    text = dumps(layout_from_dict(data))
    assert {"at": [3, 0], "side": "N"} in json.loads(text)["walls"]
    assert list(validator().iter_errors(json.loads(text))) == []
    assert dumps(loads(text)) == text


def test_empty_lists_and_key_order():
    layout = Layout(size=4, title="t")
    text = dumps(layout)
    assert list(json.loads(text)) == ["format", "title", "size", "walls", "rooms"]
    assert '"walls": []' in text and text.endswith("}\n")


# -- schema ------------------------------------------------------------------------------


def test_schema_accepts_the_spec_example_and_refuses_other_keys():
    v = validator()
    assert list(v.iter_errors(EXAMPLE)) == []
    for key, value in (("extra", 1), ("size", 13), ("size", 2), ("format", "labyrinth/2")):
        data = copy.deepcopy(EXAMPLE)
        data[key] = value
        assert list(v.iter_errors(data)), (key, value)
    for broken in (
        {"at": [0, 0], "side": "X"},
        {"at": [12, 0], "side": "E"},
        {"at": [0, 0]},
        {"at": [0, 0], "side": "E", "type": "wall"},
    ):
        data = copy.deepcopy(EXAMPLE)
        data["walls"].append(broken)
        assert list(v.iter_errors(data)), broken
    data = copy.deepcopy(EXAMPLE)
    data["rooms"][0]["number"] = 6
    assert list(v.iter_errors(data))
    for key in ("format", "walls", "rooms"):
        data = copy.deepcopy(EXAMPLE)
        del data[key]
        assert list(v.iter_errors(data)), key


def test_schema_is_strict_draft_2020_12_and_matches_the_model():
    from jsonschema import Draft202012Validator

    from editor.games.labyrinth import model

    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["$id"].endswith("labyrinth-1.schema.json")
    objects = [SCHEMA, SCHEMA["$defs"]["wall"], SCHEMA["$defs"]["room"]]
    assert all(obj["additionalProperties"] is False for obj in objects)
    assert all("description" in sub for sub in SCHEMA["properties"].values())
    assert all(d.get("description") for d in SCHEMA["$defs"].values())
    props, defs = SCHEMA["properties"], SCHEMA["$defs"]
    assert props["format"]["const"] == model.FORMAT
    assert (props["size"]["minimum"], props["size"]["maximum"]) == (model.MIN_SIZE, model.MAX_SIZE)
    assert defs["coordinate"]["maximum"] == model.MAX_SIZE - 1
    assert tuple(defs["wall"]["properties"]["side"]["enum"]) == model.SIDES
    number = defs["room"]["properties"]["number"]
    assert (number["minimum"], number["maximum"]) == (min(model.ROOMS), max(model.ROOMS))


# -- lenient loading ---------------------------------------------------------------------


def test_lenient_loader_keeps_what_it_understands():
    data = {
        "format": 7,
        "title": ["not text"],
        "size": 40,
        "walls": [
            {"at": [0, 0], "side": "E"},
            {"at": [11, 3], "side": "E"},  # the rim of the capped 12 x 12 board
            {"at": "x", "side": "E"},
            "junk",
            {"at": [2.0, 2], "side": "S"},
        ],
        "rooms": [
            {"number": 1, "at": [3, 3]},
            {"number": 1, "at": [4, 4]},
            {"number": 9, "at": [5, 5]},
            {"number": 2, "at": [30, 1]},
            {"number": True, "at": [6, 6]},
        ],
    }
    layout = layout_from_dict_lenient(data)
    assert layout.size == 12
    assert layout.title is None
    assert layout.walls == {(0, 0, "E"), (2, 2, "S")}
    assert layout.rooms == {1: (3, 3)}
    assert layout_from_dict_lenient({"size": 1}).size == 3
    assert layout_from_dict_lenient({"size": "six"}).size == 6
    assert layout_from_dict_lenient([1, 2]) == Layout()


FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
    | st.sampled_from(["labyrinth/1", "N", "E", "S", "W", "at", "side", "number"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(["format", "size", "walls", "rooms", "at", "side", "number", "x"]),
            inner,
            max_size=6,
        )
    ),
    max_leaves=40,
)


def assert_usable(data) -> None:
    layout = layout_from_dict_lenient(data)
    assert 3 <= layout.size <= 12
    assert all(layout.is_inner_edge(e) for e in layout.walls)
    assert all(k in range(1, 6) and layout.inside(at) for k, at in layout.rooms.items())
    diags = check_layout(layout, data)
    assert all(isinstance(d, Diagnostic) and d.message for d in diags)
    json.dumps([d.to_json() for d in diags])
    text = dumps(layout)
    assert dumps(loads(text)) == text


@FUZZ
@given(json_values)
def test_lenient_loader_never_raises_on_any_json_value(data):
    assert_usable(data)


@FUZZ
@given(
    st.sampled_from(LIBRARY or [None]),
    st.lists(
        st.tuples(
            st.sampled_from(["walls", "rooms", "size", "title"]), st.integers(0, 40), scalars
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_lenient_loader_never_raises_on_mutated_library_files(path, mutations):
    data = json.loads(path.read_text(encoding="utf-8")) if path else copy.deepcopy(EXAMPLE)
    for key, index, value in mutations:
        target = data.get(key)
        entry = target[index % len(target)] if isinstance(target, list) and target else None
        if isinstance(entry, dict) and entry and index % 3 != 2:
            field = sorted(entry)[index % len(entry)]
            if index % 3 == 1 and isinstance(entry[field], list) and entry[field]:
                entry[field][index % len(entry[field])] = value  # one coordinate
            else:
                entry[field] = value
        elif isinstance(target, list):
            target.append(value)
        else:
            data[key] = value
    assert_usable(data)


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.name)
def test_strict_and_lenient_loaders_agree_on_library_files(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert layout_from_dict(data) == layout_from_dict_lenient(data)
