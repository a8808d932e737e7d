"""The rules of a heist (RULES.md sections 2 and 4), as the rulebook tells them.

`Rules` knows a scenario; a `State` is one moment of a heist. `Rules.actions`
lists what may be done, `Rules.play` does it: the action itself, then the theft,
the exits and the sand timer. The solver, the play session and the replay
checks all play through here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .geometry import Mall, start_pieces
from .model import ACTIONS, SIDES, Point, Scenario, Tile

#: A hero that has left the mall has no position.
GONE = None


class State(NamedTuple):
    positions: tuple[Point | None, ...]
    """Each hero in play's space (`Scenario.in_play` order); None once it has left."""
    explored: tuple[tuple[Point, int, Point], ...]
    """The deck tiles placed so far, top first: (origin, rotation, explore space used)."""
    theft: bool
    used: frozenset[Point]
    """The timer spaces used up."""
    remaining: int
    """Actions left in the sand timer (0 when the scenario has no timer)."""

    @property
    def complete(self) -> bool:
        return self.positions.count(GONE) == len(self.positions)


@dataclass(frozen=True)
class Action:
    """One action: ``kind`` is one of `ACTIONS`; ``to`` the space the hero goes to
    (for explore, the hero's own space)."""

    kind: str
    hero: str
    to: Point


class Rules:
    """The rules applied to one scenario (which must be free of errors)."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self.heroes = scenario.in_play
        pieces = start_pieces(scenario)
        if pieces is None:
            raise ValueError("the tiles in the mall at the start cannot be laid out")
        self.start_pieces = pieces
        deck = [scenario.tile(t) for t in scenario.deck]
        if any(t is None for t in deck):
            raise ValueError("the deck names a tile that does not exist")
        self.deck: list[Tile] = deck  # type: ignore[assignment]
        self._malls: dict[tuple, Mall] = {}

    # -- the mall ------------------------------------------------------------------------

    def mall(self, state: State) -> Mall:
        """The mall as it stands in ``state`` (built once per set of explored tiles)."""
        key = state.explored
        mall = self._malls.get(key)
        if mall is None:
            mall = self._malls[key] = self.mall_of(key)
        return mall

    def mall_of(self, explored: tuple) -> Mall:
        """The mall of those explored tiles, built anew and not kept (a search that meets
        hundreds of thousands of malls keeps its own tables of them instead)."""
        pieces = list(self.start_pieces)
        for tile, (origin, rotation, space) in zip(self.deck, explored, strict=False):
            pieces.append((tile, origin, rotation, space))
        return Mall(pieces)

    def initial(self) -> State:
        s = self.scenario
        positions = tuple(self._start_space(s.heroes[h]) for h in self.heroes)
        return State(positions, (), False, frozenset(), s.timer or 0)

    def _start_space(self, local: Point) -> Point:
        tile, origin, rotation, _ = self.start_pieces[0]
        return Mall.to_global(origin, rotation, local)

    # -- what may be done ----------------------------------------------------------------

    def usable_exit(self, mall: Mall, state: State, hero: str, g: Point) -> bool:
        """After the theft, an exit of the hero's colour or for every hero."""
        return state.theft and g in mall.exits and mall.exits[g] in (None, hero)

    def actions(self, state: State) -> list[Action]:
        """Every action that may be played now, hero by hero, in `ACTIONS` order."""
        if state.complete:
            return []
        mall = self.mall(state)
        taken = {p for p in state.positions if p is not GONE}
        out: list[Action] = []
        for i, hero in enumerate(self.heroes):
            here = state.positions[i]
            if here is GONE:
                continue
            for side, ray in mall.rays[here].items():
                for nxt in ray:
                    if nxt in taken:
                        break
                    out.append(Action(side, hero, nxt))
                    if state.theft and nxt in mall.exits and mall.exits[nxt] in (None, hero):
                        break  # the hero leaves on entering it
            if not state.theft:
                for g in mall.vortexes.get(hero, ()):
                    if g not in taken:
                        out.append(Action("vortex", hero, g))
            for other in mall.escalators.get(here, ()):
                if other not in taken:
                    out.append(Action("escalator", hero, other))
            if self.can_explore(mall, state, hero, here):
                out.append(Action("explore", hero, here))
        return out

    def can_explore(self, mall: Mall, state: State, hero: str, here: Point) -> bool:
        space = mall.cells[here].space
        return (
            space.type == "explore"
            and space.hero == hero
            and len(state.explored) < len(self.deck)
            and mall.leads_to_unexplored(here)
        )

    def why_refused(self, state: State, action: Action) -> str | None:
        """Why ``action`` may not be played now, in words; None when it may."""
        if action.kind not in ACTIONS:
            return f"{action.kind!r} is not an action"
        if action.hero not in self.heroes:
            return f"the {action.hero} is not in this heist"
        here = state.positions[self.heroes.index(action.hero)]
        if here is GONE:
            return f"the {action.hero} has left the mall"
        if action in self.actions(state):
            return None
        return self._reason(state, action, here)

    def _reason(self, state: State, action: Action, here: Point) -> str:
        mall = self.mall(state)
        hero, kind, to = action.hero, action.kind, action.to
        taken = {p for p in state.positions if p is not GONE}
        if kind == "vortex":
            if state.theft:
                return "the vortexes are off since the theft"
            cell = mall.cells.get(to)
            if cell is None or cell.space.type != "vortex" or cell.space.hero != hero:
                return f"{_xy(to)} is not a vortex of the {hero}'s colour"
            return f"{_xy(to)} is taken"
        if kind == "escalator":
            if to not in mall.escalators.get(here, ()):
                return f"no escalator links {_xy(here)} and {_xy(to)}"
            return f"{_xy(to)} is taken"
        if kind == "explore":
            space = mall.cells[here].space
            if space.type != "explore" or space.hero != hero:
                return f"the {hero} is not on an explore space of its colour"
            if len(state.explored) >= len(self.deck):
                return "the deck is empty"
            return "that explore space leads to no unexplored area"
        at = here
        while True:
            nxt = mall.ways[at].get(kind)
            if nxt is None:
                return f"a wall stops the {hero} at {_xy(at)} before {_xy(to)}"
            if nxt in taken:
                return f"a hero on {_xy(nxt)} stops the {hero} before {_xy(to)}"
            if self.usable_exit(mall, state, hero, nxt):
                return f"the {hero} leaves by the exit on {_xy(nxt)} before {_xy(to)}"
            at = nxt

    # -- doing it ------------------------------------------------------------------------

    def play(self, state: State, action: Action) -> State:
        """The state after a legal ``action``: the action, then the theft, the exits and the
        sand timer (`failed` says whether the sand ran out)."""
        mall = self.mall(state)
        i = self.heroes.index(action.hero)
        positions = list(state.positions)
        explored = state.explored
        if action.kind == "explore":
            place = mall.placement(action.to)
            explored = explored + ((place.origin, place.rotation, place.space),)
        elif self.usable_exit(mall, state, action.hero, action.to):
            positions[i] = GONE
        else:
            positions[i] = action.to
        lands = mall.cells[action.to].space
        theft = state.theft or (
            action.kind != "explore"
            and lands.type == "item"
            and lands.hero == action.hero
            and self._theft(mall, positions)
        )
        used, remaining = state.used, state.remaining
        if self.scenario.timer is not None:
            remaining -= 1
            ended = positions[i]
            if (
                action.kind != "explore"
                and ended is not GONE
                and ended not in used
                and mall.cells[ended].space.type == "timer"
            ):
                remaining = self.scenario.timer - remaining
                used = used | {ended}
        return State(tuple(positions), explored, theft, used, remaining)

    def failed(self, state: State) -> bool:
        """The sand timer ran out before every hero left: the heist has failed."""
        return self.scenario.timer is not None and state.remaining <= 0 and not state.complete

    def _theft(self, mall: Mall, positions: list[Point | None]) -> bool:
        """Every hero in play stands on an item of its own colour."""
        for hero, g in zip(self.heroes, positions, strict=True):
            if g is GONE:
                return False
            space = mall.cells[g].space
            if space.type != "item" or space.hero != hero:
                return False
        return True

    def successors(self, state: State) -> list[tuple[Action, State]]:
        """Every action and the state it leads to (actions after which the heist fails left out)."""
        out = []
        for action in self.actions(state):
            after = self.play(state, action)
            if not self.failed(after):
                out.append((action, after))
        return out

    # -- words and JSON --------------------------------------------------------------------

    def explored_tile(self, state: State) -> Tile:
        """The tile an explore would place now (the top of the deck)."""
        return self.deck[len(state.explored)]

    def to_json(self, state: State, action: Action, player: int) -> dict:
        """The action as `mazewright solve --json` writes it (global coordinates)."""
        if action.kind == "explore":
            place = self.mall(state).placement(action.to)
            return {
                "type": "explore",
                "player": player,
                "hero": action.hero,
                "tile": self.explored_tile(state).id,
                "origin": list(place.origin),
                "rotation": place.rotation,
            }
        data: dict = {"type": "move" if action.kind in SIDES else action.kind, "player": player}
        data["hero"] = action.hero
        if action.kind in SIDES:
            data["dir"] = action.kind
        data["to"] = list(action.to)
        return data

    def describe(self, state: State, action: Action) -> str:
        """The action in words (for a move list, a button or a solution sheet)."""
        here = state.positions[self.heroes.index(action.hero)]
        mall = self.mall(state)
        if action.kind == "explore":
            place = mall.placement(action.to)
            tile = self.explored_tile(state).id
            return (
                f"the {action.hero} explores from {_xy(here)}: tile {tile} is placed at "
                f"{_xy(place.origin)} turned {place.rotation}"
            )
        leaves = self.usable_exit(mall, state, action.hero, action.to)
        end = " and leaves the mall" if leaves else ""
        if action.kind in SIDES:
            verb = f"moves {_SIDE_NAMES[action.kind]}"
        elif action.kind == "vortex":
            verb = "takes a vortex"
        else:
            verb = "rides the escalator"
        return f"the {action.hero} {verb} from {_xy(here)} to {_xy(action.to)}{end}"


_SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _xy(p: Point) -> str:
    return f"{p[0]},{p[1]}"
