"""The print settings every export dialog offers, with the command line's bounds and defaults.

Paper, card size, bleed and resolution (`editor.core.exporting`), and where to save:
one set of widgets that a game's own export dialog and the studio's both lay out.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
)

from editor.core.exporting import BLEED_MM, CARD_MM, DPI, PAPERS, ExportRequest

from .language import translate

DEFAULT = ExportRequest("pdf", "")
"""The options of an export the user changes nothing of (the command line's defaults)."""


def _millimetres(bounds: tuple[float, float], value: float, step: float) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(*bounds)
    spin.setDecimals(1)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(translate("PrintOptions", " mm"))
    return spin


class PrintOptions:
    """The widgets; ``browse`` is called by the Browse… button beside the output."""

    def __init__(
        self,
        browse: Callable[[], None],
        size_label: str = QT_TRANSLATE_NOOP("PrintOptions", "Card size"),
    ):
        self.size_label = size_label
        self.paper = QComboBox()
        for paper, (w, h) in PAPERS.items():
            label = paper.upper() if len(paper) <= 3 else paper.capitalize()
            item = translate("PrintOptions", "{paper} ({width} x {height} mm)")
            self.paper.addItem(item.format(paper=label, width=f"{w:g}", height=f"{h:g}"), paper)
        self.paper.setCurrentIndex(self.paper.findData(DEFAULT.paper))
        self.card_mm = _millimetres(CARD_MM, DEFAULT.card_mm, 1.0)
        self.card_mm.setToolTip(
            translate("PrintOptions", "the side of a printed card")
            if size_label == "Card size"
            else translate("PrintOptions", "{size} (--card-mm)").format(
                size=translate("PrintOptions", size_label)
            )
        )
        self.bleed_mm = _millimetres(BLEED_MM, DEFAULT.bleed_mm, 0.5)
        self.bleed_mm.setToolTip(
            translate("PrintOptions", "colour running past the cut line on each side")
        )
        self.dpi = QSpinBox()
        self.dpi.setRange(round(DPI[0]), round(DPI[1]))
        self.dpi.setValue(round(DEFAULT.dpi))
        self.dpi.setSuffix(translate("PrintOptions", " dpi"))
        self.output = QLineEdit()
        self.browse = QPushButton(translate("PrintOptions", "Browse…"))
        self.browse.clicked.connect(browse)
        self.output_row = QHBoxLayout()
        self.output_row.addWidget(self.output, 1)
        self.output_row.addWidget(self.browse)

    def add_rows(self, form: QFormLayout) -> None:
        """Paper, card size, bleed and resolution, in that order."""
        form.addRow(translate("PrintOptions", "Paper"), self.paper)
        form.addRow(translate("PrintOptions", self.size_label), self.card_mm)
        form.addRow(translate("PrintOptions", "Bleed"), self.bleed_mm)
        form.addRow(translate("PrintOptions", "Resolution"), self.dpi)
