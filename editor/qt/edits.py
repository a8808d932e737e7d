"""One undo step of a model edited in place: the model as it was before and after.

The games whose files are small (a labyrinth layout, a Daedalus maze, a Wandering
Towers set-up, an adventure manifest) edit them this way: a `ModelEdit` applies a
change to its document's model and keeps copies of the model before and after it,
so undo and redo restore it exactly. The model object never changes identity, so
what holds it (a renderer, a scene) stays valid. Edits given one ``stroke`` key
merge on the stack: a drag painted over many mouse moves is one undo step. An edit
that changes nothing leaves no step.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from .game import Document

_MERGE_ID = 0x4D45  # any fixed number: the id of edits that merge into one stroke
_strokes = itertools.count(1)


def new_stroke() -> int:
    """A key for the edits of one drag, so that they merge into one undo step."""
    return next(_strokes)


class ModelEdit(QUndoCommand):
    """One change to ``doc.model``, undone and redone by restoring the model around it."""

    keep: tuple[str, ...] = ()
    """Attributes of the model that undo and redo leave as they are (not part of the
    file, such as where it lies)."""

    def __init__(
        self,
        doc: Document,
        text: str,
        change: Callable[[Any], None],
        stroke: int | None = None,
    ):
        super().__init__(text)
        self.doc = doc
        self.change = change
        self.stroke = stroke
        self.before: Any = None
        self.after: Any = None

    def redo(self) -> None:
        model = self.doc.model
        if self.after is None:
            self.before = copy.deepcopy(model)
            self.change(model)
            self.after = copy.deepcopy(model)
            self.setObsolete(self.after == self.before)
        else:
            self._restore(self.after)
        self.doc.changed.emit()

    def undo(self) -> None:
        self._restore(self.before)
        self.doc.changed.emit()

    def _restore(self, state: Any) -> None:
        """Make the model equal to ``state`` in place."""
        model = self.doc.model
        for name, value in vars(state).items():
            if name not in self.keep:
                setattr(model, name, copy.deepcopy(value))

    def id(self) -> int:
        return _MERGE_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if type(other) is not type(self) or other.stroke != self.stroke:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)
        return True
