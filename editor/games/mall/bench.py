"""The mall's `mazewright bench`: both solvers on each scenario, warm.

For each scenario: its size (tiles, heroes, timer), the fewest actions, the states
the search stored, the best time of repeated full solves (every player count) by the
fast solver and the states per second that makes, and, unless told not to, the
reference solver's time (on scenarios of at most `REFERENCE_STATES` states) and how
many times faster the fast one is. Answers are
checked on the way: the two solvers agree and every witness plan of the fast one
replays in the rules (`crosscheck`).
"""

from __future__ import annotations

import time
from pathlib import Path

from editor.core.benching import (
    BenchOptions,
    BenchTable,
    Column,
    best_seconds,
    measure_files,
    rate_text,
)

from . import fast, reference
from .crosscheck import disagreements, replay_problems
from .model import Scenario
from .solving import choose

#: Seconds of repeated solves per scenario (by ``quick``), after one warm-up solve.
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The state cap of one bench solve (by ``quick``).
BENCH_STATES = {False: 50_000_000, True: 200_000}
#: The target of the fast solver on the largest scenario.
TARGET_RATE = 1e6
#: The reference solver is timed only on scenarios of at most this many states (it
#: keeps a Python object per state and takes minutes on a million).
REFERENCE_STATES = 200_000

COLUMNS = [
    Column.value("scenario", "scenario"),
    Column.value("tiles", "tiles"),
    Column.value("heroes", "heroes"),
    Column.value("timer", "timer"),
    Column.value("actions", "actions"),
    Column.value("states", "states"),
    Column.seconds("fast s", "fast", 3),
    Column("states/s", lambda r: "–" if not r["fast"] else rate_text(r["states"] / r["fast"])),
    Column.seconds("reference s", "reference"),
    Column(
        "ratio",
        lambda r: (
            "–" if r["reference"] is None or not r["fast"] else f"{r['reference'] / r['fast']:.0f}x"
        ),
    ),
]


def bench_scenario(path: Path, scenario: Scenario, options: BenchOptions) -> dict:
    cap = BENCH_STATES[options.quick]
    choice = choose(scenario)
    compiled = choice.compiled
    row: dict = {
        "scenario": path.name.removesuffix(".mall.json"),
        "tiles": 1 + len(scenario.placed) + len(scenario.deck),
        "heroes": len(scenario.heroes),
        "timer": scenario.timer or "–",
    }
    if compiled is None:
        result = reference.solve(scenario, max_states=cap)
        row["fast"] = None
        problems = [choice.note]
    else:
        result = fast.solve(scenario, compiled=compiled, max_states=cap)
        again = {"fast": lambda: fast.solve(scenario, compiled=compiled, max_states=cap)}
        row |= best_seconds(again, REPEAT_SECONDS[options.quick], rounds=1, warm_up=False)
        problems = replay_problems(scenario, result)
    if result.solvable is None and not options.quick:
        problems.append(f"not decided within {cap} states")
    row["reference"] = None
    if (
        options.reference
        and compiled is not None
        and result.solvable is not None
        and result.states <= REFERENCE_STATES
    ):
        t = time.perf_counter()
        ref = reference.solve(scenario, max_states=cap)
        row["reference"] = time.perf_counter() - t
        problems += disagreements(result, ref)
    row["actions"] = result.min_actions if result.solvable else "–"
    row["decided"] = result.solvable is not None
    row["states"] = result.states
    row["problems"] = problems
    return row


def run(files: list[tuple[Path, Scenario]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for scenarios: one row per scenario (see the module's docstring)."""
    title = "mall: fast and reference solvers, every player count (RULES.md section 7)"
    out, rows = measure_files(title, files, options, bench_scenario, "scenario", COLUMNS)
    undecided = [r["scenario"] for r in rows if not r["decided"]]
    if undecided:
        out.notes.append(f"not decided within the quick run's cap: {', '.join(undecided)}")
    timed = [r for r in rows if r["fast"] and r["decided"]]
    if timed:
        big = max(timed, key=lambda r: r["states"])
        rate = big["states"] / big["fast"]
        verdict = "meets" if rate >= TARGET_RATE else "is below"
        out.notes.append(
            f"largest scenario: {big['scenario']}, {big['states']} states in "
            f"{big['fast']:.3f} s warm: {rate_text(rate)} states/s, which {verdict} the "
            f"target of {rate_text(TARGET_RATE)} (a full solve: search, plans' graph and "
            "every player count)"
        )
    return out
