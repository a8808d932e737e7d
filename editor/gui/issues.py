"""The Issues panel: what the checks found, one line each; a click shows the place."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.core.diagnostics import Diagnostic
from editor.qt.language import translate

MESSAGE = 1
"""The column of the messages."""


class _Wrapping(QStyledItemDelegate):
    """Messages wrap at the column's width instead of being cut with an ellipsis."""

    def __init__(self, tree: QTreeWidget):
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option, index) -> QSize:
        size = super().sizeHint(option, index)
        if index.column() != MESSAGE:
            return size
        width = max(40, self.tree.columnWidth(MESSAGE) - 8)
        text = str(index.data() or "")
        box = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text
        )
        return QSize(size.width(), max(size.height(), box.height() + 6))


class IssuesPanel(QWidget):
    """Diagnostics of the open file; activating one asks to show its place."""

    diagnosticActivated = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels(
            [
                "",
                translate("IssuesPanel", "Message"),
                translate("IssuesPanel", "Where"),
                translate("IssuesPanel", "Code"),
            ]
        )
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(_Wrapping(self.tree))
        header.sectionResized.connect(lambda *_: self.tree.scheduleDelayedItemsLayout())
        layout.addWidget(self.tree, 1)
        self.tree.itemClicked.connect(self._activated)
        self.tree.itemActivated.connect(self._activated)
        self.diagnostics: list[Diagnostic] = []

    def set_diagnostics(self, diags: list[Diagnostic], part: str = "card") -> None:
        """List ``diags``; ``part`` names what their ``card`` is (`GameSpec.studio.part`)."""
        self.diagnostics = list(diags)
        self.tree.clear()
        st = self.style()
        icons = {
            True: st.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            False: st.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        for d in diags:
            where = ""
            if d.card is not None:
                where = f"{part} {d.card}"
            if d.at is not None:
                where += f" ({d.at[0]}, {d.at[1]})"
            elif d.path and not where:
                where = d.path
            item = QTreeWidgetItem(["", d.message, where.strip(), d.code])
            item.setIcon(0, icons[d.is_error])
            item.setToolTip(1, d.message)
            item.setData(0, Qt.ItemDataRole.UserRole, d)
            self.tree.addTopLevelItem(item)
        for col in (0, 2, 3):
            self.tree.resizeColumnToContents(col)
        text = self.summary_text() if diags else translate("IssuesPanel", "✔ No problems found.")
        self.summary.setText(text)

    def summary_text(self) -> str:
        errors = sum(d.is_error for d in self.diagnostics)
        warnings = len(self.diagnostics) - errors
        if errors == 1:
            if warnings == 1:
                text = translate("IssuesPanel", "{errors} error, {warnings} warning")
            else:
                text = translate("IssuesPanel", "{errors} error, {warnings} warnings")
        elif warnings == 1:
            text = translate("IssuesPanel", "{errors} errors, {warnings} warning")
        else:
            text = translate("IssuesPanel", "{errors} errors, {warnings} warnings")
        return text.format(errors=errors, warnings=warnings)

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        d = item.data(0, Qt.ItemDataRole.UserRole)
        if d is not None:
            self.diagnosticActivated.emit(d)
