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
    edge_sort_key,
)
from .rules import Event, Step, off_the_board, seating, step_to, tokens_to_take


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
        return off_the_board(self.layout, self.positions[action.wizard], action.side)

    def describe(self, action: Step) -> str:
        """The action in words, for a move list or a button (``action`` must name a wizard in play)."""
        x, y = self.positions[action.wizard]
        dx, dy = DELTA[action.side]
        player = self.owner[action.wizard]
        return (
            f"player {player + 1}'s {action.wizard} wizard steps {SIDE_WORDS[action.side]} "
            f"from {x},{y} to {x + dx},{y + dy}"
        )

    def apply(self, action: Step) -> list[Event]:
        """Play ``action`` (raises ValueError with the reason when it is refused); what it
        did, one event."""
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
        target, wall = step_to(self.layout, wizard, start, action.side)
        self.positions[wizard] = target
        if wall is not None:
            self.knocked.add(wall)
            self._pass_turn()
            return [Event("knocked", player, wizard, start, target, wall=wall)]
        squares = {self.positions[w] for w in self.seats[player]}
        tokens = tokens_to_take(self.layout, self.decks[player], self.taken[player], squares)
        self.taken[player] += len(tokens)
        if self.taken[player] == len(ROOMS):
            self.winner = player
            return [Event("won", player, wizard, start, target, tokens)]
        self._pass_turn()
        return [Event("took" if tokens else "moved", player, wizard, start, target, tokens)]

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
