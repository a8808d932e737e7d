"""Questions the editor's windows ask before they overwrite or close a file."""

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


def save_before_closing(parent: QWidget, name: str) -> str:
    """'save', 'discard' or 'cancel' for the unsaved changes to ``name``."""
    answer = QMessageBox.question(
        parent,
        "Unsaved changes",
        f"Save the changes to {name} before closing it?",
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save,
    )
    return {
        QMessageBox.StandardButton.Save: "save",
        QMessageBox.StandardButton.Discard: "discard",
    }.get(answer, "cancel")
