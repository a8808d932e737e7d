"""`mazewright validate --solve` on an adventure: each of its quests solved as validation
solves a quest, its findings reported under the adventure (`GameSpec.solving.validate`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from editor.core.diagnostics import Diagnostic

from .. import solving
from ..results import SolveResult
from .checks import check_members
from .members import diag, read_members
from .model import Adventure


@dataclass
class Outcome:
    """Each quest's result, by name (``trial 1``... ``the epic``)."""

    results: list[tuple[str, SolveResult]] = field(default_factory=list)

    def summary(self) -> str:
        """Every quest's counts in words, trials first: ``trial 1: min steps 19; ...``."""
        return " | ".join(f"{name}: {result.summary()}" for name, result in self.results)


def solve_for_validation(adventure: Adventure) -> tuple[list[Diagnostic], Outcome]:
    """Solve every quest of ``adventure`` within validation's limits; a quest that cannot be
    completed (T201) or was not decided (T202) is reported as the adventure's A103 or A104."""
    members = read_members(adventure)
    check_members(members)
    diags: list[Diagnostic] = []
    outcome = Outcome()
    for member in members.all:
        if not member.usable:
            continue
        found, result = solving.solve_for_validation(member.quest)
        for d in found:
            text = f"{member.name}: {d.with_file(member.relative).to_text()}"
            diags.append(diag("A103" if d.is_error else "A104", text, member.pointer))
        outcome.results.append((member.name, result))
    return diags, outcome
