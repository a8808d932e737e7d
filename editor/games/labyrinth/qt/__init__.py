"""The Magic Labyrinth's Qt part: its renderer, and `QT`, its editor for the studio shell.

Loaded only by the GUI and by exports.

The headless core (``editor.games.labyrinth``) never imports this package.
"""

from .game import QT
from .renderer import (
    CELL,
    WALL_MODES,
    LabyrinthRenderer,
    ensure_gui_app,
    render_image,
)

__all__ = ["CELL", "QT", "WALL_MODES", "LabyrinthRenderer", "ensure_gui_app", "render_image"]
