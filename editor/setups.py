"""A game's numbers for every player count and set-up, as the solver dock shows them.

A set-up is one way to start a game with a number of players: a deal of the
tower's orientation tiles, a seating of the labyrinth's wizards in the corners.
A game gives its numbers through `GameSpec.setups`, a function
``(model) -> SetupTable``; the studio shows the table whatever the game: a line
per player count (its own numbers: a spread, a range), under it a line per
set-up, the game's best set-up of each count marked.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Setup:
    """One set-up and its numbers, one per column of the table (text, as shown)."""

    name: str
    values: tuple[str, ...]
    best: bool = False
    """The set-up the game picks for its player count (the fairest, the quickest)."""
    key: object = None
    """What the game knows the set-up by (a deal's index): given back when it is picked."""


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
