"""`mazewright validate` on Magic Labyrinth layouts: the game is registered, every legality
code (L1xx) fires on a file, schema errors are plain sentences naming the square, and
whatever a layout file holds gives diagnostics, never an exception."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.cli.main import main
from editor.core import registry
from editor.core.diagnostics import Diagnostic
from editor.core.schema import CODES as S_CODES
from editor.core.validate import all_codes, check_data, examine, load_file
from editor.games.labyrinth.checks import CODES as L_CODES
from editor.games.labyrinth.model import Layout
from editor.games.labyrinth.schema import schema_diagnostics

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "labyrinth"

# A legal 6 x 6 layout: the example of RULES.md section 4.
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


def changed(**changes) -> dict:
    data = copy.deepcopy(GOOD)
    data.update(changes)
    return data


def rooms(*squares) -> list[dict]:
    return [{"number": n, "at": list(sq)} for n, sq in enumerate(squares, 1)]


def wall_ring(x: int, y: int) -> list[dict]:
    """The four walls round square (x, y), which no corner can then reach."""
    return [{"at": [x, y], "side": s} for s in "NESW"]


def validate(capsys, tmp_path, data, *options) -> tuple[int, str, str]:
    path = tmp_path / "layout.labyrinth.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["validate", str(path), *options])
    out, err = capsys.readouterr()
    return code, out, err


def test_labyrinth_is_a_registered_game():
    game = registry.by_format("labyrinth/1")
    assert game is not None and game.name == "labyrinth"
    assert game.suffix == ".labyrinth.json" and game.play.players == (2, 3, 4)
    assert registry.by_name("labyrinth") is game
    assert ".labyrinth.json" in registry.suffixes()
    codes = all_codes()
    assert set(L_CODES) <= set(codes) and set(S_CODES) <= set(codes)
    assert game.codes_table() == {**S_CODES, **L_CODES}


# (L code, the file, the square reported, the JSON pointer, words in the message)
L_CASES = [
    ("L101", changed(size=13), None, "/size", ["13 x 13", "3 to 12"]),
    ("L101", changed(size=2), None, "/size", ["2 x 2"]),
    (
        "L102",
        changed(walls=[{"at": [5, 2], "side": "E"}]),
        (5, 2),
        "/walls/0",
        ["square 5,2", "rim"],
    ),
    (
        "L103",
        changed(walls=[{"at": [1, 1], "side": "E"}, {"at": [2, 1], "side": "W"}]),
        (1, 1),
        "/walls/1",
        ["given twice", "entries 1 and 2"],
    ),
    ("L104", changed(rooms=GOOD["rooms"][:3]), None, "/rooms", ["rooms 4 and 5 are missing"]),
    (
        "L105",
        changed(rooms=[*GOOD["rooms"], {"number": 2, "at": [3, 3]}]),
        (3, 3),
        "/rooms/5",
        ["room 2 is given twice", "first at square 4,1"],
    ),
    (
        "L106",
        changed(rooms=[*GOOD["rooms"], {"number": 7, "at": [3, 3]}]),
        (3, 3),
        "/rooms/5",
        ["room number 7", "1 to 5"],
    ),
    (
        "L107",
        changed(rooms=rooms((2, 2), (4, 1), (1, 4), (5, 3), (9, 9))),
        (9, 9),
        "/rooms/4",
        ["room 5 is outside the 6 x 6 board"],
    ),
    (
        "L108",
        changed(rooms=rooms((2, 2), (2, 2), (1, 4), (5, 3), (3, 5))),
        (2, 2),
        "/rooms/1",
        ["rooms 1 and 2 are on the same square"],
    ),
    (
        "L109",
        changed(rooms=rooms((2, 2), (4, 1), (1, 4), (5, 3), (5, 5))),
        (5, 5),
        "/rooms/4",
        ["SE corner"],
    ),
    (
        "L110",
        changed(walls=wall_ring(3, 3)),
        (3, 3),
        "/walls",
        ["NW, NE, SE and SW corners cannot reach this square"],
    ),
    (
        "L111",
        changed(walls=[{"at": [x, y], "side": "E"} for y in (0, 1, 2, 3, 4) for x in range(5)]),
        None,
        "/walls",
        ["25 walls", "24 wall pieces"],
    ),
    (
        "L112",
        changed(size=7),
        None,
        "/size",
        ["7 x 7", "boxed board is 6 x 6"],
    ),
]


def test_every_l_code_has_a_case():
    assert {case[0] for case in L_CASES} == set(L_CODES)


def test_the_good_layout_is_clean(capsys, tmp_path):
    code, out, err = validate(capsys, tmp_path, GOOD)
    assert (code, out) == (0, "")
    assert err.strip() == "1 file checked: 0 errors, 0 warnings"


@pytest.mark.parametrize("code,data,at,pointer,words", L_CASES, ids=[c[0] for c in L_CASES])
def test_l_code_fires_through_validate(capsys, tmp_path, code, data, at, pointer, words):
    status, out, err = validate(capsys, tmp_path, data)
    assert status == (1 if L_CODES[code][0] == "error" else 0)
    assert "Traceback" not in out + err
    _, out, _ = validate(capsys, tmp_path, data, "--json")
    found = [d for d in json.loads(out) if d["code"] == code]
    assert found, out
    d = found[0]
    assert d["severity"] == L_CODES[code][0]
    assert d["file"].endswith("layout.labyrinth.json") and d["card"] is None
    assert (tuple(d["at"]) if d["at"] else None, d["path"]) == (at, pointer)
    for word in words:
        assert word in d["message"], d["message"]
    assert not [x for x in json.loads(out) if x["code"].startswith("S")]


def test_text_lines_name_the_file_and_square(capsys, tmp_path):
    data = changed(walls=[{"at": [5, 2], "side": "E"}])
    _, out, _ = validate(capsys, tmp_path, data)
    (line,) = out.splitlines()
    assert line.startswith(f"{tmp_path / 'layout.labyrinth.json'}:5,2: L102 error: square 5,2:")


def test_sarif_has_the_labyrinth_rules_and_lines(capsys, tmp_path):
    data = changed(rooms=rooms((2, 2), (4, 1), (1, 4), (5, 3), (5, 5)))
    path = tmp_path / "layout.labyrinth.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    assert main(["validate", str(path), "--format", "sarif"]) == 1
    log = json.loads(capsys.readouterr()[0])
    run = log["runs"][0]
    assert {r["id"] for r in run["tool"]["driver"]["rules"]} >= set(L_CODES)
    (result,) = run["results"]
    assert result["ruleId"] == "L109" and result["level"] == "error"
    text = path.read_text(encoding="utf-8").splitlines()
    line = result["locations"][0]["physicalLocation"]["region"]["startLine"]
    assert '"number": 5' in "\n".join(text[line - 1 : line + 2])


def test_the_library_layouts_are_legal(capsys):
    code = main(["validate", str(LIBRARY), "--json"])
    out, err = capsys.readouterr()
    diags = json.loads(out)
    assert code == 0 and "7 files checked: 0 errors" in err
    # the only warnings are by design: boards other than 6 x 6, and the 12 x 12 maze's walls
    assert {d["code"] for d in diags} == {"L111", "L112"}
    sizes = {
        p.name: json.loads(p.read_text(encoding="utf-8")).get("size", 6) for p in LIBRARY.iterdir()
    }
    assert sorted(Path(d["file"]).name for d in diags if d["code"] == "L112") == sorted(
        name for name, size in sizes.items() if size != 6
    )


def test_whole_folders_find_layouts(capsys):
    code = main(["validate", str(ROOT / "library")])
    _, err = capsys.readouterr()
    layouts = len(list((ROOT / "library").rglob("*.labyrinth.json")))
    files = sum(len(list((ROOT / "library").rglob(f"*{s}"))) for s in registry.suffixes())
    assert layouts == 7
    assert code == 0 and f"{files} files checked: 0 errors" in err


# -- schema errors ----------------------------------------------------------------------

# (change, code, pointer, square, words)
SCHEMA_CASES = [
    (
        lambda d: d.update(size="6"),
        "S001",
        "/size",
        None,
        ['"size" must be a whole number, not "6"'],
    ),
    (lambda d: d.update(size=6.0), "S001", "/size", None, ["whole number, not 6.0"]),
    (lambda d: d.update(colour=1), "S003", "/colour", None, ['unknown key "colour" in the layout']),
    (lambda d: d.pop("rooms"), "S002", "/rooms", None, ['the layout has no "rooms"']),
    (
        lambda d: d["walls"][1].update(side="South"),
        "S004",
        "/walls/1/side",
        (2, 3),
        ['wall at 2,3: "side" must be one of "N", "E", "S" or "W", not "South"'],
    ),
    (
        lambda d: d["walls"][1].update(sde="S"),
        "S003",
        "/walls/1/sde",
        (2, 3),
        ['unknown key "sde" in wall at 2,3 side S (did you mean "side"?)'],
    ),
    (
        lambda d: d["walls"][1].update(at=[2, -1]),
        "S005",
        "/walls/1/at/1",
        (2, -1),
        ['wall at 2,-1 side S: "at" y must be a whole number from 0 to 11, not -1'],
    ),
    (
        lambda d: d["walls"][0].update(at=[2]),
        "S006",
        "/walls/0/at",
        None,
        ['entry number 1 of "walls": "at" must be two whole numbers [x, y], not 1 value'],
    ),
    (
        lambda d: d["walls"][1].pop("side"),
        "S002",
        "/walls/1/side",
        (2, 3),
        ['wall at 2,3: "side" is missing'],
    ),
    (
        lambda d: d["rooms"][3].update(number="4"),
        "S001",
        "/rooms/3/number",
        (5, 3),
        ['room at 5,3: "number" must be a whole number, not "4"'],
    ),
    (
        lambda d: d["rooms"][3].update(at=[12, 3]),
        "S005",
        "/rooms/3/at/0",
        (12, 3),
        ['room 4 at 12,3: "at" x must be a whole number from 0 to 11, not 12'],
    ),
    (lambda d: d["rooms"][3].pop("at"), "S002", "/rooms/3/at", None, ['room 4: "at" is missing']),
    (
        lambda d: d["rooms"].append(3),
        "S001",
        "/rooms/5",
        None,
        ['entry number 6 of "rooms": this entry must be an object {...}, not 3'],
    ),
]


@pytest.mark.parametrize(
    "change,code,pointer,at,words", SCHEMA_CASES, ids=[f"{c[1]}{c[2]}" for c in SCHEMA_CASES]
)
def test_schema_error_is_a_sentence_naming_the_square(tmp_path, change, code, pointer, at, words):
    data = copy.deepcopy(GOOD)
    change(data)
    path = tmp_path / "bad.labyrinth.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_file(path)
    assert loaded.model is None
    (d,) = [d for d in loaded.diagnostics if d.code == code]
    assert (d.path, d.at, d.card, d.file) == (pointer, at, None, str(path))
    for word in words:
        assert word in d.message, d.message
    assert "is not of type" not in d.message and "Additional properties" not in d.message


def test_a_wrong_format_is_named_by_the_schema_and_by_validate(capsys, tmp_path):
    (d,) = schema_diagnostics(changed(format="labyrinth/2"))
    assert (d.code, d.path) == ("S004", "/format")
    assert 'not a Magic Labyrinth layout of this version: "format" must be "labyrinth/1"' in (
        d.message
    )
    code, out, _ = validate(capsys, tmp_path, changed(format="labyrinth/2"))
    assert code == 1 and "V001" in out and 'reads, "labyrinth/1"' in out
    assert "a later version of the Magic Labyrinth layout format" in out


def test_a_range_error_left_to_the_checks_is_kept_beside_other_schema_errors():
    data = changed(size=13, colour=1)
    diags = check_data(data, "x.labyrinth.json")
    assert [(d.code, d.path) for d in diags] == [("S003", "/colour"), ("S005", "/size")]


def test_the_editor_gets_a_layout_despite_schema_errors(tmp_path):
    path = tmp_path / "wip.labyrinth.json"
    path.write_text(json.dumps(changed(size=40, walls="none")), encoding="utf-8")
    loaded = load_file(path, lenient=True)
    assert isinstance(loaded.model, Layout) and loaded.model.size == 12
    assert {d.code for d in loaded.diagnostics} == {"S001", "S005"}


def test_a_size_out_of_range_gives_a_bounded_layout():
    loaded = examine(changed(size=10**9), "x.labyrinth.json")
    assert isinstance(loaded.model, Layout) and loaded.model.size == 12
    assert [d.code for d in loaded.diagnostics] == ["L101"]


# -- fuzzing ----------------------------------------------------------------------------

FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-20, max_value=20)
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
    | st.sampled_from(["labyrinth/1", "N", "E", "S", "W", "at", "side", "number"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=30,
)
coordinate = st.integers(min_value=-2, max_value=13)
walls = st.lists(
    st.fixed_dictionaries(
        {"at": st.lists(coordinate, min_size=2, max_size=2), "side": st.sampled_from("NESW")}
    ),
    max_size=40,
)
room_lists = st.lists(
    st.fixed_dictionaries(
        {
            "number": st.integers(min_value=-1, max_value=7),
            "at": st.lists(coordinate, min_size=2, max_size=2),
        }
    ),
    max_size=8,
)
layouts = st.fixed_dictionaries(
    {
        "format": st.just("labyrinth/1"),
        "size": st.integers(min_value=0, max_value=14),
        "walls": walls,
        "rooms": room_lists,
    }
)


def pointers(data, prefix=()):
    """Every JSON pointer (as a tuple of keys) inside ``data``."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from pointers(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from pointers(value, (*prefix, i))


def assert_loads_cleanly(tmp_path, data) -> None:
    """Through `load_file`, as every command reads: diagnostics, no internal error."""
    path = tmp_path / "fuzz.labyrinth.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for lenient in (False, True):
        loaded = load_file(path, lenient=lenient)
        for d in loaded.diagnostics:
            assert isinstance(d, Diagnostic) and d.code != "V005", d.to_text()
            assert d.file == str(path) and d.message and d.card is None
            json.dumps(d.to_json())
        unreadable = any(d.code == "F007" for d in loaded.diagnostics)  # NaN, 1e400...
        if lenient and isinstance(data, dict) and data.get("format") == "labyrinth/1":
            assert isinstance(loaded.model, Layout) or unreadable
    # without the validator's last-resort guard, a bug would raise here
    check_data(data, str(path))


@FUZZ
@given(layouts)
def test_random_layouts_give_diagnostics(tmp_path, data):
    assert_loads_cleanly(tmp_path, data)


@FUZZ
@given(st.data())
def test_mutated_layouts_give_diagnostics(tmp_path, draw):
    data = copy.deepcopy(GOOD)
    for _ in range(draw.draw(st.integers(min_value=1, max_value=3))):
        places = [p for p in pointers(data) if p]
        where = draw.draw(st.sampled_from(places))
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        if draw.draw(st.booleans()):
            parent[where[-1]] = draw.draw(json_values)
        elif isinstance(parent, dict):
            del parent[where[-1]]
        else:
            parent.pop(where[-1])
    assert_loads_cleanly(tmp_path, data)


@FUZZ
@given(json_values)
def test_random_json_with_the_labyrinth_format(tmp_path, value):
    data = dict(value) if isinstance(value, dict) else {"walls": value}
    data["format"] = "labyrinth/1"
    assert_loads_cleanly(tmp_path, data)
