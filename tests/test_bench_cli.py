"""`mazewright bench` on the files it is given: folders are searched as `validate` does,
missing or invalid quests are reported (exit 1, nothing run), rows say what they measured."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from editor.cli.bench import table
from editor.cli.main import main

SPEC = Path(__file__).parent / "data" / "spec_example.quest.json"


def bench(*args) -> int:
    return main(["bench", "--quick", "--no-reference", *map(str, args)])


def test_a_missing_file_is_reported_and_nothing_is_run(tmp_path, capsys):
    assert bench(tmp_path / "missing.quest.json") == 1
    out, err = capsys.readouterr()
    assert "missing.quest.json: F001 error: no such file or folder" in err
    assert out == ""


def test_an_invalid_quest_is_reported_and_nothing_is_run(tmp_path, capsys):
    data = json.loads(SPEC.read_text(encoding="utf-8"))
    data["heroes"]["elf"]["card"] = "Z"
    (tmp_path / "bad.quest.json").write_text(json.dumps(data), encoding="utf-8")
    shutil.copy(SPEC, tmp_path / "good.quest.json")
    assert bench(tmp_path) == 1
    out, err = capsys.readouterr()
    assert "bad.quest.json" in err and "T107" in err
    assert out == ""


def test_an_empty_folder_is_reported(tmp_path, capsys):
    assert bench(tmp_path) == 1
    err = capsys.readouterr().err
    assert "no files of a known game (*.labyrinth.json, *.quest.json)" in err


def test_a_folder_is_searched_for_quests(tmp_path, capsys):
    (tmp_path / "sub").mkdir()
    shutil.copy(SPEC, tmp_path / "sub" / "doors.quest.json")
    (tmp_path / "notes.txt").write_text("not a quest")
    assert bench(tmp_path) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line for line in lines if line.startswith("| doors")]
    assert len(rows) == 1
    assert rows[0].count("|") == lines[0].count("|")  # a whole row
    assert "undecided" not in rows[0] and "unsolvable" not in rows[0]


def test_rows_say_what_they_measured():
    common = {"fast_states": 10, "fast_seconds": 0.1, "compile_seconds": 0.0, "fast_rate": 100.0}
    rows = [
        {"quest": "capped", "large": True, "solved": None, **common},
        {"quest": "open", "large": False, "solved": None, **common},
        {"quest": "stuck", "large": False, "solved": False, **common},
        {"quest": "fine", "large": False, "solved": True, **common},
        {"quest": "gone", "error": "cannot read"},
    ]
    lines = table(rows, reference=False)
    head, body = lines[0], lines[2:]
    assert [line.split("|")[1].strip() for line in body] == [
        "capped (capped, undecided)",
        "open (undecided)",
        "stuck (unsolvable)",
        "fine",
        "gone (cannot read)",
    ]
    assert all(line.count("|") == head.count("|") for line in body)
