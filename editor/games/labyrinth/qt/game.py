"""`QT`: the labyrinth as the studio shell hosts it (documents, scene, tools, numbers)."""

from __future__ import annotations

import html

from editor.qt.game import QtGame

from ..model import Layout
from ..numbers import solve
from .document import LayoutDocument
from .play import LabyrinthPlay
from .properties import LayoutProperties
from .scene import LabyrinthScene
from .tools import make_tools

#: File > New: board sizes, the boxed game's first.
SHAPES = (
    ("6 x 6", "the boxed game's board"),
    ("5 x 5", "a small board"),
    ("8 x 8", "a large board"),
)


def new_document(shape: str, size: int | None = None) -> LayoutDocument:
    """A new layout of one of the `SHAPES` (the shape names the size)."""
    names = [name for name, _ in SHAPES]
    if shape not in names:
        raise ValueError(f"a new layout is one of {', '.join(names)}, not {shape!r}")
    return LayoutDocument(Layout(size=int(shape.split(" x ")[0])))


def open_document(model: Layout, path: str | None) -> LayoutDocument:
    return LayoutDocument(model, path)


def numbers_text(layout: Layout) -> str:
    """The numbers of RULES.md (as ``mazewright solve`` prints them) as HTML."""
    numbers = solve(layout)
    if not numbers.legal:
        items = "".join(f"<li>{html.escape(d.message)}</li>" for d in numbers.diagnostics)
        return f"<p><b>{html.escape(numbers.summary())}</b></p><ul>{items}</ul>"
    table = html.escape("\n".join(numbers.table_lines()))
    return f'<p>{html.escape(numbers.summary())}</p><pre style="font-size: small">{table}</pre>'


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=LabyrinthScene,
    make_tools=make_tools,
    numbers_text=numbers_text,
    make_properties=LayoutProperties,
    make_play=LabyrinthPlay,
    screenshots=("play",),
)
