"""A moment of a heist as watching and play mode draw it, with the last action animated.

`HeistPicture` paints the mall of a `rules.State` through the game's renderer
(`board_of_state`: the tiles explored so far, the rest of the deck in the tray, the
heroes in the mall, the timer spaces used up). When it is shown a state after an
action, the acting hero slides from where it stood to where it went (a vortex or
an escalator: in a straight line too; a hero leaving by an exit slides onto it and
goes), and a tile just explored is outlined while it appears.
"""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QObject, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QPainter

from ..model import SIZE, Point
from ..palette import Palette
from ..rules import Action, Rules, State
from .board import Board, board_of_state
from .renderer import MallRenderer

#: Time a hero takes per space it slides, and the longest and shortest slide.
SPACE_MS = 110
LONGEST_MS = 700
SHORTEST_MS = 180
#: A tile just explored is outlined this long.
APPEAR_MS = 600
NEW_TILE = "#F79009"
MARK = "#D92D20"


class HeistPicture(QObject):
    """The heist's picture: ``changed`` asks for a repaint (the animation moved on)."""

    changed = Signal()

    def __init__(
        self, rules: Rules, style: str | Palette = "screen-light", parent: QObject | None = None
    ):
        super().__init__(parent)
        self.rules = rules
        self.renderer = MallRenderer(rules.scenario, style)
        self.board: Board = board_of_state(rules, rules.initial())
        self._slide: tuple[str, QPointF, QPointF] | None = None
        self._new_tile: Point | None = None
        self.mark: Point | None = None
        """A space outlined (where the last action watched went)."""
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(lambda _v: self.changed.emit())
        self.animation.finished.connect(self._settled)

    def show(
        self,
        state: State,
        used: frozenset[Point] | None = None,
        before: State | None = None,
        action: Action | None = None,
    ) -> None:
        """Show ``state`` (the timer spaces ``used``: the state's own by default); with the
        state ``before`` and the ``action`` that led to it, animate that action."""
        self.animation.stop()
        board = board_of_state(self.rules, state)
        if used is not None:
            board = dataclasses.replace(board, used=used)
        self.board = board
        self._slide = self._new_tile = None
        if before is not None and action is not None:
            if action.kind == "explore":
                self._new_tile = state.explored[-1][0]
                self.animation.setDuration(APPEAR_MS)
            else:
                i = self.rules.heroes.index(action.hero)
                start = self.centre(before.positions[i])
                end = self.centre(action.to)
                self._slide = (action.hero, start, end)
                spaces = math.hypot(end.x() - start.x(), end.y() - start.y()) / self.renderer.cell
                ms = max(SHORTEST_MS, min(LONGEST_MS, round(spaces * SPACE_MS)))
                self.animation.setDuration(ms)
            self.animation.start()
        self.changed.emit()

    def centre(self, g: Point) -> QPointF:
        return self.renderer.global_rect(g).center()

    @property
    def animating(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        """Jump to the end of the animation."""
        if self.animating:
            self.animation.setCurrentTime(self.animation.duration())

    def stop(self) -> None:
        self.animation.stop()
        self._slide = self._new_tile = None

    def _settled(self) -> None:
        self._slide = self._new_tile = None
        self.changed.emit()

    def scene_rect(self) -> QRectF:
        return self.renderer.scene_rect(self.board)

    def hero_spot(self, hero: str) -> QPointF | None:
        """Where a hero is drawn now (mid-slide while it moves); None when it is not drawn."""
        if self._slide is not None and self._slide[0] == hero:
            _, a, b = self._slide
            t = float(self.animation.currentValue() or 0.0)
            t = 1 - (1 - t) * (1 - t)  # eases out, as a pawn pushed across the board
            return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
        at = self.board.heroes.get(hero)
        return None if at is None else self.centre(at)

    def paint(self, painter: QPainter) -> None:
        """The mall, the heroes where they stand (or slide), a new tile and the marked space
        outlined."""
        r = self.renderer
        sliding = self._slide[0] if self._slide is not None else None
        still = {h: g for h, g in self.board.heroes.items() if h != sliding}
        r.paint(painter, dataclasses.replace(self.board, heroes=still))
        if self.mark is not None:
            r.paint_highlight(painter, r.global_rect(self.mark), MARK)
        if self._new_tile is not None:
            c = r.cell
            rect = QRectF(self._new_tile[0] * c, self._new_tile[1] * c, SIZE * c, SIZE * c)
            r.paint_highlight(painter, rect, NEW_TILE)
        if sliding is not None:
            centre = self.hero_spot(sliding)
            rect = QRectF(0, 0, r.cell, r.cell)
            rect.moveCenter(centre)
            r.paint_hero(painter, sliding, rect)
