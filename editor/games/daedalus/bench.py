"""The daedalus `mazewright bench`: how long a maze's numbers take, in parts and as a command.

For each maze, warm and the best of repeated runs: the legality checks (which
search once), the search with the walls turning and with them still (Medusa),
and `numbers.solve` as a whole. Then ``mazewright solve FILE --json`` as a whole
command in a new Python process, the median of a few runs. Answers are checked on
the way: the command's JSON equals the numbers worked out here, and every trip
and walk to the chamber replays in play (`crosscheck`).
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

from .checks import check_maze
from .crosscheck import replay
from .model import Maze
from .results import solve
from .search import Search

#: Runs of each measured part per maze (by ``quick``); the shortest is reported.
REPEATS = {False: 7, True: 2}
#: The target for one ``solve --json`` as a whole command.
COMMAND_TARGET = 0.5


def shortest(work: Callable[[], object], repeats: int) -> float:
    """The shortest time of ``repeats`` runs after a warm-up (the longer ones measure
    what else the machine did)."""
    work()
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - t)
    return best


def bench_maze(path: Path, maze: Maze, quick: bool) -> dict:
    repeats = REPEATS[quick]
    row: dict = {
        "maze": path.name.removesuffix(".daedalus.json"),
        "board": f"{maze.rings}x{maze.sectors}",
        "walls": len(maze.radial) + len(maze.arcs),
        "checks": shortest(lambda: check_maze(maze), repeats),
        "search": shortest(lambda: Search(maze), repeats),
        "still": shortest(lambda: Search(maze, still=True), repeats),
        "numbers": shortest(lambda: solve(maze), repeats),
        "problems": replay(maze),
    }
    runs = [solve_command(path) for _ in range(COMMAND_RUNS[quick])]
    row["command"] = statistics.median(seconds for seconds, _, _ in runs)
    _, status, output = runs[-1]
    expected = json.loads(json.dumps(solve(maze, file=str(path)).to_json()))
    if status != 0:
        row["problems"].append(f"solve --json exited with status {status}")
    elif json.loads(output) != expected:
        row["problems"].append("solve --json printed other numbers than the ones worked out here")
    return row


TITLES = [
    "maze",
    "rings x sectors",
    "walls",
    "checks ms",
    "search ms",
    "still ms",
    "numbers ms",
    "solve --json s",
]


def table(rows: list[dict]) -> list[str]:
    lines = markdown_head(TITLES)
    for r in rows:
        ms = [f"{r[k] * 1e3:.1f}" for k in ("checks", "search", "still", "numbers")]
        lines.append(markdown_row([r["maze"], r["board"], r["walls"], *ms, f"{r['command']:.2f}"]))
    return lines


def run(files: list[tuple[Path, Maze]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for mazes: one row per maze (see the module's docstring)."""
    out, rows = measure_files(
        "daedalus: the numbers of a maze (RULES.md section 7)",
        files,
        options,
        bench_maze,
        "maze",
        table,
        len(TITLES),
    )
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
