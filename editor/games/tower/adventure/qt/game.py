"""`QT`: the tower's adventures as the studio window hosts them (their editor, File > New)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QImage

from editor.qt.game import QtGame

from ...load import read_quest
from ...qt.game import thumbnail as quest_thumbnail
from ..model import Adventure
from .editor import AdventureEditor


def thumbnail(adventure: Adventure, pixels: int) -> QImage:
    """The epic's board, the picture an adventure's box would show. Raises `QuestError`
    when the epic cannot be read."""
    return quest_thumbnail(read_quest(adventure.resolve(adventure.epic)), pixels)


QT = QtGame(
    shapes=(
        (
            QT_TRANSLATE_NOOP("NewFileDialog", "Adventure"),
            QT_TRANSLATE_NOOP("NewFileDialog", "trial quests in order and the epic on their backs"),
        ),
    ),
    make_editor=AdventureEditor,
    screenshots=("solve",),
    thumbnail=thumbnail,
)
