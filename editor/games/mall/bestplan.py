"""A plan found by a beam search: an upper bound on the fewest actions when the exact search
(`reference`, `fast`) had to stop (RULES.md section 7).

The search goes layer by layer as the exact one does, but keeps only the `BEAM` states of
each layer that look closest to the end. How close a state looks is the sum over the
heroes of the actions each would need alone, the others out of its way: to an item of
its colour before the theft, to an exit it may use after it (`Guide`). A hero whose goal
is not in the mall yet counts the way to an explore space of its own that leads on, and
`UNSEEN` more. The plan it finds is legal, as it is played through `Rules`, but not
necessarily the shortest: its length is an upper bound only.
"""

from __future__ import annotations

from collections import deque

from editor.core.limits import Limits

from .geometry import Mall
from .hands import holders
from .model import Point
from .rules import GONE, Action, Rules, State

#: States kept per layer.
BEAM = 2000
#: What a goal not yet in the mall counts, beyond the way to an explore space.
UNSEEN = 8
#: What a hero counts that can reach neither its goal nor an explore space.
STUCK = 100


class Guide:
    """Actions-to-go per hero, from distance maps kept per mall, hero and target."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self._maps: dict[tuple, dict[Point, int]] = {}
        self._exit_legs: dict[tuple, int] = {}  # (mall, hero): from its nearest item out

    def estimate(self, state: State) -> int:
        mall = self.rules.mall(state)
        total = 0
        for hero, here in zip(self.rules.heroes, state.positions, strict=True):
            if here is GONE:
                continue
            if state.theft:
                goal = self._map(state, mall, hero, "exit").get(here)
            else:
                goal = self._to_item_and_out(state, mall, hero, here)
            if goal is not None:
                total += goal
                continue
            onward = self._map(state, mall, hero, "explore").get(here)
            total += STUCK if onward is None else onward + 1 + UNSEEN
        return total

    def _to_item_and_out(self, state: State, mall: Mall, hero: str, here: Point) -> int | None:
        """The way to an item of the hero's colour and on from there to an exit: the theft
        is no step back for the estimate."""
        to_item = self._map(state, mall, hero, "item").get(here)
        if to_item is None:
            return None
        key = (state.explored, hero)
        out = self._exit_legs.get(key)
        if out is None:
            exits = self._map(state, mall, hero, "exit")
            legs = [exits[g] for g in _items(mall, hero) if g in exits]
            out = self._exit_legs[key] = min(legs, default=UNSEEN)
        return to_item + out

    def _map(self, state: State, mall: Mall, hero: str, what: str) -> dict[Point, int]:
        key = (state.explored, hero, what, state.theft if what == "explore" else None)
        found = self._maps.get(key)
        if found is None:
            found = self._maps[key] = self._distances(state, mall, hero, what)
        return found

    def _distances(self, state: State, mall: Mall, hero: str, what: str) -> dict[Point, int]:
        """Each space's actions to the nearest target (``what``: an item of the hero's
        colour, an exit it may use, an explore space of its own that leads on) for ``hero``
        alone: moves along rays and escalators go both ways; a vortex (before the theft:
        on the way to an item, or exploring then) is one action from anywhere."""
        if what == "exit":
            targets = [g for g, owner in mall.exits.items() if owner in (None, hero)]
        elif what == "item":
            targets = _items(mall, hero)
        else:
            targets = [g for g in mall.cells if self.rules.can_explore(mall, state, hero, g)]
        dist = {g: 0 for g in targets}
        queue = deque(targets)
        while queue:
            g = queue.popleft()
            for nxt in _neighbours(mall, g):
                if nxt not in dist:
                    dist[nxt] = dist[g] + 1
                    queue.append(nxt)
        before_theft = what == "item" or (what == "explore" and not state.theft)
        vortexes = mall.vortexes.get(hero, []) if before_theft else []
        through = min((dist[v] for v in vortexes if v in dist), default=None)
        if through is not None:
            for g in mall.cells:
                if dist.get(g, through + 2) > through + 1:
                    dist[g] = through + 1
        return dist


def _items(mall: Mall, hero: str) -> list[Point]:
    return [g for g, c in mall.cells.items() if c.space.type == "item" and c.space.hero == hero]


def _neighbours(mall: Mall, g: Point) -> list[Point]:
    out = [p for ray in mall.rays[g].values() for p in ray]
    out += mall.escalators.get(g, ())
    return out


def best_plan(
    rules: Rules, limits: Limits, max_states: int, *, beam: int = BEAM
) -> list[tuple[State, Action]] | None:
    """A plan that completes the heist, as (state, action) pairs, or None when the beam
    lost every way on, or ``limits`` or ``max_states`` (the states held) stopped it first."""
    guide = Guide(rules)
    start = rules.initial()
    parent: dict[State, tuple[State, Action] | None] = {start: None}  # the states kept
    layer = [start]
    while layer:
        found: dict[State, tuple[State, Action]] = {}
        for count, state in enumerate(layer):
            for action, after in rules.successors(state):
                if after.complete:
                    return _walk_back(parent, state) + [(state, action)]
                if after not in parent and after not in found:
                    found[after] = (state, action)
            if count % 64 == 0:
                if limits.stop_now() or len(parent) + len(found) > max_states:
                    return None
                limits.report(len(parent) + len(found), len(parent))
        ranked = sorted(found, key=guide.estimate)[:beam]  # stable: ties in the order found
        for state in ranked:
            parent[state] = found[state]
        layer = ranked
    return None


def _walk_back(parent, state: State) -> list[tuple[State, Action]]:
    steps = []
    while parent[state] is not None:
        before, action = parent[state]
        steps.append((before, action))
        state = before
    steps.reverse()
    return steps


def as_json(rules: Rules, steps: list[tuple[State, Action]], players: int) -> list[dict]:
    """The plan's actions as JSON for ``players``, each acted by a player who holds its
    action tile, so that the acting player changes the fewest times this order allows."""
    kinds = [action.kind for _, action in steps]
    acting = _fewest_changes(kinds, holders(players)) if players > 1 else [0] * len(kinds)
    return [rules.to_json(s, a, p) for (s, a), p in zip(steps, acting, strict=True)]


def _fewest_changes(kinds: list[str], who: dict[str, tuple[int, ...]]) -> list[int]:
    """The player acting each action, so that the acting player changes the fewest times."""
    if not kinds:
        return []
    cost: dict[int, int] = {q: 0 for q in who[kinds[0]]}
    back: list[dict[int, int]] = []
    for kind in kinds[1:]:
        row, came = {}, {}
        for q in who[kind]:
            p = min(cost, key=lambda p, q=q: cost[p] + (p != q))
            row[q], came[q] = cost[p] + (p != q), p
        cost = row
        back.append(came)
    q = min(cost, key=cost.get)
    out = [q]
    for came in reversed(back):
        q = came[q]
        out.append(q)
    out.reverse()
    return out
