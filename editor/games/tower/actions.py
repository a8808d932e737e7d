"""Actions in the JSON form of RULES.md section 7, and how to say them in words.

Coordinates are global ``(X, Y)`` on the board as it stands when the action
starts. ``player`` is the index of the hand that performs the action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .model import DELTA, Point


@dataclass(frozen=True)
class Move:
    player: int
    hero: str
    path: tuple[Point, ...]
    swap: str | None = None

    def to_json(self) -> dict:
        out = {
            "type": "move",
            "player": self.player,
            "hero": self.hero,
            "path": [list(p) for p in self.path],
        }
        if self.swap is not None:
            out["swap"] = self.swap
        return out


@dataclass(frozen=True)
class Teleport:
    player: int
    hero: str
    to: Point

    def to_json(self) -> dict:
        return {"type": "teleport", "player": self.player, "hero": self.hero, "to": list(self.to)}


@dataclass(frozen=True)
class Toss:
    """The barbarian tosses ``hero`` over a trap to ``to``."""

    player: int
    hero: str
    to: Point

    def to_json(self) -> dict:
        return {"type": "toss", "player": self.player, "hero": self.hero, "to": list(self.to)}


@dataclass(frozen=True)
class Rotate:
    player: int
    card: str
    turns: int

    def to_json(self) -> dict:
        return {"type": "rotate", "player": self.player, "card": self.card, "turns": self.turns}


@dataclass(frozen=True)
class Slide:
    player: int
    card: str
    to: Point

    def to_json(self) -> dict:
        return {"type": "slide", "player": self.player, "card": self.card, "to": list(self.to)}


Action = Move | Teleport | Toss | Rotate | Slide


def _pt(value) -> Point:
    return (int(value[0]), int(value[1]))


def action_from_json(data: dict) -> Action:
    """Parse the JSON form of RULES.md section 7 (raises KeyError/ValueError on malformed input)."""
    kind = data["type"]
    player = int(data.get("player", 0))
    if kind == "move":
        return Move(player, data["hero"], tuple(_pt(p) for p in data["path"]), data.get("swap"))
    if kind == "teleport":
        return Teleport(player, data.get("hero", "sister"), _pt(data["to"]))
    if kind == "toss":
        return Toss(player, data["hero"], _pt(data["to"]))
    if kind == "rotate":
        return Rotate(player, str(data["card"]), int(data["turns"]))
    if kind == "slide":
        return Slide(player, str(data["card"]), _pt(data["to"]))
    raise ValueError(f"unknown action type {kind!r}")


_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def direction_between(a: Point, b: Point) -> str | None:
    """The compass direction from a to b when they share a row or column."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 and dy == 0:
        return None
    if dx != 0 and dy != 0:
        return None
    for d, (ux, uy) in DELTA.items():
        if (dx > 0) - (dx < 0) == ux and (dy > 0) - (dy < 0) == uy:
            return d
    return None


def _runs(path: Sequence[Point]) -> list[tuple[str, int]]:
    """Group a move's path into straight runs: [(direction, cells), ...]."""
    runs: list[tuple[str, int]] = []
    for a, b in zip(path, path[1:], strict=False):
        d = direction_between(a, b) or "?"
        dist = abs(b[0] - a[0]) + abs(b[1] - a[1])
        if runs and runs[-1][0] == d:
            runs[-1] = (d, runs[-1][1] + dist)
        else:
            runs.append((d, dist))
    return runs


def _who(action: Action, hands: Sequence[str] | None) -> str:
    if hands is None or not (0 <= action.player < len(hands)):
        return f"player {action.player + 1}"
    hand = hands[action.player]
    return f"player {action.player + 1} ({','.join(hand)})"


def describe(action: Action, hands: Sequence[str] | None = None) -> str:
    """One action in words: 'player 2 (E,W) moves the elf 3 spaces east'."""
    who = _who(action, hands)
    if isinstance(action, Move):
        parts = []
        for d, n in _runs(action.path):
            word = _WORDS.get(d, "?")
            parts.append(f"{n} space{'s' if n != 1 else ''} {word}")
        text = f"{who} moves the {action.hero} " + ", then ".join(parts)
        text += f" to {list(action.path[-1])}"
        if action.swap:
            text += f" and swaps it with the {action.swap}"
        return text
    if isinstance(action, Teleport):
        return f"{who} teleports the {action.hero} to {list(action.to)}"
    if isinstance(action, Toss):
        return f"{who} has the barbarian toss the {action.hero} to {list(action.to)}"
    if isinstance(action, Rotate):
        quarter = {1: "a quarter turn", 2: "a half turn", 3: "three quarter turns"}[
            action.turns % 4
        ]
        return f"{who} turns card {action.card} {quarter} clockwise"
    if isinstance(action, Slide):
        return f"{who} slides card {action.card} to slot {list(action.to)}"
    raise TypeError(action)
