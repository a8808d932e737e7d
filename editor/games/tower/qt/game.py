"""`QT`: the tower as the studio window hosts it (its own editor, File > New, pictures)."""

from __future__ import annotations

from editor.qt.game import QtGame

from ..model import MAX_SIZE, MIN_SIZE
from ..newquest import SHAPES
from .drawing import board_problem
from .editor import TowerEditor

QT = QtGame(
    shapes=tuple((name, label) for name, (label, *_rest) in SHAPES.items()),
    sizes=(MIN_SIZE, MAX_SIZE, 6),
    make_editor=TowerEditor,
    open_problem=board_problem,
    screenshots=("solve", "play"),
)
