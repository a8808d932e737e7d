"""A maze's numbers as the studio's solver dock shows them (`editor.setups`).

A set-up is one player's share of the placement draft (RULES.md section 7): its
entrance sectors and its best trip; a player count shows its advantage. The
player the draft favours (the smallest best trip, the first of equals) is marked.
"""

from __future__ import annotations

from ...setups import PlayerCount, Setup, SetupTable, SolveRun
from .model import Maze
from .numbers import Draft, solve

COLUMNS = ("advantage", "entrance sectors", "best trip")


def setup_table(maze: Maze, run: SolveRun | None = None) -> SetupTable:
    """The numbers take milliseconds: ``run``'s limits are not needed."""
    numbers = solve(maze)
    if not numbers.legal:  # the Issues panel lists the errors
        return SetupTable(f"{numbers.summary()}; the issues say what to fix")
    counts = tuple(_count(d) for d in numbers.drafts)
    details = "\n".join(numbers.table_lines(players=()))
    return SetupTable(numbers.summary(), "Player", COLUMNS, counts, details.rstrip())


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
            key=i,
        )
        for i, (fields, best) in enumerate(zip(d.fields, d.best, strict=True))
    )
    return PlayerCount(d.players, (_num(d.advantage), "", ""), players)
