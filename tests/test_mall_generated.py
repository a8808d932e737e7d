"""The solver against brute force on generated small scenarios.

Every plan of the fewest actions is enumerated through the rules (`Rules.successors`)
and, for each player count, every way to credit its actions to players who hold
them: the fewest changes found so must be the solver's, and its witness must replay.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mallbuild import scenario, space, tile, wall

from editor.games.mall.checks import check_scenario
from editor.games.mall.crosscheck import replay_problems
from editor.games.mall.hands import PLAYERS, changes, holders
from editor.games.mall.reference import solve
from editor.games.mall.rules import Rules

CELLS = [(x, y) for y in range(4) for x in range(4)]


@st.composite
def small_scenarios(draw):
    """One or two heroes on a start tile, maybe one tile to explore, their items and exits
    (a shared one or one each), a few walls, maybe a vortex, timer spaces, an escalator and
    a sand timer."""
    heroes = draw(st.sampled_from([("elf",), ("elf", "mage")]))
    cells = draw(st.permutations(CELLS))
    starts = dict(zip(heroes, cells[: len(heroes)], strict=True))
    free = [c for c in cells[len(heroes) :] if c != (2, 0)]
    explore = draw(st.booleans())
    start_spaces = [space(2, 0, "explore", "elf")] if explore else []
    deck_spaces = []
    where = []  # (tile spaces, free cells of that tile)
    where.append((start_spaces, free))
    if explore:
        deck_free = [c for c in CELLS if c != (1, 3)]
        where.append((deck_spaces, draw(st.permutations(deck_free))))
    taken = {0: 0, 1: 0}

    def put(kind, hero=None):
        i = draw(st.integers(0, len(where) - 1))
        spaces, cells_left = where[i]
        spaces.append(space(*cells_left[taken[i]], kind, hero))
        taken[i] += 1

    for hero in heroes:
        put("item", hero)
    if draw(st.booleans()):
        put("exit")
    else:
        for hero in heroes:
            put("exit", hero)
    if draw(st.booleans()):
        put("vortex", heroes[0])
    for _ in range(draw(st.integers(0, 2))):
        put("timer")
    walls = draw(
        st.lists(st.tuples(st.sampled_from(CELLS), st.sampled_from("ES")), max_size=4, unique=True)
    )
    walls = [wall(x, y, s) for (x, y), s in walls if (x < 3 if s == "E" else y < 3)]
    escalators = []
    if draw(st.booleans()):
        a, b = draw(st.permutations(CELLS))[:2]
        escalators = [(a, b)]
    tiles = [tile("S", start_spaces, walls, escalators, start=True)]
    if explore:
        tiles.append(tile("A", deck_spaces))
    timer = draw(st.none() | st.integers(3, 8))
    s = scenario(tiles, starts, deck=["A"] if explore else [], timer=timer)
    return s


def brute_force(s, depth: int) -> dict[int, int]:
    """The fewest changes per player count over every plan of ``depth`` actions."""
    rules = Rules(s)
    plans = []

    def walk(state, kinds):
        if len(kinds) == depth:
            if state.complete:
                plans.append(tuple(kinds))
            return
        for action, after in rules.successors(state):
            walk(after, kinds + [action.kind])

    walk(rules.initial(), [])
    best = {}
    for n in PLAYERS:
        who = holders(n)
        best[n] = min(
            changes(n, list(zip(kinds, players, strict=True)))
            for kinds in set(plans)
            for players in itertools.product(*(who[k] for k in kinds))
        )
    return best


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_scenarios())
def test_the_solver_agrees_with_brute_force(s):
    if any(d.is_error for d in check_scenario(s)):
        return
    result = solve(s, max_states=20_000)
    if result.solvable is None:
        return
    assert replay_problems(s, result) == []
    if not result.solvable or result.min_actions > 5:
        return
    found = brute_force(s, result.min_actions)
    assert {n: p.changes for n, p in result.plans.items()} == found
