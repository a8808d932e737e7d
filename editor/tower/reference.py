"""The reference solver: plain breadth-first search on the rules engine.

Slow but obviously right; the fast solver (`fast.py`) must agree with it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from .actions import Action
from .model import Quest
from .results import DistributionResult, SolveResult, solve_all
from .rules import Rules, State

Progress = Callable[[int, int, float], None]


class Limits:
    """State and time limits, a cancel flag and a progress callback, checked as the search runs."""

    def __init__(self, max_states=None, timeout=None, progress=None, cancel=None, every=256):
        self.max_states = max_states
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.progress = progress
        self.cancel = cancel
        self.every = every
        self.start = time.monotonic()
        self._count = 0
        self.stopped = False

    def cancelled(self) -> bool:
        c = self.cancel
        if c is None:
            return False
        return c.is_set() if hasattr(c, "is_set") else bool(c())

    def tick(self, states: int, depth: int) -> bool:
        """Call once per expanded state; True means stop now."""
        if self.max_states is not None and states > self.max_states:
            self.stopped = True
            return True
        self._count += 1
        if self._count % self.every:
            return False
        if self.progress is not None:
            self.progress(states, depth, time.monotonic() - self.start)
        if self.cancelled() or (self.deadline is not None and time.monotonic() > self.deadline):
            self.stopped = True
            return True
        return False


def _path(parent: dict, end: State) -> list[Action]:
    actions = []
    s = end
    while parent[s] is not None:
        prev, action = parent[s]
        actions.append(action)
        s = prev
    actions.reverse()
    return actions


def solve_distribution(
    quest: Quest,
    hands: Sequence[str],
    *,
    max_states: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    rules: Rules | None = None,
) -> DistributionResult:
    """Fewest actions to complete the quest when the players hold ``hands``."""
    t0 = time.monotonic()
    rules = rules or Rules(quest)
    limits = Limits(max_states, timeout, progress, cancel)
    hands = tuple(hands)
    start = rules.initial_state()
    parent: dict[State, tuple[State, Action] | None] = {start: None}
    if rules.is_goal(start):
        return DistributionResult(hands, 0, [], 1, time.monotonic() - t0)
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for state in frontier:
            if limits.tick(len(parent), depth):
                return DistributionResult(
                    hands, None, None, len(parent), time.monotonic() - t0, complete=False
                )
            for action, succ in rules.legal_actions(state, hands):
                if succ in parent:
                    continue
                parent[succ] = (state, action)
                if rules.is_goal(succ):
                    return DistributionResult(
                        hands, depth, _path(parent, succ), len(parent), time.monotonic() - t0
                    )
                nxt.append(succ)
        frontier = nxt
    return DistributionResult(hands, None, None, len(parent), time.monotonic() - t0)


def min_steps(
    quest: Quest,
    *,
    max_states: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    rules: Rules | None = None,
) -> tuple[int | None, bool, int]:
    """Fewest single steps (walk, climb, jump, swap, teleport, toss, rotate, slide).

    Returns (steps or None, complete, states searched).
    """
    rules = rules or Rules(quest)
    limits = Limits(max_states, timeout, progress, cancel)
    start = (rules.initial_state(), False)
    if rules.is_goal(start[0]):
        return 0, True, 1
    seen = {start}
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for state, ready in frontier:
            if limits.tick(len(seen), depth):
                return None, False, len(seen)
            for _action, succ, succ_ready in rules.single_steps(state, ready):
                key = (succ, succ_ready)
                if key in seen:
                    continue
                if rules.is_goal(succ):
                    return depth, True, len(seen) + 1
                seen.add(key)
                nxt.append(key)
        frontier = nxt
    return None, True, len(seen)


def solve(
    quest: Quest,
    players: Sequence[int] = (1, 2, 3, 4),
    *,
    max_states: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
) -> SolveResult:
    """Every distribution of every requested player count, and the min steps."""
    t0 = time.monotonic()
    rules = Rules(quest)
    deadline = None if timeout is None else t0 + timeout

    def remaining():
        return None if deadline is None else max(0.0, deadline - time.monotonic())

    limits = {"max_states": max_states, "progress": progress, "cancel": cancel, "rules": rules}

    def distribution(hands):
        return solve_distribution(quest, hands, timeout=remaining(), **limits)

    def steps():
        return min_steps(quest, timeout=remaining(), **limits)

    result = solve_all(players, distribution, steps, "reference")
    result.seconds = time.monotonic() - t0
    return result
