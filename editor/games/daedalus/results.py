"""What the solver reports for a maze (RULES.md section 7): trips, death traps, the draft.

All numbers are for a lone soldier (`search.Search`); the draft per player count
hands out the entrance fields by their trips. Exact integers throughout.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from editor.core.diagnostics import Diagnostic, has_errors

from .checks import check_maze
from .model import CHAMBER, EXIT, SOLDIERS, Maze
from .search import Search

PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class Draft:
    """The placement draft of one player count: each player's entrance sectors and best trip."""

    players: int
    fields: tuple[tuple[int, ...], ...]
    best: tuple[int | None, ...]

    @property
    def advantage(self) -> int | None:
        """The largest minus the smallest best trip (0 is fair); None when a player has none."""
        if any(b is None for b in self.best):
            return None
        return max(self.best) - min(self.best)

    def to_json(self) -> dict:
        return {
            "players": self.players,
            "fields": [list(f) for f in self.fields],
            "best": list(self.best),
            "advantage": self.advantage,
        }


def draft(trips: list[int | None], players: int, soldiers: int = SOLDIERS) -> Draft:
    """Players 1..n take turns placing one soldier each, ``soldiers`` rounds, each on the
    free entrance field with the smallest trip (no trip is worst, ties to the lowest
    sector), until the entrance fields run out."""
    order = sorted(range(len(trips)), key=lambda s: (trips[s] is None, trips[s] or 0, s))
    taken: list[list[int]] = [[] for _ in range(players)]
    for pick, sector in enumerate(order[: players * soldiers]):
        taken[pick % players].append(sector)
    best = []
    for sectors in taken:
        known = [trips[s] for s in sectors if trips[s] is not None]
        best.append(min(known) if known else None)
    return Draft(players, tuple(tuple(sorted(t)) for t in taken), tuple(best))


def place_json(place):
    """A place as the JSON shows it: [ring, sector], "chamber" or "exit"."""
    return place if place in (CHAMBER, EXIT) else list(place)


@dataclass
class DaedalusNumbers:
    """The solver's answer; when ``legal`` is False only ``diagnostics`` is filled."""

    legal: bool
    diagnostics: list[Diagnostic] = field(default_factory=list)
    still: bool = False
    to_chamber: list[int | None] = field(default_factory=list)
    trip: list[int | None] = field(default_factory=list)
    death_traps: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    drafts: list[Draft] = field(default_factory=list)
    best_path: list | None = None
    """The places after each round of the best trip (from its entrance field)."""
    states: int = 0

    @property
    def best_trip(self) -> int | None:
        known = [t for t in self.trip if t is not None]
        return min(known) if known else None

    @property
    def best_sector(self) -> int | None:
        best = self.best_trip
        return None if best is None else self.trip.index(best)

    def to_json(self, players: Collection[int] = PLAYER_COUNTS) -> dict:
        if not self.legal:
            return {"legal": False, "diagnostics": [d.to_json() for d in self.diagnostics]}
        return {
            "legal": True,
            "to_chamber": list(self.to_chamber),
            "trip": list(self.trip),
            "best_trip": self.best_trip,
            "death_traps": [
                {"ring": r, "sector": s, "phases": list(phases)}
                for (r, s), phases in self.death_traps.items()
            ],
            "players": [d.to_json() for d in self.drafts if d.players in players],
            "still": self.still,
            "best_path": (
                None
                if self.best_path is None
                else {
                    "sector": self.best_sector,
                    "places": [place_json(p) for p in self.best_path],
                }
            ),
            "states": self.states,
        }

    def summary(self) -> str:
        """One line in words."""
        if not self.legal:
            errors = sum(d.is_error for d in self.diagnostics)
            return f"not a legal maze ({errors} error{'s' if errors != 1 else ''}): no numbers"
        open_ = sum(t is not None for t in self.trip)
        advantages = ", ".join(f"{d.players} players {_num(d.advantage)}" for d in self.drafts)
        walls = "the walls still after the pick-up" if self.still else "the walls turning"
        return (
            f"legal; best trip {self.best_trip} rounds from sector {self.best_sector} "
            f"({open_} of {len(self.trip)} entrances have a trip, {walls}); "
            f"draft advantage: {advantages}"
        )

    def table_lines(self, players: Collection[int] = PLAYER_COUNTS) -> list[str]:
        """A readable table for the terminal: each entrance, the death traps, each player count."""
        if not self.legal:
            return [self.summary()] + [d.to_text() for d in self.diagnostics]
        lines = ["sector  to chamber  trip"]
        for s, (c, t) in enumerate(zip(self.to_chamber, self.trip, strict=True)):
            mark = "  <- best" if s == self.best_sector else ""
            lines.append(f"{s:>6}  {_num(c):>10}  {_num(t):>4}{mark}")
        lines.append("")
        if self.death_traps:
            lines.append("death traps (ring, sector: phases):")
            for (r, s), phases in self.death_traps.items():
                lines.append(f"  {r}, {s}: {', '.join(map(str, phases))}")
        else:
            lines.append("no death traps")
        for d in self.drafts:
            if d.players not in players:
                continue
            lines.append("")
            lines.append(f"{d.players} players: advantage {_num(d.advantage)}")
            for i, (fields, best) in enumerate(zip(d.fields, d.best, strict=True), 1):
                sectors = ", ".join(map(str, fields))
                lines.append(f"  player {i}: sectors {sectors}  best trip {_num(best)}")
        return lines


def _num(value: int | None) -> str:
    return "-" if value is None else str(value)


def solve(maze: Maze, file: str = "", still: bool = False) -> DaedalusNumbers:
    """The numbers of a maze, or its errors (with ``file`` on them) when it is not legal.

    Legality is always judged with the walls turning; ``still`` (the Medusa beast)
    changes the trips only.
    """
    turning = Search(maze)
    diagnostics = [d.with_file(file) for d in check_maze(maze, found=turning)]
    if has_errors(diagnostics):
        return DaedalusNumbers(False, diagnostics)
    found = Search(maze, still=True) if still else turning
    numbers = DaedalusNumbers(True, diagnostics, still=still, states=found.states)
    numbers.to_chamber = [found.to_chamber(s) for s in range(maze.sectors)]
    numbers.trip = [found.trip(s) for s in range(maze.sectors)]
    numbers.death_traps = found.death_traps()
    numbers.drafts = [draft(numbers.trip, n) for n in PLAYER_COUNTS]
    if numbers.best_sector is not None:
        numbers.best_path = found.trip_path(numbers.best_sector)
    return numbers
