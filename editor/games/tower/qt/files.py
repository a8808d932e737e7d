"""Opening quest files in the editor: work in progress opens despite schema errors."""

from __future__ import annotations

import os

from editor.validate import examine, load_file

from ..load import LoadResult


def lenient_quest(data, file: str) -> LoadResult:
    """Like `editor.games.tower.load.quest_from_data`, but builds the quest despite schema errors.

    The editor must reopen its own work in progress (a quest with no heroes
    yet, say); the issues dock then lists what is wrong. Only data that is not
    a tower quest at all (not an object, another format) gives no quest.
    """
    loaded = examine(data, file, checks=False, lenient=True)
    return LoadResult(loaded.model, loaded.diagnostics)


def load_for_editing(path: str | os.PathLike) -> LoadResult:
    """Read a quest file for the editor (see `lenient_quest`), as every command reads it."""
    loaded = load_file(path, checks=False, lenient=True)
    return LoadResult(loaded.model, loaded.diagnostics)
