"""A solution as a film: the state before and after every action (for playback and export)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, describe
from .model import Quest
from .rules import Rules, State


@dataclass(frozen=True)
class Frame:
    """The board after ``index`` actions; ``action`` is the one that led here (None at the start)."""

    index: int
    state: State
    action: Action | None
    text: str


def frames(quest: Quest, hands: Sequence[str], solution: Sequence[Action]) -> list[Frame]:
    """Replay ``solution`` in the rules engine (raises `IllegalAction` if it is not legal)."""
    rules = Rules(quest)
    state = rules.initial_state()
    out = [Frame(0, state, None, "start")]
    for i, action in enumerate(solution, start=1):
        state = rules.apply(state, action, hands)
        out.append(Frame(i, state, action, describe(action, hands)))
    return out


def hero_positions(rules: Rules, state: State) -> dict[str, tuple[int, int]]:
    """Global cell of each hero still on the board."""
    return {h: p for h, p in zip(rules.heroes, state.positions, strict=True) if p is not None}
