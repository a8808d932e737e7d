"""What the solver reports for a layout (RULES.md section 7): distances, tours, fairness.

Everything is exact: a tour's mean is kept as the integer sum of its cost over the
120 card orders (the mean is that sum over 120), and spreads are `Fraction`s, so
the fairest seating is decided without rounding. Floats appear only in `to_json`.

The cost of an order is computed over the tree of order prefixes: after each card
the possible wizard positions (as a sorted tuple, wizards of one player being
interchangeable) keep their cheapest walk so far, so every prefix is worked out
once. For two wizards this is the minimum over the 32 ways to give the rooms to
the wizards; for one wizard there is one way.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from fractions import Fraction

from editor.core.diagnostics import Diagnostic, has_errors

from .checks import check_layout
from .model import CORNERS, ROOMS, Layout
from .search import distance_map, shortest_path

__all__ = [
    "ORDERS",
    "SEATS_2",
    "LabyrinthNumbers",
    "Tour",
    "distance_map",
    "shortest_path",
    "solve",
    "tour",
]

#: The number of card orders (5!).
ORDERS = 120
#: The two seats of a 2-player game, each a player's two wizards' corners.
SEATS_2 = (("NW", "SE"), ("NE", "SW"))


@dataclass(frozen=True)
class Tour:
    """A seat's tour over all 120 card orders: the cheapest cost and the sum of all costs."""

    min: int
    total: int

    @property
    def mean(self) -> Fraction:
        return Fraction(self.total, ORDERS)


def tour(dist: list[list[int]], starts: tuple[int, ...]) -> Tour:
    """The tour of wizards starting on points ``starts``; points 4..8 are rooms 1..5.

    ``dist[i][j]`` is the walking distance between points i and j (0..3 the corners).
    """
    best = None
    total = 0
    stack = [(0, {tuple(sorted(starts)): 0})]  # (rooms taken as a bit set, positions -> cost)
    while stack:
        taken, states = stack.pop()
        if taken == 0b11111:
            cost = min(states.values())
            total += cost
            best = cost if best is None else min(best, cost)
            continue
        for k in range(5):
            if taken >> k & 1:
                continue
            room = 4 + k
            nxt: dict[tuple[int, ...], int] = {}
            for positions, cost in states.items():
                for i, here in enumerate(positions):
                    moved = tuple(sorted(positions[:i] + (room,) + positions[i + 1 :]))
                    c = cost + dist[here][room]
                    if c < nxt.get(moved, c + 1):
                        nxt[moved] = c
            stack.append((taken | 1 << k, nxt))
    return Tour(best, total)


def _spread(means) -> Fraction:
    values = list(means)
    return max(values) - min(values)


@dataclass
class LabyrinthNumbers:
    """The solver's answer; when ``legal`` is False only ``diagnostics`` is filled."""

    legal: bool
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: corner name -> distance to rooms 1..5
    distances: dict[str, list[int]] = field(default_factory=dict)
    #: corner name -> one wizard's tour from there
    corners: dict[str, Tour] = field(default_factory=dict)
    #: the 2-player seats (`SEATS_2`) -> two wizards' tour
    pairs: dict[tuple[str, str], Tour] = field(default_factory=dict)

    def spread_2(self) -> Fraction:
        return _spread(t.mean for t in self.pairs.values())

    def spread_4(self) -> Fraction:
        return _spread(t.mean for t in self.corners.values())

    def spread_3(self, empty: str) -> Fraction:
        return _spread(self.corners[c].mean for c in CORNERS if c != empty)

    @property
    def fairest_empty(self) -> str:
        """The empty corner of the fairest 3-player seating; ties go to the first in CORNERS."""
        return min(CORNERS, key=lambda c: (self.spread_3(c), CORNERS.index(c)))

    def to_json(self) -> dict:
        if not self.legal:
            return {"legal": False, "diagnostics": [d.to_json() for d in self.diagnostics]}
        seats = [
            {"corners": list(seat), "tour_min": t.min, "tour_mean": float(t.mean)}
            for seat, t in self.pairs.items()
        ]
        seatings = []
        for empty in CORNERS:
            means = {c: float(self.corners[c].mean) for c in CORNERS if c != empty}
            seatings.append(
                {"empty": empty, "tour_mean": means, "spread": float(self.spread_3(empty))}
            )
        return {
            "legal": True,
            "distances": {c: list(self.distances[c]) for c in CORNERS},
            "corners": {
                c: {"tour_min": self.corners[c].min, "tour_mean": float(self.corners[c].mean)}
                for c in CORNERS
            },
            "players": [
                {"players": 2, "seats": seats, "spread": float(self.spread_2())},
                {"players": 3, "seatings": seatings, "fairest_empty": self.fairest_empty},
                {"players": 4, "spread": float(self.spread_4())},
            ],
        }

    def summary(self) -> str:
        """One line in words."""
        if not self.legal:
            errors = sum(d.is_error for d in self.diagnostics)
            return f"not a legal layout ({errors} error{'s' if errors != 1 else ''}): no numbers"
        empty = self.fairest_empty
        return (
            f"legal; spread of the mean tours: 4 players {_num(self.spread_4())}, "
            f"3 players {_num(self.spread_3(empty))} with {empty} empty (the fairest), "
            f"2 players {_num(self.spread_2())}"
        )

    def table_lines(self, players: Collection[int] = (2, 3, 4)) -> list[str]:
        """A readable table for the terminal: the corners, then each player count asked for."""
        if not self.legal:
            return [self.summary()] + [d.to_text() for d in self.diagnostics]
        head = "corner " + "".join(f"{'room ' + str(k):>8}" for k in ROOMS)
        lines = [head + f"{'tour min':>10}{'tour mean':>11}"]
        for c in CORNERS:
            t = self.corners[c]
            row = f"{c:<7}" + "".join(f"{d:>8}" for d in self.distances[c])
            lines.append(row + f"{t.min:>10}{_num(t.mean):>11}")
        lines.append("")
        if 2 in players:
            lines.append("2 players (two wizards each):")
            for seat, t in self.pairs.items():
                lines.append(
                    f"  {'+'.join(seat):<7} tour min {t.min:>3}  tour mean {_num(t.mean):>7}"
                )
            lines.append(f"  spread {_num(self.spread_2())}")
        if 3 in players:
            lines.append("3 players (one corner empty):")
            for empty in CORNERS:
                means = "  ".join(
                    f"{c} {_num(self.corners[c].mean):>7}" for c in CORNERS if c != empty
                )
                mark = "  <- fairest" if empty == self.fairest_empty else ""
                lines.append(
                    f"  empty {empty:<3} {means}  spread {_num(self.spread_3(empty))}{mark}"
                )
        if 4 in players:
            lines.append(f"4 players: spread {_num(self.spread_4())}")
        return lines


def _num(value: Fraction) -> str:
    return f"{float(value):.2f}"


def distance_matrix(layout: Layout) -> list[list[int]]:
    """Distances between the points 0..3 (corners NW, NE, SE, SW) and 4..8 (rooms 1..5).

    Needs a legal layout (every room on the board and reachable).
    """
    corners = layout.corners
    points = [corners[c] for c in CORNERS] + [layout.rooms[k] for k in ROOMS]
    maps = [distance_map(layout, p) for p in points]
    return [[m[q] for q in points] for m in maps]


def solve(layout: Layout, file: str = "") -> LabyrinthNumbers:
    """The numbers of a layout, or its errors (with ``file`` on them) when it is not legal."""
    diagnostics = [d.with_file(file) for d in check_layout(layout)]
    if has_errors(diagnostics):
        return LabyrinthNumbers(False, diagnostics)
    dist = distance_matrix(layout)
    numbers = LabyrinthNumbers(True, diagnostics)
    for i, c in enumerate(CORNERS):
        numbers.distances[c] = dist[i][4:]
        numbers.corners[c] = tour(dist, (i,))
    for seat in SEATS_2:
        numbers.pairs[seat] = tour(dist, tuple(CORNERS.index(c) for c in seat))
    return numbers
