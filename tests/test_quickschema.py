"""The quick conformance check says "conforms" exactly when jsonschema finds no error.

Every schema under `schemas/` must get a check (else every file pays for
importing jsonschema again), a schema with a keyword the check does not know
must get none, and on documents made from every game's library files and test
files by random mutation the check and jsonschema must agree.
"""

from __future__ import annotations

import copy
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core.quickschema import checker
from editor.core.schema import SCHEMA_DIR, compiled, load_schema_file, quick_check, validator_for

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = sorted(p.name for p in SCHEMA_DIR.glob("*.schema.json"))
SEEDS = sorted(
    [
        *ROOT.glob("library/**/*.json"),
        *(ROOT / "tests" / "data").glob("*.quest.json"),
        *(ROOT / "tests" / "data" / "checks").glob("*.json"),
    ]
)
DOCUMENTS = [json.loads(p.read_text(encoding="utf-8")) for p in SEEDS]


def _schema_for(doc) -> str:
    """The schema file a seed's format names ("labyrinth/1": labyrinth-1.schema.json)."""
    return doc["format"].replace("/", "-") + ".schema.json"


def _walk(node):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def _schema_values() -> tuple[list, list[str]]:
    """Values near the edges of every schema (its constants, bounds and their
    neighbours) and its property names, for mutations that land near validity."""
    values: list = [0, 1, -1, 1.0, 0.5, True, False, None, "", "x", [], {}, [0, 0], [0, 0, 0]]
    keys: set[str] = set()
    for name in SCHEMAS:
        for node in _walk(load_schema_file(name)):
            if isinstance(node.get("properties"), dict):
                keys.update(node["properties"])
            keys.update(k for k in node.get("required", []) if isinstance(k, str))
            if "const" in node:
                values.append(node["const"])
            values.extend(node.get("enum", []))
            for bound in ("minimum", "maximum"):
                if isinstance(node.get(bound), int):
                    n = node[bound]
                    values += [n - 1, n, n + 1, float(n)]
    return values, sorted(keys)


EDGE_VALUES, KEYS = _schema_values()
BY_SCHEMA = {name: [doc for doc in DOCUMENTS if _schema_for(doc) == name] for name in SCHEMAS}

scalars = (
    st.sampled_from(EDGE_VALUES)
    | st.none()
    | st.booleans()
    | st.integers(min_value=-20, max_value=20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=4)
)
keys = st.sampled_from(KEYS) | st.text(max_size=4)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=12,
)


def _places(node, path=()):
    """Every (path, value) inside a document, the whole document first."""
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, (*path, index))


#: schema name -> every value, and every key and value of an object, in its seeds
VALUES = {name: [v for doc in BY_SCHEMA[name] for _, v in _places(doc)] for name in SCHEMAS}
ITEMS = {
    name: [item for v in VALUES[name] if isinstance(v, dict) for item in v.items()]
    for name in SCHEMAS
}
STRINGS = sorted({v for v in EDGE_VALUES if isinstance(v, str)})


def _neighbours(value) -> list:
    """Values one small step from ``value``: the other side of a bound, the same
    number as a float or a boolean, another allowed word, one item more or less."""
    if isinstance(value, bool):
        return [not value, int(value), None]
    if isinstance(value, int):
        return [value - 1, value + 1, float(value), -value, bool(value), str(value)]
    if isinstance(value, float):
        return [value + 0.5, round(value) if math.isfinite(value) else 0]
    if isinstance(value, str):
        return [*STRINGS, value + "x", ""]
    if isinstance(value, list):
        return [value[:-1], value + value[-1:]] if value else [[0]]
    return [{}, [], None]


def _mutate(draw, name: str, doc):
    """``doc`` changed in one place: a value replaced (by a neighbour, a new value or
    a copy of a value of another seed), a key or element removed, added or duplicated."""
    path, target = draw(st.sampled_from(list(_places(doc))))
    how = draw(st.sampled_from(["nudge", "nudge", "replace", "copy", "graft", "remove", "add"]))
    if how in ("nudge", "replace", "copy"):
        if how == "nudge":
            value = copy.deepcopy(draw(st.sampled_from(_neighbours(target))))
        elif how == "replace":
            value = draw(json_values)
        else:
            value = copy.deepcopy(draw(st.sampled_from(VALUES[name])))
        if not path:
            return value
        parent = doc
        for part in path[:-1]:
            parent = parent[part]
        parent[path[-1]] = value
    elif isinstance(target, dict):
        if how == "remove" and target:
            del target[draw(st.sampled_from(sorted(target)))]
        elif how == "graft":
            key, value = draw(st.sampled_from(ITEMS[name]))
            target[key] = copy.deepcopy(value)
        else:
            target[draw(keys)] = draw(json_values)
    elif isinstance(target, list):
        if how == "remove" and target:
            del target[draw(st.integers(0, len(target) - 1))]
        elif how == "graft" and target:
            target.append(copy.deepcopy(draw(st.sampled_from(target))))
        else:
            target.insert(draw(st.integers(0, len(target))), draw(json_values))
    return doc


@st.composite
def mutated(draw):
    """(schema name, a document made from one of its library or test files by 1 to 3 mutations)."""
    name = draw(st.sampled_from(SCHEMAS))
    doc = copy.deepcopy(draw(st.sampled_from(BY_SCHEMA[name])))
    for _ in range(draw(st.integers(1, 3))):
        doc = _mutate(draw, name, doc)
    return name, doc


def test_seeds_cover_every_schema():
    assert {_schema_for(doc) for doc in DOCUMENTS} == set(SCHEMAS)
    assert all(BY_SCHEMA[name] for name in SCHEMAS)


@pytest.mark.parametrize("name", SCHEMAS)
def test_every_schema_has_a_quick_check(name):
    assert quick_check(name) is not None


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.name)
def test_agrees_on_every_library_and_test_file(seed):
    doc = json.loads(seed.read_text(encoding="utf-8"))
    for name in SCHEMAS:
        assert quick_check(name)(doc) == compiled(name).is_valid(doc), name


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_agrees_with_jsonschema_on_mutated_files(case):
    name, doc = case
    assert quick_check(name)(doc) == compiled(name).is_valid(doc)


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "string", "pattern": "^a"},
        {"properties": {"a": {"format": "date"}}},
        {"items": {"$ref": "#/$defs/a"}},
        {"type": "integer", "multipleOf": 2},
        {"additionalProperties": False, "patternProperties": {"^x": {}}},
        {"type": "decimal"},
        {"anyOf": [{"type": "string"}]},
        {"if": {"uniqueItems": True}, "then": {}},
        {"not": 3},
    ],
)
def test_refuses_what_it_does_not_know(schema):
    assert checker(schema) is None


@pytest.mark.parametrize(
    ("schema", "value", "conforms"),
    [
        ({"type": "integer"}, 1.0, False),
        ({"type": "integer"}, True, False),
        ({"type": "number"}, True, False),
        ({"const": 1}, True, False),
        ({"const": 1}, 1.0, True),
        ({"enum": [[0, False]]}, [0, 0], False),
        ({"minimum": 1}, "0", True),
        ({"items": False, "prefixItems": [{}]}, [1, 2], False),
        ({"if": {"required": ["a"]}, "else": False}, {"b": 1}, False),
        ({"then": False}, 1, True),
        ({"prefixItems": [{"type": "string"}], "items": {"type": "integer"}}, ["a", 1], True),
        ({"prefixItems": [{"type": "string"}], "items": {"type": "integer"}}, ["a", "b"], False),
        ({"properties": {"a": {}}, "additionalProperties": {"type": "string"}}, {"a": 1}, True),
        ({"additionalProperties": {"type": "string"}}, {"a": 1}, False),
        ({"not": {"required": ["a"]}}, {"a": 1}, False),
    ],
)
def test_meaning_of_keywords(schema, value, conforms):
    assert checker(schema)(value) is conforms
    assert validator_for(schema).is_valid(value) is conforms


@pytest.mark.parametrize(
    ("command", "folder"), [("solve", "library/labyrinth"), ("validate", "library/tower/tutorials")]
)
def test_a_valid_file_is_read_without_jsonschema_or_the_other_commands(command, folder):
    path = sorted((ROOT / folder).glob("*.json"))[0]
    code = (
        "import sys\n"
        "from editor.cli.main import main\n"
        f"status = main([{command!r}, {str(path)!r}])\n"
        "loaded = [m for m in ('jsonschema', 'editor.cli.export', 'editor.core.exporting') "
        "if m in sys.modules]\n"
        "print(status, loaded, file=sys.stderr)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.stderr.strip().splitlines()[-1] == "0 []"
