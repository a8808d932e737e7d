"""Which solver answers: the fast one (`fast`, the numba kernel) when the scenario compiles
into its tables, else, or when asked, the reference one (`solver`). Both give a
`solver.MallResult` with the same numbers (`crosscheck.agree` checks it)."""

from __future__ import annotations

from ...diagnostics import ERROR, WARNING, Diagnostic
from .compile import compile_scenario
from .hands import PLAYERS
from .model import Scenario
from .solver import MallResult

#: `validate --solve`'s limits per scenario
VALIDATE_MAX_STATES = 5_000_000
VALIDATE_TIMEOUT = 60.0


def solve(scenario: Scenario, players=PLAYERS, *, reference: bool = False, **limits) -> MallResult:
    """Solve with the fast solver where it can, else with the reference one; ``limits`` are
    `solver.solve`'s (max_states, max_memory, timeout, progress, cancel)."""
    compiled = None if reference else compile_scenario(scenario)
    if compiled is None:
        from . import solver

        return solver.solve(scenario, players, **limits)
    from . import fast

    return fast.solve(scenario, players, compiled=compiled, **limits)


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
