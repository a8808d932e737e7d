"""Top-level task functions for the batch tests: pickled by reference into worker processes,
which import them from here (tests/ is on their path). Each leaves a file in ``runs`` for
every time it runs, so a test can count the runs."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

#: How long `waits_for` waits for its file before giving up (a guard against a hang).
GUARD_SECONDS = 60


def ran(runs: str) -> int:
    """How many times the tasks have run, by the files they left in ``runs``."""
    return len(os.listdir(runs))


def square(runs: str, n: int) -> dict:
    Path(runs, f"{n}-{os.getpid()}-{os.urandom(4).hex()}").touch()
    return {"n": n, "square": n * n}


def dies_once(marker: str, runs: str, n: int) -> dict:
    """Task 3 kills its own process the first time it runs (while ``marker`` does not exist)."""
    if n == 3 and not os.path.exists(marker):
        Path(marker).touch()
        os.kill(os.getpid(), signal.SIGKILL)
    return square(runs, n)


def always_dies(runs: str, n: int) -> dict:
    """Task 3 kills its own process each time it runs."""
    if n == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    return square(runs, n)


def fails(runs: str, n: int) -> dict:
    if n == 2:
        raise ValueError("two is not allowed")
    return square(runs, n)


def waits_for(go: str, runs: str, n: int) -> dict:
    """Task 0 finishes only once the file ``go`` exists: a run that reports results only at
    its end never gets there (the guard then ends the wait, and ``waited`` says so)."""
    if n == 0:
        end = time.monotonic() + GUARD_SECONDS
        while not os.path.exists(go) and time.monotonic() < end:
            time.sleep(0.02)
        return {**square(runs, n), "waited": os.path.exists(go)}
    return square(runs, n)
