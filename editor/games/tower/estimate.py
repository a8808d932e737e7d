"""Lower bounds on the actions a quest still needs, for the fast solver's bounded search.

For each hero alone on the board, with every door open, the exits open and the other
heroes nowhere (so never in its way), `hero_distances` works out, for every cell, the
fewest actions that take it out of an exit. What the other heroes can do for it is
granted whenever it could ever help: the elf jumps wherever the edges let it (as if a
hero stood in between), the little sister teleports without a neighbour, any hero is
tossed across any trap, swapped onto any invocation cell, and the mage, once on an
invocation cell, may swap to any cell. Every real action therefore takes a hero at most
one of these actions closer to leaving, and a hero that cannot leave even so never will.

While the exits are closed, an armory hero's distance is its way onto one of its
armories and from there out (`armory_distances`): the exits open only while it stands
there.

Only the mage's swap moves two heroes in one action; cards turning or sliding move many,
so quests with rotation or sliding cells get no bound here. So for a state, the sum of
its heroes' distances (half of it, rounded up, when the mage can swap, and at least the
largest one) never exceeds the actions still needed (RULES.md section 7).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

import numpy as np

from .compile import EXITS_OPEN_BIT
from .geometry import Layout
from .model import DOOR_NUMBERS, Quest
from .rules import Rules, State, _add

#: A cell from which the hero can never leave.
DEAD = 255
#: The heuristic's ways of adding the heroes' distances (the kernel's ``M_HMODE``).
NONE, SUM, HALF_SUM = 0, 1, 2
#: Boards with more cells than this get no bound (the tables are worked out in Python).
MOST_CELLS = 1024
#: The table and mode of a quest that gets no bound.
NO_ESTIMATE = (np.zeros((1, 1), np.uint8), NONE)

Point = tuple[int, int]


def applies(quest: Quest) -> bool:
    """Whether the quest's cards never move and its board is small enough."""
    moving = any(
        c.type in ("rotation", "sliding") for card in quest.cards for c in card.cells.values()
    )
    cells = quest.slots[0] * quest.slots[1] * quest.size * quest.size
    return not moving and cells <= MOST_CELLS


def mode(quest: Quest) -> int:
    """`SUM`, or `HALF_SUM` when the mage can swap (its swap moves two heroes)."""
    swaps = "mage" in quest.heroes and any(
        c.type == "invocation" for card in quest.cards for c in card.cells.values()
    )
    return HALF_SUM if swaps else SUM


def hero_distances(
    rules: Rules,
    hero: str,
    hands: Sequence[str],
    steps: bool = False,
    *,
    layout: Layout | None = None,
    helped: bool = True,
    goal: frozenset[Point] | None = None,
) -> dict[Point, int]:
    """Per cell of the board, the fewest actions (or ``steps``: walks, climbs, jumps,
    teleports, tosses, swaps) that take ``hero`` out, in the relaxed game above (`DEAD`
    where it never gets out).

    For the beam search's guide (`bestplan`), the cards may lie at another ``layout``
    than the quest's; without ``helped`` nobody helps (no jump, toss or swap); with a
    ``goal``, the actions count to end on one of its cells, the exits closed."""
    alone = State(rules._nobody, layout or rules.initial_state().layout, goal is None)
    board = rules.board(alone)
    cells = [
        (X, Y)
        for Y in range(board.height)
        for X in range(board.width)
        if rules.occupy_reason(alone, hero, (X, Y)) is None
    ]
    doors = frozenset(DOOR_NUMBERS)

    def done(p: Point) -> bool:
        return rules.leaves(alone, hero, p) if goal is None else p in goal

    invocations = [at for at in cells if rules.cell(alone, at).type == "invocation"]
    swaps = helped and "mage" in rules.heroes and bool(invocations)
    tosses = helped and "barbarian" in rules.heroes and hero != "barbarian"
    reach: dict[Point, set[Point]] = {}
    leaves: set[Point] = set()
    for a in cells:
        if rules.leaves(alone, hero, a):
            continue  # a hero on an exit has left
        ends: set[Point] = set()
        for hand in hands:
            ends |= _one_action(rules, alone, hero, a, hand, doors, steps, helped)
        if tosses:
            for d in "NESW":
                over, to = _add(a, d), _add(a, d, 2)
                cell = rules.cell(alone, over)
                if cell is not None and cell.type == "trap" and to in cells:
                    ends.add(to)
        if swaps and hero != "mage":
            ends.update(invocations)
        if swaps and hero == "mage" and any(p in ends for p in invocations):
            ends.update(cells)
        if any(done(p) for p in ends):
            leaves.add(a)
        reach[a] = {p for p in ends if p != a and not rules.leaves(alone, hero, p)}
    return _backward_distances(reach, leaves)


def _backward_distances(reach: dict[Point, set[Point]], leaves: set[Point]) -> dict[Point, int]:
    """Per cell of ``reach`` (each with the cells one action takes the hero to), the
    fewest actions to the goal: 1 from the cells of ``leaves``; `DEAD` where there is
    no way."""
    back: dict[Point, list[Point]] = {a: [] for a in reach}
    for a, ends in reach.items():
        for p in ends:
            back[p].append(a)
    dist = {a: DEAD for a in reach}
    queue = deque(leaves)
    for a in leaves:
        dist[a] = 1
    while queue:
        p = queue.popleft()
        for a in back[p]:
            if dist[a] == DEAD:
                dist[a] = dist[p] + 1
                queue.append(a)
    return dist


def _one_action(
    rules: Rules,
    alone: State,
    hero: str,
    a: Point,
    hand: str,
    doors: frozenset[int],
    one_step: bool = False,
    helped: bool = True,
) -> set[Point]:
    """Where one action (``one_step``: one step) of ``hero`` with ``hand`` may take it
    from ``a``, alone on the board (exits included: it leaves there)."""
    if hero == "sister":
        board = rules.board(alone)
        out = set()
        for d in hand:
            k = 1
            while 0 <= (t := _add(a, d, k))[0] < board.width and 0 <= t[1] < board.height:
                if rules.occupy_reason(alone, hero, t) is None:
                    out.add(t)
                k += 1
        return out
    seen = {a}
    queue = deque([a])
    while queue:
        u = queue.popleft()
        if u != a and rules.leaves(alone, hero, u):
            continue
        for d in hand:
            for b in rules._candidates(alone.layout, hero == "elf", u, d):
                if b in seen or not _step(rules, alone, hero, u, b, d, doors, helped):
                    continue
                seen.add(b)
                if not one_step:
                    queue.append(b)
    return seen


def _step(
    rules: Rules, alone: State, hero: str, a: Point, b: Point, d: str, doors, helped: bool
) -> bool:
    """A step the hero could take (``helped``: with the others placed to help the elf's
    jump)."""
    if helped and abs(b[0] - a[0]) + abs(b[1] - a[1]) == 2 and hero == "elf":
        here, there = rules.cell(alone, a), rules.cell(alone, b)
        if not (here is not None and there is not None and here.type == there.type == "ladder"):
            between = _add(a, d)
            return (
                rules.edge_reason(alone, hero, a, d, doors) is None
                and rules.edge_reason(alone, hero, between, d, doors) is None
                and rules.occupy_reason(alone, hero, b) is None
            )
    return rules._step_reason(alone, hero, a, b, d, doors) is None


def to_armories(
    rules: Rules,
    hero: str,
    hands: Sequence[str],
    steps: bool = False,
    *,
    layout: Layout | None = None,
    helped: bool = True,
) -> tuple[dict[Point, int], frozenset[Point]]:
    """``hero``'s armories at ``layout`` (the quest's when None), and per cell the fewest
    actions (or ``steps``) onto one of them with the exits closed, as `hero_distances`
    counts them (0 on an armory)."""
    layout = layout or rules.initial_state().layout
    armories = frozenset(
        at
        for at, cell in rules.board(layout).cells()
        if cell.type == "armory" and cell.hero == hero
    )
    there = hero_distances(rules, hero, hands, steps, layout=layout, helped=helped, goal=armories)
    there.update(dict.fromkeys(armories, 0))
    return there, armories


def armory_distances(
    rules: Rules, hero: str, hands: Sequence[str], steps: bool, out: dict[Point, int]
) -> dict[Point, int]:
    """While the exits are closed: per cell, the fewest actions (or ``steps``) that take
    an armory hero onto one of its armories and then out, in the relaxed game above;
    ``out`` are its `hero_distances`. The exits open only while it stands on its armory,
    so no plan takes it out sooner."""
    there, armories = to_armories(rules, hero, hands, steps)
    onward = min((out.get(a, DEAD) for a in armories), default=DEAD)
    if onward == DEAD:
        return dict.fromkeys(out, DEAD)
    return {at: DEAD if d == DEAD else min(d + onward, DEAD - 1) for at, d in there.items()}


def tables(
    quest: Quest, hands: Sequence[str], pb: int, steps: bool = False
) -> tuple[np.ndarray, int]:
    """The kernel's table and how to add it up (`SUM`, `HALF_SUM`), or `NO_ESTIMATE` when
    the quest gets no bound. The table holds per hero in play and packed cell
    ``Y * width + X`` the distance in actions, or in ``steps`` (0 for the value of a hero
    gone): with the exits open in its first rows, one per hero, and closed in the next
    (`armory_distances` for the armory heroes)."""
    if not applies(quest):
        return NO_ESTIMATE
    rules = Rules(quest)
    width = quest.slots[0] * quest.size
    nh = len(rules.heroes)
    out = np.full((2 * nh, 1 << pb), DEAD, np.uint8)
    out[:, (1 << pb) - 1] = 0
    for i, hero in enumerate(rules.heroes):
        away = hero_distances(rules, hero, hands, steps)
        closed = away
        if hero in rules.armory_heroes:
            closed = armory_distances(rules, hero, hands, steps, away)
        for row, dists in ((i, away), (nh + i, closed)):
            for (X, Y), d in dists.items():
                out[row, Y * width + X] = d
    return out, mode(quest)


def state_bound(table: np.ndarray, how: int, k0: int, pb: int) -> int | None:
    """The actions a state (word 0) needs at least, as the kernel adds them up; None when
    some hero can never leave."""
    mask = (1 << pb) - 1
    nh = table.shape[0] // 2
    rows = range(nh) if k0 >> EXITS_OPEN_BIT & 1 else range(nh, 2 * nh)
    dists = [int(table[r, (k0 >> (i * pb)) & mask]) for i, r in enumerate(rows)]
    if DEAD in dists:
        return None
    total = sum(dists)
    return total if how == SUM else max(max(dists), (total + 1) // 2)
