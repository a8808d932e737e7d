"""A maze's numbers as the studio's solver dock shows them (`editor.core.setups`).

A set-up is one player's share of the placement draft (RULES.md section 7): its
entrance sectors and its best trip; a player count shows its advantage. The
player the draft favours (the smallest best trip, the first of equals) is marked.
A player's line is known by (player count, player) and can be watched when it has
a trip: the answer (`Answer`) holds the maze and its numbers, and `best_sector`
says where that player's best trip starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.setups import PlayerCount, Setup, SetupTable, SolveRun

from .model import Maze
from .results import DaedalusNumbers, Draft, solve

COLUMNS = ("advantage", "entrance sectors", "best trip")


def setup_table(maze: Maze, run: SolveRun | None = None) -> SetupTable:
    """The numbers take milliseconds: ``run``'s limits are not needed."""
    numbers = solve(maze)
    if not numbers.legal:  # the Issues panel lists the errors
        return SetupTable(f"{numbers.summary()}; the issues say what to fix")
    counts = tuple(_count(d) for d in numbers.drafts)
    details = "\n".join(numbers.table_lines(players=()))
    answer = Answer(maze.copy(), numbers)
    return SetupTable(numbers.summary(), "Player", COLUMNS, counts, details.rstrip(), answer=answer)


@dataclass(frozen=True)
class Answer:
    """The maze as it was solved, and its numbers (the trips a watch plays back)."""

    maze: Maze
    numbers: DaedalusNumbers


def best_sector(answer: Answer, key: tuple[int, int]) -> int:
    """The entrance sector of player ``key[1]``'s best trip in the draft of ``key[0]`` players."""
    players, player = key
    draft = next(d for d in answer.numbers.drafts if d.players == players)
    trips = answer.numbers.trip
    known = [s for s in draft.fields[player] if trips[s] is not None]
    if not known:
        raise ValueError(f"player {player + 1} of {players} has no entrance field with a trip")
    return min(known, key=lambda s: (trips[s], s))


def _num(value: int | None) -> str:
    return "-" if value is None else str(value)


def _count(d: Draft) -> PlayerCount:
    known = [b for b in d.best if b is not None]
    favoured = d.best.index(min(known)) if known else None
    players = tuple(
        Setup(
            f"player {i + 1}",
            ("", ", ".join(map(str, fields)), _num(best)),
            best=i == favoured,
            key=(d.players, i),
            watch=best is not None,
        )
        for i, (fields, best) in enumerate(zip(d.fields, d.best, strict=True))
    )
    return PlayerCount(d.players, (_num(d.advantage), "", ""), players)
