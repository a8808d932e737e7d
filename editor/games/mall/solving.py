"""Which solver answers: the fast one (`fast`, the numba kernel) when the scenario compiles
into its tables, else, or when asked, the reference one (`solver`). Both give a
`solver.MallResult` with the same numbers (`crosscheck.agree` checks it)."""

from __future__ import annotations

from dataclasses import dataclass

from ...diagnostics import ERROR, WARNING, Diagnostic
from .compile import Compiled, Declined, compile_scenario
from .hands import PLAYERS
from .model import Scenario
from .solver import MallResult

#: `validate --solve`'s limits per scenario
VALIDATE_MAX_STATES = 5_000_000
VALIDATE_TIMEOUT = 60.0


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
    **limits,
) -> MallResult:
    """Solve with the fast solver where it can, else with the reference one (``choice``,
    when already made); ``limits`` are `solver.solve`'s (max_states, max_memory, timeout,
    progress, cancel)."""
    choice = choice or choose(scenario, reference)
    if choice.compiled is None:
        from . import solver

        return solver.solve(scenario, players, **limits)
    from . import fast

    return fast.solve(scenario, players, compiled=choice.compiled, **limits)


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
                f"the solver did not decide the heist: the search stopped ({result.stopped_by}) "
                f"after {result.states:,} states",
            )
        ], result
    return [], result
