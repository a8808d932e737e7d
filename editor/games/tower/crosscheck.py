"""The solvers' answers checked: solutions replayed in the rules, the two solvers compared.

`replay` and `agree` are the tower's `GameSpec.solving.replay` and `GameSpec.solving.agree`;
`mazewright bench` checks the answers it measures with `replay_problems` and
`disagreements`.
"""

from __future__ import annotations

from .actions import describe
from .model import Quest
from .results import SolveResult
from .rules import IllegalAction, Rules

#: `replay`'s state cap per search: far above any library quest's needs.
REPLAY_MAX_STATES = 2_000_000


def _deal(hands) -> str:
    return "/".join(hands)


def replay_problems(quest: Quest, result: SolveResult) -> list[str]:
    """Every solution in ``result`` played through the reference rules from the start: what
    is refused, does not end the quest, or is not as long as the count it goes with."""
    rules = Rules(quest)
    problems = []
    for n, deals in sorted(result.players.items()):
        for d in deals:
            if d.solution is None:
                continue
            where = f"{n} player{'s' if n > 1 else ''}, deal {_deal(d.hands)}"
            if len(d.solution) != d.min_actions:
                problems.append(
                    f"{where}: a solution of {len(d.solution)} actions for a count of "
                    f"{d.min_actions}"
                )
            state = rules.initial_state()
            for i, action in enumerate(d.solution, 1):
                try:
                    state = rules.apply(state, action, d.hands)
                except IllegalAction as exc:
                    what = describe(action, d.hands)
                    problems.append(f"{where}: action {i} ({what}) is refused: {exc}")
                    break
            else:
                if not rules.is_goal(state):
                    problems.append(f"{where}: the solution ends before every hero is out")
    return problems


def replay(quest: Quest) -> list[str]:
    """Solve ``quest`` (every deal) and replay each deal's solution; see `replay_problems`.

    A quest the search cannot decide within `REPLAY_MAX_STATES` states is a problem too.
    """
    from .solving import solve

    result = solve(quest, max_states=REPLAY_MAX_STATES)
    if result.solvable is None:
        return [f"not decided, nothing replayed: {result.stop_reason}"]
    return replay_problems(quest, result)


def counts(result: SolveResult) -> dict[int, list[int | None]]:
    """Player count -> each deal's fewest actions, in deal order."""
    return {n: [d.min_actions for d in deals] for n, deals in sorted(result.players.items())}


def disagreements(fast: SolveResult, ref: SolveResult) -> list[str]:
    """Where two decided results differ: solvable, min steps, each deal's fewest actions."""
    out = []
    if fast.solvable != ref.solvable:
        out.append(f"solvable: fast {fast.solvable}, reference {ref.solvable}")
    if fast.min_steps != ref.min_steps:
        out.append(f"min steps: fast {fast.min_steps}, reference {ref.min_steps}")
    for n, deals in ref.players.items():
        theirs = {d.hands: d.min_actions for d in fast.players.get(n, [])}
        for d in deals:
            if theirs.get(d.hands) != d.min_actions:
                out.append(
                    f"deal {_deal(d.hands)}: fast {theirs.get(d.hands)} actions, "
                    f"reference {d.min_actions}"
                )
    return out


def agree(quest: Quest, max_states: int) -> list[str] | None:
    """Both solvers on ``quest``: where they disagree ([] when they agree), None when the
    reference solver did not decide the quest within ``max_states`` states per search."""
    from .solving import choose, solve

    ref = solve(quest, reference=True, max_states=max_states)
    if ref.solvable is None:
        return None
    choice = choose(quest, reference_first=False)
    if choice.solver != "fast":
        return [f"no fast solver to compare: {choice.note}"]
    return disagreements(solve(quest, choice=choice), ref)
