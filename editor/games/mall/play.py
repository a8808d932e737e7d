"""A headless heist played action by action by 1 to 8 players (RULES.md sections 2-4).

Each action is offered only to the players whose action tiles hold it; exploring
places the top tile of the deck (the deck's order is the scenario's, so ``seed``
deals nothing). The session ends when every hero has left (won) or the sand timer
runs out first (lost). `undo` takes back one action, whatever it was.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.events import Event

from .checks import check_scenario
from .hands import HANDS
from .model import Scenario
from .rules import GONE, Action, Rules, State


@dataclass(frozen=True)
class Step:
    """One action by one player (an index into the player count's hands)."""

    player: int
    action: Action


class Session:
    """One heist for ``players`` (1..8) on a scenario free of errors (else ValueError)."""

    def __init__(self, scenario: Scenario, players: int, seed: int | None = None):
        errors = [d for d in check_scenario(scenario) if d.is_error]
        if errors:
            raise ValueError(f"the scenario has errors: {errors[0].message}")
        if players not in HANDS:
            raise ValueError(f"a heist has 1 to 8 players, not {players}")
        self.scenario = scenario
        self.rules = Rules(scenario)
        self.hands = HANDS[players]
        self.state: State = self.rules.initial()
        self.lost = False
        self.history: list[Step] = []
        self._stack: list[tuple[State, bool]] = []

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def won(self) -> bool:
        return self.state.complete

    @property
    def is_over(self) -> bool:
        return self.won or self.lost

    def legal_actions(self) -> list[Step]:
        """Every action any player may play now, player by player."""
        if self.is_over:
            return []
        actions = self.rules.actions(self.state)
        return [Step(p, a) for p, hand in enumerate(self.hands) for a in actions if a.kind in hand]

    def why_refused(self, step: Step) -> str | None:
        """Why ``step`` may not be played now, in words; None when it may."""
        if self.won:
            return "the heist is over: every hero has left the mall"
        if self.lost:
            return "the heist is over: the sand timer ran out"
        if not 0 <= step.player < self.players:
            return f"there is no player {step.player + 1} in a game of {self.players}"
        if step.action.kind not in self.hands[step.player]:
            return f"player {step.player + 1}'s action tiles have no {step.action.kind}"
        return self.rules.why_refused(self.state, step.action)

    def describe(self, step: Step) -> str:
        """The step in words (``step`` must name a hero still in the mall)."""
        return f"player {step.player + 1}: {self.rules.describe(self.state, step.action)}"

    def apply(self, step: Step) -> list[Event]:
        """Play ``step`` (ValueError with the reason when it is refused); what it did: the
        action, then the theft, a timer turned, the heist won or lost."""
        reason = self.why_refused(step)
        if reason is not None:
            raise ValueError(reason)
        before = self.state
        said = self.describe(step)
        self._stack.append((self.state, self.lost))
        self.history.append(step)
        self.state = self.rules.play(self.state, step.action)
        self.lost = self.rules.failed(self.state)
        return _events(step, said, before, self.state, self.lost)

    def undo(self) -> Step:
        """Take back the last action and return it (IndexError when there is none)."""
        self.state, self.lost = self._stack.pop()
        return self.history.pop()


def _events(step: Step, said: str, before: State, after: State, lost: bool) -> list[Event]:
    """What ``step`` did, from the states before and after it."""
    gone = before.positions.count(GONE) < after.positions.count(GONE)
    kind = "explored" if step.action.kind == "explore" else "left" if gone else "moved"
    events = [Event(kind, said)]
    if after.theft and not before.theft:
        events.append(Event("stole", "every hero stands on its item: the theft is done"))
    if len(after.used) > len(before.used):
        events.append(Event("timer", "the sand timer is turned over"))
    if after.complete:
        events.append(Event("won", "every hero has left the mall: the heist succeeds"))
    elif lost:
        events.append(Event("lost", "the sand timer ran out: the heist fails"))
    return events
