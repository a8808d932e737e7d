"""One game of a quest, played action by action: the tower's play session for the studio.

The rules are `rules.Rules` (a state in, a state out); a `Session` keeps the
state of one game and its history, so that anything that plays a game (a test
that plays at random, a tool) does it the same way for every game of the studio
(`GameSpec.play.session`). The orientation tiles are dealt by ``seed``, as players
shuffle them: one of the deals of `results.DISTRIBUTIONS`.
"""

from __future__ import annotations

import random

from editor.core.events import Event

from .actions import Action, describe
from .model import Quest
from .results import DISTRIBUTIONS
from .rules import Rules, State


class Session:
    """``players`` (1 to 4) play ``quest``; the hands are dealt at random by ``seed``,
    or are ``hands`` (one tile per player, as `results.DISTRIBUTIONS` names them)."""

    def __init__(
        self,
        quest: Quest,
        players: int,
        seed: int | None = None,
        *,
        hands: tuple[str, ...] | None = None,
        rules: Rules | None = None,
    ):
        if players not in DISTRIBUTIONS:
            raise ValueError(f"a quest is played by 1 to 4 players, not {players}")
        if hands is not None and len(hands) != players:
            raise ValueError(f"{players} players hold {players} tiles, not {len(hands)}")
        self.rules = rules if rules is not None else Rules(quest)
        self.hands: tuple[str, ...] = hands or random.Random(seed).choice(DISTRIBUTIONS[players])
        self.state: State = self.rules.initial_state()
        self.history: list[Action] = []
        self.before: list[State] = []
        """The state before each action of ``history``."""

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def is_over(self) -> bool:
        """Every hero is out."""
        return self.rules.is_goal(self.state)

    def legal_actions(self) -> list[Action]:
        """One action for every position the heroes can reach with one action."""
        return [action for action, _ in self.rules.legal_actions(self.state, self.hands)]

    def why_refused(self, action: Action) -> str | None:
        return self.rules.check(self.state, action, self.hands)

    def describe(self, action: Action) -> str:
        return describe(action, self.hands)

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` (raises `IllegalAction`, a ValueError, with the reason when the
        rules refuse it); what it did: the action, then the exits opening, heroes
        leaving, the quest won."""
        after = self.rules.apply(self.state, action, self.hands)
        before = self.state
        self.before.append(before)
        self.history.append(action)
        self.state = after
        events = [Event(type(action).__name__.lower(), self.describe(action))]
        if after.exits_open and not before.exits_open:
            events.append(Event("exits", "every hero with an armory stands on it: the exits open"))
        for hero, was, now in zip(
            self.rules.heroes, before.positions, after.positions, strict=True
        ):
            if was is not None and now is None:
                events.append(Event("left", f"the {hero} leaves the tower"))
        if self.is_over:
            events.append(Event("won", "every hero is out: the quest is won"))
        return events

    def undo(self) -> Action:
        """Take back the last action and return it (IndexError when there is none)."""
        self.state = self.before.pop()
        return self.history.pop()
