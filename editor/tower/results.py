"""Solver results, shared by the reference and the fast solver (spec section 7)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action

#: players -> distributions of the orientation tiles (hands), in the spec's order.
DISTRIBUTIONS: dict[int, list[tuple[str, ...]]] = {
    1: [("NESW",)],
    2: [("NS", "EW"), ("NE", "SW"), ("NW", "ES")],
    3: [
        ("NE", "NS", "NW"),
        ("NE", "ES", "EW"),
        ("NS", "ES", "SW"),
        ("NW", "EW", "SW"),
    ],
    4: [("N", "E", "S", "W")],
}


@dataclass
class DistributionResult:
    hands: tuple[str, ...]
    min_actions: int | None
    solution: list[Action] | None
    states: int = 0
    seconds: float = 0.0
    complete: bool = True
    """False when a limit stopped the search (then min_actions is None)."""

    def to_json(self) -> dict:
        out: dict = {"hands": list(self.hands), "min_actions": self.min_actions}
        if self.solution is not None:
            out["solution"] = [a.to_json() for a in self.solution]
        out["states"] = self.states
        out["seconds"] = round(self.seconds, 4)
        return out


@dataclass
class SolveResult:
    solvable: bool | None
    min_steps: int | None
    players: dict[int, list[DistributionResult]] = field(default_factory=dict)
    states: int = 0
    seconds: float = 0.0
    compile_seconds: float = 0.0
    solver: str = ""

    def player_range(self, players: int) -> tuple[int | None, int | None]:
        """Best and worst action count over the distributions of a player count."""
        counts = [d.min_actions for d in self.players.get(players, [])]
        if not counts or any(c is None for c in counts):
            return (None, None)
        return (min(counts), max(counts))

    def to_json(self) -> dict:
        players = []
        for n in sorted(self.players):
            lo, hi = self.player_range(n)
            players.append(
                {
                    "players": n,
                    "min_actions": lo,
                    "max_actions": hi,
                    "distributions": [d.to_json() for d in self.players[n]],
                }
            )
        return {
            "solvable": self.solvable,
            "min_steps": self.min_steps,
            "players": players,
            "states": self.states,
            "seconds": round(self.seconds, 4),
            "compile_seconds": round(self.compile_seconds, 4),
            "solver": self.solver,
        }
