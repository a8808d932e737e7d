"""Questions the editor's windows ask before they overwrite a file."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def overwrite_read_only(parent: QWidget, name: str) -> bool:
    """Whether to write over the read-only file ``name`` anyway (its mode is kept)."""
    answer = QMessageBox.question(
        parent,
        "Read-only file",
        f"{name} is read-only: overwrite it anyway?",
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Save
