"""`QT`: Magic Maze malls as the studio shell hosts them (documents, scene, tools)."""

from __future__ import annotations

from editor.qt.game import GameScene, QtGame, Tool

from ..model import Scenario
from .document import SHAPES, MallDocument, new_document, open_document
from .play import MallPlay, play_setups
from .scene import MallScene
from .screenshots import prepare
from .watch import PlanWatch

#: The most tiles the editor draws (the boxed game has 24 mall tiles with its extensions).
MAX_TILES = 100


def open_problem(model: Scenario) -> str | None:
    """Why the editor cannot show a scenario (too many tiles to draw), or None."""
    if len(model.tiles) > MAX_TILES:
        return f"a scenario of {len(model.tiles)} tiles is too large to draw (at most {MAX_TILES})"
    return None


def make_tools(doc: MallDocument, scene: GameScene) -> list[Tool]:
    """The palette's tools (none yet: the scenario is shown, checked and exported)."""
    return []


QT = QtGame(
    shapes=SHAPES,
    new_document=new_document,
    open_document=open_document,
    make_scene=MallScene,
    make_tools=make_tools,
    open_problem=open_problem,
    make_watch=PlanWatch,
    make_play=MallPlay,
    play_setups=play_setups,
    play_setup_label="Sand timer",
    screenshots=("solve", "play"),
    prepare_screenshot=prepare,
)
