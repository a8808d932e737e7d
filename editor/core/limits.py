"""What stops a search: the clock, a cancel flag, Ctrl-C, and the sizes of a memory budget.

Both solvers share `Limits`: one object per `solve` call, so a stop (time
limit, cancel, interrupt) seen by one search stops the searches after it too.
It is checked by time, never by a count of states, because one state of a huge
board can take seconds to expand.
"""

from __future__ import annotations

import os
import re
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Progress = Callable[[int, int, float], None]

#: Why a search stopped before deciding (`SolveResult.stopped_by`).
MAX_STATES = "max_states"
MEMORY = "memory"
TIMEOUT = "timeout"
CANCELLED = "cancelled"
INTERRUPTED = "interrupted"
#: What stopped it, in a few words ("the solver stopped at its time limit").
STOP_WORDS = {
    MAX_STATES: "its state limit",
    MEMORY: "its memory budget",
    TIMEOUT: "its time limit",
    CANCELLED: "a cancel",
    INTERRUPTED: "an interrupt (Ctrl-C)",
}
#: Stops that end the whole run (a state cap or the memory budget stops one search).
RUN_STOPS = (TIMEOUT, CANCELLED, INTERRUPTED)

PROGRESS_SECONDS = 0.1  # progress reports at most this often

#: Set by Ctrl-C inside `ctrl_c_stops`: every search under way stops as if cancelled.
INTERRUPT = threading.Event()
#: Whether `ctrl_c_stops` is in force: a context inside another changes nothing.
_inside = False


@contextmanager
def ctrl_c_stops() -> Iterator[threading.Event]:
    """While inside, the first Ctrl-C sets `INTERRUPT` instead of raising KeyboardInterrupt,
    so a command can stop its search and print what it decided; a second Ctrl-C raises.

    Only in the main thread (signals are delivered there); elsewhere, when already
    inside, and where SIGINT is ignored, it changes nothing.
    """
    global _inside
    if threading.current_thread() is not threading.main_thread():
        yield INTERRUPT
        return
    previous = signal.getsignal(signal.SIGINT)
    if _inside or previous == signal.SIG_IGN:
        # inside already (a command around a search: a Ctrl-C it heard stays heard), or
        # Ctrl-C ignored (as a script's background jobs are): it stays so
        yield INTERRUPT
        return

    def handler(signum, frame):
        INTERRUPT.set()
        signal.signal(signal.SIGINT, signal.default_int_handler)

    INTERRUPT.clear()
    signal.signal(signal.SIGINT, handler)
    _inside = True
    try:
        yield INTERRUPT
    finally:
        _inside = False
        signal.signal(signal.SIGINT, previous)
        INTERRUPT.clear()


def raised(cancel) -> bool:
    """Whether a cancel flag (an Event, a callable, or None for none) is raised."""
    if cancel is None:
        return False
    return cancel.is_set() if hasattr(cancel, "is_set") else bool(cancel())


class Stopped(Exception):
    """Raised deep inside a search (a long successor generation) when `Limits` say stop."""


class Limits:
    """Time limit, cancel flag and progress callback of one `solve` call; ``say`` hears
    what the search has proven so far, in words, as it narrows ("1p NESW: at least 8
    actions")."""

    def __init__(
        self,
        timeout=None,
        progress: Progress | None = None,
        cancel=None,
        t0=None,
        say: Callable[[str], None] | None = None,
    ):
        self.t0 = time.monotonic() if t0 is None else t0
        self.deadline = None if timeout is None else self.t0 + timeout
        self.progress = progress
        self.cancel = cancel
        self.say = say
        self._said: str | None = None
        self.reason: str | None = None
        self._next_report = 0.0

    def cancelled(self) -> bool:
        return raised(self.cancel)

    def stop_now(self) -> bool:
        """True when the run must stop (and `reason` says why); cheap enough to call often."""
        if self.reason is not None:
            return True
        if INTERRUPT.is_set():
            self.reason = INTERRUPTED
        elif self.cancelled():
            self.reason = CANCELLED
        elif self.deadline is not None and time.monotonic() > self.deadline:
            self.reason = TIMEOUT
        return self.reason is not None

    def check(self) -> None:
        """`stop_now` for code deep in a search: raises `Stopped`."""
        if self.stop_now():
            raise Stopped(self.reason)

    def report(self, states: int, depth: int, force: bool = False) -> None:
        """Call the progress callback, at most every `PROGRESS_SECONDS` unless ``force``."""
        if self.progress is None:
            return
        now = time.monotonic()
        if force or now >= self._next_report:
            self._next_report = now + PROGRESS_SECONDS
            self.progress(states, depth, now - self.t0)

    def tell(self, text: str) -> None:
        """Pass ``text`` to ``say`` (once: the same text again is not repeated)."""
        if self.say is not None and text != self._said:
            self._said = text
            self.say(text)

    def remaining(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - time.monotonic())


# -- memory sizes ---------------------------------------------------------------------

_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d*)?|\.\d+)\s*([KMGT]?)(?:I?B)?\s*$", re.IGNORECASE)


def parse_size(text: str) -> int:
    """Bytes from '500M', '2G', '1.5GB', '800000000' (binary units); ValueError otherwise."""
    m = _SIZE.match(text)
    if not m:
        raise ValueError(f"expected a size like 500M or 2G, got {text!r}")
    value = int(float(m.group(1)) * _UNITS[m.group(2).upper()])
    if value <= 0:
        raise ValueError(f"a memory budget must be more than 0, got {text!r}")
    return value


def format_size(n: int) -> str:
    """'2.0 GB', '500 MB' (binary units, as `parse_size` reads them)."""
    if n >= 1 << 30:
        return f"{n / (1 << 30):.1f} GB"
    if n >= 1 << 20:
        return f"{n / (1 << 20):.0f} MB"
    return f"{n / (1 << 10):.0f} KB"


def physical_memory() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


#: the budget when none is given, if the machine's memory cannot be read
FALLBACK_BUDGET = 4 << 30


#: (processes or threads searching at once, the memory they share or None for half of
#: the machine's): set by `share_memory_budget`
_SHARE: tuple[int, int | None] = (1, None)


def share_memory_budget(parts: int, total: int | None = None) -> None:
    """Make `default_memory_budget` one of ``parts`` equal shares of ``total`` bytes (default:
    half of the machine's memory): for a worker process among ``parts`` searching at once."""
    global _SHARE
    _SHARE = (max(1, parts), total)


def default_memory_budget() -> int:
    """Half of the machine's physical memory, or this worker's share (`share_memory_budget`)."""
    parts, total = _SHARE
    if total is None:
        machine = physical_memory()
        total = machine // 2 if machine else FALLBACK_BUDGET
    return total // parts
