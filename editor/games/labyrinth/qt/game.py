"""`QT`: the labyrinth as the studio shell hosts it (documents, scene, tools, play)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.game import QtGame

from ..model import Layout
from .document import LayoutDocument
from .play import LabyrinthPlay
from .properties import LayoutProperties
from .renderer import render_image
from .scene import LabyrinthScene
from .tools import make_tools

#: File > New: board sizes, the boxed game's first.
SHAPES = (
    ("6 x 6", QT_TRANSLATE_NOOP("NewFileDialog", "the boxed game's board")),
    ("5 x 5", QT_TRANSLATE_NOOP("NewFileDialog", "a small board")),
    ("8 x 8", QT_TRANSLATE_NOOP("NewFileDialog", "a large board")),
)


def new_document(shape: str, size: int | None = None) -> LayoutDocument:
    """A new layout of one of the `SHAPES` (the shape names the size), its rooms placed."""
    names = [name for name, _ in SHAPES]
    if shape not in names:
        raise ValueError(f"a new layout is one of {', '.join(names)}, not {shape!r}")
    size = int(shape.split(" x ")[0])
    return LayoutDocument(Layout(size=size, rooms=starter_rooms(size)))


def starter_rooms(size: int) -> dict[int, tuple[int, int]]:
    """Rooms 1 to 5 on a new board, so that it can be played at once: room 1 in the
    middle, rooms 2 to 5 halfway along the north, east, south and west sides."""
    mid, far = size // 2, size - 1
    return {1: (mid, mid), 2: (mid, 0), 3: (far, mid), 4: (mid, far), 5: (0, mid)}


def open_document(model: Layout, path: str | None) -> LayoutDocument:
    return LayoutDocument(model, path)


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=LabyrinthScene,
    make_tools=make_tools,
    make_properties=LayoutProperties,
    make_play=LabyrinthPlay,
    screenshots=("play",),
    thumbnail=lambda layout, pixels: render_image(layout, size_px=pixels),
)
