"""The undo commands of a scenario: every edit of a mall document is one of these.

Each command is one of the studio's `ModelEdit` (`editor.qt.edits`): the scenario
as it was before and after the change, made by one of the plain edits of
`editing`. A change the edit refuses raises ValueError before anything is pushed,
so a refusal leaves neither a change nor an undo step; the spaces or walls painted
over one drag (one ``stroke``) are one undo step.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel

from editor.qt.edits import ModelEdit
from editor.qt.language import translate

from .. import editing
from ..model import Edge, Point, Scenario


def sentence(text: object) -> str:
    """A refusal as the status bar or a panel says it: its first letter a capital."""
    words = str(text)
    return words[:1].upper() + words[1:]


def attempt(edit: Callable[[], object], refusal: QLabel, refresh: Callable[[], None]) -> None:
    """Run one edit of a panel; a refusal is said in ``refusal`` and ``refresh`` shows the
    file again in the panel's fields."""
    try:
        edit()
    except ValueError as refused:
        refusal.setText(sentence(refused))
        refresh()
    else:
        refusal.clear()


#: The undo step of each text of the scenario.
SET_TEXT = {
    "title": QT_TRANSLATE_NOOP("MallCommands", "Set title"),
    "author": QT_TRANSLATE_NOOP("MallCommands", "Set author"),
    "notes": QT_TRANSLATE_NOOP("MallCommands", "Set notes"),
}


def _paint_words(kind: str, hero: str | None) -> str:
    """The undo step of painting ``kind`` spaces (of ``hero``); the kinds are named as the
    space painter names them (`tools.KINDS`)."""
    if kind == "floor":
        return translate("MallCommands", "Paint floor")
    if kind == "exit" and hero is None:
        return translate("MallCommands", "Paint exit for every hero")
    if hero:
        return translate("MallCommands", "Paint {hero} {kind}").format(
            hero=hero, kind=translate("MallTools", kind)
        )
    return translate("MallCommands", "Paint {kind}").format(kind=translate("MallTools", kind))


class ScenarioCommands:
    """The edits of a document whose model is a `Scenario` (a mix-in for `Document`)."""

    model: Scenario
    stack: QUndoStack

    def edit(
        self, text: str, change: Callable[[Scenario], None], stroke: int | None = None
    ) -> None:
        """Push ``change`` as one undo step (merged into the step of its ``stroke``).

        The change is tried on a copy first: a refusal (ValueError) pushes nothing.
        """
        change(copy.deepcopy(self.model))
        self.stack.push(ModelEdit(self, text, change, stroke))

    # -- the tile painter ---------------------------------------------------------------
    def paint_spaces(
        self,
        tile_id: str,
        spaces: list[Point],
        kind: str,
        hero: str | None = None,
        stroke: int | None = None,
    ) -> None:
        """Make these spaces of a tile ``kind`` spaces (of ``hero``); floor clears them."""

        def paint(s: Scenario) -> None:
            for at in spaces:
                editing.paint_space(s, tile_id, at, kind, hero)

        self.edit(_paint_words(kind, hero), paint, stroke)

    def set_walls(
        self, tile_id: str, edges: list[Edge], on: bool, stroke: int | None = None
    ) -> None:
        """Put up (``on``) or take down walls on edges ``(x, y, side)`` of a tile."""
        if on:
            text = translate("MallCommands", "Put up walls")
        else:
            text = translate("MallCommands", "Take down walls")
        self.edit(text, lambda s: editing.set_walls(s, tile_id, edges, on), stroke)

    def add_escalator(self, tile_id: str, a: Point, b: Point) -> None:
        self.edit(
            translate("MallCommands", "Escalator {a} to {b}").format(
                a=f"{a[0]},{a[1]}", b=f"{b[0]},{b[1]}"
            ),
            lambda s: editing.add_escalator(s, tile_id, a, b),
        )

    def remove_escalators(self, tile_id: str, at: Point) -> None:
        self.edit(
            translate("MallCommands", "Remove escalators at {space}").format(
                space=f"{at[0]},{at[1]}"
            ),
            lambda s: editing.remove_escalators(s, tile_id, at),
        )

    # -- tiles ----------------------------------------------------------------------------
    def add_tile(self) -> str:
        """A new, empty tile at the bottom of the deck; its id."""
        tile_id = editing.fresh_id(self.model)
        self.edit(
            translate("MallCommands", "Add tile {tile}").format(tile=tile_id),
            lambda s: editing.add_tile(s, tile_id),
        )
        return tile_id

    def remove_tile(self, index: int) -> None:
        tile_id = self.model.tiles[index].id
        self.edit(
            translate("MallCommands", "Remove tile {tile}").format(tile=tile_id),
            lambda s: editing.remove_tile(s, index),
        )

    def rename_tile(self, index: int, new_id: str) -> None:
        old = self.model.tiles[index].id
        self.edit(
            translate("MallCommands", "Rename tile {old} to {new}").format(
                old=old, new=new_id.strip()
            ),
            lambda s: editing.rename_tile(s, index, new_id),
        )

    def set_start(self, tile_id: str) -> None:
        self.edit(
            translate("MallCommands", "Start on tile {tile}").format(tile=tile_id),
            lambda s: editing.set_start(s, tile_id),
        )

    def set_rotation(self, rotation: int) -> None:
        self.edit(
            translate("MallCommands", "Start tile turned {degrees}°").format(degrees=rotation * 90),
            lambda s: editing.set_rotation(s, rotation),
        )

    # -- the deck and the mall -------------------------------------------------------------
    def set_deck(self, order: list[str], text: str | None = None) -> None:
        if text is None:
            text = translate("MallCommands", "Deck order")
        self.edit(text, lambda s: editing.set_deck(s, list(order)))

    def hang(self, tile_id: str, parent: str, at: Point) -> None:
        self.edit(
            translate("MallCommands", "Place tile {tile} from tile {parent}").format(
                tile=tile_id, parent=parent
            ),
            lambda s: editing.hang(s, tile_id, parent, at),
        )

    def take_down(self, tile_id: str) -> None:
        self.edit(
            translate("MallCommands", "Take down tile {tile}").format(tile=tile_id),
            lambda s: editing.take_down(s, tile_id),
        )

    # -- heroes, the timer, texts ----------------------------------------------------------
    def set_hero(self, hero: str, at: Point | None) -> None:
        if at is None:
            text = translate("MallCommands", "{hero} out of play").format(hero=hero.capitalize())
        else:
            text = translate("MallCommands", "{hero} start").format(hero=hero.capitalize())
        self.edit(text, lambda s: editing.set_hero(s, hero, at))

    def set_timer(self, timer: int | None) -> None:
        if timer is None:
            text = translate("MallCommands", "No sand timer")
        else:
            text = translate("MallCommands", "Sand timer {timer}").format(timer=timer)
        self.edit(text, lambda s: editing.set_timer(s, timer))

    def set_text(self, key: str, value: str) -> None:
        # a key that is no text is refused by the edit, before its words are shown
        text = translate("MallCommands", SET_TEXT[key]) if key in SET_TEXT else f"Set {key}"
        self.edit(text, lambda s: editing.set_text(s, key, value))
