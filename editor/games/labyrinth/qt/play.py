"""Hot-seat play of a layout in the studio window, on `play.Session` (RULES.md section 3).

The board shows what the players see: the rooms (in plain view), the wizards with
their players' tokens, the rim, and the walls found by knocking. The other walls
stay hidden until "Reveal walls" is on or the game is over. The current player's
wizards are outlined; the room it looks for is named in the play panel only.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QCheckBox

from editor.core.diagnostics import Diagnostic
from editor.qt.game import Document, GameScene, PlayController, Tool
from editor.qt.language import translate

from ..model import DELTA, Square, edge_squares
from ..picking import square_at
from ..play import Session
from ..results import solve
from ..rules import Event, Step
from .renderer import LabyrinthRenderer

#: Arrow keys -> the side a wizard steps to.
ARROWS = {
    int(Qt.Key.Key_Up): "N",
    int(Qt.Key.Key_Right): "E",
    int(Qt.Key.Key_Down): "S",
    int(Qt.Key.Key_Left): "W",
}


class PlayScene(GameScene):
    """The board of a game in play, drawn from the session (never from the document)."""

    def __init__(self, play: LabyrinthPlay, style: str = "screen-light"):
        super().__init__()
        self.play = play
        self.renderer = LabyrinthRenderer(play.session.layout, style)
        self.setSceneRect(self.renderer.image_rect())

    def square_at(self, pos: QPointF) -> Square | None:
        return square_at(self.play.session.layout.size, *self.renderer.to_board(pos))

    def place_at(self, pos: QPointF) -> str:
        square = self.square_at(pos)
        if square is None:
            return ""
        words = [translate("LabyrinthPlay", "square {x},{y}").format(x=square[0], y=square[1])]
        room = self.play.session.layout.room_at(square)
        if room is not None:
            words.append(translate("LabyrinthPlay", "room {room}").format(room=room))
        return ", ".join(words)

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Issues belong to editing; play shows none."""

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        return None

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r, play = self.renderer, self.play
        session = play.session
        painter.fillRect(rect, QColor(r.palette.background))
        r.paint(painter, walls="ghost" if play.walls_shown else "hidden")
        if session.knocked:
            r.paint_walls(painter, session.knocked)
        if not session.is_over:
            self._paint_turn(painter)
        tokens = {w: len(session.tokens(p)) for w, p in session.owner.items()}
        r.paint_wizards(painter, session.positions, tokens)

    def _paint_turn(self, painter: QPainter) -> None:
        """An outline round the current player's wizards: solid on the one the keys move."""
        r, play = self.renderer, self.play
        c = r.cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for wizard in play.session.seats[play.session.current]:
            chosen = wizard == play.wizard
            pen = QPen(QColor(r.palette.highlight), c * (0.07 if chosen else 0.035))
            if not chosen:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            square = play.session.positions[wizard]
            painter.drawRect(
                r.square_rect(square).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05)
            )
        painter.restore()


class PlayTool(Tool):
    """Arrows step the chosen wizard; Tab or a click on a wizard chooses; a click next to it steps."""

    name = "play"
    label = QT_TRANSLATE_NOOP("LabyrinthPlay", "Play")
    tip = QT_TRANSLATE_NOOP(
        "LabyrinthPlay",
        "arrow keys or a click on a neighbouring square move; Tab or a click picks a wizard",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    context = "LabyrinthPlay"

    def __init__(self, document: Document, scene: PlayScene, play: LabyrinthPlay):
        super().__init__(document, scene)
        self.play = play

    def key_event(self, key: int, text: str) -> bool:
        if key in ARROWS:
            self.play.step(self.play.wizard, ARROWS[key])
            return True
        if key in (int(Qt.Key.Key_Tab), int(Qt.Key.Key_Backtab)):
            self.play.next_wizard()
            return True
        return False

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        square = self.scene.square_at(pos)
        if square is not None:
            self.play.click(square)


class LabyrinthPlay(PlayController):
    """A `Session` on a copy of the document's layout, as the play panel and the board show it."""

    def __init__(self, document: Document, players: int, seed: int | None = None):
        super().__init__(players)
        layout = document.model.copy()
        # three players leave the fairest corner empty (RULES.md section 3)
        numbers = solve(layout) if players == 3 else None
        empty = numbers.fairest_empty if numbers is not None and numbers.legal else "SW"
        self.session = Session(layout, players, seed, empty)
        self.chosen = {p: seat[0] for p, seat in enumerate(self.session.seats)}
        self.revealed = False
        self.scene = PlayScene(self)
        self.tool = PlayTool(document, self.scene, self)
        self.controls = QCheckBox(translate("LabyrinthPlay", "Reveal walls"))
        self.controls.setToolTip(
            translate(
                "LabyrinthPlay", "show the hidden walls (they show anyway when the game is over)"
            )
        )
        self.controls.toggled.connect(self.reveal)
        self.help_text = translate(
            "LabyrinthPlay",
            "Arrow keys step the current wizard (Tab picks the other one of two); a click on a "
            "square next to a wizard steps there. A knocked wall sends the wizard back to its "
            "corner.",
        )

    # -- what is shown -------------------------------------------------------------------
    @property
    def wizard(self) -> str:
        """The current player's wizard the arrow keys move."""
        return self.chosen[self.session.current]

    @property
    def walls_shown(self) -> bool:
        return self.revealed or self.session.is_over

    def status_html(self) -> str:
        s = self.session
        turns = len(s.history)
        if s.is_over:
            head = f"<p><b>{html.escape(self.result or '')}</b></p>"
        else:
            player = s.current
            wizards = s.seats[player]
            moves = (
                translate(
                    "LabyrinthPlay",
                    "Turn {turn}: <b>player {player}</b> moves the {wizard} wizard "
                    "(Tab picks the other).",
                )
                if len(wizards) > 1
                else translate(
                    "LabyrinthPlay",
                    "Turn {turn}: <b>player {player}</b> moves the {wizard} wizard.",
                )
            ).format(turn=turns + 1, player=player + 1, wizard=self.wizard)
            looks = translate(
                "LabyrinthPlay", "Player {player} looks for <b>room {room}</b>."
            ).format(player=player + 1, room=s.card(player))
            head = f"<p>{moves}</p><p>{looks}</p>"
        rows = []
        for p, seat in enumerate(s.seats):
            tokens = s.tokens(p)
            who = translate("LabyrinthPlay", "player {player} ({wizards})").format(
                player=p + 1, wizards=", ".join(seat)
            )
            held = (
                translate("LabyrinthPlay", "{count} of 5 tokens: rooms {rooms}")
                if tokens
                else translate("LabyrinthPlay", "{count} of 5 tokens")
            ).format(count=len(tokens), rooms=", ".join(map(str, tokens)))
            rows.append(f"<tr><td>{who}</td><td>{held}</td></tr>")
        found = translate("LabyrinthPlay", "Walls found by knocking: {count}").format(
            count=len(s.knocked)
        )
        return f"{head}<table cellspacing='4'>{''.join(rows)}</table><p>{found}</p>"

    # -- moves ---------------------------------------------------------------------------
    def next_wizard(self) -> None:
        """Choose the current player's other wizard (2 players; with one wizard, nothing)."""
        s = self.session
        seat = s.seats[s.current]
        if s.is_over or len(seat) < 2:
            return
        self.chosen[s.current] = seat[(seat.index(self.wizard) + 1) % len(seat)]
        self._changed()

    def click(self, square: Square) -> None:
        """A click on the current player's wizard chooses it; on a square next to one, steps there."""
        s = self.session
        mine = [w for w in s.seats[s.current] if s.positions[w] == square]
        if mine and not s.is_over:
            if self.wizard not in mine:
                self.chosen[s.current] = mine[0]
                self._changed()
            return
        order = [self.wizard] + [w for w in s.seats[s.current] if w != self.wizard]
        for wizard in order:
            x, y = s.positions[wizard]
            for side, (dx, dy) in DELTA.items():
                if (x + dx, y + dy) == square:
                    self.chosen[s.current] = wizard
                    self.step(wizard, side)
                    return
        self.message.emit(
            translate(
                "LabyrinthPlay", "square {x},{y} is not next to a wizard of player {player}"
            ).format(x=square[0], y=square[1], player=s.current + 1),
            True,
        )

    def step(self, wizard: str, side: str) -> Event | None:
        """Play a step of ``wizard``; a refusal goes to the status bar and nothing changes."""
        s = self.session
        action = Step(wizard, side)
        reason = s.why_refused(action)
        if reason is not None:
            self.message.emit(
                translate("LabyrinthPlay", "Not allowed: {reason}").format(reason=reason), True
            )
            return None
        (event,) = s.apply(action)
        self.log.append(f"{len(s.history)}. {event.text}")
        if event.kind == "knocked":
            a, b = edge_squares(event.wall)
            self.message.emit(
                translate(
                    "LabyrinthPlay",
                    "knock! player {player}'s {wizard} wizard hit the wall between "
                    "{ax},{ay} and {bx},{by}: back to {wizard}",
                ).format(
                    player=event.player + 1, wizard=wizard, ax=a[0], ay=a[1], bx=b[0], by=b[1]
                ),
                False,
            )
        else:
            self.message.emit(event.text, False)
        if event.kind == "won":
            turns = len(s.history)
            self.result = translate(
                "LabyrinthPlay", "Player {player} wins after {turns} turns."
            ).format(player=event.player + 1, turns=turns)
            self._changed()
            self.finished.emit(self.result)
        else:
            self._changed()
        return event

    def undo(self) -> bool:
        if not self.session.history:
            self.message.emit(
                translate("LabyrinthPlay", "nothing to undo: no move was played"), False
            )
            return False
        step = self.session.undo()
        self.log.pop()
        self.result = None
        self.chosen[self.session.current] = step.wizard
        self.message.emit(
            translate("LabyrinthPlay", "took back: {move}").format(
                move=self.session.describe(step)
            ),
            False,
        )
        self._changed()
        return True

    def reveal(self, on: bool) -> None:
        """Show (or hide again) the walls the players have not found."""
        self.revealed = on
        self._changed()

    def _changed(self) -> None:
        self.scene.update()
        self.changed.emit()
