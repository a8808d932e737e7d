"""The Issues panel: what the checks found, one line each; a click shows the place."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.diagnostics import Diagnostic


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
        self.tree.setHeaderLabels(["", "Message", "Where", "Code"])
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        layout.addWidget(self.tree, 1)
        self.tree.itemClicked.connect(self._activated)
        self.tree.itemActivated.connect(self._activated)
        self.diagnostics: list[Diagnostic] = []

    def set_diagnostics(self, diags: list[Diagnostic]) -> None:
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
                where = f"card {d.card}"
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
        text = self.summary_text() if diags else "✔ No problems found."
        self.summary.setText(text)

    def summary_text(self) -> str:
        errors = sum(d.is_error for d in self.diagnostics)
        warnings = len(self.diagnostics) - errors
        return f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}"

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        d = item.data(0, Qt.ItemDataRole.UserRole)
        if d is not None:
            self.diagnosticActivated.emit(d)
