"""File > New: choose a game, then one of its board shapes (and a size, where it asks one)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
)

from editor.core import registry
from editor.qt.language import game_label, translate


class NewFileDialog(QDialog):
    def __init__(self, games: tuple[registry.GameSpec, ...], current: registry.GameSpec, parent):
        super().__init__(parent)
        self.setWindowTitle(translate("NewFileDialog", "New file"))
        self.games = games
        layout = QVBoxLayout(self)
        self.form = form = QFormLayout()
        self.game_box = QComboBox()
        for game in games:
            self.game_box.addItem(game_label(game), game.name)
        form.addRow(translate("NewFileDialog", "&Game"), self.game_box)
        self.size_box = QSpinBox()
        self.size_box.setSuffix(translate("NewFileDialog", " cells a side"))
        form.addRow(translate("NewFileDialog", "&Size"), self.size_box)
        layout.addLayout(form)
        self.shape_group = QGroupBox(translate("NewFileDialog", "Board"))
        self.shape_layout = QVBoxLayout(self.shape_group)
        self.buttons = QButtonGroup(self)
        layout.addWidget(self.shape_group)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(current.name)))
        self._game_changed()

    def _part(self):
        game = self.game()
        return game.resolve(game.studio.qt)

    def _game_changed(self, *_) -> None:
        part = self._part()
        for button in self.buttons.buttons():
            self.buttons.removeButton(button)
            button.deleteLater()
        for i, (name, description) in enumerate(part.shapes):
            shown = translate("NewFileDialog", name), translate("NewFileDialog", description)
            button = QRadioButton("{}: {}".format(*shown))
            button.setProperty("shape", name)
            button.setChecked(i == 0)
            self.buttons.addButton(button)
            self.shape_layout.addWidget(button)
        if part.sizes is not None:
            low, high, usual = part.sizes
            self.size_box.setRange(low, high)
            self.size_box.setValue(usual)
        self.form.setRowVisible(self.size_box, part.sizes is not None)

    def game(self) -> registry.GameSpec:
        return registry.by_name(self.game_box.currentData())

    def shape(self) -> str:
        return self.buttons.checkedButton().property("shape")

    def size(self) -> int | None:
        return self.size_box.value() if self._part().sizes is not None else None
