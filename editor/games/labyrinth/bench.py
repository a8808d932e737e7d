"""The labyrinth's `mazewright bench`: how long a layout's numbers take, in parts and as a command.

For each layout, warm and the best of repeated rounds: the legality checks, the
distance matrix (a breadth-first search from each corner and room), the tours
(every card order for each corner and each 2-player seat), and `results.solve`
as a whole (all three). Then ``mazewright solve FILE --json`` as a whole command
in a new Python process (start-up, reading, checks, numbers, JSON), the median of
three runs. Answers are checked on the way: the command's JSON equals the numbers
worked out here, and every corner-to-room distance walks in play (`crosscheck`).
"""

from __future__ import annotations

from pathlib import Path

from editor.core.benching import (
    COMMAND_RUNS,
    BenchOptions,
    BenchTable,
    Column,
    best_seconds,
    checked_command,
    command_note,
    measure_files,
)

from .checks import check_layout
from .crosscheck import replay
from .model import CORNERS, Layout
from .results import SEATS_2, distance_matrix, solve, tour

#: Seconds of repeated runs of the measured parts per layout (by ``quick``).
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The target for one ``solve --json`` as a whole command.
COMMAND_TARGET = 0.3

COLUMNS = [
    Column.value("layout", "layout"),
    Column.value("size", "size"),
    Column.value("walls", "walls"),
    Column.ms("checks ms", "checks", 2),
    Column.ms("distances ms", "distances", 2),
    Column.ms("tours ms", "tours", 2),
    Column.ms("numbers ms", "numbers", 2),
    Column.seconds("solve --json s", "command"),
]


def _tours(dist: list[list[int]]) -> None:
    for i in range(len(CORNERS)):
        tour(dist, (i,))
    for seat in SEATS_2:
        tour(dist, tuple(CORNERS.index(c) for c in seat))


def bench_layout(path: Path, layout: Layout, options: BenchOptions) -> dict:
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
        **best_seconds(parts, REPEAT_SECONDS[options.quick]),
        "problems": replay(layout),
    }
    expected = solve(layout, file=str(path)).to_json()
    argv = ("solve", str(path), "--json")
    runs = COMMAND_RUNS[options.quick]
    row["command"] = checked_command("solve --json", argv, expected, runs, row["problems"])
    return row


def run(files: list[tuple[Path, Layout]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for layouts: one row per layout (see the module's docstring)."""
    title = "labyrinth: the numbers of a layout (RULES.md section 7)"
    out, rows = measure_files(title, files, options, bench_layout, "layout", COLUMNS)
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
