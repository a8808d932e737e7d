"""An adventure's numbers as the studio's solver dock shows them (`editor.core.setups`).

The adventure is solved as a whole, as ``mazewright solve`` does: every trial and
the epic. The table has a line per player count and under it a line per quest with
the best and worst actions over its deals; the details are the command's table
(fewest steps, and every player count). The search may be long, so the dock asks
for it (``GameSpec.solving.on_demand``) within the limits of its `SolveRun`, which
bind the whole run.
"""

from __future__ import annotations

import time

from editor.core.setups import PlayerCount, SearchReport, Setup, SetupTable, SolveRun

from .. import solving
from ..results import SolveResult
from .checks import check_members
from .command import RUN_STOPS, solvable, table_lines
from .members import Member, read_members
from .model import Adventure

PLAYERS = (1, 2, 3, 4)
COLUMNS = ("Actions", "Steps")


def setup_table(adventure: Adventure, run: SolveRun | None = None) -> SetupTable:
    run = run or SolveRun()
    members = read_members(adventure)
    check_members(members)
    if any(d.is_error for d in members.diagnostics) or not members.trials:
        return SetupTable("Not solved: the adventure has errors; the issues say what to fix.")
    results: list[SolveResult] = []
    start = time.monotonic()
    for member in members.all:
        last = results[-1] if results else None
        if last is not None and last.stopped_by in RUN_STOPS:  # the run is over
            reason = f"not searched: {last.stop_reason.removeprefix('stopped: ')}"
            results.append(SolveResult(None, None, stopped_by=last.stopped_by, stop_reason=reason))
            continue
        timeout = None
        if run.timeout is not None:
            timeout = max(0.001, run.timeout - (time.monotonic() - start))
        run.progress(0, 0, note=f"solving {member.name}: {member.quest.title or member.relative}")
        results.append(
            solving.solve(
                member.quest,
                PLAYERS,
                reference=run.reference,
                max_states=run.max_states,
                timeout=timeout,
                progress=SearchReport(run).progress,
                cancel=run.cancel,
            )
        )
    counts = tuple(
        PlayerCount(
            n,
            ("", ""),
            tuple(
                Setup(_name(m), (_actions(r, n), str(r.min_steps) if r.solvable else ""), key=i)
                for i, (m, r) in enumerate(zip(members.all, results, strict=True))
            ),
        )
        for n in PLAYERS
    )
    states = sum(r.states for r in results)
    seconds = sum(r.seconds for r in results)
    return SetupTable(
        _summary(members.all, results),
        "Quest",
        COLUMNS,
        counts,
        details="\n".join(table_lines(members.all, results, PLAYERS)),
        note=f"{states:,} states in {seconds:.1f} s",
    )


def _name(member: Member) -> str:
    title = member.quest.title or member.relative
    return f"epic: {title}" if member.index is None else f"{member.index + 1}. {title}"


def _actions(result: SolveResult, players: int) -> str:
    if result.solvable is False:
        return "impossible"
    lo, hi = result.player_range(players)
    if lo is None:
        return "stopped"
    return str(lo) if lo == hi else f"{lo} – {hi}"


def _summary(members: list[Member], results: list[SolveResult]) -> str:
    whole = solvable(results)
    if whole is True:
        return f"Every quest can be completed: {len(members) - 1} trials and the epic."
    if whole is False:
        names = ", ".join(m.name for m, r in zip(members, results, strict=True) if not r.solvable)
        return f"Cannot be completed: {names}."
    stopped = next(r for r in results if r.solvable is None)
    reason = (stopped.stop_reason or "a limit stopped the search").removeprefix("stopped: ")
    return f"Not decided: {reason}. Raise the limit and solve again."
