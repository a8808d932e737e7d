"""`mazewright solve` on an adventure: every trial and the epic solved, in one table.

The JSON object (``--json``) is RULES.md section 8's: the adventure's title, whether
every quest can be completed, and per quest (trials in order, then the epic) its
role, file, title and the quest's own object of section 7.
"""

from __future__ import annotations

import sys
import time

from editor.core.limits import CANCELLED, INTERRUPTED, TIMEOUT
from editor.core.reports import compact_json
from editor.core.safetext import printable
from editor.core.terminal import Ticker

from .. import solving
from ..results import SolveResult
from .checks import check_members
from .members import Member, Members, read_members

#: Limits that stop the whole run, not one search: the quests after are not searched.
RUN_STOPS = (TIMEOUT, INTERRUPTED, CANCELLED)


def usable_members(loaded) -> tuple[Members | None, list]:
    """The adventure's quests when all are usable, else None; and every diagnostic."""
    diags = list(loaded.diagnostics)
    if not loaded.ok:  # no adventure (a manifest the schema refused) or one with errors
        return None, diags
    members = read_members(loaded.model)
    check_members(members)
    if any(d.is_error for d in members.diagnostics):
        return None, diags
    return members, diags


def solvable(results: list[SolveResult]) -> bool | None:
    """True when every quest can be completed, False when one cannot, None when undecided."""
    if any(r.solvable is False for r in results):
        return False
    if any(r.solvable is None for r in results):
        return None
    return True


def to_json(title: str | None, members: list[Member], results: list[SolveResult]) -> dict:
    quests = []
    for member, result in zip(members, results, strict=True):
        entry: dict = {"role": "epic" if member.index is None else "trial"}
        if member.index is not None:
            entry["trial"] = member.index + 1
        entry["file"] = member.relative
        entry["title"] = member.quest.title
        entry["result"] = result.to_json()
        quests.append(entry)
    return {"adventure": title, "solvable": solvable(results), "quests": quests}


def _cell(result: SolveResult, n: int) -> str:
    if result.solvable is False:
        return "impossible"
    lo, hi = result.player_range(n)
    if lo is None:
        return "stopped"
    return str(lo) if lo == hi else f"{lo}-{hi}"


def table_lines(members: list[Member], results: list[SolveResult], players) -> list[str]:
    """One line per quest: its fewest steps and, per player count, its best-worst actions."""
    names = [
        ("epic" if m.index is None else f"{m.index + 1}", m.quest.title or m.relative)
        for m in members
    ]
    width = max(len(title) for _, title in names)
    counts = "".join(f"{f'{n}p':>12}" for n in players)
    lines = [f"{'':>5}  {'quest':<{width}}  {'steps':>5}{counts}"]
    for (number, title), result in zip(names, results, strict=True):
        steps = result.min_steps if result.solvable else "-"
        cells = "".join(f"{_cell(result, n):>12}" for n in players)
        lines.append(f"{number:>5}  {title:<{width}}  {steps!s:>5}{cells}")
    return lines


def solve_command(loaded, args) -> int:
    """`mazewright solve` on an adventure read into ``loaded`` (`editor.core.validate.Loaded`).

    Exit status: 0 every quest decided, 1 the adventure or one of its quests has errors,
    2 an option an adventure does not take, 3 a limit or Ctrl-C stopped a search.
    """
    if args.explain is not None:
        print(
            "mazewright solve: error: --explain shows one quest's solution: "
            "solve the trial's or the epic's file",
            file=sys.stderr,
        )
        return 2
    members, diags = usable_members(loaded)
    if members is None:
        for d in diags:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{args.file}: not solved: the adventure has errors"), file=sys.stderr)
        return 1
    results: list[SolveResult] = []
    start = time.monotonic()
    for member in members.all:
        last = results[-1] if results else None
        if last is not None and last.stopped_by in RUN_STOPS:  # the run is over: the rest wait
            reason = f"not searched: {last.stop_reason.removeprefix('stopped: ')}"
            results.append(SolveResult(None, None, stopped_by=last.stopped_by, stop_reason=reason))
            continue
        timeout = None
        if args.timeout is not None:
            timeout = max(0.001, args.timeout - (time.monotonic() - start))
        ticker = Ticker()
        try:
            results.append(
                solving.solve(
                    member.quest,
                    args.players,
                    reference=args.reference,
                    jobs=args.jobs,
                    max_states=args.max_states,
                    max_memory=args.max_memory,
                    timeout=timeout,
                    progress=ticker,
                )
            )
        finally:
            ticker.done()
    adventure = loaded.model
    if args.json:
        print(compact_json(to_json(adventure.title, members.all, results)))
    else:
        title = f" — {adventure.title}" if adventure.title else ""
        print(printable(f"{args.file}{title}"))
        print("fewest steps, and the best-worst actions of each player count's deals:")
        for line in table_lines(members.all, results, args.players):
            print(printable(line))
        states = sum(r.states for r in results)
        seconds = sum(r.seconds + r.compile_seconds for r in results)
        solvers = ", ".join(sorted({r.solver for r in results}))
        print(f"\n{solvers} solver: {states:,} states in {seconds:.3f} s")
    stopped = [(m, r) for m, r in zip(members.all, results, strict=True) if r.solvable is None]
    for member, result in stopped:
        print(printable(f"{args.file}: {member.name}: {result.stop_reason}"), file=sys.stderr)
    return 3 if stopped else 0
