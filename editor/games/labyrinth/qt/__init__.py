"""The Magic Labyrinth's Qt part: its renderer, loaded only by the GUI and by exports.

The headless core (``editor.games.labyrinth``) never imports this package.
"""

from .renderer import (
    CELL,
    WALL_MODES,
    LabyrinthRenderer,
    ensure_gui_app,
    render_image,
)

__all__ = ["CELL", "WALL_MODES", "LabyrinthRenderer", "ensure_gui_app", "render_image"]
