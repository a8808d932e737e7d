"""`QT`: the tower's adventures as the studio window hosts them (their editor, File > New)."""

from __future__ import annotations

from editor.qt.game import QtGame

from .editor import AdventureEditor

QT = QtGame(
    shapes=(("Adventure", "trial quests in order and the epic on their backs"),),
    make_editor=AdventureEditor,
    screenshots=("solve",),
)
