"""The one door to the solvers: which solver and why, the limits of a run, and its stop.

Every caller (`mazewright solve`, `validate --solve`, `bench`, export, the
editor's solver dock and play mode) goes through `choose` and `solve` /
`solve_deal`:

- `choose` picks the fast solver, or the reference one and says why (asked
  for, numba missing, a quest the fast solver cannot encode), before any search.
- A one-card quest (a tutorial or a trial) starts in the reference solver,
  unless the fast solver's kernel is loaded already: loading it (numba and the
  cached kernel) takes most of a second, several times what the reference
  solver needs for a small quest. Every search may store at most
  `REFERENCE_FIRST_STATES` states; the first that needs more hands the run to
  the fast solver, which starts again (the reference's work is dropped), so the
  answer comes from one solver, named in the result. A quest's deals all take
  about as many states and the solo deal goes first, so a larger quest is
  handed over early. Past `REFERENCE_FIRST_RUN_STATES` in one process the fast
  solver is loaded for good.
- The limits: ``timeout`` for the run, ``cancel``, Ctrl-C (`limits.ctrl_c_stops`),
  ``max_states`` per search and a memory budget (`default_memory_budget`:
  half of the machine's memory unless ``max_memory`` says otherwise), turned
  into a cap on the states of each search with the solver's bytes per state.
  With ``jobs`` N, the N searches that run at once share the state cap and the
  budget: each gets 1/N of them, so the run as a whole holds them.
- The result says what stopped it (`SolveResult.stopped_by`) and, in words,
  which limit (`SolveResult.stop_reason`).
"""

from __future__ import annotations

import importlib.util
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from editor.core.diagnostics import ERROR, WARNING, Diagnostic
from editor.core.limits import (
    CANCELLED,
    INTERRUPTED,
    MAX_STATES,
    MEMORY,
    TIMEOUT,
    Limits,
    Progress,
    ctrl_c_stops,
    default_memory_budget,
    format_size,
)

from .model import Quest
from .results import DISTRIBUTIONS, DistributionResult, SolveResult, deal_text
from .rules import IllegalAction, Rules

#: Codes this module adds to validation (listed with the other check codes in checks.py).
UNSOLVABLE = "T201"
SOLVE_LIMIT = "T202"

#: Check codes that prove a quest cannot be completed (a hero with no exit, or none it
#: can reach, or an armory it cannot reach): the quest is decided without a search.
PROOF_CODES = ("T111", "T118", "T121")

#: What the plan searches (`bestplan`) keep of a time limit, for when the exact searches
#: stop: a tenth, and up to `PLAN_SECONDS` within a quarter (a beam search of an epic
#: takes seconds; the exact searches' last seconds seldom reach a layer further).
PLAN_SHARE, PLAN_SECONDS, PLAN_MOST_SHARE = 0.1, 10.0, 0.25
#: Under a small state limit the plan searches keep fewer states a layer, so that this
#: many layers fit (never fewer than `MIN_WIDTH` a layer).
WIDTH_LAYERS = 40
MIN_WIDTH = 50

#: `validate --solve`'s limits per quest
VALIDATE_MAX_STATES = 5_000_000
VALIDATE_TIMEOUT = 60.0

#: The states each search of a one-card quest may store in the reference solver before
#: the fast one takes over. The reference solver stores 3,000 to 17,000 states a second
#: on the library's trials, so a search of 300 states takes a few hundredths of a
#: second: about what loading the fast solver takes when its kernel is built for this
#: machine (numpy, 0.1 s), a tenth of what loading it through numba's JIT takes.
REFERENCE_FIRST_STATES = 300
#: The states the reference solver may store going first in one process, over all its
#: quests: past them the fast solver is loaded for the quests after (a run of
#: `validate --solve` over many small quests, the editor), as loading it then costs
#: less than what the reference solver has taken already.
REFERENCE_FIRST_RUN_STATES = 10_000

_reference_first_spent = 0  # states stored by the reference solver going first, so far


@dataclass(frozen=True)
class Choice:
    """The solver that will answer, and why it is the reference one when it is."""

    solver: str  # "fast" or "reference"
    note: str = ""  # why not the fast solver ("" when it is the fast one)
    compiled: object | None = None  # the fast solver's compiled quest
    compile_seconds: float = 0.0  # the time `compile_quest` took
    reference_first: int = 0
    """With the fast solver: the states each search may store in the reference solver,
    which answers when none needs more (0: the fast solver answers). The fast solver is
    then loaded and the quest compiled only if a search needs more."""

    def message(self) -> str:
        return f"using the reference solver: {self.note}" if self.note else ""


def _fast_loaded() -> bool:
    """Whether this process has loaded the fast solver's kernel already."""
    fast = sys.modules.get(f"{__package__}.fast")
    return fast is not None and fast.loaded()


def choose(quest: Quest, reference: bool = False, *, reference_first: bool = True) -> Choice:
    """The fast solver when it is installed and can encode ``quest``, else the reference one.

    With ``reference_first`` a one-card quest starts in the reference solver (see
    `REFERENCE_FIRST_STATES`) when the fast solver is not loaded yet; nothing of the
    fast solver is loaded then, only its presence is checked.
    """
    if reference:
        return Choice("reference", "it was asked for")
    small = len(quest.cards) == 1 and _reference_first_spent < REFERENCE_FIRST_RUN_STATES
    if reference_first and small and not _fast_loaded():
        if importlib.util.find_spec("numba") is None:
            return Choice("reference", "the fast solver is not available (numba is not installed)")
        return Choice("fast", reference_first=REFERENCE_FIRST_STATES)
    try:
        from .compile import CompileError, compile_quest
        from .fast import warm_up
    except ImportError as exc:  # numba (or numpy) missing or broken
        return Choice("reference", f"the fast solver is not available ({exc})")
    t = time.monotonic()
    try:
        compiled = compile_quest(quest)
    except CompileError as exc:
        return Choice("reference", f"the fast solver cannot take this quest: {exc}")
    seconds = time.monotonic() - t
    warm_up()
    return Choice("fast", compiled=compiled, compile_seconds=seconds)


def bytes_per_state(choice: Choice) -> int:
    if choice.solver == "fast":
        from .fast import BYTES_PER_STATE
    else:
        from .reference import BYTES_PER_STATE
    return BYTES_PER_STATE


def _fixed_bytes(choice: Choice) -> int:
    """Memory of a search that does not grow with its states (the fast layout cache)."""
    if choice.solver == "fast":
        from .fast import CACHE_BYTES

        return CACHE_BYTES
    return 0


def state_cap(
    choice: Choice, max_states: int | None, max_memory: int | None, searches: int = 1
) -> tuple[int, str]:
    """The states one of ``searches`` concurrent searches may store, and which limit that is
    (`MAX_STATES` or `MEMORY`)."""
    budget = default_memory_budget() if max_memory is None else max_memory
    share = budget // searches - _fixed_bytes(choice)
    by_memory = max(1, share // bytes_per_state(choice))
    if max_states is not None and max(1, max_states // searches) <= by_memory:
        return max(1, max_states // searches), MAX_STATES
    return by_memory, MEMORY


def _searches(choice: Choice, players: Sequence[int], jobs: int) -> int:
    if choice.solver != "fast" or jobs <= 1:
        return 1
    tasks = 1 + sum(len(DISTRIBUTIONS[n]) for n in players if n != 1) + 1
    return min(jobs, tasks)


def stop_text(
    stopped_by: str | None,
    *,
    cap: int,
    max_memory: int | None,
    timeout: float | None,
    states: int,
    searches: int = 1,
) -> str:
    """Which limit stopped a search, in words."""
    if stopped_by == MAX_STATES:
        share = f" (each of {searches} searches at once)" if searches > 1 else ""
        return f"stopped: the state limit of {cap:,} states per search{share} was reached"
    if stopped_by == MEMORY:
        budget = default_memory_budget() if max_memory is None else max_memory
        share = f", shared by {searches} searches at once" if searches > 1 else ""
        return (
            f"stopped: the memory budget of {format_size(budget)}{share} was reached "
            f"after {states:,} states"
        )
    if stopped_by == TIMEOUT:
        return f"stopped: the time limit of {timeout:g} s was reached"
    if stopped_by == CANCELLED:
        return "stopped: cancelled"
    if stopped_by == INTERRUPTED:
        return "stopped: interrupted (Ctrl-C)"
    return ""


def _reference_cap(max_states: int | None, max_memory: int | None, first: int) -> int:
    """The states a search of the reference solver may store while it goes first."""
    cap, _ = state_cap(Choice("reference"), max_states, max_memory)
    return min(cap, first)


def _spent(states: int) -> None:
    global _reference_first_spent
    _reference_first_spent += states


def _hand_over(quest: Quest) -> tuple[Choice, float]:
    """The solver that takes over from the reference one: the fast solver, loaded now
    (or the reference one, with the reason, when it cannot be); and the seconds it took
    to load, apart from compiling the quest."""
    t = time.monotonic()
    choice = choose(quest, reference_first=False)
    return choice, time.monotonic() - t - choice.compile_seconds


def _exclude(limits: Limits, loading: float) -> None:
    """Leave the time the fast solver took to load out of the time limit, as when it is
    loaded before the run (the first load after installing compiles it: a minute)."""
    if limits.deadline is not None:
        limits.deadline += loading


def solve(
    quest: Quest,
    players: Sequence[int] = (1, 2, 3, 4),
    *,
    reference: bool = False,
    choice: Choice | None = None,
    jobs: int = 1,
    max_states: int | None = None,
    max_memory: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
    tell: Callable[[str], None] | None = None,
) -> SolveResult:
    """Every deal of the requested player counts and the min steps, within the limits.

    ``choice`` (from `choose`, to say which solver before the search) or
    ``reference`` picks the solver. ``max_states`` caps each search, ``max_memory``
    (bytes; default: half of the machine's memory) the run, ``timeout`` (seconds)
    the run; ``cancel`` is an Event or a callable. Ctrl-C in the main thread stops
    the search like a limit; ``tell`` hears the bounds proven so far, as they narrow
    (`Limits.tell`). The result names what stopped it, if anything, and
    which solver answered. ``seconds`` counts the searches (the reference solver's
    dropped ones too), not loading the fast solver.
    """
    choice = choice or choose(quest, reference)
    players = tuple(players)
    result = None
    loading = 0.0
    with ctrl_c_stops():
        exact = None if timeout is None else timeout - _plan_time(timeout)
        limits = Limits(exact, progress, cancel, say=tell)
        if choice.reference_first:
            from . import reference as ref

            first = _reference_cap(max_states, max_memory, choice.reference_first)
            result = ref.solve(quest, players, max_states=first, limits=limits)
            _spent(result.states)
            if result.stopped_by == MAX_STATES:  # too large: the fast solver takes over
                result = None
                choice, loading = _hand_over(quest)
                _exclude(limits, loading)
            else:
                choice = replace(choice, solver="reference", reference_first=0)
        searches = _searches(choice, players, jobs)
        cap, capped_by = state_cap(choice, max_states, max_memory, searches)
        if result is None and choice.solver == "fast":
            from . import fast

            result = fast.solve(choice.compiled, players, jobs=jobs, max_states=cap, limits=limits)
        elif result is None:
            from . import reference as ref

            result = ref.solve(quest, players, max_states=cap, limits=limits)
        if choice.solver == "fast" and result.stopped_by not in (None, CANCELLED, INTERRUPTED):
            rest = Limits(timeout, progress, cancel, limits.t0, tell)
            _exclude(rest, loading)
            t = time.monotonic()
            _look_for_plans(choice, result, rest, cap // 2)
            result.seconds += time.monotonic() - t
    result.seconds = max(0.0, result.seconds - loading)
    result.solver_note = choice.note
    result.compile_seconds += choice.compile_seconds
    if result.stopped_by == MAX_STATES:
        result.stopped_by = capped_by
    for dists in result.players.values():
        for d in dists:
            if d.stopped_by == MAX_STATES:
                d.stopped_by = capped_by
    result.stop_reason = stop_text(
        result.stopped_by,
        cap=cap,
        max_memory=max_memory,
        timeout=timeout,
        states=result.states,
        searches=searches,
    )
    return result


def _plan_time(timeout: float) -> float:
    """The seconds of ``timeout`` the plan searches keep."""
    return max(timeout * PLAN_SHARE, min(timeout * PLAN_MOST_SHARE, PLAN_SECONDS))


def _look_for_plans(choice: Choice, result: SolveResult, limits: Limits, cap: int) -> None:
    """Bounds for the deals a limit left undecided, stopped or not searched (RULES.md
    section 7). Beam searches (`bestplan`) look for a plan of the solo deal, and of the
    four-player deal (its plans suit every deal), where they are undecided, each in an
    equal share of ``limits``, within ``cap`` states (half the exact searches' cap: the
    beam keeps its states in a Python set as well). Each undecided deal gets the
    shortest of the plans found and the solutions known that its players can take action
    for action, and at least the solo deal's lower bound (no deal needs fewer actions)."""
    from .bestplan import WIDTHS, Guide, best_plan
    from .fast import LayoutCache

    widths = sorted({max(MIN_WIDTH, min(w, cap // WIDTH_LAYERS)) for w in WIDTHS})
    deals = [d for n in sorted(result.players) for d in result.players[n]]
    undecided = [d for d in deals if d.min_actions is None and (d.stopped_by or not d.complete)]
    solo = result.players.get(1, [None])[0]
    floor = None if solo is None else solo.min_actions or solo.lower
    wanted = {tuple(d.hands) for d in undecided}
    searches = [h for h in (DISTRIBUTIONS[1][0], DISTRIBUTIONS[4][0]) if h in wanted]
    if undecided and DISTRIBUTIONS[4][0] not in searches:
        searches.append(DISTRIBUTIONS[4][0])  # its plans suit the deals not searched
    plans = [d.solution for d in deals if d.solution is not None]
    guide, cache = Guide(choice.compiled), LayoutCache(choice.compiled)
    for i, hands in enumerate(searches):
        if limits.stop_now():
            break
        left = limits.remaining()
        share = Limits(
            None if left is None else left / (len(searches) - i),
            limits.progress,
            limits.cancel,
            say=limits.say,
        )

        def found(plan, hands=hands) -> None:
            limits.tell(f"{deal_text(hands)}: between {floor} and {len(plan)} actions")

        plan = best_plan(
            choice.compiled, hands, share, cap, cache=cache, guide=guide, widths=widths, found=found
        )
        plans += [plan] if plan is not None else []
    rules = Rules(choice.compiled.quest)
    for d in undecided:
        d.lower = max(d.lower or 0, floor or 0) or None
        taken = [p for p in (_for_deal(rules, plan, d.hands) for plan in plans) if p]
        d.plan = min(taken, key=len, default=None)
        d.upper = None if d.plan is None else len(d.plan)


def _for_deal(rules: Rules, plan: list, hands) -> list | None:
    """``plan`` with each action taken by a player of the deal ``hands`` whose hand allows
    it, or None when some action is allowed to none."""
    state = rules.initial_state()
    out = []
    for action in plan:
        for player in range(len(hands)):
            mine = replace(action, player=player)
            try:
                state = rules.apply(state, mine, hands)
            except IllegalAction:
                continue
            break
        else:
            return None
        out.append(mine)
    return out if rules.is_goal(state) else None


def solve_deal(
    quest: Quest,
    hands: Sequence[str],
    *,
    reference: bool = False,
    max_states: int | None = None,
    max_memory: int | None = None,
    timeout: float | None = None,
    progress: Progress | None = None,
    cancel=None,
) -> DistributionResult:
    """Fewest actions (and one optimal solution) for one deal, within the limits of `solve`
    (a one-card quest starting in the reference solver too)."""
    choice = choose(quest, reference)
    with ctrl_c_stops():
        limits = Limits(timeout, progress, cancel)
        if choice.reference_first:
            from .reference import solve_distribution

            first = _reference_cap(max_states, max_memory, choice.reference_first)
            d = solve_distribution(quest, hands, max_states=first, limits=limits)
            _spent(d.states)
            if d.stopped_by != MAX_STATES:
                return d
            choice, loading = _hand_over(quest)
            _exclude(limits, loading)
        cap, capped_by = state_cap(choice, max_states, max_memory)
        if choice.solver == "fast":
            from .fast import Solver

            d = Solver(choice.compiled).distribution(hands, max_states=cap, limits=limits)
        else:
            from .reference import solve_distribution

            d = solve_distribution(quest, hands, max_states=cap, limits=limits)
    if d.stopped_by == MAX_STATES:
        d.stopped_by = capped_by
    return d


def proven_unsolvable(players: Sequence[int] = (1, 2, 3, 4)) -> SolveResult:
    """The result for a quest whose checks prove it cannot be completed (`PROOF_CODES`)."""
    result = SolveResult(solvable=False, min_steps=None, solver="checks")
    for n in players:
        result.players[n] = [DistributionResult(h, None, None) for h in DISTRIBUTIONS[n]]
    return result


def proofs(diags: Sequence[Diagnostic]) -> list[Diagnostic] | None:
    """The errors of ``diags`` when every one proves the quest unsolvable, else None."""
    errors = [d for d in diags if d.is_error]
    if errors and all(d.code in PROOF_CODES for d in errors):
        return errors
    return None


def solve_for_validation(
    quest: Quest,
    *,
    max_states: int | None = VALIDATE_MAX_STATES,
    timeout: float | None = VALIDATE_TIMEOUT,
    max_memory: int | None = None,
) -> tuple[list[Diagnostic], SolveResult]:
    """Solve for `mazewright validate --solve`: an error when the quest cannot be completed."""
    choice = choose(quest)
    result = solve(
        quest, choice=choice, max_states=max_states, timeout=timeout, max_memory=max_memory
    )
    diags = []
    if result.solvable is False:
        diags.append(
            Diagnostic(
                UNSOLVABLE,
                ERROR,
                "the quest cannot be completed: no sequence of actions gets every hero out",
            )
        )
    elif result.solvable is None:
        diags.append(
            Diagnostic(
                SOLVE_LIMIT,
                WARNING,
                f"the solver did not decide the quest: {result.stop_text()}",
            )
        )
    return diags, result
