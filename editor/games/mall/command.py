"""`mazewright solve` for mall scenarios: a table, the solution in words, or the JSON object."""

from __future__ import annotations

import sys

from editor.core.limits import STOP_WORDS
from editor.core.reports import compact_json
from editor.core.safetext import printable
from editor.core.terminal import Ticker

from .hands import HANDS
from .results import MallResult
from .solving import choose, solve

#: Exit status when a limit or Ctrl-C stopped the search before deciding.
UNDECIDED = 3


def table_lines(result: MallResult, players) -> list[str]:
    """The readable answer: solvable or not, the fewest actions, each player count's changes."""
    if result.solvable is None:
        why = STOP_WORDS.get(result.stopped_by or "", "a limit")
        lines = [f"undecided: the solver stopped at {why} after {result.states} states"]
        if result.bounds() is not None:
            shown = f" (plan of {result.upper} shown)" if result.upper is not None else ""
            lines.append(f"{result.bounds_text()}{shown}")
        return lines
    if not result.solvable:
        return [f"the heist cannot succeed (all {result.states} states searched)"]
    lines = [f"solvable; fewest actions: {result.min_actions}", ""]
    lines.append("players  changes  hands")
    for n in players:
        plan = result.plans[n]
        what = "switches" if n == 1 else "hand-offs"
        hands = " | ".join(",".join(h) for h in HANDS[n])
        lines.append(f"{n:>7}  {plan.changes:>7}  {hands}   ({what})")
    return lines


def solve_command(loaded, args) -> int:
    """Print the answer for the scenario read into ``loaded`` (`editor.core.validate.Loaded`):
    exit 0 when decided, 1 when the file has errors, 3 when a limit stopped the search."""
    if not loaded.ok:
        for d in loaded.diagnostics:
            print(d.to_text(), file=sys.stderr)
        print(printable(f"{loaded.file}: not solved: the scenario has errors"), file=sys.stderr)
        return 1
    players = tuple(args.players)
    choice = choose(loaded.model, getattr(args, "reference", False))
    if choice.note:  # said before the search, which may be long
        print(printable(f"{loaded.file}: {choice.note}"), file=sys.stderr, flush=True)
    ticker = Ticker()
    result = solve(
        loaded.model,
        players,
        choice=choice,
        max_states=getattr(args, "max_states", None),
        max_memory=getattr(args, "max_memory", None),
        timeout=getattr(args, "timeout", None),
        progress=ticker,
        say=lambda why: print(printable(f"{loaded.file}: {why}"), file=sys.stderr, flush=True),
        tell=ticker.note,
        jobs=getattr(args, "jobs", 1),
    )
    ticker.done()
    if args.json:
        print(compact_json(result.to_json(players)))
    else:
        title = f" — {loaded.model.title}" if loaded.model.title else ""
        print(printable(f"{loaded.file}{title}"))
        for line in table_lines(result, players):
            print(printable(line))
        explain = getattr(args, "explain", None)
        if result.solvable is None and result.upper is not None and explain is None:
            explain = ""  # the plan found is shown, the first player count's
        if explain is not None and (result.solvable or result.upper is not None):
            print()
            for line in explain_lines(loaded.model, result, explain or str(players[0])):
                print(printable(line))
    return UNDECIDED if result.solvable is None else 0


def explain_lines(scenario, result: MallResult, which: str) -> list[str]:
    """One player count's witness solution, action by action in words."""
    from .crosscheck import plan_actions

    try:
        n = int(which)
    except ValueError:
        return [f"--explain takes a player count (1 to 8), not {which!r}"]
    if n not in result.plans:
        return [f"no solution for {n} players was asked for"]
    plan = result.plans[n]
    rules, steps = plan_actions(scenario, plan.solution or plan.plan or [])
    which = "" if plan.solution else f", a plan of {len(steps)} actions (maybe not the fewest)"
    lines = [f"{n} player{'s' if n > 1 else ''}{which}:"]
    for i, (state, action, player) in enumerate(steps, 1):
        lines.append(f"{i:>3}. player {player + 1}: {rules.describe(state, action)}")
    return lines
