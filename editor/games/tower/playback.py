"""A solution as a film: the state before and after every action (for playback and export)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .model import Quest
from .play import Session
from .rules import Rules, State


@dataclass(frozen=True)
class Frame:
    """The board after ``index`` actions; ``action`` is the one that led here (None at the start)."""

    index: int
    state: State
    action: Action | None
    text: str


def frames(quest: Quest, hands: Sequence[str], solution: Sequence[Action]) -> list[Frame]:
    """Replay ``solution`` in a play session (raises `IllegalAction` if it is not legal)."""
    session = Session(quest, len(hands), hands=tuple(hands))
    out = [Frame(0, session.state, None, "start")]
    for i, action in enumerate(solution, start=1):
        text = session.describe(action)
        session.apply(action)
        out.append(Frame(i, session.state, action, text))
    return out


def hero_positions(rules: Rules, state: State) -> dict[str, tuple[int, int]]:
    """Global cell of each hero still on the board."""
    return {h: p for h, p in zip(rules.heroes, state.positions, strict=True) if p is not None}
