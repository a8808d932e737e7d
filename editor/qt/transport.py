"""The controls of a playback, as every game's solution or plan player has them: five
buttons (first, back, play/pause, forward, last) and their keys (Home, Left,
Ctrl+Space, Right, End), which work only while something plays back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStyle, QToolButton, QWidget

_SP = QStyle.StandardPixmap
PIXMAPS = (
    _SP.SP_MediaSkipBackward,
    _SP.SP_MediaSeekBackward,
    _SP.SP_MediaPlay,
    _SP.SP_MediaSeekForward,
    _SP.SP_MediaSkipForward,
)
KEYS = ("Home", "Left", "Ctrl+Space", "Right", "End")

Slots = Sequence[Callable[[], object]]
"""first, back, play/pause, forward, last"""


def transport_buttons(
    style: QStyle, tips: Sequence[str], slots: Slots, auto_raise: bool = False
) -> list[QToolButton]:
    """The five buttons, with their ``tips``, calling ``slots``."""
    buttons = []
    for pixmap, tip, slot in zip(PIXMAPS, tips, slots, strict=True):
        b = QToolButton()
        b.setIcon(style.standardIcon(pixmap))
        b.setToolTip(tip)
        b.setAutoRaise(auto_raise)
        b.clicked.connect(slot)
        buttons.append(b)
    return buttons


def transport_keys(owner: QWidget, slots: Slots, added_to: QWidget | None = None) -> list[QAction]:
    """The five keys, owned by ``owner`` and added to ``added_to`` (default: ``owner``),
    anywhere in its window, calling ``slots``; disabled until a playback enables them
    (`enable`), so that they never take an editing key."""
    actions = []
    for keys, slot in zip(KEYS, slots, strict=True):
        action = QAction(owner)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setEnabled(False)
        action.triggered.connect(slot)
        (added_to or owner).addAction(action)
        actions.append(action)
    return actions


def enable(actions: Sequence[QAction], on: bool) -> None:
    for action in actions:
        action.setEnabled(on)


def show_playing(button: QToolButton, playing: bool) -> None:
    """The play/pause button shows what a click does: pause while playing, else play."""
    pixmap = _SP.SP_MediaPause if playing else _SP.SP_MediaPlay
    button.setIcon(button.style().standardIcon(pixmap))
