"""The tool bar above the board: the phase slider with play and pause, and the overlays.

The slider turns the film the designer sees (the scene's phase, never the file's);
play turns it one sector every ``TURN_MS``, round and round. The keys , and . turn
it back and on a sector, P plays and pauses. The check boxes show or hide the
overlays: the death traps at the shown phase, the ring of trips, the best trip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSlider, QStyle, QToolButton, QWidget

from editor.qt.language import translate

from .document import MazeDocument
from .scene import MazeScene

#: Time between two turns of the film while it plays.
TURN_MS = 700


class PhaseBar(QWidget):
    def __init__(self, doc: MazeDocument, scene: MazeScene, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.scene = scene
        self.timer = QTimer(self, interval=TURN_MS)
        self.timer.timeout.connect(self.turn)
        self.play_button = QToolButton()
        self.play_button.setCheckable(True)
        self.play_button.setToolTip(
            translate("DaedalusEditor", "turn the film one sector after another (play / pause: P)")
        )
        self.play_button.toggled.connect(self.set_playing)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(220)
        self.slider.setPageStep(1)
        self.slider.setToolTip(
            translate(
                "DaedalusEditor",
                "the film's phase: where its arc walls lie over the board (, and . turn it a sector)",
            )
        )
        self.slider.valueChanged.connect(scene.set_phase)
        self.label = QLabel()
        self.label.setMinimumWidth(110)
        self.traps = QCheckBox(translate("DaedalusEditor", "Death traps"))
        self.traps.setToolTip(
            translate("DaedalusEditor", "the fields where a soldier has no step at the shown phase")
        )
        self.trips = QCheckBox(translate("DaedalusEditor", "Trips"))
        self.trips.setToolTip(
            translate("DaedalusEditor", "each entrance field's trip in rounds, round the board")
        )
        self.best = QCheckBox(translate("DaedalusEditor", "Best trip"))
        self.best.setToolTip(
            translate(
                "DaedalusEditor",
                "the fewest-rounds trip; the soldier stands where it is at this phase",
            )
        )
        for box, on in (
            (self.traps, scene.show_traps),
            (self.trips, scene.show_trips),
            (self.best, scene.show_best),
        ):
            box.setChecked(on)
            box.toggled.connect(self._overlays)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 0, 4, 0)
        row.addWidget(QLabel(translate("DaedalusEditor", "Film")))
        row.addWidget(self.play_button)
        row.addWidget(self.slider)
        row.addWidget(self.label)
        row.addSpacing(12)
        for box in (self.traps, self.trips, self.best):
            row.addWidget(box)
        for text, key, slot in (
            (
                translate("DaedalusEditor", "Turn the film back a sector"),
                ",",
                lambda: scene.set_phase(scene.phase - 1),
            ),
            (translate("DaedalusEditor", "Turn the film on a sector"), ".", self.turn),
            (
                translate("DaedalusEditor", "Turn the film round (play / pause)"),
                "P",
                self.play_button.toggle,
            ),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        scene.phaseChanged.connect(self._show_phase)
        doc.changed.connect(self._board_changed)
        self._board_changed()
        self.set_playing(False)

    def _board_changed(self) -> None:
        self.slider.setRange(0, self.doc.model.sectors - 1)
        self._show_phase(self.scene.phase)

    def _show_phase(self, phase: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(phase)
        self.slider.blockSignals(False)
        start = self.doc.model.phase
        rounds = (phase - start) % self.doc.model.sectors
        self.label.setText(
            translate("DaedalusEditor", "phase {phase} (round {rounds})").format(
                phase=phase, rounds=rounds
            )
            if rounds
            else translate("DaedalusEditor", "phase {phase} (start)").format(phase=phase)
        )

    def turn(self) -> None:
        """The film turns one sector clockwise."""
        self.scene.set_phase(self.scene.phase + 1)

    def set_playing(self, on: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        if self.play_button.isChecked() != on:
            self.play_button.setChecked(on)
        if on:
            self.timer.start()
        else:
            self.timer.stop()

    def _overlays(self) -> None:
        self.scene.set_overlays(
            self.traps.isChecked(), self.trips.isChecked(), self.best.isChecked()
        )

    def hideEvent(self, event) -> None:
        """Hidden (play mode): the film stands and its keys rest."""
        self.set_playing(False)
        for action in self.actions():
            action.setEnabled(False)
        super().hideEvent(event)

    def showEvent(self, event) -> None:
        for action in self.actions():
            action.setEnabled(True)
        super().showEvent(event)
