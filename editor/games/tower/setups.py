"""A quest's numbers as the studio's solver dock shows them (`editor.core.setups`).

The set-ups are the deals of the orientation tiles (`results.DISTRIBUTIONS`): a
line per player count with the best and worst number of actions over its deals,
under it every deal (the players' hands) with its fewest actions (or, where a limit
stopped its search, the bounds it proved: "9–14", "≥ 9"). The search may
be long, so the dock asks for it (``GameSpec.solving.on_demand``) within the
limits of its `SolveRun`; the answer (`TowerAnswer`: the quest as solved and the
result) holds each deal's optimal solution to watch, or a stopped deal's plan.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.limits import CANCELLED
from editor.core.setups import PlayerCount, SearchReport, Setup, SetupTable, SolveRun

from .model import Quest
from .results import DistributionResult, SolveResult

PLAYERS = (1, 2, 3, 4)
COLUMNS = ("Actions", "States", "Time")


@dataclass(frozen=True)
class TowerAnswer:
    """The quest as it was solved and its result (the dock solves a copy of the quest, so
    the answer stays the quest's as it was while the designer goes on editing)."""

    quest: Quest
    result: SolveResult

    def solution(self, key) -> list | None:
        """The optimal solution of the deal ``(players, index)`` if the search found one,
        else the plan of the beam search when a limit stopped it (`bestplan`)."""
        players, index = key
        dists = self.result.players.get(players, [])
        if not 0 <= index < len(dists):
            return None
        d = dists[index]
        return d.solution if d.solution is not None else d.plan

    def min_actions(self, key) -> int | None:
        players, index = key
        dists = self.result.players.get(players, [])
        return dists[index].min_actions if 0 <= index < len(dists) else None


def hands_text(hands) -> str:
    """'NS · EW' for a deal."""
    return " · ".join(hands)


def setup_table(quest: Quest, run: SolveRun | None = None) -> SetupTable:
    """Solve every deal of every player count within ``run``'s limits, through
    `solving.solve`, which picks the solver; the table's note names it (and why the
    fast one could not be used, which the progress says before the search)."""
    from . import solving

    run = run or SolveRun()
    choice = solving.choose(quest, run.reference)
    if choice.note and not run.reference:  # said before the search, which may be long
        run.progress(0, 0, note=choice.message())
    report = SearchReport(run)
    result = solving.solve(
        quest,
        PLAYERS,
        choice=choice,
        max_states=run.max_states,
        timeout=run.timeout,
        progress=report.progress,
        cancel=run.cancel,
        tell=report.note,
    )
    return result_table(quest, result)


def result_table(quest: Quest, result: SolveResult) -> SetupTable:
    """The table of a finished solve: deals per player count."""
    solver = f"reference solver: {result.solver_note}" if result.solver_note else result.solver
    note = f"{result.states:,} states in {result.seconds:.1f} s ({solver})"
    counts = []
    for n in PLAYERS:
        dists = result.players.get(n, [])
        lo, hi = result.player_range(n)
        states = f"{sum(d.states for d in dists):,}" if dists else ""
        deals = tuple(
            Setup(
                hands_text(d.hands),
                (_count_text(result, d.min_actions, d), f"{d.states:,}", f"{d.seconds:.2f} s"),
                key=(n, i),
                watch=d.solution is not None or d.plan is not None,
            )
            for i, d in enumerate(dists)
        )
        if lo is None and dists:
            actions = _range_text(result, dists)
        else:
            actions = _count_text(result, lo) if lo == hi else f"{lo} – {hi}"
        counts.append(PlayerCount(n, (actions, states, ""), deals))
    return SetupTable(
        _summary(result),
        "Deal",
        COLUMNS,
        tuple(counts),
        note=note,
        answer=TowerAnswer(quest, result),
    )


def _summary(result: SolveResult) -> str:
    if result.stopped_by == CANCELLED and result.solvable is None:
        return "Cancelled: no answer."
    if result.solvable is None:
        reason = (result.stop_reason or "the search stopped early").removeprefix("stopped: ")
        return f"Not decided: {reason}. Raise the limit and solve again."
    if result.solvable is False:
        return (
            "Cannot be completed: no sequence of actions gets every hero out "
            f"({result.states:,} states searched)."
        )
    return f"Solvable · fewest steps {result.min_steps}"


def _range_text(result: SolveResult, dists: list[DistributionResult]) -> str:
    """A player count some of whose deals are undecided: from the least any deal may
    need to the most the worst one needs, as far as the deals' counts and bounds go."""
    lows = [d.min_actions if d.min_actions is not None else d.lower for d in dists]
    highs = [d.min_actions if d.min_actions is not None else d.upper for d in dists]
    if any(low is None for low in lows):
        return _count_text(result, None)
    if any(high is None for high in highs):
        return f"≥ {min(lows)}"
    return f"{min(lows)}–{max(highs)}"


def _count_text(result: SolveResult, count, d: DistributionResult | None = None) -> str:
    if count is not None:
        return str(count)
    if result.stopped_by == CANCELLED:
        return "cancelled"
    if result.solvable is False:
        return "impossible"
    if d is not None and (d.lower or d.upper):  # undecided: what is proven
        return f"{d.lower or '?'}–{d.upper}" if d.upper else f"≥ {d.lower}"
    if d is not None and not d.complete:
        return "limit"
    return "?"
