"""The board view every editor uses: zoom, pan, and the mouse handed to the current tool."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView


class BoardView(QGraphicsView):
    """Zoom with Ctrl+wheel, pan with the middle button or Space+drag; tools get the rest.

    Mouse presses, moves and releases that are not panning go to ``tool``
    (any object with ``press(pos, button, modifiers)``, ``move(pos)``,
    ``release(pos, button)`` and ``hover(pos)``; ``pos`` in scene coordinates).
    """

    zoomChanged = Signal(float)
    hovered = Signal(QPointF)

    MIN_ZOOM, MAX_ZOOM = 0.1, 8.0

    def __init__(self, scene: QGraphicsScene, parent=None):
        super().__init__(scene, parent)
        self.tool = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setAcceptDrops(False)  # files dropped here go to the window
        # the board lies as on the table, in every language: text on it is aligned as
        # drawn, not mirrored with a right-to-left window
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self._space = False
        self._pan_from: QPointF | None = None
        self.tool_cursor = Qt.CursorShape.CrossCursor
        self._tool_button: Qt.MouseButton | None = None

    # -- zoom ----------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        factor = max(self.MIN_ZOOM, min(self.MAX_ZOOM, factor))
        self.setTransform(self.transform().fromScale(factor, factor))
        self.zoomChanged.emit(factor)

    def zoom_by(self, step: float) -> None:
        self.set_zoom(self.zoom() * step)

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.set_zoom(self.zoom())

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            self.zoom_by(1.15**steps)
            event.accept()
            return
        super().wheelEvent(event)

    # -- pan -----------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.restore_cursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _pan(self, pos: QPointF) -> None:
        delta = pos - self._pan_from
        self._pan_from = pos
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() - round(delta.x()))
        v.setValue(v.value() - round(delta.y()))

    def set_tool_cursor(self, shape: Qt.CursorShape) -> None:
        self.tool_cursor = shape
        self.restore_cursor()

    def restore_cursor(self) -> None:
        self.viewport().setCursor(self.tool_cursor)

    # -- mouse ---------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (
            self._space and button == Qt.MouseButton.LeftButton
        ):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if self.tool is not None and self._tool_button is None:
            self._tool_button = button
            self.tool.press(self.mapToScene(event.position().toPoint()), button, event.modifiers())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        pos = self.mapToScene(event.position().toPoint())
        self.hovered.emit(pos)
        if self._pan_from is not None:
            self._pan(event.position())
            event.accept()
            return
        if self.tool is not None:
            if self._tool_button is not None:
                self.tool.move(pos)
            else:
                self.tool.hover(pos)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            if self._space:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.restore_cursor()
            event.accept()
            return
        if self.tool is not None and event.button() == self._tool_button:
            self._tool_button = None
            self.tool.release(self.mapToScene(event.position().toPoint()), event.button())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        if self.tool is not None:
            self.tool.hover(None)
        super().leaveEvent(event)
