"""The reference solver: plain breadth-first search on the rules engine.

Slow but obviously right; the fast solver (`fast.py`) must agree with it.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from editor.core.limits import MAX_STATES, Limits, Progress, Stopped

from .actions import Action
from .model import Quest
from .results import DistributionResult, SolveResult, solve_all
from .rules import Rules, State

#: Bytes one stored state costs the reference search (the state, its dict entry, its
#: parent link and action, its share of the frontier and of the per-layout boards).
#: tracemalloc's peak over 10,000-30,000 states: 490-575 on the library and bench
#: epics, 710 on an open 48x48 board (longer move paths); rounded up for the
#: allocator's overhead. `solving` turns a memory budget into a state cap with it.
BYTES_PER_STATE = 1000


class _Cap:
    """The per-search state cap, checked at every expansion with the run's `Limits`."""

    def __init__(self, limits: Limits, max_states: int | None):
        self.limits = limits
        self.max_states = max_states
        self.reason: str | None = None

    def stop(self, states: int, depth: int) -> bool:
        """Call once per expanded state; True means stop now (`reason` says why)."""
        if self.max_states is not None and states > self.max_states:
            self.reason = MAX_STATES
            return True
        if self.limits.stop_now():
            self.reason = self.limits.reason
            return True
        self.limits.report(states, depth)
        return False


class _WatchedRules(Rules):
    """Rules that check the limits at every hero's move search (every flood fill).

    One state of a huge board has thousands of successors found by flood fills
    that take seconds in all; this keeps a time limit or a cancel within one
    flood fill of that.
    """

    def __init__(self, quest: Quest, limits: Limits):
        super().__init__(quest)
        self.limits = limits

    def step_targets(self, state, hero, a, hand, doors):
        self.limits.check()
        return super().step_targets(state, hero, a, hand, doors)

    def _move_trees(self, state, hero, hands):
        self.limits.check()
        return super()._move_trees(state, hero, hands)


def _rules(quest: Quest, rules: Rules | None, limits: Limits) -> Rules:
    return rules if rules is not None else _WatchedRules(quest, limits)


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
    limits: Limits | None = None,
) -> DistributionResult:
    """Fewest actions to complete the quest when the players hold ``hands``.

    ``limits`` (shared by the searches of one run) replaces timeout, progress and cancel.
    """
    t0 = time.monotonic()
    limits = limits or Limits(timeout, progress, cancel)
    rules = _rules(quest, rules, limits)
    cap = _Cap(limits, max_states)
    hands = tuple(hands)
    parent: dict[State, tuple[State, Action] | None] = {}
    depth = 0  # of the successors being found: no plan is shorter

    def stopped(reason: str | None) -> DistributionResult:
        seconds = time.monotonic() - t0
        return DistributionResult(
            hands, None, None, len(parent), seconds, False, reason, max(depth, 1)
        )

    try:
        start = rules.initial_state()
        parent[start] = None
        if rules.is_goal(start):
            return DistributionResult(hands, 0, [], 1, time.monotonic() - t0)
        frontier = [start]
        while frontier:
            depth += 1
            nxt = []
            for state in frontier:
                if cap.stop(len(parent), depth):
                    return stopped(cap.reason)
                for action, succ in rules.legal_actions(state, hands, known=parent):
                    parent[succ] = (state, action)
                    if rules.is_goal(succ):
                        return DistributionResult(
                            hands, depth, _path(parent, succ), len(parent), time.monotonic() - t0
                        )
                    nxt.append(succ)
            frontier = nxt
    except Stopped:
        return stopped(limits.reason)
    return DistributionResult(hands, None, None, len(parent), time.monotonic() - t0)


def _min_steps(
    quest: Quest, max_states: int | None, limits: Limits, rules: Rules | None
) -> tuple[int | None, str | None, int]:
    """(steps or None, what stopped the search or None, states searched)."""
    rules = _rules(quest, rules, limits)
    cap = _Cap(limits, max_states)
    seen: set = set()
    try:
        start = (rules.initial_state(), False)
        seen.add(start)
        if rules.is_goal(start[0]):
            return 0, None, 1
        frontier = [start]
        depth = 0
        while frontier:
            depth += 1
            nxt = []
            for state, ready in frontier:
                if cap.stop(len(seen), depth):
                    return None, cap.reason, len(seen)
                for _action, succ, succ_ready in rules.single_steps(state, ready):
                    key = (succ, succ_ready)
                    if key in seen:
                        continue
                    if rules.is_goal(succ):
                        return depth, None, len(seen) + 1
                    seen.add(key)
                    nxt.append(key)
            frontier = nxt
    except Stopped:
        return None, limits.reason, len(seen)
    return None, None, len(seen)


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
    steps, stopped_by, states = _min_steps(
        quest, max_states, Limits(timeout, progress, cancel), rules
    )
    return steps, stopped_by is None, states


def solve(
    quest: Quest,
    players: Sequence[int] = (1, 2, 3, 4),
    *,
    max_states: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    limits: Limits | None = None,
) -> SolveResult:
    """Every distribution of every requested player count, and the min steps.

    ``max_states`` caps each search; ``limits`` (or timeout, progress, cancel) the run.
    """
    limits = limits or Limits(timeout, progress, cancel)
    rules = _WatchedRules(quest, limits)

    def distribution(hands):
        return solve_distribution(quest, hands, max_states=max_states, rules=rules, limits=limits)

    result = solve_all(
        players, distribution, lambda: _min_steps(quest, max_states, limits, rules), "reference"
    )
    result.seconds = time.monotonic() - limits.t0
    return result
