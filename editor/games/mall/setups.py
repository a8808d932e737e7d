"""A scenario's numbers as the studio's solver dock shows them (`editor.setups`).

Each player count has one set-up: its action tiles (RULES.md section 3). Its
numbers are the fewest actions (the same for every count) and the fewest
hand-offs (solo: switches) among the plans of fewest actions.
"""

from __future__ import annotations

from ...diagnostics import has_errors
from ...setups import PlayerCount, Setup, SetupTable
from .checks import check_scenario
from .hands import HANDS, PLAYERS
from .model import Scenario
from .solving import solve

COLUMNS = ("actions", "hand-offs / switches")
#: The dock follows edits: a search stops after this many states or seconds.
DOCK_STATES = 300_000
DOCK_SECONDS = 10.0


def setup_table(scenario: Scenario) -> SetupTable:
    if has_errors(check_scenario(scenario)):  # the Issues panel lists them
        return SetupTable("the scenario has errors; the issues say what to fix")
    result = solve(scenario, max_states=DOCK_STATES, timeout=DOCK_SECONDS)
    counts = []
    for n in PLAYERS:
        plan = result.plans[n]
        actions = "–" if result.min_actions is None else str(result.min_actions)
        changes = "–" if plan.changes is None else str(plan.changes)
        hands = " | ".join(" ".join(h) for h in HANDS[n])
        values = (actions, changes)
        counts.append(PlayerCount(n, values, (Setup(hands, values, best=True, key=n),)))
    return SetupTable(result.summary(), "Action tiles", COLUMNS, tuple(counts))
