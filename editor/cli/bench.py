"""`mazewright bench`: each game's benchmark on its files, one table per game.

Files and folders are read as `validate` reads them, then grouped by game; each
game with a benchmark (`GameSpec.solving.bench`, see `editor.core.benching`) measures its
own files, and files of a kind without one are skipped with a line on stderr
(an error when no file is left). Default: the library and the benchmark files in ``tests/bench/``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from editor.core import registry

#: exit status when Ctrl-C stops the run (the tables so far are printed)
INTERRUPTED_STATUS = 3


def add_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("--quick", action="store_true", help="small caps and short runs (a smoke test)")
    p.add_argument(
        "--no-reference",
        action="store_true",
        help="no comparison with a game's reference solver (no ratio)",
    )
    p.add_argument(
        "--generate",
        action="store_true",
        help="also time `mazewright generate` on each game's standard constraint set "
        "(always done without PATH)",
    )
    p.add_argument(
        "--reach",
        action="store_true",
        help="solve real-size levels as whole commands (default: tests/bench/reach/ and the "
        "bench epics) and print what each decided or bounded, time, states and memory",
    )
    p.add_argument(
        "--write",
        metavar="PAGE",
        type=Path,
        help="also put each table in the Markdown page PAGE, between <!-- bench: KEY --> and "
        "<!-- /bench: KEY --> (KEY: the table's game, generate or reach; with --quick, KEY-quick), "
        "as the manual's bench page has them (docs/commands/bench.md)",
    )
    p.add_argument(
        "files",
        nargs="*",
        metavar="PATH",
        help="files and folders of any game (folders searched recursively, as validate "
        "does; default: library/ and tests/bench/)",
    )


def _root() -> Path:
    here = Path(__file__).resolve()
    for parent in here.parents:
        if (parent / "library").is_dir() and (parent / "tests").is_dir():
            return parent
    return Path.cwd()


def default_paths() -> list[Path]:
    """The library and the benchmark files (not the real-size ones of `reach_paths`)."""
    root = _root()
    return [root / "library", *sorted((root / "tests" / "bench").glob("*.json"))]


def reach_paths() -> list[Path]:
    """The real-size levels of ``--reach``: ``tests/bench/reach/`` and the bench epics."""
    bench = _root() / "tests" / "bench"
    return [bench / "reach", *sorted(bench.glob("epic-*.quest.json"))]


def files_to_bench(
    paths: list[str],
) -> tuple[dict[registry.GameSpec, list[tuple[Path, Any]]], list]:
    """The files named by ``paths`` as game -> [(path, model)] in the order found, each read
    once, and the diagnostics of those that are missing, unreadable or invalid (none of
    them is run) and of folders without files of a known game."""
    from editor.core.validate import collect, load_file

    files, problems = collect(paths)
    by_game: dict[registry.GameSpec, list[tuple[Path, Any]]] = {}
    for path, display in files:
        loaded = load_file(path, display)
        errors = [d for d in loaded.diagnostics if d.is_error]
        problems += errors
        if not errors:
            by_game.setdefault(loaded.game, []).append((Path(path), loaded.model))
    return by_game, problems


def run(args) -> int:
    from editor.core.benching import BenchOptions
    from editor.core.limits import ctrl_c_stops
    from editor.core.safetext import printable

    if getattr(args, "reach", False):
        return run_reach(args)

    by_game, problems = files_to_bench([str(p) for p in args.files or default_paths()])
    for d in problems:
        print(d.to_text(), file=sys.stderr)
    if any(d.is_error for d in problems):
        print("mazewright bench: error: some files cannot be benchmarked", file=sys.stderr)
        return 1
    without = sorted(g.name for g in by_game if g.solving.bench is None)
    if without and all(g.solving.bench is None for g in by_game):
        print(
            f"mazewright bench: error: no benchmark for {', '.join(without)} files",
            file=sys.stderr,
        )
        return 1
    for game in [g for g in by_game if g.solving.bench is None]:  # a folder holds them among others
        count = len(by_game.pop(game))
        print(
            f"mazewright bench: {count} {game.name} file{'s' * (count != 1)} skipped: "
            "that kind of file has no benchmark",
            file=sys.stderr,
        )
    if not by_game:
        print("mazewright bench: error: no files to benchmark", file=sys.stderr)
        return 1

    def progress(path: Path) -> None:
        print(printable(f"  {path} ..."), file=sys.stderr, flush=True)

    tables = []
    with ctrl_c_stops() as interrupt:
        options = BenchOptions(args.quick, not args.no_reference, progress, interrupt)
        for game in sorted(by_game, key=lambda g: g.name):
            if interrupt.is_set():
                break
            tables.append(game.resolve(game.solving.bench)(by_game[game], options))
        makers = sorted((g for g in by_game if g.generator), key=lambda g: g.name)
        if (args.generate or not args.files) and makers and not interrupt.is_set():
            from editor.core.benching import generation_table

            tables.append(generation_table(makers, options))
        interrupted = interrupt.is_set()
    for i, result in enumerate(tables):
        if i:
            print()
        print(printable(result.title) + "\n")
        for line in result.lines + ([""] if result.notes else []) + result.notes:
            print(printable(line))
    if interrupted:
        print("the tables are incomplete: no page was written", file=sys.stderr)
    elif args.write is not None and (status := _write(args, tables)):
        return status
    if interrupted:
        done = sum(t.measured for t in tables)
        total = sum(len(files) for files in by_game.values())
        print(
            f"interrupted: {done} of {total} files benchmarked; the tables are incomplete",
            file=sys.stderr,
        )
        return INTERRUPTED_STATUS
    failures = [f for t in tables for f in t.failures]
    if failures:
        print("wrong answers found while benchmarking:", file=sys.stderr)
        for f in failures:
            print(printable(f"  {f}"), file=sys.stderr)
        return 1
    if any(t.skipped for t in tables):
        print("some files were not benchmarked (see the tables)", file=sys.stderr)
        return 1
    return 0


def _write(args, tables) -> int:
    """``--write PAGE``: the tables into their places in the page; 1 (and why, on stderr)
    when the page cannot be written or has no place for one of them."""
    import datetime

    from editor.core.benching import write_tables

    flags = {"--reach": args.reach, "--quick": args.quick, "--no-reference": args.no_reference}
    flags["--generate"] = args.generate
    command = " ".join(
        ["mazewright bench", *(f for f, on in flags.items() if on), *map(str, args.files)]
    )
    try:
        missing = write_tables(
            args.write, tables, args.quick, command, datetime.date.today().isoformat()
        )
    except OSError as exc:
        print(f"mazewright bench: error: cannot write {args.write}: {exc}", file=sys.stderr)
        return 1
    for key in missing:
        print(
            f"mazewright bench: {args.write} has no place for the {key} table "
            f"(<!-- bench: {key} --> ... <!-- /bench: {key} -->); it was not written there",
            file=sys.stderr,
        )
    return 1 if missing else 0


def run_reach(args) -> int:
    """`mazewright bench --reach`: one table of whole solves over every game's files."""
    from editor.core.benching import BenchOptions, reach_table
    from editor.core.limits import ctrl_c_stops
    from editor.core.safetext import printable
    from editor.core.validate import collect

    files, problems = collect([str(p) for p in args.files or reach_paths()])
    for d in problems:
        print(d.to_text(), file=sys.stderr)
    if not files:
        print("mazewright bench: error: no files to benchmark", file=sys.stderr)
        return 1

    def progress(path: Path) -> None:
        print(printable(f"  {path} ..."), file=sys.stderr, flush=True)

    with ctrl_c_stops() as interrupt:
        options = BenchOptions(args.quick, not args.no_reference, progress, interrupt)
        table = reach_table([Path(path) for path, _ in files], options)
    print(printable(table.title) + "\n")
    for line in table.lines + ([""] if table.notes else []) + table.notes:
        print(printable(line))
    if table.interrupted:
        return INTERRUPTED_STATUS
    if args.write is not None and (status := _write(args, [table])):
        return status
    if table.failures:
        for f in table.failures:
            print(printable(f"  {f}"), file=sys.stderr)
        return 1
    return 0
