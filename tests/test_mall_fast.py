"""The fast mall solver (numba kernel) against the reference one, on generated scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_mall_generated import small_scenarios

from editor.core.limits import MAX_STATES
from editor.core.validate import load_file
from editor.games.mall import fast, reference
from editor.games.mall.checks import check_scenario
from editor.games.mall.compile import compile_scenario
from editor.games.mall.crosscheck import agree, disagreements
from editor.games.mall.solving import Choice, solve

ROOT = Path(__file__).resolve().parents[1]
LOOP = ROOT / "library" / "mall" / "06-the-loop.mall.json"


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_scenarios())
def test_the_fast_solver_agrees_with_the_reference_one(s):
    if any(d.is_error for d in check_scenario(s)):
        return
    found = agree(s, 20_000)
    assert found is None or found == []


def test_a_packed_state_unpacks_by_the_kernels_layout():
    s = load_file(LOOP).model
    c = compile_scenario(s)
    start = c.rules.initial()
    code = c.pack(start)
    mask = (1 << c.pos_bits) - 1
    layout = code >> c.layout_shift
    spaces = [c.point(layout, (code >> (h * c.pos_bits)) & mask) for h in range(c.heroes)]
    assert c.layouts[layout] == start.explored
    assert tuple(spaces) == start.positions
    assert c.pack(start._replace(positions=(None, None))) == -1


def test_answers_that_differ_disagree():
    s = load_file(LOOP).model
    quick, ref = fast.solve(s), reference.solve(s)
    assert disagreements(quick, ref) == []
    ref.min_actions += 1
    ref.plans[3].changes += 2
    assert disagreements(quick, ref) == [
        f"fewest actions: fast {quick.min_actions}, reference {ref.min_actions}",
        f"3 players: fast {quick.plans[3].changes} changes, reference {ref.plans[3].changes}",
    ]


def test_the_fast_solver_stops_at_its_state_cap():
    result = fast.solve(load_file(LOOP).model, max_states=100)
    assert result.solvable is None and result.stopped_by == MAX_STATES


def test_the_fast_solver_stops_before_its_state_indices_overflow(monkeypatch):
    monkeypatch.setattr(fast, "MOST_STATES", 100)  # in place of the int32 indices' bound
    result = fast.solve(load_file(LOOP).model, max_states=10**12, max_memory=10**15)
    assert result.solvable is None and result.stopped_by == MAX_STATES


def test_growing_the_store_changes_no_answer(monkeypatch):
    s = load_file(LOOP).model
    roomy = fast.solve(s)
    monkeypatch.setattr(fast, "FIRST_CAPACITY", 1 << 13)  # doubled several times on the way
    tight = fast.solve(s)
    assert (tight.states, tight.min_actions) == (roomy.states, roomy.min_actions)
    assert {n: p.changes for n, p in tight.plans.items()} == {
        n: p.changes for n, p in roomy.plans.items()
    }
    assert disagreements(tight, reference.solve(s)) == []


@pytest.mark.slow
def test_layouts_are_numbered_as_the_search_meets_them():
    s = load_file(ROOT / "library" / "mall" / "08-full-mall.mall.json").model
    c = compile_scenario(s)
    assert len(c.layouts) == 1 + int((c.explore_to[0] >= 0).sum())  # the start and its children
    result = fast.solve(s, compiled=c)
    assert result.solvable and int(c.ready.sum()) <= len(c.layouts)
    assert disagreements(result, reference.solve(s)) == []


def test_more_layouts_than_a_state_can_number_go_to_the_reference_solver():
    s = load_file(ROOT / "library" / "mall" / "02-two-ways.mall.json").model
    c = compile_scenario(s)
    c.layout_bits = 1  # room for two layouts, where the heist meets more
    said = []
    result = solve(s, choice=Choice(c), say=said.append)
    assert said and said[0].startswith("the reference solver answers: the heist meets more than 2")
    assert disagreements(result, reference.solve(s)) == []
