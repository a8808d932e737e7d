"""Play mode: play the quest on the board with the mouse, by the rules engine.

The studio's Play dock (`editor.qt.play_dock`) hosts it: there the player count
and the deal are chosen; the tower adds the active player and the card actions
(`TowerControls`). Click a hero to select
it and the cells it may reach with the active player's hand light up (walks,
ladder climbs and elf jumps as one move; the sister's teleports; with the
barbarian selected, the landing cells of his tosses in orange). Click a lit cell
to act. A mage that arrives on an invocation space may then swap: click the
hero to swap with (anything else declines). Cards are turned and slid with the
buttons of the play panel, or the right-click menu on a card, while a hero
stands on a rotation or sliding space. A refused click says why, in the
engine's words. Play mode works on a copy: it never changes the document.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGridLayout,
    QLabel,
    QMenu,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.background import BackgroundOp, OpContext
from editor.qt.game import PlayController
from editor.qt.language import translate

from ..actions import (
    Action,
    Move,
    Rotate,
    Slide,
    Teleport,
    Toss,
    direction_between,
)
from ..model import DELTA, SIDES, Point
from ..play import Session
from ..results import DISTRIBUTIONS
from ..rules import Rules, State
from .playback import BoardOverlay, NoTool

#: a card's turn by the number of quarters, and its slide by the direction, in words
TURNS = {
    1: QT_TRANSLATE_NOOP("TowerPlay", "Turn card {card} a quarter turn clockwise"),
    2: QT_TRANSLATE_NOOP("TowerPlay", "Turn card {card} a half turn clockwise"),
    3: QT_TRANSLATE_NOOP("TowerPlay", "Turn card {card} three quarter turns clockwise"),
}
SLIDES = {
    "N": QT_TRANSLATE_NOOP("TowerPlay", "Slide card {card} north"),
    "E": QT_TRANSLATE_NOOP("TowerPlay", "Slide card {card} east"),
    "S": QT_TRANSLATE_NOOP("TowerPlay", "Slide card {card} south"),
    "W": QT_TRANSLATE_NOOP("TowerPlay", "Slide card {card} west"),
}
OPTIMUM_MAX_STATES = 5_000_000
OPTIMUM_TIMEOUT = 120.0


def solve_deal(
    quest, hands, ctx: OpContext, *, max_states=OPTIMUM_MAX_STATES, timeout=OPTIMUM_TIMEOUT
):
    """Fewest actions for one deal (the optimum a finished game is measured against), in a
    worker thread, through `solving.solve_deal`."""
    from .. import solving

    return solving.solve_deal(
        quest,
        tuple(hands),
        max_states=max_states,
        timeout=timeout,
        progress=lambda states, depth, _elapsed: ctx.progress(states, depth),
        cancel=ctx.cancel_event,
    )


class PlayTool(NoTool):
    """The view's mouse in play mode: left click acts, right click offers card actions."""

    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, game: PlayGame):
        self.game = game

    def press(self, pos, button, modifiers) -> None:
        cell = self.game.overlay.renderer.cell_at(pos.x(), pos.y())
        if button == Qt.MouseButton.LeftButton:
            self.game.click(cell)
        elif button == Qt.MouseButton.RightButton:
            self.game.card_menu(cell)


class PlayGame(QObject):
    """One game: the state, the moves so far, the selected hero, and the clicks' meaning."""

    changed = Signal()
    message = Signal(str, bool)  # text, is a refusal
    completed = Signal(int)

    def __init__(self, window, overlay: BoardOverlay, hands: tuple[str, ...]):
        super().__init__(window)
        self.main = window
        self.overlay = overlay
        self.rules: Rules = overlay.rules
        self.hands = hands
        self.player = 0
        #: the game itself: the tower's play session, on the overlay's rules
        self.session = Session(overlay.quest, len(hands), hands=hands, rules=self.rules)
        self.selected: str | None = None
        #: a mage swap on offer: (state before the move, the move's path, move already made)
        self.pending_swap: tuple[State, tuple[Point, ...], bool] | None = None
        #: the menu on offer (move or toss, card actions), if any
        self.menu: QMenu | None = None
        self.overlay.show(self.state)

    # -- facts -------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def history(self) -> list[tuple[State, Action]]:
        """(state before, action) of every action so far."""
        return list(zip(self.session.before, self.session.history, strict=True))

    @property
    def hand(self) -> str:
        return self.hands[self.player]

    @property
    def actions(self) -> int:
        return len(self.session.history)

    @property
    def complete(self) -> bool:
        return self.session.is_over

    def hero_at(self, cell: Point) -> str | None:
        return self.rules.hero_at(self.state, *cell)

    def move_targets(self, hero: str) -> dict[Point, tuple[Point, ...]]:
        if hero == "sister":
            return {}
        return self.rules.reachable(self.state, hero, self.hand)

    def teleport_targets(self, hero: str) -> list[Point]:
        if hero != "sister":
            return []
        return self.rules.teleport_targets(self.state, self.hand)

    def toss_targets(self, hero: str) -> dict[Point, str]:
        if hero != "barbarian":
            return {}
        return {land: h for h, land in self.rules.toss_targets(self.state, self.hand)}

    def card_actions(self) -> list[Action]:
        """The rotations and slides allowed now (by the active player)."""
        out: list[Action] = []
        for i, card in enumerate(self.rules.quest.cards):
            for turns in (1, 2, 3):
                if self.rules.rotate_reason(self.state, card.id, turns) is None:
                    out.append(Rotate(self.player, card.id, turns))
            slot = self.state.layout[i][0]
            for d in SIDES:
                to = (slot[0] + DELTA[d][0], slot[1] + DELTA[d][1])
                if self.rules.slide_reason(self.state, card.id, to) is None:
                    out.append(Slide(self.player, card.id, to))
        return out

    def action_words(self, action: Action) -> str:
        if isinstance(action, Rotate):
            return translate("TowerPlay", TURNS[action.turns]).format(card=action.card)
        if isinstance(action, Slide):
            slot = self.state.layout[self.rules.card_index[action.card]][0]
            d = direction_between(slot, action.to) or "?"
            if d not in SLIDES:
                return f"Slide card {action.card} ?"
            return translate("TowerPlay", SLIDES[d]).format(card=action.card)
        return str(action)

    # -- clicks ------------------------------------------------------------------
    def set_player(self, player: int) -> None:
        self.player = player
        self.pending_swap = None
        self.refresh()

    def select(self, hero: str | None) -> None:
        self.selected = hero
        self.refresh()

    def click(self, cell: Point) -> None:
        """A left click on a board cell."""
        self.overlay.stop_animation()
        if self.complete:
            self.message.emit(
                translate("TowerPlay", "The quest is complete: undo or restart to play on."), False
            )
            return
        if self.pending_swap is not None:
            self._swap_click(cell)
            return
        hero = self.hero_at(cell)
        sel = self.selected
        if sel is None or self.rules.position(self.state, sel) is None:
            if hero is None:
                self.message.emit(translate("TowerPlay", "Click a hero to select it."), False)
            else:
                self.select(hero)
            return
        pos = self.rules.position(self.state, sel)
        moves = self.move_targets(sel)
        if cell == pos and sel == "mage" and cell in moves and self._invocation(cell):
            self.pending_swap = (self.state, moves[cell], False)
            self.message.emit(
                translate("TowerPlay", "The mage may swap: click the hero to swap with."), False
            )
            self.refresh()
            return
        if hero is not None:
            if hero != sel:
                self.select(hero)
            return
        tosses = self.toss_targets(sel)
        if cell in moves and cell in tosses:
            move, toss = Move(self.player, sel, moves[cell]), Toss(self.player, tosses[cell], cell)
            self.offer(
                [
                    (translate("TowerPlay", "Move the {hero} here").format(hero=sel), move),
                    (
                        translate("TowerPlay", "Toss the {hero} here").format(hero=tosses[cell]),
                        toss,
                    ),
                ]
            )
            return
        if cell in moves:
            path = moves[cell]
            self.act(Move(self.player, sel, path))
            arrived = sel == "mage" and self.rules.position(self.state, "mage") is not None
            if arrived and self._invocation(cell) and len(self.rules.heroes) > 1:
                self.pending_swap = (self.session.before[-1], path, True)
                self.message.emit(
                    translate(
                        "TowerPlay",
                        "The mage stands on an invocation space: click a hero to swap "
                        "places with it, or anywhere else to stay.",
                    ),
                    False,
                )
                self.refresh()
            return
        if cell in tosses:
            self.act(Toss(self.player, tosses[cell], cell))
            return
        if cell in self.teleport_targets(sel):
            self.act(Teleport(self.player, sel, cell))
            return
        self.refuse(self.reason(sel, cell))

    def _invocation(self, cell: Point) -> bool:
        c = self.rules.board(self.state).cell(*cell)
        return c is not None and c.type == "invocation"

    def offer(self, choices: list[tuple[str, Action]]) -> QMenu:
        """A menu of actions at the mouse (it does not block: tests trigger its actions)."""
        menu = QMenu(self.main.host.window_widget())
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for text, action in choices:
            entry = menu.addAction(text)
            entry.triggered.connect(lambda _c=False, a=action: self._offered(a))
        self.menu = menu
        menu.popup(QCursor.pos())
        return menu

    def _offered(self, action: Action) -> None:
        if self.menu is not None:
            self.menu.close()
        self.menu = None
        if isinstance(action, Move) and action.hero == "mage":
            end = action.path[-1]
            self.act(action)
            if self._invocation(end) and self.rules.position(self.state, "mage") is not None:
                self.pending_swap = (self.session.before[-1], action.path, True)
                self.refresh()
            return
        self.act(action)

    def _swap_click(self, cell: Point) -> None:
        before, path, made = self.pending_swap
        self.pending_swap = None
        other = self.hero_at(cell)
        if other is None or other == "mage":
            self.message.emit(translate("TowerPlay", "No swap."), False)
            self.refresh()
            return
        action = Move(self.player, "mage", path, swap=other)
        reason = self.rules.check(before, action, self.hands)
        if reason is not None:
            self.refuse(reason)
            return
        if made:
            self.session.undo()  # the mage's move comes back, with the swap this time
        self.act(action)

    def reason(self, hero: str, cell: Point) -> str:
        """Why ``hero`` cannot go to ``cell`` now, in the engine's words."""
        state, hands, p = self.state, self.hands, self.player
        pos = self.rules.position(state, hero)
        if hero == "sister":
            return self.rules.check(state, Teleport(p, "sister", cell), hands) or translate(
                "TowerPlay", "not allowed"
            )
        d = direction_between(pos, cell)
        if d is None:
            return translate(
                "TowerPlay", "the {hero} cannot reach that space in one move with the hand {hand}"
            ).format(hero=hero, hand=self.hand)
        if hero == "barbarian":
            dx, dy = DELTA[d]
            if cell == (pos[0] + 3 * dx, pos[1] + 3 * dy):
                tossed = self.hero_at((pos[0] + dx, pos[1] + dy))
                if tossed is not None:
                    why = self.rules.check(state, Toss(p, tossed, cell), hands)
                    if why:
                        return why
        dist = abs(cell[0] - pos[0]) + abs(cell[1] - pos[1])
        dx, dy = DELTA[d]
        path = tuple((pos[0] + dx * k, pos[1] + dy * k) for k in range(dist + 1))
        why = self.rules.check(state, Move(p, hero, path), hands)
        if why is not None:
            return why
        return translate(
            "TowerPlay", "the {hero} cannot reach that space in one move with the hand {hand}"
        ).format(hero=hero, hand=self.hand)

    def refuse(self, reason: str) -> None:
        self.message.emit(translate("TowerPlay", "Refused: {reason}.").format(reason=reason), True)

    # -- acting ------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Perform an action (checked by the engine); False with the reason when refused."""
        reason = self.session.why_refused(action)
        if reason is not None:
            self.refuse(reason)
            return False
        before = self.state
        self.session.apply(action)
        self.pending_swap = None
        if self.selected is not None and self.rules.position(self.state, self.selected) is None:
            self.selected = None
        self.overlay.animate(before, action, self.state)
        words = self.session.describe(action)
        self.message.emit(words[0].upper() + words[1:] + ".", False)
        self.refresh()
        if self.complete:
            self.completed.emit(self.actions)
        return True

    def undo(self) -> bool:
        if not self.session.history:
            self.message.emit(translate("TowerPlay", "Nothing to undo."), False)
            return False
        self.pending_swap = None
        self.session.undo()
        before = self.state
        self.overlay.show(before)
        if self.selected is not None and self.rules.position(before, self.selected) is None:
            self.selected = None
        self.message.emit(translate("TowerPlay", "Undone."), False)
        self.refresh()
        return True

    def restart(self) -> None:
        self.session = Session(
            self.overlay.quest, len(self.hands), hands=self.hands, rules=self.rules
        )
        self.pending_swap = None
        self.selected = None
        self.overlay.show(self.state)
        self.message.emit(translate("TowerPlay", "Back to the start."), False)
        self.refresh()

    def card_menu(self, cell: Point) -> None:
        """Right click: the rotations and slides of the card under the mouse."""
        place = self.rules.board(self.state).place(*cell)
        actions = [a for a in self.card_actions() if place is not None and a.card == place.card.id]
        if not actions:
            self.message.emit(
                translate(
                    "TowerPlay", "Nobody stands on a rotation or sliding space of this card."
                ),
                False,
            )
            return
        self.offer([(self.action_words(a), a) for a in actions])

    # -- marks -------------------------------------------------------------------
    def refresh(self) -> None:
        ov = self.overlay
        ov.clear_marks()
        sel = self.selected
        if self.pending_swap is not None:
            mage = self.rules.position(self.state, "mage")
            others = [
                p
                for h, p in zip(self.rules.heroes, self.state.positions, strict=True)
                if p is not None and h != "mage"
            ]
            ov.mark("swap", others)
            if mage is not None:
                ov.mark("selected", [mage])
        elif sel is not None:
            pos = self.rules.position(self.state, sel)
            if pos is not None:
                ov.mark("selected", [pos])
                moves = [c for c in self.move_targets(sel) if c != pos]
                ov.mark("target", moves + self.teleport_targets(sel))
                ov.mark("toss", list(self.toss_targets(sel)))
        self.changed.emit()


class TowerControls(QWidget):
    """The tower's own play controls: the active player, the selected hero, card actions."""

    def __init__(self, play: TowerPlay, parent=None):
        super().__init__(parent)
        self.play = play
        form = QFormLayout()
        self.player_box = QWidget()
        self.player_layout = QVBoxLayout(self.player_box)
        self.player_layout.setContentsMargins(0, 0, 0, 0)
        self.player_group = QButtonGroup(self)
        form.addRow(translate("TowerPlay", "Active player"), self.player_box)
        self.selected_label = QLabel()
        self.cards_label = QLabel(translate("TowerPlay", "<b>Cards</b>"))
        self.cards_box = QWidget()
        self.cards_layout = QGridLayout(self.cards_box)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.card_buttons: list[QPushButton] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(form)
        column.addWidget(self.selected_label)
        column.addWidget(self.cards_label)
        column.addWidget(self.cards_box)
        self.player_group.idClicked.connect(play.set_player)
        for i, hand in enumerate(play.game.hands):
            b = QRadioButton(
                translate("TowerPlay", "player {n}: {hand}").format(n=i + 1, hand=",".join(hand))
            )
            b.setChecked(i == 0)
            self.player_group.addButton(b, i)
            self.player_layout.addWidget(b)

    def show_game(self, game: PlayGame) -> None:
        button = self.player_group.button(game.player)
        if button is not None and not button.isChecked():
            button.setChecked(True)
        sel = game.selected
        self.selected_label.setText(
            translate("TowerPlay", "Selected: {hero}").format(hero=sel)
            if sel
            else translate("TowerPlay", "No hero selected")
        )
        for b in self.card_buttons:
            self.cards_layout.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.card_buttons = []
        actions = game.card_actions() if not game.complete else []
        for i, action in enumerate(actions):
            b = QPushButton(game.action_words(action))
            b.clicked.connect(lambda _c=False, a=action: self.play.card_action(a))
            self.cards_layout.addWidget(b, i // 2, i % 2)
            self.card_buttons.append(b)
        self.cards_label.setVisible(bool(actions))
        self.cards_box.setVisible(bool(actions))


def deal_name(hands: tuple[str, ...]) -> str:
    """'NS,EW' -> 'N,S · E,W': each player's hand."""
    return " · ".join(",".join(h) for h in hands)


def deals(players: int) -> list[tuple[str, int]]:
    """The Play dock's set-ups: the deals of the orientation tiles for a player count."""
    return [(deal_name(hands), i) for i, hands in enumerate(DISTRIBUTIONS[players])]


class Optima(QObject):
    """The fewest actions of a deal, worked out in the background for finished games.

    One per editor: its searches outlive the game that asked (a new game cancels
    them, and the window's shutdown waits for them)."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self._ops: list[BackgroundOp] = []

    def find(self, quest, hands, done) -> None:
        for op in self._ops:
            op.cancel()  # an answer for another game is no use now

        def run(ctx: OpContext):
            return solve_deal(quest, hands, ctx)

        def succeeded(result) -> None:
            if not op.cancelled:  # a cancelled search's game is over
                done(result.min_actions)

        op = BackgroundOp(run, on_success=succeeded, parent=self)
        self._ops.append(op)
        op.finished.connect(lambda op=op: self._ops.remove(op) if op in self._ops else None)
        op.start()

    def cancel(self) -> None:
        for op in self._ops:
            op.cancel()

    def shutdown(self) -> None:
        """Stop the searches and wait for their threads (the window is closing)."""
        self.cancel()  # all at once, then each gets its bounded wait
        for op in list(self._ops):
            op.shutdown()
        self._ops.clear()


class TowerPlay(PlayController):
    """One game of the quest in the Play dock: a `PlayGame` on a copy of the quest, drawn
    over the editor's board, measured against the deal's optimum."""

    finished_title = QT_TRANSLATE_NOOP("PlayDock", "Quest complete")

    def __init__(self, window, players: int, deal: int):
        super().__init__(players)
        self.main = window
        self.deal = (players, deal)
        hands = DISTRIBUTIONS[players][deal]
        try:
            overlay = BoardOverlay(window, window.doc.quest.copy())
            self.game = PlayGame(window, overlay, hands)
        except Exception as exc:  # a quest the engine cannot set up (e.g. no heroes on cards)
            if "overlay" in locals():
                overlay.close()
            raise ValueError(str(exc)) from exc
        self.overlay = overlay
        self.scene = window.scene
        self.tool = PlayTool(self.game)
        overlay.main.view.tool = self.tool
        overlay.closed.connect(self.closed)
        self.optimum: int | None = None
        self.controls = TowerControls(self)
        self.help_text = translate(
            "TowerPlay",
            "Click a hero, then a lit cell. Orange: where the barbarian can toss a hero. "
            "Right-click a card to turn or slide it.",
        )
        self.game.changed.connect(self._changed)
        self.game.message.connect(self.message)
        self.game.completed.connect(lambda _n: self._completed())
        self.optimum = window.solver_optimum(self.deal)
        if self.optimum is None:
            window.optima.find(overlay.quest, hands, self._optimum_found)
        self.game.refresh()

    def status_html(self) -> str:
        opt = "…" if self.optimum is None else str(self.optimum)
        return translate("TowerPlay", "Actions: <b>{count}</b> (optimum {optimum})").format(
            count=self.game.actions, optimum=opt
        )

    def undo(self) -> bool:
        return self.game.undo()

    def set_player(self, player: int) -> None:
        if 0 <= player < len(self.game.hands):
            self.game.set_player(player)

    def card_action(self, action: Action) -> None:
        if isinstance(action, Rotate):
            action = Rotate(self.game.player, action.card, action.turns)
        elif isinstance(action, Slide):
            action = Slide(self.game.player, action.card, action.to)
        self.game.act(action)

    def close(self) -> None:
        self.main.optima.cancel()
        self.overlay.closed.disconnect(self.closed)
        self.overlay.close()
        self.game.deleteLater()

    def _changed(self) -> None:
        game = self.game
        self.log = [
            f"{i}. {self.game.session.describe(a)}"
            for i, a in enumerate(game.session.history, start=1)
        ]
        self.result = self.completion_text() if game.complete else None
        self.controls.show_game(game)
        self.changed.emit()

    def completion_text(self) -> str:
        n = self.game.actions
        if self.optimum is None:
            if n == 1:
                text = translate(
                    "TowerPlay",
                    "Quest complete in {count} action (the optimum for this deal is still "
                    "being worked out).",
                )
            else:
                text = translate(
                    "TowerPlay",
                    "Quest complete in {count} actions (the optimum for this deal is still "
                    "being worked out).",
                )
        elif n == self.optimum:
            if n == 1:
                text = translate(
                    "TowerPlay",
                    "Quest complete in {count} action: the optimum for this deal is {optimum}. "
                    "Perfect!",
                )
            else:
                text = translate(
                    "TowerPlay",
                    "Quest complete in {count} actions: the optimum for this deal is {optimum}. "
                    "Perfect!",
                )
        elif n == 1:
            text = translate(
                "TowerPlay",
                "Quest complete in {count} action; the optimum for this deal is {optimum}.",
            )
        else:
            text = translate(
                "TowerPlay",
                "Quest complete in {count} actions; the optimum for this deal is {optimum}.",
            )
        return text.format(count=n, optimum=self.optimum)

    def _completed(self) -> None:
        self.result = self.completion_text()
        self.finished.emit(self.result)

    def _optimum_found(self, optimum: int | None) -> None:
        self.optimum = optimum
        self._changed()
        if self.game.complete:
            self._completed()
