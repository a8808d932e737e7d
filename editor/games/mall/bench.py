"""The mall's `mazewright bench`: the reference solver on each scenario, warm.

For each scenario: its size (tiles, heroes, timer), the states the search stored,
the best time of repeated full solves (every player count) and the states per
second that makes, and the fewest actions. Answers are checked on the way: every
witness plan replays in the rules (`crosscheck`).
"""

from __future__ import annotations

import time
from pathlib import Path

from ...benching import (
    BenchOptions,
    BenchTable,
    markdown_head,
    markdown_row,
    rate_text,
    skipped_row,
)
from .crosscheck import replay_problems
from .model import Scenario
from .solver import solve

#: Seconds of repeated solves per scenario (by ``quick``), after one warm-up solve.
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The state cap of one bench solve (by ``quick``).
BENCH_STATES = {False: 20_000_000, True: 200_000}

TITLES = ["scenario", "tiles", "heroes", "timer", "actions", "states", "solve s", "states/s"]


def bench_scenario(path: Path, scenario: Scenario, quick: bool) -> dict:
    cap = BENCH_STATES[quick]
    result = solve(scenario, max_states=cap)
    best, start, rounds = float("inf"), time.perf_counter(), 0
    while rounds < 1 or time.perf_counter() - start < REPEAT_SECONDS[quick]:
        t = time.perf_counter()
        solve(scenario, max_states=cap)
        best = min(best, time.perf_counter() - t)
        rounds += 1
    problems = replay_problems(scenario, result)
    if result.solvable is None:
        problems.append(f"not decided within {cap} states")
    return {
        "scenario": path.name.removesuffix(".mall.json"),
        "tiles": 1 + len(scenario.placed) + len(scenario.deck),
        "heroes": len(scenario.heroes),
        "timer": scenario.timer or "–",
        "actions": result.min_actions if result.solvable else "–",
        "states": result.states,
        "seconds": best,
        "problems": problems,
    }


def run(files: list[tuple[Path, Scenario]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for scenarios: one row per scenario (see the module's docstring)."""
    out = BenchTable("mall: the reference solver, every player count (RULES.md section 7)")
    out.lines = markdown_head(TITLES)
    rows = []
    for path, scenario in files:
        options.progress(path)
        row = bench_scenario(path, scenario, options.quick)
        if options.stop.is_set():
            out.interrupted = True
            out.lines.append(skipped_row(row["scenario"], "interrupted", len(TITLES)))
            break
        rows.append(row)
        out.measured += 1
        out.failures += [f"{row['scenario']}: {p}" for p in row["problems"]]
        rate = rate_text(row["states"] / row["seconds"]) if row["seconds"] > 0 else "–"
        cells = [row[k] for k in TITLES[:6]]
        out.lines.append(markdown_row([*cells, f"{row['seconds']:.3f}", rate]))
    if rows:
        slow = max(rows, key=lambda r: r["seconds"])
        out.notes.append(f"slowest scenario (warm): {slow['scenario']} {slow['seconds']:.2f} s")
    return out
