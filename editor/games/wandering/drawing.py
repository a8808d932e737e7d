"""Random legal set-ups: five magic spells drawn from the viable ones, as the rulebook draws them.

"Shuffle the viable magic spells, draw 5 and place them in the running course": the
shuffle comes from a seed, so a draw can be made again. At least five spells are
always viable (the catalogue's five that need no module).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .model import SPELLS_IN_PLAY, SetUp
from .spells import viable


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
