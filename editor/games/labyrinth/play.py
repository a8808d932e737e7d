"""A headless hot-seat game on a layout for 2 to 4 players (RULES.md section 3).

The session knows the hidden walls; a user interface shows only what players may
see (wizards, the current cards, tokens, walls found by knocking) until `reveal`.
Each apply pushes a snapshot, so `undo` pops back exactly, like a chess board's
move stack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .checks import check_layout
from .model import (
    CORNERS,
    DELTA,
    ROOMS,
    SIDE_WORDS,
    SIDES,
    Edge,
    Layout,
    Square,
    canonical_edge,
    edge_sort_key,
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


@dataclass(frozen=True)
class _Snapshot:
    positions: tuple[tuple[str, Square], ...]
    taken: tuple[int, ...]
    current: int
    winner: int | None
    knocked: frozenset[Edge]


class Session:
    """One game: ``players`` (2..4) on ``layout``, decks shuffled by ``random.Random(seed)``.

    The layout must be legal (no error from `checks.check_layout`; else ValueError).
    Players are numbered from 0 in seat order; player 0 moves first.
    """

    def __init__(self, layout: Layout, players: int, seed: int | None = None, empty: str = "SW"):
        errors = [d for d in check_layout(layout) if d.is_error]
        if errors:
            raise ValueError(f"the layout is not legal: {errors[0].message}")
        self.layout = layout
        self.seats = seating(players, empty)
        self.owner = {w: p for p, seat in enumerate(self.seats) for w in seat}
        rng = random.Random(seed)
        self.decks: list[tuple[int, ...]] = []
        for _ in self.seats:
            deck = list(ROOMS)
            rng.shuffle(deck)
            self.decks.append(tuple(deck))
        corners = layout.corners
        self.positions: dict[str, Square] = {w: corners[w] for w in self.owner}
        self.taken = [0] * players  # tokens taken by each player, in deck order
        self.current = 0
        self.winner: int | None = None
        self.knocked: set[Edge] = set()  # walls found by knocking: every player heard them
        self.history: list[Step] = []
        self._stack: list[_Snapshot] = []

    # -- state ---------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def card(self, player: int) -> int | None:
        """The room the player is looking for now (None once it has all five tokens)."""
        taken = self.taken[player]
        return self.decks[player][taken] if taken < len(ROOMS) else None

    def tokens(self, player: int) -> tuple[int, ...]:
        """The rooms whose tokens the player has taken, in the order taken."""
        return self.decks[player][: self.taken[player]]

    # -- actions -------------------------------------------------------------------------

    def legal_actions(self) -> list[Step]:
        """Every step the current player may try (a step into a hidden wall is allowed: it knocks)."""
        if self.is_over:
            return []
        out = []
        for wizard in self.seats[self.current]:
            for side in SIDES:
                step = Step(wizard, side)
                if self.why_refused(step) is None:
                    out.append(step)
        return out

    def why_refused(self, action) -> str | None:
        """Why ``action`` cannot be played now, in words, or None when it can."""
        if self.is_over:
            return f"the game is over: player {self.winner + 1} has won"
        if not isinstance(action, Step):
            return "not a step of a wizard"
        if not isinstance(action.wizard, str) or action.wizard not in CORNERS:
            return f"there is no wizard {action.wizard!r}; wizards are named by their corners"
        if action.wizard not in self.owner:
            return f"no wizard starts on the {action.wizard} corner in this game"
        if self.owner[action.wizard] != self.current:
            return (
                f"the {action.wizard} wizard belongs to player {self.owner[action.wizard] + 1}; "
                f"it is player {self.current + 1}'s turn"
            )
        if not isinstance(action.side, str) or action.side not in SIDES:
            return f"a wizard steps N, E, S or W, not {action.side!r}"
        x, y = self.positions[action.wizard]
        dx, dy = DELTA[action.side]
        if not self.layout.inside((x + dx, y + dy)):
            return f"square {x},{y} is on the {SIDE_WORDS[action.side]} rim: that step leaves the board"
        return None

    def describe(self, action: Step) -> str:
        """The action in words, for a move list or a button (``action`` must name a wizard in play)."""
        x, y = self.positions[action.wizard]
        dx, dy = DELTA[action.side]
        player = self.owner[action.wizard]
        return (
            f"player {player + 1}'s {action.wizard} wizard steps {SIDE_WORDS[action.side]} "
            f"from {x},{y} to {x + dx},{y + dy}"
        )

    def apply(self, action: Step) -> Event:
        """Play ``action`` (raises ValueError with the reason when it is refused)."""
        reason = self.why_refused(action)
        if reason is not None:
            raise ValueError(reason)
        self._stack.append(
            _Snapshot(
                tuple(self.positions.items()),
                tuple(self.taken),
                self.current,
                self.winner,
                frozenset(self.knocked),
            )
        )
        self.history.append(action)
        player, wizard = self.current, action.wizard
        start = self.positions[wizard]
        dx, dy = DELTA[action.side]
        target = (start[0] + dx, start[1] + dy)
        wall = canonical_edge(start[0], start[1], action.side)
        if wall in self.layout.walls:
            self.knocked.add(wall)
            home = self.layout.corners[wizard]
            self.positions[wizard] = home
            self._pass_turn()
            return Event("knocked", player, wizard, start, home, wall=wall)
        self.positions[wizard] = target
        tokens = self._take_tokens(player)
        if self.taken[player] == len(ROOMS):
            self.winner = player
            return Event("won", player, wizard, start, target, tokens)
        self._pass_turn()
        return Event("took" if tokens else "moved", player, wizard, start, target, tokens)

    def _take_tokens(self, player: int) -> tuple[int, ...]:
        """Take tokens while a wizard of the player stands on its current card's room."""
        out = []
        while (room := self.card(player)) is not None:
            square = self.layout.rooms[room]
            if not any(self.positions[w] == square for w in self.seats[player]):
                break
            self.taken[player] += 1
            out.append(room)
        return tuple(out)

    def _pass_turn(self) -> None:
        self.current = (self.current + 1) % self.players

    def undo(self) -> Step:
        """Take back the last action and return it (IndexError when there is none)."""
        snap = self._stack.pop()
        self.positions = dict(snap.positions)
        self.taken = list(snap.taken)
        self.current = snap.current
        self.winner = snap.winner
        self.knocked = set(snap.knocked)
        return self.history.pop()

    def reveal(self) -> dict:
        """What to show when the walls are uncovered: every wall, the rooms, the knocked walls."""
        return {
            "walls": sorted(self.layout.inner_walls(), key=edge_sort_key),
            "rooms": dict(sorted(self.layout.rooms.items())),
            "knocked": sorted(self.knocked, key=edge_sort_key),
        }
