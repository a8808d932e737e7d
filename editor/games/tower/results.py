"""Solver results, shared by the reference and the fast solver (RULES.md section 7)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .actions import Action

#: players -> distributions of the orientation tiles (hands), in the order of RULES.md section 5.
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


def deal_text(hands: Sequence[str]) -> str:
    """'2p NS,EW': the player count and the hands of a deal."""
    return f"{len(hands)}p {','.join(hands)}"


@dataclass
class DistributionResult:
    hands: tuple[str, ...]
    min_actions: int | None
    solution: list[Action] | None
    states: int = 0
    seconds: float = 0.0
    complete: bool = True
    """False when a limit stopped the search (then min_actions is None)."""
    stopped_by: str | None = None
    """What stopped it (`limits.MAX_STATES`, ...); None when complete or never searched."""
    lower: int | None = None
    """When a limit stopped the search: the fewest actions are at least this many (every
    shorter plan was searched); for a deal not searched, the solo deal's (no deal
    needs fewer actions than the solo one)."""
    plan: list[Action] | None = None
    """When a limit left the deal undecided: a plan a beam search found (`bestplan`), or
    another deal's that this deal's players can take, legal but not known to be the
    shortest."""
    upper: int | None = None
    """The plan's length: the fewest actions are at most this many."""

    def bounds_text(self) -> str:
        """'at least 8', 'at most 15', or 'between 8 and 15' ('' with no bound)."""
        if self.upper is None:
            return "" if self.lower is None else f"at least {self.lower}"
        if self.lower is None:
            return f"at most {self.upper}"
        return f"between {self.lower} and {self.upper}"

    def to_json(self) -> dict:
        out: dict = {"hands": list(self.hands), "min_actions": self.min_actions}
        if self.solution is not None:
            out["solution"] = [a.to_json() for a in self.solution]
        if self.lower is not None or self.upper is not None:
            out["bounds"] = {"lower": self.lower, "upper": self.upper}
        if self.plan is not None:
            out["plan"] = [a.to_json() for a in self.plan]
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
    stopped_by: str | None = None
    """Why an undecided result stopped: `limits.MAX_STATES`, `MEMORY`, `TIMEOUT`, ..."""
    stop_reason: str = ""
    """The same in words, naming the limit ("the time limit of 20 s was reached")."""
    solver_note: str = ""
    """Why the reference solver answered when the fast one was not used (empty otherwise)."""

    def player_range(self, players: int) -> tuple[int | None, int | None]:
        """Best and worst action count over the distributions of a player count."""
        counts = [d.min_actions for d in self.players.get(players, [])]
        if not counts or any(c is None for c in counts):
            return (None, None)
        return (min(counts), max(counts))

    def bounds_text(self) -> str:
        """What is proven of the deals a limit left undecided, in words ("" when
        nothing): "the deals undecided need: 1p NESW between 9 and 14 actions; ..."."""
        stopped = [
            f"{deal_text(d.hands)} {d.bounds_text()} actions"
            for n in sorted(self.players)
            for d in self.players[n]
            if d.min_actions is None and d.bounds_text()
        ]
        return "the deals undecided need: " + "; ".join(stopped) if stopped else ""

    def stop_text(self) -> str:
        """What stopped an undecided run and what its stopped searches proved, in words."""
        bounds = self.bounds_text()
        return (self.stop_reason or "the search stopped early") + (f"; {bounds}" if bounds else "")

    def summary(self) -> str:
        """'min steps 14; actions 1p 3, 2p 4-6, 3p 3-6, 4p 6' (or why there are none),
        and why the reference solver answered when it did."""
        note = f" (reference solver: {self.solver_note})" if self.solver_note else ""
        if self.solvable is None:
            return "not decided: " + self.stop_text() + note
        if self.solvable is False:
            return "cannot be completed" + note
        parts = []
        for n in sorted(self.players):
            lo, hi = self.player_range(n)
            parts.append(f"{n}p {lo}" if lo == hi else f"{n}p {lo}-{hi}")
        return f"min steps {self.min_steps}; actions " + ", ".join(parts) + note

    def to_json(self) -> dict:
        """The JSON object of RULES.md section 7. Undecided: no counts and no solutions, even
        for the deals that were decided before the stop (the text output lists those)."""
        undecided = self.solvable is None
        players = []
        for n in sorted(self.players):
            lo, hi = (None, None) if undecided else self.player_range(n)
            dists = [d.to_json() for d in self.players[n]]
            if undecided:
                for d in dists:
                    d["min_actions"] = None
                    d.pop("solution", None)
            players.append(
                {"players": n, "min_actions": lo, "max_actions": hi, "distributions": dists}
            )
        return {
            "solvable": self.solvable,
            "min_steps": None if undecided else self.min_steps,
            "players": players,
            "states": self.states,
            "seconds": round(self.seconds, 4),
            "compile_seconds": round(self.compile_seconds, 4),
            "solver": self.solver,
            "stopped_by": self.stopped_by,
        }


def solve_all(
    players: Sequence[int],
    distribution: Callable[[tuple[str, ...]], DistributionResult],
    steps: Callable[[], tuple[int | None, str | None, int]],
    solver: str,
) -> SolveResult:
    """Every distribution of the requested player counts, then the min steps.

    Shared by both solvers. ``distribution(hands)`` runs one search;
    ``steps()`` returns (min steps, stopped_by or None, states). The solo deal goes
    first: whether a quest can be completed does not depend on the hands, so an
    unsolvable quest needs no other search. A search stopped by a limit leaves
    the whole result undecided (`stopped_by` says why) and nothing more is
    searched; the deals decided before keep their counts, the deals not
    searched have ``complete`` False and no ``stopped_by``.
    """
    result = SolveResult(solvable=None, min_steps=None, solver=solver)
    solo = distribution(DISTRIBUTIONS[1][0])
    states = solo.states
    result.stopped_by = solo.stopped_by
    if solo.complete:
        result.solvable = solo.min_actions is not None
    for n in players:
        dists = []
        for hands in DISTRIBUTIONS[n]:
            if n == 1:
                dists.append(solo)
            elif result.solvable is not True:
                unsearched = result.solvable is None
                dists.append(DistributionResult(hands, None, None, complete=not unsearched))
            else:
                d = distribution(hands)
                states += d.states
                if not d.complete:
                    result.solvable = None
                    result.stopped_by = d.stopped_by
                dists.append(d)
        result.players[n] = dists
    if result.solvable:
        min_steps, stopped_by, n_states = steps()
        states += n_states
        result.min_steps = min_steps
        if stopped_by is not None:
            result.solvable = None
            result.stopped_by = stopped_by
    result.states = states
    return result
