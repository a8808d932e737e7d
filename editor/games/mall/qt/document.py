"""A mall scenario open in the editor.

Every edit is one of the studio's `ModelEdit` (`editor.qt.edits`): the scenario as
it was before and after the change (a scenario is small: a few tiles of 16 spaces);
the edits of one drag merge into one undo step when given one ``stroke``.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal

from editor.qt.game import Document

from ..model import Scenario, Space, Tile
from .commands import ScenarioCommands


class MallDocument(ScenarioCommands, Document):
    """A scenario being edited; every change is one of its commands (`commands`).

    ``pointed(tile id)`` carries a tile a panel points at, for the board to show it.
    """

    model: Scenario
    pointed = Signal(str)


#: File > New: (name, description) of each kind of new scenario.
SHAPES = (
    (
        QT_TRANSLATE_NOOP("NewFileDialog", "start tile"),
        QT_TRANSLATE_NOOP(
            "NewFileDialog",
            "the start tile with the four heroes in its middle, their items and exits",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NewFileDialog", "start and 3 tiles"),
        QT_TRANSLATE_NOOP("NewFileDialog", "the start tile and three empty tiles in the deck"),
    ),
)


def new_scenario(shape: str) -> Scenario:
    """A new scenario of one of the `SHAPES`: heroes on the start tile's middle spaces,
    as the boxed game starts, each hero's item in the corner next to it and its exit
    beside that, so that the heist can be played and solved at once."""
    names = [name for name, _ in SHAPES]
    if shape not in names:
        raise ValueError(f"a new scenario is one of {', '.join(names)}, not {shape!r}")
    heroes = {"mage": (1, 1), "dwarf": (2, 1), "elf": (1, 2), "barbarian": (2, 2)}
    spaces = []
    for hero, (x, y) in heroes.items():
        corner = (3 * (x - 1), 3 * (y - 1))
        spaces.append(Space(corner, "item", hero))
        spaces.append(Space((corner[0], y), "exit", hero))
    tiles = [Tile("1", start=True, spaces=spaces)]
    if shape == "start and 3 tiles":
        tiles += [Tile(str(n)) for n in (2, 3, 4)]
    return Scenario(tiles=tiles, start_tile="1", heroes=heroes, deck=[t.id for t in tiles[1:]])


def new_document(shape: str, size: int | None = None) -> MallDocument:
    return MallDocument(new_scenario(shape))


def open_document(model: Scenario, path: str | None) -> MallDocument:
    return MallDocument(model, path)
