"""The New quest dialog: card size and board shape."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
)

from ..model import MAX_SIZE, MIN_SIZE, Quest, new_quest

#: name -> (label, slots, number of cards, side)
SHAPES: dict[str, tuple[str, tuple[int, int], int, str]] = {
    "single": ("One card (tutorial or trial)", (1, 1), 1, "trial"),
    "rotation": ("Rotation epic: 4 cards on 2×2 slots", (2, 2), 4, "epic"),
    "sliding": ("Sliding epic: 8 cards on 3×3 slots, one hole", (3, 3), 8, "epic"),
}


def make_quest(size: int, shape: str) -> Quest:
    """An empty quest of the given card size and board shape."""
    _, slots, count, side = SHAPES[shape]
    quest = new_quest(size, slots, [chr(ord("A") + i) for i in range(count)])
    quest.side = side
    return quest


class NewQuestDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("New quest")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.size = QSpinBox()
        self.size.setRange(MIN_SIZE, MAX_SIZE)
        self.size.setValue(6)
        self.size.setSuffix(" × cells")
        self.size.setToolTip("every card of a quest is square, this many cells a side")
        form.addRow("Card &size", self.size)
        layout.addLayout(form)
        layout.addWidget(QLabel("Board"))
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for name, (label, *_rest) in SHAPES.items():
            b = QRadioButton(label)
            self.group.addButton(b)
            self.buttons[name] = b
            layout.addWidget(b)
        self.buttons["single"].setChecked(True)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)

    def shape(self) -> str:
        return next(n for n, b in self.buttons.items() if b.isChecked())

    def quest(self) -> Quest:
        return make_quest(self.size.value(), self.shape())
