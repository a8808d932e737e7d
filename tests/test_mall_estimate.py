"""The fast mall solver's estimate (`kernel.estimate`, `compile.distances`) never exceeds
the actions a state still needs.

On small random scenarios (explore, vortexes, escalators, timers), every state the rules
can reach is found, the true fewest actions to the end are worked out backwards from the
complete heists, and each state's estimate, with its mall's distances worked out, must
not exceed them; a state it calls hopeless must be one.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from statespace import actions_left
from test_mall_generated import small_scenarios

from editor.games.mall import fast, kernel
from editor.games.mall.checks import check_scenario
from editor.games.mall.compile import Declined, compile_scenario

#: Reachable states beyond which an example is left out.
MOST_STATES = 4000
COMPARED: list[int] = []


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(small_scenarios())
def test_the_estimate_never_exceeds_the_actions_left(s):
    assume(not any(d.is_error for d in check_scenario(s)))
    try:
        c = compile_scenario(s)
    except Declined:
        assume(False)
    rules = c.rules
    truth = actions_left(
        rules.initial(),
        lambda state: (nxt for _, nxt in rules.successors(state)),
        lambda state: state.complete,
        MOST_STATES,
    )
    assume(truth is not None)
    for state, left in truth.items():
        if state.complete:
            continue
        code = c.pack(state)
        number = code >> c.layout_shift
        if not c.measured[number]:
            c.measure(number)
        estimate = int(kernel.estimate(code, fast.tables(c)))
        if estimate >= kernel.HOPELESS:
            assert left is None, state
        elif left is not None:
            assert estimate <= left, (state, estimate, left)
    COMPARED.append(1)


def test_enough_scenarios_were_compared():
    if not COMPARED:  # this test alone
        test_the_estimate_never_exceeds_the_actions_left()
    assert len(COMPARED) >= 20, f"only {len(COMPARED)} scenarios compared"
