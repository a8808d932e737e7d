"""The tower rules in code: the reference engine (RULES.md sections 2-5).

This module is meant to be read next to the rulebook. A `State` is where the
heroes stand (global cells), how the cards lie (the layout) and whether the
exits are open. `Rules` lists the legal actions of a hand, checks and applies
one action, and tests the goal. Every predicate returns the *reason* an
action is refused, or None when it is allowed, so the play mode can tell a
player why, and the solver uses the very same predicates.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass

from .actions import Action, Move, Rotate, Slide, Teleport, Toss, direction_between
from .geometry import Board, Layout, breaks_adjacency, quest_layout
from .model import DELTA, HEROES, OPPOSITE, SIDES, Cell, Point, Quest
from .results import DISTRIBUTIONS

__all__ = ["DISTRIBUTIONS", "IllegalAction", "Rules", "State"]

WORD = {"N": "north", "E": "east", "S": "south", "W": "west"}

#: tables `Rules._steps_alone` keeps before it starts afresh (bounds their memory on
#: epics, whose many layouts would otherwise fill it)
STEP_TABLES = 64


Step = tuple[Point, bool, bool]
"""A step worth trying (see `Rules._steps_alone`): (target, judged_alone, leaves)."""


class Memo(dict):
    """A dict that fills in a missing key with ``compute(key)``."""

    def __init__(self, compute: Callable):
        super().__init__()
        self.compute = compute

    def __missing__(self, key):
        value = self[key] = self.compute(key)
        return value


class IllegalAction(ValueError):
    """An action the rules do not allow; the message says why (a ValueError, as a play
    session's ``apply`` raises for a refused action: see `GameSpec.play.session`)."""


@dataclass(frozen=True)
class State:
    positions: tuple[Point | None, ...]
    """Global cell of each hero in play (`Rules.heroes` order); None once it has left."""
    layout: Layout
    """Per card, in quest order: (slot, rotation)."""
    exits_open: bool


def _add(p: Point, d: str, k: int = 1) -> Point:
    dx, dy = DELTA[d]
    return (p[0] + dx * k, p[1] + dy * k)


def _path(parent: dict[Point, Point], start: Point, end: Point) -> tuple[Point, ...]:
    """The cells from ``start`` to ``end`` in a breadth-first tree of one move.

    A move that comes back to its start (the mage's, to swap) has a path of more
    than one cell.
    """
    path = [end]
    while path[-1] != start or len(path) == 1:
        path.append(parent[path[-1]])
    return tuple(reversed(path))


class Rules:
    """The rules of one quest."""

    def __init__(self, quest: Quest):
        self.quest = quest
        self.heroes: tuple[str, ...] = tuple(h for h in HEROES if h in quest.heroes)
        self.index = {h: i for i, h in enumerate(self.heroes)}
        self.card_index = {card.id: i for i, card in enumerate(quest.cards)}
        self._boards: dict[Layout, Board] = {}
        #: per layout, per global point, the cell there (None off the cards)
        self._cells: dict[Layout, dict[Point, Cell | None]] = Memo(
            lambda layout: Memo(lambda at: self.board(layout).cell(*at))
        )
        self._nobody: tuple[None, ...] = (None,) * len(self.heroes)
        self._step_tables: dict[tuple, dict[tuple[Point, str], tuple[Step, ...]]] = {}
        armory_owners = {
            cell.hero
            for card in quest.cards
            for cell in card.cells.values()
            if cell.type == "armory"
        }
        #: heroes in play that must stand on their armories before the exits open
        self.armory_heroes = tuple(h for h in self.heroes if h in armory_owners)

    # -- state -------------------------------------------------------------------
    def board(self, state_or_layout: State | Layout) -> Board:
        layout = state_or_layout.layout if isinstance(state_or_layout, State) else state_or_layout
        board = self._boards.get(layout)
        if board is None:
            board = self._boards[layout] = Board(self.quest, layout)
        return board

    def cell(self, state: State, at: Point) -> Cell | None:
        """The cell at global ``at`` as the cards lie in ``state`` (None off the cards)."""
        return self._cells[state.layout][at]

    def initial_state(self) -> State:
        layout = quest_layout(self.quest)
        board = self.board(layout)
        positions = []
        for hero in self.heroes:
            start = self.quest.heroes[hero]
            card = self.quest.card(start.card)
            if card is None:
                raise ValueError(f"the {hero} starts on a card that does not exist")
            positions.append(board.to_global(card.id, *start.at))
        state = State(tuple(positions), layout, exits_open=False)
        return self._after_action(state)

    def hero_at(self, state: State, X: int, Y: int) -> str | None:
        for hero, pos in zip(self.heroes, state.positions, strict=True):
            if pos == (X, Y):
                return hero
        return None

    def position(self, state: State, hero: str) -> Point | None:
        return state.positions[self.index[hero]]

    def is_goal(self, state: State) -> bool:
        """Every hero in play has left through an exit."""
        return all(p is None for p in state.positions)

    def _armories_filled(self, state: State) -> bool:
        for hero in self.armory_heroes:
            pos = state.positions[self.index[hero]]
            if pos is None:
                return False
            cell = self.cell(state, pos)
            if cell is None or cell.type != "armory" or cell.hero != hero:
                return False
        return True

    def _after_action(self, state: State) -> State:
        """Exits open for good once every armory hero stands on its armory (checked between actions)."""
        if state.exits_open:
            return state
        if not self.armory_heroes or self._armories_filled(state):
            return State(state.positions, state.layout, exits_open=True)
        return state

    # -- cells and edges ---------------------------------------------------------
    def open_doors(self, state: State, crossing: str) -> frozenset[int]:
        """Door numbers held open for ``crossing``: a hero other than it stands on a matching key."""
        doors = set()
        for hero, pos in zip(self.heroes, state.positions, strict=True):
            if hero == crossing or pos is None:
                continue
            cell = self.cell(state, pos)
            if cell is not None and cell.type == "key":
                doors.add(cell.door)
        return frozenset(doors)

    def occupy_reason(self, state: State, hero: str, target: Point) -> str | None:
        """Why ``hero`` may not end a step on ``target`` (None: it may)."""
        cell = self.cell(state, target)
        if cell is None:
            return "there is no card there"
        if cell.type == "void":
            return "that space is not a corridor"
        if cell.type == "trap":
            return "nobody may stand on a trap"
        other = self.hero_at(state, *target)
        if other is not None and other != hero:
            return f"the {other} stands there"
        if cell.type == "exit":
            if cell.hero is not None and cell.hero != hero:
                return f"that is the {cell.hero}'s exit"
            if not state.exits_open:
                return "the exits are closed until every hero stands on its armory"
        return None

    def edge_reason(
        self, state: State, hero: str, at: Point, direction: str, doors: frozenset[int]
    ) -> str | None:
        """Why ``hero`` may not cross the edge on side ``direction`` of ``at`` going that way."""
        marks = self.board(state).marks(*at, direction)
        if marks is None:
            return f"there is no space {WORD[direction]} of there"
        for mark in marks:
            if mark.type == "wall":
                return f"a wall blocks the way {WORD[direction]}"
            if mark.type == "double-wall":
                return f"a double wall blocks the way {WORD[direction]}"
            if mark.type == "door" and mark.door not in doors:
                return f"door {mark.door} is closed (nobody else stands on a key {mark.door})"
            if mark.type == "narrow" and hero != "dwarf":
                return "only the dwarf fits through a narrow passage"
            if mark.type == "air" and mark.air != direction:
                return f"the air current blows {WORD[mark.air]}: nobody goes against it"
        return None

    def leaves(self, state: State, hero: str, target: Point) -> bool:
        """True when stepping onto ``target`` takes the hero out through an exit."""
        cell = self.cell(state, target)
        return cell is not None and cell.type == "exit"

    # -- single steps of a move ------------------------------------------------
    def step_reason(
        self, state: State, hero: str, a: Point, b: Point, hand: str, doors: frozenset[int]
    ) -> str | None:
        """Why one step a -> b (walk, ladder climb or elf jump) is refused (None: allowed).

        ``state`` gives the other heroes; the moving hero is taken to stand on ``a``.
        """
        d = direction_between(a, b)
        if d is None:
            return "a step goes straight north, east, south or west"
        if d not in hand:
            return f"{WORD[d]} is not in this hand ({','.join(hand)})"
        return self._step_reason(state, hero, a, b, d, doors)

    def _step_reason(
        self, state: State, hero: str, a: Point, b: Point, d: str, doors: frozenset[int]
    ) -> str | None:
        """`step_reason` of a step known to go in direction ``d``, a direction of the hand."""
        here, there = self.cell(state, a), self.cell(state, b)
        if here is not None and there is not None and here.type == there.type == "ladder":
            # a climb from ladder to ladder passes over anything in between
            return self.occupy_reason(state, hero, b)
        dist = abs(b[0] - a[0]) + abs(b[1] - a[1])
        if dist == 1:
            return self.edge_reason(state, hero, a, d, doors) or self.occupy_reason(state, hero, b)
        if dist == 2 and hero == "elf":
            between = _add(a, d)
            if self.hero_at(state, *between) in (None, "elf"):
                return "the elf jumps only over another hero"
            return (
                self.edge_reason(state, hero, a, d, doors)
                or self.edge_reason(state, hero, between, d, doors)
                or self.occupy_reason(state, hero, b)
            )
        return "a hero walks one space at a time (only ladders and the elf's jump go further)"

    def _candidates(self, layout: Layout, elf: bool, a: Point, d: str) -> list[Point]:
        """The cells a step from ``a`` in direction ``d`` might reach, whoever stands where:
        the neighbour, the cell an elf's jump lands on, and every ladder in line when
        ``a`` is a ladder (in that order, each once)."""
        board = self.board(layout)
        cells = self._cells[layout]
        found = [_add(a, d)]
        if elf:
            found.append(_add(a, d, 2))
        here = cells[a]
        if here is not None and here.type == "ladder":
            k = 2
            while 0 <= (t := _add(a, d, k))[0] < board.width and 0 <= t[1] < board.height:
                cell = cells[t]
                if cell is not None and cell.type == "ladder":
                    found.append(t)
                k += 1
        return list(dict.fromkeys(found))

    def _steps_alone(
        self, state: State, hero: str, doors: frozenset[int]
    ) -> dict[tuple[Point, str], tuple[Step, ...]]:
        """The steps of ``hero`` worth trying with the other heroes on the board, as
        (cell, direction) -> ((target, judged_alone, leaves), ...), filled in as they are
        asked for (``leaves``: the target is an exit, see `leaves`).

        Other heroes only ever block a target cell, except that the elf jumps over
        one. So a step allowed with nobody else on the board (``judged_alone``) is
        allowed whenever its target is free; the elf's jump (not judged alone) is
        judged with everyone in place. One table serves every state with the same
        layout, open exits and open doors: the search asks the same questions for
        many states.
        """
        key = (state.layout, state.exits_open, hero, doors)
        table = self._step_tables.get(key)
        if table is None:
            if len(self._step_tables) >= STEP_TABLES:
                self._step_tables.clear()
            alone = State(self._nobody, state.layout, state.exits_open)

            def steps(key: tuple[Point, str]) -> tuple[Step, ...]:
                a, d = key
                jump = _add(a, d, 2) if hero == "elf" else None
                return tuple(
                    (b, b != jump, self.leaves(alone, hero, b))
                    for b in self._candidates(state.layout, hero == "elf", a, d)
                    if b == jump or self._step_reason(alone, hero, a, b, d, doors) is None
                )

            table = self._step_tables[key] = Memo(steps)
        return table

    def step_targets(
        self, state: State, hero: str, a: Point, hand: str, doors: frozenset[int]
    ) -> Iterable[Point]:
        """Every cell one step from ``a`` (walk, ladder or jump) in the directions of ``hand``.

        ``state`` gives the other heroes; the moving hero is taken to stand on ``a``.
        """
        table = self._steps_alone(state, hero, doors)
        return (b for b, _ in self._targets(table, state, hero, a, hand, doors))

    def _targets(
        self,
        table: dict[tuple[Point, str], tuple[Step, ...]],
        state: State,
        hero: str,
        a: Point,
        hand: str,
        doors: frozenset[int],
    ) -> Iterable[tuple[Point, bool]]:
        """`step_targets` with the table of `_steps_alone` for the state, hero and doors,
        each target with whether the hero leaves there."""
        for d in hand:
            for b, judged_alone, leaves in table[a, d]:
                if judged_alone:
                    if b not in state.positions:
                        yield b, leaves
                elif self._step_reason(state, hero, a, b, d, doors) is None:
                    yield b, leaves

    def reachable(self, state: State, hero: str, hand: str) -> dict[Point, tuple[Point, ...]]:
        """Every cell where one move of ``hero`` with ``hand`` may end, with a shortest path.

        Includes the start cell only when the hero can leave it and come back
        (which matters for the mage's swap). Exits end the move: they are not expanded.
        """
        start = self.position(state, hero)
        if start is None or hero == "sister":
            return {}
        (tree,) = self._move_trees(state, hero, [hand])
        return {end: _path(tree, start, end) for end in tree}

    def _move_trees(
        self, state: State, hero: str, hands: Sequence[str]
    ) -> list[dict[Point, Point]]:
        """Per hand, breadth-first from the hero's cell: every cell where one move may end,
        with the cell before it on a shortest path (see `reachable`)."""
        start = self.position(state, hero)
        # The mover is off its start cell while it moves: other heroes stay put.
        doors = self.open_doors(state, hero)
        moving = self._without(state, hero)
        table = self._steps_alone(moving, hero, doors)
        trees = []
        for hand in hands:
            parent: dict[Point, Point] = {}
            queue = deque([start])
            while queue:
                a = queue.popleft()
                for b, leaves in self._targets(table, moving, hero, a, hand, doors):
                    if b in parent:
                        continue
                    parent[b] = a
                    if not leaves:
                        queue.append(b)
            trees.append(parent)
        return trees

    def _without(self, state: State, hero: str) -> State:
        return self._with(state, hero, None)

    def _with(self, state: State, hero: str, at: Point | None) -> State:
        positions = list(state.positions)
        positions[self.index[hero]] = at
        return State(tuple(positions), state.layout, state.exits_open)

    # -- teleport, toss --------------------------------------------------------
    def teleport_reason(self, state: State, target: Point, hand: str) -> str | None:
        pos = self.position(state, "sister")
        if pos is None:
            return "the little sister is not on the board"
        d = direction_between(pos, target)
        if d is None:
            return "the little sister teleports in a straight line north, east, south or west"
        if d not in hand:
            return f"{WORD[d]} is not in this hand ({','.join(hand)})"
        reason = self.occupy_reason(state, "sister", target)
        if reason:
            return reason
        board = self.board(state)
        for side in SIDES:
            n = _add(target, side)
            other = self.hero_at(state, *n)
            if other is None or other == "sister":
                continue
            if not breaks_adjacency(board.marks(*target, side)):
                return None
        return "the little sister must land next to another hero (a double wall parts them)"

    def teleport_targets(self, state: State, hand: str) -> list[Point]:
        pos = self.position(state, "sister")
        if pos is None:
            return []
        board = self.board(state)
        out = []
        for d in hand:
            k = 1
            while True:
                t = _add(pos, d, k)
                if not (0 <= t[0] < board.width and 0 <= t[1] < board.height):
                    break
                if self.teleport_reason(state, t, hand) is None:
                    out.append(t)
                k += 1
        return out

    def toss_reason(self, state: State, hero: str, target: Point, hand: str) -> str | None:
        b = self.position(state, "barbarian") if "barbarian" in self.index else None
        if b is None:
            return "the barbarian is not on the board"
        if hero == "barbarian":
            return "the barbarian cannot toss himself"
        h = self.position(state, hero) if hero in self.index else None
        if h is None:
            return f"the {hero} is not on the board"
        d = direction_between(b, h)
        if d is None or h != _add(b, d):
            return f"the {hero} must stand right next to the barbarian"
        if d not in hand:
            return f"{WORD[d]} is not in this hand ({','.join(hand)})"
        trap, land = _add(b, d, 2), _add(b, d, 3)
        if target != land:
            return "a toss lands just beyond one trap, in line with the barbarian"
        board = self.board(state)
        trap_cell = board.cell(*trap)
        if trap_cell is None or trap_cell.type != "trap":
            return "the barbarian tosses a hero over exactly one trap"
        doors = self.open_doors(state, hero)
        for at in (b, h, trap):
            reason = self.edge_reason(state, hero, at, d, doors)
            if reason:
                return reason
        return self.occupy_reason(self._without(state, hero), hero, land)

    def toss_targets(self, state: State, hand: str) -> list[tuple[str, Point]]:
        b = self.position(state, "barbarian") if "barbarian" in self.index else None
        if b is None:
            return []
        out = []
        for d in hand:
            hero = self.hero_at(state, *_add(b, d))
            if hero is None:
                continue
            land = _add(b, d, 3)
            if self.toss_reason(state, hero, land, hand) is None:
                out.append((hero, land))
        return out

    # -- rotate, slide ---------------------------------------------------------
    def _cards_with_hero_on(self, state: State, cell_type: str) -> list[str]:
        board = self.board(state)
        cards = []
        for pos in state.positions:
            if pos is None:
                continue
            place = board.place(*pos)
            if place is not None and place.card.cell(place.x, place.y).type == cell_type:
                cards.append(place.card.id)
        return [c.id for c in self.quest.cards if c.id in cards]

    def rotate_reason(self, state: State, card: str, turns: int) -> str | None:
        if card not in self.card_index:
            return f"there is no card {card}"
        if turns not in (1, 2, 3):
            return "a card turns by 1, 2 or 3 quarter turns"
        if card not in self._cards_with_hero_on(state, "rotation"):
            return f"nobody stands on a rotation space of card {card}"
        return None

    def slide_reason(self, state: State, card: str, to: Point) -> str | None:
        if card not in self.card_index:
            return f"there is no card {card}"
        if card not in self._cards_with_hero_on(state, "sliding"):
            return f"nobody stands on a sliding space of card {card}"
        slot, _ = state.layout[self.card_index[card]]
        if abs(to[0] - slot[0]) + abs(to[1] - slot[1]) != 1:
            return "a card slides to a neighbouring slot"
        cols, rows = self.quest.slots
        if not (0 <= to[0] < cols and 0 <= to[1] < rows):
            return "a card stays inside the board"
        if any(tuple(s) == tuple(to) for s, _ in state.layout):
            return "a card slides only into the empty slot"
        return None

    def _relayout(self, state: State, card: str, slot: Point, rotation: int) -> State:
        """Move/turn one card, carrying the heroes standing on it."""
        old = self.board(state)
        i = self.card_index[card]
        layout = list(state.layout)
        layout[i] = (tuple(slot), rotation % 4)
        layout = tuple(layout)
        new = self.board(layout)
        positions = []
        for pos in state.positions:
            if pos is not None:
                place = old.place(*pos)
                if place is not None and place.card.id == card:
                    pos = new.to_global(card, place.x, place.y)
            positions.append(pos)
        return State(tuple(positions), layout, state.exits_open)

    # -- actions ---------------------------------------------------------------
    def check(self, state: State, action: Action, hands: Sequence[str]) -> str | None:
        """Why ``action`` is illegal in ``state`` for these hands (None: it is legal)."""
        try:
            self._apply(state, action, hands)
        except IllegalAction as exc:
            return str(exc)
        return None

    def apply(self, state: State, action: Action, hands: Sequence[str]) -> State:
        """The state after ``action``; raises `IllegalAction` with the reason when refused."""
        return self._after_action(self._apply(state, action, hands))

    def _hand(self, action: Action, hands: Sequence[str]) -> str:
        if not (0 <= action.player < len(hands)):
            raise IllegalAction(f"there is no player {action.player + 1}")
        return hands[action.player]

    def _apply(self, state: State, action: Action, hands: Sequence[str]) -> State:
        hand = self._hand(action, hands)
        if isinstance(action, Move):
            return self._apply_move(state, action, hand)
        if isinstance(action, Teleport):
            if action.hero != "sister" or "sister" not in self.index:
                raise IllegalAction("only the little sister teleports")
            reason = self.teleport_reason(state, tuple(action.to), hand)
            if reason:
                raise IllegalAction(reason)
            return self._arrive(state, "sister", tuple(action.to))
        if isinstance(action, Toss):
            reason = self.toss_reason(state, action.hero, tuple(action.to), hand)
            if reason:
                raise IllegalAction(reason)
            return self._arrive(state, action.hero, tuple(action.to))
        if isinstance(action, Rotate):
            reason = self.rotate_reason(state, action.card, action.turns)
            if reason:
                raise IllegalAction(reason)
            slot, rot = state.layout[self.card_index[action.card]]
            return self._relayout(state, action.card, slot, rot + action.turns)
        if isinstance(action, Slide):
            reason = self.slide_reason(state, action.card, tuple(action.to))
            if reason:
                raise IllegalAction(reason)
            _, rot = state.layout[self.card_index[action.card]]
            return self._relayout(state, action.card, tuple(action.to), rot)
        raise IllegalAction(f"unknown action {action!r}")

    def _arrive(self, state: State, hero: str, at: Point) -> State:
        """Put a hero on ``at``; on an exit it leaves the board."""
        return self._with(state, hero, None if self.leaves(state, hero, at) else at)

    def _apply_move(self, state: State, move: Move, hand: str) -> State:
        hero = move.hero
        if hero not in self.index or self.position(state, hero) is None:
            raise IllegalAction(f"the {hero} is not on the board")
        if hero == "sister":
            raise IllegalAction("the little sister never walks: she teleports")
        path = [tuple(p) for p in move.path]
        if len(path) < 2:
            raise IllegalAction("a move makes at least one step")
        if path[0] != self.position(state, hero):
            raise IllegalAction(f"the {hero} is not at {list(path[0])}")
        doors = self.open_doors(state, hero)
        moving = self._without(state, hero)
        for i, (a, b) in enumerate(zip(path, path[1:], strict=False)):
            reason = self.step_reason(moving, hero, a, b, hand, doors)
            if reason:
                raise IllegalAction(f"step {i + 1}: {reason}")
            if self.leaves(moving, hero, b) and i + 2 < len(path):
                raise IllegalAction(f"step {i + 1}: the {hero} leaves through the exit there")
        end = path[-1]
        if move.swap is None:
            if end == path[0]:
                raise IllegalAction("the move ends where it started")
            return self._arrive(state, hero, end)
        if hero != "mage":
            raise IllegalAction("only the mage swaps places")
        cell = self.board(state).cell(*end)
        if cell is None or cell.type != "invocation":
            raise IllegalAction("the mage swaps only on arriving at an invocation space")
        other = move.swap
        if other == "mage" or other not in self.index or self.position(state, other) is None:
            raise IllegalAction(f"the {other} is not on the board to swap with")
        there = self.position(state, other)
        moved = self._with(state, "mage", there)
        return self._with(moved, other, end)

    def legal_actions(
        self, state: State, hands: Sequence[str], known: Container[State] = ()
    ) -> list[tuple[Action, State]]:
        """Every distinct successor of ``state`` with one action that reaches it, leaving
        out the ``known`` states (a search's, so no action is built for them).

        The lowest player index that can reach a successor is used.
        """
        seen: dict[State, Action] = {}

        def new(raw: State) -> State | None:
            """The successor ``raw`` after the armory check, unless it is known already."""
            nxt = self._after_action(raw)
            return None if nxt == state or nxt in seen or nxt in known else nxt

        def add(action: Action, raw: State) -> None:
            if (nxt := new(raw)) is not None:
                seen[nxt] = action

        # per walking hero, per hand, where its moves may end
        trees = {
            hero: self._move_trees(state, hero, hands)
            for hero, pos in zip(self.heroes, state.positions, strict=True)
            if pos is not None and hero != "sister"
        }
        for player, hand in enumerate(hands):
            for hero, pos in zip(self.heroes, state.positions, strict=True):
                if pos is None:
                    continue
                if hero == "sister":
                    for t in self.teleport_targets(state, hand):
                        add(Teleport(player, "sister", t), self._arrive(state, "sister", t))
                    continue
                # a move's path is built only for a successor not reached before
                tree = trees[hero][player]
                for end in tree:
                    if end != pos and (nxt := new(self._arrive(state, hero, end))) is not None:
                        seen[nxt] = Move(player, hero, _path(tree, pos, end))
                    if hero == "mage" and not self.leaves(state, hero, end):
                        cell = self.cell(state, end)
                        if cell is not None and cell.type == "invocation":
                            for other, opos in zip(self.heroes, state.positions, strict=True):
                                if other == "mage" or opos is None:
                                    continue
                                swapped = self._with(self._with(state, "mage", opos), other, end)
                                if (nxt := new(swapped)) is not None:
                                    seen[nxt] = Move(
                                        player, hero, _path(tree, pos, end), swap=other
                                    )
            for hero, land in self.toss_targets(state, hand):
                add(Toss(player, hero, land), self._arrive(state, hero, land))
        for action, raw in self._card_actions(state):
            add(action, raw)
        return [(action, nxt) for nxt, action in seen.items()]

    def _card_actions(self, state: State) -> list[tuple[Action, State]]:
        """Rotations and slides (any player, no direction), before the armory check."""
        out: list[tuple[Action, State]] = []
        for card in self._cards_with_hero_on(state, "rotation"):
            slot, rot = state.layout[self.card_index[card]]
            for turns in (1, 2, 3):
                out.append((Rotate(0, card, turns), self._relayout(state, card, slot, rot + turns)))
        for card in self._cards_with_hero_on(state, "sliding"):
            slot, rot = state.layout[self.card_index[card]]
            for d in SIDES:
                to = _add(slot, d)
                if self.slide_reason(state, card, to) is None:
                    out.append((Slide(0, card, to), self._relayout(state, card, to, rot)))
        return out

    def single_steps(self, state: State, swap_ready: bool) -> list[tuple[Action, State, bool]]:
        """Successors by exactly one step (for the min-steps measure), all directions allowed.

        ``swap_ready`` says the mage's last step (the previous step overall)
        brought it onto an invocation space, so a swap may follow as its own step.
        Returns (action, state, swap_ready after).
        """
        hand = "NESW"
        out: list[tuple[Action, State, bool]] = []
        for hero, pos in zip(self.heroes, state.positions, strict=True):
            if pos is None or hero == "sister":
                continue
            doors = self.open_doors(state, hero)
            moving = self._without(state, hero)
            for b in dict.fromkeys(self.step_targets(moving, hero, pos, hand, doors)):
                nxt = self._after_action(self._arrive(state, hero, b))
                cell = self.board(state).cell(*b)
                ready = hero == "mage" and cell is not None and cell.type == "invocation"
                out.append((Move(0, hero, (pos, b)), nxt, ready))
        if swap_ready and "mage" in self.index:
            mpos = self.position(state, "mage")
            for other, opos in zip(self.heroes, state.positions, strict=True):
                if other == "mage" or opos is None or mpos is None:
                    continue
                swapped = self._with(self._with(state, "mage", opos), other, mpos)
                # the swap ends the mage's action: the armories are checked after it
                swap = Move(0, "mage", (mpos, mpos), swap=other)
                out.append((swap, self._after_action(swapped), False))
        others: list[tuple[Action, State]] = []
        if "sister" in self.index:
            others += [
                (Teleport(0, "sister", t), self._arrive(state, "sister", t))
                for t in self.teleport_targets(state, hand)
            ]
        others += [
            (Toss(0, hero, land), self._arrive(state, hero, land))
            for hero, land in self.toss_targets(state, hand)
        ]
        others += self._card_actions(state)
        for action, raw in others:
            out.append((action, self._after_action(raw), False))
        return out


def opposite(direction: str) -> str:
    return OPPOSITE[direction]
