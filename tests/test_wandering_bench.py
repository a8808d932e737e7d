"""`mazewright bench` on set-ups, and the cross-check it relies on catching wrong answers."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from editor.cli.main import main
from editor.games.wandering.bench import COLUMNS
from editor.games.wandering.crosscheck import movement_problems
from editor.games.wandering.model import Course, SetUp
from editor.games.wandering.rules import Board, Figure, resolve

ALL = Path(__file__).parents[1] / "library" / "wandering" / "06-all-modules.setup.json"


def test_a_set_up_gets_the_wandering_table(tmp_path, capsys):
    shutil.copy(ALL, tmp_path / "all.setup.json")
    assert main(["bench", "--quick", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("|")]
    head, _rule, row = lines
    assert [c.strip() for c in head.split("|")[1:-1]] == [c.title for c in COLUMNS]
    cells = [c.strip() for c in row.split("|")[1:-1]]
    # 19 spaces; 17 wizards (not on the castle nor the web on A), 9 towers, the magic
    # tower, the hag and the raven: 29 figures, each moved 1..19 steps both ways
    assert cells[:3] == ["all", "19", str(29 * 38)]
    assert all(float(c) > 0 for c in cells[3:])
    assert "slowest command: all" in out


def test_the_cross_check_catches_a_wrong_landing():
    board = Board.of(SetUp(modules=("elixir-fountain",), course=Course(4, 4)))
    right = resolve(board, Figure("tower", 10), 3)  # 13, a landscape space
    assert right.allowed and movement_problems(board, right) == []
    # a tower said to end on fountain B (14) is caught, as is a refusal with no reason
    wrong = replace(right, landing=14, legs=(replace(right.legs[0], steps=4, end=14),))
    assert movement_problems(board, wrong) == [
        "the first leg is not the movement asked",
        "a tower ends on space 14 (fountain B)",
    ]
    refused = replace(right, allowed=False, landing=None, reason="no")
    assert movement_problems(board, refused) == ["a tower refused on space 13 (landscape tile 3)"]
