"""`QT`: Magic Maze malls as the studio shell hosts them (documents, scene, tools)."""

from __future__ import annotations

from editor.qt.game import GameScene, QtGame, Tool

from .document import SHAPES, MallDocument, new_document, open_document
from .scene import MallScene


def make_tools(doc: MallDocument, scene: GameScene) -> list[Tool]:
    """The palette's tools (none yet: the scenario is shown, checked and exported)."""
    return []


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=MallScene,
    make_tools=make_tools,
)
