"""A scenario compiled into the flat tables the fast kernel (`kernel`) reads.

Every mall the deck can build (each set of explored tiles, a *layout*) is found
first, through the rules (`Rules.mall`). The spaces of all layouts are numbered
(their global points, in the order met), and per layout the tables say for each
space: the neighbour beyond each side (or -1), whose exit, item, explore space it
is, its timer bit, its escalators' other ends and, per hero, the vortexes.

A state packs into one int64: each hero's space number (``spaces`` for a hero that
has left) in ``pos_bits`` bits, then the layout, the theft bit, the used timer
spaces (a bit each) and the sand left. `pack` and `unpack` do the same in Python.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .model import SIDES, Point, Scenario
from .rules import Rules, State

#: More layouts than this and the scenario is left to the reference solver.
MAX_LAYOUTS = 4096
#: The bits of a packed state (one int64, its sign kept for the complete heist).
MAX_BITS = 62
#: Exit owner for an exit of every hero; -2 is no exit.
ANY_HERO = 4
NO_EXIT = -2


@dataclass
class Compiled:
    rules: Rules
    layouts: list[tuple]
    """Each layout's explored tiles (`State.explored`)."""
    points: list[Point]
    heroes: int
    pos_bits: int
    layout_bits: int
    used_bits: int
    timer: int
    ways: np.ndarray
    exits: np.ndarray
    items: np.ndarray
    timers: np.ndarray
    vortexes: np.ndarray
    escalators: np.ndarray
    explore_to: np.ndarray
    explore_hero: np.ndarray

    def pack(self, state: State) -> int:
        """The int64 of a state (-1 for a complete heist)."""
        if state.complete:
            return -1
        index = self._index
        code = 0
        for h, p in enumerate(state.positions):
            code |= (len(self.points) if p is None else index[p]) << (h * self.pos_bits)
        shift = self.heroes * self.pos_bits
        code |= self._layout[state.explored] << shift
        shift += self.layout_bits
        code |= int(state.theft) << shift
        shift += 1
        for p in state.used:
            code |= 1 << (shift + self._timer_bit[p])
        shift += self.used_bits
        return code | state.remaining << shift

    def __post_init__(self):
        self._index = {p: i for i, p in enumerate(self.points)}
        self._layout = {e: i for i, e in enumerate(self.layouts)}
        self._timer_bit: dict[Point, int] = {}
        for c in range(len(self.layouts)):
            for i, bit in enumerate(self.timers[c]):
                if bit >= 0:
                    self._timer_bit[self.points[i]] = int(bit)


class Declined(Exception):
    """The scenario does not fit the fast kernel's tables; the message says why."""


def _bits(n: int) -> int:
    return max(1, int(n).bit_length())


def compile_scenario(scenario: Scenario) -> Compiled:
    """The tables of a scenario free of errors; `Declined` when it has more than
    `MAX_LAYOUTS` layouts or a state needs more than `MAX_BITS` bits."""
    rules = Rules(scenario)
    start = rules.initial()
    layouts = [start.explored]
    seen = {start.explored: 0}
    nexts: list[dict[Point, int]] = []
    i = 0
    while i < len(layouts):
        explored = layouts[i]
        mall = rules.mall(start._replace(explored=explored))
        out = {}
        if len(explored) < len(rules.deck):
            for g, cell in mall.cells.items():
                if cell.space.type == "explore" and mall.leads_to_unexplored(g):
                    place = mall.placement(g)
                    after = explored + ((place.origin, place.rotation, place.space),)
                    if after not in seen:
                        if len(layouts) >= MAX_LAYOUTS:
                            raise Declined(
                                f"the deck builds more than {MAX_LAYOUTS:,} malls (the fast "
                                "solver's tables hold that many)"
                            )
                        seen[after] = len(layouts)
                        layouts.append(after)
                    out[g] = seen[after]
        nexts.append(out)
        i += 1
    malls = [rules.mall(start._replace(explored=e)) for e in layouts]
    points: list[Point] = []
    index: dict[Point, int] = {}
    for mall in malls:
        for g in mall.cells:
            if g not in index:
                index[g] = len(points)
                points.append(g)
    heroes = rules.heroes
    n_layouts, n_points = len(malls), len(points)
    timer_points = sorted(
        {g for m in malls for g, c in m.cells.items() if c.space.type == "timer"}, key=index.get
    )
    timer_bit = {g: i for i, g in enumerate(timer_points)}
    vortex_width = max([1] + [len(v) for m in malls for v in m.vortexes.values()])
    escalator_width = max([1] + [len(v) for m in malls for v in m.escalators.values()])
    ways = np.full((n_layouts, n_points, 4), -1, np.int32)
    exits = np.full((n_layouts, n_points), NO_EXIT, np.int8)
    items = np.full((n_layouts, n_points), -1, np.int8)
    timers = np.full((n_layouts, n_points), -1, np.int8)
    vortexes = np.full((n_layouts, len(heroes), vortex_width), -1, np.int32)
    escalators = np.full((n_layouts, n_points, escalator_width), -1, np.int32)
    explore_to = np.full((n_layouts, n_points), -1, np.int32)
    explore_hero = np.full((n_layouts, n_points), -1, np.int8)
    for c, mall in enumerate(malls):
        for g, cell in mall.cells.items():
            i = index[g]
            for d, side in enumerate(SIDES):
                if side in mall.ways[g]:
                    ways[c, i, d] = index[mall.ways[g][side]]
            space = cell.space
            hero = heroes.index(space.hero) if space.hero in heroes else -1
            if space.type == "exit":
                exits[c, i] = ANY_HERO if space.hero is None else hero
                if space.hero is not None and hero < 0:
                    exits[c, i] = NO_EXIT
            elif space.type == "item":
                items[c, i] = hero
            elif space.type == "timer":
                timers[c, i] = timer_bit[g]
            elif space.type == "explore" and g in nexts[c] and hero >= 0:
                explore_to[c, i] = nexts[c][g]
                explore_hero[c, i] = hero
            for k, other in enumerate(mall.escalators.get(g, ())):
                escalators[c, i, k] = index[other]
        for h, hero in enumerate(heroes):
            for k, g in enumerate(mall.vortexes.get(hero, ())):
                vortexes[c, h, k] = index[g]
    timer = scenario.timer or 0
    pos_bits, layout_bits = _bits(n_points), _bits(n_layouts - 1)
    total = len(heroes) * pos_bits + layout_bits + 1 + len(timer_points) + _bits(timer)
    if total > MAX_BITS:
        raise Declined(
            f"a state needs {total} bits ({n_points:,} spaces, {n_layouts:,} malls, "
            f"{len(timer_points)} timer spaces), more than the fast solver's {MAX_BITS}"
        )
    return Compiled(
        rules,
        layouts,
        points,
        len(heroes),
        pos_bits,
        layout_bits,
        len(timer_points),
        timer,
        ways,
        exits,
        items,
        timers,
        vortexes,
        escalators,
        explore_to,
        explore_hero,
    )
