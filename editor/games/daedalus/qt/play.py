"""Hot-seat play of a maze in the studio window, on `play.Session` (RULES.md section 3).

The board shows the maze at the session's phase, the soldiers in their players'
colours and numbers, the treasure (in the chamber, carried: a gold ring round its
carrier, or dropped on a field) and, for the chosen soldier, where it may step.
While the soldiers are placed, a click on a free entrance field places the next
one. Then a click on one of the current player's soldiers chooses it and a click
on a field it may step to (the chamber, or the exit zone with the treasure) steps
there; *End turn* (Enter) passes the turn on, and after the last player's turn
the walls turn.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QPushButton

from editor.core.diagnostics import Diagnostic
from editor.qt.game import Document, GameScene, PlayController, Tool
from editor.qt.language import translate

from ..model import CHAMBER, EXIT, place_words
from ..play import EndTurn, Event, Placement, Session, Soldier, Step, soldier_words
from ..rules import steps
from .renderer import PLAYER_COLOURS, MazeRenderer

#: The Play dock's set-ups: the walls as the card-less game turns them, or the Medusa beast.
SETUPS = [
    (QT_TRANSLATE_NOOP("DaedalusPlay", "turning every round"), False),
    (QT_TRANSLATE_NOOP("DaedalusPlay", "Medusa: still once the treasure is taken"), True),
]
END_KEYS = (int(Qt.Key.Key_Return), int(Qt.Key.Key_Enter), int(Qt.Key.Key_Space))
TAB_KEYS = (int(Qt.Key.Key_Tab), int(Qt.Key.Key_Backtab))


def play_setups(document: Document, players: int) -> list[tuple[str, bool]]:
    return [(translate("DaedalusPlay", name), still) for name, still in SETUPS]


class PlayScene(GameScene):
    """The board of a game in play, drawn from the session (never from the document)."""

    def __init__(self, play: DaedalusPlay, style: str = "screen"):
        super().__init__()
        self.play = play
        self.renderer = MazeRenderer(play.session.maze, style)
        self.setSceneRect(self.renderer.image_rect())

    def place_under(self, pos: QPointF):
        return self.renderer.board.place_at(pos.x(), pos.y())

    def place_at(self, pos: QPointF) -> str:
        place = self.place_under(pos)
        if place is None:
            return ""
        words = place_words(place)
        who = self.play.session.occupant(place)
        return words if who is None else f"{words}: {soldier_words(who)}"

    def show_issues(self, diagnostics: Sequence[Diagnostic]) -> None:
        """Issues belong to editing; play shows none."""

    def select_issue(self, diagnostic: Diagnostic) -> QPointF | None:
        return None

    def soldier_spot(self, soldier: Soldier) -> QPointF:
        s, r = self.play.session, self.renderer
        place = s.positions[soldier]
        if place != CHAMBER:
            return r.centre(place)
        inside = sorted(x for x, at in s.positions.items() if at == CHAMBER)
        return r.chamber_spot(inside.index(soldier), len(inside))

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r, play = self.renderer, self.play
        s = play.session
        painter.fillRect(rect, QColor(r.palette.background))
        r.paint_board(painter)
        for target in play.targets():
            r.paint_highlight(painter, target)
        if play.can_leave():
            r.paint_highlight(painter, r.gate_path(s.positions[play.chosen()][1]))
        r.paint_film(painter, s.phase)
        if s.lying not in (None, CHAMBER):
            r.paint_treasure(painter, r.centre(s.lying), r.ring_width * 0.3)
        chosen = play.chosen()
        for soldier in sorted(s.positions):
            r.paint_soldier(
                painter,
                self.soldier_spot(soldier),
                PLAYER_COLOURS[soldier[0]],
                str(soldier[1] + 1),
                carrying=s.carrier() == soldier,
                chosen=soldier == chosen,
            )


class PlayTool(Tool):
    """A click places, chooses or steps; Enter ends the turn; Tab chooses the next soldier."""

    name = "play"
    label = QT_TRANSLATE_NOOP("DaedalusPlay", "Play")
    tip = QT_TRANSLATE_NOOP(
        "DaedalusPlay",
        "click a free entrance field to place; click a soldier, then where it steps; Enter ends the turn",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    context = "DaedalusPlay"

    def __init__(self, document: Document, scene: PlayScene, play: DaedalusPlay):
        super().__init__(document, scene)
        self.play = play

    def key_event(self, key: int, text: str) -> bool:
        if key in END_KEYS:
            self.play.end_turn()
            return True
        if key in TAB_KEYS:
            self.play.next_soldier()
            return True
        return False

    def press(self, pos: QPointF, button: Qt.MouseButton, modifiers) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        place = self.scene.place_under(pos)
        if place is not None:
            self.play.click(place)


class DaedalusPlay(PlayController):
    """A `Session` on a copy of the document's maze, as the Play dock and the board show it."""

    finished_title = QT_TRANSLATE_NOOP("PlayDock", "The game is over")

    def __init__(self, document: Document, players: int, still: bool = False):
        super().__init__(players)
        self.session = Session(document.model.copy(), players, still=bool(still))
        self._chosen: dict[int, Soldier] = {}
        #: how many log lines each action wrote, to take them back with it
        self._lines: list[int] = []
        self.scene = PlayScene(self)
        self.tool = PlayTool(document, self.scene, self)
        self.controls = QPushButton(translate("DaedalusPlay", "End turn"))
        self.controls.setToolTip(
            translate(
                "DaedalusPlay", "the current player's soldiers that did not step stay (Enter)"
            )
        )
        self.controls.clicked.connect(self.end_turn)
        self.help_text = translate(
            "DaedalusPlay",
            "Placing: click a free field of the outer ring. Then click one of your soldiers and "
            "a lit field to step there (one step per soldier a round; the chamber holds any "
            "number); Tab picks your next soldier, Enter ends the turn. After every round the "
            "film turns one sector clockwise. A soldier with no way out in its turn dies; the "
            "treasure drops where its carrier dies. Carry it out to win: on the outer ring, click "
            "the lit rim outside the carrier.",
        )
        self._update_controls()

    # -- what is shown -------------------------------------------------------------------
    def chosen(self) -> Soldier | None:
        """The current player's soldier that clicks step, if it can still step."""
        s = self.session
        if s.is_over or s.placing:
            return None
        soldier = self._chosen.get(s.current)
        if soldier in s.positions and soldier not in s.state.moved:
            return soldier
        free = [x for x in s.soldiers_of(s.current) if x not in s.state.moved]
        return free[0] if free else None

    def targets(self) -> list:
        """Where the chosen soldier may step (the entrance fields free while placing)."""
        s = self.session
        if s.is_over:
            return []
        if s.placing:
            return [(0, a.sector) for a in s.legal_actions() if isinstance(a, Placement)]
        soldier = self.chosen()
        return [
            a.to
            for a in s.legal_actions()
            if isinstance(a, Step) and a.soldier == soldier and a.to != EXIT
        ]

    def can_leave(self) -> bool:
        """Whether the chosen soldier may step into the exit zone now (it carries the
        treasure, stands on the outer ring, and no arc is in its way)."""
        soldier = self.chosen()
        return soldier is not None and Step(soldier, EXIT) in self.session.legal_actions()

    def status_html(self) -> str:
        s = self.session
        if s.is_over:
            head = f"<p><b>{html.escape(self.result or '')}</b></p>"
        elif s.placing:
            placing = translate(
                "DaedalusPlay",
                "Placing: <b>player {player}</b> places soldier {soldier} on a free field of the "
                "outer ring.",
            )
            placing = placing.format(player=s.current + 1, soldier=s.state.placed[s.current] + 1)
            head = f"<p>{placing}</p>"
        else:
            soldier = self.chosen()
            if soldier is None:
                moves = translate(
                    "DaedalusPlay",
                    "Round {round}, film at phase {phase}: <b>player {player}</b> moves.",
                ).format(round=s.round, phase=s.phase, player=s.current + 1)
            else:
                moves = translate(
                    "DaedalusPlay",
                    "Round {round}, film at phase {phase}: <b>player {player}</b> moves; "
                    "chosen: soldier {soldier}.",
                ).format(round=s.round, phase=s.phase, player=s.current + 1, soldier=soldier[1] + 1)
            head = f"<p>{moves}</p>"
        carrier = s.carrier()
        if carrier is not None:
            treasure = translate("DaedalusPlay", "The treasure: carried by {soldier}.").format(
                soldier=soldier_words(carrier)
            )
        elif s.lying == CHAMBER:
            treasure = translate("DaedalusPlay", "The treasure: in the chamber.")
        else:
            treasure = translate("DaedalusPlay", "The treasure: dropped on {place}.").format(
                place=place_words(s.lying)
            )
        player = translate("DaedalusPlay", "player {player}")
        counts = translate("DaedalusPlay", "{alive} alive, {dead} dead")
        rows = "".join(
            f"<tr><td><span style='color:{PLAYER_COLOURS[p]}'>&#9679;</span> "
            f"{player.format(player=p + 1)}</td><td>"
            + counts.format(alive=len(s.soldiers_of(p)), dead=sum(d[0] == p for d in s.dead))
            + "</td></tr>"
            for p in range(s.players)
        )
        return f"{head}<table cellspacing='4'>{rows}</table><p>{treasure}</p>"

    # -- moves ---------------------------------------------------------------------------
    def click(self, place) -> None:
        s = self.session
        if s.is_over:
            return
        if s.placing:
            if isinstance(place, tuple) and place[0] == 0:
                self._play(Placement(place[1]))
            else:
                self.message.emit(
                    translate("DaedalusPlay", "place soldiers on the outer ring (ring 0)"), True
                )
            return
        mine = [
            x
            for x in s.soldiers_of(s.current)
            if s.positions[x] == place and x not in s.state.moved
        ]
        chosen = self.chosen()
        if mine and (chosen not in mine or len(mine) > 1):
            at = mine.index(chosen) + 1 if chosen in mine else 0
            self._chosen[s.current] = mine[at % len(mine)]
            self._changed()
            return
        carrier = s.carrier()
        if place == EXIT and carrier is not None and carrier[0] == s.current:
            self.step(carrier, EXIT)  # whichever soldier is chosen, the carrier is the one to go
            return
        if place == EXIT or place in self.targets():
            if chosen is not None:
                self.step(chosen, place)
            return
        others = [
            x
            for x in s.soldiers_of(s.current)
            if x not in s.state.moved
            and place in steps(s.maze, s.positions[x], s.phase, s.carrier() == x)
        ]
        if others:
            self.step(others[0], place)
            return
        if chosen is None:
            self.message.emit(
                translate(
                    "DaedalusPlay", "every soldier of yours has stepped: end the turn (Enter)"
                ),
                True,
            )
        else:
            reason = s.why_refused(Step(chosen, place)) or translate("DaedalusPlay", "not a step")
            self.message.emit(
                translate("DaedalusPlay", "Not allowed: {reason}").format(reason=reason), True
            )

    def step(self, soldier: Soldier, place) -> list[Event] | None:
        """``soldier`` (it becomes the chosen one) steps to ``place``; a refusal is said."""
        self._chosen[soldier[0]] = soldier
        return self._play(Step(soldier, place))

    def next_soldier(self) -> None:
        s = self.session
        free = [x for x in s.soldiers_of(s.current) if x not in s.state.moved]
        chosen = self.chosen()
        if chosen is None or len(free) < 2:
            return
        self._chosen[s.current] = free[(free.index(chosen) + 1) % len(free)]
        self._changed()

    def end_turn(self) -> None:
        if not self.session.is_over and not self.session.placing:
            self._play(EndTurn())

    def _play(self, action) -> list[Event] | None:
        s = self.session
        reason = s.why_refused(action)
        if reason is not None:
            self.message.emit(
                translate("DaedalusPlay", "Not allowed: {reason}").format(reason=reason), True
            )
            return None
        words = s.describe(action)
        events = s.apply(action)
        lines = [f"{len(s.history)}. {words}"]
        lines += [f"    {e.text}" for e in events if e.kind not in ("placed", "moved")]
        self.log.extend(lines)
        self._lines.append(len(lines))
        self.message.emit(events[-1].text if events else words, False)
        if s.is_over:
            self.result = next((e.text for e in reversed(events) if e.kind in ("won", "ended")), "")
            self.result = translate("DaedalusPlay", "{result} (round {round}).").format(
                result=self.result[:1].upper() + self.result[1:], round=s.round
            )
            self._changed()
            self.finished.emit(self.result)
        else:
            self._changed()
        return events

    def undo(self) -> bool:
        s = self.session
        if not s.history:
            self.message.emit(
                translate("DaedalusPlay", "nothing to undo: no move was played"), False
            )
            return False
        action = s.undo()
        del self.log[len(self.log) - self._lines.pop() :]
        self.result = None
        self.message.emit(
            translate("DaedalusPlay", "took back: {move}").format(move=s.describe(action)), False
        )
        self._changed()
        return True

    def _update_controls(self) -> None:
        s = self.session
        self.controls.setEnabled(not s.is_over and not s.placing)

    def _changed(self) -> None:
        self._update_controls()
        self.scene.update()
        self.changed.emit()
