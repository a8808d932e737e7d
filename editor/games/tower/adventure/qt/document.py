"""An adventure open in the editor, and the undo commands that change it.

Every edit is one `AdventureEdit` (the studio's `ModelEdit`: the manifest as it was
before and after the change).
Its paths are relative to the folder of the adventure file, so a trial can only be
added once the adventure has a folder (it has been saved); saving it into another
folder writes its paths relative to that folder (`rebased`).
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.edits import ModelEdit
from editor.qt.game import Document
from editor.qt.language import translate

from ..model import MAX_TRIALS, Adventure

TEXT_KEYS = ("title", "author", "notes")
#: The undo step of each text key.
CHANGE_TEXT = {
    "title": QT_TRANSLATE_NOOP("AdventureEditor", "Change title"),
    "author": QT_TRANSLATE_NOOP("AdventureEditor", "Change author"),
    "notes": QT_TRANSLATE_NOOP("AdventureEditor", "Change notes"),
}


class AdventureEdit(ModelEdit):
    """One change to the manifest; where the file lies (``folder``) is not part of it."""

    keep = ("folder",)


class AdventureDocument(Document):
    """An adventure manifest and the edits a designer makes to it."""

    model: Adventure

    @property
    def folder(self) -> Path | None:
        """Where the adventure file lives (its paths are relative to it); None: not saved."""
        return Path(self.path).parent if self.path else None

    def relative(self, path: str | Path) -> str:
        """A quest file's path as the manifest writes it: relative to the adventure's
        folder, with ``/`` between folders."""
        return Path(os.path.relpath(Path(path).resolve(), self.folder.resolve())).as_posix()

    def edit(self, text: str, change: Callable[[Adventure], None]) -> None:
        self.stack.push(AdventureEdit(self, text, change))

    # -- the edits -------------------------------------------------------------------
    def add_trials(self, paths: list[str], at: int | None = None) -> None:
        """Add quest files as trials (at the end, or before trial ``at``)."""
        names = [self.relative(p) for p in paths]
        room = MAX_TRIALS - len(self.model.trials)
        if not names or room <= 0:
            return

        def change(a: Adventure) -> None:
            where = len(a.trials) if at is None else at
            a.trials[where:where] = names[:room]

        text = (
            translate("AdventureEditor", "Add trial")
            if len(names) == 1
            else translate("AdventureEditor", "Add {count} trials").format(count=len(names))
        )
        self.edit(text, change)

    def remove_trial(self, index: int) -> None:
        self.edit(translate("AdventureEditor", "Remove trial"), lambda a: a.trials.pop(index))

    def move_trial(self, index: int, to: int) -> None:
        """Trial ``index`` becomes trial ``to`` (0-based); the others close up."""
        if index == to or not (0 <= to < len(self.model.trials)):
            return

        def change(a: Adventure) -> None:
            a.trials.insert(to, a.trials.pop(index))

        self.edit(translate("AdventureEditor", "Move trial"), change)

    def set_epic(self, path: str) -> None:
        name = self.relative(path)

        def change(a: Adventure) -> None:
            a.epic = name

        self.edit(translate("AdventureEditor", "Choose the epic"), change)

    def set_text(self, key: str, value: str | None) -> None:
        if key not in TEXT_KEYS or getattr(self.model, key) == value:
            return
        self.edit(translate("AdventureEditor", CHANGE_TEXT[key]), lambda a: setattr(a, key, value))


def rebased(adventure: Adventure, old: Path | None, new: Path) -> Adventure:
    """The manifest as written in folder ``new``: each path names the same file from there
    (paths from ``old``, the folder they were written for; None: the working folder)."""
    out = copy.deepcopy(adventure)
    base = (old or Path()).resolve()
    target = new.resolve()

    def move(relative: str) -> str:
        if not relative:
            return relative
        return Path(os.path.relpath(base / relative, target)).as_posix()

    out.trials = [move(t) for t in adventure.trials]
    out.epic = move(adventure.epic)
    out.folder = new
    return out
