"""The adventure's export front door (`GameSpec.export.write`): its cards, each trial backed by
its epic card.

Every trial of the manifest is the front of one physical card and the epic's card of
the same rank (in the order of the epic's ``cards`` list) its back, so the printed
trials, turned over, build the epic. ``pdf`` prints sheets of fronts, each followed by
its back sheet mirrored for duplex printing (flip on the long edge); ``svg`` and
``png`` write every front and back as a file of its own. The cards are drawn by the
tower's printing (`printing`), as for any quest.
"""

from __future__ import annotations

from collections.abc import Sequence

from editor.core.exporting import (
    Exported,
    ExportError,
    ExportRequest,
    ExportSource,
    UsageError,
)

from ...qt import printing
from ...qt.export import export_cards
from ...qt.renderer import ensure_gui_app
from ..checks import check_members
from ..members import read_members
from ..model import Adventure


def adventure_cards(adventure: Adventure, where: str) -> list[printing.PrintCard]:
    """The physical cards of ``adventure`` (read from ``where``): trial i in front, the
    epic's card i behind it. `ExportError` when a quest cannot be read at all; a quest
    that breaks the rules prints (the command line asks for ``--force`` first)."""
    members = read_members(adventure)
    check_members(members)
    missing = [m for m in members.all if m.quest is None]
    if missing:
        names = ", ".join(m.name for m in missing)
        problems = [d.with_file(where) for m in missing for d in m.diagnostics if d.is_error]
        raise ExportError(f"{where}: cannot print the adventure without {names}", problems)
    epic = printing.QuestSource(members.epic.quest, members.epic.path)
    backs = epic.quest.cards
    cards = []
    for i, trial in enumerate(members.trials):
        front = printing.QuestSource(trial.quest, trial.path)
        back = printing.Face(epic, backs[i].id) if i < len(backs) else None
        cards.append(printing.PrintCard(printing.Face(front, trial.quest.cards[0].id), back))
    return cards


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """Export these adventures' cards as ``request`` says (see the module's docstring)."""
    fmt = request.format
    if request.options.get("solution") or fmt == "gif":
        raise UsageError(
            "a solution is one quest's: export the trial's or the epic's file with --solution"
        )
    if request.options.get("coordinates"):
        raise UsageError(
            "--coordinates numbers the boards of a solution, and an adventure has none"
        )
    ensure_gui_app()
    cards = []
    for source in sources:
        where = str(source.path) if source.path is not None else "the adventure"
        cards += adventure_cards(source.model, where)
    title = ""
    if len(sources) == 1:
        title = sources[0].model.name(sources[0].stem(".adventure.json", "adventure"))
    return export_cards(cards, request, title, progress, cancel)
