"""`QT`: Magic Maze malls as the studio shell hosts them (documents, scene, tools, panels)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.qt.game import QtGame
from editor.qt.language import translate
from editor.qt.printing import fitted

from ..model import Scenario
from .document import SHAPES, new_document, open_document
from .edit_scene import MallEditScene
from .play import MallPlay, play_setups
from .properties import ScenarioProperties
from .renderer import render_image
from .screenshots import prepare
from .tiles_panel import TilesPanel
from .tools import make_tools
from .watch import PlanWatch

#: The most tiles the editor draws (the boxed game has 24 mall tiles with its extensions).
MAX_TILES = 100


def open_problem(model: Scenario) -> str | None:
    """Why the editor cannot show a scenario (too many tiles to draw), or None."""
    if len(model.tiles) > MAX_TILES:
        return translate(
            "MallEditor", "a scenario of {count} tiles is too large to draw (at most {most})"
        ).format(count=len(model.tiles), most=MAX_TILES)
    return None


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=MallEditScene,
    make_tools=make_tools,
    make_properties=ScenarioProperties,
    panels=((QT_TRANSLATE_NOOP("StandardEditor", "Tiles"), "dock-tiles", TilesPanel),),
    open_problem=open_problem,
    make_watch=PlanWatch,
    thumbnail=lambda scenario, pixels: fitted(render_image(scenario, width_px=pixels), pixels),
    make_play=MallPlay,
    play_setups=play_setups,
    play_setup_label=QT_TRANSLATE_NOOP("PlayPanel", "Sand timer"),
    screenshots=("solve", "play"),
    prepare_screenshot=prepare,
)
