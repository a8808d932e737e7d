"""A Wandering Towers set-up with The Magic Tower: modules, webs, spells, course and start.

A set-up keeps what its file says, in the file's order and with any duplicates, so
that the checks can name them and saving loses nothing; where the file leaves a key
out, the model says None and the rules give the default (`course.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

FORMAT = "wandering-setup/1"

ELIXIR_FOUNTAIN = "elixir-fountain"
SPIDERWEB = "spiderweb"
HAG = "hag"
RAVEN = "raven"
MAGIC_TOWER = "magic-tower"
#: The five modules in the rulebook's order (its "set-up with all modules").
MODULES = (ELIXIR_FOUNTAIN, SPIDERWEB, HAG, RAVEN, MAGIC_TOWER)
#: The fountains' positions: A between landscape tiles 1 and 2, B between 3 and 4.
FOUNTAINS = ("A", "B")

MIN_PLAYERS = 2
MAX_PLAYERS = 6
DEFAULT_PLAYERS = 3
#: The magic tower module plays with exactly this many magic spells.
SPELLS_IN_PLAY = 5
#: The base game's towers (the magic tower is a tenth).
TOWERS = 9
#: Bounds of the course: the schema refuses larger courses (RULES.md section 2).
MAX_LANDSCAPE_TILES = 64
MAX_SPACES_PER_TILE = 16


@dataclass(frozen=True)
class CustomSpell:
    """A spell of the set-up's own: its id and the modules it needs."""

    id: str
    needs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Course:
    landscape_tiles: int = 4
    spaces_per_tile: int = 4


@dataclass(frozen=True)
class StartPositions:
    """The start the file gives: the nine towers' spaces and, if given, the magic tower's."""

    towers: tuple[int, ...]
    magic_tower: int | None = None


@dataclass
class SetUp:
    players: int = DEFAULT_PLAYERS
    modules: tuple[str, ...] = ()
    course: Course = Course()
    webs: tuple[str, ...] | None = None
    """The fountains with a web; None when the file gives no ``webs`` (both, with the spiderweb)."""
    spells: tuple[str, ...] = ()
    """The spells the set-up names; none named means they are drawn at the table."""
    custom_spells: tuple[CustomSpell, ...] = ()
    start: StartPositions | None = None
    """None when the file gives no start: the rules' default start (`course.start_of`)."""
    title: str | None = None
    author: str | None = None
    notes: str | None = None

    def has(self, module: str) -> bool:
        return module in self.modules

    @property
    def fountains(self) -> bool:
        return self.has(ELIXIR_FOUNTAIN)

    def web_positions(self) -> tuple[str, ...]:
        """The fountains that carry a web, as played: none without the spiderweb module,
        both when the file does not say."""
        if not self.has(SPIDERWEB):
            return ()
        return FOUNTAINS if self.webs is None else tuple(w for w in FOUNTAINS if w in self.webs)
