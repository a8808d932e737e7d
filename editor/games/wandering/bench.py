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

from .checks import check_setup
from .crosscheck import figures, replay
from .model import SetUp
from .rules import Board, Figure, resolve
from .spells import draw_spells, draws, viable

#: Seconds of repeated runs of the measured parts per set-up (by ``quick``).
REPEAT_SECONDS = {False: 2.0, True: 0.2}
#: The target for one command (start-up included).
COMMAND_TARGET = 0.3

COLUMNS = [
    Column.value("set-up", "setup"),
    Column.value("spaces", "spaces"),
    Column.value("movements", "movements"),
    Column.ms("checks ms", "checks", 3),
    Column.ms("draw ms", "draw", 3),
    Column.ms("sweep ms", "sweep"),
    Column("µs / movement", lambda r: f"{r['sweep'] / r['movements'] * 1e6:.1f}"),
    Column.seconds("resolve --json s", "resolve"),
    Column.seconds("solve --json s", "solve"),
]


def movements(board: Board) -> list[tuple[Figure, int]]:
    length = len(board.track)
    steps = [*range(1, length + 1), *range(-length, 0)]
    return [(figure, s) for figure in figures(board) for s in steps]


def bench_setup(path: Path, setup: SetUp, options: BenchOptions) -> dict:
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
        **best_seconds(parts, REPEAT_SECONDS[options.quick]),
        "problems": replay(setup),
    }
    runs, problems = COMMAND_RUNS[options.quick], row["problems"]
    argv = ("setup", "resolve", str(path), "wizard:1", "1", "--json")
    expected = resolve(board, Figure("wizard", 1), 1).to_json()
    row["resolve"] = checked_command("setup resolve --json", argv, expected, runs, problems)
    argv = ("solve", str(path), "--json")
    expected = {"legal": True, "viable": viable(setup), "draws": draws(setup)}
    row["solve"] = checked_command("solve --json", argv, expected, runs, problems)
    return row


def run(files: list[tuple[Path, SetUp]], options: BenchOptions) -> BenchTable:
    """`mazewright bench` for set-ups: one row per set-up (see the module's docstring)."""
    title = "wandering: checks, draws and movements of a set-up (RULES.md sections 1-3)"
    out, rows = measure_files(title, files, options, bench_setup, "setup", COLUMNS)
    if rows:
        worst = max(rows, key=lambda r: max(r["resolve"], r["solve"]))
        seconds = max(worst["resolve"], worst["solve"])
        out.notes.append(command_note("command", worst["setup"], seconds, COMMAND_TARGET))
    return out
