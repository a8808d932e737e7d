"""Which solver answers: the fast one (`fast`, the numba kernel) when the scenario compiles
into its tables, else, or when asked, the reference one (`reference`). Both give a
`results.MallResult` with the same numbers (`crosscheck.agree` checks it)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from editor.core.diagnostics import ERROR, WARNING, Diagnostic
from editor.core.limits import (
    CANCELLED,
    INTERRUPTED,
    Limits,
    Progress,
    default_memory_budget,
    raised,
)

from . import reference
from .bestplan import BEAM, as_json, best_plan
from .compile import Compiled, Declined, compile_scenario
from .hands import PLAYERS
from .model import Scenario
from .reference import BYTES_PER_STATE
from .results import MallResult, state_cap
from .rules import Rules

#: `validate --solve`'s limits per scenario
VALIDATE_MAX_STATES = 5_000_000
VALIDATE_TIMEOUT = 60.0
#: The share of a time limit the exact search has; a plan search has the rest when it stops.
EXACT_SHARE = 0.75
#: With a core for each, the beam search has this share of the memory budget: a quarter.
PLAN_SHARE = 4
#: Under a small state limit the plan search keeps fewer states a layer, so that this many
#: layers fit (never fewer than `MIN_BEAM` a layer).
BEAM_LAYERS = 40
MIN_BEAM = 50


@dataclass(frozen=True)
class Choice:
    """Which solver answers a scenario: the fast one with its tables, or the reference one
    and why."""

    compiled: Compiled | None
    note: str = ""
    """Why the reference solver answers ("" when asked for it, or the fast one answers)."""


def choose(scenario: Scenario, reference: bool = False) -> Choice:
    """The fast solver where the scenario fits its tables, else the reference one."""
    if reference:
        return Choice(None)
    try:
        return Choice(compile_scenario(scenario))
    except Declined as why:
        return Choice(None, f"the reference solver answers: {why}")


class Bounds:
    """The fewest actions as far as they are known while a heist is solved: at least what
    the exact search has proven, at most a plan's length. ``tell`` hears both together
    each time either narrows ("at least 12 actions", "between 12 and 30 actions")."""

    def __init__(self, tell: Callable[[str], None] | None = None):
        self.lower: int | None = None
        self.upper: int | None = None
        self._tell = tell
        self._lock = threading.Lock()  # the plan search may run in a thread of its own

    def at_least(self, actions: int) -> None:
        with self._lock:
            if actions != self.lower:
                self.lower = actions
                self._say()

    def at_most(self, actions: int) -> None:
        with self._lock:
            if self.upper is None or actions < self.upper:
                self.upper = actions
                self._say()

    def _say(self) -> None:
        if self._tell is None:
            return
        if self.upper is None:
            self._tell(f"at least {self.lower} actions")
        elif self.lower is None:
            self._tell(f"at most {self.upper} actions")
        else:
            self._tell(f"between {self.lower} and {self.upper} actions")


class PlanSearch(threading.Thread):
    """The beam search (`bestplan`) in a thread of its own while the exact search runs (the
    exact search's kernel lets go of the interpreter, so each has a core): it ends with its
    plan, or at the time limit ``timeout`` (from ``t0``), or when ``cancel`` or `stop`
    says so."""

    def __init__(self, scenario: Scenario, cap: int, bounds: Bounds, timeout, t0, cancel):
        super().__init__(name="mall-plan-search", daemon=True)
        self.rules = Rules(scenario)
        self.cap, self.bounds = cap, bounds
        self._stopped = threading.Event()
        self.limits = Limits(timeout, None, lambda: self._stopped.is_set() or raised(cancel), t0)
        self.steps: list | None = None

    def run(self) -> None:
        self.steps = _beam(self.rules, self.limits, self.cap)
        if self.steps is not None:
            self.bounds.at_most(len(self.steps))

    def stop(self) -> None:
        self._stopped.set()
        self.join()


def solve(
    scenario: Scenario,
    players=PLAYERS,
    *,
    reference: bool = False,
    choice: Choice | None = None,
    max_states: int | None = None,
    max_memory: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    say=None,
    tell=None,
    jobs: int = 1,
) -> MallResult:
    """Solve with the fast solver where it can, else with the reference one (``choice``,
    when already made), within the limits. When the fast search meets more layouts than
    its states can number, the reference one starts again with the time left, and
    ``say`` (if given) is told why. ``tell`` hears the bounds proven so far, as they
    narrow (`Bounds`).

    When a limit stops the search, the result says what it proved (`MallResult.lower`)
    and the plan of a beam search (`bestplan`), within the same limits (the states it
    holds, the memory, cancel). With ``jobs`` 2 or more and the fast solver, the beam
    search runs in a thread beside the exact search from the start, both with the whole
    time limit, the beam search with a `PLAN_SHARE`th of the memory budget (the exact
    search the rest); else it runs after a stop, the exact search having had
    `EXACT_SHARE` of a time limit.
    """
    choice = choice or choose(scenario, reference)
    t0 = time.monotonic()
    bounds = Bounds(tell)
    beside = None
    if jobs > 1 and choice.compiled is not None:
        budget = default_memory_budget() if max_memory is None else max_memory
        cap, _ = state_cap(max_states, budget // PLAN_SHARE, BYTES_PER_STATE)
        beside = PlanSearch(scenario, cap, bounds, timeout, t0, cancel)
        beside.start()
        max_memory = budget - budget // PLAN_SHARE
    exact_timeout = None if timeout is None or beside else timeout * EXACT_SHARE
    limits = dict(max_states=max_states, max_memory=max_memory, progress=progress, cancel=cancel)
    try:
        result = _exact(scenario, players, choice, exact_timeout, say, bounds, limits)
    except BaseException:
        if beside is not None:
            beside.stop()
        raise
    if result.solvable is not None or result.stopped_by in (CANCELLED, INTERRUPTED):
        if beside is not None:
            beside.stop()  # decided, or cancelled: no plan is wanted
        return result
    bounds.at_least(result.lower)
    if beside is None:
        rules = Rules(scenario)
        cap, _ = state_cap(max_states, max_memory, BYTES_PER_STATE)
        steps = _beam(rules, Limits(timeout, progress, cancel, t0), cap)
        if steps is not None:
            bounds.at_most(len(steps))
    else:
        beside.join()
        rules, steps = beside.rules, beside.steps
    if steps is not None:
        result.upper = len(steps)
        for n in players:
            result.plans[n].plan = as_json(rules, steps, n)
    return result


def _exact(scenario, players, choice: Choice, timeout, say, bounds: Bounds, limits: dict):
    """The exact search: the fast solver's, or the reference one's (when the fast one
    declines, with the time left)."""
    t0 = time.monotonic()
    if choice.compiled is not None:
        from . import fast

        try:
            return fast.solve(
                scenario,
                players,
                compiled=choice.compiled,
                timeout=timeout,
                proven=bounds.at_least,
                **limits,
            )
        except Declined as why:
            if say is not None:
                say(f"the reference solver answers: {why}")
            if timeout is not None:
                timeout = max(0.0, timeout - (time.monotonic() - t0))
    return reference.solve(scenario, players, timeout=timeout, proven=bounds.at_least, **limits)


def _beam(rules: Rules, limits: Limits, cap: int) -> list | None:
    """The beam search's plan, its width fitted to ``cap``."""
    return best_plan(rules, limits, cap, beam=max(MIN_BEAM, min(BEAM, cap // BEAM_LAYERS)))


def solve_for_validation(
    scenario: Scenario,
    *,
    max_states: int | None = VALIDATE_MAX_STATES,
    timeout: float | None = VALIDATE_TIMEOUT,
    max_memory: int | None = None,
) -> tuple[list[Diagnostic], MallResult]:
    """Solve for `mazewright validate --solve`: an error when the heist cannot succeed,
    a warning when the limits stopped the search first."""
    result = solve(scenario, max_states=max_states, timeout=timeout, max_memory=max_memory)
    if result.solvable is False:
        return [
            Diagnostic(
                "M201",
                ERROR,
                "the heist cannot succeed: no sequence of actions takes every item and gets "
                "every hero out",
            )
        ], result
    if result.solvable is None:
        return [
            Diagnostic(
                "M202",
                WARNING,
                f"the solver did not decide the heist: {result.stop_text()}",
            )
        ], result
    return [], result
