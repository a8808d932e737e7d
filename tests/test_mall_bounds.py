"""What a mall solve stopped by a limit still proves: a lower bound on the fewest actions
(every shorter plan was searched) and, from the beam search, a plan that replays legally
(an upper bound)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_mall_generated import small_scenarios

from editor.cli.main import main
from editor.core.limits import Limits
from editor.core.validate import load_file
from editor.games.mall.bestplan import as_json, best_plan
from editor.games.mall.checks import check_scenario
from editor.games.mall.crosscheck import action_from_json
from editor.games.mall.hands import holders
from editor.games.mall.rules import Rules
from editor.games.mall.solving import solve, solve_for_validation

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = sorted((ROOT / "library" / "mall").glob("*.mall.json"))
FULL = ROOT / "library" / "mall" / "08-full-mall.mall.json"
LOOP = ROOT / "library" / "mall" / "06-the-loop.mall.json"
#: What each library scenario is stopped at, as a share of the states its full solve stores.
SHARES = (0.05, 0.3, 0.7, 0.95)


def assert_plays_to_the_end(scenario, plan: list[dict], players: int) -> None:
    """Every action legal when it is played, by a player holding its action tile, and the
    heist complete after the last."""
    rules = Rules(scenario)
    state = rules.initial()
    who = holders(players)
    for data in plan:
        action = action_from_json(rules, state, data)
        assert rules.why_refused(state, action) is None, data
        assert players == 1 or data["player"] in who[action.kind], data
        state = rules.play(state, action)
    assert state.complete


def assert_bounds_hold(scenario, exact: int, result, players) -> None:
    assert result.solvable is None and result.lower is not None
    assert 1 <= result.lower <= exact
    assert result.bounds() == {"lower": result.lower, "upper": result.upper}
    if result.upper is not None:
        assert result.upper >= exact
        for n in players:
            plan = result.plans[n].plan
            assert len(plan) == result.upper
            assert_plays_to_the_end(scenario, plan, n)


@pytest.mark.slow
@pytest.mark.parametrize("path", LIBRARY, ids=[p.name for p in LIBRARY])
def test_the_bounds_hold_at_every_limit_on_the_library(path):
    scenario = load_file(path).model
    full = solve(scenario, (1, 3))
    assert full.solvable and full.bounds() is None
    lowers = []
    for share in SHARES:
        cap = max(1, int(full.states * share))
        result = solve(scenario, (1, 3), max_states=cap)
        if result.solvable is not None:  # decided within the cap after all
            assert result.min_actions == full.min_actions
            continue
        assert_bounds_hold(scenario, full.min_actions, result, (1, 3))
        lowers.append(result.lower)
    assert lowers == sorted(lowers)  # a larger limit proves as much or more


@pytest.mark.slow
def test_the_fast_solver_proves_more_from_the_same_layer():
    """The reference and the fast solver stop in the same layer for the same state limit;
    the fast one adds the least estimate of the actions left over that layer."""
    scenario = load_file(FULL).model
    full = solve(scenario, (2,))
    cap = full.states // 2
    fast = solve(scenario, (2,), max_states=cap)
    reference = solve(scenario, (2,), max_states=cap, reference=True)
    assert_bounds_hold(scenario, full.min_actions, fast, (2,))
    assert_bounds_hold(scenario, full.min_actions, reference, (2,))
    assert fast.lower > reference.lower


@pytest.mark.parametrize("path", LIBRARY, ids=[p.name for p in LIBRARY])
def test_the_beam_search_finds_a_plan_within_a_tenth_of_the_fewest_actions(path):
    scenario = load_file(path).model
    exact = solve(scenario, (2,)).min_actions
    steps = best_plan(Rules(scenario), Limits(), 1_000_000)
    assert steps is not None and exact <= len(steps) <= 1.1 * exact
    assert_plays_to_the_end(scenario, as_json(Rules(scenario), steps, 2), 2)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_scenarios())
def test_the_bounds_hold_on_generated_scenarios(s):
    if any(d.is_error for d in check_scenario(s)):
        return
    full = solve(s, (2,), max_states=50_000)
    if not full.solvable or full.states < 4:
        return
    result = solve(s, (2,), max_states=full.states // 2)
    if result.solvable is None:
        assert_bounds_hold(s, full.min_actions, result, (2,))


def stopped_loop(players=(2,)):
    """The loop (27 actions, 11,740 states) stopped at 5,000 states, and its fewest actions."""
    scenario = load_file(LOOP).model
    exact = solve(scenario, players).min_actions
    result = solve(scenario, players, max_states=5000)
    assert_bounds_hold(scenario, exact, result, players)
    assert result.upper is not None and result.lower < result.upper
    return scenario, result


def test_solve_prints_the_bounds_and_the_plan(capsys):
    _, result = stopped_loop()
    assert main(["solve", str(LOOP), "--max-states", "5000", "--players", "2"]) == 3
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("undecided: the solver stopped at its state limit")
    low, high = result.lower, result.upper
    assert lines[2] == f"between {low} and {high} actions (plan of {high} shown)"
    assert lines[4] == f"2 players, a plan of {high} actions (maybe not the fewest):"
    assert lines[4 + high].startswith(f" {high}. player ") and len(lines) == 5 + high


def test_solve_json_gives_the_bounds_per_player_count_with_the_plan(capsys):
    scenario, result = stopped_loop((1, 2, 3))
    assert main(["solve", str(LOOP), "--json", "--max-states", "5000", "--players", "1,2,3"]) == 3
    data = json.loads(capsys.readouterr().out)
    assert data["solvable"] is None and data["min_actions"] is None
    assert data["bounds"] == {"lower": result.lower, "upper": result.upper}
    assert [e["players"] for e in data["players"]] == [1, 2, 3]
    for entry in data["players"]:
        assert entry["solution"] is None and entry["bounds"] == data["bounds"]
        assert_plays_to_the_end(scenario, entry["plan"], entry["players"])


def test_a_decided_solve_has_no_bounds_in_its_json(capsys):
    assert main(["solve", str(LOOP), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "bounds" not in data and all("bounds" not in e for e in data["players"])


def test_validate_solve_warns_with_the_bounds():
    _, result = stopped_loop()
    [warning], _ = solve_for_validation(load_file(LOOP).model, max_states=5000)
    assert warning.code == "M202"
    assert warning.message.endswith(f"; between {result.lower} and {result.upper} actions")


def test_the_solver_dock_shows_the_bounds_and_plays_the_plan_found(qtbot):
    from guitest import open_window

    _, result = stopped_loop()
    w = open_window(qtbot, LOOP)
    panel = w.editor.solver
    panel.max_states.setValue(5000)
    panel.solve()
    panel.wait()
    assert panel.table.summary.endswith(f"; between {result.lower} and {result.upper} actions")
    row = panel.item_for(2)
    assert row.text(1) == f"{result.lower}–{result.upper}"
    panel.tree.setCurrentItem(row)
    assert panel.watch_setup(2)
    watch = panel.watch
    assert len(watch.steps) == result.upper
    assert "maybe not the fewest" in watch.title.text()


@pytest.mark.parametrize("reference", [False, True], ids=["fast", "reference"])
def test_the_dock_hears_the_bounds_narrow_while_it_solves(reference):
    from editor.core.setups import SolveRun
    from editor.games.mall.setups import setup_table

    notes = []
    run = SolveRun(
        max_states=5000,
        reference=reference,
        progress=lambda *_, note=None: notes.append(note) if note else None,
    )
    table = setup_table(load_file(LOOP).model, run)
    lower, upper = table.answer.result.lower, table.answer.result.upper
    deeper = [int(n.split()[2]) for n in notes if n.startswith("at least")]
    assert deeper == sorted(deeper) and deeper[0] == 1 and deeper[-1] <= lower
    assert upper is not None and notes[-1] == f"between {lower} and {upper} actions"


def test_with_two_jobs_the_plan_search_runs_beside_the_exact_one():
    scenario = load_file(LOOP).model
    serial = solve(scenario, (2,), max_states=5000)
    beside = []
    notes = []

    def progress(*_):  # the exact search's progress, from the main thread
        beside.append(any(t.name == "mall-plan-search" for t in threading.enumerate()))

    both = solve(scenario, (2,), max_states=5000, jobs=2, progress=progress, tell=notes.append)
    assert any(beside)
    assert (both.lower, both.upper) == (serial.lower, serial.upper)
    assert_bounds_hold(scenario, solve(scenario, (2,)).min_actions, both, (2,))
    assert notes[-1] == f"between {both.lower} and {both.upper} actions"
    assert all(t.name != "mall-plan-search" for t in threading.enumerate())


def test_a_decided_heist_stops_the_plan_search_beside_it():
    notes = []
    result = solve(load_file(LOOP).model, (2,), jobs=2, tell=notes.append)
    assert result.solvable and result.upper is None and result.plans[2].plan is None
    assert all(t.name != "mall-plan-search" for t in threading.enumerate())
    assert all(n.startswith(("at least", "at most", "between")) for n in notes)
