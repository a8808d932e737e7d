"""Wandering Towers' Qt part: the track renderer, and `QT`, its editor for the studio shell.

Loaded only by the GUI and by exports. The headless core (``editor.games.wandering``)
never imports this package.
"""

from .game import QT
from .renderer import CELL, TrackRenderer, render_image

__all__ = ["CELL", "QT", "TrackRenderer", "render_image"]
