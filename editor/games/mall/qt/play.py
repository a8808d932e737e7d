"""Play mode of a mall (RULES.md sections 2-4): a heist on `play.Session`, hot-seat.

Every player holds action tiles (the Play dock's player count); one player acts at
a time in the studio, the *acting player*, chosen with a click on their row of
action tiles or the keys 1-8. A click on a hero chooses it, and the spaces it may
reach with the acting player's tiles light up; a click on one of them plays that
action. An action the acting player's tiles lack is refused, naming the tiles it
needs. Exploring (the hero on an explore space of its colour; X, the Explore
button, or a click on the unexplored place beyond) places the top tile of the deck.
The theft, the vortexes going off, the exits and the timer spaces are the rules'.

The Play dock's *Sand timer* set-up adds the boxed game's real-time sand timer: 3
minutes that run from the first action, turned over by a hero moved onto a timer
space not yet used (the sand that has run becomes the sand left); the heist fails
when it runs out. A scenario's own timer, counted in actions, applies in any case.
"""

from __future__ import annotations

import copy
import html
import time
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.game import Document, PlayController
from editor.qt.language import translate

from ..model import SIDES, SIZE, Point
from ..play import Session, Step
from ..rules import GONE, Action
from ..sandtimer import THREE_MINUTES, SandTimer, turns_timer
from ..watching import consequences, hand_words, who
from .actiontiles import ActionTiles
from .playscene import PlayScene, PlayTool

#: The Play dock's set-ups: without the real-time sand timer, or with it (its seconds).
SETUPS: list[tuple[str, float | None]] = [
    (QT_TRANSLATE_NOOP("MallPlay", "none"), None),
    (QT_TRANSLATE_NOOP("MallPlay", "3 minutes, real time"), THREE_MINUTES),
]
#: How often the sand timer's display is brought up to date.
TICK_MS = 100


def play_setups(document: Document, players: int) -> list[tuple[str, float | None]]:
    return [(translate("MallPlay", name), seconds) for name, seconds in SETUPS]


def clock_text(seconds: float) -> str:
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


class PlayControls(QWidget):
    """The mall's own play controls: the action tiles (a click picks the acting player),
    Explore, and the real-time sand timer when there is one."""

    def __init__(self, play: MallPlay, parent: QWidget | None = None):
        super().__init__(parent)
        self.tiles = ActionTiles(play.players)
        self.tiles.setToolTip(
            translate("MallPlay", "click a player's row to act as that player (keys 1-8)")
        )
        self.tiles.picked.connect(play.set_player)
        self.explore_button = QPushButton(translate("MallPlay", "Explore"))
        self.explore_button.setToolTip(
            translate(
                "MallPlay",
                "the chosen hero explores from its explore space: the top tile of the deck (X)",
            )
        )
        self.explore_button.clicked.connect(play.explore)
        self.sand = QProgressBar()
        self.sand.setRange(0, 1000)
        self.sand.setTextVisible(True)
        self.sand.setToolTip(
            translate("MallPlay", "the real-time sand timer: sand left in the top bulb")
        )
        self.sand.setVisible(play.sand is not None)
        buttons = QHBoxLayout()
        buttons.addWidget(self.explore_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(QLabel(translate("MallPlay", "Action tiles")))
        column.addWidget(self.tiles)
        column.addLayout(buttons)
        column.addWidget(self.sand)


class MallPlay(PlayController):
    """A `Session` on a copy of the document's scenario, as the Play dock and the board show
    it. ``sand_seconds`` adds the real-time sand timer, on ``clock``."""

    finished_title = QT_TRANSLATE_NOOP("PlayDock", "The heist is over")

    def __init__(
        self,
        document: Document,
        players: int,
        sand_seconds: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ):
        super().__init__(players)
        self.session = Session(copy.deepcopy(document.model), players)
        self.rules = self.session.rules
        self.player = 0
        """The acting player (an index into the hands)."""
        self.hero: str | None = self.rules.heroes[0]
        """The chosen hero (None once every hero has left)."""
        self.used: frozenset[Point] = frozenset()
        """Timer spaces used up (also without a scenario timer: they turn the sand timer)."""
        self._used_stack: list[frozenset[Point]] = []
        self._turned: list[bool] = []
        self._lines: list[int] = []
        self.sand = None if sand_seconds is None else SandTimer(sand_seconds, clock)
        self.out_of_sand = False
        self.ticker = QTimer(self, interval=TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.scene = PlayScene(self)
        self.tool = PlayTool(document, self.scene, self)
        self.controls = PlayControls(self)
        self.help_text = translate(
            "MallPlay",
            "Choose the acting player with a click on their action tiles (or 1-8), a hero with "
            "a click (or Tab), then click a lit space: a move, a vortex or an escalator. "
            "Arrows move the chosen hero one space, Shift+arrows as far as it slides; X (or "
            "Explore, or a click on the unexplored place) explores. Only the acting player's "
            "tiles count.",
        )
        self._refresh()

    # -- what is shown -------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    @property
    def hand(self) -> tuple[str, ...]:
        return self.session.hands[self.player]

    @property
    def is_over(self) -> bool:
        return self.session.is_over or self.out_of_sand

    def hero_at(self, space: Point) -> str | None:
        for hero, at in zip(self.rules.heroes, self.state.positions, strict=True):
            if at == space:
                return hero
        return None

    def offers(self, hero: str | None = None) -> list[Action]:
        """The actions of ``hero`` (the chosen one) the acting player may play now."""
        hero = hero or self.hero
        if hero is None or self.is_over:
            return []
        return [a for a in self.rules.actions(self.state) if a.hero == hero and a.kind in self.hand]

    def targets(self) -> dict[Point, str]:
        """Space -> the action kind a click there plays (not exploring)."""
        out: dict[Point, str] = {}
        for a in self.offers():
            if a.kind != "explore":
                out.setdefault(a.to, a.kind)
        return out

    def explore_place(self) -> Point | None:
        """The origin of the place the chosen hero would explore now (None: it cannot)."""
        action = next((a for a in self.offers() if a.kind == "explore"), None)
        if action is None:
            return None
        return self.rules.mall(self.state).placement(action.to).origin

    def status_html(self) -> str:
        s = self.session
        if self.is_over:
            head = f"<p><b>{html.escape(self.result or '')}</b></p>"
        else:
            if self.players == 1:
                name = translate("MallPlay", "The solo deck")
            else:
                name = translate("MallPlay", "Player {n}").format(n=self.player + 1)
            hand = html.escape(hand_words(self.hand))
            if self.hero:
                acts = translate("MallPlay", "{player} acts ({hand}); the {hero} is chosen.")
            else:
                acts = translate("MallPlay", "{player} acts ({hand}).")
            head = f"<p>{acts.format(player=f'<b>{name}</b>', hand=hand, hero=self.hero)}</p>"
        st = self.state
        if st.theft:
            theft = translate("MallPlay", "done: the vortexes are off, the exits are open")
        else:
            theft = translate("MallPlay", "not yet: every hero on its item at once")
        left = len(self.rules.deck) - len(st.explored)
        if left == 1:
            deck = translate("MallPlay", "{count} tile, next: tile {tile}")
        elif left:
            deck = translate("MallPlay", "{count} tiles, next: tile {tile}")
        else:
            deck = translate("MallPlay", "empty")
        if left:
            deck = deck.format(count=left, tile=self.rules.explored_tile(st).id)
        out = sum(p is GONE for p in st.positions)
        of = translate("MallPlay", "{count} of {total}")
        rows = [
            f"<tr><td>{translate('MallPlay', 'Actions')}</td><td>{len(s.history)}</td></tr>",
            f"<tr><td>{translate('MallPlay', 'Theft')}</td><td>{theft}</td></tr>",
            f"<tr><td>{translate('MallPlay', 'Heroes out')}</td>"
            f"<td>{of.format(count=out, total=len(st.positions))}</td></tr>",
            f"<tr><td>{translate('MallPlay', 'Deck')}</td><td>{deck}</td></tr>",
        ]
        if self.rules.scenario.timer is not None:
            rows.append(
                f"<tr><td>{translate('MallPlay', 'Sand (actions)')}</td>"
                f"<td>{of.format(count=st.remaining, total=self.rules.scenario.timer)}</td></tr>"
            )
        return f"{head}<table cellspacing='3'>{''.join(rows)}</table>"

    def _sand_words(self) -> str:
        sand = self.sand
        left = clock_text(sand.remaining())
        if self.out_of_sand:
            return translate("MallPlay", "run out")
        if sand.running:
            return translate("MallPlay", "{time} left").format(time=left)
        return translate("MallPlay", "{time}, starts with the first action").format(time=left)

    # -- choosing ------------------------------------------------------------------------
    def set_player(self, player: int) -> None:
        if not 0 <= player < self.players:
            return
        self.player = player
        self.message.emit(
            translate("MallPlay", "player {n} acts: {hand}").format(
                n=player + 1, hand=hand_words(self.hand)
            ),
            False,
        )
        self._changed()

    def choose(self, hero: str) -> None:
        if hero in self.rules.heroes and self.state.positions[self.rules.heroes.index(hero)]:
            self.hero = hero
            self._changed()

    def next_hero(self) -> None:
        here = [h for h, p in zip(self.rules.heroes, self.state.positions, strict=True) if p]
        if not here:
            return
        at = here.index(self.hero) + 1 if self.hero in here else 0
        self.choose(here[at % len(here)])

    # -- acting --------------------------------------------------------------------------
    def click(self, space: Point) -> None:
        """A click on a global space of the board: choose a hero, or act there."""
        if self.is_over:
            return
        hero = self.hero_at(space)
        if hero is not None and hero != self.hero:
            self.choose(hero)
            return
        if self.hero is None:
            return
        if hero == self.hero:
            if any(a.kind == "explore" for a in self.offers()):
                self.explore()
            return
        if self._in_explore_place(space):
            self.explore()
            return
        self.go(space)

    def _in_explore_place(self, space: Point) -> bool:
        """Whether ``space`` lies in the unexplored place the chosen hero may explore."""
        origin = self.explore_place()
        return origin is not None and all(0 <= space[i] - origin[i] < SIZE for i in (0, 1))

    def go(self, space: Point) -> bool:
        """The chosen hero goes to ``space`` by an action of the acting player's tiles."""
        offered = [a for a in self.offers() if a.to == space and a.kind != "explore"]
        if offered:
            return self.act(offered[0])
        hero = self.hero
        able = [a for a in self.rules.actions(self.state) if a.hero == hero and a.to == space]
        if able:  # another player's tiles hold it
            return self.act(able[0])  # refused with the tiles it needs
        reason = self._why_not(hero, space)
        self.message.emit(translate("MallPlay", "Refused: {reason}").format(reason=reason), True)
        return False

    def _why_not(self, hero: str, space: Point) -> str:
        """Why no action takes ``hero`` to ``space`` now: the rules' reason for the action a
        player would mean (a vortex of its colour, an escalator's other end, a slide)."""
        mall = self.rules.mall(self.state)
        here = self.state.positions[self.rules.heroes.index(hero)]
        cell = mall.cells.get(space)
        meant = []
        if cell is not None and cell.space.type == "vortex" and cell.space.hero == hero:
            meant.append("vortex")
        if space in mall.escalators.get(here, ()):
            meant.append("escalator")
        side = _direction(here, space)
        if side is not None:
            meant.append(side)
        for kind in meant:
            reason = self.rules.why_refused(self.state, Action(kind, hero, space))
            if reason is not None:
                return reason
        return translate("MallPlay", "the {hero} cannot get from {a} to {b} in one action").format(
            hero=hero, a=_xy(here), b=_xy(space)
        )

    def slide(self, side: str, far: bool = False) -> bool:
        """The chosen hero moves towards ``side``: one space, or as far as it slides."""
        hero = self.hero
        if hero is None or self.is_over:
            return False
        ray = [a for a in self.rules.actions(self.state) if a.hero == hero and a.kind == side]
        if not ray:
            here = self.state.positions[self.rules.heroes.index(hero)]
            reason = translate("MallPlay", _CANNOT_MOVE[side]).format(hero=hero, space=_xy(here))
            self.message.emit(
                translate("MallPlay", "Refused: {reason}").format(reason=reason), True
            )
            return False
        return self.act(ray[-1] if far else ray[0])

    def explore(self) -> bool:
        hero = self.hero
        if hero is None or self.is_over:
            return False
        here = self.state.positions[self.rules.heroes.index(hero)]
        return self.act(Action("explore", hero, here))

    def act(self, action: Action) -> bool:
        """Play ``action`` as the acting player (a refusal is said, and False returned)."""
        s = self.session
        step = Step(self.player, action)
        reason = s.why_refused(step)
        if reason is not None:
            holders = [p + 1 for p, hand in enumerate(s.hands) if action.kind in hand]
            if action.kind not in self.hand and self.players > 1:
                players = str(holders[0])
                for other in holders[1:]:
                    players = translate("MallPlay", "{players} or {player}").format(
                        players=players, player=other
                    )
                reason = translate("MallPlay", "{reason} (player {players} has it)").format(
                    reason=reason, players=players
                )
            self.message.emit(
                translate("MallPlay", "Refused: {reason}").format(reason=reason), True
            )
            return False
        before = s.state
        words = f"{who(self.players, self.player, action.kind)}: {s.rules.describe(before, action)}"
        s.apply(step)
        turned = turns_timer(self.rules, action, s.state, self.used)
        said = consequences(self.rules, before, action, s.state, self.used)
        self._used_stack.append(self.used)
        self._turned.append(turned is not None and self.sand is not None)
        if turned is not None:
            self.used = self.used | {turned}
        lines = [f"{len(s.history)}. {words}"] + [f"    {c}" for c in said]
        self.log.extend(lines)
        self._lines.append(len(lines))
        if self.sand is not None:
            self.sand.start()
            if turned is not None:
                self.sand.turn_over()
            if not self.ticker.isActive():
                self.ticker.start()
        if self.hero is not None and s.state.positions[self.rules.heroes.index(self.hero)] is GONE:
            self.hero = None
            self.next_hero()
        self.message.emit((said[-1] if said else words), False)
        if s.is_over:
            self._finish()
        self._changed(before, action)
        return True

    def tick(self) -> None:
        """Bring the sand timer's display up to date; the heist fails when it has run out."""
        sand = self.sand
        if sand is None or self.is_over:
            return
        if sand.run_out:
            self.out_of_sand = True
            sand.stop()
            self.ticker.stop()
            self.result = translate(
                "MallPlay",
                "The sand ran out after {count} actions: "
                "the guards caught the heroes, the heist has failed.",
            ).format(count=len(self.session.history))
            self.log.append("    " + translate("MallPlay", "the sand timer has run out"))
            self._lines[-1] += 1
            self.finished.emit(self.result)
            self._changed()
            return
        self._show_sand()

    def _finish(self) -> None:
        s = self.session
        n = len(s.history)
        if s.won:
            if self.sand is not None:
                self.sand.stop()
                self.ticker.stop()
            if self.sand is not None:
                self.result = translate(
                    "MallPlay",
                    "Every hero is out after {count} actions, {time} of sand left: "
                    "the heist has succeeded.",
                ).format(count=n, time=clock_text(self.sand.remaining()))
            else:
                self.result = translate(
                    "MallPlay", "Every hero is out after {count} actions: the heist has succeeded."
                ).format(count=n)
        else:
            self.result = translate(
                "MallPlay",
                "The sand timer ({timer} actions) ran out after {count} "
                "actions: the heist has failed.",
            ).format(timer=self.rules.scenario.timer, count=n)
        self.finished.emit(self.result)

    def undo(self) -> bool:
        s = self.session
        if self.out_of_sand:
            self.message.emit(
                translate("MallPlay", "the sand has run out: Restart to play again"), True
            )
            return False
        if not s.history:
            self.message.emit(translate("MallPlay", "nothing to undo: no action was played"), False)
            return False
        step = s.undo()
        self.used = self._used_stack.pop()
        if self._turned.pop() and self.sand is not None:
            self.sand.turn_over()  # turned back; the time spent is not given back
        del self.log[len(self.log) - self._lines.pop() :]
        self.result = None
        if self.sand is not None and self.sand.remaining() > 0 and s.history:
            self.sand.start()
            self.ticker.start()
        self.hero = step.action.hero
        self.message.emit(
            translate("MallPlay", "took back: {action}").format(action=s.describe(step)), False
        )
        self._changed()
        return True

    def close(self) -> None:
        self.ticker.stop()
        if self.sand is not None:
            self.sand.stop()
        self.scene.stop()

    # -- refresh -------------------------------------------------------------------------
    def _show_sand(self) -> None:
        sand = self.sand
        if sand is None:
            return
        bar = self.controls.sand
        bar.setValue(int(1000 * sand.remaining() / sand.capacity))
        bar.setFormat(translate("MallPlay", "sand timer: {state}").format(state=self._sand_words()))

    def _refresh(self) -> None:
        c = self.controls
        history = self.session.history
        last = history[-1] if history and history[-1].player == self.player else None
        c.tiles.set_acting(self.player, last.action.kind if last else None)
        c.explore_button.setEnabled(self.explore_place() is not None)
        self._show_sand()

    def _changed(self, before=None, action: Action | None = None) -> None:
        """Show the session now (animating ``action``, played in ``before``, when given)."""
        self._refresh()
        self.scene.refresh(before, action)
        self.changed.emit()


#: Why the chosen hero cannot move towards a side, by side.
_CANNOT_MOVE = {
    "N": QT_TRANSLATE_NOOP("MallPlay", "the {hero} cannot move north from {space}"),
    "E": QT_TRANSLATE_NOOP("MallPlay", "the {hero} cannot move east from {space}"),
    "S": QT_TRANSLATE_NOOP("MallPlay", "the {hero} cannot move south from {space}"),
    "W": QT_TRANSLATE_NOOP("MallPlay", "the {hero} cannot move west from {space}"),
}


def _direction(a: Point, b: Point) -> str | None:
    """The side a move from ``a`` to ``b`` goes (None: they share no row or column)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx and dy or not (dx or dy):
        return None
    return SIDES[(0 if dy < 0 else 2) if dy else (1 if dx > 0 else 3)]


def _xy(p: Point) -> str:
    return f"{p[0]},{p[1]}"
