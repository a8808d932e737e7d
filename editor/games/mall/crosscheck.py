"""The solver's answers checked against the rules: every witness plan is played again.

`replay` is the mall's `GameSpec.solving.replay`. Each player count's witness solution is
read back action by action (`plan_actions`) and played in a `play.Session` of that
many players: every action must be legal for the player credited with it, the plan
must have the fewest actions and the count of changes the solver reports, and the
heist must be complete at its end.
"""

from __future__ import annotations

from .hands import changes
from .model import Scenario
from .play import Session, Step
from .results import MallResult
from .rules import Action, Rules, State
from .solving import solve

#: The reference solver's state cap for a replay (library scenarios are far smaller).
REPLAY_STATES = 2_000_000


def action_from_json(rules: Rules, state: State, data: dict) -> Action:
    """The action a JSON action of `mazewright solve --json` names, in ``state``."""
    hero = data["hero"]
    if data["type"] == "explore":
        here = state.positions[rules.heroes.index(hero)]
        return Action("explore", hero, here)
    kind = data["dir"] if data["type"] == "move" else data["type"]
    return Action(kind, hero, tuple(data["to"]))


def plan_actions(scenario: Scenario, solution: list[dict]) -> tuple[Rules, list[tuple]]:
    """(rules, [(state before, action, player)]) for a JSON solution, played without checks."""
    rules = Rules(scenario)
    state = rules.initial()
    steps = []
    for data in solution:
        action = action_from_json(rules, state, data)
        steps.append((state, action, data["player"]))
        state = rules.play(state, action)
        if rules.failed(state):
            break
    return rules, steps


def replay_problems(scenario: Scenario, result: MallResult) -> list[str]:
    """What in ``result`` does not hold when its plans are played (``[]`` when all do)."""
    if not result.solvable:
        return []
    problems = []
    for n, plan in sorted(result.plans.items()):
        where = f"{n} player{'s' if n > 1 else ''}"
        session = Session(scenario, n)
        credited = []
        for i, data in enumerate(plan.solution or [], 1):
            state = session.state
            action = action_from_json(session.rules, state, data)
            step = Step(data["player"], action)
            reason = session.why_refused(step)
            if reason is not None:
                problems.append(f"{where}: action {i} is refused: {reason}")
                break
            session.apply(step)
            credited.append((action.kind, data["player"]))
        else:
            if len(credited) != result.min_actions:
                problems.append(
                    f"{where}: a solution of {len(credited)} actions for a count of "
                    f"{result.min_actions}"
                )
            if changes(n, credited) != plan.changes:
                problems.append(
                    f"{where}: the solution has {changes(n, credited)} changes, the count says "
                    f"{plan.changes}"
                )
            if not session.won:
                problems.append(f"{where}: the solution ends before every hero is out")
    return problems


def replay(scenario: Scenario) -> list[str]:
    """Solve the scenario and play every player count's witness plan (see the module)."""
    result = solve(scenario, max_states=REPLAY_STATES)
    if result.solvable is None:
        return [f"not decided within {REPLAY_STATES} states"]
    return replay_problems(scenario, result)


def disagreements(fast: MallResult, ref: MallResult) -> list[str]:
    """Where two answers differ, in words."""
    out = []
    if fast.solvable != ref.solvable:
        out.append(f"solvable: fast {fast.solvable}, reference {ref.solvable}")
    if fast.min_actions != ref.min_actions:
        out.append(f"fewest actions: fast {fast.min_actions}, reference {ref.min_actions}")
    for n in sorted(ref.plans):
        a, b = fast.plans[n].changes, ref.plans[n].changes
        if a != b:
            out.append(f"{n} player{'s' if n > 1 else ''}: fast {a} changes, reference {b}")
    return out


def agree(scenario: Scenario, max_states: int) -> list[str] | None:
    """The mall's `GameSpec.solving.agree`: both solvers on the scenario; where they differ and what
    of the fast one's plans does not replay (None when the reference did not decide
    within ``max_states`` states)."""
    from . import fast, reference
    from .compile import Declined, compile_scenario

    ref = reference.solve(scenario, max_states=max_states)
    if ref.solvable is None:
        return None
    try:
        compiled = compile_scenario(scenario)
    except Declined as why:
        return [f"the fast solver cannot take the scenario: {why}"]
    quick = fast.solve(scenario, compiled=compiled)
    return disagreements(quick, ref) + replay_problems(scenario, quick)
