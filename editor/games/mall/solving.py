"""Which solver answers: the fast one (`fast`, the numba kernel) when the scenario compiles
into its tables, else, or when asked, the reference one (`solver`). Both give a
`solver.MallResult` with the same numbers (`crosscheck.agree` checks it)."""

from __future__ import annotations

import time
from dataclasses import dataclass

from ...diagnostics import ERROR, WARNING, Diagnostic
from ...limits import CANCELLED, INTERRUPTED, Limits, Progress
from .bestplan import BEAM, as_json, best_plan
from .compile import Compiled, Declined, compile_scenario
from .hands import PLAYERS
from .model import Scenario
from .rules import Rules
from .solver import MallResult, state_cap

#: `validate --solve`'s limits per scenario
VALIDATE_MAX_STATES = 5_000_000
VALIDATE_TIMEOUT = 60.0
#: The share of a time limit the exact search has; a plan search has the rest when it stops.
EXACT_SHARE = 0.75
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
) -> MallResult:
    """Solve with the fast solver where it can, else with the reference one (``choice``,
    when already made), within the limits. When the fast search meets more layouts than
    its states can number, the reference one starts again with the time left, and
    ``say`` (if given) is told why. ``tell`` hears the bounds proven so far, as they
    narrow ("at least 12 actions", "between 12 and 30 actions").

    When a limit stops the search, the result says what it proved (`MallResult.lower`)
    and a beam search (`bestplan`) looks for a plan within the same limits (the states
    it holds, the memory, cancel): of a time limit, the exact search has `EXACT_SHARE`,
    the plan search the rest.
    """
    choice = choice or choose(scenario, reference)
    t0 = time.monotonic()
    exact_timeout = None if timeout is None else timeout * EXACT_SHARE
    limits = dict(
        max_states=max_states, max_memory=max_memory, progress=progress, cancel=cancel, tell=tell
    )
    result = None
    if choice.compiled is not None:
        from . import fast

        try:
            result = fast.solve(
                scenario, players, compiled=choice.compiled, timeout=exact_timeout, **limits
            )
        except Declined as why:
            if say is not None:
                say(f"the reference solver answers: {why}")
            if exact_timeout is not None:
                exact_timeout = max(0.0, exact_timeout - (time.monotonic() - t0))
    if result is None:
        from . import solver

        result = solver.solve(scenario, players, timeout=exact_timeout, **limits)
    if result.solvable is None and result.stopped_by not in (CANCELLED, INTERRUPTED):
        cap, _ = state_cap(max_states, max_memory)
        rest = Limits(timeout, progress, cancel, t0, say=tell)
        _look_for_a_plan(scenario, result, players, rest, cap)
    return result


def _look_for_a_plan(scenario, result: MallResult, players, limits: Limits, cap: int) -> None:
    """`result.upper` and each player count's `Plan.plan`, if the beam search finds a plan."""
    rules = Rules(scenario)
    steps = best_plan(rules, limits, cap, beam=max(MIN_BEAM, min(BEAM, cap // BEAM_LAYERS)))
    if steps is None:
        return
    result.upper = len(steps)
    limits.tell(f"between {result.lower} and {result.upper} actions")
    for n in players:
        result.plans[n].plan = as_json(rules, steps, n)


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
