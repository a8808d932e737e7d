"""A set-up open in the editor, and the undo commands that change it.

Every edit is one of the studio's `ModelEdit` (`editor.qt.edits`): the set-up as it
was before and after the change.

Edits that go together are one step: turning the spiderweb off drops the webs, turning
the magic tower off drops its start, renaming a custom spell renames it among the
spells, removing one removes it from them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal

from editor.qt.edits import ModelEdit
from editor.qt.game import Document
from editor.qt.language import translate

from ..course import default_towers, track_of
from ..model import (
    FOUNTAINS,
    MAGIC_TOWER,
    MAX_LANDSCAPE_TILES,
    MAX_PLAYERS,
    MAX_SPACES_PER_TILE,
    MIN_PLAYERS,
    MODULES,
    SPIDERWEB,
    Course,
    CustomSpell,
    SetUp,
    StartPositions,
)
from ..spells import BY_ID, draw_spells

TEXT_KEYS = ("title", "author", "notes")
#: Each module's name, as the History, the set-up panel and the set-up card show it.
MODULE_NAMES = {
    "elixir-fountain": QT_TRANSLATE_NOOP("WanderingEditor", "Elixir fountain"),
    "spiderweb": QT_TRANSLATE_NOOP("WanderingEditor", "Spiderweb"),
    "hag": QT_TRANSLATE_NOOP("WanderingEditor", "Hag"),
    "raven": QT_TRANSLATE_NOOP("WanderingEditor", "Raven"),
    "magic-tower": QT_TRANSLATE_NOOP("WanderingEditor", "Magic tower"),
}
#: Each module's name within a sentence ("needs the hag").
MODULE_WORDS = {
    "elixir-fountain": QT_TRANSLATE_NOOP("WanderingEditor", "elixir fountain"),
    "spiderweb": QT_TRANSLATE_NOOP("WanderingEditor", "spiderweb"),
    "hag": QT_TRANSLATE_NOOP("WanderingEditor", "hag"),
    "raven": QT_TRANSLATE_NOOP("WanderingEditor", "raven"),
    "magic-tower": QT_TRANSLATE_NOOP("WanderingEditor", "magic tower"),
}


class SetupDocument(Document):
    """A set-up being edited; every method is one undo step.

    ``pointed`` carries the JSON pointer of an issue the user picked, for the panel
    to show the field it is about.
    """

    model: SetUp
    pointed = Signal(str)

    def edit(self, text: str, change: Callable[[SetUp], None]) -> None:
        self.stack.push(ModelEdit(self, text, change))

    def set_players(self, players: int) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a set-up is for 2 to 6 players, not {players}")
        text = translate("WanderingEditor", "{players} players").format(players=players)
        self.edit(text, lambda s: setattr(s, "players", players))

    def set_module(self, module: str, on: bool) -> None:
        """Put a module in play or take it out (with the spiderweb its webs go, with the
        magic tower its start space: the rules place it)."""
        if module not in MODULES:
            raise ValueError(f"the modules are {', '.join(MODULES)}, not {module!r}")

        def change(s: SetUp) -> None:
            if on and module not in s.modules:
                s.modules = (*s.modules, module)
            elif not on:
                s.modules = tuple(m for m in s.modules if m != module)
                if module == SPIDERWEB:
                    s.webs = None
                if module == MAGIC_TOWER and s.start is not None:
                    s.start = dataclasses.replace(s.start, magic_tower=None)

        name = translate("WanderingEditor", MODULE_NAMES[module])
        if on:
            text = translate("WanderingEditor", "{module} on").format(module=name)
        else:
            text = translate("WanderingEditor", "{module} off").format(module=name)
        self.edit(text, change)

    def set_web(self, position: str, on: bool) -> None:
        """A web on fountain ``position`` or none there (the others as they are played)."""
        if position not in FOUNTAINS:
            raise ValueError(f"a web lies on fountain A or B, not {position!r}")

        def change(s: SetUp) -> None:
            webs = set(s.web_positions()) if s.has(SPIDERWEB) else set(s.webs or ())
            webs = webs | {position} if on else webs - {position}
            s.webs = tuple(w for w in FOUNTAINS if w in webs)

        if on:
            text = translate("WanderingEditor", "Web on {fountain} on").format(fountain=position)
        else:
            text = translate("WanderingEditor", "Web on {fountain} off").format(fountain=position)
        self.edit(text, change)

    def set_course(self, landscape_tiles: int, spaces_per_tile: int) -> None:
        if not 1 <= landscape_tiles <= MAX_LANDSCAPE_TILES:
            raise ValueError(f"a course has 1 to {MAX_LANDSCAPE_TILES} landscape tiles")
        if not 1 <= spaces_per_tile <= MAX_SPACES_PER_TILE:
            raise ValueError(f"a landscape tile has 1 to {MAX_SPACES_PER_TILE} spaces")
        course = Course(landscape_tiles, spaces_per_tile)
        text = translate("WanderingEditor", "Course of {tiles} tiles of {spaces} spaces").format(
            tiles=landscape_tiles, spaces=spaces_per_tile
        )
        self.edit(text, lambda s: setattr(s, "course", course))

    def default_start(self) -> None:
        """Forget the file's start: the towers stand where the rules put them."""
        self.edit(
            translate("WanderingEditor", "Default start"), lambda s: setattr(s, "start", None)
        )

    def move_tower(self, from_space: int, to_space: int) -> None:
        """The tower starting on ``from_space`` starts on ``to_space`` instead (the start
        becomes the file's own; a magic tower start it gave goes: the rules place it)."""
        track = track_of(self.model)
        towers = self.model.start.towers if self.model.start else default_towers(track)
        if towers is None or from_space not in towers:
            raise ValueError(f"no tower starts on space {from_space}")
        if not 0 <= to_space < len(track) or not track[to_space].is_landscape:
            raise ValueError(f"a tower starts on a landscape space, not on space {to_space}")
        if to_space in towers:
            raise ValueError(f"a tower starts on space {to_space} already")
        moved = tuple(to_space if t == from_space else t for t in towers)
        start = StartPositions(moved)
        text = translate("WanderingEditor", "Tower from {start} to {end}").format(
            start=from_space, end=to_space
        )
        self.edit(text, lambda s: setattr(s, "start", start))

    def set_spell(self, spell_id: str, on: bool) -> None:
        """Name a spell (at the end of the list) or stop naming it."""

        def change(s: SetUp) -> None:
            if on and spell_id not in s.spells:
                s.spells = (*s.spells, spell_id)
            elif not on:
                s.spells = tuple(x for x in s.spells if x != spell_id)

        if on:
            text = translate("WanderingEditor", "Spell {spell} on").format(spell=spell_id)
        else:
            text = translate("WanderingEditor", "Spell {spell} off").format(spell=spell_id)
        self.edit(text, change)

    def draw_spells(self, seed: int) -> None:
        """Five spells drawn from the viable ones with ``seed`` (`drawing.draw_spells`)."""
        text = translate("WanderingEditor", "Draw spells (seed {seed})").format(seed=seed)
        self.edit(text, lambda s: setattr(s, "spells", draw_spells(s, seed)))

    def clear_spells(self) -> None:
        """Name no spell: they are drawn at the table."""
        self.edit(
            translate("WanderingEditor", "No spells named"), lambda s: setattr(s, "spells", ())
        )

    def add_custom_spell(self, spell_id: str | None = None, needs: tuple[str, ...] = ()) -> str:
        """A spell of the set-up's own (a fresh id when none is given); its id."""
        taken = {c.id for c in self.model.custom_spells} | set(BY_ID)
        if spell_id is None:
            number = 1
            while f"spell-{number}" in taken:
                number += 1
            spell_id = f"spell-{number}"
        custom = CustomSpell(spell_id, tuple(needs))
        self.edit(
            translate("WanderingEditor", "Add custom spell {spell}").format(spell=spell_id),
            lambda s: setattr(s, "custom_spells", (*s.custom_spells, custom)),
        )
        return spell_id

    def rename_custom_spell(self, index: int, spell_id: str) -> None:
        """A custom spell's new id (also where the spells name it); an empty id is refused."""
        spell_id = spell_id.strip()
        if not spell_id:
            raise ValueError("a custom spell needs an id")
        old = self.model.custom_spells[index].id

        def change(s: SetUp) -> None:
            customs = list(s.custom_spells)
            customs[index] = dataclasses.replace(customs[index], id=spell_id)
            s.custom_spells = tuple(customs)
            s.spells = tuple(spell_id if x == old else x for x in s.spells)

        text = translate("WanderingEditor", "Rename custom spell {old} to {new}").format(
            old=old, new=spell_id
        )
        self.edit(text, change)

    def set_custom_needs(self, index: int, module: str, on: bool) -> None:
        if module not in MODULES:
            raise ValueError(f"the modules are {', '.join(MODULES)}, not {module!r}")
        custom = self.model.custom_spells[index]

        def change(s: SetUp) -> None:
            customs = list(s.custom_spells)
            needs = customs[index].needs
            if on and module not in needs:
                needs = (*needs, module)
            elif not on:
                needs = tuple(m for m in needs if m != module)
            customs[index] = dataclasses.replace(customs[index], needs=needs)
            s.custom_spells = tuple(customs)

        name = translate("WanderingEditor", MODULE_WORDS[module])
        if on:
            text = translate("WanderingEditor", "{spell} needs {module}")
        else:
            text = translate("WanderingEditor", "{spell} no longer needs {module}")
        self.edit(text.format(spell=custom.id, module=name), change)

    def remove_custom_spell(self, index: int) -> None:
        custom = self.model.custom_spells[index]

        def change(s: SetUp) -> None:
            s.custom_spells = s.custom_spells[:index] + s.custom_spells[index + 1 :]
            if custom.id not in {c.id for c in s.custom_spells}:
                s.spells = tuple(x for x in s.spells if x != custom.id)

        text = translate("WanderingEditor", "Remove custom spell {spell}").format(spell=custom.id)
        self.edit(text, change)

    def set_text(self, key: str, value: str) -> None:
        """Set the title, author or notes (an empty text removes it)."""
        if key not in TEXT_KEYS:
            raise ValueError(f"the text keys are {', '.join(TEXT_KEYS)}, not {key!r}")
        texts = {
            "title": translate("WanderingEditor", "Set title"),
            "author": translate("WanderingEditor", "Set author"),
            "notes": translate("WanderingEditor", "Set notes"),
        }
        self.edit(texts[key], lambda s: setattr(s, key, value or None))
