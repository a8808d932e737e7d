"""`QT`: the tower as the studio window hosts it (its own editor, File > New, File > Export,
pictures)."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from editor.qt.game import QtGame
from editor.qt.language import translate
from editor.qt.printing import fitted

from ..model import MAX_SIZE, MIN_SIZE, Quest
from ..newquest import SHAPES
from .editor import TowerEditor
from .export_dialog import ExportDialog
from .renderer import board_problem, render_quest


def export_dialog(editor: TowerEditor, parent: QWidget) -> ExportDialog:
    """The tower's File > Export (cards, solution sheets and animations, with previews),
    on a copy of the quest as it is now; the status bar says what was exported."""
    dialog = ExportDialog(editor.doc.quest, editor.doc.path, parent)
    dialog.exported.connect(
        lambda out: editor.statusBar().showMessage(
            translate("TowerEditor", "exported {file}").format(file=out), 5000
        )
    )
    return dialog


def thumbnail(quest: Quest, pixels: int) -> QImage:
    """The whole board, heroes at their starts, at most ``pixels`` a side."""
    return fitted(render_quest(quest), pixels)


QT = QtGame(
    shapes=tuple((name, label) for name, (label, *_rest) in SHAPES.items()),
    sizes=(MIN_SIZE, MAX_SIZE, 6),
    make_editor=TowerEditor,
    open_problem=board_problem,
    screenshots=("solve", "play"),
    export_dialog=export_dialog,
    thumbnail=thumbnail,
)
