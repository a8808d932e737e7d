"""The fast solver: the reference solver's three steps (`solver`) on packed states, in the
numba kernel (`kernel`), with the same answer (`agree` checks it).

The search grows its arrays as it goes (doubling, up to the state cap) and checks the
limits between chunks of expansions. Witness plans come back from the kernel as the
index of each state and the kind of each action, and are turned into the rules'
actions by playing them in `Rules` (the successor of that kind whose packed state is
the next one).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

import numpy as np

from editor.core.limits import MAX_STATES, MEMORY, Limits, Progress

from . import kernel
from .compile import Compiled, compile_scenario
from .hands import HANDS, PLAYERS, crediting
from .model import ACTIONS, Scenario
from .results import MallResult, Plan, state_cap

#: States expanded between two looks at the limits.
CHUNK = 1 << 15
FIRST_CAPACITY = 1 << 16
#: What one stored state costs, with its share of the recorded actions (bytes).
BYTES_PER_STATE = 200
#: The most states one search stores: the recorded actions name states by int32 indices.
MOST_STATES = (1 << 31) - 4 * kernel.MAX_SUCCESSORS


def tables(c: Compiled) -> tuple:
    """The tables as the kernel takes them (again after `Compiled.build`, which may have
    grown them)."""
    return (
        c.heroes,
        c.pos_bits,
        c.layout_shift,
        c.used_bits,
        c.timer,
        c.slots,
        c.ways,
        c.exits,
        c.items,
        c.timers,
        c.vortexes,
        c.escalators,
        c.explore_to,
        c.explore_hero,
        c.pieces,
        c.ready,
        c.item_tile,
        c.exit_tile,
        c.distances,
        c.measured,
    )


class _Store:
    """The states found (``codes``), their hash table and the actions recorded between
    layers (``edges``, as `kernel.layer` takes them), grown by doubling."""

    def __init__(self, capacity: int):
        self.codes = np.empty(capacity, np.int64)
        self.table = np.full(4 * capacity, kernel.EMPTY, np.int64)
        self.first = np.empty(capacity, np.int64)
        self.count = np.empty(capacity, np.int32)
        self.targets = np.empty(4 * capacity, np.int32)
        self.kinds = np.empty(4 * capacity, np.int8)
        self.used = np.zeros(1, np.int64)

    @property
    def edges(self) -> tuple:
        return (self.first, self.count, self.targets, self.kinds, self.used)

    def make_room(self, n: int) -> None:
        """Double what is nearly full."""
        if n + 2 * kernel.MAX_SUCCESSORS > self.codes.shape[0]:
            capacity = 2 * self.codes.shape[0]
            self.codes = _grown(self.codes, n, capacity)
            self.first = _grown(self.first, n, capacity)
            self.count = _grown(self.count, n, capacity)
            self.table = np.full(4 * capacity, kernel.EMPTY, np.int64)
            kernel.rehash(self.codes, n, self.table)
        used = int(self.used[0])
        if used + 2 * kernel.MAX_SUCCESSORS > self.targets.shape[0]:
            self.targets = _grown(self.targets, used, 2 * self.targets.shape[0])
            self.kinds = _grown(self.kinds, used, 2 * self.kinds.shape[0])


def _grown(array: np.ndarray, used: int, size: int) -> np.ndarray:
    """``array`` in one of ``size`` entries, of which only the first ``used`` are copied: the
    rest are written before they are read."""
    out = np.empty(size, array.dtype)
    out[:used] = array[:used]
    return out


def solve(
    scenario: Scenario,
    players=PLAYERS,
    *,
    compiled: Compiled | None = None,
    max_states: int | None = None,
    max_memory: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    proven: Callable[[int], None] | None = None,
) -> MallResult:
    """As `reference.solve`, for a scenario `compile_scenario` takes (else `Declined`, also
    when the heist meets more layouts than a state can number)."""
    c = compiled or compile_scenario(scenario)
    limits = Limits(timeout, progress, cancel)
    cap, capped_by = state_cap(max_states, max_memory, bytes_per_state=BYTES_PER_STATE)
    if cap > MOST_STATES:
        cap, capped_by = MOST_STATES, MAX_STATES
    plans = {n: Plan(n, HANDS[n]) for n in players}
    search = _Search(c, c.pack(c.rules.initial()))
    search.run(limits, cap, capped_by, proven or (lambda _: None))
    store, starts, depth, stopped = search.store, search.starts, search.depth, search.stopped
    result = MallResult(None, plans=plans, states=search.n, stopped_by=stopped, solver="fast")
    if stopped is not None:
        result.lower = _lower_bound(c, store.codes, starts)
        if result.lower >= kernel.HOPELESS:  # no state of the layer can end: nor the heist
            stopped = result.stopped_by = result.lower = None
    if stopped is None and depth is None:
        result.solvable = False
    elif stopped is None:
        result.solvable, result.min_actions = True, depth
        marks = np.array(starts[: depth + 2], np.int64)
        states, row = kernel.mark(marks, depth, store.edges)
        # the player counts' plans share most of their states: each state's successors once
        successors = functools.cache(c.rules.successors)
        for count in players:
            groups = crediting(count)
            holds = np.array([[k in g for g in groups] for k in ACTIONS], np.bool_)
            total, steps = kernel.fewest_changes(marks, depth, states, row, store.edges, holds)
            plans[count].changes = int(total)
            plans[count].solution = _witness(c, store.codes, steps, count, successors)
    result.seconds = time.monotonic() - limits.t0
    limits.report(search.n, depth or len(starts) - 1, force=True)
    return result


#: The most malls whose distances `_lower_bound` works out (each takes milliseconds).
MEASURED_MALLS = 2000


def _lower_bound(c: Compiled, codes: np.ndarray, starts: list[int]) -> int:
    """What a stopped search proved: the layer it was expanding (of depth
    ``len(starts) - 3``, its end the last entry of ``starts``) is stored whole, and every
    plan passes through one of its states, so it needs at least that depth plus the
    least `kernel.estimate` there, and at least one more action (RULES.md section 7);
    `kernel.HOPELESS` or more when no state there can end, so the heist cannot succeed.
    The distances are worked out for the `MEASURED_MALLS` malls most of its states are
    in; the others count the least."""
    lo, hi, depth = starts[-3], starts[-2], len(starts) - 3
    if hi <= lo:
        return depth + 1
    malls, counts = np.unique(codes[lo:hi] >> c.layout_shift, return_counts=True)
    for number in malls[np.argsort(-counts)][:MEASURED_MALLS].tolist():
        if not c.measured[number]:
            c.measure(number)
    return max(depth + 1, int(kernel.frontier_bound(codes, lo, hi, depth, tables(c))))


class _Search:
    """One breadth-first search from ``start``, by layers of `kernel.layer`: `depth` is the
    fewest actions once it found a plan, `stopped` what stopped it."""

    def __init__(self, c: Compiled, start: int):
        self.c = c
        self.store = _Store(FIRST_CAPACITY)
        self.store.codes[0] = start
        kernel.rehash(self.store.codes, 1, self.store.table)
        self.starts, self.n = [0, 1], 1
        self.depth: int | None = None
        self.stopped: str | None = None

    def run(self, limits: Limits, cap: int, capped_by: str, proven: Callable[[int], None]):
        c, store, starts = self.c, self.store, self.starts
        t = tables(c)
        n = self.n
        while self.depth is None and self.stopped is None and starts[-1] > starts[-2]:
            lo, hi, done = starts[-2], starts[-1], False
            while lo < hi:
                if limits.stop_now():
                    self.stopped = limits.reason
                    break
                limits.report(n, len(starts) - 1)
                proven(len(starts) - 1)
                n, found, lo, need = kernel.layer(
                    store.codes, n, lo, min(hi, lo + CHUNK), hi, store.table, store.edges, t
                )
                done = done or found
                if need >= 0:
                    c.build(need)
                    t = tables(c)
                # a memory budget holds the malls' tables too
                tables_share = c.table_bytes // BYTES_PER_STATE if capped_by == MEMORY else 0
                if n > cap - tables_share:
                    self.stopped = capped_by
                    break
                store.make_room(n)
            if self.stopped is None and done:
                self.depth = len(starts) - 1
            starts.append(n)
        self.n = n


def _witness(
    c: Compiled, codes: np.ndarray, steps: np.ndarray, players: int, successors
) -> list[dict]:
    """The kernel's plan (state index, group, kind per action) as JSON actions, played
    with ``successors`` (the rules' `successors`, or a cache of it)."""
    rules = c.rules
    state = rules.initial()
    out = []
    for k, (_, group, kind) in enumerate(steps.tolist()):
        target = -1 if k + 1 == len(steps) else int(codes[steps[k + 1][0]])
        for action, after in successors(state):
            if action.kind == ACTIONS[kind] and c.pack(after) == target:
                out.append(rules.to_json(state, action, 0 if players == 1 else group))
                state = after
                break
        else:
            raise RuntimeError(f"the fast solver's plan breaks the rules at action {k + 1}")
    return out
