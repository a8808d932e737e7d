"""`mazewright solve --explain DEAL`: the deal named by its hands, its player count or its
number in the table; a deal that does not exist is a usage error naming the deals."""

import json

import pytest
from builders import make_quest

from editor.cli.main import main
from editor.games.tower.fileformat import save_quest


@pytest.fixture
def quest_file(tmp_path):
    # the dwarf goes 4 north and 4 east: one action for a hand with N and E, else two
    path = tmp_path / "q.quest.json"
    save_quest(path, make_quest(5, heroes={"dwarf": (0, 4)}, cells={(4, 0): "exit"}))
    return str(path)


def _explained(capsys, *args) -> list[str]:
    assert main(["solve", *args]) == 0
    out = capsys.readouterr().out
    return out[out.index("one way") :].splitlines()


def test_the_deal_named_by_its_hands_in_any_order(quest_file, capsys):
    lines = _explained(capsys, quest_file, "--explain", "ew,sn")
    assert lines[0] == "one way in 2 actions with 2 players (player 1 N,S; player 2 E,W):"
    assert len(lines) == 3
    assert _explained(capsys, quest_file, "--explain", "NS,EW") == lines
    assert _explained(capsys, quest_file, "--explain", "2:NS,EW") == lines
    assert _explained(capsys, quest_file, "--explain", "2:1") == lines


def test_a_player_count_alone_is_its_best_deal(quest_file, capsys):
    lines = _explained(capsys, quest_file, "--explain", "2")
    assert lines[0] == "one way in 1 action with 2 players (player 1 N,E; player 2 S,W):"
    # without a deal: the best deal of the smallest player count asked for, as before
    lines = _explained(capsys, quest_file, "--players", "4", "--explain")
    assert lines[0].startswith("one way in 2 actions with 4 players")


def test_explain_before_the_file_takes_no_deal(quest_file, capsys):
    lines = _explained(capsys, "--explain", quest_file, "--players", "1")
    assert lines[0] == "one way in 1 action with 1 player (player 1 N,E,S,W):"


def test_the_explanation_is_the_solution_of_the_json(quest_file, capsys):
    assert main(["solve", quest_file, "--json", "--explain", "2:3"]) == 0
    out = capsys.readouterr()
    deal = json.loads(out.out)["players"][1]["distributions"][2]
    assert deal["hands"] == ["NW", "ES"]
    explained = out.err.strip().splitlines()
    assert explained[0].startswith(f"one way in {deal['min_actions']} actions with 2 players")
    assert len(explained) == 1 + len(deal["solution"])


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        (
            "2:4",
            "no deal '4' for 2 players: they are numbered 1 to 3 (1. NS,EW  2. NE,SW  3. NW,ES)",
        ),
        ("NS,NE", "no deal NS,NE: with 2 players the deals are 1. NS,EW  2. NE,SW  3. NW,ES"),
        ("5", "no deal for 5 players: the game is played by 1 to 4"),
        ("3:NS,EW", "NS,EW is a deal of 2 players, not 3"),
        ("4", "4 players are not in --players"),
        ("up", "a deal is written as its hands"),
    ],
)
def test_a_deal_that_does_not_exist_is_a_usage_error(quest_file, capsys, deal, message):
    assert main(["solve", quest_file, "--players", "1,2", "--explain", deal]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"mazewright solve: error: --explain {deal}: {message}" in captured.err


def test_no_file_is_a_usage_error(capsys):
    assert main(["solve", "--explain"]) == 2
    assert "the following arguments are required: file" in capsys.readouterr().err
