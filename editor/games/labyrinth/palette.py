"""The labyrinth's colours and symbols: one table for every style (no Qt).

Colour is never the only sign: each corner also has its letters and a shape, each
room its number inside a ringed token, so the print style (black ink on white)
says everything the screen styles say.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.styles import pick_style

#: Each corner's shape for its badge and its wizards (the letters are the corner's name).
CORNER_SHAPES = {"NW": "circle", "NE": "square", "SE": "diamond", "SW": "hexagon"}


@dataclass(frozen=True)
class Palette:
    """The colours of one style, as ``#RRGGBB`` strings.

    ``heat`` runs from distance 0 to the farthest square. Letters and numbers on a
    coloured ground are drawn black or white, whichever reads better. The print
    style draws tokens and wizards white with black ink and relies on letters and
    shapes.
    """

    name: str
    background: str
    floor: str
    grid: str
    ink: str  # walls and the rim
    text: str
    outline: str  # around tokens, badges and wizards
    players: dict[str, str]
    corner_tints: dict[str, str]
    rooms: dict[int, str]
    token_ink: str  # the ring and the number of a room token
    heat: tuple[str, ...]
    unreachable: str
    hatch: str
    path: str
    highlight: str
    print: bool = False


_PLAYERS = {"NW": "#D63A3A", "NE": "#2A6FDB", "SE": "#23994B", "SW": "#E0A100"}
_ROOMS = {1: "#8E44AD", 2: "#E67E22", 3: "#16A085", 4: "#C0392B", 5: "#2C3E9E"}

PALETTES: dict[str, Palette] = {
    "screen-light": Palette(
        name="screen-light",
        background="#D9DDE3",
        floor="#F7F3EA",
        grid="#D3CAB8",
        ink="#22252B",
        text="#22252B",
        outline="#1B1D21",
        players=_PLAYERS,
        corner_tints={"NW": "#F6D3D0", "NE": "#D3E1F8", "SE": "#D0EDD9", "SW": "#F8EBC4"},
        rooms=_ROOMS,
        token_ink="#FFFFFF",
        heat=("#FDE68A", "#F9B872", "#E98A7A", "#B877A8", "#6E6FB5", "#3F5E98"),
        unreachable="#C9CDD3",
        hatch="#7A808A",
        path="#0B7A75",
        highlight="#1E88E5",
    ),
    "screen-dark": Palette(
        name="screen-dark",
        background="#1B1E23",
        floor="#33373F",
        grid="#474C56",
        ink="#ECE6D6",
        text="#ECE6D6",
        outline="#101215",
        players={"NW": "#F06262", "NE": "#5B95F0", "SE": "#3FBF6A", "SW": "#F2C230"},
        corner_tints={"NW": "#5A3438", "NE": "#2F4266", "SE": "#2E5239", "SW": "#5C4F26"},
        rooms={1: "#A569C2", 2: "#F0954A", 3: "#2DBA9C", 4: "#E05A4C", 5: "#5C6FD6"},
        token_ink="#FFFFFF",
        heat=("#9C7A1C", "#9A5A26", "#8A3B4A", "#663A78", "#3D4A8C", "#25405F"),
        unreachable="#23262C",
        hatch="#6A707B",
        path="#4FE0D0",
        highlight="#64B5F6",
    ),
    "print": Palette(
        name="print",
        background="#FFFFFF",
        floor="#FFFFFF",
        grid="#9A9A9A",
        ink="#000000",
        text="#000000",
        outline="#000000",
        players={c: "#FFFFFF" for c in _PLAYERS},
        corner_tints={c: "#FFFFFF" for c in _PLAYERS},
        rooms={k: "#FFFFFF" for k in _ROOMS},
        token_ink="#000000",
        heat=("#FFFFFF", "#E4E4E4", "#C8C8C8", "#ADADAD"),
        unreachable="#FFFFFF",
        hatch="#000000",
        path="#000000",
        highlight="#000000",
        print=True,
    ),
}


def get_palette(style: str | Palette) -> Palette:
    """The palette of a style name (a `Palette` is returned as it is)."""
    return pick_style(PALETTES, style)
