"""Daedalus: the studio's hooks: the solver dock's set-ups, the replay check and the benchmark."""

from __future__ import annotations

from pathlib import Path

from editor.cli.main import main
from editor.core.validate import load_file
from editor.games.daedalus.crosscheck import walk_problems
from editor.games.daedalus.model import Maze
from editor.games.daedalus.play import Session
from editor.games.daedalus.setups import setup_table

LIBRARY = Path(__file__).resolve().parents[1] / "library" / "daedalus"


def test_the_solver_dock_shows_the_draft_of_each_player_count():
    table = setup_table(Maze(arcs={(1, 0)}))
    assert table.heading == "Player"
    assert [c.players for c in table.counts] == [2, 3, 4]
    two = table.counts[0]
    assert two.values == ("0", "", "")
    assert [(s.name, s.values, s.best) for s in two.setups] == [
        ("player 1", ("", "0, 3, 5, 7", "13"), True),
        ("player 2", ("", "2, 4, 6, 8", "13"), False),
    ]
    assert "sector  to chamber  trip" in table.details
    assert table.summary.startswith("legal; best trip 13 rounds from sector 0")


def test_a_maze_with_errors_has_no_table_but_says_so():
    table = setup_table(Maze(arcs={(6, s) for s in range(24)}))
    assert table.counts == () and "the issues say what to fix" in table.summary


def test_a_trip_through_a_wall_does_not_replay():
    maze = Maze(rings=3, sectors=8)
    straight = [(0, 0), (1, 0), (2, 0), "chamber", (2, 0), (1, 0), (0, 0), "exit"]
    assert walk_problems(Session(maze, 1, soldiers=1), straight, 7) == []
    assert walk_problems(Session(maze, 1, soldiers=1), straight, 8) == [
        "the way from ring 0, sector 0: 7 rounds for a number of 8"
    ]
    walled = Maze(rings=3, sectors=8, arcs={(1, 7)})  # over sector 0 in round 1
    (problem,) = walk_problems(Session(walled, 1, soldiers=1), straight, 7)
    assert problem.startswith("the way from ring 0, sector 0: round 1 is refused")


def test_a_walk_into_a_death_trap_does_not_replay():
    # (1, 0) walled in sideways; in round 2 (phase 2) arcs at film sector 6 close it
    trap = Maze(rings=3, sectors=8, radial={(1, 0), (1, 7)}, arcs={(1, 6), (2, 6)})
    way = [(0, 0), (1, 0), (2, 0), "chamber"]
    assert walk_problems(Session(trap, 1, soldiers=1), way, 3) == [
        "the way from ring 0, sector 0: the soldier died after round 1"
    ]


def test_bench_measures_a_maze_and_checks_its_answers(capsys):
    path = LIBRARY / "04-small-wheel.daedalus.json"
    assert load_file(path).ok
    assert main(["bench", "--quick", str(path)]) == 0
    out = capsys.readouterr().out
    assert "daedalus: the numbers of a maze" in out
    row = next(line for line in out.splitlines() if line.startswith("| 04-small-wheel"))
    cells = [c.strip() for c in row.split("|")[1:-1]]
    assert cells[:3] == ["04-small-wheel", "4x12", "30"]
    assert all(float(c) > 0 for c in cells[3:])
