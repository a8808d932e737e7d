"""The labyrinth's `mazewright bench`: how long a layout's numbers take, in parts and as a command.

For each layout, warm and the best of repeated rounds: the legality checks, the
distance matrix (a breadth-first search from each corner and room), the tours
(every card order for each corner and each 2-player seat), and `numbers.solve`
as a whole (all three). Then ``mazewright solve FILE --json`` as a whole command
in a new Python process (start-up, reading, checks, numbers, JSON), the median of
three runs. Answers are checked on the way: the command's JSON equals the numbers
worked out here, and every corner-to-room distance walks in play (`crosscheck`).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from editor.core.benching import (
    COMMAND_RUNS,
    BenchOptions,
    BenchTable,
    command_note,
    markdown_head,
    markdown_row,
    measure_files,
    solve_command,
)

from .checks import check_layout
from .crosscheck import replay
from .model import CORNERS, Layout
from .results import SEATS_2, distance_matrix, solve, tour

#: Seconds of repeated runs of the measured parts per layout (by ``quick``).
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The target for one ``solve --json`` as a whole command.
COMMAND_TARGET = 0.3


def best_seconds(works: dict[str, Callable[[], object]], budget: float) -> dict[str, float]:
    """The shortest time of each of ``works`` over rounds that fill ``budget`` seconds (at
    least three rounds, each running every work once, after one warm-up round).

    The shortest, as `timeit` advises: the longer runs measure what else the machine did;
    in rounds, so that every work meets the same moments of a busy machine.
    """
    for work in works.values():
        work()
    best = dict.fromkeys(works, float("inf"))
    start, rounds = time.perf_counter(), 0
    while rounds < 3 or time.perf_counter() - start < budget:
        for name, work in works.items():
            t = time.perf_counter()
            work()
            best[name] = min(best[name], time.perf_counter() - t)
        rounds += 1
    return best


def _tours(dist: list[list[int]]) -> None:
    for i in range(len(CORNERS)):
        tour(dist, (i,))
    for seat in SEATS_2:
        tour(dist, tuple(CORNERS.index(c) for c in seat))


def bench_layout(path: Path, layout: Layout, quick: bool) -> dict:
    budget = REPEAT_SECONDS[quick]
    dist = distance_matrix(layout)
    parts = {
        "checks": lambda: check_layout(layout),
        "distances": lambda: distance_matrix(layout),
        "tours": lambda: _tours(dist),
        "numbers": lambda: solve(layout),
    }
    row: dict = {
        "layout": path.name.removesuffix(".labyrinth.json"),
        "size": layout.size,
        "walls": len(layout.inner_walls()),
        **best_seconds(parts, budget),
        "problems": replay(layout),
    }
    runs = [solve_command(path) for _ in range(COMMAND_RUNS[quick])]
    row["command"] = statistics.median(seconds for seconds, _, _ in runs)
    _, status, output = runs[-1]
    expected = json.loads(json.dumps(solve(layout, file=str(path)).to_json()))
    if status != 0:
        row["problems"].append(f"solve --json exited with status {status}")
    elif json.loads(output) != expected:
        row["problems"].append("solve --json printed other numbers than the ones worked out here")
    return row


TITLES = [
    "layout",
    "size",
    "walls",
    "checks ms",
    "distances ms",
    "tours ms",
    "numbers ms",
    "solve --json s",
]


def table(rows: list[dict]) -> list[str]:
    lines = markdown_head(TITLES)
    for r in rows:
        ms = [f"{r[k] * 1e3:.2f}" for k in ("checks", "distances", "tours", "numbers")]
        lines.append(markdown_row([r["layout"], r["size"], r["walls"], *ms, f"{r['command']:.2f}"]))
    return lines


def run(files: list[tuple[Path, Layout]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for layouts: one row per layout (see the module's docstring)."""
    out, rows = measure_files(
        "labyrinth: the numbers of a layout (RULES.md section 7)",
        files,
        options,
        bench_layout,
        "layout",
        table,
        len(TITLES),
    )
    if rows:
        slow = max(rows, key=lambda r: r["numbers"])
        out.notes.append(
            f"slowest layout (numbers, warm): {slow['layout']} {slow['numbers'] * 1e3:.1f} ms"
        )
        worst = max(rows, key=lambda r: r["command"])
        out.notes.append(
            command_note("solve --json command", worst["layout"], worst["command"], COMMAND_TARGET)
        )
    return out
