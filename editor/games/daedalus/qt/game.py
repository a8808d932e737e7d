"""`QT`: Daedalus' Maze as the studio shell hosts it (documents, scene, tools, play)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.game import QtGame

from ..model import Maze
from .document import MazeDocument
from .phasebar import PhaseBar
from .play import DaedalusPlay, play_setups
from .properties import MazeProperties
from .renderer import MazeRenderer
from .scene import MazeScene
from .screenshots import prepare
from .tools import make_tools
from .watch import TripWatch

#: File > New: boards as "rings x sectors", the boxed game's first.
SHAPES = (
    (
        "6 x 24",
        QT_TRANSLATE_NOOP("NewFileDialog", "the boxed game's board: 6 rings of 24 sectors"),
    ),
    ("4 x 12", QT_TRANSLATE_NOOP("NewFileDialog", "a small board: 4 rings of 12 sectors")),
    ("8 x 32", QT_TRANSLATE_NOOP("NewFileDialog", "a large board: 8 rings of 32 sectors")),
)


def new_document(shape: str, size: int | None = None) -> MazeDocument:
    """A new, empty maze on one of the `SHAPES` (the shape names the board)."""
    names = [name for name, _ in SHAPES]
    if shape not in names:
        raise ValueError(f"a new maze is one of {', '.join(names)}, not {shape!r}")
    rings, sectors = (int(n) for n in shape.split(" x "))
    return MazeDocument(Maze(rings=rings, sectors=sectors))


def open_document(model: Maze, path: str | None) -> MazeDocument:
    return MazeDocument(model, path)


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=MazeScene,
    make_tools=make_tools,
    make_properties=MazeProperties,
    make_toolbar=PhaseBar,
    make_watch=TripWatch,
    thumbnail=lambda maze, pixels: MazeRenderer(maze).render_image(pixels),
    make_play=DaedalusPlay,
    play_setups=play_setups,
    play_setup_label=QT_TRANSLATE_NOOP("PlayPanel", "Walls"),
    screenshots=("solve", "play"),
    prepare_screenshot=prepare,
)
