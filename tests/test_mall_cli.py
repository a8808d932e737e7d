"""`mazewright validate` and `mazewright solve` on mall scenarios."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "library" / "mall"
FIRST = LIBRARY / "01-first-heist.mall.json"
KINDS = {"move", "vortex", "escalator", "explore"}


def test_solve_json_has_the_shape_of_the_contract(capsys):
    assert main(["solve", str(FIRST), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # the contract's keys, then what the solver measured (RULES.md section 7)
    assert list(out) == [
        "solvable",
        "min_actions",
        "players",
        "states",
        "seconds",
        "solver",
        "stopped_by",
    ]
    assert out["states"] > 0 and out["solver"] == "fast" and out["stopped_by"] is None
    assert out["solvable"] is True and isinstance(out["min_actions"], int)
    assert [p["players"] for p in out["players"]] == list(range(1, 9))
    solo, two = out["players"][0], out["players"][1]
    assert list(solo) == ["players", "hands", "min_switches", "solution"]
    assert solo["hands"] == [["N", "E", "S", "W", "vortex", "escalator", "explore"]]
    assert two["hands"] == [["vortex", "N", "E"], ["escalator", "explore", "S", "W"]]
    for plan in out["players"][1:]:
        assert list(plan) == ["players", "hands", "min_handoffs", "solution"]
    for plan in out["players"]:
        assert len(plan["solution"]) == out["min_actions"]
        for action in plan["solution"]:
            assert action["type"] in KINDS and 0 <= action["player"] < len(plan["hands"])
            if action["type"] == "explore":
                assert set(action) == {"type", "player", "hero", "tile", "origin", "rotation"}
            elif action["type"] == "move":
                assert set(action) == {"type", "player", "hero", "dir", "to"}
            else:
                assert set(action) == {"type", "player", "hero", "to"}
    # 5 to 8 players have the numbers of 4
    assert {p["min_handoffs"] for p in out["players"][3:]} == {out["players"][3]["min_handoffs"]}


def test_a_limit_leaves_every_count_null_and_exits_3(capsys):
    assert main(["solve", str(FIRST), "--json", "--max-states", "5", "--players", "1,2"]) == 3
    out = json.loads(capsys.readouterr().out)
    assert out["solvable"] is None and out["min_actions"] is None
    assert [
        (p["players"], p.get("min_switches", p.get("min_handoffs")), p["solution"])
        for p in out["players"]
    ] == [
        (1, None, None),
        (2, None, None),
    ]


def test_the_table_and_explain(capsys):
    assert main(["solve", str(FIRST), "--players", "2", "--explain", "2"]) == 0
    text = capsys.readouterr().out
    assert "solvable; fewest actions: 11" in text
    assert "  1. player 1: the elf moves north from 1,1 to 1,0" in text


def test_a_player_count_outside_1_to_8_is_a_usage_error(capsys):
    assert main(["solve", str(FIRST), "--players", "9"]) == 2
    assert "is played by 1, 2, 3, 4, 5, 6, 7, 8 players" in capsys.readouterr().err


def test_validate_names_file_tile_and_space(tmp_path, capsys):
    data = json.loads(FIRST.read_text(encoding="utf-8"))
    data["tiles"][1]["spaces"].append({"at": [1, 1], "type": "explore", "hero": "elf"})
    path = tmp_path / "bad.mall.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:2:1,1: M101 error: tile 2, space 1,1: an explore space must be" in out
    assert main(["solve", str(path)]) == 1
    assert "not solved: the scenario has errors" in capsys.readouterr().err


def test_broken_files_get_a_message_and_no_traceback(tmp_path):
    cases = {
        "cut.mall.json": FIRST.read_text(encoding="utf-8")[:200],
        "list.mall.json": '{"format": "mall/1", "tiles": 3, "start": {}, "heroes": [], "deck": {}}',
        "keys.mall.json": '{"format": "mall/1", "format": "mall/1"}',
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        for command in ("validate", "solve"):
            done = subprocess.run(
                [sys.executable, "-m", "editor", command, str(path)],
                capture_output=True,
                text=True,
                cwd=ROOT,
            )
            assert done.returncode == 1, (name, command, done.stderr)
            both = done.stdout + done.stderr
            assert "Traceback" not in both and str(path) in both, (name, command, both)


def test_bench_gives_the_mall_a_table(capsys):
    lone = ROOT / "library" / "mall" / "00-lone-thief.mall.json"
    assert main(["bench", "--quick", str(lone)]) == 0
    out = capsys.readouterr().out
    assert "mall: fast and reference solvers" in out
    row = next(line for line in out.splitlines() if line.startswith("| 00-lone-thief"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[1:6] == ["2", "1", "–", "8", "62"]
    assert cells[-1].endswith("x")  # the reference solver's time, as a ratio


def test_edit_names_the_commands_that_take_a_file_no_studio_editor_opens(capsys, monkeypatch):
    """A game without a Qt part: `edit` says so and names only the commands the game has."""
    import dataclasses

    from editor.core import registry

    spec = registry.by_format("mall/1")
    bare = dataclasses.replace(spec, studio=registry.Studio(), export=registry.Export())
    monkeypatch.setattr(registry, "by_format", lambda fmt: bare if fmt == "mall/1" else None)
    assert main(["edit", str(FIRST)]) == 2
    err = capsys.readouterr().err
    assert "cannot be edited in the studio yet" in err
    assert "`mazewright validate` and `mazewright solve` take it" in err and "export" not in err


def test_solve_says_why_the_fast_solver_declines_before_the_search(tmp_path, capsys):
    from mallbuild import long_deck

    path = tmp_path / "long.mall.json"
    # 1,024 spaces for four heroes and a sand timer of 100: 52 bits before the mall
    path.write_text(json.dumps(long_deck(63) | {"timer": 100}), encoding="utf-8")
    assert main(["solve", str(path), "--max-states", "2000"]) == 3
    out, err = capsys.readouterr()
    first = err.splitlines()[0]
    assert first.startswith(f"{path}: the reference solver answers: a state needs 52 bits")
    assert "between" in out or "undecided" in out


@pytest.mark.slow
def test_the_fast_solver_takes_a_deck_of_any_length(tmp_path, capsys):
    from mallbuild import long_deck

    path = tmp_path / "long.mall.json"
    path.write_text(json.dumps(long_deck(63)), encoding="utf-8")
    assert main(["solve", str(path), "--max-states", "20000"]) == 3
    assert "reference solver" not in capsys.readouterr().err


def test_the_fast_solver_answers_what_fits_its_tables_without_a_word(capsys):
    assert main(["solve", str(LIBRARY / "08-full-mall.mall.json")]) == 0
    assert "reference solver" not in capsys.readouterr().err
