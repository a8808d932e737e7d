"""Whatever a file holds, loading and validation give diagnostics, never an exception.

Generated garbage (JSON values, bytes, deep nesting), mutated copies of a valid
quest and random well-formed quests go through the loader, the rules checks
and the validator. `check_data` is called directly, without the validator's
last-resort `V005` guard, so a bug shows up here as a failing test.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.core.diagnostics import Diagnostic
from editor.core.fileio import MAX_FILE_BYTES
from editor.core.validate import check_data, validate_file, validate_paths
from editor.games.tower.checks import check_quest
from editor.games.tower.fileformat import dumps
from editor.games.tower.load import quest_from_data
from editor.games.tower.model import CELL_TYPES, EDGE_TYPES, HEROES, SIDES

SPEC_EXAMPLE = Path(__file__).parent / "data" / "spec_example.quest.json"
EXAMPLE = json.loads(SPEC_EXAMPLE.read_text(encoding="utf-8"))

FUZZ = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["tower-quest/1", "A", "N", "door", "exit", "dwarf", "sister", "at"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=30,
)


def assert_diagnostics(diags) -> None:
    assert isinstance(diags, list)
    for d in diags:
        assert isinstance(d, Diagnostic)
        assert d.code and d.severity in ("error", "warning") and d.message
        assert "Traceback" not in d.message
        json.dumps(d.to_json())  # serialisable
        d.to_text()


def full_check(data) -> list[Diagnostic]:
    """Loader, then checks, then the validator's dispatch: all must return diagnostics."""
    quest, schema_diags = quest_from_data(data, "fuzz.quest.json")
    assert_diagnostics(schema_diags)
    if quest is not None:
        assert_diagnostics(check_quest(quest, data))
        assert_diagnostics(check_quest(quest))
    diags = check_data(data, "fuzz.quest.json")
    assert_diagnostics(diags)
    return diags


@FUZZ
@given(json_values)
def test_random_json_values(value):
    diags = full_check(value)
    assert diags, "garbage must be reported"


@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["format", "size", "heroes", "cards", "slots", "x"]), json_values
    )
)
def test_random_top_level_objects(value):
    value = dict(value, format="tower-quest/1")
    full_check(value)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


ALL_PATHS = [p for p in _paths(EXAMPLE) if p]


@st.composite
def mutated_quests(draw):
    data = copy.deepcopy(EXAMPLE)
    for _ in range(draw(st.integers(1, 4))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for p in path[:-1]:
            parent = parent[p]
        key = path[-1]
        op = draw(st.sampled_from(["delete", "replace", "rename", "nudge", "duplicate", "wrap"]))
        if op == "delete":
            del parent[key]
        elif op == "replace":
            parent[key] = draw(json_values)
        elif op == "rename" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["colour", "hero", "door", "card", "at", "Side"]))] = (
                parent.pop(key)
            )
        elif op == "nudge" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += draw(st.integers(-6, 6))
        elif op == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
        elif op == "wrap":
            parent[key] = [parent[key]]
    return data


@FUZZ
@given(mutated_quests())
def test_mutated_valid_quests(data):
    diags = full_check(data)
    if not any(d.is_error for d in diags):
        # whatever survives the checks also survives a canonical save and reload
        quest = quest_from_data(data)[0]
        again = quest_from_data(json.loads(dumps(quest)))[0]
        assert again == quest


@st.composite
def random_quests(draw):
    """Well-formed quests with random content: they reach the rules checks.

    Most are tidy (distinct slots and ids, everything on its card) so that the
    reachability checks run; a messy one breaks the structure on purpose.
    """
    messy = draw(st.integers(0, 3)) == 0
    size = draw(st.integers(3, 6))
    cols, rows = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    grid = [(c, r) for r in range(rows) for c in range(cols)]
    n_cards = draw(st.integers(1, min(4, len(grid))))
    slots = draw(st.permutations(grid))[:n_cards]
    coord = st.lists(st.integers(0, size if messy else size - 1), min_size=2, max_size=2)
    ids = ["A", "B", "C", "D"]
    cards = []
    for i in range(n_cards):
        cells = []
        for _ in range(draw(st.integers(0, 10))):
            kind = draw(st.sampled_from(CELL_TYPES[2:]))
            cell = {"at": draw(coord), "type": kind}
            if kind == "armory" or (kind == "exit" and draw(st.booleans())):
                cell["hero"] = draw(st.sampled_from(HEROES))
            if kind == "key":
                cell["door"] = draw(st.integers(1, 5))
            cells.append(cell)
        edges = []
        for _ in range(draw(st.integers(0, 12))):
            kind = draw(st.sampled_from(EDGE_TYPES))
            edge = {"at": draw(coord), "side": draw(st.sampled_from(SIDES)), "type": kind}
            if kind == "door":
                edge["door"] = draw(st.integers(1, 5))
            edges.append(edge)
        slot = list(slots[i])
        if messy and draw(st.booleans()):
            slot = [draw(st.integers(0, cols)), draw(st.integers(0, rows))]
        cards.append(
            {
                "id": draw(st.sampled_from(ids)) if messy else ids[i],
                "slot": slot,
                "rotation": draw(st.integers(0, 3)),
                "void": draw(st.lists(coord, max_size=4)),
                "cells": cells,
                "edges": edges,
            }
        )
    heroes = {}
    for hero in draw(st.lists(st.sampled_from(HEROES), min_size=1, max_size=5, unique=True)):
        start = {"at": draw(coord)}
        if n_cards > 1 or draw(st.booleans()):
            start["card"] = draw(st.sampled_from(ids[:n_cards] + (["Z"] if messy else [])))
        heroes[hero] = start
    return {
        "format": "tower-quest/1",
        "size": size,
        "slots": [cols, rows],
        "heroes": heroes,
        "cards": cards,
    }


@FUZZ
@given(random_quests())
def test_random_well_formed_quests(data):
    full_check(data)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_in_a_file(tmp_path, raw):
    path = tmp_path / "x.quest.json"
    path.write_bytes(raw)
    diags = validate_file(str(path))
    assert_diagnostics(diags)
    assert diags and not any(d.code == "V005" for d in diags)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(1, 5000), st.sampled_from(["[", '{"a":']))
def test_deep_nesting(tmp_path, depth, opener):
    closer = "]" if opener == "[" else "}"
    path = tmp_path / "deep.quest.json"
    path.write_text(opener * depth + "1" + closer * depth, encoding="utf-8")
    diags = validate_file(str(path))
    assert_diagnostics(diags)
    assert diags and not any(d.code == "V005" for d in diags)


# -- the bad inputs named in the issue -------------------------------------------------


def test_named_bad_inputs_each_get_a_clear_diagnostic(tmp_path):
    good = tmp_path / "good.quest.json"
    good.write_text(SPEC_EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    huge = tmp_path / "huge.quest.json"
    depth = 5 * 1024 * 1024 // 2
    huge.write_text("[" * depth + "]" * depth, encoding="utf-8")
    assert huge.stat().st_size > MAX_FILE_BYTES
    almost = tmp_path / "almost.quest.json"  # under the size limit, far too deep
    almost.write_text("[" * 900_000 + "]" * 900_000, encoding="utf-8")
    binary = tmp_path / "binary.quest.json"
    binary.write_bytes(bytes(range(256)) * 8)
    latin = tmp_path / "latin.quest.json"
    latin.write_bytes('{"format": "tower-quest/1", "title": "Caf\u00e9"}'.encode("latin-1"))
    empty = tmp_path / "empty.quest.json"
    empty.write_bytes(b"")
    broken = tmp_path / "broken.quest.json"
    broken.write_text('{"format": "tower-quest/1", "size": 5,,}', encoding="utf-8")
    wrong = tmp_path / "wrong.quest.json"
    wrong.write_text(
        '{"format": "tower-quest/1", "size": "five", "heroes": [], "cards": {}}', encoding="utf-8"
    )
    missing = tmp_path / "missing.quest.json"
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "inner.quest.json").write_text("{}", encoding="utf-8")
    locked.chmod(0)
    try:
        report = validate_paths(
            [
                str(p)
                for p in (good, huge, almost, binary, latin, empty, broken, wrong, missing, locked)
            ]
        )
    finally:
        locked.chmod(0o755)
    assert_diagnostics(report.diagnostics)
    by_file: dict[str, list[str]] = {}
    for d in report.diagnostics:
        by_file.setdefault(os.path.basename(d.file), []).append(d.code)
    assert "good.quest.json" not in by_file or all(
        c.startswith("T") for c in by_file["good.quest.json"]
    )
    assert by_file["huge.quest.json"] == ["F002"]
    assert by_file["almost.quest.json"] == ["F005"]
    assert by_file["binary.quest.json"] == ["F004"]
    assert by_file["latin.quest.json"] == ["F004"]
    assert by_file["empty.quest.json"] == ["F003"]
    assert by_file["broken.quest.json"] == ["F005"]
    assert set(by_file["wrong.quest.json"]) == {"S001"} and len(by_file["wrong.quest.json"]) == 3
    assert by_file["missing.quest.json"] == ["F001"]
    assert not any(d.code == "V005" for d in report.diagnostics)
    if os.geteuid() != 0:  # root reads through chmod 000
        assert by_file["locked"] == ["V003"]
    else:
        assert "locked" not in by_file or by_file["locked"] == ["V003"]


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_special_files_are_not_read():
    diags = validate_file("/dev/null")
    assert [d.code for d in diags] == ["F001"]
