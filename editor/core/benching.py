"""What `mazewright bench` gives a game's benchmark and what it gets back.

A game benchmarks its files through `GameSpec.solving.bench`, a function
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
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .paths import studio_command

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
    """Files made to order per minute (`editor.core.generating`) from each game's standard
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


def table_key(table: BenchTable, quick: bool) -> str:
    """What names a table's place in a page (`write_tables`): the word before its title's
    colon (the game, ``generate``, ``reach``), and ``-quick`` for a ``--quick`` run."""
    return table.title.split(":", 1)[0] + ("-quick" if quick else "")


def write_tables(
    page: Path, tables: Sequence[BenchTable], quick: bool, command: str, day: str
) -> list[str]:
    """Put each table, with its notes and a line saying when and how it was measured, in
    ``page`` between ``<!-- bench: KEY -->`` and ``<!-- /bench: KEY -->`` (`table_key`),
    so that the manual shows what a run measured, not a copy of it. The keys of the
    tables that have no place in the page are returned; the page is left as it was for
    them. The page is written atomically."""
    from .writing import atomic_write_text

    text = page.read_text(encoding="utf-8")
    missing = []
    for table in tables:
        key = table_key(table, quick)
        start, end = f"<!-- bench: {key} -->", f"<!-- /bench: {key} -->"
        if start not in text or end not in text:
            missing.append(key)
            continue
        body = [*table.lines, *([""] if table.notes else []), *table.notes]
        body += ["", f"*Measured on {day} with `{command}`.*"]
        before, rest = text.split(start, 1)
        text = before + start + "\n\n" + "\n".join(body) + "\n\n" + end + rest.split(end, 1)[1]
    atomic_write_text(page, text)
    return missing


def markdown_row(cells: Sequence[object]) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def markdown_head(titles: Sequence[str]) -> list[str]:
    """The head of a table: the first column (names) left-aligned, the numbers right-aligned."""
    return [markdown_row(titles), "|---|" + "---:|" * (len(titles) - 1)]


def skipped_row(name: str, reason: str, columns: int) -> str:
    """A row for a file that was not measured: its name, why, and a dash in every column."""
    return f"| {name} ({reason}) |" + " – |" * (columns - 1)


@dataclass(frozen=True)
class Column:
    """One column of a bench table: its title and the text of a row's cell."""

    title: str
    cell: Callable[[dict], object]

    @classmethod
    def value(cls, title: str, key: str) -> Column:
        """The row's ``key`` as it is."""
        return cls(title, lambda row: row[key])

    @classmethod
    def ms(cls, title: str, key: str, digits: int = 1) -> Column:
        """The row's ``key`` (seconds) in milliseconds."""
        return cls(title, lambda row: f"{row[key] * 1e3:.{digits}f}")

    @classmethod
    def seconds(cls, title: str, key: str, digits: int = 2) -> Column:
        """The row's ``key`` in seconds; a dash when it is None."""
        return cls(title, lambda row: "–" if row[key] is None else f"{row[key]:.{digits}f}")


def measure_files(
    title: str,
    files: Sequence[tuple[Path, object]],
    options: BenchOptions,
    measure: Callable[[Path, object, BenchOptions], dict],
    name: str,
    columns: Sequence[Column],
) -> tuple[BenchTable, list[dict]]:
    """The table of a game whose bench is one row per file: ``measure(path, model,
    options)`` gives a row (a dict with the file's ``name`` key and its ``problems``, or
    an ``error`` when the file was not measured), ``columns`` say what the table shows
    of it. Ctrl-C (``options.stop``) ends it after the file under way, whose row is
    listed as interrupted. Also returns the rows measured, for notes."""
    out = BenchTable(title)
    out.lines = markdown_head([c.title for c in columns])
    rows: list[dict] = []
    for path, model in files:
        options.progress(path)
        row = measure(path, model, options)
        if options.stop.is_set():  # Ctrl-C stopped the command under way too
            out.interrupted = True
            out.lines.append(skipped_row(row[name], "interrupted", len(columns)))
            break
        if "error" in row:
            out.skipped += 1
            out.lines.append(skipped_row(row[name], row["error"], len(columns)))
            continue
        rows.append(row)
        out.measured += 1
        out.failures += [f"{row[name]}: {p}" for p in row["problems"]]
        out.lines.append(markdown_row([c.cell(row) for c in columns]))
    return out, rows


def best_seconds(
    works: dict[str, Callable[[], object]], budget: float, rounds: int = 3, warm_up: bool = True
) -> dict[str, float]:
    """The shortest time of each of ``works`` over rounds that fill ``budget`` seconds (at
    least ``rounds`` rounds, each running every work once, after one warm-up round unless
    the caller has just run them).

    The shortest, as `timeit` advises: the longer runs measure what else the machine did;
    in rounds, so that every work meets the same moments of a busy machine.
    """
    if warm_up:
        for work in works.values():
            work()
    best = dict.fromkeys(works, float("inf"))
    start, done = time.perf_counter(), 0
    while done < rounds or time.perf_counter() - start < budget:
        for key, work in works.items():
            t = time.perf_counter()
            work()
            best[key] = min(best[key], time.perf_counter() - t)
        done += 1
    return best


def timed_command(argv: Sequence[str], runs: int) -> tuple[float, int, str]:
    """``mazewright ARGV`` run ``runs`` times (see `command`): the median seconds, and the
    last run's exit status and output."""
    results = [command(*argv) for _ in range(runs)]
    _, status, output = results[-1]
    return statistics.median(seconds for seconds, _, _ in results), status, output


def checked_command(
    what: str, argv: Sequence[str], expected: object, runs: int, problems: list[str]
) -> float:
    """The median seconds of ``mazewright ARGV``, a JSON command (``what``, in words);
    where it fails or prints other JSON than ``expected`` (worked out in this process),
    ``problems`` says so."""
    seconds, status, output = timed_command(argv, runs)
    if status != 0:
        problems.append(f"{what} exited with status {status}")
    elif json.loads(output) != json.loads(json.dumps(expected)):
        problems.append(f"{what} printed other answers than the ones worked out here")
    return seconds


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
    t = time.perf_counter()
    done = subprocess.run(
        [*studio_command(), *argv], capture_output=True, text=True, env=_this_editor()
    )
    return time.perf_counter() - t, done.returncode, done.stdout


def _this_editor() -> dict[str, str]:
    """The environment of a new process that imports this checkout's `editor`."""
    env = dict(os.environ)
    home = str(Path(__file__).resolve().parents[2])  # the folder that holds `editor`
    env["PYTHONPATH"] = os.pathsep.join(p for p in (home, env.get("PYTHONPATH")) if p)
    return env


#: `mazewright bench --reach`: each solve's time limit (by ``quick``) and memory budget.
REACH_TIMEOUT = {False: 300.0, True: 20.0}
REACH_MEMORY = "8G"


def reach_table(files: Sequence[Path], options: BenchOptions) -> BenchTable:
    """Real-size levels solved as whole commands (``mazewright solve FILE --json``, within
    `REACH_TIMEOUT` and `REACH_MEMORY`), by the solver `solve` picks and, with
    ``options.reference``, by the reference solver: what each decided or the bounds it
    proved, seconds, states, states per second, peak memory and that memory per state."""
    out = BenchTable("reach: real-size levels solved as whole commands")
    titles = ["file", "solver", "answer", "s", "states", "states/s", "peak MB", "bytes/state"]
    out.lines = markdown_head(titles)
    timeout = REACH_TIMEOUT[options.quick]
    runs = [("default", [])] + ([("reference", ["--reference"])] if options.reference else [])
    for path in files:
        for label, extra in runs:
            if options.stop.is_set():
                out.interrupted = True
                out.lines.append(skipped_row(path.name, "interrupted", len(titles)))
                return out
            options.progress(path)
            row = _reach_run(path, extra, timeout)
            if "problem" in row:
                out.failures.append(f"{path.name} ({label}): {row['problem']}")
                out.lines.append(skipped_row(path.name, row["problem"], len(titles)))
                out.skipped += 1
                continue
            out.measured += 1
            states, seconds, peak = row["states"], row["seconds"], row["peak"]
            out.lines.append(
                markdown_row(
                    [
                        path.name,
                        row.get("solver") or label,
                        row["answer"],
                        f"{seconds:.1f}",
                        f"{states:,}",
                        f"{states / seconds:,.0f}" if seconds > 0 else "–",
                        "–" if peak is None else f"{peak / 2**20:,.0f}",
                        "–" if peak is None or not states else f"{peak / states:,.0f}",
                    ]
                )
            )
    out.notes.append(
        f"each solve a whole `mazewright solve FILE --json --timeout {timeout:g} --max-memory "
        f"{REACH_MEMORY} --jobs 1` (start-up included; one search at a time, so that the "
        "memory is one search's); states as the solver counts them (every round of a bounded "
        "search); peak MB is the process's peak resident memory, and bytes/state that peak "
        "over the states, the interpreter and the tables included"
    )
    return out


def _reach_run(path: Path, extra: list[str], timeout: float) -> dict:
    """One whole solve (with this checkout's `editor`, as `command`): its answer in words, states, seconds, peak resident bytes (None
    where the system does not tell), or a ``problem``."""
    command = [*studio_command(), "solve", str(path), "--json"]
    command += ["--timeout", f"{timeout:g}", "--max-memory", REACH_MEMORY, "--jobs", "1", *extra]
    t = time.perf_counter()
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_this_editor()
    )
    stdout = proc.stdout.read() if proc.stdout else b""
    peak = None
    if hasattr(os, "wait4"):
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        peak = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    else:
        proc.wait()
    seconds = time.perf_counter() - t
    try:
        data = json.loads(stdout)
    except ValueError:
        return {"problem": f"no answer (exit status {proc.returncode})"}
    return {
        "answer": reach_answer(data),
        "states": int(data.get("states") or 0),
        "seconds": seconds,
        "peak": peak,
        "solver": data.get("solver"),
    }


def reach_answer(data: dict) -> str:
    """A solve's JSON in a few words, whatever the game: the fewest actions (the range
    over the deals or counts where there are several), or the bounds it proved."""
    if data.get("solvable") is False:
        return "cannot be completed"
    if data.get("solvable"):
        found = sorted(set(_values(data, "min_actions")))
        found = [v for v in found if isinstance(v, int)]
        if not found:
            return "decided"
        return f"decided: {found[0]}" + (f"–{found[-1]}" if len(found) > 1 else "") + " actions"
    bounds = [b for b in _values(data, "bounds") if isinstance(b, dict)]
    lowers = [b["lower"] for b in bounds if isinstance(b.get("lower"), int)]
    uppers = [b.get("upper") for b in bounds]
    if not lowers:
        return "undecided"
    if uppers and all(isinstance(u, int) for u in uppers):
        return f"between {min(lowers)} and {max(uppers)}"
    return f"at least {min(lowers)}"


def _values(data, key: str):
    """Every value of ``key`` anywhere in a JSON document."""
    if isinstance(data, dict):
        for k, v in data.items():
            if k == key:
                yield v
            else:
                yield from _values(v, key)
    elif isinstance(data, list):
        for v in data:
            yield from _values(v, key)
