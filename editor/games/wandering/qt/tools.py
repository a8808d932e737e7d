"""The set-up editor's tools: "Where does it land?" and Towers (drag a tower's start).

Click a figure on the course (a tower, the magic tower, the hag, the raven; a click
on an empty space, or another on a piece's space, picks a wizard there) and choose the steps in the tool's panel (negative:
anticlockwise). The resolver (`movement.resolve`) moves it from the set-up's start;
the board animates the way, leg by leg (the move, each web's continuation, a castle
skip), and the panel lists the effects in the rulebook's order, numbered as the marks
on the board, or says in the resolver's words why the movement is not allowed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.qt.game import Tool
from editor.qt.language import translate

from ..checks import check_setup
from ..course import track_of
from ..rules import TOWER, WIZARD, Board, Figure, FigureError, Movement, resolve
from .document import SetupDocument
from .renderer import Pieces
from .scene import MovementView, WanderingScene

#: Milliseconds the animation spends on one space (and at most on a whole movement).
STEP_MS = 180
MOVE_MS = 4000
MAX_STEPS = 99
ORDER = QT_TRANSLATE_NOOP(
    "WanderingEditor", "Order of effects: 1 hag, 2 elixir fountain, 3 raven, 4 magic tower."
)


def unit_steps(movement: Movement, size: int) -> list[tuple[int, int, str]]:
    """The movement's way one space at a time: (from space, direction, cause)."""
    out = []
    for leg in movement.legs:
        direction = 1 if leg.steps > 0 else -1
        for k in range(abs(leg.steps)):
            out.append(((leg.start + direction * k) % size, direction, leg.cause))
    return out


class LandingPanel(QWidget):
    """The tool's controls: the figure picked, the steps, and what the movement did."""

    def __init__(self, tool: LandingTool):
        super().__init__()
        self.tool = tool
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.figure = QLabel(translate("WanderingEditor", "click a figure on the course"))
        self.figure.setWordWrap(True)
        self.steps = QSpinBox()
        self.steps.setRange(-MAX_STEPS, MAX_STEPS)
        self.steps.setValue(tool.steps)
        self.steps.setSuffix(translate("WanderingEditor", " steps"))
        self.steps.setToolTip(
            translate("WanderingEditor", "negative: anticlockwise (keys + and - too)")
        )
        self.steps.valueChanged.connect(tool.set_steps)
        self.again = QPushButton(translate("WanderingEditor", "Move again"))
        self.again.setToolTip(translate("WanderingEditor", "play the movement again (key R)"))
        self.again.clicked.connect(tool.replay)
        row = QHBoxLayout()
        row.addWidget(self.steps, 1)
        row.addWidget(self.again)
        form.addRow(translate("WanderingEditor", "Figure"), self.figure)
        form.addRow(translate("WanderingEditor", "Steps"), row)
        self.result = QLabel()
        self.result.setObjectName("landing-result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.result, 1)
        order = QLabel(translate("WanderingEditor", ORDER))
        order.setWordWrap(True)
        order.setStyleSheet("color: palette(mid)")
        outer.addWidget(order)
        self.setMinimumHeight(320)
        self.show_result()

    def show_result(self) -> None:
        tool = self.tool
        self.figure.setText(
            tool.figure.words()
            if tool.figure is not None
            else translate("WanderingEditor", "click a figure on the course")
        )
        if self.steps.value() != tool.steps:
            self.steps.blockSignals(True)
            self.steps.setValue(tool.steps)
            self.steps.blockSignals(False)
        self.again.setEnabled(tool.movement is not None)
        self.result.setText(tool.result_html())


class LandingTool(Tool):
    """Pick a figure, choose the steps: where it lands and what fires."""

    name, key = "landing", "L"
    label = QT_TRANSLATE_NOOP("WanderingEditor", "Where does it land?")
    tip = QT_TRANSLATE_NOOP(
        "WanderingEditor",
        "Click a figure on the course (click again for the next one there, then a wizard), "
        "choose the steps: where it lands and what fires",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    document: SetupDocument
    scene: WanderingScene

    context = "WanderingEditor"

    def __init__(self, document: SetupDocument, scene: WanderingScene):
        super().__init__(document, scene)
        self.steps = 3
        self.figure: Figure | None = None
        self.space: int | None = None
        self.movement: Movement | None = None
        self.refusal: str | None = None
        """Why nothing was resolved (no figure there, a set-up with errors)."""
        self.panel: LandingPanel | None = None
        self.animation = QVariantAnimation(self)
        self.animation.valueChanged.connect(self._animate)
        self.active = False
        document.changed.connect(self._edited)

    def icon(self) -> QIcon:
        """An arrow bending round a ring onto a space."""
        pixmap = QPixmap(64, 64)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor("#1E6FD9"), 6)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawArc(QRectF(10, 12, 44, 44), 200 * 16, -200 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1E6FD9"))
        painter.drawPolygon(QPolygonF([QPointF(44, 36), QPointF(60, 36), QPointF(52, 48)]))
        painter.setBrush(QColor("#E0A100"))
        painter.setPen(QPen(QColor("#1B1D21"), 2))
        painter.drawEllipse(QPointF(14, 42), 7, 7)
        painter.end()
        return QIcon(pixmap)

    def options(self) -> QWidget:
        if self.panel is None:
            self.panel = LandingPanel(self)
        return self.panel

    # -- picking ---------------------------------------------------------------------
    def figures_at(self, space: int) -> list[Figure]:
        """What clicks on ``space`` pick, in turn: its pieces, then a wizard there (wizards
        stand on the course and on the towers)."""
        setup = self.document.model
        kinds = Pieces.of(setup, track_of(setup)).at(space)
        pieces = [Figure(k, space) if k == TOWER else Figure(k) for k in kinds]
        return [*pieces, Figure(WIZARD, space)]

    def pick(self, space: int) -> None:
        """Pick the figure on ``space`` (a second click on a shared space picks the next)."""
        figures = self.figures_at(space)
        figure = figures[0]
        if space == self.space and self.figure in figures:
            figure = figures[(figures.index(self.figure) + 1) % len(figures)]
        self.space, self.figure = space, figure
        self.scene.set_picked(space)
        self.run(animate=True)

    def set_steps(self, steps: int) -> None:
        self.steps = steps
        if self.figure is not None:
            self.run(animate=True)
        elif self.panel is not None:
            self.panel.show_result()

    # -- resolving -------------------------------------------------------------------
    def run(self, animate: bool) -> None:
        """Resolve the picked figure's movement from the start and show it."""
        self.animation.stop()
        self.movement, self.refusal = None, None
        setup = self.document.model
        errors = [d for d in check_setup(setup) if d.is_error]
        board = Board.of(setup) if not errors else None
        if errors:
            first = errors[0]
            if len(errors) == 1:
                refusal = translate(
                    "WanderingEditor",
                    "Not resolved: the set-up has {count} error "
                    "(first: {code} {message}). Fix them first (see Issues).",
                )
            else:
                refusal = translate(
                    "WanderingEditor",
                    "Not resolved: the set-up has {count} errors "
                    "(first: {code} {message}). Fix them first (see Issues).",
                )
            self.refusal = refusal.format(count=len(errors), code=first.code, message=first.message)
        elif board is None:
            self.refusal = translate(
                "WanderingEditor", "Not resolved: the course has no room for the start positions."
            )
        elif self.figure is not None:
            try:
                self.movement = resolve(board, self.figure, self.steps)
            except FigureError as exc:
                self.refusal = translate("WanderingEditor", "Not resolved: {reason}.").format(
                    reason=exc
                )
        self._show(animate)

    def _show(self, animate: bool) -> None:
        m = self.movement
        if m is None or not self.active:
            self.scene.set_movement(None)
        else:
            size = len(track_of(self.document.model))
            steps = unit_steps(m, size)
            end = m.landing if m.allowed else (m.legs[-1].end if m.legs else m.start)
            marks = [(e.space, str(i), False) for i, e in enumerate(m.effects, 1)]
            if not m.allowed:
                marks.append((end, "✕", True))
            view = MovementView(m.figure.kind, m.start, steps, 0.0, end, not m.allowed, marks)
            view.shown = 0.0 if animate and steps else float(len(steps))
            self.scene.set_movement(view)
            if animate and steps:
                self.animation.setStartValue(0.0)
                self.animation.setEndValue(float(len(steps)))
                self.animation.setDuration(min(MOVE_MS, STEP_MS * len(steps)))
                self.animation.start()
        if self.panel is not None:
            self.panel.show_result()
        self.message.emit(self.summary())

    def _animate(self, value) -> None:
        view = self.scene.movement
        if view is not None:
            view.shown = float(value)
            self.scene.update()

    def finish(self) -> None:
        """Jump to the end of the animation."""
        self.animation.stop()
        view = self.scene.movement
        if view is not None:
            view.shown = float(len(view.steps))
            self.scene.update()

    def replay(self) -> None:
        if self.movement is not None:
            self._show(animate=True)

    def _edited(self) -> None:
        if self.figure is not None and self.active:
            self.run(animate=False)

    # -- words -----------------------------------------------------------------------
    def summary(self) -> str:
        m = self.movement
        if m is None:
            return self.refusal or translate("WanderingEditor", "click a figure on the course")
        lines = m.lines()
        if not m.allowed:
            return f"{lines[0]}: {lines[-1]}"
        said = f"{lines[0]}: {next(x for x in lines if x.startswith('lands on'))}"
        if m.effects:
            effects = m.effects[0].effect
            for e in m.effects[1:]:
                effects = translate("WanderingEditor", "{effects}, then {effect}").format(
                    effects=effects, effect=e.effect
                )
            said += " (" + effects + ")"
        return said

    def result_html(self) -> str:
        """The movement in the resolver's words: the landing or the refusal, then the
        effects numbered as on the board."""
        m = self.movement
        if m is None:
            text = self.refusal or translate(
                "WanderingEditor", "Click a figure on the course, then choose the steps."
            )
            return f"<p>{html.escape(text)}</p>"
        track = track_of(self.document.model)
        if m.steps > 0:
            moves = translate("WanderingEditor", "<b>{figure}</b> moves {steps} steps clockwise")
        else:
            moves = translate(
                "WanderingEditor", "<b>{figure}</b> moves {steps} steps anticlockwise"
            )
        moves = moves.format(figure=html.escape(m.figure.words()), steps=abs(m.steps))
        head = f"<p>{moves}</p>"
        if not m.allowed:
            refused = translate("WanderingEditor", "<b>Not allowed:</b> {reason}").format(
                reason=html.escape(m.reason or "")
            )
            return head + f"<p style='color:#D0342C'>{refused}</p>"
        assert m.landing is not None
        lands = translate("WanderingEditor", "<b>Lands on {space}</b>").format(
            space=html.escape(track[m.landing].words())
        )
        head += f"<p>{lands}</p>"
        if not m.effects:
            return head + "<p>" + translate("WanderingEditor", "No effect fires.") + "</p>"
        items = "".join(f"<li>{html.escape(e.words(track))}</li>" for e in m.effects)
        effects = translate("WanderingEditor", "Effects, in order:")
        return head + f"<p>{effects}</p><ol>{items}</ol>"

    # -- the mouse and keys ----------------------------------------------------------
    def press(self, pos: QPointF, button, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        space = self.scene.space_at(pos)
        if space is not None:
            self.pick(space)

    def hover(self, pos: QPointF | None) -> None:
        self.scene.set_hover(None if pos is None else self.scene.space_at(pos))

    def key_press(self, text: str) -> bool:
        if text in ("+", "-"):
            step = 1 if text == "+" else -1
            steps = self.steps + step
            if steps == 0:
                steps += step
            self.set_steps(max(-MAX_STEPS, min(MAX_STEPS, steps)))
            if self.panel is not None:
                self.panel.show_result()
            return True
        if text.lower() == "r":
            self.replay()
            return True
        return False

    def activate(self) -> None:
        self.active = True
        if self.figure is not None:
            self.scene.set_picked(self.space)
            self.run(animate=False)
        else:
            self.message.emit(translate("WanderingEditor", "click a figure on the course"))

    def deactivate(self) -> None:
        self.active = False
        self.animation.stop()
        self.scene.set_movement(None)
        self.scene.set_picked(None)
        self.scene.set_hover(None)


class TowerTool(Tool):
    """Drag a tower to another landscape space: where it starts (one undo step)."""

    name, key = "towers", "T"
    label = QT_TRANSLATE_NOOP("WanderingEditor", "Towers")
    tip = QT_TRANSLATE_NOOP(
        "WanderingEditor",
        "Drag a tower to another landscape space to change where it starts; the magic "
        "tower, the hag and the raven follow the rules",
    )
    cursor = Qt.CursorShape.OpenHandCursor

    document: SetupDocument
    scene: WanderingScene

    context = "WanderingEditor"

    def __init__(self, document: SetupDocument, scene: WanderingScene):
        super().__init__(document, scene)
        self.dragging: int | None = None

    def icon(self) -> QIcon:
        pixmap = QPixmap(64, 64)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outline = QPen(QColor("#1B1D21"), 3)
        painter.setPen(outline)
        painter.setBrush(QColor("#B9A78A"))
        top, x0, x1 = 10, 18, 46
        points = [(x0, 58), (x0, top), (25, top), (25, 17), (30, 17), (30, top), (34, top)]
        points += [(34, 17), (39, 17), (39, top), (x1, top), (x1, 58)]
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        painter.end()
        return QIcon(pixmap)

    def _tower_at(self, space: int | None) -> bool:
        setup = self.document.model
        pieces = Pieces.of(setup, track_of(setup))
        return space is not None and TOWER in pieces.at(space)

    def press(self, pos: QPointF, button, modifiers) -> None:
        space = self.scene.space_at(pos)
        if button != Qt.MouseButton.LeftButton:
            return
        if self._tower_at(space):
            self.dragging = space
            self.scene.set_picked(space)
            self.message.emit(
                translate(
                    "WanderingEditor", "the tower on space {space}: drop it on a landscape space"
                ).format(space=space)
            )
        else:
            self.message.emit(
                translate(
                    "WanderingEditor",
                    "press on a tower to move it (the magic tower follows the towers)",
                )
            )

    def move(self, pos: QPointF) -> None:
        self.hover(pos)

    def release(self, pos: QPointF, button) -> None:
        start, self.dragging = self.dragging, None
        self.scene.set_picked(None)
        if start is None:
            return
        space = self.scene.space_at(pos)
        if space is None or space == start:
            return
        try:
            self.document.move_tower(start, space)
        except ValueError as exc:
            self.message.emit(
                translate("WanderingEditor", "not moved: {reason}").format(reason=exc)
            )
            return
        self.message.emit(
            translate("WanderingEditor", "the tower starts on space {space}").format(space=space)
        )

    def hover(self, pos: QPointF | None) -> None:
        self.scene.set_hover(None if pos is None else self.scene.space_at(pos))

    def deactivate(self) -> None:
        self.dragging = None
        self.scene.set_picked(None)
        self.scene.set_hover(None)


def make_tools(document: SetupDocument, scene: WanderingScene) -> list[Tool]:
    return [LandingTool(document, scene), TowerTool(document, scene)]
