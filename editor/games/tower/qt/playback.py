"""Game states drawn over the editor's board: solution playback (and play mode's board).

`BoardOverlay` covers the editor's scene with a read-only picture of one game
state: its own renderer draws the cards at the state's layout (turned or slid
cards where the state has them) and its own hero items stand where the state
puts them. While an overlay is up the document cannot be edited (tools,
undo and the quest/cards panels are off); any change of the document
closes it. Actions are animated: heroes walk their path cell by cell, the
sister teleports in a straight line, a tossed hero flies in an arc; turned and
slid cards are simply redrawn.

`PlaybackPanel` steps through a solution (`editor.games.tower.playback.frames`).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate
from editor.qt.transport import enable, show_playing, transport_buttons, transport_keys

from ..actions import Action, Move, Teleport, Toss
from ..model import Point, Quest
from ..playback import Frame, frames
from ..results import DISTRIBUTIONS
from ..rules import Rules, State
from .renderer import QuestRenderer
from .scene import BoardItem, HeroItem, Highlight

Z = 100  # overlay items sit above everything the editor draws
#: How far (in cells) a play mark keeps inside its cell: the sides carry walls and doors.
MARK_INSET = 0.13
STEP_MS = 220  # one cell of a walk
PAUSE_MS = 450  # between actions while playing


class _CoverItem(BoardItem):
    """Hides the editor's board: the scene background colour, then the overlay's empty slots."""

    def __init__(self, overlay: BoardOverlay):
        super().__init__()
        self.overlay = overlay
        self.setZValue(Z)
        self.sync()

    def sync(self) -> None:
        """Cover the scene and the overlay's board (after the layout changed)."""
        rect = self.overlay.scene.sceneRect()
        self.set_rect(rect.united(self.overlay.renderer.board_rect()).adjusted(-20, -20, 20, 20))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.overlay.sync_style()
        painter.fillRect(self.boundingRect(), QColor(self.overlay.renderer.style.background))
        self.overlay.renderer.paint_background(painter)


class _CardItem(BoardItem):
    def __init__(self, overlay: BoardOverlay, card_id: str):
        super().__init__()
        self.overlay = overlay
        self.card_id = card_id
        self.setZValue(Z + 1)
        self.sync()

    def sync(self) -> None:
        """Follow the card's place at the overlay's layout (after it changed)."""
        r = self.overlay.renderer
        pad = r.cell * 0.2
        rect = r.card_rect(self.card_id).adjusted(-pad, -pad, pad, pad)
        self.set_rect(rect.united(r.tag_rect(self.card_id)) if r.show_tags else rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The card as it lies now, and its tab (its letter, and how far it has turned)."""
        self.overlay.sync_style()
        self.overlay.renderer.paint_card(painter, self.card_id)
        self.overlay.renderer.paint_tag(painter, self.card_id)


class _HeroItem(HeroItem):
    def __init__(self, overlay: BoardOverlay, hero: str):
        super().__init__(overlay.renderer, hero)
        self.overlay = overlay
        self.setZValue(Z + 10)
        self.setToolTip(hero)
        c = overlay.renderer.cell
        self.setTransformOriginPoint(c / 2, c / 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.overlay.sync_style()
        super().paint(painter, option, widget)


class NoTool:
    """A view tool that ignores the mouse (a solution playing back); play mode's tool
    builds on it."""

    def press(self, pos, button, modifiers) -> None:
        pass

    def move(self, pos) -> None:
        pass

    def release(self, pos, button) -> None:
        pass

    def hover(self, pos) -> None:
        pass


class BoardOverlay(QObject):
    """A read-only game state over the window's board; `close` gives the board back.

    ``tool``: the object that gets the view's mouse events meanwhile (see `BoardView`).
    """

    closed = Signal()
    animationFinished = Signal()

    def __init__(self, window, quest: Quest, tool=None):
        super().__init__(window)
        self.main = window
        self.quest = quest
        self.rules = Rules(quest)
        self.renderer = QuestRenderer(quest, style=window.renderer.style)
        self.renderer.grid = window.renderer.grid
        self.renderer.coordinates = window.renderer.coordinates  # the tabs go beyond them
        self.state: State | None = None
        self.animation: QAbstractAnimation | None = None
        self._after_animation: State | None = None
        self.is_open = True
        scene = window.scene
        self.scene = scene
        self.cover = _CoverItem(self)
        scene.addItem(self.cover)
        self.cards: dict[str, _CardItem] = {}
        for card in quest.cards:
            item = _CardItem(self, card.id)
            scene.addItem(item)
            self.cards[card.id] = item
        self.heroes: dict[str, _HeroItem] = {}
        for hero in self.rules.heroes:
            item = _HeroItem(self, hero)
            scene.addItem(item)
            self.heroes[hero] = item
        cell = self.renderer.cell
        self.marks = {
            "target": Highlight("#16A34A", cell * 0.05, fill="#5522C55E"),
            "toss": Highlight("#EA580C", cell * 0.05, dashed=True, fill="#55F97316"),
            "swap": Highlight("#7C3AED", cell * 0.06, dashed=True, fill="#337C3AED"),
            "selected": Highlight("#2563EB", cell * 0.08),
            "acted": Highlight("#2563EB", cell * 0.04, dashed=True),
        }
        for i, mark in enumerate(self.marks.values()):
            mark.setZValue(Z + 5 + i * 0.1)
            scene.addItem(mark)
        # take the board over: no editing while the overlay is up
        previous = getattr(window, "board_overlay", None)
        if previous is not None and previous.is_open:
            previous.close()
        window.board_overlay = self
        self._saved_tool = window.view.tool
        window.view.tool = tool if tool is not None else NoTool()
        scene.hover.set_path(QPainterPath())
        window.set_editing(False)
        window.doc.changed.connect(self._doc_changed)

    def _doc_changed(self, *_args) -> None:
        self.close()

    def close(self) -> None:
        """Remove the overlay and give the board back to the editor."""
        if not self.is_open:
            return
        self.is_open = False
        self.stop_animation(finish=False)
        with contextlib.suppress(RuntimeError, TypeError):
            self.main.doc.changed.disconnect(self._doc_changed)
        for item in [self.cover, *self.cards.values(), *self.heroes.values(), *self.marks.values()]:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.main.view.tool = self._saved_tool
        if getattr(self.main, "board_overlay", None) is self:
            self.main.board_overlay = None
        self.main.set_editing(True)
        self.closed.emit()

    def hover_text(self, pos) -> str:
        """The place under a scene point on the game's board (cards may have turned or slid)."""
        if self.state is None:
            return ""
        X, Y = self.renderer.cell_at(pos.x(), pos.y())
        place = self.rules.board(self.state).place(X, Y)
        if place is None:
            return ""
        cell = place.card.cell(place.x, place.y)
        what = cell.type + (f" ({cell.hero})" if cell.hero else "")
        what += f" {cell.door}" if cell.door else ""
        text = translate(
            "TowerPlay", "card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}"
        ).format(card=place.card.id, x=place.x, y=place.y, X=X, Y=Y, what=what)
        hero = self.rules.hero_at(self.state, X, Y)
        if hero is not None:
            text += " · " + translate("TowerPlay", "the {hero} stands here").format(hero=hero)
        return text

    def sync_style(self) -> None:
        """Follow the window's colours and grid setting."""
        main = self.main.renderer
        self.renderer.style = main.style
        self.renderer.grid = main.grid

    # -- drawing states ----------------------------------------------------------
    def show(self, state: State) -> None:
        """Draw ``state`` at once (stops an animation)."""
        self.stop_animation(finish=False)
        self._show(state)

    def _show(self, state: State) -> None:
        if self.state is None or state.layout != self.state.layout:
            self.renderer.refresh(state.layout)
            self.cover.sync()
            for item in self.cards.values():
                item.sync()
        self.state = state
        for hero, at in zip(self.rules.heroes, state.positions, strict=True):
            item = self.heroes[hero]
            item.setScale(1.0)
            item.setVisible(at is not None)
            if at is not None:
                item.place(*at)

    def hero_cell(self, hero: str) -> Point | None:
        """The cell a hero item stands on (None when it is hidden)."""
        item = self.heroes[hero]
        if not item.isVisible():
            return None
        return self.renderer.cell_at(item.pos().x() + 1, item.pos().y() + 1)

    def mark(self, name: str, cells: Iterable[Point]) -> None:
        """Outline cells with one of the marks (target, toss, swap, selected, acted).

        A mark keeps off the band along the cell's sides where walls, doors and
        passages are drawn, so it never hides one."""
        inset = self.renderer.cell * MARK_INSET
        path = QPainterPath()
        for X, Y in cells:
            path.addRect(self.renderer.cell_rect(X, Y).adjusted(inset, inset, -inset, -inset))
        self.marks[name].set_path(path)

    def clear_marks(self) -> None:
        for name in self.marks:
            self.mark(name, ())

    # -- animation ---------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.animation is not None

    def stop_animation(self, finish: bool = True) -> None:
        anim = self.animation
        if anim is None:
            return
        self.animation = None
        anim.stop()
        if finish and self._after_animation is not None:
            self._show(self._after_animation)
        self._after_animation = None

    def animate(self, before: State, action: Action | None, after: State, speed: float = 1.0):
        """Show ``before``, animate ``action`` and end on ``after`` (`animationFinished`)."""
        self.stop_animation()
        self._show(before)
        anim = self._build(before, action, after, speed)
        if anim is None:
            self._show(after)
            self.animationFinished.emit()
            return
        self.animation = anim
        self._after_animation = after
        anim.finished.connect(lambda a=anim: self._animation_done(a))
        anim.start()

    def _animation_done(self, anim) -> None:
        if self.animation is not anim:
            return
        self.animation = None
        if self._after_animation is not None:
            self._show(self._after_animation)
        self._after_animation = None
        self.animationFinished.emit()

    def _corner(self, p: Point) -> QPointF:
        return self.renderer.cell_rect(*p).topLeft()

    def _walk(self, hero: str, path: list[Point], ms_per_cell: float, arc: float = 0.0):
        """An animation of ``hero`` along ``path`` (straight segments, one after another)."""
        item = self.heroes[hero]
        corners = [self._corner(p) for p in path]
        lengths = [
            max(1, abs(b[0] - a[0]) + abs(b[1] - a[1]))
            for a, b in zip(path, path[1:], strict=False)
        ]
        total = sum(lengths)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(float(total))
        anim.setDuration(max(1, int(ms_per_cell * total)))
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)

        def at(value) -> None:
            v = float(value)
            for i, n in enumerate(lengths):
                if v <= n or i == len(lengths) - 1:
                    t = min(1.0, v / n)
                    a, b = corners[i], corners[i + 1]
                    item.setPos(a + (b - a) * t)
                    if arc:
                        item.setScale(1.0 + arc * math.sin(math.pi * t))
                    return
                v -= n

        anim.valueChanged.connect(at)
        return anim

    def _build(self, before: State, action: Action | None, after: State, speed: float):
        ms = STEP_MS / max(0.05, speed)
        rules = self.rules
        if isinstance(action, Move):
            path = [tuple(p) for p in action.path]
            group = QSequentialAnimationGroup(self)
            if len(path) > 1:  # (a mage may step off its invocation space and back)
                group.addAnimation(self._walk(action.hero, path, ms))
            if action.swap:
                there = rules.position(before, action.swap)
                if there is not None:
                    swap = QParallelAnimationGroup(self)
                    swap.addAnimation(self._walk(action.hero, [path[-1], there], ms, arc=0.3))
                    swap.addAnimation(self._walk(action.swap, [there, path[-1]], ms, arc=0.3))
                    group.addAnimation(swap)
            return group if group.animationCount() else None
        if isinstance(action, Teleport):
            start = rules.position(before, action.hero)
            if start is None:
                return None
            anim = self._walk(action.hero, [start, tuple(action.to)], ms * 0.5, arc=-0.5)
            anim.setDuration(max(1, int(ms * 2)))
            return anim
        if isinstance(action, Toss):
            start = rules.position(before, action.hero)
            if start is None:
                return None
            anim = self._walk(action.hero, [start, tuple(action.to)], ms, arc=0.6)
            anim.setDuration(max(1, int(ms * 3)))
            return anim
        return None  # rotate and slide: the cards are redrawn at the new layout


class PlaybackPanel(QWidget):
    """Step through one deal's solution on the board: back, play/pause, forward."""

    closed = Signal()
    frameShown = Signal(int)

    def __init__(self, window, parent=None):
        super().__init__(parent)
        self.main = window
        self.overlay: BoardOverlay | None = None
        self.frames: list[Frame] = []
        self.hands: tuple[str, ...] = ()
        self.index = 0
        self.playing = False
        self.speed = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)

        slots = (self.first, self.back, self.toggle_play, self.forward, self.last)
        tips = (
            translate("TowerPlay", "back to the start (Home)"),
            translate("TowerPlay", "one action back (Left)"),
            translate("TowerPlay", "play / pause (Ctrl+Space)"),
            translate("TowerPlay", "one action forward (Right)"),
            translate("TowerPlay", "to the end (End)"),
        )
        transport = transport_buttons(self.style(), tips, slots, auto_raise=True)
        (
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
        ) = transport
        self.close_button = QToolButton()
        self.close_button.setText(translate("TowerPlay", "Back to editing"))
        self.close_button.setToolTip(
            translate("TowerPlay", "leave the playback; the quest is editable again")
        )
        self.close_button.clicked.connect(self.stop)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 0)
        self.slider.valueChanged.connect(self._slider_moved)
        self.step_label = QLabel()
        self.deal_label = QLabel()
        self.deal_label.setTextFormat(Qt.TextFormat.RichText)
        self.deal_label.setWordWrap(True)
        self.action_label = QLabel()
        self.action_label.setWordWrap(True)
        self.action_label.setTextFormat(Qt.TextFormat.RichText)
        self.action_label.setMinimumHeight(40)

        self.key_actions = transport_keys(self, slots, window)

        controls = QHBoxLayout()
        for b in transport:
            controls.addWidget(b)
        controls.addWidget(self.step_label, 1)
        controls.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        title = QLabel(translate("TowerPlay", "<b>Solution playback</b>"))
        layout.addWidget(title)
        layout.addWidget(self.deal_label)
        layout.addLayout(controls)
        layout.addWidget(self.slider)
        layout.addWidget(self.action_label)

    # -- starting and stopping ---------------------------------------------------
    @property
    def active(self) -> bool:
        return self.overlay is not None and self.overlay.is_open

    def start(self, quest: Quest, hands, solution) -> None:
        """Replay ``solution`` (raises `IllegalAction` if the engine refuses it)."""
        film = frames(quest, hands, solution)
        self.stop()
        self.frames = film
        self.hands = tuple(hands)
        self.overlay = BoardOverlay(self.main, quest)
        self.overlay.closed.connect(self._overlay_closed)
        self.overlay.animationFinished.connect(self._animation_finished)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(film) - 1)
        self.slider.blockSignals(False)
        enable(self.key_actions, True)
        self.go(0, animate=False)

    def start_setup(self, answer, key) -> None:
        """Replay the solution of the deal ``key`` (players, index) in the solver dock's
        answer (`setups.TowerAnswer`)."""
        players, index = key
        self.start(answer.quest, DISTRIBUTIONS[players][index], answer.solution(key))

    def stop(self) -> None:
        """Leave the playback (the board shows the document again)."""
        self.pause()
        enable(self.key_actions, False)
        if self.overlay is not None:
            overlay, self.overlay = self.overlay, None
            overlay.close()
            self.closed.emit()

    def _overlay_closed(self) -> None:
        if self.overlay is not None and not self.overlay.is_open:
            self.overlay = None
            self.pause()
            enable(self.key_actions, False)
            self.closed.emit()

    # -- moving through the frames -----------------------------------------------
    def go(self, index: int, animate: bool = True) -> None:
        if not self.active or not self.frames:
            return
        index = max(0, min(len(self.frames) - 1, index))
        if animate and index == self.index + 1:
            before, after = self.frames[self.index], self.frames[index]
            self.index = index
            self.overlay.animate(before.state, after.action, after.state, self.speed)
        else:
            self.index = index
            self.overlay.show(self.frames[index].state)
        self._show_text()
        self.frameShown.emit(index)

    def forward(self) -> None:
        if self.active and self.overlay.animating:
            self.overlay.stop_animation()
        self.go(self.index + 1)

    def back(self) -> None:
        self.pause()
        self.go(self.index - 1, animate=False)

    def first(self) -> None:
        self.pause()
        self.go(0, animate=False)

    def last(self) -> None:
        self.pause()
        self.go(len(self.frames) - 1, animate=False)

    def _slider_moved(self, value: int) -> None:
        if value != self.index:
            self.pause()
            self.go(value, animate=False)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if not self.active:
            return
        if self.index >= len(self.frames) - 1:
            self.go(0, animate=False)
        self.playing = True
        show_playing(self.play_button, True)
        self._play_next()

    def pause(self) -> None:
        self.playing = False
        self._timer.stop()
        show_playing(self.play_button, False)

    def _play_next(self) -> None:
        if not self.playing or not self.active:
            return
        if self.index >= len(self.frames) - 1:
            self.pause()
            return
        self.go(self.index + 1)

    def _animation_finished(self) -> None:
        if self.playing:
            if self.index >= len(self.frames) - 1:
                self.pause()
            else:
                self._timer.start(int(PAUSE_MS / self.speed))

    # -- words -------------------------------------------------------------------
    def _show_text(self) -> None:
        n = len(self.frames) - 1
        frame = self.frames[self.index]
        self.step_label.setText(
            translate("TowerPlay", "action {index} of {count}").format(index=self.index, count=n)
        )
        self.slider.blockSignals(True)
        self.slider.setValue(self.index)
        self.slider.blockSignals(False)
        acting = frame.action.player if frame.action is not None else None
        parts = []
        for i, hand in enumerate(self.hands):
            text = translate("TowerPlay", "player {n}: {hand}").format(n=i + 1, hand=",".join(hand))
            parts.append(f"<b><u>{text}</u></b>" if i == acting else text)
        self.deal_label.setText(
            translate("TowerPlay", "Deal: {players}").format(players=" · ".join(parts))
        )
        if frame.action is None:
            self.action_label.setText(
                translate("TowerPlay", "The start. Press play or step forward.")
            )
        else:
            text = frame.text[0].upper() + frame.text[1:]
            if self.index == n:
                self.action_label.setText(
                    translate(
                        "TowerPlay", "{index}. {action}. <b>The quest is complete.</b>"
                    ).format(index=self.index, action=text)
                )
            else:
                self.action_label.setText(f"{self.index}. {text}.")
        self.back_button.setEnabled(self.index > 0)
        self.first_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < n)
        self.last_button.setEnabled(self.index < n)
        if self.overlay is not None:
            self._mark_actor(frame)

    def _mark_actor(self, frame: Frame) -> None:
        """Outline where the last action's hero ended (or the turned/slid card's heroes)."""
        self.overlay.clear_marks()
        action = frame.action
        hero = getattr(action, "hero", None)
        if hero is not None:
            at = self.overlay.rules.position(frame.state, hero)
            if at is not None:
                self.overlay.mark("acted", [at])

    def current_text(self) -> str:
        return self.action_label.text()
