"""`QT`: Magic Maze malls as the studio shell hosts them (documents, scene, tools)."""

from __future__ import annotations

from editor.qt.game import QtGame

from .document import SHAPES, new_document, open_document
from .edit_scene import MallEditScene
from .properties import ScenarioProperties
from .tiles_panel import TilesPanel
from .tools import make_tools

QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=MallEditScene,
    make_tools=make_tools,
    make_properties=ScenarioProperties,
    panels=(("Tiles", "dock-tiles", TilesPanel),),
)
