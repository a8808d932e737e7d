"""Daedalus: the library's mazes are what their notes say they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.validate import load_file
from editor.games.daedalus.model import CHAMBER, Maze
from editor.games.daedalus.results import solve
from editor.games.daedalus.rules import steps

LIBRARY = Path(__file__).resolve().parents[1] / "library" / "daedalus"


def maze(name: str) -> Maze:
    return load_file(LIBRARY / f"{name}.daedalus.json").model


def still_way_in(m: Maze, phase: int) -> bool:
    """Whether the chamber can be reached from the entrance zone with the film held at ``phase``."""
    seen = set(m.entrances())
    todo = list(seen)
    while todo:
        place = todo.pop()
        for target in steps(m, place, phase, carrying=False):
            if target == CHAMBER:
                return True
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return False


def test_there_are_at_least_five_mazes_and_each_validates_without_errors():
    files = sorted(LIBRARY.glob("*.daedalus.json"))
    assert len(files) >= 5
    for path in files:
        loaded = load_file(path)
        assert loaded.ok, [d.to_text() for d in loaded.diagnostics]


def test_the_easy_maze_has_no_warning_and_a_trip_from_every_entrance():
    loaded = load_file(LIBRARY / "01-first-steps.daedalus.json")
    assert loaded.diagnostics == []
    assert None not in solve(loaded.model).trip


def test_only_the_turning_opens_the_turning_key():
    m = maze("02-turning-key")
    assert not any(still_way_in(m, phase) for phase in range(m.sectors))
    assert solve(m).best_trip is not None


def test_death_row_is_full_of_death_traps_yet_every_entrance_has_a_trip():
    numbers = solve(maze("03-death-row"))
    assert len(numbers.death_traps) >= 60
    assert None not in numbers.trip


@pytest.mark.parametrize("name", ["04-small-wheel", "06-great-wheel"])
def test_the_wheels_are_not_the_boxed_board(name):
    m = maze(name)
    assert (m.rings, m.sectors) != (6, 24)
    codes = {d.code for d in load_file(LIBRARY / f"{name}.daedalus.json").diagnostics}
    assert "D111" in codes


def test_four_fold_is_fair_for_every_player_count():
    numbers = solve(maze("05-four-fold"))
    assert [d.advantage for d in numbers.drafts] == [0, 0, 0]
