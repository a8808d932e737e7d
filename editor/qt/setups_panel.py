"""The solver panel of any game: its numbers for every player count and set-up.

`SetupsTree` shows an `editor.core.setups.SetupTable`: a line per player count with
its set-ups under it (the game's best one marked ★); double-clicking a set-up
gives its key back (``picked``). The solver dock (`solver_dock`) puts it between
the summary and the game's details.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
)

from editor.core.setups import SetupTable

from .language import translate

BEST = "★"
KEY = Qt.ItemDataRole.UserRole
STALE = "#8A8F98"


def players_text(players: int) -> str:
    if players == 1:
        return translate("SetupsTree", "{count} player").format(count=players)
    return translate("SetupsTree", "{count} players").format(count=players)


class SetupsTree(QTreeWidget):
    """The table of set-ups per player count."""

    picked = Signal(object)
    """A set-up's key, when it is double-clicked."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setRootIsDecorated(True)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.itemDoubleClicked.connect(self._double_clicked)

    def show_table(self, table: SetupTable | None, stale: bool = False) -> None:
        """Fill the tree (empty for None); ``stale`` greys the numbers of an older file."""
        self.clear()
        self.setHeaderHidden(table is None)
        if table is None:
            return
        self.setColumnCount(1 + len(table.columns))
        self.setHeaderLabels([table.heading, *table.columns])
        bold = QFont(self.font())
        bold.setBold(True)
        for count in table.counts:
            group = QTreeWidgetItem([players_text(count.players), *count.values])
            for col in range(group.columnCount()):
                group.setFont(col, bold)
            self.addTopLevelItem(group)
            for setup in count.setups:
                name = f"{setup.name} {BEST}" if setup.best else setup.name
                item = QTreeWidgetItem([name, *setup.values])
                item.setData(0, KEY, setup.key)
                if setup.best:
                    item.setToolTip(
                        0, translate("SetupsTree", "the game's pick for this player count")
                    )
                group.addChild(item)
            group.setExpanded(True)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if stale:
            grey = QBrush(QColor(STALE))
            for item in self.items():
                for col in range(item.columnCount()):
                    item.setForeground(col, grey)

    def items(self) -> Iterator[QTreeWidgetItem]:
        """Every line: a player count, then its set-ups."""
        for i in range(self.topLevelItemCount()):
            group = self.topLevelItem(i)
            yield group
            for j in range(group.childCount()):
                yield group.child(j)

    def item_for(self, key) -> QTreeWidgetItem | None:
        return next((i for i in self.items() if i.parent() and i.data(0, KEY) == key), None)

    def current_key(self):
        item = self.currentItem()
        return item.data(0, KEY) if item is not None and item.parent() is not None else None

    def rows(self) -> list[list[str]]:
        """What the table shows, line by line."""
        return [[item.text(c) for c in range(item.columnCount())] for item in self.items()]

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        if item.parent() is not None:
            self.picked.emit(item.data(0, KEY))
