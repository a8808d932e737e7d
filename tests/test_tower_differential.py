"""Differential tests: the fast solver agrees with the reference solver on random small quests.

Hypothesis draws small quests with every cell and edge kind, one to five heroes and
boards of one to four cards (holes, rotation and sliding cells included); for every
distribution of every player count and for the min steps, the fast solver's answer
must equal the reference solver's, and every fast solution must replay legally in
the reference engine and end the quest in exactly the reported number of actions.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from editor.games.tower import fast, reference
from editor.games.tower.model import HEROES, SIDES, Card, Cell, Edge, HeroStart, Quest
from editor.games.tower.results import DISTRIBUTIONS
from editor.games.tower.rules import Rules

REF_LIMIT = 1500  # reference states per search: beyond it the example is skipped

CELL_KINDS = [
    "floor",
    "floor",
    "floor",
    "floor",
    "void",
    "void",
    "exit",
    "armory",
    "key",
    "ladder",
    "ladder",
    "trap",
    "invocation",
    "rotation",
    "sliding",
]
EDGE_KINDS = ["wall", "double-wall", "door", "narrow", "air"]
BOARDS = [((1, 1), 1), ((2, 1), 2), ((2, 1), 1), ((1, 2), 2), ((2, 2), 3), ((2, 2), 4)]


@st.composite
def quests(draw, max_heroes: int = 5) -> Quest:
    """A small random quest; heroes start on cells any hero may stand on."""
    (cols, rows), ncards = draw(st.sampled_from(BOARDS))
    size = draw(st.integers(3, 4 if ncards == 1 else 3))
    slots = [(c, r) for r in range(rows) for c in range(cols)]
    chosen = draw(st.permutations(slots))[:ncards]
    heroes = draw(st.lists(st.sampled_from(HEROES), min_size=1, max_size=max_heroes, unique=True))
    cards = []
    for n, slot in enumerate(chosen):
        card = Card(chr(ord("A") + n), slot=slot, rotation=draw(st.integers(0, 3)))
        for y in range(size):
            for x in range(size):
                kind = draw(st.sampled_from(CELL_KINDS))
                if kind == "floor":
                    continue
                hero = door = None
                if kind == "exit":
                    hero = draw(st.sampled_from([None, None, *heroes, "dwarf"]))
                elif kind == "armory":
                    hero = draw(st.sampled_from([*heroes, "mage"]))
                elif kind == "key":
                    door = draw(st.integers(1, 2))
                card.set_cell(x, y, Cell(kind, hero=hero, door=door))
        for _ in range(draw(st.integers(0, size * 2))):
            x, y = draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1))
            side = draw(st.sampled_from(SIDES))
            kind = draw(st.sampled_from(EDGE_KINDS))
            card.set_edge(
                x, y, side, Edge(kind, draw(st.integers(1, 2)) if kind == "door" else None)
            )
        cards.append(card)
    # heroes start on distinct cells where anyone may stand
    standable = [
        (card.id, (x, y))
        for card in cards
        for y in range(size)
        for x in range(size)
        if card.cell(x, y).type not in ("void", "trap", "exit")
    ]
    assume(len(standable) >= len(heroes))
    picks = draw(st.permutations(standable))[: len(heroes)]
    starts = {h: HeroStart(at, card=cid) for h, (cid, at) in zip(heroes, picks, strict=True)}
    return Quest(size=size, cards=cards, heroes=starts, slots=(cols, rows))


def replay_ok(quest: Quest, hands, solution) -> bool:
    rules = Rules(quest)
    state = rules.initial_state()
    for action in solution:
        state = rules.apply(state, action, hands)
    return rules.is_goal(state)


def compare(quest: Quest) -> None:
    """Assert that both solvers agree on ``quest`` (skip it when the reference is too slow)."""
    solver = fast.Solver(quest)
    rules = Rules(quest)
    for n in (1, 2, 3, 4):
        for hands in DISTRIBUTIONS[n]:
            ref = reference.solve_distribution(quest, hands, max_states=REF_LIMIT, rules=rules)
            assume(ref.complete)
            got = solver.distribution(hands)
            assert got.complete
            assert got.min_actions == ref.min_actions, (hands, got.solution, ref.solution)
            if got.min_actions is not None:
                assert len(got.solution) == got.min_actions
                assert replay_ok(quest, hands, got.solution), (hands, got.solution)
    ref_steps, complete, _ = reference.min_steps(quest, max_states=REF_LIMIT, rules=rules)
    assume(complete)
    steps, complete, _ = solver.min_steps()
    assert complete and steps == ref_steps


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(quests(max_heroes=3))
def test_fast_equals_reference_on_random_quests(quest):
    compare(quest)


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(quests(max_heroes=5))
def test_fast_equals_reference_with_many_heroes(quest):
    compare(quest)
