"""What `mazewright bench` gives a game's benchmark and what it gets back.

A game benchmarks its files through `GameSpec.bench`, a function
``run(files, options) -> BenchTable``. ``files`` are ``(path, model)`` of that
game's files, each read once and without errors; `BenchOptions` say how long to
run, how to report progress and when to stop (Ctrl-C). The game measures what
matters for it (a fast solver against a reference one, the time to work out a
file's numbers) and returns a Markdown table
with notes; the command prints one table per game and exits 1 when a table
reports a failure (two solvers that disagree, an answer that does not replay).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

#: Whole-command runs per file (by ``quick``); their median is reported.
COMMAND_RUNS = {False: 3, True: 1}


@dataclass(frozen=True)
class BenchOptions:
    quick: bool = False
    """Small caps and short runs: a smoke test."""
    reference: bool = True
    """Compare with the reference solver where the game has a faster one beside it."""
    progress: Callable[[Path], None] = lambda path: None
    """Called before each file is measured."""
    stop: threading.Event = field(default_factory=threading.Event)
    """Set by Ctrl-C: the game stops after the file under way (whose numbers are then void)."""


@dataclass
class BenchTable:
    """One game's results: a Markdown table, the lines to print under it, what went wrong."""

    title: str
    lines: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    """Answers found wrong while measuring, in words (the command then exits 1)."""
    measured: int = 0
    """Files measured to the end."""
    skipped: int = 0
    """Files listed with the reason they were not measured."""
    interrupted: bool = False


#: Files made per game from its standard constraint set (by ``quick``), and the run's seed.
GENERATED = {False: 5, True: 1}
GENERATE_SEED = 1
#: Workers of the Dask LocalCluster the full bench generates on.
CLUSTER_WORKERS = 2


def generation_table(games: Sequence, options: BenchOptions) -> BenchTable:
    """Files made to order per minute (`editor.generating`) from each game's standard
    constraint set: in this process, after a warm-up that loads the game's solver, and
    (not ``quick``) on a local process pool of one process per core, started by the run as
    `mazewright generate` starts it, and on a Dask LocalCluster of `CLUSTER_WORKERS`
    single-threaded worker processes, started and warmed up before it is timed. A file
    that does not validate clean, or a candidate lost, is a failure."""
    from .batch import default_jobs

    out = BenchTable("generate: files made to order from a standard constraint set")
    titles = ["game", "constraints", "files", "candidates", "s", "per minute", "run on"]
    out.lines = markdown_head(titles)
    places: list[tuple[str, dict]] = [("one process", {})]
    with contextlib.ExitStack() as stack:
        if not options.quick:
            jobs = default_jobs()
            places.append((f"local pool, {jobs} processes", {"jobs": jobs}))
            address = _local_cluster(stack, out)
            if address is not None:
                places.append(
                    (f"Dask LocalCluster, {CLUSTER_WORKERS} workers", {"scheduler": address})
                )
        for game in games:
            for where, batch in places:
                if options.stop.is_set():
                    out.interrupted = True
                    out.lines.append(skipped_row(game.name, "interrupted", len(titles)))
                    break
                options.progress(Path(f"{game.name} ({where})"))
                out.lines.append(_generation_row(game, where, batch, options, out))
                out.measured += 1
            if out.interrupted:
                break
    count = GENERATED[options.quick]
    out.notes.append(
        f"seed {GENERATE_SEED}; {count} file{'s' * (count != 1)} asked of each game; per "
        "minute counts the files that met every constraint (the same files wherever they "
        "are made); the local pool's start, its processes loading the solver, is timed, "
        "as `mazewright generate` pays it; the cluster is started and warmed up before"
    )
    return out


def _local_cluster(stack: contextlib.ExitStack, out: BenchTable) -> str | None:
    """The address of a Dask LocalCluster that lives as long as ``stack``, or None (with a
    note) when Dask is not installed."""
    try:
        from distributed import LocalCluster
    except ImportError:
        out.notes.append("no Dask (the distributed package): no LocalCluster row")
        return None
    cluster = stack.enter_context(
        LocalCluster(
            n_workers=CLUSTER_WORKERS,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        )
    )
    return cluster.scheduler_address


def _generation_row(game, where: str, batch: dict, options: BenchOptions, out: BenchTable) -> str:
    """One game's row, made in this process (``batch`` empty) or by `generate_batch` with
    ``batch`` (``jobs`` or ``scheduler``)."""
    from .generate_runs import Lost, generate_batch
    from .generating import command_text, generate, generator_of, parse_constraints
    from .validate import examine

    generator = generator_of(game)
    constraints = parse_constraints(generator, generator.standard)
    count = GENERATED[options.quick]
    if batch:
        if "scheduler" in batch:  # the workers load the game's solver before the clock starts
            warm = CLUSTER_WORKERS
            list(generate_batch(game.name, constraints, warm, budget=1, attempts=warm, **batch))
        t = time.perf_counter()
        results = list(
            generate_batch(
                game.name, constraints, count, seed=GENERATE_SEED, cancel=options.stop, **batch
            )
        )
    else:
        list(generate(game.name, constraints, 1, seed=GENERATE_SEED, budget=1, attempts=1))
        t = time.perf_counter()
        results = list(
            generate(game.name, constraints, count, seed=GENERATE_SEED, stop=options.stop)
        )
    seconds = time.perf_counter() - t
    lost = [r for r in results if isinstance(r, Lost)]
    out.failures += [f"{game.name} generate ({where}): candidate {r.index} lost" for r in lost]
    kept = {r.design: r for r in results if not isinstance(r, Lost) and r.met}
    for r in kept.values():
        loaded = examine(json.loads(r.text), f"{r.name}{game.suffix}")
        errors = [d.to_text() for d in loaded.diagnostics if d.is_error]
        out.failures += [f"{game.name} generate ({where}): {e}" for e in errors]
    rate = len(kept) / seconds * 60 if seconds > 0 else 0.0
    return markdown_row(
        [
            game.name,
            f"`{command_text(generator.standard)}`",
            len(kept),
            len(results),
            f"{seconds:.1f}",
            f"{rate:.1f}",
            where,
        ]
    )


def markdown_row(cells: Sequence[object]) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def markdown_head(titles: Sequence[str]) -> list[str]:
    """The head of a table: the first column (names) left-aligned, the numbers right-aligned."""
    return [markdown_row(titles), "|---|" + "---:|" * (len(titles) - 1)]


def skipped_row(name: str, reason: str, columns: int) -> str:
    """A row for a file that was not measured: its name, why, and a dash in every column."""
    return f"| {name} ({reason}) |" + " – |" * (columns - 1)


def measure_files(
    title: str,
    files: Sequence[tuple[Path, object]],
    options: BenchOptions,
    measure: Callable[[Path, object, bool], dict],
    name: str,
    table: Callable[[list[dict]], list[str]],
    columns: int,
) -> tuple[BenchTable, list[dict]]:
    """The table of a game whose bench is one row per file: ``measure(path, model,
    quick)`` gives a row (a dict with the file's ``name`` key and its ``problems``),
    ``table`` turns the rows into lines. Ctrl-C (``options.stop``) ends it after the file
    under way, whose row is listed as interrupted. Also returns the rows, for notes."""
    out = BenchTable(title)
    rows: list[dict] = []
    for path, model in files:
        options.progress(path)
        row = measure(path, model, options.quick)
        if options.stop.is_set():  # Ctrl-C stopped the command under way too
            out.interrupted = True
            break
        rows.append(row)
        out.measured += 1
        out.failures += [f"{row[name]}: {p}" for p in row["problems"]]
    out.lines = table(rows)
    if out.interrupted:
        out.lines.append(skipped_row(row[name], "interrupted", columns))
    return out, rows


def command_note(what: str, name: str, seconds: float, target: float) -> str:
    """'slowest solve --json command: NAME 0.21 s (within the 0.3 s target)'."""
    verdict = "within" if seconds < target else "over"
    return f"slowest {what}: {name} {seconds:.2f} s ({verdict} the {target} s target)"


def rate_text(rate: float) -> str:
    """A rate (per second) in few digits: 622.5k, 1.13M."""
    if rate >= 1e6:
        return f"{rate / 1e6:.2f}M"
    if rate >= 1e3:
        return f"{rate / 1e3:.1f}k"
    return f"{rate:.0f}"


def command(*argv: str) -> tuple[float, int, str]:
    """``mazewright ARGV`` as a whole command in a new Python process, with this
    checkout's `editor`: (seconds, exit status, output)."""
    env = dict(os.environ)
    home = str(Path(__file__).resolve().parents[1])  # the folder that holds `editor`
    env["PYTHONPATH"] = os.pathsep.join(p for p in (home, env.get("PYTHONPATH")) if p)
    t = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "editor", *argv], capture_output=True, text=True, env=env
    )
    return time.perf_counter() - t, done.returncode, done.stdout


def solve_command(path: Path) -> tuple[float, int, str]:
    """``mazewright solve PATH --json`` as a whole command (see `command`)."""
    return command("solve", str(path), "--json")
