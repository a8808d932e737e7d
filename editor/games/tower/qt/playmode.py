"""Play mode: play the quest on the board with the mouse, by the rules engine.

Choose the player count, the deal and the active player; click a hero to select
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

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCursor, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from editor.qt.background import BackgroundOp, OpContext

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
from ..results import DISTRIBUTIONS
from ..rules import Rules, State
from ..session import Session
from .playback import BoardOverlay, NoTool

WORD = {"N": "north", "E": "east", "S": "south", "W": "west"}
TURNS = {1: "a quarter turn", 2: "a half turn", 3: "three quarter turns"}
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
            return f"Turn card {action.card} {TURNS[action.turns]} clockwise"
        if isinstance(action, Slide):
            slot = self.state.layout[self.rules.card_index[action.card]][0]
            d = direction_between(slot, action.to) or "?"
            return f"Slide card {action.card} {WORD.get(d, '?')}"
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
            self.message.emit("The quest is complete: undo or restart to play on.", False)
            return
        if self.pending_swap is not None:
            self._swap_click(cell)
            return
        hero = self.hero_at(cell)
        sel = self.selected
        if sel is None or self.rules.position(self.state, sel) is None:
            if hero is None:
                self.message.emit("Click a hero to select it.", False)
            else:
                self.select(hero)
            return
        pos = self.rules.position(self.state, sel)
        moves = self.move_targets(sel)
        if cell == pos and sel == "mage" and cell in moves and self._invocation(cell):
            self.pending_swap = (self.state, moves[cell], False)
            self.message.emit("The mage may swap: click the hero to swap with.", False)
            self.refresh()
            return
        if hero is not None:
            if hero != sel:
                self.select(hero)
            return
        tosses = self.toss_targets(sel)
        if cell in moves and cell in tosses:
            move, toss = Move(self.player, sel, moves[cell]), Toss(self.player, tosses[cell], cell)
            self.offer([(f"Move the {sel} here", move), (f"Toss the {tosses[cell]} here", toss)])
            return
        if cell in moves:
            path = moves[cell]
            self.act(Move(self.player, sel, path))
            arrived = sel == "mage" and self.rules.position(self.state, "mage") is not None
            if arrived and self._invocation(cell) and len(self.rules.heroes) > 1:
                self.pending_swap = (self.session.before[-1], path, True)
                self.message.emit(
                    "The mage stands on an invocation space: click a hero to swap "
                    "places with it, or anywhere else to stay.",
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
            self.message.emit("No swap.", False)
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
            return self.rules.check(state, Teleport(p, "sister", cell), hands) or "not allowed"
        d = direction_between(pos, cell)
        if d is None:
            return f"the {hero} cannot reach that space in one move with the hand {self.hand}"
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
        return f"the {hero} cannot reach that space in one move with the hand {self.hand}"

    def refuse(self, reason: str) -> None:
        self.message.emit(f"Refused: {reason}.", True)

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
            self.message.emit("Nothing to undo.", False)
            return False
        self.pending_swap = None
        self.session.undo()
        before = self.state
        self.overlay.show(before)
        if self.selected is not None and self.rules.position(before, self.selected) is None:
            self.selected = None
        self.message.emit("Undone.", False)
        self.refresh()
        return True

    def restart(self) -> None:
        self.session = Session(
            self.overlay.quest, len(self.hands), hands=self.hands, rules=self.rules
        )
        self.pending_swap = None
        self.selected = None
        self.overlay.show(self.state)
        self.message.emit("Back to the start.", False)
        self.refresh()

    def card_menu(self, cell: Point) -> None:
        """Right click: the rotations and slides of the card under the mouse."""
        place = self.rules.board(self.state).place(*cell)
        actions = [a for a in self.card_actions() if place is not None and a.card == place.card.id]
        if not actions:
            self.message.emit("Nobody stands on a rotation or sliding space of this card.", False)
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


class PlayPanel(QWidget):
    """The play dock's contents: deal, active player, card actions, count and messages."""

    def __init__(self, mode: PlayMode, parent=None):
        super().__init__(parent)
        self.mode = mode
        form = QFormLayout()
        self.players_combo = QComboBox()
        for n in DISTRIBUTIONS:
            self.players_combo.addItem(f"{n} player{'s' if n > 1 else ''}", n)
        self.deal_combo = QComboBox()
        form.addRow("Players", self.players_combo)
        form.addRow("Deal", self.deal_combo)
        self.player_box = QWidget()
        self.player_layout = QVBoxLayout(self.player_box)
        self.player_layout.setContentsMargins(0, 0, 0, 0)
        self.player_group = QButtonGroup(self)
        form.addRow("Active player", self.player_box)

        self.count_label = QLabel()
        self.count_label.setTextFormat(Qt.TextFormat.RichText)
        self.selected_label = QLabel()
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.RichText)
        self.message_label.setMinimumHeight(48)
        self.cards_label = QLabel("<b>Cards</b>")
        self.cards_box = QWidget()
        self.cards_layout = QGridLayout(self.cards_box)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.card_buttons: list[QPushButton] = []

        self.undo_button = QPushButton("Undo move")
        self.undo_button.setToolTip("take the last action back (Ctrl+Z)")
        self.restart_button = QPushButton("Restart")
        self.restart_button.setToolTip("back to the starting position")
        self.leave_button = QPushButton("Back to editing")
        self.leave_button.setToolTip("leave play mode (F6)")
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.restart_button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.count_label)
        layout.addWidget(self.selected_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.cards_label)
        layout.addWidget(self.cards_box)
        layout.addLayout(buttons)
        layout.addWidget(self.leave_button)
        layout.addStretch(1)
        help_text = QLabel(
            "Click a hero, then a lit cell. Orange: where the barbarian can toss a hero. "
            "Right-click a card to turn or slide it."
        )
        help_text.setWordWrap(True)
        help_text.setEnabled(False)
        layout.addWidget(help_text)

        self.players_combo.currentIndexChanged.connect(self._players_changed)
        self.deal_combo.currentIndexChanged.connect(lambda _i: self.mode.new_game())
        self.player_group.idClicked.connect(self.mode.set_player)
        self.undo_button.clicked.connect(self.mode.undo)
        self.restart_button.clicked.connect(self.mode.restart)
        self.leave_button.clicked.connect(lambda: self.mode.set_active(False))
        self._fill_deals()

    def hands(self) -> tuple[str, ...]:
        n = self.players_combo.currentData() or 1
        i = max(0, self.deal_combo.currentIndex())
        return DISTRIBUTIONS[n][i]

    def deal_key(self) -> tuple[int, int]:
        return (self.players_combo.currentData() or 1, max(0, self.deal_combo.currentIndex()))

    def _players_changed(self, _i) -> None:
        self._fill_deals()
        self.mode.new_game()

    def _fill_deals(self) -> None:
        n = self.players_combo.currentData() or 1
        self.deal_combo.blockSignals(True)
        self.deal_combo.clear()
        for hands in DISTRIBUTIONS[n]:
            self.deal_combo.addItem(" · ".join(",".join(h) for h in hands))
        self.deal_combo.blockSignals(False)

    def set_hands(self, hands: tuple[str, ...], active: int) -> None:
        for b in self.player_group.buttons():
            self.player_group.removeButton(b)
            self.player_layout.removeWidget(b)
            b.hide()
            b.deleteLater()
        for i, hand in enumerate(hands):
            b = QRadioButton(f"player {i + 1}: {','.join(hand)}")
            b.setChecked(i == active)
            self.player_group.addButton(b, i)
            self.player_layout.addWidget(b)

    def set_card_actions(self, game: PlayGame) -> None:
        for b in self.card_buttons:
            self.cards_layout.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.card_buttons = []
        actions = game.card_actions() if not game.complete else []
        for i, action in enumerate(actions):
            b = QPushButton(game.action_words(action))
            b.clicked.connect(lambda _c=False, a=action: self.mode.card_action(a))
            self.cards_layout.addWidget(b, i // 2, i % 2)
            self.card_buttons.append(b)
        self.cards_label.setVisible(bool(actions))
        self.cards_box.setVisible(bool(actions))


class PlayMode(QObject):
    """The Play menu, the play dock, and the game while play mode is on."""

    activeChanged = Signal(bool)

    def __init__(self, window):
        super().__init__(window)
        self.main = window
        self.game: PlayGame | None = None
        self.overlay: BoardOverlay | None = None
        self.optimum: int | None = None
        self._optimum_key = None
        self._optimum_op: BackgroundOp | None = None
        self._ops: list[BackgroundOp] = []  # running optimum searches (kept until they end)
        self.panel = PlayPanel(self)
        self.dock = window.host.add_dock(
            "Play",
            "dock-play",
            self.panel,
            Qt.DockWidgetArea.RightDockWidgetArea,
            window.solver.dock,
        )
        self.dock.hide()
        self.dock.installEventFilter(self)
        self.completion_box: QMessageBox | None = None

        self.act_play = QAction("&Play mode", window)
        self.act_play.setCheckable(True)
        self.act_play.setShortcut(QKeySequence("F6"))
        self.act_play.setToolTip("play the quest with the mouse (F6); the quest is not changed")
        self.act_play.setStatusTip("play the quest by the rules; the quest itself is not changed")
        self.act_play.setIcon(
            window.host.window_widget().style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay)
        )
        self.act_play.toggled.connect(self.set_active)
        window.addAction(self.act_play)
        self.act_undo = QAction("&Undo move", window)
        self.act_undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.act_undo.setToolTip("take the last play-mode action back (Ctrl+Z)")
        self.act_undo.triggered.connect(self.undo)
        self.act_undo.setEnabled(False)
        window.addAction(self.act_undo)
        self.act_restart = QAction("&Restart", window)
        self.act_restart.triggered.connect(self.restart)
        self.act_restart.setEnabled(False)
        self.player_actions = QActionGroup(self)
        for i in range(4):
            a = QAction(f"Active player {i + 1}", window)
            a.setShortcut(QKeySequence(f"Alt+{i + 1}"))
            a.setEnabled(False)
            a.triggered.connect(lambda _c=False, i=i: self.set_player(i))
            window.addAction(a)
            self.player_actions.addAction(a)

    @classmethod
    def install(cls, window) -> PlayMode:
        """Play mode for the tower's editor ``window``: its menu, dock and tool bar button."""
        mode = cls(window)
        menu = window.host.add_menu("&Play")
        menu.addAction(mode.act_play)
        menu.addSeparator()
        menu.addActions([mode.act_undo, mode.act_restart])
        menu.addSeparator()
        menu.addActions(mode.player_actions.actions())
        window.host.add_action(mode.act_play, main_toolbar=True)
        return mode

    # -- on and off --------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.overlay is not None and self.overlay.is_open

    def eventFilter(self, watched, event) -> bool:
        """Closing the Play dock leaves play mode."""
        if watched is self.dock and event.type() == QEvent.Type.Close and self.active:
            self.set_active(False)
        return super().eventFilter(watched, event)

    def set_active(self, on: bool) -> None:
        if on == self.active:
            self._sync_action()
            return
        if on:
            self._start()
        else:
            overlay, self.overlay = self.overlay, None
            self.game = None
            if overlay is not None:
                overlay.close()
        self._sync_action()
        self.activeChanged.emit(self.active)

    def _sync_action(self) -> None:
        on = self.active
        self.act_play.blockSignals(True)
        self.act_play.setChecked(on)
        self.act_play.blockSignals(False)
        self.act_undo.setEnabled(on)
        self.act_restart.setEnabled(on)
        for a in self.player_actions.actions():
            a.setEnabled(on)
        self.dock.setVisible(on)
        if on:
            self.dock.raise_()

    def _start(self) -> None:
        if self.main.refuse_with_errors("play") is not None:
            return
        quest = self.main.doc.quest.copy()
        try:
            overlay = BoardOverlay(self.main, quest)
        except Exception as exc:  # a quest the engine cannot set up (e.g. no heroes on cards)
            self.main.statusBar().showMessage(f"cannot play this quest: {exc}", 8000)
            return
        self.overlay = overlay
        overlay.closed.connect(self._overlay_closed)
        if not self.new_game():
            overlay.close()
            self.overlay = None

    def _overlay_closed(self) -> None:
        if self.overlay is not None and not self.overlay.is_open:
            self.overlay = None
            self.game = None
            self._sync_action()
            self.activeChanged.emit(False)

    def new_game(self) -> bool:
        """Start again with the chosen deal."""
        if self.overlay is None:
            return False
        hands = self.panel.hands()
        try:
            game = PlayGame(self.main, self.overlay, hands)
        except Exception as exc:
            self.main.statusBar().showMessage(f"cannot play this quest: {exc}", 8000)
            return False
        if self.game is not None:
            self.game.deleteLater()
        self.game = game
        tool = PlayTool(game)
        self.main.view.tool = tool
        game.changed.connect(self._update_panel)
        game.message.connect(self._message)
        game.completed.connect(self._completed)
        self.panel.set_hands(hands, 0)
        self.panel.message_label.setText(
            "Click a hero to select it; the cells it can reach light up."
        )
        self._find_optimum()
        game.refresh()
        return True

    # -- commands ----------------------------------------------------------------
    def set_player(self, player: int) -> None:
        if self.game is None or not (0 <= player < len(self.game.hands)):
            return
        self.game.set_player(player)
        button = self.panel.player_group.button(player)
        if button is not None:
            button.setChecked(True)

    def undo(self) -> None:
        if self.game is not None:
            self.game.undo()

    def restart(self) -> None:
        if self.game is not None:
            self.game.restart()

    def card_action(self, action: Action) -> None:
        if self.game is None:
            return
        if isinstance(action, Rotate):
            action = Rotate(self.game.player, action.card, action.turns)
        elif isinstance(action, Slide):
            action = Slide(self.game.player, action.card, action.to)
        self.game.act(action)

    # -- the panel ---------------------------------------------------------------
    def _update_panel(self) -> None:
        game = self.game
        if game is None:
            return
        self.panel.set_card_actions(game)
        opt = "…" if self.optimum is None else str(self.optimum)
        self.panel.count_label.setText(f"Actions: <b>{game.actions}</b> (optimum {opt})")
        sel = game.selected
        self.panel.selected_label.setText(f"Selected: {sel}" if sel else "No hero selected")
        self.panel.undo_button.setEnabled(bool(game.history))

    def _message(self, text: str, refusal: bool) -> None:
        shown = f"<span style='color:#D92D20'>{text}</span>" if refusal else text
        self.panel.message_label.setText(shown)
        self.main.statusBar().showMessage(text, 6000)

    def completion_text(self) -> str:
        game = self.game
        n = game.actions if game is not None else 0
        text = f"Quest complete in {n} action{'s' if n != 1 else ''}"
        if self.optimum is None:
            return text + " (the optimum for this deal is still being worked out)."
        if n == self.optimum:
            return text + f": the optimum for this deal is {self.optimum}. Perfect!"
        return text + f"; the optimum for this deal is {self.optimum}."

    def _completed(self, _n: int) -> None:
        """Say it in the panel, the status bar and a message that does not block."""
        text = self.completion_text()
        self.panel.message_label.setText(f"<b>{escape(text)}</b>")
        self.main.statusBar().showMessage(text, 10_000)
        box = self.completion_box
        if box is not None and box.isVisible():  # the optimum came in: say it there too
            box.setText(text)
            return
        box = QMessageBox(
            QMessageBox.Icon.Information, "Quest complete", text, parent=self.dock.window()
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _r: setattr(self, "completion_box", None))
        box.open()
        self.completion_box = box

    # -- the optimum -------------------------------------------------------------
    def _find_optimum(self) -> None:
        key = (self.panel.deal_key(), id(self.overlay))
        if key == self._optimum_key:
            return
        self._optimum_key = key
        self.optimum = None
        for op in self._ops:
            op.cancel()  # an answer for another deal is no use now
        known = self._known_optimum()
        if known is not None:
            self.optimum = known
            return
        quest = self.overlay.quest
        hands = self.panel.hands()

        def run(ctx: OpContext):
            return solve_deal(quest, hands, ctx)

        def done(result, key=key) -> None:
            if key != self._optimum_key:
                return
            self.optimum = result.min_actions
            self._update_panel()
            if self.game is not None and self.game.complete:
                self._completed(self.game.actions)

        op = BackgroundOp(run, on_success=done, parent=self)
        self._ops.append(op)
        op.finished.connect(lambda op=op: self._ops.remove(op) if op in self._ops else None)
        self._optimum_op = op.start()

    def _known_optimum(self) -> int | None:
        """The solver dock's answer for this deal, when it is for the quest as it is."""
        solver = self.main.solver
        if solver.table is None or solver.stale or solver.table.answer is None:
            return None
        return solver.table.answer.min_actions(self.panel.deal_key())

    def shutdown(self) -> None:
        """Stop the optimum searches and wait for their threads (the window is closing)."""
        for op in self._ops:
            op.cancel()  # all at once, then each gets its bounded wait
        for op in list(self._ops):
            op.shutdown()
        self._ops.clear()
