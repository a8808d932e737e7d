"""Which solver answers: the fast one (`fast`, the numba kernel) when the scenario compiles
into its tables, else, or when asked, the reference one (`solver`). Both give a
`solver.MallResult` with the same numbers (`crosscheck.agree` checks it)."""

from __future__ import annotations

from .compile import compile_scenario
from .hands import PLAYERS
from .model import Scenario
from .solver import MallResult


def solve(scenario: Scenario, players=PLAYERS, *, reference: bool = False, **limits) -> MallResult:
    """Solve with the fast solver where it can, else with the reference one; ``limits`` are
    `solver.solve`'s (max_states, max_memory, timeout, progress, cancel)."""
    compiled = None if reference else compile_scenario(scenario)
    if compiled is None:
        from . import solver

        return solver.solve(scenario, players, **limits)
    from . import fast

    return fast.solve(scenario, players, compiled=compiled, **limits)
