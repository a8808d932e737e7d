"""The solver dock's table with trips to watch: the game's table (`..setups`), each
player's line keyed by (player count, player) and watchable when it has a trip.

The watch panel (`watch.TripWatch`) gets the maze and its numbers as the table's
answer and plays the player's best trip back. No Qt here: the dock works this out
in the background.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....setups import SetupTable, SolveRun
from ..model import Maze
from ..numbers import DaedalusNumbers, solve
from ..setups import setup_table


@dataclass(frozen=True)
class Answer:
    maze: Maze
    numbers: DaedalusNumbers


def watch_table(maze: Maze, run: SolveRun | None = None) -> SetupTable:
    table = setup_table(maze, run)
    if not table.counts:
        return table
    numbers = solve(maze)
    drafts = {d.players: d for d in numbers.drafts}
    counts = tuple(
        replace(
            count,
            setups=tuple(
                replace(
                    s,
                    key=(count.players, s.key),
                    watch=drafts[count.players].best[s.key] is not None,
                )
                for s in count.setups
            ),
        )
        for count in table.counts
    )
    return replace(table, counts=counts, answer=Answer(maze.copy(), numbers))


def best_sector(answer: Answer, key: tuple[int, int]) -> int:
    """The entrance sector of player ``key[1]``'s best trip in the draft of ``key[0]`` players."""
    players, player = key
    draft = next(d for d in answer.numbers.drafts if d.players == players)
    trips = answer.numbers.trip
    known = [s for s in draft.fields[player] if trips[s] is not None]
    if not known:
        raise ValueError(f"player {player + 1} of {players} has no entrance field with a trip")
    return min(known, key=lambda s: (trips[s], s))
