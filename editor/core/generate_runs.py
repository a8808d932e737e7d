"""A run of `mazewright generate` spread over processes or a Dask cluster (`editor.core.batch`).

Each candidate is a task (`editor.core.generating.generate_one`, its outcome as plain data),
so candidates finish in any order; the run still yields them in the order of their
numbers, as `editor.core.generating.generate` does in one process, and stops once the
candidates up to one hold ``count`` different files that meet the constraints. So the
same seed and constraints make the same files wherever they run, and a run resumed from
its journal makes the files of the run it continues.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import threading
from collections.abc import Callable, Iterator
from typing import Any

from .batch import Failed, Task, stream_batch
from .generating import Generated, generate_one
from .journal import Journal


@dataclasses.dataclass(frozen=True)
class Lost:
    """A candidate that gave no outcome (its worker died, or the search failed), and why."""

    index: int
    reason: str


def generate_candidate(game: str, constraints: dict, seed: int, index: int, budget: int) -> dict:
    """`generate_one` with its outcome as JSON data (for a journal)."""
    return dataclasses.asdict(generate_one(game, constraints, seed, index, budget))


def journal_kind(version: str, game: str, constraints: dict, seed: int, budget: int) -> str:
    """What a journal of a run holds: a run with other settings cannot continue it."""
    settings = {"game": game, "constraints": constraints, "seed": seed, "budget": budget}
    return f"mazewright {version} generate " + json.dumps(settings, sort_keys=True, default=repr)


def generate_batch(
    game: str,
    constraints: dict,
    count: int,
    *,
    seed: int = 0,
    budget: int = 200,
    attempts: int | None = None,
    jobs: int | None = None,
    scheduler: str | None = None,
    journal: Journal | None = None,
    cancel: threading.Event | None = None,
    report: Callable[[str, Any, int, int], None] | None = None,
) -> Iterator[Generated | Lost]:
    """Candidates 0, 1, 2... as `editor.core.generating.generate` yields them (a `Lost` for one
    without an outcome), run on ``jobs`` local processes or the Dask ``scheduler`` (see
    `editor.core.batch.stream_batch`); ``report`` is told of each as it finishes, in any order."""
    attempts = attempts if attempts is not None else 4 * count
    tasks = [Task(str(i), (game, constraints, seed, i, budget)) for i in range(attempts)]
    finished: dict[int, Generated | Lost] = {}
    if journal is not None:
        for key, data in journal.done.items():
            if key.isdigit() and int(key) < attempts:
                finished[int(key)] = Generated(**data)
    to_run = attempts - len(finished)
    designs: set[str] = set()
    following = 0  # the next candidate to yield

    def in_order() -> Iterator[Generated | Lost]:
        nonlocal following
        while following in finished and len(designs) < count:
            outcome = finished.pop(following)
            following += 1
            if isinstance(outcome, Generated) and outcome.met:
                designs.add(outcome.design)
            yield outcome

    yield from in_order()
    if len(designs) >= count:
        return
    stream = stream_batch(
        generate_candidate, tasks, jobs=jobs, scheduler=scheduler, journal=journal, cancel=cancel
    )
    with contextlib.closing(stream):
        for done, (key, outcome) in enumerate(stream, 1):
            index = int(key)
            if report is not None:
                report(key, outcome, done, to_run)
            if isinstance(outcome, Failed):
                finished[index] = Lost(index, outcome.reason)
            else:
                finished[index] = Generated(**outcome)
            yield from in_order()
            if len(designs) >= count:
                return
