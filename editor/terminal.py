"""What long commands show on a terminal while they work."""

from __future__ import annotations

import sys
import time


class Ticker:
    """Progress on stderr when it is a terminal (at most a few times a second)."""

    def __init__(self):
        self.on = sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, states: int, depth: int, elapsed: float) -> None:
        if not self.on or time.monotonic() - self.last < 0.25:
            return
        self.last = time.monotonic()
        sys.stderr.write(f"\r  {states:,} states, depth {depth}, {elapsed:.1f} s ")
        sys.stderr.flush()

    def done(self) -> None:
        if self.on and self.last:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()


class Tally:
    """'12 of 1,000 files done' on stderr when it is a terminal, as results come in
    (an `editor.batch.Report`)."""

    def __init__(self, what: str):
        self.on = sys.stderr.isatty()
        self.what = what
        self.shown = False

    def __call__(self, key: str, outcome: object, done: int, total: int) -> None:
        if self.on:
            sys.stderr.write(f"\r  {done:,} of {total:,} {self.what} done ")
            sys.stderr.flush()
            self.shown = True

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()
