"""Help > Keyboard shortcuts: every shortcut of the window in a table that scrolls.

A message box grows with its text (well over a screen's height for the tower); the
table here is as wide as its columns and at most `MAX_HEIGHT` tall (or the screen's
room), so the dialog fits a 1366 x 768 screen and scrolls the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate

# The dialog's tallest, with its title bar and the taskbar of a 768 px screen.
MAX_HEIGHT = 600
# What the window manager adds above a dialog.
TITLE_BAR = 40
HEADINGS = (
    QT_TRANSLATE_NOOP("ShortcutsDialog", "Where"),
    QT_TRANSLATE_NOOP("ShortcutsDialog", "Action"),
    QT_TRANSLATE_NOOP("ShortcutsDialog", "Keys"),
)


class ShortcutsDialog(QDialog):
    """The rows ``(menu or tool bar, action, keys)`` in a read-only table."""

    def __init__(self, rows: list[tuple[str, str, str]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        self.table = QTableWidget(len(rows), len(HEADINGS))
        self.table.setHorizontalHeaderLabels(
            [translate("ShortcutsDialog", heading) for heading in HEADINGS]
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setShowGrid(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        bold = QFont(self.table.font())
        bold.setBold(True)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == len(HEADINGS) - 1:
                    item.setFont(bold)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def showEvent(self, event: QShowEvent) -> None:
        """Take the width of every column and at most the height the screen has room for
        (the rows scroll); measured once shown, in the fonts the dialog is drawn with."""
        super().showEvent(event)
        self.table.resizeColumnsToContents()
        margins = self.layout().contentsMargins()
        width = self.table.sizeHint().width() + margins.left() + margins.right()
        room = self.screen().availableGeometry().height() - TITLE_BAR
        self.resize(width, min(self.sizeHint().height(), MAX_HEIGHT, room))
