"""The magic spells a set-up picks from, which of them are viable, how many draws there
are, and a draw of five as the rulebook makes it.

"Shuffle the viable magic spells, draw 5 and place them in the running course": the
shuffle comes from a seed, so a draw can be made again. At least five spells are
always viable (the catalogue's five that need no module).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from .model import ELIXIR_FOUNTAIN, HAG, MAGIC_TOWER, RAVEN, SPELLS_IN_PLAY, SPIDERWEB, SetUp


@dataclass(frozen=True)
class Spell:
    id: str
    needs: tuple[str, ...]
    name: str
    effect: str
    """What the spell does, in one line (for the set-up card)."""


#: The catalogue: the expansion's eight new spells, then the base game's two that the
#: rulebook's first-game selection uses.
CATALOGUE: tuple[Spell, ...] = (
    Spell(
        "move-wizard-1-3", (), "Move a wizard 1-3 spaces", "Move any one wizard 1-3 spaces forward."
    ),
    Spell("move-wizard-6", (), "Move a wizard 6 spaces", "Move any one wizard 6 spaces forward."),
    Spell("move-tower-6", (), "Move a tower 6 spaces", "Move any one tower 6 spaces forward."),
    Spell(
        "elixir-abundance",
        (ELIXIR_FOUNTAIN,),
        "Elixir abundance",
        "Your wizard ending on an elixir fountain fills 2 empty flasks instead of 1.",
    ),
    Spell(
        "precision-landing",
        (SPIDERWEB,),
        "Precision landing",
        "A movement ending on a spiderweb continues 1, 2 or 3 spaces instead of doubling.",
    ),
    Spell(
        "move-the-hag",
        (HAG,),
        "Move the hag",
        "Move the hag to any other space, then execute her effect.",
    ),
    Spell(
        "call-for-the-raven",
        (RAVEN,),
        "Call for the raven",
        "Move the raven to a space with one of your wizards; their players there get a feather.",
    ),
    Spell(
        "move-wizard-onto-magic-tower",
        (MAGIC_TOWER,),
        "Move a wizard onto the magic tower",
        "Move one of your wizards onto the magic tower and use its effect (once per turn).",
    ),
    Spell("free-a-wizard", (), "Free a wizard", "The base game's spell, as its rules say."),
    Spell(
        "headwind-for-towers",
        (),
        "Headwind for towers",
        "The base game's spell, as its rules say.",
    ),
)
BY_ID = {spell.id: spell for spell in CATALOGUE}

#: The rulebook's recommended selection for the first game with the magic tower.
FIRST_GAME = (
    "move-wizard-1-3",
    "free-a-wizard",
    "move-tower-6",
    "headwind-for-towers",
    "move-wizard-onto-magic-tower",
)


def pool(setup: SetUp) -> dict[str, tuple[str, ...]]:
    """Every spell the set-up can name: the catalogue's, then its own (the first of an id
    wins, and an id of the catalogue stays the catalogue's), with the modules each needs."""
    out = {spell.id: spell.needs for spell in CATALOGUE}
    for custom in setup.custom_spells:
        out.setdefault(custom.id, custom.needs)
    return out


def is_viable(setup: SetUp, needs: tuple[str, ...]) -> bool:
    """A spell is viable when every module it needs is in play."""
    return all(setup.has(module) for module in needs)


def viable(setup: SetUp) -> list[str]:
    """The viable spells, catalogue first, then the set-up's own in file order."""
    return [sid for sid, needs in pool(setup).items() if is_viable(setup, needs)]


def draws(setup: SetUp) -> int:
    """How many different sets of five spells can be drawn from the viable ones."""
    return math.comb(len(viable(setup)), SPELLS_IN_PLAY)


def draw_spells(setup: SetUp, seed: int) -> tuple[str, ...]:
    """The five spells drawn with ``seed``, listed in the order of the viable ones."""
    spells = viable(setup)
    shuffled = list(spells)
    random.Random(seed).shuffle(shuffled)
    drawn = set(shuffled[:SPELLS_IN_PLAY])
    return tuple(s for s in spells if s in drawn)


def drawn_setup(setup: SetUp, seed: int) -> SetUp:
    """The set-up with its spells replaced by the five drawn with ``seed``."""
    return replace(setup, spells=draw_spells(setup, seed))
