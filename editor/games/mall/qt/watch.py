"""Watching a player count's plan in the Solver dock, action by action.

The board is covered by the heist as it stands after each action (`HeistPicture`:
heroes slide, a tile appears as it is explored); the panel draws the player
count's action tiles with the acting player's row lit and the tile used framed,
and spells the action out. Step with ⏮ ◀ ▶ ⏭ (Home, Left, Right, End) or play and
pause (Ctrl+Space). Watching never changes the scenario.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate
from editor.qt.transport import enable, show_playing, transport_buttons, transport_keys

from ..model import SIZE
from ..rules import Rules
from ..setups import MallAnswer
from ..watching import WatchStep, watch_steps
from .actiontiles import ActionTiles
from .heist import HeistPicture

#: Time between two actions while the plan plays.
ACTION_MS = 900
#: Above everything the editor's scene draws.
Z = 1000


class HeistCover(QGraphicsObject):
    """Covers the editor's board with the heist's picture while a plan is watched."""

    def __init__(self, picture: HeistPicture, scene: QGraphicsScene):
        super().__init__()
        self.picture = picture
        self.setZValue(Z)
        self._rect = QRectF()
        self.sync(scene)
        picture.changed.connect(self.update)

    def sync(self, scene: QGraphicsScene) -> None:
        """Cover the scene and the picture (which grows as tiles are explored)."""
        rect = scene.sceneRect().united(self.picture.scene_rect()).adjusted(-40, -40, 40, 40)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.fillRect(self._rect, QColor(self.picture.renderer.palette.background))
        self.picture.paint(painter)


class PlanWatch(QWidget):
    """The Solver dock's watch panel for malls (`solver_dock.WatchPanel`)."""

    closed = Signal()

    def __init__(self, scene: Callable[[], QGraphicsScene], parent: QWidget | None = None):
        super().__init__(parent)
        self._scene = scene
        self.scene: QGraphicsScene | None = None
        self.rules: Rules | None = None
        self.steps: list[WatchStep] = []
        self.index = 0
        """How many actions of the plan have been played."""
        self.picture: HeistPicture | None = None
        self.cover: HeistCover | None = None
        self._scene_rect = QRectF()
        self._document = None
        self.timer = QTimer(self, interval=ACTION_MS)
        self.timer.timeout.connect(self._tick)

        slots = (self.home, self.back_one, self.toggle, self.forward_one, self.end)
        tips = (
            translate("MallPlay", "first action (Home)"),
            translate("MallPlay", "action back (Left)"),
            translate("MallPlay", "play / pause (Ctrl+Space)"),
            translate("MallPlay", "action forward (Right)"),
            translate("MallPlay", "last action (End)"),
        )
        transport = transport_buttons(self.style(), tips, slots)
        self.first, self.back, self.play_button, self.forward, self.last = transport
        buttons = QHBoxLayout()
        for b in transport:
            buttons.addWidget(b)
        buttons.addStretch(1)
        close = QPushButton(translate("MallPlay", "Back to editing"))
        close.clicked.connect(self.stop)
        buttons.addWidget(close)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.tiles = ActionTiles(1)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setMinimumHeight(48)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.tiles)
        column.addLayout(buttons)
        column.addWidget(self.label)
        self.shortcuts = transport_keys(self, slots)

    @property
    def watching(self) -> bool:
        return self.rules is not None

    # -- the solver dock's watch panel ---------------------------------------------------
    def start_setup(self, answer: MallAnswer, key: int) -> None:
        plan = answer.result.plans[key]
        actions = plan.solution or plan.plan  # the optimal plan, else the one the beam found
        if actions is None:
            raise ValueError(f"there is no plan for {key} players")
        rules, steps = watch_steps(answer.scenario, key, actions)
        self.stop_quietly()
        self.rules, self.steps = rules, steps
        if key == 1:
            players = translate("MallPlay", "solo")
        else:
            players = translate("MallPlay", "{count} players").format(count=key)
        if plan.solution is not None and key == 1:
            what = translate("MallPlay", "a plan of {count} actions with {changes} switches")
        elif plan.solution is not None:
            what = translate("MallPlay", "a plan of {count} actions with {changes} hand-offs")
        else:
            what = translate("MallPlay", "a plan of {count} actions, maybe not the fewest")
        what = what.format(count=len(steps), changes=plan.changes)
        self.title.setText(
            translate("MallPlay", "{players}: {plan}").format(
                players=f"<b>{players}</b>", plan=what
            )
        )
        self.tiles.set_players(key)
        scene = self.scene = self._scene()
        self._scene_rect = scene.sceneRect()
        shown = getattr(scene, "renderer", None)  # the editor's board colours, when it has them
        style = shown.palette if shown is not None else "screen-light"
        self.picture = HeistPicture(rules, style, parent=self)
        self.cover = HeistCover(self.picture, scene)
        scene.addItem(self.cover)
        self._document = getattr(scene, "doc", None)
        if self._document is not None:  # an edit ends watching: the plan was for the file before
            self._document.changed.connect(self.stop)
        enable(self.shortcuts, True)
        self.go(0)

    def stop(self) -> None:
        """End watching: the board shows the file again."""
        if self.stop_quietly():
            self.closed.emit()

    def stop_quietly(self) -> bool:
        """End watching without a word (False when nothing was watched)."""
        self.timer.stop()
        show_playing(self.play_button, self.timer.isActive())
        if self.rules is None:
            return False
        self.rules, self.steps = None, []
        if self._document is not None:
            self._document.changed.disconnect(self.stop)
            self._document = None
        self.picture.stop()
        if self.cover is not None and self.cover.scene() is not None:
            self.cover.scene().removeItem(self.cover)
        self.cover = None
        if self.scene is not None:
            self.scene.setSceneRect(self._scene_rect)
        self.picture.deleteLater()
        self.picture = None
        enable(self.shortcuts, False)
        return True

    # -- moving through the plan -----------------------------------------------------------
    def go(self, index: int, animate: bool = False) -> None:
        """Show the heist after ``index`` actions (animating the last one when asked)."""
        if self.rules is None:
            return
        index = max(0, min(index, len(self.steps)))
        self.index = index
        if index == 0:
            self.picture.show(self.rules.initial(), self._used(0))
            self.picture.mark = None
            self.tiles.set_acting(None)
        else:
            step = self.steps[index - 1]
            before, action = (step.before, step.action) if animate else (None, None)
            self.picture.show(step.after, self._used(index), before, action)
            self.picture.mark = None if step.action.kind == "explore" else step.action.to
            self.tiles.set_acting(step.player, step.action.kind)
        self.cover.sync(self.scene)
        self.scene.setSceneRect(self._scene_rect.united(self.picture.scene_rect()))
        if index > 0:
            self._bring_into_view(self.steps[index - 1])
        self.label.setText(self.words())

    def _bring_into_view(self, step: WatchStep) -> None:
        """Scroll the board so that the action's end (a new tile, a hero's space) shows."""
        r = self.picture.renderer
        if step.action.kind == "explore":
            x, y = step.after.explored[-1][0]
            c = r.cell
            rect = QRectF(x * c, y * c, SIZE * c, SIZE * c)
        else:
            rect = r.global_rect(step.action.to)
        for view in self.scene.views():
            view.ensureVisible(rect)

    def _used(self, index: int) -> frozenset:
        return frozenset(s.turned for s in self.steps[:index] if s.turned is not None)

    def words(self) -> str:
        if self.index == 0:
            return translate("MallPlay", "The heist starts; {count} actions to go.").format(
                count=len(self.steps)
            )
        step = self.steps[self.index - 1]
        return translate("MallPlay", "<b>Action {number} of {count}</b>: {action}.").format(
            number=step.number, count=len(self.steps), action=step.words
        )

    @property
    def acting(self) -> int | None:
        """The player whose action is shown (None before the first)."""
        return self.tiles.acting

    def forward_one(self) -> None:
        self.go(self.index + 1, animate=True)

    def back_one(self) -> None:
        self.go(self.index - 1)

    def home(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(len(self.steps))

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        elif self.rules is not None:
            if self.index >= len(self.steps):
                self.go(0)
            self.timer.start()
        show_playing(self.play_button, self.timer.isActive())

    def _tick(self) -> None:
        if self.rules is None or self.index >= len(self.steps):
            self.toggle()
            return
        self.forward_one()
