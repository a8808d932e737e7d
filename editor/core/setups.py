"""A game's numbers for every player count and set-up, as the solver dock shows them.

A set-up is one way to start a game with a number of players: a deal of the
tower's orientation tiles, a seating of the labyrinth's wizards in the corners.
A game gives its numbers through `GameSpec.solving.setups`, a function
``(model, run: SolveRun) -> SetupTable``; the studio shows the table whatever the
game: a line per player count (its own numbers: a spread, a range), under it a
line per set-up, the game's best set-up of each count marked. A game whose
numbers take a search (``GameSpec.solving.on_demand``) gets the limits, progress
and cancel of `SolveRun`; a quick one may ignore them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field


def _no_progress(states: int, depth: int, note: str | None = None) -> None:
    """Progress nobody watches."""


@dataclass(frozen=True)
class SolveRun:
    """How far a game may search for its numbers, and where it reports."""

    max_states: int | None = None
    """Stop each search after this many states (None: no cap but the memory budget)."""
    timeout: float | None = None
    """Stop the whole run after this many seconds (None: no limit)."""
    reference: bool = False
    """Use the game's reference solver even where a fast one could answer."""
    progress: Callable[..., None] = _no_progress
    """``(states, depth, note=None)``: how far the search is; ``note`` says which solver
    works and why, when that is worth telling, or what the search has proven so far (the
    bounds on a deal's fewest actions, as they narrow)."""
    cancel: threading.Event = field(default_factory=threading.Event)


class SearchReport:
    """A search's progress callback (`limits.Progress`) and notes, passed on to a
    `SolveRun`: a note (a bound proven, a solver taking over) goes out with the states
    and depth reported last."""

    def __init__(self, run: SolveRun):
        self.run = run
        self.states = self.depth = 0

    def progress(self, states: int, depth: int, _elapsed: float = 0.0) -> None:
        self.states, self.depth = states, depth
        self.run.progress(states, depth)

    def note(self, text: str) -> None:
        self.run.progress(self.states, self.depth, note=text)


@dataclass(frozen=True)
class Setup:
    """One set-up and its numbers, one per column of the table (text, as shown)."""

    name: str
    values: tuple[str, ...]
    best: bool = False
    """The set-up the game picks for its player count (the fairest, the quickest)."""
    key: object = None
    """What the game knows the set-up by (a deal's index): given back when it is picked."""
    watch: bool = False
    """The answer holds a way to play this set-up that can be watched (a solution)."""


@dataclass(frozen=True)
class PlayerCount:
    players: int
    values: tuple[str, ...]
    """The player count's own numbers, one per column (blank where none)."""
    setups: tuple[Setup, ...]


@dataclass(frozen=True)
class SetupTable:
    summary: str
    """The whole answer in one line."""
    heading: str = "Set-up"
    """What a set-up is called in this game (a deal, a seating): the first column's title."""
    columns: tuple[str, ...] = ()
    counts: tuple[PlayerCount, ...] = ()
    """Empty when there are no numbers (a file that breaks the rules)."""
    details: str = ""
    """More, as plain text with aligned columns (shown under the table)."""
    note: str = ""
    """How the answer was worked out (states, time, which solver), in a few words."""
    answer: object = None
    """The game's own answer (its solutions), handed back to the game to watch a set-up."""
