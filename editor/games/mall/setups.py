"""A scenario's numbers as the studio's solver dock shows them (`editor.core.setups`).

Each player count has one set-up: its action tiles (RULES.md section 3). Its
numbers are the fewest actions (the same for every count) and the fewest
hand-offs (solo: switches) among the plans of fewest actions. The search may be
long, so the dock asks for it (``GameSpec.solving.on_demand``) within the limits of
its `SolveRun`.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.diagnostics import has_errors
from editor.core.setups import PlayerCount, SearchReport, Setup, SetupTable, SolveRun

from .checks import check_scenario
from .hands import HANDS, PLAYERS
from .model import Scenario
from .results import MallResult
from .solving import solve

COLUMNS = ("actions", "hand-offs / switches")


@dataclass(frozen=True)
class MallAnswer:
    """What the watch panel plays: the scenario as it was solved and the solver's answer
    (a set-up's key is its player count)."""

    scenario: Scenario
    result: MallResult


def setup_table(scenario: Scenario, run: SolveRun | None = None) -> SetupTable:
    run = run or SolveRun()
    if has_errors(check_scenario(scenario)):  # the Issues panel lists them
        return SetupTable("the scenario has errors; the issues say what to fix")
    report = SearchReport(run)
    result = solve(
        scenario,
        reference=run.reference,
        max_states=run.max_states,
        timeout=run.timeout,
        progress=report.progress,
        cancel=run.cancel,
        say=report.note,
        tell=report.note,
    )
    counts = []
    for n in PLAYERS:
        plan = result.plans[n]
        actions = "–" if result.min_actions is None else str(result.min_actions)
        if result.lower is not None:  # stopped: what it proved
            actions = f"{result.lower}–{result.upper or '?'}"
        changes = "–" if plan.changes is None else str(plan.changes)
        hands = " | ".join(" ".join(h) for h in HANDS[n])
        values = (actions, changes)
        watch = plan.solution is not None or plan.plan is not None
        setup = Setup(hands, values, best=True, key=n, watch=watch)
        counts.append(PlayerCount(n, values, (setup,)))
    answer = MallAnswer(scenario, result)
    return SetupTable(result.summary(), "Action tiles", COLUMNS, tuple(counts), answer=answer)
