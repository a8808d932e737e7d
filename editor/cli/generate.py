"""`mazewright generate GAME --count N [constraints] -o FOLDER`: levels designed to order.

Each game that can design its files (`GameSpec.generator`) is a sub-subcommand with
its own constraint options; the search is `editor.core.generating`. Every file written
met every constraint, validated clean and was solved; the run prints them best
first. Candidates are tried at once on a local process pool (``--jobs``) or a Dask
cluster (``--scheduler``), yet the files are those one process makes; each outcome is
kept in a journal in the output folder as it finishes, and ``--resume`` continues the
run from there. Exit status: 0 when ``--count`` files were written, 1 when fewer were
found within ``--attempts`` (those found are written), 2 on a usage error (constraints
that cannot be read or met, a journal of other settings), 3 when Ctrl-C stopped it
(the files written so far stay).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

from .argtypes import number, positive_int
from .batchargs import add_batch_options

#: The run's journal in the output folder: every candidate's outcome, for --resume.
JOURNAL_NAME = ".mazewright-generate.jsonl"

#: exit status when Ctrl-C stops the run (the files written so far stay)
INTERRUPTED_STATUS = 3


def add_parser(p: argparse.ArgumentParser) -> None:
    from editor.core.generating import generating_games, generator_of

    games = p.add_subparsers(dest="game", metavar="GAME", required=True)
    for game in generating_games():
        sub = games.add_parser(
            game.name,
            help=f"design {game.plural}",
            description=f"Design {game.plural} that meet the constraints given.",
        )
        sub.add_argument("--count", type=positive_int, default=1, metavar="N", help="files to make")
        sub.add_argument(
            "-o", "--output", required=True, metavar="FOLDER", help="folder to write them to"
        )
        sub.add_argument(
            "--seed",
            type=number(int, at_least=0),
            default=0,
            metavar="S",
            help="the run's seed: the same seed and constraints give the same files",
        )
        sub.add_argument(
            "--budget",
            type=positive_int,
            default=300,
            metavar="N",
            help="mutations each candidate may try",
        )
        sub.add_argument(
            "--attempts",
            type=positive_int,
            default=None,
            metavar="N",
            help="candidates to try at most (default: four per file asked for)",
        )
        add_batch_options(sub, "candidates tried")
        sub.add_argument(
            "--resume",
            action="store_true",
            help="continue the run whose journal is in the output folder (same seed, budget "
            "and constraints): the candidates it finished are not tried again",
        )
        for option in generator_of(game).options:
            if option.switch:
                sub.add_argument(option.flag, action="store_true", help=option.help)
            else:
                default = f" (default: {option.default})" if option.default else ""
                sub.add_argument(
                    option.flag,
                    default=None,
                    choices=option.choices or None,
                    metavar=None if option.choices else option.metavar,
                    help=option.help + default,
                )


def run(args) -> int:
    from editor.core import registry
    from editor.core.batch import BatchError
    from editor.core.generate_runs import Lost, generate_batch
    from editor.core.generating import ConstraintError, generator_of, parse_constraints, ranked
    from editor.core.journal import JournalError
    from editor.core.safetext import printable
    from editor.core.terminal import Tally
    from editor.core.writing import atomic_write_text

    game = registry.by_name(args.game)
    try:
        constraints = parse_constraints(generator_of(game), vars(args))
    except ConstraintError as exc:
        print(printable(f"mazewright generate {game.name}: error: {exc}"), file=sys.stderr)
        return 2
    folder = Path(args.output)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(printable(f"{folder}: cannot make the folder: {exc.strerror}"), file=sys.stderr)
        return 1
    kept = []
    tally = Tally("candidates")
    try:
        with _journal(args, game, constraints) as journal:
            for result in generate_batch(
                game.name,
                constraints,
                args.count,
                seed=args.seed,
                budget=args.budget,
                attempts=args.attempts,
                jobs=args.jobs,
                scheduler=args.scheduler,
                journal=journal,
                report=tally,
            ):
                tally.done()
                if isinstance(result, Lost):
                    print(f"  candidate {result.index}: lost: {result.reason}", file=sys.stderr)
                    continue
                if not result.met:
                    print(
                        f"  candidate {result.index}: no match ({result.tried} tries)",
                        file=sys.stderr,
                    )
                    continue
                if any(k.design == result.design for k in kept):
                    print(
                        f"  candidate {result.index}: the same as one found before",
                        file=sys.stderr,
                    )
                    continue
                path = folder / f"{result.name}{game.suffix}"
                try:
                    atomic_write_text(path, result.text, force=True)
                except OSError as exc:
                    print(printable(f"{path}: cannot write: {exc.strerror}"), file=sys.stderr)
                    return 1
                kept.append(result)
                print(printable(f"  candidate {result.index}: {path}"), file=sys.stderr, flush=True)
    except (BatchError, JournalError) as exc:
        print(printable(f"mazewright generate {game.name}: error: {exc}"), file=sys.stderr)
        return 2 if isinstance(exc, JournalError) else 1
    finally:
        tally.done()
    for rank, result in enumerate(ranked(kept), 1):
        print(printable(f"{rank:>3}. {result.name}{game.suffix}: {result.numbers}"))
    if len(kept) < args.count:
        print(
            f"mazewright generate {game.name}: found {len(kept)} of {args.count} within the "
            "attempts; try a larger --budget or --attempts, or looser constraints",
            file=sys.stderr,
        )
        return 1
    return 0


@contextlib.contextmanager
def _journal(args, game, constraints) -> Iterator:
    """The run's journal in the output folder: the one there with ``--resume`` (refused
    when its seed, budget or constraints differ), else a new one."""
    from editor import __version__
    from editor.core.generate_runs import journal_kind
    from editor.core.journal import Journal, JournalError

    path = Path(args.output) / JOURNAL_NAME
    if not args.resume:
        path.unlink(missing_ok=True)
    kind = journal_kind(__version__, game.name, constraints, args.seed, args.budget)
    try:
        journal = Journal(path, kind)
    except JournalError as exc:
        raise JournalError(
            f"{exc}: --resume continues a run with the same --seed, --budget and constraints"
        ) from None
    with journal:
        yield journal
