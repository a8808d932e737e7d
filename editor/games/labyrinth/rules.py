"""The rules of a game on a layout (RULES.md section 3), as plain functions the play
session (`play.Session`) applies: who plays which wizards, where a step leads (a hidden
wall knocks the wizard back to its corner), when tokens are taken and who wins."""

from __future__ import annotations

from dataclasses import dataclass

from .model import (
    CORNERS,
    DELTA,
    ROOMS,
    SIDE_WORDS,
    Edge,
    Layout,
    Square,
    canonical_edge,
    edge_squares,
)

#: Player count -> each player's wizards, named by their start corners.
SEATINGS: dict[int, tuple[tuple[str, ...], ...]] = {
    2: (("NW", "SE"), ("NE", "SW")),
    4: (("NW",), ("NE",), ("SE",), ("SW",)),
}


def seating(players: int, empty: str = "SW") -> tuple[tuple[str, ...], ...]:
    """The seats of a game: 2 players have two wizards each; 3 leave corner ``empty`` free."""
    if players == 3:
        if empty not in CORNERS:
            raise ValueError(f"the empty corner must be one of {', '.join(CORNERS)}, not {empty!r}")
        return tuple((c,) for c in CORNERS if c != empty)
    if players not in SEATINGS:
        raise ValueError(f"a game has 2, 3 or 4 players, not {players}")
    return SEATINGS[players]


@dataclass(frozen=True)
class Step:
    """An action: the wizard that starts on corner ``wizard`` steps one square to ``side``."""

    wizard: str
    side: str


@dataclass(frozen=True)
class Event:
    """What an applied step did.

    ``kind`` is "moved", "knocked" (a hidden wall: the wizard is back on its corner),
    "took" (one or more tokens, listed in ``tokens``) or "won" (the fifth token).
    """

    kind: str
    player: int
    wizard: str
    start: Square
    end: Square
    tokens: tuple[int, ...] = ()
    wall: Edge | None = None

    @property
    def text(self) -> str:
        """The event in words."""
        who = f"player {self.player + 1}'s {self.wizard} wizard"
        if self.kind == "knocked":
            a, b = edge_squares(self.wall)
            return (
                f"{who} knocked on the wall between {a[0]},{a[1]} and {b[0]},{b[1]} "
                f"and went back to its corner"
            )
        text = f"{who} moved to {self.end[0]},{self.end[1]}"
        if self.tokens:
            rooms = [str(k) for k in self.tokens]
            if len(rooms) == 1:
                text += f" and took the token of room {rooms[0]}"
            else:
                text += f" and took the tokens of rooms {', '.join(rooms[:-1])} and {rooms[-1]}"
        if self.kind == "won":
            text += f": player {self.player + 1} has all five tokens and wins"
        return text


def off_the_board(layout: Layout, square: Square, side: str) -> str | None:
    """Why a step to ``side`` from ``square`` is refused (it leaves the board), or None."""
    x, y = square
    dx, dy = DELTA[side]
    if not layout.inside((x + dx, y + dy)):
        return f"square {x},{y} is on the {SIDE_WORDS[side]} rim: that step leaves the board"
    return None


def step_to(layout: Layout, wizard: str, start: Square, side: str) -> tuple[Square, Edge | None]:
    """Where the wizard stands after stepping to ``side``, and the hidden wall it knocked on
    (then it is back on its corner), or None."""
    wall = canonical_edge(start[0], start[1], side)
    if wall in layout.walls:
        return layout.corners[wizard], wall
    dx, dy = DELTA[side]
    return (start[0] + dx, start[1] + dy), None


def tokens_to_take(layout: Layout, deck: tuple[int, ...], taken: int, squares) -> tuple[int, ...]:
    """The rooms whose tokens a player takes now: while one of its wizards (on ``squares``)
    stands on the room of its current card, it takes that token and turns the next card."""
    out = []
    while taken + len(out) < len(ROOMS):
        room = deck[taken + len(out)]
        if layout.rooms[room] not in squares:
            break
        out.append(room)
    return tuple(out)
