"""Tower adventures as files: the registry's second kind of tower file, the manifest's format
(canonical, lenient) and the checks that read the quests it names.

Each check code has its file in tests/data/tower-adventure/checks (run by
tests/test_conformance.py); here the checks are looked at closer: what a trial's own
problem looks like under the adventure, and manifests that would loop or mislead.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from editor.core import registry
from editor.core.validate import load_file
from editor.games import tower
from editor.games.tower.adventure.checks import check_adventure
from editor.games.tower.adventure.fileformat import (
    adventure_from_dict,
    adventure_from_dict_lenient,
    dumps,
)
from editor.games.tower.adventure.model import Adventure

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data" / "tower-adventure"
QUESTS = DATA / "quests"
LIBRARY = ROOT / "library" / "tower"


def manifest(folder: Path, trials, epic, name="adv.adventure.json", **extra) -> Path:
    path = folder / name
    data = {"format": "tower-adventure/1", **extra, "trials": trials, "epic": epic}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def quests(tmp_path) -> Path:
    """A copy of the fixture quests in a folder of its own, beside which manifests go."""
    shutil.copytree(QUESTS, tmp_path / "quests")
    return tmp_path


# -- the registry ------------------------------------------------------------------------


def test_the_tower_package_declares_two_kinds_of_file_and_the_registry_lists_both():
    kinds = {g.name: g for g in registry.games() if g.package == "editor.games.tower"}
    assert set(kinds) == {"tower", "tower-adventure"}
    adventure = kinds["tower-adventure"]
    assert registry.by_format("tower-adventure/1") is adventure
    assert adventure.suffix == ".adventure.json" and adventure.suffix in registry.suffixes()
    assert tower.GAMES == (tower.GAME, tower.ADVENTURE)
    # each kind has its own editor in the studio
    assert adventure.studio.qt != kinds["tower"].studio.qt and None not in (
        adventure.studio.qt,
        kinds["tower"].studio.qt,
    )


def test_a_folder_yields_quests_and_adventures_alike(tmp_path):
    from editor.core.validate import collect

    shutil.copy(LIBRARY / "adventure-1.adventure.json", tmp_path)
    shutil.copytree(LIBRARY / "adventure-1", tmp_path / "adventure-1")
    files, diags = collect([str(tmp_path)])
    names = sorted(Path(p).name for p, _ in files)
    assert diags == [] and len(names) == 6 and "adventure-1.adventure.json" in names
    assert {load_file(p).game.name for p, _ in files} == {"tower", "tower-adventure"}


# -- the format ---------------------------------------------------------------------------


def test_saving_is_canonical_whatever_the_order_of_the_keys():
    data = {
        "epic": "e.quest.json",
        "trials": ["a.quest.json", "b/é.quest.json"],
        "notes": "n",
        "format": "tower-adventure/1",
        "title": "T",
    }
    text = dumps(adventure_from_dict(data))
    assert text == (
        "{\n"
        '  "format": "tower-adventure/1",\n'
        '  "title": "T",\n'
        '  "notes": "n",\n'
        '  "trials": [\n'
        '    "a.quest.json",\n'
        '    "b/é.quest.json"\n'
        "  ],\n"
        '  "epic": "e.quest.json"\n'
        "}\n"
    )
    assert adventure_from_dict(json.loads(text)) == adventure_from_dict(data)


def test_the_folder_a_manifest_was_read_from_is_not_part_of_it():
    data = json.loads((LIBRARY / "adventure-1.adventure.json").read_text(encoding="utf-8"))
    here, there = adventure_from_dict(data, Path("a")), adventure_from_dict(data, Path("b"))
    assert here == there
    assert here.resolve(here.epic) == Path("a") / "adventure-1/epic-turning-cellar.quest.json"


@pytest.mark.parametrize(
    "data",
    [None, [], "x", {"trials": "a"}, {"trials": [1, None, "", "ok.quest.json"], "epic": 3}],
)
def test_the_lenient_reading_keeps_what_it_understands(data):
    adventure = adventure_from_dict_lenient(data)
    assert isinstance(adventure, Adventure)
    expected = ["ok.quest.json"] if isinstance(data, dict) and data.get("epic") == 3 else []
    assert adventure.trials == expected and adventure.epic == ""
    json.loads(dumps(adventure))


def test_schema_problems_name_the_file_and_the_place(tmp_path):
    path = manifest(tmp_path, ["a.quest.json", 7], "e.quest.json", title=["x"])
    diags = load_file(path).diagnostics
    assert [(d.code, d.path) for d in diags] == [("S001", "/title"), ("S001", "/trials/1")]
    assert all(d.file == str(path) for d in diags)
    assert (
        diags[1].message
        == 'entry number 2 of "trials" must be a text in double quotes ("..."), not 7'
    )


# -- the checks ---------------------------------------------------------------------------


def test_a_trials_own_error_is_reported_under_the_adventure_with_its_name(quests):
    path = manifest(
        quests, ["quests/t1.quest.json", "quests/broken.quest.json"], "quests/epic.quest.json"
    )
    (d,) = load_file(path).diagnostics
    assert (d.file, d.code, d.severity, d.path) == (str(path), "A103", "error", "/trials/1")
    assert d.message == (
        "trial 2: quests/broken.quest.json:A:0,2: T108 error: "
        "the elf and the dwarf both start on card A, cell 0,2"
    )


def test_a_valid_adventure_has_no_diagnostics(quests):
    path = manifest(
        quests, ["quests/t1.quest.json", "quests/t2.quest.json"], "quests/epic.quest.json"
    )
    loaded = load_file(path)
    assert loaded.ok and loaded.diagnostics == []
    assert loaded.model.trials == ["quests/t1.quest.json", "quests/t2.quest.json"]


def test_an_adventure_naming_itself_or_another_adventure_is_refused_without_looping(quests):
    other = manifest(quests, ["quests/t1.quest.json"], "quests/epic.quest.json", "b.adventure.json")
    path = manifest(quests, ["adv.adventure.json", other.name], "adv.adventure.json")
    diags = load_file(path).diagnostics
    assert [(d.code, d.path) for d in diags] == [
        ("A102", "/trials/0"),
        ("A102", "/trials/1"),
        ("A105", "/epic"),
    ]
    assert "a Magic Maze Tower adventure, not a tower quest" in diags[0].message


def test_the_epic_listed_as_a_trial_too_is_a_quest_given_twice(quests):
    path = manifest(quests, ["quests/epic.quest.json"], "quests/./epic.quest.json")
    codes = [(d.code, d.path) for d in load_file(path).diagnostics]
    assert ("A105", "/epic") in codes and ("A106", "/trials/0") in codes


@pytest.mark.parametrize(
    ("trial", "problem"),
    [
        ("quests", "F001"),  # a folder
        ("empty.quest.json", "F003"),
        ("binary.quest.json", "F004"),
        ("broken-json.quest.json", "F005"),
    ],
)
def test_a_trial_that_cannot_be_read_says_why_and_where(quests, trial, problem):
    (quests / "empty.quest.json").write_bytes(b"")
    (quests / "binary.quest.json").write_bytes(b"\x00\xff\xfe")
    (quests / "broken-json.quest.json").write_text('{"format": ')
    path = manifest(quests, ["quests/t1.quest.json", trial], "quests/epic.quest.json")
    (d,) = load_file(path).diagnostics
    assert (d.code, d.path) == ("A101", "/trials/1")
    assert d.message.startswith(f"trial 2 ({trial}): cannot be used: {problem} ")


@pytest.mark.parametrize("name", ["a\x00b.quest.json", "\ud800.quest.json"])
def test_a_path_no_file_system_takes_is_a_trial_that_cannot_be_read(name):
    (d,) = check_adventure(Adventure(["t1.quest.json"], name, folder=QUESTS))
    assert (d.code, d.path) == ("A101", "/epic")
    assert d.message.endswith("cannot be used: the path holds a character no file name can")


def test_checks_without_a_folder_read_paths_from_the_working_folder(quests, monkeypatch):
    monkeypatch.chdir(quests)
    adventure = Adventure(["quests/t1.quest.json"], "quests/missing.quest.json")
    (d,) = check_adventure(adventure)
    assert (d.code, d.path) == ("A101", "/epic")


def test_the_library_adventures_back_their_trials_with_their_epics():
    for path in sorted(LIBRARY.glob("*.adventure.json")):
        loaded = load_file(path)
        assert loaded.ok and loaded.diagnostics == [], path
        adventure = loaded.model
        epic = load_file(adventure.resolve(adventure.epic)).model
        trials = [load_file(adventure.resolve(t)).model for t in adventure.trials]
        assert len(trials) == len(epic.cards) == 4
        assert {t.size for t in trials} == {epic.size}
        assert all(t.side == "trial" for t in trials) and epic.side == "epic"
