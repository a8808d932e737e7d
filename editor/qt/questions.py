"""Questions the editor's windows ask before they overwrite, close or export a file."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from editor.core.diagnostics import Diagnostic

from .language import translate


def overwrite_read_only(parent: QWidget, name: str) -> bool:
    """Whether to write over the read-only file ``name`` anyway (its mode is kept)."""
    answer = QMessageBox.question(
        parent,
        translate("Questions", "Read-only file"),
        translate("Questions", "{file} is read-only: overwrite it anyway?").format(file=name),
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Save


def save_before_closing(parent: QWidget, name: str) -> str:
    """'save', 'discard' or 'cancel' for the unsaved changes to ``name``."""
    answer = QMessageBox.question(
        parent,
        translate("Questions", "Unsaved changes"),
        translate("Questions", "Save the changes to {file} before closing it?").format(file=name),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save,
    )
    return {
        QMessageBox.StandardButton.Save: "save",
        QMessageBox.StandardButton.Discard: "discard",
    }.get(answer, "cancel")


def export_with_errors(parent: QWidget, errors: Sequence[Diagnostic], what: str) -> bool:
    """Whether to export ``what`` ("the quest", "the file") although `mazewright validate`
    rejects it for these errors."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(
        translate("Questions", "{what} has errors").format(what=f"{what[0].upper()}{what[1:]}")
    )
    if len(errors) == 1:
        text = translate("Questions", "{count} error, the first: {message}")
    else:
        text = translate("Questions", "{count} errors, the first: {message}")
    box.setText(text.format(count=len(errors), message=errors[0].message))
    box.setInformativeText(translate("Questions", "Export it anyway?"))
    box.setDetailedText("\n".join(d.to_text() for d in errors))
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
