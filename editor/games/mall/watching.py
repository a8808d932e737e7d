"""A plan played back step by step, as the studio's watch panel and play mode tell it.

A witness plan of `mazewright solve --json` (a player count's `solution`) becomes a
list of `WatchStep`: who acts (the player and the action tile used), the state
before and after, and the action spelled out with what follows it (a tile placed,
the theft, a hero leaving, the sand timer turned over).
"""

from __future__ import annotations

from dataclasses import dataclass

from .crosscheck import action_from_json
from .hands import HANDS
from .model import SIDE_WORDS, Point, Scenario
from .rules import Action, Rules, State
from .sandtimer import turns_timer

#: An action tile's words (the moves by their arrows' directions).
TILE_WORDS = {**SIDE_WORDS, "vortex": "vortex", "escalator": "escalator", "explore": "explore"}


def hand_words(hand: tuple[str, ...]) -> str:
    return ", ".join(TILE_WORDS[kind] for kind in hand)


def who(players: int, player: int, kind: str) -> str:
    """The acting player in words: solo, the action tile the solo deck shows."""
    if players == 1:
        return f"the solo deck shows {TILE_WORDS[kind]}"
    return f"player {player + 1} ({hand_words(HANDS[players][player])})"


def consequences(
    rules: Rules, before: State, action: Action, after: State, used: frozenset[Point]
) -> list[str]:
    """What follows an action beyond the action itself (`Rules.describe` tells the tile
    placed and a hero leaving), in words: the theft, the sand timer turned over (on a
    timer space not in ``used``), the heist complete."""
    out = []
    if after.theft and not before.theft:
        out.append("the theft! The vortexes are off and the exits open")
    space = turns_timer(rules, action, after, used)
    if space is not None:
        left = f": {after.remaining} actions of sand left" if rules.scenario.timer else ""
        out.append(f"the sand timer is turned over on {space[0]},{space[1]}{left}")
    if after.complete:
        out.append("every hero is out: the heist has succeeded")
    return out


@dataclass(frozen=True)
class WatchStep:
    """Action ``number`` (1-based) of a plan."""

    number: int
    player: int
    """The index of the acting player into the player count's hands (solo: 0)."""
    action: Action
    before: State
    after: State
    words: str
    """The action spelled out, who plays it and what follows it."""
    turned: Point | None
    """The timer space it used up, if it turned the sand timer over."""


def watch_steps(
    scenario: Scenario, players: int, solution: list[dict]
) -> tuple[Rules, list[WatchStep]]:
    """The rules of ``scenario`` and the steps of a plan for ``players`` players (ValueError
    when the rules refuse one of its actions)."""
    rules = Rules(scenario)
    state = rules.initial()
    used: frozenset[Point] = frozenset()
    steps = []
    for number, data in enumerate(solution, 1):
        action = action_from_json(rules, state, data)
        reason = rules.why_refused(state, action)
        if reason is not None:
            raise ValueError(f"action {number} of the plan cannot be played: {reason}")
        player = int(data["player"])
        if action.kind not in HANDS[players][player]:
            raise ValueError(f"action {number}: player {player + 1} has no {action.kind} tile")
        after = rules.play(state, action)
        turned = turns_timer(rules, action, after, used)
        said = "; ".join(consequences(rules, state, action, after, used))
        words = f"{who(players, player, action.kind)}: {rules.describe(state, action)}"
        steps.append(
            WatchStep(
                number, player, action, state, after, words + (f"; {said}" if said else ""), turned
            )
        )
        if turned is not None:
            used = used | {turned}
        state = after
    return rules, steps
