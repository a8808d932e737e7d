"""`QT`: Wandering Towers set-ups as the studio shell hosts them (documents, scene, tool, panel)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.game import QtGame

from ..model import MODULES, SetUp
from ..spells import FIRST_GAME
from .document import SetupDocument
from .properties import SetupPanel
from .renderer import render_image
from .scene import WanderingScene
from .tools import make_tools

#: File > New: the rulebook's first game first.
SHAPES = (
    (
        QT_TRANSLATE_NOOP("NewFileDialog", "First game"),
        QT_TRANSLATE_NOOP(
            "NewFileDialog", "the magic tower alone, with the rulebook's five spells"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NewFileDialog", "All modules"),
        QT_TRANSLATE_NOOP(
            "NewFileDialog", "every module, one web on fountain A, spells drawn at the table"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("NewFileDialog", "Base game"),
        QT_TRANSLATE_NOOP("NewFileDialog", "no module: the running course and its nine towers"),
    ),
)


def new_setup(shape: str) -> SetUp:
    if shape == "First game":
        return SetUp(title="First magic tower game", modules=("magic-tower",), spells=FIRST_GAME)
    if shape == "All modules":
        return SetUp(title="All five modules", modules=MODULES, webs=("A",))
    if shape == "Base game":
        return SetUp(title="Base game")
    names = ", ".join(name for name, _ in SHAPES)
    raise ValueError(f"a new set-up is one of {names}, not {shape!r}")


def new_document(shape: str, size: int | None = None) -> SetupDocument:
    """A new set-up of one of the `SHAPES`."""
    return SetupDocument(new_setup(shape))


def open_document(model: SetUp, path: str | None) -> SetupDocument:
    return SetupDocument(model, path)


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=WanderingScene,
    make_tools=make_tools,
    make_properties=SetupPanel,
    thumbnail=lambda setup, pixels: render_image(setup, size_px=pixels),
)
