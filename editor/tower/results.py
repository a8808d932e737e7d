"""Solver results, shared by the reference and the fast solver (spec section 7)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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

    def summary(self) -> str:
        """'min steps 14; actions 1p 3, 2p 4-6, 3p 3-6, 4p 6' (or why there are none)."""
        if self.solvable is None:
            return "not decided: a solver limit was reached"
        if self.solvable is False:
            return "cannot be completed"
        parts = []
        for n in sorted(self.players):
            lo, hi = self.player_range(n)
            parts.append(f"{n}p {lo}" if lo == hi else f"{n}p {lo}-{hi}")
        return f"min steps {self.min_steps}; actions " + ", ".join(parts)

    def forget_if_undecided(self) -> None:
        """An undecided result has no counts and no solutions (spec section 7)."""
        if self.solvable is None:
            self.min_steps = None
            for dists in self.players.values():
                for d in dists:
                    d.min_actions = None
                    d.solution = None

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


def solve_all(
    players: Sequence[int],
    distribution: Callable[[tuple[str, ...]], DistributionResult],
    steps: Callable[[], tuple[int | None, bool, int]],
    solver: str,
) -> SolveResult:
    """Every distribution of the requested player counts, then the min steps.

    Shared by both solvers. ``distribution(hands)`` runs one search;
    ``steps()`` returns (min steps, complete, states). The solo deal goes first:
    whether a quest can be completed does not depend on the hands, so an
    unsolvable quest needs no other search. A search stopped by a limit leaves
    the whole result undecided, without counts or solutions (spec section 7).
    """
    result = SolveResult(solvable=None, min_steps=None, solver=solver)
    solo = distribution(DISTRIBUTIONS[1][0])
    states = solo.states
    if solo.complete:
        result.solvable = solo.min_actions is not None
    for n in players:
        dists = []
        for hands in DISTRIBUTIONS[n]:
            if n == 1:
                dists.append(solo)
            elif result.solvable is not True:
                dists.append(DistributionResult(hands, None, None, 0, 0.0))
            else:
                d = distribution(hands)
                states += d.states
                if not d.complete:
                    result.solvable = None
                dists.append(d)
        result.players[n] = dists
    if result.solvable:
        min_steps, complete, n_states = steps()
        states += n_states
        result.min_steps = min_steps
        if not complete:
            result.solvable = None
    result.forget_if_undecided()
    result.states = states
    return result
