"""A maze open in the editor, and the undo commands that change it.

Every edit is one of the studio's `ModelEdit` (`editor.qt.edits`): the maze as it
was before and after the change (a maze is small: a few hundred walls at most); the
walls painted over one drag are one undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.edits import ModelEdit
from editor.qt.game import Document
from editor.qt.language import translate

from ..geometry import ARC, RADIAL, Wall
from ..model import MAX_RINGS, MAX_SECTORS, MIN_RINGS, MIN_SECTORS, Maze

TEXT_KEYS = ("title", "author", "notes")
#: The undo texts of `MazeDocument.set_text`, by text key.
SET_TEXTS = {
    "title": QT_TRANSLATE_NOOP("DaedalusEditor", "Set title"),
    "author": QT_TRANSLATE_NOOP("DaedalusEditor", "Set author"),
    "notes": QT_TRANSLATE_NOOP("DaedalusEditor", "Set notes"),
}
#: The undo texts of painting and erasing walls, by (verb, kinds of wall changed).
WALLS_TEXTS = {
    ("Paint", "radial"): QT_TRANSLATE_NOOP("DaedalusEditor", "Paint radial walls"),
    ("Paint", "arc"): QT_TRANSLATE_NOOP("DaedalusEditor", "Paint arc walls"),
    ("Paint", "both"): QT_TRANSLATE_NOOP("DaedalusEditor", "Paint walls"),
    ("Erase", "radial"): QT_TRANSLATE_NOOP("DaedalusEditor", "Erase radial walls"),
    ("Erase", "arc"): QT_TRANSLATE_NOOP("DaedalusEditor", "Erase arc walls"),
    ("Erase", "both"): QT_TRANSLATE_NOOP("DaedalusEditor", "Erase walls"),
}


def _split(walls: Iterable[Wall]) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """(radial walls, arcs) of wall slots."""
    radial = {(a, b) for kind, a, b in walls if kind == RADIAL}
    arcs = {(a, b) for kind, a, b in walls if kind == ARC}
    return radial, arcs


class MazeDocument(Document):
    """A maze being edited; every method is one undo step (or part of one stroke)."""

    model: Maze

    def edit(self, text: str, change: Callable[[Maze], None], stroke: int | None = None) -> None:
        self.stack.push(ModelEdit(self, text, change, stroke))

    def paint_walls(self, walls: Iterable[Wall], stroke: int | None = None) -> None:
        """Put up walls at these slots (radial walls on the board, arcs on the film); slots
        off the board are left out."""
        maze = self.model
        radial, arcs = _split(walls)
        radial = {w for w in radial if maze.in_range_radial(w)}
        arcs = {w for w in arcs if maze.in_range_arc(w)}

        def paint(m: Maze) -> None:
            m.radial |= radial
            m.arcs |= arcs

        self.edit(_walls_text("Paint", radial, arcs), paint, stroke)

    def erase_walls(self, walls: Iterable[Wall], stroke: int | None = None) -> None:
        radial, arcs = _split(walls)

        def erase(m: Maze) -> None:
            m.radial -= radial
            m.arcs -= arcs

        self.edit(_walls_text("Erase", radial, arcs), erase, stroke)

    def set_board(self, rings: int, sectors: int) -> None:
        """A new ring and sector count; walls off the new board are dropped and the phase
        is kept within the new sector count."""
        if not MIN_RINGS <= rings <= MAX_RINGS:
            raise ValueError(f"a maze has {MIN_RINGS} to {MAX_RINGS} rings, not {rings}")
        if not MIN_SECTORS <= sectors <= MAX_SECTORS or sectors % 2:
            raise ValueError(
                f"a maze has an even number of sectors, {MIN_SECTORS} to {MAX_SECTORS}, "
                f"not {sectors}"
            )

        def resize(m: Maze) -> None:
            m.rings, m.sectors = rings, sectors
            m.radial = {w for w in m.radial if m.in_range_radial(w)}
            m.arcs = {w for w in m.arcs if m.in_range_arc(w)}
            m.phase %= sectors

        text = translate("DaedalusEditor", "Board {rings} rings x {sectors} sectors")
        self.edit(text.format(rings=rings, sectors=sectors), resize)

    def set_phase(self, phase: int) -> None:
        """The film's position while the soldiers are placed (the file's ``phase``)."""
        sectors = self.model.sectors
        if not 0 <= phase < sectors:
            raise ValueError(f"the phase is 0 to {sectors - 1}, not {phase}")
        text = translate("DaedalusEditor", "Starting phase {phase}").format(phase=phase)
        self.edit(text, lambda m: setattr(m, "phase", phase))

    def set_text(self, key: str, value: str) -> None:
        """Set the title, author or notes (an empty text removes it)."""
        if key not in TEXT_KEYS:
            raise ValueError(f"the text keys are {', '.join(TEXT_KEYS)}, not {key!r}")
        text = translate("DaedalusEditor", SET_TEXTS[key])
        self.edit(text, lambda m: setattr(m, key, value or None))


def _walls_text(verb: str, radial: set, arcs: set) -> str:
    """ "Paint radial walls", "Erase arc walls", "Paint walls" (both kinds)."""
    if radial and not arcs:
        kind = "radial"
    elif arcs and not radial:
        kind = "arc"
    else:
        kind = "both"
    return translate("DaedalusEditor", WALLS_TEXTS[verb, kind])
