"""The window's docks: a panel taller than its dock scrolls instead of making the window
taller, and no dock is squeezed narrower than its panel (its words would be cut)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QDockWidget, QFrame, QScrollArea, QWidget

#: the height a scrolling panel can shrink to (a few lines of it stay in view)
MIN_PANEL_HEIGHT = 60


class PanelScroll(QScrollArea):
    """Scrolls its panel up and down when the dock is shorter than the panel; as wide as
    the panel needs at least (it never scrolls sideways)."""

    def __init__(self, panel: QWidget):
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        need = self.widget().minimumSizeHint().expandedTo(self.widget().minimumSize())
        return QSize(need.width() + self._bar(), min(need.height(), MIN_PANEL_HEIGHT))

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint().expandedTo(self.widget().minimumSize())
        return QSize(hint.width() + self._bar(), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's needs changed: so do the dock's
        return super().eventFilter(watched, event)


class Dock(QDockWidget):
    """A dock of the window. ``widget()`` is the panel it was given, scrolled or not (a
    panel that scrolls itself, such as a list, is not scrolled again)."""

    def setWidget(self, panel: QWidget) -> None:
        old = super().widget()
        if isinstance(old, PanelScroll):
            old.deleteLater()  # with the panel it scrolled, unless that went elsewhere
        scrolls = isinstance(panel, QAbstractScrollArea)
        super().setWidget(panel if scrolls else PanelScroll(panel))

    def needed_height(self) -> int:
        """The height that shows the whole panel at its smallest (a list a few lines)."""
        inner = super().widget()
        if not isinstance(inner, PanelScroll):
            return self.sizeHint().height()
        frame = self.sizeHint().height() - inner.sizeHint().height()
        panel = inner.widget()
        return frame + panel.minimumSizeHint().expandedTo(panel.minimumSize()).height()

    def widget(self) -> QWidget | None:
        inner = super().widget()
        return inner.widget() if isinstance(inner, PanelScroll) else inner
