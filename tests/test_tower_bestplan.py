"""The tower's plan search (`bestplan`): where the exact search stops, a beam search gives
a plan, legal in the rules, that is never shorter than the fewest actions; `solve` shows
the bounds it proves, in the table, the JSON and `validate --solve`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_tower_differential import quests

from editor.cli.main import main
from editor.core.limits import Limits
from editor.core.validate import load_file
from editor.games.tower import bestplan, reference, solving
from editor.games.tower.compile import compile_quest
from editor.games.tower.results import DISTRIBUTIONS
from editor.games.tower.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
EPICS = sorted((ROOT / "library" / "tower" / "epics").glob("*.quest.json"))
REF_LIMIT = 1500
DEALS = [hands for n in sorted(DISTRIBUTIONS) for hands in DISTRIBUTIONS[n]]


def plays_to_the_end(quest, hands, plan) -> bool:
    rules = Rules(quest)
    state = rules.initial_state()
    for action in plan:
        state = rules.apply(state, action, hands)
    return rules.is_goal(state)


@pytest.mark.parametrize("path", EPICS, ids=[p.name for p in EPICS])
def test_every_deal_of_the_library_epics_gets_a_legal_plan_no_shorter_than_the_fewest(path):
    quest = load_file(path).model
    exact = solving.solve(quest)
    comp = compile_quest(quest)
    for n, deals in exact.players.items():
        for d in deals:
            plan = bestplan.best_plan(comp, d.hands, Limits(60), 10**6, widths=(50, 500))
            assert plan is not None, f"{n}p {d.hands}"
            assert plays_to_the_end(quest, d.hands, plan)
            assert len(plan) >= d.min_actions


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(quest=quests(max_heroes=3), hands=st.sampled_from(DEALS))
def test_a_beam_wider_than_every_layer_finds_a_shortest_plan(quest, hands):
    """With a beam wider than any layer the search is breadth-first, so the plan it keeps
    (the first beam's, or the second's when shorter) has the fewest actions."""
    exact = reference.solve_distribution(quest, hands, max_states=REF_LIMIT)
    assume(exact.complete and exact.min_actions is not None)
    comp = compile_quest(quest)
    plan = bestplan.best_plan(comp, hands, Limits(20), 10**5, widths=(2, REF_LIMIT + 1))
    assert plan is not None and plays_to_the_end(quest, hands, plan)
    assert len(plan) == exact.min_actions


def test_a_stopped_run_gives_both_bounds_and_the_plan(capsys):
    path = ROOT / "library" / "tower" / "epics" / "02-sliding-walls.quest.json"
    quest = load_file(path).model
    fewest = solving.solve(quest, (1,)).players[1][0].min_actions
    stopped = solving.solve(quest, (1,), max_states=3000).players[1][0]
    assert stopped.lower is not None and stopped.upper is not None
    assert stopped.lower <= fewest <= stopped.upper == len(stopped.plan)
    assert plays_to_the_end(quest, stopped.hands, stopped.plan)

    argv = ["solve", str(path), "--players", "1", "--max-states", "3000", "--jobs", "1"]
    assert main(argv) == 3
    out = capsys.readouterr().out
    assert f"NESW: stopped, between {stopped.lower} and {stopped.upper}" in out
    assert main([*argv, "--json"]) == 3
    [deal] = json.loads(capsys.readouterr().out)["players"][0]["distributions"]
    assert deal["bounds"] == {"lower": stopped.lower, "upper": stopped.upper}
    assert len(deal["plan"]) == stopped.upper

    [warning], _ = solving.solve_for_validation(quest, max_states=3000)
    assert f"need: 1p NESW between {stopped.lower} and {stopped.upper} actions;" in (
        warning.message
    )


def test_the_deals_not_searched_get_the_solo_bound_and_a_plan_their_players_can_take():
    quest = load_file(ROOT / "library" / "tower" / "epics" / "02-sliding-walls.quest.json").model
    exact = solving.solve(quest)
    result = solving.solve(quest, max_states=3000)
    solo = result.players[1][0]
    assert solo.lower is not None
    unsearched = [d for n in (2, 3, 4) for d in result.players[n] if not d.complete]
    assert len(unsearched) == 8  # the solo deal stopped first
    fewest = {tuple(d.hands): d.min_actions for ds in exact.players.values() for d in ds}
    for d in unsearched:
        assert d.stopped_by is None and d.lower == solo.lower
        assert d.plan is not None and d.upper == len(d.plan)
        assert plays_to_the_end(quest, d.hands, d.plan)
        assert d.lower <= fewest[tuple(d.hands)] <= d.upper


def test_with_two_jobs_every_deal_stops_with_bounds_that_hold():
    quest = load_file(ROOT / "library" / "tower" / "epics" / "02-sliding-walls.quest.json").model
    exact = solving.solve(quest)
    fewest = {tuple(d.hands): d.min_actions for ds in exact.players.values() for d in ds}
    result = solving.solve(quest, jobs=2, max_states=6000)
    solo = result.players[1][0]
    for d in (d for ds in result.players.values() for d in ds):
        assert d.min_actions is None and d.lower is not None and d.lower >= solo.lower
        assert d.lower <= fewest[tuple(d.hands)]
        if d.plan is not None:
            assert plays_to_the_end(quest, d.hands, d.plan)
            assert fewest[tuple(d.hands)] <= d.upper == len(d.plan)
    assert solo.plan is not None
