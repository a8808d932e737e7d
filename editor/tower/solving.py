"""One door to the solvers: the fast one when it is available, else the reference one."""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import ERROR, WARNING, Diagnostic
from .model import Quest
from .results import SolveResult

#: Codes this module adds to validation (listed with the other check codes in checks.py).
UNSOLVABLE = "T201"
SOLVE_LIMIT = "T202"


def solve(
    quest: Quest,
    players: Sequence[int] = (1, 2, 3, 4),
    *,
    reference: bool = False,
    **options,
) -> SolveResult:
    """Solve with the fast solver (or the reference one when asked, or when fast is missing).

    ``options``: max_states, timeout, progress, cancel (and jobs for the fast solver).
    """
    if not reference:
        try:
            from . import fast
            from .compile import CompileError
        except ImportError:  # numba missing or broken: the reference solver still answers
            fast = None
        if fast is not None:
            try:
                return fast.solve(quest, players, **options)
            except CompileError:
                pass  # a board the fast solver cannot encode: fall back
    from . import reference as ref

    options.pop("jobs", None)
    return ref.solve(quest, players, **options)


def solve_for_validation(
    quest: Quest, *, max_states: int | None = 5_000_000, timeout: float | None = 60.0
) -> tuple[list[Diagnostic], SolveResult]:
    """Solve for `mazewright validate --solve`: an error when the quest cannot be completed."""
    result = solve(quest, max_states=max_states, timeout=timeout)
    diags = []
    if result.solvable is False:
        diags.append(
            Diagnostic(
                UNSOLVABLE,
                ERROR,
                "the quest cannot be completed: no sequence of actions gets every hero out",
            )
        )
    elif result.solvable is None:
        diags.append(
            Diagnostic(
                SOLVE_LIMIT,
                WARNING,
                "the solver stopped at its state or time limit before deciding the quest",
            )
        )
    return diags, result
