"""A layout's numbers as the studio's solver dock shows them (`editor.core.setups`).

The set-ups are the seatings: with 2 players each takes two opposite corners
(`numbers.SEATS_2`); with 3 one corner stays empty; with 4 every corner is taken.
Each shows its tours (RULES.md section 7); a player count shows the spread of
its mean tours, and the fairest 3-player seating is marked.
"""

from __future__ import annotations

from editor.core.setups import PlayerCount, Setup, SetupTable, SolveRun

from .model import CORNERS, Layout
from .results import LabyrinthNumbers, solve

COLUMNS = ("spread", "tour mean", "tour min")


def setup_table(layout: Layout, run: SolveRun | None = None) -> SetupTable:
    """The numbers are instant: ``run``'s limits are not needed."""
    numbers = solve(layout)
    if not numbers.legal:  # the Issues panel lists the errors
        return SetupTable(f"{numbers.summary()}; the issues say what to fix")
    counts = (_two(numbers), _three(numbers), _four(numbers))
    details = "\n".join(numbers.table_lines(players=()))
    return SetupTable(numbers.summary(), "Seating", COLUMNS, counts, details.rstrip())


def _num(value) -> str:
    return f"{float(value):.2f}"


def _each(numbers: LabyrinthNumbers, corners, what) -> str:
    return " · ".join(f"{c} {what(numbers.corners[c])}" for c in corners)


def _two(numbers: LabyrinthNumbers) -> PlayerCount:
    seats = tuple(
        Setup("+".join(seat), ("", _num(t.mean), str(t.min))) for seat, t in numbers.pairs.items()
    )
    return PlayerCount(2, (_num(numbers.spread_2()), "", ""), seats)


def _three(numbers: LabyrinthNumbers) -> PlayerCount:
    fairest = numbers.fairest_empty
    seatings = []
    for empty in CORNERS:
        taken = [c for c in CORNERS if c != empty]
        values = (
            _num(numbers.spread_3(empty)),
            _each(numbers, taken, lambda t: _num(t.mean)),
            _each(numbers, taken, lambda t: t.min),
        )
        seatings.append(Setup(f"{empty} empty", values, best=empty == fairest))
    return PlayerCount(3, (_num(numbers.spread_3(fairest)), "", ""), tuple(seatings))


def _four(numbers: LabyrinthNumbers) -> PlayerCount:
    values = (
        _num(numbers.spread_4()),
        _each(numbers, CORNERS, lambda t: _num(t.mean)),
        _each(numbers, CORNERS, lambda t: t.min),
    )
    every = Setup("every corner", values, best=True)
    return PlayerCount(4, (_num(numbers.spread_4()), "", ""), (every,))
