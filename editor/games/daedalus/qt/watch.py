"""Watching a trip in the Solver dock: a player's best trip played back round by round.

The board shows the soldier where it stands after each round, the way so far, and
the film at the phase that round was played at (round k at the maze's phase + k),
so the walls turn as the soldier goes. Watching never changes the maze.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.qt.language import translate
from editor.qt.transport import show_playing, transport_buttons

from ..model import place_words
from ..search import Search
from ..setups import Answer, best_sector
from .scene import MazeScene

#: Time between two rounds while the trip plays.
ROUND_MS = 800


class TripWatch(QWidget):
    """Step back and forward, play and pause a trip; Close ends watching."""

    closed = Signal()

    def __init__(self, scene: Callable[[], MazeScene], parent: QWidget | None = None):
        super().__init__(parent)
        self._scene = scene
        self.scene: MazeScene | None = None
        self.places: list | None = None
        self.round = 0
        self.start_phase = 0
        self.timer = QTimer(self, interval=ROUND_MS)
        self.timer.timeout.connect(self._tick)
        transport = transport_buttons(
            self.style(),
            (
                translate("DaedalusPlay", "first round"),
                translate("DaedalusPlay", "round back"),
                translate("DaedalusPlay", "play / pause"),
                translate("DaedalusPlay", "round forward"),
                translate("DaedalusPlay", "last round"),
            ),
            (
                lambda: self.go(0),
                lambda: self.go(self.round - 1),
                self.toggle,
                lambda: self.go(self.round + 1),
                lambda: self.go(len(self.places or []) - 1),
            ),
        )
        self.first, self.back, self.play_button, self.forward, self.last = transport
        buttons = QHBoxLayout()
        for b in transport:
            buttons.addWidget(b)
        buttons.addStretch(1)
        close = QPushButton(translate("DaedalusPlay", "Back to editing"))
        close.clicked.connect(self.stop)
        buttons.addWidget(close)
        self.title = QLabel()
        self.label = QLabel()
        self.label.setWordWrap(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addLayout(buttons)
        column.addWidget(self.label)

    # -- the solver dock's watch panel ---------------------------------------------
    def start_setup(self, answer: Answer, key: tuple[int, int]) -> None:
        sector = best_sector(answer, key)
        places = Search(answer.maze).trip_path(sector)
        if places is None:
            raise ValueError(f"no trip from entrance sector {sector}")
        players, player = key
        self.title.setText(
            translate(
                "DaedalusPlay",
                "<b>{players} players, player {player}</b>: the best trip, "
                "{rounds} rounds from ring 0, sector {sector}",
            ).format(players=players, player=player + 1, rounds=len(places) - 1, sector=sector)
        )
        self.start_phase = answer.maze.phase
        self.places = places
        self.scene = self._scene()
        self.go(0)

    def stop(self) -> None:
        self.timer.stop()
        if self.places is None:
            return
        self.places = None
        if self.scene is not None:
            self.scene.watch(None)
            self.scene.set_phase(self.start_phase)
        self.closed.emit()

    # -- moving through the trip -------------------------------------------------------
    def go(self, k: int) -> None:
        if self.places is None:
            return
        self.round = max(0, min(k, len(self.places) - 1))
        self.scene.watch(self.places, self.round)
        self.label.setText(self.words())

    def words(self) -> str:
        """What happened in the round shown."""
        k, places = self.round, self.places
        phase = (self.start_phase + k) % self.scene.doc.model.sectors
        if k == 0:
            return translate(
                "DaedalusPlay", "Placed on {place} at phase {phase}; the walls turn."
            ).format(place=place_words(places[0]), phase=phase)
        before, after = places[k - 1], places[k]
        if before == after:
            return translate(
                "DaedalusPlay",
                "Round {round} of {rounds}, phase {phase}: the soldier stays on {place}.",
            ).format(round=k, rounds=len(places) - 1, phase=phase, place=place_words(after))
        return translate(
            "DaedalusPlay",
            "Round {round} of {rounds}, phase {phase}: the soldier steps from {before} to {after}.",
        ).format(
            round=k,
            rounds=len(places) - 1,
            phase=phase,
            before=place_words(before),
            after=place_words(after),
        )

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.places is not None and self.round >= len(self.places) - 1:
                self.go(0)
            self.timer.start()
        show_playing(self.play_button, self.timer.isActive())

    def _tick(self) -> None:
        if self.places is None or self.round >= len(self.places) - 1:
            self.toggle()
            return
        self.go(self.round + 1)
