"""The board of a heist in play mode and the tool that plays it with the mouse and keys.

The scene draws the session's mall (never the document's): the tiles explored so
far, the heroes (the last action's hero slides), the chosen hero ringed, the spaces
it may reach with the acting player's tiles lit, the unexplored place it may
explore outlined, the timer spaces used up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication

from editor.core.diagnostics import Diagnostic
from editor.qt.game import Document, GameScene, Tool
from editor.qt.language import translate

from ..model import SIZE, Point
from .heist import HeistPicture

if TYPE_CHECKING:
    from .play import MallPlay

CHOSEN = "#D92D20"
TARGET = "#12B76A"
EXPLORE = "#F79009"
DIGITS = {int(Qt.Key.Key_1) + i: i for i in range(8)}
ARROWS = {
    int(Qt.Key.Key_Up): "N",
    int(Qt.Key.Key_Right): "E",
    int(Qt.Key.Key_Down): "S",
    int(Qt.Key.Key_Left): "W",
}
TAB_KEYS = (int(Qt.Key.Key_Tab), int(Qt.Key.Key_Backtab))
EXPLORE_KEY = int(Qt.Key.Key_X)


class PlayScene(GameScene):
    """The board of a heist in play, drawn from the session."""

    def __init__(self, play: MallPlay):
        super().__init__()
        self.play = play
        self.picture = HeistPicture(play.rules, parent=self)
        self.picture.changed.connect(self.update)
        self.setSceneRect(self.picture.scene_rect())

    @property
    def cell(self) -> float:
        return self.picture.renderer.cell

    def space_at(self, pos: QPointF) -> Point:
        """The global space under a scene point (board units are global spaces)."""
        return (math.floor(pos.x() / self.cell), math.floor(pos.y() / self.cell))

    def space_centre(self, g: Point) -> QPointF:
        return self.picture.centre(g)

    def refresh(self, before=None, action=None) -> None:
        """Draw the session's state (animating ``action`` from ``before`` when given)."""
        self.picture.show(self.play.state, self.play.used, before, action)
        self.setSceneRect(self.picture.scene_rect())
        if action is not None and action.kind == "explore":
            origin = self.play.state.explored[-1][0]
            c = self.cell
            tile = QRectF(origin[0] * c, origin[1] * c, SIZE * c, SIZE * c)
            for view in self.views():
                view.ensureVisible(tile)
        self.update()

    def stop(self) -> None:
        self.picture.stop()

    def place_at(self, pos: QPointF) -> str:
        g = self.space_at(pos)
        cell = self.play.rules.mall(self.play.state).cells.get(g)
        if cell is None:
            return ""
        words = translate("MallPlay", "{space}: tile {tile}").format(
            space=f"{g[0]},{g[1]}", tile=cell.tile
        )
        space = cell.space
        kind = translate("MallTools", space.type)  # named as the space painter names it
        if space.type != "floor" and space.hero:
            words = translate("MallPlay", "{words}, {kind} of the {hero}").format(
                words=words, kind=kind, hero=space.hero
            )
        elif space.type != "floor":
            words = translate("MallPlay", "{words}, {kind}").format(words=words, kind=kind)
        hero = self.play.hero_at(g)
        if hero:
            words = translate("MallPlay", "{words}; the {hero}").format(words=words, hero=hero)
        return words

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Issues belong to editing; play shows none."""

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        return None

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        picture, play = self.picture, self.play
        r = picture.renderer
        painter.fillRect(rect, QColor(r.palette.background))
        picture.paint(painter)
        if play.is_over:
            return
        for g in play.targets():
            r.paint_highlight(painter, r.global_rect(g), TARGET)
        origin = play.explore_place()
        if origin is not None:
            c = r.cell
            r.paint_highlight(
                painter, QRectF(origin[0] * c, origin[1] * c, SIZE * c, SIZE * c), EXPLORE
            )
        if play.hero is not None:
            spot = picture.hero_spot(play.hero)
            if spot is not None:
                ring = QRectF(0, 0, r.cell, r.cell)
                ring.moveCenter(spot)
                r.paint_highlight(painter, ring, CHOSEN)


class PlayTool(Tool):
    """A click chooses a hero or plays an action; keys choose and move (see `MallPlay`)."""

    name = "play"
    label = QT_TRANSLATE_NOOP("MallPlay", "Play")
    tip = QT_TRANSLATE_NOOP(
        "MallPlay", "click a hero, then a lit space; 1-8 choose the acting player, X explores"
    )
    cursor = Qt.CursorShape.PointingHandCursor

    context = "MallPlay"

    def __init__(self, document: Document, scene: PlayScene, play: MallPlay):
        super().__init__(document, scene)
        self.play = play

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button == Qt.MouseButton.LeftButton:
            self.scene.picture.finish()
            self.play.click(self.scene.space_at(pos))

    def key_event(self, key: int, text: str) -> bool:
        play = self.play
        if key in DIGITS:
            play.set_player(DIGITS[key])
            return True
        if key in TAB_KEYS:
            play.next_hero()
            return True
        if key == EXPLORE_KEY:
            play.explore()
            return True
        if key in ARROWS:
            self.scene.picture.finish()
            play.slide(ARROWS[key], _shift_held())
            return True
        return False


def _shift_held() -> bool:
    return bool(QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
