"""A plan found by beam searches: an upper bound on a deal's fewest actions when the exact
search had to stop (RULES.md section 7).

A beam search goes layer by layer through the fast solver's kernel, as the exact one
does, but keeps only the states of each layer that look closest to the end (the first
found among equals), and never a state it kept before. Searches of wider beams follow,
each looking for a shorter plan than the one before.

How close a state looks (`Guide`) is the sum over the heroes of the single steps each
would need alone at the state's layout, nobody helping and every door open (steps tell
more states apart than actions, and cost far less to count): while the exits are
closed, to one of its armories and on from there to an exit; once they are open, to an
exit it may use. A hero with no way there at that layout counts `STUCK` and its
distance to the place as the crow flies, so that turning and sliding cards is steered.

The plan is played through the rules before it is given, so it is legal; it need not be
the shortest: its length is an upper bound only.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import numpy as np

from editor.core.limits import Limits

from . import estimate
from .actions import Action
from .compile import EXITS_OPEN_BIT, P_H, Compiled
from .fast import LayoutCache, Search
from .kernelcodes import M_GOAL, MODE_ACTIONS
from .rules import IllegalAction, Rules

#: The states kept per layer by each beam search in turn.
WIDTHS = (2_000, 20_000)
#: The most layers (actions) a beam search goes.
MOST_LAYERS = 500
#: What a hero counts that cannot get where it must at the layout, beyond the distance.
STUCK = 30


class Guide:
    """Steps-to-go per hero, from distance tables kept per layout (of any deal: they count
    single steps in every direction)."""

    def __init__(self, comp: Compiled):
        self.comp = comp
        self.rules = Rules(comp.quest)
        self._tables: dict[int, np.ndarray] = {}
        self.cells = comp.width * int(comp.params[P_H])
        self._ys, self._xs = np.divmod(np.arange(self.cells), comp.width)

    def values(self, K0: np.ndarray, K1: np.ndarray) -> np.ndarray:
        """How far each state (words ``K0``, ``K1``) looks from the end."""
        layouts, which = np.unique(K1, return_inverse=True)
        tables = np.stack([self._table(int(k1)) for k1 in layouts])
        pb = self.comp.pb
        opened = ((K0 >> np.uint64(EXITS_OPEN_BIT)) & np.uint64(1)).astype(np.intp)
        total = np.zeros(len(K0), np.int64)
        for i in range(len(self.comp.heroes)):
            at = ((K0 >> np.uint64(i * pb)) & np.uint64(self.comp.exited)).astype(np.intp)
            total += tables[which, opened, i, at]
        return total

    def _table(self, k1: int) -> np.ndarray:
        found = self._tables.get(k1)
        if found is None:
            found = self._tables[k1] = self._build(tuple(self.comp.layout(k1)))
        return found

    def _build(self, layout) -> np.ndarray:
        """Per exits closed (0) or open (1), hero and board cell: the steps to go."""
        rules, comp = self.rules, self.comp
        out = np.zeros((2, len(rules.heroes), comp.exited + 1), np.int64)
        cells = list(rules.board(layout).cells())
        for i, hero in enumerate(rules.heroes):
            away = estimate.hero_distances(
                rules, hero, ("NESW",), steps=True, layout=layout, helped=False
            )
            exits = [at for at, c in cells if c.type == "exit" and c.hero in (None, hero)]
            out[1, i, : self.cells] = self._row(away, exits)
            if hero not in rules.armory_heroes:
                out[0, i] = out[1, i]
                continue
            to_armory, armories = estimate.to_armories(
                rules, hero, ("NESW",), steps=True, layout=layout, helped=False
            )
            if not armories:
                out[0, i] = out[1, i]
                continue
            onward = min(min(away.get(a, STUCK), STUCK) for a in armories)
            out[0, i, : self.cells] = self._row(to_armory, list(armories)) + onward
        return out

    def _row(self, dists: dict, targets: list) -> np.ndarray:
        """Per board cell, its steps in ``dists``; where there is no way, `STUCK` and the
        cells to the nearest target as the crow flies, so that the cards' moves that bring
        the hero nearer count."""
        W = self.comp.width
        if targets:
            tx, ty = np.array(targets).T
            far = np.min(np.abs(self._xs[:, None] - tx) + np.abs(self._ys[:, None] - ty), axis=1)
        else:
            far = np.full(self.cells, self.cells)
        row = STUCK + far
        for (X, Y), d in dists.items():
            if d != estimate.DEAD:
                row[Y * W + X] = d
        return row


def best_plan(
    comp: Compiled,
    hands: Sequence[str],
    limits: Limits,
    max_states: int,
    *,
    cache: LayoutCache | None = None,
    kernel=None,
    guide: Guide | None = None,
    widths: Sequence[int] = WIDTHS,
    found: Callable[[list[Action]], None] | None = None,
) -> list[Action] | None:
    """The shortest plan of the deal ``hands`` that beam searches of each of ``widths``
    found, each within an equal share of the time left and `MOST_LAYERS` layers (and
    shorter than the plan found before it), or None when none found one. ``limits``
    and ``max_states`` (the states a search keeps over its layers; a layer's successors
    are held only while they are ranked) stop them too. ``found`` hears of each plan
    as it is found. A ``guide`` (and a ``cache``) may be shared by the searches of one
    quest: it does not depend on the deal."""
    cache = cache or LayoutCache(comp)
    guide = guide or Guide(comp)
    best = None
    for i, width in enumerate(widths):
        if limits.stop_now():
            break
        deadline = None
        if limits.deadline is not None:
            deadline = time.monotonic() + (limits.deadline - time.monotonic()) / (len(widths) - i)
        longest = MOST_LAYERS if best is None else len(best) - 1
        plan = _beam(
            comp, cache, kernel, guide, hands, limits, max_states, width, longest, deadline
        )
        if plan is not None:
            best = plan
            if found is not None:
                found(plan)
    return best


def _beam(
    comp, cache, kernel, guide: Guide, hands, limits: Limits, max_states, width, longest, deadline
) -> list[Action] | None:
    """One beam search of ``width`` states a layer and plans of at most ``longest`` actions."""
    K0 = np.array([comp.start[0]], np.uint64)
    K1 = np.array([comp.start[1]], np.uint64)
    kept = {comp.start[0] | comp.start[1] << 64}
    layers: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    while len(K0) and len(layers) < longest:
        if deadline is not None and time.monotonic() > deadline:
            return None
        search = Search(comp, cache, hands, MODE_ACTIONS, None, kernel, seeds=(K0, K1))
        outcome = search.expand_seeds(limits)
        if outcome == "stopped":
            return None
        if outcome == "found":
            goal = int(search.meta[M_GOAL])
            return _replayed(comp, hands, _walk_back(search, layers, goal))
        n, count = len(K0), search.states
        if count == n:
            return None  # no way on from any state kept
        nK0, nK1 = search.K0[n:count], search.K1[n:count]
        order = []
        for j in np.argsort(guide.values(nK0, nK1), kind="stable").tolist():
            key = int(nK0[j]) | int(nK1[j]) << 64
            if key not in kept:
                kept.add(key)
                order.append(j)
                if len(order) == width:
                    break
        layers.append((K0, K1, search.PAR[n:count][order], search.ACT[n:count][order]))
        K0, K1 = nK0[order], nK1[order]
        if len(kept) > max_states:
            return None
        limits.report(len(kept), len(layers))
    return None


def _walk_back(search: Search, layers, goal: int) -> list[Action]:
    """The actions from the start to the goal stored at ``goal`` in the last layer's search."""
    parent = int(search.PAR[goal])
    out = [search.action(int(search.K0[parent]), int(search.K1[parent]), int(search.ACT[goal]))]
    for K0, K1, parents, codes in reversed(layers):
        code = int(codes[parent])
        parent = int(parents[parent])
        out.append(search.action(int(K0[parent]), int(K1[parent]), code))
    out.reverse()
    return out


def _replayed(comp: Compiled, hands: Sequence[str], plan: list[Action]) -> list[Action]:
    """``plan``, once the rules have played it to the end."""
    rules = Rules(comp.quest)
    state = rules.initial_state()
    try:
        for action in plan:
            state = rules.apply(state, action, hands)
    except IllegalAction as exc:
        raise RuntimeError(f"the beam search's plan is refused by the rules: {exc}") from exc
    if not rules.is_goal(state):
        raise RuntimeError("the beam search's plan ends before every hero is out")
    return plan
