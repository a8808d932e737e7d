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
    markdown_head,
    markdown_row,
    rate_text,
    skipped_row,
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

TITLES = [
    "scenario",
    "tiles",
    "heroes",
    "timer",
    "actions",
    "states",
    "fast s",
    "states/s",
    "reference s",
    "ratio",
]


def _best(work, budget: float) -> float:
    best, start, rounds = float("inf"), time.perf_counter(), 0
    while rounds < 1 or time.perf_counter() - start < budget:
        t = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - t)
        rounds += 1
    return best


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
        row["fast"] = _best(
            lambda: fast.solve(scenario, compiled=compiled, max_states=cap),
            REPEAT_SECONDS[options.quick],
        )
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


def _cells(row: dict) -> list:
    cells = [row[k] for k in TITLES[:6]]
    quick, ref = row["fast"], row["reference"]
    cells.append("–" if quick is None else f"{quick:.3f}")
    cells.append("–" if not quick else rate_text(row["states"] / quick))
    cells.append("–" if ref is None else f"{ref:.2f}")
    cells.append("–" if ref is None or not quick else f"{ref / quick:.0f}x")
    return cells


def run(files: list[tuple[Path, Scenario]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for scenarios: one row per scenario (see the module's docstring)."""
    out = BenchTable("mall: fast and reference solvers, every player count (RULES.md section 7)")
    out.lines = markdown_head(TITLES)
    rows = []
    for path, scenario in files:
        options.progress(path)
        row = bench_scenario(path, scenario, options)
        if options.stop.is_set():
            out.interrupted = True
            out.lines.append(skipped_row(row["scenario"], "interrupted", len(TITLES)))
            break
        rows.append(row)
        out.measured += 1
        out.failures += [f"{row['scenario']}: {p}" for p in row["problems"]]
        out.lines.append(markdown_row(_cells(row)))
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
