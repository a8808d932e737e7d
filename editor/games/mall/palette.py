"""The mall's colours, one table per style (no Qt).

Colour is never the only sign: every hero also has its symbol (mage star, dwarf
pickaxe, elf leaf, barbarian sword, as the tower's art) and every kind of space its
shape, so the print style in black ink says what the screen styles say.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.styles import pick_style

#: Each hero's colour, the same as the tower's art (`resources/art/hero-*.svg`).
HERO_COLOURS = {
    "mage": "#7B3FB5",
    "dwarf": "#E0701B",
    "elf": "#2E9443",
    "barbarian": "#C99A06",
}
#: An exit for every hero, and anything that belongs to no hero.
NEUTRAL = "#4A5060"


@dataclass(frozen=True)
class Palette:
    """The colours of one style as ``#RRGGBB`` strings."""

    name: str
    background: str
    tile: str  # a tile's floor
    grid: str
    wall: str
    outline: str  # round every symbol and hero
    text: str
    ghost: str  # a lattice place exploration could fill
    highlight: str
    tint_alpha: int  # how strongly a hero's space is tinted (0-255)
    print: bool = False


PALETTES: dict[str, Palette] = {
    "screen-light": Palette(
        name="screen-light",
        background="#D9DDE3",
        tile="#F7F3EA",
        grid="#D6CDBB",
        wall="#22252B",
        outline="#1B1D21",
        text="#22252B",
        ghost="#8A93A3",
        highlight="#1F78C8",
        tint_alpha=60,
    ),
    "screen-dark": Palette(
        name="screen-dark",
        background="#1E2127",
        tile="#3A3D44",
        grid="#50545D",
        wall="#E8E8E8",
        outline="#111214",
        text="#F1F1F1",
        ghost="#7C8595",
        highlight="#5AA9F0",
        tint_alpha=80,
    ),
    "print": Palette(
        name="print",
        background="#FFFFFF",
        tile="#FFFFFF",
        grid="#B0B0B0",
        wall="#111111",
        outline="#111111",
        text="#111111",
        ghost="#9A9A9A",
        highlight="#1F78C8",
        tint_alpha=45,
        print=True,
    ),
}


def get_palette(style: str | Palette) -> Palette:
    return pick_style(PALETTES, style)
