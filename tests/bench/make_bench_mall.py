"""Build the deck-of-eleven Magic Maze bench scenarios (deterministic; run to regenerate).

    python tests/bench/make_bench_mall.py

The other mall benchmark (``mall-four-thieves``) has every tile in sight from the
start. These three heists are the other kind, the one the boxed game plays: a
start tile and a deck of eleven tiles that the heroes must explore before they can
steal anything, so that the search's size comes from the many malls the deck can
build (each explore space chosen puts the next tile elsewhere) as much as from the
heroes' places.

The twelve tiles are drawn once, in the style of the real tiles but not copied from
them: 4 x 4, walls inside, every deck tile entered at local (1,3) and offering
hero-coloured explore spaces at some of (2,0) N, (3,2) E and (0,1) W (the start
tile at all four). Tiles 2 and 3 open the mall; the items lie in the middle of the
deck (the mage's on tile 4, the dwarf's on 5, the elf's on 6, the barbarian's on
7) and the exits after them (the mage's and the barbarian's on tile 8, the
dwarf's and the elf's on tile 9), so every heist explores at least eight tiles.
Tiles 10 to 12 are more of the mall, never needed. Five escalators and eight
vortexes (two per hero, one on its item's tile) are spread over the deck; timer
spaces too: the scenarios have no sand timer, so the solver ignores them (the checks
allow them), but the play mode's real-time sand timer turns on them.

Each scenario uses all twelve tiles, the deck in the order 2 to 12, and no timer.
With fewer than four heroes, an explore space or vortex of a hero not in play is
given to a hero in play (`stand_in`), and the items and exits of the missing heroes
become floor, so that the checks find nothing to warn about.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from editor.core.writing import atomic_write_text
from editor.games.mall.fileformat import dumps
from editor.games.mall.model import HEROES, Edge, Point, Scenario, Space, Tile, canonical_edge

HERE = Path(__file__).parent / "reach"

#: A space of a design: local x, y, its type and its hero (None: no colour).
SpaceSpec = tuple[int, int, str, str | None]


class Design(NamedTuple):
    """One tile as drawn: its special spaces, its walls and its escalators (local)."""

    id: str
    spaces: tuple[SpaceSpec, ...]
    walls: tuple[Edge, ...] = ()
    escalators: tuple[tuple[Point, Point], ...] = ()


START = Design(
    "1",
    spaces=(
        (2, 0, "explore", "mage"),
        (0, 1, "explore", "barbarian"),
        (3, 2, "explore", "dwarf"),
        (1, 3, "explore", "elf"),
    ),
    walls=((0, 0, "S"), (3, 0, "S"), (0, 2, "S"), (2, 3, "E")),
)

DECK = (
    Design(
        "2",
        spaces=(
            (2, 0, "explore", "barbarian"),
            (3, 0, "timer", None),
            (0, 1, "explore", "elf"),
        ),
        walls=((1, 1, "E"), (1, 1, "S"), (2, 2, "E")),
    ),
    Design(
        "3",
        spaces=(
            (0, 0, "vortex", "elf"),
            (2, 0, "explore", "dwarf"),
            (3, 2, "explore", "mage"),
        ),
        walls=((0, 1, "E"), (0, 2, "E"), (2, 1, "S"), (3, 1, "S")),
        escalators=(((3, 0), (0, 3)),),
    ),
    Design(
        "4",
        spaces=(
            (0, 0, "item", "mage"),
            (3, 0, "vortex", "mage"),
            (0, 1, "explore", "dwarf"),
            (3, 2, "explore", "barbarian"),
        ),
        walls=((0, 0, "S"), (1, 0, "S"), (1, 2, "E"), (2, 2, "S")),
    ),
    Design(
        "5",
        spaces=(
            (2, 0, "explore", "elf"),
            (3, 0, "item", "dwarf"),
            (0, 1, "explore", "mage"),
            (0, 3, "vortex", "dwarf"),
        ),
        walls=((2, 0, "E"), (2, 1, "E"), (1, 1, "S"), (0, 2, "E")),
        escalators=(((0, 0), (3, 3)),),
    ),
    Design(
        "6",
        spaces=(
            (2, 0, "explore", "mage"),
            (1, 1, "item", "elf"),
            (3, 2, "explore", "dwarf"),
            (0, 3, "vortex", "elf"),
        ),
        walls=((1, 1, "N"), (1, 1, "E"), (0, 2, "E"), (2, 2, "S")),
        escalators=(((0, 0), (2, 2)),),
    ),
    Design(
        "7",
        spaces=(
            (2, 0, "explore", "elf"),
            (3, 0, "item", "barbarian"),
            (0, 1, "explore", "dwarf"),
            (2, 2, "timer", None),
            (0, 3, "vortex", "barbarian"),
        ),
        walls=((1, 0, "S"), (3, 0, "S"), (2, 1, "S"), (1, 2, "E")),
    ),
    Design(
        "8",
        spaces=(
            (0, 0, "exit", "mage"),
            (0, 1, "explore", "dwarf"),
            (2, 1, "timer", None),
            (3, 2, "explore", "elf"),
            (3, 3, "exit", "barbarian"),
        ),
        walls=((0, 0, "E"), (2, 2, "S"), (1, 1, "S")),
    ),
    Design(
        "9",
        spaces=(
            (2, 0, "explore", "barbarian"),
            (3, 0, "exit", "dwarf"),
            (0, 1, "explore", "mage"),
            (0, 3, "exit", "elf"),
        ),
        walls=((2, 0, "E"), (1, 1, "S"), (2, 1, "E"), (0, 2, "E")),
    ),
    Design(
        "10",
        spaces=(
            (2, 0, "explore", "dwarf"),
            (3, 0, "vortex", "mage"),
            (0, 1, "explore", "barbarian"),
            (3, 2, "explore", "elf"),
        ),
        walls=((1, 0, "S"), (1, 1, "E"), (2, 2, "S"), (0, 2, "S")),
        escalators=(((0, 0), (3, 3)),),
    ),
    Design(
        "11",
        spaces=(
            (2, 0, "explore", "mage"),
            (0, 1, "explore", "elf"),
            (0, 3, "vortex", "barbarian"),
            (3, 3, "timer", None),
        ),
        walls=((1, 1, "E"), (2, 1, "S"), (0, 2, "E")),
        escalators=(((1, 0), (2, 2)),),
    ),
    Design(
        "12",
        spaces=(
            (0, 0, "vortex", "dwarf"),
            (2, 0, "explore", "dwarf"),
            (3, 2, "explore", "barbarian"),
        ),
        walls=((0, 0, "S"), (1, 1, "E"), (2, 2, "S")),
    ),
)

#: Where the heroes start on the start tile: its middle, as in the boxed game.
STARTS: dict[str, Point] = {"mage": (1, 1), "dwarf": (2, 1), "elf": (1, 2), "barbarian": (2, 2)}

#: File name -> the heroes in play.
SCENARIOS: dict[str, tuple[str, ...]] = {
    "mall-deck11-two-heroes.mall.json": ("mage", "dwarf"),
    "mall-deck11-three-heroes.mall.json": ("mage", "dwarf", "elf"),
    "mall-deck11-four-heroes.mall.json": HEROES,
}
WORDS = {2: "two", 3: "three", 4: "four"}


def stand_in(hero: str, heroes: tuple[str, ...]) -> str:
    """The hero in play who takes the explore spaces and vortexes of ``hero``: itself
    when in play, else the one at its place in `HEROES` counted round the heroes in play."""
    return hero if hero in heroes else heroes[HEROES.index(hero) % len(heroes)]


def space(spec: SpaceSpec, heroes: tuple[str, ...]) -> Space | None:
    """A drawn space for the heroes in play (None: it becomes floor)."""
    x, y, kind, hero = spec
    if hero is None or hero in heroes:
        return Space((x, y), kind, hero)
    if kind in ("explore", "vortex"):
        return Space((x, y), kind, stand_in(hero, heroes))
    return None  # a missing hero's item or exit


def tile(design: Design, heroes: tuple[str, ...], start: bool = False) -> Tile:
    """The tile of a design for the heroes in play, in canonical order."""
    spaces = [s for spec in design.spaces if (s := space(spec, heroes)) is not None]
    walls = [canonical_edge(*wall) for wall in design.walls]
    out = Tile(design.id, start, spaces, walls, list(design.escalators))
    out.normalise()
    return out


def scenario(heroes: tuple[str, ...]) -> Scenario:
    """The heist of the heroes in play: the start tile, the deck of eleven, no timer."""
    count = WORDS[len(heroes)]
    return Scenario(
        tiles=[tile(START, heroes, start=True)] + [tile(d, heroes) for d in DECK],
        start_tile=START.id,
        heroes={h: STARTS[h] for h in heroes},
        deck=[d.id for d in DECK],
        title=f"Deck of eleven, {count} heroes (bench)",
        author="mazewright bench",
        notes=(
            f"{count.capitalize()} heroes, a start tile and a deck of eleven tiles, no sand "
            "timer: the items lie on tiles 4 to 7 and the exits on tiles 8 and 9, so at least "
            "eight tiles are explored. Generated by tests/bench/make_bench_mall.py."
        ),
    )


def main() -> None:
    for name, heroes in SCENARIOS.items():
        atomic_write_text(HERE / name, dumps(scenario(heroes)))
        print("wrote", HERE / name)


if __name__ == "__main__":
    main()
