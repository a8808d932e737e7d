"""The exact reference solver (RULES.md section 7): fewest actions, then per player count
the fewest hand-offs (solo: switches) among the plans of fewest actions.

1. A breadth-first search over whole states (heroes, explored tiles and where they
   lie, theft, used timers, sand left) finds the fewest actions D: the first depth
   at which some action completes the heist. Exploring is one more action, with a
   choice of explore space where several lead to unexplored areas.
2. Going back from depth D over the actions the search recorded between layers, the
   states on some plan of D actions are kept with the actions between them (the
   plans' graph).
3. On that graph, for each player count, a pass layer by layer keeps for every state
   and every player the fewest changes of acting player (solo: of action kind) of
   a plan reaching it with that player acting last; its parents give a witness.

``solvable`` is False only when the search ran out of states without a plan; a
limit (states, memory, time, cancel) leaves it None.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from editor.core.limits import Limits, Progress

from .hands import HANDS, PLAYERS, holders
from .model import Scenario
from .results import MallResult, Plan, state_cap
from .rules import Action, Rules, State

#: What one stored state costs the reference solver, roughly (bytes), for the memory budget.
BYTES_PER_STATE = 1500
#: The end of every plan: all the heroes have left (whatever the rest of the state).
GOAL = "goal"


def solve(
    scenario: Scenario,
    players=PLAYERS,
    *,
    max_states: int | None = None,
    max_memory: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    proven: Callable[[int], None] | None = None,
) -> MallResult:
    """Solve a scenario free of errors for the given player counts, within the limits;
    ``proven`` hears the fewest actions proven so far, as the search goes deeper."""
    limits = Limits(timeout, progress, cancel)
    cap, capped_by = state_cap(max_states, max_memory, BYTES_PER_STATE)
    rules = Rules(scenario)
    plans = {n: Plan(n, HANDS[n]) for n in players}
    layers, edges, depth, stopped, states = _breadth_first(
        rules, limits, cap, capped_by, proven or (lambda _: None)
    )
    result = MallResult(None, plans=plans, states=states, stopped_by=stopped)
    if stopped is not None:
        result.lower = len(layers)  # a plan ends at the next layer at the soonest
    if stopped is None and depth is None:
        result.solvable = False
    elif stopped is None and depth is not None:
        graph = _plans_graph(layers, edges, depth)
        del edges
        result.solvable, result.min_actions = True, depth
        for n in players:
            plans[n].changes, plans[n].solution = _fewest_changes(rules, graph, n)
    result.seconds = time.monotonic() - limits.t0
    limits.report(result.states, depth or len(layers), force=True)
    return result


Edges = dict[State, list[tuple[Action, object]]]


def _breadth_first(
    rules: Rules, limits: Limits, cap: int, capped_by: str, proven: Callable[[int], None]
) -> tuple[list[list[State]], Edges, int | None, str | None, int]:
    """The states layer by layer up to the last one before the heist completes, with the
    actions from each state into the next layer (`GOAL` for an action that completes the
    heist); the fewest actions (None when no plan exists); what stopped the search (None
    when it decided); the states stored."""
    start = rules.initial()
    depth = {start: 0}
    layers = [[start]]
    edges: Edges = {}
    while layers[-1]:
        d = len(layers)
        nxt: list[State] = []
        done = False
        for count, state in enumerate(layers[-1]):
            if count % 256 == 0:
                if limits.stop_now():
                    return layers, edges, None, limits.reason, len(depth)
                limits.report(len(depth), d)
                proven(d)
            out = []
            for action, after in rules.successors(state):
                if after.complete:
                    done = True
                    out.append((action, GOAL))
                    continue
                seen = depth.get(after)
                if seen is None:
                    depth[after] = d
                    nxt.append(after)
                    out.append((action, after))
                elif seen == d:
                    out.append((action, after))
            edges[state] = out
            if len(depth) > cap:
                return layers, edges, None, capped_by, len(depth)
        if done:
            return layers, edges, d, None, len(depth)
        layers.append(nxt)
    return layers, edges, None, None, len(depth)


def _plans_graph(
    layers: list[list[State]], edges: Edges, depth: int
) -> list[tuple[list[State], Edges]]:
    """For each depth below ``depth``: the states on some plan of ``depth`` actions and the
    actions from each that stay on one."""
    graph: list[tuple[list[State], Edges]] = [([], {}) for _ in range(depth)]
    good: set = {GOAL}
    for d in range(depth - 1, -1, -1):
        keep: list[State] = []
        kept: Edges = {}
        for state in layers[d]:
            out = [(a, t) for a, t in edges[state] if t in good]
            if out:
                keep.append(state)
                kept[state] = out
        graph[d] = (keep, kept)
        good = set(keep)
    return graph


def _fewest_changes(
    rules: Rules, graph: list[tuple[list[State], Edges]], players: int
) -> tuple[int, list[dict]]:
    """The fewest changes of acting player (solo: of action kind) over the plans' graph,
    and a witness plan as JSON actions."""
    who = holders(players)
    start = graph[0][0][0]
    # state -> {last player (None before the first action): (changes, parent)}
    best: dict[object, dict] = {start: {None: (0, None)}}
    for keep, edges in graph:
        for state in keep:
            for last, (cost, _) in list(best.get(state, {}).items()):
                for action, target in edges[state]:
                    row = best.setdefault(target, {})
                    for q in who[action.kind]:
                        c = cost + (last is not None and last != q)
                        if q not in row or c < row[q][0]:
                            row[q] = (c, (state, last, action))
    end = best[GOAL]
    q = min(end, key=lambda k: end[k][0])
    total = end[q][0]
    steps = []
    node, player = GOAL, q
    while True:
        parent = best[node][player][1]
        if parent is None:
            break
        state, last, action = parent
        steps.append((state, action, player))
        node, player = state, last
    steps.reverse()
    solution = [rules.to_json(s, a, 0 if players == 1 else p) for s, a, p in steps]
    return total, solution
