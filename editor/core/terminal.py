"""What long commands show on a terminal while they work."""

from __future__ import annotations

import sys
import time


class Ticker:
    """Progress on stderr when it is a terminal (at most a few times a second), with what
    the search has proven so far when it says (`note`)."""

    def __init__(self):
        self.on = sys.stderr.isatty()
        self.last = 0.0
        self.proven = ""
        self.width = 0

    def __call__(self, states: int, depth: int, elapsed: float) -> None:
        if not self.on or time.monotonic() - self.last < 0.25:
            return
        self.last = time.monotonic()
        line = f"  {states:,} states, depth {depth}, {elapsed:.1f} s"
        if self.proven:
            line += f" · {self.proven}"
        sys.stderr.write("\r" + line.ljust(self.width) + " ")
        sys.stderr.flush()
        self.width = max(self.width, len(line))

    def note(self, text: str) -> None:
        """What the search has proven so far ("1p NESW: at least 7 actions"), shown with
        the next progress line."""
        self.proven = text

    def done(self) -> None:
        if self.on and self.last:
            sys.stderr.write("\r" + " " * (self.width + 1) + "\r")
            sys.stderr.flush()


class Tally:
    """'12 of 1,000 files done' on stderr when it is a terminal, as results come in
    (an `editor.core.batch.Report`)."""

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
