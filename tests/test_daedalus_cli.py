"""Daedalus: `mazewright solve` and `validate` on maze files (RULES.md sections 6 and 7)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from editor.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "daedalus"
FIRST = LIBRARY / "01-first-steps.daedalus.json"
KEY = LIBRARY / "02-turning-key.daedalus.json"
LAYOUT = ROOT / "library" / "labyrinth" / "01-first-steps.labyrinth.json"


def write(tmp_path, data) -> Path:
    path = tmp_path / "maze.daedalus.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_solve_json_has_exactly_the_spec_s_shape(tmp_path, capsys):
    spec = {
        "format": "daedalus/1",
        "radial": [{"ring": 0, "sector": 3}, {"ring": 2, "sector": 17}],
        "arcs": [{"boundary": 1, "sector": 0}, {"boundary": 6, "sector": 12}],
    }
    assert main(["solve", str(write(tmp_path, spec)), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert list(out)[:6] == ["legal", "to_chamber", "trip", "best_trip", "death_traps", "players"]
    assert out["legal"] is True
    assert out["to_chamber"] == [7 if s in (1, 18) else 6 for s in range(24)]
    assert out["trip"] == [14 if s in (1, 18) else 13 for s in range(24)]
    assert out["best_trip"] == 13 and out["death_traps"] == []
    assert [p["players"] for p in out["players"]] == [2, 3, 4]
    assert out["players"][0] == {
        "players": 2,
        "fields": [[0, 3, 5, 7], [2, 4, 6, 8]],
        "best": [13, 13],
        "advantage": 0,
    }
    assert out["still"] is False and out["best_path"]["sector"] == 0
    assert out["best_path"]["places"][-1] == "exit" and len(out["best_path"]["places"]) == 14


def test_death_traps_come_with_their_phases(capsys):
    assert main(["solve", str(LIBRARY / "03-death-row.daedalus.json"), "--json"]) == 0
    traps = json.loads(capsys.readouterr().out)["death_traps"]
    assert traps and all(list(t) == ["ring", "sector", "phases"] for t in traps)
    assert [(t["ring"], t["sector"]) for t in traps] == sorted(
        (t["ring"], t["sector"]) for t in traps
    )
    assert all(t["phases"] == sorted(t["phases"]) and t["phases"] for t in traps)


def test_still_keeps_the_walls_still_after_the_pick_up(capsys):
    assert main(["solve", str(KEY), "--json", "--still"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["still"] is True and out["best_trip"] is None and out["best_path"] is None
    assert all(p["advantage"] is None for p in out["players"])


def test_players_narrow_the_output(capsys):
    assert main(["solve", str(FIRST), "--json", "--players", "3"]) == 0
    assert [p["players"] for p in json.loads(capsys.readouterr().out)["players"]] == [3]
    assert main(["solve", str(FIRST), "--players", "2,4"]) == 0
    text = capsys.readouterr().out
    assert "2 players: advantage" in text and "4 players: advantage" in text
    assert "3 players: advantage" not in text and "best trip 13 rounds from sector 4" in text


def test_still_is_a_usage_error_for_another_game(capsys):
    assert main(["solve", str(LAYOUT), "--still"]) == 2
    assert "--still is not for a Magic Labyrinth layout" in capsys.readouterr().err


def test_a_maze_with_errors_prints_legal_false_and_exits_1(tmp_path, capsys):
    closed = {
        "format": "daedalus/1",
        "radial": [],
        "arcs": [{"boundary": 6, "sector": s} for s in range(24)],
    }
    path = write(tmp_path, closed)
    assert main(["solve", str(path), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["legal"] is False
    assert [d["code"] for d in out["diagnostics"]] == ["D108"]
    assert out["diagnostics"][0]["file"] == str(path)
    assert main(["solve", str(path)]) == 1
    err = capsys.readouterr().err
    assert "D108" in err and "not solved: the maze has errors" in err


def test_validate_json_gives_the_same_diagnostics_as_solve(tmp_path, capsys):
    path = write(tmp_path, {"format": "daedalus/1", "rings": 11, "radial": [], "arcs": []})
    assert main(["validate", "--json", str(path)]) == 1
    validated = json.loads(capsys.readouterr().out)
    assert main(["solve", "--json", str(path)]) == 1
    solved = json.loads(capsys.readouterr().out)
    assert [d["code"] for d in solved["diagnostics"]] == ["D101"]
    text = json.dumps(validated)
    assert all(json.dumps(d) in text for d in solved["diagnostics"])


def test_bad_files_get_a_message_naming_file_and_place_never_a_traceback(tmp_path):
    cases = {
        "notjson.daedalus.json": "{",
        "twice.daedalus.json": '{"format": "daedalus/1", "radial": [], "radial": [], "arcs": []}',
        "types.daedalus.json": '{"format": "daedalus/1", "radial": [{"ring": "x", "sector": 1}], "arcs": 5}',
        "binary.daedalus.json": "\x00\x01",
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        for command in (["validate"], ["solve", "--json"], ["solve"]):
            done = subprocess.run(
                [sys.executable, "-m", "editor", *command, str(path)],
                capture_output=True,
                text=True,
                cwd=ROOT,
            )
            assert done.returncode == 1, (name, command, done.stderr)
            assert "Traceback" not in done.stdout + done.stderr
            assert name in done.stdout + done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "editor", "validate", str(tmp_path / "types.daedalus.json")],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert '/arcs: S001 error: "arcs" must be a list [...], not 5' in done.stdout
    assert 'entry number 1 of "radial": "ring" must be a whole number, not "x"' in done.stdout
