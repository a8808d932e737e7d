"""`mazewright solve` on labyrinth layouts: the shape of RULES.md, player counts, bad layouts."""

from __future__ import annotations

import json
from pathlib import Path

from editor.cli.main import main
from editor.games.labyrinth.fileformat import loads
from editor.games.labyrinth.results import solve

ROOT = Path(__file__).resolve().parents[1]
FAIR = ROOT / "library" / "labyrinth" / "03-fair-shares.labyrinth.json"


def test_json_has_the_shape_and_numbers_of_the_rules(capsys):
    assert main(["solve", str(FAIR), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    expected = solve(loads(FAIR.read_text(encoding="utf-8"))).to_json()
    assert out == expected
    assert list(out) == ["legal", "distances", "corners", "players"]
    assert [p["players"] for p in out["players"]] == [2, 3, 4]


def test_players_narrow_the_output(capsys):
    assert main(["solve", str(FAIR), "--json", "--players", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["players"] for p in out["players"]] == [3]
    assert main(["solve", str(FAIR), "--players", "2"]) == 0
    text = capsys.readouterr().out
    assert "2 players (two wizards each):" in text
    assert "3 players" not in text and "4 players" not in text


def test_a_player_count_the_game_does_not_have_is_a_usage_error(capsys):
    assert main(["solve", str(FAIR), "--players", "1"]) == 2
    assert "is played by 2, 3, 4 players" in capsys.readouterr().err


def test_a_layout_with_errors_prints_legal_false_and_exits_1(tmp_path, capsys):
    data = json.loads(FAIR.read_text(encoding="utf-8"))
    data["rooms"][0]["at"] = [0, 0]  # a room on a corner
    bad = tmp_path / "bad.labyrinth.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert main(["solve", str(bad), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["legal"] is False
    assert "L109" in [d["code"] for d in out["diagnostics"]]
    assert main(["solve", str(bad)]) == 1
    assert "L109" in capsys.readouterr().err


def test_a_layout_the_schema_refuses_prints_its_diagnostics(tmp_path, capsys):
    bad = tmp_path / "bad.labyrinth.json"
    bad.write_text('{"format": "labyrinth/1", "walls": "none", "rooms": []}', encoding="utf-8")
    assert main(["solve", str(bad), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["legal"] is False and any(d["code"] == "S001" for d in out["diagnostics"])


def test_solve_says_whether_a_file_is_unreadable_or_of_no_game(tmp_path, capsys):
    twice = tmp_path / "twice.labyrinth.json"
    twice.write_text(FAIR.read_text(encoding="utf-8").replace('"size":', '"size": 6, "size":'))
    assert main(["solve", str(twice)]) == 1
    err = capsys.readouterr().err
    assert "F006" in err and "not solved: the file cannot be read" in err
    other = tmp_path / "other.labyrinth.json"
    other.write_text('{"format": "chess/1"}', encoding="utf-8")
    assert main(["solve", str(other)]) == 1
    assert "not solved: not a file of a known game" in capsys.readouterr().err
