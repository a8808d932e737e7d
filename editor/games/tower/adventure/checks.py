"""The adventure's checks (RULES.md section 8): its quests are there, valid, and fit together.

Every trial and the epic must be a tower quest that validates without errors (its
own diagnostics are reported under the adventure, naming the trial); no quest is
listed twice; each trial is one card, and the epic has one card per trial, of the
trials' size, since its cards are printed on their backs.
"""

from __future__ import annotations

from editor.core.diagnostics import Diagnostic

from .members import CODES, Members, read_members
from .model import Adventure

__all__ = ["CODES", "check_adventure", "check_members"]


def check_adventure(adventure: Adventure, data=None) -> list[Diagnostic]:
    """Every finding about ``adventure`` and the quests it names (``data`` is not needed:
    the manifest holds nothing the model drops)."""
    members = read_members(adventure)
    check_members(members)
    return members.diagnostics


def check_members(members: Members) -> None:
    """Add to ``members`` what is wrong with them together: shapes, sides and counts."""
    epic = members.epic.quest
    for trial in members.trials:
        quest = trial.quest
        if quest is None:
            continue
        if len(quest.cards) != 1 or quest.slots != (1, 1):
            trial.say(
                "A106",
                f"{len(quest.cards)} cards in {quest.slots[0]} x {quest.slots[1]} slots; "
                "a trial is one card in one slot",
            )
        if quest.side not in (None, "trial"):
            trial.say("A110", f'its "side" is "{quest.side}", not "trial"')
        if epic is not None and quest.size != epic.size:
            trial.say(
                "A108",
                f"its cards are {quest.size} x {quest.size} cells, the epic's "
                f"{epic.size} x {epic.size}: the epic's cards are the trials' backs",
            )
    if epic is None:
        return
    if epic.side not in (None, "epic"):
        members.epic.say("A110", f'its "side" is "{epic.side}", not "epic"')
    cards, trials = len(epic.cards), len(members.trials)
    if cards != trials:
        members.epic.say(
            "A107",
            f"{cards} card{'s' * (cards != 1)} for {trials} trial{'s' * (trials != 1)}: "
            "each trial's back is one card of the epic",
        )
