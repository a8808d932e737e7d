"""The daedalus `mazewright bench`: how long a maze's numbers take, in parts and as a command.

For each maze, warm and the best of repeated rounds: the legality checks (which
search once), the search with the walls turning and with them still (Medusa),
and `results.solve` as a whole. Then ``mazewright solve FILE --json`` as a whole
command in a new Python process, the median of a few runs. Answers are checked on
the way: the command's JSON equals the numbers worked out here, and every trip
and walk to the chamber replays in play (`crosscheck`).
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

from .checks import check_maze
from .crosscheck import replay
from .model import Maze
from .results import solve
from .search import Search

#: Seconds of repeated runs of the measured parts per maze (by ``quick``).
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The target for one ``solve --json`` as a whole command.
COMMAND_TARGET = 0.5

COLUMNS = [
    Column.value("maze", "maze"),
    Column.value("rings x sectors", "board"),
    Column.value("walls", "walls"),
    Column.ms("checks ms", "checks"),
    Column.ms("search ms", "search"),
    Column.ms("still ms", "still"),
    Column.ms("numbers ms", "numbers"),
    Column.seconds("solve --json s", "command"),
]


def bench_maze(path: Path, maze: Maze, options: BenchOptions) -> dict:
    parts = {
        "checks": lambda: check_maze(maze),
        "search": lambda: Search(maze),
        "still": lambda: Search(maze, still=True),
        "numbers": lambda: solve(maze),
    }
    row: dict = {
        "maze": path.name.removesuffix(".daedalus.json"),
        "board": f"{maze.rings}x{maze.sectors}",
        "walls": len(maze.radial) + len(maze.arcs),
        **best_seconds(parts, REPEAT_SECONDS[options.quick]),
        "problems": replay(maze),
    }
    expected = solve(maze, file=str(path)).to_json()
    argv = ("solve", str(path), "--json")
    runs = COMMAND_RUNS[options.quick]
    row["command"] = checked_command("solve --json", argv, expected, runs, row["problems"])
    return row


def run(files: list[tuple[Path, Maze]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for mazes: one row per maze (see the module's docstring)."""
    title = "daedalus: the numbers of a maze (RULES.md section 7)"
    out, rows = measure_files(title, files, options, bench_maze, "maze", COLUMNS)
    if rows:
        slow = max(rows, key=lambda r: r["numbers"])
        out.notes.append(
            f"slowest maze (numbers, warm): {slow['maze']} {slow['numbers'] * 1e3:.1f} ms"
        )
        worst = max(rows, key=lambda r: r["command"])
        out.notes.append(
            command_note("solve --json command", worst["maze"], worst["command"], COMMAND_TARGET)
        )
    return out
