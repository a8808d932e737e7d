"""The real-time sand timer of play mode (the rulebook's 3-minute timer, RULES.md section 4).

The boxed game is played against a sand timer: it runs down while the players act,
and a hero moved onto a sand-timer space not yet used turns it over at once, so the
sand that has run becomes the sand left ("regardless of whether that gets you more
or less time"). When the top bulb is empty before every hero has left, the heist
fails. `SandTimer` keeps that in seconds from a clock it is given (the studio's
monotonic clock; a test drives its own); `turns_timer` says which timer space an
action uses up.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .model import Point
from .rules import GONE, Action, Rules, State

#: The boxed game's sand timer, in seconds.
THREE_MINUTES = 180.0


class SandTimer:
    """A sand timer of ``capacity`` seconds, full and standing still until `start`."""

    def __init__(
        self, capacity: float = THREE_MINUTES, clock: Callable[[], float] = time.monotonic
    ):
        if capacity <= 0:
            raise ValueError(f"a sand timer holds some sand, not {capacity} s")
        self.capacity = capacity
        self._clock = clock
        self._left = capacity
        """The sand in the top bulb when it last stood still or was turned over."""
        self._since: float | None = None
        """When the sand began to run from ``_left`` (None: the timer stands still)."""

    @property
    def running(self) -> bool:
        return self._since is not None

    def start(self) -> None:
        """Let the sand run (again, after `stop`)."""
        if self._since is None:
            self._since = self._clock()

    def stop(self) -> None:
        """Hold the sand where it is (play mode left, the heist over)."""
        if self._since is not None:
            self._left = self.remaining()
            self._since = None

    def remaining(self) -> float:
        """Seconds of sand left in the top bulb (0 once it has run out)."""
        if self._since is None:
            return self._left
        return max(0.0, self._left - (self._clock() - self._since))

    @property
    def run_out(self) -> bool:
        return self.remaining() <= 0

    def turn_over(self) -> None:
        """Turn the timer over: the sand that has run is the sand left now. An empty timer
        stays empty (the heist has already failed)."""
        if self.run_out:
            return
        left = self.capacity - self.remaining()
        self._left = left
        if self._since is not None:
            self._since = self._clock()


def turns_timer(rules: Rules, action: Action, after: State, used: frozenset[Point]) -> Point | None:
    """The timer space ``action`` (which led to ``after``) moved its hero onto, when it is not
    in ``used``: it turns the timer over and is used up. None when the action turns
    nothing: an explore, a hero that left the mall, a space of another type or one used up."""
    if action.kind == "explore":
        return None
    ended = after.positions[rules.heroes.index(action.hero)]
    if ended is GONE or ended in used:
        return None
    return ended if rules.mall(after).cells[ended].space.type == "timer" else None
