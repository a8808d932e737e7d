"""A headless hot-seat game of the card-less Daedalus' Maze for 2 to 4 players (RULES.md section 3).

The game starts with the placement draft: players 1..n in turn each place one
soldier on a free entrance field, round after round, until each has placed its
soldiers (or the entrance fields run out). The walls then turn once and the
rounds begin. In a player's turn its soldiers that have no way out die first;
then it steps any of its soldiers one field each (or leaves them) and ends the
turn. After the last player's turn the walls turn. A single player (``players=1``)
plays a solo trial: the lone soldier of the solver's numbers.

Each apply pushes a snapshot, so `undo` pops back exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .checks import check_maze
from .model import CHAMBER, EXIT, SOLDIERS, Maze, place_words
from .rules import steps

#: A soldier: (player, number), both from 0 (words say "player 1's soldier 1").
Soldier = tuple[int, int]


@dataclass(frozen=True)
class Placement:
    """Place the current player's next soldier on entrance field (0, ``sector``)."""

    sector: int


@dataclass(frozen=True)
class Step:
    """``soldier`` steps one field to ``to``: a field (ring, sector), the chamber or the exit zone."""

    soldier: Soldier
    to: object


@dataclass(frozen=True)
class EndTurn:
    """The current player ends its turn; its soldiers that did not step stay where they are."""


@dataclass(frozen=True)
class Event:
    """What happened: ``kind`` is placed, moved, picked up, died, passed (a turn ended),
    turned, won or ended (the game, with no winner)."""

    kind: str
    text: str
    soldier: Soldier | None = None
    place: object = None


def soldier_words(soldier: Soldier) -> str:
    return f"player {soldier[0] + 1}'s soldier {soldier[1] + 1}"


@dataclass
class _State:
    placing: bool = True
    round: int = 0
    phase: int = 0
    frozen: bool = False
    current: int = 0
    positions: dict[Soldier, object] = field(default_factory=dict)
    placed: list[int] = field(default_factory=list)
    dead: set[Soldier] = field(default_factory=set)
    moved: set[Soldier] = field(default_factory=set)
    lying: object = CHAMBER
    """Where the treasure lies: the chamber, a field it was dropped on, or None when carried."""
    carrier: Soldier | None = None
    over: bool = False
    winner: int | None = None

    def copy(self) -> _State:
        return replace(
            self,
            positions=dict(self.positions),
            placed=list(self.placed),
            dead=set(self.dead),
            moved=set(self.moved),
        )


class Session:
    """One game of ``players`` (1..4) on ``maze``, each placing ``soldiers`` soldiers.

    ``still`` plays with the Medusa beast: the walls stop turning from the end of the
    round in which the treasure is picked up in the chamber. ``seed`` is accepted as
    every game's session takes one; the card-less game deals nothing at random. The
    maze must be legal (no error from `checks.check_maze`; else ValueError).
    """

    def __init__(
        self,
        maze: Maze,
        players: int,
        seed: int | None = None,
        *,
        soldiers: int = SOLDIERS,
        still: bool = False,
    ):
        errors = [d for d in check_maze(maze) if d.is_error]
        if errors:
            raise ValueError(f"the maze is not legal: {errors[0].message}")
        if not 1 <= players <= 4:
            raise ValueError(f"a game has 2, 3 or 4 players (or 1 for a solo trial), not {players}")
        if soldiers < 1:
            raise ValueError(f"each player places at least one soldier, not {soldiers}")
        self.maze = maze
        self.players = players
        self.soldiers = soldiers
        self.still = still
        self.state = _State(phase=maze.phase, placed=[0] * players)
        self.history: list = []
        self._stack: list[_State] = []

    # -- state ---------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def placing(self) -> bool:
        return self.state.placing

    @property
    def round(self) -> int:
        """The round under way (0 while the soldiers are placed)."""
        return self.state.round

    @property
    def phase(self) -> int:
        """The film's phase now: the one the round under way is played at."""
        return self.state.phase

    @property
    def current(self) -> int:
        return self.state.current

    @property
    def positions(self) -> dict[Soldier, object]:
        """Every living soldier's place."""
        return dict(self.state.positions)

    @property
    def dead(self) -> set[Soldier]:
        return set(self.state.dead)

    @property
    def lying(self) -> object:
        """Where the treasure lies: the chamber, the field it was dropped on, or None when
        a soldier carries it."""
        return self.state.lying

    def carrier(self) -> Soldier | None:
        """The soldier carrying the treasure, if one does."""
        return self.state.carrier

    def soldiers_of(self, player: int) -> list[Soldier]:
        return sorted(s for s in self.state.positions if s[0] == player)

    def occupant(self, place) -> Soldier | None:
        """The soldier on a field (never the chamber, which holds any number)."""
        if place == CHAMBER:
            return None
        return next((s for s, p in self.state.positions.items() if p == place), None)

    def way_out(self, soldier: Soldier) -> bool:
        """Whether ``soldier`` has a way out now: a step through open walls to the chamber, the
        exit zone (with the treasure), or a field no opponent's soldier stands on. A field held
        by its own player's soldier is a way out (the rulebook: only opponents block to death);
        a soldier in the chamber always has one."""
        place = self.state.positions[soldier]
        if place == CHAMBER:
            return True
        for target in steps(self.maze, place, self.state.phase, self.carrier() == soldier):
            other = self.occupant(target) if target != EXIT else None
            if other is None or other[0] == soldier[0]:
                return True
        return False

    # -- actions -------------------------------------------------------------------------

    def legal_actions(self) -> list:
        st = self.state
        if st.over:
            return []
        if st.placing:
            return [Placement(s) for s in range(self.maze.sectors) if self.occupant((0, s)) is None]
        out: list = []
        for soldier in self.soldiers_of(st.current):
            if soldier in st.moved:
                continue
            place = st.positions[soldier]
            for target in steps(self.maze, place, st.phase, self.carrier() == soldier):
                if target in (EXIT, CHAMBER) or self.occupant(target) is None:
                    out.append(Step(soldier, target))
        out.append(EndTurn())
        return out

    def why_refused(self, action) -> str | None:
        """Why ``action`` cannot be played now, in words, or None when it can."""
        st = self.state
        if st.over:
            if st.winner is None:
                return "the game is over: every soldier is dead"
            return f"the game is over: player {st.winner + 1} has won"
        if isinstance(action, Placement):
            return self._why_not_place(action)
        if isinstance(action, (Step, EndTurn)) and st.placing:
            return "the soldiers are still being placed: place one on a free entrance field"
        if isinstance(action, EndTurn):
            return None
        if isinstance(action, Step):
            return self._why_not_step(action)
        return "not an action of this game (place a soldier, step a soldier or end the turn)"

    def _why_not_place(self, action: Placement) -> str | None:
        st = self.state
        if not st.placing:
            return f"every soldier is placed; the game is in round {st.round}"
        sector = action.sector
        if not isinstance(sector, int) or isinstance(sector, bool):
            return f"a soldier is placed on an entrance sector 0 to {self.maze.sectors - 1}"
        if not 0 <= sector < self.maze.sectors:
            return f"there is no sector {sector}; the sectors are 0 to {self.maze.sectors - 1}"
        other = self.occupant((0, sector))
        if other is not None:
            return f"ring 0, sector {sector} is taken by {soldier_words(other)}"
        return None

    def _why_not_step(self, action: Step) -> str | None:
        st = self.state
        soldier = action.soldier
        if not (isinstance(soldier, tuple) and len(soldier) == 2):
            return f"not a soldier: {soldier!r}; a soldier is (player, number)"
        if soldier in st.dead:
            return f"{soldier_words(soldier)} is dead"
        if soldier not in st.positions:
            return f"there is no soldier {soldier!r} in this game"
        if soldier[0] != st.current:
            return (
                f"{soldier_words(soldier)} belongs to player {soldier[0] + 1}; "
                f"it is player {st.current + 1}'s turn"
            )
        if soldier in st.moved:
            return f"{soldier_words(soldier)} has already stepped this round"
        place, target = st.positions[soldier], action.to
        carrying = self.carrier() == soldier
        if target == EXIT and not carrying:
            return "only a soldier carrying the treasure may leave into the exit zone"
        if target not in steps(self.maze, place, st.phase, carrying):
            return (
                f"{soldier_words(soldier)} cannot step from {place_words(place)} to "
                f"{place_words(target)} at phase {st.phase}: not the next field, or a wall "
                "is between"
            )
        other = self.occupant(target) if target != EXIT else None
        if other is not None:
            return f"{place_words(target)} is taken by {soldier_words(other)}"
        return None

    def describe(self, action) -> str:
        """The action in words, for a move list or a button."""
        st = self.state
        if isinstance(action, Placement):
            number = st.placed[st.current] + 1
            return (
                f"player {st.current + 1} places soldier {number} on ring 0, sector {action.sector}"
            )
        if isinstance(action, EndTurn):
            return f"player {st.current + 1} ends the turn"
        place = st.positions[action.soldier]
        return (
            f"{soldier_words(action.soldier)} steps from {place_words(place)} to "
            f"{place_words(action.to)}"
        )

    def apply(self, action) -> list[Event]:
        """Play ``action`` (raises ValueError with the reason when it is refused); what
        happened, in order."""
        reason = self.why_refused(action)
        if reason is not None:
            raise ValueError(reason)
        self._stack.append(self.state.copy())
        self.history.append(action)
        if isinstance(action, Placement):
            return self._place(action.sector)
        if isinstance(action, Step):
            return self._step(action.soldier, action.to)
        return self._end_turn()

    def undo(self):
        """Take back the last action and return it (IndexError when there is none)."""
        self.state = self._stack.pop()
        return self.history.pop()

    # -- what actions do ------------------------------------------------------------------

    def _place(self, sector: int) -> list[Event]:
        st = self.state
        soldier = (st.current, st.placed[st.current])
        st.positions[soldier] = (0, sector)
        st.placed[st.current] += 1
        events = [
            Event(
                "placed",
                f"{soldier_words(soldier)} is placed on ring 0, sector {sector}",
                soldier,
                (0, sector),
            )
        ]
        nxt = (st.current + 1) % self.players
        free = any(self.occupant((0, s)) is None for s in range(self.maze.sectors))
        if st.placed[nxt] < self.soldiers and free:
            st.current = nxt
            return events
        st.placing = False
        events.append(self._turn_walls())
        st.round, st.current = 1, 0
        return events + self._begin_turn()

    def _step(self, soldier: Soldier, target) -> list[Event]:
        st = self.state
        start = st.positions[soldier]
        st.moved.add(soldier)
        if target == EXIT:
            del st.positions[soldier]
            st.over, st.winner = True, soldier[0]
            text = (
                f"{soldier_words(soldier)} leaves into the exit zone with the treasure: "
                f"player {soldier[0] + 1} wins"
            )
            return [Event("won", text, soldier, EXIT)]
        st.positions[soldier] = target
        text = f"{soldier_words(soldier)} steps from {place_words(start)} to {place_words(target)}"
        events = [Event("moved", text, soldier, target)]
        if st.lying == target:  # in the chamber, or dropped on this field
            st.lying, st.carrier = None, soldier
            if target == CHAMBER and self.still:
                st.frozen = True
            events.append(
                Event(
                    "picked up", f"{soldier_words(soldier)} picks up the treasure", soldier, target
                )
            )
        return events

    def _end_turn(self) -> list[Event]:
        self.state.moved.clear()
        ends = Event("passed", f"player {self.state.current + 1} ends the turn")
        return [ends] + self._next_player() + self._begin_turn()

    def _next_player(self) -> list[Event]:
        """The turn passes on; after the last player's, the walls turn and a round begins."""
        st = self.state
        st.current += 1
        if st.current < self.players:
            return []
        st.round += 1
        st.current = 0
        return [self._turn_walls()]

    def _turn_walls(self) -> Event:
        st = self.state
        if st.frozen:
            return Event("turned", f"the walls stay still at phase {st.phase} (Medusa)")
        st.phase = (st.phase + 1) % self.maze.sectors
        return Event("turned", f"the walls turn one sector clockwise: phase {st.phase}")

    def _begin_turn(self) -> list[Event]:
        """The current player's soldiers without a way out die; a player with no soldier left
        is passed over; the last player with soldiers wins."""
        st = self.state
        events: list[Event] = []
        while True:  # ends: some player has soldiers, or the game is over
            for soldier in self.soldiers_of(st.current):
                if not self.way_out(soldier):
                    events += self._die(soldier)
            alive = {s[0] for s in st.positions}
            if self.players > 1 and len(alive) == 1:
                (last,) = alive
                st.over, st.winner = True, last
                text = f"every opponent's soldier is dead: player {last + 1} wins"
                return events + [Event("won", text)]
            if not alive:
                st.over = True
                return events + [Event("ended", "every soldier is dead: nobody wins")]
            if st.current in alive:
                return events
            events += self._next_player()

    def _die(self, soldier: Soldier) -> list[Event]:
        st = self.state
        place = st.positions.pop(soldier)
        st.dead.add(soldier)
        text = f"{soldier_words(soldier)} has no way out on {place_words(place)} and dies"
        events = [Event("died", text, soldier, place)]
        if st.carrier == soldier:
            st.lying, st.carrier = place, None
            events.append(
                Event("dropped", f"the treasure drops on {place_words(place)}", soldier, place)
            )
        return events
