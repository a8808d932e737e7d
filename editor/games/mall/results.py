"""What a mall solve answers, whichever solver gave it: the fewest actions, per player
count the fewest hand-offs (solo: switches) with a witness, and when a limit stopped the
search, what it proved (bounds) and the plan a beam search found."""

from __future__ import annotations

from dataclasses import dataclass, field

from editor.core.limits import MAX_STATES, MEMORY, STOP_WORDS, default_memory_budget

from .hands import PLAYERS


@dataclass
class Plan:
    """One player count's answer: its fewest changes and a witness solution."""

    players: int
    hands: tuple[tuple[str, ...], ...]
    changes: int | None = None
    """Hand-offs (solo: switches); None when the scenario was not solved."""
    solution: list[dict] | None = None
    plan: list[dict] | None = None
    """When a limit stopped the search: the plan found by the beam search (`bestplan`), not
    necessarily the shortest, for these hands."""

    def to_json(self, bounds: dict | None = None) -> dict:
        key = "min_switches" if self.players == 1 else "min_handoffs"
        out = {
            "players": self.players,
            "hands": [list(h) for h in self.hands],
            key: self.changes,
            "solution": self.solution,
        }
        if bounds is not None:
            out["bounds"] = bounds
            out["plan"] = self.plan
        return out


@dataclass
class MallResult:
    solvable: bool | None
    min_actions: int | None = None
    plans: dict[int, Plan] = field(default_factory=dict)
    states: int = 0
    seconds: float = 0.0
    stopped_by: str | None = None
    """Why the search stopped before deciding (a `editor.core.limits` reason)."""
    lower: int | None = None
    """When a limit stopped the search: the fewest actions are at least this many (every
    shorter plan was searched)."""
    upper: int | None = None
    """When a limit stopped the search: a plan of this many actions was found (each
    `Plan.plan`); None when none was."""
    solver: str = "reference"
    """Which solver answered: "fast" or "reference"."""

    def to_json(self, players=PLAYERS) -> dict:
        bounds = self.bounds()
        out = {
            "solvable": self.solvable,
            "min_actions": self.min_actions,
            "players": [self.plans[n].to_json(bounds) for n in players if n in self.plans],
        }
        if bounds is not None:
            out["bounds"] = bounds
        out |= {"states": self.states, "seconds": round(self.seconds, 4), "solver": self.solver}
        out["stopped_by"] = self.stopped_by
        return out

    def bounds(self) -> dict | None:
        """``{"lower": L, "upper": U}`` of an undecided result (U None without a plan)."""
        if self.solvable is not None or self.lower is None:
            return None
        return {"lower": self.lower, "upper": self.upper}

    def bounds_text(self) -> str:
        """What an undecided search proved, in words ("" when it decided)."""
        if self.bounds() is None:
            return ""
        if self.upper is None:
            actions = "action" if self.lower == 1 else "actions"
            return f"at least {self.lower} {actions} (no plan found within the limits)"
        if self.upper == self.lower:
            return (
                f"{self.lower} actions, the fewest: the plan found has as many as the lower bound"
            )
        return f"between {self.lower} and {self.upper} actions"

    def stop_text(self) -> str:
        """Where an undecided search stopped and what it proved, in words."""
        why = STOP_WORDS.get(self.stopped_by or "", "a limit")
        said = f"the search stopped at {why} after {self.states:,} states"
        return f"{said}; {self.bounds_text()}" if self.bounds() else said

    def summary(self) -> str:
        if self.solvable is None:
            return f"undecided: {self.stop_text()}"
        if not self.solvable:
            return f"the heist cannot succeed ({self.states} states searched)"
        four = self.plans.get(4)
        tail = (
            f", {four.changes} hand-offs for 4 players" if four and four.changes is not None else ""
        )
        return f"solvable in {self.min_actions} actions{tail}"


def state_cap(
    max_states: int | None, max_memory: int | None, bytes_per_state: int
) -> tuple[int, str]:
    """The states the search may store, and which limit that is."""
    budget = default_memory_budget() if max_memory is None else max_memory
    by_memory = max(1, budget // bytes_per_state)
    if max_states is not None and max_states <= by_memory:
        return max_states, MAX_STATES
    return by_memory, MEMORY
