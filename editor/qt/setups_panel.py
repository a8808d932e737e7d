"""The solver panel of any game: its numbers for every player count and set-up.

It shows an `editor.setups.SetupTable`: the summary, a line per player count with
its set-ups under it (the game's best one marked ★), and the game's details in
aligned plain text.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.setups import SetupTable

BEST = "★"


class SetupsPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.table: SetupTable | None = None
        self.summary = QLabel("Working out the numbers…")
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.summary)
        column.addWidget(self.tree, 2)
        column.addWidget(self.details, 1)

    def show_working(self) -> None:
        self.summary.setText(self.summary.text() + " (working out the numbers again…)")

    def show_failure(self, message: str) -> None:
        self.summary.setText(f"The numbers could not be worked out: {message}")

    def show_table(self, table: SetupTable) -> None:
        self.table = table
        self.summary.setText(table.summary)
        self.tree.clear()
        self.tree.setColumnCount(1 + len(table.columns))
        self.tree.setHeaderLabels(["Set-up", *table.columns])
        bold = QFont(self.font())
        bold.setBold(True)
        for count in table.counts:
            group = QTreeWidgetItem([f"{count.players} players", *count.values])
            for col in range(group.columnCount()):
                group.setFont(col, bold)
            self.tree.addTopLevelItem(group)
            for setup in count.setups:
                name = f"{setup.name} {BEST}" if setup.best else setup.name
                item = QTreeWidgetItem([name, *setup.values])
                if setup.best:
                    item.setToolTip(0, "the game's pick for this player count")
                group.addChild(item)
            group.setExpanded(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setVisible(bool(table.counts))
        self.details.setPlainText(table.details)
        self.details.setVisible(bool(table.details))

    def rows(self) -> list[list[str]]:
        """What the table shows, line by line (player counts, then their set-ups)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            out.append([group.text(c) for c in range(group.columnCount())])
            for j in range(group.childCount()):
                child = group.child(j)
                out.append([child.text(c) for c in range(child.columnCount())])
        return out
