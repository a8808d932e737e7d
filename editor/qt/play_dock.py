"""Play mode of any game: the Play menu (F6), the Play dock, and the game under way.

A game plays through a `PlayController` (on a copy of the file: the document never
changes). The dock gives the player count and the set-up (the game's set-ups when
it names them, such as the tower's deals; a seed when the game deals at random),
Restart, Undo and Back to editing, the game's own controls, its status, the last
message and the moves so far. While a game is played, the board view shows the
controller's scene and hands mouse and keys to its tool, and the editing tools,
panels and undo rest. The end of a game is said in the dock, the status bar and a
message that does not block.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .game import GameScene, Host, PlayController
from .language import translate

ALARM = "#D92D20"
#: ``(players, set-up) -> controller``; the set-up is a key of ``setups`` or a seed.
MakePlay = Callable[[int, Any], PlayController]
#: ``(players) -> [(name, key)]``: the set-ups a game offers for a player count.
PlaySetups = Callable[[int], list[tuple[str, Any]]]


class PlayEditor(Protocol):
    """What play mode asks of the editor it belongs to."""

    scene: GameScene | None
    """The board of the file, shown again when play ends."""

    def set_editing(self, on: bool) -> None:
        """Editing tools, panels and undo work only while no game is played."""

    def editing_resumed(self) -> None:
        """Play ended: the editing tool takes the board again."""

    def fit(self) -> None:
        """Fit the board to the view."""


def players_text(players: int) -> str:
    if players == 1:
        return translate("PlayDock", "{count} player").format(count=players)
    return translate("PlayDock", "{count} players").format(count=players)


class PlayPanel(QWidget):
    """The dock's contents: players and set-up, buttons, the game's controls, its words."""

    def __init__(self, players: tuple[int, ...], setup_label: str | None, parent=None):
        super().__init__(parent)
        form = QFormLayout()
        self.players_combo = QComboBox()
        for count in players:
            self.players_combo.addItem(players_text(count), count)
        form.addRow(translate("PlayPanel", "Players"), self.players_combo)
        self.setup_combo: QComboBox | None = None
        self.seed: QSpinBox | None = None
        if setup_label is not None:
            self.setup_combo = QComboBox()
            form.addRow(translate("PlayPanel", setup_label), self.setup_combo)
        else:
            self.seed = QSpinBox()
            self.seed.setRange(0, 999_999)
            self.seed.setValue(1)
            self.seed.setToolTip(translate("PlayPanel", "the same seed deals the same cards"))
            form.addRow(translate("PlayPanel", "Seed"), self.seed)
        self.restart_button = QPushButton(translate("PlayPanel", "Restart"))
        self.restart_button.setToolTip(
            translate("PlayPanel", "a new game with these players and set-up")
        )
        self.undo_button = QPushButton(translate("PlayPanel", "Undo move"))
        self.undo_button.setToolTip(translate("PlayPanel", "take the last move back (Ctrl+Z)"))
        self.leave_button = QPushButton(translate("PlayPanel", "Back to editing"))
        self.leave_button.setToolTip(translate("PlayPanel", "leave play mode (F6)"))
        buttons = QHBoxLayout()
        for button in (self.restart_button, self.undo_button, self.leave_button):
            buttons.addWidget(button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setMinimumHeight(32)
        self.controls = QVBoxLayout()
        self.controls.setContentsMargins(0, 0, 0, 0)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setEnabled(False)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.status)
        column.addWidget(self.message)
        column.addLayout(self.controls)
        column.addWidget(QLabel(translate("PlayPanel", "Moves")))
        column.addWidget(self.log, 1)
        column.addWidget(self.help)

    def set_setups(self, setups: list[tuple[str, Any]]) -> None:
        combo = self.setup_combo
        combo.blockSignals(True)
        combo.clear()
        for name, key in setups:
            combo.addItem(name, key)
        combo.blockSignals(False)

    def setup(self) -> Any:
        if self.setup_combo is not None:
            return self.setup_combo.currentData()
        return self.seed.value()


class PlayDock(QObject):
    """Play mode for one editor: its menu and dock, and the game under way (``play``)."""

    activeChanged = Signal(bool)

    def __init__(
        self,
        host: Host,
        editor: PlayEditor,
        players: tuple[int, ...],
        make_play: MakePlay,
        *,
        setups: PlaySetups | None = None,
        setup_label: str = QT_TRANSLATE_NOOP("PlayPanel", "Set-up"),
        tab_with: QDockWidget | None = None,
        area: Qt.DockWidgetArea = Qt.DockWidgetArea.LeftDockWidgetArea,
    ):
        super().__init__(editor if isinstance(editor, QObject) else None)
        self.host = host
        self.editor = editor
        self.make_play = make_play
        self.setups = setups
        self.play: PlayController | None = None
        #: the board view shows a game, the editing tools rest (also between two games)
        self._board_taken = False
        self.completion_box: QMessageBox | None = None
        window = host.window_widget()
        self.panel = PlayPanel(players, setup_label if setups is not None else None)
        # a dock shorter than the panel scrolls it rather than squeezing its parts
        # (a game's controls, such as the action tiles of eight players, keep their size)
        scroll = QScrollArea()
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.dock = host.add_dock(
            translate("PlayDock", "Play"), "dock-play", scroll, area, tab_with
        )
        self.dock.hide()
        self.dock.installEventFilter(self)
        host.view.installEventFilter(self)

        self.act_play = QAction(translate("PlayDock", "&Play mode"), window)
        self.act_play.setCheckable(True)
        self.act_play.setShortcut(QKeySequence("F6"))
        self.act_play.setToolTip(
            translate("PlayDock", "play the file by the rules (F6); the file is not changed")
        )
        self.act_play.setStatusTip(
            translate("PlayDock", "play the file hot-seat by the rules; the file is not changed")
        )
        self.act_play.setIcon(window.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        self.act_play.triggered.connect(self.set_active)
        self.act_undo = QAction(translate("PlayDock", "&Undo move"), window)
        self.act_undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.act_undo.setStatusTip(translate("PlayDock", "take the last move back"))
        self.act_undo.triggered.connect(self.undo)
        self.act_restart = QAction(translate("PlayDock", "&Restart"), window)
        self.act_restart.setStatusTip(
            translate("PlayDock", "a new game with the same players and set-up")
        )
        self.act_restart.triggered.connect(self.restart)
        self.menu = host.add_menu(translate("PlayDock", "&Play"))
        self.menu.addAction(self.act_play)
        self.menu.addSeparator()
        self.menu.addActions([self.act_undo, self.act_restart])
        host.add_action(self.act_play, main_toolbar=True)
        host.add_action(self.act_undo)
        host.add_action(self.act_restart)

        panel = self.panel
        panel.players_combo.currentIndexChanged.connect(self._players_changed)
        if panel.setup_combo is not None:
            panel.setup_combo.currentIndexChanged.connect(lambda _i: self._restart_if_playing())
        panel.restart_button.clicked.connect(self.restart)
        panel.undo_button.clicked.connect(self.undo)
        panel.leave_button.clicked.connect(lambda: self.set_active(False))
        self._fill_setups()
        self._show_state()

    # -- on and off -----------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.play is not None

    def set_active(self, on: bool) -> bool:
        """Start a game (False when it cannot start) or leave play mode."""
        if on:
            return self.active or self.start()
        self.stop()
        return True

    def players(self) -> int:
        return int(self.panel.players_combo.currentData())

    def set_players(self, players: int) -> None:
        self.panel.players_combo.setCurrentIndex(self.panel.players_combo.findData(players))

    def start(self) -> bool:
        """A new game with the dock's players and set-up (False, with the reason, if the file
        cannot be played)."""
        refused = self.host.refuse_with_errors("play")
        if refused is not None:
            self._cannot(refused)
            return False
        was_playing = self.play is not None
        self._end_game()  # before the next game takes the board
        try:
            play = self.make_play(self.players(), self.panel.setup())
        except ValueError as exc:
            if was_playing:
                self.stop()
            self._cannot(
                translate("PlayDock", "cannot play this file: {reason}").format(reason=exc)
            )
            return False
        self.play = play
        play.changed.connect(self._show_state)
        play.message.connect(self._message)
        play.finished.connect(self._finished)
        play.closed.connect(self.stop)
        if play.controls is not None:
            self.panel.controls.addWidget(play.controls)
        self.panel.help.setText(play.help_text)
        self.panel.help.setVisible(bool(play.help_text))
        self.panel.message.setText("")
        view = self.host.view
        view.setScene(play.scene)
        view.tool = play.tool
        view.set_tool_cursor(play.tool.cursor)
        if not was_playing:
            self.editor.set_editing(False)
        self._board_taken = True
        self._sync()
        self.dock.show()
        self.dock.raise_()
        self._show_state()
        view.setFocus()
        QTimer.singleShot(0, self.editor.fit)
        if play.players == 1:
            playing = translate("PlayDock", "Playing with {count} player")
        else:
            playing = translate("PlayDock", "Playing with {count} players")
        self.host.statusBar().showMessage(playing.format(count=play.players))
        if not was_playing:
            self.activeChanged.emit(True)
        return True

    def stop(self) -> None:
        """Leave play mode: the file's board and the editing tools come back."""
        if not self._board_taken:
            self._sync()
            return
        self._board_taken = False
        self._end_game()
        self.host.statusBar().clearMessage()  # what it said was of the game
        view = self.host.view
        view.setScene(self.editor.scene)
        view.tool = None
        self.editor.set_editing(True)
        self.editor.editing_resumed()
        self._sync()
        self.dock.hide()
        self._show_state()
        QTimer.singleShot(0, self.editor.fit)
        self.activeChanged.emit(False)

    def _end_game(self) -> None:
        play, self.play = self.play, None
        if play is None:
            return
        for signal in (play.changed, play.message, play.finished, play.closed):
            signal.disconnect()
        play.close()
        if play.controls is not None:
            play.controls.setParent(None)
            play.controls.deleteLater()
        play.deleteLater()

    def _cannot(self, text: str) -> None:
        self.panel.message.setText(f"<span style='color:{ALARM}'>{escape(text)}</span>")
        self.host.statusBar().showMessage(text, 8000)
        self._sync()

    def _sync(self) -> None:
        on = self.active
        self.act_play.setChecked(on)
        self.act_undo.setEnabled(on)
        self.act_restart.setEnabled(on)

    # -- commands -------------------------------------------------------------------
    def restart(self) -> None:
        if self.active:
            self.start()

    def undo(self) -> None:
        if self.play is not None:
            self.play.undo()
            self.host.view.setFocus()  # the keys keep moving pieces, not the panel's focus

    def _players_changed(self, _index: int) -> None:
        self._fill_setups()
        self._restart_if_playing()

    def _restart_if_playing(self) -> None:
        if self.active:
            self.start()

    def _fill_setups(self) -> None:
        if self.setups is not None:
            self.panel.set_setups(self.setups(self.players()))

    # -- what the game says -----------------------------------------------------------
    def _show_state(self) -> None:
        play, panel = self.play, self.panel
        panel.undo_button.setEnabled(play is not None and bool(play.log))
        panel.restart_button.setEnabled(play is not None)
        panel.leave_button.setEnabled(play is not None)
        panel.log.clear()
        if play is None:
            panel.status.setText(
                translate("PlayDock", "Press F6 or Play mode to play this file by the rules.")
            )
            return
        panel.status.setText(play.status_html())
        panel.log.addItems(play.log)
        panel.log.scrollToBottom()
        self.host.view.viewport().update()

    def _message(self, text: str, refusal: bool = False) -> None:
        shown = f"<span style='color:{ALARM}'>{escape(text)}</span>" if refusal else escape(text)
        self.panel.message.setText(shown)
        self.host.statusBar().showMessage(text, 6000)

    def _finished(self, text: str) -> None:
        """Say it in the dock, the status bar and a message that does not block (a second
        word, such as the optimum coming in, updates the message still open)."""
        self.panel.message.setText(f"<b>{escape(text)}</b>")
        self.host.statusBar().showMessage(text, 10_000)
        box = self.completion_box
        if box is not None and box.isVisible():
            box.setText(text)
            return
        title = (
            translate("PlayDock", self.play.finished_title)
            if self.play is not None
            else translate("PlayDock", "Game over")
        )
        box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self.dock.window())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _r: setattr(self, "completion_box", None))
        box.open()
        self.completion_box = box

    # -- events ---------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys on the board go to the game's tool (arrows and Tab too); closing the dock
        leaves play mode."""
        if (
            watched is self.host.view
            and event.type() == QEvent.Type.KeyPress
            and self.play is not None
            and self.play.tool.key_event(event.key(), event.text())
        ):
            return True
        if watched is self.dock and event.type() == QEvent.Type.Close and self.active:
            self.stop()
        return super().eventFilter(watched, event)

    def shutdown(self) -> None:
        self.stop()
