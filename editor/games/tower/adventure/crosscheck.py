"""The adventure's `GameSpec.solving.replay`: every quest of it solved and its solutions replayed."""

from __future__ import annotations

from ..crosscheck import replay as replay_quest
from .checks import check_members
from .members import read_members
from .model import Adventure


def replay(adventure: Adventure) -> list[str]:
    """What did not replay in the tower's rules, per trial and the epic (``[]``: all did)."""
    members = read_members(adventure)
    check_members(members)
    problems = []
    for member in members.all:
        if not member.usable:
            problems.append(f"{member.name}: not solved, it has errors")
            continue
        problems += [f"{member.name}: {p}" for p in replay_quest(member.quest)]
    return problems
