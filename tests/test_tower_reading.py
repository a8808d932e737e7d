"""Every bad file is refused cleanly, the same way, by every command that reads quests.

One reading function (`editor.core.validate.load_file`) serves validate, solve, export,
bench and the editor: regular files only (a pipe or a device is never read), a
size cap while reading, strict UTF-8 and JSON, no key given twice (F006), no lone
surrogate escape (F004). The editor's lenient loading builds a quest from any
object of the tower format, whatever its values, and never raises.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from editor.core.fileio import FileProblem, read_json
from editor.core.reports import json_report, pointer_lines, sarif_report
from editor.core.validate import all_codes, load_file, validate_file
from editor.games.tower.checks import check_quest
from editor.games.tower.fileformat import DEFAULT_SIZE, dumps, quest_from_dict
from editor.games.tower.load import load_quest
from editor.games.tower.model import (
    DOOR_NUMBERS,
    EDGE_TYPES,
    HEROES,
    LISTED_CELL_TYPES,
    MAX_SIZE,
    MIN_SIZE,
    QUEST_SIDES,
    SIDES,
    Quest,
)

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
SPEC_EXAMPLE = DATA / "spec_example.quest.json"
EXAMPLE_TEXT = SPEC_EXAMPLE.read_text(encoding="utf-8")
LIBRARY = sorted((ROOT / "library").rglob("*.quest.json"))

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero")


def example_with(old: str, new: str, count: int = 1) -> str:
    assert old in EXAMPLE_TEXT
    return EXAMPLE_TEXT.replace(old, new, count)


#: name -> (file text, the code every command must report)
BAD_TEXTS = {
    "surrogate-title": (example_with('"Doors and keys"', '"\\ud83d"'), "F004"),
    "surrogate-hero": (example_with('"dwarf": {', '"\\ud83d": {'), "F004"),
    "surrogate-card": (example_with('"id": "A"', '"id": "\\udc00A"'), "F004"),
    "duplicate-hero": (
        example_with('"dwarf": {', '"dwarf": {"card": "A", "at": [0, 4]}, "dwarf": {'),
        "F006",
    ),
}


@pytest.fixture
def bad_files(tmp_path) -> dict[str, tuple[Path, str]]:
    """Every kind of bad file: name -> (path, expected code)."""
    files = {}
    for name, (text, code) in BAD_TEXTS.items():
        path = tmp_path / f"{name}.quest.json"
        path.write_text(text, encoding="utf-8")
        files[name] = (path, code)
    if os.name == "posix":
        fifo = tmp_path / "fifo.quest.json"
        os.mkfifo(fifo)
        files["fifo"] = (fifo, "F001")
        zero = tmp_path / "zero.quest.json"
        zero.symlink_to("/dev/zero")
        files["dev-zero"] = (zero, "F001")
    return files


def run_command(*args, timeout: float = 120) -> subprocess.CompletedProcess:
    """The real program, with a strict UTF-8 stdout (as on most terminals) and a data folder."""
    env = dict(
        os.environ,
        PYTHONIOENCODING="utf-8",
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    return subprocess.run(
        [sys.executable, "-m", "editor", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="backslashreplace",
        env=env,
        timeout=timeout,
        cwd=ROOT,
    )


COMMANDS = {
    "validate": lambda path, out: ("validate", path),
    "solve": lambda path, out: ("solve", path, "--timeout", "5"),
    "export": lambda path, out: ("export", path, "-o", out / "cards.pdf"),
    "edit": lambda path, out: ("edit", path, "--screenshot", out / "shot.png"),
    "bench": lambda path, out: ("bench", "--quick", "--no-reference", path),
}


@pytest.mark.slow
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_refuses_every_bad_file(command, bad_files, tmp_path, data_dir):
    """No traceback, no hang, no output file, the diagnostic on stdout or stderr, exit 1."""
    for name, (path, code) in bad_files.items():
        out = tmp_path / f"out-{command}-{name}"
        out.mkdir()
        proc = run_command(*COMMANDS[command](path, out), timeout=60)
        said = proc.stdout + proc.stderr
        assert "Traceback" not in said and "Error:" not in said, (name, said)
        assert f"{code} error" in said, (name, said)
        assert str(path) in said
        assert proc.returncode == 1, (name, said)
        assert list(out.iterdir()) == [], name


def test_duplicate_key_names_the_key_and_its_pointer(tmp_path):
    text = example_with('"type": "key", "door": 1', '"type": "key", "door": 1, "type": "trap"')
    path = tmp_path / "twice.quest.json"
    path.write_text(text, encoding="utf-8")
    (d,) = validate_file(str(path))
    assert d.code == "F006" and d.is_error
    assert d.path == "/cards/0/cells/2/type"
    assert '"type"' in d.message and "/cards/0/cells/2" in d.message
    # SARIF points at the line of the entry
    line = next(i for i, t in enumerate(text.splitlines(), 1) if '"trap"' in t)
    assert pointer_lines(text)["/cards/0/cells/2/type"] == line
    (result,) = sarif_report([d], all_codes())["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"]["region"] == {"startLine": line}


def test_duplicate_top_level_key(tmp_path):
    path = tmp_path / "twice.quest.json"
    path.write_text(example_with('"size": 5', '"size": 5, "size": 6'), encoding="utf-8")
    (d,) = validate_file(str(path))
    assert (d.code, d.path) == ("F006", "/size")
    assert "top level" in d.message


def test_lone_surrogate_is_refused_where_it_is(tmp_path):
    for name, (text, _) in BAD_TEXTS.items():
        if not name.startswith("surrogate"):
            continue
        path = tmp_path / f"{name}.quest.json"
        path.write_text(text, encoding="utf-8")
        (d,) = validate_file(str(path))
        assert d.code == "F004" and "surrogate" in d.message
        assert d.path in ("/title", "/heroes", "/cards/0/id")
        # every output can be printed and read back
        d.to_text().encode("utf-8")
        assert json.loads(json_report([d]).encode("utf-8"))[0]["code"] == "F004"
        assert "\\ud83d" in d.to_text() or "\\udc00" in d.to_text()


def test_a_whole_surrogate_pair_is_a_character(tmp_path):
    path = tmp_path / "smile.quest.json"
    path.write_text(example_with('"Doors and keys"', '"Doors \\ud83d\\ude00"'), encoding="utf-8")
    loaded = load_file(path)
    assert loaded.ok and loaded.model.title == "Doors \U0001f600"


def test_escaped_backslash_before_u_is_no_surrogate(tmp_path):
    path = tmp_path / "slash.quest.json"
    path.write_text(example_with('"Doors and keys"', '"C:\\\\ud83d"'), encoding="utf-8")
    assert load_file(path).model.title == "C:\\ud83d"


@posix_only
def test_special_files_are_refused_unread(tmp_path):
    fifo = tmp_path / "pipe.quest.json"
    os.mkfifo(fifo)
    link = tmp_path / "link.quest.json"
    link.symlink_to(SPEC_EXAMPLE)
    with pytest.raises(FileProblem) as problem:  # would block for ever if it were opened
        read_json(fifo)
    assert "pipe" in problem.value.diagnostic.message
    with pytest.raises(FileProblem) as problem:
        read_json("/dev/zero")
    assert "device" in problem.value.diagnostic.message
    assert load_file(link).ok  # a link to a regular file is followed


def test_too_large_file_is_refused_after_reading_the_limit(tmp_path):
    from editor.core.fileio import MAX_FILE_BYTES

    path = tmp_path / "big.quest.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    assert [d.code for d in validate_file(str(path))] == ["F002"]
    path.write_bytes(EXAMPLE_TEXT.encode() + b" " * (MAX_FILE_BYTES - len(EXAMPLE_TEXT)))
    assert load_file(path).ok  # exactly the limit is fine


def test_every_command_reads_through_load_file(tmp_path):
    """The same verdict whichever way a file is read: validate, load_quest, the editor."""
    path = tmp_path / "twice.quest.json"
    path.write_text(BAD_TEXTS["duplicate-hero"][0], encoding="utf-8")
    for result in (load_file(path), load_quest(path), load_file(path, lenient=True)):
        assert [d.code for d in result.diagnostics] == ["F006"]


@posix_only
def test_editor_open_and_recovery_never_read_a_pipe(tmp_path, data_dir):
    """Open (dialog, recent files, drop all use `open_path`) and autosave recovery."""
    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "99999-1.json")
    fifo = tmp_path / "pipe.quest.json"
    os.mkfifo(fifo)
    script = textwrap.dedent(
        f"""
        from PySide6.QtWidgets import QApplication
        from editor.gui.autosave import Recovery, pending_recoveries
        from editor.gui.mainwindow import MainWindow
        app = QApplication([])
        assert pending_recoveries() == []
        print(Recovery({str(folder / "99999-1.json")!r}, None, 0, None).load().diagnostics[0].code)
        w = MainWindow()
        assert not w.open_path({str(fifo)!r})
        print(w.open_problems[0].to_text())
        """
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "F001"
    assert lines[1].startswith(f"{fifo}: F001 error: is a pipe")


# -- the editor's lenient loading ----------------------------------------------------------


def test_edit_opens_a_title_of_the_wrong_type_and_lists_the_schema_error(tmp_path, data_dir):
    path = tmp_path / "title.quest.json"
    path.write_text(example_with('"Doors and keys"', "5"), encoding="utf-8")
    proc = run_command("edit", path, "--screenshot", tmp_path / "shot.png")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and "TypeError" not in proc.stderr
    assert (tmp_path / "shot.png").is_file()


def test_issues_dock_lists_what_reading_the_file_found(qtbot, tmp_path):
    from guitest import open_window

    path = tmp_path / "title.quest.json"
    path.write_text(example_with('"Doors and keys"', "5"), encoding="utf-8")
    w = open_window(qtbot, path)
    assert w.editor.doc.quest.title is None  # the quest opened, the title fell back to none
    listed = [(d.code, d.path) for d in w.issues_panel.diagnostics]
    assert ("S001", "/title") in listed
    assert w.save()  # the file on disk is fixed: the problem goes away
    assert ("S001", "/title") not in [(d.code, d.path) for d in w.issues_panel.diagnostics]
    assert load_file(path).ok


def test_edit_says_why_it_cannot_open(tmp_path, data_dir):
    path = tmp_path / "list.quest.json"
    path.write_text("[1, 2]", encoding="utf-8")
    proc = run_command("edit", path, "--screenshot", tmp_path / "shot.png")
    assert proc.returncode == 1
    assert "V001 error: not a file of any game" in proc.stderr
    assert f"cannot open {path}" in proc.stderr


def assert_well_typed(quest: Quest) -> None:
    """Every value is of the type and in the range the editor relies on."""

    def is_int(v) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    def is_point(p, hi=MAX_SIZE - 1) -> bool:
        return isinstance(p, tuple) and len(p) == 2 and all(is_int(v) and 0 <= v <= hi for v in p)

    assert is_int(quest.size) and MIN_SIZE <= quest.size <= MAX_SIZE
    assert is_point(quest.slots, 8) and min(quest.slots) >= 1
    for key in ("title", "author", "notes"):
        assert getattr(quest, key) is None or isinstance(getattr(quest, key), str)
    assert quest.difficulty in (None, 1, 2, 3, 4) and not isinstance(quest.difficulty, bool)
    assert quest.side is None or quest.side in QUEST_SIDES
    for hero, start in quest.heroes.items():
        assert hero in HEROES and is_point(start.at)
        assert start.card is None or isinstance(start.card, str)
    assert all(isinstance(c.id, str) and c.id for c in quest.cards)
    for card in quest.cards:
        assert is_point(card.slot, 7) and card.rotation in (0, 1, 2, 3)
        for at, cell in card.cells.items():
            assert is_point(at) and cell.type in ("void", *LISTED_CELL_TYPES)
            assert cell.hero is None or cell.hero in HEROES
            assert cell.door is None or (is_int(cell.door) and cell.door in DOOR_NUMBERS)
        for (x, y, side), edge in card.edges.items():
            assert is_point((x, y)) and side in SIDES and edge.type in EDGE_TYPES
            assert edge.door is None or (is_int(edge.door) and edge.door in DOOR_NUMBERS)


def test_wrong_types_fall_back_to_defaults():
    data = {
        "format": "tower-quest/1",
        "title": 5,
        "author": ["x"],
        "difficulty": True,
        "side": "sideways",
        "size": "five",
        "slots": [0, 3],
        "heroes": {"dwarf": {"at": [1, 1], "card": 7}, "elf": [], "wizard": {"at": [0, 0]}},
        "cards": [
            {"id": 3, "slot": "x", "rotation": 7, "cells": {"a": 1}, "void": [[1, 1], "x"]},
            "not a card",
            {"id": "A", "slot": [1, 0], "cells": [{"at": [2, 2], "type": "key", "door": 9}]},
        ],
    }
    quest = quest_from_dict(data)
    assert_well_typed(quest)
    assert (quest.title, quest.author, quest.difficulty, quest.side) == (None, None, None, None)
    assert quest.size == DEFAULT_SIZE and quest.slots == (1, 1)
    assert list(quest.heroes) == ["dwarf"] and quest.heroes["dwarf"].card is None
    assert [c.id for c in quest.cards] == ["B", "C", "A"]  # fresh ids avoid the given ones
    assert quest.cards[0].rotation == 3 and quest.cards[0].slot == (0, 0)
    assert quest.cards[2].cell(2, 2).door == 1  # a key needs a number
    for value in (None, [], "x", 3, {"format": "tower-quest/1", "cards": {}, "heroes": 1}):
        assert_well_typed(quest_from_dict(value))


def test_schema_valid_files_load_exactly():
    for path in [SPEC_EXAMPLE, *LIBRARY]:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert dumps(quest_from_dict(data)) == dumps(load_quest(path).quest)
        if path in LIBRARY:
            assert dumps(quest_from_dict(data)) == path.read_text(encoding="utf-8")


LIBRARY_DATA = [json.loads(p.read_text(encoding="utf-8")) for p in LIBRARY]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
    | st.sampled_from(["A", "N", "door", "exit", "dwarf", "wall", "key", "\x1b[31m", "\x00"])
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


@st.composite
def mutated_library_quests(draw):
    """A library quest with values replaced, removed, wrapped or retyped anywhere but "format"."""
    data = copy.deepcopy(draw(st.sampled_from(LIBRARY_DATA)))
    for _ in range(draw(st.integers(1, 6))):
        paths = [p for p in _paths(data) if p and p != ("format",)]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for p in path[:-1]:
            parent = parent[p]
        key = path[-1]
        op = draw(st.sampled_from(["delete", "replace", "wrap", "stringify", "nudge", "bool"]))
        if op == "delete":
            del parent[key]
        elif op == "replace":
            parent[key] = draw(json_values)
        elif op == "wrap":
            parent[key] = [parent[key]]
        elif op == "stringify":
            parent[key] = str(parent[key])
        elif op == "nudge" and isinstance(parent[key], int):
            parent[key] += draw(st.sampled_from([-100, -1, 1, 7, 10**9]))
        elif op == "bool":
            parent[key] = draw(st.booleans())
    return data


LENIENT_FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@LENIENT_FUZZ
@given(mutated_library_quests())
def test_lenient_loading_never_raises(data):
    """What the editor does with a file: lenient load, live checks, save; nothing may raise."""
    from editor.core.validate import examine
    from editor.gui.checks import check_data

    quest = examine(data, "fuzz.quest.json", checks=False, lenient=True).model
    assert quest is not None  # the format is intact: the editor opens it
    assert_well_typed(quest)
    check_data(lambda: json.loads(dumps(quest)), "fuzz.quest.json")
    check_quest(quest)
    again = quest_from_dict(json.loads(dumps(quest)))
    assert again == quest  # what the editor saves, it reopens unchanged


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(mutated_library_quests())
def test_lenient_quests_can_be_drawn(qapp, data):
    from editor.core.validate import examine
    from editor.games.tower.qt.renderer import QuestRenderer

    quest = examine(data, "fuzz.quest.json", checks=False, lenient=True).model
    image = QuestRenderer(quest).render_image(0.2)
    assert not image.isNull()


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=mutated_library_quests())
def test_the_editor_opens_mutated_quests(qtbot, tmp_path, data):
    """The real window: docks, board and checks take whatever lenient loading gives them
    (pytest-qt fails the test on an exception raised in any Qt slot)."""
    from guitest import open_window

    path = tmp_path / "fuzz.quest.json"
    try:  # NaN and Infinity are no JSON: their refusal is tested on the loader
        path.write_text(json.dumps(data, allow_nan=False), encoding="utf-8")
    except ValueError:
        reject()
    w = open_window(qtbot, path)
    assert w.editor.doc.quest is not None
    assert all(d.file == str(path) for d in w.issues_panel.diagnostics if d.code.startswith("S"))
    w.close()
