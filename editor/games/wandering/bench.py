"""Wandering's `mazewright bench`: how long a set-up's checks, draws and movements take.

For each set-up, warm and the best of repeated rounds: the legality checks, a draw of
five spells, and a sweep of movements: every figure of the start (a wizard on every
space it may stand on, every tower, the magic tower, the hag and the raven) moved
every number of steps once round the course, both ways (`crosscheck.figures`). Then
``mazewright setup resolve FILE wizard:1 1 --json`` and ``mazewright solve FILE
--json`` as whole commands in a new Python process, the median of a few runs.
Answers are checked on the way (`crosscheck.replay`, and the commands' JSON against
the answers worked out here).
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
    command,
    command_note,
    markdown_head,
    markdown_row,
    measure_files,
)

from .checks import check_setup
from .crosscheck import figures, replay
from .model import SetUp
from .rules import Board, Figure, resolve
from .spells import draw_spells, draws, viable

#: Seconds of repeated runs of the measured parts per set-up (by ``quick``).
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The target for one command (start-up included).
COMMAND_TARGET = 0.3


def best_seconds(works: dict[str, Callable[[], object]], budget: float) -> dict[str, float]:
    """The shortest time of each of ``works`` over rounds that fill ``budget`` seconds (at
    least three rounds, each running every work once, after one warm-up round)."""
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


def movements(board: Board) -> list[tuple[Figure, int]]:
    length = len(board.track)
    steps = [*range(1, length + 1), *range(-length, 0)]
    return [(figure, s) for figure in figures(board) for s in steps]


def _timed_command(argv: tuple[str, ...], expected: dict, runs: int, problems: list[str]) -> float:
    results = [command(*argv) for _ in range(runs)]
    _, status, output = results[-1]
    if status != 0:
        problems.append(f"{argv[0]} exited with status {status}")
    elif json.loads(output) != expected:
        problems.append(f"{' '.join(argv[:2])} printed other answers than the ones worked out here")
    return statistics.median(seconds for seconds, _, _ in results)


def bench_setup(path: Path, setup: SetUp, quick: bool) -> dict:
    board = Board.of(setup)
    assert board is not None  # the files given are legal
    sweep = movements(board)
    parts = {
        "checks": lambda: check_setup(setup),
        "draw": lambda: draw_spells(setup, 1),
        "sweep": lambda: [resolve(board, f, s) for f, s in sweep],
    }
    row: dict = {
        "setup": path.name.removesuffix(".setup.json"),
        "spaces": len(board.track),
        "movements": len(sweep),
        **best_seconds(parts, REPEAT_SECONDS[quick]),
        "problems": replay(setup),
    }
    runs = COMMAND_RUNS[quick]
    expected = resolve(board, Figure("wizard", 1), 1).to_json()
    row["resolve"] = _timed_command(
        ("setup", "resolve", str(path), "wizard:1", "1", "--json"), expected, runs, row["problems"]
    )
    expected = {"legal": True, "viable": viable(setup), "draws": draws(setup)}
    row["solve"] = _timed_command(("solve", str(path), "--json"), expected, runs, row["problems"])
    return row


TITLES = [
    "set-up",
    "spaces",
    "movements",
    "checks ms",
    "draw ms",
    "sweep ms",
    "µs / movement",
    "resolve --json s",
    "solve --json s",
]


def table(rows: list[dict]) -> list[str]:
    lines = markdown_head(TITLES)
    for r in rows:
        lines.append(
            markdown_row(
                [
                    r["setup"],
                    r["spaces"],
                    r["movements"],
                    f"{r['checks'] * 1e3:.3f}",
                    f"{r['draw'] * 1e3:.3f}",
                    f"{r['sweep'] * 1e3:.1f}",
                    f"{r['sweep'] / r['movements'] * 1e6:.1f}",
                    f"{r['resolve']:.2f}",
                    f"{r['solve']:.2f}",
                ]
            )
        )
    return lines


def run(files: list[tuple[Path, SetUp]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for set-ups: one row per set-up (see the module's docstring)."""
    out, rows = measure_files(
        "wandering: checks, draws and movements of a set-up (RULES.md sections 1-3)",
        files,
        options,
        bench_setup,
        "setup",
        table,
        len(TITLES),
    )
    if rows:
        worst = max(rows, key=lambda r: max(r["resolve"], r["solve"]))
        seconds = max(worst["resolve"], worst["solve"])
        out.notes.append(command_note("command", worst["setup"], seconds, COMMAND_TARGET))
    return out
