"""Opening quest files in the editor: work in progress opens despite schema errors."""

from __future__ import annotations

from editor.fileio import FileProblem, read_json
from editor.tower.fileformat import quest_from_dict
from editor.tower.load import LoadResult, quest_from_data


def lenient_quest(data, file: str) -> LoadResult:
    """Like `quest_from_data`, but builds the quest despite schema errors when it can.

    The editor must reopen its own work in progress (a quest with no heroes
    yet, say); the issues dock then lists what is wrong.
    """
    result = quest_from_data(data, file)
    if result.quest is not None:
        return result
    try:
        quest = quest_from_dict(data)
    except Exception:  # shapes the schema refused and the model cannot hold
        return result
    return LoadResult(quest, result.diagnostics)


def load_for_editing(path: str) -> LoadResult:
    """Read a quest file for the editor (see `lenient_quest`)."""
    try:
        data = read_json(path)
    except FileProblem as problem:
        return LoadResult(None, [problem.diagnostic])
    return lenient_quest(data, str(path))
