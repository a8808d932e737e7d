"""A labyrinth layout open in the editor, and the undo commands that change it.

Every edit is one of the studio's `ModelEdit` (`editor.qt.edits`): the layout as it
was before and after the change (a layout is small: at most 12 x 12 squares); the
edits of one wall stroke merge into one undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.edits import ModelEdit
from editor.qt.game import Document
from editor.qt.language import translate

from ..model import MAX_SIZE, MIN_SIZE, ROOMS, Edge, Layout, Square

TEXT_KEYS = ("title", "author", "notes")
#: The undo step of each text key.
SET_TEXT = {
    "title": QT_TRANSLATE_NOOP("LabyrinthEditor", "Set title"),
    "author": QT_TRANSLATE_NOOP("LabyrinthEditor", "Set author"),
    "notes": QT_TRANSLATE_NOOP("LabyrinthEditor", "Set notes"),
}


class LayoutDocument(Document):
    """A layout being edited; every method is one undo step (or part of one stroke)."""

    model: Layout

    def edit(self, text: str, change: Callable[[Layout], None], stroke: int | None = None) -> None:
        self.stack.push(ModelEdit(self, text, change, stroke))

    def paint_walls(self, edges: Iterable[Edge], stroke: int | None = None) -> None:
        """Put walls on inner edges (edges on the rim or off the board are left out)."""
        edges = [e for e in edges if self.model.is_inner_edge(e)]
        self.edit(
            translate("LabyrinthEditor", "Paint walls"),
            lambda layout: layout.walls.update(edges),
            stroke,
        )

    def erase_walls(self, edges: Iterable[Edge], stroke: int | None = None) -> None:
        edges = list(edges)
        self.edit(
            translate("LabyrinthEditor", "Erase walls"),
            lambda layout: layout.walls.difference_update(edges),
            stroke,
        )

    def place_room(self, number: int, square: Square) -> None:
        """Room ``number`` goes to ``square``; a room already there takes its old place.

        When ``number`` was not on the board, the room on ``square`` is renumbered.
        """
        if number not in ROOMS:
            raise ValueError(f"a room number is one of 1 to 5, not {number}")
        if not self.model.inside(square):
            return

        def place(layout: Layout) -> None:
            old = layout.rooms.get(number)
            for other in [k for k, at in layout.rooms.items() if at == square and k != number]:
                del layout.rooms[other]
                if old is not None:
                    layout.rooms[other] = old
            layout.rooms[number] = square

        self.edit(translate("LabyrinthEditor", "Place room {number}").format(number=number), place)

    def remove_room(self, square: Square) -> None:
        """Take every room off ``square``."""

        def remove(layout: Layout) -> None:
            for k in [k for k, at in layout.rooms.items() if at == square]:
                del layout.rooms[k]

        self.edit(translate("LabyrinthEditor", "Remove room"), remove)

    def set_size(self, size: int) -> None:
        """A new board size; walls and rooms that would lie off the new board are dropped."""
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"the board size is {MIN_SIZE} to {MAX_SIZE}, not {size}")

        def resize(layout: Layout) -> None:
            layout.size = size
            layout.walls = {e for e in layout.walls if layout.is_inner_edge(e)}
            layout.rooms = {k: at for k, at in layout.rooms.items() if layout.inside(at)}

        self.edit(
            translate("LabyrinthEditor", "Board size {size} x {size}").format(size=size), resize
        )

    def set_text(self, key: str, value: str) -> None:
        """Set the title, author or notes (an empty text removes it)."""
        if key not in TEXT_KEYS:
            raise ValueError(f"the text keys are {', '.join(TEXT_KEYS)}, not {key!r}")
        self.edit(
            translate("LabyrinthEditor", SET_TEXT[key]),
            lambda layout: setattr(layout, key, value or None),
        )
