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
