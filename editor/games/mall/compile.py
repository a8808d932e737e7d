"""A scenario compiled into the flat tables the fast kernel (`kernel`) reads.

Spaces are numbered by *slot*: the ``k``-th tile placed in the mall (the start tile
first, then the tiles placed at the start, then the deck in order) holds slots
``16 k`` to ``16 k + 15``, one per local space. As the deck is drawn in order, the
``k``-th tile is always the same tile, so what a slot holds (an exit, an item, a
timer, an explore space, escalators) is known from the start; only where the tiles
lie, and so the ways between slots, depends on the *layout* (the tiles explored so
far, `State.explored`). Layouts are numbered as the search meets them (`intern`), and
the kernel asks for the ways of a layout (`build`) the first time it expands one of
its states: a deck that could build millions of malls costs only those the heist
reaches.

A state packs into one int64: each hero's slot (``slots`` for a hero that has left)
in ``pos_bits`` bits, the theft bit, the used timer spaces (a bit each), the sand left,
and the layout in the bits that remain. `pack` does the same in Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .geometry import Mall
from .model import SIDES, SIZE, Point, Scenario
from .rules import Rules, State

#: The bits of a packed state (one int64, its sign kept for the complete heist).
MAX_BITS = 62
#: Fewer bits than this left for the layout and the scenario goes to the reference solver.
MIN_LAYOUT_BITS = 12
#: Spaces of one tile, so slots of one tile in the mall.
SPACES = SIZE * SIZE
#: Exit owner for an exit of every hero; -2 is no exit.
ANY_HERO = 4
NO_EXIT = -2
#: Layouts the tables have room for at first (they grow by doubling).
FIRST_LAYOUTS = 64
#: A distance meaning never (`distances`).
DEAD = 255


class Declined(Exception):
    """The scenario does not fit the fast kernel's states; the message says why."""


def _bits(n: int) -> int:
    return max(1, int(n).bit_length())


def _local(p: Point) -> int:
    return p[1] * SIZE + p[0]


@dataclass
class Compiled:
    rules: Rules
    heroes: int
    slots: int
    """Slots of every tile that can be in the mall; a hero gone has slot ``slots``."""
    pos_bits: int
    used_bits: int
    timer: int
    layout_bits: int
    exits: np.ndarray
    items: np.ndarray
    timers: np.ndarray
    explore_hero: np.ndarray
    escalators: np.ndarray
    vortexes: np.ndarray
    """Per number of tiles in the mall and hero, the slots of that hero's vortexes."""
    item_tile: np.ndarray
    """Per hero, the first tile (in placing order) with an item of its colour."""
    exit_tile: np.ndarray
    """Per hero, the first tile with an exit it may use."""
    layouts: list[tuple] = field(default_factory=list)
    """Each layout's explored tiles (`State.explored`), by number."""
    ways: np.ndarray = field(init=False)
    """Per layout and slot, the slot beyond each side (N, E, S, W), or -1."""
    explore_to: np.ndarray = field(init=False)
    """Per layout and slot, the layout exploring from that slot makes, or -1."""
    pieces: np.ndarray = field(init=False)
    """Per layout, the tiles in its mall."""
    ready: np.ndarray = field(init=False)
    """Per layout, 1 once `build` has filled its rows."""
    distances: np.ndarray = field(init=False)
    """Per layout, phase (0: before the theft, 1: after it), hero and slot, the actions
    that hero needs at least to leave the mall (`distances`), once `measure` has filled
    them."""
    measured: np.ndarray = field(init=False)
    """Per layout, 1 once `measure` has filled its distances."""

    def __post_init__(self):
        self._number: dict[tuple, int] = {}
        self.ways = np.full((FIRST_LAYOUTS, self.slots, 4), -1, np.int16)
        self.explore_to = np.full((FIRST_LAYOUTS, self.slots), -1, np.int32)
        self.pieces = np.zeros(FIRST_LAYOUTS, np.int16)
        self.ready = np.zeros(FIRST_LAYOUTS, np.uint8)
        self.distances = np.full((FIRST_LAYOUTS, 2, self.heroes, self.slots), DEAD, np.uint8)
        self.measured = np.zeros(FIRST_LAYOUTS, np.uint8)
        self.intern(())

    @property
    def table_bytes(self) -> int:
        """What the per-layout tables take."""
        return sum(
            a.nbytes
            for a in (
                self.ways,
                self.explore_to,
                self.pieces,
                self.ready,
                self.distances,
                self.measured,
            )
        )

    @property
    def most_layouts(self) -> int:
        return 1 << self.layout_bits

    @property
    def layout_shift(self) -> int:
        return self.heroes * self.pos_bits + 1 + self.used_bits + _bits(self.timer)

    def intern(self, explored: tuple) -> int:
        """The number of a layout, given it the first time it is met; `Declined` when a
        state has no room for its number."""
        number = self._number.get(explored)
        if number is not None:
            return number
        number = len(self.layouts)
        if number >= self.most_layouts:
            raise Declined(
                f"the heist meets more than {self.most_layouts:,} malls, as many as a "
                f"state's {self.layout_bits} bits for its mall can tell apart"
            )
        if number == self.ready.shape[0]:
            self._grow(2 * number)
        self._number[explored] = number
        self.layouts.append(explored)
        self.pieces[number] = len(self.rules.start_pieces) + len(explored)
        return number

    def _grow(self, size: int) -> None:
        def grown(a: np.ndarray, fill) -> np.ndarray:
            out = np.full((size,) + a.shape[1:], fill, a.dtype)
            out[: a.shape[0]] = a
            return out

        self.ways = grown(self.ways, -1)
        self.explore_to = grown(self.explore_to, -1)
        self.pieces = grown(self.pieces, 0)
        self.ready = grown(self.ready, 0)
        self.distances = grown(self.distances, DEAD)
        self.measured = grown(self.measured, 0)

    def build(self, number: int) -> None:
        """Fill the rows of layout ``number``: its ways and its explorations (whose layouts
        are interned, not built)."""
        rules = self.rules
        explored = self.layouts[number]
        mall = self.mall(number)
        deck_left = len(explored) < len(rules.deck)
        for g in mall.cells:
            i = self.slot(mall, g)
            for d, side in enumerate(SIDES):
                to = mall.ways[g].get(side)
                if to is not None:
                    self.ways[number, i, d] = self.slot(mall, to)
            if deck_left and self.explore_hero[i] >= 0 and mall.leads_to_unexplored(g):
                place = mall.placement(g)
                after = explored + ((place.origin, place.rotation, place.space),)
                self.explore_to[number, i] = self.intern(after)
        self.ready[number] = 1

    def measure(self, number: int) -> None:
        """Fill the distances of layout ``number`` (`distances`)."""
        rules = self.rules
        mall = self.mall(number)
        for h, hero in enumerate(rules.heroes):
            for phase, found in enumerate(distances(mall, hero, int(self.pieces[number]), self)):
                for g, d in found.items():
                    self.distances[number, phase, h, self.slot(mall, g)] = min(d, DEAD)
        self.measured[number] = 1

    def mall(self, number: int) -> Mall:
        """The mall of layout ``number``, built anew: `Rules.mall` keeps every mall it
        builds, tens of kilobytes each, and a search may meet hundreds of thousands."""
        return self.rules.mall_of(self.layouts[number])

    @staticmethod
    def slot(mall: Mall, g: Point) -> int:
        cell = mall.cells[g]
        return cell.piece * SPACES + _local(cell.local)

    def point(self, number: int, slot: int) -> Point:
        """The global space of a slot in a layout."""
        mall = self.mall(number)
        _, origin, rotation, _ = mall.pieces[slot // SPACES]
        return Mall.to_global(origin, rotation, divmod(slot % SPACES, SIZE)[::-1])

    def pack(self, state: State) -> int:
        """The int64 of a state (-1 for a complete heist)."""
        if state.complete:
            return -1
        mall = self.rules.mall(state)
        code = 0
        for h, p in enumerate(state.positions):
            code |= (self.slots if p is None else self.slot(mall, p)) << (h * self.pos_bits)
        shift = self.heroes * self.pos_bits
        code |= int(state.theft) << shift
        shift += 1
        for p in state.used:
            code |= 1 << (shift + int(self.timers[self.slot(mall, p)]))
        shift += self.used_bits
        code |= state.remaining << shift
        return code | self.intern(state.explored) << self.layout_shift


def compile_scenario(scenario: Scenario) -> Compiled:
    """The tables of a scenario free of errors (its first layout built); `Declined` when
    a state would have fewer than `MIN_LAYOUT_BITS` bits left to number the layouts."""
    rules = Rules(scenario)
    tiles = [piece[0] for piece in rules.start_pieces] + list(rules.deck)
    heroes = rules.heroes
    slots = len(tiles) * SPACES
    exits = np.full(slots, NO_EXIT, np.int8)
    items = np.full(slots, -1, np.int8)
    timers = np.full(slots, -1, np.int8)
    explore_hero = np.full(slots, -1, np.int8)
    escalator_ends: dict[int, list[int]] = {}
    vortex_slots: list[list[list[int]]] = [[[] for _ in heroes]]
    used_bits = 0
    for k, tile in enumerate(tiles):
        base = k * SPACES
        mine = [list(v) for v in vortex_slots[-1]]
        for space in tile.spaces:
            i = base + _local(space.at)
            hero = heroes.index(space.hero) if space.hero in heroes else -1
            if space.type == "exit":
                exits[i] = ANY_HERO if space.hero is None else hero if hero >= 0 else NO_EXIT
            elif space.type == "item":
                items[i] = hero
            elif space.type == "timer":
                timers[i] = used_bits
                used_bits += 1
            elif space.type == "explore" and hero >= 0:
                explore_hero[i] = hero
            elif space.type == "vortex" and hero >= 0:
                mine[hero].append(i)
        vortex_slots.append(mine)
        for a, b in tile.escalators:
            escalator_ends.setdefault(base + _local(a), []).append(base + _local(b))
            escalator_ends.setdefault(base + _local(b), []).append(base + _local(a))
    escalators = np.full(
        (slots, max([1] + [len(v) for v in escalator_ends.values()])), -1, np.int32
    )
    for i, ends in escalator_ends.items():
        escalators[i, : len(ends)] = ends
    width = max([1] + [len(v) for per in vortex_slots for v in per])
    vortexes = np.full((len(tiles) + 1, len(heroes), width), -1, np.int32)
    for k, per in enumerate(vortex_slots):
        for h, ends in enumerate(per):
            vortexes[k, h, : len(ends)] = ends
    item_tile = np.zeros(len(heroes), np.int16)
    exit_tile = np.zeros(len(heroes), np.int16)
    for h in range(len(heroes)):
        mine = np.flatnonzero(items == h)
        usable = np.flatnonzero((exits == h) | (exits == ANY_HERO))
        # a scenario without either has errors and is never solved
        item_tile[h] = mine[0] // SPACES if mine.size else 0
        exit_tile[h] = usable[0] // SPACES if usable.size else 0
    timer = scenario.timer or 0
    pos_bits = _bits(slots)
    taken = len(heroes) * pos_bits + 1 + used_bits + _bits(timer)
    if MAX_BITS - taken < MIN_LAYOUT_BITS:
        raise Declined(
            f"a state needs {taken} bits before its mall ({slots:,} spaces, {used_bits} timer "
            f"spaces), leaving fewer than {MIN_LAYOUT_BITS} of the fast solver's {MAX_BITS}"
        )
    compiled = Compiled(
        rules,
        len(heroes),
        slots,
        pos_bits,
        used_bits,
        timer,
        min(MAX_BITS - taken, 31),
        exits,
        items,
        timers,
        explore_hero,
        escalators,
        vortexes,
        item_tile,
        exit_tile,
    )
    compiled.build(0)
    return compiled


#: The node of `distances`' graphs standing for every tile not yet in the mall.
FUTURE = "future"
#: The node of a hero gone.
LEFT = "left"


def distances(mall: Mall, hero: str, placed: int, c: Compiled) -> tuple[dict, dict]:
    """Per space of ``mall``, the fewest actions ``hero`` needs, alone, to leave the mall:
    before the theft (to an item of its colour first, vortexes on) and after it (vortexes
    off). The tiles not yet placed (the deck from tile ``placed`` on) count at their
    cheapest: one node, `FUTURE`, entered in one action from any space in line with an
    explore space that leads to an unexplored area (a slide on through it) or by a
    vortex to a vortex of the hero's on such a tile, left in one action to any space of
    the mall (or out by an exit there), free to cross, holding an item or an exit
    wherever a later tile does.
    Every later tile is reached through such an explore space, and no slide crosses a
    whole tile (its passages are never in line), so no real plan of that hero's is
    shorter. A space missing from an answer is one from which the hero never leaves."""
    h = c.rules.heroes.index(hero)
    later = range(placed * SPACES, c.slots)
    after = _graph(mall, hero, c, placed, theft=True)
    future_exit = any(c.exits[i] in (h, ANY_HERO) for i in later)
    out = _backwards(after, {LEFT: 0} | ({FUTURE: 0} if future_exit else {}))
    # before the theft: to an item, then out from there (at least one more action)
    items = {g: out[g] for g in mall.cells if _item_of(mall, g, hero) and g in out}
    if any(c.items[i] == h for i in later) and FUTURE in out:
        items[FUTURE] = max(1, out[FUTURE])
    before = _backwards(_graph(mall, hero, c, placed, theft=False), items)
    return (
        {g: d for g, d in before.items() if g in mall.cells},
        {g: d for g, d in out.items() if g in mall.cells},
    )


def _graph(mall: Mall, hero: str, c: Compiled, placed: int, theft: bool) -> dict:
    """Node -> the nodes one action of the hero alone reaches (`distances`)."""
    h = c.rules.heroes.index(hero)
    vortexes = [] if theft else mall.vortexes.get(hero, [])
    future_vortex = not theft and any(v >= placed * SPACES for v in c.vortexes[-1, h] if v >= 0)
    into: dict = {}
    for g in mall.cells:
        ends: set = set()
        for side, ray in mall.rays[g].items():
            for q in ray:
                if theft and mall.exits.get(q, "") in (None, hero):
                    ends.add(LEFT)
                    break
                ends.add(q)
            else:
                last = ray[-1] if ray else g
                if mall.leads_to_unexplored(last) and mall.facing(last) == side:
                    ends.add(FUTURE)
        for q in mall.escalators.get(g, ()):
            ends.add(LEFT if theft and mall.exits.get(q, "") in (None, hero) else q)
        ends.update(vortexes)
        if future_vortex:
            ends.add(FUTURE)
        into[g] = ends
    # a slide from a later tile may run on into the mall and onto an exit
    into[FUTURE] = set(mall.cells)
    if theft and any(owner in (None, hero) for owner in mall.exits.values()):
        into[FUTURE].add(LEFT)
    return into


def _backwards(into: dict, goals: dict) -> dict:
    """The fewest actions from each node to a goal, each goal starting at its own count
    (unit steps, so buckets by count stand in for a priority queue)."""
    back: dict = {}
    for a, ends in into.items():
        for b in ends:
            back.setdefault(b, []).append(a)
    dist: dict = {}
    buckets: dict[int, list] = {}
    for g, d in goals.items():
        buckets.setdefault(d, []).append(g)
    d = 0
    while buckets:
        for node in buckets.pop(d, ()):
            if node in dist:
                continue
            dist[node] = d
            for a in back.get(node, ()):
                if a not in dist:
                    buckets.setdefault(d + 1, []).append(a)
        d += 1
    return dist


def _item_of(mall: Mall, g: Point, hero: str) -> bool:
    space = mall.cells[g].space
    return space.type == "item" and space.hero == hero
