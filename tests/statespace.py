"""The whole state space of a small level, for checking lower bounds against the truth."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable


def actions_left(
    start: Hashable,
    successors: Callable[[Hashable], Iterable[Hashable]],
    is_goal: Callable[[Hashable], bool],
    most: int,
) -> dict | None:
    """Every state reachable from ``start`` and its fewest actions to a goal (None: it
    never gets there), worked out backwards from the goals; None when there are more than
    ``most`` states."""
    after: dict = {start: []}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        for nxt in successors(state):
            after[state].append(nxt)
            if nxt not in after:
                if len(after) >= most:
                    return None
                after[nxt] = []
                queue.append(nxt)
    before: dict = {s: [] for s in after}
    for s, nexts in after.items():
        for n in nexts:
            before[n].append(s)
    left = {s: 0 for s in after if is_goal(s)}
    queue = deque(left)
    while queue:
        s = queue.popleft()
        for p in before[s]:
            if p not in left:
                left[p] = left[s] + 1
                queue.append(p)
    return {s: left.get(s) for s in after}
